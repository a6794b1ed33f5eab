// Lakeshore Commercial Finance: an Ontario equipment-and-working-capital application. The Business Number is written
// in nine digit boxes with the program id (RT/RC) and reference in boxes of their own; the equipment's cost and vendor
// sit beside the total requested; owners are listed "Last, First" in a guarantor table with SIN and Beacon score.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './model.ts';
import type { Layout } from './layout-types.ts';
import { section } from './layout-types.ts';
import type { Sheet } from './sheet.ts';
import { A, F, bizTax, dobFields, entityPick, freqIndex, ownerTax, regionFields, regionText, tradeText } from './common.ts';
import { caMoney, enLong, iso, maskSin, mdy, pct, sinText } from './formats.ts';

const ENTITIES = [{ label: 'Corporation', id: 'ca_corporation' }, { label: 'Partnership', id: 'general_partnership' },
  { label: 'Sole Proprietorship', id: 'sole_proprietorship' }, { label: 'Professional Corporation', id: 'ca_professional_corporation' },
  { label: 'Limited Partnership', id: 'limited_partnership' }];
const OTHERS = [{ label: 'Co-operative', id: 'cooperative' }];
/** This form lists the schedule longest first. */
const SCHEDULE = ['Monthly', 'Bi-Weekly', 'Weekly', 'Daily'];
const EQUIPMENT = ['CNC lathe', 'Walk-in cooler', 'Forklift (used)', 'Dental chair and X-ray', 'Commercial oven', 'Skid steer loader', 'Tow truck'];

export const ONTARIO: Layout = {
  name: 'lakeshore-equipment',
  broker: 'Lakeshore Commercial Finance Ltd.',
  country: 'CA',
  title: 'Equipment & Working Capital Application',
  typeface: 'Helvetica',
  onName: 'Yes',
  options: (r: Rng) => ({ country: 'CA', regions: r.chance(0.75) ? ['ON'] : ['AB', 'BC', 'MB', 'NS', 'SK', 'NB', 'PE'],
    entities: ['ca_corporation', 'ca_corporation', 'ca_corporation', 'general_partnership', 'sole_proprietorship',
      'ca_professional_corporation', 'limited_partnership', 'cooperative'] }),
  draw(s: Sheet, m: Merchant, f: Rng): void {
    const startFmt = f.pick(['iso', 'long']), dobFmt = f.pick(['iso', 'mdy', 'long']);
    s.addPage();
    s.t('LAKESHORE COMMERCIAL FINANCE', 36, 28, { size: 15, font: 'Helvetica-Bold' });
    s.t('Lakeshore Commercial Finance Ltd. · 40 King St W, Suite 1800, Toronto, ON M5H 3Y2 · 416-555-0190', 36, 46, { size: 6.5, gray: 0.35 });
    s.t('EQUIPMENT & WORKING CAPITAL APPLICATION', 356, 30, { size: 9.5, font: 'Helvetica-Bold' });
    section(s, 62, 'A. APPLICANT BUSINESS');
    let [x, y, w] = s.cell('Legal Business Name', 36, 78, 330);
    s.value('legal_name', 'Legal Business Name', x, y, w, m.legal, { [F('legal_name')]: m.legal });
    [x, y, w] = s.cell('Operating Name (O/A)', 366, 78, 210);
    const trade = tradeText(f, m, ['N/A', 'SAME']);
    if (trade.text !== null) s.value('trade_name', 'Operating Name (O/A)', x, y, w, trade.text, { [F('trade_name')]: trade.value });
    // The BN row: nine digit boxes, then the program id and the reference in boxes of their own.
    s.rect(36, 102, 300, 34);
    s.t('Business Number (BN)', 38.5, 104, { size: 6.2 });
    s.t('9 digits', 42, 128, { size: 5, gray: 0.4 }); s.t('Program', 175, 128, { size: 5, gray: 0.4 }); s.t('Reference no.', 215, 128, { size: 5, gray: 0.4 });
    const prog = f.chance(0.7);
    if (prog) s.digits('bn', 'Business Number (BN)', 42, 111, [m.taxId, m.program!.slice(0, 2), m.program!.slice(2)], bizTax(m, true), ' ', 12.5);
    else {
      s.digits('bn', 'Business Number (BN)', 42, 111, [m.taxId], bizTax(m, false), ' ', 12.5);
      for (let i = 0; i < 6; i++) s.rect(42 + 9 * 12.5 + 7 + i * 12.5 + (i >= 2 ? 7 : 0), 111, 12.5, 15.5);
    }
    const sl = startFmt === 'iso' ? 'Date Established (YYYY-MM-DD)' : 'Date Established';
    [x, y, w] = s.cell(sl, 336, 102, 130, 34);
    if (f.chance(0.9)) s.value('start', sl, x, y, w, startFmt === 'iso' ? iso(m.start) : enLong(m.start), { [F('business_start_date')]: iso(m.start) });
    [x, y, w] = s.cell('Number of Employees', 466, 102, 110, 34);
    s.value('employees', 'Number of Employees', x, y, w, String(m.employees), null);
    const addr: [string, number, number, string, string][] = [['Street Address', 36, 250, m.address.street, 'street'], ['City', 286, 120, m.address.city, 'city'],
      ['Province', 406, 70, regionText(f, m.address.region), 'province'], ['Postal Code', 476, 100, m.address.postal, 'postal']];
    for (const [l, cx, cw, v, k] of addr) { [x, y, w] = s.cell(l, cx, 136, cw); s.value(k, l, x, y, w, v, k === 'province' ? regionFields(m) : null); }
    [x, y, w] = s.cell('Business Phone', 36, 160, 130); s.value('phone', 'Business Phone', x, y, w, m.phone, null);
    [x, y, w] = s.cell('Email', 166, 160, 200); s.value('email', 'Email', x, y, w, m.email, null);
    [x, y, w] = s.cell('Nature of Business', 366, 160, 210);
    s.value('industry', 'Nature of Business', x, y, w, m.industryText, { [F('industry')]: m.industry.id });
    s.rect(36, 184, 540, 26); s.t('Legal Structure', 38.5, 186, { size: 6.2 });
    const ent = entityPick(ENTITIES, OTHERS, m);
    const xs = [42, 102, 164, 246, 348, 436];
    const opts = [...ENTITIES.map((e, i) => ({ text: e.label, x: xs[i]!, y: 197 })), { text: 'Other:', x: xs[5]!, y: 197 }];
    s.hline(470, 205, 100);
    if (ent.other) {
      s.checks('entity_other', 'Legal Structure', opts, ent.index, null, 'Yes', 6.8);
      s.value('entity', 'Legal Structure: Other', 472, 196, 98, ent.other, { [F('type_of_entity')]: m.entity });
    } else s.checks('entity', 'Legal Structure', opts, ent.index, { [F('type_of_entity')]: m.entity }, 'Yes', 6.8);
    [x, y, w] = s.cell('Landlord / Mortgage Holder', 36, 210, 250); s.value('landlord', 'Landlord / Mortgage Holder', x, y, w, m.landlord, null);
    [x, y, w] = s.cell('Landlord Phone', 286, 210, 120); s.value('landlord_phone', 'Landlord Phone', x, y, w, m.landlordPhone, null);
    [x, y, w] = s.cell('Average Monthly Sales', 406, 210, 170); s.value('monthly_sales', 'Average Monthly Sales', x, y, w, caMoney(f, m.monthlySales), null);

    section(s, 242, 'B. FINANCING REQUEST');
    [x, y, w] = s.cell('Equipment Description', 36, 258, 250); s.value('equipment', 'Equipment Description', x, y, w, f.pick(EQUIPMENT), null);
    [x, y, w] = s.cell('Vendor / Supplier', 286, 258, 170); s.value('vendor', 'Vendor / Supplier', x, y, w, m.vendor, null);
    [x, y, w] = s.cell('Equipment Cost (vendor quote)', 456, 258, 120); s.value('equipment_cost', 'Equipment Cost', x, y, w, caMoney(f, m.equipmentCost), null);
    [x, y, w] = s.cell('Total Amount Requested', 36, 282, 150);
    s.value('amount', 'Total Amount Requested', x, y, w, caMoney(f, m.amount), { [F('requested_amount')]: m.amount });
    [x, y, w] = s.cell('Estimated Payment', 186, 282, 130);
    if (f.chance(0.7)) s.value('payment', 'Estimated Payment', x, y, w, caMoney(f, m.payment), { [F('requested_payment')]: m.payment });
    [x, y, w] = s.cell('Number of Payments', 316, 282, 110);
    if (f.chance(0.6)) s.value('count', 'Number of Payments', x, y, w, String(m.count), { [F('number_of_payments')]: m.count });
    [x, y, w] = s.cell('Working Capital Use', 426, 282, 150); s.value('use', 'Working Capital Use', x, y, w, f.pick(['Inventory', 'Payroll bridge', 'Renovation', 'Marketing']), null);
    s.rect(36, 306, 540, 22); s.t('Payment Schedule', 38.5, 308, { size: 6.2 });
    const fi = freqIndex(m), si = SCHEDULE.indexOf(['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'][fi]!);
    s.checks('frequency', 'Payment Schedule', SCHEDULE.map((t, i) => ({ text: t, x: 110 + i * 110, y: 313 })), f.chance(0.85) ? si : -1,
      { [F('payment_frequency')]: m.frequency }, 'Yes', 7);

    section(s, 338, 'C. BANKING, REFERENCES AND EXISTING OBLIGATIONS');
    const bank: [string, number, number, string, string][] = [['Bank / Credit Union', 36, 200, m.bank.name, 'bank'], ['Transit No.', 236, 80, m.bank.transit, 'transit'],
      ['Institution No.', 316, 70, m.bank.institution, 'institution'], ['Account No.', 386, 190, m.bank.account, 'account']];
    for (const [l, cx, cw, v, k] of bank) { [x, y, w] = s.cell(l, cx, 354, cw); s.value(k, l, x, y, w, v, null); }
    for (const [i, ref] of m.refs.entries()) {
      [x, y, w] = s.cell(`Trade Reference ${i + 1}`, 36 + i * 270, 378, 170); s.value(`ref${i}`, `Trade Reference ${i + 1}`, x, y, w, ref.name, null);
      [x, y, w] = s.cell('Phone', 206 + i * 270, 378, 100); s.value(`ref${i}_phone`, 'Phone', x, y, w, ref.phone, null);
    }
    const cols: [string, number, number][] = [['Existing Lessor / Funder', 36, 250], ['Balance Owing', 286, 145], ['Payment', 431, 145]];
    for (const [l, cx, cw] of cols) s.cell(l, cx, 408, cw, 14);
    for (let i = 0; i < 3; i++) {
      for (const [, cx, cw] of cols) s.rect(cx, 422 + i * 16, cw, 16);
      const a = m.advances[i];
      if (!a) continue;
      s.value(`adv${i}_funder`, 'Existing Lessor / Funder', 40, 425 + i * 16, 240, a.funder, null, 8.5);
      s.value(`adv${i}_balance`, 'Balance Owing', 290, 425 + i * 16, 135, caMoney(f, a.balance), null, 8.5);
      s.value(`adv${i}_payment`, 'Payment', 435, 425 + i * 16, 135, caMoney(f, a.payment), null, 8.5);
    }
    s.t('Page 1 of 2', 530, 760, { size: 6.5 });

    s.addPage();
    section(s, 36, 'D. OWNERS / GUARANTORS (ALL OWNERS OF 20% OR MORE)');
    const credit = f.chance(0.5);
    const dl = dobFmt === 'iso' ? 'Date of Birth (YYYY-MM-DD)' : dobFmt === 'mdy' ? 'Date of Birth (MM/DD/YYYY)' : 'Date of Birth';
    const head: [string, number, number][] = [['Name (Last, First)', 36, 150], ['Title', 186, 85], ['% Owned', 271, 45], ['SIN', 316, 85], [dl, 401, 95],
      [credit ? 'Beacon Score' : '', 496, 80]];
    for (const [l, cx, cw] of head) s.cell(l, cx, 52, cw, 14);
    for (let i = 0; i < 4; i++) {
      const y0 = 66 + i * 40, o = m.owners[i];
      for (const [, cx, cw] of head) s.rect(cx, y0, cw, 20);
      s.cell('Home Address', 36, y0 + 20, 540, 20);
      if (!o) continue;
      const mid = o.middle && f.chance(0.5) ? ` ${o.middle}.` : '';
      const name = f.chance(0.75) ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}`;
      s.value(`o${i}_name`, 'Name (Last, First)', 39, y0 + 6, 144, name, { [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last });
      s.value(`o${i}_role`, 'Title', 189, y0 + 6, 79, o.role, { [A(i, 'role')]: o.role });
      s.value(`o${i}_pct`, '% Owned', 274, y0 + 6, 40, f.chance(0.5) ? pct(o.ownership) : String(o.ownership), { [A(i, 'ownership')]: o.ownership });
      const masked = f.chance(0.2);
      s.value(`o${i}_sin`, 'SIN', 319, y0 + 6, 80, masked ? maskSin(f, o.taxId) : sinText(o.taxId, f.pick([' ', '-'])), ownerTax(i, o, masked));
      s.value(`o${i}_dob`, dl, 404, y0 + 6, 90, dobFmt === 'iso' ? iso(o.dob) : dobFmt === 'mdy' ? mdy(o.dob) : enLong(o.dob), dobFields(i, o));
      if (credit && f.chance(0.85)) s.value(`o${i}_credit`, 'Beacon Score', 499, y0 + 6, 74, String(o.credit), { [A(i, 'credit_score')]: o.credit });
      s.value(`o${i}_home`, 'Home Address', 100, y0 + 27, 470, `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`, null, 8.5);
    }
    section(s, 236, 'E. CONSENT TO COLLECTION AND USE OF PERSONAL INFORMATION (PIPEDA)');
    s.t('Each undersigned consents to Lakeshore Commercial Finance Ltd., its funding partners and their agents collecting, using and disclosing personal information, including credit reports from Equifax Canada and TransUnion Canada, to evaluate this application and administer any financing, in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA). The equipment described above may be registered under the Personal Property Security Act (Ontario).',
      38, 254, { size: 7, width: 536 });
    for (let i = 0; i < m.owners.length; i++) {
      const sx = 36 + (i % 2) * 280, sy = 320 + Math.floor(i / 2) * 46;
      s.hline(sx, sy + 20, 170); s.signature(sx + 10, sy + 16, 120); s.t('Signature of Owner / Guarantor', sx, sy + 23, { size: 6 });
      s.hline(sx + 180, sy + 20, 80); s.t('Date', sx + 180, sy + 23, { size: 6 });
      s.value(`sign_date${i}`, 'Date', sx + 182, sy + 8, 78, f.pick(['May 2, 2025', '2025-05-02', '05/02/2025']), null, 8);
    }
    [x, y, w] = s.cell('Submitted by (Broker / ISO)', 36, 420, 250); s.value('rep', 'Submitted by (Broker / ISO)', x, y, w, m.rep, null);
    s.t('Page 2 of 2', 530, 760, { size: 6.5 });
  },
};
