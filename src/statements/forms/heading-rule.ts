// A heading's own rule (issue 36): the rule a section's heading is printed over, told from a blank a value is
// written on, so that the labels under it leave the heading a heading.
import type { Rect } from '../types.ts';
import type { Piece } from './pieces.ts';
import { notValue } from './value-of.ts';
import { ruleOver } from './value-rules.ts';

/** The rule `q` hangs from is the heading's own, not a blank written on: a rule across the page from the heading's
 *  start, `q` a label over its own value just under it (as the section's other labels are); or the heading's
 *  underline, as long as its words end to end (a blank is drawn longer than what is written on it). */
export function headingRule(p: Piece, q: Piece, pieces: Piece[], rules: Rect[]): boolean {
  const r = ruleOver(q, rules);
  if (!r) return false;
  const h = q.y1 - q.y0;
  const over = pieces.some((v) => v !== q && v.text && v.y0 >= q.y1 - 2 && v.y0 - q.y1 < 0.6 * h && Math.abs(v.x0 - q.x0) < 15 && !notValue(v));
  return (r.x1 - r.x0 >= Math.max(300, 1.5 * (p.x1 - p.x0)) && r.x0 <= p.x0 + 6 && over) || (Math.abs(r.x0 - p.x0) < 4 && Math.abs(r.x1 - p.x1) < 4 && p.x1 - p.x0 > 60);
}
