// Keystone Capital Partners: a boxed grid, every cell with a tiny caption in its top-left (or top-right) corner;
// two pages, owners 1-2 on page 1, owner 3 (often blank) on page 2 with the bank, references and positions.
import type { Rng } from '../../statements/generator/prng.ts';
import { addrLine, money, usDate, type Deal } from './data.ts';
import type { Form, FieldValue } from './form.ts';
import { amountOf, authorization, dbaOf, dobOf, entityBoxes, ficoOf, nameFields, O, P, pctOf, roleOf, ssnOf, taxIdOf } from './parts.ts';

const L = 30, W = 552;
type F = Record<string, FieldValue> | null;

function cell(f: Form, cap: string, x: number, y: number, w: number, h = 22, right = false): void {
  f.doc.lineWidth(0.5).strokeColor('#333').rect(x, y, w, h).stroke();
  f.text(cap.toUpperCase(), right ? x + w - 2 - f.doc.font('Helvetica').fontSize(4.8).widthOfString(cap.toUpperCase()) : x + 1.5, y + 1.2, { size: 4.8, color: '#444' });
}
function vcell(f: Form, cap: string, key: string, text: string, fields: F, x: number, y: number, w: number, h = 22): void {
  cell(f, cap, x, y, w, h, f.rng.chance(0.15));
  f.value(key, text, fields, x + 1, y + 7, w - 2, h - 8, 8.5);
}
function bar(f: Form, title: string, y: number): void {
  f.doc.rect(L, y, W, 11).fill('#1b1b1b');
  f.text(title, L + 4, y + 2.2, { size: 7.5, font: 'Helvetica-Bold', color: 'white' });
}

export function keystone(f: Form, d: Deal, r: Rng): void {
  const doc = f.doc;
  doc.save().polygon([L, 70], [L + 10, 30], [L + 40, 30], [L + 50, 70]).fill('#7a1f1f');
  doc.polygon([L + 18, 30], [L + 32, 30], [L + 29, 48], [L + 21, 48]).fill('white').restore();
  f.text('KEYSTONE', L + 58, 32, { size: 20, font: 'Helvetica-Bold', color: '#7a1f1f' });
  f.text('CAPITAL PARTNERS', L + 58, 54, { size: 9, font: 'Helvetica', color: '#333' });
  f.text('MERCHANT FUNDING APPLICATION', 330, 34, { size: 12, font: 'Helvetica-Bold' });
  f.text('1400 Broadway, Suite 2210 - New York, NY 10018 - (212) 555-0187 - submissions@keystonecp.example', 330, 52, { size: 5.5, width: 250 });
  vcell(f, 'ISO Representative', 'iso_rep', d.rep.name, {}, L, 80, 180);
  vcell(f, 'Rep Phone', 'iso_phone', d.rep.phone, {}, L + 180, 80, 110);
  vcell(f, 'Rep E-mail', 'iso_email', d.rep.email, {}, L + 290, 80, 262);
  bar(f, 'SECTION 1 - BUSINESS INFORMATION', 110);
  let y = 121;
  const dba = dbaOf(d);
  vcell(f, 'Legal / Corporate Name', 'legal_name', d.legal, { [P('legal_name')]: d.legal }, L, y, 330);
  vcell(f, 'DBA (if different)', 'dba', dba.text, dba.fields, L + 330, y, 222); y += 22;
  vcell(f, 'Physical Address (no P.O. Box)', 'street', d.addr.street, null, L, y, 230);
  vcell(f, 'City', 'city', d.addr.city, null, L + 230, y, 120);
  vcell(f, 'State', 'state', d.addr.state, { [P('state_region')]: d.addr.state }, L + 350, y, 40);
  vcell(f, 'Zip', 'zip', d.addr.zip, null, L + 390, y, 60);
  vcell(f, 'Business Phone', 'phone', d.phone, null, L + 450, y, 102); y += 22;
  const tax = taxIdOf(d, r, false);
  vcell(f, 'Federal Tax ID', 'tax_id', tax.text, tax.fields, L, y, 110);
  vcell(f, 'Business Start Date', 'start', usDate(d.start, 'slash'), { [P('business_start_date')]: d.start }, L + 110, y, 90);
  vcell(f, 'State of Inc.', 'state_of_inc', d.stateOfInc, {}, L + 200, y, 50);
  vcell(f, 'Type of Business / Industry', 'industry', d.industryText, { [P('industry')]: d.industryId }, L + 250, y, 180);
  vcell(f, '# Employees', 'employees', String(d.employees), null, L + 430, y, 50);
  vcell(f, 'Website', 'website', d.website, null, L + 480, y, 72); y += 22;
  cell(f, 'Entity Type (check one)', L, y, W, 22);
  entityBoxes(f, d, L + 6, y + 10, 14); y += 22;
  vcell(f, 'Business E-mail', 'email', d.email, null, L, y, 160);
  cell(f, 'Premises', L + 160, y, 80);
  f.check('own', 'Own', !d.rent, null, L + 164, y + 10); f.check('rent', 'Rent', d.rent, null, L + 200, y + 10);
  vcell(f, 'Landlord / Mortgage Co.', 'landlord', d.rent ? d.landlord.name : '', {}, L + 240, y, 150);
  vcell(f, 'Landlord Phone', 'landlord_phone', d.rent ? d.landlord.phone : '', {}, L + 390, y, 92);
  vcell(f, 'Monthly Rent', 'rent', d.rent ? money(r, d.landlord.rent) : '', {}, L + 482, y, 70); y += 30;
  bar(f, 'SECTION 2 - FUNDING REQUEST', y); y += 11;
  const amt = amountOf(d, r);
  vcell(f, 'Amount Requested', 'amount', amt.text, amt.fields, L, y, 110);
  vcell(f, 'Use of Funds', 'use', d.use, null, L + 110, y, 200);
  vcell(f, 'Avg. Monthly Gross Sales', 'monthly_sales', money(r, d.monthlySales), {}, L + 310, y, 120);
  vcell(f, 'Annual Revenue', 'annual', money(r, d.annual), {}, L + 430, y, 122); y += 30;
  bar(f, 'SECTION 3 - OWNER / OFFICER INFORMATION (all owners of 20% or more)', y); y += 11;
  for (let i = 0; i < 2; i++) { owner(f, d, r, i, y); y += 80; }
  f.text('Keystone Capital Partners - Application v18.2 - Page 1 of 2', L, 770, { size: 5.5, color: '#666' });
  f.addPage();
  bar(f, 'SECTION 3 (cont.) - ADDITIONAL OWNER', 30);
  owner(f, d, r, 2, 41);
  y = 125;
  bar(f, 'SECTION 4 - BANK INFORMATION', y); y += 11;
  vcell(f, 'Bank Name', 'bank', d.bank.name, {}, L, y, 180);
  vcell(f, 'Routing / ABA #', 'routing', d.bank.routing, {}, L + 180, y, 120);
  vcell(f, 'Business Checking Account #', 'account', d.bank.account, {}, L + 300, y, 150);
  vcell(f, 'Avg. Daily Balance', 'adb', money(r, r.int(2, 60) * 1000), {}, L + 450, y, 102); y += 30;
  bar(f, 'SECTION 5 - TRADE REFERENCES', y); y += 11;
  for (const [k, ref] of d.refs.entries()) {
    vcell(f, `Reference ${k + 1} - Company`, `ref${k}`, ref.name, {}, L, y, 220);
    vcell(f, 'Contact', `ref${k}_contact`, ref.contact, {}, L + 220, y, 180);
    vcell(f, 'Phone', `ref${k}_phone`, ref.phone, {}, L + 400, y, 152); y += 22;
  }
  y += 8; bar(f, 'SECTION 6 - CURRENT ADVANCES / LOANS (list all open positions)', y); y += 11;
  for (let k = 0; k < 3; k++) {
    const a = d.advances[k];
    vcell(f, 'Funder / Lender', `adv${k}`, a?.funder ?? '', {}, L, y, 220);
    vcell(f, 'Current Balance', `adv${k}_bal`, a ? money(r, a.balance) : '', {}, L + 220, y, 166);
    vcell(f, 'Payment Amount', `adv${k}_pay`, a ? money(r, a.payment) : '', {}, L + 386, y, 166); y += 22;
  }
  y += 8; bar(f, 'SECTION 7 - AUTHORIZATION', y); y += 14;
  f.text(authorization('Keystone Capital Partners'), L, y, { size: 6, width: W, lineGap: 0.5 }); y += 78;
  d.owners.forEach((o, i) => {
    const x = L + i * 184;
    f.signature(x + 8, y + 14, 150);
    f.doc.lineWidth(0.5).moveTo(x, y + 20).lineTo(x + 170, y + 20).stroke();
    f.text(`Signature - Owner ${i + 1}`, x, y + 22, { size: 5.5 });
    f.value(`sign_name${i}`, `${o.first} ${o.last}`, nameFields(i, o), x, y + 28, 110, 13, 8);
    f.value(`sign_date${i}`, d.signDate, {}, x + 112, y + 28, 58, 13, 8);
    f.doc.lineWidth(0.4).moveTo(x, y + 42).lineTo(x + 170, y + 42).stroke();
    f.text('Print Name                                  Date', x, y + 44, { size: 5.5 });
  });
  f.text('Keystone Capital Partners - Application v18.2 - Page 2 of 2', L, 770, { size: 5.5, color: '#666' });
}

function owner(f: Form, d: Deal, r: Rng, i: number, y: number): void {
  const o = d.owners[i];
  const v = (cap: string, key: string, text: string | undefined, fields: F, x: number, w: number, yy: number): void =>
    vcell(f, cap, `o${i}_${key}`, o ? text ?? '' : '', o ? fields : null, L + x, yy, w);
  f.text(`OWNER ${i + 1}${i ? ' (if applicable)' : ''}`, L, y + 2, { size: 6, font: 'Helvetica-Bold' });
  y += 10;
  v('First Name', 'first', o?.first, o ? { [O(i, 'first_name')]: o.first } : null, 0, 150, y);
  v('M.I.', 'mi', o?.middle ?? '', null, 150, 30, y);
  v('Last Name', 'last', o?.last, o ? { [O(i, 'last_name')]: o.last } : null, 180, 170, y);
  v('Title', 'title', o?.title, o ? roleOf(i, o) : null, 350, 130, y);
  const pct = o ? pctOf(i, o, r) : null;
  v('Ownership %', 'pct', pct?.text, pct?.fields ?? null, 480, 72, y); y += 22;
  v('Home Address', 'home', o ? addrLine(o.home) : '', {}, 0, 350, y);
  v('Cell Phone', 'cell', o?.phone, null, 350, 100, y);
  v('E-mail', 'email', o?.email, null, 450, 102, y); y += 22;
  const ssn = o ? ssnOf(i, o) : null, dob = o ? dobOf(i, o) : null, fico = o ? ficoOf(i, o) : null;
  v('Social Security #', 'ssn', ssn?.text, ssn?.fields ?? null, 0, 150, y);
  v('Date of Birth', 'dob', dob?.text, dob?.fields ?? null, 150, 110, y);
  v('Est. Credit Score', 'fico', fico?.text, fico?.text ? fico.fields : null, 260, 90, y);
  v("Driver's License # / State", 'dl', o ? `${r.pick(['D', 'S', 'K'])}${r.digits(8)} ${o.home.state}` : '', {}, 350, 202, y);
}
