// Brokers 1-4: Harborline (three sections, underlined rows), Quillstone (dense 7-point barred cells), Maplecrest
// (Alberta, Canada, two pages), Tallgrass (sole proprietor, grey labels and blue values, principal boxes).
import type { Form, Mark } from './canvas.ts';
import type { Merchant } from './merchant.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import { money } from './merchant.ts';
import { F, FREQ_LABEL, bn, bnF, date, dobF, ein, einF, fullName, masked, nameF, pctF, regionF, roleF, scoreF, sin, ssn, ssnF, usd } from './fmt.ts';

export type Layout = (f: Form, m: Merchant, rng: Rng) => void;

/** Label, value on the same line, an underline under the value. */
export function under(f: Form, label: string, v: string, x: number, y: number, w: number, fields = {}, font = 'Helvetica-Bold'): void {
  f.text(label, x, y, { font, size: 8 });
  const lw = f.doc.font(font).fontSize(8).widthOfString(label) + 4;
  f.line(x + lw, y + 9, x + w, y + 9, 0.5);
  f.value(label, v, x + lw + 3, y - 1, w - lw - 3, fields);
}

function bar(f: Form, title: string, y: number, fill: string): void {
  f.rect(36, y, 540, 14, { fill, stroke: 'none' });
  f.text(title.toUpperCase(), 42, y + 3, { font: 'Helvetica-Bold', size: 9, color: '#ffffff' });
}

export function checks(f: Form, key: string, x: number, y: number, opts: [string, boolean, Record<string, unknown>][], mark: Mark, gap = 10): number {
  for (const [label, on, fields] of opts) {
    f.box(`${key}_${label.replace(/\W/g, '')}`, label, x, y, on, mark, on ? fields as Record<string, string> : {});
    f.text(label, x + 11, y + 0.5, { size: 8 });
    x += 11 + f.doc.font('Helvetica').fontSize(8).widthOfString(label) + gap;
  }
  return x;
}

export const harborline: Layout = (f, m, rng) => {
  f.rect(36, 30, 540, 36, { fill: '#0d3b66', stroke: 'none' });
  f.text('HARBORLINE CAPITAL ADVISORS', 46, 40, { font: 'Helvetica-Bold', size: 15, color: '#ffffff' });
  f.text('Small Business Funding Application', 400, 44, { size: 9, color: '#ffffff' });
  bar(f, 'Merchant Information', 80, '#0d3b66');
  under(f, 'Legal Business Name:', m.legal, 36, 102, 330, F('legal_name', m.legal));
  const dba = rng.pick([m.dba, m.dba, '', 'SAME']);
  under(f, 'DBA:', dba, 376, 102, 200, dba && dba !== 'SAME' ? F('trade_name', dba) : {});
  under(f, 'Business Address:', m.addr.street, 36, 122, 250);
  under(f, 'City:', m.addr.city, 292, 122, 130);
  under(f, 'State:', m.addr.region, 428, 122, 60, regionF(m));
  under(f, 'Zip:', m.addr.zip, 494, 122, 82);
  under(f, 'Federal Tax ID:', ein(m), 36, 142, 190, einF(m));
  under(f, 'Date Business Started:', date(m.start, 'mdy'), 232, 142, 190, F('business_start_date', m.start));
  under(f, 'State of Inc.:', m.incState, 428, 142, 148);
  under(f, 'Business Phone:', m.phone, 36, 162, 190);
  under(f, 'Type of Business:', m.industryText, 232, 162, 344, F('industry', m.industryId));
  f.text('Entity Type:', 36, 182, { font: 'Helvetica-Bold' });
  const ent = rng.pick([['Corporation', 'c_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'], ['S Corp', 's_corporation']]);
  checks(f, 'entity', 96, 181, ['Corporation', 'LLC', 'Partnership', 'S Corp', 'Sole Proprietor', 'Non-Profit']
    .map((l) => [l, l === ent[0], F('type_of_entity', ent[1]!)]), 'lines');
  under(f, 'Landlord / Mortgage Co.:', m.landlord, 36, 202, 300);
  under(f, 'Landlord Phone:', m.landlordPhone, 342, 202, 234);
  harborOwners(f, m, rng);
  harborFunding(f, m, rng);
};

function harborOwners(f: Form, m: Merchant, rng: Rng): void {
  bar(f, 'Principal Information', 228, '#0d3b66');
  const scored = rng.chance(0.5);
  m.owners.forEach((o, i) => {
    const y = 250 + i * 66;
    f.text(`Owner ${i + 1}`, 36, y, { font: 'Helvetica-BoldOblique', size: 8, color: '#0d3b66' });
    under(f, 'Name:', fullName(o), 80, y, 230, nameF(i, o));
    under(f, 'Title:', o.title, 316, y, 150, roleF(i, o));
    under(f, 'Ownership %:', `${o.pct}%`, 472, y, 104, pctF(i, o));
    under(f, 'SSN:', ssn(o), 80, y + 20, 150, ssnF(i, o));
    under(f, 'Date of Birth:', date(o.dob, 'mdy'), 236, y + 20, 150, dobF(i, o));
    if (scored) under(f, 'Est. Credit Score:', String(o.score), 392, y + 20, 184, scoreF(i, o));
    under(f, 'Home Address:', `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.zip}`, 80, y + 40, 496);
  });
}

function harborFunding(f: Form, m: Merchant, rng: Rng): void {
  const y = 250 + m.owners.length * 66 + 10;
  bar(f, 'Funding Request', y, '#0d3b66');
  under(f, 'Amount Requested:', usd(m.amount), 36, y + 22, 180, F('requested_amount', m.amount));
  under(f, 'Payment Amount:', usd(m.payment, true), 222, y + 22, 170, F('requested_payment', m.payment));
  under(f, '# of Payments:', String(m.payments), 398, y + 22, 178, F('number_of_payments', m.payments));
  f.text('Payment Frequency:', 36, y + 44, { font: 'Helvetica-Bold' });
  checks(f, 'freq', 126, y + 43, (['daily', 'weekly', 'biweekly', 'monthly'] as const)
    .map((k) => [FREQ_LABEL[k]!, k === m.freq, F('payment_frequency', k)]), 'lines', 16);
  under(f, 'Use of Funds:', rng.pick(['Inventory', 'Equipment', 'Payroll', 'Expansion']), 36, y + 64, 540);
  bar(f, 'Bank Information', y + 90, '#5b7c99');
  under(f, 'Bank Name:', m.bank, 36, y + 112, 200);
  under(f, 'Routing #:', m.routing, 242, y + 112, 160);
  under(f, 'Account #:', m.account, 408, y + 112, 168);
  f.text('By signing below, each owner certifies the information above is true and authorizes Harborline Capital Advisors and its funding partners to obtain credit reports and verify the information.',
    36, y + 140, { size: 7, width: 540 });
  f.line(36, y + 190, 280, y + 190); f.text('Signature', 36, y + 193, { size: 7 });
  f.line(330, y + 190, 576, y + 190); f.text('Date', 330, y + 193, { size: 7 });
  f.text(`Harborline Capital Advisors  |  ISO Rep: ${m.rep}  |  ${m.isoPhone}`, 36, 760, { size: 7, color: '#555555' });
}

type Cell = [string, string, number, Record<string, unknown>?];
/** A row of boxed cells: a tiny label in each cell's corner, its value under it. */
function cells(f: Form, x: number, y: number, h: number, row: Cell[], size = 5.5): void {
  for (const [label, v, w, fields] of row) {
    f.rect(x, y, w, h, { lw: 0.4 });
    f.text(label, x + 2, y + 1.5, { size, color: '#333333' });
    f.value(`${label}_${x}_${y}`, v, x + 3, y + h - 10, w - 4, (fields ?? {}) as Record<string, string>, 7.5);
    x += w;
  }
}

export const quillstone: Layout = (f, m, rng) => {
  f.valueFont = 'Courier';
  f.text('QUILLSTONE FUNDING GROUP  |  MERCHANT APPLICATION  |  Fax (888) 555-0147  |  apps@quillstonefg.example', 30, 28, { font: 'Helvetica-Bold', size: 7 });
  f.line(30, 38, 582, 38, 1.5);
  const ent = rng.pick([['LLC', 'llc'], ['Corp', 'c_corporation'], ['Inc.', 'c_corporation'], ['PLLC', 'pllc'], ['LLP', 'llp']]);
  const dba = rng.pick([m.dba, 'N/A', m.dba]);
  cells(f, 30, 44, 22, [['Business Legal Name', m.legal, 220, F('legal_name', m.legal)], ['DBA', dba, 170, dba === 'N/A' ? {} : F('trade_name', dba)],
    ['Entity', ent[0]!, 62, F('type_of_entity', ent[1]!)], ['FEIN', ein(m), 100, einF(m)]]);
  cells(f, 30, 66, 22, [['Physical Address', m.addr.street, 180], ['City', m.addr.city, 110], ['ST', m.addr.region, 34, regionF(m)],
    ['Zip', m.addr.zip, 56], ['State of Inc.', m.incState, 50], ['Yrs in Bus.', String(m.years), 52], ['# Empl.', String(m.employees), 70]]);
  cells(f, 30, 88, 22, [['Industry / Nature of Business', m.industryText, 200, F('industry', m.industryId)], ['Bus. Phone', m.phone, 100],
    ['Email', m.email, 152], ['Avg Mo. Sales', usd(m.monthlySales), 100]]);
  cells(f, 30, 110, 22, [['Amt Req.', usd(m.amount), 110, F('requested_amount', m.amount)], ['Use of Proceeds', rng.pick(['Working capital', 'Inventory', 'Renovation']), 170],
    ['Landlord', m.landlord, 172], ['Landlord Ph.', m.landlordPhone, 100]]);
  f.text('PRINCIPALS (all owners of 20% or more)', 30, 140, { font: 'Helvetica-Bold', size: 7 });
  const heads: [string, number][] = [['Name', 120], ['Title', 70], ['% Own', 40], ['SSN', 70], ['DOB', 58], ['FICO', 34], ['Home Address', 160]];
  let x = 30;
  for (const [h, w] of heads) { f.rect(x, 150, w, 11, { fill: '#dddddd', lw: 0.4 }); f.text(h, x + 2, 152.5, { size: 6, font: 'Helvetica-Bold' }); x += w; }
  const mask = rng.chance(0.6);
  m.owners.forEach((o, i) => {
    const home = `${o.home.street}, ${o.home.city} ${o.home.region}`;
    cellsRow(f, 161 + i * 14, heads, [[fullName(o), nameF(i, o)], [o.title, roleF(i, o)], [String(o.pct), pctF(i, o)],
      mask ? [masked(o), {}] : [ssn(o), ssnF(i, o)], [date(o.dob, 'mdy2'), dobF(i, o)], [String(o.score), scoreF(i, o)], [home, {}]]);
  });
  quillFunders(f, m, 161 + m.owners.length * 14 + 14);
};

function cellsRow(f: Form, y: number, heads: [string, number][], vals: [string, Record<string, unknown>][]): void {
  let x = 30;
  heads.forEach(([h, w], j) => {
    f.rect(x, y, w, 14, { lw: 0.4 });
    f.value(`${h}_${y}`, vals[j]![0], x + 2, y + 3.5, w - 3, vals[j]![1] as Record<string, string>, 7);
    x += w;
  });
}

function quillFunders(f: Form, m: Merchant, y: number): void {
  f.text('OPEN ADVANCES / LOANS  |  Funder  |  Balance  |  Daily/Wkly Pmt', 30, y, { font: 'Helvetica-Bold', size: 7 });
  m.funders.forEach((fu, i) => cells(f, 30, y + 10 + i * 20, 20, [['Funder', fu.name, 250], ['Balance', usd(fu.balance), 150], ['Pmt', usd(fu.payment), 152]]));
  const yb = y + 56;
  cells(f, 30, yb, 22, [['Bank', m.bank, 200], ['ABA / Routing', m.routing, 150], ['Acct #', m.account, 202]]);
  cells(f, 30, yb + 22, 22, [['Trade Ref. 1', `${m.refs[0]!.name} ${m.refs[0]!.phone}`, 276], ['Trade Ref. 2', `${m.refs[1]!.name} ${m.refs[1]!.phone}`, 276]]);
  f.text('Each undersigned authorizes Quillstone Funding Group and its assigns to obtain consumer and business credit reports, contact references and verify all information herein. | Sig: ____________________ | Date: ________',
    30, yb + 54, { size: 6, width: 552 });
  f.text(`Submitted by ISO: ${m.iso} | Rep: ${m.rep} | ${m.isoPhone}`, 30, 770, { size: 6, color: '#666666' });
}

/** Label above, value on a ruled line below (Maplecrest's Canadian form). */
function stacked(f: Form, label: string, v: string, x: number, y: number, w: number, fields = {}): void {
  f.text(label, x, y, { size: 7, font: 'Times-Roman', color: '#444444' });
  f.value(`${label}_${x}_${y}`, v, x + 2, y + 11, w - 4, fields);
  f.line(x, y + 22, x + w - 6, y + 22, 0.5, '#444444');
}

export const maplecrest: Layout = (f, m, rng) => {
  f.valueFont = 'Times-Roman';
  f.rect(40, 34, 60, 40, { fill: '#b22222', stroke: 'none' });
  f.text('MC', 52, 44, { font: 'Times-Bold', size: 20, color: '#ffffff' });
  f.text('Maplecrest Business Capital Inc.', 110, 38, { font: 'Times-Bold', size: 16 });
  f.text('Application for Business Financing - Alberta & Western Canada', 110, 58, { font: 'Times-Italic', size: 9 });
  f.text('PART A - BUSINESS', 40, 90, { font: 'Times-Bold', size: 10 }); f.line(40, 101, 572, 101, 1);
  stacked(f, 'Business Legal Name (as registered)', m.legal, 40, 108, 300, F('legal_name', m.legal));
  stacked(f, 'Operating Name (O/A)', m.dba, 340, 108, 232, F('trade_name', m.dba));
  stacked(f, 'Business Number (BN) incl. program account', bn(m), 40, 140, 200, bnF(m));
  stacked(f, 'GST/HST Registration No.', `${m.bn} RT0001`, 240, 140, 170);
  stacked(f, 'Date Business Established', date(m.start, rng.pick(['iso', 'long'] as const)), 410, 140, 162, F('business_start_date', m.start));
  stacked(f, 'Street Address', m.addr.street, 40, 172, 220);
  stacked(f, 'City', m.addr.city, 260, 172, 110);
  stacked(f, 'Province', m.addr.region, 370, 172, 70, regionF(m));
  stacked(f, 'Postal Code', m.addr.zip, 440, 172, 132);
  stacked(f, 'Nature of Business', m.industryText, 40, 204, 250, F('industry', m.industryId));
  stacked(f, 'Jurisdiction of Incorporation', m.incState, 290, 204, 130);
  stacked(f, 'Telephone', m.phone, 420, 204, 152);
  f.text('Legal structure:', 40, 240, { font: 'Times-Bold', size: 8 });
  const ent = rng.pick([['Corporation', 'ca_corporation'], ['Partnership', 'general_partnership'], ['ULC', 'ca_ulc']]);
  checks(f, 'structure', 120, 239, ['Corporation', 'Partnership', 'Sole Proprietorship', 'ULC', 'Co-operative']
    .map((l) => [l, l === ent[0], F('type_of_entity', ent[1]!)]), 'check', 14);
  f.text('Premises:', 40, 258, { font: 'Times-Bold', size: 8 });
  const own = rng.chance(0.4);
  checks(f, 'premises', 120, 257, [['Owned', own, {}], ['Leased', !own, {}]], 'glyph', 14);
  stacked(f, 'Landlord / Property Manager', own ? '' : m.landlord, 250, 250, 200);
  stacked(f, 'Monthly Rent (CAD)', own ? '' : `$${money(m.rent)}`, 450, 250, 122);
  f.text('PART B - FINANCING REQUESTED', 40, 290, { font: 'Times-Bold', size: 10 }); f.line(40, 301, 572, 301, 1);
  stacked(f, 'Amount Needed (CAD)', `$${money(m.amount)} CAD`, 40, 308, 180, F('requested_amount', m.amount));
  stacked(f, 'Financial Institution', m.bank, 220, 308, 160);
  stacked(f, 'Transit / Institution / Account', `${m.routing.slice(0, 5)}-${m.routing.slice(5, 8)} ${m.account}`, 380, 308, 192);
  f.text(`Referred by: ${m.iso}, ${m.rep} - ${m.isoPhone}`, 40, 740, { font: 'Times-Italic', size: 8 });
  f.text('Page 1 of 2', 520, 760, { size: 7 });
  f.addPage();
  mapleOwners(f, m);
};

function mapleOwners(f: Form, m: Merchant): void {
  f.text('PART C - SHAREHOLDERS / PROPRIETORS', 40, 40, { font: 'Times-Bold', size: 10 }); f.line(40, 51, 572, 51, 1);
  m.owners.forEach((o, i) => {
    const y = 60 + i * 96;
    f.rect(40, y, 532, 88, { stroke: '#999999' });
    stacked(f, 'Full Name', fullName(o), 46, y + 4, 220, nameF(i, o));
    stacked(f, 'Position', o.title, 266, y + 4, 120, roleF(i, o));
    stacked(f, '% of Shares', `${o.pct}`, 386, y + 4, 80, pctF(i, o));
    stacked(f, 'Date of Birth (YYYY-MM-DD)', o.dob, 466, y + 4, 104, dobF(i, o));
    stacked(f, 'Social Insurance Number (SIN)', sin(o), 46, y + 34, 160, ssnF(i, o, 'CA'));
    stacked(f, 'Residential Address', `${o.home.street}, ${o.home.city} ${o.home.region} ${o.home.zip}`, 206, y + 34, 364);
  });
  const y = 70 + m.owners.length * 96;
  f.text('Consent (PIPEDA): Each undersigned consents to the collection, use and disclosure of personal information, including credit bureau reports, by Maplecrest Business Capital Inc. and its funding partners for the purpose of assessing this application.',
    40, y, { font: 'Times-Roman', size: 8, width: 532 });
  f.line(40, y + 60, 300, y + 60); f.text('Signature', 40, y + 63, { size: 7 });
  f.text('Page 2 of 2', 520, 760, { size: 7 });
}

export const tallgrass: Layout = (f, m, rng) => {
  const o = m.owners[0]!;
  // A sole proprietor signs as the owner; the business's legal name is the owner's own name.
  o.title = rng.pick(['Owner', 'Proprietor', 'Sole Owner']);
  const legal = fullName(o);
  const grey = '#8a8a8a';
  f.valueColor = '#1f4fbf';
  f.text('Tallgrass Merchant Funding', 48, 36, { font: 'Helvetica-Bold', size: 18, color: '#3d6b35' });
  f.text('Revenue-Based Financing Request', 48, 58, { size: 10, color: grey });
  const g = (label: string, v: string, x: number, y: number, w: number, fields = {}): void => {
    f.text(label, x, y, { size: 7.5, color: grey });
    f.value(`${label}_${y}`, v, x, y + 10, w, fields, 10);
    f.line(x, y + 23, x + w, y + 23, 0.4, '#bbbbbb');
  };
  g('Business Legal Name', legal, 48, 86, 250, F('legal_name', legal));
  g('Doing Business As', m.dba, 318, 86, 246, F('trade_name', m.dba));
  g('Tax ID # (SSN if no EIN)', ssn(o), 48, 118, 150, { 'application.business_tax_id': o.ssn, 'application.business_tax_id_type': 'SSN', 'application.business_tax_id_country': 'US' });
  g('Inception Date', date(m.start, 'mdy2'), 218, 118, 100, F('business_start_date', m.start));
  g('Type of Business', m.industryText, 338, 118, 226, F('industry', m.industryId));
  g('Street', m.addr.street, 48, 150, 200);
  g('City', m.addr.city, 268, 150, 140);
  g('State', m.addr.region, 428, 150, 50, regionF(m));
  g('ZIP', m.addr.zip, 498, 150, 66);
  f.text('Ownership form', 48, 184, { size: 7.5, color: grey });
  checks(f, 'form', 120, 183, ['Sole Proprietor', 'LLC', 'Corporation', 'Partnership'].map((l) => [l, l === 'Sole Proprietor', F('type_of_entity', 'sole_proprietorship')]), 'letter', 14);
  f.text('Location', 48, 200, { size: 7.5, color: grey });
  const rent = rng.chance(0.7);
  checks(f, 'loc', 120, 199, [['Own', !rent, {}], ['Rent', rent, {}]], 'letter', 14);
  g('Landlord Name & Phone', rent ? `${m.landlord} ${m.landlordPhone}` : '', 330, 192, 234);
  g('Funding Amount Requested', usd(m.amount), 48, 226, 160, F('requested_amount', m.amount));
  g('Checking Bank', m.bank, 228, 226, 150);
  g('Routing / Account', `${m.routing} / ${m.account}`, 398, 226, 166);
  tallPrincipals(f, m, g);
};

type G = (label: string, v: string, x: number, y: number, w: number, fields?: Record<string, unknown>) => void;
function tallPrincipals(f: Form, m: Merchant, g: G): void {
  for (let i = 0; i < 2; i++) {
    const x = 48 + i * 262, o = m.owners[i];
    f.rect(x, 268, 254, 150, { stroke: '#3d6b35', lw: 1 });
    f.rect(x, 268, 254, 14, { fill: '#3d6b35', stroke: 'none' });
    f.text(`Principal No. ${i + 1}`, x + 6, 271, { font: 'Helvetica-Bold', size: 8, color: '#ffffff' });
    g('Name', o ? fullName(o) : '', x + 6, 288, 240, o ? nameF(i, o) : {});
    g('Title', o ? o.title : '', x + 6, 318, 110, o ? roleF(i, o) : {});
    g('% Owned', o ? `${o.pct}%` : '', x + 130, 318, 110, o ? pctF(i, o) : {});
    g('SSN', o ? ssn(o) : '', x + 6, 348, 110, o ? ssnF(i, o) : {});
    g('DOB', o ? date(o.dob, 'mdy') : '', x + 130, 348, 110, o ? dobF(i, o) : {});
    g('Home Address', o ? `${o.home.street}, ${o.home.city}` : '', x + 6, 378, 240);
  }
  f.text('I authorize Tallgrass Merchant Funding to obtain credit and bank information. Signature: __________________  Date: ________', 48, 440, { size: 8, color: '#8a8a8a' });
  f.text(`Tallgrass Merchant Funding - your advisor: ${m.rep} ${m.isoPhone}`, 48, 760, { size: 7, color: '#8a8a8a' });
}
