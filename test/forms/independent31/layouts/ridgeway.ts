// Ridgeway Commercial Capital: a funder's form of shaded label cells beside their values, the owners in one table
// with a row per owner (names written "Last, First"). Page 1 business, request and owners; page 2 terms; page 3
// bank, existing advances, landlord, trade references and the ISO; page 4 signatures.
import { advanceRows, entityCell, freqOpts, isoBox, questions, refRows, sigBlock } from '../blocks.ts';
import { footer, penOf, PAGE_W, type Ctx, type Layout } from '../ctx.ts';
import { band, checks, finePrint, pairs, table, text, type Cell, type Look } from '../draw.ts';
import { authorization, terms, type TermsCtx } from '../terms.ts';

const L: Look = { font: 'Helvetica', bold: 'Helvetica-Bold', labelSize: 6, caps: true, ink: '#222', accent: '#2e5e4e', shade: '#e3ebe7', band: 'shade' };
const X = 36, W = PAGE_W - 72, TOTAL = 4;
const T: TermsCtx = { funder: 'Ridgeway Commercial Capital, LLC', short: 'Ridgeway', law: 'Florida', city: 'Miami-Dade County, Florida' };

function logo(c: Ctx, x: number, y: number): void {
  const d = c.s.doc;
  d.save().fillColor(L.accent).moveTo(x, y + 26).lineTo(x + 12, y + 6).lineTo(x + 19, y + 16).lineTo(x + 26, y + 2).lineTo(x + 40, y + 26).closePath().fill();
  d.fillColor('#fff').moveTo(x + 22, y + 8).lineTo(x + 26, y + 2).lineTo(x + 30, y + 9).closePath().fill().restore();
  text(c.s, L, 'RIDGEWAY', x + 48, y + 1, { bold: true, size: 15, color: L.accent });
  text(c.s, L, 'COMMERCIAL CAPITAL', x + 48, y + 17, { size: 7.5, color: '#555' });
}

function head(c: Ctx, page: number, title: string): number {
  logo(c, X, 28);
  const d = c.s.doc;
  text(c.s, L, title, X + 200, 30, { bold: true, size: 11, width: W - 200, align: 'right' });
  pairs(c.s, L, X + W - 300, 46, 300, 14, [
    { label: 'Merchant', w: 2.2, key: `hdr${page}_merchant`, v: c.b.legal(), system: true },
    { label: 'App ID', w: 1, key: `hdr${page}_app`, v: `R${c.d.appNo}`, decoy: true, system: true },
  ]);
  d.lineWidth(2).strokeColor(L.accent).moveTo(X, 66).lineTo(X + W, 66).stroke();
  footer(c, L, 'Ridgeway Commercial Capital, LLC  -  2 S Biscayne Blvd, Suite 1700, Miami, FL 33131  -  RCC-APP Rev. 2024.2', page, TOTAL);
  return 74;
}

function business(c: Ctx, y: number): number {
  const { b, d, s } = c;
  y = band(s, L, 'Business Information', X, y, W);
  y = pairs(s, L, X, y, W, 17, [{ label: 'Legal Name', w: 1, v: b.legal() }]);
  y = pairs(s, L, X, y, W, 17, [{ label: 'DBA', w: 1, v: b.dba() }]);
  y = pairs(s, L, X, y, W, 17, [{ label: 'Street Address', w: 2.3, v: d.addr.street }, { label: 'City', w: 1.4, v: d.addr.city }]);
  y = pairs(s, L, X, y, W, 17, [{ label: 'State', w: 0.8, v: b.state() }, { label: 'Zip', w: 0.9, v: d.addr.zip }, { label: 'Phone', w: 1.3, v: b.phone() }, { label: 'E-mail', w: 2, v: d.email }]);
  y = pairs(s, L, X, y, W, 17, [{ label: 'Tax ID (EIN)', w: 1.3, v: b.taxId() }, { label: 'Business Start Date', w: 1.4, v: b.start() }, { label: 'Inc. State', w: 0.9, v: b.incState(), decoy: b.incDiffers() }]);
  y = entityCell(s, L, b, X, y, W, 17, ['C-Corp', 'S-Corp', 'LLC', 'LP', 'LLP', 'Partnership', 'Sole Prop', 'Other:'], 'Legal Structure');
  y = pairs(s, L, X, y, W, 17, [{ label: 'Industry', w: 2, v: b.industry() }, { label: 'Website', w: 1.6, v: d.website ?? '' }, { label: 'Employees', w: 0.8, v: String(d.employees) }]);
  return y;
}

function request(c: Ctx, y: number): number {
  const { b, s } = c;
  y = band(s, L, 'Funding Request & Use of Funds', X, y, W);
  y = pairs(s, L, X, y, W, 17, [{ label: 'Amount Requested', w: 1.2, v: b.amount() }, { label: 'Use of Funds', w: 2.3, v: c.d.use }]);
  y = pairs(s, L, X, y, W * 0.55, 17, [{ label: 'Proposed Payment', w: 1.1, v: b.payment() }, { label: '# of Payments', w: 0.9, v: b.numPayments() }]);
  s.doc.lineWidth(0.6).strokeColor(L.ink).rect(X + W * 0.55, y - 17, W * 0.45, 17).stroke();
  checks(s, L, 'freq', X + W * 0.55 + 4, y - 12.5, 'Frequency', freqOpts(b), 6);
  return pairs(s, L, X, y, W, 17, [{ label: 'Avg. Monthly Revenue', w: 1.2, v: b.plainMoney(c.d.monthlySales) }, { label: 'Time in Business (yrs)', w: 1.2, v: b.yearsInBusiness() }, { label: 'Card Processor', w: 1.4, v: c.rng.pick(['Square', 'Clover', 'Stripe', 'Heartland', 'Worldpay', 'Toast', 'None']) }]);
}

function ownersTable(c: Ctx, y: number): number {
  const s = c.s;
  y = band(s, L, 'Owners / Principals (all owners of 20% or more)', X, y, W);
  const rows: Cell[][] = [0, 1, 2, 3].map((i) => {
    const o = c.owners[i];
    return [{ label: '#', w: 1, v: String(i + 1), fixed: true }, { label: 'Name', w: 1, v: o?.lastFirst() }, { label: 'Title', w: 1, v: o?.title() }, { label: '%', w: 1, v: o?.pct() },
      { label: 'SSN', w: 1, v: o?.taxId() }, { label: 'DOB', w: 1, v: o?.dob() }, { label: 'FICO', w: 1, v: o?.score() }];
  });
  y = table(s, L, 'owner', X, y + 3, W, [{ label: '#', w: 0.25, align: 'center' }, { label: 'Owner Name (Last, First MI)', w: 2.3 }, { label: 'Title', w: 1.2 },
    { label: '% Owned', w: 0.6, align: 'center' }, { label: 'SSN / ITIN', w: 1.1 }, { label: 'Date of Birth', w: 0.9 }, { label: 'Est. FICO', w: 0.55, align: 'center' }], rows, 18) + 6;
  const homes: Cell[][] = [0, 1, 2, 3].map((i) => {
    const o = c.owners[i];
    return [{ label: '#', w: 1, v: String(i + 1), fixed: true }, { label: 'Home', w: 1, v: o?.street(), decoy: true }, { label: 'CSZ', w: 1, v: o?.cityStZip(), decoy: true },
      { label: 'Mobile', w: 1, v: o?.cell() }, { label: 'E-mail', w: 1, v: o?.o.email }];
  });
  return table(s, L, 'owner_home', X, y, W, [{ label: '#', w: 0.25, align: 'center' }, { label: 'Home Address', w: 2 }, { label: 'City, State, Zip', w: 1.7 },
    { label: 'Mobile Phone', w: 1.1 }, { label: 'E-mail', w: 1.9 }], homes, 16);
}

function page3(c: Ctx): void {
  const { b, d, s } = c;
  s.newPage();
  let y = head(c, 3, 'SUPPLEMENTAL INFORMATION');
  y = band(s, L, 'Bank Information', X, y, W);
  y = pairs(s, L, X, y, W, 17, [{ label: 'Bank', w: 1.6, v: d.bank.name, decoy: true }, { label: 'Routing', w: 1.2, v: d.bank.routing, decoy: true }, { label: 'Account', w: 1.3, v: d.bank.account, decoy: true }]) + 10;
  y = band(s, L, 'Existing Advances / Loans', X, y, W);
  y = table(s, L, 'adv', X, y + 3, W, [{ label: 'Funding Company', w: 2.2 }, { label: 'Funded Amount', w: 1, align: 'right' }, { label: 'Remaining Balance', w: 1, align: 'right' },
    { label: 'Payment Amount', w: 1, align: 'right' }, { label: 'Daily / Weekly', w: 0.9 }], advanceRows(b, 4), 17) + 10;
  y = band(s, L, 'Landlord / Mortgage', X, y, W);
  y = pairs(s, L, X, y, W, 17, [{ label: 'Landlord', w: 1.8, v: d.landlord.name, decoy: true }, { label: 'Contact', w: 1.3, v: d.landlord.contact, decoy: true }, { label: 'Phone', w: 1.2, v: b.phone(d.landlord.phone), decoy: true }]);
  y = pairs(s, L, X, y, W, 17, [{ label: 'Monthly Rent', w: 1, v: b.plainMoney(d.landlord.rent), decoy: true }, { label: 'Lease Expires', w: 1, v: b.date(`${Number(d.signDate.slice(0, 4)) + c.rng.int(1, 5)}-12-31`), decoy: true }]) + 10;
  y = band(s, L, 'Trade References', X, y, W);
  y = table(s, L, 'ref', X, y + 3, W, [{ label: 'Supplier / Vendor', w: 2 }, { label: 'Contact', w: 1.5 }, { label: 'Phone', w: 1.2 }], refRows(b, 3), 17) + 10;
  y = band(s, L, 'Background Questions', X, y, W);
  y = questions(s, L, c.rng, X + 4, y + 5, W - 8) + 12;
  isoBox(s, L, d, b, X, y, W, 'Submitting ISO');
}

export const ridgeway: Layout = {
  name: 'ridgeway-owner-table',
  company: 'Ridgeway Commercial Capital, LLC',
  pen: (rng) => penOf(rng, ['Helvetica', 'Courier']),
  build(c) {
    const s = c.s;
    s.newPage();
    let y = head(c, 1, 'BUSINESS FUNDING APPLICATION');
    y = business(c, y) + 8;
    y = request(c, y) + 8;
    ownersTable(c, y);
    s.newPage();
    y = head(c, 2, 'TERMS AND CONDITIONS');
    finePrint(s, L, terms(T), X, y + 4, W, { size: 7.2, cols: 2, height: 650 });
    page3(c);
    s.newPage();
    y = head(c, 4, 'SIGNATURES');
    y = finePrint(s, L, [authorization(T)], X, y + 4, W, { size: 8 }) + 16;
    for (let n = 1; n <= 4; n++) { sigBlock(s, L, c.b, c.owners[n - 1] ?? null, n, X, y, W, 'Owner / Guarantor'); y += 96; }
  },
};
