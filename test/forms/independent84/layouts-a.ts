// Keystone (fax printout with dot leaders), Blue Harbor (dense bordered grid), Tri-County (label:value runs).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './data.ts';
import type { Sheet } from './draw.ts';
import { AUTH, faxHeader, faxWhen, leader, pairs, paragraph, signature } from './common.ts';
import { businessTaxId, date, dbaFields, dbaText, dobFields, entityFields, industryFields, legalFields, money, ownerText,
  pctFields, roleFields, stateFields, up } from './fmt.ts';

export function keystone(s: Sheet, m: Merchant, r: Rng): void {
  const fax = { from: 'KEYSTONE CAP BRKRS', fax: '(516) 555-0143', when: faxWhen(r), pages: 2 };
  faxHeader(s, fax, 1);
  s.lab('KEYSTONE CAPITAL BROKERS INC.  --  MERCHANT FUNDING APPLICATION', 30, 28, 9, 'Courier-Bold');
  s.lab('FORM KC-7 (REV 03/98)   ** PLEASE PRINT CLEARLY IN BLACK INK **   SEC A THRU D MUST BE COMPLETED', 30, 40, 6, 'Courier');
  let y = 56;
  const row = (): number => (y += 11);
  s.lab('SECTION A - BUSINESS INFORMATION', 30, y, 7, 'Courier-Bold');
  const legal = up(m.legal, true);
  leader(s, 'LEGAL NAME', 24, legal, 30, row(), { key: 'legal_name', fields: legalFields(legal), size: 7.5 });
  const dba = dbaText(m, r, true);
  leader(s, 'DBA NAME', 24, dba, 30, row(), { key: 'dba', fields: dbaFields(m, dba, legal), size: 7.5 });
  leader(s, 'ENTITY TYPE', 24, m.entity, 30, row(), { key: 'entity', fields: entityFields(m.entity, m), size: 7.5 });
  leader(s, 'STATE OF INC', 14, m.stateOfInc, 330, y, { key: 'state_inc', decoy: true, size: 7.5 });
  const tax = businessTaxId(m, r);
  leader(s, m.taxIdType === 'EIN' ? 'FED TAX ID' : 'FED TAX ID/SSN', 24, tax.text, 30, row(), { key: 'tax_id', fields: tax.fields, kind: 'digits', size: 7.5 });
  const start = date(m.start, r);
  leader(s, 'DATE BUS STARTED', 24, start, 30, row(), { key: 'start', fields: { business_start_date: m.start }, kind: 'date', size: 7.5 });
  leader(s, 'BUS ADDRESS', 24, m.addr.street, 30, row(), { key: 'street', size: 7.5 });
  leader(s, 'CITY', 24, m.addr.city, 30, row(), { key: 'city', size: 7.5 });
  leader(s, 'ST', 6, m.addr.st, 290, y, { key: 'state', fields: stateFields(m), size: 7.5 });
  leader(s, 'ZIP', 6, m.addr.zip, 380, y, { key: 'zip', size: 7.5 });
  leader(s, 'BUS PHONE', 24, m.phone, 30, row(), { key: 'phone', size: 7.5 });
  leader(s, 'EMAIL', 10, m.email.toUpperCase(), 290, y, { key: 'email', size: 7.5 });
  leader(s, 'TYPE OF BUSINESS', 24, m.industry, 30, row(), { key: 'industry', fields: industryFields(m.industry), size: 7.5 });
  leader(s, 'NO. EMPLOYEES', 24, String(m.employees), 30, row(), { key: 'employees', size: 7.5 });
  y += 8;
  s.lab('SECTION B - FUNDING REQUEST', 30, row(), 7, 'Courier-Bold');
  const amt = money(m.amount, r);
  leader(s, 'AMT REQUESTED', 24, amt, 30, row(), { key: 'amount', fields: { requested_amount: m.amount }, kind: 'money', size: 7.5 });
  leader(s, 'USE OF FUNDS', 24, m.use, 30, row(), { key: 'use', size: 7.5 });
  leader(s, 'AVG MO GROSS SALES', 24, money(m.monthlySales, r), 30, row(), { key: 'sales', size: 7.5 });
  leader(s, 'LANDLORD/MTG CO', 24, m.landlord.name, 30, row(), { key: 'landlord', decoy: true, size: 7.5 });
  leader(s, 'PH', 6, m.landlord.phone, 350, y, { key: 'landlord_ph', decoy: true, size: 7.5 });
  y += 8;
  s.lab('SECTION C - BANK INFORMATION (ATTACH LAST 4 MOS STMTS)', 30, row(), 7, 'Courier-Bold');
  leader(s, 'BANK NAME', 24, m.bank.name, 30, row(), { key: 'bank', decoy: true, size: 7.5 });
  leader(s, 'ABA/RTG #', 24, m.bank.routing, 30, row(), { key: 'routing', decoy: true, size: 7.5 });
  leader(s, 'ACCT #', 10, m.bank.account, 290, y, { key: 'account', decoy: true, size: 7.5 });
  m.advances.forEach((a, i) => {
    leader(s, `OPEN ADVANCE ${i + 1}`, 24, a.funder, 30, row(), { key: `adv${i}`, decoy: true, size: 7.5 });
    leader(s, 'BAL', 5, money(a.balance, r), 290, y, { key: `adv${i}_bal`, decoy: true, size: 7.5 });
  });
  y += 10;
  leader(s, 'SUBMITTED BY (ISO)', 24, m.iso.name, 30, row(), { key: 'iso', decoy: true, size: 7.5 });
  s.lab('*** CONTINUED ON PAGE 2 ***', 240, 760, 7, 'Courier');
  s.newPage();
  faxHeader(s, fax, 2);
  y = 30;
  s.lab('SECTION D - OWNER/OFFICER INFORMATION (ALL OWNERS 20% OR MORE)', 30, y, 7, 'Courier-Bold');
  m.owners.forEach((o, i) => {
    const t = ownerText(o, i, r, true);
    y += 8;
    s.lab(`-- OWNER ${i + 1} --`, 30, row(), 7, 'Courier');
    leader(s, 'OWNER NAME', 24, t.name, 30, row(), { key: `o${i}_name`, fields: t.nameFields, kind: 'name', size: 7.5 });
    leader(s, 'TITLE', 24, o.title, 30, row(), { key: `o${i}_title`, fields: roleFields(i, o.title), size: 7.5 });
    leader(s, 'OWN %', 8, t.pct, 330, y, { key: `o${i}_pct`, fields: pctFields(i, o), kind: 'pct', size: 7.5 });
    leader(s, 'SSN#', 24, t.tin, 30, row(), { key: `o${i}_ssn`, fields: t.tinFields, kind: 'digits', size: 7.5 });
    leader(s, 'DOB', 8, t.dob, 330, y, { key: `o${i}_dob`, fields: dobFields(i, o), kind: 'date', size: 7.5 });
    leader(s, 'HOME ADDR', 24, `${o.home.street}, ${o.home.city} ${o.home.st} ${o.home.zip}`, 30, row(), { key: `o${i}_home`, decoy: true, size: 7.5 });
  });
  y = paragraph(s, AUTH, 30, y + 24, 550, 5.5) + 10;
  m.owners.forEach((_, i) => { s.lab(`SIGNATURE OWNER ${i + 1}`, 30 + (i % 2) * 280, y + 20 + Math.floor(i / 2) * 34, 5.5, 'Courier'); signature(s, r, 110 + (i % 2) * 280, y + 8 + Math.floor(i / 2) * 34); });
}

/** One page of bordered cells: a tiny label in each cell's corner, the value under it. */
export function blueHarbor(s: Sheet, m: Merchant, r: Rng): void {
  s.doc.rect(30, 24, 552, 26).fill('#000000');
  s.lab('BLUE HARBOR FUNDING GROUP', 38, 30, 13, 'Helvetica-Bold', 'white');
  s.lab('BUSINESS FUNDING APPLICATION  BHFG-APP-04', 400, 34, 7, 'Helvetica', 'white');
  let y = 58;
  const cell = (x: number, w: number, label: string, value: string, o: Parameters<Sheet['val']>[3] & { h?: number }): void => {
    s.box(x, y, w, o.h ?? 22, 0.6);
    s.lab(label, x + 2, y + 1.5, 4.8, 'Helvetica');
    s.val(value, x + 3, y + 10, { size: 7.5, w: w - 6, ...o });
  };
  const legal = m.legal;
  const dba = dbaText(m, r, false);
  cell(30, 300, 'LEGAL / CORPORATE NAME', legal, { key: 'legal_name', fields: legalFields(legal) });
  cell(330, 252, 'D/B/A', dba, { key: 'dba', fields: dbaFields(m, dba, legal) });
  y += 22;
  cell(30, 200, 'PHYSICAL ADDRESS (NO P.O. BOX)', m.addr.street, { key: 'street' });
  cell(230, 120, 'CITY', m.addr.city, { key: 'city' });
  cell(350, 40, 'STATE', m.addr.st, { key: 'state', fields: stateFields(m) });
  cell(390, 70, 'ZIP', m.addr.zip, { key: 'zip' });
  cell(460, 122, 'BUSINESS PHONE', m.phone, { key: 'phone' });
  y += 22;
  const tax = businessTaxId(m, r);
  cell(30, 100, m.taxIdType === 'EIN' ? 'FEDERAL TAX ID' : 'FED TAX ID / SSN', tax.text, { key: 'tax_id', fields: tax.fields, kind: 'digits' });
  cell(130, 90, 'BUSINESS START DATE', date(m.start, r, false), { key: 'start', fields: { business_start_date: m.start }, kind: 'date' });
  cell(220, 60, 'STATE OF INC.', m.stateOfInc, { key: 'state_inc', decoy: true });
  cell(280, 100, 'ENTITY TYPE', m.entity, { key: 'entity', fields: entityFields(m.entity, m) });
  cell(380, 202, 'TYPE OF BUSINESS / PRODUCT OR SERVICE', m.industry, { key: 'industry', fields: industryFields(m.industry) });
  y += 22;
  const amt = money(m.amount, r);
  cell(30, 100, 'AMOUNT REQUESTED', amt, { key: 'amount', fields: { requested_amount: m.amount }, kind: 'money' });
  cell(130, 110, 'USE OF PROCEEDS', m.use, { key: 'use' });
  cell(240, 100, 'GROSS MONTHLY SALES', money(m.monthlySales, r), { key: 'sales' });
  cell(340, 50, '# EMPL', String(m.employees), { key: 'employees' });
  cell(390, 192, 'E-MAIL', m.email, { key: 'email' });
  y += 30;
  s.lab('PRINCIPAL / OWNER INFORMATION', 30, y, 7, 'Helvetica-Bold');
  y += 10;
  const cols: [string, number][] = [['OWNER NAME', 130], ['TITLE', 62], ['OWN %', 38], ['SSN', 70], ['DATE OF BIRTH', 64], ['HOME ADDRESS / CITY / ST / ZIP', 188]];
  let x = 30;
  for (const [l, w] of cols) { s.box(x, y, w, 10, 0.6); s.lab(l, x + 2, y + 2.5, 5, 'Helvetica-Bold'); x += w; }
  y += 10;
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    x = 30;
    for (const [, w] of cols) { s.box(x, y, w, 16, 0.6); x += w; }
    if (o) {
      const t = ownerText(o, i, r, false);
      s.val(t.name, 33, y + 4.5, { size: 7, w: 124, key: `o${i}_name`, fields: t.nameFields, kind: 'name' });
      s.val(o.title, 163, y + 4.5, { size: 7, w: 56, key: `o${i}_title`, fields: roleFields(i, o.title) });
      s.val(t.pct, 225, y + 4.5, { size: 7, w: 32, key: `o${i}_pct`, fields: pctFields(i, o), kind: 'pct' });
      s.val(t.tin, 263, y + 4.5, { size: 7, w: 64, key: `o${i}_ssn`, fields: t.tinFields, kind: 'digits' });
      s.val(t.dob, 333, y + 4.5, { size: 7, w: 58, key: `o${i}_dob`, fields: dobFields(i, o), kind: 'date' });
      s.val(`${o.home.street}, ${o.home.city}, ${o.home.st} ${o.home.zip}`, 397, y + 4.5, { size: 6.5, w: 182, key: `o${i}_home`, decoy: true });
    }
    y += 16;
  }
  y += 10;
  s.lab('BANK / LANDLORD / EXISTING FINANCING (FOR VERIFICATION ONLY)', 30, y, 7, 'Helvetica-Bold');
  y += 10;
  cell(30, 130, 'BANK NAME', m.bank.name, { key: 'bank', decoy: true });
  cell(160, 100, 'ROUTING #', m.bank.routing, { key: 'routing', decoy: true });
  cell(260, 110, 'ACCOUNT #', m.bank.account, { key: 'account', decoy: true });
  cell(370, 130, 'LANDLORD', m.landlord.name, { key: 'landlord', decoy: true });
  cell(500, 82, 'LANDLORD PH', m.landlord.phone, { key: 'landlord_ph', decoy: true });
  y += 22;
  for (let i = 0; i < 2; i++) {
    const a = m.advances[i];
    cell(30, 200, `CURRENT FUNDER ${i + 1}`, a?.funder ?? '', { key: `adv${i}`, decoy: true });
    cell(230, 110, 'BALANCE', a ? money(a.balance, r) : '', { key: `adv${i}_bal`, decoy: true });
    cell(340, 110, 'DAILY PMT', a ? money(a.payment, r) : '', { key: `adv${i}_pmt`, decoy: true });
    cell(450, 132, 'ISO / REFERRED BY', i === 0 ? m.iso.name : m.iso.phone, { key: `iso${i}`, decoy: true });
    y += 22;
  }
  y = paragraph(s, AUTH, 30, y + 8, 552, 5) + 8;
  signature(s, r, 40, y + 6); s.lab('AUTHORIZED SIGNATURE', 40, y + 24, 5); s.lab('DATE', 330, y + 24, 5);
}

export function triCounty(s: Sheet, m: Merchant, r: Rng): void {
  const fax = { from: 'TRI-COUNTY MERCH SVCS', fax: '(610) 555-0187', when: faxWhen(r), pages: 1 };
  faxHeader(s, fax, 1);
  s.lab('TRI-COUNTY MERCHANT SERVICES', 30, 26, 10, 'Helvetica-Bold');
  s.lab('MCA / WORKING CAPITAL INTAKE SHEET - TYPE OR PRINT - INCOMPLETE APPS WILL NOT BE SUBMITTED', 30, 39, 5.5, 'Helvetica');
  let y = 54;
  const next = (d = 13): number => (y += d);
  const legal = up(m.legal, true), dba = dbaText(m, r, true);
  pairs(s, y, [['CORP NM', legal, { key: 'legal_name', fields: legalFields(legal) }], ['DBA NM', dba, { key: 'dba', fields: dbaFields(m, dba, legal) }]]);
  const tax = businessTaxId(m, r);
  const yrs = 2025 - Number(m.start.slice(0, 4));
  pairs(s, next(), [['ENTITY', m.entity, { key: 'entity', fields: entityFields(m.entity, m) }],
    [m.taxIdType === 'EIN' ? 'FED TAX ID' : 'FED TAX ID/SSN#', tax.text, { key: 'tax_id', fields: tax.fields, kind: 'digits' }],
    ['YRS IN BUS', String(yrs), { key: 'yrs' }], ['ST OF INC', m.stateOfInc, { key: 'state_inc', decoy: true }]]);
  pairs(s, next(), [['ADDR', m.addr.street, { key: 'street' }], ['CITY', m.addr.city, { key: 'city' }],
    ['ST', m.addr.st, { key: 'state', fields: stateFields(m) }], ['ZIP', m.addr.zip, { key: 'zip' }]]);
  pairs(s, next(), [['BUS PH', m.phone, { key: 'phone' }], ['EMAIL', m.email.toUpperCase(), { key: 'email' }]]);
  pairs(s, next(), [['TYPE OF BUS', m.industry, { key: 'industry', fields: industryFields(m.industry) }], ['# EMPL', String(m.employees), { key: 'employees' }]]);
  const amt = money(m.amount, r);
  pairs(s, next(), [['AMT REQ', amt, { key: 'amount', fields: { requested_amount: m.amount }, kind: 'money' }], ['USE', m.use, { key: 'use' }],
    ['MO SALES', money(m.monthlySales, r), { key: 'sales' }]]);
  s.line(30, next(11), 582, y, 0.4);
  m.owners.forEach((o, i) => {
    const t = ownerText(o, i, r, true, r.chance(0.5) ? 'last' : 'first');
    pairs(s, next(8), [[`OWNER ${i + 1}`, t.name, { key: `o${i}_name`, fields: t.nameFields, kind: 'name' }],
      ['TITLE', o.title, { key: `o${i}_title`, fields: roleFields(i, o.title) }], ['OWN %', t.pct, { key: `o${i}_pct`, fields: pctFields(i, o), kind: 'pct' }]]);
    pairs(s, next(), [['SSN#', t.tin, { key: `o${i}_ssn`, fields: t.tinFields, kind: 'digits' }], ['DOB', t.dob, { key: `o${i}_dob`, fields: dobFields(i, o), kind: 'date' }],
      ['CELL', o.cell, { key: `o${i}_cell`, decoy: true }]]);
    pairs(s, next(), [['HOME ADDR', `${o.home.street} ${o.home.city} ${o.home.st} ${o.home.zip}`, { key: `o${i}_home`, decoy: true }]]);
  });
  s.line(30, next(11), 582, y, 0.4);
  pairs(s, next(8), [['BANK', m.bank.name, { key: 'bank', decoy: true }], ['ABA', m.bank.routing, { key: 'routing', decoy: true }],
    ['ACCT', m.bank.account, { key: 'account', decoy: true }]]);
  pairs(s, next(), [['LANDLORD', m.landlord.name, { key: 'landlord', decoy: true }], ['PH', m.landlord.phone, { key: 'landlord_ph', decoy: true }]]);
  for (const [i, a] of m.advances.entries()) {
    pairs(s, next(), [[`OPEN POSITION ${i + 1}`, a.funder, { key: `adv${i}`, decoy: true }], ['BAL', money(a.balance, r), { key: `adv${i}_bal`, decoy: true }],
      ['PMT', money(a.payment, r), { key: `adv${i}_pmt`, decoy: true }]]);
  }
  m.refs.forEach((f, i) => pairs(s, next(), [[`TRADE REF ${i + 1}`, f.name, { key: `ref${i}`, decoy: true }], ['PH', f.phone, { key: `ref${i}_ph`, decoy: true }]]));
  pairs(s, next(), [['ISO/REP', m.iso.name, { key: 'iso', decoy: true }], ['REP PH', m.iso.phone, { key: 'iso_ph', decoy: true }]]);
  y = paragraph(s, AUTH, 30, next(18), 552, 5.5) + 8;
  signature(s, r, 40, y + 6); s.lab('OWNER SIGNATURE', 40, y + 24, 5.5); s.lab('DATE:', 330, y + 24, 5.5);
}
