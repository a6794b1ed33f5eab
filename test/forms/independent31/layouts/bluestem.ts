// Bluestem Merchant Funding: rounded section boxes with light rules, owners 1 and 2 side by side on page 1; page 2
// the funding request, bank, existing advances, references and landlord; page 3 terms and signatures; owners 3 and
// 4 on a "Continuation Sheet - Owner 3 / Owner 4" printed in a typewriter face, only when there are more owners.
import { advanceRows, entityOpts, freqOpts, ownOpts, questions, refRows } from '../blocks.ts';
import { footer, penOf, PAGE_W, type Ctx, type Layout } from '../ctx.ts';
import { checks, finePrint, lines, rules, signLine, table, text, type Look } from '../draw.ts';
import { authorization, terms, type TermsCtx } from '../terms.ts';
import type { OwnerV } from '../values.ts';

const L: Look = { font: 'Helvetica', bold: 'Helvetica-Bold', labelSize: 6.3, caps: false, ink: '#263028', accent: '#3f6b35', shade: '#e6efe1', band: 'tab' };
const C: Look = { font: 'Courier', bold: 'Courier-Bold', labelSize: 8, caps: true, ink: '#111', accent: '#111', shade: '#eee', band: 'rule' };
const X = 38, W = PAGE_W - 76;
const T: TermsCtx = { funder: 'Bluestem Merchant Funding, Inc.', short: 'Bluestem', law: 'Delaware', city: 'New Castle County, Delaware' };

function logo(c: Ctx, x: number, y: number): void {
  const d = c.s.doc;
  d.save().lineWidth(1.6).strokeColor(L.accent).lineCap('round');
  for (let i = 0; i < 5; i++) d.moveTo(x + 6 + i * 5, y + 30).quadraticCurveTo(x + 4 + i * 6, y + 14, x + 2 + i * 8, y + 2 + (i % 2) * 5).stroke();
  d.restore();
  text(c.s, L, 'bluestem', x + 42, y + 2, { bold: true, size: 19, color: L.accent });
  text(c.s, L, 'MERCHANT FUNDING', x + 43, y + 23, { size: 7, color: '#666' });
}

function head(c: Ctx, page: number, total: number): number {
  logo(c, X, 28);
  const s = c.s;
  text(s, L, 'Merchant Application', X + W - 220, 28, { bold: true, size: 12, width: 220, align: 'right', color: L.accent });
  rules(s, L, X + W - 260, 44, 260, 20, [{ label: 'Business name', w: 2.2, key: `hdr${page}_name`, v: c.b.legal() },
    { label: 'Application no.', w: 1, key: `hdr${page}_app`, v: `BMF${c.d.appNo}`, decoy: true, system: true }]);
  footer(c, L, 'Bluestem Merchant Funding, Inc.  |  1201 N Market St, Wilmington, DE 19801  |  BMF-MA v7', page, total);
  return 78;
}

/** A rounded box with its title; returns the inner top. */
function box(c: Ctx, title: string, y: number, h: number, x = X, w = W): number {
  const d = c.s.doc;
  d.lineWidth(0.9).strokeColor(L.accent).roundedRect(x, y, w, h, 6).stroke();
  const tw = d.font(L.bold).fontSize(8).widthOfString(title) + 12;
  d.rect(x + 10, y - 5, tw, 10).fill('#fff');
  text(c.s, L, title, x + 16, y - 4, { bold: true, size: 8, color: L.accent });
  return y + 9;
}

function ownerBox(c: Ctx, o: OwnerV | null, n: number, x: number, y: number, w: number): void {
  const s = c.s, k = `owner${n}_`, iw = w - 16;
  let iy = box(c, `Owner ${n}`, y, 182, x, w);
  iy = rules(s, L, x + 8, iy, iw, 22, [{ label: 'Full name', w: 2, key: `${k}name`, v: o?.full() }]);
  iy = rules(s, L, x + 8, iy, iw, 22, [{ label: 'Title', w: 1.4, key: `${k}title`, v: o?.title() }, { label: '% of ownership', w: 1, key: `${k}pct`, v: o?.pct() }]);
  iy = rules(s, L, x + 8, iy, iw, 22, [{ label: 'SSN', w: 1.3, key: `${k}ssn`, v: o?.taxId() }, { label: 'Date of birth', w: 1.1, key: `${k}dob`, v: o?.dob() }]);
  iy = rules(s, L, x + 8, iy, iw, 22, [{ label: 'Home address', w: 1, key: `${k}home`, v: o ? `${o.street()}, ${o.cityStZip()}` : '', decoy: true }]);
  iy = rules(s, L, x + 8, iy, iw, 22, [{ label: 'Mobile', w: 1, key: `${k}cell`, v: o?.cell() }, { label: 'Credit score (approx.)', w: 1, key: `${k}fico`, v: o?.score() }]);
  rules(s, L, x + 8, iy, iw, 22, [{ label: 'E-mail', w: 1, key: `${k}email`, v: o?.o.email }]);
}

/** A rounded box of height h whose content `draw` fills from its inner top; returns the y for the next box. */
function section(c: Ctx, title: string, y: number, h: number, draw: (iy: number) => void): number {
  draw(box(c, title, y, h));
  return y + h + 16;
}

function page1(c: Ctx, total: number): void {
  const { b, d, s } = c;
  s.newPage();
  const w = W - 16, x = X + 8;
  const top = section(c, 'Business information', head(c, 1, total) + 4, 168, (y) => {
    y = rules(s, L, x, y, w, 22, [{ label: 'Legal business name', w: 1.6, v: b.legal() }, { label: 'DBA', w: 1, v: b.dba() }]);
    y = rules(s, L, x, y, w, 22, [{ label: 'Business address', w: 2, v: d.addr.street }, { label: 'City', w: 1, v: d.addr.city }, { label: 'State', w: 0.45, v: b.state() }, { label: 'ZIP', w: 0.6, v: d.addr.zip }]);
    y = rules(s, L, x, y, w, 22, [{ label: 'Federal tax ID', w: 1, v: b.taxId() }, { label: 'Date business started', w: 1, v: b.start() },
      { label: 'State of incorporation', w: 0.9, v: b.incState(), decoy: b.incDiffers() }, { label: 'Phone', w: 1, v: b.phone() }]);
    y = rules(s, L, x, y, w, 22, [{ label: 'What does the business do?', w: 1.6, v: b.industry() }, { label: 'Business e-mail', w: 1.4, v: d.email }, { label: 'Website', w: 1.2, v: d.website ?? '' }]);
    checks(s, L, 'entity', x, y + 4, 'Entity', entityOpts(b, ['Corporation', 'S-Corp', 'LLC', 'LLP', 'Partnership', 'Sole Proprietor', 'Other']), 7);
    checks(s, L, 'premises', x, y + 24, 'Location is', ownOpts(b), 8);
    rules(s, L, X + W / 2, y + 16, W / 2 - 8, 22, [{ label: 'Number of employees', w: 1, v: String(d.employees) }, { label: 'Average monthly sales', w: 1.2, v: b.plainMoney(d.monthlySales) }]);
  });
  const half = (W - 14) / 2;
  ownerBox(c, c.owners[0] ?? null, 1, X, top, half);
  ownerBox(c, c.owners[1] ?? null, 2, X + half + 14, top, half);
  text(s, L, c.owners.length > 2 ? 'More owners: see the Continuation Sheet (Owner 3 / Owner 4) attached.' : 'Three or more owners? Ask for the Continuation Sheet (Owner 3 / Owner 4).', X, top + 192, { size: 7, color: '#555' });
}

function page2(c: Ctx, total: number): void {
  const { b, d, s } = c;
  s.newPage();
  const w = W - 16, x = X + 8;
  let y = section(c, 'Funding request & use of funds', head(c, 2, total) + 4, 62, (iy) => {
    iy = rules(s, L, x, iy, w, 22, [{ label: 'Amount requested', w: 1, v: b.amount() }, { label: 'Use of funds', w: 2.2, v: d.use }]);
    rules(s, L, x, iy, W / 2 - 8, 22, [{ label: 'Preferred payment', w: 1, v: b.payment() }, { label: 'Term (no. of payments)', w: 1, v: b.numPayments() }]);
    checks(s, L, 'freq', X + W / 2 + 6, iy + 10, 'Payments', freqOpts(b), 7);
  });
  y = section(c, 'Bank information', y, 36, (iy) => {
    rules(s, L, x, iy, w, 22, [{ label: 'Bank name', w: 1.3, v: d.bank.name, decoy: true }, { label: 'Routing number', w: 1, v: d.bank.routing, decoy: true }, { label: 'Account number', w: 1.1, v: d.bank.account, decoy: true }]);
  });
  y = section(c, 'Existing advances / loans', y, 104, (iy) => {
    table(s, L, 'adv', x, iy + 2, w, [{ label: 'Funder / lender', w: 2 }, { label: 'Amount funded', w: 1, align: 'right' }, { label: 'Balance owed', w: 1, align: 'right' },
      { label: 'Payment', w: 1, align: 'right' }, { label: 'How often', w: 0.9 }], advanceRows(b, 4), 18);
  });
  y = section(c, 'Trade references', y, 86, (iy) => {
    table(s, L, 'ref', x, iy + 2, w, [{ label: 'Company', w: 2 }, { label: 'Contact', w: 1.4 }, { label: 'Phone', w: 1.1 }], refRows(b, 3), 18);
  });
  y = section(c, 'Landlord', y, 36, (iy) => {
    rules(s, L, x, iy, w, 22, [{ label: 'Landlord / mortgage company', w: 1.8, v: d.landlord.name, decoy: true }, { label: 'Phone', w: 1, v: b.phone(d.landlord.phone), decoy: true },
      { label: 'Monthly payment', w: 0.9, v: b.plainMoney(d.landlord.rent), decoy: true }]);
  });
  section(c, 'A few more questions', y, 80, (iy) => { questions(s, L, c.rng, x, iy + 2, w, 5); });
}

function page3(c: Ctx, total: number): void {
  const s = c.s;
  s.newPage();
  let y = head(c, 3, total);
  text(s, L, 'Terms and conditions', X, y, { bold: true, size: 11, color: L.accent });
  y = finePrint(s, L, terms(T), X, y + 16, W, { size: 6.8, cols: 2, height: 420 }) + 8;
  y = finePrint(s, L, [authorization(T)], X, y, W, { size: 7.5 }) + 14;
  for (const n of [1, 2]) {
    const o = c.owners[n - 1] ?? null, x = X + (n - 1) * (W / 2 + 8), w = W / 2 - 8;
    signLine(s, L, x, y + 26, w, `Owner ${n} signature`, o !== null);
    rules(s, L, x, y + 40, w, 22, [{ label: 'Printed name', w: 1.5, key: `sig${n}_name`, v: o?.full() }, { label: 'Date', w: 1, key: `sig${n}_date`, v: o ? c.b.date(c.d.signDate) : '', decoy: true }]);
  }
}

function continuation(c: Ctx, total: number): void {
  const s = c.s;
  s.newPage();
  text(s, C, 'BLUESTEM MERCHANT FUNDING, INC.', X, 36, { bold: true, size: 11 });
  text(s, C, 'CONTINUATION SHEET - OWNER 3 / OWNER 4', X, 52, { bold: true, size: 11 });
  let y = lines(s, C, X, 68, W, [{ label: 'Business name', w: 2, key: 'cont_business', v: c.b.legal() }, { label: 'App no.', w: 1, key: 'cont_app', v: `BMF${c.d.appNo}`, decoy: true, system: true }], 16) + 6;
  for (const n of [3, 4]) {
    const o = c.owners[n - 1] ?? null, k = `owner${n}_`;
    text(s, C, `---------------------------- OWNER ${n} ----------------------------`, X, y, { bold: true, size: 9 });
    y = lines(s, C, X, y + 10, W, [{ label: `Owner ${n} full name`, w: 1, key: `${k}name`, v: o?.full() }], 16);
    y = lines(s, C, X, y, W, [{ label: 'Title', w: 1, key: `${k}title`, v: o?.title() }, { label: 'Ownership %', w: 0.8, key: `${k}pct`, v: o?.pct() }], 16);
    y = lines(s, C, X, y, W, [{ label: 'SSN', w: 1, key: `${k}ssn`, v: o?.taxId() }, { label: 'DOB', w: 0.8, key: `${k}dob`, v: o?.dob() }, { label: 'FICO', w: 0.5, key: `${k}fico`, v: o?.score() }], 16);
    y = lines(s, C, X, y, W, [{ label: 'Home address', w: 1, key: `${k}home`, v: o ? `${o.street()}, ${o.cityStZip()}` : '', decoy: true }], 16);
    y = lines(s, C, X, y, W, [{ label: 'Cell', w: 0.8, key: `${k}cell`, v: o?.cell() }, { label: 'E-mail', w: 1.3, key: `${k}email`, v: o?.o.email }], 16);
    signLine(s, C, X, y + 28, W * 0.55, `Owner ${n} signature`, o !== null);
    y = lines(s, C, X + W * 0.6, y + 12, W * 0.4, [{ label: 'Date', w: 1, key: `sig${n}_date`, v: o ? c.b.date(c.d.signDate) : '', decoy: true }], 16) + 26;
  }
  text(s, C, 'THE UNDERSIGNED AGREE TO THE TERMS AND CONDITIONS OF THE APPLICATION TO WHICH THIS SHEET IS ATTACHED.', X, y, { size: 7.5, width: W });
  text(s, C, `FORM BMF-CS (2019)                                                        PAGE ${total} OF ${total}`, X, 760, { size: 7 });
}

export const bluestem: Layout = {
  name: 'bluestem-continuation-sheet',
  company: 'Bluestem Merchant Funding, Inc.',
  pen: (rng) => penOf(rng, ['Helvetica', 'Courier']),
  build(c) {
    const total = c.owners.length > 2 ? 4 : 3;
    page1(c, total); page2(c, total); page3(c, total);
    if (total === 4) continuation(c, total);
  },
};
