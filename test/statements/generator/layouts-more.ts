// Layouts added for traps real US and Canadian business statements show that the first twelve did not (and, for the
// hypothesis reader of issue 11, conventions where only the balances can say how to read a row):
// day-first dates, a description column before the date, pending/hold and memo lines, long ACH addenda broken
// across pages, a summary box beside the table, bank names only in a footer, funders on biweekly/monthly
// cadences with bank holidays and SBA/EIDL loans, and tables without a header row.

import type { Rng } from './prng.ts';
import { baseTable, renderTable, TABLE_VARIANTS, WORDINGS, type LayoutDef, type TableSpec } from './layouts.ts';

function us(over: Partial<{ months: number; cadence: boolean; achStyle: 'orig' }> = {}): LayoutDef['content'] {
  return (rng) => ({ country: 'US', months: over.months ?? 1, accounts: 1, periodKind: 'any', density: rng.float(0.6, 1.3),
    cadence: over.cadence, achStyle: over.achStyle });
}

function single(name: string, description: string, content: LayoutDef['content'], spec: (rng: Rng) => TableSpec): LayoutDef {
  return { name, description, content, render: (rng, d, c) => c.statements.map((s) => renderTable(rng, d, c, s, spec(rng), { wording: rng.pick(WORDINGS) })) };
}

export const MORE_LAYOUTS: readonly LayoutDef[] = [
  {
    name: 'canadian_ddmm', description: 'Canadian bank printing day-first dates (DD/MM/YYYY or DD/MM), Withdrawals before Deposits, CAD',
    content: (rng) => ({ country: 'CA', months: 1, accounts: 1, periodKind: 'any', density: rng.float(0.6, 1.3) }),
    render: (rng, d, c) => c.statements.map((s) => renderTable(rng, d, c, s, {
      ...baseTable(rng, { dateFmt: rng.pick(['DD/MM/YYYY', 'DD/MM'] as const), splitOrder: 'dc', canada: true, openingRow: true,
        closingRow: rng.chance(0.6), totalsRow: false, dateOnce: rng.chance(0.4), balNeg: rng.pick(['minus', 'crdr'] as const) }),
      balance: rng.chance(0.7) ? 'every' : 'dayLast',
    }, { wording: { begin: 'Opening balance', end: 'Closing balance', credits: 'Total deposits', debits: 'Total withdrawals' } })),
  },
  single('description_first', 'Description column before the Date column; bank name only in the footer or as a web address', us(),
    (rng) => baseTable(rng, { descFirst: true, bankHidden: true, dateFmt: rng.pick(['MM/DD/YYYY', 'MM/DD', 'Mon DD'] as const),
      amounts: rng.chance(0.5) ? 'signed' : 'split', neg: 'minus', openingRow: false, closingRow: false, totalsRow: false })),
  single('pending_memo', 'posted items, then pending items and deposit holds (with dates and amounts); dated memo lines inside the table', us(),
    (rng) => baseTable(rng, { pending: true, memo: true, dateFmt: rng.pick(['MM/DD', 'MM/DD/YYYY'] as const),
      balance: rng.chance(0.5) ? 'every' : 'dayLast' })),
  single('ach_addenda_breaks', 'long ACH addenda descriptions wrapping 3-4 lines, broken across page breaks; column header repeated mid-page',
    us({ achStyle: 'orig' }), (rng) => ({ ...TABLE_VARIANTS[rng.pick(['credits_debits_running', 'signed_minus', 'check_column_daily_balance'])]!(rng), addenda: true })),
  single('two_column_summary', 'account summary box beside the transaction table on the first page (two-column page)', us(),
    (rng) => baseTable(rng, { sidebar: true, bankHidden: rng.chance(0.4), dateFmt: rng.pick(['MM/DD', 'M/D'] as const),
      balance: rng.chance(0.6) ? 'every' : 'dayLast', openingRow: false })),
  {
    name: 'funder_cadence', description: '2-3 months in one PDF; biweekly and monthly funders, SBA/EIDL funding and payments, no ACH on bank holidays; "Beginning date"/"Ending date" fields',
    content: (rng) => ({ ...us({ cadence: true })(rng), months: rng.int(2, 3), yearBoundary: 0.2 }),
    render: (rng, d, c) => {
      const variant = rng.pick(['credits_debits_running', 'signed_minus', 'check_column_daily_balance', 'date_once_day_balance'] as const);
      const wording = rng.pick(WORDINGS);
      const fields = rng.chance(0.5);
      return c.statements.map((s, i) => {
        if (i > 0) { d.onNewPage = null; d.newPage(); }
        return renderTable(rng, d, c, s, { ...TABLE_VARIANTS[variant]!(rng), periodFields: fields }, { wording });
      });
    },
  },
  single('no_header_negative', 'transaction table without a column header row; running balance that goes negative (minus, trailing minus or DR)',
    (rng) => ({ country: 'US', months: 1, accounts: 1, periodKind: 'any', density: rng.float(0.6, 1.3) }),
    (rng) => baseTable(rng, { noHeader: true, balNeg: rng.pick(['minus', 'trailing', 'crdr'] as const), dateFmt: rng.pick(['MM/DD', 'MM/DD/YY'] as const),
      openingRow: false, closingRow: false, totalsRow: false })),
  single('newest_first', 'the list printed newest first, each row with the balance after it; no opening or closing row; split or signed amounts',
    us(), (rng) => baseTable(rng, { newestFirst: true, openingRow: false, closingRow: false, totalsRow: false,
      amounts: rng.chance(0.5) ? 'split' : 'signed', neg: rng.pick(['minus', 'trailing', 'parens'] as const),
      dateFmt: rng.pick(['MM/DD/YYYY', 'MM/DD', 'Mon DD'] as const), balNeg: rng.pick(['minus', 'trailing', 'crdr'] as const) })),
  single('value_date', 'Posting Date and Value Date columns (the value date up to 3 days earlier, sometimes before the period); the posting date is the date',
    us(), (rng) => baseTable(rng, { valueDate: true, dateFmt: rng.pick(['MM/DD/YYYY', 'DD Mon YYYY', 'MM/DD'] as const),
      amounts: rng.chance(0.5) ? 'split' : 'signed', splitOrder: rng.pick(['cd', 'dc'] as const), openingRow: rng.chance(0.6) })),
  single('date_last', 'the Date column printed last, after the amounts and the balance; Withdrawals before Deposits or one signed column',
    us(), (rng) => baseTable(rng, { dateLast: true, splitOrder: 'dc', amounts: rng.chance(0.6) ? 'split' : 'signed',
      dateFmt: rng.pick(['MM/DD/YYYY', 'MM/DD/YY'] as const), openingRow: false, closingRow: false })),
];
