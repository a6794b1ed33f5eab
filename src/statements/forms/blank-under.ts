// A value typed over a blank's underscores (issue 36): the underscores are the line it is written on, no word of it.
import type { Word } from '../layout/layout.ts';

/** A blank to write on: underscores, dots or an ellipsis, nothing else; or a leader of dashes ("LEGAL NAME ------
 *  Blue Heron Ltd.", a typewriter's form). */
export const BLANK_LINE = /^(?:[\s_.…]{3,}|[-–—]{3,})$/;
/** A blank's word: a blank line, or its stub, one or two underscores left after a value typed over the rest of it
 *  ("Managing Member _ % Owned: 100.00% _"). */
// (And a dashes' leader two long: "OPERATING NAME (O/A) --".)
export const blankWord = (t: string) => BLANK_LINE.test(t) || /^_{1,2}$/.test(t) || /^[-–—]{2}$/.test(t);

/** A cell's words with each blank's underscores read after the words typed over them: a value typed over a blank
 *  in another font than the blank's is one run of words, not parted where the underscores start under it
 *  ("Blue" ____ "Ridge Yoga LLC", the line starting after the value's first word, is "Blue Ridge Yoga LLC"). */
export function blanksAfterValues(all: Word[]): Word[] {
  const words = spacedDots(all.flatMap(parted));
  if (!words.some((w) => BLANK_LINE.test(w.text))) return words;
  const key = (w: Word) => {
    if (!BLANK_LINE.test(w.text)) return w.x0;
    // (Only words starting over the blank, on its line, move before it; a value written after its blank stays after.)
    const over = words.filter((o) => o !== w && !BLANK_LINE.test(o.text) && o.x0 >= w.x0 && o.x0 < w.x1 - 2 && Math.abs(o.y - w.y) < Math.max(o.h, w.h));
    return over.length ? Math.max(...over.map((o) => o.x0)) + 0.001 : w.x0;
  };
  return words.map((w) => ({ w, k: key(w) })).sort((a, b) => a.k - b.k).map((e) => e.w);
}

/** A leader of dots with spaces between them (". . . . ."), read as words of one dot each: one blank, as a leader
 *  of dots set close is. (Three or more such words in a row, a space or two apart; an initial's dot, "J.", is a word.) */
function spacedDots(words: Word[]): Word[] {
  const out: Word[] = [];
  let run: Word[] = [];
  const flush = () => {
    if (run.length >= 3) out.push({ ...run[0]!, text: run.map((w) => w.text).join(' '), x1: run[run.length - 1]!.x1 });
    else out.push(...run);
    run = [];
  };
  for (const w of words) {
    const dot = /^[.…·]{1,2}$/.test(w.text);
    const last = run[run.length - 1];
    if (dot && last && (w.x0 - last.x1 > Math.max(6, w.h) || Math.abs(w.y - last.y) > w.h / 2)) flush();
    if (dot) run.push(w);
    else { flush(); out.push(w); }
  }
  flush();
  return out;
}

/** A value typed at a blank's end with no space, read as one word with the blank's underscores ("_____Kevin",
 *  "Name: ____Southern"): the blank and the value, each where it is printed (widths shared by characters). */
function parted(w: Word): Word[] {
  const m = /^(_{3,})(?=[^_\s])|(?<=[^_\s])(_{3,})$/.exec(w.text);
  if (!m) return [w];
  const per = (w.x1 - w.x0) / w.text.length;
  if (m[1]) {
    const at = w.x0 + per * m[1].length;
    return [{ ...w, text: m[1], x1: at }, { ...w, text: w.text.slice(m[1].length), x0: at }];
  }
  const at = w.x0 + per * m.index;
  return [{ ...w, text: w.text.slice(0, m.index), x1: at }, { ...w, text: m[2]!, x0: at }];
}

/** Words starting with a label and its colon, "E-MAIL:", "Ind./Type of Bus.:" (a few words, no figure before it). */
function labelNext(rest: Word[]): boolean {
  const k = rest.slice(0, 5).findIndex((w) => /\p{L}[.)#%]*:$/u.test(w.text));
  return k >= 0 && rest.slice(0, k + 1).every((w) => !BLANK_LINE.test(w.text) && !/\d/.test(w.text));
}

/** A run of words parted where a blank's underscores stand between them ("CRA Business No. ______243894391 RC0001",
 *  all in one font): the words before are the label, the blank and what is typed on it its value. */
export function atBlank(run: Word[]): Word[][] {
  const out: Word[][] = [[]];
  run.forEach((w, i) => {
    const cut = blankWord(w.text) && run.slice(0, i).some((o) => !BLANK_LINE.test(o.text)) && run.slice(i + 1).some((o) => !BLANK_LINE.test(o.text));
    // (A blank with the value typed over it, read after the value (blanksAfterValues), ends the value's run: the next
    // label, "Use:" after "Amt Requested: $ 80,000" on its blank, starts after the blank, not where the blank starts.)
    const under = cut && i > 0 && run[i - 1]!.x0 >= w.x0 - 1 && run[i - 1]!.x0 < w.x1 && !BLANK_LINE.test(run[i - 1]!.text);
    // (So does a blank left empty before the next label, "Nature of Business: ______ E-mail: ______": the first
    // label's blank, not the start of the second's.)
    // (A value typed over the run's last blank is parted from the label before it too, no words after it: "CRA
    // Business No." then "243894391 RC0001" typed over its "______".)
    const cur = out[out.length - 1]!, k = BLANK_LINE.test(w.text) && i === run.length - 1 ? cur.findIndex((o) => o.x1 > w.x0 + 2 && o.x0 < w.x1 && !BLANK_LINE.test(o.text)) : -1;
    // (Its first word may start a little before the blank: "Southern" begun at 140 over a blank from 143.)
    if (k > 0 && cur.slice(k).every((o) => o.x1 > w.x0 + 2)) { out.splice(out.length - 1, 1, cur.slice(0, k), [...cur.slice(k), w]); return; }
    if (under || (cut && labelNext(run.slice(i + 1)))) { out[out.length - 1]!.push(w); out.push([]); return; }
    if (cut && out[out.length - 1]!.length) out.push([]);
    out[out.length - 1]!.push(w);
  });
  return out.filter((r) => r.length);
}
