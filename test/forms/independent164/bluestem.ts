// Bluestem Capital Partners: values on lines with small captions UNDER them (the label is below, not beside), an
// entity checkbox row, two pages; one form in five is Canadian (Operating Name (O/A), BN with program account,
// province, postal code, SIN, CAD amounts, PIPEDA consent).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import { captionValue, f, fine, fullName, signatures, type Layout } from './fields.ts';
import type { Model } from './model.ts';

const GREEN = '#2f6b3a';
const US_BOXES: [string, string][] = [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['S-Corp', 's_corporation'], ['Partnership', 'general_partnership'], ['Sole Proprietor', 'sole_proprietorship']];
const CA_BOXES: [string, string][] = [['Corporation', 'ca_corporation'], ['Partnership', 'general_partnership'], ['Sole Proprietorship', 'sole_proprietorship'], ['Co-operative', 'cooperative']];

function heading(c: Canvas, title: string, y: number): void {
  c.label(title, 40, y, { size: 10, bold: true, color: GREEN });
  c.rule(40, 572, y + 13, GREEN, 1);
}

function cells(c: Canvas, y: number, cols: [string, number][], values: string[], keyBase: string): void {
  let x = 40;
  cols.forEach(([head, w], i) => {
    c.rect(x, y, w, 20, { stroke: '#777', width: 0.5 });
    if (values[i]) c.value(`${keyBase}.${head}`, values[i]!, x + 3, y + 16, w - 6, { label: head, decoy: true, size: 9 });
    x += w;
  });
}

function draw(c: Canvas, m: Model, rng: Rng): void {
  const ca = m.country === 'CA';
  c.label('Bluestem', 40, 34, { size: 22, bold: true, color: GREEN });
  c.label('Capital Partners', 40, 58, { size: 9, color: GREEN });
  c.label(ca ? 'BUSINESS FUNDING APPLICATION - CANADA' : 'BUSINESS FUNDING APPLICATION', 330, 38, { size: 11, bold: true });
  c.label('submissions@bluestem-capital.example  |  (800) 555-0199', 330, 54, { size: 7.5, color: '#555' });
  c.rule(40, 572, 72, GREEN, 2);
  c.label('Please print clearly and complete every field. Incomplete applications delay funding decisions.', 40, 78, { size: 7, color: '#555' });

  heading(c, '1   Business Profile', 94);
  captionValue(c, 'legal_name', 'Legal Business Name', m.legal, 40, 130, 330, f.legal(m));
  captionValue(c, 'dba', ca ? 'Operating Name (O/A)' : 'DBA / Trade Name', m.dba?.text ?? '', 370, 130, 202, f.dba(m));
  captionValue(c, 'tax_id', ca ? 'Business Number (BN) / Program Acct.' : 'Federal Tax ID (EIN)', m.tax.text, 40, 162, 180, f.tax(m.tax));
  captionValue(c, 'start', 'Date Business Started', m.start.text, 220, 162, 120, f.start(m));
  captionValue(c, 'decoy.inc_state', ca ? 'Jurisdiction of Incorporation' : 'State of Incorporation', m.incState, 340, 162, 130, {}, true);
  captionValue(c, 'employees', '# of Employees', String(m.employees), 470, 162, 102);
  captionValue(c, 'street', 'Street Address', m.street, 40, 194, 250);
  captionValue(c, 'city', 'City', m.city, 290, 194, 130);
  captionValue(c, 'state', ca ? 'Province' : 'State', rng.chance(0.65) ? m.state.code : m.state.name, 420, 194, 70, f.state(m));
  captionValue(c, 'zip', ca ? 'Postal Code' : 'Zip', m.zip, 490, 194, 82);
  captionValue(c, 'phone', 'Business Phone', m.phone, 40, 226, 150);
  captionValue(c, 'email', 'Email', m.email, 190, 226, 200);
  captionValue(c, 'website', 'Website', m.website, 390, 226, 182);
  c.label('Legal Entity:', 40, 246, { size: 8, bold: true });
  const boxes = ca ? CA_BOXES : US_BOXES;
  let x = 100;
  const hit = boxes.find((b) => b[1] === m.entity.id);
  for (const [label, id] of boxes) x = c.check('entity', label, x, 246, id === m.entity.id, f.entity(id)) + 12;
  c.check('entity', 'Other:', x, 246, !hit);
  c.rule(x + 36, 572, 254);
  c.value('entity_other', hit ? '' : m.entity.text, x + 36, 253.5, 572 - x - 36, { label: 'Other', fields: f.entity(m.entity.id) });
  captionValue(c, 'industry', 'Nature of Business (describe)', m.industry.text, 40, 286, 330, f.industry(m));
  captionValue(c, 'decoy.monthly_sales', 'Average Monthly Sales', m.monthlySales, 370, 286, 202, {}, true);

  heading(c, '2   Funding Request', 306);
  captionValue(c, 'requested', ca ? 'Amount Requested (CAD)' : 'Amount Requested', m.requested.text, 40, 342, 150, f.requested(m));
  captionValue(c, 'use', 'Use of Proceeds', m.use, 190, 342, 200);
  captionValue(c, 'frequency', 'Preferred Payment Schedule', rng.chance(0.5) ? m.frequency.text : '', 390, 342, 182, f.frequency(m));
  captionValue(c, 'decoy.annual_revenue', 'Gross Annual Sales', m.annualRevenue, 40, 374, 150, {}, true);
  captionValue(c, 'decoy.landlord', 'Landlord / Mortgage Holder', m.landlord.name, 190, 374, 200, {}, true);
  captionValue(c, 'decoy.landlord_phone', 'Landlord Phone', m.landlord.phone, 390, 374, 182, {}, true);

  heading(c, '3   Current Advances & Loans', 394);
  const cols: [string, number][] = [['Funder / Lender', 220], ['Current Balance', 140], ['Payment Amount', 172]];
  let cx = 40;
  for (const [head, w] of cols) { c.rect(cx, 414, w, 13, { fill: '#e5efe6', stroke: '#777' }); c.label(head, cx + 3, 417, { size: 7, bold: true }); cx += w; }
  for (let i = 0; i < 3; i++) {
    const p = m.positions[i];
    cells(c, 427 + i * 20, cols, p ? [p.funder, p.balance, p.payment] : [], `decoy.position${i}`);
  }
  heading(c, '4   Business Bank Account', 498);
  captionValue(c, 'decoy.bank', 'Bank Name', m.bank.name, 40, 534, 200, {}, true);
  captionValue(c, 'decoy.routing', ca ? 'Transit / Institution #' : 'ABA Routing #', m.bank.routing, 240, 534, 150, {}, true);
  captionValue(c, 'decoy.account', 'Account #', m.bank.account, 390, 534, 182, {}, true);
  c.label('Bluestem Capital Partners  -  Application p. 1 of 2', 40, 770, { size: 7, color: '#777' });

  c.newPage();
  heading(c, '5   Owners / Principals (all owners of 20% or more)', 40);
  m.owners.forEach((o, i) => {
    const b = 62 + i * 76;
    c.label(`Principal #${i + 1}`, 40, b, { size: 7.5, bold: true, color: GREEN });
    captionValue(c, `owner${i}.name`, 'Full Name', fullName(o), 40, b + 30, 220, f.name(i, o));
    captionValue(c, `owner${i}.title`, 'Title', o.role, 260, b + 30, 110, f.role(i, o));
    captionValue(c, `owner${i}.own`, '% Ownership', o.own.text, 370, b + 30, 70, f.own(i, o));
    captionValue(c, `owner${i}.dob`, 'Date of Birth', o.dob.text, 440, b + 30, 132, f.dob(i, o));
    captionValue(c, `owner${i}.ssn`, ca ? 'SIN (Social Insurance #)' : 'Social Security #', o.tax.text, 40, b + 60, 150, f.ssn(i, o));
    captionValue(c, `decoy.owner${i}.home`, 'Home Address', o.home, 190, b + 60, 282, {}, true);
    captionValue(c, `decoy.owner${i}.home_phone`, 'Home Phone', o.homePhone, 472, b + 60, 100, {}, true);
  });
  let y = 62 + m.owners.length * 76 + 6;
  heading(c, '6   Trade References', y);
  m.refs.slice(0, 2).forEach((r, i) => {
    const yy = y + 46 + i * 32;
    captionValue(c, `decoy.ref${i}`, 'Supplier / Vendor', r.name, 40, yy, 200, {}, true);
    captionValue(c, `decoy.ref${i}.contact`, 'Contact', r.contact, 240, yy, 180, {}, true);
    captionValue(c, `decoy.ref${i}.phone`, 'Phone', r.phone, 420, yy, 152, {}, true);
  });
  y += 112;
  heading(c, ca ? '7   Consent (PIPEDA)' : '7   Authorization', y);
  const text = ca
    ? 'In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), each undersigned principal ' +
      'consents to Bluestem Capital Partners and its funding partners collecting, using and disclosing the personal information in ' +
      'this application, including obtaining credit reports from Equifax Canada and TransUnion Canada, to assess this request for ' +
      'financing and to manage any resulting agreement. Principals may withdraw consent subject to legal and contractual restrictions.'
    : 'Each undersigned principal certifies that the information above is true and correct and authorizes Bluestem Capital ' +
      'Partners and its funding partners to obtain consumer and commercial credit reports, to verify bank, tax and trade ' +
      'information, and to share this application with funders for the purpose of evaluating a purchase of future receivables.';
  y = fine(c, text, 40, y + 20, 532) + 40;
  signatures(c, m, rng, y);
  c.label('Bluestem Capital Partners  -  Application p. 2 of 2', 40, 770, { size: 7, color: '#777' });
}

export const BLUESTEM: Layout = {
  name: 'bluestem-captions', broker: 'Bluestem Capital Partners', options: { canada: 0.2, einInLabel: true },
  look: { label: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Helvetica', size: 10, fieldPrefix: 'BCP_', onState: 'On' }, draw,
};
