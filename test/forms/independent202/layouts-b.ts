// Two brokers' forms: Pinecrest (a Cognito-like form with colored section bands and an owners' table, years in
// business instead of a start date) and Harbor Line (a Formstack-like form with labels left of the inputs, entity
// check boxes, one "Full Name" box per owner).
import type { Canvas } from './canvas.ts';
import { fmtDate, fmtMoney, type Deal } from './deal.ts';
import { industryId, money, tradeName, taxIdType } from './rules.ts';
import { addressField, choiceRow, chrome, entityChoice, entityFields, field, maskedSsn, ownerTaxFields, taxIdFields, type Chrome } from './webform.ts';

const A = (i: number, f: string) => `application.applicants[${i}].${f}`;

function band(c: Canvas, y: number, s: string): number {
  c.rect(32, y, 548, 20, '#3d6fb6', '#3d6fb6');
  c.text(42, y + 5, s, 10, c.theme.labelBold, '#ffffff');
  return y + 28;
}

export function pinecrest(c: Canvas, d: Deal): void {
  const ch: Chrome = { title: 'Small Business Funding Application - Pinecrest Capital Advisors', url: `https://www.cognitoforms.com/PinecrestCapitalAdvisors/SmallBusinessFundingApplication`, pages: 2, browser: 'edge' };
  c.newPage(); chrome(c, ch, d.printedAt);
  c.text(32, 32, 'Pinecrest Capital Advisors', 17, c.theme.labelBold, '#23406e');
  c.text(32, 54, 'Small Business Funding Application', 10, c.theme.label, '#555555');
  let y = band(c, 74, 'Company');
  field(c, 'legal_name', 42, y, 260, 'Legal Company Name', d.legal, { 'application.legal_name': d.legal }, { required: true });
  y = field(c, 'dba', 312, y, 258, 'Doing Business As', d.dba, { 'application.trade_name': tradeName(d.dba, d.legal) }, { help: 'Trade name customers know you by' });
  const opts = ['Limited Liability Company', 'Corporation', 'S Corporation', 'Sole Proprietorship', 'General Partnership', 'Limited Partnership',
    'Limited Liability Partnership', 'Professional Limited Liability Company', 'Non-profit', 'Other'];
  const ent = entityChoice(d, opts);
  field(c, 'entity_type', 42, y, 260, 'Entity Type', ent.option, ent.other ? {} : entityFields(ent.option), { required: true, options: [ent.option] });
  y = field(c, 'entity_other', 312, y, 258, 'Other Entity Type', ent.other, ent.other ? entityFields(ent.other) : {}, { help: 'Only if "Other" is selected' });
  c.label(42, y, 'Tax ID Type');
  choiceRow(c, 'tax_id_kind', 'radio', 42, y + 15, ['EIN', 'SSN'], d.soleSsn ? 'SSN' : 'EIN', {});
  y = field(c, 'tax_id', 176, y, 126, 'Tax ID Number', d.taxId, taxIdFields(d.taxId.replace(/\D/g, ''), taxIdType(d.taxId, d.soleSsn ? 'SSN' : 'EIN')), { required: true });
  // Years in business only: the form asks no start date, so the truth has none.
  const years = d.printedAt.getUTCFullYear() - Number(d.start.slice(0, 4));
  field(c, 'years', 312, y - 39, 100, 'Years in Business', String(years), {}, {});
  field(c, 'employees', 422, y - 39, 148, 'Number of Employees', String(d.employees));
  y = field(c, 'industry', 42, y, 528, 'Nature of Business', d.industryText, { 'application.industry': industryId(d.industryText) }, { required: true });
  y = addressField(c, 'biz', 42, y, 528, 'Business Location', d.address, true, 'code');
  field(c, 'phone', 42, y, 170, 'Phone', d.phone);
  y = field(c, 'email', 222, y, 348, 'Email', d.email);
  y = band(c, y + 2, 'Funding');
  const amt = fmtMoney(d.amount, 'spaced');
  field(c, 'amount', 42, y, 170, 'Requested Amount', amt, { 'application.requested_amount': money(amt) }, { required: true });
  field(c, 'use', 222, y, 200, 'Purpose of Funds', d.useOfFunds, {}, { options: [d.useOfFunds] });
  y = field(c, 'sales', 432, y, 138, 'Monthly Revenue', fmtMoney(d.monthlySales, 'spaced'));
  y = band(c, y + 2, 'Owners');
  const cols: [string, number][] = [['First Name', 80], ['Last Name', 92], ['Title', 82], ['% Owned', 46], ['SSN', 84], ['Date of Birth', 72], ['Credit Score', 72]];
  let x = 42;
  for (const [h, w] of cols) { c.text(x + 2, y, h, 8, c.theme.labelBold); x += w; }
  y += 12;
  for (let i = 0; i < 3; i++) {
    const o = d.owners[i];
    const cells: [string, Record<string, string | number | null>][] = o
      ? [[o.first, { [A(i, 'first_name')]: o.first }], [o.last, { [A(i, 'last_name')]: o.last }], [o.title, { [A(i, 'role')]: o.title }],
        [`${o.pct}%`, { [A(i, 'ownership')]: o.pct }], [maskedSsn(o), ownerTaxFields(i, o)], [fmtDate(o.dob, 'mdy2'), { [A(i, 'date_of_birth')]: o.dob }],
        [String(o.credit), { [A(i, 'credit_score')]: o.credit }]]
      : cols.map(() => ['', {}]);
    x = 42;
    cells.forEach(([v, f], k) => { c.input(`owner${i}_${k}`, x, y, cols[k]![1], 20, v, f); x += cols[k]![1]; });
    y += 20;
  }
  c.help(42, y + 3, 'List every owner with 20% or more. Add rows for additional owners.');

  c.newPage(); chrome(c, ch, d.printedAt);
  y = band(c, 36, 'Landlord & Trade References');
  field(c, 'landlord', 42, y, 260, 'Landlord Name', d.landlord);
  y = field(c, 'landlord_phone', 312, y, 258, 'Landlord Phone', d.landlordPhone);
  field(c, 'ref1', 42, y, 260, 'Trade Reference 1', `${d.isoRep} - ${d.funders[0]?.name ?? 'Sysco Foods'}`);
  y = field(c, 'ref1_phone', 312, y, 258, 'Reference Phone', d.owners[0]!.cell);
  y = band(c, y + 2, 'Bank');
  field(c, 'bank', 42, y, 170, 'Bank Name', d.bank);
  field(c, 'routing', 222, y, 170, 'Routing Number', d.routing);
  y = field(c, 'account', 402, y, 168, 'Account Number', d.account);
  y = band(c, y + 2, 'Authorization');
  const auth = ['Each signer certifies that the information in this application is true and complete and authorizes Pinecrest Capital Advisors,',
    'its assigns and funding partners to obtain credit reports, bank references and other information to evaluate this request.'];
  auth.forEach((l, i) => c.text(42, y + i * 11, l, 7.5));
  y += 30;
  d.owners.forEach((o, i) => {
    c.label(42, y, `Signature - Owner ${i + 1}`, true);
    c.rect(42, y + 13, 250, 40);
    c.signature(58, y + 40, 170);
    field(c, `signer${i}`, 312, y, 150, 'Printed Name', `${o.first} ${o.last}`);
    y = field(c, `sign_date${i}`, 472, y, 98, 'Date', fmtDate(d.signedAt.toISOString().slice(0, 10), 'mdy')) + 18;
  });
  c.decoyText('submission_id', 42, y + 6, `Entry ID: PCA-${d.submissionId}   Submitted ${d.signedAt.toISOString().slice(0, 10)} from ${d.ip}   Powered by Cognito Forms`, 7, '#888888');
}

/** A label to the left, right-aligned against its input, as Formstack's "left" label layout prints. */
function row(c: Canvas, key: string, y: number, label: string, value: string, f = {}, w = 300, o: { options?: string[]; help?: string; required?: boolean } = {}): number {
  const lw = c.width(label, 8.5, c.theme.labelBold);
  c.label(180 - lw - (o.required ? 7 : 0), y + 5, label, o.required, 8.5);
  c.input(key, 190, y, w, 20, value, f, o.options);
  if (o.help) c.help(190 + w + 8, y + 6, o.help);
  return y + 26;
}

function bar(c: Canvas, y: number, s: string): number {
  c.rect(36, y, 540, 18, '#d9d9d9', '#e9e9e9');
  c.text(44, y + 4.5, s.toUpperCase(), 9, c.theme.labelBold, '#333333');
  return y + 26;
}

export function harborline(c: Canvas, d: Deal): void {
  const ch: Chrome = { title: 'Harbor Line Business Funding - Application', url: `https://harborlinefunding.formstack.com/forms/application?sid=${d.submissionId}`, pages: 2, browser: 'chrome' };
  c.newPage(); chrome(c, ch, d.printedAt);
  c.text(36, 30, 'HARBOR LINE', 18, c.theme.labelBold, '#0b3954');
  c.text(36, 52, 'Business Funding  |  Application for Revenue-Based Financing', 9, c.theme.label, '#0b3954');
  let y = bar(c, 72, 'Business Details');
  y = row(c, 'legal_name', y, 'Company Legal Name', d.legal, { 'application.legal_name': d.legal }, 380, { required: true });
  y = row(c, 'dba', y, 'DBA Name', d.dba, { 'application.trade_name': tradeName(d.dba, d.legal) }, 380);
  c.label(180 - c.width('Entity Type', 8.5, c.theme.labelBold) - 7, y + 2, 'Entity Type', true, 8.5);
  const opts = ['LLC', 'Corp', 'S-Corp', 'Partnership', 'Sole Prop', 'Other'];
  const ent = entityChoice(d, opts);
  const ey = choiceRow(c, 'entity_type', 'check', 190, y + 2, opts, ent.option, ent.other ? {} : entityFields(ent.option), 12);
  c.help(190, ey - 1, '(check one)');
  c.input('entity_other', 470, y - 2, 106, 18, ent.other, ent.other ? entityFields(ent.other) : {});
  y = ey + 12;
  // A sole proprietor without an EIN leaves the EIN box blank and writes the SSN in the box meant for it.
  const einT = d.soleSsn ? '' : d.taxId.replace('-', '');
  y = row(c, 'ein', y, 'Federal EIN', einT, einT ? taxIdFields(einT, taxIdType(einT, 'EIN')) : {}, 140, { help: 'Numbers only' });
  y = row(c, 'biz_ssn', y, 'SSN (sole props w/o EIN)', d.soleSsn ? d.taxId : '', d.soleSsn ? taxIdFields(d.taxId.replace(/\D/g, ''), taxIdType(d.taxId, 'SSN')) : {}, 140);
  y = row(c, 'start_date', y, 'Date Business Started', fmtDate(d.start, 'dmy-dash'), { 'application.business_start_date': d.start }, 140, { help: 'mm-dd-yyyy', required: true });
  y = row(c, 'industry', y, 'Industry', d.industryText, { 'application.industry': industryId(d.industryText) }, 380, { required: true });
  y = row(c, 'inc_state', y, 'State of Formation', d.incState.code, {}, 80, { options: [d.incState.code] });
  y = addressField(c, 'biz', 190, y, 386, '', d.address, true, 'code');
  c.label(180 - c.width('Business Address', 8.5, c.theme.labelBold) - 7, y - 81, 'Business Address', true, 8.5);
  y = row(c, 'country', y, 'Country', 'United States', { 'application.country': 'United States' }, 160, { options: ['United States'] });
  y = row(c, 'phone', y, 'Business Phone', d.phone, {}, 160);
  y = bar(c, y + 2, 'Funding Request');
  const amt = fmtMoney(d.amount, 'plain'), pay = fmtMoney(d.payment, 'plain');
  const freq: Record<string, string> = { daily: 'Daily (M-F)', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
  y = row(c, 'amount', y, 'Requested Amount ($)', amt, { 'application.requested_amount': money(amt) }, 140, { required: true });
  y = row(c, 'frequency', y, 'Payment Frequency', freq[d.frequency]!, { 'application.payment_frequency': d.frequency }, 140, { options: [freq[d.frequency]!] });
  y = row(c, 'payment', y, 'Payment Amount ($)', pay, { 'application.requested_payment': money(pay) }, 140);
  y = row(c, 'count', y, 'Number of Payments', String(d.count), { 'application.number_of_payments': d.count }, 80);

  c.newPage(); chrome(c, ch, d.printedAt);
  y = bar(c, 36, 'Ownership');
  d.owners.forEach((o, i) => {
    // One "Full Name" box; some owners type it surname first, as on their licence.
    const name = o.dob.endsWith('5') || o.dob.endsWith('0') ? `${o.last}, ${o.first}` : `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}`;
    y = row(c, `owner${i}_name`, y, `Owner ${i + 1} Full Name`, name, { [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last }, 300, { required: true });
    y = row(c, `owner${i}_title`, y, 'Title', o.title, { [A(i, 'role')]: o.title }, 160, { options: [o.title] });
    y = row(c, `owner${i}_pct`, y, 'Ownership %', String(o.pct), { [A(i, 'ownership')]: o.pct }, 60);
    y = row(c, `owner${i}_ssn`, y, 'Social Security Number', maskedSsn(o), ownerTaxFields(i, o), 140);
    y = row(c, `owner${i}_dob`, y, 'Date of Birth', fmtDate(o.dob, 'mdy'), { [A(i, 'date_of_birth')]: o.dob }, 140);
    y = row(c, `owner${i}_home`, y, 'Home Address', `${o.home.street}, ${o.home.city}, ${o.home.state.code} ${o.home.zip}`, {}, 386) + 6;
  });
  y = bar(c, y, 'Current Advances / Loans');
  ['Funder', 'Balance', 'Daily/Weekly Payment'].forEach((h, i) => c.text(44 + i * 180, y, h, 8.5, c.theme.labelBold));
  for (let i = 0; i < 2; i++) {
    const f = d.funders[i];
    [f?.name ?? '', f ? fmtMoney(f.balance, 'plain') : '', f ? fmtMoney(f.payment, 'plain') : ''].forEach((v, k) => c.input(`funder${i}_${k}`, 40 + k * 180, y + 12 + i * 20, 176, 20, v));
  }
  y = bar(c, y + 62, 'Banking & Referral');
  y = row(c, 'bank', y, 'Bank Name', d.bank, {}, 200);
  y = row(c, 'routing', y, 'Routing #', d.routing, {}, 140);
  y = row(c, 'account', y, 'Account #', d.account, {}, 140);
  y = row(c, 'iso_rep', y, 'Referred By (ISO / Agent)', d.isoRep, {}, 200);
  y = row(c, 'landlord', y, 'Landlord', `${d.landlord} ${d.landlordPhone}`, {}, 300);
  c.choice('consent', 'check', 190, y + 4, 'I agree to the Terms and authorize Harbor Line to pull credit.', true, 'consent');
  c.label(104, y + 26, 'E-Signature', true, 8.5);
  c.rect(190, y + 22, 250, 40);
  c.signature(205, y + 48, 170);
  y = row(c, 'sign_date', y + 70, 'Date Signed', fmtDate(d.signedAt.toISOString().slice(0, 10), 'mdy'), {}, 100);
  c.decoyText('submission_id', 36, y + 10, `Formstack Submission ${d.submissionId}  -  IP Address ${d.ip}  -  Browser: Chrome 124 / Windows`, 7, '#888888');
}
