// A form builder's lead-in to an answer (issue 36, set 83): a print view writes "Selected: LLC" or "Answer: Retail"
// where the answer goes. Typed, the lead-in and the answer are one piece; a hand's answer or a field's value after a
// printed "Selected:" leaves the lead-in a piece of its own, which a person passes over to read the answer.
import { sameLine, type Piece } from './pieces.ts';

const LEAD_IN = /^\s*(?:selected|your (?:answer|selection|choice)|answer|response|choice)\s*:\s*$/i;

/** The pieces without a lone lead-in ("Selected:") that has its answer written after it on its line. */
export function withoutLeadIns(pieces: Piece[]): Piece[] {
  const gone = new Set(pieces.filter((p) => LEAD_IN.test(p.text) && pieces.some((q) => q !== p && q.text && !LEAD_IN.test(q.text)
    && (sameLine(p, q) || Math.min(p.y1, q.y1) - Math.max(p.y0, q.y0) > 0.5 * (p.y1 - p.y0)) && q.x0 >= p.x1 - 2 && q.x0 - p.x1 < 3 * (p.y1 - p.y0))));
  return gone.size ? pieces.filter((p) => !gone.has(p)) : pieces;
}
