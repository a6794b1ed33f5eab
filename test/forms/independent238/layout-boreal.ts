// Layout "boreal-fr": Capital Boréal, a Quebec broker's French-only two-page form. Write-in lines under small labels,
// NEQ beside the NE, "Propriétaire / Locataire" premises boxes (the word owner as a decoy), province spelled in French.
import type { Kit } from './kit.ts';
import { dateHint, fmtDate, fmtMoney, merchant, PROVINCES, type DateFmt } from './data.ts';
import { A, band, bnFields, bnText, contact, decoys, placeSin, scribble } from './common.ts';

const GREEN = '#1f5f4a';

function logo(k: Kit): void {
  const d = k.doc;
  d.save();
  for (let i = 0; i < 3; i++) d.polygon([40 + i * 9, 62], [48 + i * 9, 36 + i * 3], [56 + i * 9, 62]).fill(i === 1 ? '#2e8b6a' : GREEN);
  d.rect(47, 62, 22, 3).fill('#8a6d3b');
  d.restore();
  k.label('CAPITAL BORÉAL', 80, 38, 17, { bold: true, color: GREEN });
  k.label('Courtier en financement d\'entreprise  ·  Québec  ·  Lévis  ·  Gatineau', 80, 58, 7, { color: '#555555' });
}

export function drawBoreal(k: Kit): { broker: string } {
  const rng = k.rng;
  const m = merchant(rng.fork('m'), 'fr', PROVINCES.filter((p) => p.code === 'QC' || rng.chance(0.1)));
  const dc = decoys(rng.fork('d'), m);
  const ct = contact(rng.fork('c'), m);
  const dateFmt: DateFmt = rng.pick(['iso', 'iso', 'dmy', 'fr-long']);
  logo(k);
  k.label('DEMANDE DE FINANCEMENT', 400, 36, 11, { bold: true, color: GREEN });
  k.label('Avance sur ventes futures', 400, 50, 8);
  k.label(`Dossier n° CB-${rng.digits(6)}`, 400, 62, 7, { color: '#777777' });
  k.hline(36, 76, 540, GREEN);

  let y = 86;
  band(k, '1. RENSEIGNEMENTS SUR L\'ENTREPRISE', 36, y, 540, GREEN);
  y += 20;
  k.slot('Raison sociale', 36, y, 340);
  k.value('legal_name', m.legal, 38, y + 9, 336, { 'application.legal_name': m.legal });
  k.slot('NEQ (Registraire des entreprises)', 390, y, 186);
  k.value('neq', dc.neq, 392, y + 9, 180);
  y += 28;
  k.slot('Nom d\'exploitation / Nom commercial', 36, y, 340);
  if (m.dba) k.value('trade_name', m.dba, 38, y + 9, 336, { 'application.trade_name': m.dba });
  k.slot('Numéro d\'entreprise (NE)', 390, y, 186);
  const bn = bnText(m, rng);
  k.value('bn', bn.text, 392, y + 9, 180, bnFields(bn.truth));
  y += 30;
  k.label('Forme juridique :', 36, y, 7.5, { bold: true });
  let x = 110;
  for (const e of ['Société par actions', 'Entreprise individuelle', 'S.E.N.C.', 'S.E.C.', 'Coopérative']) {
    const on = e === m.entity.printed;
    x = k.check('entity', e, x, y - 1, on, on ? { 'application.type_of_entity': m.entity.id } : {});
  }
  k.check('entity_other', 'Autre :', x, y - 1, false);
  y += 18;
  k.slot(`Date de constitution${dateHint(dateFmt, 'fr') ? ` (${dateHint(dateFmt, 'fr')})` : ''}`, 36, y, 160);
  if (rng.chance(0.88)) k.value('start', fmtDate(m.start, dateFmt), 38, y + 9, 156, { 'application.business_start_date': m.start });
  k.slot('Secteur d\'activité', 210, y, 220);
  k.value('industry', m.industry[0], 212, y + 9, 216, { 'application.industry': m.industry[1] });
  k.slot('Nombre d\'employés', 444, y, 132);
  k.value('employees', String(rng.int(2, 40)), 446, y + 9, 60);
  y += 28;
  k.slot('Adresse de l\'établissement (no, rue, bureau)', 36, y, 230);
  k.value('street', `${m.streetNo}, ${m.province.street}`, 38, y + 9, 226);
  k.slot('Ville', 276, y, 110);
  k.value('city', m.province.city, 278, y + 9, 106);
  k.slot('Province', 396, y, 100);
  const provText = rng.pick([m.province.fr, m.province.fr, m.province.code]);
  k.value('province', provText, 398, y + 9, 96, { 'application.state_region': m.province.code, 'application.country': 'Canada' });
  k.slot('Code postal', 506, y, 70);
  k.value('postal', m.province.postal, 508, y + 9, 66);
  y += 28;
  k.slot('Téléphone', 36, y, 150);
  k.value('phone', ct.phone, 38, y + 9, 146);
  k.slot('Courriel', 200, y, 200);
  k.value('email', ct.email, 202, y + 9, 196);
  k.slot('Site Web', 414, y, 162);
  if (rng.chance(0.6)) k.value('web', ct.web, 416, y + 9, 158);
  y += 30;
  k.label('Locaux :', 36, y, 7.5, { bold: true });
  const owns = rng.chance(0.3);
  x = k.check('premises', 'Propriétaire', 80, y - 1, owns);
  k.check('premises', 'Locataire', x, y - 1, !owns);
  y += 14;
  k.slot('Locateur (nom)', 36, y, 200);
  k.slot('Téléphone du locateur', 250, y, 150);
  k.slot('Loyer mensuel', 414, y, 162);
  if (!owns) {
    k.value('landlord', dc.landlord, 38, y + 9, 196);
    k.value('landlord_phone', dc.landlordPhone, 252, y + 9, 146);
    k.value('rent', dc.rent, 416, y + 9, 158);
  }
  y += 34;
  band(k, '2. FINANCEMENT DEMANDÉ', 36, y, 540, GREEN);
  y += 20;
  k.slot('Montant demandé', 36, y, 160);
  const amt = fmtMoney(m.amount, 'fr', rng);
  k.value('amount', amt, 38, y + 9, 156, { 'application.requested_amount': m.amount });
  k.slot('Utilisation des fonds', 210, y, 220);
  k.value('use', rng.pick(['Fonds de roulement', 'Achat d\'équipement', 'Rénovations', 'Inventaire']), 212, y + 9, 216);
  k.slot('Ventes mensuelles moyennes', 444, y, 132);
  k.value('sales', dc.sales, 446, y + 9, 128);
  y += 36;
  k.para('Le présent formulaire ne constitue pas une offre de financement. Capital Boréal agit à titre de courtier et peut transmettre '
    + 'la demande à un ou plusieurs bailleurs de fonds. Une avance sur ventes futures n\'est pas un prêt : le bailleur de fonds achète une '
    + 'portion des recettes futures de l\'entreprise. Joindre les relevés bancaires des quatre (4) derniers mois.', 36, y, 540);
  k.label('Page 1 de 2', 36, 760, 6.5, { color: '#777777' });
  k.label('CB-FR-2024.2', 530, 760, 6.5, { color: '#777777' });

  k.newPage();
  logo(k);
  y = 86;
  band(k, '3. PROPRIÉTAIRE(S) — toute personne détenant 20 % ou plus', 36, y, 540, GREEN);
  y += 20;
  m.owners.forEach((o, i) => {
    const pre = `Propriétaire ${i + 1}`;
    k.label(pre, 36, y, 7.5, { bold: true, color: GREEN });
    y += 11;
    k.slot('Nom', 36, y, 170);
    k.value(`owner${i}_last`, o.p.last, 38, y + 9, 166, { [A(i, 'last_name')]: o.p.last });
    k.slot('Prénom', 216, y, 150);
    const first = o.p.middle && rng.chance(0.5) ? `${o.p.first} ${o.p.middle}.` : o.p.first;
    k.value(`owner${i}_first`, first, 218, y + 9, 146, { [A(i, 'first_name')]: o.p.first });
    k.slot('Titre / fonction', 376, y, 110);
    k.value(`owner${i}_role`, o.role, 378, y + 9, 106, { [A(i, 'role')]: o.role });
    k.slot('Pourcentage de propriété', 496, y, 80);
    k.value(`owner${i}_share`, `${o.share} %`, 498, y + 9, 76, { [A(i, 'ownership')]: o.share });
    y += 28;
    k.slot('NAS', 36, y, 130);
    placeSin(k, i, o, 38, y + 9, 126, 'fr');
    const dobFmt: DateFmt = rng.pick(['iso', 'dmy']);
    k.slot(`Date de naissance (${dateHint(dobFmt, 'fr')})`, 176, y, 130);
    if (rng.chance(0.85)) k.value(`owner${i}_dob`, fmtDate(o.p.dob, dobFmt), 178, y + 9, 126, { [A(i, 'date_of_birth')]: o.p.dob });
    k.slot('Adresse du domicile', 316, y, 260);
    const home = rng.pick(PROVINCES);
    k.value(`owner${i}_home`, `${rng.int(10, 999)}, rue des Érables, ${o.p.city} (${home.fr}) ${home.postal}`, 318, y + 9, 256, {}, 8.5);
    y += 34;
  });
  y += 4;
  band(k, '4. AVANCES OU PRÊTS EN COURS', 36, y, 540, GREEN);
  y += 18;
  k.label('Société de financement', 40, y, 7, { bold: true });
  k.label('Solde actuel', 300, y, 7, { bold: true });
  k.label('Paiement', 440, y, 7, { bold: true });
  for (let r = 0; r < 3; r++) {
    const ry = y + 12 + r * 18;
    k.hline(36, ry + 14, 540);
    const f = dc.funders[r];
    if (f) { k.value('funder', f.name, 40, ry + 3, 250); k.value('funder_balance', f.balance, 300, ry + 3, 130); k.value('funder_payment', f.payment, 440, ry + 3, 130); }
  }
  y += 78;
  band(k, '5. RENSEIGNEMENTS BANCAIRES', 36, y, 540, GREEN);
  y += 20;
  k.slot('Institution financière', 36, y, 200);
  k.value('bank', dc.bank, 38, y + 9, 196);
  k.slot('No de transit', 246, y, 90);
  k.value('transit', dc.transit, 248, y + 9, 86);
  k.slot('No d\'institution', 346, y, 80);
  k.value('institution', dc.institution, 348, y + 9, 76);
  k.slot('No de compte', 436, y, 140);
  k.value('account', dc.account, 438, y + 9, 136);
  y += 34;
  k.rect(36, y, 540, 36, '#999999', '#f3f7f5');
  k.label('Représentant Capital Boréal', 42, y + 4, 7, { bold: true, color: GREEN });
  k.value('rep', dc.rep, 42, y + 16, 160);
  k.value('rep_phone', dc.repPhone, 220, y + 16, 140);
  k.value('rep_email', dc.repEmail, 380, y + 16, 190);
  y += 46;
  y = k.para('CONSENTEMENT. Chaque soussigné autorise Capital Boréal et tout bailleur de fonds auquel la demande est transmise à obtenir '
    + 'des renseignements de crédit le concernant et concernant l\'entreprise auprès d\'agences d\'évaluation du crédit (Equifax, TransUnion), '
    + 'conformément à la Loi sur la protection des renseignements personnels dans le secteur privé (Québec) et à la LPRPDE. Les '
    + 'renseignements fournis sont exacts et complets.', 36, y, 540) + 10;
  m.owners.slice(0, 2).forEach((_o, i) => {
    const sx = 36 + i * 280;
    scribble(k, sx + 10, y + 18, 150);
    k.hline(sx, y + 24, 170);
    k.label('Signature du propriétaire', sx, y + 27, 6.5);
    k.hline(sx + 185, y + 24, 80);
    k.label('Date', sx + 185, y + 27, 6.5);
    k.value('sign_date', fmtDate(`2024-0${rng.int(3, 5)}-${String(rng.int(10, 28))}`, 'iso'), sx + 187, y + 12, 76, {}, 8);
  });
  k.label('Page 2 de 2', 36, 760, 6.5, { color: '#777777' });
  return { broker: 'Capital Boréal' };
}
