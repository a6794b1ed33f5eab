// Layout `maple_ridge`: Maple Ridge Capital Partners (Toronto broker). Two pages of boxed cells, the label small at
// the cell's top-left and the value in the cell; a navy header band, numbered section bars, a legal-structure
// checkbox row with "Other:", two owner blocks on page 1 (a third on page 2), banking, existing advances, PIPEDA
// consent and signature blocks on page 2.
import * as C from './common.ts';
import type { Ctx } from './common.ts';
import { fmtDate } from './fmt.ts';

const NAVY = '#13294b';
const X0 = 36, W = 540;

function bar(c: Ctx, text: string, y: number): number {
  c.s.rect(X0, y, W, 14, { fill: '#dfe6f0' });
  c.s.label(text, X0 + 4, y + 3, 8.5, { bold: true, color: NAVY });
  return y + 18;
}

/** A row of boxed cells: [label, width, key, printed]. Returns the next row's y. */
function row(c: Ctx, y: number, cells: [string, number, string, C.Printed | string][], h = 26): number {
  let x = X0;
  for (const [label, w, key, v] of cells) {
    c.s.rect(x, y, w, h, { stroke: '#7a8599' });
    c.s.label(label, x + 3, y + 2, 6.5, { color: '#333333' });
    const p = typeof v === 'string' ? { text: v, fields: {} } : v;
    c.s.value(key, p.text, x + 2, y + 9, w - 4, h - 10, p.fields);
    x += w;
  }
  return y + h;
}

function owner(c: Ctx, i: number, y: number): number {
  const o = c.m.owners[i]!, f = c.f;
  c.s.label(`Owner ${i + 1}${i === 0 ? ' (Primary Guarantor)' : ''}`, X0, y, 8, { bold: true });
  y += 11;
  y = row(c, y, [['Full Legal Name', 250, `owner${i + 1}.name`, C.ownerFull(i, o, f)], ['Title / Position', 170, `owner${i + 1}.title`, C.title(i, o)],
    ['% Ownership', 120, `owner${i + 1}.pct`, C.pct(i, o, f)]]);
  y = row(c, y, [['Social Insurance Number (SIN)', 180, `owner${i + 1}.sin`, c.p.chance(0.85) ? C.sin(i, o, f) : ''],
    [`Date of Birth ${C.dateHint(f.dob)}`, 150, `owner${i + 1}.dob`, c.p.chance(0.8) ? C.dob(i, o, f) : ''],
    ['Est. Credit Score', 90, `owner${i + 1}.score`, C.score(i, o)], ['Mobile', 120, `owner${i + 1}.phone`, C.phone(o.phone, f)]]);
  return row(c, y, [['Home Address', 210, `owner${i + 1}.home`, o.home.street], ['City', 100, `owner${i + 1}.city`, o.home.city],
    ['Prov.', 120, `owner${i + 1}.prov`, C.province(o.home.province, f)], ['Postal Code', 110, `owner${i + 1}.postal`, o.home.postal]]) + 8;
}

const STRUCTURES: [string, string][] = [['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['Corporation', 'ca_corporation']];

export async function drawMaple(c: Ctx): Promise<void> {
  const { s, m, f, p } = c;
  s.rect(0, 0, 612, 70, { fill: NAVY });
  s.label('MAPLE RIDGE CAPITAL PARTNERS', X0, 22, 16, { bold: true, color: '#ffffff' });
  s.label('Business Funding Application  |  Canada', X0, 44, 9, { color: '#c9d3e3' });
  s.label('Suite 1100, 40 King St W, Toronto ON M5H 3Y2  ·  1-888-555-0142', 330, 44, 7, { color: '#c9d3e3' });
  s.label('ISO / Rep:', 380, 78, 7);
  s.value('rep.name', `${m.rep.name} · ${m.rep.id}`, 418, 74, 158, 12);
  let y = 96;
  y = bar(c, '1.  BUSINESS INFORMATION', y);
  y = row(c, y, [['Legal Business Name (as registered)', 320, 'legal_name', C.legal(m)], ['Operating Name (O/A)', 220, 'operating_name', C.operating(c)]]);
  y = row(c, y, [['Business Address (no P.O. boxes)', 230, 'address', m.address.street], ['City', 110, 'city', m.address.city],
    ['Province', 120, 'province', C.bizProvince(c)], ['Postal Code', 80, 'postal', m.address.postal]]);
  y = row(c, y, [['Business Phone', 150, 'phone', C.phone(m.phone, f)], ['Business E-mail', 210, 'email', m.email], ['Website', 180, 'website', m.website ?? '']]);
  const start = p.chance(0.85) ? C.startDate(c) : { text: '', fields: {} };
  y = row(c, y, [['CRA Business Number (BN)', 170, 'bn', p.chance(0.9) ? C.bn(c) : ''], [`Date of Incorporation ${C.dateHint(f.date)}`, 150, 'start', start],
    ['Province of Incorporation', 130, 'inc_province', m.soleProp ? '' : m.incProvince], ['Employees', 90, 'employees', String(m.employees)]]);
  y = row(c, y, [['Type of Business / Industry', 300, 'industry', p.chance(0.9) ? C.industry(c) : ''], ['Years at this Location', 120, 'years_at_location', String(m.yearsAtLocation)],
    ['Monthly Rent / Mortgage', 120, 'rent', C.money(m.monthlyRent, f)]]);
  s.label('Legal Structure:', X0, y + 6, 8, { bold: true });
  let x = X0 + 72;
  const known = STRUCTURES.find(([, id]) => id === m.entity.id);
  const printType = p.chance(0.92);
  for (const [label, id] of STRUCTURES) {
    x = s.check(`structure.${id}`, label, x, y + 6, printType && id === m.entity.id, { [C.A('type_of_entity')]: id });
  }
  const other = printType && !known;
  x = s.check('structure.other', 'Other:', x, y + 6, other);
  s.line(x - 4, y + 15, X0 + W);
  if (other) s.value('structure.other_text', p.pick(m.entity.words), x - 4, y + 2, X0 + W - x, 13, { [C.A('type_of_entity')]: m.entity.id });
  y += 22;
  s.label('Premises:', X0, y + 2, 8, { bold: true });
  x = s.check('premises.own', 'Own', X0 + 50, y + 2, !m.rent);
  x = s.check('premises.rent', 'Rent / Lease', x, y + 2, m.rent);
  if (m.rent) {
    s.label('Landlord:', x + 6, y + 2, 7.5);
    s.value('landlord', `${m.landlord.name}  ${C.phone(m.landlord.phone, f)}`, x + 44, y - 3, X0 + W - x - 44, 13);
  }
  y = bar(c, '2.  FUNDING REQUEST', y + 18);
  y = row(c, y, [['Amount Requested (CAD)', 160, 'amount', p.chance(0.9) ? C.money(m.amount, f, 'requested_amount') : ''],
    ['Use of Funds', 220, 'use_of_funds', m.useOfFunds], ['Avg. Monthly Deposits', 160, 'monthly_sales', C.money(m.monthlySales, f)]]);
  y = bar(c, '3.  OWNER / OFFICER INFORMATION  (all owners of 20% or more)', y + 6);
  for (let i = 0; i < Math.min(2, m.owners.length); i++) y = owner(c, i, y);
  s.label('Page 1 of 2   ·   MRC-APP-CA rev. 03/2024', X0, 760, 6.5, { color: '#666666' });
  s.newPage();
  y = 40;
  if (m.owners.length > 2) {
    y = bar(c, '3.  OWNER / OFFICER INFORMATION (continued)', y);
    y = owner(c, 2, y);
  }
  y = bar(c, '4.  BANKING INFORMATION (operating account)', y);
  y = row(c, y, [['Bank / Credit Union', 200, 'bank.name', m.bank.name], ['Institution No.', 90, 'bank.institution', m.bank.institution],
    ['Transit No.', 100, 'bank.transit', m.bank.transit], ['Account No.', 150, 'bank.account', m.bank.account]]) + 6;
  y = bar(c, '5.  EXISTING ADVANCES / BUSINESS LOANS', y);
  s.check('advances.none', 'None', X0, y, m.advances.length === 0);
  y += 12;
  for (let i = 0; i < 2; i++) {
    const a = m.advances[i];
    y = row(c, y, [['Funder / Lender', 240, `advance${i + 1}.funder`, a?.funder ?? ''], ['Current Balance', 150, `advance${i + 1}.balance`, a ? C.money(a.balance, f) : ''],
      ['Payment', 150, `advance${i + 1}.payment`, a?.payment ?? '']], 22);
  }
  y = bar(c, '6.  AUTHORIZATION AND CONSENT', y + 8);
  s.label(C.consent('Maple Ridge Capital Partners'), X0, y, 7, { width: W });
  y += 62;
  for (let i = 0; i < m.owners.length; i++) y = signature(c, i, y);
}

function signature(c: Ctx, i: number, y: number): number {
  const o = c.m.owners[i]!;
  c.s.line(X0, y + 22, X0 + 200);
  c.s.label('Signature', X0, y + 25, 6.5);
  c.s.scribble(X0 + 10, y + 8, 150, 14);
  const name = C.ownerFull(i, o, c.f);
  c.s.line(X0 + 220, y + 22, X0 + 420);
  c.s.label('Print Name', X0 + 220, y + 25, 6.5);
  c.s.value(`sign${i + 1}.name`, name.text, X0 + 220, y + 8, 200, 14, name.fields);
  c.s.line(X0 + 440, y + 22, X0 + W);
  c.s.label('Date', X0 + 440, y + 25, 6.5);
  c.s.value(`sign${i + 1}.date`, fmtDate('2024-05-14', c.f.date), X0 + 440, y + 8, 100, 14);
  return y + 40;
}
