// Layouts 3-4: Ridgeway's refinance / consolidation application (labels left of lines, a payoff table from the
// payoff letters, two pages, US or Canadian) and Bluebonnet's one-page express renewal (captions under the lines, a
// "merchant of record" block the funder's system printed).
import { cityLine, date, fullName, masked, money, oneLine } from './fmt.ts';
import * as k from './common.ts';
import type { Ctx } from './common.ts';

/** A label left of a line; returns the value's x. */
function left(x: Ctx, px: number, py: number, label: string, end: number): number {
  x.c.label(px, py + 2, label);
  const vx = px + x.c.doc.font('Helvetica').fontSize(7.5).widthOfString(label) + 5;
  x.c.line(vx, py + 11, end, py + 11, 0.5);
  return vx + 2;
}

export function ridgeway(x: Ctx): void {
  const { c, m, r } = x;
  const ca = m.country === 'CA';
  c.page();
  c.label(36, 34, 'RIDGEWAY MERCHANT FUNDING', { bold: true, size: 14 });
  c.label(36, 51, 'REFINANCE / CONSOLIDATION APPLICATION', { size: 9, color: '#444' });
  c.label(380, 34, 'Ridgeway account #'); c.value(460, 33, m.account, { pre: true, w: 110 });
  c.label(380, 46, 'Prepared for ISO:'); c.value(460, 45, m.iso, { pre: true, decoy: true, w: 110 });
  c.line(36, 64, 576, 64, 1.2);
  let y = 72;
  c.label(36, y, 'BUSINESS INFORMATION', { bold: true, size: 8.5 }); y += 14;
  k.legal(x, left(x, 36, y, 'Legal business name:', 576), y, { pre: true, w: 300 }); y += 17;
  k.dba(x, left(x, 36, y, ca ? 'Operating name (O/A):' : 'DBA:', 576), y, { w: 300 }); y += 17;
  c.label(36, y + 1, 'Entity:');
  k.entityChecks(x, 70, y, ca ? ['Corporation', 'Partnership', 'Sole Proprietorship'] : ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor']); y += 17;
  k.bizTax(x, left(x, 36, y, ca ? 'Business Number (BN) with program account:' : 'Federal Tax ID (EIN):', 330), y, { w: 140, maskP: 0.1 });
  const inc = m.entityId === 'sole_proprietorship' ? '' : r.pick(ca ? ['ON', 'Federal', 'BC'] : ['DE', 'NV', 'WY', m.addr.region]);
  c.value(left(x, 340, y, ca ? 'Incorporated in:' : 'State of incorporation:', 576), y, inc, { decoy: inc !== m.addr.region, w: 80 }); y += 17;
  if (r.chance(0.3)) c.value(left(x, 36, y, 'Years in business:', 330), y, String(2026 - Number(m.start.slice(0, 4))), { w: 60 });
  else k.start(x, left(x, 36, y, 'Business start date:', 330), y, { w: 120 });
  c.value(left(x, 340, y, 'Phone:', 576), y, m.phone, { w: 120 }); y += 17;
  k.region(x, left(x, 36, y, 'Business address:', 576), y, oneLine(m.addr), m.addr, { w: 400 }); y += 17;
  k.industry(x, left(x, 36, y, 'Type of business:', 330), y, { w: 160 });
  c.value(left(x, 340, y, 'E-mail:', 576), y, m.email, { w: 160 }); y += 24;

  c.label(36, y, 'POSITIONS TO BE REFINANCED  (figures from each funder\'s payoff letter; attach the letters)', { bold: true, size: 8.5 }); y += 14;
  const cols = [36, 180, 270, 360, 450];
  c.box(36, y - 3, 540, 14, '#e8e8e8');
  ['Funder', 'Original amount', 'Balance', 'Daily payment', 'Payoff amount'].forEach((h, i) => c.label(cols[i]! + 3, y, h, { bold: true }));
  y += 13; k.positionRows(x, cols, y, 16, 3, () => false); y += 52;
  const total = Math.round(m.positions.reduce((s, p) => s + p.payoff, 0) * 100) / 100;
  c.label(36, y + 2, 'Payoffs good through:'); c.value(120, y + 1, date(r, '2026-02-13', m.country), { decoy: true, w: 80 });
  c.label(300, y + 2, 'Total of payoffs:'); k.decoyMoney(x, 370, y + 1, total, { w: 100 }); y += 16;
  c.label(36, y + 2, 'Per diem after good-through date:'); k.decoyMoney(x, 160, y + 1, Math.round(total / 90 * 100) / 100, { w: 80 }); y += 22;
  c.box(36, y - 4, 540, 46);
  k.amount(x, left(x, 40, y, 'TOTAL REFINANCE AMOUNT REQUESTED:', 300), y, { w: 140 });
  const net = Math.max(1000, m.requested - total);
  c.label(320, y + 2, 'Est. net to merchant:'); k.decoyMoney(x, 400, y + 1, Math.round(net * 100) / 100, { w: 100 }); y += 16;
  c.label(40, y + 2, 'Remittance:'); k.freqChecks(x, 90, y + 1);
  k.payment(x, left(x, 330, y, 'Payment:', 440), y, { w: 100 });
  if (r.chance(0.6)) k.count(x, left(x, 450, y, '# of payments:', 570), y, { w: 60 }); y += 34;
  c.label(36, y, 'LANDLORD / MORTGAGE HOLDER', { bold: true, size: 8.5 }); y += 13;
  c.value(left(x, 36, y, 'Name:', 250), y, m.landlord, { decoy: true, w: 180 });
  c.value(left(x, 260, y, 'Phone:', 400), y, `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`, { decoy: true, w: 100 });
  c.value(left(x, 410, y, 'Monthly rent:', 576), y, money(r, r.int(18, 90) * 100 + 0.5, m.country), { decoy: true, w: 100 });

  c.page();
  c.label(36, 34, 'RIDGEWAY MERCHANT FUNDING  -  Refinance application, page 2', { bold: true, size: 10 });
  y = 56;
  c.label(36, y, 'OWNERS (every owner of 20% or more)', { bold: true, size: 8.5 }); y += 14;
  const oc = [36, 176, 246, 286, 376, 446, 496];
  c.box(36, y - 3, 540, 14, '#e8e8e8');
  ['Name', 'Title', '%', ca ? 'SIN' : 'SSN', 'Date of birth', 'FICO (est.)', 'Home address'].forEach((h, i) => c.label(oc[i]! + 3, y, h, { bold: true, size: 7 }));
  y += 14;
  m.owners.forEach((o, i) => {
    k.oName(x, i, o, oc[0]! + 2, y, { w: 135 }); k.oRole(x, i, o, oc[1]! + 2, y, { w: 66, size: 7.5 }); k.oPct(x, i, o, oc[2]! + 2, y, { w: 36 });
    k.oTax(x, i, o, oc[3]! + 2, y, { w: 86, maskP: 0.3 }); k.oDob(x, i, o, oc[4]! + 2, y, { w: 66, size: 7.5 }); k.oScore(x, i, o, oc[5]! + 2, y, { w: 46 });
    c.value(oc[6]! + 2, y, o.home.city, { decoy: true, w: 78, size: 7.5 });
    c.line(36, y + 12, 576, y + 12, 0.3, '#777'); y += 18;
  });
  y += 10;
  y = c.para(36, y, 540, `Each undersigned owner authorizes Ridgeway Merchant Funding to obtain credit reports, to contact the funders listed above for payoff figures, and to remit the payoff amounts directly to those funders from the refinance proceeds. ${ca ? 'The owners consent to the collection and use of their personal information under PIPEDA.' : ''} The amounts above are estimates; final payoffs will be those confirmed by each funder on the funding date.`) + 16;
  m.owners.forEach((o) => {
    c.line(36, y + 12, 250, y + 12); c.label(36, y + 15, 'Signature');
    c.value(270, y + 1, fullName(r, o, false), { w: 160 }); c.line(270, y + 12, 430, y + 12); c.label(270, y + 15, 'Printed name');
    c.value(450, y + 1, ca ? '2026-02-03' : '02/03/2026', { w: 100 }); c.line(450, y + 12, 576, y + 12); c.label(450, y + 15, 'Date'); y += 30;
  });
}

/** A value on a line with its caption below. */
function under(x: Ctx, px: number, py: number, w: number, label: string): [number, number] {
  x.c.line(px, py + 11, px + w, py + 11, 0.5); x.c.label(px, py + 13, label, { size: 6.5, color: '#333' });
  return [px + 2, py];
}

export function bluebonnet(x: Ctx): void {
  const { c, m, r } = x;
  c.page();
  c.label(36, 34, 'Bluebonnet Advance Co.', { bold: true, size: 16, color: '#2b4f9e' });
  c.label(36, 54, 'EXPRESS RENEWAL  -  one page, no new application needed', { size: 9 });
  c.box(36, 72, 300, 104); c.label(40, 75, 'MERCHANT OF RECORD (printed from our system)', { bold: true, size: 7 });
  let y = 88;
  k.legal(x, 42, y, { pre: true, w: 290 }); y += 11;
  if (m.dba) { c.label(42, y + 1, 'DBA'); k.dba(x, 62, y, { pre: true, w: 270 }); y += 11; }
  c.value(42, y, m.addr.street, { pre: true, w: 290 }); y += 11;
  k.region(x, 42, y, cityLine(m.addr), m.addr, { pre: true, w: 290 }); y += 11;
  c.label(42, y + 1, 'TIN'); k.bizTax(x, 62, y, { pre: true, w: 120, maskP: 0.5 }); y += 11;
  c.label(42, y + 1, 'Customer since'); c.value(100, y, date(r, m.positions[0]!.funded), { pre: true, decoy: true, w: 100 });
  c.box(346, 72, 230, 104); c.label(350, 75, 'YOUR LAST ADVANCE', { bold: true, size: 7 });
  c.label(350, 90, 'Funded amount'); k.decoyMoney(x, 440, 89, m.previous, { pre: true, w: 120 });
  c.label(350, 104, 'Remaining balance'); k.decoyMoney(x, 440, 103, m.positions[0]!.balance, { pre: true, w: 120 });
  c.label(350, 118, 'Daily payment'); k.decoyMoney(x, 440, 117, m.positions[0]!.daily, { pre: true, w: 120 });
  c.label(350, 132, 'Payoff (good 10 days)'); k.decoyMoney(x, 440, 131, m.positions[0]!.payoff, { pre: true, w: 120 });
  c.label(350, 146, 'Rep'); c.value(440, 145, m.iso, { pre: true, decoy: true, w: 120 });
  y = 190;
  c.label(36, y, 'TELL US WHAT YOU NEED', { bold: true, size: 9 }); y += 16;
  let p = under(x, 36, y, 170, 'Renewal amount requested'); k.amount(x, p[0], p[1], { w: 160 });
  p = under(x, 226, y, 200, 'Use of funds'); c.value(p[0], p[1], m.use, { w: 190 });
  p = under(x, 446, y, 130, 'Best phone'); c.value(p[0], p[1], m.phone, { w: 120 }); y += 30;
  p = under(x, 36, y, 170, 'Type of business'); k.industry(x, p[0], p[1], { w: 160 });
  p = under(x, 226, y, 120, 'Date business started'); if (r.chance(0.75)) k.start(x, p[0], p[1], { w: 110 }); else c.value(p[0], p[1], '', { w: 110 });
  p = under(x, 366, y, 210, 'Entity type (LLC, Corp, Sole Prop...)'); k.entityText(x, p[0], p[1], { w: 200 }); y += 32;
  const changed = m.entityId !== 'sole_proprietorship' && r.chance(0.4);
  c.label(36, y, 'Has the ownership of the business changed since your last advance?'); c.checks(330, y - 1, ['Yes', 'No'], changed ? 'Yes' : 'No', { name: 'owner_change' }); y += 16;
  const o0 = m.owners[0]!;
  c.label(36, y, changed ? 'Owner of record (previous):' : 'Owner of record:', { bold: true });
  if (changed) c.value(160, y - 1, fullName(r, o0, false), { pre: true, decoy: true, w: 200 });
  else { k.oName(x, 0, o0, 160, y - 1, { pre: true, w: 200 }); k.oRole(x, 0, o0, 370, y - 1, { pre: true, w: 90 }); }
  y += 16;
  const own = changed ? m.newOwner : o0;
  c.label(36, y, changed ? 'NEW OWNER' : 'CONFIRM OWNER DETAILS', { bold: true, size: 8 }); y += 12;
  const cells: [number, number, string][] = changed ? [[36, 180, 'Full legal name'], [230, 80, 'Title'], [320, 50, 'Ownership %'], [380, 100, 'SSN'], [490, 86, 'Date of birth']]
    : [[320, 50, 'Ownership %'], [380, 100, 'SSN'], [490, 86, 'Date of birth']];
  const ps = cells.map(([cx, w, l]) => under(x, cx, y, w, l));
  if (changed) { k.oName(x, 0, own, ps[0]![0], ps[0]![1], { w: 170 }); k.oRole(x, 0, own, ps[1]![0], ps[1]![1], { w: 70 }); }
  const q = ps.slice(-3);
  k.oPct(x, 0, own, q[0]![0], q[0]![1], { w: 45 }); k.oTax(x, 0, own, q[1]![0], q[1]![1], { w: 95, maskP: 0.3 }); k.oDob(x, 0, own, q[2]![0], q[2]![1], { w: 80 });
  y += 30;
  const more = r.chance(0.5) && m.positions.length > 1;
  c.label(36, y, 'Any other financing taken since your last advance?'); c.checks(250, y - 1, ['Yes', 'No'], more ? 'Yes' : 'No', { name: 'other_financing' }); y += 14;
  const cols = [36, 180, 270, 360, 450];
  ['Funder', 'Amount funded', 'Balance', 'Daily payment', 'Payoff'].forEach((h, i) => c.label(cols[i]! + 2, y, h, { bold: true }));
  y += 10;
  if (more) { const first = m.positions.shift()!; k.positionRows(x, cols, y, 15, 2, () => false); m.positions.unshift(first); }
  else k.positionRows(x, cols, y, 15, 0, () => false);
  y += 36;
  const nb = r.chance(0.45);
  c.label(36, y, 'New deposit account (only if changed):', { bold: true }); y += 12;
  p = under(x, 36, y, 150, 'Bank'); c.value(p[0], p[1], nb ? m.newBank.name : '', { decoy: true, w: 140 });
  p = under(x, 200, y, 150, 'Routing #'); c.value(p[0], p[1], nb ? m.newBank.routing : '', { decoy: true, w: 140 });
  p = under(x, 364, y, 212, 'Account #'); c.value(p[0], p[1], nb ? m.newBank.account : '', { decoy: true, w: 200 }); y += 34;
  y = c.para(36, y, 540, 'I confirm the merchant of record above is correct except as noted, and authorize Bluebonnet Advance Co. to review my business bank statements, obtain credit reports on me and the business, and deduct my remaining balance from the renewal. Information not changed on this page is confirmed as printed.') + 14;
  under(x, 36, y, 220, 'Signature'); p = under(x, 276, y, 180, 'Printed name'); c.value(p[0], p[1], fullName(r, own, false), { w: 170 });
  p = under(x, 476, y, 100, 'Date'); c.value(p[0], p[1], date(r, '2026-02-03'), { w: 90 });
  void masked;
}
