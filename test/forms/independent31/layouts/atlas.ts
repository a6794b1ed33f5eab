// Atlas Crest Funding Group: an ISO's form of lines with small captions under them and black section bars. Page 1
// the ISO's submission strip, business, request and owners 1-2; page 2 terms; page 3 the Additional Owner /
// Guarantor section (owners 3-4), existing advances, bank, trade references and landlord; page 4 signatures.
// It asks no credit score.
import { advanceRows, entityOpts, freqOpts, questions, refRows, sigBlock } from '../blocks.ts';
import { footer, penOf, PAGE_W, type Ctx, type Layout } from '../ctx.ts';
import { band, captions, checks, finePrint, table, text, type Look } from '../draw.ts';
import { authorization, terms, type TermsCtx } from '../terms.ts';
import type { OwnerV } from '../values.ts';

const L: Look = { font: 'Helvetica', bold: 'Helvetica-Bold', labelSize: 5.8, caps: true, ink: '#111', accent: '#111111', shade: '#e8e8e8', band: 'solid' };
const X = 40, W = PAGE_W - 80, TOTAL = 4;
const T: TermsCtx = { funder: 'Atlas Crest Funding Group, LLC', short: 'Atlas Crest', law: 'New York', city: 'Kings County, New York' };

function logo(c: Ctx, x: number, y: number): void {
  const d = c.s.doc;
  d.save().lineWidth(1.3).strokeColor('#111').circle(x + 15, y + 15, 14).stroke();
  d.ellipse(x + 15, y + 15, 6, 14).stroke().moveTo(x + 1, y + 15).lineTo(x + 29, y + 15).stroke();
  d.moveTo(x + 4, y + 8).lineTo(x + 26, y + 8).stroke().moveTo(x + 4, y + 22).lineTo(x + 26, y + 22).stroke().restore();
  text(c.s, L, 'ATLAS CREST', x + 38, y + 1, { bold: true, size: 17 });
  text(c.s, L, 'FUNDING GROUP', x + 39, y + 19, { size: 8, color: '#444' });
}

function head(c: Ctx, page: number): number {
  logo(c, X, 26);
  captions(c.s, L, X + W - 270, 28, 270, [{ label: 'Business Name', w: 2, key: `hdr${page}_name`, v: c.b.legal() },
    { label: 'File #', w: 1, key: `hdr${page}_file`, v: `AC-${c.d.appNo.slice(0, 2)}-${c.d.appNo.slice(2)}`, decoy: true, system: true }], 13);
  c.s.doc.rect(X, 62, W, 3).fill('#111');
  footer(c, L, 'ATLAS CREST FUNDING GROUP, LLC  *  545 Eighth Ave, Suite 1400, New York, NY 10018  *  ACFG Application 2024-B', page, TOTAL);
  return 72;
}

function isoStrip(c: Ctx, y: number): number {
  const { d, b, s } = c;
  s.doc.rect(X, y, W, 38).fill(L.shade);
  text(s, L, 'SUBMITTED BY (ISO USE ONLY)', X + 4, y + 3, { bold: true, size: 6 });
  captions(s, L, X + 4, y + 11, W - 8, [{ label: 'ISO / Broker Company', w: 1.6, v: d.iso.name, decoy: true, system: true }, { label: 'Rep', w: 1.1, v: d.iso.contact, decoy: true, system: true },
    { label: 'ISO Phone', w: 0.9, v: b.phone(d.iso.phone), decoy: true, system: true }, { label: 'ISO EIN', w: 0.8, v: `${d.iso.ein.slice(0, 2)}-${d.iso.ein.slice(2)}`, decoy: true, system: true }], 13);
  return y + 44;
}

function business(c: Ctx, y: number): number {
  const { b, d, s } = c;
  y = band(s, L, 'Business Information', X, y, W) + 2;
  y = captions(s, L, X, y, W, [{ label: 'Business Legal Name', w: 1.5, v: b.legal() }, { label: 'DBA', w: 1, v: b.dba() }]);
  y = captions(s, L, X, y, W, [{ label: 'Physical Address', w: 2, v: d.addr.street }, { label: 'City', w: 1.1, v: d.addr.city }, { label: 'State', w: 0.4, v: b.state() }, { label: 'Zip', w: 0.6, v: d.addr.zip }]);
  y = captions(s, L, X, y, W, [{ label: 'Federal Tax ID / SSN (Sole Prop.)', w: 1.2, v: b.taxId() }, { label: 'Date Established', w: 1, v: b.start() },
    { label: 'Years in Business', w: 0.7, v: b.yearsInBusiness() }, { label: 'State of Inc.', w: 0.6, v: b.incState(), decoy: b.incDiffers() }, { label: 'Business Phone', w: 1, v: b.phone() }]);
  checks(s, L, 'entity', X, y + 2, 'Entity', entityOpts(b, ['Corporation', 'S-Corp', 'LLC', 'Partnership', 'Sole Proprietor', 'Non-Profit', 'Other:']), 7);
  y += 16;
  return captions(s, L, X, y, W, [{ label: 'Industry / Type of Business', w: 1.4, v: b.industry() }, { label: 'E-mail', w: 1.3, v: d.email }, { label: 'Website', w: 1.1, v: d.website ?? '' }]);
}

function request(c: Ctx, y: number): number {
  const { b, d, s } = c;
  y = band(s, L, 'Funding Request & Use of Funds', X, y, W) + 2;
  y = captions(s, L, X, y, W, [{ label: 'Amount Requested', w: 1, v: b.amount() }, { label: 'Use of Funds', w: 2, v: d.use }, { label: 'Gross Monthly Sales', w: 1, v: b.plainMoney(d.monthlySales) }]);
  y = captions(s, L, X, y, W * 0.5, [{ label: 'Desired Payment', w: 1, v: b.payment() }, { label: 'No. of Payments', w: 1, v: b.numPayments() }]);
  checks(s, L, 'freq', X + W * 0.5, y - 22, 'Remit', freqOpts(b, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']), 7);
  return y;
}

function owner(c: Ctx, o: OwnerV | null, n: number, y: number, title: string): number {
  const s = c.s, k = `own${n}_`;
  y = band(s, L, title, X, y, W) + 2;
  y = captions(s, L, X, y, W, [{ label: 'First Name', w: 1.2, key: `${k}first`, v: o?.first() }, { label: 'Last Name', w: 1.4, key: `${k}last`, v: o?.last() },
    { label: 'Title', w: 1, key: `${k}title`, v: o?.title() }, { label: '% Ownership', w: 0.6, key: `${k}pct`, v: o?.pct() }]);
  y = captions(s, L, X, y, W, [{ label: 'SSN', w: 1, key: `${k}ssn`, v: o?.taxId() }, { label: 'Date of Birth', w: 0.9, key: `${k}dob`, v: o?.dob() },
    { label: 'Cell Phone', w: 1, key: `${k}cell`, v: o?.cell() }, { label: 'E-mail', w: 1.6, key: `${k}email`, v: o?.o.email }]);
  return captions(s, L, X, y, W, [{ label: 'Home Address', w: 1.8, key: `${k}home`, v: o?.street(), decoy: true }, { label: 'City, State, Zip', w: 1.6, key: `${k}csz`, v: o?.cityStZip(), decoy: true }]);
}

function page3(c: Ctx): void {
  const { b, d, s } = c;
  s.newPage();
  let y = head(c, 3);
  text(s, L, 'ADDITIONAL OWNER / GUARANTOR', X, y, { bold: true, size: 10 });
  text(s, L, 'Complete for every additional owner of 20% or more and for any guarantor not listed on page 1.', X, y + 13, { size: 7, color: '#444' });
  y += 26;
  for (const n of [3, 4]) y = owner(c, c.owners[n - 1] ?? null, n, y, `Owner / Guarantor #${n}`) + 4;
  y = band(s, L, 'Existing Advances / Loans', X, y, W);
  y = table(s, L, 'adv', X, y + 2, W, [{ label: 'Funder', w: 2 }, { label: 'Funded', w: 1, align: 'right' }, { label: 'Balance', w: 1, align: 'right' },
    { label: 'Payment', w: 1, align: 'right' }, { label: 'Frequency', w: 0.9 }], advanceRows(b, 3), 16) + 8;
  y = band(s, L, 'Bank Information', X, y, W) + 2;
  y = captions(s, L, X, y, W, [{ label: 'Bank Name', w: 1.4, v: d.bank.name, decoy: true }, { label: 'Routing #', w: 1, v: d.bank.routing, decoy: true }, { label: 'Account #', w: 1.1, v: d.bank.account, decoy: true }]);
  y = band(s, L, 'Trade References', X, y, W);
  y = table(s, L, 'ref', X, y + 2, W, [{ label: 'Company', w: 2 }, { label: 'Contact', w: 1.4 }, { label: 'Phone', w: 1.1 }], refRows(b, 3), 16) + 8;
  y = band(s, L, 'Landlord / Mortgage Holder', X, y, W) + 2;
  y = captions(s, L, X, y, W, [{ label: 'Name', w: 1.6, v: d.landlord.name, decoy: true }, { label: 'Phone', w: 1, v: b.phone(d.landlord.phone), decoy: true }, { label: 'Monthly Rent', w: 0.8, v: b.plainMoney(d.landlord.rent), decoy: true }]);
  y = band(s, L, 'Merchant Disclosures', X, y, W);
  questions(s, L, c.rng, X, y + 5, W, 4);
}

export const atlas: Layout = {
  name: 'atlas-crest-captioned',
  company: 'Atlas Crest Funding Group, LLC',
  pen: (rng) => penOf(rng, ['Helvetica', 'Courier', 'Times-Roman']),
  build(c) {
    const s = c.s;
    s.newPage();
    let y = isoStrip(c, head(c, 1));
    y = business(c, y) + 4;
    y = request(c, y) + 4;
    for (const n of [1, 2]) y = owner(c, c.owners[n - 1] ?? null, n, y, `Owner #${n}`) + 4;
    s.newPage();
    y = head(c, 2);
    text(s, L, 'TERMS AND CONDITIONS', X, y, { bold: true, size: 10 });
    finePrint(s, L, terms(T), X, y + 16, W, { size: 7, cols: 2, height: 640 });
    page3(c);
    s.newPage();
    y = band(s, L, 'Authorization & Signatures', X, head(c, 4), W);
    y = finePrint(s, L, [authorization(T)], X, y + 6, W, { size: 8 }) + 18;
    const half = (W - 24) / 2;
    for (let n = 1; n <= 4; n++) sigBlock(s, L, c.b, c.owners[n - 1] ?? null, n, X + ((n - 1) % 2) * (half + 24), y + Math.floor((n - 1) / 2) * 100, half, 'Owner / Guarantor');
  },
};
