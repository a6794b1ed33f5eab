// Keystone Meridian Funding: a direct funder's four-page application in dense boxed grids under navy bands.
// Page 1 business, request and owners 1-2; page 2 terms; page 3 signatures and the ISO's box; page 4 the
// Additional Owner / Guarantor section (owners 3-4), bank, existing advances and trade references.
import { advanceRows, entityCell, isoBox, ownOpts, questions, refRows, sigBlock } from '../blocks.ts';
import { footer, penOf, PAGE_W, type Ctx, type Layout } from '../ctx.ts';
import { band, checks, finePrint, grid, table, text, type Look } from '../draw.ts';
import { authorization, terms, type TermsCtx } from '../terms.ts';
import type { OwnerV } from '../values.ts';

const L: Look = { font: 'Helvetica', bold: 'Helvetica-Bold', labelSize: 5.5, caps: true, ink: '#1d2433', accent: '#1f3a68', shade: '#e4e9f2', band: 'solid' };
const X = 36, W = PAGE_W - 72, TOTAL = 4;
const T: TermsCtx = { funder: 'Keystone Meridian Funding, LLC', short: 'KMF', law: 'New York', city: 'New York County, New York' };

function logo(c: Ctx, x: number, y: number): void {
  const d = c.s.doc;
  d.save().fillColor(L.accent).moveTo(x, y + 30).lineTo(x + 8, y).lineTo(x + 30, y).lineTo(x + 38, y + 30).closePath().fill();
  d.fillColor('#fff').moveTo(x + 14, y + 30).lineTo(x + 16, y + 12).lineTo(x + 22, y + 12).lineTo(x + 24, y + 30).closePath().fill().restore();
  text(c.s, L, 'KEYSTONE MERIDIAN', x + 46, y + 3, { bold: true, size: 13, color: L.accent });
  text(c.s, L, 'FUNDING', x + 46, y + 18, { size: 9, color: '#5a6a88' });
}

function head(c: Ctx, page: number, title: string): number {
  logo(c, X, 30);
  const hx = X + W - 250;
  grid(c.s, L, hx, 28, 250, 19, [
    { label: 'Business Name', w: 3, key: `hdr${page}_business`, v: c.b.legal(), system: true },
    { label: 'Application No.', w: 1.5, key: `hdr${page}_appno`, v: `KMF-${c.d.appNo}`, decoy: true, system: true },
  ]);
  text(c.s, L, title, hx, 53, { bold: true, size: 10.5, color: L.accent, width: 250, align: 'right' });
  footer(c, L, 'KMF Merchant Application - Form MA-4 (Rev. 06/2024)   Keystone Meridian Funding, LLC - 1180 Avenue of the Americas, New York, NY 10036', page, TOTAL);
  return 76;
}

function ownerGrid(c: Ctx, o: OwnerV | null, n: number, y: number): number {
  const k = `o${n}_`;
  y = grid(c.s, L, X, y, W, 22, [
    { label: 'First Name', w: 2, key: `${k}first`, v: o?.first() }, { label: 'M.I.', w: 0.5, key: `${k}mi`, v: o?.mi() },
    { label: 'Last Name', w: 2.2, key: `${k}last`, v: o?.last() }, { label: 'Title', w: 1.6, key: `${k}title`, v: o?.title() },
    { label: 'Ownership %', w: 0.9, key: `${k}pct`, v: o?.pct() },
  ]);
  y = grid(c.s, L, X, y, W, 22, [
    { label: 'Social Security #', w: 1.5, key: `${k}ssn`, v: o?.taxId() }, { label: 'Date of Birth', w: 1.2, key: `${k}dob`, v: o?.dob() },
    { label: 'Credit Score (est.)', w: 0.9, key: `${k}fico`, v: o?.score() }, { label: 'Mobile Phone', w: 1.3, key: `${k}cell`, v: o?.cell() },
    { label: 'E-mail', w: 2.3, key: `${k}email`, v: o?.o.email },
  ]);
  return grid(c.s, L, X, y, W, 22, [
    { label: 'Home Address', w: 3, key: `${k}home`, v: o?.street(), decoy: true },
    { label: 'City, State, Zip', w: 2.6, key: `${k}home_csz`, v: o?.cityStZip(), decoy: true },
    { label: 'Own / Rent Home', w: 1, key: `${k}home_own`, v: o ? (o.i % 2 ? 'Rent' : 'Own') : '' },
  ]);
}

function business(c: Ctx, y: number): number {
  const { b, d } = c;
  y = band(c.s, L, 'Section 1 - Business Information', X, y, W);
  y = grid(c.s, L, X, y, W, 22, [{ label: 'Legal / Corporate Name', w: 3, v: b.legal() }, { label: 'DBA (Doing Business As)', w: 2, v: b.dba() }]);
  y = grid(c.s, L, X, y, W, 22, [
    { label: 'Physical Address (No P.O. Boxes)', w: 3, v: d.addr.street }, { label: 'City', w: 1.4, v: d.addr.city },
    { label: 'State', w: 0.5, v: b.state() }, { label: 'Zip', w: 0.8, v: d.addr.zip },
  ]);
  y = grid(c.s, L, X, y, W, 22, [
    { label: 'Federal Tax ID (EIN)', w: 1.2, v: b.taxId() }, { label: 'Business Start Date', w: 1.1, v: b.start() },
    { label: 'State of Incorporation', w: 1, v: b.incState(), decoy: b.incDiffers() }, { label: 'Business Phone', w: 1.2, v: b.phone() },
    { label: '# of Employees', w: 0.7, v: String(d.employees) },
  ]);
  y = entityCell(c.s, L, b, X, y, W, 16, ['Corporation', 'S-Corp', 'LLC', 'Partnership', 'Sole Proprietor', 'Non-Profit', 'Other']);
  y = grid(c.s, L, X, y, W, 22, [
    { label: 'Industry / Type of Business', w: 2, v: b.industry() }, { label: 'Business E-mail', w: 1.7, v: d.email },
    { label: 'Website', w: 1.5, v: d.website ?? '' },
  ]);
  c.s.doc.lineWidth(0.6).strokeColor(L.ink).rect(X, y, W * 0.3, 22).stroke();
  checks(c.s, L, 'premises', X + 4, y + 7, 'Premises', ownOpts(b), 6);
  return grid(c.s, L, X + W * 0.3, y, W * 0.7, 22, [
    { label: 'Landlord / Mortgage Holder', w: 2, v: d.landlord.name, decoy: true }, { label: 'Landlord Phone', w: 1.1, v: b.phone(d.landlord.phone), decoy: true },
    { label: 'Monthly Rent / Mortgage', w: 1, v: b.plainMoney(d.landlord.rent), decoy: true },
  ]);
}

function page1(c: Ctx): void {
  c.s.newPage();
  let y = head(c, 1, 'MERCHANT FUNDING APPLICATION');
  y = business(c, y) + 8;
  y = band(c.s, L, 'Section 2 - Funding Request & Use of Funds', X, y, W);
  y = grid(c.s, L, X, y, W, 22, [
    { label: 'Amount Requested', w: 1.1, v: c.b.amount() }, { label: 'Use of Funds', w: 2.4, v: c.d.use },
    { label: 'Avg. Monthly Sales', w: 1.1, v: c.b.plainMoney(c.d.monthlySales) }, { label: 'Years in Business', w: 0.8, v: c.b.yearsInBusiness() },
  ]) + 8;
  for (const n of [1, 2]) {
    y = band(c.s, L, `Section 3 - Owner / Principal #${n}`, X, y, W);
    y = ownerGrid(c, c.owners[n - 1] ?? null, n, y) + 8;
  }
  text(c.s, L, 'Owners 3 and 4 (and any guarantor): complete Section 4, Additional Owner / Guarantor, on page 4.', X, y, { size: 6.5, color: '#444' });
}

function page2(c: Ctx): void {
  c.s.newPage();
  const y = head(c, 2, 'TERMS AND CONDITIONS');
  finePrint(c.s, L, terms(T), X, y + 4, W, { size: 7, cols: 2, height: 640 });
}

function page3(c: Ctx): void {
  c.s.newPage();
  let y = head(c, 3, 'AUTHORIZATION & SIGNATURES');
  y = band(c.s, L, 'Section 5 - Authorization and Signatures', X, y, W);
  y = finePrint(c.s, L, [authorization(T)], X, y + 5, W, { size: 7.5 }) + 12;
  const half = (W - 24) / 2;
  for (let n = 1; n <= 4; n++) {
    const o = c.owners[n - 1] ?? null;
    sigBlock(c.s, L, c.b, o, n, X + ((n - 1) % 2) * (half + 24), y + Math.floor((n - 1) / 2) * 92, half);
  }
  isoBox(c.s, L, c.d, c.b, X, y + 200, W);
}

function page4(c: Ctx): void {
  c.s.newPage();
  let y = head(c, 4, 'ADDITIONAL INFORMATION');
  for (const n of [3, 4]) {
    y = band(c.s, L, `Section 4 - Additional Owner / Guarantor #${n}`, X, y, W);
    y = ownerGrid(c, c.owners[n - 1] ?? null, n, y) + 8;
  }
  y = band(c.s, L, 'Section 6 - Bank Information (Business Operating Account)', X, y, W);
  y = grid(c.s, L, X, y, W, 22, [
    { label: 'Bank Name', w: 2, v: c.d.bank.name, decoy: true }, { label: 'ABA Routing #', w: 1.3, v: c.d.bank.routing, decoy: true },
    { label: 'Account #', w: 1.5, v: c.d.bank.account, decoy: true },
  ]) + 8;
  y = band(c.s, L, 'Section 7 - Existing Advances / Loans', X, y, W);
  y = table(c.s, L, 'adv', X, y, W, [{ label: 'Funder / Lender', w: 2.4 }, { label: 'Original Amount', w: 1, align: 'right' },
    { label: 'Current Balance', w: 1, align: 'right' }, { label: 'Payment', w: 1, align: 'right' }, { label: 'Frequency', w: 0.9 }], advanceRows(c.b, 3)) + 8;
  y = band(c.s, L, 'Section 8 - Trade References', X, y, W);
  y = table(c.s, L, 'ref', X, y, W, [{ label: 'Company', w: 2 }, { label: 'Contact', w: 1.5 }, { label: 'Phone', w: 1.2 }], refRows(c.b, 3)) + 8;
  y = band(c.s, L, 'Section 9 - Underwriting Questions', X, y, W);
  questions(c.s, L, c.rng, X + 4, y + 5, W - 8, 6);
}

export const keystone: Layout = {
  name: 'keystone-meridian-4page-grid',
  company: 'Keystone Meridian Funding, LLC',
  pen: (rng) => penOf(rng, ['Helvetica', 'Courier']),
  build(c) { page1(c); page2(c); page3(c); page4(c); },
};
