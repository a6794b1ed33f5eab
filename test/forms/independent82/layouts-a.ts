// Set 82, layouts 1-3: Lumen Capital (boxes with captions under them on a tinted panel, circle steps, filled entity
// pills), Northbeam Funding (dark bars with white labels, small caps, a dark-headed owners table), Parcel & Pine
// Advance (pastel panels, icons before the labels, chevron steps, yes/no pills with check knobs).
import type { Rng } from '../../statements/generator/prng.ts';
import { money, type Merchant } from './data.ts';
import { advances, amount, AUTH, decoyBoxes, entityPills, freqPills, ownerTexts, signatures, startDate } from './blocks.ts';
import { baseTruth, bizTax, type Sheet } from './sheet.ts';
import { caps, captionBox, darkBar, icon, iconLabel, lineField, panel, pills, steps } from './ui.ts';

function row(s: Sheet, x: number, y: number, cells: [number, string, string, string][], gap = 7): void {
  let cx = x;
  for (const [w, cap, val, name] of cells) { captionBox(s, cx, y, w, cap, val, name); cx += w + gap; }
}

export function lumen(s: Sheet, m: Merchant, r: Rng): void {
  const doc = s.doc, A = '#4f46e5';
  baseTruth(s, m);
  doc.circle(46, 40, 10).fill(A).circle(46, 40, 4).fill('#ffffff');
  caps(doc, 'Lumen Capital', 62, 35, { size: 11, spacing: 2.4, color: '#111827' });
  doc.font('Helvetica').fontSize(8.5).fillColor('#6b7280').text('Merchant Funding Application', 420, 37, { width: 156, align: 'right' });
  steps(doc, 36, 60, 540, ['Business', 'Owners', 'Funding'], 'circles', A, r.int(0, 2));
  panel(doc, 30, 88, 552, 180, '#f1f4fb');
  caps(doc, '1 · Your business', 40, 95, { size: 8, color: A });
  const tax = bizTax(m); s.set(tax.patch);
  row(s, 40, 108, [[330, 'Legal business name', m.legal, 'legal_name'], [196, 'DBA / trade name', m.dbaPrinted, 'dba']]);
  caps(doc, 'Entity type', 40, 144, { size: 6.5 });
  entityPills(s, 100, 139, m, { typed: 'fill', color: A });
  row(s, 40, 166, [[120, m.taxKind === 'EIN' ? 'Federal tax ID (EIN)' : 'Tax ID (SSN / ITIN)', tax.text, 'tax_id'], [105, 'Business start date', startDate(s, m, r), 'start_date'],
    [90, 'State of incorporation', m.stateInc, 'state_inc'], [204, 'Type of business', m.industryText, 'industry']]);
  row(s, 40, 200, [[220, 'Street address', m.addr.street, 'street'], [140, 'City', m.addr.city, 'city'], [60, 'State', m.addr.state, 'state'], [99, 'ZIP', m.addr.zip, 'zip']]);
  row(s, 40, 234, [[130, 'Business phone', m.phone, 'phone'], [200, 'Email', m.email, 'email'], [189, 'Website', m.web, 'website']]);
  caps(doc, '2 · Owners (20% or more)', 40, 278, { size: 8, color: A });
  let y = 292;
  for (const [i, o] of m.owners.entries()) {
    const t = ownerTexts(s, i, o, { role: r.chance(0.9), pct: true, tax: true, dob: true, credit: true });
    row(s, 36, y, [[124, 'Full name', t.name, `o${i}_name`], [66, 'Title', t.role, `o${i}_title`], [36, 'Own %', t.pct, `o${i}_pct`],
      [80, 'SSN', t.tax, `o${i}_ssn`], [62, 'Date of birth', t.dob, `o${i}_dob`], [36, 'Est. FICO', t.credit, `o${i}_fico`],
      [104, 'Home city, state', `${o.home.city}, ${o.home.state}`, `o${i}_home`]], 6);
    y += 31;
  }
  y = Math.max(y, 360) + 6;
  caps(doc, '3 · Funding', 40, y, { size: 8, color: A });
  row(s, 40, y + 14, [[120, 'Amount requested', amount(s, 'requested_amount', m.amount, r), 'amount'], [150, 'Use of funds', m.use, 'use'],
    [110, 'Avg. monthly sales', `$${money(m.monthlySales)}`, 'monthly_sales'], [112, 'Annual revenue', `$${money(m.annual)}`, 'annual']]);
  const ax = caps(doc, 'Any open advances or loans?', 40, y + 52, { size: 6.5 }) + 10;
  y = advances(s, ax, y + 47, 390, m, { typed: 'fill', color: A });
  caps(doc, 'Deposit account (for funding)', 40, y + 2, { size: 6.5, color: A });
  y = decoyBoxes(s, 'bank', 40, y + 12, 530, m);
  doc.font('Helvetica').fontSize(6.5).fillColor('#4b5563').text(AUTH, 40, y + 4, { width: 530 });
  signatures(s, 40, y + 34, 530, m, '#9ca3af');
}

export function northbeam(s: Sheet, m: Merchant, r: Rng): void {
  const doc = s.doc, D = '#0f172a', sc = { smallCaps: true, size: 6.5, color: '#334155' };
  baseTruth(s, m);
  doc.rect(0, 0, 612, 58).fill(D);
  caps(doc, 'Northbeam Funding', 36, 18, { size: 14, spacing: 3, color: '#ffffff' });
  caps(doc, 'Application for business funding', 36, 38, { size: 6.5, spacing: 2, color: '#94a3b8' });
  doc.font('Courier').fontSize(7).fillColor('#94a3b8').text(`REF NB-${r.digits(6)}`, 470, 24, { lineBreak: false });
  steps(doc, 36, 68, 540, ['Business', 'Owners', 'Funding'], 'tabs', '#334155', 0);
  darkBar(doc, 36, 96, 540, 15, '01  Business profile', D);
  const tax = bizTax(m); s.set(tax.patch);
  const lf = (x: number, y: number, w: number, label: string, v: string, n: string): void => lineField(s, x, y, w, label, v, n, sc);
  lf(36, 118, 300, 'Legal name of business', m.legal, 'legal_name'); lf(350, 118, 226, 'Doing business as', m.dbaPrinted, 'dba');
  lf(36, 148, 140, m.taxKind === 'EIN' ? 'Federal EIN' : 'Tax ID (SSN)', tax.text, 'tax_id'); lf(190, 148, 110, 'Date established', startDate(s, m, r), 'start');
  lf(314, 148, 262, 'Nature of business', m.industryText, 'industry');
  caps(doc, 'Legal structure', 36, 182, sc);
  entityPills(s, 110, 178, m, { typed: 'x', color: D, rename: { Corp: 'C-Corp' } });
  darkBar(doc, 36, 202, 540, 15, '02  Location & contact', D);
  lf(36, 224, 250, 'Business address', m.addr.street, 'street'); lf(300, 224, 120, 'City', m.addr.city, 'city');
  lf(434, 224, 50, 'State', m.addr.state, 'state'); lf(498, 224, 78, 'Zip', m.addr.zip, 'zip');
  lf(36, 254, 130, 'Phone', m.phone, 'phone'); lf(180, 254, 200, 'E-mail', m.email, 'email');
  caps(doc, 'Premises', 394, 256, sc);
  pills(s, 440, 252, ['Own', 'Rent'], m.rent ? 1 : 0, 'premises', { typed: 'x', color: D });
  if (m.rent) { lf(36, 284, 250, 'Landlord name', m.landlord.name, 'landlord'); lf(300, 284, 130, 'Landlord phone', m.landlord.phone, 'landlord_phone'); lf(444, 284, 132, 'Monthly rent', `$${money(m.landlord.rent)}`, 'rent'); }
  darkBar(doc, 36, 316, 540, 15, '03  Ownership', D);
  const cols: [string, number][] = [['Owner name', 150], ['Title', 90], ['Own %', 50], ['SSN / ITIN', 95], ['Date of birth', 80], ['Credit', 75]];
  doc.rect(36, 334, 540, 14).fill('#334155');
  let cx = 36;
  for (const [c, w] of cols) { caps(doc, c, cx + 4, 338, { size: 6, color: '#ffffff' }); cx += w; }
  const lastFirst = r.chance(0.5);
  let y = 348;
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    const t = o ? ownerTexts(s, i, o, { role: true, pct: true, tax: true, dob: true, credit: true, lastFirst }) : null;
    const vals = t ? [t.name, t.role, t.pct, t.tax, t.dob, t.credit] : ['', '', '', '', '', ''];
    cx = 36;
    for (const [k, [c, w]] of cols.entries()) {
      doc.save().lineWidth(0.5).rect(cx, y, w, 18).stroke('#cbd5e1').restore();
      if (t || s.style === 'fillable') s.value(cx, y, w, 18, vals[k]!, `owner${i + 1}_${c}`, 8.5);
      cx += w;
    }
    y += 18;
  }
  darkBar(doc, 36, y + 10, 540, 15, '04  Funding request', D);
  lf(36, y + 32, 130, 'Amount requested', amount(s, 'requested_amount', m.amount, r), 'amount');
  lf(180, y + 32, 110, 'Est. payment', amount(s, 'requested_payment', m.payment, r), 'payment');
  lf(304, y + 32, 80, '# of payments', String(m.nPayments), 'n_payments'); s.set({ number_of_payments: m.nPayments });
  caps(doc, 'Frequency', 398, y + 32, sc);
  freqPills(s, 398, y + 42, m, { typed: 'x', color: D, size: 5.5, h: 12 });
  lf(36, y + 62, 250, 'Use of proceeds', m.use, 'use'); lf(300, y + 62, 130, 'Monthly gross sales', `$${money(m.monthlySales)}`, 'sales');
  y += 98;
  doc.font('Helvetica').fontSize(6.5).fillColor('#475569').text(AUTH, 36, y, { width: 540 });
  y = signatures(s, 36, y + 30, 540, m, '#64748b');
  doc.rect(36, y + 6, 540, 44).fill('#f1f5f9');
  caps(doc, 'Broker use only', 44, y + 11, { size: 6, color: '#64748b' });
  decoyBoxes(s, 'iso', 44, y + 20, 524, m);
}

export function parcel(s: Sheet, m: Merchant, r: Rng): void {
  const doc = s.doc, G = '#0f766e', il = (k: Parameters<typeof icon>[1], l: string, x: number, y: number): void => { iconLabel(doc, k, l, x, y, G, { size: 6.5 }); };
  baseTruth(s, m);
  icon(doc, 'doc', 36, 28, 22, G);
  doc.font('Helvetica-Bold').fontSize(15).fillColor('#134e4a').text('Parcel & Pine Advance', 64, 28, { lineBreak: false });
  doc.font('Helvetica').fontSize(8).fillColor('#4b5563').text("Let's get your business funded. It takes about five minutes.", 64, 46, { lineBreak: false });
  steps(doc, 36, 66, 540, ['Business', 'Owners', 'Funding'], 'chevrons', G, r.int(0, 1));
  const tax = bizTax(m); s.set(tax.patch);
  const fld = (k: Parameters<typeof icon>[1], l: string, x: number, y: number, w: number, v: string, n: string): void => {
    il(k, l, x, y);
    doc.save().lineWidth(0.6).roundedRect(x, y + 10, w, 16, 3).fillAndStroke('#ffffff', '#99c2bb').restore();
    s.value(x, y + 10, w, 16, v, n);
  };
  panel(doc, 36, 94, 266, 236, '#e7f5f1');
  caps(doc, 'Your business', 46, 102, { size: 8, color: G });
  fld('building', 'Legal business name', 46, 118, 246, m.legal, 'legal_name');
  fld('building', 'DBA', 46, 148, 246, m.dbaPrinted, 'dba');
  fld('doc', 'What does the business do?', 46, 178, 246, m.industryText, 'industry');
  fld('id', m.taxKind === 'EIN' ? 'EIN' : 'Tax ID', 46, 208, 118, tax.text, 'tax_id');
  fld('calendar', 'Started on', 174, 208, 118, startDate(s, m, r), 'start');
  il('doc', 'Business structure', 46, 240);
  entityPills(s, 46, 252, m, { typed: 'check', color: G, size: 6, h: 13, maxW: 250, rename: { 'Non-Profit': 'Nonprofit' } });
  panel(doc, 310, 94, 266, 236, '#fdf1e7');
  caps(doc, 'Where you operate', 320, 102, { size: 8, color: '#9a3412' });
  fld('pin', 'Street', 320, 118, 246, m.addr.street, 'street');
  fld('pin', 'City', 320, 148, 120, m.addr.city, 'city'); fld('pin', 'State', 446, 148, 50, m.addr.state, 'state'); fld('pin', 'ZIP', 502, 148, 64, m.addr.zip, 'zip');
  fld('phone', 'Phone', 320, 178, 118, m.phone, 'phone'); fld('mail', 'Email', 446, 178, 120, m.email, 'email');
  const ox = iconLabel(doc, 'building', 'Own or rent?', 320, 212, G, { size: 6.5 }) + 8;
  pills(s, ox, 208, ['Own', 'Rent'], m.rent ? 1 : 0, 'premises', { typed: 'check', color: '#9a3412' });
  fld('person', 'Landlord', 320, 236, 150, m.rent ? m.landlord.name : '', 'landlord'); fld('phone', 'Landlord phone', 476, 236, 90, m.rent ? m.landlord.phone : '', 'landlord_phone');
  fld('dollar', 'Monthly rent / mortgage', 320, 266, 120, `$${money(m.landlord.rent)}`, 'rent');
  panel(doc, 36, 338, 540, 36 + Math.ceil(m.owners.length / 2) * 62, '#efeafd');
  caps(doc, 'Who owns it', 46, 346, { size: 8, color: '#5b21b6' });
  for (const [i, o] of m.owners.entries()) {
    const x = 46 + (i % 2) * 266, y = 360 + Math.floor(i / 2) * 62;
    const t = ownerTexts(s, i, o, { role: true, pct: true, tax: true, dob: r.chance(0.7), credit: false });
    doc.save().roundedRect(x, y, 254, 56, 5).fill('#ffffff').restore();
    icon(doc, 'person', x + 6, y + 6, 12, '#5b21b6');
    s.value(x + 22, y + 3, 150, 16, t.name, `owner${i + 1}_name`, 10);
    s.value(x + 176, y + 3, 74, 16, t.pct, `owner${i + 1}_pct`, 10);
    caps(doc, 'Title', x + 8, y + 24, { size: 5.5 }); s.value(x + 6, y + 30, 80, 14, t.role, `owner${i + 1}_title`, 8);
    caps(doc, 'SSN', x + 92, y + 24, { size: 5.5 }); s.value(x + 90, y + 30, 84, 14, t.tax, `owner${i + 1}_ssn`, 8);
    caps(doc, 'Birth date', x + 180, y + 24, { size: 5.5 }); s.value(x + 178, y + 30, 74, 14, t.dob, `owner${i + 1}_dob`, 8);
  }
  let y = 338 + 36 + Math.ceil(m.owners.length / 2) * 62 + 8;
  panel(doc, 36, y, 540, 86 + m.funders.length * 30, '#fff7db');
  caps(doc, 'What you need', 46, y + 8, { size: 8, color: '#854d0e' });
  fld('dollar', 'How much?', 46, y + 22, 130, amount(s, 'requested_amount', m.amount, r), 'amount');
  fld('doc', 'What for?', 186, y + 22, 180, m.use, 'use');
  fld('dollar', 'Monthly card + cash sales', 376, y + 22, 190, `$${money(m.monthlySales)}`, 'sales');
  const ax = iconLabel(doc, 'bank', 'Any current advances?', 46, y + 60, G, { size: 6.5 }) + 8;
  advances(s, ax, y + 56, 400, m, { typed: 'check', color: '#854d0e' });
  y += 96 + m.funders.length * 30;
  caps(doc, 'Trade references', 40, y, { size: 6.5, color: G });
  y = decoyBoxes(s, 'refs', 40, y + 10, 536, m);
  doc.font('Helvetica').fontSize(6).fillColor('#4b5563').text(AUTH, 40, y, { width: 536 });
  signatures(s, 40, y + 22, 536, m, '#94a3b8');
}
