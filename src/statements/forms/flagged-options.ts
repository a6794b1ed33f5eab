// Options flagged in a sheet's cells (issue 36): a spreadsheet prints a row of options, "Corporation | LLC | S-Corp |
// Partnership", over a row of TRUE / FALSE (or Yes / No) cells, one of them TRUE, as a paper form ticks one box. A
// person reads the option over the TRUE cell as the one chosen.
import { frequency } from './marks.ts';
import { sameLine, type Piece } from './pieces.ts';
import type { OwnerFound } from './owners.ts';
import { entityType } from './values.ts';

const SET = /^\s*(?:true|yes|y|x|✓|✔)\s*$/i, UNSET = /^\s*(?:false|no|n)\s*$/i;
const option = (t: string) => !!entityType(t.trim(), null) || frequency(t) !== null;

/** Each option printed over a TRUE cell of a row of flags (two flags at least on the row, one of them unset), as a
 *  marked option. */
export function flaggedOptions(pieces: Piece[]): OwnerFound[] {
  const out: OwnerFound[] = [];
  for (const v of pieces) {
    if (!v.text || !SET.test(v.text)) continue;
    const row = pieces.filter((q) => q !== v && q.text && q.page === v.page && sameLine(q, v) && (SET.test(q.text) || UNSET.test(q.text)));
    if (!row.some((q) => UNSET.test(q.text))) continue;
    const h = v.y1 - v.y0, cx = (r: Piece) => (r.x0 + r.x1) / 2;
    const o = pieces.filter((q) => q.text && q.page === v.page && q.y1 <= v.y0 + 1 && v.y0 - q.y1 < 2.5 * h && Math.abs(cx(q) - cx(v)) < Math.max(25, (q.x1 - q.x0) / 2) && option(q.text))
      .sort((a, b) => b.y1 - a.y1)[0];
    if (o) out.push({ field: 'option', text: o.text.trim(), label: '', piece: o, confidence: 0.8, source: 'mark' });
  }
  return out;
}
