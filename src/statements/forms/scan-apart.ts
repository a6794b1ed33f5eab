// A scan's caption and the value written after it read as one piece (issue 36, set 112 scanned): a text layer parts
// them by their fonts, OCR gives one line of words ("Owner1 Dmitri Becker", its narrow space lost too; "Time in
// Business 21 yrs"). A person reads the caption as the name of what is written after it.
import { labelOf, sectionOf } from './labels.ts';
import { isOption } from './marks.ts';
import type { Piece } from './pieces.ts';
import { personName } from './values.ts';

/** An owner's number alone, a caption (captionApart's first piece): nothing after it on its line is joined to it. */
export const ownerCaption = (t: string) => /^(?:owner|principal|guarantor|partner) #?\d$/i.test(t);

const NUMBER_THEN = /^((?:owner|principal|guarantor|partner)\s*#?\s*\d)[.:]?\s+(\S.*)$/i;
const FIGURE_AFTER = /^(.*?\p{L}.*?)\s+([$#]?\d.*)$/u;

/** The piece parted into its caption and the value after it: an owner's number and a person's name, or a label's
 *  whole words (no colon) and a figure; else the piece alone. */
export function captionApart(p: Piece): Piece[] {
  if (p.source !== 'text') return [p];
  const options = optionsApart(p);
  if (options) return options;
  const captions = specksApart(p);
  if (captions) return captions;
  // A speck read before the caption ("7 Owner 1 Dmitri Becker", ") Title Member"), which glued the caption to what
  // is written after it: the speck dropped, the caption and the value parted.
  // (A sign is a label's own word, no speck: "% Owned", "# of Payments".)
  // (Nor is a part's number: "4. Bank & references".)
  const speck = /^(?![%#$&№]|\d[.)])[^\p{L}\s]{1,2} (?=\p{Lu})/u.exec(p.text);
  if (speck) {
    const rest = { ...p, text: p.text.slice(speck[0].length), x0: p.x0 + ((p.x1 - p.x0) * speck[0].length) / p.text.length, words: p.words?.slice(1) };
    const apart = captionApart(rest);
    const caption = ownerCaption(rest.text.replace(/(\p{L})(?=[#\d])/u, '$1 ')) || !!labelOf(rest.text, true, false, false);
    return apart.length > 1 ? apart : labelThenWords(rest) ?? (caption ? [{ ...rest, text: rest.text.replace(/^(\p{L}+)(?=[#\d])/u, '$1 ') }] : [p]);
  }
  const n = NUMBER_THEN.exec(p.text);
  // (No label after the number: "Owner 1 Full Name" is one caption.)
  if (n && /^\p{Lu}/u.test(n[2]!) && personName(n[2]!) && !labelOf(n[2]!, true, false, true)) return parted(p, n[1]!.replace(/(\p{L})(?=[#\d])/u, '$1 '), n[2]!);
  const f = FIGURE_AFTER.exec(p.text);
  const l = f && !f[1]!.includes(':') ? labelOf(f[1]!, true, false, false) : null;
  // (A label's own number is no value: "Reference 1", "Owner 2".)
  if (l && !f![1]!.slice(l.end).replace(/[\s#.]/g, '') && !/^\d{1,2}$/.test(f![2]!)) return parted(p, f![1]!, f![2]!);
  // A label's whole words and a value in words after them ("Type of Entity S Corporation", "Title Vice President"):
  // not a label read whole ("Legal Name Of Business"), nor a section's heading ("OWNER INFORMATION").
  const whole = labelOf(p.text, true, false, false);
  if ((whole && !p.text.slice(whole.end).replace(/[\s#.:]/g, '')) || sectionOf(p.text)) return [p];
  return labelThenWords(p) ?? [p];
}

function parted(p: Piece, caption: string, value: string): Piece[] {
  // Where OCR gave each word its place, the value starts at its first word; else at its share of the characters.
  const words = p.words ?? [];
  const n = value.split(' ').length;
  const placed = words.length > n;
  const at = placed ? words[words.length - n]!.x0 : p.x0 + ((p.x1 - p.x0) * (p.text.length - value.length)) / p.text.length;
  const end = placed ? words[words.length - n - 1]!.x1 : at - 2;
  return [{ ...p, text: caption, x1: end, words: words.slice(0, Math.max(0, words.length - n)) }, { ...p, text: value, x0: at, words: words.slice(-n) }];
}

/** An empty checkbox OCR reads as brackets and strokes ("[[]", "[_]", "[]"), glued to its option's word or not. */
const EMPTY_BOX = /\s*\[[[\]_| ]*\]?\s*/g;

/** A row of options read as one line, each after an empty box read as brackets ("LLC [[]Corporation [[]S-Corporation
 *  [_] Other"): each option a piece of its own, where a mark the drawing found beside one names it (marks.ts). */
function optionsApart(p: Piece): Piece[] | null {
  // (A row with a mark typed in a box, "Weekly [X] Bi-Weekly", is read whole: marks.ts reads the option after it.)
  if (/\[\s*[xX✓✔]\s*\]/.test(p.text)) return null;
  const boxes = [...p.text.matchAll(EMPTY_BOX)].filter((m) => m[0].includes('['));
  if (boxes.length < 2) return null;
  const out: Piece[] = [];
  let from = 0;
  const w = (p.x1 - p.x0) / p.text.length;
  for (const b of [...boxes, null]) {
    const to = b ? b.index : p.text.length;
    const text = p.text.slice(from, to).trim();
    if (text) {
      const start = from + p.text.slice(from, to).search(/\S/);
      out.push({ ...p, text, x0: p.x0 + start * w, x1: p.x0 + (start + text.length) * w, words: undefined });
    }
    if (b) from = b.index + b[0].length;
  }
  // (Every part an option, "Other" the last among them: else the brackets are a note's, not boxes.)
  return out.length >= 3 && out.every((q) => isOption(q.text) || /^other\b/i.test(q.text)) ? out : null;
}

/** A label's whole words and a value in words after them, no label ("Title Member"): parted. */
function labelThenWords(p: Piece): Piece[] | null {
  const words = p.text.split(' ');
  for (let k = words.length - 1; k >= 1; k--) {
    const head = words.slice(0, k).join(' '), rest = words.slice(k).join(' ');
    const l = labelOf(head, true, false, false);
    if (l && l.field !== 'other' && !head.slice(l.end).replace(/[\s#.:]/g, '') && /^\p{Lu}/u.test(rest) && !labelOf(rest, true, false, true)) return parted(p, head, rest);
  }
  return null;
}

/** A speck read as a word of its own, signs and brackets with no letter, figure or label sign ("»", "©)."). */
const SPECK = /^[^\p{L}\p{N}%#$&/-]+$/u;

/** A row of captions that specks between them glued into one piece ("» Own% ©). SSN"): each caption a piece of its
 *  own, the specks dropped, where every part is a label's whole. */
function specksApart(p: Piece): Piece[] | null {
  const tokens = p.text.split(' ');
  if (!tokens.some((t) => SPECK.test(t))) return null;
  const out: Piece[] = [];
  const w = (p.x1 - p.x0) / p.text.length;
  let at = 0, part: string[] = [], from = 0;
  const close = () => {
    const text = part.join(' ');
    if (text) out.push({ ...p, text, x0: p.x0 + from * w, x1: p.x0 + (from + text.length) * w, words: undefined });
    part = [];
  };
  for (const t of tokens) {
    if (SPECK.test(t)) close();
    else { if (!part.length) from = at; part.push(t); }
    at += t.length + 1;
  }
  close();
  const whole = (t: string) => { const l = labelOf(t, true, false, false); return !!l && !t.slice(l.end).replace(/[\s#.:%]/g, ''); };
  return out.length >= 2 && out.every((q) => whole(q.text)) ? out : null;
}
