// The currency a statement is kept in: a code or a one-currency symbol in its header or on its amounts, else its IBAN's country.
import type { Line } from '../layout/layout.ts';
import type { LineAmounts } from './amounts.ts';
import type { FieldSettings } from './balances.ts';

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
