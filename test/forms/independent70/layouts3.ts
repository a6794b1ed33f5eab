// Layouts 5-7: Palmetto (SC), Red Dirt (OK), Ozark (AR).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './data.ts';
import { render, type Block } from './engine.ts';
import { decoys, texts, type OwnerText } from './parts.ts';
import type { F, Sheet, Theme } from './sheet.ts';
import { entityChoice, ownerAt, ssnKey } from './layouts1.ts';

const f = (label: string, key: string, text: string, w = 1, chars?: number): F => ({ label, key, text, w, ...(chars ? { chars } : {}) });

// 5. Palmetto Working Capital, Charleston SC: portrait, three columns, small Times labels inside boxes, payment terms.
export function palmetto(s: Sheet, m: Merchant, r: Rng): void {
  const t = texts(r, m), d = decoys(r), green = '#24523a';
  s.label('Palmetto', 22, 12, 19, { font: 'Times-Bold', color: green });
  s.label('WORKING CAPITAL', 24, 33, 6.5, { font: 'Helvetica-Bold', color: '#7a6a3a' });
  s.label('One-Page Funding Application', 360, 13, 11, { font: 'Times-Italic', width: 230, align: 'right' });
  s.label('68 Meeting St. Charleston, SC 29401 | Ph (843) 555-0163 | funding@palmettowc.com', 300, 29, 6, { width: 290, align: 'right' });
  s.line(22, 43, s.width - 22, 43, 0.6, green);
  const th: Theme = { place: 'inside', labelFont: 'Times-Roman', labelSize: 6, valueSize: 8, rule: '#556b5e', shade: '#edf3ee', caps: false };
  const owner = (i: number, o: OwnerText): Block => ({ kind: 'rows', title: `Owner ${i + 1}`, rows: [[f('Owner name', `a${i}.name`, o.name)],
    [f('Title', `a${i}.title`, o.title), f('% ownership', `a${i}.pct`, o.pct, 0.8)], [f('SSN', ssnKey(i, o), o.ssn), f('Date of birth', `a${i}.dob`, o.dob)],
    [f('Home address', 'decoy.home', o.home)], [f('Cell phone', 'ctx.cell', o.cell), f('Est. FICO', `a${i}.credit`, o.credit, 0.6)]] });
  render(s, { theme: th, rowH: 21, titleStyle: 'plain', accent: green, margin: 22, top: 50, colGap: 7, authSize: 5.7, signDate: d.signDate,
    columns: [
      [{ kind: 'rows', title: 'The Business', rows: [[f('Business legal name', 'legal_name', t.legal)], [f('Doing business as', 'trade_name', t.dba)],
        [f('Type of entity', 'entity', t.entity), f('Tax ID (EIN)', 'tax_id', t.tax, 1.1)], [f('Business start date', 'start', t.start), f('Incorporated in', 'decoy.inc_state', m.incState, 0.8)],
        [f('Describe the business', 'industry', t.industry)], [f('Location address', 'ctx.street', t.street)],
        [f('City', 'ctx.city', t.city, 1.5), f('State', 'state', t.state, 0.6), f('ZIP', 'ctx.zip', t.zip, 0.8)], [f('Phone', 'ctx.phone', t.phone), f('Website', 'ctx.web', t.web)]] }],
      [owner(0, ownerAt(t.owners, 0)), owner(1, ownerAt(t.owners, 1))],
      [{ kind: 'rows', title: 'Request', rows: [[f('Amount requested', 'amount', t.amount)], [f('Proposed payment', 'payment', t.payment), f('No. of payments', 'n_payments', t.nPay, 0.8)],
        [f('Payment schedule', 'freq', t.freq), f('Purpose', 'ctx.use', t.use)], [f('Monthly gross sales', 'ctx.sales', t.sales)]] },
        { kind: 'rows', title: 'Property & Broker', rows: [[f('Landlord', 'decoy.landlord', d.landlord)], [f('Landlord phone', 'decoy.landlord_phone', d.landlordPhone), f('Rent', 'decoy.rent', d.rent, 0.7)],
          [f('Referring ISO rep', 'decoy.rep', d.rep)], [f('Rep phone', 'decoy.rep_phone', d.repPhone)]] }]],
    auth: 'Authorization. The undersigned merchant and principal(s) certify that all information herein is true and correct and authorize Palmetto Working Capital and any funder to which this application is submitted to obtain credit reports, to verify references and deposit accounts, and to retain this application whether or not funding is provided.',
    signWords: ['Signature of owner', 'Print name', 'Title', 'Date'], owners: t.owners, footer: 'PWC 1PG 08/2023  |  Page 1 of 1' });
}

// 6. Red Dirt Funding Co., Tulsa OK: portrait, two columns, labels with dotted leaders, entity boxes, amount ranges + exact.
export function redDirt(s: Sheet, m: Merchant, r: Rng): void {
  const t = texts(r, m), d = decoys(r), rust = '#8b3a1a';
  s.label('RED DIRT FUNDING CO.', 0, 14, 15, { font: 'Times-Bold', color: rust, width: s.width, align: 'center' });
  s.label('Business Cash Advance  ~  Quick App', 0, 31, 8, { font: 'Times-Italic', width: s.width, align: 'center' });
  s.label('3315 S Peoria Ave, Tulsa, Oklahoma 74105  /  (918) 555-0124  /  quickapp@reddirtfunding.com', 0, 42, 6, { width: s.width, align: 'center' });
  s.line(30, 51, s.width - 30, 51, 0.5, rust); s.line(30, 53, s.width - 30, 53, 0.5, rust);
  const th: Theme = { place: 'leader', labelFont: 'Times-Roman', labelSize: 6.8, valueSize: 8, rule: '#555555', shade: '#f4ebe6', caps: false };
  const exact = r.chance(0.6);
  const ranges = ['$10-30K', '$30-60K', '$60-100K', '$100-200K', '$200K+'];
  const range = ranges[m.amount <= 30000 ? 0 : m.amount <= 60000 ? 1 : m.amount <= 100000 ? 2 : m.amount <= 200000 ? 3 : 4]!;
  const ec = entityChoice(m, ['Corporation', 'LLC', 'Sole Prop', 'Partnership', 'Other']);
  const ecFix = m.entityCheck === 'Corp' ? { chosen: 'Corporation', other: { key: 'entity', text: '' } } : ec;
  const owner = (i: number, o: OwnerText): Block => ({ kind: 'rows', title: `Owner ${i + 1}`, rows: [[f('Name', `a${i}.name`, o.name)],
    [f('Title', `a${i}.title`, o.title), f('Ownership', `a${i}.pct`, o.pct, 0.8)], [f('SSN', ssnKey(i, o), o.ssn)],
    [f('Date of Birth', `a${i}.dob`, o.dobChars, 1, 8)], [f('Residence', 'decoy.home', o.home)]] });
  render(s, { theme: th, rowH: 18, titleStyle: 'rule', accent: rust, margin: 30, top: 60, colGap: 20, authSize: 6.2, signDate: d.signDate,
    columns: [
      [{ kind: 'rows', title: 'Merchant', rows: [[f('Legal Name', 'legal_name', t.legal)], [f('DBA', 'trade_name', t.dba)], [f('Fed. Tax ID', 'tax_id', t.tax)],
        [f('Date Est.', 'start', t.start)], [f('Business Type', 'industry', t.industry)], [f('Address', 'ctx.street', t.street)], [f('City, State, Zip', 'state', t.cityLine)],
        [f('Phone', 'ctx.phone', t.phone)], [f('E-mail', 'ctx.email', t.email)]] },
        { kind: 'checks', label: 'Organized as:', key: 'entity', options: ['Corporation', 'LLC', 'Sole Prop', 'Partnership', 'Other'], ...ecFix },
        { kind: 'checks', label: 'Amount:', key: 'ctx.range', options: ranges, chosen: range },
        { kind: 'rows', rows: [[f('or exact amount', 'amount', exact ? t.amount : '')], [f('Use of Funds', 'ctx.use', t.use)]] }],
      [owner(0, ownerAt(t.owners, 0)), owner(1, ownerAt(t.owners, 1)),
        { kind: 'table', title: 'Open Advances', head: ['Company', 'Bal. owed', 'Payment'], widths: [2, 1, 1],
          rows: d.funders.map((x) => [{ key: 'decoy.funder', text: x.name }, { key: 'decoy.balance', text: x.balance }, { key: 'decoy.fpay', text: x.payment }]) },
        { kind: 'rows', title: 'Bank', rows: [[f('Bank Name', 'decoy.bank', d.bank)], [f('Acct #', 'decoy.account', d.account)]] }]],
    auth: 'I/We certify the above is true and authorize Red Dirt Funding Co. and its partners to pull personal and business credit, verify bank accounts and references, and contact me about this and future offers. I understand a merchant cash advance is a purchase of future receivables and not a loan.',
    signWords: ['X Signature', 'Printed Name', 'Title', 'Date'], owners: t.owners, footer: 'RDF Quick App (rev. 2/24)  -  Page 1 of 1  -  Thank you for your business!' });
}

// 7. Ozark Capital Source, Little Rock AR: landscape, three columns, labels under boxes, years in business.
export function ozark(s: Sheet, m: Merchant, r: Rng): void {
  const t = texts(r, m), d = decoys(r), pine = '#2d4a2b';
  const showStart = r.chance(0.65);
  s.doc.save().moveTo(24, 40).lineTo(38, 14).lineTo(52, 40).fill(pine).restore();
  s.doc.save().moveTo(40, 40).lineTo(54, 20).lineTo(68, 40).fill('#5d7d4a').restore();
  s.label('OZARK CAPITAL SOURCE', 74, 16, 14, { font: 'Helvetica-Bold', color: pine });
  s.label('Small Business Funding Since 2011', 74, 32, 6.5, { font: 'Helvetica-Oblique' });
  s.label('FAST APP', 600, 14, 14, { font: 'Helvetica-Bold', width: 168, align: 'right' });
  s.label('400 W Capitol Ave, Little Rock, AR 72201 • 501-555-0150 • ozarkcapsource.com', 440, 32, 6, { width: 328, align: 'right' });
  const th: Theme = { place: 'under', labelFont: 'Helvetica', labelSize: 5.5, valueSize: 8, rule: '#3c3c3c', shade: '#eef2ea', caps: true };
  const owner = (i: number, o: OwnerText): Block => ({ kind: 'rows', title: `Owner ${i + 1}`, rows: [[f('Owner full name', `a${i}.name`, o.name, 2), f('Title', `a${i}.title`, o.title)],
    [f('Ownership', `a${i}.pct`, o.pct, 0.7), f('Soc. Sec. No.', ssnKey(i, o), o.ssn, 1.3), f('D.O.B.', `a${i}.dob`, o.dob)],
    [f('Home address', 'decoy.home', o.home, 2.2), f('Credit score', `a${i}.credit`, o.credit, 0.7)]] });
  render(s, { theme: th, rowH: 23, titleStyle: 'bar', accent: pine, margin: 24, top: 48, colGap: 10, authSize: 6, signDate: d.signDate,
    columns: [
      [{ kind: 'rows', title: 'Business', rows: [[f('Legal entity name', 'legal_name', t.legal)], [f('D/B/A', 'trade_name', t.dba)],
        [f('Entity type', 'entity', t.entity), f('EIN / Tax ID', 'tax_id', t.tax, 1.3)], [f('Years in business', 'ctx.years', t.years, 0.7), f('Date started', 'start', showStart ? t.start : '', 1.2)],
        [f('Nature of business', 'industry', t.industry)], [f('Business address', 'ctx.street', t.street)],
        [f('City', 'ctx.city', t.city, 1.4), f('State', 'state', t.state, 0.5), f('Zip', 'ctx.zip', t.zip, 0.8)]] }],
      [owner(0, ownerAt(t.owners, 0)), owner(1, ownerAt(t.owners, 1))],
      [{ kind: 'rows', title: 'Funding', rows: [[f('Requested amount', 'amount', t.amount), f('Use of funds', 'ctx.use', t.use)],
        [f('Est. payment', 'payment', t.payment), f('Term (payments)', 'n_payments', t.nPay), f('Frequency', 'freq', t.freq)]] },
        { kind: 'rows', title: 'Bank & Landlord', rows: [[f('Bank', 'decoy.bank', d.bank), f('Routing no.', 'decoy.routing', d.routing)],
          [f('Landlord', 'decoy.landlord', d.landlord), f('Landlord phone', 'decoy.landlord_phone', d.landlordPhone)], [f('Referred by (ISO)', 'decoy.rep', d.rep), f('ISO phone', 'decoy.rep_phone', d.repPhone)]] }]],
    auth: 'Merchant and owner(s) authorize Ozark Capital Source and its assigns, funders and agents to obtain credit bureau reports on the business and its owners, to verify any information on this application with banks, landlords and creditors, and agree that this application and supporting documents may be shared with funding partners. Information provided is certified true and complete.',
    signWords: ['Signature', 'Print name', 'Title', 'Date'], owners: t.owners, footer: 'OCS-FA 2024.1  •  Page 1 of 1  •  Submit to underwriting@ozarkcapsource.com' });
}
