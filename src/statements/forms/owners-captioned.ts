// Owners as columns under captions (issue 36, set 114): each field's caption printed over the first owner's value,
// the other owners' values beside it on the value's line (or one owner alone), no owner's heading over the columns
// ("Name" over "RAY BROUSSARD   TAMSIN A. VAN DER BERG   CLETUS M. SMITH-GARZA", "Title" over "MANAGING MEMBER ...").
// A person reads each column as one owner, top to bottom.
import { labelOf } from './labels.ts';
import type { Piece } from './pieces.ts';
import { blank } from './values.ts';
import { linesOf, type ColumnCell, type OwnerColumns } from './owners-columns.ts';

/** An owner's field caption alone on its line, and the line of values under it starting where it starts. */
function captionOver(caption: Piece[], values: Piece[] | undefined): { field: string; label: string } | null {
  if (caption.length !== 1 || !values?.length) return null;
  const c = caption[0]!, h = c.y1 - c.y0;
  const l = labelOf(c.text, true, false, false);
  if (!l?.field.startsWith('owner_') || c.text.slice(l.end).replace(/[\s:#.]/g, '')) return null;
  const first = values[0]!;
  // (A hand's value may reach up over its caption's foot: its top under the caption's middle.)
  if (first.y0 < c.y0 + 0.5 * h || first.y0 - c.y1 > 1.5 * h || Math.abs(first.x0 - c.x0) > 12) return null;
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
    const starts = lines[i + 1]!.map((v) => v.x0);
    // (A hand's value starts a few points either side of the column's first value.)
    const col = (x: number) => { const k = starts.findIndex((s, n) => x >= s - 12 && (n + 1 >= starts.length || x < starts[n + 1]! - 12)); return k; };
    const grid: OwnerColumns = { used: [], owners: starts.map(() => []), business: [] };
    let j = i, last = lines[i]![0]!;
    const fields = new Set<string>();
    while (j + 1 < lines.length) {
      const row = captionOver(lines[j]!, lines[j + 1]);
      const cap = lines[j]![0]!;
      // The grid goes on while its rows do: a caption over values, no wide gap before it.
      if (!row || cap.y0 - last.y1 > 4 * (cap.y1 - cap.y0)) break;
      grid.used.push(cap, ...lines[j + 1]!);
      fields.add(row.field);
      for (const v of lines[j + 1]!) {
        const k = col(v.x0);
        if (k >= 0 && !blank(v.text)) grid.owners[k]!.push({ field: row.field, label: row.label, piece: v } satisfies ColumnCell);
      }
      last = lines[j + 1]![0]!;
      j += 2;
    }
    // Three rows at least, a name and two of the owners' details, and a share or a tax number among them (what only an
    // owner is asked), two owners side by side or one: else a contact's block, read as labels and values.
    if (j - i >= 6 && (fields.has('owner_ownership') || fields.has('owner_tax_id'))) { out.push(grid); i = j - 1; }
  }
  return out;
}
