// The layouts: how a statement of the content model is printed. Every layout randomises fonts, sizes, margins,
// column positions and wordings within its family; the truth rows are produced alongside the printed rows.

import type { Rng } from './prng.ts';
import { addDays as addDaysIso, formatDate, longDate, type DateFormat } from './dates.ts';
import type { Content, ContentOptions, ModelStatement, ModelTxn } from './model.ts';
import { Doc, balanceText, money, randomStyle, signed, type NegStyle, type Style } from './render.ts';
import { dollars, endOfDayBalances, type TruthTransaction } from './truth.ts';

export interface RenderedStatement { statement: ModelStatement; rows: TruthTransaction[] }

export interface LayoutDef {
  name: string;
  description: string;
  content: (rng: Rng) => ContentOptions;
  render: (rng: Rng, d: Doc, content: Content) => RenderedStatement[];
  style?: (rng: Rng) => Style;
  /** Change the content before drawing (world layouts: another country's names and currency, a cut-off date). */
  prepare?: (rng: Rng, content: Content) => void;
  /** Page footers other than the US legal text (world layouts: "printed on", a stamp over the table). */
  footer?: (rng: Rng, content: Content) => (d: Doc, page: number, total: number) => void;
  /** Rewrite the finished PDF's bytes (trait layouts: a font's ToUnicode map that lies about the glyphs). */
  postprocess?: (pdf: Uint8Array, content: Content) => Uint8Array;
}

// ---------------------------------------------------------------- shared pieces

export interface Wording { begin: string; end: string; credits: string; debits: string }
export const WORDINGS: readonly Wording[] = [
  { begin: 'Beginning balance', end: 'Ending balance', credits: 'Deposits and other credits', debits: 'Withdrawals and other debits' },
  { begin: 'Previous balance', end: 'New balance', credits: 'Deposits/Credits', debits: 'Withdrawals/Debits' },
  { begin: 'Opening balance', end: 'Closing balance', credits: 'Total deposits', debits: 'Total withdrawals' },
  { begin: 'Balance last statement', end: 'Balance this statement', credits: 'Additions', debits: 'Subtractions' },
  { begin: 'Starting balance', end: 'Ending balance', credits: 'Total credits', debits: 'Total debits' },
  { begin: 'Beginning Balance', end: 'Closing Balance', credits: 'Credits', debits: 'Debits' },
];

const LEGAL = [
  'In case of errors or questions about your electronic transfers, call or write us at the telephone number or address on this statement as soon as you can.',
  'Member FDIC. Equal Housing Lender. Deposit products offered by the bank named above.',
  'Please examine this statement at once. If no error is reported within 30 days the account will be considered correct.',
  'Important: interest rates and fees are subject to change. See the deposit account agreement for details.',
];

export function totals(s: ModelStatement): { credits: number; debits: number; nCredits: number; nDebits: number } {
  let credits = 0, debits = 0, nCredits = 0, nDebits = 0;
  for (const t of s.txns) {
    if (t.direction === 'credit') { credits += t.cents; nCredits++; } else { debits += t.cents; nDebits++; }
  }
  return { credits, debits, nCredits, nDebits };
}

export function printedAccount(rng: Rng, s: ModelStatement): string {
  const n = s.accountNumber;
  return rng.weighted([[n, 5], [`XXXXXX${n.slice(-4)}`, 2], [`****${n.slice(-4)}`, 2], [`${n.slice(0, 3)}-${n.slice(3, -4)}-${n.slice(-4)}`, 1]] as const);
}

export function periodLine(rng: Rng, s: ModelStatement, fmt?: DateFormat): string {
  const a = s.periodStart, b = s.periodEnd;
  const f = fmt ?? 'MM/DD/YYYY';
  return rng.pick([
    `${longDate(a)} through ${longDate(b)}`,
    `${longDate(a)} - ${longDate(b)}`,
    `Statement Period: ${formatDate(a, f)} - ${formatDate(b, f)}`,
    `For the period ${formatDate(a, 'MM/DD/YYYY')} to ${formatDate(b, 'MM/DD/YYYY')}`,
    `Statement period ${formatDate(a, 'Mon DD, YYYY')} to ${formatDate(b, 'Mon DD, YYYY')}`,
  ]);
}

function holderLines(c: Content, canada: boolean): string[] {
  const b = c.business;
  const lines = [b.legalName];
  if (b.tradeName) lines.push(`DBA ${b.tradeName}`);
  lines.push(b.street);
  lines.push(canada ? `${b.city} ${b.region}  ${b.postal}` : `${b.city} ${b.region} ${b.postal}`);
  return lines;
}

/** First-page block: bank, holder address, account and period, summary box. */
export interface HeaderOpts {
  wording: Wording; canada?: boolean; periodFmt?: DateFormat; account?: string; continuous?: boolean;
  bankHidden?: boolean;         // the bank's name is a logo image: printed only in the footer / as a web address
  noSummary?: boolean;          // the summary box is drawn elsewhere (beside the table)
  periodFields?: boolean;       // "Beginning date" / "Ending date" fields instead of a range
}

export function statementHeader(rng: Rng, d: Doc, c: Content, s: ModelStatement, o: HeaderOpts): void {
  const st = d.style;
  // A statement that follows another on the same page needs room for its header and summary; without this it
  // was drawn over the page footer (overlapping text no bank prints).
  if (o.continuous) d.ensure(st.lead * 14);
  // A statement with its own address block (the next month of a multi-month file) likewise needs room for the bank
  // name in large type, the address, the holder block and the summary (~20 lines): without it the header ran over
  // the footer and the summary box fell below the page, where no reader sees it. It starts a page of its own, which
  // carries no running header of the statement before.
  else if (d.y + (st.size + 8) * 1.6 + st.lead * 20 > st.bottom) { d.onNewPage = null; d.newPage(); }
  const top = d.y;
  const big = st.size + rng.int(4, 8);
  if (!o.bankHidden) d.text(s.bankName, st.left, top, { bold: true, size: big });
  else d.footerNote = bankFooter(rng, s.bankName);
  const acct = o.account ?? printedAccount(rng, s);
  const rightX = st.left + (st.right - st.left) * rng.float(0.5, 0.58);
  const period = periodLine(rng, s, o.periodFmt);
  if (o.periodFields) {
    d.text(`${rng.pick(['Beginning date', 'Start date'])}  ${longDate(s.periodStart)}`, st.right, top - st.lead * 1.3, { align: 'right' });
    d.text(`${rng.pick(['Ending date', 'End date'])}  ${longDate(s.periodEnd)}`, st.right, top, { align: 'right' });
  } else d.text(period, st.right, top, { align: 'right' });
  d.text(`${rng.pick(['Account Number:', 'Account number', 'Account #', 'Acct No.'])} ${acct}`, st.right, top + st.lead * 1.3, { align: 'right' });
  d.text(s.productName, st.right, top + st.lead * 2.6, { align: 'right', bold: true });
  let y = top + big * 1.6;
  if (!o.continuous) {
    d.text(o.canada ? `PO Box ${rng.int(100, 9999)} Station A, Toronto ON  M5W 1A1` : `P.O. Box ${rng.int(1000, 99999)}, Wilmington, DE 19850`, st.left, y, { size: st.size - 1 });
    y += st.lead * 2;
    const indent = st.left + rng.int(0, 30);
    for (const l of holderLines(c, o.canada ?? false)) { d.text(l, indent, y); y += st.lead; }
    // customer service box (noise)
    let yy = top + st.lead * 5;
    for (const l of ['Questions? Call 1-800-555-01' + rng.int(10, 99), 'Available 24 hours a day, 7 days a week', o.bankHidden ? 'Online: see our website below' : `Online: ${s.bankName.split(' ')[0]!.toLowerCase()}.example`]) {
      d.text(l, rightX, yy, { size: st.size - 0.5 }); yy += st.lead;
    }
    y = Math.max(y, yy) + st.lead;
  }
  d.y = y + st.lead * 0.5;
  if (o.noSummary) return;
  // summary box
  const t = totals(s);
  const w = o.wording;
  const withDates = rng.chance(0.4);
  const dollar = rng.chance(0.6);
  const minusDebits = rng.chance(0.4);
  const lines: [string, string][] = [
    [withDates ? `${w.begin} on ${formatDate(s.periodStart, 'M/D')}` : w.begin, balanceText(s.beginning, 'minus', { dollar })],
    [w.credits, money(t.credits, { dollar })],
    [w.debits, minusDebits ? `- ${money(t.debits, { dollar })}` : money(t.debits, { dollar })],
    [withDates ? `${w.end} on ${formatDate(s.periodEnd, 'M/D')}` : w.end, balanceText(s.ending, 'minus', { dollar })],
  ];
  const instances = rng.chance(0.3);
  const boxW = (st.right - st.left) * rng.float(0.45, 0.6);
  const title = rng.pick(['Account Summary', 'Activity summary', 'Summary of your account', 'CHECKING SUMMARY', 'Balance Summary']);
  d.text(title, st.left, d.y, { bold: true, size: st.size + 1 });
  d.y += st.lead * 1.4;
  const y0 = d.y;
  for (const [i, [label, value]] of lines.entries()) {
    d.text(label, st.left + 6, d.y);
    if (instances && (i === 1 || i === 2)) d.text(String(i === 1 ? t.nCredits : t.nDebits), st.left + boxW * 0.65, d.y, { align: 'right' });
    d.text(value, st.left + boxW - 6, d.y, { align: 'right' });
    d.y += st.lead;
  }
  if (rng.chance(0.5)) d.box(st.left, y0 - 3, boxW, d.y - y0 + 2, null, 'gray');
  d.y += st.lead;
  if (rng.chance(0.4)) {
    d.para(rng.pick(['Your Business and Us: business lines of credit up to $100,000.00 for qualified businesses. Offer subject to credit approval.',
      'Overdraft Protection: this account is not currently covered by Overdraft Protection. Ask us about linking a savings account.',
      'Thank you for banking with us. Visit any branch to learn about our merchant services.']), st.left, st.right - st.left, { size: st.size - 0.5 });
    d.y += st.lead * 0.5;
  }
}

/** What a bank whose name is only in its logo still prints as text: a legal line or its web address. */
function bankFooter(rng: Rng, bank: string): string {
  const web = `www.${bank.toLowerCase().replace(/[^a-z]/g, '')}.com`;
  return rng.pick([`${bank}. Member FDIC.`, `Deposit products offered by ${bank}, Member FDIC. Equal Housing Lender.`, web,
    `${web} | Member FDIC`]);
}

export function runningHeader(rng: Rng, d: Doc, s: ModelStatement, acct: string, bankHidden = false): () => void {
  if (bankHidden) {
    const line = `Account number: ${acct}  |  ${longDate(s.periodStart)} - ${longDate(s.periodEnd)}`;
    return () => { d.text(line, d.style.left, d.style.top, { size: d.style.size - 0.5 }); d.y = d.style.top + d.style.lead * 2; };
  }
  const line = rng.pick([
    `${s.bankName}    Account ${acct}    ${longDate(s.periodStart)} - ${longDate(s.periodEnd)}`,
    `Account number: ${acct}  |  ${longDate(s.periodStart)} - ${longDate(s.periodEnd)}`,
    `${s.bankName}  ${formatDate(s.periodStart, 'MM/DD/YYYY')} thru ${formatDate(s.periodEnd, 'MM/DD/YYYY')}  Acct ${acct}`,
  ]);
  return () => {
    d.text(line, d.style.left, d.style.top, { size: d.style.size - 0.5 });
    d.y = d.style.top + d.style.lead * 2;
  };
}

export function footerFn(rng: Rng): (d: Doc, page: number, total: number) => void {
  const legal = rng.pick(LEGAL);
  const fmt = rng.pick(['Page {p} of {t}', '{p} of {t}', 'Page {p}', '- {p} -', 'Page {p}/{t}']);
  const seq = rng.digits(8);
  return (d, p, t) => {
    const st = d.style;
    const y = st.bottom + 14;
    const wrapped = d.wrap(legal, (st.right - st.left) * 0.8, false, st.size - 1.5);
    wrapped.forEach((l, i) => d.text(l, st.left, y + i * (st.size - 0.5), { size: st.size - 1.5, color: '#444444' }));
    d.text(fmt.replace('{p}', String(p)).replace('{t}', String(t)), st.right, y, { align: 'right', size: st.size - 1 });
    d.text(`${seq} Sheet Seq ${p}`, st.left, y + wrapped.length * (st.size - 0.5) + 2, { size: st.size - 2, color: '#666666' });
    if (d.footerNote) d.text(d.footerNote, st.left, y + wrapped.length * (st.size - 0.5) + st.size + 2, { size: st.size - 1.5 });
  };
}

export interface Col { key: string; label: string[]; x: number; w: number; align: 'left' | 'right' }

/** Columns from left to right; the description takes the width left over. */
export function layoutCols(rng: Rng, d: Doc, specs: { key: string; label: string[]; w: number; align: 'left' | 'right' }[]): Col[] {
  const st = d.style;
  const fixed = specs.filter((c) => c.key !== 'description').reduce((a, c) => a + c.w, 0);
  const gap = rng.int(6, 14);
  const descW = st.right - st.left - fixed - gap * (specs.length - 1);
  let x = st.left;
  return specs.map((c) => {
    const w = c.key === 'description' ? descW : c.w;
    const col = { ...c, x, w };
    x += w + gap;
    return col;
  });
}

export function drawColHeader(d: Doc, cols: Col[], shade: boolean): void {
  const st = d.style;
  const nl = Math.max(...cols.map((c) => c.label.length));
  if (shade) d.box(st.left - 2, d.y - 2, st.right - st.left + 4, nl * st.lead + 2, '#e6e6e6', null);
  for (const c of cols) {
    c.label.forEach((l, i) => {
      const y = d.y + (nl - c.label.length + i) * st.lead;
      d.text(l, c.align === 'right' ? c.x + c.w : c.x, y, { bold: true, align: c.align });
    });
  }
  d.y += nl * st.lead + 2;
}

export interface PRow { cells: Record<string, string>; desc: string; bold?: boolean }

export interface RowsOpts {
  shade: boolean; continued: string; rules: boolean;
  noHeader?: boolean;           // no column header row at all
  splitRows?: boolean;          // a wrapped description may continue on the next page (after the repeated header)
  repeatEvery?: number;         // the column header is printed again every n rows, mid-page
}

export function drawRows(rng: Rng, d: Doc, title: string | null, cols: Col[], rows: PRow[], o: RowsOpts): void {
  const st = d.style;
  const descCol = cols.find((c) => c.key === 'description')!;
  const header = (cont: boolean) => {
    if (title) {
      d.text(cont ? o.continued.replace('{t}', title) : title, st.left, d.y, { bold: true, size: st.size + 1 });
      d.y += st.lead * 1.5;
    }
    if (!o.noHeader) drawColHeader(d, cols, o.shade);
  };
  d.ensure(st.lead * 5);
  header(false);
  for (const [k, r] of rows.entries()) {
    const lines = d.wrap(r.desc, descCol.w, r.bold);
    if (o.repeatEvery && k > 0 && k % o.repeatEvery === 0 && !d.ensure(st.lead * (lines.length + 2), () => header(true))) {
      d.y += st.lead * 0.3;
      drawColHeader(d, cols, o.shade);
    }
    d.ensure((o.splitRows ? 1 : lines.length) * st.lead, () => header(true));
    for (const c of cols) {
      if (c.key === 'description') continue;
      const v = r.cells[c.key];
      if (v) d.text(v, c.align === 'right' ? c.x + c.w : c.x, d.y, { align: c.align, bold: r.bold });
    }
    lines.forEach((l, i) => {
      if (i > 0 && o.splitRows) d.ensure(st.lead, () => header(true));
      d.text(l, descCol.x, d.y + (o.splitRows ? 0 : i * st.lead), { bold: r.bold });
      if (o.splitRows) d.y += st.lead;
    });
    if (!o.splitRows) d.y += lines.length * st.lead;
    if (o.rules) d.rule(st.left, st.right, d.y - 1.5, 0.2, '#bbbbbb');
  }
  void rng;
}

export function dailyBalanceTable(rng: Rng, d: Doc, s: ModelStatement, fmt: DateFormat, neg: NegStyle): void {
  const st = d.style;
  const days = new Set(s.txns.map((t) => t.date));
  const eod = endOfDayBalances(s).filter((x) => days.has(x.date));
  const per = rng.int(3, 4);
  const title = rng.pick(['DAILY ENDING BALANCE', 'Daily Balance Summary', 'Daily balances', 'Balance by Date']);
  d.ensure(st.lead * 4);
  d.y += st.lead;
  d.text(title, st.left, d.y, { bold: true, size: st.size + 1 });
  d.y += st.lead * 1.5;
  const cw = (st.right - st.left) / per;
  const head = () => {
    for (let k = 0; k < per; k++) {
      d.text('Date', st.left + k * cw, d.y, { bold: true });
      d.text(rng.chance(0.5) ? 'Balance' : 'Amount', st.left + (k + 1) * cw - 12, d.y, { bold: true, align: 'right' });
    }
    d.y += st.lead;
  };
  head();
  for (let i = 0; i < eod.length; i += per) {
    d.ensure(st.lead, () => { d.text(`${title} (continued)`, st.left, d.y, { bold: true }); d.y += st.lead * 1.5; head(); });
    for (let k = 0; k < per && i + k < eod.length; k++) {
      const e = eod[i + k]!;
      d.text(formatDate(e.date, fmt), st.left + k * cw, d.y);
      d.text(balanceText(e.cents, neg), st.left + (k + 1) * cw - 12, d.y, { align: 'right' });
    }
    d.y += st.lead;
  }
}

// ---------------------------------------------------------------- single-table family

export interface TableSpec {
  dateFmt: DateFormat;
  dateOnce: boolean;
  checkCol: boolean;
  amounts: 'split' | 'signed';
  splitOrder: 'cd' | 'dc';
  neg: NegStyle;
  balance: 'every' | 'dayLast' | 'none';
  balNeg: NegStyle;
  openingRow: boolean;
  closingRow: boolean;
  totalsRow: boolean;
  dailyTable: boolean;
  canada: boolean;
  shuffleDay: boolean;          // print a day's debits before its credits (not the posting order); the printed balance follows the printed order
  descFirst?: boolean;          // Description column before the Date column
  noHeader?: boolean;           // no column header row
  pending?: boolean;            // pending items and deposit holds after the posted items (not transactions)
  memo?: boolean;               // dated memo lines inside the table ("Memo: ... $500.00 on hold ..."), not transactions
  addenda?: boolean;            // narrow description column, descriptions broken across pages, header repeated mid-page
  sidebar?: boolean;            // account summary box beside the table on the first page (two-column page)
  bankHidden?: boolean;         // bank name only in the footer / as a web address (logo image in the header)
  periodFields?: boolean;       // "Beginning date"/"Ending date" fields
  newestFirst?: boolean;        // the list printed newest first (each row's balance is still the balance after it)
  dateLast?: boolean;           // the Date column printed last, after the amounts and the balance
  valueDate?: boolean;          // a Value date column beside the posting date (0-3 days earlier, sometimes before the period)
}

function checkDesc(rng: Rng, t: ModelTxn, upper: boolean): string {
  void rng;
  return `${upper ? 'CHECK' : 'Check'} ${t.checkNumber}`;
}

export function renderTable(rng: Rng, d: Doc, c: Content, s: ModelStatement, spec: TableSpec, o: { wording: Wording; continuous?: boolean }): RenderedStatement {
  const st = d.style;
  const acct = printedAccount(rng, s);
  statementHeader(rng, d, c, s, { wording: o.wording, canada: spec.canada, account: acct, continuous: o.continuous,
    bankHidden: spec.bankHidden, noSummary: spec.sidebar, periodFields: spec.periodFields });
  d.onNewPage = runningHeader(rng, d, s, acct, spec.bankHidden);
  // Two-column page: the table keeps to the left, the summary box stands beside it on the first page.
  const fullRight = st.right;
  const sidebarW = spec.sidebar ? Math.round((st.right - st.left) * rng.float(0.26, 0.32)) : 0;
  if (spec.sidebar) { st.right -= sidebarW + rng.int(14, 24); drawSidebar(rng, d, s, acct, st.right + 18, fullRight, o.wording); }
  const upper = s.txns.some((t) => t.description === t.description.toUpperCase() && /[A-Z]/.test(t.description));
  const sampleDate = formatDate('2026-12-28', spec.dateFmt);
  const amtW = Math.max(d.width('999,999.99 DR'), 52) + (spec.addenda ? rng.int(30, 60) : spec.sidebar ? rng.int(0, 4) : rng.int(4, 18));
  const lab = spec.canada
    ? { credit: ['Deposits ($)'], debit: ['Withdrawals ($)'], amount: ['Amount ($)'], balance: ['Balance ($)'] }
    : rng.pick([
      { credit: ['Credits'], debit: ['Debits'], amount: ['Amount'], balance: ['Balance'] },
      { credit: ['Deposits/', 'Credits'], debit: ['Withdrawals/', 'Debits'], amount: ['Amount'], balance: [spec.balance === 'dayLast' ? 'Ending daily' : 'Running', 'balance'] },
      { credit: ['Deposits'], debit: ['Withdrawals'], amount: ['Transaction', 'Amount'], balance: ['Daily Balance'] },
      { credit: ['Additions'], debit: ['Subtractions'], amount: ['Amount'], balance: ['Balance'] },
    ]);
  const specs: { key: string; label: string[]; w: number; align: 'left' | 'right' }[] = [
    { key: 'date', label: ['Date'], w: d.width(sampleDate) + 4, align: 'left' },
  ];
  if (spec.checkCol) specs.push({ key: 'check', label: ['Check', 'Number'], w: d.width('Number') + 2, align: 'left' });
  if (spec.descFirst) specs.unshift({ key: 'description', label: [rng.pick(['Description', 'Transaction', 'Details'])], w: 0, align: 'left' });
  else specs.push({ key: 'description', label: ['Description'], w: 0, align: 'left' });
  if (spec.amounts === 'split') {
    const cr = { key: 'credit', label: lab.credit, w: amtW, align: 'right' as const };
    const db = { key: 'debit', label: lab.debit, w: amtW, align: 'right' as const };
    specs.push(...(spec.splitOrder === 'cd' ? [cr, db] : [db, cr]));
  } else specs.push({ key: 'amount', label: lab.amount, w: amtW, align: 'right' });
  if (spec.balance !== 'none') specs.push({ key: 'balance', label: lab.balance, w: amtW, align: 'right' });
  if (spec.valueDate) {
    const at = specs.findIndex((x) => x.key === 'date');
    specs[at] = { ...specs[at]!, label: ['Posting', 'Date'] };
    specs.splice(at + 1, 0, { key: 'value', label: ['Value', 'Date'], w: d.width(sampleDate) + 4, align: 'left' });
  }
  if (spec.dateLast) specs.push(...specs.splice(specs.findIndex((x) => x.key === 'date'), 1));
  const cols = layoutCols(rng, d, specs);

  // printed order of rows
  let txns = s.txns;
  if (spec.shuffleDay) {
    const byDay = new Map<string, ModelTxn[]>();
    for (const t of txns) byDay.set(t.date, [...(byDay.get(t.date) ?? []), t]);
    // printed debits first (stable): overdraft fees stay right after the item that caused them
    txns = [...byDay.values()].flatMap((ts) => [...ts.filter((t) => t.direction === 'debit'), ...ts.filter((t) => t.direction === 'credit')]);
  }
  const rows: PRow[] = [];
  const truth: TruthTransaction[] = [];
  if (spec.openingRow) rows.push({ cells: { date: formatDate(s.periodStart, spec.dateFmt), balance: balanceText(s.beginning, spec.balNeg) }, desc: spec.canada ? 'Opening Balance' : rng.pick(['Beginning Balance', 'BALANCE FORWARD', 'Opening balance']) });
  // day-end running balance (in printed order, the last row of the day shows the end-of-day balance)
  let bal = s.beginning;
  let prevDate = '';
  const bodyStart = rows.length;
  for (let i = 0; i < txns.length; i++) {
    const t = txns[i]!;
    bal += t.direction === 'credit' ? t.cents : -t.cents;
    const lastOfDay = i === txns.length - 1 || txns[i + 1]!.date !== t.date;
    const showBal = spec.balance === 'every' || (spec.balance === 'dayLast' && lastOfDay);
    const cells: Record<string, string> = {};
    if (!spec.dateOnce || t.date !== prevDate) cells.date = formatDate(t.date, spec.dateFmt);
    prevDate = t.date;
    let desc = t.description;
    let truthDesc = t.description;
    if (t.checkNumber !== null) {
      if (spec.checkCol) { cells.check = String(t.checkNumber); desc = upper ? 'CHECK' : 'Check'; truthDesc = `${t.checkNumber} ${desc}`; }
      else { desc = checkDesc(rng, t, upper); truthDesc = desc; }
    }
    if (spec.amounts === 'split') cells[t.direction] = money(t.cents);
    else cells.amount = signed(t.cents, t.direction === 'debit', spec.neg);
    if (showBal) cells.balance = balanceText(bal, spec.balNeg);
    if (spec.valueDate) cells.value = formatDate(addDaysIso(t.date, rng.chance(0.7) ? 0 : -rng.int(1, 3)), spec.dateFmt);
    rows.push({ cells, desc });
    if (spec.memo && lastOfDay && rng.chance(0.08)) rows.push(memoRow(rng, t, spec.dateFmt));
    truth.push({ date: t.date, description: truthDesc, amount: dollars(t.cents), direction: t.direction,
      balance: showBal ? dollars(bal) : null, category: t.category });
  }
  if (bal !== s.ending) throw new Error('printed running balance does not reach the ending balance');
  // Newest first: the rows of the list in reverse; each keeps the balance after it (banks' online exports do this).
  if (spec.newestFirst) rows.splice(bodyStart, rows.length - bodyStart, ...rows.slice(bodyStart).reverse());
  if (spec.closingRow) rows.push({ cells: { date: formatDate(s.periodEnd, spec.dateFmt), balance: balanceText(s.ending, spec.balNeg) }, desc: spec.canada ? 'Closing Balance' : rng.pick(['Ending Balance', 'Closing balance']) });
  if (spec.totalsRow) {
    const t = totals(s);
    const cells: Record<string, string> = spec.amounts === 'split' ? { credit: money(t.credits), debit: money(t.debits) } : { amount: signed(t.credits - t.debits, t.credits < t.debits, spec.neg) };
    rows.push({ cells, desc: rng.pick(['Totals', 'Total for this period']), bold: true });
  }
  const title = rng.pick(['Transaction history', 'ACCOUNT ACTIVITY', 'Transaction Details', 'Activity', 'Transactions']);
  drawRows(rng, d, title, cols, rows, { shade: rng.chance(0.5), continued: rng.pick(['{t} (continued)', '{t} - continued', '{t} (cont.)']), rules: rng.chance(0.3),
    noHeader: spec.noHeader, splitRows: spec.addenda, repeatEvery: spec.addenda ? rng.int(6, 14) : undefined });
  st.right = fullRight;
  if (spec.pending) pendingSections(rng, d, s, spec.dateFmt);
  if (rng.chance(0.3)) {
    d.ensure(st.lead * 2);
    d.y += st.lead * 0.5;
    d.text(rng.pick(['The Ending Daily Balance does not reflect any pending withdrawals or holds on deposited funds.',
      'Items are listed in the order they were posted.', '* Totals exclude pending items.']), st.left, d.y, { size: st.size - 1 });
    d.y += st.lead;
  }
  if (spec.dailyTable) dailyBalanceTable(rng, d, s, spec.dateFmt, spec.balNeg);
  return { statement: s, rows: truth };
}

// ---------------------------------------------------------------- sectioned family

interface SectionSpec {
  dateFmt: DateFormat;
  titles: { credits: string; withdrawals: string; checks: string; fees: string };
  checks: 'grid' | 'rows';
  dailyTable: boolean;
  subtotal: (title: string) => string;
  /** Each list's amount column is headed with the list's own word (Deposits / Withdrawals / Fees) over the same x. */
  listHeaders?: boolean;
  /** The withdrawals and fees are printed before the deposits. */
  debitsFirst?: boolean;
  /** After the lists, the withdrawals are listed again by category (not postings: the same items a second time). */
  repeatByKind?: boolean;
}

export function renderSectioned(rng: Rng, d: Doc, c: Content, s: ModelStatement, spec: SectionSpec, o: { wording: Wording }): RenderedStatement {
  const st = d.style;
  const acct = printedAccount(rng, s);
  statementHeader(rng, d, c, s, { wording: o.wording, account: acct });
  d.onNewPage = runningHeader(rng, d, s, acct);
  const continued = rng.pick(['{t} (continued)', '{t} - continued']);
  const amtW = d.width('$999,999.99') + rng.int(4, 20);
  const dollarFirst = rng.chance(0.5);
  const printed: TruthTransaction[] = [];
  const cols = layoutCols(rng, d, [
    { key: 'date', label: [rng.pick(['DATE', 'Date', 'Date posted'])], w: d.width(formatDate('2026-12-28', spec.dateFmt)) + 4, align: 'left' },
    { key: 'description', label: [rng.pick(['DESCRIPTION', 'Description', 'Transaction description'])], w: 0, align: 'left' },
    { key: 'amount', label: [rng.pick(['AMOUNT', 'Amount'])], w: amtW, align: 'right' },
  ]);
  const section = (title: string, list: ModelTxn[], word?: string) => {
    if (list.length === 0) return;
    const rows: PRow[] = list.map((t, i) => ({ cells: { date: formatDate(t.date, spec.dateFmt), amount: money(t.cents, { dollar: dollarFirst && i === 0 }) }, desc: t.description }));
    d.y += st.lead * 0.5;
    const own = spec.listHeaders && word ? cols.map((c) => (c.key === 'amount' ? { ...c, label: [word] } : c)) : cols;
    drawRows(rng, d, title, own, rows, { shade: rng.chance(0.4), continued, rules: false });
    const total = list.reduce((a, t) => a + t.cents, 0);
    d.ensure(st.lead * 1.5);
    d.text(spec.subtotal(title), st.left, d.y + 2, { bold: true });
    d.text(money(total, { dollar: true }), st.right, d.y + 2, { bold: true, align: 'right' });
    d.y += st.lead * 1.6;
    for (const t of list) printed.push({ date: t.date, description: t.description, amount: dollars(t.cents), direction: t.direction, balance: null, category: t.category });
  };
  const credits = s.txns.filter((t) => t.direction === 'credit');
  const checks = s.txns.filter((t) => t.checkNumber !== null).sort((a, b) => (a.checkNumber ?? 0) - (b.checkNumber ?? 0));
  const fees = s.txns.filter((t) => t.direction === 'debit' && t.bankFee);
  const other = s.txns.filter((t) => t.direction === 'debit' && t.checkNumber === null && !t.bankFee);
  if (spec.debitsFirst) { section(spec.titles.withdrawals, other, 'Withdrawals'); section(spec.titles.fees, fees, 'Fees'); }
  section(spec.titles.credits, credits, 'Deposits');
  // checks
  if (checks.length) {
    const title = spec.titles.checks;
    const upper = rng.chance(0.5);
    d.y += st.lead * 0.5;
    if (spec.checks === 'rows') {
      const ccols = layoutCols(rng, d, [
        { key: 'number', label: ['Check No.'], w: d.width('Check No.') + 6, align: 'left' },
        { key: 'date', label: ['Date Paid'], w: d.width('Date Paid') + 10, align: 'left' },
        { key: 'description', label: [''], w: 0, align: 'left' },
        { key: 'amount', label: ['Amount'], w: amtW, align: 'right' },
      ]);
      drawRows(rng, d, title, ccols, checks.map((t) => ({ cells: { number: String(t.checkNumber), date: formatDate(t.date, spec.dateFmt), amount: money(t.cents) }, desc: '' })), { shade: false, continued, rules: false });
    } else {
      const per = 3;
      const cw = (st.right - st.left) / per;
      const head = (cont: boolean) => {
        d.text(cont ? continued.replace('{t}', title) : title, st.left, d.y, { bold: true, size: st.size + 1 });
        d.y += st.lead * 1.5;
        for (let k = 0; k < per; k++) {
          d.text(upper ? 'CHECK NO.' : 'Check No.', st.left + k * cw, d.y, { bold: true });
          d.text(upper ? 'DATE' : 'Date', st.left + k * cw + cw * 0.38, d.y, { bold: true });
          d.text(upper ? 'AMOUNT' : 'Amount', st.left + (k + 1) * cw - 10, d.y, { bold: true, align: 'right' });
        }
        d.y += st.lead;
      };
      d.ensure(st.lead * 4);
      head(false);
      let gapNote = false;
      for (let i = 0; i < checks.length; i += per) {
        d.ensure(st.lead, () => head(true));
        for (let k = 0; k < per && i + k < checks.length; k++) {
          const t = checks[i + k]!;
          const prev = checks[i + k - 1];
          const gap = prev !== undefined && (t.checkNumber ?? 0) - (prev.checkNumber ?? 0) > 1;
          if (gap) gapNote = true;
          d.text(`${t.checkNumber}${gap ? ' *' : ''}`, st.left + k * cw, d.y);
          d.text(formatDate(t.date, spec.dateFmt), st.left + k * cw + cw * 0.38, d.y);
          d.text(money(t.cents), st.left + (k + 1) * cw - 10, d.y, { align: 'right' });
        }
        d.y += st.lead;
      }
      if (gapNote) { d.text('* indicates a break in check number sequence', st.left, d.y, { size: st.size - 1 }); d.y += st.lead; }
    }
    const total = checks.reduce((a, t) => a + t.cents, 0);
    d.ensure(st.lead * 1.5);
    d.text(spec.subtotal(title), st.left, d.y + 2, { bold: true });
    d.text(money(total, { dollar: true }), st.right, d.y + 2, { bold: true, align: 'right' });
    d.y += st.lead * 1.6;
    // A check that prints only its number is described with the table's own word and case (truth convention):
    // the one-per-row table's header is `Check No.`, the grid's is `CHECK NO.` or `Check No.`.
    const word = spec.checks === 'rows' || !upper ? 'Check' : 'CHECK';
    for (const t of checks) printed.push({ date: t.date, description: `${word} ${t.checkNumber}`, amount: dollars(t.cents), direction: 'debit', balance: null, category: t.category });
  }
  if (!spec.debitsFirst) { section(spec.titles.withdrawals, other, 'Withdrawals'); section(spec.titles.fees, fees, 'Fees'); }
  if (spec.repeatByKind) repeatByCategory(rng, d, cols, other, spec.dateFmt, continued);
  if (spec.dailyTable) dailyBalanceTable(rng, d, s, spec.dateFmt, 'minus');
  // truth order: by date, stable over the printed order
  const rows = printed.map((r, i) => [r, i] as const).sort((a, b) => a[0].date.localeCompare(b[0].date) || a[1] - b[1]).map(([r]) => r);
  return { statement: s, rows };
}

/** The withdrawals listed again by category after the lists (the same items a second time: no postings, not in the truth). */
function repeatByCategory(rng: Rng, d: Doc, cols: Col[], list: ModelTxn[], fmt: DateFormat, continued: string): void {
  if (list.length < 2) return;
  const byKind = [...list].sort((a, b) => a.category.localeCompare(b.category) || a.date.localeCompare(b.date));
  const own = cols.map((c) => (c.key === 'description' ? { ...c, label: ['Payee'] } : c.key === 'date' ? { ...c, label: ['Date'] } : c));
  const rows: PRow[] = byKind.map((t) => ({ cells: { date: formatDate(t.date, fmt), amount: money(t.cents) }, desc: `${t.category.replace(/_/g, ' ').toUpperCase()}  ${t.description}` }));
  d.y += d.style.lead * 0.5;
  drawRows(rng, d, rng.pick(['Your items by category', 'Spending by category', 'Items grouped by kind']), own, rows, { shade: false, continued, rules: false });
}

// ---------------------------------------------------------------- layouts

function usContent(months = 1, accounts: 1 | 2 = 1): (rng: Rng) => ContentOptions {
  return (rng) => ({ country: 'US', months, accounts, periodKind: 'any', density: rng.float(0.6, 1.4) });
}

export function baseTable(rng: Rng, over: Partial<TableSpec>): TableSpec {
  return {
    dateFmt: 'MM/DD', dateOnce: false, checkCol: false, amounts: 'split', splitOrder: 'cd', neg: 'minus', balance: 'every',
    balNeg: 'minus', openingRow: rng.chance(0.3), closingRow: rng.chance(0.2), totalsRow: rng.chance(0.2), dailyTable: false,
    canada: false, shuffleDay: false, ...over,
  };
}

export const TABLE_VARIANTS: Record<string, (rng: Rng) => TableSpec> = {
  credits_debits_running: (rng) => baseTable(rng, { dateFmt: rng.pick(['MM/DD', 'MM/DD/YYYY', 'MM/DD/YY'] as const) }),
  check_column_daily_balance: (rng) => baseTable(rng, { dateFmt: rng.pick(['M/D', 'MM/DD'] as const), checkCol: true, balance: 'dayLast', openingRow: false, closingRow: false, totalsRow: rng.chance(0.3), shuffleDay: rng.chance(0.3) }),
  signed_minus: (rng) => baseTable(rng, { dateFmt: rng.pick(['MM/DD/YYYY', 'MM/DD/YY'] as const), amounts: 'signed', neg: rng.pick(['minus', 'minus_space'] as const), balNeg: 'minus' }),
  signed_trailing: (rng) => baseTable(rng, { dateFmt: rng.pick(['MM/DD/YY', 'MM/DD'] as const), amounts: 'signed', neg: 'trailing', balNeg: 'trailing' }),
  signed_parens: (rng) => baseTable(rng, { dateFmt: 'Mon DD', amounts: 'signed', neg: 'parens', balance: 'none', balNeg: 'parens', dailyTable: true, openingRow: false, closingRow: false }),
  signed_crdr: (rng) => baseTable(rng, { dateFmt: rng.pick(['DD Mon YYYY', 'DD Mon'] as const), amounts: 'signed', neg: 'crdr', balNeg: 'crdr' }),
  date_once_day_balance: (rng) => baseTable(rng, { dateFmt: rng.pick(['Mon DD', 'MM/DD'] as const), dateOnce: true, splitOrder: 'dc', balance: 'dayLast', openingRow: rng.chance(0.5), shuffleDay: rng.chance(0.5) }),
};

function tableLayout(name: string, description: string): LayoutDef {
  return {
    name, description, content: usContent(),
    render: (rng, d, c) => c.statements.map((s) => renderTable(rng, d, c, s, TABLE_VARIANTS[name]!(rng), { wording: rng.pick(WORDINGS) })),
  };
}

export const SECTION_TITLES = [
  { credits: 'DEPOSITS AND ADDITIONS', withdrawals: 'ELECTRONIC WITHDRAWALS', checks: 'CHECKS PAID', fees: 'FEES' },
  { credits: 'Deposits and Additions', withdrawals: 'Withdrawals', checks: 'Checks paid', fees: 'Service fees' },
  { credits: 'Deposits and other credits', withdrawals: 'Withdrawals and other debits', checks: 'Checks', fees: 'Service charges and fees' },
  { credits: 'Credits', withdrawals: 'Debits', checks: 'Checks Cleared', fees: 'Bank Fees' },
];

export const BASE_LAYOUTS: readonly LayoutDef[] = [
  tableLayout('credits_debits_running', 'one table, separate Credits/Debits columns, running balance on every row'),
  tableLayout('check_column_daily_balance', 'one table with a check-number column, balance only on each day\'s last row, M/D dates'),
  tableLayout('signed_minus', 'one signed Amount column with a leading minus, running balance, dates with year'),
  tableLayout('signed_trailing', 'signed amounts and balances with a trailing minus (123.45-)'),
  tableLayout('signed_parens', 'debits in parentheses, Mon DD dates without year, no balance column, daily-balance table at the end'),
  tableLayout('signed_crdr', 'amounts with CR/DR suffix, DD Mon (YYYY) dates, balance with DR when overdrawn'),
  tableLayout('date_once_day_balance', 'date printed only on the first row of a day, Debits before Credits, balance on day\'s last row'),
  {
    name: 'sectioned_checks_grid', description: 'sections (deposits / checks paid in a 3-across grid / withdrawals / fees) with subtotals, daily-balance table',
    content: usContent(),
    render: (rng, d, c) => c.statements.map((s) => renderSectioned(rng, d, c, s, {
      dateFmt: rng.pick(['MM/DD', 'M/D'] as const), titles: rng.pick(SECTION_TITLES), checks: 'grid', dailyTable: rng.chance(0.8),
      subtotal: rng.pick([(t: string) => `Total ${t}`, (t: string) => `Total ${t.toLowerCase()}`, () => 'Subtotal:']),
    }, { wording: rng.pick(WORDINGS) })),
  },
  {
    name: 'sectioned_iso', description: 'sections with ISO dates, checks one per row printing only a number, off-cycle periods',
    content: (rng) => ({ country: 'US', months: 1, accounts: 1, periodKind: rng.chance(0.7) ? 'offcycle' : 'calendar', density: rng.float(0.6, 1.3) }),
    render: (rng, d, c) => c.statements.map((s) => renderSectioned(rng, d, c, s, {
      dateFmt: 'YYYY-MM-DD', titles: rng.pick(SECTION_TITLES), checks: 'rows', dailyTable: rng.chance(0.4),
      subtotal: (t) => `Total ${t.toLowerCase()}`,
    }, { wording: rng.pick(WORDINGS) })),
  },
  {
    name: 'combined_two_accounts', description: 'one PDF, two accounts (checking + savings) of the same holder, summary of accounts first',
    content: usContent(1, 2),
    render: (rng, d, c) => {
      const st = d.style;
      const variant = rng.pick(['credits_debits_running', 'signed_minus', 'check_column_daily_balance'] as const);
      d.text(rng.pick(['Combined statement of accounts', 'Summary of your accounts', 'Consolidated Balance Summary']), st.left, d.y, { bold: true, size: st.size + 3 });
      d.y += st.lead * 2;
      for (const s of c.statements) {
        d.text(`${s.productName}  ${printedAccount(rng, s)}`, st.left, d.y);
        d.text(money(s.beginning, { dollar: true }), st.left + (st.right - st.left) * 0.7, d.y, { align: 'right' });
        d.text(money(s.ending, { dollar: true }), st.right, d.y, { align: 'right' });
        d.y += st.lead;
      }
      d.y += st.lead;
      const out: RenderedStatement[] = [];
      for (const [i, s] of c.statements.entries()) {
        if (i > 0) { if (rng.chance(0.5)) d.newPage(); else d.y += st.lead * 2; }
        out.push(renderTable(rng, d, c, s, TABLE_VARIANTS[variant]!(rng), { wording: rng.pick(WORDINGS), continuous: i > 0 }));
      }
      return out;
    },
  },
  {
    name: 'multi_month', description: 'several consecutive monthly statements of one account in one PDF, each starting on a new page',
    content: (rng) => ({ country: 'US', months: rng.int(2, 4), accounts: 1, periodKind: 'any', yearBoundary: 0.4, density: rng.float(0.5, 1.1) }),
    render: (rng, d, c) => {
      const variant = rng.pick(['credits_debits_running', 'signed_minus', 'check_column_daily_balance', 'signed_trailing'] as const);
      const wording = rng.pick(WORDINGS);
      return c.statements.map((s, i) => {
        if (i > 0) { d.onNewPage = null; d.newPage(); }
        return renderTable(rng, d, c, s, TABLE_VARIANTS[variant]!(rng), { wording });
      });
    },
  },
  {
    name: 'canadian', description: 'Canadian bank: Withdrawals before Deposits, Opening/Closing balance rows, date once per day, province and postal code, CAD',
    content: (rng) => ({ country: 'CA', months: 1, accounts: 1, periodKind: 'any', density: rng.float(0.6, 1.3) }),
    render: (rng, d, c) => c.statements.map((s) => renderTable(rng, d, c, s, {
      dateFmt: rng.pick(['Mon DD', 'DD Mon', 'YYYY-MM-DD'] as const), dateOnce: rng.chance(0.6), checkCol: false, amounts: 'split',
      splitOrder: 'dc', neg: 'minus', balance: rng.chance(0.7) ? 'every' : 'dayLast', balNeg: rng.pick(['minus', 'crdr'] as const),
      openingRow: true, closingRow: rng.chance(0.7), totalsRow: false, dailyTable: false, canada: true, shuffleDay: false,
    }, { wording: { begin: 'Opening balance', end: 'Closing balance', credits: rng.pick(['Total deposits', 'Deposits']), debits: rng.pick(['Total withdrawals', 'Withdrawals']) }, })),
  },
];

export { randomStyle };

// ---------------------------------------------------------------- traps shared by the newer layouts

/** The account summary in a box beside the table (first page only), at its own line spacing. */
function drawSidebar(rng: Rng, d: Doc, s: ModelStatement, acct: string, x: number, right: number, w: Wording): void {
  const st = d.style;
  const t = totals(s);
  const lead = st.lead * rng.float(1.05, 1.35);
  let y = d.y + rng.int(0, 6);
  const line = (label: string, value: string | null, bold = false) => {
    d.text(label, x, y, { bold });
    // A value that does not fit beside its label (with a clear gap) goes on the line below, as narrow boxes do.
    if (value && d.width(label, bold) + d.width(value, bold) + st.size * 2 > right - x) { y += lead; d.text(value, right, y, { align: 'right', bold }); }
    else if (value) d.text(value, right, y, { align: 'right', bold });
    y += lead;
  };
  line(rng.pick(['Account Summary', 'Summary', 'Your account at a glance']), null, true);
  line(w.begin, balanceText(s.beginning, 'minus', { dollar: true }));
  line(w.credits, money(t.credits, { dollar: true }));
  line(w.debits, money(t.debits, { dollar: true }));
  line(w.end, balanceText(s.ending, 'minus', { dollar: true }), true);
  y += lead * 0.5;
  line('Account number', null);
  line(acct, null);
  if (rng.chance(0.6)) { y += lead * 0.5; line('Questions?', null, true); line(`Call 1-888-555-01${rng.int(10, 99)}`, null); }
}

/** "Memo: $X of this deposit is on hold until MM/DD": a dated line with money in its text, not a posted item. */
function memoRow(rng: Rng, t: ModelTxn, fmt: DateFormat): PRow {
  const hold = money(Math.max(100, Math.round(t.cents / 200) * 100), { dollar: true });
  const until = formatDate(t.date, fmt);
  return { cells: { date: formatDate(t.date, fmt) }, desc: rng.pick([
    `Memo: ${hold} of your deposit is on hold until the next business day after ${until}`,
    `MEMO: OVERDRAFT LIMIT REVIEWED - NO ACTION NEEDED`,
    `Memo: A hold of ${hold} was placed on a deposit`,
  ]) };
}

/** Pending items and holds after the posted items: dated, with amounts, and not transactions. */
function pendingSections(rng: Rng, d: Doc, s: ModelStatement, fmt: DateFormat): void {
  const st = d.style;
  const cols = layoutCols(rng, d, [
    { key: 'date', label: ['Date'], w: d.width(formatDate('2026-12-28', fmt)) + 6, align: 'left' },
    { key: 'description', label: ['Description'], w: 0, align: 'left' },
    { key: 'amount', label: ['Amount'], w: d.width('$99,999.99') + 10, align: 'right' },
  ]);
  const n = rng.int(1, 4);
  const items: PRow[] = [];
  for (let i = 0; i < n; i++) {
    const date = formatDate(s.periodEnd, fmt);
    items.push({ cells: { date, amount: signed(rng.cents(10, 900), rng.chance(0.7), 'minus') },
      desc: rng.pick(['PENDING CARD PURCHASE OFFICE DEPOT', 'Pending ACH debit UTILITY CO', 'PENDING DEPOSIT', 'Authorization hold FUEL STATION']) });
  }
  d.y += st.lead;
  drawRows(rng, d, rng.pick(['Pending transactions', 'Pending Items', 'Pending activity (not yet posted)']), cols, items, { shade: false, continued: '{t} (continued)', rules: false });
  if (rng.chance(0.6)) {
    d.y += st.lead;
    const holds: PRow[] = [{ cells: { date: formatDate(s.periodEnd, fmt), amount: money(rng.cents(100, 3000)) }, desc: `DEPOSIT HOLD - AVAILABLE ${formatDate(s.periodEnd, fmt)}` }];
    drawRows(rng, d, rng.pick(['Holds on deposited funds', 'Funds on hold', 'Deposit holds']), cols, holds, { shade: false, continued: '{t} (continued)', rules: false });
  }
}
