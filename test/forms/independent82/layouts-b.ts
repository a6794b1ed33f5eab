// Set 82, layouts 4-5: Quillfield Merchant Partners (two pages, each section named by a rotated label on a coloured
// side bar, boxes with captions under them, pills with X knobs, one card per principal) and Vantage Rail (a dark
// sidebar holding vertical progress steps and the advisor, small-caps labels over boxes, check-knob pills).
import type { Rng } from '../../statements/generator/prng.ts';
import { money, type Merchant } from './data.ts';
import { advances, amount, AUTH, decoyBoxes, entityPills, freqPills, ownerTexts, signatures, startDate } from './blocks.ts';
import { baseTruth, bizTax, type Sheet } from './sheet.ts';
import { caps, captionBox, icon, iconLabel, panel, pills, sideLabel } from './ui.ts';

function row(s: Sheet, x: number, y: number, cells: [number, string, string, string][], o: { fill?: string; gap?: number } = {}): void {
  let cx = x;
  for (const [w, cap, val, name] of cells) { captionBox(s, cx, y, w, cap, val, name, { fill: o.fill, radius: 0 }); cx += w + (o.gap ?? 8); }
}

export function quillfield(s: Sheet, m: Merchant, r: Rng): void {
  const doc = s.doc, Q = '#7c2d12', B = '#fbf6f1';
  baseTruth(s, m);
  doc.font('Times-Bold').fontSize(20).fillColor(Q).text('Quillfield', 36, 30, { lineBreak: false });
  caps(doc, 'Merchant Partners', 135, 38, { size: 7, spacing: 2.5, color: '#78716c' });
  caps(doc, 'Step 1 Business   ›   Step 2 Principals   ›   Step 3 Funding', 300, 38, { size: 6, spacing: 1, color: '#a8a29e' });
  doc.moveTo(36, 58).lineTo(576, 58).lineWidth(1.5).stroke(Q);
  const tax = bizTax(m); s.set(tax.patch);
  sideLabel(doc, 'Business', 36, 70, 20, 176, Q);
  panel(doc, 60, 70, 516, 176, B, 0);
  row(s, 68, 78, [[300, 'Legal business name (as shown on tax return)', m.legal, 'legal_name'], [192, 'DBA', m.dbaPrinted, 'dba']], { fill: '#ffffff' });
  caps(doc, 'Entity', 68, 114, { size: 6.5, color: Q });
  entityPills(s, 104, 109, m, { typed: 'x', color: Q });
  row(s, 68, 134, [[130, m.taxKind === 'EIN' ? 'Federal tax ID' : 'SSN (sole proprietor)', tax.text, 'tax_id'], [110, 'Date business started', startDate(s, m, r), 'start'],
    [90, 'State of incorp.', m.stateInc, 'state_inc'], [146, 'Number of employees', String(m.employees), 'employees']], { fill: '#ffffff' });
  row(s, 68, 168, [[500, 'Industry / type of business', m.industryText, 'industry']], { fill: '#ffffff' });
  const hx = caps(doc, 'Home-based business?', 68, 210, { size: 6.5, color: Q }) + 8;
  pills(s, hx, 205, ['Yes', 'No'], r.chance(0.15) ? 0 : 1, 'home_based', { typed: 'x', color: Q });
  const sx = caps(doc, 'Seasonal?', 300, 210, { size: 6.5, color: Q }) + 8;
  pills(s, sx, 205, ['Yes', 'No'], r.chance(0.2) ? 0 : 1, 'seasonal', { typed: 'x', color: Q });
  sideLabel(doc, 'Location', 36, 254, 20, 110, '#a16207');
  panel(doc, 60, 254, 516, 110, B, 0);
  row(s, 68, 262, [[230, 'Business street address', m.addr.street, 'street'], [130, 'City', m.addr.city, 'city'], [50, 'State', m.addr.state, 'state'], [76, 'ZIP', m.addr.zip, 'zip']], { fill: '#ffffff' });
  row(s, 68, 296, [[130, 'Business phone', m.phone, 'phone'], [180, 'Email', m.email, 'email'], [184, 'Website', m.web, 'web']], { fill: '#ffffff' });
  const px = caps(doc, 'Premises', 68, 338, { size: 6.5, color: Q }) + 8;
  pills(s, px, 333, ['Own', 'Lease'], m.rent ? 1 : 0, 'premises', { typed: 'x', color: Q });
  if (m.rent) row(s, 220, 330, [[200, 'Landlord', m.landlord.name, 'landlord'], [140, 'Landlord phone', m.landlord.phone, 'landlord_phone']], { fill: '#ffffff' });
  sideLabel(doc, 'Funding', 36, 372, 20, 200 + m.funders.length * 30, '#3f6212');
  panel(doc, 60, 372, 516, 200 + m.funders.length * 30, B, 0);
  row(s, 68, 380, [[120, 'Amount requested', amount(s, 'requested_amount', m.amount, r), 'amount'], [110, 'Desired payment', amount(s, 'requested_payment', m.payment, r), 'payment'],
    [90, 'No. of payments', String(m.nPayments), 'n_payments'], [170, 'Use of funds', m.use, 'use']], { fill: '#ffffff' });
  s.set({ number_of_payments: m.nPayments });
  const fx = caps(doc, 'Payment schedule', 68, 422, { size: 6.5, color: Q }) + 8;
  freqPills(s, fx, 417, m, { typed: 'x', color: Q });
  row(s, 68, 444, [[160, 'Avg. monthly deposits', `$${money(m.monthlySales)}`, 'deposits'], [160, 'Annual gross revenue', `$${money(m.annual)}`, 'annual']], { fill: '#ffffff' });
  const cx = caps(doc, 'Current cash advances?', 68, 486, { size: 6.5, color: Q }) + 8;
  const y = advances(s, cx, 481, 396, m, { typed: 'x', color: Q });
  caps(doc, 'Business bank account', 68, y + 2, { size: 6.5, color: Q });
  decoyBoxes(s, 'bank', 68, y + 12, 500, m);
  doc.font('Helvetica').fontSize(6).fillColor('#a8a29e').text('Page 1 of 2 · continue to principals', 36, 760, { width: 540, align: 'right' });
  s.newPage();
  caps(doc, 'Quillfield · Principals & consent', 36, 36, { size: 8, spacing: 2, color: Q });
  const h = 24 + m.owners.length * 96;
  sideLabel(doc, 'Principals', 36, 56, 20, h, Q);
  panel(doc, 60, 56, 516, h, B, 0);
  for (const [i, o] of m.owners.entries()) {
    const t = ownerTexts(s, i, o, { role: true, pct: true, tax: true, dob: true, credit: r.chance(0.7) });
    const y0 = 66 + i * 96;
    caps(doc, `Principal ${i + 1}`, 68, y0, { size: 7, color: Q });
    row(s, 68, y0 + 10, [[220, 'Full legal name', t.name, `p${i + 1}_name`], [130, 'Title', t.role, `p${i + 1}_title`], [60, 'Ownership', t.pct, `p${i + 1}_pct`], [68, 'Credit score', t.credit, `p${i + 1}_credit`]], { fill: '#ffffff' });
    row(s, 68, y0 + 44, [[110, 'SSN', t.tax, `p${i + 1}_ssn`], [90, 'Date of birth', t.dob, `p${i + 1}_dob`], [180, 'Home address', o.home.street, `p${i + 1}_home`],
      [106, 'City / State', `${o.home.city} ${o.home.state}`, `p${i + 1}_homecity`]], { fill: '#ffffff' });
  }
  const cy = 56 + h + 8;
  sideLabel(doc, 'Consent', 36, cy, 20, 150, '#57534e');
  panel(doc, 60, cy, 516, 150, B, 0);
  doc.font('Times-Roman').fontSize(7.5).fillColor('#44403c').text(AUTH, 68, cy + 8, { width: 500 });
  signatures(s, 68, cy + 50, 500, m, Q);
  caps(doc, 'Referred by', 68, cy + 96, { size: 6.5, color: Q });
  decoyBoxes(s, 'iso', 68, cy + 106, 500, m);
}

export function vantage(s: Sheet, m: Merchant, r: Rng): void {
  const doc = s.doc, N = '#111827', V = '#22d3ee', sc = { smallCaps: true, size: 6.5, color: '#374151' };
  baseTruth(s, m);
  doc.rect(0, 0, 160, 792).fill(N);
  doc.moveTo(24, 36).lineTo(36, 24).lineTo(48, 36).lineTo(36, 48).closePath().fill(V);
  caps(doc, 'Vantage', 56, 28, { size: 11, spacing: 2, color: '#ffffff' });
  caps(doc, 'Rail', 56, 42, { size: 7, spacing: 4, color: V });
  const labels = ['Business', 'Owners', 'Funding', 'Review'];
  for (const [i, l] of labels.entries()) {
    const y = 100 + i * 50;
    if (i < labels.length - 1) doc.moveTo(36, y + 10).lineTo(36, y + 50).lineWidth(1).stroke('#374151');
    doc.circle(36, y, 10).fill(i === 0 ? V : '#1f2937');
    doc.font('Helvetica-Bold').fontSize(9).fillColor(i === 0 ? N : '#9ca3af').text(String(i + 1), 33.3, y - 4.5, { lineBreak: false });
    caps(doc, l, 54, y - 3, { size: 7, color: '#e5e7eb' });
  }
  caps(doc, 'Your advisor', 20, 330, { size: 6, color: V });
  for (const [i, t] of [m.iso.name, m.iso.company, m.iso.phone, m.iso.id].entries()) {
    doc.font('Courier').fontSize(7.5).fillColor('#d1d5db').text(t, 20, 344 + i * 12, { lineBreak: false });
  }
  const X = 178, W = 398;
  const box = (x: number, y: number, w: number, label: string, v: string, n: string): void => {
    caps(doc, label, x, y, sc);
    doc.save().lineWidth(0.7).rect(x, y + 9, w, 17).stroke('#d1d5db').restore();
    s.value(x, y + 9, w, 17, v, n);
  };
  doc.font('Helvetica-Bold').fontSize(16).fillColor(N).text('Business funding application', X, 28, { lineBreak: false });
  doc.rect(X, 52, 40, 3).fill(V);
  const tax = bizTax(m); s.set(tax.patch);
  iconLabel(doc, 'building', 'The business', X, 68, '#0891b2', { size: 8, color: N });
  box(X, 84, 250, 'Registered legal name', m.legal, 'legal_name'); box(X + 260, 84, W - 260, 'Operating as (DBA)', m.dbaPrinted, 'dba');
  caps(doc, 'Entity type', X, 120, sc);
  entityPills(s, X, 130, m, { typed: 'check', color: N, size: 6.2 });
  const years = r.chance(0.3);
  box(X, 152, 120, 'EIN / Tax ID', tax.text, 'tax_id');
  if (years) box(X + 130, 152, 90, 'Years in business', String(2025 - Number(m.start.slice(0, 4))), 'years');
  else box(X + 130, 152, 90, 'Established', startDate(s, m, r), 'start');
  box(X + 230, 152, W - 230, 'Industry', m.industryText, 'industry');
  box(X, 188, 200, 'Street', m.addr.street, 'street'); box(X + 210, 188, 90, 'City', m.addr.city, 'city');
  box(X + 310, 188, 36, 'State', m.addr.state, 'state'); box(X + 356, 188, W - 356, 'Zip', m.addr.zip, 'zip');
  box(X, 224, 120, 'Phone', m.phone, 'phone'); box(X + 130, 224, W - 130, 'Email', m.email, 'email');
  iconLabel(doc, 'person', 'The owners', X, 262, '#0891b2', { size: 8, color: N });
  let y = 278;
  for (const [i, o] of m.owners.entries()) {
    const t = ownerTexts(s, i, o, { role: true, pct: true, tax: true, dob: true, credit: true });
    doc.rect(X - 6, y - 3, 2, 62).fill(V);
    box(X, y, 170, `Owner ${i + 1} name`, t.name, `owner${i + 1}_name`); box(X + 180, y, 110, 'Title', t.role, `owner${i + 1}_title`);
    box(X + 300, y, W - 300, 'Ownership', t.pct, `owner${i + 1}_pct`);
    box(X, y + 32, 120, 'SSN', t.tax, `owner${i + 1}_ssn`); box(X + 130, y + 32, 100, 'DOB', t.dob, `owner${i + 1}_dob`);
    box(X + 240, y + 32, W - 240, 'FICO (self-reported)', t.credit, `owner${i + 1}_fico`);
    y += 68;
  }
  iconLabel(doc, 'dollar', 'The funding', X, y + 4, '#0891b2', { size: 8, color: N });
  box(X, y + 20, 120, 'Amount requested', amount(s, 'requested_amount', m.amount, r), 'amount');
  const terms = r.chance(0.7);
  if (terms) {
    box(X + 130, y + 20, 110, 'Payment amount', amount(s, 'requested_payment', m.payment, r), 'payment');
    box(X + 250, y + 20, W - 250, 'Number of payments', String(m.nPayments), 'n_payments'); s.set({ number_of_payments: m.nPayments });
    caps(doc, 'Remit', X, y + 56, sc);
    freqPills(s, X + 30, y + 52, m, { typed: 'check', color: N, size: 6.2 });
  } else box(X + 130, y + 20, W - 130, 'Use of funds', m.use, 'use');
  y += 76;
  const ex = iconLabel(doc, 'bank', 'Existing positions', X, y, '#0891b2', { size: 8, color: N }) + 10;
  y = advances(s, ex, y - 4, W - (ex - X), m, { typed: 'check', color: N });
  doc.font('Helvetica').fontSize(6).fillColor('#6b7280').text(AUTH, X, y + 2, { width: W });
  signatures(s, X, y + 30, W, m, '#9ca3af');
  icon(doc, 'doc', 20, 740, 12, '#4b5563');
  doc.font('Helvetica').fontSize(6).fillColor('#9ca3af').text(`VR-${r.digits(7)}`, 36, 744, { lineBreak: false });
}
