// Harbor & Pine Business Capital (US): a typewriter-era term-loan application reused for revenue-based financing.
// Serif labels followed by a rule, values typed (Courier) or written on the rule. Hard parts: owners' names as
// "Last, First MI", a free-text legal structure, the requested amount among sales, deposits and balances, payment
// terms as free text ("Bi-Weekly", "Daily (M-F)"), a mailing address in another state, landlord and trade references.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './canvas.ts';
import { dbaText, entityWord, fmtBusinessTaxId, fmtDate, fmtMoney, fmtOwnerName, fmtOwnerTaxId, FREQ_WORDS, iso, nameFields, regionFields,
  type DateForm, type MoneyForm } from './format.ts';
import type { Merchant, Owner } from './merchant.ts';
import { AUTHORIZATION, checkRow, debtColumns, debtTable, decoy, lineField, paragraph, questionList, questions, val, type Look } from './parts.ts';
import type { Layout } from './index.ts';

const LOOK: Look = { font: 'Times-Roman', bold: 'Times-Bold', labelSize: 8.5, labelColor: 'black', rule: '#333333' };
const X = 48, W = 516;
const ROW = 21;

function header(s: Sheet, total: number): void {
  s.addPage();
  s.text('HARBOR & PINE', X, 36, { size: 18, font: 'Times-Bold', width: W, align: 'center' });
  s.text('B U S I N E S S   C A P I T A L', X, 56, { size: 8, font: 'Times-Roman', width: W, align: 'center' });
  s.line(X, 70, X + W, 70, 1.2);
  s.line(X, 72.5, X + W, 72.5, 0.4);
  s.text('SMALL BUSINESS FINANCING APPLICATION  -  Term Loans  |  Lines of Credit  |  Revenue-Based Financing', X, 77, { size: 7.5, font: 'Times-Italic', width: W, align: 'center' });
  s.text(`Form HP-200 (rev. 03/2024)          Page ${s.page} of ${total}`, X, 760, { size: 7, font: 'Times-Roman', width: W, align: 'right' });
  s.text('Harbor & Pine Business Capital LLC, 88 Water Street, 4th Floor, Portland, ME 04101', X, 760, { size: 7, font: 'Times-Roman' });
}

function part(s: Sheet, title: string, y: number): number {
  s.text(title, X, y, { size: 10, font: 'Times-Bold' });
  s.line(X, y + 12, X + W, y + 12, 0.8);
  return y + 16;
}

function businessPart(s: Sheet, m: Merchant, rng: Rng, money: MoneyForm): void {
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  let y = part(s, 'PART A.  THE BUSINESS', 96);
  lineField(s, LOOK, 'Legal Name of Business:', X, y, W, val('legal_name', m.legal, { 'application.legal_name': m.legal }));
  y += ROW;
  const dba = dbaText(m, pick);
  lineField(s, LOOK, 'Trade Name (d/b/a):', X, y, 330, dba.text ? { key: 'dba', ...dba } : null);
  lineField(s, LOOK, 'Business Phone:', X + 340, y, W - 340, decoy('business_phone', m.phone));
  y += ROW;
  lineField(s, LOOK, 'Street Address:', X, y, W, decoy('business_street', m.address.street));
  y += ROW;
  lineField(s, LOOK, 'City:', X, y, 230, decoy('business_city', m.address.city));
  lineField(s, LOOK, 'State:', X + 240, y, 100, val('business_state', m.address.region, regionFields(m)));
  lineField(s, LOOK, 'ZIP:', X + 350, y, W - 350, decoy('business_zip', m.address.postal));
  y += ROW;
  // Mail often goes to a registered agent or a P.O. box in another state: not the business's state.
  const mail = rng.chance(0.35) ? `P.O. Box ${rng.int(100, 9999)}, ${rng.pick(['Wilmington, DE 19801', 'Cheyenne, WY 82001', 'Las Vegas, NV 89101', 'Dover, DE 19901'])}` : '';
  lineField(s, LOOK, 'Mailing Address (if different):', X, y, W, mail ? decoy('mailing_address', mail) : null);
  y += ROW;
  const ent = entityWord(m.entity, 'US', pick);
  lineField(s, LOOK, 'Legal Structure:', X, y, 250, val('entity', ent.text, { 'application.type_of_entity': ent.id }));
  lineField(s, LOOK, 'State of Organization:', X + 260, y, W - 260, m.entity !== 'soleprop' ? decoy('state_of_incorporation', m.incorporatedIn) : null);
  y += ROW;
  const tax = fmtBusinessTaxId(m, false);
  lineField(s, LOOK, 'Tax ID (EIN, or SSN if sole prop.):', X, y, 270, val('tax_id', tax.text, tax.fields));
  lineField(s, LOOK, 'Date Established:', X + 280, y, W - 280,
    val('start_date', fmtDate(m.start, pick<DateForm>(['long', 'mdy', 'short'])), { 'application.business_start_date': iso(m.start) }));
  y += ROW;
  lineField(s, LOOK, 'Nature of Business:', X, y, 330, val('industry', m.trade.text, { 'application.industry': m.trade.id }));
  lineField(s, LOOK, 'No. of Employees:', X + 340, y, W - 340, decoy('employees', String(m.employees)));
  y += ROW;
  lineField(s, LOOK, 'E-mail:', X, y, 250, decoy('business_email', m.email));
  lineField(s, LOOK, 'Website:', X + 260, y, W - 260, rng.chance(0.6) ? decoy('website', m.website) : null);
  y += ROW + 2;
  s.text('Is the business seasonal?', X, y + 2, { size: 8.5, font: 'Times-Roman' });
  checkRow(s, 'seasonal', ['Yes', 'No'], X + 110, y + 2, rng.chance(0.15) ? 'Yes' : 'No', null);
  s.text('Premises:', X + 240, y + 2, { size: 8.5, font: 'Times-Roman' });
  checkRow(s, 'premises', ['Owned', 'Leased'], X + 285, y + 2, m.landlord ? 'Leased' : 'Owned', null);

  y = part(s, 'PART B.  FINANCING REQUESTED', y + 26);
  lineField(s, LOOK, 'Amount Requested:  $', X, y, 250, val('requested_amount', fmtMoney(m.requested, money), { 'application.requested_amount': m.requested }));
  lineField(s, LOOK, 'Gross Annual Sales (last FY):  $', X + 260, y, W - 260, decoy('annual_revenue', fmtMoney(m.annualRevenue, money)));
  y += ROW;
  lineField(s, LOOK, 'Average Monthly Bank Deposits:  $', X, y, 250, decoy('monthly_deposits', fmtMoney(m.monthlyDeposits, money)));
  lineField(s, LOOK, 'Average Daily Balance:  $', X + 260, y, W - 260, rng.chance(0.6) ? decoy('average_balance', fmtMoney(m.averageBalance, money)) : null);
  y += ROW;
  lineField(s, LOOK, 'Purpose / Use of Proceeds:', X, y, W, decoy('use_of_funds', m.uses.join(', ').replace(/^./, (c) => c.toUpperCase())));
  y += ROW;
  // Payment terms are free text on this form, and often left blank.
  const terms = rng.chance(0.6);
  lineField(s, LOOK, 'Proposed Payment:  $', X, y, 170, terms && rng.chance(0.85)
    ? val('requested_payment', fmtMoney(m.payment.amount, 'bare'), { 'application.requested_payment': m.payment.amount }) : null);
  lineField(s, LOOK, 'Frequency:', X + 180, y, 160, terms && rng.chance(0.9)
    ? val('payment_frequency', rng.pick(FREQ_WORDS[m.payment.freq]!), { 'application.payment_frequency': m.payment.freq }) : null);
  lineField(s, LOOK, 'No. of Payments:', X + 350, y, W - 350, terms && rng.chance(0.7)
    ? val('number_of_payments', String(m.payment.count), { 'application.number_of_payments': m.payment.count }) : null);
  y += ROW;
  lineField(s, LOOK, 'Collateral Offered (if any):', X, y, W, rng.chance(0.25) ? decoy('collateral', rng.pick(['Equipment', 'Receivables', 'None', 'Vehicles'])) : null);
  y += ROW + 8;
  y = part(s, 'PART C.  DECLARATIONS', y);
  questionList(s, LOOK, questions(rng, m).slice(0, 6), X, y, W, 17);
}

function principal(s: Sheet, o: Owner | undefined, i: number, y: number, rng: Rng): number {
  s.text(`Principal / Guarantor No. ${i + 1}`, X, y, { size: 9, font: 'Times-BoldItalic' });
  y += 12;
  const p = `application.applicants[${i}].`;
  lineField(s, LOOK, 'Name (Last, First, MI):', X, y, 330, o ? val(`owner${i + 1}_name`, fmtOwnerName(o, 'lastFirst'), nameFields(o, i)) : null);
  lineField(s, LOOK, '% Owned:', X + 340, y, W - 340, o ? val(`owner${i + 1}_pct`, String(o.pct), { [p + 'ownership']: o.pct }) : null);
  y += ROW;
  lineField(s, LOOK, 'Title:', X, y, 200, o ? val(`owner${i + 1}_title`, o.title, { [p + 'role']: o.title }) : null);
  lineField(s, LOOK, 'Date of Birth:', X + 210, y, 160, o ? val(`owner${i + 1}_dob`, fmtDate(o.dob, rng.pick<DateForm>(['long', 'mdy'])), { [p + 'date_of_birth']: iso(o.dob) }) : null);
  const tax = o ? fmtOwnerTaxId(o, i, '*') : null;
  lineField(s, LOOK, 'SSN / ITIN:', X + 380, y, W - 380, o && tax ? val(`owner${i + 1}_ssn`, tax.text, tax.fields) : null);
  y += ROW;
  lineField(s, LOOK, 'Home Address:', X, y, W, o ? decoy(`owner${i + 1}_home`, `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`) : null);
  y += ROW;
  lineField(s, LOOK, 'Home Phone:', X, y, 180, o ? decoy(`owner${i + 1}_phone`, o.phone) : null);
  lineField(s, LOOK, 'Credit Score (self-reported):', X + 190, y, 170, o && rng.chance(0.5)
    ? val(`owner${i + 1}_credit`, String(o.credit), { [p + 'credit_score']: o.credit }) : null);
  s.text('U.S. Citizen:', X + 372, y + 6, { size: 8.5, font: 'Times-Bold' });
  checkRow(s, `owner${i + 1}_citizen`, ['Yes', 'No'], X + 425, y + 6, o ? (o.taxType === 'ITIN' ? 'No' : 'Yes') : null, null);
  return y + ROW + 8;
}

function draw(s: Sheet, m: Merchant, rng: Rng): void {
  const money = rng.pick<MoneyForm>(['dollars', 'bare', 'cents']);
  const total = m.owners.length > 2 ? 4 : 3;
  header(s, total);
  businessPart(s, m, rng, money);
  header(s, total);
  let y = part(s, 'PART D.  PRINCIPALS AND GUARANTORS  (list every person owning 20% or more)', 96);
  y = principal(s, m.owners[0], 0, y + 4, rng);
  y = principal(s, m.owners[1], 1, y + 4, rng);
  y = part(s, 'PART E.  SCHEDULE OF BUSINESS DEBT', y + 8);
  s.text('List all loans, merchant cash advances, equipment leases and lines of credit. Attach a separate sheet if needed.', X, y, { size: 7.5, font: 'Times-Italic' });
  y = debtTable(s, LOOK, m, debtColumns(money, rng.pick<DateForm>(['mdy', 'short'])).map((c) => ({ ...c, w: c.w * (W / 540) })), X, y + 12, 5, 18);
  y = part(s, 'PART F.  LANDLORD AND TRADE REFERENCES', y + 16);
  lineField(s, LOOK, 'Landlord / Mortgage Holder:', X, y, 300, m.landlord ? decoy('landlord_name', m.landlord.name) : null);
  lineField(s, LOOK, 'Phone:', X + 310, y, 110, m.landlord ? decoy('landlord_phone', m.landlord.phone) : null);
  lineField(s, LOOK, 'Rent: $', X + 430, y, W - 430, m.landlord ? decoy('monthly_rent', fmtMoney(m.landlord.rent, 'bare')) : null);
  y += ROW;
  m.references.forEach((r, k) => {
    lineField(s, LOOK, `Reference ${k + 1}:`, X, y, 250, decoy(`ref${k + 1}_name`, r.name));
    lineField(s, LOOK, 'Contact:', X + 260, y, 140, decoy(`ref${k + 1}_contact`, r.contact));
    lineField(s, LOOK, 'Phone:', X + 410, y, W - 410, decoy(`ref${k + 1}_phone`, r.phone));
    y += ROW;
  });
  if (total === 4) {
    header(s, total);
    y = part(s, 'PART D (continued).  ADDITIONAL PRINCIPALS', 96);
    y = principal(s, m.owners[2], 2, y + 4, rng);
    principal(s, m.owners[3], 3, y + 4, rng);
  }
  header(s, total);
  y = part(s, 'PART G.  BANKING', 96);
  lineField(s, LOOK, 'Depository Bank:', X, y, 200, decoy('bank_name', m.bank.name));
  lineField(s, LOOK, 'Routing No.:', X + 210, y, 150, decoy('routing', m.bank.routing));
  lineField(s, LOOK, 'Account No.:', X + 370, y, W - 370, decoy('account', m.bank.account));
  y = part(s, 'PART H.  CERTIFICATION', y + 36);
  y = paragraph(s, LOOK, AUTHORIZATION, X, y, W, 8) + 18;
  m.owners.forEach((o, i) => {
    s.signature(X + 10, y + 12, 180);
    s.line(X, y + 20, X + 220, y + 20, 0.6);
    s.text(`Signature - Principal No. ${i + 1}`, X, y + 23, { size: 7.5, font: 'Times-Italic' });
    s.line(X + 240, y + 20, X + 420, y + 20, 0.6);
    s.value(`sign${i + 1}_name`, fmtOwnerName(o, 'plain'), X + 240, y + 5, 180, 14, nameFields(o, i));
    s.text('Printed Name', X + 240, y + 23, { size: 7.5, font: 'Times-Italic' });
    s.line(X + 440, y + 20, X + W, y + 20, 0.6);
    s.value(`sign${i + 1}_date`, fmtDate(m.signed, 'mdy'), X + 440, y + 5, W - 440, 14, null);
    s.text('Date', X + 440, y + 23, { size: 7.5, font: 'Times-Italic' });
    y += 42;
  });
  s.text('FOR OFFICE USE ONLY', X, 700, { size: 7, font: 'Times-Bold' });
  s.rect(X, 710, W, 30, 0.4);
  s.text('Received by:', X + 4, 714, { size: 7, font: 'Times-Roman' });
  s.value('iso_rep', m.isoRep.name, X + 50, 712, 160, 12, null);
  s.text('Ref #:', X + 260, 714, { size: 7, font: 'Times-Roman' });
  s.value('iso_code', `HP-${rng.digits(6)}`, X + 290, 712, 120, 12, null);
}

export const harbor: Layout = { name: 'harbor', broker: 'Harbor & Pine Business Capital', country: 'US', maxOwners: 4, draw };
