// Layouts 1-3: Keystone (boxed grid, owners side by side), Harborline (two pages, ruled lines, owners table),
// BluePeak (typewriter ledger of label | value rows, stacked principals).
import { makeMerchant, type Merchant } from './data.ts';
import { AUTH, bar, boxed, cityLine, entityRow, F, frequencyRow, homeLine, ruled } from './parts.ts';
import type { Sheet } from './sheet.ts';
import type { Rng } from '../../statements/generator/prng.ts';

const NAVY = '#1f3a68';

export function keystone(sh: Sheet, rng: Rng): Merchant {
  const m = makeMerchant(rng, { maxOwners: 2, checkboxes: ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'S-Corp', 'Non-Profit'],
    startKinds: ['my', 'mdy', 'month-year'] });
  const X = 36, W = 540;
  sh.text('KEYSTONE CAPITAL PARTNERS', X, 30, { size: 17, font: 'Helvetica-Bold', color: NAVY });
  sh.text('Merchant Cash Advance Application', X, 50, { size: 10, color: '#444444' });
  sh.text('Fax: (877) 555-0143  |  apps@keystonecap.example', X + 300, 34, { size: 7, color: '#444444' });
  sh.text('ISO / Broker:', X + 300, 48, { size: 6.5 });
  sh.value('iso_company', m.iso.company, {}, X + 345, 42, 150, 12, { size: 8 });
  let y = 68;
  bar(sh, 'BUSINESS INFORMATION', X, y, W, NAVY); y += 14;
  boxed(sh, 'Legal Business Name', 'legal_name', m.legal, F.legal(m), X, y, 320);
  boxed(sh, 'DBA', 'dba', m.dba.text, F.dba(m), X + 320, y, 220); y += 24;
  sh.rect(X, y, W, 16, { lw: 0.5 });
  sh.text('Entity Type:', X + 3, y + 5, { size: 6.5 });
  entityRow(sh, m, ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'S-Corp', 'Non-Profit'], X + 50, y + 4, 6.5, 60); y += 16;
  boxed(sh, 'Federal Tax ID', 'ein', m.ein.text, F.ein(m), X, y, 140);
  boxed(sh, 'Business Start Date', 'start', m.start.text, F.start(m), X + 140, y, 120);
  boxed(sh, 'State of Incorporation', 'state_of_incorporation', m.stateOfInc, {}, X + 260, y, 110);
  boxed(sh, '# of Employees', 'employees', m.employees, {}, X + 370, y, 70);
  boxed(sh, 'Website', 'website', m.website, {}, X + 440, y, 100); y += 24;
  boxed(sh, 'Business Address (no P.O. Box)', 'street', m.street, {}, X, y, 230);
  boxed(sh, 'City', 'city', m.city, {}, X + 230, y, 140);
  boxed(sh, 'State', 'state', m.state, F.state(m), X + 370, y, 60);
  boxed(sh, 'Zip', 'zip', m.zip, {}, X + 430, y, 110); y += 24;
  boxed(sh, 'Business Phone', 'phone', m.phone, {}, X, y, 130);
  boxed(sh, 'Business Email', 'email', m.email, {}, X + 130, y, 200);
  boxed(sh, 'Type of Business', 'industry', m.industry.text, F.industry(m), X + 330, y, 210); y += 30;

  bar(sh, 'FUNDING REQUEST', X, y, W, NAVY); y += 14;
  boxed(sh, 'Amount Requested', 'amount', m.amount.text, F.amount(m), X, y, 150);
  boxed(sh, 'Use of Funds', 'use_of_funds', m.useOfFunds, {}, X + 150, y, 230);
  boxed(sh, 'Avg. Monthly Sales', 'monthly_sales', m.monthlySales, {}, X + 380, y, 160); y += 30;

  bar(sh, 'OWNER / OFFICER INFORMATION', X, y, W, NAVY); y += 14;
  const colW = W / 2;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    const x = X + i * colW;
    let yy = y;
    sh.text(`Owner ${i + 1}`, x + 2, yy + 1, { size: 7.5, font: 'Helvetica-Bold', color: NAVY }); yy += 11;
    boxed(sh, 'Full Name', `owner${i + 1}_name`, o?.name.text ?? '', o ? F.name(o, i) : {}, x, yy, colW * 0.6);
    boxed(sh, 'Title', `owner${i + 1}_title`, o?.title.text ?? '', o ? F.title(o, i) : {}, x + colW * 0.6, yy, colW * 0.4); yy += 24;
    boxed(sh, '% Ownership', `owner${i + 1}_pct`, o?.pct.text ?? '', o ? F.pct(o, i) : {}, x, yy, colW * 0.25);
    boxed(sh, 'SSN', `owner${i + 1}_ssn`, o?.ssn.text ?? '', o ? F.ssn(o, i) : {}, x + colW * 0.25, yy, colW * 0.4);
    boxed(sh, 'Date of Birth', `owner${i + 1}_dob`, o?.dob.text ?? '', o ? F.dob(o, i) : {}, x + colW * 0.65, yy, colW * 0.35); yy += 24;
    boxed(sh, 'Home Address', `owner${i + 1}_home`, o ? homeLine(o) : '', {}, x, yy, colW); yy += 24;
    boxed(sh, 'Cell Phone', `owner${i + 1}_cell`, o?.cell ?? '', {}, x, yy, colW * 0.38);
    boxed(sh, 'Email', `owner${i + 1}_email`, o?.email ?? '', {}, x + colW * 0.38, yy, colW * 0.42);
    boxed(sh, 'Credit Score (est.)', `owner${i + 1}_credit`, o?.credit.text ?? '', o ? F.credit(o, i) : {}, x + colW * 0.8, yy, colW * 0.2);
  }
  y += 11 + 24 * 4 + 8;

  bar(sh, 'BANK & LANDLORD', X, y, W, NAVY); y += 14;
  boxed(sh, 'Business Bank', 'bank_name', m.bank.name, {}, X, y, 150);
  boxed(sh, 'Routing #', 'bank_routing', m.bank.routing, {}, X + 150, y, 110);
  boxed(sh, 'Account #', 'bank_account', m.bank.account, {}, X + 260, y, 130);
  boxed(sh, 'Bank Contact', 'bank_officer', m.bank.officer, {}, X + 390, y, 150); y += 24;
  boxed(sh, 'Landlord / Mortgage Co.', 'landlord_name', m.landlord.name, {}, X, y, 200);
  boxed(sh, 'Landlord Phone', 'landlord_phone', m.landlord.phone, {}, X + 200, y, 120);
  boxed(sh, 'Monthly Rent / Mortgage', 'landlord_rent', m.landlord.rent, {}, X + 320, y, 110);
  sh.rect(X + 430, y, 110, 24, { lw: 0.5 });
  sh.text('Business Location', X + 432, y + 2, { size: 5.8 });
  sh.checkbox('own_rent', 'Own', m.ownRent === 'Own', {}, X + 436, y + 12, 7, 6.5);
  sh.checkbox('own_rent', 'Rent', m.ownRent === 'Rent', {}, X + 480, y + 12, 7, 6.5); y += 32;

  bar(sh, 'AUTHORIZATION', X, y, W, NAVY); y += 15;
  sh.text(AUTH, X, y, { size: 6.3, width: W }); y += 40;
  for (let i = 0; i < 2; i++) {
    const x = X + i * colW;
    const o = m.owners[i];
    sh.line(x, y + 18, x + 150, y + 18);
    sh.text(`Owner ${i + 1} Signature`, x, y + 20, { size: 6 });
    if (o) sh.signature(x + 8, y + 12, 120);
    sh.line(x + 160, y + 18, x + 250, y + 18);
    sh.text('Date', x + 160, y + 20, { size: 6 });
    sh.value(`sign_date${i + 1}`, o ? m.signedDate : '', {}, x + 160, y + 4, 90, 14);
  }
  return m;
}

export function harborline(sh: Sheet, rng: Rng): Merchant {
  const m = makeMerchant(rng, { maxOwners: 4, startKinds: ['month-year', 'long', 'mdy', 'mon-year'], nameStyles: ['last-first', 'last-first', 'plain'] });
  const X = 50, W = 512, T = 'Times-Bold';
  sh.rect(X, 34, W, 44, { stroke: '#0d5c63', lw: 1.5 });
  sh.text('HARBORLINE BUSINESS CAPITAL', X + 10, 42, { size: 15, font: T, color: '#0d5c63' });
  sh.text('Merchant Cash Advance Application  -  Page 1 of 2', X + 10, 62, { size: 9 });
  sh.text('Please complete all sections. Incomplete applications will delay funding.', X + 290, 64, { size: 6.5 });
  let y = 92;
  const head = (t: string) => { sh.text(t, X, y, { size: 10, font: T, color: '#0d5c63' }); sh.line(X, y + 12, X + W, y + 12, '#0d5c63', 1); y += 18; };
  head('Company Information');
  ruled(sh, 'Company Name (as on tax return):', 'legal_name', m.legal, F.legal(m), X, y, W); y += 20;
  ruled(sh, 'DBA / Trade Name:', 'dba', m.dba.text, F.dba(m), X, y, 300);
  ruled(sh, 'Business Entity Type:', 'entity', m.entity.text, F.entity(m), X + 310, y, W - 310); y += 20;
  ruled(sh, 'EIN:', 'ein', m.ein.text, F.ein(m), X, y, 150);
  ruled(sh, 'Business Inception Date:', 'start', m.start.text, F.start(m), X + 160, y, 210);
  ruled(sh, 'Yrs in Business:', 'years', m.yearsInBusiness, {}, X + 380, y, W - 380); y += 20;
  ruled(sh, 'Street Address:', 'street', m.street, {}, X, y, 300);
  ruled(sh, 'City:', 'city', m.city, {}, X + 310, y, W - 310); y += 20;
  ruled(sh, 'State:', 'state', m.state, F.state(m), X, y, 90);
  ruled(sh, 'Zip:', 'zip', m.zip, {}, X + 100, y, 100);
  ruled(sh, 'Business Phone:', 'phone', m.phone, {}, X + 210, y, W - 210); y += 20;
  ruled(sh, 'Industry / Nature of Business:', 'industry', m.industry.text, F.industry(m), X, y, 300);
  ruled(sh, 'Website:', 'website', m.website, {}, X + 310, y, W - 310); y += 20;
  ruled(sh, 'Email:', 'email', m.email, {}, X, y, 300);
  ruled(sh, 'State of Formation:', 'state_of_incorporation', m.stateOfInc, {}, X + 310, y, W - 310); y += 28;
  head('Funding Request');
  ruled(sh, 'Amount Requested: ', 'amount', m.amount.text, F.amount(m), X, y, 200);
  ruled(sh, 'Use of Funds:', 'use_of_funds', m.useOfFunds, {}, X + 210, y, W - 210); y += 20;
  ruled(sh, 'Desired Payment:', 'payment', m.payment.text, F.payment(m), X, y, 170);
  ruled(sh, '# of Payments:', 'num_payments', m.numPayments.text, F.numPayments(m), X + 180, y, 110);
  sh.text('Schedule:', X + 300, y + 6, { size: 8 });
  frequencyRow(sh, m, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], X + 340, y + 5, 7.5); y += 28;
  head('Existing Advances / Loans (list all open positions)');
  const cols = [[X, 'Funder / Lender', 220], [X + 220, 'Current Balance', 140], [X + 360, 'Payment Amount', 152]] as const;
  for (const [cx, c, w] of cols) { sh.rect(cx, y, w, 13, { fill: '#e3efef', stroke: '#777777' }); sh.text(c, cx + 3, y + 3.5, { size: 7, font: T }); }
  y += 13;
  for (let r = 0; r < 3; r++) {
    const e = m.existing[r];
    for (const [cx, , w] of cols) sh.rect(cx, y, w, 15, { stroke: '#777777', lw: 0.4 });
    sh.value('existing_funder', e?.funder ?? '', {}, X, y, 220, 15);
    sh.value('existing_balance', e?.balance ?? '', {}, X + 220, y, 140, 15);
    sh.value('existing_payment', e?.payment ?? '', {}, X + 360, y, 152, 15);
    y += 15;
  }
  y += 14;
  head('Business Bank Account');
  ruled(sh, 'Bank Name:', 'bank_name', m.bank.name, {}, X, y, 170);
  ruled(sh, 'ABA Routing:', 'bank_routing', m.bank.routing, {}, X + 180, y, 150);
  ruled(sh, 'Account No.:', 'bank_account', m.bank.account, {}, X + 340, y, W - 340); y += 28;
  head('Landlord');
  ruled(sh, 'Landlord Name:', 'landlord_name', m.landlord.name, {}, X, y, 260);
  ruled(sh, 'Phone:', 'landlord_phone', m.landlord.phone, {}, X + 270, y, 130);
  ruled(sh, 'Rent:', 'landlord_rent', m.landlord.rent, {}, X + 410, y, W - 410);

  sh.addPage();
  y = 40;
  sh.text('HARBORLINE BUSINESS CAPITAL  -  Application Page 2 of 2', X, y, { size: 9, font: T, color: '#0d5c63' }); y += 20;
  head('Owners / Principals (all owners of 20% or more)');
  const oc = [[X, 'Name (Last, First)', 150], [X + 150, 'Title', 80], [X + 230, '% Ownership', 55], [X + 285, 'SSN', 85], [X + 370, 'Date of Birth', 90], [X + 460, 'FICO', 52]] as const;
  for (const [cx, c, w] of oc) { sh.rect(cx, y, w, 13, { fill: '#e3efef', stroke: '#777777' }); sh.text(c, cx + 3, y + 3.5, { size: 7, font: T }); }
  y += 13;
  for (let r = 0; r < 4; r++) {
    const o = m.owners[r];
    for (const [cx, , w] of oc) sh.rect(cx, y, w, 17, { stroke: '#777777', lw: 0.4 });
    if (o) {
      sh.value(`owner${r + 1}_name`, o.name.text, F.name(o, r), X, y, 150, 17);
      sh.value(`owner${r + 1}_title`, o.title.text, F.title(o, r), X + 150, y, 80, 17);
      sh.value(`owner${r + 1}_pct`, o.pct.text, F.pct(o, r), X + 230, y, 55, 17);
      sh.value(`owner${r + 1}_ssn`, o.ssn.text, F.ssn(o, r), X + 285, y, 85, 17);
      sh.value(`owner${r + 1}_dob`, o.dob.text, F.dob(o, r), X + 370, y, 90, 17);
      sh.value(`owner${r + 1}_credit`, o.credit.text, F.credit(o, r), X + 460, y, 52, 17);
    } else if (sh.style === 'fillable') {
      for (const [cx, c, w] of oc) sh.value(`owner${r + 1}_${c.replace(/[^a-z]/gi, '').toLowerCase()}`, '', {}, cx, y, w, 17);
    }
    y += 17;
  }
  y += 16;
  head('Owner Home Addresses');
  for (let r = 0; r < 4; r++) {
    const o = m.owners[r];
    sh.text(`${r + 1}.`, X, y + 6, { size: 8 });
    ruled(sh, 'Home Address:', `owner${r + 1}_home`, o ? homeLine(o) : '', {}, X + 12, y, 330);
    ruled(sh, 'Cell:', `owner${r + 1}_cell`, o?.cell ?? '', {}, X + 350, y, W - 350);
    y += 19;
  }
  y += 10;
  head('Trade References');
  for (let r = 0; r < 2; r++) {
    const t = m.tradeRefs[r]!;
    ruled(sh, 'Company:', `trade_ref${r + 1}`, t.name, {}, X, y, 200);
    ruled(sh, 'Contact:', `trade_contact${r + 1}`, t.contact, {}, X + 210, y, 160);
    ruled(sh, 'Phone:', `trade_phone${r + 1}`, t.phone, {}, X + 380, y, W - 380);
    y += 20;
  }
  y += 10;
  head('Authorization');
  sh.text(AUTH, X, y, { size: 7, width: W, font: 'Times-Roman' }); y += 50;
  for (let r = 0; r < Math.max(1, Math.min(2, m.owners.length)); r++) {
    sh.line(X, y + 18, X + 200, y + 18);
    sh.text('Signature', X, y + 20, { size: 6.5 });
    sh.signature(X + 10, y + 12, 150);
    ruled(sh, 'Print Name:', `sign_name${r + 1}`, `${m.owners[r]!.first} ${m.owners[r]!.last}`, {}, X + 215, y + 4, 170);
    ruled(sh, 'Date:', `sign_date${r + 1}`, m.signedDate, {}, X + 395, y + 4, W - 395);
    y += 34;
  }
  sh.text('Submitted by:', X, 740, { size: 7 });
  sh.value('iso_rep', `${m.iso.rep} - ${m.iso.company}`, {}, X + 50, 734, 250, 12, { size: 8 });
  return m;
}

export function bluepeak(sh: Sheet, rng: Rng): Merchant {
  const m = makeMerchant(rng, { maxOwners: 3, startKinds: ['mdy', 'mdyy', 'my', 'iso'], nameStyles: ['plain', 'cred', 'plain'] });
  const onlyYears = rng.chance(0.3);
  if (onlyYears) m.start = { text: '', truth: null };
  const X = 40, W = 532, LW = 150, C = 'Courier-Bold';
  sh.text('BLUEPEAK MERCHANT SERVICES', X, 28, { size: 14, font: C });
  sh.text('BUSINESS FUNDING APPLICATION / MCA', X, 45, { size: 9, font: 'Courier' });
  sh.text('Submit to: underwriting@bluepeak.example  Ref #', X + 300, 45, { size: 6.5, font: 'Courier' });
  sh.value('deal_ref', `BP-${rng.digits(6)}`, {}, X + 472, 40, 60, 12, { size: 7 });
  let y = 62;
  const row = (label: string, key: string, text: string, fields: Record<string, unknown>, h = 13) => {
    sh.rect(X, y, LW, h, { fill: '#eeeeee', stroke: '#555555', lw: 0.4 });
    sh.rect(X + LW, y, W - LW, h, { stroke: '#555555', lw: 0.4 });
    sh.text(label, X + 3, y + (h - 7) / 2 + 0.5, { size: 7, font: 'Courier' });
    sh.value(key, text, fields, X + LW + 2, y, W - LW - 4, h);
    y += h;
  };
  const section = (t: string) => { y += 6; sh.rect(X, y, W, 13, { fill: '#000000' }); sh.text(t, X + 4, y + 3, { size: 8, font: C, color: '#ffffff' }); y += 13; };
  section('SECTION A - MERCHANT');
  row('Corporate Name', 'legal_name', m.legal, F.legal(m));
  row('Trade Name (DBA)', 'dba', m.dba.text, F.dba(m));
  row('Entity (Corp/LLC/Sole Prop)', 'entity', m.entity.text, F.entity(m));
  row('Tax ID #', 'ein', m.ein.text, F.ein(m));
  if (!onlyYears) row('Date Business Started', 'start', m.start.text, F.start(m));
  row('Years in Business', 'years', m.yearsInBusiness, {});
  row('Business Type', 'industry', m.industry.text, F.industry(m));
  row('Physical Address', 'street', m.street, {});
  row('City/State/Zip', 'city_state_zip', cityLine(m), F.state(m));
  row('Business Phone', 'phone', m.phone, {});
  row('Contact Person', 'contact_name', `${m.contact.name} (${m.contact.title})`, {});
  row('Contact Phone', 'contact_phone', m.contact.phone, {});
  section('SECTION B - FUNDING');
  row('Funding Amount Requested', 'amount', m.amount.text, F.amount(m));
  row('Purpose of Funds', 'use_of_funds', m.useOfFunds, {});
  row('Gross Monthly Sales', 'monthly_sales', m.monthlySales, {});
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    if (!o && i > 0 && sh.style !== 'fillable') break;
    section(`SECTION C${i + 1} - PRINCIPAL #${i + 1}`);
    row('Principal Name', `owner${i + 1}_name`, o?.name.text ?? '', o ? F.name(o, i) : {});
    row('Title', `owner${i + 1}_title`, o?.title.text ?? '', o ? F.title(o, i) : {});
    row('Ownership %', `owner${i + 1}_pct`, o?.pct.text ?? '', o ? F.pct(o, i) : {});
    row('Social Security #', `owner${i + 1}_ssn`, o?.ssn.text ?? '', o ? F.ssn(o, i) : {});
    row('Date of Birth', `owner${i + 1}_dob`, o?.dob.text ?? '', o ? F.dob(o, i) : {});
    row('Residence Address', `owner${i + 1}_home`, o ? homeLine(o) : '', {});
  }
  section('SECTION D - BANK REFERENCE');
  row('Bank Name', 'bank_name', m.bank.name, {});
  row('ABA / Acct #', 'bank_numbers', `${m.bank.routing} / ${m.bank.account}`, {});
  row('Landlord (name/phone)', 'landlord', `${m.landlord.name} ${m.landlord.phone}`, {});
  y += 8;
  sh.text(AUTH, X, y, { size: 5.8, width: W, font: 'Courier' }); y += 44;
  sh.line(X, y + 16, X + 220, y + 16);
  sh.text('Principal #1 Signature', X, y + 18, { size: 6.5, font: 'Courier' });
  sh.signature(X + 10, y + 10, 160);
  sh.line(X + 260, y + 16, X + 380, y + 16);
  sh.text('Date', X + 260, y + 18, { size: 6.5, font: 'Courier' });
  sh.value('sign_date', m.signedDate, {}, X + 260, y + 2, 120, 14);
  return m;
}
