// Keystone Equipment & Capital: a landscape page of boxed cells, the owners in a wide grid with one column per
// owner (rows are the attributes), names printed "Last, First M."; page 2 holds the equipment, the existing lender,
// the bank and its officer, and the signatures.
import type { Rng } from '../../../statements/generator/prng.ts';
import type { Canvas } from '../canvas.ts';
import type { Printer } from '../printed.ts';
import { AUTH, bar, cell, decoy, para, put } from '../draw.ts';

export function ownerGrid(c: Canvas, pr: Printer, r: Rng): void {
  const d = pr.d, L = 30, W = 732, navy = '#1f3a5f';
  const masked = d.owners.map(() => r.chance(0.35));
  const scores = r.chance(0.6);
  c.page(792, 612);
  c.text('KEYSTONE', L, 578, { size: 20, font: 'sansBold', color: navy });
  c.text('EQUIPMENT & CAPITAL', L + 112, 578, { size: 10, font: 'sans', color: navy });
  c.text('Equipment Finance / Working Capital Application', L + W, 584, { size: 11, font: 'sansBold', align: 'right' });
  c.text('1200 Liberty Ave, Pittsburgh, PA 15222  |  (412) 555-0148  |  apps@keystone-eqcap.example', L + W, 572, { size: 7, align: 'right' });
  bar(c, '1.  BUSINESS INFORMATION', L, 552, W, { fill: navy });
  const grid = (y: number, cells: [string, number][]) => { let x = L; return cells.map(([label, w]) => { const s = cell(c, label, x, y, w); x += w; return s; }); };
  const a = grid(528, [['Legal Business Name', 300], ['DBA / Trade Name', 200], ['Federal Tax ID (EIN)', 132], ['Entity Type', 100]]);
  put(c, 'legal_name', pr.legal(), a[0]!.x, a[0]!.y, a[0]!.w);
  put(c, 'dba', pr.dba(), a[1]!.x, a[1]!.y, a[1]!.w);
  put(c, 'tax_id', pr.taxId(), a[2]!.x, a[2]!.y, a[2]!.w);
  put(c, 'entity', pr.entityText(), a[3]!.x, a[3]!.y, a[3]!.w);
  const b = grid(504, [['Business Street Address', 300], ['City', 160], ['State', 60], ['Zip', 80], ['Business Phone', 132]]);
  decoy(c, 'biz_street', d.address.street, b[0]!.x, b[0]!.y, b[0]!.w);
  decoy(c, 'biz_city', d.address.city, b[1]!.x, b[1]!.y, b[1]!.w);
  put(c, 'state', pr.state(), b[2]!.x, b[2]!.y, b[2]!.w);
  decoy(c, 'biz_zip', d.address.zip, b[3]!.x, b[3]!.y, b[3]!.w);
  decoy(c, 'biz_phone', d.phone, b[4]!.x, b[4]!.y, b[4]!.w);
  const e = grid(480, [['Type of Business', 220], ['Business Start Date', 100], ['State of Incorporation', 80], ['# Employees', 70], ['E-mail', 262]]);
  put(c, 'industry', pr.industry(), e[0]!.x, e[0]!.y, e[0]!.w);
  put(c, 'start', pr.start(), e[1]!.x, e[1]!.y, e[1]!.w);
  decoy(c, 'state_of_inc', d.stateOfInc, e[2]!.x, e[2]!.y, e[2]!.w);
  decoy(c, 'employees', String(d.employees), e[3]!.x, e[3]!.y, e[3]!.w);
  decoy(c, 'email', d.email, e[4]!.x, e[4]!.y, e[4]!.w);
  const f = grid(456, [['Amount Requested', 150], ['Use of Funds', 230], ['Equipment Cost (invoice total)', 120], ['Down Payment', 100], ['Avg. Monthly Sales', 132]]);
  put(c, 'amount', pr.amount(), f[0]!.x, f[0]!.y, f[0]!.w);
  decoy(c, 'use_of_funds', d.useOfFunds, f[1]!.x, f[1]!.y, f[1]!.w);
  decoy(c, 'equipment_cost', pr.plain(d.equipment.reduce((s, q) => s + q.cost, 0)), f[2]!.x, f[2]!.y, f[2]!.w);
  decoy(c, 'down_payment', pr.plain(d.downPayment), f[3]!.x, f[3]!.y, f[3]!.w);
  decoy(c, 'monthly_sales', pr.plain(d.monthlySales), f[4]!.x, f[4]!.y, f[4]!.w);

  bar(c, '2.  OWNERS / PERSONAL GUARANTORS  (list every owner of 20% or more)', L, 436, W, { fill: navy });
  const labelW = 130, colW = (W - labelW) / 4, top = 420;
  c.rect(L, top, labelW, 14, { fill: '#dfe6ee', stroke: '#444444', lw: 0.5 });
  for (let k = 0; k < 4; k++) {
    c.rect(L + labelW + k * colW, top, colW, 14, { fill: '#dfe6ee', stroke: '#444444', lw: 0.5 });
    c.text(`OWNER ${k + 1}`, L + labelW + k * colW + colW / 2, top + 4, { size: 7, font: 'sansBold', align: 'center' });
  }
  const rows = ['Name (Last, First M.)', 'Title', 'Ownership %', 'Social Security #', 'Date of Birth', 'Home Address', 'City / State / Zip', 'Cell Phone', 'Est. Credit Score'];
  rows.forEach((label, j) => {
    const y = top - 20 * (j + 1);
    c.rect(L, y, labelW, 20, { fill: '#f1f4f8', stroke: '#444444', lw: 0.5 });
    c.text(label, L + 4, y + 7, { size: 7, font: 'sansBold' });
    for (let k = 0; k < 4; k++) c.rect(L + labelW + k * colW, y, colW, 20, { stroke: '#444444', lw: 0.5 });
  });
  d.owners.forEach((o, i) => {
    const x = L + labelW + i * colW + 2, w = colW - 4, at = (j: number) => top - 20 * (j + 1) + 6.5, s = { size: 7.5 };
    put(c, `o${i}_name`, pr.name(i, 'last_first'), x, at(0), w, s);
    put(c, `o${i}_title`, pr.title(i), x, at(1), w, s);
    put(c, `o${i}_share`, pr.share(i, false), x, at(2), w, s);
    put(c, `o${i}_ssn`, pr.ssn(i, masked[i]!), x, at(3), w, s);
    put(c, `o${i}_dob`, pr.dob(i), x, at(4), w, s);
    decoy(c, `o${i}_home_street`, o.home.street, x, at(5), w, s);
    decoy(c, `o${i}_home_city`, `${o.home.city}, ${o.home.state} ${o.home.zip}`, x, at(6), w, s);
    decoy(c, `o${i}_cell`, o.cell, x, at(7), w, s);
    if (scores) put(c, `o${i}_score`, pr.score(i), x, at(8), w, s);
  });
  bar(c, '3.  ISO / BROKER USE ONLY', L, 200, W, { fill: '#6b7b8c' });
  const g = grid(176, [['ISO Representative', 250], ['ISO #', 150], ['Date Received', 150], ['Source', 182]]);
  decoy(c, 'iso_rep', d.iso.name, g[0]!.x, g[0]!.y, g[0]!.w);
  decoy(c, 'iso_id', d.iso.id, g[1]!.x, g[1]!.y, g[1]!.w);
  decoy(c, 'received', pr.dateText('2025-10-28'), g[2]!.x, g[2]!.y, g[2]!.w);
  c.text('Page 1 of 2', L + W, 30, { size: 7, align: 'right' });
  c.text('KEC-APP rev. 03/2024', L, 30, { size: 7 });

  c.page(792, 612);
  c.text('KEYSTONE EQUIPMENT & CAPITAL  -  Application (continued)', L, 584, { size: 10, font: 'sansBold', color: navy });
  c.text(`Applicant: ${d.legalName}`, L + W, 584, { size: 8, align: 'right' });
  bar(c, '4.  EQUIPMENT TO BE FINANCED', L, 560, W, { fill: navy });
  const cols: [string, number][] = [['Description', 260], ['Serial / VIN', 150], ['Vendor', 200], ['Cost', 122]];
  let x = L;
  for (const [label, w] of cols) { c.rect(x, 544, w, 14, { fill: '#dfe6ee', stroke: '#444444', lw: 0.5 }); c.text(label, x + 3, 548, { size: 7, font: 'sansBold' }); x += w; }
  d.equipment.forEach((q, k) => {
    const y = 526 - 18 * k;
    let cx = L;
    for (const [, w] of cols) { c.rect(cx, y, w, 18, { stroke: '#444444', lw: 0.5 }); cx += w; }
    decoy(c, `equip${k}`, q.description, L + 3, y + 5, 254);
    decoy(c, `equip${k}_serial`, q.serial, L + 263, y + 5, 144);
    decoy(c, `equip${k}_vendor`, d.vendor.name, L + 413, y + 5, 194);
    decoy(c, `equip${k}_cost`, pr.plain(q.cost), L + 613, y + 5, 116, { align: 'right' });
  });
  const v = grid(466, [['Vendor Contact', 200], ['Vendor Phone', 140], ['Vendor Address', 392]]);
  decoy(c, 'vendor_contact', d.vendor.contact, v[0]!.x, v[0]!.y, v[0]!.w);
  decoy(c, 'vendor_phone', d.vendor.phone, v[1]!.x, v[1]!.y, v[1]!.w);
  decoy(c, 'vendor_address', `${d.vendor.address.street}, ${d.vendor.address.city}, ${d.vendor.address.state}`, v[2]!.x, v[2]!.y, v[2]!.w);
  bar(c, '5.  EXISTING EQUIPMENT LOANS / LEASES', L, 444, W, { fill: navy });
  const l = grid(420, [['Lender / Lessor', 260], ['Balance', 140], ['Monthly Payment', 140], ['Account #', 192]]);
  decoy(c, 'lender', d.lender.name, l[0]!.x, l[0]!.y, l[0]!.w);
  decoy(c, 'lender_balance', pr.plain(d.lender.balance), l[1]!.x, l[1]!.y, l[1]!.w);
  decoy(c, 'lender_payment', pr.plain(d.lender.payment), l[2]!.x, l[2]!.y, l[2]!.w);
  decoy(c, 'lender_account', d.lender.account, l[3]!.x, l[3]!.y, l[3]!.w);
  bar(c, '6.  BANK REFERENCE', L, 398, W, { fill: navy });
  const k = grid(374, [['Bank Name', 180], ['Routing #', 110], ['Account #', 130], ['Bank Officer', 170], ['Officer Phone', 142]]);
  decoy(c, 'bank', d.bank.name, k[0]!.x, k[0]!.y, k[0]!.w);
  decoy(c, 'routing', d.bank.routing, k[1]!.x, k[1]!.y, k[1]!.w);
  decoy(c, 'account', d.bank.account, k[2]!.x, k[2]!.y, k[2]!.w);
  decoy(c, 'bank_officer', d.bankOfficer.name, k[3]!.x, k[3]!.y, k[3]!.w);
  decoy(c, 'officer_phone', d.bankOfficer.phone, k[4]!.x, k[4]!.y, k[4]!.w);
  bar(c, '7.  AUTHORIZATION', L, 352, W, { fill: navy });
  const y = para(c, AUTH, L, 338, W, 7) - 14;
  d.owners.forEach((_, i) => {
    const sx = L + (i % 2) * 370, sy = y - Math.floor(i / 2) * 40;
    c.line(sx, sy, sx + 160, sy, 0.5);
    c.text('Signature', sx, sy - 8, { size: 6 });
    c.line(sx + 170, sy, sx + 290, sy, 0.5);
    c.text('Date', sx + 170, sy - 8, { size: 6 });
    decoy(c, `o${i}_sign_date`, pr.dateText('2025-10-27'), sx + 171, sy + 2, 118);
  });
  c.text('Page 2 of 2', L + W, 30, { size: 7, align: 'right' });
}
