// Ironclad Business Funding: dense, small type, grey shaded section bars; owners in one table (up to three rows),
// entity checkboxes, a full funding request (amount, payment, number and frequency of payments), decoy tables.
import type { Rng } from '../../statements/generator/prng.ts';
import { money, usDate, type Deal } from './data.ts';
import type { Form, FieldValue } from './form.ts';
import { amountOf, authorization, dbaOf, dobOf, entityBoxes, ficoOf, FREQ_LABELS, fullName, nameFields, P, pctOf, roleOf, ssnOf, taxIdOf } from './parts.ts';

type F = Record<string, FieldValue> | null;
const L = 24, W = 564;

function bar(f: Form, title: string, y: number): number {
  f.doc.rect(L, y, W, 10).fill('#c8c8c8');
  f.text(title, L + 3, y + 2, { size: 6.8, font: 'Helvetica-Bold' });
  return y + 12;
}
/** Caption then value inline, a hairline under the value. */
function fld(f: Form, cap: string, key: string, text: string, fields: F, x: number, y: number, w: number): void {
  f.text(cap, x, y + 3, { size: 6 });
  const cw = f.doc.font('Helvetica').fontSize(6).widthOfString(cap) + 3;
  f.doc.lineWidth(0.3).strokeColor('#777').moveTo(x + cw, y + 11).lineTo(x + w - 4, y + 11).stroke();
  f.value(key, text, fields, x + cw, y, w - cw - 5, 11, 7.5);
}

export function ironclad(f: Form, d: Deal, r: Rng): void {
  const doc = f.doc;
  doc.save().polygon([L, 22], [L + 36, 22], [L + 36, 44], [L + 18, 58], [L, 44]).fill('#2e2e2e');
  f.text('IBF', L + 6, 32, { size: 10, font: 'Helvetica-Bold', color: 'white' }); doc.restore();
  f.text('IRONCLAD BUSINESS FUNDING, LLC', L + 44, 24, { size: 13, font: 'Helvetica-Bold' });
  f.text('Revenue-Based Financing Application  |  ISO Partner Program  |  ph 305-555-0199  |  fax 305-555-0198', L + 44, 42, { size: 6.3 });
  fld(f, 'ISO / Broker Rep:', 'iso_rep', d.rep.name, {}, 400, 18, 188);
  fld(f, 'ISO Phone:', 'iso_phone', d.rep.phone, {}, 400, 32, 188);
  let y = bar(f, '1. BUSINESS', 64);
  const dba = dbaOf(d), tax = taxIdOf(d, r, false);
  fld(f, 'Legal Name:', 'legal_name', d.legal, { [P('legal_name')]: d.legal }, L, y, 300);
  fld(f, 'DBA:', 'dba', dba.text, dba.fields, L + 300, y, 264); y += 14;
  fld(f, 'Address:', 'street', d.addr.street, null, L, y, 220);
  fld(f, 'City:', 'city', d.addr.city, null, L + 220, y, 140);
  fld(f, 'St:', 'state', d.addr.state, { [P('state_region')]: d.addr.state }, L + 360, y, 50);
  fld(f, 'Zip:', 'zip', d.addr.zip, null, L + 410, y, 70);
  fld(f, 'Emp:', 'employees', String(d.employees), null, L + 480, y, 84); y += 14;
  fld(f, 'Fed Tax ID:', 'tax_id', tax.text, tax.fields, L, y, 140);
  fld(f, 'Start Date:', 'start', usDate(d.start, 'short'), { [P('business_start_date')]: d.start }, L + 140, y, 110);
  fld(f, 'State of Formation:', 'state_of_inc', d.stateOfInc, {}, L + 250, y, 100);
  fld(f, 'Industry:', 'industry', d.industryText, { [P('industry')]: d.industryId }, L + 350, y, 214); y += 14;
  f.text('Entity:', L, y + 3, { size: 6 });
  entityBoxes(f, d, L + 26, y + 2, 10, 6.5); y += 14;
  fld(f, 'Phone:', 'phone', d.phone, null, L, y, 140);
  fld(f, 'Email:', 'email', d.email, null, L + 140, y, 200);
  fld(f, 'Web:', 'website', d.website, null, L + 340, y, 224); y += 16;
  y = bar(f, '2. FUNDING REQUEST', y);
  const amt = amountOf(d, r), terms = r.chance(0.6);
  fld(f, 'Amount Requested:', 'amount', amt.text, amt.fields, L, y, 150);
  fld(f, 'Desired Payment:', 'payment', terms ? money(r, d.payment) : '', terms ? { [P('requested_payment')]: d.payment } : null, L + 150, y, 130);
  fld(f, '# of Payments:', 'count', terms ? String(d.count) : '', terms ? { [P('number_of_payments')]: d.count } : null, L + 280, y, 100);
  fld(f, 'Use:', 'use', d.use, null, L + 380, y, 184); y += 14;
  f.text('Payment Schedule:', L, y + 2, { size: 6 });
  FREQ_LABELS.forEach(([label, id], k) => f.check(`freq_${id}`, label, terms && d.freq === id, { [P('payment_frequency')]: id }, L + 66 + k * 56, y + 1, 6.5, 6.5));
  fld(f, 'Avg Monthly Deposits:', 'monthly_sales', money(r, d.monthlySales), {}, L + 300, y, 150);
  fld(f, 'Annual Gross:', 'annual', money(r, d.annual), {}, L + 450, y, 114); y += 16;
  y = bar(f, '3. OWNERS / OFFICERS (20%+)', y);
  const cols: [string, number][] = [['Name', 150], ['Title', 80], ['Own %', 40], ['SSN', 74], ['DOB', 58], ['FICO', 34], ['Home Address', 128]];
  let cx = L;
  for (const [c, w] of cols) { doc.rect(cx, y, w, 9).fill('#ececec'); f.text(c, cx + 2, y + 2, { size: 5.8, font: 'Helvetica-Bold' }); cx += w; }
  y += 9;
  for (let i = 0; i < 3; i++) {
    const o = d.owners[i];
    const pct = o ? pctOf(i, o, r) : null, ssn = o ? ssnOf(i, o) : null, dob = o ? dobOf(i, o, 'short') : null, fico = o ? ficoOf(i, o) : null;
    const cells: [string, string, F][] = [
      ['name', o ? fullName(o, false) : '', o ? nameFields(i, o) : null], ['title', o?.title ?? '', o ? roleOf(i, o) : null],
      ['pct', pct?.text ?? '', pct?.fields ?? null], ['ssn', ssn?.text ?? '', ssn?.fields ?? null], ['dob', dob?.text ?? '', dob?.fields ?? null],
      ['fico', fico?.text ?? '', fico?.text ? fico.fields : null], ['home', o ? `${o.home.street}, ${o.home.city} ${o.home.state}` : '', o ? {} : null]];
    cx = L;
    cells.forEach(([k, t, fl], j) => {
      const w = cols[j]![1];
      doc.lineWidth(0.4).strokeColor('#888').rect(cx, y, w, 14).stroke();
      f.value(`o${i}_${k}`, t, fl, cx + 1, y + 1, w - 2, 12, 7);
      cx += w;
    });
    y += 14;
  }
  y = bar(f, '4. BANK / LANDLORD / TRADE REFERENCES', y + 4);
  fld(f, 'Bank:', 'bank', d.bank.name, {}, L, y, 150);
  fld(f, 'Routing:', 'routing', d.bank.routing, {}, L + 150, y, 130);
  fld(f, 'Acct:', 'account', d.bank.account, {}, L + 280, y, 130);
  fld(f, 'Landlord:', 'landlord', d.rent ? d.landlord.name : '', {}, L + 410, y, 154); y += 14;
  for (const [k, ref] of d.refs.entries()) {
    fld(f, `Ref ${k + 1}:`, `ref${k}`, ref.name, {}, L + (k * W) / 3, y, W / 3);
    fld(f, 'Ph:', `ref${k}_phone`, ref.phone, {}, L + (k * W) / 3, y + 13, W / 3);
  }
  y = bar(f, '5. CURRENT POSITIONS (MCA / LOANS)', y + 30);
  for (let k = 0; k < 2; k++) {
    const a = d.advances[k];
    fld(f, `Funder ${k + 1}:`, `adv${k}`, a?.funder ?? '', {}, L, y, 220);
    fld(f, 'Balance:', `adv${k}_bal`, a ? money(r, a.balance) : '', {}, L + 220, y, 170);
    fld(f, 'Daily/Wkly Pmt:', `adv${k}_pay`, a ? money(r, a.payment) : '', {}, L + 390, y, 174); y += 13;
  }
  y = bar(f, '6. AUTHORIZATION', y + 3);
  f.text(authorization('Ironclad Business Funding, LLC') + ' ' + authorization('any assignee').slice(0, 380), L, y, { size: 5.2, width: W, lineGap: 0.2 });
  y += 70;
  d.owners.forEach((o, i) => {
    const x = L + i * 190;
    f.signature(x + 6, y + 10, 120);
    doc.lineWidth(0.5).strokeColor('black').moveTo(x, y + 14).lineTo(x + 180, y + 14).stroke();
    f.text('Signature', x, y + 15, { size: 5.5 });
    f.value(`sign_name${i}`, `${o.first} ${o.last}`, nameFields(i, o), x, y + 22, 120, 11, 7);
    f.value(`sign_date${i}`, d.signDate, {}, x + 122, y + 22, 58, 11, 7);
    f.text('Print Name / Date', x, y + 34, { size: 5.5 });
  });
  f.text('IBF-ISO-APP 18 (1 page)', L, 776, { size: 5.5, color: '#777' });
}
