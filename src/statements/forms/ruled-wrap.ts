// A long value wrapped onto the next ruled line (issue 36): a narrow column's legal name, "Powder River Plumbing &" on
// its rule and "Air, LLP" on the rule under it. A person reads both lines as one value when the first line is full:
// the second line's first word would not have fitted at its end, before the rule's end.
import type { Rect } from '../types.ts';
import { labelOf } from './labels.ts';
import { sameLine, type Piece } from './pieces.ts';
import { notValue, type Value } from './value-of.ts';

/** Names and descriptions only: a street's second line is its city (along.ts), a figure never wraps. */
const WRAPS = new Set(['legal_name', 'trade_name', 'industry']);

export function ruledWrap(v: Value, field: string, pieces: Piece[], rules: Rect[]): Value {
  const c = v.piece, h = c.y1 - c.y0;
  // (A fillable field holds its whole value: the next field is the next label's.)
  if (!WRAPS.has(field) || !c.text.trim() || c.source === 'field') return v;
  // The rule it is written on, under it and running past its end.
  const rule = rules.find((r) => r.y0 >= c.y1 - 0.4 * h && r.y0 - c.y1 < 0.5 * h && r.x0 <= c.x0 + 3 && r.x1 >= c.x1);
  if (!rule) return v;
  // (Right under it in its size, starting where it starts, alone on its line within the rule's span.)
  const next = pieces.find((q) => q !== c && q.text && q.source === 'text' && q.y0 >= c.y1 - 0.35 * h && q.y0 - c.y1 < 0.8 * h && !sameLine(q, c) && Math.abs(q.x0 - c.x0) < 4
    && Math.abs(q.y1 - q.y0 - h) <= 0.25 * h && !notValue(q) && !labelOf(q.text, true, false, false));
  if (!next || pieces.some((o) => o !== next && o.text && sameLine(o, next) && o.x0 > next.x1 && o.x0 < rule.x1)) return v;
  // Under the next ruled line: a rule under the next line, the value's second line.
  if (!rules.some((r) => r !== rule && r.y0 >= next.y1 - 0.4 * h && r.y0 - next.y1 < 0.5 * h && r.x0 <= next.x0 + 3 && r.x1 >= next.x1)) return v;
  const word = next.text.trim().split(/\s+/)[0]!;
  const width = (next.x1 - next.x0) * word.length / Math.max(1, next.text.trim().length);
  if (c.x1 + 0.3 * h + width <= rule.x1) return v;
  return { ...v, text: `${v.text} ${next.text}`, piece: { ...c, text: `${c.text} ${next.text}`, x1: Math.max(c.x1, next.x1), y1: next.y1 } };
}
