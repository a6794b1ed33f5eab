// Owners as columns under captions (issue 36, set 114): each field's caption printed over the first owner's value,
// the other owners' values beside it on the value's line (or one owner alone), no owner's heading over the columns
// ("Name" over "RAY BROUSSARD   TAMSIN A. VAN DER BERG   CLETUS M. SMITH-GARZA", "Title" over "MANAGING MEMBER ...").
// A person reads each column as one owner, top to bottom.
import { labelOf } from './labels.ts';
import type { Piece } from './pieces.ts';
import { blank, unanswered } from './values.ts';
import { linesOf, type ColumnCell, type OwnerColumns } from './owners-columns.ts';

/** An owner's field caption alone on its line, and the line of values under it starting where it starts. */
function captionOver(caption: Piece[], values: Piece[] | undefined): { field: string; label: string } | null {
  if (caption.length !== 1 || !values?.length) return null;
  const c = caption[0]!, h = c.y1 - c.y0;
  const l = labelOf(c.text, true, false, false);
  // (A caption noted unanswered, "Social Security Number (no answer)", has no values under it: the page's footer is none.)
  if (!l?.field.startsWith('owner_') || c.text.slice(l.end).replace(/[\s:#.]/g, '') || unanswered(c.text)) return null;
  const first = values[0]!;
  // (A hand's value may reach up over its caption's foot, even past its middle: the value's own middle is what lies
  // half a caption's height under the caption's middle at least.)
  const under = (first.y0 + first.y1) / 2 - (c.y0 + c.y1) / 2;
  if (first.y0 <= c.y0 || under < 0.5 * h || first.y0 - c.y1 > 1.5 * h || Math.abs(first.x0 - c.x0) > 12) return null;
  if (values.some((v) => labelOf(v.text, true, false, false))) return null;
  return { field: l.field, label: c.text.trim() };
}

/** The owner-column grids captioned over their first column, with no owners' headings (text pieces only). */
export function captionedColumns(all: Piece[]): OwnerColumns[] {
  const lines = linesOf(all.filter((p) => p.text));  // (one page's pieces)
  const out: OwnerColumns[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    // The grid starts at the owners' names: two or three owners' values at least, side by side.
    const head = captionOver(lines[i]!, lines[i + 1]);
    if (!head || !/^owner_(?:name|first|last)$/.test(head.field)) continue;
    const rows: { field: string; label: string; cap: Piece; values: Piece[] }[] = [];
    let j = i, last = lines[i]![0]!;
    while (j + 1 < lines.length) {
      const row = captionOver(lines[j]!, lines[j + 1]);
      const cap = lines[j]![0]!;
      // The grid goes on while its rows do: a caption over values, no wide gap before it.
      if (!row || cap.y0 - last.y1 > 4 * (cap.y1 - cap.y0)) break;
      rows.push({ ...row, cap, values: lines[j + 1]! });
      last = lines[j + 1]![0]!;
      j += 2;
    }
    // Three rows at least, a name and two of the owners' details, and a share or a tax number among them (what only an
    // owner is asked), two owners side by side or one: else a contact's block, read as labels and values.
    const fields = new Set(rows.map((r) => r.field));
    if (!(j - i >= 6 && (fields.has('owner_ownership') || fields.has('owner_tax_id')))) continue;
    // The columns start where the fullest row's values start: a hand's long name run on up to the next owner's, "TEODORO
    // THIBODEAUX TAMSIN OKAFOR", is parted at the word that starts where the column does.
    const starts = rows.reduce<number[]>((a, r) => (r.values.length > a.length ? r.values.map((v) => v.x0) : a), []);
    // (A hand's value starts a few points either side of the column's first value.)
    const col = (x: number) => starts.findIndex((s, n) => x >= s - 12 && (n + 1 >= starts.length || x < starts[n + 1]! - 12));
    const grid: OwnerColumns = { used: [], owners: starts.map(() => []), business: [] };
    for (const r of rows) {
      grid.used.push(r.cap, ...r.values);
      for (const v of r.values.flatMap((v) => partedAt(v, starts))) {
        const k = col(v.x0);
        if (k >= 0 && !blank(v.text)) grid.owners[k]!.push({ field: r.field, label: r.label, piece: v } satisfies ColumnCell);
      }
    }
    out.push(grid);
    i = j - 1;
  }
  return out;
}

/** A value's piece parted before each of its words that starts where a column does (past its own start). */
function partedAt(v: Piece, starts: number[]): Piece[] {
  const words = v.words ?? [];
  const cuts = words.flatMap((w, k) => (k > 0 && starts.some((s) => s > v.x0 + 12 && Math.abs(w.x0 - s) < 12) ? [k] : []));
  if (!cuts.length) return [v];
  return [0, ...cuts].map((from, n) => {
    const part = words.slice(from, cuts[n] ?? words.length);
    return { ...v, text: part.map((w) => w.text).join(' '), words: part, x0: part[0]!.x0, x1: part[part.length - 1]!.x1 };
  });
}
