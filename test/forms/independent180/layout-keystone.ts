// Keystone Bridge Capital: a dense one-page form. Navy section bars, boxed label-over-value cells, the entity as a
// checkbox row with "Other", bank details right under the tax ID, owners 1 and 2 side by side, a signature row each.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './draw.ts';
import { AUTH_US, boxCell, cellRow, paragraph, sectionBar, type CellLook } from './kit.ts';
import type { Merchant } from './model.ts';
import {
  A, P, businessTaxId, cityLine, date, dbaText, entityChoice, money, nameFields, ownerName, ownerTax, pct, stateFields,
  type DateStyle, type MoneyStyle,
} from './print.ts';

export const KEYSTONE = 'Keystone Bridge Capital';

export function drawKeystone(s: Sheet, m: Merchant, c: Rng): void {
  const ms: MoneyStyle = c.pick(['dollar', 'dollar_cents', 'plain']);
  const ds: DateStyle = c.pick(['mdy', 'mdy', 'short', 'long']);
  const navy = c.pick(['#1f3b5c', '#243a73', '#2b4a3a']);
  const look: CellLook = { labelFont: 'Helvetica', labelSize: 6, labelColor: '#333' };
  const bar = { fill: navy, color: '#fff', font: 'Helvetica-Bold', size: 8, h: 13 };
  const H = 26, X = 36, WD = 540;
  s.addPage();
  s.label('KEYSTONE BRIDGE CAPITAL', X, 32, 16, 'Helvetica-Bold', { color: navy });
  s.label('Business Funding Solutions  |  ISO Member since 2014', X, 52, 7.5, 'Helvetica-Oblique', { color: '#555' });
  s.label('MERCHANT CASH ADVANCE APPLICATION', 330, 34, 10.5, 'Helvetica-Bold', { width: 246, align: 'right' });
  s.label('Tel (888) 555-0142  |  Fax (888) 555-0143  |  apps@keystonebridgecap.com', 300, 50, 6.5, 'Helvetica', { width: 276, align: 'right' });
  s.line(X, 66, X + WD, 66, 1.2, navy);

  let y = sectionBar(s, 'BUSINESS INFORMATION', X, 72, WD, bar);
  const dba = dbaText(m, c);
  y = cellRow(s, look, X, y, H, [['Legal / Corporate Name', 'legal_name', m.legal, 320, { [A('legal_name')]: m.legal }],
    ['DBA (Doing Business As)', 'dba', dba.text, 220, dba.role]]);
  y = cellRow(s, look, X, y, H, [['Physical Business Address (no P.O. Box)', 'street', m.address.street, 230, 'context'],
    ['City', 'city', m.address.city, 130, 'context'], ['State', 'state', m.address.state, 45, stateFields(m)],
    ['Zip', 'zip', m.address.zip, 65, 'context'], ['Yrs at Location', 'years_at_location', String(c.int(1, 12)), 70, 'decoy']]);
  const tax = businessTaxId(m, m.taxType === 'EIN' && c.chance(0.3) ? 'bare' : 'dash');
  y = cellRow(s, look, X, y, H, [['Business Phone', 'phone', m.phone, 100, 'context'], ['Business Email', 'email', m.email, 170, 'context'],
    ['Website', 'website', m.website, 130, 'context'], ['Federal Tax ID (EIN)', 'business_tax_id', tax.text, 140, tax.fields]]);
  y = cellRow(s, look, X, y, H, [['Business Bank Name', 'bank_name', m.bank.name, 150, 'decoy'],
    ['Bank Routing #', 'bank_routing', m.bank.routing, 120, 'decoy'], ['Bank Account #', 'bank_account', m.bank.account, 130, 'decoy'],
    ['Gross Annual Sales', 'annual_sales', money(Math.round(m.monthlySales * 12 / 1000) * 1000, ms), 140, 'decoy']]);

  // Entity type: one checked box; kinds without a box go to "Other" with the text on its line.
  s.rect(X, y, WD, 20);
  s.label('Entity Type:', X + 3, y + 7, 6.5, 'Helvetica-Bold');
  const options = [['Corporation', 'corp'], ['LLC', 'llc'], ['S-Corp', 's_corp'], ['Partnership', 'partnership'],
    [c.pick(['Sole Prop', 'Sole Proprietor']), 'sole'], ['Non-Profit', 'nonprofit'], ['Other:', null]] as const;
  const ent = entityChoice(m, options, c);
  let cx = X + 50;
  for (const [label] of options) {
    const checked = label === ent.checked;
    cx = s.check(`entity_${label}`, label, cx, y + 6.5, checked, checked && !ent.other ? { [A('type_of_entity')]: ent.id } : 'context') + 11;
  }
  s.line(cx - 8, y + 15, X + WD - 6, y + 15, 0.4);
  s.value('entity_other', ent.other, { x: cx - 8, y: y + 2, w: X + WD - cx, h: 13 }, ent.other ? { [A('type_of_entity')]: ent.id } : 'context');
  y += 20;

  const yearsOnly = c.chance(0.25);
  const inc = m.incState !== m.address.state;
  y = cellRow(s, look, X, y, H, [
    yearsOnly ? ['Years in Business', 'years_in_business', String(2026 - Number(m.start.slice(0, 4))), 110, 'decoy']
      : ['Business Start Date', 'start_date', date(m.start, ds), 110, { [A('business_start_date')]: m.start }],
    ['State of Inc.', 'state_of_inc', m.incState, 70, inc ? 'decoy' : 'context'],
    ['Type of Business / Industry', 'industry', m.trade.text, 220, { [A('industry')]: m.trade.industry }],
    ['# Employees', 'employees', String(m.employees), 60, 'context'],
    ['Avg Monthly Sales', 'monthly_sales', money(m.monthlySales, ms), 80, 'decoy']]);

  y = sectionBar(s, 'FUNDING REQUEST', X, y + 4, WD, bar);
  const adv = m.advances[0];
  y = cellRow(s, look, X, y, H, [['Amount Requested', 'requested_amount', money(m.amount, ms), 130, { [A('requested_amount')]: m.amount }],
    ['Use of Funds', 'use_of_funds', m.use, 230, 'context'],
    ['Current Advance With (Funder)', 'advance_funder', adv?.funder ?? null, 100, 'decoy'],
    ['Current Balance', 'advance_balance', adv ? money(adv.balance, 'dollar_cents') : null, 80, 'decoy']]);

  y = sectionBar(s, 'OWNER / OFFICER INFORMATION', X, y + 4, WD, bar);
  const top = y;
  for (const i of [0, 1]) {
    const o = m.owners[i], ox = X + i * 270;
    let oy = top;
    s.rect(ox, oy, 270, 11, { fill: '#e4e8ee', stroke: '#000' });
    s.label(i === 0 ? 'OWNER 1 / GUARANTOR' : 'OWNER 2 / GUARANTOR (if applicable)', ox + 4, oy + 2.5, 6.5, 'Helvetica-Bold');
    oy += 11;
    const name = o ? ownerName(o, 'full') : null;
    oy = cellRow(s, look, ox, oy, H, [['Full Name', `owner${i + 1}_name`, name, 170, o ? nameFields(i, o) : 'context'],
      ['Title', `owner${i + 1}_title`, o?.title ?? null, 100, o ? { [P(i, 'role')]: o.title } : 'context']]);
    const t = o ? ownerTax(i, o, c) : null;
    oy = cellRow(s, look, ox, oy, H, [['Ownership %', `owner${i + 1}_ownership`, o ? pct(o.ownership, true) : null, 60, o ? { [P(i, 'ownership')]: o.ownership } : 'context'],
      ['Social Security #', `owner${i + 1}_ssn`, t?.text ?? null, 110, t?.role ?? 'context'],
      ['Date of Birth', `owner${i + 1}_dob`, o ? date(o.dob, 'mdy') : null, 100, o ? { [P(i, 'date_of_birth')]: o.dob } : 'context']]);
    oy = cellRow(s, look, ox, oy, H, [['Home Address', `owner${i + 1}_home`, o ? `${o.home.street}, ${cityLine(o.home.city, o.home.state, o.home.zip)}` : null, 270, o ? 'decoy' : 'context']]);
    oy = cellRow(s, look, ox, oy, H, [['Cell Phone', `owner${i + 1}_cell`, o?.cell ?? null, 100, o ? 'decoy' : 'context'],
      ['Email', `owner${i + 1}_email`, o?.email ?? null, 170, 'context']]);
    const fico = o?.credit != null ? String(o.credit) : null;
    cellRow(s, look, ox, oy, H, [['Credit Score (est.)', `owner${i + 1}_credit`, fico, 90, fico ? { [P(i, 'credit_score')]: o!.credit } : 'context'],
      ["Driver's License #", `owner${i + 1}_dl`, o ? `${o.home.state}-${c.alnum(8, '0123456789')}` : null, 180, o ? 'decoy' : 'context']]);
  }
  y = top + 11 + H * 5;

  y = sectionBar(s, 'AUTHORIZATION & SIGNATURE', X, y + 4, WD, bar);
  y = paragraph(s, c.pick(AUTH_US), KEYSTONE, X, y + 4, WD, 6.6) + 6;
  for (const i of [0, 1]) {
    const o = m.owners[i];
    boxCell(s, look, `Signature (Owner ${i + 1})`, `sig${i + 1}`, null, X, y, 200, 30, 'context');
    if (o) s.signature(X + 20, y + 22, 170);
    cellRow(s, look, X + 200, y, 30, [['Print Name', `sig${i + 1}_name`, o ? ownerName(o, 'full') : null, 150, o ? nameFields(i, o) : 'context'],
      ['Title', `sig${i + 1}_title`, o?.title ?? null, 100, o ? { [P(i, 'role')]: o.title } : 'context'],
      ['Date', `sig${i + 1}_date`, o ? date(m.signed, ds) : null, 90, o ? 'decoy' : 'context']]);
    y += 30;
  }
  s.label('FOR OFFICE USE ONLY', X, y + 10, 6, 'Helvetica-Bold', { color: '#666' });
  cellRow(s, { ...look, labelColor: '#666', border: '#888' }, X, y + 18, 22, [['ISO Rep', 'iso_rep', m.rep.name, 180, 'decoy'],
    ['Rep Phone', 'rep_phone', m.rep.phone, 120, 'decoy'], ['Rep ID', 'rep_id', m.rep.id, 100, 'decoy'], ['Received', 'received', null, 140, 'context']]);
  s.label('Keystone Bridge Capital  |  KBC-APP Rev. 02/2026  |  Page 1 of 1', X, 760, 6, 'Helvetica', { color: '#777', width: WD, align: 'center' });
}
