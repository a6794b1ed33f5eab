// Bright Path Capital: a three-page form for licensed-professional merchants (salons, spas, clinics, dental and
// medical practices), in a US and a Canadian edition (Operating Name (O/A), Business Number with its program
// account, province, postal code, SIN, PIPEDA consent). Values sit on lines with the label printed beneath; section
// boxes are rounded. Owners may carry credentials (", DC"); NPI / DEA / college and cosmetology numbers are decoys.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './model.ts';
import { entityRow, fAmount, fCount, fCredit, fDba, fDob, fIndustry, fLegal, fName, fPayment, fPct, fRegion, fRole, fSsn, fStart, fTax, finePrint,
  frequencyRow, signatures } from './parts.ts';
import type { Sheet } from './sheet.ts';

const TEAL = '#0f766e';
type Fields = Record<string, unknown> | null;

function under(s: Sheet, label: string, key: string, value: string, x: number, y: number, w: number, fields: Fields): void {
  s.value(key, value, x + 2, y, w - 4, fields, 9);
  s.doc.lineWidth(0.5).strokeColor('#333').moveTo(x, y + 12).lineTo(x + w - 6, y + 12).stroke().strokeColor('black');
  s.text(label, x, y + 14, { size: 5.8, color: '#555' });
}
function box(s: Sheet, title: string, y: number, h: number): number {
  s.doc.lineWidth(0.8).strokeColor(TEAL).roundedRect(36, y, 540, h, 8).stroke().strokeColor('black');
  s.doc.rect(50, y - 6, s.doc.font('Helvetica-Bold').fontSize(8.5).widthOfString(title) + 12, 12).fill('#ffffff').fillColor('black');
  s.text(title, 56, y - 4, { size: 8.5, font: 'Helvetica-Bold', color: TEAL });
  return y + 12;
}
function top(s: Sheet, ca: boolean, page: number): void {
  const d = s.doc;
  d.save();
  for (let i = 0; i < 5; i++) d.fillColor(i % 2 ? '#5eead4' : TEAL).opacity(0.85).circle(58 + i * 9, 40 - (i % 2) * 8, 9 - i).fill();
  d.opacity(1).restore();
  s.text('Bright Path Capital', 110, 24, { size: 18, font: 'Times-Bold', color: TEAL });
  s.text(ca ? 'Bright Path Capital Canada ULC  -  Financing for licensed professionals' : 'Financing for licensed professionals  -  salons, spas & practices', 111, 46, { size: 7.5, color: '#444' });
  s.text(`Application for Business Funding\nPage ${page} of 3`, 400, 26, { size: 8, width: 172, align: 'right', font: 'Helvetica-Bold' });
}

export function drawBrightPath(s: Sheet, m: Merchant, r: Rng, broker: string): number {
  const ca = m.country === 'CA';
  top(s, ca, 1);
  let y = box(s, '1. The Business', 80, 250);
  under(s, 'Legal name of business', 'legal_name', m.legal, 48, y, 300, fLegal(m));
  under(s, ca ? 'Operating name (O/A)' : 'Doing business as (DBA)', 'dba', m.dbaPrinted, 348, y, 220, fDba(m)); y += 30;
  s.text('Legal structure:', 48, y + 1, { size: 7, font: 'Helvetica-Bold' });
  entityRow(s, m, 112, y, 7); y += 20;
  under(s, 'Nature of business / specialty', 'industry', m.industryText, 48, y, 220, fIndustry(m));
  under(s, ca ? 'Business Number (BN) incl. program account' : m.taxType === 'SSN' ? 'Tax ID (SSN if no EIN)' : 'Federal Tax ID (EIN)', 'tax_id', m.taxPrinted, 268, y, 160, fTax(m));
  under(s, m.startIso ? 'Date established' : 'Time in business', 'start', m.startPrinted, 428, y, 140, fStart(m)); y += 30;
  under(s, 'Street address of the practice / salon', 'street', m.street, 48, y, 260, null);
  under(s, 'City', 'city', m.city, 308, y, 120, null);
  under(s, ca ? 'Province' : 'State', 'state', m.region, 428, y, 50, fRegion(m));
  under(s, ca ? 'Postal code' : 'ZIP', 'zip', m.postal, 478, y, 90, null); y += 30;
  under(s, 'Country', 'country', ca ? 'Canada' : r.chance(0.4) ? 'USA' : '', 48, y, 100, null);
  under(s, 'Business phone', 'phone', m.phone, 148, y, 130, null);
  under(s, 'E-mail', 'email', m.email, 278, y, 170, null);
  under(s, ca ? 'Province of incorporation' : 'State of incorporation', 'state_of_incorporation', m.soleProp ? '' : m.incState, 448, y, 120, null); y += 30;
  under(s, 'Chairs / rooms / providers', 'capacity', `${r.int(2, 14)} / ${r.int(1, 8)}`, 48, y, 160, null);
  under(s, 'Employees', 'employees', m.employees, 208, y, 80, null);
  under(s, 'Website', 'website', r.chance(0.5) ? m.website : '', 288, y, 280, null); y += 30;
  under(s, 'Landlord', 'landlord', m.landlord, 48, y, 220, null);
  under(s, 'Landlord phone', 'landlord_phone', m.landlordPhone, 268, y, 150, null);
  under(s, 'Monthly rent', 'rent', m.rent, 418, y, 150, null);

  y = box(s, '2. Funding Requested', 350, 116);
  under(s, 'Amount requested', 'amount', m.amountPrinted, 48, y, 150, fAmount(m));
  under(s, 'Purpose', 'use', m.useOfFunds, 198, y, 220, null);
  under(s, 'Average monthly revenue', 'monthly_sales', m.monthlySales, 418, y, 150, null); y += 30;
  const pay = r.chance(0.6);
  s.text('Preferred remittance:', 48, y + 1, { size: 7, font: 'Helvetica-Bold' });
  if (pay) frequencyRow(s, m, 132, y);
  else for (const [i, l] of ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'].entries()) s.check('frequency_blank', l, 132 + i * 62, y, false, null);
  y += 18;
  under(s, 'Preferred payment amount', 'payment', pay ? m.paymentPrinted : '', 48, y, 150, pay ? fPayment(m) : null);
  const showN = pay && r.chance(0.7);
  under(s, 'Number of payments', 'n_payments', showN ? String(m.nPayments) : '', 198, y, 120, showN ? fCount(m) : null);

  y = box(s, '3. Existing Financing', 490, 120);
  s.text('Funder / lender', 48, y, { size: 6.5, font: 'Helvetica-Bold' });
  s.text('Balance', 300, y, { size: 6.5, font: 'Helvetica-Bold' });
  s.text('Payment', 430, y, { size: 6.5, font: 'Helvetica-Bold' }); y += 12;
  for (let i = 0; i < 3; i++) {
    const a = m.advances[i];
    s.value(`adv${i}_funder`, a?.funder ?? '', 48, y, 240, null, 8.5);
    s.value(`adv${i}_balance`, a?.balance ?? '', 300, y, 120, null, 8.5);
    s.value(`adv${i}_payment`, a?.payment ?? '', 430, y, 120, null, 8.5);
    s.doc.lineWidth(0.3).moveTo(48, y + 12).lineTo(566, y + 12).stroke(); y += 17;
  }
  under(s, ca ? 'Financial institution' : 'Bank', 'bank', m.bankName, 48, y + 4, 160, null);
  under(s, ca ? 'Transit-institution no.' : 'Routing no.', 'routing', m.routing, 208, y + 4, 150, null);
  under(s, 'Account no.', 'account', m.account, 358, y + 4, 150, null);
  return 1 + drawOwnersPages(s, m, r, broker, ca);
}

function drawOwnersPages(s: Sheet, m: Merchant, r: Rng, broker: string, ca: boolean): number {
  s.addPage();
  top(s, ca, 2);
  let y = 80;
  m.owners.forEach((o, i) => {
    y = box(s, `4.${i + 1} Owner ${i + 1}`, y, 134);
    under(s, 'Full name (with credentials)', `o${i}_name`, o.printed, 48, y, 240, fName(o, i));
    under(s, 'Title', `o${i}_title`, o.title, 288, y, 140, fRole(o, i));
    under(s, '% owned', `o${i}_pct`, o.pctText, 428, y, 60, fPct(o, i));
    under(s, 'Credit score', `o${i}_fico`, o.credit === null ? '' : String(o.credit), 488, y, 80, fCredit(o, i)); y += 30;
    under(s, ca ? 'SIN' : 'SSN / ITIN', `o${i}_ssn`, o.taxPrinted, 48, y, 140, fSsn(o, i));
    under(s, 'Date of birth', `o${i}_dob`, o.dobPrinted, 188, y, 120, fDob(o, i));
    under(s, 'Home address', `o${i}_home`, o.home, 308, y, 260, null); y += 30;
    under(s, 'City / ' + (ca ? 'province' : 'state') + ' / postal', `o${i}_homecity`, o.homeCity, 48, y, 260, null);
    under(s, 'Mobile', `o${i}_phone`, o.phone, 308, y, 130, null);
    under(s, 'Personal e-mail', `o${i}_email`, o.email, 438, y, 130, null); y += 30;
    const lic = m.licences[i % m.licences.length]!;
    under(s, `Professional licence (${lic.label.replace(/ #$/, '')})`, `o${i}_licence`, lic.value, 48, y, 260, null);
    under(s, 'Issuing state / province', `o${i}_licence_state`, r.chance(0.5) ? m.region : r.pick(ca ? ['ON', 'BC', 'AB'] : ['NY', 'FL', 'TX', 'IL']), 308, y, 130, null);
    under(s, 'Expires', `o${i}_licence_exp`, `${r.int(1, 12)}/${r.int(2025, 2028)}`, 438, y, 130, null);
    y += 52;
  });
  y = box(s, '5. Business Licences & Vendors', y, 58);
  m.licences.forEach((l, i) => under(s, l.label, `licence_${i}`, l.value, 48 + i * 174, y, 170, null)); y += 26;
  m.companies.forEach((c, i) => under(s, c.label, `company_${i}`, c.value, 48 + i * 260, y, 250, null));

  s.addPage();
  top(s, ca, 3);
  y = box(s, '6. Certification, Authorization' + (ca ? ' & PIPEDA Consent' : ''), 80, 150);
  finePrint(s, 48, y, 516, broker, ca, 6.4);
  y = 260;
  const dt = `${r.pick(['2025-04-', '2025-05-'])}${String(r.int(10, 28))}`;
  y = signatures(s, m, 48, y, 516, m.owners.map(() => dt)) + 20;
  y = box(s, 'For broker use only', y, 70);
  under(s, 'Referring broker / ISO', 'iso_name', r.pick(['Crescent Lane Advisors', 'Polaris Funding Group', 'Maple Leaf Merchant Partners']), 48, y, 220, null);
  under(s, 'Broker contact', 'iso_contact', `${r.pick(['Jordan Blake', 'Amara Singh', 'Felix Moreau'])} ${r.pick(['(416)', '(212)', '(702)'])} 555-${r.int(1000, 9999)}`, 268, y, 200, null);
  under(s, 'Deal #', 'deal_no', `BP-${r.int(100000, 999999)}`, 468, y, 100, null); y += 30;
  under(s, 'Received', 'received', dt, 48, y, 120, null);
  return 2;
}
