// Layout "laurentides-bilingue": Fonds Laurentides / Laurentian Funding, a one-page bilingual (French first) funder
// form of boxed cells: free-text legal form, NE/BN beside TPS/TVQ numbers, payment terms with frequency boxes, owners
// as "Nom, Prénom" in one cell, self-reported credit scores, a province of incorporation that is not the address's.
import type { Kit } from './kit.ts';
import { dateHint, fmtDate, fmtMoney, merchant, PROVINCES, type DateFmt, type Entity } from './data.ts';
import { A, bnFields, bnText, decoys, placeSin, scribble } from './common.ts';

const NAVY = '#22346b';

function cell(k: Kit, label: string, x: number, y: number, w: number, h = 24): void {
  k.rect(x, y, w, h, '#6b7aa6');
  k.label(label, x + 3, y + 2.5, 6, { color: NAVY });
}

const FREE_ENTITY: Entity[] = [
  { printed: 'Société par actions', id: 'ca_corporation', suffix: 'inc.' }, { printed: 'Inc.', id: 'ca_corporation', suffix: 'inc.' },
  { printed: 'S.E.N.C.', id: 'general_partnership', suffix: 'S.E.N.C.' }, { printed: 'Société en commandite', id: 'limited_partnership', suffix: 'S.E.C.' },
  { printed: 'Entreprise individuelle', id: 'sole_proprietorship', suffix: '' }, { printed: 'Travailleur autonome', id: 'sole_proprietorship', suffix: '' },
];

export function drawLaurentides(k: Kit): { broker: string } {
  const rng = k.rng;
  const m = merchant(rng.fork('m'), 'fr', PROVINCES.filter((p) => ['QC', 'ON', 'NB'].includes(p.code)), FREE_ENTITY);
  const dc = decoys(rng.fork('d'), m);
  const d = k.doc;
  // Logo: three peaks in a circle.
  d.save().circle(58, 48, 20).fill(NAVY);
  d.polygon([42, 58], [52, 40], [58, 50], [64, 38], [75, 58]).fill('#ffffff').restore();
  k.label('FONDS LAURENTIDES', 86, 34, 15, { bold: true, color: NAVY });
  k.label('LAURENTIAN FUNDING', 86, 51, 9, { bold: true, color: '#7d8fc2' });
  k.label('Demande d\'avance de fonds / Merchant Cash Advance Application', 330, 36, 8.5, { bold: true, width: 246, align: 'right' });
  k.label('Veuillez écrire en lettres moulées / Please print', 330, 60, 6.5, { width: 246, align: 'right', color: '#666666' });

  let y = 78;
  k.label('ENTREPRISE / BUSINESS', 36, y, 8, { bold: true, color: NAVY });
  y += 11;
  cell(k, 'Raison sociale / Legal name', 36, y, 300);
  k.value('legal_name', m.legal, 40, y + 11, 292, { 'application.legal_name': m.legal });
  cell(k, 'Forme juridique / Legal form', 336, y, 120);
  k.value('entity', m.entity.printed, 340, y + 11, 112, { 'application.type_of_entity': m.entity.id });
  const dateFmt: DateFmt = rng.pick(['dmy', 'iso', 'fr-long']);
  cell(k, `Début des activités / Start date${dateHint(dateFmt, 'fr') ? ` (${dateHint(dateFmt, 'fr')})` : ''}`, 456, y, 120);
  if (rng.chance(0.9)) k.value('start', fmtDate(m.start, dateFmt), 460, y + 11, 112, { 'application.business_start_date': m.start });
  y += 24;
  cell(k, 'Nom commercial / Operating name (O/A)', 36, y, 300);
  if (m.dba) k.value('trade_name', m.dba, 40, y + 11, 292, { 'application.trade_name': m.dba });
  else if (rng.chance(0.5)) k.value('trade_name_same', rng.pick(['MÊME', 'SAME', 'N/A']), 40, y + 11, 100);
  cell(k, 'NE / BN', 336, y, 120);
  const bn = bnText(m, rng);
  k.value('bn', bn.text, 340, y + 11, 112, bnFields(bn.truth));
  cell(k, 'No TPS/TVH / GST/HST no.', 456, y, 120);
  k.value('gst', dc.gst, 460, y + 11, 112);
  y += 24;
  cell(k, 'Adresse / Address', 36, y, 220);
  k.value('street', `${m.streetNo} ${m.province.street}, ${m.province.city}`, 40, y + 11, 212);
  cell(k, 'Province', 256, y, 60);
  k.value('province', rng.pick([m.province.code, m.province.fr]), 260, y + 11, 52, { 'application.state_region': m.province.code, 'application.country': 'Canada' });
  cell(k, 'Code postal / Postal code', 316, y, 80);
  k.value('postal', m.province.postal, 320, y + 11, 72);
  cell(k, 'No TVQ / QST no.', 396, y, 90);
  if (m.province.code === 'QC') k.value('tvq', dc.tvq, 400, y + 11, 82, {}, 8);
  cell(k, 'Constituée / Incorporated', 486, y, 90);
  if (m.entity.id === 'ca_corporation') k.value('jurisdiction', rng.pick(['LCSA (fédéral)', 'Ontario', 'Nouveau-Brunswick', 'Québec (LSAQ)']), 490, y + 11, 82, {}, 8);
  y += 24;
  cell(k, 'Secteur d\'activité / Type of business', 36, y, 220);
  k.value('industry', m.industry[0], 40, y + 11, 212, { 'application.industry': m.industry[1] });
  cell(k, 'NEQ', 256, y, 140);
  if (m.province.code === 'QC') k.value('neq', dc.neq, 260, y + 11, 132);
  cell(k, 'Ventes mensuelles / Monthly sales', 396, y, 180);
  k.value('sales', dc.sales, 400, y + 11, 172);
  y += 34;

  k.label('FINANCEMENT / FUNDING', 36, y, 8, { bold: true, color: NAVY });
  y += 11;
  cell(k, 'Montant demandé / Amount requested', 36, y, 160);
  k.value('amount', fmtMoney(m.amount, 'fr', rng), 40, y + 11, 152, { 'application.requested_amount': m.amount });
  const freq = rng.pick(['daily', 'weekly', 'biweekly'] as const);
  const n = freq === 'daily' ? rng.pick([120, 140, 160, 180]) : freq === 'weekly' ? rng.pick([26, 36, 44, 52]) : rng.pick([13, 18, 26]);
  const pay = Math.round((m.amount * 1.32 / n) * 100) / 100;
  const terms = rng.chance(0.75);
  cell(k, 'Paiement / Payment', 196, y, 110);
  if (terms) k.value('payment', fmtMoney(pay, 'fr', rng), 200, y + 11, 102, { 'application.requested_payment': pay });
  cell(k, 'Nombre de paiements / No. of payments', 306, y, 130);
  if (terms) k.value('n_payments', String(n), 310, y + 11, 60, { 'application.number_of_payments': n });
  cell(k, 'Usage des fonds / Use of funds', 436, y, 140);
  k.value('use', rng.pick(['Fonds de roulement', 'Équipement', 'Inventaire']), 440, y + 11, 132, {}, 8.5);
  y += 24;
  k.rect(36, y, 540, 16, '#6b7aa6');
  k.label('Fréquence / Frequency :', 40, y + 5, 6.5, { bold: true, color: NAVY });
  const opts: [string, string][] = [['daily', 'Quotidien / Daily'], ['weekly', 'Hebdomadaire / Weekly'], ['biweekly', 'Aux deux semaines / Bi-weekly'], ['monthly', 'Mensuel / Monthly']];
  let fx = 130;
  for (const [id, lab] of opts) {
    const on = terms && id === freq;
    fx = k.check('frequency', lab, fx, y + 4, on, on ? { 'application.payment_frequency': id } : {}, 6.8);
  }
  y += 26;

  k.label('PROPRIÉTAIRES / OWNERS (20 % +)', 36, y, 8, { bold: true, color: NAVY });
  y += 11;
  const swapped = rng.chance(0.6);
  m.owners.forEach((o, i) => {
    cell(k, `Nom complet / Full name${swapped ? ' (Nom, Prénom)' : ''}`, 36, y, 170);
    const mid = o.p.middle ? ` ${o.p.middle}.` : '';
    const full = swapped ? `${o.p.last}, ${o.p.first}${mid}` : `${o.p.first}${mid} ${o.p.last}`;
    k.value(`owner${i}_name`, full, 40, y + 11, 162, { [A(i, 'first_name')]: o.p.first, [A(i, 'last_name')]: o.p.last });
    cell(k, 'Titre / Title', 206, y, 80);
    k.value(`owner${i}_role`, o.role, 210, y + 11, 72, { [A(i, 'role')]: o.role }, 8.5);
    cell(k, '% propriété', 286, y, 44);
    k.value(`owner${i}_share`, `${o.share}%`, 290, y + 11, 36, { [A(i, 'ownership')]: o.share });
    cell(k, 'NAS / SIN', 330, y, 82);
    placeSin(k, i, o, 334, y + 11, 74, 'fr', 0.35);
    cell(k, 'Naissance / DOB (JJ/MM/AAAA)', 412, y, 96);
    if (rng.chance(0.8)) k.value(`owner${i}_dob`, fmtDate(o.p.dob, 'dmy'), 416, y + 11, 88, { [A(i, 'date_of_birth')]: o.p.dob });
    cell(k, 'Cote de crédit / Score', 508, y, 68);
    if (rng.chance(0.55)) k.value(`owner${i}_score`, String(o.p.score), 512, y + 11, 56, { [A(i, 'credit_score')]: o.p.score });
    y += 24;
    cell(k, 'Adresse personnelle / Home address', 36, y, 540, 20);
    const home = rng.pick(PROVINCES);
    k.value(`owner${i}_home`, `${rng.int(10, 990)} ${rng.pick(['rue Principale', 'chemin du Lac', 'Maple Crescent'])}, ${o.p.city}, ${home.code} ${home.postal}`, 200, y + 6, 370, {}, 8.5);
    y += 24;
  });
  y += 6;
  k.label('AVANCES EN COURS / EXISTING ADVANCES', 36, y, 8, { bold: true, color: NAVY });
  k.label('BANQUE / BANK', 330, y, 8, { bold: true, color: NAVY });
  y += 11;
  cell(k, 'Prêteur / Funder — Solde / Balance', 36, y, 284, 40);
  dc.funders.forEach((f, i) => {
    k.value('funder', f.name, 40, y + 10 + i * 14, 150, {}, 8.5);
    k.value('funder_balance', f.balance, 200, y + 10 + i * 14, 110, {}, 8.5);
  });
  cell(k, 'Institution', 330, y, 110, 40);
  k.value('bank', dc.bank, 334, y + 14, 102, {}, 8.5);
  cell(k, 'Transit — Inst. — Compte / Account', 440, y, 136, 40);
  k.value('account', `${dc.transit}-${dc.institution}-${dc.account}`, 444, y + 14, 128, {}, 8.5);
  y += 48;
  cell(k, 'Courtier / ISO', 36, y, 540, 22);
  k.value('rep', `${dc.rep}  ·  ${dc.repPhone}`, 100, y + 7, 280, {}, 8.5);
  y += 30;
  y = k.para('Autorisation / Authorization — Les soussignés autorisent Fonds Laurentides et ses partenaires à obtenir des rapports de '
    + 'crédit et à vérifier les renseignements fournis, conformément à la LPRPDE. The undersigned authorize Laurentian Funding and its '
    + 'partners to obtain credit reports and verify the information provided, in accordance with PIPEDA.', 36, y, 540, 6.2) + 8;
  scribble(k, 46, y + 16, 160);
  k.hline(36, y + 22, 220);
  k.label('Signature', 36, y + 25, 6.2);
  k.hline(300, y + 22, 110);
  k.label('Date (AAAA-MM-JJ)', 300, y + 25, 6.2);
  k.value('sign_date', `2024-0${rng.int(4, 6)}-${rng.int(10, 28)}`, 302, y + 10, 100, {}, 8);
  k.label('FL-0324 · Fonds Laurentides s.e.c. · 1250, boul. René-Lévesque O., Montréal (Québec)', 36, 764, 6, { color: '#888888' });
  return { broker: 'Fonds Laurentides' };
}
