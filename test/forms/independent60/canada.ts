// SnapFund Canada: a mobile web form printed to PDF as tall 390x1200 pages; label above, helper text below each rounded
// input, a step bar ("Step 3 of 4"), a province picker, BN with program account, SIN, PIPEDA consent toggle.
import type { Merchant } from './merchant.ts';
import { A, optionFor, type Pen } from './draw.ts';

export function snapfund(m: Merchant, pen: Pen): void {
  const d = pen.doc, W = 390, H = 1200, X = 22, FW = 346;
  let y = 0, pg = 0;
  const top = () => {
    pen.page(W, H);
    pg++;
    pen.label('snapfund.ca/apply', 0, 8, { size: 7, width: W, align: 'center', color: '#777' });
    d.fillColor('#d52b1e').rect(0, 22, W, 40).fill();
    pen.label('SnapFund', X, 34, { size: 16, bold: true, color: '#ffffff' });
    pen.label('Step 3 of 4', W - 100, 36, { size: 12, color: '#ffffff' });
    ['Eligibility', 'Business', 'Owners', 'Submit'].forEach((s, i) => pen.label(s, X + i * 88, 72, { size: 9, color: i === 2 ? '#d52b1e' : '#999', bold: i === 2 }));
    y = 96;
  };
  const foot = () => pen.label(`${pg} / 3   Printed from Chrome for Android`, 0, H - 18, { size: 7, width: W, align: 'center', color: '#777' });
  const need = (h: number) => { if (y + h > H - 40) { foot(); top(); } };
  const field = (label: string, v: string | null, paths: string[], name: string, help?: string, decoy = false) => {
    need(90);
    pen.label(label, X, y, { size: 14, bold: true, color: '#333' });
    d.lineWidth(1.2).strokeColor('#9aa0a6').roundedRect(X, y + 20, FW, 44, 8).stroke();
    pen.value(v, X + 12, y + 34, { size: 16, w: FW - 24, h: 22, paths, name, decoy });
    if (help) pen.label(help, X, y + 68, { size: 10, color: '#777' });
    y += help ? 90 : 76;
  };
  const head = (t: string) => { need(60); pen.label(t, X, y + 4, { size: 19, bold: true }); y += 38; };
  top();
  head('Your business');
  field('Legal name', m.legal, ['legal_name'], 'legal', 'Exactly as registered with the CRA');
  field('Operating name (O/A)', m.dbaText, ['trade_name'], 'operating', 'Leave blank if the same as the legal name');
  need(100);
  pen.label('Business structure', X, y, { size: 14, bold: true, color: '#333' });
  const opts: [string, string[]][] = [['Corporation', ['ca_corporation']], ['Sole Prop', ['sole_proprietorship']], ['Partnership', ['general_partnership']], ['ULC', ['ca_ulc']]];
  pen.segments(opts.map((o) => o[0]), optionFor(m.entityId, opts), X, y + 20, FW, 40, 'structure', ['type_of_entity'], 12);
  y += 76;
  field('Business Number (BN)', m.taxText, ['business_tax_id'], 'bn', '9 digits + program account, e.g. 123456789 RC0001');
  field('Industry', m.industryText, ['industry'], 'industry');
  field(m.yearsText ? 'Time in business' : 'Date incorporated / started', m.yearsText ?? m.startText, m.yearsText ? [] : ['business_start_date'], 'started');
  field('Street address', m.street, [], 'street');
  field('City', m.city, [], 'city');
  need(90);
  pen.label('Province', X, y, { size: 14, bold: true, color: '#333' });
  d.lineWidth(1.2).strokeColor('#9aa0a6').roundedRect(X, y + 20, 200, 44, 8).stroke();
  pen.value(m.regionName, X + 12, y + 34, { size: 16, w: 160, h: 22, paths: ['state_region'], name: 'province' });
  d.fillColor('#555').polygon([X + 182, y + 38], [X + 192, y + 38], [X + 187, y + 45]).fill().fillColor('#000');
  pen.label('Postal code', X + 214, y, { size: 14, bold: true, color: '#333' });
  d.roundedRect(X + 214, y + 20, FW - 214, 44, 8).stroke();
  pen.value(m.postal, X + 226, y + 34, { size: 16, w: FW - 240, h: 22, name: 'postal' });
  y += 80;
  field('Amount requested (CAD)', m.amountText, ['requested_amount'], 'amount');
  if (m.freq) {
    need(90);
    pen.label('Repayment', X, y, { size: 14, bold: true, color: '#333' });
    pen.segments(['Daily', 'Weekly', 'Bi-weekly', 'Monthly'], ['daily', 'weekly', 'biweekly', 'monthly'].indexOf(m.freq), X, y + 20, FW, 40, 'repay', ['payment_frequency'], 12);
    y += 76;
  }
  head(m.owners.length > 1 ? 'Owners' : 'Owner');
  m.owners.forEach((o, i) => {
    need(120);
    pen.label(`Owner ${i + 1} of ${m.owners.length}`, X, y, { size: 12, color: '#d52b1e', bold: true });
    y += 22;
    field('Full legal name', o.full, [A(i, 'first_name'), A(i, 'last_name')], `o${i}_name`);
    field('Position', o.title, [A(i, 'role')], `o${i}_title`);
    field('Ownership (%)', String(o.pct), [A(i, 'ownership')], `o${i}_pct`);
    field('Social Insurance Number (SIN)', o.taxText, [A(i, 'tax_id')], `o${i}_sin`, 'Used only for a credit check with Equifax Canada');
    field('Date of birth', o.dobText, [A(i, 'date_of_birth')], `o${i}_dob`);
    if (o.credit !== null) field('Credit score, if known', String(o.credit), [A(i, 'credit_score')], `o${i}_score`);
  });
  head('Banking');
  field('Financial institution', m.decoys.bank, [], 'bank', undefined, true);
  field('Transit-institution number', m.decoys.routing, [], 'transit', undefined, true);
  field('Account number', m.decoys.account, [], 'account', undefined, true);
  const rent = pen.rng.chance(0.6);
  if (rent) field('Landlord / property manager', m.decoys.landlord, [], 'landlord', 'For rent verification', true);
  field('Referral code or name (optional)', pen.rng.chance(0.5) ? m.decoys.referrer : null, [], 'referrer', undefined, true);
  need(150);
  pen.toggle(true, X, y, 'pipeda');
  pen.label('I consent to SnapFund collecting, using and disclosing my personal information as described in its Privacy Policy, in accordance with PIPEDA.', X + 56, y, { size: 10.5, width: 290 });
  y += 56;
  pen.toggle(pen.rng.chance(0.5), X, y, 'marketing');
  pen.label('Send me offers by SMS (optional)', X + 56, y + 6, { size: 10.5 });
  y += 44;
  d.fillColor('#d52b1e').roundedRect(X, y, FW, 46, 8).fill();
  pen.label('Continue to Submit', X, y + 15, { size: 16, bold: true, color: '#ffffff', width: FW, align: 'center' });
  foot();
}
