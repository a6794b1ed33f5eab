// Ironwood Funding Group (signNow, checkbox rows), Maple Leaf Commercial Capital (Docusign, Canada) and Tristar
// Funding Partners (Docusign PowerForm, two pages with a principals grid and an ISO box).
import { type Paths, checkRow, gridRow, lineRow, table } from './blocks.ts';
import { type Ctx, auth, bar, header, initialsFooter, signRows } from './common.ts';
import { cell } from './layouts-a.ts';
import { FREQ_IDS, FREQ_OPTIONS, type V } from './vals.ts';

const dec = (text: string | null): V => ({ text, paths: {} });

function entityRow(c: Ctx, y: number, label: string, ents: string[]): number {
  const k = ents.indexOf(c.m.entityText);
  const v = c.v.entity;
  return checkRow(c.p, 36, y, label, [...ents, 'Other:'], k >= 0 ? k : ents.length, v.paths, k >= 0 ? undefined : { text: v.text ?? '', paths: v.paths });
}

export function ironwood(c: Ctx): void {
  const { p, r, v, m } = c;
  let y = header(c, 'Merchant Funding Application');
  y = bar(c, y, 'Merchant');
  y = lineRow(p, 36, y + 4, [cell('Corporate/Legal Name', 330, v.legal), cell('DBA', 210, v.dba)], 7.5);
  y = lineRow(p, 36, y, [cell('Address', 250, v.street), cell('City', 130, v.city), cell('State', 70, v.state), cell('Zip', 90, v.zip)], 7.5);
  y = lineRow(p, 36, y, [cell('Fed. Tax ID', 180, v.taxId), cell('Business Start Date', 190, v.start), cell('Phone', 170, v.phone)], 7.5);
  y = lineRow(p, 36, y, [cell('Type of Business / Product Sold', 360, v.industry), cell('Employees', 180, dec(v.employees.text))], 7.5);
  y = entityRow(c, y + 2, 'Entity Type:', ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'S Corp']);
  const own = r.chance(0.5);
  y = checkRow(p, 36, y, 'Location:', ['Own', 'Rent'], own ? 0 : 1, {});
  if (!own) y = lineRow(p, 36, y, [cell('Landlord', 300, dec(m.landlord.name)), cell('Landlord Phone', 240, dec(m.landlord.phone))], 7.5);
  y = bar(c, y + 4, 'Offer Requested');
  y = lineRow(p, 36, y + 4, [cell('Funding Amount $', 190, { text: v.amount.text?.replace(/^\$/, '') ?? null, paths: v.amount.paths }), cell('Payment Amount $', 190, { text: v.payment.text?.replace(/^\$/, '') ?? null, paths: v.payment.paths }), cell('Term (# pmts)', 160, v.count)], 7.5);
  y = checkRow(p, 36, y, 'Frequency:', FREQ_OPTIONS, FREQ_IDS.indexOf(m.freq), v.freq.paths);
  y = checkRow(p, 36, y, 'Open advances?', ['Yes', 'No'], m.funders.length ? 0 : 1, {});
  if (m.funders[0]) y = lineRow(p, 36, y, [cell('Funder', 260, dec(m.funders[0].name)), cell('Balance $', 140, dec(m.funders[0].balance.toLocaleString('en-US'))), cell('Payment $', 140, dec(String(m.funders[0].payment)))], 7.5);
  v.owners.slice(0, 2).forEach((o, i) => {
    y = bar(c, y + 4, `Owner ${i + 1}`);
    y = lineRow(p, 36, y + 4, [cell('Name', 230, o.name), cell('Title', 150, o.title), cell('% Ownership', 160, o.pct)], 7.5);
    y = lineRow(p, 36, y, [cell('SSN', 180, o.tax), cell('DOB', 150, o.dob), cell('FICO', 90, o.credit), cell('Cell', 120, o.phone)], 7.5);
    y = lineRow(p, 36, y, [cell('Home Address', 540, o.home)], 7.5);
  });
  y = auth(c, y + 4, 36, 540, 6.3);
  signRows(c, y);
  initialsFooter(c, 748);
}

export function mapleLeaf(c: Ctx): void {
  const { p, r, v, m } = c;
  let y = header(c, r.pick(['Business Financing Application', 'Merchant Cash Advance Application - Canada']));
  y = bar(c, y, 'Business Information');
  const h = 26;
  y = gridRow(p, 36, y, h, [cell('Legal Business Name', 300, v.legal), cell(r.pick(['Operating Name (O/A)', 'Operating As']), 240, v.dba)]);
  y = gridRow(p, 36, y, h, [cell('Street Address', 230, v.street), cell('City', 120, v.city), cell('Province', 70, v.state), cell('Postal Code', 120, v.zip)]);
  y = gridRow(p, 36, y, h, [cell('Business Number (BN) / Program Account', 200, v.taxId), cell('Incorporation', 110, dec(m.incState)), cell('Date Established', 110, v.start), cell('Legal Structure', 120, v.entity)]);
  y = gridRow(p, 36, y, h, [cell('Industry', 200, v.industry), cell('Telephone', 130, v.phone), cell('E-mail', 210, v.email)]);
  y = bar(c, y + 4, 'Financing Request');
  y = gridRow(p, 36, y, h, [cell('Amount Requested (CAD)', 180, v.amount), cell('Average Monthly Deposits', 180, v.sales), cell('Purpose', 180, v.use)]);
  v.owners.slice(0, 3).forEach((o, i) => {
    y = bar(c, y + 4, `Principal ${i + 1}`);
    y = gridRow(p, 36, y, h, [cell('Full Name', 220, o.name), cell('Position', 120, o.title), cell('% Owned', 80, o.pct), cell('Date of Birth', 120, o.dob)]);
    y = gridRow(p, 36, y, h, [cell('Home Address', 300, o.home), cell('SIN', 120, o.tax), cell('Cell Phone', 120, o.phone)]);
  });
  y = bar(c, y + 4, 'Banking');
  y = gridRow(p, 36, y, h, [cell('Financial Institution', 220, dec(m.bank.name)), cell('Transit / Institution', 150, dec(m.bank.routing)), cell('Account No.', 170, dec(m.bank.account))]);
  p.label(36, y + 6, `PIPEDA consent: you consent to ${c.broker} collecting, using and disclosing your personal information, including obtaining credit bureau reports from Equifax Canada and TransUnion Canada, for the purposes of assessing this application.`, 6.3, { width: 540, color: '#333' });
  y = auth(c, y + 30, 36, 540, 6.3);
  signRows(c, y);
  initialsFooter(c, 748);
}

function tristarPrincipals(c: Ctx): void {
  const { p, r, v, m } = c;
  let y = header(c, 'Principal Information');
  const rows = v.owners.map((o) => [o.name, o.title, o.pct, o.tax, o.dob].map((x) => ({ text: x.text ?? '', paths: x.paths as Paths })));
  y = table(p, 36, y + 4, [160, 100, 60, 110, 110], ['Principal Name', 'Title', 'Owner %', r.pick(['SSN', 'SS#']), 'DOB'], rows, 22);
  y = table(p, 36, y + 10, [160, 270, 110], ['Principal Name', 'Home Address', 'Est. Credit Score'], v.owners.map((o) => [
    { text: o.name.text ?? '', paths: {} }, { text: o.home.text ?? '', paths: {} }, { text: o.credit.text ?? '', paths: o.credit.paths }]), 22);
  y = bar(c, y + 10, 'For ISO Use Only');
  y = gridRow(p, 36, y, 26, [cell('ISO / Broker', 200, dec(c.broker)), cell('Rep Name', 170, dec(m.rep.name)), cell('Rep Phone', 170, dec(m.rep.phone))]);
  y = auth(c, y + 12);
  signRows(c, y + 4, 'Principal Signature');
  initialsFooter(c);
}

export function tristar(c: Ctx): void {
  const { p, r, v, m } = c;
  let y = header(c, r.pick(['Application for Business Funding', 'Merchant Application']));
  y = bar(c, y, 'Merchant Information');
  const h = 27;
  y = gridRow(p, 36, y, h, [cell('Merchant Legal Name', 300, v.legal), cell('D/B/A', 240, v.dba)]);
  y = gridRow(p, 36, y, h, [cell('Physical Address', 260, v.street), cell('City / State / Zip', 280, v.cityLine)]);
  y = gridRow(p, 36, y, h, [cell('Federal Tax ID', 140, v.taxId), cell('Date Business Started', 130, v.start), cell('Legal Entity', 120, v.entity), cell('State of Inc.', 150, dec(m.incState))]);
  y = gridRow(p, 36, y, h, [cell('Business Description', 260, v.industry), cell('Business Phone', 130, v.phone), cell('Website', 150, v.website)]);
  y = bar(c, y + 6, 'Requested Funding');
  y = table(p, 36, y, [150, 130, 130, 130], ['Funding Amount', 'Payment', 'Frequency', 'No. of Payments'],
    [[v.amount, v.payment, v.freq, v.count].map((x) => ({ text: x.text ?? '', paths: x.paths as Paths }))], 22);
  y = bar(c, y + 8, 'Monthly Sales (last 4 months)');
  y = table(p, 36, y, [135, 135, 135, 135], ['Month 1', 'Month 2', 'Month 3', 'Month 4'],
    [[0, 1, 2, 3].map(() => ({ text: `$${Math.round(m.monthlySales * r.float(0.8, 1.2)).toLocaleString('en-US')}`, paths: {} }))], 22);
  y = bar(c, y + 8, 'Business Bank / Landlord');
  y = gridRow(p, 36, y, h, [cell('Bank Name', 180, dec(m.bank.name)), cell('Landlord / Mortgage Co.', 220, dec(m.landlord.name)), cell('Monthly Rent', 140, dec(`$${m.landlord.rent.toLocaleString('en-US')}`))]);
  y = bar(c, y + 8, 'Trade References');
  table(p, 36, y, [220, 180, 140], ['Company', 'Contact', 'Phone'], m.refs.map((x) => [x.name, x.contact, x.phone].map((t) => ({ text: t, paths: {} }))), 20);
  initialsFooter(c);
  p.newPage();
  tristarPrincipals(c);
}
