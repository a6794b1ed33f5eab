// Layouts 5-7 of set 23: a grid of checkbox boxes with a payment schedule, a Canadian faxed form (BN, SIN, PIPEDA),
// and a numbered multi-part carbon set with an owners' table.
import { fmtSsn, longDate, money, usDate, type Merchant } from './data.ts';
import { decoys, entityGrid, freqBoxes, industryGrid, ownRent, putBizId, putDba, putDob, putIndustry, putLegal, putMoney, putOwner, putOwnerId,
  putPct, putScore, putState, US_ENTITY_BOXES } from './blocks.ts';
import type { Sheet } from './sheet.ts';

/** 5. Meridian Merchant Services: boxed checkbox matrix (entity, industry, premises, schedule) with requested payment terms. */
export function checkboxMatrix(s: Sheet, m: Merchant): void {
  const d = decoys(s);
  s.faxHeader(d.fax, '10/21/26', 1, 1, 'MERIDIAN MERCH');
  s.box(30, 22, 552, 30, 1.2); s.label('Meridian Merchant Services  *  Revenue-based funding request', 36, 28, { size: 10, bold: true });
  s.label(`Return to underwriting by fax ${d.fax} or e-mail`, 36, 42, { size: 6 });
  let y = 60;
  const f = (cap: string, x: number, w: number, put: (x: number, y: number, w: number) => void): void => {
    const lw = s.doc.font('Helvetica').fontSize(6).widthOfString(`${cap.toUpperCase()}:`) + 5;
    s.label(`${cap}:`, x, y + 2); s.line(x, y + 10, w); put(x + lw, y, w - lw - 4);
  };
  f('Company legal name', 36, 330, (x, yy, w) => putLegal(s, m, x, yy, w)); f('FEIN', 376, 200, (x, yy, w) => putBizId(s, m, x, yy, w)); y += 18;
  f('DBA', 36, 330, (x, yy, w) => putDba(s, m, x, yy, w)); f('Opened', 376, 200, (x, yy, w) => s.put('business_start_date', m.start, longDate(m.start), x, yy, w)); y += 18;
  f('Address', 36, 260, (x, yy, w) => s.put(null, '', `${m.street}, ${m.city}`, x, yy, w)); f('State', 306, 70, (x, yy, w) => putState(s, m, x, yy, w));
  f('E-mail', 386, 190, (x, yy, w) => s.put(null, '', m.email, x, yy, w)); y += 24;
  const grid = (title: string, h: number, draw: (y: number) => void): void => { s.box(36, y, 540, h); s.shade(36, y, 540, 10, title); draw(y + 14); y += h + 6; };
  grid('Entity type', 38, (yy) => entityGrid(s, m, ['LLC', 'Corporation', 'S Corp', 'Partnership', 'LLP', 'Sole Proprietor', 'Non-Profit'], 42, yy, 4, 134, 11));
  grid('Industry', 58, (yy) => industryGrid(s, m, 42, yy, 4, 134, 16, 10));
  grid('Premises / employees', 26, (yy) => { ownRent(s, m, 42, yy); s.label('Employees:', 200, yy + 1); s.put(null, '', String(m.employees), 250, yy, 60); });
  grid('Funding terms requested', 44, (yy) => {
    s.label('Amount:', 42, yy + 1); putMoney(s, 'requested_amount', m.amount, 80, yy, 100);
    s.label('Payment:', 190, yy + 1); putMoney(s, 'requested_payment', m.payment, 230, yy, 90, true);
    s.label('No. of payments:', 330, yy + 1); s.put('number_of_payments', m.payments, String(m.payments), 400, yy, 60);
    s.label('Remit:', 42, yy + 15); freqBoxes(s, m, 80, yy + 14, 60);
  });
  grid('Owners', 18 + m.owners.length * 30, (yy) => m.owners.forEach((o, i) => {
    const oy = yy + i * 30;
    s.label('Name', 42, oy + 2); putOwner(s, i, o, 66, oy, 170); s.label('Title', 240, oy + 2); s.put(`applicants.${i}.role`, o.title, o.title, 262, oy, 90);
    s.label('%', 360, oy + 2); putPct(s, i, o, 370, oy, 40); s.label('SSN', 420, oy + 2); putOwnerId(s, i, o, m, false, 440, oy, 130);
    s.label('DOB', 42, oy + 14); putDob(s, i, o, usDate(o.dob), 66, oy + 12, 90); s.label('Score', 170, oy + 14); putScore(s, i, o, 196, oy + 12, 60);
    s.label('Cell', 270, oy + 14); s.put(null, '', o.phone, 290, oy + 12, 120);
  }));
  grid('Open advances', 14 + d.funders.length * 12, (yy) => d.funders.forEach(([fn, b, p], k) => {
    s.put(null, '', fn, 42, yy + k * 12, 200, 7.5); s.put(null, '', b, 260, yy + k * 12, 100, 7.5); s.put(null, '', p, 380, yy + k * 12, 100, 7.5);
  }));
  s.label('Merchant authorizes Meridian Merchant Services and its funding partners to obtain credit and bank information. A faxed copy is an original.', 36, y + 4, { size: 5.5, width: 540 });
  s.stamp('RECEIVED', 'OCT 22 2026', 390, 84);
}

/** 6. Northland Business Capital (Canada): O/A name, BN with program account, province, SIN, PIPEDA consent; faxed. */
export function canadaFax(s: Sheet, m: Merchant): void {
  const d = decoys(s);
  s.faxHeader(d.fax, '14 NOV 2026', 1, 1, 'NORTHLAND BUS CAP');
  s.label('NORTHLAND BUSINESS CAPITAL INC.', 36, 24, { size: 11, bold: true });
  s.label(`Merchant cash advance application  /  fax ${d.fax}`, 36, 38, { size: 6 });
  let y = 56;
  const c = (cap: string, x: number, w: number, put: (x: number, y: number, w: number) => void, h = 22): void => { s.box(x, y, w, h, 0.4); s.label(cap, x + 2, y + 2, { size: 5 }); put(x + 4, y + 12, w - 8); };
  c('Registered (legal) name', 36, 320, (x, yy, w) => putLegal(s, m, x, yy, w)); c('Business number (BN) incl. program account', 356, 220, (x, yy, w) => putBizId(s, m, x, yy, w)); y += 22;
  c('Operating name (O/A)', 36, 320, (x, yy, w) => putDba(s, m, x, yy, w)); c('Date of incorporation', 356, 220, (x, yy, w) => s.put('business_start_date', m.start, longDate(m.start), x, yy, w)); y += 22;
  c('Civic address', 36, 230, (x, yy, w) => s.put(null, '', m.street, x, yy, w)); c('City', 266, 130, (x, yy, w) => s.put(null, '', m.city, x, yy, w));
  c('Prov.', 396, 50, (x, yy, w) => putState(s, m, x, yy, w)); c('Postal code', 446, 130, (x, yy, w) => s.put(null, '', m.zip, x, yy, w)); y += 22;
  c('Legal form', 36, 160, (x, yy, w) => s.put('type_of_entity', m.entityId, m.entityText, x, yy, w));
  c('Jurisdiction of incorporation', 196, 160, (x, yy, w) => s.put(null, '', m.incState, x, yy, w));
  c('Nature of business', 356, 220, (x, yy, w) => putIndustry(s, m, x, yy, w)); y += 22;
  c('Advance requested (CAD)', 36, 180, (x, yy, w) => s.put('requested_amount', m.amount, `${money(m.amount)} CAD`, x, yy, w));
  c('Purpose', 216, 180, (x, yy, w) => s.put(null, '', m.use, x, yy, w)); c('Avg monthly deposits', 396, 180, (x, yy, w) => s.put(null, '', money(m.sales), x, yy, w)); y += 32;
  m.owners.forEach((o, i) => {
    s.shade(36, y, 540, 10, `Shareholder / director ${i + 1}`); y += 10;
    c('Full name', 36, 220, (x, yy, w) => putOwner(s, i, o, x, yy, w)); c('Position', 256, 100, (x, yy, w) => s.put(`applicants.${i}.role`, o.title, o.title, x, yy, w));
    c('% shares', 356, 60, (x, yy, w) => putPct(s, i, o, x, yy, w)); c('SIN', 416, 160, (x, yy, w) => putOwnerId(s, i, o, m, s.r.chance(0.35), x, yy, w)); y += 22;
    c('Date of birth', 36, 120, (x, yy, w) => putDob(s, i, o, usDate(o.dob), x, yy, w));
    c('Home address', 156, 420, (x, yy, w) => s.put(null, '', `${o.home}, ${o.homeCity} ${o.homeState} ${o.homeZip}`, x, yy, w)); y += 28;
  });
  c('Financial institution', 36, 200, (x, yy, w) => s.put(null, '', d.bank, x, yy, w));
  c('Transit / institution no.', 236, 160, (x, yy, w) => s.put(null, '', `${d.routing.slice(0, 5)}-${d.routing.slice(5, 8)}`, x, yy, w));
  c('Account no.', 396, 180, (x, yy, w) => s.put(null, '', d.account, x, yy, w)); y += 30;
  s.label('PIPEDA consent: each signatory consents to the collection, use and disclosure of personal information, including a credit report from Equifax Canada or TransUnion Canada, for the purpose of evaluating this application.', 36, y, { size: 5.5, width: 540 });
  s.line(36, y + 44, 200); s.label('Signature', 36, y + 46, { size: 5 });
  if (s.r.chance(0.6)) s.stamp('RECEIVED', 'NOV 15 2026', 380, y - 30);
}

/** 7. Capitol Funding Source: numbered multi-part carbon set (white/canary/pink), owners table with Last, First; tiny print. */
export function carbonSet(s: Sheet, m: Merchant): void {
  const d = decoys(s);
  s.faxHeader(d.isoPhone, '09-Nov-2026', 1, 1, 'CAP FUNDING SRC');
  s.label('Form CFS-114 (rev. 3/98)', 470, 24, { size: 5.5 });
  s.label('Capitol Funding Source - Merchant Credit Application', 36, 26, { size: 10, bold: true });
  let y = 48;
  const n = (no: number, cap: string, x: number, w: number, put: (x: number, y: number, w: number) => void): void => {
    s.box(x, y, w, 22, 0.4); s.label(`${no}. ${cap}`, x + 2, y + 2, { size: 5 }); put(x + 4, y + 12, w - 8);
  };
  n(1, 'Name of applicant (exact legal name)', 36, 360, (x, yy, w) => putLegal(s, m, x, yy, w)); n(2, 'Employer id / SSN', 396, 180, (x, yy, w) => putBizId(s, m, x, yy, w)); y += 22;
  n(3, 'Assumed name', 36, 360, (x, yy, w) => putDba(s, m, x, yy, w)); n(4, 'In business since', 396, 180, (x, yy, w) => s.put('business_start_date', m.start, usDate(m.start), x, yy, w)); y += 22;
  n(5, 'Address', 36, 280, (x, yy, w) => s.put(null, '', `${m.street}, ${m.city}`, x, yy, w)); n(6, 'State', 316, 60, (x, yy, w) => putState(s, m, x, yy, w));
  n(7, 'Zip', 376, 80, (x, yy, w) => s.put(null, '', m.zip, x, yy, w)); n(8, 'Telephone', 456, 120, (x, yy, w) => s.put(null, '', m.phone, x, yy, w)); y += 22;
  n(9, 'Kind of business', 36, 280, (x, yy, w) => putIndustry(s, m, x, yy, w)); n(10, 'Amount of advance', 316, 140, (x, yy, w) => putMoney(s, 'requested_amount', m.amount, x, yy, w, true));
  n(11, 'Employees', 456, 120, (x, yy, w) => s.put(null, '', String(m.employees), x, yy, w)); y += 26;
  s.label('12. Organized as:', 36, y + 1, { bold: true }); entityGrid(s, m, US_ENTITY_BOXES, 110, y, 5, 92, 11); y += 26;
  s.label('13. Principals', 36, y, { bold: true }); y += 9;
  const cols: [string, number, number][] = [['Last, first', 36, 170], ['Title', 206, 90], ['% own', 296, 46], ['S.S. no.', 342, 90], ['Birth', 432, 70], ['Res. state', 502, 74]];
  for (const [c, x, w] of cols) { s.box(x, y, w, 10, 0.4); s.label(c, x + 2, y + 2.5, { size: 5 }); }
  m.owners.forEach((o, i) => {
    const yy = y + 10 + i * 16;
    for (const [, x, w] of cols) s.box(x, yy, w, 16, 0.4);
    putOwner(s, i, o, 39, yy + 5, 164, true, 7.5); s.put(`applicants.${i}.role`, o.title, o.title, 209, yy + 5, 84, 7.5); putPct(s, i, o, 299, yy + 5, 40, 7.5);
    putOwnerId(s, i, o, m, s.r.chance(0.3), 345, yy + 5, 84, 7.5); putDob(s, i, o, usDate(o.dob, true), 435, yy + 5, 64, 7.5);
    s.put(null, '', o.homeState, 505, yy + 5, 60, 7.5);
  });
  y += 10 + m.owners.length * 16 + 10;
  s.label('14. Credit references', 36, y, { bold: true }); y += 10;
  d.refs.forEach(([r, p]) => { s.put(null, '', r, 40, y, 200, 7.5); s.put(null, '', p, 260, y, 120, 7.5); y += 12; });
  s.label('15. Bank', 36, y + 2, { bold: true }); s.put(null, '', `${d.bank}  ABA ${d.routing}  ACCT ${d.account}`, 80, y, 400, 7.5); y += 18;
  const brokerSsn = fmtSsn(`${s.r.int(101, 665)}${s.r.digits(6)}`);
  s.label(`Referred by (broker): ${d.iso}`, 36, y, { size: 6 }); s.label(`Broker ss# on file: ${brokerSsn}`, 300, y, { size: 6 }); y += 14;
  s.decoys.push(d.iso, brokerSsn);
  s.label('Applicant and each principal authorize Capitol Funding Source to investigate credit. This form may be transmitted by facsimile.', 36, y, { size: 5.5, width: 540 });
  s.label('White - Funder   Canary - Broker   Pink - Merchant', 0, 770, { size: 5.5, width: 612, align: 'center' });
  if (s.r.chance(0.5)) s.stamp('COPY', '', 60, 110);
}
