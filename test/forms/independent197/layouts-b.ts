// Northern Lights (Canadian, bilingual captions, BN and SIN, PIPEDA consent on page 2) and Quickline (US, one
// page of shaded label/value tables, owners in a 'Last, First' grid of up to four rows, typewriter values).
import type { Cell, Deal } from './model.ts';
import type { Caps } from './pools.ts';
import type { Sheet } from './sheet.ts';
import { scribble } from './layouts-a.ts';

export const NORTHERN_CAPS: Caps = { country: 'CA', maxOwners: 2, lastFirst: false, terms: false, bareEin: false,
  checks: [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['Non-Profit', 'nonprofit_corporation']] };
export const QUICKLINE_CAPS: Caps = { country: 'US', maxOwners: 4, lastFirst: true, terms: true, bareEin: false };

const EMPTY: Cell = { text: null, fields: {} };
const PIPEDA = 'Consent (PIPEDA): The applicant and each signing principal consent to Northern Lights Business Capital and its funding partners '
  + 'collecting, using and disclosing their personal information, including obtaining credit reports from Equifax Canada and TransUnion Canada, '
  + 'for the purpose of evaluating this application, verifying identity and administering any resulting agreement, as permitted by the Personal '
  + 'Information Protection and Electronic Documents Act. Personal information is kept in Canada and may be withdrawn subject to legal or contractual '
  + 'restrictions. / Consentement : le demandeur consent à la collecte et à la communication de ses renseignements personnels aux fins de la présente demande.';

/** Caption left in two languages, a shaded box to write in: Northern Lights' look. */
function row(s: Sheet, key: string, en: string, fr: string, c: Cell, x: number, y: number, w: number, cap = 110): void {
  s.label(en, x, y + 1, 7.5, s.look.bold);
  s.label(fr, x, y + 10, 6, s.look.label, [0.35, 0.35, 0.35]);
  s.rect(x + cap, y, w - cap - 6, 18, '#f3f6f9', 0.4);
  s.value(key, c, x + cap + 4, y + 4, w - cap - 14);
}

export function drawNorthern(s: Sheet, d: Deal): void {
  const L = 36, R = 576, red = '#b3202a';
  s.doc.save().polygon([L, 28], [L + 12, 16], [L + 24, 28], [L + 12, 40]).fill(red).restore();
  s.label('NORTHERN LIGHTS', L + 32, 16, 16, s.look.bold, [0.7, 0.13, 0.16]);
  s.label('BUSINESS CAPITAL  ·  Business Financing Application / Demande de financement', L + 32, 35, 8);
  s.label('1-888-555-0190  |  apply@nlbcapital.example', R - 160, 18, 7);
  let y = 56;
  const head = (t: string): void => { s.band(t, L, y, R - L, 12, red, 'white', 7.5); y += 18; };
  head('1. BUSINESS / ENTREPRISE');
  row(s, 'legal_name', 'Legal Name', 'Dénomination sociale', d.legal, L, y, R - L); y += 22;
  row(s, 'dba', 'Operating Name (O/A)', "Nom d'exploitation", d.dba, L, y, R - L); y += 22;
  row(s, 'street', 'Street Address', 'Adresse', d.street, L, y, 320);
  row(s, 'city', 'City', 'Ville', { text: d.city, fields: {} }, L + 320, y, R - L - 320, 40); y += 22;
  row(s, 'state', 'Province', 'Province', d.state, L, y, 220);
  row(s, 'zip', 'Postal Code', 'Code postal', { text: d.zip, fields: {} }, L + 220, y, 150, 60);
  row(s, 'phone', 'Phone', 'Tél.', d.phone, L + 370, y, R - L - 370, 40); y += 22;
  row(s, 'tax_id', 'Business Number', "Numéro d'entreprise", d.taxId, L, y, 320);
  s.check('tax_id_kind', 'BN', L + 328, y + 5, d.taxBox);
  s.check('tax_id_kind', 'GST/HST', L + 358, y + 5, false);
  s.check('tax_id_kind', 'QST', L + 414, y + 5, false); y += 22;
  row(s, 'start', 'Date Established', 'Date de création', d.start, L, y, 270);
  row(s, 'state_of_inc', 'Jurisdiction of Inc.', 'Constituée en vertu de', d.stateOfInc, L + 270, y, R - L - 270, 100); y += 22;
  row(s, 'industry', 'Nature of Business', "Secteur d'activité", d.industry, L, y, 330);
  row(s, 'email', 'Email', 'Courriel', d.email, L + 330, y, R - L - 330, 40); y += 24;
  s.label('Legal Structure / Forme juridique:', L, y + 1, 7.5, s.look.bold);
  let x = L + 130;
  for (const [label] of NORTHERN_CAPS.checks!) { s.check('type_of_entity', label, x, y, d.entityCheck?.label === label ? d.entityCheck : null); x += label.length * 4 + 20; }
  s.label('Other / Autre:', x, y + 1, 7);
  s.rule(x + 48, y + 9, R - 6, y + 9);
  s.value('entity_other', d.entityOther, x + 50, y - 1, R - x - 56, 8.5); y += 20;
  head('2. FINANCING REQUEST / DEMANDE');
  row(s, 'requested_amount', 'Amount Requested (CAD)', 'Montant demandé', d.amount, L, y, 300, 120);
  row(s, 'use', 'Purpose', 'Utilisation', d.use, L + 300, y, R - L - 300, 60); y += 26;
  head('3. PRINCIPALS / DIRIGEANTS (all owners of 20% or more)');
  for (let i = 0; i < 2; i++) {
    const o = d.owners[i], k = (f: string): string => `owner${i}_${f}`, c = (v: Cell | undefined): Cell => v ?? EMPTY;
    s.label(`Principal ${i + 1}`, L, y, 8, s.look.bold); y += 12;
    row(s, k('name'), 'Full Name', 'Nom complet', c(o?.name), L, y, 300, 80);
    row(s, k('title'), 'Title', 'Titre', c(o?.title), L + 300, y, 130, 36);
    row(s, k('pct'), 'Ownership', '% détenu', c(o?.pct), L + 430, y, R - L - 430, 46); y += 22;
    row(s, k('ssn'), 'SIN', 'NAS', c(o?.ssn), L, y, 200, 30);
    row(s, k('dob'), 'Date of Birth', 'Date de naissance', c(o?.dob), L + 200, y, 200, 70);
    row(s, k('score'), 'Beacon', 'Cote', c(o?.score), L + 400, y, R - L - 400, 40); y += 22;
    row(s, k('home'), 'Home Address', 'Adresse personnelle', c(o?.home), L, y, 370, 80);
    row(s, k('phone'), 'Cell', 'Cellulaire', c(o?.phone), L + 370, y, R - L - 370, 40); y += 26;
  }
  s.label('Page 1 / 2', R - 40, 770, 7);
  s.newPage();
  y = 36;
  head('4. PREMISES & EXISTING FINANCING / LOCAUX ET FINANCEMENTS EXISTANTS');
  s.label('Premises / Locaux:', L, y + 1, 7.5, s.look.bold);
  s.check('own_rent', 'Owned / Propriétaire', L + 90, y, d.own === 'Own');
  s.check('own_rent', 'Leased / Locataire', L + 200, y, d.own === 'Rent'); y += 18;
  row(s, 'landlord', 'Landlord', 'Propriétaire', d.landlord, L, y, 300, 70);
  row(s, 'rent', 'Monthly Rent', 'Loyer mensuel', d.rent, L + 300, y, R - L - 300, 70); y += 24;
  for (let r = 0; r < 2; r++) {
    const f = d.funders[r];
    row(s, `funder_${r}`, `Current Funder ${r + 1}`, 'Prêteur actuel', { text: f?.name ?? null, fields: {} }, L, y, 260, 90);
    row(s, `funder_balance_${r}`, 'Balance', 'Solde', { text: f?.balance ?? null, fields: {} }, L + 260, y, 140, 44);
    row(s, `funder_payment_${r}`, 'Payment', 'Paiement', { text: f?.payment ?? null, fields: {} }, L + 400, y, R - L - 400, 44); y += 22;
  }
  y += 6;
  head('5. BANKING / INFORMATIONS BANCAIRES');
  row(s, 'bank', 'Institution', 'Institution', { text: d.bank, fields: {} }, L, y, 220, 60);
  row(s, 'routing', 'Transit No.', 'No de transit', { text: d.routing.slice(0, 5), fields: {} }, L + 220, y, 140, 56);
  row(s, 'account', 'Account No.', 'No de compte', { text: d.account, fields: {} }, L + 360, y, R - L - 360, 56); y += 30;
  y = s.para(PIPEDA, L, y, R - L, 7) + 14;
  for (let i = 0; i < Math.max(1, d.owners.length); i++) {
    s.rule(L, y + 16, L + 240, y + 16); s.label('Signature of Principal / Signature du dirigeant', L, y + 19, 6.5);
    s.rule(L + 320, y + 16, R, y + 16); s.label('Date', L + 320, y + 19, 6.5);
    scribble(s, L + 20, y + 4); s.decoy(`sign_date_${i}`, d.signDate, L + 326, y + 3, 120, 9); y += 32;
  }
  s.label('Submitted by / Soumis par:', L, y + 6, 7.5, s.look.bold);
  s.decoy('iso_rep', d.isoRep, L + 110, y + 3, 200, 9);
  s.label('Page 2 / 2', R - 40, 770, 7);
}

/** Shaded caption cell + value cell: Quickline's look. */
function kv(s: Sheet, key: string, cap: string, c: Cell, x: number, y: number, w: number, capW = 105): void {
  s.rect(x, y, capW, 17, '#eeeeee', 0.5);
  s.label(cap, x + 3, y + 5, 7);
  s.rect(x + capW, y, w - capW, 17, undefined, 0.5);
  s.value(key, c, x + capW + 4, y + 4, w - capW - 8, 9);
}

export function drawQuickline(s: Sheet, d: Deal): void {
  const L = 36, R = 576, orange = '#e07a1f';
  s.band('QUICKLINE FUNDING SOLUTIONS', L, 24, R - L, 26, orange, 'white', 14);
  s.label('1-Page Application  ·  Fast Approvals  ·  Fax 877-555-0111', R - 230, 33, 7.5, s.look.label, [1, 1, 1]);
  s.label('Fields marked * are required. Incomplete applications may delay funding.', L, 56, 7);
  let y = 70;
  const head = (t: string): void => { s.label(t, L, y, 9, s.look.bold, [0.55, 0.28, 0.05]); y += 13; };
  const half = (R - L) / 2;
  head('COMPANY');
  kv(s, 'legal_name', '*Legal Name', d.legal, L, y, R - L); y += 17;
  kv(s, 'dba', 'DBA', d.dba, L, y, R - L); y += 17;
  kv(s, 'entity', 'Entity (LLC/Corp/etc)', d.entity, L, y, half);
  kv(s, 'tax_id', '*Tax ID', d.taxId, L + half, y, half); y += 17;
  kv(s, 'street', '*Address', d.street, L, y, half);
  kv(s, 'city', 'City', { text: d.city, fields: {} }, L + half, y, half); y += 17;
  kv(s, 'state', '*State', d.state, L, y, half);
  kv(s, 'zip', 'Zip', { text: d.zip, fields: {} }, L + half, y, half); y += 17;
  kv(s, 'start', 'Business Inception', d.start, L, y, half);
  kv(s, 'years', 'Time in Business', d.years, L + half, y, half); y += 17;
  kv(s, 'industry', 'Industry', d.industry, L, y, half);
  kv(s, 'state_of_inc', 'State of Formation', d.stateOfInc, L + half, y, half); y += 17;
  kv(s, 'phone', 'Phone', d.phone, L, y, half);
  kv(s, 'email', 'Email', d.email, L + half, y, half); y += 24;
  head('REQUEST');
  kv(s, 'requested_amount', '*Amount Requested', d.amount, L, y, half);
  kv(s, 'use', 'Use of Proceeds', d.use, L + half, y, half); y += 17;
  kv(s, 'requested_payment', 'Payment Amount', d.payment, L, y, half);
  kv(s, 'number_of_payments', '# of Payments', d.count, L + half, y, half); y += 17;
  s.rect(L, y, 105, 17, '#eeeeee', 0.5); s.label('Remit Frequency', L + 3, y + 5, 7); s.rect(L + 105, y, R - L - 105, 17, undefined, 0.5);
  let x = L + 112;
  for (const f of ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']) { s.check('payment_frequency', f, x, y + 4.5, d.freq?.label === f ? d.freq : null); x += 62; }
  y += 24;
  head('OWNERSHIP (list every owner with 20% or more)');
  const cols: [string, number, keyof Deal['owners'][number]][] = [['Owner Name (Last, First)', 170, 'name'], ['Title', 70, 'title'], ['Own %', 45, 'pct'],
    ['SSN', 100, 'ssn'], ['DOB', 95, 'dob'], ['FICO', 60, 'score']];
  x = L;
  for (const [cap, w] of cols) { s.rect(x, y, w, 13, '#eeeeee', 0.5); s.label(cap, x + 3, y + 3.5, 6.8, s.look.bold); x += w; }
  y += 13;
  for (let i = 0; i < 4; i++) {
    x = L;
    for (const [, w, f] of cols) { s.rect(x, y, w, 17, undefined, 0.5); s.value(`owner${i}_${f}`, d.owners[i]?.[f] ?? EMPTY, x + 3, y + 4, w - 6, 8.5); x += w; }
    y += 17;
  }
  kv(s, 'owner0_home', 'Owner 1 Home Address', d.owners[0]!.home, L, y + 4, R - L, 110); y += 28;
  head('PROPERTY / EXISTING FUNDING');
  kv(s, 'own_rent', 'Own or Rent', { text: d.own, fields: {} }, L, y, half);
  kv(s, 'landlord', 'Landlord Name', d.landlord, L + half, y, half); y += 17;
  kv(s, 'rent', 'Rent / Mo.', d.rent, L, y, half);
  kv(s, 'landlord_phone', 'Landlord Phone', d.landlordPhone, L + half, y, half); y += 17;
  const fl = d.funders.map((f) => `${f.name} ${f.balance} bal, ${f.payment}`).join('; ');
  kv(s, 'funders', 'Open Advances', { text: fl || null, fields: {} }, L, y, R - L); y += 17;
  kv(s, 'bank', 'Bank / Acct #', { text: `${d.bank} #${d.account}`, fields: {} }, L, y, half);
  kv(s, 'routing', 'Routing #', { text: d.routing, fields: {} }, L + half, y, half); y += 24;
  y = s.para('I/We certify the information above is true and authorize Quickline Funding Solutions and its partners to obtain credit reports, '
    + 'bank statements and any other information to verify it, now and for as long as any funding remains outstanding. A photocopy or fax of this '
    + 'authorization is as valid as the original.', L, y, R - L, 7) + 14;
  s.rule(L, y + 16, L + 250, y + 16); s.label('Owner Signature', L, y + 19, 6.5);
  s.rule(L + 330, y + 16, R, y + 16); s.label('Date', L + 330, y + 19, 6.5);
  scribble(s, L + 20, y + 4); s.decoy('sign_date_0', d.signDate, L + 336, y + 3, 120, 9); y += 34;
  s.rect(L, y, R - L, 20, '#fff4e8', 0.5);
  s.label('Broker / ISO:', L + 4, y + 6.5, 7, s.look.bold);
  s.decoy('iso_rep', d.isoRep, L + 60, y + 4, 200, 9);
}
