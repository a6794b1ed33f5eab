// More kinds of document (see world-kinds.ts): a business credit-card statement (not a bank account: previous and
// new balance, minimum payment due, Trans / Post dates; its truth has no bank statement and says
// `document_kind: "credit_card"`), and a European account listing whose entries take two or three lines (booking
// date, value date and counterparty on the first, remittance text below, the amount on the first or the last line).

import type { Rng } from './prng.ts';
import type { Content, ModelTxn } from './model.ts';
import { addDays, toDay } from './dates.ts';
import { PERSON_FIRST, PERSON_LAST, US_BANKS } from './names.ts';
import type { LayoutDef, RenderedStatement } from './layouts.ts';
import type { Doc } from './render.ts';
import { balanceMarked, fmtDate, marked, num, type Mark } from './world-format.ts';
import { localise, LOCALES } from './world-locale.ts';
import { cols, grid, worldFooter, type GRow } from './world-grid.ts';
import { holderLines } from './world-kinds.ts';
import { extraContent, printedAll, total, truthRows } from './world-extra.ts';

// ---------------------------------------------------------------- 5. business credit-card statement

const MERCHANTS: readonly (readonly [string, number, number])[] = [
  ['AMAZON MKTPL*{R} Amzn.com/billWA', 12, 600], ['SHELL OIL {N} {CITY}', 30, 160], ['GOOGLE *GSUITE_{R} cc@google.comCA', 12, 90],
  ['UBER *TRIP HELP.UBER.COMCA', 9, 70], ['THE HOME DEPOT #{N} {CITY}', 25, 1400], ['SQ *BLUE BOTTLE COFFEE {CITY}', 5, 40],
  ['DELTA AIR {N}{N} ATLANTA GA', 180, 900], ['INTUIT *QBOOKS ONLINE CL.INTUIT.COMCA', 30, 200], ['FACEBK *{R} fb.me/adsCA', 50, 2500],
  ['COSTCO WHSE #{N} {CITY}', 60, 1800], ['MARRIOTT {CITY}', 140, 700], ['STAPLES {N} {CITY}', 15, 300], ['ADOBE *ACROPRO SUBS 408-536-6000 CA', 20, 90],
];
type CardTxn = { trans: string; post: string; ref: string; desc: string; cents: number; credit: boolean; who: number };
const cardInfo = new WeakMap<Content, { issuer: string; product: string; rows: CardTxn[]; holders: string[]; last4: string[]; prev: number; start: string; end: string }>();

function prepareCard(rng: Rng, c: Content): void {
  const s = c.statements[0]!;
  const issuer = rng.pick(US_BANKS);
  const end = s.periodEnd, start = addDays(end, -rng.int(29, 30));
  const holders = [`${rng.pick(PERSON_FIRST)} ${rng.pick(PERSON_LAST)}`.toUpperCase(), ...Array.from({ length: rng.int(0, 2) }, () => `${rng.pick(PERSON_FIRST)} ${rng.pick(PERSON_LAST)}`.toUpperCase())];
  const city = `${c.business.city} ${c.business.region}`;
  const rows: CardTxn[] = [];
  const refLen = rng.pick([10, 17, 23]);
  const span = toDay(end) - toDay(start);
  for (let i = rng.int(12, 45); i > 0; i--) {
    const [tpl, lo, hi] = rng.pick(MERCHANTS);
    const trans = addDays(start, rng.int(0, span - 1));
    rows.push({ trans, post: addDays(trans, Math.min(rng.int(0, 2), toDay(end) - toDay(trans))), ref: rng.digits(refLen),
      desc: tpl.replace('{R}', rng.alnum(6)).replace(/\{N\}/g, () => rng.digits(4)).replace('{CITY}', city), cents: rng.cents(lo, hi), credit: false, who: rng.int(0, holders.length - 1) });
  }
  const prev = rng.cents(800, 25000);
  for (let i = rng.int(1, 2); i > 0; i--) {
    const d = addDays(start, rng.int(2, span - 2));
    rows.push({ trans: d, post: d, ref: rng.digits(refLen), desc: rng.pick(['PAYMENT - THANK YOU', 'AUTOPAY PAYMENT RECEIVED', 'ONLINE PAYMENT, THANK YOU']), cents: Math.round(prev * rng.float(0.3, 0.6)), credit: true, who: -1 });
  }
  if (rng.chance(0.4)) { const d = addDays(start, rng.int(3, span - 1)); rows.push({ trans: d, post: d, ref: rng.digits(refLen), desc: 'AMAZON MKTPL RETURN Amzn.com/billWA', cents: rng.cents(10, 120), credit: true, who: 0 }); }
  rows.sort((a, b) => a.post.localeCompare(b.post));
  cardInfo.set(c, { issuer, product: rng.pick(['Business Platinum Card', 'Business Cash Rewards Mastercard', 'Business Rewards Visa Signature', 'Business Advantage Travel Card']),
    rows, holders, last4: holders.map(() => rng.digits(4)), prev, start, end });
  c.bankName = issuer;
  c.documentKind = 'credit_card';
  c.traits = ['credit_card', 'previous_and_new_balance', 'minimum_payment_due', 'trans_and_post_dates', 'not_a_bank_account'];
}

function renderCard(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const k = cardInfo.get(c)!;
  const df = rng.pick(['MM/DD', 'MM/DD/YY', 'Mon DD']);
  const crStyle = rng.pick(['minus', 'cr', 'trailing'] as const);
  const amt = (cents: number, credit: boolean) => (!credit ? `$${num(cents)}` : crStyle === 'minus' ? `-$${num(cents)}` : crStyle === 'cr' ? `$${num(cents)} CR` : `$${num(cents)}-`);
  const payments = k.rows.filter((r) => r.credit && r.who < 0).reduce((a, r) => a + r.cents, 0);
  const credits = k.rows.filter((r) => r.credit && r.who >= 0).reduce((a, r) => a + r.cents, 0);
  const purchases = k.rows.filter((r) => !r.credit).reduce((a, r) => a + r.cents, 0);
  const fees = rng.chance(0.3) ? rng.pick([3900, 9500, 15000]) : 0;
  const apr = rng.pick([18.24, 21.49, 24.99, 27.24, 29.99]);
  const interest = Math.round(Math.max(0, k.prev - payments) * apr / 100 / 12);
  const newBal = k.prev - payments - credits + purchases + fees + interest;
  const minDue = Math.min(newBal, Math.max(3500, Math.round(newBal * 0.01) + interest + fees));
  const due = addDays(k.end, 25), limit = rng.pick([1000000, 1500000, 2500000, 5000000]);
  d.text(k.issuer, st.left, d.y, { bold: true, size: st.size + 7 });
  d.text(k.product, st.right, d.y, { bold: true, align: 'right', size: st.size + 2 });
  d.y += (st.size + 7) * 1.6;
  d.text(`${rng.pick(['Statement Closing Date', 'Closing Date'])} ${fmtDate(k.end, 'MM/DD/YY')}`, st.right, d.y, { align: 'right' });
  d.text(`Account Ending ${k.last4[0]}`, st.right, d.y + st.lead, { align: 'right' });
  d.text(`Billing Period: ${fmtDate(k.start, 'MM/DD/YY')} - ${fmtDate(k.end, 'MM/DD/YY')}   Days in Billing Cycle: ${toDay(k.end) - toDay(k.start) + 1}`, st.right, d.y + st.lead * 2, { align: 'right', size: st.size - 0.5 });
  for (const l of [...holderLines(c), k.holders[0]!, c.business.street, `${c.business.city} ${c.business.region} ${c.business.postal}`]) { d.text(l, st.left, d.y); d.y += st.lead; }
  d.y += st.lead;
  const sum: [string, string][] = [['Previous Balance', `$${num(k.prev)}`], ['Payments', `-$${num(payments)}`], ['Other Credits', `-$${num(credits)}`],
    ['Purchases', `+$${num(purchases)}`], ['Cash Advances', '+$0.00'], ['Fees Charged', `+$${num(fees)}`], ['Interest Charged', `+$${num(interest)}`], ['New Balance', `$${num(newBal)}`]];
  const y0 = d.y, boxX = st.left + (st.right - st.left) * 0.55;
  d.text(rng.pick(['ACCOUNT SUMMARY', 'Account Summary']), st.left, d.y, { bold: true }); d.y += st.lead;
  for (const [l, v] of sum) { d.text(l, st.left, d.y, { bold: l === 'New Balance' }); d.text(v, st.left + 200, d.y, { align: 'right', bold: l === 'New Balance' }); d.y += st.lead; }
  const pay: [string, string][] = [['New Balance', `$${num(newBal)}`], ['Minimum Payment Due', `$${num(minDue)}`], ['Payment Due Date', fmtDate(due, 'MM/DD/YY')],
    ['Credit Limit', `$${num(limit)}`], ['Available Credit', `$${num(Math.max(0, limit - newBal))}`]];
  let yy = y0;
  d.text('PAYMENT INFORMATION', boxX, yy, { bold: true }); yy += st.lead;
  for (const [l, v] of pay) { d.text(l, boxX, yy); d.text(v, st.right, yy, { align: 'right', bold: true }); yy += st.lead; }
  d.para(`Late Payment Warning: If we do not receive your minimum payment by the date listed above, you may have to pay a late fee of up to $40.00 and your APRs may be increased up to the Penalty APR of 29.99%.`, boxX, st.right - boxX, { size: st.size - 1.5 });
  d.y = Math.max(d.y, yy + st.lead * 4) + st.lead;
  const cs = cols(rng, d, [{ key: 'trans', label: ['Trans', 'Date'], w: d.width('Dec 28') + 10, align: 'left' }, { key: 'post', label: ['Post', 'Date'], w: d.width('Dec 28') + 10, align: 'left' },
    { key: 'ref', label: ['Reference Number'], w: Math.max(d.width(k.rows[0]!.ref), d.width('Reference Number', true)) + 6, align: 'left' }, { key: 'description', label: ['Description'], w: 0, align: 'left' },
    { key: 'amount', label: ['Amount'], w: d.width('$99,999.99 CR') + 6, align: 'right' }]);
  const row = (r: CardTxn): GRow => ({ cells: { trans: fmtDate(r.trans, df), post: fmtDate(r.post, df), ref: r.ref, description: r.desc, amount: amt(r.cents, r.credit) } });
  grid(d, cs, k.rows.filter((r) => r.credit).map(row), { title: 'Payments and Other Credits' });
  d.y += st.lead;
  k.holders.forEach((h, i) => {
    const mine = k.rows.filter((r) => !r.credit && r.who === i);
    if (!mine.length) return;
    grid(d, cs, [...mine.map(row), { bold: true, cells: { description: `TOTAL PURCHASES FOR ${h}`, amount: `$${num(mine.reduce((a, r) => a + r.cents, 0))}` } }],
      { title: `Purchases and Adjustments - ${h} Card Ending ${k.last4[i]}` });
    d.y += st.lead;
  });
  const extra: GRow[] = [...(fees ? [{ cells: { post: fmtDate(k.end, df), description: 'ANNUAL MEMBERSHIP FEE', amount: amt(fees, false) } }] : []),
    { cells: { post: fmtDate(k.end, df), description: 'INTEREST CHARGE ON PURCHASES', amount: amt(interest, false) } }];
  grid(d, cs, extra, { title: 'Fees and Interest Charged' });
  d.y += st.lead;
  d.ensure(st.lead * 6);
  d.text('Interest Charge Calculation', st.left, d.y, { bold: true }); d.y += st.lead;
  d.text(`Purchases   ${apr.toFixed(2)}% (v)   Balance Subject to Interest Rate $${num(Math.max(0, k.prev - payments))}   Interest Charge $${num(interest)}`, st.left, d.y); d.y += st.lead;
  d.text(`Totals Year-to-Date: Total Fees Charged $${num(fees)}   Total Interest Charged $${num(interest * rng.int(1, 6))}`, st.left, d.y); d.y += st.lead;
  return [];
}

// ---------------------------------------------------------------- 6. two- and three-line entries

const entryLines = new WeakMap<ModelTxn, string[]>();

function prepareTwoLine(rng: Rng, c: Content): void {
  localise(rng, c, rng.chance(0.75) ? 'DE' : 'CH');
  const s = c.statements[0]!;
  printedAll(s);
  const de = rng.chance(0.7);
  for (const t of s.txns) {
    const lines = [t.description];
    const remit = de
      ? [`${rng.pick(['Verwendungszweck', 'VWZ', 'Ref.'])}: RE ${rng.digits(6)} vom ${fmtDate(addDays(t.date, -rng.int(3, 20)), 'DD.MM.YYYY')}`, `EREF: ${rng.alnum(14)}`,
        `MREF: ${rng.alnum(10)} CRED: DE${rng.digits(2)}ZZZ${rng.digits(11)}`, `IBAN: DE${rng.digits(20)} BIC: ${rng.alnum(8)}`, `Kunden-Nr. ${rng.digits(7)}`]
      : [`Reference: INV ${rng.digits(6)}`, `End-to-end ID: ${rng.alnum(14)}`, `Mandate ID: ${rng.alnum(10)} Creditor ID: DE${rng.digits(2)}ZZZ${rng.digits(11)}`, `IBAN: DE${rng.digits(20)}`];
    rng.shuffle(remit);
    lines.push(...remit.slice(0, rng.int(1, 2)));
    t.description = lines.join(' ');
    entryLines.set(t, lines);
  }
  c.traits = ['multi_line_entries', 'value_date_column', 'remittance_lines', de ? 'german_labels' : 'english_labels'];
}

function renderTwoLine(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  const s = c.statements[0]!;
  const L = LOCALES[s.currency === 'CHF' ? 'CH' : 'DE'];
  const de = c.traits!.includes('german_labels');
  const lastLine = rng.chance(0.5);
  const balCol = rng.chance(0.4);
  const split = rng.chance(0.4);
  const mark: Mark = rng.pick(['minus', 'trailing', 'hs']);
  const df = rng.pick(['DD.MM.YYYY', 'DD.MM.', 'DD.MM.YY']);
  const fig = (cents: number, neg: boolean) => marked(cents, neg, mark, L.fmt);
  const nr = rng.int(1, 12);
  d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 6 });
  d.text(de ? `Kontoauszug ${nr}/${s.periodEnd.slice(0, 4)}` : `Account statement no. ${nr}`, st.right, d.y, { bold: true, align: 'right', size: st.size + 2 });
  d.y += (st.size + 6) * 1.7;
  for (const l of [c.business.legalName, c.business.street, c.business.city]) { d.text(l, st.left, d.y); d.y += st.lead; }
  d.y += st.lead;
  d.text(`IBAN ${s.accountNumber.replace(/(.{4})/g, '$1 ').trim()}   ${de ? 'Zeitraum' : 'Period'} ${fmtDate(s.periodStart, 'DD.MM.YYYY')} - ${fmtDate(s.periodEnd, 'DD.MM.YYYY')}   ${s.currency}`, st.left, d.y);
  d.y += st.lead * 1.5;
  const old = `${de ? 'Alter Kontostand vom' : 'Old balance as of'} ${fmtDate(addDays(s.periodStart, -1), 'DD.MM.YYYY')}`;
  d.text(old, st.left, d.y, { bold: true }); d.text(balanceMarked(s.beginning, mark, L.fmt), st.right, d.y, { align: 'right', bold: true });
  d.y += st.lead * 1.5;
  const dw = d.width(fmtDate('2026-12-28', df)) + 8, amtW = d.width('999.999,99 H') + rng.int(6, 14);
  const cs = cols(rng, d, [
    { key: 'date', label: [de ? 'Buchung' : 'Booking'], w: dw, align: 'left' }, { key: 'value', label: [de ? 'Valuta' : 'Value'], w: dw, align: 'left' },
    { key: 'description', label: [de ? 'Vorgang / Verwendungszweck' : 'Transaction details'], w: 0, align: 'left' },
    ...(split ? [{ key: 'debit', label: [de ? 'Soll' : 'Debit'], w: amtW, align: 'right' as const }, { key: 'credit', label: [de ? 'Haben' : 'Credit'], w: amtW, align: 'right' as const }]
      : [{ key: 'amount', label: [de ? 'Betrag' : 'Amount'], w: amtW, align: 'right' as const }]),
    ...(balCol ? [{ key: 'balance', label: [de ? 'Saldo' : 'Balance'], w: amtW, align: 'right' as const }] : []),
  ]);
  // Each entry drawn line by line: dates and the first text line, then the remittance lines; the figures stand on
  // the first or on the last line of the entry (one choice per document). An entry is never split by a page break.
  const header = () => { for (const c2 of cs) d.text(c2.label[0]!, c2.align === 'right' ? c2.x + c2.w : c2.x, d.y, { bold: true, align: c2.align }); d.y += st.lead * 1.3; };
  header();
  const desc = cs.find((x) => x.key === 'description')!;
  for (const t of s.txns) {
    const lines = (entryLines.get(t) ?? [t.description]).flatMap((l) => d.wrap(l, desc.w));
    if (d.ensure(lines.length * st.lead + 2)) header();
    const at = d.y + (lastLine ? lines.length - 1 : 0) * st.lead;
    d.text(fmtDate(t.date, df), cs[0]!.x, d.y);
    d.text(fmtDate(t.direction === 'credit' && rng.chance(0.3) ? addDays(t.date, 1) : t.date, df), cs[1]!.x, d.y);
    lines.forEach((l, i) => d.text(l, desc.x, d.y + i * st.lead));
    const key = split ? t.direction : 'amount';
    const col = cs.find((x) => x.key === key)!;
    d.text(split ? num(t.cents, L.fmt) : fig(t.cents, t.direction === 'debit'), col.x + col.w, at, { align: 'right' });
    if (balCol) { const b = cs.find((x) => x.key === 'balance')!; d.text(balanceMarked(t.balanceAfter, mark, L.fmt), b.x + b.w, at, { align: 'right' }); }
    d.y += lines.length * st.lead + 2;
  }
  d.ensure(st.lead * 3);
  d.y += st.lead * 0.5;
  d.text(`${de ? 'Neuer Kontostand vom' : 'New balance as of'} ${fmtDate(s.periodEnd, 'DD.MM.YYYY')}`, st.left, d.y, { bold: true });
  d.text(balanceMarked(s.ending, mark, L.fmt), st.right, d.y, { align: 'right', bold: true });
  d.y += st.lead;
  if (rng.chance(0.5)) d.text(`${de ? 'Summe Soll' : 'Total debits'} ${num(total(s, 'debit'), L.fmt)}   ${de ? 'Summe Haben' : 'Total credits'} ${num(total(s, 'credit'), L.fmt)}`, st.right, d.y, { align: 'right' });
  c.traits!.push(lastLine ? 'amount_on_last_line' : 'amount_on_first_line', ...(balCol ? ['balance_column'] : []));
  return [{ statement: s, rows: truthRows(s, balCol ? 'every' : 'none') }];
}

export const KIND_LAYOUTS_3: readonly LayoutDef[] = [
  { name: 'credit_card_statement', description: 'business credit-card statement (not a bank account): previous balance, payments, purchases, fees, interest, new balance, minimum payment due, payment due date, Trans / Post date list per card holder; truth: no bank statement, document_kind credit_card',
    content: extraContent([1, 1]), prepare: prepareCard, render: renderCard,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName}. Make your check payable to ${c.bankName} Card Services. Please allow at least 5 days for mail delivery.` }) },
  { name: 'two_line_rows', description: 'German or Swiss account listing whose entries take two or three lines: booking and value date with the counterparty on the first, remittance text (Verwendungszweck, EREF, MREF, IBAN) below; the amount (and balance) on the first or on the last line of the entry',
    content: extraContent([1, 1]), prepare: prepareTwoLine, render: renderTwoLine,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName}. Bitte prüfen Sie Ihren Kontoauszug. Einwendungen innerhalb von sechs Wochen.`, pageFmt: rng.pick(['Blatt {p} von {t}', 'Seite {p}']) }) },
];
