// Layout 1, SwiftLine Funding "Quick App": one page, a dozen cells at most. Which cells exist varies by seed: a field
// may be absent from the form entirely (not blank), "time in business" may replace the start date, and the ISO's
// own contact block, monthly sales and current advances sit right beside the real values.
import type { Profile } from './data.ts';
import type { Sheet } from './draw.ts';
import { F, signature } from './common.ts';

const ORANGE = '#f26b21';

export function drawQuick(sh: Sheet, p: Profile): void {
  const r = sh.rng, ca = p.country === 'CA';
  sh.rect(0, 0, 612, 78, { fill: ORANGE });
  sh.label('SwiftLine', 36, 20, { font: 'Helvetica-Bold', size: 24, color: '#ffffff' });
  sh.label('FUNDING', 36, 48, { font: 'Helvetica', size: 11, color: '#ffe3d1' });
  sh.label('QUICK APP', 400, 18, { font: 'Helvetica-Bold', size: 26, color: '#ffffff' });
  sh.label('1 page  -  decision in 4 hours  -  no obligation', 400, 50, { size: 8, color: '#ffffff' });
  sh.label('Fill in what you know. Your funding advisor completes the rest.', 36, 88, { font: 'Helvetica-Oblique', size: 9, color: '#555555' });
  let col = 0, y = 108;
  const cellH = 32, X = [36, 312], W = 264;
  const cell = (label: string, span: 1 | 2 = 1): [number, number, number] => {
    if (span === 2 && col === 1) { col = 0; y += cellH; }
    const x = X[col]!, w = span === 2 ? W * 2 + 12 : W;
    sh.label(label.toUpperCase(), x, y, { font: 'Helvetica-Bold', size: 6.5, color: '#8a5a3c' });
    sh.line(x, y + 25, x + w, y + 25, '#c9c9c9', 0.7);
    const at: [number, number, number] = [x + 2, y + 11, w - 4];
    if (span === 2 || col === 1) { col = 0; y += cellH; } else col = 1;
    return at;
  };
  const put = (key: string, text: string, fields: Record<string, unknown> | null, [x, yy, w]: [number, number, number]) =>
    fields ? sh.value(key, text, fields, x, yy, { w, size: 11 }) : sh.decoy(key, text, x, yy, { w, size: 11 });
  const section = (t: string) => { if (col) { col = 0; y += cellH; } sh.label(t, 36, y + 2, { font: 'Helvetica-Bold', size: 10, color: ORANGE }); y += 18; };

  section('YOUR BUSINESS');
  put('legal_name', p.legal, F.legal(p), cell(ca ? 'Legal business name' : 'Business legal name', 2));
  if (r.chance(0.6)) put('trade_name', p.dba.text, F.dba(p), cell(ca ? 'Operating as (O/A)' : 'DBA'));
  if (r.chance(0.6)) put('type_of_entity', p.entity.text, F.entity(p), cell('Entity type'));
  if (r.chance(0.7)) put('industry', p.industry.text, F.industry(p), cell('What does the business do?'));
  if (p.tax && r.chance(0.6)) put('business_tax_id', p.tax.text, F.tax(p), cell(ca ? 'Business Number (BN)' : p.tax.label));
  if (r.chance(0.4)) put('street', p.street, null, cell('Street'));
  put('city_state', p.cityLine, F.state(p), cell(ca ? 'City / Province / Postal code' : 'City / State / ZIP'));
  put('phone', p.phone, null, cell('Business phone'));
  const tib = r.weighted([['date', 5], ['years', 3], ['none', 2]] as const);
  if (tib === 'date' && p.start) put('business_start_date', p.start.text, F.start(p), cell('Business start date'));
  if (tib === 'years') put('time_in_business', p.years, null, cell('Time in business'));

  section('WHAT YOU NEED');
  put('requested_amount', p.amount.text, F.amount(p), cell('Amount needed'));
  if (r.chance(0.7)) put('monthly_sales', p.monthly, null, cell('Avg. monthly sales'));
  if (r.chance(0.3)) {
    if (p.payment) put('requested_payment', p.payment.text, F.payment(p), cell('Payment you can afford'));
    if (p.freq) put('payment_frequency', p.freq.text, F.freq(p), cell('How often'));
  }
  if (r.chance(0.4)) put('use_of_funds', p.useOfFunds, null, cell('Use of funds'));

  section('ABOUT YOU');
  const o = p.owners[0]!;
  put('owner0.name', o.name, F.name(0, o), cell('Owner name'));
  if (r.chance(0.5)) put('owner0.role', o.role, F.role(0, o), cell('Title'));
  if (r.chance(0.5)) put('owner0.own', o.own!.text, F.own(0, o), cell('% owned'));
  if (r.chance(0.55)) {
    const at = cell(ca ? 'SIN' : 'SSN');
    if (o.tax) put('owner0.tax', o.tax.text, F.otax(0, o), at);
  }
  if (o.dob && r.chance(0.45)) put('owner0.dob', o.dob.text, F.dob(0, o), cell('Date of birth'));
  if (o.credit && r.chance(0.6)) put('owner0.credit', o.credit.text, F.credit(0, o), cell('Est. credit score'));
  put('owner0.cell', o.cell, null, cell('Mobile'));
  const o2 = p.owners[1];
  if (o2 && r.chance(0.75)) {
    put('owner1.name', o2.name, F.name(1, o2), cell('Partner name (if any)'));
    if (r.chance(0.6)) put('owner1.own', o2.own!.text, F.own(1, o2), cell('Partner % owned'));
  }
  const f = p.funders[0];
  if (f) {
    section('CURRENT ADVANCES');
    put('funder.name', f.name, null, cell('Funder'));
    put('funder.balance', `${f.balance} bal. / ${f.payment}`, null, cell('Balance / payment'));
  }
  if (col) y += cellH;
  y = Math.max(y + 6, 590);
  sh.label('By signing, you authorize SwiftLine Funding and its partners to obtain business and personal credit reports and to verify the '
    + 'information above' + (ca ? ' (consent under PIPEDA).' : '.'), 36, y, { size: 7, w: 540, color: '#555555' });
  y += 30;
  sh.line(36, y + 16, 300, y + 16, '#444444');
  sh.label('Signature', 36, y + 19, { size: 6.5 });
  signature(sh, 50, y + 10, 150);
  sh.line(330, y + 16, 470, y + 16, '#444444');
  sh.label('Date', 330, y + 19, { size: 6.5 });
  sh.decoy('signed_date', p.signed, 334, y + 2, { size: 10 });
  y += 40;
  sh.rect(36, y, 540, 56, { fill: '#fff3ec' });
  sh.label('FOR OFFICE USE  -  SUBMITTED BY ISO', 44, y + 6, { font: 'Helvetica-Bold', size: 7, color: '#8a5a3c' });
  sh.label('Rep', 44, y + 22, { size: 7 });
  sh.decoy('rep.name', p.rep.name, 70, y + 19, { size: 10, hand: false });
  sh.label('Company', 220, y + 22, { size: 7 });
  sh.decoy('rep.company', p.rep.company, 256, y + 19, { size: 10, hand: false });
  sh.label('Phone', 420, y + 22, { size: 7 });
  sh.decoy('rep.phone', p.rep.phone, 446, y + 19, { size: 10, hand: false });
  sh.label(`Ref # SL-${r.digits(6)}`, 44, y + 40, { size: 7, color: '#8a5a3c' });
}
