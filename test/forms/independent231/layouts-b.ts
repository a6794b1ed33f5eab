// Brokers 3 and 4 of set 231: Prairie & Atlantic Advance Group (Halifax, one page, principals' table first, the
// broker's own BN in its footer) and True North Funding Partners (Calgary, two pages, row-label tables, owners as
// columns, the referring ISO's BN at the top).
import type { Canvas } from './canvas.ts';
import type { Merchant } from './data.ts';
import { FREQ_LABEL, spaceSin } from './data.ts';
import { business, CERTIFY, FREQS, owner, PIPEDA, put } from './fill.ts';
import type { V } from './fill.ts';

const none: V = { text: '', fields: null };
const dv = (text: string): V => ({ text, fields: null });

export function prairieAtlantic(c: Canvas, m: Merchant): void {
  const b = business(m), green = '#2e5e2a', gold = '#c9a227';
  const d = c.doc;
  d.rect(40, 26, 46, 30).fill(gold);
  d.polygon([40, 56], [86, 56], [86, 44], [70, 36], [58, 46], [48, 40], [40, 46]).fill(green);
  c.text('PRAIRIE & ATLANTIC', 94, 26, { size: 15, font: 'Helvetica-Bold', color: green });
  c.text('ADVANCE GROUP', 94, 43, { size: 9, font: 'Helvetica-Oblique', color: gold });
  c.text('APPLICATION FOR BUSINESS FINANCING', 330, 28, { size: 10, font: 'Helvetica-Bold' });
  c.text('Halifax  |  Regina  |  1-888-555-0142  |  apply@paadvance.ca', 330, 42, { size: 6.5 });
  c.line(40, 64, 572, 64, green, 2);
  let y = 72;
  c.text('SECTION A - PRINCIPAL(S)', 40, y, { size: 8.5, font: 'Helvetica-Bold', color: green }); y += 12;
  const cols: [string, number][] = [['Full Legal Name', 150], ['Position', 80], ['Own %', 40], ['Social Insurance No.', 92], ['Date of Birth', 80], ['Credit Score', 90]];
  let x = 40;
  d.rect(40, y, 532, 12).fill('#e8efe6');
  for (const [h, w] of cols) { c.text(h, x + 3, y + 3, { size: 6.3, font: 'Helvetica-Bold' }); x += w; }
  y += 12;
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i], v = o ? owner(o, i) : null;
    c.rect(40, y, 532, 17, '#aaa');
    x = 40;
    const cells: [string, V][] = [['name', v?.name ?? none], ['title', v?.title ?? none], ['pct', v?.pct ?? none], ['sin', v?.sin ?? none], ['dob', v?.dob ?? none], ['score', v?.score ?? none]];
    cells.forEach(([k, val], j) => { put(c, `owner${i}_${k}`, val, x + 3, y + 5, cols[j]![1] - 6, 8); x += cols[j]![1]; });
    y += 17;
  }
  c.text('Home address of each principal:', 40, y + 4, { size: 6.5, font: 'Helvetica-Bold' }); y += 14;
  m.owners.forEach((o, i) => { c.text(`${i + 1}.`, 40, y + 1, { size: 7 }); put(c, `owner${i}_home`, owner(o, i).home, 52, y, 500, 8); c.line(50, y + 10, 572, y + 10, '#bbb'); y += 14; });
  y += 8;
  c.text('SECTION B - THE BUSINESS', 40, y, { size: 8.5, font: 'Helvetica-Bold', color: green }); y += 14;
  const lv = (label: string, key: string, v: V, x0: number, x1: number, lw: number) => {
    c.text(label, x0, y + 2, { size: 7 }); c.line(x0 + lw, y + 11, x1, y + 11, '#888'); put(c, key, v, x0 + lw + 3, y, x1 - x0 - lw - 6, 8.5);
  };
  lv('Registered Name of Business', 'legal_name', b.legal, 40, 572, 112); y += 16;
  lv('Operating Name (O/A)', 'trade_name', b.trade, 40, 330, 86); lv('Type of Entity', 'entity', b.entity, 340, 572, 58); y += 16;
  lv('Business Number (9 digits + program)', 'bn', b.bn, 40, 330, 136); lv('In business since', 'start', b.start, 340, 572, 66); y += 16;
  lv('Civic Address', 'street', b.street, 40, 330, 56); lv('Town / City', 'city', b.city, 340, 572, 48); y += 16;
  lv('Province', 'province', b.prov, 40, 250, 38); lv('Postal Code', 'postal', b.postal, 260, 400, 46); lv('Phone', 'phone', dv(m.phone), 410, 572, 26); y += 16;
  lv('Describe your business', 'industry', b.industry, 40, 330, 88); lv('Full-time staff', 'employees', dv(String(m.employees)), 340, 572, 58); y += 16;
  lv('Annual Gross Revenue', 'annual_revenue', dv(`$${m.annualRevenue.toLocaleString('en-US')}`), 40, 330, 84);
  lv('Amount Sought', 'amount', b.amount, 340, 572, 56); y += 16;
  lv('Provincial Corp. Registry No.', 'incorporation_number', dv(m.incNo), 40, 330, 110); lv('WCB / WSIB No.', 'wcb', dv(m.wcb), 340, 572, 60); y += 16;
  lv('Premises', 'rent_own', dv(m.rentOwn === 'Rent' ? 'Leased' : 'Owned'), 40, 200, 38);
  lv('Landlord name & phone', 'landlord', dv(m.rentOwn === 'Rent' ? `${m.landlord}  ${m.landlordPhone}` : ''), 210, 572, 88); y += 22;
  c.text('SECTION C - DEPOSIT ACCOUNT & OUTSTANDING FINANCING', 40, y, { size: 8.5, font: 'Helvetica-Bold', color: green }); y += 14;
  lv('Bank', 'bank', dv(m.bank), 40, 230, 24); lv('Institution', 'institution', dv(m.institution), 240, 330, 40);
  lv('Transit', 'transit', dv(m.transit), 340, 440, 30); lv('Account', 'account', dv(m.account), 450, 572, 34); y += 16;
  lv('Current advance(s) with', 'advances', dv(m.advances.map((a) => `${a.funder} (bal. ${a.balance})`).join('; ') || 'None'), 40, 572, 92); y += 22;
  c.text('SECTION D - CONSENT', 40, y, { size: 8.5, font: 'Helvetica-Bold', color: green }); y += 12;
  y = c.fine(PIPEDA, 40, y, 532, 6) + 4;
  y = c.fine(CERTIFY, 40, y, 532, 6) + 24;
  for (let i = 0; i < Math.max(1, m.owners.length); i++) {
    const sx = 40 + i * 180;
    c.line(sx, y, sx + 165, y);
    c.text(`Principal ${i + 1} signature / date`, sx, y + 3, { size: 6 });
  }
  y += 24;
  c.line(40, y, 572, y, green, 0.8);
  c.text('Prairie & Atlantic Advance Group Inc. acts as an independent broker. Submitted by:', 40, y + 5, { size: 6 });
  c.printedDecoy('broker_bn', `Broker BN ${spaceSin(m.brokerBn, ' ')} RC0001`, 330, y + 5, 6);
  c.text('Rep:', 460, y + 5, { size: 6 }); put(c, 'iso_rep', dv(m.rep), 476, y + 3, 96, 7);
  c.text('PAAG-01 (2024-11)', 40, 772, { size: 5.5, color: '#777' });
}

function northStar(c: Canvas, x: number, y: number): void {
  const d = c.doc, pts: [number, number][] = [];
  for (let k = 0; k < 8; k++) { const r = k % 2 ? 7 : 20, a = (Math.PI / 4) * k - Math.PI / 2; pts.push([x + r * Math.cos(a), y + r * Math.sin(a)]); }
  d.polygon(...pts).fill('#13294b');
  d.circle(x, y, 4).fill('#ffffff');
}

export function trueNorth(c: Canvas, m: Merchant): void {
  const b = business(m), navy = '#13294b';
  northStar(c, 62, 46);
  c.text('TRUE NORTH', 90, 30, { size: 16, font: 'Times-Bold', color: navy });
  c.text('FUNDING PARTNERS', 90, 48, { size: 8, font: 'Times-Roman', color: navy });
  c.rect(360, 24, 212, 44, navy);
  c.text('REFERRING ISO', 366, 27, { size: 6, font: 'Helvetica-Bold', color: navy });
  c.text('Company / Rep:', 366, 37, { size: 6.5 }); put(c, 'iso_rep', dv(`Summit Lane Brokerage / ${m.rep}`), 418, 36, 150, 7);
  c.text('ISO Business No.:', 366, 49, { size: 6.5 }); put(c, 'iso_bn', dv(`${m.brokerBn} RT0001`), 424, 48, 140, 7.5);
  c.text('ISO Phone:', 366, 59, { size: 6.5 }); put(c, 'iso_phone', dv(m.repPhone), 418, 58, 140, 7);
  let y = 82;
  const table = (rows: [string, string, V][], lw = 150) => {
    for (const [label, key, v] of rows) {
      c.doc.rect(40, y, lw, 18).fill('#e4e9f2');
      c.rect(40, y, 532, 18, '#9aa6bd');
      c.line(40 + lw, y, 40 + lw, y + 18, '#9aa6bd');
      c.text(label, 44, y + 5.5, { size: 7, font: 'Helvetica-Bold', color: navy });
      put(c, key, v, 40 + lw + 6, y + 5, 532 - lw - 12, 9);
      y += 18;
    }
  };
  c.bar('PART 1 - MERCHANT', 40, y, 532, navy, 14); y += 14;
  table([['Legal Name of Business', 'legal_name', b.legal], ['Trade Name (operating as)', 'trade_name', b.trade], ['Form of Organization', 'entity', b.entity],
    ['Business Number / Program Acct.', 'bn', b.bn], ['Corporate Access / Inc. No.', 'incorporation_number', dv(m.incNo)],
    ['Business Start Date', 'start', b.start], ['Industry', 'industry', b.industry], ['Street Address', 'street', b.street], ['City', 'city', b.city],
    ['Province / Territory', 'province', b.prov], ['Postal Code', 'postal', b.postal], ['Business Telephone', 'phone', dv(m.phone)], ['E-mail', 'email', dv(m.email)],
    ['Own or Lease Premises', 'rent_own', dv(m.rentOwn === 'Rent' ? 'Lease' : 'Own')], ['Landlord', 'landlord', dv(m.rentOwn === 'Rent' ? `${m.landlord}, ${m.landlordPhone}` : '')]]);
  y += 10;
  c.bar('PART 2 - FUNDING REQUESTED', 40, y, 532, navy, 14); y += 14;
  table([['Advance Amount (CAD)', 'amount', b.amount], ['Estimated Remittance', 'payment', b.payment], ['Number of Remittances', 'n_payments', b.nPayments], ['Purpose', 'use', dv(m.use)]]);
  c.doc.rect(40, y, 150, 18).fill('#e4e9f2'); c.rect(40, y, 532, 18, '#9aa6bd');
  c.text('Remittance Schedule', 44, y + 5.5, { size: 7, font: 'Helvetica-Bold', color: navy });
  let x = 200;
  for (const f of FREQS) x = c.check(`freq_${f}`, FREQ_LABEL[f]!, f === m.freq, f === m.freq ? b.freqCheck : null, x, y + 5);
  y += 28;
  c.bar('PART 3 - CURRENT FUNDING POSITIONS', 40, y, 532, navy, 14); y += 18;
  ['Funder', 'Approx. Balance', 'Remittance'].forEach((h, k) => c.text(h, 44 + k * 180, y, { size: 7, font: 'Helvetica-Bold' })); y += 10;
  for (let r = 0; r < 2; r++) {
    const a = m.advances[r];
    c.rect(40, y, 532, 16, '#9aa6bd');
    if (a) { put(c, `advance${r}_funder`, dv(a.funder), 44, y + 4, 170, 8); put(c, `advance${r}_balance`, dv(a.balance), 224, y + 4, 170, 8); put(c, `advance${r}_payment`, dv(a.payment), 404, y + 4, 160, 8); }
    y += 16;
  }
  c.text('TNFP-MA 2024.2 - Page 1 of 2', 480, 772, { size: 5.5, color: '#777' });

  c.newPage();
  northStar(c, 62, 40);
  c.text('TRUE NORTH FUNDING PARTNERS - Merchant Application (continued)', 90, 34, { size: 10, font: 'Times-Bold', color: navy });
  y = 70;
  c.bar('PART 4 - OWNERS / GUARANTORS', 40, y, 532, navy, 14); y += 14;
  const lw = 130, cw = (532 - lw) / 3;
  c.doc.rect(40, y, 532, 14).fill('#e4e9f2');
  for (let i = 0; i < 3; i++) c.text(`Owner ${i + 1}`, 40 + lw + i * cw + 6, y + 4, { size: 7, font: 'Helvetica-Bold', color: navy });
  y += 14;
  const rows: [string, string][] = [['Last Name', 'last'], ['First Name & Initial', 'first'], ['Title / Position', 'title'], ['Ownership %', 'pct'], ['SIN', 'sin'],
    ['Date of Birth', 'dob'], ['Home Address', 'home'], ['Mobile', 'cell'], ['Credit Score (if known)', 'score']];
  for (const [label, k] of rows) {
    c.rect(40, y, 532, 20, '#9aa6bd');
    c.text(label, 44, y + 7, { size: 7, font: 'Helvetica-Bold', color: navy });
    for (let i = 0; i < 3; i++) {
      c.line(40 + lw + i * cw, y, 40 + lw + i * cw, y + 20, '#9aa6bd');
      const o = m.owners[i];
      if (!o) continue;
      const v = owner(o, i) as unknown as Record<string, V>;
      put(c, `owner${i}_${k}`, v[k]!, 40 + lw + i * cw + 5, y + 6, cw - 10, k === 'home' ? 5.6 : 8.5);
    }
    y += 20;
  }
  y += 12;
  c.bar('PART 5 - SETTLEMENT ACCOUNT', 40, y, 532, navy, 14); y += 14;
  table([['Financial Institution', 'bank', dv(m.bank)], ['Institution / Transit', 'institution', dv(`${m.institution} / ${m.transit}`)], ['Account Number', 'account', dv(m.account)],
    ['WCB Alberta / WorkSafe Account', 'wcb', dv(m.wcb)], ['External Accountant', 'accountant', dv(m.accountant)]]);
  y += 10;
  c.bar('PART 6 - AUTHORIZATION AND PRIVACY CONSENT', 40, y, 532, navy, 14); y += 18;
  y = c.fine(CERTIFY, 40, y, 532, 6.2) + 4;
  y = c.fine(PIPEDA, 40, y, 532, 6.2) + 28;
  m.owners.forEach((_, i) => {
    const sx = 40 + i * 180;
    c.line(sx, y, sx + 165, y); c.text(`Owner ${i + 1} - Signature`, sx, y + 3, { size: 6 });
    c.line(sx, y + 26, sx + 165, y + 26); c.text('Date', sx, y + 29, { size: 6 });
  });
  c.text('TNFP-MA 2024.2 - Page 2 of 2', 480, 772, { size: 5.5, color: '#777' });
}
