// Harborline Funding Group: the classic broker form, a label to the left of each long underline, two pages.
// Hard: free-text entity ("S-Corp", "L.L.C.", "Sole Prop"), a sole proprietor whose tax ID is the SSN and whose legal
// name is the owner's, DBA written as SAME / N/A, bare EIN digits under "Tax ID / EIN #", names with credentials.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import { f, fine, fullName, lineValue, signatures, type Layout } from './fields.ts';
import type { Model } from './model.ts';

const NAVY = '#14305c';

function section(c: Canvas, title: string, y: number): void {
  c.rect(40, y, 532, 14, { fill: '#dfe6f1' });
  c.label(title, 46, y + 3.5, { size: 8.5, bold: true, color: NAVY });
}

function owner(c: Canvas, m: Model, i: number, y: number): void {
  const o = m.owners[i]!;
  c.label(`OWNER #${i + 1}`, 40, y, { size: 7.5, bold: true, color: NAVY });
  lineValue(c, `owner${i}.name`, "Owner's Full Name:", fullName(o), 40, y + 26, 400, f.name(i, o));
  lineValue(c, `owner${i}.title`, 'Title:', o.role, 410, y + 26, 572, f.role(i, o));
  lineValue(c, `owner${i}.own`, 'Ownership Percentage:', o.own.text, 40, y + 48, 200, f.own(i, o));
  lineValue(c, `owner${i}.ssn`, 'Social Security #:', o.tax.text, 210, y + 48, 400, f.ssn(i, o));
  lineValue(c, `owner${i}.dob`, 'Date of Birth:', o.dob.text, 410, y + 48, 572, f.dob(i, o));
  lineValue(c, `decoy.owner${i}.home`, 'Home Address:', o.home, 40, y + 70, 410, {}, true);
  lineValue(c, `decoy.owner${i}.home_phone`, 'Home Phone:', o.homePhone, 420, y + 70, 572, {}, true);
}

function draw(c: Canvas, m: Model, rng: Rng): void {
  c.rect(40, 30, 532, 44, { fill: NAVY });
  c.label('HARBORLINE FUNDING GROUP', 52, 38, { size: 16, bold: true, color: '#fff' });
  c.label('Merchant Cash Advance Application  |  Business Funding in as little as 24 hours', 52, 58, { size: 8.5, color: '#cfe0ff' });
  c.label('Your Funding Specialist:', 40, 82, { size: 8 });
  c.value('decoy.iso_rep', m.iso.name, 138, 91, 150, { label: 'Your Funding Specialist', decoy: true, size: 9 });
  c.label('Direct:', 300, 82, { size: 8 });
  c.value('decoy.iso_phone', m.iso.phone, 330, 91, 110, { label: 'Direct', decoy: true, size: 9 });
  c.label('fax apps to (888) 555-0142', 470, 82, { size: 7, color: '#666' });

  section(c, 'BUSINESS INFORMATION', 100);
  lineValue(c, 'legal_name', 'Business Name (Legal):', m.legal, 40, 136, 572, f.legal(m));
  lineValue(c, 'dba', 'Doing Business As:', m.dba?.text ?? '', 40, 158, 572, f.dba(m));
  lineValue(c, 'tax_id', 'Tax ID / EIN #:', m.tax.text, 40, 180, 300, f.tax(m.tax));
  lineValue(c, 'start', 'Business Inception Date:', m.start.text, 310, 180, 572, f.start(m));
  lineValue(c, 'entity', 'Entity Type (LLC, Corp, etc.):', m.entity.text, 40, 202, 300, f.entity(m.entity.id));
  lineValue(c, 'decoy.inc_state', 'State of Incorporation:', m.incState, 310, 202, 572, {}, true);
  lineValue(c, 'industry', 'Type of Business:', m.industry.text, 40, 224, 572, f.industry(m));
  lineValue(c, 'street', 'Business Address:', m.street, 40, 246, 572);
  lineValue(c, 'city', 'City:', m.city, 40, 268, 250);
  const stateText = rng.chance(0.7) ? m.state.code : m.state.name;
  lineValue(c, 'state', 'State:', stateText, 260, 268, 400, f.state(m));
  lineValue(c, 'zip', 'Zip:', m.zip, 410, 268, 572);
  lineValue(c, 'phone', 'Business Phone:', m.phone, 40, 290, 300);
  lineValue(c, 'email', 'Email:', m.email, 310, 290, 572);
  lineValue(c, 'website', 'Website:', m.website, 40, 312, 300);
  lineValue(c, 'employees', 'No. of Employees:', String(m.employees), 310, 312, 572);
  const rents = rng.chance(0.7);
  c.label('Own or Rent?', 40, 325, { size: 8.5 });
  c.check('own_rent', 'Own', 100, 325, !rents);
  c.check('own_rent', 'Rent', 135, 325, rents);
  lineValue(c, 'decoy.landlord', 'Landlord / Mortgage Co.:', rents ? m.landlord.name : '', 180, 334, 420, {}, true);
  lineValue(c, 'decoy.landlord_phone', 'Phone:', rents ? m.landlord.phone : '', 430, 334, 572, {}, true);

  section(c, 'FUNDING REQUEST', 344);
  lineValue(c, 'requested', 'How much do you need?', m.requested.text, 40, 380, 300, f.requested(m));
  lineValue(c, 'use', 'Use of Funds:', m.use, 310, 380, 572);
  lineValue(c, 'decoy.monthly_sales', 'Avg. Monthly Sales:', m.monthlySales, 40, 402, 300, {}, true);
  lineValue(c, 'decoy.annual_revenue', 'Annual Revenue:', m.annualRevenue, 310, 402, 572, {}, true);

  section(c, 'OWNER INFORMATION', 414);
  owner(c, m, 0, 436);
  if (m.owners[1]) owner(c, m, 1, 530);
  c.label('Page 1 of 2', 40, 770, { size: 7, color: '#666' });
  c.label('Harborline Funding Group  -  ISO Application v8', 430, 770, { size: 7, color: '#666' });

  c.newPage();
  let y = 40;
  if (m.owners.length > 2) {
    section(c, 'OWNER INFORMATION (continued)', y);
    owner(c, m, 2, y + 22);
    if (m.owners[3]) owner(c, m, 3, y + 116);
    y += m.owners[3] ? 210 : 116;
  }
  section(c, 'BANK INFORMATION', y);
  lineValue(c, 'decoy.bank', 'Bank Name:', m.bank.name, 40, y + 36, 230, {}, true);
  lineValue(c, 'decoy.routing', 'Routing #:', m.bank.routing, 240, y + 36, 400, {}, true);
  lineValue(c, 'decoy.account', 'Account #:', m.bank.account, 410, y + 36, 572, {}, true);
  y += 50;
  section(c, 'EXISTING ADVANCES / LOANS', y);
  for (let i = 0; i < 2; i++) {
    const p = m.positions[i];
    const yy = y + 36 + i * 22;
    lineValue(c, `decoy.funder${i}`, 'Funder:', p?.funder ?? '', 40, yy, 250, {}, true);
    lineValue(c, `decoy.funder${i}.balance`, 'Balance:', p?.balance ?? '', 260, yy, 410, {}, true);
    lineValue(c, `decoy.funder${i}.payment`, 'Payment:', p?.payment ?? '', 420, yy, 572, {}, true);
  }
  y += 94;
  section(c, 'TRADE REFERENCES', y);
  m.refs.slice(0, 2).forEach((r, i) => {
    const yy = y + 36 + i * 22;
    lineValue(c, `decoy.ref${i}`, 'Company:', r.name, 40, yy, 230, {}, true);
    lineValue(c, `decoy.ref${i}.contact`, 'Contact:', r.contact, 240, yy, 420, {}, true);
    lineValue(c, `decoy.ref${i}.phone`, 'Phone:', r.phone, 430, yy, 572, {}, true);
  });
  y += 94;
  section(c, 'AUTHORIZATION', y);
  y = fine(c, 'By signing below, each of the above owners certifies that the information provided in this application is true and ' +
    'complete, and authorizes Harborline Funding Group, its assigns and the funding partners to whom this application is ' +
    'submitted to obtain consumer and business credit reports, bank statements and any other information to verify it. ' +
    'The owners understand that a merchant cash advance is a purchase of future receivables and not a loan.', 40, y + 22, 532) + 40;
  signatures(c, m, rng, y);
  c.label('Page 2 of 2', 40, 770, { size: 7, color: '#666' });
}

export const HARBORLINE: Layout = {
  name: 'harborline-underlines', broker: 'Harborline Funding Group', options: { canada: 0, einInLabel: true },
  look: { label: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Courier', size: 10, fieldPrefix: 'hfg_', onState: 'Yes' }, draw,
};
