// Brightwater Funding Group (US): a modern web-to-PDF form: a green stripe, tables with a shaded header row of labels
// and the values in the row beneath, owners as side-by-side cards. Hard parts: a "funding snapshot" of five amounts
// whose order changes, only one of them the request; a free-text entity type; desired payment, frequency and count
// in one table; owners' first and last names in separate cells beside a middle-initial cell; the checkbox fields of
// the fillable version use their own labels as on-states.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './canvas.ts';
import { dbaText, entityWord, fmtBusinessTaxId, fmtDate, fmtMoney, fmtOwnerName, fmtOwnerTaxId, iso, regionFields, type DateForm, type MoneyForm } from './format.ts';
import type { Merchant, Owner } from './merchant.ts';
import { AUTHORIZATION, checkRow, debtColumns, debtTable, decoy, paragraph, questionList, questions, val, type Look, type Val } from './parts.ts';
import type { Layout } from './index.ts';

const GREEN = '#2A7F62';
const LOOK: Look = { font: 'Helvetica', bold: 'Helvetica-Bold', labelSize: 6.8, labelColor: '#1E4D3D', rule: '#A9C7BB' };
const X = 36;

interface Col { label: string; w: number; v?: Val | null }

/** A header row of labels over a row of values. Returns the y below. */
function table(s: Sheet, y: number, cols: Col[], rowH = 18): number {
  let x = X;
  for (const c of cols) {
    s.fill(x, y, c.w, 12, '#E4F1EC');
    s.rect(x, y, c.w, 12 + rowH, 0.5, LOOK.rule);
    s.line(x, y + 12, x + c.w, y + 12, 0.5, LOOK.rule);
    s.text(c.label, x + 3, y + 3, { size: 6.5, font: 'Helvetica-Bold', color: LOOK.labelColor });
    if (c.v) s.value(c.v.key, c.v.text, x + 1, y + 13, c.w - 2, rowH - 2, c.v.fields);
    x += c.w;
  }
  return y + 12 + rowH;
}

function header(s: Sheet, appId: string): void {
  s.addPage();
  s.fill(0, 0, 14, 792, GREEN);
  s.text('brightwater', X, 26, { size: 22, font: 'Helvetica-Bold', color: GREEN });
  s.text('F U N D I N G   G R O U P', X + 2, 50, { size: 7, color: '#555555' });
  s.text('Small Business Funding Application', 300, 28, { size: 12, font: 'Helvetica-Bold', width: 276, align: 'right' });
  s.text(`Application ID ${appId}   |   Page ${s.page} of 3`, 300, 46, { size: 7, color: '#555555', width: 276, align: 'right' });
  s.text('Brightwater Funding Group  -  2100 Ponce de Leon Blvd, Suite 700, Coral Gables, FL 33134  -  brightwaterfunding.example  -  (305) 555-0112',
    X, 768, { size: 6, color: '#777777' });
}

function title(s: Sheet, t: string, y: number): number {
  s.text(t.toUpperCase(), X, y, { size: 9, font: 'Helvetica-Bold', color: GREEN });
  s.line(X, y + 12, 576, y + 12, 0.8, GREEN);
  return y + 18;
}

const FREQ = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' } as const;

function businessPage(s: Sheet, m: Merchant, rng: Rng, money: MoneyForm, dates: DateForm): void {
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  let y = title(s, '1. Funding Snapshot', 74);
  const owed = m.debts.reduce((a, d) => a + d.balance, 0);
  const snap: Col[] = rng.shuffle([
    { label: 'Amount Requested', w: 108, v: val('requested_amount', fmtMoney(m.requested, money), { 'application.requested_amount': m.requested }) },
    { label: 'Annual Revenue', w: 108, v: decoy('annual_revenue', fmtMoney(m.annualRevenue, money)) },
    { label: 'Avg. Monthly Deposits', w: 108, v: decoy('monthly_deposits', fmtMoney(m.monthlyDeposits, money)) },
    { label: 'Avg. Daily Balance', w: 108, v: decoy('average_balance', fmtMoney(m.averageBalance, money)) },
    { label: 'Existing Debt Balances', w: 108, v: owed ? decoy('existing_balances', fmtMoney(owed, money)) : decoy('existing_balances', fmtMoney(0, 'dollars')) },
  ]);
  y = table(s, y, snap, 20) + 14;
  y = title(s, '2. Business Details', y);
  const dba = dbaText(m, pick);
  y = table(s, y, [{ label: 'Legal Business Name', w: 300, v: val('legal_name', m.legal, { 'application.legal_name': m.legal }) },
    { label: 'DBA (if any)', w: 240, v: dba.text ? { key: 'dba', ...dba } : null }]);
  const ent = entityWord(m.entity, 'US', pick);
  const tax = fmtBusinessTaxId(m, false);
  y = table(s, y, [{ label: 'Entity Type', w: 120, v: val('entity', ent.text, { 'application.type_of_entity': ent.id }) },
    { label: m.taxType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Tax ID (EIN / SSN)', w: 130, v: val('tax_id', tax.text, tax.fields) },
    { label: 'Business Start Date', w: 120, v: val('start_date', fmtDate(m.start, dates), { 'application.business_start_date': iso(m.start) }) },
    { label: 'State of Formation', w: 90, v: m.entity !== 'soleprop' && rng.chance(0.7) ? decoy('state_of_incorporation', m.incorporatedIn) : null },
    { label: 'Employees', w: 80, v: decoy('employees', String(m.employees)) }]);
  y = table(s, y, [{ label: 'Street Address', w: 230, v: decoy('business_street', m.address.street) },
    { label: 'City', w: 130, v: decoy('business_city', m.address.city) },
    { label: 'State', w: 60, v: val('business_state', m.address.region, regionFields(m)) },
    { label: 'ZIP', w: 120, v: decoy('business_zip', m.address.postal) }]);
  y = table(s, y, [{ label: 'Industry / What does the business do?', w: 220, v: val('industry', m.trade.text, { 'application.industry': m.trade.id }) },
    { label: 'Business Phone', w: 110, v: decoy('business_phone', m.phone) },
    { label: 'Business Email', w: 210, v: decoy('business_email', m.email) }]);
  y = table(s, y, [{ label: 'Website', w: 200, v: rng.chance(0.6) ? decoy('website', m.website) : null },
    { label: 'Location', w: 80, v: decoy('property', m.landlord ? 'Rent' : 'Own') },
    { label: 'Landlord', w: 160, v: m.landlord ? decoy('landlord_name', m.landlord.name) : null },
    { label: 'Monthly Rent', w: 100, v: m.landlord ? decoy('monthly_rent', fmtMoney(m.landlord.rent, money)) : null }]) + 14;

  y = title(s, '3. Desired Terms', y);
  const terms = rng.chance(0.7);
  table(s, y, [{ label: 'Desired Payment', w: 140, v: terms && rng.chance(0.8)
    ? val('requested_payment', fmtMoney(m.payment.amount, 'cents'), { 'application.requested_payment': m.payment.amount }) : null },
  { label: 'Payment Frequency', w: 260 }, { label: 'Number of Payments', w: 140, v: terms && rng.chance(0.75)
    ? val('number_of_payments', String(m.payment.count), { 'application.number_of_payments': m.payment.count }) : null }]);
  const on = { Daily: 'Daily', Weekly: 'Weekly', 'Bi-Weekly': 'BiWeekly', Monthly: 'Monthly' };
  checkRow(s, 'frequency', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], X + 148, y + 17, terms ? FREQ[m.payment.freq] : null,
    { 'application.payment_frequency': m.payment.freq }, { gap: 12, onStates: on });
  y = table(s, y + 30, [{ label: 'How will you use the funds?', w: 540, v: decoy('use_of_funds', `${m.uses.join(', ')}`) }]) + 14;
  y = title(s, '4. Business Questionnaire', y);
  questionList(s, LOOK, questions(rng, m), X, y, 540, 17);
}

const CARD_ROWS = 12;
function card(s: Sheet, o: Owner, i: number, x: number, y: number, rng: Rng, dates: DateForm): void {
  const w = 264;
  s.fill(x, y, w, 14, GREEN);
  s.text(`OWNER ${i + 1}`, x + 5, y + 4, { size: 7.5, font: 'Helvetica-Bold', color: 'white' });
  const p = `application.applicants[${i}].`;
  const tax = fmtOwnerTaxId(o, i, 'X');
  const credit = rng.chance(0.5);
  const rows: [string, Val | null][] = [
    ['First Name', val(`owner${i + 1}_first`, o.first, { [p + 'first_name']: o.first })],
    ['M.I.', o.middle ? decoy(`owner${i + 1}_mi`, o.middle) : null],
    ['Last Name', val(`owner${i + 1}_last`, o.last, { [p + 'last_name']: o.last })],
    ['Title', val(`owner${i + 1}_title`, o.title, { [p + 'role']: o.title })],
    ['Ownership', val(`owner${i + 1}_pct`, `${o.pct}%`, { [p + 'ownership']: o.pct })],
    ['Date of Birth', val(`owner${i + 1}_dob`, fmtDate(o.dob, dates), { [p + 'date_of_birth']: iso(o.dob) })],
    ['SSN / ITIN', val(`owner${i + 1}_ssn`, tax.text, tax.fields)],
    ['FICO (approx.)', credit ? val(`owner${i + 1}_credit`, String(o.credit), { [p + 'credit_score']: o.credit }) : null],
    ['Home Address', decoy(`owner${i + 1}_street`, o.home.street)],
    ['City, State ZIP', decoy(`owner${i + 1}_city`, `${o.home.city}, ${o.home.region} ${o.home.postal}`)],
    ['Mobile', decoy(`owner${i + 1}_phone`, o.phone)],
    ['Email', decoy(`owner${i + 1}_email`, o.email)],
  ];
  rows.forEach(([label, v], k) => {
    const ry = y + 14 + k * 18;
    s.fill(x, ry, 84, 18, '#E4F1EC');
    s.rect(x, ry, w, 18, 0.5, LOOK.rule);
    s.text(label, x + 4, ry + 6, { size: 6.8, font: 'Helvetica-Bold', color: LOOK.labelColor });
    if (v) s.value(v.key, v.text, x + 85, ry + 1, w - 86, 16, v.fields);
  });
}

function draw(s: Sheet, m: Merchant, rng: Rng): void {
  const money = rng.pick<MoneyForm>(['dollars', 'cents']);
  const dates = rng.pick<DateForm>(['mdy', 'short', 'mdy']);
  const appId = `BW-${rng.digits(6)}`;
  header(s, appId);
  businessPage(s, m, rng, money, dates);
  header(s, appId);
  let y = title(s, '5. Owner Information (all owners with 20% or more)', 74);
  m.owners.forEach((o, i) => card(s, o, i, X + (i % 2) * 276, y + Math.floor(i / 2) * (CARD_ROWS * 18 + 30), rng, dates));
  y += (m.owners.length > 2 ? 2 : 1) * (CARD_ROWS * 18 + 30);
  y = title(s, '6. Existing Loans and Advances', y);
  debtTable(s, LOOK, m, debtColumns(money, dates), X, y, 4);
  header(s, appId);
  y = title(s, '7. Bank Account for Funding', 74);
  y = table(s, y, [{ label: 'Bank', w: 180, v: decoy('bank_name', m.bank.name) }, { label: 'Routing Number', w: 160, v: decoy('routing', m.bank.routing) },
    { label: 'Account Number', w: 200, v: decoy('account', m.bank.account) }]) + 14;
  y = title(s, '8. Submitted By', y);
  y = table(s, y, [{ label: 'ISO / Broker Representative', w: 270, v: decoy('iso_rep', m.isoRep.name) },
    { label: 'Representative Phone', w: 270, v: decoy('iso_phone', m.isoRep.phone) }]) + 14;
  y = title(s, '9. Authorization', y);
  y = paragraph(s, LOOK, AUTHORIZATION, X, y, 540, 7) + 22;
  m.owners.forEach((o, i) => {
    s.signature(X + 10, y + 12, 180);
    s.line(X, y + 20, X + 220, y + 20, 0.6, GREEN);
    s.text(`Owner ${i + 1} Signature`, X, y + 23, { size: 6.5, color: '#555555' });
    s.line(X + 240, y + 20, X + 420, y + 20, 0.6, GREEN);
    s.value(`sign${i + 1}_name`, fmtOwnerName(o, 'plain'), X + 240, y + 5, 180, 14,
      { [`application.applicants[${i}].first_name`]: o.first, [`application.applicants[${i}].last_name`]: o.last });
    s.text('Printed Name', X + 240, y + 23, { size: 6.5, color: '#555555' });
    s.line(X + 440, y + 20, X + 540, y + 20, 0.6, GREEN);
    s.value(`sign${i + 1}_date`, fmtDate(m.signed, dates), X + 440, y + 5, 100, 14, null);
    s.text('Date', X + 440, y + 23, { size: 6.5, color: '#555555' });
    y += 42;
  });
}

export const brightwater: Layout = { name: 'brightwater', broker: 'Brightwater Funding Group', country: 'US', maxOwners: 4, draw };
