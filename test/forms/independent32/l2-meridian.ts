// Meridian Funding Partners: an online form builder's PDF export. Labels above boxes, sub-labels below them
// ("First Name", "Month"), field names q3_legalBusinessName / q12_owner1Name[first]; the start date split into
// month, day and year boxes; state and entity type as drop-downs (state by full name); up to four owners on page 2.
import type { Rng } from '../../statements/generator/prng.ts';
import { authText, bizTaxPaths, dba, entityPick, industryPaths, logo, ownerTax, signature, STATE_NAME, type LayoutDef } from './common.ts';
import type { Deal } from './deal.ts';
import { date, einText, FREQ_LABEL, money, type MoneyStyle } from './fmt.ts';
import type { Sheet } from './kit.ts';
import { aboveRow, para, type Cell } from './rows.ts';

const X = 40, W = 532, TEAL = '#0f766e';
const ROW = { labelSize: 7, h: 16 };

function section(s: Sheet, title: string, y: number): number {
  s.text(title, X, y, { font: 'Helvetica-Bold', size: 10.5, color: TEAL });
  s.line(X, y + 14, X + W, y + 14, 0.8, TEAL);
  return y + 20;
}

function rows(s: Sheet, y: number, list: Cell[][]): number {
  for (const cells of list) y += aboveRow(s, X, y, cells, ROW) + 3;
  return y;
}

const ENTITIES = [['Sole Proprietorship', ['sole']], ['Partnership', ['partnership']], ['Corporation', ['corp']], ['S Corporation', ['scorp']],
  ['LLC', ['llc']], ['LLP', ['llp']], ['Non-Profit', []]] as const;
const STATES = Object.values(STATE_NAME).map((n): [string, string] => [n, n]);

function business(s: Sheet, d: Deal, r: Rng, y: number): number {
  const b = dba(d, r), e = entityPick(d, ENTITIES);
  const entityOpts = [...ENTITIES.map(([l]): [string, string] => [l, l]), ['Other', 'Other'] as [string, string]];
  const [yy, mm, dd] = d.start.split('-') as [string, string, string];
  const tax = d.taxType === 'EIN' ? einText(d.taxId, true) : `${d.taxId.slice(0, 3)}-${d.taxId.slice(3, 5)}-${d.taxId.slice(5)}`;
  return rows(s, y, [
    [{ label: 'Legal Business Name', w: W + 8, name: 'q3_legalBusinessName', value: d.legal, paths: { legal_name: d.legal } }],
    [{ label: 'DBA / Trade Name', w: 270, name: 'q4_dbaTrade', value: b.value, ...(b.paths ? { paths: b.paths } : {}) },
      { label: 'Business Phone', w: 270, name: 'q5_businessPhone', value: d.phone, sub: 'Please enter a valid phone number.' }],
    [{ label: 'Business Address', w: W + 8, name: 'q6_businessAddress[addr_line1]', value: d.addr.street, sub: 'Street Address' }],
    [{ label: '', w: 200, name: 'q6_businessAddress[city]', value: d.addr.city, sub: 'City' },
      { label: '', w: 190, name: 'q6_businessAddress[state]', value: STATE_NAME[d.addr.state] ?? null, combo: STATES, paths: { state_region: d.addr.state },
        sub: 'State / Province' },
      { label: '', w: 150, name: 'q6_businessAddress[postal]', value: d.addr.zip, sub: 'Postal / Zip Code' }],
    [{ label: 'Federal Tax ID (EIN / SSN)', w: 150, name: 'q7_federalTax', value: tax, paths: bizTaxPaths(d) },
      { label: 'Business Start Date', w: 52, name: 'q8_businessStart[month]', value: mm, sub: 'Month' },
      { label: '', w: 52, name: 'q8_businessStart[day]', value: dd, sub: 'Day' },
      { label: '', w: 76, name: 'q8_businessStart[year]', value: yy, sub: 'Year', paths: { business_start_date: d.start } },
      { label: 'Type of Entity', w: 210, name: 'q9_typeOf', value: e.index < 0 ? 'Other' : ENTITIES[e.index]![0], combo: entityOpts,
        ...(e.index >= 0 ? { paths: { type_of_entity: e.id } } : {}) }],
    [{ label: 'If Other, please specify', w: 170, name: 'q10_ifOther', value: e.other, ...(e.index < 0 ? { paths: { type_of_entity: e.id } } : {}) },
      { label: 'Industry / Type of Business', w: 370, name: 'q11_industryType', value: d.trade.text, paths: industryPaths(d) }],
    [{ label: 'Website', w: 270, name: 'q12_website', value: d.website }, { label: 'Business Email', w: 270, name: 'q13_businessEmail', value: d.email,
      sub: 'example@example.com' }],
  ]);
}

function funding(s: Sheet, d: Deal, r: Rng, y: number, m: MoneyStyle): number {
  y = rows(s, y, [[{ label: 'Amount Requested ($)', w: 170, name: 'q15_amountRequested', value: money(d.amount, m), paths: { requested_amount: d.amount } },
    { label: 'Use of Funds', w: 370, name: 'q16_useOf', value: d.use }]]);
  s.text('Preferred Payment Schedule', X, y, { font: 'Helvetica-Bold', size: 7, color: '#333333' });
  const freqs = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
  const pick = r.chance(0.85) ? d.freq : null;
  s.radio('q17_preferredPayment', freqs.map((f, i) => ({ label: FREQ_LABEL[f]!, state: FREQ_LABEL[f]!, x: X + i * 80, y: y + 11 })),
    pick ? FREQ_LABEL[pick]! : null, { s: 9, mark: 'dot', ...(pick ? { paths: { payment_frequency: pick } } : {}) });
  return rows(s, y + 27, [[{ label: 'Average Monthly Revenue ($)', w: 270, name: 'q18_averageMonthly', value: money(d.monthly, m) },
    { label: 'Annual Revenue ($)', w: 270, name: 'q19_annualRevenue', value: money(d.annual, m) }]]);
}

function owner(s: Sheet, d: Deal, r: Rng, i: number, y: number): number {
  const o = d.owners[i]!, q = 25 + i * 10, t = ownerTax(i, o);
  y = section(s, `Owner ${i + 1}`, y);
  return rows(s, y, [
    [{ label: 'Owner Name', w: 140, name: `q${q}_owner${i + 1}Name[first]`, value: o.first, sub: 'First Name', paths: { [`${i}.first_name`]: o.first } },
      { label: '', w: 140, name: `q${q}_owner${i + 1}Name[last]`, value: o.last, sub: 'Last Name', paths: { [`${i}.last_name`]: o.last } },
      { label: 'Title', w: 150, name: `q${q + 1}_title${i + 1}`, value: o.title, paths: { [`${i}.role`]: o.title } },
      { label: 'Ownership (%)', w: 110, name: `q${q + 2}_ownership${i + 1}`, value: String(o.pct), paths: { [`${i}.ownership`]: o.pct } }],
    [{ label: 'Social Security Number', w: 140, name: `q${q + 3}_ssn${i + 1}`, value: t.value, ...(t.paths ? { paths: t.paths } : {}) },
      { label: 'Date of Birth', w: 140, name: `q${q + 4}_dob${i + 1}`, value: date(o.dob, 'mdyDash'), sub: 'Month-Day-Year',
        paths: { [`${i}.date_of_birth`]: o.dob } },
      { label: 'Estimated Credit Score', w: 150, name: `q${q + 5}_credit${i + 1}`, value: o.score ? String(o.score) : '',
        ...(o.score ? { paths: { [`${i}.credit_score`]: o.score } } : {}) },
      { label: 'Mobile Phone', w: 110, name: `q${q + 6}_mobile${i + 1}`, value: o.phone }],
    [{ label: 'Home Address', w: 230, name: `q${q + 7}_home${i + 1}[addr_line1]`, value: o.home.street, sub: 'Street Address', decoy: 'owner_home' },
      { label: '', w: 130, name: `q${q + 7}_home${i + 1}[city]`, value: o.home.city, sub: 'City' },
      { label: '', w: 90, name: `q${q + 7}_home${i + 1}[state]`, value: o.home.state, sub: 'State', ...(o.home.state !== d.addr.state ? { decoy: 'owner_home_state' } : {}) },
      { label: '', w: 90, name: `q${q + 7}_home${i + 1}[postal]`, value: o.home.zip, sub: 'Zip Code' }],
  ]);
}

function header(s: Sheet, r: Rng): void {
  s.rect(0, 0, 612, 72, { fill: TEAL });
  logo(s, 'wave', X, 22, '#ffffff');
  s.text('MERIDIAN FUNDING PARTNERS', X + 38, 22, { font: 'Helvetica-Bold', size: 15, color: '#ffffff' });
  s.text('Merchant Funding Application', X + 38, 41, { size: 10, color: '#d1fae5' });
  s.text(`Form ID ${r.digits(12)}`, X + W - 120, 28, { size: 7, color: '#d1fae5', w: 120, align: 'right' });
  s.text('Fields marked * are required. Answers are encrypted in transit.', X, 80, { size: 7, color: '#6b7280' });
}

function render(s: Sheet, d: Deal, r: Rng): void {
  const m = r.pick(['plain', 'comma', 'dollar'] as const);
  header(s, r);
  let y = business(s, d, r, section(s, 'Business Details', 94));
  y = funding(s, d, r, section(s, 'Funding Request', y + 4), m);
  y = section(s, 'Trade References', y + 4);
  y = rows(s, y, d.refs.map((t, i) => [{ label: i ? '' : 'Company', w: 200, name: `q20_tradeReferences[${i}][0]`, value: t.company, decoy: 'reference' },
    { label: i ? '' : 'Contact', w: 170, name: `q20_tradeReferences[${i}][1]`, value: t.contact, decoy: 'reference_contact' },
    { label: i ? '' : 'Phone', w: 170, name: `q20_tradeReferences[${i}][2]`, value: t.phone, decoy: 'reference_phone' }]));
  rows(s, section(s, 'Business Bank Account', y + 4), [[{ label: 'Bank Name', w: 200, name: 'q21_bankName', value: d.bank.name },
    { label: 'Routing Number', w: 170, name: 'q22_routingNumber', value: d.bank.routing, decoy: 'bank_routing', sub: '9 digits' },
    { label: 'Account Number', w: 170, name: 'q23_accountNumber', value: d.bank.account, decoy: 'bank_account' }]]);
  s.newPage();
  s.rect(0, 0, 612, 14, { fill: TEAL });
  y = 30;
  for (let i = 0; i < d.owners.length; i++) y = owner(s, d, r, i, y) + 2;
  y = section(s, 'Authorization', y + 2);
  y += para(s, authText('Meridian Funding Partners', 'US'), X, y, W, 6.2) + 10;
  aboveRow(s, X, y, [{ label: 'Signature', w: 300, name: 'q60_signature', value: '' }, { label: 'Date', w: 120, name: 'q61_date', value: date(d.signed, 'mdy') }],
    { ...ROW, h: 30 });
  signature(s, r, X + 20, y + 36, 200);
  s.text(`Submission ID ${r.digits(13)}  ·  Page 2 of 2`, X, 770, { size: 6.5, color: '#9ca3af' });
}

export const MERIDIAN: LayoutDef = {
  name: 'meridian_form_builder', country: 'US', maxOwners: 4,
  look: (r) => ({ font: 'Helvetica', size: 9, hand: r.pick(['kalam', 'patrick'] as const), handSize: 11, ink: r.pick(['#14213d', '#1b2f7a']),
    producer: 'FormBuilder PDF Engine 4.2', creator: 'Meridian Online Application', title: 'Merchant Funding Application', namer: (h) => h }),
  render,
};
