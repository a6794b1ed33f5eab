// Cobalt Ridge Funding: the funder's own two-page form designed in Acrobat Pro. Meaningful field names
// (Business_Legal_Name, Owner2_SSN), tinted boxes with tiny-caps labels above, entity type and state as drop-downs,
// payment frequency as radio buttons exporting Choice1..Choice4, dates with Acrobat date formats, owners in a table
// on page 2 (names sometimes "Last, First"), existing advances and bank as decoys.
import type { Rng } from '../../statements/generator/prng.ts';
import { authText, bizTaxPaths, dba, entityPick, industryPaths, logo, ownerTax, signature, type LayoutDef } from './common.ts';
import type { Deal } from './deal.ts';
import { US_CITIES } from './data.ts';
import { date, einText, FREQ_LABEL, money, nameText, namePaths, pct } from './fmt.ts';
import type { Sheet } from './kit.ts';
import { aboveRow, para, type Cell } from './rows.ts';

const X = 40, W = 532, SLATE = '#334155', TINT = '#eef3fb';
const ROW = { labelSize: 5.8, h: 15, caps: true, labelFont: 'Helvetica', labelColor: '#475569', fill: TINT, gap: 6 };
const STATES = [...new Set(US_CITIES.map((c) => c[1]))].sort().map((c): [string, string] => [c, c]);

function bar(s: Sheet, title: string, y: number): number {
  s.rect(X, y, W, 12, { fill: '#e2e8f0' });
  s.text(title, X + 4, y + 3, { font: 'Helvetica-Bold', size: 7.5, color: SLATE });
  return y + 17;
}

function rows(s: Sheet, y: number, list: Cell[][]): number {
  for (const cells of list) y += aboveRow(s, X, y, cells, ROW) + 1;
  return y;
}

const ENTITIES = [['Corporation', ['corp']], ['S Corporation', ['scorp']], ['LLC', ['llc']], ['PLLC', ['pllc']], ['Partnership', ['partnership']],
  ['LP', ['lp']], ['LLP', ['llp']], ['Sole Proprietorship', ['sole']], ['Professional Corporation', ['pc']]] as const;

function business(s: Sheet, d: Deal, r: Rng, y: number): number {
  const b = dba(d, r), e = entityPick(d, ENTITIES);
  const tax = d.taxType === 'EIN' ? einText(d.taxId, r.chance(0.6)) : `${d.taxId.slice(0, 3)}-${d.taxId.slice(3, 5)}-${d.taxId.slice(5)}`;
  const inc = d.entity === 'sole' ? '' : d.incState;
  return rows(s, y, [
    [{ label: 'Business Legal Name', w: 352, name: 'Business_Legal_Name', value: d.legal, paths: { legal_name: d.legal } },
      { label: 'DBA Name', w: 186, name: 'DBA_Name', value: b.value, ...(b.paths ? { paths: b.paths } : {}) }],
    [{ label: 'Federal Tax ID (EIN)', w: 176, name: 'Federal_Tax_ID', value: tax, paths: bizTaxPaths(d) },
      { label: 'Entity Type', w: 176, name: 'Entity_Type', value: ENTITIES[e.index]![0], combo: ENTITIES.map(([l]): [string, string] => [l, l]),
        paths: { type_of_entity: e.id } },
      { label: 'Business Start Date (mm/dd/yyyy)', w: 186, name: 'Business_Start_Date', value: date(d.start, 'mdy'), format: 'mm/dd/yyyy',
        paths: { business_start_date: d.start } }],
    [{ label: 'Physical Address (no P.O. Box)', w: 262, name: 'Business_Address', value: d.addr.street },
      { label: 'City', w: 130, name: 'Business_City', value: d.addr.city },
      { label: 'State', w: 56, name: 'Business_State', value: d.addr.state, combo: STATES, paths: { state_region: d.addr.state } },
      { label: 'Zip', w: 90, name: 'Business_Zip', value: d.addr.zip }],
    [{ label: 'Business Phone', w: 176, name: 'Business_Phone', value: d.phone }, { label: 'Business Email', w: 176, name: 'Business_Email', value: d.email },
      { label: 'Website', w: 186, name: 'Website', value: d.website }],
    [{ label: 'Industry / Description of Business', w: 262, name: 'Industry', value: d.trade.text, paths: industryPaths(d) },
      { label: 'No. of Employees', w: 90, name: 'Employees', value: String(d.employees) },
      { label: 'State of Incorporation', w: 186, name: 'State_of_Incorporation', value: inc, ...(inc && inc !== d.addr.state ? { decoy: 'state_of_incorporation' } : {}) }],
  ]);
}

function funding(s: Sheet, d: Deal, r: Rng, y: number): number {
  const m = r.pick(['cents', 'commacents', 'dollar'] as const);
  y = rows(s, y, [[{ label: 'Amount Requested', w: 176, name: 'Amount_Requested', value: money(d.amount, m), paths: { requested_amount: d.amount } },
    { label: 'Requested Payment Amount', w: 176, name: 'Payment_Amount', value: money(d.payment, m === 'dollar' ? 'cents' : m), paths: { requested_payment: d.payment } },
    { label: 'Number of Payments', w: 186, name: 'Number_of_Payments', value: String(d.nPay), paths: { number_of_payments: d.nPay } }]]);
  s.text('PAYMENT FREQUENCY', X, y + 2, { size: 5.8, color: '#475569' });
  const freqs = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
  s.radio('Payment_Frequency', freqs.map((f, i) => ({ label: FREQ_LABEL[f]!, state: `Choice${i + 1}`, x: X + 90 + i * 90, y: y })),
    `Choice${freqs.indexOf(d.freq) + 1}`, { s: 9, mark: 'dot', paths: { payment_frequency: d.freq } });
  return rows(s, y + 14, [[{ label: 'Use of Funds', w: 262, name: 'Use_of_Funds', value: d.use },
    { label: 'Avg. Monthly Bank Deposits', w: 138, name: 'Monthly_Deposits', value: money(d.monthly, m) },
    { label: 'Annual Gross Sales', w: 138, name: 'Annual_Sales', value: money(d.annual, m) }]]);
}

function advances(s: Sheet, d: Deal, y: number): number {
  for (let i = 0; i < 3; i++) {
    const f = d.funders[i], k = `Advance${i + 1}`;
    const cells: Cell[] = [{ label: i ? '' : 'Funder / Lender', w: 190, name: `${k}_Funder`, value: f?.name ?? '', ...(f ? { decoy: 'funder' } : {}) },
      { label: i ? '' : 'Current Balance', w: 120, name: `${k}_Balance`, value: f ? money(f.balance, 'cents') : '', ...(f ? { decoy: 'funder_balance' } : {}) },
      { label: i ? '' : 'Payment', w: 120, name: `${k}_Payment`, value: f ? money(f.payment, 'cents') : '', ...(f ? { decoy: 'funder_payment' } : {}) },
      { label: i ? '' : 'Frequency', w: 108, name: `${k}_Frequency`, value: f ? FREQ_LABEL[f.freq]! : '' }];
    y += aboveRow(s, X, y - (i ? 7 : 0), cells, ROW) - (i ? 7 : 0);
  }
  return y;
}

function owners(s: Sheet, d: Deal, r: Rng, y: number): number {
  const style = r.pick(['lastFirst', 'full', 'plain'] as const);
  for (let i = 0; i < 4; i++) {
    const o = d.owners[i], k = `Owner${i + 1}`;
    const t = o ? ownerTax(i, o, r.pick(['XXX-XX-', '***-**-'])) : { value: '' };
    y += aboveRow(s, X, y, [
      { label: `Owner ${i + 1} Name`, w: 150, name: `${k}_Name`, value: o ? nameText(o, style) : '', ...(o ? { paths: namePaths(i, o) } : {}) },
      { label: 'Title', w: 92, name: `${k}_Title`, value: o?.title ?? '', ...(o ? { paths: { [`${i}.role`]: o.title } } : {}) },
      { label: 'Ownership %', w: 56, name: `${k}_Ownership`, value: o ? pct(o.pct, false) : '', ...(o ? { paths: { [`${i}.ownership`]: o.pct } } : {}) },
      { label: 'SSN', w: 84, name: `${k}_SSN`, value: t.value, ...(t.paths ? { paths: t.paths } : {}) },
      { label: 'Date of Birth', w: 76, name: `${k}_DOB`, value: o ? date(o.dob, 'mdy') : '', format: 'mm/dd/yyyy', ...(o ? { paths: { [`${i}.date_of_birth`]: o.dob } } : {}) },
      { label: 'FICO', w: 80, name: `${k}_FICO`, value: o?.score ? String(o.score) : '', ...(o?.score ? { paths: { [`${i}.credit_score`]: o.score } } : {}) },
    ], ROW);
    y += aboveRow(s, X, y, [{ label: 'Home Address', w: 398, name: `${k}_Home_Address`, value: o ? `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}` : '',
      ...(o ? { decoy: 'owner_home' } : {}) }, { label: 'Mobile', w: 140, name: `${k}_Mobile`, value: o?.phone ?? '' }], ROW) + 6;
  }
  return y;
}

function header(s: Sheet, page: number): void {
  s.rect(0, 0, 612, 50, { fill: SLATE });
  logo(s, 'peak', X, 14, '#93c5fd');
  s.text('COBALT RIDGE FUNDING', X + 40, 14, { font: 'Helvetica-Bold', size: 14, color: '#ffffff' });
  s.text('Merchant Cash Advance Application', X + 40, 31, { size: 8.5, color: '#cbd5e1' });
  s.text(`Page ${page} of 2`, X + W - 80, 20, { size: 7.5, color: '#cbd5e1', w: 80, align: 'right' });
}

function render(s: Sheet, d: Deal, r: Rng): void {
  header(s, 1);
  let y = business(s, d, r, bar(s, 'SECTION A  ·  BUSINESS INFORMATION', 62));
  y = funding(s, d, r, bar(s, 'SECTION B  ·  FUNDING REQUEST', y + 4));
  y = advances(s, d, bar(s, 'SECTION C  ·  EXISTING ADVANCES / BUSINESS LOANS', y + 4));
  y = bar(s, 'SECTION D  ·  BANK INFORMATION', y + 4);
  y = rows(s, y, [[{ label: 'Bank Name', w: 190, name: 'Bank_Name', value: d.bank.name },
    { label: 'Routing Number', w: 150, name: 'Routing_Number', value: d.bank.routing, decoy: 'bank_routing' },
    { label: 'Account Number', w: 198, name: 'Account_Number', value: d.bank.account, decoy: 'bank_account' }]]);
  y = bar(s, 'SECTION E  ·  BUSINESS PROPERTY', y + 4);
  const rent = d.rent ? { name: d.landlord.name, phone: d.landlord.phone } : { name: '', phone: '' };
  y = rows(s, y, [[{ label: 'Own / Lease', w: 90, name: 'Own_Lease', value: d.rent ? 'Lease' : 'Own' },
    { label: 'Landlord / Mortgage Holder', w: 210, name: 'Landlord_Name', value: rent.name, ...(d.rent ? { decoy: 'landlord' } : {}) },
    { label: 'Landlord Phone', w: 120, name: 'Landlord_Phone', value: rent.phone, ...(d.rent ? { decoy: 'landlord_phone' } : {}) },
    { label: 'Monthly Rent / Mortgage', w: 118, name: 'Monthly_Rent', value: money(d.rentAmount, 'cents') }]]);
  y = bar(s, 'SECTION F  ·  TRADE REFERENCES', y + 4);
  rows(s, y, d.refs.map((t, i) => [{ label: i ? 'Reference 2' : 'Reference 1', w: 210, name: `Trade_Ref${i + 1}`, value: t.company, decoy: 'reference' },
    { label: 'Contact', w: 170, name: `Trade_Ref${i + 1}_Contact`, value: t.contact, decoy: 'reference_contact' },
    { label: 'Phone', w: 158, name: `Trade_Ref${i + 1}_Phone`, value: t.phone, decoy: 'reference_phone' }]));
  s.text('CRF-MCA-01  Rev. 2024-03', X, 772, { size: 6, color: '#64748b' });
  s.newPage();
  header(s, 2);
  y = owners(s, d, r, bar(s, 'SECTION G  ·  OWNERS / GUARANTORS (LIST ALL OWNERS WITH 20% OR MORE)', 62));
  y = bar(s, 'SECTION H  ·  AUTHORIZATION', y + 4);
  y += para(s, authText('Cobalt Ridge Funding', 'US'), X, y, W, 6.3) + 14;
  d.owners.slice(0, 2).forEach((o, i) => {
    const x = X + i * 270;
    aboveRow(s, x, y, [{ label: `Owner ${i + 1} Signature`, w: 170, name: `Owner${i + 1}_Signature`, value: '' },
      { label: 'Date', w: 90, name: `Owner${i + 1}_Sign_Date`, value: date(d.signed, 'mdy'), format: 'mm/dd/yyyy' }], { ...ROW, h: 26 });
    signature(s, r, x + 10, y + 32, 140);
  });
}

export const COBALT: LayoutDef = {
  name: 'cobalt_ridge_acrobat', country: 'US', maxOwners: 4,
  look: (r) => ({ font: 'Helvetica', size: 9, hand: r.pick(['kalam', 'patrick'] as const), handSize: 10.5, ink: r.pick(['#1b2f7a', '#111111']),
    producer: 'Adobe Acrobat Pro (64-bit) 24.2.20759', creator: 'Adobe Acrobat Pro (64-bit) 24.2.20759', title: 'Cobalt Ridge MCA Application',
    namer: (h) => h }),
  render,
};
