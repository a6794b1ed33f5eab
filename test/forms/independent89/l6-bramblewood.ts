// Bramblewood Capital Advisors: page 1 an upright portrait page (two columns, labels right-aligned with colons);
// page 2 a landscape "Ownership & Guaranty" sheet stored in a portrait media box, its content turned and /Rotate 90
// or 270 (by seed) set so a viewer shows it landscape. Owners are rows of a wide table, names "Last, First".
import { date, money } from './format.ts';
import type { Fill } from './fills.ts';
import type { Ctx, Layout } from './layout.ts';
import { row, scribble, type Look } from './parts.ts';
import type { Frame } from './sheet.ts';

const BROWN = '#5a3a22';
const COLON: Look = { place: 'colon', font: 'Helvetica', size: 7.5, color: '#3a3a3a', labelW: 92, line: '#8a7a6a' };

function section(ctx: Ctx, f: Frame, x: number, y: number, w: number, title: string): number {
  ctx.s.polylineFill(f, [[x, y + 5], [x + 5, y], [x + 10, y + 5], [x + 5, y + 10]], '#6f8f3a');
  ctx.s.text(f, x + 15, y, title, { font: 'Times-Bold', size: 11, color: BROWN });
  ctx.s.line(f, x, y + 14, x + w, y + 14, 0.6, BROWN);
  return y + 18;
}

function page1(ctx: Ctx, f: Frame): void {
  const { s, c, fl, rng } = ctx;
  const b = c.business, d = c.decoys;
  s.text(f, 40, 32, 'Bramblewood', { font: 'Times-BoldItalic', size: 26, color: BROWN });
  s.text(f, 40, 62, 'CAPITAL ADVISORS  \u2014  MERCHANT FUNDING REQUEST', { font: 'Helvetica-Bold', size: 8, color: '#6f8f3a' });
  s.text(f, 372, 34, 'Please complete both pages. Page 2 is printed', { size: 7, color: '#555555', align: 'right', width: 200 });
  s.text(f, 372, 43, 'landscape: turn the sheet to fill it in.', { size: 7, color: '#555555', align: 'right', width: 200 });
  const LX = 40, RX = 322, CW = 250;
  let y = section(ctx, f, LX, 92, CW, 'Business Information');
  const left: [string, string, Fill | string, boolean][] = [
    ['bw_legal', 'Registered name', fl.legal(), false], ['bw_dba', 'Trade name / DBA', fl.dba(), false], ['bw_entity', 'Entity type', fl.entity(), false],
    ['bw_tin', b.taxType === 'EIN' ? 'Federal tax ID' : 'TIN (EIN or SSN)', fl.taxId(), false], ['bw_since', 'In business since', fl.start(rng.pick(['us', 'long', 'abbr'] as const)), false],
    ['bw_ind', 'Industry', fl.industry(), false], ['bw_addr', 'Address', b.address.street, true], ['bw_city', 'City', b.address.city, true],
    ['bw_state', 'State', fl.region(rng.chance(0.3)), false], ['bw_zip', 'Zip code', b.address.postal, true], ['bw_phone', 'Main phone', b.phone, true],
    ['bw_email', 'Email', b.email, true], ['bw_inc', 'Incorporated in', b.incState, true], ['bw_emp', 'Full-time staff', String(b.employees), true]];
  for (const [key, label, fill, decoy] of left) y = row(s, f, COLON, LX, y, CW, [{ key, label, fill, decoy }]);

  y = section(ctx, f, RX, 92, CW, 'Financing Request');
  y = row(s, f, COLON, RX, y, CW, [{ key: 'bw_amount', label: 'Amount requested', fill: fl.amount(rng.pick(['dollar', 'dollar-cents', 'plain'] as const)) }]);
  y = row(s, f, COLON, RX, y, CW, [{ key: 'bw_use', label: 'Use of funds', fill: c.request.use, decoy: true }]);
  y = row(s, f, COLON, RX, y, CW, [{ key: 'bw_pay', label: 'Periodic payment', fill: fl.payment('dollar-cents') }]);
  y = row(s, f, COLON, RX, y, CW, [{ key: 'bw_freq', label: 'Payment schedule', fill: fl.freq() }]);
  y = row(s, f, COLON, RX, y, CW, [{ key: 'bw_count', label: 'Term (# payments)', fill: fl.count() }]);
  y = section(ctx, f, RX, y + 12, CW, 'Business Banking');
  y = row(s, f, COLON, RX, y, CW, [{ key: 'bw_bank', label: 'Depository bank', fill: d.bank, decoy: true }]);
  y = row(s, f, COLON, RX, y, CW, [{ key: 'bw_rt', label: 'Routing (ABA)', fill: d.routing, decoy: true }]);
  y = row(s, f, COLON, RX, y, CW, [{ key: 'bw_acct', label: 'Checking acct.', fill: d.account, decoy: true }]);
  y = row(s, f, COLON, RX, y, CW, [{ key: 'bw_sales', label: 'Monthly deposits', fill: money(b.monthlySales, 'dollar'), decoy: true }]);
  y = section(ctx, f, RX, y + 12, CW, 'Current Obligations');
  for (let i = 0; i < 2; i++) {
    const fu = d.funders[i];
    y = row(s, f, COLON, RX, y, CW, [{ key: `bw_fu${i}`, label: `Funder ${i + 1}`, fill: fu?.name ?? (i === 0 ? 'None' : ''), decoy: true }]);
    y = row(s, f, COLON, RX, y, CW, [{ key: `bw_fub${i}`, label: 'Balance / payment', fill: fu ? `${money(fu.balance, 'dollar')} / ${money(fu.payment, 'dollar')}` : '', decoy: true }]);
  }
  y = row(s, f, COLON, RX, y, CW, [{ key: 'bw_ll', label: b.owns ? 'Mortgagee' : 'Landlord', fill: d.landlord, decoy: true }]);
  row(s, f, COLON, RX, y, CW, [{ key: 'bw_rent', label: 'Monthly rent', fill: money(b.rent, 'dollar'), decoy: true }]);
  s.rect(f, 40, 660, 532, 70, { stroke: '#8a7a6a', width: 0.5 });
  s.text(f, 48, 666, 'FOR BRAMBLEWOOD USE ONLY', { font: 'Helvetica-Bold', size: 7, color: BROWN });
  s.decoy(f, 'bw_iso', 48, 690, 250, `Originator: ${d.isoName}`);
  s.decoy(f, 'bw_isoco', 48, 708, 250, d.isoCompany);
  s.decoy(f, 'bw_isoid', 320, 690, 240, `Partner ID ${d.isoId}`);
  s.decoy(f, 'bw_isoph', 320, 708, 240, d.isoPhone);
  s.text(f, 40, 760, 'Bramblewood Capital Advisors \u2022 BCA-101 \u2022 page 1 of 2', { size: 7, color: '#777777' });
}

function page2(ctx: Ctx, f: Frame): void {
  const { s, c, fl, rng } = ctx;
  s.text(f, 36, 26, 'Bramblewood', { font: 'Times-BoldItalic', size: 18, color: BROWN });
  s.text(f, 160, 32, 'OWNERSHIP & GUARANTY  \u2014  list every owner of 20% or more, largest first', { font: 'Helvetica-Bold', size: 8.5, color: '#6f8f3a' });
  s.text(f, 600, 30, 'page 2 of 2', { size: 8, color: '#555555', align: 'right', width: 156 });
  const cols: [string, number][] = [['Owner (last name, first name)', 150], ['Title', 82], ['Own %', 42], ['SSN / ITIN', 82], ['Date of birth', 72],
    ['Credit score', 52], ['Home address', 160], ['Mobile', 80]];
  let x = 36, y = 56;
  const dob = rng.pick(['us', 'abbr'] as const);
  for (const [label, w] of cols) {
    s.rect(f, x, y, w, 18, { fill: '#efe8df', stroke: BROWN });
    s.text(f, x + 3, y + 5.5, label, { font: 'Helvetica-Bold', size: 7, color: BROWN });
    x += w;
  }
  y += 18;
  for (let i = 0; i < 4; i++) {
    const o = c.owners[i];
    const cells: (Fill | string)[] = o ? [fl.ownerName(i, 'last-first'), fl.title(i), fl.ownership(i), fl.ownerTax(i), fl.dob(i, dob), fl.score(i),
      `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`, o.cell] : cols.map(() => '');
    x = 36;
    cols.forEach(([, w], j) => {
      s.rect(f, x, y, w, 26, { stroke: BROWN, width: 0.5 });
      const cell = cells[j]!;
      const fill = typeof cell === 'string' ? { text: cell, vals: {} } : cell;
      if (j >= 6) s.decoy(f, `bw_o${i}c${j}`, x + 1, y + 20, w - 3, fill.text, { size: 8 });
      else s.value(f, `bw_o${i}c${j}`, x + 1, y + 20, w - 3, fill.text, fill.vals);
      x += w;
    });
    y += 26;
  }
  y += 16;
  s.text(f, 36, y, 'Trade references', { font: 'Times-Bold', size: 10, color: BROWN });
  y += 14;
  c.decoys.refs.forEach((r, i) => {
    s.decoy(f, `bw_ref${i}`, 36 + i * 244, y + 14, 236, `${r.name} \u2014 ${r.contact}, ${r.phone}`, { size: 8 });
    s.line(f, 36 + i * 244, y + 14, 36 + i * 244 + 236, y + 14, 0.5, '#8a7a6a');
  });
  y += 30;
  y = s.para(f, 36, y, 720, 'PERSONAL GUARANTY AND AUTHORIZATION. Each owner signing below certifies that the information in this application (both pages) ' +
    'is correct, authorizes Bramblewood Capital Advisors and any prospective funder to obtain personal and business credit reports and to verify ' +
    'bank, landlord and trade references, and understands that a funder may require a personal guaranty of the merchant\u2019s performance. ' +
    'Signatures delivered by fax or e-mail are binding as originals.', { size: 8, color: '#333333' }) + 34;
  c.owners.forEach((_, i) => {
    const sx = 36 + i * 182;
    scribble(s, f, sx, y, 150, 13 + i * 29 + c.request.amount);
    s.line(f, sx, y, sx + 165, y, 0.6);
    s.text(f, sx, y + 3, `Owner ${i + 1} signature`, { size: 7, color: '#555555' });
    s.decoy(f, `bw_sd${i}`, sx, y + 26, 90, date('2026-01-05', 'us'));
    s.line(f, sx, y + 26, sx + 90, y + 26, 0.4);
    s.text(f, sx, y + 29, 'Date signed', { size: 7, color: '#555555' });
  });
}

function draw(ctx: Ctx): void {
  const { s, rng } = ctx;
  s.valueFont = rng.pick(['Helvetica', 'Courier']);
  s.valueSize = 9;
  page1(ctx, s.frame(s.addPage(612, 792), 612, 792, 0));
  // Page 2: a landscape sheet kept in a portrait media box, turned; /Rotate brings it upright in a viewer.
  const turn = rng.pick([90, 270] as const);
  page2(ctx, s.frame(s.addPage(612, 792, turn), 792, 612, turn === 90 ? 270 : 90));
}

export const BRAMBLEWOOD: Layout = { name: 'bramblewood-second-page-turned', broker: 'Bramblewood Capital Advisors', country: () => 'US', maxOwners: 4,
  soleProp: true, terms: 'maybe', draw };
