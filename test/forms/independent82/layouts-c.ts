// Set 82, layouts 6-7: Maple Ledger Capital (Canadian: operating name, BN with program account, province, SIN,
// PIPEDA consent; a red header band, dark bars with white labels, a rotated side label per page) and Orbit
// Onboarding (a grey page of white cards, chevron steps, comb boxes one character per cell, "Other" entity pill).
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, money, type Merchant } from './data.ts';
import { advances, amount, AUTH, decoyBoxes, entityPills, freqPills, ownerTexts, signatures, startDate } from './blocks.ts';
import { baseTruth, bizTax, type Sheet } from './sheet.ts';
import { caps, captionBox, darkBar, icon, panel, pills, sideLabel, steps } from './ui.ts';

function row(s: Sheet, x: number, y: number, cells: [number, string, string, string][], gap = 8): void {
  let cx = x;
  for (const [w, cap, val, name] of cells) { captionBox(s, cx, y, w, cap, val, name, { stroke: '#d6b3b3' }); cx += w + gap; }
}

export function maple(s: Sheet, m: Merchant, r: Rng): void {
  const doc = s.doc, R = '#b91c1c', D = '#27272a';
  baseTruth(s, m);
  doc.rect(0, 0, 612, 64).fill(R);
  doc.save().translate(48, 32).moveTo(0, -14).lineTo(4, -5).lineTo(12, -8).lineTo(8, 2).lineTo(14, 6).lineTo(2, 7).lineTo(1, 14)
    .lineTo(-1, 14).lineTo(-2, 7).lineTo(-14, 6).lineTo(-8, 2).lineTo(-12, -8).lineTo(-4, -5).closePath().fill('#ffffff').restore();
  caps(doc, 'Maple Ledger Capital', 70, 22, { size: 13, spacing: 2.5, color: '#ffffff' });
  caps(doc, 'Business financing application · Canada', 70, 40, { size: 6.5, spacing: 1.5, color: '#fecaca' });
  steps(doc, 36, 74, 540, ['Business', 'Owners', 'Funding'], 'circles', R, r.int(0, 2));
  sideLabel(doc, 'Application', 582, 100, 18, 640, D);
  const tax = bizTax(m); s.set(tax.patch);
  darkBar(doc, 36, 102, 536, 15, 'Business information', D);
  row(s, 36, 124, [[290, 'Legal name', m.legal, 'legal_name'], [238, 'Operating name (O/A)', m.dbaPrinted, 'operating_name']]);
  const ex = caps(doc, 'Structure', 36, 162, { size: 6.5, color: R }) + 8;
  entityPills(s, ex, 157, m, { typed: 'fill', color: R });
  row(s, 36, 182, [[150, 'Business Number (BN)', tax.text, 'bn'], [110, 'Date of incorporation', startDate(s, m, r), 'start'],
    [90, 'Jurisdiction', m.stateInc === m.addr.state ? m.addr.state : 'Federal (CBCA)', 'jurisdiction'], [162, 'Industry', m.industryText, 'industry']]);
  row(s, 36, 216, [[220, 'Street address', m.addr.street, 'street'], [130, 'City', m.addr.city, 'city'], [60, 'Province', m.addr.state, 'province'], [102, 'Postal code', m.addr.zip, 'postal']]);
  row(s, 36, 250, [[130, 'Telephone', m.phone, 'phone'], [200, 'Email', m.email, 'email'], [190, 'Website', m.web, 'web']]);
  darkBar(doc, 36, 284, 536, 15, 'Owners / shareholders', D);
  let y = 306;
  for (const [i, o] of m.owners.entries()) {
    const t = ownerTexts(s, i, o, { role: true, pct: true, tax: true, dob: true, credit: false });
    icon(doc, 'person', 36, y + 3, 11, R);
    row(s, 52, y, [[150, 'Name', t.name, `owner${i + 1}_name`], [90, 'Title', t.role, `owner${i + 1}_title`], [50, '% owned', t.pct, `owner${i + 1}_pct`],
      [90, 'SIN', t.tax, `owner${i + 1}_sin`], [70, 'Date of birth', t.dob, `owner${i + 1}_dob`], [46, 'Province', o.home.state, `owner${i + 1}_prov`]], 6);
    y += 32;
  }
  darkBar(doc, 36, y + 4, 536, 15, 'Financing request', D);
  y += 26;
  row(s, 36, y, [[130, 'Amount requested', amount(s, 'requested_amount', m.amount, r, true), 'amount'], [160, 'Purpose', m.use, 'use'],
    [110, 'Monthly revenue', `CAD ${money(m.monthlySales)}`, 'revenue'], [112, 'Employees', String(m.employees), 'employees']]);
  const ax = caps(doc, 'Existing financing?', 36, y + 40, { size: 6.5, color: R }) + 8;
  y = advances(s, ax, y + 35, 440, m, { typed: 'fill', color: R });
  darkBar(doc, 36, y, 536, 15, 'Banking', D);
  y = decoyBoxes(s, 'bank', 36, y + 22, 536, m);
  panel(doc, 36, y, 536, 58, '#fef2f2', 3);
  doc.font('Helvetica').fontSize(6).fillColor('#450a0a').text(`${AUTH} Personal information is collected, used and disclosed in accordance with the ` +
    'Personal Information Protection and Electronic Documents Act (PIPEDA) and our privacy policy.', 44, y + 6, { width: 520 });
  signatures(s, 44, y + 62, 520, m, R);
}

const ORBIT_ENTITIES: [string, string][] = [['LLC', 'llc'], ['Corporation', 'c_corporation'], ['Partnership', 'general_partnership'], ['Sole Proprietor', 'sole_proprietorship']];

export function orbit(s: Sheet, m: Merchant, r: Rng): void {
  const doc = s.doc, O = '#7c3aed', cardX = 30, cardW = 552;
  baseTruth(s, m);
  doc.rect(0, 0, 612, 792).fill('#eef0f5');
  doc.circle(48, 36, 11).lineWidth(2).stroke(O).circle(59, 27, 3).fill(O);
  caps(doc, 'Orbit Onboarding', 68, 30, { size: 12, spacing: 2, color: '#1e1b4b' });
  doc.font('Helvetica').fontSize(7).fillColor('#6b7280').text(`Application ID ${r.alnum(8)}`, 440, 33, { width: 136, align: 'right' });
  steps(doc, 30, 56, 552, ['Business', 'Owners', 'Funding'], 'chevrons', O, 2);
  const card = (y: number, h: number, title: string): void => { panel(doc, cardX, y, cardW, h, '#ffffff', 8); caps(doc, title, cardX + 12, y + 9, { size: 7.5, color: O }); };
  const tax = bizTax(m); s.set(tax.patch);
  card(84, 206, 'Business');
  captionBox(s, 42, 102, 320, 'Legal name', m.legal, 'legal_name'); captionBox(s, 370, 102, 200, 'DBA', m.dbaPrinted, 'dba');
  const sel = ORBIT_ENTITIES.findIndex(([, id]) => id === m.entity.id);
  s.set({ type_of_entity: m.entity.id });
  caps(doc, 'Entity', 42, 140, { size: 6.5 });
  const ex = pills(s, 80, 135, [...ORBIT_ENTITIES.map(([l]) => l), 'Other'], sel < 0 ? 4 : sel, 'entity', { typed: 'x', color: O });
  doc.moveTo(ex, 147).lineTo(ex + 80, 147).lineWidth(0.6).stroke('#9ca3af');
  s.value(ex, 134, 80, 13, sel < 0 ? (m.entity.id === 's_corporation' ? 'S-Corp' : 'Non-Profit') : '', 'entity_other', 8.5);
  const taxCells = m.taxKind === 'EIN' ? 10 : 11;
  caps(doc, m.taxKind === 'EIN' ? 'Federal Tax ID (EIN)' : 'Tax ID (SSN)', 42, 162, { size: 6.5 });
  s.comb(42, 171, 13, 17, tax.text, taxCells, 'tax_id');
  caps(doc, 'Business start date (MM/DD/YYYY)', 200, 162, { size: 6.5 });
  const start = startDate(s, m, r) && fmtDate(m.start, 0);
  s.comb(200, 171, 13, 17, start, 10, 'start_date');
  captionBox(s, 350, 171, 220, 'Industry', m.industryText, 'industry');
  captionBox(s, 42, 204, 250, 'Street', m.addr.street, 'street'); captionBox(s, 300, 204, 130, 'City', m.addr.city, 'city');
  captionBox(s, 438, 204, 40, 'State', m.addr.state, 'state'); captionBox(s, 486, 204, 84, 'ZIP', m.addr.zip, 'zip');
  captionBox(s, 42, 236, 150, 'Phone', m.phone, 'phone'); captionBox(s, 200, 236, 200, 'Email', m.email, 'email');
  captionBox(s, 408, 236, 162, 'State of formation', m.stateInc, 'state_inc');
  const cx0 = caps(doc, 'Accepts cards?', 42, 272, { size: 6.5 }) + 8;
  pills(s, cx0, 267, ['Yes', 'No'], r.chance(0.8) ? 0 : 1, 'cards', { typed: 'x', color: O });
  const oh = 38 + m.owners.length * 24;
  card(298, oh, 'Owners');
  const cols: [string, number][] = [['Name', 150], ['Title', 86], ['%', 40], ['SSN', 96], ['DOB', 76], ['Score', 44], ['Guarantor', 60]];
  let cx = 42;
  for (const [c, w] of cols) { caps(doc, c, cx + 2, 318, { size: 6, color: '#6b7280' }); cx += w; }
  for (const [i, o] of m.owners.entries()) {
    const t = ownerTexts(s, i, o, { role: r.chance(0.85), pct: true, tax: true, dob: true, credit: true, lastFirst: r.chance(0.3) });
    const y = 328 + i * 24;
    cx = 42;
    for (const [k, v] of [t.name, t.role, t.pct, t.tax, t.dob, t.credit].entries()) {
      doc.save().roundedRect(cx, y, cols[k]![1] - 4, 18, 3).fill('#f5f3ff').restore();
      s.value(cx, y, cols[k]![1] - 4, 18, v, `owner${i + 1}_${cols[k]![0]}`, 8.5);
      cx += cols[k]![1];
    }
    pills(s, cx, y + 2, ['Y', 'N'], 0, `owner${i + 1}_guarantor`, { typed: 'x', color: O, h: 13, size: 6 });
  }
  let y = 298 + oh + 8;
  const fh = 112 + m.funders.length * 30;
  card(y, fh, 'Funding');
  captionBox(s, 42, y + 22, 130, 'Requested amount', amount(s, 'requested_amount', m.amount, r), 'amount');
  captionBox(s, 180, y + 22, 110, 'Payment', amount(s, 'requested_payment', m.payment, r), 'payment');
  captionBox(s, 298, y + 22, 80, '# Payments', String(m.nPayments), 'n_payments'); s.set({ number_of_payments: m.nPayments });
  const fx = caps(doc, 'Remittance', 386, y + 27, { size: 6.5 }) + 8;
  freqPills(s, fx, y + 23, m, { typed: 'x', color: O, size: 5.5, h: 13, maxW: 570 - fx });
  const ax = caps(doc, 'Open balances?', 42, y + 76, { size: 6.5 }) + 8;
  advances(s, ax, y + 71, 450, m, { typed: 'x', color: O });
  y += fh + 8;
  card(y, 150, 'Bank, referral & signature');
  decoyBoxes(s, 'bank', 42, y + 22, 528, m);
  decoyBoxes(s, 'iso', 42, y + 52, 528, m);
  doc.font('Helvetica').fontSize(5.8).fillColor('#4b5563').text(AUTH, 42, y + 84, { width: 528 });
  signatures(s, 42, y + 106, 528, m, '#a78bfa');
}
