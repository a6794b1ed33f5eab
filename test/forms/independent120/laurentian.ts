// Layout "laurentian": Laurentian Merchant Capital / Capital marchand Laurentien, Canada. Built like a bilingual CRA
// form (LMC-200 E/F, "Protected B when completed"): lettered grey section bars, English / French captions above the
// box rows, BN as 9 + 2 + 4 box groups (program account RC), DD MM YYYY dates, postal code 3 + 3, SIN 3-3-3, owners
// in a 2 x 2 grid of cards on page 2, PIPEDA consent.
import { Sheet } from './draw.ts';
import { type Merchant } from './data.ts';
import { combText, dateBoxes, dbaText, isoDate, moneyBoxes, record, recordBusinessTax, recordOwnerTax, recordRegion, tickRow, ownerTaxMode, ownerTaxGroups } from './common.ts';
import { entityTruth, industryTruth } from './keystone.ts';

const RED = '#7a1f2b';
const FONT = 'Helvetica', BOLD = 'Helvetica-Bold';
const ENTITY: [string, string][] = [['Sole Proprietor', 'Sole proprietorship / Entreprise individuelle'], ['Partnership', 'Partnership / Société de personnes'],
  ['Corporation', 'Corporation / Société par actions'], ['Other', 'Other / Autre :']];
const FREQ: [string, string][] = [['daily', 'Daily / Quotidien'], ['weekly', 'Weekly / Hebdomadaire'], ['biweekly', 'Bi-weekly / Aux deux semaines'], ['monthly', 'Monthly / Mensuel']];

function section(s: Sheet, y: number, letter: string, en: string, fr: string) {
  s.rect(36, y, 540, 14, '#d9d9d9');
  s.rect(36, y, 16, 14, RED);
  s.text(letter, 36, y + 3.5, 8.5, BOLD, { color: '#ffffff', width: 16, align: 'center' });
  s.text(`${en}  /  ${fr}`, 58, y + 3.5, 8.5, BOLD);
}
const cap = (s: Sheet, t: string, x: number, y: number) => s.text(t, x, y, 6.8, FONT);

function footer(s: Sheet) {
  s.rule(36, 754, 576, 754, 0.6);
  s.text('LMC-200 E/F (2026-01)', 36, 758, 6.5, BOLD);
  s.text('(Ce formulaire est disponible en français.)', 220, 758, 6.5);
  s.text(`Page ${s.page} of / de 2`, 500, 758, 6.5);
}

export function drawLaurentian(s: Sheet, m: Merchant) {
  const r = s.rng;
  s.cw = 15; s.ch = 17; s.capFont = FONT; s.box = '#ffffff'; s.line = '#333333';
  // ---- header ----
  s.text('Protected B when completed / Protégé B une fois rempli', 36, 18, 6.5, BOLD);
  s.rect(36, 28, 540, 40, RED);
  s.text('LAURENTIAN', 46, 34, 16, BOLD, { color: '#ffffff' });
  s.text('Merchant Capital  |  Capital marchand', 46, 53, 7.5, FONT, { color: '#ffffff' });
  s.text('Merchant Cash Advance Application', 300, 35, 11, BOLD, { color: '#ffffff', width: 268, align: 'right' });
  s.text("Demande d'avance de fonds marchande", 300, 51, 9, FONT, { color: '#ffffff', width: 268, align: 'right' });
  s.text('Use block letters, one character per box.  /  Écrire en lettres moulées, un caractère par case.', 36, 74, 7, 'Helvetica-Oblique');
  s.text('Broker / Courtier :', 420, 74, 6.5); s.lineValue('iso_name', 478, 67, 98, m.iso.name, 12); s.decoy('iso_name', m.iso.name);
  // ---- A ----
  section(s, 88, 'A', 'Business identification', "Identification de l'entreprise");
  cap(s, 'Legal name (as registered) / Dénomination sociale (telle qu\'enregistrée)', 42, 108);
  combText(s, 'legal_name', 42, 117, 32, m.legal, { path: 'legal_name', truth: m.legal });
  cap(s, "Operating name (O/A), if different / Nom commercial (s'il diffère)", 42, 141);
  const dba = dbaText(s, m);
  combText(s, 'trade_name', 42, 150, 32, dba.text, dba.truth ? { path: 'trade_name', truth: dba.truth } : 'context');
  cap(s, "Business Number (BN) / Numéro d'entreprise (NE)", 42, 176);
  const prog = r.chance(0.8);
  s.comb('bn', 42, 185, [{ n: 9, cap: 'BN / NE' }, { n: 2, cap: 'Program' }, { n: 4, cap: 'Reference / Réf.' }], [m.taxId, prog ? m.bnProgram : null, prog ? m.bnRef : null]);
  const bn = prog ? `${m.taxId}${m.bnProgram}${m.bnRef}` : m.taxId;
  recordBusinessTax(s, prog ? `${m.taxId} ${m.bnProgram} ${m.bnRef}` : m.taxId, bn, 'BN', 'CA');
  cap(s, 'Date business started / Date de début des activités', 340, 176);
  const start = r.chance(0.9) ? m.start : null;
  dateBoxes(s, 'business_start_date', 340, 185, start, 'DMY', start ? { path: 'business_start_date', truth: isoDate(start) } : null, ['DD / JJ', 'MM', 'YYYY / AAAA']);
  cap(s, "Type of ownership (tick one) / Type d'entreprise (cochez une case)", 42, 216);
  const other = m.entity.startsWith('Other:') ? m.entity.slice(6) : null;
  const checked = ENTITY.find(([k]) => k === (other ? 'Other' : m.entity))?.[1] ?? null;
  const ent = { path: 'type_of_entity', truth: entityTruth(m) };
  const ex = tickRow(s, 'entity', 42, 227, ENTITY.map(([, l]) => l), checked, other ? null : ent, { size: 9, gap: 10, fontSize: 6.8 });
  combText(s, 'entity_other', ex - 4, 224, 6, other, other ? ent : 'context', undefined, { ch: 14, cw: 13 });
  cap(s, 'Jurisdiction of incorporation / Lieu de constitution', 42, 248);
  const juris = m.entity === 'Corporation' || other ? (m.incRegion || m.address.region) : null;
  combText(s, 'jurisdiction', 42, 257, 14, juris, 'decoy');
  cap(s, "Number of employees / Nombre d'employés", 340, 248);
  combText(s, 'employees', 340, 257, 3, String(m.employees), 'context', undefined, { right: true });
  cap(s, "Business address (street) / Adresse de l'entreprise (rue)", 42, 282);
  combText(s, 'address', 42, 291, 32, m.address.street, 'context');
  cap(s, 'City / Ville', 42, 314);
  combText(s, 'city', 42, 323, 18, m.address.city, 'context');
  cap(s, 'Province', 330, 314);
  combText(s, 'province', 330, 323, 2, m.address.region, 'context');
  recordRegion(s, m.address.region, 'CA');
  cap(s, 'Postal code / Code postal', 382, 314);
  s.comb('postal', 382, 323, [{ n: 3 }, { n: 3 }], [m.address.postal.slice(0, 3), m.address.postal.slice(4)]);
  record(s, 'postal', m.address.postal, 'context');
  cap(s, 'Telephone / Téléphone', 42, 346);
  const ph = m.phone.replace(/\D/g, '');
  s.comb('phone', 42, 355, [{ n: 3 }, { n: 3 }, { n: 4, sep: '-' }], [ph.slice(0, 3), ph.slice(3, 6), ph.slice(6)], { cw: 12 });
  record(s, 'phone', m.phone, 'context');
  cap(s, 'Email / Courriel', 220, 346);
  s.lineValue('email', 220, 356, 300, m.email); record(s, 'email', m.email, 'context');
  cap(s, "Nature of business / Secteur d'activité", 42, 380);
  combText(s, 'industry', 42, 389, 28, m.industryText, { path: 'industry', truth: industryTruth(m) });
  // ---- B ----
  section(s, 418, 'B', 'Funding request', 'Financement demandé');
  cap(s, 'Amount requested (CAD) / Montant demandé ($ CA)', 42, 438);
  moneyBoxes(s, 'requested_amount', 42, 447, 7, m.requestedCents, { path: 'requested_amount', truth: m.requestedCents / 100 });
  cap(s, 'Use of funds / Utilisation des fonds', 260, 438);
  s.lineValue('use_of_funds', 260, 448, 310, m.useOfFunds); record(s, 'use_of_funds', m.useOfFunds, 'context');
  const sched = r.chance(0.7);
  cap(s, 'Proposed payment frequency / Fréquence de paiement proposée', 42, 474);
  const fl = sched ? FREQ.find(([k]) => k === m.freq)![1] : null;
  tickRow(s, 'payment_frequency', 42, 485, FREQ.map(([, l]) => l), fl, { path: 'payment_frequency', truth: m.freq }, { size: 9, gap: 16, fontSize: 7 });
  cap(s, 'Number of payments / Nombre de paiements', 42, 504);
  combText(s, 'number_of_payments', 42, 513, 3, sched ? String(m.nPayments) : null, { path: 'number_of_payments', truth: m.nPayments }, undefined, { right: true });
  cap(s, 'Payment amount / Montant de chaque paiement', 260, 504);
  moneyBoxes(s, 'requested_payment', 260, 513, 5, sched ? m.paymentCents : null, { path: 'requested_payment', truth: m.paymentCents / 100 });
  // ---- C ----
  section(s, 546, 'C', 'Business bank account', 'Compte bancaire de l\'entreprise');
  cap(s, 'Financial institution / Institution financière', 42, 566);
  combText(s, 'bank.name', 42, 575, 16, m.bank.name, 'decoy');
  cap(s, 'Institution no. / Nº d\'institution', 300, 566);
  combText(s, 'bank.institution', 300, 575, 3, m.bank.institution, 'decoy');
  cap(s, 'Transit no. / Nº de succursale', 420, 566);
  combText(s, 'bank.transit', 420, 575, 5, m.bank.transit, 'decoy');
  cap(s, 'Account no. / Nº de compte', 42, 600);
  combText(s, 'bank.account', 42, 609, 12, m.bank.account, 'decoy');
  cap(s, 'Monthly deposits (avg.) / Dépôts mensuels (moy.)', 300, 600);
  moneyBoxes(s, 'monthly_sales', 300, 609, 7, m.monthlySales * 100, 'decoy', { cw: 12 });
  s.rect(36, 644, 540, 96, '#f2f2f2', '#999999');
  s.text('Attach a void cheque or a bank-printed direct deposit form and the last four months of business bank statements. / ' +
    'Joindre un spécimen de chèque ou un formulaire de dépôt direct et les relevés bancaires des quatre derniers mois.', 44, 652, 7, FONT, { width: 524, lineGap: 1 });
  s.text('For office use / Réservé au bureau', 44, 690, 6.5, BOLD);
  s.text('File no. / Nº de dossier', 44, 706, 6.5); s.rule(130, 716, 300, 716, 0.5);
  s.text('Received / Reçu', 320, 706, 6.5); s.rule(380, 716, 560, 716, 0.5);
  footer(s);
  // ---- page 2 ----
  s.newPage();
  s.text('LMC-200 E/F', 36, 24, 7, BOLD); s.text('Legal name / Dénomination sociale :', 200, 24, 7);
  s.lineValue('legal_name_p2', 330, 16, 246, m.legal, 13); record(s, 'legal_name_p2', m.legal, { path: 'legal_name', truth: m.legal });
  section(s, 40, 'D', 'Owners holding 20% or more', 'Propriétaires détenant 20 % ou plus');
  for (let i = 0; i < 4; i++) owner(s, m, i, 36 + (i % 2) * 274, 62 + Math.floor(i / 2) * 214);
  section(s, 494, 'E', 'Existing financing and advances', 'Financement et avances en cours');
  [0, 1].forEach((i) => {
    const a = m.advances[i], y = 520 + i * 26;
    if (!i) { cap(s, 'Lender or funder / Prêteur ou bailleur de fonds', 42, 511); cap(s, 'Balance / Solde', 330, 511); }
    combText(s, `advance${i + 1}.funder`, 42, y, 18, a ? a.funder.toUpperCase() : null, 'decoy', undefined, { cw: 13, ch: 15 });
    moneyBoxes(s, `advance${i + 1}.balance`, 330, y, 6, a ? a.balance * 100 : null, 'decoy', { cw: 12, ch: 15 });
  });
  section(s, 574, 'F', 'Consent and signature', 'Consentement et signature');
  s.text('I certify that the information given is true and complete. Under the Personal Information Protection and Electronic Documents ' +
    'Act (PIPEDA), I consent to Laurentian Merchant Capital and its funding partners collecting, using and disclosing my personal ' +
    'information, including credit bureau reports (Equifax, TransUnion), to assess this application. / J\'atteste que les renseignements ' +
    'sont exacts et complets et je consens, en vertu de la LPRPDE, à la collecte, à l\'utilisation et à la communication de mes renseignements personnels.', 42, 592, 6.5, FONT, { width: 528, lineGap: 0.8 });
  m.owners.forEach((o, k) => {
    const x = 42 + (k % 2) * 274, y = 650 + Math.floor(k / 2) * 50;
    s.rule(x, y + 18, x + 150, y + 18, 0.6);
    s.text(`Signature, owner ${k + 1} / propriétaire ${k + 1}`, x, y + 21, 5.8);
    if (s.style === 'handwritten') s.text(`${o.first[0]}${o.first.slice(1).toLowerCase()} ${o.last[0]}${o.last.slice(1).toLowerCase()}`, x + 6, y, 14, 'hand', { color: s.ink });
    dateBoxes(s, `sign${k + 1}.date`, x + 160, y + 5, { y: 2026, m: 1, d: 6 + k }, 'DMY', 'decoy', ['JJ', 'MM', 'AAAA'], { cw: 10, ch: 12 });
  });
  footer(s);
}

function owner(s: Sheet, m: Merchant, i: number, x: number, y: number) {
  const o = m.owners[i], r = s.rng, n = `owner${i + 1}`, p = `applicants[${i}]`;
  const kind = (f: string, truth: unknown) => (o ? { path: `${p}.${f}`, truth } : 'context' as const);
  const c = { cw: 13, ch: 16 };
  s.rect(x, y, 266, 206, null, '#999999', 0.6);
  s.rect(x, y, 266, 12, '#eeeeee');
  s.text(`Owner ${i + 1} / Propriétaire ${i + 1}`, x + 5, y + 3, 7, BOLD);
  cap(s, 'Last name / Nom de famille', x + 6, y + 17); combText(s, `${n}.last`, x + 6, y + 26, 18, o?.last ?? null, kind('last_name', o?.last), undefined, c);
  cap(s, 'First name / Prénom', x + 6, y + 47); combText(s, `${n}.first`, x + 6, y + 56, 14, o?.first ?? null, kind('first_name', o?.first), undefined, c);
  cap(s, 'Initial', x + 200, y + 47); combText(s, `${n}.mi`, x + 200, y + 56, 1, o?.mi || null, 'context', undefined, c);
  cap(s, 'Title / Titre', x + 6, y + 77); combText(s, `${n}.title`, x + 6, y + 86, 14, o?.title ?? null, kind('role', o?.title), undefined, c);
  cap(s, 'Ownership / Part', x + 200, y + 77);
  combText(s, `${n}.pct`, x + 200, y + 86, 3, o ? String(o.pct) : null, kind('ownership', o?.pct), undefined, { ...c, right: true });
  s.text('%', x + 242, y + 89, 9, BOLD);
  cap(s, 'Social insurance number (SIN) / Numéro d\'assurance sociale (NAS)', x + 6, y + 107);
  const mode = o ? ownerTaxMode(s, m) : 'blank', g = o ? ownerTaxGroups(o, mode) : null;
  s.comb(`${n}.sin`, x + 6, y + 116, [{ n: 3 }, { n: 3 }, { n: 3 }], g, c);
  if (o) recordOwnerTax(s, i, o, mode, g ? g.join(' ') : null, 'CA');
  cap(s, 'Date of birth / Date de naissance', x + 6, y + 139);
  const dob = o && r.chance(0.85) ? o.dob : null;
  dateBoxes(s, `${n}.dob`, x + 6, y + 148, dob, 'DMY', dob ? { path: `${p}.date_of_birth`, truth: isoDate(dob) } : null, ['JJ/DD', 'MM', 'AAAA/YYYY'], c);
  cap(s, 'Credit score, if known / Cote', x + 160, y + 139);
  const score = o && r.chance(0.35) ? o.score : null;
  combText(s, `${n}.score`, x + 160, y + 148, 3, score ? String(score) : null, score ? { path: `${p}.credit_score`, truth: score } : 'context', undefined, c);
  cap(s, 'Home postal code / Code postal (domicile)', x + 6, y + 177);
  s.comb(`${n}.home_postal`, x + 6, y + 186, [{ n: 3 }, { n: 3 }], o ? [o.home.postal.slice(0, 3), o.home.postal.slice(4)] : null, { cw: 12, ch: 14 });
  record(s, `${n}.home_postal`, o?.home.postal ?? null, 'decoy');
  cap(s, 'Home phone / Tél.', x + 158, y + 177);
  s.lineValue(`${n}.phone`, x + 158, y + 184, 100, o?.phone ?? null); record(s, `${n}.phone`, o?.phone ?? null, 'decoy');
}
