// Brokers 1 and 2 of set 231: Maple Leaf Merchant Capital (Toronto, one-page boxed grid, two owner columns) and
// Pacific Coast Business Funding (Vancouver, two pages, underline fields, owners "Last, First" on page 2).
import type { Canvas } from './canvas.ts';
import { cell } from './canvas.ts';
import type { Merchant } from './data.ts';
import { FREQ_LABEL } from './data.ts';
import { business, CERTIFY, ENTITY_BOXES, FREQS, owner, PIPEDA, put } from './fill.ts';

function mapleLogo(c: Canvas, x: number, y: number): void {
  const d = c.doc;
  d.save().translate(x, y).scale(0.9);
  d.polygon([20, 0], [25, 10], [33, 6], [30, 18], [40, 16], [36, 24], [44, 28], [26, 32], [27, 40], [21, 36], [21, 44], [19, 44], [19, 36], [13, 40], [14, 32], [-4, 28], [4, 24], [0, 16], [10, 18], [7, 6], [15, 10])
    .fill('#c8102e');
  d.restore();
}

export function mapleLeaf(c: Canvas, m: Merchant): void {
  const b = business(m), red = '#c8102e';
  mapleLogo(c, 40, 28);
  c.text('MAPLE LEAF', 90, 30, { size: 18, font: 'Helvetica-Bold', color: red });
  c.text('MERCHANT CAPITAL', 90, 50, { size: 9, font: 'Helvetica', color: '#333' });
  c.text('Business Funding Application', 380, 30, { size: 13, font: 'Helvetica-Bold' });
  c.text('200 Bay Street, Suite 1410, Toronto, ON M5J 2J2  |  Tel (416) 555-0190', 380, 48, { size: 6.5 });
  c.printedDecoy('broker_licence', 'FSRA Brokerage Licence No. 13244', 380, 57, 6.5);
  c.line(40, 74, 572, 74, red, 1.5);
  let y = 82;
  c.bar('1. BUSINESS INFORMATION', 40, y, 532, red); y += 16;
  const row = (cells: [string, number][], h = 22) => { let x = 40; const xs: number[] = []; for (const [l, w] of cells) { cell(c, l, x, y, w, h); xs.push(x); x += w; } y += h; return xs; };
  let xs = row([['Legal Business Name (as registered)', 312], ['Operating Name (O/A)', 220]]);
  put(c, 'legal_name', b.legal, xs[0]! + 4, y - 12, 300); put(c, 'trade_name', b.trade, xs[1]! + 4, y - 12, 210);
  xs = row([['Business Address (no P.O. Boxes)', 232], ['City', 120], ['Prov.', 110], ['Postal Code', 70]]);
  put(c, 'street', b.street, xs[0]! + 4, y - 12, 220); put(c, 'city', b.city, xs[1]! + 4, y - 12, 110);
  put(c, 'province', b.prov, xs[2]! + 4, y - 12, 100, 8.5); put(c, 'postal', b.postal, xs[3]! + 4, y - 12, 62, 8.5);
  xs = row([['Business Phone', 130], ['E-mail', 212], ['Website', 190]]);
  put(c, 'phone', { text: m.phone, fields: null }, xs[0]! + 4, y - 12, 120); put(c, 'email', { text: m.email, fields: null }, xs[1]! + 4, y - 12, 200, 8);
  put(c, 'website', { text: m.website ?? '', fields: null }, xs[2]! + 4, y - 12, 180, 8);
  xs = row([['Business Number (BN) & Program Account', 170], ['Incorporation / Registry No.', 110], ['Jurisdiction of Incorporation', 142], ['Date Business Started', 110]]);
  put(c, 'bn', b.bn, xs[0]! + 4, y - 12, 160); put(c, 'incorporation_number', { text: m.incNo, fields: null }, xs[1]! + 4, y - 12, 100);
  put(c, 'jurisdiction', { text: m.incJurisdiction, fields: null }, xs[2]! + 4, y - 12, 135, 8); put(c, 'start', b.start, xs[3]! + 4, y - 12, 100, 8.5);
  xs = row([['Type of Business / Industry', 170], ['No. of Employees', 70], ['Landlord / Mortgage Holder', 190], ['Monthly Rent', 102]]);
  put(c, 'industry', b.industry, xs[0]! + 4, y - 12, 160, 8.5); put(c, 'employees', { text: String(m.employees), fields: null }, xs[1]! + 4, y - 12, 60);
  put(c, 'landlord', { text: m.rentOwn === 'Rent' ? m.landlord : '', fields: null }, xs[2]! + 4, y - 12, 180, 8);
  put(c, 'rent', { text: m.rentOwn === 'Rent' ? m.rent : '', fields: null }, xs[3]! + 4, y - 12, 90);
  y += 5;
  c.text('Legal Structure:', 42, y + 1, { size: 7, font: 'Helvetica-Bold' });
  let x = 110;
  for (const e of ENTITY_BOXES) x = c.check(`entity_${e}`, e === 'Other' ? 'Other:' : e, e === m.entityChoice, e === m.entityChoice ? b.entityCheck : null, x, y);
  c.line(x - 6, y + 8, x + 70, y + 8);
  y += 18;
  c.bar('2. FUNDING REQUEST', 40, y, 532, red); y += 16;
  xs = row([['Amount Requested (CAD)', 150], ['Use of Funds', 200], ['Average Monthly Sales', 182]]);
  put(c, 'amount', b.amount, xs[0]! + 4, y - 12, 140); put(c, 'use', { text: m.use, fields: null }, xs[1]! + 4, y - 12, 190);
  put(c, 'monthly_sales', { text: `$${m.monthlySales.toLocaleString('en-US')}`, fields: null }, xs[2]! + 4, y - 12, 170);
  y += 6;
  c.bar('3. OWNER / GUARANTOR INFORMATION (all owners of 20% or more)', 40, y, 532, red); y += 16;
  const top = y;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i], ox = 40 + i * 266, v = o ? owner(o, i) : null;
    y = top;
    c.text(`Owner ${i + 1}`, ox + 2, y, { size: 7.5, font: 'Helvetica-Bold' }); y += 10;
    const orow = (labels: [string, number][]) => { let xx = ox; const r: number[] = []; for (const [l, w] of labels) { cell(c, l, xx, y, w); r.push(xx); xx += w; } y += 22; return r; };
    let r = orow([['Full Name', 170], ['Title', 96]]);
    if (v) { put(c, `owner${i}_name`, v.name, r[0]! + 4, y - 12, 160); put(c, `owner${i}_title`, v.title, r[1]! + 4, y - 12, 88, 8); }
    r = orow([['% Ownership', 60], ['SIN (optional)', 106], ['Date of Birth', 100]]);
    if (v) { put(c, `owner${i}_pct`, v.pct, r[0]! + 4, y - 12, 50); put(c, `owner${i}_sin`, v.sin, r[1]! + 4, y - 12, 98, 8.5); put(c, `owner${i}_dob`, v.dob, r[2]! + 4, y - 12, 92, 8.5); }
    r = orow([['Home Address', 266]]);
    if (v) put(c, `owner${i}_home`, v.home, r[0]! + 4, y - 12, 255, 7.5);
    r = orow([['Mobile', 110], ['Est. Credit Score', 70], ['E-mail', 86]]);
    if (v) { put(c, `owner${i}_cell`, v.cell, r[0]! + 4, y - 12, 100, 8); put(c, `owner${i}_score`, v.score, r[1]! + 4, y - 12, 60); put(c, `owner${i}_email`, v.email, r[2]! + 2, y - 11, 82, 6); }
  }
  y += 6;
  c.bar('4. BANKING (for deposit of funds)', 40, y, 532, red); y += 16;
  xs = row([['Financial Institution', 160], ['Institution No.', 70], ['Transit No.', 80], ['Account No.', 110], ['WSIB / WCB Account No.', 112]]);
  put(c, 'bank', { text: m.bank, fields: null }, xs[0]! + 4, y - 12, 150, 8); put(c, 'institution', { text: m.institution, fields: null }, xs[1]! + 4, y - 12, 60);
  put(c, 'transit', { text: m.transit, fields: null }, xs[2]! + 4, y - 12, 70); put(c, 'account', { text: m.account, fields: null }, xs[3]! + 4, y - 12, 100);
  put(c, 'wcb', { text: m.wcb, fields: null }, xs[4]! + 4, y - 12, 100);
  y += 6;
  y = c.fine(PIPEDA, 40, y, 532) + 3;
  y = c.fine(CERTIFY, 40, y, 532) + 18;
  for (let i = 0; i < 2; i++) {
    const sx = 40 + i * 270, o = m.owners[i];
    c.line(sx, y, sx + 150, y); c.line(sx + 160, y, sx + 250, y);
    c.text('Signature of Owner / Guarantor', sx, y + 3, { size: 6 }); c.text('Date (YYYY-MM-DD)', sx + 160, y + 3, { size: 6 });
    if (o) put(c, `owner${i}_signdate`, { text: m.signDate, fields: null }, sx + 162, y - 11, 85, 8);
  }
  c.text('MLMC-APP-CA rev. 09/2024  |  Maple Leaf Merchant Capital is a broker, not a lender. Page 1 of 1', 40, 770, { size: 5.5, color: '#777' });
}

function waves(c: Canvas, x: number, y: number): void {
  const d = c.doc;
  d.circle(x + 22, y + 22, 22).fill('#0a4d68');
  for (let k = 0; k < 3; k++) {
    d.moveTo(x + 4, y + 16 + k * 8).bezierCurveTo(x + 14, y + 8 + k * 8, x + 24, y + 24 + k * 8, x + 40, y + 14 + k * 8).lineWidth(2).strokeColor('#7fd1e8').stroke();
  }
}

export function pacificCoast(c: Canvas, m: Merchant): void {
  const b = business(m), teal = '#0a4d68';
  const lv = (label: string, key: string, v: { text: string; fields: Record<string, string | number> | null }, x: number, y: number, w: number, lw = 90) => {
    c.text(label, x, y + 2, { size: 7, font: 'Helvetica-Bold', color: '#333' });
    c.line(x + lw, y + 11, x + w, y + 11, '#999');
    put(c, key, v, x + lw + 3, y, w - lw - 6, 8.5);
  };
  waves(c, 40, 26);
  c.text('Pacific Coast', 94, 28, { size: 17, font: 'Times-Bold', color: teal });
  c.text('BUSINESS FUNDING', 94, 47, { size: 8, font: 'Helvetica', color: '#2a7f9e' });
  c.rect(400, 24, 172, 46, teal);
  c.text('FOR OFFICE USE - ISO', 405, 27, { size: 6, font: 'Helvetica-Bold', color: teal });
  c.text('Rep:', 405, 37, { size: 6.5 }); put(c, 'iso_rep', { text: m.rep, fields: null }, 425, 36, 140, 8);
  c.text('Tel:', 405, 48, { size: 6.5 }); put(c, 'iso_phone', { text: m.repPhone, fields: null }, 425, 47, 140, 8);
  c.printedDecoy('iso_code', 'ISO ID: PCBF-0427', 405, 60, 6.5);
  c.text('MERCHANT APPLICATION - CONFIDENTIAL', 40, 80, { size: 11, font: 'Helvetica-Bold', color: '#111' });
  let y = 98;
  c.bar('COMPANY PROFILE', 40, y, 532, teal); y += 20;
  lv('Legal Name:', 'legal_name', b.legal, 40, y, 572); y += 17;
  lv('Operating As (DBA):', 'trade_name', b.trade, 40, y, 330); lv('Type of Entity:', 'entity', b.entity, 340, y, 572, 62); y += 17;
  lv('CRA Business No.:', 'bn', b.bn, 40, y, 300); lv('Date Established:', 'start', b.start, 340, y, 572, 70); y += 17;
  lv('Nature of Business:', 'industry', b.industry, 40, y, 300); lv('Employees:', 'employees', { text: String(m.employees), fields: null }, 340, y, 572, 50); y += 17;
  lv('Street Address:', 'street', b.street, 40, y, 572); y += 17;
  lv('City:', 'city', b.city, 40, y, 220, 26); lv('Province:', 'province', b.prov, 230, y, 420, 40); lv('Postal Code:', 'postal', b.postal, 430, y, 572, 52); y += 17;
  lv('Telephone:', 'phone', { text: m.phone, fields: null }, 40, y, 220, 48); lv('E-mail:', 'email', { text: m.email, fields: null }, 230, y, 572, 34); y += 17;
  lv('Incorporated in:', 'jurisdiction', { text: m.incJurisdiction, fields: null }, 40, y, 300, 70);
  lv('Corp. No.:', 'incorporation_number', { text: m.incNo, fields: null }, 340, y, 572, 46); y += 24;
  c.bar('FUNDING REQUEST', 40, y, 532, teal); y += 20;
  lv('Amount Requested:', 'amount', b.amount, 40, y, 300); lv('Use of Funds:', 'use', { text: m.use, fields: null }, 340, y, 572, 58); y += 17;
  lv('Proposed Payment:', 'payment', b.payment, 40, y, 300); lv('No. of Payments:', 'n_payments', b.nPayments, 340, y, 572, 70); y += 17;
  c.text('Remittance:', 40, y + 2, { size: 7, font: 'Helvetica-Bold' });
  let x = 133;
  for (const f of FREQS) x = c.check(`freq_${f}`, FREQ_LABEL[f]!, f === m.freq, f === m.freq ? b.freqCheck : null, x, y + 1);
  y += 24;
  c.bar('EXISTING ADVANCES / LOANS', 40, y, 532, teal); y += 18;
  const cols = [40, 250, 380, 480];
  ['Funder / Lender', 'Balance Owing', 'Payment', 'Frequency'].forEach((h, k) => c.text(h, cols[k]! + 3, y, { size: 6.5, font: 'Helvetica-Bold' }));
  y += 10;
  for (let r = 0; r < 3; r++) {
    c.rect(40, y, 532, 16, '#bbb');
    const a = m.advances[r];
    if (a) {
      put(c, `advance${r}_funder`, { text: a.funder, fields: null }, 44, y + 4, 200, 8); put(c, `advance${r}_balance`, { text: a.balance, fields: null }, 254, y + 4, 120, 8);
      put(c, `advance${r}_payment`, { text: a.payment, fields: null }, 384, y + 4, 90, 8); put(c, `advance${r}_freq`, { text: 'Daily', fields: null }, 484, y + 4, 80, 8);
    }
    y += 16;
  }
  y += 10;
  c.bar('TRADE REFERENCES', 40, y, 532, teal); y += 20;
  m.refs.forEach((r, k) => { lv(`Reference ${k + 1}:`, `ref${k}_name`, { text: r.name, fields: null }, 40, y, 330, 60); lv('Phone:', `ref${k}_phone`, { text: r.phone, fields: null }, 340, y, 572, 30); y += 17; });
  c.text('Continued on page 2 - owner information and consent', 40, 760, { size: 6, color: '#777' });
  c.text('PCBF Form 7A (2024)  Page 1 of 2', 480, 770, { size: 5.5, color: '#777' });

  c.newPage();
  waves(c, 40, 24);
  c.text('Pacific Coast Business Funding - Owner Information', 94, 36, { size: 11, font: 'Helvetica-Bold', color: teal });
  y = 80;
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i], v = o ? owner(o, i, 'last') : null, none = { text: '', fields: null };
    c.bar(`OWNER ${i + 1}${i === 0 ? ' (PRINCIPAL)' : ''}`, 40, y, 532, '#d6eef5', 12, teal); y += 18;
    lv('Name (Last, First):', `owner${i}_name`, v?.name ?? none, 40, y, 330, 78); lv('Title:', `owner${i}_title`, v?.title ?? none, 340, y, 572, 30); y += 16;
    lv('% Owned:', `owner${i}_pct`, v?.pct ?? none, 40, y, 160, 44); lv('S.I.N.:', `owner${i}_sin`, v?.sin ?? none, 170, y, 350, 30);
    lv('Birth Date:', `owner${i}_dob`, v?.dob ?? none, 360, y, 572, 48); y += 16;
    lv('Home Address:', `owner${i}_home`, v?.home ?? none, 40, y, 430, 62); lv('Beacon:', `owner${i}_score`, v?.score ?? none, 440, y, 572, 36); y += 16;
    lv('Cell:', `owner${i}_cell`, v?.cell ?? none, 40, y, 250, 26); lv('E-mail:', `owner${i}_email`, v?.email ?? none, 260, y, 572, 34); y += 22;
  }
  c.bar('BANKING & ADVISORS', 40, y, 532, teal); y += 20;
  lv('Bank:', 'bank', { text: m.bank, fields: null }, 40, y, 250, 28); lv('Inst. #:', 'institution', { text: m.institution, fields: null }, 260, y, 350, 34);
  lv('Transit #:', 'transit', { text: m.transit, fields: null }, 360, y, 460, 42); lv('Acct #:', 'account', { text: m.account, fields: null }, 470, y, 572, 32); y += 17;
  lv('Accountant:', 'accountant', { text: m.accountant, fields: null }, 40, y, 330, 50); lv('Phone:', 'accountant_phone', { text: m.accountantPhone, fields: null }, 340, y, 572, 30); y += 17;
  lv('Landlord:', 'landlord', { text: m.rentOwn === 'Rent' ? m.landlord : 'Owned', fields: null }, 40, y, 330, 42);
  lv('WorkSafeBC / WCB #:', 'wcb', { text: m.wcb, fields: null }, 340, y, 572, 80); y += 26;
  y = c.fine(CERTIFY, 40, y, 532, 6) + 4;
  y = c.fine(PIPEDA, 40, y, 532, 6) + 26;
  m.owners.forEach((o, i) => {
    c.line(40, y, 250, y); c.line(270, y, 420, y); c.line(440, y, 572, y);
    c.text(`Signature - Owner ${i + 1}`, 40, y + 3, { size: 6 }); c.text('Print Name', 270, y + 3, { size: 6 }); c.text('Date', 440, y + 3, { size: 6 });
    put(c, `owner${i}_printed`, owner(o, i).name, 272, y - 11, 145, 8);
    y += 26;
  });
  c.text('PCBF Form 7A (2024)  Page 2 of 2', 480, 770, { size: 5.5, color: '#777' });
}
