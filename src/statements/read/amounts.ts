// Money tokens: parsing to integer cents and locating them on a line.
// Every sign style seen on statements is accepted: leading minus (also Unicode minus/dash), trailing minus,
// parentheses, CR/DR suffixes, a detached sign before the number ("- 26,557.01") and a trailing "+".
import type { Cell, Line } from '../layout/layout.ts';
import type { LineSettings } from '../settings.ts';

export interface Money {
  cents: number;          // absolute value in cents
  sign: 1 | -1 | 0;       // -1 printed as negative/DR, 1 printed as explicitly positive/CR, 0 unsigned
  /** A lone S or H after the amount: Soll/Haben (debit/credit) on German statements, a sub-total mark on others. */
  mark?: 'S' | 'H';
}

export interface AmountToken extends Money {
  x0: number;
  x1: number;
  text: string;
  whole: boolean;         // the token is the entire cell (a real column value, not a number inside a description)
  cell: Cell;
}

// Thousands separators are optional but must be well formed; exactly two decimals are required so that check
// numbers, reference numbers and years are never read as money.
// A bare ".15" (no leading zero) is printed by some banks for amounts under a dollar.
// Beyond the US form: an apostrophe between thousands (1'234.56, Swiss), and the decimal comma (1.234,56 and 12,50,
// most of Europe); thousands separated by spaces (1 234.56) are accepted only as a whole cell (see SPACED).
// Indian grouping (lakh, crore: 1,23,456.78 and 12,34,56,789.00) groups by two above the thousands.
const NUM = String.raw`\d{1,2}(?:,\d{2})+,\d{3}\.\d{2}|\d{1,3}(?:,\d{3})+\.\d{2}|\d{1,3}(?:['’]\d{3})+\.\d{2}|\d{1,3}(?:\.\d{3})+,\d{2}|\d+\.\d{2}|\d+,\d{2}|\.\d{2}`;
const SPACED_NUM = String.raw`\d{1,3}(?:[ \u00a0\u202f]\d{3})+[.,]\d{2}`;
// Built from named parts: a CR/DR marker before the number, a currency code, the sign styles, the number, a
// closing parenthesis, a trailing sign (CR/DR/OD for overdrawn/-/+) and a currency code after it.
const PRE_MARK = String.raw`(?:(CR|DR)\s)?`;
// ISO codes of the currencies statements are commonly printed in, and the dollar variants.
const CURRENCY = String.raw`(?:USD|CAD|GBP|EUR|CHF|AUD|NZD|ZAR|HKD|SGD|MXN|PLN|SEK|NOK|DKK|CZK|HUF|RON|MYR|INR|NGN|KES|AED|BRL|JPY|US\$|C\$|CA\$|A\$|AU\$|NZ\$|HK\$|S\$)`;
const LEAD = String.raw`(?:${CURRENCY}\s?)?(?:[$£€]\s?)?(\(\s*)?([-−–+]\s?)?([$£€]\s?)?([-−–]\s?)?`;
// A lone S or H after an amount is kept as a mark: Soll/Haben or a sub-total mark, the balances decide which (hypotheses.ts).
// A lone C or D after the amount (Portuguese and Spanish statements: crédito / débito) is a sign like CR / DR, and so
// is "(Cr)" / "(Dr)" in parentheses (Indian statements' balances).
const TRAIL = String.raw`(\s?\))?(\s?(?:-|[Cc][Rr]\b|[Dd][Rr]\b|OD\b|\+|\([Cc][Rr]\)|\([Dd][Rr]\))|\s[CD](?![\w$]))?(\s[SH](?![\w$]))?(?:\s(?:${CURRENCY}|[$€£])(?![\w$]))?`;
const MONEY_RE = new RegExp(String.raw`(?<![\w.,/:#$£€])${PRE_MARK}${LEAD}(${NUM})${TRAIL}(?![\w.,/%]|\d)`, 'g');
// "1 234.56" or "1 234,56 Cr" as the whole of a cell: a space is a thousands separator only where nothing else shares the cell.
const SPACED_RE = new RegExp(String.raw`^${PRE_MARK}${LEAD}(${SPACED_NUM})${TRAIL}$`);

const TIME_OF_DAY = /^\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AP]M)?\s*$/i;

/** Parses one money string ("$1,234.56-", "(12.00)", "12.00 CR"); null when it is not money. */
export function parseMoney(s: string): Money | null {
  const t = s.trim();
  const spaced = SPACED_RE.exec(t);
  if (spaced) return fromMatch(spaced);
  MONEY_RE.lastIndex = 0;
  const m = MONEY_RE.exec(t);
  if (!m || m.index !== 0 || m[0].length !== t.length) return null;
  return fromMatch(m);
}

function fromMatch(m: RegExpExecArray): Money | null {
  const [, pre, open, lead, , lead2, num = '', close, trail, sh] = m;
  if (Boolean(open) !== Boolean(close)) return null;
  const cents = toCents(num);
  if (cents === null) return null;
  // "(Cr)" / "(Dr)" in parentheses after the amount: the same marks.
  const tr = (trail ?? '').replace(/[()]/g, '').trim().toUpperCase();
  const ld = (lead ?? '').trim() + (lead2 ?? '').trim();
  let sign: 1 | -1 | 0 = 0;
  if (open || /[-−–]/.test(ld) || tr === '-' || tr === 'DR' || tr === 'D' || tr === 'OD' || pre === 'DR') sign = -1;
  else if (tr === 'CR' || tr === 'C' || tr === '+' || ld === '+' || pre === 'CR') sign = 1;
  const mark = sh?.trim();
  if (mark === 'S' || mark === 'H') return { cents, sign, mark };
  return { cents, sign };
}

/** "1,234.56" (or "1.234,56", "1'234.56", "1 234.56") -> 123456, computed on digits so no float rounding is involved. */
export function toCents(num: string): number | null {
  const m = /^([\d,.'’ \u00a0\u202f]*?)[.,](\d{2})$/.exec(num);
  if (!m || (m[1] && !/^\d/.test(m[1]))) return null;
  m[1] = m[1]!.replace(/\D/g, '');
  const v = Number(m[1]) * 100 + Number(m[2]);
  return Number.isSafeInteger(v) ? v : null;
}

/**
 * One document's money tokens, line by line: the sidebar check, the tokenizer and the header fields all ask for a line's
 * amounts, so they are found once per line, on the first ask, and handed out as copies (a reader may adjust a copy's
 * sign). One per document reading (document.ts creates it and passes it down), never shared between documents.
 */
export class LineAmounts {
  readonly #found = new Map<Line, AmountToken[]>();

  /** All money tokens on a line, left to right, with an estimated x-extent. */
  of(line: Line): AmountToken[] {
    let cached = this.#found.get(line);
    if (!cached) { cached = findAmounts(line); this.#found.set(line, cached); }
    return cached.map((a) => ({ ...a }));
  }

  /** The amounts that stand as their own column value (or end a cell, or start one at a `leadColumns` edge), i.e. not numbers quoted in a description. */
  inColumns(line: Line, s: LineSettings, style: AmountStyle = null, lead: number[] = []): AmountToken[] {
    const found = styled(this.of(line), style).filter((a) => {
      if (a.whole) return true;
      if (leading(a) && lead.some((e) => Math.abs(a.x1 - e) <= s.leadColumnAlign * line.h)) return true;
      // "Sec:CCD  1,547.61" merged into one cell by a narrow gap: accept an amount that ends its cell and is the
      // rightmost thing in it, preceded by a space.
      const t = a.cell.text.trimEnd();
      return t.endsWith(a.text) && /\s$/.test(t.slice(0, t.length - a.text.length)) && a.x1 > line.pageWidth * s.amountColumnMinX;
    });
    if (style === 'whole') return [...found, ...wholeUnits(line, s, found)];
    return style === 'general' ? [...found, ...plainNumbers(line, s, found)] : found;
  }
}

/** An amount that starts its cell, words run into it by a narrow gap ("1.376,23 ACCREDITO INCASSI"). */
export const leading = (a: AmountToken) => a.cell.text.trimStart().startsWith(a.text) && /^\s+\p{L}/u.test(a.cell.text.trimStart().slice(a.text.length));

/**
 * Where amounts that start a cell with words run into them line up on their right edges, as a column's figures do (at
 * least `leadColumnMin` of them, of two widths or more): a column of amounts set close left of the descriptions. Words
 * starting with a figure line up on their left edges, never on their right.
 */
export function leadColumns(lines: Line[], s: LineSettings, amounts: LineAmounts, style: AmountStyle): number[] {
  const lead = lines.flatMap((l) => styled(amounts.of(l), style).filter(leading).map((a) => ({ x: a.x1, w: a.text.length, h: l.h }))).sort((a, b) => a.x - b.x);
  const edges: number[] = [];
  for (let i = 0; i < lead.length;) {
    let j = i + 1;
    while (j < lead.length && lead[j]!.x - lead[j - 1]!.x <= s.leadColumnAlign * lead[j]!.h) j++;
    const group = lead.slice(i, j);
    if (group.length >= s.leadColumnMin && new Set(group.map((g) => g.w)).size > 1) edges.push(group.reduce((n, g) => n + g.x, 0) / group.length);
    i = j;
  }
  return edges;
}

// A spreadsheet's "General" number format: no thousands separator, trailing zeros of the cents dropped ("10489.3",
// "331", "-69.75"). Such a figure is money only in a document that prints them (see amountStyle) and as a whole cell
// in the amounts' half of the page (row numbers, check numbers and references stand left of the description).
const PLAIN = /^([-−])?\d{1,12}(\.\d{1,2})?$/;
const ONE_DECIMAL = /^[-−]?\d{1,12}\.\d$/;

/** Cells of a line's amounts' half, not already money, that `cents` reads as a figure of the document's style. */
function cellFigures(line: Line, s: LineSettings, found: AmountToken[], cents: (text: string, cell: Line['cells'][number]) => number | null): AmountToken[] {
  const out: AmountToken[] = [];
  for (const cell of line.cells) {
    const text = cell.text.trim();
    if (found.some((a) => a.cell === cell) || cell.x1 <= line.pageWidth * s.amountColumnMinX) continue;
    const c = cents(text, cell);
    if (c !== null && Number.isSafeInteger(c)) out.push({ cents: c, sign: /^[-−]/.test(text) ? -1 : 0, x0: cell.x0, x1: cell.x1, text, whole: true, cell });
  }
  return out;
}

const plainNumbers = (line: Line, s: LineSettings, found: AmountToken[]) => cellFigures(line, s, found, (text) => {
  if (!PLAIN.test(text)) return null;
  const [whole = '', frac = ''] = text.replace(/^[-−]/, '').split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
});

// A currency without minor units (yen, won, rial, rupiah as some banks print it) prints whole amounts grouped by
// thousands ("23,717,881", "1.350.130"): in a document that prints its amounts so (see amountStyle), such a whole cell in
// the amounts' half of the page is money, and so is a short figure right of the line's words ("0", "500"); a long
// ungrouped number is a reference. Stored in cents like every amount (x 100).
const GROUPED = /^[-−]?\d{1,3}(?:(,)\d{3})+$|^[-−]?\d{1,3}(?:(\.)\d{3})+$/;
const SHORT = /^[-−]?\d{1,3}$/;

function wholeUnits(line: Line, s: LineSettings, found: AmountToken[]): AmountToken[] {
  // A short figure is an amount only right of the line's words (a slip or branch number stands among them).
  const words = line.cells.reduce((x, c) => (/\p{L}/u.test(c.text) ? Math.max(x, c.x1) : x), -Infinity);
  return cellFigures(line, s, found, (text, cell) =>
    (GROUPED.test(text) || (SHORT.test(text) && cell.x0 > words) ? Number(text.replace(/\D/g, '')) * 100 : null));
}

function findAmounts(line: Line): AmountToken[] {
  const out: AmountToken[] = [];
  for (const cell of line.cells) {
    const text = cell.text;
    const len = text.length || 1;
    const cw = (cell.x1 - cell.x0) / len;
    const spaced = SPACED_RE.exec(text.trim());
    const money = spaced && fromMatch(spaced);
    if (money) { out.push({ ...money, x0: cell.x0, x1: cell.x1, text: text.trim(), whole: true, cell }); continue; }
    // "Nil" printed for zero (UK statements) is the amount 0 in its column.
    if (/^\s*nil\s*$/i.test(text)) { out.push({ cents: 0, sign: 0, x0: cell.x0, x1: cell.x1, text: text.trim(), whole: true, cell }); continue; }
    MONEY_RE.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = MONEY_RE.exec(text))) {
      const money = fromMatch(m);
      if (!money) continue;
      // A leading "+"/"-" glued to a word ("Sec:CCD-12.00") was excluded by the lookbehind; a trailing "-" of a
      // range "1.00-2.00" is rare enough on statements to ignore.
      const start = m.index;
      const end = m.index + m[0].length;
      out.push({
        ...money,
        x0: cell.x0 + start * cw,
        x1: cell.x0 + end * cw,
        text: m[0].trim(),
        // A time of day glued to the amount by a narrow gap ("208,648.77 08:00": a Time column after the balance) is its own column.
        whole: text.slice(0, start).trim() === '' && (text.slice(end).trim() === '' || TIME_OF_DAY.test(text.slice(end))),
        cell,
      });
    }
  }
  return out;
}

/** A line's amounts that the document's number style allows (a decimal-comma document prints no decimal point). */
export function styled(all: AmountToken[], style: AmountStyle): AmountToken[] {
  return style === 'comma' ? all.filter((a) => decimalOf(a.text) !== '.') : all;
}

/**
 * How a document writes its amounts: 'comma' where its figures print a decimal comma (1.234,56, 1 234,56, 12,50) and
 * none print a decimal point after comma-grouped thousands; 'general' where whole cells print figures with one decimal
 * ("10489.3": a spreadsheet's General format, which drops trailing zeros), so whole numbers in the amount columns are
 * money too; 'whole' where the amount columns print thousands-grouped whole numbers and (almost) no figure with
 * decimals (a currency without minor units: wholeUnits); null otherwise (the US form, or undecided). In a decimal-comma document "01.04" or "12.04" is a date
 * (day and month), never money.
 */
export type AmountStyle = 'comma' | 'general' | 'whole' | null;

const decimalOf = (text: string) => /\d([.,])\d{2}(?!\d)(?!.*\d[.,]\d{2}(?!\d))/.exec(text)?.[1] ?? null;

export function amountStyle(lines: Line[], s: LineSettings, amounts: LineAmounts): AmountStyle {
  let comma = 0;
  let point = 0;
  let oneDecimal = 0;
  let grouped = 0;
  for (const l of lines) {
    for (const c of l.cells) {
      if (c.x1 <= l.pageWidth * s.amountColumnMinX) continue;
      const t = c.text.trim();
      if (ONE_DECIMAL.test(t)) oneDecimal++;
      else if (GROUPED.test(t)) grouped++;
    }
    for (const a of amounts.of(l)) {
      const d = decimalOf(a.text);
      if (d === ',') comma++;
      // "12.04" may be a date of a decimal-comma document; a point after comma-grouped thousands or after three or
      // more digits is a decimal point.
      else if (d === '.' && /\d,\d{3}\.|\d{3}\.\d{2}(?!\d)|^\D*\d\.\d{2}/.test(a.text)) point++;
    }
  }
  if (comma >= s.commaStyleMin && comma > point * s.commaStyleRatio) return 'comma';
  if (oneDecimal >= s.generalStyleMin) return 'general';
  // Whole amounts: grouped figures outnumber those with decimals many times over (a page number or a fee quoted
  // with cents in a text does not turn it back).
  return grouped >= s.wholeStyleMin && grouped > (comma + point) * s.wholeStyleRatio ? 'whole' : null;
}

