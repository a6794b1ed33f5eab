// What the merchant declared that the statements can confirm (issue 36 item 3): average monthly sales (or annual
// revenue, divided by 12) and the existing advances the form lists. Not application fields: the form reader skips
// them (labels of values we do not keep, decoy sections); this pass reads them over the same pieces, so the deal can
// compare them with the statements' revenue and positions (src/deals/form-review.ts).
import type { FormDeclared, FormValue, PageText, Rect } from '../types.ts';
import type { ParseSettings } from '../settings.ts';
import { labelOf, sectionOf } from './labels.ts';
import { valueOf } from './value-of.ts';
import { labelsUnder } from './labels-under.ts';
import { piecesOf, type Piece } from './pieces.ts';
import { money } from './values.ts';

// Monthly sales or revenue as a whole (card sales alone are not all of a merchant's revenue, so they are not read);
// annual figures are turned into a month's.
const MONTHLY = /^(?:avg\.?|average|approx\.?|approximate|estimated)?\s*(?:gross\s+)?monthly\s+(?:gross\s+)?(?:sales|revenue|deposits|income)(?:\s+volume)?\b/i;
const ANNUAL = /^(?:gross\s+)?(?:annual|yearly)\s+(?:gross\s+)?(?:sales|revenue|income)\b/i;
// An existing-advances table's first column, with a balance column on its line.
// Bilingual forms print the header in both languages ("Prêteur / Lender", "Compañía / Funder"): either part counts.
const FUNDER_COLUMN = /^(?:funder|lender|company|creditor|funding company|name of (?:funder|lender)|prêteur|créancier|société|compañía|prestamista|acreedor|financiador)(?![\p{L}\d])/iu;
const BALANCE = /\b(?:balance|solde|saldo)\b/i;
/** Each language of a bilingual header ("Prêteur / Lender"). */
const parts = (t: string) => t.trim().split(/\s*[/|]\s*/);

const sameLine = (a: Rect, b: Rect) => Math.abs((a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2) < Math.max(4, (a.y1 - a.y0) * 0.6);
const round = (n: number) => Math.round(n * 10) / 10;
const fv = <T>(value: T, label: string, p: Piece, confidence: number): FormValue<T> =>
  ({ value, label, page: p.page, box: [round(p.x0), round(p.y0), round(p.x1), round(p.y1)], confidence, source: p.source });

/** The declared figures of a form's pages; null when it prints none. */
export function readDeclared(pages: PageText[], settings: ParseSettings): FormDeclared | null {
  const out: FormDeclared = {};
  for (const page of pages) {
    const pieces = piecesOf(page, settings);
    out.monthly_sales ??= sales(pieces, page.form?.boxes ?? [], page.form?.rules ?? []);
    if (!out.existing_advances) {
      const table = advances(pieces);
      // A table left empty is not read as "none": a row the reader missed would then claim the merchant hid advances.
      if (table?.rows.length) out.existing_advances = table.rows;
    }
  }
  return out.monthly_sales || out.existing_advances || out.existing_advances_count ? out : null;
}

function sales(pieces: Piece[], boxes: Rect[], rules: Rect[] = []): FormValue<number> | null {
  // A page printing its labels under their values' rules has the figure over its label.
  const below = rules.length ? labelsUnder(pieces, rules, boxes) : false;
  for (const p of pieces) {
    const m = MONTHLY.exec(p.text.trim()) ?? ANNUAL.exec(p.text.trim());
    if (!m) continue;
    const end = p.text.length - p.text.trimStart().length + m[0].length;
    const v = valueOf(p, { field: 'declared', end, explicit: true }, pieces, boxes, rules, below);
    const n = v ? money(v.text) : null;
    if (!v || n === null || n <= 0) continue;
    const annual = ANNUAL.test(p.text.trim());
    return fv(annual ? Math.round((n / 12) * 100) / 100 : n, p.text.slice(0, end).trim(), v.piece, v.confidence);
  }
  return null;
}

/** The heading of the next part of the form: owners, references, a numbered section ("4. Trade References"), or any
 *  section heading in capitals. A funder's name ("Merchant Funding Co") is no heading. */
const heading = (t: string) => { const s = sectionOf(t); return s === 'owner' || (s !== null && (/^\d+\.\s/.test(t) || t === t.toUpperCase() || /\breferences?\b/i.test(t))); };

/** An existing-advances table: a funder column beside a balance column, and the rows under it with a funder named. */
function advances(pieces: Piece[]): { header: Piece; rows: FormValue<string>[] } | null {
  const header = pieces.find((p) => parts(p.text).some((t) => FUNDER_COLUMN.test(t)) && pieces.some((q) => q !== p && sameLine(p, q) && q.x0 > p.x1 && BALANCE.test(q.text)));
  if (!header) return null;
  const rows: FormValue<string>[] = [];
  let last: Rect = header;
  const column = pieces.filter((q) => q.page === header.page && q.y0 > header.y1 - 1 && !sameLine(q, header) && Math.abs(q.x0 - header.x0) <= 15)
    .sort((a, b) => a.y0 - b.y0);
  for (const q of column) {
    // A merchant lists advances from the table's first row down, so the rows with a funder are consecutive: a gap of
    // more than a row's height (the empty rows of the grid, then what follows the table) ends it, as does a label or
    // a sentence (the authorisation paragraph); a funder's name is short.
    if (q.y0 - last.y1 > Math.max(last.y1 - last.y0, 8) * (rows.length ? 1.6 : 2.5) || rows.length >= 10) break;
    const l = labelOf(q.text, false);
    if ((l && l.field !== 'decoy') || /:\s*$/.test(q.text) || q.text.trim().length > 60 || heading(q.text.trim())) break;
    if (!/[A-Za-z]{2}/.test(q.text)) continue;
    rows.push(fv(q.text.trim(), header.text, q, 0.75));
    last = q;
  }
  return { header, rows };
}
