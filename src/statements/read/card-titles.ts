// The section titles of a card statement's list, and the direction each says. A card's words mean the opposite of an
// account's for payments: a payment to the card is money the holder is credited with (it lowers what is owed), where an
// account's "payments" are money out. English and Portuguese, as data.
import type { Line } from '../layout/layout.ts';
import type { Direction } from '../types.ts';
import type { LineAmounts } from './amounts.ts';

const CREDIT_TITLE = /\b(payments?|credits?|refunds?|returns?|pagamentos?|cr[eé]ditos?|estornos?)\b/i;
const DEBIT_TITLE = /\b(purchases?|fees?|interest|charges?|cash\s+advances?|debits?|new\s+transactions|compras|despesas|tarifas|juros|encargos)\b/i;
/** Words a title has at most (a description that names a fee is a row's text, not a title). */
const TITLE_MAX_WORDS = 6;

/** The direction a card title says: credits first ("Payments and other credits"), then charges. */
export function cardTitleDirection(text: string): Direction | null {
  if (text.split(/\s+/).filter(Boolean).length > TITLE_MAX_WORDS) return null;
  if (CREDIT_TITLE.test(text)) return 'credit';
  return DEBIT_TITLE.test(text) ? 'debit' : null;
}

/**
 * Per row (given by its lines, in printed order), the direction of the last card title printed above it: a line with
 * no amount and few words between the rows, which holds for the rows below it until the next title.
 */
export function titleDirections(lines: Line[], amounts: LineAmounts, rows: number[][]): (Direction | null)[] {
  let current: Direction | null = null;
  let from = 0;
  const title = (i: number) => (amounts.of(lines[i]!).length ? null : cardTitleDirection(lines[i]!.text));
  return rows.map((rl) => {
    for (let i = from; i < Math.min(...rl); i++) current = title(i) ?? current;
    const mine = current;
    // A title right under a row may have been read as the row's continuation: it holds for the rows below.
    for (const i of rl) if (i > rl[0]!) current = title(i) ?? current;
    from = Math.max(from, Math.max(...rl) + 1);
    return mine;
  });
}

// A row's own words that say money came to the card: a payment, a refund, a cashback, a provisional credit. English
// and Portuguese, as data. A reversal of a credit or a payment takes it back: a charge.
const CREDIT_WORDS = /\b(payments?|pagamentos?|pagto|refunds?|returns?|reembolsos?|estornos?|devolu[cç][aã]o|cashback|rebate|dep[oó]sito)\b|\bthank\s+you\b/i;
const REVERSAL = /\b(revers(al|ed|ão|ao)|chargeback\s+reversal|returned\s+payment)\b/i;

/** The direction a card row's description says, or null when it names none. */
export function cardWordsDirection(description: string): Direction | null {
  if (REVERSAL.test(description)) return 'debit';
  return CREDIT_WORDS.test(description) ? 'credit' : null;
}
