// Documents that are not monthly statements but that merchants send anyway: an online-banking activity printout
// (month to date, newest first, pending rows on top, no period or balances printed), a bank portal's activity
// report (newest first, day groups between "Balance as at close" and "Balance brought forward" lines, narrative
// under each row) and an aggregator's account report (several months as one period, no opening balance, a
// daily-ending-balance table, newest first).

import type { Rng } from './prng.ts';
import type { Content, ContentOptions, ModelStatement, ModelTxn } from './model.ts';
import { addDays } from './dates.ts';
import { dollars, endOfDayBalances, type TruthTransaction } from './truth.ts';
import type { LayoutDef, RenderedStatement } from './layouts.ts';
import type { Doc } from './render.ts';
import { fmtDate, marked, balanceMarked, num, NUM } from './world-format.ts';
import { localise, numberChecks } from './world-locale.ts';
import { cols, cut, grid, worldFooter, type GRow } from './world-grid.ts';

const info = new WeakMap<Content, { printedOn: string; time: string }>();

const truthRow = (t: ModelTxn, balance: boolean): TruthTransaction => ({ date: t.date, description: t.description, amount: dollars(t.cents),
  direction: t.direction, balance: balance ? dollars(t.balanceAfter) : null, category: t.category });

/** What an online-banking "Type" column says about a row (not part of the description). */
function typeOf(t: ModelTxn): string {
  switch (t.category) {
    case 'revenue': return /DEPOSIT/i.test(t.description) ? 'Deposit' : 'ACH credit';
    case 'mca_payment': case 'other': return /PURCHASE|POS|CARD/i.test(t.description) ? 'Debit card' : 'ACH debit';
    case 'loan_payment': return 'Loan payment';
    case 'nsf_fee': case 'fee': return 'Fee';
    case 'check': return 'Check';
    case 'transfer_in': case 'transfer_out': return 'Account transfer';
    case 'interest': return 'Interest';
    default: return t.direction === 'credit' ? 'Misc credit' : 'Misc debit';
  }
}

const us = (months: [number, number], over: Partial<ContentOptions> = {}) => (rng: Rng): ContentOptions =>
  ({ country: 'US', months: rng.int(months[0], months[1]), accounts: 1, periodKind: 'calendar', density: rng.float(0.7, 1.5), ...over });

const time = (rng: Rng) => `${rng.int(7, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;

// ---------------------------------------------------------------- 1. online-banking activity printout

function preparePrintout(rng: Rng, c: Content): void {
  numberChecks(c);
  const s = c.statements[0]!;
  const days = [...new Set(s.txns.map((t) => t.date))];
  const printedOn = days[rng.int(Math.min(5, days.length - 1), days.length - 1)]!;
  const pending = s.txns.filter((t) => t.date === printedOn);
  s.txns = s.txns.filter((t) => t.date < printedOn);
  if (s.txns.length === 0) throw new Error('printout without posted rows');
  s.ending = s.txns[s.txns.length - 1]!.balanceAfter;
  s.periodStart = s.txns[0]!.date;
  s.periodEnd = s.txns[s.txns.length - 1]!.date;
  // The printed day's items are still pending: shown on top, never posted in this document.
  s.pending = pending.map((t) => ({ date: printedOn, description: t.description, cents: t.cents, direction: t.direction }));
  s.derived = { period: true, beginning_balance: true, ending_balance: true };
  info.set(c, { printedOn, time: time(rng) });
  c.traits = ['newest_first', 'date_once_per_day', 'no_period_printed', 'no_opening_printed', 'no_closing_printed',
    'signed_currency_amounts', 'printed_on_date', ...(pending.length ? ['pending_rows'] : [])];
}

function renderPrintout(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const s = c.statements[0]!;
  const { printedOn, time: tm } = info.get(c)!;
  const dateFmt = rng.pick(['MM/DD/YYYY', 'Mon D, YYYY', 'MM/DD/YY']);
  d.text(`${fmtDate(printedOn, 'M/D/YY')}, ${tm}`, st.left, d.y, { size: st.size - 1 });
  d.text(`${s.bankName} - Account activity`, st.right, d.y, { size: st.size - 1, align: 'right' });
  d.y += st.lead * 2;
  d.text(rng.pick([`Printed from ${s.bankName} Online`, `${s.bankName} | Business Online Banking`, s.bankName]), st.left, d.y, { bold: true, size: st.size + 5 });
  d.y += (st.size + 5) * 1.5;
  d.text(c.business.legalName, st.left, d.y, { bold: true });
  d.y += st.lead;
  d.text(`${s.productName.toUpperCase()} (...${s.last4})`, st.left, d.y);
  d.y += st.lead;
  const pendingDebits = (s.pending ?? []).filter((p) => p.direction === 'debit').reduce((a, p) => a + p.cents, 0);
  if (pendingDebits > 0 && rng.chance(0.6)) {
    // Available = posted balance less pending debits: a figure that is not the closing balance (printed only when it
    // differs from it, so the closing balance is never printed).
    d.text(`Available balance  ${balanceMarked(s.ending - pendingDebits, 'minus', NUM.us, { sym: '$' })}`, st.left, d.y);
    d.y += st.lead;
  }
  d.text(rng.pick(['Showing: Month to date', 'Activity: This month', 'Date range: Current month', 'Showing all transactions since the 1st']), st.left, d.y, { size: st.size - 0.5 });
  d.y += st.lead * 1.6;
  const typeCol = rng.weighted([['after', 4], ['before', 2], ['none', 3]] as const);
  const amtW = d.width('-$999,999.99') + rng.int(6, 16);
  const specs = [
    { key: 'date', label: ['Date'], w: d.width(fmtDate('2026-12-28', dateFmt)) + 6, align: 'left' as const },
    { key: 'description', label: ['Description'], w: 0, align: 'left' as const },
    { key: 'amount', label: ['Amount'], w: amtW, align: 'right' as const },
    { key: 'balance', label: ['Balance'], w: amtW, align: 'right' as const },
  ];
  // A Type column printed before the description reads as the text's first words (the item's description holds it, as
  // the independent L9 exports' truth does); it is printed on one line. One after the description labels the item.
  const before = typeCol === 'before';
  const type = { key: 'type', label: ['Type'], w: d.width(before ? 'Account transfer' : 'Account') + rng.int(2, 10), align: 'left' as const, wrap: !before };
  if (typeCol === 'after') specs.splice(2, 0, type);
  if (typeCol === 'before') specs.splice(1, 0, type);
  const cs = cols(rng, d, specs);
  const amount = (cents: number, neg: boolean) => marked(cents, neg, 'minus', NUM.us, { sym: '$' });
  const pendingRows: GRow[] = (s.pending ?? []).map((p) => ({ cells: { date: 'Pending', description: p.description, type: p.direction === 'credit' ? 'Deposit' : 'Pending debit', amount: amount(p.cents, p.direction === 'debit') } }));
  const posted: GRow[] = [];
  let prev = '';
  for (const t of [...s.txns].reverse()) {
    posted.push({ cells: { date: t.date === prev ? '' : fmtDate(t.date, dateFmt), description: t.description, type: typeOf(t),
      amount: amount(t.cents, t.direction === 'debit'), balance: balanceMarked(t.balanceAfter, 'minus', NUM.us, { sym: '$' }) } });
    prev = t.date;
  }
  const rules = rng.chance(0.6);
  if (pendingRows.length && rng.chance(0.5)) {
    grid(d, cs, pendingRows, { title: rng.pick(['Pending transactions', 'Pending']), rules });
    d.y += st.lead;
    grid(d, cs, posted, { title: rng.pick(['Posted transactions', 'Posted']), rules });
  } else grid(d, cs, [...pendingRows, ...posted], { rules });
  return [{ statement: s, rows: s.txns.map((t) => ({ ...truthRow(t, true), ...(before ? { description: `${typeOf(t)} ${t.description}` } : {}) })) }];
}

// ---------------------------------------------------------------- 2. bank portal activity report

function preparePortal(rng: Rng, c: Content): void {
  localise(rng, c, 'HK');
  const s = c.statements[0]!;
  const from = addDays(s.periodStart, rng.int(0, 8));
  cut(s, from, addDays(from, rng.int(7, 19)));
  s.derived = { period: false, beginning_balance: false, ending_balance: false };
  c.traits = ['newest_first', 'day_group_balance_lines', 'narrative_below_row', 'debit_column_minus', 'value_date_column', 'currency_code', 'vertical_footer_text'];
}

// A balance keeps its sign (an overdrawn account prints -1,234.56, as the debit amounts print theirs): `num` alone
// drops it, and an overdrawn day then read as a credit balance that no printed sign could chain to.
const signed = (cents: number): string => balanceMarked(cents, 'minus', NUM.us);

const TRN: Record<string, string> = { revenue: 'FPS', transfer_in: 'TRF', transfer_out: 'TRF', loan_proceeds: 'FPS', mca_payment: 'DDA',
  nsf_fee: 'CHG', fee: 'CHG', check: 'CHQ', loan_payment: 'DDA', interest: 'INT', reversal: 'REV', other: 'EPS' };

function renderPortal(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const s = c.statements[0]!;
  const df = 'DD Mon YYYY';
  d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 4 });
  d.text(rng.pick(['Account Activity Report', 'Statement details', 'Transaction History Report']), st.right, d.y, { bold: true, size: st.size + 2, align: 'right' });
  d.y += st.lead * 2.4;
  const kv: [string, string][] = [
    ['Account', `${s.accountNumber} ${s.currency} CURRENT`], ['Account name', c.business.legalName], ['Currency', s.currency],
    ['Specified date range', `${fmtDate(s.periodStart, df)} to ${fmtDate(s.periodEnd, df)}`],
    ['Current ledger balance', signed(s.ending)],
    ['Report generated', `${fmtDate(addDays(s.periodEnd, 1), df)} ${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')} HKT`],
  ];
  for (const [k, v] of kv) { d.text(`${k}:`, st.left, d.y); d.text(v, st.left + d.width('Specified date range: ') + 8, d.y); d.y += st.lead; }
  d.y += st.lead;
  const amtW = d.width('-9,999,999.99') + rng.int(4, 12);
  const dw = d.width('28 Dec 2026') + 4;
  const order = rng.chance(0.5)
    ? ['post', 'value', 'type', 'ref', 'credit', 'debit', 'balance']
    : ['ref', 'type', 'value', 'credit', 'debit', 'balance', 'post'];
  const spec: Record<string, { key: string; label: string[]; w: number; align: 'left' | 'right' }> = {
    post: { key: 'post', label: ['Post date'], w: dw, align: 'left' }, value: { key: 'value', label: ['Value date'], w: dw, align: 'left' },
    type: { key: 'type', label: ['TRN type'], w: d.width('TRN type') + 2, align: 'left' }, ref: { key: 'description', label: ['Bank reference'], w: 0, align: 'left' },
    credit: { key: 'credit', label: ['Credit amount'], w: amtW, align: 'right' }, debit: { key: 'debit', label: ['Debit amount'], w: amtW, align: 'right' },
    balance: { key: 'balance', label: ['Balance'], w: amtW, align: 'right' },
  };
  // The reference column takes the free width (it is keyed `description` for the layout helper; the narrative under
  // the row is the description).
  const cs = cols(rng, d, order.map((k) => ({ ...spec[k]!, wrap: false })));
  const perRow = rng.chance(0.6);
  const rows: GRow[] = [];
  const byDay = new Map<string, ModelTxn[]>();
  for (const t of s.txns) byDay.set(t.date, [...(byDay.get(t.date) ?? []), t]);
  const days = [...byDay.keys()].reverse();
  let open = s.beginning;
  const opens = new Map<string, number>();
  for (const day of [...days].reverse()) { opens.set(day, open); open = byDay.get(day)!.at(-1)!.balanceAfter; }
  for (const day of days) {
    const ts = byDay.get(day)!;
    rows.push({ label: `Balance as at close ${fmtDate(day, df)}`, cells: { balance: signed(ts.at(-1)!.balanceAfter) }, bold: true });
    for (const t of [...ts].reverse()) {
      const value = rng.chance(0.8) ? t.date : addDays(t.date, -rng.int(1, 2));
      rows.push({ cells: { post: fmtDate(t.date, df), value: fmtDate(value, df), type: TRN[t.category] ?? 'MSC', description: rng.alnum(12),
        [t.direction]: t.direction === 'debit' ? `-${num(t.cents)}` : num(t.cents), ...(perRow ? { balance: signed(t.balanceAfter) } : {}) }, below: t.description });
    }
    rows.push({ label: `Balance brought forward ${fmtDate(day, df)}`, cells: { balance: signed(opens.get(day)!) }, bold: true });
  }
  grid(d, cs, rows, { rules: rng.chance(0.5), shade: rng.chance(0.5), belowX: st.left + rng.int(0, 30) });
  return [{ statement: s, rows: s.txns.map((t) => truthRow(t, perRow)) }];
}

// ---------------------------------------------------------------- 8. aggregator report

function prepareAggregator(rng: Rng, c: Content): void {
  numberChecks(c);
  const ss = c.statements;
  const first = ss[0]!, last = ss[ss.length - 1]!;
  const merged: ModelStatement = { ...first, periodEnd: last.periodEnd, ending: last.ending, txns: ss.flatMap((s) => s.txns) };
  c.statements = [merged];
  const printed = rng.chance(0.6);
  if (!printed) { merged.periodStart = merged.txns[0]!.date; merged.periodEnd = merged.txns.at(-1)!.date; }
  merged.derived = { period: !printed, beginning_balance: true, ending_balance: false };
  c.traits = ['newest_first', 'no_opening_printed', 'daily_ending_balance_table', 'summary_figures', 'no_thousands_separator', 'symbol_then_minus_balance',
    ...(printed ? [] : ['no_period_printed']), ...(ss.length > 1 ? ['several_months_one_period'] : [])];
}

function renderAggregator(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const s = c.statements[0]!;
  const agg = rng.pick(['Ledgerline Data', 'Finbridge Insights', 'OpenLedger Analytics']);
  const sym = (cents: number) => balanceMarked(cents, 'symminus', NUM.plain, { sym: '$' });
  d.text(`${agg} | Bank Data Report`, st.left, d.y, { size: st.size - 0.5, color: '#555555' });
  d.y += st.lead * 1.5;
  d.text(`${s.bankName.toUpperCase()} ACCOUNT DETAILS`, st.left, d.y, { bold: true, size: st.size + 4 });
  d.y += (st.size + 4) * 1.6;
  const eod = endOfDayBalances(s);
  const credits = s.txns.filter((t) => t.direction === 'credit');
  const debits = s.txns.filter((t) => t.direction === 'debit');
  const lines: [string, string][] = [
    ['Account holder', c.business.legalName], ['Account type', s.productName], ['Account number', `xxxxxx${s.last4}`],
    ...(s.derived!.period ? [] : [['Date range', `${fmtDate(s.periodStart, 'MM-DD-YYYY')} to ${fmtDate(s.periodEnd, 'MM-DD-YYYY')}`] as [string, string]]),
    ['Current balance', sym(s.ending)],
    ['Total deposits', `${sym(credits.reduce((a, t) => a + t.cents, 0))} (${credits.length})`],
    ['Total withdrawals', `${sym(debits.reduce((a, t) => a + t.cents, 0))} (${debits.length})`],
    ['Average daily balance', sym(Math.round(eod.reduce((a, e) => a + e.cents, 0) / eod.length))],
    ['Days with negative balance', String(eod.filter((e) => e.cents < 0).length)],
    ['NSF / overdraft items', String(s.txns.filter((t) => t.category === 'nsf_fee').length)],
  ];
  const labelW = Math.max(...lines.map(([k]) => d.width(`${k}:`, true))) + 10;
  for (const [k, v] of lines) { d.text(`${k}:`, st.left, d.y, { bold: true }); d.text(v, st.left + labelW, d.y); d.y += st.lead; }
  d.y += st.lead;
  // Daily ending balances, 3 across: dated figures that are not transactions.
  const days = new Set(s.txns.map((t) => t.date));
  const list = eod.filter((e) => days.has(e.date));
  if (rng.chance(0.6)) list.reverse();
  d.text(rng.pick(['DAILY ENDING BALANCE', 'Daily Balances']), st.left, d.y, { bold: true, size: st.size + 1 });
  d.y += st.lead * 1.5;
  const per = 3, cw = (st.right - st.left) / per;
  for (let i = 0; i < list.length; i += per) {
    if (d.y + st.lead > st.bottom) d.newPage();
    for (let k = 0; k < per && i + k < list.length; k++) {
      d.text(fmtDate(list[i + k]!.date, 'MM/DD/YYYY'), st.left + k * cw, d.y);
      d.text(sym(list[i + k]!.cents), st.left + (k + 1) * cw - 14, d.y, { align: 'right' });
    }
    d.y += st.lead;
  }
  d.y += st.lead;
  const split = rng.chance(0.4);
  const amtW = Math.max(d.width('$-999999.99'), d.width('Withdrawals', true)) + rng.int(6, 14);
  const specs = [
    { key: 'date', label: ['Date'], w: d.width('12/28/2026') + 6, align: 'left' as const },
    { key: 'description', label: ['Description'], w: 0, align: 'left' as const },
    ...(rng.chance(0.4) ? [{ key: 'cat', label: ['Category'], w: d.width('Transfers') + 6, align: 'left' as const }] : []),
    ...(split ? [{ key: 'credit', label: ['Deposits'], w: amtW, align: 'right' as const }, { key: 'debit', label: ['Withdrawals'], w: amtW, align: 'right' as const }]
      : [{ key: 'amount', label: ['Amount'], w: amtW, align: 'right' as const }]),
    { key: 'balance', label: ['Running', 'Balance'], w: amtW, align: 'right' as const },
  ];
  const cs = cols(rng, d, specs);
  const cat = (t: ModelTxn) => (t.direction === 'credit' ? (t.category === 'transfer_in' ? 'Transfers' : 'Income') : t.category.includes('fee') ? 'Fees' : 'Expense');
  const rows: GRow[] = [...s.txns].reverse().map((t) => ({ cells: {
    date: fmtDate(t.date, 'MM/DD/YYYY'), description: t.description, cat: cat(t),
    ...(split ? { [t.direction]: num(t.cents, NUM.plain) } : { amount: marked(t.cents, t.direction === 'debit', 'minus', NUM.plain) }),
    balance: sym(t.balanceAfter) } }));
  grid(d, cs, rows, { title: 'TRANSACTION DETAILS', continued: '{t} (continued)', rules: rng.chance(0.5) });
  return [{ statement: s, rows: s.txns.map((t) => truthRow(t, true)) }];
}

// ---------------------------------------------------------------- definitions

export const PRINTOUT_LAYOUTS: readonly LayoutDef[] = [
  {
    name: 'activity_printout', description: 'online-banking activity printout: month to date, newest first, date on a day\'s first row only, -$2,860.00 amounts, $ balances, pending rows on top, printed-on line; no period, opening or closing printed',
    content: us([1, 1]), prepare: preparePrintout, render: renderPrintout,
    footer: (rng, c) => {
      const p = info.get(c)!;
      return worldFooter(rng, { legal: `${c.bankName}. Member FDIC.`, printed: rng.chance(0.6) ? `Printed on ${fmtDate(p.printedOn, 'MM/DD/YYYY')} at ${p.time}` : undefined, pageFmt: '{p} of {t}' });
    },
  },
  {
    name: 'portal_activity_report', description: 'bank portal activity report (Hong Kong, HKD): newest first, day groups with "Balance as at close" / "Balance brought forward" lines, narrative under each row, debits with a minus in a Debit column',
    content: us([1, 1]), prepare: preparePortal, render: renderPortal,
    footer: (rng, c) => {
      const base = worldFooter(rng, { legal: `${c.bankName}. This report is not a statement of account. Transactions are subject to verification.`, pageFmt: 'Page {p} of {t}' });
      const glyphs = rng.pick(['CONFIDENTIAL', 'NET BANKING', 'INTERNAL']);
      // A vertical one-glyph-per-line text at the right edge (as some portals print): letters, never a figure.
      return (d, p, t) => { base(d, p, t); [...glyphs].forEach((g, i) => d.text(g, d.style.pageW - 14, 120 + i * 9, { size: 7, color: '#888888' })); };
    },
  },
  {
    name: 'aggregator_report', description: 'aggregator account report: 1-3 months as one period, opening balance not printed, summary figures and a daily-ending-balance table (not transactions), newest first, no thousands separators, $-25.80 balances',
    content: us([1, 3], { yearBoundary: 0.2 }), prepare: prepareAggregator, render: renderAggregator,
    footer: (rng, c) => worldFooter(rng, { legal: `Data for this report was retrieved from ${c.bankName} with the account holder's permission. Not a bank statement.`, pageFmt: 'Page {p} of {t}' }),
  },
];
