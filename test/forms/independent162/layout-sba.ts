// Ridgeline Commercial Capital: an SBA-style "Borrower Information Form" adapted for merchant cash advances, with
// numbered items, a "Check One" entity row, the business TIN possibly bare with its type ticked beside it, the address
// on one line, a state of organization that is not where the business is, and an ownership table on page 2.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './model.ts';
import type { Layout } from './layout-types.ts';
import type { Sheet } from './sheet.ts';
import { A, F, bizTax, dobFields, entityPick, freqIndex, ownerTax, regionFields, tradeText } from './common.ts';
import { einText, iso, maskUs, pct, personName, ssnText, usDate, usMoney } from './formats.ts';
import { STATE_NAMES } from './pools.ts';

const ENTITIES = [{ label: 'Sole proprietor', id: 'sole_proprietorship' }, { label: 'Partnership', id: 'general_partnership' },
  { label: 'C-Corp', id: 'c_corporation' }, { label: 'S-Corp', id: 's_corporation' }, { label: 'LLC', id: 'llc' },
  { label: 'Independent contractor', id: '' }, { label: 'Eligible self-employed individual', id: '' }];
const OTHERS = [{ label: 'PLLC', id: 'pllc' }, { label: 'LP', id: 'limited_partnership' }];
const QUESTIONS = ['21. Is the Applicant or any owner presently subject to an indictment or criminal information?',
  '22. Has the Applicant or any owner filed for bankruptcy protection within the last 7 years?',
  '23. Is the Applicant a franchise listed in a franchise directory?'];

export const SBA: Layout = {
  name: 'ridgeline-borrower-info',
  broker: 'Ridgeline Commercial Capital, LLC',
  country: 'US',
  title: 'Borrower Information Form (Merchant Cash Advance)',
  typeface: 'Courier',
  onName: 'On',
  options: () => ({ country: 'US', entities: ['llc', 'llc', 'llc', 'c_corporation', 's_corporation', 'sole_proprietorship', 'general_partnership', 'pllc', 'limited_partnership'] }),
  draw(s: Sheet, m: Merchant, f: Rng): void {
    s.addPage();
    s.t('RIDGELINE COMMERCIAL CAPITAL', 36, 26, { size: 7.5, font: 'Helvetica-Bold' });
    s.t('Borrower Information Form', 36, 38, { size: 15, font: 'Helvetica-Bold', width: 540, align: 'center' });
    s.t('Revenue-based financing / merchant cash advance - based on the SBA borrower information format', 36, 56, { size: 7, width: 540, align: 'center', font: 'Helvetica-Oblique' });
    s.t('Form RCC-2483-M (rev. 03/25)', 470, 26, { size: 6.5 });
    s.rect(36, 70, 540, 30);
    s.t('Check One:', 39, 73, { size: 6.8, font: 'Helvetica-Bold' });
    const ent = entityPick(ENTITIES.filter((e) => e.id), OTHERS, m);
    const xs = [86, 150, 210, 258, 306, 346, 436, 86];
    const opts = [...ENTITIES.map((e, i) => ({ text: e.label, x: xs[i]!, y: i < 7 ? 74 : 87 })), { text: 'Other:', x: 86, y: 87 }];
    const index = ent.other ? 7 : ENTITIES.findIndex((e) => e.id === m.entity);
    s.hline(120, 95, 150);
    if (ent.other) {
      s.checks('entity_other', 'Check One', opts, index, null, 'On', 6.8);
      s.value('entity', 'Check One: Other', 124, 86, 140, ent.other, { [F('type_of_entity')]: m.entity });
    } else s.checks('entity', 'Check One', opts, index, { [F('type_of_entity')]: m.entity }, 'On', 6.8);

    let [x, y, w] = s.cell('1. Business Legal Name ("Borrower")', 36, 100, 300, 26);
    s.value('legal_name', 'Business Legal Name', x, y, w, m.legal, { [F('legal_name')]: m.legal });
    [x, y, w] = s.cell('2. DBA or Tradename, if applicable', 336, 100, 240, 26);
    const trade = tradeText(f, m, ['N/A', 'SAME', 'n/a']);
    if (trade.text !== null) s.value('trade_name', 'DBA or Tradename, if applicable', x, y, w, trade.text, { [F('trade_name')]: trade.value });
    [x, y, w] = s.cell('3. Business TIN (EIN, SSN)', 36, 126, 170, 26);
    const dashed = f.chance(0.72);
    const tin = dashed ? (m.taxType === 'EIN' ? einText(m.taxId) : ssnText(m.taxId)) : m.taxId;
    s.value('tin', 'Business TIN (EIN, SSN)', x, y, w, tin, bizTax(m, false, dashed));
    s.cell('3a. TIN type', 206, 126, 130, 26);
    s.checks('tin_type', 'TIN type', ['EIN', 'SSN', 'ITIN'].map((t, i) => ({ text: t, x: 212 + i * 40, y: 139 })),
      ['EIN', 'SSN', 'ITIN'].indexOf(m.taxType), { [F('business_tax_id_type')]: m.taxType }, 'On', 7);
    [x, y, w] = s.cell('4. Business Phone', 336, 126, 110, 26); s.value('phone', 'Business Phone', x, y, w, m.phone, null);
    [x, y, w] = s.cell('5. Business Email', 446, 126, 130, 26); s.value('email', 'Business Email', x, y, w, m.email, null);
    [x, y, w] = s.cell('6. Business Address (street, city, state, ZIP)', 36, 152, 400, 26);
    const st = f.chance(0.8) ? m.address.region : STATE_NAMES[m.address.region] ?? m.address.region;
    s.value('address', 'Business Address', x, y, w, `${m.address.street}, ${m.address.city}, ${st} ${m.address.postal}`, regionFields(m));
    [x, y, w] = s.cell('7. State of Organization', 436, 152, 140, 26);
    s.value('inc_state', 'State of Organization', x, y, w, f.chance(0.6) ? m.incState : STATE_NAMES[m.incState]!, null);
    [x, y, w] = s.cell('8. Date Business Established', 36, 178, 140, 26);
    if (f.chance(0.9)) s.value('start', 'Date Business Established', x, y, w, usDate(f, m.start, true), { [F('business_start_date')]: iso(m.start) });
    [x, y, w] = s.cell('9. Type of Business (describe)', 176, 178, 250, 26);
    s.value('industry', 'Type of Business', x, y, w, m.industryText, { [F('industry')]: m.industry.id });
    [x, y, w] = s.cell('10. Number of Employees', 426, 178, 150, 26); s.value('employees', 'Number of Employees', x, y, w, String(m.employees), null);
    [x, y, w] = s.cell('11. Average Monthly Payroll', 36, 204, 140, 26); s.value('payroll', 'Average Monthly Payroll', x, y, w, usMoney(f, m.payroll), null);
    [x, y, w] = s.cell('12. Advance Amount Requested', 176, 204, 140, 26);
    s.value('amount', 'Advance Amount Requested', x, y, w, usMoney(f, m.amount), { [F('requested_amount')]: m.amount });
    s.cell('13. Purpose of the Advance', 316, 204, 260, 26);
    s.checks('purpose', 'Purpose of the Advance', ['Payroll', 'Inventory', 'Equipment', 'Expansion', 'Other'].map((t, i) => ({ text: t, x: 320 + i * 51, y: 217 })),
      f.int(0, 4), null, 'On', 6.5);
    s.cell('14. Proposed Remittance Schedule', 36, 230, 300, 26);
    s.checks('frequency', 'Proposed Remittance Schedule', ['Daily', 'Weekly', 'Bi-weekly', 'Monthly'].map((t, i) => ({ text: t, x: 42 + i * 70, y: 243 })),
      f.chance(0.8) ? freqIndex(m) : -1, { [F('payment_frequency')]: m.frequency }, 'On', 7);
    [x, y, w] = s.cell('15. Remittance Amount', 336, 230, 120, 26);
    if (f.chance(0.6)) s.value('payment', 'Remittance Amount', x, y, w, usMoney(f, m.payment), { [F('requested_payment')]: m.payment });
    [x, y, w] = s.cell('16. Number of Remittances', 456, 230, 120, 26);
    if (f.chance(0.55)) s.value('count', 'Number of Remittances', x, y, w, String(m.count), { [F('number_of_payments')]: m.count });

    s.t('17. Existing advances and business loans (list all open positions)', 36, 262, { size: 7, font: 'Helvetica-Bold' });
    const cols: [string, number, number][] = [['Funder / Lender', 36, 250], ['Current Balance', 286, 140], ['Payment (daily/weekly)', 426, 150]];
    for (const [l, cx, cw] of cols) s.cell(l, cx, 272, cw, 14);
    for (let i = 0; i < 3; i++) {
      for (const [, cx, cw] of cols) s.rect(cx, 286 + i * 16, cw, 16);
      const a = m.advances[i];
      if (!a) continue;
      s.value(`adv${i}_funder`, 'Funder / Lender', 40, 289 + i * 16, 240, a.funder, null, 8.5);
      s.value(`adv${i}_balance`, 'Current Balance', 290, 289 + i * 16, 130, usMoney(f, a.balance), null, 8.5);
      s.value(`adv${i}_payment`, 'Payment', 430, 289 + i * 16, 140, usMoney(f, a.payment), null, 8.5);
    }
    [x, y, w] = s.cell('18. Bank for ACH remittance', 36, 342, 200, 26); s.value('bank', 'Bank', x, y, w, m.bank.name, null);
    [x, y, w] = s.cell('18a. Routing (ABA) No.', 236, 342, 140, 26); s.value('routing', 'Routing (ABA) No.', x, y, w, m.bank.routing, null);
    [x, y, w] = s.cell('18b. Account No.', 376, 342, 200, 26); s.value('account', 'Account No.', x, y, w, m.bank.account, null);
    [x, y, w] = s.cell('19. ISO / Broker Representative', 36, 368, 270, 26); s.value('rep', 'ISO / Broker Representative', x, y, w, m.rep, null);
    [x, y, w] = s.cell('19a. Landlord', 306, 368, 270, 26); s.value('landlord', 'Landlord', x, y, w, m.landlord, null);
    s.t('Page 1 of 2', 530, 760, { size: 6.5 });

    s.addPage();
    s.t('20. Applicant Ownership', 36, 36, { size: 9, font: 'Helvetica-Bold' });
    s.t('List all owners of 20% or more of the equity of the Applicant. Attach a separate sheet if necessary.', 36, 48, { size: 7 });
    const credit = f.chance(0.5);
    const head: [string, number, number][] = [['Owner Name', 36, 150], ['Title', 186, 80], ['Ownership %', 266, 55], ['TIN (EIN, SSN)', 321, 95],
      ['Date of Birth', 416, 75], [credit ? 'Est. Credit Score' : '', 491, 85]];
    for (const [l, cx, cw] of head) s.cell(l, cx, 60, cw, 14);
    for (let i = 0; i < 4; i++) {
      const y0 = 74 + i * 38, o = m.owners[i];
      for (const [, cx, cw] of head) s.rect(cx, y0, cw, 19);
      s.cell('Home address', 36, y0 + 19, 540, 19);
      if (!o) continue;
      s.value(`o${i}_name`, 'Owner Name', 39, y0 + 5, 144, personName(f, o), { [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last }, 8.5);
      s.value(`o${i}_role`, 'Title', 189, y0 + 5, 74, o.role, { [A(i, 'role')]: o.role }, 8.5);
      s.value(`o${i}_pct`, 'Ownership %', 269, y0 + 5, 49, pct(o.ownership), { [A(i, 'ownership')]: o.ownership }, 8.5);
      const masked = f.chance(0.25);
      s.value(`o${i}_tin`, 'TIN (EIN, SSN)', 324, y0 + 5, 89, masked ? maskUs(f, o.taxId) : ssnText(o.taxId), ownerTax(i, o, masked), 8.5);
      s.value(`o${i}_dob`, 'Date of Birth', 419, y0 + 5, 69, usDate(f, o.dob), dobFields(i, o), 8.5);
      if (credit && f.chance(0.85)) s.value(`o${i}_credit`, 'Est. Credit Score', 494, y0 + 5, 79, String(o.credit), { [A(i, 'credit_score')]: o.credit }, 8.5);
      s.value(`o${i}_home`, 'Home address', 100, y0 + 25, 470, `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`, null, 8);
    }
    for (const [i, q] of QUESTIONS.entries()) {
      s.t(q, 36, 240 + i * 16, { size: 7 });
      s.checks(`q${i}`, q, [{ text: 'Yes', x: 470, y: 239 + i * 16 }, { text: 'No', x: 510, y: 239 + i * 16 }], f.chance(0.9) ? 1 : 0, null, 'On', 7);
    }
    s.t('By signing below, each owner certifies that the information provided is true and accurate, authorizes Ridgeline Commercial Capital, LLC and its funding partners to obtain consumer and business credit reports, and acknowledges that the advance is a purchase of future receivables and not a loan.',
      36, 296, { size: 7, width: 540 });
    for (let i = 0; i < m.owners.length; i++) {
      const sx = 36 + (i % 2) * 280, sy = 340 + Math.floor(i / 2) * 46;
      s.hline(sx, sy + 20, 170); s.signature(sx + 10, sy + 16, 120); s.t('Signature of Owner', sx, sy + 23, { size: 6 });
      s.hline(sx + 180, sy + 20, 80); s.t('Date', sx + 180, sy + 23, { size: 6 });
      s.value(`sign_date${i}`, 'Date', sx + 182, sy + 8, 78, '05/06/2025', null, 8);
    }
    s.t('Page 2 of 2', 530, 760, { size: 6.5 });
  },
};
