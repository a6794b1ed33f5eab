// Harborline Capital Partners (boxed grid, 3 pages) and Ironbridge Funding Group (underlined lines, numbered
// sections, owners as "Last, First", 3 pages). In both the second owner's block starts at the foot of page 1.
import type { Canvas } from './canvas.ts';
import { F, O, lastFirst } from './common.ts';
import type { Merchant, Owner } from './data.ts';

const NAVY = '#1b2f5b';

/** A Harborline grid cell: a ruled box, a small label at its top, the value below it. */
function cell(c: Canvas, label: string, x: number, y: number, w: number, key?: string, text?: string | null, fields: Record<string, unknown> = {}): void {
  c.rect(x, y, w, 24, { lw: 0.5 });
  c.text(label, x + 2, y + 2, { size: 5.8, color: '#333333' });
  if (key && text) c.value(key, text, x + 1, y + 9, w - 2, fields, { h: 14 });
}

function band(c: Canvas, title: string, y: number): number {
  c.rect(36, y, 540, 13, { fill: NAVY });
  c.text(title, 40, y + 3, { size: 8, font: 'Helvetica-Bold', color: '#ffffff' });
  return y + 13;
}

function hbHeader(c: Canvas, m: Merchant, total: number): void {
  c.text('HARBORLINE CAPITAL PARTNERS', 36, 24, { size: 9, font: 'Helvetica-Bold', color: NAVY });
  c.text(`Application # ${m.appNo}`, 440, 24, { size: 8 });
  c.text('Merchant:', 36, 38, { size: 7 });
  c.value('header.legal_name', m.legal, 72, 33, 300, F.legal(m), { size: 8, h: 12 });
  c.line(36, 48, 576, 48, 0.8, NAVY);
  c.text(`Form HCP-APP-07 (Rev. 03/24)   Page ${c.page} of ${total}`, 36, 760, { size: 6.5, color: '#444444' });
}

function hbOwnerTop(c: Canvas, m: Merchant, o: Owner | undefined, i: number, y: number): number {
  const k = `owner${i + 1}`;
  cell(c, 'Full Name', 36, y, 250, `${k}.name`, o?.printed, o ? O.name(o, i) : {});
  cell(c, 'Title', 286, y, 130, `${k}.title`, o?.role, o ? O.role(o, i) : {});
  cell(c, 'Ownership %', 416, y, 70, `${k}.ownership`, o?.ownershipText, o ? O.ownership(o, i) : {});
  cell(c, 'Cell Phone', 486, y, 90, `${k}.cell`, o?.phone);
  void m;
  return y + 24;
}

function hbOwnerRest(c: Canvas, o: Owner | undefined, i: number, y: number): number {
  const k = `owner${i + 1}`;
  cell(c, 'SSN', 36, y, 120, `${k}.ssn`, o?.taxText, o ? O.tax(o, i) : {});
  cell(c, 'Date of Birth', 156, y, 100, `${k}.dob`, o?.dobText, o ? O.dob(o, i) : {});
  cell(c, 'Credit Score (est.)', 256, y, 80, `${k}.fico`, o?.score == null ? null : String(o.score), o ? O.score(o, i) : {});
  cell(c, 'Email', 336, y, 240, `${k}.email`, o?.email);
  y += 24;
  cell(c, 'Home Address', 36, y, 300, `${k}.home`, o?.home);
  cell(c, 'City / State / Zip', 336, y, 240, `${k}.homecity`, o?.homeCity);
  return y + 24;
}

export function harborline(c: Canvas, m: Merchant): void {
  const total = 3;
  c.newPage();
  c.text('HARBORLINE CAPITAL PARTNERS', 36, 30, { size: 15, font: 'Helvetica-Bold', color: NAVY });
  c.text('Working Capital Application  ·  1200 Harbor Point Blvd, Stamford, CT 06902  ·  (203) 555-0148', 36, 49, { size: 7.5 });
  c.text(`Application # ${m.appNo}`, 440, 34, { size: 8, font: 'Helvetica-Bold' });
  c.text(`Form HCP-APP-07 (Rev. 03/24)   Page 1 of ${total}`, 36, 760, { size: 6.5, color: '#444444' });
  let y = band(c, 'SECTION 1 - BUSINESS INFORMATION', 66);
  cell(c, 'Legal / Corporate Name', 36, y, 320, 'legal_name', m.legal, F.legal(m));
  cell(c, 'DBA (if any)', 356, y, 220, 'dba', m.dbaText, F.dba(m)); y += 24;
  cell(c, 'Physical Address (no P.O. Box)', 36, y, 250, 'street', m.street);
  cell(c, 'City', 286, y, 130, 'city', m.city);
  cell(c, 'State', 416, y, 60, 'state', m.region, F.region(m));
  cell(c, 'Zip', 476, y, 100, 'zip', m.zip); y += 24;
  cell(c, 'Business Phone', 36, y, 150, 'phone', m.phone);
  cell(c, 'Business Email', 186, y, 200, 'email', m.email);
  cell(c, 'Website', 386, y, 190, 'website', m.website); y += 24;
  cell(c, 'Federal Tax ID (EIN)', 36, y, 150, 'tax_id', m.taxText, F.tax(m));
  cell(c, 'Business Start Date', 186, y, 130, 'start', m.startText, F.start(m));
  cell(c, 'State of Incorporation', 316, y, 130, 'inc_state', m.incState);
  cell(c, '# of Employees', 446, y, 130, 'employees', m.employees); y += 24;
  c.rect(36, y, 540, 20, { lw: 0.5 });
  c.text('Entity:', 40, y + 7, { size: 7, font: 'Helvetica-Bold' });
  let x = 72;
  const other = !['Corporation', 'LLC', 'S-Corp', 'Partnership', 'Sole Proprietor'].includes(m.entityLabel);
  for (const e of ['Corporation', 'LLC', 'S-Corp', 'Partnership', 'Sole Proprietor']) x = c.check(`entity.${e}`, e, x, y + 6, e === m.entityLabel, F.entity(m));
  x = c.check('entity.other', 'Other:', x, y + 6, other, other ? F.entity(m) : {});
  c.line(x - 6, y + 15, 576 - 6, y + 15, 0.4);
  if (other) c.value('entity.other_text', m.entityLabel, x - 6, y + 2, 100, F.entity(m), { h: 13 });
  y += 20;
  cell(c, 'Type of Business / Products Sold', 36, y, 240, 'industry', m.industryText, F.industry(m));
  c.rect(276, y, 90, 24, { lw: 0.5 }); c.text('Premises', 278, y + 2, { size: 5.8 });
  const own = m.rent.length % 3 === 0;
  c.check('premises.own', 'Own', 280, y + 12, own); c.check('premises.rent', 'Rent', 318, y + 12, !own);
  cell(c, 'Landlord / Mortgage Holder', 366, y, 130, 'landlord', m.landlord);
  cell(c, 'Monthly Rent', 496, y, 80, 'rent', m.rent); y += 30;
  y = band(c, 'SECTION 2 - FUNDING REQUEST', y);
  cell(c, 'Amount Requested', 36, y, 140, 'amount', m.amount.text, F.amount(m));
  cell(c, 'Use of Funds', 176, y, 250, 'use', m.use);
  cell(c, 'Avg. Monthly Gross Sales', 426, y, 150, 'monthly', m.monthly); y += 30;
  y = band(c, 'SECTION 3 - OWNER / GUARANTOR #1', y);
  y = hbOwnerTop(c, m, m.owners[0], 0, y);
  y = hbOwnerRest(c, m.owners[0], 0, y) + 6;
  // Owner #2 starts at the foot of page 1 and continues overleaf.
  y = Math.max(y, 698);
  y = band(c, 'SECTION 3 - OWNER / GUARANTOR #2  (all owners of 20% or more)', y);
  hbOwnerTop(c, m, m.owners[1], 1, y);
  c.text('Owner #2 continued on page 2  >>', 440, 748, { size: 7, font: 'Helvetica-Oblique' });

  c.newPage(); hbHeader(c, m, total);
  y = band(c, 'OWNER / GUARANTOR #2 (CONTINUED)', 60);
  y = hbOwnerRest(c, m.owners[1], 1, y) + 8;
  y = band(c, 'OWNER / GUARANTOR #3', y);
  y = hbOwnerTop(c, m, m.owners[2], 2, y);
  y = hbOwnerRest(c, m.owners[2], 2, y) + 8;
  y = band(c, 'SECTION 4 - EXISTING ADVANCES / LOANS', y);
  for (let i = 0; i < 3; i++) {
    const f = m.funders[i];
    cell(c, 'Funder / Lender', 36, y, 240, `funder${i}.name`, f?.name);
    cell(c, 'Current Balance', 276, y, 150, `funder${i}.balance`, f?.balance);
    cell(c, 'Daily / Weekly Payment', 426, y, 150, `funder${i}.payment`, f?.payment); y += 24;
  }
  y = band(c, 'SECTION 5 - BANK & TRADE REFERENCES', y + 6);
  cell(c, 'Business Bank', 36, y, 180, 'bank', m.bankName);
  cell(c, 'ABA Routing #', 216, y, 160, 'routing', m.routing);
  cell(c, 'Account #', 376, y, 200, 'account', m.account); y += 24;
  m.refs.forEach((r, i) => { cell(c, `Trade Reference ${i + 1}`, 36, y, 340, `ref${i}`, r.name); cell(c, 'Phone', 376, y, 200, `ref${i}.phone`, r.phone); y += 24; });
  c.text('Signature page follows.', 36, 748, { size: 7, font: 'Helvetica-Oblique' });

  c.newPage(); hbHeader(c, m, total);
  y = band(c, 'SECTION 6 - AUTHORIZATION, AGREEMENT AND SIGNATURES', 60) + 8;
  const names = m.owners.map((o, i) => ({ key: `agree.owner${i + 1}`, text: o.printed, label: `Owner / Guarantor ${i + 1}`, ref: `Owner ${i + 1}`, fields: O.name(o, i) }));
  const parts: Parameters<Canvas['merged']>[0] = ['By signing below, ', { key: 'agree.legal_name', text: m.legal, label: 'Merchant (legal name)', ref: 'the Merchant named above', fields: F.legal(m) },
    ' ("Merchant") and each of '];
  names.forEach((n, i) => { parts.push(n); if (i < names.length - 1) parts.push(i === names.length - 2 ? ' and ' : ', '); });
  parts.push(' (each an "Owner") certify that the information in this application is true and complete, and authorize Harborline Capital Partners, its assigns and any funder to which it is submitted to obtain consumer and business credit reports, verify bank statements and contact the references listed. Each Owner personally guarantees the performance of Merchant under any agreement resulting from this application.');
  y = c.merged(parts, 36, y, 540, 8) + 16;
  for (const [i, o] of m.owners.entries()) {
    c.line(36, y + 22, 250, y + 22); c.text('Signature', 36, y + 25, { size: 6.5 });
    c.line(270, y + 22, 440, y + 22); c.text('Print Name', 270, y + 25, { size: 6.5 });
    c.value(`sig.owner${i + 1}.name`, o.printed, 270, y + 8, 170, O.name(o, i));
    c.line(460, y + 22, 576, y + 22); c.text('Date', 460, y + 25, { size: 6.5 });
    c.value(`sig.owner${i + 1}.date`, '03/03/2025', 460, y + 8, 116);
    y += 44;
  }
  c.text('ISO / Broker Representative:', 36, y + 12, { size: 7 });
  c.value('iso.name', m.iso, 150, y + 6, 200); c.value('iso.phone', m.isoPhone, 360, y + 6, 120);
}

/** Ironbridge: a numbered-line form; the label precedes a ruled line. */
function ln(c: Canvas, label: string, x: number, y: number, w: number, key?: string, text?: string | null, fields: Record<string, unknown> = {}): number {
  c.text(label, x, y + 6, { size: 7.5, font: 'Times-Roman' });
  const lx = x + c.doc.font('Times-Roman').fontSize(7.5).widthOfString(label) + 4;
  c.line(lx, y + 14, x + w - 6, y + 14, 0.4);
  if (key && text) c.value(key, text, lx, y + 1, x + w - 6 - lx, fields, { font: 'Courier', size: 9 });
  return x + w;
}

function ibChrome(c: Canvas, m: Merchant, total: number, cont: string): void {
  c.rect(0, 0, 612, 30, { fill: '#5a1a12' });
  c.text('IRONBRIDGE FUNDING GROUP', 30, 10, { size: 11, font: 'Times-Bold', color: '#ffffff' });
  c.text(`App ID ${m.appNo}`, 470, 11, { size: 8, color: '#ffffff' });
  if (c.page > 1) { c.text('Re:', 30, 38, { size: 7.5, font: 'Times-Italic' }); c.value('header.legal_name', m.legal, 45, 33, 280, F.legal(m), { size: 8, h: 12 }); }
  c.line(30, 768, 582, 768, 0.4);
  c.text(`IFG-MA-2 07/2024     ${cont}     Page ${c.page}/${total}`, 30, 772, { size: 6.5, font: 'Times-Roman' });
}

function sec(c: Canvas, n: string, y: number): number {
  c.text(n, 30, y, { size: 9.5, font: 'Times-Bold' }); c.line(30, y + 12, 582, y + 12, 0.9);
  return y + 16;
}

export function ironbridge(c: Canvas, m: Merchant): void {
  const total = 3;
  c.newPage(); ibChrome(c, m, total, m.owners.length > 1 ? 'Principal 2 continued on next page' : 'Continued on next page');
  c.text('Merchant Cash Advance Application', 30, 40, { size: 13, font: 'Times-Bold' });
  let y = sec(c, '1. Merchant', 62);
  ln(c, "Business's Legal Name:", 30, y, 330, 'legal_name', m.legal, F.legal(m)); ln(c, 'D/B/A:', 360, y, 222, 'dba', m.dbaText, F.dba(m)); y += 17;
  ln(c, 'Street:', 30, y, 260, 'street', m.street); ln(c, 'City:', 290, y, 120, 'city', m.city);
  ln(c, 'State:', 410, y, 70, 'state', m.region, F.region(m)); ln(c, 'Zip:', 480, y, 102, 'zip', m.zip); y += 17;
  ln(c, 'Tel:', 30, y, 150, 'phone', m.phone); ln(c, 'E-mail:', 180, y, 220, 'email', m.email); ln(c, 'Web:', 400, y, 182, 'website', m.website); y += 17;
  ln(c, 'Tax ID # (EIN or SSN):', 30, y, 200, 'tax_id', m.taxText, F.tax(m)); ln(c, 'Date Business Started:', 230, y, 180, 'start', m.startText, F.start(m));
  ln(c, 'Inc. State:', 410, y, 172, 'inc_state', m.incState); y += 17;
  ln(c, 'Legal Entity (Corp., LLC, Partnership, Sole Prop, etc.):', 30, y, 330, 'entity', m.entityLabel, F.entity(m));
  ln(c, 'Employees:', 360, y, 222, 'employees', m.employees); y += 17;
  ln(c, 'Nature of Business:', 30, y, 552, 'industry', m.industryText, F.industry(m)); y += 22;
  y = sec(c, '2. Requested Terms', y);
  ln(c, 'Advance Amount Requested:', 30, y, 220, 'amount', m.amount.text, F.amount(m));
  ln(c, 'Proposed Payment:', 250, y, 170, 'payment', m.payment?.text, F.payment(m));
  ln(c, 'No. of Payments:', 420, y, 162, 'n_payments', m.nPayments == null ? null : String(m.nPayments), F.nPayments(m)); y += 18;
  c.text('Remittance:', 30, y + 2, { size: 7.5, font: 'Times-Roman' });
  let x = 80;
  for (const f of ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']) x = c.check(`freq.${f}`, f, x, y + 1, f === m.freqLabel, F.frequency(m));
  ln(c, 'Purpose:', 340, y - 4, 242, 'use', m.use); y += 20;
  y = sec(c, '3. Landlord & Bank', y);
  ln(c, 'Landlord:', 30, y, 260, 'landlord', m.landlord); ln(c, 'Landlord Tel:', 290, y, 150, 'landlord.phone', m.landlordPhone);
  ln(c, 'Rent:', 440, y, 142, 'rent', m.rent); y += 17;
  ln(c, 'Bank:', 30, y, 170, 'bank', m.bankName); ln(c, 'Routing:', 200, y, 170, 'routing', m.routing); ln(c, 'Acct:', 370, y, 212, 'account', m.account); y += 22;
  y = sec(c, '4. Principals (list every owner of 20% or more; name as Last, First)', y);
  const principal = (o: Owner | undefined, i: number, yy: number, part: 'top' | 'rest'): number => {
    const k = `owner${i + 1}`;
    if (part === 'top') {
      c.text(`Principal ${i + 1}`, 30, yy + 4, { size: 8, font: 'Times-Bold' }); yy += 12;
      ln(c, 'Name (Last, First):', 30, yy, 300, `${k}.name`, o ? lastFirst(o) : null, o ? O.name(o, i) : {});
      ln(c, 'Title:', 330, yy, 140, `${k}.title`, o?.role, o ? O.role(o, i) : {});
      ln(c, '% Owned:', 470, yy, 112, `${k}.ownership`, o?.ownershipText, o ? O.ownership(o, i) : {}); yy += 17;
      ln(c, 'DOB:', 30, yy, 150, `${k}.dob`, o?.dobText, o ? O.dob(o, i) : {}); ln(c, 'Cell:', 180, yy, 150, `${k}.cell`, o?.phone);
      return yy + 17;
    }
    ln(c, 'SSN / ITIN:', 30, yy, 180, `${k}.ssn`, o?.taxText, o ? O.tax(o, i) : {}); ln(c, 'FICO (approx.):', 210, yy, 130, `${k}.fico`, o?.score == null ? null : String(o.score), o ? O.score(o, i) : {});
    ln(c, 'E-mail:', 340, yy, 242, `${k}.email`, o?.email); yy += 17;
    ln(c, 'Home Address:', 30, yy, 320, `${k}.home`, o?.home); ln(c, 'City/St/Zip:', 350, yy, 232, `${k}.homecity`, o?.homeCity);
    return yy + 20;
  };
  y = principal(m.owners[0], 0, y, 'top'); y = principal(m.owners[0], 0, y, 'rest');
  y = principal(m.owners[1], 1, Math.max(y, 690), 'top');
  if (m.owners.length > 1) c.text('(Principal 2 continued on page 2)', 420, 752, { size: 7, font: 'Times-Italic' });

  c.newPage(); ibChrome(c, m, total, 'Continued on next page');
  y = sec(c, '4. Principals (continued)', 54);
  c.text('Principal 2 (cont.)', 30, y + 4, { size: 8, font: 'Times-Bold' }); y += 12;
  y = principal(m.owners[1], 1, y, 'rest');
  y = principal(m.owners[2], 2, y, 'top'); y = principal(m.owners[2], 2, y, 'rest');
  y = sec(c, '5. Open Advances / Business Loans', y + 4);
  for (let i = 0; i < 3; i++) {
    const f = m.funders[i];
    ln(c, `${i + 1}) Funder:`, 30, y, 260, `funder${i}.name`, f?.name); ln(c, 'Balance:', 290, y, 150, `funder${i}.balance`, f?.balance);
    ln(c, 'Pmt:', 440, y, 142, `funder${i}.payment`, f?.payment); y += 17;
  }
  y = sec(c, '6. Trade References', y + 6);
  m.refs.forEach((r, i) => { ln(c, `${i + 1})`, 30, y, 330, `ref${i}`, r.name); ln(c, 'Tel:', 360, y, 222, `ref${i}.phone`, r.phone); y += 17; });

  c.newPage(); ibChrome(c, m, total, 'End of application');
  y = sec(c, '7. Merchant and Guarantor Certification', 54) + 4;
  const parts: Parameters<Canvas['merged']>[0] = ['The undersigned, ', { key: 'agree.legal_name', text: m.legal, label: 'Merchant', ref: 'the Merchant', fields: F.legal(m) }];
  if (m.dba) parts.push(' d/b/a ', { key: 'agree.dba', text: m.dba, label: 'D/B/A', ref: '', fields: F.dba(m) });
  parts.push(', together with its principal(s) ');
  m.owners.forEach((o, i) => { parts.push({ key: `agree.owner${i + 1}`, text: o.printed, label: `Principal ${i + 1}`, ref: i ? '' : 'listed above', fields: O.name(o, i) }); if (i < m.owners.length - 1) parts.push(m.owners.length > 1 && i === m.owners.length - 2 ? ' and ' : ', '); });
  parts.push(', represent that all information provided to Ironbridge Funding Group is accurate, that the Merchant is not contemplating bankruptcy, and authorize Ironbridge and its funding partners to obtain credit reports on the Merchant and each principal, to verify all information with the banks and references named herein, and to share this application with prospective funders. A photocopy or electronic copy of this authorization is as valid as the original.');
  y = c.merged(parts, 30, y, 552, 8.5) + 18;
  for (const [i, o] of m.owners.entries()) {
    c.text(`Principal ${i + 1} signature`, 30, y + 16, { size: 7.5, font: 'Times-Roman' }); c.line(110, y + 24, 300, y + 24);
    ln(c, 'Printed:', 310, y + 10, 200, `sig.owner${i + 1}.name`, o.printed, O.name(o, i));
    ln(c, 'Date:', 510, y + 10, 72, `sig.owner${i + 1}.date`, '3/3/25'); y += 36;
  }
  ln(c, 'Submitted by ISO agent:', 30, y + 10, 330, 'iso.name', m.iso);
}
