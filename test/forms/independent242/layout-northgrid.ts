// Northgrid Funding (Canadian broker): a Google Sheets template printed on two pages. Labels in column A, values two
// columns to the right (B is an empty spacer), entity checkboxes, Operating Name (O/A), BN with program account,
// province and postal code, jurisdiction of incorporation (a decoy), owners with SIN on page 2 under the repeated
// header row, PIPEDA consent.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Ctx } from './ctx.ts';
import type { Merchant } from './model.ts';
import { AUTH_CA, finePrint, positions, signatures } from './parts.ts';
import { Sheet, logo } from './sheet.ts';
import { dbaVal, dv, entityChecks, freqVal, fv, moneyVal, ownerVals, pickFmt, region, startVal, taxVal } from './vals.ts';

const COLS = [118, 12, 150, 110, 150];

export function drawNorthgrid(c: Ctx, m: Merchant, r: Rng): void {
  const f = pickFmt(r);
  const B = '#3c78d8', L = '#c9daf8';
  const deal = `NG-${r.int(10000, 99999)}`;
  const header = (s: Sheet, p: number): void => {
    s.row([{ t: 'NORTHGRID FUNDING  -  Business Financing Application (Canada)', span: 3, bold: true, fill: '#f3f3f3', size: 8 },
      { t: `Deal ID: ${deal}`, fill: '#f3f3f3' }, { t: `Page ${p} of 2`, fill: '#f3f3f3', align: 'right' }]);
  };
  c.newPage();
  logo(c, 1, 36, 28, 'Northgrid Funding', 'Toronto, ON  |  1-888-555-0142  |  apply@northgrid.ca', B);
  const s = new Sheet(c, 36, 66, COLS, 13.5, '#cfcfcf');
  header(s, 1);
  s.gap(6);
  s.section('1. BUSINESS', B);
  const lab = (t: string, v: ReturnType<typeof fv> | null, align: 'left' | 'right' = 'left'): void =>
    s.row([{ t, fill: L }, {}, { v, span: 3, align }]);
  lab('Legal Name', fv('legal_name', m.legal, { legal_name: m.legal }));
  lab('Operating Name (O/A)', dbaVal(m, r));
  s.row([{ t: 'Business Structure', fill: L }, {}, { span: 3, chks: entityChecks(m, [['ca_corporation', 'Corporation'],
    ['sole_proprietorship', 'Sole Proprietorship'], ['general_partnership', 'Partnership']]) }], 15);
  s.row([{ t: 'Business Number (BN)', fill: L }, {}, { v: taxVal(m, f), align: 'right' }, { t: 'Jurisdiction of Inc.', fill: L },
    { v: m.entityId === 'ca_corporation' ? dv('jurisdiction', r.pick([m.incRegion, 'Federal (CBCA)'])) : null }]);
  s.row([{ t: 'Date Established', fill: L }, {}, { v: startVal(m, f, r), align: 'right' }, { t: 'Employees', fill: L },
    { v: dv('employees', String(m.employees)), align: 'right' }]);
  lab('Street Address', dv('biz_street', m.street));
  s.row([{ t: 'City', fill: L }, {}, { v: dv('biz_city', m.city) }, { t: 'Province', fill: L }, { v: fv('province', m.region, region(m)) }]);
  s.row([{ t: 'Postal Code', fill: L }, {}, { v: dv('postal', m.zip) }, { t: 'Business Phone', fill: L }, { v: dv('biz_phone', m.phone) }]);
  s.row([{ t: 'Nature of Business', fill: L }, {}, { v: fv('industry', m.industryText, { industry: m.industryId }) }, { t: 'Website', fill: L },
    { v: m.website ? dv('website', m.website) : null }]);
  s.gap(6);
  s.section('2. FINANCING REQUESTED', B);
  const terms = r.chance(0.7);
  s.row([{ t: 'Amount Requested', fill: L }, {}, { v: moneyVal('requested', m.requested, f, 'requested_amount', true), align: 'right' },
    { t: 'Use of Funds', fill: L }, { v: dv('use', m.use) }]);
  s.row([{ t: 'Proposed Payment', fill: L }, {}, { v: terms && m.payment ? moneyVal('payment', m.payment, f, 'requested_payment', true) : null, align: 'right' },
    { t: 'Payment Frequency', fill: L }, { v: terms ? freqVal(m, r) : null }]);
  s.row([{ t: 'Number of Payments', fill: L }, {}, { v: terms && m.numPayments ? fv('num_payments', String(m.numPayments), { number_of_payments: m.numPayments }) : null, align: 'right' },
    { t: 'Avg. Monthly Deposits', fill: L }, { v: moneyVal('monthly_sales', m.monthlySales, f, null, true), align: 'right' }]);
  s.gap(6);
  s.section('3. BANKING', B);
  s.row([{ t: 'Financial Institution', fill: L }, {}, { v: dv('bank_name', m.bank.name) }, { t: 'Transit / Inst. #', fill: L }, { v: dv('bank_transit', m.bank.routing), align: 'right' }]);
  s.row([{ t: 'Account Number', fill: L }, {}, { v: dv('bank_account', m.bank.account), align: 'right' }, { t: 'Account Opened', fill: L },
    { v: dv('bank_opened', String(r.int(2005, 2021))), align: 'right' }]);
  const p = new Sheet(c, 36, s.y + 4, [280, 130, 130], 13.5, '#cfcfcf');
  positions(p, m, f, L, 2);
  p.gap(6);
  p.section('4. TRADE REFERENCES', B);
  m.refs.forEach((ref, i) => p.row([{ v: dv(`ref${i + 1}_name`, ref.name) }, { t: 'Phone', fill: L }, { v: dv(`ref${i + 1}_phone`, ref.phone) }]));
  c.text('Sheet "Application"  -  printed from Google Sheets', 36, 760, { size: 6, color: '#888' });

  c.newPage();
  const s2 = new Sheet(c, 36, 36, COLS, 13.5, '#cfcfcf');
  header(s2, 2);
  s2.gap(6);
  const o = new Sheet(c, 36, s2.y, [88, 78, 70, 48, 82, 74, 100], 14, '#cfcfcf');
  o.section('5. OWNERS / PRINCIPALS (25% or more)', B);
  o.row(['Last Name', 'First Name', 'Title', '% Owned', 'SIN', 'Date of Birth', 'Mobile'].map((t, i) =>
    ({ t, bold: true, fill: L, align: i === 3 || i === 5 ? 'right' as const : 'left' as const })));
  const rows = m.owners.map((ow, i) => ownerVals(ow, i, f, m));
  rows.forEach((v) => o.row([{ v: v.last }, { v: v.first }, { v: v.title }, { v: v.pct, align: 'right' }, { v: v.tax }, { v: v.dob, align: 'right' }, { v: v.phone }]));
  o.gap(4);
  const h = new Sheet(c, 36, o.y, [118, 12, 410], 13.5, '#cfcfcf');
  rows.forEach((v, i) => h.row([{ t: `Owner ${i + 1} Home Address`, fill: L }, {}, { v: v.home }]));
  h.row([{ t: 'Landlord / Rent', fill: L }, {}, { v: dv('landlord', `${m.landlord.name}  ${m.landlord.phone}`) }]);
  h.gap(8);
  const y = finePrint(c, AUTH_CA, 36, h.y, 540);
  signatures(c, m, f, 36, y + 4, 540, `2025-05-0${r.int(1, 9)}`);
  c.text('Northgrid Funding Inc. arranges financing and is not a lender. Sheet "Application"  -  page 2', 36, 760, { size: 6, color: '#888' });
}
