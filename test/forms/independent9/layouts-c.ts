// Layouts 6-8: Prairie (sole proprietor, SSN as tax ID, values over rules with labels under), Harborline (two pages,
// terms with drawn checks, owners table on page 2), Summit (shaded three-column grid, time in business only, masked SSNs).
import type { Rng } from '../../statements/generator/prng.ts';
import { FREQ_LABEL, fmtDate, fullName, mask, money, type Merchant } from './data.ts';
import type { Sheet } from './sheet.ts';
import type { Printed9 } from './truth.ts';

/** Value over a rule, label printed small under the rule. */
function over(s: Sheet, label: string, value: string, x: number, y: number, w: number, decoy = false): void {
  s.value(value, x + 2, y, w - 4, 10, decoy);
  s.line(x, y + 12, x + w - 8, y + 12, 0.6);
  s.label(label, x, y + 14, 6, 'Helvetica-Oblique');
}

export function prairie(s: Sheet, m: Merchant, r: Rng): Printed9 {
  const o = m.owners[0]!;
  s.label('Prairie Wind Capital', 48, 30, 20, 'Helvetica-Bold', '#2e5e2e');
  s.label('Small Business Cash Advance Application', 48, 54, 9, 'Helvetica');
  let y = 84;
  over(s, 'Business Legal Name (sole proprietors: your name)', m.legal, 48, y, 300); over(s, 'Doing Business As', m.dba, 348, y, 216); y += 34;
  over(s, 'Tax ID # (SSN if no EIN)', o.ssn, 48, y, 150); over(s, 'Date Business Started', fmtDate(m.start, 'long'), 198, y, 160);
  over(s, 'Type of Business', m.industryText, 358, y, 206); y += 34;
  over(s, 'Physical Address', `${m.street}, ${m.city}, ${m.region} ${m.zip}`, 48, y, 360); over(s, 'Phone', m.phone, 408, y, 156); y += 36;
  s.label('Business Type:', 48, y, 8, 'Helvetica-Bold');
  s.options(['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'Other'], 'Sole Proprietor', 120, y - 1, 'letterX', 12);
  y += 24;
  over(s, 'Amount Needed', money(m.amount), 48, y, 150); over(s, 'Use of Funds', r.pick(['Inventory', 'Equipment repair', 'Payroll']), 198, y, 200); y += 40;
  s.doc.rect(48, y, 516, 14).fill('#2e5e2e'); s.label('OWNER', 52, y + 3, 8, 'Helvetica-Bold', '#fff'); y += 22;
  over(s, 'Owner Name', fullName(o), 48, y, 240); over(s, 'Title', o.title, 288, y, 130); over(s, '% Ownership', `${o.pct}%`, 418, y, 146); y += 34;
  over(s, 'Social Security #', o.ssn, 48, y, 150); over(s, 'Date of Birth', fmtDate(o.dob, 'mdy'), 198, y, 120); over(s, 'Home Address', o.home, 318, y, 246, true); y += 40;
  s.label('TRADE REFERENCES', 48, y, 8, 'Helvetica-Bold'); y += 14;
  m.references.forEach((ref, i) => { over(s, `Reference ${i + 1}`, ref, 48 + i * 258, y, 250, true); });
  y += 40;
  s.label('By signing below I certify the information above is true and complete.', 48, y, 7);
  return { trade: true, start: true, terms: false, amount: true, masked: [false], scores: false, dobs: true, entity: 'sole_proprietorship', industry: true, soleProp: true };
}

function hbRow(s: Sheet, cols: [string, string, number, boolean?][], y: number): void {
  let x = 40;
  for (const [l, v, w, decoy] of cols) {
    s.doc.lineWidth(0.8).rect(x, y, w, 28).stroke();
    s.label(l, x + 3, y + 2, 6.5, 'Helvetica-Bold', '#1f3b70');
    s.value(v, x + 4, y + 14, w - 8, 9, decoy);
    x += w;
  }
}

export function harborline(s: Sheet, m: Merchant, r: Rng): Printed9 {
  s.label('HARBORLINE', 40, 28, 22, 'Times-Bold', '#1f3b70'); s.label('capital group', 188, 38, 11, 'Times-Italic', '#1f3b70');
  s.label('Page 1 of 2', 520, 34, 7);
  hbRow(s, [['Corporate Name', m.legal, 330], ['DBA', m.dba, 202]], 70);
  hbRow(s, [['Fed ID', m.taxId, 130], ['Start Date', fmtDate(m.start, 'mdyy'), 100], ['Entity Type', m.entityText, 120], ['State of Inc.', m.incState, 182, true]], 98);
  hbRow(s, [['Address', m.street, 240], ['City', m.city, 130], ['State', m.region, 50], ['Zip', m.zip, 112]], 126);
  hbRow(s, [['Business Phone', m.phone, 180], ['Nature of Business', m.industryText, 352]], 154);
  s.label('FUNDING REQUEST', 40, 196, 10, 'Times-Bold', '#1f3b70');
  hbRow(s, [['Amount Requested', money(m.amount), 180], ['Payment Amount', money(m.payment, true), 180], ['# of Payments', String(m.payments), 172]], 210);
  s.label('Frequency:', 40, 246, 8, 'Helvetica-Bold');
  s.options(['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], FREQ_LABEL[m.freq]!, 100, 245, 'check', 16);
  s.label('EXISTING ADVANCES / LOANS', 40, 270, 10, 'Times-Bold', '#1f3b70');
  hbRow(s, [['Funder', m.funders[0]?.name ?? '', 266, true], ['Balance', m.funders[0] ? money(m.funders[0].balance) : '', 266, true]], 284);
  s.label('BANK', 40, 326, 10, 'Times-Bold', '#1f3b70');
  hbRow(s, [['Bank Name', m.bank, 200, true], ['Routing', m.routing, 150, true], ['Account', m.account, 182, true]], 340);
  s.addPage();
  s.label('Page 2 of 2  -  OWNERSHIP', 40, 30, 10, 'Times-Bold', '#1f3b70');
  const masked = m.owners.map(() => r.chance(0.5));
  // A generation suffix printed after the surname is not part of it.
  if (r.chance(0.4)) m.owners[0]!.credential = r.pick([' Jr.', ' Sr.', ' III']);
  m.owners.forEach((o, i) => {
    const y = 50 + i * 64;
    hbRow(s, [['Owner Name', fullName(o), 220], ['Title', o.title, 130], ['Ownership %', String(o.pct), 80], ['Credit Score', String(o.score), 102]], y);
    hbRow(s, [['SSN', masked[i] ? mask(o.ssn) : o.ssn, 130], ['DOB', fmtDate(o.dob, 'mdy'), 100], ['Home Address', o.home, 302, true]], y + 28);
  });
  const y = 60 + m.owners.length * 64;
  hbRow(s, [['ISO / Sales Rep', m.isoRep, 266, true], ['Rep Phone', m.landlordPhone, 266, true]], y);
  s.label('Each owner signing authorizes Harborline Capital Group to obtain credit and bank information.', 40, y + 40, 7);
  const ent = m.entityId;
  return { trade: true, start: true, terms: true, amount: true, masked, scores: true, dobs: true, entity: ent, industry: true };
}

export function summit(s: Sheet, m: Merchant, r: Rng): Printed9 {
  s.label('SUMMIT ROW FUNDING', 36, 26, 13, 'Helvetica-Bold'); s.label('Merchant Intake Sheet', 430, 30, 9, 'Helvetica-Oblique');
  const grid = (cells: [string, string, boolean?][], y: number): void => cells.forEach(([l, v, decoy], i) => {
    const x = 36 + (i % 3) * 180, yy = y + Math.floor(i / 3) * 20;
    s.doc.rect(x, yy, 70, 20).fill('#dcdcdc'); s.doc.lineWidth(0.5).rect(x, yy, 180, 20).stroke();
    s.label(l, x + 3, yy + 7, 6.5, 'Helvetica-Bold');
    s.value(v, x + 73, yy + 6, 104, 8, decoy);
  });
  const years = 2026 - m.start.getUTCFullYear();
  grid([['Legal Name', m.legal], ['DBA', r.pick(['SAME', 'N/A'])], ['Entity', m.entityText], ['Tax ID', m.taxId], ['Time in Business', `${years} yrs`],
    ['Industry', m.industryText], ['Address', m.street], ['City', m.city], ['State', m.region], ['Zip', m.zip], ['Phone', m.phone],
    ['Amount Needed', money(m.amount)], ['Mortgage Holder', m.landlord, true], ['Bank', m.bank, true], ['Acct #', m.account, true]], 50);
  let y = 160;
  m.owners.forEach((o, i) => {
    s.label(`Owner ${i + 1}`, 36, y, 8, 'Helvetica-Bold');
    grid([['Name', fullName(o)], ['Title', o.title], ['Ownership', `${o.pct}%`], ['SSN', mask(o.ssn)], ['Credit Score', String(o.score)], ['Home Addr.', o.home, true]], y + 10);
    y += 56;
  });
  s.label('Rep:', 36, y + 6, 8, 'Helvetica-Bold'); s.decoy(m.isoRep, 60, y + 6, 150, 8);
  return { trade: false, start: false, terms: false, amount: true, masked: m.owners.map(() => true), scores: true, dobs: false, entity: m.entityId, industry: true };
}
