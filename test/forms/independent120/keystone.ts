// Layout "keystone": Keystone Commercial Funding, US. Built like an IRS form (Form KCF-1): black Part bars, numbered
// lines, captions above the comb rows, W-9-style SSN-or-EIN box pair, MM DD YYYY groups with captions under them,
// owners on page 2 and, for a third and fourth owner, a Schedule O continuation page.
import { Sheet } from './draw.ts';
import { type Merchant } from './data.ts';
import { combText, dateBoxes, dbaText, isoDate, moneyBoxes, record, recordBusinessTax, recordOwnerTax, recordRegion, tickRow, ownerTaxMode, ownerTaxGroups } from './common.ts';

const X = 48;
const ENTITY = ['Sole Proprietor', 'Corporation', 'S Corporation', 'Partnership', 'LLC', 'Other'];

function bar(s: Sheet, y: number, part: string, title: string) {
  s.rule(36, y, 576, y, 0.8); s.rule(36, y + 13, 576, y + 13, 0.8);
  s.rect(36, y, 44, 13, '#000000');
  s.text(part, 40, y + 3, 8, 'Helvetica-Bold', { color: '#ffffff' });
  s.text(title, 90, y + 3, 8, 'Helvetica-Bold');
}
const cap = (s: Sheet, n: string, t: string, x: number, y: number) => { s.text(n, x - 12, y, 7, 'Helvetica-Bold'); s.text(t, x, y, 7); };

function footer(s: Sheet, pages: number) {
  s.rule(36, 752, 576, 752, 1.2);
  s.text('For Privacy Act and Paperwork Reduction Act Notice, see separate instructions.', 36, 756, 6);
  s.text('Cat. No. 10120K', 330, 756, 6);
  s.text(`Form KCF-1 (Rev. 1-2026)   Page ${s.page} of ${pages}`, 476, 756, 6, 'Helvetica-Bold');
}

export function drawKeystone(s: Sheet, m: Merchant) {
  const r = s.rng, pages = m.owners.length > 2 ? 3 : 2;
  s.cw = 14; s.ch = 16;
  // ---- header ----
  s.text('Form', 36, 30, 7); s.text('KCF-1', 56, 26, 16, 'Helvetica-Bold');
  s.text('(Rev. January 2026)', 36, 46, 6); s.text('Keystone Commercial Funding, LLC', 36, 54, 6);
  s.rule(140, 24, 140, 68, 1); s.rule(452, 24, 452, 68, 1);
  s.text('Business Cash Advance Application', 140, 28, 14, 'Helvetica-Bold', { width: 312, align: 'center' });
  s.text('and Certification of Business Owners', 140, 45, 9, 'Helvetica', { width: 312, align: 'center' });
  s.text('Print in CAPITAL LETTERS, one character per box. Use black or blue ink.', 140, 58, 6.5, 'Helvetica-Oblique', { width: 312, align: 'center' });
  s.text('ISO / broker code', 458, 27, 6);
  combText(s, 'iso_code', 458, 36, 8, m.iso.id.replace('ISO-', 'K'), 'decoy', undefined, { cw: 13, ch: 14 });
  s.text('Give form to the funder. Do not send to the IRS.', 458, 55, 5.5, 'Helvetica-Bold', { width: 118 });
  s.rule(36, 70, 576, 70, 2);
  // ---- Part I ----
  bar(s, 76, 'Part I', 'Business Information');
  cap(s, '1', 'Legal name of business (as shown on your income tax return). A sole proprietor enters the owner\'s name.', X + 6, 96);
  combText(s, 'legal_name', X + 6, 106, 36, m.legal, { path: 'legal_name', truth: m.legal });
  cap(s, '2', 'Business name / DBA, if different from above', X + 6, 128);
  const dba = dbaText(s, m);
  combText(s, 'trade_name', X + 6, 138, 36, dba.text, dba.truth ? { path: 'trade_name', truth: dba.truth } : 'context');
  cap(s, '3', 'Check the appropriate box for federal tax classification. Check only ONE of the following seven boxes.', X + 6, 162);
  const other = m.entity.startsWith('Other:') ? m.entity.slice(6) : null;
  const label = other ? 'Other' : m.entity;
  const ent = { path: 'type_of_entity', truth: entityTruth(m) };
  const ex = tickRow(s, 'entity', X + 6, 175, ENTITY, label, other ? null : ent, { size: 9, gap: 14, fontSize: 7.5 });
  s.text('(write in)', ex - 6, 176, 6.5);
  combText(s, 'entity_other', ex + 30, 172, 6, other, other ? ent : 'context', undefined, { ch: 14 });
  // line 4: SSN or EIN
  cap(s, '4', 'Taxpayer Identification Number (TIN). Enter your TIN in the appropriate boxes. A sole proprietor may enter the owner\'s SSN.', X + 6, 198);
  s.text('Social security number', X + 6, 210, 7, 'Helvetica-Bold');
  const useSsn = m.taxType !== 'EIN';
  const t = m.taxId;
  s.comb('ssn_tin', X + 6, 220, [{ n: 3 }, { n: 2, sep: '\u2013' }, { n: 4, sep: '\u2013' }], useSsn ? [t.slice(0, 3), t.slice(3, 5), t.slice(5)] : null);
  s.text('or', X + 190, 224, 9, 'Helvetica-Bold');
  s.text('Employer identification number', X + 226, 210, 7, 'Helvetica-Bold');
  s.comb('ein', X + 226, 220, [{ n: 2 }, { n: 7, sep: '\u2013' }], useSsn ? null : [t.slice(0, 2), t.slice(2)]);
  const tinText = useSsn ? `${t.slice(0, 3)}-${t.slice(3, 5)}-${t.slice(5)}` : `${t.slice(0, 2)}-${t.slice(2)}`;
  recordBusinessTax(s, tinText, t, useSsn ? (t.startsWith('9') ? 'ITIN' : 'SSN') : 'EIN', 'US');
  // lines 5-7
  cap(s, '5', 'Date business started', X + 6, 248);
  const start = r.chance(0.9) ? m.start : null;
  dateBoxes(s, 'business_start_date', X + 6, 258, start, 'MDY', start ? { path: 'business_start_date', truth: isoDate(start) } : null);
  cap(s, '6', 'State of organization', X + 188, 248);
  combText(s, 'state_of_inc', X + 188, 258, 2, m.entity === 'Sole Proprietor' ? null : m.incRegion || m.address.region, 'decoy');
  cap(s, '7', 'Number of employees', X + 300, 248);
  combText(s, 'employees', X + 300, 258, 3, String(m.employees), 'context', undefined, { right: true });
  cap(s, '8', 'Business telephone', X + 400, 248);
  const ph = m.phone.replace(/\D/g, '');
  s.comb('phone', X + 400, 258, [{ n: 3, cap: 'Area code' }, { n: 3 }, { n: 4, sep: '\u2013' }], [ph.slice(0, 3), ph.slice(3, 6), ph.slice(6)], { cw: 10.5 });
  record(s, 'phone', m.phone, 'context');
  cap(s, '9', 'Business address (number, street, and suite no.). No P.O. boxes.', X + 6, 288);
  combText(s, 'address', X + 6, 298, 36, m.address.street, 'context');
  s.text('City or town', X + 6, 320, 7);
  combText(s, 'city', X + 6, 330, 22, m.address.city, 'context');
  s.text('State', X + 330, 320, 7);
  combText(s, 'state', X + 330, 330, 2, m.address.region, 'context');
  recordRegion(s, m.address.region, 'US');
  s.text('ZIP code', X + 380, 320, 7);
  combText(s, 'zip', X + 380, 330, 5, m.address.postal, 'context');
  cap(s, '10', 'Business e-mail address', X + 6, 356);
  s.lineValue('email', X + 6, 362, 250, m.email); record(s, 'email', m.email, 'context');
  cap(s, '11', 'Website (optional)', X + 286, 356);
  s.lineValue('website', X + 286, 362, 222, m.website || null); record(s, 'website', m.website, 'context');
  cap(s, '12', 'Nature of business (describe what the business does)', X + 6, 386);
  combText(s, 'industry', X + 6, 396, 30, m.industryText, { path: 'industry', truth: industryTruth(m) });
  // ---- Part II ----
  bar(s, 426, 'Part II', 'Funding Request');
  cap(s, '13', 'Amount requested', X + 6, 446);
  moneyBoxes(s, 'requested_amount', X + 6, 456, 7, m.requestedCents, { path: 'requested_amount', truth: m.requestedCents / 100 });
  cap(s, '14', 'Average monthly gross sales', X + 200, 446);
  moneyBoxes(s, 'monthly_sales', X + 200, 456, 7, m.monthlySales * 100, 'decoy');
  cap(s, '15', 'Use of funds', X + 6, 482);
  combText(s, 'use_of_funds', X + 6, 492, 20, m.useOfFunds, 'context');
  cap(s, '16', 'Does the business have open cash advances or loans?', X + 6, 518);
  tickRow(s, 'has_advances', X + 230, 517, ['Yes', 'No'], m.advances.length ? 'Yes' : 'No', null, { size: 8 });
  s.text('If "Yes", list each below.', X + 320, 518, 6.5, 'Helvetica-Oblique');
  ['a', 'b'].forEach((row, i) => {
    const a = m.advances[i], y = 540 + i * 34;
    s.text(row, X - 6, y + 4, 7, 'Helvetica-Bold');
    combText(s, `advance${i + 1}.funder`, X + 6, y, 18, a ? a.funder.toUpperCase() : null, 'decoy', i ? undefined : 'Funder name', { cw: 12 });
    moneyBoxes(s, `advance${i + 1}.balance`, X + 246, y, 6, a ? a.balance * 100 : null, 'decoy', { cw: 12 });
    moneyBoxes(s, `advance${i + 1}.payment`, X + 392, y, 4, a ? a.payment * 100 : null, 'decoy', { cw: 12 });
    if (!i) { s.text('Current balance', X + 255, y + 18, 5.5); s.text('Payment', X + 400, y + 18, 5.5); }
  });
  s.text('Part II is not an offer or commitment to fund. Keystone Commercial Funding purchases future receivables; it does not make loans.', 36, 620, 6.5, 'Helvetica-Oblique', { width: 540 });
  s.rect(36, 636, 540, 100, null, '#000000', 0.8);
  s.text('FOR FUNDER USE ONLY', 44, 642, 7, 'Helvetica-Bold');
  ['Deal no.', 'Received', 'Underwriter', 'Decision'].forEach((l, i) => { s.text(l, 44 + i * 132, 660, 6.5); s.rule(44 + i * 132, 690, 164 + i * 132, 690, 0.5); });
  footer(s, pages);
  // ---- Part III owners ----
  s.newPage();
  s.text(`Form KCF-1 (Rev. 1-2026)`, 36, 28, 7); s.text(`Page ${s.page}`, 540, 28, 7, 'Helvetica-Bold');
  s.rule(36, 38, 576, 38, 2);
  bar(s, 44, 'Part III', 'Owners and Guarantors (every person owning 20% or more)');
  [0, 1].forEach((i) => owner(s, m, i, 64 + i * 150));
  bar(s, 368, 'Part IV', 'Business Bank Account and Premises');
  s.text('Bank name', X + 6, 386, 7); combText(s, 'bank.name', X + 6, 396, 18, m.bank.name, 'decoy');
  s.text('Routing number (ABA)', X + 270, 386, 7); combText(s, 'bank.routing', X + 270, 396, 9, m.bank.routing, 'decoy');
  s.text('Account number', X + 6, 420, 7); combText(s, 'bank.account', X + 6, 430, 14, m.bank.account, 'decoy');
  s.text('Landlord or mortgage holder', X + 220, 420, 7); combText(s, 'landlord', X + 220, 430, 24, m.landlord.name, 'decoy', undefined, { cw: 12 });
  s.text('Landlord telephone', X + 6, 454, 7);
  s.lineValue('landlord_phone', X + 6, 460, 150, m.landlord.phone); record(s, 'landlord_phone', m.landlord.phone, 'decoy');
  s.text('Monthly rent or mortgage', X + 220, 454, 7);
  moneyBoxes(s, 'rent', X + 220, 464, 6, m.landlord.rent * 100, 'decoy', { cw: 12 });
  signatures(s, m, m.owners.slice(0, 2), 0, 498);
  footer(s, pages);
  if (pages === 3) {
    s.newPage();
    s.text('SCHEDULE O', 36, 28, 11, 'Helvetica-Bold'); s.text('(Form KCF-1)', 36, 42, 7);
    s.text('Additional Owners and Guarantors \u2014 continuation of Part III', 150, 30, 11, 'Helvetica-Bold');
    s.text('Name of business', 150, 46, 7);
    s.lineValue('legal_name_p3', 210, 38, 300, m.legal, 13); record(s, 'legal_name_p3', m.legal, { path: 'legal_name', truth: m.legal });
    s.rule(36, 56, 576, 56, 2);
    [2, 3].forEach((i, k) => owner(s, m, i, 66 + k * 150));
    signatures(s, m, m.owners.slice(2), 2, 380);
    footer(s, pages);
  }
}

function owner(s: Sheet, m: Merchant, i: number, y: number) {
  const o = m.owners[i], r = s.rng, n = `owner${i + 1}`, p = `applicants[${i}]`;
  const kind = (path: string, truth: unknown) => (o ? { path: `${p}.${path}`, truth } : 'context' as const);
  s.text(`Owner ${i + 1}`, X - 6, y, 8, 'Helvetica-Bold'); s.rule(X + 30, y + 4, 576, y + 4, 0.4);
  s.cw = 13;
  s.text('Last name', X + 6, y + 12, 7); combText(s, `${n}.last`, X + 6, y + 21, 16, o?.last ?? null, kind('last_name', o?.last));
  s.text('First name', X + 226, y + 12, 7); combText(s, `${n}.first`, X + 226, y + 21, 12, o?.first ?? null, kind('first_name', o?.first));
  s.text('M.I.', X + 394, y + 12, 7); combText(s, `${n}.mi`, X + 394, y + 21, 1, o?.mi || null, 'context');
  s.text('Title', X + 6, y + 44, 7); combText(s, `${n}.title`, X + 6, y + 53, 15, o?.title ?? null, kind('role', o?.title));
  s.text('Ownership', X + 214, y + 44, 7);
  combText(s, `${n}.pct`, X + 214, y + 53, 3, o ? String(o.pct) : null, kind('ownership', o?.pct), undefined, { right: true });
  s.text('%', X + 256, y + 56, 9, 'Helvetica-Bold');
  s.text('Date of birth', X + 290, y + 44, 7);
  const dob = o && r.chance(0.9) ? o.dob : null;
  dateBoxes(s, `${n}.dob`, X + 290, y + 53, dob, 'MDY', dob ? { path: `${p}.date_of_birth`, truth: isoDate(dob) } : null);
  s.text('Social security number (or ITIN)', X + 6, y + 82, 7);
  const mode = o ? ownerTaxMode(s, m) : 'blank', g = o ? ownerTaxGroups(o, mode) : null;
  s.comb(`${n}.ssn`, X + 6, y + 91, [{ n: 3 }, { n: 2, sep: '\u2013' }, { n: 4, sep: '\u2013' }], g);
  if (o) recordOwnerTax(s, i, o, mode, g ? g.join('-') : null, 'US');
  s.text('Credit score (optional)', X + 190, y + 82, 7);
  const score = o && r.chance(0.55) ? o.score : null;
  combText(s, `${n}.score`, X + 190, y + 91, 3, score ? String(score) : null, score ? { path: `${p}.credit_score`, truth: score } : 'context');
  s.text('Home telephone', X + 290, y + 82, 7);
  s.lineValue(`${n}.phone`, X + 290, y + 89, 140, o?.phone ?? null); record(s, `${n}.phone`, o?.phone ?? null, 'decoy');
  const c = { cw: 12 };
  s.text('Home address (no P.O. box)', X + 6, y + 114, 7); combText(s, `${n}.home`, X + 6, y + 123, 20, o?.home.street ?? null, 'decoy', undefined, c);
  s.text('City', X + 256, y + 114, 7); combText(s, `${n}.home_city`, X + 256, y + 123, 12, o?.home.city ?? null, 'decoy', undefined, c);
  s.text('State', X + 408, y + 114, 7); combText(s, `${n}.home_state`, X + 408, y + 123, 2, o?.home.region ?? null, 'decoy', undefined, c);
  s.text('ZIP', X + 440, y + 114, 7); combText(s, `${n}.home_zip`, X + 440, y + 123, 5, o?.home.postal ?? null, 'decoy', undefined, c);
  s.cw = 14;
}

function signatures(s: Sheet, m: Merchant, owners: Merchant['owners'], first: number, y: number) {
  bar(s, y, 'Part V', 'Certification');
  s.text('Under penalties of perjury, each undersigned owner certifies that the information on this form is true, correct and complete, ' +
    'authorizes Keystone Commercial Funding, LLC and its funders to obtain consumer and business credit reports, verify bank ' +
    'accounts and contact any party named on this form, and agrees that this form is the property of the funder.', 36, y + 20, 7, 'Helvetica', { width: 540, lineGap: 1 });
  owners.forEach((o, k) => {
    const yy = y + 70 + k * 62;
    s.text('Sign\nHere', 36, yy + 4, 9, 'Helvetica-Bold', { width: 30, lineGap: -1 });
    s.rule(72, yy + 22, 320, yy + 22, 0.7);
    s.text(`Signature of owner ${first + k + 1}`, 72, yy + 25, 6);
    if (s.style === 'handwritten') s.text(`${o.first[0]}${o.first.slice(1).toLowerCase()} ${o.last[0]}${o.last.slice(1).toLowerCase()}`, 84, yy + 2, 17, 'hand', { color: s.ink });
    s.text('Date', 340, yy + 2, 7);
    dateBoxes(s, `sign${first + k + 1}.date`, 340, yy + 10, { y: 2026, m: 1, d: 5 + k }, 'MDY', 'decoy', undefined, { cw: 11, ch: 13 });
  });
  void m;
}

import { entityOf, industryOf } from './data.ts';
export const entityTruth = (m: Merchant) => entityOf(m.entity.startsWith('Other:') ? m.entity.slice(6) : m.entity, m.country);
export const industryTruth = (m: Merchant) => industryOf(m.industryText);
