// Ledgerline Capital Group (DocuSign, boxed two-column grid) and Harborview Funding Partners (Adobe Acrobat Sign,
// label-above table with checkbox rows, US or Canadian).
import type { Canvas, FieldValue } from './canvas.ts';
import type { Deal } from './data.ts';
import { certificate, initialsTab, pageStamp, signTab, type Envelope } from './esign.ts';
import { AUTH, biz, CA_BOXES, own, US_BOXES } from './parts.ts';

type F = Record<string, FieldValue>;

function cell(c: Canvas, label: string, x: number, y: number, w: number, key: string, v: string, f: F = {}, h = 24): void {
  c.rect(x, y, w, h, { stroke: '#7a8899' });
  c.text(label, x + 3, y + 2, { size: 6, color: '#3a4a5c' });
  c.value(key, v, x + 4, y + 11, w - 8, f);
}

function bar(c: Canvas, t: string, y: number, fill = '#1f3b5c'): void {
  c.rect(36, y, 540, 14, { fill });
  c.text(t, 42, y + 3.5, { size: 8, font: 'Helvetica-Bold', color: '#ffffff' });
}

export function ledgerline(c: Canvas, d: Deal, e: Envelope): void {
  const b = biz(d);
  c.addPage(); pageStamp(c, e, 3);
  c.text('LEDGERLINE', 36, 30, { size: 20, font: 'Helvetica-Bold', color: '#1f3b5c' });
  c.text('CAPITAL GROUP', 36, 52, { size: 9, font: 'Helvetica', color: '#6b8bb0' });
  c.text('Business Funding Application', 330, 32, { size: 13, font: 'Helvetica-Bold' });
  c.text('1 Penn Plaza, Ste 3100 - New York, NY 10119 - (212) 555-0142', 330, 50, { size: 7, color: '#555555' });
  bar(c, 'BUSINESS INFORMATION', 72);
  let y = 90;
  cell(c, 'Legal / Corporate Name', 36, y, 330, 'legal', d.legal, b.legal); cell(c, 'Entity Type', 366, y, 210, 'entity', d.entityPrinted, b.entity); y += 24;
  cell(c, 'DBA (Doing Business As)', 36, y, 330, 'dba', d.dbaPrinted, b.dba); cell(c, 'Federal Tax ID', 366, y, 210, 'tax', d.taxPrinted, b.tax); y += 24;
  cell(c, 'Physical Address (no P.O. Box)', 36, y, 250, 'street', d.addr.street); cell(c, 'City', 286, y, 120, 'city', d.addr.city);
  cell(c, 'State', 406, y, 60, 'state', d.addr.st, b.state); cell(c, 'Zip', 466, y, 110, 'zip', d.addr.zip); y += 24;
  cell(c, 'Business Phone', 36, y, 150, 'phone', d.phone); cell(c, 'Business Email', 186, y, 200, 'email', d.email); cell(c, 'Website', 386, y, 190, 'website', d.website); y += 24;
  cell(c, 'Business Start Date', 36, y, 150, 'start', d.startPrinted, b.start); cell(c, 'State of Incorporation', 186, y, 120, 'state_of_inc', d.stateOfInc);
  cell(c, 'Type of Business / Industry', 306, y, 270, 'industry', d.industryText, b.industry); y += 24;
  cell(c, 'Landlord / Mortgage Holder', 36, y, 250, 'landlord', d.landlord.name); cell(c, 'Landlord Phone', 286, y, 150, 'landlord_phone', d.landlord.phone);
  cell(c, 'Monthly Rent', 436, y, 140, 'rent', d.landlord.rent); y += 34;
  bar(c, 'FUNDING REQUEST', y); y += 18;
  cell(c, 'Amount Requested', 36, y, 170, 'amount', d.amountPrinted, b.amount); cell(c, 'Use of Funds', 206, y, 220, 'use', d.useOfFunds);
  cell(c, 'Avg. Monthly Gross Sales', 426, y, 150, 'monthly_sales', d.monthlySales); y += 34;
  bar(c, 'BANK INFORMATION (OPERATING ACCOUNT)', y); y += 18;
  cell(c, 'Bank Name', 36, y, 200, 'bank', d.bank.name); cell(c, 'ABA Routing #', 236, y, 160, 'routing', d.bank.routing); cell(c, 'Account #', 396, y, 180, 'account', d.bank.account); y += 34;
  if (d.advances.length) {
    bar(c, 'OPEN ADVANCES / LOANS', y, '#5c6f86'); y += 18;
    d.advances.forEach((a, i) => { cell(c, 'Funder', 36, y, 250, `adv${i}.funder`, a.funder); cell(c, 'Balance', 286, y, 150, `adv${i}.balance`, a.balance); cell(c, 'Daily/Weekly Pmt', 436, y, 140, `adv${i}.payment`, a.payment); y += 24; });
  }
  c.text('Please initial to confirm the business information above is true and complete.', 36, 720, { size: 7, color: '#555555' });
  d.owners.forEach((_, i) => initialsTab(c, e, 360 + i * 70, 732, i));

  c.addPage(); pageStamp(c, e, 3);
  bar(c, 'OWNER / GUARANTOR INFORMATION', 36);
  y = 56;
  d.owners.forEach((o, i) => {
    const f = own(o, i);
    c.text(`OWNER ${i + 1}`, 36, y, { size: 7.5, font: 'Helvetica-Bold', color: '#1f3b5c' }); y += 10;
    cell(c, 'Full Name', 36, y, 220, `o${i}.name`, o.printed, f.name); cell(c, 'Title', 256, y, 120, `o${i}.role`, o.role, f.role);
    cell(c, 'Ownership %', 376, y, 80, `o${i}.pct`, o.pctPrinted, f.pct); cell(c, 'Est. Credit Score', 456, y, 120, `o${i}.credit`, o.credit === null ? '' : String(o.credit), f.credit); y += 24;
    cell(c, 'SSN', 36, y, 130, `o${i}.tax`, o.taxPrinted, f.tax); cell(c, 'Date of Birth', 166, y, 110, `o${i}.dob`, o.dobPrinted, f.dob);
    cell(c, 'Cell Phone', 276, y, 120, `o${i}.phone`, o.phone); cell(c, 'Email', 396, y, 180, `o${i}.email`, o.email); y += 24;
    cell(c, 'Home Address', 36, y, 300, `o${i}.home`, o.home.street); cell(c, 'City / State / Zip', 336, y, 240, `o${i}.home_csz`, `${o.home.city}, ${o.home.st} ${o.home.zip}`); y += 32;
  });
  bar(c, 'AUTHORIZATION', y); y += 20;
  c.text(AUTH.replace('%BROKER%', 'Ledgerline Capital Group'), 36, y, { size: 7, width: 540, lineGap: 1 }); y += 80;
  d.owners.forEach((o, i) => {
    const x = 36 + i * 180;
    c.text(`Owner ${i + 1} Signature`, x, y, { size: 6.5, color: '#3a4a5c' });
    signTab(c, e, x, y + 12, 170, i);
    c.text('Print Name', x, y + 52, { size: 6 }); c.value(`sig${i}.name`, o.printed, x + 40, y + 50, 130);
    const ev = e.events.filter((v) => v.what === 'Signed')[i]!;
    c.text('Date', x, y + 66, { size: 6 }); c.value(`sig${i}.date`, `${ev.at.getUTCMonth() + 1}/${ev.at.getUTCDate()}/${ev.at.getUTCFullYear()}`, x + 40, y + 64, 130);
  });
  certificate(c, e, d, 'Please DocuSign: Ledgerline Business Funding Application.pdf');
}

export function harborview(c: Canvas, d: Deal, e: Envelope): void {
  const b = biz(d), ca = d.country === 'CA';
  const L = (t: string, x: number, y: number): void => c.text(t.toUpperCase(), x, y, { size: 5.8, color: '#5f6b7a' });
  const row = (y: number, cells: [string, number, string, string, F?][]): void => {
    let x = 40;
    for (const [label, w, key, v, f] of cells) { L(label, x + 2, y); c.line(x + 2, y + 22, x + w - 6, y + 22, '#9aa5b1'); c.value(key, v, x + 3, y + 10, w - 10, f ?? {}); x += w; }
  };
  c.addPage(); pageStamp(c, e, 3);
  c.rect(0, 26, 612, 46, { fill: '#0e5a6e' });
  c.text('HARBORVIEW', 40, 36, { size: 18, font: 'Helvetica-Bold', color: '#ffffff' });
  c.text('FUNDING PARTNERS', 40, 56, { size: 7.5, color: '#bfe3ea' });
  c.text(ca ? 'Business Financing Application (Canada)' : 'Merchant Application', 330, 40, { size: 12, font: 'Helvetica-Bold', color: '#ffffff' });
  let y = 86;
  c.text('1. Company', 40, y, { size: 10, font: 'Helvetica-Bold', color: '#0e5a6e' }); y += 16;
  row(y, [['Legal business name', 300, 'legal', d.legal, b.legal], [ca ? 'Operating name (O/A)' : 'DBA', 232, 'dba', d.dbaPrinted, b.dba]]); y += 30;
  L('Business structure', 42, y);
  const boxes = ca ? CA_BOXES : US_BOXES;
  const hit = boxes.findIndex(([, txt]) => txt.includes(d.entityPrinted));
  let x = 42;
  boxes.forEach(([label], i) => { c.check(`entity.${label}`, label, x, y + 10, i === hit, i === hit ? b.entity : {}); x += 30 + label.length * 4; });
  c.check('entity.Other', 'Other:', x, y + 10, hit < 0, {});
  c.line(x + 38, y + 19, x + 130, y + 19, '#9aa5b1');
  if (hit < 0) c.value('entity_other', d.entityPrinted, x + 40, y + 9, 90, b.entity); else if (c.style === 'fillable') c.value('entity_other', '', x + 40, y + 9, 90);
  y += 28;
  row(y, [[ca ? 'Business Number (BN) incl. program account' : 'Federal Tax ID (EIN)', 200, 'tax', d.taxPrinted, b.tax], ['Date business started', 130, 'start', d.startPrinted, b.start],
    [ca ? 'Jurisdiction of incorporation' : 'State of formation', 202, 'state_of_inc', d.stateOfInc]]); y += 30;
  row(y, [['Street address', 230, 'street', d.addr.street], ['City', 120, 'city', d.addr.city], [ca ? 'Province' : 'State', 70, 'state', d.addr.st, b.state], [ca ? 'Postal code' : 'ZIP', 112, 'zip', d.addr.zip]]); y += 30;
  row(y, [['Phone', 130, 'phone', d.phone], ['Email', 200, 'email', d.email], ['Nature of business', 202, 'industry', d.industryText, b.industry]]); y += 36;
  c.text('2. Funding request', 40, y, { size: 10, font: 'Helvetica-Bold', color: '#0e5a6e' }); y += 16;
  row(y, [['Amount requested', 150, 'amount', d.amountPrinted, b.amount], ['Est. remittance', 130, 'payment', d.paymentPrinted, b.payment],
    ['No. of remittances', 100, 'n', d.nPayments === null ? '' : String(d.nPayments), b.n], ['Use of proceeds', 152, 'use', d.useOfFunds]]); y += 30;
  L('Remittance schedule', 42, y);
  ([['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const).forEach(([l, v], i) =>
    c.check(`freq.${v}`, l, 42 + i * 70, y + 10, d.freq === v, d.freq === v ? b.freq : {}));
  y += 30;
  c.text('3. Current obligations (advances / loans outstanding)', 40, y, { size: 10, font: 'Helvetica-Bold', color: '#0e5a6e' }); y += 16;
  ['Funder / lender', 'Balance', 'Payment', 'Frequency'].forEach((t, i) => L(t, 42 + [0, 220, 340, 450][i]!, y));
  y += 10;
  for (let i = 0; i < 2; i++) {
    const a = d.advances[i];
    c.line(40, y + 14, 572, y + 14, '#c5ccd4');
    if (a || c.style === 'fillable') { c.value(`adv${i}.funder`, a?.funder ?? '', 42, y + 3, 210); c.value(`adv${i}.balance`, a?.balance ?? '', 262, y + 3, 110); c.value(`adv${i}.payment`, a?.payment ?? '', 382, y + 3, 100); }
    y += 16;
  }
  y += 12;
  c.text('4. Landlord & bank', 40, y, { size: 10, font: 'Helvetica-Bold', color: '#0e5a6e' }); y += 16;
  row(y, [['Landlord / mortgage company', 220, 'landlord', d.landlord.name], ['Landlord phone', 130, 'landlord_phone', d.landlord.phone], ['Monthly rent', 182, 'rent', d.landlord.rent]]); y += 30;
  row(y, [['Bank', 180, 'bank', d.bank.name], [ca ? 'Transit / institution no.' : 'Routing no.', 160, 'routing', d.bank.routing], ['Account no.', 192, 'account', d.bank.account]]);
  d.owners.forEach((_, i) => initialsTab(c, e, 420 + i * 52, 716, i));

  c.addPage(); pageStamp(c, e, 3);
  c.text('5. Principals (all owners of 20% or more)', 40, 40, { size: 10, font: 'Helvetica-Bold', color: '#0e5a6e' });
  y = 58;
  const cols: [string, number][] = [['Name', 150], ['Title', 80], ['Own. %', 44], [ca ? 'SIN' : 'SSN', 84], ['Date of birth', 86], ['FICO', 36], ['Home address', 52]];
  c.rect(40, y, 532, 14, { fill: '#e3eef1' });
  x = 42; cols.forEach(([t, w]) => { L(t, x, y + 4.5); x += w; });
  y += 16;
  d.owners.forEach((o, i) => {
    const f = own(o, i);
    const vals: [string, string, F][] = [['name', o.printed, f.name], ['role', o.role, f.role], ['pct', o.pctPrinted, f.pct], ['tax', o.taxPrinted, f.tax],
      ['dob', o.dobPrinted, f.dob], ['credit', o.credit === null ? '' : String(o.credit), f.credit]];
    x = 42;
    vals.forEach(([k, v, ff], j) => { c.value(`o${i}.${k}`, v, x, y + 3, cols[j]![1] - 4, ff, 8.5); x += cols[j]![1]; });
    c.value(`o${i}.home`, `${o.home.street}, ${o.home.city} ${o.home.st} ${o.home.zip}`, 120, y + 19, 440, {}, 8);
    c.line(40, y + 32, 572, y + 32, '#c5ccd4');
    y += 36;
  });
  y += 10;
  c.text(AUTH.replace('%BROKER%', 'Harborview Funding Partners'), 40, y, { size: 6.8, width: 532, lineGap: 1 }); y += 68;
  if (ca) { c.text('PIPEDA consent: I consent to the collection, use and disclosure of my personal information, including my SIN for identification and credit reporting purposes, as described above.', 40, y, { size: 6.8, width: 532 }); y += 24; }
  d.owners.forEach((o, i) => {
    signTab(c, e, 40, y + 6, 200, i);
    c.line(40, y + 36, 240, y + 36); L(`Signature - principal ${i + 1}`, 40, y + 39);
    c.value(`sig${i}.title`, o.role, 270, y + 22, 120); c.line(270, y + 36, 400, y + 36); L('Title', 270, y + 39);
    y += 56;
  });
  certificate(c, e, d, `Harborview Merchant Application - ${d.owners[0]!.last}`);
}
