// Two US brokers of set 101: a Word form with grey section bars (BluePeak) and a two-page boxed grid (Granite Street).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form } from './form.ts';
import { AUTH_US, signRow, type Layout } from './parts.ts';
import type { EntityOptions, MoneyFmt, Vals } from './vals.ts';

const X = 40, W = 532;

const BLUEPEAK_ENTITIES: EntityOptions = [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'],
  ['Sole Proprietor', 'sole_proprietorship'], ['Other:', '']];

function bluepeakOwner(f: Form, v: Vals, i: number, y: number, heading: string): number {
  const has = i < v.m.owners.length;
  f.bar(heading, X, y, W, '#d9d9d9', '#000');
  y += 19;
  f.blank('Full Name:', X, y, 270, has ? v.fullName(i) : null);
  f.blank('Title:', X + 280, y, 140, has ? v.title(i) : null);
  f.blank('Ownership %:', X + 430, y, 102, has ? v.pct(i) : null);
  y += 18;
  f.blank('SSN:', X, y, 170, has ? v.ssn(i) : null);
  f.blank('Date of Birth:', X + 180, y, 170, has ? v.dob(i, 'mdy') : null);
  f.blank('Credit Score:', X + 360, y, 172, has ? v.credit(i) : null);
  y += 18;
  f.blank('Home Address:', X, y, W, has ? v.home(i) : null);
  y += 18;
  f.blank('Cell Phone:', X, y, 200, has ? v.cell(i) : null);
  f.blank('Email:', X + 210, y, 322, has ? v.email(i) : null);
  return y + 22;
}

function bluepeak(f: Form, v: Vals, r: Rng): void {
  const B = 'BluePeak Funding Group';
  const doc = f.doc;
  f.page();
  doc.save().polygon([40, 64], [60, 30], [80, 64]).fill('#1f4e9c').polygon([64, 64], [77, 44], [90, 64]).fill('#5b8fd6').restore();
  f.label(B, 98, 32, 'Helvetica-Bold', 17, '#1f4e9c');
  f.label('Business Funding Application', 98, 53, 'Helvetica', 9.5, '#444');
  f.label('www.bluepeakfunding.com  |  (888) 555-0142', 400, 36, 'Helvetica', 7, '#444');
  f.label('apps@bluepeakfunding.com', 400, 46, 'Helvetica', 7, '#444');
  let y = 80;
  const sec = (t: string): void => { f.bar(t, X, y, W, '#d9d9d9', '#000'); y += 19; };
  sec('BUSINESS INFORMATION');
  f.blank('Legal Business Name:', X, y, W, v.legal()); y += 18;
  f.blank('DBA:', X, y, W, v.dba()); y += 18;
  f.label('Entity Type:', X, y + 1);
  const ent = v.entityCheck(BLUEPEAK_ENTITIES);
  const end = f.checks(BLUEPEAK_ENTITIES.map(([l]) => l), X + 56, y, ent.index, 'Helvetica', 8, 12, ent.val);
  f.blank('', end - 10, y - 2, X + W - end + 10, ent.other); y += 18;
  f.blank('Federal Tax ID:', X, y, 180, v.taxId(false));
  f.blank('Business Start Date:', X + 190, y, 175, v.start('mdy'));
  f.blank('State of Inc.:', X + 375, y, 157, v.incorporated()); y += 18;
  f.blank('Business Address:', X, y, 270, v.street());
  f.blank('City:', X + 280, y, 120, v.city());
  f.blank('State:', X + 410, y, 55, v.region());
  f.blank('Zip:', X + 475, y, 57, v.postal()); y += 18;
  f.blank('Business Phone:', X, y, 170, v.phone());
  f.blank('Email:', X + 180, y, 190, v.email0());
  f.blank('Website:', X + 380, y, 152, v.website()); y += 18;
  f.blank('Type of Business:', X, y, 230, v.industry());
  f.blank('# Employees:', X + 240, y, 100, v.employees());
  f.blank('Avg. Monthly Sales:', X + 350, y, 182, v.sales(r.pick(['dollar', 'plain'] as const))); y += 22;
  sec('FUNDING REQUEST');
  f.blank('Amount Requested:', X, y, 200, v.amount(r.pick(['dollar', 'cents', 'plain'] as const)));
  f.blank('Use of Funds:', X + 210, y, 322, v.use()); y += 22;
  const n = v.m.owners.length;
  y = bluepeakOwner(f, v, 0, y, 'OWNER / GUARANTOR #1');
  y = bluepeakOwner(f, v, 1, y, 'OWNER / GUARANTOR #2');
  sec('BANK INFORMATION');
  f.blank('Bank Name:', X, y, 180, v.bankName());
  f.blank('Routing #:', X + 190, y, 160, v.routing());
  f.blank('Account #:', X + 360, y, 172, v.account()); y += 22;
  sec('AUTHORIZATION');
  y = f.para(AUTH_US.replaceAll('{B}', B), X, y, W) + 26;
  for (let i = 0; i < Math.min(n, 2); i++) { signRow(f, v, i, X, y, W, 'mdy'); y += 32; }
  f.label('BluePeak Funding Group  -  Rev. 03/2024', X, 760, 'Helvetica', 6, '#777');
  if (n > 2) {
    f.page();
    y = 40;
    f.label(`${B}  -  Additional Owner / Guarantor`, X, y, 'Helvetica-Bold', 12, '#1f4e9c'); y += 24;
    for (let i = 2; i < n; i++) y = bluepeakOwner(f, v, i, y, `OWNER / GUARANTOR #${i + 1}`);
    y = f.para('Each additional owner/guarantor signing below gives the authorization on page 1.', X, y, W, 'Helvetica-Oblique', 7.5) + 28;
    for (let i = 2; i < n; i++) { signRow(f, v, i, X, y, W, 'mdy'); y += 32; }
  }
}

function graniteOwner(f: Form, v: Vals, i: number, y: number, heading: string, dark: string): number {
  const has = i < v.m.owners.length;
  f.bar(heading, X, y, W, dark); y += 14;
  f.row(X, y, W, 24, [['First Name', 150, has ? v.first(i) : null], ['Last Name', 170, has ? v.last(i) : null],
    ['Title', 120, has ? v.title(i) : null], ['% Ownership', 92, has ? v.pct(i, false) : null]]); y += 24;
  f.row(X, y, W, 24, [['Social Security #', 140, has ? v.ssn(i) : null], ['Date of Birth', 110, has ? v.dob(i, 'mdy') : null],
    ['Est. Credit Score', 100, has ? v.credit(i) : null], ['Cell Phone', 182, has ? v.cell(i) : null]]); y += 24;
  f.row(X, y, W, 24, [['Home Address (Street, City, State, Zip)', 340, has ? v.home(i) : null], ['Email', 192, has ? v.email(i) : null]]);
  return y + 32;
}

function granite(f: Form, v: Vals, r: Rng): void {
  const dark = '#2f3b45';
  const mf: MoneyFmt = r.pick(['dollar', 'cents', 'plain']);
  f.page();
  f.doc.save().rect(0, 0, 612, 58).fill(dark).restore();
  f.label('GRANITE STREET CAPITAL', X, 18, 'Helvetica-Bold', 18, '#fff');
  f.label('MERCHANT CASH ADVANCE APPLICATION', 360, 20, 'Helvetica-Bold', 9, '#fff');
  f.label('Fax or e-mail to: submissions@granitestreetcap.com', 360, 34, 'Helvetica', 7, '#e0e0e0');
  let y = 70;
  f.bar('MERCHANT INFORMATION', X, y, W, dark); y += 14;
  f.row(X, y, W, 24, [['Business Legal Name', 340, v.legal()], ['DBA', 192, v.dba()]]); y += 24;
  f.row(X, y, W, 24, [['Physical Address', 232, v.street()], ['City', 140, v.city()], ['State', 60, v.region()], ['Zip', 100, v.postal()]]); y += 24;
  f.row(X, y, W, 24, [['Business Phone', 130, v.phone()], ['Email', 200, v.email0()], ['Website', 202, v.website()]]); y += 24;
  f.row(X, y, W, 24, [['Federal Tax ID', 130, v.taxId(true)], ['Years in Business', 90, v.years()], ['Entity Type', 130, v.entityText()],
    ['# of Employees', 80, v.employees()], ['Monthly Gross Sales', 102, v.sales(mf)]]); y += 24;
  f.row(X, y, W, 24, [['Nature of Business', 200, v.industry()], ['Landlord / Mortgage Holder', 150, v.landlord()],
    ['Landlord Phone', 100, v.landlordPhone()], ['Monthly Rent', 82, v.rent(mf)]]); y += 32;
  f.bar('FUNDING REQUEST', X, y, W, dark); y += 14;
  f.row(X, y, W, 24, [['Amount Requested', 140, v.amount(mf)], ['Desired Payment', 130, v.payment(mf)], ['No. of Payments', 90, v.nPayments()],
    ['Use of Funds', 172, v.use()]]); y += 24;
  f.doc.save().lineWidth(0.6).rect(X, y, W, 20).stroke().restore();
  f.label('Payment Frequency:', X + 4, y + 6, 'Helvetica', 7.5);
  f.checks(['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], X + 90, y + 6, v.freqIndex(), 'Helvetica', 7.5, 18, v.freqVal()); y += 28;
  f.bar('EXISTING ADVANCES / LOANS (list all open positions)', X, y, W, dark); y += 14;
  for (let k = 0; k < 3; k++) {
    f.row(X, y, W, 20, [[k === 0 ? 'Funder / Lender' : '', 260, v.funder(k)], [k === 0 ? 'Current Balance' : '', 136, v.funderBalance(k, 'dollar')],
      [k === 0 ? 'Payment (Daily / Weekly)' : '', 136, v.funderPayment(k, 'cents')]]);
    y += 20;
  }
  y += 8;
  graniteOwner(f, v, 0, y, 'PRINCIPAL OWNER', dark);
  f.label('Page 1 of 2', 280, 760, 'Helvetica', 7, '#555');
  f.page();
  f.label('Granite Street Capital  -  Application (continued)', X, 30, 'Helvetica-Bold', 11, dark);
  y = 52;
  const n = v.m.owners.length;
  for (let i = 1; i < Math.max(2, n); i++) y = graniteOwner(f, v, i, y, n > 1 ? `ADDITIONAL OWNER #${i}` : 'ADDITIONAL OWNER (if any)', dark);
  f.bar('BUSINESS BANK ACCOUNT', X, y, W, dark); y += 14;
  f.row(X, y, W, 24, [['Bank Name', 200, v.bankName()], ['Routing #', 160, v.routing()], ['Account #', 172, v.account()]]); y += 32;
  f.bar('TRADE REFERENCES', X, y, W, dark); y += 14;
  for (let k = 0; k < 2; k++) { f.row(X, y, W, 22, [[`Reference ${k + 1}`, 340, v.ref(k)], ['Phone', 192, v.refPhone(k)]]); y += 22; }
  y += 8;
  f.bar('AUTHORIZATION', X, y, W, dark); y += 18;
  y = f.para(AUTH_US.replaceAll('{B}', 'Granite Street Capital'), X, y, W) + 28;
  for (let i = 0; i < n; i++) { signRow(f, v, i, X, y, W, 'mdy', ['Owner Signature', 'Print Name', 'Date']); y += 32; }
  f.row(X, 712, W, 24, [['ISO / Broker', 200, { text: 'Granite Street Capital' }], ['Rep Name', 180, v.isoRep()], ['Rep Code', 152, { text: `GSC-${r.int(100, 999)}` }]], 'Helvetica', '#888');
  f.label('Page 2 of 2', 280, 760, 'Helvetica', 7, '#555');
}

export const US_LAYOUTS_A: Layout[] = [
  { name: 'us_bluepeak_word', broker: 'BluePeak Funding Group', country: 'US', regions: null, creator: 'Microsoft® Word for Microsoft 365', typedFont: 'Helvetica', draw: bluepeak },
  { name: 'us_granite_grid', broker: 'Granite Street Capital', country: 'US', regions: null, creator: 'Adobe Acrobat Pro (64-bit) 24.1.20643', typedFont: 'Courier', draw: granite },
];
