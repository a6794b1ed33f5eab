// Two of set 219's brokers: Keystone Bridge Capital (an instructions sidebar on page 1, boxed fields) and Harborline
// Funding Group (a full instructions page with a filled-in sample, then a ruled form with an owners table).
import type { Canvas } from './draw.ts';
import type { Merchant } from './data.ts';
import { AUTH, advancesTable, checkRow, entityRow, example, fld, logo, signatures } from './common.ts';

const NAVY = '#1d3557';

export function keystone(c: Canvas, m: Merchant): void {
  const d = c.doc;
  // Sidebar.
  d.rect(0, 0, 150, 792).fill('#e9eef4');
  logo(c, 0, 18, 22, NAVY);
  c.label('KEYSTONE BRIDGE', 52, 24, { size: 10, color: NAVY });
  c.label('CAPITAL', 52, 36, { size: 8, font: 'Helvetica', color: NAVY });
  c.label('HOW TO COMPLETE THIS FORM', 14, 70, { size: 7.5, color: NAVY });
  let y = 84;
  const steps = ['Print clearly in blue or black ink, or type.', 'Legal name must be exactly as shown on your tax return.',
    'Write N/A for any item that does not apply. Do not leave required items blank.', 'List every owner with 20% or more. Attach a page if there are more than two.',
    'Dates as MM/DD/YYYY.', 'Attach your last 4 months of business bank statements and a voided check.'];
  steps.forEach((s, i) => { y = c.para(`${i + 1}. ${s}`, 14, y, 124, 6.5, '#333') + 5; });
  c.box(12, y + 4, 126, 62, NAVY, 0.8);
  c.label('SAMPLE ENTRIES', 18, y + 9, { size: 6.5, color: NAVY });
  example(c, 'sidebar_ein', '12-3456789', 18, y + 20, 6.5, 'Federal Tax ID: ');
  example(c, 'sidebar_ssn', '123-45-6789', 18, y + 31, 6.5, 'SSN: ');
  example(c, 'sidebar_dob', '01/15/1975', 18, y + 42, 6.5, 'Date of Birth: ');
  example(c, 'sidebar_legal', "Joe's Pizza LLC", 18, y + 53, 6.5, 'Legal Name: ');
  c.para('Keystone Bridge Capital is a commercial finance broker, not a lender. Submission does not guarantee approval.', 14, 720, 124, 5.5, '#555');
  // Header.
  c.label('MERCHANT FUNDING APPLICATION', 170, 26, { size: 14, color: NAVY });
  c.label('1 (800) 555-0142  |  apps@keystonebridgecap.com  |  Fax (800) 555-0143', 170, 44, { size: 7, font: 'Helvetica', color: '#555' });
  const X = 166, W = 420;
  let sy = 62;
  c.bar('SECTION A - BUSINESS INFORMATION', X, sy, W, NAVY);
  sy += 18;
  fld(c, 'box', 'Business Legal Name', 'as shown on tax return', m.legal, X, sy, W);
  sy += 30;
  fld(c, 'box', 'DBA (if different)', "e.g. Joe's Pizza", m.dba, X, sy, 250);
  fld(c, 'box', 'Federal Tax ID (EIN)', 'Ex: 12-3456789', m.taxId, X + 260, sy, 160);
  sy += 30;
  c.label('Entity Type', X, sy, { size: 6.5 });
  entityRow(c, m, ['Corporation', 'LLC', 'Partnership', 'LP', 'LLP', 'Sole Proprietor'], X, sy + 10);
  sy += 26;
  fld(c, 'box', 'Business Start Date', 'MM/DD/YYYY', m.start, X, sy, 130);
  fld(c, 'box', 'State of Incorporation', null, m.incState, X + 140, sy, 90);
  fld(c, 'box', 'Type of Business / Industry', 'describe what you sell', m.industry, X + 240, sy, 180);
  sy += 30;
  fld(c, 'box', 'Physical Address (no P.O. Boxes)', null, m.street, X, sy, 200);
  fld(c, 'box', 'City', null, m.city, X + 210, sy, 100);
  fld(c, 'box', 'State', null, m.state, X + 320, sy, 40);
  fld(c, 'box', 'Zip', null, m.zip, X + 370, sy, 50);
  sy += 30;
  fld(c, 'box', 'Mailing Address (if different)', null, m.mailing, X, sy, 200);
  fld(c, 'box', 'Business Phone', '(xxx) xxx-xxxx', m.phone, X + 210, sy, 100);
  fld(c, 'box', 'E-mail', null, m.email, X + 320, sy, 100);
  sy += 30;
  fld(c, 'box', 'Amount Requested', '$', m.amount, X, sy, 130);
  fld(c, 'box', 'Use of Funds', null, m.use, X + 140, sy, 170);
  fld(c, 'box', 'Website', 'N/A if none', m.web, X + 320, sy, 100);
  sy += 34;
  c.bar('SECTION B - OWNER / OFFICER INFORMATION', X, sy, W, NAVY);
  sy += 18;
  const colW = 205;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i], ox = X + i * (colW + 10);
    c.label(i === 0 ? 'OWNER 1' : 'OWNER 2 (complete if 20% or more)', ox, sy, { size: 7, color: NAVY });
    if (o && !o.printed) c.label('See attached', ox + 140, sy, { size: 7, font: 'Helvetica-Oblique', color: '#333' });
    const ov = o && o.printed ? o : null;
    let oy = sy + 10;
    fld(c, 'box', 'Full Name', 'First, MI, Last', ov?.name, ox, oy, colW); oy += 28;
    fld(c, 'box', 'Title', null, ov?.title, ox, oy, 100);
    fld(c, 'box', 'Ownership %', 'Ex: 50%', ov?.own, ox + 110, oy, 95); oy += 28;
    fld(c, 'box', 'SSN', 'xxx-xx-xxxx', ov?.ssn, ox, oy, 100);
    fld(c, 'box', 'Date of Birth', 'MM/DD/YYYY', ov?.dob, ox + 110, oy, 95); oy += 28;
    fld(c, 'box', 'Home Address', null, ov?.home, ox, oy, colW); oy += 28;
    fld(c, 'box', 'City, State, Zip', null, ov?.homeCity, ox, oy, colW); oy += 28;
    fld(c, 'box', 'Credit Score (estimate)', 'leave blank if unknown', ov?.credit, ox, oy, 100);
    fld(c, 'box', 'Cell Phone', '(xxx) xxx-xxxx', ov?.cell, ox + 110, oy, 95);
  }
  c.para('Page 1 of 2   KBC-APP rev. 03/2024', X, 770, W, 6, '#777');
  // Page 2.
  c.newPage();
  sy = 36;
  c.bar('SECTION C - EXISTING ADVANCES / LOANS', 36, sy, 540, NAVY);
  c.hint('List every open advance. Write "None" if none.', 36, sy + 16, 400, 6);
  sy = advancesTable(c, m, 36, sy + 26, 540, '#457b9d') + 14;
  c.bar('SECTION D - BANK, LANDLORD & TRADE REFERENCES', 36, sy, 540, NAVY);
  sy += 18;
  fld(c, 'box', 'Business Bank', null, m.bank[0], 36, sy, 170);
  fld(c, 'box', 'Routing Number', 'Ex: 021000021', m.bank[1], 216, sy, 170);
  fld(c, 'box', 'Account Number', null, m.bank[2], 396, sy, 180); sy += 30;
  fld(c, 'box', 'Landlord / Mortgage Company', null, m.landlord[0], 36, sy, 250);
  fld(c, 'box', 'Landlord Phone', '(xxx) xxx-xxxx', m.landlord[1], 296, sy, 140);
  fld(c, 'box', 'Monthly Rent', 'enter 0 if none', m.landlord[2], 446, sy, 130); sy += 30;
  fld(c, 'box', 'Trade Reference 1', null, m.refs[0], 36, sy, 250);
  fld(c, 'box', 'Phone', null, m.refs[1], 296, sy, 140); sy += 30;
  fld(c, 'box', 'Trade Reference 2', null, m.refs[2], 36, sy, 250);
  fld(c, 'box', 'Phone', null, m.refs[3], 296, sy, 140); sy += 36;
  c.bar('SECTION E - AUTHORIZATION', 36, sy, 540, NAVY);
  sy = c.para(AUTH, 36, sy + 18, 540, 6.5) + 16;
  sy = signatures(c, m, 36, sy, 540) + 16;
  c.box(36, sy, 540, 50, '#999');
  c.label('FOR KEYSTONE USE ONLY - ISO / REFERRING AGENT', 42, sy + 4, { size: 6.5, color: '#777' });
  fld(c, 'line', 'Agent', null, m.iso[0], 42, sy + 14, 200);
  fld(c, 'line', 'Agent ID', null, m.iso[1], 260, sy + 14, 130);
  fld(c, 'line', 'Phone', null, m.iso[2], 400, sy + 14, 170);
  c.para('Page 2 of 2   KBC-APP rev. 03/2024', 36, 770, 540, 6, '#777');
}

const TEAL = '#0b6e6e';

export function harborline(c: Canvas, m: Merchant): void {
  // Page 1: instructions and a filled-in sample.
  logo(c, 1, 40, 36, TEAL);
  c.label('Harborline Funding Group', 76, 40, { size: 15, color: TEAL });
  c.label('Business Funding Application - Instructions', 76, 58, { size: 9, font: 'Helvetica', color: '#333' });
  let y = 96;
  const rules = ['Complete every section of pages 2 and 3. If an item does not apply, enter "N/A"; if the answer is the same as a line above, you may write "same as above".',
    'Business name: enter the legal name exactly as it appears on your federal tax return (IRS Form 1120, 1065 or Schedule C). Enter your DBA only if it differs.',
    'Owners: list all owners of 20% or more, last name first. Social Security numbers may be masked on the copy you keep; the copy sent to us must be complete.',
    'Funding terms: indicate the payment you can afford, the number of payments and how often. Leave blank if you would like us to propose terms.',
    'Existing advances: list every open merchant cash advance or business loan. Enter 0 if none.'];
  rules.forEach((r, i) => { y = c.para(`${i + 1}.  ${r}`, 50, y, 510, 8) + 8; });
  y += 6;
  c.doc.rect(50, y, 510, 120).fill('#eef6f6');
  c.label('EXAMPLE - HOW A COMPLETED APPLICATION LOOKS (do not copy these values)', 60, y + 8, { size: 7.5, color: TEAL });
  const ex: [string, string, string][] = [['legal', 'Legal Name: ', "Joe's Pizza LLC"], ['dba', 'DBA: ', "Joe's Famous Pizza"], ['ein', 'Federal Tax ID: ', '12-3456789'],
    ['owner', 'Owner (Last, First): ', 'Sample, John Q.'], ['ssn', 'SSN: ', '123-45-6789'], ['dob', 'Date of Birth: ', '01/01/1970'], ['start', 'Business Start Date: ', '06/01/2015'],
    ['amount', 'Amount Requested: ', '$50,000']];
  ex.forEach(([k, p, t], i) => example(c, `instructions_${k}`, t, 64 + (i % 2) * 250, y + 26 + Math.floor(i / 2) * 22, 8, p));
  y += 140;
  c.para('Questions? Call your Harborline funding specialist at (888) 555-0190, Monday-Friday 9am-6pm ET. Harborline Funding Group arranges financing through third-party funders and is not a lender.',
    50, y, 510, 7, '#444');
  c.para('HFG-INS 2024.1', 50, 770, 510, 6, '#888');
  // Page 2: the form.
  c.newPage();
  logo(c, 1, 36, 24, TEAL);
  c.label('Harborline Funding Group  |  Business Funding Application', 70, 32, { size: 11, color: TEAL });
  y = 64;
  c.bar('1. COMPANY', 36, y, 540, TEAL); y += 16;
  fld(c, 'line', 'Legal Business Name', 'as shown on tax return', m.legal, 36, y, 540); y += 26;
  fld(c, 'line', 'D/B/A', 'enter N/A if none', m.dba, 36, y, 300);
  fld(c, 'line', 'Tax ID #', 'Ex: 12-3456789', m.taxId, 346, y, 230); y += 26;
  fld(c, 'line', 'Entity Type', 'e.g. LLC, Corp, Sole Prop', m.entityText, 36, y, 230);
  fld(c, 'line', 'State Inc.', null, m.incState, 276, y, 100);
  fld(c, 'line', 'Date Business Started', 'MM/DD/YYYY', m.start, 386, y, 190); y += 26;
  fld(c, 'line', 'Nature of Business', 'e.g. restaurant, trucking', m.industry, 36, y, 300);
  fld(c, 'line', 'Phone', '(xxx) xxx-xxxx', m.phone, 346, y, 230); y += 26;
  fld(c, 'line', 'Street Address', null, m.street, 36, y, 260);
  fld(c, 'line', 'City', null, m.city, 306, y, 130);
  fld(c, 'line', 'State', null, m.state, 446, y, 60);
  fld(c, 'line', 'Zip', null, m.zip, 516, y, 60); y += 30;
  c.bar('2. FUNDING REQUEST', 36, y, 540, TEAL); y += 16;
  fld(c, 'line', 'Amount Requested', 'Ex: $50,000', m.amount, 36, y, 170);
  fld(c, 'line', 'Desired Payment', '$', m.payment, 216, y, 160);
  fld(c, 'line', '# of Payments', null, m.npay, 386, y, 190); y += 28;
  c.label('Payment Frequency:', 36, y, { size: 7.5 });
  checkRow(c, 'freq', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], m.freq?.label ?? null, m.freq?.v ?? null, 120, y - 1);
  y += 22;
  c.bar('3. OWNERS (20% OR MORE)', 36, y, 540, TEAL); y += 14;
  const cols: [string, string | null, number][] = [['Name (Last, First, MI)', null, 150], ['Title', null, 70], ['Own %', 'Ex: 50%', 45], ['SSN', 'xxx-xx-xxxx', 80],
    ['Date of Birth', 'MM/DD/YYYY', 70], ['FICO', 'if known', 40], ['Home City, State', null, 85]];
  let cx = 36;
  for (const [hd, hint, w] of cols) { c.label(hd, cx + 2, y + 2, { size: 6.5 }); if (hint) c.hint(hint, cx + 2, y + 10, undefined, 5); cx += w; }
  y += 18;
  for (let r = 0; r < 3; r++) {
    const o = m.owners[r];
    c.box(36, y, 540, 18, '#9ab');
    const vals = o && o.printed ? [o.name, o.title, o.own, o.ssn, o.dob, o.credit, o.homeCity] : [];
    cx = 36;
    cols.forEach(([, , w], i) => { c.put(vals[i] ?? null, cx, y + 1, w - 2, 16, 8); cx += w; });
    if (o && !o.printed) c.label('see attached', 40, y + 5, { size: 8, font: 'Helvetica-Oblique' });
    if (!o && r === m.owners.length) c.put({ key: `owner${r}.na`, text: 'N/A', fields: {}, kind: 'filler' }, 36, y + 1, 60, 16, 8);
    y += 18;
  }
  c.para('HFG-APP 2024.1  -  page 2 of 3', 36, 770, 540, 6, '#888');
  // Page 3.
  c.newPage();
  y = 40;
  c.bar('4. EXISTING ADVANCES', 36, y, 540, TEAL);
  c.hint('Enter 0 if none.', 200, y + 3.5, undefined, 6);
  y = advancesTable(c, m, 36, y + 18, 540, '#3a8f8f', 2) + 14;
  c.bar('5. BANKING & PROPERTY', 36, y, 540, TEAL); y += 16;
  fld(c, 'line', 'Bank Name', null, m.bank[0], 36, y, 180);
  fld(c, 'line', 'ABA Routing', 'Ex: 021000021', m.bank[1], 226, y, 170);
  fld(c, 'line', 'Acct #', null, m.bank[2], 406, y, 170); y += 28;
  fld(c, 'line', 'Landlord', null, m.landlord[0], 36, y, 250);
  fld(c, 'line', 'Phone', null, m.landlord[1], 296, y, 150);
  fld(c, 'line', 'Rent', null, m.landlord[2], 456, y, 120); y += 34;
  c.bar('6. AUTHORIZATION & SIGNATURES', 36, y, 540, TEAL);
  y = c.para(AUTH, 36, y + 18, 540, 6.5) + 16;
  y = signatures(c, m, 36, y, 540, Math.min(3, m.owners.length)) + 14;
  c.para('Referred by (Harborline ISO partner):', 36, y, 200, 7);
  c.put(m.iso[0], 180, y - 4, 150, 14, 8);
  c.put(m.iso[1], 340, y - 4, 100, 14, 8);
  c.para('HFG-APP 2024.1  -  page 3 of 3', 36, 770, 540, 6, '#888');
}
