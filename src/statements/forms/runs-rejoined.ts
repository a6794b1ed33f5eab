// A text layer's runs put back together before a page is read (issue 36, moved out of pieces.ts): a word a
// ligature broke in two, a hand's runs along a slope, words written a little off level.
import type { TextItem } from '../types.ts';
import { BLANK_LINE } from './blank-under.ts';

/** An upright side drawn on the page (a box's side, a lone upright line): it parts the runs either side of it. */
export type Side = { x: number; y0: number; y1: number };

/** A word broken in two runs (a ligature's step back: "Sof" + "ia Patel") is one again: a run that starts
 *  inside or right at the end of the previous one, on its baseline, in its font, continues it without a space. */
export function rejoin(items: TextItem[], edges: Side[]): TextItem[] {
  const out: TextItem[] = [];
  // (A run written on a slope, a hand's address tilted a few degrees and cut into runs mid-word, "Idaho Fal" + "ls, ID
  // 83402": each run's baseline is where the slope of the runs before it leads, not the first run's.)
  let first: TextItem | undefined, tail: TextItem | undefined;
  for (const it of items) {
    const prev = out[out.length - 1];
    const slope = first && tail && tail !== first && tail.x > first.x ? (tail.y - first.y) / (tail.x - first.x) : 0;
    const expected = tail ? tail.y + slope * (it.x - tail.x) : 0;
    // (Not a value typed over a blank's underscores: the blank is no word of it. Not a label that overflows its cell
    // over the side into the next cell's label: "% Ownership" run over "Seguro social" in a table's header.)
    const side = prev && edges.some((e) => e.x > prev.x + 1 && e.x <= it.x + 1 && e.y0 <= it.y - it.h * 0.5 && e.y1 >= it.y - it.h * 0.5);
    // (Not a run in another size begun back inside it: a value typed larger over its label's last word, "Business
    // Start Date" + "06-06-2016", or a point inside a small-caps label's end, "SOCIALE" + "Rashad De La Cruz", is no
    // word of the label's. Small capitals' runs, "L" + "EGAL", start at its end; only a ligature steps back.)
    const stepsBack = Math.abs(prev?.h ?? 0) > 0 && Math.abs(prev!.h - it.h) > 0.1 * it.h && it.x < prev!.x + prev!.w - 0.1 * Math.min(prev!.h, it.h);
    // (Nor a value typed over the blank a label's run ends with, "Owner: ________" and "Kevin Delgado" over its
    // underscores: a word's ligature steps back over letters, not over a blank's line.)
    const onBlank = !!prev && /_{3,}\s*$/.test(prev.str);
    // (Nor a run at another slope: a hand writes each value at its own slant, and a long name run on into the next
    // owner's column, "ASHLYN A. VAN DER BERG" + "PRIYA O'HARA", is two values however close. A ligature's runs share
    // their line's slope.)
    const slant = !!prev && Math.abs((prev.slope ?? 0) - (it.slope ?? 0)) > 0.0005;
    if (prev && !side && prev.font === it.font && !stepsBack && !onBlank && !slant && Math.abs(expected - it.y) < it.h * 0.5 && it.x > prev.x && it.x <= prev.x + prev.w + it.h * 0.05 && !BLANK_LINE.test(prev.str) && !BLANK_LINE.test(it.str)) {
      out[out.length - 1] = { ...prev, str: prev.str + it.str, w: Math.max(prev.w, it.x + it.w - prev.x) };
      tail = it;
    } else { out.push(it); first = tail = it; }
  }
  return out;
}

/** A value written along a gently sloping line, word after word ("Cedar" "Point" "Holdings" "LLC", each a little
 *  higher): one line, at its first word's baseline. A word follows the one before it in its font and size, a space
 *  or so after its end, its baseline within a third of its size; lines read as a whole at a slope split where the
 *  drift passes a line's tolerance, and a name's words fall on two lines. */
export function level(items: TextItem[]): TextItem[] {
  // (Each word is compared with its neighbour as written; it takes the baseline its neighbour was given.)
  const out = items.map((it) => ({ ...it }));
  const byX = out.map((it, k) => ({ it, y: items[k]!.y })).sort((a, b) => a.it.x - b.it.x);
  for (const w of byX) {
    const { it } = w;
    const prev = byX.filter((j) => j !== w && j.it.font === it.font && Math.abs(j.it.h - it.h) <= 0.05 * it.h && it.x - (j.it.x + j.it.w) > -0.1 * it.h
      && it.x - (j.it.x + j.it.w) < 1.2 * it.h && j.it.x < it.x && Math.abs(j.y - w.y) < 0.35 * it.h).sort((a, b) => Math.abs(a.y - w.y) - Math.abs(b.y - w.y))[0];
    if (prev) it.y = prev.it.y;
  }
  return out;
}
