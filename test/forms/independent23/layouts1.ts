// Layouts 1-4 of set 23: a dense faxed credit application, a typewriter form on pre-printed lines, a duplex copy
// whose back is upside down, and a form whose captions sit under the lines.
import { longDate, money, usDate, type Merchant } from './data.ts';
import { decoys, entityGrid, ownRent, putBizId, putDba, putDob, putIndustry, putLegal, putMoney, putOwner,
  putOwnerId, putPct, putScore, putState, US_ENTITY_BOXES } from './blocks.ts';
import type { Sheet } from './sheet.ts';

/** A cell: its caption at the top-left corner in tiny caps, the value typed inside. */
function cell(s: Sheet, cap: string, x: number, y: number, w: number, h = 20): void { s.box(x, y, w, h, 0.4); s.label(cap, x + 2, y + 2, { size: 5 }); }

/** 1. Allied Commercial Credit: one page, 4-point-dense cells, entity checkbox grid, bank and trade references; RECEIVED stamp. */
export function faxCreditApp(s: Sheet, m: Merchant): void {
  const d = decoys(s);
  s.faxHeader(d.fax, 'NOV-14-2026', 1, 1, 'ALLIED COML CREDIT');
  s.label('Allied Commercial Credit Corp.', 36, 24, { size: 12, bold: true });
  s.label(`Business credit application  -  return by fax ${d.fax}`, 36, 40, { size: 6.5 });
  s.shade(36, 52, 540, 11, 'Section A - Business');
  const rows: [string, number, number, number, (x: number, y: number, w: number) => void][] = [
    ['Legal name of business', 36, 64, 330, (x, y, w) => putLegal(s, m, x, y, w)],
    ['Federal tax id no.', 366, 64, 210, (x, y, w) => putBizId(s, m, x, y, w)],
    ['Trade name (d/b/a)', 36, 84, 330, (x, y, w) => putDba(s, m, x, y, w)],
    ['Date business started', 366, 84, 210, (x, y, w) => s.put('business_start_date', m.start, usDate(m.start), x, y, w)],
    ['Street address (no p.o. box)', 36, 104, 250, (x, y, w) => s.put(null, '', m.street, x, y, w)],
    ['City', 286, 104, 130, (x, y, w) => s.put(null, '', m.city, x, y, w)],
    ['St', 416, 104, 40, (x, y, w) => putState(s, m, x, y, w)],
    ['Zip', 456, 104, 120, (x, y, w) => s.put(null, '', m.zip, x, y, w)],
    ['Nature of business', 36, 124, 250, (x, y, w) => putIndustry(s, m, x, y, w)],
    ['Business phone', 286, 124, 170, (x, y, w) => s.put(null, '', m.phone, x, y, w)],
    ['State of inc.', 456, 124, 120, (x, y, w) => s.put(null, '', m.incState, x, y, w)],
  ];
  for (const [cap, x, y, w, f] of rows) { cell(s, cap, x, y, w); f(x + 4, y + 10, w - 8); }
  s.label('Entity:', 40, 148, { bold: true });
  entityGrid(s, m, US_ENTITY_BOXES, 80, 147, 5, 100, 10);
  s.shade(36, 172, 540, 11, 'Section B - Request');
  cell(s, 'Amount requested', 36, 184, 180); putMoney(s, 'requested_amount', m.amount, 40, 194, 170);
  cell(s, 'Purpose', 216, 184, 180); s.put(null, '', m.use, 220, 194, 170);
  cell(s, 'Avg. monthly gross sales', 396, 184, 180); s.put(null, '', money(m.sales), 400, 194, 170);
  s.shade(36, 210, 540, 11, 'Section C - Principals (all owners of 20% or more)');
  m.owners.forEach((o, i) => {
    const y = 222 + i * 40;
    cell(s, `Principal ${i + 1} name`, 36, y, 200); putOwner(s, i, o, 40, y + 10, 190);
    cell(s, 'Title', 236, y, 100); s.put(`applicants.${i}.role`, o.title, o.title, 240, y + 10, 90);
    cell(s, '% owned', 336, y, 60); putPct(s, i, o, 340, y + 10, 50);
    cell(s, 'Soc. sec. no.', 396, y, 100); putOwnerId(s, i, o, m, i > 0 && s.r.chance(0.5), 400, y + 10, 90);
    cell(s, 'D.O.B.', 496, y, 80); putDob(s, i, o, usDate(o.dob), 500, y + 10, 70);
    cell(s, 'Home address', 36, y + 20, 360); s.put(null, '', `${o.home}, ${o.homeCity}, ${o.homeState} ${o.homeZip}`, 40, y + 30, 350);
    cell(s, 'Home phone', 396, y + 20, 180); s.put(null, '', o.phone, 400, y + 30, 170);
  });
  let y = 222 + m.owners.length * 40 + 4;
  s.shade(36, y, 540, 11, 'Section D - Bank and trade references'); y += 12;
  cell(s, 'Bank', 36, y, 180); s.put(null, '', d.bank, 40, y + 10, 170);
  cell(s, 'ABA routing', 216, y, 160); s.put(null, '', d.routing, 220, y + 10, 150);
  cell(s, 'Account no.', 376, y, 200); s.put(null, '', d.account, 380, y + 10, 190); y += 20;
  d.refs.forEach(([n, p], k) => { cell(s, `Trade reference ${k + 1}`, 36, y, 340); s.put(null, '', n, 40, y + 10, 330); cell(s, 'Phone', 376, y, 200); s.put(null, '', p, 380, y + 10, 190); y += 20; });
  s.label('The undersigned certifies the information above is true and authorizes Allied Commercial Credit Corp. and its assigns to obtain credit reports and verify the same with any bank or creditor named herein. A photocopy or facsimile of this authorization is as valid as the original.', 36, y + 8, { size: 5.5, width: 540 });
  s.line(36, y + 50, 250); s.label('Signature of principal', 36, y + 53, { size: 5 }); s.line(330, y + 50, 120); s.label('Date', 330, y + 53, { size: 5 });
  s.stamp('RECEIVED', `NOV 17 2026  UW DESK`, 380, 60);
}

/** 2. Tri-State Merchant Funding: pre-printed rules with labels at the left, typed values above them; landlord; COPY stamp. */
export function typewriterLines(s: Sheet, m: Merchant): void {
  const d = decoys(s);
  s.faxHeader(d.isoPhone, '11/09/2026', 1, 2, 'PREMIER BIZ SVCS');
  s.label('TRI-STATE MERCHANT FUNDING', 0, 30, { size: 13, bold: true, width: 612, align: 'center' });
  s.label('Application for purchase of future receivables', 0, 46, { size: 7, width: 612, align: 'center' });
  let y = 72;
  const row = (lab: string, lw: number, f: (x: number, y: number, w: number) => void, x = 48, w = 516): void => {
    s.label(lab, x, y + 4, { size: 6.5 }); s.line(x + lw, y + 11, w - lw); f(x + lw + 4, y + 2, w - lw - 8);
  };
  row('1. Corporate / legal name', 110, (x, yy, w) => putLegal(s, m, x, yy, w)); y += 20;
  row('2. D/B/A', 110, (x, yy, w) => putDba(s, m, x, yy, w)); y += 20;
  row('3. Tax id (EIN)', 80, (x, yy, w) => putBizId(s, m, x, yy, w), 48, 250);
  row('4. Inception date', 80, (x, yy, w) => s.put('business_start_date', m.start, longDate(m.start), x, yy, w), 314, 250); y += 20;
  row('5. Business location', 110, (x, yy, w) => s.put(null, '', `${m.street}, ${m.city}`, x, yy, w), 48, 370);
  row('State', 28, (x, yy, w) => putState(s, m, x, yy, w), 424, 60);
  row('Zip', 20, (x, yy, w) => s.put(null, '', m.zip, x, yy, w), 490, 74); y += 20;
  row('6. Entity (llc, corp, etc.)', 110, (x, yy, w) => s.put('type_of_entity', m.entityId, m.entityText, x, yy, w), 48, 250);
  row('7. Type of business', 90, (x, yy, w) => putIndustry(s, m, x, yy, w), 314, 250); y += 20;
  row('8. Funding amount sought', 110, (x, yy, w) => putMoney(s, 'requested_amount', m.amount, x, yy, w, true), 48, 250);
  row('9. No. of employees', 90, (x, yy, w) => s.put(null, '', String(m.employees), x, yy, w), 314, 250); y += 26;
  s.label('Premises:', 48, y + 1, { bold: true }); ownRent(s, m, 92, y); y += 16;
  row('10. Landlord / mortgage co.', 110, (x, yy, w) => s.put(null, '', d.landlord, x, yy, w), 48, 330);
  row('Phone', 28, (x, yy, w) => s.put(null, '', d.landlordPhone, x, yy, w), 384, 180); y += 20;
  row('11. Monthly rent', 110, (x, yy, w) => s.put(null, '', money(s.r.int(12, 90) * 100), x, yy, w), 48, 250); y += 30;
  s.label('Existing advances / loans (list all)', 48, y, { bold: true, size: 7 }); y += 12;
  s.label('Funder', 52, y); s.label('Balance', 300, y); s.label('Daily pmt', 430, y); y += 8;
  d.funders.forEach(([f, b, p]) => { s.line(48, y + 11, 516); s.put(null, '', f, 52, y + 2, 230); s.put(null, '', b, 300, y + 2, 120); s.put(null, '', p, 430, y + 2, 120); y += 16; });
  s.stamp('COPY', '', 360, 150);
  s.page();
  s.faxHeader(d.isoPhone, '11/09/2026', 2, 2, 'PREMIER BIZ SVCS');
  s.label('Owner / officer information', 48, 32, { size: 9, bold: true });
  y = 50;
  m.owners.forEach((o, i) => {
    row(`Owner ${i + 1}`, 50, (x, yy, w) => putOwner(s, i, o, x, yy, w), 48, 300);
    row('Title', 28, (x, yy, w) => s.put(`applicants.${i}.role`, o.title, o.title, x, yy, w), 354, 110);
    row('Own %', 32, (x, yy, w) => putPct(s, i, o, x, yy, w), 470, 94); y += 20;
    row('SS#', 50, (x, yy, w) => putOwnerId(s, i, o, m, false, x, yy, w), 48, 200);
    row('Birth date', 50, (x, yy, w) => putDob(s, i, o, usDate(o.dob, true), x, yy, w), 254, 150);
    row('FICO', 30, (x, yy, w) => putScore(s, i, o, x, yy, w), 410, 154); y += 20;
    row('Residence', 50, (x, yy, w) => s.put(null, '', `${o.home}, ${o.homeCity}, ${o.homeState}`, x, yy, w)); y += 28;
  });
  row('ISO / referring office', 100, (x, yy, w) => s.put(null, '', `${d.iso}  ${d.isoPhone}`, x, yy, w)); y += 30;
  s.label('By signing, each owner authorizes Tri-State Merchant Funding to obtain consumer and business credit reports.', 48, y, { size: 6, width: 516 });
  s.line(48, y + 40, 220); s.label('Owner signature', 48, y + 43); s.line(320, y + 40, 120); s.label('Date', 320, y + 43);
}
