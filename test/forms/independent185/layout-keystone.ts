// Keystone Commercial Funding (US): a bank-style grid form, every value in a bordered cell under a small grey label,
// navy section bars. Hard parts: four amounts side by side in the financing row (their order varies), a sole
// proprietor's SSN in the tax-ID cell, owners as repeated blocks across pages, a debt schedule whose Frequency column
// is not the requested payment schedule.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './canvas.ts';
import { dbaText, fmtBusinessTaxId, fmtDate, fmtMoney, fmtOwnerName, fmtOwnerTaxId, iso, nameFields, regionFields, type DateForm, type MoneyForm } from './format.ts';
import type { Merchant, Owner } from './merchant.ts';
import { AUTHORIZATION, cell, checkRow, debtColumns, debtTable, decoy, paragraph, questionList, questions, val, type Look } from './parts.ts';
import type { Layout } from './index.ts';

const NAVY = '#1F3A5F';
const LOOK: Look = { font: 'Helvetica', bold: 'Helvetica-Bold', labelSize: 6.3, labelColor: '#4A4A4A', rule: '#7A8899' };
const X = 36;

function header(s: Sheet, total: number): void {
  s.addPage();
  s.fill(0, 0, 612, 54, NAVY);
  s.text('KEYSTONE', X, 13, { size: 17, font: 'Helvetica-Bold', color: 'white' });
  s.text('COMMERCIAL FUNDING', X + 1, 33, { size: 7.5, color: 'white' });
  s.text('Business Loan & Merchant Cash Advance Application', 276, 16, { size: 10, font: 'Helvetica-Bold', color: 'white', width: 300, align: 'right' });
  s.text(`Page ${s.page} of ${total}`, 276, 34, { size: 7, color: 'white', width: 300, align: 'right' });
  s.text('Keystone Commercial Funding  |  1450 Broad Street, Suite 300, Philadelphia, PA 19146  |  (215) 555-0148  |  apps@keystonecf.example',
    X, 772, { size: 6, color: '#777777', width: 540, align: 'center' });
}

function section(s: Sheet, title: string, y: number): void {
  s.fill(X, y, 540, 14, NAVY);
  s.text(title, X + 4, y + 3.8, { size: 7.5, font: 'Helvetica-Bold', color: 'white' });
}

const ENTITY_BOXES: Record<Merchant['entity'], [string, string | null]> = {
  soleprop: ['Sole Proprietor', 'sole_proprietorship'], partnership: ['Partnership', 'general_partnership'], corp: ['Corporation', 'c_corporation'],
  scorp: ['S-Corp', 's_corporation'], llc: ['LLC', 'llc'], llp: ['LLP', 'llp'], pllc: ['Other:', null],
};

function businessPage(s: Sheet, m: Merchant, rng: Rng, money: MoneyForm): void {
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  section(s, 'SECTION 1  |  BUSINESS INFORMATION', 62);
  cell(s, LOOK, 'Legal Business Name (as shown on tax return)', X, 78, 540, 24, val('legal_name', m.legal, { 'application.legal_name': m.legal }));
  const dba = dbaText(m, pick);
  cell(s, LOOK, 'DBA / Trade Name', X, 102, 330, 24, dba.text ? { key: 'dba', ...dba } : null);
  if (rng.chance(0.8)) {
    const f = pick<DateForm>(['mdy', 'mdy2', 'long']);
    cell(s, LOOK, rng.pick(['Business Start Date', 'Date Business Established']), X + 330, 102, 210, 24,
      val('start_date', fmtDate(m.start, f), { 'application.business_start_date': iso(m.start) }));
  } else {
    // Only the years: not a date, so no business_start_date (README).
    cell(s, LOOK, 'Years in Business', X + 330, 102, 210, 24, decoy('years_in_business', String(2025 - m.start.y)));
  }
  const tax = fmtBusinessTaxId(m, false);
  cell(s, LOOK, rng.pick(['Federal Tax ID (EIN)', 'Federal Tax ID # / SSN if Sole Prop.']), X, 126, 180, 24, val('tax_id', tax.text, tax.fields));
  cell(s, LOOK, 'State of Incorporation', X + 180, 126, 120, 24, rng.chance(0.8) && m.entity !== 'soleprop' ? decoy('state_of_incorporation', m.incorporatedIn) : null);
  cell(s, LOOK, 'No. of Employees', X + 300, 126, 100, 24, decoy('employees', String(m.employees)));
  cell(s, LOOK, 'Business Phone', X + 400, 126, 140, 24, decoy('business_phone', m.phone));
  cell(s, LOOK, 'Entity Type', X, 150, 540, 24);
  const [label, id] = ENTITY_BOXES[m.entity];
  const end = checkRow(s, 'entity', ['Sole Proprietor', 'Partnership', 'Corporation', 'S-Corp', 'LLC', 'LLP', 'Other:'], X + 60, 160, label,
    id ? { 'application.type_of_entity': id } : null, { gap: 14 });
  s.line(end - 10, 169, end + 90, 169, 0.5, LOOK.rule);
  if (!id) s.value('entity_other', 'PLLC', end - 10, 157, 100, 12, { 'application.type_of_entity': 'pllc' });
  cell(s, LOOK, 'Physical Business Address (no P.O. Box)', X, 174, 270, 24, decoy('business_street', m.address.street));
  cell(s, LOOK, 'City', X + 270, 174, 120, 24, decoy('business_city', m.address.city));
  cell(s, LOOK, 'State', X + 390, 174, 50, 24, val('business_state', m.address.region, regionFields(m)));
  cell(s, LOOK, 'Zip', X + 440, 174, 100, 24, decoy('business_zip', m.address.postal));
  cell(s, LOOK, 'Business Email', X, 198, 200, 24, decoy('business_email', m.email));
  cell(s, LOOK, 'Website', X + 200, 198, 160, 24, rng.chance(0.7) ? decoy('website', m.website) : null);
  cell(s, LOOK, 'Type of Business / Industry', X + 360, 198, 180, 24, val('industry', m.trade.text, { 'application.industry': m.trade.id }));
  cell(s, LOOK, 'Business Property', X, 222, 130, 24);
  checkRow(s, 'property', ['Own', 'Rent'], X + 40, 232, m.landlord ? 'Rent' : 'Own', null);
  cell(s, LOOK, 'Landlord / Mortgage Company', X + 130, 222, 200, 24, m.landlord ? decoy('landlord_name', m.landlord.name) : null);
  cell(s, LOOK, 'Landlord Phone', X + 330, 222, 100, 24, m.landlord ? decoy('landlord_phone', m.landlord.phone) : null);
  cell(s, LOOK, 'Monthly Rent / Mortgage', X + 430, 222, 110, 24, m.landlord ? decoy('monthly_rent', fmtMoney(m.landlord.rent, money)) : null);

  section(s, 'SECTION 2  |  FINANCING REQUEST', 256);
  const amounts: [string, string, number, boolean][] = [
    ['Loan Amount Requested', 'requested_amount', m.requested, true], ['Annual Gross Revenue', 'annual_revenue', m.annualRevenue, false],
    ['Avg. Monthly Bank Deposits', 'monthly_deposits', m.monthlyDeposits, false], ['Avg. Monthly Card Sales', 'card_sales', m.cardSales, false]];
  // The requested amount is first on some printings, last on others: it is found by its label, not its place.
  if (rng.chance(0.5)) amounts.push(amounts.shift()!);
  amounts.forEach(([lab, key, v, isReq], i) => cell(s, LOOK, lab, X + i * 135, 272, 135, 24,
    isReq ? val(key, fmtMoney(v, money), { 'application.requested_amount': v }) : decoy(key, fmtMoney(v, money))));
  cell(s, LOOK, 'Use of Funds', X, 296, 540, 24);
  const uses = ['Working capital', 'Inventory', 'Equipment', 'Payroll', 'Expansion', 'Marketing'];
  let ux = X + 60;
  for (const u of uses) ux = s.check('use_of_funds', u, ux, 306, m.uses.includes(u), null) + 12;
  cell(s, LOOK, 'Preferred Repayment Schedule', X, 320, 300, 24);
  const freqLabels = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' } as const;
  const showFreq = rng.chance(0.65);
  checkRow(s, 'repayment', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], X + 100, 330, showFreq ? freqLabels[m.payment.freq] : null,
    { 'application.payment_frequency': m.payment.freq }, { gap: 14 });
  cell(s, LOOK, 'Preferred Term (months)', X + 300, 320, 110, 24, rng.chance(0.5) ? decoy('term_months', String(rng.pick([6, 9, 12, 18, 24]))) : null);
  const owed = m.debts.reduce((a, d) => a + d.balance, 0);
  cell(s, LOOK, 'Total Existing Balances', X + 410, 320, 130, 24, owed ? decoy('existing_balances', fmtMoney(owed, money)) : null);

  section(s, 'SECTION 3  |  REFERRAL', 356);
  cell(s, LOOK, 'ISO / Referral Partner Representative', X, 372, 270, 24, decoy('iso_rep', m.isoRep.name));
  cell(s, LOOK, 'Representative Phone', X + 270, 372, 140, 24, decoy('iso_phone', m.isoRep.phone));
  cell(s, LOOK, 'Referral Code', X + 410, 372, 130, 24, decoy('iso_code', `KCF-${rng.digits(4)}`));
  paragraph(s, LOOK, 'Required with this application: the last four (4) months of business bank statements, a copy of a voided business ' +
    'check, and a color copy of each owner\'s driver\'s license. Requests above $150,000 also require the most recent business tax ' +
    'return. Incomplete applications are returned unprocessed.', X, 408, 540, 7);
}

function ownerBlock(s: Sheet, m: Merchant, o: Owner | undefined, i: number, y: number, rng: Rng): void {
  s.fill(X, y, 540, 13, '#E3E8EF');
  s.text(`OWNER / GUARANTOR ${i + 1}${i === 0 ? '  (primary)' : ''}`, X + 4, y + 3.5, { size: 7, font: 'Helvetica-Bold', color: NAVY });
  const p = `application.applicants[${i}].`;
  const r1 = y + 13, r2 = y + 37, r3 = y + 61, r4 = y + 85;
  cell(s, LOOK, 'Full Name', X, r1, 230, 24, o ? val(`owner${i + 1}_name`, fmtOwnerName(o, 'full'), nameFields(o, i)) : null);
  cell(s, LOOK, 'Title', X + 230, r1, 130, 24, o ? val(`owner${i + 1}_title`, o.title, { [p + 'role']: o.title }) : null);
  cell(s, LOOK, 'Ownership %', X + 360, r1, 80, 24, o ? val(`owner${i + 1}_pct`, `${o.pct}%`, { [p + 'ownership']: o.pct }) : null);
  cell(s, LOOK, 'Date of Birth', X + 440, r1, 100, 24, o ? val(`owner${i + 1}_dob`, fmtDate(o.dob, 'mdy'), { [p + 'date_of_birth']: iso(o.dob) }) : null);
  cell(s, LOOK, 'Home Address', X, r2, 230, 24, o ? decoy(`owner${i + 1}_street`, o.home.street) : null);
  cell(s, LOOK, 'City', X + 230, r2, 130, 24, o ? decoy(`owner${i + 1}_city`, o.home.city) : null);
  cell(s, LOOK, 'State', X + 360, r2, 50, 24, o ? decoy(`owner${i + 1}_state`, o.home.region) : null);
  cell(s, LOOK, 'Zip', X + 410, r2, 130, 24, o ? decoy(`owner${i + 1}_zip`, o.home.postal) : null);
  const tax = o ? fmtOwnerTaxId(o, i, 'X') : null;
  cell(s, LOOK, 'Social Security Number', X, r3, 150, 24, o && tax ? val(`owner${i + 1}_ssn`, tax.text, tax.fields) : null);
  const credit = o && rng.chance(0.55);
  cell(s, LOOK, 'Credit Score (est.)', X + 150, r3, 90, 24, o && credit ? val(`owner${i + 1}_credit`, String(o.credit), { [p + 'credit_score']: o.credit }) : null);
  cell(s, LOOK, 'Mobile Phone', X + 240, r3, 130, 24, o ? decoy(`owner${i + 1}_phone`, o.phone) : null);
  cell(s, LOOK, 'Email', X + 370, r3, 170, 24, o ? decoy(`owner${i + 1}_email`, o.email) : null);
  cell(s, LOOK, 'Residence', X, r4, 150, 20);
  checkRow(s, `owner${i + 1}_residence`, ['Own', 'Rent'], X + 45, r4 + 8, o ? rng.pick(['Own', 'Rent']) : null, null);
  cell(s, LOOK, 'Years at Residence', X + 150, r4, 90, 20, o ? decoy(`owner${i + 1}_years`, String(rng.int(1, 19))) : null);
  cell(s, LOOK, 'Driver\'s License # / State', X + 240, r4, 300, 20, o && rng.chance(0.5) ? decoy(`owner${i + 1}_dl`, `${rng.alnum(1, 'ABCDEFGHKLMNPRSTW')}${rng.digits(8)} / ${o.home.region}`) : null);
  void m;
}

function draw(s: Sheet, m: Merchant, rng: Rng): void {
  const money = rng.pick<MoneyForm>(['dollars', 'cents', 'spaced']);
  const total = m.owners.length > 2 ? 4 : 3;
  header(s, total);
  businessPage(s, m, rng, money);
  section(s, 'SECTION 4  |  BUSINESS QUESTIONNAIRE', 440);
  questionList(s, LOOK, questions(rng, m), X, 456, 540);
  header(s, total);
  section(s, 'SECTION 5  |  OWNER / GUARANTOR INFORMATION  (every owner of 20% or more)', 62);
  ownerBlock(s, m, m.owners[0], 0, 80, rng);
  ownerBlock(s, m, m.owners[1], 1, 196, rng);
  section(s, 'SECTION 6  |  EXISTING DEBT SCHEDULE  (loans, advances, leases, lines of credit)', 318);
  const y0 = debtTable(s, LOOK, m, debtColumns(money, 'mdy'), X, 336, 5);
  section(s, 'SECTION 7  |  BUSINESS BANK ACCOUNT', y0 + 14);
  cell(s, LOOK, 'Bank Name', X, y0 + 30, 200, 24, decoy('bank_name', m.bank.name));
  cell(s, LOOK, 'ABA Routing Number', X + 200, y0 + 30, 150, 24, decoy('routing', m.bank.routing));
  cell(s, LOOK, 'Account Number', X + 350, y0 + 30, 190, 24, decoy('account', m.bank.account));
  if (total === 4) {
    header(s, total);
    section(s, 'SECTION 5 (continued)  |  ADDITIONAL OWNERS', 62);
    ownerBlock(s, m, m.owners[2], 2, 80, rng);
    ownerBlock(s, m, m.owners[3], 3, 196, rng);
  }
  header(s, total);
  section(s, 'SECTION 8  |  TRADE REFERENCES', 62);
  m.references.slice(0, 2).forEach((r, k) => {
    cell(s, LOOK, 'Company', X, 78 + k * 24, 230, 24, decoy(`ref${k + 1}_name`, r.name));
    cell(s, LOOK, 'Contact', X + 230, 78 + k * 24, 170, 24, decoy(`ref${k + 1}_contact`, r.contact));
    cell(s, LOOK, 'Phone', X + 400, 78 + k * 24, 140, 24, decoy(`ref${k + 1}_phone`, r.phone));
  });
  section(s, 'SECTION 9  |  AUTHORIZATION AND SIGNATURES', 136);
  const y = paragraph(s, LOOK, AUTHORIZATION, X, 156, 540) + 14;
  m.owners.forEach((o, i) => {
    const sy = y + i * 44;
    s.signature(X + 10, sy + 16, 170);
    s.line(X, sy + 24, X + 200, sy + 24);
    s.text(`Signature of Owner ${i + 1}`, X, sy + 27, { size: 6.3, color: '#4A4A4A' });
    s.line(X + 220, sy + 24, X + 420, sy + 24);
    s.value(`sign${i + 1}_name`, fmtOwnerName(o, 'plain'), X + 220, sy + 9, 200, 14, nameFields(o, i));
    s.text('Print Name', X + 220, sy + 27, { size: 6.3, color: '#4A4A4A' });
    s.line(X + 440, sy + 24, X + 540, sy + 24);
    s.value(`sign${i + 1}_date`, fmtDate(m.signed, 'mdy'), X + 440, sy + 9, 100, 14, null);
    s.text('Date', X + 440, sy + 27, { size: 6.3, color: '#4A4A4A' });
  });
}

export const keystone: Layout = { name: 'keystone', broker: 'Keystone Commercial Funding', country: 'US', maxOwners: 4, draw };
