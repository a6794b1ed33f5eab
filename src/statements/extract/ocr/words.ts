// Word-level mending of OCR's usual confusions in numbers, before any reading: a money or date token with a letter
// for a digit (O for 0, l/I for 1, S for 5, B for 8), a thousands comma read as a point, or a decimal point read as
// a comma, would otherwise not be money at all and its row would be lost. Only tokens that become a well-formed
// amount or date are touched; words of descriptions are left as read.
import type { OcrTolerances } from '../../settings.ts';

const DIGIT_FOR: Record<string, string> = {
  O: '0', o: '0', D: '0', Q: '0', l: '1', I: '1', i: '1', '|': '1', '!': '1', S: '5', s: '5', B: '8', Z: '2', z: '2', g: '9', q: '9',
};
const MONEY = /^(\$?\(?[-+]?\$?)(\d{1,3}(?:,\d{3})+\.\d{2}|\d+\.\d{2})(\)?(?:-|CR|DR|\+)?)$/;
export const DATE = /^\d{1,2}[/-]\d{1,2}(?:[/-](?:\d{2}|\d{4}))?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A speck after a figure, read as a full stop, a comma, a colon or a quote. */
const SPECKS_AFTER = /[.,:;'`"’”]+$/;

/** The word as it should be read: table rules and specks trimmed, number shapes mended. '' for a bare speck. */
export function normalizeWord(raw: string, s: OcrTolerances): string {
  // Vertical table rules are read as '|' glued to the neighbouring word.
  const t = raw.replace(/^[|¦]+|[|¦]+$/g, '');
  if (!t || /^[|¦.,'`~_\-—–:;]+$/.test(t)) return '';
  // Dashed rules printed as text ("------- Activity -------") read as long runs of dashes with a few letters.
  if (t.length >= s.dashRuleMinChars && (t.match(/[-=_~—–]/g) ?? []).length * 2 >= t.length) return '';
  // A speck after a date read as a full stop or a comma ("05/09/2024."), or before it as a quote ('“3/25.') ...
  const d = t.replace(SPECKS_AFTER, '').replace(/^["'‘’“”`]+(?=\d)/, '');
  if (d !== t && (DATE.test(d) || ISO_DATE.test(d))) return d;
  // ... or after an amount ("1,271.39.", '32.91"', "832.65:"): no amount ends on a separator or a quote.
  const m = t.replace(SPECKS_AFTER, '');
  if (m !== t && mendMoney(m)) return mendMoney(m)!;
  // A speck or a stroke of the box around a figure read as a quote before it ('"$37,917.83'); a leading minus,
  // a short thin stroke, read as '=' or another dash ('"=2,342.18', '=32.40', '~5.00'): a minus all the same.
  const q = t.replace(/^["'‘’“”`]+(?=[-=~—–$(\d])/, '').replace(/^[=~—–_](?=\$?\d)/, '-');
  if (q !== t && mendMoney(q)) return mendMoney(q)!;
  return mendMoney(t) ?? mendDate(t) ?? mendMask(t) ?? t;
}

/** A masked account number whose asterisks were read as quotes or dots ('*"*"9596'): asterisks again. */
export function mendMask(t: string): string | null {
  const m = /^([*"'`•·°^.]{2,})(\d{3,})$/.exec(t);
  return m && m[1]!.includes('*') ? '*'.repeat(m[1]!.length) + m[2] : null;
}

function realDigits(s: string): number {
  return (s.match(/\d/g) ?? []).length;
}

/** "1.234,56" style slips, letters in digits, a dropped decimal point after a thousands group. */
export function mendMoney(t: string): string | null {
  if (MONEY.test(t)) return t;
  if (realDigits(t) < 2) return null;
  const m = /^([$(+-]*)(.*?)([)\-+~—–_]|CR|DR)?$/.exec(t);
  if (!m) return null;
  const [, pre = '', body = ''] = m;
  // A trailing minus is often read as a tilde or a dash of another width.
  const post = /^[~—–_]$/.test(m[3] ?? '') ? '-' : m[3] ?? '';
  // A comma's tail lost or doubled reads as a semicolon or a colon: a separator all the same.
  let core = [...body].map((c) => (/[\d.,]/.test(c) ? c : c === ';' || c === ':' ? ',' : DIGIT_FOR[c] ?? '?')).join('');
  if (core.includes('?')) return null;
  // A separator read twice over a speck ("3.,993.56"): one separator.
  core = core.replace(/[.,]{2}(?=\d{3}[.,])/g, ',').replace(/[.,]{2}(?=\d{2}$)/, '.');
  // A decimal point dropped after a thousands group: "1,23456" is 1,234.56.
  if (/^\d{1,3}(?:,\d{3})*,\d{5}$/.test(core)) core = `${core.slice(0, -2)}.${core.slice(-2)}`;
  const seps = [...core.matchAll(/[.,]/g)].map((x) => x.index);
  if (!seps.length) return null;
  const last = seps.at(-1)!;
  if (core.length - last - 1 !== 2) return null;
  // The last separator before two digits is the decimal point; every earlier one must be a thousands group.
  const whole = core.slice(0, last).replace(/[.,]/g, ',');
  const out = `${pre}${whole}.${core.slice(last + 1)}${post}`;
  return MONEY.test(out) ? out : null;
}

export function mendDate(t: string): string | null {
  if (DATE.test(t) || !/[/-]/.test(t) || realDigits(t) < 2) return null;
  const core = [...t].map((c) => (/[\d/-]/.test(c) ? c : DIGIT_FOR[c] ?? '?')).join('');
  return DATE.test(core) ? core : null;
}

/** A word with its left edge (page points or pixels, as long as all are in one unit) and size; its baseline when
 *  it is on the page being mended. */
export interface PlacedWord { str: string; x: number; h: number; y?: number }

// Words of statement labels and of the fee and transfer descriptions that categories are read from: OCR runs two of
// them together when the space between them is narrow ("balanceon", "ODITEMFEE"), and the label or the category
// is then lost. Only a run made entirely of these words (two to four) is split; any other word is left as read.
const VOCABULARY: ReadonlySet<string> = new Set(`previous beginning opening starting ending closing new balance balances on of as at to from by for
the and or total totals deposits deposit credits credit debits debit withdrawals withdrawal other additions subtractions
checks check paid fees fee service charges charge statement period account number summary date description amount
daily ledger available interest earned item items od nsf overdraft returned return insufficient funds transfer
transfers online mobile ach card purchase pos atm payment payments maintenance monthly wire incoming outgoing ref
ending your business checking savings`.split(/\s+/));

/** The parts of a glued run of vocabulary words ("balanceon" -> ["balance", "on"]), or null to leave it as read. */
export function splitGlued(t: string, s: OcrTolerances): string[] | null {
  const core = t.toLowerCase();
  if (t.length < s.gluedMinLetters || !/^[A-Za-z]+$/.test(t) || VOCABULARY.has(core)) return null;
  // Fewest parts first (breadth by count), each part a vocabulary word of 2+ letters.
  const best = (from: number, left: number): number[] | null => {
    if (from === core.length) return [];
    if (left === 0) return null;
    for (let end = core.length; end >= from + 2; end--) {
      if (!VOCABULARY.has(core.slice(from, end))) continue;
      const rest = best(end, left - 1);
      if (rest) return [end, ...rest];
    }
    return null;
  };
  const cuts = best(0, s.gluedMaxWords);
  if (!cuts || cuts.length < 2) return null;
  const out: string[] = [];
  let from = 0;
  for (const end of cuts) { out.push(t.slice(from, end)); from = end; }
  return out;
}

/**
 * OCR gives each line the height of its own letters (descenders or none, capitals or not: one type size read as 9.9
 * to 11.5 points on one page), while the reader tells a wrapped description line from a note or a heading by its
 * type size. Sizes within `share` of the page's median word size become that size; larger and smaller type stay.
 */
export function snapSizes(items: { h: number; x?: number; y?: number; w?: number }[], share: number, boxes?: readonly number[]): void {
  if (!items.length) return;
  const mid = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const median = mid(items.map((i) => i.h));
  // A line's size can be Tesseract's guess gone wrong while its letters are the page's: "STONEBRIDGE CABINETRY INC"
  // given 13.2 points among 8.3-point lines, its boxes as tall as theirs; taken for larger type, the holder's name
  // was a letterhead above the address. A word whose box is the page's usual height takes the usual size.
  const box = boxes?.length === items.length ? mid([...boxes]) : 0;
  items.forEach((it, k) => {
    if (Math.abs(it.h - median) <= median * share) it.h = median;
    else if (box && Math.abs(boxes![k]! - box) <= box * share) it.h = median;
  });
  phraseSizes(items, share);
}

/** One phrase is one type size: a word whose neighbours on its baseline, set close (within a size), agree on a size
 *  its own differs from takes theirs (Tesseract sized "Cleaning" 18 points beside "DBA Fresh Start" at 10.7, read as
 *  a line of its own). */
function phraseSizes(items: { h: number; x?: number; y?: number; w?: number }[], share: number): void {
  const placed = items.filter((it) => it.x !== undefined && it.y !== undefined && it.w !== undefined);
  const fixes: [typeof items[number], number][] = [];
  for (const it of placed) {
    const near = placed.filter((o) => o !== it && Math.abs(o.y! - it.y!) < 0.25 * Math.min(o.h, it.h) &&
      (Math.abs(o.x! - (it.x! + it.w!)) < Math.min(o.h, it.h) || Math.abs(it.x! - (o.x! + o.w!)) < Math.min(o.h, it.h)));
    if (!near.length) continue;
    const h = near[0]!.h;
    if (near.every((o) => Math.abs(o.h - h) <= h * share) && Math.abs(it.h - h) > h * share) fixes.push([it, h]);
  }
  for (const [it, h] of fixes) it.h = h;
}

/** A word with its box's left edge and width (one unit for all). */
export interface BoxedWord extends PlacedWord { w: number }

/** A word on a line: its baseline `y` besides its box. */
export interface LineWord extends BoxedWord { y: number }

/**
 * Amounts whose decimal point OCR lost ("097" for 0.97, "S718" for 57.18): a run of three or more digits (letters
 * for digits mended as in money) whose right edge is the right edge of a column of amounts (three or more
 * well-formed amounts ending at the same x, within a third of a character), below the column's first figure, is
 * given its point before the last two digits. Amounts are printed right-aligned; a reference number or a day does not end on a money column's edge.
 * The balances still judge the figure (repair.ts). Mends `words` in place; returns how many.
 */
export function mendMoneyColumn(words: LineWord[], s: OcrTolerances): number {
  const money = words.filter((w) => MONEY.test(w.str));
  if (money.length < s.mendColumnMin) return 0;
  let mended = 0;
  for (const w of words) {
    // Three to five characters (at most 999.99): a longer run without a thousands comma is a reference or an account
    // number, which a description's words can end on the column's edge by chance. Plain digits only three: four are
    // a card's last digits as often ("CARD 1555" became 15.55 on a wrapped description line).
    const m = /^([-$(]?)([\dOoSsIlB]{3,5})([)-]?)$/.exec(w.str);
    if (!m || realDigits(m[2]!) < 2 || (/^\d+$/.test(m[2]!) && m[2]!.length > 3)) continue;
    const right = w.x + w.w;
    const column = money.filter((d) => Math.abs(d.x + d.w - right) <= Math.max(d.h, w.h) * s.moneyColumnAlign);
    // Inside the column, below its first figure: a header line above a table ("Aug 04, 2025") ends on its edge by chance.
    if (column.length < s.mendColumnMin || !column.some((d) => d.y < w.y - d.h * s.moneyColumnBelow)) continue;
    const digits = [...m[2]!].map((c) => DIGIT_FOR[c] ?? c).join('');
    const out = `${m[1]}${digits.slice(0, -2)}.${digits.slice(-2)}${m[3]}`;
    if (!MONEY.test(out)) continue;
    w.str = out;
    mended++;
  }
  return mended;
}


/**
 * An amount OCR cut in two at a separator ("-6," "408.08" for -6,408.08; "142" ".95-" or "41." "68-" in a
 * monospaced type, whose narrow point leaves wide spaces): two neighbours on one line, digits on both sides of one
 * separator at the cut, joined into one word when that makes money and the space between them is under 0.6 of the
 * type's size. Returns the words, joined where so.
 */
export function joinSplitMoney<T extends LineWord>(words: T[], s: OcrTolerances): T[] {
  const out: T[] = [];
  for (const w of words) {
    const prev = out.at(-1);
    // Digits on both sides and exactly one separator at the cut: "7" "12.00" (a day beside an amount) is never joined.
    // A leading minus read as another stroke ("~6." "408.98", "=2," "342.18") is a minus; a plus stays a plus (the
    // balances judge the sign: repair.ts).
    const head = prev?.str.replace(/^[=~—–_](?=\d)/, '-') ?? '';
    const cut = !!prev && /^[-+$(]*\d[\d,.]*$/.test(head) && /^[.,]?\d[\d,.]*(?:-|CR|DR|\))?$/.test(w.str) &&
      /[.,]$/.test(head) !== /^[.,]/.test(w.str);
    const gap = prev ? w.x - (prev.x + prev.w) : Infinity;
    if (prev && cut && Math.abs(prev.y - w.y) < w.h * s.splitMoneyLine && gap >= -1 && gap < w.h * s.splitMoneyGap) {
      const joined = mendMoney(head + w.str);
      if (joined) { out[out.length - 1] = { ...prev, str: joined, w: w.x + w.w - prev.x }; continue; }
    }
    out.push(w);
  }
  return out;
}

const MONTH_NAMES = 'January|February|March|April|May|June|July|August|September|October|November|December';
// A month name against a figure (either case), or a word in small letters run into a capitalised month name.
const MONTH_DIGIT = new RegExp(`(${MONTH_NAMES})(?=\\d)|(?<=\\d)(${MONTH_NAMES})`, 'gi');
const WORD_MONTH = new RegExp(`(?<=[a-z])(${MONTH_NAMES})`, 'g');

/**
 * A period printed in words whose spaces OCR lost at a coarse resolution ("December20,2025throughJanuary 19, 2026"):
 * the spaces around a full month name given back ("December 20, 2025 through January 19, 2026"). Only words that
 * glue a full month name to a figure or to another word are touched; a compact date ("01Jun2026") is left as read.
 */
export function splitMonthWords(t: string): string | null {
  const spaced = t.replace(MONTH_DIGIT, ' $& ').replace(WORD_MONTH, ' $&');
  if (spaced === t) return null;
  // The figures of the date around it too: "20,2025through" -> "20, 2025 through".
  return spaced.replace(/\s+([,.])/g, '$1').replace(/,(?=\d{4})/g, ', ').replace(/(\d)(?=[A-Za-z]{2,})/g, '$1 ').replace(/\s+/g, ' ').trim();
}
