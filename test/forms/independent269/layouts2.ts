// Layouts 4-5: Summit (rounded panels, split First / MI / Last name boxes, owners side by side, ISO block),
// Ironbridge (numbered sections, captions under the lines, up to four officers, written payment schedule).
import { makeMerchant, type Merchant } from './data.ts';
import { AUTH, bar, boxed, entityRow, F, frequencyRow, homeLine, under } from './parts.ts';
import type { Sheet } from './sheet.ts';
import type { Rng } from '../../statements/generator/prng.ts';

const TEAL = '#00796b';

export function summit(sh: Sheet, rng: Rng): Merchant {
  const m = makeMerchant(rng, { maxOwners: 2, checkboxes: ['C-Corp', 'S-Corp', 'LLC', 'Sole Prop', 'Partnership', 'LLP'], startKinds: ['my', 'my', 'mdy'],
    nameStyles: ['plain'] });
  const X = 36, W = 540;
  sh.rect(0, 0, 612, 58, { fill: TEAL });
  sh.text('SUMMIT MERCHANT FUNDING', X, 16, { size: 18, font: 'Helvetica-Bold', color: '#ffffff' });
  sh.text('Small Business Working Capital  |  Merchant Cash Advance Application', X, 38, { size: 8.5, color: '#e0f2f1' });
  let y = 68;
  const panel = (title: string, h: number) => {
    sh.doc.save().lineWidth(0.8).roundedRect(X, y, W, h, 6).stroke(TEAL).restore();
    sh.text(title, X + 8, y + 4, { size: 8, font: 'Helvetica-Bold', color: TEAL });
    y += 15;
  };
  const p1 = y;
  panel('Business Information', 146);
  const bx = X + 6, bw = W - 12;
  boxed(sh, 'Legal Business Name', 'legal_name', m.legal, F.legal(m), bx, y, bw * 0.55);
  boxed(sh, 'DBA / Trade Name', 'dba', m.dba.text, F.dba(m), bx + bw * 0.55, y, bw * 0.45); y += 24;
  boxed(sh, 'Federal Tax ID (EIN/SSN)', 'ein', m.ein.text, F.ein(m), bx, y, 130);
  boxed(sh, 'Business Start Date (MM/YYYY)', 'start', m.start.text, F.start(m), bx + 130, y, 130);
  boxed(sh, 'State Inc.', 'state_of_incorporation', m.stateOfInc, {}, bx + 260, y, 60);
  boxed(sh, 'Industry', 'industry', m.industry.text, F.industry(m), bx + 320, y, bw - 320); y += 24;
  boxed(sh, 'Physical Address', 'street', m.street, {}, bx, y, 220);
  boxed(sh, 'City', 'city', m.city, {}, bx + 220, y, 130);
  boxed(sh, 'State', 'state', m.state, F.state(m), bx + 350, y, 50);
  boxed(sh, 'Zip', 'zip', m.zip, {}, bx + 400, y, bw - 400); y += 24;
  boxed(sh, 'Phone', 'phone', m.phone, {}, bx, y, 130);
  boxed(sh, 'Email', 'email', m.email, {}, bx + 130, y, 200);
  boxed(sh, 'Website', 'website', m.website, {}, bx + 330, y, bw - 330); y += 28;
  sh.text('Business Structure:', bx, y + 1, { size: 7, font: 'Helvetica-Bold' });
  entityRow(sh, m, ['C-Corp', 'S-Corp', 'LLC', 'Sole Prop', 'Partnership', 'LLP'], bx + 75, y, 7, 70);
  y = p1 + 146 + 8;

  const p2 = y;
  panel('Funding Request', 56);
  boxed(sh, 'Amount Requested', 'amount', m.amount.text, F.amount(m), bx, y, 120);
  boxed(sh, 'Requested Payment', 'payment', m.payment.text, F.payment(m), bx + 120, y, 110);
  boxed(sh, 'Term (# of payments)', 'num_payments', m.numPayments.text, F.numPayments(m), bx + 230, y, 100);
  boxed(sh, 'Use of Funds', 'use_of_funds', m.useOfFunds, {}, bx + 330, y, bw - 330); y += 28;
  sh.text('Payment Frequency:', bx, y + 1, { size: 7, font: 'Helvetica-Bold' });
  frequencyRow(sh, m, ['Daily', 'Weekly', 'Biweekly', 'Monthly'], bx + 78, y, 7);
  y = p2 + 56 + 8;

  const p3 = y;
  panel('Owner Information', 186);
  const cw = (W - 18) / 2;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    const x = bx + i * (cw + 6);
    let yy = y;
    bar(sh, `OWNER ${i + 1}`, x, yy, cw, i === 0 ? TEAL : '#4db6ac', '#ffffff', 10, 7); yy += 11;
    const firstOnly = o ? o.first : '';
    boxed(sh, 'First Name', `owner${i + 1}_first`, firstOnly, o ? F.first(o, i) : {}, x, yy, cw * 0.4);
    boxed(sh, 'MI', `owner${i + 1}_mi`, o?.middle ?? '', {}, x + cw * 0.4, yy, cw * 0.1);
    boxed(sh, 'Last Name', `owner${i + 1}_last`, o?.last ?? '', o ? F.last(o, i) : {}, x + cw * 0.5, yy, cw * 0.5); yy += 24;
    boxed(sh, 'Title', `owner${i + 1}_title`, o?.title.text ?? '', o ? F.title(o, i) : {}, x, yy, cw * 0.55);
    boxed(sh, '% Owned', `owner${i + 1}_pct`, o?.pct.text ?? '', o ? F.pct(o, i) : {}, x + cw * 0.55, yy, cw * 0.2);
    boxed(sh, 'Credit Score', `owner${i + 1}_credit`, o?.credit.text ?? '', o ? F.credit(o, i) : {}, x + cw * 0.75, yy, cw * 0.25); yy += 24;
    boxed(sh, 'Social Security #', `owner${i + 1}_ssn`, o?.ssn.text ?? '', o ? F.ssn(o, i) : {}, x, yy, cw * 0.5);
    boxed(sh, 'Date of Birth', `owner${i + 1}_dob`, o?.dob.text ?? '', o ? F.dob(o, i) : {}, x + cw * 0.5, yy, cw * 0.5); yy += 24;
    boxed(sh, 'Home Address', `owner${i + 1}_home`, o ? homeLine(o) : '', {}, x, yy, cw); yy += 24;
    boxed(sh, 'Mobile', `owner${i + 1}_cell`, o?.cell ?? '', {}, x, yy, cw * 0.45);
    boxed(sh, 'Email', `owner${i + 1}_email`, o?.email ?? '', {}, x + cw * 0.45, yy, cw * 0.55);
  }
  y = p3 + 186 + 8;

  const p4 = y;
  panel('Landlord & Bank', 66);
  boxed(sh, 'Landlord / Mortgage Holder', 'landlord_name', m.landlord.name, {}, bx, y, 200);
  boxed(sh, 'Landlord Contact Phone', 'landlord_phone', m.landlord.phone, {}, bx + 200, y, 120);
  boxed(sh, 'Monthly Rent', 'landlord_rent', m.landlord.rent, {}, bx + 320, y, bw - 320); y += 24;
  boxed(sh, 'Primary Bank', 'bank_name', m.bank.name, {}, bx, y, 150);
  boxed(sh, 'Routing Number', 'bank_routing', m.bank.routing, {}, bx + 150, y, 120);
  boxed(sh, 'Account Number', 'bank_account', m.bank.account, {}, bx + 270, y, 130);
  boxed(sh, 'Second Bank', 'bank2_name', m.bank2.name, {}, bx + 400, y, bw - 400);
  y = p4 + 66 + 8;

  sh.text(AUTH, X, y, { size: 5.8, width: W }); y += 36;
  sh.line(X, y + 16, X + 200, y + 16); sh.text('Owner 1 Signature', X, y + 18, { size: 6 }); sh.signature(X + 10, y + 10, 150);
  sh.line(X + 220, y + 16, X + 300, y + 16); sh.text('Date', X + 220, y + 18, { size: 6 });
  sh.value('sign_date', m.signedDate, {}, X + 220, y + 2, 80, 14);
  y += 30;
  sh.rect(X, y, W, 30, { fill: '#f1f8f7', stroke: TEAL });
  sh.text('FOR ISO USE ONLY', X + 4, y + 3, { size: 6.5, font: 'Helvetica-Bold', color: TEAL });
  sh.text('ISO:', X + 4, y + 16, { size: 6.5 }); sh.value('iso_company', m.iso.company, {}, X + 22, y + 11, 150, 14, { size: 8 });
  sh.text('Rep:', X + 178, y + 16, { size: 6.5 }); sh.value('iso_rep', m.iso.rep, {}, X + 196, y + 11, 110, 14, { size: 8 });
  sh.text('Rep Phone:', X + 310, y + 16, { size: 6.5 }); sh.value('iso_phone', m.iso.phone, {}, X + 346, y + 11, 80, 14, { size: 8 });
  sh.text('Email:', X + 430, y + 16, { size: 6.5 }); sh.value('iso_email', m.iso.email, {}, X + 452, y + 11, 86, 14, { size: 7 });
  return m;
}

export function ironbridge(sh: Sheet, rng: Rng): Merchant {
  const m = makeMerchant(rng, { maxOwners: 4, startKinds: ['long', 'mdyy', 'mdy-short', 'month-year'], nameStyles: ['plain', 'plain', 'cred', 'last-first'] });
  const X = 44, W = 524, B = 'Times-Bold';
  sh.text('IRONBRIDGE CAPITAL FUNDING, LLC', X, 30, { size: 16, font: B });
  sh.text('Revenue-Based Financing  -  Merchant Application', X, 50, { size: 9, font: 'Times-Italic' });
  sh.text('Funder use: Deal #', X + 380, 34, { size: 7 });
  sh.value('funder_deal', `IB${rng.digits(5)}`, {}, X + 440, 28, 80, 12, { size: 8 });
  sh.line(X, 64, X + W, 64, '#000000', 1.5);
  let y = 72;
  const sec = (t: string) => { sh.text(t, X, y, { size: 9.5, font: B }); y += 15; };
  sec('1. BUSINESS INFORMATION');
  under(sh, 'Legal Name of Business', 'legal_name', m.legal, F.legal(m), X, y, 300);
  under(sh, 'Doing Business As', 'dba', m.dba.text, F.dba(m), X + 300, y, W - 300); y += 26;
  under(sh, 'Form of Business (Corp., LLC, etc.)', 'entity', m.entity.text, F.entity(m), X, y, 150);
  under(sh, 'Federal EIN', 'ein', m.ein.text, F.ein(m), X + 150, y, 110);
  under(sh, 'Date Established', 'start', m.start.text, F.start(m), X + 260, y, 120);
  under(sh, 'State of Organization', 'state_of_incorporation', m.stateOfInc, {}, X + 380, y, W - 380); y += 26;
  under(sh, 'Business Address', 'street', m.street, {}, X, y, 220);
  under(sh, 'City', 'city', m.city, {}, X + 220, y, 130);
  under(sh, 'State', 'state', m.state, F.state(m), X + 350, y, 50);
  under(sh, 'ZIP', 'zip', m.zip, {}, X + 400, y, W - 400); y += 26;
  under(sh, 'Nature of Business', 'industry', m.industry.text, F.industry(m), X, y, 220);
  under(sh, 'Business Phone', 'phone', m.phone, {}, X + 220, y, 130);
  under(sh, 'Number of Employees', 'employees', m.employees, {}, X + 350, y, W - 350); y += 26;
  under(sh, 'Primary Contact (if not owner)', 'contact_name', m.contact.name, {}, X, y, 220);
  under(sh, 'Contact Title', 'contact_title', m.contact.title, {}, X + 220, y, 130);
  under(sh, 'Contact Phone', 'contact_phone', m.contact.phone, {}, X + 350, y, W - 350); y += 32;
  sec('2. OWNERS / OFFICERS (list every owner of 20% or more)');
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    if (!o && sh.style !== 'fillable') break;
    sh.text(`Officer ${i + 1}`, X, y + 5, { size: 7, font: B });
    const x = X + 42, w = W - 42;
    under(sh, 'Officer/Owner Name', `owner${i + 1}_name`, o?.name.text ?? '', o ? F.name(o, i) : {}, x, y, w * 0.34);
    under(sh, 'Title', `owner${i + 1}_title`, o?.title.text ?? '', o ? F.title(o, i) : {}, x + w * 0.34, y, w * 0.2);
    under(sh, 'Ownership %', `owner${i + 1}_pct`, o?.pct.text ?? '', o ? F.pct(o, i) : {}, x + w * 0.54, y, w * 0.14);
    under(sh, 'SSN', `owner${i + 1}_ssn`, o?.ssn.text ?? '', o ? F.ssn(o, i) : {}, x + w * 0.68, y, w * 0.32); y += 25;
    under(sh, 'Date of Birth', `owner${i + 1}_dob`, o?.dob.text ?? '', o ? F.dob(o, i) : {}, x, y, w * 0.2);
    under(sh, 'Home Address', `owner${i + 1}_home`, o ? homeLine(o) : '', {}, x + w * 0.2, y, w * 0.5);
    under(sh, 'Est. Credit Score', `owner${i + 1}_credit`, o?.credit.text ?? '', o ? F.credit(o, i) : {}, x + w * 0.7, y, w * 0.3); y += 30;
  }
  sh.addPage();
  y = 36;
  sh.text('IRONBRIDGE CAPITAL FUNDING, LLC  -  Merchant Application (continued)', X, y, { size: 9, font: B }); y += 22;
  sec('3. FUNDING REQUEST');
  const freqText = m.frequency.label ?? '';
  under(sh, 'Amount Requested ($)', 'amount', m.amount.text, F.amount(m), X, y, 130);
  under(sh, 'Estimated Payment', 'payment', m.payment.text, F.payment(m), X + 130, y, 110);
  under(sh, 'Payment Schedule (daily/weekly/monthly)', 'frequency', freqText, F.frequency(m), X + 240, y, 150);
  under(sh, 'No. of Payments', 'num_payments', m.numPayments.text, F.numPayments(m), X + 390, y, W - 390); y += 26;
  under(sh, 'Use of Proceeds', 'use_of_funds', m.useOfFunds, {}, X, y, 300);
  under(sh, 'Average Monthly Revenue', 'monthly_sales', m.monthlySales, {}, X + 300, y, W - 300); y += 32;
  sec('4. CURRENT FINANCING (MCA / loans outstanding)');
  for (let r = 0; r < 2; r++) {
    const e = m.existing[r];
    under(sh, 'Funder', `existing_funder${r + 1}`, e?.funder ?? '', {}, X, y, 220);
    under(sh, 'Balance', `existing_balance${r + 1}`, e?.balance ?? '', {}, X + 220, y, 150);
    under(sh, 'Payment', `existing_payment${r + 1}`, e?.payment ?? '', {}, X + 370, y, W - 370); y += 26;
  }
  y += 6;
  sec('5. REFERENCES');
  under(sh, 'Landlord / Mortgage Company', 'landlord_name', m.landlord.name, {}, X, y, 220);
  under(sh, 'Landlord Phone', 'landlord_phone', m.landlord.phone, {}, X + 220, y, 130);
  sh.text('Premises:', X + 360, y + 4, { size: 7 });
  sh.checkbox('own_rent', 'Owned', m.ownRent === 'Own', {}, X + 395, y + 3, 7.5, 7);
  sh.checkbox('own_rent', 'Leased', m.ownRent === 'Rent', {}, X + 445, y + 3, 7.5, 7); y += 26;
  under(sh, 'Business Bank', 'bank_name', m.bank.name, {}, X, y, 160);
  under(sh, 'Routing (ABA) No.', 'bank_routing', m.bank.routing, {}, X + 160, y, 120);
  under(sh, 'Account No.', 'bank_account', m.bank.account, {}, X + 280, y, 120);
  under(sh, 'Bank Officer', 'bank_officer', m.bank.officer, {}, X + 400, y, W - 400); y += 26;
  for (let r = 0; r < 2; r++) {
    const t = m.tradeRefs[r]!;
    under(sh, `Trade Reference ${r + 1}`, `trade_ref${r + 1}`, t.name, {}, X, y, 220);
    under(sh, 'Contact', `trade_contact${r + 1}`, t.contact, {}, X + 220, y, 150);
    under(sh, 'Phone', `trade_phone${r + 1}`, t.phone, {}, X + 370, y, W - 370); y += 26;
  }
  y += 6;
  sec('6. AUTHORIZATION AND SIGNATURE');
  sh.text(AUTH, X, y, { size: 7.5, width: W, font: 'Times-Roman' }); y += 58;
  for (let i = 0; i < Math.min(2, m.owners.length); i++) {
    sh.line(X, y + 16, X + 200, y + 16); sh.text(`Signature of Officer ${i + 1}`, X, y + 18, { size: 6.5 }); sh.signature(X + 10, y + 10, 150);
    under(sh, 'Printed Name', `sign_name${i + 1}`, `${m.owners[i]!.first} ${m.owners[i]!.last}`, {}, X + 220, y + 1, 170);
    under(sh, 'Date', `sign_date${i + 1}`, m.signedDate, {}, X + 390, y + 1, 120);
    y += 36;
  }
  y += 10;
  sh.rect(X, y, W, 28, { stroke: '#000000', lw: 0.5 });
  sh.text('Referring ISO / Broker', X + 4, y + 3, { size: 6.5, font: B });
  sh.value('iso_company', m.iso.company, {}, X + 4, y + 11, 180, 14, { size: 8 });
  sh.value('iso_rep', m.iso.rep, {}, X + 190, y + 11, 130, 14, { size: 8 });
  sh.value('iso_phone', m.iso.phone, {}, X + 330, y + 11, 90, 14, { size: 8 });
  sh.value('iso_email', m.iso.email, {}, X + 420, y + 11, 100, 14, { size: 7.5 });
  return m;
}
