// Pieces the trait layouts share (trait-*.ts): US content options, a holder/bank header, a summary with item counts
// per section, checks printed 2-3 across, a daily-balance table of dates and balances only (row- or column-major),
// section tables with subtotals, and the truth rows of sectioned documents (by date, stable over the printed order).

import type { Rng } from './prng.ts';
import type { Content, ContentOptions, ModelStatement, ModelTxn } from './model.ts';
import { formatDate, longDate, type DateFormat } from './dates.ts';
import { dollars, endOfDayBalances, type TruthTransaction } from './truth.ts';
import { balanceText, money, type Doc } from './render.ts';
import { cols, grid, type GRow } from './world-grid.ts';

export const usTraitContent = (over: Partial<ContentOptions> = {}) => (rng: Rng): ContentOptions =>
  ({ country: 'US', months: 1, accounts: 1, periodKind: 'any', density: rng.float(0.6, 1.3), ...over });

/** Truth rows of a document printed section by section: by date, stable over the printed order (as sectioned layouts). */
export function byDate(printed: TruthTransaction[]): TruthTransaction[] {
  return printed.map((r, i) => [r, i] as const).sort((a, b) => a[0].date.localeCompare(b[0].date) || a[1] - b[1]).map(([r]) => r);
}

export function truthRow(t: ModelTxn, description = t.description, balance: number | null = null): TruthTransaction {
  return { date: t.date, description, amount: dollars(t.cents), direction: t.direction, balance: balance === null ? null : dollars(balance), category: t.category };
}

export const sum = (ts: ModelTxn[]): number => ts.reduce((a, t) => a + t.cents, 0);
/** A section's total: items of the other direction count against it (the absolute net; the same whichever leads). */
export const net = (ts: ModelTxn[]): number => Math.abs(ts.reduce((a, t) => a + (t.direction === ts[0]?.direction ? t.cents : -t.cents), 0));

/** Whether the statement's descriptions are printed in capitals (a check row then says `CHECK`). */
export const isUpper = (s: ModelStatement): boolean => s.txns.some((t) => t.checkNumber === null && /[A-Z]{4}/.test(t.description) && t.description === t.description.toUpperCase());

/** Bank name, holder address block, account number and period: the first lines of a US statement. */
export function usHeader(rng: Rng, d: Doc, c: Content, s: ModelStatement, acct: string): void {
  const st = d.style;
  const top = d.y;
  const big = st.size + rng.int(4, 8);
  d.text(s.bankName, st.left, top, { bold: true, size: big });
  const period = rng.pick([`${longDate(s.periodStart)} through ${longDate(s.periodEnd)}`, `Statement Period ${formatDate(s.periodStart, 'MM/DD/YYYY')} - ${formatDate(s.periodEnd, 'MM/DD/YYYY')}`,
    `For the period ${formatDate(s.periodStart, 'MM/DD/YYYY')} to ${formatDate(s.periodEnd, 'MM/DD/YYYY')}`]);
  d.text(period, st.right, top, { align: 'right' });
  d.text(`${rng.pick(['Account Number:', 'Account number', 'Account #', 'Acct No.'])} ${acct}`, st.right, top + st.lead * 1.3, { align: 'right' });
  d.text(s.productName, st.right, top + st.lead * 2.6, { align: 'right', bold: true });
  let y = top + big * 1.8;
  const b = c.business;
  for (const l of [b.legalName, ...(b.tradeName ? [`DBA ${b.tradeName}`] : []), b.street, `${b.city} ${b.region ?? ''} ${b.postal}`.replace(/\s+/g, ' ').trim()]) { d.text(l, st.left + 12, y); y += st.lead; }
  d.y = Math.max(y, top + st.lead * 4) + st.lead;
}

/** Account summary: opening, one line per section with its item count, closing. */
export function summaryWithCounts(rng: Rng, d: Doc, s: ModelStatement, lines: { label: string; count: number; cents: number; debit: boolean }[]): void {
  const st = d.style;
  const w = rng.pick([['Beginning Balance', 'Ending Balance'], ['Opening balance', 'Closing balance'], ['Previous Balance', 'New Balance'], ['Balance Last Statement', 'Balance This Statement']] as const);
  const countHead = rng.pick(['Items', 'No. of items', '#', 'Count', 'Instances']);
  const countAt = rng.pick(['column', 'column', 'suffix', 'prefix'] as const);
  const minus = rng.chance(0.4);
  const boxW = (st.right - st.left) * rng.float(0.5, 0.65);
  d.text(rng.pick(['ACCOUNT SUMMARY', 'Account Summary', 'Summary of Account Activity', 'Checking Summary']), st.left, d.y, { bold: true, size: st.size + 1 });
  if (countAt === 'column') d.text(countHead, st.left + boxW * 0.62, d.y, { bold: true, align: 'right' });
  d.text('Amount', st.left + boxW, d.y, { bold: true, align: 'right' });
  d.y += st.lead * 1.4;
  // the count in its own column, or inside the label: `Deposits and Other Credits (28)` / `28 Deposits and Other Credits`
  const row = (label0: string, count: string, value: string, bold = false) => {
    const label = !count || countAt === 'column' ? label0 : countAt === 'suffix' ? `${label0} (${count})` : `${count} ${label0}`;
    d.text(label, st.left + 4, d.y, { bold });
    if (count && countAt === 'column') d.text(count, st.left + boxW * 0.62, d.y, { align: 'right', bold });
    d.text(value, st.left + boxW, d.y, { align: 'right', bold });
    d.y += st.lead;
  };
  row(`${w[0]} ${rng.chance(0.5) ? `as of ${formatDate(s.periodStart, 'MM/DD/YY')}` : ''}`.trim(), '', balanceText(s.beginning, 'minus', { dollar: true }));
  for (const l of lines) row(l.label, String(l.count), `${l.debit && minus ? '-' : ''}${money(l.cents, { dollar: true })}`);
  row(`${w[1]} ${rng.chance(0.5) ? `as of ${formatDate(s.periodEnd, 'MM/DD/YY')}` : ''}`.trim(), '', balanceText(s.ending, 'minus', { dollar: true }), true);
  d.y += st.lead;
}

/** A titled section of Date / Description / Amount rows with a subtotal line. Returns the truth rows it printed. */
export function sectionTable(rng: Rng, d: Doc, title: string, list: ModelTxn[], o: { dateFmt: DateFormat; amtW: number; subtotal: string | null; amountFirst?: boolean; desc?: (t: ModelTxn) => string;
  /** a debit section that also lists credits (card returns): those print `-23.45` or `23.45 CR`, the subtotal is net */
  against?: 'minus' | 'cr' }): TruthTransaction[] {
  const st = d.style;
  if (list.length === 0) return [];
  const date = { key: 'date', label: [rng.pick(['Date', 'DATE', 'Posted'])], w: d.width(formatDate('2026-12-28', o.dateFmt)) + 6, align: 'left' as const };
  const desc = { key: 'description', label: [rng.pick(['Description', 'DESCRIPTION', 'Transaction Detail'])], w: 0, align: 'left' as const };
  const amt = { key: 'amount', label: [rng.pick(['Amount', 'AMOUNT'])], w: o.amtW, align: 'right' as const };
  const cs = cols(rng, d, o.amountFirst ? [date, amt, desc] : [date, desc, amt]);
  const describe = o.desc ?? ((t: ModelTxn) => t.description);
  // Some banks print a wrapped entry's amount on its last line, not its first (30% of sections).
  const lastLine = rng.chance(0.3);
  const descW = cs.find((x) => x.key === 'description')!.w;
  const rows: GRow[] = list.map((t) => {
    const lines = lastLine ? d.wrap(describe(t), descW) : [describe(t)];
    const other = o.against && t.direction === 'credit';
    const figure = other ? (o.against === 'minus' ? `-${money(t.cents)}` : `${money(t.cents)} CR`) : money(t.cents);
    return { cells: { date: formatDate(t.date, o.dateFmt), description: lines.join('\n'), amount: `${'\n'.repeat(lines.length - 1)}${figure}` } };
  });
  d.y += st.lead * 0.4;
  grid(d, cs, rows, { title, continued: rng.pick(['{t} (continued)', '{t} - continued', '{t} cont.']), shade: rng.chance(0.4) });
  if (o.subtotal !== null) {
    if (d.y + st.lead * 1.5 > st.bottom) d.newPage();
    d.text(o.subtotal, st.left, d.y + 2, { bold: true });
    d.text(money(net(list), { dollar: true }), st.right, d.y + 2, { bold: true, align: 'right' });
    d.y += st.lead * 1.6;
  }
  return list.map((t) => truthRow(t, describe(t)));
}

/** Cells laid out `per` across, in row-major order (1 2 3 / 4 5 6) or column-major (down the first column first). */
function across<T>(items: T[], per: number, columnMajor: boolean): (T | undefined)[][] {
  const nRows = Math.ceil(items.length / per);
  const out: (T | undefined)[][] = [];
  for (let r = 0; r < nRows; r++) {
    const line: (T | undefined)[] = [];
    for (let k = 0; k < per; k++) line.push(items[columnMajor ? k * nRows + r : r * per + k]);
    out.push(line);
  }
  return out;
}

/** Check number / date / amount triples 2-3 across the page. Returns the checks' truth rows (`Check 1234`). */
export function checksAcross(rng: Rng, d: Doc, title: string, checks: ModelTxn[], dateFmt: DateFormat): TruthTransaction[] {
  const st = d.style;
  if (checks.length === 0) return [];
  const upper = rng.chance(0.5);
  const per = rng.pick([2, 3, 3]);
  const columnMajor = rng.chance(0.4);
  const cw = (st.right - st.left) / per;
  const [hNum, hDate, hAmt] = upper ? [rng.pick(['CHECK NO.', 'CHECK #']), 'DATE', 'AMOUNT'] : [rng.pick(['Check No.', 'Check #']), rng.pick(['Date', 'Date Paid']), 'Amount'];
  const head = (cont: boolean) => {
    d.text(cont ? `${title} (continued)` : title, st.left, d.y, { bold: true, size: st.size + 1 });
    d.y += st.lead * 1.5;
    for (let k = 0; k < per; k++) {
      d.text(hNum, st.left + k * cw, d.y, { bold: true });
      d.text(hDate, st.left + k * cw + cw * 0.36, d.y, { bold: true });
      d.text(hAmt, st.left + (k + 1) * cw - 10, d.y, { bold: true, align: 'right' });
    }
    d.y += st.lead;
  };
  if (d.y + st.lead * 4 > st.bottom) d.newPage();
  head(false);
  // a break in the number sequence marked after the number (`1234 *`, `1234*`), explained under the table
  const marks = rng.pick(['', ' *', '*']);
  let gapNote = false;
  // Column-major tables fill a page's columns before the next page; cut the list into pages' worth of rows.
  const rowsLeft = () => Math.max(1, Math.floor((st.bottom - d.y) / st.lead));
  const rest = [...checks];
  while (rest.length) {
    const take = rest.splice(0, rowsLeft() * per);
    for (const line of across(take, per, columnMajor)) {
      line.forEach((t, k) => {
        if (!t) return;
        const prev = checks[checks.indexOf(t) - 1];
        const gap = marks && prev !== undefined && t.checkNumber! - prev.checkNumber! > 1;
        if (gap) gapNote = true;
        d.text(`${t.checkNumber}${gap ? marks : ''}`, st.left + k * cw, d.y);
        d.text(formatDate(t.date, dateFmt), st.left + k * cw + cw * 0.36, d.y);
        d.text(money(t.cents), st.left + (k + 1) * cw - 10, d.y, { align: 'right' });
      });
      d.y += st.lead;
    }
    if (rest.length) { d.newPage(); head(true); }
  }
  if (gapNote) {
    if (d.y + st.lead > st.bottom) d.newPage();
    d.text(rng.pick(['* Indicates a break in check number sequence', '* gap in check sequence']), st.left, d.y, { size: st.size - 1 });
    d.y += st.lead;
  }
  const word = upper ? 'CHECK' : 'Check';
  return checks.map((t) => truthRow(t, `${word} ${t.checkNumber}`));
}

/** Daily balance table: date and balance pairs 2-3 (or 4) across, dates only of days with activity (or every day). */
export function dailyBalances(rng: Rng, d: Doc, s: ModelStatement, dateFmt: DateFormat, o: { per?: number; everyDay?: boolean } = {}): void {
  const st = d.style;
  const days = new Set(s.txns.map((t) => t.date));
  const eod = endOfDayBalances(s).filter((x) => o.everyDay || days.has(x.date));
  if (eod.length === 0) return;
  const per = o.per ?? rng.pick([2, 3, 3, 4]);
  const columnMajor = rng.chance(0.5);
  const cw = (st.right - st.left) / per;
  const title = rng.pick(['DAILY BALANCE SUMMARY', 'Daily Balances', 'Daily Ending Balance', 'DAILY LEDGER BALANCES', 'Balance Summary']);
  const [hd, hb] = rng.pick([['Date', 'Balance'], ['DATE', 'BALANCE'], ['Date', 'Ledger Balance'], ['Date', 'Amount']] as const);
  const head = (cont: boolean) => {
    d.text(cont ? `${title} (continued)` : title, st.left, d.y, { bold: true, size: st.size + 1 });
    d.y += st.lead * 1.5;
    for (let k = 0; k < per; k++) {
      d.text(hd, st.left + k * cw, d.y, { bold: true });
      d.text(hb, st.left + (k + 1) * cw - 14, d.y, { bold: true, align: 'right' });
    }
    d.y += st.lead;
  };
  if (d.y + st.lead * 5 > st.bottom) d.newPage(); else d.y += st.lead;
  head(false);
  const rest = [...eod];
  while (rest.length) {
    const take = rest.splice(0, Math.max(1, Math.floor((st.bottom - d.y) / st.lead)) * per);
    for (const line of across(take, per, columnMajor)) {
      line.forEach((e, k) => {
        if (!e) return;
        d.text(formatDate(e.date, dateFmt), st.left + k * cw, d.y);
        d.text(balanceText(e.cents, 'minus'), st.left + (k + 1) * cw - 14, d.y, { align: 'right' });
      });
      d.y += st.lead;
    }
    if (rest.length) { d.newPage(); head(true); }
  }
}
