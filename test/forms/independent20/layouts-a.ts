// Set 20 layouts 1-2: a medical / dental practice (boxed cells) and a trucking carrier (label-and-line form).
import type { Sheet } from './kit.ts';
import { CA_ENTITIES, US_ENTITIES, type IndustrySpec, type Merchant } from './merchant.ts';
import { cityLine, letters, money, nDigits, oneLine, pad, person, phone, tenDigits, fullName } from './data.ts';
import { addrF, amountF, cell, consent, dbaF, entityRow, freqRow, industryF, legalF, line, nameF, one, ownerCells, ownerTaxF, pctText,
  signatures, startF, taxF } from './parts.ts';

export const PRACTICE: IndustrySpec = {
  countries: ['US', 'US', 'CA'],
  industries: [['Dental practice', 'dental_practice'], ['General dentistry / dental office', 'dental_practice'], ['Orthodontist', 'dental_practice'],
    ['Family medicine clinic', 'medical_practice'], ['Chiropractor', 'medical_practice'], ['Urgent care', 'medical_practice'], ['Physical therapy', 'medical_practice']],
  stems: ['{L} Family Dentistry', 'Bright Harbor Dental', 'Northside Medical Associates', 'Summit Spine & Wellness', 'Lakeview Pediatrics'],
  us: [...US_ENTITIES.filter((e) => e.id !== 'general_partnership'), { text: 'PLLC', id: 'pllc', suffix: ', PLLC' },
    { text: 'P.C.', id: 'professional_corporation', suffix: ', P.C.' }],
  ca: CA_ENTITIES.map((e) => (e.id === 'ca_corporation' ? { ...e, suffix: ' Inc.' } : e)),
  titles: ['Owner / Dentist', 'President', 'Managing Member', 'Medical Director', 'Owner'], creds: ['DDS', 'DMD', 'MD', 'DO', 'DC'],
};

export function practice(s: Sheet, m: Merchant): void {
  const r = s.rng, x = 30;
  s.bold('MERIDIAN HEALTHCARE CAPITAL', x, 30, 14).text('Practice Funding Application  |  Medical - Dental - Chiropractic', x, 48, 9);
  s.text(`Form MHC-${r.int(100, 240)}  rev. ${r.int(1, 12)}/${r.int(2021, 2025)}`, 470, 32, 7);
  s.band('1. PRACTICE INFORMATION', x, 64, 552);
  let y = 78;
  cell(s, x, y, 320, 'Legal Name of Practice (as filed with IRS / CRA)', m.legal, legalF(m));
  cell(s, x + 320, y, 232, 'Practice Name / DBA', m.dba.text, dbaF(m));
  y += 26;
  s.text('Entity type:', x, y + 1, 7.5);
  const labels = m.country === 'US' ? ['Corporation', 'LLC', 'PLLC', 'P.C.', 'S-Corp', 'Sole Proprietor'] : ['Corporation', 'Sole Proprietorship', 'Partnership'];
  y = entityRow(s, x + 55, y, labels, m, 72) + 2;
  cell(s, x, y, 190, 'Specialty / Type of Practice', m.industry.text, industryF(m));
  cell(s, x + 190, y, 150, m.taxLabel, m.tax.text, taxF(m));
  cell(s, x + 340, y, 110, m.start ? 'Practice Established' : 'Years in Practice', m.start ? m.start.text : String(m.years), m.start ? startF(m) : 'decoy');
  cell(s, x + 450, y, 102, 'Incorporated in', m.incRegion);
  y += 24;
  cell(s, x, y, 240, 'Practice Address', m.addr.street);
  cell(s, x + 240, y, 170, 'City / State / ZIP', cityLine(m.addr), addrF(m));
  cell(s, x + 410, y, 142, 'Office Phone', m.phone);
  y += 24;
  cell(s, x, y, 130, 'Group NPI (Type 2)', tenDigits(r));
  cell(s, x + 130, y, 120, 'State Licence No.', `${letters(r, 2)}${nDigits(r, 7)}`);
  cell(s, x + 250, y, 100, 'DEA Registration', `${letters(r, 2)}${nDigits(r, 7)}`);
  cell(s, x + 350, y, 202, 'E-mail', m.email);
  y += 24;
  const mgr = person(r);
  cell(s, x, y, 200, 'Office Manager (contact for verification)', fullName(mgr));
  cell(s, x + 200, y, 120, 'Manager Phone', phone(r));
  cell(s, x + 320, y, 232, 'Billing Company / Clearinghouse', r.pick(['MedBill Partners LLC', 'ClaimPath Solutions', 'Apex RCM Group']));
  y += 30;
  s.band('2. FUNDING REQUEST', x, y, 552);
  y += 14;
  cell(s, x, y, 130, 'Amount Requested', m.requested.text, amountF(m));
  cell(s, x + 130, y, 160, 'Use of Funds', r.pick(['New CBCT imaging unit', 'Payroll and supplies', 'Second operatory build-out', 'Working capital']));
  cell(s, x + 290, y, 130, 'Monthly Insurance Receipts', money(r, r.int(40, 300) * 1000, m.country));
  cell(s, x + 420, y, 132, 'Monthly Patient Card Sales', money(r, r.int(10, 90) * 1000, m.country));
  y += 32;
  m.owners.forEach((o, i) => {
    y = ownerCells(s, x, y, m, i, `3.${i + 1} OWNER / PRINCIPAL ${i + 1}`) - 4;
    cell(s, x, y, 160, 'Individual NPI (Type 1)', tenDigits(r));
    y += 28;
  });
  signatures(s, x, Math.max(y + 4, 640), m, consent(m));
}

export const CARRIER: IndustrySpec = {
  countries: ['US'],
  industries: [['Long haul trucking', 'trucking_long_haul'], ['Freight carrier (OTR)', 'trucking_long_haul'], ['Owner-operator, dry van', 'trucking_long_haul'],
    ['Dump truck hauling', 'trucking_local'], ['Local trucking', 'trucking_local'], ['Moving company', 'trucking_local']],
  stems: ['{L} Transport', 'Red Mesa Freight', 'Iron Horse Carriers', 'Blue Line Logistics Trucking', 'Prairie Wind Hauling'],
  us: US_ENTITIES, ca: CA_ENTITIES, titles: ['Owner', 'President', 'Managing Member', 'CEO', 'Owner/Driver'],
};

export function carrier(s: Sheet, m: Merchant): void {
  const r = s.rng, x = 36, w = 540;
  s.bold('ROADLINE FUNDING GROUP', x, 30, 13).text('CARRIER WORKING CAPITAL APPLICATION - please print clearly', x, 47, 8.5);
  s.hline(x, 60, w);
  let y = 68;
  line(s, x, y, w, 'Carrier legal name:', m.legal, legalF(m)); y += 17;
  line(s, x, y, 300, 'DBA:', m.dba.text, dbaF(m));
  line(s, x + 310, y, 230, 'Type of operation:', m.industry.text, industryF(m)); y += 17;
  s.text('Entity:', x, y + 1, 8);
  y = entityRow(s, x + 36, y, ['Corporation', 'LLC', 'S-Corp', 'Sole Proprietor', 'Partnership'], m, 80) + 3;
  line(s, x, y, 260, `${m.taxLabel}:`, m.tax.text, taxF(m));
  line(s, x + 270, y, 130, 'USDOT #:', nDigits(r, r.pick([7, 8])));
  line(s, x + 410, y, 130, 'MC #:', `MC-${nDigits(r, 6)}`); y += 17;
  line(s, x, y, 260, 'IFTA account #:', nDigits(r, r.pick([9, 10])));
  line(s, x + 270, y, 130, 'Power units:', String(r.int(2, 40)));
  line(s, x + 410, y, 130, 'Trailers:', String(r.int(2, 60))); y += 17;
  line(s, x, y, 330, 'Physical address:', m.addr.street);
  line(s, x + 340, y, 200, 'City/ST/ZIP:', cityLine(m.addr), addrF(m)); y += 17;
  line(s, x, y, 260, m.start ? 'Business start date:' : 'Years in business:', m.start?.text ?? String(m.years), m.start ? startF(m) : 'decoy');
  line(s, x + 270, y, 270, 'State of incorporation:', m.incRegion); y += 17;
  line(s, x, y, 260, 'Dispatcher (name/phone):', `${fullName(person(r))} ${phone(r)}`);
  line(s, x + 270, y, 270, 'Factoring co.:', r.pick(['TriRiver Factoring', 'Haulpay Capital', 'FleetFund Factors', 'None']));
  y += 22;
  s.bold('FUNDING REQUEST', x, y, 9); y += 13;
  line(s, x, y, 170, 'Amount requested:', m.requested.text, amountF(m));
  line(s, x + 180, y, 180, 'Requested payment:', m.payment.text, { requested_payment: m.payment.n });
  line(s, x + 370, y, 170, 'No. of payments:', String(m.nPayments), { number_of_payments: m.nPayments }); y += 16;
  s.text('Payment schedule:', x, y, 8);
  freqRow(s, x + 80, y, m);
  line(s, x + 340, y - 2, 200, 'Monthly fuel spend:', money(r, r.int(8, 90) * 1000, 'US')); y += 20;
  s.bold('OWNERS (all owners of 20% or more)', x, y, 9); y += 13;
  m.owners.forEach((o, i) => {
    line(s, x, y, 250, `${i + 1}. Name:`, o.printedName, nameF(o, i));
    line(s, x + 260, y, 150, 'Title:', o.title, one(i, 'role', o.title));
    line(s, x + 420, y, 120, '% owned:', pctText(s, o), one(i, 'ownership', o.pct)); y += 16;
    line(s, x + 12, y, 160, 'SSN:', o.tax.text, ownerTaxF(o, i));
    line(s, x + 182, y, 110, 'DOB:', o.dob?.text ?? '', one(i, 'date_of_birth', o.dob?.iso ?? null));
    line(s, x + 302, y, 120, 'CDL #:', `${letters(r, 1)}${nDigits(r, 8)}`);
    line(s, x + 432, y, 108, 'FICO:', o.score === null ? '' : String(o.score), one(i, 'credit_score', o.score)); y += 16;
    line(s, x + 12, y, 528, 'Home address:', oneLine(o.home)); y += 19;
  });
  s.bold('CURRENT ADVANCES / LOANS', x, y, 9); y += 12;
  for (let k = 0; k < 2; k++) {
    line(s, x, y, 220, 'Funder:', k === 0 || r.chance(0.5) ? r.pick(['Kapital Bridge', 'Velocity Advance', 'Mainline MCA', 'Fleet Credit One']) : '');
    line(s, x + 230, y, 150, 'Balance:', money(r, r.int(5, 80) * 1000, 'US'));
    line(s, x + 390, y, 150, 'Daily pmt:', money(r, r.int(150, 1500), 'US')); y += 15;
  }
  signatures(s, x, Math.max(y + 6, 650), m, consent(m));
  s.text(`ISO: ${r.pick(['Crossroads Capital Partners', 'Highway Merchant Services'])}  Rep: ${fullName(person(r))}  ${pad(r.int(1, 999), 3)}`, x, 760, 7);
}
