// Owners printed as columns (issue 36): a line of owner headings side by side ("Owner 1 | Owner 2", "Propietario 1 /
// Owner 1 ..."), then a row per field with its label at the left and each owner's value under that owner's heading,
// as a person reads a grid. Each column is one owner, read top to bottom, its name first.
import type { Rect } from '../types.ts';
import { labelOf, sectionOf } from './labels.ts';
import { sameLine, type Piece } from './pieces.ts';

export interface ColumnCell { field: string; label: string; piece: Piece }
/** `business`: the cells of a column headed for the business ("Business | Owner 1 | Owner 2"), business fields. */
export interface OwnerColumns { used: Piece[]; owners: ColumnCell[][]; business: ColumnCell[] }

/** A column headed for the business beside the owners' ("BUSINESS", "Company", "Merchant"). */
const BUSINESS_HEAD = /^(?:the\s+)?(?:business|company|merchant|applicant business|entity|corporation|entreprise|negocio|empresa)$/i;

/** A row's label split where it names one field for the business and another for owners ("DBA / Title", "Start Date
 *  / DOB"); a slash inside brackets ("Tax ID (EIN / SSN)") stays. */
const alternatives = (t: string) => [t, ...t.split(/\s+\/\s+(?![^(]*\))/).filter((x) => x !== t)];

/** The field a row's label asks of an owner's column, or of the business's. */
function fieldFor(text: string, owner: boolean): { field: string; end: number } | null {
  for (const alt of alternatives(text)) {
    // (Read as in an owners' section, so a bare "Name" is a label: the business's column takes it as its name.)
    const l = labelOf(alt, true, false, false);
    if (!l || l.field === 'decoy' || l.field === 'other') continue;
    if (owner && l.field.startsWith('owner_')) return { field: l.field, end: text.indexOf(alt) + l.end };
    // One tax ID row for all columns: the owners' are their SSNs ("Tax ID (EIN / SSN)").
    if (owner && l.field === 'business_tax_id' && /\b(?:ssn|sin|itin|social)\b/i.test(text)) return { field: 'owner_tax_id', end: text.length };
    if (!owner && !l.field.startsWith('owner_')) return { field: l.field, end: text.indexOf(alt) + l.end };
    // A bare "Name" in the business's column is its legal name.
    if (!owner && l.field === 'owner_name' && /^\s*name\b/i.test(alt)) return { field: 'legal_name', end: text.indexOf(alt) + l.end };
  }
  return null;
}

/** Pieces grouped into lines, top to bottom, each left to right. */
function linesOf(pieces: Piece[]): Piece[][] {
  const lines: Piece[][] = [];
  for (const p of [...pieces].sort((a, b) => a.y0 - b.y0)) {
    const line = lines.find((l) => sameLine(l[0]!, p));
    if (line) line.push(p); else lines.push([p]);
  }
  return lines.map((l) => l.sort((a, b) => a.x0 - b.x0));
}

/** An owner's heading: "Owner 1", "Principal #2", "Co-Owner", "Guarantor 2", a few words alone in their cell. */
const ownerHeading = (p: Piece) => sectionOf(p.text) === 'owner' && p.text.split(/\s+/).length <= 6 && !labelOf(p.text, true, false, false)?.field.startsWith('owner_');

/** The owner-column grids of a page's pieces (text pieces only). */
export function ownerColumns(pieces: Piece[]): OwnerColumns[] {
  const out: OwnerColumns[] = [];
  const lines = linesOf(pieces);
  lines.forEach((line, i) => {
    const heads = line.filter(ownerHeading);
    // Only owners' headings on the line, but for a corner cell over the labels' column ("Field | Owner 1 | Owner 2").
    if (heads.length < 2 || line.some((p) => !heads.includes(p) && p.x1 > heads[0]!.x0)) return;
    const cols = heads.map((h, k) => ({ x0: h.x0 - 12, x1: (heads[k + 1]?.x0 ?? Infinity) - 12 }));
    const biz = line.find((p) => !heads.includes(p) && BUSINESS_HEAD.test(p.text.trim()));
    const bizCol = biz ? { x0: biz.x0 - 12, x1: heads[0]!.x0 - 12 } : null;
    const grid: OwnerColumns = { used: [...heads, ...(biz ? [biz] : [])], owners: heads.map(() => []), business: [] };
    let last: Rect = heads[0]!;
    for (const row of lines.slice(i + 1)) {
      // The grid goes on while its rows do: a gap, or a row without a label at its left, ends it.
      if (row[0]!.y0 - last.y1 > Math.max(last.y1 - last.y0, 8) * 2.5) break;
      const label = row[0]!;
      if (label.x1 > (bizCol ?? cols[0]!).x0 + 2) break;
      // The row's label as printed (a label's word among others, "Mother's maiden name", is not that label).
      const l = labelOf(label.text, true, false, false);
      // A row whose label we do not know ("Driver's licence #") is a row of the grid all the same: skipped, not its end
      // (a heading or a sentence is).
      const unknown = !l && label.text.split(/\s+/).length <= 6 && !sectionOf(label.text) && row.length > 1;
      if ((!l && !unknown) || l?.field === 'decoy') break;
      last = row[0]!;
      grid.used.push(...row);
      const cell = (c: { x0: number; x1: number }) => row.find((q) => q !== label && q.x0 >= c.x0 && q.x0 < c.x1 && q.text);
      const b = bizCol && fieldFor(label.text, false), bv = bizCol && cell(bizCol);
      if (b && bv) grid.business.push({ field: b.field, label: label.text.slice(0, b.end).trim(), piece: bv });
      const o = fieldFor(label.text, true);
      if (!o) continue; // a row we do not keep (date of birth, home address)
      cols.forEach((c, k) => {
        const v = cell(c);
        if (v) grid.owners[k]!.push({ field: o.field, label: label.text.slice(0, o.end).trim(), piece: v });
      });
    }
    // An owner's name first: it starts the owner, the rest of the column follows it.
    const nameFirst = (c: ColumnCell) => (/^owner_(?:name|first|last)$/.test(c.field) ? 0 : 1);
    for (const o of grid.owners) o.sort((a, b) => nameFirst(a) - nameFirst(b));
    if (grid.owners.some((o) => o.length) || grid.business.length) out.push(grid);
  });
  return out;
}
