// Layout "quorum": Quorum Grid Funding, a funder whose application is a numbered question grid (No. | Question |
// Answer). Entity type and payment schedule are checkbox rows inside answer cells; owners are blocks of numbered
// questions on page 2; open advances, landlord, referral and bank questions are answered with decoys.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './sheet.ts';
import { dec, type Model } from './model.ts';
import { fmtDate } from './formats.ts';
import { cell, entityChecks, freqChecks, paragraph, signatures, type Row } from './tables.ts';

function grid(sh: Sheet, x: number, y: number, rows: Row[], first: number, numFmt: (n: number) => string, h = 18): number {
  const nw = 30, qw = 236, aw = 274;
  sh.rect(x, y, nw, 16, '#3c4a3e'); sh.rect(x + nw, y, qw, 16, '#3c4a3e'); sh.rect(x + nw + qw, y, aw, 16, '#3c4a3e');
  sh.text('No.', x + 4, y + 4, { size: 8, bold: true, color: '#ffffff' });
  sh.text('Question', x + nw + 4, y + 4, { size: 8, bold: true, color: '#ffffff' });
  sh.text('Answer', x + nw + qw + 4, y + 4, { size: 8, bold: true, color: '#ffffff' });
  y += 16;
  for (const [i, r] of rows.entries()) {
    sh.rect(x, y, nw, h, '#edf2ec'); sh.rect(x + nw, y, qw, h, '#f7f9f6'); sh.rect(x + nw + qw, y, aw, h);
    sh.text(numFmt(first + i), x + 5, y + 5, { size: 8, bold: true });
    sh.text(r.label, x + nw + 4, y + 5, { size: r.label.length > 52 ? 6.8 : 7.8 });
    cell(sh, r, x + nw + qw, y, aw, h);
    y += h;
  }
  return y;
}

export function drawQuorum(sh: Sheet, m: Model, rng: Rng): void {
  const ca = m.country === 'CA';
  const d = m.decoys;
  const numFmt = rng.pick([(n: number) => `${n}.`, (n: number) => `Q${n}`, (n: number) => String(n).padStart(2, '0')]);
  sh.typedFont = rng.pick(['Courier', 'Helvetica']);
  sh.newPage();
  sh.text('QUORUM GRID FUNDING', 36, 34, { size: 17, bold: true, color: '#2f4a33' });
  sh.text('Revenue-Based Funding Questionnaire  -  answer every question; write N/A where it does not apply', 36, 56, { size: 8 });
  sh.text(`Ref. QGF-${rng.int(10000, 99999)}`, 480, 38, { size: 8 });
  const fa = d.funders[0]!;
  const rows: Row[] = [
    { label: `Legal name of the business (as filed with the ${ca ? 'CRA' : 'IRS'})`, key: 'legal', val: m.legal },
    { label: ca ? 'Operating name (O/A), if different' : 'Trade name / DBA, if different', key: 'dba', val: m.dba },
    { label: 'Legal structure (check one)', key: 'entity', checks: entityChecks(m, (xs) => rng.pick(xs)), tag: 'Legal structure' },
    { label: `Business tax ID - ${m.taxLabel}`, key: 'tax_id', val: m.taxId, tag: m.taxLabel },
    m.start ? { label: 'Date the business was started', key: 'start', val: m.start } : { label: 'How many years in business?', key: 'years', plain: m.years },
    { label: ca ? 'Province or jurisdiction of incorporation' : 'State of incorporation / organization', key: 'state_of_inc', val: d.stateOfInc },
    { label: 'Business street address', key: 'street', plain: m.street },
    { label: ca ? 'City, province and postal code' : 'City, state and ZIP code', key: 'city', val: m.cityLine },
    { label: 'Business phone and e-mail', key: 'phone', plain: `${m.phone}  ${m.email}` },
    { label: 'What does the business do?', key: 'industry', val: m.industry },
    { label: 'Name of landlord or mortgage holder', key: 'landlord', val: d.landlord },
    { label: 'How much funding are you requesting?', key: 'amount', val: m.amount },
    { label: 'Payment you can afford each period', key: 'payment', val: rng.chance(0.8) ? m.payment : null },
    { label: 'Number of payments requested', key: 'n_payments', val: rng.chance(0.8) ? m.nPayments : null },
    { label: 'Payment schedule (check one)', key: 'freq', checks: freqChecks(m), tag: 'Payment schedule' },
    { label: 'Open cash advances? Funder name', key: 'funder', val: fa.name },
    { label: 'Open advance: current balance', key: 'funder_balance', val: fa.balance },
    { label: 'Average monthly deposits (last 3 months)', key: 'monthly_sales', val: d.monthlySales },
    { label: 'Who referred you to Quorum?', key: 'iso', val: d.iso.shop },
  ];
  let y = grid(sh, 36, 72, rows, 1, numFmt, 19);
  sh.text('Continue on page 2. Questions 20 onward concern each owner with 20% or more.', 36, y + 8, { size: 7.5 });
  sh.text('Page 1 of 2', 36, 760, { size: 7, color: '#666' });

  sh.newPage();
  sh.text('QUORUM GRID FUNDING - OWNERS AND BANKING', 36, 34, { size: 12, bold: true, color: '#2f4a33' });
  const owners: Row[] = [];
  for (const [i, o] of m.owners.entries()) {
    const w = `Owner ${i + 1}`;
    owners.push({ label: `${w}: full legal name`, key: `owner${i + 1}.name`, val: o.name, tag: 'Name' },
      { label: `${w}: title`, key: `owner${i + 1}.title`, val: o.title, tag: 'Title' },
      { label: `${w}: percentage of ownership`, key: `owner${i + 1}.pct`, val: o.pct, tag: '% Owned' },
      { label: `${w}: ${m.ownerTaxLabel}`, key: `owner${i + 1}.tax`, val: o.tax, tag: m.ownerTaxLabel },
      { label: `${w}: date of birth`, key: `owner${i + 1}.dob`, val: o.dob, tag: 'DOB' },
      { label: `${w}: credit score (self-reported)`, key: `owner${i + 1}.credit`, val: o.credit, tag: 'Credit' });
    if (m.owners.length <= 2) owners.push({ label: `${w}: home address`, key: `owner${i + 1}.home`, val: o.home });
  }
  const bank: Row[] = ca
    ? [{ label: 'Financial institution', key: 'bank', val: d.bank }, { label: 'Institution and transit number', key: 'transit', val: dec(`${d.institution.text}-${d.transit.text}`) },
        { label: 'Account number', key: 'account', val: d.account }]
    : [{ label: 'Bank name', key: 'bank', val: d.bank }, { label: 'Bank routing number', key: 'routing', val: d.routing },
        { label: 'Business checking account number', key: 'account', val: d.account }];
  y = grid(sh, 36, 52, [...owners, ...bank], rows.length + 1, numFmt, m.owners.length > 3 ? 16 : 17.5);
  const text = ca
    ? 'Consent (PIPEDA): you consent to Quorum Grid Funding collecting, using and sharing the personal information in this questionnaire, including credit reports, with its funding partners to assess this request.'
    : 'By signing below you certify that every answer is true and complete, and you authorize Quorum Grid Funding and its partners to obtain credit reports and verify the answers above.';
  y = paragraph(sh, text, 40, y + 10, 530);
  signatures(sh, m, 40, y + 4, 530, dec(fmtDate(rng, { y: 2025, m: rng.int(8, 11), d: rng.int(1, 28) }, m.country)));
  sh.text('Page 2 of 2', 36, 760, { size: 7, color: '#666' });
}
