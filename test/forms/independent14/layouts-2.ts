// Keystone (a dark sidebar of the broker's contacts, every value in capitals, years in business instead of a start
// date, owners written `Last, First M.`) and Bluewater (a boxed grid with an owners' table of up to four rows, trade
// references, landlord and bank numbers beside it).
import { T, band, blanks, brokerLines, dateText, dob, home, makeBroker, money, ownerName, ownerTax, para, pct, role, score, up } from './common.ts';
import type { Merchant } from './merchant.ts';
import type { Pen } from './pen.ts';

export function keystone(p: Pen, m: Merchant, seed: number): void {
  const b = blanks(seed, 'keystone');
  const br = makeBroker(seed, 'Keystone Merchant Services', 'ISO');
  const U = (s: string) => up(s, true);
  p.page();
  p.doc.save().rect(0, 0, 150, 792).fill('#2b2b2b').restore();
  p.text('KEYSTONE', 14, 36, { size: 17, font: 'Helvetica-Bold', color: 'white' });
  p.text('MERCHANT SERVICES', 15, 56, { size: 8, color: '#f2b134' });
  const side: [string, string][] = [['Your Funding Specialist', br.rep], ['Direct', br.phone], ['Fax', br.fax], ['Email', br.email],
    ['Office', `${br.street}\n${br.city}`], ['Broker EIN', br.ein], ['ISO #', br.iso]];
  let sy = 100;
  for (const [k, v] of side) {
    p.text(k.toUpperCase(), 14, sy, { size: 6, color: '#f2b134' });
    sy += 9 + p.text(v, 14, sy + 8, { size: 7.5, color: 'white', width: 125 });
  }
  p.decoys.push({ text: br.rep, paths: [] }, { text: br.phone, paths: [] }, { text: br.ein, paths: [] });
  p.text('Approvals in as little as 24 hours. No collateral required. Bad credit OK. Ask about our consolidation programs.', 14, sy + 20, { size: 7, width: 125, color: '#bbbbbb' });
  const X = 166, W = 410;
  p.mode = 'inline';
  p.labelFont = 'Helvetica-Bold';
  p.labelSize = 7;
  p.text('MERCHANT CASH ADVANCE APPLICATION', X, 30, { size: 13, font: 'Helvetica-Bold' });
  p.text('Please print clearly in CAPITAL LETTERS. All fields are required.', X, 47, { size: 7, font: 'Helvetica-Oblique' });
  band(p, 'MERCHANT INFORMATION', X, 62, W, '#2b2b2b', '#f2b134');
  let y = 80;
  const row = (cells: [string, string, number, Record<string, string | number | null>?, boolean?][]) => {
    let x = X;
    for (const [label, v, f, t, decoy] of cells) { p.field(label, v, x, y, W * f, t, { decoy }); x += W * f; }
    y += 19;
  };
  row([['Business Legal Name:', U(m.legal), 1, T.legal(m, true)]]);
  row([['DBA:', b.dba ? '' : U(m.dbaText), 0.6, b.dba ? undefined : T.dba(m, true)], ['Years in Business:', String(m.years), 0.4]]);
  row([['Business Address:', U(m.street), 1]]);
  row([['City:', U(m.city), 0.4], ['State:', m.state, 0.18, T.state(m)], ['Zip:', m.zip, 0.2], ['State of Inc.:', m.incState, 0.22, undefined, m.incState !== m.state]]);
  row([['Federal Tax ID #:', m.taxIdText, 0.45, T.tax(m)], ['Entity Type:', U(m.entityText), 0.55, T.entity(m)]]);
  row([['Type of Business:', U(m.industryText), 0.55, T.industry(m)], ['Seasonal (Y/N):', 'N', 0.45]]);
  row([['Business Phone:', b.phone ? '' : m.phone, 0.5], ['Email:', m.email.toUpperCase(), 0.5]]);
  band(p, 'FUNDING REQUEST', X, y + 4, W, '#2b2b2b', '#f2b134');
  y += 22;
  row([['Amount Requested:', b.amount ? '' : money(m.requested), 0.5, b.amount ? undefined : T.amount(m)], ['Avg. Monthly Gross Sales:', money(m.avgSales), 0.5]]);
  row([['Use of Funds:', U(m.useOfFunds), 0.5], ['Open Advances (Y/N):', m.advances.length ? 'Y' : 'N', 0.5]]);
  row([['Current Funder(s):', m.advances.map((a) => a.funder.toUpperCase()).join(', '), 0.65, undefined, true], ['Balance:', m.advances[0] ? money(m.advances[0].balance) : '', 0.35, undefined, true]]);
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    band(p, i === 0 ? 'OWNER / GUARANTOR' : 'SECOND OWNER / GUARANTOR', X, y + 4, W, '#2b2b2b', '#f2b134');
    y += 22;
    if (!o) {
      row([['Name (Last, First):', '', 0.65], ['Title:', '', 0.35]]); row([['SSN:', '', 0.35], ['DOB:', '', 0.3], ['Ownership:', '', 0.35]]);
      row([['Home Address:', '', 1]]); row([['Cell:', '', 0.5], ['Credit Score:', '', 0.5]]);
      continue;
    }
    const [nm, nt] = ownerName(o, i, 'last', true);
    const [tx, tt] = ownerTax(o, i);
    row([['Name (Last, First):', nm, 0.65, nt], ['Title:', U(o.title), 0.35, role(o, i, true)]]);
    row([['SSN:', tx, 0.35, tt], ['DOB:', b.dob ? '' : dateText(o.dob, 1), 0.3, b.dob ? undefined : dob(o, i)], ['Ownership:', `${o.pct}%`, 0.35, pct(o, i)]]);
    row([['Home Address:', U(home(o)), 1, undefined, true]]);
    const cs = b.credit || o.credit === null ? '' : String(o.credit);
    row([['Cell:', o.phone, 0.5], ['Credit Score:', cs, 0.5, cs ? score(o, i) : undefined]]);
  }
  if (m.owners.length > 2) { p.text(`+ ${m.owners.length - 2} MORE OWNER(S) ON FILE — SEE ATTACHED`, X, y + 2, { size: 7, font: 'Helvetica-Oblique' }); y += 12; }
  band(p, 'LANDLORD', X, y + 4, W, '#2b2b2b', '#f2b134');
  y += 22;
  row([['Landlord Name:', m.ownRent === 'Rent' ? U(m.landlord.name) : 'OWN', 0.5, undefined, true], ['Phone:', m.ownRent === 'Rent' ? m.landlord.phone : '', 0.25, undefined, true],
    ['Rent:', money(m.landlord.rent), 0.25]]);
  y += 6 + para(p, 'I/we authorize Keystone Merchant Services and any funder it presents this application to, to obtain credit reports, ' +
    'verify the information above, and contact the references and landlord listed. Merchant certifies the business is not in bankruptcy.', X, y + 6, W);
  p.rule(X, y + 30, X + 240, y + 30); p.rule(X + 270, y + 30, X + W, y + 30);
  p.text('OWNER SIGNATURE', X, y + 33); p.text('DATE', X + 270, y + 33);
}

export function bluewater(p: Pen, m: Merchant, seed: number): void {
  const b = blanks(seed, 'bluewater');
  const br = makeBroker(seed, 'Bluewater Funding Group', 'Business Cash Advance');
  const X = 30, W = 552;
  p.page();
  p.mode = 'box';
  p.labelSize = 7;
  p.doc.save().rect(X, 20, W, 46).fill('#d6e8f5').restore();
  p.text('BLUEWATER', X + 10, 28, { size: 20, font: 'Times-Bold', color: '#0b4f7c' });
  p.text('FUNDING GROUP', X + 12, 51, { size: 8, font: 'Helvetica-Bold', color: '#0b4f7c' });
  p.text('Application for Business Cash Advance', X + 170, 36, { size: 11, font: 'Helvetica-Bold' });
  brokerLines(p, br, X + W - 175, 70, { size: 6, align: 'right', width: 172 });
  p.text('Section A — Business', X, 80, { size: 9, font: 'Helvetica-Bold' });
  let y = 114;
  p.field('Business Legal Name', m.legal, X, y, 330, T.legal(m));
  p.field('D/B/A', b.dba ? '' : m.dbaText, X + 330, y, 222, b.dba ? undefined : T.dba(m));
  y += 24;
  p.field('Street Address', m.street, X, y, 200);
  p.field('City', m.city, X + 200, y, 110);
  p.field('State', m.state, X + 310, y, 45, T.state(m));
  p.field('Zip', m.zip, X + 355, y, 65);
  p.field('Business Phone', b.phone ? '' : m.phone, X + 420, y, 132);
  y += 24;
  p.field('Tax ID (EIN or SSN)', m.taxIdText, X, y, 120, T.tax(m));
  p.field('Date Business Started', b.start ? '' : dateText(m.start, 0), X + 120, y, 110, b.start ? undefined : T.start(m));
  p.field('Legal Entity', m.entityText, X + 230, y, 140, T.entity(m));
  p.field('Industry / What do you sell?', m.industryText, X + 370, y, 182, T.industry(m));
  y += 24;
  p.field('Amount Requested', b.amount ? '' : money(m.requested, true), X, y, 120, b.amount ? undefined : T.amount(m));
  p.field('Use of Proceeds', m.useOfFunds, X + 120, y, 150);
  p.field('Avg Monthly Deposits', money(m.avgSales), X + 270, y, 120);
  p.field('Gross Annual Sales', money(m.annualRevenue), X + 390, y, 162);
  y += 32;
  p.text('Section B — Owners / Officers (list every owner of 20% or more)', X, y, { size: 9, font: 'Helvetica-Bold' });
  y += 12;
  const cols: [string, number][] = [['Owner Name', 130], ['Title', 70], ['Own %', 40], ['SSN / ITIN', 78], ['Date of Birth', 62], ['FICO', 36], ['Home Address', 136]];
  let x = X;
  for (const [h, w] of cols) { p.box(x, y, w, 12, '#0b4f7c'); p.text(h, x + 2, y + 3, { size: 6.5, font: 'Helvetica-Bold', color: 'white' }); x += w; }
  y += 12;
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    const cells: [string, Record<string, string | number | null> | undefined, boolean?][] = [['', undefined], ['', undefined], ['', undefined], ['', undefined], ['', undefined], ['', undefined], ['', undefined]];
    if (o) {
      const [nm, nt] = ownerName(o, i, 'first');
      const [tx, tt] = ownerTax(o, i);
      const cs = b.credit || o.credit === null ? '' : String(o.credit);
      cells.splice(0, 7, [nm, nt], [o.title, role(o, i)], [`${o.pct}%`, pct(o, i)], [tx, tt], [b.dob ? '' : dateText(o.dob, 1), b.dob ? undefined : dob(o, i)],
        [cs, cs ? score(o, i) : undefined], [`${o.city}, ${o.state}`, undefined, true]);
    }
    x = X;
    cols.forEach(([, w], c) => { p.box(x, y, w, 16); p.value(cells[c]![0], x, y + 4, w, cells[c]![1], { size: 8, decoy: cells[c]![2], name: `owner${i + 1}` }); x += w; });
    y += 16;
  }
  y += 12;
  p.text('Section C — Trade References, Landlord and Bank (for verification only)', X, y, { size: 9, font: 'Helvetica-Bold' });
  y += 12;
  m.refs.forEach((r, i) => {
    p.field(`Trade Reference ${i + 1}`, r.name, X, y, 220, undefined, { decoy: true });
    p.field('Contact', r.contact, X + 220, y, 180, undefined, { decoy: true });
    p.field('Phone', r.phone, X + 400, y, 152, undefined, { decoy: true });
    y += 24;
  });
  p.field(m.ownRent === 'Rent' ? 'Landlord' : 'Mortgage Holder', m.ownRent === 'Rent' ? m.landlord.name : m.mortgageHolder, X, y, 220, undefined, { decoy: true });
  p.field('Landlord Phone', m.ownRent === 'Rent' ? m.landlord.phone : '', X + 220, y, 180, undefined, { decoy: true });
  p.field('Monthly Rent/Mortgage', money(m.landlord.rent), X + 400, y, 152);
  y += 24;
  p.field('Bank Name', m.bank.name, X, y, 160);
  p.field('ABA Routing #', m.bank.routing, X + 160, y, 130, undefined, { decoy: true });
  p.field('Checking Account #', m.bank.account, X + 290, y, 140, undefined, { decoy: true });
  p.field('Card Processor', m.processor, X + 430, y, 122);
  y += 34;
  y += para(p, 'The merchant and each owner named above represent that the information in this application is true and authorize Bluewater ' +
    'Funding Group, its assigns and funding partners to obtain business and personal credit reports and to verify any information given.', X, y, W, 7);
  for (let i = 0; i < Math.min(2, m.owners.length); i++) {
    p.rule(X + i * 280, y + 30, X + i * 280 + 250, y + 30);
    p.text(`Owner ${i + 1} Signature / Date`, X + i * 280, y + 33);
  }
  p.box(X, 730, W, 34, '#f4f4f4');
  p.text('FOR ISO USE — Submitted by:', X + 6, 736, { size: 7, font: 'Helvetica-Bold' });
  p.value(`${br.rep}  ${br.iso}  ${br.phone}`, X + 130, 736, 300, undefined, { size: 8, decoy: true, name: 'iso_rep' });
  p.text(`${br.name} · ${br.street}, ${br.city}`, X + 6, 752, { size: 6.5 });
}
