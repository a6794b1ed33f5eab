// Northgate Business Capital: a cross-border funder (United States and Canada) whose portal prints label: value
// columns with shaded value boxes beside a coloured stripe. A Canadian deal gets the Canadian variant (Operating
// Name (O/A), Business Number with its program account, province, postal code, SIN, PIPEDA consent). Page 1 business,
// request and owners 1-2; page 2 Additional Owner / Guarantor, existing advances, bank and references; page 3 terms,
// consent and signatures.
import { advanceRows, questions, refRows } from '../blocks.ts';
import { footer, penOf, PAGE_H, PAGE_W, type Ctx, type Layout } from '../ctx.ts';
import { finePrint, put, signLine, table, text, type Cell, type Look } from '../draw.ts';
import { authorization, pipeda, terms, type TermsCtx } from '../terms.ts';
import type { OwnerV, V } from '../values.ts';

const L: Look = { font: 'Helvetica', bold: 'Helvetica-Bold', labelSize: 6.5, caps: false, ink: '#1e2a38', accent: '#b0471e', shade: '#f1ede9', band: 'rule' };
const X = 52, W = PAGE_W - 52 - 36, TOTAL = 3;
const PROV: Record<string, string> = { ON: 'Ontario', QC: 'Quebec', BC: 'British Columbia', AB: 'Alberta', MB: 'Manitoba', NS: 'Nova Scotia', SK: 'Saskatchewan' };

function termsCtx(c: Ctx): TermsCtx {
  return c.b.ca ? { funder: 'Northgate Business Capital ULC', short: 'Northgate', law: 'Ontario', city: 'Toronto, Ontario' }
    : { funder: 'Northgate Business Capital, LLC', short: 'Northgate', law: 'Illinois', city: 'Cook County, Illinois' };
}

/** A column of "label | shaded value" rows; returns the y below. */
function kv(c: Ctx, x: number, y: number, w: number, rows: readonly Cell[], lw = 0.36): number {
  const d = c.s.doc;
  for (const r of rows) {
    text(c.s, L, r.label, x, y + 4.5, { size: 7, color: '#555', width: w * lw - 6, align: 'right' });
    d.roundedRect(x + w * lw, y, w * (1 - lw), 15, 2).fill(L.shade);
    put(c.s, r, x + w * lw, y + 0.5, w * (1 - lw), 14);
    y += 18;
  }
  return y;
}

function section(c: Ctx, n: number, title: string, y: number): number {
  const d = c.s.doc;
  d.circle(X + 7, y + 6, 7).fill(L.accent);
  text(c.s, L, String(n), X + 4.5, y + 2, { bold: true, size: 8, color: '#fff' });
  text(c.s, L, title, X + 20, y + 1.5, { bold: true, size: 10 });
  d.lineWidth(0.5).strokeColor('#c9c2bb').moveTo(X + 20, y + 15).lineTo(X + W, y + 15).stroke();
  return y + 22;
}

function head(c: Ctx, page: number): number {
  const d = c.s.doc, ca = c.b.ca;
  d.rect(0, 0, 18, PAGE_H).fill(L.accent).rect(18, 0, 4, PAGE_H).fill('#e0b8a6');
  d.save().lineWidth(2.2).strokeColor(L.ink).moveTo(X, 58).lineTo(X, 40).bezierCurveTo(X, 26, X + 22, 26, X + 22, 40).lineTo(X + 22, 58).stroke();
  d.lineWidth(1.2).moveTo(X + 11, 58).lineTo(X + 11, 34).stroke().restore();
  text(c.s, L, 'NORTHGATE', X + 32, 28, { bold: true, size: 16 });
  text(c.s, L, ca ? 'BUSINESS CAPITAL  ·  CANADA' : 'BUSINESS CAPITAL', X + 32, 46, { size: 7.5, color: L.accent });
  text(c.s, L, ca ? 'Application for Business Financing / Demande de financement' : 'Application for Business Financing', X + W - 280, 28, { bold: true, size: 9, width: 280, align: 'right' });
  kv(c, X + W - 280, 40, 280, [{ label: 'Business', key: `hdr${page}_business`, w: 1, v: c.b.legal(), system: true },
    { label: 'Application #', key: `hdr${page}_app`, w: 1, v: `NG-${c.d.appNo}`, decoy: true, system: true }], 0.3);
  footer(c, L, ca ? 'Northgate Business Capital ULC - 100 King St W, Suite 5600, Toronto, ON M5X 1C9' : 'Northgate Business Capital, LLC - 233 S Wacker Dr, Suite 8400, Chicago, IL 60606', page, TOTAL);
  return 84;
}

function stateV(c: Ctx): V {
  const st = c.d.addr.state;
  return c.b.ca && c.rng.chance(0.3) ? { text: PROV[st] ?? st, f: c.b.stateF() } : c.b.state();
}

function business(c: Ctx, y: number): number {
  const { b, d } = c, ca = b.ca, half = (W - 16) / 2;
  y = section(c, 1, ca ? 'Business Information' : 'Business Information', y);
  const left = kv(c, X, y, half, [
    { label: 'Legal Business Name', w: 1, v: b.legal() }, { label: ca ? 'Operating Name (O/A)' : 'DBA', w: 1, v: b.dba() },
    { label: 'Street Address', w: 1, v: d.addr.street }, { label: 'City', w: 1, v: d.addr.city },
    { label: ca ? 'Province' : 'State', w: 1, v: stateV(c) }, { label: ca ? 'Postal Code' : 'ZIP Code', w: 1, v: d.addr.zip },
    { label: 'Country', w: 1, v: { text: ca ? 'Canada' : 'United States', f: { 'application.country': ca ? 'Canada' : 'United States' } } },
  ]);
  const right = kv(c, X + half + 16, y, half, [
    { label: ca ? 'Business Number (BN)' : 'Federal EIN', w: 1, v: b.taxId() }, { label: 'Legal Structure', w: 1, v: b.entityText() },
    { label: ca ? 'Jurisdiction of Inc.' : 'State of Formation', w: 1, v: b.incState(), decoy: b.incDiffers() }, { label: 'Date Business Started', w: 1, v: b.start() },
    { label: 'Industry', w: 1, v: b.industry() }, { label: 'Business Phone', w: 1, v: b.phone() }, { label: 'Business E-mail', w: 1, v: d.email },
  ]);
  return Math.max(left, right);
}

function request(c: Ctx, y: number): number {
  const { b, d } = c, half = (W - 16) / 2;
  y = section(c, 2, 'Funding Request & Use of Funds', y);
  kv(c, X, y, half, [{ label: 'Amount Requested', w: 1, v: b.amount() }, { label: 'Use of Funds', w: 1, v: d.use }]);
  return kv(c, X + half + 16, y, half, [{ label: 'Average Monthly Revenue', w: 1, v: b.plainMoney(d.monthlySales) }, { label: 'Employees', w: 1, v: String(d.employees) }]);
}

function owner(c: Ctx, o: OwnerV | null, n: number, x: number, y: number, w: number): number {
  const k = `owner${n}_`, ca = c.b.ca;
  text(c.s, L, `Owner / Guarantor ${n}`, x, y, { bold: true, size: 8, color: L.accent });
  return kv(c, x, y + 12, w, [
    { label: 'Full Name', w: 1, key: `${k}name`, v: o?.full() }, { label: 'Title', w: 1, key: `${k}title`, v: o?.title() },
    { label: 'Ownership %', w: 1, key: `${k}pct`, v: o?.pct() }, { label: ca ? 'SIN' : 'SSN', w: 1, key: `${k}tax`, v: o?.taxId() },
    { label: 'Date of Birth', w: 1, key: `${k}dob`, v: o?.dob() }, { label: 'Credit Score', w: 1, key: `${k}fico`, v: o?.score() },
    { label: 'Home Address', w: 1, key: `${k}home`, v: o?.street(), decoy: true }, { label: 'City / Region / Code', w: 1, key: `${k}csz`, v: o?.cityStZip(), decoy: true },
    { label: 'Mobile', w: 1, key: `${k}cell`, v: o?.cell() },
  ], 0.34);
}

function owners(c: Ctx, first: number, n: number, title: string, y: number): number {
  const half = (W - 16) / 2;
  y = section(c, n, title, y);
  const a = owner(c, c.owners[first - 1] ?? null, first, X, y, half);
  return Math.max(a, owner(c, c.owners[first] ?? null, first + 1, X + half + 16, y, half));
}

function page2(c: Ctx): void {
  const { b, d, s } = c, ca = b.ca;
  s.newPage();
  let y = owners(c, 3, 4, 'Additional Owner / Guarantor', head(c, 2)) + 8;
  y = section(c, 5, 'Existing Advances / Loans', y);
  y = table(s, L, 'adv', X, y, W, [{ label: 'Funder / Lender', w: 2 }, { label: 'Original Amount', w: 1, align: 'right' }, { label: 'Balance', w: 1, align: 'right' },
    { label: 'Payment', w: 1, align: 'right' }, { label: 'Frequency', w: 0.8 }], advanceRows(b, 3), 16) + 12;
  y = section(c, 6, 'Bank Information', y);
  const half = (W - 16) / 2;
  const left = kv(c, X, y, half, [{ label: ca ? 'Financial Institution' : 'Bank Name', w: 1, v: d.bank.name, decoy: true },
    ...(ca ? [{ label: 'Transit #', w: 1, v: d.bank.transit, decoy: true }] : [{ label: 'Routing #', w: 1, v: d.bank.routing, decoy: true }])]);
  const right = kv(c, X + half + 16, y, half, [{ label: 'Account #', w: 1, v: d.bank.account, decoy: true },
    ...(ca ? [{ label: 'Institution #', w: 1, v: c.rng.pick(['003', '004', '002', '001', '010', '815']), decoy: true }] : [{ label: 'Account Type', w: 1, v: 'Business Checking' }])]);
  y = section(c, 7, 'Trade References', Math.max(left, right) + 8);
  y = table(s, L, 'ref', X, y, W, [{ label: 'Company', w: 2 }, { label: 'Contact', w: 1.4 }, { label: 'Phone', w: 1.1 }], refRows(b, 3), 16) + 12;
  questions(s, L, c.rng, X, section(c, 8, 'Background', y), W);
}

function page3(c: Ctx): void {
  const s = c.s, T = termsCtx(c);
  s.newPage();
  let y = section(c, 9, 'Terms and Conditions', head(c, 3));
  y = finePrint(s, L, terms(T), X, y, W, { size: 6.6, cols: 2, height: 330 }) + 6;
  if (c.b.ca) y = finePrint(s, L, [pipeda(T)], X, y, W, { size: 7 }) + 8;
  y = section(c, 10, 'Signatures', y);
  y = finePrint(s, L, [authorization(T)], X, y, W, { size: 7 }) + 10;
  const half = (W - 16) / 2;
  for (let n = 1; n <= 4; n++) {
    const o = c.owners[n - 1] ?? null, x = X + ((n - 1) % 2) * (half + 16), yy = y + Math.floor((n - 1) / 2) * 84;
    signLine(s, L, x, yy + 22, half, `Owner / Guarantor ${n} signature`, o !== null);
    kv(c, x, yy + 32, half, [{ label: 'Printed Name', w: 1, key: `sig${n}_name`, v: o?.full() },
      { label: 'Date', w: 1, key: `sig${n}_date`, v: o ? c.b.date(c.d.signDate) : '', decoy: true }], 0.3);
  }
}

export const northgate: Layout = {
  name: 'northgate-cross-border',
  company: 'Northgate Business Capital',
  canada: 0.5,
  pen: (rng) => penOf(rng, ['Helvetica', 'Courier']),
  build(c) {
    c.s.newPage();
    let y = business(c, head(c, 1)) + 6;
    y = request(c, y) + 6;
    owners(c, 1, 3, 'Principal Owners', y);
    page2(c);
    page3(c);
  },
};
