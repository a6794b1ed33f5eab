// A scanned form's pieces mended (issue 36): OCR gives words where a text layer gives runs, and misreads a few
// characters a text layer never does. Only pages read by OCR go through here (their items' font is 'ocr').
import type { PageText, Rect, TextItem } from '../types.ts';
import { labelOf, sectionOf } from './labels.ts';
import { isOption } from './marks.ts';
import { inside, sameLine, type Piece } from './pieces.ts';
import { labelByWords, labelWords } from './scan-labels.ts';
import { respelled } from './label-words.ts';
import { captionApart, ownerCaption } from './scan-apart.ts';
import { repeatedCaptions } from './scan-repeats.ts';

/** Whether a page's words came from OCR. */
export const scanned = (page: PageText) => page.items.length > 0 && page.items.every((i) => i.font === 'ocr');

/** A scan's pieces: each text mended, and the words of one value a wide space parted joined again. */
export function mendScanPieces(pieces: Piece[], page: PageText): Piece[] {
  const cells = (page.form?.boxes ?? []).filter((b) => b.x1 - b.x0 > 20);
  const rules = page.form?.rules ?? [];
  const boxes = (page.form?.boxes ?? []).filter((b) => b.x1 - b.x0 <= 20 && b.y1 - b.y0 <= 20);
  // (Captions repeated by the blocks they head are read from each other before any is read loosely: scan-repeats.ts.)
  const strict = repeatedCaptions(pieces.map((p) => (p.source === 'text' ? { ...p, text: monthOf(fuzzyLabel(p.text)) } : p)));
  const placed = strict.filter((p) => p.source === 'text' && captionPlace(p, strict));
  // (A speck read as a letter or two in small letters right after a caption in its place, "Registered Business Name
  // Co", is no value: the value is the line under it. A state's or province's code is in capitals: "ON" stays.)
  const speck = (q: Piece) => /^\p{L}\p{Ll}?\.?$/u.test(q.text) && !/^\p{Lu}$/u.test(q.text) && placed.some((p) => sameLine(p, q) && q.x0 >= p.x1 - 1 && q.x0 - p.x1 < 15 && q.y1 - q.y0 <= 1.2 * (p.y1 - p.y0));
  // (A caption with its value after it in one piece, "Legal Business Name: Crescent Ventures Inc.", is a label's line,
  // its value to part from it: no caption alone.)
  // (Nor a name: a caption's words are label words, however misread, "Operating" but not "Jean-Francois Desrosiers".)
  const alone = (t: string) => { const l = labelOf(t, true, false, false); return l ? !t.slice(l.end).replace(/[\s:#.*()%]/g, '') : labelWords(t); };
  const mended = strict.filter((q) => !speck(q)).map((p) => { if (!placed.includes(p)) return p; const text = fuzzyLabel(p.text, true); return { ...p, text, ...(alone(text) ? { caption: true } : {}) }; }).flatMap(captionApart);
  return apart(joinValues(mended.map((p) => offRules(intoCell(p, cells), rules)), cells, boxes));
}

/** Pieces in the order a person reads them: line by line, each line left to right. OCR's boxes of one line start a
 *  point or two apart ("Title" a point over "Full Name" beside it), which ordered by their tops alone put a line's
 *  right-hand label before its left-hand one (an owner's title read before the owner's name started them). */
export function readingOrder(pieces: Piece[]): Piece[] {
  const lines: Piece[][] = [];
  // (Or their bottoms at one height: OCR's box of a word reaches a few points over its letters now and then, "Last
  // Name" boxed from 54 beside "First Name" from 58, both standing on 65; a line's words stand on one baseline.)
  const level = (a: Piece, b: Piece) => Math.abs(a.y0 - b.y0) < 3 || Math.abs(a.y1 - b.y1) < 1.5;
  for (const p of [...pieces].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0)) {
    const line = lines.find((l) => l[0]!.page === p.page && sameLine(l[0]!, p) && level(l[0]!, p));
    if (line) line.push(p); else lines.push([p]);
  }
  return lines.flatMap((l) => l.sort((a, b) => a.x0 - b.x0));
}

/** OCR's box of a line reaches over and under its letters (a capital's and a descender's room): a caption printed
 *  just under a rule got a box starting over it, and read as above the rule, the value under it apart from it. A rule
 *  through the top or bottom quarter of a piece's box is the side of it the piece lies on. */
function offRules(p: Piece, rules: Rect[]): Piece {
  const h = p.y1 - p.y0;
  const through = rules.filter((r) => r.x0 < p.x1 - 2 && p.x0 + 2 < r.x1 && (r.y0 + r.y1) / 2 > p.y0 && (r.y0 + r.y1) / 2 < p.y1);
  let { y0, y1 } = p;
  for (const r of through) {
    const at = (r.y0 + r.y1) / 2;
    if (at - p.y0 < h * 0.25) y0 = Math.max(y0, r.y1 + 0.5);
    else if (p.y1 - at < h * 0.25) y1 = Math.min(y1, r.y0 - 0.5);
  }
  return y1 - y0 >= h * 0.5 ? { ...p, y0, y1 } : p;
}

/** Letters OCR takes for others in a label's words ("Tax LD. No.", "Own’"): each tried once in the first words. */
const CONFUSED: [string, string][] = [['L', 'I'], ['l', 'I'], ['1', 'I'], ['I', 'l'], ['0', 'O'], ['rn', 'm'], ['cl', 'd'], ['vv', 'w'], ['c', 'e'], ['e', 'c'], ['n', 'u'], ['u', 'n'], ['t', 'r'], ['r', 't'], ['a', 'o'], ['o', 'a'], ['h', 'b'], ['f', 't'], ['’', '%'], ['°', '%']];

/** A word with one misreading undone: a letter taken for another (CONFUSED), a thin letter lost ("Tite"), or a speck
 *  read as one more letter. */
function* variants(word: string, any: boolean): Generator<string> {
  // (A word in capitals is mended in capitals: "KEYSTOrNE", a letterhead's "KEYSTONE" with a small r put in, is no
  // word, and split where its small letter meets a capital it read as a label's "NE".)
  const cased = (c: string) => (/^\p{Lu}{2,}$/u.test(word) ? c.toUpperCase() : c);
  if (any) {
    // Any one letter of a long word read as another ("Amount Reauested"): tried last, on short pieces only.
    if (word.length < 6 || !/^\p{L}+$/u.test(word)) return;
    for (let at = 1; at < word.length; at++) for (const c of LETTERS) if (c !== word[at]!.toLowerCase()) yield word.slice(0, at) + cased(c) + word.slice(at + 1);
    return;
  }
  for (const [from, to] of CONFUSED) for (let at = word.indexOf(from); at >= 0; at = word.indexOf(from, at + 1)) yield word.slice(0, at) + to + word.slice(at + from.length);
  for (let at = 1; at <= word.length; at++) for (const c of LOST) yield word.slice(0, at) + cased(c) + word.slice(at);
  // (A speck before a word is read as a letter before its capital: "Preferred" is not "referred", a decoy's word.)
  for (let at = /^\p{L}\p{Ll}/u.test(word) ? 1 : 0; at < word.length; at++) yield word.slice(0, at) + word.slice(at + 1);
}
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const LOST = ['l', 'i', 't', 'I', 'r'];

/** A piece that starts with a label once one letter OCR confuses is read as the other; else the piece as it is. */
export function fuzzyLabel(text: string, loose = false): string {
  if ((labelOf(text, true, false, false) || labelOf(text.split(':')[0]!, true, false, false)) && respelled(text) === text) return text;
  // A speck read as a stop between a label's number and its next word ("Owner 1.Name"): a space.
  const unspecked = text.replace(/(\d)[.,](?=\p{Lu}\p{Ll})/gu, '$1 ');
  if (unspecked !== text && labelOf(unspecked, true, false, false)) return unspecked;
  const words = text.split(' ');
  // A speck read before a label, with no letter in it ("3/ SIN": a table header's "NAS / SIN" read in two): the label.
  // (A figure is no speck, and a sign alone no label: "60 %" is a share, not the "%" heading over it.)
  if (words.length > 1 && /^[^\p{L}]{1,2}$/u.test(words[0]!) && !/^\d+$/.test(words[0]!) && /\p{L}{2}/u.test(words.slice(1).join(' '))) {
    const rest = words.slice(1).join(' ');
    const l = labelOf(rest, true, false, false);
    if (l && l.field !== 'other' && !rest.slice(l.end).replace(/[\s#.:%]/g, '')) return rest;
  }
  // A piece of two or three letters ("Nc", a state read in small letters; "rin", a heading's end read poorly, is no
  // "TIN") is too short to tell a misread label from a value.
  // (A section's heading read whole is no misread label, "OWNER / OFFICER INFORMATION", but for a decoy's:
  // "Propriétaire de l'immeuble / Landlotd" names the landlord, not an owner.)
  if (text.replace(/[^\p{L}]/gu, '').length < (/[’°]/.test(text) ? 3 : 4)) return text;
  const heading = !!sectionOf(text);
  // (The first words, and a bilingual label's other half after its slash.)
  for (const any of words.length <= 4 ? [false, true] : [false]) for (let i = 0; i < Math.min(words.length, 8); i++) {
    const word = words[i]!;
    if (i >= 4 && !words.slice(0, i).includes('/')) break;
    for (const w of variants(word, any)) {
      const t = [...words.slice(0, i), w, ...words.slice(i + 1)].join(' ');
      const head = t.includes(':') ? t.slice(0, t.indexOf(':')) : t;
      // The label must take the mended word in, and be the label's all ("Tax ID. No.:"), not a loose match.
      const l = labelOf(head, true, false, false);
      const upTo = [...words.slice(0, i), w].join(' ').replace(/[\s:;.#]+$/, '').length;
      // (A decoy's label too: a landlord's name read as an owner's would be invented.)
      // (Spelt right: a printed typo a person reads past, "Tilte", is no OCR's mending of "Tite".)
      if (l && l.field !== 'other' && (!heading || l.field === 'decoy') && l.end >= upTo && !head.slice(l.end).replace(/[\s#.:%]/g, '') && respelled(head) === head) return t;
    }
  }
  // Words misread past one letter, or run together: read as the label words nearest them (scan-labels.ts).
  return (!heading && labelByWords(text, loose)) || text;
}

/** A caption in its place: small print (under four fifths of the value's height) with a taller piece right under it,
 *  across its left end, the value its cell holds, and no words just before it on its line. Such a piece can only be a caption, whatever OCR made of its words. */
function captionPlace(p: Piece, pieces: Piece[]): boolean {
  const h = p.y1 - p.y0;
  if (!/\p{L}{3}/u.test(p.text) || /\d/.test(p.text)) return false;
  // (Not a value written under its caption: "Owner" under "Title", a title worded as a label.)
  if (pieces.some((q) => q !== p && q.y1 <= p.y0 + 2 && p.y0 - q.y1 < 0.8 * h && Math.abs(q.x0 - p.x0) < 12 && labelOf(q.text, true, false, false))) return false;
  // (Not a value written right after its label on its line: "Legal Business Name:  Crescent Ventures Inc.")
  if (pieces.some((q) => q !== p && sameLine(p, q) && q.x1 <= p.x0 + 1 && p.x0 - q.x1 < 3 * h && /\p{L}{2}/u.test(q.text))) return false;
  if (!overValue(p, pieces)) return false;
  // (Nor the value across from a label on its line that has no value under it, "Title ....... Owner": a label's
  // answer on a page of labels and values side by side. A caption's neighbour on a caption-box page is a caption
  // over its own value.)
  const left = pieces.filter((q) => q !== p && q.text && sameLine(p, q) && q.x1 <= p.x0 + 1).sort((a, b) => b.x1 - a.x1)[0];
  return !(left && labelOf(left.text, true, false, false) && !overValue(left, pieces));
}

/** A taller piece right under `p`, across its left end: the value of the cell `p` is the caption of. */
function overValue(p: Piece, pieces: Piece[]): boolean {
  const h = p.y1 - p.y0;
  const under = pieces.filter((q) => q !== p && q.y0 >= p.y1 - 0.3 * h && q.y0 - p.y1 < 0.8 * h && q.x0 < p.x1 && q.x1 > p.x0 && Math.abs(q.x0 - p.x0) < 12);
  // (A value, not the next label: "SSN" under "Title" in a column of labels, their values across.)
  return under.length > 0 && under.every((q) => q.y1 - q.y0 > 1.2 * h && !labelOf(q.text, true, false, false));
}

/** A hand's tall letters give its word a box reaching over the line above (the label over the value): each piece
 *  starts under the piece over it whose line it is not on. */
function apart(pieces: Piece[]): Piece[] {
  return pieces.map((p) => {
    const over = pieces.filter((q) => q !== p && q.x0 < p.x1 && p.x0 < q.x1 && (q.y0 + q.y1) / 2 < p.y0 + (p.y1 - p.y0) * 0.3 && q.y1 > p.y0 && q.y1 < (p.y0 + p.y1) / 2);
    if (!over.length) return p;
    return { ...p, y0: Math.max(...over.map((q) => q.y1)) + 0.5 };
  });
}

/** A value written over its cell's line (a hand's tall letters, OCR's generous height) is the cell's: its piece is
 *  held within the cell its middle is in. */
export function intoCell(p: Piece, cells: Rect[]): Piece {
  const mid = (p.y0 + p.y1) / 2;
  // (Or run a little past its right side: a hand's line written to the box's end and over it.)
  const over = Math.max(1, (p.x1 - p.x0) * 0.1);
  const c = cells.filter((b) => p.x0 >= b.x0 - 1 && p.x0 < b.x1 - 10 && p.x1 <= b.x1 + over && mid > b.y0 && mid < b.y1).sort((a, b) => (a.x1 - a.x0) * (a.y1 - a.y0) - (b.x1 - b.x0) * (b.y1 - b.y0))[0];
  if (!c || (p.y0 >= c.y0 && p.y1 <= c.y1 && p.x1 <= c.x1 + 1)) return p;
  return { ...p, y0: Math.max(p.y0, c.y0 + 0.5), y1: Math.min(p.y1, c.y1 - 0.5), x1: Math.min(p.x1, c.x1 - 0.5) };
}

/** A scan's page with its words mended (mendText), before they are put in lines and pieces. */
export function mendScanItems(page: PageText): PageText {
  // A speck read as a digit or two, poorly (a lone "2" beside a label is no value): dropped. A letter X is a mark.
  // (Standing alone: a part of a figure OCR cut off, "05" before "1-05-7738", is kept.)
  const alone = (i: TextItem) => !page.items.some((o) => o !== i && Math.abs(o.y - i.y) < i.h * 0.5 && o.x < i.x + i.w + i.h * 0.6 && i.x < o.x + o.w + i.h * 0.6);
  const speck = (i: TextItem) => i.str.length <= 2 && (i.conf ?? 1) < 0.6 && !/^[xX]$/.test(i.str) && alone(i);
  // A printed heading's words read as nonsense capitals ("OWNER / GFFEGESR C0", a shaded band): the poorly read
  // capitals after a clearly read capital word on its line are dropped, so the heading reads by its first words.
  const caps = (i: TextItem) => /^[A-Z0-9]{2,}$/.test(i.str);
  const garbled = (i: TextItem) => caps(i) && (i.conf ?? 1) < 0.32 && page.items.some((o) => o !== i && caps(o) && (o.conf ?? 0) >= 0.7 && Math.abs(o.y - i.y) < i.h * 0.5 && o.x < i.x && i.x - (o.x + o.w) < i.h * 6);
  // A hand's barred 7 read as a t at the end of a digit group, another group of digits after it ("15t 313 628": a
  // SIN in groups).
  const groupAfter = (i: TextItem) => page.items.some((o) => /^\d{3}$/.test(o.str) && Math.abs(o.y - i.y) < i.h * 0.5 && o.x > i.x + i.w - 1 && o.x - (i.x + i.w) < i.h);
  const seven = (i: TextItem) => (/^\d{1,2}t$/.test(i.str) && groupAfter(i) ? `${i.str.slice(0, -1)}7` : i.str);
  // A name's numeral read with small Ls ("Harold Van Buren Ill"): a generation's suffix after a capitalised word.
  const afterName = (i: TextItem) => page.items.some((o) => /^\p{Lu}\p{Ll}+$/u.test(o.str) && Math.abs(o.y - i.y) < i.h * 0.5 && o.x + o.w <= i.x && i.x - (o.x + o.w) < i.h);
  const numeral = (i: TextItem) => (/^I[Il]{1,2}$/.test(i.str) && afterName(i) ? 'I'.repeat(i.str.length) : i.str);
  // A shaded band's or a dotted rule's texture read as a long run of letters OCR has no trust in at all
  // ("iniissinaiionsonninracc...", conf 0, twelve letters or more: a word read at 0 may be a label, "Ownership"): no
  // word of the page; the band's heading beside it reads alone.
  const texture = (i: TextItem) => (i.conf ?? 1) < 0.05 && i.str.replace(/[^\p{L}]/gu, '').length >= 12;
  return { ...page, items: page.items.filter((i) => !speck(i) && !garbled(i) && !texture(i)).map((i) => ({ ...i, str: mendText(seven({ ...i, str: numeral(i) })) })).filter((i) => i.str !== '') };
}

/** A checkbox with a cross or a tick in it that the drawing did not find (the mark drawn past its sides) read as a
 *  letter in brackets ("[y] LLC", "(v)"): a checked box, written as the reader knows one ("[X] LLC", marks.ts). */
const BOXED_MARK = /^[[(|{][xXyYvV✓✔/\\][\])|}]$/;
// A filled round button read as the letter in a ring it looks like ("(@) Corporation", "@) Yes"): chosen.
const RADIO_MARK = /^(?:\([@®©◉●](?:\))?|[@®©◉●]\))$/;

/** Characters OCR confuses inside a figure (an EIN, a phone, a date, an amount): letters read for digits. */
const DIGIT_LIKE: Record<string, string> = { O: '0', o: '0', Q: '0', D: '0', l: '1', I: '1', '|': '1', i: '1', '!': '1', S: '5', s: '5', B: '8', Z: '2', z: '2', g: '9',
  // A hand's 7 with a bar across its stem.
  t: '7' };

/** A token of a figure's shape: mostly digits, at most two letters among at least four digits. */
function figure(token: string): string {
  // A share written by hand: its 5 read as an S or a dollar sign ("$1%"), its 1 as a bar.
  // (Its 0 read as an O too: "SO%" is 50%; a word is never a share.)
  if (/^[$SsOo|lI\d]{1,3}%$/.test(token)) return token.replace(/[$Ss]/g, '5').replace(/[Oo]/g, '0').replace(/[|lI]/g, '1');
  // A 1 read as a bracket within a figure ("16]-56-320)"), a closing bracket no opening one goes with.
  if (/\d{2}/.test(token) && !token.includes('(')) token = token.replace(/(?<=\d)[\])](?=[\d/-]|$)|(?<=^|[/-])\[(?=\d)/g, '1');
  const digits = (token.match(/\d/g) ?? []).length;
  // (A business number's program account, "RC0002", holds letters of its own.)
  const letters = (token.replace(/R[A-Z]\d{4}$/, '').match(/[A-Za-z|!]/g) ?? []).length;
  if (digits < 4 || letters > 2 || letters > digits / 3) return token;
  // A letter is mended only between digits or separators ("8O-715", "3l/07"): a word's letters stay (a unit, "12th").
  let t = token.replace(/(?<=[\d\-/.,])([OoQDlI|i!SsBZzgt])(?=[\d\-/.,])/g, (c) => DIGIT_LIKE[c] ?? c)
    .replace(/^([OoQDlI|SsBZz])(?=\d)/, (c) => DIGIT_LIKE[c] ?? c);
  // A dash read as an equals sign or a tilde between digits ("80=7153702"); a comb's dash between its boxes' sides
  // read as a run of them with plus signs ("020=+=50=+9878": the sides left of the dash's box and right of it).
  t = t.replace(/(?<=\d)[=~+]*[=~][=~+]*(?=\d)/g, '-');
  return t;
}

/** A hand's 7 (a bar across its stem) read as a percent or number sign inside a figure ("249-%6-5035", "$#5,000.00",
 *  "19%0"): no figure holds either between its digits, and a share's sign stays at its end ("%5%" is 75%). */
function sevens(token: string): string {
  if (/^[%#]\d{1,2}%$/.test(token)) return `7${token.slice(1)}`;
  if ((token.match(/\d/g) ?? []).length < 2) return token;
  return token.replace(/(?<=[\d$,./-])[%#](?=\d)/g, '7');
}

/** One piece's text mended: figures, a dollar sign read as an S, specks before a value, a capital I read as l. */
export function mendText(text: string): string {
  return monthOf(text.split(' ').map((word) => {
    // A speck read before a word ("‘Silver"); a colon read as a semicolon ("Title; Owner", "#;").
    // A middle initial's period read as a comma ("Chloe C, Abernathy" is no "Last, First").
    if (/^[A-Z],$/.test(word)) return `${word[0]}.`;
    if (BOXED_MARK.test(word) || RADIO_MARK.test(word)) return '[X]';
    // A heading's number run into its word ("PRINCIPAL1", "OWNER2": a band's capitals read close): parted.
    if (/^[A-Z]{4,}\d$/.test(word)) return `${word.slice(0, -1)} ${word.slice(-1)}`;
    // (A cell's side read as a brace or a bar after a word, "Description}", no bracket opened before it: dropped.)
    const w = word.replace(/^[‘’'`"“”,.·]+(?=[A-Z0-9$])/, '').replace(/;$/, ':').replace(/:{2,}/g, ':').replace(/(?<=\p{L}{3})[}\]|]$/u, (c) => (word.includes(c === '}' ? '{' : '[') ? c : ''));
    // "s3,614.00": a dollar sign read as an S before an amount.
    // A hand's dollar sign read as a cent sign ("¢ 150,000", "¢1,500"): no application's figure is in cents.
    let money = w === '¢' ? '$' : /^[sS¢](?=\d{1,3}(?:[,.]\d{3})*(?:\.\d{2})?$)/.test(w) ? `$${w.slice(1)}` : w;
    // "$75,000,00": the cents' point read as a comma (no group of thousands has two digits).
    money = money.replace(/^(\$?\d{1,3}(?:,\d{3})+),(\d{2})$/, '$1.$2');
    // "45;000": a thousands' comma read as a semicolon (a figure in groups of three holds no semicolon).
    if (/^\$?\d{1,3}(?:[,;]\d{3})+(?:\.\d{2})?$/.test(money)) money = money.replace(/;/g, ',');
    // A hand's 5 read as a dollar sign before a figure in groups ("$24-09-1981", an SSN): no amount holds a dash or
    // a slash between its digits.
    if (/^\$\d+(?:[-/]\d+)+$/.test(money)) money = `5${money.slice(1)}`;
    // A name's capital I read as a small L before a consonant ("lvanova"): no word starts so.
    const name = /^l[bcdfghjkmnpqrstvwxz][a-z]/.test(money) && !/^l(?:bs?|td)\b/.test(money) ? `I${money.slice(1)}` : money;
    return figure(sevens(name));
  }).join(' '));
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTH_NAMES = [...MONTHS, ...MONTHS.map((m) => m.slice(0, 3))];

/** A date's month written by hand and read a letter off ("Har 22, 2008": a hand's M read H): the one month name a
 *  letter away, where a day and a year follow it (two months as near, "Jon", stay as read). */
function monthOf(text: string): string {
  // A date's spaces lost to a scan's narrow type ("April27,2000", "Apr 27,2000"): the month, its day and its year
  // parted again, as they are printed.
  const run = /^(\p{L}{3,9}\.?) ?(\d{1,2}(?:st|nd|rd|th)?),? ?(\d{4})$/u.exec(text);
  if (run && /^\p{L}{3,9}\.?\d|,\d{4}$/u.test(text)) {
    const spaced = monthOf(`${run[1]} ${run[2]}, ${run[3]}`);
    if (MONTH_NAMES.some((n) => spaced.toLowerCase().startsWith(n.toLowerCase()))) return spaced;
  }
  const m = /^(\p{L}{3,9})(\.?) (\d{1,2}(?:st|nd|rd|th)?,? \d{4})$/u.exec(text);
  if (!m || MONTH_NAMES.some((n) => n.toLowerCase() === m[1]!.toLowerCase())) return text;
  const near = MONTH_NAMES.filter((n) => n.length === m[1]!.length && [...n].filter((c, i) => c.toLowerCase() !== m[1]![i]!.toLowerCase()).length === 1);
  return near.length === 1 ? `${near[0]}${m[2]} ${m[3]}` : text;
}

/**
 * Words of one value a wide space parted ("Chloe C.  Abernathy", a typewriter font's spaces read as a cell's gap):
 * joined again when both lie in one drawn cell a little apart, or close on a line with no cell, neither a label.
 */
function joinValues(pieces: Piece[], cells: Rect[], boxes: Rect[]): Piece[] {
  const out: Piece[] = [];
  // Left to right: the piece before on its line is the one ending nearest before it.
  for (const p of [...pieces].sort((a, b) => a.x0 - b.x0)) {
    const prev = out.filter((q) => q.source === 'text' && sameLine(q, p) && q.x1 <= p.x0 + 1).sort((a, b) => b.x1 - a.x1)[0];
    // (Never across a checkbox: options side by side, each after its box, are options apart.)
    const boxBetween = prev && boxes.some((b) => sameLine(b, p) && b.x0 >= prev.x1 - 2 && b.x1 <= p.x0 + 2);
    if (prev && p.source === 'text' && !boxBetween && joinable(prev, p, cells)) {
      const i = out.indexOf(prev);
      out[i] = { ...prev, text: `${prev.text} ${p.text}`, x1: p.x1, y0: Math.min(prev.y0, p.y0), y1: Math.max(prev.y1, p.y1), words: [...(prev.words ?? []), ...(p.words ?? [])] };
    } else out.push(p);
  }
  return out.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
}

/** A text with a bracket opened and not closed after it. */
const unclosed = (t: string) => t.lastIndexOf('(') > t.lastIndexOf(')');

const ENTITY_SUFFIX = /^(?:inc|corp|co|ltd|llc|l\.l\.c|llp|lp|pllc|p\.c|pc|plc)\.?,?$/i;

function joinable(a: Piece, b: Piece, cells: Rect[]): boolean {
  const h = Math.min(a.y1 - a.y0, b.y1 - b.y0);
  const gap = b.x0 - a.x1;
  if (gap < 0 || ownerCaption(a.text) || ownerCaption(b.text)) return false;
  // (Options side by side, a row's empty boxes read as brackets between them, are options apart: scan-apart.ts.)
  const one = (t: string) => t.replace(/^[^\p{L}]+/u, '').split(' ').length <= 3;
  if (one(a.text) && isOption(a.text) && one(b.text) && (isOption(b.text) || /^other\b/i.test(b.text))) return false;
  // A label's bracketed note or other language goes on it ("Nom commercial" "(O/A) / Operating name").
  if (/^[(/]/.test(b.text) && gap < h && labelOf(a.text, true, false, true)) return true;
  // A bracket opened and closed in the next piece ("Federal Tax ID (EIN or" "SSN)", a wide space read as a gap):
  // one note, the label's.
  if (unclosed(a.text) && /^[^()]*\)/.test(b.text) && gap < h) return true;
  // An entity's suffix after a name is the name's ("Oakhollow Plumbing" "Inc.").
  if (ENTITY_SUFFIX.test(b.text.trim()) && /\p{L}/u.test(a.text) && !labelOf(a.text, true, false, false) && gap < h) return true;
  // A label alone keeps its value apart (a label with its value after it may take the value's last words) ...
  const la = labelOf(a.text, true, false, false);
  // ... but for the rest of a longer label read apart ("Advance Amount" "Requested").
  // (One word, no figure: a bilingual label reads on over any value after it, "Nombre comercial / DBA" "Pioneer Pros".)
  const both = `${a.text} ${b.text}`, lab = la && gap < h && /^[\p{L}.]+$/u.test(b.text) ? labelOf(both, true, true, true) : null;
  if (lab && lab.field === la!.field && !both.slice(lab.end).replace(/[\s:#.?]/g, '')) return true;
  // A label's first word read apart from the rest ("Owner" "name", a hand's line under them sloping): a word that is
  // no label, with the label after it, makes one longer label (a value is no label's first word).
  // (Or its first words: "NUMBER OF" "PAYMENTS", a caption's capitals read in two.)
  const whole = !la && gap < h && /^\p{L}+(?: \p{L}+){0,2}$/u.test(a.text) ? labelOf(both, true, false, false) : null;
  // (Several words before a label of another field make a label of their own: "NUMBER OF" "PAYMENTS" is no payment.)
  const other = whole && a.text.includes(' ') && labelOf(b.text, true, false, false)?.field !== whole.field;
  if ((whole?.explicit || other) && !both.slice(whole!.end).replace(/[\s:#.?%]/g, '')) return true;
  if ((la && !a.text.slice(la.end).replace(/[\s:#$.]/g, '')) || labelOf(b.text, true, false, false) || /:$/.test(a.text) || /^[xX✓✔]$/.test(a.text) || /^[xX✓✔]$/.test(b.text)) return false;
  const cell = cells.find((c) => inside(a, c));
  if (cell) return inside(b, cell) && gap < 2 * h;
  // (Out of cells, in one hand only: a label's words and a value's differ in size.)
  // (A hand's words differ in height by their tall letters: close enough, they are one value still.)
  // (A word with a letter hanging under its line, "Magnolia", is boxed a fifth taller than "Flowers" beside it: its
  // letters are of one size still.)
  const letters = (p: Piece) => (p.y1 - p.y0) * (/[gjpqy]/.test(p.text) ? 0.8 : 1);
  const alike = Math.abs(letters(a) - letters(b)) <= 0.25 * Math.min(letters(a), letters(b));
  return !cells.some((c) => inside(b, c)) && gap < (alike ? 1.1 : 0.5) * h;
}
