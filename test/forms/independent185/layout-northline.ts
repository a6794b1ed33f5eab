// Northline Capital Partners (Canada): a bilingual-labelled form, each label above a shaded box. Hard parts: the
// Operating Name (O/A), a Business Number with its program account (or a sole proprietor's SIN, told by a BN/SIN box),
// the province written out in full on some forms, CAD amounts, ISO dates beside written-out ones, owners' SINs (masked
// on some), bank transit and institution numbers, a PIPEDA consent.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './canvas.ts';
import { PROVINCE_NAMES } from './data.ts';
import { dbaText, fmtBusinessTaxId, fmtDate, fmtMoney, fmtOwnerName, fmtOwnerTaxId, iso, nameFields, regionFields, type DateForm, type MoneyForm } from './format.ts';
import type { Merchant, Owner } from './merchant.ts';
import { checkRow, debtColumns, debtTable, decoy, paragraph, questionList, questions, val, type Look, type Val } from './parts.ts';
import type { Layout } from './index.ts';

const TEAL = '#0F6E6E';
const LOOK: Look = { font: 'Helvetica', bold: 'Helvetica-Bold', labelSize: 6.5, labelColor: TEAL, rule: '#9FB8B8' };
const X = 36;

/** Label above, value in a shaded box under it. */
function field(s: Sheet, label: string, x: number, y: number, w: number, v: Val | null): void {
  s.text(label, x, y, { size: 6.5, font: 'Helvetica-Bold', color: TEAL });
  s.fill(x, y + 8.5, w - 6, 16, '#F1F6F6');
  s.rect(x, y + 8.5, w - 6, 16, 0.4, LOOK.rule);
  if (v) s.value(v.key, v.text, x, y + 9, w - 6, 15, v.fields);
}

function header(s: Sheet): void {
  s.addPage();
  s.text('NORTHLINE', X, 28, { size: 20, font: 'Helvetica-Bold', color: TEAL });
  s.text('CAPITAL PARTNERS', X + 1, 50, { size: 7.5, font: 'Helvetica', color: TEAL });
  s.text('Business Financing Application', 300, 30, { size: 11, font: 'Helvetica-Bold', width: 276, align: 'right' });
  s.text("Demande de financement d'entreprise", 300, 45, { size: 8, font: 'Helvetica-Oblique', width: 276, align: 'right' });
  s.line(X, 64, 576, 64, 1.5, TEAL);
  s.text('Northline Capital Partners Inc.  |  200 Bay Street, Suite 1200, Toronto, ON M5J 2J2  |  1-888-555-0199  |  apply@northlinecap.example',
    X, 764, { size: 6, color: '#666666' });
  s.text(`Page ${s.page} / 3`, 476, 764, { size: 6.5, width: 100, align: 'right' });
}

function section(s: Sheet, n: number, title: string, y: number): void {
  s.fill(X, y, 16, 13, TEAL);
  s.text(String(n), X, y + 3, { size: 8, font: 'Helvetica-Bold', color: 'white', width: 16, align: 'center' });
  s.text(title, X + 22, y + 3, { size: 8.5, font: 'Helvetica-Bold', color: TEAL });
  s.line(X + 22, y + 13, 576, y + 13, 0.5, TEAL);
}

const ENTITY_BOX: Record<string, [string, string]> = { corp: ['Corporation', 'ca_corporation'], soleprop: ['Sole Proprietorship', 'sole_proprietorship'],
  partnership: ['Partnership', 'general_partnership'] };

function profile(s: Sheet, m: Merchant, rng: Rng, money: MoneyForm, dates: DateForm): void {
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const hint = dates === 'iso' ? ' (YYYY-MM-DD)' : '';
  section(s, 1, 'BUSINESS PROFILE  /  PROFIL DE L\'ENTREPRISE', 76);
  field(s, 'Legal Name / Dénomination sociale', X, 96, 540, val('legal_name', m.legal, { 'application.legal_name': m.legal }));
  const dba = dbaText(m, pick);
  field(s, 'Operating Name (O/A) / Nom commercial', X, 124, 330, dba.text ? { key: 'dba', ...dba } : null);
  field(s, `Date of Incorporation or Start${hint}`, X + 330, 124, 210,
    val('start_date', fmtDate(m.start, dates), { 'application.business_start_date': iso(m.start) }));
  const tax = fmtBusinessTaxId(m, rng.chance(0.6));
  field(s, 'Business Number (BN) / SIN if sole proprietor', X, 152, 220, val('tax_id', tax.text, tax.fields));
  // The box says what a bare 9-digit number is; with a program account (RC0001) the number says it itself.
  const bare = m.taxType === 'SIN' || m.taxId.length === 9;
  s.text('Identifier:', X + 222, 163, { size: 6.5, font: 'Helvetica-Bold', color: TEAL });
  checkRow(s, 'tax_id_type', ['BN', 'SIN'], X + 258, 162, bare || rng.chance(0.6) ? m.taxType : null,
    { 'application.business_tax_id_type': m.taxType }, { gap: 8 });
  field(s, 'Jurisdiction of Incorporation', X + 330, 152, 210, m.entity === 'corp' ? decoy('jurisdiction', m.incorporatedIn) : null);
  s.text('Legal Structure / Forme juridique', X, 180, { size: 6.5, font: 'Helvetica-Bold', color: TEAL });
  const [label, id] = ENTITY_BOX[m.entity] ?? ['Corporation', 'ca_corporation'];
  checkRow(s, 'entity', ['Sole Proprietorship', 'Partnership', 'Corporation', 'Cooperative', 'Other'], X + 4, 191, label,
    { 'application.type_of_entity': id }, { gap: 18 });
  const full = rng.chance(0.4);
  field(s, 'Street Address', X, 206, 250, decoy('business_street', m.address.street));
  field(s, 'City', X + 250, 206, 120, decoy('business_city', m.address.city));
  field(s, 'Province', X + 370, 206, 90, val('business_province', full ? PROVINCE_NAMES[m.address.region]! : m.address.region, regionFields(m)));
  field(s, 'Postal Code', X + 460, 206, 80, decoy('business_postal', m.address.postal));
  field(s, 'Telephone', X, 234, 120, decoy('business_phone', m.phone));
  field(s, 'E-mail', X + 120, 234, 200, decoy('business_email', m.email));
  field(s, 'Website', X + 320, 234, 150, rng.chance(0.6) ? decoy('website', m.website) : null);
  field(s, 'Employees', X + 470, 234, 70, decoy('employees', String(m.employees)));
  field(s, 'Type of Business / Secteur d\'activité', X, 262, 300, val('industry', m.trade.text, { 'application.industry': m.trade.id }));
  s.text('Premises', X + 300, 262, { size: 6.5, font: 'Helvetica-Bold', color: TEAL });
  checkRow(s, 'premises', ['Own', 'Lease'], X + 300, 275, m.landlord ? 'Lease' : 'Own', null);
  field(s, 'Monthly Rent (CAD)', X + 400, 262, 140, m.landlord ? decoy('monthly_rent', fmtMoney(m.landlord.rent, money)) : null);
  field(s, 'Landlord / Property Manager', X, 290, 330, m.landlord ? decoy('landlord_name', m.landlord.name) : null);
  field(s, 'Landlord Telephone', X + 330, 290, 210, m.landlord ? decoy('landlord_phone', m.landlord.phone) : null);

  section(s, 2, 'FINANCING REQUEST  /  FINANCEMENT DEMANDÉ', 326);
  field(s, 'Amount Requested (CAD)', X, 346, 135, val('requested_amount', fmtMoney(m.requested, money), { 'application.requested_amount': m.requested }));
  field(s, 'Annual Revenue (CAD)', X + 135, 346, 135, decoy('annual_revenue', fmtMoney(m.annualRevenue, money)));
  field(s, 'Average Monthly Deposits', X + 270, 346, 135, decoy('monthly_deposits', fmtMoney(m.monthlyDeposits, money)));
  field(s, 'Monthly Card Sales', X + 405, 346, 135, rng.chance(0.7) ? decoy('card_sales', fmtMoney(m.cardSales, money)) : null);
  const terms = rng.chance(0.55);
  field(s, 'Proposed Remittance (CAD)', X, 374, 150, terms && rng.chance(0.8)
    ? val('requested_payment', fmtMoney(m.payment.amount, 'cents'), { 'application.requested_payment': m.payment.amount }) : null);
  s.text('Remittance Frequency', X + 150, 374, { size: 6.5, font: 'Helvetica-Bold', color: TEAL });
  const labels = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-weekly', monthly: 'Monthly' } as const;
  checkRow(s, 'frequency', ['Daily', 'Weekly', 'Bi-weekly', 'Monthly'], X + 150, 387, terms ? labels[m.payment.freq] : null,
    { 'application.payment_frequency': m.payment.freq }, { gap: 10 });
  field(s, 'Number of Remittances', X + 400, 374, 140, terms && rng.chance(0.7)
    ? val('number_of_payments', String(m.payment.count), { 'application.number_of_payments': m.payment.count }) : null);
  field(s, 'Use of Funds / Utilisation des fonds', X, 402, 540, decoy('use_of_funds', m.uses.join(', ')));
  section(s, 3, 'DECLARATIONS', 438);
  questionList(s, LOOK, questions(rng, m).slice(0, 7), X, 456, 540);
}

function owner(s: Sheet, o: Owner | undefined, i: number, y: number, rng: Rng, dates: DateForm): void {
  s.text(`Owner ${i + 1} / Propriétaire ${i + 1}`, X, y, { size: 7.5, font: 'Helvetica-Bold' });
  const p = `application.applicants[${i}].`;
  const hint = dates === 'iso' ? ' (YYYY-MM-DD)' : '';
  field(s, 'Full Legal Name', X, y + 11, 240, o ? val(`owner${i + 1}_name`, fmtOwnerName(o, 'full'), nameFields(o, i)) : null);
  field(s, 'Title / Position', X + 240, y + 11, 130, o ? val(`owner${i + 1}_title`, o.title, { [p + 'role']: o.title }) : null);
  field(s, 'Ownership %', X + 370, y + 11, 60, o ? val(`owner${i + 1}_pct`, `${o.pct} %`, { [p + 'ownership']: o.pct }) : null);
  field(s, `Date of Birth${hint}`, X + 430, y + 11, 110, o ? val(`owner${i + 1}_dob`, fmtDate(o.dob, dates), { [p + 'date_of_birth']: iso(o.dob) }) : null);
  field(s, 'Home Address', X, y + 39, 240, o ? decoy(`owner${i + 1}_street`, o.home.street) : null);
  field(s, 'City', X + 240, y + 39, 130, o ? decoy(`owner${i + 1}_city`, o.home.city) : null);
  field(s, 'Province', X + 370, y + 39, 60, o ? decoy(`owner${i + 1}_province`, o.home.region) : null);
  field(s, 'Postal Code', X + 430, y + 39, 110, o ? decoy(`owner${i + 1}_postal`, o.home.postal) : null);
  const tax = o ? fmtOwnerTaxId(o, i, '*') : null;
  field(s, 'SIN / NAS', X, y + 67, 140, o && tax ? val(`owner${i + 1}_sin`, tax.text, tax.fields) : null);
  field(s, 'Credit Score (if known)', X + 140, y + 67, 100, o && rng.chance(0.4) ? val(`owner${i + 1}_credit`, String(o.credit), { [p + 'credit_score']: o.credit }) : null);
  field(s, 'Telephone', X + 240, y + 67, 130, o ? decoy(`owner${i + 1}_phone`, o.phone) : null);
  field(s, 'E-mail', X + 370, y + 67, 170, o ? decoy(`owner${i + 1}_email`, o.email) : null);
}

function draw(s: Sheet, m: Merchant, rng: Rng): void {
  const money = rng.pick<MoneyForm>(['cad', 'cadPrefix', 'dollars']);
  const dates = rng.pick<DateForm>(['iso', 'iso', 'dmon', 'long']);
  header(s);
  profile(s, m, rng, money, dates);
  header(s);
  section(s, 4, 'OWNERS  /  PROPRIÉTAIRES  (each owner of 20% or more)', 76);
  for (let i = 0; i < 3; i++) owner(s, m.owners[i], i, 98 + i * 104, rng, dates);
  section(s, 5, 'EXISTING FINANCING  /  FINANCEMENTS EXISTANTS', 418);
  debtTable(s, LOOK, m, debtColumns(money === 'dollars' ? 'dollars' : 'bare', dates), X, 438, 5);
  header(s);
  section(s, 6, 'BANKING INFORMATION  /  RENSEIGNEMENTS BANCAIRES', 76);
  const [transit, inst] = m.bank.routing.split('-');
  field(s, 'Financial Institution', X, 96, 200, decoy('bank_name', m.bank.name));
  field(s, 'Institution No.', X + 200, 96, 90, decoy('institution', inst ?? ''));
  field(s, 'Transit No.', X + 290, 96, 100, decoy('transit', transit ?? ''));
  field(s, 'Account No.', X + 390, 96, 150, decoy('account', m.bank.account));
  section(s, 7, 'REFERRED BY', 132);
  field(s, 'Agent / ISO Representative', X, 152, 270, decoy('iso_rep', m.isoRep.name));
  field(s, 'Agent Telephone', X + 270, 152, 270, decoy('iso_phone', m.isoRep.phone));
  section(s, 8, 'CONSENT (PIPEDA) AND CERTIFICATION', 190);
  let y = paragraph(s, LOOK, 'In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), each undersigned ' +
    'consents to Northline Capital Partners Inc. and the funders to which it submits this application collecting, using and disclosing ' +
    'the personal information above, including a credit report from Equifax Canada or TransUnion Canada, to assess this request and ' +
    'to administer any financing. The undersigned certifies that the information given is true and complete, and acknowledges that ' +
    'a purchase of future receivables is not a loan. / Chaque soussigné consent à la collecte, à l\'utilisation et à la communication ' +
    'de ses renseignements personnels aux fins de la présente demande.', X, 210, 540, 7.2) + 20;
  m.owners.forEach((o, i) => {
    s.signature(X + 10, y + 12, 180);
    s.line(X, y + 20, X + 210, y + 20, 0.6);
    s.text('Signature', X, y + 23, { size: 6.5, color: TEAL });
    s.line(X + 230, y + 20, X + 420, y + 20, 0.6);
    s.value(`sign${i + 1}_name`, fmtOwnerName(o, 'plain'), X + 230, y + 5, 190, 14, nameFields(o, i));
    s.text('Name / Nom', X + 230, y + 23, { size: 6.5, color: TEAL });
    s.line(X + 440, y + 20, X + 540, y + 20, 0.6);
    s.value(`sign${i + 1}_date`, fmtDate(m.signed, dates), X + 440, y + 5, 100, 14, null);
    s.text('Date', X + 440, y + 23, { size: 6.5, color: TEAL });
    y += 44;
  });
}

export const northline: Layout = { name: 'northline', broker: 'Northline Capital Partners', country: 'CA', maxOwners: 3, draw };
