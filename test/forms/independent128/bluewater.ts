// Layout "bluewater": Bluewater Capital Partners, a one-page boxed-cell form (US). Combined cells: "City, State, Zip"
// and "Owner Name / Title"; entity check row with circled / beside / struck marks; up to 2 owners.
import type { Merchant } from './model.ts';
import type { Pen } from './pen.ts';
import { banner, cell, entityRow, fine, section, signature } from './common.ts';

const C = '#0b4f8a';

export function drawBluewater(p: Pen, m: Merchant): number {
  const r = m.rng;
  let y = banner(p, { name: 'Bluewater Capital Partners', tag: 'Working capital for Main Street  -  Fast decisions, funding in 24-48 hrs',
    contact: ['1200 Harbor View Blvd, Ste 310', 'Fort Lauderdale, FL 33301', 'submissions@bluewatercap.example', 'Ph (954) 555-0142'], color: C, font: 'Helvetica-Bold', shape: 'bar' });
  p.label('MERCHANT APPLICATION', 36, y, { font: 'Helvetica-Bold', size: 12, color: C });
  p.label('Please complete all sections. Incomplete applications delay funding.', 330, y + 3, { size: 7, font: 'Helvetica-Oblique' });
  y = section(p, 'BUSINESS INFORMATION', 36, y + 18, 540, C);
  const H = 24;
  cell(p, 'Business Legal Name', m.legal, 36, y, 330, H);
  cell(p, 'DBA (if any)', m.dba, 366, y, 210, H); y += H;
  p.doc.rect(36, y, 540, 18).lineWidth(0.6).stroke('#444');
  p.label('Entity:', 40, y + 5.5, { size: 7, font: 'Helvetica-Bold' });
  entityRow(p, m, [{ label: 'Corporation', key: 'corp' }, { label: 'LLC', key: 'llc' }, { label: 'Partnership', key: 'partnership' },
    { label: 'Sole Prop.', key: 'soleprop' }, { label: 'Non-Profit', key: 'nonprofit' }, { label: 'Other:', key: 'other' }], 72, y + 5, [70, 42, 64, 58, 58], 110);
  y += 18;
  cell(p, 'Federal Tax ID (EIN)', m.taxId, 36, y, 150, H);
  cell(p, 'Date Business Started', m.start, 186, y, 120, H);
  cell(p, 'State of Incorporation', m.decoys.incState, 306, y, 100, H);
  cell(p, 'Type of Business / Industry', m.industry, 406, y, 170, H); y += H;
  cell(p, 'Business Address (no P.O. boxes)', m.street, 36, y, 240, H, { decoy: false });
  cell(p, 'City, State, Zip', m.cityStateZip, 276, y, 190, H);
  cell(p, 'Business Phone', m.phone, 466, y, 110, H, { decoy: false }); y += H;
  cell(p, 'E-mail', m.email, 36, y, 190, H, { decoy: false });
  cell(p, 'Website', m.website, 226, y, 140, H, { decoy: false });
  cell(p, 'Avg. Monthly Sales', m.sales, 366, y, 100, H, { decoy: false });
  cell(p, 'Own / Rent?', r.pick(['Rent', 'rent', 'Lease', 'Own']), 466, y, 110, H, { decoy: false }); y += H;
  cell(p, 'Landlord / Mortgage Co.', m.decoys.landlord, 36, y, 220, H);
  cell(p, 'Landlord Phone', m.decoys.landlordPhone, 256, y, 110, H);
  cell(p, 'Monthly Rent', m.decoys.rent, 366, y, 100, H);
  cell(p, '# Employees', String(r.int(2, 40)), 466, y, 110, H, { decoy: false }); y += H + 6;

  y = section(p, 'FUNDING REQUEST', 36, y, 540, C);
  cell(p, 'Amount Requested', m.amount, 36, y, 160, H);
  cell(p, 'Use of Funds', m.use, 196, y, 230, H, { decoy: false });
  cell(p, 'Bank Name', m.decoys.bank, 426, y, 150, H); y += H;
  cell(p, 'Bank Routing #', m.decoys.routing, 36, y, 160, H);
  cell(p, 'Business Checking Acct #', m.decoys.account, 196, y, 230, H);
  cell(p, 'Open advances? (Y/N)', m.decoys.funders.length ? 'Yes' : 'No', 426, y, 150, H, { decoy: false }); y += H + 6;

  const owners = m.owners.slice(0, 2);
  y = section(p, 'OWNER / OFFICER INFORMATION  (list all owners of 20% or more)', 36, y, 540, C);
  owners.forEach((o, i) => {
    p.label(`#${i + 1}`, 38, y + 8, { font: 'Helvetica-Bold', size: 9, color: C });
    cell(p, 'Owner Name / Title', o.nameTitle, 52, y, 230, H);
    cell(p, '% Owned', o.pct, 282, y, 60, H);
    cell(p, 'SSN', o.taxId, 342, y, 110, H);
    cell(p, 'Date of Birth', o.dob, 452, y, 124, H); y += H;
    cell(p, 'Home Address', o.home, 52, y, 200, H);
    cell(p, 'City, State, Zip', o.homeCity, 252, y, 150, H);
    cell(p, 'Cell', o.phone, 402, y, 94, H);
    cell(p, 'FICO (approx.)', o.score, 496, y, 80, H); y += H + 4;
  });
  if (owners.length < 2) { p.label('Additional owners: attach a separate sheet.', 52, y, { size: 7, font: 'Helvetica-Oblique' }); y += 12; }

  y = section(p, 'EXISTING ADVANCES / LOANS', 36, y + 2, 540, C);
  ['Funder', 'Balance', 'Payment'].forEach((h, i) => p.label(h, 40 + i * 180, y, { size: 7, font: 'Helvetica-Bold' }));
  y += 10;
  for (let row = 0; row < 2; row++) {
    const f = m.decoys.funders[row];
    [0, 1, 2].forEach((c) => { p.doc.moveTo(40 + c * 180, y + 12).lineTo(205 + c * 180, y + 12).lineWidth(0.4).stroke('#777'); if (f) p.value(f[c]!, 40 + c * 180, y + 12, 160, { decoy: true }); });
    y += 15;
  }
  y = fine(p, 'By signing below, each of the above-named owners (the "Applicants") certifies that the information on this application is true and complete ' +
    'and authorizes Bluewater Capital Partners, its assigns, agents and funding partners to obtain consumer and business credit reports, bank ' +
    'references and any other information it deems necessary, now and for as long as any obligation remains outstanding. A photocopy or ' +
    'electronic image of this authorization is as valid as the original. Applicants waive any claim against the above parties arising from the ' +
    'release of such information.', 36, y + 6, 540, 6.2);
  owners.forEach((o, i) => signature(p, `Owner #${i + 1}`, 36 + i * 280, y + 26, 250, r.pick(['3/2/26', '03/02/2026', 'Mar 2 2026'])));
  p.stamp(`ISO / Rep: ${m.decoys.iso}   ${m.decoys.isoPhone}   ISO code BW-${r.digits(4)}`, 36, 752, { size: 6.5, color: '#555' });
  p.label('BCP-APP rev. 07/2024   Page 1 of 1', 470, 752, { size: 6.5, color: '#555' });
  return owners.length;
}
