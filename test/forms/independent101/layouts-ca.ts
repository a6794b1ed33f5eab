// Three Canadian brokers of set 101: a Toronto Word form (Maplecrest), a two-page boxed form from Vancouver/Calgary
// (Northshore) and a bilingual Montreal form (Laurentide).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form } from './form.ts';
import { AUTH_CA, AUTH_FR, signRow, type Layout } from './parts.ts';
import type { EntityOptions, Vals } from './vals.ts';

const X = 40, W = 532;
const RED = '#a6192e', NAVY = '#1b2f5e', SEA = '#1d6f8a';

const MAPLE_ENTITIES: EntityOptions = [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'],
  ['Partnership', 'general_partnership'], ['Other:', '']];

function mapleOwner(f: Form, v: Vals, i: number, x: number, y: number): void {
  const has = i < v.m.owners.length, w = 260, T = 'Times-Roman';
  f.label(`Owner / Guarantor ${i + 1}`, x, y, 'Times-Bold', 9.5, RED);
  f.blank('Full Legal Name:', x, y + 14, w, has ? v.fullName(i) : null, T, 8.5);
  f.blank('Position / Title:', x, y + 32, w, has ? v.title(i) : null, T, 8.5);
  f.blank('% Ownership:', x, y + 50, 120, has ? v.pct(i) : null, T, 8.5);
  f.blank('Credit Score (if known):', x + 128, y + 50, w - 128, has ? v.credit(i) : null, T, 8.5);
  f.blank('SIN:', x, y + 68, 118, has ? v.ssn(i) : null, T, 8.5);
  f.blank('DOB (YYYY-MM-DD):', x + 126, y + 68, w - 126, has ? v.dob(i, 'iso') : null, T, 8.5);
  f.blank('Residential Address:', x, y + 86, w, has ? v.home(i) : null, T, 8.5);
  f.blank('Mobile:', x, y + 104, w, has ? v.cell(i) : null, T, 8.5);
}

function maplecrest(f: Form, v: Vals, r: Rng): void {
  const B = 'Maplecrest Business Capital', T = 'Times-Roman';
  f.page();
  f.doc.save().rect(X, 30, 40, 40).fill(RED).restore();
  f.label('M', X + 9, 38, 'Times-Bold', 26, '#fff');
  f.label(B, X + 50, 32, 'Times-Bold', 18, '#222');
  f.label('Application for Business Financing', X + 50, 54, 'Times-Italic', 11, '#444');
  f.label('Toronto, Ontario  |  1-877-555-0190  |  maplecrestcapital.ca', 380, 60, T, 7.5, '#444');
  let y = 82;
  const sec = (t: string): void => { f.bar(t, X, y, W, RED, '#fff', 'Times-Bold', 10); y += 20; };
  const b = (label: string, x: number, w: number, val: Parameters<Form['put']>[0]): void => f.blank(label, x, y, w, val, T, 8.5);
  sec('1. Business Information');
  b('Legal Name of Business:', X, W, v.legal()); y += 18;
  b('Operating Name (O/A):', X, W, v.dba()); y += 18;
  f.label('Legal Structure:', X, y + 1, T, 8.5);
  const ent = v.entityCheck(MAPLE_ENTITIES);
  const end = f.checks(MAPLE_ENTITIES.map(([l]) => l), X + 68, y, ent.index, T, 8.5, 12, ent.val);
  f.blank('', end - 10, y - 2, X + W - end + 10, ent.other, T, 8.5); y += 18;
  b('Business Number (BN):', X, 210, v.taxId(true));
  b('Date of Incorporation:', X + 220, 170, v.start('iso'));
  b('Jurisdiction:', X + 400, W - 400, v.incorporated()); y += 18;
  b('Street Address:', X, 320, v.street());
  b('City:', X + 330, W - 330, v.city()); y += 18;
  b('Province:', X, 150, v.region());
  b('Postal Code:', X + 160, 150, v.postal());
  b('Country:', X + 320, W - 320, v.countryVal()); y += 18;
  b('Telephone:', X, 200, v.phone());
  b('Email:', X + 210, W - 210, v.email0()); y += 18;
  b('Nature of Business:', X, 300, v.industry());
  b('Avg. Monthly Revenue:', X + 310, W - 310, v.sales('dollar')); y += 24;
  sec('2. Financing Request');
  b('Amount Requested (CAD):', X, 230, v.amount(r.pick(['dollar', 'cad', 'plain'] as const)));
  b('Purpose of Funds:', X + 240, W - 240, v.use()); y += 24;
  sec('3. Owners / Guarantors');
  mapleOwner(f, v, 0, X, y);
  mapleOwner(f, v, 1, X + 272, y);
  y += 126;
  sec('4. Banking Information');
  b('Financial Institution:', X, 200, v.bankName());
  b('Transit-Institution No.:', X + 210, 160, v.routing());
  b('Account No.:', X + 380, W - 380, v.account()); y += 24;
  sec('5. Consent and Declaration (PIPEDA)');
  y = f.para(AUTH_CA.replaceAll('{B}', B), X, y, W, 'Times-Roman', 7.5) + 26;
  const n = v.m.owners.length;
  for (let i = 0; i < Math.min(2, n); i++) { signRow(f, v, i, X, y, W, 'iso', ['Signature', 'Name', 'Date'], T); y += 30; }
  if (n > 2) {
    f.page();
    f.label('Schedule A  -  Additional Shareholders / Guarantors', X, 40, 'Times-Bold', 13, RED);
    f.label(`${B}  -  attach to the Application for Business Financing`, X, 58, 'Times-Italic', 8.5, '#444');
    mapleOwner(f, v, 2, X, 84);
    if (n > 3) mapleOwner(f, v, 3, X + 272, 84);
    y = 250;
    for (let i = 2; i < n; i++) { signRow(f, v, i, X, y, W, 'iso', ['Signature', 'Name', 'Date'], T); y += 30; }
  }
}

function northOwner(f: Form, v: Vals, i: number, x: number, y: number): void {
  const has = i < v.m.owners.length, w = 262;
  f.bar(`OWNER ${i + 1}`, x, y, w, SEA, '#fff', 'Helvetica-Bold', 8, 12); y += 12;
  f.row(x, y, w, 24, [['Name', 170, has ? v.fullName(i) : null], ['Title', 92, has ? v.title(i) : null]], 'Helvetica', SEA); y += 24;
  f.row(x, y, w, 24, [['% Owned', 70, has ? v.pct(i) : null], ['Date of Birth', 100, has ? v.dob(i, 'short-month') : null],
    ['Credit Score', 92, has ? v.credit(i) : null]], 'Helvetica', SEA); y += 24;
  const sin = has && !v.m.owners[i]!.masked ? v.ssn(i, false) : null;
  f.row(x, y, w, 24, [['SIN (optional)', 130, sin], ['Mobile', 132, has ? v.cell(i) : null]], 'Helvetica', SEA); y += 24;
  f.row(x, y, w, 24, [['Home Address', w, has ? v.home(i) : null]], 'Helvetica', SEA);
}

function northshore(f: Form, v: Vals, r: Rng): void {
  const B = 'Northshore Funding Partners';
  const c = (y: number, cells: Parameters<Form['row']>[4]): void => f.row(X, y, W, 24, cells, 'Helvetica', SEA);
  f.page();
  f.doc.save().lineWidth(3).strokeColor(SEA).moveTo(X, 60).bezierCurveTo(150, 40, 250, 78, 360, 56).bezierCurveTo(440, 40, 520, 62, X + W, 50).stroke().restore();
  f.label('NORTHSHORE', X, 22, 'Helvetica-Bold', 20, SEA);
  f.label('FUNDING PARTNERS', X + 146, 29, 'Helvetica', 10, '#333', { characterSpacing: 1.5 });
  f.label('Merchant Application', 430, 22, 'Helvetica-Bold', 11, '#333');
  f.label('Vancouver  ·  Calgary', 430, 37, 'Helvetica', 8, '#555');
  let y = 74;
  f.bar('COMPANY', X, y, W, SEA, '#fff', 'Helvetica-Bold', 8, 12); y += 12;
  c(y, [['Registered Business Name', 330, v.legal()], ['Trade Name (O/A)', 202, v.dba()]]); y += 24;
  c(y, [['Business Address', 232, v.street()], ['City', 120, v.city()], ['Province', 70, v.region(r.chance(0.3))], ['Postal Code', 110, v.postal()]]); y += 24;
  c(y, [['Country', 90, v.countryVal()], ['Phone', 130, v.phone()], ['Email', 312, v.email0()]]); y += 24;
  c(y, [['BN / GST #', 150, v.taxId(true)], ['Years in Business', 90, v.years()], ['Legal Structure', 150, v.entityText()], ['Employees', 142, v.employees()]]); y += 24;
  c(y, [['Industry / Type of Business', 300, v.industry()], ['Avg. Monthly Deposits', 232, v.sales('dollar')]]); y += 32;
  f.bar('FUNDING REQUEST', X, y, W, SEA, '#fff', 'Helvetica-Bold', 8, 12); y += 12;
  c(y, [['Amount Requested', 160, v.amount(r.pick(['dollar', 'cad-pre', 'cents'] as const))], ['Remittance Amount', 130, v.payment('cents')],
    ['No. of Remittances', 110, v.nPayments()], ['Use of Funds', 132, v.use()]]); y += 24;
  f.doc.save().lineWidth(0.6).strokeColor(SEA).rect(X, y, W, 20).stroke().restore();
  f.label('Preferred Remittance:', X + 4, y + 6, 'Helvetica', 7.5);
  f.checks(['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], X + 96, y + 6, v.freqIndex(), 'Helvetica', 7.5, 18, v.freqVal()); y += 28;
  f.bar('PREMISES', X, y, W, SEA, '#fff', 'Helvetica-Bold', 8, 12); y += 12;
  c(y, [['Landlord / Property Manager', 260, v.landlord()], ['Phone', 140, v.landlordPhone()], ['Monthly Rent', 132, v.rent('dollar')]]); y += 32;
  f.bar('CURRENT FINANCING (MCA, loans, leases)', X, y, W, SEA, '#fff', 'Helvetica-Bold', 8, 12); y += 12;
  for (let k = 0; k < 2; k++) { c(y, [['Lender', 260, v.funder(k)], ['Balance', 136, v.funderBalance(k, 'dollar')], ['Payment', 136, v.funderPayment(k, 'cents')]]); y += 24; }
  f.label('Page 1 / 2', 290, 760, 'Helvetica', 7, '#666');
  f.page();
  f.label(`${B}  -  Merchant Application (page 2)`, X, 30, 'Helvetica-Bold', 11, SEA);
  const n = v.m.owners.length;
  y = 52;
  for (let i = 0; i < Math.max(2, n); i += 2) {
    northOwner(f, v, i, X, y);
    northOwner(f, v, i + 1, X + 270, y);
    y += 118;
  }
  f.bar('BANKING', X, y, W, SEA, '#fff', 'Helvetica-Bold', 8, 12); y += 12;
  c(y, [['Financial Institution', 200, v.bankName()], ['Transit / Institution', 160, v.routing()], ['Account Number', 172, v.account()]]); y += 32;
  f.bar('CONSENT', X, y, W, SEA, '#fff', 'Helvetica-Bold', 8, 12); y += 16;
  y = f.para(AUTH_CA.replaceAll('{B}', B), X, y, W, 'Helvetica', 6.8) + 26;
  for (let i = 0; i < n; i++) { signRow(f, v, i, X, y, W, 'short-month', ['Signature', 'Print Name', 'Date']); y += 30; }
  f.row(X, 716, W, 22, [['Referred by (ISO)', 260, v.isoRep()], ['Northshore file #', 272, null]], 'Helvetica', '#999');
  f.label('Page 2 / 2', 290, 760, 'Helvetica', 7, '#666');
}

const LAUR_ENTITIES: EntityOptions = [['Inc. / Corporation', 'ca_corporation'], ['Entreprise individuelle / Sole prop.', 'sole_proprietorship'],
  ['S.E.N.C. / Partnership', 'general_partnership'], ['Autre / Other:', '']];

function laurOwner(f: Form, v: Vals, i: number, y: number): number {
  const has = i < v.m.owners.length;
  f.label(`Actionnaire ${i + 1} / Shareholder ${i + 1}`, X, y, 'Helvetica-Bold', 8.5, NAVY); y += 13;
  f.blank('Nom / Last name:', X, y, 200, has ? v.last(i) : null);
  f.blank('Prénom / First name:', X + 208, y, 180, has ? v.first(i) : null);
  f.blank('% :', X + 396, y, W - 396, has ? v.pct(i) : null); y += 17;
  f.blank('Titre / Title:', X, y, 200, has ? v.title(i) : null);
  f.blank('NAS / SIN:', X + 208, y, 130, has ? v.ssn(i) : null);
  f.blank('Date de naissance / DOB:', X + 346, y, W - 346, has ? v.dob(i, 'iso') : null); y += 17;
  f.blank('Adresse domicile / Home address:', X, y, W, has ? v.home(i) : null);
  return y + 22;
}

function laurentide(f: Form, v: Vals, r: Rng): void {
  const B = 'Financement Laurentide inc.';
  f.page();
  f.doc.save().rect(0, 0, 612, 56).fill(NAVY).restore();
  f.label('Financement Laurentide', X, 14, 'Helvetica-Bold', 17, '#fff');
  f.label('Laurentide Business Funding', X, 35, 'Helvetica', 9.5, '#cfd8ea');
  f.label('Demande de financement / Funding Application', 330, 22, 'Helvetica-Bold', 9.5, '#fff');
  let y = 68;
  const sec = (t: string): void => { f.heading(t, X, y, W, NAVY, 'Helvetica-Bold', 10); y += 18; };
  sec('Entreprise / Business');
  f.blank('Nom légal / Legal name:', X, y, W, v.legal()); y += 17;
  f.blank("Nom d'emprunt / Operating name (O/A):", X, y, W, v.dba()); y += 17;
  f.label('Forme juridique / Legal form:', X, y + 1);
  const ent = v.entityCheck(LAUR_ENTITIES);
  f.checks(LAUR_ENTITIES.slice(0, 2).map(([l]) => l), X + 118, y, ent.index < 2 ? ent.index : -1, 'Helvetica', 7.5, 12, ent.val); y += 14;
  const end = f.checks(LAUR_ENTITIES.slice(2).map(([l]) => l), X + 118, y, ent.index >= 2 ? ent.index - 2 : -1, 'Helvetica', 7.5, 12, ent.val);
  f.blank('', end - 10, y - 2, X + W - end + 10, ent.other); y += 17;
  f.blank('NEQ:', X, y, 130, v.neq());
  f.blank('NE / BN:', X + 138, y, 180, v.taxId(false));
  f.blank('Date de constitution / Incorporated:', X + 326, y, W - 326, v.start('iso')); y += 17;
  f.blank('Adresse / Address:', X, y, 300, v.street());
  f.blank('Ville / City:', X + 308, y, W - 308, v.city()); y += 17;
  f.blank('Province:', X, y, 120, v.region());
  f.blank('Code postal / Postal code:', X + 128, y, 180, v.postal());
  f.blank('Téléphone / Phone:', X + 316, y, W - 316, v.phone()); y += 17;
  f.blank('Courriel / Email:', X, y, 250, v.email0());
  f.blank("Secteur d'activité / Type of business:", X + 258, y, W - 258, v.industry()); y += 17;
  f.blank('Revenus mensuels moyens / Avg. monthly revenue:', X, y, 300, v.sales('fr')); y += 24;
  sec('Financement demandé / Funding requested');
  f.blank('Montant / Amount:', X, y, 200, v.amount(r.pick(['fr', 'cad', 'fr'] as const)));
  f.blank('Utilisation / Use of funds:', X + 208, y, W - 208, v.use()); y += 24;
  sec('Institution financière / Bank');
  f.blank('Institution:', X, y, 180, v.bankName());
  f.blank('Transit:', X + 188, y, 150, v.routing());
  f.blank('Compte / Account:', X + 346, y, W - 346, v.account()); y += 24;
  sec('Actionnaires / Shareholders (20 % +)');
  y = laurOwner(f, v, 0, y);
  y = laurOwner(f, v, 1, y);
  sec('Consentement / Consent');
  y = f.para(AUTH_FR.replaceAll('{B}', B), X, y, W, 'Helvetica', 6.5) + 24;
  const n = v.m.owners.length;
  for (let i = 0; i < Math.min(2, n); i++) { signRow(f, v, i, X, y, W, 'iso', ['Signature', 'Nom / Name', 'Date']); y += 28; }
  if (n > 2) {
    f.page();
    f.label('Actionnaires additionnels / Additional shareholders', X, 36, 'Helvetica-Bold', 12, NAVY);
    y = 60;
    for (let i = 2; i < n; i++) y = laurOwner(f, v, i, y);
    y += 20;
    for (let i = 2; i < n; i++) { signRow(f, v, i, X, y, W, 'iso', ['Signature', 'Nom / Name', 'Date']); y += 28; }
  }
}

export const CA_LAYOUTS: Layout[] = [
  { name: 'ca_maplecrest_word', broker: 'Maplecrest Business Capital', country: 'CA', regions: ['ON', 'MB', 'NS'], creator: 'Microsoft® Word 2019', typedFont: 'Times-Roman', draw: maplecrest },
  { name: 'ca_northshore_boxed', broker: 'Northshore Funding Partners', country: 'CA', regions: ['BC', 'AB', 'SK'], creator: 'Adobe InDesign 19.2 (Windows)', typedFont: 'Helvetica', draw: northshore },
  { name: 'ca_laurentide_bilingual', broker: 'Financement Laurentide inc.', country: 'CA', regions: ['QC', 'QC', 'QC', 'ON'], creator: 'Microsoft® Word pour Microsoft 365', typedFont: 'Helvetica', draw: laurentide },
];
