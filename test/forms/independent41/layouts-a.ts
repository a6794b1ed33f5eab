// Harborline Capital (Docusign, boxed grid) and Keystone Merchant Funding (Adobe Acrobat Sign, underlined rows).
import { type Cell, checkRow, gridRow, lineRow, table } from './blocks.ts';
import { type Ctx, auth, bar, header, initialsFooter, signRows } from './common.ts';
import type { V } from './vals.ts';
import { FREQ_IDS, FREQ_OPTIONS } from './vals.ts';

export const cell = (label: string, w: number, x: V, hint?: string): Cell => ({ label, w, text: x.text, paths: x.paths, hint: hint ?? label });
const dec = (text: string | null): V => ({ text, paths: {} });

function harborOwners(c: Ctx, y: number, h: number): number {
  const { r, v } = c;
  const [pctL, ssnL] = [r.pick(['Ownership %', '% Owned']), r.pick(['SSN', 'Social Security #'])];
  v.owners.slice(0, 2).forEach((o, i) => {
    y = bar(c, y + 4, i === 0 ? 'Owner / Officer #1' : 'Owner / Officer #2 (if 20% or more)');
    y = gridRow(c.p, 36, y, h, [cell('Full Name', 230, o.name), cell('Title', 120, o.title), cell(pctL, 80, o.pct), cell('Date of Birth', 110, o.dob)]);
    y = gridRow(c.p, 36, y, h, [cell('Home Address', 250, o.home), cell(ssnL, 110, o.tax),
      cell('Est. FICO', 70, o.credit), cell('Mobile', 110, o.phone)]);
  });
  return y;
}

export function harborline(c: Ctx): void {
  const { p, r, v, m } = c;
  const h = r.pick([24, 26, 28]);
  let y = header(c, 'Business Funding Application');
  y = bar(c, y, 'Business Information');
  y = gridRow(p, 36, y, h, [cell(r.pick(['Legal / Corporate Name', 'Business Legal Name']), 320, v.legal), cell('DBA', 220, v.dba)]);
  y = gridRow(p, 36, y, h, [cell('Physical Address (no P.O. Box)', 250, v.street), cell('City', 130, v.city), cell('State', 50, v.state), cell('Zip', 110, v.zip)]);
  y = gridRow(p, 36, y, h, [cell(r.pick(['Federal Tax ID', 'EIN / Tax ID']), 130, v.taxId), cell(r.pick(['Business Start Date', 'Date Established']), 120, v.start),
    cell('Entity Type', 130, v.entity), cell('Type of Business', 160, v.industry)]);
  y = gridRow(p, 36, y, h, [cell('Business Phone', 130, v.phone), cell('Email', 210, v.email), cell('Website', 200, v.website)]);
  y = bar(c, y + 4, 'Funding Request');
  y = gridRow(p, 36, y, h, [cell('Amount Requested', 150, v.amount), cell('Use of Funds', 200, v.use), cell('Avg. Monthly Sales', 190, v.sales)]);
  y = harborOwners(c, y, h);
  y = bar(c, y + 4, 'Business Bank Account');
  y = gridRow(p, 36, y, h, [cell('Bank Name', 200, dec(m.bank.name)), cell('Routing #', 160, dec(m.bank.routing)), cell('Account #', 180, dec(m.bank.account))]);
  y = auth(c, y + 8);
  signRows(c, y + 4);
  initialsFooter(c);
}

function keystoneBusiness(c: Ctx, y: number): number {
  const { p, r, v } = c;
  y = lineRow(p, 36, y, [cell(r.pick(['Business Legal Name:', 'Legal Name of Business:']), 540, v.legal)]);
  y = lineRow(p, 36, y, [cell(r.pick(['DBA:', 'Doing Business As:']), 300, v.dba), cell('Federal Tax ID #:', 240, v.taxId)]);
  y = lineRow(p, 36, y, [cell('Business Address:', 540, { text: v.street.text ? `${v.street.text}, ${v.cityLine.text}` : null, paths: v.cityLine.paths }, 'Address')]);
  y = lineRow(p, 36, y, [cell('Phone:', 180, v.phone), cell('Email:', 360, v.email)]);
  y = lineRow(p, 36, y, [cell('Date Business Started:', 220, v.start), cell('State of Incorporation:', 160, v.inc), cell('# Employees:', 160, { text: v.employees.text, paths: {} })]);
  y = lineRow(p, 36, y, [cell('Industry / Nature of Business:', 540, v.industry)]);
  const ents = ['Sole Proprietor', 'Partnership', 'LLC', 'Corporation', 'S Corp', 'LLP'];
  const k = ents.indexOf(c.m.entityText);
  return checkRow(p, 36, y + 2, 'Entity:', [...ents, 'Other:'], k >= 0 ? k : ents.length, v.entity.paths, k >= 0 ? undefined : { text: v.entity.text ?? '', paths: v.entity.paths });
}

export function keystone(c: Ctx): void {
  const { p, r, v, m } = c;
  let y = header(c, r.pick(['Merchant Cash Advance Application', 'Working Capital Application']));
  y = bar(c, y, 'Section 1 - Business');
  y = keystoneBusiness(c, y + 4);
  y = bar(c, y + 4, 'Section 2 - Funding Request');
  y = lineRow(p, 36, y + 4, [cell('Requested Amount:', 200, v.amount), cell('Proposed Payment:', 180, v.payment), cell('# of Payments:', 160, v.count)]);
  const f = FREQ_IDS.indexOf(m.freq);
  y = checkRow(p, 36, y + 2, 'Payment Schedule:', FREQ_OPTIONS, f, v.freq.paths);
  y = lineRow(p, 36, y, [cell('Use of Funds:', 540, v.use)]);
  y = bar(c, y + 4, 'Section 3 - Existing Advances / Loans');
  const rows = (m.funders.length ? m.funders : [null]).map((x) => x ? [dec(x.name), dec(`$${x.balance.toLocaleString('en-US')}`), dec(`$${x.payment}/${r.pick(['day', 'wk'])}`)] : [dec(null), dec(null), dec(null)]);
  y = table(p, 36, y + 2, [260, 140, 140], ['Funder / Lender', 'Current Balance', 'Payment'], rows.map((row) => row.map((x) => ({ text: x.text ?? '', paths: {} }))));
  y = bar(c, y + 8, 'Section 4 - Landlord / Mortgage');
  lineRow(p, 36, y + 4, [cell('Landlord Name:', 260, dec(m.landlord.name)), cell('Phone:', 150, dec(m.landlord.phone)), cell('Monthly Rent:', 130, dec(`$${m.landlord.rent}`))]);
  initialsFooter(c);
  p.newPage();
  keystoneOwners(c);
}

function keystoneOwners(c: Ctx): void {
  const { p, r, v, m } = c;
  let y = header(c, 'Owner Information & Authorization');
  const ssn = r.pick(['SSN:', 'Social Security No.:']);
  v.owners.forEach((o, i) => {
    y = bar(c, y + 4, `Owner ${i + 1}`);
    y = lineRow(p, 36, y + 4, [cell('Name:', 250, o.name), cell('Title:', 150, o.title), cell('Ownership:', 140, o.pct)]);
    y = lineRow(p, 36, y, [cell(ssn, 200, o.tax), cell('DOB:', 150, o.dob), cell('Credit Score:', 190, o.credit)]);
    y = lineRow(p, 36, y, [cell('Home Address:', 360, o.home), cell('Cell:', 180, o.phone)]);
  });
  y = bar(c, y + 4, 'Trade References');
  y = table(p, 36, y + 2, [220, 180, 140], ['Company', 'Contact', 'Phone'], m.refs.map((x) => [x.name, x.contact, x.phone].map((t) => ({ text: t, paths: {} }))));
  y = auth(c, y + 10);
  signRows(c, y + 6, 'Owner Signature');
  initialsFooter(c);
}
