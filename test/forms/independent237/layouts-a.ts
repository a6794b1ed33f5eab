// Set 237, layouts 1-2: Harborline Capital Partners (boxed grid cells, entity checkboxes, owners as cell blocks) and
// Keystone Merchant Funding (underlined rows, entity as free text, owners "Last, First", one-line address).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import type { Model } from './data.ts';
import { freqWord } from './fmt.ts';
import { AUTH, amountF, countF, dbaF, dobF, entityBox, entityF, ficoF, finePrint, freqF, industryF, legalF, nameF, paymentF, pctF,
  roleFields, signatures, ssnF, startF, stateF, taxF, titleText } from './parts.ts';

const NAVY = '#14305a';

function bar(c: Canvas, text: string, y: number): void {
  c.rect(36, y, 540, 13, { fill: NAVY });
  c.label(text, 42, y + 3, { size: 8, bold: true, color: '#ffffff' });
}

export function harborline(c: Canvas, m: Model, rng: Rng): void {
  const d = c.doc;
  c.rect(0, 0, 612, 64, { fill: NAVY });
  d.save().polygon([46, 50], [70, 14], [70, 50]).fill('#ffffff').polygon([74, 50], [74, 22], [92, 50]).fill('#9fc3e8')
    .polygon([40, 54], [98, 54], [90, 60], [48, 60]).fill('#ffffff').restore();
  c.label('HARBORLINE', 108, 18, { size: 18, bold: true, color: '#ffffff' });
  c.label('CAPITAL PARTNERS', 110, 38, { size: 8.5, color: '#9fc3e8' });
  c.label('Merchant Cash Advance Application', 360, 20, { size: 12, bold: true, color: '#ffffff' });
  c.label('Fax: (866) 555-0142  |  apps@harborlinecap.com', 380, 40, { size: 7, color: '#ffffff' });
  let y = 74;
  bar(c, 'BUSINESS INFORMATION', y); y += 15;
  c.cell('Legal / Corporate Name', 'legal', m.legal, 36, y, 320, 24, legalF(m));
  c.cell('DBA (Doing Business As)', 'dba', m.dba, 356, y, 220, 24, dbaF(m)); y += 24;
  c.cell('Physical Address (No P.O. Box)', 'street', m.street, 36, y, 250, 24);
  c.cell('City', 'city', m.city, 286, y, 130, 24);
  c.cell('State', 'state', m.stateText, 416, y, 70, 24, stateF(m));
  c.cell('Zip', 'zip', m.zip, 486, y, 90, 24); y += 24;
  c.cell('Business Phone', 'biz_phone', m.phone, 36, y, 150, 24);
  c.cell('Business Email', 'biz_email', m.email, 186, y, 210, 24);
  c.cell('Website', 'website', m.website, 396, y, 180, 24); y += 24;
  c.cell(m.taxText.includes('-') ? 'Federal Tax ID / SSN' : 'Federal Tax ID (EIN)', 'tax_id', m.taxText, 36, y, 140, 24, taxF(m));
  c.cell('Business Start Date', 'start', m.startText, 176, y, 120, 24, startF(m));
  c.cell('State of Incorporation', 'inc_state', m.incState, 296, y, 110, 24);
  c.cell('# of Employees', 'employees', m.employees, 406, y, 80, 24);
  c.cell('Monthly Rent / Mortgage', 'rent', m.rent, 486, y, 90, 24); y += 24;
  c.cell('Type of Business / Industry', 'industry', m.industryText, 36, y, 250, 24, industryF(m));
  c.rect(286, y, 290, 24, { lw: 0.5 });
  c.label('Business Location', 290, y + 2, { size: 6, color: '#333333' });
  c.check('own_rent', 'Own', 300, y + 12, m.ownRent === 'Own');
  c.check('own_rent', 'Rent', 345, y + 12, m.ownRent === 'Rent');
  c.label('Landlord:', 390, y + 12, { size: 6.5 });
  c.value('landlord', m.ownRent === 'Rent' ? m.landlord : '', 420, y + 11, 150, {}, 7.5); y += 24;
  c.rect(36, y, 540, 22, { lw: 0.5 });
  c.label('Entity Type', 40, y + 2, { size: 6, color: '#333333' });
  const eb = entityBox(m);
  let x = 44;
  for (const opt of ['Corporation', 'LLC', 'S-Corp', 'Partnership', 'Sole Proprietor', 'Non-Profit']) {
    c.check('entity', opt, x, y + 11, eb.box === opt, eb.box === opt ? entityF(m) : {});
    x += opt.length * 4.2 + 24;
  }
  c.check('entity_other', 'Other:', x, y + 11, eb.box === null);
  c.line(x + 38, y + 19, 570, y + 19);
  c.value('entity_other_text', eb.other, x + 40, y + 10, 90, eb.box === null ? entityF(m) : {}, 8); y += 28;
  bar(c, 'FUNDING REQUEST', y); y += 15;
  c.cell('Amount Requested', 'amount', m.amountText, 36, y, 135, 24, amountF(m));
  c.cell('Use of Funds', 'use', m.use, 171, y, 185, 24);
  c.cell('Avg. Monthly Gross Sales', 'monthly_sales', m.monthly, 356, y, 110, 24);
  c.cell('Annual Revenue', 'annual', m.annual, 466, y, 110, 24); y += 30;
  const owners = (i: number, yy: number): number => {
    const o = m.owners[i]!;
    bar(c, `OWNER / OFFICER ${i + 1}${i === 0 ? '' : ' (if 20% or more)'}`, yy); yy += 15;
    c.cell('Full Name', `owner${i}_name`, o.display, 36, yy, 220, 24, nameF(o, i));
    c.cell('Title', `owner${i}_title`, titleText(o), 256, yy, 120, 24, roleFields(o, i));
    c.cell('Ownership %', `owner${i}_pct`, o.pctText, 376, yy, 70, 24, pctF(o, i));
    c.cell('Est. Credit Score', `owner${i}_fico`, o.fico === null ? '' : String(o.fico), 446, yy, 130, 24, ficoF(o, i)); yy += 24;
    c.cell('Social Security #', `owner${i}_ssn`, o.ssnText, 36, yy, 130, 24, ssnF(o, i));
    c.cell('Date of Birth', `owner${i}_dob`, o.dobText, 166, yy, 90, 24, dobF(o, i));
    c.cell('Home Address', `owner${i}_home`, o.home, 256, yy, 210, 24);
    c.cell('Cell Phone', `owner${i}_cell`, o.phone, 466, yy, 110, 24);
    return yy + 30;
  };
  y = owners(0, y);
  if (m.owners[1]) y = owners(1, y);
  finePrint(c, 'Please list every owner of 20% or more. Attach a copy of a valid driver\'s license for each owner listed.', 36, y, 540);
  c.label('Harborline Capital Partners is an independent sales organization and not a lender. Page 1 of 2', 36, 770, { size: 6, color: '#666666' });
  c.addPage();
  y = 40;
  for (let i = 2; i < m.owners.length; i++) y = owners(i, y);
  bar(c, 'EXISTING ADVANCES / LOANS', y); y += 15;
  c.rect(36, y, 540, 12, { fill: '#dde6f2' });
  c.label('Funder / Lender', 40, y + 3, { size: 6.5, bold: true });
  c.label('Current Balance', 270, y + 3, { size: 6.5, bold: true });
  c.label('Payment', 420, y + 3, { size: 6.5, bold: true }); y += 12;
  for (let r = 0; r < 3; r++) {
    const p = m.positions[r];
    c.rect(36, y, 540, 16, { lw: 0.4 });
    c.value(`pos${r}_funder`, p?.funder ?? '', 40, y + 3.5, 220, {}, 8);
    c.value(`pos${r}_balance`, p?.balance ?? '', 270, y + 3.5, 140, {}, 8);
    c.value(`pos${r}_payment`, p ? `${p.payment} ${rng.pick(['daily', 'weekly'])}` : '', 420, y + 3.5, 150, {}, 8); y += 16;
  }
  y += 8;
  bar(c, 'BUSINESS BANK ACCOUNT', y); y += 15;
  c.cell('Bank Name', 'bank', m.bank, 36, y, 200, 24);
  c.cell('Routing #', 'routing', m.routing, 236, y, 150, 24);
  c.cell('Account #', 'account', m.account, 386, y, 190, 24); y += 32;
  bar(c, 'AUTHORIZATION', y); y += 17;
  y = finePrint(c, AUTH, 36, y, 540, 6.5) + 8;
  y = signatures(c, m, 36, y + 6, 540) + 14;
  c.rect(36, y, 540, 40, { stroke: '#888888' });
  c.label('FOR ISO USE ONLY', 42, y + 4, { size: 6.5, bold: true, color: '#666666' });
  c.label('Rep:', 42, y + 18, { size: 7 }); c.value('iso_rep', m.rep, 62, y + 17, 150, {}, 8);
  c.label('Phone:', 230, y + 18, { size: 7 }); c.value('iso_phone', m.repPhone, 258, y + 17, 110, {}, 8);
  c.label('Email:', 380, y + 18, { size: 7 }); c.value('iso_email', m.repEmail, 406, y + 17, 165, {}, 8);
  c.label('Harborline Capital Partners is an independent sales organization and not a lender. Page 2 of 2', 36, 770, { size: 6, color: '#666666' });
}

export function keystone(c: Canvas, m: Model, rng: Rng): void {
  const d = c.doc;
  d.save().lineWidth(2).moveTo(40, 60).lineTo(60, 24).lineTo(80, 60).closePath().stroke('#7a1f1f').restore();
  c.rect(54, 44, 12, 16, { fill: '#7a1f1f' });
  c.label('KEYSTONE MERCHANT FUNDING', 92, 28, { size: 15, bold: true, color: '#7a1f1f' });
  c.label('Working capital for Main Street since 2009  -  www.keystonemf.com  -  (888) 555-0190', 92, 48, { size: 7, color: '#444444' });
  c.line(36, 70, 576, 70, '#7a1f1f', 1.5);
  c.label('BUSINESS CASH ADVANCE APPLICATION', 36, 78, { size: 11, bold: true, width: 540, align: 'center' });
  let y = 100;
  const head = (t: string) => { c.label(t, 36, y, { size: 9, bold: true, color: '#7a1f1f' }); c.line(36, y + 11, 576, y + 11, '#7a1f1f', 0.8); y += 16; };
  head('Section A - Business');
  c.row('Business Legal Name:', 'legal', m.legal, 36, y, 540, legalF(m)); y += 17;
  c.row('DBA:', 'dba', m.dba, 36, y, 300, dbaF(m));
  c.row('Entity Type:', 'entity', m.entityText, 346, y, 230, entityF(m)); y += 17;
  c.row('Business Address:', 'address', `${m.street}, ${m.city}, ${m.stateText} ${m.zip}`, 36, y, 540, stateF(m)); y += 17;
  const taxLabel = m.taxText.includes('-') ? 'Tax ID (EIN/SSN):' : 'Federal Tax ID (EIN):';
  c.row(taxLabel, 'tax_id', m.taxText, 36, y, 220, taxF(m));
  c.row('Business Start Date:', 'start', m.startText, 266, y, 170, startF(m));
  c.row('State Inc.:', 'inc_state', m.incState, 446, y, 130); y += 17;
  c.row('Nature of Business:', 'industry', m.industryText, 36, y, 300, industryF(m));
  c.row('Phone:', 'biz_phone', m.phone, 346, y, 230); y += 17;
  c.row('Email:', 'biz_email', m.email, 36, y, 300);
  c.row('Employees:', 'employees', m.employees, 346, y, 110);
  c.row('Own/Rent:', 'own_rent', m.ownRent, 466, y, 110); y += 17;
  c.row('Landlord / Mortgage Co.:', 'landlord', m.landlord, 36, y, 300);
  c.row('Landlord Phone:', 'landlord_phone', m.landlordPhone, 346, y, 230); y += 22;
  head('Section B - Funding Request');
  c.row('Amount Requested:', 'amount', m.amountText, 36, y, 200, amountF(m));
  c.row('Purpose:', 'use', m.use, 246, y, 330); y += 17;
  const showPay = m.payment !== null && rng.chance(0.8);
  c.row('Desired Payment:', 'payment', showPay ? m.paymentText : '', 36, y, 170, showPay ? paymentF(m) : {});
  c.row('Frequency:', 'freq', m.freq ? freqWord(m.freq, rng) : '', 216, y, 160, freqF(m));
  c.row('No. of Payments:', 'count', m.count === null ? '' : String(m.count), 386, y, 190, countF(m)); y += 17;
  c.row('Gross Monthly Sales:', 'monthly_sales', m.monthly, 36, y, 200);
  c.row('Annual Revenue:', 'annual', m.annual, 246, y, 200); y += 17;
  c.row('Open Advances (funder / balance):', 'positions', m.positions.map((p) => `${p.funder} ${p.balance}`).join('; '), 36, y, 540); y += 22;
  head('Section C - Principal Owners (all owners of 20% or more)');
  m.owners.forEach((o, i) => {
    if (y > 640) { c.addPage(); y = 40; }
    c.label(`Owner ${i + 1}`, 36, y, { size: 7.5, bold: true, italic: true }); y += 11;
    c.row('Name (Last, First):', `owner${i}_name`, o.display, 36, y, 280, nameF(o, i));
    c.row('Title:', `owner${i}_title`, titleText(o), 326, y, 150, roleFields(o, i));
    c.row('% Owned:', `owner${i}_pct`, o.pctText, 486, y, 90, pctF(o, i)); y += 17;
    c.row('SSN:', `owner${i}_ssn`, o.ssnText, 36, y, 150, ssnF(o, i));
    c.row('DOB:', `owner${i}_dob`, o.dobText, 196, y, 120, dobF(o, i));
    c.row('Home Address:', `owner${i}_home`, o.home, 326, y, 250); y += 17;
    c.row('Mobile:', `owner${i}_cell`, o.phone, 36, y, 180);
    c.row('Email:', `owner${i}_email`, o.email, 226, y, 350); y += 20;
  });
  if (y > 560) { c.addPage(); y = 40; }
  head('Section D - References & Banking');
  m.refs.forEach((r, i) => {
    c.row(`Trade Reference ${i + 1}:`, `ref${i}`, r.name, 36, y, 330);
    c.row('Phone:', `ref${i}_phone`, r.phone, 376, y, 200); y += 17;
  });
  c.row('Bank:', 'bank', m.bank, 36, y, 180);
  c.row('ABA / Routing:', 'routing', m.routing, 226, y, 170);
  c.row('Acct #:', 'account', m.account, 406, y, 170); y += 24;
  y = finePrint(c, AUTH, 36, y, 540, 6.3) + 4;
  y = finePrint(c, 'Applicant agrees that Keystone Merchant Funding may share this application with its network of funding partners. Keystone is a broker; ' +
    'it does not fund transactions. Referred by: ' + m.rep + ' (' + m.repPhone + ').', 36, y, 540, 6.3) + 8;
  if (y + 4 + Math.ceil(m.owners.length / 2) * 46 > 770) { c.addPage(); y = 40; }
  signatures(c, m, 36, y + 4, 540);
}
