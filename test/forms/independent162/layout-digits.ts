// Keystone Merchant Funding Group: a US form printed "one character per box". The EIN (2-7), or for a sole
// proprietor without one the SSN (3-2-4), the owners' SSNs, dates, state, ZIP, phone, routing and account numbers are
// all written in digit boxes with the dashes or slashes printed between the box groups; the nine routing-number boxes
// look like a tax ID without its dashes.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './model.ts';
import type { Layout } from './layout-types.ts';
import { section } from './layout-types.ts';
import type { Sheet } from './sheet.ts';
import { A, F, bizTax, dobFields, entityPick, freqIndex, ownerTax, regionFields, tradeText } from './common.ts';
import { iso, pct, personName, usMoney } from './formats.ts';

const ENTITIES = [{ label: 'LLC', id: 'llc' }, { label: 'Corporation', id: 'c_corporation' }, { label: 'S Corporation', id: 's_corporation' },
  { label: 'Partnership', id: 'general_partnership' }, { label: 'Sole Proprietor', id: 'sole_proprietorship' }, { label: 'Non-Profit', id: 'nonprofit_corporation' }];
const OTHERS = [{ label: 'PLLC', id: 'pllc' }, { label: 'LLP', id: 'llp' }, { label: 'L.P.', id: 'limited_partnership' }];
const CELL = 12.5;
const p2 = (n: number) => String(n).padStart(2, '0');
const dateGroups = ([y, m, d]: [number, number, number]) => [p2(m), p2(d), String(y)];

/** Boxes with nothing written in them (the tax-ID row not used). */
function blank(s: Sheet, x: number, y: number, lens: number[], sep: string): void {
  let cx = x;
  for (const [gi, n] of lens.entries()) {
    if (gi > 0) { s.t(sep, cx + 1.5, y + 3.5, { size: 9, font: 'Helvetica-Bold' }); cx += 7; }
    for (let i = 0; i < n; i++) s.rect(cx + i * CELL, y, CELL, CELL + 3);
    cx += n * CELL;
  }
}

export const DIGITS: Layout = {
  name: 'keystone-digit-boxes',
  broker: 'Keystone Merchant Funding Group',
  country: 'US',
  title: 'Merchant Funding Application',
  typeface: 'Helvetica',
  onName: 'Yes',
  options: () => ({ country: 'US', entities: ['llc', 'llc', 'llc', 'c_corporation', 's_corporation', 'general_partnership', 'sole_proprietorship', 'sole_proprietorship', 'pllc', 'llp', 'limited_partnership'] }),
  draw(s: Sheet, m: Merchant, f: Rng): void {
    s.addPage();
    s.t('KEYSTONE MERCHANT FUNDING GROUP', 36, 26, { size: 14, font: 'Helvetica-Bold' });
    s.t('Merchant Funding Application - please print clearly, one character per box', 36, 44, { size: 7.5, font: 'Helvetica-Oblique' });
    section(s, 58, 'BUSINESS INFORMATION');
    let [x, y, w] = s.cell('Business Legal Name', 36, 74, 330);
    s.value('legal_name', 'Business Legal Name', x, y, w, m.legal, { [F('legal_name')]: m.legal });
    [x, y, w] = s.cell('DBA / Trade Name', 366, 74, 210);
    const trade = tradeText(f, m, ['N/A', 'SAME']);
    if (trade.text !== null) s.value('trade_name', 'DBA / Trade Name', x, y, w, trade.text, { [F('trade_name')]: trade.value });
    s.rect(36, 98, 540, 36);
    s.t('Federal Tax ID (EIN)', 42, 100.5, { size: 6.2 }); s.t('or SSN / ITIN (sole proprietor without an EIN)', 196, 100.5, { size: 6.2 });
    s.t('Business Start Date (MM/DD/YYYY)', 420, 100.5, { size: 6.2 });
    if (m.taxType === 'EIN') {
      s.digits('ein', 'Federal Tax ID (EIN)', 42, 112, [m.taxId.slice(0, 2), m.taxId.slice(2)], bizTax(m, false));
      blank(s, 196, 112, [3, 2, 4], '-');
    } else {
      blank(s, 42, 112, [2, 7], '-');
      s.digits('ssn', 'SSN / ITIN', 196, 112, [m.taxId.slice(0, 3), m.taxId.slice(3, 5), m.taxId.slice(5)], bizTax(m, false));
    }
    if (f.chance(0.9)) s.digits('start', 'Business Start Date (MM/DD/YYYY)', 420, 112, dateGroups(m.start), { [F('business_start_date')]: iso(m.start) }, '/');
    else blank(s, 420, 112, [2, 2, 4], '/');
    s.rect(36, 134, 540, 26); s.t('Business Entity Type', 38.5, 136, { size: 6.2 });
    const ent = entityPick(ENTITIES, OTHERS, m);
    const xs = [42, 82, 146, 216, 280, 356, 420];
    const opts = [...ENTITIES.map((e, i) => ({ text: e.label, x: xs[i]!, y: 146 })), { text: 'Other:', x: xs[6]!, y: 146 }];
    s.hline(452, 154, 120);
    if (ent.other) {
      s.checks('entity_other', 'Business Entity Type', opts, ent.index, null, 'Yes', 7);
      s.value('entity', 'Business Entity Type: Other', 456, 145, 110, ent.other, { [F('type_of_entity')]: m.entity });
    } else s.checks('entity', 'Business Entity Type', opts, ent.index, { [F('type_of_entity')]: m.entity }, 'Yes', 7);
    [x, y, w] = s.cell('Street Address', 36, 160, 200, 34); s.value('street', 'Street Address', x, y - 4, w, m.address.street, null);
    [x, y, w] = s.cell('City', 236, 160, 120, 34); s.value('city', 'City', x, y - 4, w, m.address.city, null);
    s.cell('State', 356, 160, 44, 34);
    s.digits('state', 'State', 362, 172, [m.address.region], regionFields(m));
    s.cell('ZIP Code', 400, 160, 80, 34);
    s.digits('zip', 'ZIP Code', 406, 172, [m.address.postal], null);
    [x, y, w] = s.cell('Number of Employees', 480, 160, 96, 34); s.value('employees', 'Number of Employees', x, y - 4, w, String(m.employees), null);
    s.cell('Business Phone', 36, 194, 170, 34);
    const ph = m.phone.replace(/\D/g, '');
    s.digits('phone', 'Business Phone', 42, 206, [ph.slice(0, 3), ph.slice(3, 6), ph.slice(6)], null);
    [x, y, w] = s.cell('Type of Business / Products Sold', 206, 194, 230, 34);
    s.value('industry', 'Type of Business', x, y - 4, w, m.industryText, { [F('industry')]: m.industry.id });
    [x, y, w] = s.cell('Monthly Gross Sales', 436, 194, 140, 34); s.value('monthly_sales', 'Monthly Gross Sales', x, y - 4, w, usMoney(f, m.monthlySales), null);

    section(s, 236, 'FUNDING REQUEST');
    [x, y, w] = s.cell('Amount Requested', 36, 252, 140, 34);
    s.value('amount', 'Amount Requested', x, y - 4, w, usMoney(f, m.amount), { [F('requested_amount')]: m.amount });
    [x, y, w] = s.cell('Payment Amount', 176, 252, 120, 34);
    if (f.chance(0.7)) s.value('payment', 'Payment Amount', x, y - 4, w, usMoney(f, m.payment), { [F('requested_payment')]: m.payment });
    s.cell('No. of Payments', 296, 252, 110, 34);
    if (f.chance(0.65)) s.digits('count', 'No. of Payments', 302, 264, [String(m.count).padStart(3, '0')], { [F('number_of_payments')]: m.count });
    else blank(s, 302, 264, [3], '');
    s.cell('Payment Frequency', 406, 252, 170, 34);
    s.checks('frequency', 'Payment Frequency', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'].map((t, i) => ({ text: t, x: 412 + (i % 2) * 80, y: 263 + Math.floor(i / 2) * 11 })),
      f.chance(0.85) ? freqIndex(m) : -1, { [F('payment_frequency')]: m.frequency }, 'Yes', 7);

    section(s, 294, 'BANK ACCOUNT FOR ACH DEBITS');
    [x, y, w] = s.cell('Bank Name', 36, 310, 170, 34); s.value('bank', 'Bank Name', x, y - 4, w, m.bank.name, null);
    s.cell('Routing Number', 206, 310, 130, 34);
    s.digits('routing', 'Routing Number', 210, 322, [m.bank.routing], null, '-', 13);
    s.cell('Account Number', 336, 310, 240, 34);
    s.digits('account', 'Account Number', 342, 322, [m.bank.account], null, '-', 13);
    [x, y, w] = s.cell('Landlord / Mortgage Company', 36, 344, 250, 28); s.value('landlord', 'Landlord / Mortgage Company', x, y - 2, w, m.landlord, null);
    [x, y, w] = s.cell('Landlord Phone', 286, 344, 140, 28); s.value('landlord_phone', 'Landlord Phone', x, y - 2, w, m.landlordPhone, null);
    [x, y, w] = s.cell('Account Representative', 426, 344, 150, 28); s.value('rep', 'Account Representative', x, y - 2, w, m.rep, null);
    section(s, 380, 'OUTSTANDING ADVANCES');
    const cols: [string, number, number][] = [['Funding Company', 36, 250], ['Balance', 286, 140], ['Payment', 426, 150]];
    for (const [l, cx, cw] of cols) s.cell(l, cx, 394, cw, 14);
    for (let i = 0; i < 3; i++) {
      for (const [, cx, cw] of cols) s.rect(cx, 408 + i * 16, cw, 16);
      const a = m.advances[i];
      if (!a) continue;
      s.value(`adv${i}_funder`, 'Funding Company', 40, 411 + i * 16, 240, a.funder, null, 8.5);
      s.value(`adv${i}_balance`, 'Balance', 290, 411 + i * 16, 130, usMoney(f, a.balance), null, 8.5);
      s.value(`adv${i}_payment`, 'Payment', 430, 411 + i * 16, 140, usMoney(f, a.payment), null, 8.5);
    }
    s.t('Page 1 of 2', 530, 760, { size: 6.5 });

    s.addPage();
    section(s, 36, 'OWNER / GUARANTOR INFORMATION (EVERY OWNER OF 20% OR MORE)');
    const credit = f.chance(0.6);
    for (let i = 0; i < 4; i++) {
      const y0 = 54 + i * 70, o = m.owners[i];
      s.t(`Owner ${i + 1}`, 36, y0 - 1, { size: 6.5, font: 'Helvetica-Bold' });
      const nm = s.cell('Full Name', 36, y0 + 8, 230, 26), tt = s.cell('Title', 266, y0 + 8, 110, 26), pc = s.cell('Ownership %', 376, y0 + 8, 80, 26);
      s.cell(credit ? 'Credit Score' : '', 456, y0 + 8, 120, 26);
      s.cell('Social Security Number', 36, y0 + 34, 170, 34); s.cell('Date of Birth (MM/DD/YYYY)', 206, y0 + 34, 150, 34);
      const hm = s.cell('Home Address', 356, y0 + 34, 220, 34);
      if (!o) { blank(s, 42, y0 + 46, [3, 2, 4], '-'); blank(s, 212, y0 + 46, [2, 2, 4], '/'); continue; }
      s.value(`o${i}_name`, 'Full Name', ...nm, personName(f, o), { [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last });
      s.value(`o${i}_role`, 'Title', ...tt, o.role, { [A(i, 'role')]: o.role });
      s.value(`o${i}_pct`, 'Ownership %', ...pc, f.chance(0.6) ? pct(o.ownership) : String(o.ownership), { [A(i, 'ownership')]: o.ownership });
      if (credit && f.chance(0.85)) s.digits(`o${i}_credit`, 'Credit Score', 462, y0 + 17, [String(o.credit)], { [A(i, 'credit_score')]: o.credit });
      const masked = f.chance(0.22), t = o.taxId, mk = f.pick(['X', '*']);
      s.digits(`o${i}_ssn`, 'Social Security Number', 42, y0 + 46, masked ? [mk.repeat(3), mk.repeat(2), t.slice(5)] : [t.slice(0, 3), t.slice(3, 5), t.slice(5)],
        ownerTax(i, o, masked));
      s.digits(`o${i}_dob`, 'Date of Birth (MM/DD/YYYY)', 212, y0 + 46, dateGroups(o.dob), dobFields(i, o), '/');
      s.value(`o${i}_home`, 'Home Address', hm[0], hm[1] - 4, hm[2], `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`, null, 8);
    }
    s.t('Each owner named above authorizes Keystone Merchant Funding Group and its assigns to obtain credit reports and to verify the information given, and certifies that it is complete and true.',
      36, 340, { size: 7, width: 540 });
    for (let i = 0; i < m.owners.length; i++) {
      const sx = 36 + (i % 2) * 280, sy = 370 + Math.floor(i / 2) * 46;
      s.hline(sx, sy + 20, 170); s.signature(sx + 10, sy + 16, 120); s.t(`Owner ${i + 1} Signature`, sx, sy + 23, { size: 6 });
      s.hline(sx + 180, sy + 20, 80); s.t('Date', sx + 180, sy + 23, { size: 6 });
    }
    s.t('Page 2 of 2', 530, 760, { size: 6.5 });
  },
};
