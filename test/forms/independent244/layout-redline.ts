// Redline Merchant Services: a two-page form for dealers and carriers with a red sidebar, numbered sections and
// label-left rows over grey value bars. Owners print as "Last, First M."; the payment request is one sentence
// ("$412 per business day for 140 payments"). Dealer licence, floor-plan lender, USDOT / MC numbers, factoring
// company and insurers are decoys, as are the garage / yard address and the ISO's contact.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './model.ts';
import { fAmount, fCount, fCredit, fDba, fDob, fEntity, fFreq, fIndustry, fLegal, fName, fPayment, fPct, fRegion, fRole, fSsn, fStart, fTax,
  finePrint, signatures } from './parts.ts';
import type { Sheet } from './sheet.ts';

const RED = '#c0392b';
type Fields = Record<string, unknown> | null;

function bar(s: Sheet, label: string, key: string, value: string, x: number, y: number, w: number, fields: Fields, lw = 92): void {
  s.text(label.toUpperCase(), x, y + 3, { size: 6, font: 'Helvetica-Bold', color: '#777' });
  s.doc.rect(x + lw, y, w - lw, 14).fill('#eeeeee').fillColor('black');
  s.value(key, value, x + lw + 3, y + 3, w - lw - 6, fields, 8.5);
}
function section(s: Sheet, n: number, t: string, y: number): number {
  s.doc.circle(62, y + 7, 8).fill(RED).fillColor('black');
  s.text(String(n), 59, y + 3, { size: 9, font: 'Helvetica-Bold', color: '#fff' });
  s.text(t, 76, y + 2, { size: 10, font: 'Helvetica-Bold', color: '#222' });
  return y + 22;
}
function chrome(s: Sheet, page: number): void {
  const d = s.doc;
  d.rect(0, 0, 36, 792).fill(RED).fillColor('black');
  d.save().rotate(-90, { origin: [22, 700] });
  s.text('REDLINE MERCHANT SERVICES  -  DEALER & CARRIER FUNDING', 22, 692, { size: 9, font: 'Helvetica-Bold', color: '#fff' });
  d.restore();
  d.save().fillColor(RED).moveTo(54, 40).lineTo(84, 18).lineTo(84, 30).lineTo(110, 30).lineTo(80, 52).lineTo(80, 40).closePath().fill().restore();
  s.text('REDLINE', 118, 20, { size: 22, font: 'Helvetica-BoldOblique', color: '#222' });
  s.text('merchant services', 120, 43, { size: 8, color: RED });
  s.text(`FUNDING APPLICATION ${page}/2`, 420, 24, { size: 10, font: 'Helvetica-Bold', width: 150, align: 'right' });
  s.text('Fax or e-mail with 4 months of statements', 420, 39, { size: 6.5, width: 150, align: 'right', color: '#666' });
}
const PER: Record<string, string> = { daily: 'per business day', weekly: 'per week', biweekly: 'every two weeks', monthly: 'per month' };

export function drawRedline(s: Sheet, m: Merchant, r: Rng, broker: string): number {
  chrome(s, 1);
  let y = section(s, 1, 'Business Profile', 70);
  bar(s, 'Legal name', 'legal_name', m.legal, 54, y, 520, fLegal(m)); y += 18;
  bar(s, 'Doing business as', 'dba', m.dbaPrinted, 54, y, 520, fDba(m)); y += 18;
  bar(s, 'Business type', 'industry', m.industryText, 54, y, 300, fIndustry(m));
  bar(s, 'Entity', 'entity', m.entityText, 364, y, 210, fEntity(m), 40); y += 18;
  bar(s, m.taxType === 'SSN' ? 'Tax ID (SSN)' : 'Federal EIN', 'tax_id', m.taxPrinted, 54, y, 250, fTax(m));
  bar(s, m.startIso ? 'Est. date' : 'Years in bus.', 'start', m.startPrinted, 314, y, 260, fStart(m), 60); y += 18;
  bar(s, 'Street address', 'street', m.street, 54, y, 520, null); y += 18;
  bar(s, 'City', 'city', m.city, 54, y, 250, null);
  bar(s, 'St', 'state', m.region, 314, y, 110, fRegion(m), 20);
  bar(s, 'Zip', 'zip', m.postal, 434, y, 140, null, 24); y += 18;
  const yard = m.theme.key === 'trucking' ? 'Truck yard / terminal' : 'Second lot address';
  bar(s, yard, 'yard', r.chance(0.7) ? `${r.int(100, 9999)} ${r.pick(['Frontage Rd', 'Industrial Dr', 'Hwy 290'])}, ${r.pick(['Ocala, FL', 'Gary, IN', 'Laredo, TX', 'Macon, GA'])}` : '', 54, y, 520, null); y += 18;
  bar(s, 'Phone', 'phone', m.phone, 54, y, 250, null);
  bar(s, 'E-mail', 'email', m.email, 314, y, 260, null, 40); y += 18;
  bar(s, 'State of formation', 'state_of_incorporation', m.soleProp ? '' : m.incState, 54, y, 250, null);
  bar(s, 'Employees', 'employees', m.employees, 314, y, 260, null, 60); y += 26;

  y = section(s, 2, m.theme.key === 'trucking' ? 'Authority & Fleet' : 'Dealer Licensing & Floor Plan', y);
  m.licences.forEach((l, i) => { bar(s, l.label, `licence_${i}`, l.value, 54 + (i % 2) * 266, y, 254, null, 100); if (i % 2) y += 18; });
  if (m.licences.length % 2) y += 18;
  m.companies.forEach((c, i) => { bar(s, c.label, `company_${i}`, c.value, 54 + (i % 2) * 266, y, 254, null, 100); });
  y += 18;
  if (m.theme.key === 'trucking') bar(s, 'Power units / trailers', 'fleet', `${r.int(1, 24)} / ${r.int(1, 40)}`, 54, y, 254, null, 100);
  else bar(s, 'Units in stock', 'units', String(r.int(12, 160)), 54, y, 254, null, 100);
  bar(s, 'Landlord', 'landlord', m.landlord, 320, y, 254, null, 50); y += 26;

  y = section(s, 3, 'Funding Request', y);
  bar(s, 'Amount requested', 'amount', m.amountPrinted, 54, y, 250, fAmount(m));
  bar(s, 'Use of funds', 'use', m.useOfFunds, 314, y, 260, null, 60); y += 20;
  if (r.chance(0.75)) {
    s.text('Requested remittance:', 54, y + 3, { size: 7.5 });
    s.value('payment', m.paymentPrinted, 140, y + 1, 70, fPayment(m), 9);
    s.value('frequency', PER[m.frequency]!, 214, y + 1, 90, fFreq(m), 9);
    s.text('for', 308, y + 3, { size: 7.5 });
    s.value('n_payments', String(m.nPayments), 322, y + 1, 34, fCount(m), 9);
    s.text('payments (subject to underwriting)', 360, y + 3, { size: 7.5 });
  } else s.text('Remittance terms to be set by the funder after review.', 54, y + 3, { size: 7.5, color: '#555' });
  y += 22;
  bar(s, 'Avg monthly deposits', 'monthly_sales', m.monthlySales, 54, y, 250, null, 100);
  bar(s, 'Bank', 'bank', m.bankName, 314, y, 260, null, 40); y += 18;
  bar(s, 'Routing', 'routing', m.routing, 54, y, 250, null, 100);
  bar(s, 'Account', 'account', m.account, 314, y, 260, null, 40); y += 18;
  s.text('Open advances / loans:', 54, y + 4, { size: 7.5, font: 'Helvetica-Bold' }); y += 16;
  const adv = m.advances.length ? m.advances : [];
  if (!adv.length) s.value('adv_none', 'None', 60, y, 80, null, 9);
  adv.forEach((a, i) => { s.value(`adv${i}`, `${a.funder} - balance ${a.balance} - ${a.payment}/day`, 60, y + i * 14, 500, null, 8.5); });

  s.addPage();
  chrome(s, 2);
  y = section(s, 4, 'Principals (list every owner of 20% or more)', 70);
  m.owners.forEach((o, i) => {
    s.text(`PRINCIPAL ${i + 1}`, 54, y, { size: 7, font: 'Helvetica-Bold', color: RED }); y += 11;
    bar(s, 'Name (last, first)', `o${i}_name`, o.printed, 54, y, 300, fName(o, i), 80);
    bar(s, 'Title', `o${i}_title`, o.title, 364, y, 210, fRole(o, i), 30); y += 18;
    bar(s, 'Ownership', `o${i}_pct`, o.pctText, 54, y, 150, fPct(o, i), 50);
    bar(s, 'SSN', `o${i}_ssn`, o.taxPrinted, 214, y, 170, fSsn(o, i), 24);
    bar(s, 'DOB', `o${i}_dob`, o.dobPrinted, 394, y, 180, fDob(o, i), 24); y += 18;
    bar(s, 'Home address', `o${i}_home`, `${o.home}, ${o.homeCity}`, 54, y, 520, null, 80); y += 18;
    bar(s, 'Mobile', `o${i}_phone`, o.phone, 54, y, 250, null, 80);
    bar(s, 'Credit score', `o${i}_fico`, o.credit === null ? '' : String(o.credit), 314, y, 260, fCredit(o, i), 60); y += 24;
  });
  y = section(s, 5, 'Agreement', y + 4);
  y = finePrint(s, 56, y, 516, broker, false, 5.8) + 16;
  const d = r.chance(0.5) ? `${r.int(1, 12)}/${r.int(1, 28)}/25` : `${r.pick(['April', 'May', 'June'])} ${r.int(1, 28)}, 2025`;
  y = signatures(s, m, 56, y, 516, m.owners.map(() => d)) + 6;
  bar(s, 'ISO / rep', 'iso_rep', `${r.pick(['Gina Ortiz', 'Luke Pham', 'Dre Coleman'])}, ${r.pick(['Apex Funding Source', 'Lane One Capital'])} (${r.int(201, 989)}) 555-${r.int(1000, 9999)}`, 54, Math.min(y, 750), 520, null, 60);
  return 2;
}
