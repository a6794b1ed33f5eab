// Ketterly Advance Co.: printed two-up. One landscape sheet holds both pages of a letter-size form at 63%: page 1 on
// the left half, page 2 on the right. Teal bars, small capital labels above boxed blanks, an entity checkbox grid.
import { entityBox, money } from './format.ts';
import type { Ctx, Layout } from './layout.ts';
import { row, scribble, type Look } from './parts.ts';
import type { Frame } from './sheet.ts';

const TEAL = '#0f6e72';
const BOXED: Look = { place: 'above', font: 'Helvetica-Bold', size: 7, color: TEAL, upper: true, boxed: true, line: '#5f8f91' };
const L = 40, W = 532, SCALE = 0.63;
const BOXES = ['Sole Proprietor', 'Partnership', 'Corporation', 'S Corp', 'LLC', 'LLP', 'Non-Profit'];

function bar(ctx: Ctx, f: Frame, y: number, text: string): number {
  ctx.s.rect(f, L, y, W, 17, { fill: TEAL });
  ctx.s.text(f, L + 8, y + 4, text, { font: 'Helvetica-Bold', size: 10, color: '#ffffff' });
  return y + 23;
}

function header(ctx: Ctx, f: Frame, n: number): void {
  ctx.s.text(f, L, 30, 'KETTERLY ADVANCE CO.', { font: 'Helvetica-Bold', size: 22, color: TEAL });
  ctx.s.text(f, L, 56, 'Small Business Funding Application', { size: 11, color: '#333333' });
  ctx.s.text(f, L + W - 160, 34, `Page ${n} of 2`, { size: 10, color: '#333333', align: 'right', width: 160 });
  ctx.s.line(f, L, 74, L + W, 74, 2, TEAL);
  ctx.s.text(f, L, 760, 'Ketterly Advance Co. \u2022 KAC-1 (two-up print) \u2022 keep both halves together', { size: 7.5, color: '#777777' });
}

function page1(ctx: Ctx, f: Frame): void {
  const { s, c, fl, rng } = ctx;
  const b = c.business;
  header(ctx, f, 1);
  let y = bar(ctx, f, 86, 'BUSINESS PROFILE');
  y = row(s, f, BOXED, L, y, W, [{ key: 'ka_legal', label: 'Business legal name', fill: fl.legal() }]);
  y = row(s, f, BOXED, L, y, W, [{ key: 'ka_dba', label: 'DBA', fill: fl.dba() }, { key: 'ka_ein', label: b.taxType === 'EIN' ? 'EIN' : 'Tax ID (SSN if no EIN)', fill: fl.taxId() }], [1.7, 1]);
  s.text(f, L, y, 'ENTITY TYPE', BOXED);
  const box = entityBox(b.entity, BOXES);
  BOXES.forEach((e, i) => {
    const x = L + (i % 4) * 133, yy = y + 12 + Math.floor(i / 4) * 16;
    s.check(f, `ka_ent${i}`, x, yy, 10, e === box, e, e === box ? fl.entityAs(e) : {});
    s.text(f, x + 14, yy + 1.5, e, { size: 9 });
  });
  const ox = L + 3 * 133, oy = y + 28;
  s.check(f, 'ka_ent_other', ox, oy, 10, box === null, 'Other');
  s.text(f, ox + 14, oy + 1.5, 'Other:', { size: 9 });
  const other = box === null ? fl.entity() : { text: '', vals: {} };
  s.line(f, ox + 46, oy + 11, L + W, oy + 11, 0.5);
  s.value(f, 'ka_ent_other_text', ox + 46, oy + 11, L + W - ox - 46, other.text, other.vals);
  y += 48;
  y = row(s, f, BOXED, L, y, W, [{ key: 'ka_start', label: 'Business start date', fill: fl.start(rng.pick(['us', 'us-short'] as const)) },
    { key: 'ka_ind', label: 'Industry', fill: fl.industry() }], [1, 1.8]);
  y = row(s, f, BOXED, L, y, W, [{ key: 'ka_street', label: 'Street address', fill: b.address.street, decoy: true }]);
  y = row(s, f, BOXED, L, y, W, [{ key: 'ka_city', label: 'City', fill: b.address.city, decoy: true }, { key: 'ka_state', label: 'State', fill: fl.region() },
    { key: 'ka_zip', label: 'Zip', fill: b.address.postal, decoy: true }], [2, 0.7, 1]);
  y = row(s, f, BOXED, L, y, W, [{ key: 'ka_phone', label: 'Phone', fill: b.phone, decoy: true }, { key: 'ka_email', label: 'Email', fill: b.email, decoy: true }], [1, 1.6]);
  y = row(s, f, BOXED, L, y, W, [{ key: 'ka_sales', label: 'Monthly card + cash sales', fill: money(b.monthlySales, 'dollar'), decoy: true },
    { key: 'ka_inc', label: 'State of inc.', fill: b.incState, decoy: true }, { key: 'ka_emp', label: 'Employees', fill: String(b.employees), decoy: true }], [1.6, 1, 1]);
  y = bar(ctx, f, y + 6, 'FUNDING');
  y = row(s, f, BOXED, L, y, W, [{ key: 'ka_amount', label: 'How much do you need?', fill: fl.amount(rng.pick(['dollar', 'dollar-cents'] as const)) },
    { key: 'ka_use', label: 'What is it for?', fill: c.request.use, decoy: true }], [1, 1.5]);
  y = row(s, f, BOXED, L, y, W, [{ key: 'ka_pay', label: 'Payment you can afford', fill: fl.payment('dollar-cents') }, { key: 'ka_freq', label: 'Paid (daily/weekly...)', fill: fl.freq() },
    { key: 'ka_count', label: 'No. of payments', fill: fl.count() }]);
  y = bar(ctx, f, y + 6, 'PREMISES');
  row(s, f, BOXED, L, y, W, [{ key: 'ka_ll', label: b.owns ? 'Mortgage company' : 'Landlord name', fill: c.decoys.landlord, decoy: true },
    { key: 'ka_llp', label: 'Landlord phone', fill: c.decoys.landlordPhone, decoy: true }, { key: 'ka_rent', label: 'Rent / mortgage', fill: money(b.rent, 'dollar'), decoy: true }], [1.6, 1, 0.8]);
}

function page2(ctx: Ctx, f: Frame): void {
  const { s, c, fl, rng } = ctx;
  const d = c.decoys;
  header(ctx, f, 2);
  let y = bar(ctx, f, 86, 'OWNER INFORMATION');
  const nameStyle = rng.pick(['first-last', 'last-first'] as const), dob = rng.pick(['us', 'abbr'] as const);
  for (let i = 0; i < 2; i++) {
    const o = c.owners[i];
    const v = <T>(g: () => T) => (o ? g() : '');
    y = row(s, f, BOXED, L, y, W, [{ key: `ka_o${i}name`, label: `Owner ${i + 1} name${nameStyle === 'last-first' ? ' (last, first)' : ''}`, fill: v(() => fl.ownerName(i, nameStyle)) },
      { key: `ka_o${i}title`, label: 'Title', fill: v(() => fl.title(i)) }, { key: `ka_o${i}pct`, label: 'Ownership', fill: v(() => fl.ownership(i)) }], [2, 1.2, 0.7]);
    y = row(s, f, BOXED, L, y, W, [{ key: `ka_o${i}ssn`, label: 'SSN', fill: v(() => fl.ownerTax(i)) }, { key: `ka_o${i}dob`, label: 'Date of birth', fill: v(() => fl.dob(i, dob)) },
      { key: `ka_o${i}fico`, label: 'Credit score', fill: v(() => fl.score(i)) }, { key: `ka_o${i}cell`, label: 'Cell phone', fill: o?.cell ?? '', decoy: true }]);
    y = row(s, f, BOXED, L, y, W, [{ key: `ka_o${i}home`, label: 'Home address', fill: o ? `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}` : '', decoy: true }]) + 8;
  }
  y = bar(ctx, f, y, 'BANK & BUSINESS DEBT');
  y = row(s, f, BOXED, L, y, W, [{ key: 'ka_bank', label: 'Bank', fill: d.bank, decoy: true }, { key: 'ka_rt', label: 'Routing no.', fill: d.routing, decoy: true },
    { key: 'ka_acct', label: 'Account no.', fill: d.account, decoy: true }], [1.4, 1, 1]);
  for (let i = 0; i < 2; i++) {
    const fu = d.funders[i];
    y = row(s, f, BOXED, L, y, W, [{ key: `ka_fu${i}`, label: `Current funder ${i + 1}`, fill: fu?.name ?? '', decoy: true },
      { key: `ka_fub${i}`, label: 'Balance left', fill: fu ? money(fu.balance, 'dollar') : '', decoy: true },
      { key: `ka_fup${i}`, label: 'Payment', fill: fu ? money(fu.payment, 'dollar') : '', decoy: true }], [1.6, 1, 1]);
  }
  y = bar(ctx, f, y + 4, 'AGREEMENT');
  y = s.para(f, L, y, W, 'I/We certify that this application is accurate and authorize Ketterly Advance Co. and its funding partners to obtain credit reports ' +
    'and to verify the information above with any bank, landlord or creditor. Ketterly Advance Co. is paid by the funder it places this file with.', { size: 9 }) + 26;
  scribble(s, f, L, y, 200, 9 + c.request.amount);
  s.line(f, L, y, L + 220, y, 0.7);
  s.text(f, L, y + 3, 'Owner signature', { size: 8, color: '#555555' });
  s.line(f, L + 300, y, L + 420, y, 0.7);
  s.decoy(f, 'ka_sigdate', L + 300, y, 120, '01/09/2026');
  s.text(f, L + 300, y + 3, 'Date', { size: 8, color: '#555555' });
  s.text(f, L, y + 26, `Agent: ${d.isoName}  ${d.isoPhone}`, { size: 8, color: '#555555' });
}

function draw(ctx: Ctx): void {
  const { s, rng } = ctx;
  s.valueFont = rng.pick(['Helvetica', 'Courier']);
  s.valueSize = 10.5;
  const page = s.addPage(792, 612);
  const w = 612 * SCALE, h = 792 * SCALE, ox = (396 - w) / 2, oy = (612 - h) / 2;
  const sheet = s.frame(page, 792, 612, 0);
  s.rect(sheet, ox, oy, w, h, { stroke: '#999999', width: 0.4 });
  s.rect(sheet, 396 + ox, oy, w, h, { stroke: '#999999', width: 0.4 });
  s.line(sheet, 396, 8, 396, 604, 0.4, '#bbbbbb', 3);
  page1(ctx, s.frame(page, 612, 792, 0, ox, oy, SCALE));
  page2(ctx, s.frame(page, 612, 792, 0, 396 + ox, oy, SCALE));
}

export const KETTERLY: Layout = { name: 'ketterly-two-up', broker: 'Ketterly Advance Co.', country: () => 'US', maxOwners: 2,
  soleProp: true, terms: 'maybe', draw };
