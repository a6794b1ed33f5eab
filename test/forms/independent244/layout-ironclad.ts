// Ironclad Funding Partners: a construction-trade funder's form in label: underline rows, an entity checkbox row, an
// owners table with column headers, a contractor-licence and bonding block and trade references. One page when the
// merchant has one owner, two otherwise.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './model.ts';
import { entityRow, fAmount, fCount, fCredit, fDba, fDob, fIndustry, fLegal, fName, fPayment, fPct, fRegion, fRole, fSsn, fStart,
  fTax, finePrint, frequencyRow, signatures } from './parts.ts';
import type { Sheet } from './sheet.ts';

const NAVY = '#1d3557';
type Fields = Record<string, unknown> | null;

/** A `Label: ____` row from x to the right edge x1. */
function row(s: Sheet, label: string, key: string, value: string, x: number, y: number, x1: number, fields: Fields): void {
  s.doc.font('Helvetica-Bold').fontSize(7.2);
  const l = s.doc.widthOfString(label) + 5;
  s.text(label, x, y + 2, { size: 7.2, font: 'Helvetica-Bold' });
  s.doc.lineWidth(0.4).moveTo(x + l, y + 11).lineTo(x1 - 8, y + 11).stroke();
  s.value(key, value, x + l + 2, y + 1, x1 - x - l - 12, fields, 8.5);
}
function heading(s: Sheet, t: string, y: number): number {
  s.text(t, 40, y, { size: 9.5, font: 'Helvetica-Bold', color: NAVY });
  s.doc.lineWidth(1.2).strokeColor(NAVY).moveTo(40, y + 12).lineTo(572, y + 12).stroke().strokeColor('black');
  return y + 18;
}
function logo(s: Sheet): void {
  const d = s.doc;
  d.save().fillColor(NAVY).moveTo(40, 24).lineTo(70, 24).lineTo(70, 46).bezierCurveTo(70, 58, 55, 64, 55, 64).bezierCurveTo(55, 64, 40, 58, 40, 46).closePath().fill();
  d.fillColor('#f1c40f').rect(47, 34, 16, 4).fill().rect(53, 28, 4, 22).fill().restore();
  s.text('IRONCLAD', 78, 26, { size: 20, font: 'Helvetica-Bold', color: NAVY });
  s.text('FUNDING PARTNERS', 79, 47, { size: 8, font: 'Helvetica-Bold', color: '#888' });
  s.text('Contractor Capital Application', 380, 28, { size: 12, font: 'Helvetica-Bold', width: 192, align: 'right' });
  s.text('Roofing - HVAC - Electrical - Plumbing - General Contracting', 340, 45, { size: 6.5, width: 232, align: 'right', color: '#666' });
}

export function drawIronclad(s: Sheet, m: Merchant, r: Rng, broker: string): number {
  const pages = m.owners.length > 1 ? 2 : 1;
  logo(s);
  let y = heading(s, 'Business Information', 76);
  row(s, 'Legal Business Name:', 'legal_name', m.legal, 40, y, 572, fLegal(m)); y += 17;
  row(s, 'DBA:', 'dba', m.dbaPrinted, 40, y, 300, fDba(m));
  row(s, 'Type of Business:', 'industry', m.industryText, 310, y, 572, fIndustry(m)); y += 18;
  s.text('Entity:', 40, y + 1, { size: 7.2, font: 'Helvetica-Bold' });
  entityRow(s, m, 72, y); y += 17;
  row(s, m.taxType === 'SSN' ? 'Tax ID (EIN or SSN):' : 'Federal Tax ID #:', 'tax_id', m.taxPrinted, 40, y, 230, fTax(m));
  row(s, m.startIso ? 'Date Business Started:' : 'Years in Business:', 'start', m.startPrinted, 240, y, 410, fStart(m));
  row(s, 'State of Inc.:', 'state_of_incorporation', m.soleProp ? 'N/A' : m.incState, 420, y, 572, null); y += 17;
  const addrLine = r.chance(0.5);
  if (addrLine) {
    row(s, 'Business Address:', 'street', m.street, 40, y, 572, null); y += 17;
    row(s, 'City:', 'city', m.city, 40, y, 250, null);
    row(s, 'State:', 'state', m.region, 260, y, 360, fRegion(m));
    row(s, 'Zip:', 'zip', m.postal, 370, y, 460, null);
  } else {
    row(s, 'Business Address:', 'street', m.street, 40, y, 330, null);
    row(s, 'City/State/Zip:', 'city_state_zip', `${m.city}, ${m.region} ${m.postal}`, 340, y, 572, fRegion(m)); y += 17;
    row(s, 'County:', 'county', r.pick(['Harris', 'Orange', 'Franklin', 'Maricopa', 'Cook']), 40, y, 250, null);
  }
  row(s, 'Phone:', 'phone', m.phone, 470, y, 572, null); y += 17;
  row(s, 'Email:', 'email', m.email, 40, y, 300, null);
  row(s, 'Employees / Crews:', 'employees', `${m.employees} / ${r.int(1, 6)}`, 310, y, 572, null); y += 22;

  y = heading(s, 'Licensing, Bonding & Insurance', y);
  m.licences.forEach((l, i) => row(s, `${l.label}:`, `licence_${i}`, l.value, 40 + i * 178, y, 40 + i * 178 + 170, null)); y += 17;
  m.companies.forEach((c, i) => row(s, `${c.label}:`, `company_${i}`, c.value, 40 + i * 266, y, 40 + i * 266 + 258, null)); y += 17;
  row(s, 'Largest current contract (GC / owner):', 'contract', `${r.pick(['Hensel Phelps', 'Turner Construction', 'City of Mesa', 'Pulte Homes'])} - ${r.pick(['$180,000', '$420,000', '$95,000'])}`, 40, y, 572, null);
  y += 22;

  y = heading(s, 'Funding Request', y);
  row(s, 'Amount Requested:', 'amount', m.amountPrinted, 40, y, 240, fAmount(m));
  row(s, 'Use of Funds:', 'use', m.useOfFunds, 250, y, 572, null); y += 17;
  const showPay = r.chance(0.7);
  row(s, 'Desired Payment:', 'payment', showPay ? m.paymentPrinted : '', 40, y, 200, showPay ? fPayment(m) : null);
  row(s, '# of Payments:', 'n_payments', showPay ? String(m.nPayments) : '', 210, y, 310, showPay ? fCount(m) : null);
  if (showPay) frequencyRow(s, m, 322, y + 1);
  else s.text('Frequency: determined by funder', 322, y + 2, { size: 7 });
  y += 22;
  y = heading(s, 'Trade References (suppliers)', y);
  for (let i = 0; i < 2; i++) {
    row(s, 'Company:', `ref${i}_company`, r.pick(['ABC Supply Co.', 'Ferguson Enterprises', 'Beacon Roofing Supply', 'Graybar Electric', 'Johnstone Supply']), 40, y, 250, null);
    row(s, 'Contact:', `ref${i}_contact`, `${r.pick(['Bill', 'Tina', 'Ray', 'Lorna'])} ${r.pick(['Hughes', 'Park', 'Delgado', 'Kim'])}`, 260, y, 420, null);
    row(s, 'Phone:', `ref${i}_phone`, `(${r.int(201, 989)}) 555-${r.int(1000, 9999)}`, 430, y, 572, null);
    y += 17;
  }
  y += 6;

  const ownersTable = (y0: number): number => {
    let yy = heading(s, 'Owner / Guarantor Information', y0);
    const cols: [string, number][] = [['Name', 170], ['Title', 70], ['Own %', 38], ['SSN / ITIN', 78], ['DOB', 66], ['Home Address', 110]];
    let cx = 40;
    s.doc.rect(40, yy, 532, 12).fill('#e6ebf2').fillColor('black');
    for (const [c, w] of cols) { s.text(c, cx + 2, yy + 3, { size: 6.5, font: 'Helvetica-Bold' }); cx += w; }
    yy += 12;
    m.owners.forEach((o, i) => {
      let x = 40;
      const vals: [string, string, Fields][] = [[`o${i}_name`, o.printed, fName(o, i)], [`o${i}_title`, o.title, fRole(o, i)], [`o${i}_pct`, o.pctText, fPct(o, i)],
        [`o${i}_ssn`, o.taxPrinted, fSsn(o, i)], [`o${i}_dob`, o.dobPrinted, fDob(o, i)], [`o${i}_home`, o.home, null]];
      vals.forEach(([k, v, f], j) => { s.value(k, v, x + 2, yy + 4, cols[j]![1] - 4, f, 8); x += cols[j]![1]; });
      s.doc.lineWidth(0.3).rect(40, yy, 532, 18).stroke();
      yy += 18;
      s.text('Home city/state/zip:', 44, yy + 2, { size: 6 });
      s.value(`o${i}_homecity`, o.homeCity, 110, yy + 1, 200, null, 7.5);
      s.text('FICO (self-reported):', 330, yy + 2, { size: 6 });
      s.value(`o${i}_fico`, o.credit === null ? '' : String(o.credit), 400, yy + 1, 60, fCredit(o, i), 7.5);
      yy += 14;
    });
    return yy + 8;
  };
  if (pages === 2) {
    s.text(`Ironclad Funding Partners  -  Application p. 1 of 2  -  Applicant initials: ____`, 40, 772, { size: 6, color: '#777' });
    s.addPage();
    logo(s);
    y = ownersTable(76);
  } else y = ownersTable(y);
  y = heading(s, 'Bank Information', y);
  row(s, 'Operating Bank:', 'bank', m.bankName, 40, y, 230, null);
  row(s, 'ABA Routing:', 'routing', m.routing, 240, y, 400, null);
  row(s, 'Account:', 'account', m.account, 410, y, 572, null); y += 17;
  m.advances.forEach((a, i) => { row(s, 'Open advance with:', `adv${i}`, `${a.funder}  bal. ${a.balance}`, 40, y, 572, null); y += 15; });
  y = heading(s, 'Certification & Authorization', y + 4);
  y = finePrint(s, 40, y, 532, broker, false, 5.4) + 14;
  const date = `${r.pick(['03', '04', '05'])}/${String(r.int(1, 28)).padStart(2, '0')}/2025`;
  y = signatures(s, m, 40, y, 532, m.owners.map(() => date));
  row(s, 'Referring Rep:', 'iso_rep', `${r.pick(['Kyle Brandt', 'Nia Carter', 'Sam Oyelaran'])} - Ironclad ISO #${r.int(100, 999)}`, 40, Math.min(y + 4, 760), 330, null);
  return pages;
}
