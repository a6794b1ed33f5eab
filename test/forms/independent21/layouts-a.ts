// Layouts 1-3 of set 21: a dot-leader Word template, tab-aligned columns with no boxes, and a two-column page
// (business left, owners right).
import type { TruthApplication } from '../generator/truth.ts';
import { applicant, business, entityBoxes, type Pen, taxIdText } from './draw.ts';
import { date, fullName, masked, money, type Merchant, FREQ_LABEL } from './merchant.ts';

const AUTH = 'By signing below, each of the above listed business and business owner(s) certifies that all information and documents submitted '
  + 'in connection with this application are true, correct and complete, and authorizes the recipient, its agents and assigns to obtain consumer '
  + 'and business credit reports, to contact the references and landlord listed, and to verify bank statements and tax returns.';

/** 1. "Harborline Capital Partners": Times, dot leaders from label to value, owner blocks stacked. */
export function dotLeader(pen: Pen, m: Merchant): TruthApplication {
  pen.labelFont = 'Times-Roman'; pen.boldFont = 'Times-Bold';
  pen.page();
  pen.text('HARBORLINE CAPITAL PARTNERS', 36, 36, 15, 'Times-Bold');
  pen.fixed('1200 Wharf Street, Floor 3, Baltimore, MD 21202', 36, 55, 9);
  pen.fixed('Tel (410) 555-0147', 440, 55, 9);
  pen.text('Small Business Funding Application', 36, 72, 11, 'Times-Italic');
  pen.rule(36, 576, 88, 1.2);
  let y = 98;
  const LX = 40, VX = 262;
  const row = (label: string, name: string, value: string, decoy = false): void => {
    if (y > 740) { pen.page(); y = 48; }
    const w = pen.text(label, LX, y, 10);
    pen.leader(LX + w + 3, VX - 4, y + 1);
    if (decoy) pen.decoy(name, value, VX, y, 300, 10); else pen.val(name, value, VX, y, 300, 10);
    y += 17;
  };
  const head = (s: string): void => { if (y > 700) { pen.page(); y = 48; } y += 6; pen.bold(s, 36, y, 11); pen.rule(36, 36 + pen.doc.widthOfString(s), y + 12); y += 20; };
  const shownStart = pen.r.chance(0.7);
  head('Business Information');
  row('Legal Business Name', 'legal_name', m.legal);
  row('D/B/A (if any)', 'dba', m.dba ?? pen.r.pick(['Same', 'N/A', '']));
  row('Type of Entity', 'entity', m.entityText);
  row(m.soleSsnAsTaxId ? 'Federal Tax ID / SSN' : 'Federal Tax ID #', 'tax_id', taxIdText(m));
  if (shownStart) row('Date Business Started', 'start', date(m.start, 'mdy'));
  row('State of Incorporation', 'inc_state', m.incState, true);
  row('Physical Address', 'street', m.street);
  row('City, State  Zip', 'csz', `${m.city}, ${m.state}  ${m.zip}`);
  row('Business Telephone', 'phone', m.phone);
  row('Nature of Business', 'industry', m.industryText);
  row('Own / Rent Premises', 'rent_own', m.rentOwn);
  if (m.rentOwn === 'Rent') {
    row('Landlord / Management Co.', 'landlord', m.landlord.name, true);
    row('Landlord Telephone', 'landlord_tel', m.landlord.phone, true);
  }
  head('Funding Requested');
  row('Amount Requested', 'amount', money(m.amount));
  row('Use of Proceeds', 'use', m.use);
  row('Average Monthly Sales', 'sales', money(m.monthlySales));
  const ssnMode = m.soleSsnAsTaxId ? 'full' : pen.r.pick(['full', 'masked'] as const);
  m.owners.forEach((o, i) => {
    head(m.owners.length > 1 ? `Owner / Officer #${i + 1}` : 'Owner / Officer');
    row('Full Name', `o${i}_name`, fullName(o));
    row('Title', `o${i}_title`, o.title);
    row('Percentage of Ownership', `o${i}_pct`, `${o.pct}%`);
    row('Social Security #', `o${i}_ssn`, ssnMode === 'full' ? o.ssn : masked(o.ssn));
    row('Date of Birth', `o${i}_dob`, date(o.dob, 'mdy'));
    row('Home Address', `o${i}_home`, `${o.home}, ${o.city}, ${o.state} ${o.zip}`);
  });
  if (y > 640) { pen.page(); y = 48; }
  y = pen.para(AUTH, 36, y + 10, 540, 8) + 18;
  pen.rule(36, 260, y + 12); pen.rule(330, 470, y + 12);
  pen.text('Signature of Owner', 36, y + 15, 8); pen.text('Date', 330, y + 15, 8);
  const t = business(m, { start: shownStart });
  t.applicants = m.owners.map((o) => applicant(o, { role: true, pct: true, credit: false, ssn: ssnMode, dob: true }));
  return t;
}

/** 2. "Northpoint Merchant Services": tab stops, no boxes and no rules; owners as a tab-aligned "Last, First" table. */
export function tabColumns(pen: Pen, m: Merchant): TruthApplication {
  pen.page();
  pen.text('Northpoint Merchant Services', 36, 40, 13, 'Helvetica-Bold');
  pen.text('Revenue-Based Funding  |  Merchant Profile', 36, 57, 9);
  pen.fixed('submissions@northpointms.com  (312) 555-0199', 330, 57, 9);
  let y = 88;
  const pair = (lx: number, vx: number, label: string, name: string, value: string, decoy = false): void => {
    pen.text(`${label}:`, lx, y, 9);
    if (decoy) pen.decoy(name, value, vx, y, 150, 9.5); else pen.val(name, value, vx, y, 150, 9.5);
  };
  const both = (a: [string, string, string] | null, b: [string, string, string, boolean?] | null): void => {
    if (a) pair(36, 150, a[0], a[1], a[2]);
    if (b) pair(320, 430, b[0], b[1], b[2], b[3]);
    y += 16;
  };
  const sec = (s: string): void => { y += 8; pen.bold(s.toUpperCase(), 36, y, 9.5); y += 16; };
  const years = 2026 - Number(m.start.slice(0, 4));
  const showDate = pen.r.chance(0.5);
  sec('Company');
  both(['Legal Name', 'legal_name', m.legal], ['Phone', 'phone', m.phone]);
  both(['Trade Name', 'dba', m.dba ?? 'SAME'], ['E-mail', 'email', m.email]);
  both(['Entity', 'entity', m.entityText], ['Website', 'web', m.website]);
  both(['Tax ID (EIN)', 'tax_id', taxIdText(m)], showDate ? ['Inception Date', 'start', date(m.start, 'dash')] : ['Years in Business', 'years', String(years)]);
  both(['Address', 'street', m.street], ['Incorporated In', 'inc_state', m.incState, true]);
  both(['City/State/ZIP', 'csz', `${m.city}, ${m.stateName} ${m.zip}`], ['Employees', 'emp', String(m.employees)]);
  both(['Industry', 'industry', m.industryText], ['Rent or Own', 'rent_own', m.rentOwn]);
  sec('Request');
  both(['Amount Sought', 'amount', money(m.amount, true)], ['Preferred Remit', 'freq', FREQ_LABEL[m.freq]]);
  both(['Purpose', 'use', m.use], ['Gross Annual Sales', 'annual', money(m.annualRevenue)]);
  sec('Principal(s)');
  const cols = [36, 170, 290, 335, 420, 500];
  ['Name (Last, First)', 'Title', 'Own %', 'SSN', 'DOB', 'Credit Score'].forEach((h, i) => pen.text(h, cols[i]!, y, 8.5, 'Helvetica-Bold'));
  y += 15;
  m.owners.forEach((o, i) => {
    pen.val(`o${i}_name`, `${o.last}, ${o.first}${o.middle ? ` ${o.middle}` : ''}`, cols[0]!, y, 135, 9);
    pen.val(`o${i}_title`, o.title, cols[1]!, y, 100, 9);
    pen.val(`o${i}_pct`, `${o.pct}`, cols[2]!, y, 45, 9);
    pen.val(`o${i}_ssn`, o.ssn, cols[3]!, y, 85, 9);
    pen.val(`o${i}_dob`, date(o.dob, 'mdyy'), cols[4]!, y, 75, 9);
    pen.val(`o${i}_fico`, String(o.credit), cols[5]!, y, 50, 9);
    y += 16;
  });
  sec('Trade References');
  ['Company', 'Contact', 'Phone'].forEach((h, i) => pen.text(h, [36, 220, 400][i]!, y, 8.5, 'Helvetica-Bold'));
  y += 15;
  m.refs.forEach((r, i) => {
    pen.decoy(`ref${i}_co`, r.name, 36, y, 170, 9); pen.decoy(`ref${i}_contact`, r.contact, 220, y, 170, 9); pen.decoy(`ref${i}_tel`, r.phone, 400, y, 120, 9);
    y += 16;
  });
  y = pen.para(AUTH, 36, y + 14, 540, 7.5) + 24;
  pen.text('Signed: ______________________________     Print Name: ________________________     Date: ____________', 36, y, 9);
  const t = business(m, { start: showDate, freq: true });
  t.applicants = m.owners.map((o) => applicant(o, { role: true, pct: true, credit: true, ssn: 'full', dob: true }));
  return t;
}

/** 3. "Cardinal Bridge Funding": left column the business, right column the owners (read column by column). */
export function twoColumn(pen: Pen, m: Merchant): TruthApplication {
  pen.page();
  pen.rect(36, 34, 540, 30, '#e8e8e8');
  pen.text('CARDINAL BRIDGE FUNDING  -  MERCHANT APPLICATION', 46, 44, 12, 'Helvetica-Bold');
  pen.doc.save().moveTo(306, 76).lineTo(306, 640).lineWidth(0.5).stroke().restore();
  const col = (x: number, w: number): ((label: string, name: string, value: string) => void) & { y: number } => {
    const f = Object.assign((label: string, name: string, value: string): void => {
      pen.text(label, x, f.y, 7, 'Helvetica');
      pen.rule(x, x + w, f.y + 21);
      pen.val(name, value, x + 2, f.y + 10, w - 4, 9.5);
      f.y += 26;
    }, { y: 80 });
    return f;
  };
  const L = col(40, 256);
  pen.bold('THE BUSINESS', 40, L.y, 9.5); L.y += 16;
  L('Business Legal Name', 'legal_name', m.legal);
  L('Doing Business As', 'dba', m.dba ?? 'N/A');
  L('Federal EIN', 'tax_id', taxIdText(m));
  pen.text('Legal Structure', 40, L.y, 7);
  L.y = entityBoxes(pen, m, 40, L.y + 10, 296) + 4;
  L('Date Established', 'start', date(m.start, 'long'));
  L('Business Address', 'street', m.street);
  L('City / State / Zip', 'csz', `${m.city}, ${m.state} ${m.zip}`);
  L('Phone', 'phone', m.phone);
  L('What does the business sell or do?', 'industry', m.industryText);
  L('Amount of Funding Requested', 'amount', money(m.amount));
  L('Landlord Name & Phone', 'landlord', '');
  pen.decoys.push(m.landlord.name, m.landlord.phone);
  pen.val('landlord', `${m.landlord.name}  ${m.landlord.phone}`, 42, L.y - 16, 250, 9.5);
  const R = col(316, 256);
  pen.bold(m.owners.length > 1 ? 'THE OWNERS' : 'THE OWNER', 316, R.y, 9.5); R.y += 16;
  const compact = m.owners.length > 2;
  m.owners.forEach((o, i) => {
    pen.text(`Owner ${i + 1}`, 316, R.y, 8, 'Helvetica-Bold'); R.y += 11;
    R('Name', `o${i}_name`, fullName(o));
    if (compact) {
      R('Title  /  % Owned', `o${i}_tp`, `${o.title}  /  ${o.pct}%`);
      R('SSN  /  Date of Birth', `o${i}_sd`, `${masked(o.ssn)}  /  ${date(o.dob, 'mdy')}`);
    } else {
      R('Title', `o${i}_title`, o.title);
      R('% Owned', `o${i}_pct`, `${o.pct}%`);
      R('SSN', `o${i}_ssn`, masked(o.ssn));
      R('Date of Birth', `o${i}_dob`, date(o.dob, 'mdy'));
      R('Home Address', `o${i}_home`, `${o.home}, ${o.city}, ${o.state}`);
    }
  });
  pen.rect(36, 650, 540, 56);
  pen.text('FOR BROKER USE  -  Submitted by:', 42, 655, 8, 'Helvetica-Bold');
  pen.decoy('iso_name', m.iso.name, 190, 655, 140, 9); pen.decoy('iso_co', m.iso.company, 340, 655, 200, 9);
  pen.text('Rep phone:', 42, 672, 8); pen.decoy('iso_tel', m.iso.phone, 100, 672, 110, 9);
  pen.text('Rep e-mail:', 230, 672, 8); pen.decoy('iso_mail', m.iso.email, 290, 672, 180, 9);
  pen.text('ISO #', 42, 689, 8); pen.decoy('iso_id', m.iso.isoId, 100, 689, 110, 9);
  pen.text('Owner signature: _____________________________     Date: __________', 40, 724, 9);
  const t = business(m, { start: true });
  t.applicants = m.owners.map((o) => applicant(o, { role: true, pct: true, credit: false, ssn: 'masked', dob: true }));
  return t;
}
