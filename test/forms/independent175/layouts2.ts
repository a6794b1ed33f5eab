// Keystone Revenue Partners (US underwriting submission sheet: grey label grid, two pages, sole proprietors with an
// SSN as the business tax ID, owners as "Last, First") and Bluewater Merchant Funding (ISO deal sheet, US or Canada:
// the ISO block first, owners in one table, years in business instead of a start date, no number of payments).
import { FREQ_LABEL, type Deal } from './data.ts';
import { AUTH, boxedRow, F, freqOptions, gridRow, positionRows, ssnText, table } from './kit.ts';
import type { Pen } from './pen.ts';

export function keystone(p: Pen, d: Deal): void {
  p.rect(36, 30, 540, 40, { stroke: '#000', lw: 1.5 });
  p.label('KEYSTONE REVENUE PARTNERS', 46, 38, { size: 14, bold: true });
  p.label('Underwriting Submission Sheet  -  Revenue-Based Financing', 46, 56, { size: 8 });
  p.label('ISO deals only. Incomplete sheets are returned.', 400, 56, { size: 6.5, color: '#666' });
  const bar = (t: string, y: number) => { p.rect(36, y, 540, 14, { fill: '#000' }); p.label(t, 40, y + 3.5, { size: 7.5, bold: true, color: 'white' }); return y + 14; };
  let y = bar('1. BUSINESS', 82);
  y = gridRow(p, 36, y, 20, [{ label: 'Legal Business Name', lw: 96, key: 'legal', text: d.legal, fields: F.legal(d), w: 540 }]);
  y = gridRow(p, 36, y, 20, [{ label: 'DBA', lw: 96, key: 'dba', text: d.dba, fields: F.dba(d), w: 540 }]);
  y = gridRow(p, 36, y, 20, [{ label: 'Entity Type', lw: 96, key: 'entity', text: d.entityText, fields: F.entity(d), w: 270 },
    { label: 'Tax ID (EIN or SSN)', lw: 90, key: 'tax', text: d.taxText, fields: F.tax(d), w: 270 }]);
  y = gridRow(p, 36, y, 20, [{ label: 'Date Established', lw: 96, key: 'start', text: d.startText, fields: F.start(d), w: 270 },
    { label: 'State of Formation', lw: 90, key: 'inc_state', text: d.incState, w: 270 }]);
  y = gridRow(p, 36, y, 20, [{ label: 'Street Address', lw: 96, key: 'street', text: d.street, w: 540 }]);
  y = gridRow(p, 36, y, 20, [{ label: 'City', lw: 96, key: 'city', text: d.city, w: 230 }, { label: 'State', lw: 40, key: 'state', text: d.state, fields: F.state(d), w: 120 },
    { label: 'Zip', lw: 30, key: 'zip', text: d.zip, w: 190 }]);
  y = gridRow(p, 36, y, 20, [{ label: 'Phone', lw: 96, key: 'phone', text: d.phone, w: 230 }, { label: 'E-mail', lw: 40, key: 'email', text: d.email, w: 310 }]);
  y = gridRow(p, 36, y, 20, [{ label: 'Industry', lw: 96, key: 'industry', text: d.industryText, fields: F.industry(d), w: 540 }]);
  y = bar('2. DEAL TERMS REQUESTED', y + 10);
  y = gridRow(p, 36, y, 20, [{ label: 'Amount Requested', lw: 96, key: 'amount', text: d.amountText, fields: F.amount(d), w: 270 },
    { label: 'Use of Proceeds', lw: 90, key: 'use', text: d.useOfFunds, w: 270 }]);
  y = gridRow(p, 36, y, 20, [{ label: 'Payment Amount', lw: 96, key: 'payment', text: d.paymentText, fields: F.payment(d), w: 270 },
    { label: 'Payment Frequency', lw: 90, key: 'freq', text: FREQ_LABEL[d.freq], fields: F.freq(d), w: 270 }]);
  y = gridRow(p, 36, y, 20, [{ label: 'No. of Payments', lw: 96, key: 'count', text: String(d.nPayments), fields: F.count(d), w: 180 },
    { label: 'Buy Rate', lw: 50, key: 'factor', text: d.factor, w: 180 }, { label: 'ISO Points', lw: 56, key: 'iso_comm', text: d.commission, w: 180 }]);
  y = bar('3. BANK & LANDLORD', y + 10);
  y = gridRow(p, 36, y, 20, [{ label: 'Operating Bank', lw: 96, key: 'bank', text: d.bank.name, w: 230 }, { label: 'Routing', lw: 40, key: 'routing', text: d.bank.routing, w: 140 },
    { label: 'Acct', lw: 30, key: 'account', text: d.bank.account, w: 170 }]);
  y = gridRow(p, 36, y, 20, [{ label: 'Landlord', lw: 96, key: 'landlord', text: d.landlord.name, w: 270 }, { label: 'Landlord Phone', lw: 70, key: 'landlord_phone', text: d.landlord.phone, w: 150 },
    { label: 'Rent', lw: 30, key: 'rent', text: d.landlord.rent, w: 120 }]);
  y = bar('4. TRADE REFERENCES', y + 10);
  table(p, 36, y, [{ head: 'Company', w: 300 }, { head: 'Phone', w: 240 }], d.refs.map((r) => [r.name, r.phone]), 'ref', { head: '#d9d9d9' });
  p.label('KRP-USS rev. 3  -  page 1/2', 500, 765, { size: 6.5, color: '#666' });

  p.newPage();
  y = bar('5. OWNERS / GUARANTORS', 40);
  for (const [i, o] of d.owners.entries()) {
    y = gridRow(p, 36, y, 20, [{ label: `Owner ${i + 1} (Last, First)`, lw: 96, key: `o${i}_name`, text: o.lastFirst, fields: F.name(o, i), w: 300 },
      { label: 'Title', lw: 40, key: `o${i}_role`, text: o.role, fields: F.role(o, i), w: 240 }]);
    y = gridRow(p, 36, y, 20, [{ label: 'SSN / ITIN', lw: 96, key: `o${i}_ssn`, text: ssnText(o), fields: F.ssn(o, i), w: 200 },
      { label: 'DOB', lw: 30, key: `o${i}_dob`, text: o.dobText, fields: F.dob(o, i), w: 130 }, { label: 'Ownership', lw: 56, key: `o${i}_pct`, text: `${o.pct}%`, fields: F.pct(o, i), w: 210 }]);
    y = gridRow(p, 36, y, 20, [{ label: 'Home Address', lw: 96, key: `o${i}_home`, text: o.home, w: 540 }]) + 8;
  }
  y = bar('6. OPEN POSITIONS (STACKING)', y + 4);
  y = table(p, 36, y, [{ head: 'Funder', w: 150 }, { head: 'Funded', w: 60 }, { head: 'Orig. Amount', w: 80 }, { head: 'Balance', w: 90 }, { head: 'Payment', w: 90 }, { head: 'Freq (D/W/BW)', w: 70 }],
    positionRows(d), 'position', { empty: 3, head: '#d9d9d9' }) + 10;
  y = bar('7. SUBMITTING ISO', y);
  y = gridRow(p, 36, y, 20, [{ label: 'ISO Company', lw: 96, key: 'iso_name', text: d.iso.name, w: 300 }, { label: 'ISO Federal Tax ID', lw: 86, key: 'iso_tax', text: d.iso.taxId, w: 240 }]);
  y = gridRow(p, 36, y, 20, [{ label: 'ISO Contact', lw: 96, key: 'iso_rep', text: d.iso.rep, w: 230 }, { label: 'Phone', lw: 36, key: 'iso_phone', text: d.iso.phone, w: 150 },
    { label: 'ISO ID', lw: 40, key: 'iso_id', text: d.iso.id, w: 160 }]);
  p.label(AUTH, 40, y + 10, { size: 7, width: 530 });
  p.line(40, y + 70, 300, y + 70); p.label('Signature', 40, y + 73, { size: 6.5 });
  p.line(340, y + 70, 470, y + 70); p.label('Date', 340, y + 73, { size: 6.5 });
  p.value('signed', d.signed, 340, y + 57, 120, 13);
  p.label('KRP-USS rev. 3  -  page 2/2', 500, 765, { size: 6.5, color: '#666' });
}

const TEAL = '#0b6e69';
export function bluewater(p: Pen, d: Deal): void {
  const ca = d.country === 'CA';
  p.rect(0, 0, 612, 8, { fill: TEAL });
  p.label('bluewater', 36, 22, { size: 22, bold: true, color: TEAL });
  p.label('MERCHANT FUNDING', 142, 32, { size: 8, color: TEAL });
  p.label('ISO DEAL SHEET', 420, 20, { size: 13, bold: true, color: '#333' });
  p.label(ca ? 'Canada desk  |  amounts in CAD' : 'US desk  |  1-800-555-0199', 420, 37, { size: 7, color: '#666' });
  const sub = (t: string, y: number) => { p.label(t, 36, y, { size: 8.5, bold: true, color: TEAL }); p.line(36, y + 11, 576, y + 11, TEAL, 1); return y + 14; };
  const L = { labelColor: '#555' };
  let y = sub('SUBMITTED BY (ISO)', 56);
  y = boxedRow(p, 36, y, 22, [{ label: 'ISO Business Name', key: 'iso_name', text: d.iso.name, w: 210 }, { label: 'ISO ID Number', key: 'iso_id', text: d.iso.id, w: 90 },
    { label: 'Rep', key: 'iso_rep', text: d.iso.rep, w: 120 }, { label: 'Rep Phone', key: 'iso_phone', text: d.iso.phone, w: 120 }], L);
  y = boxedRow(p, 36, y, 22, [{ label: 'Rep E-mail', key: 'iso_email', text: d.iso.email, w: 210 }, { label: 'Commission', key: 'iso_comm', text: d.commission, w: 90 },
    { label: ca ? 'ISO Business Number' : 'ISO EIN', key: 'iso_tax', text: d.iso.taxId, w: 240 }], L);
  y = sub('MERCHANT', y + 8);
  y = boxedRow(p, 36, y, 22, [{ label: 'Business Legal Name', key: 'legal', text: d.legal, fields: F.legal(d), w: 290 },
    { label: ca ? 'Operating As' : 'DBA', key: 'dba', text: d.dba, fields: F.dba(d), w: 250 }], L);
  y = boxedRow(p, 36, y, 22, [{ label: ca ? 'Business Number (BN)' : 'Federal Tax ID', key: 'tax', text: d.taxText, fields: F.tax(d), w: 150 },
    { label: 'Years in Business', key: 'years', text: `${d.years} yrs`, w: 90 }, { label: ca ? 'Province of Incorporation' : 'State of Inc.', key: 'inc_state', text: d.incState, w: 110 },
    { label: 'Industry / Description', key: 'industry', text: d.industryText, fields: F.industry(d), w: 190 }], L);
  p.rect(36, y, 540, 17, { stroke: '#7a869a' });
  p.label('Entity', 40, y + 5.5, { size: 7, bold: true });
  const ents = ca ? ['Corporation', 'Partnership', 'Sole Proprietor', 'Other:'] : ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'Other:'];
  const ex = ca ? [72, 140, 206, 290] : [72, 140, 180, 246, 330];
  p.checks('entity', ents.map((label, i) => ({ label, x: ex[i]! })), y + 5, d.entityBox === 'Other' || !ents.includes(d.entityBox) ? 'Other:' : d.entityBox, F.entity(d),
    { text: d.entityText, fields: F.entity(d), w: 120 });
  y += 17;
  y = boxedRow(p, 36, y, 22, [{ label: 'Street', key: 'street', text: d.street, w: 230 }, { label: 'City', key: 'city', text: d.city, w: 120 },
    { label: ca ? 'Province' : 'State', key: 'state', text: d.state, fields: F.state(d), w: 60 }, { label: ca ? 'Postal Code' : 'Zip', key: 'zip', text: d.zip, w: 130 }], L);
  y = boxedRow(p, 36, y, 22, [{ label: 'Phone', key: 'phone', text: d.phone, w: 130 }, { label: 'E-mail', key: 'email', text: d.email, w: 210 },
    { label: 'Avg Monthly Deposits', key: 'sales', text: d.monthlySales, w: 200 }], L);
  y = sub('OWNERS', y + 8);
  const rows = d.owners.map((o) => [o.printed, o.role, `${o.pct}%`, ssnText(o), o.dobText, String(o.fico)]);
  const cols = [{ head: 'Owner Name', w: 150 }, { head: 'Title', w: 100 }, { head: 'Own %', w: 50 }, { head: ca ? 'SIN' : 'SSN', w: 90 }, { head: 'DOB', w: 75 }, { head: 'Credit Score', w: 75 }];
  let cx = 36;
  for (const c of cols) { p.rect(cx, y, c.w, 14, { fill: '#dff0ee', stroke: '#7a869a' }); p.label(c.head, cx + 3, y + 4, { size: 6.8, bold: true }); cx += c.w; }
  y += 14;
  for (const [i, o] of d.owners.entries()) {
    const fl = [F.name(o, i), F.role(o, i), F.pct(o, i), F.ssn(o, i), F.dob(o, i), F.fico(o, i)];
    cx = 36;
    for (const [j, c] of cols.entries()) { p.rect(cx, y, c.w, 16, { stroke: '#7a869a' }); p.value(`o${i}_${j}`, rows[i]![j]!, cx + 1, y + 1, c.w - 2, 14, fl[j]); cx += c.w; }
    y += 16;
  }
  y = sub('DEAL TERMS REQUESTED', y + 10);
  y = boxedRow(p, 36, y, 22, [{ label: 'Amount Requested', key: 'amount', text: d.amountText, fields: F.amount(d), w: 140 },
    { label: 'Factor Rate', key: 'factor', text: d.factor, w: 90 }, { label: 'Term', key: 'term', text: `${d.termMonths} months`, w: 100 },
    { label: 'Est. Payment', key: 'payment', text: d.paymentText, fields: F.payment(d), w: 210 }], L);
  p.rect(36, y, 540, 17, { stroke: '#7a869a' });
  p.label('Frequency', 40, y + 5.5, { size: 7, bold: true });
  p.checks('freq', freqOptions([90, 150, 216, 290]), y + 5, FREQ_LABEL[d.freq], F.freq(d));
  y = sub('OPEN POSITIONS', y + 27);
  y = table(p, 36, y, [{ head: 'Funder', w: 150 }, { head: 'Funded', w: 60 }, { head: 'Original', w: 80 }, { head: 'Balance', w: 90 }, { head: 'Payment', w: 90 }, { head: 'Freq (D/W/BW)', w: 70 }],
    positionRows(d), 'position', { empty: 2, head: '#dff0ee' }) + 8;
  y = boxedRow(p, 36, y, 22, [{ label: 'Deposit Bank', key: 'bank', text: d.bank.name, w: 200 }, { label: ca ? 'Transit-Institution' : 'Routing', key: 'routing', text: d.bank.routing, w: 140 },
    { label: 'Account', key: 'account', text: d.bank.account, w: 200 }], L);
  p.label(AUTH + (ca ? ' Personal information is handled under PIPEDA.' : ''), 36, y + 8, { size: 6.5, width: 540 });
  p.line(36, y + 62, 280, y + 62); p.label('Merchant signature', 36, y + 65, { size: 6.5 });
  p.line(330, y + 62, 460, y + 62); p.label('Date', 330, y + 65, { size: 6.5 });
  p.value('signed', d.signed, 330, y + 49, 120, 13);
}
