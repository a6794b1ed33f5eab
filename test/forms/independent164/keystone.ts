// Keystone Merchant Advisors: compact company block, a funding-terms block (desired payment, number of payments,
// frequency checkboxes), and the owners SIDE BY SIDE in two columns (Owner #1 | Owner #2) with first and last name
// on separate lines; owners 3-4 go to a second page in the same two columns. Hard: keeping the columns apart, a blank
// second column for a single owner, middle initials on the first-name line, credentials on the last-name line.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import { f, fine, lineValue, signatures, type Layout } from './fields.ts';
import type { Model } from './model.ts';

const MAROON = '#6b1d24';
const ENTITY: [string, string][] = [['Corp', 'c_corporation'], ['LLC', 'llc'], ['S-Corp', 's_corporation'], ['Partnership', 'general_partnership'], ['Sole Prop', 'sole_proprietorship']];
const FREQ: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];

function bar(c: Canvas, title: string, y: number): void {
  c.rect(40, y, 532, 15, { fill: '#5c5c5c' });
  c.label(title, 46, y + 4, { size: 8.5, bold: true, color: '#fff' });
}

function ownerColumns(c: Canvas, m: Model, rng: Rng, first: number, y: number): number {
  const rows = ['First Name', 'Last Name', 'Title', 'Ownership %', 'SSN', 'Date of Birth', 'Credit Score (est.)', 'Home Address', 'Home Phone'];
  for (let col = 0; col < 2; col++) {
    const i = first + col, o = m.owners[i], x = col === 0 ? 40 : 312, x2 = col === 0 ? 296 : 572;
    c.label(`OWNER / GUARANTOR #${i + 1}`, x, y, { size: 8, bold: true, color: MAROON });
    const firstText = o ? (o.middle && rng.chance(0.6) ? `${o.first} ${o.middle}.` : o.first) : '';
    const lastText = o ? (o.credential ? `${o.last}, ${o.credential}` : o.last) : '';
    const values: [string, string, Record<string, string | number | null> | undefined, boolean][] = o ? [
      ['first', firstText, f.first(i, o), false], ['last', lastText, f.last(i, o), false], ['title', o.role, f.role(i, o), false],
      ['own', o.own.text, f.own(i, o), false], ['ssn', o.tax.text, f.ssn(i, o), false], ['dob', o.dob.text, f.dob(i, o), false],
      ['credit', o.credit?.text ?? '', f.credit(i, o), false], ['home', o.home, {}, true], ['home_phone', o.homePhone, {}, true],
    ] : rows.map((r) => [r, '', undefined, false]);
    rows.forEach((label, r) => {
      const [k, text, fields, decoy] = values[r]!;
      lineValue(c, `${decoy ? 'decoy.' : ''}owner${i}.${k}`, `${label}:`, text, x, y + 30 + r * 21, x2, fields, decoy);
    });
  }
  return y + 30 + rows.length * 21;
}

function draw(c: Canvas, m: Model, rng: Rng): void {
  c.rect(40, 30, 6, 40, { fill: MAROON });
  c.label('KEYSTONE', 54, 30, { size: 20, bold: true, color: MAROON });
  c.label('MERCHANT ADVISORS', 54, 52, { size: 9, bold: true, color: '#444' });
  c.label('Working Capital Application', 54, 64, { size: 7.5, color: '#444' });
  c.rect(380, 30, 192, 42, { stroke: '#999' });
  c.label('Rep:', 386, 36, { size: 7.5 });
  c.value('decoy.iso_rep', m.iso.name, 406, 45, 160, { label: 'Rep', decoy: true, size: 8.5 });
  c.label('ISO ID:', 386, 56, { size: 7.5 });
  c.value('decoy.iso_id', m.iso.id, 418, 65, 80, { label: 'ISO ID', decoy: true, size: 8.5 });

  bar(c, 'COMPANY INFORMATION', 84);
  lineValue(c, 'legal_name', 'Company Legal Name:', m.legal, 40, 122, 572, f.legal(m));
  lineValue(c, 'dba', 'DBA:', m.dba?.text ?? '', 40, 144, 296, f.dba(m));
  lineValue(c, 'tax_id', 'Federal Tax ID #:', m.tax.text, 312, 144, 572, f.tax(m.tax));
  lineValue(c, 'start', 'Est. Date:', m.start.text, 40, 166, 296, f.start(m));
  lineValue(c, 'industry', 'Industry:', m.industry.text, 312, 166, 572, f.industry(m));
  lineValue(c, 'street', 'Address:', m.street, 40, 188, 572);
  lineValue(c, 'city', 'City:', m.city, 40, 210, 250);
  lineValue(c, 'state', 'State:', rng.chance(0.75) ? m.state.code : m.state.name, 260, 210, 420, f.state(m));
  lineValue(c, 'zip', 'Zip:', m.zip, 430, 210, 572);
  lineValue(c, 'phone', 'Phone:', m.phone, 40, 232, 296);
  lineValue(c, 'email', 'Email:', m.email, 312, 232, 572);
  c.label('Entity:', 40, 244, { size: 8.5 });
  let x = 76;
  const hit = ENTITY.some((e) => e[1] === m.entity.id);
  for (const [label, id] of ENTITY) x = c.check('entity', label, x, 244, id === m.entity.id, f.entity(id)) + 10;
  c.check('entity', 'Other', x, 244, !hit);
  c.rule(x + 34, 572, 252);
  c.value('entity_other', hit ? '' : m.entity.text, x + 34, 251.5, 572 - x - 34, { label: 'Other', fields: f.entity(m.entity.id) });

  bar(c, 'FUNDING REQUEST', 264);
  const terms = rng.chance(0.65);
  lineValue(c, 'requested', 'Requested Amount:', m.requested.text, 40, 300, 296, f.requested(m));
  lineValue(c, 'payment', 'Desired Payment:', terms ? m.payment.text : '', 312, 300, 572, f.payment(m));
  lineValue(c, 'count', '# of Payments:', terms && rng.chance(0.8) ? String(m.numPayments) : '', 40, 322, 296, f.count(m));
  c.label('Frequency:', 312, 314, { size: 8.5 });
  const freq = terms || rng.chance(0.3);
  x = 360;
  for (const [label, id] of FREQ) x = c.check('frequency', label, x, 314, freq && id === m.frequency.value, f.frequency(m)) + 8;
  lineValue(c, 'use', 'Use of Funds:', m.use, 40, 344, 296);
  lineValue(c, 'decoy.monthly_sales', 'Monthly Revenue:', m.monthlySales, 312, 344, 572, {}, true);

  bar(c, 'OWNER / GUARANTOR INFORMATION', 356);
  let y = ownerColumns(c, m, rng, 0, 378);
  bar(c, 'BANK & TRADE REFERENCES', y + 8);
  lineValue(c, 'decoy.bank', 'Bank:', m.bank.name, 40, y + 44, 200, {}, true);
  lineValue(c, 'decoy.routing', 'Routing #:', m.bank.routing, 210, y + 44, 380, {}, true);
  lineValue(c, 'decoy.account', 'Acct #:', m.bank.account, 390, y + 44, 572, {}, true);
  lineValue(c, 'decoy.ref0', 'Trade Ref:', m.refs[0]!.name, 40, y + 66, 296, {}, true);
  lineValue(c, 'decoy.ref0.phone', 'Phone:', m.refs[0]!.phone, 312, y + 66, 572, {}, true);
  y = fine(c, 'The undersigned certify that all information herein is accurate and authorize Keystone Merchant Advisors and its ' +
    'funding sources to obtain credit reports and to verify the information above. This authorization remains valid for any ' +
    'renewal or additional funding request.', 40, y + 76, 532) + 26;
  signatures(c, m, rng, y);
  c.label('KMA-APP-08', 530, 772, { size: 6.5, color: '#888' });
  if (m.owners.length > 2) {
    c.newPage();
    bar(c, 'ADDITIONAL OWNERS / GUARANTORS', 40);
    ownerColumns(c, m, rng, 2, 64);
    c.label('KMA-APP-08  (additional owners)', 460, 772, { size: 6.5, color: '#888' });
  }
}

export const KEYSTONE: Layout = {
  name: 'keystone-two-columns', broker: 'Keystone Merchant Advisors', options: { canada: 0, einInLabel: false },
  look: { label: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Helvetica', size: 9.5, fieldPrefix: 'KMA_', onState: 'label' }, draw,
};
