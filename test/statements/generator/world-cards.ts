// Credit-card statements of two countries (model and truth: world-cards-model.ts), written from general knowledge of
// how such documents look, without reading the parser:
//  - a Brazilian "fatura": Portuguese labels, dates without a year (DD/MM or DD MMM with Portuguese month names),
//    decimal-comma amounts, installments marked after the merchant (PARCELA 02/10) and dated on the original purchase,
//    payments printed negative, a list and subtotal per card, a table of installment offers that are no rows;
//  - an Indian card statement: DD/MM/YYYY, lakh grouping (1,23,456.78), credits with a `Cr` suffix, debits with `Dr`
//    or nothing, Total / Minimum Amount Due, GST on fees and interest, a reward-points box of plain counts.

import type { Rng } from './prng.ts';
import type { Content } from './model.ts';
import { addDays, toDay } from './dates.ts';
import type { LayoutDef, RenderedStatement } from './layouts.ts';
import type { Doc } from './render.ts';
import { fmtDate, num, NUM } from './world-format.ts';
import { cols, grid, worldFooter, type GRow } from './world-grid.ts';
import { dress, lakh, XLOCALES } from './world-extra-locale.ts';
import { extraContent } from './world-extra.ts';
import {
  byPost, cycle, fitLimit, isCredit, monthsBefore, payments, purchases, recordCard, rowsOf, sums, total, type CardDoc, type CardRow, type Merchant,
} from './world-cards-model.ts';

const info = new WeakMap<Content, CardDoc & { minDue: number; cashLimit?: number; points?: number[]; offers?: [number, number][] }>();

// ---------------------------------------------------------------- 1. Brazilian fatura

const BR_SHOPS: readonly Merchant[] = [
  ['SUPERMERCADO BOA COMPRA', 40, 900], ['POSTO IPIRANGA {N}', 80, 400], ['IFOOD *RESTAURANTE', 25, 180], ['UBER *TRIP', 12, 90],
  ['MERCADOLIVRE*{R}', 30, 1500], ['DROGARIA SAO PAULO', 15, 220], ['KALUNGA PAPELARIA', 20, 600], ['AMAZON BR', 30, 1200],
  ['LEROY MERLIN {N}', 60, 2500], ['ATACADAO {N}', 150, 3000], ['PADARIA REAL', 8, 60], ['TAM LINHAS AEREAS', 300, 2400],
];
const BR_INSTALLMENTS = ['MAGAZINE LUIZA', 'CASAS BAHIA', 'FAST SHOP', 'DELL COMPUTADORES', 'MOBLY MOVEIS', 'LOJA DO MECANICO'];
const BR_ABROAD = ['NETFLIX.COM', 'GOOGLE *ADS', 'AMAZON WEB SERVICES', 'SHOPIFY* {R}', 'ZOOM.US'];
const MESES = ['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ'];
const BR_PEOPLE = ['JOAO DA SILVA', 'MARIA OLIVEIRA', 'CARLOS PEREIRA', 'ANA SOUZA', 'PAULO RODRIGUES', 'FERNANDA LIMA'];

function prepareBr(rng: Rng, c: Content): void {
  dress(rng, c, 'BR', rng.chance(0.5));
  const [start, end] = cycle(rng, c.statements[0]!.periodEnd);
  const holders = rng.shuffle([...BR_PEOPLE]).slice(0, rng.int(1, 3));
  const rows = purchases(rng, start, end, { count: [3, 100], merchants: BR_SHOPS, city: '', holders: holders.length, postLag: [0, 0] });
  for (const r of rows) r.desc = r.desc.trim();
  // Installments: the row is one of n equal parts, dated on the day of the original purchase (months back, possibly
  // in the previous year); the marker stands after the merchant.
  const word = rng.pick(['PARCELA ', 'PARC ', '']);
  for (let i = rng.int(1, 5); i > 0; i--) {
    const n = rng.pick([2, 3, 4, 5, 6, 10, 12]), k = rng.int(1, n);
    const trans = k === 1 ? addDays(start, rng.int(0, toDay(end) - toDay(start) - 1)) : monthsBefore(end, k - 1, rng.int(1, 28));
    const inst = `${String(k).padStart(2, '0')}/${String(n).padStart(2, '0')}`;
    rows.push({ trans, post: trans, desc: `${rng.pick(BR_INSTALLMENTS)} ${word}${inst}`, cents: rng.cents(60, 900), kind: 'purchase', card: rng.int(0, holders.length - 1), inst });
  }
  // Purchases abroad: the US$ amount beside the one billed in R$ at the day's rate; IOF charged on their total.
  const rate = rng.int(48000, 61000) / 10000;
  const abroad: CardRow[] = [];
  for (let i = rng.chance(0.6) ? rng.int(1, 3) : 0; i > 0; i--) {
    const usd = rng.cents(8, 300), trans = addDays(start, rng.int(0, toDay(end) - toDay(start) - 1));
    abroad.push({ trans, post: trans, desc: rng.pick(BR_ABROAD).replace('{R}', rng.alnum(5)), cents: Math.round(usd * rate), kind: 'purchase', card: 0, foreign: { cur: 'US$', cents: usd, rate } });
  }
  const prev = rng.cents(600, 18000);
  const full = rng.chance(0.6);
  const pays = payments(rng, start, end, prev, ['PAGAMENTO EFETUADO', 'PAGTO DEBITO AUTOMATICO', 'PAGAMENTO RECEBIDO'], full);
  const back = rows[0]!, on = addDays(back.trans, 1) > end ? end : addDays(back.trans, 1);
  const credits: CardRow[] = rng.chance(0.35) ? [{ ...back, desc: `ESTORNO ${back.desc}`, cents: Math.min(back.cents, rng.cents(10, 200)), kind: 'refund', trans: on, post: on }] : [];
  const charges: CardRow[] = [];
  if (abroad.length) charges.push({ trans: end, post: end, desc: 'IOF TRANSACOES EXTERIOR', cents: Math.round(total(abroad) * 0.035), kind: 'tax', card: -1 });
  if (rng.chance(0.45)) { const k = rng.int(1, 12); charges.push({ trans: end, post: end, desc: `ANUIDADE DIFERENCIADA ${String(k).padStart(2, '0')}/12`, cents: rng.cents(20, 60), kind: 'fee', card: -1, inst: `${String(k).padStart(2, '0')}/12` }); }
  const unpaid = prev - total(pays);
  if (unpaid > 0) {
    const juros = Math.round(unpaid * rng.float(0.09, 0.15));
    charges.push({ trans: end, post: end, desc: 'JUROS DO ROTATIVO', cents: juros, kind: 'interest', card: -1 });
    charges.push({ trans: end, post: end, desc: 'IOF DO ROTATIVO', cents: Math.max(1, Math.round(unpaid * 0.0038)), kind: 'tax', card: -1 });
  }
  const k: CardDoc = { issuer: rng.pick(['Banco Ipê Cartões', 'Cerrado Card S.A.', 'Cartões Mercantil do Sul']), product: rng.pick(['Mastercard Empresarial', 'Visa Empresarial Platinum', 'Elo Empresas Grafite']),
    currency: 'BRL', holders, last4: holders.map(() => rng.digits(4)), start, end, due: addDays(end, rng.int(7, 10)), prev, limit: rng.pick([500000, 1000000, 2500000, 4000000]),
    rows: [...byPost([...pays, ...credits, ...rows, ...abroad]), ...charges], apr: 0 };
  fitLimit(k);
  const s = sums(k.rows, prev);
  const minDue = Math.min(s.newBal, Math.max(5000, Math.round(s.newBal * 0.15)));
  const offers: [number, number][] = rng.chance(0.6) ? [3, 6, 10, 12].map((n) => [n, Math.round(s.newBal * (1 + 0.0899 * n) / n)]) : [];
  info.set(c, { ...k, minDue, offers });
  const traits = ['portuguese_labels', 'dates_without_year', 'decimal_comma', 'installment_markers', 'installment_original_date', 'per_card_subtotals', 'payments_negative', 'minimum_payment_due'];
  if (abroad.length) traits.push('foreign_amount_column');
  if (offers.length) traits.push('installment_offer_table');
  if (k.rows.some((r) => r.trans.slice(0, 4) !== end.slice(0, 4))) traits.push('dates_from_previous_year');
  recordCard(c, k, minDue, traits, { postDates: false });
}

function renderBr(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style, k = info.get(c)!, s = sums(k.rows, k.prev);
  const upper = rng.chance(0.5);
  const df = rng.pick(['DD/MM', 'DD MMM']);
  c.traits!.push(df === 'DD/MM' ? 'dd_mm_dates' : 'dd_mon_portuguese_dates');
  const date = (iso: string) => df === 'DD/MM' ? fmtDate(iso, 'DD/MM') : `${iso.slice(8, 10)} ${upper ? MESES[Number(iso.slice(5, 7)) - 1] : MESES[Number(iso.slice(5, 7)) - 1]!.charAt(0) + MESES[Number(iso.slice(5, 7)) - 1]!.slice(1).toLowerCase()}`;
  const sym = rng.chance(0.4) ? 'R$ ' : '';
  const neg = rng.pick(['- ', '-']);
  const brl = (cents: number) => `R$ ${num(cents, NUM.eu)}`;
  const amt = (r: CardRow) => `${isCredit(r) ? neg : ''}${sym}${num(r.cents, NUM.eu)}`;
  d.text(k.issuer, st.left, d.y, { bold: true, size: st.size + 7 });
  d.text(`Fatura do cartão ${k.product}`, st.right, d.y, { bold: true, align: 'right', size: st.size + 1 });
  d.y += (st.size + 7) * 1.6;
  const top = d.y;
  for (const l of [c.business.legalName, c.business.street, c.business.city]) { d.text(l, st.left, d.y); d.y += st.lead; }
  const bx = st.left + (st.right - st.left) * 0.55;
  const head: [string, string][] = [['Vencimento', fmtDate(k.due, 'DD/MM/YYYY')], ['Total da fatura', brl(s.newBal)], ['Pagamento mínimo', brl(k.minDue)],
    ['Fechamento', fmtDate(k.end, 'DD/MM/YYYY')], ['Limite total', brl(k.limit)], ['Limite disponível', brl(Math.max(0, k.limit - s.newBal))]];
  let y = top;
  for (const [l, v] of head) { d.text(l, bx, y); d.text(v, st.right, y, { align: 'right', bold: l !== 'Fechamento' && !l.startsWith('Limite') }); y += st.lead; }
  d.y = Math.max(d.y, y) + st.lead;
  d.text('Resumo da fatura', st.left, d.y, { bold: true, size: st.size + 1 }); d.y += st.lead * 1.4;
  const resumo: [string, string][] = [['Total da fatura anterior', brl(k.prev)], ['(-) Pagamentos efetuados', `- ${brl(s.payments)}`], ['(-) Créditos e estornos', `- ${brl(s.credits)}`],
    ['(+) Compras e saques', `+ ${brl(s.purchases + s.cash)}`], ['(+) Tarifas e IOF', `+ ${brl(s.fees)}`], ['(+) Juros e encargos', `+ ${brl(s.interest)}`], ['(=) Total da fatura', brl(s.newBal)]];
  for (const [l, v] of resumo) { d.text(l, st.left, d.y, { bold: l.includes('Total da fatura') && l.startsWith('(=)') }); d.text(v, st.left + 260, d.y, { align: 'right', bold: l.startsWith('(=)') }); d.y += st.lead; }
  d.y += st.lead;
  if (k.offers!.length) {
    d.text('Opções de parcelamento da fatura', st.left, d.y, { bold: true }); d.y += st.lead;
    for (const [n, per] of k.offers!) { d.text(`Entrada + ${n - 1}x de ${brl(per)}   Total ${brl(per * n)}   Juros 8,99% a.m.`, st.left, d.y); d.y += st.lead; }
    d.y += st.lead;
  }
  const cs = cols(rng, d, [{ key: 'date', label: ['Data'], w: d.width('28 MMM') + 10, align: 'left' }, { key: 'description', label: ['Descrição'], w: 0, align: 'left' },
    { key: 'amount', label: ['Valor em R$'], w: d.width('- R$ 99.999,99') + 8, align: 'right' }]);
  const row = (r: CardRow): GRow => ({ cells: { date: date(r.trans), description: r.desc, amount: amt(r) } });
  d.text('Lançamentos', st.left, d.y, { bold: true, size: st.size + 2 }); d.y += st.lead * 1.6;
  const payRows = k.rows.filter((r) => r.kind === 'payment');
  const ownSection = rng.chance(0.5);
  if (ownSection && payRows.length) { grid(d, cs, payRows.map(row), { title: 'Pagamentos e demais créditos' }); d.y += st.lead; }
  // Payments listed at the head of the first card's list are left out of that card's subtotal (its purchases only).
  if (!ownSection) c.traits!.push('payments_in_first_card_list');
  k.holders.forEach((h, i) => {
    const mine = rowsOf(k, i).filter((r) => !r.foreign);
    const lines = [...(!ownSection && i === 0 ? payRows : []), ...mine];
    if (!lines.length) return;
    const sub = total(mine.filter((r) => !isCredit(r))) - total(mine.filter(isCredit));
    grid(d, cs, [...lines.map(row), { bold: true, cells: { description: rng.pick([`Total para ${h}`, 'Subtotal deste cartão']), amount: `${sub < 0 ? neg : ''}${sym}${num(sub, NUM.eu)}` } }],
      { title: `${h} - Cartão final ${k.last4[i]}`, continued: '{t} (continuação)' });
    d.y += st.lead;
  });
  const abroad = k.rows.filter((r) => r.foreign);
  if (abroad.length) {
    const ci = cols(rng, d, [{ key: 'date', label: ['Data'], w: d.width('28 MMM') + 10, align: 'left' }, { key: 'description', label: ['Descrição'], w: 0, align: 'left' },
      { key: 'usd', label: ['US$'], w: d.width('99.999,99') + 8, align: 'right' }, { key: 'amount', label: ['R$'], w: d.width('R$ 99.999,99') + 8, align: 'right' }]);
    grid(d, ci, [...abroad.map((r) => ({ cells: { date: date(r.trans), description: r.desc, usd: num(r.foreign!.cents, NUM.eu), amount: amt(r) } })),
      { bold: true, cells: { description: 'Total lançamentos internacionais', amount: `${sym}${num(total(abroad), NUM.eu)}` } }], { title: 'Lançamentos internacionais' });
    d.text(`Dólar de conversão: R$ ${abroad[0]!.foreign!.rate.toFixed(4).replace('.', ',')}`, st.left, d.y, { size: st.size - 0.5 }); d.y += st.lead * 1.5;
  }
  const acct = rowsOf(k, -1).filter((r) => r.kind !== 'payment');
  if (acct.length) {
    grid(d, cs, [...acct.map(row), { bold: true, cells: { description: 'Total de encargos e tarifas', amount: `${sym}${num(total(acct), NUM.eu)}` } }], { title: 'Encargos, tarifas e impostos' });
    d.y += st.lead;
  }
  d.ensure(st.lead * 3);
  d.text('Total da fatura', st.left, d.y, { bold: true }); d.text(brl(s.newBal), st.right, d.y, { bold: true, align: 'right' }); d.y += st.lead;
  return [];
}

// ---------------------------------------------------------------- 2. Indian card statement

const IN_SHOPS: readonly Merchant[] = [
  ['AMAZON PAY INDIA PRIVA BANGALORE', 300, 25000], ['SWIGGY BANGALORE', 150, 2500], ['IRCTC WWW.IRCTC.CO.IN NEW DELHI', 600, 9000],
  ['INDIANOIL PETROL PUMP {N} PUNE', 1500, 6000], ['RELIANCE DIGITAL MUMBAI', 2000, 90000], ['MAKEMYTRIP INDIA PVT LTD GURGAON', 3000, 60000],
  ['DMART AVENUE SUPERMARTS THANE', 800, 12000], ['GOOGLE INDIA DIGITAL SERV MUMBAI', 500, 40000], ['OLA CABS BANGALORE', 120, 900],
  ['DELL INTERNATIONAL SERVICES BANGALORE', 40000, 180000], ['BIGBASKET INNOVATIVE RETAIL BANGALORE', 400, 6000],
];

function prepareIn(rng: Rng, c: Content): void {
  dress(rng, c, 'IN', true);
  const [start, end] = cycle(rng, c.statements[0]!.periodEnd);
  const holders = [c.business.legalName.toUpperCase().slice(0, 26), ...(rng.chance(0.5) ? [rng.pick(XLOCALES.IN.people)] : [])];
  const rows = purchases(rng, start, end, { count: [5, 65], merchants: IN_SHOPS, city: '', holders: holders.length, postLag: [0, 0] });
  const prev = rng.cents(20000, 400000);
  const pays = payments(rng, start, end, prev, ['PAYMENT RECEIVED - NEFT', 'BBPS PAYMENT RECEIVED', 'AUTOPAY PAYMENT - THANK YOU', `IMPS PAYMENT RECEIVED ${rng.digits(12)}`], rng.chance(0.55));
  const extra: CardRow[] = [];
  const fuel = rows.filter((r) => r.desc.startsWith('INDIANOIL'));
  for (const f of fuel) {
    // A fuel surcharge and its waiver: the same amount charged and credited (both rows).
    const sc = Math.round(f.cents * 0.01);
    extra.push({ ...f, desc: 'FUEL SURCHARGE', cents: sc, kind: 'fee' }, { ...f, desc: 'FUEL SURCHARGE WAIVER', cents: sc, kind: 'refund' });
  }
  if (rows.length > 3 && rng.chance(0.3)) extra.push({ ...rows[1]!, desc: `REFUND ${rows[1]!.desc}`, cents: Math.min(rows[1]!.cents, rng.cents(100, 3000)), kind: 'refund' });
  const charges: CardRow[] = [];
  const gst = (base: number, what: string) => {
    if (rng.chance(0.5)) charges.push({ trans: end, post: end, desc: `IGST @18% ON ${what}`, cents: Math.round(base * 0.18), kind: 'tax', card: -1 });
    else for (const part of ['CGST @9%', 'SGST @9%']) charges.push({ trans: end, post: end, desc: `${part} ON ${what}`, cents: Math.round(base * 0.09), kind: 'tax', card: -1 });
  };
  const unpaid = prev - total(pays);
  if (unpaid > 0) {
    const fin = Math.round(unpaid * 0.0375);
    charges.push({ trans: end, post: end, desc: 'FINANCE CHARGES', cents: fin, kind: 'interest', card: -1 });
    gst(fin, 'FINANCE CHARGES');
  }
  if (rng.chance(0.25)) { const fee = rng.pick([49900, 99900, 250000]); charges.push({ trans: end, post: end, desc: 'ANNUAL MEMBERSHIP FEE', cents: fee, kind: 'fee', card: -1 }); gst(fee, 'ANNUAL FEE'); }
  const k: CardDoc = { issuer: rng.pick(XLOCALES.IN.banks), product: rng.pick(['Business Platinum Credit Card', 'Corporate Titanium Card', 'Biz Power Credit Card']),
    currency: 'INR', holders, last4: holders.map(() => rng.digits(4)), start, end, due: addDays(end, rng.int(15, 20)), prev,
    limit: rng.pick([50000000, 75000000, 100000000]), rows: [...byPost([...pays, ...rows, ...extra]), ...charges], apr: 45 };
  fitLimit(k);
  const s = sums(k.rows, prev);
  const minDue = Math.min(s.newBal, Math.max(20000, Math.round(s.newBal * 0.05) + s.fees + s.interest));
  const opening = rng.int(0, 40000), earned = Math.floor(s.purchases / 100 / 150) * rng.pick([2, 4, 5]), redeemed = rng.chance(0.3) ? Math.min(opening, rng.int(500, 5000)) : 0;
  info.set(c, { ...k, minDue, cashLimit: Math.round(k.limit * 0.4 / 100) * 100, points: [opening, earned, redeemed, opening + earned - redeemed] });
  recordCard(c, k, minDue, ['dd_mm_yyyy', 'lakh_grouping', 'cr_suffix_credits', 'total_amount_due', 'minimum_amount_due', 'reward_points_box',
    ...(charges.some((r) => r.kind === 'tax') ? ['gst_on_charges'] : []), ...(fuel.length ? ['fuel_surcharge_and_waiver'] : [])], { postDates: false });
}

function renderIn(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style, k = info.get(c)!, s = sums(k.rows, k.prev);
  const dr = rng.chance(0.5);
  const amt = (r: CardRow) => `${lakh(r.cents)}${isCredit(r) ? ' Cr' : dr ? ' Dr' : ''}`;
  c.traits!.push(dr ? 'dr_suffix_debits' : 'unmarked_debits');
  const mask = (l4: string) => `${rng.pick(['4375', '5243', '4893'])} XXXX XXXX ${l4}`;
  d.text(k.issuer, st.left, d.y, { bold: true, size: st.size + 7 });
  d.text(k.product, st.right, d.y, { bold: true, align: 'right', size: st.size + 1 });
  d.y += (st.size + 7) * 1.6;
  d.text('Credit Card Statement', st.left, d.y, { bold: true, size: st.size + 2 }); d.y += st.lead * 1.6;
  const top = d.y;
  for (const l of [c.business.legalName, c.business.street, c.business.city]) { d.text(l, st.left, d.y); d.y += st.lead; }
  const bx = st.left + (st.right - st.left) * 0.55;
  const head: [string, string][] = [['Card No.', mask(k.last4[0]!)], ['Statement Date', fmtDate(k.end, 'DD/MM/YYYY')], ['Statement Period', `${fmtDate(k.start, 'DD/MM/YYYY')} To ${fmtDate(k.end, 'DD/MM/YYYY')}`],
    ['Payment Due Date', fmtDate(k.due, 'DD/MM/YYYY')], ['Total Amount Due', `Rs. ${lakh(s.newBal)}`], ['Minimum Amount Due', `Rs. ${lakh(k.minDue)}`],
    ['Credit Limit', lakh(k.limit)], ['Available Credit Limit', lakh(Math.max(0, k.limit - s.newBal))], ['Available Cash Limit', lakh(Math.min(k.cashLimit!, Math.max(0, k.limit - s.newBal)))]];
  let y = top;
  for (const [l, v] of head) { d.text(l, bx, y); d.text(v, st.right, y, { align: 'right', bold: l.includes('Due') }); y += st.lead; }
  d.y = Math.max(d.y, y) + st.lead;
  // The account summary as a strip: labels over figures, the signs between them.
  d.text('Account Summary', st.left, d.y, { bold: true, size: st.size + 1 }); d.y += st.lead * 1.4;
  const strip: [string, string][] = [[rng.pick(['Opening Balance', 'Previous Statement Dues']), lakh(k.prev)], ['Payments/Credits', lakh(s.payments + s.credits)],
    ['Purchases/Debits', lakh(s.purchases + s.cash)], ['Fees, Taxes & Interest', lakh(s.fees + s.interest)], ['Total Amount Due', lakh(s.newBal)]];
  const w = (st.right - st.left) / strip.length;
  strip.forEach(([l, v], i) => {
    d.text(l, st.left + i * w, d.y, { bold: true, size: st.size - 0.5 });
    d.text(v, st.left + i * w, d.y + st.lead, {});
    if (i < strip.length - 1) d.text(['-', '+', '+', '='][i]!, st.left + (i + 1) * w - 8, d.y + st.lead, { bold: true });
  });
  d.y += st.lead * 3;
  const cs = cols(rng, d, [{ key: 'date', label: ['Date'], w: d.width('28/12/2026') + 10, align: 'left' }, { key: 'description', label: ['Transaction Details'], w: 0, align: 'left' },
    { key: 'amount', label: ['Amount (in Rs.)'], w: d.width('1,23,45,678.99 Cr') + 8, align: 'right' }]);
  const row = (r: CardRow): GRow => ({ cells: { date: fmtDate(r.trans, 'DD/MM/YYYY'), description: r.desc, amount: amt(r) } });
  d.text('Domestic Transactions', st.left, d.y, { bold: true, size: st.size + 1 }); d.y += st.lead * 1.5;
  k.holders.forEach((h, i) => {
    const lines = [...(i === 0 ? k.rows.filter((r) => r.card === -1 && r.kind === 'payment') : []), ...rowsOf(k, i)];
    if (!lines.length) return;
    grid(d, cs, lines.map(row), { title: `${h} - Card No. ${mask(k.last4[i]!)}`, continued: '{t} (contd.)' });
    d.y += st.lead;
  });
  const acct = rowsOf(k, -1).filter((r) => r.kind !== 'payment');
  if (acct.length) { grid(d, cs, acct.map(row), { title: 'Fees, Taxes and Interest Charges' }); d.y += st.lead; }
  d.ensure(st.lead * 5);
  d.text('Reward Points Summary', st.left, d.y, { bold: true }); d.y += st.lead;
  const pw = (st.right - st.left) / 4;
  ['Opening Balance', 'Earned', 'Redeemed/Expired', 'Closing Balance'].forEach((l, i) => {
    d.text(l, st.left + i * pw, d.y, { size: st.size - 0.5 });
    d.text(k.points![i]!.toLocaleString('en-IN'), st.left + i * pw, d.y + st.lead, { bold: true });
  });
  d.y += st.lead * 2.5;
  d.para('Minimum Amount Due is payable by the Payment Due Date. Interest at 3.75% per month is charged on the outstanding amount if the Total Amount Due is not paid in full. GST at 18% applies on fees, interest and other charges.', st.left, st.right - st.left, { size: st.size - 1.5 });
  return [];
}

export const CARD_LAYOUTS: readonly LayoutDef[] = [
  { name: 'card_fatura_br', description: 'Brazilian credit-card fatura (Portuguese): Resumo da fatura, Total da fatura, Pagamento mínimo, Vencimento; Lançamentos per card (final 1234) with subtotals, dates DD/MM or DD MMM without a year, 1.234,56 amounts, installments (PARCELA 02/10) on their original date, payments negative, international purchases in US$ and R$; truth: document_kind credit_card, the card in `card`',
    content: extraContent([1, 1]), prepare: prepareBr, render: renderBr,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName}. Central de atendimento 4004 0000. Pague sua fatura até o vencimento para evitar juros e multa de 2%.`, pageFmt: rng.pick(['Página {p} de {t}', '{p}/{t}']) }) },
  { name: 'card_statement_in', description: 'Indian credit-card statement: DD/MM/YYYY, lakh grouping, credits with Cr (debits Dr or bare), Total Amount Due / Minimum Amount Due, opening balance strip, GST on fees and interest, fuel surcharge and waiver, reward points box; truth: document_kind credit_card, the card in `card`',
    content: extraContent([1, 1]), prepare: prepareIn, render: renderIn,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName}. This is a computer generated statement. For queries call the 24x7 helpline. Please do not share your card details or OTP with anyone.` }) },
];
