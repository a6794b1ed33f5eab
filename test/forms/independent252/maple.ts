// Layout 2: Maple Crown Capital, a bilingual (English / French) Canadian form in the style of a federal government
// form: "Protected B when completed", Parts A-E, a Business Number comb followed by separate program-identifier and
// reference combs (sometimes left empty), dates in YYYY-MM-DD combs, province and postal-code combs, SIN combs (often
// masked), transit / institution / account combs as decoys, and a PIPEDA consent.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './kit.ts';
import { fmtPhone, money, type Merchant } from './data.ts';
import { A, bizTaxFields, entityChoice, FREQS, fullName, maskedTin, nameFields, stateFields, tinFields, ymd } from './parts.ts';

export const MAPLE = 'Maple Crown Capital';
const L = 40, W = 532;
const RED = '#b0191e';

function q(s: Sheet, n: string, en: string, fr: string, x: number, y: number): void {
  s.label(`${n}`, x, y, { size: 6.5, bold: true });
  s.label(`${en} / `, x + 10, y, { size: 6.5, bold: true });
  s.label(fr, x + 10 + s.doc.font('Helvetica-Bold').fontSize(6.5).widthOfString(`${en} / `), y, { size: 6.5, italic: true });
}

function part(s: Sheet, letter: string, en: string, fr: string, y: number): void {
  s.rect(L, y, W, 13, { fill: '#e8e8e8', stroke: null });
  s.rect(L, y, 4, 13, { fill: RED, stroke: null });
  s.label(`Part ${letter} - ${en}`, L + 8, y + 3, { size: 7.5, bold: true });
  s.label(`Partie ${letter} - ${fr}`, L + 290, y + 3, { size: 7.5, italic: true });
}

export function maple(s: Sheet, m: Merchant, r: Rng): void {
  s.markStyle = r.pick(['stroke', 'check', 'letter'] as const);
  s.rect(L, 28, 22, 22, { fill: RED, stroke: null });
  s.label('MC', L + 3, 35, { size: 9, bold: true, color: 'white' });
  s.label('Maple Crown Capital Inc.', L + 28, 28, { size: 9, bold: true });
  s.label('Capital Maple Crown inc.', L + 28, 39, { size: 8, italic: true });
  s.label('PROTECTED B when completed', L + 380, 28, { size: 7, bold: true });
  s.label('PROTÉGÉ B une fois rempli', L + 380, 37, { size: 7, italic: true });
  s.label('Business Financing Application', L, 60, { size: 13, bold: true, w: W, align: 'center' });
  s.label("Demande de financement d'entreprise", L, 76, { size: 10, italic: true, w: W, align: 'center' });
  s.label('MCC-2 E/F (2025-01)', L, 762, { size: 6 });
  let y = 94;
  part(s, 'A', 'Business identification', "Identification de l'entreprise", y);
  y += 18;
  q(s, '1', 'Legal name of business', 'Dénomination sociale', L, y);
  s.rect(L, y + 8, W, 15);
  s.write('legal_name', L, y + 8, W, 15, m.legal, { fields: { legal_name: m.legal } });
  y += 28;
  q(s, '2', 'Operating name (O/A), if different', 'Nom commercial (s/n)', L, y);
  s.rect(L, y + 8, W, 15);
  if (m.dba) s.write('trade_name', L, y + 8, W, 15, m.dba, { fields: { trade_name: m.dba } });
  else s.write('trade_name', L, y + 8, W, 15, r.pick(['N/A', 'SAME', '']), { decoy: true });
  y += 28;
  q(s, '3', 'Business Number (BN)', "Numéro d'entreprise (NE)", L, y);
  const prog = r.chance(0.6) && m.program !== null;
  const bn = m.taxId ? (prog ? [m.taxId, m.program!.slice(0, 2), m.program!.slice(2)] : [m.taxId]) : null;
  s.comb('bn', L, y + 8, [9, 2, 4], bn, { under: ['BN / NE', 'Program / Programme', 'Ref. / Réf.'], fields: bizTaxFields(m, prog),
    text: bn ? bn.join(' ') : '' });
  q(s, '4', 'Date business started', "Date de début de l'entreprise", L + 250, y);
  s.comb('start', L + 250, y + 8, [4, 2, 2], ymd(m.start), { seps: ['-', '-'], under: ['YYYY / AAAA', 'MM', 'DD / JJ'], fields: { business_start_date: m.start }, text: m.start });
  y += 36;
  q(s, '5', 'Jurisdiction of incorporation', 'Lieu de constitution', L, y);
  s.rect(L, y + 8, 200, 15);
  s.write('inc_jurisdiction', L, y + 8, 200, 15, m.entity === 'sole_proprietorship' ? 'N/A' : m.incState, { decoy: true });
  q(s, '6', 'Number of employees', "Nombre d'employés", L + 250, y);
  s.comb('employees', L + 250, y + 8, [4], [String(m.employees)], { right: true, decoy: true });
  y += 30;
  q(s, '7', 'Business address (street)', "Adresse de l'entreprise (rue)", L, y);
  s.rect(L, y + 8, W, 15);
  s.write('street', L, y + 8, W, 15, m.addr.street, { decoy: true });
  y += 28;
  q(s, '', 'City', 'Ville', L, y);
  s.rect(L, y + 8, 230, 15);
  s.write('city', L, y + 8, 230, 15, m.addr.city, { decoy: true });
  q(s, '', 'Prov./Terr.', 'Prov./Terr.', L + 245, y);
  s.comb('province', L + 245, y + 8, [2], [m.addr.state], { h: 15, fields: stateFields(m) });
  q(s, '', 'Postal code', 'Code postal', L + 330, y);
  s.comb('postal', L + 330, y + 8, [3, 3], [m.addr.zip.slice(0, 3), m.addr.zip.slice(3)], { h: 15, decoy: true });
  y += 30;
  q(s, '8', 'Telephone', 'Téléphone', L, y);
  s.comb('biz_phone', L, y + 8, [3, 3, 4], [m.phone.slice(0, 3), m.phone.slice(3, 6), m.phone.slice(6)], { seps: ['-', '-'], decoy: true, text: fmtPhone(m.phone) });
  q(s, '9', 'E-mail', 'Courriel', L + 250, y);
  s.rect(L + 250, y + 8, 282, 14);
  s.write('email', L + 250, y + 8, 282, 14, m.email, { decoy: true });
  y += 30;
  q(s, '10', 'Legal form (tick one)', 'Forme juridique (cochez une case)', L, y);
  const ec = entityChoice(m, ['ca_corporation', 'sole_proprietorship', 'general_partnership', null]);
  const xs = s.checkRow('entity', L + 10, y + 10, ['Corporation / Société par actions', 'Sole proprietorship / Entreprise individuelle', 'Partnership / Société de personnes', 'Other / Autre :'],
    ec.idx, { fields: ec.other ? {} : { type_of_entity: m.entity }, size: 6.5 });
  s.line(xs[3]! + 2, y + 18, L + W, y + 18, 0.5);
  if (ec.other) s.write('entity_other', xs[3]! + 4, y + 6, L + W - xs[3]! - 4, 12, ec.other, { fields: { type_of_entity: m.entity } });
  y += 26;
  q(s, '11', 'Type of business / main activity', "Genre d'entreprise / activité principale", L, y);
  s.rect(L, y + 8, W, 15);
  s.write('industry', L, y + 8, W, 15, m.industryText, { fields: { industry: m.industry } });
  y += 32;
  part(s, 'B', 'Financing requested', 'Financement demandé', y);
  y += 18;
  q(s, '12', 'Amount requested', 'Montant demandé', L, y);
  s.rect(L, y + 8, 160, 15);
  s.write('amount', L, y + 8, 160, 15, money(r, m.amount, true), { fields: { requested_amount: m.amount } });
  q(s, '13', 'Use of funds', 'Utilisation des fonds', L + 250, y);
  s.rect(L + 250, y + 8, 282, 15);
  s.write('use', L + 250, y + 8, 282, 15, m.use, { decoy: true });
  y += 30;
  q(s, '14', 'Remittance schedule', 'Fréquence des versements', L, y);
  const terms = r.chance(0.75);
  s.checkRow('freq', L + 10, y + 10, ['Daily / Quotidien', 'Weekly / Hebdomadaire', 'Bi-weekly / Aux deux semaines', 'Monthly / Mensuel'],
    terms ? FREQS.indexOf(m.freq) : -1, { fields: { payment_frequency: m.freq }, size: 6.5 });
  y += 24;
  q(s, '15', 'Number of remittances', 'Nombre de versements', L, y);
  s.comb('npay', L, y + 8, [3], terms ? [String(m.nPay)] : null, { right: true, fields: { number_of_payments: m.nPay } });
  q(s, '16', 'Remittance amount', 'Montant du versement', L + 250, y);
  s.rect(L + 250, y + 8, 160, 15);
  if (terms) s.write('payment', L + 250, y + 8, 160, 15, money(r, m.payment, true), { fields: { requested_payment: m.payment } });
  y += 32;
  part(s, 'C', 'Banking information', 'Renseignements bancaires', y);
  y += 18;
  q(s, '17', 'Financial institution', 'Institution financière', L, y);
  s.rect(L, y + 8, 150, 15);
  s.write('bank', L, y + 8, 150, 15, m.bank.name, { decoy: true });
  s.comb('transit', L + 165, y + 8, [5], [m.bank.transit ?? ''], { under: ['Transit'], decoy: true });
  s.comb('institution', L + 230, y + 8, [3], [m.bank.institution ?? ''], { under: ['Inst.'], decoy: true });
  s.comb('account', L + 275, y + 8, [12], [m.bank.account], { under: ['Account / Compte'], decoy: true });
  y += 34;
  q(s, '18', 'Accountant', 'Comptable', L, y);
  s.rect(L, y + 8, 230, 15);
  s.write('accountant', L, y + 8, 230, 15, `${m.refs[0]!.name} CPA`, { decoy: true });
  s.comb('accountant_phone', L + 250, y + 8, [3, 3, 4], [m.refs[0]!.phone.slice(0, 3), m.refs[0]!.phone.slice(3, 6), m.refs[0]!.phone.slice(6)], { seps: ['-', '-'], decoy: true });

  // ---- page 2 ----
  s.newPage();
  s.label('MCC-2 E/F (2025-01)', L, 30, { size: 6 });
  s.label('PROTECTED B when completed / PROTÉGÉ B une fois rempli', L + 300, 30, { size: 6, bold: true });
  y = 44;
  part(s, 'D', 'Principals (25% or more)', 'Dirigeants (25 % ou plus)', y);
  y += 18;
  const swapped = r.chance(0.5);
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    s.label(String(i + 1), L, y + 10, { size: 10, bold: true, color: RED });
    q(s, '', swapped ? 'Name (last, first)' : 'Full name', swapped ? 'Nom, prénom' : 'Nom complet', L + 14, y);
    s.rect(L + 14, y + 8, 250, 15);
    if (o) s.write('owner_name', L + 14, y + 8, 250, 15, fullName(o, swapped), { fields: nameFields(i, o.first, o.last) });
    q(s, '', 'Title', 'Titre', L + 275, y);
    s.rect(L + 275, y + 8, 150, 15);
    if (o) s.write('role', L + 275, y + 8, 150, 15, o.role, { fields: { [A(i, 'role')]: o.role } });
    q(s, '', '% owned', '% détenu', L + 440, y);
    s.comb('pct', L + 440, y + 8, [3], o ? [String(o.pct)] : null, { h: 15, right: true, fields: o ? { [A(i, 'ownership')]: o.pct } : {} });
    s.label('%', L + 476, y + 12, { size: 9, bold: true });
    y += 30;
    q(s, '', 'Social Insurance Number (SIN)', "Numéro d'assurance sociale (NAS)", L + 14, y);
    const tin = o && !o.blankTin ? (o.masked ? maskedTin(o) : o.tin) : null;
    s.comb('sin', L + 14, y + 8, [3, 3, 3], tin ? [tin.slice(0, 3), tin.slice(3, 6), tin.slice(6)] : null,
      { seps: [' ', ' '], fields: o ? tinFields(i, o, 'CA') ?? {} : {}, decoy: !!o && o.masked });
    q(s, '', 'Date of birth', 'Date de naissance', L + 250, y);
    s.comb('dob', L + 250, y + 8, [4, 2, 2], o ? ymd(o.dob) : null, { seps: ['-', '-'], under: ['YYYY / AAAA', 'MM', 'DD / JJ'], fields: o ? { [A(i, 'date_of_birth')]: o.dob } : {} });
    y += 34;
    q(s, '', 'Home address', 'Adresse domiciliaire', L + 14, y);
    s.rect(L + 14, y + 8, W - 14, 15);
    if (o) s.write('home', L + 14, y + 8, W - 14, 15, `${o.home.street}, ${o.home.city} ${o.home.state}  ${o.home.zip.slice(0, 3)} ${o.home.zip.slice(3)}`, { decoy: true });
    y += 30;
    s.line(L, y, L + W, y, 0.4, '#888888');
    y += 6;
  }
  part(s, 'E', 'Existing financing', 'Financement existant', y);
  y += 18;
  ['Lender / Prêteur', 'Balance / Solde', 'Payment / Versement'].forEach((h, k) => s.label(h, L + [0, 250, 390][k]!, y, { size: 6.5, bold: true }));
  for (let k = 0; k < 2; k++) {
    const f = m.funders[k];
    s.rect(L, y + 8 + k * 16, W, 16);
    if (f) {
      s.write('funder', L, y + 8 + k * 16, 240, 16, f.name, { decoy: true });
      s.write('funder_balance', L + 250, y + 8 + k * 16, 130, 16, money(r, f.balance, true), { decoy: true });
      s.write('funder_payment', L + 390, y + 8 + k * 16, 130, 16, money(r, f.payment, true), { decoy: true });
    }
  }
  y += 50;
  part(s, 'F', 'Consent (PIPEDA) and signature', 'Consentement (LPRPDE) et signature', y);
  y += 18;
  s.label('In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), I consent to Maple Crown Capital Inc. ' +
    'and its funding partners collecting, using and disclosing my personal information, including a credit report, to assess this application. ' +
    'I certify that the information given is true and complete.', L, y, { size: 6.3, w: W });
  y += 26;
  s.label("Conformément à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE), je consens à ce que " +
    "Capital Maple Crown inc. et ses partenaires recueillent, utilisent et communiquent mes renseignements personnels, y compris un dossier de crédit.",
  L, y, { size: 6.3, w: W, italic: true });
  y += 30;
  m.owners.forEach((o) => {
    s.line(L, y + 14, L + 220, y + 14);
    s.label('Signature', L, y + 16, { size: 5.5 });
    s.write('printed_name', L + 235, y, 170, 14, fullName(o));
    s.line(L + 235, y + 14, L + 405, y + 14);
    s.label('Name / Nom', L + 235, y + 16, { size: 5.5 });
    s.comb('signed', L + 420, y, [4, 2, 2], ['2025', '05', `0${r.int(1, 9)}`], { cw: 9, h: 13, seps: ['-', '-'], decoy: true });
    y += 26;
  });
}
