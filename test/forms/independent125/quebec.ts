// Layout fr_qc_quebec: "Solutions Financières Cap-Rouge", a Québec City broker whose merchants are mostly in Québec,
// some across the border in Ontario or New Brunswick. Two pages of boxed cells under burgundy bars, French only: the
// legal form written in, dates written out ("12 mars 2015", "1er juin 2019") or JJ/MM/AAAA, payment terms with a
// frequency row, the landlord called "propriétaire de l'immeuble", owners in a table with full names.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Look, Sheet } from './draw.ts';
import { makeMerchant, type Freq, type Merchant } from './data.ts';
import { day, fmtDate, fmtMoney, iso, type MoneyStyle } from './numbers.ts';
import { A, bar, cellField, cellRow, dbaChoice, grid, ownerTaxId, pctText } from './parts.ts';
import { entityOf, industryOf } from './reference.ts';
import { bnText } from './montreal.ts';
import { CA_NEAR, CA_QC } from './words.ts';

const WINE = '#7a1f2b';
const X0 = 36, W = 540, H = 24;

export const quebec = {
  broker: 'Solutions Financières Cap-Rouge',
  country: 'CA' as const,
  title: "Demande d'avance de fonds aux commerçants",
  look: (rng: Rng): Look => ({ valueFont: rng.pick(['Helvetica', 'Courier']), valueSize: 10, valueColor: '#000000', ink: rng.pick(['#1b2f8f', '#2b2b2b']),
    mark: rng.pick(['x', 'check'] as const) }),
  draw,
};

const FORMS = [['Société par actions', 25], ['Inc.', 12], ['Compagnie', 6], ['Incorporée', 4], ['S.E.N.C.', 10], ['S.E.C.', 4],
  ['Entreprise individuelle', 15], ['Travailleur autonome', 6], ['', 6]] as const;
const FREQS: [string, Freq, string][] = [['Quotidienne', 'daily', 'Quotidienne'], ['Hebdomadaire', 'weekly', 'Hebdomadaire'],
  ['Aux deux semaines', 'biweekly', 'AuxDeuxSemaines'], ['Mensuelle', 'monthly', 'Mensuelle']];
const PROVINCE_TEXT: Record<string, string[]> = { QC: ['QC', 'Québec', 'Qc'], ON: ['ON', 'Ontario', 'Ont.'], NB: ['NB', 'N.-B.', 'Nouveau-Brunswick'] };

function draw(s: Sheet, rng: Rng): void {
  const form = rng.weighted(FORMS);
  const entityId = entityOf(form, 'CA') ?? 'ca_corporation';
  const away = rng.chance(0.2);
  const m = makeMerchant(rng.fork('merchant'), { lang: 'fr', entityId, cities: away ? CA_NEAR : CA_QC, awayCities: [...CA_QC, ...CA_NEAR],
    separateNames: false, personalTaxId: false });
  const money: MoneyStyle = rng.pick(['fr', 'fr_round', 'fr_cad']);
  const r = rng.fork('filler');
  const dates = r.chance(0.6) ? 'long' : 'dmy';
  const hint = dates === 'dmy' ? ' (JJ/MM/AAAA)' : '';
  const qc = m.address.region === 'QC';
  s.addPage();
  s.text('SOLUTIONS FINANCIÈRES CAP-ROUGE', X0, 30, { size: 15, font: 'Helvetica-Bold', color: WINE, width: W, align: 'center' });
  s.text("DEMANDE D'AVANCE DE FONDS AUX COMMERÇANTS", X0, 50, { size: 10, font: 'Helvetica-Bold', width: W, align: 'center' });
  s.text('Québec (Québec)  ·  418 555-0190  ·  dossiers@capitalcaprouge.ca', X0, 64, { size: 7.5, color: '#555555', width: W, align: 'center' });
  cellField(s, 'No de dossier', 'dossier', `CR-${r.digits(5)}`, 476, 24, 100, 22);
  bar(s, "IDENTIFICATION DE L'ENTREPRISE", 82, WINE);
  const dba = dbaChoice(r, m.legal, m.dba, m.entityId === 'sole_proprietorship');
  let y = 95;
  cellRow(s, X0, y, H, [['Raison sociale (nom légal)', 'raison_sociale', m.legal, 330, { legal_name: m.legal }],
    ['Nom commercial', 'nom_commercial', dba.printed, 210, dba.truth ? { trade_name: dba.truth } : {}]]);
  y += H;
  const bn = bnText(r, m);
  const law = m.incorporation === 'federal' ? 'LCSA (fédérale)' : m.incorporation === 'ON' ? 'LSAO (Ontario)' : 'LSA (Québec)';
  cellRow(s, X0, y, H, [['Forme juridique', 'forme_juridique', form || null, 140, form ? { type_of_entity: entityOf(form, 'CA')! } : {}],
    ["Numéro d'entreprise (NE)", 'ne', bn.printed, 150, { business_tax_id: bn.id, business_tax_id_type: 'BN', business_tax_id_country: 'CA' }],
    [`Date de fondation${hint}`, 'fondation', r.chance(0.88) ? fmtDate(m.start, dates, 'fr') : null, 130, { business_start_date: iso(m.start) }],
    ['Constituée en vertu de', 'loi', m.entityId === 'ca_corporation' ? law : null, 120]]);
  y += H;
  cellRow(s, X0, y, H, [['Adresse', 'adresse', m.address.street, 250], ['Ville', 'ville', m.address.city, 130],
    ['Province', 'province', r.pick(PROVINCE_TEXT[m.address.region]!), 70, { state_region: m.address.region, country: 'Canada' }],
    ['Code postal', 'code_postal', m.address.postal, 90]]);
  y += H;
  cellRow(s, X0, y, H, [['Téléphone', 'telephone', m.phone, 120], ['Courriel', 'courriel', r.chance(0.8) ? m.email : null, 200],
    ['NEQ', 'neq', qc ? m.neq : 'S.O.', 100], ['No de TVQ', 'tvq', qc && r.chance(0.6) ? `${r.digits(10)} TQ0001` : null, 120]]);
  y += H;
  const trade = r.chance(0.92) ? m.trade : null;
  cellRow(s, X0, y, H, [["Secteur d'activité", 'secteur', trade, 220, trade && industryOf(trade) ? { industry: industryOf(trade)! } : {}],
    ["Nombre d'employés", 'employes', String(m.employees), 90],
    ["Propriétaire de l'immeuble (locateur)", 'locateur', m.landlord?.name ?? (r.chance(0.5) ? "L'entreprise" : null), 230]]);
  y += H + 8;
  bar(s, 'FINANCEMENT DEMANDÉ', y, WINE);
  y += 13;
  const showPay = r.chance(0.7), showN = r.chance(0.65), showF = r.chance(0.85);
  cellRow(s, X0, y, H, [['Montant demandé', 'montant', r.chance(0.95) ? fmtMoney(m.amount, money) : null, 140, { requested_amount: m.amount }],
    ['Versement proposé', 'versement', showPay ? fmtMoney(m.payment, money) : null, 130, { requested_payment: m.payment }],
    ['Nombre de versements', 'nombre_versements', showN ? String(m.payments) : null, 110, { number_of_payments: m.payments }],
    ['Utilisation des fonds', 'utilisation', m.use, 160]]);
  y += H;
  s.rect(X0, y, W, 20, { lw: 0.6, stroke: '#2a2a2a' });
  s.text('Fréquence des versements :', X0 + 4, y + 6.5, { size: 7.5, font: 'Helvetica-Bold' });
  s.checks('frequence', FREQS.map(([label, , on], i) => ({ label, x: X0 + 130 + i * 100, y: y + 6, on })), showF ? FREQS.findIndex(([, f]) => f === m.freq) : null,
    { payment_frequency: m.freq }, { radio: true });
  y += 28;
  bar(s, 'AVANCES DE FONDS OU PRÊTS EN COURS', y, WINE);
  const tops = grid(s, X0, y + 15, [['Société de financement', 200], ['Solde', 120], ['Versement', 110], ['Fréquence', 110]], 3, 18);
  tops.forEach((ty, i) => {
    const a = m.advances[i];
    s.value(`avance${i + 1}_societe`, a?.funder, X0 + 3, ty + 3, 194);
    s.value(`avance${i + 1}_solde`, a ? fmtMoney(a.balance, money) : null, X0 + 203, ty + 3, 114);
    s.value(`avance${i + 1}_versement`, a ? fmtMoney(a.payment, money) : null, X0 + 323, ty + 3, 104);
    s.value(`avance${i + 1}_frequence`, a ? r.pick(['Quotidienne', 'Hebdomadaire']) : null, X0 + 433, ty + 3, 104);
  });
  y += 15 + 12 + 54 + 10;
  bar(s, 'RÉFÉRENCES COMMERCIALES', y, WINE);
  m.refs.forEach((ref, i) => cellRow(s, X0, y + 13 + i * H, H, [['Fournisseur', `reference${i + 1}`, ref.name, 340],
    ['Téléphone', `reference${i + 1}_tel`, ref.phone, 200]]));
  s.text('Solutions Financières Cap-Rouge — page 1 de 2', X0, 760, { size: 6.5, color: '#555555', width: W, align: 'center' });
  page2(s, r, m, dates);
}

function page2(s: Sheet, r: Rng, m: Merchant, dates: 'long' | 'dmy'): void {
  s.addPage();
  bar(s, 'PROPRIÉTAIRES ET ACTIONNAIRES (20 % et plus)', 36, WINE);
  const commaNames = r.chance(0.4);
  const tops = grid(s, X0, 51, [['Nom complet', 150], ['Titre', 90], ['Participation', 55], ['NAS', 80],
    [`Naissance${dates === 'dmy' ? ' (JJ/MM/AAAA)' : ''}`, 100], ['Cote de crédit', 65]], 4, 20);
  tops.forEach((ty, i) => {
    const o = m.owners[i];
    if (!o) return;
    s.value(`prop${i + 1}_nom`, commaNames ? `${o.last}, ${o.first}` : `${o.first} ${o.last}`, X0 + 2, ty + 4, 146,
      { [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last });
    s.value(`prop${i + 1}_titre`, r.chance(0.9) ? o.role : null, X0 + 152, ty + 4, 86, { [A(i, 'role')]: o.role });
    s.value(`prop${i + 1}_participation`, r.chance(0.95) ? pctText(r, o.pct, 'fr') : null, X0 + 242, ty + 4, 51, { [A(i, 'ownership')]: o.pct });
    const tax = ownerTaxId(r, o, i, 0.4, 0.1);
    s.value(`prop${i + 1}_nas`, tax.printed, X0 + 297, ty + 4, 76, tax.fields);
    s.value(`prop${i + 1}_naissance`, r.chance(0.88) ? fmtDate(o.dob, dates, 'fr') : null, X0 + 377, ty + 4, 96, { [A(i, 'date_of_birth')]: iso(o.dob) });
    s.value(`prop${i + 1}_cote`, r.chance(0.5) ? String(o.credit) : null, X0 + 477, ty + 4, 61, { [A(i, 'credit_score')]: o.credit });
  });
  s.text('Adresse domiciliaire de chaque propriétaire', X0, 149, { size: 7.5, font: 'Helvetica-Bold' });
  const homes = grid(s, X0, 160, [['#', 25], ['Adresse', 235], ['Ville', 120], ['Province', 60], ['Code postal', 100]], 4, 18);
  homes.forEach((ty, i) => {
    const o = m.owners[i];
    s.text(String(i + 1), X0 + 9, ty + 6, { size: 7.5 });
    if (!o) return;
    s.value(`prop${i + 1}_adresse`, o.home.street, X0 + 28, ty + 3, 229);
    s.value(`prop${i + 1}_ville`, o.home.city, X0 + 263, ty + 3, 114);
    s.value(`prop${i + 1}_province`, o.home.region, X0 + 383, ty + 3, 54);
    s.value(`prop${i + 1}_cp`, o.home.postal, X0 + 443, ty + 3, 94);
  });
  bar(s, 'INSTITUTION FINANCIÈRE', 254, WINE);
  cellRow(s, X0, 267, H, [['Institution', 'institution', m.bank.name, 210], ["No d'institution", 'no_institution', m.bank.institution, 90],
    ['No de transit', 'transit', m.bank.transit, 100], ['No de compte', 'compte', m.bank.account, 140]]);
  bar(s, 'REPRÉSENTANT', 299, WINE);
  cellRow(s, X0, 312, H, [['Représentant (ISO)', 'representant', m.iso, 260], ['Téléphone', 'representant_tel', '418 555-0190', 130],
    ['Code de représentant', 'representant_code', `R-${r.digits(3)}`, 150]]);
  bar(s, 'CONSENTEMENT ET SIGNATURES', 344, WINE);
  s.text("En signant, chaque propriétaire déclare que les renseignements ci-dessus sont véridiques et autorise Solutions Financières " +
    "Cap-Rouge et les sociétés de financement auxquelles la demande est présentée à obtenir des rapports de crédit personnels et " +
    "commerciaux, à communiquer avec l'institution financière, le locateur et les fournisseurs mentionnés, et à conserver ces " +
    "renseignements selon la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE). " +
    "Une avance de fonds est l'achat de recettes futures et non un prêt.", X0, 364, { size: 7.5, width: W, align: 'justify' });
  m.owners.forEach((o, i) => {
    const x = X0 + (i % 2) * 280, y = 430 + Math.floor(i / 2) * 70;
    s.line(x, y + 18, x + 250, y + 18, '#222222');
    s.signature(x + 10, y + 16, 200);
    s.text('Signature du propriétaire', x, y + 21, { size: 6.5 });
    s.value(`signature${i + 1}_nom`, `${o.first} ${o.last}`, x, y + 30, 160);
    s.line(x, y + 44, x + 160, y + 44, '#222222');
    s.text('Nom en lettres moulées', x, y + 47, { size: 6.5 });
    s.value(`signature${i + 1}_date`, fmtDate(day(r, 2026, 2026), 'dmy', 'fr'), x + 170, y + 30, 80);
    s.line(x + 170, y + 44, x + 250, y + 44, '#222222');
    s.text('Date', x + 170, y + 47, { size: 6.5 });
  });
  s.text('Solutions Financières Cap-Rouge — page 2 de 2', X0, 760, { size: 6.5, color: '#555555', width: W, align: 'center' });
}
