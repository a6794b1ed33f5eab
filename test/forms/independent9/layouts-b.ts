// Layouts 4-5: Maplecrest (Canadian, underlined rows, drawn checks, PIPEDA) and Redwood (medical practice, Dr. owners
// in a 2x2 grid of boxes, filled-box marks, credit scores).
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fullName, money, type Merchant } from './data.ts';
import type { Sheet } from './sheet.ts';
import type { Printed9 } from './truth.ts';

/** Label at left, value on an underline; returns the next y. */
function under(s: Sheet, label: string, value: string, x: number, y: number, w: number, decoy = false): void {
  s.label(label, x, y + 2, 8, 'Times-Roman');
  const lx = x + s.doc.font('Times-Roman').fontSize(8).widthOfString(label) + 4;
  s.line(lx, y + 11, x + w - 6, y + 11, 0.5);
  s.value(value, lx + 3, y + 1, x + w - lx - 10, 9, decoy);
}

export function maplecrest(s: Sheet, m: Merchant, r: Rng): Printed9 {
  s.doc.lineWidth(2).moveTo(40, 60).lineTo(572, 60).stroke('#8b0000').strokeColor('#000');
  s.label('MAPLECREST BUSINESS FINANCE', 40, 32, 15, 'Times-Bold', '#8b0000');
  s.label('Application for Business Financing (Canada)', 380, 40, 9, 'Times-Italic');
  const trade = r.chance(0.6);
  let y = 72;
  const row = (a: [string, string, boolean?], b?: [string, string, boolean?]): void => {
    under(s, a[0], a[1], 40, y, b ? 300 : 532, a[2]); if (b) under(s, b[0], b[1], 340, y, 232, b[2]); y += 20;
  };
  row(['Legal Name of Corporation:', m.legal]);
  row(['Operating Name (O/A):', trade ? m.dba : 'SAME']);
  row(['Business Number (BN):', m.taxId], ['Date of Incorporation:', fmtDate(m.start, 'iso')]);
  row(['Street Address:', m.street], ['City:', m.city]);
  row(['Province:', m.region], ['Postal Code:', m.zip]);
  row(['Telephone:', m.phone], ['Nature of Business:', m.industryText]);
  s.label('Legal Structure:', 40, y + 1, 8, 'Times-Bold');
  s.options(['Corporation', 'Partnership', 'Sole Proprietorship', 'Non-Profit'], 'Corporation', 120, y, 'check', 14);
  y += 18;
  s.label('Premises:', 40, y + 1, 8, 'Times-Bold'); s.options(['Owned', 'Leased'], 'Leased', 120, y, 'check', 14); y += 18;
  row(['Landlord:', m.landlord, true], ['Landlord Tel.:', m.landlordPhone, true]);
  row(['Amount of Financing Requested (CAD):', money(m.amount)]);
  m.owners.forEach((o, i) => {
    s.doc.rect(40, y, 532, 13).fill('#f2e6e6');
    s.label(`Principal ${i + 1}`, 44, y + 3, 8, 'Times-Bold'); y += 17;
    row(['Full Name:', fullName(o)], ['Position:', o.title]);
    row(['Ownership:', `${o.pct} %`], ['SIN:', o.ssn]);
    row(['Date of Birth (YYYY-MM-DD):', fmtDate(o.dob, 'iso')], ['Residential Address:', o.home, true]);
  });
  s.label('Banking', 40, y + 2, 8, 'Times-Bold'); y += 14;
  row(['Financial Institution:', m.bank, true], ['Transit / Account:', `${m.routing.slice(0, 5)} / ${m.account}`, true]);
  s.label('PIPEDA consent: the undersigned consent to the collection, use and disclosure of personal information for the purpose of', 40, y + 8, 7, 'Times-Roman');
  s.label('assessing this application, including obtaining credit reports from Equifax Canada and TransUnion Canada.', 40, y + 17, 7, 'Times-Roman');
  return { trade, start: true, terms: false, amount: true, masked: m.owners.map(() => false), scores: false, dobs: true, entity: 'ca_corporation', industry: true };
}

function ownerBox(s: Sheet, o: Merchant['owners'][number] | undefined, n: number, x: number, y: number): void {
  s.doc.lineWidth(1).roundedRect(x, y, 262, 112, 5).stroke();
  s.label(`OWNER ${n}`, x + 6, y + 5, 8, 'Courier-Bold');
  const rows: [string, string, boolean][] = o ? [['Name', fullName(o), false], ['Title', o.title, false], ['Ownership', `${o.pct}%`, false],
    ['SSN', o.ssn, false], ['Birth Date', fmtDate(o.dob, 'mdyy'), false], ['FICO (est.)', String(o.score), false], ['Home', o.home, true]] :
    ['Name', 'Title', 'Ownership', 'SSN', 'Birth Date', 'FICO (est.)', 'Home'].map((l) => [l, '', false]);
  rows.forEach(([l, v, decoy], i) => {
    const yy = y + 18 + i * 13;
    s.label(`${l}:`, x + 6, yy, 7, 'Courier');
    s.line(x + 66, yy + 9, x + 254, yy + 9, 0.4);
    s.value(v, x + 70, yy, 180, 8, decoy);
  });
}

export function redwood(s: Sheet, m: Merchant, r: Rng): Printed9 {
  s.doc.rect(36, 28, 540, 44).fill('#e8f1ea');
  s.label('REDWOOD HEALTHCARE CAPITAL', 46, 36, 14, 'Courier-Bold');
  s.label('Practice Financing Application', 46, 56, 9, 'Courier');
  let y = 84;
  const pair = (l: string, v: string, x: number, w: number, decoy = false): void => {
    s.label(l, x, y, 7, 'Courier'); s.doc.lineWidth(0.5).rect(x, y + 9, w, 16).stroke();
    s.value(v, x + 3, y + 13, w - 6, 9, decoy);
  };
  pair('Practice Legal Name', m.legal, 36, 330); pair('DBA', '', 372, 204); y += 30;
  pair('Federal Tax ID (EIN)', m.taxId, 36, 150); pair('Practice Established', fmtDate(m.start, 'dmy'), 192, 120);
  pair('Specialty', m.industryText, 318, 258); y += 30;
  pair('Practice Address', m.street, 36, 250); pair('City', m.city, 292, 120); pair('State', m.region, 418, 50); pair('ZIP', m.zip, 474, 102); y += 30;
  pair('State of Organization', m.incState, 36, 120, true); pair('Office Phone', m.phone, 162, 140); pair('Funding Requested', money(m.amount), 308, 268); y += 32;
  s.label('Organized as:', 36, y + 1, 8, 'Courier-Bold');
  s.options(['C-Corp', 'S-Corp', 'LLC', 'PLLC', 'Partnership', 'Sole Prop'], 'PLLC', 110, y, 'filled', 12);
  y += 18;
  s.label('Office:', 36, y + 1, 8, 'Courier-Bold'); s.options(['Own', 'Rent'], 'Own', 110, y, 'filled');
  s.label('Mortgage Holder:', 220, y + 1, 8, 'Courier'); s.decoy(`${m.bank}`, 300, y, 200, 8); y += 22;
  for (let i = 0; i < 4; i++) ownerBox(s, m.owners[i], i + 1, 36 + (i % 2) * 278, y + Math.floor(i / 2) * 122);
  y += 250;
  s.label('Practice operating account:', 36, y, 7, 'Courier'); s.decoy(m.bank, 160, y - 1, 140, 8);
  s.label('ABA', 310, y, 7, 'Courier'); s.decoy(m.routing, 330, y - 1, 80, 8); s.label('Acct', 420, y, 7, 'Courier'); s.decoy(m.account, 445, y - 1, 100, 8);
  void r;
  return { trade: false, start: true, terms: false, amount: true, masked: m.owners.map(() => false), scores: true, dobs: true, entity: 'pllc', industry: true };
}
