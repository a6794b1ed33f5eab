// Pinecrest Merchant Services: one page in two columns (company on the left, owners on the right, the second owner
// under the first), green hairline cells, values typed in Courier, the ISO agent's strip at the top, landlord and
// monthly sales as traps, city/state/ZIP in one cell, and signature lines without printed names.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './draw.ts';
import { AUTH_US, boxCell, cellRow, paragraph, type CellLook } from './kit.ts';
import type { Merchant } from './model.ts';
import {
  A, P, businessTaxId, cityLine, date, dbaText, entityText, money, nameFields, ownerName, ownerTax, pct, stateFields,
  type DateStyle, type MoneyStyle,
} from './print.ts';

export const PINECREST = 'Pinecrest Merchant Services';
const GREEN = '#2f6b3a';

export function drawPinecrest(s: Sheet, m: Merchant, c: Rng): void {
  const ms: MoneyStyle = c.pick(['dollar', 'plain', 'dollar_cents']);
  const ds: DateStyle = c.pick(['mdy', 'short', 'dash']);
  const look: CellLook = { labelFont: 'Helvetica', labelSize: 5.8, labelColor: GREEN, border: '#7a9a7e', lw: 0.5 };
  const H = 27, L = 36, R = 312, CW = 264;
  s.addPage();
  s.rect(0, 0, 612, 46, { fill: GREEN });
  s.label('PINECREST', L, 12, 17, 'Helvetica-Bold', { color: '#fff' });
  s.label('MERCHANT SERVICES', L + 112, 18, 9, 'Helvetica', { color: '#d7ead9' });
  s.label('Small Business Funding Application', 330, 14, 10, 'Helvetica-Bold', { color: '#fff', width: 246, align: 'right' });
  s.label('Fax or e-mail completed applications to deals@pinecrestms.com  ·  (800) 555-0187', 300, 30, 6.5, 'Helvetica', { color: '#d7ead9', width: 276, align: 'right' });

  const agent = { ...look, labelColor: '#555', border: '#bbb' };
  let y = cellRow(s, agent, L, 54, 22, [['Submitted by (ISO / Agent)', 'iso_rep', m.rep.name, 180, 'decoy'], ['Agent ID', 'rep_id', m.rep.id, 110, 'decoy'],
    ['Agent Phone', 'rep_phone', m.rep.phone, 130, 'decoy'], ['Date Submitted', 'submitted', date(m.signed, ds), 120, 'decoy']]);

  // Left column: the company.
  const top = y + 8;
  y = top;
  s.label('COMPANY INFORMATION', L, y, 8.5, 'Helvetica-Bold', { color: GREEN });
  s.line(L, y + 11, L + CW, y + 11, 1, GREEN);
  y += 14;
  const dba = dbaText(m, c);
  y = cellRow(s, look, L, y, H, [['Business Legal Name', 'legal_name', m.legal, CW, { [A('legal_name')]: m.legal }]]);
  y = cellRow(s, look, L, y, H, [['D/B/A', 'dba', dba.text, CW, dba.role]]);
  y = cellRow(s, look, L, y, H, [['Business Address', 'street', m.address.street, CW, 'context']]);
  y = cellRow(s, look, L, y, H, [['City, State, Zip', 'city_state_zip', cityLine(m.address.city, m.address.state, m.address.zip), CW, stateFields(m)]]);
  const tax = businessTaxId(m, 'dash');
  y = cellRow(s, look, L, y, H, [['Business Phone', 'phone', m.phone, 120, 'context'],
    [m.taxType === 'EIN' ? 'Federal Tax ID #' : 'Fed Tax ID / SSN', 'business_tax_id', tax.text, 144, tax.fields]]);
  const ent = entityText(m, c);
  const inc = m.incState !== m.address.state;
  y = cellRow(s, look, L, y, H, [['Legal Entity (LLC, Corp, etc.)', 'entity', ent.text, 132, { [A('type_of_entity')]: ent.id }],
    ['State Incorporated', 'state_of_inc', m.incState, 132, inc ? 'decoy' : 'context']]);
  const tib = c.chance(0.3);
  const years = 2026 - Number(m.start.slice(0, 4));
  y = cellRow(s, look, L, y, H, [tib ? ['Time in Business', 'time_in_business', `${years} yrs ${c.int(0, 11)} mos`, 132, 'decoy']
    : ['Business Start Date', 'start_date', date(m.start, ds), 132, { [A('business_start_date')]: m.start }],
  ['# of Employees', 'employees', String(m.employees), 132, 'context']]);
  y = cellRow(s, look, L, y, H, [['Type of Business', 'industry', m.trade.text, CW, { [A('industry')]: m.trade.industry }]]);
  s.rect(L, y, CW, 18, { stroke: '#7a9a7e', lw: 0.5 });
  s.label('Location:', L + 3, y + 6, 6.5, 'Helvetica-Bold', { color: GREEN });
  const cx = s.check('premises_own', 'Own', L + 40, y + 5.5, !m.rents, 'context');
  s.check('premises_rent', 'Rent', cx + 10, y + 5.5, m.rents, 'context');
  s.label('Monthly Rent:', L + 120, y + 6, 6.5, 'Helvetica', { color: GREEN });
  s.value('rent', m.rents ? money(m.rent, ms) : null, { x: L + 165, y: y + 1, w: 96, h: 16 }, m.rents ? 'decoy' : 'context');
  y += 18;
  y = cellRow(s, look, L, y, H, [['Landlord / Mortgage Co.', 'landlord', m.rents ? m.landlord : null, 150, m.rents ? 'decoy' : 'context'],
    ['Landlord Phone', 'landlord_phone', m.rents ? m.landlordPhone : null, 114, m.rents ? 'decoy' : 'context']]);
  const leftEnd = y;

  // Right column: the principal owner, then the second owner under it.
  y = top;
  for (const i of [0, 1]) {
    const o = m.owners[i];
    s.label(i === 0 ? 'PRINCIPAL OWNER' : 'SECOND OWNER / PARTNER (if any)', R, y, 8.5, 'Helvetica-Bold', { color: GREEN });
    s.line(R, y + 11, R + CW, y + 11, 1, GREEN);
    y += 14;
    y = cellRow(s, look, R, y, H, [['Owner Name', `owner${i + 1}_name`, o ? ownerName(o, 'full') : null, CW, o ? nameFields(i, o) : 'context']]);
    y = cellRow(s, look, R, y, H, [['Title', `owner${i + 1}_title`, o?.title ?? null, 150, o ? { [P(i, 'role')]: o.title } : 'context'],
      ['Ownership %', `owner${i + 1}_ownership`, o ? pct(o.ownership, false) : null, 114, o ? { [P(i, 'ownership')]: o.ownership } : 'context']]);
    const t = o ? ownerTax(i, o, c) : null;
    y = cellRow(s, look, R, y, H, [['SSN', `owner${i + 1}_ssn`, t?.text ?? null, 132, t?.role ?? 'context'],
      ['Date of Birth', `owner${i + 1}_dob`, o ? date(o.dob, ds) : null, 132, o ? { [P(i, 'date_of_birth')]: o.dob } : 'context']]);
    y = cellRow(s, look, R, y, H, [['Home Address (Street, City, State, Zip)', `owner${i + 1}_home`,
      o ? `${o.home.street}, ${cityLine(o.home.city, o.home.state, o.home.zip)}` : null, CW, o ? 'decoy' : 'context']]);
    const fico = o?.credit != null ? String(o.credit) : null;
    y = cellRow(s, look, R, y, H, [['Est. Credit Score', `owner${i + 1}_credit`, fico, 100, fico ? { [P(i, 'credit_score')]: o!.credit } : 'context'],
      ['Mobile Phone', `owner${i + 1}_cell`, o?.cell ?? null, 164, o ? 'decoy' : 'context']]);
    y += 8;
  }

  y = Math.max(leftEnd, y) + 8;
  s.label('FUNDING REQUEST', L, y, 8.5, 'Helvetica-Bold', { color: GREEN });
  s.line(L, y + 11, L + 540, y + 11, 1, GREEN);
  y = cellRow(s, look, L, y + 14, H, [['Amount Requested', 'requested_amount', money(m.amount, ms), 130, { [A('requested_amount')]: m.amount }],
    ['Use of Proceeds', 'use', m.use, 190, 'context'],
    ['Avg. Monthly Gross Sales', 'monthly_sales', money(m.monthlySales, ms), 120, 'decoy'],
    ['How soon are funds needed?', 'how_soon', c.pick(['ASAP', '1 week', '2 weeks', 'This month']), 100, 'context']]);

  y = paragraph(s, c.pick(AUTH_US), PINECREST, L, y + 8, 540, 6.4) + 10;
  for (const i of [0, 1]) {
    const o = m.owners[i], bx = L + i * 276;
    boxCell(s, look, i === 0 ? 'Principal Owner Signature' : 'Second Owner Signature', `sig${i + 1}`, null, bx, y, 180, 32, 'context');
    if (o) s.signature(bx + 14, y + 24, 160);
    boxCell(s, look, 'Date', `sig${i + 1}_date`, o ? date(m.signed, ds) : null, bx + 180, y, 84, 32, o ? 'decoy' : 'context');
  }
  s.label('Pinecrest Merchant Services · Form PMS-100 · All information is kept confidential.', L, 768, 6, 'Helvetica', { color: '#777', width: 540, align: 'center' });
}
