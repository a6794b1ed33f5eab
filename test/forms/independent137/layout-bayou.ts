// Bayou Bridge Funding Group (Louisiana ISO, US): two pages, labels above the lines. Hard: one Full Name box per
// owner holding titles (`Dr.`), credentials (`, MD`), suffixes (`Jr.`, `III`), nicknames in quotes or parentheses
// and middle initials, all caps or not; up to four owners on page 2; the legal name line may carry `d/b/a`; the
// start is sometimes only "Years in Business"; trade references and existing advances as decoys.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal } from './model.ts';
import { industryOf } from './refs.ts';
import { fullName, nameLook, truthName } from './names.ts';
import type { Sheet, Target } from './sheet.ts';
import { advancesTable, bizTaxId, dbaText, entityRow, frequencyRow, frequencyText, money, own, ownerId } from './parts.ts';

const GREEN = '#2f5d50';

function field(s: Sheet, label: string, x: number, y: number, w: number, target: Target, text: string, name: string): void {
  s.label(label, x, y, { size: 6.5, color: '#333' });
  s.hline(x, x + w - 6, y + 22, '#444');
  s.put(target, text, x, y + 8, w - 8, name, 14, 10);
}

function section(s: Sheet, text: string, y: number): number {
  s.label(text, 36, y, { bold: true, size: 9.5, color: GREEN });
  s.hline(36, 576, y + 12, GREEN, 1.2);
  return y + 18;
}

function page1(s: Sheet, d: Deal, rng: Rng): void {
  s.label('Bayou Bridge Funding Group', 36, 32, { bold: true, size: 17, color: GREEN, font: 'Times-Bold' });
  s.label('Small Business Working Capital Application  -  Page 1 of 2', 36, 52, { size: 8, color: '#555' });
  s.label('400 Poydras St. Ste 1200, New Orleans, LA 70130', 400, 36, { size: 7, color: '#555' });
  let y = section(s, 'SECTION 1 - THE BUSINESS', 72);
  const inLine = d.biz.dba && rng.chance(0.5);
  if (inLine) {
    const j = rng.pick([' d/b/a ', ' dba ', ' DBA ']);
    field(s, 'Business Legal Name (as shown on tax return)', 36, y, 540, { legal_name: d.biz.legal, trade_name: d.biz.dba }, `${d.biz.legal}${j}${d.biz.dba}`, 'legal');
  } else {
    field(s, 'Business Legal Name (as shown on tax return)', 36, y, 330, { legal_name: d.biz.legal }, d.biz.legal, 'legal');
    const t = dbaText(d, rng);
    field(s, 'DBA / Trade Name', 366, y, 210, t.target, t.text, 'dba');
  }
  y += 30;
  s.label('Entity Type', 36, y, { size: 6.5, color: '#333' });
  entityRow(s, d, rng, 36, y + 10, ['Corporation', 'LLC', 'LLP', 'Partnership', 'Sole Proprietor', 'Non-Profit'], 66, 90);
  y += 28;
  const tax = bizTaxId(d);
  field(s, d.soleProp ? 'Tax ID (EIN, or SSN if sole proprietor)' : 'Federal Tax ID (EIN)', 36, y, 200, tax.target, tax.text, 'ein');
  if (rng.chance(0.6)) field(s, 'Business Start Date', 236, y, 150, { business_start_date: d.start.iso }, d.start.printed, 'start');
  else field(s, 'Years in Business', 236, y, 150, {}, String(d.years), 'years');
  field(s, 'Business Phone', 386, y, 190, {}, d.phone, 'phone');
  y += 30;
  field(s, 'Physical Address (no P.O. boxes)', 36, y, 250, {}, d.street, 'street');
  field(s, 'City', 286, y, 130, {}, d.city, 'city');
  field(s, 'State', 416, y, 60, { state_region: d.region, country: 'United States' }, d.region, 'state');
  field(s, 'Zip', 476, y, 100, {}, d.postal, 'zip');
  y += 30;
  field(s, 'Describe the Business', 36, y, 250, { industry: industryOf(d.biz.industry) }, d.biz.industry, 'industry');
  field(s, 'State of Formation', 286, y, 130, 'state of formation', d.decoys.incState, 'formation');
  field(s, 'Website', 416, y, 160, {}, rng.chance(0.5) ? `www.${d.email.split('@')[1]}` : '', 'web');
  y += 30;
  field(s, 'Landlord Name', 36, y, 250, 'landlord', d.decoys.landlord, 'landlord');
  field(s, 'Monthly Rent', 286, y, 130, 'rent', money(d.decoys.rent, rng), 'rent');
  field(s, 'Gross Monthly Sales', 416, y, 160, {}, money(d.monthlySales, rng), 'sales');
  y = section(s, 'SECTION 2 - THE REQUEST', y + 34);
  field(s, 'Amount Requested', 36, y, 150, { requested_amount: d.amount }, money(d.amount, rng), 'amount');
  field(s, 'Use of Proceeds', 186, y, 200, {}, d.useOfFunds, 'use');
  const payText = rng.chance(0.5);
  field(s, 'Payment Frequency', 386, y, 190, payText ? { payment_frequency: d.frequency } : {}, payText ? frequencyText(d) : '', 'freq_text');
  y += 30;
  if (!payText) { s.label('or check one:', 36, y + 1, { size: 6.5 }); frequencyRow(s, d, 90, y, 60); y += 16; }
  field(s, 'Requested Payment', 36, y, 150, { requested_payment: d.payment }, money(d.payment, rng), 'payment');
  field(s, 'Number of Payments', 186, y, 150, { number_of_payments: d.payments }, String(d.payments), 'n_payments');
  advancesTable(s, d, rng, 36, y + 36, 540);
  s.label('Continued on page 2', 36, 750, { size: 6.5, color: '#777' });
}

function page2(s: Sheet, d: Deal, rng: Rng): void {
  s.addPage();
  s.label('Bayou Bridge Funding Group  -  Page 2 of 2', 36, 32, { bold: true, size: 10, color: GREEN });
  let y = section(s, 'SECTION 3 - OWNERS / OFFICERS (list every owner of 20% or more)', 52);
  d.owners.forEach((o, i) => {
    const look = nameLook(rng, 0.3);
    const n = truthName(o.p, look);
    const a = `applicants[${i}].`;
    field(s, `Owner ${i + 1} - Full Name`, 36, y, 260, { [`${a}first_name`]: n.first, [`${a}last_name`]: n.last }, fullName(o.p, look), `o${i}_name`);
    field(s, 'Title', 296, y, 120, own(i, 'role', o.role), o.role, `o${i}_title`);
    field(s, 'Ownership %', 416, y, 70, own(i, 'ownership', o.ownership), `${o.ownership}`, `o${i}_pct`);
    field(s, 'Credit Score (est.)', 486, y, 90, o.credit !== null ? own(i, 'credit_score', o.credit) : {}, o.credit !== null ? String(o.credit) : '', `o${i}_fico`);
    y += 28;
    const id = ownerId(o, i, 'US');
    field(s, 'Social Security #', 36, y, 130, id.target, id.text, `o${i}_ssn`);
    field(s, 'Date of Birth', 166, y, 100, o.dob ? own(i, 'date_of_birth', o.dob.iso) : {}, o.dob?.printed ?? '', `o${i}_dob`);
    field(s, 'Home Address', 266, y, 310, 'owner home address', o.home, `o${i}_home`);
    y += 36;
  });
  y = section(s, 'SECTION 4 - TRADE REFERENCES', y + 4);
  d.decoys.refs.forEach((r, i) => {
    field(s, `Reference ${i + 1} - Name`, 36, y, 250, 'trade reference', r, `ref${i}`);
    field(s, 'Phone', 286, y, 150, 'trade reference phone', `(${rng.int(201, 989)}) 555-${rng.digits(4)}`, `ref${i}_phone`);
    y += 30;
  });
  y = section(s, 'SECTION 5 - BANK', y + 4);
  field(s, 'Bank Name', 36, y, 200, 'bank', d.decoys.bank, 'bank');
  field(s, 'ABA Routing', 236, y, 150, 'routing number', d.decoys.routing, 'routing');
  field(s, 'Account Number', 386, y, 190, 'account number', d.decoys.account, 'account');
  y += 38;
  s.para('AUTHORIZATION. Each undersigned owner certifies that all information in this application is true, correct and complete, and authorizes Bayou Bridge Funding Group, its assigns and its funding partners to obtain credit reports, to verify the information given, and to share it with funders for the purpose of arranging financing. A photocopy or electronic copy of this authorization is as valid as the original.', 36, y, 540);
  y += 40;
  d.owners.slice(0, 2).forEach((_o, i) => {
    const x = 36 + i * 275;
    s.hline(x, x + 170, y + 16).label('Owner Signature', x, y + 19, { size: 6.5 });
    s.hline(x + 180, x + 255, y + 16).label('Date', x + 180, y + 19, { size: 6.5 });
  });
  field(s, 'ISO Representative', 36, y + 36, 200, 'ISO representative', d.decoys.iso, 'iso_rep');
}

export function drawBayou(s: Sheet, d: Deal, rng: Rng): void {
  page1(s, d, rng.fork('p1'));
  page2(s, d, rng.fork('p2'));
}
