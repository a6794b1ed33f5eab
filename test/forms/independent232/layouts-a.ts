// Harborline Capital Partners (three unaligned columns, boxed and lined values, shaded request sidebar, owner cards
// two per row continued on page 2, RECEIVED stamp) and Copperleaf Funding Group (full-height request sidebar, labels
// above lines in mixed sizes, entity checkboxes, the business section continued on page 2, COPY stamp).
import type { Canvas } from './canvas.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import { type Merchant, money } from './model.ts';
import { F, FREQ_LABEL, addr, d, decoyBlock, finePrint, ownerValues, signatures } from './parts.ts';

const NAVY = '#12355b', TEAL = '#1f8a8a';

function boxed(c: Canvas, lab: string, x: number, y: number, w: number, labSize = 6.5): void {
  c.label(lab, x, y, { size: labSize, font: 'Helvetica-Bold', color: NAVY });
  c.doc.lineWidth(0.6).strokeColor('#7a8fa6').rect(x, y + labSize + 2, w, 14).stroke().strokeColor('#000');
}
function lined(c: Canvas, lab: string, x: number, y: number, w: number, labSize = 7.5): void {
  c.label(lab, x, y + 4, { size: labSize, color: '#222' });
  const lw = c.doc.font('Helvetica').fontSize(labSize).widthOfString(lab) + 4;
  c.doc.lineWidth(0.5).moveTo(x + lw, y + 14).lineTo(x + w, y + 14).stroke();
}

export function harborline(c: Canvas, m: Merchant, r: Rng): void {
  const doc = c.doc;
  doc.save().fillColor(NAVY).polygon([40, 70], [62, 30], [62, 70]).fill().fillColor(TEAL).polygon([66, 70], [66, 38], [84, 70]).fill().restore();
  doc.rect(36, 72, 52, 3).fill(NAVY);
  c.label('HARBORLINE', 96, 34, { size: 20, font: 'Helvetica-Bold', color: NAVY });
  c.label('CAPITAL PARTNERS', 97, 56, { size: 8.5, color: TEAL });
  c.label('Merchant Funding Application', 330, 36, { size: 13, font: 'Helvetica-Bold', color: '#333' });
  c.label('Submit to deals@harborlinecap.example  |  Fax (888) 410-2290', 330, 54, { size: 6.5, color: '#555' });
  doc.rect(36, 86, 540, 14).fill(NAVY);
  c.label('SECTION 1  -  BUSINESS PROFILE', 42, 89.5, { size: 8, font: 'Helvetica-Bold', color: '#fff' });
  // Three columns that do not line up from row to row.
  boxed(c, 'Legal / Corporate Name', 36, 108, 250); c.value('legal', m.legal, 38, 117, 246, F.legal(m));
  lined(c, 'DBA', 36, 136, 250, 9); c.value('dba', m.dbaPrinted, 62, 138, 220, m.dba ? F.dba(m) : { 'application.trade_name': null });
  boxed(c, 'Entity Type', 36, 160, 110, 5.5); c.value('entity', m.entityLabel, 38, 168, 106, F.entity(m));
  boxed(c, 'Federal Tax ID (EIN)', 156, 156, 130, 8); c.value('ein', m.einPrinted, 158, 166, 126, F.ein(m));
  lined(c, 'Business Start Date', 36, 190, 150, 6.5); c.value('start', d(m.start, 'us'), 100, 192, 86, F.start(m));
  lined(c, 'State of Inc.', 196, 190, 90, 6.5); c.decoy('inc', m.incState, 240, 192, 46);
  lined(c, 'Physical Address', 36, 214, 250, 8); c.info('street', m.street, 104, 216, 180);
  lined(c, 'City / State / Zip', 36, 236, 250, 7); c.value('csz', addr(m), 100, 238, 186, F.state(m));
  boxed(c, 'Business Phone', 36, 260, 118, 6); c.info('phone', m.phone, 38, 268, 114);
  boxed(c, 'E-mail', 162, 262, 124, 7); c.info('email', m.email, 164, 271, 120, 8);
  lined(c, 'Type of Business / Industry', 36, 290, 250, 7); c.value('industry', m.industryText, 128, 292, 158, F.industry(m));
  lined(c, 'Website', 36, 312, 150, 6.5); c.info('web', m.website, 66, 314, 120, 8);
  lined(c, '# Employees', 196, 312, 90, 6.5); c.info('emp', String(m.employees), 244, 314, 40);
  lined(c, 'Avg. Monthly Sales', 36, 334, 250, 7); c.info('sales', money(m.monthlySales), 106, 336, 120);
  // The floating request sidebar, shaded, its rows unrelated to the business grid.
  const sx = 312, sy = 112;
  doc.save().roundedRect(sx, sy, 262, 230, 6).fill('#e3eef1').restore();
  doc.rect(sx, sy, 262, 16).fill(TEAL);
  c.label('FUNDING REQUEST', sx + 8, sy + 4.5, { size: 8, font: 'Helvetica-Bold', color: '#fff' });
  c.label('Amount Requested', sx + 10, sy + 28, { size: 10, font: 'Helvetica-Bold', color: NAVY });
  doc.lineWidth(1).rect(sx + 120, sy + 24, 130, 18).stroke();
  c.value('amount', m.amount === null ? null : money(m.amount), sx + 124, sy + 27, 124, F.amount(m), 10);
  c.label('Desired payment', sx + 10, sy + 56, { size: 7 }); doc.lineWidth(0.5).moveTo(sx + 80, sy + 66).lineTo(sx + 180, sy + 66).stroke();
  c.value('payment', m.payment === null ? null : money(m.payment), sx + 82, sy + 54, 96, F.payment(m));
  c.label('No. of payments', sx + 10, sy + 80, { size: 6 }); doc.rect(sx + 80, sy + 76, 50, 14).stroke();
  c.value('count', m.nPayments === null ? null : String(m.nPayments), sx + 82, sy + 78, 46, F.count(m));
  c.label('Payment schedule:', sx + 10, sy + 104, { size: 7, font: 'Helvetica-Oblique' });
  (['daily', 'weekly', 'biweekly', 'monthly'] as const).forEach((f, i) =>
    c.check('freq', FREQ_LABEL[f]!, m.frequency === f, sx + 14 + i * 60, sy + 118, F.freq(m)));
  c.label('Use of Funds', sx + 10, sy + 144, { size: 7 }); doc.moveTo(sx + 60, sy + 154).lineTo(sx + 250, sy + 154).stroke();
  c.info('use', m.useOfFunds, sx + 62, sy + 142, 186);
  c.label(`ISO Rep: ${m.iso.name}   ID ${m.iso.id}`, sx + 10, sy + 176, { size: 6.5, color: '#555' });
  c.label(`Rep direct line ${m.iso.phone}`, sx + 10, sy + 188, { size: 6.5, color: '#555' });
  c.label('Requests above $250,000 require two years of tax returns.', sx + 10, sy + 208, { size: 5.5, color: '#555', w: 240 });
  // Owner cards, two per row; the third continues on page 2.
  doc.rect(36, 362, 540, 14).fill(NAVY);
  c.label('SECTION 2  -  OWNERS / GUARANTORS (all owners of 20% or more)', 42, 365.5, { size: 8, font: 'Helvetica-Bold', color: '#fff' });
  const card = (i: number, x: number, y: number) => {
    const o = m.owners[i]!;
    doc.save().lineWidth(0.8).strokeColor(TEAL).roundedRect(x, y, 262, 150, 5).stroke().restore();
    c.label(`OWNER ${i + 1}`, x + 8, y + 6, { size: 7, font: 'Helvetica-Bold', color: TEAL });
    const row = (lab: string, lx: number, ly: number, lw: number, s = 6.5) => { c.label(lab, lx, ly, { size: s, color: '#444' }); doc.lineWidth(0.4).moveTo(lx, ly + 21).lineTo(lx + lw, ly + 21).stroke(); };
    row('Full Name', x + 8, y + 18, 160); row('Title', x + 176, y + 18, 78, 5.5);
    row('% Owned', x + 8, y + 46, 50, 7.5); row('SSN', x + 66, y + 46, 100); row('Date of Birth', x + 174, y + 46, 80, 6);
    row('Credit Score (est.)', x + 8, y + 76, 80, 5.5); row('Home Address', x + 96, y + 76, 158);
    ownerValues(c, o, i, { name: [x + 8, y + 27, 160], role: [x + 176, y + 27, 78], own: [x + 8, y + 55, 50], ssn: [x + 66, y + 55, 100],
      dob: [x + 174, y + 55, 80], credit: [x + 8, y + 85, 80], home: [x + 96, y + 86, 158] }, 'us');
    c.label('Cell', x + 8, y + 110, { size: 6.5, color: '#444' });
    c.label('Own or rent home:  [  ] Own   [  ] Rent', x + 96, y + 110, { size: 6.5, color: '#444' });
  };
  card(0, 36, 384);
  if (m.owners[1]) card(1, 314, 384 + r.int(0, 10));
  if (r.chance(0.7)) c.stamp('RECEIVED', 380, 540, -12, '#b3261e', 24, 'MAR 03 2025  UW DESK');
  finePrint(c, 36, 560, 540, 'Harborline Capital Partners');
  c.label('Page 1 of 2   HCP-APP rev. 07/24', 36, 760, { size: 6, color: '#666' });
  c.addPage();
  c.label('Harborline Capital Partners  -  Merchant Funding Application (continued)', 36, 30, { size: 9, font: 'Helvetica-Bold', color: NAVY });
  let y = 52;
  if (m.owners[2]) {
    doc.rect(36, y, 540, 14).fill(NAVY);
    c.label('SECTION 2  -  OWNERS / GUARANTORS (continued)', 42, y + 3.5, { size: 8, font: 'Helvetica-Bold', color: '#fff' });
    card(2, 36, y + 22);
    y += 186;
  }
  const head = (t: string, yy: number) => { doc.rect(36, yy, 540, 14).fill(NAVY); c.label(t, 42, yy + 3.5, { size: 8, font: 'Helvetica-Bold', color: '#fff' }); };
  y = decoyBlock(c, m, 36, y, 540, head);
  head('AUTHORIZATION', y);
  finePrint(c, 36, y + 20, 540, 'Harborline Capital Partners', 6.5);
  signatures(c, m, 36, y + 80, 540, 'us');
  c.label('Page 2 of 2', 36, 760, { size: 6, color: '#666' });
}

const COPPER = '#b5652b', PINE = '#24483a';

export function copperleaf(c: Canvas, m: Merchant, r: Rng): void {
  const doc = c.doc;
  // Full-height request sidebar on the left.
  doc.rect(0, 0, 170, 792).fill('#f1e7dc');
  doc.save().fillColor(COPPER).circle(46, 50, 18).fill().fillColor(PINE).ellipse(52, 46, 9, 16).fill().restore();
  c.label('Copperleaf', 20, 76, { size: 17, font: 'Times-Bold', color: PINE });
  c.label('FUNDING GROUP', 21, 96, { size: 7.5, color: COPPER });
  c.label('YOUR REQUEST', 20, 140, { size: 9, font: 'Helvetica-Bold', color: COPPER });
  doc.lineWidth(1).strokeColor(COPPER).moveTo(20, 152).lineTo(150, 152).stroke().strokeColor('#000');
  const side = (lab: string, y: number, s: number) => { c.label(lab, 20, y, { size: s, color: PINE }); doc.lineWidth(0.5).moveTo(20, y + s + 18).lineTo(150, y + s + 18).stroke(); };
  side('How much are you requesting?', 162, 7); c.value('amount', m.amount === null ? null : money(m.amount), 22, 172, 126, F.amount(m), 11);
  side('Estimated payment', 204, 6); c.value('payment', m.payment === null ? null : money(m.payment), 22, 213, 126, F.payment(m));
  side('Payment frequency', 240, 6); c.value('freq', m.frequency ? FREQ_LABEL[m.frequency]! : null, 22, 249, 126, F.freq(m));
  side('Term (# of payments)', 276, 6.5); c.value('count', m.nPayments === null ? null : String(m.nPayments), 22, 286, 126, F.count(m));
  side('Use of proceeds', 312, 6); c.info('use', m.useOfFunds, 22, 321, 126, 8);
  c.label('Your Copperleaf advisor', 20, 380, { size: 7, font: 'Helvetica-Bold', color: PINE });
  c.label(`${m.iso.name}\n${m.iso.phone}\nAdvisor ID ${m.iso.id}`, 20, 392, { size: 7.5, w: 140, lineGap: 2 });
  c.label('Copperleaf Funding Group is a broker. Offers are made by third-party funders and are subject to underwriting.', 20, 700, { size: 5.5, w: 135, color: '#555' });
  // Main column: labels above lines, in mixed sizes and weights, two columns that drift.
  c.label('Business Cash Advance Application', 185, 30, { size: 15, font: 'Times-Bold', color: PINE });
  c.label('Please print clearly. All fields marked * are required.', 185, 50, { size: 7, font: 'Helvetica-Oblique', color: '#555' });
  const bar = (t: string, y: number) => { doc.rect(185, y, 400, 1.5).fill(COPPER); c.label(t, 185, y + 5, { size: 10, font: 'Times-Bold', color: PINE }); };
  const line = (lab: string, x: number, y: number, w: number, s = 6.5, bold = false) => {
    c.label(lab, x, y, { size: s, font: bold ? 'Helvetica-Bold' : 'Helvetica', color: '#333' });
    doc.lineWidth(0.5).moveTo(x, y + s + 16).lineTo(x + w, y + s + 16).stroke();
    return y + s + 3;
  };
  bar('Business Information', 70);
  let vy = line('*Legal Business Name', 185, 92, 400, 7.5, true); c.value('legal', m.legal, 186, vy, 396, F.legal(m), 10);
  vy = line('Doing Business As (DBA)', 185, 122, 230); c.value('dba', m.dbaPrinted, 186, vy, 226, m.dba ? F.dba(m) : { 'application.trade_name': null });
  vy = line('Nature of Business', 428, 118, 157, 8); c.value('industry', m.industryText, 429, vy, 155, F.industry(m));
  c.label('*Business Entity:', 185, 156, { size: 7.5, font: 'Helvetica-Bold' });
  const ents: [string, string][] = [['Sole Proprietor', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['LLC', 'llc'],
    ['Corporation', 'c_corporation'], ['S Corp', 's_corporation'], ['LLP', 'llp']];
  ents.forEach(([lab, id], i) => c.check('entity', lab, m.entityId === id, 260 + (i % 3) * 82, 156 + Math.floor(i / 3) * 13, { 'application.type_of_entity': id }));
  vy = line('Street Address (no P.O. boxes)', 185, 188, 250); c.info('street', m.street, 186, vy, 246);
  vy = line('City, State, ZIP', 445, 184, 140, 7); c.value('csz', addr(m), 446, vy, 138, F.state(m), 8.5);
  vy = line('Business Phone', 185, 220, 120, 6); c.info('phone', m.phone, 186, vy, 118);
  vy = line('Email', 315, 222, 270, 7.5); c.info('email', m.email, 316, vy, 266);
  vy = line('Monthly Gross Sales', 185, 254, 140); c.info('sales', money(m.monthlySales), 186, vy, 138);
  c.label('Continued on page 2 (tax ID, start date, website) >', 400, 268, { size: 6.5, font: 'Helvetica-Oblique', color: COPPER });
  bar('Owner / Officer Information', 292);
  let y = 316;
  m.owners.forEach((o, i) => {
    c.label(`${i + 1}.`, 185, y + 6, { size: 10, font: 'Times-Bold', color: COPPER });
    const ny = line('Name (first, middle, last)', 198, y, 190, 6); const ty = line('Title', 398, y + 3, 90, 7.5); const oy = line('Ownership', 498, y, 87, 6);
    const sy = line('Social Security #', 198, y + 30, 120, 6.5); const by = line('DOB', 328, y + 28, 80, 8); const cy = line('FICO (if known)', 418, y + 30, 60, 5.5);
    const hy = line('Home Address', 198, y + 60, 387, 6);
    ownerValues(c, o, i, { name: [199, ny, 188], role: [399, ty, 88], own: [499, oy, 85], ssn: [199, sy, 118], dob: [329, by, 78],
      credit: [419, cy, 58], home: [199, hy, 385] }, 'long');
    y += 96;
  });
  if (r.chance(0.75)) c.stamp('COPY', 300 + r.int(0, 120), 340 + r.int(0, 120), -28, '#6b6b6b', 40);
  c.label('Copperleaf Funding Group  |  Application p.1', 185, 765, { size: 6, color: '#777' });
  c.addPage();
  doc.rect(0, 0, 170, 792).fill('#f1e7dc');
  c.label('Copperleaf', 20, 30, { size: 14, font: 'Times-Bold', color: PINE });
  c.label('NOTES FOR UNDERWRITING', 20, 70, { size: 7, font: 'Helvetica-Bold', color: COPPER });
  c.label('Merchant says seasonal dip Jan-Feb. Landlord verified by phone.', 20, 82, { size: 7, font: 'Helvetica-Oblique', w: 140 });
  bar('Business Information (continued)', 30);
  vy = line('Federal Tax ID / EIN', 185, 54, 140, 8, true); c.value('ein', m.einPrinted, 186, vy, 138, F.ein(m));
  vy = line('Date Business Started', 335, 52, 130, 6.5); c.value('start', d(m.start, 'long'), 336, vy, 128, F.start(m));
  vy = line('State of Formation', 475, 56, 110, 6); c.decoy('inc', m.incState, 476, vy, 108);
  vy = line('Website', 185, 88, 200); c.info('web', m.website, 186, vy, 198);
  vy = line('Employees', 395, 86, 80, 7.5); c.info('emp', String(m.employees), 396, vy, 78);
  const head = (t: string, yy: number) => bar(t, yy);
  y = decoyBlock(c, m, 185, 122, 400, head);
  bar('Signatures & Consent', y);
  finePrint(c, 185, y + 22, 400, 'Copperleaf Funding Group', 6);
  signatures(c, m, 185, y + 90, 400, 'long');
  c.label('Copperleaf Funding Group  |  Application p.2', 185, 765, { size: 6, color: '#777' });
}
