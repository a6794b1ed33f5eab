// World-countries layouts, third part (see world-countries.ts): a UAE business account statement in English (AED,
// `DD/MM/YYYY`, a Cheque No. column, balances with `Cr`/`Dr` or a minus) and an Irish current account (EUR with `€`,
// IBAN/BIC, Debit / Credit / Balance, `BALANCE FORWARD` rows at the top of each page, the balance on a day's last row,
// the date on a day's first row only).

import type { Rng } from './prng.ts';
import type { Content } from './model.ts';
import type { LayoutDef, RenderedStatement } from './layouts.ts';
import type { Doc } from './render.ts';
import { fmtDate, num } from './world-format.ts';
import { cols, grid, worldFooter, type GRow } from './world-grid.ts';
import { dressC } from './world-countries-locale.ts';
import { extraContent, lastOfDay, printedAll, total, truthRows } from './world-extra.ts';

const kv = (d: Doc, pairs: [string, string][], x: number, y: number, sep = ''): void => {
  const kw = Math.max(...pairs.map(([k]) => d.width(`${k}${sep}`))) + 6;
  pairs.forEach(([k, v], i) => { d.text(`${k}${sep}`, x, y + i * d.style.lead); d.text(v, x + kw, y + i * d.style.lead); });
};
const grouped = (a: string) => a.replace(/(.{4})/g, '$1 ').trim();

// ---------------------------------------------------------------- 7. UAE

function prepareAe(rng: Rng, c: Content): void {
  dressC(rng, c, 'AE', true);
  c.statements.forEach(printedAll);
  c.traits = ['cheque_number_column', 'day_first_dates', 'four_digit_years', ...(c.statements.length > 1 ? ['one_statement_per_month'] : [])];
}

function renderAe(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const crdr = rng.chance(0.4);
  const bal = (x: number) => (crdr ? `${num(x)} ${x < 0 ? 'Dr' : 'Cr'}` : `${x < 0 ? '-' : ''}${num(x)}`);
  const trn = `100${rng.digits(12)}`;
  const out: RenderedStatement[] = [];
  let chq = rng.int(100, 900);
  for (const [k, s] of c.statements.entries()) {
    if (k > 0) d.newPage();
    d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 6 });
    d.text(rng.pick(['ACCOUNT STATEMENT', 'Statement of Account', 'BUSINESS ACCOUNT STATEMENT']), st.right, d.y, { bold: true, align: 'right', size: st.size + 1 });
    d.y += (st.size + 6) * 1.8;
    const yh = d.y;
    [c.business.legalName, c.business.street, c.business.city, 'United Arab Emirates', `TRN ${trn}`].forEach((l, i) => d.text(l, st.left, yh + i * st.lead, { bold: i === 0 }));
    const ibanNo = `AE${rng.digits(2)}0${rng.digits(2)}${s.accountNumber.padStart(16, '0')}`;
    kv(d, [['Account Number', s.accountNumber], ['IBAN', grouped(ibanNo)], ['Currency', 'AED'], ['Account Type', rng.pick(['CURRENT ACCOUNT', 'BUSINESS CURRENT ACCOUNT', 'CORPORATE CURRENT A/C'])],
      ['Statement Period', `${fmtDate(s.periodStart, 'DD/MM/YYYY')} to ${fmtDate(s.periodEnd, 'DD/MM/YYYY')}`]], st.left + (st.right - st.left) * 0.5, yh, ' :');
    d.y = yh + 6 * st.lead;
    const nDr = s.txns.filter((t) => t.direction === 'debit').length;
    for (const [a, b] of [['Opening Balance', bal(s.beginning)], [`Total Debits (${nDr})`, num(total(s, 'debit'))], [`Total Credits (${s.txns.length - nDr})`, num(total(s, 'credit'))],
      ['Closing Balance', bal(s.ending)]] as const) { d.text(a, st.left, d.y); d.text(b, st.left + (st.right - st.left) * 0.4, d.y, { align: 'right' }); d.y += st.lead; }
    d.y += st.lead;
    const amtW = Math.max(d.width('9,999,999.99 Dr'), d.width('Balance', true)) + rng.int(4, 10);
    const dw = Math.max(d.width('28/12/2026'), d.width('Value Date', true)) + 6;
    const valueCol = rng.chance(0.5);
    const cs = cols(rng, d, [
      { key: 'date', label: [rng.pick(['Date', 'Transaction Date', 'Posting Date'])], w: Math.max(dw, d.width('Transaction', true) + 6), align: 'left' },
      ...(valueCol ? [{ key: 'value', label: ['Value Date'], w: dw, align: 'left' as const }] : []),
      { key: 'description', label: [rng.pick(['Description', 'Narration', 'Transaction Details'])], w: 0, align: 'left' },
      { key: 'chq', label: [rng.pick(['Cheque No.', 'Chq No.', 'Cheque No'])], w: d.width('Cheque No.', true) + 8, align: 'left' },
      { key: 'debit', label: ['Debit'], w: amtW, align: 'right' }, { key: 'credit', label: ['Credit'], w: amtW, align: 'right' }, { key: 'balance', label: ['Balance'], w: amtW, align: 'right' },
    ]);
    const rows: GRow[] = [{ bold: true, cells: { date: fmtDate(s.periodStart, 'DD/MM/YYYY'), description: 'OPENING BALANCE', balance: bal(s.beginning) } }];
    for (const t of s.txns) {
      // The cheque number stands in its own column after the description: the truth's description reads both, in order.
      const printed = t.description;
      let no = '';
      if (t.category === 'check') { no = String(chq += rng.int(1, 3)).padStart(6, '0'); t.description = `${printed} ${no}`; }
      rows.push({ cells: { date: fmtDate(t.date, 'DD/MM/YYYY'), value: fmtDate(t.date, 'DD/MM/YYYY'), description: printed, chq: no, [t.direction]: num(t.cents), balance: bal(t.balanceAfter) } });
    }
    rows.push({ bold: true, cells: { date: fmtDate(s.periodEnd, 'DD/MM/YYYY'), description: 'CLOSING BALANCE', balance: bal(s.ending) } });
    grid(d, cs, rows, { rules: rng.chance(0.5), shade: rng.chance(0.6) });
    d.y += st.lead;
    out.push({ statement: s, rows: truthRows(s, 'every') });
  }
  c.traits!.push(crdr ? 'cr_dr_balances' : 'minus_balances');
  return out;
}

// ---------------------------------------------------------------- 8. Ireland

function prepareIe(rng: Rng, c: Content): void {
  dressC(rng, c, 'IE', true);
  c.statements.forEach(printedAll);
  c.traits = ['euro_symbol', 'balance_forward_rows', 'balance_on_day_last_row', 'iban_bic', ...(c.statements.length > 1 ? ['one_statement_per_month'] : [])];
}

function renderIe(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const drMark = rng.chance(0.6);
  const bal = (x: number) => (drMark ? `${num(x)}${x < 0 ? ' DR' : ''}` : `${x < 0 ? '-' : ''}${num(x)}`);
  const df = rng.pick(['D Mon YYYY', 'DD Mon YYYY', 'DD MON YY']);
  const dateOnce = rng.chance(0.5);
  const symInCells = rng.chance(0.3);
  const e = (x: string) => (symInCells ? `€${x}` : x);
  const bic = `${c.bankName.replace(/[^A-Z]/g, '').slice(0, 4).padEnd(4, 'X')}IE2D`;
  const out: RenderedStatement[] = [];
  for (const [k, s] of c.statements.entries()) {
    if (k > 0) d.newPage();
    d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 6 });
    d.text(rng.pick(['Statement of Account', 'CURRENT ACCOUNT STATEMENT', 'Business Current Account']), st.right, d.y, { bold: true, align: 'right', size: st.size + 1 });
    d.y += (st.size + 6) * 1.8;
    const yh = d.y;
    [c.business.legalName, c.business.street, c.business.city].forEach((l, i) => d.text(l, st.left, yh + i * st.lead, { bold: i === 0 }));
    kv(d, [['Account Name', c.business.legalName], ['IBAN', grouped(s.accountNumber)], ['BIC', bic], ['Statement date', fmtDate(s.periodEnd, 'DD Month YYYY')],
      ['Period', `${fmtDate(s.periodStart, 'DD Mon YYYY')} - ${fmtDate(s.periodEnd, 'DD Mon YYYY')}`]], st.left + (st.right - st.left) * 0.5, yh);
    d.y = yh + 6 * st.lead;
    const amtW = Math.max(d.width('€9,999,999.99 DR'), d.width('Balance €', true)) + rng.int(4, 10);
    const lab = rng.pick([['Debit €', 'Credit €', 'Balance €'], ['Debit', 'Credit', 'Balance'], ['Payments - out', 'Payments - in', 'Balance']] as const);
    const cs = cols(rng, d, [
      { key: 'date', label: ['Date'], w: Math.max(d.width(fmtDate('2026-12-28', df)), d.width('Date', true)) + 8, align: 'left' },
      { key: 'description', label: [rng.pick(['Details', 'Transaction Details', 'Description'])], w: 0, align: 'left' },
      { key: 'debit', label: [lab[0]], w: amtW, align: 'right' }, { key: 'credit', label: [lab[1]], w: amtW, align: 'right' }, { key: 'balance', label: [lab[2]], w: amtW, align: 'right' },
    ]);
    const rows: GRow[] = [{ bold: true, cells: { date: fmtDate(s.periodStart, df), description: 'BALANCE FORWARD', balance: e(bal(s.beginning)) } }];
    const balBefore: number[] = [s.beginning];
    s.txns.forEach((t, i) => {
      const first = i === 0 || s.txns[i - 1]!.date !== t.date;
      rows.push({ cells: { date: !dateOnce || first ? fmtDate(t.date, df) : '', description: t.description, [t.direction]: e(num(t.cents)), ...(lastOfDay(s.txns, i) ? { balance: e(bal(t.balanceAfter)) } : {}) } });
      balBefore.push(t.balanceAfter);
    });
    // Each new page opens with the balance carried from the last row of the page before.
    const carry = { before: () => null, after: (i: number) => ['BALANCE FORWARD', e(bal(balBefore[i - 1]!))], cols: { a: 'balance' } };
    grid(d, cs, rows, { rules: rng.chance(0.3), shade: rng.chance(0.5), carry });
    d.y += st.lead;
    if (d.y + st.lead * 5 > st.bottom) d.newPage();
    for (const [a, b] of [['Opening Balance', bal(s.beginning)], ['Total Debits', num(total(s, 'debit'))], ['Total Credits', num(total(s, 'credit'))], ['Closing Balance', bal(s.ending)]] as const) {
      d.text(a, st.left, d.y, { bold: true }); d.text(`€${b}`, st.left + (st.right - st.left) * 0.4, d.y, { align: 'right' }); d.y += st.lead;
    }
    d.y += st.lead;
    out.push({ statement: s, rows: truthRows(s, 'dayLast') });
  }
  c.traits!.push(dateOnce ? 'date_on_first_row_of_day' : 'date_every_row', drMark ? 'dr_marker' : 'minus_balances', ...(symInCells ? ['currency_symbol'] : []), df === 'DD MON YY' ? 'two_digit_years' : 'four_digit_years');
  return out;
}

export const COUNTRY_LAYOUTS_3: readonly LayoutDef[] = [
  { name: 'ae_statement', description: 'UAE business account statement in English (AED): DD/MM/YYYY, Date / (Value Date) / Description / Cheque No. / Debit / Credit / Balance, opening and closing balance rows, Cr/Dr or minus balances, TRN, IBAN AE',
    content: extraContent([1, 3]), prepare: prepareAe, render: renderAe,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName} is licensed by the Central Bank of the UAE. Please review this statement and report any discrepancy within 30 days.` }) },
  { name: 'ie_sepa', description: 'Irish business current account (EUR): IBAN/BIC, Date / Details / Debit € / Credit € / Balance €, BALANCE FORWARD rows at the start and at the top of each page, balance on a day\'s last row, DR marker, date on a day\'s first row',
    content: extraContent([1, 3]), prepare: prepareIe, render: renderIe,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName} p.l.c. is regulated by the Central Bank of Ireland. Deposits are protected under the Deposit Guarantee Scheme.` }) },
];
