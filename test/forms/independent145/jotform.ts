// Tallyrock Business Funding: a JotForm/Typeform-style submission exported to PDF. A branded header with the
// submission id, then one two-column table: question on the left (grey), answer on the right, every row ruled,
// blank answers left as empty rows; section rows in the brand colour; owners as repeated groups "Owner #1 - First
// Name", ...; entity and payment frequency as plain text answers. US and Canadian merchants.
import type { Rng } from '../../statements/generator/prng.ts';
import { ctx, decoy, makeMerchant, ownerVals, vDba, vEntity, vIndustry, vLegal, vMoney, vPayments, vStart, vState, vTax, type Freq, type Merchant } from './data.ts';
import type { Sheet, Val } from './kit.ts';
import type { Layout } from './layout.ts';

const X0 = 44, QW = 210, W = 524, BRAND = '#0a1551', ORANGE = '#ff6100';
const ENTITY: Record<string, string[]> = { llc: ['Limited Liability Company (LLC)', 'LLC'], c_corporation: ['Corporation (C-Corp)', 'Corporation'],
  s_corporation: ['S Corporation', 'S-Corp'], sole_proprietorship: ['Sole Proprietorship', 'Sole Proprietor'], general_partnership: ['Partnership'],
  limited_partnership: ['Limited Partnership (LP)'], nonprofit_corporation: ['Non-Profit'], ca_corporation: ['Corporation', 'Incorporated'],
  ca_ulc: ['Unlimited Liability Company (ULC)'], cooperative: ['Co-operative'] };
const FREQ: Record<Freq, string[]> = { daily: ['Every business day', 'Daily (Mon-Fri)'], weekly: ['Once a week', 'Weekly'],
  biweekly: ['Every two weeks', 'Bi-Weekly'], monthly: ['Once a month', 'Monthly'] };

class Table {
  y = 0;
  readonly s: Sheet;
  constructor(s: Sheet) { this.s = s; }
  need(h: number): void { if (this.y + h > 744) { this.s.addPage(); this.y = 36; this.head('(continued)'); } }
  head(t: string): void {
    this.need(t === '(continued)' ? 20 : 48);
    this.s.doc.save().rect(X0, this.y, W, 20).fill(BRAND).restore();
    this.s.text(X0 + 8, this.y + 6, t, { size: 9, font: 'Helvetica-Bold', color: '#ffffff' });
    this.y += 20;
  }
  row(q: string, vals: Val[]): void {
    const h = 8 + 13 * Math.max(1, vals.length);
    this.need(h);
    const d = this.s.doc, y = this.y;
    d.save().rect(X0, y, QW, h).fill('#f3f3fe').restore();
    d.save().rect(X0, y, W, h).lineWidth(0.5).stroke('#c8ceed').moveTo(X0 + QW, y).lineTo(X0 + QW, y + h).stroke('#c8ceed').restore();
    this.s.text(X0 + 8, y + 6, q, { size: 8.5, font: 'Helvetica-Bold', color: '#2c3345', width: QW - 14 });
    vals.forEach((v, i) => this.s.put(X0 + QW + 8, y + 3 + 13 * i, W - QW - 16, 13, v, { size: 9 }));
    this.y += h;
  }
}

function draw(s: Sheet, m: Merchant, rng: Rng): void {
  const t = new Table(s), d = s.doc, ca = m.country === 'CA';
  d.save().rect(0, 0, 612, 64).fill(BRAND).restore();
  d.save().roundedRect(X0, 18, 28, 28, 5).fill(ORANGE).restore();
  s.text(X0 + 7, 25, 'TR', { size: 12, font: 'Helvetica-Bold', color: '#ffffff' });
  s.text(X0 + 38, 20, 'Tallyrock Business Funding', { size: 15, font: 'Helvetica-Bold', color: '#ffffff' });
  s.text(X0 + 38, 39, 'Merchant Funding Application', { size: 9, color: '#c8ceed' });
  s.text(380, 22, `Submission ID: 61${rng.digits(16)}`, { size: 7, color: '#ffffff', width: 188, align: 'right' });
  s.text(380, 34, `Submitted: Jan ${rng.int(5, 28)}, 2026 ${rng.int(8, 11)}:${rng.int(10, 59)} AM`, { size: 7, color: '#ffffff', width: 188, align: 'right' });
  t.y = 80;
  t.head('Business Information');
  t.row('Business Legal Name', [vLegal(m)]);
  t.row('DBA / Trade Name', [vDba(m)]);
  t.row('Entity Type', [vEntity(m, rng.pick(ENTITY[m.entity] ?? ['LLC']))]);
  t.row('Industry / Type of Business', [vIndustry(m)]);
  t.row(ca ? 'Business Number (BN)' : 'Federal Tax ID (EIN)', [vTax(m)]);
  t.row('Business Start Date', [vStart(m, rng)]);
  t.row('Business Address', [ctx('street', m.street),
    vState(m, `${m.city}, ${rng.chance(0.6) ? m.state : m.stateName} ${m.zip}`), ...(ca ? [ctx('country_line', 'Canada')] : [])]);
  t.row(ca ? 'Province of Incorporation' : 'State of Incorporation', [decoy('inc_state', m.incState)]);
  t.row('Business Phone Number', [ctx('phone', m.phone)]);
  t.row('E-mail', [ctx('email', m.email)]);
  t.row('Landlord / Mortgage Holder', [decoy('landlord', m.landlord), decoy('landlord_phone', m.landlordPhone)]);
  t.head('Funding Request');
  t.row('Requested Amount', [vMoney('requested_amount', m.amount, rng, m.country)]);
  t.row('Preferred Payment Frequency', [{ key: 'freq', text: m.freq ? rng.pick(FREQ[m.freq]) : null, fields: { payment_frequency: m.freq } }]);
  t.row('Estimated Payment Amount', [vMoney('requested_payment', m.payment, rng, m.country)]);
  t.row('Number of Payments', [vPayments(m)]);
  t.row('Use of Funds', [ctx('use', m.use)]);
  t.row('Current Funders (name / balance)', m.funders.length ? m.funders.flatMap((f) => [decoy('funder', f.name), decoy('funder_balance', f.balance)]) : [decoy('funder', null)]);
  m.owners.forEach((_, i) => {
    const v = ownerVals(m, i, rng), n = `Owner #${i + 1} - `;
    t.head(`Owner #${i + 1}`);
    t.row(`${n}First Name`, [v.first]);
    t.row(`${n}Last Name`, [v.last]);
    t.row(`${n}Title`, [v.title]);
    t.row(`${n}Ownership %`, [v.pct]);
    t.row(`${n}${ca ? 'SIN' : 'SSN'}`, [v.tax]);
    t.row(`${n}Date of Birth`, [v.dob]);
    t.row(`${n}Credit Score (self-reported)`, [v.credit]);
    t.row(`${n}Home Address`, [v.home]);
  });
  t.head('Bank & References');
  t.row('Bank Name', [decoy('bank', m.bank)]);
  t.row(ca ? 'Transit / Institution Number' : 'Routing Number', [decoy('routing', m.routing)]);
  t.row('Account Number', [decoy('account', m.account)]);
  m.refs.forEach((r, i) => t.row(`Trade Reference ${i + 1}`, [decoy(`ref${i}`, r.name), decoy(`ref${i}_phone`, r.phone)]));
  t.row('Referred By (ISO Rep)', [decoy('iso_rep', m.isoRep)]);
  t.row('Signature', [ctx('signature', null)]);
}

export const JOTFORM: Layout = {
  name: 'jotform', broker: 'Tallyrock Business Funding', footer: 'Tallyrock Business Funding  -  exported from JotForm',
  merchant: (rng) => rng.chance(0.35)
    ? makeMerchant(rng, { country: 'CA', entities: ['ca_corporation', 'ca_corporation', 'sole_proprietorship', 'general_partnership', 'ca_ulc', 'cooperative'] })
    : makeMerchant(rng, { country: 'US', entities: ['llc', 'llc', 'c_corporation', 's_corporation', 'sole_proprietorship', 'general_partnership', 'limited_partnership', 'nonprofit_corporation'] }),
  draw,
};
