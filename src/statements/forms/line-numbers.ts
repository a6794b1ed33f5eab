// A form's line numbers set apart before their captions (issue 36): "5" then "Employer identification number (EIN)",
// "4b" then "City or town", a tax form's way of numbering its lines, the number in bold a few points left of the
// caption's words. A person reads "5 Employer identification number" as one caption; read apart, the number was
// taken for the value of the caption beside it (on a page whose values stand over their captions, the piece on the
// caption's left is read first).
import { sameLine, type Piece } from './pieces.ts';

/** A line's number: one or two digits, a letter after them perhaps, a point or a bracket. */
const NUMBER = /^\s*\d{1,2}[a-hA-H]?[.)]?\s*$/;

/** `pieces` with each line number joined to the caption right after it: the caption's words start within a letter or
 *  two of the number's end, on its line, in type no smaller than the number's, and read as a label (`isLabel`). */
export function lineNumbersJoined(pieces: Piece[], isLabel: (text: string) => boolean): Piece[] {
  const captionOf = new Map<Piece, Piece>();
  for (const p of pieces) {
    if (p.source !== 'text' || !NUMBER.test(p.text)) continue;
    const h = p.y1 - p.y0;
    // (Not a sheet's row number, the next row's right under it: "1" over "2" down a printed spreadsheet's margin, the
    // values' row under the captions'.)
    if (pieces.some((q) => q !== p && q.page === p.page && NUMBER.test(q.text) && Math.abs(q.x1 - p.x1) < 3 && q.y0 >= p.y1 - 1 && q.y0 - p.y1 < 1.2 * h)) continue;
    // (Nor a figure under a caption, its value: "9" under "# Pmts" beside "Monthly" under "Freq".)
    if (pieces.some((q) => q !== p && q.page === p.page && q.text && q.y1 <= p.y0 + 1 && p.y0 - q.y1 < 1.5 * h && q.x0 < p.x1 && q.x1 > p.x0 && isLabel(q.text))) continue;
    // (Nor a figure answering the label just before it, "# Pmts  9", "Member  80 % owned": a value.)
    if (pieces.some((q) => q !== p && q.page === p.page && q.text && sameLine(p, q) && q.x1 <= p.x0 + 1 && p.x0 - q.x1 < 3 * h)) continue;
    const caption = pieces.find((q) => q !== p && q.source === 'text' && q.page === p.page && sameLine(p, q) && q.x0 >= p.x1 - 1 && q.x0 - p.x1 <= 0.6 * h
      && q.y1 - q.y0 >= 0.85 * h && /^\s*\p{L}/u.test(q.text) && /\p{L}{2}/u.test(q.text) && isLabel(q.text)
      // (A bare figure before one word is as likely a value beside a value, "9  Monthly": a line's number so is lettered, "4c State".)
      && (/\S\s+\S/.test(q.text.trim()) || /[a-hA-H.)]\s*$/.test(p.text)));
    if (caption && ![...captionOf.values()].includes(caption)) captionOf.set(p, caption);
  }
  if (!captionOf.size) return pieces;
  const taken = new Set(captionOf.values());
  return pieces.filter((p) => !taken.has(p)).map((p) => {
    const c = captionOf.get(p);
    // (The caption keeps its own place: its value is read from where its words start, as it was with its number
    // apart, "13 Amount requested" over a comb starting under "Amount".)
    return c ? { ...c, text: `${p.text.trim()} ${c.text}` } : p;
  });
}
