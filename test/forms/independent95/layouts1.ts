// Set 95 layouts 1-3: Harborline (US, faxed with a cover sheet), Prairie Gate (US, two pages photographed),
// Maplecrest (Canada, faxed with a cover sheet, BN/SIN, PIPEDA consent).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Pen } from './canvas.ts';
import type { Model } from './data.ts';
import { entityOf, fmtDate, money } from './ref.ts';
import { A, bizTax, coverSheet, credit, dob, dollars, faxStamp, FREQ_LABEL, ownerName, ownerTax, region, role, share } from './parts.ts';

const X = 25, W = 562;
type Row = [string, number, string, Record<string, unknown>?][];
/** A row of cells whose widths are shares of the page width. */
export function row(pen: Pen, y: number, h: number, cells: Row, x0 = X, width = W): void {
  const total = cells.reduce((s, c) => s + c[1], 0);
  let x = x0;
  for (const [label, share, value, truth] of cells) { const w = (share / total) * width; pen.cell(label, x, y, w, h, value, truth); x += w; }
}
/** Entity checkboxes: the model's type checked when offered, else "Other" with its text written on the line. */
export function entityBoxes(pen: Pen, m: Model, x: number, y: number, opts: [string, string][], size = 7.5): void {
  const hit = opts.find(([, id]) => id === m.entityId);
  for (const [label, id] of opts) x = pen.check(label, x, y, id === m.entityId, { 'application.type_of_entity': id }, size);
  x = pen.check('Other:', x, y, !hit, undefined, size);
  pen.rule(x - 4, y + 9, x + 90, y + 9, 0.5);
  if (!hit) pen.value(m.entityText, x - 2, y - 3, 90, 12, { 'application.type_of_entity': entityOf(m.entityText, m.country) });
}
export function freqBoxes(pen: Pen, m: Model, x: number, y: number, size = 7.5): void {
  for (const f of ['daily', 'weekly', 'biweekly', 'monthly'] as const) x = pen.check(FREQ_LABEL[f], x, y, m.frequency === f, { 'application.payment_frequency': f }, size);
}
const legal = (m: Model) => ({ 'application.legal_name': m.legal });
const dba = (m: Model) => (m.dba ? { 'application.trade_name': m.dba } : undefined);
const AUTH = 'By signing below, each of the above listed business and business owner/officer (individually and collectively, "you") certify that all '
  + 'information and documents submitted in connection with this application are true, correct and complete. You authorize the broker, its assigns and '
  + 'any funding source it presents this application to, to obtain consumer and business credit reports, bank references and any other information '
  + 'about you and the business, now and for any update, renewal or extension of credit.';

export function harborline(pen: Pen, m: Model, r: Rng): void {
  const broker = 'Harborline Capital Partners';
  faxStamp(pen, m, broker, 2, `${r.int(8, 17)}:${String(r.int(0, 59)).padStart(2, '0')}`);
  pen.labelSize = 7;
  coverSheet(pen, m, broker, '101 Hudson St, Suite 1720, Hoboken, NJ 07030', 2, 'Signed app attached. Statements to follow by e-mail. Please call with questions.');
  pen.addPage();
  pen.bold('HARBORLINE CAPITAL PARTNERS', X, 26, 15);
  pen.text('Merchant Cash Advance Application', X, 44, 10);
  pen.text(`ISO Rep: ${m.iso.name}   Ph ${m.broker.phone}   Fx ${m.broker.fax}`, 330, 30, 8);
  pen.band('BUSINESS INFORMATION', X, 60, W);
  row(pen, 75, 26, [['Legal / Corporate Name', 60, m.legal, legal(m)], ['DBA', 40, m.dbaPrinted, dba(m)]]);
  row(pen, 101, 26, [['Physical Address', 40, m.addr.street], ['City', 20, m.addr.city], ['State', 8, m.addr.region, region(m)], ['Zip', 12, m.addr.postal], ['Business Phone', 20, m.phone]]);
  const [tax, taxT] = bizTax(m);
  row(pen, 127, 26, [['Federal Tax ID', 18, tax, taxT], ['Business Start Date', 17, fmtDate(m.start, 'mdy'), { 'application.business_start_date': m.start }],
    ['State of Inc.', 10, m.incorp], ['Type of Business', 30, m.industryText, { 'application.industry': m.industryId }], ['# Employees', 10, String(m.employees)]]);
  pen.bold('Entity Type:', X + 2, 160, 7.5);
  entityBoxes(pen, m, X + 62, 159, [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['S Corp', 's_corporation'], ['Partnership', 'general_partnership'], ['Sole Proprietor', 'sole_proprietorship']]);
  row(pen, 175, 26, [['E-mail', 30, m.email], ['Landlord / Mortgage Co.', 30, m.landlord.name], ['Landlord Phone', 20, m.landlord.phone], ['Monthly Rent', 14, `$${money(m.landlord.rent)}`]]);
  pen.band('FUNDING REQUEST', X, 207, W);
  row(pen, 222, 26, [['Amount Requested', 20, dollars(m.amount), { 'application.requested_amount': m.amount }], ['Use of Funds', 25, m.use],
    ['Est. Payment', 18, dollars(m.payment, false, true), { 'application.requested_payment': m.payment }], ['# of Payments', 14, String(m.nPayments), { 'application.number_of_payments': m.nPayments }],
    ['Avg Monthly Sales', 20, dollars(m.monthlySales)]]);
  pen.bold('Payment Frequency:', X + 2, 255, 7.5);
  freqBoxes(pen, m, X + 92, 254);
  pen.band('OWNER / OFFICER INFORMATION (all owners of 20% or more)', X, 272, W);
  const cols: [string, number][] = [['Name', 134], ['Title', 62], ['Own %', 34], ['SSN', 66], ['Date of Birth', 58], ['FICO', 30], ['Home Address', 118], ['Cell', 60]];
  let x = X;
  for (const [h, w] of cols) { pen.rect(x, 287, w, 12, 0.5); pen.bold(h, x + 2, 289.5, 7); x += w; }
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i], y = 299 + i * 22;
    const vals: [string, Record<string, unknown>?][] = o ? [ownerName(o, i, 'first'), role(o, i), share(o, i), ownerTax(o, i), dob(o, i, 'mdy'), credit(o, i),
      [`${o.home.street}, ${o.home.city}`], [o.cell]] : cols.map(() => ['']);
    x = X;
    cols.forEach(([, w], k) => { pen.rect(x, y, w, 22, 0.5); pen.value(vals[k]![0], x + 2, y + 5, w - 4, 13, vals[k]![1]); x += w; });
  }
  pen.band('BANK & EXISTING ADVANCES', X, 393, W);
  row(pen, 408, 26, [['Business Bank', 30, m.bank.name], ['ABA Routing #', 25, m.bank.routing], ['Account #', 25, m.bank.account], ['Open Advances?', 20, m.advances.length ? 'Yes' : 'No']]);
  for (let i = 0; i < 2; i++) {
    const a = m.advances[i];
    row(pen, 434 + i * 24, 24, [['Funder', 40, a?.funder ?? ''], ['Balance', 30, a ? dollars(a.balance) : ''], ['Daily/Weekly Payment', 30, a ? dollars(a.payment) : '']]);
  }
  pen.band('AUTHORIZATION', X, 488, W);
  pen.para(AUTH, X, 505, W, 7);
  for (let i = 0; i < Math.min(2, m.owners.length); i++) {
    const y = 570 + i * 44;
    pen.signature(X + 10, y, 170);
    pen.rule(X, y + 16, X + 200, y + 16); pen.text('Owner Signature', X, y + 19, 7);
    pen.value(`${m.owners[i]!.first} ${m.owners[i]!.last}`, X + 230, y, 150, 14); pen.rule(X + 225, y + 16, X + 400, y + 16); pen.text('Print Name', X + 225, y + 19, 7);
    pen.value(fmtDate(m.signed, 'mdy'), X + 430, y, 100, 14); pen.rule(X + 425, y + 16, X + 540, y + 16); pen.text('Date', X + 425, y + 19, 7);
  }
  pen.text('Harborline Capital Partners is a broker and not a lender. Fax completed applications to (201) 555-0143.', X, 740, 7);
}

export function prairie(pen: Pen, m: Model, r: Rng): void {
  pen.addPage();
  pen.fill(0, 0, 612, 58, '#3b4d2a');
  pen.bold('PRAIRIE GATE FUNDING', 40, 18, 18, { color: '#ffffff' });
  pen.text('Business Funding Application  ·  Page 1 of 2', 40, 40, 9, 'Helvetica', { color: '#ffffff' });
  pen.text(`Your Funding Specialist: ${m.iso.name}  ${m.broker.phone}`, 350, 24, 8.5, 'Helvetica', { color: '#ffffff' });
  let y = 76;
  pen.bold('SECTION 1 - ABOUT THE BUSINESS', 40, y, 10); y += 18;
  const L = (label: string, v: string, t?: Record<string, unknown>, x = 40, w = 532, lw = 150) => pen.line(label, x, y, w, v, t, lw);
  L('Legal Name of Business', m.legal, legal(m)); y += 22;
  L('DBA (if different)', m.dbaPrinted, dba(m)); y += 22;
  L('Street Address', m.addr.street, undefined, 40, 300); L('City', m.addr.city, undefined, 350, 222, 30); y += 22;
  L('State', m.addr.region, region(m), 40, 120, 40); L('Zip Code', m.addr.postal, undefined, 170, 120, 50); L('Phone', m.phone, undefined, 300, 272, 40); y += 22;
  const [tax, taxT] = bizTax(m);
  L('Federal Tax ID #', tax, taxT, 40, 250, 90); L('Date Business Started', fmtDate(m.start, 'long'), { 'application.business_start_date': m.start }, 300, 272, 110); y += 22;
  L('Type of Entity', m.entityText, { 'application.type_of_entity': m.entityId }, 40, 250, 90); L('State of Incorporation', m.incorp, undefined, 300, 272, 110); y += 22;
  L('Describe Your Business', m.industryText, { 'application.industry': m.industryId }); y += 22;
  L('Website', m.website, undefined, 40, 250, 90); L('E-mail', m.email, undefined, 300, 272, 50); y += 22;
  L('Do you own or rent?', r.chance(0.8) ? 'Rent' : 'Own', undefined, 40, 250, 110); L('Landlord', m.landlord.name, undefined, 300, 272, 50); y += 22;
  L('Landlord Phone', m.landlord.phone, undefined, 40, 250, 90); L('Monthly Rent/Mortgage', `$${money(m.landlord.rent)}`, undefined, 300, 272, 110); y += 32;
  pen.bold('SECTION 2 - FUNDING', 40, y, 10); y += 18;
  L('How much are you requesting?', dollars(m.amount), { 'application.requested_amount': m.amount }, 40, 300, 150); L('Use of Funds', m.use, undefined, 350, 222, 60); y += 22;
  L('Average Monthly Revenue', dollars(m.monthlySales), undefined, 40, 300, 150); L('Time in Business', `${2025 - Number(m.start.slice(0, 4))} yrs`, undefined, 350, 222, 80); y += 22;
  L('Any open advances or loans?', m.advances.map((a) => `${a.funder} (bal. ${dollars(a.balance)})`).join('; ') || 'None', undefined, 40, 532, 150); y += 32;
  pen.bold('SECTION 3 - TRADE REFERENCES', 40, y, 10); y += 18;
  for (const ref of m.refs) { L('Company', ref.name, undefined, 40, 230, 50); L('Contact', ref.contact, undefined, 280, 150, 40); L('Phone', ref.phone, undefined, 440, 132, 30); y += 22; }
  pen.text('Prairie Gate Funding · 2200 Ross Ave, Dallas, TX 75201 · Not a lender. Continue on page 2.', 40, 750, 7.5);

  pen.addPage();
  pen.fill(0, 0, 612, 40, '#3b4d2a');
  pen.bold('PRAIRIE GATE FUNDING  ·  Page 2 of 2  ·  OWNERSHIP', 40, 14, 12, { color: '#ffffff' });
  m.owners.forEach((o, i) => {
    const bx = 40 + (i % 2) * 272, by = 56 + Math.floor(i / 2) * 200;
    pen.rect(bx, by, 260, 188);
    pen.bold(`OWNER ${i + 1}`, bx + 6, by + 6, 9);
    const F = (label: string, v: [string, Record<string, unknown>?], k: number) => pen.line(label, bx + 6, by + 20 + k * 20, 248, v[0], v[1], 92);
    F('Name (Last, First MI)', ownerName(o, i, 'last'), 0); F('Title', role(o, i), 1); F('Ownership %', share(o, i), 2); F('SSN', ownerTax(o, i, '*'), 3);
    F('Date of Birth', dob(o, i, 'mdy2'), 4); F('Est. Credit Score', credit(o, i), 5); F('Home Address', [o.home.street], 6); F('City/State/Zip', [`${o.home.city}, ${o.home.region} ${o.home.postal}`], 7);
  });
  const y2 = 56 + Math.ceil(m.owners.length / 2) * 200 + 6;
  pen.bold('AUTHORIZATION & SIGNATURES', 40, y2, 10);
  pen.para(AUTH, 40, y2 + 14, 532, 7);
  m.owners.slice(0, 2).forEach((o, i) => {
    const sx = 40 + i * 272, sy = y2 + 70;
    pen.signature(sx + 10, sy, 140); pen.rule(sx, sy + 16, sx + 170, sy + 16); pen.text(`Signature - Owner ${i + 1}`, sx, sy + 19, 7);
    pen.value(fmtDate(m.signed, 'mdy'), sx + 180, sy, 70, 14); pen.rule(sx + 178, sy + 16, sx + 255, sy + 16); pen.text('Date', sx + 180, sy + 19, 7);
  });
}

export function maplecrest(pen: Pen, m: Model, r: Rng): void {
  const broker = 'Maplecrest Business Funding';
  faxStamp(pen, m, broker, 3, `${r.int(8, 17)}:${String(r.int(0, 59)).padStart(2, '0')}`);
  pen.labelSize = 7.2;
  coverSheet(pen, m, broker, '4 Robert Speck Pkwy, Suite 1500, Mississauga, ON L4Z 1S1', 3, 'Completed application enclosed (2 pages). Merchant consents to credit check per PIPEDA.');
  pen.addPage();
  pen.bold('MAPLECREST', X, 28, 20); pen.text('BUSINESS FUNDING', X + 2, 50, 9);
  pen.bold('Business Financing Application / Demande de financement', 260, 32, 10); pen.text(`Advisor: ${m.iso.name}  ·  ${m.broker.phone}`, 260, 48, 8.5);
  pen.band('1. BUSINESS / ENTREPRISE', X, 66, W);
  row(pen, 81, 28, [['Legal Name (as registered)', 55, m.legal, legal(m)], ['Operating Name (O/A)', 45, m.dbaPrinted, dba(m)]]);
  row(pen, 109, 28, [['Street Address', 45, m.addr.street], ['City', 20, m.addr.city], ['Province', 12, m.addr.region, region(m)], ['Postal Code', 13, m.addr.postal], ['Country', 10, 'Canada']]);
  const [tax, taxT] = bizTax(m, r.chance(0.7));
  row(pen, 137, 28, [['Business Number (BN) + Program Account', 34, tax, taxT], ['Date Started (YYYY-MM-DD)', 22, m.start, { 'application.business_start_date': m.start }],
    ['Jurisdiction of Incorporation', 22, m.incorp], ['Employees', 10, String(m.employees)], ['Phone', 22, m.phone]]);
  pen.bold('Legal Structure:', X + 2, 172, 8);
  entityBoxes(pen, m, X + 78, 171, [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership']], 8);
  row(pen, 188, 28, [['Nature of Business', 40, m.industryText, { 'application.industry': m.industryId }], ['E-mail', 35, m.email], ['Website', 25, m.website]]);
  row(pen, 216, 28, [['Landlord', 40, m.landlord.name], ['Landlord Phone', 25, m.landlord.phone], ['Monthly Rent (CAD)', 20, `$${money(m.landlord.rent)}`], ['Own / Lease', 15, 'Lease']]);
  pen.band('2. FINANCING REQUEST / DEMANDE', X, 252, W);
  row(pen, 267, 28, [['Amount Requested (CAD)', 25, dollars(m.amount, true), { 'application.requested_amount': m.amount }], ['Proposed Payment (CAD)', 25, dollars(m.payment, false, true), { 'application.requested_payment': m.payment }],
    ['Number of Payments', 18, String(m.nPayments), { 'application.number_of_payments': m.nPayments }], ['Purpose', 32, m.use]]);
  pen.bold('Remittance:', X + 2, 302, 8);
  freqBoxes(pen, m, X + 62, 301, 8);
  row(pen, 318, 28, [['Avg Monthly Deposits (CAD)', 30, dollars(m.monthlySales)], ['Financial Institution', 30, m.bank.name], ['Transit-Institution', 20, m.bank.routing], ['Account No.', 20, m.bank.account]]);
  pen.band('3. EXISTING FINANCING / FINANCEMENT EXISTANT', X, 354, W);
  for (let i = 0; i < 2; i++) {
    const a = m.advances[i];
    row(pen, 369 + i * 26, 26, [['Lender / Funder', 45, a?.funder ?? ''], ['Balance', 25, a ? dollars(a.balance) : ''], ['Payment', 30, a ? dollars(a.payment) : '']]);
  }
  pen.band('4. TRADE REFERENCES', X, 427, W);
  m.refs.forEach((ref, i) => row(pen, 442 + i * 26, 26, [['Supplier', 45, ref.name], ['Contact', 30, ref.contact], ['Phone', 25, ref.phone]]));
  pen.text('Page 1 of 2 - continued / suite au verso', X, 750, 8);

  pen.addPage();
  pen.band('5. PRINCIPALS / ACTIONNAIRES (25% or more)', X, 30, W);
  m.owners.forEach((o, i) => {
    const y = 48 + i * 88;
    pen.bold(`Principal ${i + 1}`, X, y, 9);
    row(pen, y + 12, 28, [['Full Name', 40, ...ownerName(o, i, 'first')], ['Title / Position', 25, ...role(o, i)], ['% Owned', 12, ...share(o, i)], ['Date of Birth (YYYY-MM-DD)', 23, ...dob(o, i, 'iso')]]);
    row(pen, y + 40, 28, [['Social Insurance Number (SIN)', 28, ...ownerTax(o, i)], ['Home Address', 42, `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`], ['Mobile', 18, o.cell], ['Beacon', 12, ...credit(o, i)]]);
  });
  const y = 48 + m.owners.length * 88 + 6;
  pen.band('6. CONSENT / CONSENTEMENT (PIPEDA)', X, y, W);
  pen.para('In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), each principal consents to Maplecrest Business '
    + 'Funding and its funding partners collecting, using and disclosing personal information, including obtaining credit reports from Equifax Canada '
    + 'and TransUnion Canada, to assess this application and for ongoing account management. ' + AUTH, X, y + 18, W, 7.2);
  m.owners.slice(0, 2).forEach((o, i) => {
    const sx = X + i * 285, sy = y + 92;
    pen.signature(sx + 10, sy, 150); pen.rule(sx, sy + 16, sx + 180, sy + 16); pen.text('Signature', sx, sy + 19, 7.5);
    pen.value(fmtDate(m.signed, 'iso'), sx + 190, sy, 80, 14); pen.rule(sx + 188, sy + 16, sx + 270, sy + 16); pen.text('Date (YYYY-MM-DD)', sx + 190, sy + 19, 7.5);
  });
}
export { A };
