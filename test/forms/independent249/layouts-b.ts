// Set 249, layouts 3-4: Redline Merchant Services (captions under the values, ISO block first, owners in two-line
// blocks with credentials) and Harborview Business Capital (two-column profile, owners table, two pages).
import { fmtDate, fmtMoney } from './data.ts';
import { amount, dba, entityBoxes, frequencyBoxes, homeLine, legal, nPay, ownerDob, ownerFico, ownerName, ownerPct, ownerSsn, ownerTitle,
  payment, startDate, stateOf, taxId, what, type Ctx, type Printed } from './common.ts';

const CONSENT = 'Merchant and each owner signing below represent that the information above is true and complete and authorize ' +
  'the broker and any funding source to which it is submitted to verify it, to obtain consumer and business credit reports, to ' +
  'contact the references and financial institutions listed, and to share it with affiliates for the purpose of evaluating this request. ' +
  'A copy or electronic version of this authorization is as valid as the original.';
const pr = (p: Printed | string | null): Printed => (typeof p === 'string' || p === null ? { text: p, fields: {} } : p);

// ---- Redline Merchant Services: value on the line, caption under it ---------------------------------------------
function under(c: Ctx, caption: string, key: string, p: Printed | string | null, x: number, y: number, w: number, decoy = false): void {
  const v = pr(p);
  c.pen.value(key, v.text, x, y, w - 6, 13, v.fields, { size: 9, context: !decoy && !Object.keys(v.fields).length });
  c.pen.doc.lineWidth(0.5).strokeColor('#777').moveTo(x, y + 14).lineTo(x + w - 6, y + 14).stroke();
  c.pen.label(caption, x, y + 16, { size: 5.5, color: '#555' });
}
function band(c: Ctx, text: string, y: number): number {
  c.pen.doc.rect(30, y, 552, 12).fill('#e4e4e4').rect(30, y, 4, 12).fill('#b3121f');
  c.pen.label(text, 40, y + 2.5, { size: 7.5, bold: true, color: '#b3121f' });
  return y + 18;
}

export async function redline(c: Ctx): Promise<void> {
  const { pen, m, r } = c, d = pen.doc;
  d.rect(0, 0, 612, 8).fill('#b3121f');
  pen.label('REDLINE', 30, 20, { size: 20, bold: true, color: '#b3121f' });
  pen.label('MERCHANT SERVICES', 30, 42, { size: 8, bold: true, color: '#333' });
  pen.label('Working Capital Application', 160, 26, { size: 12 });
  d.lineWidth(0.6).strokeColor('#b3121f').rect(392, 16, 190, 46).stroke();
  pen.label('FOR ISO USE ONLY', 398, 19, { size: 6, bold: true, color: '#b3121f' });
  under(c, 'Representative', 'iso_rep', m.rep.name, 398, 26, 110, true); under(c, 'ISO #', 'iso_id', m.rep.id, 508, 26, 74, true);
  let y = band(c, 'BUSINESS', 70);
  under(c, 'Business Legal Name', 'legal', legal(m), 30, y, 330); under(c, 'Doing Business As (DBA)', 'dba', dba(m, r), 360, y, 222); y += 26;
  pen.label('Entity Type', 30, y + 1, { size: 6.5, bold: true });
  entityBoxes(pen, m, [['Corp.', 'c_corporation'], ['LLC', 'llc'], ['LLP', 'llp'], ['Partnership', 'general_partnership'],
    ['Sole Proprietor', 'sole_proprietorship']], 80, y, 9, 'ent', 110);
  y += 18;
  under(c, 'Business Street Address', 'street', m.addr.street, 30, y, 250); under(c, 'City', 'city', m.addr.city, 280, y, 140);
  under(c, 'State', 'state', stateOf(m), 420, y, 60); under(c, 'Zip Code', 'zip', m.addr.zip, 480, y, 102); y += 26;
  under(c, 'Federal Tax ID #', 'taxid', taxId(m, r), 30, y, 130); under(c, 'Date Established', 'est', startDate(c), 160, y, 120);
  under(c, 'Years in Business', 'yib', String(2025 - m.start.y), 280, y, 90); under(c, 'State of Incorporation', 'stinc', m.stateInc, 370, y, 100, true);
  under(c, 'No. of Employees', 'emp', String(m.employees), 470, y, 112); y += 26;
  under(c, 'Business Phone', 'phone', m.phone, 30, y, 130); under(c, 'E-mail Address', 'email', m.email, 160, y, 240);
  under(c, 'Website', 'web', m.website, 400, y, 182); y += 26;
  under(c, 'Nature of Business', 'nature', what(m), 30, y, 250);
  under(c, 'Monthly Card Sales', 'cards', fmtMoney(Math.round(m.monthly * 0.4), 'dollar'), 280, y, 150);
  under(c, 'Gross Annual Revenue', 'annual', fmtMoney(m.monthly * 12, 'dollar'), 430, y, 152); y += 26;
  under(c, 'Current Card Processor', 'proc', r.pick(['Square', 'Clover / First Data', 'Heartland', 'Toast', 'Worldpay']), 30, y, 180, true);
  under(c, 'Merchant ID (MID)', 'mid', String(r.int(100000000, 999999999)), 210, y, 140, true);
  under(c, 'Landlord Name & Phone', 'landlord', `${m.landlord.name}  ${m.landlord.phone}`, 350, y, 232, true); y += 28;
  y = band(c, 'FUNDING REQUEST', y);
  under(c, 'Requested Amount', 'amt', amount(c), 30, y, 140); under(c, 'Purpose', 'use', m.use, 170, y, 200);
  const freq = r.chance(0.6);
  pen.label('Preferred Remittance', 376, y + 16, { size: 5.5, color: '#555' });
  frequencyBoxes(pen, m, 376, y + 2, 'rem', freq);
  y += 30;
  y = band(c, 'OWNERSHIP (LIST ALL OWNERS OF 20% OR MORE)', y);
  for (let k = 0; k < Math.max(2, m.owners.length); k++) {
    const o = m.owners[k], none: Printed = { text: null, fields: {} };
    pen.label(`${k + 1}.`, 30, y + 3, { size: 8, bold: true });
    under(c, 'Owner Name', `own${k}name`, o ? ownerName(o, k, 'fml') : none, 42, y, 200); under(c, 'Title', `own${k}title`, o ? ownerTitle(o, k) : none, 242, y, 110);
    under(c, '% Ownership', `own${k}pct`, o ? ownerPct(o, k, true) : none, 352, y, 70); under(c, 'Credit Score', `own${k}fico`, o ? ownerFico(o, k) : none, 422, y, 70);
    under(c, 'Mobile', `own${k}cell`, o?.cell ?? null, 492, y, 90); y += 25;
    under(c, 'Social Security #', `own${k}ssn`, o ? ownerSsn(o, k, r) : none, 42, y, 110); under(c, 'Date of Birth', `own${k}dob`, o ? ownerDob(o, k, c) : none, 152, y, 90);
    under(c, 'Home Address (Street, City, State, Zip)', `own${k}home`, o ? homeLine(o) : null, 242, y, 340, true); y += 30;
  }
  y = band(c, 'TRADE REFERENCES', y);
  m.refs.forEach((t, k) => { under(c, `Reference ${k + 1}`, `ref${k}`, t.name, 30 + k * 276, y, 170, true); under(c, 'Phone', `ref${k}ph`, t.phone, 200 + k * 276, y, 100, true); });
  y = band(c, 'AUTHORIZATION', y + 28);
  y = pen.paragraph(CONSENT, 30, y, 552, 6) + 8;
  m.owners.slice(0, 2).forEach((o, k) => {
    const x = 30 + k * 280;
    pen.signature(x + 6, y + 8, 140);
    d.lineWidth(0.5).strokeColor('#777').moveTo(x, y + 14).lineTo(x + 170, y + 14).stroke();
    pen.label('Owner Signature', x, y + 16, { size: 5.5, color: '#555' });
    under(c, 'Date', `sigdate${k}`, fmtDate({ y: 2025, m: 10, d: 14 }, c.date), x + 180, y, 90);
    under(c, 'Print Name', `signame${k}`, `${o.first} ${o.last}`, x, y + 26, 170);
  });
}

// ---- Harborview Business Capital: two-column profile, owners table ----------------------------------------------
const BLUE = '#1d5d8c';
function kv(c: Ctx, label: string, key: string, p: Printed | string | null, x: number, y: number, w: number, lw = 92, decoy = false): void {
  const v = pr(p);
  c.pen.label(label, x, y + 3, { size: 7, color: BLUE, bold: true });
  c.pen.doc.lineWidth(0.4).strokeColor('#9bb7cf').rect(x + lw, y, w - lw, 14).stroke();
  c.pen.value(key, v.text, x + lw + 1, y + 1, w - lw - 2, 12, v.fields, { size: 8.5, context: !decoy && !Object.keys(v.fields).length });
}
function head(c: Ctx, text: string, y: number): number {
  c.pen.doc.rect(30, y, 552, 14).fill('#dce8f2').rect(30, y, 552, 1.2).fill(BLUE);
  c.pen.label(text.toUpperCase(), 36, y + 4, { size: 7.5, bold: true, color: BLUE });
  return y + 20;
}
function table(c: Ctx, y: number, cols: [string, number][], rows: (Printed | string | null)[][], keys: string[], decoy: boolean): number {
  const d = c.pen.doc;
  let x = 30;
  d.rect(30, y, 552, 12).fill(BLUE);
  for (const [h, w] of cols) { c.pen.label(h, x + 3, y + 3, { size: 6.2, bold: true, color: '#fff' }); x += w; }
  y += 12;
  rows.forEach((row, i) => {
    x = 30;
    row.forEach((cellP, j) => {
      const w = cols[j]![1], v = pr(cellP);
      d.lineWidth(0.4).strokeColor('#9bb7cf').rect(x, y, w, 16).stroke();
      c.pen.value(`${keys[j]}${i + 1}`, v.text, x + 1, y + 2, w - 2, 12, v.fields, { size: 8, context: !decoy && !Object.keys(v.fields).length });
      x += w;
    });
    y += 16;
  });
  return y + 8;
}

export async function harborview(c: Ctx): Promise<void> {
  const { pen, m, r } = c, d = pen.doc;
  d.circle(52, 48, 20).fill(BLUE);
  pen.label('HB', 42, 42, { size: 12, bold: true, color: '#fff' });
  pen.label('Harborview Business Capital', 80, 32, { size: 15, bold: true, color: BLUE });
  pen.label('Application for Business Funding', 80, 52, { size: 9, color: '#333' });
  kv(c, 'Date Submitted', 'submitted', fmtDate({ y: 2025, m: 10, d: 30 }, c.date), 420, 36, 162, 62);
  let y = head(c, 'Company profile', 78);
  const L = 30, R = 312, W = 270;
  kv(c, 'Legal Name', 'LegalName', legal(m), L, y, W); kv(c, 'Street Address', 'Street', m.addr.street, R, y, W); y += 18;
  kv(c, 'DBA / Trade Name', 'DBA', dba(m, r), L, y, W);
  kv(c, 'City, State, Zip', 'CSZ', { ...stateOf(m), text: `${m.addr.city}, ${m.addr.state} ${m.addr.zip}` }, R, y, W); y += 18;
  kv(c, 'Federal EIN', 'EIN', taxId(m, r), L, y, W); kv(c, 'Business Phone', 'Phone', m.phone, R, y, W); y += 18;
  kv(c, 'Inception Date', 'Inception', startDate(c), L, y, W); kv(c, 'E-mail', 'Email', m.email, R, y, W); y += 18;
  kv(c, 'Industry', 'Industry', what(m), L, y, W); kv(c, 'Incorporated in', 'IncState', m.stateInc, R, y, W, 92, true); y += 20;
  pen.label('Legal Structure', L, y + 1, { size: 7, color: BLUE, bold: true });
  entityBoxes(pen, m, [['C-Corp', 'c_corporation'], ['S-Corp', 's_corporation'], ['LLC', 'llc'], ['LLP', 'llp'],
    ['Partnership', 'general_partnership'], ['Sole Proprietorship', 'sole_proprietorship']], L + 92, y, 8, 'Struct', 90);
  y += 16;
  y = head(c, 'Funding request', y + 4);
  const terms = r.chance(0.5);
  kv(c, 'Amount Requested', 'Amount', amount(c), L, y, W); kv(c, 'Use of Proceeds', 'Use', m.use, R, y, W); y += 18;
  kv(c, 'Est. Payment', 'Payment', terms ? payment(c) : null, L, y, W);
  kv(c, 'Remittance', 'Freq', terms ? { text: m.freq === 'biweekly' ? 'Bi-weekly' : m.freq[0]!.toUpperCase() + m.freq.slice(1), fields: { payment_frequency: m.freq } } : null, R, y, W);
  y += 18;
  kv(c, '# of Payments', 'NumPay', terms ? nPay(m) : null, L, y, W); kv(c, 'Avg Monthly Revenue', 'Revenue', fmtMoney(m.monthly, 'usd'), R, y, W); y += 22;
  y = head(c, 'Principals / guarantors', y);
  const lfm = r.chance(0.5), n = Math.max(3, m.owners.length), none: Printed = { text: null, fields: {} };
  const rows = Array.from({ length: n }, (_, k) => {
    const o = m.owners[k];
    return o ? [ownerName(o, k, lfm ? 'lfm' : 'fml'), ownerTitle(o, k), ownerPct(o, k, true), ownerSsn(o, k, r), ownerDob(o, k, c), ownerFico(o, k)]
      : [none, none, none, none, none, none];
  });
  y = table(c, y, [[lfm ? 'Name (Last, First MI)' : 'Full Name', 170], ['Title', 90], ['Own %', 50], ['SSN / ITIN', 90], ['Date of Birth', 82], ['FICO', 70]],
    rows, ['OwnerName', 'OwnerTitle', 'OwnerPct', 'OwnerSSN', 'OwnerDOB', 'OwnerFICO'], false);
  y = table(c, y, [['Residence of Principal', 170], ['Home Address', 302], ['Cell', 80]],
    m.owners.map((o, k) => [`Principal ${k + 1}`, homeLine(o), o.cell]), ['ResLabel', 'ResAddr', 'ResCell'], true);
  pen.label('Continued on page 2', 500, 760, { size: 6.5, color: '#777' });

  pen.newPage();
  y = head(c, 'Current financing (positions)', 36);
  const fr = [0, 1, 2].map((k) => { const f = m.funders[k]; return f ? [f.name, fmtMoney(f.balance, 'usd'), fmtMoney(f.payment, 'usd'), 'Daily'] : [null, null, null, null]; });
  y = table(c, y, [['Funder / Lender', 220], ['Balance', 120], ['Payment', 112], ['Frequency', 100]], fr, ['PosFunder', 'PosBal', 'PosPmt', 'PosFreq'], true);
  y = head(c, 'Banking & references', y);
  kv(c, 'Operating Bank', 'Bank', m.bank.name, L, y, W, 92, true); kv(c, 'Routing #', 'Routing', m.bank.routing, R, y, W, 92, true); y += 18;
  kv(c, 'Account #', 'Account', m.bank.account, L, y, W, 92, true); kv(c, 'Landlord', 'Landlord', m.landlord.name, R, y, W, 92, true); y += 18;
  m.refs.forEach((t, k) => { kv(c, `Trade Ref ${k + 1}`, `Ref${k}`, `${t.name} ${t.phone}`, k ? R : L, y, W, 92, true); });
  y = head(c, 'Authorization', y + 26);
  y = pen.paragraph(CONSENT, 32, y, 548, 6.5) + 12;
  m.owners.forEach((o, k) => {
    pen.signature(40, y + 6, 160);
    d.lineWidth(0.5).strokeColor('#000').moveTo(30, y + 14).lineTo(230, y + 14).stroke();
    pen.label(`Signature of Principal ${k + 1}`, 30, y + 17, { size: 6, color: BLUE });
    kv(c, 'Printed Name', `SigName${k}`, `${o.first}${o.mi ? ` ${o.mi}.` : ''} ${o.last}`, 240, y, 200, 60);
    kv(c, 'Date', `SigDate${k}`, fmtDate({ y: 2025, m: 10, d: 30 }, c.date), 448, y, 134, 26); y += 32;
  });
  d.lineWidth(0.8).strokeColor(BLUE).rect(30, 690, 552, 60).stroke();
  pen.label('BROKER / ISO USE ONLY', 36, 694, { size: 7, bold: true, color: BLUE });
  kv(c, 'Broker Rep', 'BrokerRep', m.rep.name, 36, 708, 260, 60, true); kv(c, 'Rep Phone', 'BrokerPhone', m.rep.phone, 310, 708, 260, 60, true);
  kv(c, 'ISO Code', 'IsoCode', m.rep.id, 36, 726, 260, 60, true); kv(c, 'Commission', 'Comm', `${r.int(3, 10)} pts`, 310, 726, 260, 60, true);
}
