// Three brokers: boxes with grey corner labels (two pages, the business name in each page's header), answer lines
// with their labels to the right and a circled funding menu, and a landscape form with two owners' columns round a
// middle column of labels.
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { einText, fullName, FREQ_EN, money, ssnText, usDate, type Merchant, type MerchantOptions, type Owner } from './model.ts';
import type { Sheet } from './sheet.ts';
import { applicantTruth, businessTruth } from './truthof.ts';

export interface Layout { name: string; landscape?: boolean; merchant: MerchantOptions; draw(s: Sheet, m: Merchant, rng: Rng): TruthApplication }

/** A box with its label in small grey capitals in the top-left corner and the value centred. */
function cell(s: Sheet, label: string, key: string, value: string, x: number, y: number, w: number, h = 30, decoy = false): void {
  s.box(x, y, w, h, { stroke: '#555' });
  s.label(label.toUpperCase(), x + 3, y + 2.5, { size: 5.5, color: '#808080' });
  s.value(key, value, x + 4, y + h / 2 - 1, w - 8, { align: 'center', decoy });
}

function keystoneHeader(s: Sheet, m: Merchant, page: number): void {
  s.label('KEYSTONE CAPITAL PARTNERS', 40, 24, { size: 14, font: 'Helvetica-Bold' });
  s.label(`Merchant Application  |  Page ${page} of 2`, 40, 42, { size: 8, color: '#444' });
  if (page === 2) s.label(`Business: ${m.legal}`, 330, 42, { size: 8, font: 'Helvetica-Bold' });
  s.line(40, 54, 572, 54, '#1f3a5f', 2);
}

function drawCornerbox(s: Sheet, m: Merchant, rng: Rng): TruthApplication {
  keystoneHeader(s, m, 1);
  let y = 66;
  s.label('SECTION A - BUSINESS', 40, y, { size: 9, font: 'Helvetica-Bold', color: '#1f3a5f' }); y += 13;
  cell(s, 'Legal name of business', 'legal', m.legal, 40, y, 300); cell(s, 'DBA (if different)', 'dba', m.dba ?? '', 340, y, 232); y += 30;
  s.box(40, y, 532, 26, { stroke: '#555' });
  s.label('ENTITY TYPE', 43, y + 2.5, { size: 5.5, color: '#808080' });
  const opts = ['Corporation', 'S Corp', 'LLC', 'Partnership', 'Sole Proprietor', 'Non-Profit', 'Other'];
  const known = opts.includes(m.entity.text);
  opts.forEach((o, i) => {
    const x = 48 + i * 66;
    s.check(`entity ${o}`, x, y + 12, o === m.entity.text || (o === 'Other' && !known), 'check');
    s.label(o === 'Other' ? 'Other:' : o, x + 12, y + 13, { size: 7 });
  });
  s.line(48 + 6 * 66 + 36, y + 21, 568, y + 21, '#999', 0.4);
  if (!known) s.value('entity', m.entity.text, 48 + 6 * 66 + 38, y + 12, 84, { size: 7.5 });
  y += 26;
  cell(s, 'Federal tax ID', 'taxid', einText(m.taxId), 40, y, 140); cell(s, 'Date business started', 'start', usDate(m.start, 'mdy'), 180, y, 120);
  cell(s, 'State of incorporation', 'incstate', m.incState, 300, y, 90, 30, true); cell(s, 'Type of business', 'industry', m.industry.text, 390, y, 182); y += 30;
  cell(s, 'Physical address (no P.O. box)', 'street', m.address.street, 40, y, 230); cell(s, 'City', 'city', m.address.city, 270, y, 130);
  cell(s, 'State', 'state', m.address.region, 400, y, 60); cell(s, 'Zip', 'zip', m.address.zip, 460, y, 112); y += 30;
  cell(s, 'Business phone', 'phone', m.phone, 40, y, 150); cell(s, 'Email', 'email', m.email, 190, y, 230); cell(s, 'No. of employees', 'emp', String(m.employees), 420, y, 152, 30, true); y += 30;
  cell(s, 'Landlord / mortgage company', 'landlord', m.landlord, 40, y, 300, 30, true); cell(s, 'Monthly rent', 'rent', money(m.rent), 340, y, 232, 30, true); y += 42;
  s.label('SECTION B - FUNDING REQUEST', 40, y, { size: 9, font: 'Helvetica-Bold', color: '#1f3a5f' }); y += 13;
  cell(s, 'Amount requested', 'amount', money(m.amount), 40, y, 180); cell(s, 'Use of funds', 'use', rng.pick(['Inventory', 'Payroll', 'Equipment', 'Expansion']), 220, y, 352, 30, true); y += 42;
  s.label('SECTION C - BANKING', 40, y, { size: 9, font: 'Helvetica-Bold', color: '#1f3a5f' }); y += 13;
  cell(s, 'Bank name', 'bank', m.bank.name, 40, y, 200, 30, true); cell(s, 'Routing (ABA)', 'routing', m.bank.routing, 240, y, 140, 30, true);
  cell(s, 'Account number', 'account', m.bank.account, 380, y, 192, 30, true); y += 30;
  cell(s, 'Avg monthly deposits', 'sales', money(m.monthlySales), 40, y, 200, 30, true); y += 45;
  s.box(380, y, 192, 60, { fill: '#eeeeee', stroke: '#999' });
  s.label('FOR OFFICE USE ONLY', 386, y + 4, { size: 6, font: 'Helvetica-Bold', color: '#666' });
  s.label('ISO rep:', 386, y + 18, { size: 7 }); s.value('iso', m.iso, 420, y + 17, 140, { size: 8, decoy: true });
  s.label('Approved:', 386, y + 34, { size: 7 }); s.value('approved', money(m.amount - 5000), 425, y + 33, 140, { size: 8, decoy: true });
  return cornerboxOwners(s, m, rng);
}

function cornerboxOwners(s: Sheet, m: Merchant, rng: Rng): TruthApplication {
  s.newPage();
  keystoneHeader(s, m, 2);
  let y = 66;
  s.label('SECTION D - OWNERS / GUARANTORS (all owners of 20% or more)', 40, y, { size: 9, font: 'Helvetica-Bold', color: '#1f3a5f' }); y += 13;
  const t = businessTruth(m, { payment: false, payments: false, freq: false });
  m.owners.forEach((o, i) => {
    const k = `owner${i}`;
    cell(s, `Owner ${i + 1} full name`, `${k} name`, fullName(o, rng.pick(['plain', 'initial', 'middle'] as const)), 40, y, 230);
    cell(s, 'Title', `${k} title`, o.title, 270, y, 120); cell(s, 'Ownership %', `${k} own`, `${o.ownership}%`, 390, y, 80);
    cell(s, 'Credit score (est.)', `${k} score`, o.score === null ? '' : String(o.score), 470, y, 102); y += 30;
    cell(s, 'SSN / ITIN', `${k} ssn`, ssnText(o.taxId), 40, y, 130); cell(s, 'Date of birth', `${k} dob`, usDate(o.dob, 'mdy'), 170, y, 100);
    cell(s, 'Home address', `${k} home`, `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.zip}`, 270, y, 302, 30, true); y += 40;
    t.applicants.push(applicantTruth(o, 'US'));
  });
  y += 6;
  s.label('SECTION E - EXISTING ADVANCES / LOANS', 40, y, { size: 9, font: 'Helvetica-Bold', color: '#1f3a5f' }); y += 13;
  const rows = m.funders.length ? m.funders : [null];
  rows.forEach((f) => {
    cell(s, 'Funder / lender', 'funder', f?.name ?? 'None', 40, y, 200, 30, true); cell(s, 'Balance', 'fbal', f ? money(f.balance) : '', 240, y, 110, 30, true);
    cell(s, 'Payment', 'fpay', f ? money(f.payment) : '', 350, y, 110, 30, true); cell(s, 'Frequency', 'ffreq', f ? FREQ_EN[f.freq] : '', 460, y, 112, 30, true); y += 30;
  });
  y += 16;
  s.label('By signing below, each owner certifies the information above is true and authorizes Keystone Capital Partners and its funding partners to obtain consumer and business credit reports.', 40, y, { size: 7, width: 532 });
  y += 34;
  s.line(40, y, 260, y); s.label('Signature', 40, y + 3, { size: 6.5 }); s.line(330, y, 460, y); s.label('Date', 330, y + 3, { size: 6.5 });
  return t;
}

/** An answer line with its label printed to the right of it. */
function lineRight(s: Sheet, label: string, key: string, value: string, x: number, y: number, w: number, lw = 200, decoy = false): void {
  s.line(x, y + 12, x + w, y + 12, '#333', 0.5);
  s.value(key, value, x + 2, y + 1, w - 4, { decoy });
  s.label(label, x + w + 5, y + 5, { size: 7.5, color: '#333', width: lw });
}

function ownerLines(s: Sheet, o: Owner, i: number, y: number, rng: Rng): number {
  const k = `owner${i}`;
  const ownText = rng.pick([`${o.ownership} %`, `${o.ownership}%`, `${o.ownership}`]);
  lineRight(s, `Owner ${i + 1} - full name`, `${k} name`, fullName(o, rng.pick(['plain', 'middle'] as const)), 40, y, 220, 100);
  lineRight(s, 'Title', `${k} title`, o.title, 370, y, 130, 60); y += 22;
  lineRight(s, 'Ownership', `${k} own`, ownText, 40, y, 70, 50); lineRight(s, 'Social Security #', `${k} ssn`, ssnText(o.taxId), 170, y, 110, 70);
  lineRight(s, 'Birth date', `${k} dob`, usDate(o.dob, 'mdyy'), 360, y, 80, 50); y += 22;
  lineRight(s, 'Home address', `${k} home`, `${o.home.street}, ${o.home.city} ${o.home.region}`, 40, y, 260, 60, true);
  lineRight(s, 'Self-reported FICO', `${k} score`, o.score === null ? '' : String(o.score), 370, y, 60, 80);
  return y + 30;
}

const MENU = [15000, 25000, 50000, 75000, 100000, 150000];

function drawLinesRight(s: Sheet, m: Merchant, rng: Rng): TruthApplication {
  m.amount = rng.pick(MENU);
  s.label('Ridgeway Funding Co.', 40, 28, { size: 16, font: 'Times-Bold' });
  s.label('Small Business Working Capital - Application', 40, 48, { size: 10, font: 'Times-Italic' });
  s.label('Print clearly. Write each answer on the line, to the left of its description.', 40, 64, { size: 7, color: '#555' });
  let y = 84;
  lineRight(s, 'Business legal name (as filed with the IRS)', 'legal', m.legal, 40, y, 290, 230); y += 22;
  lineRight(s, 'Trade name / d.b.a.', 'dba', m.dba ?? 'N/A', 40, y, 290, 230); y += 22;
  lineRight(s, 'Form of business (LLC, Corp., Partnership...)', 'entity', m.entity.text, 40, y, 150, 150);
  lineRight(s, 'Business EIN', 'taxid', einText(m.taxId), 370, y, 100, 80); y += 22;
  lineRight(s, 'Date business opened', 'start', usDate(m.start, 'long'), 40, y, 150, 110);
  lineRight(s, 'Nature of business', 'industry', m.industry.text, 320, y, 170, 80); y += 22;
  lineRight(s, 'Business street address', 'street', m.address.street, 40, y, 200, 100);
  lineRight(s, 'City, State, Zip', 'csz', `${m.address.city}, ${m.address.region} ${m.address.zip}`, 350, y, 140, 80); y += 22;
  lineRight(s, 'Mailing address', 'mail', 'Same as above', 40, y, 200, 100, true);
  lineRight(s, 'State of formation', 'incstate', m.incState, 350, y, 60, 80, true); y += 22;
  lineRight(s, 'Landlord name & phone', 'landlord', `${m.landlord} ${m.phone.replace(/\d{4}$/, '0199')}`, 40, y, 300, 120, true); y += 34;
  s.label('AMOUNT REQUESTED (circle one)', 40, y, { size: 9, font: 'Helvetica-Bold' }); y += 16;
  MENU.forEach((a, i) => {
    const x = 50 + i * 86;
    const text = money(a);
    s.doc.font('Helvetica-Bold').fontSize(11);
    const w = s.doc.widthOfString(text);
    if (s.style === 'fillable') s.check(`menu ${a}`, x - 13, y + 1, a === m.amount, 'X');
    s.label(text, x, y, { size: 11, font: 'Helvetica-Bold' });
    if (a === m.amount && s.style !== 'fillable') s.ring(x, y, w, 11);
    if (a === m.amount && s.style === 'fillable' && s.scan) s.ring(x, y, w, 11);
  });
  y += 28;
  s.label('Preferred remittance:', 40, y, { size: 8 });
  (['daily', 'weekly'] as const).forEach((f, i) => {
    s.check(`freq ${f}`, 140 + i * 70, y - 1, m.freq === f, 'X'); s.label(FREQ_EN[f], 153 + i * 70, y, { size: 8 });
  });
  const freqPrinted = m.freq === 'daily' || m.freq === 'weekly';
  y += 24;
  s.label('OWNERSHIP', 40, y, { size: 9, font: 'Helvetica-Bold' }); y += 16;
  const t = businessTruth(m, { payment: false, payments: false, freq: freqPrinted });
  m.owners.forEach((o, i) => {
    const before = s.printed.length;
    y = ownerLines(s, o, i, y, rng);
    const own = s.printed.slice(before).find((p) => p.key === `owner${i} own`)!.text;
    t.applicants.push(applicantTruth(o, 'US', { ownership: Number(own.replace(/[ %]/g, '')) }));
  });
  y += 4;
  s.label('Current cash advances:', 40, y, { size: 8 });
  s.value('funder', m.funders.map((f) => `${f.name} ${money(f.balance)} bal, ${money(f.payment)}/${f.freq === 'daily' ? 'day' : 'wk'}`).join('; ') || 'None', 150, y - 1, 420, { decoy: true, size: 9 });
  y += 24;
  s.label('Referred by:', 40, y, { size: 8 }); s.value('iso', m.iso, 100, y - 1, 200, { decoy: true, size: 9 });
  y += 26;
  s.label('The undersigned authorizes Ridgeway Funding Co. to verify the above and to obtain credit reports.', 40, y, { size: 7 });
  s.line(40, y + 34, 250, y + 34); s.label('Owner signature', 40, y + 37, { size: 6.5 });
  return t;
}

function drawLandscape(s: Sheet, m: Merchant, rng: Rng): TruthApplication {
  s.box(0, 0, s.width, 40, { fill: '#14532d', stroke: 'none' });
  s.label('BAYFRONT BUSINESS CAPITAL', 30, 12, { size: 15, font: 'Helvetica-Bold', color: '#fff' });
  s.label('Revenue-Based Financing Application', 520, 16, { size: 10, color: '#fff' });
  let y = 56;
  const row = (label: string, key: string, value: string, decoy = false) => {
    s.label(label, 30, y + 2, { size: 7.5, color: '#333' }); s.line(130, y + 12, 370, y + 12, '#999', 0.5);
    s.value(key, value, 132, y + 1, 236, { size: 9.5, decoy }); y += 19;
  };
  s.label('THE BUSINESS', 30, y, { size: 9, font: 'Helvetica-Bold', color: '#14532d' }); y += 14;
  row('Legal name', 'legal', m.legal); row('DBA', 'dba', m.dba ?? ''); row('Entity', 'entity', m.entity.text);
  row('Tax ID (EIN)', 'taxid', m.taxId); row('Industry', 'industry', m.industry.text); row('In business since', 'start', usDate(m.start, 'mdy'));
  row('Address', 'street', `${m.address.street}, ${m.address.city}`); row('State / Zip', 'state', `${m.address.region} ${m.address.zip}`);
  row('Phone', 'phone', m.phone); row('Incorporated in', 'incstate', m.incState, true);
  y += 8;
  s.label('TERMS REQUESTED', 30, y, { size: 9, font: 'Helvetica-Bold', color: '#14532d' }); y += 14;
  row('Funding amount', 'amount', money(m.amount)); row('Payment amount', 'payment', money(m.payment));
  row('Number of payments', 'payments', String(m.payments)); row('Payment schedule', 'freq', FREQ_EN[m.freq]);
  y += 8;
  s.label('OPEN POSITIONS', 30, y, { size: 9, font: 'Helvetica-Bold', color: '#14532d' }); y += 14;
  for (const f of m.funders) { row('Funder', 'funder', f.name, true); row('Balance / payment', 'fpay', `${money(f.balance)} / ${money(f.payment)} ${f.freq}`, true); }
  if (!m.funders.length) row('Funder', 'funder', 'none', true);
  // Owners: two value columns with the labels in the middle.
  const ox = 400, mid = 560, ox2 = 640, top = 56;
  s.label('OWNER 1', ox, top, { size: 9, font: 'Helvetica-Bold', color: '#14532d' });
  s.label('OWNER 2', ox2, top, { size: 9, font: 'Helvetica-Bold', color: '#14532d' });
  const labels = ['First name', 'Last name', 'Title', '% owned', 'SSN', 'Date of birth', 'Credit score', 'Home street', 'Home city/state', 'Cell phone'];
  const t = businessTruth(m);
  const owners = m.owners.slice(0, 2);
  labels.forEach((l, r) => {
    const ry = top + 16 + r * 24;
    s.box(mid - 4, ry - 3, 76, 20, { fill: '#e7efe9', stroke: 'none' });
    s.label(l, mid, ry + 3, { size: 7.5, width: 68, align: 'center', font: 'Helvetica-Bold' });
    s.line(ox, ry + 13, ox + 150, ry + 13, '#999', 0.5);
    s.line(ox2, ry + 13, ox2 + 150, ry + 13, '#999', 0.5);
    owners.forEach((o, i) => {
      const x = i === 0 ? ox : ox2;
      const vals = [o.first + (o.middle ? ` ${o.middle[0]}.` : ''), o.last + (o.suffix ? ` ${o.suffix}` : ''), o.title, `${o.ownership}`, ssnText(o.taxId),
        usDate(o.dob, 'mdy'), o.score === null ? '' : String(o.score), o.home.street, `${o.home.city}, ${o.home.region}`, m.phone.replace(/\)\s\d{3}/, ') 555')];
      s.value(`owner${i} ${l}`, vals[r]!, i === 0 ? x + 148 - 150 : x + 2, ry + 2, 146, { size: 9, align: i === 0 ? 'right' : 'left', decoy: r >= 7 });
    });
  });
  owners.forEach((o) => t.applicants.push(applicantTruth(o, 'US')));
  if (rng.chance(0.5)) s.label('Additional owners: attach a separate sheet.', ox, top + 16 + 10 * 24 + 6, { size: 7, color: '#555' });
  const sy = 440;
  s.label('Each owner signing below authorizes Bayfront Business Capital to obtain credit reports and verify the information given.', 400, sy, { size: 7, width: 360 });
  s.line(400, sy + 50, 560, sy + 50); s.line(600, sy + 50, 760, sy + 50);
  s.label('Owner 1 signature', 400, sy + 53, { size: 6.5 }); s.label('Owner 2 signature', 600, sy + 53, { size: 6.5 });
  return t;
}

export const LAYOUTS_A: Layout[] = [
  { name: 'cornerbox', merchant: { owners: [1, 3] }, draw: drawCornerbox },
  { name: 'lines-right', merchant: { owners: [1, 2] }, draw: drawLinesRight },
  { name: 'landscape-columns', landscape: true, merchant: { owners: [1, 2] }, draw: drawLandscape },
];
