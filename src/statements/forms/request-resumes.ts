// Where the request follows other funders' positions (issue 36): a renewal prints the merchant's open positions, then
// asks what it wants now under no heading of its own ("Renewal amount requested", "Payment", "Number of payments"). A
// person reads the request's own label as ending the positions' block: a position has no amount "requested".
import { labelOf } from './labels.ts';
import { sameLine, type Piece } from './pieces.ts';
import type { Heading } from './headings.ts';
import { SAMPLE_HEAD } from './section-of.ts';

/** The words only the merchant's own request is labelled by: "Amount requested", "Renewal amount requested". */
const ASKED = /\b(?:request(?:ed)?|sought|desired|needed|wanted)\b/i;

/** The page's headings with a funding section begun, within a decoy's column, at each line of it that asks the
 *  request's amount in the request's own words (one or two captions: not a header row of a table's columns). */
export function requestResumes(heads: Heading[], pieces: Piece[]): Heading[] {
  const out = [...heads];
  const decoys = heads.filter((h) => h.section === 'decoy');
  for (const p of pieces) {
    const l = p.text ? labelOf(p.text, false, true) : null;
    if (l?.field !== 'requested_amount' || !ASKED.test(p.text.slice(0, l.end))) continue;
    const over = (h: Heading) => h.piece.y0 < p.y0 - 1 && p.x0 >= h.x0 && p.x0 < h.x1 && p.y0 < (h.y1 ?? Infinity);
    const under = out.filter(over).sort((a, b) => b.piece.y0 - a.piece.y0)[0];
    // (Not in a worked example of the form, whose "Amount Requested: $50,000" is the example's.)
    if (!under || !decoys.includes(under) || SAMPLE_HEAD.test(under.piece.text)) continue;
    const line = pieces.filter((q) => q.text && q.page === p.page && sameLine(p, q));
    if (line.filter((q) => labelOf(q.text, false, true, false)).length > 2) continue;
    const top = Math.min(...line.map((q) => q.y0)) - 0.5;
    out.push({ piece: { ...p, text: '', y0: top }, section: 'funding', x0: under.x0, x1: under.x1 });
  }
  return out;
}
