// One line -> the tokens the reader reasons about: whole-cell dates, column amounts, text cells, and what the line
// says of itself (an opening or closing balance label, a total, a column header). No decision about rows is made here.
import { labelDirection } from './words.ts';
import type { Cell, Line } from '../layout/layout.ts';
import { styled, type AmountStyle, type AmountToken, type LineAmounts } from './amounts.ts';
import { dateAt, type DateParts } from './dates.ts';
import type { LineSettings } from '../settings.ts';

export interface DateToken { date: DateParts; x0: number; x1: number; text: string }
export interface TextToken { text: string; x0: number; x1: number }
export type LineLabel = 'opening' | 'closing' | 'total' | 'header' | 'title' | 'skip' | null;

export interface LineTokens {
  index: number;
  line: Line;
  dates: DateToken[];
  money: AmountToken[];
  text: TextToken[];
  label: LineLabel;
  /** A page-break balance ("carried forward", "brought forward"): the same list goes on, no new statement. */
  carry: boolean;
  /** A balance line dated like a row in a table: its figure that stands under the table's balance column. */
  balance?: AmountToken;
}

// English, and the German, Dutch, French, Spanish, Portuguese, Italian and Polish words for a balance (Saldo, solde) and a page's carry
// (Übertrag), as data: a language's words, never one layout's.
const OPENING = /\b(previous|opening|beginning|starting|start|prior|old|alter|vorheriger|oude|vorig|ancien)\s+(statement\s+|account\s+|ledger\s+)?(balance|saldo|solde|kontostand)\b|\b(saldo|solde)\s+(anterior|inicial|précédent|precedent|initial)\b|\b(begin|start|vorig|oud)saldo\b|\bbalance\s+(brought\s+)?forward\b|\bbrought\s+forward\b|\bbalance\s+b\/f\b|\bb\/f\s+balance\b|\bbalance\s+(from\s+)?(the\s+)?(last|previous|prior)\s+statement\b|(?<![a-zäöüß])übertrag\s+von\s+(blatt|seite|vorheriger)\b|\bsaldo\s+(contabile\s+)?(iniziale|precedente|pocz[aą]tkowe|otwarcia)\b|\bsolde\s+(au\s+d[ée]but|d'ouverture|report[ée](?!\w))/i;
// A row whose description is only "BROUGHT FORWARD" (UK statements) opens the list with the balance it prints.
const BROUGHT_FORWARD = /^\W*(balance\s+)?brought\s+forward\W*$|^\W*b\/f(wd)?\W*$/i;
const CLOSING = /\b(new|ending|closing|end|final|neuer|nieuwe|nieuw|nouveau)\s+(statement\s+|account\s+|ledger\s+)?(balance|saldo|solde|kontostand)\b|\b(saldo|solde)\s+(final|actual|atual)\b|\b(eind|nieuw)saldo\b|\bbalance\s+carried\s+forward\b|\bcarried\s+forward\b|\bbalance\s+c\/f\b|\bc\/f\s+balance\b|\bbalance\s+this\s+statement\b|(?<![a-zäöüß])übertrag\s+(auf|nach)\s+(blatt|seite|nächste|folgende)|\bsaldo\s+(contabile\s+)?finale\b|\bsaldo\s+contabile\b|\bsaldo\s+(ko[nń]cowe|zamkni[eę]cia)\b|\bsolde\s+(à|a)\s+la\s+fin\b|\bsolde\s+de\s+cl[ôo]ture\b/i;
// German, Spanish, Italian and Dutch totals too ("Summe Soll", "Suma", "Totale", "Totaal").
const TOTAL = /^(sub)?totals?\b|^(summe|suma|totale|totaal)\b|\btotal\s+(of|for|deposits|withdrawals|credits|debits|checks|fees)\b|\bitems?(\(s\))?\s+totall?ing\b/i;
const CARRIED = /\b(carried|brought)\s+(forward|fwd)\b|\b[bc]\/f(wd)?\b/i;
const COUNT = /^\d+\s+(items?(\(s\))?|transactions?|checks?|deposits?|withdrawals?|debits?|credits?)\s+(totall?ing|for)\b/i;
// Titles of tables that hold no postings: daily balances, summaries, pending items.
export const SKIP_TITLE = /\bdaily\s+(ledger\s+|ending\s+)?balances?\b|\bbalance\s+(summary|history)\b|\bsummary\s+of\s+(accounts|balances)\b|\b(pending|holds?|memo\s+posted)\b/i;
// Words that name a statement table's columns (a header line has several and no money).
// English, and the column words of German, French, Spanish, Italian and Dutch statements.
export const COLUMN_WORDS = /^(post(ing|ed)?|value|effective|trans(action)?|date|description|details?|particulars|memo|narrative|narration|withdrawals?|deposits?|debits?|credits?|balance|amount|ref(erence)?|no\.?|channel|type|check|cheque|paid\s+out|paid\s+in|additions|subtractions|payee|money|in|out|buchung(stag)?|wert(stellung)?|valuta|datum|vorgang|verwendungszweck|buchungstext|umsatz|belastung|gutschrift|soll|haben|saldo|betrag|libellé|libelle|débit|crédit|solde|montant|opération|opé|valeur|fecha|concepto|cargo|abono|importe|saldo|data|descrizione|dare|avere|omschrijving|bedrag|af|bij)$/i;

/**
 * A box of balances: a line of labels naming an opening and a closing balance ("Starting balance  Money in  Money out
 * Ending balance") with their figures on the line under it, nothing else there.
 */
export function balanceBox(labels: LineTokens | null | undefined, values: LineTokens): boolean {
  if (!labels || values.dates.length || values.text.length || values.money.length < 2) return false;
  if (labels.money.length || labels.dates.length || labels.line.page !== values.line.page) return false;
  const words = labels.text.map((t) => t.text).join(' ');
  return OPENING.test(words) && CLOSING.test(words);
}

// A currency beside a column word ("Débit EUR", "Valor (R$)", "Amount $") names the column's currency.
const CURRENCY_WORD = /^\(?(?:USD|CAD|GBP|EUR|CHF|AUD|NZD|ZAR|HKD|SGD|MXN|BRL|INR|JPY|SEK|NOK|DKK|PLN|R\$|US\$|C\$|[$£€¥₹])\)?$/;

/** A word of a column header: a column word, abbreviated with a dot ("Date opé.", "Réf."), or a currency beside one. */
export const columnWord = (w: string) => COLUMN_WORDS.test(w) || COLUMN_WORDS.test(w.replace(/\.$/, '')) || CURRENCY_WORD.test(w);

// Words of a header's labels and titles ("Account Summary", "Customer Service"): never part of a bank's or a holder's name.
export const LABEL_WORDS = /\b(summary|activity|statement|period|balance|banking|checking|savings|account|page|date|deposits?|withdrawals?|checks?|fees?|transactions?|customer|service|questions|total|interest|member|fdic)\b/i;

/**
 * A word printed letter by letter ("S A L D O", "B A L A N C E  F O R W A R D": capitals spaced out for emphasis) is
 * the word: its letters joined, words kept apart where the gap is wider. Other text is left as printed.
 */
export function unspaced(text: string): string {
  const words = text.trim().split(/\s{2,}/);
  const spaced = (w: string) => /^(?:\p{Lu} ){2,}\p{Lu}$/u.test(w);
  return words.every(spaced) && words.some((w) => w.length >= 7) ? words.map((w) => w.replace(/ /g, '')).join(' ') : text;
}

/**
 * A label's words run together with capitals marking each word ("OpeningBalance:", "TotalDebits"), as some text layers
 * print them: apart again, for reading what a line says of itself (never for a description's text).
 */
export const deglued = (text: string) => text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2');

/** Splits "04-01 Previous Balance" (a date glued to text by a narrow gap) into a date token and the text. */
function leadingDate(c: Cell): { date: DateToken; rest: TextToken | null } | null {
  const m = dateAt(c.text, 0);
  if (!m) return null;
  const after = c.text.slice(m.length);
  if (after && !/^\s/.test(after)) return null;
  const cw = (c.x1 - c.x0) / Math.max(1, c.text.length);
  const date: DateToken = { date: m, x0: c.x0, x1: c.x0 + m.length * cw, text: m.text };
  const restText = unspaced(after.trim());
  if (!restText) return { date, rest: null };
  const start = c.text.length - after.trimStart().length;
  return { date, rest: { text: restText, x0: c.x0 + start * cw, x1: c.x1 } };
}

/** "2,852.21 04/01/2026": an amount and a date run together by a narrow gap (a date column right after the balance). */
function amountThenDate(c: Cell, all: AmountToken[]): { money: AmountToken; date: DateToken } | null {
  const m = all.find((a) => a.cell === c);
  if (!m || !c.text.trimStart().startsWith(m.text)) return null;
  const rest = c.text.trimStart().slice(m.text.length);
  const d = dateAt(rest.trim(), 0);
  if (!/^\s/.test(rest) || !d || d.length !== rest.trim().length) return null;
  const cw = (c.x1 - c.x0) / Math.max(1, c.text.length);
  return { money: m, date: { date: d, x0: c.x1 - d.length * cw, x1: c.x1, text: d.text } };
}

export function tokenize(line: Line, index: number, s: LineSettings, amounts: LineAmounts, style: AmountStyle = null, lead: number[] = []): LineTokens {
  const { money, dates, text } = cellTokens(line, s, amounts, style, lead);
  dropSidebarAmounts(money, dates, text);
  attachSignCells(money, text, line, s);
  const words = deglued(text.map((t) => t.text).join(' '));
  const { label, wordsOnly, titleWords, counted } = lineLabel(words, text, money, dates, s);
  const carry = (label === 'opening' || label === 'closing') && /\b(carried|brought)\b|\b[bc]\/f\b|balance\s+forward|übertrag|\bsolde\s+report[ée]/i.test(words);
  const titleText = counted ? wordsOnly[0]!.text : titleWords;
  return { index, line, dates, money, text: label === 'title' ? [{ ...wordsOnly[0]!, text: titleText }] : text, label, carry };
}

/** The line's cells as column amounts (sorted left to right), dates that start a cell or follow an amount, and text. */
function cellTokens(line: Line, s: LineSettings, amounts: LineAmounts, style: AmountStyle, lead: number[]): { money: AmountToken[]; dates: DateToken[]; text: TextToken[] } {
  const money = amounts.inColumns(line, s, style, lead);
  const dates: DateToken[] = [];
  const all = money.length === line.cells.length ? [] : styled(amounts.of(line), style);
  for (const c of line.cells) {
    if (money.some((a) => a.cell === c)) continue;
    const pair = amountThenDate(c, all);
    if (pair) { money.push(pair.money); dates.push(pair.date); }
  }
  money.sort((a, b) => a.x0 - b.x0);
  const moneyCells = new Set(money.map((a) => a.cell));
  const text: TextToken[] = [];
  for (const c of line.cells) {
    if (dates.some((d) => moneyCells.has(c) && d.x1 === c.x1)) continue;
    if (moneyCells.has(c)) {
      // An amount ending a cell ("Sec:CCD 1,547.61"): the words before it are text.
      const a = money.find((t) => t.cell === c)!;
      const at = c.text.lastIndexOf(a.text);
      const before = c.text.slice(0, at).trim();
      if (before) text.push({ text: before, x0: c.x0, x1: a.x0 });
      // An amount starting its cell ("1.376,23 ACCREDITO ..."): the words after it are text.
      const after = before ? '' : c.text.slice(at + a.text.length).trim();
      if (after) text.push({ text: after, x0: a.x1, x1: c.x1 });
      continue;
    }
    const d = leadingDate(c);
    // A date counts as a date cell only at the start of a cell; dates inside descriptions stay text, and so does a
    // date glued to words right of the row's own date ("5/3 ONLINE PYMT": a payee's name, not a second date column).
    if (d && !(d.rest && dates.length)) { dates.push(d.date); if (d.rest) text.push(d.rest); continue; }
    text.push({ text: unspaced(c.text), x0: c.x0, x1: c.x1 });
  }
  return { money, dates, text };
}

/**
 * An amount left of a row's date, with the row's words right of that date, belongs to a block beside the table (a
 * summary sidebar whose figures share lines with the rows), not to the row: removed from money.
 */
function dropSidebarAmounts(money: AmountToken[], dates: DateToken[], text: TextToken[]): void {
  const firstDate = dates.length ? Math.min(...dates.map((d) => d.x0)) : Infinity;
  const firstWords = text.length ? Math.min(...text.map((t) => t.x0)) : Infinity;
  if (firstDate < Infinity && firstWords > firstDate && firstWords < Infinity) {
    for (let k = money.length - 1; k >= 0; k--) if (money[k]!.x1 < firstDate) money.splice(k, 1);
  }
}

/** A sign printed as its own cell right after the amount ("1,234.56  CR", "500.00  -"): it belongs to the amount. */
function attachSignCells(money: AmountToken[], text: TextToken[], line: Line, s: LineSettings): void {
  for (let k = text.length - 1; k >= 0; k--) {
    const t = text[k]!;
    const mark = /^(CR|DR|OD|-|\+)$/i.exec(t.text.trim());
    if (!mark) continue;
    const m = money.find((a) => a.sign === 0 && t.x0 >= a.x1 - s.signCellOverlap && t.x0 - a.x1 <= line.h * s.signCellGap);
    if (!m) continue;
    m.sign = /^(CR|\+)$/i.test(mark[1]!) ? 1 : -1;
    text.splice(k, 1);
  }
}

/** What the line says of itself, and the words a title is made of (`counted`: a title that also counts its rows). */
function lineLabel(words: string, text: TextToken[], money: AmountToken[], dates: DateToken[], s: LineSettings): { label: LineLabel; wordsOnly: TextToken[]; titleWords: string; counted: boolean } {
  let label: LineLabel = null;
  // Rules and decoration ("---- DEPOSITS ----", "____") are not words of a title.
  // A footnote beside a title ("Checks Paid   * Gap in check sequence") is not part of it.
  const wordsOnly = text.filter((t, k) => /[a-z]/i.test(t.text) && !(k > 0 && /^\s*\*/.test(t.text)));
  const titleWords = wordsOnly.map((t) => t.text.replace(/[-_=*]{2,}/g, ' ').trim()).join(' ');
  // "Deposits / Credits   76 items totaling $280,044.46": a title that also counts its rows.
  const counted = !dates.length && wordsOnly.length === 2 && COUNT.test(wordsOnly[1]!.text) && money.length === 1;
  // Titles are words: a line with figures in it ("Descr:DEBIT Sec:CCD Trace#:9794...") is a wrapped description.
  // A footnote ("* Totals exclude pending items.") is no title.
  const titleLike = (counted || (!money.length && !dates.length && wordsOnly.length === 1 && !/\d/.test(titleWords) && !/^\s*\*/.test(wordsOnly[0]!.text))) &&
    titleWords.split(/\s+/).length <= (counted ? s.countedTitleMaxWords : s.titleMaxWords);
  // A title about balances that names no posting ("Balance by Date", "Ending Balances") heads a table of balances.
  // A figure beside it makes it a label with its value ("Opening balance 234846": an amount whose separators OCR
  // lost), not the title of a table: every row under it would be skipped.
  // A balance label alone on its line ("BEGINNING BALANCE") over the dated line printing its figure (a layout whose
  // records print their text above their date and amounts) is that balance's label, not the title of a table.
  const bareBalance = titleLike && !money.length && !dates.length && !SKIP_TITLE.test(titleWords) && (OPENING.test(words) || CLOSING.test(words));
  if (bareBalance) label = OPENING.test(words) ? 'opening' : 'closing';
  else if (titleLike && !/\d{3}/.test(words) && (SKIP_TITLE.test(titleWords) || (/\bbalances?\b/i.test(titleWords) && !SECTION.test(titleWords)))) label = 'skip';
  else if (counted && SECTION.test(wordsOnly[0]!.text)) label = 'title';
  // A column header by its shape: several short cells of words, most holding a column word ("Withdrawal Amt.",
  // "Value Dt", "Closing Balance"), nothing else on the line: not a balance line that names a balance.
  else if (headerShaped(text, money, dates, s)) label = 'header';
  // A total carried to the next page or brought from the last ("Total carried forward", "Deposits brought forward"),
  // naming no balance: a subtotal of the rows, not a balance that links them.
  else if (!dates.length && CARRIED.test(words) && !/\b(balance|saldo|solde)\b/i.test(words) && (TOTAL.test(words) || labelDirection(words) !== null)) label = 'total';
  else if (OPENING.test(words) || text.some((t) => BROUGHT_FORWARD.test(t.text))) label = 'opening';
  else if (CLOSING.test(words)) label = 'closing';
  // A dated line is a posting even when its payee starts with "Total" (TOTAL WINE & MORE).
  else if (TOTAL.test(words) && !dates.length) label = 'total';
  else if (titleLike && SECTION.test(titleWords)) label = 'title';
  else if (!money.length && !dates.length && text.length >= s.headerMinCells &&
    text.filter((t) => t.text.split(/\s+/).every(columnWord)).length >= s.headerMinCells) label = 'header';
  return { label, wordsOnly, titleWords, counted };
}

/** Several short cells of words (no figures), most of them holding a column word. */
function headerShaped(text: TextToken[], money: AmountToken[], dates: DateToken[], s: LineSettings): boolean {
  if (money.length || dates.length || text.length < s.headerShapeMinCells) return false;
  const short = text.every((t) => !/\d/.test(t.text) && t.text.trim().split(/\s+/).length <= s.headerCellMaxWords);
  const named = text.filter((t) => t.text.split(/[\s/.]+/).some((w) => w && columnWord(w))).length;
  return short && named * 2 > text.length;
}

// A section title: the rows below it are credits or debits ("Deposits and Other Credits", "Checks Paid").
const SECTION = /\b(deposits?|credits?|additions?|withdrawals?|debits?|subtractions?|checks?|cheques?|payments?|fees?|charges?)\b/i;

/** What a section title says of the rows below it: the direction words of each language (words.ts). */
export const titleDirection = (t: string): 'credit' | 'debit' | null => labelDirection(t);

/** A header cell's words, for role hints: credit-like, debit-like, balance, value-date. */
export function headerHint(t: string): 'credit' | 'debit' | 'balance' | 'value_date' | 'post_date' | null {
  if (/balance|saldo|solde|kontostand/i.test(t)) return 'balance';
  if (/value|effective|wert|valuta/i.test(t)) return 'value_date';
  if (/post|buchung/i.test(t)) return 'post_date';
  if (/deposit|credit|crédit|addition|paid\s+in|money\s+in|received|gutschrift|haben|abono|avere|\bbij\b/i.test(t)) return 'credit';
  if (/withdraw|debit|débit|subtraction|paid\s+out|money\s+out|payment|cheque|check|belastung|lastschrift|\bsoll\b|cargo|\bdare\b|\baf\b/i.test(t)) return 'debit';
  return null;
}
