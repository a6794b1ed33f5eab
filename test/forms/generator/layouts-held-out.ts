// Held-out brokers' application forms: layouts kept apart from the reader's development, so that measuring it on
// them (`scripts/forms-accuracy.ts --layouts held-out`) says how it does on forms nobody tuned it to. They were
// written from shared/spec/applications.md alone and differ from the development layouts the way real forms do:
// other label wordings and languages (Spanish / English, French / English), labels above, below or inside the
// value's cell or in a shaded cell of their own, owners as columns, split-name owner tables, the ISO's block before
// the business, filled-square and drawn-tick checkboxes, BN program account RT0001, fields left blank.
import { MARKS_ALL } from './canvas.ts';
import type { FormLayout } from './layouts.ts';
import { leaveBlank, money } from './model.ts';
import { names } from './names.ts';
import { AUTHORISATION, checkRow, heading, ownerBlocks, ownersGrid, ownersTable, PIPEDA, rows, signatures, table } from './sections.ts';

const X = 36, W = 540;


/** A US one-pager made in a word processor: every label in small capitals above its underline, a two-column grid,
 *  the owners as columns (Owner 1 | Owner 2) with attributes as rows, the bank's routing number beside the FEIN. */
const keystone: FormLayout = {
  name: 'keystone_label_above', broker: 'Keystone Merchant Capital', country: 'US', pages: 1, maxOwners: 2, heldOut: true,
  labelFonts: ['Helvetica', 'Helvetica-Bold'], valueFont: 'Helvetica', marks: MARKS_ALL,
  acro: { names: 'label', on: 'On' },
  prepare(m, rng) { leaveBlank(m, rng, { start: 0.15, title: 0.1, dob: 0.1, credit: 0.25 }); },
  draw(c, m) {
    c.text('KEYSTONE', X, 26, { bold: true, size: 22, color: '#1d3b6a' });
    c.text('MERCHANT CAPITAL', X + 122, 33, { size: 10, color: '#1d3b6a' });
    c.text('Revenue-Based Financing Application', X, 30, { size: 9, width: W, align: 'right' });
    c.line(X, 52, X + W, 52, 1.5);
    let y = heading(c, 'Section A  -  The Business', X, 58, W, false);
    y = rows(c, m, y, X, W, [
      [['CORPORATE NAME', 'legal', 0.55], ['TRADING AS (D/B/A)', 'dba', 0.45]],
      [[m.taxIdBare ? 'FEIN' : 'FEIN / SSN', 'tax_id', 0.3], ['BANK ABA / ROUTING NO.', 'routing', 0.3], ['DATE ESTABLISHED', 'start', 0.2], ['EMPLOYEES', 'employees', 0.2]],
      [['BUSINESS STREET ADDRESS', 'street', 0.55], ['CITY, STATE ZIP', 'city_state_zip', 0.45]],
      [['PRODUCTS / SERVICES SOLD', 'industry', 0.45], ['CAPITAL REQUESTED', 'amount', 0.25], ['INTENDED USE', 'use', 0.3]],
    ], 'above') + 2;
    y = checkRow(c, m, 'entity', 'FORM OF BUSINESS:', ['LLC', 'Corporation', 'S Corp', 'Partnership', 'Sole Proprietorship', 'Other:'], X, y,
      { 'S-Corp': 'S Corp', 'Sole Proprietor': 'Sole Proprietorship' }) + 2;
    y = rows(c, m, y, X, W, [[['LANDLORD / MORTGAGE HOLDER', 'landlord', 0.55], ['LANDLORD PHONE', 'landlord_phone', 0.45]]], 'above') + 4;
    y = heading(c, 'Section B  -  Ownership (every owner of 20% or more)', X, y, W, false);
    y = ownersGrid(c, m, X, y, W, [['Owner name', 'name'], ['Title', 'title'], ['Ownership %', 'pct'], ['Social Security No.', 'id'],
      ['Date of birth', 'dob'], ['Credit score (est.)', 'credit'], ['Home address', 'home']], 2, (i) => `OWNER ${i + 1}`);
    y = heading(c, 'Section C  -  Trade references', X, y, W, false);
    y = table(c, X, y, W, ['Supplier', 'Contact', 'Telephone'], m.refs.map((r) => [r.name, r.contact, r.phone]), 3, 'refs');
    y += c.para(AUTHORISATION, X, y + 2, W) + 8;
    y = signatures(c, m, X, y, W, 2);
    rows(c, m, Math.max(y + 4, 712), X, W, [[['REFERRAL PARTNER (ISO)', 'iso_company', 0.5], ['ISO CONTACT', 'iso_name', 0.5]]], 'above');
  },
};

const SOLICITUD = 'Al firmar, cada propietario certifica que la información es verdadera y completa y autoriza a Solana Business Funding ' +
  'y a sus agentes a obtener informes de crédito y referencias bancarias. / By signing, each owner certifies that the information is ' +
  'true and complete and authorizes Solana Business Funding and its agents to obtain credit reports and bank references.';

/** A US two-pager with Spanish / English labels, each inside the value's box on its left; the agent's block first
 *  on the page (people who are not applicants, before the business); owners as repeated blocks; payment terms. */
const solana: FormLayout = {
  name: 'solana_bilingual_es', broker: 'Solana Business Funding', country: 'US', pages: 2, maxOwners: 3, heldOut: true,
  labelFonts: ['Helvetica', 'Helvetica-Bold'], valueFont: 'Courier', marks: MARKS_ALL,
  acro: { names: 'random', on: '1' },
  prepare(m, rng) { leaveBlank(m, rng, { start: 0.15, amount: 0.08, dob: 0.1, pct: 0.15, id: 0.08 }); },
  draw(c, m) {
    c.text('SOLANA BUSINESS FUNDING', X, 28, { bold: true, size: 15, color: '#8a3b12' });
    c.text('Solicitud de financiamiento comercial / Business funding application', X, 47, { size: 8.5 });
    rows(c, m, 24, X + 330, 210, [[['Agente / Agent', 'iso_name', 1]], [['Oficina / Office', 'iso_company', 1]]], 'inline');
    let y = heading(c, '1. Negocio / Business', X, 66, W, true);
    y = rows(c, m, y, X, W, [
      [['Razón social / Legal name', 'legal', 1]],
      [['Nombre comercial / DBA', 'dba', 0.6], ['Teléfono / Phone', 'phone', 0.4]],
      [[m.taxIdBare ? 'Núm. patronal / Employer ID (EIN)' : 'Identificación fiscal / Tax ID', 'tax_id', 0.58], ['Fecha de inicio / Start date', 'start', 0.42]],
      [['Dirección / Address', 'street', 0.55], ['Ciudad / City', 'city', 0.23], ['Estado / State', 'state', 0.22]],
      [['Código postal / ZIP', 'zip', 0.3], ['Giro del negocio / Type of business', 'industry', 0.7]],
    ], 'inline') + 6;
    y = checkRow(c, m, 'entity', 'Tipo de entidad / Entity:', ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'Other:'], X, y, {},
      { Corporation: 'Corporación', LLC: 'Compañía de resp. limitada', Partnership: 'Sociedad', 'Sole Proprietor': 'Propietario único', 'Other:': 'Otro' });
    y = heading(c, '2. Financiamiento / Funding', X, y, W, true);
    y = rows(c, m, y, X, W, [
      [['Monto solicitado / Amount requested', 'amount', 0.5], ['Uso de fondos / Use of funds', 'use', 0.5]],
      [['Pago propuesto / Proposed payment', 'payment', 0.5], ['Número de pagos / No. of payments', 'n_payments', 0.5]],
    ], 'inline') + 6;
    y = checkRow(c, m, 'frequency', 'Frecuencia / Frequency:', ['Daily', 'Weekly', 'Bi-weekly', 'Monthly'], X, y, { 'Bi-Weekly': 'Bi-weekly' },
      { Daily: 'Diario', Weekly: 'Semanal', 'Bi-weekly': 'Cada 2 semanas', Monthly: 'Mensual' });
    y = heading(c, '3. Adelantos y préstamos actuales / Current advances and loans', X, y, W, true);
    y = table(c, X, y, W, ['Compañía / Funder', 'Saldo / Balance', 'Pago / Payment'], m.advances.map((a) => [a.funder, a.balance, a.payment]), 3, 'advances');
    y = heading(c, '4. Banco / Bank', X, y, W, true);
    rows(c, m, y, X, W, [[['Banco / Bank', 'bank_name', 0.4], ['Ruta / Routing', 'routing', 0.3], ['Cuenta / Account', 'account', 0.3]]], 'inline');
    c.newPage();
    y = heading(c, '5. Propietarios / Owners', X, 40, W, true);
    y = ownerBlocks(c, m, X, y + 2, W, (i) => `Propietario ${i + 1} / Owner ${i + 1}`, [
      [['Nombre completo / Full name', 'name', 0.6], ['Cargo / Title', 'title', 0.4]],
      [['% de propiedad / Ownership', 'pct', 0.3], ['SSN / ITIN', 'id', 0.34], ['Fecha de nac. / DOB', 'dob', 0.36]],
      [['Domicilio / Home address', 'home', 1]],
    ], 3, 'inline');
    y = rows(c, m, y + 4, X, W, [[['Arrendador / Landlord', 'landlord', 0.6], ['Teléfono / Phone', 'landlord_phone', 0.4]]], 'inline') + 8;
    y += c.para(SOLICITUD, X, y, W) + 10;
    signatures(c, m, X, y, W, 3, true);
  },
};

const CONSENT_FR = 'Consentement (LPRPDE) : je consens à la collecte, à l\'utilisation et à la communication de mes renseignements ' +
  'personnels, y compris mon NAS s\'il est fourni, aux fins de vérification d\'identité et d\'évaluation de crédit.';

/** A Canadian one-pager with French / English labels printed under each value's line, the country in its own cell,
 *  a BN with its GST/HST program account (RT0001), money written the Quebec way ("75 000 $"), shareholders in a
 *  table, and "Propriétaire de l'immeuble" (the landlord: "propriétaire" also means owner). */
const aurora: FormLayout = {
  name: 'aurora_ca_bilingual', broker: 'Aurora Capital Entreprises', country: 'CA', pages: 1, maxOwners: 3, heldOut: true,
  labelFonts: ['Times-Roman', 'Times-Bold'], valueFont: 'Helvetica', marks: MARKS_ALL, programIds: ['RT0001', 'RT0001', 'RC0001', 'RT0002'],
  acro: { names: 'label', on: 'option' },
  prepare(m, rng) {
    if (rng.chance(0.5)) m.amountText = `${money(m.amount).replace(/,/g, ' ')} $`;
    leaveBlank(m, rng, { start: 0.12, title: 0.1, credit: 0.3, dob: 0.1 });
  },
  draw(c, m) {
    c.text('AURORA CAPITAL ENTREPRISES', X, 26, { bold: true, size: 15 });
    c.text('Demande de financement  |  Financing application  -  Montréal  ·  Québec  ·  Ottawa', X, 45, { size: 8.5 });
    let y = heading(c, 'Entreprise / Business', X, 60, W, false);
    y = rows(c, m, y + 2, X, W, [
      [['Raison sociale / Legal name', 'legal', 0.58], ['Nom commercial (O/A) / Operating name', 'dba', 0.42]],
      [['Numéro d\'entreprise et compte de programme / BN and program account', 'tax_id', 0.5], ['Date de constitution / Incorporated', 'start', 0.25],
        ['Juridiction / Jurisdiction', 'state_inc', 0.25]],
      [['Adresse / Street address', 'street', 0.45], ['Ville / City', 'city', 0.2], ['Province', 'state', 0.15], ['Code postal / Postal code', 'zip', 0.2]],
      [['Pays / Country', 'country', 0.18], ['Téléphone / Telephone', 'phone', 0.27], ['Secteur d\'activité / Nature of business', 'industry', 0.55]],
    ], 'below') + 2;
    y = checkRow(c, m, 'entity', 'Forme juridique / Legal form:', ['Corporation', 'Sole Proprietorship', 'Partnership', 'Other:'], X, y, {},
      { Corporation: 'Société par actions', 'Sole Proprietorship': 'Entreprise individuelle', Partnership: 'Société de personnes', 'Other:': 'Autre' });
    y = heading(c, 'Financement demandé / Financing requested', X, y, W, false);
    y = rows(c, m, y + 2, X, W, [[['Montant demandé / Amount requested', 'amount', 0.35], ['Versement / Payment amount', 'payment', 0.3],
      ['Nombre de versements / Number of payments', 'n_payments', 0.35]]], 'below') + 2;
    y = checkRow(c, m, 'frequency', 'Fréquence / Frequency:', ['Daily', 'Weekly', 'Bi-weekly', 'Monthly'], X, y, { 'Bi-Weekly': 'Bi-weekly' },
      { Daily: 'Quotidien', Weekly: 'Hebdomadaire', 'Bi-weekly': 'Aux deux semaines', Monthly: 'Mensuel' });
    y = heading(c, 'Autres financements en cours / Other financing in place', X, y, W, false);
    y = table(c, X, y, W, ['Prêteur / Lender', 'Solde / Balance', 'Versement / Payment'], m.advances.map((a) => [a.funder, a.balance, a.payment]), 2, 'advances');
    y = heading(c, 'Actionnaires / Shareholders', X, y, W, false);
    y = ownersTable(c, m, X, y, W, [['Nom / Name', 'name', 0.25], ['Titre / Title', 'title', 0.15], ['% détenu', 'pct', 0.1], ['NAS / SIN', 'id', 0.15],
      ['Naissance / Birth', 'dob', 0.14], ['Cote / Score', 'credit', 0.08], ['Cellulaire / Cell', 'cell', 0.13]], 3);
    y = rows(c, m, y + 2, X, W, [
      [['Propriétaire de l\'immeuble / Landlord', 'landlord', 0.6], ['Téléphone / Telephone', 'landlord_phone', 0.4]],
      [['Institution financière / Financial institution', 'bank_name', 0.4], ['Transit / institution', 'routing', 0.3], ['Compte / Account', 'account', 0.3]],
    ], 'below') + 2;
    y += c.para(CONSENT_FR, X, y, W) + 2;
    y += c.para(PIPEDA, X, y, W) + 6;
    y = signatures(c, m, X, y, W, 3);
    rows(c, m, Math.max(y, 730), X, W, [[['Conseiller / Advisor', 'iso_name', 0.5], ['Téléphone du conseiller / Advisor phone', 'iso_phone', 0.5]]], 'below');
  },
};

/** A US two-pager made in a spreadsheet: each label in a shaded cell of its own, the value in the cell right of it,
 *  two label/value pairs a row; the submitting ISO's block at the top; owners in one table with Last / First / MI
 *  columns and a self-reported FICO; current positions and trade references as decoys. */
const ironbridge: FormLayout = {
  name: 'ironbridge_cells', broker: 'Ironbridge Commercial Funding', country: 'US', pages: 2, maxOwners: 4, heldOut: true,
  labelFonts: ['Helvetica', 'Helvetica-Bold'], valueFont: 'Times-Roman', marks: MARKS_ALL,
  acro: { names: 'page', on: 'Yes' },
  prepare(m, rng) { leaveBlank(m, rng, { start: 0.2, credit: 0.3, title: 0.08, id: 0.05 }); },
  draw(c, m) {
    c.text('IRONBRIDGE COMMERCIAL FUNDING', X, 26, { bold: true, size: 14 });
    c.text('MCA / Revenue Purchase Application  -  Rev. 03/2026', X, 44, { size: 8 });
    let y = rows(c, m, 60, X, W, [[['Submitted by ISO', 'iso_company', 0.4], ['ISO rep', 'iso_name', 0.3], ['ISO phone', 'iso_phone', 0.3]]], 'cells') + 8;
    y = heading(c, 'MERCHANT INFORMATION', X, y, W, true);
    y = rows(c, m, y, X, W, [
      [['Merchant legal name', 'legal', 0.55], ['Physical address', 'street', 0.45]],
      [['DBA / store name', 'dba', 0.55], ['City', 'city', 0.45]],
      [[m.taxIdBare ? 'Employer ID No. (EIN)' : 'TIN (EIN or SSN)', 'tax_id', 0.55], ['Bank ABA', 'routing', 0.45]],
      [['Date business opened', 'start', 0.55], ['State', 'state', 0.2], ['ZIP', 'zip', 0.25]],
      [['Legal entity type', 'entity', 0.55], ['Bank account #', 'account', 0.45]],
      [['Business description', 'industry', 0.55], ['Website', 'website', 0.45]],
    ], 'cells') + 8;
    y = heading(c, 'FUNDING', X, y, W, true);
    y = rows(c, m, y, X, W, [[['Funding requested', 'amount', 0.34], ['Est. payment', 'payment', 0.33], ['Term (# of payments)', 'n_payments', 0.33]]], 'cells') + 6;
    y = checkRow(c, m, 'frequency', 'Remittance:', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], X, y) + 4;
    y = heading(c, 'CURRENT MCA POSITIONS', X, y, W, true);
    y = table(c, X, y, W, ['Funder', 'Balance left', 'Daily / weekly debit'], m.advances.map((a) => [a.funder, a.balance, a.payment]), 3, 'advances');
    y = heading(c, 'TRADE REFERENCES', X, y, W, true);
    table(c, X, y, W, ['Company', 'Contact', 'Phone'], m.refs.map((r) => [r.name, r.contact, r.phone]), 3, 'refs');
    c.newPage();
    y = heading(c, 'OWNERSHIP', X, 40, W, true);
    y = ownersTable(c, m, X, y, W, [['Last name', 'last', 0.15], ['First name', 'first', 0.13], ['MI', 'mi', 0.04], ['Title', 'title', 0.12],
      ['%', 'pct', 0.06], ['SSN', 'id', 0.13], ['DOB', 'dob', 0.11], ['FICO (self)', 'credit', 0.09], ['Cell phone', 'cell', 0.17]], 4);
    y = rows(c, m, y + 4, X, W, [[['Landlord', 'landlord', 0.55], ['Landlord phone', 'landlord_phone', 0.45]]], 'cells') + 10;
    y += c.para(AUTHORISATION, X, y, W) + 12;
    signatures(c, m, X, y, W, 4, true);
  },
};

/** A US one-pager in typewriter style: labels with dotted leaders, "Company (as registered)" wording, owners as
 *  "Personal Guarantor" blocks with names often written "Last, First M.", payment frequency as free text, and a
 *  contact person for the application who may be an owner again or an office manager (never another applicant). */
const tallgrass: FormLayout = {
  name: 'tallgrass_guarantors', broker: 'Tallgrass Funding Co.', country: 'US', pages: 1, maxOwners: 2, heldOut: true,
  labelFonts: ['Times-Roman', 'Times-Bold'], valueFont: 'Courier', marks: MARKS_ALL,
  prepare(m, rng) {
    for (const o of m.owners) if (rng.chance(0.5)) o.printed = `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}`;
    const o0 = m.owners[0]!;
    m.contactPerson = rng.chance(0.4) ? `${o0.first} ${o0.last}` : `${names.fullName(rng)}${rng.chance(0.5) ? ' (office manager)' : ''}`;
    leaveBlank(m, rng, { start: 0.1, title: 0.15, dob: 0.15, pct: 0.1 });
  },
  draw(c, m) {
    c.text('TALLGRASS FUNDING CO.', X, 26, { bold: true, size: 16, width: W, align: 'center' });
    c.text('Application for the Purchase of Future Receivables  -  Wichita, Kansas', X, 46, { size: 9, width: W, align: 'center' });
    let y = heading(c, 'I.  APPLICANT BUSINESS', X, 64, W, false);
    y = rows(c, m, y, X, W, [
      [['Company (as registered):', 'legal', 1]],
      [['Operating as:', 'dba', 0.6], ['Telephone:', 'phone', 0.4]],
      [[m.taxIdBare ? 'Tax I.D. (FEIN):' : 'Tax I.D. No.:', 'tax_id', 0.5], ['Business inception:', 'start', 0.5]],
      [['Street:', 'street', 1]],
      [['City / State / Zip:', 'city_state_zip', 0.7], ['No. of employees:', 'employees', 0.3]],
      [['Nature of business (SIC description):', 'industry', 1]],
      [['Contact person for this application:', 'contact', 0.62], ['State of organization:', 'state_inc', 0.38]],
    ], 'dots') + 2;
    y = checkRow(c, m, 'entity', 'Type of organization:', ['Corp.', 'LLC', 'S Corp', 'Partnership', 'Sole Owner', 'Other:'], X, y,
      { Corporation: 'Corp.', 'S-Corp': 'S Corp', 'Sole Proprietor': 'Sole Owner' }) + 2;
    y = heading(c, 'II.  REQUEST', X, y, W, false);
    y = rows(c, m, y, X, W, [[['Requested funding:', 'amount', 0.4], ['Payment amount:', 'payment', 0.3], ['Payment frequency:', 'frequency', 0.3]]], 'dots') + 2;
    y = heading(c, 'III.  EXISTING OBLIGATIONS (MCA, loans, leases)', X, y, W, false);
    y = table(c, X, y, W, ['Creditor', 'Balance', 'Payment'], m.advances.map((a) => [a.funder, a.balance, a.payment]), 2, 'advances');
    y = heading(c, 'IV.  PERSONAL GUARANTORS', X, y, W, false);
    y = ownerBlocks(c, m, X, y, W, (i) => `Guarantor #${i + 1}`, [
      [['Full name:', 'name', 0.6], ['Position:', 'title', 0.4]],
      [['Social Security No.:', 'id', 0.38], ['Date of birth:', 'dob', 0.32], ['Ownership:', 'pct', 0.3]],
      [['Residence:', 'home', 1]],
    ], 2, 'dots');
    y = heading(c, 'V.  BANK AND PREMISES', X, y, W, false);
    y = rows(c, m, y, X, W, [[['Depository bank:', 'bank_name', 0.4], ['Routing no.:', 'routing', 0.3], ['Account no.:', 'account', 0.3]],
      [['Landlord / mortgagee:', 'landlord', 0.6], ['Phone:', 'landlord_phone', 0.4]]], 'dots') + 4;
    y += c.para(AUTHORISATION, X, y, W) + 6;
    y = signatures(c, m, X, y, W, 2, true);
    rows(c, m, Math.max(y, 745), X, W, [[['Originating broker:', 'iso_company', 0.5], ['Broker phone:', 'iso_phone', 0.5]]], 'dots');
  },
};

export const HELD_OUT_LAYOUTS: readonly FormLayout[] = [keystone, solana, aurora, ironbridge, tallgrass];
