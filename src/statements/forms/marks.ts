// Checkbox rows (issue 36): a mark (an X or tick drawn with no text, a filled square or dot, a letter X, a check glyph,
// a checked AcroForm box) picks the option printed nearest the box it is in, on either side; "Other:" checked is what
// is written on its line. A row of two or more options read without marks (a scan) gives nothing.
import type { PageText, Rect } from '../types.ts';
import { labelOf } from './labels.ts';
import { ownWords } from './option-words.ts';
import { inside, MARK, onLineAfter, sameLine, type Piece } from './pieces.ts';
import { optionOf } from './option-row.ts';

export { optionRow } from './option-row.ts';
import { entityType, industry } from './values.ts';
import { frequencyWord } from './languages.ts';
import { sidedOption } from './box-side.ts';
import { MONEY, menuLabel } from './amount-menu.ts';
import { legendMeaning } from './legend.ts';
import { rowLabel } from './row-label.ts';
import { COUNT_UNIT } from './along.ts';

/** The "Other:" option, in a bilingual form's two languages too ("Other / Autre:", "Otro:", its translation in
 *  brackets: "Other (Otro)"); with a note asking for the words, "Other (describe)", "Other (please specify):". */
const OTHER = /^(?:other|autre|otro|otra)(?:\s*\/\s*(?:other|autre|otro|otra)|\s*\(\s*(?:other|autre|otro|otra)\s*\))?(?:\s*\((?:please\s+)?(?:describe|specify|explain)\))?\s*:?$/i;

/** Options of the field listed one under the other under its label, in a column of their own (a web form's radio
 *  list, a note's checklist): a list to mark, as a row is. Returns the first option, or null. */
export function optionColumn(label: Piece, field: string, pieces: Piece[]): Piece | null {
  const h = label.y1 - label.y0;
  // (A tick typed in an option's box, "X" before "S-Corp", is no option of the column.)
  const below = pieces.filter((q) => q !== label && q.text && !MARK.test(q.text.trim()) && q.y0 >= label.y1 - 2 && q.x0 >= label.x0 - 4 && q.x0 - label.x0 < 60).sort((a, b) => a.y0 - b.y0);
  const first = below[0];
  if (!first || first.y0 - label.y1 > 1.5 * h) return null;
  let n = 0, last = label;
  for (const q of below) {
    if (q.y0 - last.y1 > 1.5 * h || Math.abs(q.x0 - first.x0) > 3 || !(optionOf(q.text, field) || OTHER.test(q.text.trim()))) break;
    n++; last = q;
  }
  return n >= 3 ? first : null;
}

/** A value read under a label that is one option of a row of them (the row printed on the line under its label,
 *  "Entity type" over "[ ] LLC  [X] Corporation"): the row's value is its marked option, not its first. */
export function optionLine(value: Piece, field: string, pieces: Piece[], page: PageText): boolean {
  // (The field's own caption, its options named in brackets, "Form of Business (Corp., LLC, etc.)" under "S Corp", is
  // the label the value answers, no option printed under it.)
  // (An option worded like the caption, "Corporation / Société par actions", is an option still.)
  const caption = (t: string) => { const l = labelOf(t, false); return l?.field === field && !optionOf(t.slice(0, l.end), field); };
  const isOpt = (t: string) => optionOf(t, field) && !caption(t);
  if (!isOpt(value.text)) return false;
  // (Boxes of this field's options: not another field's row further along the line, "Frequency [ ] Daily [ ] Weekly"
  // beside "Entity  C Corp" in a page of two columns.)
  const boxes = dedupe(checkboxes(page).filter((b) => sameLine(value, b) && pieces.some((q) => sameLine(b, q) && q.x0 >= b.x1 - 1 && q.x0 - b.x1 < 14 && isOpt(q.text))));
  // (Read by their words alone, three options at least: a row of cells can hold an entity and a state, "S Corp | CO".)
  const line = pieces.filter((q) => sameLine(value, q) && isOpt(q.text));
  // (Or a grid of them, two to a line, "Daily  Weekly" over "Bi-weekly  Monthly": a portal's toggles in a narrow
  // column; each option under one of the line's.)
  const h = value.y1 - value.y0;
  const under = pieces.filter((q) => !sameLine(value, q) && q.y0 > value.y1 - 1 && q.y0 - value.y1 < 2.5 * h && isOpt(q.text) && line.some((o) => Math.abs(o.x0 - q.x0) < 8));
  // (Or the first of a column of them, one under the other, beside its label: "Business structure  [ ] LLC" over
  // "[ ] Corporation", "[ ] S Corp" in a response's answer column; each a different option, not a sheet's column of
  // answers, "Weekly" in every row.)
  const column = new Set([value.text.trim().toLowerCase()]);
  for (let last = value, q = nextUnder(last); q; last = q, q = nextUnder(last)) column.add(q.text.trim().toLowerCase());
  function nextUnder(o: Piece) { return pieces.find((q) => q.y0 > o.y1 - 1 && q.y0 - o.y1 < 1.2 * h && Math.abs(q.x0 - value.x0) < 3 && isOpt(q.text)); }
  return boxes.length >= 2 || line.length >= 3 || (line.length >= 2 && line.length + under.length >= 3) || column.size >= 3;
}

/** A value that prints several options of the field ("(_) Daily @ Weekly © Bi-Weekly", "[ ] Corp. [X] LLC [ ] S Corp"
 *  read off a scan): the row of options itself, whose marks say the answer, not an answer written in. */
export function manyOptions(text: string, field: string): boolean {
  const re = field === 'payment_frequency' ? /\b(?:bi-?w(?:ee)?kly|daily|dly|weekly|wkly|monthly|mthly|mnthly)\b/gi
    : /\b(?:s[\s-]?corp\w*|c[\s-]?corp\w*|corp\w*|inc\b|l\.?l\.?c\b|l\.?l\.?p\b|l\.?p\b|partnership|sole(?:\s+(?:owner\w*|proprietor\w*))?\b|proprietor\w*|non-?profit(?:\s+corp\w*)?)/gi;
  const kinds = (t: string) => new Set([...t.matchAll(re)].map((m) => m[0].toLowerCase().replace(/[^a-z]/g, ''))).size;
  // (One option with its other wording in brackets, "Corporación S (S Corp)", is one option.)
  const outside = text.replace(/\([^()]*\)/g, ' ');
  // (Nor a menu's choice, its code and its words about a dash naming one entity: "Sole Prop - Sole Proprietorship".)
  const menu = field === 'type_of_entity' ? /^([^-–—]{1,20})\s[-–—]\s+([^-–—]+)$/.exec(text.trim()) : null;
  if (menu && entityType(menu[1]!, null) && entityType(menu[1]!, null) === entityType(menu[2]!, null)) return false;
  return (outside !== text && kinds(outside) === 1 ? 1 : kinds(text)) >= 2;
}

/**
 * Whether the label opens a row of checkboxes: two boxes or more on its line after it, before the next field's label
 * (a lone small box beside a written value is a dropdown's arrow, and the boxes of another field on the same line,
 * "Entity type  LLC ___   Own [ ] Rent [ ]", are that field's).
 */
export function checkboxRow(label: Piece, page: PageText, pieces: Piece[]): boolean {
  const next = pieces.filter((q) => q !== label && sameLine(label, q) && q.x0 >= label.x1 - 1 && !isOption(q.text) && labelOf(q.text, true, false, false))
    .reduce((x, q) => Math.min(x, q.x0), Infinity);
  // (Boxes drawn over each other, a box and its frame, are one.)
  return dedupe(checkboxes(page).filter((b) => sameLine(label, b) && b.x0 >= label.x1 - 2 && b.x1 <= next + 2)).length >= 2;
}

/** A box or a radio button typed filled, alone in its piece: "(•)", "(x)", "[X]", "☒", "◉". */
const FILLED = /^(?:\[\s*[xX✓✔•●*]\s*\]|\(\s*[xX✓✔•●◉*]\s*\)|[☒☑■◉●✔✓])$/;

/** The option a piece marks by a mark typed before it ("X SOLE PROPRIETOR", "✔ Weekly"), or null. */
export function markedOption(t: string): string | null {
  const m = /^\s*[xX✓✔☒☑■]\s+(\S.*?)\s*$/.exec(t);
  return m && isOption(m[1]!) ? m[1]! : null;
}

/** A kind of tax number, an option to tick ("[X] BN"); in two languages too ("SIN / NAS", "ITN / NIT"). */
// (Or its letters stopped, "S.I.N.", or written out, "Business Number", with a note after it: "S.I.N. (sole proprietor)".)
export const TIN_KIND = /^\s*(?:[[(]\s*[xX✓✔]?\s*[\])]\s*)?(?:bn|sin|ein|fein|ssn|itin|itn|tin|ne|nas|nit|[bs]\.[ni]\.(?:n\.?)?|[es]\.[is]\.n\.?|business number)(?:\s*\/\s*(?:bn|sin|ein|fein|ssn|itin|itn|tin|ne|nas|nit))?(?:\s*\([^)]{1,60}\))?\s*$/i;
/** A checkbox row's option: a payment schedule ("Monthly", which is also a label's word) or an entity type. */
export const isOption = (t: string) => frequency(t) !== null || entityType(t.replace(/^\W+/, ''), null) !== null || TIN_KIND.test(t);

/** A page's checkboxes: small square boxes drawn, and checkbox fields (checked or not). */
export function checkboxes(page: PageText): Rect[] {
  const small = (page.form?.boxes ?? []).filter((b) => b.x1 - b.x0 < 16 && b.y1 - b.y0 < 16);
  // (A sheet's narrow column, its cells stacked edge to edge down the rows, is no column of boxes to tick: a box to
  // tick stands apart from the next one under it.)
  const edge = (a: Rect, b: Rect) => Math.abs(a.x0 - b.x0) < 1 && Math.abs(a.x1 - b.x1) < 1 && (Math.abs(a.y0 - b.y1) < 2 || Math.abs(b.y0 - a.y1) < 2);
  const drawn = small.filter((b) => !small.some((o) => o !== b && edge(o, b)));
  return [...drawn, ...(page.form?.fields ?? []).filter((f) => f.checked !== null).map((f) => f.rect)];
}

/** The box a mark checks, or the mark itself: a tick drawn past its box's side is the box's (the option is measured
 *  from the box the mark is in); a check glyph set a little high, sitting on its box's top side, too (the nearest box
 *  within half a box of the mark's middle). */
function boxOf(drawn: Rect, small: Rect[]): Rect {
  const cx = (drawn.x0 + drawn.x1) / 2, cy = (drawn.y0 + drawn.y1) / 2;
  const near = (b: Rect) => { const hw = (b.x1 - b.x0) / 2, hh = (b.y1 - b.y0) / 2; return cx >= b.x0 - hw && cx <= b.x1 + hw && cy >= b.y0 - hh && cy <= b.y1 + hh; };
  const dist = (b: Rect) => Math.hypot(cx - (b.x0 + b.x1) / 2, cy - (b.y0 + b.y1) / 2);
  // (A check glyph set a glyph's height high, its foot on or just over its box's top: a font without an ascent's
  // metrics, ZapfDingbats' ✔, is set so by the tools that type it. It is that box's, not the next box's along.)
  const h = drawn.y1 - drawn.y0;
  const over = (b: Rect) => cx >= b.x0 && cx <= b.x1 && drawn.y0 < b.y0 && b.y0 - drawn.y1 <= 0.8 * h;
  return small.find((b) => cx >= b.x0 && cx <= b.x1 && cy >= b.y0 && cy <= b.y1) ?? small.filter(near).sort((a, b) => dist(a) - dist(b))[0] ?? small.find(over) ?? drawn;
}

/** A page's marks: drawn ticks and crosses, checked fields, mark glyphs typed. (A mark with a zigzag scribbled over it
 *  is withdrawn: "wrong", and the right box marked.) */
export function pageMarks(page: PageText, pieces: Piece[]): Rect[] {
  const scribbles = page.form?.scribbles ?? [];
  const kept = (r: Rect) => !scribbles.some((z) => Math.min(z.x1, r.x1) - Math.max(z.x0, r.x0) > 0.5 * (r.x1 - r.x0) && Math.min(z.y1, r.y1) - Math.max(z.y0, r.y0) > 0.5 * (r.y1 - r.y0));
  const marks: Rect[] = [...(page.form?.marks ?? []).filter(kept), ...(page.form?.fields ?? []).filter((f) => f.checked).map((f) => f.rect)];
  for (const p of pieces) if (/^[xX✓✔☒☑■]$/.test(p.text) && kept(p) && !times(p, pieces)) marks.push(p);
  return marks;
}

/** What is written after "Other:" on its line: near it, or the next thing a column further, a sheet's "X | Other: |
 *  LLP", no label of another field. */
function writtenAfter(option: Piece, pieces: Piece[], word: (q: Piece) => boolean): Piece | undefined {
  const after = pieces.filter((q) => q !== option && word(q) && sameLine(q, option) && q.x0 >= option.x1 - 1).sort((a, b) => a.x0 - b.x0)[0];
  return after && (after.x0 - option.x1 < 40 || (after.x0 - option.x1 < 160 && !labelOf(after.text, true, false, false))) ? after : undefined;
}

/** What is written after a "Specify:" caption on the line under a row whose "Other" is checked, wherever along it:
 *  "Précisez / Specify:  Prof. Corp." under "[X] Autre / Other". */
function specified(option: Piece, pieces: Piece[], word: (q: Piece) => boolean): Piece | undefined {
  const h = option.y1 - option.y0;
  const ask = pieces.find((q) => q.y0 >= option.y1 - 2 && q.y0 - option.y1 < 1.5 * h && /\b(?:specify|précisez|precise|especifique|describe|if other)\s*:?\s*$/i.test(q.text.trim()));
  return ask ? pieces.filter((q) => q !== ask && word(q) && sameLine(q, ask) && q.x0 >= ask.x1 - 1 && q.x0 - ask.x1 < 160).sort((a, b) => a.x0 - b.x0)[0] : undefined;
}

/** A letter x that multiplies, a count or its unit after it on its line ("Monthly   x ____ payments", "x 12 pmts"):
 *  no mark. */
function times(p: Piece, pieces: Piece[]): boolean {
  const next = onLineAfter(p, pieces)[0];
  return /^[xX]$/.test(p.text) && !!next && next.x0 - p.x1 < 80 && new RegExp(String.raw`^(?:\d{1,3}|${COUNT_UNIT})(?![\p{L}\d])`, 'iu').test(next.text.trim());
}

/** The word a checked field is drawn round: a field wider than a checkbox holding a printed word, its appearance a
 *  ring round it ("Entity (circle one): (LLC) Corp S-Corp" as radio buttons). */
function fieldRing(page: PageText, drawn: Rect, pieces: Piece[]): Piece | undefined {
  if (drawn.x1 - drawn.x0 < 1.4 * (drawn.y1 - drawn.y0) || !(page.form?.fields ?? []).some((f) => f.checked && f.rect === drawn)) return undefined;
  return pieces.find((q) => q.source === 'text' && inside(q, drawn) && /\p{L}{2}/u.test(q.text));
}

/** The options a mark checks: a drawn mark or a checked field's nearest text on its right; `[X] LLC` in a cell. */
export function checkedOptions(page: PageText, pieces: Piece[]): { text: string; row: Piece | null; at: Piece }[] {
  const marks = pageMarks(page, pieces);
  const out: { text: string; row: Piece | null; at: Piece }[] = [];
  const small = (page.form?.boxes ?? []).filter((b) => b.x1 - b.x0 < 16 && b.y1 - b.y0 < 16), boxes = checkboxes(page);
  // (A designed form's icon drawn before each label, "[pin] STATE", "[grid] BUSINESS STRUCTURE", three or more of
  // them: no box ticked.)
  const icons = dedupe(marks).filter((m) => pieces.some((q) => sameLine(q, m) && q.x0 >= m.x1 - 1 && q.x0 - m.x1 < 12 && !isOption(q.text) && !OTHER.test(q.text.trim()) && !!labelOf(q.text, true, false, false)));
  for (const drawn of dedupe(marks)) {
    if (icons.length >= 3 && icons.includes(drawn)) continue;
    const m = boxOf(drawn, small);
    // The option printed nearest the mark, on either side (`[X] LLC` and `Daily [✔]` are both printed).
    // (A mark typed inside brackets printed in the texts round it, "Daily [" X "] Weekly", is the box's that the
    // closing bracket ends: the option after it.)
    const closes = (q: Piece) => q.x0 >= m.x1 - 1 && /^\s*[\])]/.test(q.text);
    // (A tick drawn across an option's first letters, the pill round it no box the reader sees, is that option's, not
    // the one before it: the more of the mark lies over a word, the nearer.)
    const over = (q: Piece) => Math.min(q.x1, m.x1) - Math.max(q.x0, m.x0);
    const crosses = (q: Piece) => m !== drawn || over(q) < 0.3 * (m.x1 - m.x0) ? 0 : over(q);
    // (A mark whose arm only touches a word's first letters, an X drawn just before "Partnership", is as near it as
    // can be: no gap. A box over a word's last letters is the next word's: "Sole Proprietorship [X] Partnership".)
    const gap = (q: Piece) => (closes(q) ? -0.5 : crosses(q) ? -0.9 * crosses(q) / (m.x1 - m.x0) : q.x0 >= m.x1 - 1 ? q.x0 - m.x1 : q.x0 > m.x0 ? 0 : m.x0 - q.x1);
    // (A row's label ends in its colon, "ID / Pièce :", an option never does: "Other:" asks for the option written.)
    const asks = (q: Piece) => /:\s*$/.test(q.text) && !OTHER.test(q.text.trim());
    // (Nor a box's own glyph, "☐" typed where a fillable box is laid over it: the option is the word after it.)
    // (Nor an item's code on a numbered form, "19b [X] Weekly": the option is the word.)
    const word = (q: Piece) => !inside(q, m) && !/^[xX✓✔☒☑■☐□]$/.test(q.text.trim()) && !/^[[\]()\s]*$/.test(q.text) && !/^\s*\d{1,3}[a-z][.)]?\s*$/.test(q.text);
    const may = (q: Piece) => !asks(q) && (isOption(q.text) || !labelOf(q.text, true, false, false));
    // (A box in a row whose boxes all stand on one side of their words names the word on that side, however near
    // the next cell's word is: box-side.ts.)
    const sided = m !== drawn ? sidedOption(m, small, pieces.filter(word), (q) => !isOption(q.text) && !!labelOf(q.text, true, false, false), may) : undefined;
    // (A mark drawn in brackets printed as text, "SUBCHAPTER S [ X ] L.L.C.", crossing the opening one, is the box's
    // that the closing bracket right of its middle ends.)
    const shut = pieces.filter((q) => sameLine(m, q) && /^\s*[\])]/.test(q.text) && q.x0 >= (m.x0 + m.x1) / 2 && q.x0 - m.x1 < 12 && word(q) && may(q)).sort((a, b) => a.x0 - b.x0)[0];
    // (A checked field drawn round its word, wider than a box, a fillable "circle one": the word it rings.)
    const ringed = fieldRing(page, drawn, pieces);
    const option = ringed ?? sided ?? shut ?? pieces.filter((q) => sameLine(m, q) && word(q) && gap(q) > -1 && gap(q) < 30 && may(q))
      .sort((a, b) => gap(a) - gap(b))[0] ?? listRow(m, pieces) ?? cornerOf(m, pieces);
    if (!option) continue;
    // "Other:" checked: the option is what is written on its line.
    // (Not the check glyph typed in its box: "Other (describe) [✔] Liquor store".)
    // (Nothing on its line, the list's last option: what is written on the line under it, from its box on, with no box
    // of its own: "Professional Corporation" under "[X] Other".)
    const under = (q: Piece) => q.y0 >= option.y1 - 2 && q.y0 - option.y1 < option.y1 - option.y0 && q.x0 >= m.x0 - 4 && q.x0 < option.x1 && !boxes.some((b) => sameLine(b, q) && Math.abs(b.x0 - q.x0) < 30);
    const written = OTHER.test(option.text.trim()) ? writtenAfter(option, pieces, word) ?? pieces.find((q) => q !== option && word(q) && under(q)) ?? specified(option, pieces, word) : undefined;
    const row = rowLabel(pieces, option) ?? (MONEY.test(option.text) ? menuLabel(pieces, option) : null);
    out.push({ text: written ? `Other: ${written.text}` : ownWords(option), row, at: written ?? option });
  }
  out.push(...ringedOptions(page, pieces));
  out.push(...standing(pieces));
  out.push(...typedMarks(pieces));
  return out;
}

/** Marks typed as text: before the option in its piece ("X SOLE PROPRIETOR", "[X] LLC", "( ) Daily  (•) Weekly"), or
 *  as a piece of their own just before the option's word ("(•)" "Daily"). */
function typedMarks(pieces: Piece[]): { text: string; row: Piece | null; at: Piece }[] {
  const out: { text: string; row: Piece | null; at: Piece }[] = [];
  for (const p of pieces) {
    // A mark typed before the option in its piece, a typewriter's "X SOLE PROPRIETOR" in its row.
    const typed = markedOption(p.text);
    if (typed) out.push({ text: typed, row: rowLabel(pieces, p), at: p });
    // (Or typed as a piece of its own just before the option's word: "(•)" "Daily", "[x]" "LLC".)
    const next = FILLED.test(p.text.trim()) ? onLineAfter(p, pieces)[0] : undefined;
    if (next && next.x0 - p.x1 < 1.5 * (p.y1 - p.y0) && isOption(next.text)) out.push({ text: next.text.trim(), row: rowLabel(pieces, next), at: next });
    // (A radio button typed filled, "( ) Daily  (•) Weekly", as a web form's print or a word processor writes it.)
    for (const m of p.text.matchAll(/(?:\[\s*[xX✓✔]\s*\]|\(\s*[xX✓✔•●◉*]\s*\)|[☒☑✔✓◉●])\s*([A-Za-z][\w .'/-]*?)(?=\s{2,}|\s*\[|\s*\(\s*[xX✓✔•●◉*]?\s*\)|\s*[☐☒☑○◯◉●]|$)/g)) {
      out.push({ text: m[1]!.trim(), row: rowLabel(pieces, p) ?? (labelOf(p.text) ? p : null), at: p });
    }
  }
  return out;
}

/** A list's row chosen by a tick at its far end, a phone's list of choices ("Corporation ............ X" among "LLC",
 *  "S Corp" one under the other, each on a row of its own): the one option on the tick's line, in a column of them. */
function listRow(m: Rect, pieces: Piece[]): Piece | undefined {
  const line = pieces.filter((q) => sameLine(m, q) && !inside(q, m) && !/^[xX✓✔☒☑■]$/.test(q.text));
  const q = line[0];
  if (line.length !== 1 || !q || q.x1 > m.x0 || !isOption(q.text)) return undefined;
  const h = q.y1 - q.y0;
  return pieces.filter((o) => o !== q && Math.abs(o.x0 - q.x0) < 3 && Math.abs(o.y0 - q.y0) < 6 * h && isOption(o.text)).length >= 2 ? q : undefined;
}

/** A mark set in the top left corner of its option's cell, a little above the word (a fillable segmented control's
 *  box, "[v]" over the start of "Bi-weekly" centred in its segment): with no option beside it, the option starting
 *  just right of it whose top is just under the mark's middle. */
function cornerOf(m: Rect, pieces: Piece[]): Piece | undefined {
  const h = m.y1 - m.y0;
  // (The word may start right at the box's side, the box a touch over its first letter: "[v]Corporation"; or, centred
  // in a wide segment, a few boxes' widths along: "[v]     Daily".)
  return pieces.filter((q) => q.y0 >= (m.y0 + m.y1) / 2 && q.y0 - m.y1 < h && q.x0 >= m.x1 - 2 && q.x0 - m.x1 < 5 * h && isOption(q.text))
    .sort((a, b) => a.x0 - b.x0)[0];
}

/** An option circled: the words the ring is drawn round.
 *  (An amount circled, or ticked, in a menu of amounts, "AMOUNT REQUESTED (circle one)" over "$15,000 $25,000 ...",
 *  too: its row's label is the one over the menu.) */
function ringedOptions(page: PageText, pieces: Piece[]): { text: string; row: Piece | null; at: Piece }[] {
  const out: { text: string; row: Piece | null; at: Piece }[] = [];
  const boxes = checkboxes(page);
  // (A ring drawn tight round a one-letter code is as small as a round checkbox, and read as one: a small box holding
  // a code its key tells the option of, "C" ringed over "C=C Corp", is a ring; a checkbox holds no word.)
  // (The code may be a word of a longer piece, "LLC C" run together: its words are looked at too.)
  const code = (q: Piece) => /^[A-Za-z]{1,4}$/.test(q.text.trim()) && isOption(legendMeaning(q.text, q, pieces) ?? '');
  const words = (q: Piece): Piece[] => (q.words?.length ? q.words.map((w) => ({ ...q, text: w.text, x0: w.x0, x1: w.x1 })) : [q]);
  const tight = (page.form?.boxes ?? []).filter((b) => b.x1 - b.x0 <= 18 && b.y1 - b.y0 <= 18
    && pieces.some((q) => words(q).some((w) => code(w) && inside(w, { x0: b.x0 - 1, x1: b.x1 + 1, y0: b.y0 - 1, y1: b.y1 + 1 }))));
  // (A hand's ring drawn round a checkbox, as small as a round box: a box round a smaller box, the option's own.)
  // (Drawn round it with room, a point and a half or more each side: a box drawn twice, or a fillable checkbox's field
  // just inside its printed box, is one box.)
  const drawnBoxes = page.form?.boxes ?? [];
  const round = drawnBoxes.filter((b) => b.x1 - b.x0 <= 20 && b.y1 - b.y0 <= 20
    && drawnBoxes.some((c) => c !== b && c.x0 > b.x0 + 1.5 && c.x1 < b.x1 - 1.5 && c.y0 > b.y0 + 1.5 && c.y1 < b.y1 - 1.5)
    && !(page.form?.fields ?? []).some((f) => f.checked !== null && inside(f.rect, b)));
  for (const ring of [...(page.form?.rings ?? []), ...tight, ...round]) {
    // (Or a kind of business circled in an industry's grid; or a code its key tells the option of, "C" over "C=C Corp".)
    const option = pieces.find((q) => inside(q, { x0: ring.x0 - 2, x1: ring.x1 + 2, y0: ring.y0 - 3, y1: ring.y1 + 3 })
      && ((q.x1 - q.x0 > (ring.x1 - ring.x0) * 0.4 && (isOption(q.text) || MONEY.test(q.text) || industry(q.text) !== null || OTHER.test(q.text.trim()))) || code(q)));
    // ("Other:" circled, as checked: the option is what is written after it on its line, "(Other:) Insurance agency".)
    const written = option && OTHER.test(option.text.trim()) ? pieces.find((q) => q !== option && q.text.trim() && sameLine(q, option) && q.x0 >= option.x1 - 1 && q.x0 - option.x1 < 40) : undefined;
    if (option) { out.push({ text: written ? `Other: ${written.text}` : option.text, row: rowLabel(pieces, option) ?? (MONEY.test(option.text) ? menuLabel(pieces, option) : null), at: written ?? option }); continue; }
    // (Or a ring a hand drew round an option's own box or circle, "( ) S Corporation" circled as its mark: the option
    // printed right after the box.)
    const box = boxes.find((b) => b !== ring && inside(b, { x0: ring.x0 - 3, x1: ring.x1 + 3, y0: ring.y0 - 3, y1: ring.y1 + 3 }) && !pieces.some((q) => q.text.trim() && inside(q, ring)));
    const after = box && pieces.filter((q) => sameLine(q, box) && q.x0 >= box.x1 - 1 && q.x0 - box.x1 < 20 && q.text.trim() && (isOption(q.text) || !labelOf(q.text, true, false, false))).sort((a, b) => a.x0 - b.x0)[0];
    if (after) { out.push({ text: after.text, row: rowLabel(pieces, after), at: after }); continue; }
    // (Or a word the ring is drawn round at the end of its row's label, run into it: "Payment period (circle one):DAILY".)
    // (The word's part after the colon, where it starts along the word.)
    const tail = (w: { text: string; x0: number; x1: number }) => {
      const at = w.text.lastIndexOf(':') + 1;
      return { text: w.text.slice(at), x0: w.x0 + ((w.x1 - w.x0) * at) / Math.max(1, w.text.length), x1: w.x1 };
    };
    const circledIn = (q: Piece) => (w: { text: string; x0: number; x1: number }) => { const t = tail(w); return t.x0 >= ring.x0 - 3 && t.x1 <= ring.x1 + 3 && (isOption(t.text) || code({ ...q, ...t })); };
    const host = pieces.find((q) => q.y0 >= ring.y0 - 3 && q.y1 <= ring.y1 + 3 && q.words?.some(circledIn(q)));
    const word = host?.words?.find(circledIn(host));
    if (host && word) {
      const t = tail(word), at = { ...host, text: t.text, x0: t.x0, x1: t.x1 };
      out.push({ text: t.text, row: labelOf(host.text) ? host : rowLabel(pieces, host), at });
    }
  }
  return out;
}

/** A row of options answered by striking out all but one ("CIRCLE ONE:  ~~LLC~~  ~~Corp~~  Sole Prop  ~~LP~~"): the
 *  one option left standing, two struck at least beside it and no other option unstruck on its line. */
function standing(pieces: Piece[]): { text: string; row: Piece | null; at: Piece }[] {
  const out: { text: string; row: Piece | null; at: Piece }[] = [];
  for (const p of pieces) {
    if (p.struck || !isOption(p.text)) continue;
    const line = pieces.filter((q) => q !== p && sameLine(q, p));
    const near = (q: Piece) => q.struck && Math.max(q.x0 - p.x1, p.x0 - q.x1) < 60;
    if (line.filter((q) => q.struck).length < 2 || !line.some(near) || line.some((q) => !q.struck && isOption(q.text))) continue;
    out.push({ text: p.text, row: rowLabel(pieces, p), at: p });
  }
  return out;
}

/** Rectangles that overlap one another counted once (a fillable box is drawn as well as given as a field). */
export function dedupe(rects: Rect[]): Rect[] {
  const out: Rect[] = [];
  for (const r of rects) if (!out.some((o) => r.x0 < o.x1 && o.x0 < r.x1 && r.y0 < o.y1 && o.y0 < r.y1)) out.push(r);
  return out;
}

export function frequency(v: string): string | null {
  const t = v.toLowerCase();
  // A schedule's word naming what the business takes in ("Monthly Revenue", "Avg. Daily Balance", "Weekly Sales") is
  // a caption of the merchant's figures, not a schedule (a blank "Frequency" beside it is not monthly).
  if (/\b(?:daily|weekly|monthly)\s+(?:gross\s+)?(?:revenue|sales|deposits?|income|receipts|volume|balance|rent|card|credit card)\b/.test(t)) return null;
  // (A schedule's word short of its vowels, as a dense form prints it: "Wkly", "Bi-Wkly", "Mthly", "Dly".)
  // (Or per two weeks after an amount: "$1,398.19/2 wks", "per 2 weeks".)
  // (Said as people say it: "every other week", "fortnightly"; "every business day", "per business day", "/ business day", "M-F", "Mon-Fri", a short
  // "Business days" alone.)
  if (/bi-?w(?:ee)?kly|every (?:two|2|other) weeks?|fortnightly|aux deux semaines|bihebdomadaire|(?:\/|\bper\s+)\s*(?:two|2)\s*(?:wks?|weeks?)\b/.test(t)) return 'biweekly';
  if (/\b(?:daily|dly|quotidien(?:ne)?|journalier)\b|(?:\b(?:every|each|per|a) |\/\s*)(?:business|banking|working|week) ?day\b|(?:^|\()\s*(?:m\s*-\s*f|mon(?:day)?\s*(?:-|–|to|through|thru)\s*fri(?:day)?)\s*(?:$|\))/.test(t.trim())
    || /^\s*(?:business|banking|working) days\s*$/.test(t)) return 'daily';
  if (/\b(?:weekly|wkly|hebdomadaire)\b/.test(t)) return 'weekly';
  if (/\b(?:monthly|mthly|mnthly|mensuel(?:le)?)\b/.test(t)) return 'monthly';
  // (Per unit after an amount: "$450 per day", "$1,250/wk", "$3,100 a month".)
  const per = /(?:\/|\b(?:per|a|each)\s+)(day|wk|week|mo|month)\b/.exec(t)?.[1];
  // (Spanish and French: "Diario", "Semanal", "Cada dos semanas", "Toutes les deux semaines".)
  return per ? ({ day: 'daily', wk: 'weekly', week: 'weekly', mo: 'monthly', month: 'monthly' } as Record<string, string>)[per]! : frequencyWord(t);
}

/** Whether a checkbox is drawn just before the piece on its line (the piece is an option to tick). */
export function boxBefore(q: Piece, page: PageText): boolean {
  return checkboxes(page).some((b) => sameLine(q, b) && b.x1 <= q.x0 + 1 && q.x0 - b.x1 < 14);
}
