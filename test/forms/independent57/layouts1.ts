// Layouts 1-4 of set 57: Empire Bridge (NY, captions on top of ruled boxes, two pages), Garden State (NJ, labels left in
// the box, "50 %"), Sunbelt (FL, captions under the line, Funding Request box at the bottom), Northbound (a Canadian
// merchant: O/A, BN, SIN, province, PIPEDA).
import type { Sheet } from './draw.ts';
import type { Merchant } from './merchant.ts';
import { C, O, grid, logoBar, authorization, entityRow, type Cell } from './blocks.ts';

const L = 36, W = 540;

export function empireBridge(s: Sheet, m: Merchant): void {
  let y = logoBar(s, 'Empire Bridge Capital', '1 MetroTech Center, Brooklyn, NY 11201  |  (718) 555-0142  |  apps@empirebridgecap.com', 'MERCHANT CASH ADVANCE APPLICATION', '#14365d', 'diamond');
  s.bar('BUSINESS INFORMATION', L, y, W); y += 15;
  y = grid(s, 'top', L, y, W, 24, [
    [C.legal(m, 'Business Legal Name'), C.dba(m, 'DBA')],
    [C.street(m, 'Physical Address (no P.O. Box)', 2), C.city(m), C.state(m), C.zip(m)],
    [C.tax(m, 'Federal Tax ID #'), C.start(m, 'Business Start Date'), C.incState(m)],
    [C.phone(m), C.email(m), C.web(m)],
    [C.industry(m, 'Type of Business'), C.landlord(m, 'Landlord / Mortgage Co.'), C.landlordPhone(m)],
  ]);
  s.caption('Legal Entity', L + 3, y + 5); entityRow(s, m, ['Corporation', 'LLC', 'Sole Prop', 'Partnership'], L + 70, y + 3); y += 18;
  s.bar('OWNER / OFFICER INFORMATION', L, y, W); y += 15;
  const half = (W - 10) / 2;
  m.owners.slice(0, 2).forEach((o, i) => {
    const x = L + i * (half + 10);
    s.caption(`Owner ${i + 1}`, x, y + 1, 7);
    grid(s, 'top', x, y + 10, half, 24, [
      [O.name(o, i, 'Full Name', false, 2), O.title(o, i)],
      [O.pct(o, i, 'plain', '% Ownership'), O.ssn(o, i, 'SSN'), O.dob(o, i, 'DOB')],
      [O.home(o, i, 'Home Address', 2), O.fico(o, i, 'FICO')],
      [O.homeCity(o, i, 'City / State / Zip'), O.phone(o, i, 'Mobile')],
    ]);
  });
  if (m.owners.length < 2) {
    const x = L + half + 10;
    s.caption('Owner 2', x, y + 1, 7);
    grid(s, 'top', x, y + 10, half, 24, [[{ cap: 'Full Name', name: 'owner2_name', span: 2 }, { cap: 'Title', name: 'owner2_title' }],
      [{ cap: '% Ownership', name: 'owner2_ownership' }, { cap: 'SSN', name: 'owner2_ssn' }, { cap: 'DOB', name: 'owner2_dob' }]]);
  }
  s.addPage();
  y = 40;
  s.bar('FUNDING REQUEST', L, y, W); y += 15;
  y = grid(s, 'top', L, y, W, 24, [[C.amount(m, 'Amount Requested'), C.use(m, 'Use of Funds', 2)],
    [C.bank(m, 'Business Bank Name'), C.acct(m, 'Business Checking Acct #'), C.sales(m, 'Gross Monthly Sales')]]);
  y += 10;
  s.bar('AUTHORIZATION', L, y, W); y += 18;
  authorization(s, y, m.owners);
}

export function gardenState(s: Sheet, m: Merchant): void {
  let y = logoBar(s, 'Garden State Business Funding', '95 River St, Hoboken, NJ 07030  ·  201-555-0188  ·  www.gsbfunding.com', 'Business Funding Application', '#2e6b3a', 'circle');
  s.bar('Business Information', L, y, W, '#2e6b3a'); y += 15;
  y = grid(s, 'left', L, y, W, 18, [
    [C.legal(m, 'Legal Name', 3), C.entity(m, 'Entity')],
    [C.dba(m, 'DBA', 2), C.tax(m, 'EIN'), C.start(m, 'Date Est.')],
    [C.street(m, 'Address', 3), C.cityStateZip(m, 'City/St/Zip', 2)],
    [C.phone(m, 'Phone'), C.industry(m, 'Industry'), C.employees(m, 'Employees')],
  ]);
  y += 6;
  s.bar('Owner / Officer Information', L, y, W, '#2e6b3a'); y += 15;
  const half = (W - 8) / 2;
  let maxY = y;
  m.owners.slice(0, 2).forEach((o, i) => {
    maxY = Math.max(maxY, grid(s, 'left', L + i * (half + 8), y, half, 18, [
      [O.name(o, i, 'Name')], [O.title(o, i, 'Title'), O.pct(o, i, 'spaced', 'Own.')],
      [O.ssn(o, i, 'SSN'), O.dob(o, i, 'DOB')], [O.home(o, i, 'Home Addr.')], [O.homeCity(o, i, 'City/St/Zip')], [O.fico(o, i, 'Credit Score'), O.phone(o, i, 'Cell')],
    ]));
  });
  y = maxY + 6;
  s.bar('Funding Request', L, y, W, '#2e6b3a'); y += 15;
  const has = s.lr.chance(0.5);
  y = grid(s, 'left', L, y, W, 18, [[C.amount(m, 'Amount Requested'), C.use(m, 'Use of Funds')],
    [C.funder(m, has, 'Existing Advance With'), C.balance(m, has, 'Current Balance')], [C.iso(m, 'ISO / Agent'), C.isoPhone(m, 'Agent Phone')]]);
  y += 8;
  s.bar('Authorization', L, y, W, '#2e6b3a'); y += 16;
  authorization(s, y, m.owners);
  s.text('Ownership is printed as a percentage of the business. Owners of 20% or more must be listed.', L, 770, { size: 6, color: '#555' });
}

export function sunbelt(s: Sheet, m: Merchant, freq: string | null, term: string): void {
  let y = logoBar(s, 'Sunbelt Merchant Funding', '2600 Douglas Rd, Suite 410, Coral Gables, FL 33134 | (305) 555-0120', 'Merchant Cash Advance Application', '#c25b12', 'square');
  s.text('BUSINESS INFORMATION', L, y, { size: 9, font: 'Helvetica-Bold', color: '#c25b12' }); y += 12;
  y = grid(s, 'below', L, y, W, 26, [
    [C.legal(m, 'Business legal name'), C.dba(m, 'Doing business as (DBA)')],
    [C.street(m, 'Street address', 2), C.city(m), C.state(m, 'ST'), C.zip(m)],
    [C.tax(m, 'Federal Tax ID'), C.start(m, 'Business start date'), C.industry(m, 'Type of business'), C.phone(m)],
    [C.email(m), C.web(m), C.sales(m, 'Gross monthly sales'), C.adb(m, 'Avg daily bank balance')],
  ]);
  s.text('Entity:', L + 4, y + 3, { size: 7.5, font: 'Helvetica-Bold' });
  entityRow(s, m, ['Corporation', 'LLC', 'Sole Prop', 'Partnership', 'S-Corp', 'Other'], L + 36, y + 2); y += 16;
  s.text('OWNER / OFFICER INFORMATION', L, y, { size: 9, font: 'Helvetica-Bold', color: '#c25b12' }); y += 12;
  m.owners.slice(0, 2).forEach((o, i) => {
    y = grid(s, 'below', L, y, W, 26, [[O.name(o, i, `Owner ${i + 1} name`, false, 2), O.title(o, i), O.pct(o, i, 'plain', 'Ownership %'), O.ssn(o, i, 'Social Security #')],
      [O.dob(o, i, 'Date of birth'), O.home(o, i, 'Home address', 2), O.homeCity(o, i, 'City / State / Zip'), O.fico(o, i, 'Est. credit score')]]);
  });
  y += 4;
  s.text('AUTHORIZATION', L, y, { size: 9, font: 'Helvetica-Bold', color: '#c25b12' }); y += 12;
  authorization(s, y, m.owners);
  // the small Funding Request box at the bottom
  const bx = 330, by = 668, bw = 246, bh = 92;
  s.rect(bx, by, bw, bh, { lw: 1 });
  s.doc.rect(bx, by, bw, 12).fill('#c25b12');
  s.text('FUNDING REQUEST', bx + 5, by + 2.5, { size: 7.5, font: 'Helvetica-Bold', color: '#fff' });
  grid(s, 'left', bx + 4, by + 16, bw - 8, 16, [[C.amount(m, 'Amount')], [{ cap: 'Term', name: 'term', text: term }], [C.use(m, 'Use of funds')]]);
  s.text('Payments:', bx + 6, by + 70, { size: 7.5, font: 'Helvetica-Bold' });
  s.checkRow('payment_frequency', ['Daily', 'Weekly'], freq, bx + 50, by + 69.5, (l) => ({ payment_frequency: l.toLowerCase() }));
  s.text('ISO:', L, 700, { size: 7, font: 'Helvetica-Bold' });
  grid(s, 'below', L + 18, 688, 250, 24, [[C.iso(m, 'Referring ISO / agent'), C.isoPhone(m, 'ISO phone')]]);
}

export function northbound(s: Sheet, m: Merchant): void {
  let y = logoBar(s, 'Northbound Merchant Capital', '250 Yonge St, Suite 1800, Toronto ON M5B 2L7  |  1-888-555-0170  |  northboundcapital.ca', 'Business Funding Application (Canada)', '#8b1e2d', 'diamond');
  s.bar('BUSINESS INFORMATION', L, y, W, '#8b1e2d'); y += 16;
  const prov = { ...C.state(m, 'Province'), name: 'province' };
  const pc: Cell = { ...C.zip(m, 'Postal Code'), name: 'postal_code' };
  y = grid(s, 'above', L, y, W, 28, [
    [C.legal(m, 'Legal Business Name'), C.dba(m, 'Operating Name (O/A)')],
    [C.tax(m, 'Business Number (BN) incl. program account'), C.start(m, 'Date of Incorporation / Start'), C.incState(m, 'Jurisdiction')],
    [C.street(m, 'Street Address', 2), C.city(m), prov, pc],
    [C.phone(m, 'Telephone'), C.email(m, 'E-mail'), C.industry(m, 'Nature of Business')],
  ], 2);
  s.text('Business structure:', L + 2, y + 4, { size: 7.5, font: 'Helvetica-Bold' });
  entityRow(s, m, ['Corporation', 'Sole Proprietorship', 'Partnership'], L + 80, y + 3); y += 18;
  s.bar('OWNER / OFFICER INFORMATION', L, y, W, '#8b1e2d'); y += 16;
  const half = (W - 10) / 2;
  let maxY = y;
  m.owners.slice(0, 2).forEach((o, i) => {
    maxY = Math.max(maxY, grid(s, 'above', L + i * (half + 10), y, half, 28, [
      [O.name(o, i, `Owner ${i + 1} - Full Name`, false, 2), O.title(o, i, 'Position')],
      [O.ssn(o, i, 'SIN'), O.dob(o, i, 'Date of Birth'), O.pct(o, i, 'plain', '% Owned')],
      [O.home(o, i, 'Home Address'), O.homeCity(o, i, 'City / Province')],
    ], 2));
  });
  y = maxY + 4;
  s.bar('FUNDING REQUEST & BANKING', L, y, W, '#8b1e2d'); y += 16;
  y = grid(s, 'above', L, y, W, 28, [[C.amount(m, 'Amount Requested (CAD)'), C.use(m, 'Use of Funds'), C.sales(m, 'Avg. Monthly Revenue')],
    [C.bank(m, 'Financial Institution'), C.routing(m, 'Transit / Institution #'), C.acct(m, 'Account #')], [C.landlord(m, 'Landlord'), C.landlordPhone(m, 'Landlord Tel.'), C.rent(m, 'Monthly Rent')]], 2);
  y += 4;
  authorization(s, y, m.owners, 'In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), you consent to the collection, use and disclosure of your personal information, including a credit bureau report from Equifax Canada or TransUnion Canada, for the purpose of evaluating this application.');
  s.text('All amounts in Canadian dollars.', L, 772, { size: 6, color: '#555' });
}
