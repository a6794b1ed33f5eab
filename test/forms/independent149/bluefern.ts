// Blue Fern Funding Group (Boca Raton, FL): a two-page serif form of "Label: ______" underlined rows, typed in a
// monospace face; free-text entity type, a remittance checkbox row, an open-advances table, and on page two the
// guarantors as blocks ("Name (Last, First)"), trade references and the certification.
import type { Sheet } from './canvas.ts';
import type { Merchant } from './data.ts';
import { STATE_NAMES } from './data.ts';
import { bizTax, date, dbaText, FREQ_WORD, type Fields, type Layout, money, ownerName, ownerTax, pctText, stateFields } from './fmt.ts';
import type { Rng } from '../../statements/generator/prng.ts';

const GREEN = '#2d6a4f', L = 54, R = 558;
type Part = [label: string, key: string, text: string, fields: Fields, width: number, decoy?: boolean];

/** One underlined row: each part is "Label:" then a rule the value sits on. */
function row(s: Sheet, y: number, parts: Part[], x0 = L): void {
  let x = x0;
  for (const [label, key, text, fields, w, decoy] of parts) {
    const end = s.label(`${label}:`, x, y, { font: 'serif', size: 9, color: '#1b1b1b' }) + 4;
    s.doc.save().lineWidth(0.5).strokeColor('#444444').moveTo(end, y + 10).lineTo(x + w - 8, y + 10).stroke().restore();
    s.value(key, text, fields, end + 2, y - 0.5, x + w - 10 - end - 2, { size: 9, h: 12, decoy: decoy ?? false });
    x += w;
  }
}

function heading(s: Sheet, y: number, text: string): number {
  s.label(text, L, y, { font: 'serifBold', size: 10.5, color: GREEN });
  s.doc.save().lineWidth(0.8).strokeColor(GREEN).moveTo(L, y + 13).lineTo(R, y + 13).stroke().restore();
  return y + 21;
}

const ENTITY_TEXT: Record<string, string[]> = {
  llc: ['LLC', 'Limited Liability Company', 'L.L.C.', 'Single-Member LLC'], c_corporation: ['Corporation', 'C-Corp', 'Inc.'],
  s_corporation: ['S Corp', 'S-Corp', 'S Corporation'], sole_proprietorship: ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship'],
  general_partnership: ['General Partnership', 'Partnership'], limited_partnership: ['Limited Partnership', 'LP'], pllc: ['PLLC', 'Professional LLC'], llp: ['LLP'],
};

function pageOne(s: Sheet, m: Merchant, r: Rng): void {
  s.label('Blue Fern', L, 40, { font: 'serifBold', size: 26, color: GREEN });
  s.label('FUNDING GROUP', L + 2, 70, { font: 'serif', size: 8.5, color: '#52796f' });
  s.label('Business Cash Advance Application', 330, 46, { font: 'serifItalic', size: 14, color: '#1b1b1b' });
  s.label('Please complete every line. Incomplete files delay underwriting.', 330, 66, { font: 'serifItalic', size: 7.5, color: '#555555' });
  s.doc.save().lineWidth(1.6).strokeColor(GREEN).moveTo(L, 84).lineTo(R, 84).stroke().lineWidth(0.5).moveTo(L, 87).lineTo(R, 87).stroke().restore();
  let y = heading(s, 98, 'I.  MERCHANT INFORMATION');
  const d = dbaText(m), tax = bizTax(m, 'dashed');
  row(s, y, [['Legal Entity Name', 'legal_name', m.legal, { legal_name: m.legal }, R - L]]); y += 23;
  row(s, y, [['Trade Name / DBA', 'dba', d.text, d.fields, R - L]]); y += 23;
  const et = r.pick(ENTITY_TEXT[m.entity]!);
  row(s, y, [['Entity Type', 'entity', et, { type_of_entity: m.entity }, 250], ['Tax ID #', 'tax_id', tax.text, tax.fields, 254]]); y += 23;
  const inc = m.entity === 'sole_proprietorship' ? '' : STATE_NAMES[m.incJurisdiction]!;
  row(s, y, [['Date Business Established', 'start', date(m.start, r.pick(['long', 'mon', 'mdy'] as const)), { business_start_date: m.start }, 250],
    ['State of Organization', 'state_of_org', inc, {}, 254, true]]); y += 23;
  row(s, y, [['Business Address', 'street', m.addr.street, {}, R - L]]); y += 23;
  row(s, y, [['City', 'city', m.addr.city, {}, 230], ['State', 'state', m.addr.state, stateFields(m), 110], ['Zip', 'zip', m.addr.zip, {}, 164]]); y += 23;
  row(s, y, [['Business Phone', 'phone', m.phone, {}, 250], ['Fax', 'fax', '', {}, 254]]); y += 23;
  row(s, y, [['E-mail', 'email', m.email, {}, 250], ['Website', 'website', m.website ?? '', {}, 254]]); y += 23;
  row(s, y, [['Nature of Business', 'industry', m.industryText, { industry: m.industry }, 330], ['No. of Employees', 'employees', String(m.employees), {}, 174]]); y += 29;

  y = heading(s, y, 'II.  PREMISES');
  s.lab = { font: 'serif', size: 9, color: '#1b1b1b' };
  s.label('Premises are:', L, y);
  s.check('owned', 'Owned', {}, m.owns, L + 70, y, 8.5);
  s.check('leased', 'Leased', {}, !m.owns, L + 130, y, 8.5);
  row(s, y, [['Monthly Rent / Mortgage', 'rent_amount', money(r.int(15, 80) * 100, 'usd2'), {}, 254]], 304); y += 23;
  row(s, y, [['Landlord / Mortgage Holder', 'landlord', m.landlord.name, {}, 330, true], ['Phone', 'landlord_phone', m.landlord.phone, {}, 174, true]]); y += 29;

  y = heading(s, y, 'III.  FUNDING REQUEST');
  const ms = r.pick(['usd2', 'dollarSpace'] as const);
  row(s, y, [['Amount Sought', 'amount', money(m.amount, ms), { requested_amount: m.amount }, 250], ['Use of Proceeds', 'use', m.useOfFunds, {}, 254]]); y += 23;
  const withPay = r.chance(0.8);
  row(s, y, [['Proposed Payment', 'payment', withPay ? money(m.payment, ms) : '', { requested_payment: m.payment }, 250],
    ['Number of Payments', 'num_payments', withPay ? String(m.numPayments) : '', { number_of_payments: m.numPayments }, 254]]); y += 23;
  s.label('Remittance Schedule:', L, y);
  let x = L + 104;
  for (const f of ['daily', 'weekly', 'biweekly', 'monthly']) x = s.check(`freq_${f}`, FREQ_WORD[f]!, { payment_frequency: f }, f === m.frequency, x, y, 8.5) + 18;
  y += 23;
  row(s, y, [['Avg. Monthly Deposits', 'deposits', money(m.monthlySales, 'usd'), {}, 250], ['Card Sales / Month', 'card_sales', money(Math.round(m.monthlySales * 0.4 / 100) * 100, 'usd'), {}, 254]]);
  y += 29;

  y = heading(s, y, 'IV.  OPEN ADVANCES & LOANS');
  const cols: [string, number][] = [['Funder / Lender', 170], ['Original Amount', 90], ['Current Balance', 90], ['Payment', 80], ['Frequency', 74]];
  x = L;
  for (const [c, w] of cols) { s.label(c, x, y, { font: 'serifBold', size: 8.5, color: '#1b1b1b' }); x += w; }
  y += 14;
  for (let i = 0; i < 3; i++) {
    const f = m.funders[i];
    x = L;
    const cells = f ? [f.name, money(f.balance + r.int(5, 40) * 1000, 'usd'), money(f.balance, 'usd'), money(f.payment, 'usd'), r.pick(['Daily', 'Weekly'])] : [];
    for (const [k, [, w]] of cols.entries()) {
      s.doc.save().lineWidth(0.5).strokeColor('#444444').moveTo(x, y + 10).lineTo(x + w - 8, y + 10).stroke().restore();
      if (f) s.value(`adv${i + 1}_${k}`, cells[k]!, {}, x + 1, y - 0.5, w - 10, { size: 8.5, decoy: true });
      x += w;
    }
    y += 21;
  }
  s.label('Blue Fern Funding Group  ·  2200 Glades Road, Suite 310, Boca Raton, FL 33431  ·  (561) 555-0192', L, 752, { font: 'serif', size: 7, color: '#777777' });
  s.label('Page 1 of 2', R - 40, 752, { font: 'serif', size: 7, color: '#777777' });
}

function guarantor(s: Sheet, m: Merchant, r: Rng, i: number, x: number, y: number, dob: 'long' | 'mdy'): void {
  s.doc.save().lineWidth(0.7).strokeColor(GREEN).rect(x, y, 240, 176).stroke().rect(x, y, 240, 15).fill('#d8f3dc').restore();
  s.label(`Guarantor #${i + 1}`, x + 6, y + 3.5, { font: 'serifBold', size: 9, color: GREEN });
  const o = m.owners[i];
  const p = `applicants[${i}].`;
  const nm = o ? ownerName(o, i, 'last') : null, t = o ? ownerTax(o, i) : null;
  const lines: Part[] = [
    ['Name (Last, First)', `g${i + 1}_name`, nm?.text ?? '', nm?.fields ?? {}, 232],
    ['Title', `g${i + 1}_title`, o?.title ?? '', { [`${p}role`]: o?.title ?? null }, 232],
    ['Ownership %', `g${i + 1}_pct`, o ? pctText(o.pct, r.pick(['pct', 'spaced'] as const)) : '', { [`${p}ownership`]: o?.pct ?? null }, 232],
    ['SSN', `g${i + 1}_ssn`, t?.text ?? '', t?.fields ?? {}, 232],
    ['Date of Birth', `g${i + 1}_dob`, o?.dob ? date(o.dob, dob) : '', { [`${p}date_of_birth`]: o?.dob ?? null }, 232],
    ['Est. Credit Score', `g${i + 1}_fico`, o?.credit ? String(o.credit) : '', { [`${p}credit_score`]: o?.credit ?? null }, 232],
    ['Home Address', `g${i + 1}_home`, o?.home.street ?? '', {}, 232, true],
    ['City / State / Zip', `g${i + 1}_home_csz`, o ? `${o.home.city}, ${o.home.state} ${o.home.zip}` : '', {}, 232, true],
    ['Mobile', `g${i + 1}_cell`, o?.cell ?? '', {}, 232],
  ];
  lines.forEach((ln, k) => row(s, y + 22 + k * 17, [ln], x + 6));
}

function pageTwo(s: Sheet, m: Merchant, r: Rng): void {
  s.newPage();
  s.label('Blue Fern Funding Group  —  Business Cash Advance Application (continued)', L, 36, { font: 'serifItalic', size: 9, color: '#555555' });
  let y = heading(s, 54, 'V.  GUARANTOR / OWNER INFORMATION');
  const dob = r.pick(['long', 'mdy'] as const);
  const blocks = m.owners.length > 2 ? 4 : 2;
  for (let i = 0; i < blocks; i++) guarantor(s, m, r, i, L + (i % 2) * 264, y + Math.floor(i / 2) * 186, dob);
  y += (blocks / 2) * 186 + 6;
  y = heading(s, y, 'VI.  TRADE REFERENCES');
  m.refs.forEach((f, i) => {
    row(s, y, [['Company', `ref${i + 1}_name`, f.name, {}, 220, true], ['Contact', `ref${i + 1}_contact`, f.contact, {}, 150, true], ['Phone', `ref${i + 1}_phone`, f.phone, {}, 134, true]]);
    y += 19;
  });
  y = heading(s, y + 6, 'VII.  CERTIFICATION');
  y = s.para('Each undersigned guarantor certifies that all information given in this application and in the documents submitted with it is ' +
    'true, correct and complete, and authorizes Blue Fern Funding Group and any funder to whom it submits this application to obtain ' +
    'credit reports, bank references and any other information it finds necessary, now and for as long as any obligation remains. ' +
    'A copy or fax of this authorization is as valid as the original.', L, y, R - L, { font: 'serif', size: 8 }) + 16;
  const when = `February ${r.int(2, 9)}, 2026`;
  for (let k = 0; k < 2; k++) {
    const yy = y + k * 34;
    s.doc.save().lineWidth(0.5).strokeColor('#444444').moveTo(L + 110, yy + 12).lineTo(L + 330, yy + 12).moveTo(L + 370, yy + 12).lineTo(R, yy + 12).stroke().restore();
    s.label(`Guarantor #${k + 1} Signature:`, L, yy + 3, { font: 'serif', size: 9 });
    s.label('Date:', L + 342, yy + 3, { font: 'serif', size: 9 });
    if (m.owners[k]) {
      s.signature(L + 130, yy + 8, 130);
      s.value(`sig${k + 1}_date`, when, {}, L + 374, yy + 1, R - L - 378, { size: 9, decoy: true });
    }
  }
  y += 80;
  s.doc.save().lineWidth(0.5).strokeColor('#999999').dash(2, { space: 2 }).rect(L, y, R - L, 30).stroke().undash().restore();
  s.label('FOR OFFICE USE', L + 6, y + 4, { font: 'serifBold', size: 7, color: '#777777' });
  row(s, y + 14, [['Account Executive', 'iso_rep', m.rep.name, {}, 250, true], ['Agent Code', 'iso_code', `BF${m.rep.code.replace('-', '')}`, {}, 240, true]], L + 6);
  s.label('Page 2 of 2', R - 40, 752, { font: 'serif', size: 7, color: '#777777' });
}

export const BLUEFERN: Layout = {
  name: 'bluefern-underlined', broker: 'Blue Fern Funding Group', country: 'US', maxOwners: 4,
  entities: [['llc', 5], ['c_corporation', 2], ['s_corporation', 2], ['sole_proprietorship', 2], ['general_partnership', 1], ['limited_partnership', 1], ['pllc', 1], ['llp', 1]],
  sheet: { valueFont: 'mono', valueSize: 9, typedMark: 'check', acroPrefix: 'BF_', title: 'Business Cash Advance Application' },
  draw(s, m, r) {
    pageOne(s, m, r);
    pageTwo(s, m, r);
  },
};
