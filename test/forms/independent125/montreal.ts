// Layout fr_qc_montreal: "Groupe Financier Boréal", a Montréal broker. Two pages, French only, a navy banner, rounded
// section heads, underlined fields, a "Forme juridique" check-box row, the NE with its program account beside the NEQ
// (a decoy), ISO dates (AAAA-MM-JJ), money as "50 000,00 $", and owners in four boxes with masked or full NAS.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Look, Sheet } from './draw.ts';
import { makeMerchant, type Merchant } from './data.ts';
import { day, fmtDate, fmtMoney, iso, type MoneyStyle } from './numbers.ts';
import { A, dbaChoice, grid, lineField, ownerTaxId, pctText } from './parts.ts';
import { entityOf, industryOf, regionName } from './reference.ts';
import { CA_NEAR, CA_QC } from './words.ts';

const NAVY = '#1d2b53';
const X0 = 36, W = 540;

export const montreal = {
  broker: 'Groupe Financier Boréal',
  country: 'CA' as const,
  title: 'Demande de financiement',
  look: (rng: Rng): Look => ({ valueFont: rng.pick(['Helvetica', 'Courier']), valueSize: 9.5, valueColor: '#0b1530', ink: rng.pick(['#1a2f9a', '#202020']),
    mark: rng.pick(['x', 'check'] as const) }),
  draw,
};

function section(s: Sheet, title: string, y: number): void {
  s.rect(X0, y, W, 15, { fill: '#e7ebf5', radius: 4 });
  s.text(title, X0 + 8, y + 4, { size: 8.5, font: 'Helvetica-Bold', color: NAVY });
}

/** The NE as printed, and its truth (a bare 9 digits is a BN by its label). */
export function bnText(r: Rng, m: Merchant): { printed: string | null; id: string } {
  const c = r.weighted([['space', 60], ['tight', 15], ['split', 15], ['bare', 5], ['blank', 5]] as const);
  const p = `${m.program.slice(0, 2)} ${m.program.slice(2)}`;
  const printed = c === 'space' ? `${m.taxId} ${m.program}` : c === 'tight' ? `${m.taxId}${m.program}` : c === 'split' ? `${m.taxId} ${p}`
    : c === 'bare' ? m.taxId : null;
  return { printed, id: c === 'bare' ? m.taxId : `${m.taxId}${m.program}` };
}

function draw(s: Sheet, rng: Rng): void {
  const entity = rng.weighted([['Société par actions', 52], ['SENC', 10], ['SEC', 5], ['Entreprise individuelle', 17], ['Coopérative', 4], ['Autre', 6], ['', 6]] as const);
  const other = entity === 'Autre' ? rng.pick(['S.E.N.C.R.L.', 'Travailleur autonome']) : null;
  const entityId = entityOf(other ?? entity, 'CA') ?? 'ca_corporation';
  const m = makeMerchant(rng.fork('merchant'), { lang: 'fr', entityId, cities: CA_QC, awayCities: [...CA_QC, ...CA_NEAR], separateNames: true, personalTaxId: false });
  const money: MoneyStyle = rng.pick(['fr', 'fr', 'fr_round', 'fr_cad']);
  const r = rng.fork('filler');
  s.addPage();
  s.rect(0, 0, 612, 58, { fill: NAVY });
  s.text('GROUPE FINANCIER BORÉAL', X0, 13, { size: 16, font: 'Helvetica-Bold', color: '#ffffff' });
  s.text('Demande de financiement — Avance sur ventes futures', X0, 35, { size: 10, color: '#dfe6ff' });
  s.text('1250, boul. René-Lévesque Ouest, bureau 900, Montréal (Québec)', 316, 18, { size: 7, color: '#ffffff', width: 260, align: 'right' });
  s.text('514 555-0163  ·  demandes@gfboreal.ca', 316, 30, { size: 7, color: '#ffffff', width: 260, align: 'right' });
  lineField(s, 'Conseiller :', 'conseiller', m.iso, X0, 64, 260);
  lineField(s, 'Date :', 'date_demande', fmtDate(day(r, 2026, 2026), 'iso', 'fr'), 316, 64, 260);

  section(s, "1. Renseignements sur l'entreprise", 88);
  lineField(s, 'Dénomination sociale :', 'denomination', m.legal, X0, 104, W, { legal_name: m.legal });
  const dba = dbaChoice(r, m.legal, m.dba, m.entityId === 'sole_proprietorship');
  lineField(s, "Nom d'exploitation (si différent) :", 'nom_exploitation', dba.printed, X0, 124, W, dba.truth ? { trade_name: dba.truth } : {});
  s.text('Forme juridique :', X0, 150, { size: 7.5 });
  const labels = ['Société par actions', 'SENC', 'SEC', 'Entreprise individuelle', 'Coopérative', 'Autre :'];
  const xs = [104, 196, 240, 280, 384, 450];
  const chosen = entity === '' ? null : labels.indexOf(entity === 'Autre' ? 'Autre :' : entity);
  s.checks('forme_juridique', labels.map((label, i) => ({ label, x: xs[i]!, y: 149, on: ['SPA', 'SENC', 'SEC', 'EI', 'Coop', 'Autre'][i]! })), chosen,
    other || chosen == null ? {} : { type_of_entity: entityOf(entity, 'CA')! }, { radio: true });
  s.line(490, 158, 576, 158, '#6b6b6b');
  s.value('forme_autre', other, 491, 145, 84, other ? { type_of_entity: entityOf(other, 'CA')! } : {});
  const bn = bnText(r, m);
  lineField(s, "Numéro d'entreprise (NE) :", 'ne', bn.printed, X0, 164, 300, { business_tax_id: bn.id, business_tax_id_type: 'BN', business_tax_id_country: 'CA' });
  lineField(s, 'NEQ :', 'neq', r.chance(0.8) ? m.neq : null, 346, 164, 230);
  const startStyle = r.weighted([['iso', 75], ['long', 13], ['blank', 12]] as const);
  lineField(s, 'Début des activités (AAAA-MM-JJ) :', 'date_constitution', startStyle === 'blank' ? null : fmtDate(m.start, startStyle, 'fr'), X0, 184, 300,
    { business_start_date: iso(m.start) });
  const law = m.incorporation === 'federal' ? 'Fédérale (LCSA)' : m.incorporation === 'ON' ? 'Ontario (LSAO)' : 'Québec (LSAQ)';
  lineField(s, 'Loi constitutive :', 'loi', m.entityId === 'ca_corporation' ? law : null, 346, 184, 230);
  lineField(s, "Adresse de l'établissement :", 'adresse', m.address.street, X0, 204, W);
  lineField(s, 'Ville :', 'ville', m.address.city, X0, 224, 250);
  const prov = r.pick(['QC', 'QC', 'Québec', 'Qc']);
  lineField(s, 'Province :', 'province', prov, 296, 224, 120, { state_region: m.address.region, country: 'Canada' });
  lineField(s, 'Code postal :', 'code_postal', m.address.postal, 426, 224, 150);
  lineField(s, 'Téléphone :', 'telephone', m.phone, X0, 244, 250);
  lineField(s, 'Courriel :', 'courriel', r.chance(0.85) ? m.email : null, 296, 244, 280);
  const trade = r.chance(0.93) ? m.trade : null;
  lineField(s, "Secteur d'activité :", 'secteur', trade, X0, 264, 330, trade && industryOf(trade) ? { industry: industryOf(trade)! } : {});
  lineField(s, "Nombre d'employés :", 'employes', String(m.employees), 376, 264, 200);
  s.text('Occupation des lieux :', X0, 290, { size: 7.5 });
  s.checks('occupation', [{ label: 'Propriétaire', x: 116, y: 289, on: 'Proprietaire' }, { label: 'Locataire', x: 180, y: 289, on: 'Locataire' }],
    m.landlord ? 1 : 0, {}, { radio: true });
  lineField(s, 'Locateur :', 'locateur', m.landlord?.name ?? null, 236, 284, 210);
  lineField(s, 'Loyer mensuel :', 'loyer', m.landlord ? fmtMoney(m.landlord.rent, money) : null, 452, 284, 124);

  section(s, '2. Financement demandé', 310);
  lineField(s, 'Montant demandé :', 'montant', r.chance(0.94) ? fmtMoney(m.amount, money) : null, X0, 326, 250, { requested_amount: m.amount });
  lineField(s, 'Utilisation des fonds :', 'utilisation', m.use, 296, 326, 280);
  lineField(s, 'Ventes mensuelles moyennes :', 'ventes', fmtMoney(m.monthlySales, money), X0, 346, 250);
  lineField(s, "Chiffre d'affaires annuel :", 'chiffre', r.chance(0.7) ? fmtMoney(m.monthlySales * 12, money) : null, 296, 346, 280);
  section(s, '3. Institution financière', 372);
  lineField(s, 'Institution :', 'institution', m.bank.name, X0, 388, 210);
  lineField(s, "No d'institution :", 'no_institution', m.bank.institution, 252, 388, 100);
  lineField(s, 'Transit :', 'transit', m.bank.transit, 358, 388, 80);
  lineField(s, 'Compte :', 'compte', m.bank.account, 444, 388, 132);
  section(s, '4. Avances de fonds en cours', 414);
  const tops = grid(s, X0, 434, [['Société de financement', 260], ['Solde', 140], ['Versement quotidien', 140]], 2, 18, '#e7ebf5');
  tops.forEach((ty, i) => {
    const a = m.advances[i];
    s.value(`avance${i + 1}_societe`, a?.funder, X0 + 3, ty + 3, 254);
    s.value(`avance${i + 1}_solde`, a ? fmtMoney(a.balance, money) : null, X0 + 263, ty + 3, 134);
    s.value(`avance${i + 1}_versement`, a ? fmtMoney(a.payment, money) : null, X0 + 403, ty + 3, 134);
  });
  s.text('Page 1 de 2  ·  Groupe Financier Boréal  ·  Les renseignements fournis demeurent confidentiels.', X0, 760, { size: 6.5, color: '#666666', width: W, align: 'center' });
  page2(s, r, m);
}

function page2(s: Sheet, r: Rng, m: Merchant): void {
  s.addPage();
  s.rect(0, 0, 612, 28, { fill: NAVY });
  s.text('GROUPE FINANCIER BORÉAL — Demande de financement (suite)', X0, 9, { size: 10, font: 'Helvetica-Bold', color: '#ffffff' });
  section(s, '5. Propriétaires / Actionnaires (participation de 20 % et plus)', 40);
  for (let i = 0; i < 4; i++) {
    const x = X0 + (i % 2) * 276, y = 62 + Math.floor(i / 2) * 146, w = 264, o = m.owners[i];
    s.rect(x, y, w, 138, { stroke: '#aab4d4', lw: 0.7, radius: 3 });
    s.text(`Propriétaire ${i + 1}`, x + 6, y + 4, { size: 7.5, font: 'Helvetica-Bold', color: NAVY });
    lineField(s, 'Nom :', `prop${i + 1}_nom`, o?.last ?? null, x + 6, y + 10, 124, { [A(i, 'last_name')]: o?.last ?? '' });
    lineField(s, 'Prénom :', `prop${i + 1}_prenom`, o?.first ?? null, x + 134, y + 10, 124, { [A(i, 'first_name')]: o?.first ?? '' });
    lineField(s, 'Titre :', `prop${i + 1}_titre`, o && r.chance(0.9) ? o.role : null, x + 6, y + 30, 150, { [A(i, 'role')]: o?.role ?? '' });
    lineField(s, 'Participation :', `prop${i + 1}_participation`, o && r.chance(0.95) ? pctText(r, o.pct, 'fr') : null, x + 160, y + 30, 98,
      { [A(i, 'ownership')]: o?.pct ?? 0 });
    const tax = o ? ownerTaxId(r, o, i, 0.45, 0.12) : { printed: null, fields: {} };
    lineField(s, 'NAS :', `prop${i + 1}_nas`, tax.printed, x + 6, y + 50, 112, tax.fields);
    lineField(s, 'Date de naissance :', `prop${i + 1}_naissance`, o && r.chance(0.88) ? fmtDate(o.dob, 'iso', 'fr') : null, x + 122, y + 50, 136,
      { [A(i, 'date_of_birth')]: o ? iso(o.dob) : '' });
    lineField(s, 'Adresse domiciliaire :', `prop${i + 1}_adresse`, o?.home.street ?? null, x + 6, y + 70, 252);
    lineField(s, 'Ville / province :', `prop${i + 1}_ville`, o ? `${o.home.city} (${regionName(o.home.region, 'CA', true)})` : null, x + 6, y + 90, 172);
    lineField(s, 'C.P. :', `prop${i + 1}_cp`, o?.home.postal ?? null, x + 182, y + 90, 76);
    lineField(s, 'Cote de crédit approximative :', `prop${i + 1}_cote`, o && r.chance(0.45) ? String(o.credit) : null, x + 6, y + 110, 180,
      { [A(i, 'credit_score')]: o?.credit ?? 0 });
  }
  section(s, '6. Consentement et signatures', 356);
  s.text("Chaque signataire atteste que les renseignements fournis sont exacts et complets. Conformément à la Loi sur la protection " +
    "des renseignements personnels et les documents électroniques (LPRPDE) et à la Loi 25 du Québec, il consent à ce que Groupe " +
    "Financier Boréal et ses partenaires financiers recueillent, utilisent et communiquent ses renseignements personnels et ceux " +
    "de l'entreprise, obtiennent des rapports de crédit auprès d'agences d'évaluation du crédit et vérifient les renseignements " +
    "auprès de l'institution financière, du locateur et des fournisseurs, aux seules fins de l'étude de la présente demande.",
  X0, 376, { size: 7.5, width: W, align: 'justify' });
  m.owners.forEach((o, i) => {
    const x = X0 + (i % 2) * 280, y = 450 + Math.floor(i / 2) * 78;
    s.text('Signature :', x, y + 8, { size: 7.5 });
    s.line(x + 42, y + 16, x + 250, y + 16, '#333333');
    s.signature(x + 46, y + 14, 200);
    lineField(s, 'Nom en lettres moulées :', `signature${i + 1}_nom`, `${o.first} ${o.last}`, x, y + 24, 250);
    lineField(s, 'Date :', `signature${i + 1}_date`, fmtDate(day(r, 2026, 2026), 'iso', 'fr'), x, y + 44, 250);
  });
  s.text('Page 2 de 2  ·  Groupe Financier Boréal', X0, 760, { size: 6.5, color: '#666666', width: W, align: 'center' });
}
