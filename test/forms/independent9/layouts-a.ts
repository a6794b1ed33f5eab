// Layouts 1-3: Ironbridge (fax-like, bold capitals, dotted leaders), Lakeshore (sections with lettered boxed cells),
// Maplecrest (Canadian, underlined rows, drawn checks, PIPEDA consent).
import type { Rng } from '../../statements/generator/prng.ts';
import { FREQ_LABEL, fmtDate, fullName, mask, money, type Merchant } from './data.ts';
import type { Sheet } from './sheet.ts';
import type { Printed9 } from './truth.ts';

type Row = [string, string, boolean?];

/** Bold capital labels, then a dotted leader to the page's edge with the value typed on it. */
function dotted(s: Sheet, rows: Row[], x: number, y: number, right = 590): number {
  for (const [label, value, decoy] of rows) {
    s.label(label, x, y, 8, 'Helvetica-Bold');
    const lx = x + s.doc.widthOfString(label) + 4;
    s.line(lx, y + 9, right, y + 9, 0.6, 1);
    s.value(value, lx + 6, y, right - lx - 8, 9, decoy);
    y += 17;
  }
  return y;
}

export function ironbridge(s: Sheet, m: Merchant, r: Rng): Printed9 {
  const d = s.doc;
  d.rect(0, 22, 612, 34).fill('#000');
  s.label('IRONBRIDGE FUNDING PARTNERS', 24, 30, 16, 'Helvetica-Bold', '#fff');
  s.label('FAX (888) 410-2231  |  MERCHANT APPLICATION', 360, 35, 8, 'Helvetica-Bold', '#fff');
  const trade = r.chance(0.6);
  let y = dotted(s, [['LEGAL BUSINESS NAME:', m.legal], ['D/B/A:', trade ? m.dba : ''], ['FED TAX ID:', m.taxId],
    ['BUSINESS ADDRESS:', m.street], ['CITY / STATE / ZIP:', `${m.city}, ${m.region} ${m.zip}`], ['BUSINESS PHONE:', m.phone],
    ['DATE BUSINESS STARTED:', fmtDate(m.start, 'mdy')], ['TYPE OF BUSINESS:', m.industryText], ['STATE OF INCORPORATION:', m.incState, true]], 24, 70);
  s.label('ENTITY:', 24, y + 1, 8, 'Helvetica-Bold');
  // An Inc. taxed as an S corporation sometimes ticks OTHER and writes it on the line.
  const sCorp = m.entityId === 'c_corporation' && r.chance(0.35);
  const chosen = sCorp ? 'OTHER:' : m.entityId === 'llc' ? 'LLC' : 'CORPORATION';
  const ox = s.options(['CORPORATION', 'LLC', 'PARTNERSHIP', 'SOLE PROPRIETOR', 'NON-PROFIT', 'OTHER:'], chosen, 70, y, 'drawnX', 12, 7);
  s.line(ox - 8, y + 9, ox + 80, y + 9, 0.5);
  if (sCorp) s.value('S-Corp', ox - 4, y, 80, 8);
  y += 18;
  s.label('PREMISES:', 24, y + 1, 8, 'Helvetica-Bold');
  s.options(['OWN', 'RENT'], 'RENT', 80, y, 'drawnX');
  y = dotted(s, [['LANDLORD NAME:', m.landlord, true], ['LANDLORD PHONE:', m.landlordPhone, true], ['AMOUNT NEEDED:', money(m.amount)]], 24, y + 18);
  const masked = m.owners.map(() => r.chance(0.4));
  m.owners.forEach((o, i) => {
    d.rect(24, y + 2, 564, 12).fill('#000');
    s.label(`OWNER / OFFICER #${i + 1}`, 28, y + 4, 8, 'Helvetica-Bold', '#fff');
    y = dotted(s, [['NAME:', fullName(o)], ['TITLE:', o.title], ['% OWNED:', `${o.pct}%`], ['SSN:', masked[i] ? mask(o.ssn) : o.ssn],
      ['DATE OF BIRTH:', fmtDate(o.dob, 'mdy')], ['HOME ADDRESS:', o.home, true]], 24, y + 18);
  });
  y = dotted(s, [['BANK NAME:', m.bank, true], ['ROUTING #:', m.routing, true], ['ACCOUNT #:', m.account, true]], 24, y + 6);
  s.label('I/WE AUTHORIZE IRONBRIDGE FUNDING PARTNERS AND ITS ASSIGNS TO OBTAIN CONSUMER AND BUSINESS CREDIT REPORTS.', 24, y + 10, 7, 'Helvetica-Bold');
  s.line(24, y + 44, 260, y + 44); s.label('SIGNATURE', 24, y + 47, 6);
  return { trade, start: true, terms: false, amount: true, masked, scores: false, dobs: true, entity: sCorp ? 's_corporation' : m.entityId, industry: true };
}

/** A boxed cell with a lettered label at its top left and the value inside. */
function cell(s: Sheet, code: string, label: string, value: string, x: number, y: number, w: number, decoy = false): void {
  s.doc.lineWidth(0.6).rect(x, y, w, 26).stroke();
  s.label(`${code}  ${label}`, x + 3, y + 3, 6, 'Times-Bold');
  s.value(value, x + 4, y + 13, w - 8, 9, decoy);
}

function section(s: Sheet, title: string, y: number): number {
  s.doc.rect(30, y, 552, 14).fill('#d9d9d9');
  s.label(title, 34, y + 3, 8, 'Times-Bold');
  return y + 16;
}

export function lakeshore(s: Sheet, m: Merchant, r: Rng): Printed9 {
  s.label('Lakeshore Merchant Capital', 30, 24, 18, 'Times-Bold');
  s.label('Business Funding Application  -  all sections must be completed', 30, 46, 8, 'Times-Italic');
  let y = section(s, 'SECTION A  -  BUSINESS INFORMATION', 62);
  const trade = r.chance(0.7);
  cell(s, 'A1', 'Business Legal Name', m.legal, 30, y, 340); cell(s, 'A2', 'Doing Business As', trade ? m.dba : 'N/A', 370, y, 212); y += 26;
  cell(s, 'A3', 'Tax ID #', m.taxId, 30, y, 150); cell(s, 'A4', 'Inception Date', fmtDate(m.start, 'long'), 180, y, 140);
  cell(s, 'A5', 'Industry', m.industryText, 320, y, 262); y += 26;
  cell(s, 'A6', 'Street Address', m.street, 30, y, 240); cell(s, 'A7', 'City', m.city, 270, y, 130);
  cell(s, 'A8', 'State', m.region, 400, y, 60); cell(s, 'A9', 'Zip', m.zip, 460, y, 122); y += 26;
  // Entity type as a drop-down printed as text in a box with a small triangle.
  s.doc.lineWidth(0.6).rect(30, y, 276, 26).stroke();
  s.label('A10  Entity Type', 33, y + 3, 6, 'Times-Bold');
  const entityText = m.entityId === 'llc' ? 'Limited Liability Company' : 'C-Corp';
  s.value(entityText, 34, y + 13, 230, 9);
  s.doc.polygon([288, y + 14], [298, y + 14], [293, y + 20]).fill('#000');
  cell(s, 'A11', 'State of Formation', m.incState, 306, y, 110, true);
  cell(s, 'A12', 'Business Phone', m.phone, 416, y, 166); y += 30;
  s.label('A13  Location is:', 30, y, 7, 'Times-Bold'); s.options(['Owned', 'Leased'], r.chance(0.5) ? 'Owned' : 'Leased', 110, y - 1, 'letterX');
  y = section(s, 'SECTION B  -  FUNDING REQUEST', y + 14);
  cell(s, 'B1', 'Funding Amount Requested', money(m.amount), 30, y, 184); cell(s, 'B2', 'Requested Payment', money(m.payment, true), 214, y, 184);
  cell(s, 'B3', 'Number of Payments', String(m.payments), 398, y, 184); y += 30;
  s.label('B4  Payment Schedule:', 30, y, 7, 'Times-Bold');
  s.options(['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], FREQ_LABEL[m.freq]!, 130, y - 1, 'letterX', 16);
  y = section(s, 'SECTION C  -  OWNERS (20% OR MORE)', y + 14);
  const cols: [string, number][] = [['C1 Name', 150], ['C2 Title', 90], ['C3 Ownership', 60], ['C4 SSN', 90], ['C5 Date of Birth', 80], ['C6 Credit Score', 82]];
  let x = 30;
  for (const [h, w] of cols) { s.doc.rect(x, y, w, 12).fill('#efefef'); s.label(h, x + 2, y + 3, 6, 'Times-Bold'); x += w; }
  y += 12;
  const lastFirst = r.chance(0.5);
  for (const o of m.owners) {
    // Some brokers' sheets list owners surname first.
    const name = lastFirst ? `${o.last}, ${o.first}${o.middle ? ' ' + o.middle : ''}` : fullName(o);
    const vals = [name, o.title, `${o.pct}%`, o.ssn, fmtDate(o.dob, 'mdy'), String(o.score)];
    x = 30;
    vals.forEach((v, i) => { s.doc.lineWidth(0.5).rect(x, y, cols[i]![1], 18).stroke(); s.value(v, x + 2, y + 5, cols[i]![1] - 4, 8); x += cols[i]![1]; });
    y += 18;
  }
  y = section(s, 'SECTION D  -  EXISTING ADVANCES', y + 8);
  s.label('D1 Funder', 34, y, 6, 'Times-Bold'); s.label('D2 Current Balance', 300, y, 6, 'Times-Bold'); y += 10;
  for (const f of m.funders) { s.decoy(f.name, 34, y, 200, 8); s.decoy(money(f.balance), 300, y, 100, 8); y += 14; }
  if (!m.funders.length) s.label('None', 34, y, 8, 'Times-Italic');
  s.label('Section E  -  Broker: ', 30, 700, 7, 'Times-Bold'); s.decoy(m.isoRep, 110, 699, 150, 8);
  return { trade, start: true, terms: true, amount: true, masked: m.owners.map(() => false), scores: true, dobs: true, entity: m.entityId, industry: true };
}
