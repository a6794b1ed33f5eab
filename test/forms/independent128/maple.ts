// Layout "maple": Maple Leaf Business Capital, a Canadian one-page form. Operating Name (O/A), Business Number with
// program account, province and postal code, owners' SIN (often masked), amounts in CAD, PIPEDA consent; up to 3
// owners with first and last name in separate boxes.
import type { Merchant } from './model.ts';
import type { Pen } from './pen.ts';
import { banner, ctx, entityRow, fine, freqRow, lineField, section, signature } from './common.ts';

const C = '#b0122b';

export function drawMaple(p: Pen, m: Merchant): number {
  const r = m.rng;
  let y = banner(p, { name: 'Maple Leaf Business Capital', tag: 'Financement pour PME  /  Small business funding across Canada',
    contact: ['88 Front St W, Suite 1400, Toronto ON M5J 1E3', '1-888-555-0163  -  apply@mapleleafbc.example', 'Broker licence FSRA #M19000XX'], color: C, font: 'Times-Bold', shape: 'rule' });
  p.label('APPLICATION FOR BUSINESS FINANCING', 36, y, { font: 'Helvetica-Bold', size: 11 });
  p.label('All amounts in Canadian dollars', 430, y + 2, { size: 7, font: 'Helvetica-Oblique' });
  y = section(p, '1. COMPANY', 36, y + 16, 540, C) + 10;
  lineField(p, 'Legal name of business:', m.legal, 36, y, 330);
  lineField(p, 'Operating name (O/A):', m.dba, 376, y, 200); y += 20;
  p.label('Structure:', 36, y - 7);
  entityRow(p, m, [{ label: 'Corporation', key: 'corp' }, { label: 'Sole Proprietorship', key: 'soleprop' }, { label: 'Partnership', key: 'partnership' },
    { label: 'Other:', key: 'other' }], 80, y - 8, [72, 98, 64], 90);
  lineField(p, 'Prov. of incorporation:', m.decoys.incState, 436, y, 140, { decoy: true }); y += 20;
  lineField(p, 'Business Number (BN) incl. program acct:', m.taxId, 36, y, 300);
  lineField(p, 'Date started (YYYY-MM-DD):', m.start, 346, y, 230); y += 20;
  lineField(p, 'Street address:', m.street, 36, y, 300, { decoy: false });
  lineField(p, 'City:', m.city, 346, y, 230, { decoy: false }); y += 20;
  lineField(p, 'Province:', m.state, 36, y, 140);
  lineField(p, 'Postal code:', m.zip, 186, y, 130, { decoy: false });
  ctx(p, 'Tel:', m.phone, 326, y, 250); y += 20;
  ctx(p, 'Email:', m.email, 36, y, 250);
  lineField(p, 'Nature of business:', m.industry, 296, y, 280); y += 22;

  y = section(p, '2. FINANCING REQUESTED', 36, y, 540, C) + 10;
  lineField(p, 'Amount requested:', m.amount, 36, y, 220);
  ctx(p, 'Use of proceeds:', m.use, 266, y, 310); y += 14;
  p.label('Preferred remittance:', 36, y + 1);
  freqRow(p, m, ["Daily", "Weekly", "Bi-weekly", "Monthly"], 120, y, 64); y += 28;
  ctx(p, 'Average monthly deposits:', m.sales, 36, y, 260);
  lineField(p, 'Financial institution / transit / account:', `${m.decoys.bank} ${r.digits(5)}-${r.digits(3)} ${m.decoys.account}`, 306, y, 270, { decoy: true }); y += 22;

  const owners = m.owners.slice(0, 3);
  y = section(p, '3. OWNERS / SHAREHOLDERS (20% and over)', 36, y, 540, C) + 4;
  owners.forEach((o, i) => {
    p.label(`Owner ${i + 1}`, 36, y + 2, { font: 'Helvetica-Bold', size: 7.5, color: C }); y += 18;
    lineField(p, 'First name:', o.first, 36, y, 170);
    lineField(p, 'Last name:', o.last, 216, y, 180);
    lineField(p, 'Position:', o.title, 406, y, 170); y += 19;
    lineField(p, '% owned:', o.pct, 36, y, 100);
    lineField(p, 'SIN:', o.taxId, 146, y, 150);
    lineField(p, 'Date of birth:', o.dob, 306, y, 150);
    lineField(p, 'Credit score:', o.score, 466, y, 110); y += 19;
    lineField(p, 'Home address:', `${o.home}${o.home === 'same as above' ? '' : ', ' + o.homeCity}`, 36, y, 540, { decoy: true }); y += 10;
  });
  y = section(p, '4. EXISTING FINANCING', 36, y + 6, 540, C) + 10;
  lineField(p, 'Lender / balance / payment:', m.decoys.funders.length ? m.decoys.funders.map((f) => f.join(' ')).join('; ') : 'none', 36, y, 540, { decoy: true });
  y += 10;
  y = fine(p, 'CONSENT (PIPEDA). By signing, each owner consents to Maple Leaf Business Capital and its financing partners collecting, using ' +
    'and disclosing the personal information above, including obtaining credit reports from Equifax Canada and TransUnion Canada, for ' +
    'the purpose of assessing this application and administering any resulting agreement, in accordance with the Personal Information ' +
    'Protection and Electronic Documents Act. Your SIN is requested for identification by the credit bureaus only and is optional. ' +
    'You may withdraw consent subject to legal and contractual restrictions.', 36, y + 6, 540, 6.3);
  owners.forEach((o, i) => signature(p, `Owner ${i + 1}`, 36 + (i % 2) * 280, y + 24 + Math.floor(i / 2) * 36, 250, r.pick(['2026-03-02', 'March 2, 2026'])));
  p.stamp(`Broker: ${m.decoys.iso}  ${m.decoys.isoPhone}  Agent ID MLBC-${r.digits(3)}`, 36, 756, { size: 6.5, color: '#555' });
  return owners.length;
}
