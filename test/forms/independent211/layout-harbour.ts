// Layout `harbourview`: Harbourview Merchant Services (Halifax broker). A serif, letter-like form of two or three
// pages: each value sits on a rule with its caption *under* the rule; "Part" headings; the form of organization and
// the tax identification as checkbox rows (a sole proprietor without a BN gives the SIN and ticks "SIN"); owner blocks
// flow onto the next page; trade references, landlord and bank; consent and a signature per owner.
import * as C from './common.ts';
import type { Ctx } from './common.ts';
import { fmtDate, fmtSin } from './fmt.ts';

const X0 = 50, W = 512;

/** Values on rules, captions under them: [caption, width, key, printed]. */
function rules(c: Ctx, y: number, cells: [string, number, string, C.Printed | string][]): number {
  let x = X0;
  for (const [cap, w, key, v] of cells) {
    c.s.line(x, y + 16, x + w - 8, '#000000', 0.5);
    c.s.label(cap, x, y + 19, 7);
    const p = typeof v === 'string' ? { text: v, fields: {} } : v;
    c.s.value(key, p.text, x, y + 1, w - 8, 15, p.fields);
    x += w;
  }
  return y + 34;
}

function part(c: Ctx, n: string, title: string, y: number): number {
  c.s.label(`PART ${n}`, X0, y, 10, { bold: true });
  c.s.label(`—  ${title}`, X0 + 48, y, 10, { bold: true });
  c.s.line(X0, y + 14, X0 + W, '#000000', 0.4);
  return y + 22;
}

const FORMS: [string, string][] = [['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership'],
  ['Limited Partnership', 'limited_partnership'], ['Incorporated', 'ca_corporation'], ['ULC', 'ca_ulc']];

function owner(c: Ctx, i: number, y: number, show: { sin: boolean; dob: boolean }): number {
  const o = c.m.owners[i]!, f = c.f;
  c.s.label(`Owner ${['one', 'two', 'three'][i]}`, X0, y, 9, { bold: true });
  y += 14;
  y = rules(c, y, [['Full name', 230, `owner${i + 1}.name`, C.ownerFull(i, o, f)], ['Title / office held', 150, `owner${i + 1}.title`, C.title(i, o)],
    ['Percentage owned', 132, `owner${i + 1}.pct`, C.pct(i, o, f)]]);
  y = rules(c, y, [['Social Insurance Number', 170, `owner${i + 1}.sin`, show.sin ? C.sin(i, o, f) : ''],
    [`Date of birth ${C.dateHint(f.dob)}`, 170, `owner${i + 1}.dob`, show.dob ? C.dob(i, o, f) : ''], ['Home telephone', 172, `owner${i + 1}.phone`, C.phone(o.phone, f)]]);
  return rules(c, y, [['Residential address (street, city, province, postal code)', 512, `owner${i + 1}.home`, C.addressLine(o.home, f)]]) + 4;
}

export async function drawHarbour(c: Ctx): Promise<void> {
  const { s, m, f, p } = c;
  s.label('HARBOURVIEW MERCHANT SERVICES', 0, 40, 18, { bold: true, width: 612, align: 'center' });
  s.label('Application for a Business Cash Advance  ·  Halifax, Nova Scotia', 0, 62, 10, { width: 612, align: 'center' });
  s.line(X0, 78, X0 + W, '#000000', 1.2);
  s.line(X0, 81, X0 + W, '#000000', 0.4);
  s.label(`Referred by: ${m.rep.name}`, X0, 86, 8);
  let y = part(c, 'I', 'BUSINESS PROFILE', 102);
  y = rules(c, y, [['Legal name of business (full, as registered)', 320, 'legal_name', C.legal(m)], ['Operating name (O/A), if different', 192, 'operating_name', C.operating(c)]]);
  y = rules(c, y, [['Street address of business premises', 230, 'address', m.address.street], ['City / town', 120, 'city', m.address.city],
    ['Province', 80, 'province', C.bizProvince(c)], ['Postal code', 82, 'postal', m.address.postal]]);
  const years = Math.max(1, 2024 - Number(m.start.slice(0, 4)));
  y = rules(c, y, [['Telephone', 120, 'phone', C.phone(m.phone, f)], ['E-mail', 200, 'email', m.email], ['Years in business', 92, 'years_in_business', String(years)],
    ['Years at this location', 100, 'years_at_location', String(m.yearsAtLocation)]]);
  y = rules(c, y, [[`Date business started ${C.dateHint(f.date)}`, 180, 'start', p.chance(0.8) ? C.startDate(c) : ''],
    ['Nature of business', 332, 'industry', p.chance(0.9) ? C.industry(c) : '']]);
  s.label('Form of organization (tick one):', X0, y, 8.5);
  let x = X0 + 130;
  const tick = p.chance(0.92);
  for (const [label, id] of FORMS) x = s.check(`form.${id}`, label, x, y, tick && m.entity.id === id, { [C.A('type_of_entity')]: id });
  y += 18;
  const useSin = m.soleProp && p.chance(0.5);
  s.label('Tax identification:', X0, y, 8.5);
  x = s.check('taxid.bn', 'Business Number (BN)', X0 + 80, y, !useSin, { [C.A('business_tax_id_type')]: 'BN' });
  x = s.check('taxid.sin', 'SIN (sole proprietor without a BN)', x, y, useSin, { [C.A('business_tax_id_type')]: 'SIN' });
  const o0 = m.owners[0]!;
  const taxText: C.Printed = useSin ? { text: fmtSin(o0.sin, f.sin === 'dashed' ? 'dashed' : 'spaced'), fields: { [C.A('business_tax_id')]: o0.sin, [C.A('business_tax_id_country')]: 'CA' } }
    : C.bn(c);
  s.line(x, y + 9, X0 + W, '#000000', 0.5);
  s.value('business_tax_id', taxText.text, x, y - 6, X0 + W - x, 15, taxText.fields);
  y += 24;
  y = part(c, 'II', 'ADVANCE REQUESTED', y);
  y = rules(c, y, [['Amount of advance requested', 170, 'amount', p.chance(0.9) ? C.money(m.amount, f, 'requested_amount') : ''],
    ['Purpose of the advance', 200, 'use_of_funds', m.useOfFunds], ['Gross annual sales', 142, 'annual_revenue', C.money(m.annualRevenue, f)]]);
  y = part(c, 'III', 'OWNERSHIP (every owner of 20% or more)', y);
  const show = { sin: p.chance(0.85), dob: p.chance(0.85) };
  let i = 0;
  for (; i < m.owners.length && y < 560; i++) y = owner(c, i, y, show);
  s.label('HMS-APP-2  ·  page 1', X0, 760, 7);
  s.newPage();
  y = 50;
  if (i < m.owners.length) {
    y = part(c, 'III', 'OWNERSHIP (continued)', y);
    for (; i < m.owners.length; i++) y = owner(c, i, y, show);
  }
  y = part(c, 'IV', 'TRADE REFERENCES', y);
  for (const [j, r] of m.references.entries()) {
    y = rules(c, y, [[`Supplier ${j + 1}`, 220, `reference${j + 1}.name`, r.name], ['Contact', 150, `reference${j + 1}.contact`, r.contact],
      ['Telephone', 142, `reference${j + 1}.phone`, C.phone(r.phone, f)]]);
  }
  y = part(c, 'V', 'PREMISES AND BANKING', y);
  y = rules(c, y, [['Landlord (if premises are leased)', 240, 'landlord', m.rent ? m.landlord.name : ''], ['Landlord telephone', 140, 'landlord_phone', m.rent ? C.phone(m.landlord.phone, f) : ''],
    ['Monthly rent', 132, 'rent', m.rent ? C.money(m.monthlyRent, f) : '']]);
  y = rules(c, y, [['Financial institution', 200, 'bank.name', m.bank.name], ['Transit / institution', 140, 'bank.transit', `${m.bank.transit}-${m.bank.institution}`],
    ['Account number', 172, 'bank.account', m.bank.account]]);
  if (y > 560) { s.label('HMS-APP-2  ·  page 2', X0, 760, 7); s.newPage(); y = 50; }
  y = part(c, 'VI', 'CONSENT AND SIGNATURE', y);
  s.label(C.consent('Harbourview Merchant Services'), X0, y, 8, { width: W });
  y += 70;
  for (const [j, o] of m.owners.entries()) {
    s.scribble(X0 + 6, y, 150, 16);
    s.line(X0, y + 18, X0 + 190, '#000000', 0.5);
    s.label('Signature of owner', X0, y + 21, 7);
    const name = C.ownerFull(j, o, f);
    s.line(X0 + 210, y + 18, X0 + 400, '#000000', 0.5);
    s.label('Name (please print)', X0 + 210, y + 21, 7);
    s.value(`sign${j + 1}.name`, name.text, X0 + 210, y + 2, 190, 15, name.fields);
    s.line(X0 + 420, y + 18, X0 + W, '#000000', 0.5);
    s.label('Date', X0 + 420, y + 21, 7);
    s.value(`sign${j + 1}.date`, fmtDate('2024-05-14', f.date), X0 + 420, y + 2, 92, 15);
    y += 40;
  }
  s.label(`HMS-APP-2  ·  page ${s.page}`, X0, 760, 7);
}
