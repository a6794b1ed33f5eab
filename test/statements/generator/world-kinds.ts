// Kinds of document not modelled before (written from what such documents look like, without reading the reader):
// a US fintech / neobank business statement (summary of money in and out, one signed Amount list without a running
// balance, card last4 in long counterparty names, checking and treasury accounts one after the other) and a
// transaction export printed from a spreadsheet (a grid under a title line, no period, opening or closing printed,
// Chase-like Details / Type / Check or Slip # columns, row numbers and column letters, Excel's General number format).
// world-kinds2.ts and world-kinds3.ts have the others.

import type { Rng } from './prng.ts';
import type { Content, ContentOptions, ModelTxn } from './model.ts';
import { BILLS, CUSTOMERS, LANDLORDS, LOAN_SERVICERS, UNKNOWN_LENDERS, US_BANKS, US_FUNDERS, VENDORS } from './names.ts';
import type { LayoutDef, RenderedStatement } from './layouts.ts';
import type { Doc } from './render.ts';
import { fmtDate, num, NUM } from './world-format.ts';
import { kindOf } from './world-locale.ts';
import { cols, cut, grid, worldFooter, type GRow } from './world-grid.ts';
import { extraContent, mergeMonths, printedAll, total, truthRows } from './world-extra.ts';

/** The holder as printed: the legal name, and a DBA line when the business has a trade name (the truth names both). */
export const holderLines = (c: Content): string[] => [c.business.legalName, ...(c.business.tradeName ? [`DBA ${c.business.tradeName}`] : [])];
const title = (s: string): string => s.toLowerCase().replace(/\b([a-z])/g, (m) => m.toUpperCase());
const PROCESSORS: Record<string, string> = {
  'SQUARE INC': 'Square Inc', CLOVER: 'Clover Merchant Services', STRIPE: 'Stripe Payments Company', 'TOAST INC': 'Toast Inc Payouts',
  HEARTLAND: 'Heartland Payment Systems LLC', WORLDPAY: 'Worldpay Merchant Settlement', BANKCARD: 'Bankcard Settlement Services',
  SHOPIFY: 'Shopify Payments (USA) Inc', PAYPAL: 'PayPal Inc Transfer', 'FISERV MERCH': 'Fiserv Merchant Services',
};
const find = <T>(d: string, xs: readonly T[], key: (x: T) => string): T | undefined => xs.find((x) => d.includes(key(x).toUpperCase()));

/** The counterparty a US model row names (processor, funder, vendor, biller, customer), or null. */
function counterparty(t: ModelTxn): string | null {
  const d = t.description.toUpperCase();
  const proc = Object.keys(PROCESSORS).find((p) => d.includes(p));
  if (proc) return PROCESSORS[proc]!;
  if (t.funder) return US_FUNDERS.find((f) => f.canonical === t.funder)?.descriptor ?? t.funder;
  const funding = find(d, US_FUNDERS, (f) => f.descriptor)?.descriptor ?? find(d, UNKNOWN_LENDERS, (x) => x);
  if (funding) return funding;
  const v = find(d, VENDORS, (x) => x[0]);
  if (v) return title(v[0]);
  const b = find(d, BILLS, (x) => x[0]) ?? find(d, LOAN_SERVICERS, (x) => x[0]);
  if (b) return b[0] === 'IRS' ? 'IRS USATAXPYMT' : title(b[0]);
  const l = find(d, LANDLORDS, (x) => x) ?? find(d, CUSTOMERS, (x) => x);
  return l ? title(l) : null;
}

// ---------------------------------------------------------------- 1. fintech / neobank statement

const FINTECHS = ['Lumora', 'Keelson', 'Brightwire', 'Parcelo', 'Tallyfin', 'Northwind Money'];
const info = new WeakMap<Content, { partner: string; cards: string[]; verb: boolean }>();

function fintechDesc(rng: Rng, t: ModelTxn, o: { cards: string[]; verb: boolean; dot: string; other4: string; savings: boolean }): string {
  const cp = counterparty(t);
  const dot = o.dot;
  const card = rng.pick(o.cards);
  switch (kindOf(t)) {
    case 'card_settlement': return o.verb ? `Deposit from ${cp}` : `${cp}${dot}${rng.pick(['Payout', 'ACH In', `ST-${rng.alnum(10)}`])}`;
    case 'customer': return o.verb ? `ACH from ${cp ?? 'Customer'}` : `${cp ?? 'Customer'}${dot}${rng.pick(['Invoice', 'ACH In'])} ${rng.digits(5)}`;
    case 'cash': return rng.pick(['Mobile check deposit', 'Check deposit', 'Remote check deposit']);
    case 'p2p': return `Payment from ${title(t.description.replace(/^.*FROM /i, '').split(' ').slice(0, 2).join(' '))}`;
    case 'wire_in': return `Wire from ${cp ?? 'Customer'}${dot}IMAD ${rng.digits(8)}${rng.alnum(6)}`;
    case 'funding': return `ACH from ${cp ?? 'Lender'} FUNDING`;
    case 'funder': return o.verb ? `ACH to ${cp}` : `${cp}${dot}ACH Pull`;
    case 'card': return o.verb ? `Debit card ••${card} ${cp ?? 'Purchase'} #${rng.digits(4)}` : `${cp ?? 'Card purchase'} #${rng.digits(4)} (Card ${card})`;
    case 'transfer_in': return `Transfer from ${o.savings ? 'Checking' : 'Treasury'} ••${o.other4}`;
    case 'transfer_out': return `Transfer to ${o.savings ? 'Checking' : 'Treasury'} ••${o.other4}`;
    case 'interest': return o.savings ? rng.pick(['Treasury yield', 'Interest payment', 'Interest earned']) : 'Interest payment';
    case 'cheque': return `Check #${t.checkNumber ?? rng.int(1001, 1999)}`;
    case 'bank_fee': return rng.pick(['Monthly plan fee', 'Account fee', 'Wire fee']);
    case 'nsf': return rng.pick(['Returned item fee', 'Overdraft fee']);
    case 'refund': return /FEE/i.test(t.description) ? 'Fee refund' : 'Card refund · Amazon Marketplace';
    case 'fee': return `${cp ?? 'Processor'}${dot}Processing fees`;
    case 'wire_out': return `Wire to ${cp ?? 'Vendor'}`;
    default: return o.verb ? `ACH to ${cp ?? 'Vendor'}` : `${cp ?? 'Vendor'}${dot}${rng.pick(['ACH Out', 'Bill pay', 'Autopay'])}`;
  }
}

function typeWord(t: ModelTxn): string {
  const k = kindOf(t);
  return k === 'card' ? 'Card' : k === 'cheque' || k === 'cash' ? 'Check' : k.startsWith('transfer') ? 'Transfer' : k.startsWith('wire') ? 'Wire'
    : k === 'interest' ? 'Interest' : k === 'bank_fee' || k === 'nsf' ? 'Fee' : 'ACH';
}

function prepareFintech(rng: Rng, c: Content): void {
  const brand = rng.pick(FINTECHS);
  const cards = Array.from({ length: rng.int(1, 3) }, () => rng.digits(4));
  const verb = rng.chance(0.5);
  const dot = rng.pick([' · ', ' - ', '; ']);
  info.set(c, { partner: rng.pick(US_BANKS), cards, verb });
  c.bankName = brand;
  const num4 = new Map<string, string>(c.statements.map((s) => [s.accountType, s.last4 ?? '']));
  for (const s of c.statements) {
    s.bankName = brand;
    printedAll(s);
    const savings = s.accountType === 'savings';
    s.productName = savings ? rng.pick(['Treasury', 'Savings', 'Reserve']) : rng.pick(['Checking', 'Business Checking', 'Operating']);
    const other4 = num4.get(savings ? 'checking' : 'savings') || rng.digits(4);
    for (const t of s.txns) { t.description = fintechDesc(rng, t, { cards, verb, dot, other4, savings }); t.checkNumber = null; }
  }
  c.traits = ['signed_currency_amounts', 'no_balance_column', 'summary_money_in_out', 'card_last4_in_description', 'partner_bank_in_footer',
    ...(c.statements.length > 1 && c.statements.some((s) => s.accountType === 'savings') ? ['several_accounts'] : [])];
}

function renderFintech(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const dash = rng.pick(['-', '–']);
  const plus = rng.chance(0.4) ? '+' : '';
  const money = (cents: number, neg: boolean) => `${neg ? dash : plus}$${num(cents)}`;
  const bal = (cents: number) => `${cents < 0 ? dash : ''}$${num(cents)}`;
  const df = rng.pick(['Mon D', 'Mon DD', 'MM/DD', 'MM/DD/YYYY', 'Mon D, YYYY']);
  const words = rng.pick([['Starting balance', 'Money in', 'Money out', 'Ending balance'], ['Beginning balance', 'Deposits', 'Withdrawals', 'Ending balance'],
    ['Opening balance', 'Total in', 'Total out', 'Closing balance'], ['Start balance', 'Incoming', 'Outgoing', 'End balance']]);
  const across = rng.chance(0.5);
  const typeCol = rng.chance(0.4);
  const newest = rng.chance(0.25);
  const out: RenderedStatement[] = [];
  // Months oldest first, each account of the month after the other (the model lists accounts one after the other).
  const order = [...c.statements].sort((a, b) => a.periodEnd.localeCompare(b.periodEnd) || a.accountType.localeCompare(b.accountType));
  for (const [i, s] of order.entries()) {
    if (i > 0 && s.periodEnd !== order[i - 1]!.periodEnd) { d.onNewPage = null; d.newPage(); }
    if (i === 0 || s.periodEnd !== order[i - 1]!.periodEnd) {
      d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 8 });
      d.text(rng.pick(['Account statement', 'Monthly statement', 'Statement']), st.right, d.y, { align: 'right', bold: true, size: st.size + 1 });
      d.y += (st.size + 8) * 1.5;
      d.text(`${fmtDate(s.periodStart, 'Month D, YYYY')} ${dash} ${fmtDate(s.periodEnd, 'Month D, YYYY')}`, st.right, d.y, { align: 'right' });
      for (const l of [...holderLines(c), c.business.street, `${c.business.city}, ${c.business.region} ${c.business.postal}`]) { d.text(l, st.left, d.y); d.y += st.lead; }
      d.y += st.lead;
    }
    d.ensure(st.lead * 10);
    d.text(`${s.productName} ••${s.last4}`, st.left, d.y, { bold: true, size: st.size + 3 });
    if (rng.chance(0.6)) d.text(`Account number ${s.accountNumber}   Routing ${rng.digits(9)}`, st.right, d.y, { align: 'right', size: st.size - 0.5 });
    d.y += (st.size + 3) * 1.6;
    const figs = [bal(s.beginning), `${plus}$${num(total(s, 'credit'))}`, `${rng.chance(0.5) ? dash : ''}$${num(total(s, 'debit'))}`, bal(s.ending)];
    if (across) {
      const w = (st.right - st.left) / 4;
      words.forEach((l, k) => { d.text(l, st.left + k * w, d.y, { size: st.size - 0.5, color: '#555555' }); d.text(figs[k]!, st.left + k * w, d.y + st.lead, { bold: true, size: st.size + 2 }); });
      d.y += st.lead * 3;
    } else {
      words.forEach((l, k) => { d.text(l, st.left, d.y); d.text(figs[k]!, st.left + 180, d.y, { align: 'right' }); d.y += st.lead; });
      d.y += st.lead;
    }
    const amtW = d.width('-$999,999.99') + rng.int(8, 20);
    const cs = cols(rng, d, [
      { key: 'date', label: ['Date'], w: d.width(fmtDate('2026-12-28', df)) + 8, align: 'left' },
      { key: 'description', label: [rng.pick(['Description', 'To / From', 'Counterparty'])], w: 0, align: 'left' },
      ...(typeCol ? [{ key: 'type', label: ['Type'], w: d.width('Transfer') + 8, align: 'left' as const }] : []),
      { key: 'amount', label: ['Amount'], w: amtW, align: 'right' },
    ]);
    const txns = newest ? [...s.txns].reverse() : s.txns;
    const rows: GRow[] = txns.map((t) => ({ cells: { date: fmtDate(t.date, df), description: t.description, type: typeWord(t), amount: money(t.cents, t.direction === 'debit') } }));
    grid(d, cs, rows, { title: rng.pick(['Transactions', 'Activity', `${s.productName} transactions`]), continued: '{t} (continued)', rules: rng.chance(0.5) });
    if (rows.length === 0) { d.text('No transactions this period', st.left, d.y); d.y += st.lead; }
    d.y += st.lead * 1.5;
    out.push({ statement: s, rows: truthRows(s, 'none') });
  }
  if (newest) c.traits!.push('newest_first');
  return out;
}

// ---------------------------------------------------------------- 2. spreadsheet export printed to PDF

const sheet = new WeakMap<Content, { exported: string }>();

function prepareSheet(rng: Rng, c: Content): void {
  mergeMonths(c);
  const s = c.statements[0]!;
  // An export of any date range: from a day near the start of the history to one near its end.
  const days = [...new Set(s.txns.map((t) => t.date))];
  const a = days[rng.int(0, Math.min(8, days.length - 2))]!, b = days[rng.int(Math.max(days.indexOf(a) + 1, days.length - 8), days.length - 1)]!;
  cut(s, a, b);
  s.periodStart = s.txns[0]!.date;
  s.periodEnd = s.txns.at(-1)!.date;
  s.derived = { period: true, beginning_balance: true, ending_balance: true };
  sheet.set(c, { exported: fmtDate(b, 'YYYY-MM-DD') });
  // An export prints the holder's name with the account, never an address: no state to read.
  c.business.region = null;
  c.traits = ['no_period_printed', 'no_opening_printed', 'no_closing_printed', 'spreadsheet_grid'];
}

/** Excel's General format: no separators, no trailing zeros (1200, 45.5). */
const general = (cents: number): string => String(Math.abs(cents) / 100);

function renderSheet(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const s = c.statements[0]!;
  const v = rng.pick(['chase', 'split', 'signed'] as const);
  const df = rng.pick(['M/D/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD']);
  const gen = rng.chance(0.3);
  const parens = !gen && rng.chance(0.2);
  const sep = rng.chance(0.5) ? NUM.us : NUM.plain;
  const fig = (cents: number, neg: boolean) => gen ? `${neg ? '-' : ''}${general(cents)}` : parens && neg ? `(${num(cents, sep)})` : `${neg ? '-' : ''}${num(cents, sep)}`;
  const newest = rng.chance(0.5);
  const heads = rng.chance(0.3);
  const upper = rng.chance(0.5);
  const exported = sheet.get(c)!.exported;
  // Title lines above the grid: account and export date, never a period or a balance.
  d.text(`${s.bankName} ${rng.pick(['- Account Activity', 'Transaction Export', '- Download'])}`, st.left, d.y, { bold: true, size: st.size + 3 });
  d.y += (st.size + 3) * 1.5;
  d.text(`${rng.pick(['Account:', 'Account name:'])} ${holderLines(c).join(' ')} - ${s.productName} ${rng.pick([`...${s.last4}`, `(${s.accountNumber})`, `XXXX${s.last4}`])}`, st.left, d.y);
  if (rng.chance(0.7)) d.text(`${rng.pick(['Exported on', 'Downloaded', 'Created'])} ${fmtDate(exported, df)}`, st.right, d.y, { align: 'right' });
  d.y += st.lead * 2;
  const dateW = d.width('12/28/2026') + 8, amtW = d.width('-999,999.99') + rng.int(6, 14);
  type Spec = { key: string; label: string[]; w: number; align: 'left' | 'right'; wrap?: boolean };
  const chk: Spec = { key: 'check', label: ['Check or Slip #'], w: d.width('Check or Slip #', true) + 4, align: 'left' };
  const specs: Spec[] = v === 'chase'
    ? [{ key: 'details', label: ['Details'], w: d.width('CREDIT', true) + 6, align: 'left' }, { key: 'date', label: ['Posting Date'], w: dateW + 8, align: 'left' },
      { key: 'description', label: ['Description'], w: 0, align: 'left' }, { key: 'amount', label: ['Amount'], w: amtW, align: 'right' },
      { key: 'type', label: ['Type'], w: d.width('FEE_TRANSACTION') + 4, align: 'left' }, { key: 'balance', label: ['Balance'], w: amtW, align: 'right' }, chk]
    : v === 'split'
      ? [{ key: 'date', label: [rng.pick(['Posted Date', 'Date', 'Post Date'])], w: dateW, align: 'left' }, chk, { key: 'description', label: ['Description'], w: 0, align: 'left' },
        { key: 'debit', label: [rng.pick(['Debit', 'Withdrawals'])], w: amtW, align: 'right' }, { key: 'credit', label: [rng.pick(['Credit', 'Deposits'])], w: amtW, align: 'right' },
        { key: 'balance', label: ['Balance'], w: amtW, align: 'right' }]
      : [{ key: 'date', label: ['Date'], w: dateW, align: 'left' }, { key: 'description', label: ['Description'], w: 0, align: 'left' },
        { key: 'amount', label: ['Amount'], w: amtW, align: 'right' }, { key: 'balance', label: [rng.pick(['Running Bal.', 'Balance'])], w: amtW, align: 'right' }];
  if (heads) {
    // Printed with row and column headings: a letter over each column, a row number before each line.
    specs.forEach((sp, i) => { sp.label = [String.fromCharCode(65 + i), ...sp.label]; });
    specs.unshift({ key: 'row', label: ['', '1'], w: d.width('999') + 2, align: 'right' });
    c.traits!.push('row_numbers_and_column_letters');
  }
  const cs = cols(rng, d, specs);
  const checkAfter = v === 'chase';
  const txns = newest ? [...s.txns].reverse() : s.txns;
  const chaseType = (t: ModelTxn): string => {
    const k = kindOf(t);
    return k === 'cheque' ? 'CHECK_PAID' : k === 'card' ? 'DEBIT_CARD' : k.startsWith('transfer') ? 'ACCT_XFER' : k === 'bank_fee' || k === 'nsf' ? 'FEE_TRANSACTION'
      : k === 'cash' ? 'CHECK_DEPOSIT' : k.startsWith('wire') ? (t.direction === 'credit' ? 'WIRE_INCOMING' : 'WIRE_OUTGOING') : t.direction === 'credit' ? 'ACH_CREDIT' : 'ACH_DEBIT';
  };
  const rows: GRow[] = txns.map((t, i) => {
    let desc = upper ? t.description.toUpperCase() : t.description;
    const isCheck = t.checkNumber !== null && t.description === 'CHECK';
    if (isCheck) {
      const word = upper ? 'CHECK' : 'Check';
      // The description is the row's text other than date and figures: the number column joins it in reading order.
      t.description = checkAfter || v === 'signed' ? `${word} ${t.checkNumber}` : `${t.checkNumber} ${word}`;
      desc = v === 'signed' ? t.description : word;
    } else t.description = desc;
    const neg = t.direction === 'debit';
    return { cells: { row: String(i + 2), details: isCheck ? 'CHECK' : neg ? 'DEBIT' : 'CREDIT', date: fmtDate(t.date, df), description: desc,
      amount: fig(t.cents, neg), ...(v === 'split' ? { [t.direction]: fig(t.cents, false) } : {}), type: chaseType(t),
      check: isCheck && v !== 'signed' ? String(t.checkNumber) : '', balance: fig(t.balanceAfter, t.balanceAfter < 0) } };
  });
  grid(d, cs, rows, { rules: true, shade: rng.chance(0.4) });
  c.traits!.push(`${v}_columns`, ...(newest ? ['newest_first'] : []), ...(gen ? ['general_number_format'] : []), ...(parens ? ['parenthesised_negatives'] : []));
  return [{ statement: s, rows: truthRows(s, 'every') }];
}

const sheetContent = (rng: Rng): ContentOptions => ({ ...extraContent([1, 2])(rng), density: rng.float(0.6, 1.3) });

export const KIND_LAYOUTS: readonly LayoutDef[] = [
  { name: 'fintech_statement', description: 'US fintech / neobank business statement: money in / money out summary, one Date / Description / Amount list with -$1,234.56 / +$ amounts and no balance, card last4 in long counterparty names, checking and treasury accounts one after the other, partner bank in the footer',
    content: (rng) => ({ ...extraContent([1, 2])(rng), accounts: rng.chance(0.45) ? 2 : 1 }), prepare: prepareFintech, render: renderFintech,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName} is a financial technology company, not a bank. Banking services provided by ${info.get(c)!.partner}, Member FDIC.`, pageFmt: rng.pick(['Page {p} of {t}', '{p} / {t}']) }) },
  { name: 'spreadsheet_export', description: 'transaction export printed from a spreadsheet: a title line, a grid (Details / Posting Date / Description / Amount / Type / Balance / Check or Slip #, or Debit / Credit, or signed Amount), no period, opening or closing, newest first half the time, row numbers and column letters, General number format',
    content: sheetContent, prepare: prepareSheet, render: renderSheet,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName.replace(/\W+/g, '_')}_Activity_${c.statements[0]!.last4}.csv`, pageFmt: rng.pick(['Page {p}', 'Page {p} of {t}']) }) },
];
