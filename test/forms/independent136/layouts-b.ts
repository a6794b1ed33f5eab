// Northlake (Canadian renewal / top-up, BN with program account, SIN, PIPEDA) and Summit Gate (US refinance
// worksheet: prior application, current funder's offer and this request side by side; sole proprietors with an SSN).
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { A, advancesTable, businessTruth, decoyBlock, formatFreq, FREQ_LABELS, O, ownerName, ownerTruth, signature, usEntityText } from './common.ts';
import type { Pen } from './pen.ts';
import { date, ein, fmtEin, fmtSsn, luhnComplete, merchant, money, plainMoney, request, ssn } from './values.ts';

const W = 540, X = 36;

export function northlake(pen: Pen, rng: Rng): TruthApplication {
  const sole = rng.chance(0.25);
  const m = merchant(rng, 'CA', rng.pick([1, 1, 2]), { soleProp: sole });
  const r = request(rng, m);
  const t = businessTruth(m);
  const bn = luhnComplete(`${rng.int(1, 8)}${rng.digits(7)}`);
  const prog = rng.pick(['RC0001', 'RT0001', 'RC0002']);
  const bnText = rng.pick([`${bn} ${prog}`, `${bn}${prog}`, `${bn.slice(0, 3)} ${bn.slice(3, 6)} ${bn.slice(6)} ${prog}`]);
  t.business_tax_id = `${bn}${prog}`; t.business_tax_id_type = 'BN'; t.business_tax_id_country = 'CA';
  pen.text('NORTHLAKE MERCHANT FUNDING INC.', X, 28, 14, { bold: true, color: '#7a1f1f' });
  pen.text('Renewal / Top-Up Application  —  Canada', X, 46, 9.5);
  pen.text('181 Bay Street, Suite 2200, Toronto ON M5J 2T3  ·  1-888-555-0199', X, 58, 7, { color: '#555' });
  pen.line('Broker / ISO:', 'iso_rep', m.isoRep, 390, 38, 186, [], 'iso_rep');
  pen.line('Current Advance No.:', 'adv_no', `NL-${rng.digits(5)}`, 390, 54, 186, [], 'advance_number');
  let y = 72;
  pen.band('A. BUSINESS', X, y, W, '#7a1f1f'); y += 14;
  pen.cell('Legal Name', 'legal_name', m.legal, X, y, 290, 24, [A('legal_name')]);
  pen.cell('Operating Name (O/A)', 'operating_name', m.dbaPrinted, X + 290, y, 250, 24, m.dba ? [A('trade_name')] : [], m.dba ? undefined : 'dba_same');
  y += 24;
  pen.cell('Business Number (BN) incl. program account', 'bn', bnText, X, y, 200, 24, [A('business_tax_id')]);
  pen.cell('Date Established', 'start', m.startPrinted, X + 200, y, 110, 24, [A('business_start_date')]);
  pen.cell('Jurisdiction of Incorporation', 'inc_juris', sole ? '' : m.stateOfInc, X + 310, y, 120, 24, [], 'state_of_incorporation');
  pen.cell('Employees', 'employees', String(m.employees), X + 430, y, 110, 24);
  y += 24;
  pen.cell('Street Address', 'street', m.street, X, y, 230, 24);
  pen.cell('City', 'city', m.city, X + 230, y, 130, 24);
  pen.cell('Province', 'province', m.region, X + 360, y, 80, 24, [A('state_region')]);
  pen.cell('Postal Code', 'postal', m.zip, X + 440, y, 100, 24);
  y += 24;
  pen.rect(X, y, 340, 24);
  pen.text('Legal Structure', X + 2.5, y + 2.5, 6.2, { color: '#333' });
  const kinds: [string, string][] = [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['Co-operative', 'cooperative']];
  let cx = X + 6;
  for (const [label, id] of kinds) {
    const on = sole ? id === 'sole_proprietorship' : id === 'ca_corporation';
    if (on) t.type_of_entity = id;
    cx = pen.check(`ent_${id}`, label, on, cx, y + 12, on ? [A('type_of_entity')] : [], 7.5);
  }
  pen.cell('Nature of Business', 'industry', m.industryText, X + 340, y, 200, 24, [A('industry')]);
  y += 30;
  pen.band('B. CURRENT ADVANCE WITH NORTHLAKE & OTHER FUNDERS', X, y, W, '#7a1f1f'); y += 16;
  y = advancesTable(pen, rng, m.advances, X, y, W, true, 'cur') + 4;
  const first = m.advances[0]!;
  const remitted = Math.round((first.original * 1.35 - first.balance) * 100) / 100;
  pen.line('Remitted to date: $', 'remitted', remitted.toLocaleString('en-CA', { minimumFractionDigits: 2 }), X, y + 12, 200, [], 'remitted_to_date');
  pen.line('% paid in:', 'paid_in', `${Math.round(remitted / (first.original * 1.35) * 100)} %`, X + 205, y + 12, 110, [], 'renewal_paid_in');
  pen.line('Previous application amount: $', 'prior_amount', (Math.round(first.original / 1000) * 1000).toLocaleString('en-CA'), X + 320, y + 12, 220, [], 'prior_requested_amount');
  y += 24;
  pen.band('C. TOP-UP REQUEST', X, y, W, '#7a1f1f'); y += 14;
  const maxTop = rng.chance(0.2);
  pen.cell('Top-up / renewal amount requested (CAD)', 'req_amount', maxTop ? '' : money(rng, r.amount, true), X, y, 190, 26, maxTop ? [] : [A('requested_amount')]);
  t.requested_amount = maxTop ? null : r.amount;
  pen.rect(X + 190, y, 150, 26);
  pen.check('max_topup', 'Maximum available top-up', maxTop, X + 195, y + 9, [], 7.5);
  const payoff = m.advances.reduce((s, a) => s + a.payoff, 0);
  pen.cell('Est. net proceeds after payoff (CAD)', 'net_funding', maxTop ? '' : plainMoney(Math.round((r.amount - payoff) * 100) / 100), X + 340, y, 200, 26, [], 'net_funding');
  y += 26;
  pen.cell('Requested remittance (CAD)', 'req_payment', money(rng, r.payment, true), X, y, 160, 26, [A('requested_payment')]);
  t.requested_payment = r.payment;
  pen.rect(X + 160, y, 260, 26);
  pen.text('Remittance frequency', X + 163, y + 2.5, 6.2, { color: '#333' });
  cx = X + 166;
  for (const [f, label] of FREQ_LABELS) cx = pen.check(`freq_${f}`, label, f === r.freq, cx, y + 13, f === r.freq ? [A('payment_frequency')] : [], 7.5);
  t.payment_frequency = r.freq;
  pen.cell('Number of remittances', 'req_n', String(r.n), X + 420, y, 120, 26, [A('number_of_payments')]);
  t.number_of_payments = r.n;
  y += 32;
  pen.band('D. PRINCIPALS (25% OR MORE)', X, y, W, '#7a1f1f'); y += 14;
  m.owners.forEach((o, i) => {
    pen.cell('Full Name', `o${i}_name`, ownerName(o, 'first-last'), X, y, 170, 24, [O(i, 'first_name'), O(i, 'last_name')]);
    pen.cell('Title', `o${i}_title`, o.role, X + 170, y, 90, 24, [O(i, 'role')]);
    pen.cell('Ownership', `o${i}_pct`, `${o.ownership}%`, X + 260, y, 60, 24, [O(i, 'ownership')]);
    pen.cell('SIN', `o${i}_sin`, o.taxPrinted, X + 320, y, 110, 24, o.masked || o.blankTax ? [] : [O(i, 'tax_id')], o.masked ? 'masked_sin' : undefined);
    pen.cell('Date of Birth', `o${i}_dob`, o.dobPrinted, X + 430, y, 110, 24, o.dob ? [O(i, 'date_of_birth')] : []);
    y += 24;
    pen.cell('Home Address', `o${i}_home`, o.home, X, y, 320, 23, [], 'owner_home_address');
    pen.cell('Mobile', `o${i}_cell`, o.phone, X + 320, y, 220, 23, [], 'owner_phone');
    y += 27;
    t.applicants.push(ownerTruth(o, 'CA', false));
  });
  pen.band('E. BANKING, PREMISES & REFERENCE', X, y, W, '#7a1f1f'); y += 14;
  y = decoyBlock(pen, m, X, y, W, true) + 6;
  pen.text('PIPEDA consent: each principal consents to Northlake Merchant Funding Inc. and its funding partners collecting, using and disclosing '
    + 'personal information, including credit reports from Equifax Canada and TransUnion, to assess this renewal and to obtain a payout '
    + 'statement from each funder listed in Section B. Consent may be withdrawn subject to legal and contractual restrictions.', X, y, 6.5, { width: W });
  y += 32;
  signature(pen, rng, m.owners.map((o) => ownerName(o, 'first-last')), X, y, W, date(rng, 2025, 2025, 'iso')[1]);
  return t;
}

export function summitgate(pen: Pen, rng: Rng): TruthApplication {
  const sole = rng.chance(0.4);
  const m = merchant(rng, 'US', rng.pick([1, 2]), { soleProp: sole });
  const r = request(rng, m);
  const t = businessTruth(m);
  let taxText: string;
  if (sole) {
    const d = rng.chance(0.5) ? m.owners[0]!.taxDigits : ssn(rng);
    taxText = fmtSsn(d);
    t.business_tax_id = d; t.business_tax_id_type = 'SSN'; t.type_of_entity = 'sole_proprietorship';
  } else {
    const d = ein(rng);
    taxText = fmtEin(d);
    t.business_tax_id = d; t.business_tax_id_type = 'EIN';
  }
  t.business_tax_id_country = 'US';
  const [entText, entId] = sole ? [rng.pick(['Sole Proprietor', 'Sole Prop.', 'Sole Proprietorship']), 'sole_proprietorship'] : usEntityText(rng, m.legal);
  t.type_of_entity = entId;
  pen.text('Summit Gate Advisors', X, 28, 17, { font: 'Times-Bold' });
  pen.text('REFINANCE REQUEST WORKSHEET & APPLICATION', X, 50, 9, { bold: true });
  pen.text('For merchants with an open advance. Complete every line; attach the last 4 months of statements and a payoff letter.', X, 62, 7, { color: '#444' });
  let y = 86;
  pen.line('Business legal name:', 'legal_name', m.legal, X, y, 320, [A('legal_name')]);
  pen.line('Trade name (DBA):', 'dba', m.dbaPrinted, X + 320, y, 220, m.dba ? [A('trade_name')] : [], m.dba ? undefined : 'dba_same');
  y += 20;
  pen.line('Type of entity:', 'entity', entText, X, y, 170, [A('type_of_entity')]);
  pen.line(sole ? 'Tax ID (SSN if no EIN):' : 'Tax ID (EIN):', 'tax_id', taxText, X + 170, y, 200, [A('business_tax_id')]);
  pen.line('In business since:', 'start', m.startPrinted, X + 370, y, 170, [A('business_start_date')]);
  y += 20;
  pen.line('Street:', 'street', m.street, X, y, 230);
  pen.line('City:', 'city', m.city, X + 230, y, 130);
  pen.line('State:', 'state', m.region, X + 360, y, 70, [A('state_region')]);
  pen.line('ZIP:', 'zip', m.zip, X + 430, y, 110);
  y += 20;
  pen.line('What does the business do?', 'industry', m.industryText, X, y, 300, [A('industry')]);
  pen.line('Phone:', 'phone', m.phone, X + 300, y, 120);
  pen.line('Incorporated in:', 'inc_state', sole ? '' : m.stateOfInc, X + 420, y, 120, [], 'state_of_incorporation');
  y += 16;
  pen.band('OPEN ADVANCE(S)', X, y, W, '#2d4a2d'); y += 16;
  y = advancesTable(pen, rng, m.advances, X, y, W, false, 'open') + 12;
  pen.band('REFINANCE TERMS — COMPARE', X, y, W, '#2d4a2d'); y += 14;
  const [, priorDate] = date(rng, 2023, 2024, 'us2');
  const prior = { amount: Math.round(m.advances[0]!.original / 1000) * 1000, payment: m.advances[0]!.payment, n: m.advances[0]!.freq === 'Daily' ? 140 : 32, freq: m.advances[0]!.freq };
  const offer = Math.round(r.amount * rng.float(0.7, 1.3) / 2500) * 2500;
  const asMax = rng.chance(0.15);
  const cols: [string, number][] = [['', 150], [`Prior Application (${priorDate})`, 130], ['Current Funder Renewal Offer', 130], ['THIS REQUEST', 130]];
  let cx = X;
  for (const [label, w] of cols) { pen.rect(cx, y, w, 14, label === 'THIS REQUEST' ? '#d9ead3' : '#eeeeee'); pen.text(label, cx + 3, y + 4, 6.8, { bold: true }); cx += w; }
  y += 14;
  const freqText = formatFreq(r.freq, rng);
  const rows: [string, string, string, string, string, string[]][] = [
    ['Funding amount', money(rng, prior.amount), plainMoney(offer), asMax ? 'MAX APPROVAL' : money(rng, r.amount), 'amount', asMax ? [] : [A('requested_amount')]],
    ['Payment', plainMoney(prior.payment), plainMoney(Math.round(offer * 1.38 / 120 * 100) / 100), money(rng, r.payment), 'payment', [A('requested_payment')]],
    ['Payment frequency', prior.freq, 'Daily', freqText, 'freq', [A('payment_frequency')]],
    ['Number of payments', String(prior.n), '120', String(r.n), 'n', [A('number_of_payments')]],
  ];
  for (const [label, a, b, c, key, keys] of rows) {
    pen.rect(X, y, 150, 20); pen.text(label, X + 3, y + 6, 7.5);
    pen.rect(X + 150, y, 130, 20); pen.value(`prior_${key}`, a, X + 152, y + 17, 126, [], `prior_application_${key}`);
    pen.rect(X + 280, y, 130, 20); pen.value(`offer_${key}`, b, X + 282, y + 17, 126, [], `funder_offer_${key}`);
    pen.rect(X + 410, y, 130, 20); pen.value(`req_${key}`, c, X + 412, y + 17, 126, keys);
    y += 20;
  }
  t.requested_amount = asMax ? null : r.amount; t.requested_payment = r.payment; t.payment_frequency = r.freq; t.number_of_payments = r.n;
  const payoff = m.advances.reduce((s, a) => s + a.payoff, 0);
  y += 14;
  pen.line('Payoff of open advance(s): $', 'payoff_total', payoff.toFixed(2), X, y, 220, [], 'payoff_total');
  pen.line('Net funding after payoff: $', 'net_funding', asMax ? '' : (r.amount - payoff).toFixed(2), X + 220, y, 200, [], 'net_funding');
  pen.line('Paid in:', 'paid_in', `${rng.int(45, 90)}%`, X + 420, y, 120, [], 'renewal_paid_in');
  y += 16;
  pen.band('OWNERSHIP', X, y, W, '#2d4a2d'); y += 26;
  m.owners.forEach((o, i) => {
    pen.line('Owner (Last, First):', `o${i}_name`, ownerName(o, 'last-first'), X, y, 230, [O(i, 'first_name'), O(i, 'last_name')]);
    pen.line('Title:', `o${i}_title`, o.role, X + 230, y, 130, [O(i, 'role')]);
    pen.line('Own %:', `o${i}_pct`, `${o.ownership}`, X + 360, y, 70, [O(i, 'ownership')]);
    pen.line('Credit score:', `o${i}_fico`, o.credit === null ? '' : String(o.credit), X + 430, y, 110, o.credit === null ? [] : [O(i, 'credit_score')]);
    y += 20;
    pen.line('SSN:', `o${i}_ssn`, o.taxPrinted, X, y, 150, o.masked || o.blankTax ? [] : [O(i, 'tax_id')], o.masked ? 'masked_ssn' : undefined);
    pen.line('Birth date:', `o${i}_dob`, o.dobPrinted, X + 150, y, 140, o.dob ? [O(i, 'date_of_birth')] : []);
    pen.line('Home:', `o${i}_home`, o.home, X + 290, y, 250, [], 'owner_home_address');
    y += 22;
    t.applicants.push(ownerTruth(o, 'US', true));
  });
  pen.band('BANK / LANDLORD / REFERENCE', X, y, W, '#2d4a2d'); y += 14;
  y = decoyBlock(pen, m, X, y, W, false) + 6;
  pen.text('I authorize Summit Gate Advisors and the funders it presents this request to, to obtain a payoff letter from my current funder, '
    + 'pull business and personal credit, and verify the information on this worksheet. The prior-application and funder-offer columns are for '
    + 'comparison only.', X, y, 6.5, { width: W });
  signature(pen, rng, m.owners.map((o) => ownerName(o, 'first-last')), X, y + 28, W, date(rng, 2025, 2025, 'us')[1]);
  return t;
}
