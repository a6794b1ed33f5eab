// Two of the four fictional brokers: Keystone Bridge Capital (one page, boxed grid, owners in a table of up to three)
// and Harborline Funding Group (two pages, underlined fields, an entity checkbox row, owner blocks, advances table).
import type { Pen } from './pen.ts';
import { ENTITIES, ENTITY_BOXES, type Merchant } from './values.ts';
import { F } from './fields.ts';

const AUTH = 'By signing below, each of the above-listed business and owner(s) (individually an "Applicant") certifies that all ' +
  'information and documents submitted in connection with this application are true, correct and complete. Applicant authorizes ' +
  'the broker and its funding partners, assigns and agents to obtain consumer and business credit reports, to verify bank ' +
  'statements and trade references, and to share this information with prospective funders. This is not a loan application; ' +
  'any purchase of future receivables is subject to underwriting and a separate agreement.';

export function keystone(p: Pen, m: Merchant): number {
  const d = p.doc, navy = '#1d3557';
  // logo: a keystone (trapezoid) with an arch under it
  d.polygon([40, 30], [70, 30], [66, 58], [44, 58]).fill(navy);
  d.lineWidth(2).strokeColor('#e09f3e').moveTo(34, 66).bezierCurveTo(40, 48, 70, 48, 76, 66).stroke();
  p.label('KEYSTONE BRIDGE CAPITAL', 84, 32, { size: 15, bold: true, color: navy });
  p.label('Small Business Funding Application  |  1-800-555-0190  |  submissions@keystonebridge.example', 84, 51, { size: 7, color: '#555' });
  d.lineWidth(0.6).strokeColor(navy).rect(430, 26, 146, 36).stroke();
  p.label('ISO / Rep:', 434, 30, { size: 6 });
  p.value('iso_rep', m.iso, 470, 29, 100);
  p.label('Rep phone:', 434, 46, { size: 6 });
  p.value('iso_phone', m.isoPhone, 470, 45, 100);
  let y = 78;
  p.bar('BUSINESS INFORMATION', 36, y, 540, navy); y += 15;
  let c = p.cell('Legal / Corporate Name', 36, y, 320); p.value('legal', m.legal, ...c, F.legal(m));
  c = p.cell('DBA (if different)', 356, y, 220); p.value('dba', m.dba.text, ...c, F.dba(m)); y += 24;
  c = p.cell('Entity Type', 36, y, 130); p.value('entity', m.entity.text, ...c, F.entity(m));
  c = p.cell('Federal Tax ID #', 166, y, 120); p.value('ein', m.ein.text, ...c, F.ein(m));
  c = p.cell('State of Incorporation', 286, y, 110); p.value('state_of_incorporation', m.incState, ...c);
  c = p.cell('Business Start Date', 396, y, 180); p.value('start', m.start.text, ...c, F.start(m)); y += 24;
  c = p.cell('Physical Address (no P.O. Box)', 36, y, 240); p.value('street', m.street, ...c);
  c = p.cell('City', 276, y, 110); p.value('city', m.city, ...c);
  c = p.cell('State', 386, y, 100); p.value('state', m.state.text, ...c, F.state(m));
  c = p.cell('Zip', 486, y, 90); p.value('zip', m.zip, ...c); y += 24;
  c = p.cell('Business Phone', 36, y, 130); p.value('business_phone', m.phone, ...c);
  c = p.cell('Type of Business / Industry', 166, y, 230); p.value('industry', m.industry.text, ...c, F.industry(m));
  c = p.cell('E-mail', 396, y, 180); p.value('email', m.email, ...c); y += 30;
  p.bar('FUNDING REQUEST', 36, y, 540, navy); y += 15;
  c = p.cell('Amount Requested', 36, y, 160); p.value('amount', m.amount.text, ...c, F.amount(m));
  c = p.cell('Use of Funds', 196, y, 200); p.value('use_of_funds', m.useOfFunds, ...c);
  c = p.cell('Avg. Monthly Sales (last 3 mo.)', 396, y, 180); p.value('monthly_sales', m.monthlySales, ...c); y += 30;
  p.bar('OWNERS / OFFICERS (all owners of 20% or more)', 36, y, 540, navy); y += 15;
  const cols: [string, number][] = [['Full Name', 150], ['Title', 66], ['Ownership %', 78], ['SSN', 88], ['Date of Birth', 96], ['Credit Score*', 62]];
  let x = 36;
  for (const [t, w] of cols) { d.rect(x, y, w, 12).fill('#e6ebf2'); p.label(t, x + 3, y + 3, { size: 6.5, bold: true }); x += w; }
  y += 12;
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    x = 36;
    const ys = y + 6;
    for (const [, w] of cols) { d.lineWidth(0.4).strokeColor('#999').rect(x, y, w, 20).stroke(); x += w; }
    if (o) {
      p.value('owner_name', o.name.text, 40, ys, 142, F.name(o, i));
      p.value('owner_title', o.role, 190, ys, 58, F.role(o, i));
      p.value('owner_pct', o.own.text, 256, ys, 70, F.own(o, i));
      p.value('owner_ssn', o.ssn.text, 334, ys, 80, F.ssn(o, i));
      p.value('owner_dob', o.dob.text, 422, ys, 88, F.dob(o, i));
      if (o.score.text) p.value('owner_score', o.score.text, 518, ys, 54, F.score(o, i));
    }
    y += 20;
  }
  p.label('* self-reported; funder will pull its own report.', 36, y + 2, { size: 5.5, color: '#666' }); y += 14;
  p.bar('BANK / LANDLORD', 36, y, 540, navy); y += 15;
  c = p.cell('Business Bank', 36, y, 160); p.value('bank_name', m.bank, ...c);
  c = p.cell('Routing #', 196, y, 110); p.value('bank_routing', m.routing, ...c);
  c = p.cell('Account #', 306, y, 120); p.value('bank_account', m.account, ...c);
  c = p.cell('Monthly Rent', 426, y, 150); p.value('rent', m.rent, ...c); y += 24;
  c = p.cell('Landlord / Mortgage Co.', 36, y, 270); p.value('landlord', m.landlord, ...c);
  c = p.cell('Landlord Phone', 306, y, 270); p.value('landlord_phone', m.landlordPhone, ...c); y += 32;
  y = p.fine(AUTH, 36, y, 540) + 26;
  m.owners.forEach((_, i) => { p.signature(`Owner ${i + 1} Signature`, 36 + i * 182, y, 160); p.signature('Date', 36 + i * 182, y + 24, 160); });
  p.label('KBC-APP rev. 07/2023  |  Keystone Bridge Capital is a fictional ISO used for test data.', 36, 760, { size: 5.5, color: '#888' });
  return 1;
}

export function harborline(p: Pen, m: Merchant): number {
  const d = p.doc, teal = '#0b6e6e';
  // logo: a lighthouse (tower and lamp) above three waves
  d.rect(46, 26, 10, 30).fill(teal); d.polygon([43, 26], [59, 26], [51, 16]).fill('#c44536');
  for (let k = 0; k < 3; k++) d.lineWidth(1.4).strokeColor(teal).moveTo(30, 60 + k * 5).bezierCurveTo(40, 55 + k * 5, 50, 65 + k * 5, 72, 60 + k * 5).stroke();
  p.label('Harborline', 80, 24, { size: 20, bold: true, color: teal });
  p.label('FUNDING GROUP  -  Merchant Application (page 1 of 2)', 80, 48, { size: 8, color: '#333' });
  p.label('Harborline Funding Group, 40 Wharf St, Portsmouth NH  -  fax 603-555-0111', 360, 30, { size: 6.5, color: '#666', width: 216, align: 'right' });
  let y = 84;
  p.bar('1. ABOUT THE BUSINESS', 36, y, 540, teal, 14); y += 22;
  let c = p.line('Business Legal Name:', 36, y, 330); p.value('legal', m.legal, ...c, F.legal(m));
  c = p.line('DBA:', 376, y, 200); p.value('dba', m.dba.text, ...c, F.dba(m)); y += 20;
  p.label('Entity:', 36, y + 1, { size: 7.5 });
  const ent = ENTITIES.find((e) => e.text === m.entity.text)!;
  let x = 70;
  for (const b of ENTITY_BOXES) x = p.check('entity', b, ent.box === b, x, y, ent.box === b ? F.entity(m) : {});
  x = p.check('entity_other', 'Other:', !ent.box, x, y);
  d.lineWidth(0.5).strokeColor('#555').moveTo(x - 8, y + 9).lineTo(576, y + 9).stroke();
  if (!ent.box) p.value('entity', m.entity.text, x - 6, y - 1, 576 - x, F.entity(m));
  y += 20;
  c = p.line('Federal Tax ID (EIN):', 36, y, 200); p.value('ein', m.ein.text, ...c, F.ein(m));
  c = p.line('Date Business Started:', 246, y, 180); p.value('start', m.start.text, ...c, F.start(m));
  c = p.line('Inc. State:', 436, y, 140); p.value('state_of_incorporation', m.incState, ...c); y += 20;
  c = p.line('Street:', 36, y, 250); p.value('street', m.street, ...c);
  c = p.line('City:', 296, y, 120); p.value('city', m.city, ...c);
  c = p.line('State:', 426, y, 80); p.value('state', m.state.text, ...c, F.state(m));
  c = p.line('Zip:', 516, y, 60); p.value('zip', m.zip, ...c); y += 20;
  c = p.line('What does the business do?', 36, y, 330); p.value('industry', m.industry.text, ...c, F.industry(m));
  c = p.line('Phone:', 376, y, 200); p.value('business_phone', m.phone, ...c); y += 28;
  p.bar('2. FUNDING REQUEST', 36, y, 540, teal, 14); y += 22;
  c = p.line('Amount Requested:', 36, y, 200); p.value('amount', m.amount.text, ...c, F.amount(m));
  c = p.line('Proposed Payment:', 246, y, 170); p.value('payment', m.payment.text, ...c, F.payment(m));
  c = p.line('# of Payments:', 426, y, 150); p.value('n_payments', m.nPayments.text, ...c, F.nPayments(m)); y += 20;
  c = p.line('Payment Schedule:', 36, y, 200); if (m.payment.text) p.value('frequency', m.freq.text, ...c, F.freq(m));
  c = p.line('Use of Proceeds:', 246, y, 330); p.value('use_of_funds', m.useOfFunds, ...c); y += 28;
  p.bar('3. PRINCIPALS', 36, y, 540, teal, 14); y += 20;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    p.label(`Principal #${i + 1}`, 36, y, { size: 8, bold: true, color: teal }); y += 12;
    c = p.line('Name:', 36, y, 250); if (o) p.value('owner_name', o.name.text, ...c, F.name(o, i));
    c = p.line('Title:', 296, y, 120); if (o) p.value('owner_title', o.role, ...c, F.role(o, i));
    c = p.line('% Owned:', 426, y, 150); if (o) p.value('owner_pct', o.own.text, ...c, F.own(o, i)); y += 19;
    c = p.line('SSN:', 36, y, 160); if (o) p.value('owner_ssn', o.ssn.text, ...c, F.ssn(o, i));
    c = p.line('DOB:', 206, y, 130); if (o) p.value('owner_dob', o.dob.text, ...c, F.dob(o, i));
    c = p.line('FICO (est.):', 346, y, 100); if (o?.score.text) p.value('owner_score', o.score.text, ...c, F.score(o, i));
    c = p.line('Cell:', 456, y, 120); if (o) p.value('owner_cell', o.cell, ...c); y += 19;
    c = p.line('Home Address:', 36, y, 540); if (o) p.value('owner_home', o.home, ...c); y += 26;
  }
  p.label('Additional principals: attach a separate sheet.', 36, y, { size: 6, color: '#666' });
  p.label('Continued on page 2', 36, 760, { size: 6.5, color: '#666', width: 540, align: 'right' });
  p.addPage();
  y = 36;
  p.label('Harborline Funding Group  -  Merchant Application (page 2 of 2)', 36, y, { size: 9, bold: true, color: teal }); y += 20;
  p.bar('4. EXISTING ADVANCES / LOANS', 36, y, 540, teal, 14); y += 16;
  const cols: [string, number][] = [['Funder / Lender', 240], ['Current Balance', 150], ['Payment', 150]];
  for (let r = 0; r < 3; r++) {
    x = 36;
    cols.forEach(([t, w], k) => {
      d.lineWidth(0.4).strokeColor('#999').rect(x, y, w, 16).stroke();
      if (r === 0) p.label(t, x + 3, y + 5, { size: 6.5, bold: true });
      const f = m.funders[r - 1];
      if (r > 0 && f) p.value(['funder_name', 'funder_balance', 'funder_payment'][k]!, [f.name, f.balance, f.payment][k]!, x + 4, y + 4, w - 8);
      x += w;
    });
    y += 16;
  }
  y += 12;
  p.bar('5. BANK, LANDLORD & TRADE REFERENCE', 36, y, 540, teal, 14); y += 22;
  let c2 = p.line('Bank:', 36, y, 200); p.value('bank_name', m.bank, ...c2);
  c2 = p.line('ABA/Routing:', 246, y, 160); p.value('bank_routing', m.routing, ...c2);
  c2 = p.line('Acct:', 416, y, 160); p.value('bank_account', m.account, ...c2); y += 20;
  c2 = p.line('Landlord:', 36, y, 300); p.value('landlord', m.landlord, ...c2);
  c2 = p.line('Phone:', 346, y, 230); p.value('landlord_phone', m.landlordPhone, ...c2); y += 20;
  c2 = p.line('Trade Reference:', 36, y, 300); p.value('trade_ref', m.refs[0]!.name, ...c2);
  c2 = p.line('Phone:', 346, y, 230); p.value('trade_ref_phone', m.refs[0]!.phone, ...c2); y += 30;
  p.bar('6. AUTHORIZATION', 36, y, 540, teal, 14); y += 20;
  y = p.fine(AUTH + ' Applicant consents to receive calls and texts at the numbers provided.', 36, y, 540, 6.3) + 30;
  m.owners.slice(0, 2).forEach((_, i) => { p.signature(`Signature of Principal #${i + 1}`, 36 + i * 280, y, 240); p.signature('Print Name / Date', 36 + i * 280, y + 30, 240); });
  return 2;
}
