// Redline (boxed cells, owner table on page 2) and Northstar (compact one page, checkbox-heavy funding section).
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, maskSsn, money, ownerName, type Deal } from './data.ts';
import { F } from './fields.ts';
import type { Form } from './form.ts';

const addrLine = (a: Deal['addr']): string => `${a.street}, ${a.city}, ${a.state} ${a.zip}`;

export function redline(f: Form, d: Deal, rng: Rng): void {
  const R = '#b3121f';
  const x0 = 32;
  const head = (p: number): void => {
    f.doc.save().polygon([32, 46], [52, 18], [60, 18], [40, 46]).fill(R).restore();
    f.doc.save().polygon([46, 46], [66, 18], [74, 18], [54, 46]).fill('#222').restore();
    f.label('REDLINE', 80, 18, { size: 18, font: 'Helvetica-BoldOblique', color: R });
    f.label('MERCHANT SERVICES', 81, 37, { size: 7.5, font: 'Helvetica-Bold', color: '#222' });
    f.label(`Application for Business Cash Advance   |   Page ${p}/2`, 300, 26, { size: 9, font: 'Helvetica-Bold', width: 280, align: 'right' });
    f.rect(x0, 52, 548, 2, { fill: R });
  };
  const box = (lab: string, key: string, text: string, x: number, y: number, w: number, fields: Record<string, unknown> = {}): void => {
    f.rect(x, y, w, 24, { stroke: '#777', lw: 0.5 });
    f.label(lab, x + 2.5, y + 2, { size: 5.5, color: R });
    f.value(key, text, x + 3, y + 9, w - 6, fields, 13);
  };
  const band = (t: string, y: number): void => f.bar(t, x0, y, 548, 12, '#222', '#fff', 7.5);
  head(1);
  let y = 62;
  const bareEin = d.taxIdType === 'EIN' && rng.chance(0.5);
  band('BUSINESS', y); y += 14;
  box('CORPORATE / LEGAL NAME', 'legal_name', d.legal, x0, y, 330, F.legal(d));
  box('DBA', 'dba', d.dba, x0 + 330, y, 218, F.dba(d)); y += 24;
  box(d.taxIdType === 'EIN' ? 'FEDERAL TAX ID (EIN)' : 'FEDERAL TAX ID / SSN', 'tax_id', bareEin ? d.taxIdDigits : d.taxIdPrinted, x0, y, 130, F.tax(d));
  box('ENTITY (CORP, LLC, SOLE PROP...)', 'entity', d.entity.printed, x0 + 130, y, 140, F.entity(d));
  box('INC. STATE', 'state_of_incorporation', d.stateInc, x0 + 270, y, 60);
  box('BUSINESS START DATE', 'start', fmtDate(d.start, rng.pick(['us', 'long'] as const)), x0 + 330, y, 110, F.start(d));
  box('YRS. IN BUSINESS', 'years_in_business', String(d.years), x0 + 440, y, 108); y += 24;
  box('PHYSICAL ADDRESS', 'street', d.addr.street, x0, y, 230);
  box('CITY', 'city', d.addr.city, x0 + 230, y, 130);
  box('STATE', 'state', d.addr.state, x0 + 360, y, 50, F.state(d));
  box('ZIP', 'zip', d.addr.zip, x0 + 410, y, 60);
  box('PHONE', 'biz_phone', d.phone, x0 + 470, y, 78); y += 24;
  box('NATURE OF BUSINESS', 'industry', d.industryText, x0, y, 200, F.industry(d));
  box('E-MAIL', 'biz_email', d.email, x0 + 200, y, 200);
  box('WEBSITE', 'website', d.website, x0 + 400, y, 148); y += 30;
  band('FUNDING', y); y += 14;
  const showPay = rng.chance(0.7);
  box('AMOUNT REQUESTED', 'amount', money(d.amount, 1), x0, y, 120, F.amount(d));
  box('DESIRED PAYMENT', 'payment', showPay ? money(d.payment, 1) : '', x0 + 120, y, 110, showPay ? F.payment(d) : {});
  box('PAYMENT SCHEDULE', 'freq', showPay ? rng.pick([d.freq.toUpperCase(), d.freq === 'biweekly' ? 'Bi-weekly' : d.freq[0]!.toUpperCase() + d.freq.slice(1)]) : '', x0 + 230, y, 100, showPay ? F.freq(d) : {});
  box('USE OF FUNDS', 'use_of_funds', d.useOfFunds, x0 + 330, y, 218); y += 24;
  box('GROSS MONTHLY SALES', 'monthly_sales', money(d.monthlySales, 1), x0, y, 120);
  box('MONTHLY CARD VOLUME', 'card_volume', money(Math.round(d.monthlySales * 0.6), 1), x0 + 120, y, 110);
  box('OWN / RENT', 'own_rent', d.ownRent.toUpperCase(), x0 + 230, y, 100);
  box('LANDLORD NAME & PHONE', 'landlord', d.ownRent === 'Rent' ? `${d.landlord.name} ${d.landlord.phone}` : '', x0 + 330, y, 218); y += 30;
  band('OPEN BALANCES (MCA / LOANS)', y); y += 14;
  for (let i = 0; i < 3; i++) {
    const a = d.advances[i];
    box('LENDER', `advance${i}_funder`, a?.funder ?? '', x0, y, 250);
    box('BALANCE', `advance${i}_balance`, a ? money(a.balance, 1) : '', x0 + 250, y, 150);
    box('PAYMENT', `advance${i}_payment`, a ? money(a.payment, 1) : '', x0 + 400, y, 148); y += 24;
  }
  y += 6; band('BANK / TRADE REFERENCES', y); y += 14;
  box('BANK', 'bank_name', d.bank.name, x0, y, 150); box('ABA / ROUTING', 'bank_routing', d.bank.routing, x0 + 150, y, 130);
  box('ACCOUNT #', 'bank_account', d.bank.account, x0 + 280, y, 130); box('BANK OFFICER', 'bank_contact', d.bank.contact, x0 + 410, y, 138); y += 24;
  d.refs.slice(0, 2).forEach((r, i) => {
    box(`TRADE REF ${i + 1}`, `ref${i}_name`, r.name, x0, y, 250); box('CONTACT', `ref${i}_contact`, r.contact, x0 + 250, y, 150);
    box('PHONE', `ref${i}_phone`, r.phone, x0 + 400, y, 148); y += 24;
  });
  f.label(`Submitted by ${d.rep.name} (${d.rep.isoId}) - ${d.rep.email}`, x0, 766, { size: 6, color: '#666' });
  f.newPage();
  head(2);
  y = 62;
  band('PRINCIPALS (ALL OWNERS OF 20% OR MORE)', y); y += 14;
  const cols: [string, number][] = [['NAME (LAST, FIRST)', 150], ['TITLE', 85], ['OWN %', 45], ['SSN', 88], ['DOB', 70], ['FICO', 40], ['CELL', 70]];
  let cx = x0;
  for (const [t, w] of cols) { f.rect(cx, y, w, 12, { fill: '#f3d6d8', stroke: '#777', lw: 0.5 }); f.label(t, cx + 2, y + 3.5, { size: 5.8, font: 'Helvetica-Bold' }); cx += w; }
  y += 12;
  for (let i = 0; i < 3; i++) {
    const o = d.owners[i];
    const cells: [string, string, Record<string, unknown>][] = o ? [
      [`owner${i}_name`, ownerName(o, true), F.name(i, o)], [`owner${i}_title`, o.title, F.role(i, o)],
      [`owner${i}_pct`, o.pct === null ? '' : `${o.pct}%`, F.pct(i, o)], [o.masked ? `owner${i}_ssn_masked` : `owner${i}_ssn`, maskSsn(o), F.ssn(i, o)],
      [`owner${i}_dob`, o.dob ? fmtDate(o.dob, 'short') : '', F.dob(i, o)], [`owner${i}_fico`, o.fico === null ? '' : String(o.fico), F.fico(i, o)],
      [`owner${i}_cell`, o.cell, {}]] : cols.map((_c, k) => [`blank${i}_${k}`, '', {}]);
    cx = x0;
    cols.forEach(([, w], k) => { f.rect(cx, y, w, 18, { stroke: '#777', lw: 0.5 }); const c = cells[k]!; f.value(c[0], c[1], cx + 2, y + 2, w - 5, c[2], 14); cx += w; });
    y += 18;
  }
  y += 8; band('HOME ADDRESSES OF PRINCIPALS', y); y += 14;
  d.owners.forEach((o, i) => { box(`PRINCIPAL ${i + 1} HOME ADDRESS`, `owner${i}_home`, addrLine(o.home), x0, y, 548); y += 24; });
  y += 8; band('AUTHORIZATION & CONSENT', y); y += 16;
  f.label('Each undersigned principal certifies that the information in this application is true and complete and authorizes Redline Merchant '
    + 'Services, its assigns and any funding source it presents this application to, to obtain consumer and business credit reports, '
    + 'verify bank, trade and landlord references, and contact the banks listed above. A photocopy or electronic copy of this authorization '
    + 'is as valid as the original. This is not a loan application; any funding is a purchase of future receivables.', x0, y, { size: 6.2, width: 548 });
  y += 48;
  d.owners.forEach((o, i) => {
    if (f.style !== 'fillable') f.signature(x0 + 10, y + 12, 200);
    f.line(x0, y + 18, x0 + 240, y + 18); f.label('SIGNATURE', x0, y + 21, { size: 5.5, color: R });
    f.value(`owner${i}_print_name`, ownerName(o, false), x0 + 260, y + 4, 170, F.name(i, o));
    f.line(x0 + 260, y + 18, x0 + 430, y + 18); f.label('PRINT NAME', x0 + 260, y + 21, { size: 5.5, color: R });
    f.value(`owner${i}_date_signed`, fmtDate(d.signed, 'short'), x0 + 450, y + 4, 98);
    f.line(x0 + 450, y + 18, x0 + 548, y + 18); f.label('DATE', x0 + 450, y + 21, { size: 5.5, color: R });
    y += 36;
  });
}

const ENTITY_BOXES = ['Corporation', 'S-Corp', 'LLC', 'Partnership', 'LP', 'LLP', 'Sole Proprietor'];
const USE_BOXES = ['Inventory', 'Working capital', 'Equipment purchase', 'Expansion', 'Payroll', 'Marketing'];

export function northstar(f: Form, d: Deal, rng: Rng): void {
  const N = '#3a2a6e';
  const x0 = 28, W = 556;
  f.doc.save().polygon([48, 14], [53, 30], [70, 30], [56, 40], [61, 56], [48, 46], [35, 56], [40, 40], [26, 30], [43, 30]).fill(N).restore();
  f.label('NORTHSTAR', 76, 18, { size: 16, font: 'Helvetica-Bold', color: N });
  f.label('BUSINESS FUNDING', 77, 35, { size: 8, color: N });
  f.label('One-Page Funding Application', 330, 18, { size: 11, font: 'Helvetica-Bold', width: 254, align: 'right' });
  f.label(`Rep: ${d.rep.name}   Tel ${d.rep.phone}`, 330, 34, { size: 7, width: 254, align: 'right', color: '#555' });
  let y = 62;
  const bar = (t: string): void => { f.bar(t, x0, y, W, 11, N, '#fff', 7.5); y += 14; };
  const ln = (lab: string, key: string, text: string, x: number, w: number, fields: Record<string, unknown> = {}): void => {
    f.label(lab, x, y + 5, { size: 6.8, font: 'Helvetica-Bold' });
    const lw = f.doc.font('Helvetica-Bold').fontSize(6.8).widthOfString(lab) + 3;
    f.line(x + lw, y + 12, x + w - 4, y + 12, '#666', 0.5);
    f.value(key, text, x + lw, y - 1, w - lw - 5, fields, 12);
  };
  bar('BUSINESS INFORMATION');
  ln('Legal Name:', 'legal_name', d.legal, x0, 330, F.legal(d)); ln('DBA:', 'dba', d.dba, x0 + 330, 226, F.dba(d)); y += 17;
  ln('Address:', 'street', d.addr.street, x0, 230); ln('City:', 'city', d.addr.city, x0 + 230, 130);
  ln('State:', 'state', d.addr.state, x0 + 360, 70, F.state(d)); ln('Zip:', 'zip', d.addr.zip, x0 + 430, 126); y += 17;
  ln('Tax ID:', 'tax_id', d.taxIdPrinted, x0, 160, F.tax(d)); ln('Phone:', 'biz_phone', d.phone, x0 + 160, 150);
  ln('Email:', 'biz_email', d.email, x0 + 310, 246); y += 17;
  const showStart = rng.chance(0.6);
  ln('Date Started:', 'start', showStart ? fmtDate(d.start, 'us') : '', x0, 160, showStart ? F.start(d) : {});
  ln('Years in Business:', 'years_in_business', String(d.years), x0 + 160, 120);
  ln('Type of Business:', 'industry', d.industryText, x0 + 280, 276, F.industry(d)); y += 18;
  f.label('Entity:', x0, y + 1, { size: 6.8, font: 'Helvetica-Bold' });
  let cx = x0 + 30;
  const other = d.entity.checkbox === null;
  for (const e of ENTITY_BOXES) {
    f.check('entity', e, cx, y, d.entity.checkbox === e, d.entity.checkbox === e ? F.entity(d) : {});
    cx += f.doc.font('Helvetica').fontSize(7.5).widthOfString(e) + 20;
  }
  f.check('entity_other', 'Other:', cx, y, other);
  f.line(cx + 36, y + 9, x0 + W - 4, y + 9, '#666', 0.5);
  f.value('entity', other ? d.entity.printed : '', cx + 37, y - 3, x0 + W - cx - 42, other ? F.entity(d) : {}); y += 15;
  f.label('Location:', x0, y + 1, { size: 6.8, font: 'Helvetica-Bold' });
  f.check('own_rent', 'Own', x0 + 40, y, d.ownRent === 'Own'); f.check('own_rent', 'Rent', x0 + 80, y, d.ownRent === 'Rent');
  y -= 1; ln('Landlord:', 'landlord', d.ownRent === 'Rent' ? d.landlord.name : '', x0 + 130, 230);
  ln('Landlord Ph:', 'landlord_phone', d.ownRent === 'Rent' ? d.landlord.phone : '', x0 + 360, 196); y += 19;
  bar('FUNDING REQUEST');
  ln('Amount Requested:', 'amount', money(d.amount, 0), x0, 190, F.amount(d));
  ln('Avg. Monthly Revenue:', 'monthly_sales', money(d.monthlySales, 0), x0 + 190, 190);
  const showN = rng.chance(0.7);
  ln('# of Payments:', 'n_payments', showN ? String(d.nPayments) : '', x0 + 380, 176, showN ? F.nPay(d) : {}); y += 18;
  f.label('Payment Schedule:', x0, y + 1, { size: 6.8, font: 'Helvetica-Bold' });
  (['daily', 'weekly', 'biweekly', 'monthly'] as const).forEach((q, i) => {
    f.check('freq', { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' }[q], x0 + 72 + i * 58, y, d.freq === q, d.freq === q ? F.freq(d) : {});
  });
  y -= 1; ln('Est. Payment:', 'payment', money(d.payment, 0), x0 + 320, 236, F.payment(d)); y += 18;
  f.label('Use of Funds:', x0, y + 1, { size: 6.8, font: 'Helvetica-Bold' });
  let ux = x0 + 60;
  for (const u of USE_BOXES) { f.check('use_of_funds', u, ux, y, d.useOfFunds === u); ux += f.doc.font('Helvetica').fontSize(7.5).widthOfString(u) + 22; }
  y += 15;
  f.label('Existing advances?', x0, y + 1, { size: 6.8, font: 'Helvetica-Bold' });
  f.check('has_advances', 'Yes', x0 + 72, y, d.advances.length > 0); f.check('has_advances', 'No', x0 + 106, y, d.advances.length === 0);
  y -= 1; const a = d.advances[0];
  ln('Funder:', 'advance0_funder', a?.funder ?? '', x0 + 140, 170); ln('Balance:', 'advance0_balance', a ? money(a.balance, 0) : '', x0 + 310, 120);
  ln('Pmt:', 'advance0_payment', a ? money(a.payment, 0) : '', x0 + 430, 126); y += 19;
  bar('OWNER / GUARANTOR INFORMATION');
  const top = y;
  d.owners.slice(0, 2).forEach((o, i) => {
    const ox = x0 + i * 280;
    y = top;
    f.label(`Owner ${i + 1}`, ox, y, { size: 7.5, font: 'Helvetica-Bold', color: N }); y += 11;
    ln('Name:', `owner${i}_name`, ownerName(o, false), ox, 276, F.name(i, o)); y += 17;
    ln('Title:', `owner${i}_title`, o.title, ox, 150, F.role(i, o)); ln('Own %:', `owner${i}_pct`, o.pct === null ? '' : `${o.pct}%`, ox + 150, 126, F.pct(i, o)); y += 17;
    ln('SSN:', o.masked ? `owner${i}_ssn_masked` : `owner${i}_ssn`, maskSsn(o), ox, 150, F.ssn(i, o));
    ln('DOB:', `owner${i}_dob`, o.dob ? fmtDate(o.dob, 'us') : '', ox + 150, 126, F.dob(i, o)); y += 17;
    ln('Home:', `owner${i}_home`, addrLine(o.home), ox, 276); y += 17;
    ln('Cell:', `owner${i}_cell`, o.cell, ox, 150); ln('FICO:', `owner${i}_fico`, o.fico === null ? '' : String(o.fico), ox + 150, 126, F.fico(i, o)); y += 17;
  });
  y += 4; bar('BANK INFORMATION');
  ln('Bank:', 'bank_name', d.bank.name, x0, 170); ln('Routing #:', 'bank_routing', d.bank.routing, x0 + 170, 170);
  ln('Account #:', 'bank_account', d.bank.account, x0 + 340, 216); y += 22;
  f.label('AUTHORIZATION: The merchant and each owner identified above certify that the information herein is accurate and authorize Northstar '
    + 'Business Funding and its funding partners to obtain credit reports, verify information with the bank, landlord and any creditor, '
    + 'and share this application with funders in connection with a purchase of future receivables. Owners consent to receive calls and '
    + 'texts at the numbers provided. Northstar is a broker and does not make funding decisions.', x0, y, { size: 5.6, width: W, color: '#444' });
  y += 36;
  d.owners.slice(0, 2).forEach((o, i) => {
    const ox = x0 + i * 280;
    if (f.style !== 'fillable') f.signature(ox + 40, y + 8, 130);
    f.label('X', ox, y + 4, { size: 10, font: 'Helvetica-Bold' }); f.line(ox + 10, y + 14, ox + 180, y + 14);
    f.label(`Owner ${i + 1} signature`, ox + 10, y + 17, { size: 5.5, color: '#666' });
    f.label('Date:', ox + 186, y + 5, { size: 6.8 }); f.value(`owner${i}_date_signed`, fmtDate(d.signed, 'us'), ox + 206, y, 66);
  });
}
