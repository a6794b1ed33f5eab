// Maple Crown Merchant Capital: a Canadian two-page form in the style of a bank's account-opening form. Bilingual
// captions (English / French), comb cells for the Business Number with its program account, the SIN and the dates
// (YYYY MM DD), the owners as a grid repeated per owner with the last name before the first, banking with transit
// and institution numbers, and a PIPEDA consent.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Model } from './model.ts';
import type { Area, Fields, Look, Sheet } from './sheet.ts';
import { A, AUTHORIZATION, O, countryLabel, creditText, dba, entityText, industryFields, legalName, pctText, taxFields } from './common.ts';
import { commas, fmtMoney, type MoneyFormat } from './formats.ts';

export const MAPLE_LOOK: Look = {
  caption: 'Helvetica', captionBold: 'Helvetica-Bold', captionSize: 5.6, captionColor: '#333333', typed: 'Times-Roman', typedSize: 11,
  hand: '/work/main/node_modules/@fontsource/kalam/files/kalam-latin-400-normal.woff', handSize: 11.5, ink: '#0c2f8a', mark: 'check', rule: 0.5,
  fieldName: (k, n, kind) => `${kind === 'check' ? 'chk' : 'txt'}_${k.replace(/[^A-Za-z0-9]+/g, '_')}_${n}`,
  onState: 'On',
};

const L = 28, R = 584, W = R - L;
const RED = '#a31621';
const PROVINCES: Record<string, string> = { ON: 'Ontario', QC: 'Québec', AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NS: 'Nova Scotia',
  SK: 'Saskatchewan', NB: 'New Brunswick', NL: 'Newfoundland and Labrador', PE: 'Prince Edward Island', YT: 'Yukon' };
const STRUCTURES: [string, string][] = [['Corporation', 'ca_corporation'], ['Sole proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership']];
const MONEY: MoneyFormat[] = ['CAD #,###', '# ### $', '$#,### CAD', '#,###', '$#,###'];

function band(s: Sheet, y: number, letter: string, title: string): void {
  s.doc.rect(L, y, W, 11).fill(RED);
  s.label(`${letter}   ${title}`, L + 4, y + 2.3, { size: 7, bold: true, color: 'white' });
}

/** Comb groups side by side with a printed separator; each group one recorded value. */
function combs(s: Sheet, x: number, y: number, sizes: number[], text: string, key: string, fields: Fields | null, sep = '-', cw = 11, h = 14): number {
  let at = 0, gx = x;
  sizes.forEach((n, i) => {
    s.comb(gx, y, cw, h, text ? text.slice(at, at + n) : '', `${key}.${i + 1}`, text ? fields : null, n);
    at += n; gx += cw * n;
    if (i < sizes.length - 1) { if (sep) s.label(sep, gx + 2, y + 3.5, { size: 8, bold: true }); gx += 9; }
  });
  return gx;
}

/** A date as YYYY MM DD comb cells with tiny sub-captions under each group. */
function dateCombs(s: Sheet, a: Area, iso: string, key: string, fields: Fields | null): void {
  const x = a.x + 3, y = a.y + 1;
  combs(s, x, y, [4, 2, 2], iso.replace(/-/g, ''), key, fields, '', 10, 12.5);
  s.label('Y/A', x + 14, y + 13.5, { size: 4.5 }); s.label('M', x + 56, y + 13.5, { size: 4.5 }); s.label('D/J', x + 84, y + 13.5, { size: 4.5 });
}

function header(s: Sheet, m: Model, pr: Rng): void {
  s.doc.rect(L, 26, 30, 30).fill(RED);
  s.label('MC', L + 5, 35, { size: 12, bold: true, color: 'white' });
  s.label('Maple Crown Merchant Capital', L + 38, 26, { size: 14, bold: true, color: RED });
  s.label('Business Financing Application  /  Demande de financement d\'entreprise', L + 38, 44, { size: 8.5, bold: true });
  s.value(s.box(440, 22, R - 440, 21, 'Application no. / No de demande', { fill: '#eeeeee' }), 'application_no', `MC-${pr.int(24000, 99999)}`, null, { size: 9 });
  s.value(s.box(440, 43, R - 440, 21, 'Agent code / Code d\'agent', { fill: '#eeeeee' }), 'iso.code', m.iso.code, null, { size: 9 });
}

function business(s: Sheet, m: Model, pr: Rng): void {
  band(s, 66, 'A', 'BUSINESS INFORMATION  /  RENSEIGNEMENTS SUR L\'ENTREPRISE');
  const legal = legalName(m);
  s.value(s.box(L, 78, 400, 28, 'Legal name of business / Dénomination sociale'), 'legal_name', legal, { [A('legal_name')]: legal });
  const est = s.box(L + 400, 78, W - 400, 28, 'Date established / Date de constitution');
  dateCombs(s, est, pr.chance(0.9) ? m.start : '', 'business_start_date', { [A('business_start_date')]: m.start });
  const t = dba(pr, m);
  s.value(s.box(L, 106, 300, 30, 'Operating name (O/A) / Nom commercial'), 'dba', t.text, t.value === null ? null : { [A('trade_name')]: t.value });
  const bn = s.box(L + 300, 106, W - 300, 30, 'Business Number / Numéro d\'entreprise');
  const sin = m.taxId.type === 'SIN';
  // The BN / SIN boxes say what a bare nine digits are; the program account (RC0001) only follows a BN.
  s.check(bn.x + 150, bn.y - 7, 'BN / NE', 'tax_id_type.bn', !sin, !sin ? { [A('business_tax_id_type')]: 'BN' } : null, { size: 6, font: 5.5 });
  s.check(bn.x + 200, bn.y - 7, 'SIN / NAS', 'tax_id_type.sin', sin, sin ? { [A('business_tax_id_type')]: 'SIN' } : null, { size: 6, font: 5.5 });
  const f = taxFields(m);
  const bx = combs(s, bn.x + 3, bn.y + 3, [9], m.taxId.digits, 'business_tax_id', f, '', 11, 15);
  combs(s, bx + 8, bn.y + 3, [2, 4], m.taxId.program, 'business_tax_id.program', m.taxId.program ? f : null, '', 11, 15);
  const st = s.box(L, 136, 330, 36, 'Legal structure / Forme juridique');
  const picked = STRUCTURES.find(([, id]) => id === m.entity);
  const ent = { [A('type_of_entity')]: m.entity };
  const ox = s.checks(st.x + 4, st.y + 4, STRUCTURES.map(([l]) => l), picked ? picked[0] : null, 'entity', () => ent, 10);
  s.check(st.x + 4, st.y + 17, 'Other / Autre (specify / précisez):', 'entity.other', !picked, !picked ? ent : null);
  void ox;
  s.doc.lineWidth(0.4).moveTo(st.x + 135, st.y + 25).lineTo(st.x + 320, st.y + 25).stroke();
  s.value({ x: st.x + 135, y: st.y + 12, w: 185, h: 13 }, 'entity_other', picked ? '' : entityText(pr, m), picked ? null : ent, { size: 10 });
  s.value(s.box(L + 330, 136, 130, 36, 'Incorporated in / Constituée en vertu de'), 'jurisdiction', m.incorporatedIn, null);
  s.value(s.box(L + 460, 136, W - 460, 36, 'Employees / Employés'), 'employees', String(m.employees), null, { align: 'center' });
  const ad = m.address;
  s.value(s.box(L, 172, 250, 28, 'Street address / Adresse'), 'street', ad.street, null);
  s.value(s.box(L + 250, 172, 55, 28, 'Unit / Bureau'), 'unit', ad.unit.replace(/^(Suite|Unit|Ste\.) /, ''), null);
  s.value(s.box(L + 305, 172, 115, 28, 'City / Ville'), 'city', ad.city, null);
  const prov = pr.chance(0.8) ? ad.state : PROVINCES[ad.state] ?? ad.state;
  s.value(s.box(L + 420, 172, 60, 28, 'Province'), 'province', prov, { [A('state_region')]: ad.state, [A('country')]: countryLabel(m) }, { align: 'center' });
  const pc = s.box(L + 480, 172, W - 480, 28, 'Postal code / Code postal');
  combs(s, pc.x + 2, pc.y + 1, [3, 3], ad.zip.replace(' ', ''), 'postal_code', null, '', 10, 14);
  s.value(s.box(L, 200, 120, 26, 'Business phone / Téléphone'), 'phone', m.phone, null);
  s.value(s.box(L + 120, 200, 170, 26, 'E-mail / Courriel'), 'email', m.email, null);
  s.value(s.box(L + 290, 200, 130, 26, 'Website / Site Web'), 'website', m.website, null);
  const pm = s.box(L + 420, 200, W - 420, 26, 'Premises / Locaux');
  const owned = pr.chance(0.25);
  s.checks(pm.x + 4, pm.y + 3, ['Owned / Propriétaire', 'Leased / Loué'], owned ? 'Owned / Propriétaire' : 'Leased / Loué', 'premises', () => null, 6);
  s.value(s.box(L, 226, 260, 28, 'Nature of business / Type d\'entreprise'), 'industry', pr.chance(0.93) ? m.industryText : '', industryFields(m));
  s.value(s.box(L + 260, 226, 180, 28, 'Landlord / Propriétaire de l\'immeuble'), 'landlord', owned ? '' : m.landlord, null);
  s.value(s.box(L + 440, 226, W - 440, 28, 'Monthly rent / Loyer mensuel'), 'rent', owned ? '' : `$${commas(m.rent)}`, null, { align: 'right' });
}

function request(s: Sheet, m: Model, pr: Rng): void {
  band(s, 258, 'B', 'FINANCING REQUEST  /  DEMANDE DE FINANCEMENT');
  const money = pr.pick(MONEY);
  s.value(s.box(L, 270, 150, 28, 'Amount requested / Montant demandé (CAD)'), 'requested_amount', fmtMoney(m.amount, money), { [A('requested_amount')]: m.amount });
  s.value(s.box(L + 150, 270, 150, 28, 'Use of funds / Utilisation des fonds'), 'use_of_funds', m.use, null);
  const fr = s.box(L + 300, 270, W - 300, 28, 'Repayment frequency / Fréquence des remboursements');
  const labels: Record<string, string> = { daily: 'Daily / Quotidien', weekly: 'Weekly / Hebdomadaire', biweekly: 'Bi-weekly / Aux deux semaines', monthly: 'Monthly / Mensuel' };
  const freq = pr.chance(0.85) ? labels[m.freq]! : null;
  const ff = () => ({ [A('payment_frequency')]: m.freq });
  s.checks(fr.x + 3, fr.y + 1, [labels.daily!, labels.weekly!], freq, 'frequency', ff, 14);
  s.checks(fr.x + 3, fr.y + 10.5, [labels.biweekly!, labels.monthly!], freq, 'frequency', ff, 14);
  const terms = pr.chance(0.55);
  s.value(s.box(L, 298, 150, 28, 'Proposed payment / Versement proposé'), 'requested_payment', terms ? fmtMoney(m.payment, money) : '', { [A('requested_payment')]: m.payment });
  s.value(s.box(L + 150, 298, 150, 28, 'Number of payments / Nombre de versements'), 'number_of_payments', terms ? String(m.payments) : '', { [A('number_of_payments')]: m.payments }, { align: 'center' });
  s.value(s.box(L + 300, 298, 130, 28, 'Avg. monthly sales / Ventes mensuelles'), 'monthly_sales', fmtMoney(m.monthlySales, money), null);
  s.value(s.box(L + 430, 298, W - 430, 28, 'Annual revenue / Revenu annuel'), 'annual_revenue', fmtMoney(m.annualRevenue, money), null);
  band(s, 330, 'C', 'BANKING  /  RENSEIGNEMENTS BANCAIRES');
  s.value(s.box(L, 342, 190, 30, 'Financial institution / Institution financière'), 'bank_name', m.bank.name, null);
  const tr = s.box(L + 190, 342, 80, 30, 'Transit no. / No de transit');
  combs(s, tr.x + 4, tr.y + 2, [5], m.bank.transit, 'bank_transit', null, '', 11, 15);
  const ins = s.box(L + 270, 342, 60, 30, 'Institution no.');
  combs(s, ins.x + 6, ins.y + 2, [3], m.bank.institution, 'bank_institution', null, '', 11, 15);
  s.value(s.box(L + 330, 342, W - 330, 30, 'Account no. / No de compte'), 'bank_account', m.bank.account, null);
  band(s, 376, 'D', 'EXISTING FINANCING  /  FINANCEMENT EXISTANT');
  const cols: [string, number][] = [['Lender / Prêteur', 200], ['Balance / Solde', 120], ['Payment / Versement', 120], ['Frequency / Fréquence', W - 440]];
  for (let r = 0; r < 2; r++) {
    const f = m.funders[r];
    let x = L;
    cols.forEach(([cap, w], c) => {
      const a = s.box(x, 388 + r * 24, w, 24, r === 0 ? cap : '');
      const text = !f ? (r === 0 && c === 0 ? 'None / Aucun' : '') : [f.name, `$${commas(f.balance)}`, `$${f.payment.toFixed(2)}`, f.freq][c]!;
      s.value(a, `funder${r + 1}.${c}`, text, null);
      x += w;
    });
  }
}

function owners(s: Sheet, m: Model, pr: Rng): number {
  band(s, 36, 'E', 'OWNERS (25% OR MORE)  /  PROPRIÉTAIRES (25 % OU PLUS)');
  let y = 50;
  m.owners.forEach((o, i) => {
    s.doc.rect(L, y, W, 10).fill('#f1e3e4');
    s.label(`Owner ${i + 1} / Propriétaire ${i + 1}`, L + 3, y + 2.2, { size: 6.5, bold: true, color: RED });
    y += 10;
    s.value(s.box(L, y, 200, 28, 'Last name / Nom de famille'), `owner${i + 1}.last_name`, o.name.last, { [O(i, 'last_name')]: o.name.last });
    s.value(s.box(L + 200, y, 170, 28, 'First name / Prénom'), `owner${i + 1}.first_name`, o.name.first, { [O(i, 'first_name')]: o.name.first });
    s.value(s.box(L + 370, y, 40, 28, 'Initial'), `owner${i + 1}.initial`, o.name.middle, null, { align: 'center' });
    s.value(s.box(L + 410, y, W - 410, 28, 'Title / Titre'), `owner${i + 1}.title`, pr.chance(0.95) ? o.title : '', { [O(i, 'role')]: o.title });
    y += 28;
    const pct = s.box(L, y, 80, 30, 'Ownership / Participation');
    s.value(pct, `owner${i + 1}.ownership`, pr.chance(0.95) ? pctText(pr, o.pct) : '', { [O(i, 'ownership')]: o.pct }, { align: 'center' });
    const sinBox = s.box(L + 80, y, 150, 30, 'SIN / NAS (optional / facultatif)');
    const shown = pr.weighted([['full', 45], ['masked', 35], ['blank', 20]] as const);
    const digits = shown === 'full' ? o.id.digits : shown === 'masked' ? `******${o.id.digits.slice(6)}` : '';
    const idFields = { [O(i, 'tax_id')]: o.id.digits, [O(i, 'tax_id_type')]: 'SIN', [O(i, 'tax_id_country')]: 'CA' };
    combs(s, sinBox.x + 3, sinBox.y + 2, [3, 3, 3], digits, `owner${i + 1}.sin`, shown === 'full' ? idFields : null, '-', 12, 15);
    const dob = s.box(L + 230, y, 120, 30, 'Date of birth / Date de naissance');
    dateCombs(s, dob, pr.chance(0.88) ? o.dob : '', `owner${i + 1}.dob`, { [O(i, 'date_of_birth')]: o.dob });
    const cs = creditText(pr, o);
    s.value(s.box(L + 350, y, 100, 30, 'Credit score (Beacon) / Cote'), `owner${i + 1}.credit_score`, cs, /^\d+$/.test(cs) ? { [O(i, 'credit_score')]: o.credit } : null, { align: 'center' });
    s.value(s.box(L + 450, y, W - 450, 30, 'Cell / Cellulaire'), `owner${i + 1}.phone`, o.phone, null);
    y += 30;
    s.value(s.box(L, y, 250, 26, 'Home address / Adresse du domicile'), `owner${i + 1}.home_street`, `${o.home.street}${o.home.unit ? ` ${o.home.unit}` : ''}`, null);
    s.value(s.box(L + 250, y, 130, 26, 'City / Ville'), `owner${i + 1}.home_city`, o.home.city, null);
    s.value(s.box(L + 380, y, 70, 26, 'Province'), `owner${i + 1}.home_province`, o.home.state, null, { align: 'center' });
    s.value(s.box(L + 450, y, W - 450, 26, 'Postal code / Code postal'), `owner${i + 1}.home_postal`, o.home.zip, null);
    y += 32;
  });
  return y;
}

export function drawMaple(s: Sheet, m: Model, pr: Rng): void {
  header(s, m, pr);
  business(s, m, pr);
  request(s, m, pr);
  s.label('MC-APP-CA (02/2025)', L, 760, { size: 6 }); s.label('Page 1 of 2 / Page 1 de 2', R - 80, 760, { size: 6 });
  s.newPage();
  let y = owners(s, m, pr);
  band(s, y, 'F', 'TRADE REFERENCES  /  RÉFÉRENCES COMMERCIALES');
  y += 12;
  m.references.slice(0, 2).forEach((r, i) => {
    s.value(s.box(L, y, 220, 26, i ? '' : 'Supplier / Fournisseur'), `reference${i + 1}.name`, r.name, null);
    s.value(s.box(L + 220, y, 200, 26, i ? '' : 'Contact / Personne-ressource'), `reference${i + 1}.contact`, r.contact, null);
    s.value(s.box(L + 420, y, W - 420, 26, i ? '' : 'Phone / Téléphone'), `reference${i + 1}.phone`, r.phone, null);
    y += 26;
  });
  y += 6;
  band(s, y, 'G', 'CONSENT  /  CONSENTEMENT');
  s.label('In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), each signatory consents to the ' +
    `collection, use and disclosure of their personal information, including credit bureau reports (Equifax, TransUnion), for the purpose of ` +
    `assessing this application. ${AUTHORIZATION}`, L, y + 14, { size: 6, width: W });
  y += 62;
  m.owners.forEach((o, i) => {
    const sig = s.box(L, y, 360, 30, `Signature of owner ${i + 1} / Signature du propriétaire ${i + 1}`);
    s.signature(sig, `${o.name.first} ${o.name.last}`, `owner${i + 1}.signature`);
    const d = s.box(L + 360, y, W - 360, 30, 'Date (YYYY-MM-DD / AAAA-MM-JJ)');
    s.value(d, `owner${i + 1}.signed`, m.signed, null);
    y += 30;
  });
  y += 8;
  const sub = s.box(L, y, W, 30, 'Submitted by (agent / broker) / Soumis par (agent / courtier)', { fill: '#eeeeee' });
  s.value(sub, 'iso', `${m.iso.company} - ${m.iso.rep} - ${m.iso.phone}`, null);
  s.label('MC-APP-CA (02/2025)', L, 760, { size: 6 }); s.label('Page 2 of 2 / Page 2 de 2', R - 80, 760, { size: 6 });
}
