// Trait B layout: a South African business current account over three months with day-first dates `DD/MM/YYYY`
// everywhere (period, rows, statement date), so every date whose day is 12 or less reads both ways (04/05/2025 is
// 4 May, or 5 April inside the same three months); a running balance with `Cr` / `Dr` markers (`12 345.67 Cr`,
// `1 234.56Dr`), amounts in one column with `Cr` on credits or in Debit / Credit columns. Either one statement whose
// period is the three months, or three monthly statements one after another in one file. Off-cycle periods
// (05/03/2025 to 04/06/2025) leave even the period's own dates ambiguous.

import type { Rng } from './prng.ts';
import type { Content, ModelStatement } from './model.ts';
import { addDays } from './dates.ts';
import type { LayoutDef, RenderedStatement } from './layouts.ts';
import type { Doc } from './render.ts';
import { balanceMarked, fmtDate, marked, NUM, num, type NumFmt } from './world-format.ts';
import { localise } from './world-locale.ts';
import { cols, grid, holderBlock, worldFooter, type ColSpec, type GRow } from './world-grid.ts';
import { mergeMonths, total, truthRows } from './world-extra.ts';

function prepare(rng: Rng, c: Content): void {
  localise(rng, c, 'ZA');
  const one = rng.chance(0.55);
  if (one) mergeMonths(c);
  const days = c.statements.flatMap((s) => s.txns.map((t) => Number(t.date.slice(8, 10))));
  c.traits = ['day_first_dates', 'ambiguous_day_month', 'cr_dr_markers', 'three_months', one ? 'three_months_one_period' : 'three_statements_one_file',
    ...(c.statements[0]!.periodStart.slice(8) !== '01' ? ['off_cycle_period'] : []),
    `ambiguous_dates_${Math.round((100 * days.filter((d) => d <= 12).length) / Math.max(1, days.length))}pct`];
}

function statement(rng: Rng, d: Doc, c: Content, s: ModelStatement, o: { f: NumFmt; tight: boolean; split: boolean; dayLast: boolean; df: string }): RenderedStatement {
  const st = d.style;
  const cr = (x: string) => (o.tight ? x.replace(/ (Cr|Dr)$/, '$1') : x);
  const bal = (cents: number) => cr(balanceMarked(cents, 'crdrLower', o.f));
  const date = (iso: string) => fmtDate(iso, o.df);
  d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 6 });
  d.text(rng.pick(['Tax Invoice', 'TAX INVOICE / STATEMENT', 'Statement']), st.right, d.y, { align: 'right', bold: true });
  d.y += (st.size + 6) * 1.8;
  const yh = d.y;
  const yb = holderBlock(d, c, st.left, yh, true);
  const rx = st.left + (st.right - st.left) * 0.5;
  const stmtDate = addDays(s.periodEnd, rng.int(1, 4));
  [rng.pick(['BUSINESS CURRENT ACCOUNT', 'Business Cheque Account', 'BUSINESS ACCOUNT STATEMENT']), `Account Number : ${s.accountNumber}`,
    `${rng.pick(['Statement Period', 'Period', 'Statement from'])} : ${date(s.periodStart)} ${rng.pick(['to', '-'])} ${date(s.periodEnd)}`,
    `Statement Date : ${date(stmtDate)}`, `VAT Reg No : 4${rng.digits(9)}`].forEach((l, i) => d.text(l, rx, yh + i * st.lead));
  d.y = Math.max(yb, yh + st.lead * 5) + st.lead;
  const sumRows: [string, string][] = [['Opening Balance', bal(s.beginning)], [rng.pick(['Total Credits', 'Credits', 'Funds Received']), cr(marked(total(s, 'credit'), false, 'crdrLower', o.f))],
    [rng.pick(['Total Debits', 'Debits', 'Funds Used']), cr(marked(total(s, 'debit'), true, 'crdrLower', o.f))], ['Closing Balance', bal(s.ending)]];
  for (const [l, v] of sumRows) { d.text(l, st.left, d.y); d.text(v, st.left + 220, d.y, { align: 'right' }); d.y += st.lead; }
  d.y += st.lead;
  const amtW = d.width('999 999.99 Cr') + rng.int(6, 16);
  const specs: ColSpec[] = [{ key: 'date', label: ['Date'], w: d.width('28/12/2026') + 6, align: 'left' }, { key: 'description', label: [rng.pick(['Description', 'Transaction Description', 'Details'])], w: 0, align: 'left' }];
  if (o.split) specs.push({ key: 'debit', label: ['Debit'], w: amtW, align: 'right' }, { key: 'credit', label: ['Credit'], w: amtW, align: 'right' });
  else specs.push({ key: 'amount', label: ['Amount'], w: amtW, align: 'right' });
  specs.push({ key: 'balance', label: ['Balance'], w: amtW, align: 'right' });
  const cs = cols(rng, d, specs);
  const rows: GRow[] = [{ cells: { date: date(s.periodStart), description: rng.pick(['BALANCE BROUGHT FORWARD', 'Opening Balance', 'BAL B/F']), balance: bal(s.beginning) } }];
  const debitMark = rng.pick(['none', 'dr', 'minus'] as const);
  s.txns.forEach((t, i) => {
    const last = i === s.txns.length - 1 || s.txns[i + 1]!.date !== t.date;
    const amount = t.direction === 'credit' ? cr(marked(t.cents, false, 'crdrLower', o.f)) : debitMark === 'dr' ? cr(marked(t.cents, true, 'crdrLower', o.f)) : `${debitMark === 'minus' ? '-' : ''}${num(t.cents, o.f)}`;
    rows.push({ cells: { date: date(t.date), description: t.description, ...(o.split ? { [t.direction]: num(t.cents, o.f) } : { amount }),
      ...(!o.dayLast || last ? { balance: bal(t.balanceAfter) } : {}) } });
  });
  rows.push({ bold: true, cells: { date: date(s.periodEnd), description: rng.pick(['CLOSING BALANCE', 'Closing Balance']), balance: bal(s.ending) } });
  grid(d, cs, rows, { title: rng.pick(['Transactions', 'TRANSACTION HISTORY', null]), continued: '{t} (continued)', shade: rng.chance(0.4), rules: rng.chance(0.3) });
  return { statement: s, rows: truthRows(s, o.dayLast ? 'dayLast' : 'every') };
}

function render(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const o = { f: rng.chance(0.6) ? NUM.space : NUM.us, tight: rng.chance(0.35), split: rng.chance(0.4), dayLast: rng.chance(0.3), df: rng.chance(0.85) ? 'DD/MM/YYYY' : 'DD-MM-YYYY' };
  return c.statements.map((s, i) => {
    if (i > 0) { d.onNewPage = null; d.newPage(); }
    const line = `${s.bankName}  ${s.accountNumber}  ${fmtDate(s.periodStart, o.df)} - ${fmtDate(s.periodEnd, o.df)}`;
    d.onNewPage = () => { d.text(line, d.style.left, d.style.top, { size: d.style.size - 0.5 }); d.y = d.style.top + d.style.lead * 2; };
    return statement(rng, d, c, s, o);
  });
}

export const TRAIT_ZA_LAYOUTS: readonly LayoutDef[] = [
  { name: 'za_ddmm_three_months', description: 'South African business current account over three months, DD/MM/YYYY everywhere (days <= 12 read both ways), running balance with Cr/Dr, one period or three statements in one file',
    content: (rng) => ({ country: 'US', months: 3, accounts: 1, periodKind: rng.chance(0.6) ? 'calendar' : 'offcycle', density: rng.float(0.7, 1.3), yearBoundary: 0.15 }),
    prepare, render,
    footer: (_rng, c) => worldFooter(_rng, { legal: `${c.bankName} Limited. Authorised financial services and registered credit provider. Reg. No. 1962/000738/06.` }) },
];
