// Mobile web forms printed to PDF: TapFund (one tall 390-pt page per ~1800 pt, labels above rounded inputs, segmented
// controls, "Step 2 of 4") and PocketCap (phone-screen pages, one step each, floating labels inside the inputs).
import type { Merchant } from './merchant.ts';
import { A, optionFor, type Pen } from './draw.ts';

const FREQ_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-weekly', monthly: 'Monthly' };

/** TapFund Capital: label above a rounded input, big fonts, one field per row (two short ones side by side). */
export function tapfund(m: Merchant, pen: Pen): void {
  const d = pen.doc, W = 390, H = 1800, X = 20, FW = 350;
  let y = 0;
  const top = () => {
    pen.page(W, H);
    pen.label('3/11/25, 10:04 AM', 8, 6, { size: 7, color: '#666' });
    pen.label('TapFund Capital | Apply', 150, 6, { size: 7, color: '#666' });
    pen.label('Step 2 of 4', X, 30, { size: 13, bold: true, color: '#1f5eff' });
    [0, 1, 2, 3].forEach((i) => d.fillColor(i < 2 ? '#1f5eff' : '#dde3ee').roundedRect(X + i * 88, 50, 82, 6, 3).fill());
    d.fillColor('#000');
    y = 72;
  };
  const need = (h: number) => { if (y + h > H - 40) { pen.label('https://apply.tapfundcapital.com/app/step-2', 8, H - 16, { size: 7, color: '#666' }); top(); } };
  const field = (label: string, v: string | null, paths: string[], name: string, w = FW, x = X, advance = true) => {
    need(80);
    pen.label(label, x, y, { size: 13, color: '#4a5160' });
    d.lineWidth(1).strokeColor('#b8bec9').roundedRect(x, y + 20, w, 42, 10).stroke();
    pen.value(v, x + 12, y + 33, { size: 16, w: w - 24, h: 22, paths, name });
    if (advance) y += 78;
  };
  const pair = (a: Parameters<typeof field>, b: Parameters<typeof field>) => {
    need(80);
    field(a[0], a[1], a[2], a[3], 170, X, false);
    field(b[0], b[1], b[2], b[3], 170, X + 180);
  };
  const head = (t: string) => { need(60); pen.label(t, X, y + 8, { size: 20, bold: true }); y += 44; };
  top();
  head('Tell us about your business');
  field('Legal business name', m.legal, ['legal_name'], 'legal_name');
  field('DBA (optional)', m.dbaText, ['trade_name'], 'dba');
  need(110);
  pen.label('Business type', X, y, { size: 13, color: '#4a5160' });
  const opts: [string, string[]][] = [['LLC', ['llc']], ['Corp', ['c_corporation', 'ca_corporation']], ['Sole Prop', ['sole_proprietorship']], ['Other', []]];
  const sel = optionFor(m.entityId, opts);
  pen.segments(opts.map((o) => o[0]), sel, X, y + 20, FW, 40, 'entity', sel < 3 ? ['type_of_entity'] : [], 13);
  y += 74;
  if (sel === 3) field('If other, specify', m.entityText, ['type_of_entity'], 'entity_other');
  field(m.country === 'CA' ? 'Business Number (BN)' : m.taxType === 'SSN' ? 'Tax ID (EIN or SSN)' : 'EIN', m.taxText, ['business_tax_id'], 'tax_id');
  field('What does your business do?', m.industryText, ['industry'], 'industry');
  if (m.yearsText) field('Time in business', m.yearsText, [], 'years');
  else field('Business start date', m.startText, ['business_start_date'], 'start_date');
  field('Street address', m.street, [], 'street');
  pair(['City', m.city, [], 'city'], [m.country === 'CA' ? 'Province' : 'State', m.region, ['state_region'], 'state']);
  pair([m.country === 'CA' ? 'Postal code' : 'ZIP', m.postal, [], 'zip'], ['Mobile phone', m.phone, [], 'phone']);
  field('Email', m.email, [], 'email');
  need(100);
  pen.label('Do you own or rent your location?', X, y, { size: 13, color: '#4a5160' });
  const rent = pen.rng.chance(0.7);
  pen.segments(['Own', 'Rent'], rent ? 1 : 0, X, y + 20, FW, 40, 'own_rent', [], 13);
  y += 74;
  if (rent) pair(['Landlord name', m.decoys.landlord, [], 'landlord'], ['Monthly rent', m.decoys.rent, [], 'rent']);
  pen.printed.filter((p) => p.text === m.decoys.landlord || p.text === m.decoys.rent).forEach((p) => (p.decoy = true));
  head('Funding');
  field('How much do you need?', m.amountText, ['requested_amount'], 'amount');
  field('What will you use it for?', m.useOfFunds, [], 'use');
  if (m.freq && m.freq !== 'biweekly') {
    need(100);
    pen.label('Preferred payment schedule', X, y, { size: 13, color: '#4a5160' });
    const f = ['Daily', 'Weekly', 'Monthly'];
    pen.segments(f, f.indexOf(FREQ_LABEL[m.freq]!), X, y + 20, FW, 40, 'schedule', ['payment_frequency'], 13);
    y += 74;
  }
  m.owners.slice(0, 2).forEach((o, i) => {
    head(i ? 'Second owner' : 'About you (owner)');
    pair(['First name', o.first, [A(i, 'first_name')], `o${i}_first`], ['Last name', o.last, [A(i, 'last_name')], `o${i}_last`]);
    pair(['Title', o.title, [A(i, 'role')], `o${i}_title`], ['Ownership %', `${o.pct}%`, [A(i, 'ownership')], `o${i}_pct`]);
    pair([m.country === 'CA' ? 'SIN' : 'SSN', o.taxText, [A(i, 'tax_id')], `o${i}_ssn`], ['Date of birth', o.dobText, [A(i, 'date_of_birth')], `o${i}_dob`]);
    field('Estimated credit score (optional)', o.credit === null ? null : String(o.credit), [A(i, 'credit_score')], `o${i}_fico`);
  });
  if (m.owners.length > 2) { need(40); pen.label('+ Add another owner', X, y, { size: 13, color: '#1f5eff' }); y += 30; }
  head('Bank & referral');
  field('Business bank', m.decoys.bank, [], 'bank');
  pair(['Routing number', m.decoys.routing, [], 'routing'], ['Account number', m.decoys.account, [], 'account']);
  field('Referred by (optional)', pen.rng.chance(0.6) ? m.decoys.referrer : null, [], 'referrer');
  for (const p of pen.printed) if ([m.decoys.bank, m.decoys.routing, m.decoys.account, m.decoys.referrer].includes(p.text) && !p.paths.length) p.decoy = true;
  need(120);
  pen.toggle(true, X, y, 'consent');
  pen.label('I authorize TapFund Capital and its partners to obtain credit reports and verify the information above.', X + 60, y, { size: 10, width: 290 });
  y += 50;
  d.fillColor('#1f5eff').roundedRect(X, y, FW, 46, 23).fill();
  pen.label('Continue', X, y + 15, { size: 16, bold: true, color: '#ffffff', width: FW, align: 'center' });
  pen.label('https://apply.tapfundcapital.com/app/step-2', 8, H - 16, { size: 7, color: '#666' });
}

/** PocketCap: one phone screen (390x844) per step, floating label inside each input, iOS-style list for the entity. */
export function pocketcap(m: Merchant, pen: Pen): void {
  const d = pen.doc, W = 390, H = 844, X = 18, FW = 354;
  let y = 0;
  const screen = (step: number, title: string) => {
    pen.page(W, H);
    pen.label('9:41', 24, 12, { size: 11, bold: true });
    pen.label('pocketcap.app', 160, 12, { size: 9, color: '#888' });
    pen.label(`Step ${step} of 4`, X, 44, { size: 12, color: '#7a38d8', bold: true });
    [1, 2, 3, 4].forEach((i) => d.fillColor(i <= step ? '#7a38d8' : '#ddd').circle(X + 300 + i * 12, 50, 4).fill());
    d.fillColor('#000');
    pen.label(title, X, 66, { size: 22, bold: true });
    y = 104;
  };
  const field = (label: string, v: string | null, paths: string[], name: string, w = FW, x = X, advance = true) => {
    d.lineWidth(1).strokeColor('#c9c9d1').roundedRect(x, y, w, 48, 12).stroke();
    pen.label(label, x + 12, y + 6, { size: 9, color: '#8a8a96' });
    pen.value(v, x + 12, y + 22, { size: 15, w: w - 24, h: 20, paths, name });
    if (advance) y += 56;
  };
  const dec = (...t: (string | null)[]) => { for (const p of pen.printed) if (!p.paths.length && t.includes(p.text)) p.decoy = true; };
  screen(1, 'Your business');
  field('Legal business name', m.legal, ['legal_name'], 'legal');
  field(m.country === 'CA' ? 'Operating name (O/A)' : 'Doing business as', m.dbaText, ['trade_name'], 'dba');
  pen.label('Business structure', X, y + 2, { size: 12, bold: true });
  y += 20;
  const list: [string, string[]][] = m.country === 'CA'
    ? [['Corporation', ['ca_corporation']], ['Sole Proprietorship', ['sole_proprietorship']], ['Partnership', ['general_partnership']], ['ULC', ['ca_ulc']]]
    : [['LLC', ['llc']], ['Corporation', ['c_corporation']], ['S Corp', ['s_corporation']], ['Sole Proprietor', ['sole_proprietorship']], ['Partnership', ['general_partnership']]];
  const sel = optionFor(m.entityId, list);
  list.forEach(([l], i) => {
    d.lineWidth(0.5).strokeColor('#e2e2e8').moveTo(X, y + 24).lineTo(X + FW, y + 24).stroke();
    pen.label(l, X + 4, y + 6, { size: 13 });
    pen.check(X + FW - 22, y + 5, 13, i === sel, `structure_${l}`, l, ['type_of_entity'], false);
    y += 26;
  });
  y += 8;
  field(m.country === 'CA' ? 'Business Number + program account' : m.taxType === 'SSN' ? 'EIN / SSN' : 'Federal EIN', m.taxText, ['business_tax_id'], 'tax_id');
  field('Industry', m.industryText, ['industry'], 'industry');
  field(m.yearsText ? 'Years in business' : 'Date started', m.yearsText ?? m.startText, m.yearsText ? [] : ['business_start_date'], 'started');
  field('Street', m.street, [], 'street');
  field('City', m.city, [], 'city', 160, X, false);
  field(m.country === 'CA' ? 'Prov.' : 'State', m.region, ['state_region'], 'region', 80, X + 168, false);
  field(m.country === 'CA' ? 'Postal' : 'ZIP', m.postal, [], 'postal', 98, X + 256);
  screen(2, m.owners.length > 1 ? 'Owners' : 'Owner');
  m.owners.forEach((o, i) => {
    pen.label(`Owner ${i + 1}`, X, y, { size: 12, bold: true, color: '#7a38d8' });
    y += 18;
    field('Full name', o.full, [A(i, 'first_name'), A(i, 'last_name')], `o${i}_name`);
    field('Title', o.title, [A(i, 'role')], `o${i}_title`, 230, X, false);
    field('Own %', String(o.pct), [A(i, 'ownership')], `o${i}_pct`, 116, X + 238);
    field(m.country === 'CA' ? 'SIN' : 'SSN', o.taxText, [A(i, 'tax_id')], `o${i}_tax`, 175, X, false);
    field('Birth date', o.dobText, [A(i, 'date_of_birth')], `o${i}_dob`, 171, X + 183);
    if (i === 0 && o.credit !== null) field('Credit score (self-reported)', String(o.credit), [A(i, 'credit_score')], `o${i}_fico`);
    y += 6;
  });
  screen(3, 'Funding');
  field('Amount requested', m.amountText, ['requested_amount'], 'amount');
  if (m.freq) {
    pen.label('Payment schedule', X, y, { size: 12, bold: true });
    pen.segments(['Daily', 'Weekly', 'Bi-weekly', 'Monthly'], ['daily', 'weekly', 'biweekly', 'monthly'].indexOf(m.freq), X, y + 18, FW, 36, 'freq', ['payment_frequency'], 11);
    y += 64;
    field('Payment amount', m.paymentText, ['requested_payment'], 'payment', 175, X, false);
    field('# of payments', String(m.nPayments), ['number_of_payments'], 'n_payments', 171, X + 183);
  }
  field('Average monthly sales', m.monthlySales, [], 'sales');
  const open = pen.rng.chance(0.6);
  pen.toggle(open, X, y + 4, 'open_advance');
  pen.label('I have an open advance or loan', X + 70, y + 10, { size: 12 });
  y += 40;
  if (open) {
    field('Funder', m.decoys.funder, [], 'funder');
    field('Balance', m.decoys.funderBalance, [], 'balance', 175, X, false);
    field('Daily payment', m.decoys.funderPayment, [], 'funder_pmt', 171, X + 183);
  }
  field('Bank', m.decoys.bank, [], 'bank');
  dec(m.decoys.funder, m.decoys.funderBalance, m.decoys.funderPayment, m.decoys.bank, m.monthlySales);
  screen(4, 'Review & sign');
  pen.toggle(true, X, y, 'consent_credit');
  pen.label('I authorize PocketCap and its funding partners to pull business and personal credit and contact my bank.', X + 56, y, { size: 11, width: 296 });
  y += 50;
  if (m.country === 'CA') {
    pen.toggle(true, X, y, 'consent_pipeda');
    pen.label('I consent to the collection and use of my personal information under PIPEDA.', X + 56, y, { size: 11, width: 296 });
    y += 46;
  }
  field('Type your full name to sign', m.owners[0]!.full, [], 'signature');
  field('Date', '03/11/2025', [], 'sign_date');
  pen.label('Your PocketCap advisor', X, y + 6, { size: 11, color: '#888' });
  pen.value(m.decoys.rep, X, y + 22, { size: 13, name: 'advisor', decoy: true });
  pen.value(m.decoys.repPhone, X + 190, y + 22, { size: 13, name: 'advisor_phone', decoy: true });
}
