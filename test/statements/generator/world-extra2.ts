// World layouts, second part (see world-extra.ts): a Brazilian extrato (`1.234,56 C` / `D`, SALDO ANTERIOR, SALDO DO
// DIA lines that are not transactions), a Dutch or Belgian rekeningafschrift (IBAN heading, Af/Bij columns or +/-
// before amounts, DD-MM-YYYY, begin/eindsaldo), a US credit union statement of several shares (one truth statement
// per share and month) and a US statement without a balance column, with daily totals or page subtotals instead.

import type { Rng } from './prng.ts';
import type { Content, ModelStatement, ModelTxn } from './model.ts';
import { addDays } from './dates.ts';
import type { LayoutDef, RenderedStatement } from './layouts.ts';
import type { Doc } from './render.ts';
import { fmtDate, num, NUM } from './world-format.ts';
import { numberChecks } from './world-locale.ts';
import { cols, grid, holderBlock, worldFooter, type GRow } from './world-grid.ts';
import { dress } from './world-extra-locale.ts';
import { extraContent, lastOfDay, mergeMonths, printedAll, total, truthRows } from './world-extra.ts';

// ---------------------------------------------------------------- 4. Brazilian extrato

function prepareBr(rng: Rng, c: Content): void {
  dress(rng, c, 'BR', true);
  const n = mergeMonths(c);
  printedAll(c.statements[0]!);
  c.traits = ['comma_decimal', 'c_d_markers', 'daily_balance_rows_not_transactions', ...(n > 1 ? ['several_months_one_period'] : [])];
}

function renderBr(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const s = c.statements[0]!;
  const df = rng.pick(['DD/MM/YYYY', 'DD/MM']);
  const signed = rng.chance(0.3);
  const cd = (x: number, neg: boolean) => (signed ? `${neg ? '-' : ''}${num(x, NUM.eu)}` : `${num(x, NUM.eu)} ${neg ? 'D' : 'C'}`);
  const sal = (x: number) => cd(x, x < 0);
  const onRow = rng.chance(0.3);
  d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 6 });
  d.text(rng.pick(['Extrato de Conta Corrente', 'EXTRATO CONTA CORRENTE PJ', 'Extrato para simples conferência']), st.right, d.y, { bold: true, align: 'right', size: st.size + 1 });
  d.y += (st.size + 6) * 1.8;
  const [ag, cc] = [`${rng.digits(4)}-${rng.int(0, 9)}`, s.accountNumber];
  [`Cliente: ${c.business.legalName}`, `CNPJ: ${rng.digits(2)}.${rng.digits(3)}.${rng.digits(3)}/0001-${rng.digits(2)}`, `Agência: ${ag}   Conta: ${cc}`,
    `Período: ${fmtDate(s.periodStart, 'DD/MM/YYYY')} a ${fmtDate(s.periodEnd, 'DD/MM/YYYY')}`, `Emitido em ${fmtDate(addDays(s.periodEnd, rng.int(1, 6)), 'DD/MM/YYYY')} às ${rng.int(8, 18)}:${String(rng.int(0, 59)).padStart(2, '0')}`]
    .forEach((l, i) => d.text(l, st.left, d.y + i * st.lead));
  d.y += 6 * st.lead;
  const amtW = Math.max(d.width('9.999.999,99 D'), d.width('Valor (R$)', true)) + rng.int(4, 12);
  const cs = cols(rng, d, [
    { key: 'date', label: ['Data'], w: d.width(fmtDate('2026-12-28', df)) + 8, align: 'left' },
    { key: 'description', label: [rng.pick(['Lançamento', 'Histórico', 'Descrição'])], w: 0, align: 'left' },
    { key: 'ref', label: [rng.pick(['Documento', 'Nº Doc.'])], w: d.width('Documento', true) + 8, align: 'left' },
    { key: 'amount', label: ['Valor (R$)'], w: amtW, align: 'right' }, { key: 'balance', label: ['Saldo (R$)'], w: amtW, align: 'right' },
  ]);
  const dayLabel = rng.pick(['SALDO DO DIA', 'S A L D O', 'SALDO']);
  const rows: GRow[] = [{ cells: { date: fmtDate(addDays(s.periodStart, -1), df), description: 'SALDO ANTERIOR', balance: sal(s.beginning) } }];
  s.txns.forEach((t, i) => {
    const end = lastOfDay(s.txns, i);
    rows.push({ cells: { date: fmtDate(t.date, df), description: t.description, ref: rng.chance(0.8) ? rng.digits(6) : '', amount: cd(t.cents, t.direction === 'debit'),
      ...(onRow && end ? { balance: sal(t.balanceAfter) } : {}) } });
    if (!onRow && end) rows.push({ bold: rng.chance(0.5), cells: { date: fmtDate(t.date, df), description: dayLabel, balance: sal(t.balanceAfter) } });
  });
  grid(d, cs, rows, { rules: rng.chance(0.4), shade: rng.chance(0.6) });
  d.y += st.lead;
  if (d.y + st.lead * 4 > st.bottom) d.newPage();
  for (const [k, x] of [['Total de créditos', num(total(s, 'credit'), NUM.eu)], ['Total de débitos', num(total(s, 'debit'), NUM.eu)], ['Saldo final', sal(s.ending)]] as const) {
    d.text(k, st.left, d.y, { bold: true }); d.text(x, st.left + 260, d.y, { align: 'right' }); d.y += st.lead;
  }
  c.traits!.push(signed ? 'minus_debits' : 'c_d_after_amounts', df === 'DD/MM' ? 'dates_without_year' : 'four_digit_years', onRow ? 'balance_on_day_last_row' : 'saldo_do_dia_rows');
  return [{ statement: s, rows: truthRows(s, onRow ? 'dayLast' : 'none') }];
}

// ---------------------------------------------------------------- 5. Dutch / Belgian rekeningafschrift

function prepareNl(rng: Rng, c: Content): void {
  dress(rng, c, 'NL', false);
  const be = /Antwerpen|Gent/.test(c.business.city);
  if (be) for (const s of c.statements) { s.accountNumber = `BE${s.accountNumber.replace(/\D/g, '').slice(0, 14)}`; s.last4 = s.accountNumber.slice(-4); }
  c.statements.forEach(printedAll);
  c.traits = ['comma_decimal', 'iban_heading', 'dash_dates', be ? 'belgian_labels' : 'dutch_labels', ...(c.statements.length > 1 ? ['one_statement_per_month'] : [])];
}

function renderNl(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const be = c.statements[0]!.accountNumber.startsWith('BE');
  const signs = rng.chance(0.5);
  const withBal = rng.chance(0.35);
  const df = rng.pick(['DD-MM-YYYY', 'DD-MM']);
  const L = be ? { begin: 'Vorig saldo', end: 'Nieuw saldo', title: 'Rekeninguittreksel' } : { begin: 'Beginsaldo', end: 'Eindsaldo', title: 'Rekeningafschrift' };
  const sb = (x: number) => `${x < 0 ? '-' : '+'} ${num(x, NUM.eu)}`;
  const out: RenderedStatement[] = [];
  let no = rng.int(1, 9);
  for (const [k, s] of c.statements.entries()) {
    if (k > 0) d.newPage();
    d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 6 });
    d.text(`${L.title} ${no++}`, st.right, d.y, { bold: true, align: 'right', size: st.size + 1 });
    d.y += (st.size + 6) * 1.8;
    const iban = s.accountNumber.replace(/(.{4})/g, '$1 ').trim();
    d.text(`IBAN ${iban}`, st.left, d.y, { bold: true, size: st.size + 1 });
    d.text(`EUR`, st.right, d.y, { align: 'right' });
    d.y += st.lead * 1.6;
    const yh = d.y;
    holderBlock(d, c, st.left, yh);
    const rx = st.left + (st.right - st.left) * 0.55;
    [`Periode ${fmtDate(s.periodStart, 'DD-MM-YYYY')} t/m ${fmtDate(s.periodEnd, 'DD-MM-YYYY')}`, `${L.begin} ${sb(s.beginning)}`, `${L.end} ${sb(s.ending)}`,
      `Totaal af ${num(total(s, 'debit'), NUM.eu)}`, `Totaal bij ${num(total(s, 'credit'), NUM.eu)}`].forEach((l, i) => d.text(l, rx, yh + i * st.lead));
    d.y = yh + 6 * st.lead;
    const amtW = Math.max(d.width('+ 999.999,99'), d.width('Bedrag (EUR)', true)) + rng.int(4, 12);
    const dw = d.width(fmtDate('2026-12-28', df)) + 8;
    const cs = cols(rng, d, [
      { key: 'date', label: ['Datum'], w: dw, align: 'left' },
      ...(be ? [{ key: 'value', label: ['Valuta'], w: dw, align: 'left' as const }] : []),
      { key: 'description', label: ['Omschrijving'], w: 0, align: 'left' },
      ...(signs ? [{ key: 'amount', label: ['Bedrag (EUR)'], w: amtW, align: 'right' as const }]
        : [{ key: 'debit', label: ['Af'], w: amtW, align: 'right' as const }, { key: 'credit', label: ['Bij'], w: amtW, align: 'right' as const }]),
      ...(withBal ? [{ key: 'balance', label: ['Saldo'], w: amtW, align: 'right' as const }] : []),
    ]);
    const rows: GRow[] = s.txns.map((t) => ({ cells: { date: fmtDate(t.date, df), value: fmtDate(t.date, df), description: t.description,
      ...(signs ? { amount: `${t.direction === 'debit' ? '-' : '+'} ${num(t.cents, NUM.eu)}` } : { [t.direction]: num(t.cents, NUM.eu) }),
      ...(withBal ? { balance: sb(t.balanceAfter) } : {}) } }));
    grid(d, cs, rows, { rules: rng.chance(0.5), shade: rng.chance(0.4) });
    d.y += st.lead;
    if (d.y + st.lead * 2 > st.bottom) d.newPage();
    d.text(`${L.end} per ${fmtDate(s.periodEnd, 'DD-MM-YYYY')}`, st.left, d.y, { bold: true });
    d.text(sb(s.ending), st.right, d.y, { bold: true, align: 'right' });
    d.y += st.lead * 2;
    out.push({ statement: s, rows: truthRows(s, withBal ? 'every' : 'none') });
  }
  c.traits!.push(signs ? 'sign_before_amount' : 'af_bij_columns', df === 'DD-MM' ? 'dates_without_year' : 'four_digit_years');
  return out;
}

/** A US mailing block: name, DBA line, street, `CITY ST ZIP`. */
function usHolder(d: Doc, c: Content, x: number, y: number): void {
  const b = c.business;
  [b.legalName, ...(b.tradeName ? [`DBA ${b.tradeName}`] : []), b.street, `${b.city} ${b.region ?? ''} ${b.postal}`.replace(/ +/g, ' ')]
    .forEach((l, i) => d.text(l, x, y + i * d.style.lead));
}

// ---------------------------------------------------------------- 6. US credit union, several shares

function prepareCu(rng: Rng, c: Content): void {
  numberChecks(c);
  c.bankName = `${rng.pick(['Prairie Plains', 'Tri-Valley', 'Cascade Educators', 'Lakeland Community', 'Bayou Teachers'])} ${rng.pick(['Federal Credit Union', 'Credit Union'])}`;
  const id = rng.chance(0.3) ? { checking: 'S10', savings: 'S00' } : { checking: rng.pick(['0010', '0009']), savings: rng.pick(['0000', '0001']) };
  const member = rng.digits(rng.int(5, 7));
  const product = { checking: rng.pick(['BUSINESS SHARE DRAFT', 'Business Checking', 'SHARE DRAFT CHECKING']), savings: rng.pick(['BUSINESS SHARE SAVINGS', 'Primary Share', 'REGULAR SHARE']) };
  for (const s of c.statements) {
    s.bankName = c.bankName;
    s.productName = product[s.accountType];
    s.accountNumber = `${member}-${id[s.accountType]}`;
    s.last4 = s.accountNumber.replace(/\D/g, '').slice(-4);
    printedAll(s);
    for (const t of s.txns) {
      if (t.category === 'transfer_out') t.description = `Withdrawal Transfer To Share ${s.accountType === 'checking' ? id.savings : id.checking}`;
      if (t.category === 'transfer_in') t.description = `Deposit Transfer From Share ${s.accountType === 'checking' ? id.savings : id.checking}`;
      if (t.category === 'interest' && s.accountType === 'savings') t.description = `Dividend ${rng.pick(['0.050', '0.100', '0.150'])}% APY Earned`;
    }
  }
  const base = c.statements[0]!;
  if (rng.chance(0.4)) {
    // A membership share: a few dollars, a cent of dividend in some months, often no activity at all.
    const mid = id.savings.startsWith('S') ? 'S01' : '0002';
    const number = `${base.accountNumber.split('-')[0]}-${mid}`;
    let bal = rng.pick([500, 1000, 2500]);
    const ends = [...new Set(c.statements.map((s) => s.periodEnd))].sort();
    for (const end of ends) {
      const like = c.statements.find((s) => s.periodEnd === end)!;
      const beginning = bal;
      const txns: ModelTxn[] = [];
      if (rng.chance(0.4)) {
        bal += 1;
        txns.push({ date: end, description: 'Dividend Earned', cents: 1, direction: 'credit', category: 'interest', checkNumber: null, bankFee: false, funder: null, knownLender: false, balanceAfter: bal });
      }
      const m: ModelStatement = { ...like, accountNumber: number, last4: number.replace(/\D/g, '').slice(-4), accountType: 'savings', productName: 'MEMBERSHIP SHARE', beginning, ending: bal, txns };
      printedAll(m);
      c.statements.push(m);
    }
    c.traits = ['membership_share_little_or_no_activity'];
  }
  // Monthly statements: every share of one month together (in ID order), month after month.
  c.statements.sort((a, b) => a.periodEnd.localeCompare(b.periodEnd) || a.accountNumber.localeCompare(b.accountNumber));
  c.traits = [...(c.traits ?? []), 'several_shares_one_statement', 'share_summary_table_not_transactions', 'signed_amounts', 'beginning_ending_rows'];
}

function renderCu(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const months = [...new Set(c.statements.map((s) => s.periodEnd))];
  const df = rng.pick(['MM/DD', 'Mon DD', 'MM/DD/YY']);
  const member = c.statements[0]!.accountNumber.split('-')[0]!;
  // The full number (member-share, whose last four digits are the truth's) is printed in the summary or over each share.
  const fullInSummary = rng.chance(0.5);
  const amt = (x: number, neg: boolean) => `${neg ? '-' : ''}${num(x)}`;
  const out: RenderedStatement[] = [];
  for (const [k, end] of months.entries()) {
    if (k > 0) d.newPage();
    const ss = c.statements.filter((s) => s.periodEnd === end);
    d.text(c.bankName, st.left, d.y, { bold: true, size: st.size + 6 });
    d.text('STATEMENT OF ACCOUNT', st.right, d.y, { bold: true, align: 'right' });
    d.y += (st.size + 6) * 1.8;
    const yh = d.y;
    usHolder(d, c, st.left, yh);
    const rx = st.left + (st.right - st.left) * 0.58;
    [`Member Number: ${rng.chance(0.5) ? member : `XXXX${member.slice(-2)}`}`, `Statement Period: ${fmtDate(ss[0]!.periodStart, 'MM/DD/YY')} - ${fmtDate(end, 'MM/DD/YY')}`].forEach((l, i) => d.text(l, rx, yh + i * st.lead));
    d.y = yh + 5 * st.lead;
    d.text('ACCOUNT SUMMARY', st.left, d.y, { bold: true, size: st.size + 1 });
    d.y += st.lead * 1.4;
    const xs = [0, 0.15, 0.47, 0.62, 0.77, 0.9].map((f) => st.left + (st.right - st.left) * f);
    const head = [fullInSummary ? 'Account' : 'ID', 'Description', 'Previous Balance', 'Deposits', 'Withdrawals', 'Ending Balance'];
    head.forEach((h, i) => d.text(h, i >= 2 ? xs[i]! + (i === 5 ? (st.right - xs[5]!) : 0) : xs[i]!, d.y, { bold: true, align: i >= 2 ? 'right' : 'left' }));
    d.y += st.lead;
    for (const s of ss) {
      [fullInSummary ? s.accountNumber : s.accountNumber.split('-')[1]!, s.productName, amt(s.beginning, s.beginning < 0), num(total(s, 'credit')), num(total(s, 'debit')), amt(s.ending, s.ending < 0)]
        .forEach((v, i) => d.text(v, i >= 2 ? xs[i]! + (i === 5 ? (st.right - xs[5]!) : 0) : xs[i]!, d.y, { align: i >= 2 ? 'right' : 'left' }));
      d.y += st.lead;
    }
    d.y += st.lead;
    for (const s of ss) {
      if (d.y + st.lead * 6 > st.bottom) d.newPage();
      d.text(fullInSummary ? `${s.productName}   ID ${s.accountNumber.split('-')[1]}` : `${s.productName}   Account ${s.accountNumber}`, st.left, d.y, { bold: true, size: st.size + 1 });
      d.y += st.lead * 1.5;
      const amtW = d.width('-999,999.99') + rng.int(8, 20);
      const cs = cols(rng, d, [
        { key: 'date', label: ['Date'], w: d.width(fmtDate('2026-12-28', df)) + 8, align: 'left' },
        { key: 'description', label: ['Transaction Description'], w: 0, align: 'left' },
        { key: 'amount', label: ['Amount'], w: amtW, align: 'right' }, { key: 'balance', label: ['Balance'], w: amtW, align: 'right' },
      ]);
      const rows: GRow[] = [{ cells: { date: fmtDate(s.periodStart, df), description: 'Beginning Balance', balance: amt(s.beginning, s.beginning < 0) } },
        ...s.txns.map((t) => ({ cells: { date: fmtDate(t.date, df), description: t.description, amount: amt(t.cents, t.direction === 'debit'), balance: amt(t.balanceAfter, t.balanceAfter < 0) } })),
        { cells: { date: fmtDate(s.periodEnd, df), description: 'Ending Balance', balance: amt(s.ending, s.ending < 0) } }];
      grid(d, cs, rows, { rules: rng.chance(0.4), shade: rng.chance(0.5) });
      if (s.accountType === 'savings' && d.y + st.lead * 2 < st.bottom) {
        d.text(`Dividends paid year to date: ${num(rng.cents(1, 90))}`, st.left, d.y + st.lead * 0.4, { size: st.size - 0.5 });
        d.y += st.lead * 1.4;
      }
      d.y += st.lead;
      out.push({ statement: s, rows: truthRows(s, 'every') });
    }
  }
  c.traits!.push(df === 'MM/DD/YY' ? 'two_digit_years' : 'dates_without_year', ...(months.length > 1 ? ['one_statement_per_month'] : []));
  return out;
}

// ---------------------------------------------------------------- 7. no balance column: daily totals or page subtotals

function prepareNoBal(rng: Rng, c: Content): void {
  numberChecks(c);
  c.statements.forEach(printedAll);
  c.traits = ['no_balance_column', 'totals_rows_not_transactions'];
  void rng;
}

function renderNoBal(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const mode = rng.pick(['daily', 'page', 'both'] as const);
  const df = rng.pick(['MM/DD', 'MM/DD/YY'] as const);
  const out: RenderedStatement[] = [];
  for (const [k, s] of c.statements.entries()) {
    if (k > 0) d.newPage();
    d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 6 });
    d.text(`${s.productName}`, st.right, d.y, { align: 'right', bold: true });
    d.y += (st.size + 6) * 1.8;
    const yh = d.y;
    usHolder(d, c, st.left, yh);
    const rx = st.left + (st.right - st.left) * 0.55;
    [`Account ${s.accountNumber}`, `${fmtDate(s.periodStart, 'Month D, YYYY')} - ${fmtDate(s.periodEnd, 'Month D, YYYY')}`,
      `Beginning balance  $${num(s.beginning)}${s.beginning < 0 ? '-' : ''}`, `Ending balance  $${num(s.ending)}${s.ending < 0 ? '-' : ''}`]
      .forEach((l, i) => d.text(l, rx, yh + i * st.lead));
    d.y = yh + 6 * st.lead;
    const amtW = d.width('999,999.99') + rng.int(10, 24);
    const cs = cols(rng, d, [
      { key: 'date', label: ['Date'], w: d.width('12/28/26') + 8, align: 'left' }, { key: 'description', label: ['Description'], w: 0, align: 'left' },
      { key: 'debit', label: ['Debits'], w: amtW, align: 'right' }, { key: 'credit', label: ['Credits'], w: amtW, align: 'right' },
    ]);
    const rows: GRow[] = [];
    const amounts: { debit: number; credit: number }[] = [];
    s.txns.forEach((t, i) => {
      rows.push({ cells: { date: fmtDate(t.date, df), description: t.description, [t.direction]: num(t.cents) } });
      amounts.push({ debit: t.direction === 'debit' ? t.cents : 0, credit: t.direction === 'credit' ? t.cents : 0 });
      if (mode !== 'page' && lastOfDay(s.txns, i)) {
        const day = s.txns.filter((x) => x.date === t.date);
        const dd = day.filter((x) => x.direction === 'debit').reduce((a, x) => a + x.cents, 0), dc = day.reduce((a, x) => a + (x.direction === 'credit' ? x.cents : 0), 0);
        rows.push({ bold: true, label: `  Total for ${fmtDate(t.date, 'MM/DD/YY')}`, cells: { debit: dd ? num(dd) : '', credit: dc ? num(dc) : '' } });
        amounts.push({ debit: 0, credit: 0 });
      }
    });
    // Page subtotals: the items of the page just ended (a row index is where the next page starts).
    let from = 0;
    const sub = (i: number) => {
      const part = amounts.slice(from, i);
      from = i;
      return ['Page subtotal', num(part.reduce((a, x) => a + x.debit, 0)), num(part.reduce((a, x) => a + x.credit, 0))];
    };
    const carry = mode !== 'daily' ? { before: sub, after: () => null, cols: { a: 'debit', b: 'credit' } } : undefined;
    grid(d, cs, rows, { title: rng.pick(['Transaction detail', 'Account activity']), rules: rng.chance(0.3), carry });
    if (carry) { const [l, a, b] = sub(amounts.length); grid(d, cs, [{ bold: true, cells: { description: l!, debit: a!, credit: b! } }], { noHeader: true }); }
    d.y += st.lead;
    if (d.y + st.lead * 2 > st.bottom) d.newPage();
    d.text(`Total debits ${num(total(s, 'debit'))}    Total credits ${num(total(s, 'credit'))}`, st.right, d.y, { align: 'right', bold: true });
    d.y += st.lead * 2;
    out.push({ statement: s, rows: truthRows(s, 'none') });
  }
  c.traits!.push(mode === 'daily' ? 'daily_totals_rows' : mode === 'page' ? 'page_subtotals' : 'daily_totals_and_page_subtotals');
  return out;
}

export const EXTRA_LAYOUTS_2: readonly LayoutDef[] = [
  { name: 'br_extrato', description: 'Brazilian extrato (BRL): 1.234,56 C / D (or minus) amounts, SALDO ANTERIOR, SALDO DO DIA rows that are not transactions (or the day\'s balance on its last row), Documento column, 1-3 months as one period',
    content: extraContent([1, 3]), prepare: prepareBr, render: renderBr,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName}. SAC 0800 000 0000. Ouvidoria 0800 000 0001. Extrato sujeito a alteração.`, pageFmt: rng.pick(['Página {p} de {t}', '{p}/{t}']) }) },
  { name: 'nl_rekeningafschrift', description: 'Dutch or Belgian rekeningafschrift (EUR): IBAN heading, Af / Bij columns or + / - before amounts, DD-MM-YYYY or DD-MM dates, Valuta column (BE), begin- and eindsaldo (vorig / nieuw saldo), one afschrift per month',
    content: extraContent([1, 3]), prepare: prepareNl, render: renderNl,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName}. Controleer dit afschrift. Onjuistheden binnen 30 dagen melden.`, pageFmt: rng.pick(['Blad {p} van {t}', 'Pagina {p}']) }) },
  { name: 'us_credit_union_shares', description: 'US credit union statement of several shares (share savings + share draft) in one PDF, an account summary table, Beginning / Ending Balance rows, signed amounts, dividend lines; one truth statement per share and month',
    content: extraContent([1, 3], { accounts: 2 }), prepare: prepareCu, render: renderCu,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName}. Federally insured by NCUA. Please notify us of any error within 60 days.`, pageFmt: 'Page {p} of {t}' }) },
  { name: 'us_no_balance_totals', description: 'US statement without a running balance: Debits / Credits columns, daily "Total for" rows and/or page subtotal lines that are not transactions, one statement per month',
    content: extraContent([1, 3], { periodKind: 'any' }), prepare: prepareNoBal, render: renderNoBal,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName}. Member FDIC. Report errors within 30 days.` }) },
];
