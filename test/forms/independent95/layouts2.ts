// Set 95 layouts 4-6: Bluewater (US, one dense page photographed), Northwind (Canada, photographed, CRA BN, SIN,
// "Carrying on business as"), Ironbridge (US, faxed with a cover sheet, two pages, long dates).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Pen } from './canvas.ts';
import type { Model } from './data.ts';
import { fmtDate, money } from './ref.ts';
import { bizTax, coverSheet, credit, dob, dollars, faxStamp, FREQ_LABEL, ownerName, ownerTax, region, role, share } from './parts.ts';
import { entityBoxes, freqBoxes, row } from './layouts1.ts';

const legal = (m: Model) => ({ 'application.legal_name': m.legal });
const dba = (m: Model) => (m.dba ? { 'application.trade_name': m.dba } : undefined);
const X = 30, W = 552;

export function bluewater(pen: Pen, m: Model, r: Rng): void {
  pen.addPage();
  pen.fill(X, 24, W, 34, '#0b4f79');
  pen.bold('BLUEWATER MERCHANT ADVISORS', X + 10, 30, 15, { color: '#ffffff' });
  pen.text('Working Capital Application  |  Fort Lauderdale, FL  |  (954) 555-0182', X + 10, 47, 8, 'Helvetica', { color: '#ffffff' });
  pen.text(`Rep #${r.int(100, 999)}  ${m.iso.name}`, X + 410, 32, 8, 'Helvetica', { color: '#ffffff' });
  const c = (y: number, h: number, cells: Parameters<typeof row>[3]) => row(pen, y, h, cells, X, W);
  pen.bold('Company', X, 64, 9);
  c(76, 25, [['Business Legal Name', 55, m.legal, legal(m)], ['Doing Business As', 45, m.dbaPrinted, dba(m)]]);
  c(101, 25, [['Business Address', 44, m.addr.street], ['City', 20, m.addr.city], ['St', 7, m.addr.region, region(m)], ['Zip', 11, m.addr.postal], ['Office Phone', 18, m.phone]]);
  const [tax, taxT] = bizTax(m);
  const sole = m.taxType !== 'EIN';
  c(126, 25, [['Tax ID (EIN, or SSN if sole prop)', 24, tax, taxT], ['Legal Entity', 18, m.entityText, { 'application.type_of_entity': m.entityId }],
    ['Inception Date', 14, fmtDate(m.start, 'mdy2'), { 'application.business_start_date': m.start }], ['Industry', 28, m.industryText, { 'application.industry': m.industryId }], ['Inc. State', 8, sole ? '' : m.incorp], ['Emp.', 8, String(m.employees)]]);
  c(151, 25, [['E-mail', 34, m.email], ['Website', 26, m.website], ['Monthly Gross Sales', 20, dollars(m.monthlySales)], ['Rent / Mortgage Pmt', 20, `$${money(m.landlord.rent)}`]]);
  pen.bold('Funding Request', X, 184, 9);
  const showPay = r.chance(0.7);
  c(196, 25, [['Amount Requested', 24, dollars(m.amount), { 'application.requested_amount': m.amount }], ['Payment Amount', 22, showPay ? dollars(m.payment, false, true) : '', showPay ? { 'application.requested_payment': m.payment } : undefined],
    ['Term (# of pmts)', 16, showPay ? String(m.nPayments) : '', showPay ? { 'application.number_of_payments': m.nPayments } : undefined], ['Purpose of Funds', 38, m.use]]);
  pen.text('Payment schedule:', X + 2, 226, 7.5);
  if (showPay) freqBoxes(pen, m, X + 72, 225);
  else for (let x = X + 72, k = 0; k < 4; k++) x = pen.check(['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'][k]!, x, 225, false);
  pen.bold('Owners / Guarantors', X, 244, 9);
  m.owners.forEach((o, i) => {
    const y = 256 + i * 50;
    c(y, 25, [['Owner Name', 34, ...ownerName(o, i, 'first')], ['Title', 18, ...role(o, i)], ['Ownership %', 12, ...share(o, i, r.chance(0.5))], ['SSN / ITIN', 18, ...ownerTax(o, i)], ['DOB', 18, ...dob(o, i, 'mdy')]]);
    c(y + 25, 25, [['Home Address', 46, `${o.home.street}, ${o.home.city} ${o.home.region} ${o.home.postal}`], ['Cell Phone', 20, o.cell], ['E-mail', 34, o.email]]);
  });
  let y = 256 + m.owners.length * 50 + 8;
  pen.bold('Current Advances / Loans', X, y, 9); y += 12;
  for (let i = 0; i < 2; i++) { const a = m.advances[i]; c(y, 22, [['Funder', 40, a?.funder ?? ''], ['Balance Owed', 30, a ? dollars(a.balance) : ''], ['Payment', 30, a ? `$${money(a.payment)}/day` : '']]); y += 22; }
  pen.bold('Bank', X, y + 6, 9); y += 18;
  c(y, 25, [['Bank Name', 34, m.bank.name], ['Routing Number', 33, m.bank.routing], ['Checking Account Number', 33, m.bank.account]]); y += 32;
  pen.para('Each signer authorizes Bluewater Merchant Advisors and the funding providers to which it submits this application to obtain credit reports and '
    + 'to verify the information provided, and certifies that it is accurate. A facsimile or photocopy of this authorization is as valid as the original.', X, y, W, 7);
  y += 28;
  pen.signature(X + 10, y, 160); pen.rule(X, y + 16, X + 200, y + 16); pen.text('Authorized Signature', X, y + 19, 7);
  pen.value(fmtDate(m.signed, 'mdy'), X + 260, y, 100, 14); pen.rule(X + 255, y + 16, X + 380, y + 16); pen.text('Date', X + 255, y + 19, 7);
}

export function northwind(pen: Pen, m: Model, r: Rng): void {
  pen.addPage();
  pen.bold('NORTHWIND', X, 30, 22, { color: '#1d3b5a' }); pen.text('CAPITAL ADVISORY', X + 2, 54, 9, 'Helvetica', { color: '#1d3b5a' });
  pen.text('1055 W Georgia St, Suite 2400\nVancouver, BC V6E 3P3\n604-555-0117', 430, 30, 8);
  pen.bold('MERCHANT FINANCING APPLICATION (CANADA)', X, 78, 11); pen.rule(X, 92, X + W, 92, 1.2);
  const L = (y: number, label: string, v: string, t?: Record<string, unknown>, x = X, w = W, lw = 140) => pen.line(label, x, y, w, v, t, lw);
  L(100, 'Legal Business Name', m.legal, legal(m));
  L(121, 'Carrying on business as', m.dbaPrinted, dba(m));
  L(142, 'Business Address', `${m.addr.street}, ${m.addr.city}`, undefined, X, 360); L(142, 'Prov.', m.addr.region, region(m), X + 370, 60, 28); L(142, 'Postal', m.addr.postal, undefined, X + 440, 112, 34);
  const [tax, taxT] = bizTax(m, r.chance(0.5));
  L(163, 'CRA Business Number (15 characters)', tax, taxT, X, 330, 165); L(163, 'Incorporated in', m.incorp, undefined, X + 340, 212, 80);
  L(184, 'Business Structure', m.entityText, { 'application.type_of_entity': m.entityId }, X, 270, 100); L(184, 'In business since', fmtDate(m.start, 'long'), { 'application.business_start_date': m.start }, X + 280, 272, 90);
  L(205, 'Industry / Type of Business', m.industryText, { 'application.industry': m.industryId }, X, 330, 130); L(205, 'Phone', m.phone, undefined, X + 340, 212, 40);
  L(226, 'Landlord Name & Phone', `${m.landlord.name}  ${m.landlord.phone}`, undefined, X, W, 120);
  pen.bold('FINANCING', X, 252, 10); pen.rule(X, 264, X + W, 264, 0.8);
  L(270, 'Amount Requested (CAD)', dollars(m.amount), { 'application.requested_amount': m.amount }, X, 270, 110); L(270, 'Use of Proceeds', m.use, undefined, X + 280, 272, 80);
  const pay = r.chance(0.6);
  L(291, 'Preferred Payment', pay ? dollars(m.payment, false, true) : '', pay ? { 'application.requested_payment': m.payment } : undefined, X, 200, 85);
  L(291, 'Frequency', pay ? FREQ_LABEL[m.frequency] : '', pay ? { 'application.payment_frequency': m.frequency } : undefined, X + 210, 150, 50);
  L(291, 'No. of Payments', pay ? String(m.nPayments) : '', pay ? { 'application.number_of_payments': m.nPayments } : undefined, X + 370, 182, 75);
  L(312, 'Bank / Transit / Account', `${m.bank.name}  ${m.bank.routing}  ${m.bank.account}`, undefined, X, W, 120);
  pen.bold('PRINCIPALS', X, 338, 10); pen.rule(X, 350, X + W, 350, 0.8);
  const cols: [string, number][] = [['Name (Last, First)', 132], ['Position', 70], ['% Held', 40], ['SIN', 78], ['Date of Birth', 88], ['Credit Score', 50], ['Home Postal Code', 94]];
  let x = X;
  for (const [h, w] of cols) { pen.fill(x, 355, w, 13, '#d9e2ec'); pen.rect(x, 355, w, 13, 0.5); pen.bold(h, x + 2, 358, 7); x += w; }
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i], y = 368 + i * 24;
    const vals: [string, Record<string, unknown>?][] = o ? [ownerName(o, i, 'last'), role(o, i), share(o, i), ownerTax(o, i, '*'), dob(o, i, 'long'), credit(o, i), [o.home.postal]] : cols.map(() => ['']);
    x = X;
    cols.forEach(([, w], k) => { pen.rect(x, y, w, 24, 0.5); pen.value(vals[k]![0], x + 2, y + 6, w - 4, 13, vals[k]![1]); x += w; });
  }
  pen.bold('PRIVACY CONSENT', X, 472, 10); pen.rule(X, 484, X + W, 484, 0.8);
  pen.para('Each principal consents, under PIPEDA and applicable provincial privacy legislation, to the collection, use and disclosure of personal '
    + 'information, including a credit report from a consumer reporting agency, by Northwind Capital Advisory and its lending partners, for the purposes '
    + 'of evaluating and administering this financing request. Consent may be withdrawn subject to legal or contractual restrictions.', X, 490, W, 7.5);
  m.owners.slice(0, 2).forEach((o, i) => {
    const sx = X + i * 280, sy = 545;
    pen.signature(sx + 10, sy, 140); pen.rule(sx, sy + 16, sx + 170, sy + 16); pen.text(`Signature of Principal ${i + 1}`, sx, sy + 19, 7);
    pen.value(fmtDate(m.signed, 'long'), sx + 180, sy, 90, 14); pen.rule(sx + 178, sy + 16, sx + 270, sy + 16); pen.text('Date', sx + 180, sy + 19, 7);
  });
  pen.text(`Northwind Capital Advisory Inc. is a broker. Representative: ${m.iso.name}, ${m.broker.phone}`, X, 750, 7.5);
}

export function ironbridge(pen: Pen, m: Model, r: Rng): void {
  const broker = 'Ironbridge Funding Group';
  faxStamp(pen, m, broker, 3, `${r.int(8, 17)}:${String(r.int(0, 59)).padStart(2, '0')}`);
  pen.labelSize = 7.2;
  coverSheet(pen, m, broker, '180 N LaSalle St, 30th Floor, Chicago, IL 60601', 3, 'Signed app attached. Merchant is looking to close this week. Send offers to the rep above.');
  pen.addPage();
  pen.bold('IRONBRIDGE FUNDING GROUP', X, 28, 16); pen.text('Application for Business Funding - Page 1', X, 47, 9);
  pen.rect(400, 26, 182, 30); pen.text('Office use: ISO #', 404, 29, 7.5); pen.text(`Rep: ${m.iso.name}`, 404, 42, 8);
  pen.band('BUSINESS', X, 64, W);
  const c = (y: number, cells: Parameters<typeof row>[3]) => row(pen, y, 30, cells, X, W);
  c(79, [['Business Legal Name', 100, m.legal, legal(m)]]);
  c(109, [['Trade Name / DBA', 100, m.dbaPrinted, dba(m)]]);
  c(139, [['Business Location Address', 46, m.addr.street], ['City', 22, m.addr.city], ['State', 10, m.addr.region, region(m)], ['Zip', 12, m.addr.postal], ['Yrs at Loc.', 10, String(r.int(1, 12))]]);
  const [tax, taxT] = bizTax(m);
  c(169, [['Federal Tax ID', 25, tax, taxT], ['Date Business Established', 30, fmtDate(m.start, 'long'), { 'application.business_start_date': m.start }], ['State of Organization', 20, m.incorp], ['Phone', 25, m.phone]]);
  c(199, [['Nature of Business', 50, m.industryText, { 'application.industry': m.industryId }], ['E-mail', 50, m.email]]);
  pen.bold('Organization:', X + 2, 236, 8);
  entityBoxes(pen, m, X + 66, 235, [['Corp.', 'c_corporation'], ['LLC', 'llc'], ['LLP', 'llp'], ['Partnership', 'general_partnership'], ['Sole Prop.', 'sole_proprietorship']], 8);
  pen.band('FUNDING REQUESTED', X, 256, W);
  c(271, [['Requested Funding', 25, dollars(m.amount, false, true), { 'application.requested_amount': m.amount }], ['Requested Payment', 25, dollars(m.payment, false, true), { 'application.requested_payment': m.payment }],
    ['Number of Payments', 20, String(m.nPayments), { 'application.number_of_payments': m.nPayments }], ['Payment Frequency', 30, FREQ_LABEL[m.frequency], { 'application.payment_frequency': m.frequency }]]);
  c(301, [['Use of Funds', 50, m.use], ['Gross Annual Sales', 25, dollars(m.monthlySales * 12)], ['Avg. Monthly Card Sales', 25, dollars(Math.round(m.monthlySales * 0.4))]]);
  pen.band('PROPERTY & REFERENCES', X, 339, W);
  c(354, [['Landlord / Mortgage Holder', 45, m.landlord.name], ['Phone', 25, m.landlord.phone], ['Monthly Payment', 30, `$${money(m.landlord.rent)}`]]);
  m.refs.forEach((ref, i) => c(384 + i * 30, [[`Trade Reference ${i + 1}`, 45, ref.name], ['Contact', 30, ref.contact], ['Phone', 25, ref.phone]]));
  pen.band('BANKING', X, 452, W);
  c(467, [['Depository Bank', 34, m.bank.name], ['Routing #', 33, m.bank.routing], ['Account #', 33, m.bank.account]]);
  m.advances.forEach((a, i) => c(497 + i * 30, [['Existing Funder / Lender', 45, a.funder], ['Balance', 25, dollars(a.balance)], ['Payment', 30, `${dollars(a.payment)} daily`]]));
  pen.text('Continued on page 2', X, 750, 8);

  pen.addPage();
  pen.bold('IRONBRIDGE FUNDING GROUP', X, 28, 12); pen.text('Application for Business Funding - Page 2', X + 200, 30, 9);
  pen.band('OWNERS / PRINCIPALS', X, 50, W);
  m.owners.forEach((o, i) => {
    const y = 66 + i * 96;
    pen.bold(`Owner #${i + 1}`, X, y, 9);
    c(y + 12, [['Owner Name', 40, ...ownerName(o, i, 'first')], ['Title', 25, ...role(o, i)], ['% of Ownership', 15, ...share(o, i)], ['Credit Score (est.)', 20, ...credit(o, i)]]);
    c(y + 42, [['Social Security #', 25, ...ownerTax(o, i)], ['Date of Birth', 22, ...dob(o, i, 'mdy')], ['Home Address', 53, `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`]]);
  });
  const y = 66 + m.owners.length * 96 + 4;
  pen.band('AUTHORIZATION', X, y, W);
  pen.para('The merchant and each owner signing below certify that the information in this application is true and complete, and authorize Ironbridge '
    + 'Funding Group and its funding partners to obtain credit reports, contact references and the landlord, and verify bank accounts.', X, y + 18, W, 7.5);
  m.owners.forEach((o, i) => {
    const sx = X + (i % 2) * 280, sy = y + 56 + Math.floor(i / 2) * 40;
    pen.signature(sx + 10, sy, 140); pen.rule(sx, sy + 16, sx + 170, sy + 16); pen.text(`Signature - Owner #${i + 1}`, sx, sy + 19, 7.5);
    pen.value(fmtDate(m.signed, 'long'), sx + 178, sy, 95, 14); pen.rule(sx + 176, sy + 16, sx + 270, sy + 16); pen.text('Date', sx + 178, sy + 19, 7.5);
  });
}
