// Pinnacle Path Capital: a dense bank-style form of numbered boxed cells. Page 1 holds business, request, owners
// 1-2, existing advances and bank; page 2 references, landlord, terms, signatures of owners 1-2 and the ISO; a
// third page, the numbered Additional Owner / Guarantor Addendum, only when there are more than two owners.
import { advanceRows, entityCell, freqOpts, isoBox, ownOpts, refRows } from '../blocks.ts';
import { footer, penOf, PAGE_W, type Ctx, type Layout } from '../ctx.ts';
import { band, checks, finePrint, grid, signLine, table, text, type Cell, type Look } from '../draw.ts';
import { authorization, terms, type TermsCtx } from '../terms.ts';
import type { OwnerV } from '../values.ts';

const L: Look = { font: 'Helvetica', bold: 'Helvetica-Bold', labelSize: 5.6, caps: false, ink: '#000', accent: '#6b1d2a', shade: '#f0e6e8', band: 'tab' };
const X = 30, W = PAGE_W - 60;
const T: TermsCtx = { funder: 'Pinnacle Path Capital Corp.', short: 'PPC', law: 'Utah', city: 'Salt Lake County, Utah' };

/** Numbers the cells' labels in order, as the form prints them ("14. Date of Birth"). */
class Num {
  n = 1;
  cells(cs: Cell[]): Cell[] { return cs.map((c) => ({ ...c, key: c.key ?? `f${this.n}`, label: `${this.n++}. ${c.label}` })); }
}

function head(c: Ctx, page: number, total: number): number {
  const s = c.s, d = s.doc;
  d.save().fillColor(L.accent).moveTo(X, 58).lineTo(X + 14, 28).lineTo(X + 28, 58).closePath().fill();
  d.fillColor('#fff').moveTo(X + 9, 58).lineTo(X + 14, 46).lineTo(X + 19, 58).closePath().fill().restore();
  text(s, L, 'PINNACLE PATH CAPITAL', X + 36, 30, { bold: true, size: 14, color: L.accent });
  text(s, L, 'Business Cash Advance & Term Funding  |  Application for Business Funding', X + 36, 47, { size: 7.5, color: '#333' });
  grid(s, L, X + W - 210, 26, 210, 18, [{ label: 'Applicant Business', w: 2, key: `hdr${page}_biz`, v: c.b.legal() },
    { label: 'Ref. No.', w: 1, key: `hdr${page}_ref`, v: `PPC${c.d.appNo.slice(3)}`, decoy: true, system: true }]);
  text(s, L, 'Form PPC-100 (rev. 3/2024)', X + W - 210, 48, { size: 6, color: '#555' });
  footer(c, L, 'Pinnacle Path Capital Corp.  -  222 S Main St, 5th Floor, Salt Lake City, UT 84101  -  Please print clearly in ink or complete electronically.', page, total, 774);
  return 66;
}

function ownerCells(c: Ctx, num: Num, o: OwnerV | null, n: number, y: number): number {
  const s = c.s, k = `o${n}_`;
  y = grid(s, L, X, y, W, 20, num.cells([{ label: 'Full Legal Name', w: 2.3, key: `${k}name`, v: o?.full() }, { label: 'Title', w: 1.2, key: `${k}title`, v: o?.title() },
    { label: 'Ownership %', w: 0.7, key: `${k}pct`, v: o?.pct() }, { label: 'SSN / ITIN', w: 1.1, key: `${k}ssn`, v: o?.taxId() }]));
  y = grid(s, L, X, y, W, 20, num.cells([{ label: 'Date of Birth', w: 0.9, key: `${k}dob`, v: o?.dob() }, { label: 'Credit Score', w: 0.6, key: `${k}fico`, v: o?.score() },
    { label: 'Cell Phone', w: 0.9, key: `${k}cell`, v: o?.cell() }, { label: 'E-mail', w: 1.6, key: `${k}email`, v: o?.o.email }]));
  return grid(s, L, X, y, W, 20, num.cells([{ label: 'Home Address', w: 2, key: `${k}home`, v: o?.street(), decoy: true }, { label: 'City, State, Zip', w: 1.7, key: `${k}csz`, v: o?.cityStZip(), decoy: true }]));
}

function page1(c: Ctx, num: Num, total: number): void {
  const { b, d, s } = c;
  s.newPage();
  let y = band(s, L, 'Section A - Business Information', X, head(c, 1, total), W);
  y = grid(s, L, X, y, W, 20, num.cells([{ label: 'Legal Name of Business', w: 1.5, v: b.legal() }, { label: 'Doing Business As (DBA)', w: 1, v: b.dba() }]));
  y = grid(s, L, X, y, W, 20, num.cells([{ label: 'Street Address', w: 1.8, v: d.addr.street }, { label: 'City', w: 1, v: d.addr.city }, { label: 'State', w: 0.4, v: b.state() },
    { label: 'Zip Code', w: 0.6, v: d.addr.zip }, { label: 'Business Phone', w: 0.9, v: b.phone() }]));
  y = grid(s, L, X, y, W, 20, num.cells([{ label: 'Federal Tax ID No.', w: 1, v: b.taxId() }, { label: 'Business Start Date', w: 1, v: b.start() },
    { label: 'State of Organization', w: 0.8, v: b.incState(), decoy: b.incDiffers() }, { label: 'No. of Employees', w: 0.7, v: String(d.employees) }, { label: 'Business E-mail', w: 1.6, v: d.email }]));
  y = grid(s, L, X, y, W, 20, num.cells([{ label: 'Nature of Business', w: 1.6, v: b.industry() }, { label: 'Website', w: 1.3, v: d.website ?? '' }, { label: 'Avg. Monthly Gross Sales', w: 1, v: b.plainMoney(d.monthlySales) }]));
  y = entityCell(s, L, b, X, y, W * 0.72, 16, ['Corporation', 'S-Corp', 'LLC', 'PLLC', 'Partnership', 'Sole Proprietor', 'Other']);
  s.doc.lineWidth(0.6).rect(X + W * 0.72, y - 16, W * 0.28, 16).stroke();
  checks(s, L, 'premises', X + W * 0.72 + 4, y - 12, 'Premises', ownOpts(b), 5);
  y = band(s, L, 'Section B - Funding Request & Use of Funds', X, y + 5, W);
  y = grid(s, L, X, y, W, 20, num.cells([{ label: 'Amount Requested', w: 1, v: b.amount() }, { label: 'Requested Payment', w: 1, v: b.payment() },
    { label: 'Number of Payments', w: 0.8, v: b.numPayments() }, { label: 'Use of Funds', w: 2, v: d.use }]));
  s.doc.lineWidth(0.6).rect(X, y, W, 15).stroke();
  checks(s, L, 'freq', X + 4, y + 4, `${num.n++}. Payment Frequency`, freqOpts(b), 10);
  y += 15;
  for (const n of [1, 2]) {
    y = band(s, L, `Section C - Owner / Principal ${n}`, X, y + 5, W);
    y = ownerCells(c, num, c.owners[n - 1] ?? null, n, y);
  }
  y = band(s, L, 'Section D - Existing Advances / Loans', X, y + 5, W);
  y = table(s, L, 'adv', X, y, W, [{ label: 'Funder / Lender', w: 2 }, { label: 'Original Amount', w: 1, align: 'right' }, { label: 'Current Balance', w: 1, align: 'right' },
    { label: 'Payment', w: 1, align: 'right' }, { label: 'Frequency', w: 0.8 }], advanceRows(b, 3), 15);
  y = band(s, L, 'Section E - Business Bank Account', X, y + 5, W);
  grid(s, L, X, y, W, 20, num.cells([{ label: 'Bank Name', w: 1.4, v: d.bank.name, decoy: true }, { label: 'Routing / ABA No.', w: 1, v: d.bank.routing, decoy: true },
    { label: 'Account No.', w: 1.1, v: d.bank.account, decoy: true }, { label: 'Account Opened', w: 0.7, v: String(Number(d.start.slice(0, 4)) + c.rng.int(0, 3)), decoy: true }]));
}

function signatures(c: Ctx, first: number, y: number): number {
  const s = c.s, half = (W - 20) / 2;
  for (const n of [first, first + 1]) {
    const o = c.owners[n - 1] ?? null, x = X + (n - first) * (half + 20);
    signLine(s, L, x, y + 24, half * 0.64, `Signature - Owner / Guarantor ${n}`, o !== null);
    grid(s, L, x + half * 0.68, y + 6, half * 0.32, 20, [{ label: 'Date', w: 1, key: `sig${n}_date`, v: o ? c.b.date(c.d.signDate) : '', decoy: true }]);
    grid(s, L, x, y + 36, half, 20, [{ label: 'Print Name', w: 1.6, key: `sig${n}_name`, v: o?.full() }, { label: 'Title', w: 1, key: `sig${n}_title`, v: o?.title() }]);
  }
  return y + 64;
}

function page2(c: Ctx, total: number): void {
  const { b, d, s } = c;
  s.newPage();
  let y = band(s, L, 'Section F - Trade References', X, head(c, 2, total), W);
  y = table(s, L, 'ref', X, y, W, [{ label: 'Company', w: 2 }, { label: 'Contact', w: 1.4 }, { label: 'Phone', w: 1.1 }], refRows(b, 3), 15);
  y = band(s, L, 'Section G - Landlord / Mortgage Holder', X, y + 5, W);
  y = grid(s, L, X, y, W, 20, [{ label: 'Landlord / Mortgage Co.', w: 1.6, v: d.landlord.name, decoy: true }, { label: 'Contact', w: 1.1, v: d.landlord.contact, decoy: true },
    { label: 'Phone', w: 1, v: b.phone(d.landlord.phone), decoy: true }, { label: 'Monthly Payment', w: 0.8, v: b.plainMoney(d.landlord.rent), decoy: true }]);
  y = band(s, L, 'Section H - Terms and Conditions', X, y + 5, W);
  y = finePrint(s, L, terms(T), X, y + 4, W, { size: 6.2, cols: 2, height: 318 });
  y = band(s, L, 'Section I - Authorization and Signatures', X, y + 4, W);
  y = finePrint(s, L, [authorization(T)], X, y + 4, W, { size: 7 }) + 4;
  y = signatures(c, 1, y);
  if (total === 3) text(s, L, 'Owners 3 and 4 sign the Additional Owner / Guarantor Addendum (page 3).', X, y, { size: 6.5 });
  isoBox(s, L, d, b, X, y + 12, W, 'For ISO use only');
}

function addendum(c: Ctx, num: Num): void {
  const s = c.s;
  s.newPage();
  let y = band(s, L, 'Additional Owner / Guarantor Addendum', X, head(c, 3, 3), W);
  text(s, L, 'This addendum forms part of the Application for Business Funding identified above. Numbering continues from page 1.', X, y + 4, { size: 7 });
  y += 16;
  for (const n of [3, 4]) {
    y = band(s, L, `Section C - Owner / Principal ${n}`, X, y + 5, W);
    y = ownerCells(c, num, c.owners[n - 1] ?? null, n, y);
  }
  y = finePrint(s, L, [authorization(T)], X, y + 12, W, { size: 7 }) + 6;
  signatures(c, 3, y);
}

export const pinnacle: Layout = {
  name: 'pinnacle-numbered-cells',
  company: 'Pinnacle Path Capital Corp.',
  pen: (rng) => penOf(rng, ['Helvetica', 'Courier', 'Times-Roman']),
  build(c) {
    const total = c.owners.length > 2 ? 3 : 2, num = new Num();
    page1(c, num, total); page2(c, total);
    if (total === 3) addendum(c, num);
  },
};
