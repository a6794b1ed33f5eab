// Statement header fields, found by label and shape rather than by bank: the issuing bank, the holder's mailing
// block, the masked account number, the account type, the period; balances and printed totals are in balances.ts.
import { cellSize, flat, type Line } from '../layout/layout.ts';
import type { LineAmounts } from './amounts.ts';
import { COLUMN_WORDS, columnWord } from './tokens.ts';
import { isCountryLine } from './countries.ts';
import { dateAt, findDates, iso, resolveDate, type DateMatch } from './dates.ts';
import type { FieldSettings } from './balances.ts';
import { DAY_MS } from '../calendar.ts';

// ---------- period ----------
// The words joining a period's two dates, English and the French, Spanish, Portuguese, Dutch, German and Polish ones (as data),
// a colon after them ("From : 01/11/2025 To : 30/11/2025").
const RANGE_SEP = /^\s*(?:-|–|—|to|through|thru|until|au|al|a|até|ate|t\/m|tot(?:\s+en\s+met)?|bis|do)\s*:?\s*$/i;

function fullDate(d: DateMatch, fallback: DateMatch | null, s: FieldSettings): string | null {
  if (d.y !== null) return iso(d.y, d.m, d.d);
  if (fallback && fallback.y !== null) {
    const y = d.m > fallback.m ? fallback.y - 1 : fallback.y; // "Dec 15 - Jan 14, 2026"
    return resolveDate({ y, m: d.m, d: d.d }, { start: null, end: null }, y, s.header);
  }
  return null;
}

/** "June 1, 2026 through June 30, 2026", "09/01/2024 - 09/30/2024", "August 01, 2022-" + next line. */
/**
 * The latest date a yearless period can end on: a statement date ("Statement date: January 7, 2025"), else a printed-on
 * date, else the file's creation date (`createdAt`, ISO): years from anywhere the document gives one.
 */
export function periodAnchor(lines: Line[], createdAt: string | null, s: FieldSettings): string | null {
  const printed = findPeriodEnd(lines, s);
  if (printed) return printed;
  for (const l of lines.slice(0, s.header.yearScanLines)) {
    if (!/\b(printed|generated|created|as\s+of|as\s+at|date)\b/i.test(l.text)) continue;
    const d = findDates(l.text).find((x) => x.y !== null);
    if (d) return iso(d.y!, d.m, d.d);
  }
  return createdAt ? createdAt.slice(0, 10) : null;
}

/** A yearless date given the year that puts it at or before the anchor, nearest to it. */
function yearFromAnchor(d: DateMatch, anchor: string): DateMatch {
  const y = Number(anchor.slice(0, 4));
  return { ...d, y: iso(y, d.m, d.d) > anchor ? y - 1 : y };
}

/** Ranges printed for something other than the statement: an analysis or fee period, an interest or promotional rate's. */
export const OTHER_PERIOD = /analysis|fee\s+period|interest|rate|promo/i;

export function findPeriod(lines: Line[], anchor: string | null = null, s: FieldSettings, dayFirstDoc = false): { start: string | null; end: string | null } {
  // Several ranges may be printed (an analysis period, a fee period): prefer the one labelled as the statement's.
  let best: { start: string; end: string; score: number } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    let text = flat(l);
    // A range broken over two lines ("August 01, 2022-" / "August 31, 2022").
    const next = lines[i + 1];
    if (/(-|–|to|through)\s*$/i.test(text) && next && next.page === l.page && next.y - l.y < l.h * s.header.belowGap) text += ' ' + flat(next);
    const ds = findDates(text);
    for (let k = 0; k + 1 < ds.length; k++) {
      const a = ds[k]!;
      const b = ds[k + 1]!;
      const between = text.slice(a.index + a.length, b.index);
      if (!RANGE_SEP.test(between)) continue;
      const range = rangeOf(a, b, anchor, s, dayFirstDoc);
      if (!range) continue;
      const score = (/statement|period/i.test(text) ? 1 : 0) - (OTHER_PERIOD.test(text) ? s.header.otherPeriodPenalty : 0);
      // Ties go to the range printed first.
      if (!best || score > best.score) best = { ...range, score };
    }
  }
  return best ? { start: best.start, end: best.end } : labelledPeriod(lines, s);
}

/**
 * Two dates joined by a range word, read the way the statement prints its dates: "01-06-2026 to 30-06-2026" is day
 * first because 30 cannot be a month; a document whose rows are read day first reads its period so too; an ambiguous
 * range that is no period month first (it would end before it starts: "12.07.2025 - 11.08.2025") is read day first.
 */
function rangeOf(a: DateMatch, b: DateMatch, anchor: string | null, s: FieldSettings, dayFirstDoc: boolean): { start: string; end: string } | null {
  const marked = Boolean(a.dayFirst || b.dayFirst) || (dayFirstDoc && !a.monthFirst && !b.monthFirst);
  for (const dayFirst of marked ? [true] : [false, true]) {
    if (dayFirst && !marked && !(a.alt && b.alt)) continue;
    // "Period 08 Dec - 07 Jan": no year printed in the range; the end takes the year of the anchor.
    const bb = b.y === null && a.y === null && anchor ? yearFromAnchor(dayFirst && b.alt ? { ...b, ...b.alt } : b, anchor) : b;
    const end = fullDate(dayFirst && bb.alt && bb === b ? { ...b, ...b.alt } : bb, null, s);
    const start = fullDate(dayFirst && a.alt ? { ...a, ...a.alt } : a, bb !== b ? bb : dayFirst && b.alt ? { ...b, ...b.alt } : b, s);
    if (start && end && start <= end && Date.parse(end) - Date.parse(start) < s.header.maxPeriodDays * DAY_MS) return { start, end };
  }
  return null;
}

/** "Start date November 1, 2025" and, a few lines below, "Ending date November 30, 2025": a period printed as two labels. */
function labelledPeriod(lines: Line[], s: FieldSettings): { start: string | null; end: string | null } {
  const dated = (l: Line, label: RegExp) => {
    const t = flat(l);
    const m = label.exec(t);
    const d = m ? findDates(t.slice(m.index + m[0].length)).find((x) => x.y !== null) : undefined;
    return d ? fullDate(d, null, s) : null;
  };
  for (let i = 0; i < lines.length; i++) {
    const start = dated(lines[i]!, /\b(start(ing)?|begin(ning)?|opening|from)\s+date\b/i);
    if (!start) continue;
    for (let k = i; k < Math.min(lines.length, i + 1 + s.header.belowMaxLines); k++) {
      const end = dated(lines[k]!, /\b(end(ing)?|closing|to|through)\s+date\b/i);
      if (end && start <= end && Date.parse(end) - Date.parse(start) < s.header.maxPeriodDays * DAY_MS) return { start, end };
    }
  }
  return { start: null, end: null };
}

// What may stand around a statement period's two dates on a line of its own ("Statement Period: ...", "For ... to ...").
const PERIOD_WORDS = /^(?:\s|[:,()]|statement|period|dates?|for|from|covering|activity|account|the)*$/i;

/** A line (or one cell of it) that is nothing but a statement period: two dates joined by a range word, label words around. */
function periodOnly(l: Line, settings: FieldSettings): boolean {
  const s = flat(l);
  const ds = findDates(s);
  if (ds.length !== 2) return false;
  const [a, b] = ds as [DateMatch, DateMatch];
  if (!RANGE_SEP.test(s.slice(a.index + a.length, b.index))) return false;
  if (!PERIOD_WORDS.test(s.slice(0, a.index)) || !PERIOD_WORDS.test(s.slice(b.index + b.length))) return false;
  return findPeriod([l], null, settings).end !== null;
}

/**
 * A line that is, or has a cell that is, nothing but a statement period ("December 1, 2026 through December 31, 2026",
 * "Statement Period: 11/23/2025 - 12/22/2025", a bank name beside "December 1, 2025 - December 31, 2025"): a
 * statement's header, never a wrapped description, even right under a row.
 */
export function isPeriodLine(line: Line, s: FieldSettings): boolean {
  return periodOnly(line, s) || (line.cells.length > 1 && line.cells.some((c) => periodOnly({ ...line, cells: [c], text: c.text }, s)));
}

/** "Statement Ending 06/30/2023", "STATEMENT ISSUED 11-29-2024", "Statement Date": an end date printed alone. */
export function findPeriodEnd(lines: Line[], s: FieldSettings): string | null {
  for (let i = 0; i < Math.min(lines.length, s.header.periodEndScanLines); i++) {
    const l = lines[i]!;
    if (!/statement\s+(ending|end|date|issued|closing)|closing\s+date|period\s+ending/i.test(l.text)) continue;
    const here = findDates(l.text).find((d) => d.y !== null) ?? findDates(lines[i + 1]?.text ?? '').find((d) => d.y !== null);
    if (here) return resolveDate(here, { start: null, end: null }, here.y, s.header);
  }
  return null;
}

export { findBalances, type Balances } from './balances.ts';

// ---------- currency ----------
const CURRENCY_CODE = /(?<![A-Za-z])(USD|CAD|GBP|EUR|CHF|AUD|NZD|ZAR|HKD|SGD|MXN|BRL|JPY|INR|CNY|SEK|NOK|DKK|PLN)(?![A-Za-z])|[£€₹]|(?<![A-Za-z])(?:R|HK|S|A|NZ|CA|C|US)\$/g;
// Symbols that name one currency: a bare $ names none (it is the US, Canadian, Mexican, Australian... dollar or peso).
const SYMBOLS: Readonly<Record<string, string>> = { '£': 'GBP', '€': 'EUR', '₹': 'INR', R$: 'BRL', HK$: 'HKD', S$: 'SGD', A$: 'AUD', NZ$: 'NZD', CA$: 'CAD', C$: 'CAD', US$: 'USD' };
// An IBAN names its country; these countries keep their accounts in one currency.
const IBAN_CURRENCY: Record<string, string> = {
  GB: 'GBP', CH: 'CHF', LI: 'CHF', SE: 'SEK', NO: 'NOK', DK: 'DKK', PL: 'PLN',
  DE: 'EUR', FR: 'EUR', ES: 'EUR', IT: 'EUR', NL: 'EUR', AT: 'EUR', BE: 'EUR', IE: 'EUR', PT: 'EUR', FI: 'EUR', LU: 'EUR', GR: 'EUR',
};

const codeOf = (m: string) => SYMBOLS[m] ?? m;

/**
 * The currency a statement is kept in: a code or a symbol of one currency (£, €, ₹, R$, HK$...) printed in its header lines (a "Currency: USD" line) or on its
 * amounts, else the country of an IBAN in its header; null when none says it. Codes inside descriptions (a card
 * purchase "63.05 EUR") name other currencies and do not count; a bare $ names no currency.
 */
export function findCurrency(header: Line[], rows: Line[], s: FieldSettings, amounts: LineAmounts): string | null {
  const n = new Map<string, number>();
  const add = (c: string, w: number) => n.set(c, (n.get(c) ?? 0) + w);
  for (const l of header) for (const m of l.text.matchAll(CURRENCY_CODE)) add(codeOf(m[0]), 2);
  for (const l of rows) for (const a of amounts.inColumns(l, s.lines)) for (const m of a.text.matchAll(CURRENCY_CODE)) add(codeOf(m[0]), 1);
  const best = [...n.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (best) return best;
  for (const l of header) {
    const iban = /\bIBAN\b\W*([A-Z]{2})\d{2}/.exec(l.text);
    if (iban && IBAN_CURRENCY[iban[1]!]) return IBAN_CURRENCY[iban[1]!]!;
  }
  return null;
}

// ---------- account number and type ----------
// A number may end in a sub-account suffix ("15112-S00": member 15112, share S00); its digits are the number.
const ACCT_RE = /\b(?:account|acct\.?)\s*(?:number|no\.?|#)?\s*:?\s*((?:[xX*•\d][\s-]?){3,}[\dxX*•](?:-[A-Z]{1,2}\d{1,3})?)\b/i;
// The account number's label in Spanish, Portuguese, French, Dutch and German (as data): looked for only where no
// English label (nor an IBAN) is printed.
const WORLD_ACCT_RE = /\b(?:n[oº°]\.?\s*de\s+cuenta|cuenta|conta|compte|n[uú]m[eé]ro\s+de\s+compte|rekening(?:nummer)?|kontonummer|konto)\s*(?:n[oº°]\.?|nr\.?)?\s*:?\s*((?:[xX*•\d][\s-]?){3,}[\dxX*•])\b/i;

// An IBAN is the account's number: its last four digits ("DE11 0108 9397 8492 6809 27" -> 0927).
const IBAN_RE = /\bIBAN\s*:?\s*([A-Z]{2}\d{2}(?:\s?[A-Z0-9]{1,4}){2,8})\b/;
// A masked account number printed beside the account's name ("BUSINESS CHECKING (...2283)", "Checking x2283").
const MASKED_RE = /(?:^|[\s(])(?:\.{3}|…|[xX*•]{1,12})\s?(\d{4})\)?$/;

/** A line of the header (no amount, no date) ending with a masked account number: its four digits. */
export function maskedTail(l: Line, amounts: LineAmounts): string | null {
  if (amounts.of(l).length || findDates(l.text).length) return null;
  return l.cells.map((c) => MASKED_RE.exec(c.text.trim())?.[1]).find((x) => x) ?? null;
}

export function findLast4(lines: Line[], amounts: LineAmounts, masked = false): { last4: string | null; found: boolean } {
  // The statement's own header first: a running page header can still carry the previous account's number on
  // the page where the next account starts.
  const ordered = [...lines.filter((l) => !l.noise), ...lines.filter((l) => l.noise)];
  for (const l of ordered) {
    const t = flat(l);
    // The IBAN within its own cell first: a cell beside it ("20 boulevard ...") can start with digits.
    const inCell = l.cells.map((c) => IBAN_RE.exec(c.text)?.[1]).find((x) => x);
    const iban = (inCell ?? IBAN_RE.exec(t)?.[1])?.replace(/\D/g, '');
    if (iban && iban.length >= 6) return { last4: iban.slice(-4), found: true };
    const tail = masked ? maskedTail(l, amounts) : null;
    if (tail) return { last4: tail, found: true };
    const m = ACCT_RE.exec(t);
    if (!m) continue;
    const raw = (m[1] ?? '').replace(/[\s-]/g, '').replace(/([\dxX*•])[A-Z]{1,2}(\d{1,3})$/, '$1$2');
    const end = raw.slice(-4);
    return { last4: /^\d{4}$/.test(end) ? end : null, found: true };
  }
  // Other languages' labels only where no English one is printed ("Estado de cuenta" heads statements too).
  for (const l of ordered) {
    const m = WORLD_ACCT_RE.exec(flat(l));
    if (!m) continue;
    const raw = (m[1] ?? '').replace(/[\s-]/g, '');
    const end = raw.slice(-4);
    return { last4: /^\d{4}$/.test(end) ? end : null, found: true };
  }
  return { last4: null, found: false };
}

// A sub-account's short id printed with its name ("REGULAR SHARE  ID S00"); the full number ends with it elsewhere.
const SHORT_ID_RE = /\bID\s*:?\s*([A-Z]{0,2}\d{1,4})$/;

/**
 * The last four digits of a sub-account known by a short id ("ID S00") over its rows: the full number printed
 * elsewhere in the document that ends with that id ("6018970-S00" -> digits 601897000 -> 7000); null when no
 * printed number ends with it.
 */
export function shortIdLast4(near: Line[], all: Line[]): string | null {
  const id = near.map((l) => SHORT_ID_RE.exec(flat(l).trim())?.[1]).find((x) => x);
  if (!id) return null;
  const full = new RegExp(`(?:^|\\s)(\\d[\\d-]{3,})-${id}(?:\\s|$)`);
  for (const l of all) {
    const m = full.exec(flat(l));
    if (m) return `${m[1]}${id}`.replace(/\D/g, '').slice(-4);
  }
  return null;
}

export function findAccountType(lines: Line[], s: FieldSettings): string | null {
  for (const l of lines.slice(0, s.header.fieldScanLines)) {
    const t = flat(l);
    if (/\bmoney\s+market\b/i.test(t)) return 'money_market';
    if (/\bsavings\b/i.test(t) && !/checking/i.test(t) && /account|summary|savings$/i.test(t)) return 'savings';
    if (/\bchecking\b/i.test(t) && /account|summary|business|checking$/i.test(t)) return 'checking';
  }
  return null;
}

// ---------- bank ----------
// Words that open a bank's name in other languages, and the small words joining a name's parts (data, per language).
const WORLD_BANK_WORDS = /Bank|Banco|Banque|Banca|Caixa|Caja|Caisse|Cr[ée]dit|Cr[ée]dito|Sparkasse/;
const NAME_JOINERS = /de|do|da|dos|das|du|des|del|la|le|di|della|y|e|et|S\.A\.|SA|S\.p\.A\.|AG|eG|NV|N\.V\./;
const GENERIC_BANK = /^(the|your|our|this|a|any|program|member|other|my|no|each|bank)$/i;
const BANK_RE = /((?:[A-Z][\w&'.-]*|of|and|&)(?:\s+(?:[A-Z][\w&'.-]*|of|and|&)){0,4}\s+(?:Bank|BANK|Credit Union|CREDIT UNION|Building Society|BUILDING SOCIETY|Bancorp|Trust(?:\s+Company)?|Savings\s+Bank|Caisse\s+Populaire)(?:\s+(?:&|and)\s+Trust(?:\s+Company)?|\s+of\s+[A-Z][a-z]+)?(?:,?\s+N\.?A\.?)?)(?![A-Za-z])/g;

const WORLD_BANK_RE = new RegExp(`^(?:${WORLD_BANK_WORDS.source})(?:\\s+(?:${NAME_JOINERS.source})){0,2}(?:\\s+\\p{Lu}[\\p{L}'’.-]*(?:\\s+(?:${NAME_JOINERS.source}))*){1,4}$`, 'u');

const COMPOUND_BANK_RE = /(?<![\p{L}])((?:[A-ZÄÖÜ][\p{L}-]+\s+){0,2}[A-ZÄÖÜ]\p{Ll}+(?:bank|kasse)(?:\s+[A-ZÄÖÜ][\p{L}-]+){0,2}(?:\s+eG)?)(?![\p{L}])/gu;

/** A cell naming a bank in another language ("Banque du Val de Loire"); a column header's cell ("Credit Value") or a title ("Bank Statement") is none. */
function worldBankName(text: string): string | null {
  const m = WORLD_BANK_RE.exec(text.trim());
  return m && !m[0].split(/\s+/).slice(1).some((w) => columnWord(w) || LABEL_WORDS.test(w)) ? m[0] : null;
}

/** The issuing bank's name: "X Bank[, N.A.]", "Bank of X", "X Credit Union", a fintech's "X Inc.", or a domain. */
export function findBankName(lines: Line[], s: FieldSettings, amounts: LineAmounts): string | null {
  const h = s.header;
  const scores = new Map<string, number>();
  const add = (name: string, s: number) => {
    const k = name.replace(/\s+/g, ' ').trim().replace(/[,.]$/, '');
    if (k.length < h.bankNameMinChars) return;
    scores.set(k, (scores.get(k) ?? 0) + s);
  };
  let fintech = false;
  for (const l of lines) {
    const t = flat(l);
    const top = l.page === 1 && l.y < l.pageHeight * s.header.bankTopShare;
    const topScore = top ? h.bankTopScore : 0;
    if (/services\s+(are\s+)?provided\s+by|is a financial technology company/i.test(t)) fintech = true;
    // Transaction rows ("ACH CREDIT BANKCARD ...", a bank named in a payee) carry money; the bank's own name
    // stands in headers, footers and legal text.
    if (amounts.inColumns(l, s.lines).length) continue;
    // Cell by cell: "Lone Oak State Bank" and "Statement period ..." in the next cell are not "Bank Statement".
    let before = '';
    for (const c of l.cells) {
      for (const m of c.text.matchAll(BANK_RE)) {
        const name = (m[1] ?? '').replace(/^(?:(?:Write|Call|Member|At|The|To|By|From|Send|Contact|Online|Visit|Please|For|This|Your)\b:?\s+)+/i, '');
        const words = name.split(/\s+/);
        if (words.length < 2 || GENERIC_BANK.test(words[0] ?? '') || /^(of|and|&)$/i.test(words[0] ?? '')) continue;
        const after = c.text.slice((m.index ?? 0) + (m[0]?.length ?? 0), (m.index ?? 0) + (m[0]?.length ?? 0) + h.bankPhraseChars);
        if (/^\s*(statement|deposit|account|error)/i.test(after) && !/,?\s*N\.?A/.test(name)) { add(name, h.bankPhraseScore); continue; }
        const provided = /provided by\s*$|issued by\s*$/i.test(before + c.text.slice(0, m.index));
        add(name, (provided ? h.bankProvidedByScore : 1) + topScore);
      }
      for (const m of c.text.matchAll(/\b(Banque\s+[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?)/g)) add(m[1] ?? '', 1 + topScore);
      // A letterhead cell that is a bank's name in another language: a bank word, then capitalised words and their
      // small joining words ("Banque du Val de Loire", "Caixa Mercantil do Sul", "Banco Cerrado S.A.").
      const world = top ? worldBankName(c.text) : null;
      if (world) add(world, 1 + topScore);
      // A bank's name as one word ending in -bank or -kasse, as German and Dutch names are formed ("Hanseatische
      // Handelsbank", "Volksbank Mittelfranken eG"): in the letterhead only.
      if (top) for (const m of c.text.matchAll(COMPOUND_BANK_RE)) add(m[1] ?? '', 1 + topScore);
      before += c.text + ' ';
    }
    for (const m of t.matchAll(/\b(Bank of [A-Z][\w]*(?:\s+[A-Z][\w]*)?)/g)) add(m[1] ?? '', 1 + topScore);
    for (const m of t.matchAll(/(?:www\.)?\b([A-Za-z][A-Za-z0-9&-]{2,})\.(?:com|net|bank|example)\b/g)) {
      const d = m[1] ?? '';
      if (/^(gmail|yahoo|hotmail|app|www|mail|outlook|online)$/i.test(d)) continue;
      add(d, h.bankDomainScore);
    }
    // An address given to the reader in capitals ("VISIT MTB.COM/..."): capitals alone are too common in payee
    // text (AMAZON.COM*...), so only after "www." or "visit".
    for (const m of t.matchAll(/\b(?:www\.|visit\s+)([A-Z][A-Z0-9&-]{2,})\.(?:COM|NET|BANK)\b/gi)) {
      if (/^[A-Z0-9&-]+\.[A-Z]+$/.test(m[0].replace(/^\S*\s+|^www\./i, ''))) add((m[1] ?? '').toLowerCase(), h.bankDomainScore);
    }
    if (top) for (const m of t.matchAll(/\b([A-Z][a-zA-Z]+)\s+Inc\.?/g)) add(m[1] ?? '', fintech ? h.fintechTopScore : h.incTopScore);
  }
  if (fintech) {
    for (const l of lines) for (const m of flat(l).matchAll(/\b([A-Z][a-zA-Z]+)\s+Inc\.?/g)) add(m[1] ?? '', h.fintechIncScore);
  }
  let best: string | null = null;
  let bestScore = 0;
  for (const [k, s] of scores) if (s > bestScore) { best = k; bestScore = s; }
  return best;
}

// ---------- holder ----------
const CITY_RE = /\b[A-Z][A-Za-z .'-]+,?\s+([A-Z]{2})\s+\d{5}(?:-\d{4})?\b|\b[A-Z][A-Za-z .'-]+,?\s+(?:AB|BC|MB|NB|NL|NS|ON|PE|QC|SK)\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/;
// A city line with another country's postal code (UK "LEEDS LS2 9AB", German "20095 Hamburg", South African or
// Australian "DURBAN 4001", "MELBOURNE VIC 3000"): taken only under a street line, as these shapes are looser.
const WORLD_CITY_RE = /\b[A-Z][A-Za-z .'-]+,?\s+[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}$|^\d{4,5}\s+[A-ZÄÖÜ][A-Za-zäöüßéè .'-]+$|^[A-Z][A-Za-z .'-]+,?\s+(?:[A-Z]{2,3}\s+)?\d{4}$/;
// A city line whose postal code stands after a comma, before the town ("Col. Centro, 44100 Guadalajara, Jal.").
const COMMA_POSTAL_CITY_RE = /^[\p{Lu}][\p{L}. '-]*,\s*\d{4,6}\s+\p{Lu}[\p{L} .'-]*(?:,\s*\p{Lu}[\p{L}.]*)?$/u;
const REGION_CITY_RE = /^[A-Z][A-Z .'-]+,\s*[A-Z][A-Z .'-]+$/;
const isCity = (t: string) => COMMA_POSTAL_CITY_RE.test(t.trim()) || CITY_RE.test(t) || WORLD_CITY_RE.test(t.trim()) || isCountryLine(t);
const STREET_RE = /^(\d+[\w-]*\s+\S+|p\.?\s?o\.?\s+box\b|box\s+\d|suite\b|ste\b|unit\s+\w|flat\s+\w|room\s+\w|\d)/i;
// A street name followed by its house number, as most of Europe prints it ("Hauptstraße 15", "Lindenallee 11a").
const WORLD_STREET_RE = /^[\p{L}][\p{L}.'-]*(?:\s[\p{L}][\p{L}.'-]*){0,3}\s\d{1,4}[a-z]?$/u;
const isStreet = (t: string) => STREET_RE.test(t) || WORLD_STREET_RE.test(t.trim());
const NOT_NAME = /\b(bank|building\s+society|box|statement|account|page|customer|service|p\.?o\.?|questions|member|fdic|www|\.com|phone|call)\b/i;

const isRow = (l: Line, amounts: LineAmounts) => amounts.of(l).length > 0 && findDates(l.text).length > 0;
/** A table's column header: cells made only of column words ("Date  Description  Amount  Balance"). */
const isColumnHeader = (l: Line, s: FieldSettings) =>
  l.cells.filter((c) => c.text.trim().split(/\s+/).every((w) => COLUMN_WORDS.test(w))).length >= s.lines.headerMinCells;

/** The city line a mailing block ends with, in cell k of the line (`world`: a shape of another country's). */
function cityAt(l: Line, k: number, s: FieldSettings): { city: string | null; world: boolean } {
  const cell = l.cells[k]!;
  // "Edmonton AB" and "T5J 1C1" can stand in two cells when the postal code is set apart.
  const next = l.cells[k + 1];
  const joined = next && next.x0 - cell.x1 < l.h * s.header.postalCodeGap ? `${cell.text} ${next.text}` : cell.text;
  const world = !CITY_RE.test(cell.text) && !CITY_RE.test(joined);
  // Where no postal code is printed, a "DISTRICT, REGION" line in capitals ends the block right under a street line.
  const region = REGION_CITY_RE.test(cell.text.trim());
  return { city: isCity(cell.text) ? cell.text : isCity(joined) ? joined : region ? cell.text : null, world };
}

/** The mailing block: name line(s) above a street line above a "CITY ST 12345" line, in the top half of page 1. */
export function findHolder(lines: Line[], s: FieldSettings, amounts: LineAmounts): { holder: string | null; block: string[] } {
  const h = s.header;
  const first = lines.filter((l) => l.page === lines[0]?.page && l.y < l.pageHeight * h.holderTopShare);
  type Cand = { block: string[]; score: number };
  const cands: Cand[] = [];
  const tableTop = Math.min(...first.filter((l) => isRow(l, amounts) || isColumnHeader(l, s)).map((l) => l.y));
  for (let i = 0; i < first.length; i++) {
    const l = first[i]!;
    for (let k = 0; k < l.cells.length; k++) {
      const cell = l.cells[k]!;
      const { city, world } = cityAt(l, k, s);
      if (!city || /[•|]/.test(city)) continue;
      // A mailing address stands above the table (its rows and their wrapped description lines print "... Card 4853",
      // "... CA 94105").
      if (l.y >= tableTop) continue;
      // A city line ends its block: "1665 CENTER BLVD" has the shape of "20095 Hamburg" but a line follows it.
      if (world && !COMMA_POSTAL_CITY_RE.test(city.trim()) && first.slice(i + 1).some((u) => u.y > l.y && u.y - l.y <= u.h * h.blockLineGap && u.cells.some((x) => Math.abs(x.x0 - cell.x0) < h.blockAlign))) continue;
      // Walk up the lines whose cell starts at the same x.
      const block: string[] = [city];
      let y = l.y;
      for (let j = i - 1; j >= 0; j--) {
        const u = first[j]!;
        if (y - u.y > u.h * h.blockLineGap) break;
        const c = u.cells.find((x) => Math.abs(x.x0 - cell.x0) < h.blockAlign);
        if (!c) continue;
        // A mailing block is printed in one type size: larger type above it is a letterhead (the bank's name).
        if (cellSize(c) > cellSize(cell) * h.blockLargerType) break;
        block.unshift(c.text);
        y = u.y;
        if (block.length >= h.blockMaxLines) break;
      }
      // Drop barcode-like lines (mostly digits) and keep from the first name-shaped line.
      // (The city line itself stays: "NEWARK NJ 07177-7230" is half digits.)
      const clean = block.filter((b) => b === city || (b.replace(/\D/g, '').length < b.replace(/\s/g, '').length * h.barcodeDigitShare));
      const nameIdx = clean.findIndex((b) => !isStreet(b) && !NOT_NAME.test(b) && /[A-Za-z]{2}/.test(b));
      if (nameIdx < 0 || nameIdx >= clean.length - 1) continue;
      const blk = clean.slice(nameIdx);
      const hasStreet = blk.slice(1).some((b) => isStreet(b));
      if (world && !hasStreet) continue;
      if (!isCity(city) && !isStreet(blk[blk.length - 2] ?? '')) continue;
      const score = (hasStreet ? 2 : 0) + (/^[A-Z0-9 ,.&'-]+$/.test(blk[0]!) ? 1 : 0) - (NOT_NAME.test(blk.join(' ')) ? 2 : 0);
      cands.push({ block: blk, score });
    }
  }
  cands.sort((a, b) => b.score - a.score);
  const best = cands[0];
  if (!best || best.score < 1) return { holder: null, block: [] };
  const names: string[] = [];
  for (const b of best.block) {
    if (isStreet(b) || isCity(b)) break;
    if (/^(dba|d\/b\/a)\b/i.test(b)) break;
    names.push(b);
  }
  let holder = names.join(' ').replace(/\s+/g, ' ').trim();
  holder = holder.replace(/\s+(dba|d\/b\/a)\b.*$/i, '').trim();
  return { holder: holder || null, block: best.block };
}

// A form of address printed before a firm's name, not part of it ("M/S. LAKSHMI HARDWARE": Messrs).
const HONORIFIC = /^M\/S\.?\s+/i;

const LABEL_WORDS = /\b(summary|activity|statement|period|balance|banking|checking|savings|account|page|date|deposits?|withdrawals?|checks?|fees?|transactions?|customer|service|questions|total|interest|member|fdic)\b/i;

/**
 * No mailing block (a sample with a placeholder address, or a holder printed only on an inner page): a short
 * name-shaped line right next to an "Account number" line, in the left half, the way banks print the holder by
 * the account title. A name with a company suffix wins over a bare one.
 */
export function findHolderNearAccount(lines: Line[], s: FieldSettings, amounts: LineAmounts): { holder: string | null; block: string[] } {
  const cands: { name: string; score: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!ACCT_RE.test(flat(lines[i]!)) && !(i < s.header.fieldScanLines && maskedTail(lines[i]!, amounts))) continue;
    for (let j = Math.max(0, i - s.header.nearAccountLines); j <= Math.min(lines.length - 1, i + s.header.nearAccountLines); j++) {
      const u = lines[j]!;
      // A line of its own, or the account line's first cell when the account's label stands in a later cell
      // ("LAKSHMI HARDWARE LLP    Account No :  10632338204198").
      const own = j === i && u.cells.length > 1 && !/\b(?:account|acct)\b/i.test(u.cells[0]!.text);
      if ((j === i && !own) || u.noise || u.page !== lines[i]!.page || (u.cells.length !== 1 && !own)) continue;
      const c = u.cells[0]!;
      const words = c.text.trim().split(/\s+/);
      if (c.x0 > u.pageWidth * s.header.nearAccountMaxX || words.length < 2 || words.length > s.header.nameMaxWords || /\d|[:$@]/.test(c.text)) continue;
      if (LABEL_WORDS.test(c.text) || NOT_NAME.test(c.text) || !/^[A-Z]/.test(c.text)) continue;
      const suffix = /\b(LLC|L\.L\.C\.|INC|CORP|CORPORATION|LTD|LIMITED|PLLC|LLP|CO)\.?$/i.test(c.text) ? s.header.holderSuffixScore : 0;
      cands.push({ name: c.text.replace(/\s+/g, ' ').trim(), score: suffix - Math.abs(j - i) * s.header.holderLinePenalty });
    }
    if (cands.length) break;
  }
  cands.sort((a, b) => b.score - a.score);
  const best = cands[0];
  return best ? { holder: best.name.replace(HONORIFIC, ''), block: [best.name] } : { holder: null, block: [] };
}

// The holder's label in English and (as data) other languages: "Cliente:", "Titular", "Titulaire du compte", "Kontoinhaber".
const HOLDER_LABEL = /^(account\s+(name|holder|title)|customer\s+name|business\s+name|company\s+name|name|cliente|titular(?:\s+da\s+conta)?|raz[oó]n\s+social|titulaire(?:\s+du\s+compte)?|client|kontoinhaber|inhaber|rekeninghouder)\s*:?\s*/i;

/** A holder printed as a labelled field ("Account Name  COLDSPRING DISTRIBUTORS CORP") instead of a mailing block. */
export function findHolderByLabel(lines: Line[], s: FieldSettings): { holder: string | null; block: string[] } {
  for (const l of lines.slice(0, s.header.fieldScanLines)) {
    for (let k = 0; k < l.cells.length; k++) {
      const c = l.cells[k]!;
      const m = HOLDER_LABEL.exec(c.text);
      if (!m) continue;
      // The name after the label, in the next cell, or (a label over its value) on the next line under the label.
      const i = lines.indexOf(l);
      const below = lines[i + 1]?.cells.find((x) => Math.abs(x.x0 - c.x0) < s.header.blockAlign && lines[i + 1]!.y - l.y < l.h * s.header.belowGap)?.text;
      const nextCell = l.cells[k + 1]?.text.trim();
      const inline = c.text.slice(m[0].length).trim() || (nextCell && !dateAt(nextCell, 0) ? nextCell : '');
      const value = (inline || below || '').replace(/\s+/g, ' ');
      if (value.split(' ').length < 2 || /\d{3}|[$@]/.test(value) || LABEL_WORDS.test(value)) continue;
      return { holder: value.replace(/\s+DBA\s+.*$/i, ''), block: [value] };
    }
  }
  return { holder: null, block: [] };
}

/** The year most printed dates carry (a statement date, a "printed on" line, a footer): the year of dates printed without one when no period says it. */
export function commonYear(lines: Line[], s: FieldSettings): number | null {
  const counts = new Map<number, number>();
  for (const l of lines.slice(0, s.header.yearScanLines)) {
    for (const d of findDates(l.text)) if (d.y) counts.set(d.y, (counts.get(d.y) ?? 0) + 1);
  }
  let best: number | null = null;
  let n = 0;
  for (const [y, c] of counts) if (c > n) { best = y; n = c; }
  return best;
}

export function periodFallback(end: string | null): string | null {
  return end ? end.slice(0, 8) + '01' : null;
}
