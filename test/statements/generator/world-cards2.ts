// Two more credit-card statements (model and truth: world-cards-model.ts), from general knowledge, parser unread:
//  - a US issuer's periodic statement in the sample style card issuers publish: an account summary box (Previous
//    Balance, Payment, Other Credits, Purchases, Balance Transfers, Cash Advances, Fees Charged, Interest Charged, New
//    Balance), payment information with the minimum payment warning table, one date column (Date of Transaction /
//    Merchant Name or Transaction Description / $ Amount) in sections PAYMENTS AND OTHER CREDITS, PURCHASE, CASH
//    ADVANCE, BALANCE TRANSFER, FEES CHARGED, INTEREST CHARGED with 'TOTAL ... FOR THIS PERIOD' lines, year-to-date
//    totals and the interest charge calculation;
//  - a UK business card: DD Mon dates without a year, credits marked CR, transaction and entry dates, a list per card
//    with its total, purchases abroad with the foreign amount and rate on a line below and a non-sterling fee row, and
//    a balance-by-interest-rate table whose figures are no rows.

import type { Rng } from './prng.ts';
import type { Content } from './model.ts';
import { addDays, toDay } from './dates.ts';
import { PERSON_FIRST, PERSON_LAST, US_BANKS } from './names.ts';
import type { LayoutDef, RenderedStatement } from './layouts.ts';
import type { Doc } from './render.ts';
import { fmtDate, num } from './world-format.ts';
import { cols, grid, worldFooter, type GRow } from './world-grid.ts';
import { holderLines } from './world-kinds.ts';
import { localise } from './world-locale.ts';
import { extraContent } from './world-extra.ts';
import {
  byPost, cycle, fitLimit, isCredit, payments, purchases, recordCard, rowsOf, sums, total, type CardDoc, type CardRow, type Merchant,
} from './world-cards-model.ts';

const info = new WeakMap<Content, CardDoc & { minDue: number; cashApr: number; ytd: [number, number]; unpaid: number }>();
const person = (rng: Rng) => `${rng.pick(PERSON_FIRST)} ${rng.pick(PERSON_LAST)}`.toUpperCase();

// ---------------------------------------------------------------- 3. US issuer sample statement

const US_SHOPS: readonly Merchant[] = [
  ['OFFICE DEPOT #{N} {CITY}', 15, 400], ['SHELL OIL {N} {CITY}', 30, 120], ['AMAZON.COM*{R} AMZN.COM/BILL WA', 10, 700], ['UPS*{R} 800-811-1648 GA', 12, 160],
  ['HOME DEPOT #{N} {CITY}', 25, 1500], ['SOUTHWEST AIRLINES DALLAS TX', 120, 800], ['MICROSOFT*365 MSBILL.INFO WA', 12, 90], ['PANERA BREAD #{N} {CITY}', 9, 80],
  ['GRAINGER {N} 877-2022594 IL', 40, 1200], ['HILTON HOTELS {CITY}', 130, 600], ['VERIZON WRLS {N} 800-922-0204 GA', 60, 400],
];

function prepareUs(rng: Rng, c: Content): void {
  const [start, end] = cycle(rng, c.statements[0]!.periodEnd);
  const holders = [person(rng), ...Array.from({ length: rng.int(0, 2) }, () => person(rng))];
  const city = `${c.business.city} ${c.business.region}`;
  const rows = purchases(rng, start, end, { count: [8, 80], merchants: US_SHOPS, city, holders: holders.length, postLag: [0, 0] });
  const prev = rng.cents(500, 30000);
  const pays = payments(rng, start, end, prev, ['Payment Thank You-Mobile', 'AUTOMATIC PAYMENT - THANK YOU', 'Payment Thank You - Web'], rng.chance(0.4));
  const span = toDay(end) - toDay(start);
  const other: CardRow[] = [];
  if (rng.chance(0.35)) { const r = rows[0]!; other.push({ ...r, desc: `${r.desc.split(' ')[0]} RETURN`, cents: Math.min(r.cents, rng.cents(8, 150)), kind: 'refund' }); }
  const fees: CardRow[] = [], interest: CardRow[] = [];
  let cash = 0;
  if (rng.chance(0.3)) {
    const d = addDays(start, rng.int(1, span - 1));
    cash = rng.int(2, 10) * 10000;
    other.push({ trans: d, post: d, desc: rng.pick(['CASH ADVANCE ATM', 'CASH ADVANCE BRANCH']), cents: cash, kind: 'cash_advance', card: 0 });
    fees.push({ trans: d, post: d, desc: 'CASH ADVANCE FEE', cents: Math.max(1000, Math.round(cash * 0.05)), kind: 'fee', card: -1 });
  }
  if (rng.chance(0.2)) {
    const d = addDays(start, rng.int(1, span - 1)), bt = rng.int(10, 80) * 10000;
    other.push({ trans: d, post: d, desc: 'BALANCE TRANSFER', cents: bt, kind: 'balance_transfer', card: -1 });
    fees.push({ trans: d, post: d, desc: 'BALANCE TRANSFER FEE', cents: Math.round(bt * 0.05), kind: 'fee', card: -1 });
  }
  if (rng.chance(0.15)) fees.push({ trans: addDays(start, rng.int(1, 5)), post: end, desc: 'LATE FEE', cents: rng.pick([3000, 4100]), kind: 'fee', card: -1 });
  if (rng.chance(0.15)) fees.push({ trans: end, post: end, desc: 'ANNUAL MEMBERSHIP FEE', cents: rng.pick([9500, 15000]), kind: 'fee', card: -1 });
  const apr = rng.pick([19.99, 22.24, 24.99, 27.49]), cashApr = 29.99;
  const unpaid = Math.max(0, prev - total(pays));
  if (unpaid > 0) interest.push({ trans: end, post: end, desc: 'PURCHASE INTEREST CHARGE', cents: Math.round(unpaid * apr / 100 / 12), kind: 'interest', card: -1 });
  if (cash) interest.push({ trans: end, post: end, desc: 'CASH ADVANCE INTEREST CHARGE', cents: Math.max(1, Math.round(cash * cashApr / 100 / 365 * rng.int(5, 20))), kind: 'interest', card: -1 });
  const k: CardDoc = { issuer: rng.pick(US_BANKS), product: rng.pick(['Business Cash Rewards Card', 'Business Preferred Visa', 'Spark Business Mastercard', 'Business Edge Card']),
    currency: 'USD', holders, last4: holders.map(() => rng.digits(4)), start, end, due: addDays(end, rng.int(21, 25)), prev, limit: rng.pick([500000, 1200000, 2000000, 3500000]),
    rows: [...byPost([...pays, ...other, ...rows]), ...byPost(fees), ...interest], apr };
  fitLimit(k);
  const s = sums(k.rows, prev);
  const minDue = Math.min(s.newBal, Math.max(4000, Math.round(s.newBal * 0.01) + s.interest + s.fees));
  const month = Number(end.slice(5, 7));
  info.set(c, { ...k, minDue, cashApr, unpaid, ytd: [s.fees + rng.int(0, month - 1) * rng.pick([0, 0, 3900]), s.interest + Math.round(s.interest * rng.float(0, month - 1))] });
  recordCard(c, k, minDue, ['account_summary_box', 'section_totals_for_this_period', 'year_to_date_totals', 'minimum_payment_warning_table', 'interest_charge_calculation',
    'single_date_column', 'minimum_payment_due', ...(cash ? ['cash_advance'] : []), ...(other.some((r) => r.kind === 'balance_transfer') ? ['balance_transfer'] : [])], { postDates: false });
}

/** Months and total paid for a balance at a monthly payment (the minimum payment warning); `pay` at least the interest. */
function payoff(balance: number, apr: number, pay: (b: number) => number): [number, number] {
  let b = balance, months = 0, paid = 0;
  while (b > 0 && months < 600) { b += Math.round(b * apr / 100 / 12); const p = Math.min(b, pay(b)); b -= p; paid += p; months++; }
  return [months, paid];
}

function renderUs(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style, k = info.get(c)!, s = sums(k.rows, k.prev);
  const df = rng.pick(['MM/DD', 'MM/DD/YY']);
  const $ = (cents: number) => `$${num(cents)}`;
  const yr = k.end.slice(0, 4);
  d.text(k.issuer, st.left, d.y, { bold: true, size: st.size + 7 });
  d.text(k.product, st.right, d.y, { bold: true, align: 'right', size: st.size + 2 });
  d.y += (st.size + 7) * 1.6;
  d.text(`Manage your account online: www.${k.issuer.split(' ')[0]!.toLowerCase()}.com/card   Customer Service: 1-800-${rng.digits(3)}-${rng.digits(4)}`, st.left, d.y, { size: st.size - 1 });
  d.y += st.lead * 1.5;
  for (const l of [...holderLines(c), c.business.street, `${c.business.city} ${c.business.region} ${c.business.postal}`]) { d.text(l, st.left, d.y); d.y += st.lead; }
  d.y += st.lead;
  const top = d.y, mid = st.left + (st.right - st.left) * 0.5, vx = mid - 12;
  d.text('ACCOUNT SUMMARY', st.left, d.y, { bold: true }); d.y += st.lead;
  const box: [string, string][] = [['Account Number', `XXXX XXXX XXXX ${k.last4[0]}`], ['Previous Balance', $(k.prev)], ['Payment, Credits', `-${$(s.payments + s.credits)}`],
    ['Payment', `-${$(s.payments)}`], ['Other Credits', `-${$(s.credits)}`], ['Purchases', `+${$(s.purchases)}`], ['Balance Transfers', `+${$(s.transfers)}`],
    ['Cash Advances', `+${$(s.cash)}`], ['Fees Charged', `+${$(s.fees)}`], ['Interest Charged', `+${$(s.interest)}`], ['New Balance', $(s.newBal)],
    ['Opening/Closing Date', `${fmtDate(k.start, 'MM/DD/YY')} - ${fmtDate(k.end, 'MM/DD/YY')}`], ['Credit Access Line', $(k.limit)],
    ['Available Credit', $(Math.max(0, k.limit - s.newBal))], ['Cash Access Line', $(Math.round(k.limit * 0.2))], ['Days in Billing Period', String(toDay(k.end) - toDay(k.start) + 1)]];
  // Some issuers print payments and credits on one line, others on two (never both).
  const split = rng.chance(0.6);
  for (const [l, v] of box.filter(([l]) => (split ? l !== 'Payment, Credits' : l !== 'Payment' && l !== 'Other Credits'))) {
    d.text(l, st.left, d.y, { bold: l === 'New Balance' }); d.text(v, vx, d.y, { align: 'right', bold: l === 'New Balance' }); d.y += st.lead;
  }
  let y = top;
  d.text('PAYMENT INFORMATION', mid + 6, y, { bold: true }); y += st.lead;
  for (const [l, v] of [['New Balance', $(s.newBal)], ['Payment Due Date', fmtDate(k.due, 'MM/DD/YY')], ['Minimum Payment Due', $(k.minDue)]] as const) {
    d.text(l, mid + 6, y); d.text(v, st.right, y, { align: 'right', bold: true }); y += st.lead;
  }
  const save = d.y; d.y = y + st.lead * 0.5;
  d.para(`Late Payment Warning: If we do not receive your minimum payment by the date listed above, you may have to pay a late fee of up to $41.00 and your APRs may be increased up to the variable Penalty APR of 29.99%.`, mid + 6, st.right - mid - 6, { size: st.size - 1.5 });
  d.para('Minimum Payment Warning: If you make only the minimum payment each period, you will pay more in interest and it will take you longer to pay off your balance. For example:', mid + 6, st.right - mid - 6, { size: st.size - 1.5 });
  const [m1, t1] = payoff(s.newBal, k.apr, (b) => Math.max(2500, Math.round(b * 0.01) + Math.round(b * k.apr / 100 / 12)));
  // The payment that clears the balance in three years (annuity formula), rounded up to a dollar.
  const r = k.apr / 100 / 12, pay3 = Math.ceil(s.newBal * r / (1 - (1 + r) ** -36) / 100) * 100;
  const [m3, t3] = payoff(s.newBal, k.apr, () => pay3);
  const wx = [mid + 6, mid + 6 + (st.right - mid) * 0.42, mid + 6 + (st.right - mid) * 0.7];
  ['If you make no additional charges and each month you pay...', 'You will pay off the balance in about...', 'And you will end up paying an estimated total of...']
    .forEach((h, i) => d.para(h, wx[i]!, (st.right - mid) * 0.27, { size: st.size - 2 }));
  const ymin = d.y;
  const years = (m: number) => (m >= 12 ? `${Math.round(m / 12)} years` : `${m} months`);
  for (const [a, b, cc] of [['Only the minimum payment', years(m1), $(t1).replace(/\.\d\d$/, '')], [$(pay3).replace(/\.\d\d$/, ''), years(m3), `${$(t3).replace(/\.\d\d$/, '')} (Savings=${$(Math.max(0, t1 - t3)).replace(/\.\d\d$/, '')})`]] as const) {
    d.text(a, wx[0]!, d.y, { size: st.size - 1 }); d.text(b, wx[1]!, d.y, { size: st.size - 1 }); d.text(cc, wx[2]!, d.y, { size: st.size - 1 }); d.y += st.lead;
  }
  d.y = Math.max(save, ymin + st.lead * 2) + st.lead;
  d.text('ACCOUNT ACTIVITY', st.left, d.y, { bold: true, size: st.size + 1 }); d.y += st.lead * 1.5;
  const cs = cols(rng, d, [{ key: 'date', label: ['Date of', 'Transaction'], w: d.width('Transaction', true) + 6, align: 'left' },
    { key: 'description', label: ['Merchant Name or Transaction Description'], w: 0, align: 'left' }, { key: 'amount', label: ['$ Amount'], w: d.width('-99,999.99') + 8, align: 'right' }]);
  const fig = (r: CardRow) => `${isCredit(r) ? '-' : ''}${num(r.cents)}`;
  const rows: GRow[] = [];
  const section = (title: string, list: CardRow[], totalLabel?: string) => {
    rows.push({ label: title, bold: true, cells: {} });
    for (const r of list) rows.push({ cells: { date: fmtDate(r.trans, df), description: r.desc, amount: fig(r) } });
    if (totalLabel) rows.push({ bold: true, cells: { description: totalLabel, amount: $(total(list)) } });
  };
  section('PAYMENTS AND OTHER CREDITS', k.rows.filter(isCredit));
  section('PURCHASE', []);
  k.holders.forEach((h, i) => {
    const mine = rowsOf(k, i).filter((r) => r.kind === 'purchase');
    if (!mine.length) return;
    rows.push({ bold: true, cells: { description: `${h} TRANSACTIONS THIS CYCLE (CARD ${k.last4[i]}) ${$(total(mine))}` } });
    for (const r of mine) rows.push({ cells: { date: fmtDate(r.trans, df), description: r.desc, amount: fig(r) } });
  });
  const cash = k.rows.filter((r) => r.kind === 'cash_advance'), bt = k.rows.filter((r) => r.kind === 'balance_transfer');
  if (cash.length) section('CASH ADVANCE', cash);
  if (bt.length) section('BALANCE TRANSFER', bt);
  section('FEES CHARGED', k.rows.filter((r) => r.kind === 'fee'), 'TOTAL FEES FOR THIS PERIOD');
  section('INTEREST CHARGED', k.rows.filter((r) => r.kind === 'interest'), 'TOTAL INTEREST FOR THIS PERIOD');
  grid(d, cs, rows, { continued: 'ACCOUNT ACTIVITY (CONTINUED)', title: null });
  d.y += st.lead;
  d.ensure(st.lead * 10);
  d.text(`${yr} Totals Year-to-Date`, st.left, d.y, { bold: true }); d.y += st.lead;
  d.text(`Total fees charged in ${yr}`, st.left, d.y); d.text($(k.ytd[0]), st.left + 240, d.y, { align: 'right' }); d.y += st.lead;
  d.text(`Total interest charged in ${yr}`, st.left, d.y); d.text($(k.ytd[1]), st.left + 240, d.y, { align: 'right' }); d.y += st.lead * 1.5;
  d.text('INTEREST CHARGES', st.left, d.y, { bold: true }); d.y += st.lead;
  d.text('Your Annual Percentage Rate (APR) is the annual interest rate on your account.', st.left, d.y, { size: st.size - 1 }); d.y += st.lead;
  const ix = [st.left, st.left + 130, st.left + 260, st.right];
  ['Balance Type', 'Annual Percentage Rate (APR)', 'Balance Subject To Interest Rate', 'Interest Charges'].forEach((h, i) => d.text(h, ix[i]!, d.y, { bold: true, size: st.size - 0.5, align: i === 3 ? 'right' : 'left' }));
  d.y += st.lead;
  const charge = (re: RegExp) => total(k.rows.filter((r) => r.kind === 'interest' && re.test(r.desc)));
  for (const [t, a, b, ch] of [['PURCHASES', k.apr, k.unpaid, charge(/^PURCHASE/)], ['CASH ADVANCES', k.cashApr, total(cash), charge(/^CASH/)], ['BALANCE TRANSFERS', 0, total(bt), 0]] as const) {
    [t, `${a.toFixed(2)}%(v)(d)`, $(b), $(ch)].forEach((v, i) => d.text(v, ix[i]!, d.y, { align: i === 3 ? 'right' : 'left' }));
    d.y += st.lead;
  }
  return [];
}

// ---------------------------------------------------------------- 4. UK business card

const UK_SHOPS: readonly Merchant[] = [
  ['TESCO STORES {N} {CITY}', 8, 180], ['SHELL {CITY}', 30, 110], ['SCREWFIX DIRECT {CITY}', 15, 700], ['TRAINLINE.COM LONDON', 20, 260],
  ['AMAZON.CO.UK*{R} AMAZON.CO.UK', 8, 500], ['BOOKER WHOLESALE {CITY}', 60, 1400], ['PREMIER INN {CITY}', 55, 240], ['PRET A MANGER {CITY}', 4, 30],
  ['BT GROUP PLC 0800800150', 40, 160], ['ROYAL MAIL GROUP LTD', 5, 90],
];
const ABROAD: readonly [string, string, number][] = [['AMAZON.COM SEATTLE', 'USD', 1.27], ['SHOPIFY* SUPPLIES OTTAWA', 'USD', 1.27], ['BOOKING.COM AMSTERDAM', 'EUR', 1.17], ['ZOOM.US SAN JOSE', 'USD', 1.27]];
const ukInfo = new WeakMap<Content, { minDue: number; cashApr: number; estimate: number }>();

function prepareUk(rng: Rng, c: Content): void {
  const loc = localise(rng, c, 'UK');
  const [start, end] = cycle(rng, c.statements[0]!.periodEnd);
  const holders = [person(rng), ...Array.from({ length: rng.int(0, 2) }, () => person(rng))].map((h) => `${rng.pick(['MR', 'MRS', 'MS'])} ${h.split(' ')[0]![0]} ${h.split(' ')[1]}`);
  const city = c.business.city.split(' ')[0]!.toUpperCase();
  const rows = purchases(rng, start, end, { count: [6, 70], merchants: UK_SHOPS, city, holders: holders.length, postLag: [0, 3] });
  const extra: CardRow[] = [];
  for (let i = rng.chance(0.6) ? rng.int(1, 3) : 0; i > 0; i--) {
    const [shop, cur, rate0] = rng.pick(ABROAD), fx = rng.cents(10, 400), rate = Math.round(rate0 * rng.float(0.97, 1.03) * 10000) / 10000;
    const trans = addDays(start, rng.int(0, toDay(end) - toDay(start) - 2)), post = addDays(trans, 1), gbp = Math.round(fx / rate), card = rng.int(0, holders.length - 1);
    extra.push({ trans, post, desc: `${shop} ${cur}`, cents: gbp, kind: 'purchase', card, foreign: { cur, cents: fx, rate } },
      { trans, post, desc: 'NON-STERLING TRANSACTION FEE', cents: Math.max(1, Math.round(gbp * 0.0299)), kind: 'fee', card });
  }
  const prev = rng.cents(300, 12000);
  const pays = payments(rng, start, end, prev, ['PAYMENT RECEIVED - THANK YOU', 'DIRECT DEBIT PAYMENT - THANK YOU', 'FASTER PAYMENT RECEIVED'], rng.chance(0.5));
  const refunds: CardRow[] = rng.chance(0.35) ? [{ ...rows[0]!, desc: `REFUND ${rows[0]!.desc}`, cents: Math.min(rows[0]!.cents, rng.cents(5, 90)), kind: 'refund' }] : [];
  const charges: CardRow[] = [];
  const apr = rng.pick([21.9, 24.9, 27.9]), unpaid = Math.max(0, prev - total(pays));
  if (unpaid > 0) charges.push({ trans: end, post: end, desc: 'INTEREST ON PURCHASES', cents: Math.round(unpaid * apr / 100 / 12), kind: 'interest', card: -1 });
  if (rng.chance(0.2)) charges.push({ trans: end, post: end, desc: 'ANNUAL CARD FEE', cents: rng.pick([3200, 7000]), kind: 'fee', card: -1 });
  const k: CardDoc = { issuer: `${loc.def.banks[rng.int(0, loc.def.banks.length - 1)]}`, product: rng.pick(['Business Credit Card', 'Business Rewards Mastercard', 'Commercial Card']),
    currency: 'GBP', holders, last4: holders.map(() => rng.digits(4)), start, end, due: addDays(end, rng.int(20, 25)), prev, limit: rng.pick([300000, 750000, 1500000]),
    rows: [...byPost([...pays, ...refunds, ...rows, ...extra]), ...charges], apr };
  fitLimit(k);
  const s = sums(k.rows, prev);
  const minDue = Math.min(s.newBal, Math.max(2500, Math.round(s.newBal * 0.01) + s.interest + s.fees));
  ukInfo.set(c, { minDue, cashApr: 29.9, estimate: Math.round(Math.max(0, s.newBal - minDue) * apr / 100 / 12) });
  info.set(c, { ...k, minDue, cashApr: 29.9, unpaid, ytd: [0, 0] });
  const traits = ['dd_mon_dates', 'dates_without_year', 'cr_marked_credits', 'trans_and_post_dates', 'per_card_totals', 'balance_by_rate_table', 'minimum_payment_due'];
  if (extra.length) traits.push('foreign_amount_line', 'non_sterling_fee');
  if (k.rows.some((r) => r.trans.slice(0, 4) !== end.slice(0, 4))) traits.push('year_boundary');
  recordCard(c, k, minDue, traits, { postDates: true });
}

function renderUk(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style, k = info.get(c)!, u = ukInfo.get(c)!, s = sums(k.rows, k.prev);
  const sp = rng.pick([' ', '']);
  const gbp = (cents: number) => `£${num(cents)}`;
  const amt = (r: CardRow) => `${num(r.cents)}${isCredit(r) ? `${sp}CR` : ''}`;
  const dm = (iso: string) => fmtDate(iso, 'DD Mon');
  d.text(k.issuer, st.left, d.y, { bold: true, size: st.size + 7 });
  d.text(k.product, st.right, d.y, { bold: true, align: 'right', size: st.size + 2 });
  d.y += (st.size + 7) * 1.6;
  const top = d.y;
  for (const l of [c.business.legalName, c.business.street, c.business.city]) { d.text(l, st.left, d.y); d.y += st.lead; }
  const bx = st.left + (st.right - st.left) * 0.55;
  let y = top;
  for (const [l, v] of [['Statement date', fmtDate(k.end, 'D Month YYYY')], ['Account number', `**** **** **** ${k.last4[0]}`], ['Credit limit', gbp(k.limit)],
    ['Available to spend', gbp(Math.max(0, k.limit - s.newBal))]] as const) { d.text(l, bx, y); d.text(v, st.right, y, { align: 'right' }); y += st.lead; }
  d.y = Math.max(d.y, y) + st.lead;
  d.text('Your account summary', st.left, d.y, { bold: true, size: st.size + 1 }); d.y += st.lead * 1.4;
  const sum: [string, string][] = [['Previous balance', gbp(k.prev)], ['Payments received', `${gbp(s.payments)}${sp}CR`], ['Other credits and refunds', `${gbp(s.credits)}${sp}CR`],
    ['New purchases', gbp(s.purchases)], ['Cash withdrawals', gbp(s.cash)], ['Fees and charges', gbp(s.fees)], ['Interest', gbp(s.interest)], ['New balance', gbp(s.newBal)]];
  const sy = d.y;
  for (const [l, v] of sum) { d.text(l, st.left, d.y, { bold: l === 'New balance' }); d.text(v, st.left + 230, d.y, { align: 'right', bold: l === 'New balance' }); d.y += st.lead; }
  y = sy;
  d.box(bx - 6, y - 4, st.right - bx + 10, st.lead * 4 + 6);
  for (const [l, v] of [['Minimum payment', gbp(u.minDue)], ['Please pay by', fmtDate(k.due, 'D Month YYYY')], ['Estimated interest next month', gbp(u.estimate)]] as const) {
    d.text(l, bx, y, { bold: l !== 'Estimated interest next month' }); d.text(v, st.right, y, { align: 'right', bold: true }); y += st.lead;
  }
  d.y = Math.max(d.y, y) + st.lead;
  // The balance split by rate: two figures that add up to the new balance, neither of them a transaction.
  d.text('Your balance by interest rate', st.left, d.y, { bold: true }); d.y += st.lead;
  const cashBal = Math.min(s.newBal, total(k.rows.filter((r) => r.kind === 'cash_advance')));
  for (const [l, r, b] of [['Purchases', k.apr, s.newBal - cashBal], ['Cash', u.cashApr, cashBal]] as const) {
    d.text(l, st.left, d.y); d.text(`${r.toFixed(1)}% p.a. (variable)`, st.left + 110, d.y); d.text(gbp(b), st.left + 330, d.y, { align: 'right' }); d.y += st.lead;
  }
  d.y += st.lead;
  const cs = cols(rng, d, [{ key: 'trans', label: ['Date of', 'transaction'], w: d.width('transaction', true) + 8, align: 'left' },
    { key: 'post', label: ['Date', 'entered'], w: d.width('entered', true) + 10, align: 'left' }, { key: 'description', label: ['Transaction details'], w: 0, align: 'left' },
    { key: 'amount', label: ['Amount £'], w: d.width('99,999.99 CR') + 8, align: 'right' }]);
  const row = (r: CardRow): GRow => ({ cells: { trans: dm(r.trans), post: dm(r.post), description: r.desc, amount: amt(r) },
    ...(r.foreign ? { below: `${r.foreign.cur} ${num(r.foreign.cents)} @ ${r.foreign.rate.toFixed(4)}` } : {}) });
  const belowX = cs[2]!.x;
  const acct = rowsOf(k, -1);
  if (acct.some((r) => r.kind === 'payment')) { grid(d, cs, acct.filter((r) => r.kind === 'payment').map(row), { title: 'Payments' }); d.y += st.lead; }
  k.holders.forEach((h, i) => {
    const mine = rowsOf(k, i);
    if (!mine.length) return;
    const net = total(mine.filter((r) => !isCredit(r))) - total(mine.filter(isCredit));
    grid(d, cs, [...mine.map(row), { bold: true, cells: { description: `Total for card ending ${k.last4[i]}`, amount: net < 0 ? `${num(-net)}${sp}CR` : num(net) } }],
      { title: `Transactions for ${h} card ending ${k.last4[i]}`, continued: '{t} continued', belowX });
    d.y += st.lead;
  });
  const other = acct.filter((r) => r.kind !== 'payment');
  if (other.length) { grid(d, cs, other.map(row), { title: 'Interest and charges' }); d.y += st.lead; }
  d.ensure(st.lead * 3);
  d.para('Paying only the minimum payment will mean it takes longer and costs more to clear your balance. If you pay late, a late payment fee of £12.00 may be charged.', st.left, st.right - st.left, { size: st.size - 1.5 });
  return [];
}

export const CARD_LAYOUTS_2: readonly LayoutDef[] = [
  { name: 'card_statement_us_issuer', description: 'US card issuer periodic statement (sample style): account summary box (Previous Balance, Payment, Other Credits, Purchases, Balance Transfers, Cash Advances, Fees Charged, Interest Charged, New Balance), payment information and minimum payment warning table, Date of Transaction / Merchant Name or Transaction Description / $ Amount in sections PAYMENTS AND OTHER CREDITS, PURCHASE, FEES CHARGED, INTEREST CHARGED with TOTAL ... FOR THIS PERIOD lines, year-to-date totals, interest charge calculation; truth: document_kind credit_card, the card in `card`',
    content: extraContent([1, 1]), prepare: prepareUs, render: renderUs,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName}. Send payments to ${c.bankName} Card Services, P.O. Box ${rng.int(1000, 99999)}. Payments received after 5 p.m. ET are credited the next day.` }) },
  { name: 'card_statement_uk', description: 'UK business credit-card statement: DD Mon dates without a year, transaction and entry dates, credits marked CR, account summary, minimum payment and pay-by date, balance by interest rate, a list and total per card, purchases abroad with the foreign amount and rate below and a non-sterling fee row; truth: document_kind credit_card, the card in `card`',
    content: extraContent([1, 1]), prepare: prepareUk, render: renderUk,
    footer: (rng, c) => worldFooter(rng, { legal: `${c.bankName} plc. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the PRA.` }) },
];
