// More world layouts (documents an MCA broker receives from merchants abroad), written without reading the parser:
// an Indian current-account statement (lakh grouping, Cr/Dr balances, Chq./Ref. No. column, narration wrapping to
// 2-3 lines, 1-3 months as one period), a French relevé de compte (`1 234,56` with a no-break space, Débit/Crédit,
// ancien/nouveau solde lines in the amount columns, "à reporter" lines at page breaks, one relevé per month) and a
// Mexican estado de cuenta (`05/ENE` dates, Cargos/Abonos/Saldo, `$`, a resumen with a saldo promedio).
// World-extra 2 (world-extra2.ts) has Brazil, the Netherlands/Belgium, a US credit union and page-subtotal statements.

import type { Rng } from './prng.ts';
import type { Content, ContentOptions, ModelStatement, ModelTxn } from './model.ts';
import { addDays, toDay } from './dates.ts';
import { dollars, endOfDayBalances, type TruthTransaction } from './truth.ts';
import type { LayoutDef, RenderedStatement } from './layouts.ts';
import type { Doc } from './render.ts';
import { fmtDate, num, NUM, type NumFmt } from './world-format.ts';
import { cols, grid, worldFooter, type GRow } from './world-grid.ts';
import { dress, lakh } from './world-extra-locale.ts';

export const lastOfDay = (ts: ModelTxn[], i: number): boolean => i === ts.length - 1 || ts[i + 1]!.date !== ts[i]!.date;
export const truthRows = (s: ModelStatement, bal: 'every' | 'dayLast' | 'none'): TruthTransaction[] => s.txns.map((t, i) => ({
  date: t.date, description: t.description, amount: dollars(t.cents), direction: t.direction, category: t.category,
  balance: bal === 'every' || (bal === 'dayLast' && lastOfDay(s.txns, i)) ? dollars(t.balanceAfter) : null,
}));
export const total = (s: ModelStatement, dir: 'credit' | 'debit'): number => s.txns.filter((t) => t.direction === dir).reduce((a, t) => a + t.cents, 0);
export const printedAll = (s: ModelStatement): void => { s.derived = { period: false, beginning_balance: false, ending_balance: false }; };
export const extraContent = (months: [number, number], over: Partial<ContentOptions> = {}) => (rng: Rng): ContentOptions =>
  ({ country: 'US', months: rng.int(months[0], months[1]), accounts: 1, periodKind: 'calendar', density: rng.float(0.5, 1.2), yearBoundary: 0.15, ...over });

/** Several consecutive months of one account printed as one period (a statement requested for a date range). */
export function mergeMonths(c: Content): number {
  const ss = c.statements, n = ss.length;
  const first = ss[0]!, last = ss[n - 1]!;
  c.statements = [{ ...first, periodEnd: last.periodEnd, ending: last.ending, txns: ss.flatMap((s) => s.txns) }];
  return n;
}

// ---------------------------------------------------------------- 1. Indian current account

function prepareIn(rng: Rng, c: Content): void {
  dress(rng, c, 'IN', true);
  const n = mergeMonths(c);
  printedAll(c.statements[0]!);
  c.traits = ['lakh_grouping', 'narration_wraps', 'ref_number_column', 'value_date_column', ...(n > 1 ? ['several_months_one_period'] : [])];
}

function renderIn(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const s = c.statements[0]!;
  const v = rng.pick(['A', 'B'] as const);
  const df = v === 'A' ? 'DD/MM/YY' : rng.pick(['DD-MM-YYYY', 'DD/MM/YYYY', 'DD Mon YYYY']);
  const crdr = rng.chance(0.6);
  const bal = (x: number) => (crdr ? `${lakh(x)} ${x < 0 ? 'Dr' : 'Cr'}` : `${x < 0 ? '-' : ''}${lakh(x)}`);
  d.text(s.bankName.toUpperCase(), st.left, d.y, { bold: true, size: st.size + 6 });
  d.text(rng.pick(['Statement of Account', 'ACCOUNT STATEMENT', 'Statement of Accounts']), st.right, d.y, { bold: true, align: 'right', size: st.size + 1 });
  d.y += (st.size + 6) * 1.8;
  const yh = d.y;
  const b = c.business;
  [`${rng.chance(0.5) ? 'M/S. ' : ''}${b.legalName}`, b.street, `${b.city}`, `${b.region === 'MH' ? 'MAHARASHTRA' : b.region === 'KA' ? 'KARNATAKA' : b.region === 'GJ' ? 'GUJARAT' : 'RAJASTHAN'} INDIA`]
    .forEach((l, i) => d.text(l, st.left, yh + i * st.lead, { bold: i === 0 }));
  const rx = st.left + (st.right - st.left) * 0.52;
  const pfmt = rng.pick(['DD/MM/YYYY', 'DD-MM-YYYY']);
  const kv: [string, string][] = [['Account No', s.accountNumber], ['A/C Type', rng.pick(['CURRENT ACCOUNT', 'CA-BUSINESS CLASSIC', 'CURRENT A/C - TRADE'])],
    ['Cust ID', rng.digits(8)], ['IFSC', `${c.bankName.slice(0, 2).toUpperCase()}BK0${rng.digits(6)}`], ['MICR', rng.digits(9)], ['Currency', 'INR'],
    ['Statement From', `${fmtDate(s.periodStart, pfmt)}  To : ${fmtDate(s.periodEnd, pfmt)}`]];
  const kw = Math.max(...kv.map(([k]) => d.width(`${k} :`))) + 6;
  kv.forEach(([k, x], i) => { d.text(`${k} :`, rx, yh + i * st.lead); d.text(x, rx + kw, yh + i * st.lead); });
  d.y = yh + (kv.length + 1) * st.lead;
  const amtW = Math.max(d.width('99,99,99,999.99'), d.width('Withdrawal Amt.', true)) + rng.int(2, 8);
  const balW = d.width('99,99,99,999.99 Dr') + rng.int(2, 8);
  const dw = d.width(fmtDate('2026-12-28', df)) + 6;
  const refW = d.width('0000412345678901') + rng.int(0, 10);
  const specs = v === 'A'
    ? [{ key: 'date', label: ['Date'], w: dw, align: 'left' as const }, { key: 'description', label: ['Narration'], w: 0, align: 'left' as const },
      { key: 'ref', label: ['Chq./Ref.No.'], w: refW, align: 'left' as const }, { key: 'value', label: ['Value Dt'], w: dw, align: 'left' as const },
      { key: 'debit', label: ['Withdrawal Amt.'], w: amtW, align: 'right' as const }, { key: 'credit', label: ['Deposit Amt.'], w: amtW, align: 'right' as const },
      { key: 'balance', label: ['Closing Balance'], w: balW, align: 'right' as const }]
    : [{ key: 'date', label: ['Txn Date'], w: dw, align: 'left' as const }, { key: 'value', label: ['Value', 'Date'], w: dw, align: 'left' as const },
      { key: 'description', label: ['Description'], w: 0, align: 'left' as const }, { key: 'ref', label: ['Ref No./Cheque', 'No.'], w: refW, align: 'left' as const },
      { key: 'debit', label: ['Debit'], w: amtW, align: 'right' as const }, { key: 'credit', label: ['Credit'], w: amtW, align: 'right' as const },
      { key: 'balance', label: ['Balance'], w: balW, align: 'right' as const }];
  const cs = cols(rng, d, specs);
  // Some core systems cut the narration at the field's width, mid-word: the lines joined without a space are the text.
  const hard = rng.chance(0.5);
  const descW = cs.find((x) => x.key === 'description')!.w;
  const rows: GRow[] = [];
  if (v === 'B') rows.push({ cells: { date: fmtDate(s.periodStart, df), description: 'OPENING BALANCE', balance: bal(s.beginning) } });
  for (const t of s.txns) {
    const ref = /CHQ|CLG/.test(t.description) ? rng.digits(6).padStart(16, '0') : rng.chance(0.7) ? rng.digits(rng.int(12, 16)) : '';
    rows.push({ cells: { date: fmtDate(t.date, df), value: fmtDate(t.date, df), description: hard ? cutAt(d, t.description, descW) : t.description, ref, [t.direction]: lakh(t.cents), balance: bal(t.balanceAfter) } });
  }
  grid(d, cs, rows, { rules: rng.chance(0.5), shade: rng.chance(0.5) });
  d.y += st.lead;
  if (d.y + st.lead * 5 > st.bottom) d.newPage();
  const nDr = s.txns.filter((t) => t.direction === 'debit').length, nCr = s.txns.length - nDr;
  const sumRow: [string, string][] = [['Opening Balance', bal(s.beginning)], ['Dr Count', String(nDr)], ['Cr Count', String(nCr)],
    ['Debits', lakh(total(s, 'debit'))], ['Credits', lakh(total(s, 'credit'))], ['Closing Bal', bal(s.ending)]];
  d.text(rng.pick(['STATEMENT SUMMARY :-', 'Account Summary']), st.left, d.y, { bold: true });
  d.y += st.lead * 1.3;
  const w = (st.right - st.left) / sumRow.length;
  sumRow.forEach(([k, x], i) => { d.text(k, st.left + (i + 1) * w - 4, d.y, { align: 'right', bold: true }); d.text(x, st.left + (i + 1) * w - 4, d.y + st.lead, { align: 'right' }); });
  d.y += st.lead * 3;
  d.text(rng.pick(['Generated On: ', 'Statement generated on ']) + fmtDate(addDays(s.periodEnd, rng.int(1, 9)), pfmt), st.left, d.y, { size: st.size - 1 });
  d.y += st.lead;
  if (hard && s.txns.some((t) => cutAt(d, t.description, descW).includes('\n'))) c.traits!.push('narration_cut_mid_word');
  c.traits!.push(crdr ? 'cr_dr_balances' : 'minus_balances', v === 'A' ? 'two_digit_years' : 'four_digit_years', ...(v === 'B' ? ['opening_balance_row'] : []));
  return [{ statement: s, rows: truthRows(s, 'every') }];
}

/** Lines of at most `w` points cut anywhere, never next to a space (so joining them with nothing gives `s` back and a
 *  line never starts or ends with a blank a reader could not see). */
function cutAt(d: Doc, s: string, w: number): string {
  const out: string[] = [];
  let rest = s;
  while (d.width(rest) > w) {
    let n = rest.length - 1;
    while (n > 1 && d.width(rest.slice(0, n)) > w) n--;
    while (n > 1 && (rest[n - 1] === ' ' || rest[n] === ' ')) n--;
    out.push(rest.slice(0, n));
    rest = rest.slice(n);
  }
  out.push(rest);
  return out.join('\n');
}

// ---------------------------------------------------------------- 2. French relevé de compte

const NBSP = '\u00a0';

function prepareFr(rng: Rng, c: Content): void {
  dress(rng, c, 'FR', rng.chance(0.85));
  c.statements.forEach(printedAll);
  c.traits = ['comma_decimal', 'nbsp_thousands', 'debit_credit_columns', 'opening_closing_in_amount_columns', 'movement_totals_row',
    ...(c.statements.length > 1 ? ['one_statement_per_month'] : [])];
}

function renderFr(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const f: NumFmt = rng.chance(0.8) ? { group: NBSP, decimal: ',' } : rng.chance(0.5) ? NUM.eu : { group: ' ', decimal: ',' };
  const df = rng.pick(['DD/MM', 'DD/MM/YYYY', 'DD.MM']);
  const valueFirst = rng.chance(0.3);
  const carryOn = rng.chance(0.6);
  const euro = rng.chance(0.4);
  const out: RenderedStatement[] = [];
  let no = rng.int(1, 11);
  for (const [k, s] of c.statements.entries()) {
    if (k > 0) d.newPage();
    d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 6 });
    d.text(rng.pick(['RELEVÉ DE COMPTE', 'EXTRAIT DE COMPTE', 'Relevé de votre compte courant']), st.right, d.y, { bold: true, align: 'right', size: st.size + 2 });
    d.y += (st.size + 6) * 1.6;
    d.text(`Agence de ${c.business.city.replace(/^\d+ /, '')}`, st.left, d.y);
    d.text(`Relevé n° ${no++}  du ${fmtDate(s.periodStart, 'DD/MM/YYYY')} au ${fmtDate(s.periodEnd, 'DD/MM/YYYY')}`, st.right, d.y, { align: 'right' });
    d.y += st.lead * 2;
    const yh = d.y, rx = st.left + (st.right - st.left) * 0.55;
    [c.business.legalName, c.business.street, c.business.city].forEach((l, i) => d.text(l, rx, yh + i * st.lead));
    [rng.pick(['COMPTE COURANT PROFESSIONNEL', 'Compte courant Pro', 'COMPTE ENTREPRISE']), `IBAN ${s.accountNumber.replace(/(.{4})/g, '$1 ').trim()}`,
      `BIC ${c.bankName.normalize('NFD').replace(/[^A-Za-z]/g, '').slice(0, 4).toUpperCase()}FRPP${rng.alnum(3)}`, `Devise : ${euro ? 'EUR' : 'Euro'}`].forEach((l, i) => d.text(l, st.left, yh + i * st.lead));
    d.y = yh + 5 * st.lead;
    const amtW = Math.max(d.width(`9${NBSP}999${NBSP}999,99`), d.width('Crédit', true)) + rng.int(6, 16);
    const dw = Math.max(d.width(fmtDate('2026-12-28', df)), d.width('Valeur', true)) + 6;
    const specs = [
      { key: 'date', label: [rng.pick(['Date', 'Date opé.'])], w: dw, align: 'left' as const },
      ...(valueFirst ? [{ key: 'value', label: ['Valeur'], w: dw, align: 'left' as const }] : []),
      { key: 'description', label: [rng.pick(['Libellé', 'Nature des opérations', 'Opérations'])], w: 0, align: 'left' as const },
      ...(valueFirst ? [] : [{ key: 'value', label: ['Valeur'], w: dw, align: 'left' as const }]),
      { key: 'debit', label: [euro ? 'Débit EUR' : 'Débit'], w: amtW, align: 'right' as const }, { key: 'credit', label: [euro ? 'Crédit EUR' : 'Crédit'], w: amtW, align: 'right' as const },
    ];
    const cs = cols(rng, d, specs);
    const prev = addDays(s.periodStart, -1);
    const soldeRow = (label: string, date: string, x: number): GRow => ({ bold: true,
      cells: { description: `${label} ${x < 0 ? 'DEBITEUR' : 'CREDITEUR'} AU ${fmtDate(date, 'DD/MM/YYYY')}`, [x < 0 ? 'debit' : 'credit']: num(x, f) } });
    const rows: GRow[] = [rng.chance(0.5) ? soldeRow('SOLDE', prev, s.beginning)
      : { bold: true, cells: { description: 'ANCIEN SOLDE', [s.beginning < 0 ? 'debit' : 'credit']: num(s.beginning, f) } }];
    const cum = { debit: [0], credit: [0] };
    for (const t of s.txns) {
      const value = rng.chance(0.7) ? t.date : addDays(t.date, t.direction === 'credit' ? rng.int(1, 2) : -rng.int(1, 2));
      rows.push({ cells: { date: fmtDate(t.date, df), value: fmtDate(value, df), description: t.description, [t.direction]: num(t.cents, f) } });
      cum.debit.push(cum.debit.at(-1)! + (t.direction === 'debit' ? t.cents : 0));
      cum.credit.push(cum.credit.at(-1)! + (t.direction === 'credit' ? t.cents : 0));
    }
    // Cumulated movements carried from page to page ("à reporter" / "report"), never the balance.
    const moved = (i: number) => [num(cum.debit[Math.max(0, i - 1)]!, f), num(cum.credit[Math.max(0, i - 1)]!, f)];
    const carry = carryOn ? { before: (i: number) => ['A REPORTER', ...moved(i)], after: (i: number) => ['REPORT', ...moved(i)], cols: { a: 'debit', b: 'credit' } } : undefined;
    grid(d, cs, rows, { rules: rng.chance(0.4), shade: rng.chance(0.5), carry });
    if (d.y + st.lead * 4 > st.bottom) d.newPage();
    const dc = cs.find((x) => x.key === 'debit')!, cc = cs.find((x) => x.key === 'credit')!, desc = cs.find((x) => x.key === 'description')!;
    d.rule(dc.x, st.right, d.y, 0.5);
    d.y += 3;
    d.text('TOTAL DES MOUVEMENTS', desc.x, d.y, { bold: true });
    d.text(num(total(s, 'debit'), f), dc.x + dc.w, d.y, { align: 'right', bold: true });
    d.text(num(total(s, 'credit'), f), cc.x + cc.w, d.y, { align: 'right', bold: true });
    d.y += st.lead;
    d.text(`NOUVEAU SOLDE ${s.ending < 0 ? 'DEBITEUR' : 'CREDITEUR'} AU ${fmtDate(s.periodEnd, 'DD/MM/YYYY')}`, desc.x, d.y, { bold: true });
    const ec = s.ending < 0 ? dc : cc;
    d.text(`${euro ? '' : '€ '}${num(s.ending, f)}`, ec.x + ec.w, d.y, { align: 'right', bold: true });
    d.y += st.lead * 2;
    out.push({ statement: s, rows: truthRows(s, 'none') });
  }
  c.traits!.push(df === 'DD/MM' || df === 'DD.MM' ? 'dates_without_year' : 'four_digit_years', ...(carryOn ? ['carried_totals_at_page_breaks'] : []),
    ...(f.group === '.' ? ['dot_thousands'] : []));
  return out;
}

// ---------------------------------------------------------------- 3. Mexican estado de cuenta

const MESES = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];
const MESES_LARGOS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const mx = (iso: string, p: string) => p.replace('DD', iso.slice(8, 10)).replace('MES', MESES[Number(iso.slice(5, 7)) - 1]!).replace('YYYY', iso.slice(0, 4)).replace('YY', iso.slice(2, 4));
const mxLong = (iso: string) => `${Number(iso.slice(8, 10))} de ${MESES_LARGOS[Number(iso.slice(5, 7)) - 1]} de ${iso.slice(0, 4)}`;

function prepareMx(rng: Rng, c: Content): void {
  dress(rng, c, 'MX', true);
  c.statements.forEach(printedAll);
  c.traits = ['spanish_month_abbreviations', 'cargos_abonos_columns', 'currency_symbol', 'average_balance_in_summary', ...(c.statements.length > 1 ? ['one_statement_per_month'] : [])];
}

function renderMx(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const df = rng.pick(['DD/MES', 'DD MES', 'DD-MES-YY']);
  const sym = rng.chance(0.5);
  const m = (x: number) => `${x < 0 ? '-' : ''}${sym ? '$' : ''}${num(x, NUM.us)}`;
  const dayLast = rng.chance(0.35);
  const refCol = rng.chance(0.5);
  const rfc = `${rng.alnum(3, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}${rng.digits(6)}${rng.alnum(3)}`;
  const out: RenderedStatement[] = [];
  for (const [k, s] of c.statements.entries()) {
    if (k > 0) d.newPage();
    d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 6 });
    d.text('ESTADO DE CUENTA', st.right, d.y, { bold: true, align: 'right', size: st.size + 2 });
    d.y += (st.size + 6) * 1.7;
    const yh = d.y, rx = st.left + (st.right - st.left) * 0.52;
    [c.business.legalName, c.business.street, c.business.city, `R.F.C. ${rfc}`].forEach((l, i) => d.text(l, st.left, yh + i * st.lead));
    const period = rng.chance(0.5) ? `Periodo: DEL ${mx(s.periodStart, 'DD/MES/YYYY')} AL ${mx(s.periodEnd, 'DD/MES/YYYY')}` : `Periodo del ${mxLong(s.periodStart)} al ${mxLong(s.periodEnd)}`;
    [rng.pick(['CUENTA EMPRESARIAL PYME', 'Cuenta Maestra Negocios', 'CHEQUES EMPRESARIAL']), `No. de Cuenta ${s.accountNumber}`, `CLABE ${rng.digits(8)}${s.accountNumber}`,
      period, `Fecha de corte ${mx(s.periodEnd, 'DD/MES/YYYY')}`, 'Moneda: MXN PESOS'].forEach((l, i) => d.text(l, rx, yh + i * st.lead));
    d.y = yh + 7 * st.lead;
    const eod = endOfDayBalances(s);
    const avg = Math.round(eod.reduce((a, e) => a + e.cents, 0) / eod.length);
    const nCr = s.txns.filter((t) => t.direction === 'credit').length;
    d.text(rng.pick(['Resumen del periodo', 'RESUMEN GENERAL']), st.left, d.y, { bold: true, size: st.size + 1 });
    d.y += st.lead * 1.4;
    const summary: [string, string][] = [['Saldo anterior', m(s.beginning)], [`(+) Depósitos / Abonos (${nCr})`, m(total(s, 'credit'))],
      [`(-) Retiros / Cargos (${s.txns.length - nCr})`, m(total(s, 'debit'))], ['Saldo final', m(s.ending)],
      ['Saldo promedio', m(avg)], ['Días del periodo', String(toDay(s.periodEnd) - toDay(s.periodStart) + 1)]];
    for (const [a, b] of summary) { d.text(a, st.left, d.y); d.text(b, st.left + (st.right - st.left) * 0.45, d.y, { align: 'right' }); d.y += st.lead; }
    d.y += st.lead;
    const amtW = Math.max(d.width('$9,999,999.99'), d.width('ABONOS', true)) + rng.int(4, 12);
    const cs = cols(rng, d, [
      { key: 'date', label: ['FECHA'], w: Math.max(d.width(mx('2026-12-28', df)), d.width('FECHA', true)) + 6, align: 'left' },
      { key: 'description', label: [rng.pick(['DESCRIPCIÓN', 'CONCEPTO', 'DESCRIPCION DE LA OPERACION'])], w: 0, align: 'left' },
      ...(refCol ? [{ key: 'ref', label: ['REFERENCIA'], w: d.width('REFERENCIA', true) + 6, align: 'left' as const }] : []),
      { key: 'debit', label: ['CARGOS'], w: amtW, align: 'right' }, { key: 'credit', label: ['ABONOS'], w: amtW, align: 'right' },
      { key: 'balance', label: ['SALDO'], w: amtW, align: 'right' },
    ]);
    const rows: GRow[] = [{ cells: { date: mx(s.periodStart, df), description: 'SALDO ANTERIOR', balance: m(s.beginning) } }];
    s.txns.forEach((t, i) => rows.push({ cells: { date: mx(t.date, df), description: t.description, ref: rng.digits(7), [t.direction]: m(t.cents),
      ...(!dayLast || lastOfDay(s.txns, i) ? { balance: m(t.balanceAfter) } : {}) } }));
    grid(d, cs, rows, { title: rng.pick(['Detalle de movimientos', 'DETALLE DE OPERACIONES']), continued: '{t} (continuación)', rules: rng.chance(0.4), shade: rng.chance(0.5) });
    d.y += st.lead;
    out.push({ statement: s, rows: truthRows(s, dayLast ? 'dayLast' : 'every') });
  }
  c.traits!.push(df === 'DD-MES-YY' ? 'two_digit_years' : 'dates_without_year', ...(dayLast ? ['balance_on_day_last_row'] : []), ...(refCol ? ['ref_number_column'] : []));
  return out;
}

export const EXTRA_LAYOUTS: readonly LayoutDef[] = [
  { name: 'in_current_account', description: 'Indian current account (INR): 1,23,456.78 lakh grouping, DD/MM/YY or DD-MM-YYYY dates, Narration / Chq./Ref.No. / Value Dt / Withdrawal / Deposit / Closing Balance with Cr/Dr, narration wrapping 2-3 lines, 1-3 months as one period, statement summary row',
    content: extraContent([1, 3]), prepare: prepareIn, render: renderIn,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName}. This is a computer generated statement and does not require a signature. Please report discrepancies within 30 days.`, pageFmt: rng.pick(['Page {p} of {t}', 'Page No. {p}']) }) },
  { name: 'fr_releve_compte', description: 'French relevé de compte (EUR): 1 234,56 with a no-break space, Date / Libellé / Valeur / Débit / Crédit, solde créditeur/débiteur lines in the amount columns, total des mouvements, à reporter / report lines at page breaks, one relevé per month',
    content: extraContent([1, 3]), prepare: prepareFr, render: renderFr,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName} - Société coopérative de banque. Sauf erreur ou omission. Conservez ce relevé.`, pageFmt: rng.pick(['Page {p} / {t}', 'Page {p}']) }) },
  { name: 'mx_estado_cuenta', description: 'Mexican estado de cuenta (MXN): 05/ENE or 05-ENE-26 dates, Cargos / Abonos / Saldo with $, SALDO ANTERIOR row, resumen with saldo promedio and days, reference column, one estado per month',
    content: extraContent([1, 3]), prepare: prepareMx, render: renderMx,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName}, S.A., Institución de Banca Múltiple. Los depósitos están protegidos por el IPAB hasta por 400 mil UDIS.`, pageFmt: 'Página {p} de {t}' }) },
];
