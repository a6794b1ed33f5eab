// Bluewater Funding Group: underlined rows ("Label ________"), free-text entity, owner names printed whole (middle
// initial, credentials), start date or only years in business, a remittance preference row; at most two owners.
import type { Rng } from '../../statements/generator/prng.ts';
import { addrLine, money, usDate, type Deal } from './data.ts';
import type { Form, FieldValue } from './form.ts';
import { amountOf, authorization, dbaOf, dobOf, ficoOf, FREQ_LABELS, fullName, nameFields, P, pctOf, roleOf, ssnOf, taxIdOf } from './parts.ts';

const BLUE = '#0d4f8b';
type F = Record<string, FieldValue> | null;

/** "Label ______" with the value sitting on the rule; returns the x after it. */
function line(f: Form, label: string, key: string, text: string, fields: F, x: number, y: number, w: number): number {
  f.text(label, x, y + 4, { size: 7.5, font: 'Helvetica-Bold', color: BLUE });
  const lw = f.doc.font('Helvetica-Bold').fontSize(7.5).widthOfString(label) + 4;
  f.doc.lineWidth(0.5).strokeColor('#555').moveTo(x + lw, y + 12).lineTo(x + w - 6, y + 12).stroke();
  f.value(key, text, fields, x + lw, y, w - lw - 8, 12, 9);
  return x + w;
}
function heading(f: Form, title: string, y: number): void {
  f.text(title, 36, y, { size: 10, font: 'Helvetica-Bold', color: BLUE });
  f.doc.lineWidth(1.5).strokeColor(BLUE).moveTo(36, y + 13).lineTo(576, y + 13).stroke();
}

export function bluewater(f: Form, d: Deal, r: Rng): void {
  const doc = f.doc;
  doc.save().circle(60, 50, 22).fill(BLUE);
  for (let k = 0; k < 3; k++) {
    doc.lineWidth(2).strokeColor('white').moveTo(42, 44 + k * 7).bezierCurveTo(50, 38 + k * 7, 58, 50 + k * 7, 78, 42 + k * 7).stroke();
  }
  doc.restore();
  f.text('Bluewater Funding Group', 90, 34, { size: 18, font: 'Times-Bold', color: BLUE });
  f.text('Small Business Capital Application', 90, 56, { size: 9, font: 'Times-Italic', color: '#333' });
  f.text('2 Seaport Lane, Boston, MA 02210\nTel (617) 555-0144  Fax (617) 555-0145\ndeals@bluewaterfg.example', 430, 34, { size: 6.5, width: 150, align: 'right' });
  let y = 86;
  heading(f, 'Business Information', y); y += 20;
  const dba = dbaOf(d);
  line(f, 'Business Legal Name:', 'legal_name', d.legal, { [P('legal_name')]: d.legal }, 36, y, 540); y += 18;
  line(f, 'DBA:', 'dba', dba.text, dba.fields, 36, y, 300);
  line(f, 'Entity Type:', 'entity', d.entityText, { [P('type_of_entity')]: d.entityId }, 336, y, 240); y += 18;
  line(f, 'Business Address:', 'address', addrLine(d.addr), { [P('state_region')]: d.addr.state }, 36, y, 540); y += 18;
  const tax = taxIdOf(d, r, false);
  line(f, 'Tax ID #:', 'tax_id', tax.text, tax.fields, 36, y, 180);
  const yearsOnly = r.chance(0.3);
  if (yearsOnly) line(f, 'Years in Business:', 'years', String(d.years), {}, 216, y, 180);
  else line(f, 'Date Business Started:', 'start', usDate(d.start, r.pick(['slash', 'short'] as const)), { [P('business_start_date')]: d.start }, 216, y, 180);
  line(f, 'State of Inc.:', 'state_of_inc', d.stateOfInc, {}, 396, y, 180); y += 18;
  line(f, 'Type of Business:', 'industry', d.industryText, { [P('industry')]: d.industryId }, 36, y, 300);
  line(f, 'Phone:', 'phone', d.phone, null, 336, y, 240); y += 18;
  line(f, 'E-mail:', 'email', d.email, null, 36, y, 300);
  line(f, 'Website:', 'website', d.website, null, 336, y, 240); y += 18;
  line(f, 'Landlord:', 'landlord', d.rent ? d.landlord.name : 'OWN', {}, 36, y, 300);
  line(f, 'Landlord Phone:', 'landlord_phone', d.rent ? d.landlord.phone : '', {}, 336, y, 240); y += 26;
  heading(f, 'Funding Request', y); y += 20;
  const amt = amountOf(d, r);
  line(f, 'Amount Requested: ', 'amount', amt.text, amt.fields, 36, y, 220);
  line(f, 'Use of Funds:', 'use', d.use, null, 256, y, 320); y += 18;
  line(f, 'Gross Monthly Sales:', 'monthly_sales', money(r, d.monthlySales), {}, 36, y, 220);
  f.text('Preferred remittance:', 266, y + 4, { size: 7.5, font: 'Helvetica-Bold', color: BLUE });
  const pref = r.chance(0.65) ? (d.freq === 'daily' || d.freq === 'weekly' ? d.freq : 'weekly') : null;
  FREQ_LABELS.slice(0, 2).forEach(([label, id], k) =>
    f.check(`freq_${id}`, label, pref === id, { [P('payment_frequency')]: id }, 360 + k * 60, y + 4, 7));
  y += 26;
  for (let i = 0; i < 2; i++) {
    const o = d.owners[i];
    heading(f, i === 0 ? 'Owner / Principal #1' : 'Owner / Partner #2 (if any)', y); y += 20;
    const g = (fields: F): F => (o ? fields : null);
    line(f, 'Full Name:', `o${i}_name`, o ? fullName(o) : '', g(o ? nameFields(i, o) : null), 36, y, 300);
    line(f, 'Title:', `o${i}_title`, o?.title ?? '', g(o ? roleOf(i, o) : null), 336, y, 140);
    const pct = o ? pctOf(i, o, r) : null;
    line(f, '% Owned:', `o${i}_pct`, pct?.text ?? '', g(pct?.fields ?? null), 476, y, 100); y += 18;
    line(f, 'Home Address:', `o${i}_home`, o ? addrLine(o.home) : '', g({}), 36, y, 540); y += 18;
    const ssn = o ? ssnOf(i, o) : null, dob = o ? dobOf(i, o, r.pick(['slash', 'short'] as const)) : null, fico = o ? ficoOf(i, o) : null;
    line(f, 'SSN:', `o${i}_ssn`, ssn?.text ?? '', g(ssn?.fields ?? null), 36, y, 150);
    line(f, 'DOB:', `o${i}_dob`, dob?.text ?? '', g(dob?.fields ?? null), 186, y, 120);
    line(f, 'FICO:', `o${i}_fico`, fico?.text ?? '', fico?.text ? fico.fields : null, 306, y, 90);
    line(f, 'Cell:', `o${i}_cell`, o?.phone ?? '', null, 396, y, 180); y += 26;
  }
  f.text('Page 1 of 2   BFG-APP 03/25', 36, 770, { size: 6, color: '#777' });
  f.addPage();
  y = 40;
  heading(f, 'Bank & Trade References', y); y += 20;
  line(f, 'Business Bank:', 'bank', d.bank.name, {}, 36, y, 200);
  line(f, 'Routing #:', 'routing', d.bank.routing, {}, 236, y, 160);
  line(f, 'Account #:', 'account', d.bank.account, {}, 396, y, 180); y += 18;
  for (const [k, ref] of d.refs.slice(0, 2).entries()) {
    line(f, `Trade Reference ${k + 1}:`, `ref${k}`, ref.name, {}, 36, y, 300);
    line(f, 'Phone:', `ref${k}_phone`, ref.phone, {}, 336, y, 240); y += 18;
  }
  y += 8; heading(f, 'Existing Advances / Loans', y); y += 20;
  f.text(d.advances.length ? 'Funder                                   Balance                    Payment' : 'None declared', 36, y, { size: 7.5 }); y += 12;
  for (const [k, a] of d.advances.entries()) {
    f.value(`adv${k}`, a.funder, {}, 36, y, 180, 12); f.value(`adv${k}_bal`, money(r, a.balance), {}, 200, y, 100, 12);
    f.value(`adv${k}_pay`, `${money(r, a.payment)}/day`, {}, 330, y, 120, 12); y += 16;
  }
  y += 10; heading(f, 'Authorization & Signature', y); y += 20;
  f.text(authorization('Bluewater Funding Group'), 36, y, { size: 7, width: 540, lineGap: 1 }); y += 100;
  d.owners.slice(0, 2).forEach((o, i) => {
    f.signature(46, y + 8, 160);
    line(f, 'Signature:', `sig${i}`, '', null, 36, y, 250);
    line(f, 'Print Name:', `sign_name${i}`, fullName(o, false), nameFields(i, o), 286, y, 190);
    line(f, 'Date:', `sign_date${i}`, d.signDate, {}, 476, y, 100); y += 30;
  });
  f.text('Submitted by (ISO):', 36, y + 10, { size: 7, font: 'Helvetica-Bold' });
  f.value('iso_rep', `${d.rep.name}  ${d.rep.phone}`, {}, 120, y + 6, 250, 12, 8);
  f.text('Page 2 of 2   BFG-APP 03/25', 36, 770, { size: 6, color: '#777' });
}
