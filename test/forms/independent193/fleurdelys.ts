// Capital Fleur-de-Lys (Montréal): a French-only two-page form in a navy grid of boxed cells, labels in small caps
// at each cell's top left. Hard: the NEQ (10 digits) sits beside the NE, the owner's name is split into NOM DE
// FAMILLE then PRÉNOM (last name first), the entity and the frequency are checkbox rows, 'Propriétaire' is also a
// premises checkbox, and the home address, bank and funders sit one cell away from the true values.
import type { Rng } from '../../statements/generator/prng.ts';
import { frDate, frPercent, group3 } from './french.ts';
import type { Merchant } from './model.ts';
import { A, FREQ_LABELS, P, cell, maybe, money, provName, provinceFields, sinText, taxText, tradeText } from './parts.ts';
import { PAGE_W, type Sheet } from './sheet.ts';

const NAVY = '#1d3461';
const L = 36, R = 576;

function bar(s: Sheet, y: number, title: string): void {
  s.rect(L, y, R - L, 13, { fill: NAVY });
  s.text(title, L + 5, y + 3, { size: 7.5, font: 'Helvetica-Bold', color: '#ffffff' });
}

/** The checkbox label that gives each entity id on this form ('Autre' plus a written line for the rest). */
const ENTITY_BOX: Record<string, string> = { sole_proprietorship: 'Entreprise individuelle', ca_corporation: 'Société par actions',
  general_partnership: 'S.E.N.C.', limited_partnership: 'S.E.C.', cooperative: 'Coopérative' };

function header(s: Sheet, m: Merchant, rng: Rng): void {
  s.rect(0, 0, PAGE_W, 62, { fill: NAVY });
  // A plain lozenge where the broker's fleur-de-lis logo would be.
  s.doc.save().moveTo(52, 14).lineTo(64, 31).lineTo(52, 48).lineTo(40, 31).closePath().fill('#ffffff').restore();
  s.text('CAPITAL FLEUR-DE-LYS', 74, 16, { size: 16, font: 'Helvetica-Bold', color: '#ffffff' });
  s.text('Demande de financement - Avance sur recettes futures', 74, 37, { size: 9, color: '#dfe6f2' });
  s.text('1250, boul. René-Lévesque O., bureau 900', 400, 14, { size: 6.5, color: '#dfe6f2' });
  s.text('Montréal (Québec) H3B 4W8', 400, 23, { size: 6.5, color: '#dfe6f2' });
  s.text('514 555-0199 - dossiers@capitalfdl.ca', 400, 32, { size: 6.5, color: '#dfe6f2' });
  s.text('No de dossier :', 400, 44, { size: 6.5, color: '#ffffff' });
  s.rect(452, 41, 110, 14, { fill: '#ffffff' });
  s.decoy('file_number', `FDL-${m.signDate.slice(0, 4)}-${rng.digits(4)}`, 452, 41, 110, { h: 14, size: 8 });
}

function business(s: Sheet, m: Merchant, rng: Rng): void {
  bar(s, 70, "1. RENSEIGNEMENTS SUR L'ENTREPRISE");
  let c = cell(s, L, 86, 364, 26, 'DÉNOMINATION SOCIALE (NOM LÉGAL INSCRIT AU REGISTRE)');
  s.value('legal_name', { [A('legal_name')]: m.legal }, m.legal, c.x, c.y, c.w);
  c = cell(s, 400, 86, 176, 26, "NEQ (REGISTRAIRE DES ENTREPRISES)");
  s.decoy('neq', m.neq, c.x, c.y, c.w);
  c = cell(s, L, 112, 364, 26, "NOM D'EMPRUNT / NOM COMMERCIAL (S'IL Y A LIEU)");
  const t = tradeText(m);
  s.value('trade_name', t.fields, t.text, c.x, c.y, c.w);
  c = cell(s, 400, 112, 176, 26, "NUMÉRO D'ENTREPRISE (NE) DE L'ARC");
  const tax = taxText(m, rng, 'NAS ');
  s.value('business_tax_id', tax.fields, tax.text, c.x, c.y, c.w);
  cell(s, L, 138, R - L, 28, 'FORME JURIDIQUE (COCHEZ)');
  const boxed = ENTITY_BOX[m.entity.id];
  let x = L + 6;
  for (const label of ['Entreprise individuelle', 'Société par actions', 'S.E.N.C.', 'S.E.C.', 'Coopérative']) {
    s.checkbox(`entity_${label}`, { [A('type_of_entity')]: m.entity.id }, x, 151, 9, label === boxed, label);
    x += s.doc.font('Helvetica').fontSize(7.5).widthOfString(label) + 26;
  }
  s.checkbox('entity_other', null, x, 151, 9, !boxed, 'Autre :');
  s.line(x + 42, 161, R - 6, 161, { width: 0.4 });
  s.value('entity_other_text', boxed ? {} : { [A('type_of_entity')]: m.entity.id }, boxed ? '' : m.entity.text, x + 42, 148, R - x - 50, { h: 14 });
  c = cell(s, L, 166, 264, 26, "ADRESSE DE L'ÉTABLISSEMENT (NO, RUE, BUREAU)");
  s.other(m.address.street, c.x, c.y, c.w);
  c = cell(s, 300, 166, 120, 26, 'VILLE');
  s.other(m.address.city, c.x, c.y, c.w);
  c = cell(s, 420, 166, 90, 26, 'PROVINCE');
  s.value('province', provinceFields(m), provName(m.address.prov), c.x, c.y, c.w);
  c = cell(s, 510, 166, 66, 26, 'CODE POSTAL');
  s.other(m.address.postal, c.x, c.y, c.w);
  c = cell(s, L, 192, 144, 26, 'TÉLÉPHONE');
  s.other(m.phone, c.x, c.y, c.w);
  c = cell(s, 180, 192, 200, 26, 'COURRIEL');
  s.other(m.email, c.x, c.y, c.w);
  c = cell(s, 380, 192, 196, 26, 'SITE WEB');
  s.other(m.website ?? '', c.x, c.y, c.w);
  c = cell(s, L, 218, 264, 26, "SECTEUR D'ACTIVITÉ / TYPE D'ENTREPRISE");
  s.value('industry', { [A('industry')]: m.industry.id }, m.industry.text, c.x, c.y, c.w);
  c = cell(s, 300, 218, 170, 26, 'DATE DE DÉBUT DES ACTIVITÉS');
  s.value('start_date', m.startShown ? { [A('business_start_date')]: m.start } : {},
    m.startShown ? frDate(m.start, rng.pick(['long', 'abbr', 'iso', 'le'] as const)) : '', c.x, c.y, c.w);
  c = cell(s, 470, 218, 106, 26, "NOMBRE D'EMPLOYÉS");
  s.other(String(m.employees), c.x, c.y, c.w);
  c = cell(s, L, 244, 294, 26, 'LOI CONSTITUTIVE / JURIDICTION DE CONSTITUTION');
  s.decoy('incorporation', m.incorporation ?? '', c.x, c.y, c.w);
  cell(s, 330, 244, 246, 26, 'LOCAUX');
  s.checkbox('premises_own', null, 340, 256, 9, m.landlord === null, 'Propriétaire');
  s.checkbox('premises_rent', null, 420, 256, 9, m.landlord !== null, 'Locataire');
}

function funding(s: Sheet, m: Merchant, rng: Rng): void {
  bar(s, 278, '2. FINANCEMENT DEMANDÉ');
  let c = cell(s, L, 294, 164, 26, 'MONTANT DEMANDÉ');
  s.value('requested_amount', { [A('requested_amount')]: m.amount }, money(m.amount, rng.pick(['fr2', 'fr0', 'cad'] as const)), c.x, c.y, c.w);
  c = cell(s, 200, 294, 200, 26, 'UTILISATION DES FONDS');
  s.other(m.use, c.x, c.y, c.w);
  c = cell(s, 400, 294, 176, 26, 'VENTES MENSUELLES MOYENNES (BRUTES)');
  s.decoy('monthly_sales', money(m.monthlySales, 'fr0'), c.x, c.y, c.w);
  c = cell(s, L, 320, 144, 26, 'PAIEMENT PROPOSÉ');
  s.value('requested_payment', m.payment === null ? {} : { [A('requested_payment')]: m.payment }, maybe(m.payment, (v) => money(v, 'fr2')), c.x, c.y, c.w);
  c = cell(s, 180, 320, 110, 26, 'NOMBRE DE PAIEMENTS');
  s.value('number_of_payments', m.count === null ? {} : { [A('number_of_payments')]: m.count }, maybe(m.count, String), c.x, c.y, c.w);
  cell(s, 290, 320, 286, 26, 'FRÉQUENCE DES PAIEMENTS');
  let x = 298;
  for (const f of ['daily', 'weekly', 'biweekly', 'monthly'] as const) {
    const label = FREQ_LABELS[f][0]!;
    s.checkbox(`freq_${f}`, { [A('payment_frequency')]: f }, x, 333, 8, m.freq === f, label, { size: 7 });
    x += s.doc.font('Helvetica').fontSize(7).widthOfString(label) + 22;
  }
}

function owners(s: Sheet, m: Merchant, rng: Rng): void {
  bar(s, 354, '3. PROPRIÉTAIRES ET ACTIONNAIRES (20 % ET PLUS)');
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    const x0 = i === 0 ? L : 308, w = 268, half = 134;
    s.text(i === 0 ? 'PROPRIÉTAIRE 1' : "PROPRIÉTAIRE 2 (S'IL Y A LIEU)", x0 + 2, 370, { size: 6.5, font: 'Helvetica-Bold', color: NAVY });
    const rows: [string, string][] = [['NOM DE FAMILLE', 'PRÉNOM'], ['TITRE / FONCTION', '% DE PROPRIÉTÉ'], ['NAS', 'DATE DE NAISSANCE (AAAA-MM-JJ)'],
      ['COTE DE CRÉDIT (APPROX.)', 'CELLULAIRE']];
    const at: { x: number; y: number; w: number }[] = [];
    rows.forEach(([a, b], r) => { at.push(cell(s, x0, 380 + r * 25, half, 25, a), cell(s, x0 + half, 380 + r * 25, w - half, 25, b)); });
    const home = cell(s, x0, 480, w, 25, 'ADRESSE DOMICILIAIRE');
    const homeCity = cell(s, x0, 505, w, 25, 'VILLE, PROVINCE, CODE POSTAL');
    if (!o) continue;
    const first = o.middle && rng.chance(0.6) ? `${o.first} ${o.middle}` : o.first;
    s.value(`owner${i}_last`, { [P(i, 'last_name')]: o.last }, o.last, at[0]!.x, at[0]!.y, at[0]!.w);
    s.value(`owner${i}_first`, { [P(i, 'first_name')]: o.first }, first, at[1]!.x, at[1]!.y, at[1]!.w);
    s.value(`owner${i}_role`, { [P(i, 'role')]: o.role }, o.role, at[2]!.x, at[2]!.y, at[2]!.w);
    s.value(`owner${i}_ownership`, o.ownership === null ? {} : { [P(i, 'ownership')]: o.ownership },
      maybe(o.ownership, (v) => frPercent(v, rng.chance(0.7), rng.chance(0.7))), at[3]!.x, at[3]!.y, at[3]!.w);
    const sin = sinText(i, o, rng);
    s.value(`owner${i}_sin`, sin.fields, sin.text, at[4]!.x, at[4]!.y, at[4]!.w);
    s.value(`owner${i}_dob`, o.dob ? { [P(i, 'date_of_birth')]: o.dob } : {}, o.dob ?? '', at[5]!.x, at[5]!.y, at[5]!.w);
    s.value(`owner${i}_credit`, o.credit === null ? {} : { [P(i, 'credit_score')]: o.credit }, maybe(o.credit, String), at[6]!.x, at[6]!.y, at[6]!.w);
    s.other(`${rng.pick(['514', '438', '819'])} ${rng.int(200, 989)}-${rng.digits(4)}`, at[7]!.x, at[7]!.y, at[7]!.w);
    s.decoy(`owner${i}_home`, o.home.street, home.x, home.y, home.w);
    s.decoy(`owner${i}_home_city`, `${o.home.city} (${provName(o.home.prov)}) ${o.home.postal}`, homeCity.x, homeCity.y, homeCity.w);
  }
}

function bank(s: Sheet, m: Merchant): void {
  bar(s, 540, '4. RENSEIGNEMENTS BANCAIRES (COMPTE OÙ SONT DÉPOSÉES LES VENTES)');
  let c = cell(s, L, 556, 214, 26, 'INSTITUTION FINANCIÈRE');
  s.decoy('bank_name', m.bank.name, c.x, c.y, c.w);
  c = cell(s, 250, 556, 90, 26, 'NO DE TRANSIT');
  s.decoy('bank_transit', m.bank.transit, c.x, c.y, c.w);
  c = cell(s, 340, 556, 80, 26, "NO D'INSTITUTION");
  s.decoy('bank_institution', m.bank.inst, c.x, c.y, c.w);
  c = cell(s, 420, 556, 156, 26, 'NO DE FOLIO / COMPTE');
  s.decoy('bank_account', m.bank.account, c.x, c.y, c.w);
  c = cell(s, L, 582, 264, 26, 'NO DE TVQ (REVENU QUÉBEC)');
  s.decoy('tvq', `${m.tvq} TQ0001`, c.x, c.y, c.w);
  c = cell(s, 300, 582, 276, 26, 'CONSEILLER(ÈRE) CAPITAL FLEUR-DE-LYS');
  s.decoy('iso_rep', m.iso.name, c.x, c.y, c.w);
  s.text('Joindre : 4 derniers relevés bancaires, spécimen de chèque, pièce d\'identité avec photo de chaque propriétaire.', L, 616, { size: 7, font: 'Helvetica-Oblique' });
}

function page2(s: Sheet, m: Merchant, rng: Rng): void {
  s.addPage();
  s.text('Capital Fleur-de-Lys - Demande de financement (suite)', L, 30, { size: 9, font: 'Helvetica-Bold', color: NAVY });
  bar(s, 48, '5. AVANCES ET PRÊTS EN COURS');
  const cols = [['PRÊTEUR / FOURNISSEUR', L, 220], ['SOLDE', 256, 110], ['VERSEMENT', 366, 110], ['FRÉQUENCE', 476, 100]] as const;
  for (const [label, x, w] of cols) cell(s, x, 64, w, 12, label);
  for (let r = 0; r < 3; r++) {
    for (const [, x, w] of cols) s.rect(x, 76 + r * 18, w, 18, { width: 0.4 });
    const f = m.funders[r];
    if (!f) continue;
    s.decoy(`funder${r}_name`, f.name, L + 1, 78 + r * 18, 218, { h: 14 });
    s.decoy(`funder${r}_balance`, money(f.balance, 'fr2'), 257, 78 + r * 18, 108, { h: 14 });
    s.decoy(`funder${r}_payment`, money(f.payment, 'fr2'), 367, 78 + r * 18, 108, { h: 14 });
    s.other(rng.pick(['quotidien', 'hebdo']), 477, 78 + r * 18, 98, { h: 14 });
  }
  bar(s, 140, '6. LOCATEUR ET RÉFÉRENCES COMMERCIALES');
  let c = cell(s, L, 156, 240, 26, 'LOCATEUR (PROPRIÉTAIRE DE L\'IMMEUBLE)');
  s.decoy('landlord', m.landlord?.name ?? '', c.x, c.y, c.w);
  c = cell(s, 276, 156, 150, 26, 'TÉLÉPHONE DU LOCATEUR');
  s.decoy('landlord_phone', m.landlord?.phone ?? '', c.x, c.y, c.w);
  c = cell(s, 426, 156, 150, 26, 'LOYER MENSUEL');
  s.decoy('rent', m.landlord ? money(m.landlord.rent, 'fr0') : '', c.x, c.y, c.w);
  m.refs.forEach((ref, r) => {
    c = cell(s, L, 182 + r * 26, 340, 26, `RÉFÉRENCE COMMERCIALE ${r + 1} (FOURNISSEUR)`);
    s.decoy(`ref${r}_name`, ref.name, c.x, c.y, c.w);
    c = cell(s, 376, 182 + r * 26, 200, 26, 'TÉLÉPHONE');
    s.decoy(`ref${r}_phone`, ref.phone, c.x, c.y, c.w);
  });
  bar(s, 244, '7. AUTORISATION ET CONSENTEMENT');
  s.text("Le ou les soussignés déclarent que les renseignements fournis sont exacts et complets. Ils autorisent Capital Fleur-de-Lys inc., " +
    'ses partenaires financiers et leurs mandataires à obtenir tout rapport de crédit personnel ou commercial, à vérifier les renseignements ' +
    "auprès de toute institution financière, et à communiquer ces renseignements aux fins de l'étude de la présente demande, conformément à " +
    'la Loi sur la protection des renseignements personnels dans le secteur privé (Québec) et à la LPRPDE. Une avance sur recettes futures ' +
    "n'est pas un prêt. La présente autorisation demeure valide pour toute demande de renouvellement.", L, 264, { size: 7.5, width: R - L, lineGap: 1.5 });
  const dateFmt = rng.pick(['long', 'iso'] as const);
  for (let i = 0; i < Math.max(1, m.owners.length); i++) {
    const o = m.owners[i]!, y = 350 + i * 70;
    s.line(L, y + 22, 250, y + 22);
    s.signature(L + 10, y + 2, 150);
    s.text(`Signature du propriétaire ${i + 1}`, L, y + 25, { size: 6.5 });
    s.line(270, y + 22, 450, y + 22);
    s.other(`${o.first} ${o.last}`, 270, y + 6, 180);
    s.text('Nom en lettres moulées', 270, y + 25, { size: 6.5 });
    s.line(470, y + 22, R, y + 22);
    s.decoy(`sign_date${i}`, frDate(m.signDate, dateFmt), 470, y + 6, 106);
    s.text('Date', 470, y + 25, { size: 6.5 });
  }
  s.line(L, 520, 250, 520);
  s.decoy('witness', m.witness, L, 504, 214);
  s.text('Témoin (en lettres moulées)', L, 523, { size: 6.5 });
  s.text(`Formulaire FDL-DEM-03 (rév. 2024-03) - NE du courtier : ${group3('812345673', ' ')} RC0001`, L, 760, { size: 6, color: '#666666' });
  s.text('Page 2 de 2', 530, 760, { size: 6, color: '#666666' });
}

export function drawFleurDeLys(s: Sheet, m: Merchant, rng: Rng): void {
  header(s, m, rng);
  business(s, m, rng);
  funding(s, m, rng);
  owners(s, m, rng);
  bank(s, m);
  s.text('Paraphe : ________', 480, 760, { size: 6.5 });
  s.text('Page 1 de 2', L, 760, { size: 6, color: '#666666' });
  page2(s, m, rng);
}
