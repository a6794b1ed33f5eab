// Harborline Capital Partners (US): navy bands head every section, and every section is a grid of boxed cells with
// a tiny label in the corner: Name, Address, Phone, Tax ID, Title, % ... The owner sections sit side by side under
// two half-width bands; the ISO's own Name / Phone box sits in the header. Two pages.
import type { Rng } from '../../statements/generator/prng.ts';
import { AUTH_US, band, box, para, signature, txt } from './furniture.ts';
import type { Merchant, Traits, Val } from './model.ts';
import type { Owner } from './owners.ts';
import type { Pen } from './pen.ts';

// The form's small choices, drawn per seed: band colour, what owners are called, the birth-date label.
const look = { ink: '#1f3a5f', owner: 'OWNER', dob: 'DOB' };
const H = 24;

export const traits = (): Traits => ({ country: 'US', maxOwners: 4, einLabelled: false });

function cell(pen: Pen, label: string, v: Val | null, x: number, y: number, w: number, field = label): void {
  box(pen.doc, x, y, w, H, 0.5, '#5a6b80');
  txt(pen.doc, label, x + 2.5, y + 2, 6, 'Helvetica', '#34465e');
  pen.put(v, x, y + 7, w, H - 7, field);
}

function owner(pen: Pen, o: Owner | undefined, n: number, x: number, y: number): void {
  band(pen.doc, `${look.owner} ${n}`, x, y, 265, look.ink);
  y += 13;
  cell(pen, 'Name', o?.name ?? null, x, y, 160);
  cell(pen, 'Title', o?.title ?? null, x + 160, y, 65);
  cell(pen, '%', o?.pct ?? null, x + 225, y, 40, 'Ownership');
  y += H;
  cell(pen, 'Address', o?.home.street ?? null, x, y, 265);
  y += H;
  cell(pen, 'City', o?.home.city ?? null, x, y, 120);
  cell(pen, 'State', o?.home.state ?? null, x + 120, y, 45);
  cell(pen, 'Zip', o?.home.zip ?? null, x + 165, y, 100);
  y += H;
  cell(pen, 'Phone', o?.phone ?? null, x, y, 130);
  cell(pen, 'Tax ID', o?.taxId ?? null, x + 130, y, 135);
  y += H;
  cell(pen, look.dob, o?.dob ?? null, x, y, 90, 'DOB');
  cell(pen, 'Credit Score', o?.credit ?? null, x + 90, y, 70);
  cell(pen, 'Email', o?.email ?? null, x + 160, y, 105);
}

function checkRow(pen: Pen, options: string[], chosen: string | null, v: Val | null, x: number, y: number, field: string): void {
  let cx = x;
  for (const opt of options) {
    pen.mark(opt === chosen ? v : null, opt, opt === chosen, cx, y, 8, `${field} ${opt}`);
    txt(pen.doc, opt, cx + 11, y + 1, 7.5);
    pen.doc.font('Helvetica').fontSize(7.5);
    cx += 11 + pen.doc.widthOfString(opt) + 12;
  }
}

export function draw(pen: Pen, m: Merchant, rng: Rng): void {
  const doc = pen.doc;
  look.ink = rng.pick(['#1f3a5f', '#12514f', '#3b3b3b']);
  look.owner = rng.pick(['OWNER', 'OWNER / GUARANTOR', 'PRINCIPAL']);
  look.dob = rng.pick(['DOB', 'Date of Birth']);
  // Page 1: header with the ISO's box, business, funding request, owners 1-2, landlord, bank.
  txt(doc, 'HARBORLINE', 36, 30, 22, 'Helvetica-Bold', look.ink);
  txt(doc, 'C A P I T A L   P A R T N E R S', 37, 54, 7.5, 'Helvetica', look.ink);
  txt(doc, 'MERCHANT FUNDING APPLICATION', 330, 28, 11, 'Helvetica-Bold', look.ink);
  txt(doc, 'Submitted by (ISO / Broker)', 330, 43, 6.5, 'Helvetica-Oblique', '#34465e');
  cell(pen, 'Name', m.iso.name, 330, 52, 140, 'ISO Name');
  cell(pen, 'Phone', m.iso.phone, 470, 52, 106, 'ISO Phone');

  let y = 84;
  band(doc, 'BUSINESS INFORMATION', 36, y, 540, look.ink);
  y += 13;
  cell(pen, 'Name', m.legal, 36, y, 300, 'Business Name');
  cell(pen, 'DBA', m.dba, 336, y, 240);
  y += H;
  cell(pen, 'Address', m.address.street, 36, y, 230, 'Address');
  cell(pen, 'City', m.address.city, 266, y, 130);
  cell(pen, 'State', m.address.state, 396, y, 50);
  cell(pen, 'Zip', m.address.zip, 446, y, 130);
  y += H;
  cell(pen, 'Phone', m.phone, 36, y, 120);
  cell(pen, 'Tax ID', m.taxId, 156, y, 120);
  if (m.start) cell(pen, 'Start Date', m.start, 276, y, 100);
  else cell(pen, 'Years in Business', m.years, 276, y, 100);
  cell(pen, 'Entity Type', m.entityText, 376, y, 200);
  y += H;
  cell(pen, 'Email', m.email, 36, y, 170);
  cell(pen, 'Website', m.website, 206, y, 150);
  cell(pen, 'Type of Business', m.industry, 356, y, 140);
  cell(pen, 'State of Inc.', m.incState, 496, y, 80);

  y += H + 8;
  band(doc, 'FUNDING REQUEST', 36, y, 540, look.ink);
  y += 13;
  cell(pen, 'Amount Requested', m.amount, 36, y, 110);
  cell(pen, 'Use of Funds', m.use, 146, y, 160);
  cell(pen, 'Payment', m.payment, 306, y, 100);
  cell(pen, '# of Payments', m.count, 406, y, 70);
  cell(pen, 'Avg Monthly Sales', m.sales, 476, y, 100);
  y += H + 5;
  txt(doc, 'Payment Frequency:', 38, y + 1, 7.5, 'Helvetica-Bold', '#34465e');
  checkRow(pen, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], m.frequency?.option ?? null, m.frequency?.val ?? null, 120, y, 'Frequency');

  y += 20;
  owner(pen, m.owners[0], 1, 36, y);
  owner(pen, m.owners[1], 2, 311, y);
  y += 13 + 5 * H + 4;
  txt(doc, 'All owners of 20% or more must be listed. Owners 3 and 4 on page 2.', 36, y, 6.5, 'Helvetica-Oblique', '#34465e');

  y += 16;
  band(doc, 'LANDLORD / MORTGAGE HOLDER', 36, y, 540, look.ink);
  y += 13;
  cell(pen, 'Name', m.landlord.name, 36, y, 200, 'Landlord Name');
  cell(pen, 'Phone', m.landlord.phone, 236, y, 110, 'Landlord Phone');
  cell(pen, 'Monthly Rent / Mortgage', m.landlord.amount, 346, y, 110, 'Rent');
  box(doc, 456, y, 120, H, 0.5, '#5a6b80');
  txt(doc, 'Premises', 458.5, y + 2, 6, 'Helvetica', '#34465e');
  const premises = { key: 'business.premises', text: m.own ? 'Own' : 'Rent', fields: {} };
  checkRow(pen, ['Own', 'Rent'], premises.text, premises, 462, y + 11, 'Premises');
  y += H;
  cell(pen, 'Address', m.landlord.address, 36, y, 540, 'Landlord Address');

  y += H + 8;
  band(doc, 'BANK', 36, y, 540, look.ink);
  y += 13;
  cell(pen, 'Name', m.bank.name, 36, y, 200, 'Bank Name');
  cell(pen, 'Phone', m.bank.phone, 236, y, 110, 'Bank Phone');
  cell(pen, 'Contact', m.bank.contact, 346, y, 230);
  y += H;
  cell(pen, 'Routing #', m.bank.routing, 36, y, 200);
  cell(pen, 'Account #', m.bank.account, 236, y, 340);
  txt(doc, 'HCP-APP rev. 03/2024', 36, 760, 6.5, 'Helvetica', '#7a8799');
  txt(doc, 'Page 1 of 2', 530, 760, 6.5, 'Helvetica', '#7a8799');

  // Page 2: owners 3-4, trade references, current lenders, authorization and signatures.
  pen.newPage();
  txt(doc, 'HARBORLINE CAPITAL PARTNERS  |  Merchant Funding Application (continued)', 36, 30, 8, 'Helvetica-Bold', look.ink);
  y = 44;
  if (rng.chance(0.6)) {
    cell(pen, 'Business Name', m.legal, 36, y, 300, 'Business Name');
    y += H + 8;
  }
  owner(pen, m.owners[2], 3, 36, y);
  owner(pen, m.owners[3], 4, 311, y);
  y += 13 + 5 * H + 10;

  band(doc, 'TRADE REFERENCES', 36, y, 540, look.ink);
  y += 13;
  for (const r of m.references) {
    cell(pen, 'Name', r.name, 36, y, 200, 'Reference Name');
    cell(pen, 'Contact', r.contact, 236, y, 140, 'Reference Contact');
    cell(pen, 'Phone', r.phone, 376, y, 200, 'Reference Phone');
    y += H;
  }

  y += 8;
  band(doc, 'CURRENT LENDERS / EXISTING ADVANCES', 36, y, 540, look.ink);
  y += 13;
  for (let i = 0; i < 3; i++) {
    const l = m.lenders[i];
    cell(pen, 'Name', l?.name ?? null, 36, y, 200, 'Lender Name');
    cell(pen, 'Balance', l?.balance ?? null, 236, y, 110, 'Lender Balance');
    cell(pen, 'Payment', l?.payment ?? null, 346, y, 110, 'Lender Payment');
    cell(pen, 'Date Funded', l?.date ?? null, 456, y, 120, 'Lender Date');
    y += H;
  }

  y += 8;
  band(doc, 'AUTHORIZATION', 36, y, 540, look.ink);
  y = para(doc, AUTH_US, 36, y + 18, 540, 7) + 14;
  const sigs = Math.max(2, m.owners.length);
  for (let i = 0; i < sigs; i++) {
    const o = m.owners[i];
    const x = i % 2 === 0 ? 36 : 311, top = y + Math.floor(i / 2) * 70;
    signature(pen, x, top + 22, 265, !!o);
    txt(doc, `Signature (Owner ${i + 1})`, x, top + 25, 6.5, 'Helvetica', '#34465e');
    cell(pen, 'Name', o?.sigName ?? null, x, top + 36, 120, 'Print Name');
    cell(pen, 'Title', o?.sigTitle ?? null, x + 120, top + 36, 70, 'Signer Title');
    cell(pen, 'Date', m.signDate[i] ?? null, x + 190, top + 36, 75, 'Date');
  }
  txt(doc, 'Page 2 of 2', 530, 760, 6.5, 'Helvetica', '#7a8799');
}
