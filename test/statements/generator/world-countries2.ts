// World-countries layouts, second part (see world-countries.ts): a Singapore or Malaysian current account (`01 MAR`,
// Withdrawal / Deposit / Balance, BALANCE B/F and C/F, or Maybank-like signed `1,234.56-` amounts), a Nigerian or
// Kenyan statement (Trans Date / Value Date / Reference / Narration / Debit / Credit / Balance, `05-Mar-25`, a summary
// table with counts on page 1) and a Polish wyciąg (signed Kwota, Saldo po operacji, `1 234,56`, printed without
// diacritics).

import type { Rng } from './prng.ts';
import type { Content } from './model.ts';
import { addDays } from './dates.ts';
import type { LayoutDef, RenderedStatement } from './layouts.ts';
import type { Doc } from './render.ts';
import { fmtDate, num, type NumFmt } from './world-format.ts';
import { cols, grid, worldFooter, type GRow } from './world-grid.ts';
import { dressC } from './world-countries-locale.ts';
import { extraContent, mergeMonths, printedAll, total, truthRows } from './world-extra.ts';

const kv = (d: Doc, pairs: [string, string][], x: number, y: number, sep = ''): void => {
  const kw = Math.max(...pairs.map(([k]) => d.width(`${k}${sep}`))) + 6;
  pairs.forEach(([k, v], i) => { d.text(k ? `${k}${sep}` : '', x, y + i * d.style.lead); d.text(v, x + kw, y + i * d.style.lead); });
};

// ---------------------------------------------------------------- 4. Singapore / Malaysia

function prepareSgMy(rng: Rng, c: Content): void {
  const sg = rng.chance(0.5);
  dressC(rng, c, sg ? 'SG' : 'MY', true);
  c.statements.forEach(printedAll);
  c.traits = [sg ? 'singapore' : 'malaysia', 'balance_bf_cf_rows', ...(c.statements.length > 1 ? ['one_statement_per_month'] : [])];
}

function renderSgMy(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const sg = c.business.country === 'Singapore';
  const signedAmt = !sg && rng.chance(0.5);     // Maybank-like: one amount column, `1,234.56-` / `1,234.56+`
  const od = rng.chance(0.5);
  const bal = (x: number) => (od ? `${num(x)}${x < 0 ? ' OD' : ''}` : signedAmt ? `${num(x)}${x < 0 ? '-' : ''}` : `${x < 0 ? '-' : ''}${num(x)}`);
  const carryOn = rng.chance(0.6);
  const reg = sg ? `UEN: ${rng.int(2005, 2022)}${rng.digits(5)}${rng.pick(['K', 'M', 'R', 'W', 'Z'])}` : `Company No. ${rng.int(2005, 2022)}01${rng.digits(6)} (${rng.digits(7)}-${rng.pick(['A', 'D', 'K', 'M'])})`;
  const out: RenderedStatement[] = [];
  for (const [k, s] of c.statements.entries()) {
    if (k > 0) d.newPage();
    d.text(s.bankName.toUpperCase(), st.left, d.y, { bold: true, size: st.size + 6 });
    d.text(rng.pick(['STATEMENT OF ACCOUNT', 'CURRENT ACCOUNT STATEMENT', 'BUSINESS ACCOUNT STATEMENT']), st.right, d.y, { bold: true, align: 'right', size: st.size + 1 });
    d.y += (st.size + 6) * 1.8;
    const yh = d.y;
    [c.business.legalName, c.business.street.toUpperCase(), c.business.city.toUpperCase(), reg].forEach((l, i) => d.text(l, st.left, yh + i * st.lead, { bold: i === 0 }));
    kv(d, [['Account No.', s.accountNumber], ['Account Type', rng.pick(['CURRENT ACCOUNT', 'BUSINESS CURRENT A/C', 'CORPORATE CURRENT ACCOUNT'])],
      ['Currency', sg ? rng.pick(['SGD', 'SINGAPORE DOLLAR']) : rng.pick(['MYR', 'RINGGIT MALAYSIA'])], ['Statement Date', fmtDate(s.periodEnd, 'DD MON YYYY')],
      ['Period', `${fmtDate(s.periodStart, 'DD MON YYYY')} TO ${fmtDate(s.periodEnd, 'DD MON YYYY')}`]], st.left + (st.right - st.left) * 0.52, yh, ' :');
    d.y = yh + 6 * st.lead;
    const df = signedAmt ? 'DD/MM/YY' : rng.pick(['DD MON', 'DD Mon']);
    const lab = rng.pick([['Date', 'Description', 'Withdrawal', 'Deposit', 'Balance'], ['DATE', 'TRANSACTION DETAILS', 'WITHDRAWALS', 'DEPOSITS', 'BALANCE'],
      ['Date', 'Particulars', 'Debit', 'Credit', 'Balance']] as const);
    const amtW = Math.max(d.width('9,999,999.99+'), d.width('WITHDRAWALS', true)) + rng.int(6, 14);
    const dw = Math.max(d.width(fmtDate('2026-12-28', df)), d.width('Date', true)) + 8;
    const specs = signedAmt
      ? [{ key: 'date', label: ['ENTRY DATE'], w: Math.max(dw, d.width('ENTRY DATE', true) + 4), align: 'left' as const }, { key: 'value', label: ['VALUE DATE'], w: Math.max(dw, d.width('VALUE DATE', true) + 4), align: 'left' as const },
        { key: 'description', label: ['TRANSACTION DESCRIPTION'], w: 0, align: 'left' as const }, { key: 'amount', label: ['TRANSACTION', 'AMOUNT'], w: amtW, align: 'right' as const },
        { key: 'balance', label: ['STATEMENT', 'BALANCE'], w: amtW, align: 'right' as const }]
      : [{ key: 'date', label: [lab[0]], w: dw, align: 'left' as const }, { key: 'description', label: [lab[1]], w: 0, align: 'left' as const },
        { key: 'debit', label: [lab[2]], w: amtW, align: 'right' as const }, { key: 'credit', label: [lab[3]], w: amtW, align: 'right' as const },
        { key: 'balance', label: [lab[4]], w: amtW, align: 'right' as const }];
    const cs = cols(rng, d, specs);
    const rows: GRow[] = [{ bold: true, cells: { date: fmtDate(s.periodStart, df), description: 'BALANCE B/F', balance: bal(s.beginning) } }];
    const balAfter = [s.beginning];
    for (const t of s.txns) {
      rows.push({ cells: { date: fmtDate(t.date, df), value: fmtDate(t.date, df), description: t.description,
        ...(signedAmt ? { amount: `${num(t.cents)}${t.direction === 'debit' ? '-' : '+'}` } : { [t.direction]: num(t.cents) }), balance: bal(t.balanceAfter) } });
      balAfter.push(t.balanceAfter);
    }
    rows.push({ bold: true, cells: { date: fmtDate(s.periodEnd, df), description: 'BALANCE C/F', balance: bal(s.ending) } });
    balAfter.push(s.ending);
    const carry = carryOn ? { before: (i: number) => ['BALANCE C/F', bal(balAfter[i - 1]!)], after: (i: number) => ['BALANCE B/F', bal(balAfter[i - 1]!)], cols: { a: 'balance' } } : undefined;
    grid(d, cs, rows, { rules: rng.chance(0.3), shade: rng.chance(0.5), carry });
    d.y += st.lead;
    if (d.y + st.lead * 4 > st.bottom) d.newPage();
    const nDr = s.txns.filter((t) => t.direction === 'debit').length;
    for (const [a, b] of [[`Total Withdrawals (${nDr})`, num(total(s, 'debit'))], [`Total Deposits (${s.txns.length - nDr})`, num(total(s, 'credit'))]] as const) {
      d.text(a, st.left, d.y, { bold: true }); d.text(b, st.left + (st.right - st.left) * 0.45, d.y, { align: 'right', bold: true }); d.y += st.lead;
    }
    d.y += st.lead;
    out.push({ statement: s, rows: truthRows(s, 'every') });
  }
  c.traits!.push(signedAmt ? 'trailing_sign_amounts' : 'withdrawal_deposit_columns', yearTrait(signedAmt), ...(carryOn ? ['carried_forward_lines_at_page_breaks'] : []), ...(od ? ['od_marker'] : []));
  return out;
}
const yearTrait = (signedAmt: boolean) => (signedAmt ? 'two_digit_years' : 'dates_without_year');

// ---------------------------------------------------------------- 5. Nigeria / Kenya

function prepareNgKe(rng: Rng, c: Content): void {
  const ng = rng.chance(0.5);
  dressC(rng, c, ng ? 'NG' : 'KE', true);
  const n = mergeMonths(c);
  printedAll(c.statements[0]!);
  c.traits = [ng ? 'nigeria' : 'kenya', 'ref_number_column', 'value_date_column', 'summary_counts', 'opening_balance_row', ...(n > 1 ? ['several_months_one_period'] : [])];
}

function renderNgKe(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const s = c.statements[0]!;
  const ng = c.business.country === 'Nigeria';
  const df = rng.pick(['DD-Mon-YY', 'DD-MON-YY']);
  const empty = rng.weighted([['', 6], ['0.00', 3], ['-', 1]] as const);
  const bal = (x: number) => `${x < 0 ? '-' : ''}${num(x)}`;
  d.text(s.bankName.toUpperCase(), st.left, d.y, { bold: true, size: st.size + 6 });
  d.text(rng.pick(['STATEMENT OF ACCOUNT', 'Customer Statement', 'ACCOUNT STATEMENT']), st.right, d.y, { bold: true, align: 'right', size: st.size + 1 });
  d.y += (st.size + 6) * 1.8;
  const yh = d.y;
  kv(d, [['Account Name', c.business.legalName], ['Address', c.business.street], ['', c.business.city], ['Account Number', s.accountNumber],
    ['Account Type', rng.pick(['CURRENT ACCOUNT', 'CURRENT - CORPORATE', 'BUSINESS CURRENT'])], ['Currency', ng ? 'NGN' : 'KES'],
    ['Period', `${fmtDate(s.periodStart, 'DD-Mon-YYYY')} To ${fmtDate(s.periodEnd, 'DD-Mon-YYYY')}`], ['Branch', rng.pick(ng ? ['IKEJA', 'VICTORIA ISLAND', 'WUSE II'] : ['MOI AVENUE', 'WESTLANDS', 'NYALI'])]],
  st.left, yh, ':');
  d.y = yh + 9 * st.lead;
  // Summary table on page 1: figures with the counts of debits and credits.
  const nDr = s.txns.filter((t) => t.direction === 'debit').length;
  const sum: [string, string][] = [['Opening Balance', bal(s.beginning)], ['Total Debit', num(total(s, 'debit'))], ['Total Credit', num(total(s, 'credit'))],
    ['Closing Balance', bal(s.ending)], ['Debit Count', String(nDr)], ['Credit Count', String(s.txns.length - nDr)]];
  d.text(rng.pick(['ACCOUNT SUMMARY', 'Summary']), st.left, d.y, { bold: true, size: st.size + 1 });
  d.y += st.lead * 1.4;
  const w = (st.right - st.left) / sum.length;
  d.box(st.left - 2, d.y - 2, st.right - st.left + 4, st.lead * 2 + 4, '#eeeeee', '#999999');
  sum.forEach(([a, b], i) => { d.text(a, st.left + (i + 1) * w - 4, d.y, { bold: true, align: 'right', size: st.size - 0.5 }); d.text(b, st.left + (i + 1) * w - 4, d.y + st.lead, { align: 'right' }); });
  d.y += st.lead * 3.5;
  const amtW = Math.max(d.width('999,999,999.99'), d.width('Balance', true)) + rng.int(4, 10);
  const dw = Math.max(d.width(fmtDate('2026-12-28', df)), d.width('Value Date', true)) + 6;
  const refW = d.width('TRF9999999999') + rng.int(4, 10);
  const cs = cols(rng, d, [
    { key: 'date', label: [ng ? 'Trans Date' : 'Tran Date'], w: dw, align: 'left' }, { key: 'value', label: ['Value Date'], w: dw, align: 'left' },
    { key: 'ref', label: [rng.pick(['Reference', 'Ref. No', 'Cheque/Ref'])], w: refW, align: 'left' },
    { key: 'description', label: [ng ? rng.pick(['Narration', 'Remarks']) : rng.pick(['Narrative', 'Particulars', 'Narration'])], w: 0, align: 'left' },
    { key: 'debit', label: ['Debit'], w: amtW, align: 'right' }, { key: 'credit', label: ['Credit'], w: amtW, align: 'right' }, { key: 'balance', label: ['Balance'], w: amtW, align: 'right' },
  ]);
  const rows: GRow[] = [{ cells: { date: fmtDate(s.periodStart, df), value: fmtDate(s.periodStart, df), description: 'Opening Balance', balance: bal(s.beginning) } }];
  for (const t of s.txns) {
    const value = rng.chance(0.8) ? t.date : addDays(t.date, -rng.int(1, 2));
    const other = t.direction === 'debit' ? 'credit' : 'debit';
    rows.push({ cells: { date: fmtDate(t.date, df), value: fmtDate(value, df), ref: rng.chance(0.85) ? `${rng.pick(['S', 'FT', 'TRF', ''])}${rng.digits(rng.int(8, 10))}` : '',
      description: t.description, [t.direction]: num(t.cents), [other]: empty, balance: bal(t.balanceAfter) } });
  }
  grid(d, cs, rows, { rules: rng.chance(0.5), shade: rng.chance(0.6) });
  d.y += st.lead;
  if (d.y + st.lead * 3 > st.bottom) d.newPage();
  d.text(rng.pick(['*** END OF STATEMENT ***', 'Closing Balance ' + bal(s.ending)]), st.left, d.y, { bold: true });
  d.y += st.lead;
  c.traits!.push(empty === '' ? 'blank_other_column' : empty === '0.00' ? 'zero_in_other_column' : 'dash_in_other_column', ...(ng ? [] : ['m_pesa_wording']));
  return [{ statement: s, rows: truthRows(s, 'every') }];
}

// ---------------------------------------------------------------- 6. Polish wyciag bankowy (no diacritics)

function preparePl(rng: Rng, c: Content): void {
  dressC(rng, c, 'PL', rng.chance(0.8));
  c.statements.forEach(printedAll);
  c.traits = ['comma_decimal', 'space_thousands', 'signed_amount_column', 'value_date_column', 'no_diacritics', ...(c.statements.length > 1 ? ['one_statement_per_month'] : [])];
}

function renderPl(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const f: NumFmt = rng.chance(0.7) ? { group: ' ', decimal: ',' } : { group: '\u00a0', decimal: ',' };
  const df = rng.pick(['YYYY-MM-DD', 'DD.MM.YYYY']);
  const sg = (x: number) => `${x < 0 ? '-' : ''}${num(x, f)}`;
  const nip = `${rng.digits(3)}-${rng.digits(3)}-${rng.digits(2)}-${rng.digits(2)}`;
  const regon = rng.digits(9);
  const out: RenderedStatement[] = [];
  for (const [k, s] of c.statements.entries()) {
    if (k > 0) d.newPage();
    d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 5 });
    d.text(`WYCIAG BANKOWY NR ${s.periodEnd.slice(5, 7).replace(/^0/, '')}/${s.periodEnd.slice(0, 4)}`, st.right, d.y, { bold: true, align: 'right', size: st.size + 1 });
    d.y += (st.size + 5) * 1.7;
    d.text(`za okres od ${fmtDate(s.periodStart, df)} do ${fmtDate(s.periodEnd, df)}`, st.right, d.y, { align: 'right' });
    const yh = d.y;
    [c.business.legalName, c.business.street, c.business.city].forEach((l, i) => d.text(l, st.left, yh + i * st.lead, { bold: i === 0 }));
    kv(d, [['NIP', nip], ['REGON', regon], ['Numer rachunku', s.accountNumber.replace(/^PL(\d\d)(\d{4})(\d{4})(\d{4})(\d{4})(\d{4})(\d{4})$/, 'PL$1 $2 $3 $4 $5 $6 $7')], ['Waluta', 'PLN'],
      ['Rodzaj rachunku', rng.pick(['Rachunek biezacy', 'Konto firmowe', 'RACHUNEK ROZLICZENIOWY'])]], st.left, yh + 4 * st.lead, ':');
    d.y = yh + 10 * st.lead;
    const nCr = s.txns.filter((t) => t.direction === 'credit').length;
    for (const [a, b] of [['Saldo poczatkowe', sg(s.beginning)], [`Suma uznan (${nCr})`, num(total(s, 'credit'), f)], [`Suma obciazen (${s.txns.length - nCr})`, num(total(s, 'debit'), f)],
      ['Saldo koncowe', sg(s.ending)]] as const) { d.text(a, st.left, d.y); d.text(`${b} PLN`, st.left + (st.right - st.left) * 0.45, d.y, { align: 'right' }); d.y += st.lead; }
    d.y += st.lead;
    const amtW = Math.max(d.width('-9 999 999,99'), d.width('operacji', true)) + rng.int(6, 14);
    const dw = Math.max(d.width(fmtDate('2026-12-28', df)), d.width('ksiegowania', true)) + 6;
    const cs = cols(rng, d, [
      { key: 'date', label: ['Data', 'ksiegowania'], w: dw, align: 'left' }, { key: 'value', label: ['Data', 'waluty'], w: dw, align: 'left' },
      { key: 'description', label: [rng.pick(['Opis operacji', 'Tytul / kontrahent', 'Opis'])], w: 0, align: 'left' },
      { key: 'amount', label: ['Kwota'], w: amtW, align: 'right' }, { key: 'balance', label: ['Saldo po', 'operacji'], w: amtW, align: 'right' },
    ]);
    const rows: GRow[] = s.txns.map((t) => ({ cells: { date: fmtDate(t.date, df), value: fmtDate(rng.chance(0.8) ? t.date : addDays(t.date, -1), df), description: t.description,
      amount: sg(t.direction === 'debit' ? -t.cents : t.cents), balance: sg(t.balanceAfter) } }));
    grid(d, cs, rows, { rules: rng.chance(0.5), shade: rng.chance(0.5), title: rng.chance(0.5) ? 'Zestawienie operacji' : null, continued: '{t} (cd.)' });
    d.y += st.lead;
    if (d.y + st.lead * 3 > st.bottom) d.newPage();
    d.text(`Saldo koncowe: ${sg(s.ending)} PLN`, st.left, d.y, { bold: true });
    d.y += st.lead * 1.5;
    d.text('Dokument wygenerowany elektronicznie, nie wymaga podpisu ani stempla.', st.left, d.y, { size: st.size - 1 });
    d.y += st.lead * 2;
    out.push({ statement: s, rows: truthRows(s, 'every') });
  }
  c.traits!.push(df === 'YYYY-MM-DD' ? 'iso_dates' : 'dotted_dates', ...(f.group !== ' ' ? ['nbsp_thousands'] : []));
  return out;
}

export const COUNTRY_LAYOUTS_2: readonly LayoutDef[] = [
  { name: 'sg_my_statement', description: 'Singapore or Malaysian current account (SGD/MYR): 01 MAR dates, Withdrawal / Deposit / Balance or one amount column with 1,234.56- / +, BALANCE B/F and C/F rows and page-break lines, GIRO/FAST/DuitNow/IBG wording, UEN or company no.',
    content: extraContent([1, 3]), prepare: prepareSgMy, render: renderSgMy,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName}. Please examine this statement immediately. If no discrepancy is reported within 14 days, the account will be considered correct. ${c.business.country === 'Singapore' ? 'Deposits are insured by SDIC.' : 'Protected by PIDM up to RM250,000 for each depositor.'}` }) },
  { name: 'ng_ke_statement', description: 'Nigerian or Kenyan business statement (NGN/KES): Trans Date / Value Date / Reference / Narration / Debit / Credit / Balance, 05-Mar-25 dates, opening balance row, summary with debit and credit counts on page 1, NIP/POS/USSD or M-PESA/PesaLink wording, 1-3 months as one period',
    content: extraContent([1, 3]), prepare: prepareNgKe, render: renderNgKe,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName}. This statement is computer generated. Please report any discrepancy within 15 days of receipt.` }) },
  { name: 'pl_wyciag', description: 'Polish wyciag bankowy (PLN), printed without diacritics: Data ksiegowania / Data waluty / Opis operacji / Kwota (signed -1 234,56) / Saldo po operacji, NIP, REGON, IBAN PL, saldo poczatkowe / koncowe, suma uznan / obciazen',
    content: extraContent([1, 3]), prepare: preparePl, render: renderPl,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName} z siedziba w Warszawie. Sad Rejonowy, KRS 0000${rng.digits(6)}. Kapital zakladowy oplacony w calosci.`, pageFmt: rng.pick(['Strona {p} z {t}', 'Str. {p}/{t}']) }) },
];
