// World layouts of more countries' business-account statements, written from what such documents look like (without
// reading the parser): a Spanish extracto (signed Importe and Saldo, `1.234,56`, Fecha operación / Fecha valor), an
// Italian estratto conto (Dare / Avere, saldo iniziale / finale rows, no running balance, monthly or quarterly) and a
// Quebec relevé de compte (Retrait / Dépôt / Solde, `1 234,56`, `2025-03-04` or `04 MARS`, Solde reporté).
// world-countries2.ts has Singapore/Malaysia, Nigeria/Kenya and Poland; world-countries3.ts the UAE and Ireland.

import type { Rng } from './prng.ts';
import type { Content } from './model.ts';
import { addDays } from './dates.ts';
import type { LayoutDef, RenderedStatement } from './layouts.ts';
import type { Doc } from './render.ts';
import { fmtDate, num, NUM, type NumFmt } from './world-format.ts';
import { cols, grid, worldFooter, type GRow } from './world-grid.ts';
import { dressC } from './world-countries-locale.ts';
import { extraContent, mergeMonths, printedAll, total, truthRows } from './world-extra.ts';
import { COUNTRY_LAYOUTS_2 } from './world-countries2.ts';
import { COUNTRY_LAYOUTS_3 } from './world-countries3.ts';

const NBSP = '\u00a0';
const iban = (a: string) => a.replace(/(.{4})/g, '$1 ').trim();
/** Label/value pairs one under the other at x (labels padded to one width). */
export function kvBlock(d: Doc, kv: [string, string][], x: number, y: number, sep = ''): number {
  const kw = Math.max(...kv.map(([k]) => d.width(`${k}${sep}`))) + 6;
  kv.forEach(([k, v], i) => { d.text(`${k}${sep}`, x, y + i * d.style.lead); d.text(v, x + kw, y + i * d.style.lead); });
  return y + kv.length * d.style.lead;
}

// ---------------------------------------------------------------- 1. Spanish extracto de cuenta

function prepareEs(rng: Rng, c: Content): void {
  dressC(rng, c, 'ES', rng.chance(0.9));
  c.statements.forEach(printedAll);
  c.traits = ['comma_decimal', 'dot_thousands', 'signed_amount_column', 'value_date_column', ...(c.statements.length > 1 ? ['one_statement_per_month'] : [])];
}

function renderEs(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const df = rng.pick(['DD/MM/YYYY', 'DD-MM-YYYY', 'DD/MM']);
  const plus = rng.chance(0.2);
  const sg = (x: number) => `${x < 0 ? '-' : plus && x > 0 ? '+' : ''}${num(x, NUM.eu)}`;
  const cif = `${rng.pick(['B', 'A'])}${rng.digits(8)}`;
  const carryOn = rng.chance(0.4);
  const openRow = rng.chance(0.5);
  const out: RenderedStatement[] = [];
  for (const [k, s] of c.statements.entries()) {
    if (k > 0) d.newPage();
    d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 6 });
    d.text(rng.pick(['EXTRACTO DE CUENTA', 'Extracto de movimientos', 'EXTRACTO MENSUAL']), st.right, d.y, { bold: true, align: 'right', size: st.size + 2 });
    d.y += (st.size + 6) * 1.7;
    const yh = d.y, rx = st.left + (st.right - st.left) * 0.5;
    [c.business.legalName, c.business.street, c.business.city].forEach((l, i) => d.text(l, rx, yh + i * st.lead, { bold: i === 0 }));
    kvBlock(d, [['Titular', c.business.legalName], [rng.pick(['CIF', 'NIF']), cif], ['IBAN', iban(s.accountNumber)], ['Divisa', 'EUR'],
      ['Periodo', `del ${fmtDate(s.periodStart, 'DD/MM/YYYY')} al ${fmtDate(s.periodEnd, 'DD/MM/YYYY')}`]], st.left, yh + 4 * st.lead, ':');
    d.y = yh + 10 * st.lead;
    const nCr = s.txns.filter((t) => t.direction === 'credit').length;
    const sum: [string, string][] = [['Saldo anterior', sg(s.beginning)], [`Total cargos (${s.txns.length - nCr})`, num(total(s, 'debit'), NUM.eu)],
      [`Total abonos (${nCr})`, num(total(s, 'credit'), NUM.eu)], ['Saldo final', sg(s.ending)]];
    const w = (st.right - st.left) / 4;
    d.box(st.left - 2, d.y - 2, st.right - st.left + 4, st.lead * 2 + 4, '#efefef', null);
    sum.forEach(([a, b], i) => { d.text(a, st.left + (i + 1) * w - 6, d.y, { bold: true, align: 'right' }); d.text(`${b} EUR`, st.left + (i + 1) * w - 6, d.y + st.lead, { align: 'right' }); });
    d.y += st.lead * 3.5;
    const amtW = Math.max(d.width('-9.999.999,99'), d.width('Importe', true)) + rng.int(6, 14);
    const dw = Math.max(d.width(fmtDate('2026-12-28', df)), d.width('F. Valor', true)) + 6;
    const cs = cols(rng, d, [
      { key: 'date', label: rng.pick([['F. Operación'], ['Fecha', 'operación'], ['F.Oper.']]), w: Math.max(dw, d.width('F. Operación', true) + 4), align: 'left' },
      { key: 'value', label: rng.pick([['F. Valor'], ['Fecha', 'valor']]), w: dw, align: 'left' },
      { key: 'description', label: [rng.pick(['Concepto', 'CONCEPTO', 'Concepto / Referencia'])], w: 0, align: 'left' },
      { key: 'amount', label: ['Importe'], w: amtW, align: 'right' }, { key: 'balance', label: ['Saldo'], w: amtW, align: 'right' },
    ]);
    const rows: GRow[] = [];
    const balAfter: number[] = [];
    if (openRow) { rows.push({ bold: true, cells: { date: fmtDate(s.periodStart, df), description: 'SALDO ANTERIOR', balance: sg(s.beginning) } }); balAfter.push(s.beginning); }
    for (const t of s.txns) {
      const value = rng.chance(0.75) ? t.date : addDays(t.date, t.direction === 'credit' ? rng.int(1, 2) : -rng.int(1, 3));
      rows.push({ cells: { date: fmtDate(t.date, df), value: fmtDate(value, df), description: t.description, amount: sg(t.direction === 'debit' ? -t.cents : t.cents), balance: sg(t.balanceAfter) } });
      balAfter.push(t.balanceAfter);
    }
    const before = (i: number) => (i > 0 ? balAfter[i - 1]! : s.beginning);
    const carry = carryOn ? { before: (i: number) => ['SUMA Y SIGUE', sg(before(i))], after: (i: number) => ['SUMA ANTERIOR', sg(before(i))], cols: { a: 'balance' } } : undefined;
    grid(d, cs, rows, { rules: rng.chance(0.4), shade: rng.chance(0.6), carry, title: rng.chance(0.5) ? 'Movimientos' : null, continued: 'Movimientos (continuación)' });
    if (d.y + st.lead * 3 > st.bottom) d.newPage();
    const bc = cs.find((x) => x.key === 'balance')!, dc = cs.find((x) => x.key === 'description')!;
    d.y += 2;
    d.text(rng.pick(['SALDO FINAL', 'Saldo final a ' + fmtDate(s.periodEnd, 'DD/MM/YYYY')]), dc.x, d.y, { bold: true });
    d.text(sg(s.ending), bc.x + bc.w, d.y, { bold: true, align: 'right' });
    d.y += st.lead * 2;
    out.push({ statement: s, rows: truthRows(s, 'every') });
  }
  c.traits!.push(df === 'DD/MM' ? 'dates_without_year' : 'four_digit_years', ...(carryOn ? ['carried_forward_lines_at_page_breaks'] : []), ...(openRow ? ['opening_balance_row'] : []), ...(plus ? ['plus_on_credits'] : []));
  return out;
}

// ---------------------------------------------------------------- 2. Italian estratto conto

function prepareIt(rng: Rng, c: Content): void {
  dressC(rng, c, 'IT', rng.chance(0.9));
  const quarterly = c.statements.length === 3 && rng.chance(0.7);
  if (quarterly) mergeMonths(c);
  c.statements.forEach(printedAll);
  c.traits = ['comma_decimal', 'dot_thousands', 'dare_avere_columns', 'no_balance_column', 'opening_closing_in_amount_columns',
    ...(quarterly ? ['several_months_one_period'] : c.statements.length > 1 ? ['one_statement_per_month'] : [])];
}

function renderIt(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const df = rng.pick(['DD/MM/YYYY', 'DD.MM.YY', 'DD/MM/YY']);
  const amountsFirst = rng.chance(0.5);
  const [dare, avere] = rng.pick([['DARE', 'AVERE'], ['Dare', 'Avere'], ['ADDEBITI', 'ACCREDITI'], ['Uscite', 'Entrate']]);
  const piva = rng.digits(11);
  const out: RenderedStatement[] = [];
  let no = rng.int(1, 4);
  for (const [k, s] of c.statements.entries()) {
    if (k > 0) d.newPage();
    d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 5 });
    d.text(`ESTRATTO CONTO N. ${no++}/${s.periodEnd.slice(0, 4)}`, st.right, d.y, { bold: true, align: 'right', size: st.size + 1 });
    d.y += (st.size + 5) * 1.7;
    const yh = d.y, rx = st.left + (st.right - st.left) * 0.55;
    d.text('Intestato a:', rx, yh, { size: st.size - 1 });
    [c.business.legalName, c.business.street, c.business.city].forEach((l, i) => d.text(l, rx, yh + (i + 1) * st.lead, { bold: i === 0 }));
    kvBlock(d, [['Filiale', `${c.business.city.replace(/^\d+ /, '').replace(/ [A-Z]{2}$/, '')} ${rng.int(1, 40)}`], ['Conto corrente', s.accountNumber.slice(-12)], ['IBAN', iban(s.accountNumber)],
      ['P.IVA', piva], ['Divisa', 'EUR'], ['Periodo', `dal ${fmtDate(s.periodStart, 'DD/MM/YYYY')} al ${fmtDate(s.periodEnd, 'DD/MM/YYYY')}`]], st.left, yh);
    d.y = yh + 7 * st.lead;
    const amtW = Math.max(d.width('9.999.999,99'), d.width(avere, true), d.width(dare, true)) + rng.int(6, 14);
    const dw = Math.max(d.width(fmtDate('2026-12-28', df)), d.width('contabile', true)) + 6;
    const amounts = [{ key: 'debit', label: [dare], w: amtW, align: 'right' as const }, { key: 'credit', label: [avere], w: amtW, align: 'right' as const }];
    const desc = { key: 'description', label: [rng.pick(['DESCRIZIONE OPERAZIONI', 'Descrizione operazioni', 'DESCRIZIONE DELLE OPERAZIONI'])], w: 0, align: 'left' as const };
    const cs = cols(rng, d, [{ key: 'date', label: ['Data', 'contabile'], w: dw, align: 'left' }, { key: 'value', label: ['Data', 'valuta'], w: dw, align: 'left' },
      ...(amountsFirst ? [...amounts, desc] : [desc, ...amounts])]);
    const side = (x: number) => (x < 0 ? 'debit' : 'credit');
    const credito = (x: number) => (x < 0 ? 'A VOSTRO DEBITO' : 'A VOSTRO CREDITO');
    const rows: GRow[] = [{ bold: true, cells: { date: fmtDate(s.periodStart, df), description: rng.pick(['SALDO INIZIALE', `SALDO INIZIALE ${credito(s.beginning)}`, 'SALDO PRECEDENTE']), [side(s.beginning)]: num(s.beginning, NUM.eu) } }];
    for (const t of s.txns) {
      const value = rng.chance(0.6) ? t.date : addDays(t.date, t.direction === 'credit' ? rng.int(1, 3) : -rng.int(1, 2));
      rows.push({ cells: { date: fmtDate(t.date, df), value: fmtDate(value, df), description: t.description, [t.direction]: num(t.cents, NUM.eu) } });
    }
    rows.push({ bold: true, cells: { description: 'TOTALE MOVIMENTI', debit: num(total(s, 'debit'), NUM.eu), credit: num(total(s, 'credit'), NUM.eu) } });
    rows.push({ bold: true, cells: { date: fmtDate(s.periodEnd, df), description: rng.pick(['SALDO FINALE', `SALDO CONTABILE FINALE ${credito(s.ending)}`, 'SALDO CONTABILE']), [side(s.ending)]: num(s.ending, NUM.eu) } });
    grid(d, cs, rows, { rules: rng.chance(0.3), shade: rng.chance(0.5), title: rng.chance(0.6) ? 'MOVIMENTI DEL PERIODO' : null, continued: '{t} (segue)' });
    d.y += st.lead;
    if (d.y + st.lead * 3 > st.bottom) d.newPage();
    d.para('Le operazioni sono esposte in ordine di data contabile. In assenza di contestazioni scritte entro 60 giorni dalla ricezione, l\'estratto conto si intende approvato.', st.left, st.right - st.left, { size: st.size - 1 });
    out.push({ statement: s, rows: truthRows(s, 'none') });
  }
  c.traits!.push(df === 'DD/MM/YYYY' ? 'four_digit_years' : 'two_digit_years', amountsFirst ? 'amounts_before_description' : 'description_before_amounts', 'movement_totals_row');
  return out;
}

// ---------------------------------------------------------------- 3. Quebec relevé de compte

const MOIS = ['JANV', 'FÉVR', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOÛT', 'SEPT', 'OCT', 'NOV', 'DÉC'];
const MOIS_LONGS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const qcDate = (iso: string, p: string) => (p === 'ISO' ? iso : `${iso.slice(8, 10)} ${MOIS[Number(iso.slice(5, 7)) - 1]}`);
const qcLong = (iso: string) => { const dd = Number(iso.slice(8, 10)); return `${dd === 1 ? '1er' : dd} ${MOIS_LONGS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`; };

function prepareQc(rng: Rng, c: Content): void {
  dressC(rng, c, 'QC', rng.chance(0.4));
  c.statements.forEach(printedAll);
  c.traits = ['comma_decimal', 'space_thousands', 'retrait_depot_columns', 'solde_reporte_row', 'french_labels', ...(c.statements.length > 1 ? ['one_statement_per_month'] : [])];
}

function renderQc(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const df = rng.pick(['ISO', 'DD MOIS']);
  const f: NumFmt = rng.chance(0.6) ? { group: ' ', decimal: ',' } : { group: NBSP, decimal: ',' };
  const trailing = rng.chance(0.3);
  const bal = (x: number) => (trailing ? `${num(x, f)}${x < 0 ? '-' : ''}` : `${x < 0 ? '-' : ''}${num(x, f)}`);
  const dollar = rng.chance(0.4);
  const plural = rng.chance(0.5);
  const out: RenderedStatement[] = [];
  for (const [k, s] of c.statements.entries()) {
    if (k > 0) d.newPage();
    d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 5 });
    d.text(rng.pick(['Relevé de compte', 'RELEVÉ DE COMPTE', 'Relevé de compte - Entreprises']), st.right, d.y, { bold: true, align: 'right', size: st.size + 2 });
    d.y += (st.size + 5) * 1.7;
    const period = rng.chance(0.5) ? `Période du ${qcLong(s.periodStart)} au ${qcLong(s.periodEnd)}` : `Du ${s.periodStart} au ${s.periodEnd}`;
    d.text(period, st.right, d.y, { align: 'right' });
    const yh = d.y;
    [c.business.legalName, c.business.street, c.business.city].forEach((l, i) => d.text(l, st.left, yh + i * st.lead, { bold: i === 0 }));
    const [transit, inst, folio] = s.accountNumber.split('-');
    kvBlock(d, [['Transit', transit!], ['Institution', inst!], ['Folio', folio!], ['Devise', 'CAD - dollars canadiens']], st.left + (st.right - st.left) * 0.55, yh + st.lead * 1.5, ' :');
    d.y = yh + 6 * st.lead;
    const m = (x: number) => `${num(x, f)}${dollar ? ' $' : ''}`;
    d.text(rng.pick(['Sommaire du compte', 'SOMMAIRE']), st.left, d.y, { bold: true, size: st.size + 1 });
    d.y += st.lead * 1.3;
    for (const [a, b] of [['Solde au début de la période', `${s.beginning < 0 ? '-' : ''}${m(s.beginning)}`], ['Total des dépôts', m(total(s, 'credit'))],
      ['Total des retraits', m(total(s, 'debit'))], ['Solde à la fin de la période', `${s.ending < 0 ? '-' : ''}${m(s.ending)}`]] as const) {
      d.text(a, st.left, d.y); d.text(b, st.left + (st.right - st.left) * 0.5, d.y, { align: 'right' }); d.y += st.lead;
    }
    d.y += st.lead;
    const amtW = Math.max(d.width(`999${NBSP}999,99-`), d.width('Retrait', true)) + rng.int(8, 18);
    const cs = cols(rng, d, [
      { key: 'date', label: ['Date'], w: Math.max(d.width(qcDate('2026-12-28', df)), d.width('Date', true)) + 6, align: 'left' },
      { key: 'description', label: [rng.pick(['Description', 'Transaction', 'Opérations'])], w: 0, align: 'left' },
      { key: 'debit', label: [plural ? 'Retraits' : 'Retrait'], w: amtW, align: 'right' }, { key: 'credit', label: [plural ? 'Dépôts' : 'Dépôt'], w: amtW, align: 'right' },
      { key: 'balance', label: ['Solde'], w: amtW, align: 'right' },
    ]);
    const rows: GRow[] = [{ cells: { date: qcDate(s.periodStart, df), description: 'Solde reporté', balance: bal(s.beginning) } }];
    for (const t of s.txns) rows.push({ cells: { date: qcDate(t.date, df), description: t.description, [t.direction]: num(t.cents, f), balance: bal(t.balanceAfter) } });
    grid(d, cs, rows, { rules: rng.chance(0.5), shade: rng.chance(0.5), title: rng.chance(0.5) ? `Compte courant ${s.accountNumber.split('-')[2]}` : null, continued: '{t} (suite)' });
    d.y += st.lead;
    out.push({ statement: s, rows: truthRows(s, 'every') });
  }
  c.traits!.push(df === 'ISO' ? 'iso_dates' : 'dates_without_year', ...(trailing ? ['trailing_minus'] : []), ...(f.group === NBSP ? ['nbsp_thousands'] : []));
  return out;
}

export const COUNTRY_LAYOUTS: readonly LayoutDef[] = [
  { name: 'es_extracto', description: 'Spanish extracto de cuenta (EUR): Fecha operación / Fecha valor / Concepto / Importe (signed -1.234,56) / Saldo, saldo anterior and final, CIF, suma y sigue lines at page breaks, one extracto per month',
    content: extraContent([1, 3]), prepare: prepareEs, render: renderEs,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName}, S.A. Inscrita en el Registro Mercantil. Entidad adherida al Fondo de Garantía de Depósitos.`, pageFmt: rng.pick(['Página {p} de {t}', 'Pág. {p}/{t}']) }) },
  { name: 'it_estratto_conto', description: 'Italian estratto conto (EUR): Data contabile / Data valuta / Dare / Avere / Descrizione operazioni (amounts before or after the description), saldo iniziale / finale rows in the amount columns, no running balance, monthly or quarterly',
    content: extraContent([1, 3]), prepare: prepareIt, render: renderIt,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName} S.p.A. - Aderente al Fondo Interbancario di Tutela dei Depositi. Capitale sociale interamente versato.`, pageFmt: rng.pick(['Pagina {p} di {t}', 'Pag. {p}']) }) },
  { name: 'ca_fr_releve', description: 'Quebec relevé de compte (CAD): Date (2025-03-04 or 04 MARS) / Description / Retrait / Dépôt / Solde with 1 234,56, Solde reporté row, sommaire, transit / institution / folio, one relevé per month',
    content: extraContent([1, 3], { country: 'CA' }), prepare: prepareQc, render: renderQc,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName}. Veuillez vérifier ce relevé et nous signaler toute erreur ou omission dans les 60 jours.`, pageFmt: rng.pick(['Page {p} de {t}', 'Page {p}']) }) },
  ...COUNTRY_LAYOUTS_2, ...COUNTRY_LAYOUTS_3,
];
