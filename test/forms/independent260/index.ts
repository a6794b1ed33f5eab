// Independent set 260: paper MCA applications carrying a person's corrections (struck values with initials, values
// over a printed N/A, broker margin notes, highlighter, a sticky note, extra owners in the margin or on a
// continuation sheet). Four invented brokers/funders, each with its own look. See README.md.
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { Canvas, type Placed, type Style } from './canvas.ts';
import { makeCase, type Case, type Country, type Owner } from './data.ts';

export type { Placed } from './canvas.ts';

export const INDEPENDENT260_LAYOUT_NAMES: string[] = ['keystone-bridge', 'harborline', 'maple-pine', 'redline-iso'];

const BROKERS: Record<string, { name: string; country: Country; maxOwners: number; font: string }> = {
  'keystone-bridge': { name: 'Keystone Bridge Capital', country: 'US', maxOwners: 4, font: 'Courier' },
  harborline: { name: 'Harborline Funding Group', country: 'US', maxOwners: 4, font: 'Helvetica' },
  'maple-pine': { name: 'Maple & Pine Merchant Capital', country: 'CA', maxOwners: 3, font: 'Helvetica' },
  'redline-iso': { name: 'Redline Advance Partners', country: 'US', maxOwners: 4, font: 'Times-Roman' },
};

const A = (i: number, f: string) => `application.applicants[${i}].${f}`;
const FREQ_LABEL: Record<string, string[]> = { daily: ['Daily', 'daily', 'DAILY', 'Daily (M-F)'], weekly: ['Weekly', 'weekly', 'WEEKLY'],
  biweekly: ['Bi-Weekly', 'bi-weekly', 'Biweekly'], monthly: ['Monthly', 'monthly', 'MONTHLY'] };

/** Draws a value, or its corrected form when the person corrected that field. */
function put(cv: Canvas, c: Case, field: string, key: string, text: string, x: number, y: number, o: { size?: number; w?: number } = {}): void {
  const corr = c.corrections.find((k) => k.field === field);
  if (corr) cv.corrected(key, corr.old, text, x, y, c.owners[0]!.initials, { above: cv.rng.chance(0.45), ...o });
  else cv.value(key, text, x, y, o);
}

function dba(cv: Canvas, c: Case, x: number, y: number, o: { size?: number; w?: number } = {}): void {
  if (c.dbaOverNA) cv.overNA('application.trade_name', c.dbaPrinted!, x, y, o);
  else if (c.dbaPrinted) cv.value('application.trade_name', c.dbaPrinted, x, y, o);
}

function marks(cv: Canvas, c: Case, spots: [number, number, number][], hl: [number, number, number, number][], sticky: [number, number] | null): void {
  c.notes.forEach((n, i) => { const s = spots[i % spots.length]!; cv.note(n, s[0], s[1], s[2]); });
  for (const h of hl) if (cv.rng.chance(0.7)) cv.highlight(...h);
  if (sticky && cv.rng.chance(0.6)) cv.sticky(c.sticky, sticky[0], sticky[1]);
}

// ---------------------------------------------------------------- Keystone Bridge: boxed grid, navy, typewriter
function keystone(cv: Canvas, c: Case): void {
  const navy = '#16305c';
  const cell = (x: number, y: number, w: number, label: string, h = 26) => { cv.rect(x, y, w, h, { stroke: '#345' }); cv.text(label, x + 3, y + 2.5, { size: 5.8, color: '#223' }); };
  const head = (y: number, s: string) => { cv.rect(36, y, 540, 13, { fill: navy }); cv.text(s, 42, y + 3, { size: 8, font: 'Helvetica-Bold', color: '#fff' }); };
  cv.addPage();
  cv.rect(0, 0, 612, 64, { fill: navy });
  cv.text('KEYSTONE BRIDGE', 36, 18, { size: 20, font: 'Helvetica-Bold', color: '#fff' });
  cv.text('CAPITAL', 232, 18, { size: 20, font: 'Helvetica', color: '#9fc3ff' });
  cv.text('Business Funding Application  |  Form KB-07 rev. 11/23', 36, 44, { size: 8, color: '#d7e3ff' });
  cv.text('Fax completed forms to (888) 410-2299\nsubmissions@keystonebridge.example', 400, 22, { size: 7.5, color: '#fff', width: 180, align: 'right' });
  cv.text('Referred by (ISO):', 36, 74, { size: 7 });
  cv.value('iso_company', c.iso.company, 102, 72, { decoy: true, size: 8 });
  cv.text('Rep:', 300, 74, { size: 7 });
  cv.value('iso_rep', c.iso.name, 320, 72, { decoy: true, size: 8 });
  cv.text('ISO ID:', 470, 74, { size: 7 });
  cv.value('iso_id', c.iso.id, 500, 72, { decoy: true, size: 8 });

  let y = 90;
  head(y, 'SECTION 1 - BUSINESS INFORMATION'); y += 13;
  cell(36, y, 330, 'Business Legal Name (as shown on tax return)'); cv.value('application.legal_name', c.legal, 40, y + 12, { w: 320 });
  cell(366, y, 210, 'DBA / Trade Name'); dba(cv, c, 370, y + 12, { w: 200 }); y += 26;
  cell(36, y, 120, 'Entity Type'); cv.value('application.type_of_entity', c.entityPrinted, 40, y + 12, { w: 112 });
  cell(156, y, 130, c.taxType === 'SSN' ? 'Federal Tax ID (EIN or SSN)' : 'Federal Tax ID (EIN)');
  if (c.taxPrinted) cv.value('application.business_tax_id', c.taxPrinted, 160, y + 12, { w: 120 });
  cell(286, y, 170, 'Business Start Date'); put(cv, c, 'start', 'application.business_start_date', c.startPrinted, 290, y + 12, { w: 100 });
  cell(456, y, 120, 'State of Incorporation'); cv.value('state_of_incorporation', c.incState, 460, y + 12, { decoy: true }); y += 26;
  cell(36, y, 250, 'Physical Address (no P.O. Box)'); cv.value('info.street', c.street, 40, y + 12, { w: 240 });
  cell(286, y, 130, 'City'); cv.value('info.city', c.city, 290, y + 12, { w: 120 });
  cell(416, y, 60, 'State'); cv.value('application.state_region', c.region, 420, y + 12, { w: 50 });
  cell(476, y, 100, 'Zip'); cv.value('info.zip', c.postal, 480, y + 12, { w: 90 }); y += 26;
  cell(36, y, 160, 'Business Phone'); put(cv, c, 'phone', 'info.phone', c.phone, 40, y + 12, { w: 100 });
  cell(196, y, 190, 'E-mail'); cv.value('info.email', c.email, 200, y + 12, { w: 180 });
  cell(386, y, 190, 'Website'); if (c.website) cv.value('info.website', c.website, 390, y + 12, { w: 180 }); y += 26;
  cell(36, y, 230, 'Type of Business / Industry'); cv.value('application.industry', c.industryText, 40, y + 12, { w: 220 });
  cell(266, y, 110, 'Avg. Monthly Sales'); cv.value('monthly_sales', c.monthlySales, 270, y + 12, { decoy: true, w: 100 });
  cell(376, y, 80, '# Employees'); cv.value('employees', String(c.employees), 380, y + 12, { decoy: true, w: 70 });
  cell(456, y, 120, 'Own / Rent'); cv.value('info.own_rent', 'Rent', 460, y + 12, { w: 100 });
  const hlBiz = y - 104; y += 34;

  head(y, 'SECTION 2 - FUNDING REQUEST'); y += 13;
  cell(36, y, 170, 'Amount Requested'); put(cv, c, 'amount', 'application.requested_amount', c.amountPrinted, 40, y + 12, { w: 100 });
  cell(206, y, 130, 'Use of Funds'); cv.value('info.use', c.useOfFunds, 210, y + 12, { w: 120 });
  cell(336, y, 90, 'Desired Payment');
  cell(426, y, 70, '# of Payments');
  cell(496, y, 80, 'Frequency');
  if (c.terms) {
    cv.value('application.requested_payment', c.terms.paymentPrinted, 340, y + 12, { w: 82, size: 8.5 });
    put(cv, c, 'count', 'application.number_of_payments', String(c.terms.count), 430, y + 12, { w: 30 });
    cv.value('application.payment_frequency', cv.rng.pick(FREQ_LABEL[c.terms.freq]!), 500, y + 12, { w: 70 });
  }
  const hlAmt = y; y += 34;

  head(y, 'SECTION 3 - EXISTING ADVANCES / BUSINESS LOANS'); y += 13;
  cv.rect(36, y, 540, 12, { fill: '#e6ecf6' });
  ['Funder / Lender', 'Current Balance', 'Payment', 'Paid off?'].forEach((h, i) => cv.text(h, 40 + [0, 220, 350, 470][i]!, y + 3, { size: 6.5, font: 'Helvetica-Bold' }));
  y += 12;
  for (let i = 0; i < 3; i++) {
    cv.rect(36, y, 540, 16, { stroke: '#789' });
    const a = c.advances[i];
    if (a) { cv.value('existing_funder', a.funder, 40, y + 4, { decoy: true, size: 8 }); cv.value('existing_balance', a.balance, 260, y + 4, { decoy: true, size: 8 }); cv.value('existing_payment', a.payment, 390, y + 4, { decoy: true, size: 8 }); }
    y += 16;
  }
  y += 8;
  head(y, 'SECTION 4 - BANK & LANDLORD'); y += 13;
  cell(36, y, 180, 'Bank Name'); cv.value('bank_name', c.bank.name, 40, y + 12, { decoy: true });
  cell(216, y, 150, 'ABA Routing #'); cv.value('bank_routing', c.bank.routing, 220, y + 12, { decoy: true });
  cell(366, y, 210, 'Account #'); cv.value('bank_account', c.bank.account, 370, y + 12, { decoy: true }); y += 26;
  cell(36, y, 230, 'Landlord / Mortgage Co.'); cv.value('landlord_name', c.landlord.name, 40, y + 12, { decoy: true });
  cell(266, y, 160, 'Landlord Phone'); cv.value('landlord_phone', c.landlord.phone, 270, y + 12, { decoy: true });
  cell(426, y, 150, 'Monthly Rent'); cv.value('landlord_rent', c.landlord.rent, 430, y + 12, { decoy: true }); y += 34;
  head(y, 'SECTION 5 - TRADE REFERENCES'); y += 13;
  c.refs.forEach((r, i) => { cell(36, y, 300, `Reference ${i + 1} - Company`); cv.value('trade_ref', r.name, 40, y + 12, { decoy: true }); cell(336, y, 240, 'Phone'); cv.value('trade_ref_phone', r.phone, 340, y + 12, { decoy: true }); y += 26; });
  cv.text('Page 1 of 2   KB-07', 520, 760, { size: 6.5, color: '#666' });
  marks(cv, c, [[440, 58 + 0, -3], [8, 420, -80], [470, 745, 2]], [[36, hlBiz, 540, 24], [36, hlAmt, 170, 26]], [450, 640]);

  // page 2: owners
  cv.addPage();
  cv.rect(0, 0, 612, 30, { fill: navy });
  cv.text('KEYSTONE BRIDGE CAPITAL  -  Owner / Guarantor Information', 36, 10, { size: 10, font: 'Helvetica-Bold', color: '#fff' });
  y = 44;
  const printed = cv.style === 'fillable' ? Math.min(2, c.owners.length) : Math.min(2, c.owners.length);
  const ownerBlock = (o: Owner, i: number, y0: number) => {
    head(y0, `OWNER / OFFICER #${i + 1}`); let yy = y0 + 13;
    cell(36, yy, 250, 'Full Name'); cv.value(A(i, 'name'), o.printedName, 40, yy + 12, { w: 240 });
    cell(286, yy, 130, 'Title'); cv.value(A(i, 'role'), o.title, 290, yy + 12, { w: 120 });
    cell(416, yy, 70, 'Ownership %'); put(cv, c, i === 0 ? 'pct0' : '-', A(i, 'ownership'), o.pctText, 420, yy + 12, { w: 40 });
    cell(486, yy, 90, 'Est. Credit Score'); if (o.credit) cv.value(A(i, 'credit_score'), String(o.credit), 490, yy + 12, { w: 60 }); yy += 26;
    cell(36, yy, 150, o.taxType === 'ITIN' ? 'SSN / ITIN' : 'Social Security #'); if (o.taxPrinted) cv.value(A(i, 'tax_id'), o.taxPrinted, 40, yy + 12, { w: 140 });
    cell(186, yy, 130, 'Date of Birth'); if (o.dobPrinted) put(cv, c, i === 0 ? 'dob0' : '-', A(i, 'date_of_birth'), o.dobPrinted, 190, yy + 12, { w: 90 });
    cell(316, yy, 260, 'Home Address'); cv.value('owner_home', `${o.home}, ${o.homeCity}`, 320, yy + 12, { decoy: true, size: 8 }); yy += 34;
    return yy;
  };
  for (let i = 0; i < printed; i++) y = ownerBlock(c.owners[i]!, i, y);
  if (c.owners.length === 1) { head(y, 'OWNER / OFFICER #2'); cv.rect(36, y + 13, 540, 52, { stroke: '#345' }); cv.text('N/A', 280, y + 33, { size: 9, font: 'Helvetica-Bold', color: '#777' }); y += 73; }
  // authorization + signatures
  cv.text('AUTHORIZATION. Each of the undersigned certifies that the information above is true and complete and authorizes Keystone Bridge Capital, its assigns and funding partners to obtain consumer and business credit reports, to verify the information with banks, landlords and references, and to share it with prospective funders. A photocopy or electronic copy of this authorization is as valid as the original.', 36, y, { size: 6.6, width: 540, lineGap: 1 });
  y += 42;
  for (let i = 0; i < 2; i++) {
    const x = 36 + i * 280;
    cv.line(x, y + 20, x + 170, y + 20); cv.line(x + 180, y + 20, x + 250, y + 20);
    cv.text(`Signature - Owner #${i + 1}`, x, y + 23, { size: 6 }); cv.text('Date', x + 180, y + 23, { size: 6 });
    if (c.owners[i]) cv.scribble(c.owners[i]!.first + ' ' + c.owners[i]!.last.split(' ').pop(), x + 8, y + 4, { size: 15, angle: -3 });
  }
  y += 44;
  const extra = c.owners.slice(printed);
  if (extra.length) {
    if (cv.style === 'fillable') {
      cv.addPage();
      cv.text('KEYSTONE BRIDGE CAPITAL - CONTINUATION SHEET (additional owners)', 36, 30, { size: 10, font: 'Helvetica-Bold', color: navy });
      cv.text('Attach to Form KB-07. Complete one block per owner of 20% or more.', 36, 44, { size: 7 });
      let yy = 60;
      extra.forEach((o, k) => { yy = ownerBlock(o, printed + k, yy); });
    } else {
      // written in the bottom margin by hand, with an arrow up to the owner section
      let yy = y + 6;
      cv.scribble('Add\'l owner(s) -->', 36, yy, { size: 11, color: '#b01515', angle: -2 });
      yy += 18;
      extra.forEach((o, k) => {
        const i = printed + k;
        let x = 50;
        x += cv.value(A(i, 'name'), o.printedName, x, yy) + 10;
        x += cv.value(A(i, 'role'), o.title, x, yy) + 10;
        x += cv.value(A(i, 'ownership'), o.pctText, x, yy) + 10;
        if (o.taxPrinted) { cv.text('SS#', x, yy + 2, { size: 6.5, color: '#555' }); x += 16; x += cv.value(A(i, 'tax_id'), o.taxPrinted, x, yy) + 10; }
        if (o.dobPrinted) { cv.text('DOB', x, yy + 2, { size: 6.5, color: '#555' }); x += 18; x += cv.value(A(i, 'date_of_birth'), o.dobPrinted, x, yy) + 10; }
        if (o.credit) { cv.text('FICO', x, yy + 2, { size: 6.5, color: '#555' }); x += 20; cv.value(A(i, 'credit_score'), String(o.credit), x, yy); }
        yy += 22;
      });
    }
  }
  if (cv.page === 2) cv.text('Page 2 of 2   KB-07', 520, 760, { size: 6.5, color: '#666' });
}

// ---------------------------------------------------------------- Harborline: underlined serif form, checkbox rows
function harborline(cv: Canvas, c: Case): void {
  const teal = '#0f6f73';
  const F = 'Times-Roman', FB = 'Times-Bold';
  const lineField = (label: string, x: number, y: number, w: number) => { cv.text(label, x, y + 3, { size: 8.5, font: F }); const lw = cv.doc.font(F).fontSize(8.5).widthOfString(label) + 4; cv.line(x + lw, y + 12, x + w, y + 12, '#333', 0.5); return x + lw + 2; };
  const head = (y: number, s: string) => { cv.text(s, 40, y, { size: 10, font: FB, color: teal }); cv.line(40, y + 12, 572, y + 12, teal, 1.2); };
  cv.addPage();
  cv.doc.save().circle(62, 48, 20).fill(teal).restore();
  cv.text('H', 54, 37, { size: 22, font: FB, color: '#fff' });
  cv.text('Harborline Funding Group', 92, 30, { size: 18, font: FB, color: teal });
  cv.text('Revenue-Based Financing  \u2022  Merchant Cash Advance Application', 92, 52, { size: 9, font: 'Times-Italic', color: '#333' });
  cv.text(`Submitted by: `, 400, 30, { size: 7.5 }); cv.value('iso_company', c.iso.company, 448, 28, { decoy: true, size: 7.5 });
  cv.text('Agent phone:', 400, 44, { size: 7.5 }); cv.value('iso_phone', c.iso.phone, 448, 42, { decoy: true, size: 7.5 });
  let y = 84;
  head(y, 'I. Business Information'); y += 20;
  let vx = lineField('Business Legal Name:', 40, y, 572); cv.value('application.legal_name', c.legal, vx, y); y += 20;
  vx = lineField('Doing Business As (DBA):', 40, y, 360); dba(cv, c, vx, y);
  vx = lineField('Date Business Started:', 368, y, 572); put(cv, c, 'start', 'application.business_start_date', c.startPrinted, vx, y); y += 22;
  cv.text('Entity:', 40, y + 1, { size: 8.5, font: FB });
  const boxes: [string, string[]][] = [['Corporation', ['Corporation', 'Inc.', 'C-Corp']], ['LLC', ['LLC', 'L.L.C.', 'Limited Liability Company']], ['Partnership', ['Partnership']],
    ['LP', ['LP']], ['LLP', ['LLP']], ['Sole Proprietor', ['Sole Proprietor']], ['Non-Profit', ['Non-Profit']]];
  let bx = 76;
  let matched = false;
  for (const [lab, vals] of boxes) { const on = vals.includes(c.entityPrinted); matched ||= on; bx += cv.check('application.type_of_entity', lab, bx, y, on) + 12; }
  cv.check(matched ? 'info.other' : 'info.other_box', 'Other:', bx, y, !matched);
  cv.line(bx + 38, y + 9, 572, y + 9, '#333', 0.5);
  if (!matched) cv.value('application.type_of_entity', c.entityPrinted, bx + 42, y - 2);
  y += 22;
  vx = lineField('Federal Tax ID:', 40, y, 250); if (c.taxPrinted) cv.value('application.business_tax_id', c.taxPrinted, vx, y);
  vx = lineField('State of Incorporation:', 258, y, 400); cv.value('state_of_incorporation', c.incState, vx, y, { decoy: true });
  vx = lineField('Nature of Business:', 408, y, 572); cv.value('application.industry', c.industryText, vx, y, { size: 8.5 }); y += 22;
  vx = lineField('Business Address:', 40, y, 330); cv.value('info.street', c.street, vx, y);
  vx = lineField('City:', 338, y, 460); cv.value('info.city', c.city, vx, y);
  vx = lineField('State:', 466, y, 515); cv.value('application.state_region', c.region, vx, y);
  vx = lineField('Zip:', 520, y, 572); cv.value('info.zip', c.postal, vx, y); y += 22;
  vx = lineField('Phone:', 40, y, 210); put(cv, c, 'phone', 'info.phone', c.phone, vx, y);
  vx = lineField('Email:', 218, y, 420); cv.value('info.email', c.email, vx, y, { size: 8.5 });
  vx = lineField('Employees:', 428, y, 572); cv.value('employees', String(c.employees), vx, y, { decoy: true }); y += 30;
  const hlTop = y;
  head(y, 'II. Funding Request'); y += 20;
  vx = lineField('Amount Requested:', 40, y, 250); put(cv, c, 'amount', 'application.requested_amount', c.amountPrinted, vx, y);
  vx = lineField('Use of Proceeds:', 258, y, 572); cv.value('info.use', c.useOfFunds, vx, y); y += 22;
  cv.text('Remittance:', 40, y + 1, { size: 8.5, font: FB });
  bx = 96;
  for (const [lab, f] of [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const) bx += cv.check(c.terms?.freq === f ? 'application.payment_frequency' : 'info.freq', lab, bx, y, c.terms?.freq === f) + 14;
  vx = lineField('Est. Payment:', bx + 6, y - 2, bx + 130); if (c.terms) cv.value('application.requested_payment', c.terms.paymentPrinted, vx, y - 2, { size: 8.5 });
  vx = lineField('# Pmts:', bx + 138, y - 2, 572); if (c.terms) put(cv, c, 'count', 'application.number_of_payments', String(c.terms.count), vx, y - 2);
  y += 28;
  head(y, 'III. Current Positions (all open advances and loans)'); y += 18;
  cv.rect(40, y, 532, 13, { fill: '#dcefef' });
  ['Funder', 'Funded', 'Balance', 'Payment'].forEach((h, i) => cv.text(h, 44 + i * 133, y + 3, { size: 8, font: FB }));
  y += 13;
  for (let i = 0; i < 3; i++) {
    cv.rect(40, y, 532, 17, { stroke: '#9bb' });
    const a = c.advances[i];
    if (a) { cv.value('existing_funder', a.funder, 44, y + 4, { decoy: true, size: 8 }); cv.value('existing_funded', `${cv.rng.int(1, 12)}/${cv.rng.int(2021, 2024)}`, 177, y + 4, { decoy: true, size: 8 }); cv.value('existing_balance', a.balance, 310, y + 4, { decoy: true, size: 8 }); cv.value('existing_payment', a.payment, 443, y + 4, { decoy: true, size: 8 }); }
    y += 17;
  }
  y += 12;
  head(y, 'IV. Trade References'); y += 20;
  c.refs.forEach((r) => { let x = lineField('Name:', 40, y, 330); cv.value('trade_ref', r.name, x, y, { decoy: true }); x = lineField('Phone:', 338, y, 572); cv.value('trade_ref_phone', r.phone, x, y, { decoy: true }); y += 20; });
  cv.text('Harborline Funding Group is not a lender. Form HFG-MCA-2 (06/2024)                                                      page 1', 40, 760, { size: 7, font: 'Times-Italic', color: '#555' });
  marks(cv, c, [[470, 66, 4], [16, 500, -84], [420, 740, -2]], [[38, hlTop + 18, 534, 16], [38, 100, 534, 18]], [452, 600]);

  cv.addPage();
  y = 40;
  const o0 = c.owners[0]!;
  const principal = (o: Owner, i: number, y0: number) => {
    let yy = y0;
    let x = lineField('Owner Name:', 40, yy, 330); cv.value(A(i, 'name'), o.printedName, x, yy);
    x = lineField('Title:', 338, yy, 470); cv.value(A(i, 'role'), o.title, x, yy);
    x = lineField('% Owned:', 478, yy, 572); put(cv, c, i === 0 ? 'pct0' : '-', A(i, 'ownership'), o.pctText, x, yy); yy += 22;
    x = lineField(o.taxType === 'ITIN' ? 'SSN/ITIN:' : 'SSN:', 40, yy, 200); if (o.taxPrinted) cv.value(A(i, 'tax_id'), o.taxPrinted, x, yy);
    x = lineField('Date of Birth:', 208, yy, 380); if (o.dobPrinted) put(cv, c, i === 0 ? 'dob0' : '-', A(i, 'date_of_birth'), o.dobPrinted, x, yy);
    x = lineField('Credit Score (approx.):', 388, yy, 572); if (o.credit) cv.value(A(i, 'credit_score'), String(o.credit), x, yy); yy += 22;
    x = lineField('Home Address:', 40, yy, 572); cv.value('owner_home', `${o.home}, ${o.homeCity}`, x, yy, { decoy: true }); yy += 30;
    return yy;
  };
  head(y, 'V. Principal Owner / Guarantor'); y += 20;
  y = principal(o0, 0, y);
  if (c.owners.length > 1) { cv.text('Additional owners: see attached continuation sheet (Schedule A).', 40, y - 4, { size: 8, font: 'Times-Italic' }); y += 14; }
  head(y, 'VI. Landlord / Mortgage Holder'); y += 20;
  let x = lineField('Name:', 40, y, 300); cv.value('landlord_name', c.landlord.name, x, y, { decoy: true });
  x = lineField('Phone:', 308, y, 460); cv.value('landlord_phone', c.landlord.phone, x, y, { decoy: true });
  x = lineField('Rent:', 468, y, 572); cv.value('landlord_rent', c.landlord.rent, x, y, { decoy: true }); y += 30;
  head(y, 'VII. Operating Bank Account'); y += 20;
  x = lineField('Bank:', 40, y, 230); cv.value('bank_name', c.bank.name, x, y, { decoy: true });
  x = lineField('Routing:', 238, y, 400); cv.value('bank_routing', c.bank.routing, x, y, { decoy: true });
  x = lineField('Account:', 408, y, 572); cv.value('bank_account', c.bank.account, x, y, { decoy: true }); y += 34;
  cv.text('By signing below, Merchant and each Owner certify that all information herein is accurate, and authorize Harborline Funding Group and its affiliates and funding partners to obtain credit reports, bank references and any other information necessary to evaluate this application, now and for the duration of any agreement. Merchant consents to receive calls and texts at the numbers provided.', 40, y, { size: 8, font: F, width: 532, lineGap: 1.5 });
  y += 60;
  cv.line(40, y + 22, 300, y + 22); cv.line(340, y + 22, 572, y + 22);
  cv.text('Owner Signature', 40, y + 25, { size: 7.5, font: F }); cv.text('Date', 340, y + 25, { size: 7.5, font: F });
  cv.scribble(`${o0.first} ${o0.last}`, 60, y + 4, { size: 17, angle: -4 });
  cv.text('page 2', 540, 760, { size: 7, font: 'Times-Italic', color: '#555' });
  marks(cv, c, [[420, 30, -3]], [[38, 58, 534, 18]], null);

  if (c.owners.length > 1) {
    cv.addPage();
    // a stapled continuation sheet in a different, plainer look
    cv.line(30, 22, 52, 18, '#777', 2.2);
    cv.text('SCHEDULE A  -  CONTINUATION SHEET: ADDITIONAL OWNERS / GUARANTORS', 40, 40, { size: 11, font: FB });
    cv.text('Attach to application of (business legal name):', 40, 60, { size: 8.5, font: F });
    cv.value('application.legal_name', c.legal, 230, 58);
    y = 86;
    c.owners.slice(1).forEach((o, k) => { head(y, `Owner ${k + 2}`); y = principal(o, k + 1, y + 20); });
    cv.text('Each owner listed must sign the application.', 40, y, { size: 8, font: 'Times-Italic' });
  }
}

// ---------------------------------------------------------------- Maple & Pine: Canadian, bilingual labels, green panels
function maplePine(cv: Canvas, c: Case): void {
  const green = '#2f5d34';
  const panel = (y: number, h: number, title: string) => { cv.rect(30, y, 552, h, { stroke: green, lw: 1 }); cv.rect(30, y, 552, 15, { fill: green }); cv.text(title, 38, y + 4, { size: 8, font: 'Helvetica-Bold', color: '#fff' }); };
  const lab = (s: string, x: number, y: number) => cv.text(s, x, y, { size: 6.2, color: '#3a4a3a' });
  const under = (x: number, y: number, w: number) => cv.line(x, y + 22, x + w, y + 22, '#9a9', 0.5);
  const fld = (label: string, x: number, y: number, w: number) => { lab(label, x, y); under(x, y, w); return [x + 2, y + 11] as const; };
  cv.addPage();
  cv.doc.save().moveTo(40, 62).lineTo(52, 30).lineTo(64, 62).fill(green).restore();
  cv.doc.save().moveTo(58, 62).lineTo(72, 26).lineTo(86, 62).fill('#6a9a50').restore();
  cv.text('MAPLE & PINE', 96, 28, { size: 19, font: 'Helvetica-Bold', color: green });
  cv.text('MERCHANT CAPITAL', 96, 49, { size: 9.5, color: '#6a9a50' });
  cv.text('Business Cash Advance Application\nDemande d\'avance de fonds', 380, 28, { size: 9, font: 'Helvetica-Bold', width: 200, align: 'right' });
  cv.text('Referring agent:', 380, 54, { size: 6.5 }); cv.value('iso_rep', c.iso.name, 436, 52, { decoy: true, size: 7.5 });
  let y = 78;
  panel(y, 190, '1. BUSINESS / ENTREPRISE');
  let p = fld('Legal Name / Dénomination sociale', 38, y + 20, 330); cv.value('application.legal_name', c.legal, p[0], p[1]);
  p = fld('Operating Name (O/A)', 380, y + 20, 195); dba(cv, c, p[0], p[1]);
  p = fld('Business Number (BN) incl. program account', 38, y + 48, 200); if (c.taxPrinted) cv.value('application.business_tax_id', c.taxPrinted, p[0], p[1]);
  p = fld('Legal Structure', 250, y + 48, 150); cv.value('application.type_of_entity', c.entityPrinted, p[0], p[1]);
  p = fld('Date Established', 412, y + 48, 163); put(cv, c, 'start', 'application.business_start_date', c.startPrinted, p[0], p[1]);
  p = fld('Street Address', 38, y + 76, 250); cv.value('info.street', c.street, p[0], p[1]);
  p = fld('City', 300, y + 76, 110); cv.value('info.city', c.city, p[0], p[1]);
  p = fld('Province', 420, y + 76, 50); cv.value('application.state_region', c.region, p[0], p[1]);
  p = fld('Postal Code', 480, y + 76, 95); cv.value('info.postal', c.postal, p[0], p[1]);
  p = fld('Jurisdiction of Incorporation', 38, y + 104, 150); cv.value('state_of_incorporation', c.incState === c.region ? 'Federal (CBCA)' : c.incState, p[0], p[1], { decoy: true });
  p = fld('Industry / Type of Business', 200, y + 104, 200); cv.value('application.industry', c.industryText, p[0], p[1]);
  p = fld('Telephone', 412, y + 104, 163); put(cv, c, 'phone', 'info.phone', c.phone, p[0], p[1]);
  p = fld('E-mail', 38, y + 132, 250); cv.value('info.email', c.email, p[0], p[1]);
  p = fld('Monthly Card + Cash Sales', 300, y + 132, 130); cv.value('monthly_sales', c.monthlySales, p[0], p[1], { decoy: true });
  p = fld('Landlord (name, phone)', 440, y + 132, 135); cv.value('landlord_name', c.landlord.name, p[0], p[1], { decoy: true, size: 7.5 });
  p = fld('Financial institution / transit-account', 38, y + 160, 250); cv.value('bank_account', `${c.bank.name} ${c.bank.routing} ${c.bank.account}`, p[0], p[1], { decoy: true, size: 8 });
  const hlBiz = y + 98;
  y += 202;
  panel(y, 78, '2. FUNDING REQUEST / DEMANDE');
  p = fld('Amount Requested (CAD)', 38, y + 20, 150); put(cv, c, 'amount', 'application.requested_amount', c.amountPrinted, p[0], p[1]);
  p = fld('Purpose', 200, y + 20, 180); cv.value('info.use', c.useOfFunds, p[0], p[1]);
  p = fld('Existing advances (funder / balance)', 392, y + 20, 183);
  if (c.advances[0]) cv.value('existing_funder', `${c.advances[0].funder} ${c.advances[0].balance}`, p[0], p[1], { decoy: true, size: 7.5 });
  p = fld('Proposed remittance', 38, y + 48, 150); if (c.terms) cv.value('application.requested_payment', c.terms.paymentPrinted, p[0], p[1]);
  p = fld('Number of remittances', 200, y + 48, 120); if (c.terms) put(cv, c, 'count', 'application.number_of_payments', String(c.terms.count), p[0], p[1]);
  p = fld('Frequency', 332, y + 48, 120); if (c.terms) cv.value('application.payment_frequency', cv.rng.pick(FREQ_LABEL[c.terms.freq]!), p[0], p[1]);
  const hlAmt = y + 42;
  y += 90;
  const owner = (o: Owner, i: number, y0: number) => {
    panel(y0, 108, `${3 + i}. OWNER ${i + 1} / PROPRIÉTAIRE ${i + 1}`);
    let q = fld('Full Name / Nom complet', 38, y0 + 20, 250); cv.value(A(i, 'name'), o.printedName, q[0], q[1]);
    q = fld('Title / Titre', 300, y0 + 20, 130); cv.value(A(i, 'role'), o.title, q[0], q[1]);
    q = fld('% Ownership', 442, y0 + 20, 133); put(cv, c, i === 0 ? 'pct0' : '-', A(i, 'ownership'), o.pctText, q[0], q[1]);
    q = fld('SIN / NAS', 38, y0 + 48, 150); if (o.taxPrinted) cv.value(A(i, 'tax_id'), o.taxPrinted, q[0], q[1]);
    q = fld('Date of Birth (YYYY-MM-DD preferred)', 200, y0 + 48, 160); if (o.dobPrinted) put(cv, c, i === 0 ? 'dob0' : '-', A(i, 'date_of_birth'), o.dobPrinted, q[0], q[1]);
    q = fld('Credit score (if known)', 372, y0 + 48, 203); if (o.credit) cv.value(A(i, 'credit_score'), String(o.credit), q[0], q[1]);
    q = fld('Home Address', 38, y0 + 76, 537); cv.value('owner_home', `${o.home}, ${o.homeCity}`, q[0], q[1], { decoy: true });
    return y0 + 116;
  };
  owner(c.owners[0]!, 0, y);
  cv.text('MPMC-APP-CA v3.1                                                                                                     Page 1/2', 30, 765, { size: 6.5, color: '#777' });
  marks(cv, c, [[470, 66, -2], [6, 430, -85], [380, 752, 3]], [[32, hlBiz, 548, 26], [32, hlAmt, 300, 26]], [460, 560]);

  cv.addPage();
  y = 36;
  if (c.owners[1]) y = owner(c.owners[1], 1, y);
  else { panel(y, 40, '4. OWNER 2 / PROPRIÉTAIRE 2'); cv.text('N/A', 280, y + 22, { size: 10, font: 'Helvetica-Bold', color: '#888' }); y += 48; }
  panel(y, 118, 'CONSENT / CONSENTEMENT (PIPEDA)');
  cv.text('The Business and each Owner consent to Maple & Pine Merchant Capital Inc. collecting, using and disclosing their personal information, including credit bureau reports from Equifax Canada and TransUnion Canada, for the purpose of assessing this application and administering any resulting agreement, in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA). Owners may withdraw consent subject to legal and contractual restrictions.\nL\'entreprise et chaque propriétaire consentent à la collecte, l\'utilisation et la communication de leurs renseignements personnels aux fins de l\'évaluation de la présente demande.', 38, y + 20, { size: 6.8, width: 536, lineGap: 1 });
  y += 126;
  for (let i = 0; i < 2; i++) {
    const x = 38 + i * 280;
    cv.line(x, y + 24, x + 250, y + 24);
    cv.text(`Signature - Owner ${i + 1}                    Date`, x, y + 27, { size: 6.5 });
    if (c.owners[i]) cv.scribble(`${c.owners[i]!.first[0]}. ${c.owners[i]!.last}`, x + 10, y + 6, { size: 15, angle: -3 });
  }
  y += 50;
  const extra = c.owners.slice(2);
  if (extra.length) {
    if (cv.style === 'fillable') {
      cv.addPage();
      cv.text('MAPLE & PINE - SCHEDULE OF ADDITIONAL OWNERS / ANNEXE', 30, 30, { size: 11, font: 'Helvetica-Bold', color: green });
      let yy = 52;
      extra.forEach((o, k) => { yy = owner(o, 2 + k, yy); });
    } else {
      cv.scribble('+ 3rd owner (added per call w/ merchant):', 40, y, { size: 11, color: '#b01515', angle: -1.5 });
      let yy = y + 20;
      extra.forEach((o, k) => {
        const i = 2 + k;
        let x = 52;
        x += cv.value(A(i, 'name'), o.printedName, x, yy) + 10;
        x += cv.value(A(i, 'role'), o.title, x, yy) + 10;
        cv.value(A(i, 'ownership'), o.pctText, x, yy);
        yy += 20; x = 52;
        if (o.taxPrinted) { cv.text('SIN', x, yy + 2, { size: 6.5, color: '#555' }); x += 16; x += cv.value(A(i, 'tax_id'), o.taxPrinted, x, yy) + 12; }
        if (o.dobPrinted) { cv.text('DOB', x, yy + 2, { size: 6.5, color: '#555' }); x += 18; x += cv.value(A(i, 'date_of_birth'), o.dobPrinted, x, yy) + 12; }
        if (o.credit) { cv.text('score', x, yy + 2, { size: 6.5, color: '#555' }); x += 22; cv.value(A(i, 'credit_score'), String(o.credit), x, yy); }
        yy += 24;
      });
    }
  }
  marks(cv, c, [[430, 24, 2]], [], null);
}

// ---------------------------------------------------------------- Redline: dense ISO submission sheet, owners table
function redline(cv: Canvas, c: Case): void {
  const red = '#a3161b';
  const F = 'Helvetica', FB = 'Helvetica-Bold';
  cv.addPage();
  cv.rect(0, 0, 612, 8, { fill: red });
  cv.text('REDLINE', 36, 22, { size: 24, font: FB, color: red });
  cv.text('ADVANCE PARTNERS', 36, 47, { size: 8, font: FB, color: '#333' });
  cv.rect(330, 18, 246, 44, { stroke: red, lw: 1 });
  cv.text('ISO SUBMISSION', 336, 22, { size: 7, font: FB, color: red });
  cv.text('ISO:', 336, 34, { size: 7 }); cv.value('iso_company', c.iso.company, 360, 32, { decoy: true, size: 8 });
  cv.text('Rep / cell:', 336, 48, { size: 7 }); cv.value('iso_rep', `${c.iso.name}  ${c.iso.phone}`, 372, 46, { decoy: true, size: 8 });
  const row = (label: string, x: number, y: number, w: number) => {
    cv.text(label, x, y, { size: 7.5, font: FB });
    const lw = cv.doc.font(FB).fontSize(7.5).widthOfString(label);
    cv.doc.save().dash(1, { space: 1.5 }).moveTo(x + lw + 3, y + 8).lineTo(x + w, y + 8).lineWidth(0.5).stroke('#888').undash().restore();
    return x + lw + 6;
  };
  let y = 76;
  cv.rect(36, y, 540, 14, { fill: '#222' }); cv.text('COMPANY', 42, y + 4, { size: 8, font: FB, color: '#fff' }); y += 22;
  let x = row('Legal Business Name', 36, y, 370); cv.value('application.legal_name', c.legal, x, y - 2);
  x = row('Tax ID', 380, y, 576); if (c.taxPrinted) cv.value('application.business_tax_id', c.taxPrinted, x, y - 2); y += 18;
  x = row('DBA', 36, y, 370); dba(cv, c, x, y - 2);
  x = row('Entity', 380, y, 576); cv.value('application.type_of_entity', c.entityPrinted, x, y - 2); y += 18;
  x = row('Street', 36, y, 300); cv.value('info.street', c.street, x, y - 2);
  x = row('City/St/Zip', 306, y, 576); const cw = cv.value('info.city', `${c.city},`, x, y - 2); const sw = cv.value('application.state_region', c.region, x + cw + 5, y - 2); cv.value('info.zip', c.postal, x + cw + sw + 12, y - 2); y += 18;
  x = row('Start Date', 36, y, 210); put(cv, c, 'start', 'application.business_start_date', c.startPrinted, x, y - 2);
  x = row('Inc. State', 216, y, 300); cv.value('state_of_incorporation', c.incState, x, y - 2, { decoy: true });
  x = row('Industry', 306, y, 576); cv.value('application.industry', c.industryText, x, y - 2); y += 18;
  x = row('Phone', 36, y, 210); put(cv, c, 'phone', 'info.phone', c.phone, x, y - 2);
  x = row('Email', 216, y, 430); cv.value('info.email', c.email, x, y - 2, { size: 8 });
  x = row('Gross/mo', 436, y, 576); cv.value('monthly_sales', c.monthlySales, x, y - 2, { decoy: true }); y += 26;
  const hlDeal = y;
  cv.rect(36, y, 540, 14, { fill: '#222' }); cv.text('DEAL', 42, y + 4, { size: 8, font: FB, color: '#fff' }); y += 22;
  x = row('Requested', 36, y, 200); put(cv, c, 'amount', 'application.requested_amount', c.amountPrinted, x, y - 2);
  x = row('Pmt', 206, y, 320); if (c.terms) cv.value('application.requested_payment', c.terms.paymentPrinted, x, y - 2, { size: 8.5 });
  x = row('Term (# pmts)', 326, y, 440); if (c.terms) put(cv, c, 'count', 'application.number_of_payments', String(c.terms.count), x, y - 2);
  x = row('Freq.', 446, y, 576); if (c.terms) cv.value('application.payment_frequency', cv.rng.pick(FREQ_LABEL[c.terms.freq]!), x, y - 2); y += 26;
  // owners table: two printed rows; more owners are added below by hand or on the continuation sheet
  cv.rect(36, y, 540, 14, { fill: '#222' }); cv.text('OWNERS (20%+)', 42, y + 4, { size: 8, font: FB, color: '#fff' }); y += 14;
  const cols = [36, 190, 262, 300, 380, 450, 505, 576];
  const heads = ['Name', 'Title', '%', 'SSN', 'DOB', 'FICO', 'Home St.'];
  cv.rect(36, y, 540, 12, { fill: '#eee' });
  heads.forEach((h, i) => cv.text(h, cols[i]! + 3, y + 3, { size: 6.8, font: FB }));
  y += 12;
  const tableRow = (o: Owner | undefined, i: number, yy: number) => {
    for (let k = 0; k < cols.length - 1; k++) cv.rect(cols[k]!, yy, cols[k + 1]! - cols[k]!, 20, { stroke: '#999' });
    if (!o) return;
    const sz = 8;
    cv.value(A(i, 'name'), o.printedName, cols[0]! + 3, yy + 6, { size: sz, w: 150 });
    cv.value(A(i, 'role'), o.title, cols[1]! + 3, yy + 6, { size: sz, w: 66 });
    put(cv, c, i === 0 ? 'pct0' : '-', A(i, 'ownership'), o.pctText, cols[2]! + 2, yy + 6, { size: 7.5, w: 34 });
    if (o.taxPrinted) cv.value(A(i, 'tax_id'), o.taxPrinted, cols[3]! + 3, yy + 6, { size: sz, w: 76 });
    if (o.dobPrinted) put(cv, c, i === 0 ? 'dob0' : '-', A(i, 'date_of_birth'), o.dobPrinted, cols[4]! + 3, yy + 6, { size: 7.5, w: 66 });
    if (o.credit) cv.value(A(i, 'credit_score'), String(o.credit), cols[5]! + 3, yy + 6, { size: sz, w: 50 });
    cv.value('owner_home_state', o.homeCity.split(', ')[1]!.slice(0, 2), cols[6]! + 3, yy + 6, { size: sz, decoy: true, w: 60 });
  };
  tableRow(c.owners[0], 0, y); y += 20;
  tableRow(c.owners[1], 1, y); y += 20;
  const extra = c.owners.slice(2);
  if (extra.length && cv.style !== 'fillable') {
    cv.scribble('more owners ->', 36, y + 4, { size: 10, color: '#b01515', angle: -2 });
    let yy = y + 18;
    extra.forEach((o, k) => {
      const i = 2 + k;
      let xx = 60;
      xx += cv.value(A(i, 'name'), o.printedName, xx, yy, { size: 8.5 }) + 8;
      xx += cv.value(A(i, 'role'), o.title, xx, yy, { size: 8.5 }) + 8;
      xx += cv.value(A(i, 'ownership'), o.pctText, xx, yy, { size: 8.5 }) + 8;
      if (o.taxPrinted) xx += cv.value(A(i, 'tax_id'), o.taxPrinted, xx, yy, { size: 8.5 }) + 8;
      if (o.dobPrinted) { cv.text('dob', xx, yy + 2, { size: 6, color: '#555' }); xx += 14; xx += cv.value(A(i, 'date_of_birth'), o.dobPrinted, xx, yy, { size: 8.5 }) + 8; }
      if (o.credit) cv.value(A(i, 'credit_score'), String(o.credit), xx, yy, { size: 8.5 });
      yy += 18;
    });
    y = yy + 4;
  } else y += 12;
  cv.rect(36, y, 540, 14, { fill: '#222' }); cv.text('POSITIONS / BANK / LANDLORD', 42, y + 4, { size: 8, font: FB, color: '#fff' }); y += 20;
  c.advances.forEach((a, k) => { x = row(`Position ${k + 1}`, 36, y, 576); cv.value('existing_funder', a.funder, x, y - 2, { decoy: true, size: 8 }); cv.value('existing_balance', `bal ${a.balance}`, x + 170, y - 2, { decoy: true, size: 8 }); cv.value('existing_payment', a.payment, x + 290, y - 2, { decoy: true, size: 8 }); y += 16; });
  if (!c.advances.length) { x = row('Positions', 36, y, 576); cv.value('info.positions', 'none', x, y - 2, { size: 8 }); y += 16; }
  x = row('Bank', 36, y, 200); cv.value('bank_name', c.bank.name, x, y - 2, { decoy: true, size: 8 });
  x = row('ABA', 206, y, 360); cv.value('bank_routing', c.bank.routing, x, y - 2, { decoy: true, size: 8 });
  x = row('Acct', 366, y, 576); cv.value('bank_account', c.bank.account, x, y - 2, { decoy: true, size: 8 }); y += 16;
  x = row('Landlord', 36, y, 360); cv.value('landlord_name', c.landlord.name, x, y - 2, { decoy: true, size: 8 });
  x = row('LL phone', 366, y, 576); cv.value('landlord_phone', c.landlord.phone, x, y - 2, { decoy: true, size: 8 }); y += 16;
  c.refs.forEach((r, k) => { x = row(`Trade ref ${k + 1}`, 36, y, 576); cv.value('trade_ref', `${r.name}  ${r.phone}`, x, y - 2, { decoy: true, size: 8 }); y += 16; });
  y += 6;
  cv.text('Merchant and each owner certify the information above and authorize Redline Advance Partners and its funders to obtain credit reports and verify bank, landlord and trade information. Electronic and faxed signatures are binding.', 36, y, { size: 6.5, width: 540 });
  y += 22;
  cv.line(36, y + 18, 280, y + 18); cv.line(320, y + 18, 576, y + 18);
  cv.text('Owner signature / date', 36, y + 21, { size: 6.5 }); cv.text('Owner 2 signature / date', 320, y + 21, { size: 6.5 });
  cv.scribble(c.owners[0]!.last, 60, y + 2, { size: 16, angle: -5 });
  cv.text('RAP-ISO-1 (rev. 2/25)   page 1', 480, 765, { size: 6.5, color: '#666' });
  marks(cv, c, [[230, 30, -3], [8, 500, -88], [300, 750, 2]], [[36, hlDeal + 16, 540, 18], [36, 96, 540, 16]], [440, 636]);
  if (extra.length && cv.style === 'fillable') {
    cv.addPage();
    cv.text('REDLINE ADVANCE PARTNERS - ADDITIONAL OWNERS (continuation)', 36, 30, { size: 11, font: FB, color: red });
    y = 56;
    cv.rect(36, y, 540, 12, { fill: '#eee' });
    heads.forEach((h, i) => cv.text(h, cols[i]! + 3, y + 3, { size: 6.8, font: FB }));
    y += 12;
    extra.forEach((o, k) => { tableRow(o, 2 + k, y); y += 20; });
    cv.text(F === 'Helvetica' ? 'Continuation of RAP-ISO-1' : '', 36, y + 10, { size: 7 });
  }
}

function truthOf(c: Case): TruthApplication {
  const t = emptyApplication();
  t.trade_name = c.dbaTruth;
  t.legal_name = c.legal;
  t.type_of_entity = c.entityId;
  t.industry = c.industryId;
  t.business_tax_id = c.taxTruth;
  t.business_tax_id_type = c.taxTruth ? c.taxType : null;
  t.business_tax_id_country = c.taxTruth ? c.country : null;
  t.state_region = c.region;
  t.country = c.country === 'US' ? 'United States' : 'Canada';
  t.requested_amount = c.amount;
  t.requested_payment = c.terms?.payment ?? null;
  t.number_of_payments = c.terms?.count ?? null;
  t.payment_frequency = c.terms?.freq ?? null;
  t.business_start_date = c.startIso;
  t.applicants = c.owners.map((o) => ({ first_name: o.first, last_name: o.last, role: o.title, ownership: o.pct, credit_score: o.credit,
    tax_id: o.taxTruth, tax_id_type: o.taxType, tax_id_country: o.taxType ? c.country : null, date_of_birth: o.dobIso }));
  return t;
}

export async function generateIndependent260(layout: string, seed: number, opts: { style: Style; scan: boolean | 'phone' }): Promise<{
  pdf: Uint8Array; truth: TruthApplication; broker: string; pages: number; country: 'US' | 'CA'; style: string; scan: boolean | 'phone';
  locations: Placed[]; decoys: Placed[];
}> {
  const b = BROKERS[layout];
  if (!b) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live in AcroForm fields');
  const rng = new Rng(`independent260:${layout}:${seed}`);
  const c = makeCase(rng.fork('case'), b.country, b.maxOwners);
  const cv = new Canvas(opts.style, rng.fork(`draw:${opts.style}`), b.font, `${b.name} application`);
  ({ 'keystone-bridge': keystone, harborline, 'maple-pine': maplePine, 'redline-iso': redline } as Record<string, (cv: Canvas, c: Case) => void>)[layout]!(cv, c);
  let pdf = await cv.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: truthOf(c), broker: b.name, pages: cv.page, country: b.country, style: opts.style, scan: opts.scan, locations: cv.placed, decoys: cv.decoys };
}
