// Layout "bayline": Bayline Business Capital, US. Built like a bank's account-opening form: navy numbered section
// tabs, light-blue tinted comb boxes with captions UNDER the rows, one 9-box tax ID row with no dashes whose type is
// the ticked EIN / SSN / ITIN box, amounts in boxes with printed thousands commas, a repayment schedule, owners' titles
// as tick boxes (with "Other" written in), four owner blocks always printed.
import { Sheet } from './draw.ts';
import { type Merchant } from './data.ts';
import { combText, dateBoxes, dbaText, isoDate, moneyBoxes, record, recordBusinessTax, recordOwnerTax, recordRegion, tickRow, ownerTaxMode, ownerTaxGroups } from './common.ts';
import { entityTruth, industryTruth } from './keystone.ts';

const NAVY = '#12355b', TINT = '#e8f0fa';
const FONT = 'Helvetica', BOLD = 'Helvetica-Bold';
const ENTITY = ['LLC', 'Corporation', 'S Corporation', 'Partnership', 'Sole Proprietor', 'Non-Profit', 'Other'];
const FREQ: [string, string][] = [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-Weekly'], ['monthly', 'Monthly']];
const TITLE: [string, string][] = [['OWNER', 'Owner'], ['PRESIDENT', 'President'], ['CEO', 'CEO'], ['MANAGING MEMBER', 'Managing Member'], ['PARTNER', 'Partner']];

function tab(s: Sheet, y: number, n: string, title: string) {
  s.rect(36, y, 540, 15, NAVY);
  s.text(`${n}`, 42, y + 3.5, 9, BOLD, { color: '#ffffff' });
  s.text(title.toUpperCase(), 60, y + 4, 8.5, BOLD, { color: '#ffffff' });
}
const under = (s: Sheet, t: string, x: number, y: number) => s.text(t, x, y + s.ch + 2, 6.3, FONT, { color: '#333333' });

function footer(s: Sheet) {
  s.rule(36, 756, 576, 756, 0.5, NAVY);
  s.text('Bayline Business Capital  \u2022  1200 Harbor Point Blvd, Suite 400, Baltimore, MD 21230  \u2022  (410) 555-0148  \u2022  apps@baylinecapital.com', 36, 760, 6, FONT, { color: NAVY });
  s.text(`BBC-APP 03/26   Page ${s.page} of 2`, 500, 760, 6, BOLD, { color: NAVY });
}

export function drawBayline(s: Sheet, m: Merchant) {
  const r = s.rng;
  s.cw = 15.5; s.ch = 17; s.box = TINT; s.line = NAVY; s.capFont = FONT;
  // ---- header ----
  s.text('BAYLINE', 36, 26, 22, BOLD, { color: NAVY });
  s.text('BUSINESS CAPITAL', 38, 50, 8, BOLD, { color: '#4a7ab0' });
  s.doc.moveTo(150, 44).bezierCurveTo(170, 30, 190, 58, 210, 44).lineWidth(2).strokeColor('#4a7ab0').stroke();
  s.text('Small Business Funding Application', 280, 28, 14, BOLD, { color: NAVY, width: 296, align: 'right' });
  s.text('Complete in BLOCK CAPITALS, one letter or number per box. Mark boxes with an X.', 280, 47, 7, FONT, { width: 296, align: 'right' });
  s.text('Sales rep', 360, 60, 6.5, FONT, { color: '#555555' }); s.lineValue('iso_name', 392, 53, 110, m.iso.name, 12);
  s.text('Rep ID', 506, 60, 6.5, FONT, { color: '#555555' }); s.lineValue('iso_id', 530, 53, 46, m.iso.id, 12);
  s.decoy('iso_name', m.iso.name); s.decoy('iso_id', m.iso.id);
  // ---- 1 business ----
  tab(s, 72, '1', 'Business information');
  combText(s, 'legal_name', 40, 94, 30, m.legal, { path: 'legal_name', truth: m.legal }); under(s, 'Business legal name (exactly as registered with the IRS)', 40, 94);
  const dba = dbaText(s, m);
  combText(s, 'trade_name', 40, 126, 30, dba.text, dba.truth ? { path: 'trade_name', truth: dba.truth } : 'context'); under(s, 'Doing business as (DBA) / trade name', 40, 126);
  const typeLabel = m.taxType === 'EIN' ? 'EIN' : m.taxId.startsWith('9') ? 'ITIN' : 'SSN';
  combText(s, 'business_tax_id', 40, 160, 9, m.taxId, 'context'); under(s, 'Business tax ID (9 digits, no dashes)', 40, 160);
  recordBusinessTax(s, m.taxId, m.taxId, typeLabel, 'US');
  tickRow(s, 'tax_id_type', 190, 164, ['EIN', 'SSN', 'ITIN'], typeLabel, null, { size: 9, gap: 10 });
  const start = r.chance(0.88) ? m.start : null;
  dateBoxes(s, 'business_start_date', 350, 160, start, 'MDY', start ? { path: 'business_start_date', truth: isoDate(start) } : null, ['Month', 'Day', 'Year']);
  s.text('Business start date', 350, 150, 6.3, BOLD, { color: NAVY });
  s.text('Legal entity type (mark one)', 40, 196, 6.8, BOLD, { color: NAVY });
  const other = m.entity.startsWith('Other:') ? m.entity.slice(6) : null;
  const ent = { path: 'type_of_entity', truth: entityTruth(m) };
  const ex = tickRow(s, 'entity', 40, 207, ENTITY, other ? 'Other' : m.entity, other ? null : ent, { size: 9, gap: 13, fontSize: 7.5 });
  combText(s, 'entity_other', ex - 8, 204, 6, other, other ? ent : 'context', undefined, { cw: 13, ch: 14 });
  combText(s, 'address', 40, 230, 30, m.address.street, 'context'); under(s, 'Physical business address (no P.O. boxes)', 40, 230);
  combText(s, 'city', 40, 264, 18, m.address.city, 'context'); under(s, 'City', 40, 264);
  combText(s, 'state', 340, 264, 2, m.address.region, 'context'); under(s, 'State', 340, 264);
  recordRegion(s, m.address.region, 'US');
  combText(s, 'zip', 392, 264, 5, m.address.postal, 'context'); under(s, 'ZIP code', 392, 264);
  const ph = m.phone.replace(/\D/g, '');
  s.comb('phone', 40, 298, [{ n: 3 }, { n: 3 }, { n: 4, sep: '-' }], [ph.slice(0, 3), ph.slice(3, 6), ph.slice(6)], { cw: 12 });
  under(s, 'Business phone', 40, 298); record(s, 'phone', m.phone, 'context');
  combText(s, 'industry', 200, 298, 28, m.industryText, { path: 'industry', truth: industryTruth(m) }, undefined, { cw: 12.5 });
  under(s, 'Type of business / products or services sold', 200, 298);
  s.lineValue('email', 40, 334, 250, m.email); s.text('Business e-mail', 40, 350, 6.3); record(s, 'email', m.email, 'context');
  s.lineValue('website', 320, 334, 250, m.website || null); s.text('Website', 320, 350, 6.3); record(s, 'website', m.website, 'context');
  // ---- 2 funding ----
  tab(s, 368, '2', 'Funding request');
  moneyBoxes(s, 'requested_amount', 40, 390, 6, m.requestedCents, { path: 'requested_amount', truth: m.requestedCents / 100 }, { commas: true, cw: 14 });
  under(s, 'Amount requested', 50, 390);
  moneyBoxes(s, 'monthly_sales', 210, 390, 6, m.monthlySales * 100, 'decoy', { commas: true, cw: 14 });
  under(s, 'Average monthly revenue', 220, 390);
  combText(s, 'use_of_funds', 380, 390, 15, m.useOfFunds, 'context', undefined, { cw: 12 }); under(s, 'Use of funds', 380, 390);
  const sched = r.chance(0.6);
  s.text('Preferred repayment schedule', 40, 426, 6.8, BOLD, { color: NAVY });
  tickRow(s, 'payment_frequency', 40, 437, FREQ.map(([, l]) => l), sched ? FREQ.find(([k]) => k === m.freq)![1] : null, { path: 'payment_frequency', truth: m.freq }, { size: 9, gap: 14 });
  combText(s, 'number_of_payments', 290, 432, 3, sched ? String(m.nPayments) : null, { path: 'number_of_payments', truth: m.nPayments }, undefined, { right: true, cw: 14 });
  under(s, 'No. of payments', 290, 432);
  moneyBoxes(s, 'requested_payment', 380, 432, 6, sched ? m.paymentCents : null, { path: 'requested_payment', truth: m.paymentCents / 100 }, { commas: true, cw: 14 });
  under(s, 'Payment amount', 390, 432);
  // ---- 3 balances ----
  tab(s, 472, '3', 'Open advances and loans (if none, write NONE)');
  [0, 1].forEach((i) => {
    const a = m.advances[i], y = 494 + i * 36;
    const none = !m.advances.length && !i ? 'NONE' : null;
    combText(s, `advance${i + 1}.funder`, 40, y, 18, a ? a.funder.toUpperCase() : none, a ? 'decoy' : 'context', undefined, { cw: 12 });
    moneyBoxes(s, `advance${i + 1}.balance`, 260, y, 6, a ? a.balance * 100 : null, 'decoy', { commas: true, cw: 13 });
    moneyBoxes(s, `advance${i + 1}.payment`, 420, y, 6, a ? a.payment * 100 : null, 'decoy', { commas: true, cw: 13 });
    if (!i) { under(s, 'Funder / lender', 40, y); under(s, 'Balance owed', 270, y); under(s, 'Payment', 430, y); }
  });
  // ---- 4 references ----
  tab(s, 572, '4', 'Landlord and trade reference');
  combText(s, 'landlord', 40, 594, 22, m.landlord.name, 'decoy', undefined, { cw: 13 }); under(s, 'Landlord / mortgage company', 40, 594);
  s.lineValue('landlord_phone', 340, 594, 130, m.landlord.phone); s.text('Landlord phone', 340, 612, 6.3); record(s, 'landlord_phone', m.landlord.phone, 'decoy');
  combText(s, 'reference', 40, 630, 24, m.reference.name, 'decoy', undefined, { cw: 13 }); under(s, 'Trade reference (supplier)', 40, 630);
  s.lineValue('reference_phone', 370, 630, 130, m.reference.phone); s.text('Reference phone', 370, 648, 6.3); record(s, 'reference_phone', m.reference.phone, 'decoy');
  s.rect(36, 676, 540, 70, TINT, NAVY, 0.5);
  s.text('Bank account for deposits', 44, 682, 6.8, BOLD, { color: NAVY });
  combText(s, 'bank.routing', 44, 694, 9, m.bank.routing, 'decoy', undefined, { cw: 13 }); under(s, 'Routing number', 44, 694);
  combText(s, 'bank.account', 180, 694, 12, m.bank.account, 'decoy', undefined, { cw: 13 }); under(s, 'Account number', 180, 694);
  combText(s, 'bank.name', 350, 694, 16, m.bank.name, 'decoy', undefined, { cw: 13 }); under(s, 'Bank name', 350, 694);
  footer(s);
  // ---- page 2: owners ----
  s.newPage();
  s.text('BAYLINE BUSINESS CAPITAL', 36, 26, 9, BOLD, { color: NAVY }); s.text('Small Business Funding Application (continued)', 200, 27, 8, FONT, { color: NAVY });
  tab(s, 42, '5', 'Ownership (list every owner of 20% or more)');
  for (let i = 0; i < 4; i++) owner(s, m, i, 64 + i * 132);
  tab(s, 598, '6', 'Authorization');
  s.text('By signing below, each owner certifies that the information above is true and complete and authorizes Bayline Business Capital, its ' +
    'assigns and funding partners to obtain consumer and business credit reports, verify the information given and contact the references ' +
    'and financial institutions listed. A photocopy or electronic copy of this authorization is as valid as the original.', 40, 617, 6.5, FONT, { width: 532, lineGap: 0.6 });
  m.owners.forEach((o, k) => {
    const x = 40 + (k % 2) * 270, y = 656 + Math.floor(k / 2) * 46;
    s.rule(x, y + 20, x + 160, y + 20, 0.6, NAVY); s.text(`Owner ${k + 1} signature`, x, y + 23, 6);
    if (s.style === 'handwritten') s.text(`${o.first[0]}${o.first.slice(1).toLowerCase()} ${o.last[0]}${o.last.slice(1).toLowerCase()}`, x + 8, y + 2, 14, 'hand', { color: s.ink });
    dateBoxes(s, `sign${k + 1}.date`, x + 170, y + 6, { y: 2026, m: 1, d: 7 + k }, 'MDY', 'decoy', undefined, { cw: 10, ch: 12 });
  });
  footer(s);
}

function owner(s: Sheet, m: Merchant, i: number, y: number) {
  const o = m.owners[i], r = s.rng, n = `owner${i + 1}`, p = `applicants[${i}]`;
  const kind = (f: string, truth: unknown) => (o ? { path: `${p}.${f}`, truth } : 'context' as const);
  s.text(`OWNER ${i + 1}`, 40, y, 7.5, BOLD, { color: NAVY }); s.rule(80, y + 4, 576, y + 4, 0.4, NAVY);
  const c = { cw: 14 };
  combText(s, `${n}.last`, 40, y + 12, 16, o?.last ?? null, kind('last_name', o?.last), undefined, c); under(s, 'Last name', 40, y + 12);
  combText(s, `${n}.first`, 278, y + 12, 12, o?.first ?? null, kind('first_name', o?.first), undefined, c); under(s, 'First name', 278, y + 12);
  combText(s, `${n}.mi`, 460, y + 12, 1, o?.mi || null, 'context', undefined, c); under(s, 'M.I.', 460, y + 12);
  const known = o ? TITLE.find(([k]) => k === o.title)?.[1] ?? null : null;
  const tx = tickRow(s, `${n}.role`, 40, y + 46, [...TITLE.map(([, l]) => l), 'Other'], o ? known ?? 'Other' : null, known ? kind('role', known) : null, { size: 8, gap: 11, fontSize: 7 });
  combText(s, `${n}.title_other`, tx - 6, y + 42, 16, o && !known ? o.title : null, o && !known ? kind('role', o.title) : 'context', undefined, { cw: 11, ch: 14 });
  combText(s, `${n}.pct`, 40, y + 66, 3, o ? String(o.pct) : null, kind('ownership', o?.pct), undefined, { ...c, right: true });
  s.text('%', 84, y + 69, 9, BOLD); under(s, 'Ownership', 40, y + 66);
  const mode = o ? ownerTaxMode(s, m) : 'blank', g = o ? ownerTaxGroups(o, mode, s.style === 'typed' ? '*' : 'X') : null;
  s.comb(`${n}.ssn`, 110, y + 66, [{ n: 3 }, { n: 2, sep: '-' }, { n: 4, sep: '-' }], g, c);
  under(s, 'Social Security Number', 110, y + 66);
  if (o) recordOwnerTax(s, i, o, mode, g ? g.join('-') : null, 'US');
  const dob = o && r.chance(0.9) ? o.dob : null;
  dateBoxes(s, `${n}.dob`, 290, y + 66, dob, 'MDY', dob ? { path: `${p}.date_of_birth`, truth: isoDate(dob) } : null, ['MM', 'DD', 'YYYY'], c);
  s.text('Date of birth', 290, y + 58, 6.3, BOLD, { color: NAVY });
  const score = o && r.chance(0.5) ? o.score : null;
  combText(s, `${n}.score`, 460, y + 66, 3, score ? String(score) : null, score ? { path: `${p}.credit_score`, truth: score } : 'context', undefined, c);
  under(s, 'Est. FICO score', 460, y + 66);
  const h = { cw: 12, ch: 15 };
  combText(s, `${n}.home`, 40, y + 98, 20, o?.home.street ?? null, 'decoy', undefined, h); s.text('Home address', 40, y + 115, 6.3);
  combText(s, `${n}.home_city`, 290, y + 98, 12, o?.home.city ?? null, 'decoy', undefined, h); s.text('City', 290, y + 115, 6.3);
  combText(s, `${n}.home_state`, 444, y + 98, 2, o?.home.region ?? null, 'decoy', undefined, h); s.text('State', 444, y + 115, 6.3);
  combText(s, `${n}.home_zip`, 476, y + 98, 5, o?.home.postal ?? null, 'decoy', undefined, h); s.text('ZIP', 476, y + 115, 6.3);
}
