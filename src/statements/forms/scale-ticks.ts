// A scale printed for the applicant to mark ("$10K  $25K  $50K  $100K  $250K  $500K+" under a slider's line, a
// range's ticks): its figures are the scale's, not an answer a person reads for the label beside it. The answer is the
// figure written by it ("Exact amount $ 342,500"), or the tick marked.
import type { PageText } from '../types.ts';
import { pageMarks } from './marks.ts';
import { sameLine, type Piece } from './pieces.ts';

// A tick: a round amount, in thousands or millions, its sign before it, a plus after the last.
const TICK = /^[$€£]?\s?(\d{1,3}(?:[.,]\d{1,2})?)\s?([KkMm])\+?$|^[$€£]\s?(\d{1,3}(?:,000)+)\+?$/;

function tickValue(text: string): number | null {
  const m = TICK.exec(text.trim());
  if (!m) return null;
  if (m[3]) return Number(m[3].replace(/,/g, ''));
  return Number(m[1]!.replace(',', '.')) * (/[Mm]/.test(m[2]!) ? 1e6 : 1e3);
}

/** The pieces without the ticks of a scale: three or more round amounts on one line, rising left to right, nothing
 *  but ticks between them. A scale whose tick is circled or marked ("AMOUNT REQUESTED (circle one)") is answered
 *  there: kept whole for the marks' own rules. */
export function withoutScales(pieces: Piece[], page: PageText): Piece[] {
  const ticks = pieces.filter((p) => tickValue(p.text) !== null);
  if (ticks.length < 3) return pieces;
  // (The page's marks as the options' rules read them, checked fields among them, and its rings.)
  const drawn = [...pageMarks(page, pieces), ...(page.form?.rings ?? [])];
  const drop = new Set<Piece>();
  for (const t of ticks) {
    if (drop.has(t)) continue;
    const row = ticks.filter((q) => sameLine(q, t)).sort((a, b) => a.x0 - b.x0);
    const values = row.map((q) => tickValue(q.text)!);
    const rising = values.every((v, i) => i === 0 || v > values[i - 1]!);
    const alone = !pieces.some((q) => !row.includes(q) && q.text && sameLine(q, t) && q.x0 > row[0]!.x0 && q.x1 < row[row.length - 1]!.x1);
    // (Marked in its box before it too: a checked field, a tick drawn in the box.)
    const answered = row.some((q) => drawn.some((r) => Math.min(q.x1, r.x1) > Math.max(q.x0, r.x0) - 1.5 * (q.y1 - q.y0) && Math.min(q.y1, r.y1) > Math.max(q.y0, r.y0)));
    if (row.length >= 3 && rising && alone && !answered) for (const q of row) drop.add(q);
  }
  return drop.size ? pieces.filter((p) => !drop.has(p)) : pieces;
}
