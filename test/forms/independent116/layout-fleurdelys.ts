// Financement Fleur-de-Lys inc. (Montréal): French-first labels ("Raison sociale / Legal name of business"), boxed
// cells, legal-form checkboxes, BN with program account beside a NEQ (decoy), amounts `45 000,00 $`, dates AAAA-MM-JJ,
// owners on page 2 in a 2 x 2 grid, Loi 25 / PIPEDA consent in both languages.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './canvas.ts';
import { bizNames, fmtDate, fmtMoney, fmtPct, fmtSin, isoDate, masked, numberedQc, phoneCa, BIZ_FR, caPlace } from './data.ts';
import { bilingualEntityId, entityId, industryId } from './refs.ts';
import { bnWithProgram, dbaChoice, existingAdvances, fullName, makeOwners, ownerCount, request } from './model.ts';

const NAVY = '#123a73';
const L = 36, W = 540;

function cell(s: Sheet, x: number, y: number, w: number, h: number, fr: string, en: string): [number, number, number, number] {
  s.box(x, y, w, h, 0.5, '#555');
  s.text(fr, x + 2, y + 1.5, { size: 6, font: 'bold', color: NAVY });
  const fw = s.doc.font('bold').fontSize(6).widthOfString(fr);
  s.text(' / ' + en, x + 2 + fw, y + 1.5, { size: 6, font: 'italic', color: '#444' });
  return [x + 1, y + 8, w - 2, h - 9];
}
function bar(s: Sheet, y: number, t: string): void {
  s.fill(L, y, W, 13, NAVY);
  s.text(t, L + 4, y + 3, { size: 8, font: 'bold', color: '#fff' });
}

const FORMS: [string, string][] = [['Société par actions', 'Corporation'], ['Entreprise individuelle', 'Sole proprietorship'],
  ['S.E.N.C.', 'General partnership'], ['S.E.C.', 'Limited partnership'], ['Coopérative', 'Co-operative'], ['OBNL', 'Non-profit']];

export function drawFleurdelys(s: Sheet, rng: Rng): void {
  s.valueFont = rng.pick(['sans', 'mono']);
  const region = rng.weighted([['QC', 8], ['ON', 1], ['NB', 1]] as const);
  const n0 = ownerCount(rng);
  const form = rng.weighted([[0, 6], [1, 2], [2, 1], [3, 0.5], [4, 0.5], [5, 0.3], [6, 0.6]] as const);
  const other = form === 6 ? rng.pick(['Fiducie', 'Société professionnelle', 'Travailleur autonome']) : null;
  const n = form === 1 || other === 'Travailleur autonome' ? 1 : form === 2 || form === 3 ? Math.max(2, n0) : n0;
  const owners = makeOwners(rng, n, { langs: ['fr', 'fr', 'fr', 'en-ca'], country: 'CA', oneTokenFirst: true, region });
  const { stem, dba } = bizNames(rng, 'fr');
  const o0 = owners[0]!.p;
  const legal = form === 0 ? (rng.chance(0.3) ? numberedQc(rng) : `${stem} ${rng.pick(['inc.', 'Inc.', 'ltée', 'Ltée'])}`)
    : form === 1 || other === 'Travailleur autonome' ? `${o0.first} ${o0.last}` : form === 2 ? `${stem} S.E.N.C.` : form === 3 ? `${stem} S.E.C.`
      : form === 4 ? `Coopérative ${stem}` : form === 5 ? `Centre communautaire ${stem}` : other === 'Fiducie' ? `Fiducie familiale ${o0.last}` : `${stem} inc.`;
  const dbaC = dbaChoice(rng, legal, dba, 'fr');
  const place = caPlace(rng, region, region !== 'ON' || rng.chance(0.4));
  const fr = rng.chance(0.8);
  const req = request(rng);
  const start = [rng.int(1994, 2022), rng.int(1, 12), rng.int(1, 28)] as [number, number, number];
  const { bn, prog } = bnWithProgram(rng);
  const bnText = prog ? rng.pick([`${bn} ${prog}`, `${bn}${prog}`, `${bn.slice(0, 5)} ${bn.slice(5)} ${prog.slice(0, 2)} ${prog.slice(2)}`]) : bn;
  const biz = rng.pick(BIZ_FR);

  // ---- page 1 ----
  s.fill(L, 30, 34, 34, NAVY);
  s.text('FdL', L + 5, 42, { size: 11, font: 'serifb', color: '#fff' });
  s.text('Financement Fleur-de-Lys inc.', L + 42, 30, { size: 13, font: 'serifb', color: NAVY });
  s.text('1250, boul. René-Lévesque Ouest, bureau 2200, Montréal (Québec) H3B 4W8', L + 42, 46, { size: 7 });
  s.text('Tél. / Tel. : 514 866-4410  ·  1 877 866-4410  ·  dossiers@financementfdl.ca', L + 42, 55, { size: 7 });
  s.text("DEMANDE DE FINANCEMENT D'ENTREPRISE", 330, 30, { size: 10.5, font: 'bold', width: 246, align: 'right' });
  s.text('Business Funding Application', 330, 44, { size: 9, font: 'italic', width: 246, align: 'right', color: '#444' });
  s.text('N° de dossier / File no.', 420, 58, { size: 6, color: '#444' });
  s.value('file_no', `FDL-${rng.int(23, 25)}-${rng.digits(4)}`, 500, 54, 76, 12, null, { size: 8 });
  s.line(500, 66, 576, 66);
  s.text('Veuillez remplir en lettres moulées. Tous les montants en dollars canadiens. / Please print. All amounts in Canadian dollars.', L, 72, { size: 6.5, font: 'italic' });

  let y = 84;
  bar(s, y, "1.  RENSEIGNEMENTS SUR L'ENTREPRISE  /  BUSINESS INFORMATION"); y += 15;
  s.value('legal_name', legal, ...cell(s, L, y, W, 24, 'Raison sociale', 'Legal name of business'), { legal_name: legal }); y += 24;
  s.value('operating_name', dbaC.text, ...cell(s, L, y, 330, 24, "Nom commercial (s'il y a lieu)", 'Operating name (if applicable)'),
    dbaC.truth ? { trade_name: dbaC.truth } : null);
  const startText = rng.chance(0.85) ? fmtDate(start, 'ymd') : fmtDate(start, 'fr-words');
  s.value('start_date', startText, ...cell(s, L + 330, y, 210, 24, 'Début des activités (AAAA-MM-JJ)', 'Start date (YYYY-MM-DD)'),
    { business_start_date: isoDate(...start) }); y += 24;
  // legal form
  s.box(L, y, W, 40, 0.5, '#555');
  s.text('Forme juridique', L + 2, y + 1.5, { size: 6, font: 'bold', color: NAVY });
  s.text(' / Legal form', L + 50, y + 1.5, { size: 6, font: 'italic', color: '#444' });
  FORMS.forEach(([f, e], i) => {
    const x = L + 6 + (i % 3) * 180, yy = y + 10 + Math.floor(i / 3) * 10;
    s.check(`form_${i}`, x, yy, 7, form === i, `${f} / ${e}`, form === i ? { type_of_entity: bilingualEntityId([f, e], 'CA') } : null);
    s.text(`${f} / ${e}`, x + 10, yy + 0.5, { size: 6.5 });
  });
  s.check('form_other', L + 6, y + 30, 7, form === 6, 'Autre / Other', null);
  s.text('Autre / Other (préciser / specify) :', L + 16, y + 30.5, { size: 6.5 });
  s.line(L + 124, y + 38, L + 360, y + 38, 0.4);
  s.value('form_other_text', other, L + 124, y + 28, 230, 11, other ? { type_of_entity: entityId(other, 'CA') } : null, { size: 8 }); y += 40;
  s.value('bn', bnText, ...cell(s, L, y, 200, 24, "Numéro d'entreprise (NE)", 'Business Number (BN)'),
    { business_tax_id: bn + (prog ?? ''), business_tax_id_type: 'BN', business_tax_id_country: 'CA' });
  s.value('neq', region === 'QC' ? `11${rng.digits(8)}` : null, ...cell(s, L + 200, y, 140, 24, 'NEQ', 'Québec enterprise no.'), null);
  s.value('incorp', form === 0 ? rng.pick(['LSAQ (Québec)', 'LCSA / CBCA (fédérale)', 'Loi sur les sociétés par actions']) : null,
    ...cell(s, L + 340, y, 200, 24, 'Constituée en vertu de', 'Incorporated under'), null, { size: 8 }); y += 24;
  s.value('street', place.street, ...cell(s, L, y, 250, 24, "Adresse de l'établissement", 'Business address'), null);
  s.value('city', place.city, ...cell(s, L + 250, y, 140, 24, 'Ville', 'City'), null);
  s.value('prov', place.region, ...cell(s, L + 390, y, 60, 24, 'Province', 'Prov.'), { state_region: place.region, country: 'Canada' });
  s.value('postal', place.postal, ...cell(s, L + 450, y, 90, 24, 'Code postal', 'Postal code'), null); y += 24;
  const area = region === 'QC' ? rng.pick(['514', '450', '418', '819']) : region === 'NB' ? '506' : '613';
  s.value('phone', phoneCa(rng, area), ...cell(s, L, y, 130, 24, 'Téléphone', 'Telephone'), null);
  s.value('email', rng.chance(0.8) ? `info@${stem.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase().slice(0, 16)}.ca` : null,
    ...cell(s, L + 130, y, 220, 24, 'Courriel', 'E-mail'), null);
  s.value('web', rng.chance(0.5) ? `www.${stem.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase().slice(0, 16)}.ca` : null,
    ...cell(s, L + 350, y, 190, 24, 'Site Web', 'Website'), null); y += 24;
  s.value('industry', biz, ...cell(s, L, y, 280, 24, "Secteur d'activité", 'Type of business'), { industry: industryId(biz) });
  s.value('employees', String(rng.int(1, 45)), ...cell(s, L + 280, y, 110, 24, "Nombre d'employés", 'Employees'), null);
  s.value('sales', fmtMoney(rng, rng.int(18, 260) * 1000, 'fr'), ...cell(s, L + 390, y, 150, 24, 'Ventes mensuelles moy.', 'Avg. monthly sales'), null); y += 24;
  // premises: "Propriétaire / Owner" here is the premises, not a business owner
  s.box(L, y, W, 24, 0.5, '#555');
  s.text('Occupation des lieux', L + 2, y + 1.5, { size: 6, font: 'bold', color: NAVY });
  s.text(' / Premises', L + 68, y + 1.5, { size: 6, font: 'italic', color: '#444' });
  const rent = rng.chance(0.75);
  s.check('tenant', L + 6, y + 12, 7, rent, 'Locataire / Tenant', null);
  s.text('Locataire / Tenant', L + 16, y + 12.5, { size: 6.5 });
  s.check('owner_premises', L + 90, y + 12, 7, !rent, 'Propriétaire / Owner', null);
  s.text('Propriétaire / Owner', L + 100, y + 12.5, { size: 6.5 });
  s.text('Locateur / Landlord', L + 190, y + 1.5, { size: 6, font: 'bold', color: NAVY });
  s.value('landlord', rent ? rng.pick(['Gestion Immobilière Trudeau inc.', 'Les Immeubles Laurier ltée', 'Cominar FPI', 'Placements Beaulieu']) : null, L + 190, y + 8, 190, 15, null, { size: 8 });
  s.text('Loyer mensuel / Monthly rent', L + 400, y + 1.5, { size: 6, font: 'bold', color: NAVY });
  s.value('rent', rent ? fmtMoney(rng, rng.int(12, 90) * 100, 'fr') : null, L + 400, y + 8, 136, 15, null, { size: 8 }); y += 30;

  bar(s, y, '2.  FINANCEMENT DEMANDÉ  /  FUNDING REQUESTED'); y += 15;
  const amt = fmtMoney(rng, req.amount, 'fr');
  s.value('amount', amt, ...cell(s, L, y, 180, 24, 'Montant demandé', 'Amount requested'), { requested_amount: req.amount });
  s.value('use', rng.pick(["Achat d'inventaire", 'Rénovations / Renovations', 'Fonds de roulement / Working capital', "Achat d'équipement",
    'Embauche et marketing']), ...cell(s, L + 180, y, 360, 24, 'Utilisation des fonds', 'Use of funds'), null); y += 30;

  bar(s, y, '3.  AVANCES OU PRÊTS EN COURS  /  OPEN ADVANCES OR LOANS'); y += 15;
  const heads: [string, string, number][] = [['Prêteur', 'Lender', 220], ['Solde', 'Balance', 110], ['Versement', 'Payment', 110], ['Fréquence', 'Frequency', 100]];
  const adv = existingAdvances(rng, true);
  for (let r = 0; r < 3; r++) {
    let x = L;
    for (const [i, [f, e, w]] of heads.entries()) {
      const a = adv[r];
      const v = !a ? null : i === 0 ? a.funder : i === 1 ? fmtMoney(rng, a.balance, 'fr') : i === 2 ? fmtMoney(rng, a.payment, 'fr') : rng.pick(['quotidien', 'hebdo', 'Daily', 'Weekly']);
      if (r === 0) s.value(`adv${r}_${i}`, v, ...cell(s, x, y, w, 24, f, e), null);
      else { s.box(x, y, w, 16, 0.5, '#555'); s.value(`adv${r}_${i}`, v, x + 1, y + 1, w - 2, 14, null); }
      x += w;
    }
    y += r === 0 ? 24 : 16;
  }
  y += 6;
  bar(s, y, '4.  INSTITUTION FINANCIÈRE  /  BANKING INFORMATION'); y += 15;
  s.value('bank', rng.pick(['Desjardins — Caisse du Plateau', 'Banque Nationale', 'RBC Banque Royale', 'Banque TD', 'UNI Coopération financière']),
    ...cell(s, L, y, 200, 24, 'Institution', 'Institution'), null);
  s.value('transit', rng.digits(5), ...cell(s, L + 200, y, 100, 24, 'N° de transit', 'Transit no.'), null);
  s.value('inst', rng.pick(['815', '006', '003', '004', '829']), ...cell(s, L + 300, y, 90, 24, "N° d'institution", 'Institution no.'), null);
  s.value('account', rng.digits(7), ...cell(s, L + 390, y, 150, 24, 'N° de compte', 'Account no.'), null); y += 30;
  s.text('Joindre : 4 derniers relevés bancaires, spécimen de chèque, pièce d\'identité avec photo. / Attach: last 4 bank statements, void cheque, photo ID.',
    L, y, { size: 6.5, font: 'italic', width: W, wrap: true });
  s.text('FFL-DEM-2023-11', L, 760, { size: 6, color: '#666' });
  s.text('Page 1 de/of 2', L, 760, { size: 6, color: '#666', width: W, align: 'right' });

  // ---- page 2: owners ----
  s.newPage();
  y = 36;
  bar(s, y, '5.  PROPRIÉTAIRES (20 % et plus)  /  OWNERS (20% or more)'); y += 16;
  for (let i = 0; i < 4; i++) {
    const o = owners[i];
    const x = L + (i % 2) * 272, by = y + Math.floor(i / 2) * 160, w = 268;
    s.fill(x, by, w, 12, '#dfe7f3');
    s.text(`Propriétaire ${i + 1}`, x + 3, by + 3, { size: 7, font: 'bold', color: NAVY });
    s.text(`/ Owner ${i + 1}`, x + 60, by + 3, { size: 7, font: 'italic', color: '#444' });
    const c = (k: string, v: string | null, cx: number, cy: number, cw: number, f: string, e: string, fields: Record<string, string | number | null> | null): void =>
      s.value(`o${i + 1}_${k}`, v, ...cell(s, x + cx, by + cy, cw, 24, f, e), o ? fields : null);
    const p = o?.p;
    c('name', p ? fullName(p) : null, 0, 12, w, 'Nom complet', 'Full name', p ? { [`applicants[${i}].first_name`]: p.first, [`applicants[${i}].last_name`]: p.last } : null);
    c('title', o ? o.title : null, 0, 36, 170, 'Titre', 'Title', { [`applicants[${i}].role`]: o?.title ?? null });
    c('pct', o ? fmtPct(o.pct, fr) : null, 170, 36, 98, '% de propriété', '% owned', { [`applicants[${i}].ownership`]: o?.pct ?? null });
    const sinText = o ? (o.masked ? masked(rng, o.taxId, 'sin') : fmtSin(rng, o.taxId)) : null;
    if (o?.masked) { c('sin', sinText, 0, 60, 120, 'NAS', 'SIN', null); }
    else c('sin', sinText, 0, 60, 120, 'NAS', 'SIN', { [`applicants[${i}].tax_id`]: o?.taxId ?? null, [`applicants[${i}].tax_id_type`]: 'SIN', [`applicants[${i}].tax_id_country`]: 'CA' });
    c('dob', o ? fmtDate(o.dob, 'ymd') : null, 120, 60, 148, 'Date de naissance (AAAA-MM-JJ)', 'Date of birth', { [`applicants[${i}].date_of_birth`]: o ? isoDate(...o.dob) : null });
    c('home', o ? `${o.home.street}, ${o.home.city} ${o.home.region} ${o.home.postal}` : null, 0, 84, w, 'Adresse domiciliaire', 'Home address', null);
    c('cell', o ? o.cell : null, 0, 108, 140, 'Cellulaire', 'Cell', null);
    c('score', o?.score ? String(o.score) : null, 140, 108, 128, 'Cote de crédit (approx.)', 'Credit score', { [`applicants[${i}].credit_score`]: o?.score ?? null });
  }
  y += 330;
  bar(s, y, '6.  CONSENTEMENT ET SIGNATURES  /  CONSENT AND SIGNATURES'); y += 17;
  s.text("Le ou les soussignés déclarent que les renseignements fournis sont exacts et complets et autorisent Financement Fleur-de-Lys inc., ses " +
    "partenaires financiers et leurs mandataires à obtenir tout rapport de crédit personnel ou commercial et à vérifier ces renseignements auprès " +
    "de toute institution financière, conformément à la Loi sur la protection des renseignements personnels dans le secteur privé (Loi 25).",
  L, y, { size: 6.5, width: W, wrap: true }); y += 34;
  s.text('The undersigned certify that the information provided is true and complete and authorize Financement Fleur-de-Lys inc., its funding ' +
    'partners and their agents to obtain personal and business credit reports and to verify this information with any financial institution, ' +
    'in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA).', L, y, { size: 6.5, width: W, wrap: true, font: 'italic' });
  y += 36;
  for (let i = 0; i < Math.max(2, owners.length); i++) {
    const x = L + (i % 2) * 272, sy = y + Math.floor(i / 2) * 40;
    s.line(x, sy + 22, x + 170, sy + 22); s.line(x + 180, sy + 22, x + 262, sy + 22);
    s.text(`Signature — Propriétaire ${i + 1} / Owner ${i + 1}`, x, sy + 24, { size: 6 });
    s.text('Date (AAAA-MM-JJ)', x + 180, sy + 24, { size: 6 });
    if (owners[i] && s.style !== 'fillable') {
      s.signature(x + 6, sy + 16, 150);
      s.value(`sigdate${i}`, fmtDate([2025, rng.int(1, 6), rng.int(1, 28)], 'ymd'), x + 180, sy + 8, 82, 13, null, { size: 9 });
    }
  }
  s.text('Représentant / Representative :', L, 730, { size: 6.5, font: 'bold' });
  s.value('iso_rep', rng.pick(['Maxime Poirier', 'Karine Vachon', 'Alexandre Giguère']) + ' — poste ' + rng.int(201, 240), L + 105, 722, 200, 12, null, { size: 8 });
  s.text('FFL-DEM-2023-11', L, 760, { size: 6, color: '#666' });
  s.text('Page 2 de/of 2', L, 760, { size: 6, color: '#666', width: W, align: 'right' });
}
