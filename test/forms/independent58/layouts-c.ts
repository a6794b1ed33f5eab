// Layouts 5-7: Summit Peak's renewal and ownership update (captions inside boxes, owners on file beside current
// owners), Ironwood's two-page data verification (every value confirm-or-correct, US or Canadian), and Northgate's
// renewal offer acceptance (a payoff statement and a pre-approval ceiling above the merchant's own request).
import { addr } from './model.ts';
import { cityLine, date, fullName, masked, money, oneLine } from './fmt.ts';
import * as k from './common.ts';
import type { Ctx } from './common.ts';
import { ccRow, type Draw } from './layouts-a.ts';

function inside(x: Ctx, px: number, py: number, w: number, label: string, h = 24): [number, number] {
  x.c.box(px, py, w, h); x.c.label(px + 2, py + 2, label, { size: 6 });
  return [px + 4, py + 12];
}

export function summitpeak(x: Ctx): void {
  const { c, m, r } = x;
  c.page();
  c.label(36, 34, 'SUMMIT PEAK FUNDING', { bold: true, size: 15, color: '#2d5a27' });
  c.label(36, 52, 'Renewal & Ownership Update', { size: 10 }); c.label(400, 38, 'Acct:'); c.value(425, 37, m.account, { pre: true, w: 120 });
  let y = 70;
  let p = inside(x, 36, y, 300, 'LEGAL NAME (on file)'); k.legal(x, p[0], p[1], { pre: true, w: 290 });
  p = inside(x, 336, y, 240, 'DBA (write in)'); k.dba(x, p[0], p[1], { w: 230 }); y += 24;
  p = inside(x, 36, y, 150, 'FEDERAL TAX ID (on file)'); k.bizTax(x, p[0], p[1], { pre: true, w: 140, maskP: 0.5 });
  c.box(186, y, 390, 24); c.label(188, y + 2, 'ENTITY', { size: 6 }); k.entityChecks(x, 192, y + 12, ['Corp', 'LLC', 'Partnership', 'Sole Prop']); y += 24;
  p = inside(x, 36, y, 330, 'BUSINESS ADDRESS (on file)'); k.region(x, p[0], p[1], oneLine(m.addr), m.addr, { pre: true, w: 320 });
  p = inside(x, 366, y, 120, 'TYPE OF BUSINESS'); k.industry(x, p[0], p[1], { w: 115, size: 7.5 });
  p = inside(x, 486, y, 90, 'START DATE (on file)'); k.start(x, p[0], p[1], { pre: true, w: 85 }); y += 34;
  c.band(36, y, 540, 13, 'RENEWAL', '#2d5a27'); y += 13;
  p = inside(x, 36, y, 135, 'PREVIOUS ADVANCE'); k.decoyMoney(x, p[0], p[1], m.previous, { pre: true, w: 125 });
  p = inside(x, 171, y, 135, 'RENEWAL AMOUNT REQUESTED'); k.amount(x, p[0], p[1], { w: 125 });
  p = inside(x, 306, y, 110, 'REQUESTED PAYMENT'); k.payment(x, p[0], p[1], { w: 100 });
  c.box(416, y, 160, 24); c.label(418, y + 2, 'SCHEDULE', { size: 6 });
  const sched = ['daily', 'weekly', 'monthly'].includes(m.frequency) ? m.frequency : null;
  let cx = 420;
  for (const f of ['daily', 'weekly', 'monthly']) {
    const lab = f[0]!.toUpperCase() + f.slice(1);
    cx = c.check(cx, y + 12, f === sched, lab, { name: 'schedule', ...(f === sched ? { paths: ['payment_frequency'] } : {}) }) - 6;
  }
  if (sched) x.t.payment_frequency = sched;
  y += 34;
  const changed = m.entityId !== 'sole_proprietorship' && r.chance(0.5);
  c.label(36, y, 'CHANGE OF OWNERSHIP SINCE LAST FUNDING?', { bold: true }); c.checks(230, y - 1, ['Yes', 'No'], changed ? 'Yes' : 'No', { name: 'change' }); y += 14;
  c.box(36, y, 200, 14, '#dde7da'); c.box(236, y, 340, 14, '#dde7da');
  c.label(40, y + 4, 'OWNERS ON FILE', { bold: true }); c.label(240, y + 4, 'CURRENT OWNERS  (complete only if ownership changed)', { bold: true }); y += 14;
  const keep = changed && m.owners.length > 1 && r.chance(0.5) ? m.owners[0]! : null;
  const current = changed ? (keep ? [{ ...m.newOwner, pct: 60 }, { ...keep, pct: 40 }] : [m.newOwner]) : [];
  const rows = Math.max(m.owners.length, 2);
  for (let i = 0; i < rows; i++) {
    const yy = y + i * 30;
    c.box(36, yy, 200, 30); c.box(236, yy, 340, 30);
    const o = m.owners[i];
    if (o && !changed) { k.oName(x, i, o, 40, yy + 4, { pre: true, w: 150 }); k.oPct(x, i, o, 196, yy + 4, { pre: true, w: 36 }); k.oRole(x, i, o, 40, yy + 16, { pre: true, w: 150 }); }
    else if (o) { c.value(40, yy + 4, fullName(r, o, false), { pre: true, decoy: o !== keep, w: 150 }); c.value(196, yy + 4, `${o.pct}%`, { pre: true, w: 36 }); c.value(40, yy + 16, o.title, { pre: true, w: 150 }); }
    const n = current[i];
    c.label(240, yy + 2, 'Name', { size: 6 }); c.label(400, yy + 2, 'Title', { size: 6 }); c.label(480, yy + 2, '%', { size: 6 });
    c.label(240, yy + 16, 'SSN', { size: 6 }); c.label(360, yy + 16, 'DOB', { size: 6 }); c.label(480, yy + 16, 'Credit score', { size: 6 });
    if (n) {
      k.oName(x, i, n, 256, yy + 4, { w: 140 }); k.oRole(x, i, n, 418, yy + 4, { w: 60 }); k.oPct(x, i, n, 490, yy + 4, { w: 40 });
      k.oTax(x, i, n, 256, yy + 17, { w: 100, maskP: 0.2 }); k.oDob(x, i, n, 378, yy + 17, { w: 90 }); k.oScore(x, i, n, 520, yy + 17, { w: 50 });
    }
  }
  y += rows * 30 + 10;
  c.band(36, y, 540, 13, 'UPDATED BANK INFORMATION', '#2d5a27'); y += 13;
  p = inside(x, 36, y, 180, 'BANK ON FILE'); c.value(p[0], p[1], `${m.bank.name} x${m.bank.account.slice(-4)}`, { pre: true, decoy: true, w: 170 });
  const nb = r.chance(0.5);
  p = inside(x, 216, y, 120, 'NEW BANK'); c.value(p[0], p[1], nb ? m.newBank.name : '', { decoy: true, w: 110 });
  p = inside(x, 336, y, 110, 'ROUTING'); c.value(p[0], p[1], nb ? m.newBank.routing : '', { decoy: true, w: 100 });
  p = inside(x, 446, y, 130, 'ACCOUNT'); c.value(p[0], p[1], nb ? m.newBank.account : '', { decoy: true, w: 120 }); y += 34;
  y = c.para(36, y, 540, 'The undersigned certifies that the information on file, as updated above, is accurate; that any new owner listed has signed below; and authorizes Summit Peak Funding to obtain credit reports and verify bank records. Funding of the renewal will first pay off the existing Summit Peak balance.') + 12;
  const signers = changed ? current : [m.owners[0]!];
  signers.forEach((o) => {
    c.line(36, y + 12, 250, y + 12); c.label(36, y + 15, 'Signature');
    c.value(270, y + 1, fullName(r, o, false), { w: 160 }); c.line(270, y + 12, 430, y + 12); c.label(270, y + 15, 'Print name');
    c.value(450, y + 1, '2/3/2026', { w: 100 }); c.line(450, y + 12, 576, y + 12); c.label(450, y + 15, 'Date'); y += 28;
  });
}

export function ironwood(x: Ctx): void {
  const { c, m, r } = x;
  const ca = m.country === 'CA';
  c.page();
  c.label(36, 34, 'IRONWOOD RECEIVABLES', { bold: true, size: 14 }); c.label(36, 50, 'Renewal Data Verification - please confirm or correct every line', { size: 9 });
  c.label(400, 34, 'Merchant no.'); c.value(460, 33, m.account, { pre: true, w: 110 });
  c.box(36, 66, 540, 14, '#ececec');
  c.label(40, 70, 'Field', { bold: true }); c.label(160, 70, 'Our records', { bold: true }); c.label(336, 70, 'OK', { bold: true }); c.label(376, 70, 'Correction', { bold: true });
  let y = 84;
  const old = addr(r, m.country);
  const moved = r.chance(0.3);
  const row = (label: string, stale: string | null, draw: Draw, always = false) => { ccRow(x, y, label, stale, draw, always); y += 17; };
  const stLegal = m.legal.replace(/,? (LLC|L\.L\.C\.|Inc\.|Corp\.|Ltd\.|PLLC|Partners|Holdings, Inc\.)$/, '');
  row('Legal name', stLegal !== m.legal ? stLegal : null, (px, py, o) => k.legal(x, px, py, o));
  row(ca ? 'Operating name (O/A)' : 'DBA', m.dba ? `The ${m.dba}` : null, (px, py, o) => k.dba(x, px, py, o));
  row('Entity type', m.entityText === 'Partnership' ? (ca ? 'Corporation' : 'LLC') : 'Partnership', (px, py, o) => k.entityText(x, px, py, o));
  row(ca ? 'Business Number' : 'Tax ID', null, (px, py, o) => k.bizTax(x, px, py, { ...o, maskP: 0.4 }));
  row('Business start date', null, (px, py, o) => k.start(x, px, py, o));
  row('Street', moved ? old.street : null, (px, py, o) => c.value(px, py, m.addr.street, o), true);
  row(ca ? 'City / Province / Postal' : 'City / State / ZIP', moved ? cityLine(old) : null, (px, py, o) => k.region(x, px, py, cityLine(m.addr), m.addr, o), true);
  row('Industry', null, (px, py, o) => k.industry(x, px, py, o));
  row('E-mail', r.chance(0.4) ? `info@${m.legal.split(' ')[0]!.toLowerCase().replace(/[^a-z]/g, '')}.com` : null, (px, py, o) => c.value(px, py, m.email, o));
  y += 8;
  m.owners.forEach((o, i) => {
    c.box(36, y - 2, 540, 12, '#f3f3f3'); c.label(40, y, `Owner ${i + 1}`, { bold: true }); y += 14;
    row('Name', null, (px, py, vo) => k.oName(x, i, o, px, py, vo));
    row('Title', m.owners.some((q) => q.title === 'President') ? null : 'President', (px, py, vo) => k.oRole(x, i, o, px, py, vo));
    const stalePct = o.pct === 100 ? 75 : Math.max(5, o.pct - 15);
    row('Ownership %', r.chance(0.5) && m.owners.every((q) => q.pct !== stalePct) ? `${stalePct}%` : null, (px, py, vo) => k.oPct(x, i, o, px, py, vo));
    row(ca ? 'SIN' : 'SSN', null, (px, py, vo) => c.value(px, py, masked(r, o.taxId, o.taxIdType), vo));
    row('Date of birth', null, (px, py, vo) => k.oDob(x, i, o, px, py, vo));
  });
  c.page();
  c.label(36, 34, 'IRONWOOD RECEIVABLES  -  Renewal Data Verification (2 of 2)', { bold: true, size: 10 });
  y = 56;
  const own = m.positions[0]!; own.funder = 'Ironwood Receivables';
  c.box(36, y, 540, 58); c.label(40, y + 3, 'PAYOFF LETTER - YOUR CURRENT IRONWOOD ADVANCE', { bold: true });
  c.label(40, y + 17, 'Purchased amount'); k.decoyMoney(x, 140, y + 16, own.original, { pre: true, w: 100 });
  c.label(300, y + 17, 'Remaining balance'); k.decoyMoney(x, 400, y + 16, own.balance, { pre: true, w: 100 });
  c.label(40, y + 31, 'Payoff amount'); k.decoyMoney(x, 140, y + 30, own.payoff, { pre: true, w: 100 });
  c.label(300, y + 31, 'Good through'); c.value(400, y + 30, date(r, '2026-02-17', m.country), { pre: true, decoy: true, w: 100 });
  c.label(40, y + 45, 'Daily remittance'); k.decoyMoney(x, 140, y + 44, own.daily, { pre: true, w: 100 });
  y += 70;
  c.label(36, y, 'OTHER CURRENT POSITIONS', { bold: true }); y += 12;
  const cols = [36, 180, 270, 360, 450];
  ['Funder', 'Original amount', 'Balance', 'Daily payment', 'Payoff'].forEach((h, i) => c.label(cols[i]! + 2, y, h, { bold: true }));
  y += 10;
  const first = m.positions.shift()!; k.positionRows(x, cols, y, 16, 2, () => false); m.positions.unshift(first); y += 44;
  c.box(36, y, 265, 30); c.box(311, y, 265, 30);
  c.label(40, y + 3, 'Previous funding amount'); k.decoyMoney(x, 44, y + 15, m.previous, { pre: true });
  c.label(315, y + 3, 'Renewal amount requested', { bold: true }); k.amount(x, 320, y + 15, { w: 200 }); y += 40;
  c.label(36, y + 1, 'Remittance frequency:'); k.freqChecks(x, 125, y);
  c.label(400, y + 1, 'Payment:'); k.payment(x, 440, y, { w: 120 }); y += 16;
  c.label(36, y + 1, 'Number of payments:'); if (r.chance(0.5)) k.count(x, 125, y, { w: 60 }); y += 24;
  y = c.para(36, y, 540, `Lines marked OK or left without a correction are confirmed as shown in our records. The merchant authorizes Ironwood Receivables to net the payoff amount above from the renewal, to obtain credit reports and to verify bank deposits${ca ? ', and consents to the collection of personal information under PIPEDA' : ''}.`) + 14;
  c.line(36, y + 12, 250, y + 12); c.label(36, y + 15, 'Authorized signature');
  c.value(270, y + 1, fullName(r, m.owners[0]!, false), { w: 160 }); c.line(270, y + 12, 430, y + 12); c.label(270, y + 15, 'Name');
}

export function northgate(x: Ctx): void {
  const { c, m, r } = x;
  const ca = m.country === 'CA';
  const lineAbove = (px: number, py: number, w: number, label: string): [number, number] => { c.label(px, py, label, { size: 6.8 }); c.line(px, py + 21, px + w, py + 21, 0.5); return [px + 2, py + 10]; };
  c.page();
  c.label(36, 34, 'NORTHGATE CAPITAL', { bold: true, size: 15, color: '#5a2d82' });
  c.label(36, 52, 'Renewal Offer Acceptance & Application', { size: 9.5 });
  c.box(330, 30, 246, 84); c.label(334, 33, 'PAYOFF STATEMENT (as of 02/02/2026)', { bold: true, size: 7 });
  const own = m.positions[0]!; own.funder = 'Northgate Capital';
  [['Current balance', own.balance], ['Payoff amount', own.payoff], ['Per diem', Math.round(own.daily * 0.8 * 100) / 100], ['Daily payment', own.daily]]
    .forEach(([l, v], i) => { c.label(334, 46 + i * 12, String(l)); k.decoyMoney(x, 460, 45 + i * 12, Number(v), { pre: true, w: 100 }); });
  c.label(334, 94, 'Payments remaining'); c.value(460, 93, String(r.int(20, 90)), { pre: true, decoy: true, w: 60 });
  c.label(36, 70, 'You are pre-approved for up to'); k.decoyMoney(x, 160, 69, m.requested + r.int(1, 6) * 5000, { pre: true, w: 120 });
  c.label(36, 84, 'Offer code'); c.value(90, 83, `NG-${r.digits(5)}`, { pre: true, w: 100 });
  let y = 124;
  c.band(36, y, 540, 13, 'YOUR REQUEST', '#5a2d82'); y += 18;
  let p = lineAbove(36, y, 160, `Amount requested${ca ? ' (CAD)' : ''}`); k.amount(x, p[0], p[1], { w: 150 });
  p = lineAbove(210, y, 120, 'Payment amount'); k.payment(x, p[0], p[1], { w: 110 });
  c.label(344, y, 'Frequency', { size: 6.8 }); k.freqChecks(x, 344, y + 11); y += 32;
  c.band(36, y, 540, 13, 'BUSINESS', '#5a2d82'); y += 18;
  p = lineAbove(36, y, 260, 'Legal name'); k.legal(x, p[0], p[1], { w: 250 });
  p = lineAbove(310, y, 266, ca ? 'Operating name' : 'Doing business as'); k.dba(x, p[0], p[1], { w: 250 }); y += 30;
  p = lineAbove(36, y, 150, ca ? 'BN / program account' : 'EIN'); k.bizTax(x, p[0], p[1], { w: 140, maskP: 0.15 });
  p = lineAbove(200, y, 120, 'Entity type'); k.entityText(x, p[0], p[1], { w: 110 });
  p = lineAbove(334, y, 110, 'Business start date'); k.start(x, p[0], p[1], { w: 100 });
  p = lineAbove(458, y, 118, 'Industry'); k.industry(x, p[0], p[1], { w: 115, size: 7.5 }); y += 30;
  p = lineAbove(36, y, 220, 'Street address'); c.value(p[0], p[1], m.addr.street, { w: 210 });
  p = lineAbove(270, y, 130, 'City'); c.value(p[0], p[1], m.addr.city, { w: 120 });
  p = lineAbove(414, y, 60, ca ? 'Province' : 'State'); k.region(x, p[0], p[1], m.addr.region, m.addr, { w: 50 });
  p = lineAbove(488, y, 88, ca ? 'Postal code' : 'ZIP'); c.value(p[0], p[1], m.addr.postal, { w: 80 }); y += 34;
  c.band(36, y, 540, 13, 'OWNERS', '#5a2d82'); y += 16;
  const oc = [36, 126, 206, 286, 326, 416, 496];
  ['Last name', 'First name', 'Title', '%', ca ? 'SIN' : 'SSN', 'Date of birth', 'Credit score'].forEach((h, i) => c.label(oc[i]! + 2, y, h, { bold: true, size: 7 }));
  y += 12;
  m.owners.forEach((o, i) => {
    k.oLast(x, i, o, oc[0]! + 2, y, { w: 85 }); k.oFirst(x, i, o, oc[1]! + 2, y, { w: 75 }); k.oRole(x, i, o, oc[2]! + 2, y, { w: 75, size: 7.5 });
    k.oPct(x, i, o, oc[3]! + 2, y, { w: 36 }); k.oTax(x, i, o, oc[4]! + 2, y, { w: 86, maskP: 0.35 }); k.oDob(x, i, o, oc[5]! + 2, y, { w: 76, size: 7.5 });
    k.oScore(x, i, o, oc[6]! + 2, y, { w: 60 }); c.line(36, y + 12, 576, y + 12, 0.3, '#777'); y += 18;
  });
  y += 8;
  c.label(36, y, 'Trade reference:'); c.value(110, y - 1, `${r.pick(['Sysco', 'Uline', 'Grainger', 'Staples'])} - acct ${r.digits(6)}`, { decoy: true, w: 200 });
  c.label(330, y, 'Landlord:'); c.value(372, y - 1, m.landlord, { decoy: true, w: 200 }); y += 18;
  y = c.para(36, y, 540, `By accepting this renewal offer the merchant agrees that the payoff amount shown will be deducted from the renewal proceeds, authorizes Northgate Capital to obtain credit and bank information${ca ? ' and consents under PIPEDA to the use of the owners\' SIN for identity verification' : ''}, and certifies the information above is true.`) + 14;
  c.line(36, y + 12, 250, y + 12); c.label(36, y + 15, 'Signature');
  c.value(270, y + 1, fullName(r, m.owners[0]!, false), { w: 160 }); c.line(270, y + 12, 430, y + 12); c.label(270, y + 15, 'Name');
  c.value(450, y + 1, ca ? 'February 3, 2026' : '02/03/2026', { w: 110 }); c.line(450, y + 12, 576, y + 12); c.label(450, y + 15, 'Date');
  void money;
}
