// Keystone Capital Partners (Pennsylvania ISO, US): a dense one-page form, label-then-underline. Hard: one
// "Business Legal Name / DBA" line holding `Legal d/b/a Trade`, owners written `LAST, First M.` (particles, suffixes,
// credentials, nicknames, all caps), an entity checkbox row with "Other:", a payment schedule row.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal } from './model.ts';
import { industryOf } from './refs.ts';
import { lastFirst, nameLook, truthName } from './names.ts';
import type { Sheet } from './sheet.ts';
import { advancesTable, bizTaxId, dbaText, entityRow, frequencyRow, money, own, ownerId } from './parts.ts';

const NAVY = '#1f3a5f';

function line(s: Sheet, label: string, x: number, y: number, w: number, labelW: number): { vx: number; vw: number } {
  s.label(label, x, y + 4);
  s.hline(x + labelW, x + w, y + 13);
  return { vx: x + labelW, vw: w - labelW };
}

function head(s: Sheet, text: string, y: number): void {
  s.rect(36, y, 540, 13, { fill: NAVY, stroke: 'none' }).label(text, 40, y + 3, { bold: true, color: '#fff', size: 8 });
}

function business(s: Sheet, d: Deal, rng: Rng, y: number): number {
  head(s, 'BUSINESS INFORMATION', y);
  y += 18;
  let f = line(s, 'Business Legal Name / DBA:', 36, y, 540, 110);
  if (d.biz.dba && rng.chance(0.7)) {
    const joiner = rng.pick([' d/b/a ', ' D/B/A ', ' dba ', ' DBA ']);
    s.put({ legal_name: d.biz.legal, trade_name: d.biz.dba }, `${d.biz.legal}${joiner}${d.biz.dba}`, f.vx, y, f.vw, 'legal_dba');
  } else {
    s.put({ legal_name: d.biz.legal }, d.biz.legal, f.vx, y, f.vw, 'legal_dba');
    if (d.biz.dba) { y += 16; f = line(s, 'Trade Name (if different):', 36, y, 540, 110); const t = dbaText(d, rng); s.put(t.target, t.text, f.vx, y, f.vw, 'dba'); }
  }
  y += 18;
  s.label('Entity:', 36, y + 1);
  entityRow(s, d, rng, 70, y, ['Corporation', 'LLC', 'Partnership', 'LLP', 'Sole Proprietor', 'Non-Profit'], 62);
  y += 16;
  f = line(s, 'Federal Tax ID:', 36, y, 260, 62);
  const t = bizTaxId(d);
  s.put(t.target, t.text, f.vx, y, f.vw, 'tax_id');
  f = line(s, 'Date Business Started:', 306, y, 270, 90);
  s.put({ business_start_date: d.start.iso }, d.start.printed, f.vx, y, f.vw, 'start_date');
  y += 16;
  f = line(s, 'Street Address:', 36, y, 300, 62);
  s.put({}, d.street, f.vx, y, f.vw, 'street');
  f = line(s, 'City, State, Zip:', 346, y, 230, 66);
  s.put({ state_region: d.region, country: 'United States' }, `${d.city}, ${d.region} ${d.postal}`, f.vx, y, f.vw, 'city_state_zip');
  y += 16;
  f = line(s, 'Business Phone:', 36, y, 200, 64);
  s.put({}, d.phone, f.vx, y, f.vw, 'phone');
  f = line(s, 'State of Incorporation:', 246, y, 160, 88);
  s.put('state of incorporation', d.decoys.incState, f.vx, y, f.vw, 'inc_state');
  f = line(s, 'Email:', 416, y, 160, 26);
  s.put({}, d.email, f.vx, y, f.vw, 'email');
  y += 16;
  const ind = d.biz.industry;
  f = line(s, 'Type of Business / Industry:', 36, y, 300, 112);
  s.put({ industry: industryOf(ind) }, ind, f.vx, y, f.vw, 'industry');
  f = line(s, 'Landlord / Mortgage Holder:', 346, y, 230, 104);
  s.put('landlord', d.decoys.landlord, f.vx, y, f.vw, 'landlord');
  return y + 20;
}

function funding(s: Sheet, d: Deal, rng: Rng, y: number): number {
  head(s, 'FUNDING REQUEST', y);
  y += 18;
  let f = line(s, 'Amount Requested:', 36, y, 180, 72);
  s.put({ requested_amount: d.amount }, money(d.amount, rng), f.vx, y, f.vw, 'amount');
  f = line(s, 'Use of Funds:', 226, y, 350, 52);
  s.put({}, d.useOfFunds, f.vx, y, f.vw, 'use_of_funds');
  y += 16;
  const showPay = rng.chance(0.7);
  f = line(s, 'Proposed Payment:', 36, y, 180, 72);
  s.put(showPay ? { requested_payment: d.payment } : {}, showPay ? money(d.payment, rng) : '', f.vx, y, f.vw, 'payment');
  f = line(s, '# of Payments:', 226, y, 110, 58);
  s.put(showPay ? { number_of_payments: d.payments } : {}, showPay ? String(d.payments) : '', f.vx, y, f.vw, 'payments');
  s.label('Schedule:', 346, y + 4);
  frequencyRow(s, d, 384, y + 2, 48);
  return y + 22;
}

function owners(s: Sheet, d: Deal, rng: Rng, y: number): number {
  head(s, 'OWNER / GUARANTOR INFORMATION (all owners of 20% or more)', y);
  y += 18;
  d.owners.slice(0, 2).forEach((o, i) => {
    const look = nameLook(rng, 0.35);
    const n = truthName(o.p, look);
    s.label(`Owner ${i + 1}`, 36, y + 4, { bold: true });
    let f = line(s, 'Name (Last, First M.):', 76, y, 300, 86);
    s.put({ [`applicants[${i}].first_name`]: n.first, [`applicants[${i}].last_name`]: n.last }, lastFirst(o.p, look), f.vx, y, f.vw, `o${i}_name`);
    f = line(s, 'Title:', 386, y, 110, 24);
    s.put(own(i, 'role', o.role), o.role, f.vx, y, f.vw, `o${i}_title`);
    f = line(s, 'Own %:', 506, y, 70, 28);
    s.put(own(i, 'ownership', o.ownership), `${o.ownership}%`, f.vx, y, f.vw, `o${i}_pct`);
    y += 16;
    f = line(s, 'SSN:', 76, y, 150, 22);
    const id = ownerId(o, i, 'US');
    s.put(id.target, id.text, f.vx, y, f.vw, `o${i}_ssn`);
    f = line(s, 'Date of Birth:', 236, y, 140, 54);
    s.put(o.dob ? own(i, 'date_of_birth', o.dob.iso) : {}, o.dob?.printed ?? '', f.vx, y, f.vw, `o${i}_dob`);
    f = line(s, 'Home Address:', 386, y, 190, 56);
    s.put('owner home address', o.home, f.vx, y, f.vw, `o${i}_home`);
    y += 20;
  });
  return y;
}

export function drawKeystone(s: Sheet, d: Deal, rng: Rng): void {
  s.rect(36, 30, 540, 34, { fill: NAVY, stroke: 'none' });
  s.label('KEYSTONE CAPITAL PARTNERS', 44, 38, { bold: true, size: 15, color: '#fff' });
  s.label('Merchant Cash Advance Application  |  1800 Chestnut St, Suite 400, Philadelphia, PA 19103  |  (215) 555-0142', 44, 54, { color: '#dfe6ef', size: 7 });
  let y = business(s, d, rng.fork('biz'), 74);
  y = funding(s, d, rng.fork('fund'), y);
  y = owners(s, d, rng.fork('own'), y);
  head(s, 'BANK & EXISTING OBLIGATIONS', y);
  y += 18;
  const b = rng.fork('bank');
  let f = line(s, 'Bank Name:', 36, y, 180, 46);
  s.put('bank', d.decoys.bank, f.vx, y, f.vw, 'bank');
  f = line(s, 'Routing #:', 226, y, 160, 42);
  s.put('routing number', d.decoys.routing, f.vx, y, f.vw, 'routing');
  f = line(s, 'Account #:', 396, y, 180, 44);
  s.put('account number', d.decoys.account, f.vx, y, f.vw, 'account');
  y = advancesTable(s, d, b, 36, y + 20, 540) + 10;
  s.para('By signing below, each of the above (individually and on behalf of the business) certifies that the information provided is true and complete, and authorizes Keystone Capital Partners and its funding partners to obtain consumer and business credit reports, verify bank statements and contact the references and landlord listed above. This authorization remains valid for any renewal or additional funding.', 36, y, 540);
  y += 36;
  for (let i = 0; i < Math.min(2, d.owners.length); i++) {
    const x = 36 + i * 275;
    s.hline(x, x + 160, y + 16).label('Signature', x, y + 19, { size: 6.5 });
    s.hline(x + 170, x + 250, y + 16).label('Date', x + 170, y + 19, { size: 6.5 });
  }
  s.label('Keystone Capital Partners is a broker, not a lender. KCP-APP rev. 03/2025', 36, 750, { size: 6, color: '#666' });
}
