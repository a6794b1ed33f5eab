// A business's name and address printed as on an envelope, with no label (issue 36): a renewal's "merchant of record"
// block pre-printed from the funder's system, "Northern Motors, Inc." over "8371 Main St" over "Aurora, IL 60504".
import { labelOf } from './labels.ts';
import { sameLine, type Piece } from './pieces.ts';
import type { OwnerFound } from './owners.ts';
import { stateOf } from './values.ts';
import { headOver, type Heading } from './headings.ts';

/** A street's line: its number, then words ("8371 Main St", "111 Route 9"). */
const STREET = /^\s*\d{1,6}[A-Z]?\s+\p{L}/u;
/** A city's line with its state or province and its ZIP or postal code ("Aurora, IL 60504", "Calgary, AB T2P 2B8"). */
const CITY = /,\s*\p{L}[\p{L} .]*\s+(?:\d{5}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d)\s*$/u;

/** Under a heading of the business's section, lines left-aligned one under the other, the first with no label on its
 *  line, then a street's line and a city's: the first line is the business's name, the city's its state. (Lines
 *  between them, "DBA Crescent Dental", are read by their own labels.) Found last: a labelled value goes first. */
export function addressBlocks(pieces: Piece[], heads: Heading[]): OwnerFound[] {
  const out: OwnerFound[] = [];
  for (const h of heads.filter((x) => x.section === 'business')) {
    const col = pieces.filter((q) => q.text && q !== h.piece && q.y0 >= h.piece.y1 - 1 && headOver(q, heads) === h).sort((a, b) => a.y0 - b.y0);
    const first = col[0];
    const lh = first ? first.y1 - first.y0 : 0;
    if (!first || first.y0 - h.piece.y1 > 1.5 * lh || !/\p{L}{2}/u.test(first.text) || labelOf(first.text, true, false, false)) continue;
    if (pieces.some((o) => o !== first && o.text && sameLine(o, first) && o.x1 <= first.x0 + 2)) continue;
    // (One line under the other, each starting where the first does, up to the city's.)
    const lines = [first];
    for (const q of col.slice(1)) {
      const last = lines[lines.length - 1]!;
      if (lines.length >= 5 || q.y0 - last.y1 > 0.8 * lh) break;
      if (Math.abs(q.x0 - first.x0) < 8 && !sameLine(q, last)) lines.push(q);
    }
    const street = lines.findIndex((q, i) => i > 0 && STREET.test(q.text));
    const city = street > 0 ? lines[street + 1] : undefined;
    if (!city || !CITY.test(city.text) || !stateOf(city.text)) continue;
    const found = (field: string, p: Piece): OwnerFound => ({ field, text: p.text, label: '', piece: p, confidence: 0.6, source: p.source });
    out.push(found('legal_name', first), found('address', city));
  }
  return out;
}
