// Osprey Lane Funding: a two-up sheet (both pages of the form at 62%, page 1 left, page 2 right) that went through the
// scanner sideways: a portrait page holding the landscape sheet turned 90 or 270 degrees, with no /Rotate. US or
// Canadian by seed (EIN/SSN/State/ZIP or BN/SIN/Province/Postal code). Italic serif labels above plain rules;
// the first owner is on page 1, the others continue on page 2.
import { entityBox, money } from './format.ts';
import type { Freq } from './model.ts';
import type { Ctx, Layout } from './layout.ts';
import { row, scribble, type Look } from './parts.ts';
import type { Frame } from './sheet.ts';

const SLATE = '#3b3f6b';
const LOOK: Look = { place: 'above', font: 'Times-Italic', size: 8.5, color: '#3b3f6b' };
const L = 44, W = 524, SCALE = 0.62;
const FREQS: [Freq, string][] = [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-Weekly'], ['monthly', 'Monthly']];

function caps(ctx: Ctx, f: Frame, y: number, title: string): number {
  ctx.s.text(f, L, y, title.toUpperCase(), { font: 'Times-Bold', size: 10.5, color: SLATE });
  ctx.s.line(f, L, y + 14, L + W, y + 14, 0.5, SLATE);
  ctx.s.line(f, L, y + 16, L + W, y + 16, 0.5, SLATE);
  return y + 22;
}

function owner(ctx: Ctx, f: Frame, y: number, i: number): number {
  const { s, c, fl } = ctx;
  const ca = c.country === 'CA', o = c.owners[i];
  const v = <T>(g: () => T) => (o ? g() : '');
  s.text(f, L, y, `Owner ${i + 1}`, { font: 'Times-Bold', size: 9.5 });
  y += 12;
  y = row(s, f, LOOK, L, y, W, [{ key: `os_o${i}name`, label: 'Name', fill: v(() => fl.ownerName(i, 'full')) }, { key: `os_o${i}title`, label: 'Title', fill: v(() => fl.title(i)) },
    { key: `os_o${i}pct`, label: 'Ownership %', fill: v(() => fl.ownership(i)) }], [2, 1.2, 0.8]);
  y = row(s, f, LOOK, L, y, W, [{ key: `os_o${i}tax`, label: ca ? 'SIN' : 'SSN', fill: v(() => fl.ownerTax(i)) },
    { key: `os_o${i}dob`, label: 'Date of birth', fill: v(() => fl.dob(i, ca ? 'iso' : 'us')) }, { key: `os_o${i}fico`, label: 'Credit score (approx.)', fill: v(() => fl.score(i)) }]);
  return row(s, f, LOOK, L, y, W, [{ key: `os_o${i}home`, label: 'Home address', fill: o ? `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}` : '', decoy: true },
    { key: `os_o${i}cell`, label: 'Mobile', fill: o?.cell ?? '', decoy: true }], [2.6, 1]) + 4;
}

function page1(ctx: Ctx, f: Frame): void {
  const { s, c, fl, rng } = ctx;
  const b = c.business, ca = c.country === 'CA';
  s.text(f, L, 30, 'Osprey Lane Funding', { font: 'Times-BoldItalic', size: 24, color: SLATE });
  s.text(f, L, 60, ca ? 'Merchant Application \u2014 Canada' : 'Merchant Application', { font: 'Times-Roman', size: 11 });
  s.text(f, L + W - 120, 40, 'page one', { font: 'Times-Italic', size: 10, align: 'right', width: 120 });
  let y = caps(ctx, f, 84, 'The merchant');
  y = row(s, f, LOOK, L, y, W, [{ key: 'os_legal', label: 'Legal name of business', fill: fl.legal() }, { key: 'os_dba', label: ca ? 'Operating name' : 'DBA', fill: fl.dba() }]);
  const boxes = ca ? ['Corporation', 'Partnership', 'Sole Proprietorship', 'Co-operative'] : ['LLC', 'Corporation', 'S Corp', 'Partnership', 'Sole Proprietor'];
  const box = entityBox(b.entity, boxes);
  s.text(f, L, y, 'Form of organization', LOOK);
  let x = L;
  for (const e of [...boxes, 'Other']) {
    s.check(f, `os_ent_${e}`, x, y + 13, 9, e === 'Other' ? box === null : e === box, e, e === box ? fl.entityAs(e) : {});
    s.text(f, x + 12, y + 13.5, e, { font: 'Times-Roman', size: 9 });
    s.doc.font('Times-Roman').fontSize(9);
    x += 26 + s.doc.widthOfString(e);
  }
  const other = box === null ? fl.entity() : { text: '', vals: {} };
  s.line(f, x, y + 22, L + W, y + 22, 0.5);
  s.value(f, 'os_ent_other_text', x, y + 22, L + W - x, other.text, other.vals);
  y += 30;
  y = row(s, f, LOOK, L, y, W, [{ key: 'os_tax', label: ca ? 'Business Number (BN)' : b.taxType === 'EIN' ? 'Federal EIN' : 'Tax ID (EIN or SSN)', fill: fl.taxId() },
    { key: 'os_start', label: 'Date started', fill: fl.start(ca ? 'long' : rng.pick(['us', 'long'] as const)) }, { key: 'os_ind', label: 'Kind of business', fill: fl.industry() }], [1.1, 1, 1.4]);
  y = row(s, f, LOOK, L, y, W, [{ key: 'os_street', label: 'Address', fill: b.address.street, decoy: true }, { key: 'os_city', label: 'City', fill: b.address.city, decoy: true },
    { key: 'os_region', label: ca ? 'Province' : 'State', fill: fl.region() }, { key: 'os_postal', label: ca ? 'Postal code' : 'ZIP', fill: b.address.postal, decoy: true }], [2, 1.3, 0.7, 0.8]);
  y = row(s, f, LOOK, L, y, W, [{ key: 'os_phone', label: 'Phone', fill: b.phone, decoy: true }, { key: 'os_web', label: 'Email', fill: b.email, decoy: true },
    { key: 'os_sales', label: 'Monthly revenue', fill: money(b.monthlySales, 'dollar'), decoy: true }], [1, 1.6, 1]);
  y = caps(ctx, f, y + 6, 'The request');
  y = row(s, f, LOOK, L, y, W, [{ key: 'os_amount', label: 'Amount requested', fill: fl.amount(ca ? rng.pick(['cad', 'cad-suffix'] as const) : rng.pick(['dollar', 'spaced'] as const)) },
    { key: 'os_pay', label: 'Payment', fill: fl.payment('dollar-cents') }, { key: 'os_count', label: 'Number of payments', fill: fl.count() }]);
  s.text(f, L, y, 'Payments made', LOOK);
  FREQS.forEach(([k, label], i) => {
    s.check(f, `os_f_${k}`, L + 80 + i * 90, y, 9, c.request.freq === k, label, fl.freqBox(k));
    s.text(f, L + 93 + i * 90, y + 0.5, label, { font: 'Times-Roman', size: 9 });
  });
  y = caps(ctx, f, y + 22, 'Ownership');
  owner(ctx, f, y, 0);
  s.text(f, L, 750, 'Continued on page two', { font: 'Times-Italic', size: 9, color: '#555555' });
}

function page2(ctx: Ctx, f: Frame): void {
  const { s, c } = ctx;
  const d = c.decoys;
  s.text(f, L, 30, 'Osprey Lane Funding', { font: 'Times-BoldItalic', size: 16, color: SLATE });
  s.text(f, L + W - 120, 34, 'page two', { font: 'Times-Italic', size: 10, align: 'right', width: 120 });
  let y = caps(ctx, f, 64, 'Ownership (continued)');
  for (let i = 1; i < 3; i++) y = owner(ctx, f, y, i);
  y = caps(ctx, f, y + 4, 'Bank and other funding');
  y = row(s, f, LOOK, L, y, W, [{ key: 'os_bank', label: 'Bank', fill: d.bank, decoy: true },
    { key: 'os_rt', label: c.country === 'CA' ? 'Transit / institution' : 'Routing', fill: d.routing, decoy: true }, { key: 'os_acct', label: 'Account', fill: d.account, decoy: true }], [1.5, 1, 1]);
  const fu = d.funders[0];
  y = row(s, f, LOOK, L, y, W, [{ key: 'os_fu', label: 'Other funder / lender', fill: fu?.name ?? '', decoy: true },
    { key: 'os_fub', label: 'Balance', fill: fu ? money(fu.balance, 'dollar') : '', decoy: true }, { key: 'os_fup', label: 'Payment', fill: fu ? money(fu.payment, 'dollar') : '', decoy: true }], [1.5, 1, 1]);
  y = row(s, f, LOOK, L, y, W, [{ key: 'os_ll', label: 'Landlord', fill: d.landlord, decoy: true }, { key: 'os_llp', label: 'Landlord phone', fill: d.landlordPhone, decoy: true }], [1.5, 1]);
  y = caps(ctx, f, y + 4, 'Consent');
  const text = c.country === 'CA'
    ? 'Each owner consents, under PIPEDA, to Osprey Lane Funding and its funding partners collecting and using the personal information above, including credit bureau reports, to evaluate this application, and confirms that it is accurate.'
    : 'Each owner confirms the information above is accurate and authorizes Osprey Lane Funding and its funding partners to obtain credit reports and verify this application with any bank, landlord or creditor.';
  y = s.para(f, L, y, W, text, { font: 'Times-Roman', size: 9.5 }) + 30;
  scribble(s, f, L, y, 200, 21 + c.request.amount);
  s.line(f, L, y, L + 230, y, 0.6);
  s.text(f, L, y + 3, 'Signature of owner', LOOK);
  s.decoy(f, 'os_sd', L + 300, y, 110, c.country === 'CA' ? '2026-01-04' : '01/04/2026');
  s.line(f, L + 300, y, L + 420, y, 0.6);
  s.text(f, L + 300, y + 3, 'Date', LOOK);
  s.text(f, L, 750, `Broker of record: ${d.isoCompany}`, { font: 'Times-Italic', size: 8.5, color: '#555555' });
}

function draw(ctx: Ctx): void {
  const { s, rng } = ctx;
  s.valueFont = rng.pick(['Times-Roman', 'Helvetica']);
  s.valueSize = 10.5;
  // A portrait page holding the landscape two-up sheet on its side: no /Rotate, the reader turns it.
  const sheet = s.frame(s.addPage(612, 792), 792, 612, rng.pick([90, 270] as const));
  const w = 612 * SCALE, h = 792 * SCALE, ox = (396 - w) / 2, oy = (612 - h) / 2;
  s.rect(sheet, ox, oy, w, h, { stroke: '#aaaaaa', width: 0.4 });
  s.rect(sheet, 396 + ox, oy, w, h, { stroke: '#aaaaaa', width: 0.4 });
  page1(ctx, s.sub(sheet, 612, 792, 0, ox, oy, SCALE));
  page2(ctx, s.sub(sheet, 612, 792, 0, 396 + ox, oy, SCALE));
}

export const OSPREY: Layout = { name: 'osprey-two-up-sideways', broker: 'Osprey Lane Funding', country: (rng) => (rng.chance(0.4) ? 'CA' : 'US'),
  maxOwners: 3, soleProp: true, terms: 'maybe', draw };
