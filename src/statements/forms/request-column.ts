// A comparison grid's row (issue 36): a renewal or refinance worksheet sets the terms asked beside other terms, one
// column each ("Funding amount | Prior Application (3/19/23) | Current Funder Renewal Offer | THIS REQUEST"). A person
// reads the row's value in the column headed as the request; the prior application's and the funder's offer are
// other deals' terms, whatever column comes first. A cell left blank in the request column is a value left blank.
import { sameLine, type Piece } from './pieces.ts';
import { notValue, type Value } from './value-of.ts';
import { optionOf } from './option-row.ts';

/** A column heading naming the terms asked now: "THIS REQUEST", "New Advance", "Requested", "Proposed". */
const REQUEST = /\b(?:this|new|requested|request(?:ing)?|proposed|desired|sought|applying|today'?s|applicant|merchant|borrower)\b/i;
/** A column heading naming another deal's terms: a prior application, an open advance, a funder's offer. */
// (Or another company's: the applicant's parent or affiliate, "Parent / Affiliate Company | Applicant Business".)
// (Or the broker's own, set beside the merchant's: "Submitted | Merchant Asked" in a broker's deal summary.)
const OTHER = /\b(?:prior|previous|last|old|existing|current|offer(?:ed)?|original|outstanding|open|approved|funded|parent|affiliated?|related|subsidiary|holding|sister|submitted|broker|iso|counter(?:-?offer)?)\b/i;
const requestHead = (t: string) => REQUEST.test(t) && !/\b(?:prior|previous|last|old|existing|offer(?:ed)?|parent|affiliated?|related|subsidiary)\b/i.test(t);
const otherHead = (t: string) => OTHER.test(t) && !requestHead(t);

/** The pieces of the lines above `p` and right of its label, grouped by line, nearest line first. */
function linesAbove(p: Piece, pieces: Piece[]): Piece[][] {
  const h = p.y1 - p.y0;
  const above = pieces.filter((q) => q.text && q.y1 <= p.y0 + 1 && p.y0 - q.y1 < 24 * h && q.x0 >= p.x1 - 2).sort((a, b) => b.y0 - a.y0);
  const lines: Piece[][] = [];
  for (const q of above) {
    const line = lines.find((l) => sameLine(l[0]!, q));
    if (line) line.push(q); else lines.push([q]);
  }
  return lines;
}

/** The value a comparison grid's row label `p` reads: its cell under the request column's heading (null when that
 *  cell is blank); undefined unless `p` heads a row under captions naming the request and another deal's terms. */
export function requestColumn(p: Piece, pieces: Piece[]): Value | null | undefined {
  const row = pieces.filter((q) => q !== p && (q.text || q.source === 'field') && sameLine(p, q) && q.x0 >= p.x1 - 2).sort((a, b) => a.x0 - b.x0);
  // (A row of values: captions after the label, "Payment Frequency  Number of Payments", make it a header row.)
  // (An option's word answering the row is a value, though alone it reads as a label's word: "Monthly".)
  const option = (q: Piece) => optionOf(q.text, 'payment_frequency') || optionOf(q.text, 'type_of_entity');
  // (Its first cell near the label: a caption across the page on that line, "Business Legal Name" under its own value
  // in the left column, is no row of a deal summary's grid at the right.)
  if (!row.length || row.some((q) => q.text && notValue(q) && !option(q)) || row[0]!.x0 - p.x1 > 250) return undefined;
  let heads: Piece[] | undefined;
  for (const line of linesAbove(p, pieces)) {
    // (Captions, not questions or labels: "Is this a new location?" and "Current landlord:" head no columns.)
    if (line.some((q) => /[?:]\s*$/.test(q.text))) continue;
    if (line.length >= 2 && line.filter((q) => requestHead(q.text)).length === 1 && line.some((q) => otherHead(q.text))) { heads = line.sort((a, b) => a.x0 - b.x0); break; }
  }
  if (!heads) return undefined;
  // (The row's cells sit under the headings: each under the heading its middle is nearest.)
  const mid = (r: { x0: number; x1: number }) => (r.x0 + r.x1) / 2;
  const columnOf = (q: Piece) => heads.reduce((best, hd, i) => (Math.abs(mid(hd) - mid(q)) < Math.abs(mid(heads[best]!) - mid(q)) ? i : best), 0);
  // (Every cell of the row must stand under the headings' span: a label's line that merely ends under them is no row.)
  const span = { x0: heads[0]!.x0 - 40, x1: heads[heads.length - 1]!.x1 + 40 };
  if (row.some((q) => q.x1 < span.x0 || q.x0 > span.x1)) return undefined;
  // (A grid's row fills two of its columns or more: one value under a heading is a label's answer.)
  if (new Set(row.map(columnOf)).size < 2) return undefined;
  const k = heads.findIndex((hd) => requestHead(hd.text));
  const cells = row.filter((q) => columnOf(q) === k);
  const text = cells.map((q) => q.text).join(' ').trim();
  return text ? { piece: cells[0]!, text, confidence: 0.8 } : null;
}
