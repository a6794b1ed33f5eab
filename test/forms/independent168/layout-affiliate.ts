// Layout "harborgate": Harborgate Commercial Funding, whose first table sets the applicant beside its parent or
// affiliate company, column against column (either one may come first). The affiliate's name, tax ID, state,
// address and industry are decoys. Owners are a classic one-row-per-owner table on page 2.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet, Val } from './sheet.ts';
import { dec, type Model } from './model.ts';
import { fmtDate, randomDate } from './formats.ts';
import { cell, decoyTable, heading, kv, ownersByRow, paragraph, signatures, type Row } from './tables.ts';

type Pair = [string, string, Val | null, string | null, Val | null, string | null];

export function drawHarborgate(sh: Sheet, m: Model, rng: Rng): void {
  const ca = m.country === 'CA';
  const d = m.decoys, aff = d.affiliate;
  sh.typedFont = rng.pick(['Helvetica', 'Times-Roman', 'Courier']);
  sh.newPage();
  sh.rect(36, 28, 540, 3, '#0e5a6e');
  sh.text('HARBORGATE', 36, 38, { size: 20, bold: true, color: '#0e5a6e' });
  sh.text('COMMERCIAL FUNDING', 186, 45, { size: 10, bold: true, color: '#0e5a6e' });
  sh.text('Merchant Application - Applicant and Related Company', 36, 64, { size: 9 });
  const entities: [string, string][] = ca ? [['Corporation', 'ca_corporation'], ['ULC', 'ca_ulc'], ['Partnership', 'general_partnership']]
    : [['LLC', 'llc'], ['Corporation', 'c_corporation'], ['LP', 'limited_partnership'], ['S Corp', 's_corporation']];
  const affEntity = rng.pick(entities.filter(([, id]) => id !== m.entityId))[0];
  const affStart = randomDate(rng, 1984, 1997);
  const pairs: Pair[] = [
    ['Legal Name', 'legal', m.legal, null, aff.legal, null],
    [ca ? 'Operating Name (O/A)' : 'DBA', 'dba', m.dba, null, null, rng.pick(['N/A', 'None', ''])],
    ['Entity Type', 'entity', m.entityFree, null, dec(affEntity), null],
    [m.taxLabel, 'tax_id', m.taxId, null, aff.taxId, null],
    ['Date Established', 'start', m.start, m.start ? null : `${m.years} years`, dec(fmtDate(rng, affStart, m.country)), null],
    [ca ? 'Jurisdiction of Inc.' : 'State of Incorporation', 'state_of_inc', d.stateOfInc, null, aff.state, null],
    ['Business Address', 'address', m.fullAddress, null, aff.address, null],
    ['Type of Business', 'industry', m.industry, null, dec(rng.pick(['Holding company', 'Management services', 'Real estate holding'])), null],
    ['Relationship', 'relation', null, 'Applicant', null, aff.relation],
    ['% of Applicant Owned', 'owned', null, '-', aff.ownedPct, null],
  ];
  const appFirst = rng.chance(0.6);
  const appHead = rng.pick(['Applicant Business', 'Merchant (Applicant)', 'Applying Company']);
  const affHead = rng.pick([`${aff.relation}`, 'Parent / Affiliate Company', 'Related Company']);
  const lw = 120, cw = 210;
  const xs = appFirst ? [36 + lw, 36 + lw + cw] : [36 + lw + cw, 36 + lw];
  let y = heading(sh, '1.  BUSINESS INFORMATION', 36, 84, 540, '#cfe3e8');
  sh.rect(36, y, lw, 18, '#9fc4cd');
  sh.rect(xs[0]!, y, cw, 18, '#9fc4cd'); sh.text(appHead, xs[0]! + 5, y + 5, { size: 8.5, bold: true });
  sh.rect(xs[1]!, y, cw, 18, '#9fc4cd'); sh.text(affHead, xs[1]! + 5, y + 5, { size: 8.5, bold: true });
  y += 18;
  for (const [label, key, av, ap, fv, fp] of pairs) {
    const h = key === 'address' ? 24 : 19;
    sh.rect(36, y, lw, h, '#eaf2f4'); sh.text(label, 40, y + (h - 8) / 2, { size: 8 });
    sh.rect(xs[0]!, y, cw, h); sh.rect(xs[1]!, y, cw, h);
    cell(sh, { label, key, val: av, plain: ap }, xs[0]!, y, cw, h);
    cell(sh, { label, key: `affiliate.${key}`, val: fv, plain: fp }, xs[1]!, y, cw, h);
    y += h;
  }
  y = heading(sh, '2.  FUNDING REQUEST', 36, y + 14, 540, '#cfe3e8');
  const req: Row[] = [{ label: 'Amount Requested', key: 'amount', val: m.amount }, { label: 'Use of Proceeds', key: 'use', plain: m.useOfFunds }];
  if (rng.chance(0.7)) req.push({ label: 'Proposed Payment', key: 'payment', val: m.payment }, { label: 'Payment Frequency', key: 'freq', val: m.freqVal });
  if (rng.chance(0.5)) req.push({ label: 'No. of Payments', key: 'n_payments', val: m.nPayments });
  req.push({ label: 'Monthly Gross Sales', key: 'monthly_sales', val: d.monthlySales });
  y = kv(sh, 36, y, 540, 110, req, { pairs: 2, h: 19 });
  y = heading(sh, '3.  EXISTING ADVANCES AND LOANS (applicant and related company)', 36, y + 14, 540, '#cfe3e8');
  decoyTable(sh, 36, y, [['Funder / Lender', 240], ['Balance', 150], ['Payment', 150]],
    [...d.funders.map((f) => [f.name, f.balance, f.payment]), [null, null, null]], 'funder');
  sh.text('Page 1 of 2', 36, 760, { size: 7, color: '#666' });

  sh.newPage();
  y = heading(sh, '4.  OWNERS AND GUARANTORS', 36, 40, 540, '#cfe3e8');
  const taxW = 92;
  y = ownersByRow(sh, m, 36, y, [['Name', 150, (o) => o.name], ['Title', 82, (o) => o.title], ['% Owned', 50, (o) => o.pct],
    [m.ownerTaxLabel, taxW, (o) => o.tax], ['DOB', 96, (o) => o.dob], ['Credit', 70, (o) => o.credit]], Math.max(3, m.owners.length), 21);
  y = heading(sh, '5.  TRADE REFERENCES', 36, y + 14, 540, '#cfe3e8');
  y = decoyTable(sh, 36, y, [['Company', 320], ['Phone', 220]], d.refs.map((r) => [r.name, r.phone]), 'reference');
  y = heading(sh, '6.  OPERATING ACCOUNT', 36, y + 14, 540, '#cfe3e8');
  y = kv(sh, 36, y, 540, 110, ca
    ? [{ label: 'Institution', key: 'bank', val: d.bank }, { label: 'Transit No.', key: 'transit', val: d.transit }, { label: 'Institution No.', key: 'institution', val: d.institution }, { label: 'Account No.', key: 'account', val: d.account }]
    : [{ label: 'Bank', key: 'bank', val: d.bank }, { label: 'Routing No.', key: 'routing', val: d.routing }, { label: 'Account No.', key: 'account', val: d.account }],
  { pairs: 2, h: 19 });
  y = heading(sh, '7.  CERTIFICATION', 36, y + 14, 540, '#cfe3e8');
  const text = `The applicant and each guarantor certify that the information above, including the information about the related company, is accurate, and authorize Harborgate Commercial Funding and its assignees to obtain credit reports and bank verifications${ca ? ' in accordance with PIPEDA' : ''}.`;
  y = paragraph(sh, text, 40, y + 6, 530);
  signatures(sh, m, 40, y + 6, 530, dec(fmtDate(rng, { y: 2025, m: rng.int(8, 11), d: rng.int(1, 28) }, m.country)));
  sh.text('Page 2 of 2', 36, 760, { size: 7, color: '#666' });
}
