// Two US brokers: Bluestone (one dense page of boxed cells, entity checkboxes) and Harbor & Pine (two pages of
// 'Label: ____' lines in a serif face, funding terms, up to three owners).
import type { Deal, Owner } from './model.ts';
import type { Caps } from './pools.ts';
import type { Sheet } from './sheet.ts';

export const BLUESTONE_CAPS: Caps = { country: 'US', maxOwners: 2, lastFirst: false, terms: false, bareEin: false,
  checks: [['C-Corp', 'c_corporation'], ['S-Corp', 's_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'],
    ['Sole Prop', 'sole_proprietorship'], ['Non-Profit', 'nonprofit_corporation']] };
export const HARBOR_CAPS: Caps = { country: 'US', maxOwners: 3, lastFirst: false, terms: true, bareEin: true };

const AUTH = 'By signing below, each of the above listed business and business owner/officer (individually and collectively, "you") '
  + 'authorize the broker and each of its representatives, successors, assigns and designees ("Recipients") that may be involved with or acquire '
  + 'commercial loans or merchant cash advances to obtain consumer or personal, business and investigative reports and other information about '
  + 'you, including credit card processor statements and bank statements, from one or more consumer reporting agencies and from other credit bureaus, '
  + 'banks, creditors and other third parties. You also authorize the Recipients to transmit this application form, along with any of the foregoing '
  + 'information obtained in connection with this application, to any or all of the Recipients for the foregoing purposes.';

/** A boxed cell with a tiny caption: Bluestone's look. */
function cellBox(s: Sheet, key: string, cap: string, c: Deal['legal'], x: number, y: number, w: number, h = 24): void {
  s.rect(x, y, w, h);
  s.label(cap.toUpperCase(), x + 2.5, y + 2.5, 5.8);
  s.value(key, c, x + 5, y + 11, w - 8);
}
const DASH = { text: null, fields: {} };

export function drawBluestone(s: Sheet, d: Deal): void {
  const L = 30, R = 582, navy = '#1d3557';
  s.label('BLUESTONE', L, 26, 20, s.look.bold, [0.11, 0.21, 0.34]);
  s.label('CAPITAL PARTNERS', L + 124, 33, 9, s.look.bold, [0.3, 0.45, 0.6]);
  s.label('Merchant Cash Advance Application', 380, 26, 11, s.look.bold);
  s.label('Fax: (866) 555-0134  |  submissions@bluestonecp.example  |  Approvals in 24 hrs', 380, 42, 6.5);
  s.label('ISO / Rep:', 380, 56, 6.5);
  s.decoy('iso_rep', d.isoRep, 418, 53, 160, 8.5);
  let y = 74;
  s.band('BUSINESS INFORMATION', L, y, R - L, 13, navy); y += 13;
  cellBox(s, 'legal_name', 'Legal / Corporate Name', d.legal, L, y, 320);
  cellBox(s, 'dba', 'DBA', d.dba, L + 320, y, R - L - 320); y += 24;
  cellBox(s, 'street', 'Physical Address (no P.O. Box)', d.street, L, y, 240);
  cellBox(s, 'city', 'City', { text: d.city, fields: {} }, L + 240, y, 130);
  cellBox(s, 'state', 'State', d.state, L + 370, y, 80);
  cellBox(s, 'zip', 'Zip', { text: d.zip, fields: {} }, L + 450, y, R - L - 450); y += 24;
  cellBox(s, 'phone', 'Business Phone', d.phone, L, y, 150);
  cellBox(s, 'email', 'Email', d.email, L + 150, y, 230);
  cellBox(s, 'website', 'Website', d.website, L + 380, y, R - L - 380); y += 24;
  cellBox(s, 'tax_id', 'Federal Tax ID', d.taxId, L, y, 150);
  cellBox(s, 'start', 'Business Start Date', d.start, L + 150, y, 140);
  cellBox(s, 'years', 'Years in Bus.', d.years, L + 290, y, 80);
  cellBox(s, 'state_of_inc', 'State of Incorporation', d.stateOfInc, L + 370, y, R - L - 370); y += 24;
  cellBox(s, 'industry', 'Type of Business / Industry', d.industry, L, y, 290);
  cellBox(s, 'use', 'Use of Funds', d.use, L + 290, y, R - L - 290); y += 24;
  s.rect(L, y, R - L, 18);
  s.label('ENTITY:', L + 4, y + 6, 6.5, s.look.bold);
  let x = L + 40;
  for (const [label] of BLUESTONE_CAPS.checks!) {
    s.check('type_of_entity', label, x, y + 5, d.entityCheck?.label === label ? d.entityCheck : null);
    x += label.length * 4 + 22;
  }
  s.label('Other:', x, y + 6, 7);
  s.rule(x + 24, y + 14, R - 6, y + 14);
  s.value('entity_other', d.entityOther, x + 27, y + 4, R - x - 32, 8.5); y += 24;
  s.band('FUNDING REQUEST & PROPERTY', L, y, R - L, 13, navy); y += 13;
  cellBox(s, 'requested_amount', 'Amount Requested', d.amount, L, y, 170);
  s.rect(L + 170, y, 90, 24);
  s.label('PREMISES', L + 173, y + 2.5, 5.8);
  s.check('own_rent', 'Own', L + 176, y + 12, d.own === 'Own');
  s.check('own_rent', 'Rent', L + 214, y + 12, d.own === 'Rent');
  cellBox(s, 'landlord', 'Landlord / Mortgage Holder', d.landlord, L + 260, y, 150);
  cellBox(s, 'rent', 'Monthly Rent', d.rent, L + 410, y, 65);
  cellBox(s, 'landlord_phone', 'Landlord Phone', d.landlordPhone, L + 475, y, R - L - 475); y += 30;
  s.band('OWNER / OFFICER INFORMATION (all owners of 20% or more)', L, y, R - L, 13, navy); y += 13;
  const half = (R - L) / 2;
  for (let i = 0; i < 2; i++) bluestoneOwner(s, d.owners[i], i, L + i * half, y, half);
  y += 6 * 24 + 4;
  s.band('EXISTING ADVANCES / LOANS (leave blank if none)', L, y, R - L, 13, navy); y += 13;
  const cols = [L, L + 240, L + 390, R];
  ['Funder / Lender', 'Current Balance', 'Payment'].forEach((h, i) => { s.rect(cols[i]!, y, cols[i + 1]! - cols[i]!, 12, '#e8eef5'); s.label(h, cols[i]! + 3, y + 3, 6.5, s.look.bold); });
  y += 12;
  for (let r = 0; r < 3; r++) {
    for (let i = 0; i < 3; i++) s.rect(cols[i]!, y, cols[i + 1]! - cols[i]!, 16);
    const f = d.funders[r];
    if (f) { s.decoy(`funder_${r}`, f.name, cols[0]! + 4, y + 3, 230, 9); s.decoy(`funder_balance_${r}`, f.balance, cols[1]! + 4, y + 3, 140, 9); s.decoy(`funder_payment_${r}`, f.payment, cols[2]! + 4, y + 3, 180, 9); }
    y += 16;
  }
  y += 4;
  s.band('BANK INFORMATION', L, y, R - L, 13, navy); y += 13;
  cellBox(s, 'bank', 'Bank Name', { text: d.bank, fields: {} }, L, y, 200);
  cellBox(s, 'routing', 'Routing #', { text: d.routing, fields: {} }, L + 200, y, 170);
  cellBox(s, 'account', 'Account #', { text: d.account, fields: {} }, L + 370, y, R - L - 370); y += 30;
  y = s.para(AUTH, L, y, R - L) + 10;
  for (let i = 0; i < 2; i++) {
    const x0 = L + i * half;
    s.rule(x0, y + 18, x0 + half - 100, y + 18);
    s.label(`Owner ${i + 1} Signature`, x0, y + 21, 6);
    s.rule(x0 + half - 90, y + 18, x0 + half - 10, y + 18);
    s.label('Date', x0 + half - 90, y + 21, 6);
    if (d.owners[i]) { scribble(s, x0 + 10, y + 6); s.decoy(`sign_date_${i}`, d.signDate, x0 + half - 86, y + 6, 74, 9); }
  }
}

function bluestoneOwner(s: Sheet, o: Owner | undefined, i: number, x: number, y: number, w: number): void {
  const k = (f: string): string => `owner${i}_${f}`;
  const c = (v: Owner['name'] | undefined): Owner['name'] => v ?? DASH;
  cellBox(s, k('name'), `Owner ${i + 1} Full Name`, c(o?.name), x, y, w * 0.65);
  cellBox(s, k('title'), 'Title', c(o?.title), x + w * 0.65, y, w * 0.35); y += 24;
  cellBox(s, k('pct'), 'Ownership %', c(o?.pct), x, y, w * 0.3);
  cellBox(s, k('ssn'), 'SSN', c(o?.ssn), x + w * 0.3, y, w * 0.4);
  cellBox(s, k('dob'), 'Date of Birth', c(o?.dob), x + w * 0.7, y, w * 0.3); y += 24;
  cellBox(s, k('home'), 'Home Address', c(o?.home), x, y, w); y += 24;
  cellBox(s, k('city'), 'City / State / Zip', DASH, x, y, w); y += 24;
  cellBox(s, k('phone'), 'Cell Phone', c(o?.phone), x, y, w * 0.6);
  cellBox(s, k('score'), 'Est. FICO', c(o?.score), x + w * 0.6, y, w * 0.4); y += 24;
  cellBox(s, k('email'), 'Email', DASH, x, y, w);
}

/** A signature: a pen stroke, no text (a printed signature would repeat the owner's name as a decoy). */
export function scribble(s: Sheet, x: number, y: number): void {
  const doc = s.doc;
  doc.save().lineWidth(0.9).strokeColor(s.look.ink).moveTo(x, y + 8);
  for (let i = 1; i <= 6; i++) doc.bezierCurveTo(x + i * 12 - 8, y - 2 + (i % 2) * 4, x + i * 12 - 4, y + 14 - (i % 3) * 3, x + i * 12, y + 8);
  doc.stroke().restore();
}

/** 'Label: ______' with the value on the line: Harbor & Pine's look. */
function line(s: Sheet, key: string, cap: string, c: Deal['legal'], x: number, y: number, w: number): void {
  const lw = s.label(`${cap}:`, x, y + 3, 8.5);
  s.rule(x + lw + 3, y + 13, x + w - 6, y + 13, 0.4);
  s.value(key, c, x + lw + 6, y + 1, w - lw - 12);
}

export function drawHarbor(s: Sheet, d: Deal): void {
  const L = 44, R = 568;
  s.label('HARBOR & PINE', 214, 30, 20, s.look.bold, [0.13, 0.28, 0.23]);
  s.label('FUNDING GROUP  ·  Business Funding Application', 196, 54, 9);
  s.label('Page 1 of 2', R - 44, 24, 7);
  s.rule(L, 70, R, 70, 1.2);
  let y = 78;
  const head = (t: string): void => { s.label(t, L, y, 10, s.look.bold, [0.13, 0.28, 0.23]); s.rule(L, y + 13, R, y + 13, 0.4); y += 19; };
  head('Section 1 — Business');
  line(s, 'legal_name', 'Legal Business Name', d.legal, L, y, R - L); y += 20;
  line(s, 'dba', 'D/B/A (if different)', d.dba, L, y, R - L); y += 20;
  line(s, 'entity', 'Entity Type', d.entity, L, y, 250);
  line(s, 'tax_id', 'Federal Tax ID (EIN)', d.taxId, L + 250, y, R - L - 250); y += 20;
  line(s, 'start', 'Date Business Started', d.start, L, y, 250);
  line(s, 'state_of_inc', 'State of Inc.', d.stateOfInc, L + 250, y, R - L - 250); y += 20;
  line(s, 'industry', 'Nature of Business', d.industry, L, y, R - L); y += 20;
  line(s, 'street', 'Business Address', d.street, L, y, 300);
  line(s, 'city', 'City', { text: d.city, fields: {} }, L + 300, y, R - L - 300); y += 20;
  line(s, 'state', 'State', d.state, L, y, 180);
  line(s, 'zip', 'Zip', { text: d.zip, fields: {} }, L + 180, y, 120);
  line(s, 'phone', 'Phone', d.phone, L + 300, y, R - L - 300); y += 20;
  line(s, 'email', 'Email', d.email, L, y, 300);
  line(s, 'website', 'Website', d.website, L + 300, y, R - L - 300); y += 28;
  head('Section 2 — Funding Requested');
  line(s, 'requested_amount', 'Amount Requested', d.amount, L, y, 260);
  line(s, 'use', 'Use of Funds', d.use, L + 260, y, R - L - 260); y += 20;
  line(s, 'requested_payment', 'Desired Payment', d.payment, L, y, 260);
  line(s, 'number_of_payments', 'No. of Payments', d.count, L + 260, y, R - L - 260); y += 20;
  s.label('Payment Frequency:', L, y + 3, 8.5);
  let x = L + 88;
  for (const f of ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']) { s.check('payment_frequency', f, x, y + 2, d.freq?.label === f ? d.freq : null, 8.5); x += 70; }
  y += 28;
  head('Section 3 — Business Premises');
  s.label('Premises are:', L, y + 3, 8.5);
  s.check('own_rent', 'Owned', L + 64, y + 2, d.own === 'Own', 8.5);
  s.check('own_rent', 'Leased / Rented', L + 120, y + 2, d.own === 'Rent', 8.5); y += 20;
  line(s, 'landlord', 'Landlord / Mortgage Co.', d.landlord, L, y, 300);
  line(s, 'rent', 'Monthly Rent/Mortgage', d.rent, L + 300, y, R - L - 300); y += 20;
  line(s, 'landlord_phone', 'Landlord Contact Phone', d.landlordPhone, L, y, 300); y += 28;
  head('Section 4 — Trade References');
  for (let r = 0; r < 2; r++) {
    const ref = d.refs[r];
    line(s, `ref_${r}`, `Reference ${r + 1}`, { text: ref?.name ?? null, fields: {} }, L, y, 300);
    line(s, `ref_phone_${r}`, 'Phone', { text: ref?.phone ?? null, fields: {} }, L + 300, y, R - L - 300); y += 20;
  }
  s.newPage();
  s.label('HARBOR & PINE FUNDING GROUP — Business Funding Application (continued)', L, 30, 9, s.look.bold, [0.13, 0.28, 0.23]);
  s.label('Page 2 of 2', R - 44, 24, 7);
  s.rule(L, 44, R, 44, 1.2);
  y = 54;
  head('Section 5 — Owners / Guarantors');
  for (let i = 0; i < 3; i++) {
    const o = d.owners[i], k = (f: string): string => `owner${i}_${f}`, c = (v: Owner['name'] | undefined): Owner['name'] => v ?? DASH;
    s.label(`Owner ${i + 1}${i ? ' (if applicable)' : ''}`, L, y, 8.5, s.look.bold); y += 13;
    line(s, k('name'), 'Name', c(o?.name), L, y, 300);
    line(s, k('title'), 'Title', c(o?.title), L + 300, y, 130);
    line(s, k('pct'), '% Owned', c(o?.pct), L + 430, y, R - L - 430); y += 20;
    line(s, k('ssn'), 'Social Security #', c(o?.ssn), L, y, 230);
    line(s, k('dob'), 'Date of Birth', c(o?.dob), L + 230, y, 170);
    line(s, k('score'), 'Credit Score', c(o?.score), L + 400, y, R - L - 400); y += 20;
    line(s, k('home'), 'Home Address', c(o?.home), L, y, 340);
    line(s, k('phone'), 'Mobile', c(o?.phone), L + 340, y, R - L - 340); y += 26;
  }
  head('Section 6 — Existing Business Loans / Advances');
  for (let r = 0; r < 2; r++) {
    const f = d.funders[r];
    line(s, `funder_${r}`, 'Company', { text: f?.name ?? null, fields: {} }, L, y, 250);
    line(s, `funder_balance_${r}`, 'Balance', { text: f?.balance ?? null, fields: {} }, L + 250, y, 130);
    line(s, `funder_payment_${r}`, 'Payment', { text: f?.payment ?? null, fields: {} }, L + 380, y, R - L - 380); y += 20;
  }
  y += 8;
  head('Section 7 — Operating Account');
  line(s, 'bank', 'Bank', { text: d.bank, fields: {} }, L, y, 170);
  line(s, 'routing', 'ABA/Routing', { text: d.routing, fields: {} }, L + 170, y, 170);
  line(s, 'account', 'Account No.', { text: d.account, fields: {} }, L + 340, y, R - L - 340); y += 28;
  y = s.para(AUTH, L, y, R - L) + 12;
  for (let i = 0; i < Math.max(1, d.owners.length); i++) {
    s.rule(L, y + 16, L + 250, y + 16); s.label('Signature of Owner / Guarantor', L, y + 19, 6.5);
    s.rule(L + 330, y + 16, R, y + 16); s.label('Date', L + 330, y + 19, 6.5);
    scribble(s, L + 20, y + 4); s.decoy(`sign_date_${i}`, d.signDate, L + 336, y + 3, 120, 9); y += 30;
  }
  s.rect(L, y, R - L, 30, '#f1f1f1');
  s.label('FOR OFFICE USE ONLY — ISO / Broker:', L + 6, y + 6, 7, s.look.bold);
  s.decoy('iso_rep', d.isoRep, L + 170, y + 4, 150, 9);
  s.label('Rep ID:', L + 340, y + 6, 7, s.look.bold);
  s.decoy('rep_id', `HP-${d.routing.slice(3, 7)}`, L + 374, y + 4, 90, 9);
}
