// Layout "keystone": Keystone Merchant Funding, two pages of underlined fields (US). Combined "Business Name (Legal
// / DBA)" line, free-text entity, payment terms with a frequency row, and an owners table of up to 4 rows written
// "Last, First" on page 2, with home addresses, references and open positions as decoys.
import type { Merchant } from './model.ts';
import type { Pen } from './pen.ts';
import { banner, fine, freqRow, lineField, section, signature } from './common.ts';

const C = '#7a1f1f';
const F = 'Times-Roman';

export function drawKeystone(p: Pen, m: Merchant): number {
  const r = m.rng;
  let y = banner(p, { name: 'Keystone Merchant Funding', tag: 'Revenue-based financing  |  Equipment  |  Lines of credit',
    contact: ['www.keystonemf.example', 'deals@keystonemf.example', 'Tel 610.555.0187  Fax 610.555.0188'], color: C, font: 'Times-Bold', shape: 'badge' });
  p.label('Business Funding Application', 36, y, { font: 'Times-Bold', size: 14 });
  p.label('Page 1 of 2', 520, y + 4, { size: 7 });
  y = section(p, 'Section 1 - The Business', 36, y + 20, 540, C, false) + 10;
  const combined = r.chance(0.5);
  if (combined) { lineField(p, 'Business Name (Legal / DBA):', m.legalDba, 36, y, 540, { font: F, size: 9 }); y += 20; }
  else {
    lineField(p, 'Legal Business Name:', m.legal, 36, y, 330, { font: F, size: 9 });
    lineField(p, 'd/b/a:', m.dba, 376, y, 200, { font: F, size: 9 }); y += 20;
  }
  lineField(p, 'Entity type (LLC, Corp, etc.):', m.entityFree, 36, y, 250, { font: F, size: 9 });
  lineField(p, 'State of Inc.:', m.decoys.incState, 296, y, 120, { font: F, size: 9 });
  lineField(p, 'Fed. Tax ID (EIN):', m.taxId, 426, y, 150, { font: F, size: 9 }); y += 20;
  lineField(p, 'Business start date:', m.start, 36, y, 200, { font: F, size: 9 });
  lineField(p, 'Years in business:', m.years, 246, y, 120, { font: F, size: 9, decoy: false });
  lineField(p, 'Industry:', m.industry, 376, y, 200, { font: F, size: 9 }); y += 20;
  lineField(p, 'Physical address:', m.street, 36, y, 330, { font: F, size: 9, decoy: false });
  lineField(p, 'City:', m.city, 376, y, 200, { font: F, size: 9, decoy: false }); y += 20;
  lineField(p, 'State:', m.state, 36, y, 150, { font: F, size: 9 });
  lineField(p, 'Zip:', m.zip, 196, y, 110, { font: F, size: 9, decoy: false });
  lineField(p, 'Mailing address (if different):', m.decoys.mailing, 316, y, 260, { font: F, size: 9, decoy: true }); y += 20;
  lineField(p, 'Phone:', m.phone, 36, y, 170, { font: F, size: 9, decoy: false });
  lineField(p, 'E-mail:', m.email, 216, y, 200, { font: F, size: 9, decoy: false });
  lineField(p, 'Web:', m.website, 426, y, 150, { font: F, size: 9, decoy: false }); y += 26;

  y = section(p, 'Section 2 - Funding Request', 36, y, 540, C, false) + 10;
  lineField(p, 'Amount requested:', m.amount, 36, y, 200, { font: F, size: 9 });
  lineField(p, 'Purpose:', m.use, 246, y, 330, { font: F, size: 9, decoy: false }); y += 20;
  lineField(p, 'Proposed payment:', m.payment, 36, y, 200, { font: F, size: 9 });
  lineField(p, 'No. of payments:', m.count, 246, y, 140, { font: F, size: 9 });
  lineField(p, 'Gross monthly sales:', m.sales, 396, y, 180, { font: F, size: 9, decoy: false }); y += 14;
  p.label('Payment schedule:', 36, y + 1, { font: F, size: 9 });
  freqRow(p, m, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], 120, y, 70); y += 26;

  y = section(p, 'Section 3 - Banking & Landlord', 36, y, 540, C, false) + 10;
  lineField(p, 'Bank:', m.decoys.bank, 36, y, 160, { font: F, size: 9, decoy: true });
  lineField(p, 'ABA / Routing:', m.decoys.routing, 206, y, 170, { font: F, size: 9, decoy: true });
  lineField(p, 'Account #:', m.decoys.account, 386, y, 190, { font: F, size: 9, decoy: true }); y += 20;
  lineField(p, 'Landlord / Mgmt Co.:', m.decoys.landlord, 36, y, 300, { font: F, size: 9, decoy: true });
  lineField(p, 'Landlord phone:', m.decoys.landlordPhone, 346, y, 230, { font: F, size: 9, decoy: true }); y += 26;
  y = section(p, 'Section 4 - Trade References', 36, y, 540, C, false) + 10;
  m.decoys.refs.forEach((t, i) => { lineField(p, `${i + 1}.`, t, 36, y, 540, { font: F, size: 9, decoy: true }); y += 18; });
  fine(p, 'Continued on page 2. Keystone Merchant Funding is not a lender; it arranges purchases of future receivables and business loans ' +
    'through third-party funders. Approval and terms are set solely by the funder.', 36, y + 8, 540, 6.5);
  p.stamp(`Submitted by ISO: ${m.decoys.iso}  ${m.decoys.isoPhone}`, 36, 750, { size: 7, color: '#555' });

  p.newPage();
  y = 40;
  p.label('Keystone Merchant Funding  -  Business Funding Application (cont.)', 36, y, { font: 'Times-Bold', size: 11, color: C });
  p.label('Page 2 of 2', 520, y + 2, { size: 7 });
  y = section(p, 'Section 5 - Owners / Guarantors (all owners of 20% or more)', 36, y + 22, 540, C, false) + 4;
  const cols: [string, number][] = [['Name (Last, First)', 150], ['Title', 80], ['Own %', 45], ['SSN / ITIN', 90], ['DOB', 95], ['Credit score', 80]];
  let cx = 36;
  for (const [h, w] of cols) { p.label(h, cx + 2, y, { font: 'Helvetica-Bold', size: 7 }); cx += w; }
  y += 10;
  const owners = m.owners.slice(0, 4);
  for (let i = 0; i < 4; i++) {
    const o = owners[i];
    p.doc.rect(36, y, 540, 22).lineWidth(0.5).stroke('#555');
    cx = 36;
    const vals = o ? [o.lastFirst, o.title, o.pct, o.taxId, o.dob, o.score] : null;
    cols.forEach(([, w], c) => {
      if (c) p.doc.moveTo(cx, y).lineTo(cx, y + 22).stroke('#555');
      if (vals) p.value(vals[c]!, cx, y + 18, w - 2, { size: 8.5 });
      cx += w;
    });
    y += 22;
  }
  y += 12;
  p.label('Home address of each owner', 36, y, { font: 'Helvetica-Bold', size: 7.5 }); y += 18;
  owners.forEach((o, i) => { lineField(p, `Owner ${i + 1}:`, `${o.home}${o.home === 'same as above' ? '' : ', ' + o.homeCity}`, 36, y, 540, { font: F, size: 9, decoy: true }); y += 18; });
  y = section(p, 'Section 6 - Current Advances / Loans', 36, y + 8, 540, C, false) + 6;
  if (m.decoys.funders.length === 0) { lineField(p, 'Funder / balance / daily pmt:', r.pick(['none', 'N/A', '-']), 36, y + 8, 540, { font: F, size: 9, decoy: true }); y += 22; }
  for (const f of m.decoys.funders) { lineField(p, 'Funder / balance / daily pmt:', f.join('  /  '), 36, y + 8, 540, { font: F, size: 9, decoy: true }); y += 22; }
  y = fine(p, 'AUTHORIZATION. Each undersigned owner and guarantor represents that the information in this application is accurate and ' +
    'authorizes Keystone Merchant Funding and any funder to which it is submitted to verify it, to contact the references and banks listed, ' +
    'and to obtain business and personal credit reports (including soft and hard inquiries) now and at any time while a balance remains. ' +
    'The undersigned consents to receive calls and texts, including by autodialer, at the numbers given. This authorization may be ' +
    'presented by copy, fax or e-mail.', 36, y + 8, 540, 7);
  owners.forEach((o, i) => signature(p, `Owner ${i + 1}`, 36 + (i % 2) * 280, y + 30 + Math.floor(i / 2) * 40, 250, r.pick(['3/2/2026', '03-02-26', 'March 2, 2026'])));
  return owners.length;
}
