// More kinds of document (see world-kinds.ts): a savings statement in passbook style (a few postings, an interest
// rate table with a rate change, an interest-accrued line in the list that moves no balance) and a quarterly
// statement (three months as one period with month subtotals and month-end balance lines, none of them postings).

import type { Rng } from './prng.ts';
import type { Content } from './model.ts';
import { addDays, MONTHS_LONG, toDay } from './dates.ts';
import type { LayoutDef, RenderedStatement } from './layouts.ts';
import { FONT_FAMILIES, randomStyle, type Doc } from './render.ts';
import { fmtDate, num } from './world-format.ts';
import { numberChecks, rechain } from './world-locale.ts';
import { cols, grid, worldFooter, type GRow } from './world-grid.ts';
import { holderLines } from './world-kinds.ts';
import { extraContent, mergeMonths, printedAll, total, truthRows } from './world-extra.ts';

// ---------------------------------------------------------------- 7a. passbook savings

function preparePassbook(rng: Rng, c: Content): void {
  c.statements = c.statements.filter((s) => s.accountType === 'savings');
  // Interest is credited at the end of a calendar quarter; in the other months it only accrues (a memo line).
  for (const s of c.statements) if (Number(s.periodEnd.slice(5, 7)) % 3 !== 0) s.txns = s.txns.filter((t) => t.category !== 'interest');
  rechain(c.statements);
  for (const s of c.statements) {
    printedAll(s);
    s.productName = rng.pick(['Business Savings', 'Business Money Market Savings', 'Statement Savings']);
  }
  c.traits = ['savings_account', 'interest_rate_table', 'rate_change', 'few_rows'];
}

function renderPassbook(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const df = rng.pick(['MM/DD/YY', 'MM/DD', 'DD MON YY']);
  const dfmt = (iso: string) => fmtDate(iso, df);
  const out: RenderedStatement[] = [];
  const rate0 = rng.pick([0.25, 0.4, 0.5, 1.1, 2.35, 3.5]);
  let rate = rate0;
  for (const [i, s] of c.statements.entries()) {
    if (i > 0) { d.onNewPage = null; d.newPage(); }
    d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 6 });
    d.text(rng.pick(['SAVINGS STATEMENT', 'Savings Account Statement', 'PASSBOOK SAVINGS']), st.right, d.y, { bold: true, align: 'right', size: st.size + 2 });
    d.y += (st.size + 6) * 1.7;
    for (const l of [...holderLines(c), c.business.street, `${c.business.city} ${c.business.region} ${c.business.postal}`]) { d.text(l, st.left, d.y); d.y += st.lead; }
    d.text(`${s.productName}  Account ${s.accountNumber}`, st.right, d.y - st.lead * 3, { align: 'right' });
    d.text(`${fmtDate(s.periodStart, 'MM/DD/YYYY')} - ${fmtDate(s.periodEnd, 'MM/DD/YYYY')}`, st.right, d.y - st.lead * 2, { align: 'right' });
    d.y += st.lead;
    // Interest rate table: the rate in force at the start, and a change during the period.
    const change = addDays(s.periodStart, rng.int(5, 20));
    const next = Math.max(0.05, Math.round((rate + rng.pick([-0.25, -0.1, 0.1, 0.15])) * 100) / 100);
    d.text('Interest Rate Summary', st.left, d.y, { bold: true }); d.y += st.lead;
    const rx = [st.left, st.left + 110, st.left + 210, st.left + 300];
    ['Effective date', 'Interest rate', 'APY', 'Tier'].forEach((h, k) => d.text(h, rx[k]!, d.y, { bold: true })); d.y += st.lead;
    for (const [eff, r] of [[s.periodStart, rate], [change, next]] as const) {
      [fmtDate(eff, 'MM/DD/YYYY'), `${r.toFixed(2)}%`, `${(r * 1.003).toFixed(2)}%`, `$0.00 and over`].forEach((v, k) => d.text(v, rx[k]!, d.y));
      d.y += st.lead;
    }
    rate = next;
    d.y += st.lead;
    const amtW = d.width('999,999.99') + rng.int(10, 24);
    const cs = cols(rng, d, [{ key: 'date', label: ['Date'], w: d.width('28 DEC 26') + 8, align: 'left' }, { key: 'description', label: [rng.pick(['Particulars', 'Transaction', 'Description'])], w: 0, align: 'left' },
      { key: 'debit', label: ['Withdrawals'], w: amtW, align: 'right' }, { key: 'credit', label: ['Deposits'], w: amtW, align: 'right' }, { key: 'balance', label: ['Balance'], w: amtW, align: 'right' }]);
    const rows: GRow[] = [{ cells: { date: dfmt(s.periodStart), description: rng.pick(['BALANCE FORWARD', 'B/F', 'Opening balance']), balance: num(s.beginning) } }];
    for (const t of s.txns) rows.push({ cells: { date: dfmt(t.date), description: t.description, [t.direction]: num(t.cents), balance: num(t.balanceAfter) } });
    // Interest accrued on the last day but credited only at the end of the quarter: a figure, not a posting.
    const accrued = Math.max(1, Math.round(s.ending * rate / 100 / 12 * rng.float(0.3, 0.9)));
    const credited = s.txns.some((t) => t.category === 'interest');
    if (!credited) c.traits!.push('accrued_interest_line_not_posting');
    if (!credited) rows.push({ cells: { date: dfmt(s.periodEnd), description: rng.pick(['INTEREST ACCRUED - NOT CREDITED', 'Accrued interest (to be credited at quarter end)']), credit: `(${num(accrued)})` } });
    rows.push({ bold: true, cells: { date: dfmt(s.periodEnd), description: rng.pick(['CLOSING BALANCE', 'Balance this statement']), balance: num(s.ending) } });
    grid(d, cs, rows, { rules: rng.chance(0.3) });
    d.y += st.lead;
    const lines = [`Interest paid this period $${num(s.txns.filter((t) => t.category === 'interest').reduce((a, t) => a + t.cents, 0))}`,
      `Interest accrued not yet paid $${num(credited ? 0 : accrued)}`, `Annual Percentage Yield Earned ${(rate * 0.98).toFixed(2)}%`, `Days in period ${toDay(s.periodEnd) - toDay(s.periodStart) + 1}`];
    for (const l of lines) { d.ensure(st.lead); d.text(l, st.left, d.y); d.y += st.lead; }
    out.push({ statement: s, rows: truthRows(s, 'every') });
  }
  return out;
}

// ---------------------------------------------------------------- 7b. quarterly statement

const quarter = new WeakMap<Content, string[]>();

function prepareQuarter(_rng: Rng, c: Content): void {
  numberChecks(c);
  const ends = c.statements.map((s) => s.periodEnd);
  quarter.set(c, ends);
  mergeMonths(c);
  printedAll(c.statements[0]!);
  c.traits = ['three_months_one_period', 'month_subtotals', 'month_end_balance_lines'];
}

function renderQuarter(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const s = c.statements[0]!;
  const ends = quarter.get(c)!;
  const df = rng.pick(['MM/DD', 'MM/DD/YY', 'Mon DD']);
  d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 6 });
  d.text(rng.pick(['Quarterly Statement', 'QUARTERLY ACCOUNT STATEMENT']), st.right, d.y, { bold: true, align: 'right', size: st.size + 2 });
  d.y += (st.size + 6) * 1.7;
  for (const l of [...holderLines(c), c.business.street, `${c.business.city} ${c.business.region} ${c.business.postal}`]) { d.text(l, st.left, d.y); d.y += st.lead; }
  d.text(`${s.productName}   Account ${s.accountNumber}`, st.right, d.y - st.lead * 3, { align: 'right' });
  d.text(`Statement period ${fmtDate(s.periodStart, 'Month D, YYYY')} through ${fmtDate(s.periodEnd, 'Month D, YYYY')}`, st.right, d.y - st.lead * 2, { align: 'right' });
  d.y += st.lead;
  const sum: [string, string][] = [['Beginning balance', `$${num(s.beginning)}${s.beginning < 0 ? '-' : ''}`], ['Deposits and credits', `$${num(total(s, 'credit'))}`],
    ['Withdrawals and debits', `$${num(total(s, 'debit'))}`], ['Ending balance', `$${num(s.ending)}${s.ending < 0 ? '-' : ''}`]];
  for (const [l, v] of sum) { d.text(l, st.left, d.y); d.text(v, st.left + 230, d.y, { align: 'right' }); d.y += st.lead; }
  d.y += st.lead;
  const amtW = d.width('999,999.99-') + rng.int(8, 20);
  const cs = cols(rng, d, [{ key: 'date', label: ['Date'], w: d.width('Dec 28') + 10, align: 'left' }, { key: 'description', label: ['Description'], w: 0, align: 'left' },
    { key: 'credit', label: ['Credits'], w: amtW, align: 'right' }, { key: 'debit', label: ['Debits'], w: amtW, align: 'right' }, { key: 'balance', label: ['Balance'], w: amtW, align: 'right' }]);
  const bal = (x: number) => `${num(x)}${x < 0 ? '-' : ''}`;
  const rows: GRow[] = [];
  let from = s.periodStart;
  for (const end of ends) {
    const mine = s.txns.filter((t) => t.date >= from && t.date <= end);
    const m = MONTHS_LONG[Number(end.slice(5, 7)) - 1]!;
    rows.push({ bold: true, cells: { description: `${m.toUpperCase()} ${end.slice(0, 4)}` } });
    for (const t of mine) rows.push({ cells: { date: fmtDate(t.date, df), description: t.description, [t.direction]: num(t.cents), balance: bal(t.balanceAfter) } });
    const cr = mine.filter((t) => t.direction === 'credit').reduce((a, t) => a + t.cents, 0), db = mine.reduce((a, t) => a + (t.direction === 'debit' ? t.cents : 0), 0);
    const endBal = mine.length ? mine.at(-1)!.balanceAfter : (s.txns.filter((t) => t.date < from).at(-1)?.balanceAfter ?? s.beginning);
    rows.push({ bold: true, cells: { description: `Total for ${m}`, credit: num(cr), debit: num(db) } });
    rows.push({ bold: true, cells: { date: fmtDate(end, df), description: `Balance at end of ${m}`, balance: bal(endBal) } });
    from = addDays(end, 1);
  }
  grid(d, cs, rows, { title: 'Account Activity', continued: '{t} (continued)', rules: rng.chance(0.4) });
  return [{ statement: s, rows: truthRows(s, 'every') }];
}

export const KIND_LAYOUTS_4: readonly LayoutDef[] = [
  { name: 'passbook_savings', description: 'business savings statement in passbook style: a handful of postings, BALANCE FORWARD and CLOSING BALANCE rows, an interest rate table with a rate change, an interest-accrued line (not a posting) in the list, one statement per month',
    content: (rng) => ({ ...extraContent([1, 2])(rng), accounts: 2 }), prepare: preparePassbook, render: renderPassbook,
    style: (rng) => { const s = randomStyle(rng); return rng.chance(0.5) ? { ...s, fonts: FONT_FAMILIES[2]!, size: 7.5, lead: 10 } : s; },
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName}. Member FDIC. Interest is compounded daily and credited at the end of each calendar quarter.` }) },
  { name: 'quarterly_statement', description: 'quarterly statement: three months as one period (one truth statement, month = the period end\'s month), month headings, month totals and month-end balance lines that are not postings, running balance',
    content: extraContent([3, 3], { periodKind: 'calendar' }), prepare: prepareQuarter, render: renderQuarter,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName}. Member FDIC. This quarterly statement replaces monthly statements for this account.` }) },
];
