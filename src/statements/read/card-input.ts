// What a card reading takes from the document when the reader proposed no statement of its own: how its rows' dates
// read (the statement's period, or its date alone, and the document's date order) and the header fields a statement
// carries (bank, holder, card number, currency). Also what an unverified card reading says.
import type { Line } from '../layout/layout.ts';
import type { ExtractedStatement } from '../types.ts';
import type { ParseSettings } from '../settings.ts';
import type { LineAmounts } from './amounts.ts';
import type { DocContext } from './context.ts';
import type { RowDates } from './card-rows.ts';
import { findLast4 } from './account.ts';
import { findCurrency } from './currency.ts';
import { commonYear } from './period.ts';
import { currencyOf } from './reading.ts';
import { CARD_ACCOUNT_TYPE } from './card.ts';

/** The dates' reading and an empty card statement with the document's header fields. */
export function cardInput(lines: Line[], ctx: DocContext, amounts: LineAmounts, S: ParseSettings): { dates: RowDates; base: ExtractedStatement } {
  // A card prints its statement date more often than a range: the rows fall in the weeks before it.
  const period = ctx.period.end ? ctx.period : { start: null, end: ctx.anchor ?? null };
  const year = period.end ? Number(period.end.slice(0, 4)) : commonYear(lines, S);
  const first = lines.find((l) => !l.noise)?.page ?? 1;
  const base: ExtractedStatement = {
    bank_name: ctx.bank, account_holder: ctx.holder.holder, account_holder_confidence: ctx.holder.holder ? ctx.holder.confidence ?? null : null,
    holder_block: ctx.holder.block, account_number_last4: findLast4(lines, amounts).last4, account_type: CARD_ACCOUNT_TYPE,
    period_start: period.start, period_end: period.end, beginning_balance: null, ending_balance: null,
    printed_total_credits: null, printed_total_debits: null, transactions: [], pages: [first, first], amount_fonts: {},
    ...currencyOf(findCurrency(lines.slice(0, S.header.currencyScanLines), [], S, amounts)),
  };
  return { dates: { period, year, dayFirst: ctx.dates?.dayFirst ?? null, header: S.header }, base };
}

/** Why a card reading is returned unverified, in figures. */
export function cardUnverified(st: ExtractedStatement): string {
  const what = `${st.transactions.length} rows were read for the credit-card statement on pages ${st.pages[0]}-${st.pages[1]}`;
  if (st.beginning_balance === null || st.ending_balance === null) {
    const missing = st.beginning_balance === null && st.ending_balance === null ? 'neither its previous nor its new balance was found'
      : st.beginning_balance === null ? 'its previous balance was not found' : 'its new balance was not found';
    return `${what} but they cannot be checked: ${missing}`;
  }
  return `${what} but they do not reconcile its printed previous balance ${(-st.beginning_balance).toFixed(2)} and new balance ${(-st.ending_balance).toFixed(2)} in any direction the card prints`;
}
