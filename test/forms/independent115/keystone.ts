// Keystone Bridge Capital (US, NJ): cover sheet first, then a one-page boxed-grid application, then the signed
// consent page. The grid's entity type is a checkbox row with "Other: ___"; owners are blocks of two grid rows.
import type { Rng } from '../../statements/generator/prng.ts';
import { money, ownerName, type Merchant } from './data.ts';
import { consentPage, coverSheet, deal, type Broker, type Shows } from './pages.ts';
import type { Pen } from './pen.ts';

export const KEYSTONE: Broker = { name: 'Keystone Bridge Capital', domain: 'keystonebridgecap.com', address: '410 Route 17 North, Suite 220, Paramus, NJ 07652', iso: 'KBC-0417', country: 'US' };

/** A grid cell: its box, its caption at the top left; returns where the value goes. */
export function cell(pen: Pen, caption: string, x: number, y: number, w: number, h = 24): [number, number, number] {
  pen.box(x, y, w, h, 0.5);
  pen.text(caption, x + 2.5, y + 2, { size: 6 });
  return [x + 4, y + 11, w - 8];
}

export function section(pen: Pen, title: string, y: number): number {
  pen.box(36, y, 540, 13, 0.5, '#1f3a5f');
  pen.text(title, 40, y + 3, { size: 8, bold: true, color: '#fff' });
  return y + 13;
}

const US_BOXES = ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'Non-Profit'];

export function entityRow(pen: Pen, m: Merchant, boxes: string[], x0: number, y: number): void {
  const inBox = boxes.includes(m.entityPrinted);
  let x = x0;
  for (const b of boxes) x = pen.check(`entity_${b}`, b, b === m.entityPrinted, x, y, { field: 'application.type_of_entity' });
  x = pen.check('entity_other', 'Other:', !inBox, x, y, inBox ? {} : { field: 'application.type_of_entity' });
  pen.line(x - 8, y + 9, x + 80, y + 9, 0.4);
  pen.value('entity_other_text', inBox ? '' : m.entityPrinted, x - 6, y - 1, 86, { field: 'application.type_of_entity' });
}

export function keystone(pen: Pen, m: Merchant, rng: Rng): Shows {
  const d = deal(rng, m, KEYSTONE);
  coverSheet(pen, m, KEYSTONE, d, rng);
  pen.newPage();
  pen.text('KEYSTONE BRIDGE CAPITAL', 36, 30, { size: 9, bold: true, color: '#1f3a5f' });
  pen.text('Business Funding Application', 36, 42, { size: 16, bold: true });
  pen.text(`ISO # ${KEYSTONE.iso}`, 470, 34, { size: 8 });
  let y = section(pen, 'BUSINESS INFORMATION', 66);
  let v = cell(pen, 'Legal / Corporate Name', 36, y, 330); pen.value('legal_name', m.legal, ...v, { field: 'application.legal_name' });
  v = cell(pen, 'DBA (Doing Business As)', 366, y, 210); pen.value('dba', m.dbaPrinted, ...v, m.dba ? { field: 'application.trade_name' } : {});
  y += 24;
  pen.box(36, y, 540, 20, 0.5);
  pen.text('Entity Type', 40, y + 7, { size: 6 });
  entityRow(pen, m, US_BOXES, 90, y + 6);
  y += 20;
  const taxLabel = m.taxType === 'SSN' ? 'Federal Tax ID (EIN or SSN)' : 'Federal Tax ID (EIN)';
  v = cell(pen, taxLabel, 36, y, 130); pen.value('tax_id', m.taxPrinted, ...v, { field: 'application.business_tax_id' });
  v = cell(pen, 'Business Start Date', 166, y, 100); pen.value('start', m.start?.text ?? '', ...v, m.start ? { field: 'application.business_start_date' } : {});
  v = cell(pen, 'State of Incorporation', 266, y, 90); pen.value('state_of_inc', m.stateOfInc, ...v, { decoy: true });
  v = cell(pen, 'Type of Business / Industry', 356, y, 220); pen.value('industry', m.industryPrinted, ...v, m.industryId ? { field: 'application.industry' } : {});
  y += 24;
  v = cell(pen, 'Business Address (no P.O. boxes)', 36, y, 250); pen.value('street', m.street, ...v);
  v = cell(pen, 'City', 286, y, 140); pen.value('city', m.city, ...v);
  v = cell(pen, 'State', 426, y, 60); pen.value('state', m.state, ...v, { field: 'application.state_region' });
  v = cell(pen, 'Zip', 486, y, 90); pen.value('zip', m.zip, ...v);
  y += 24;
  v = cell(pen, 'Business Phone', 36, y, 130); pen.value('phone', m.phone, ...v);
  v = cell(pen, 'E-mail', 166, y, 210); pen.value('email', m.email, ...v);
  v = cell(pen, 'Website', 376, y, 200); pen.value('website', m.website, ...v);
  y += 24;
  pen.box(36, y, 130, 24, 0.5);
  pen.text('Premises', 40, y + 2, { size: 6 });
  const x = pen.check('own', 'Own', m.ownRent === 'Own', 42, y + 12);
  pen.check('rent', 'Rent', m.ownRent === 'Rent', x, y + 12);
  v = cell(pen, 'Landlord / Mortgage Co.', 166, y, 190); pen.value('landlord', m.landlord, ...v, { decoy: true });
  v = cell(pen, 'Landlord Phone', 356, y, 110); pen.value('landlord_phone', m.landlordPhone, ...v, { decoy: true });
  v = cell(pen, 'Monthly Rent', 466, y, 110); pen.value('rent_amt', money(m.rent), ...v, { decoy: true });
  y = section(pen, 'FUNDING REQUEST & FINANCIALS', y + 30);
  v = cell(pen, 'Amount Requested', 36, y, 120); pen.value('requested', m.requested ? money(m.requested) : '', ...v, m.requested ? { field: 'application.requested_amount' } : {});
  v = cell(pen, 'Use of Funds', 156, y, 150); pen.value('use', m.useOfFunds, ...v);
  v = cell(pen, 'Avg. Monthly Sales', 306, y, 120); pen.value('monthly', money(m.monthlySales), ...v, { decoy: true });
  v = cell(pen, 'Annual Gross Revenue', 426, y, 150); pen.value('annual', money(m.annualRevenue), ...v, { decoy: true });
  y += 24;
  v = cell(pen, 'Business Bank', 36, y, 180); pen.value('bank', m.bank, ...v, { decoy: true });
  v = cell(pen, 'ABA Routing #', 216, y, 150); pen.value('routing', m.routing, ...v, { decoy: true });
  v = cell(pen, 'Account #', 366, y, 210); pen.value('account', m.account, ...v, { decoy: true });
  y = section(pen, 'EXISTING ADVANCES / LOANS (if none, leave blank)', y + 30);
  for (let i = 0; i < 2; i++) {
    const f = m.funders[i];
    v = cell(pen, 'Funder', 36, y, 240, 20); pen.value(`funder${i}`, f?.name ?? '', v[0], y + 9, v[2], { decoy: true, size: 8 });
    v = cell(pen, 'Balance', 276, y, 150, 20); pen.value(`funder${i}_bal`, f ? money(f.balance) : '', v[0], y + 9, v[2], { decoy: true, size: 8 });
    v = cell(pen, 'Daily / Weekly Payment', 426, y, 150, 20); pen.value(`funder${i}_pay`, f ? money(f.payment) : '', v[0], y + 9, v[2], { decoy: true, size: 8 });
    y += 20;
  }
  y = section(pen, 'OWNER / OFFICER INFORMATION (all owners of 20% or more)', y + 6);
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    const p = `application.applicants[${i}]`;
    const name = o ? ownerName(o, 0) : '';
    v = cell(pen, `Owner ${i + 1} Full Name`, 36, y, 200, 22); pen.value(`o${i}_name`, name, ...v, o ? { field: `${p}.first_name` } : {});
    v = cell(pen, 'Title', 236, y, 100, 22); pen.value(`o${i}_title`, o?.title ?? '', ...v, o ? { field: `${p}.role` } : {});
    v = cell(pen, 'Ownership %', 336, y, 70, 22); pen.value(`o${i}_pct`, o ? `${o.pct}%` : '', ...v, o ? { field: `${p}.ownership` } : {});
    v = cell(pen, 'SSN', 406, y, 90, 22); pen.value(`o${i}_ssn`, o?.taxPrinted ?? '', ...v, o?.taxDigits ? { field: `${p}.tax_id` } : {});
    v = cell(pen, 'Date of Birth', 496, y, 80, 22); pen.value(`o${i}_dob`, o?.dob?.text ?? '', ...v, o?.dob ? { field: `${p}.date_of_birth` } : {});
    y += 22;
    v = cell(pen, 'Home Address', 36, y, 300, 22); pen.value(`o${i}_home`, o?.home ?? '', ...v, { decoy: true });
    v = cell(pen, 'Cell Phone', 336, y, 120, 22); pen.value(`o${i}_cell`, o?.phone ?? '', ...v, { decoy: true });
    v = cell(pen, 'Credit Score (est.)', 456, y, 120, 22); pen.value(`o${i}_fico`, o?.credit ? String(o.credit) : '', ...v, o?.credit ? { field: `${p}.credit_score` } : {});
    y += 24;
  }
  pen.text('By signing below, each owner certifies that the information above is true and authorizes Keystone Bridge Capital and its funding partners '
    + 'to obtain credit reports and verify the information given. See the attached Authorization / Consent.', 36, y + 4, { size: 6.5, width: 540 });
  pen.signature(36, y + 26, 220);
  pen.text('Owner Signature', 36, y + 42, { size: 6 });
  pen.newPage();
  consentPage(pen, m, KEYSTONE, rng, 'US');
  return { dob: true, credit: true, payments: false, start: true };
}
