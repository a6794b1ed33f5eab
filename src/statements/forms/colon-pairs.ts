// Pairs typed one after another on a line, each after its label's colon, run into one piece (issue 36): "SSN:
// 528-48-7601 DOB: 9/8/97 FICO: 714" in a broker's e-mail. A person reads three answers; read as one, the first label
// took the whole line for its value and the credit score was lost.
import type { Piece } from './pieces.ts';

/** A colon closing a label: a space or the line's end after it (not a time's, "11:37", nor an address's). */
const COLON = /:(?=\s|$)/g;

/** `pieces` with each run of colon pairs parted into one piece a pair. Only a piece that opens with a label and its
 *  colon, where every later colon closes a label read whole (`labelEnds`: where a label in the text ends, null for
 *  none) and every label has words after it before the next. */
export function colonPairsApart(pieces: Piece[], labelEnds: (text: string) => number | null): Piece[] {
  return pieces.flatMap((p) => {
    // (Not pairs written as a sentence's list, parted by semicolons or quoted: a worked example's "Name: Main Street
    // Pizza LLC; DBA: Mario's; Entity: [X] LLC;" is no answer.)
    if (p.source !== 'text' || /;|["“”]/.test(p.text)) return [p];
    const colons = [...p.text.matchAll(COLON)].map((m) => m.index!);
    if (colons.length < 2) return [p];
    const whole = (t: string) => { const e = labelEnds(t); return e !== null && e >= t.replace(/[\s:]+$/, '').length; };
    if (!whole(p.text.slice(0, colons[0]! + 1))) return [p];
    const cuts = [0];
    for (const c of colons.slice(1)) {
      const from = colons[cuts.length - 1]! + 1;
      const starts = [...p.text.slice(from, c).matchAll(/\S+/g)].map((m) => from + m.index!);
      // (The longest run of the words before the colon that is a label, leaving the previous label a word of value.)
      const k = starts.slice(1).slice(-5).find((s) => whole(p.text.slice(s, c + 1)));
      if (k === undefined) return [p];
      cuts.push(k);
    }
    const w = (p.x1 - p.x0) / Math.max(1, p.text.length);
    return cuts.map((c, i) => {
      const end = cuts[i + 1] ?? p.text.length;
      return { ...p, text: p.text.slice(c, end).trim(), x0: p.x0 + c * w, x1: p.x0 + end * w, words: undefined };
    });
  });
}
