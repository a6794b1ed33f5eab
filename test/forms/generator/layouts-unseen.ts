// Six fictional brokers' application forms written from applications.md alone, by an author who read neither the form
// reader nor the other measured sets: the "unseen" set (`forms-accuracy.ts --layouts unseen`). Each differs from the
// development layouts and from the others in the ways real forms do: label wording, where labels sit (right-aligned,
// under the line, above it, numbered questions, shaded cells, inside boxes), owners before the business, a
// continuation page, owners as rows or as columns, yes / no questions, decoys (mailing address, registry numbers,
// rep's notes, brokers, landlords, references, existing funders), masked and blank values, a Canadian form, a
// fillable form whose designer named every field, four owners in a table.
import type { Rng } from '../../statements/generator/prng.ts';
import { MARKS_ALL, MARKS_BLIND } from './canvas.ts';
import type { FormLayout } from './layouts.ts';
import { leaveBlank, type Merchant } from './model.ts';
import { names } from './names.ts';
import { AUTHORISATION, checkRow, heading, ownerBlocks, ownersGrid, ownersTable, PIPEDA, rows, signatures, table, type Cell } from './sections.ts';
import { brokerBox, choice, footer, numberedOwners, optionOf, put, rightRows, type UCell } from './sections-unseen.ts';

const X = 36, W = 540;

/** A bare 9-digit EIN is typed only under a label that says EIN; forms whose label also allows an SSN get dashes. */
function dashedEin(m: Merchant): void {
  if (m.taxIdBare && m.taxIdType === 'EIN') { m.taxIdText = `${m.taxId.slice(0, 2)}-${m.taxId.slice(2)}`; m.taxIdBare = false; }
}

/** A mailing address (a P.O. box, often in another town) on some forms: never the business's state. */
function mailing(m: Merchant, rng: Rng): string {
  if (!rng.chance(0.45)) return '';
  const a = names.address(rng, m.country);
  return `P.O. Box ${rng.int(100, 9999)}, ${a.city}, ${a.stateText} ${a.zip}`;
}

const advanceRows = (m: Merchant) => m.advances.map((a) => [a.funder, a.balance, a.payment]);
const hasAdvances = (m: Merchant) => (m.advances.length ? 0 : 1);

// 1. Juniper: the owner / guarantor first, labels right-aligned beside their lines, the second owner on a
//    continuation page, yes / no history questions (mostly "No"), a mailing address, footer legal text naming others.
const juniper: FormLayout = {
  name: 'juniper_owner_first', broker: 'Juniper Row Funding', country: 'US', pages: 2, maxOwners: 2, unseen: true,
  labelFonts: ['Helvetica', 'Helvetica-Bold'], valueFont: 'Courier', marks: MARKS_ALL,
  prepare(m, rng) {
    leaveBlank(m, rng, { start: 0.12, title: 0.1, credit: 0.3, dob: 0.1 });
    m.extra = { mailing: mailing(m, rng) };
  },
  draw(c, m) {
    const ownerRows = (i: number): UCell[][] => [
      [['Full Name', `owner.${i}.name`, 0.6], ['Title', `owner.${i}.title`, 0.4, 50]],
      [['Ownership %', `owner.${i}.pct`, 0.5], ['Date of Birth', `owner.${i}.dob`, 0.5]],
      [['Social Security #', `owner.${i}.id`, 0.5], ['Est. Credit Score', `owner.${i}.credit`, 0.5]],
      [['Home Address', `owner.${i}.home`, 1]],
      [['Mobile Phone', `owner.${i}.cell`, 0.5], ['Personal E-mail', `owner.${i}.email`, 0.5]],
    ];
    c.text(this.broker, X, 28, { bold: true, size: 16 });
    c.text('Merchant Funding Application', X, 30, { size: 10, width: W, align: 'right' });
    c.text('88 Orchard Street, Suite 410, Hartford, CT 06103  ·  (860) 555-0112  ·  apps@juniperrow.example', X, 48, { size: 7.5, color: '#444' });
    let y = heading(c, 'SECTION A  -  OWNER / GUARANTOR #1', X, 66, W, true) + 2;
    y = rightRows(c, m, y, X, W, ownerRows(0)) + 4;
    y = heading(c, 'SECTION B  -  BUSINESS', X, y, W, true) + 2;
    y = rightRows(c, m, y, X, W, [
      [['Corporate Name', 'legal', 1]],
      [['Trade Name', 'dba', 0.55], ['FEIN', 'tax_id', 0.45, 50]],
      [['Business Inception', 'start', 0.55], ['State of Inc.', 'state_inc', 0.45, 60]],
      [['Street Address', 'street', 1]],
      [['City, State ZIP', 'city_state_zip', 0.6], ['Phone', 'phone', 0.4, 50]],
      [['Mailing Address', 'extra.mailing', 1]],
      [['Industry', 'industry', 0.7], ['Employees', 'employees', 0.3, 60]],
    ]) + 6;
    y = checkRow(c, m, 'entity', 'Entity:', ['Corporation', 'S Corporation', 'LLC', 'Partnership', 'Sole Proprietorship', 'Other:'], X + 40, y,
      { 'S-Corp': 'S Corporation', 'Sole Proprietor': 'Sole Proprietorship' }) + 3;
    y = choice(c, 'own_rent', 'Premises:', ['Own', 'Rent'], m.ownRent === 'Own' ? 0 : 1, X + 40, y) + 2;
    y = rightRows(c, m, y, X, W, [[['Landlord / Mortgagee', 'landlord', 0.6], ['Phone', 'landlord_phone', 0.4, 50]]]) + 6;
    y = heading(c, 'SECTION C  -  FUNDING', X, y, W, true) + 2;
    y = rightRows(c, m, y, X, W, [[['Funding Requested', 'amount', 0.5], ['Use of Funds', 'use', 0.5, 70]]]) + 6;
    // A bi-weekly merchant has no box to tick here: the schedule is then not printed (null).
    checkRow(c, m, 'frequency', 'Preferred remittance:', ['Daily', 'Weekly', 'Monthly'], X + 40, y);
    footer(c, 'Juniper Row Funding is a trade name of Whitcombe Ashdown Holdings, LLC (Delaware). Juniper Row Funding is a broker and does not ' +
      'itself purchase receivables; submitted applications may be presented to Greenline Capital, Torrent Finance or other funders. ' +
      'Questions: compliance officer Beatrix Halloran, (860) 555-0190.', 730);
    c.newPage();
    c.text(`${this.broker}  -  Merchant Funding Application (continued)`, X, 28, { bold: true, size: 10 });
    c.text('Page 2 of 2', X, 28, { size: 8, width: W, align: 'right' });
    y = heading(c, 'SECTION A (continued)  -  ADDITIONAL OWNER / GUARANTOR #2', X, 46, W, true) + 2;
    y = rightRows(c, m, y, X, W, ownerRows(1)) + 6;
    y = heading(c, 'SECTION D  -  HISTORY', X, y, W, true) + 4;
    y = choice(c, 'q.advances', 'Does the business currently have any cash advances or business loans?', ['Yes', 'No'], hasAdvances(m), X, y, undefined, 330);
    y = choice(c, 'q.bankruptcy', 'Has the business or any owner ever filed for bankruptcy?', ['Yes', 'No'], 1, X, y, undefined, 330);
    y = choice(c, 'q.liens', 'Are there any open tax liens or judgments?', ['Yes', 'No'], 1, X, y, undefined, 330) + 2;
    c.text('If yes, list all current advances / loans:', X, y, { size: 7.5 });
    y = table(c, X, y + 10, W, ['Funder / Lender', 'Balance Remaining', 'Payment'], advanceRows(m), 3, 'advances') + 4;
    y = heading(c, 'SECTION E  -  AUTHORIZATION', X, y, W, true) + 2;
    y += c.para(AUTHORISATION, X, y, W) + 10;
    y = signatures(c, m, X, y, W, 2, true) + 10;
    brokerBox(c, m, 'REFERRAL SOURCE (office use)', X, y, 260, ['Company', 'Representative', 'Rep phone']);
    footer(c, 'Notice: the Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of ' +
      'race, color, religion, national origin, sex, marital status or age. Whitcombe Ashdown Holdings, LLC, 1209 Orange St, Wilmington, DE 19801.', 730);
  },
};

// 2. Granary: captions under the lines in a three-column grid, the ISO's box at the top, the business address on one
//    line, years in business only (no start date), a routing number beside the tax ID, four owners in a numbered table.
const granary: FormLayout = {
  name: 'granary_captions_grid', broker: 'Granary Street Capital', country: 'US', pages: 1, maxOwners: 4, unseen: true,
  labelFonts: ['Times-Roman', 'Times-Bold'], valueFont: 'Helvetica',
  prepare(m, rng) { leaveBlank(m, rng, { amount: 0.1, credit: 0.35, pct: 0.15 }); },
  draw(c, m) {
    c.text(this.broker.toUpperCase(), X, 28, { bold: true, size: 15 });
    c.text('Application for Business Funding', X, 47, { size: 10 });
    c.text('Return with the last four months of business bank statements and a copy of a photo ID.', X, 60, { size: 7 });
    brokerBox(c, m, 'SUBMITTED BY (ISO)', 380, 22, 196, ['ISO', 'Agent', 'Agent phone']);
    let y = heading(c, 'Business Information', X, 88, W, false) + 2;
    // Years in business only: the start date is not printed, so the truth has none (a careful reader would not
    // turn "7" into a date).
    y = rows(c, m, y, X, W, [
      [['Name of Business (legal)', 'legal', 0.6], ['Doing Business As', 'dba', 0.4]],
      [['Tax ID / EIN', 'tax_id', 0.3], ['Bank Routing No.', 'routing', 0.3], ['Time in Business (years)', 'years', 0.2], ['Employees', 'employees', 0.2]],
    ], 'below');
    y = gridLine(c, m, y, 'Business Address (Street, City, State, ZIP)');
    y = rows(c, m, y, X, W, [
      [['Type of Entity', 'entity', 0.3], ['Nature of Business', 'industry', 0.4], ['Business Phone', 'phone', 0.3]],
      [['Gross Monthly Sales', 'monthly_sales', 0.3], ['Annual Revenue', 'annual_revenue', 0.4], ['State of Incorporation', 'state_inc', 0.3]],
    ], 'below') + 2;
    y = heading(c, 'Funding Request', X, y, W, false) + 2;
    y = rows(c, m, y, X, W, [[['Funding Amount Requested', 'amount', 0.34], ['Estimated Payment', 'payment', 0.33], ['Number of Payments', 'n_payments', 0.33]]], 'below') + 2;
    y = checkRow(c, m, 'frequency', 'Payment Frequency:', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], X, y) + 1;
    const uses = ['Inventory', 'Equipment purchase', 'Payroll', 'Working capital', 'Expansion', 'Other:'];
    const u = optionOf(uses, m.useOfFunds);
    y = choice(c, 'use', 'Use of Funds:', uses, u, X, y, { text: uses[u] === 'Other:' ? m.useOfFunds : '', width: 80 }) + 4;
    y = heading(c, 'Owners / Officers (list every owner of 20% or more)', X, y, W, false) + 2;
    y = numberedOwners(c, m, X, y, W, [['Owner Name', 'name', 0.25], ['Title', 'title', 0.14], ['Ownership %', 'pct', 0.1], ['SSN', 'id', 0.15],
      ['Date of Birth', 'dob', 0.14], ['Credit Score', 'credit', 0.1], ['Cell Phone', 'cell', 0.12]], 4);
    y = heading(c, 'Trade References', X, y, W, false) + 2;
    y = table(c, X, y, W, ['Supplier', 'Contact Name', 'Phone'], m.refs.map((r) => [r.name, r.contact, r.phone]), 2, 'refs');
    y += c.para(AUTHORISATION, X, y + 2, W) + 12;
    signatures(c, m, X, y, W, 2);
    footer(c, 'Granary Street Capital, 401 N. Michigan Ave, Chicago, IL 60611. Granary Street Capital arranges commercial financing and is not a lender.', 760);
  },
};

/** The business address on one line with its caption under it (Granary). */
function gridLine(c: Parameters<FormLayout['draw']>[0], m: Merchant, y: number, label: string): number {
  c.line(X, y + 14, X + W - 8, y + 14);
  c.text(label, X, y + 16, { size: c.look.labelSize - 1.5, color: '#333' });
  put(c, m, 'addr_line', label, X, y, W - 8, 13);
  return y + 26;
}

// 3. Cardinal: a fillable PDF (picked mostly as fillable) whose designer named every field in a scheme of its own;
//    labels inside the boxes, checked boxes' on-state "On", principals' names split Last / First / MI.
const CARDINAL_NAMES: Record<string, string> = { legal: 'CorpName', dba: 'DBAName', tax_id: 'TIN', street: 'PhysAddr', city: 'PhysCity',
  state: 'PhysState', zip: 'PhysZip', start: 'DateEstablished', industry: 'BusinessType', phone: 'BizPhone', website: 'WebAddr',
  amount: 'AmtRequested', payment: 'PmtDesired', n_payments: 'NumPmts', bank_name: 'BankName', routing: 'ABA', account: 'AcctNo',
  landlord: 'LandlordName', landlord_phone: 'LandlordPh', entity: 'Structure', frequency: 'PmtFreq', own_rent: 'Premises',
  'q.default': 'Q_PriorDefault', 'q.seasonal': 'Q_Seasonal' };
const CARDINAL_OWNER: Record<string, string> = { last: 'LName', first: 'FName', mi: 'MI', title: 'Title', id: 'SSN', dob: 'DOB', pct: 'OwnPct', credit: 'FICO' };

function cardinalName(key: string, option: string | null): string {
  let base = CARDINAL_NAMES[key];
  const o = /^owner\.(\d+)\.(\w+)$/.exec(key);
  if (o) base = `Prin${Number(o[1]) + 1}_${CARDINAL_OWNER[o[2]!] ?? o[2]}`;
  const t = /^(advances|refs)\.(\d+)\.(\d+)$/.exec(key);
  if (t) base = `${t[1] === 'advances' ? 'Bal' : 'TradeRef'}${Number(t[2]) + 1}_${['A', 'B', 'C'][Number(t[3])]}`;
  const s = /^signature\.(\d+)\.(\w+)$/.exec(key);
  if (s) base = `Sig${Number(s[1]) + 1}_${s[2] === 'name' ? 'PrintName' : 'Title'}`;
  base ??= key.replace(/\W+/g, '_');
  return option === null ? base : `${base}_${option.replace(/[^A-Za-z0-9]/g, '') || 'Opt'}`;
}

const cardinal: FormLayout = {
  name: 'cardinal_fillable', broker: 'Cardinal Peak Business Funding', country: 'US', pages: 2, maxOwners: 3, unseen: true,
  labelFonts: ['Helvetica', 'Helvetica-Bold'], valueFont: 'Helvetica', acro: { names: 'random', on: 'On' },
  styles: [['fillable', 8], ['typed', 1], ['handwritten', 1]],
  prepare(m, rng) { dashedEin(m); leaveBlank(m, rng, { start: 0.1, credit: 0.25 }); },
  draw(c, m) {
    c.namer = cardinalName;
    c.text(this.broker, X, 28, { bold: true, size: 15, color: '#8b1a1a' });
    c.text('Small Business Working Capital Application  ·  complete electronically, print, sign', X, 47, { size: 8 });
    let y = heading(c, 'MERCHANT', X, 64, W, true);
    y = rows(c, m, y, X, W, [
      [['Corporate Name', 'legal', 1]],
      [['DBA', 'dba', 0.5], ['Tax ID (EIN or SSN)', 'tax_id', 0.5]],
      [['Physical Address', 'street', 0.5], ['City', 'city', 0.22], ['State', 'state', 0.1], ['Zip', 'zip', 0.18]],
      [['Date Established', 'start', 0.34], ['Industry', 'industry', 0.66]],
      [['Phone', 'phone', 0.5], ['Website', 'website', 0.5]],
    ], 'inline') + 5;
    y = checkRow(c, m, 'entity', 'Structure:', ['Corporation', 'S Corporation', 'LLC', 'Partnership', 'Sole Proprietorship', 'Other'], X, y,
      { 'S-Corp': 'S Corporation', 'Sole Proprietor': 'Sole Proprietorship' }) + 4;
    y = heading(c, 'REQUEST', X, y, W, true);
    y = rows(c, m, y, X, W, [[['Amount Requested', 'amount', 0.34], ['Desired Payment', 'payment', 0.33], ['No. of Payments', 'n_payments', 0.33]]], 'inline') + 5;
    y = checkRow(c, m, 'frequency', 'Payment Frequency:', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], X, y) + 2;
    y = choice(c, 'q.default', 'Has the business ever defaulted on a cash advance?', ['Yes', 'No'], 1, X, y, undefined, 230);
    y = choice(c, 'q.seasonal', 'Is the business seasonal?', ['Yes', 'No'], m.employees % 5 === 0 ? 0 : 1, X, y, undefined, 230) + 2;
    y = heading(c, 'BANKING', X, y, W, true);
    y = rows(c, m, y, X, W, [[['Bank Name', 'bank_name', 0.4], ['Routing No.', 'routing', 0.3], ['Account No.', 'account', 0.3]]], 'inline') + 5;
    y = checkRow(c, m, 'own_rent', 'Premises:', ['Own', 'Rent'], X, y) + 2;
    y = rows(c, m, y, X, W, [[['Landlord', 'landlord', 0.6], ['Landlord Phone', 'landlord_phone', 0.4]]], 'inline') + 6;
    y = heading(c, 'CURRENT BALANCES (other advances / loans)', X, y, W, true);
    y = table(c, X, y, W, ['Funder', 'Balance', 'Payment'], advanceRows(m), 3, 'advances');
    y = heading(c, 'TRADE REFERENCES', X, y, W, true);
    table(c, X, y, W, ['Business', 'Contact', 'Phone'], m.refs.map((r) => [r.name, r.contact, r.phone]), 3, 'refs');
    c.newPage();
    y = heading(c, 'PRINCIPALS (all owners of 20% or more)', X, 40, W, true) + 2;
    y = ownerBlocks(c, m, X, y, W, (i) => `Principal ${i + 1}`, [
      [['Last Name', 'last', 0.36], ['First Name', 'first', 0.3], ['MI', 'mi', 0.08], ['Title', 'title', 0.26]],
      [['SSN', 'id', 0.26], ['DOB', 'dob', 0.24], ['Ownership %', 'pct', 0.24], ['FICO', 'credit', 0.26]],
    ], 3, 'inline') + 4;
    y = heading(c, 'AUTHORIZATION', X, y, W, true) + 2;
    y += c.para(AUTHORISATION, X, y, W) + 10;
    signatures(c, m, X, y, W, 3, true);
    footer(c, 'Cardinal Peak Business Funding  ·  form CPBF-114 rev. 03/2026  ·  Fax (303) 555-0177', 760);
  },
};

// 4. Boreal (Canadian): labels above the lines, numbered sections, BN with program account, a provincial registry
//    number and a mailing address (decoys), own / lease, principals as columns, PIPEDA consent, the referring agent.
const boreal: FormLayout = {
  name: 'boreal_ca_columns', broker: 'Borealis Merchant Capital', country: 'CA', pages: 2, maxOwners: 3, unseen: true,
  labelFonts: ['Times-Roman', 'Times-Bold'], valueFont: 'Courier', marks: MARKS_BLIND,
  prepare(m, rng) {
    leaveBlank(m, rng, { start: 0.1, dob: 0.1 });
    m.extra = { corpno: String(rng.int(1000000, 2999999)), mailing: mailing(m, rng) };
  },
  draw(c, m) {
    c.text(this.broker, X, 28, { bold: true, size: 16 });
    c.text('Business Financing Application  ·  Calgary, AB  ·  1-877-555-0143', X, 47, { size: 8 });
    c.text('CANADA', X, 30, { bold: true, size: 9, width: W, align: 'right' });
    let y = heading(c, '1. BUSINESS IDENTIFICATION', X, 64, W, false) + 2;
    y = rows(c, m, y, X, W, [
      [['Legal Name of Corporation / Business', 'legal', 0.6], ['Operating Name (O/A)', 'dba', 0.4]],
      [['Business Number (BN) with program account, e.g. 123456789 RC0001', 'tax_id', 0.5], ['Provincial Registry / Corp. No.', 'extra.corpno', 0.25],
        ['Date of Incorporation', 'start', 0.25]],
      [['Business Address', 'street', 0.45], ['City', 'city', 0.25], ['Province', 'state', 0.1], ['Postal Code', 'zip', 0.2]],
      [['Mailing Address (if different)', 'extra.mailing', 1]],
      [['Nature of Business', 'industry', 0.5], ['Telephone', 'phone', 0.25], ['Number of Employees', 'employees', 0.25]],
    ], 'above') + 4;
    y = checkRow(c, m, 'entity', 'Legal Structure:', ['Corporation', 'Sole Proprietorship', 'Partnership', 'Other'], X, y) + 2;
    y = checkRow(c, m, 'own_rent', 'Premises:', ['Own', 'Lease'], X, y, { Rent: 'Lease' }) + 2;
    y = rows(c, m, y, X, W, [[['Landlord / Property Manager', 'landlord', 0.6], ['Landlord Telephone', 'landlord_phone', 0.4]]], 'above') + 6;
    y = heading(c, '2. FINANCING REQUESTED', X, y, W, false) + 2;
    y = rows(c, m, y, X, W, [[['Amount Requested (CAD)', 'amount', 0.3], ['Purpose of Financing', 'use', 0.4], ['Average Monthly Sales', 'monthly_sales', 0.3]]], 'above') + 6;
    y = heading(c, '3. BANKING', X, y, W, false) + 2;
    y = rows(c, m, y, X, W, [[['Financial Institution', 'bank_name', 0.4], ['Transit / Institution No.', 'routing', 0.3], ['Account No.', 'account', 0.3]]], 'above') + 6;
    y = heading(c, '4. EXISTING FINANCING (merchant cash advances, loans)', X, y, W, false) + 2;
    table(c, X, y, W, ['Lender / Funder', 'Balance Owing', 'Payment'], advanceRows(m), 3, 'advances');
    c.newPage();
    y = heading(c, '5. PRINCIPALS (each owner of 20% or more)', X, 40, W, false) + 4;
    y = ownersGrid(c, m, X, y, W, [['Full Legal Name', 'name'], ['Position', 'title'], ['Ownership %', 'pct'], ['SIN', 'id'], ['Date of Birth', 'dob'],
      ['Residential Address', 'home'], ['Cell', 'cell']], 3, (i) => `Principal ${i + 1}`, 100) + 6;
    y += c.para(PIPEDA, X, y, W) + 8;
    y += c.para(AUTHORISATION, X, y, W) + 10;
    y = signatures(c, m, X, y, W, 3, true) + 10;
    brokerBox(c, m, 'REFERRING AGENT', X, y, 280, ['Agency', 'Agent', 'Telephone']);
    footer(c, 'Borealis Merchant Capital is a business name of 2214087 Alberta Ltd. Personal information is handled by our privacy officer, ' +
      'Margaux Ellery, privacy@borealis.example.', 760);
  },
};

// 5. Lighthouse: a typewriter-style questionnaire with numbered questions on dotted leaders, bracket checkboxes, the
//    owner's name as "Last, First", yes / no questions, the second owner on page 2, references, a referrer.
const lighthouse: FormLayout = {
  name: 'lighthouse_questionnaire', broker: 'Lighthouse Point Funding', country: 'US', pages: 2, maxOwners: 2, unseen: true,
  labelFonts: ['Courier', 'Courier-Bold'], valueFont: 'Helvetica', marks: ['letter_x', 'drawn_x', 'filled_square'],
  prepare(m, rng) {
    dashedEin(m);
    leaveBlank(m, rng, { title: 0.15, start: 0.1 });
    // "Last, First" as the label asks; a middle initial follows the first name and is no part of it (applications.md).
    for (const o of m.owners) o.printed = `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}`;
  },
  draw(c, m) {
    c.checkShape = 'brackets';
    const ownerQs = (i: number, n: number): Cell[][] => [
      [[`${n}. Owner's name (Last, First):`, `owner.${i}.name`, 0.62], [`${n + 1}. Title:`, `owner.${i}.title`, 0.38]],
      [[`${n + 2}. Percent owned:`, `owner.${i}.pct`, 0.3], [`${n + 3}. Soc. Sec. No.:`, `owner.${i}.id`, 0.36], [`${n + 4}. Birth date:`, `owner.${i}.dob`, 0.34]],
      [[`${n + 5}. Home address:`, `owner.${i}.home`, 1]],
    ];
    c.text('LIGHTHOUSE POINT FUNDING', X, 28, { bold: true, size: 13 });
    c.text('BUSINESS CASH ADVANCE QUESTIONNAIRE - PLEASE TYPE OR PRINT', X, 44, { size: 8 });
    let y = heading(c, 'PART I - THE BUSINESS', X, 60, W, false) + 2;
    y = dotted(c, m, y, [
      [['1. Legal name of business:', 'legal', 1]],
      [['2. Trade name (d/b/a), if any:', 'dba', 1]],
      [['3. FEIN (or owner SSN):', 'tax_id', 0.55], ['4. Date business began:', 'start', 0.45]],
      [['5. State organized in:', 'state_inc', 0.4], ['6. Business phone:', 'phone', 0.6]],
      [['7. Street address:', 'street', 1]],
      [['8. City / State / ZIP:', 'city_state_zip', 1]],
      [['9. Describe the business:', 'industry', 1]],
    ]) + 3;
    y = checkRow(c, m, 'entity', '10. Organized as:', ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'Other:'], X, y) + 2;
    y = choice(c, 'own_rent', '11. Premises are:', ['Owned', 'Rented'], m.ownRent === 'Own' ? 0 : 1, X, y) + 1;
    y = dotted(c, m, y, [[['12. Landlord:', 'landlord', 0.6], ['Phone:', 'landlord_phone', 0.4]]]) + 3;
    y = heading(c, 'PART II - THE REQUEST', X, y, W, false) + 2;
    y = dotted(c, m, y, [[['13. Amount of funding requested:', 'amount', 0.58], ['14. Avg. monthly sales:', 'monthly_sales', 0.42]]]) + 3;
    const uses = ['Inventory', 'Equipment purchase', 'Payroll', 'Working capital', 'Other:'];
    const u = optionOf(uses, m.useOfFunds);
    y = choice(c, 'use', '15. Use of funds:', uses, u, X, y, { text: uses[u] === 'Other:' ? m.useOfFunds : '', width: 70 }) + 2;
    y = choice(c, 'q.advances', '16. Any open cash advances or loans?', ['Yes', 'No'], hasAdvances(m), X, y) + 1;
    c.text('If yes, list each:', X + 20, y, { size: 7 });
    y = table(c, X + 20, y + 9, W - 20, ['Funder', 'Balance', 'Payment'], advanceRows(m), 3, 'advances');
    y = choice(c, 'q.bankruptcy', '17. Bankruptcy in the last 7 years (business or owner)?', ['Yes', 'No'], 1, X, y);
    y = choice(c, 'q.liens', '18. Any tax liens, judgments or lawsuits?', ['Yes', 'No'], 1, X, y) + 3;
    y = heading(c, 'PART III - OWNER', X, y, W, false) + 2;
    dotted(c, m, y, ownerQs(0, 19));
    footer(c, 'Lighthouse Point Funding is a trade name of Castellane Marsh Partners, LLC. Funding, if approved, is provided by an unaffiliated ' +
      'purchaser of future receivables such as Mainstreet Receivables or Apex Daily Funding; the purchaser, not Castellane Marsh Partners, ' +
      'decides. Complaints: Ignatius Vorhees, Compliance, 55 Harbor Way, Portland, ME 04101.', 736);
    c.newPage();
    y = heading(c, 'PART III (continued) - SECOND OWNER, IF ANY', X, 40, W, false) + 2;
    y = dotted(c, m, y, ownerQs(1, 25)) + 6;
    y = heading(c, 'PART IV - TRADE REFERENCES', X, y, W, false) + 2;
    y = table(c, X, y, W, ['Company', 'Contact', 'Telephone'], m.refs.map((r) => [r.name, r.contact, r.phone]), 3, 'refs');
    y = heading(c, 'PART V - BUSINESS BANK ACCOUNT', X, y, W, false) + 2;
    y = dotted(c, m, y, [[['31. Bank:', 'bank_name', 0.4], ['32. ABA no.:', 'routing', 0.3], ['33. Acct no.:', 'account', 0.3]]]) + 6;
    y = heading(c, 'PART VI - CERTIFICATION', X, y, W, false) + 2;
    y += c.para(AUTHORISATION, X, y, W) + 10;
    y = signatures(c, m, X, y, W, 2, true) + 8;
    dotted(c, m, y, [[['Referred by:', 'iso_name', 0.5], ['Referrer phone:', 'iso_phone', 0.5]]]);
    footer(c, 'LPF-Q7 (2025). Castellane Marsh Partners, LLC  ·  55 Harbor Way, Portland, ME 04101.', 760);
  },
};

function dotted(c: Parameters<FormLayout['draw']>[0], m: Merchant, y: number, list: Cell[][]): number {
  return rows(c, m, y, X, W, list, 'dots');
}

// 6. Sable: an ISO's deal submission sheet: the submitting ISO first, shaded label cells in two side-by-side columns,
//    a contact person for the deal, the schedule as free text, owners as rows with split names, declared open
//    positions, the rep's notes naming other people.
const sable: FormLayout = {
  name: 'sable_deal_sheet', broker: 'Sable & Finch Capital', country: 'US', pages: 1, maxOwners: 2, unseen: true,
  labelFonts: ['Helvetica', 'Helvetica-Bold'], valueFont: 'Helvetica', marks: MARKS_BLIND,
  prepare(m, rng) {
    dashedEin(m);
    leaveBlank(m, rng, { credit: 0.2, dob: 0.15 });
    let contact = names.fullName(rng);
    while (m.owners.some((o) => contact === `${o.first} ${o.last}`)) contact = names.fullName(rng);
    m.contactPerson = contact;
    const ref = m.refs[0]!;
    m.extra = { factor: rng.pick(['1.29', '1.35', '1.38', '1.42', '1.45']),
      notes: `Spoke with ${contact} (office manager). Landlord ${m.landlord.name} confirmed lease. Supplier ref ${ref.contact} at ${ref.name}.` };
  },
  draw(c, m) {
    c.checkShape = 'circle';
    c.text('SABLE & FINCH CAPITAL', X, 26, { bold: true, size: 14 });
    c.text('ISO DEAL SUBMISSION SHEET', X, 28, { bold: true, size: 10, width: W, align: 'right' });
    c.text('Submit to deals@sablefinch.example with 4 months of statements. Incomplete sheets are returned.', X, 42, { size: 7 });
    let y = heading(c, 'SUBMITTING ISO', X, 54, W, true);
    y = rows(c, m, y, X, W, [[['ISO Company', 'iso_company', 0.4], ['Rep Name', 'iso_name', 0.3], ['Rep Phone', 'iso_phone', 0.3]]], 'cells') + 6;
    y = heading(c, 'MERCHANT', X, y, W, true);
    const half = W / 2 - 4;
    const yl = rows(c, m, y, X, half, [[['Business Legal Name', 'legal', 1]], [['DBA', 'dba', 1]], [['Federal Tax ID', 'tax_id', 1]],
      [['Entity Type', 'entity', 1]], [['Business Start Date', 'start', 1]], [['Industry', 'industry', 1]]], 'cells');
    const yr = rows(c, m, y, X + half + 8, half, [[['Address', 'street', 1]], [['City', 'city', 1]], [['State', 'state', 1]], [['Zip', 'zip', 1]],
      [['Business Phone', 'phone', 1]], [['Email', 'email', 1]]], 'cells');
    y = Math.max(yl, yr) + 4;
    y = rows(c, m, y, X, W, [[['Contact for this deal', 'contact', 0.5], ['Own / Rent', 'own_rent', 0.25], ['Employees', 'employees', 0.25]]], 'cells') + 6;
    y = heading(c, 'DEAL', X, y, W, true);
    y = rows(c, m, y, X, W, [
      [['Requested Amount', 'amount', 0.34], ['Payment', 'payment', 0.33], ['# of Payments', 'n_payments', 0.33]],
      [['Frequency', 'frequency', 0.34], ['Factor Rate', 'extra.factor', 0.33], ['Avg Monthly Deposits', 'monthly_sales', 0.33]],
    ], 'cells') + 6;
    y = heading(c, 'OWNERSHIP', X, y, W, true);
    y = ownersTable(c, m, X, y, W, [['Last Name', 'last', 0.17], ['First Name', 'first', 0.15], ['Title', 'title', 0.14], ['% Own', 'pct', 0.08],
      ['SSN', 'id', 0.15], ['DOB', 'dob', 0.13], ['FICO', 'credit', 0.08], ['Cell', 'cell', 0.1]], 2);
    y = heading(c, 'OPEN POSITIONS (as stated by merchant)', X, y + 2, W, true);
    y = table(c, X, y, W, ['Funder', 'Balance', 'Payment'], advanceRows(m), 3, 'advances');
    y = heading(c, 'REP NOTES', X, y + 2, W, true);
    c.rect(X, y, W, 24);
    put(c, m, 'extra.notes', 'Rep notes', X + 2, y + 4, W - 4, 16);
    y += 32;
    y = choice(c, 'q.stacking', 'Merchant is aware additional positions may affect approval:', ['Yes', 'No'], 0, X, y, undefined, 270) + 4;
    y += c.para(AUTHORISATION, X, y, W) + 10;
    signatures(c, m, X, y, W, 2);
    footer(c, 'Sable & Finch Capital, LLC  ·  ISO partners only  ·  Underwriting: Rosalind Achterberg, (646) 555-0163.', 762);
  },
};

/** The unseen set (layouts-unseen.ts): never read while working on the form reader. */
export const UNSEEN_LAYOUTS: readonly FormLayout[] = [juniper, granary, cardinal, boreal, lighthouse, sable];
