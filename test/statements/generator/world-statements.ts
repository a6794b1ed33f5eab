// Monthly statements of banks outside North America: a UK current account (dates without year, BROUGHT FORWARD,
// money out / money in, balances on a day's last row, `Nil`, a summary sidebar sharing lines with the table), a
// German or Swiss account statement (`1.234,56` / `1'234.56`, `DD.MM.` dates, H/S markers, Übertrag lines at page
// breaks) and a South African business cheque account (`1 234.56`, Cr/Dr, notice rows, a stamp over the table).

import type { Rng } from './prng.ts';
import type { Content, ContentOptions, ModelStatement, ModelTxn } from './model.ts';
import { addDays } from './dates.ts';
import { dollars, type TruthTransaction } from './truth.ts';
import type { LayoutDef, RenderedStatement } from './layouts.ts';
import type { Doc } from './render.ts';
import { balanceMarked, fmtDate, marked, nilOr, num, NUM, type Mark, type NumFmt } from './world-format.ts';
import { insertAfter, localise, rechain, type Locale } from './world-locale.ts';
import { cols, cut, drawStamp, grid, holderBlock, worldFooter, type GRow } from './world-grid.ts';

const content = (density: [number, number], over: Partial<ContentOptions> = {}) => (rng: Rng): ContentOptions =>
  ({ country: 'US', months: 1, accounts: 1, periodKind: 'any', density: rng.float(density[0], density[1]), ...over });

const lastOfDay = (ts: ModelTxn[], i: number) => i === ts.length - 1 || ts[i + 1]!.date !== ts[i]!.date;
const truthRows = (s: ModelStatement, bal: 'every' | 'dayLast' | 'none'): TruthTransaction[] => s.txns.map((t, i) => ({
  date: t.date, description: t.description, amount: dollars(t.cents), direction: t.direction, category: t.category,
  balance: bal === 'every' || (bal === 'dayLast' && lastOfDay(s.txns, i)) ? dollars(t.balanceAfter) : null,
}));
const sum = (s: ModelStatement, dir: 'credit' | 'debit') => s.txns.filter((t) => t.direction === dir).reduce((a, t) => a + t.cents, 0);
const FOREIGN = /\b(USD|EUR|GBP) [\d.,' ]+\d|\d (USD|EUR|GBP)\b/;

// ---------------------------------------------------------------- 3. UK current account

const ukInfo = new WeakMap<Content, { statementNo: number }>();

function prepareUk(rng: Rng, c: Content): void {
  localise(rng, c, 'UK', { foreignCards: 0.15 });
  const s = c.statements[0]!;
  c.traits = ['dates_without_year', 'year_only_in_statement_date', 'brought_forward_row', 'balance_on_day_last_row', 'summary_sidebar_shares_lines'];
  // A purchase abroad is followed by the conversion charge, whose narrative names the purchase's sterling amount.
  const fees = insertAfter(c.statements, (t) => (t.direction === 'debit' && FOREIGN.test(t.description) ? {
    description: rng.chance(0.5) ? `CCC GBP ${num(t.cents)}` : 'NON-STERLING TRANSACTION FEE', cents: Math.max(1, Math.round(t.cents * 0.0275)),
    direction: 'debit', category: 'fee', checkNumber: null, bankFee: true, funder: null, knownLender: false,
  } : null));
  if (fees) c.traits.push('amount_in_description');
  if (rng.chance(0.3)) {
    // A short statement (the bank prints one whenever a page fills): a few days, sometimes with no money in at all.
    const from = addDays(s.periodStart, rng.int(0, 20));
    cut(s, from, addDays(from, rng.int(3, 7)));
    if (rng.chance(0.5)) { s.txns = s.txns.filter((t) => t.direction === 'debit'); rechain([s]); }
  }
  if (sum(s, 'credit') === 0 || sum(s, 'debit') === 0) c.traits.push('nil_in_summary');
  s.derived = { period: false, beginning_balance: false, ending_balance: false };
  ukInfo.set(c, { statementNo: rng.int(40, 420) });
}

function renderUk(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const s = c.statements[0]!;
  const dateFmt = rng.pick(['DD Month', 'DD Mon', 'D Mon']);
  const stmtDate = `${rng.pick(['Statement date', 'Date of statement'])} ${fmtDate(s.periodEnd, rng.pick(['DD Month YY', 'D Month YY', 'DD Mon YY']))}`;
  const negMark: Mark = rng.pick(['od', 'crdr', 'trailing'] as const);
  const flagS = negMark !== 'crdr' && rng.chance(0.6);
  const bal = (cents: number, final = false) => `${balanceMarked(cents, negMark, NUM.us, { creditMark: negMark === 'crdr' })}${final && flagS ? ' S' : ''}`;
  d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 6 });
  d.text(rng.pick(['Business Current Account', 'BUSINESS CURRENT ACCOUNT', 'Business Account Statement']), st.right, d.y, { bold: true, align: 'right', size: st.size + 1 });
  d.y += (st.size + 6) * 1.8;
  const sort = `${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)}`;
  const yHolder = d.y;
  holderBlock(d, c, st.left + rng.int(0, 20), yHolder, rng.chance(0.5));
  const rx = st.left + (st.right - st.left) * 0.55;
  const sidebarDate = rng.chance(0.5);
  const info = [`Sort code ${sort}`, `Account number ${s.accountNumber}`, `${rng.pick(['Statement number', 'Sheet number'])} ${ukInfo.get(c)!.statementNo}`,
    ...(sidebarDate ? [] : [stmtDate]), ...(rng.chance(0.5) ? [`Period ${fmtDate(s.periodStart, dateFmt)} to ${fmtDate(s.periodEnd, dateFmt)}`] : [])];
  info.forEach((l, i) => d.text(l, rx, yHolder + i * st.lead));
  d.y = yHolder + Math.max(5, info.length) * st.lead + st.lead;
  // The sidebar (left) and the table (right): the sidebar's lines sit on the table's baselines.
  const credits = sum(s, 'credit'), debits = sum(s, 'debit');
  const side: [string, string][] = [
    [rng.pick(['Your account summary', 'Account summary', 'SUMMARY']), ''],
    [rng.pick(['Balance brought forward', 'Opening balance']), bal(s.beginning)],
    [rng.pick(['Money in', 'Paid in', 'Total receipts']), nilOr(credits, NUM.us)],
    [rng.pick(['Money out', 'Paid out', 'Total payments']), nilOr(debits, NUM.us)],
    [rng.pick(['Balance carried forward', 'Closing balance']), bal(s.ending, true)],
    ['', ''],
    ['Overdraft limit', rng.chance(0.5) ? 'Nil' : num(rng.pick([50000, 100000, 250000]))],
    [rng.pick(['Interest charged', 'Overdraft interest']), 'Nil'],
    ...(sidebarDate ? [[stmtDate, ''] as [string, string]] : []),
  ];
  // As wide as its longest label and figure (the statement date stands alone on its line).
  const sideW = Math.max(...side.map(([k, v]) => (v ? d.width(k, true) + d.width(v, true) + 10 : 0)), (st.right - st.left) * 0.18);
  const left0 = st.left;
  const tableLeft = st.left + sideW + rng.int(12, 22);
  const ordIn = rng.chance(0.3);
  const [outL, inL] = rng.pick([['Money out', 'Money in'], ['Paid out', 'Paid in'], ['Withdrawn', 'Paid in'], ['Payments', 'Receipts']]);
  const pound = rng.chance(0.4) ? ' £' : '';
  const amtW = Math.max(d.width('99,999.99 OD'), d.width(`${outL}${pound}`, true)) + rng.int(0, 4);
  st.left = tableLeft;
  const dateW = d.width(fmtDate('2026-09-28', dateFmt)) + 4;
  const money = [{ key: 'debit', label: [`${outL}${pound}`], w: amtW, align: 'right' as const }, { key: 'credit', label: [`${inL}${pound}`], w: amtW, align: 'right' as const }];
  const cs = cols(rng, d, [
    { key: 'date', label: ['Date'], w: dateW, align: 'left' }, { key: 'description', label: [rng.pick(['Details', 'Transaction details', 'Description'])], w: 0, align: 'left' },
    ...(ordIn ? money.reverse() : money), { key: 'balance', label: [`Balance${pound}`], w: amtW, align: 'right' },
  ]);
  const headerY = d.y;
  const dateOnce = rng.chance(0.7);
  const rows: GRow[] = [{ cells: { date: fmtDate(s.periodStart, dateFmt), description: rng.pick(['BROUGHT FORWARD', 'BALANCE BROUGHT FORWARD']), balance: bal(s.beginning) } }];
  const balAt: number[] = [s.beginning];
  let prev = '';
  s.txns.forEach((t, i) => {
    const last = lastOfDay(s.txns, i);
    rows.push({ cells: { date: dateOnce && t.date === prev ? '' : fmtDate(t.date, dateFmt), description: t.description, [t.direction]: num(t.cents),
      ...(last ? { balance: bal(t.balanceAfter, i === s.txns.length - 1 && !flagS) } : {}) } });
    balAt.push(t.balanceAfter);
    prev = t.date;
  });
  const carriedRow = rng.chance(0.5);
  if (carriedRow) { rows.push({ cells: { description: 'BALANCE CARRIED FORWARD', balance: bal(s.ending, true) } }); balAt.push(s.ending); }
  else if (flagS) rows[rows.length - 1]!.cells.balance = bal(s.ending, true);
  const carry = rng.chance(0.5) ? {
    before: (k: number) => ['BALANCE CARRIED FORWARD', bal(balAt[k - 1]!)], after: (k: number) => ['BALANCE BROUGHT FORWARD', bal(balAt[k - 1]!)], cols: { a: 'balance' },
  } : undefined;
  grid(d, cs, rows, { rules: rng.chance(0.4), shade: rng.chance(0.4), carry });
  st.left = left0;
  // The sidebar on page 1, drawn on the table's baselines (after the table, as a separate text run).
  // The title stands on the column header's line, the figures on the first rows' baselines (the header is one line
  // plus 2 points).
  const endPage = d.page;
  d.doc.switchToPage(0);
  side.forEach(([k, v], i) => {
    const y = i === 0 ? headerY : headerY + st.lead + 2 + (i - 1) * st.lead;
    if (y + st.size > st.bottom) return;
    d.text(k, left0, y, { bold: i === 0 || i === 4 });
    if (v) d.text(v, left0 + sideW, y, { align: 'right', bold: i === 4 });
  });
  d.doc.switchToPage(endPage - 1);
  c.traits!.push(negMark === 'od' ? 'od_marker' : negMark === 'trailing' ? 'trailing_minus' : 'cr_dr_markers');
  if (flagS) c.traits!.push('closing_flag_S');
  if (carry) c.traits!.push('carried_forward_lines_at_page_breaks');
  return [{ statement: s, rows: truthRows(s, 'dayLast') }];
}

// ---------------------------------------------------------------- 4. German / Swiss account statement

function prepareEu(rng: Rng, c: Content): void {
  const loc: Locale = rng.chance(0.7) ? 'DE' : 'CH';
  localise(rng, c, loc, { foreignCards: 0.08 });
  c.traits = [loc === 'DE' ? 'comma_decimal' : 'apostrophe_thousands'];
  c.statements[0]!.derived = { period: false, beginning_balance: false, ending_balance: false };
  if (c.statements[0]!.txns.some((t) => FOREIGN.test(t.description))) c.traits.push('amount_in_description');
}

function renderEu(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const s = c.statements[0]!;
  const ch = s.currency === 'CHF';
  const de = rng.chance(ch ? 0.5 : 0.75);
  const f: NumFmt = ch ? NUM.swiss : NUM.eu;
  const L = de
    ? { title: 'Kontoauszug', period: 'Zeitraum', old: 'Alter Kontostand vom', new: 'Neuer Kontostand vom', date: ch ? 'Datum' : 'Buchung', value: ch ? 'Valuta' : 'Wert', text: ch ? 'Text' : 'Vorgang', amount: `Betrag ${s.currency}`, debit: 'Belastung', credit: 'Gutschrift', balance: 'Saldo', carryOut: 'Übertrag auf Blatt', carryIn: 'Übertrag von Blatt', sums: ['Summe Soll', 'Summe Haben'], sheet: 'Blatt' }
    : { title: 'Account statement', period: 'Period', old: 'Old balance as of', new: 'New balance as of', date: 'Date', value: 'Value', text: 'Description', amount: `Amount ${s.currency}`, debit: 'Debit', credit: 'Credit', balance: 'Balance', carryOut: 'Carried forward to sheet', carryIn: 'Brought forward from sheet', sums: ['Total debits', 'Total credits'], sheet: 'Sheet' };
  const df = ch ? rng.pick(['DD.MM.YY', 'DD.MM.']) : 'DD.MM.';
  // German banks: H (Haben) / S (Soll) after every figure, or a trailing minus; Swiss: a minus sign.
  const mark: Mark = ch ? 'minus' : rng.weighted([['hs', 6], ['trailing', 2], ['minus', 2]] as const);
  const fig = (cents: number, neg: boolean) => marked(cents, neg, mark, f);
  const month = Number(s.periodEnd.slice(5, 7));
  d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 6 });
  d.text(`${L.title} ${month}/${s.periodEnd.slice(0, 4)}   ${L.sheet} 1`, st.right, d.y, { bold: true, align: 'right', size: st.size + 1 });
  d.y += (st.size + 6) * 1.8;
  const yh = d.y;
  holderBlock(d, c, st.left + rng.int(0, 20), yh);
  const iban = s.accountNumber.replace(/(.{4})/g, '$1 ').trim();
  const rx = st.left + (st.right - st.left) * 0.55;
  [`IBAN ${iban}`, `BIC ${rng.alnum(8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}XXX`, `${L.period} ${fmtDate(s.periodStart, 'DD.MM.YYYY')} - ${fmtDate(s.periodEnd, 'DD.MM.YYYY')}`]
    .forEach((l, i) => d.text(l, rx, yh + i * st.lead));
  d.y = yh + 5 * st.lead;
  d.text(`${L.old} ${fmtDate(addDays(s.periodStart, -1), 'DD.MM.YYYY')}`, st.left, d.y, { bold: true });
  d.text(`${balanceMarked(s.beginning, mark, f)}`, st.right, d.y, { bold: true, align: 'right' });
  d.y += st.lead * 1.8;
  const valueCol = rng.chance(0.6);
  const split = ch || rng.chance(0.25);
  const withBal = ch ? rng.chance(0.7) : rng.chance(0.3);
  const amtW = Math.max(d.width(`999${f.group}999${f.decimal}99 H`), d.width(L.amount, true)) + rng.int(4, 12);
  const dw = Math.max(d.width(fmtDate('2026-12-28', df)), d.width(L.value, true)) + 6;
  const specs = [
    { key: 'date', label: [L.date], w: dw, align: 'left' as const },
    ...(valueCol && !ch ? [{ key: 'value', label: [L.value], w: dw, align: 'left' as const }] : []),
    { key: 'description', label: [L.text], w: 0, align: 'left' as const },
    ...(split ? [{ key: 'debit', label: [L.debit], w: amtW, align: 'right' as const }, { key: 'credit', label: [L.credit], w: amtW, align: 'right' as const }]
      : [{ key: 'amount', label: [L.amount], w: amtW, align: 'right' as const }]),
    ...(valueCol && ch ? [{ key: 'value', label: [L.value], w: dw, align: 'left' as const }] : []),
    ...(withBal ? [{ key: 'balance', label: [L.balance], w: amtW, align: 'right' as const }] : []),
  ];
  const cs = cols(rng, d, specs);
  const rows: GRow[] = [];
  const balAt: number[] = [];
  for (const t of s.txns) {
    const value = rng.chance(0.75) ? t.date : addDays(t.date, -rng.int(1, 3));
    rows.push({ cells: { date: fmtDate(t.date, df), value: fmtDate(value, df), description: t.description,
      ...(split ? { [t.direction]: num(t.cents, f) } : { amount: fig(t.cents, t.direction === 'debit') }),
      ...(withBal ? { balance: balanceMarked(t.balanceAfter, mark, f) } : {}) } });
    balAt.push(t.balanceAfter);
  }
  let sheet = 1;
  const carry = rng.chance(0.6) ? {
    before: (k: number) => [`${L.carryOut} ${sheet + 1}`, balanceMarked(k ? balAt[k - 1]! : s.beginning, mark, f)],
    after: (k: number) => [`${L.carryIn} ${sheet++}`, balanceMarked(k ? balAt[k - 1]! : s.beginning, mark, f)],
    cols: { a: withBal ? 'balance' : split ? 'credit' : 'amount' },
  } : undefined;
  grid(d, cs, rows, { rules: rng.chance(0.3), shade: rng.chance(0.5), carry });
  d.y += st.lead * 0.5;
  if (d.y + st.lead * 3 > st.bottom) d.newPage();
  if (rng.chance(0.5)) {
    d.text(L.sums[0]!, st.left, d.y); d.text(fig(sum(s, 'debit'), true), st.right, d.y, { align: 'right' }); d.y += st.lead;
    d.text(L.sums[1]!, st.left, d.y); d.text(fig(sum(s, 'credit'), false), st.right, d.y, { align: 'right' }); d.y += st.lead;
  }
  d.text(`${L.new} ${fmtDate(s.periodEnd, 'DD.MM.YYYY')}`, st.left, d.y, { bold: true });
  d.text(balanceMarked(s.ending, mark, f), st.right, d.y, { bold: true, align: 'right' });
  d.y += st.lead;
  c.traits!.push(...(df === 'DD.MM.' ? ['dates_without_year'] : ['two_digit_years']), ...(valueCol ? ['value_date_column'] : []));
  c.traits!.push(de ? 'german_labels' : 'english_labels', mark === 'hs' ? 'h_s_markers' : mark === 'trailing' ? 'trailing_minus' : 'leading_minus');
  if (carry) c.traits!.push('carried_forward_lines_at_page_breaks');
  return [{ statement: s, rows: truthRows(s, withBal ? 'every' : 'none') }];
}

// ---------------------------------------------------------------- 5. South African business cheque account

const zaInfo = new WeakMap<Content, { stampDate: string }>();

function prepareZa(rng: Rng, c: Content): void {
  localise(rng, c, 'ZA');
  c.statements[0]!.derived = { period: false, beginning_balance: false, ending_balance: false };
  c.traits = ['space_thousands', 'notice_rows_with_amounts', 'stamp_over_table'];
  zaInfo.set(c, { stampDate: addDays(c.statements[0]!.periodEnd, rng.int(1, 20)) });
}

function renderZa(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const s = c.statements[0]!;
  const f = NUM.space;
  const fnb = rng.chance(0.6);
  const tight = rng.chance(0.5);
  const cr = (x: string) => (tight ? x.replace(/ (Cr|Dr)$/, '$1') : x);
  const balTxt = (cents: number) => (fnb ? cr(balanceMarked(cents, 'crdrLower', f)) : balanceMarked(cents, 'trailing', f));
  const df = fnb ? 'DD Mon' : 'DD/MM/YYYY';
  d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 6 });
  d.text('Tax Invoice', st.right, d.y, { align: 'right', bold: true });
  d.y += (st.size + 6) * 1.8;
  const yh = d.y;
  holderBlock(d, c, st.left, yh, true);
  const rx = st.left + (st.right - st.left) * 0.52;
  [rng.pick(['BUSINESS CHEQUE ACCOUNT', 'Business Current Account', 'GOLD BUSINESS ACCOUNT']), `Account Number : ${s.accountNumber}`,
    `Statement Period : ${fmtDate(s.periodStart, 'DD Month YYYY')} to ${fmtDate(s.periodEnd, 'DD Month YYYY')}`,
    `Statement Date : ${fmtDate(addDays(s.periodEnd, 1), 'DD Month YYYY')}`, `VAT Registration Number : 4${rng.digits(9)}`]
    .forEach((l, i) => d.text(l, rx, yh + i * st.lead));
  d.y = yh + 6 * st.lead;
  const summary: [string, string][] = [['Opening Balance', balTxt(s.beginning)], ['Total Credits', num(sum(s, 'credit'), f)],
    ['Total Debits', num(sum(s, 'debit'), f)], ['Closing Balance', balTxt(s.ending)]];
  for (const [k, v] of summary) { d.text(k, st.left, d.y); d.text(v, st.left + (st.right - st.left) * 0.45, d.y, { align: 'right' }); d.y += st.lead; }
  d.y += st.lead;
  const amtW = d.width('9 999 999.99Cr') + rng.int(6, 14);
  const charges = fnb && rng.chance(0.5);
  const cs = cols(rng, d, fnb
    ? [{ key: 'date', label: ['Date'], w: d.width('28 Sep') + 6, align: 'left' }, { key: 'description', label: ['Description'], w: 0, align: 'left' },
      { key: 'amount', label: ['Amount'], w: amtW, align: 'right' }, { key: 'balance', label: ['Balance'], w: amtW, align: 'right' },
      ...(charges ? [{ key: 'charge', label: ['Accrued', 'Bank', 'Charges'], w: d.width('Charges', true) + 4, align: 'right' as const }] : [])]
    : [{ key: 'date', label: ['Date'], w: d.width('28/12/2026') + 6, align: 'left' }, { key: 'description', label: ['Transaction Description'], w: 0, align: 'left' },
      { key: 'debit', label: ['Debit Amount'], w: amtW, align: 'right' }, { key: 'credit', label: ['Credit Amount'], w: amtW, align: 'right' },
      { key: 'balance', label: ['Balance'], w: amtW, align: 'right' }]);
  const rows: GRow[] = [{ cells: { date: fmtDate(s.periodStart, df), description: rng.pick(['Opening Balance', 'BALANCE BROUGHT FORWARD']), balance: balTxt(s.beginning) } }];
  const amount = (t: { cents: number; direction: string }) => (fnb ? (t.direction === 'credit' ? cr(`${num(t.cents, f)} Cr`) : num(t.cents, f)) : num(t.cents, f));
  let notices = 0;
  s.txns.forEach((t, i) => {
    rows.push({ cells: { date: fmtDate(t.date, df), description: t.description, ...(fnb ? { amount: amount(t) } : { [t.direction]: num(t.cents, f) }),
      balance: balTxt(t.balanceAfter), ...(charges && rng.chance(0.15) ? { charge: num(rng.pick([250, 450, 725, 1000]), f) } : {}) } });
    if (lastOfDay(s.txns, i) && rng.chance(0.07)) {
      // A notice: money named in the text (or, on some, in the amount column) that does not move the balance.
      notices++;
      const amt = rng.cents(50, 5000);
      const text = rng.pick([`NOTICE: UNPAID DEBIT ORDER R${num(amt, f)} RETURNED TO ORIGINATOR`, `STOP PAYMENT INSTRUCTION R ${num(amt, f)} NOT PROCESSED`,
        `RESERVED FUNDS R${num(amt, f)} PENDING CLEARANCE`, `#NOTIFICATION: DEBIT ORDER OF R ${num(amt, f)} WILL BE PRESENTED ON ${fmtDate(addDays(t.date, 3), 'DD/MM')}`]);
      const inColumn = fnb && rng.chance(0.35);
      rows.push({ cells: { date: fmtDate(t.date, df), description: text, ...(inColumn ? { amount: num(amt, f), balance: balTxt(t.balanceAfter) } : {}) } });
    }
  });
  if (rng.chance(0.5)) rows.push({ cells: { date: fmtDate(s.periodEnd, df), description: 'Closing Balance', balance: balTxt(s.ending) } });
  grid(d, cs, rows, { rules: rng.chance(0.3), shade: rng.chance(0.5) });
  c.traits!.push(fnb ? 'cr_dr_markers' : 'trailing_minus');
  if (charges) c.traits!.push('accrued_charges_column');
  if (notices === 0) c.traits = c.traits!.filter((x) => x !== 'notice_rows_with_amounts');
  return [{ statement: s, rows: truthRows(s, 'every') }];
}

function zaFooter(rng: Rng, c: Content): (d: Doc, page: number, total: number) => void {
  const { stampDate } = zaInfo.get(c)!;
  const lines = rng.chance(0.4) ? ['ORIGINAL'] : [c.bankName.toUpperCase(), rng.pick(['SANDTON CITY BRANCH', 'CAPE TOWN CBD', 'DURBAN NORTH']), fmtDate(stampDate, 'YYYY -MM- DD'), 'STAMP / STEMPEL'];
  const angle = rng.float(-18, 18), color = rng.pick(['#2a4db3', '#b32a2a', '#7a2ab3']), every = rng.chance(0.3);
  const fx = rng.float(0.35, 0.65), fy = rng.float(0.4, 0.7);
  return worldFooter(rng, { legal: `${c.bankName} is an authorised financial services provider and registered credit provider. Please verify this statement.`,
    pageFmt: 'Page {p} of {t}',
    stamp: (d, p) => { if (p === 1 || every) drawStamp(d, lines, d.style.pageW * fx, d.style.pageH * fy, angle, color); } });
}

export const STATEMENT_LAYOUTS: readonly LayoutDef[] = [
  { name: 'uk_current_account', description: 'UK current account (GBP): DD Month dates without year, year only in "Statement date 13 June 25", BROUGHT FORWARD row, money out / money in, balance on a day\'s last row, Nil in the summary, closing flagged S or CR/DR/OD, summary sidebar on the table\'s lines',
    content: content([0.5, 1.2], { yearBoundary: 0.2 }), prepare: prepareUk, render: renderUk,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName} is authorised by the Prudential Regulation Authority. Please check this statement carefully.` }) },
  { name: 'european_haben_soll', description: 'German (EUR, 1.234,56, H/S or trailing minus) or Swiss (CHF, 1\'234.56) account statement: DD.MM. dates without year, value dates, old/new balance lines, Übertrag lines at page breaks; German or English labels',
    content: content([0.5, 1.2], { yearBoundary: 0.2 }), prepare: prepareEu, render: renderEu,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName}. Bitte prüfen Sie Ihren Kontoauszug. Einwendungen sind innerhalb von sechs Wochen zu erheben.`,
      pageFmt: rng.pick(['Seite {p} von {t}', 'Blatt {p}', 'Page {p} of {t}']) }) },
  { name: 'za_business_cheque', description: 'South African business cheque account (ZAR): 1 234.56 figures, Cr/Dr markers, notice rows with amounts that do not move the balance, accrued charges column, a stamp over the table',
    content: content([1.2, 2.4]), prepare: prepareZa, render: renderZa, footer: zaFooter },
];
