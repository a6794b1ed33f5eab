// cobblestone: Cobblestone Business Funding, a two-person ISO. One landscape page: three columns of label/value
// pairs on ruled lines, then the owners in a grid whose COLUMNS are the owners (Owner 1 | Owner 2 | Owner 3) and
// whose rows are Name / Title / % / SSN / DOB / Home address / Credit score; a fourth owner squeezed on one line below.
import type { Rng } from '../../statements/generator/prng.ts';
import { ownerName, type DateFmt, type Merchant } from './data.ts';
import type { Sheet, Val } from './kit.ts';
import { amountVal, AUTH, cityLineVal, countVal, creditVal, dbaVal, decoy, dobVal, entityText, entityVal, freqVal, funderLine, homeVal, idVal, industryVal,
  legalVal, nameVal, paymentVal, pctVal, startVal, taxVal, titleVal, type Layout } from './common.ts';

const W = 792, M = 30;

function pair(s: Sheet, x: number, y: number, w: number, label: string, v: Val, lw = 78): void {
  s.text(x, y + 5, label, { size: 7.5, font: 'Helvetica-Bold' });
  s.onLine(x + lw, y, w - lw, v, 13, 9.5);
}

function draw(s: Sheet, m: Merchant, r: Rng): void {
  const ca = m.country === 'CA';
  const dates: DateFmt = ca ? r.pick(['iso', 'long'] as const) : r.pick(['mdy', 'mdy2', 'long'] as const);
  s.text(M, 22, 'Cobblestone Business Funding', { size: 15, font: 'Helvetica-Bold' });
  s.text(M, 40, '1120 Carson St, Suite 3  -  Pittsburgh, PA 15203  -  (412) 555-0190  -  apps@cobblestonebf.com', { size: 7 });
  s.text(W - M - 300, 24, 'MERCHANT CASH ADVANCE APPLICATION', { size: 11, font: 'Helvetica-Bold', width: 300, align: 'right' });
  s.text(W - M - 300, 40, 'Please print clearly. Attach 4 months of business bank statements.', { size: 7, width: 300, align: 'right' });
  s.rule(M, 54, W - M, 1.2);
  const cw = (W - 2 * M - 24) / 3, xs = [M, M + cw + 12, M + 2 * (cw + 12)] as const;
  ['BUSINESS', 'LOCATION & CONTACT', 'FUNDING & BANK'].forEach((h, i) => s.text(xs[i]!, 62, h, { size: 8.5, font: 'Helvetica-Bold', color: '#444444' }));
  const row = (i: number) => 76 + i * 17;
  const c1: [string, Val][] = [['Legal Name:', legalVal(m)], ['DBA:', dbaVal(m)], ['Entity Type:', entityVal(entityText(m, r), m)],
    [ca ? 'Business No. (BN):' : 'Federal Tax ID:', taxVal(m)], [ca ? 'Date Started:' : 'Business Start Date:', startVal(m, dates)],
    [ca ? 'Prov. of Inc.:' : 'State of Inc.:', decoy('incorporated', m.incorporated)], ['Type of Business:', industryVal(m)],
    ['# Employees:', decoy('employees', String(m.employees))]];
  c1.forEach(([l, v], i) => pair(s, xs[0], row(i), cw, l, v, 84));
  const rent = r.chance(0.7);
  const c2: [string, Val][] = [['Street Address:', decoy('street', m.address.street)], [ca ? 'City, Prov, Postal:' : 'City, State, ZIP:', cityLineVal(m)],
    ['Business Phone:', decoy('phone', m.phone)], ['E-mail:', decoy('email', m.email)], ['Website:', decoy('website', m.website)],
    ['Own / Rent:', decoy('own_rent', rent ? 'Rent' : 'Own')], ['Landlord:', decoy('landlord', rent ? m.landlord : null)],
    ['Landlord Phone:', decoy('landlord_phone', rent ? m.landlordPhone : null)]];
  c2.forEach(([l, v], i) => pair(s, xs[1], row(i), cw, l, v, 84));
  const c3: [string, Val][] = [['Amount Requested:', amountVal(m, r)], ['Payment Amount:', paymentVal(m, r)], ['# of Payments:', countVal(m)],
    ['Frequency:', freqVal(m, r)], ['Use of Funds:', decoy('use', m.useOfFunds)], ['Bank Name:', decoy('bank', m.bank)],
    [ca ? 'Transit / Inst.:' : 'Routing #:', decoy('routing', m.routing)], ['Account #:', decoy('account', m.account)]];
  c3.forEach(([l, v], i) => pair(s, xs[2], row(i), cw, l, v, 84));
  pair(s, xs[2], row(8), cw, 'Current Funder:', decoy('funder', funderLine(m, r)), 70);
  pair(s, xs[0], row(8), cw, 'Avg Monthly Sales:', decoy('monthly_sales', `$${m.monthlySales.toLocaleString('en-US')}`), 84);
  pair(s, xs[1], row(8), cw, 'Trade Reference:', decoy('reference1', m.refs[0]!), 84);

  // Owners grid: one column per owner.
  const top = 246, lab = 110, ocw = (W - 2 * M - lab) / 3, rh = 18;
  s.text(M, top - 13, 'OWNER / OFFICER INFORMATION  (all owners of 20% or more)', { size: 8.5, font: 'Helvetica-Bold', color: '#444444' });
  const rows = ['Name', 'Title', 'Ownership %', ca ? 'SIN' : 'SSN', 'Date of Birth', 'Home Address', 'Credit Score (est.)'];
  s.rect(M, top, W - 2 * M, rh * (rows.length + 1), 0.8);
  s.rect(M, top, W - 2 * M, rh, 0.6, '#e9e9e9');
  for (let j = 0; j < 3; j++) s.text(M + lab + j * ocw + 6, top + 5.5, `Owner ${j + 1}`, { size: 8.5, font: 'Helvetica-Bold' });
  rows.forEach((l, i) => s.text(M + 5, top + rh * (i + 1) + 5.5, l, { size: 8, font: 'Helvetica-Bold' }));
  for (let i = 1; i <= rows.length; i++) s.rule(M, top + rh * i, W - M, 0.4);
  for (let j = 0; j < 3; j++) s.doc.save().moveTo(M + lab + j * ocw, top).lineTo(M + lab + j * ocw, top + rh * (rows.length + 1)).lineWidth(0.6).stroke().restore();
  const cell = (j: number, i: number, v: Val) => s.put(M + lab + j * ocw + 5, top + rh * (i + 1) + 2, ocw - 10, rh - 4, v, 9);
  for (let j = 0; j < 3; j++) {
    const o = m.owners[j];
    const vals: Val[] = o ? [nameVal(j, o, ownerName(o, r)), titleVal(j, o), pctVal(j, o, r), idVal(j, o), dobVal(j, o, dates), homeVal(j, o), creditVal(j, o)]
      : rows.map((_, i) => ({ key: `owner${j + 1}_${i}`, text: null }));
    vals.forEach((v, i) => cell(j, i, v));
  }
  // A fourth owner: one line under the grid.
  let y = top + rh * (rows.length + 1) + 8;
  s.text(M, y + 4, 'Additional owner (if any):', { size: 7.5, font: 'Helvetica-Bold' });
  const o4 = m.owners[3];
  const extra: [string, number, Val][] = [['Name', 150, o4 ? nameVal(3, o4, ownerName(o4, r)) : { key: 'owner4_name', text: null }],
    ['Title', 90, o4 ? titleVal(3, o4) : { key: 'owner4_title', text: null }], ['%', 44, o4 ? pctVal(3, o4, r) : { key: 'owner4_pct', text: null }],
    [ca ? 'SIN' : 'SSN', 96, o4 ? idVal(3, o4) : { key: 'owner4_taxid', text: null }], ['DOB', 80, o4 ? dobVal(3, o4, dates) : { key: 'owner4_dob', text: null }]];
  let x = M + 108;
  for (const [l, w, v] of extra) {
    s.text(x, y + 4, `${l}:`, { size: 7.5 });
    const lw = s.doc.font('Helvetica').fontSize(7.5).widthOfString(`${l}:`) + 4;
    s.onLine(x + lw, y, w, v, 13, 9);
    x += lw + w + 10;
  }
  y += 26;
  s.text(M, y, AUTH, { size: 7, width: W - 2 * M });
  y += 40;
  for (let k = 0; k < 2; k++) {
    const sx = M + k * 370;
    s.rule(sx, y + 16, sx + 220, 0.6); s.rule(sx + 240, y + 16, sx + 330, 0.6);
    s.text(sx, y + 19, `Owner ${k + 1} signature`, { size: 6.5 }); s.text(sx + 240, y + 19, 'Date', { size: 6.5 });
  }
  s.text(M, 572, 'Submitted by (ISO rep):', { size: 7.5, font: 'Helvetica-Bold' });
  s.onLine(M + 96, 566, 170, decoy('iso_rep', m.isoRep), 13, 9);
  s.everyPage(() => s.text(W - M - 200, 584, 'CBF-APP-1 (rev. 3/24)   Page 1 of 1', { size: 6.5, width: 200, align: 'right' }));
}

export const COBBLESTONE: Layout = { name: 'cobblestone', broker: 'Cobblestone Business Funding', landscape: true, countries: ['US', 'US', 'CA'],
  maxOwners: 4, typedFont: 'Courier', draw };
