// Harborline Capital Partners: an ISO's application in a serif face, every value on an underlined row. Page 1 is the
// Business Information page (request, landlord, existing advances); page 2 the owners 1-2, bank and references;
// page 3 terms with the signatures of owners 1-2; a fourth page, the Additional Owner / Guarantor Addendum, only
// when there are more than two owners.
import { advanceRows, questions, refRows } from '../blocks.ts';
import { footer, penOf, PAGE_W, type Ctx, type Layout } from '../ctx.ts';
import { band, finePrint, lines, signLine, table, text, type Look } from '../draw.ts';
import { terms, authorization, GUARANTOR_NOTE, type TermsCtx } from '../terms.ts';
import type { OwnerV } from '../values.ts';

const L: Look = { font: 'Times-Roman', bold: 'Times-Bold', labelSize: 8, caps: false, ink: '#1a1a1a', accent: '#0f4c5c', shade: '#dde9ec', band: 'rule' };
const X = 44, W = PAGE_W - 88;
const T: TermsCtx = { funder: 'Harborline Capital Partners, Inc.', short: 'Harborline', law: 'New Jersey', city: 'Bergen County, New Jersey' };

function logo(c: Ctx, x: number, y: number): void {
  const d = c.s.doc;
  d.save().lineWidth(2).strokeColor(L.accent).circle(x + 16, y + 16, 15).stroke();
  for (let i = 0; i < 3; i++) {
    const wy = y + 12 + i * 6;
    d.lineWidth(1.2).moveTo(x + 5, wy).bezierCurveTo(x + 10, wy - 4, x + 14, wy + 4, x + 18, wy).bezierCurveTo(x + 22, wy - 4, x + 25, wy + 4, x + 28, wy).stroke();
  }
  d.restore();
  text(c.s, L, 'Harborline Capital Partners', x + 40, y + 2, { font: 'Times-Bold', size: 16, color: L.accent });
  text(c.s, L, 'Small Business Funding Application', x + 40, y + 20, { font: 'Times-Italic', size: 9.5, color: '#444' });
}

function head(c: Ctx, page: number, total: number): number {
  logo(c, X, 30);
  text(c.s, L, `Application #  HCP-${c.d.appNo.slice(2)}`, X + W - 190, 31, { size: 8.5, bold: true, width: 190, align: 'right' });
  lines(c.s, L, X + W - 210, 42, 210, [{ label: 'Merchant', w: 1, key: `hdr${page}_merchant`, v: c.b.legal() }], 14);
  c.s.doc.lineWidth(1.5).strokeColor(L.accent).moveTo(X, 68).lineTo(X + W, 68).stroke().lineWidth(0.5).moveTo(X, 71).lineTo(X + W, 71).stroke();
  footer(c, L, 'Harborline Capital Partners, Inc.  |  400 Sylvan Ave, Englewood Cliffs, NJ 07632  |  HCP-APP-2 (01/24)', page, total);
  return 80;
}

function page1(c: Ctx, total: number): void {
  const { b, d, s } = c;
  s.newPage();
  let y = head(c, 1, total);
  text(s, L, 'BUSINESS INFORMATION', X, y, { font: 'Times-Bold', size: 12, width: W, align: 'center' });
  y = band(s, L, 'Business', X, y + 16, W);
  y = lines(s, L, X, y, W, [{ label: 'Legal Business Name', w: 1, v: b.legal() }]);
  y = lines(s, L, X, y, W, [{ label: 'DBA / Trade Name', w: 1, v: b.dba() }]);
  y = lines(s, L, X, y, W, [{ label: 'Business Address', w: 2.2, v: d.addr.street }, { label: 'City', w: 1.3, v: d.addr.city }, { label: 'State', w: 0.6, v: b.state() }, { label: 'Zip', w: 0.8, v: d.addr.zip }]);
  y = lines(s, L, X, y, W, [{ label: 'Business Phone', w: 1, v: b.phone() }, { label: 'Fax', w: 0.8, v: '' }, { label: 'E-mail', w: 1.5, v: d.email }]);
  y = lines(s, L, X, y, W, [{ label: 'Federal Tax ID #', w: 1.1, v: b.taxId() }, { label: 'Date Business Established', w: 1.3, v: b.start() }, { label: 'State of Incorporation', w: 1, v: b.incState(), decoy: b.incDiffers() }]);
  y = lines(s, L, X, y, W, [{ label: 'Type of Entity', w: 1, v: b.entityText() }, { label: 'Industry / Nature of Business', w: 1.6, v: b.industry() }]);
  y = lines(s, L, X, y, W, [{ label: 'Website', w: 1.5, v: d.website ?? 'N/A' }, { label: 'No. of Employees', w: 0.9, v: String(d.employees) }, { label: 'Seasonal (Y/N)', w: 0.7, v: c.rng.chance(0.2) ? 'Y' : 'N' }]);
  y = band(s, L, 'Funding Request & Use of Funds', X, y + 8, W);
  y = lines(s, L, X, y, W, [{ label: 'Amount Requested', w: 1, v: b.amount() }, { label: 'Use of Proceeds', w: 2, v: d.use }]);
  y = lines(s, L, X, y, W, [{ label: 'Requested Payment', w: 1, v: b.payment() }, { label: 'Number of Payments', w: 1, v: b.numPayments() }, { label: 'Payment Frequency', w: 1, v: b.freq() }]);
  y = lines(s, L, X, y, W, [{ label: 'Average Monthly Sales', w: 1, v: b.plainMoney(d.monthlySales) }, { label: 'Annual Gross Revenue', w: 1, v: b.plainMoney(d.monthlySales * 12) }]);
  y = band(s, L, 'Landlord / Mortgage Company', X, y + 8, W);
  y = lines(s, L, X, y, W, [{ label: 'Name', w: 1.8, v: d.landlord.name, decoy: true }, { label: 'Phone', w: 1, v: b.phone(d.landlord.phone), decoy: true }, { label: 'Monthly Rent', w: 0.9, v: b.plainMoney(d.landlord.rent), decoy: true }]);
  y = band(s, L, 'Existing Advances / Loans (list all open positions)', X, y + 8, W);
  y = table(s, L, 'adv', X, y + 2, W, [{ label: 'Funder / Lender', w: 2.2 }, { label: 'Original Amount', w: 1, align: 'right' }, { label: 'Balance', w: 1, align: 'right' },
    { label: 'Payment', w: 1, align: 'right' }, { label: 'Frequency', w: 0.9 }], advanceRows(b, 4), 16);
  y = band(s, L, 'Business History', X, y + 10, W);
  questions(s, L, c.rng, X, y + 2, W, 5);
}

function ownerRows(c: Ctx, o: OwnerV | null, n: number, y: number): number {
  const k = `owner${n}_`, s = c.s;
  y = band(s, L, `Owner / Officer #${n}`, X, y, W);
  y = lines(s, L, X, y, W, [{ label: 'Full Name', w: 2, key: `${k}name`, v: o?.full() }, { label: 'Title', w: 1.1, key: `${k}title`, v: o?.title() }, { label: 'Ownership %', w: 0.8, key: `${k}pct`, v: o?.pct() }]);
  y = lines(s, L, X, y, W, [{ label: 'Social Security #', w: 1.2, key: `${k}ssn`, v: o?.taxId() }, { label: 'Date of Birth', w: 1, key: `${k}dob`, v: o?.dob() }, { label: 'Est. Credit Score', w: 0.8, key: `${k}fico`, v: o?.score() }]);
  y = lines(s, L, X, y, W, [{ label: 'Home Address', w: 2, key: `${k}home`, v: o?.street(), decoy: true }, { label: 'City / State / Zip', w: 1.6, key: `${k}csz`, v: o?.cityStZip(), decoy: true }]);
  return lines(s, L, X, y, W, [{ label: 'Cell Phone', w: 1, key: `${k}cell`, v: o?.cell() }, { label: 'E-mail', w: 1.6, key: `${k}email`, v: o?.o.email }]);
}

function page2(c: Ctx, total: number): void {
  const { b, d, s } = c;
  s.newPage();
  let y = head(c, 2, total);
  text(s, L, 'OWNER INFORMATION', X, y, { font: 'Times-Bold', size: 12, width: W, align: 'center' });
  text(s, L, GUARANTOR_NOTE, X, y + 15, { font: 'Times-Italic', size: 8, width: W, align: 'center' });
  y += 30;
  for (const n of [1, 2]) y = ownerRows(c, c.owners[n - 1] ?? null, n, y) + 8;
  y = band(s, L, 'Business Bank Account', X, y, W);
  y = lines(s, L, X, y, W, [{ label: 'Bank Name', w: 1.4, v: d.bank.name, decoy: true }, { label: 'Routing #', w: 1, v: d.bank.routing, decoy: true }, { label: 'Account #', w: 1.1, v: d.bank.account, decoy: true }]);
  y = band(s, L, 'Trade References', X, y + 8, W);
  table(s, L, 'ref', X, y + 2, W, [{ label: 'Company Name', w: 2 }, { label: 'Contact Person', w: 1.4 }, { label: 'Telephone', w: 1.1 }], refRows(b, 3), 16);
}

function sigRows(c: Ctx, o: OwnerV | null, n: number, y: number): number {
  signLine(c.s, L, X, y + 22, W * 0.45, `Signature of Owner / Guarantor #${n}`, o !== null);
  lines(c.s, L, X + W * 0.5, y, W * 0.5, [{ label: 'Print Name', w: 1, key: `sig${n}_name`, v: o?.full() }]);
  lines(c.s, L, X + W * 0.5, y + 18, W * 0.5, [{ label: 'Title', w: 1.2, key: `sig${n}_title`, v: o?.title() },
    { label: 'Date', w: 1, key: `sig${n}_date`, v: o ? c.b.date(c.d.signDate) : '', decoy: true }]);
  return y + 46;
}

function page3(c: Ctx, total: number): void {
  const s = c.s;
  s.newPage();
  let y = head(c, 3, total);
  text(s, L, 'TERMS AND CONDITIONS', X, y, { font: 'Times-Bold', size: 12, width: W, align: 'center' });
  y = finePrint(s, L, terms(T), X, y + 18, W, { size: 7.6 }) + 10;
  y = finePrint(s, L, [authorization(T)], X, y, W, { size: 8, font: 'Times-Bold' }) + 14;
  for (const n of [1, 2]) y = sigRows(c, c.owners[n - 1] ?? null, n, y);
  if (c.owners.length > 2) text(s, L, 'Additional owners / guarantors sign the attached Addendum.', X, y, { font: 'Times-Italic', size: 8 });
}

function page4(c: Ctx, total: number): void {
  const s = c.s;
  s.newPage();
  let y = head(c, 4, total);
  text(s, L, 'ADDITIONAL OWNER / GUARANTOR ADDENDUM', X, y, { font: 'Times-Bold', size: 12, width: W, align: 'center' });
  text(s, L, 'This Addendum is part of the application above and is subject to its Terms and Conditions.', X, y + 15, { font: 'Times-Italic', size: 8, width: W, align: 'center' });
  y += 32;
  for (const n of [3, 4]) y = ownerRows(c, c.owners[n - 1] ?? null, n, y) + 8;
  y = band(s, L, 'Signatures', X, y + 4, W) + 8;
  for (const n of [3, 4]) y = sigRows(c, c.owners[n - 1] ?? null, n, y);
}

export const harborline: Layout = {
  name: 'harborline-iso-underlined',
  company: 'Harborline Capital Partners, Inc.',
  pen: (rng) => penOf(rng, ['Times-Roman', 'Courier', 'Helvetica']),
  build(c) {
    const total = c.owners.length > 2 ? 4 : 3;
    page1(c, total); page2(c, total); page3(c, total);
    if (total === 4) page4(c, total);
  },
};
