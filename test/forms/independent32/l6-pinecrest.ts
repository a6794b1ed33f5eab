// Pinecrest Merchant Services: a Word form in the style of a tax form (numbered lines, the label in tiny caps below
// the line), made fillable by Acrobat's field detection, which names fields after a nearby label or "undefined",
// "undefined_2" ...; the tax id and dates are combs (MMDDYYYY), the tax id's kind and the entity are checkboxes.
import type { Rng } from '../../statements/generator/prng.ts';
import { authText, entityPick, industryPaths, ownerTaxComb, signature, type LayoutDef } from './common.ts';
import type { Deal } from './deal.ts';
import { date, FREQ_LABEL, money, nameText, namePaths, pct } from './fmt.ts';
import type { Kind, Mark, Sheet } from './kit.ts';
import { belowRow, labelNamer, para, type Cell } from './rows.ts';

const X = 40, W = 532;
const ROW = { labelSize: 5.8, h: 14 };
const U = 'undefined';

function part(s: Sheet, n: string, title: string, y: number): number {
  s.rect(X, y, 44, 11, { fill: '#000000' });
  s.text(`Part ${n}`, X + 4, y + 2.2, { font: 'Helvetica-Bold', size: 7.5, color: '#ffffff' });
  s.text(title, X + 50, y + 2.2, { font: 'Helvetica-Bold', size: 7.5 });
  s.line(X, y + 11, X + W, y + 11, 1);
  return y + 16;
}

function rows(s: Sheet, y: number, list: Cell[][]): number {
  for (const cells of list) y += belowRow(s, X, y, cells, ROW) + 2;
  return y;
}

/** A row of checkboxes after a lead-in; the checked one gives `paths`. */
function boxes(s: Sheet, x: number, y: number, lead: string, items: readonly string[], on: number, paths: Record<string, string>, mark: Mark): number {
  s.text(lead, x, y + 1, { size: 6.8 });
  let cx = x + s.width(lead, 'Helvetica', 6.8) + 8;
  items.forEach((label, i) => {
    s.check(label, cx, y, 8, i === on, { state: 'Yes', label, mark, ...(i === on ? { paths } : {}) });
    s.text(label, cx + 11, y + 1, { size: 6.8 });
    cx += s.width(label, 'Helvetica', 6.8) + 22;
  });
  return cx;
}

const ENTITIES = [['Sole proprietor', ['sole']], ['Partnership', ['partnership']], ['C Corporation', ['corp']], ['S Corporation', ['scorp']],
  ['LLC', ['llc']]] as const;

function business(s: Sheet, d: Deal, r: Rng, y: number, mark: Mark): number {
  const e = entityPick(d, ENTITIES);
  y = rows(s, y, [[{ label: '1  Legal name of business (as shown on your income tax return)', w: W + 10, name: U, value: d.legal, paths: { legal_name: d.legal } }],
    [{ label: '2  Trade name / DBA, if different from line 1', w: W + 10, name: U, value: d.dba ?? '', ...(d.dba ? { paths: { trade_name: d.dba } } : {}) }],
    [{ label: '3a  Street address (no P.O. box)', w: 250, name: 'Street address', value: d.addr.street },
      { label: '3b  City', w: 150, name: U, value: d.addr.city }, { label: '3c  State', w: 50, name: U, value: d.addr.state, paths: { state_region: d.addr.state } },
      { label: '3d  ZIP code', w: 92, name: U, value: d.addr.zip }]]);
  const kinds = ['EIN', 'SSN', 'ITIN'] as const;
  belowRow(s, X, y, [{ label: '4  Taxpayer identification number', w: 150, name: U, value: d.taxId, comb: 9,
    paths: { business_tax_id: d.taxId, business_tax_id_country: 'US' } }], ROW);
  boxes(s, X + 160, y + 4, 'Number shown is:', kinds, kinds.indexOf(d.taxType as 'EIN'), { business_tax_id_type: d.taxType }, mark);
  belowRow(s, X + 380, y, [{ label: '5  Date business started (MMDDYYYY)', w: 162, name: U, value: date(d.start, 'digits'), comb: 8,
    paths: { business_start_date: d.start } }], ROW);
  y += 26;
  const end = boxes(s, X, y, '6  Type of entity (check one):', ENTITIES.map(([l]) => l), e.index, { type_of_entity: e.id }, mark);
  s.check('Other', end, y, 8, e.index < 0, { state: 'Yes', label: 'Other (specify)', mark });
  s.text('Other (specify)', end + 11, y + 1, { size: 6.8 });
  s.line(end + 62, y + 9, X + W, y + 9, 0.5);
  s.field(U, end + 62, y - 3, X + W - end - 62, 12, e.other, e.index < 0 ? { paths: { type_of_entity: e.id } } : {});
  y += 16;
  const inc = d.entity === 'sole' ? '' : d.incState;
  return rows(s, y, [[{ label: '7  Principal business activity (e.g. restaurant, auto repair)', w: 300, name: U, value: d.trade.text, paths: industryPaths(d) },
    { label: '8  State of incorporation', w: 120, name: U, value: inc, ...(inc && inc !== d.addr.state ? { decoy: 'state_of_incorporation' } : {}) },
    { label: '9  Number of employees', w: 122, name: U, value: String(d.employees) }],
  [{ label: '10  Business telephone', w: 150, name: 'Business telephone', value: d.phone }, { label: '11  Email address', w: 250, name: U, value: d.email },
    { label: '12  Average monthly sales', w: 142, name: U, value: money(d.monthly, r.pick(['plain', 'dollar'] as const)) }]]);
}

function financing(s: Sheet, d: Deal, r: Rng, y: number, mark: Mark): number {
  rows(s, y, [[{ label: '13  Amount of financing requested', w: 170, name: 'Amount requested', value: money(d.amount, r.pick(['dollar', 'cents', 'plain'] as const)),
    paths: { requested_amount: d.amount } }, { label: '14  Number of payments', w: 100, name: U, value: String(d.nPay), paths: { number_of_payments: d.nPay } }]]);
  const freqs = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
  boxes(s, X + 290, y + 4, '15  Payments:', freqs.map((f) => FREQ_LABEL[f]!), freqs.indexOf(d.freq), { payment_frequency: d.freq }, mark);
  return y + 28;
}

function owners(s: Sheet, d: Deal, y: number): number {
  for (let i = 0; i < 2; i++) {
    const o = d.owners[i], t = o ? ownerTaxComb(i, o) : { value: '' }, n = `${16 + i}`;
    y = rows(s, y, [[{ label: `${n}a  Name of owner (last, first, middle initial)`, w: 250, name: U, value: o ? nameText(o, 'lastFirst') : '', ...(o ? { paths: namePaths(i, o) } : {}) },
      { label: `${n}b  Title`, w: 150, name: U, value: o?.title ?? '', ...(o ? { paths: { [`${i}.role`]: o.title } } : {}) },
      { label: `${n}c  Percent owned`, w: 142, name: U, value: o ? pct(o.pct, true) : '', ...(o ? { paths: { [`${i}.ownership`]: o.pct } } : {}) }],
    [{ label: `${n}d  Social security number`, w: 150, name: U, value: t.value, comb: 9, ...(t.paths ? { paths: t.paths } : {}) },
      { label: `${n}e  Date of birth (MMDDYYYY)`, w: 140, name: U, value: o ? date(o.dob, 'digits') : '', comb: 8, ...(o ? { paths: { [`${i}.date_of_birth`]: o.dob } } : {}) },
      { label: `${n}f  Home address (number, street, city, state, ZIP)`, w: 252, name: U, value: o ? `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}` : '',
        ...(o ? { decoy: 'owner_home' } : {}) }]]) + 2;
  }
  return y;
}

function render(s: Sheet, d: Deal, r: Rng): void {
  const mark = r.pick(['check', 'cross'] as const);
  s.rect(X, 30, W, 40, { lw: 1.2 });
  s.line(X + 140, 30, X + 140, 70, 1);
  s.line(X + W - 110, 30, X + W - 110, 70, 1);
  s.text('Form PMS-100', X + 4, 34, { font: 'Helvetica-Bold', size: 9 });
  s.text('(Rev. August 2023)', X + 4, 46, { size: 6 });
  s.text('Pinecrest Merchant Services', X + 4, 57, { size: 6.5 });
  s.text('Application for Business Funding', X + 150, 36, { font: 'Helvetica-Bold', size: 13 });
  s.text('Type or print clearly. Complete all lines that apply. Attach 4 months of business bank statements.', X + 150, 56, { size: 6.3 });
  s.text('Pinecrest Merchant Services LLC\n88 Canal Street\nNew Orleans, LA 70130', X + W - 104, 36, { size: 6, w: 100 });
  let y = business(s, d, r, part(s, 'I', 'Business Information', 80), mark);
  y = financing(s, d, r, part(s, 'II', 'Financing Requested', y + 2), mark);
  y = owners(s, d, part(s, 'III', 'Owners (each owner of 20% or more)', y + 2));
  y = rows(s, part(s, 'IV', 'Landlord and Trade Reference', y + 2), [[
    { label: '18  Landlord or mortgage holder', w: 200, name: U, value: d.rent ? d.landlord.name : '', ...(d.rent ? { decoy: 'landlord' } : {}) },
    { label: '19  Landlord telephone', w: 100, name: U, value: d.rent ? d.landlord.phone : '', ...(d.rent ? { decoy: 'landlord_phone' } : {}) },
    { label: '20  Trade reference (name, phone)', w: 242, name: U, value: `${d.refs[0]!.company}, ${d.refs[0]!.phone}`, decoy: 'reference' }]]);
  y = part(s, 'V', 'Certification', y + 2);
  y += para(s, authText('Pinecrest Merchant Services', 'US'), X, y, W, 6, '#000000') + 18;
  s.text('Sign\nHere', X, y - 12, { font: 'Helvetica-Bold', size: 8, w: 30 });
  belowRow(s, X + 36, y - 6, [{ label: 'Signature of owner', w: 300, name: U, value: '' }, { label: 'Date', w: 150, name: 'Date', value: date(d.signed, 'mdy') }], ROW);
  signature(s, r, X + 60, y + 6, 200);
  s.text('Form PMS-100 (Rev. 8-2023)', X + W - 110, 770, { font: 'Helvetica-Bold', size: 6.5 });
}

function namer(): (hint: string, kind: Kind) => string {
  const byLabel = labelNamer();
  let n = 0;
  return (hint, kind) => (kind === 'check' ? `Check Box${++n}` : byLabel(hint, kind));
}

export const PINECREST: LayoutDef = {
  name: 'pinecrest_undefined_fields', country: 'US', maxOwners: 2,
  look: (r) => ({ font: r.pick(['Helvetica', 'Courier']), size: 9, hand: r.pick(['kalam', 'patrick'] as const), handSize: 11, ink: r.pick(['#1b2f7a', '#1a1a1a']),
    producer: 'Adobe Acrobat Pro DC (32-bit) 15.23', creator: 'Microsoft® Word 2016', title: 'PMS-100', namer: namer() }),
  render,
};
