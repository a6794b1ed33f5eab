// Independent layouts, part A: an ISO deal sheet, a funder's boxed-grid merchant information form, and a two-page
// bank-style application with labels under the lines.
import { AUTH_US, cell, para, put, row, signature, table, under } from './kit.ts';
import { BLANK, header, maybe, type Ctx, type Layout } from './layout.ts';
import { entityBox, fmtMoney } from './rules.ts';
import type { V } from './values.ts';

const FREQS = ['daily', 'weekly', 'biweekly', 'monthly'];

function positionsRows(c: Ctx): V[][] {
  return c.m.positions.map((p, i) => [{ text: p.funder, decoy: `funder.${i}` }, { text: fmtMoney(p.balance, 'dollar'), decoy: `funder.${i}.balance` },
    { text: fmtMoney(p.payment, 'cents'), decoy: `funder.${i}.payment` }, { text: p.freq, decoy: `funder.${i}.freq` }]);
}

/** Keystone: an ISO's one-page deal sheet: funding request with schedule boxes (drawn X), existing positions, business
 *  rows with label left and value on the underline, two owners' short blocks, ISO box. */
function keystone(c: Ctx): void {
  const { s, b, rng } = c;
  header(s, 'KEYSTONE COMMERCIAL FUNDING', 'ISO Deal Submission Sheet  -  submit with 4 months bank statements');
  s.rect(400, 24, 176, 58, { width: 0.8 });
  s.label('SUBMITTING ISO', 405, 27, { size: 6.5, font: 'Helvetica-Bold' });
  row(s, 'Company', b.isoCompany!, 405, 35, 166, { labelSize: 7, size: 8 });
  row(s, 'Rep', b.isoRep!, 405, 50, 166, { labelSize: 7, size: 8 });
  row(s, 'ISO #', b.isoId!, 405, 65, 166, { labelSize: 7, size: 8 });
  let y = 92;
  s.band('FUNDING REQUEST', 36, y, 540);
  y += 20;
  row(s, 'Amount Requested:', b.amount!, 36, y, 260, { labelW: 100 });
  row(s, 'Proposed Payment:', maybe(rng, b.payment!, 0.3), 316, y, 260, { labelW: 95 });
  y += 18;
  row(s, 'No. of Payments:', maybe(rng, b.payments!, 0.25), 36, y, 260, { labelW: 100 });
  s.label('Payment Schedule:', 316, y + 2, { size: 8.5 });
  s.options(['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], FREQS.indexOf(c.m.freq), 400, y + 2, { mark: 'x', name: 'schedule', truth: b.freq!.truth, gap: 8, size: 8 });
  y += 18;
  row(s, 'Use of Funds:', b.use!, 36, y, 540, { labelW: 100 });
  y += 24;
  s.band('BUSINESS INFORMATION', 36, y, 540);
  y += 20;
  row(s, 'Legal Company Name:', b.legal!, 36, y, 540, { labelW: 100 });
  y += 18;
  row(s, 'DBA:', b.dba!, 36, y, 540, { labelW: 100 });
  y += 18;
  row(s, 'Entity Type:', b.entity!, 36, y, 200, { labelW: 60 });
  row(s, 'Federal Tax ID:', b.tax!, 246, y, 170, { labelW: 68 });
  row(s, 'State of Inc.:', b.stateOfInc!, 426, y, 150, { labelW: 60 });
  y += 18;
  row(s, 'Business Start Date:', b.start!, 36, y, 200, { labelW: 92 });
  row(s, 'Type of Business:', b.industry!, 246, y, 330, { labelW: 80 });
  y += 18;
  row(s, 'Physical Address:', b.street!, 36, y, 540, { labelW: 100 });
  y += 18;
  row(s, 'City:', b.city!, 36, y, 220, { labelW: 30 });
  row(s, 'State:', b.region!, 266, y, 90, { labelW: 30 });
  row(s, 'Zip:', b.postal!, 366, y, 100, { labelW: 22 });
  row(s, 'Employees:', b.employees!, 476, y, 100, { labelW: 52 });
  y += 18;
  row(s, 'Business Phone:', b.phone!, 36, y, 260, { labelW: 80 });
  row(s, 'Monthly Gross Sales:', b.sales!, 316, y, 260, { labelW: 95 });
  y += 24;
  s.band('EXISTING POSITIONS (ALL OPEN ADVANCES / LOANS)', 36, y, 540);
  y = table(s, ['Funder', 'Current Balance', 'Payment Amount', 'Daily / Weekly'], positionsRows(c), 36, y + 16, [220, 120, 110, 90], { minRows: 3, rowH: 15, name: 'position' }) + 10;
  y = keystoneOwners(c, y);
  y = para(s, AUTH_US, 36, y, 540);
  signature(s, 36, y + 4, 260, 'Owner 1 Signature');
  if (c.m.owners.length > 1) signature(s, 316, y + 4, 260, 'Owner 2 Signature');
}

function keystoneOwners(c: Ctx, y0: number): number {
  const { s } = c;
  let y = y0;
  s.band('OWNER / GUARANTOR INFORMATION', 36, y, 540);
  y += 20;
  c.m.owners.forEach((_, i) => {
    const o = c.own(i);
    const x = 36 + i * 280;
    let oy = y;
    s.label(`Owner ${i + 1}`, x, oy, { size: 8, font: 'Helvetica-Bold' });
    oy += 12;
    for (const [lab, v] of [['Full Name:', o.name], ['Title:', o.title], ['Ownership %:', o.pct], ['SSN:', o.id], ['Date of Birth:', o.dob], ['Credit Score:', o.credit], ['Home Address:', o.street], ['Cell Phone:', o.cell]] as const) {
      row(s, lab, v!, x, oy, 260, { labelW: 70 });
      oy += 16;
    }
  });
  return y + 12 + 8 * 16 + 8;
}

/** Harborline: a funder's merchant information form of boxed cells with small captions, entity boxes filled as
 *  squares, owners as side-by-side columns, bank and landlord cells. */
function harborline(c: Ctx): void {
  const { s, b, m } = c;
  s.rect(36, 28, 540, 40, { fill: '#0d3b66' });
  s.label('HARBORLINE CAPITAL', 46, 36, { size: 16, font: 'Helvetica-Bold', color: 'white' });
  s.label('Merchant Information  |  Revenue-Based Funding', 46, 55, { size: 8, color: 'white' });
  let y = 78;
  const H = 26;
  cell(s, 'BUSINESS LEGAL NAME', b.legal!, 36, y, 360, H);
  cell(s, 'FEDERAL TAX ID #', b.tax!, 396, y, 180, H);
  y += H;
  cell(s, 'DOING BUSINESS AS', b.dba!, 36, y, 360, H);
  cell(s, 'BUSINESS PHONE', b.phone!, 396, y, 180, H);
  y += H;
  cell(s, 'BUSINESS ADDRESS (NO P.O. BOXES)', b.street!, 36, y, 250, H);
  cell(s, 'CITY', b.city!, 286, y, 150, H);
  cell(s, 'STATE', b.region!, 436, y, 50, H);
  cell(s, 'ZIP', b.postal!, 486, y, 90, H);
  y += H;
  cell(s, 'DATE BUSINESS STARTED', b.start!, 36, y, 130, H);
  cell(s, 'INDUSTRY / TYPE OF BUSINESS', b.industry!, 166, y, 210, H);
  cell(s, '# OF EMPLOYEES', b.employees!, 376, y, 70, H);
  cell(s, 'WEBSITE', b.website!, 446, y, 130, H);
  y += H;
  s.rect(36, y, 540, H, { width: 0.5 });
  s.label('LEGAL ENTITY', 39, y + 2, { size: 6 });
  const ent = ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'Non-Profit', 'Other'];
  const k = entityBox(ent, m.entity);
  const ex = s.options(ent, k >= 0 ? k : 5, 42, y + 12, { mark: 'square', name: 'entity', truth: k >= 0 ? b.entity!.truth : undefined, gap: 10 });
  if (k < 0) put(s, b.entity!, ex, y + 11, 576 - ex - 4, { name: 'entity_other', size: 9 });
  y += H;
  cell(s, 'FUNDING AMOUNT REQUESTED', b.amount!, 36, y, 180, H);
  cell(s, 'USE OF FUNDS', b.use!, 216, y, 200, H);
  cell(s, 'AVG MONTHLY CARD SALES', b.sales!, 416, y, 160, H);
  y += H + 10;
  y = harborlineOwners(c, y);
  s.band('BANK & PROPERTY', 36, y, 540, { fill: '#0d3b66' });
  harborlineBottom(c, y);
}

function harborlineOwners(c: Ctx, y0: number): number {
  const { s, m } = c;
  let y = y0;
  s.band('OWNER / OFFICER INFORMATION', 36, y, 540, { fill: '#0d3b66' });
  y += 14;
  const rowsO: [string, string][] = [['FULL NAME', 'name'], ['TITLE', 'title'], ['OWNERSHIP %', 'pct'], ['SOCIAL SECURITY #', 'id'], ['DATE OF BIRTH', 'dob'],
    ['CREDIT SCORE (EST.)', 'credit'], ['HOME ADDRESS', 'street'], ['CITY, STATE, ZIP', 'cityLine'], ['MOBILE', 'cell']];
  const colW = 150;
  for (let i = 0; i < 3; i++) s.label(`OWNER ${i + 1}`, 126 + i * colW + 4, y + 2, { size: 7, font: 'Helvetica-Bold' });
  y += 12;
  for (const [cap, key] of rowsO) {
    s.rect(36, y, 90, 20, { width: 0.5, fill: '#eef2f7' });
    s.label(cap, 39, y + 7, { size: 6.5 });
    for (let i = 0; i < 3; i++) {
      s.rect(126 + i * colW, y, colW, 20, { width: 0.5 });
      const v = i < m.owners.length ? c.own(i)[key]! : BLANK;
      put(s, v, 129 + i * colW, y + 6, colW - 6, { size: 9, name: `owner${i + 1} ${cap}` });
    }
    y += 20;
  }
  return y + 10;
}

function harborlineBottom(c: Ctx, y0: number): void {
  const { s, b } = c;
  const H = 26;
  let y = y0 + 14;
  cell(s, 'BANK NAME', b.bank!, 36, y, 200, H);
  cell(s, 'ROUTING #', b.routing!, 236, y, 170, H);
  cell(s, 'ACCOUNT #', b.account!, 406, y, 170, H);
  y += H;
  s.rect(36, y, 120, H, { width: 0.5 });
  s.label('BUSINESS PREMISES', 39, y + 2, { size: 6 });
  s.options(['Own', 'Rent'], c.rng.chance(0.7) ? 1 : 0, 42, y + 12, { mark: 'square', name: 'premises', gap: 14 });
  cell(s, 'LANDLORD / MORTGAGE HOLDER', b.landlord!, 156, y, 220, H);
  cell(s, 'LANDLORD PHONE', b.landlordPhone!, 376, y, 110, H);
  cell(s, 'MONTHLY RENT', b.rent!, 486, y, 90, H);
  y += H + 10;
  y = para(s, AUTH_US, 36, y, 540, 6);
  signature(s, 36, y + 6, 250, 'Authorized Signature (Owner 1)');
  signature(s, 316, y + 6, 260, 'Authorized Signature (Owner 2)');
}

/** Fieldstone: a bank-style two-page application; every value on a line with its label printed under it; bubbles
 *  for legal structure, repayment and premises; Owner #1 on page 1, the other owners and trade references on page 2. */
function fieldstone(c: Ctx): void {
  const { s, b, m, rng } = c;
  header(s, 'Fieldstone Business Credit', 'Small Business Financing Application  -  Page 1 of 2', { font: 'Times-Bold', size: 17 });
  s.line(36, 66, 576, 66, 1.5);
  s.label('SECTION A  -  THE BUSINESS', 36, 74, { size: 9.5, font: 'Times-Bold' });
  let y = 92;
  under(s, 'Legal Name of Business (as shown on tax return)', b.legal!, 36, y, 360);
  under(s, 'Tax Identification Number', b.tax!, 396, y, 180);
  y += 32;
  under(s, 'Trade Name (DBA), if any', b.dba!, 36, y, 360);
  under(s, 'Date of Organization', b.start!, 396, y, 180);
  y += 32;
  under(s, 'Street Address of Business', b.street!, 36, y, 250);
  under(s, 'City', b.city!, 286, y, 130);
  under(s, 'State', b.region!, 416, y, 60);
  under(s, 'ZIP Code', b.postal!, 476, y, 100);
  y += 32;
  under(s, 'Nature of Business', b.industry!, 36, y, 250);
  under(s, 'State of Organization', b.stateOfInc!, 286, y, 110);
  under(s, 'Business Telephone', b.phone!, 396, y, 180);
  y += 34;
  s.label('Legal Structure:', 36, y, { size: 9, font: 'Times-Roman' });
  const ent = ['Sole Proprietorship', 'Partnership', 'Corporation', 'LLC', 'Other'];
  const k = entityBox(ent, m.entity);
  const ex = s.options(ent, k >= 0 ? k : 4, 110, y, { mark: 'bubble', name: 'structure', truth: k >= 0 ? b.entity!.truth : undefined, font: 'Times-Roman', size: 9 });
  if (k < 0) { s.line(ex, y + 10, 576, y + 10, 0.5); put(s, b.entity!, ex + 2, y - 1, 576 - ex - 4, { name: 'structure_other' }); }
  y += 22;
  s.label('SECTION B  -  THE REQUEST', 36, y, { size: 9.5, font: 'Times-Bold' });
  y += 16;
  under(s, 'Amount of Financing Requested', b.amount!, 36, y, 180);
  under(s, 'Number of Installments', maybe(rng, b.payments!, 0.2), 216, y, 130);
  under(s, 'Purpose of Financing', b.use!, 346, y, 230);
  y += 34;
  s.label('Repayment:', 36, y, { size: 9, font: 'Times-Roman' });
  s.options(['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], FREQS.indexOf(m.freq), 110, y, { mark: 'bubble', name: 'repayment', truth: b.freq!.truth, font: 'Times-Roman', size: 9 });
  y += 18;
  s.label('Business Premises:', 36, y, { size: 9, font: 'Times-Roman' });
  s.options(['Owned', 'Leased'], rng.chance(0.7) ? 1 : 0, 130, y, { mark: 'bubble', name: 'premises', font: 'Times-Roman', size: 9 });
  y += 18;
  under(s, 'Landlord or Mortgage Holder', b.landlord!, 36, y, 250);
  under(s, 'Landlord Telephone', b.landlordPhone!, 286, y, 150);
  under(s, 'Monthly Rent / Mortgage', b.rent!, 436, y, 140);
  y += 38;
  y = ownerSection(c, 0, y);
  s.label('Continued on page 2', 480, 760, { size: 7, font: 'Times-Italic' });
  s.newPage();
  s.label('Fieldstone Business Credit  -  Small Business Financing Application  -  Page 2 of 2', 36, 30, { size: 9, font: 'Times-Roman' });
  y = 50;
  for (let i = 1; i < m.owners.length; i++) y = ownerSection(c, i, y);
  s.label('SECTION D  -  TRADE REFERENCES', 36, y, { size: 9.5, font: 'Times-Bold' });
  y += 16;
  m.refs.forEach((r, i) => {
    under(s, 'Supplier / Vendor', { text: r.name, decoy: `ref.${i}` }, 36, y, 250);
    under(s, 'Contact', { text: r.contact, decoy: `ref.${i}.contact` }, 286, y, 150);
    under(s, 'Telephone', { text: r.phone, decoy: `ref.${i}.phone` }, 436, y, 140);
    y += 32;
  });
  y = para(s, AUTH_US, 36, y + 6, 540, 7);
  m.owners.forEach((_, i) => { signature(s, 36 + (i % 2) * 280, y + 6 + Math.floor(i / 2) * 34, 250, `Signature of Owner #${i + 1}`); });
}

function ownerSection(c: Ctx, i: number, y0: number): number {
  const { s } = c;
  const o = c.own(i);
  let y = y0;
  s.label(`SECTION C  -  OWNER #${i + 1}${i === 0 ? ' (each owner of 20% or more)' : ''}`, 36, y, { size: 9.5, font: 'Times-Bold' });
  y += 16;
  under(s, 'Full Name', o.name!, 36, y, 250);
  under(s, 'Title', o.title!, 286, y, 150);
  under(s, 'Percentage of Ownership', o.pct!, 436, y, 140);
  y += 32;
  under(s, 'Social Security Number', o.id!, 36, y, 160);
  under(s, 'Date of Birth', o.dob!, 196, y, 120);
  under(s, 'Home Telephone', o.cell!, 316, y, 130);
  under(s, 'E-mail', o.email!, 446, y, 130);
  y += 32;
  under(s, 'Home Address', o.street!, 36, y, 250);
  under(s, 'City, State, ZIP', o.cityLine!, 286, y, 290);
  return y + 40;
}

export const LAYOUTS_A: Record<string, Layout> = {
  keystone_deal_sheet: { country: 'US', labelFont: 'Helvetica', valueFont: 'Courier', naming: 'snake', maxOwners: 2, draw: keystone,
    look: (r) => ({ date: r.pick(['mdy', 'mdy2'] as const), dob: 'mdy', money: 'dollar', lastFirst: false, taxBare: false, pctSign: r.chance(0.5) }) },
  harborline_grid: { country: 'US', labelFont: 'Helvetica', valueFont: 'Helvetica', naming: 'label', maxOwners: 3, draw: harborline,
    look: (r) => ({ date: r.pick(['mdy', 'short'] as const), dob: 'mdy', money: 'dollar', lastFirst: false, taxBare: false, pctSign: true }) },
  fieldstone_bank_style: { country: 'US', labelFont: 'Times-Roman', valueFont: 'Times-Roman', naming: 'generic', maxOwners: 4, draw: fieldstone,
    look: (r) => ({ date: r.pick(['long', 'mdy'] as const), dob: 'mdy', money: 'cents', lastFirst: false, taxBare: false, pctSign: true }) },
};
