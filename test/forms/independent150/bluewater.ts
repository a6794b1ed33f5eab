// Layout 2, "bluewater_renewal": Bluewater Merchant Funding's renewal application for an existing client. Serif, label
// then underline. The funder pre-prints the merchant's CURRENT advance (contract, funded amount, payback, balance,
// payment, frequency): all decoys, set right above the NEW request (amount, payment, number of payments, schedule),
// which is the truth. Owners are written `Last, First`; SSNs are often masked (the funder has them on file).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet, ValueOpts } from './canvas.ts';
import { af, businessTax, businessTaxFields, dbaFields, nameFields, ownerTax, ownerTaxFields, regionFields, type Merchant } from './data.ts';
import { date, dateStyle, money, moneyStyle, pct, personName } from './format.ts';
import { BANKS_US, FUNDERS_EXISTING } from './pools.ts';

const NAVY = '#123a63';
const L = 40, R = 572, W = R - L;
const FREQ: [string, string, number][] = [['Daily', 'daily', 21], ['Weekly', 'weekly', 4.33], ['Bi-Weekly', 'biweekly', 2.17], ['Monthly', 'monthly', 1]];

/** A label, then an underline, the value on it. */
function lv(s: Sheet, key: string, label: string, text: string, x: number, y: number, w: number, o: ValueOpts = {}): void {
  s.text(label, x, y + 4, { font: 'Times-Roman', size: 8.5 });
  const lw = s.width(label, 'Times-Roman', 8.5) + 4;
  s.line(x + lw, y + 14, x + w, y + 14, 0.5);
  s.value(key, text, x + lw + 2, y + 1, w - lw - 2, { h: 13, ...o });
}
function part(s: Sheet, title: string, y: number): number {
  s.text(title, L, y, { font: 'Times-Bold', size: 10, color: NAVY });
  s.line(L, y + 13, R, y + 13, 1.2, NAVY);
  return y + 20;
}

export function drawBluewater(s: Sheet, m: Merchant, rng: Rng): void {
  s.text('BLUEWATER', L, 30, { font: 'Times-Bold', size: 22, color: NAVY });
  s.text('MERCHANT FUNDING', L + 2, 54, { font: 'Times-Roman', size: 9.5, color: NAVY });
  s.rect(392, 28, 180, 38, { stroke: NAVY, lw: 1.2 });
  s.text(rng.pick(['RENEWAL APPLICATION', 'RENEWAL / ADD-ON REQUEST', 'REPEAT CLIENT APPLICATION']), 392, 36, { font: 'Times-Bold', size: 10.5, width: 180, align: 'center', color: NAVY });
  s.text(`Merchant ID  BWM-${rng.int(20000, 89999)}`, 392, 52, { font: 'Courier', size: 8, width: 180, align: 'center' });
  s.text('Thank you for funding with Bluewater. Please confirm your business details below and tell us about the additional ' +
    'working capital you need. Fields left blank will be taken from our records.', L, 78, { font: 'Times-Italic', size: 8.5, width: W });

  // The current advance, printed by the funder.
  let y = 104;
  s.rect(L, y, W, 86, { fill: '#e8f0f8', stroke: NAVY, lw: 0.8 });
  const asOf = `2026-02-${String(rng.int(10, 27))}`;
  s.text(`YOUR CURRENT ADVANCE  (as of ${date(asOf, 'mdy')})`, L + 8, y + 6, { font: 'Times-Bold', size: 9, color: NAVY });
  const funded = Math.round((m.amount * rng.float(0.5, 0.9)) / 2500) * 2500 || 7500;
  const factor = rng.pick([1.3, 1.35, 1.38, 1.42]);
  const payback = Math.round(funded * factor);
  const paid = rng.float(0.45, 0.8);
  const balance = Math.round(payback * (1 - paid) * 100) / 100;
  const curFreq = rng.pick(['Daily', 'Weekly']);
  const n = curFreq === 'Daily' ? rng.pick([100, 120, 140]) : rng.pick([26, 32, 40]);
  const curPay = Math.round((payback / n) * 100) / 100;
  const rows: [string, string][] = [
    ['Contract no.', `BW-${rng.int(2022, 2025)}-${rng.int(1000, 9999)}`], ['Funded on', date(`2025-${String(rng.int(1, 9)).padStart(2, '0')}-${rng.int(10, 28)}`, 'mdy')],
    ['Funded amount', money(funded === m.amount ? funded - 2500 : funded, 'cents')], ['Purchased amount (payback)', money(payback, 'cents')],
    ['Remaining balance', money(balance, 'cents')], [`${curFreq} payment`, money(curPay, 'cents')],
    ['Payments made', `${Math.round(n * paid)} of ${n}`], ['Percent paid in', `${Math.round(paid * 100)}%`]];
  rows.forEach(([label, v], i) => {
    const cx = L + 10 + (i % 2) * 265, cy = y + 22 + Math.floor(i / 2) * 15;
    s.text(`${label}:`, cx, cy + 2, { font: 'Times-Roman', size: 8.5 });
    s.value(`current_${i}`, v, cx + 130, cy, 120, { decoy: true, printed: true, h: 12, size: 8.5 });
  });
  y += 98;

  y = part(s, rng.pick(['PART A  -  YOUR NEW REQUEST', 'PART A  -  RENEWAL REQUEST', 'PART A  -  ADDITIONAL FUNDING']), y);
  const ms = moneyStyle(rng, 'US');
  lv(s, 'amount', rng.pick(['New funding amount requested:', 'Total new advance requested:', 'How much do you need now?']), money(m.amount, ms),
    L, y, 270, { fields: { requested_amount: m.amount } });
  lv(s, 'use', 'Use of proceeds:', m.use, L + 285, y, W - 285);
  y += 22;
  const fi = rng.weighted([[0, 5], [1, 4], [2, 2], [3, 1]] as const);
  const perMonth = FREQ[fi]![2];
  const term = rng.pick([6, 8, 9, 12]);
  const count = Math.round(term * perMonth);
  const pay = Math.round((m.amount * rng.pick([1.32, 1.36, 1.4])) / count * 100) / 100;
  const showPay = rng.chance(0.75), showCount = rng.chance(0.65), showFreq = rng.chance(0.9);
  lv(s, 'payment', rng.pick(['Proposed payment amount:', 'Desired payment:', 'Payment you can afford:']), showPay ? money(pay, 'cents') : '', L, y, 230,
    { fields: { requested_payment: pay } });
  s.text('Schedule:', L + 245, y + 4, { font: 'Times-Roman', size: 8.5 });
  s.options('frequency', FREQ.map((f) => f[0]), showFreq ? fi : null, L + 290, y + 3, { font: 'Times-Roman', size: 8.5, gap: 12,
    fieldsFor: (i) => ({ payment_frequency: FREQ[i]![1] }) });
  y += 22;
  lv(s, 'count', rng.pick(['Number of payments:', 'No. of payments:', 'Term (number of payments):']), showCount ? String(count) : '', L, y, 230,
    { fields: { number_of_payments: count } });
  const net = Math.round((m.amount - balance) * 100) / 100;
  lv(s, 'net', 'Est. net after payoff of current balance:', net > 0 ? money(net, 'cents') : '', L + 245, y, W - 245, { decoy: true });
  y += 30;

  y = part(s, rng.pick(['PART B  -  BUSINESS DETAILS (confirm or update)', 'PART B  -  ABOUT YOUR BUSINESS']), y);
  lv(s, 'legal', rng.pick(['Legal name of business:', 'Exact legal name:', 'Business legal name:']), m.legal, L, y, W, { fields: { legal_name: m.legal } });
  y += 22;
  const dba = m.tradeName ?? rng.pick(['', 'Same', 'N/A']);
  lv(s, 'dba', rng.pick(['Trade name (DBA):', 'Doing business as:']), dba, L, y, 300, { fields: dbaFields(dba, m.legal) });
  const tax = businessTax(m, rng);
  lv(s, 'taxid', rng.pick(['Federal tax ID:', 'Tax ID no.:', 'EIN / Tax ID:']), tax.text, L + 315, y, W - 315, { fields: businessTaxFields(tax) });
  y += 22;
  lv(s, 'entity', 'Type of entity:', rng.chance(0.9) ? m.entity.text : '', L, y, 200, { fields: { type_of_entity: m.entity.id } });
  lv(s, 'start', rng.pick(['In business since:', 'Business start date:', 'Date business began:']), date(m.start, dateStyle(rng, m.start, 'US')),
    L + 215, y, W - 215, { fields: { business_start_date: m.start } });
  y += 22;
  lv(s, 'industry', rng.pick(['Type of business:', 'Industry / products sold:', 'Describe your business:']), rng.chance(0.9) ? m.industry.text : '',
    L, y, W, { fields: { industry: m.industry.id } });
  y += 22;
  const a = m.address;
  lv(s, 'street', 'Business address:', a.street, L, y, 280);
  lv(s, 'csz', 'City / State / ZIP:', `${a.city}, ${a.region} ${a.postal}`, L + 295, y, W - 295, { fields: regionFields(a) });
  y += 22;
  lv(s, 'phone', 'Phone:', m.phone, L, y, 190);
  lv(s, 'email', 'E-mail:', m.email, L + 205, y, W - 205);
  y += 24;
  s.text('Has the ownership or location changed since your last advance?', L, y + 3, { font: 'Times-Roman', size: 8.5 });
  s.options('changed', ['Yes', 'No'], rng.chance(0.85) ? 1 : null, L + 270, y + 2, { font: 'Times-Roman', size: 8.5, gap: 14 });

  s.addPage();
  ownersAndOther(s, m, rng, balance);
}

function ownersAndOther(s: Sheet, m: Merchant, rng: Rng, balance: number): void {
  s.text('Bluewater Merchant Funding  -  Renewal Application  -  Page 2', L, 26, { font: 'Times-Italic', size: 8, color: NAVY });
  let y = part(s, rng.pick(['PART C  -  OWNERS', 'PART C  -  OWNER(S) / GUARANTOR(S)']), 44);
  const style = rng.pick(['lf', 'lfm'] as const);
  const mask = rng.chance(0.5) ? 0.8 : 0.2;
  m.owners.forEach((o, i) => {
    s.text(`${i + 1}.`, L, y + 4, { font: 'Times-Bold', size: 9 });
    lv(s, `owner${i}_name`, 'Name (last, first):', personName(o.person, style), L + 14, y, 300, { fields: nameFields(i, o.person) });
    lv(s, `owner${i}_title`, 'Title:', o.title, L + 325, y, 130, { fields: af(i, 'role', o.title) });
    lv(s, `owner${i}_pct`, '% owned:', pct(o.pct, rng), L + 465, y, W - 465, { fields: af(i, 'ownership', o.pct) });
    y += 21;
    const t = ownerTax(m, i, rng, mask);
    lv(s, `owner${i}_ssn`, 'SSN:', t.text, L + 14, y, 160, { fields: ownerTaxFields(i, t) });
    lv(s, `owner${i}_dob`, 'Date of birth:', date(o.dob, dateStyle(rng, o.dob, 'US', false)), L + 185, y, 160, { fields: af(i, 'date_of_birth', o.dob) });
    lv(s, `owner${i}_cell`, 'Mobile:', o.cell, L + 355, y, W - 355);
    y += 21;
    lv(s, `owner${i}_home`, 'Home address:', `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`, L + 14, y, W - 14, { decoy: true });
    y += 28;
  });

  y = part(s, 'PART D  -  OTHER FINANCING SINCE YOUR LAST BLUEWATER ADVANCE', y + 4);
  const others = rng.weighted([[0, 4], [1, 3], [2, 1]] as const);
  if (others === 0) {
    s.check('none', 'None - Bluewater is my only funder', L, y, rng.chance(0.7), { font: 'Times-Roman', size: 8.5 });
    y += 18;
  }
  const names = rng.shuffle([...FUNDERS_EXISTING]);
  for (let r = 0; r < Math.max(1, others); r++) {
    const bal = rng.int(8, 90) * 1000;
    lv(s, `other${r}_funder`, 'Funder:', r < others ? names[r]! : '', L, y, 230, { decoy: true });
    lv(s, `other${r}_balance`, 'Balance:', r < others ? money(bal === m.amount ? bal + 1000 : bal, 'dollar') : '', L + 240, y, 140, { decoy: true });
    lv(s, `other${r}_pay`, 'Payment:', r < others ? `${money(rng.int(150, 900), 'dollar')} ${rng.pick(['daily', 'weekly'])}` : '', L + 390, y, W - 390, { decoy: true });
    y += 21;
  }
  y += 8;
  y = part(s, 'PART E  -  DEPOSIT ACCOUNT', y);
  s.text(`Account on file:  ${rng.pick(BANKS_US)} ending in ${rng.digits(4)}`, L, y + 3, { font: 'Times-Roman', size: 8.5 });
  y += 18;
  s.check('bank_same', 'Keep the account on file', L, y, rng.chance(0.8), { font: 'Times-Roman', size: 8.5 });
  y += 18;
  lv(s, 'new_routing', 'New routing no. (if changing):', '', L, y, 260);
  lv(s, 'new_account', 'New account no.:', '', L + 270, y, W - 270);
  y += 34;
  s.text(`By signing, each owner confirms the information above, authorizes Bluewater Merchant Funding to obtain credit and bank ` +
    `reports, and agrees that any remaining balance on the current advance (${money(balance, 'cents')} as of the date above) will be ` +
    'netted from the new purchase price.', L, y, { font: 'Times-Roman', size: 8, width: W });
  y += 44;
  m.owners.slice(0, 3).forEach((o, i) => {
    const x = L + i * 180;
    s.signature(x, y, 150);
    s.line(x, y + 16, x + 165, y + 16, 0.6);
    s.text(`Owner signature${m.owners.length > 1 ? ` (${i + 1})` : ''}`, x, y + 19, { font: 'Times-Roman', size: 7.5 });
    s.value(`sig${i}_date`, date(`2026-03-0${rng.int(1, 3)}`, 'mdy'), x, y + 30, 120, { h: 13 });
    s.line(x, y + 44, x + 165, y + 44, 0.4);
    s.text('Date', x, y + 47, { font: 'Times-Roman', size: 7.5 });
  });
}
