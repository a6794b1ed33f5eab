// Keystone Merchant Advisors (Dropbox Sign, fill-in-the-blank lines, owners as "Last, First") and Crescent Ridge
// Business Funding (DocuSign, one dense page in Courier with owners side by side in columns).
import type { Canvas, FieldValue } from './canvas.ts';
import type { Deal } from './data.ts';
import { certificate, initialsTab, pageStamp, signTab, type Envelope } from './esign.ts';
import { AUTH, biz, own } from './parts.ts';

type F = Record<string, FieldValue>;

function blank(c: Canvas, label: string, x: number, y: number, w: number, key: string, v: string, f: F = {}): void {
  c.text(label, x, y, { size: 8, font: 'Helvetica-Bold' });
  c.doc.font('Helvetica-Bold').fontSize(8);
  const lw = c.doc.widthOfString(label) + 4;
  c.line(x + lw, y + 9, x + w, y + 9);
  c.value(key, v, x + lw + 2, y - 1, w - lw - 4, f);
}

export function keystone(c: Canvas, d: Deal, e: Envelope, yearsOnly: boolean): void {
  const b = biz(d);
  c.addPage(); pageStamp(c, e, 3);
  c.text('Keystone Merchant Advisors', 40, 34, { size: 16, font: 'Times-Bold' });
  c.text('Working Capital Application  |  Submit with 4 months of business bank statements', 40, 54, { size: 8, font: 'Times-Italic' });
  c.rect(400, 28, 172, 40, { stroke: '#888888' });
  c.text('FOR OFFICE USE - ISO', 405, 31, { size: 5.5, color: '#888888' });
  c.value('iso.name', d.iso.name, 405, 40, 160, {}, 8); c.value('iso.phone', d.iso.phone, 405, 53, 160, {}, 8);
  let y = 84;
  const h = (t: string): void => { c.text(t, 40, y, { size: 9.5, font: 'Times-Bold' }); c.line(40, y + 12, 572, y + 12, '#000000', 1); y += 20; };
  h('BUSINESS');
  blank(c, 'Business Legal Name:', 40, y, 532, 'legal', d.legal, b.legal); y += 18;
  blank(c, 'DBA:', 40, y, 300, 'dba', d.dbaPrinted, b.dba); blank(c, 'Entity:', 350, y, 222, 'entity', d.entityPrinted, b.entity); y += 18;
  blank(c, 'Tax ID#:', 40, y, 200, 'tax', d.taxPrinted, b.tax);
  if (yearsOnly) blank(c, 'Years in Business:', 250, y, 140, 'years', String(d.years));
  else blank(c, 'Date Established:', 250, y, 140, 'start', d.startPrinted, b.start);
  blank(c, 'Inc. State:', 400, y, 172, 'state_of_inc', d.stateOfInc); y += 18;
  blank(c, 'Address:', 40, y, 250, 'street', d.addr.street); blank(c, 'City:', 296, y, 120, 'city', d.addr.city);
  blank(c, 'ST:', 422, y, 60, 'state', d.addr.st, b.state); blank(c, 'Zip:', 488, y, 84, 'zip', d.addr.zip); y += 18;
  blank(c, 'Phone:', 40, y, 170, 'phone', d.phone); blank(c, 'Email:', 216, y, 180, 'email', d.email); blank(c, 'Web:', 402, y, 170, 'website', d.website); y += 18;
  blank(c, 'What does the business do?', 40, y, 532, 'industry', d.industryText, b.industry); y += 26;
  h('FUNDING');
  blank(c, 'Amount Requested:', 40, y, 200, 'amount', d.amountPrinted, b.amount); blank(c, 'Use of Funds:', 250, y, 322, 'use', d.useOfFunds); y += 18;
  blank(c, 'Requested Payment:', 40, y, 200, 'payment', d.paymentPrinted, b.payment); blank(c, '# of Payments:', 250, y, 120, 'n', d.nPayments === null ? '' : String(d.nPayments), b.n);
  ([['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-weekly', 'biweekly'], ['Monthly', 'monthly']] as const).forEach(([l, v], i) =>
    c.check(`freq.${v}`, l, 380 + i * 48, y, d.freq === v, d.freq === v ? b.freq : {}, 7, 7));
  y += 18;
  blank(c, 'Average Monthly Deposits:', 40, y, 260, 'monthly_sales', d.monthlySales); y += 26;
  h('CURRENT BALANCES (MCA / LOANS)');
  ['Company', 'Balance Owed', 'Payment'].forEach((t, i) => c.text(t, 40 + i * 180, y, { size: 7.5, font: 'Helvetica-Oblique' }));
  y += 12;
  for (let i = 0; i < 3; i++) {
    const a = d.advances[i];
    [0, 180, 360].forEach((x) => c.line(40 + x, y + 10, 200 + x, y + 10, '#666666'));
    if (a || c.style === 'fillable') { c.value(`adv${i}.funder`, a?.funder ?? '', 42, y, 150); c.value(`adv${i}.balance`, a?.balance ?? '', 222, y, 150); c.value(`adv${i}.payment`, a?.payment ?? '', 402, y, 150); }
    y += 15;
  }
  y += 10;
  h('TRADE REFERENCES & LANDLORD');
  d.refs.forEach((r, i) => { blank(c, `Ref ${i + 1}:`, 40, y, 300, `ref${i}.name`, r.name); blank(c, 'Phone:', 350, y, 222, `ref${i}.phone`, r.phone); y += 18; });
  blank(c, 'Landlord:', 40, y, 300, 'landlord', d.landlord.name); blank(c, 'Phone:', 350, y, 222, 'landlord_phone', d.landlord.phone); y += 18;
  blank(c, 'Bank:', 40, y, 180, 'bank', d.bank.name); blank(c, 'Routing:', 226, y, 160, 'routing', d.bank.routing); blank(c, 'Acct:', 392, y, 180, 'account', d.bank.account);
  c.text('Initial here', 400, 712, { size: 6.5, color: '#1a6ecf' });
  d.owners.forEach((_, i) => initialsTab(c, e, 400 + i * 56, 726, i));

  c.addPage(); pageStamp(c, e, 3);
  y = 40;
  h('OWNERS / OFFICERS');
  d.owners.forEach((o, i) => {
    const f = own(o, i);
    c.text(`#${i + 1}`, 24, y, { size: 8, font: 'Helvetica-Bold', color: '#888888' });
    blank(c, 'Name (Last, First MI):', 40, y, 330, `o${i}.name`, o.lastFirst, f.name); blank(c, 'Title:', 376, y, 120, `o${i}.role`, o.role, f.role);
    blank(c, '% Own:', 502, y, 70, `o${i}.pct`, o.pctPrinted, f.pct); y += 18;
    blank(c, 'SSN:', 40, y, 150, `o${i}.tax`, o.taxPrinted, f.tax); blank(c, 'DOB:', 196, y, 150, `o${i}.dob`, o.dobPrinted, f.dob);
    blank(c, 'Credit Score (est.):', 352, y, 220, `o${i}.credit`, o.credit === null ? '' : String(o.credit), f.credit); y += 18;
    blank(c, 'Home Address:', 40, y, 532, `o${i}.home`, `${o.home.street}, ${o.home.city}, ${o.home.st} ${o.home.zip}`); y += 18;
    blank(c, 'Cell:', 40, y, 200, `o${i}.phone`, o.phone); blank(c, 'Email:', 246, y, 326, `o${i}.email`, o.email); y += 28;
  });
  h('AUTHORIZATION');
  c.text(AUTH.replace('%BROKER%', 'Keystone Merchant Advisors'), 40, y, { size: 7.5, font: 'Times-Roman', width: 532, lineGap: 1 }); y += 82;
  d.owners.forEach((o, i) => {
    signTab(c, e, 40, y, 220, i);
    c.text('Signature', 40, y + 30, { size: 6.5 });
    const ev = e.events.filter((v) => v.what === 'Signed')[i]!;
    blank(c, 'Date:', 300, y + 14, 140, `sig${i}.date`, `${String(ev.at.getUTCMonth() + 1).padStart(2, '0')}/${String(ev.at.getUTCDate()).padStart(2, '0')}/${ev.at.getUTCFullYear()}`);
    y += 50;
  });
  certificate(c, e, d, 'Keystone Working Capital Application');
}

export function crescent(c: Canvas, d: Deal, e: Envelope): void {
  const b = biz(d);
  c.addPage(); pageStamp(c, e, 2);
  c.doc.save().circle(52, 44, 14).fill('#7a1f2b').restore();
  c.text('CRESCENT RIDGE', 72, 32, { size: 14, font: 'Helvetica-Bold', color: '#7a1f2b' });
  c.text('BUSINESS FUNDING  -  CONFIDENTIAL APPLICATION', 72, 49, { size: 7.5, color: '#444444' });
  c.text('Rep:', 420, 32, { size: 7 }); c.value('iso.name', d.iso.name, 440, 30, 130, {}, 8);
  c.text('Rep Ph:', 420, 46, { size: 7 }); c.value('iso.phone', d.iso.phone, 450, 44, 120, {}, 8);
  let y = 70;
  const lv = (label: string, x: number, w: number, key: string, v: string, f: F = {}): void => {
    c.text(label, x, y, { size: 6.5, font: 'Helvetica-Bold' });
    c.doc.font('Helvetica-Bold').fontSize(6.5);
    const lw = c.doc.widthOfString(label) + 3;
    c.value(key, v, x + lw, y - 1.5, w - lw - 4, f, 8);
    c.line(x + lw, y + 8, x + w - 4, y + 8, '#aaaaaa', 0.4);
  };
  const sec = (t: string): void => { c.rect(36, y, 540, 11, { fill: '#7a1f2b' }); c.text(t, 40, y + 2.5, { size: 7, font: 'Helvetica-Bold', color: '#ffffff' }); y += 17; };
  sec('MERCHANT');
  lv('CORPORATE NAME', 36, 330, 'legal', d.legal, b.legal); lv('ENTITY', 366, 210, 'entity', d.entityPrinted, b.entity); y += 14;
  lv('DBA', 36, 330, 'dba', d.dbaPrinted, b.dba); lv('FED TAX ID / SSN (SOLE PROP)', 366, 210, 'tax', d.taxPrinted, b.tax); y += 14;
  lv('ADDRESS', 36, 240, 'street', d.addr.street); lv('CITY', 276, 130, 'city', d.addr.city); lv('ST', 406, 60, 'state', d.addr.st, b.state); lv('ZIP', 466, 110, 'zip', d.addr.zip); y += 14;
  lv('DATE ESTABLISHED', 36, 170, 'start', d.startPrinted, b.start); lv('INC. IN', 206, 90, 'state_of_inc', d.stateOfInc); lv('PRODUCT / SERVICE SOLD', 296, 280, 'industry', d.industryText, b.industry); y += 14;
  lv('PHONE', 36, 170, 'phone', d.phone); lv('EMAIL', 206, 220, 'email', d.email); lv('GROSS MO. SALES', 426, 150, 'monthly_sales', d.monthlySales); y += 14;
  lv('AMOUNT NEEDED', 36, 170, 'amount', d.amountPrinted, b.amount); lv('PURPOSE', 206, 370, 'use', d.useOfFunds); y += 20;
  sec('PRINCIPALS');
  const rows: [string, (i: number) => [string, F]][] = [
    ['NAME', (i) => [d.owners[i]!.printed, own(d.owners[i]!, i).name]], ['TITLE', (i) => [d.owners[i]!.role, own(d.owners[i]!, i).role]],
    ['% OWNERSHIP', (i) => [d.owners[i]!.pctPrinted, own(d.owners[i]!, i).pct]], ['SSN', (i) => [d.owners[i]!.taxPrinted, own(d.owners[i]!, i).tax]],
    ['D.O.B.', (i) => [d.owners[i]!.dobPrinted, own(d.owners[i]!, i).dob]], ['FICO (APPROX.)', (i) => { const o = d.owners[i]!; return [o.credit === null ? '' : String(o.credit), own(o, i).credit]; }],
    ['HOME STREET', (i) => [d.owners[i]!.home.street, {}]], ['CITY / ST / ZIP', (i) => { const h = d.owners[i]!.home; return [`${h.city}, ${h.st} ${h.zip}`, {}]; }],
    ['MOBILE', (i) => [d.owners[i]!.phone, {}]], ['EMAIL', (i) => [d.owners[i]!.email, {}]],
  ];
  ['', 'OWNER 1', 'OWNER 2', 'OWNER 3'].forEach((t, i) => c.text(t, 36 + (i === 0 ? 0 : 96 + (i - 1) * 160), y, { size: 6.5, font: 'Helvetica-Bold', color: '#7a1f2b' }));
  y += 11;
  for (const [label, get] of rows) {
    c.text(label, 36, y, { size: 6.3, font: 'Helvetica-Bold' });
    for (let i = 0; i < 3; i++) {
      const x = 132 + i * 160;
      c.line(x, y + 8, x + 152, y + 8, '#aaaaaa', 0.4);
      if (i < d.owners.length) { const [v, f] = get(i); c.value(`o${i}.${label}`, v, x + 1, y - 1.5, 150, f, 8); } else if (c.style === 'fillable') c.value(`o${i}.${label}`, '', x + 1, y - 1.5, 150, {}, 8);
    }
    y += 13;
  }
  y += 6;
  sec('BANK / LANDLORD / REFERENCES');
  lv('BANK', 36, 180, 'bank', d.bank.name); lv('ROUTING', 216, 160, 'routing', d.bank.routing); lv('ACCOUNT', 376, 200, 'account', d.bank.account); y += 14;
  lv('LANDLORD', 36, 260, 'landlord', d.landlord.name); lv('PH', 296, 130, 'landlord_phone', d.landlord.phone); lv('RENT', 426, 150, 'rent', d.landlord.rent); y += 14;
  d.refs.forEach((r, i) => { lv(`TRADE REF ${i + 1}`, 36, 330, `ref${i}.name`, r.name); lv('PH', 366, 210, `ref${i}.phone`, r.phone); y += 14; });
  c.text('Open MCA positions?', 36, y + 1, { size: 6.5, font: 'Helvetica-Bold' });
  c.check('has_advances.yes', 'Yes', 120, y, d.advances.length > 0, {}, 7, 6.5); c.check('has_advances.no', 'No', 152, y, d.advances.length === 0, {}, 7, 6.5);
  d.advances.slice(0, 2).forEach((a, i) => { c.value(`adv${i}.funder`, `${a.funder} - bal ${a.balance}`, 190 + i * 190, y - 1, 185, {}, 7.5); });
  y += 16;
  c.text(AUTH.replace('%BROKER%', 'Crescent Ridge Business Funding'), 36, y, { size: 6, width: 540 }); y += 52;
  d.owners.forEach((_, i) => {
    const x = 36 + i * 182;
    signTab(c, e, x, y + 6, 172, i);
    c.line(x, y + 40, x + 172, y + 40); c.text(`Owner ${i + 1} signature`, x, y + 43, { size: 6 });
  });
  initialsTab(c, e, 530, 740, 0);
  certificate(c, e, d, 'Crescent Ridge Application - please sign');
}
