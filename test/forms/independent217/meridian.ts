// Meridian Merchant Advisors: two columns (business left, principal right), captions above grey value strips, owner
// names printed "Last, First M.", start date written out, EIN sometimes bare under an "(EIN)" label; owners 2-3 on page 2.
import type { Rng } from '../../statements/generator/prng.ts';
import { addrLine, money, usDate, type Deal } from './data.ts';
import type { Form, FieldValue } from './form.ts';
import { amountOf, authorization, dbaOf, dobOf, ficoOf, lastFirst, nameFields, P, pctOf, roleOf, ssnOf, taxIdOf } from './parts.ts';

const TEAL = '#00606b';
type F = Record<string, FieldValue> | null;
const COL = [36, 318], CW = 258;

function strip(f: Form, label: string, key: string, text: string, fields: F, x: number, y: number, w = CW): number {
  f.text(label, x, y, { size: 6.5, color: TEAL, font: 'Helvetica-Bold' });
  f.doc.rect(x, y + 8, w, 14).fill('#eef2f3');
  f.value(key, text, fields, x + 1, y + 9, w - 2, 13, 9);
  return y + 27;
}
function head(f: Form, title: string, x: number, y: number, w = CW): number {
  f.text(title.toUpperCase(), x, y, { size: 8.5, font: 'Helvetica-Bold', color: TEAL });
  f.doc.lineWidth(0.8).strokeColor(TEAL).moveTo(x, y + 11).lineTo(x + w, y + 11).stroke();
  return y + 16;
}

function ownerColumn(f: Form, d: Deal, r: Rng, i: number, x: number, y: number): number {
  const o = d.owners[i];
  y = head(f, i === 0 ? 'Principal Owner' : `Additional Owner ${i + 1}`, x, y);
  const g = (fl: F | undefined): F => (o ? fl ?? null : null);
  y = strip(f, 'Name (Last, First)', `o${i}_name`, o ? lastFirst(o) : '', g(o && nameFields(i, o)), x, y);
  const pct = o ? pctOf(i, o, r) : null;
  strip(f, 'Title', `o${i}_title`, o?.title ?? '', g(o && roleOf(i, o)), x, y, 160);
  y = strip(f, 'Ownership', `o${i}_pct`, pct?.text ?? '', g(pct?.fields), x + 168, y, 90);
  const ssn = o ? ssnOf(i, o) : null, dob = o ? dobOf(i, o) : null, fico = o ? ficoOf(i, o) : null;
  strip(f, 'SSN', `o${i}_ssn`, ssn?.text ?? '', g(ssn?.fields), x, y, 125);
  y = strip(f, 'Date of Birth', `o${i}_dob`, dob?.text ?? '', g(dob?.fields), x + 133, y, 125);
  y = strip(f, 'Home Address', `o${i}_home`, o ? addrLine(o.home) : '', g({}), x, y);
  strip(f, 'Mobile', `o${i}_cell`, o?.phone ?? '', null, x, y, 125);
  y = strip(f, 'Credit Score (self-reported)', `o${i}_fico`, fico?.text ?? '', fico?.text ? fico.fields : null, x + 133, y, 125);
  return y;
}

export function meridian(f: Form, d: Deal, r: Rng): void {
  const doc = f.doc;
  doc.save().lineWidth(2).strokeColor(TEAL).circle(58, 48, 20).stroke();
  doc.moveTo(58, 24).lineTo(58, 72).stroke().polygon([58, 30], [64, 48], [58, 66], [52, 48]).fill(TEAL).restore();
  f.text('MERIDIAN', 86, 32, { size: 17, font: 'Helvetica-Bold', color: TEAL });
  f.text('Merchant Advisors', 86, 51, { size: 10, font: 'Helvetica-Oblique', color: '#333' });
  f.text('Application for Business Funding', 360, 32, { size: 11, font: 'Helvetica-Bold' });
  f.text('Please complete all fields. Incomplete applications delay funding.', 360, 48, { size: 6.5, width: 216 });
  doc.lineWidth(0.5).strokeColor('#999').moveTo(297, 84).lineTo(297, 700).stroke();
  let y = head(f, 'Business Profile', COL[0]!, 84);
  const dba = dbaOf(d);
  y = strip(f, 'Legal Business Name', 'legal_name', d.legal, { [P('legal_name')]: d.legal }, COL[0]!, y);
  y = strip(f, 'Doing Business As', 'dba', dba.text, dba.fields, COL[0]!, y);
  strip(f, 'Entity', 'entity', d.entityText, { [P('type_of_entity')]: d.entityId }, COL[0]!, y, 125);
  const tax = taxIdOf(d, r, d.einType === 'EIN');
  y = strip(f, d.einType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Federal Tax ID', 'tax_id', tax.text, tax.fields, COL[0]! + 133, y, 125);
  y = strip(f, 'Business Start Date', 'start', usDate(d.start, 'long'), { [P('business_start_date')]: d.start }, COL[0]!, y);
  y = strip(f, 'Street Address', 'street', d.addr.street, null, COL[0]!, y);
  strip(f, 'City', 'city', d.addr.city, null, COL[0]!, y, 130);
  strip(f, 'State', 'state', d.addr.state, { [P('state_region')]: d.addr.state }, COL[0]! + 136, y, 50);
  y = strip(f, 'ZIP', 'zip', d.addr.zip, null, COL[0]! + 192, y, 66);
  y = strip(f, 'Nature of Business', 'industry', d.industryText, { [P('industry')]: d.industryId }, COL[0]!, y);
  strip(f, 'Business Phone', 'phone', d.phone, null, COL[0]!, y, 125);
  y = strip(f, 'Incorporated in (state)', 'state_of_inc', d.stateOfInc, {}, COL[0]! + 133, y, 125);
  y = strip(f, 'Landlord Name & Phone', 'landlord', d.rent ? `${d.landlord.name} ${d.landlord.phone}` : '', {}, COL[0]!, y);
  y = head(f, 'Request', COL[0]!, y + 4);
  const amt = amountOf(d, r);
  strip(f, 'Funding Amount Requested', 'amount', amt.text, amt.fields, COL[0]!, y, 125);
  y = strip(f, 'Monthly Card + Cash Sales', 'monthly_sales', money(r, d.monthlySales), {}, COL[0]! + 133, y, 125);
  y = strip(f, 'Purpose of Funds', 'use', d.use, null, COL[0]!, y);
  let y2 = ownerColumn(f, d, r, 0, COL[1]!, 84);
  y2 = head(f, 'Business Banking', COL[1]!, y2 + 4);
  y2 = strip(f, 'Bank Name', 'bank', d.bank.name, {}, COL[1]!, y2);
  strip(f, 'ABA Routing', 'routing', d.bank.routing, {}, COL[1]!, y2, 125);
  y2 = strip(f, 'Account Number', 'account', d.bank.account, {}, COL[1]! + 133, y2, 125);
  y2 = head(f, 'Open Advances / Loans', COL[1]!, y2 + 4);
  for (let k = 0; k < 2; k++) {
    const a = d.advances[k];
    strip(f, `Funder ${k + 1}`, `adv${k}`, a?.funder ?? '', {}, COL[1]!, y2, 125);
    y2 = strip(f, 'Balance / Payment', `adv${k}_bal`, a ? `${money(r, a.balance)} / ${money(r, a.payment)}` : '', {}, COL[1]! + 133, y2, 125);
  }
  f.text(`ISO: ${d.rep.name}  |  ${d.rep.phone}  |  ${d.rep.email}`, 36, Math.max(y, y2) + 12, { size: 6.5, color: '#555' });
  f.text('MMA-18 Rev. 2025  -  1/2', 36, 772, { size: 6, color: '#777' });
  f.addPage();
  ownerColumn(f, d, r, 1, COL[0]!, 36);
  ownerColumn(f, d, r, 2, COL[1]!, 36);
  y = head(f, 'Trade References', COL[0]!, 290, 540);
  for (const [k, ref] of d.refs.entries()) {
    f.decoy(`ref${k}`, ref.name, 36, y, 200, 13); f.decoy(`ref${k}_contact`, ref.contact, 240, y, 160, 13); f.decoy(`ref${k}_phone`, ref.phone, 420, y, 150, 13);
    y += 16;
  }
  y = head(f, 'Consent & Signatures', COL[0]!, y + 10, 540);
  f.text(authorization('Meridian Merchant Advisors'), 36, y, { size: 6.5, width: 540, lineGap: 0.8 }); y += 90;
  d.owners.forEach((o, i) => {
    f.signature(44, y + 10, 150);
    doc.lineWidth(0.5).strokeColor('black').moveTo(36, y + 16).lineTo(230, y + 16).stroke();
    f.text(`Owner ${i + 1} signature`, 36, y + 18, { size: 6 });
    f.value(`sign_name${i}`, `${o.first} ${o.last}`, nameFields(i, o), 250, y + 3, 180, 13);
    f.value(`sign_date${i}`, d.signDate, {}, 450, y + 3, 100, 13);
    doc.moveTo(250, y + 16).lineTo(430, y + 16).stroke().moveTo(450, y + 16).lineTo(560, y + 16).stroke();
    f.text('Printed name', 250, y + 18, { size: 6 }); f.text('Date', 450, y + 18, { size: 6 });
    y += 36;
  });
  f.text('MMA-18 Rev. 2025  -  2/2', 36, 772, { size: 6, color: '#777' });
}
