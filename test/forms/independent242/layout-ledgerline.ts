// LedgerLine Capital (US broker): a one-page Excel template. Four columns (label | value | label | value), dark green
// title rows, owners as rows of a grid with ownership as a fraction (0.5) or a percentage, bank, landlord and
// existing advances on the same sheet, ISO rep in the header.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Ctx } from './ctx.ts';
import { fmtMoney } from './format.ts';
import type { Merchant } from './model.ts';
import { AUTH_US, finePrint, positions, signatures } from './parts.ts';
import { Sheet, logo } from './sheet.ts';
import { dbaVal, dv, fv, moneyVal, ownerVals, pickFmt, region, startVal, taxVal } from './vals.ts';

export function drawLedgerline(c: Ctx, m: Merchant, r: Rng): void {
  const f = pickFmt(r);
  const G = '#1e5631', L = '#e2efda';
  c.newPage();
  logo(c, 0, 36, 30, 'LedgerLine Capital', 'Business Funding Solutions | ledgerlinecap.com', G);
  c.text('MERCHANT CASH ADVANCE APPLICATION', 330, 32, { size: 11, bold: true, color: G });
  c.text('ISO / Rep:', 330, 48, { size: 7, bold: true });
  c.value(dv('iso_rep', `${m.rep.name}  ${m.rep.phone}`), 372, 44, 200, 11);
  c.text('Submit to:', 330, 59, { size: 7, bold: true });
  c.value(dv('iso_email', m.rep.email), 372, 55, 200, 11);

  const s = new Sheet(c, 36, 76, [92, 178, 92, 178], 14);
  s.section('BUSINESS INFORMATION', G);
  s.row([{ t: 'Legal Business Name', fill: L }, { v: fv('legal_name', m.legal, { legal_name: m.legal }), span: 3 }]);
  s.row([{ t: 'DBA', fill: L }, { v: dbaVal(m, r), span: 3 }]);
  s.row([{ t: 'Entity Type', fill: L }, { v: fv('entity', m.entityText, { type_of_entity: m.entityId }) },
    { t: m.taxType === 'EIN' || r.chance(0.5) ? 'Federal Tax ID' : 'Tax ID (EIN/SSN)', fill: L }, { v: taxVal(m, f), align: 'right' }]);
  const start = startVal(m, f, r);
  s.row([{ t: 'Business Start Date', fill: L }, { v: start, align: 'right' }, { t: 'State of Incorporation', fill: L },
    { v: m.entityId === 'sole_proprietorship' ? null : dv('state_of_inc', m.incRegion) }]);
  s.row([{ t: 'Years in Business', fill: L }, { v: dv('years', String(m.years)), align: 'right' }, { t: '# of Employees', fill: L },
    { v: dv('employees', String(m.employees)), align: 'right' }]);
  s.row([{ t: 'Physical Address', fill: L }, { v: dv('biz_street', m.street), span: 3 }]);
  s.row([{ t: 'City', fill: L }, { v: dv('biz_city', m.city) }, { t: 'State / Zip', fill: L }, { v: fv('biz_state_zip', `${m.region} ${m.zip}`, region(m)) }]);
  s.row([{ t: 'Business Phone', fill: L }, { v: dv('biz_phone', m.phone) }, { t: 'Email', fill: L }, { v: dv('biz_email', m.email) }]);
  s.row([{ t: 'Type of Business', fill: L }, { v: fv('industry', m.industryText, { industry: m.industryId }) }, { t: 'Website', fill: L },
    { v: m.website ? dv('website', m.website) : null }]);
  s.gap(4);
  s.section('FUNDING REQUEST', G);
  s.row([{ t: 'Amount Requested', fill: L }, { v: moneyVal('requested', m.requested, f, 'requested_amount'), align: 'right' },
    { t: 'Use of Funds', fill: L }, { v: dv('use', m.use) }]);
  s.row([{ t: 'Avg Monthly Sales', fill: L }, { v: moneyVal('monthly_sales', m.monthlySales, f, null), align: 'right' },
    { t: 'Gross Annual Sales', fill: L }, { v: moneyVal('annual_sales', m.annual, f, null), align: 'right' }]);
  s.gap(4);

  const o = new Sheet(c, 36, s.y, [150, 72, 52, 80, 68, 40, 78], 14);
  o.section('OWNERSHIP (list all owners of 20% or more)', G);
  o.row(['Owner Name', 'Title', 'Ownership', 'SSN', 'Date of Birth', 'FICO', 'Cell Phone'].map((t, i) =>
    ({ t, bold: true, fill: L, align: i >= 2 && i !== 6 ? 'right' as const : 'left' as const })));
  const rows = m.owners.map((ow, i) => ownerVals(ow, i, f, m));
  for (let i = 0; i < 3; i++) {
    const v = rows[i];
    o.row([{ v: v?.full }, { v: v?.title }, { v: v?.pct, align: 'right' }, { v: v?.tax, align: 'right' }, { v: v?.dob, align: 'right' },
      { v: v?.credit, align: 'right' }, { v: v?.phone }]);
  }
  if (f.pct === 0) o.row([{ t: 'Total', bold: true, span: 2 }, { t: '1', align: 'right', bold: true }, { span: 4 }]);
  const h = new Sheet(c, 36, o.y + 4, [92, 448], 13);
  rows.forEach((v, i) => h.row([{ t: `Owner ${i + 1} Home Addr.`, fill: L }, { v: v.home }]));
  h.gap(4);

  const b = new Sheet(c, 36, h.y, [92, 178, 92, 178], 14);
  b.section('BANK, LANDLORD & EXISTING ADVANCES', G);
  b.row([{ t: 'Bank Name', fill: L }, { v: dv('bank_name', m.bank.name) }, { t: 'Routing #', fill: L }, { v: dv('bank_routing', m.bank.routing), align: 'right' }]);
  b.row([{ t: 'Account #', fill: L }, { v: dv('bank_account', m.bank.account), align: 'right' }, { t: 'Landlord', fill: L }, { v: dv('landlord', m.landlord.name) }]);
  b.row([{ t: 'Landlord Phone', fill: L }, { v: dv('landlord_phone', m.landlord.phone) }, { t: 'Monthly Rent', fill: L },
    { v: dv('rent', fmtMoney(m.landlord.rent, f.money)), align: 'right' }]);
  positions(b, m, f, L, 2);
  let y = finePrint(c, AUTH_US, 36, b.y + 8, 540);
  y = signatures(c, m, f, 36, y + 2, 540, '2025-04-2' + r.int(1, 8));
  c.text('LedgerLine Capital LLC is a broker, not a lender. Sheet1  |  Page 1 of 1', 36, Math.min(y + 6, 770), { size: 6, color: '#777' });
}
