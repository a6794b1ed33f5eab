// Layouts 1-3: Harbor Line (RECEIVED stamp, corrections beside), Keystone (entity boxes with one X scribbled out,
// two hands), Bluewater (a broker's submission: margin notes, an owner struck from the form).
import type { Merchant } from './data.ts';
import { fmtDate, initials, type DateFmt, type TruthOpts } from './common.ts';
import { advances, bankRefs, BIZ, business, funding, header, officeBox, owner, OWN, removedOwner, section, signatures, ENTITY_BOXES, type Funder } from './blocks.ts';
import type { Sheet } from './sheet.ts';

export interface Layout {
  name: string; maxOwners: number; fixKeys: string[]; nFix: number; dates: DateFmt; truth: TruthOpts;
  /** Layout-specific changes to the merchant before drawing. */
  prepare?: (m: Merchant, s: Sheet) => void;
  draw: (s: Sheet, m: Merchant) => void;
}

const HARBOR: Funder = { name: 'Harbor Line Capital', tag: 'Revenue-based funding for Main Street since 2011', addr: '40 Wall Street, 28th Floor, New York, NY 10005', phone: '(212) 555-0148', color: '#0d3b66' };

function harborOwners(s: Sheet, m: Merchant, y: number): number {
  y = section(s, y, 'Principal Information (all owners of 20% or more)', HARBOR.color);
  for (const [i, w] of m.owners.entries()) y = owner(s, m, w, i, y, { ...OWN, name: 'Owner Name', pct: '% Owned', ssn: 'Social Sec. #', score: 'Est. FICO' }, { dates: 'us', scores: true });
  return y;
}

export const harbor: Layout = {
  name: 'harbor-line-capital', maxOwners: 3, fixKeys: ['amount', 'dba', 'phone', 'street', 'score0'], nFix: 2, dates: 'us', truth: { omit: ['requested_payment', 'number_of_payments', 'payment_frequency'] },
  draw(s, m) {
    let y = header(s, HARBOR, 'Merchant Funding Application', m);
    s.stamp(440, 60, ['RECEIVED', fmtDate(`2025-${m.dateSigned.slice(0, 2)}-${m.dateSigned.slice(3, 5)}`, 'long').toUpperCase()], { angle: -9 });
    y = section(s, y + 4, 'Business Information', HARBOR.color);
    y = business(s, m, y, { ...BIZ, legal: 'Business Legal Name', dba: 'D/B/A', tax: 'Fed. Tax ID #', start: 'Date Business Started', inc: 'Inc. State' }, { dates: 'us', checks: false });
    y = section(s, y, 'Funding Request', HARBOR.color);
    y = funding(s, m, y, { amountLabel: 'Amount Requested', terms: false });
    y = advances(s, m, y, 'Current advances / loans outstanding (write "none" if none)');
    y = harborOwners(s, m, y + 4);
    if (m.owners.length > 1) { s.page(); y = 40; }
    y = section(s, y, 'Bank / References', HARBOR.color);
    y = bankRefs(s, m, y);
    y = signatures(s, m, y + 4);
    officeBox(s, m, 36, Math.min(y + 6, 700), 300);
    s.note(360, Math.min(y + 14, 708), `per merchant ${m.dateSigned.slice(0, 5).replace(/^0/, '')} -- ${m.office.rep.split(' ')[0]}`, -2);
  },
};

const KEYSTONE: Funder = { name: 'Keystone Merchant Funding', tag: 'A Pennsylvania purchaser of future receivables', addr: '1500 Market St, Suite 1210, Philadelphia, PA 19102', phone: '(215) 555-0190', color: '#6b2d0d' };

/** An X put in the wrong entity box, scribbled over and initialled: the other X is the entity. */
function scribbledBox(s: Sheet, m: Merchant, y: number): void {
  if (s.style === 'fillable') return;
  const wrong = ENTITY_BOXES.findIndex(([, id]) => id !== m.entityId);
  let x = 36 + s.doc.font('Helvetica').fontSize(7.5).widthOfString('Business Structure') + 8;
  for (let i = 0; i < wrong; i++) x += s.doc.font('Helvetica').fontSize(7.5).widthOfString(ENTITY_BOXES[i]![0]) + 22;
  s.crossMark(x, y);
  const d = s.doc.save().lineWidth(1).strokeColor('#1b2a6b').moveTo(x - 2, y + 4);
  for (let k = 0; k < 6; k++) d.lineTo(x + k * 2, y + (k % 2 ? -2 : 10));
  d.stroke().restore();
  s.hand(x - 4, y + 10, `wrong - ${initials(m)}`, { size: 7.5 });
}

export const keystone: Layout = {
  name: 'keystone-merchant-funding', maxOwners: 3, fixKeys: ['amount', 'taxId', 'start', 'pct0'], nFix: 2, dates: 'short', truth: {},
  draw(s, m) {
    let y = header(s, KEYSTONE, 'Application for Purchase of Future Receivables', m);
    s.text(36, y, 'Please print clearly. Corrections must be struck through with a single line and initialed.', { size: 7, color: '#6b2d0d' }); y += 14;
    y = section(s, y, 'Section A - The Business', KEYSTONE.color);
    const yEntity = y + 46;
    y = business(s, m, y, { ...BIZ, legal: 'Legal Name of Business', dba: 'Trade Name', entity: 'Business Structure', industry: 'Nature of Business', tax: 'EIN', start: 'Started', inc: 'Incorporated in' }, { dates: 'short', checks: true });
    scribbledBox(s, m, yEntity);
    y = section(s, y, 'Section B - Funding', KEYSTONE.color);
    y = funding(s, m, y, { amountLabel: 'Purchase Price Requested', terms: true, freqChecks: true });
    s.note(420, y - 6, 'call back re: payment sched.', -4, 9);
    advances(s, m, y, 'Existing merchant cash advances');
    s.page();
    y = section(s, 40, 'Section C - Owners', KEYSTONE.color);
    for (const [i, w] of m.owners.entries()) y = owner(s, m, w, i, y, { ...OWN, name: 'Name', pct: 'Owned', ssn: 'SS#', dob: 'DOB', score: 'FICO (if known)' }, { dates: 'short', scores: true });
    if (m.owners.length > 1) s.note(400, 48, 'call back re: 2nd owner DL', -5);
    y = section(s, y, 'Section D - Banking & References', KEYSTONE.color);
    y = bankRefs(s, m, y);
    y = signatures(s, m, y + 4);
    officeBox(s, m, 316, Math.min(y + 4, 712), 260, 'OFFICE USE ONLY - UNDERWRITING');
    s.stamp(60, Math.min(y + 14, 720), ['COPY'], { angle: 6, color: '#2b4a9b', size: 20 });
  },
};

const BLUEWATER: Funder = { name: 'Bluewater Advance Partners', tag: 'ISO submission sheet - broker completes, merchant signs', addr: '2200 Biscayne Blvd, Miami, FL 33137', phone: '(305) 555-0122', color: '#0b6e6e' };

export const bluewater: Layout = {
  name: 'bluewater-advance-partners', maxOwners: 2, fixKeys: ['dba', 'amount', 'ssn0', 'phone', 'legal'], nFix: 3, dates: 'long', truth: { omit: ['number_of_payments'] },
  prepare(m) { if (!m.removedOwner && m.entityId !== 'sole_proprietorship') m.removedOwner = { ...m.owners[0]!, first: 'Curtis', last: 'Ambrose', role: 'Silent Partner', pct: 10, masked: true }; },
  draw(s, m) {
    let y = header(s, BLUEWATER, 'Deal Submission / Merchant Application', m);
    s.note(430, 70, `sub'd by ${m.office.iso.split(' ')[0]} - ${m.office.rep}`, -3, 9);
    y = section(s, y, 'Merchant', BLUEWATER.color);
    y = business(s, m, y, { ...BIZ, legal: 'Corporate / Legal Name', dba: 'Doing Business As', entity: 'Legal Entity', industry: 'Industry', tax: 'Tax ID (EIN)', start: 'Biz Start Date', phone: 'Office Phone' }, { dates: 'long', checks: false });
    s.note(390, y - 22, `per merchant ${m.dateSigned.slice(0, 5).replace(/^0/, '')}`, -6, 9);
    y = section(s, y, 'Request', BLUEWATER.color);
    s.fixedField(36, y, 260, 'Funding Amount Needed', `$${m.amount.toLocaleString('en-US')}`, 'Amount', m.fixes.amount);
    s.field(302, y, 274, 'Est. Daily/Weekly Pmt', `$${(m.payment ?? 0).toLocaleString('en-US')} ${m.freq === 'biweekly' ? 'bi-weekly' : m.freq}`, 'Payment'); y += 22;
    s.field(36, y, 540, 'Use of Proceeds', m.useOfFunds, 'Use'); y += 26;
    y = section(s, y, 'Ownership', BLUEWATER.color);
    for (const [i, w] of m.owners.entries()) y = owner(s, m, w, i, y, { ...OWN, name: 'Owner', title: 'Position', pct: 'Own %', ssn: 'SSN', dob: 'Birth Date', score: 'Credit' }, { dates: 'long', scores: true });
    if (m.removedOwner) removedOwner(s, m, m.removedOwner, m.owners.length, y, `removed - no longer an owner per ${m.owners[0]!.first} ${m.dateSigned.slice(0, 5).replace(/^0/, '')}`);
    s.page();
    y = section(s, 40, 'Positions & Bank', BLUEWATER.color);
    y = advances(s, m, y, 'Open positions (funder / balance / payment)');
    y = bankRefs(s, m, y);
    y = signatures(s, m, y + 6);
    s.stamp(380, y + 10, ['RECEIVED', 'UNDERWRITING DEPT'], { angle: -12, color: '#7a1a8c' });
    officeBox(s, m, 36, y + 10, 320, 'Office use only');
    s.note(60, y + 90, 'merchant wants $$ by Fri - pls expedite', -2);
  },
};
