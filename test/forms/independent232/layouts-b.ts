// Bluestem Merchant Advisors (a dense grid of boxed cells whose columns shift row to row, principals as `Last, First`
// continued on page 2, a floating request panel, a sticky note over the form) and Northgate Business Lending
// (right-aligned labels, a top-right request sidebar, owner cards two per row of unequal height, RECEIVED and COPY).
import type { Canvas } from './canvas.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import { type Merchant, money } from './model.ts';
import { F, FREQ_LABEL, addr, d, decoyBlock, finePrint, ownerValues, signatures } from './parts.ts';

const PLUM = '#4a2a6b', SAGE = '#6f8f6a';

export function bluestem(c: Canvas, m: Merchant, r: Rng): void {
  const doc = c.doc;
  doc.save().fillColor(PLUM).rect(36, 28, 8, 34).fill().rect(48, 38, 8, 24).fill().fillColor(SAGE).rect(60, 46, 8, 16).fill().restore();
  c.label('BLUESTEM', 76, 28, { size: 18, font: 'Helvetica-Bold', color: PLUM });
  c.label('merchant advisors', 77, 47, { size: 9, font: 'Helvetica-Oblique', color: SAGE });
  c.label('BUSINESS FUNDING APPLICATION', 350, 30, { size: 11, font: 'Helvetica-Bold' });
  c.label(`Form BMA-11  |  Agent ${m.iso.name} (${m.iso.id})  ${m.iso.phone}`, 350, 46, { size: 6.5, color: '#555' });
  const cell = (lab: string, x: number, y: number, w: number, h = 26, s = 5.5) => {
    doc.lineWidth(0.5).strokeColor('#333').rect(x, y, w, h).stroke();
    c.label(lab.toUpperCase(), x + 2, y + 2, { size: s, font: 'Helvetica-Bold', color: PLUM });
  };
  const head = (t: string, y: number, w = 540) => { doc.rect(36, y, w, 13).fill(PLUM); c.label(t, 40, y + 3, { size: 7.5, font: 'Helvetica-Bold', color: '#fff' }); };
  head('A. BUSINESS', 72, 360);
  cell('Legal name of business', 36, 85, 360); c.value('legal', m.legal, 38, 96, 356, F.legal(m));
  cell('d/b/a', 36, 111, 210, 26, 7); c.value('dba', m.dbaPrinted, 38, 123, 206, m.dba ? F.dba(m) : { 'application.trade_name': null });
  cell('Entity type', 246, 111, 150); c.value('entity', m.entityLabel, 248, 122, 146, F.entity(m));
  const bare = m.einType === 'EIN' && r.chance(0.5);
  cell('Fed. Tax ID (EIN)', 36, 137, 140); c.value('ein', bare ? m.ein : m.einPrinted, 38, 148, 136, F.ein(m));
  cell('Date est.', 176, 137, 90, 26, 6.5); c.value('start', d(m.start, 'short'), 178, 148, 86, F.start(m));
  cell('State of org.', 266, 137, 130); c.decoy('inc', m.incState, 268, 148, 126);
  cell('Street', 36, 163, 200); c.info('street', m.street, 38, 174, 196, 8.5);
  cell('City / ST / Zip', 236, 163, 160); c.value('csz', addr(m), 238, 174, 156, F.state(m), 8.5);
  cell('Industry / what do you sell?', 36, 189, 250); c.value('industry', m.industryText, 38, 200, 246, F.industry(m));
  cell('Phone', 286, 189, 110); c.info('phone', m.phone, 288, 200, 106, 8.5);
  cell('E-mail', 36, 215, 180); c.info('email', m.email, 38, 226, 176, 8);
  cell('Web', 216, 215, 110); c.info('web', m.website, 218, 226, 106, 7.5);
  cell('Emp.', 326, 215, 70); c.info('emp', String(m.employees), 328, 226, 66);
  // The floating request panel beside the grid.
  const px = 410, py = 96;
  doc.save().fillColor('#e9e2f0').rect(px, py, 166, 168).fill().restore();
  doc.save().lineWidth(1.5).strokeColor(SAGE).rect(px, py, 166, 168).stroke().restore();
  c.label('B. REQUEST', px + 8, py + 6, { size: 9, font: 'Helvetica-Bold', color: PLUM });
  c.label('Funding amount', px + 8, py + 24, { size: 6.5 }); c.value('amount', m.amount === null ? null : money(m.amount), px + 8, py + 33, 150, F.amount(m), 11);
  doc.lineWidth(0.5).moveTo(px + 8, py + 48).lineTo(px + 158, py + 48).stroke();
  c.label('Pmt. amount', px + 8, py + 56, { size: 6 }); c.value('payment', m.payment === null ? null : money(m.payment), px + 56, py + 53, 100, F.payment(m));
  c.label('# Pmts.', px + 8, py + 76, { size: 6 }); c.value('count', m.nPayments === null ? null : String(m.nPayments), px + 56, py + 73, 60, F.count(m));
  (['daily', 'weekly', 'biweekly', 'monthly'] as const).forEach((f, i) =>
    c.check('freq', FREQ_LABEL[f]!, m.frequency === f, px + 10 + (i % 2) * 74, py + 96 + Math.floor(i / 2) * 14, F.freq(m), { size: 7 }));
  c.label('Purpose:', px + 8, py + 134, { size: 6 }); c.info('use', m.useOfFunds, px + 40, py + 131, 120, 7.5);
  head('C. PRINCIPAL INFORMATION', 254);
  const principal = (i: number, y: number) => {
    const o = m.owners[i]!;
    c.label(`Principal #${i + 1}`, 36, y, { size: 7, font: 'Helvetica-Bold' });
    cell('Name (last, first)', 36, y + 10, 220); cell('Title', 256, y + 10, 100); cell('% own', 356, y + 10, 60, 26, 7);
    cell('SSN', 416, y + 10, 100); cell('DOB', 516, y + 10, 60);
    cell('Home address', 36, y + 36, 380); cell('Credit score', 416, y + 36, 160, 26, 5);
    ownerValues(c, o, i, { name: [38, y + 21, 216], role: [258, y + 21, 96], own: [358, y + 21, 56], ssn: [418, y + 21, 96], dob: [518, y + 21, 56],
      home: [38, y + 47, 376], credit: [418, y + 47, 156] }, 'short', true);
  };
  principal(0, 272);
  c.label('Additional principals: see page 2.', 36, 340, { size: 6.5, font: 'Helvetica-Oblique', color: '#555' });
  y0(c, m, r);
  finePrint(c, 36, 560, 540, 'Bluestem Merchant Advisors');
  c.label('BMA-11  p. 1/2', 520, 770, { size: 6 });
  c.addPage();
  c.label('BLUESTEM merchant advisors  -  application continued', 36, 28, { size: 8, font: 'Helvetica-Bold', color: PLUM });
  let y = 46;
  head('C. PRINCIPAL INFORMATION (cont.)', y);
  for (let i = 1; i < m.owners.length; i++) { principal(i, y + 18); y += 74; }
  if (m.owners.length === 1) c.label('(none)', 40, y + 20, { size: 7, color: '#777' });
  y += 40;
  y = decoyBlock(c, m, 36, y + 10, 540, (t, yy) => head(`D. ${t}`, yy));
  head('E. CERTIFICATION', y);
  finePrint(c, 36, y + 18, 540, 'Bluestem Merchant Advisors', 6.2);
  signatures(c, m, 36, y + 78, 540, 'short');
  c.label('BMA-11  p. 2/2', 520, 770, { size: 6 });
}

/** Page 1's lower half: trade references, then a sticky note stuck across them. */
function y0(c: Canvas, m: Merchant, r: Rng): void {
  const doc = c.doc;
  doc.rect(36, 360, 540, 13).fill(PLUM); c.label('D. CREDIT REFERENCES', 40, 363, { size: 7.5, font: 'Helvetica-Bold', color: '#fff' });
  m.refs.forEach((ref, i) => {
    doc.lineWidth(0.5).strokeColor('#333').rect(36 + i * 270, 378, 270, 26).stroke();
    c.label(`REFERENCE ${i + 1} (NAME / PHONE)`, 38 + i * 270, 380, { size: 5.5, font: 'Helvetica-Bold', color: PLUM });
    c.decoy(`ref${i}`, `${ref.name}  ${ref.phone}`, 38 + i * 270, 390, 266, 8.5);
  });
  const nx = r.int(300, 420), ny = r.int(400, 470);
  doc.save().rotate(r.float(-5, 4), { origin: [nx, ny] }).fillColor('#fff3a0').rect(nx, ny, 150, 80).fill();
  doc.font('Helvetica-Bold').fontSize(8).fillColor('#333').text('NOTE', nx + 8, ny + 8, { lineBreak: false });
  doc.restore();
  c.decoy('note', `Landlord ${m.landlord.split(' ')[0]}: ${m.landlordPhone}`, nx + 8, ny + 24, 136, 8);
  c.decoy('note2', `Ref ${m.refs[0]!.name.split(' ')[0]} ok`, nx + 8, ny + 40, 136, 8);
}

const RED = '#a3161b', GRAY = '#4b4f54';

export function northgate(c: Canvas, m: Merchant, r: Rng): void {
  const doc = c.doc;
  doc.rect(0, 0, 612, 62).fill(GRAY);
  doc.save().fillColor('#fff').rect(36, 14, 6, 34).fill().rect(64, 14, 6, 34).fill().rect(42, 20, 22, 3).fill().rect(42, 30, 22, 3).fill().restore();
  c.label('NORTHGATE', 80, 16, { size: 19, font: 'Helvetica-Bold', color: '#fff' });
  c.label('BUSINESS LENDING', 81, 38, { size: 8, color: '#f3c5c6' });
  c.label('Small Business Working Capital Application', 300, 22, { size: 10, font: 'Helvetica-Bold', color: '#fff' });
  const rl = (lab: string, x: number, y: number, lw: number, vw: number, s = 7, boxed = false) => {
    c.label(lab, x, y + 3, { size: s, w: lw - 4, align: 'right', font: s > 7.5 ? 'Helvetica-Bold' : 'Helvetica' });
    if (boxed) doc.lineWidth(0.5).strokeColor('#888').rect(x + lw, y - 2, vw, 15).stroke().strokeColor('#000');
    else doc.lineWidth(0.5).moveTo(x + lw, y + 12).lineTo(x + lw + vw, y + 12).stroke();
    return x + lw;
  };
  doc.rect(36, 74, 360, 12).fill(RED); c.label('COMPANY', 40, 76.5, { size: 7.5, font: 'Helvetica-Bold', color: '#fff' });
  let x = rl('Company legal name', 36, 94, 92, 268, 8); c.value('legal', m.legal, x, 92, 268, F.legal(m));
  x = rl('Trade name', 36, 114, 70, 150, 7, true); c.value('dba', m.dbaPrinted, x, 113, 150, m.dba ? F.dba(m) : { 'application.trade_name': null });
  x = rl('Tax ID', 256, 116, 40, 100, 6.5); c.value('ein', m.einPrinted, x, 114, 100, F.ein(m));
  x = rl('In business since', 36, 138, 80, 90, 7.5); c.value('start', d(m.start, 'us'), x, 136, 90, F.start(m));
  x = rl('Inc. state', 206, 140, 50, 40, 6); c.decoy('inc', m.incState, x, 138, 40);
  c.value('industry', m.industryText, 36 + 92, 160, 268, F.industry(m));
  rl('Describe business', 36, 162, 92, 268, 6.5);
  x = rl('Address', 36, 186, 50, 170, 7); c.info('street', m.street, x, 184, 170, 8.5);
  x = rl('City/St/Zip', 256, 188, 52, 88, 6); c.value('csz', addr(m), x, 186, 88, F.state(m), 7.5);
  x = rl('Phone', 36, 210, 50, 110, 7, true); c.info('phone', m.phone, x, 209, 110, 8.5);
  x = rl('Email', 196, 212, 36, 164, 6.5); c.info('email', m.email, x, 210, 164, 8);
  c.label('Entity:', 36, 236, { size: 7.5, font: 'Helvetica-Bold' });
  const ents: [string, string][] = [['LLC', 'llc'], ['Corporation', 'c_corporation'], ['S Corp', 's_corporation'], ['Partnership', 'general_partnership'],
    ['LLP', 'llp'], ['Sole Proprietor', 'sole_proprietorship']];
  ents.forEach(([lab, id], i) => c.check('entity', lab, m.entityId === id, 70 + (i % 4) * 78 + (i >= 4 ? 20 : 0), 236 + Math.floor(i / 4) * 14, { 'application.type_of_entity': id }, { size: 7 }));
  // Top-right request sidebar.
  doc.save().fillColor('#eceff1').rect(412, 74, 164, 200).fill().fillColor(RED).rect(412, 74, 4, 200).fill().restore();
  c.label('LOAN REQUEST', 424, 82, { size: 9, font: 'Helvetica-Bold', color: RED });
  c.label('Amount', 424, 102, { size: 7 }); doc.lineWidth(0.8).rect(424, 112, 140, 18).stroke();
  c.value('amount', m.amount === null ? null : money(m.amount), 427, 115, 134, F.amount(m), 10);
  c.label('Payment', 424, 140, { size: 6.5 }); c.value('payment', m.payment === null ? null : money(m.payment), 470, 137, 94, F.payment(m));
  doc.lineWidth(0.4).moveTo(468, 150).lineTo(564, 150).stroke();
  c.label('Number of payments', 424, 160, { size: 6 }); c.value('count', m.nPayments === null ? null : String(m.nPayments), 496, 157, 60, F.count(m));
  doc.moveTo(494, 170).lineTo(564, 170).stroke();
  c.label('Frequency', 424, 180, { size: 6.5, font: 'Helvetica-Bold' });
  (['daily', 'weekly', 'biweekly', 'monthly'] as const).forEach((f, i) =>
    c.check('freq', FREQ_LABEL[f]!, m.frequency === f, 424 + (i % 2) * 70, 194 + Math.floor(i / 2) * 14, F.freq(m), { size: 7 }));
  c.label(`Referred by: ${m.iso.name}, ${m.iso.phone}`, 424, 236, { size: 6, color: '#555', w: 140 });
  c.label(`Rep code ${m.iso.id}`, 424, 256, { size: 6, color: '#555' });
  // Owner cards, two per row, unequal heights.
  doc.rect(36, 280, 540, 12).fill(RED); c.label('OWNERSHIP  (list every owner with 20% or more)', 40, 282.5, { size: 7.5, font: 'Helvetica-Bold', color: '#fff' });
  m.owners.forEach((o, i) => {
    const cx = i % 2 === 0 ? 36 : 312, cy = i < 2 ? 300 + (i === 1 ? r.int(0, 16) : 0) : 448, h = i === 0 ? 138 : 124;
    doc.lineWidth(0.7).strokeColor(GRAY).rect(cx, cy, i % 2 ? 264 : 270, h).stroke().strokeColor('#000');
    doc.rect(cx, cy, 18, h).fill('#dfe3e6');
    c.label(String(i + 1), cx + 5, cy + 6, { size: 10, font: 'Helvetica-Bold', color: RED });
    const L = (lab: string, ly: number, lw: number, vw: number, s = 6.5, bx = false) => rl(lab, cx + 20, cy + ly, lw, vw, s, bx);
    ownerValues(c, o, i, {
      name: [L('Owner name', 8, 56, 186, 7.5), cy + 6, 186], role: [L('Title', 30, 56, 80), cy + 28, 80],
      own: [L('Own %', 30, 150, 40, 6, true) - 0, cy + 29, 40], ssn: [L('SSN', 52, 56, 110, 7), cy + 50, 110],
      dob: [L('Birth date', 74, 56, 80, 6), cy + 72, 80], credit: [L('Est. FICO', 74, 150, 46, 5.5), cy + 72, 46],
      home: [L('Home addr.', 96, 56, 186, 6), cy + 94, 186] }, 'us');
  });
  const st = r.int(0, 2);
  if (st !== 1) c.stamp('RECEIVED', r.int(350, 440), r.int(396, 430), r.float(-18, 8), '#1f4fa3', 18, `${r.pick(['MAR', 'APR'])} 0${r.int(1, 9)} 2025`);
  if (st !== 0) c.stamp('COPY', r.int(60, 200), r.int(150, 240), -20, '#a3161b', 30);
  finePrint(c, 36, 600, 540, 'Northgate Business Lending');
  c.label('NBL-WC 2024.2  |  Page 1 of 2  |  Continued on reverse', 36, 770, { size: 6, color: '#666' });
  c.addPage();
  doc.rect(0, 0, 612, 30).fill(GRAY); c.label('NORTHGATE BUSINESS LENDING  -  page 2', 36, 10, { size: 9, font: 'Helvetica-Bold', color: '#fff' });
  const y = decoyBlock(c, m, 36, 46, 540, (t, yy) => { doc.rect(36, yy, 540, 12).fill(RED); c.label(t, 40, yy + 2.5, { size: 7.5, font: 'Helvetica-Bold', color: '#fff' }); });
  doc.rect(36, y, 540, 12).fill(RED); c.label('AGREEMENT', 40, y + 2.5, { size: 7.5, font: 'Helvetica-Bold', color: '#fff' });
  finePrint(c, 36, y + 18, 540, 'Northgate Business Lending', 6.3);
  signatures(c, m, 36, y + 80, 540, 'us');
}
