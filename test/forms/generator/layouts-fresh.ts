// Fresh brokers' application forms: a fourth set, written from shared/spec/applications.md and the generator's
// building blocks alone (its author never read the form reader nor the blind layouts), to measure a reader on forms
// nobody tuned it to once the held-out and blind sets have been used (`forms-accuracy.ts --layouts fresh`). They differ
// from the other sets the way real forms do: numbered questions, labels to the right of or under the value's line,
// a "Field | Information" table, owners before the business with a second owner block left blank, a sole proprietor
// filing under the owner's SSN, a French-first Canadian form with a Quebec enterprise number (NEQ) beside the BN,
// "[X]" typed brackets, radio bubbles, and people everywhere who are no applicant (emergency contact, landlord's
// contact, references, ISO rep, "prepared by", notary and witness).
import { leaveBlank } from './model.ts';
import type { FormLayout } from './layouts.ts';
import { AUTHORISATION, checkRow, heading, ownerBlocks, ownersTable, PIPEDA, rows, signatures, table } from './sections.ts';
import { addExtras, keyValueTable, moneyAsWritten, numbered, oneOwner, rightRows, soleProprietorWithSsn, spacedPercent } from './sections-fresh.ts';

const X = 36, W = 540;

/** A US two-pager written as a questionnaire: every field a numbered question ("1. Legal name of business:") on an
 *  underline, typed "[ ]" brackets the mark is written between, owners as numbered blocks of sub-questions. */
const quillfield: FormLayout = {
  name: 'quillfield_numbered', broker: 'Quillfield Business Capital', country: 'US', pages: 2, maxOwners: 3, fresh: true,
  labelFonts: ['Helvetica', 'Helvetica-Bold'], valueFont: 'Courier', marks: ['letter_x'],
  acro: { names: 'random', on: 'Yes' },
  prepare(m, rng) {
    addExtras(m, rng);
    moneyAsWritten(m, rng, 0.35);
    leaveBlank(m, rng, { start: 0.12, dob: 0.1, title: 0.08 });
  },
  draw(c, m) {
    c.checkShape = 'brackets';
    c.text('QUILLFIELD BUSINESS CAPITAL', X, 28, { bold: true, size: 14 });
    c.text('Merchant questionnaire  -  answer every question; write N/A where a question does not apply', X, 46, { size: 8 });
    let y = heading(c, 'PART A  -  ABOUT THE BUSINESS', X, 62, W, false);
    y = rows(c, m, y, X, W, numbered([
      [['Legal name of business:', 'legal', 1]],
      [['DBA (trade name), if any:', 'dba', 1]],
      [[m.taxIdBare ? 'Federal Employer ID No. (EIN):' : 'Federal tax ID (EIN, or SSN):', 'tax_id', 0.55], ['Date business started:', 'start', 0.45]],
      [['Street address of the business:', 'street', 1]],
      [['City, state and ZIP:', 'city_state_zip', 0.6], ['Business phone:', 'phone', 0.4]],
      [['What does the business sell or do?', 'industry', 1]],
      [['State of incorporation:', 'state_inc', 0.4], ['Employees:', 'employees', 0.25], ['Website:', 'website', 0.35]],
    ]), 'lines') + 4;
    y = checkRow(c, m, 'entity', '12. Form of business:', ['LLC', 'Corporation', 'S-Corp', 'Partnership', 'Sole Proprietor', 'Other:'], X, y) + 4;
    y = checkRow(c, m, 'own_rent', '13. Do you own or rent the premises?', ['Own', 'Rent'], X, y) + 2;
    y = rows(c, m, y, X, W, numbered([
      [['Landlord / property manager:', 'landlord', 0.58], ['Landlord phone:', 'landlord_phone', 0.42]],
      [['Landlord contact name:', 'extra.landlord_contact', 1]],
    ], 14), 'lines') + 6;
    y = heading(c, 'PART B  -  THE REQUEST', X, y, W, false);
    y = rows(c, m, y, X, W, numbered([
      [['How much funding are you requesting?', 'amount', 0.55], ['Use of funds:', 'use', 0.45]],
      [['Average monthly deposits:', 'monthly_sales', 0.5], ['Annual gross sales:', 'annual_revenue', 0.5]],
    ], 17), 'lines') + 4;
    c.text('21. List every advance or loan the business is paying now:', X, y, { size: c.look.labelSize });
    y = table(c, X, y + 12, W, ['Funder', 'Balance', 'Payment'], m.advances.map((a) => [a.funder, a.balance, a.payment]), 3, 'advances');
    rows(c, m, y, X, W, numbered([
      [['Prior funder (paid off):', 'extra.prior_funder', 0.55], ['Balance when paid:', 'extra.prior_balance', 0.45]],
      [['Bank name:', 'bank_name', 0.4], ['Routing #:', 'routing', 0.3], ['Account #:', 'account', 0.3]],
    ], 22), 'lines');
    c.newPage();
    y = heading(c, 'PART C  -  OWNERS (every owner of 20% or more)', X, 36, W, false);
    y = ownerBlocks(c, m, X, y, W, (i) => `${27 + i}. Owner ${i + 1}`, [
      [['a. Full name:', 'name', 0.6], ['b. Title:', 'title', 0.4]],
      [['c. Percent owned:', 'pct', 0.3], ['d. SSN:', 'id', 0.35], ['e. Date of birth:', 'dob', 0.35]],
      [['f. Home address:', 'home', 1]],
    ], 3, 'lines');
    y = rows(c, m, y, X, W, numbered([
      [['Emergency contact (not an owner):', 'extra.emergency_name', 0.5], ['Phone:', 'extra.emergency_phone', 0.28], ['Relation:', 'extra.emergency_relation', 0.22]],
    ], 30), 'lines') + 4;
    c.text('33. Trade references:', X, y, { size: c.look.labelSize });
    y = table(c, X, y + 12, W, ['Company', 'Contact name', 'Phone'], m.refs.map((r) => [r.name, r.contact, r.phone]), 3, 'refs');
    y += c.para(AUTHORISATION, X, y + 2, W) + 8;
    y = signatures(c, m, X, y, W, 3, true);
    rows(c, m, Math.max(y + 4, 724), X, W, [[['Prepared by (broker):', 'extra.prepared_by', 0.5], ['ISO rep:', 'iso_name', 0.5]]], 'lines');
  },
};

/** A US two-pager set like a government form: each value written above its caption line ("Legal name of business"
 *  under the line), the request, owners and bank with their captions to the right of the line; a notary's jurat and
 *  a witness under the signatures. Some merchants are sole proprietors filing under the owner's SSN. */
const ledgerline: FormLayout = {
  name: 'ledgerline_captions', broker: 'Ledgerline Funding', country: 'US', pages: 2, maxOwners: 2, fresh: true,
  labelFonts: ['Times-Roman', 'Times-Bold'], valueFont: 'Helvetica', marks: ['drawn_x', 'drawn_check'],
  acro: { names: 'page', on: 'Yes' },
  prepare(m, rng) {
    addExtras(m, rng);
    if (rng.chance(0.45)) soleProprietorWithSsn(m, rng);
    moneyAsWritten(m, rng, 0.4);
    spacedPercent(m, rng, 0.5);
    leaveBlank(m, rng, { start: 0.1, title: 0.1, dob: 0.12 });
  },
  draw(c, m) {
    c.text('LEDGERLINE FUNDING', X, 28, { bold: true, size: 16, width: W, align: 'center' });
    c.text('Application and Agreement for Business Funding', X, 48, { size: 9.5, width: W, align: 'center' });
    let y = heading(c, 'The Business', X, 66, W, false);
    y = rows(c, m, y + 2, X, W, [
      [['Legal name of business (as filed with the IRS)', 'legal', 0.6], ['Trade name / DBA', 'dba', 0.4]],
      [[m.taxIdBare ? 'Employer Identification Number (EIN)' : 'Taxpayer ID (EIN, or SSN if sole proprietor)', 'tax_id', 0.42], ['Date business began', 'start', 0.26],
        ['Type of business', 'industry', 0.32]],
      [['Street address', 'street', 0.45], ['City', 'city', 0.25], ['State', 'state', 0.1], ['ZIP code', 'zip', 0.2]],
      [['Business telephone', 'phone', 0.3], ['E-mail', 'email', 0.4], ['State of organization', 'state_inc', 0.3]],
    ], 'below') + 4;
    y = checkRow(c, m, 'entity', 'Business structure:', ['Sole Proprietor', 'LLC', 'Corporation', 'S-Corp', 'Partnership', 'Other:'], X, y) + 6;
    y = heading(c, 'The Request', X, y, W, false);
    y = rightRows(c, m, y + 2, X, W, [[['amount requested', 'amount', 0.45], ['purpose of funds', 'use', 0.55]]]) + 4;
    y = heading(c, 'Owners', X, y, W, false);
    for (let i = 0; i < 2; i++) {
      c.text(`Owner ${i + 1}`, X, y, { bold: true });
      y = rightRows(c, m, y + 10, X, W, [
        [['name', `owner.${i}.name`, 0.45], ['title', `owner.${i}.title`, 0.3], ['ownership', `owner.${i}.pct`, 0.25]],
        [['social security no.', `owner.${i}.id`, 0.4], ['date of birth', `owner.${i}.dob`, 0.3], ['cell', `owner.${i}.cell`, 0.3]],
      ]) + 4;
    }
    y = heading(c, 'Bank and Premises', X, y, W, false);
    rightRows(c, m, y + 2, X, W, [
      [['bank', 'bank_name', 0.36], ['routing no.', 'routing', 0.3], ['account no.', 'account', 0.34]],
      [['landlord', 'landlord', 0.4], ['landlord contact', 'extra.landlord_contact', 0.32], ['landlord phone', 'landlord_phone', 0.28]],
    ]);
    c.newPage();
    y = heading(c, 'Authorization', X, 40, W, false);
    y += c.para(AUTHORISATION, X, y + 2, W) + 12;
    y = signatures(c, m, X, y, W, 2, true) + 10;
    y = heading(c, 'Jurat', X, y, W, false);
    y += c.para('State of ______________  County of ______________   Subscribed and sworn to before me by the signer(s) above on the date shown.', X, y + 2, W) + 10;
    y = rows(c, m, y, X, W, [
      [['Notary Public (printed name)', 'extra.notary', 0.55], ['My commission expires', 'extra.notary_expires', 0.45]],
      [['Witness (printed name)', 'extra.witness', 0.55], ['Witness telephone', 'extra.witness_phone', 0.45]],
    ], 'below') + 14;
    y = heading(c, 'Office use', X, y, W, false);
    rows(c, m, y + 2, X, W, [[['ISO representative', 'iso_name', 0.35], ['ISO company', 'iso_company', 0.35], ['ISO phone', 'iso_phone', 0.3]],
      [['Emergency contact', 'extra.emergency_name', 0.5], ['Emergency phone', 'extra.emergency_phone', 0.5]]], 'below');
  },
};

/** A US two-pager made as tables: the business in a "Field | Information" table (bank numbers and a prior funder's
 *  balance in the same table), the owners one "Field | Owner N" table each, radio bubbles filled for the schedule
 *  and premises, trade references with contact names and phones. */
const tabula: FormLayout = {
  name: 'tabula_key_value', broker: 'Tabula Merchant Services', country: 'US', pages: 2, maxOwners: 2, fresh: true,
  labelFonts: ['Helvetica', 'Helvetica-Bold'], valueFont: 'Times-Roman', marks: ['filled_dot'],
  acro: { names: 'random', on: 'Yes' },
  prepare(m, rng) {
    addExtras(m, rng);
    spacedPercent(m, rng, 0.3);
    leaveBlank(m, rng, { start: 0.1, credit: 0.35, pct: 0.1, dob: 0.08 });
  },
  draw(c, m) {
    c.checkShape = 'circle';
    c.text('Tabula Merchant Services', X, 28, { bold: true, size: 15 });
    c.text('Funding application  |  Please type or print clearly', X, 46, { size: 8.5 });
    let y = keyValueTable(c, m, X, 62, W, ['Field', 'Information'], [
      ['Legal Business Name', 'legal'], ['DBA', 'dba'], ['Entity Type', 'entity'],
      [m.taxIdBare ? 'Federal Tax ID (EIN)' : 'Federal Tax ID', 'tax_id'], ['Business Start Date', 'start'], ['Industry', 'industry'],
      ['Street Address', 'street'], ['City, State, ZIP', 'city_state_zip'], ['Business Phone', 'phone'], ['E-mail', 'email'],
      ['Amount Requested', 'amount'], ['Requested Payment', 'payment'], ['Number of Payments', 'n_payments'],
      ['Bank Name', 'bank_name'], ['Routing Number', 'routing'], ['Account Number', 'account'],
      ['Previous Funder', 'extra.prior_funder'], ['Previous Funder Balance', 'extra.prior_balance'],
      ['Landlord Contact Name', 'extra.landlord_contact'], ['Landlord Phone', 'landlord_phone'],
    ]);
    y = checkRow(c, m, 'frequency', 'Payment schedule:', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], X, y + 2) + 4;
    y = checkRow(c, m, 'own_rent', 'Premises:', ['Own', 'Rent'], X, y) + 6;
    y = heading(c, 'Trade References', X, y, W, true);
    table(c, X, y, W, ['Company', 'Contact name', 'Phone'], m.refs.map((r) => [r.name, r.contact, r.phone]), 3, 'refs');
    c.newPage();
    y = 36;
    for (let i = 0; i < 2; i++) {
      y = keyValueTable(c, m, X, y, W, ['Field', `Owner ${i + 1}`], [
        ['Full Name', `owner.${i}.name`], ['Title', `owner.${i}.title`], ['Ownership %', `owner.${i}.pct`], ['SSN', `owner.${i}.id`],
        ['Date of Birth', `owner.${i}.dob`], ['Credit Score', `owner.${i}.credit`], ['Home Address', `owner.${i}.home`],
      ]) + 6;
    }
    y = keyValueTable(c, m, X, y, W, ['Field', 'Information'], [
      ['Emergency Contact', 'extra.emergency_name'], ['Emergency Contact Phone', 'extra.emergency_phone'],
      ['ISO Representative', 'iso_name'], ['ISO Phone', 'iso_phone'], ['Prepared By', 'extra.prepared_by'],
    ]) + 4;
    y += c.para(AUTHORISATION, X, y, W) + 10;
    signatures(c, m, X, y, W, 2, true);
  },
};

/** A US one-pager that asks for the owner first: two owner / guarantor blocks before the business, the second
 *  always left blank (one applicant only), then the business in underlined rows, the landlord's contact, an
 *  emergency contact and references. */
const beacon: FormLayout = {
  name: 'beacon_owner_first', broker: 'Beacon Hill Advance', country: 'US', pages: 1, maxOwners: 2, fresh: true,
  labelFonts: ['Helvetica', 'Helvetica-Bold'], valueFont: 'Helvetica', marks: ['drawn_x', 'check_glyph'],
  acro: { names: 'random', on: 'Yes' },
  prepare(m, rng) {
    addExtras(m, rng);
    oneOwner(m);
    spacedPercent(m, rng, 0.4);
    moneyAsWritten(m, rng, 0.3);
    leaveBlank(m, rng, { start: 0.12, dob: 0.1, credit: 0.3 });
  },
  draw(c, m) {
    c.text('BEACON HILL ADVANCE', X, 24, { bold: true, size: 14, color: '#0f4c5c' });
    c.text('Owner & Business Application  -  owners first, then the business', X, 41, { size: 8 });
    let y = heading(c, 'SECTION 1  -  OWNER / GUARANTOR', X, 54, W, true);
    y = ownerBlocks(c, m, X, y, W, (i) => (i === 0 ? 'Owner / Guarantor #1' : 'Owner / Guarantor #2 (if applicable)'), [
      [['Full name', 'name', 0.4], ['Title', 'title', 0.2], ['Ownership', 'pct', 0.15], ['Credit score', 'credit', 0.25]],
      [['SSN', 'id', 0.3], ['Date of birth', 'dob', 0.25], ['Home address', 'home', 0.45]],
    ], 2, 'boxes');
    y = heading(c, 'SECTION 2  -  BUSINESS', X, y, W, true);
    y = rows(c, m, y, X, W, [
      [['Legal name:', 'legal', 0.6], ['DBA:', 'dba', 0.4]],
      [[m.taxIdBare ? 'EIN:' : 'Tax ID:', 'tax_id', 0.35], ['Established:', 'start', 0.3], ['Industry:', 'industry', 0.35]],
      [['Address:', 'street', 0.5], ['City/State/Zip:', 'city_state_zip', 0.5]],
    ], 'lines') + 2;
    y = checkRow(c, m, 'entity', 'Entity:', ['LLC', 'Corporation', 'S-Corp', 'Partnership', 'Sole Proprietor', 'Non-Profit', 'Other:'], X, y) + 4;
    y = rows(c, m, y, X, W, [[['Funding requested:', 'amount', 0.45], ['Use of funds:', 'use', 0.55]]], 'lines') + 4;
    y = heading(c, 'SECTION 3  -  CONTACTS AND REFERENCES', X, y, W, true);
    y = rows(c, m, y, X, W, [
      [['Landlord:', 'landlord', 0.4], ['Landlord contact:', 'extra.landlord_contact', 0.32], ['Phone:', 'landlord_phone', 0.28]],
      [['Emergency contact:', 'extra.emergency_name', 0.45], ['Relationship:', 'extra.emergency_relation', 0.25], ['Phone:', 'extra.emergency_phone', 0.3]],
    ], 'lines') + 2;
    y = table(c, X, y, W, ['Business reference', 'Contact', 'Phone'], m.refs.map((r) => [r.name, r.contact, r.phone]), 2, 'refs');
    y += c.para(AUTHORISATION, X, y, W) + 6;
    y = signatures(c, m, X, y, W, 2);
    rows(c, m, Math.max(y, 736), X, W, [[['Prepared by:', 'extra.prepared_by', 0.5], ['ISO rep:', 'iso_name', 0.5]]], 'lines');
  },
};

const CONSENT = 'Consentement / Consent : je consens à la collecte et à l\'utilisation de mes renseignements personnels, y compris mon NAS, ' +
  'aux fins de vérification et d\'évaluation de crédit. / I consent to the collection and use of my personal information, including my SIN, ' +
  'for verification and credit assessment.';

/** A Canadian two-pager with French labels first and English after: the Quebec enterprise number (NEQ, 10 digits)
 *  printed beside the Business Number, whose kind (NE / BN or NAS / SIN) a box says; owners with NAS / SIN and
 *  ownership as "50 %", money as "75 000 $", an emergency contact, a witness and the previous financing's balance. */
const laurier: FormLayout = {
  name: 'laurier_ca_francais', broker: 'Laurier Financement Commercial', country: 'CA', pages: 2, maxOwners: 3, bareCanadianIds: true, fresh: true,
  labelFonts: ['Helvetica', 'Helvetica-Bold'], valueFont: 'Courier', marks: ['drawn_check', 'letter_x'],
  acro: { names: 'random', on: 'On' },
  prepare(m, rng) {
    addExtras(m, rng);
    moneyAsWritten(m, rng, 0.5);
    spacedPercent(m, rng, 0.6);
    leaveBlank(m, rng, { start: 0.1, title: 0.1, dob: 0.1 });
  },
  draw(c, m) {
    c.text('LAURIER FINANCEMENT COMMERCIAL', X, 26, { bold: true, size: 14 });
    c.text('Demande de financement d\'entreprise  /  Business financing application  -  Québec  ·  Gatineau  ·  Sherbrooke', X, 44, { size: 8 });
    let y = heading(c, 'A. Entreprise / Business', X, 60, W, true);
    y = rows(c, m, y, X, W, [
      [['Nom légal de l\'entreprise / Legal business name', 'legal', 0.6], ['Nom d\'emprunt (O/A) / Operating name', 'dba', 0.4]],
      [['Numéro d\'entreprise du Québec (NEQ)', 'extra.neq', 0.3], ['Numéro d\'entreprise / Business Number', 'tax_id_number', 0.4], ['Début des activités / Start date', 'start', 0.3]],
    ], 'boxes') + 4;
    y = checkRow(c, m, 'tax_type', 'Ce numéro est un / This number is a:', ['BN', 'SIN'], X, y, {}, { BN: 'NE (entreprise)', SIN: 'NAS (propriétaire)' }) + 2;
    y = rows(c, m, y, X, W, [
      [['Adresse / Street address', 'street', 0.45], ['Ville / City', 'city', 0.25], ['Province', 'state', 0.12], ['Code postal / Postal code', 'zip', 0.18]],
      [['Pays / Country', 'country', 0.2], ['Téléphone / Telephone', 'phone', 0.3], ['Secteur d\'activité / Type of business', 'industry', 0.5]],
    ], 'boxes') + 4;
    y = checkRow(c, m, 'entity', 'Forme juridique / Legal form:', ['Corporation', 'Sole Proprietorship', 'Partnership', 'Other:'], X, y, {},
      { Corporation: 'Société par actions', 'Sole Proprietorship': 'Entreprise individuelle', Partnership: 'Société de personnes', 'Other:': 'Autre' }) + 2;
    y = heading(c, 'B. Financement / Financing', X, y, W, true);
    y = rows(c, m, y, X, W, [[['Montant demandé / Amount requested', 'amount', 0.35], ['Versement / Payment', 'payment', 0.3],
      ['Nombre de versements / No. of payments', 'n_payments', 0.35]]], 'boxes') + 4;
    y = checkRow(c, m, 'frequency', 'Fréquence / Frequency:', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], X, y, {},
      { Daily: 'Quotidienne', Weekly: 'Hebdomadaire', 'Bi-Weekly': 'Aux deux semaines', Monthly: 'Mensuelle' }) + 2;
    y = rows(c, m, y, X, W, [[['Ancien prêteur / Previous lender', 'extra.prior_funder', 0.5], ['Solde restant / Balance remaining', 'extra.prior_balance', 0.5]],
      [['Institution financière / Bank', 'bank_name', 0.4], ['Transit', 'routing', 0.3], ['Compte / Account', 'account', 0.3]]], 'boxes') + 4;
    y = heading(c, 'C. Propriétaire de l\'immeuble / Landlord', X, y, W, true);
    rows(c, m, y, X, W, [[['Nom / Name', 'landlord', 0.4], ['Personne-ressource / Contact', 'extra.landlord_contact', 0.32], ['Téléphone / Phone', 'landlord_phone', 0.28]]], 'boxes');
    c.newPage();
    y = heading(c, 'D. Propriétaires / Owners', X, 36, W, true);
    y = ownersTable(c, m, X, y, W, [['Nom / Name', 'name', 0.27], ['Fonction / Title', 'title', 0.16], ['% détenu / owned', 'pct', 0.12],
      ['NAS / SIN', 'id', 0.16], ['Date de naissance / DOB', 'dob', 0.29]], 3) + 4;
    y = rows(c, m, y, X, W, [[['En cas d\'urgence, joindre / Emergency contact', 'extra.emergency_name', 0.5], ['Lien / Relation', 'extra.emergency_relation', 0.2],
      ['Téléphone / Phone', 'extra.emergency_phone', 0.3]]], 'boxes') + 8;
    y += c.para(CONSENT, X, y, W) + 4;
    y += c.para(PIPEDA, X, y, W) + 8;
    y = signatures(c, m, X, y, W, 3, true) + 6;
    y = rows(c, m, y, X, W, [[['Témoin / Witness', 'extra.witness', 0.5], ['Préparé par / Prepared by', 'extra.prepared_by', 0.5]]], 'boxes') + 6;
    rows(c, m, y, X, W, [[['Conseiller / Advisor', 'iso_name', 0.5], ['Cabinet / Firm', 'iso_company', 0.5]]], 'boxes');
  },
};

export const FRESH_LAYOUTS: readonly FormLayout[] = [quillfield, ledgerline, tabula, beacon, laurier];
