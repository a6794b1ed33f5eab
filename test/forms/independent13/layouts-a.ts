// Layouts 1-2: Keystone Bridge Capital (owners as the columns of a table) and Tidewater Merchant Funding (boxes with
// tiny caps labels in their top-left corners, comb fields for the tax ID and the start date).
import type { Rng } from '../../statements/generator/prng.ts';
import { AUTH, amount, bar, cornerBox, dba, entity, entityBoxes, frequencyBoxes, industry, legal, lined, payment, payments, region, startDate, taxId, US_ENTITY_BOXES, type Layout } from './common.ts';
import { addressLine, date, FREQ_LABEL, money, ownerId, ownerName, nameTruth } from './fmt.ts';
import type { Merchant } from './model.ts';
import { own, type Sheet } from './sheet.ts';

function keystone(s: Sheet, m: Merchant, r: Rng): void {
  s.rect(0, 0, 612, 44, '#14324f');
  s.label('KEYSTONE BRIDGE CAPITAL', 36, 12, { size: 16, bold: true, color: '#fff' });
  s.label('In-house merchant funding application  ·  Form KB-7 (rev. 03/24)', 36, 31, { size: 7.5, color: '#fff' });
  bar(s, '1  BUSINESS', 36, 56, 540);
  lined(s, 'legal_name', 'Legal business name', legal(m), 36, 74, 330);
  lined(s, 'dba', 'DBA', dba(m), 380, 74, 196);
  lined(s, 'entity', 'Type of entity', entity(m), 36, 104, 120);
  const bare = r.chance(0.4);
  lined(s, 'tax_id', m.taxType === 'EIN' ? (bare ? 'Federal Tax ID (EIN)' : 'Federal Tax ID') : 'Federal Tax ID / SSN', taxId(m, bare), 170, 104, 120);
  lined(s, 'start', 'Business start date', startDate(m, r.pick(['us', 'us2', 'long'] as const)), 304, 104, 110);
  lined(s, 'inc_state', 'State of incorporation', { text: m.stateOfInc, truth: {} }, 428, 104, 148, true);
  lined(s, 'street', 'Physical address', { text: m.address.street, truth: {} }, 36, 134, 250);
  lined(s, 'city', 'City', { text: m.address.city, truth: {} }, 300, 134, 120);
  lined(s, 'state', 'State', region(m), 434, 134, 50);
  lined(s, 'zip', 'ZIP', { text: m.address.postal, truth: {} }, 498, 134, 78);
  lined(s, 'industry', 'Type of business', industry(m), 36, 164, 200);
  lined(s, 'phone', 'Business phone', { text: m.phone, truth: {} }, 250, 164, 130);
  lined(s, 'email', 'E-mail', { text: m.email, truth: {} }, 394, 164, 182);

  bar(s, '2  FUNDING REQUEST', 36, 198, 540);
  lined(s, 'amount', 'Amount requested', amount(m), 36, 216, 130);
  lined(s, 'payment', 'Proposed payment', payment(m), 180, 216, 110);
  lined(s, 'payments', 'No. of payments', payments(m), 304, 216, 80);
  s.label('Payment schedule', 400, 216, { size: 6.5 });
  frequencyBoxes(s, m, 400, 228, 6);

  bar(s, '3  OWNERSHIP (each owner of 20% or more)', 36, 254, 540);
  const rows = ['Name', 'Title', 'Ownership %', 'SSN', 'Date of birth', 'Credit score (self-reported)', 'Home address', 'Cell phone'];
  const x0 = 36, lw = 96, cw = 111, y0 = 270, rh = 22;
  s.rect(x0, y0, lw + cw * 4, 14, '#eef0f3');
  for (let c = 0; c < 4; c++) s.label(`Owner ${c + 1}`, x0 + lw + c * cw + 4, y0 + 4, { bold: true, size: 7.5 });
  rows.forEach((label, i) => {
    const y = y0 + 14 + i * rh;
    s.rect(x0, y, lw, rh, '#f6f7f9');
    s.label(label, x0 + 4, y + 4, { size: 6.5, width: lw - 8 });
    for (let c = 0; c < 4; c++) s.rect(x0 + lw + c * cw, y, cw, rh);
  });
  const dob = r.pick(['us', 'long', 'us2'] as const);
  m.owners.forEach((o, c) => {
    const x = x0 + lw + c * cw + 1, y = (i: number): number => y0 + 14 + i * rh + 4;
    const id = ownerId(o, c);
    s.value(`o${c}_name`, ownerName(o), x, y(0), cw - 2, rh - 5, own(c, nameTruth(o)), { size: 8 });
    s.value(`o${c}_title`, o.title, x, y(1), cw - 2, rh - 5, own(c, { role: o.title }), { size: 8 });
    s.value(`o${c}_pct`, `${o.pct}%`, x, y(2), cw - 2, rh - 5, own(c, { ownership: o.pct }), { size: 8 });
    s.value(`o${c}_ssn`, id.text, x, y(3), cw - 2, rh - 5, own(c, id.truth), { size: 8 });
    s.value(`o${c}_dob`, o.dob ? date(o.dob, dob) : '', x, y(4), cw - 2, rh - 5, own(c, { date_of_birth: o.dob ? date(o.dob, 'iso') : null }), { size: 8 });
    s.value(`o${c}_score`, o.score ? String(o.score) : '', x, y(5), cw - 2, rh - 5, own(c, { credit_score: o.score }), { size: 8 });
    s.decoy(`o${c}_home`, addressLine(o.home), x, y(6), cw - 2, rh - 5, { size: 6 });
    s.decoy(`o${c}_cell`, o.phone, x, y(7), cw - 2, rh - 5, { size: 8 });
  });

  const yb = y0 + 14 + rows.length * rh + 12;
  bar(s, '4  BANKING AND LANDLORD', 36, yb, 540);
  lined(s, 'bank', 'Bank name', { text: m.bank.name, truth: {} }, 36, yb + 18, 150, true);
  lined(s, 'routing', 'Routing no.', { text: m.bank.routing, truth: {} }, 200, yb + 18, 110, true);
  lined(s, 'account', 'Account no.', { text: m.bank.account, truth: {} }, 324, yb + 18, 110, true);
  lined(s, 'landlord', 'Landlord / mortgage holder', { text: m.landlord.name, truth: {} }, 448, yb + 18, 128, true);
  s.label(AUTH, 36, yb + 52, { size: 6.5, width: 540 });
  for (let i = 0; i < 2; i++) {
    s.hline(36 + i * 280, 296 + i * 280, yb + 108);
    s.label(`Owner ${i + 1} signature                                         Date`, 36 + i * 280, yb + 111, { size: 6 });
  }
}

function tidewater(s: Sheet, m: Merchant, r: Rng): void {
  s.label('TIDEWATER MERCHANT FUNDING', 30, 26, { size: 14, bold: true });
  s.label('Business cash advance — application & agreement to share information', 30, 44, { size: 8 });
  s.label('Please print in the boxes. One character per box where boxes are divided.', 330, 28, { size: 6.5, width: 250 });
  const X = 30, W = 552;
  bar(s, 'PART A — THE BUSINESS', X, 62, W, 12, '#cfe3e8');
  cornerBox(s, 'legal_name', 'Legal name of business', legal(m), X, 76, 340);
  cornerBox(s, 'dba', 'Doing business as', dba(m), X + 340, 76, W - 340);
  cornerBox(s, 'street', 'Street address (no P.O. boxes)', { text: m.address.street, truth: {} }, X, 100, 230);
  cornerBox(s, 'city', 'City', { text: m.address.city, truth: {} }, X + 230, 100, 140);
  cornerBox(s, 'state', 'State', region(m), X + 370, 100, 60);
  cornerBox(s, 'zip', 'Zip', { text: m.address.postal, truth: {} }, X + 430, 100, 122);
  const tax = taxId(m);
  s.rect(X, 124, 276, 30);
  s.label(m.taxType === 'EIN' ? 'EMPLOYER IDENTIFICATION NO.' : 'TAX ID (EIN OR SSN)', X + 2, 126, { size: 4.8, bold: true });
  s.comb('tax_id', tax.text, X + 6, 134, 14, tax.text.length, 17, tax.truth);
  s.rect(X + 276, 124, 276, 30);
  s.label('BUSINESS START DATE (MM/DD/YYYY)', X + 278, 126, { size: 4.8, bold: true });
  const st = startDate(m, 'us');
  s.comb('start', st.text, X + 282, 134, 14, 10, 17, st.truth);
  cornerBox(s, 'industry', 'Nature of business', industry(m), X, 154, 200);
  cornerBox(s, 'inc_state', 'State of formation', { text: m.stateOfInc, truth: {} }, X + 200, 154, 80, 24, true);
  cornerBox(s, 'phone', 'Telephone', { text: m.phone, truth: {} }, X + 280, 154, 120);
  cornerBox(s, 'employees', 'No. of employees', { text: String(m.employees), truth: {} }, X + 400, 154, 152);
  s.rect(X, 178, W, 22);
  s.label('ENTITY', X + 2, 180, { size: 4.8, bold: true });
  entityBoxes(s, m, X + 34, 186, 8, US_ENTITY_BOXES);

  bar(s, 'PART B — REQUEST', X, 208, W, 12, '#cfe3e8');
  cornerBox(s, 'amount', 'Advance requested ($)', amount(m, true), X, 222, 130);
  cornerBox(s, 'payment', 'Periodic remittance ($)', payment(m), X + 130, 222, 110);
  cornerBox(s, 'payments', 'No. of remittances', payments(m), X + 240, 222, 70);
  s.rect(X + 310, 222, W - 310, 24);
  s.label('REMITTANCE FREQUENCY', X + 312, 224, { size: 4.8, bold: true });
  frequencyBoxes(s, m, X + 316, 233, 10);
  cornerBox(s, 'use', 'Use of proceeds', { text: m.useOfFunds, truth: {} }, X, 246, W);

  bar(s, 'PART C — PRINCIPALS', X, 278, W, 12, '#cfe3e8');
  const dob = r.pick(['us', 'us2'] as const);
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i], y = 292 + i * 52;
    const id = o ? ownerId(o, i + 1) : { text: '', truth: {} };
    cornerBox(s, `o${i}_name`, `Principal ${i + 1} — full name`, o ? { text: ownerName(o), truth: own(i, nameTruth(o)) } : { text: '', truth: {} }, X, y, 220);
    cornerBox(s, `o${i}_title`, 'Title', o ? { text: o.title, truth: own(i, { role: o.title }) } : { text: '', truth: {} }, X + 220, y, 110);
    cornerBox(s, `o${i}_pct`, '% owned', o ? { text: String(o.pct), truth: own(i, { ownership: o.pct }) } : { text: '', truth: {} }, X + 330, y, 60);
    cornerBox(s, `o${i}_score`, 'Est. FICO', o?.score ? { text: String(o.score), truth: own(i, { credit_score: o.score }) } : { text: '', truth: {} }, X + 390, y, 60);
    cornerBox(s, `o${i}_dob`, 'Date of birth', o?.dob ? { text: date(o.dob, dob), truth: own(i, { date_of_birth: date(o.dob, 'iso') }) } : { text: '', truth: {} }, X + 450, y, 102);
    cornerBox(s, `o${i}_ssn`, 'Social security no.', { text: id.text, truth: o ? own(i, id.truth) : {} }, X, y + 24, 150);
    cornerBox(s, `o${i}_home`, 'Home address', { text: o ? addressLine(o.home) : '', truth: {} }, X + 150, y + 24, W - 150, 24, true);
  }
  bar(s, 'PART D — TRADE REFERENCES AND LANDLORD (not owners)', X, 502, W, 12, '#cfe3e8');
  m.refs.forEach((t, i) => {
    cornerBox(s, `ref${i}`, `Trade reference ${i + 1}`, { text: t.name, truth: {} }, X, 516 + i * 24, 200, 24, true);
    cornerBox(s, `ref${i}_contact`, 'Contact', { text: t.contact, truth: {} }, X + 200, 516 + i * 24, 180, 24, true);
    cornerBox(s, `ref${i}_phone`, 'Phone', { text: t.phone, truth: {} }, X + 380, 516 + i * 24, 172, 24, true);
  });
  cornerBox(s, 'landlord', 'Landlord', { text: m.landlord.name, truth: {} }, X, 564, 200, 24, true);
  cornerBox(s, 'landlord_phone', 'Landlord phone', { text: m.landlord.phone, truth: {} }, X + 200, 564, 180, 24, true);
  cornerBox(s, 'rent', 'Monthly rent', { text: money(m.landlord.rent), truth: {} }, X + 380, 564, 172, 24, true);
  s.label(AUTH, X, 600, { size: 6.3, width: W });
  s.hline(X, X + 250, 672);
  s.hline(X + 300, X + W, 672);
  s.label('Signature of principal', X, 675, { size: 6 });
  s.label('Date', X + 300, 675, { size: 6 });
  s.label(`Frequency key: ${Object.values(FREQ_LABEL).join(' / ')}. Broker: Tidewater direct.`, X, 740, { size: 5.5, color: '#555' });
}

export const LAYOUTS_A: Record<string, Layout> = {
  keystone_owner_columns: { country: 'US', draw: keystone },
  tidewater_corner_caps: { country: 'US', draw: tidewater },
};
