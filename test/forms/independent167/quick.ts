// Layout `quick-app`: Brightwater Funding Group's one-page "60-second" quick app. Only the essentials in a tight grid
// of boxed cells (label above, value below), an entity-type checkbox row, one or two owners side by side, and an
// ISO-rep box, bank and landlord cells that are not the application's.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Model } from './model.ts';
import { CA_BOXES, US_BOXES } from './model.ts';
import type { Fields, Pen } from './pen.ts';
import { F, FREQ_BOXES } from './fields.ts';

export const QUICK_BROKER = 'Brightwater Funding Group';
const X0 = 36, W = 540, NAVY = '#123e6b';

export function drawQuick(pen: Pen, m: Model, r: Rng): void {
  const ca = m.country === 'CA';
  pen.rect(0, 0, 612, 58, { fill: NAVY });
  pen.text(QUICK_BROKER, X0, 16, { font: 'Helvetica-Bold', size: 17, color: '#ffffff' });
  pen.text(ca ? 'QUICK APPLICATION - CANADA' : 'QUICK APP  |  60-second application', X0, 38, { size: 9, color: '#cfe0f2' });
  // ISO box, top right: the broker's own people, never the merchant's.
  pen.rect(392, 8, 184, 44, { stroke: '#cfe0f2', width: 0.6 });
  pen.text('ISO / Rep:', 398, 13, { size: 7, color: '#ffffff' });
  pen.decoy('iso_rep', m.rep.name, 440, 12, { size: 8, color: '#ffffff', label: 'ISO / Rep' });
  pen.text('Rep ID:', 398, 26, { size: 7, color: '#ffffff' });
  pen.decoy('iso_rep_id', m.rep.id, 440, 25, { size: 8, color: '#ffffff', label: 'Rep ID' });
  pen.text('Rep phone:', 398, 39, { size: 7, color: '#ffffff' });
  pen.decoy('iso_rep_phone', m.rep.phone, 440, 38, { size: 8, color: '#ffffff', label: 'Rep phone' });

  pen.size = 10;
  let y = 72;
  const bar = (t: string): void => {
    pen.rect(X0, y, W, 13, { fill: '#e3ebf4' });
    pen.text(t, X0 + 4, y + 3, { font: 'Helvetica-Bold', size: 8, color: NAVY });
    y += 17;
  };
  // A cell: its label small above, the value on the line below; `fields` null for a decoy value.
  const cell = (label: string, x: number, w: number, key: string, text: string | null, fields: Fields | null): void => {
    pen.rect(x, y, w, 28, { stroke: '#9aa3ad', width: 0.4 });
    pen.text(label, x + 3, y + 2.5, { size: 7, color: '#4a5560' });
    if (text !== null) pen.value(key, text, x + 4, y + 14, fields, { label, w: w - 6 });
  };

  bar('BUSINESS INFORMATION');
  cell(ca ? 'Legal Name (as registered)' : 'Legal / Corporate Name', X0, 320, 'legal_name', m.legal, F.legal(m));
  cell(ca ? 'Operating Name (O/A)' : 'DBA', X0 + 320, 220, 'trade_name', m.dba?.text ?? null, m.dba ? F.dba(m) : null);
  y += 32;
  pen.text('Entity:', X0, y + 1, { font: 'Helvetica-Bold', size: 8 });
  const boxes = ca ? CA_BOXES : US_BOXES;
  const end = pen.checks('entity', boxes, m.entity.box, X0 + 36, y, m.entity.other ? null : F.entity(m), { size: 8, gap: 8, label: 'Entity' });
  pen.line(end - 2, y + 9, X0 + W, y + 9, { width: 0.4 });
  if (m.entity.other) pen.value('entity_other', m.entity.other, end, y, F.entity(m), { label: 'Other', w: X0 + W - end });
  y += 16;
  const t = r.chance(0.5);
  cell(m.tax.label, X0, 130, 'business_tax_id', m.tax.text, F.tax(m));
  cell('Business Start Date', X0 + 130, 105, 'business_start_date', m.start.text, F.start(m));
  cell('Type of Business', X0 + 235, 175, 'industry', m.industry.text, F.industry(m));
  if (m.incState && t) cell('State of Incorporation', X0 + 410, 130, 'state_of_incorporation', m.incState, null);
  else cell('# Employees', X0 + 410, 130, 'employees', String(m.employees), null);
  y += 32;
  cell('Business Address', X0, 250, 'street', m.street, null);
  cell('City', X0 + 250, 130, 'city', m.city, null);
  cell(ca ? 'Province' : 'State', X0 + 380, 60, 'state', m.state, F.state(m));
  cell(ca ? 'Postal Code' : 'ZIP', X0 + 440, 100, 'zip', m.zip, null);
  y += 32;
  cell('Business Phone', X0, 150, 'phone', m.phone, null);
  cell('E-mail', X0 + 150, 220, 'email', m.email, null);
  cell('Website', X0 + 370, 170, 'website', m.website, null);
  y += 32;

  bar('FUNDING REQUEST');
  cell('Amount Requested', X0, 130, 'requested_amount', m.amount.text, F.amount(m));
  cell('Avg. Monthly Sales', X0 + 130, 120, 'monthly_sales', m.monthlySales, null);
  cell('Use of Funds', X0 + 250, 290, 'use_of_funds', r.pick(['Inventory', 'Payroll', 'Equipment', 'Expansion', 'Working capital']), null);
  y += 32;
  if (r.chance(0.6)) {
    pen.text('Preferred payment schedule:', X0, y + 1, { font: 'Helvetica-Bold', size: 8 });
    pen.checks('frequency', Object.values(FREQ_BOXES), FREQ_BOXES[m.payment.freq]!, X0 + 130, y, F.freq(m), { size: 8, gap: 14, label: 'Preferred payment schedule' });
    y += 16;
  }
  y += 4;

  bar(m.owners.length > 1 ? 'OWNERS / GUARANTORS' : 'OWNER / GUARANTOR');
  const colW = W / 2;
  const y0 = y;
  m.owners.forEach((o, i) => {
    const x = X0 + i * colW;
    y = y0;
    pen.text(`Owner ${i + 1}`, x, y, { font: 'Helvetica-Bold', size: 7.5, color: NAVY });
    y += 10;
    cell('Full Name', x, colW - 90, `owner${i}.name`, o.name, F.name(o, i));
    cell('Ownership %', x + colW - 90, 86, `owner${i}.ownership`, o.ownText, F.own(o, i));
    y += 32;
    cell('Title', x, 110, `owner${i}.role`, o.role, F.role(o, i));
    cell(ca ? 'SIN' : 'SSN', x + 110, 96, `owner${i}.tax_id`, o.tax.text, F.otax(o, i));
    cell('Date of Birth', x + 206, colW - 210, `owner${i}.dob`, o.dobText, F.dob(o, i));
    y += 32;
    cell('Home Address', x, colW - 70, `owner${i}.home`, o.home, null);
    cell('FICO (est.)', x + colW - 70, 66, `owner${i}.credit`, o.credit === null ? null : String(o.credit), o.credit === null ? null : F.credit(o, i));
  });
  y += 40;

  bar(ca ? 'BANKING & PREMISES' : 'BANK & LANDLORD');
  cell('Bank Name', X0, 130, 'bank_name', m.bank.name, null);
  cell(ca ? 'Transit - Institution' : 'Routing #', X0 + 130, 100, 'bank_routing', m.bank.routing, null);
  cell('Account #', X0 + 230, 100, 'bank_account', m.bank.account, null);
  cell('Landlord / Mortgage Co.', X0 + 330, 120, 'landlord', m.landlord.name, null);
  cell('Landlord Phone', X0 + 450, 90, 'landlord_phone', m.landlord.phone, null);
  y += 40;

  // Office-use box: the broker's own bookkeeping, nothing of the merchant's.
  pen.rect(X0, y, W, 34, { fill: '#f6f8fb', stroke: '#9aa3ad', width: 0.4 });
  pen.text('FOR OFFICE USE ONLY', X0 + 6, y + 4, { font: 'Helvetica-Bold', size: 7, color: NAVY });
  pen.text('Submitted to:', X0 + 6, y + 18, { size: 7.5, color: '#4a5560' });
  pen.decoy('submitted_to', r.pick(['Fastlane Funding', 'Orchard Street Capital', 'Tidal Advance Group']), X0 + 60, y + 17, { size: 8.5 });
  pen.text('Received:', X0 + 250, y + 18, { size: 7.5, color: '#4a5560' });
  pen.decoy('received', `05/0${r.int(1, 9)}/2025`, X0 + 290, y + 17, { size: 8.5 });
  pen.text('Checklist:  [ ] 4 mo. statements  [ ] voided check  [ ] photo ID', X0 + 370, y + 18, { size: 6.5, color: '#4a5560' });
  y += 44;
  const consent = ca
    ? 'By signing, each owner consents under PIPEDA to the collection, use and disclosure of the personal information above, and to credit and reference checks, for the purpose of evaluating this request for a purchase of future receivables.'
    : 'By signing below, each owner certifies the information above is true and complete and authorizes Brightwater Funding Group and its funding partners to obtain consumer and business credit reports, bank references and any other information needed to evaluate this request.';
  y += pen.para(consent, X0, y, W, { size: 7, color: '#333333' }) + 22;
  m.owners.forEach((o, i) => {
    const x = X0 + i * colW;
    pen.line(x, y, x + 170, y);
    pen.text(`Signature - Owner ${i + 1}`, x, y + 3, { size: 6.5, color: '#4a5560' });
    pen.line(x + 180, y, x + colW - 20, y);
    pen.text('Date', x + 180, y + 3, { size: 6.5, color: '#4a5560' });
    pen.decoy(`owner${i}.signed`, `${r.int(1, 12)}/${r.int(1, 28)}/2025`, x + 182, y - 11, { filled: true, label: 'Date' });
  });
}
