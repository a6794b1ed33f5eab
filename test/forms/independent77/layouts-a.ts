// Layouts 1-3 of set 77: Harborline (two pages of boxed cells, ISO block on top), Keystone (kv grid with a sidebar
// of the other parties), Bluewater (a numbered underline form in a serif face, referral partner beside the business).
import type { Rng } from '../../statements/generator/prng.ts';
import { f, type Merchant } from './data.ts';
import type { Parties } from './parties.ts';
import type { Cell, Pen } from './pen.ts';
import { AUTH, bankRows, contactRows, cpaRows, ENTITY_A, entityRow, freqRow, fundersTable, isoRows, landlordRows, ownerRows, ownersTable,
  prevRows, referralRows, refsTable, signatures } from './sections.ts';

export interface Ctx { pen: Pen; r: Rng; m: Merchant; p: Parties }
export interface Layout { name: string; title: string; maxOwners: number; freqs: boolean; landscape?: boolean; generic?: boolean; draw: (c: Ctx) => void }

/** A new page when h points do not fit below y. */
export function need(c: Ctx, y: number, h: number, top = 40): number {
  if (y + h <= c.pen.doc.page.height - 28) return y;
  c.pen.doc.addPage();
  return top;
}

function harborline(c: Ctx): void {
  const { pen, m, p, r } = c;
  const X = 36, W = 540;
  pen.text(X, 30, 'HARBORLINE', { size: 20, bold: true });
  pen.text(X + 142, 36, 'CAPITAL PARTNERS', { size: 11 });
  pen.text(X, 54, 'Merchant Cash Advance Application  |  Purchase of Future Receivables', { size: 8, color: 0.3 });
  pen.text(X + 330, 30, `Form HCP-${r.int(100, 140)} rev. ${r.int(1, 12)}/2024`, { size: 6, w: 210, align: 'right' });
  let y = pen.bar(X, 70, W, 'SUBMITTING ISO / SALES REPRESENTATIVE  (office use)', { fill: 0.45 });
  y = pen.grid(X, y, W, 21, isoRows(p, 0), 'cells');
  if (p.show.referral) { y = pen.bar(X, y + 4, W, 'REFERRAL PARTNER', { fill: 0.45 }); y = pen.grid(X, y, W, 21, referralRows(p), 'cells'); }
  y = pen.bar(X, y + 6, W, 'BUSINESS INFORMATION');
  const rows: Cell[][] = [[['Legal / Corporate Name', m.legal, 2], ['DBA', m.dba, 1.6]],
    [[`Federal Tax ID (${m.einLabel === 'EIN' ? 'EIN' : 'EIN or SSN'})`, m.ein], ['Business Start Date', m.start], ['State of Incorporation', m.stateInc, 0.8], ['# of Employees', m.employees, 0.6]],
    [['Physical Address (no P.O. Box)', m.street, 2], ['City', m.city, 1.1], ['State', m.state, 0.5], ['Zip', m.zip, 0.6]],
    [['Business Phone', m.phone], ['Business E-mail', m.email, 1.3], ['Website', m.web, 1.2]],
    [['Type of Business / Industry', m.bizType, 2], ['Products / Services Sold', r.pick(['Retail sales', 'Services', 'Food & beverage', 'Contracting']), 1.4]]];
  y = pen.grid(X, y, W, 21, rows, 'cells');
  y = entityRow(pen, X + 2, y + 5, W, m, ENTITY_A, 'Entity Type:');
  pen.text(X + 2, y + 1, 'Business Location:', { size: 7, bold: true });
  pen.choices(X + 80, y, ['Own', 'Rent', 'Lease'], p.landlord.kind === 'Landlord' ? r.pick(['Rent', 'Lease']) : 'Own', { name: 'location' });
  y = pen.bar(X, y + 16, W, 'FUNDING REQUEST');
  y = pen.grid(X, y, W, 21, [[['Amount Requested', m.amount], ['Use of Funds', m.use, 1.6], ['Avg. Monthly Sales', m.monthly], ['Annual Revenue', m.annual]]], 'cells');
  if (p.show.landlord) { y = pen.bar(X, y + 6, W, 'LANDLORD / MORTGAGE HOLDER'); y = pen.grid(X, y, W, 21, landlordRows(p), 'cells'); }
  if (p.show.cpa) { y = need(c, y, 60); y = pen.bar(X, y + 6, W, 'ACCOUNTANT / CPA'); pen.grid(X, y, W, 21, cpaRows(p), 'cells'); }
  pen.doc.addPage();
  y = pen.bar(X, 36, W, 'OWNER / OFFICER INFORMATION  (all owners of 20% or more)');
  const v = r.pick([0, 1, 2]);
  for (const o of m.owners) {
    pen.text(X, y + 3, `OWNER #${o.idx + 1}`, { size: 7, bold: true });
    y = pen.grid(X, y + 12, W, 20, ownerRows(o, v), 'cells') + 2;
  }
  if (p.show.bank) { y = pen.bar(X, y + 4, W, 'BUSINESS BANK ACCOUNT (where receivables are deposited)'); y = pen.grid(X, y, W, 20, bankRows(p), 'cells'); }
  if (p.show.funders) { y = need(c, y, 80); y = pen.bar(X, y + 4, W, 'EXISTING ADVANCES / BUSINESS LOANS'); y = fundersTable(pen, X, y, W, p, 1); }
  if (p.show.refs) { y = need(c, y, 70); y = pen.bar(X, y + 4, W, 'TRADE REFERENCES'); y = refsTable(pen, X, y, W, p, 'Supplier / Vendor'); }
  if (p.show.prev) { y = need(c, y, 55); y = pen.bar(X, y + 4, W, 'PREVIOUS OWNERSHIP (if business was purchased)'); y = pen.grid(X, y, W, 20, prevRows(p), 'cells'); }
  const cr = contactRows(p);
  if (cr.length) { y = need(c, y, 50); y = pen.bar(X, y + 4, W, 'EMERGENCY CONTACT / SPOUSE (not applicants)'); y = pen.grid(X, y, W, 20, cr, 'cells'); }
  y = need(c, y, 60 + m.owners.length * 19);
  y = pen.para(X, y + 8, W, AUTH);
  signatures(pen, r, X, y + 8, W, m, true);
}

function keystone(c: Ctx): void {
  const { pen, m, p, r } = c;
  const X = 30, LW = 350, RX = 392, RW = 190;
  pen.rect(X, 24, 552, 36, 0.15);
  pen.text(X + 10, 31, 'KEYSTONE MERCHANT GROUP', { size: 15, bold: true, color: 1 });
  pen.text(X + 10, 49, 'Business Funding Application', { size: 8, color: 0.9 });
  pen.text(X + 340, 33, `Rep: ${p.iso.rep}`, { size: 7, color: 1 });
  pen.text(X + 340, 44, `Tel ${p.iso.phone}  ·  ISO EIN ${p.iso.ein}`, { size: 7, color: 1 });
  let y = pen.bar(X, 68, LW, 'COMPANY', { fill: 0.6 });
  const rows: Cell[][] = [[['Business Legal Name', m.legal]], [['D/B/A', m.dba]], [['Entity Type', f(m.entityText, { type_of_entity: m.entityId })]],
    [['Tax ID Number', m.ein]], [['Date Business Started', m.start], ['Years', m.years, 0.55]], [['State of Inc.', m.stateInc], ['Employees', m.employees, 0.55]],
    [['Street Address', m.street]], [['City / State / Zip', f(`${m.city}, ${m.state.text} ${m.zip}`, m.state.sets)]],
    [['Phone', m.phone], ['Fax', '', 0.7]], [['E-mail', m.email]], [['Nature of Business', m.bizType]]];
  y = pen.grid(X, y, LW, 15, rows, 'kv', 0.35);
  y = pen.bar(X, y + 5, LW, 'REQUEST', { fill: 0.6 });
  y = pen.grid(X, y, LW, 15, [[['Funding Amount Requested', m.amount]], [['Purpose of Funds', m.use]], [['Monthly Gross Sales', m.monthly]]], 'kv', 0.35);
  let ry = pen.bar(RX, 68, RW, 'OTHER PARTIES (not applicants)', { fill: 0.6 });
  const side = (title: string, rs: Cell[][]) => {
    pen.text(RX, ry + 4, title, { size: 6.5, bold: true });
    ry += 13;
    for (const row of rs) for (const cell of row) { pen.under(RX, ry, RW, `${cell[0]}:`, cell[1], 6.5); ry += 13; }
  };
  if (p.show.cpa) side('Accountant', cpaRows(p));
  if (p.show.landlord) side(p.landlord.kind, landlordRows(p));
  if (p.show.bank) side('Bank', bankRows(p));
  if (p.show.referral) side('Referred By', referralRows(p));
  const cr = contactRows(p);
  if (cr.length) side('Emergency / Family', cr);
  y = Math.max(y, ry) + 8;
  y = pen.bar(X, y, 552, 'PRINCIPALS / GUARANTORS', { fill: 0.6 });
  y = ownersTable(pen, X, y, 552, m, ['name', 'title', 'pct', 'ssn', 'dob', 'score', 'cell'], 4);
  if (p.show.funders) { y = pen.bar(X, y + 6, 552, 'OPEN ADVANCES (list every current MCA)', { fill: 0.6 }); y = fundersTable(pen, X, y, 552, p, 0); }
  if (p.show.refs) { y = need(c, y, 70); y = pen.bar(X, y + 6, 552, 'BUSINESS REFERENCES', { fill: 0.6 }); y = refsTable(pen, X, y, 552, p, 'Reference'); }
  if (p.show.prev) { y = need(c, y, 40); y = pen.grid(X, y + 6, 552, 16, prevRows(p), 'kv', 0.5); }
  y = need(c, y, 60 + m.owners.length * 19);
  y = pen.para(X, y + 6, 552, AUTH, 6);
  signatures(pen, r, X, y + 6, 552, m, r.chance(0.7));
}

function bluewater(c: Ctx): void {
  const { pen, m, p, r } = c;
  pen.labelFont = 'Times-Roman';
  pen.boldFont = 'Times-Bold';
  const X = 44, W = 524;
  pen.text(X, 30, 'Bluewater Funding', { size: 18, bold: true });
  pen.text(X, 50, 'Independent Sales Organization  ·  Application for Business Capital', { size: 8.5 });
  pen.line(X, 62, X + W, 62, 1.2);
  let n = 0;
  const head = (y: number, t: string) => { n++; pen.text(X, y, `${n}. ${t}`, { size: 9.5, bold: true }); pen.line(X, y + 11, X + W, y + 11, 0.3); return y + 15; };
  let y = head(68, 'Business Information');
  y = pen.grid(X, y, W, 16, [[['Legal Name of Business:', m.legal, 1.6], ['D/B/A:', m.dba]],
    [['Federal EIN:', m.ein], ['Established (mm/dd/yyyy):', m.start], ['Incorporated in:', m.stateInc, 0.7]],
    [['Address:', m.street, 1.5], ['City:', m.city], ['State:', m.state, 0.5], ['Zip:', m.zip, 0.6]],
    [['Telephone:', m.phone], ['Email:', m.email, 1.2], ['Website:', m.web]], [['Describe your business:', m.bizType, 1.6], ['No. of Employees:', m.employees, 0.7]]], 'lines');
  y = entityRow(pen, X, y + 3, W, m, ENTITY_A, 'Legal Structure:');
  if (p.show.referral) { y = head(y + 4, 'Referral Partner (compensated by ISO)'); y = pen.grid(X, y, W, 16, referralRows(p), 'lines'); }
  y = head(y + 4, 'Funding Requested');
  y = pen.grid(X, y, W, 16, [[['Amount Requested:', m.amount], ['Desired Payment:', m.payment], ['No. of Payments:', m.nPay, 0.8]], [['Use of Proceeds:', m.use, 1.5], ['Avg Monthly Deposits:', m.monthly]]], 'lines');
  y = freqRow(pen, X, y + 2, m, 'Payment Frequency:');
  y = head(y + 4, 'Owner(s)');
  for (const o of m.owners) { y = pen.grid(X, y, W, 16, ownerRows(o, 2).map((row) => row.map(([l, v, w]) => [`${l}:`, v, w] as Cell)), 'lines') + 3; }
  if (p.show.prev) {
    y = head(y + 2, 'Prior Ownership');
    pen.text(X, y + 1, 'Was this business purchased from a previous owner?', { size: 7 });
    pen.choices(X + 200, y, ['Yes', 'No'], 'Yes', { name: 'purchased' });
    y = pen.grid(X, y + 12, W, 16, prevRows(p).map((row) => row.map(([l, v, w]) => [`${l}:`, v, w] as Cell)), 'lines');
  }
  if (p.show.landlord || p.show.cpa) {
    y = need(c, y, 70);
    y = head(y + 2, 'Landlord and Accountant');
    if (p.show.landlord) y = pen.grid(X, y, W, 16, landlordRows(p), 'lines');
    if (p.show.cpa) y = pen.grid(X, y, W, 16, cpaRows(p), 'lines');
  }
  if (p.show.bank) { y = need(c, y, 50); y = head(y + 2, 'Bank Information'); y = pen.grid(X, y, W, 16, bankRows(p), 'lines'); }
  if (p.show.funders) { y = need(c, y, 75); y = head(y + 2, 'Current Advances / Loans'); y = fundersTable(pen, X, y, W, p, 1); }
  if (p.show.refs) { y = need(c, y, 70); y = head(y + 4, 'Trade References'); y = refsTable(pen, X, y, W, p, 'Company'); }
  const cr = contactRows(p);
  if (cr.length) { y = need(c, y, 40); y = head(y + 4, 'Emergency Contact'); y = pen.grid(X, y, W, 16, cr, 'lines'); }
  y = need(c, y, 70 + m.owners.length * 19);
  y = pen.para(X, y + 6, W, AUTH, 7);
  pen.text(X, y + 4, `Submitted by ${p.iso.company} ISO Rep ${p.iso.rep} (${p.iso.phone}), ISO ${p.iso.isoId}`, { size: 6.5, color: 0.3 });
  signatures(pen, r, X, y + 16, W, m, true);
}

export const LAYOUTS_A: Layout[] = [
  { name: 'harborline_capital', title: 'Harborline Capital Partners - MCA Application', maxOwners: 4, freqs: false, draw: harborline },
  { name: 'keystone_merchant_group', title: 'Keystone Merchant Group - Business Funding Application', maxOwners: 4, freqs: false, draw: keystone },
  { name: 'bluewater_funding', title: 'Bluewater Funding - Application for Business Capital', maxOwners: 3, freqs: true, draw: bluewater },
];
