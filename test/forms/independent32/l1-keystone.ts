// Keystone Bridge Capital: a Word document saved as PDF, then fields added in Acrobat by hand: Text1, Text2 ...
// and Check Box1 ... whose on-state is "On"; labels to the left of underlines in Times; no payment terms asked.
import type { Rng } from '../../statements/generator/prng.ts';
import { authText, bizTaxPaths, dba, entityPick, homeLine, industryPaths, logo, ownerTax, signature, type LayoutDef } from './common.ts';
import type { Deal } from './deal.ts';
import { date, einText, money, nameText, namePaths, pct, type MoneyStyle } from './fmt.ts';
import type { Sheet } from './kit.ts';
import { leftRow, para, seqNamer, type Cell } from './rows.ts';

const X = 40, W = 532;
const ROW = { labelFont: 'Times-Roman', labelSize: 9.5, h: 15 };

function heading(s: Sheet, text: string, y: number): number {
  s.text(text, X, y, { font: 'Times-Bold', size: 10.5 });
  s.line(X, y + 12, X + W, y + 12, 0.8);
  return y + 17;
}

function rows(s: Sheet, y: number, list: Cell[][]): number {
  for (const cells of list) y += leftRow(s, X, y, cells, ROW) + 4;
  return y;
}

const ENTITIES = [['Sole Proprietor', ['sole']], ['Partnership', ['partnership']], ['Corporation', ['corp']], ['LLC', ['llc']]] as const;

function entityRow(s: Sheet, d: Deal, r: Rng, y: number): number {
  const scorpAsCorp = d.entity === 'scorp' && r.chance(0.5);
  const pick = entityPick(scorpAsCorp ? { ...d, entity: 'corp' } : d, ENTITIES);
  s.text('Legal Entity:', X, y + 3, { font: 'Times-Roman', size: 9.5 });
  let x = X + 62;
  ENTITIES.forEach(([label], i) => {
    s.check('entity', x, y + 3, 9, pick.index === i, { state: 'On', label, mark: 'X', paths: { type_of_entity: pick.id } });
    s.text(label, x + 12, y + 3.5, { font: 'Times-Roman', size: 9.5 });
    x += s.width(label, 'Times-Roman', 9.5) + 26;
  });
  s.check('entity', x, y + 3, 9, pick.index < 0, { state: 'On', label: 'Other', mark: 'X' });
  leftRow(s, x + 12, y, [{ label: 'Other:', w: X + W - x - 4, name: 'other', value: pick.other,
    ...(pick.index < 0 ? { paths: { type_of_entity: pick.id } } : {}) }], ROW);
  return y + 19;
}

function business(s: Sheet, d: Deal, r: Rng, y: number, m: MoneyStyle): number {
  const b = dba(d, r);
  const tax = d.taxType === 'EIN' ? einText(d.taxId, r.chance(0.5)) : `${d.taxId.slice(0, 3)}-${d.taxId.slice(3, 5)}-${d.taxId.slice(5)}`;
  y = rows(s, y, [
    [{ label: 'Business Legal Name:', w: W, name: 'legal', value: d.legal, paths: { legal_name: d.legal } }],
    [{ label: 'DBA (if any):', w: 300, name: 'dba', value: b.value, ...(b.paths ? { paths: b.paths } : {}) },
      { label: 'Federal Tax ID (EIN):', w: 232, name: 'ein', value: tax, paths: bizTaxPaths(d) }],
    [{ label: 'Business Address:', w: W, name: 'street', value: d.addr.street }],
    [{ label: 'City:', w: 200, name: 'city', value: d.addr.city }, { label: 'State:', w: 80, name: 'state', value: d.addr.state, paths: { state_region: d.addr.state } },
      { label: 'Zip:', w: 100, name: 'zip', value: d.addr.zip }, { label: 'Phone:', w: 152, name: 'phone', value: d.phone }],
    [{ label: 'Business Start Date:', w: 200, name: 'start', value: date(d.start, r.pick(['mdy', 'mdyShort'] as const)), paths: { business_start_date: d.start } },
      { label: 'Type of Business:', w: 332, name: 'type', value: d.trade.text, paths: industryPaths(d) }],
  ]);
  y = entityRow(s, d, r, y);
  const inc = d.incState !== d.addr.state ? { decoy: 'state_of_incorporation' } : {};
  return rows(s, y, [
    [{ label: 'State of Incorporation:', w: 180, name: 'inc', value: d.entity === 'sole' ? '' : d.incState, ...inc },
      { label: 'No. of Employees:', w: 150, name: 'emp', value: String(d.employees) }, { label: 'Website:', w: 202, name: 'web', value: d.website }],
    [{ label: 'Email:', w: 260, name: 'email', value: d.email }, { label: 'Own or Rent:', w: 120, name: 'own', value: d.rent ? 'Rent' : 'Own' },
      { label: 'Monthly Rent:', w: 152, name: 'rent', value: d.rent ? money(d.rentAmount, m) : '' }],
    [{ label: 'Landlord / Mortgage Co.:', w: 300, name: 'landlord', value: d.rent ? d.landlord.name : '', ...(d.rent ? { decoy: 'landlord' } : {}) },
      { label: 'Landlord Phone:', w: 232, name: 'lphone', value: d.rent ? d.landlord.phone : '', ...(d.rent ? { decoy: 'landlord_phone' } : {}) }],
  ]);
}

function owner(s: Sheet, d: Deal, r: Rng, i: number, y: number): number {
  const o = d.owners[i];
  s.text(`Owner #${i + 1}`, X, y, { font: 'Times-BoldItalic', size: 9.5 });
  y += 12;
  const tax = o ? ownerTax(i, o) : { value: '' };
  const cells: Cell[][] = [
    [{ label: 'Full Name:', w: 320, name: 'name', value: o ? nameText(o, r.pick(['full', 'plain'] as const)) : '', ...(o ? { paths: namePaths(i, o) } : {}) },
      { label: 'Title:', w: 212, name: 'title', value: o?.title ?? '', ...(o ? { paths: { [`${i}.role`]: o.title } } : {}) }],
    [{ label: 'Ownership %:', w: 130, name: 'pct', value: o ? pct(o.pct, r.chance(0.5)) : '', ...(o ? { paths: { [`${i}.ownership`]: o.pct } } : {}) },
      { label: 'SSN:', w: 200, name: 'ssn', value: tax.value, ...(tax.paths ? { paths: tax.paths } : {}) },
      { label: 'Date of Birth:', w: 202, name: 'dob', value: o ? date(o.dob, 'mdy') : '', ...(o ? { paths: { [`${i}.date_of_birth`]: o.dob } } : {}) }],
    [{ label: 'Home Address:', w: W, name: 'home', value: o ? homeLine(o) : '', ...(o ? { decoy: 'owner_home' } : {}) }],
    [{ label: 'Cell Phone:', w: 180, name: 'cell', value: o?.phone ?? '' }, { label: 'Email:', w: 200, name: 'oemail', value: o?.email ?? '' },
      { label: 'Credit Score (est.):', w: 152, name: 'fico', value: o?.score ? String(o.score) : '', ...(o?.score ? { paths: { [`${i}.credit_score`]: o.score } } : {}) }],
  ];
  return rows(s, y, cells);
}

function render(s: Sheet, d: Deal, r: Rng): void {
  const m = r.pick(['plain', 'comma', 'commacents'] as const);
  logo(s, 'peak', X, 34, '#1d3557');
  s.text('KEYSTONE BRIDGE CAPITAL', X + 40, 34, { font: 'Times-Bold', size: 16, color: '#1d3557' });
  s.text('Business Funding Application', X + 40, 52, { font: 'Times-Italic', size: 10.5 });
  s.text('1400 Liberty Ave, Suite 610, Pittsburgh, PA 15222', X + W - 200, 36, { font: 'Times-Roman', size: 8, w: 200, align: 'right' });
  s.text('Ph (855) 555-0148  |  apps@keystonebridgecap.com', X + W - 200, 47, { font: 'Times-Roman', size: 8, w: 200, align: 'right' });
  let y = heading(s, 'BUSINESS INFORMATION', 70);
  y = business(s, d, r, y, m);
  y = heading(s, 'FUNDING REQUEST', y + 2);
  y = rows(s, y, [[{ label: 'Amount Requested: $', w: 220, name: 'amount', value: money(d.amount, m), paths: { requested_amount: d.amount } },
    { label: 'Use of Funds:', w: 312, name: 'use', value: d.use }],
  [{ label: 'Avg. Monthly Sales: $', w: 220, name: 'sales', value: money(d.monthly, m) },
    { label: 'Annual Gross Revenue: $', w: 312, name: 'annual', value: money(d.annual, m) }]]);
  y = heading(s, 'OWNER / OFFICER INFORMATION', y + 2);
  for (let i = 0; i < 2; i++) y = owner(s, d, r, i, y) + 2;
  y = heading(s, 'BANK INFORMATION', y + 2);
  y = rows(s, y, [[{ label: 'Bank Name:', w: 200, name: 'bank', value: d.bank.name },
    { label: 'Routing #:', w: 150, name: 'routing', value: d.bank.routing, decoy: 'bank_routing' },
    { label: 'Account #:', w: 182, name: 'account', value: d.bank.account, decoy: 'bank_account' }]]);
  y = heading(s, 'AUTHORIZATION', y + 2);
  y += para(s, authText('Keystone Bridge Capital', 'US'), X, y, W, 7, '#000000') + 16;
  d.owners.forEach((o, i) => {
    leftRow(s, X, y, [{ label: 'Signature:', w: 230, name: 'sig', value: '' }, { label: 'Print Name:', w: 190, name: 'print', value: nameText(o, 'plain') },
      { label: 'Date:', w: 112, name: 'sdate', value: date(d.signed, 'mdy') }], ROW);
    signature(s, r, X + 50, y + 14, 170);
    s.text(`Owner #${i + 1}`, X, y + 18, { font: 'Times-Italic', size: 7.5, color: '#444444' });
    y += 30;
  });
  s.text('KBC-APP-03 (rev. 11/2023)', X, 770, { font: 'Times-Italic', size: 7, color: '#555555' });
}

export const KEYSTONE: LayoutDef = {
  name: 'keystone_word_acrobat', country: 'US', maxOwners: 2,
  look: (r) => ({ font: 'Helvetica', size: 10, hand: r.pick(['kalam', 'patrick'] as const), handSize: 12, ink: r.pick(['#1b2f7a', '#222222']),
    producer: 'Adobe PDF Library 21.1.174', creator: 'Acrobat PDFMaker 21 for Word', title: 'Keystone Application 2024 rev3',
    namer: seqNamer('Text', 'Check Box', 1) }),
  render,
};
