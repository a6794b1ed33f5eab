// Two faxed paper forms: Harborline Capital Group (US, boxed grid, checkbox rows, up to 2 owners) and Northstar
// Merchant Funding (Canada, underlined blanks, O/A name, BN with program account, SIN, PIPEDA, up to 3 owners).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Pen } from './pen.ts';
import type { Merchant } from './data.ts';
import { type Choices, money, date, dbaPrinted, businessTaxId, ownerPrint, FREQ_LABEL } from './fmt.ts';
import { type Broker, faxHeader, brokerFooter, stamp, coverSheet, signature } from './common.ts';

export interface Ctx { pen: Pen; m: Merchant; ch: Choices; r: Rng; b: Broker }
const ap = (i: number, k: string): string => `applicants[${i}].${k}`;

/** A boxed cell: small label at the top, the value inside. */
function cell(c: Ctx, label: string, x: number, y: number, w: number, name: string, text: string, o: { fields?: Record<string, string | number | null>; decoy?: string } = {}): void {
  c.pen.rect(x, y, w, 26, '#222222', 0.5);
  c.pen.t(label, x + 2.5, y + 2.5, { size: 6, font: 'Helvetica', color: '#333333' });
  c.pen.value(name, text, x + 3, y + 12, w - 6, { size: 9, ...o });
}
function bar(c: Ctx, title: string, y: number): void {
  c.pen.fill(36, y, 540, 14, c.b.accent);
  c.pen.t(title, 42, y + 3.5, { font: 'Helvetica-Bold', size: 8.5, color: '#ffffff' });
}

export function harborline(c: Ctx): void {
  const { pen, m, ch, r, b } = c;
  const total = 3;
  coverSheet(pen, b, m, ch, r, total, 0);
  // ---- page 2: business, request, positions, bank
  pen.newPage();
  faxHeader(pen, b, ch, total, 0);
  pen.fill(36, 28, 540, 44, '#f1f4f8');
  pen.fill(36, 28, 8, 44, b.accent);
  pen.t(b.name, 52, 34, { font: 'Times-Bold', size: 20, color: b.accent });
  pen.t('MERCHANT CASH ADVANCE APPLICATION', 340, 38, { font: 'Helvetica-Bold', size: 10 });
  pen.t('Please complete all sections. Incomplete files delay funding.', 340, 54, { font: 'Helvetica-Oblique', size: 7 });
  bar(c, 'SECTION 1  -  BUSINESS PROFILE', 80);
  cell(c, 'Legal / Corporate Name (as filed with IRS)', 36, 96, 330, 'legal_name', m.legal, { fields: { legal_name: m.legal } });
  const dba = dbaPrinted(m, r);
  cell(c, 'DBA / Trade Name', 366, 96, 210, 'dba', dba.text, { fields: { trade_name: dba.value } });
  pen.rect(36, 122, 540, 22, '#222222', 0.5);
  pen.t('Business Structure:', 40, 130, { size: 7.5, font: 'Helvetica-Bold' });
  const opts = ['Corporation', 'LLC', 'S-Corp', 'Partnership', 'Sole Proprietor', 'Non-Profit'];
  let x = 122;
  for (const o of opts) {
    const on = o === m.entityText;
    pen.check(`type_${o.replace(/\W/g, '')}`, x, 128, 8, on, o, on ? { type_of_entity: m.entityId } : {});
    pen.t(o, x + 11, 129, { size: 7.5 });
    x += pen.width(o, 'Helvetica', 7.5) + 22;
  }
  const other = !opts.includes(m.entityText);
  pen.check('type_Other', x, 128, 8, other, 'Other', {});
  pen.t('Other:', x + 11, 129, { size: 7.5 });
  pen.line(x + 36, 137, 572, 137);
  pen.value('type_other_text', other ? m.entityText : '', x + 38, 127, 572 - x - 40, { size: 8, fields: { type_of_entity: m.entityId } });
  const tax = businessTaxId(m, r, true);
  const taxLabel = m.taxType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Federal Tax ID / SSN (sole prop.)';
  cell(c, taxLabel, 36, 144, 150, 'tax_id', tax.text, { fields: { business_tax_id: tax.id, business_tax_id_type: tax.type, business_tax_id_country: tax.country } });
  const start = ch.blankStart ? { text: '', value: null } : date(m.start, ch.date);
  cell(c, 'Date Business Started', 186, 144, 130, 'start_date', start.text, { fields: { business_start_date: start.value } });
  cell(c, 'State of Incorporation', 316, 144, 130, 'state_inc', m.stateOfInc, { decoy: 'state_of_incorporation' });
  cell(c, '# of Employees', 446, 144, 130, 'employees', String(m.employees), { decoy: 'employees' });
  cell(c, 'Physical Business Address (no P.O. boxes)', 36, 170, 250, 'street', m.addr.street, { decoy: 'business_street' });
  cell(c, 'City', 286, 170, 140, 'city', m.addr.city, { decoy: 'business_city' });
  cell(c, 'State', 426, 170, 60, 'state', m.addr.st, { fields: { state_region: m.addr.st } });
  cell(c, 'Zip', 486, 170, 90, 'zip', m.addr.zip, { decoy: 'business_zip' });
  cell(c, 'Business Phone', 36, 196, 150, 'phone', m.phone, { decoy: 'business_phone' });
  cell(c, 'Business E-mail', 186, 196, 220, 'email', m.email, { decoy: 'business_email' });
  cell(c, 'Website', 406, 196, 170, 'website', ch.blankWebsite ? '' : m.website, { decoy: 'website' });
  cell(c, 'Nature of Business / Products Sold', 36, 222, 250, 'industry', m.industryText, { fields: { industry: m.industryId } });
  cell(c, 'Avg. Monthly Gross Sales', 286, 222, 140, 'monthly_sales', money(m.monthlySales, ch.money).text, { decoy: 'monthly_sales' });
  pen.rect(426, 222, 150, 26, '#222222', 0.5);
  pen.t('Premises', 428.5, 224.5, { size: 6, color: '#333333' });
  pen.check('own', 432, 235, 8, !m.rent, 'Own');
  pen.t('Own', 443, 236, { size: 7.5 });
  pen.check('rent', 480, 235, 8, m.rent, 'Rent');
  pen.t('Rent / Lease', 491, 236, { size: 7.5 });
  cell(c, 'Landlord / Mortgage Holder', 36, 248, 250, 'landlord', m.rent ? m.landlord.name : '', { decoy: 'landlord_name' });
  cell(c, 'Landlord Phone', 286, 248, 140, 'landlord_phone', m.rent ? m.landlord.phone : '', { decoy: 'landlord_phone' });
  cell(c, 'Monthly Rent / Mortgage', 426, 248, 150, 'rent_amt', m.rent ? money(m.landlord.rent, 'dollar').text : '', { decoy: 'rent' });
  bar(c, 'SECTION 2  -  FUNDING REQUEST', 284);
  const amt = money(m.amount, ch.money);
  cell(c, 'Amount of Funding Requested', 36, 300, 180, 'amount', amt.text, { fields: { requested_amount: amt.value } });
  cell(c, 'Intended Use of Funds', 216, 300, 360, 'use', m.useOfFunds, { decoy: 'use_of_funds' });
  bar(c, 'SECTION 3  -  CURRENT ADVANCES / LOANS (list all open balances)', 336);
  ['Funding Company', 'Approx. Balance', 'Payment', 'Daily / Weekly'].forEach((h, i) => pen.t(h, 40 + i * 135, 354, { size: 7, font: 'Helvetica-Bold' }));
  for (let i = 0; i < 3; i++) {
    const f = m.funders[i];
    const y = 366 + i * 18;
    pen.line(36, y + 14, 576, y + 14, '#999999');
    pen.value(`funder${i + 1}`, f?.name ?? '', 40, y + 3, 130, { size: 8.5, decoy: 'existing_funder' });
    pen.value(`funder${i + 1}_bal`, f ? money(f.balance, 'dollar').text : '', 175, y + 3, 130, { size: 8.5, decoy: 'existing_balance' });
    pen.value(`funder${i + 1}_pmt`, f ? money(f.payment, 'dollar').text : '', 310, y + 3, 130, { size: 8.5, decoy: 'existing_payment' });
    pen.value(`funder${i + 1}_freq`, f?.freq ?? '', 445, y + 3, 130, { size: 8.5, decoy: 'existing_frequency' });
  }
  bar(c, 'SECTION 4  -  OPERATING BANK ACCOUNT (for ACH)', 430);
  cell(c, 'Bank Name', 36, 446, 200, 'bank', m.bank.name, { decoy: 'bank_name' });
  cell(c, 'ABA Routing #', 236, 446, 160, 'routing', m.bank.routing, { decoy: 'routing_number' });
  cell(c, 'Account #', 396, 446, 180, 'account', m.bank.account, { decoy: 'account_number' });
  pen.t('Merchant certifies that the account above is the primary operating account into which all card and cash receipts are deposited.', 36, 480, { size: 6.5, width: 540, color: '#444444' });
  stamp(pen, ch, r);
  brokerFooter(pen, b);
  // ---- page 3: owners, references, authorisation
  pen.newPage();
  faxHeader(pen, b, ch, total, 0);
  bar(c, 'SECTION 5  -  OWNERS / GUARANTORS (all owners of 20% or more)', 30);
  m.owners.slice(0, 2).forEach((o, i) => {
    const y = 50 + i * 120;
    const p = ownerPrint(o, i, ch, r);
    pen.t(`Owner ${i + 1}`, 36, y, { font: 'Helvetica-Bold', size: 8 });
    cell(c, 'Full Name', 36, y + 10, 250, `owner${i + 1}_name`, p.name, { fields: p.nameFields });
    cell(c, 'Title', 286, y + 10, 150, `owner${i + 1}_title`, p.title.text, { fields: { [ap(i, 'role')]: p.title.value } });
    cell(c, '% Ownership', 436, y + 10, 140, `owner${i + 1}_pct`, p.pct.text, { fields: { [ap(i, 'ownership')]: p.pct.value } });
    cell(c, 'Social Security #', 36, y + 36, 170, `owner${i + 1}_ssn`, p.tax.text, { fields: p.tax.fields });
    cell(c, 'Date of Birth', 206, y + 36, 130, `owner${i + 1}_dob`, p.dob.text, { fields: { [ap(i, 'date_of_birth')]: p.dob.value } });
    cell(c, 'Est. Credit Score', 336, y + 36, 100, `owner${i + 1}_fico`, p.score.text, { fields: { [ap(i, 'credit_score')]: p.score.value } });
    cell(c, 'Cell Phone', 436, y + 36, 140, `owner${i + 1}_cell`, o.phone, { decoy: 'owner_phone' });
    cell(c, 'Home Address', 36, y + 62, 250, `owner${i + 1}_home`, o.home.street, { decoy: 'owner_home_street' });
    cell(c, 'City', 286, y + 62, 140, `owner${i + 1}_hcity`, o.home.city, { decoy: 'owner_home_city' });
    cell(c, 'State', 426, y + 62, 60, `owner${i + 1}_hstate`, o.home.st, { decoy: 'owner_home_state' });
    cell(c, 'Zip', 486, y + 62, 90, `owner${i + 1}_hzip`, o.home.zip, { decoy: 'owner_home_zip' });
  });
  bar(c, 'SECTION 6  -  TRADE / BUSINESS REFERENCES', 296);
  m.refs.forEach((f, i) => {
    cell(c, 'Company', 36, 314 + i * 26, 250, `ref${i + 1}`, f.name, { decoy: 'reference_name' });
    cell(c, 'Contact', 286, 314 + i * 26, 150, `ref${i + 1}_contact`, f.contact, { decoy: 'reference_contact' });
    cell(c, 'Phone', 436, 314 + i * 26, 140, `ref${i + 1}_phone`, f.phone, { decoy: 'reference_phone' });
  });
  bar(c, 'AUTHORIZATION & CONSENT', 400);
  pen.t(`By signing below, each of the above (individually and on behalf of the business) certifies that all information in this application is true and complete, and authorizes ${b.name}, its assigns and the funding sources it works with to obtain consumer and business credit reports, verify bank statements, contact references and landlords, and share this application with prospective funders. `
    + 'The undersigned understands that a merchant cash advance is a purchase of future receivables and not a loan. A photocopy or facsimile of this authorization is as valid as the original.', 36, 420, { size: 7, width: 540, lineGap: 1.5 });
  m.owners.slice(0, 2).forEach((o, i) => {
    const x = 36 + i * 280;
    if (pen.style !== 'fillable') signature(pen, x + 10, 520);
    pen.line(x, 540, x + 170, 540);
    pen.t('Signature', x, 544, { size: 6.5 });
    pen.value(`sign_date${i + 1}`, date('2026-03-13', ch.date).text, x + 185, 528, 80, { size: 9, decoy: 'signature_date' });
    pen.line(x + 180, 540, x + 260, 540);
    pen.t('Date', x + 180, 544, { size: 6.5 });
    void o;
  });
  brokerFooter(pen, b);
}

export function northstar(c: Ctx): void {
  const { pen, m, ch, r, b } = c;
  const total = 3;
  coverSheet(pen, b, m, ch, r, total, 1);
  pen.newPage();
  faxHeader(pen, b, ch, total, 1);
  pen.t(b.name, 36, 30, { font: 'Times-BoldItalic', size: 22, color: b.accent });
  pen.t('Canadian Business Financing  |  Revenue-Based Advance Application', 36, 56, { font: 'Times-Roman', size: 10 });
  pen.line(36, 70, 576, 70, b.accent, 2);
  const blank = (label: string, x: number, y: number, w: number, name: string, text: string, o: { fields?: Record<string, string | number | null>; decoy?: string } = {}): void => {
    const lw = pen.width(label, 'Times-Bold', 9);
    pen.t(label, x, y, { font: 'Times-Bold', size: 9 });
    pen.line(x + lw + 3, y + 10, x + w - 6, y + 10, '#000000', 0.4);
    pen.value(name, text, x + lw + 5, y - 1, w - lw - 12, { size: 9.5, ...o });
  };
  const head = (t: string, y: number): void => { pen.t(t, 36, y, { font: 'Times-Bold', size: 11.5, color: b.accent }); pen.line(36, y + 14, 576, y + 14, '#999999', 0.4); };
  head('A. About the Business', 80);
  blank('Legal Name of Business:', 36, 104, 540, 'LegalName', m.legal, { fields: { legal_name: m.legal } });
  const dba = dbaPrinted(m, r);
  blank('Operating Name (O/A):', 36, 124, 540, 'OperatingName', dba.text, { fields: { trade_name: dba.value } });
  pen.t('Type of Business Entity:', 36, 144, { font: 'Times-Bold', size: 9 });
  const opts = ['Corporation', 'Partnership', 'Sole Proprietorship'];
  opts.forEach((o, i) => {
    const on = o === m.entityText;
    pen.check(`Entity_${i}`, 150 + i * 105, 144, 8, on, o, on ? { type_of_entity: m.entityId } : {});
    pen.t(o, 162 + i * 105, 144, { font: 'Times-Roman', size: 9 });
  });
  const tax = businessTaxId(m, r, false);
  blank('Business Number (BN) incl. program account:', 36, 164, 330, 'BN', tax.text, { fields: { business_tax_id: tax.id, business_tax_id_type: tax.type, business_tax_id_country: tax.country } });
  blank('Jurisdiction of Incorp.:', 366, 164, 210, 'Jurisdiction', m.stateOfInc, { decoy: 'state_of_incorporation' });
  const start = ch.blankStart ? { text: '', value: null } : date(m.start, ch.date);
  blank('Date Established:', 36, 184, 230, 'Established', start.text, { fields: { business_start_date: start.value } });
  blank('Industry / Type of Business:', 266, 184, 310, 'Industry', m.industryText, { fields: { industry: m.industryId } });
  blank('Street Address:', 36, 204, 300, 'Street', m.addr.street, { decoy: 'business_street' });
  blank('City:', 336, 204, 240, 'City', m.addr.city, { decoy: 'business_city' });
  blank('Province:', 36, 224, 150, 'Province', m.addr.st, { fields: { state_region: m.addr.st } });
  blank('Postal Code:', 186, 224, 150, 'PostalCode', m.addr.zip, { decoy: 'postal_code' });
  blank('Telephone:', 336, 224, 240, 'Phone', m.phone, { decoy: 'business_phone' });
  blank('E-mail:', 36, 244, 300, 'Email', m.email, { decoy: 'business_email' });
  blank('Monthly Revenue:', 336, 244, 240, 'Revenue', money(m.monthlySales, ch.money).text, { decoy: 'monthly_sales' });
  head('B. Financing Requested', 270);
  const amt = money(m.amount, ch.money);
  blank('Advance Amount Requested:', 36, 294, 270, 'Amount', amt.text, { fields: { requested_amount: amt.value } });
  blank('Purpose:', 306, 294, 270, 'Purpose', m.useOfFunds, { decoy: 'use_of_funds' });
  pen.t('Preferred remittance:', 36, 316, { font: 'Times-Bold', size: 9 });
  (['daily', 'weekly', 'biweekly', 'monthly'] as const).forEach((f, i) => {
    const on = f === m.frequency;
    pen.check(`Remit_${f}`, 140 + i * 80, 316, 8, on, FREQ_LABEL[f], on ? { payment_frequency: f } : {});
    pen.t(FREQ_LABEL[f], 152 + i * 80, 316, { font: 'Times-Roman', size: 9 });
  });
  head('C. Banking & Existing Financing', 342);
  blank('Financial Institution:', 36, 366, 240, 'Bank', m.bank.name, { decoy: 'bank_name' });
  blank('Transit-Institution:', 276, 366, 150, 'Transit', m.bank.routing, { decoy: 'routing_number' });
  blank('Account:', 426, 366, 150, 'Account', m.bank.account, { decoy: 'account_number' });
  m.funders.slice(0, 2).concat(m.funders.length ? [] : []).forEach((f, i) => {
    blank(`Current funder ${i + 1}:`, 36, 388 + i * 20, 270, `Funder${i + 1}`, f.name, { decoy: 'existing_funder' });
    blank('Balance owing:', 306, 388 + i * 20, 270, `FunderBal${i + 1}`, money(f.balance, 'dollar').text, { decoy: 'existing_balance' });
  });
  blank('Landlord:', 36, 432, 270, 'Landlord', m.rent ? m.landlord.name : '', { decoy: 'landlord_name' });
  blank('Landlord tel.:', 306, 432, 270, 'LandlordTel', m.rent ? m.landlord.phone : '', { decoy: 'landlord_phone' });
  pen.t('PRIVACY (PIPEDA) CONSENT: The applicant and each principal consent to the collection, use and disclosure of their personal information, including credit reports from Equifax and TransUnion, '
    + `by ${b.name} and its funding partners for the purpose of evaluating this request and for ongoing account management, in accordance with the Personal Information Protection and Electronic Documents Act.`, 36, 470, { font: 'Times-Italic', size: 7.5, width: 540 });
  stamp(pen, ch, r);
  brokerFooter(pen, b);
  pen.newPage();
  faxHeader(pen, b, ch, total, 1);
  head('D. Principals (each holder of 20% or more)', 30);
  m.owners.slice(0, 3).forEach((o, i) => {
    const y = 56 + i * 112;
    const p = ownerPrint(o, i, ch, r);
    pen.t(`Principal #${i + 1}`, 36, y, { font: 'Times-BoldItalic', size: 10 });
    blank('Name:', 36, y + 18, 300, `P${i + 1}Name`, p.name, { fields: p.nameFields });
    blank('Position:', 336, y + 18, 140, `P${i + 1}Title`, p.title.text, { fields: { [ap(i, 'role')]: p.title.value } });
    blank('Own. %:', 476, y + 18, 100, `P${i + 1}Pct`, p.pct.text, { fields: { [ap(i, 'ownership')]: p.pct.value } });
    blank('SIN:', 36, y + 38, 200, `P${i + 1}SIN`, p.tax.text, { fields: p.tax.fields });
    blank('Date of Birth:', 236, y + 38, 170, `P${i + 1}DOB`, p.dob.text, { fields: { [ap(i, 'date_of_birth')]: p.dob.value } });
    blank('Credit score (if known):', 406, y + 38, 170, `P${i + 1}Score`, p.score.text, { fields: { [ap(i, 'credit_score')]: p.score.value } });
    blank('Home address:', 36, y + 58, 380, `P${i + 1}Home`, `${o.home.street}, ${o.home.city}, ${o.home.st} ${o.home.zip}`, { decoy: 'owner_home_address' });
    blank('Cell:', 416, y + 58, 160, `P${i + 1}Cell`, o.phone, { decoy: 'owner_phone' });
  });
  pen.t('I/We certify that the information provided is accurate and complete and acknowledge that this is an application to sell future receivables at a discount, not a request for a loan. '
    + 'An electronic, faxed or photocopied signature shall be deemed an original.', 36, 400, { font: 'Times-Roman', size: 8, width: 540 });
  if (pen.style !== 'fillable') signature(pen, 50, 452);
  pen.line(36, 472, 260, 472);
  pen.t('Signature of Principal #1', 36, 476, { font: 'Times-Roman', size: 8 });
  pen.value('SignDate', date('2026-03-13', ch.date).text, 300, 460, 120, { decoy: 'signature_date' });
  pen.line(296, 472, 430, 472);
  pen.t('Date', 296, 476, { font: 'Times-Roman', size: 8 });
  brokerFooter(pen, b);
}
