// A page's owners' tables and owner-column grids (reader.ts): which rows of captions head owners' rows, and every
// piece the tables and grids read (the page's other reading passes them by).
import { labelOf } from './labels.ts';
import type { PageText } from '../types.ts';
import type { Piece } from './pieces.ts';
import { ownerTables, type RegionOf, type TablePiece } from './owners-table.ts';
import { ownerColumns } from './owners-columns.ts';
import { captionedColumns } from './owners-captioned.ts';
import { onRuleAbove } from './value-rules.ts';
import { headOver, type Heading } from './headings.ts';

/** A page's owners' tables and owner-column grids, and every piece they read. */
export function ownersOf(page: PageText, pieces: Piece[], heads: Heading[], below: boolean) {
  // (On a page printing labels under their values, a row of owner labels with values written on the rules over
  // them is a row of fields, not a table's header over rows of owners.)
  // (A section's heading on the rule over the header is no value of its labels: "OWNERS / GUARANTORS" on a sheet's band.)
  const onRule = (h: Piece) => { const q = onRuleAbove(h, pieces, page.form?.rules ?? []); return !!q && !heads.some((x) => x.piece === q); };
  // (Nor is a row of captions each under a rule of its own with a value written on it: "Name  Title  Share" under
  // an owner's line, whatever is printed under them.)
  const rules = page.form?.rules ?? [];
  const ruled = (h: Piece, row: Piece[]) => rules.some((r) => Math.abs(r.y0 - h.y0) < 6 && Math.abs(r.x0 - h.x0) <= 6
    && !row.some((o) => o.x0 > h.x0 + 6 && o.x0 < r.x1 - 6));
  // (On such a page, captions each under a rule of their own left empty are blank fields, a block not filled in: what
  // is printed under them is the next block's.)
  const blanks = (row: Piece[]) => below && row.filter((h) => ruled(h, row)).length >= Math.max(3, row.length * 0.75);
  // (Or, a scan having run their rules into one, captions with no rows under them, each under a value.)
  const captions = (t: { header: unknown[]; cells: unknown[] }) => (t.header as Piece[]).filter((h) => ruled(h, t.header as Piece[]) && onRule(h)).length >= 3
    || blanks(t.header as Piece[])
    || (!t.cells.length && (t.header as Piece[]).filter((h) => onRule(h)).length >= 3);
  // (A table read within its column where headings side by side bound the page's columns.)
  // (The right-hand one of headings side by side, "PRINCIPAL 1 | PRINCIPAL 2", runs to the page's edge: bounded too.)
  const region = (p: Piece) => { const h = headOver(p, heads); return h && (Number.isFinite(h.x1) || heads.some((o) => o !== h && o.x1 === h.x0)) ? h : undefined; };
  // (A header read as a table's that took none of the values printed right under it, a numbered grid's one row of
  // captions over one row of values, "24a Last name | 24b First name ..." over "Al-Sayed | Marisol ...": its captions
  // are read one by one.)
  const unread = (t: { header: unknown[]; cells: unknown[] }) => !t.cells.length && (t.header as Piece[]).some((h) => pieces.some((q) => q.text.trim() && q.y0 > h.y1 - 1
    && q.y0 - h.y1 < 2 * (h.y1 - h.y0) && Math.min(q.x1, h.x1) - Math.max(q.x0, h.x0) > 0 && !labelOf(q.text, true, false, false)));
  // (A header repeating the captions of a table's header above it, "Co-owner | Title | % owned | SIN" under the first
  // owner's row, heads the next owner's row: no captions under that row's values.)
  const all = ownerTables(pieces.filter((p) => p.text), region as RegionOf, page.form?.boxes ?? []);
  const said = (t: (typeof all)[number]) => t.header.map((h) => h.text.trim().toLowerCase());
  const repeats = (t: (typeof all)[number]) => all.some((o) => o !== t && o.header[0]!.y0 < t.header[0]!.y0 && said(o).filter((w) => said(t).includes(w)).length >= Math.max(2, t.header.length - 1));
  // (Not on a page whose captions hang under their values: there each owner's captions are repeated under each row.)
  const tables = all.filter((t) => (!captions(t) || (!below && repeats(t))) && !unread(t) && (!below || t.header.filter((h) => onRule(h as Piece)).length * 2 < t.header.length));
  if (process.env.FORMS_DEBUG) for (const t of tables) console.error(`table ${t.line.map((h) => h.text).join(' | ')} -> ${t.cells.map((c) => `${c.field}=${c.piece.text}`).join(', ')}`);
  const headed = ownerColumns(pieces.filter((p) => p.text));
  // (Or captioned over their first column, no owners' headings: owners-captioned.ts.)
  const grids = [...headed, ...captionedColumns(pieces).filter((g) => !g.used.some((q) => headed.some((h) => h.used.includes(q))))];
  const inTable = new Set([...tables.flatMap((t) => [...t.line, ...t.cells.flatMap((c) => [c.piece, ...((c.piece as TablePiece).parts ?? [])])]), ...grids.flatMap((g) => g.used)]);
  return { tables, grids, inTable };
}
