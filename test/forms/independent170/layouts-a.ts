// Two one-page US broker forms: Keystone Bridge Capital (a boxed grid under a navy band) and Cardinal Funding
// Solutions (a "quick app" of column tables: labels in a grey header row, values in the row under it).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant, V } from './data.ts';
import { type Sheet, W } from './page.ts';

export interface Layout { name: string; broker: string; country: 'US' | 'CA'; typedFont: string; draw(s: Sheet, m: Merchant, r: Rng): void }

export const ent = (text: string, id: string): V => ({ text, fields: { 'application.type_of_entity': id } });
export const FREQ_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
const FREE_ENTITY: Record<string, string[]> = {
  llc: ['LLC', 'L.L.C.', 'Limited Liability Co.'], c_corporation: ['Inc', 'Corp.', 'C Corp', 'Corporation'], s_corporation: ['S Corp', 'S-Corp'],
  sole_proprietorship: ['Sole Prop', 'Sole Proprietor'], general_partnership: ['Partnership', 'GP'], pllc: ['PLLC'], llp: ['LLP'],
};
export const freeEntity = (r: Rng, id: string): V => ent(r.pick(FREE_ENTITY[id] ?? [id.toUpperCase()]), id);
export const taxLabel = (m: Merchant, us: string[]): string => m.taxLabelKind === 'SSN' ? 'Fed Tax ID / SSN' : m.taxLabelKind === 'BN' ? 'Business Number (BN)' : us[0]!;
const signedOn = (r: Rng) => `0${r.int(4, 6)}/${r.int(10, 28)}/2025`;

/** A bordered cell with a small label in its top left and the value under it. */
function cell(s: Sheet, key: string, label: string, v: V | string | null | undefined, x: number, y: number, w: number, h = 24): void {
  s.rect(x, y, w, h, { lw: 0.5, stroke: '#33415c' });
  s.label(label.toUpperCase(), x + 2.5, y + 2.5, { size: 5.6, color: '#33415c' });
  s.value(key, v, x + 4, y + 11, w - 7, { size: 9, label });
}
function bar(s: Sheet, title: string, y: number, color: string): void {
  s.rect(36, y, W - 72, 13, { fill: color });
  s.label(title, 42, y + 3, { size: 8, font: 'Helvetica-Bold', color: '#ffffff' });
}
const AUTH = 'By signing below, each of the above listed business and business owner/officer (individually and collectively, "you") ' +
  'authorize {B} and each of its representatives, successors, assigns and designees ("Recipients") that may be involved with or acquire ' +
  'commercial loans or merchant cash advances to obtain consumer or personal, business and investigative reports and other information ' +
  'about you, including credit card processor statements and bank statements, from one or more consumer reporting agencies and from other ' +
  'credit bureaus, banks, creditors and other third parties. You also authorize {B} to transmit this application form, along with any of ' +
  'the foregoing information obtained in connection with this application, to any or all of the Recipients for the foregoing purposes.';

export const KEYSTONE: Layout = {
  name: 'keystone-grid', broker: 'Keystone Bridge Capital', country: 'US', typedFont: 'Helvetica',
  draw(s, m, r) {
    const navy = '#1d2d50';
    s.rect(0, 0, W, 62, { fill: navy });
    s.rect(36, 14, 34, 34, { fill: '#f2b134' });
    s.label('KB', 42, 24, { size: 15, font: 'Helvetica-Bold', color: navy });
    s.label('KEYSTONE BRIDGE CAPITAL', 80, 17, { size: 16, font: 'Helvetica-Bold', color: '#ffffff' });
    s.label('Business Funding Application  |  apply@keystonebridgecap.com  |  (888) 410-2270', 80, 38, { size: 7.5, color: '#c9d3e6' });
    s.label('Rep: ' + m.iso.name, 470, 40, { size: 7.5, color: '#ffffff' });
    let y = 74;
    bar(s, 'BUSINESS INFORMATION', y, navy); y += 15;
    cell(s, 'legal', 'Corporate name', m.legal, 36, y, 320);
    cell(s, 'dba', 'Business DBA', m.dba, 356, y, 220); y += 24;
    cell(s, 'street', 'Physical address (no P.O. box)', m.street, 36, y, 250);
    cell(s, 'city', 'City', m.city, 286, y, 130);
    cell(s, 'state', 'State', m.state, 416, y, 60);
    cell(s, 'zip', 'Zip', m.zip, 476, y, 100); y += 24;
    const tl = taxLabel(m, [m.tax.text.includes('-') ? 'Federal Tax ID #' : 'Federal Tax ID # (EIN)']);
    cell(s, 'tax', tl, m.tax, 36, y, 130);
    cell(s, 'start', r.pick(['Date business started', 'Business start date', 'Date established']), m.start, 166, y, 120);
    cell(s, 'entity', 'Entity type', freeEntity(r, m.entity), 286, y, 130);
    cell(s, 'inc', 'State of Inc.', m.stateOfInc, 416, y, 60);
    cell(s, 'yrs', 'Yrs in bus.', m.years, 476, y, 100); y += 24;
    cell(s, 'phone', 'Business phone', m.phone, 36, y, 130);
    cell(s, 'email', 'Business e-mail', m.email, 166, y, 170);
    cell(s, 'ind', 'Type of business', m.industry, 336, y, 240); y += 24;
    cell(s, 'own', 'Own / Rent', m.own, 36, y, 70);
    cell(s, 'landlord', 'Landlord / mortgage co.', m.landlord.name, 106, y, 200);
    cell(s, 'llphone', 'Landlord phone', m.landlord.phone, 306, y, 130);
    cell(s, 'rent', 'Monthly rent / mtg', m.landlord.rent, 436, y, 140); y += 32;
    bar(s, 'OWNER / OFFICER INFORMATION', y, navy); y += 15;
    for (const [i, o] of m.owners.entries()) {
      cell(s, `o${i}name`, `Owner ${i + 1} full name`, o.full, 36, y, 250);
      cell(s, `o${i}title`, 'Title', o.title, 286, y, 130);
      cell(s, `o${i}own`, '% Owned', o.own, 416, y, 60);
      cell(s, `o${i}score`, 'Credit score (est.)', o.score?.text ? o.score : null, 476, y, 100); y += 24;
      cell(s, `o${i}ssn`, 'SSN', o.tax, 36, y, 130);
      cell(s, `o${i}dob`, 'Date of birth', o.dob, 166, y, 120);
      cell(s, `o${i}home`, 'Home address', o.home, 286, y, 150);
      cell(s, `o${i}hcity`, 'City, State, Zip', o.homeCity, 436, y, 140); y += 24;
      cell(s, `o${i}cell`, 'Cell phone', o.cell, 36, y, 130);
      cell(s, `o${i}email`, 'E-mail', o.email, 166, y, 270);
      cell(s, `o${i}hown`, 'Home: own / rent', r.pick(['Own', 'Rent']), 436, y, 140); y += 30;
    }
    bar(s, 'FUNDING REQUEST', y, navy); y += 15;
    cell(s, 'amt', 'Amt requested', m.amount, 36, y, 130);
    cell(s, 'use', 'Use of funds', m.useOfFunds, 166, y, 170);
    cell(s, 'sales', 'Avg monthly sales', m.monthlySales, 336, y, 120);
    cell(s, 'annual', 'Gross annual sales', m.annualRevenue, 456, y, 120); y += 24;
    cell(s, 'bank', 'Business bank', m.bank.name, 36, y, 130);
    cell(s, 'routing', 'Routing #', m.bank.routing, 166, y, 170);
    cell(s, 'acct', 'Account #', m.bank.account, 336, y, 240); y += 24;
    const f = m.funders[0];
    cell(s, 'funder', 'Open advance with (if any)', f?.name, 36, y, 300);
    cell(s, 'fbal', 'Approx. balance', f?.balance, 336, y, 120);
    cell(s, 'fpay', 'Payment', f?.payment, 456, y, 120); y += 32;
    s.label(AUTH.replace(/\{B\}/g, 'Keystone Bridge Capital'), 36, y, { size: 6, width: W - 72, align: 'justify' });
    y += 72;
    for (const [i, o] of m.owners.entries()) {
      const x = 36 + i * 280;
      s.line(x, y + 22, x + 170, y + 22);
      s.label(`Signature, owner ${i + 1}`, x, y + 25, { size: 6.5 });
      s.value(`o${i}signed`, signedOn(r), x + 185, y + 10, 70, { size: 8 });
      s.line(x + 180, y + 22, x + 255, y + 22);
      s.label('Date', x + 180, y + 25, { size: 6.5 });
      s.value(`o${i}sig`, { text: o.full.text.replace(/, [A-Z]{2,3}$/, '').replace(/^(.*), (.*)$/, '$2 $1'), fields: o.full.fields }, x + 6, y + 4, 150, { size: 10, label: 'Print name' });
    }
  },
};

export const CARDINAL: Layout = {
  name: 'cardinal-quickapp', broker: 'Cardinal Funding Solutions', country: 'US', typedFont: 'Courier',
  draw(s, m, r) {
    const red = '#a4161a';
    s.rect(30, 24, W - 60, 44, { fill: red });
    s.label('Cardinal', 42, 30, { size: 22, font: 'Helvetica-BoldOblique', color: '#ffffff' });
    s.label('FUNDING SOLUTIONS', 44, 54, { size: 7, font: 'Helvetica-Bold', color: '#ffd6d6' });
    s.label('QUICK APP  -  Merchant Cash Advance / Business Loan', 300, 32, { size: 10, font: 'Helvetica-Bold', color: '#ffffff' });
    s.label('ISO / Rep:', 300, 72, { size: 7 });
    s.value('isorep', `${m.iso.name} - Rep ID ${r.int(1000, 9999)}`, 338, 71, 140, { size: 7.5 });
    s.label('Tel:', 484, 72, { size: 7 });
    s.value('isophone', m.iso.phone, 500, 71, 82, { size: 7.5 });
    let y = 86;
    /** A column table: grey header row of labels over one row of values (or several rows). */
    const table = (title: string | null, cols: [string, number][], rows: (V | string | null | undefined)[][], keys: string[]) => {
      if (title) { s.label(title, 30, y, { size: 8.5, font: 'Helvetica-Bold', color: red }); y += 11; }
      let x = 30;
      for (const [lab, w] of cols) { s.rect(x, y, w, 11, { fill: '#e4e4e4', stroke: '#777777' }); s.label(lab, x + 3, y + 3, { size: 6.2, font: 'Helvetica-Bold' }); x += w; }
      y += 11;
      for (const [ri, row] of rows.entries()) {
        x = 30;
        for (const [ci, [lab, w]] of cols.entries()) {
          s.rect(x, y, w, 17, { stroke: '#777777' });
          s.value(`${keys[ci]}${rows.length > 1 ? ri : ''}`, row[ci], x + 3, y + 5, w - 6, { size: 8.5, label: lab });
          x += w;
        }
        y += 17;
      }
      y += 6;
    };
    const tl = taxLabel(m, [m.tax.text.includes('-') ? 'Federal Tax ID' : 'FEIN (EIN)']);
    table('BUSINESS INFORMATION', [['Legal Entity Name', 300], ['DBA', 252]], [[m.legal, m.dba]], ['legal', 'dba']);
    table(null, [['Legal Entity', 92], [tl, 100], ['Inception Date', 90], ['Industry', 150], ['Bank', 120]],
      [[freeEntity(r, m.entity), m.tax, m.start, m.industry, m.bank.name]], ['entity', 'tax', 'start', 'ind', 'bank']);
    table(null, [['ABA Routing', 110], ['Acct #', 130], ['Business Phone', 110], ['Email', 202]],
      [[m.bank.routing, m.bank.account, m.phone, m.email]], ['routing', 'acct', 'phone', 'email']);
    table(null, [['Street Address', 232], ['City', 140], ['ST', 50], ['Zip', 70], ['Own/Rent', 60]],
      [[m.street, m.city, m.state, m.zip, m.own]], ['street', 'city', 'state', 'zip', 'own']);
    table(null, [['Landlord / Mortgage Holder', 232], ['Landlord Phone', 140], ['Monthly Rent', 120], ['Employees', 60]],
      [[m.landlord.name, m.landlord.phone, m.landlord.rent, m.employees]], ['landlord', 'llphone', 'rent', 'emp']);
    table('FUNDING REQUEST', [['Amt Requested', 120], ['Desired Payment', 110], ['# of Pmts', 70], ['Frequency', 90], ['Use of Funds', 162]],
      [[m.amount, m.payment, m.nPayments, { text: FREQ_LABEL[m.freq]!, fields: { 'application.payment_frequency': m.freq } }, m.useOfFunds]],
      ['amt', 'pay', 'npay', 'freq', 'use']);
    table(null, [['Avg Monthly Deposits', 140], ['Annual Revenue', 140], ['Avg Daily Balance', 140], ['# NSFs (3 mo)', 132]],
      [[m.monthlySales, m.annualRevenue, `$${r.int(2, 40)},${r.int(101, 999)}`, String(r.int(0, 4))]], ['sales', 'annual', 'adb', 'nsf']);
    const fr = m.funders.length ? m.funders : [null];
    table('CURRENT MCA / LOAN BALANCES', [['Funder', 232], ['Balance', 160], ['Daily / Weekly Pmt', 160]],
      fr.map((f) => [f?.name ?? 'None', f?.balance, f?.payment]), ['funder', 'fbal', 'fpay']);
    table('OWNER / OFFICER INFORMATION', [['Name', 150], ['Title', 82], ['% Owned', 50], ['SSN', 80], ['DOB', 80], ['FICO', 40], ['Cell', 70]],
      m.owners.map((o) => [o.full, o.title, o.own, o.tax, o.dob, o.score, o.cell]), ['oname', 'otitle', 'oown', 'ossn', 'odob', 'oscore', 'ocell']);
    table(null, [['Owner Home Address', 280], ['City / State / Zip', 272]], m.owners.map((o) => [o.home, o.homeCity]), ['ohome', 'ohcity']);
    table('TRADE REFERENCES', [['Company', 232], ['Contact', 160], ['Phone', 160]], m.refs.map((t) => [t.name, t.contact, t.phone]), ['ref', 'refc', 'refp']);
    s.label(AUTH.replace(/\{B\}/g, 'Cardinal Funding Solutions LLC'), 30, y, { size: 5.8, width: W - 60 });
    y += 52;
    for (const [i] of m.owners.entries()) {
      const x = 30 + i * 280;
      s.line(x, y + 14, x + 180, y + 14);
      s.label(`Owner ${i + 1} signature`, x, y + 17, { size: 6 });
      s.label('Date:', x + 188, y + 6, { size: 6.5 });
      s.value(`sigdate${i}`, signedOn(r), x + 208, y + 3, 60, { size: 8 });
    }
  },
};
