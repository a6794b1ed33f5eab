// More kinds of document (see world-kinds.ts): an account-history printout whose list mixes pending items into the
// posted ones (a Status column, `PENDING` in the balance column, or in the date column), and a multi-currency
// business account (Wise/Revolut-like) with one section per currency, conversions printed in both pockets.

import type { Rng } from './prng.ts';
import type { Content, ModelStatement, ModelTxn } from './model.ts';
import { addDays, toDay } from './dates.ts';
import { CUSTOMERS } from './names.ts';
import type { LayoutDef, RenderedStatement } from './layouts.ts';
import type { Doc } from './render.ts';
import { fmtDate, num } from './world-format.ts';
import { kindOf, localise, numberChecks, rechain } from './world-locale.ts';
import { cols, grid, worldFooter, type GRow } from './world-grid.ts';
import { holderLines } from './world-kinds.ts';
import { extraContent, printedAll, total, truthRows } from './world-extra.ts';

// ---------------------------------------------------------------- 3. pending items inside the list

type PendVariant = 'status' | 'balance' | 'date';
const pend = new WeakMap<Content, { printedOn: string; variant: PendVariant; opening: boolean }>();

function preparePending(rng: Rng, c: Content): void {
  numberChecks(c);
  const s = c.statements[0]!;
  const days = [...new Set(s.txns.map((t) => t.date))];
  const printedOn = days[rng.int(Math.min(8, days.length - 2), days.length - 2)]!;
  const variant = rng.weighted([['status', 4], ['balance', 3], ['date', 2]] as const);
  // Today's items are pending; card purchases of the last three days may still be authorisations (not in the 'date'
  // variant, where every pending item stands on top without a date). A pending debit's overdraft fee is never
  // charged, so fees of pending days go.
  const recent = addDays(printedOn, -3);
  const pending = new Set(s.txns.filter((t) => t.date === printedOn || (variant !== 'date' && t.date >= recent && kindOf(t) === 'card' && rng.chance(0.7))));
  const keep = s.txns.filter((t) => t.date <= printedOn && !(pending.has(t) && t.category === 'nsf_fee'));
  s.pending = keep.filter((t) => pending.has(t)).map((t) => ({ date: variant === 'date' ? printedOn : t.date, description: t.description, cents: t.cents, direction: t.direction }));
  s.txns = keep.filter((t) => !pending.has(t));
  rechain([s]);
  s.periodEnd = printedOn;
  const opening = rng.chance(0.5);
  s.derived = { period: false, beginning_balance: !opening, ending_balance: false };
  pend.set(c, { printedOn, variant, opening });
  c.business.region = null;   // the printout names the holder with the account, never an address
  c.traits = ['pending_rows', 'pending_in_table', `pending_${variant}_column`, 'available_balance'];
}

function renderPending(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const s = c.statements[0]!;
  const { printedOn, variant, opening } = pend.get(c)!;
  const df = rng.pick(['MM/DD/YYYY', 'MM/DD/YY', 'Mon D, YYYY']);
  const sym = rng.chance(0.6) ? '$' : '';
  const money = (cents: number, neg: boolean) => `${neg ? '-' : ''}${sym}${num(cents)}`;
  d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 6 });
  d.text(rng.pick(['Account History', 'Transaction History', 'Account Activity']), st.right, d.y, { bold: true, align: 'right', size: st.size + 2 });
  d.y += (st.size + 6) * 1.7;
  const pendingDebits = (s.pending ?? []).filter((p) => p.direction === 'debit').reduce((a, p) => a + p.cents, 0);
  const lines: [string, string][] = [
    ['Account', `${holderLines(c).join(' ')} - ${s.productName} ${rng.pick([`...${s.last4}`, `x${s.last4}`, s.accountNumber])}`],
    [rng.pick(['Date range', 'Period', 'Showing']), `${fmtDate(s.periodStart, 'MM/DD/YYYY')} ${rng.pick(['to', '-', 'through'])} ${fmtDate(s.periodEnd, 'MM/DD/YYYY')}`],
    ...(opening ? [[`Beginning balance on ${fmtDate(s.periodStart, 'MM/DD/YYYY')}`, money(Math.abs(s.beginning), s.beginning < 0)] as [string, string]] : []),
    [rng.pick(['Ledger balance', 'Current balance', 'Posted balance']), money(Math.abs(s.ending), s.ending < 0)],
    ['Available balance', money(Math.abs(s.ending - pendingDebits), s.ending - pendingDebits < 0)],
  ];
  const lw = Math.max(...lines.map(([k]) => d.width(`${k}:`, true))) + 10;
  for (const [k, v] of lines) { d.text(`${k}:`, st.left, d.y, { bold: true }); d.text(v, st.left + lw, d.y); d.y += st.lead; }
  d.text(`As of ${fmtDate(printedOn, 'MM/DD/YYYY')} ${rng.int(7, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} AM ET`, st.right, d.y - st.lead, { align: 'right', size: st.size - 1 });
  d.y += st.lead;
  const split = rng.chance(0.5);
  const amtW = d.width('-$999,999.99') + rng.int(6, 14);
  const cs = cols(rng, d, [
    { key: 'date', label: ['Date'], w: Math.max(d.width('PENDING', true), d.width(fmtDate('2026-12-28', df))) + 8, align: 'left' },
    { key: 'description', label: ['Description'], w: 0, align: 'left' },
    ...(variant === 'status' ? [{ key: 'status', label: ['Status'], w: d.width('Pending', true) + 8, align: 'left' as const }] : []),
    ...(split ? [{ key: 'debit', label: [rng.pick(['Debit', 'Withdrawals'])], w: amtW, align: 'right' as const }, { key: 'credit', label: [rng.pick(['Credit', 'Deposits'])], w: amtW, align: 'right' as const }]
      : [{ key: 'amount', label: ['Amount'], w: amtW, align: 'right' as const }]),
    { key: 'balance', label: ['Balance'], w: amtW, align: 'right' },
  ]);
  const word = rng.pick(['Pending', 'PENDING']);
  const amount = (cents: number, dir: string): Record<string, string> => (split ? { [dir]: money(cents, false) } : { amount: money(cents, dir === 'debit') });
  type E = { date: string; row: GRow };
  const posted: E[] = s.txns.map((t) => ({ date: t.date, row: { cells: { date: fmtDate(t.date, df), description: t.description, status: 'Posted', ...amount(t.cents, t.direction), balance: money(Math.abs(t.balanceAfter), t.balanceAfter < 0) } } }));
  const pending: E[] = (s.pending ?? []).map((p) => ({ date: p.date, row: { cells: { date: variant === 'date' ? word : fmtDate(p.date, df), description: p.description,
    status: 'Pending', ...amount(p.cents, p.direction), balance: variant === 'balance' ? word : '' } } }));
  // Oldest first, pending items after the posted ones of their day; reversed when the list is newest first.
  const all = [...posted, ...pending].sort((a, b) => toDay(a.date) - toDay(b.date));
  const newest = rng.chance(0.6);
  grid(d, cs, (newest ? all.reverse() : all).map((e) => e.row), { rules: rng.chance(0.5), shade: rng.chance(0.4), title: rng.chance(0.5) ? 'Transactions' : null });
  if (newest) c.traits!.push('newest_first');
  return [{ statement: s, rows: truthRows(s, 'every') }];
}

// ---------------------------------------------------------------- 4. multi-currency wallet

const CUR: Record<string, { sym: string; rate: number; account: (rng: Rng) => string }> = {
  USD: { sym: '$', rate: 1, account: (rng) => `Account number ${rng.digits(10)}   ACH routing ${rng.digits(9)}` },
  EUR: { sym: '€', rate: 0.92, account: (rng) => `IBAN BE${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}   BIC TRWIBEB1XXX` },
  GBP: { sym: '£', rate: 0.79, account: (rng) => `Account number ${rng.digits(8)}   Sort code ${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)}` },
  CAD: { sym: 'C$', rate: 1.36, account: (rng) => `Account number ${rng.digits(7)}   Institution 621 Transit ${rng.digits(5)}` },
  AUD: { sym: 'A$', rate: 1.52, account: (rng) => `Account number ${rng.digits(9)}   BSB ${rng.digits(3)}-${rng.digits(3)}` },
};
const wallet = new WeakMap<Content, { details: Map<ModelStatement, string>; brand: string }>();

const txn = (date: string, description: string, cents: number, direction: 'credit' | 'debit', category: ModelTxn['category'], bankFee = false): ModelTxn =>
  ({ date, description, cents, direction, category, checkNumber: null, bankFee, funder: null, knownLender: false, balanceAfter: 0 });

/** A foreign pocket: payments from customers abroad, card spend, supplier payments, fees; conversions added later. */
function pocket(rng: Rng, main: ModelStatement, cur: string): ModelStatement {
  const span = toDay(main.periodEnd) - toDay(main.periodStart);
  const dates = Array.from({ length: rng.int(3, 12) }, () => addDays(main.periodStart, rng.int(0, span))).sort();
  const r = CUR[cur]!.rate;
  const txns = dates.map((date) => rng.weighted([
    [() => txn(date, `Received money from ${rng.pick(['KESSLER HANDEL GMBH', 'ATELIER MARCEAU SARL', 'NORDVIK AS', 'BRIGHTSIDE TRADING LTD', ...CUSTOMERS])} with reference INV-${rng.digits(4)}`, Math.round(rng.cents(150, 9000) * r), 'credit', 'revenue'), 5],
    [() => txn(date, `Card transaction of ${rng.pick(['Amazon EU', 'Google Ireland', 'Meta Platforms', 'Shopify', 'Canva Pty'])} ${cur}`, Math.round(rng.cents(10, 400) * r), 'debit', 'other'), 3],
    [() => txn(date, `Sent money to ${rng.pick(['Fornitura Tessile SRL', 'Van Dijk Logistiek BV', 'Pacific Packaging Ltd', 'Hoffmann Druck GmbH'])}`, Math.round(rng.cents(100, 3000) * r), 'debit', 'other'), 2],
  ] as const)());
  return { bankName: main.bankName, accountNumber: '', last4: null, accountType: 'checking', productName: `${cur} balance`, periodStart: main.periodStart,
    periodEnd: main.periodEnd, beginning: Math.round(rng.cents(500, 20000) * r), ending: 0, txns, currency: cur };
}

/** Insert a row at the end of its day (a conversion posts after the day's other items). */
function insertByDate(s: ModelStatement, t: ModelTxn): void {
  const i = s.txns.findIndex((x) => x.date > t.date);
  s.txns.splice(i < 0 ? s.txns.length : i, 0, t);
}

function prepareWallet(rng: Rng, c: Content): void {
  if (rng.chance(0.4)) localise(rng, c, 'UK'); else numberChecks(c);
  const brand = rng.pick(['Wayfarer', 'Orbitpay', 'Kinto', 'Flowbridge']);
  const main = c.statements[0]!;
  // An e-money account cannot be overdrawn: no overdraft fees, and the balance starts high enough (below).
  main.txns = main.txns.filter((t) => t.category !== 'nsf_fee');
  c.bankName = brand;
  main.bankName = brand;
  main.productName = `${main.currency} balance`;
  const others = rng.shuffle(Object.keys(CUR).filter((k) => k !== main.currency)).slice(0, rng.int(1, 3));
  const pockets = others.map((cur) => pocket(rng, main, cur));
  const span = toDay(main.periodEnd) - toDay(main.periodStart);
  for (const p of pockets) {
    const r = CUR[p.currency]!.rate / CUR[main.currency]!.rate;
    for (let k = rng.int(1, 3); k > 0; k--) {
      const date = addDays(main.periodStart, rng.int(0, span));
      const from = Math.round(rng.cents(200, 5000) / 100) * 100;
      const to = Math.round(from * r * rng.float(0.985, 0.995));
      const fee = rng.chance(0.6) ? Math.max(50, Math.round(from * 0.0045)) : 0;
      const out = rng.chance(0.75);   // main -> pocket, else pocket -> main
      const [a, b, ca, cb] = out ? [main, p, from, to] : [p, main, to, from];
      const desc = `Converted ${num(ca)} ${a.currency} to ${num(cb)} ${b.currency}`;
      insertByDate(a, txn(date, desc, ca, 'debit', 'transfer_out'));
      if (fee) insertByDate(a, txn(date, `Conversion fee ${a.currency}`, Math.round(fee * (out ? 1 : r)), 'debit', 'fee', true));
      insertByDate(b, txn(date, desc, cb, 'credit', 'transfer_in'));
    }
  }
  const details = new Map<ModelStatement, string>();
  for (const s of [main, ...pockets]) {
    rechain([s]);
    // A balance never goes below zero (money is converted in before it is spent): start it high enough.
    const low = Math.min(0, ...s.txns.map((t) => t.balanceAfter));
    if (low < 0) { s.beginning += -low + rng.cents(20, 500); rechain([s]); }
    printedAll(s);
    const line = CUR[s.currency]?.account(rng) ?? `Account number ${s.accountNumber}   Sort code ${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)}`;
    details.set(s, line);
    const digits = line.split('   ')[0]!.replace(/\D/g, '');
    s.accountNumber = digits;
    s.last4 = digits.slice(-4);
    s.bankName = brand;
  }
  c.statements = [main, ...pockets];
  c.financialsCurrency = main.currency;
  wallet.set(c, { details, brand });
  c.traits = ['several_currencies', 'currency_codes', 'conversion_rows_in_both_pockets', 'section_per_currency'];
}

function renderWallet(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const { details } = wallet.get(c)!;
  const uk = c.business.country === 'United Kingdom';
  const df = uk ? rng.pick(['D Mon YYYY', 'DD/MM/YYYY', 'D Month YYYY']) : rng.pick(['Mon D, YYYY', 'Month D, YYYY', 'D Mon YYYY']);
  const symbols = rng.chance(0.5);
  const fig = (cents: number, cur: string, neg = false) => (symbols ? `${neg || cents < 0 ? '-' : ''}${CUR[cur]?.sym ?? ''}${num(cents)}` : `${neg || cents < 0 ? '-' : ''}${num(cents)} ${cur}`);
  const inFirst = rng.chance(0.5);
  const newest = rng.chance(0.5);
  const tz = rng.chance(0.5) ? ' [GMT]' : '';
  const words = rng.pick([['Paid in', 'Paid out'], ['Money in', 'Money out'], ['Incoming', 'Outgoing']]);
  const out: RenderedStatement[] = [];
  for (const [i, s] of c.statements.entries()) {
    if (i > 0) { d.onNewPage = null; d.newPage(); }
    d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 8 });
    d.text(`${s.currency} statement`, st.right, d.y, { bold: true, align: 'right', size: st.size + 4 });
    d.y += (st.size + 8) * 1.6;
    d.text(`${fmtDate(s.periodStart, df)}${tz} - ${fmtDate(s.periodEnd, df)}${tz}`, st.right, d.y, { align: 'right' });
    for (const l of [...holderLines(c), c.business.street, [c.business.city, c.business.region, c.business.postal].filter(Boolean).join(' '), c.business.country]) { d.text(l, st.left, d.y); d.y += st.lead; }
    d.y += st.lead * 0.5;
    d.text(details.get(s)!, st.left, d.y, { size: st.size - 0.5 });
    d.y += st.lead * 2;
    const sum: [string, string][] = [[`Opening balance on ${fmtDate(s.periodStart, df)}`, fig(s.beginning, s.currency)], [words[0]!, fig(total(s, 'credit'), s.currency)],
      [words[1]!, fig(total(s, 'debit'), s.currency)], [`Closing balance on ${fmtDate(s.periodEnd, df)}`, fig(s.ending, s.currency)]];
    for (const [k, v] of sum) { d.text(k, st.left, d.y); d.text(v, st.left + 260, d.y, { align: 'right', bold: k.startsWith('Closing') }); d.y += st.lead; }
    d.y += st.lead;
    const amtW = d.width('-999,999.99 EUR') + rng.int(4, 12);
    const money = [{ key: 'credit', label: [words[0]!], w: amtW, align: 'right' as const }, { key: 'debit', label: [words[1]!], w: amtW, align: 'right' as const }];
    const cs = cols(rng, d, [{ key: 'date', label: ['Date'], w: d.width(fmtDate('2026-09-28', df)) + 8, align: 'left' }, { key: 'description', label: ['Description'], w: 0, align: 'left' },
      ...(inFirst ? money : money.reverse()), { key: 'balance', label: ['Balance'], w: amtW, align: 'right' }]);
    const txns = newest ? [...s.txns].reverse() : s.txns;
    const rows: GRow[] = txns.map((t) => ({ cells: { date: fmtDate(t.date, df), description: t.description, [t.direction]: fig(t.cents, s.currency), balance: fig(t.balanceAfter, s.currency) } }));
    grid(d, cs, rows, { title: rng.pick(['Transactions', `${s.currency} transactions`]), rules: rng.chance(0.5) });
    if (!rows.length) { d.text('No transactions in this period', st.left, d.y); d.y += st.lead; }
    out.push({ statement: s, rows: truthRows(s, 'every') });
  }
  if (newest) c.traits!.push('newest_first');
  if (!symbols) c.traits!.push('currency_code_after_amount');
  return out;
}

export const KIND_LAYOUTS_2: readonly LayoutDef[] = [
  { name: 'pending_in_table', description: 'account-history printout whose list mixes pending items among the posted ones: a Status column (Pending / Posted), PENDING in the balance column, or PENDING in the date column; pending items are never transactions; ledger and available balance printed',
    content: extraContent([1, 1], { yearBoundary: 0.1 }), prepare: preparePending, render: renderPending,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName}. Member FDIC. Pending transactions are subject to change and may not post.`, printed: `Printed ${fmtDate(pend.get(c)!.printedOn, 'MM/DD/YYYY')}` }) },
  { name: 'multi_currency_wallet', description: 'multi-currency business account (Wise/Revolut-like): one section per currency (USD/GBP main, EUR, GBP, CAD, AUD pockets) with opening / closing balance, Paid in / Paid out / Balance, conversions printed in both pockets; one truth statement per currency',
    content: extraContent([1, 1], { density: 0.8 }), prepare: prepareWallet, render: renderWallet,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName} is authorised as an electronic money institution. Money held is safeguarded, not covered by deposit insurance.`, pageFmt: 'Page {p} of {t}' }) },
];
