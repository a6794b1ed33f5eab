// Two brokers' forms: Brightwater (a Wufoo-like single column, date as MM / DD / YYYY boxes, entity as a dropdown)
// and Keystone (a Gravity-Forms-like three-step form, radio lists, payment schedule, existing advances).
import type { Canvas } from './canvas.ts';
import { fmtDate, fmtMoney, type Deal } from './deal.ts';
import { money, industryId, tradeName, taxIdType } from './rules.ts';
import { addressField, choiceRow, chrome, entityChoice, entityFields, field, maskedSsn, nameField, ownerTaxFields, split, taxIdFields, type Chrome } from './webform.ts';

const A = (i: number, f: string) => `application.applicants[${i}].${f}`;

function wufooHeading(c: Canvas, y: number, s: string): number {
  c.text(40, y, s, 12, c.theme.labelBold, '#2b5d8a');
  c.line(40, y + 17, 572, y + 17, '#d6dde5');
  return y + 26;
}

export function brightwater(c: Canvas, d: Deal): void {
  const ch: Chrome = { title: 'Merchant Funding Application - Brightwater Funding Group', url: `https://brightwaterfunding.wufoo.com/forms/merchant-funding-application/#public`, pages: 2, browser: 'chrome' };
  c.newPage(); chrome(c, ch, d.printedAt);
  c.rect(28, 30, 556, 46, '#2b5d8a', '#2b5d8a');
  c.text(40, 38, 'Brightwater Funding Group', 15, c.theme.labelBold, '#ffffff');
  c.text(40, 58, 'Merchant Funding Application  -  takes about 5 minutes. Fields marked * are required.', 8.5, c.theme.label, '#dbe7f3');
  let y = wufooHeading(c, 90, 'Business Information');
  y = field(c, 'legal_name', 40, y, 532, 'Legal Business Name', d.legal, { 'application.legal_name': d.legal }, { required: true, help: 'As shown on your tax return' });
  y = field(c, 'dba', 40, y, 532, 'DBA (Doing Business As)', d.dba, { 'application.trade_name': tradeName(d.dba, d.legal) }, { help: 'Leave blank if the same as your legal name' });
  const ent = entityChoice(d, ['LLC', 'Corporation', 'S Corp', 'Sole Proprietorship', 'Partnership', 'Non-Profit', 'Other']);
  // The merchant types the EIN as nine digits (the help text asks for it); a sole proprietor's SSN keeps its dashes.
  const tax = d.soleSsn ? d.taxId : d.taxId.replace('-', '');
  field(c, 'entity_type', 40, y, 250, 'Business Entity Type', ent.option, ent.other ? {} : entityFields(ent.option), { required: true, options: [ent.option] });
  y = field(c, 'tax_id', 306, y, 266, 'Federal Tax ID (EIN)', tax, taxIdFields(tax.replace(/\D/g, ''), taxIdType(tax, 'EIN')), { required: true, help: '9 digits, no dashes' });
  if (ent.other) y = field(c, 'entity_other', 40, y - 6, 250, 'If Other, please specify', ent.other, entityFields(ent.other));
  c.label(40, y, 'Business Start Date', true);
  const [sy, sm, sd] = d.start.split('-');
  const dateF = { 'application.business_start_date': d.start };
  split(c, 40, y + 13, [{ key: 'start_mm', w: 34, value: sm!, caption: 'MM', fields: dateF }, { key: 'start_dd', w: 34, value: sd!, caption: 'DD', fields: dateF },
    { key: 'start_yyyy', w: 50, value: sy!, caption: 'YYYY', fields: dateF }], 10);
  y = field(c, 'industry', 200, y, 372, 'Type of Business', d.industryText, { 'application.industry': industryId(d.industryText) }, { required: true, help: 'e.g. restaurant, auto repair, trucking' });
  y = addressField(c, 'biz', 40, y + 2, 532, 'Business Address', d.address, true, 'name');
  field(c, 'biz_phone', 40, y, 170, 'Business Phone', d.phone, {}, { required: true });
  field(c, 'biz_email', 220, y, 180, 'Email', d.email, {}, { required: true });
  y = field(c, 'website', 410, y, 162, 'Website', d.website, {}, { help: 'Optional' });
  y = wufooHeading(c, y + 4, 'Funding Request');
  const amt = fmtMoney(d.amount, 'cents');
  field(c, 'amount', 40, y, 170, 'Amount Requested', amt, { 'application.requested_amount': money(amt) }, { required: true });
  field(c, 'use', 220, y, 180, 'Use of Funds', d.useOfFunds, {}, { options: [d.useOfFunds] });
  y = field(c, 'monthly_sales', 410, y, 162, 'Avg. Monthly Sales', fmtMoney(d.monthlySales, 'cents'), {}, { help: 'Gross deposits per month' });

  c.newPage(); chrome(c, ch, d.printedAt);
  y = wufooHeading(c, 40, 'Owner / Principal Information');
  d.owners.forEach((o, i) => {
    if (i) y = wufooHeading(c, y + 2, 'Additional Owner (20% or more)');
    y = nameField(c, i, 40, y, 532, 'Name', o, false);
    field(c, `owner${i}_title`, 40, y, 170, 'Title', o.title, { [A(i, 'role')]: o.title }, { options: [o.title] });
    const pct = `${o.pct}`;
    field(c, `owner${i}_pct`, 220, y, 80, 'Ownership %', pct, { [A(i, 'ownership')]: o.pct }, { required: true });
    const ssnT = maskedSsn(o);
    field(c, `owner${i}_ssn`, 310, y, 130, 'Social Security #', ssnT, ownerTaxFields(i, o), { required: true });
    const dob = fmtDate(o.dob, 'mdy');
    y = field(c, `owner${i}_dob`, 450, y, 122, 'Date of Birth', dob, { [A(i, 'date_of_birth')]: o.dob }, { help: 'MM/DD/YYYY' });
    y = addressField(c, `owner${i}_home`, 40, y, 532, 'Home Address', o.home, false, 'name');
  });
  y = wufooHeading(c, y + 2, 'Business Bank Account');
  field(c, 'bank', 40, y, 170, 'Bank Name', d.bank);
  field(c, 'routing', 220, y, 150, 'Routing Number', d.routing);
  y = field(c, 'account', 380, y, 192, 'Account Number', d.account, {}, { help: 'Where funds will be deposited' });
  c.text(40, y + 2, 'By signing below, each owner authorizes Brightwater Funding Group and its funding partners to obtain consumer and business', 7.5);
  c.text(40, y + 12, 'credit reports and to verify the information provided in this application.', 7.5);
  c.label(40, y + 30, 'Signature', true);
  c.rect(40, y + 43, 260, 44);
  c.signature(60, y + 72, 180);
  field(c, 'sign_date', 320, y + 30, 120, 'Date', fmtDate(d.signedAt.toISOString().slice(0, 10), 'mdy'));
  c.decoyText('submission_id', 40, y + 100, `Entry #${d.submissionId}  -  Submitted from IP ${d.ip}`, 7.5, '#888888');
}

export function keystone(c: Canvas, d: Deal): void {
  const ch: Chrome = { title: 'Apply Now | Keystone Merchant Partners', url: `https://keystonemerchantpartners.com/apply-now/?gf_page=review&entry=${d.submissionId}`, pages: 3, browser: 'firefox' };
  const step = (n: number, name: string) => {
    c.newPage(); chrome(c, ch, d.printedAt);
    c.text(40, 34, 'KEYSTONE MERCHANT PARTNERS', 14, c.theme.labelBold, '#1e3a2f');
    c.text(40, 54, `Step ${n} of 3 - ${name}`, 9, c.theme.label, '#555555');
    c.rect(40, 68, 532, 7, '#e0e0e0', '#eeeeee');
    c.rect(40, 68, (532 * n) / 3, 7, '#2f8f5b', '#2f8f5b');
    return 92;
  };
  let y = step(1, 'Your Business');
  const col = (x: number, yy: number, key: string, label: string, value: string, f = {}, o = {}) => field(c, key, x, yy, 256, label, value, f, o);
  col(40, y, 'legal_name', 'Business Legal Name', d.legal, { 'application.legal_name': d.legal }, { required: true });
  y = col(316, y, 'dba', 'DBA / Trade Name', d.dba, { 'application.trade_name': tradeName(d.dba, d.legal) });
  c.label(40, y, 'Business Structure', true);
  const opts = ['LLC', 'C-Corp', 'S-Corp', 'Sole Proprietor', 'Partnership', 'LLP', 'LP', 'Non-Profit', 'Other'];
  const ent = entityChoice(d, opts);
  y = choiceRow(c, 'entity_type', 'radio', 40, y + 14, opts, ent.option, ent.other ? {} : entityFields(ent.option));
  if (ent.other) y = field(c, 'entity_other', 40, y, 256, 'Other (please specify)', ent.other, entityFields(ent.other));
  const start = fmtDate(d.start, 'mdy');
  col(40, y + 4, 'tax_id', d.soleSsn ? 'Tax ID (EIN or SSN)' : 'Federal Tax ID', d.taxId, taxIdFields(d.taxId.replace(/\D/g, ''), taxIdType(d.taxId, 'EIN')), { required: true });
  y = col(316, y + 4, 'start_date', 'Business Start Date', start, { 'application.business_start_date': d.start }, { help: 'mm/dd/yyyy', required: true });
  col(40, y, 'industry', 'Industry / Type of Business', d.industryText, { 'application.industry': industryId(d.industryText) }, { required: true, help: 'Describe what your business does' });
  y = col(316, y, 'inc_state', 'State of Incorporation', d.incState.name, {}, { options: [d.incState.name], help: 'Where the entity was formed' });
  y = addressField(c, 'biz', 40, y, 532, 'Physical Business Address', d.address, true, 'name');
  c.help(40, y - 4, 'No P.O. boxes');
  col(40, y + 8, 'phone', 'Business Phone', d.phone, {}, { required: true });
  y = col(316, y + 8, 'email', 'Business Email', d.email, {}, { required: true });
  c.label(40, y, 'Do you own or rent your business location?');
  const rent = d.rent > 0;
  y = choiceRow(c, 'own_rent', 'radio', 40, y + 14, ['Own', 'Rent'], rent ? 'Rent' : 'Own', {});
  col(40, y, 'landlord', 'Landlord / Mortgage Holder', d.landlord, {});
  y = col(316, y, 'landlord_phone', 'Landlord Phone', d.landlordPhone, {});

  y = step(2, 'Funding & Owners');
  const amt = fmtMoney(d.amount, 'dollar'), pay = fmtMoney(d.payment, 'dollar');
  col(40, y, 'amount', 'How much funding do you need?', amt, { 'application.requested_amount': money(amt) }, { required: true });
  y = col(316, y, 'use', 'Use of Funds', d.useOfFunds, {}, { options: [d.useOfFunds] });
  c.label(40, y, 'Preferred Payment Frequency');
  const freq: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
  y = choiceRow(c, 'frequency', 'radio', 40, y + 14, Object.values(freq), freq[d.frequency]!, { 'application.payment_frequency': d.frequency });
  col(316, y, 'count', 'Number of Payments', String(d.count), { 'application.number_of_payments': d.count });
  y = col(40, y, 'payment', 'Estimated Payment Amount', pay, { 'application.requested_payment': money(pay) }, { help: 'Per payment, as quoted by your advisor' }) + 4;
  d.owners.forEach((o, i) => {
    c.text(40, y, `Owner #${i + 1}`, 10.5, c.theme.labelBold, '#1e3a2f');
    y = nameField(c, i, 40, y + 16, 532, 'Full Name', o, true);
    const pct = `${o.pct}%`;
    field(c, `owner${i}_title`, 40, y, 120, 'Title', o.title, { [A(i, 'role')]: o.title });
    field(c, `owner${i}_pct`, 170, y, 70, 'Ownership', pct, { [A(i, 'ownership')]: o.pct }, { required: true });
    field(c, `owner${i}_ssn`, 250, y, 110, 'SSN', maskedSsn(o), ownerTaxFields(i, o), { required: true });
    field(c, `owner${i}_dob`, 370, y, 100, 'Date of Birth', fmtDate(o.dob, 'mdy'), { [A(i, 'date_of_birth')]: o.dob });
    y = field(c, `owner${i}_fico`, 480, y, 92, 'Est. FICO Score', String(o.credit), { [A(i, 'credit_score')]: o.credit });
  });

  y = step(3, 'Review & Sign');
  c.label(40, y, 'Do you currently have any business cash advances or loans?');
  y = choiceRow(c, 'has_advances', 'radio', 40, y + 14, ['Yes', 'No'], d.funders.length ? 'Yes' : 'No', {});
  c.rect(40, y, 532, 18, '#cccccc', '#f3f3f3');
  ['Funder / Lender', 'Current Balance', 'Payment'].forEach((h, i) => c.text(46 + i * 177, y + 5, h, 8.5, c.theme.labelBold));
  for (let i = 0; i < 2; i++) {
    const f = d.funders[i];
    c.input(`funder${i}_name`, 40, y + 18 + i * 20, 177, 20, f?.name ?? '');
    c.input(`funder${i}_balance`, 217, y + 18 + i * 20, 177, 20, f ? fmtMoney(f.balance, 'dollar') : '');
    c.input(`funder${i}_payment`, 394, y + 18 + i * 20, 178, 20, f ? fmtMoney(f.payment, 'dollar') : '');
  }
  y += 70;
  col(40, y, 'bank', 'Business Bank', d.bank);
  y = col(316, y, 'routing', 'ABA Routing #', d.routing, {}, { help: 'For ACH verification only' });
  c.label(40, y, 'Authorization', true);
  c.choice('consent', 'check', 40, y + 16, 'I certify the information above is true and authorize Keystone Merchant Partners to obtain credit reports.', true, 'consent');
  c.label(40, y + 40, 'Signature', true);
  c.line(40, y + 92, 300, y + 92, '#999999');
  c.signature(55, y + 80, 200);
  field(c, 'sign_date', 330, y + 40, 130, 'Date Signed', fmtDate(d.signedAt.toISOString().slice(0, 10), 'long'));
  field(c, 'iso_rep', 330, y + 82, 242, 'Your Keystone Advisor', d.isoRep);
  c.decoyText('submission_id', 40, y + 130, `Gravity Forms entry ${d.submissionId}  |  User IP: ${d.ip}  |  Source: Google Ads`, 7.5, '#888888');
}
