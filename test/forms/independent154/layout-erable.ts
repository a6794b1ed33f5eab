// Layout "erable": Érable Capital, a Montréal revenue-based-financing funder. Bilingual French-first two-page form,
// maple-red band, French money (12 500,00 $), dates in the format stated at the top (usually JJ/MM/AAAA), NEQ, GST and
// QST numbers beside the BN, owners as "Nom, Prénom", legal form as bilingual checkboxes with an "Autre" line.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import { AP, FREQ_WORDS, addrLine, cell, datePV, dcell, dobPV, industryPV, intPV, legalPV, moneyPV, namePV, ownPV, pidPV, regionPV,
  rolePV, scorePV, taxPV, tradePV } from './common.ts';
import type { CellLook } from './common.ts';
import { CA_BANKS, PROV_NAMES, ROLES_FR, TRADE_FR } from './data.ts';
import { DATE_NOTE, fmtDate, money } from './format.ts';
import type { DateFmt } from './format.ts';
import type { Merchant } from './model.ts';

export const ERABLE = { name: 'erable', broker: 'Érable Capital inc.', regions: ['QC', 'QC', 'QC', 'ON', 'NB'], fonts: { label: 'DejaVu', bold: 'DejaVu-Bold', value: 'Helvetica' } };

const LOOK: CellLook = { label: 6.3, color: '#6b1014', box: true };
const ENTITY_BOXES: [string, string, string][] = [
  ['ca_corporation', 'Société par actions / Corporation', 'forme_spa'], ['sole_proprietorship', 'Entreprise individuelle / Sole proprietorship', 'forme_ei'],
  ['general_partnership', 'S.E.N.C. / General partnership', 'forme_senc'], ['limited_partnership', 'S.E.C. / Limited partnership', 'forme_sec'],
  ['cooperative', 'Coopérative / Co-operative', 'forme_coop'], ['nonprofit_corporation', 'OBNL / Non-profit', 'forme_obnl'],
];
const OTHER_TEXT: Record<string, string[]> = { ca_professional_corporation: ['Société professionnelle', 'Professional Corporation'], ca_ulc: ['ULC', 'Unlimited Liability Corporation'] };

function band(c: Canvas, y: number, text: string): void {
  c.rect(30, y, 552, 13, { fill: '#f3e3e3' });
  c.rect(30, y, 4, 13, { fill: '#a4161a' });
  c.text(40, y + 3, text, { size: 8, bold: true, color: '#6b1014' });
}

export function drawErable(c: Canvas, m: Merchant, rng: Rng): void {
  const df: DateFmt = rng.chance(0.7) ? 'DMY' : 'YMD';
  const mstyles = rng.chance(0.8) ? ['fr', 'fr_nodec'] as const : ['si'] as const;
  c.rect(0, 0, 612, 54, { fill: '#a4161a' });
  c.text(36, 14, 'ÉRABLE CAPITAL', { size: 20, bold: true, color: '#fff' });
  c.text(380, 14, '1250, boul. Robert-Bourassa, bureau 900\nMontréal (Québec) H3B 3B8  ·  514 555-0199', { size: 7, color: '#fff', width: 200, align: 'right' });
  c.text(36, 62, 'Demande de financement basé sur les revenus / Revenue-Based Financing Application', { size: 11, bold: true });
  c.text(36, 78, `Montants en dollars canadiens (CAD). Format des dates / Date format : ${DATE_NOTE[df].fr} (${DATE_NOTE[df].en})`, { size: 7.5 });

  band(c, 94, '1. ENTREPRISE / BUSINESS');
  cell(c, 30, 111, 330, 'Raison sociale / Legal name', 'legal_name', legalPV(m), LOOK, 'raison_sociale');
  cell(c, 360, 111, 222, "Nom d'exploitation / Operating name (O/A)", 'trade_name', tradePV(m, rng), LOOK, 'nom_commercial');
  c.text(32, 140, 'Forme juridique / Legal form :', { size: 6.8, color: '#6b1014' });
  let other = true;
  ENTITY_BOXES.forEach(([id, label, acro], k) => {
    const on = m.entity === id;
    if (on) other = false;
    c.check('entity', 150 + (k % 3) * 145, 139 + Math.floor(k / 3) * 11, label, on, on ? { [AP('type_of_entity')]: id } : {}, { acro, on: 'Oui', size: 6 });
  });
  c.check('entity.other_box', 150, 161, 'Autre / Other :', other, {}, { acro: 'forme_autre', on: 'Oui', size: 6.5 });
  c.line(210, 169, 400, 169, '#777');
  const otherText = other ? rng.pick(OTHER_TEXT[m.entity] ?? ['Corporation']) : '';
  c.value('entity', 212, 160, 185, otherText, other ? { [AP('type_of_entity')]: m.entity } : {}, { acro: 'forme_autre_texte' });

  const tax = taxPV(m, rng, true, true);
  cell(c, 30, 176, 150, "NE / BN (numéro d'entreprise)", 'tax_id', tax, LOOK, 'ne_bn');
  const qc = m.addr.region === 'QC';
  dcell(c, 180, 176, 120, 'NEQ (Québec)', 'decoy.neq', qc ? m.neq : '', LOOK, 'neq');
  dcell(c, 300, 176, 150, 'No TPS/TVH / GST/HST No.', 'decoy.gst', `${m.gstRoot} RT0001`, LOOK, 'tps');
  dcell(c, 450, 176, 132, 'No TVQ / QST No.', 'decoy.qst', qc ? `${m.qst} TQ0001` : '', LOOK, 'tvq');

  cell(c, 30, 203, 250, 'Adresse / Address', 'street', { text: m.addr.street, fields: {} }, LOOK, 'adresse');
  cell(c, 280, 203, 120, 'Ville / City', 'city', { text: m.addr.city, fields: {} }, LOOK, 'ville');
  cell(c, 400, 203, 100, 'Province', 'province', regionPV(m, rng, ['code', 'fr', 'alias']), LOOK, 'province');
  dcell(c, 500, 203, 82, 'Code postal / Postal code', 'decoy.postal', m.addr.postal, LOOK, 'code_postal');

  cell(c, 30, 230, 110, 'Téléphone / Phone', 'phone', { text: m.phone, fields: {} }, LOOK, 'telephone');
  const ind = TRADE_FR[m.trade.text] && rng.chance(0.6) ? TRADE_FR[m.trade.text]! : m.trade.text;
  cell(c, 140, 230, 190, "Genre d'entreprise / Type of business", 'industry', industryPV(m, ind), LOOK, 'genre');
  cell(c, 330, 230, 120, 'Début des opérations / Start date', 'start_date', datePV(AP('business_start_date'), m.start, df), LOOK, 'date_debut');
  const corp = m.entity.includes('corporation') || m.entity === 'ca_ulc';
  const jur = m.incorporation === 'FED' ? 'Fédérale (LCSA / CBCA)' : PROV_NAMES[m.incorporation]?.fr ?? m.incorporation;
  dcell(c, 450, 230, 132, 'Loi constitutive / Jurisdiction', 'decoy.jurisdiction', corp ? jur : '', LOOK, 'loi');
  dcell(c, 30, 257, 160, 'Ventes mensuelles moy. / Avg monthly sales', 'decoy.sales', money(m.monthlySales, mstyles[0]), LOOK, 'ventes');
  dcell(c, 190, 257, 190, 'Courriel / E-mail', 'decoy.email', `info@${m.legal.replace(/[^A-Za-z]/g, '').slice(0, 14).toLowerCase() || 'entreprise'}.ca`, LOOK, 'courriel');

  band(c, 290, '2. FINANCEMENT DEMANDÉ / FUNDING REQUESTED');
  cell(c, 30, 307, 170, 'Montant demandé / Amount requested', 'amount', moneyPV('requested_amount', m.amount, [...mstyles], rng), LOOK, 'montant');
  cell(c, 200, 307, 170, 'Versement proposé / Proposed payment', 'payment', moneyPV('requested_payment', m.payment, [...mstyles], rng), LOOK, 'versement');
  cell(c, 370, 307, 212, 'Nombre de versements / Number of payments', 'n_payments', intPV('number_of_payments', m.nPayments), LOOK, 'nb_versements');
  c.text(32, 338, 'Fréquence / Frequency :', { size: 6.8, color: '#6b1014' });
  let fx = 130;
  for (const f of ['daily', 'weekly', 'biweekly', 'monthly']) {
    const w = FREQ_WORDS[f]!;
    fx = c.check('frequency', fx, 337, `${w.fr} / ${w.en}`, m.freq === f, m.freq === f ? { [AP('payment_frequency')]: f } : {}, { acro: `freq_${f}`, on: 'Oui', size: 6.5 }) + 14;
  }

  band(c, 358, '3. FINANCEMENTS EN COURS / EXISTING FINANCING');
  ['Prêteur / Funder', 'Solde / Balance', 'Versement / Payment', 'Fréquence / Frequency'].forEach((h, k) => c.text(34 + [0, 220, 340, 460][k]!, 375, h, { size: 6.5, bold: true }));
  for (let r = 0; r < 3; r++) {
    const p = m.positions[r], y = 389 + r * 15;
    c.line(30, y + 11, 582, y + 11, '#bbb');
    c.decoy(`decoy.funder${r}`, 32, y, 210, p?.funder ?? '', { acro: `pret_${r}_nom`, size: 8 });
    c.decoy(`decoy.balance${r}`, 252, y, 110, p ? money(p.balance, mstyles[0]) : '', { acro: `pret_${r}_solde`, size: 8 });
    c.decoy(`decoy.pos_payment${r}`, 372, y, 110, p ? money(p.payment, mstyles[0]) : '', { acro: `pret_${r}_versement`, size: 8 });
    c.decoy(`decoy.pos_freq${r}`, 492, y, 80, p ? (p.freq === 'Daily' ? 'Quotidien' : 'Hebdomadaire') : '', { acro: `pret_${r}_freq`, size: 8 });
  }

  band(c, 440, '4. BANQUE ET CONTACTS / BANK AND CONTACTS');
  const bank = rng.pick(CA_BANKS);
  dcell(c, 30, 457, 170, 'Institution financière / Bank', 'decoy.bank', bank.name, LOOK, 'banque');
  dcell(c, 200, 457, 80, 'No institution', 'decoy.institution', bank.inst, LOOK, 'no_inst');
  dcell(c, 280, 457, 100, 'Transit', 'decoy.transit', m.bank.transit, LOOK, 'transit');
  dcell(c, 380, 457, 202, 'No de compte / Account No.', 'decoy.account', m.bank.account, LOOK, 'compte');
  const acc = m.others[0]!, lord = m.others[1]!;
  dcell(c, 30, 484, 200, 'Comptable / Accountant', 'decoy.accountant', `${acc.first} ${acc.last}, CPA`, LOOK, 'comptable');
  dcell(c, 230, 484, 120, 'Tél. comptable / Phone', 'decoy.accountant_phone', m.otherPhones[0]!, LOOK, 'comptable_tel');
  dcell(c, 350, 484, 232, 'Propriétaire des lieux / Landlord', 'decoy.landlord', `${lord.first} ${lord.last} · ${m.otherPhones[1]}`, LOOK, 'locateur');
  dcell(c, 30, 511, 160, 'Loyer mensuel / Monthly rent', 'decoy.rent', money(Math.round(m.monthlySales * 0.07), mstyles[0]), LOOK, 'loyer');
  c.text(30, 750, 'Érable Capital inc. · Formulaire EC-RBF-02 (2024-09) · page 1 / 2', { size: 6.5, color: '#777' });

  c.addPage();
  c.rect(0, 0, 612, 22, { fill: '#a4161a' });
  c.text(36, 6, 'ÉRABLE CAPITAL — Demande de financement (suite / continued)', { size: 9, bold: true, color: '#fff' });
  band(c, 36, '5. PROPRIÉTAIRES (20 % ET PLUS) / OWNERS (20% OR MORE)');
  m.owners.forEach((o, i) => {
    const y = 56 + i * 92;
    c.text(30, y, `Propriétaire ${i + 1} / Owner ${i + 1}`, { size: 7, bold: true, color: '#6b1014' });
    const role = m.entity === 'sole_proprietorship' ? 'Propriétaire' : m.entity.includes('partnership') ? rng.pick(['Associé', 'Associée']) : rng.pick(ROLES_FR);
    cell(c, 30, y + 10, 260, 'Nom, Prénom / Last name, First name', `owner${i}.name`, namePV(o, i, 'last_first', true), LOOK, `prop${i}_nom`);
    cell(c, 290, y + 10, 150, 'Titre / Title', `owner${i}.role`, rolePV(i, role), LOOK, `prop${i}_titre`);
    cell(c, 440, y + 10, 142, '% de propriété / Ownership', `owner${i}.own`, ownPV(o, i, true, rng), LOOK, `prop${i}_pct`);
    cell(c, 30, y + 36, 160, "NAS / SIN (numéro d'assurance sociale)", `owner${i}.pid`, pidPV(o, i, rng), LOOK, `prop${i}_nas`);
    cell(c, 190, y + 36, 150, 'Date de naissance / Date of birth', `owner${i}.dob`, dobPV(o, i, df), LOOK, `prop${i}_ddn`);
    cell(c, 340, y + 36, 120, 'Cote de crédit / Credit score', `owner${i}.score`, scorePV(o, i), LOOK, `prop${i}_cote`);
    dcell(c, 460, y + 36, 122, 'Cellulaire / Cell', `decoy.owner${i}_cell`, m.otherPhones[2 + i] ?? '', LOOK, `prop${i}_cell`);
    dcell(c, 30, y + 62, 552, 'Adresse du domicile / Home address', `decoy.owner${i}_home`, addrLine(o.home), LOOK, `prop${i}_domicile`);
  });
  const y0 = 56 + m.owners.length * 92 + 8;
  band(c, y0, '6. CONSENTEMENT / CONSENT');
  c.text(30, y0 + 18, "Les soussignés autorisent Érable Capital inc. et ses partenaires à recueillir, utiliser et communiquer leurs renseignements personnels, y compris un rapport de crédit, aux fins de l'évaluation de la présente demande, conformément à la LPRPDE. / The undersigned authorize Érable Capital inc. and its partners to collect, use and disclose their personal information, including a credit report, to assess this application, in accordance with PIPEDA.", { size: 6.8, width: 552 });
  c.line(30, y0 + 92, 250, y0 + 92, '#000');
  c.text(30, y0 + 95, 'Signature du propriétaire / Owner signature', { size: 6.5 });
  dcell(c, 300, y0 + 72, 140, 'Date', 'decoy.signed', fmtDate(m.signed, df), LOOK, 'date_signature');
  c.text(30, 750, `Agent / Representative: ${m.others[2]!.first} ${m.others[2]!.last} · page 2 / 2`, { size: 6.5, color: '#777' });
}
