// Maple Crest Business Funding (Mississauga, ON): a Canadian two-page form in C059 serif with burgundy section bars
// and a grid of shaded caption cells beside white value cells; Registered Business Name / Operating Name (O/A), a BN
// with or without its program account (a bare number's type from the BN / SIN boxes), province and postal code, an
// owners' table with SINs on page two, and the PIPEDA consent.
import type { Sheet } from './canvas.ts';
import type { Merchant } from './data.ts';
import { PROVINCE_NAMES } from './data.ts';
import { bizTax, date, dbaText, type Fields, type Layout, money, ownerName, ownerTax, pctText, stateFields } from './fmt.ts';
import type { Rng } from '../../statements/generator/prng.ts';

const WINE = '#7b1e3a', SHADE = '#f3e8ec', L = 40, R = 572, RH = 25;
const PROVINCES: Record<string, string> = { ON: 'Ontario', AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NS: 'Nova Scotia', QC: 'Québec',
  SK: 'Saskatchewan', NB: 'New Brunswick', NL: 'Newfoundland and Labrador' };

/** A caption cell (shaded) and its value cell. */
function pair(s: Sheet, x: number, y: number, cw: number, vw: number, caption: string, key: string, text: string, fields: Fields = {}, decoy = false): void {
  s.doc.save().lineWidth(0.5).strokeColor('#b98a9a').rect(x, y, cw, RH).fillAndStroke(SHADE, '#b98a9a').rect(x + cw, y, vw, RH).stroke().restore();
  s.label(caption, x + 4, y + (caption.length > 26 ? 4.5 : 9), { font: 'c059', size: 7.3, color: '#3a0e1c', width: cw - 8 });
  s.value(key, text, fields, x + cw + 5, y + 8.5, vw - 10, { size: 9, h: 12, decoy });
}

function bar(s: Sheet, y: number, text: string): number {
  s.doc.save().rect(L, y, R - L, 14).fill(WINE).restore();
  s.label(text, L + 6, y + 3.5, { font: 'c059Bold', size: 8, color: '#ffffff' });
  return y + 18;
}

const TYPES: [string, string][] = [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership']];
const OTHER: Record<string, string> = { ca_ulc: 'ULC', cooperative: 'Co-operative', limited_partnership: 'Limited Partnership' };

function boxesRow(s: Sheet, y: number, caption: string, draw: (x: number, y: number) => void): void {
  s.doc.save().lineWidth(0.5).rect(L, y, 120, RH).fillAndStroke(SHADE, '#b98a9a').rect(L + 120, y, R - L - 120, RH).stroke().restore();
  s.label(caption, L + 4, y + 9, { font: 'c059', size: 7.3, color: '#3a0e1c' });
  draw(L + 128, y + 8.5);
}

function sectionA(s: Sheet, m: Merchant, r: Rng, y0: number): number {
  let y = bar(s, y0, 'SECTION A  —  BUSINESS PROFILE / PROFIL DE L’ENTREPRISE');
  const d = dbaText(m);
  pair(s, L, y, 120, 146, 'Registered Business Name', 'legal_name', m.legal, { legal_name: m.legal });
  pair(s, L + 266, y, 110, 156, 'Operating Name (O/A)', 'operating_name', d.text, d.fields); y += RH;
  const how = m.taxType === 'BN' ? r.pick(['bnSpaced', 'bnJoined', 'bare'] as const) : 'bare';
  const tax = bizTax(m, how);
  pair(s, L, y, 120, 146, 'Business / Tax Number', 'tax_number', tax.text, tax.fields);
  s.doc.save().lineWidth(0.5).rect(L + 266, y, 110, RH).fillAndStroke(SHADE, '#b98a9a').rect(L + 376, y, 156, RH).stroke().restore();
  s.label('Number is a', L + 270, y + 9, { font: 'c059', size: 7.3, color: '#3a0e1c' });
  s.lab = { font: 'c059', size: 8, color: '#111111' };
  for (const [k, t] of (['BN', 'SIN'] as const).entries()) {
    const typeFields: Fields = m.taxMasked ? {} : { business_tax_id_type: t, business_tax_id_country: 'CA' };
    s.check(`tax_is_${t}`, t === 'BN' ? 'BN' : 'SIN', typeFields, m.taxType === t, L + 384 + k * 60, y + 8.5, 8);
  }
  y += RH;
  boxesRow(s, y, 'Incorporation Type', (x, yy) => {
    for (const [label, id] of TYPES) x = s.check(`type_${id}`, label, { type_of_entity: id }, m.entity === id, x, yy, 8) + 14;
    const other = OTHER[m.entity];
    x = s.check('type_other', 'Other:', {}, !!other, x, yy, 8) + 4;
    s.doc.save().lineWidth(0.5).strokeColor('#555555').moveTo(x, yy + 9).lineTo(R - 6, yy + 9).stroke().restore();
    if (other) s.value('type_other_text', other, { type_of_entity: m.entity }, x + 2, yy - 0.5, R - 8 - x, { size: 9 });
  });
  y += RH;
  const juris = m.entity === 'sole_proprietorship' || m.entity === 'general_partnership' ? ''
    : r.chance(0.5) ? 'Federal (CBCA)' : PROVINCE_NAMES[m.incJurisdiction]!;
  pair(s, L, y, 120, 146, 'Jurisdiction of Incorporation', 'jurisdiction', juris, {}, true);
  pair(s, L + 266, y, 110, 156, 'Date Established', 'established', date(m.start, r.pick(['iso', 'long'] as const)), { business_start_date: m.start }); y += RH;
  pair(s, L, y, 120, 146, 'Street Address', 'street', m.addr.street);
  pair(s, L + 266, y, 110, 156, 'City', 'city', m.addr.city); y += RH;
  pair(s, L, y, 120, 146, 'Province', 'province', r.chance(0.6) ? m.addr.state : PROVINCES[m.addr.state]!, stateFields(m));
  pair(s, L + 266, y, 110, 156, 'Postal Code', 'postal', m.addr.zip); y += RH;
  pair(s, L, y, 120, 146, 'Telephone', 'phone', m.phone);
  pair(s, L + 266, y, 110, 156, 'E-mail', 'email', m.email); y += RH;
  pair(s, L, y, 120, 146, 'Industry / Sector', 'industry', m.industryText, { industry: m.industry });
  pair(s, L + 266, y, 110, 156, 'Website', 'website', m.website ?? ''); y += RH;
  boxesRow(s, y, 'Premises', (x, yy) => {
    s.check('owned', 'Owned', {}, m.owns, x, yy, 8);
    s.check('leased', 'Leased', {}, !m.owns, x + 60, yy, 8);
    s.label('Number of employees:', x + 130, yy + 0.5, { font: 'c059', size: 7.5, color: '#3a0e1c' });
    s.value('employees', String(m.employees), {}, x + 218, yy - 0.5, 40, { size: 9 });
  });
  y += RH;
  pair(s, L, y, 120, 146, 'Landlord / Mortgage Lender', 'landlord', m.landlord.name, {}, true);
  pair(s, L + 266, y, 110, 156, 'Landlord / Lender Tel.', 'landlord_phone', m.landlord.phone, {}, true);
  return y + RH;
}

function sectionB(s: Sheet, m: Merchant, r: Rng, y0: number): number {
  let y = bar(s, y0, 'SECTION B  —  FINANCING REQUESTED');
  const ms = r.pick(['cad', 'caSpace', 'usd'] as const);
  pair(s, L, y, 120, 146, 'Amount Requested (CAD)', 'amount', money(m.amount, ms), { requested_amount: m.amount });
  pair(s, L + 266, y, 110, 156, 'Use of Funds', 'use', m.useOfFunds); y += RH;
  boxesRow(s, y, 'Payment Frequency', (x, yy) => {
    for (const [f, w] of [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-weekly'], ['monthly', 'Monthly']] as const) {
      x = s.check(`freq_${f}`, w, { payment_frequency: f }, m.frequency === f, x, yy, 8) + 18;
    }
  });
  y += RH;
  const pay = r.chance(0.75);
  pair(s, L, y, 120, 146, 'Estimated Payment', 'payment', pay ? money(m.payment, ms === 'cad' ? 'usd2' : ms) : '', { requested_payment: m.payment });
  pair(s, L + 266, y, 110, 156, 'Number of Payments', 'num_payments', pay ? String(m.numPayments) : '', { number_of_payments: m.numPayments }); y += RH;
  pair(s, L, y, 120, 146, 'Average Monthly Revenue', 'revenue', money(m.monthlySales, ms));
  pair(s, L + 266, y, 110, 156, 'Months of Statements', 'months', String(r.pick([3, 4, 6]))); y += RH;
  return y;
}

function sectionC(s: Sheet, m: Merchant, r: Rng, y0: number): number {
  let y = bar(s, y0, 'SECTION C  —  EXISTING FINANCING (MCA, LOANS, LEASES)');
  const cols: [string, number][] = [['Lender / Funder', 200], ['Balance Owing', 120], ['Payment', 110], ['Frequency', 102]];
  let x = L;
  for (const [c, w] of cols) {
    s.doc.save().lineWidth(0.5).rect(x, y, w, 14).fillAndStroke(SHADE, '#b98a9a').restore();
    s.label(c, x + 4, y + 3.5, { font: 'c059Bold', size: 7.3, color: '#3a0e1c' });
    x += w;
  }
  y += 14;
  for (let i = 0; i < 2; i++) {
    const f = m.funders[i];
    x = L;
    const cells = f ? [f.name, money(f.balance, 'usd'), money(f.payment, 'usd'), r.pick(['Daily', 'Weekly'])] : [];
    for (const [k, [, w]] of cols.entries()) {
      s.doc.save().lineWidth(0.5).strokeColor('#b98a9a').rect(x, y, w, 18).stroke().restore();
      if (f) s.value(`lender${i + 1}_${k}`, cells[k]!, {}, x + 4, y + 5, w - 8, { size: 8.5, decoy: true });
      x += w;
    }
    y += 18;
  }
  return y;
}

function pageTwo(s: Sheet, m: Merchant, r: Rng): void {
  s.newPage();
  s.label('Maple Crest Business Funding — Application (page 2)', L, 30, { font: 'c059', size: 8, color: '#7a5560' });
  let y = bar(s, 46, 'SECTION D  —  BUSINESS BANKING');
  pair(s, L, y, 120, 146, 'Financial Institution', 'bank', m.bank.name, {}, true);
  pair(s, L + 266, y, 110, 156, 'Transit-Institution No.', 'transit', m.bank.routing, {}, true); y += RH;
  pair(s, L, y, 120, 146, 'Account Number', 'account', m.bank.account, {}, true);
  pair(s, L + 266, y, 110, 156, 'Account Type', 'acct_type', r.pick(['Business chequing', 'Chequing'])); y += 30;
  y = bar(s, y, 'SECTION E  —  OWNERS / GUARANTORS (ALL HOLDING 20% OR MORE)');
  const cols: [string, number][] = [['Full Name', 128], ['Position', 72], ['% Held', 40], ['SIN', 74], ['Date of Birth', 74], ['Home Address', 144]];
  let x = L;
  for (const [c, w] of cols) {
    s.doc.save().lineWidth(0.5).rect(x, y, w, 14).fillAndStroke(SHADE, '#b98a9a').restore();
    s.label(c, x + 4, y + 3.5, { font: 'c059Bold', size: 7.3, color: '#3a0e1c' });
    x += w;
  }
  y += 14;
  const dob = r.pick(['iso', 'long'] as const);
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i], p = `applicants[${i}].`;
    const nm = o ? ownerName(o, i) : null, t = o ? ownerTax(o, i) : null;
    const cells: [string, string, Fields, boolean][] = o ? [
      [`owner${i + 1}_name`, nm!.text, nm!.fields, false], [`owner${i + 1}_position`, o.title ?? '', { [`${p}role`]: o.title }, false],
      [`owner${i + 1}_pct`, pctText(o.pct, 'pct'), { [`${p}ownership`]: o.pct }, false], [`owner${i + 1}_sin`, t!.text, t!.fields, false],
      [`owner${i + 1}_dob`, o.dob ? date(o.dob, dob) : '', { [`${p}date_of_birth`]: o.dob }, false],
      [`owner${i + 1}_home`, `${o.home.street}, ${o.home.city} ${o.home.state} ${o.home.zip}`, {}, true]] : [];
    x = L;
    for (const [k, [, w]] of cols.entries()) {
      s.doc.save().lineWidth(0.5).strokeColor('#b98a9a').rect(x, y, w, RH).stroke().restore();
      const c = cells[k];
      if (c) s.value(c[0], c[1], c[2], x + 4, y + 8.5, w - 8, { size: 8.5, decoy: c[3] });
      x += w;
    }
    y += RH;
  }
  y = bar(s, y + 12, 'SECTION F  —  CONSENT (PIPEDA) AND SIGNATURES');
  y = s.para('In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), each signatory consents to ' +
    'Maple Crest Business Funding Inc. and the financing providers to which it submits this application collecting, using and ' +
    'disclosing the personal and business information above, obtaining credit bureau reports on the business and on each owner, ' +
    'and verifying banking, landlord and trade information, for the purpose of assessing and administering business financing. ' +
    'Consent may be withdrawn subject to legal or contractual restrictions.', L, y + 2, R - L, { font: 'c059', size: 7.6, color: '#222222' }) + 18;
  const when = date(`2026-02-${String(r.int(2, 9)).padStart(2, '0')}`, r.pick(['iso', 'long'] as const));
  for (let k = 0; k < 2; k++) {
    const yy = y + k * 46;
    s.doc.save().lineWidth(0.5).strokeColor('#333333').moveTo(L, yy + 16).lineTo(L + 220, yy + 16).moveTo(L + 240, yy + 16).lineTo(L + 420, yy + 16)
      .moveTo(L + 440, yy + 16).lineTo(R, yy + 16).stroke().restore();
    s.label(`Signature — Owner ${k + 1}`, L, yy + 19, { font: 'c059', size: 7, color: '#7a5560' });
    s.label('Printed Name', L + 240, yy + 19, { font: 'c059', size: 7, color: '#7a5560' });
    s.label('Date', L + 440, yy + 19, { font: 'c059', size: 7, color: '#7a5560' });
    const o = m.owners[k];
    if (!o) continue;
    s.signature(L + 12, yy + 10, 140);
    const nm = ownerName({ ...o, middle: null }, k);
    s.value(`sig${k + 1}_name`, nm.text, nm.fields, L + 242, yy + 4, 176, { size: 9 });
    s.value(`sig${k + 1}_date`, when, {}, L + 442, yy + 4, R - L - 444, { size: 9, decoy: true });
  }
  y += 100;
  s.doc.save().lineWidth(0.5).strokeColor(WINE).moveTo(L, y).lineTo(R, y).stroke().restore();
  s.label('Broker of record: Maple Crest Business Funding Inc.   Account manager:', L, y + 6, { font: 'c059', size: 7.5, color: '#3a0e1c' });
  s.value('agent', m.rep.name, {}, L + 272, y + 5, 120, { size: 8.5, decoy: true });
  s.label('Agent #', L + 400, y + 6, { font: 'c059', size: 7.5, color: '#3a0e1c' });
  s.value('agent_no', `MC${m.rep.code.slice(3)}`, {}, L + 432, y + 5, 80, { size: 8.5, decoy: true });
}

export const MAPLECREST: Layout = {
  name: 'maplecrest-canada', broker: 'Maple Crest Business Funding', country: 'CA', maxOwners: 4,
  entities: [['ca_corporation', 6], ['sole_proprietorship', 3], ['general_partnership', 1], ['ca_ulc', 1], ['cooperative', 1], ['limited_partnership', 1]],
  sheet: { valueFont: 'sans', valueSize: 9, typedMark: 'X', acroPrefix: 'MC_', title: 'Application for Business Financing' },
  draw(s, m, r) {
    s.doc.save().rect(L, 22, R - L, 3).fill(WINE).restore();
    s.label('MAPLE CREST', L, 32, { font: 'c059Bold', size: 19, color: WINE });
    s.label('BUSINESS FUNDING INC.', L + 1, 54, { font: 'c059', size: 7.5, color: '#7a5560' });
    s.label('Application for Business Financing', 330, 33, { font: 'c059Bold', size: 12, color: '#222222' });
    s.label('Demande de financement d’entreprise  ·  5100 Hurontario St, Mississauga ON L5R 0A1', 330, 50, { font: 'c059', size: 6.8, color: '#7a5560' });
    let y = sectionA(s, m, r, 70) + 10;
    y = sectionB(s, m, r, y) + 10;
    sectionC(s, m, r, y);
    s.label('Page 1 of 2  ·  Please attach 4 months of business bank statements and a void cheque.', L, 758, { font: 'c059', size: 7, color: '#7a5560' });
    pageTwo(s, m, r);
  },
};
