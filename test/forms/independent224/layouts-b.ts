// The other two fictional brokers: Prairie Sun Merchant Services (one page, two columns of underlined fields, payment
// schedule checkboxes, two owners side by side) and Copperleaf Business Lending (two pages, an entity checkbox column,
// owners written "Last, First" on cards of up to three, a references and landlord block).
import type { Pen } from './pen.ts';
import { ENTITIES, type Merchant } from './values.ts';
import { F } from './fields.ts';

const CONSENT = 'The undersigned authorize(s) Prairie Sun Merchant Services and any funder to which this application is presented ' +
  'to investigate the business and its owners, including credit bureau inquiries, bank verification and contact with the landlord. ' +
  'The undersigned represent that the business is not in bankruptcy and that the information above is accurate. A photocopy or ' +
  'electronic copy of this authorization is as valid as the original.';

export function prairiesun(p: Pen, m: Merchant): number {
  const d = p.doc, orange = '#d9731a', brown = '#5a3e1b';
  // logo: a half sun with rays over a horizon line
  d.circle(58, 52, 14).fill(orange);
  for (let k = 0; k <= 8; k++) {
    const a = Math.PI + (k * Math.PI) / 8;
    d.lineWidth(1.5).strokeColor(orange).moveTo(58 + 18 * Math.cos(a), 52 + 18 * Math.sin(a)).lineTo(58 + 25 * Math.cos(a), 52 + 25 * Math.sin(a)).stroke();
  }
  d.rect(30, 52, 56, 14).fill('#fff'); d.lineWidth(1.5).strokeColor(brown).moveTo(28, 52).lineTo(88, 52).stroke();
  p.label('PRAIRIE SUN', 96, 28, { size: 17, bold: true, color: brown });
  p.label('MERCHANT SERVICES  ·  Working Capital Application', 96, 48, { size: 8, color: orange });
  p.label('Submitted by:', 420, 28, { size: 6.5 }); p.value('iso_rep', m.iso, 466, 26, 110);
  p.label('Office:', 420, 44, { size: 6.5 }); p.value('iso_phone', m.isoPhone, 466, 42, 110);
  let y = 80;
  const half = (t: string) => { p.bar(t, 36, y, 540, brown, 12); y += 18; };
  half('COMPANY');
  const L = 36, R = 312, W = 264;
  let c = p.line('Legal name', L, y, W); p.value('legal', m.legal, ...c, F.legal(m));
  c = p.line('Trade name / DBA', R, y, W); p.value('dba', m.dba.text, ...c, F.dba(m)); y += 18;
  c = p.line('Form of business', L, y, W); p.value('entity', m.entity.text, ...c, F.entity(m));
  c = p.line('Tax ID no.', R, y, W); p.value('ein', m.ein.text, ...c, F.ein(m)); y += 18;
  c = p.line('In business since', L, y, W); p.value('start', m.start.text, ...c, F.start(m));
  c = p.line('Nature of business', R, y, W); p.value('industry', m.industry.text, ...c, F.industry(m)); y += 18;
  c = p.line('Street address', L, y, W); p.value('street', m.street, ...c);
  c = p.line('City', R, y, 130); p.value('city', m.city, ...c);
  c = p.line('St.', R + 136, y, 70); p.value('state', m.state.text, ...c, F.state(m));
  c = p.line('Zip', R + 210, y, 54); p.value('zip', m.zip, ...c); y += 18;
  c = p.line('Phone', L, y, W); p.value('business_phone', m.phone, ...c);
  c = p.line('Incorporated in', R, y, W); p.value('state_of_incorporation', m.incState, ...c); y += 24;
  half('FUNDS REQUESTED');
  c = p.line('Advance amount', L, y, W); p.value('amount', m.amount.text, ...c, F.amount(m));
  c = p.line('Payment amount', R, y, W); p.value('payment', m.payment.text, ...c, F.payment(m)); y += 18;
  c = p.line('No. of payments', L, y, W); p.value('n_payments', m.nPayments.text, ...c, F.nPayments(m));
  p.label('Schedule:', R, y + 3, { size: 7.5 });
  let x = R + 40;
  const freqs: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];
  const printed = m.payment.text !== '';
  for (const [label, id] of freqs) x = p.check('frequency', label, printed && m.freq.value === id, x, y + 2, printed && m.freq.value === id ? F.freq(m) : {});
  y += 18;
  c = p.line('Monthly gross sales', L, y, W); p.value('monthly_sales', m.monthlySales, ...c);
  c = p.line('Open advances with', R, y, W); if (m.funders[0]) p.value('funder_name', `${m.funders[0].name} (${m.funders[0].balance})`, ...c); y += 24;
  half('OWNERSHIP');
  const top = y;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    const ox = i === 0 ? L : R;
    y = top;
    p.label(i === 0 ? 'Owner' : 'Co-owner (if any)', ox, y, { size: 7.5, bold: true, color: orange }); y += 12;
    c = p.line('Name', ox, y, W); if (o) p.value('owner_name', o.name.text, ...c, F.name(o, i)); y += 18;
    c = p.line('Title', ox, y, 140); if (o) p.value('owner_title', o.role, ...c, F.role(o, i));
    c = p.line('Ownership', ox + 146, y, W - 146); if (o) p.value('owner_pct', o.own.text, ...c, F.own(o, i)); y += 18;
    c = p.line('Social Sec. #', ox, y, W); if (o) p.value('owner_ssn', o.ssn.text, ...c, F.ssn(o, i)); y += 18;
    c = p.line('Birth date', ox, y, 150); if (o) p.value('owner_dob', o.dob.text, ...c, F.dob(o, i));
    c = p.line('Score', ox + 156, y, W - 156); if (o?.score.text) p.value('owner_score', o.score.text, ...c, F.score(o, i)); y += 18;
    c = p.line('Home address', ox, y, W); if (o) p.value('owner_home', o.home, ...c); y += 18;
    c = p.line('Mobile', ox, y, W); if (o) p.value('owner_cell', o.cell, ...c); y += 18;
  }
  y += 8;
  half('BANKING');
  c = p.line('Bank', L, y, W); p.value('bank_name', m.bank, ...c);
  c = p.line('Routing', R, y, 120); p.value('bank_routing', m.routing, ...c);
  c = p.line('Acct', R + 126, y, W - 126); p.value('bank_account', m.account, ...c); y += 26;
  y = p.fine(CONSENT, L, y, 540, 6) + 28;
  p.signature('Owner signature / date', L, y, 240); p.signature('Co-owner signature / date', R, y, 240);
  p.label('PSMS form 12-B. Prairie Sun Merchant Services is fictional; this form is test data.', L, 764, { size: 5.5, color: '#888' });
  return 1;
}

export function copperleaf(p: Pen, m: Merchant): number {
  const d = p.doc, green = '#2d6a4f', copper = '#b5651d';
  // logo: a leaf (two curves and a vein) inside a copper ring
  d.lineWidth(2).strokeColor(copper).circle(56, 46, 20).stroke();
  d.moveTo(44, 58).bezierCurveTo(44, 38, 58, 32, 70, 32).bezierCurveTo(70, 48, 60, 58, 44, 58).fill(green);
  d.lineWidth(0.8).strokeColor('#fff').moveTo(46, 56).lineTo(66, 36).stroke();
  p.label('Copperleaf', 86, 26, { size: 19, bold: true, color: green });
  p.label('BUSINESS LENDING', 86, 48, { size: 8.5, bold: true, color: copper });
  p.label('Application for Business Financing / Purchase of Future Receivables', 300, 30, { size: 8, width: 276, align: 'right' });
  p.label('Please print clearly. Page 1 of 2.', 300, 46, { size: 6.5, color: '#666', width: 276, align: 'right' });
  d.lineWidth(2).strokeColor(green).moveTo(36, 74).lineTo(576, 74).stroke();
  let y = 84;
  p.bar('Section A - Business', 36, y, 540, green); y += 18;
  let c = p.cell('Registered business name', 36, y, 360, 26); p.value('legal', m.legal, ...c, F.legal(m));
  c = p.cell('Operating as (DBA)', 396, y, 180, 26); p.value('dba', m.dba.text, ...c, F.dba(m)); y += 30;
  // entity: a column of checkboxes on the left, the rest on the right
  p.label('Business structure (check one)', 36, y, { size: 6.5, bold: true });
  const ent = ENTITIES.find((e) => e.text === m.entity.text)!;
  const boxes = ['Sole Prop.', 'Partnership', 'Corporation', 'S Corp', 'LLC'];
  let by = y + 11;
  for (const b of boxes) { p.check('entity', b, ent.box === b, 40, by, ent.box === b ? F.entity(m) : {}); by += 12; }
  const ox = p.check('entity_other', 'Other', !ent.box, 40, by);
  d.lineWidth(0.5).strokeColor('#555').moveTo(ox - 6, by + 9).lineTo(196, by + 9).stroke();
  if (!ent.box) p.value('entity', m.entity.text, ox - 4, by - 1, 196 - ox, F.entity(m));
  c = p.cell('EIN / Tax ID', 206, y, 180); p.value('ein', m.ein.text, ...c, F.ein(m));
  c = p.cell('Date established', 386, y, 190); p.value('start', m.start.text, ...c, F.start(m)); y += 24;
  c = p.cell('Industry / products sold', 206, y, 370); p.value('industry', m.industry.text, ...c, F.industry(m)); y += 24;
  c = p.cell('State of formation', 206, y, 120); p.value('state_of_incorporation', m.incState, ...c);
  c = p.cell('Business phone', 326, y, 120); p.value('business_phone', m.phone, ...c);
  c = p.cell('Monthly rent', 446, y, 130); p.value('rent', m.rent, ...c); y = Math.max(y + 30, by + 20);
  c = p.cell('Business location - street', 36, y, 250); p.value('street', m.street, ...c);
  c = p.cell('City', 286, y, 130); p.value('city', m.city, ...c);
  c = p.cell('State', 416, y, 80); p.value('state', m.state.text, ...c, F.state(m));
  c = p.cell('ZIP', 496, y, 80); p.value('zip', m.zip, ...c); y += 32;
  p.bar('Section B - Financing requested', 36, y, 540, green); y += 18;
  c = p.cell('Amount needed', 36, y, 180); p.value('amount', m.amount.text, ...c, F.amount(m));
  c = p.cell('Purpose', 216, y, 200); p.value('use_of_funds', m.useOfFunds, ...c);
  c = p.cell('Gross annual sales', 416, y, 160); p.value('annual_sales', `$${(parseInt(m.monthlySales.replace(/\D/g, ''), 10) * 12).toLocaleString('en-US')}`, ...c); y += 32;
  p.bar('Section C - Current financing (all open advances and loans)', 36, y, 540, green); y += 18;
  const f = m.funders[0];
  c = p.cell('Funder', 36, y, 220); if (f) p.value('funder_name', f.name, ...c);
  c = p.cell('Balance', 256, y, 160); if (f) p.value('funder_balance', f.balance, ...c);
  c = p.cell('Payment', 416, y, 160); if (f) p.value('funder_payment', f.payment, ...c); y += 32;
  p.bar('Section D - Landlord and references', 36, y, 540, green); y += 18;
  c = p.cell('Landlord / mortgage holder', 36, y, 270); p.value('landlord', m.landlord, ...c);
  c = p.cell('Phone', 306, y, 270); p.value('landlord_phone', m.landlordPhone, ...c); y += 24;
  c = p.cell('Supplier reference', 36, y, 270); p.value('trade_ref', m.refs[0]!.name, ...c);
  c = p.cell('Phone', 306, y, 270); p.value('trade_ref_phone', m.refs[0]!.phone, ...c); y += 24;
  c = p.cell('Deposit bank', 36, y, 200); p.value('bank_name', m.bank, ...c);
  c = p.cell('Routing number', 236, y, 160); p.value('bank_routing', m.routing, ...c);
  c = p.cell('Account number', 396, y, 180); p.value('bank_account', m.account, ...c); y += 34;
  p.fine('Copperleaf Business Lending is a fictional broker; this document is test data. Information continues on page 2.', 36, y, 540);
  p.addPage();
  y = 40;
  p.label('Copperleaf Business Lending  -  Page 2 of 2', 36, y, { size: 9, bold: true, color: green }); y += 18;
  p.bar('Section E - Owners (write name as LAST, FIRST)', 36, y, 540, green); y += 18;
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    d.lineWidth(0.8).strokeColor(copper).roundedRect(36, y, 540, 86, 5).stroke();
    p.label(`Owner ${i + 1}`, 44, y + 4, { size: 7, bold: true, color: copper });
    c = p.cell('Name (Last, First M.)', 44, y + 14, 290); if (o) p.value('owner_name', o.name.text, ...c, F.name(o, i));
    c = p.cell('Title', 334, y + 14, 130); if (o) p.value('owner_title', o.role, ...c, F.role(o, i));
    c = p.cell('% of ownership', 464, y + 14, 104); if (o) p.value('owner_pct', o.own.text, ...c, F.own(o, i));
    c = p.cell('Social Security No.', 44, y + 38, 150); if (o) p.value('owner_ssn', o.ssn.text, ...c, F.ssn(o, i));
    c = p.cell('Date of birth', 194, y + 38, 140); if (o) p.value('owner_dob', o.dob.text, ...c, F.dob(o, i));
    c = p.cell('Credit score (if known)', 334, y + 38, 110); if (o?.score.text) p.value('owner_score', o.score.text, ...c, F.score(o, i));
    c = p.cell('Cell phone', 444, y + 38, 124); if (o) p.value('owner_cell', o.cell, ...c);
    y += 94;
  }
  p.bar('Section F - Certification', 36, y, 540, green); y += 18;
  y = p.fine(CONSENT.replace('Prairie Sun Merchant Services', 'Copperleaf Business Lending'), 36, y, 540, 6.2) + 30;
  m.owners.forEach((_, i) => { p.signature(`Owner ${i + 1} signature`, 36 + i * 182, y, 165); p.signature('Date', 36 + i * 182, y + 26, 165); });
  return 2;
}
