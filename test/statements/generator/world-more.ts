// World layouts for dates and accounts: a statement crossing December/January with dates printed without a year
// (the year in one header field only), an Australian statement with two-digit years `DD/MM/YY` (day-month order
// decided by the whole document), and a consolidated statement of two or three accounts, one of them possibly in a
// foreign currency.

import type { Rng } from './prng.ts';
import type { Content, ContentOptions, ModelStatement, ModelTxn } from './model.ts';
import { addDays, longDate, toDay } from './dates.ts';
import { dollars, type TruthTransaction } from './truth.ts';
import type { LayoutDef, RenderedStatement } from './layouts.ts';
import type { Doc } from './render.ts';
import { balanceMarked, fmtDate, marked, num, NUM, type Mark } from './world-format.ts';
import { LOCALES, localise, numberChecks, type Locale } from './world-locale.ts';
import { cols, grid, holderBlock, worldFooter, type GRow } from './world-grid.ts';
import { CUSTOMERS } from './names.ts';

const lastOfDay = (ts: ModelTxn[], i: number) => i === ts.length - 1 || ts[i + 1]!.date !== ts[i]!.date;
const truthRows = (s: ModelStatement, bal: 'every' | 'dayLast'): TruthTransaction[] => s.txns.map((t, i) => ({
  date: t.date, description: t.description, amount: dollars(t.cents), direction: t.direction, category: t.category,
  balance: bal === 'every' || lastOfDay(s.txns, i) ? dollars(t.balanceAfter) : null,
}));
const printed = (s: ModelStatement) => { s.derived = { period: false, beginning_balance: false, ending_balance: false }; };

// ---------------------------------------------------------------- 7a. year rollover, dates without year

function renderRollover(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const s = c.statements[0]!;
  printed(s);
  const df = rng.pick(['MM/DD', 'Mon DD', 'DD Mon', 'M/D']);
  // The year is printed once: in a statement date, in the period, or in a printed-on line at the foot of the table.
  const yearAt = rng.pick(['statementDate', 'period', 'printedOn'] as const);
  const amtMark: Mark = rng.pick(['prefix', 'trailing', 'crdr', 'minus'] as const);
  const balMark: Mark = rng.pick(['od', 'trailing', 'crdr'] as const);
  d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 6 });
  const hdr = yearAt === 'statementDate' ? `Statement date: ${longDate(s.periodEnd)}`
    : yearAt === 'period' ? `${longDate(s.periodStart)} to ${longDate(s.periodEnd)}` : `Statement period: ${fmtDate(s.periodStart, df)} - ${fmtDate(s.periodEnd, df)}`;
  d.text(hdr, st.right, d.y, { align: 'right' });
  d.text(`Account ${s.accountNumber}`, st.right, d.y + st.lead * 1.3, { align: 'right' });
  if (yearAt === 'statementDate') d.text(`Period ${fmtDate(s.periodStart, df)} - ${fmtDate(s.periodEnd, df)}`, st.right, d.y + st.lead * 2.6, { align: 'right' });
  d.y += (st.size + 6) * 1.8;
  d.y = holderBlock(d, c, st.left, d.y) + st.lead;
  const sumLines: [string, string][] = [['Previous balance', balanceMarked(s.beginning, balMark, NUM.us, { creditMark: false })],
    ['New balance', balanceMarked(s.ending, balMark, NUM.us, { creditMark: false })]];
  for (const [k, v] of sumLines) { d.text(k, st.left, d.y); d.text(v, st.left + 220, d.y, { align: 'right' }); d.y += st.lead; }
  d.y += st.lead;
  const dayLast = rng.chance(0.4);
  const amtW = d.width('DR 999,999.99') + rng.int(6, 14);
  const cs = cols(rng, d, [
    { key: 'date', label: ['Date'], w: d.width(fmtDate('2026-12-28', df)) + 6, align: 'left' }, { key: 'description', label: ['Description'], w: 0, align: 'left' },
    { key: 'amount', label: ['Amount'], w: amtW, align: 'right' }, { key: 'balance', label: ['Balance'], w: amtW, align: 'right' },
  ]);
  const rows: GRow[] = s.txns.map((t, i) => ({ cells: { date: fmtDate(t.date, df), description: t.description,
    amount: marked(t.cents, t.direction === 'debit', amtMark, NUM.us, { creditMark: amtMark !== 'minus' && amtMark !== 'trailing' }),
    ...(!dayLast || lastOfDay(s.txns, i) ? { balance: balanceMarked(t.balanceAfter, balMark, NUM.us, { creditMark: false }) } : {}) } }));
  grid(d, cs, rows, { title: rng.pick(['Account activity', 'Transactions']), rules: rng.chance(0.3), shade: rng.chance(0.4) });
  if (yearAt === 'printedOn') {
    if (d.y + st.lead * 2 > st.bottom) d.newPage();
    d.y += st.lead;
    d.text(`Printed ${fmtDate(addDays(s.periodEnd, rng.int(1, 4)), 'MM/DD/YYYY')}`, st.left, d.y, { size: st.size - 1 });
    d.y += st.lead;
  }
  c.traits = ['year_rollover', 'dates_without_year', `year_only_in_${yearAt}`, `amount_marker_${amtMark}`, `balance_marker_${balMark}`];
  return [{ statement: s, rows: truthRows(s, dayLast ? 'dayLast' : 'every') }];
}

// ---------------------------------------------------------------- 7b. two-digit years, day first (Australia)

function renderDmy(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const s = c.statements[0]!;
  printed(s);
  const df = 'DD/MM/YY';
  const bal = (x: number) => `$${balanceMarked(x, 'crdr', NUM.us)}`;
  d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 6 });
  d.text(rng.pick(['Business Transaction Account', 'Business Everyday Account']), st.right, d.y, { align: 'right', bold: true });
  d.y += (st.size + 6) * 1.8;
  const yh = d.y;
  holderBlock(d, c, st.left, yh, true);
  const rx = st.left + (st.right - st.left) * 0.55;
  [`BSB ${rng.digits(3)}-${rng.digits(3)}  Account number ${s.accountNumber}`, `Statement period ${fmtDate(s.periodStart, df)} to ${fmtDate(s.periodEnd, df)}`,
    `Opening balance ${bal(s.beginning)}`, `Closing balance ${bal(s.ending)}`].forEach((l, i) => d.text(l, rx, yh + i * st.lead));
  d.y = yh + 5 * st.lead;
  const amtW = d.width('$999,999.99 DR') + rng.int(4, 12);
  const cs = cols(rng, d, [
    { key: 'date', label: ['Date'], w: d.width('28/12/26') + 6, align: 'left' }, { key: 'description', label: ['Transaction'], w: 0, align: 'left' },
    { key: 'debit', label: ['Debit'], w: amtW, align: 'right' }, { key: 'credit', label: ['Credit'], w: amtW, align: 'right' },
    { key: 'balance', label: ['Balance'], w: amtW, align: 'right' },
  ]);
  const dayLast = rng.chance(0.5);
  const rows: GRow[] = [{ cells: { date: fmtDate(s.periodStart, df), description: 'OPENING BALANCE', balance: bal(s.beginning) } },
    ...s.txns.map((t, i) => ({ cells: { date: fmtDate(t.date, df), description: t.description, [t.direction]: num(t.cents),
      ...(!dayLast || lastOfDay(s.txns, i) ? { balance: bal(t.balanceAfter) } : {}) } })),
    { cells: { date: fmtDate(s.periodEnd, df), description: 'CLOSING BALANCE', balance: bal(s.ending) } }];
  grid(d, cs, rows, { rules: rng.chance(0.4), shade: rng.chance(0.5) });
  c.traits = ['two_digit_years', 'day_first_dates', 'cr_dr_balances', 'currency_symbol', ...(s.periodStart.slice(0, 4) !== s.periodEnd.slice(0, 4) ? ['year_rollover'] : [])];
  return [{ statement: s, rows: truthRows(s, dayLast ? 'dayLast' : 'every') }];
}

// ---------------------------------------------------------------- 6. consolidated statement of several accounts

/** A foreign-currency account beside the local ones: telegraphic transfers in, conversions out, charges, interest. */
function fxAccount(rng: Rng, loc: Locale, like: ModelStatement): ModelStatement {
  const cur = loc === 'HK' ? 'USD' : rng.pick(['USD', 'EUR']);
  let bal = rng.cents(2000, 60000);
  const beginning = bal;
  const txns: ModelTxn[] = [];
  const span = toDay(like.periodEnd) - toDay(like.periodStart);
  const dates = Array.from({ length: rng.int(3, 10) }, () => addDays(like.periodStart, rng.int(0, span))).sort();
  const push = (date: string, description: string, cents: number, direction: 'credit' | 'debit', category: ModelTxn['category'], bankFee = false) => {
    bal += direction === 'credit' ? cents : -cents;
    txns.push({ date, description, cents, direction, category, checkNumber: null, bankFee, funder: null, knownLender: false, balanceAfter: bal });
  };
  const local = LOCALES[loc].currency;
  for (const date of dates) {
    if (rng.chance(0.55) || bal < 50000) {
      push(date, `TT CREDIT ${rng.pick(CUSTOMERS)} REF ${rng.alnum(10)}`, rng.cents(500, 20000), 'credit', 'revenue');
      if (rng.chance(0.6)) push(date, `TT CHARGES ${cur}`, rng.pick([1500, 2000, 2500]), 'debit', 'fee', true);
    } else push(date, `FX CONVERSION TO ${local} RATE ${rng.float(0.8, 7.9).toFixed(4)}`, Math.round(bal * rng.float(0.2, 0.6)), 'debit', 'transfer_out');
  }
  push(like.periodEnd, 'CREDIT INTEREST', Math.max(1, Math.round(bal * rng.float(0.0005, 0.002))), 'credit', 'interest');
  const acct = LOCALES[loc].account(rng);
  return { bankName: like.bankName, accountNumber: acct, last4: acct.replace(/\D/g, '').slice(-4), accountType: 'savings',
    productName: `${cur} ${rng.pick(['Savings Account', 'Foreign Currency Account'])}`, periodStart: like.periodStart, periodEnd: like.periodEnd,
    beginning, ending: bal, txns, currency: cur };
}

function prepareConsolidated(rng: Rng, c: Content): void {
  const loc: Locale = rng.chance(0.6) ? 'HK' : 'UK';
  localise(rng, c, loc);
  const cur = LOCALES[loc].currency;
  for (const s of c.statements) {
    printed(s);
    s.productName = s.accountType === 'checking' ? rng.pick([`${cur} Current Account`, 'Business Current Account'])
      : rng.pick([`${cur} Savings Account`, 'Business Reserve Account']);
    if (s.accountType === 'savings') {
      for (const t of s.txns) {
        if (t.category === 'transfer_in') t.description = `TRANSFER FROM CURRENT A/C ${rng.digits(6)}`;
        if (t.category === 'transfer_out') t.description = `TRANSFER TO CURRENT A/C ${rng.digits(6)}`;
      }
    }
  }
  c.traits = ['several_accounts', 'portfolio_summary_not_transactions', 'bf_cf_rows'];
  if (rng.chance(0.6)) {
    const fx = fxAccount(rng, loc, c.statements[0]!);
    printed(fx);
    c.statements.push(fx);
    c.financialsCurrency = cur;
    c.traits.push('foreign_currency_account', 'currency_codes');
  }
}

function renderConsolidated(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const ss = c.statements;
  const df = rng.pick(['DD Mon', 'DD Mon YYYY', 'DD/MM/YYYY']);
  d.text(c.bankName, st.left, d.y, { bold: true, size: st.size + 6 });
  d.text(rng.pick(['Consolidated Statement', 'Integrated Account Statement', 'Combined Statement of Accounts']), st.right, d.y, { align: 'right', bold: true, size: st.size + 2 });
  d.y += (st.size + 6) * 1.8;
  const yh = d.y;
  holderBlock(d, c, st.left, yh, true);
  const rx = st.left + (st.right - st.left) * 0.55;
  [`Statement date ${fmtDate(ss[0]!.periodEnd, 'DD Mon YYYY')}`, `Statement period ${fmtDate(ss[0]!.periodStart, 'DD Mon YYYY')} to ${fmtDate(ss[0]!.periodEnd, 'DD Mon YYYY')}`,
    `Customer number ${rng.digits(9)}`].forEach((l, i) => d.text(l, rx, yh + i * st.lead));
  d.y = yh + 5 * st.lead;
  // Portfolio summary: balances and a local-currency equivalent; not transactions.
  const local = ss[0]!.currency;
  d.text(rng.pick(['Portfolio summary', 'Summary of your accounts', 'Account overview']), st.left, d.y, { bold: true, size: st.size + 1 });
  d.y += st.lead * 1.5;
  const xs = [st.left, st.left + (st.right - st.left) * 0.38, st.left + (st.right - st.left) * 0.55, st.left + (st.right - st.left) * 0.78, st.right];
  ['Account', 'Account number', 'Currency', 'Balance', `Equivalent ${local}`].forEach((h, i) => d.text(h, xs[i]!, d.y, { bold: true, align: i >= 3 ? 'right' : 'left' }));
  d.y += st.lead;
  let total = 0;
  for (const s of ss) {
    const eq = s.currency === local ? s.ending : Math.round(s.ending * (local === 'HKD' ? 7.8 : 0.79));
    total += eq;
    [s.productName, s.accountNumber, s.currency, balanceMarked(s.ending, 'crdr', NUM.us, { creditMark: false }), balanceMarked(eq, 'crdr', NUM.us, { creditMark: false })]
      .forEach((v, i) => d.text(v, xs[i]!, d.y, { align: i >= 3 ? 'right' : 'left' }));
    d.y += st.lead;
  }
  d.text('Total', xs[0]!, d.y, { bold: true });
  d.text(balanceMarked(total, 'crdr', NUM.us, { creditMark: false }), xs[4]!, d.y, { bold: true, align: 'right' });
  d.y += st.lead * 2;
  const out: RenderedStatement[] = [];
  const amtW = d.width('9,999,999.99 DR') + rng.int(4, 12);
  const newPage = rng.chance(0.4);
  for (const [i, s] of ss.entries()) {
    if (i > 0 && newPage) d.newPage();
    if (d.y + st.lead * 8 > st.bottom) d.newPage();
    d.text(`${s.productName}  ${s.accountNumber}`, st.left, d.y, { bold: true, size: st.size + 1 });
    d.text(`Currency: ${s.currency}`, st.right, d.y, { align: 'right' });
    d.y += st.lead * 1.6;
    const cs = cols(rng, d, [
      { key: 'date', label: ['Date'], w: d.width(fmtDate('2026-12-28', df)) + 6, align: 'left' }, { key: 'description', label: ['Transaction Details'], w: 0, align: 'left' },
      { key: 'credit', label: ['Deposit'], w: amtW, align: 'right' }, { key: 'debit', label: ['Withdrawal'], w: amtW, align: 'right' },
      { key: 'balance', label: ['Balance'], w: amtW, align: 'right' },
    ]);
    const bal = (x: number) => balanceMarked(x, 'crdr', NUM.us, { creditMark: false });
    const rows: GRow[] = [{ cells: { date: fmtDate(s.periodStart, df), description: rng.pick(['B/F BALANCE', 'BALANCE FROM PREVIOUS STATEMENT']), balance: bal(s.beginning) } },
      ...s.txns.map((t) => ({ cells: { date: fmtDate(t.date, df), description: t.description, [t.direction]: num(t.cents), balance: bal(t.balanceAfter) } })),
      { cells: { date: fmtDate(s.periodEnd, df), description: rng.pick(['C/F BALANCE', 'CLOSING BALANCE']), balance: bal(s.ending) } }];
    grid(d, cs, rows, { rules: rng.chance(0.3), shade: rng.chance(0.5), title: null });
    d.y += st.lead * 1.5;
    out.push({ statement: s, rows: truthRows(s, 'every') });
  }
  return out;
}

const content = (over: Partial<ContentOptions>) => (rng: Rng): ContentOptions =>
  ({ country: 'US', months: 1, accounts: 1, periodKind: 'any', density: rng.float(0.5, 1.2), ...over });

export const MORE_WORLD_LAYOUTS: readonly LayoutDef[] = [
  { name: 'consolidated_accounts', description: 'consolidated statement (Hong Kong HKD or UK GBP): current and savings accounts, sometimes a USD/EUR account, a portfolio summary with equivalents, B/F and C/F rows per account; one truth statement per account',
    content: content({ accounts: 2, periodKind: 'calendar' }), prepare: prepareConsolidated, render: renderConsolidated,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName}. Please examine this statement and report any discrepancy within 90 days.` }) },
  { name: 'year_rollover', description: 'statement crossing December/January (US or Canada) with dates printed without a year; the year only in a statement date, the period or a printed-on line; amounts with CR/DR before or after, trailing minus; balances with OD/DR',
    content: (rng) => ({ ...content({ periodKind: 'offcycle', yearBoundary: 1 })(rng), country: rng.chance(0.7) ? 'US' : 'CA' }),
    prepare: (_rng, c) => numberChecks(c), render: renderRollover },
  { name: 'two_digit_dmy', description: 'Australian statement (AUD) with DD/MM/YY dates everywhere (day-month order decided only by days over 12), $ balances with CR/DR, opening/closing rows; some cross December/January',
    content: (rng) => ({ ...content({ yearBoundary: 0.5 })(rng), periodKind: rng.chance(0.5) ? 'offcycle' : 'calendar' }),
    prepare: (rng, c) => { localise(rng, c, 'AU'); }, render: renderDmy,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName} ABN ${rng.digits(2)} ${rng.digits(3)} ${rng.digits(3)} ${rng.digits(3)}. Australian credit licence.` }) },
];
