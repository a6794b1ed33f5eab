// Keystone Commercial Advance (Harrisburg PA direct funder: three pages of label/value table rows, guarantors with
// split names), Empire Bridge Funding (Long Island ISO: three pages, "A1."-style numbered labels, owners side by
// side) and Liberty Bell Business Funding (Philadelphia broker: two pages, short entity row with "Other:", payment
// schedule written as text).
import type { Rng } from '../../statements/generator/prng.ts';
import { entityRow, existing, footer, freqRow, funderBox, header, signatures } from './common.ts';
import type { Merchant } from './data.ts';
import { AUTH, biz, decoys, own, TERMS } from './parts.ts';
import type { Sheet, V } from './sheet.ts';

/** Label / value pairs on one table row: shaded label cells, white value cells. */
function kv(s: Sheet, y: number, pairs: [string, V][], h = 20): void {
  const w = 540 / pairs.length;
  pairs.forEach(([l, v], i) => {
    const x = 36 + i * w, lw = Math.min(w * 0.42, 120);
    s.rect(x, y, lw, h, { fill: '#e6e6e6', lw: 0.5 }); s.rect(x + lw, y, w - lw, h, { lw: 0.5 });
    s.text(x + 3, y + 6.5, l, 7, { bold: true });
    s.value(x + lw + 2, y + h - 14, w - lw - 4, v);
  });
}

export function keystone(s: Sheet, m: Merchant, rng: Rng): void {
  const b = biz(m, { date: 'dash', bareEin: rng.chance(0.6) });
  const d = decoys(m, 'dash');
  const owners = m.owners.map((w, i) => own(w, i, { date: 'dash', name: 'first-last', pctSign: rng.chance(0.5) }));
  const head = (p: number): void => header(s, 'KEYSTONE COMMERCIAL ADVANCE', 'A Pennsylvania Direct Funder  |  2 North Second Street, Harrisburg, PA 17101  |  (717) 555-0133',
    'Merchant Application & Guaranty Information', `Page ${p} of 3`, { color: '#3b2f0b', size: 14 });
  const sec = (t: string): void => { s.band(36, y, 540, t, { fill: '#3b2f0b' }); y += 13; };
  head(1);
  let y = 72;
  sec('BUSINESS');
  kv(s, y, [['Legal Name of Business', b.legal]]); y += 20;
  kv(s, y, [['Trading As', b.dba]]); y += 20;
  kv(s, y, [[m.taxType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Federal Tax ID / SSN', b.tax], ['Entity Type', b.entity]]); y += 20;
  kv(s, y, [['Date Established', b.start], ['State of Organization', b.stateInc]]); y += 20;
  kv(s, y, [['Street Address', b.street]]); y += 20;
  kv(s, y, [['City', b.city], ['State', b.state], ['Zip', b.zip]]); y += 20;
  kv(s, y, [['Telephone', b.phone], ['E-Mail', b.email]]); y += 20;
  kv(s, y, [['Industry', b.industry], ['Employees', b.employees]]); y += 20;
  kv(s, y, [['Gross Monthly Sales', d.monthlySales], ['Annual Revenue', d.annualRevenue]]); y += 28;
  sec('MERCHANT PROCESSING');
  kv(s, y, [['Processor', d.processor], ['Monthly Card Volume', d.cardVolume]]); y += 20;
  kv(s, y, [['MID', d.mid], ['Batch Frequency', { text: 'Daily', f: null, key: 'batch_frequency' }]]); y += 28;
  sec('PREMISES');
  s.text(40, y + 4, 'Premises are', 7.5); s.check(100, y + 3, 'Owned', m.ownRent === 'Own', { f: 'ctx', key: 'owned' }); s.check(150, y + 3, 'Leased', m.ownRent === 'Rent', { f: 'ctx', key: 'leased' }); y += 18;
  kv(s, y, [['Mortgage Holder / Landlord', d.landlord]]); y += 20;
  kv(s, y, [['Landlord Phone', d.landlordPhone], ['Monthly Rent / Mortgage', d.rent]]); y += 28;
  sec('OPERATING ACCOUNT');
  kv(s, y, [['Bank', d.bank], ['Routing #', d.routing], ['Account #', d.account]]);
  footer(s, 'Keystone Commercial Advance  ·  KCA-100 (rev. 2024)  ·  Page 1 of 3');

  s.newPage(); head(2); y = 72;
  owners.forEach((o, i) => {
    sec(`GUARANTOR ${i + 1} OF ${owners.length}`);
    kv(s, y, [['First Name', o.first], ['M.I.', o.mi], ['Last Name', o.last]]); y += 20;
    kv(s, y, [['Title', o.title], ['Ownership %', o.pct]]); y += 20;
    kv(s, y, [['Social Security No.', o.ssn], ['Date of Birth', o.dob]]); y += 20;
    kv(s, y, [['Home Address', o.home]]); y += 20;
    kv(s, y, [['Credit Score', o.score], ['Mobile', o.cell]]); y += 26;
  });
  sec('FUNDING REQUEST');
  kv(s, y, [['Requested Amount', b.requested], ['Use of Funds', b.use]]); y += 20;
  kv(s, y, [['Est. Payment', b.payment], ['Term (# of Payments)', b.nPayments]]); y += 26;
  freqRow(s, 40, y, 'Payment Frequency:', m); y += 22;
  sec('OTHER FINANCING');
  existing(s, 36, y, d, ['Creditor', 'Balance Owed', 'Payment']);
  footer(s, 'Keystone Commercial Advance  ·  KCA-100 (rev. 2024)  ·  Page 2 of 3');

  s.newPage(); head(3); y = 72;
  sec('TERMS OF APPLICATION'); y += 4;
  y += s.para(36, y, 540, TERMS, 6.4) + 8;
  sec('AUTHORIZATION TO OBTAIN CREDIT AND VERIFY INFORMATION'); y += 4;
  y += s.para(36, y, 540, AUTH, 6.4) + 18;
  y += signatures(s, y, owners, { sig: 'Guarantor Signature', name: 'Printed Name', date: 'Date', title: 'Title' }, b.signed) + 10;
  funderBox(s, 36, y, 540, 'FOR FUNDER USE ONLY', [['Approved Amount', d.approved], ['Factor Rate', d.factor], ['Deal ID', d.dealId], ['Underwriter', d.underwriter]]);
  footer(s, 'Keystone Commercial Advance  ·  KCA-100 (rev. 2024)  ·  Page 3 of 3');
}

export function empireBridge(s: Sheet, m: Merchant, rng: Rng): void {
  const b = biz(m, { date: 'us2' });
  const d = decoys(m, 'us2');
  const owners = m.owners.map((w, i) => own(w, i, { date: 'us2', name: rng.pick(['first-last', 'last-first'] as const), pctSign: true }));
  const head = (p: number): void => header(s, 'EMPIRE BRIDGE FUNDING', '1200 Veterans Memorial Hwy, Hauppauge, NY 11788  ·  (631) 555-0150  ·  deals@empirebridge.example',
    'MERCHANT FUNDING APPLICATION', `${p}/3`, { color: '#5b1a78' });
  const sec = (t: string): void => { s.text(36, y, t, 9, { bold: true, color: '#5b1a78' }); s.hline(36, y + 11, 540, 0.4); y += 17; };
  head(1);
  let y = 72;
  sec('A. BUSINESS');
  s.line(36, y, 540, 'A1. Legal Name:', b.legal); y += 18;
  s.line(36, y, 540, 'A2. DBA / Trade Name:', b.dba); y += 18;
  s.line(36, y, 180, 'A3. EIN:', b.tax); s.line(226, y, 160, 'A4. Date Started:', b.start); s.line(396, y, 180, 'A5. Legal Entity:', b.entity); y += 18;
  s.line(36, y, 180, 'A6. State of Inc.:', b.stateInc); s.line(226, y, 350, 'A7. Business Type:', b.industry); y += 18;
  s.line(36, y, 540, 'A8. Address:', b.street); y += 18;
  s.line(36, y, 250, 'A9. City:', b.city); s.line(296, y, 120, 'A10. State:', b.state); s.line(426, y, 150, 'A11. Zip:', b.zip); y += 18;
  s.line(36, y, 250, 'A12. Phone:', b.phone); s.line(296, y, 280, 'A13. Email:', b.email); y += 26;
  sec('B. MERCHANT PROCESSING');
  s.line(36, y, 250, 'B1. Processor:', d.processor); s.line(296, y, 280, 'B2. Monthly Volume:', d.cardVolume); y += 18;
  s.line(36, y, 250, 'B3. MID #:', d.mid); s.line(296, y, 280, 'B4. Avg. Monthly Deposits:', d.monthlySales); y += 26;
  sec('C. LANDLORD / MORTGAGE');
  s.line(36, y, 250, 'C1. Landlord / Mortgage Co.:', d.landlord); s.line(296, y, 280, 'C2. Phone:', d.landlordPhone); y += 18;
  s.line(36, y, 250, 'C3. Monthly Rent:', d.rent); y += 26;
  sec('D. BANK');
  s.line(36, y, 180, 'D1. Bank:', d.bank); s.line(226, y, 170, 'D2. ABA #:', d.routing); s.line(406, y, 170, 'D3. Acct #:', d.account); y += 26;
  s.line(36, y, 300, 'Account Executive:', d.isoRep);
  footer(s, 'EMPIRE BRIDGE FUNDING  ·  EBF-3P  ·  Page 1 of 3');

  s.newPage(); head(2); y = 72;
  sec('E. OWNERS / GUARANTORS');
  owners.forEach((o, i) => {
    const x = 36 + (i % 2) * 276, yy = y + Math.floor(i / 2) * 104;
    s.rect(x, yy, 264, 98, { lw: 0.5 });
    s.text(x + 4, yy + 4, `Owner ${i + 1}`, 7.5, { bold: true });
    s.line(x + 4, yy + 16, 256, 'E1. Name:', o.name); s.line(x + 4, yy + 31, 150, 'E2. Title:', o.title); s.line(x + 160, yy + 31, 100, 'E3. Own %:', o.pct);
    s.line(x + 4, yy + 46, 140, 'E4. SSN:', o.ssn); s.line(x + 150, yy + 46, 110, 'E5. DOB:', o.dob);
    s.line(x + 4, yy + 61, 256, 'E6. Home Addr:', o.home); s.line(x + 4, yy + 76, 140, 'E7. FICO:', o.score); s.line(x + 150, yy + 76, 110, 'E8. Cell:', o.cell);
  });
  y += Math.ceil(owners.length / 2) * 104 + 8;
  sec('F. FUNDING REQUEST');
  s.line(36, y, 250, 'F1. Amount Requested:', b.requested); s.line(296, y, 280, 'F2. Proposed Payment:', b.payment); y += 18;
  s.line(36, y, 250, 'F3. Number of Payments:', b.nPayments); s.line(296, y, 280, 'F4. Use of Funds:', b.use); y += 18;
  freqRow(s, 36, y, 'F5. Frequency:', m); y += 24;
  sec('G. OPEN BALANCES');
  existing(s, 36, y, d, ['Funder', 'Balance', 'Daily / Weekly Payment']);
  footer(s, 'EMPIRE BRIDGE FUNDING  ·  EBF-3P  ·  Page 2 of 3');

  s.newPage(); head(3); y = 72;
  sec('H. AUTHORIZATION AND TERMS');
  y += s.para(36, y, 540, `${AUTH} ${TERMS}`, 5.8) + 16;
  y += signatures(s, y, owners, { sig: 'Signature', name: 'Print:', date: 'Date:' }, b.signed) + 10;
  funderBox(s, 36, y, 540, '*** FOR FUNDER USE ONLY ***', [['Deal ID:', d.dealId], ['Approved:', d.approved], ['Factor:', d.factor], ['Buy Rate:', d.buyRate]]);
  footer(s, 'EMPIRE BRIDGE FUNDING  ·  EBF-3P  ·  Page 3 of 3');
}

export function libertyBell(s: Sheet, m: Merchant, rng: Rng): void {
  const b = biz(m, { date: rng.pick(['us', 'long'] as const) });
  const d = decoys(m, 'us');
  const owners = m.owners.map((w, i) => own(w, i, { date: 'us', name: 'first-last', pctSign: true }));
  const freq: V = { text: m.freq === 'daily' ? 'Daily' : 'Weekly', f: { payment_frequency: m.freq }, key: 'payment_schedule' };
  const head = (p: number): void => header(s, 'Liberty Bell Business Funding', '1818 Market Street, 30th Floor, Philadelphia, PA 19103  ·  (215) 555-0176',
    'Merchant Application', `Page ${p} of 2`, { color: '#1d4e89' });
  const sec = (t: string): void => { s.band(36, y, 540, t, { fill: '#dbe7f5', color: '#1d4e89' }); y += 19; };
  head(1);
  let y = 70;
  sec('Business Information');
  s.line(36, y, 330, 'Legal Name:', b.legal); s.line(376, y, 200, 'DBA:', b.dba); y += 18;
  s.text(36, y + 1, 'Entity:', 7.5); entityRow(s, 70, y, ['LLC', 'Corp'], 'Other:', m); y += 18;
  s.line(36, y, 180, 'EIN/SSN:', b.tax); s.line(226, y, 170, 'Business Start Date:', b.start); s.line(406, y, 170, 'State Inc.:', b.stateInc); y += 18;
  s.line(36, y, 540, 'Address:', b.fullAddr); y += 18;
  s.line(36, y, 180, 'Phone:', b.phone); s.line(226, y, 350, 'What does the business do?', b.industry); y += 18;
  s.line(36, y, 260, 'Email:', b.email); s.line(306, y, 270, 'Website:', b.website); y += 24;
  sec('Financial Snapshot');
  s.line(36, y, 260, 'Avg. Monthly Revenue:', d.monthlySales); s.line(306, y, 270, 'Card Processor:', d.processor); y += 18;
  s.line(36, y, 260, 'Monthly Card Sales:', d.cardVolume); s.line(306, y, 270, 'Bank Name:', d.bank); y += 18;
  s.line(36, y, 260, 'Routing No.:', d.routing); s.line(306, y, 270, 'Account No.:', d.account); y += 18;
  s.line(36, y, 260, 'Landlord / Mortgage:', d.landlord); s.line(306, y, 270, 'Rent / Mortgage Pmt:', d.rent); y += 24;
  sec('Funding');
  s.line(36, y, 180, 'Requested Amount:', b.requested); s.line(226, y, 170, 'Payment Schedule:', freq); s.line(406, y, 170, 'Est. Payment:', b.payment); y += 18;
  s.line(36, y, 540, 'Purpose of Funds:', b.use); y += 24;
  sec('Open Positions');
  existing(s, 36, y, d, ['Funding Company', 'Remaining Balance', 'Payment Amount']);
  footer(s, 'Liberty Bell Business Funding  ·  Page 1 of 2');

  s.newPage(); head(2); y = 70;
  owners.forEach((o, i) => {
    sec(`Owner ${i + 1}`);
    s.line(36, y, 200, 'First Name:', o.first); s.line(246, y, 60, 'MI:', o.mi); s.line(316, y, 260, 'Last Name:', o.last); y += 18;
    s.line(36, y, 200, 'Title:', o.title); s.line(246, y, 130, 'Ownership:', o.pct); s.line(386, y, 190, 'Date of Birth:', o.dob); y += 18;
    s.line(36, y, 200, 'SSN:', o.ssn); s.line(246, y, 330, 'Home Address:', o.home); y += 18;
    s.line(36, y, 200, 'Credit Score:', o.score); s.line(246, y, 330, 'Mobile:', o.cell); y += 22;
  });
  y += funderBox(s, 36, y, 540, 'FOR FUNDER USE ONLY', [['Approved $', d.approved], ['Rate', d.factor], ['Deal ID', d.dealId]], { cols: 3 }) + 10;
  sec('Authorization');
  y += s.para(36, y, 540, AUTH, 6.2) + 14;
  signatures(s, y, owners, { sig: 'Owner Signature', name: 'Printed Name:', date: 'Date:' }, b.signed);
  footer(s, 'Liberty Bell Business Funding  ·  Page 2 of 2');
}
