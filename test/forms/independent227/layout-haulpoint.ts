// Haulpoint Funding Group (Joplin, MO): a one-page carrier application, navy bars, label-left rows, a carrier block
// with USDOT / MC numbers and a fleet table of VINs beside the tax ID, factoring and equipment lenders as existing
// positions, two owners side by side, the operating bank's routing number under the owners.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form } from './draw.ts';
import { type Deal, money, usDate } from './data.ts';
import * as T from './common.ts';

const NAVY = '#13294b';

function logo(f: Form): void {
  const d = f.doc;
  d.save();
  d.rect(36, 26, 46, 22).fill(NAVY);
  d.rect(82, 33, 16, 15).fill('#c8102e');
  d.circle(48, 51, 5).fill('#333');
  d.circle(70, 51, 5).fill('#333');
  d.circle(91, 51, 5).fill('#333');
  d.restore();
  f.label('HAULPOINT', 106, 24, 20, { font: 'Helvetica-Bold', color: NAVY });
  f.label('FUNDING GROUP', 108, 45, 8, { font: 'Helvetica', color: '#c8102e', characterSpacing: 2 });
  f.label('Carrier & Fleet Working Capital Application', 330, 26, 10, { font: 'Helvetica-Bold', color: NAVY });
  f.label('2210 Range Line Rd, Joplin, MO 64804  |  (417) 555-0190  |  submissions@haulpointfunding.com', 330, 40, 6);
  f.label('Form HP-APP-3 (rev. 11/23)', 330, 49, 6, { color: '#777' });
}

export function drawHaulpoint(f: Form, d: Deal, r: Rng): void {
  f.addPage();
  logo(f);
  const L = 36, Wd = 540;
  let y = 66;
  f.bar('1. BUSINESS INFORMATION', L, y, Wd, NAVY);
  y += 18;
  const row = (label: string, x: number, w: number): { x: number; y: number; w: number } => f.blank(label, x, y, w, true);
  let b = row('Legal Business Name:', L, 330);
  f.value('legal_name', d.legal, b.x, b.y + 2, b.w, T.legalF(d));
  b = row('Entity Type:', L + 340, 200);
  const ent = d.entity === 'sole_proprietorship' ? r.pick(['Sole Prop', 'Sole Proprietor', 'Individual']) : d.entity === 'llc' ? r.pick(['LLC', 'L.L.C.']) :
    d.entity === 'general_partnership' ? 'Partnership' : d.entity === 's_corporation' ? 'S Corp' : r.pick(['Corporation', 'C-Corp', 'Inc.']);
  f.value('entity', ent, b.x, b.y + 2, b.w, T.entityF(d));
  y += 18;
  b = row('DBA:', L, 330);
  const dba = d.dba ?? r.pick(['', 'SAME', 'N/A']);
  f.value('dba', dba, b.x, b.y + 2, b.w, T.dbaF(dba === d.legal ? '' : dba));
  b = row('Federal Tax ID:', L + 340, 200);
  const taxShown = r.chance(0.8);
  if (taxShown) f.value('business_tax_id', d.ein, b.x, b.y + 2, b.w, T.taxF(d));
  y += 18;
  b = row('Physical Address:', L, 330);
  f.value('street', d.addr.street, b.x, b.y + 2, b.w);
  b = row('Business Start Date:', L + 340, 200);
  f.value('start', usDate(d.start, 'mdy'), b.x, b.y + 2, b.w, T.startF(d));
  y += 18;
  b = row('City:', L, 170);
  f.value('city', d.addr.city, b.x, b.y + 2, b.w);
  b = row('State:', L + 180, 60);
  f.value('state', d.addr.state, b.x, b.y + 2, b.w, T.stateF(d));
  b = row('Zip:', L + 250, 80);
  f.value('zip', d.addr.zip, b.x, b.y + 2, b.w);
  b = row('State of Inc.:', L + 340, 200);
  f.value('state_of_inc', d.stateOfInc, b.x, b.y + 2, b.w);
  y += 18;
  b = row('Phone:', L, 160);
  f.value('phone', d.phone, b.x, b.y + 2, b.w);
  b = row('E-mail:', L + 170, 160);
  f.value('email', d.email, b.x, b.y + 2, b.w, {}, 8);
  b = row('Type of Business:', L + 340, 200);
  f.value('industry', d.industryText, b.x, b.y + 2, b.w, T.industryF(d), 8);
  y += 22;

  f.bar('2. CARRIER / OPERATING AUTHORITY', L, y, Wd, NAVY);
  y += 18;
  b = row('USDOT #:', L, 130);
  f.value('usdot', d.usdot, b.x, b.y + 2, b.w);
  b = row('MC #:', L + 140, 110);
  f.value('mc', `MC-${d.mc}`, b.x, b.y + 2, b.w);
  b = row('Power Units:', L + 260, 90);
  f.value('units', String(d.fleet.length), b.x, b.y + 2, b.w);
  b = row('Insurance Carrier:', L + 360, 180);
  f.value('insurer', d.insurer, b.x, b.y + 2, b.w, {}, 8);
  y += 20;
  const cols = [['Year', 40], ['Make / Model', 150], ['VIN', 190], ['Est. Value', 80], ['Owned / Leased', 80]] as const;
  let cx = L;
  f.rect(L, y, Wd, 12, '#999', '#e8ecf3');
  for (const [h, w] of cols) { f.label(h, cx + 3, y + 3, 6.5, { font: 'Helvetica-Bold' }); cx += w; }
  y += 12;
  for (let i = 0; i < 4; i++) {
    f.rect(L, y, Wd, 14, '#999');
    const u = d.fleet[i];
    if (u) {
      f.value(`fleet${i}_year`, String(u.year), L + 3, y + 3, 36, {}, 8);
      f.value(`fleet${i}_make`, `${u.make} ${u.model}`, L + 43, y + 3, 146, {}, 8);
      f.value(`fleet${i}_vin`, u.vin, L + 193, y + 3, 186, {}, 8);
      f.value(`fleet${i}_value`, money(u.value), L + 383, y + 3, 76, {}, 8);
      f.value(`fleet${i}_owned`, i % 2 ? 'Leased' : 'Owned', L + 463, y + 3, 76, {}, 8);
    }
    y += 14;
  }
  y += 6;

  f.bar('3. FUNDING REQUEST & EXISTING POSITIONS', L, y, Wd, NAVY);
  y += 18;
  b = row('Amount Requested: $', L, 180);
  f.value('requested', money(d.requested), b.x, b.y + 2, b.w, T.amountF(d));
  b = row('Use of Funds:', L + 190, 200);
  f.value('use', d.use, b.x, b.y + 2, b.w, {}, 8);
  b = row('Avg. Monthly Revenue: $', L + 400, 140);
  f.value('monthly', money(d.monthlySales), b.x, b.y + 2, b.w, {}, 8);
  y += 18;
  f.label('Factoring company / equipment lenders / advances (company, balance, payment):', L, y + 3, 7);
  y += 12;
  for (let i = 0; i < 3; i++) {
    f.line(L, y + 12, Wd);
    const p = d.positions[i];
    if (p) f.value(`position${i}`, `${p.funder} (${p.kind}) - bal. $${money(p.balance)} - pmt $${money(p.payment)}`, L + 4, y + 2, Wd - 8, {}, 8);
    y += 14;
  }
  y += 6;

  f.bar('4. OWNER / OFFICER INFORMATION', L, y, Wd, NAVY);
  y += 18;
  const n = Math.min(2, d.owners.length);
  const maskAll = r.chance(0.35);
  for (let i = 0; i < 2; i++) {
    const ox = L + i * 275, ow = 265;
    const o = d.owners[i];
    let oy = y;
    const orow = (label: string, dx: number, w: number): { x: number; y: number; w: number } => f.blank(label, ox + dx, oy, w, true);
    let c = orow('Name:', 0, ow);
    if (o && i < n) f.value(`owner${i}_name`, T.fullName(o), c.x, c.y + 2, c.w, T.nameF(o, i));
    oy += 17;
    c = orow('Title:', 0, 150);
    if (o) f.value(`owner${i}_title`, o.title, c.x, c.y + 2, c.w, T.titleF(o, i), 8);
    c = orow('Own %:', 160, ow - 160);
    if (o) f.value(`owner${i}_pct`, `${o.pct}%`, c.x, c.y + 2, c.w, T.pctF(o, i));
    oy += 17;
    c = orow('SSN:', 0, 130);
    if (o) {
      const masked = maskAll || (o.credit === null && r.chance(0.3));
      f.value(`owner${i}_ssn`, masked ? T.maskSsn(o.ssn) : o.ssn, c.x, c.y + 2, c.w, T.ssnF(o, i, masked));
    }
    c = orow('DOB:', 140, ow - 140);
    if (o) f.value(`owner${i}_dob`, usDate(o.dob, 'mdy'), c.x, c.y + 2, c.w, T.dobF(o, i));
    oy += 17;
    c = orow('Home Addr:', 0, ow);
    if (o) f.value(`owner${i}_home`, `${o.home.street}, ${T.cityLine(o.home)}`, c.x, c.y + 2, c.w, {}, 7.5);
    oy += 17;
    c = orow('CDL #:', 0, 130);
    if (o && d.kind === 'trucking') f.value(`owner${i}_cdl`, `${o.cdlState} ${o.cdl}`, c.x, c.y + 2, c.w, {}, 8);
    c = orow('Credit Score:', 140, ow - 140);
    if (o && o.credit !== null) f.value(`owner${i}_fico`, String(o.credit), c.x, c.y + 2, c.w, T.creditF(o, i));
  }
  y += 88;
  f.label('Operating bank:', L, y + 3, 7, { font: 'Helvetica-Bold' });
  f.value('bank_name', d.bank.name, L + 62, y + 1, 150, {}, 8);
  f.label('Routing #', L + 220, y + 3, 7);
  f.value('bank_routing', d.bank.routing, L + 258, y + 1, 90, {}, 8);
  f.label('Account #', L + 360, y + 3, 7);
  f.value('bank_account', d.bank.account, L + 400, y + 1, 120, {}, 8);
  y += 16;
  y = f.fine(T.AUTH, L, y, Wd) + 12;
  T.signatures(f, d, L, y, Wd, 2, false);
  f.label('Broker use only - Haulpoint rep / ISO #:', L, 742, 6, { color: '#666' });
  f.value('iso_rep', `${d.iso.name} ${d.iso.id}`, L + 140, 740, 200, {}, 8);
  f.line(L + 136, 752, 220, '#999');
}
