// Layouts 1-2: Harborline's renewal (a confirm-or-correct grid beside the funder's records) and Maplecrest's
// Canadian add-on request (captions above boxes, a change-of-ownership question with a new owner's block).
import { addr } from './model.ts';
import { cityLine, date, fullName, masked, money } from './fmt.ts';
import * as k from './common.ts';
import type { Ctx } from './common.ts';

export type Draw = (px: number, py: number, o: { pre?: boolean; w?: number }) => void;

/** One grid row: the funder's value, a confirm box, a correction. A correction (when written) is the truth and the
 *  value on file a decoy; otherwise the value on file is the truth. `stale` null: the row is never corrected. */
export function ccRow(x: Ctx, y: number, label: string, stale: string | null, draw: Draw, always = false, cols = [36, 156, 340, 372]): void {
  const { c, r } = x;
  const corrected = stale !== null && (always || r.chance(0.3));
  c.label(cols[0]! + 2, y + 3, label);
  if (corrected) { c.value(cols[1]! + 2, y + 3, stale, { pre: true, decoy: true, w: 180 }); draw(cols[3]! + 2, y + 3, { w: 200 }); }
  else draw(cols[1]! + 2, y + 3, { pre: true, w: 180 });
  c.check(cols[2]! + 10, y + 3, !corrected && r.chance(0.85), '', { name: 'confirm', draw: false });
  if (!corrected) c.value(cols[3]! + 2, y + 3, '', { w: 200 });
  c.line(cols[0]!, y + 15, 576, y + 15, 0.3, '#888');
}

export function harborline(x: Ctx): void {
  const { c, m, r } = x;
  const F = 'Harborline Capital Partners';
  m.positions[0]!.funder = F;
  c.page();
  c.label(36, 34, 'HARBORLINE CAPITAL PARTNERS', { bold: true, size: 15, color: '#1f3b5a' });
  c.label(36, 52, 'Merchant Renewal Application  -  Existing Customers Only', { size: 9 });
  c.label(390, 34, 'Merchant ID:'); c.value(450, 33, m.account, { pre: true, w: 120 });
  c.label(390, 46, 'Funded on:'); c.value(450, 45, date(r, m.positions[0]!.funded), { pre: true, decoy: true, w: 120 });
  c.band(36, 70, 540, 14, 'SECTION 1 - YOUR BUSINESS AS WE HAVE IT ON FILE: CONFIRM OR CORRECT EACH LINE');
  c.label(38, 88, 'Item', { bold: true }); c.label(158, 88, 'On file', { bold: true }); c.label(336, 88, 'Correct?', { bold: true }); c.label(374, 88, 'Correction (if different)', { bold: true });
  let y = 98;
  const other = addr(r, 'US');
  const moved = r.chance(0.3);
  const stLegal = m.legal.replace(/,? (LLC|L\.L\.C\.|Inc\.|Corp\.|PLLC|Partners|Holdings, Inc\.)$/, '');
  ccRow(x, y, 'Legal business name', stLegal !== m.legal ? stLegal : null, (px, py, o) => k.legal(x, px, py, o)); y += 17;
  ccRow(x, y, 'DBA', m.dba ? `${m.dba} ${r.pick(['Co', 'Shop', 'Group'])}` : null, (px, py, o) => k.dba(x, px, py, o)); y += 17;
  ccRow(x, y, 'Entity type', m.entityText === 'LLC' ? 'Sole Proprietor' : 'LLC', (px, py, o) => k.entityText(x, px, py, o)); y += 17;
  ccRow(x, y, 'Federal Tax ID', null, (px, py, o) => c.value(px, py, masked(r, m.taxId, m.taxIdType), o)); y += 17;
  c.label(38, y + 3, 'Full Tax ID (required for renewal):'); k.bizTax(x, 190, y + 3, { w: 150, maskP: 0.35 }); y += 17;
  ccRow(x, y, 'Business start date', null, (px, py, o) => k.start(x, px, py, o)); y += 17;
  ccRow(x, y, 'Street address', moved ? other.street : null, (px, py, o) => c.value(px, py, m.addr.street, o), true); y += 17;
  ccRow(x, y, 'City / State / ZIP', moved ? cityLine(other) : null, (px, py, o) => k.region(x, px, py, cityLine(m.addr), m.addr, o), true); y += 17;
  ccRow(x, y, 'Business phone', r.chance(0.5) ? `(${r.int(201, 989)}) 555-${r.digits(4)}` : null, (px, py, o) => c.value(px, py, m.phone, o)); y += 17;
  ccRow(x, y, 'Type of business', null, (px, py, o) => k.industry(x, px, py, o)); y += 24;

  c.band(36, y, 540, 14, 'SECTION 2 - RENEWAL REQUEST'); y += 20;
  c.box(36, y, 265, 30); c.box(311, y, 265, 30);
  c.label(40, y + 3, 'Previous funding amount (from our records)'); k.decoyMoney(x, 44, y + 15, m.previous, { pre: true });
  c.label(315, y + 3, 'Renewal amount requested', { bold: true }); k.amount(x, 320, y + 15, { w: 200 }); y += 38;
  c.label(38, y + 2, 'Use of proceeds:'); c.value(110, y + 1, m.use, { w: 200 });
  c.label(330, y + 2, 'Preferred remittance:'); k.freqChecks(x, 410, y + 1); y += 22;

  c.band(36, y, 540, 14, 'SECTION 3 - ALL CURRENT FUNDING POSITIONS (INCLUDE HARBORLINE)'); y += 18;
  const cols = [36, 180, 270, 360, 450];
  ['Funder', 'Original amount', 'Current balance', 'Daily payment', 'Payoff'].forEach((h, i) => c.label(cols[i]! + 2, y, h, { bold: true }));
  y += 10; k.positionRows(x, cols, y, 16, 3, (i) => i === 0); y += 54;

  c.band(36, y, 540, 14, 'SECTION 4 - OWNERS ON FILE'); y += 18;
  c.label(38, y, 'Owner name', { bold: true }); c.label(200, y, 'Title', { bold: true }); c.label(300, y, 'Own %', { bold: true });
  c.label(350, y, 'SSN', { bold: true }); c.label(440, y, 'Date of birth', { bold: true }); y += 11;
  m.owners.forEach((o, i) => {
    k.oName(x, i, o, 38, y, { pre: true, w: 155 }); k.oRole(x, i, o, 200, y, { pre: true, w: 95 }); k.oPct(x, i, o, 300, y, { pre: true, w: 45 });
    k.oTax(x, i, o, 350, y, { pre: true, w: 85, maskP: 1 }); k.oDob(x, i, o, 440, y, { pre: true, w: 100 }); y += 14;
  });
  c.label(38, y + 2, 'Any change in ownership since your last funding?'); c.checks(245, y + 1, ['Yes', 'No'], 'No', { name: 'ownership_change' }); y += 18;
  c.label(38, y, 'Settlement account on file:'); c.value(150, y - 1, `${m.bank.name} ****${m.bank.account.slice(-4)}`, { pre: true, decoy: true, w: 170 });
  c.label(330, y, 'Your account manager:'); c.value(420, y - 1, m.iso, { pre: true, decoy: true, w: 150 }); y += 14;
  const nb = r.chance(0.4);
  c.label(38, y, 'New bank (if changed) - Routing:'); c.value(160, y - 1, nb ? m.newBank.routing : '', { decoy: true, w: 90 });
  c.label(260, y, 'Account:'); c.value(298, y - 1, nb ? m.newBank.account : '', { decoy: true, w: 100 }); y += 18;
  y = c.para(36, y, 540, 'By signing below, each owner certifies that the information above, as confirmed or corrected, is true and complete, and authorizes Harborline Capital Partners and its assigns to obtain consumer and business credit reports, verify bank deposits, and contact the references and financial institutions listed. This renewal is subject to underwriting; any balance owed to Harborline will be deducted from the renewal proceeds.') + 14;
  c.line(36, y + 12, 250, y + 12); c.label(36, y + 15, 'Owner signature');
  c.value(270, y + 1, fullName(r, m.owners[0]!, false), { w: 160 }); c.line(270, y + 12, 430, y + 12); c.label(270, y + 15, 'Print name');
  c.value(450, y + 1, '02/03/2026', { w: 100 }); c.line(450, y + 12, 576, y + 12); c.label(450, y + 15, 'Date');
}

/** Caption above a box; the value goes inside. */
function above(x: Ctx, px: number, py: number, w: number, label: string): [number, number] {
  x.c.label(px, py, label, { size: 6.8 }); x.c.box(px, py + 8, w, 17);
  return [px + 3, py + 13];
}

export function maplecrest(x: Ctx): void {
  const { c, m, r } = x;
  const F = 'Maplecrest Business Capital';
  c.page();
  c.label(36, 34, 'MAPLECREST', { bold: true, size: 18, color: '#8a1c1c' }); c.label(160, 40, 'Business Capital Inc.', { size: 10 });
  c.label(36, 56, 'ADD-ON FUNDING REQUEST / DEMANDE DE FINANCEMENT ADDITIONNEL', { bold: true, size: 9.5 });
  c.label(400, 36, 'Client file no.:'); c.value(468, 35, m.account, { pre: true, w: 100 });
  c.label(36, 70, 'Pre-filled from our records. Strike out and correct any value that has changed.', { size: 7, color: '#555' });
  c.band(36, 82, 540, 13, '1. BUSINESS / ENTREPRISE', '#8a1c1c');
  let y = 100;
  let p = above(x, 36, y, 265, 'Legal Name / Raison sociale'); k.legal(x, p[0], p[1], { pre: true, w: 255 });
  p = above(x, 311, y, 265, 'Operating Name (O/A) / Nom commercial'); k.dba(x, p[0], p[1], { pre: true, w: 255 }); y += 30;
  p = above(x, 36, y, 180, 'Business Number (BN) + program account'); k.bizTax(x, p[0], p[1], { pre: true, w: 170, maskP: 0.25 });
  const juris = m.entityId === 'ca_corporation' ? r.pick(['Federal (CBCA)', 'ON', 'BC', 'AB', m.addr.region]) : '';
  p = above(x, 226, y, 110, 'Jurisdiction of incorporation'); c.value(p[0], p[1], juris, { pre: true, decoy: juris !== m.addr.region, w: 100 });
  p = above(x, 346, y, 230, 'Date of incorporation / business start'); k.start(x, p[0], p[1], { pre: true, w: 220 }); y += 30;
  p = above(x, 36, y, 250, 'Business Address / Adresse'); c.value(p[0], p[1], m.addr.street, { pre: true, w: 240 });
  p = above(x, 296, y, 120, 'City / Ville'); c.value(p[0], p[1], m.addr.city, { pre: true, w: 110 });
  p = above(x, 426, y, 60, 'Province'); k.region(x, p[0], p[1], m.addr.region, m.addr, { pre: true, w: 50 });
  p = above(x, 496, y, 80, 'Postal Code'); c.value(p[0], p[1], m.addr.postal, { pre: true, w: 70 }); y += 30;
  p = above(x, 36, y, 250, 'Nature of business'); k.industry(x, p[0], p[1], { pre: true, w: 240 });
  p = above(x, 296, y, 280, 'Business phone / e-mail'); c.value(p[0], p[1], `${m.phone}   ${m.email}`, { pre: true, w: 270 }); y += 32;
  c.label(36, y, 'Legal structure:'); k.entityChecks(x, 110, y - 1, ['Corporation', 'Sole Proprietorship', 'Partnership']); y += 16;

  c.band(36, y, 540, 13, '2. ADD-ON REQUEST / DEMANDE', '#8a1c1c'); y += 18;
  p = above(x, 36, y, 170, `Current balance with ${F.split(' ')[0]}`); k.decoyMoney(x, p[0], p[1], m.positions[0]!.balance, { pre: true, w: 160 });
  p = above(x, 216, y, 170, 'Original advance amount'); k.decoyMoney(x, p[0], p[1], m.previous, { pre: true, w: 160 });
  p = above(x, 396, y, 180, 'ADD-ON AMOUNT REQUESTED (CAD)'); k.amount(x, p[0], p[1], { w: 170 }); y += 32;
  c.label(36, y, 'Payment frequency:'); k.freqChecks(x, 115, y - 1); y += 14;
  p = above(x, 36, y, 170, 'Proposed payment amount'); k.payment(x, p[0], p[1], { w: 160 });
  p = above(x, 216, y, 120, 'Number of payments'); if (r.chance(0.6)) k.count(x, p[0], p[1], { w: 110 }); else c.value(p[0], p[1], '', { w: 110 });
  p = above(x, 346, y, 230, 'Purpose of funds'); c.value(p[0], p[1], m.use, { w: 220 }); y += 34;

  c.band(36, y, 540, 13, '3. OWNERSHIP / PROPRIÉTAIRES', '#8a1c1c'); y += 18;
  const changed = m.entityId !== 'sole_proprietorship' && r.chance(0.45);
  c.label(36, y, 'Has there been a change in ownership since your last advance?'); c.checks(290, y - 1, ['Yes', 'No'], changed ? 'Yes' : 'No', { name: 'ownership_change' }); y += 14;
  c.label(36, y, 'Owner(s) on file', { bold: true }); c.label(250, y, 'Title', { bold: true }); c.label(360, y, '%', { bold: true }); c.label(420, y, 'SIN', { bold: true }); y += 10;
  m.owners.forEach((o, i) => {
    if (changed) {
      c.value(36, y, fullName(r, o, false), { pre: true, decoy: true, w: 200 }); c.value(250, y, o.title, { pre: true, w: 100 });
      c.value(360, y, `${o.pct}%`, { pre: true, w: 50 }); c.value(420, y, masked(r, o.taxId, 'SIN'), { pre: true, w: 100 });
    } else {
      k.oName(x, i, o, 36, y, { pre: true, w: 200 }); k.oRole(x, i, o, 250, y, { pre: true, w: 100 }); k.oPct(x, i, o, 360, y, { pre: true, w: 50 });
      k.oTax(x, i, o, 420, y, { pre: true, w: 100, maskP: 1 });
    }
    y += 12;
  });
  y += 4;
  c.label(36, y, 'NEW OWNER (complete only if ownership changed) / NOUVEAU PROPRIÉTAIRE', { bold: true }); y += 10;
  const n = m.newOwner;
  const cells: [number, number, string][] = [[36, 200, 'Full name'], [246, 110, 'Title'], [366, 60, 'Ownership %'], [436, 140, 'SIN / NAS']];
  const ps = cells.map(([cx, w, l]) => above(x, cx, y, w, l));
  const pd = [above(x, 36, y + 30, 110, 'Date of birth'), above(x, 156, y + 30, 420, 'Home address')];
  if (changed) {
    k.oName(x, 0, n, ps[0]![0], ps[0]![1], { w: 190 }); k.oRole(x, 0, n, ps[1]![0], ps[1]![1], { w: 100 }); k.oPct(x, 0, n, ps[2]![0], ps[2]![1], { w: 50 });
    k.oTax(x, 0, n, ps[3]![0], ps[3]![1], { w: 130, maskP: 0.2 }); k.oDob(x, 0, n, pd[0]![0], pd[0]![1], { w: 100 });
    c.value(pd[1]![0], pd[1]![1], `${n.home.street}, ${cityLine(n.home)}`, { decoy: true, w: 410 });
  } else [...ps, ...pd].forEach((q) => c.value(q[0], q[1], '', { w: 90 }));
  y += 66;
  y = c.para(36, y, 540, `PIPEDA consent: you consent to ${F} collecting, using and disclosing your personal information, including your SIN, to verify your identity, obtain credit reports from Equifax Canada and TransUnion Canada, and administer this add-on. The add-on is subject to approval; your current balance will be netted from the proceeds. / Vous consentez à la collecte et à l'utilisation de vos renseignements personnels aux fins ci-dessus.`) + 14;
  const signer = changed ? n : m.owners[0]!;
  c.line(36, y + 12, 240, y + 12); c.label(36, y + 15, 'Signature');
  c.value(260, y + 1, fullName(r, signer, false), { w: 170 }); c.line(260, y + 12, 430, y + 12); c.label(260, y + 15, 'Name / Nom');
  c.value(450, y + 1, '2026-02-03', { w: 100 }); c.line(450, y + 12, 576, y + 12); c.label(450, y + 15, 'Date');
  void money;
}
