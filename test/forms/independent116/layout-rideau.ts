// Rideau Merchant Funding Group (Ottawa): federal-style side-by-side labels (English left, French right in each
// box), two pages, owners written "Surname, Given name / Nom, Prénom", a tax-number box with BN/NE or SIN/NAS check
// boxes (sole proprietors give their SIN), start date or only years in business, remittance terms.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './canvas.ts';
import { BIZ_EN, BIZ_FR, bizNames, caPlace, fmtDate, fmtMoney, fmtPct, fmtSin, isoDate, masked, numberedQc, phoneCa } from './data.ts';
import { bilingualEntityId, industryId } from './refs.ts';
import { bnWithProgram, dbaChoice, existingAdvances, lastFirst, makeOwners, ownerCount, request } from './model.ts';

const RED = '#8b1c23';
const L = 36, W = 540;

function bx(s: Sheet, x: number, y: number, w: number, h: number, en: string, fr: string): [number, number, number, number] {
  s.box(x, y, w, h, 0.6);
  s.text(en, x + 2.5, y + 2, { size: 6, font: 'bold' });
  s.text(fr, x + 2.5, y + 2, { size: 6, font: 'italic', width: w - 5, align: 'right', color: '#333' });
  return [x + 1, y + 9, w - 2, h - 10];
}
function part(s: Sheet, y: number, en: string, fr: string): void {
  s.fill(L, y, W, 12, RED);
  s.text(en, L + 4, y + 3, { size: 7.5, font: 'bold', color: '#fff' });
  s.text(fr, L, y + 3, { size: 7.5, font: 'bold', color: '#fff', width: W - 4, align: 'right' });
}

const STRUCT: [string, string][] = [['Corporation', 'Société par actions'], ['Sole proprietorship', 'Entreprise individuelle'],
  ['Partnership', 'Société de personnes'], ['Limited partnership', 'Société en commandite'], ['Professional corporation', 'Société professionnelle'],
  ['Not-for-profit', 'Organisme sans but lucratif']];
const FREQ: [string, string, 'daily' | 'weekly' | 'biweekly' | 'monthly'][] = [['Daily', 'Quotidien', 'daily'], ['Weekly', 'Hebdomadaire', 'weekly'],
  ['Bi-weekly', 'Aux deux semaines', 'biweekly'], ['Monthly', 'Mensuel', 'monthly']];

export function drawRideau(s: Sheet, rng: Rng): void {
  s.valueFont = rng.pick(['sans', 'mono', 'serif']);
  const region = rng.weighted([['ON', 6], ['QC', 3], ['NB', 0.5], ['MB', 0.5]] as const);
  const k = rng.weighted([[0, 6], [1, 2.5], [2, 1], [3, 0.4], [4, 0.6], [5, 0.3]] as const);
  const n = k === 1 ? 1 : k === 2 || k === 3 ? Math.max(2, ownerCount(rng)) : ownerCount(rng);
  const fr = region === 'QC' || rng.chance(0.3);
  const owners = makeOwners(rng, n, { langs: fr ? ['fr', 'fr', 'en-ca'] : ['en-ca', 'en-ca', 'fr'], country: 'CA', oneTokenFirst: false, region });
  const { stem, dba } = bizNames(rng, fr ? 'fr' : 'en-ca');
  const o0 = owners[0]!;
  const legal = k === 0 ? (region === 'QC' && rng.chance(0.4) ? numberedQc(rng) : rng.chance(0.2) ? `${rng.int(1000000, 1599999)} Ontario Inc.` : `${stem} ${rng.pick(['Inc.', 'Ltd.', 'Corp.', 'inc.'])}`)
    : k === 1 ? `${o0.p.first} ${o0.p.last}` : k === 2 ? `${stem} ${fr ? 'S.E.N.C.' : 'Partnership'}` : k === 3 ? `${stem} LP`
      : k === 4 ? `${o0.p.last} ${rng.pick(['Dentistry', 'Law', 'Medicine'])} Professional Corporation` : `${stem} Community Services`;
  const dbaC = dbaChoice(rng, legal, dba, fr ? 'fr' : 'en-ca');
  const place = caPlace(rng, region, fr);
  const req = request(rng);
  const money = (v: number): string => fmtMoney(rng, v, fr ? 'fr' : 'en');
  const biz = rng.pick(fr ? BIZ_FR : BIZ_EN);
  const useSin = k === 1 && rng.chance(0.5);
  const { bn, prog } = bnWithProgram(rng);

  // ---- page 1 ----
  s.fill(L, 28, 8, 30, RED); s.fill(L + 11, 34, 8, 24, RED); s.fill(L + 22, 40, 8, 18, RED);
  s.text('RIDEAU', L + 38, 26, { size: 20, font: 'serifb', color: RED });
  s.text('Merchant Funding Group  ·  Groupe de financement marchand', L + 38, 48, { size: 7.5, font: 'serifi' });
  s.text('150 Elgin Street, Suite 1000 / 150, rue Elgin, bureau 1000\nOttawa ON  K2P 1L4  ·  613-555-0190  ·  rideaufunding.ca',
    330, 30, { size: 6.5, width: 246, align: 'right', wrap: true });
  s.text('APPLICATION FOR BUSINESS FINANCING', L, 66, { size: 10.5, font: 'bold', width: W / 2 });
  s.text('DEMANDE DE FINANCEMENT COMMERCIAL', L, 66, { size: 10.5, font: 'bold', width: W, align: 'right' });
  s.text('Language of correspondence', L, 82, { size: 6.5 }); s.text('Langue de correspondance', L, 82, { size: 6.5, font: 'italic', width: W, align: 'right' });
  s.check('lang_en', L + 100, 81, 7, !fr, 'English', null); s.text('English', L + 110, 82, { size: 6.5 });
  s.check('lang_fr', L + 390, 81, 7, fr, 'Français', null); s.text('Français', L + 400, 82, { size: 6.5 });

  let y = 94;
  part(s, y, 'PART A — BUSINESS', "PARTIE A — ENTREPRISE"); y += 12;
  s.value('legal', legal, ...bx(s, L, y, W, 24, 'Legal name', 'Dénomination légale'), { legal_name: legal }); y += 24;
  s.value('oa', dbaC.text, ...bx(s, L, y, W, 24, 'Operating as (O/A)', 'Exploitée sous le nom de'), dbaC.truth ? { trade_name: dbaC.truth } : null); y += 24;
  s.box(L, y, W, 34, 0.6);
  s.text('Legal structure', L + 2.5, y + 2, { size: 6, font: 'bold' }); s.text('Structure juridique', L, y + 2, { size: 6, font: 'italic', width: W - 3, align: 'right' });
  STRUCT.forEach(([en, f], i) => {
    const x = L + 6 + (i % 3) * 178, yy = y + 11 + Math.floor(i / 3) * 11;
    const label = `${en} / ${f}`;
    s.check(`struct_${i}`, x, yy, 7, k === i, label, k === i ? { type_of_entity: bilingualEntityId([en, f], 'CA') } : null);
    s.text(label, x + 10, yy + 0.5, { size: 6.3 });
  });
  y += 34;
  const taxText = useSin ? fmtSin(rng, o0.taxId) : prog && rng.chance(0.7) ? `${bn} ${prog.slice(0, 2)} ${prog.slice(2)}` : bn;
  const taxTruth = useSin ? { business_tax_id: o0.taxId, business_tax_id_type: 'SIN', business_tax_id_country: 'CA' }
    : { business_tax_id: taxText.replace(/\s/g, ''), business_tax_id_type: 'BN', business_tax_id_country: 'CA' };
  const [tx, ty, , th] = bx(s, L, y, 300, 26, 'Tax number', 'Numéro fiscal');
  s.value('taxno', taxText, tx, ty, 170, th, taxTruth);
  s.check('tax_bn', L + 182, y + 12, 7, !useSin, 'BN / NE', null); s.text('BN / NE', L + 192, y + 12.5, { size: 6.3 });
  s.check('tax_sin', L + 226, y + 12, 7, useSin, 'SIN / NAS', null); s.text('SIN / NAS*', L + 236, y + 12.5, { size: 6.3 });
  const yrsOnly = rng.chance(0.3);
  const start = [rng.int(1990, 2022), rng.int(1, 12), rng.int(1, 28)] as [number, number, number];
  s.value('start', yrsOnly ? null : fmtDate(start, 'ymd'), ...bx(s, L + 300, y, 150, 26, 'Established (YYYY-MM-DD)', 'Fondée le'),
    { business_start_date: isoDate(...start) });
  s.value('years', yrsOnly || rng.chance(0.3) ? String(2025 - start[0]) : null, ...bx(s, L + 450, y, 90, 26, 'Years', 'Années'), null); y += 26;
  s.value('street', place.street, ...bx(s, L, y, 250, 24, 'Address', 'Adresse'), null);
  s.value('city', place.city, ...bx(s, L + 250, y, 140, 24, 'City', 'Ville'), null);
  s.value('prov', place.region, ...bx(s, L + 390, y, 60, 24, 'Prov.', 'Prov.'), { state_region: place.region, country: 'Canada' });
  s.value('postal', place.postal, ...bx(s, L + 450, y, 90, 24, 'Postal code', 'Code postal'), null); y += 24;
  s.value('phone', phoneCa(rng, region === 'QC' ? '819' : '613'), ...bx(s, L, y, 140, 24, 'Telephone', 'Téléphone'), null);
  s.value('fax', rng.chance(0.3) ? phoneCa(rng, '613') : null, ...bx(s, L + 140, y, 130, 24, 'Fax', 'Télécopieur'), null);
  s.value('email', o0.email, ...bx(s, L + 270, y, 270, 24, 'E-mail', 'Courriel'), null); y += 24;
  s.value('nature', biz, ...bx(s, L, y, 360, 24, 'Nature of business', "Nature de l'entreprise"), { industry: industryId(biz) });
  s.value('staff', String(rng.int(1, 60)), ...bx(s, L + 360, y, 180, 24, 'Number of employees', "Nombre d'employés"), null); y += 28;

  part(s, y, 'PART B — FINANCING REQUESTED', 'PARTIE B — FINANCEMENT DEMANDÉ'); y += 12;
  const terms = rng.chance(0.65);
  s.value('amount', money(req.amount), ...bx(s, L, y, 180, 24, 'Amount requested', 'Montant demandé'), { requested_amount: req.amount });
  s.value('remit', terms ? money(req.payment) : null, ...bx(s, L + 180, y, 180, 24, 'Remittance amount', 'Montant du versement'), { requested_payment: req.payment });
  s.value('nremit', terms ? String(req.n) : null, ...bx(s, L + 360, y, 180, 24, 'Number of remittances', 'Nombre de versements'), { number_of_payments: req.n }); y += 24;
  s.box(L, y, W, 20, 0.6);
  s.text('Remittance frequency', L + 2.5, y + 2, { size: 6, font: 'bold' }); s.text('Fréquence des versements', L, y + 2, { size: 6, font: 'italic', width: W - 3, align: 'right' });
  FREQ.forEach(([en, f, id], i) => {
    const x = L + 8 + i * 130, on = terms && req.freq === id;
    s.check(`freq_${id}`, x, y + 10, 7, on, `${en} / ${f}`, on ? { payment_frequency: id } : null);
    s.text(`${en} / ${f}`, x + 10, y + 10.5, { size: 6.3 });
  });
  y += 20;
  s.value('purpose', rng.pick(['Working capital / Fonds de roulement', 'Equipment purchase', 'Inventory', 'Expansion — second location', 'Rénovations']),
    ...bx(s, L, y, W, 24, 'Purpose of funds', 'Utilisation prévue'), null); y += 28;

  part(s, y, 'PART C — CURRENT FINANCING', 'PARTIE C — FINANCEMENT ACTUEL'); y += 12;
  const adv = existingAdvances(rng, true);
  for (let r = 0; r < 3; r++) {
    const a = adv[r];
    const h = r === 0 ? 24 : 18;
    const cellAt = (x: number, w: number, en: string, f: string): [number, number, number, number] =>
      r === 0 ? bx(s, x, y, w, h, en, f) : (s.box(x, y, w, h, 0.6), [x + 1, y + 2, w - 2, h - 3]);
    s.value(`cf${r}_lender`, a?.funder ?? null, ...cellAt(L, 240, 'Lender / Funder', 'Prêteur'), null);
    s.value(`cf${r}_bal`, a ? money(a.balance) : null, ...cellAt(L + 240, 150, 'Balance', 'Solde'), null);
    s.value(`cf${r}_pay`, a ? money(a.payment) : null, ...cellAt(L + 390, 150, 'Payment', 'Versement'), null);
    y += h;
  }
  s.text('* Sole proprietors without a Business Number may give their SIN. / * Les entreprises individuelles sans numéro d\'entreprise peuvent inscrire leur NAS.',
    L, y + 6, { size: 6, font: 'italic', width: W, wrap: true });
  s.text('RMFG-01 (2024-09)', L, 762, { size: 6, color: '#666' }); s.text('1 / 2', L, 762, { size: 6, color: '#666', width: W, align: 'right' });

  // ---- page 2 ----
  s.newPage();
  y = 36;
  part(s, y, 'PART D — OWNERS AND PRINCIPALS', 'PARTIE D — PROPRIÉTAIRES ET DIRIGEANTS'); y += 12;
  for (let i = 0; i < 4; i++) {
    const o = owners[i], a = `applicants[${i}]`;
    s.fill(L, y, W, 10, '#f1e3e4');
    s.text(`Owner ${i + 1}`, L + 3, y + 2, { size: 6.5, font: 'bold', color: RED }); s.text(`Propriétaire ${i + 1}`, L, y + 2, { size: 6.5, font: 'bold', color: RED, width: W - 3, align: 'right' });
    y += 10;
    s.value(`p${i}_name`, o ? lastFirst(o.p) : null, ...bx(s, L, y, 280, 24, 'Surname, Given name', 'Nom, Prénom'),
      o ? { [`${a}.first_name`]: o.p.first, [`${a}.last_name`]: o.p.last } : null);
    s.value(`p${i}_pos`, o?.title ?? null, ...bx(s, L + 280, y, 160, 24, 'Position', 'Poste'), o ? { [`${a}.role`]: o.title } : null);
    s.value(`p${i}_pct`, o ? fmtPct(o.pct, fr) : null, ...bx(s, L + 440, y, 100, 24, 'Ownership', 'Participation'), o ? { [`${a}.ownership`]: o.pct } : null); y += 24;
    const sinMasked = o ? o.masked : false;
    s.value(`p${i}_sin`, o ? (sinMasked ? masked(rng, o.taxId, 'sin') : fmtSin(rng, o.taxId)) : null, ...bx(s, L, y, 130, 24, 'SIN', 'NAS'),
      o && !sinMasked ? { [`${a}.tax_id`]: o.taxId, [`${a}.tax_id_type`]: 'SIN', [`${a}.tax_id_country`]: 'CA' } : null);
    s.value(`p${i}_dob`, o ? fmtDate(o.dob, 'ymd') : null, ...bx(s, L + 130, y, 130, 24, 'Date of birth (YYYY-MM-DD)', 'Naissance'),
      o ? { [`${a}.date_of_birth`]: isoDate(...o.dob) } : null);
    s.value(`p${i}_home`, o ? `${o.home.street}, ${o.home.city} ${o.home.region}` : null, ...bx(s, L + 260, y, 280, 24, 'Home address', 'Adresse personnelle'), null);
    y += 28;
  }
  part(s, y, 'PART E — BANKING AND PREMISES', 'PARTIE E — BANQUE ET LOCAUX'); y += 12;
  s.value('bank', rng.pick(['TD Canada Trust', 'Caisse Desjardins de Hull-Aylmer', 'CIBC', 'Banque Nationale', 'Meridian Credit Union']), ...bx(s, L, y, 200, 24, 'Financial institution', 'Institution financière'), null);
  s.value('transit', rng.digits(5), ...bx(s, L + 200, y, 90, 24, 'Transit', 'Transit'), null);
  s.value('inst', rng.pick(['004', '010', '815', '006']), ...bx(s, L + 290, y, 90, 24, 'Institution', 'Institution'), null);
  s.value('acct', rng.digits(rng.int(7, 12)), ...bx(s, L + 380, y, 160, 24, 'Account', 'Compte'), null); y += 24;
  const rent = rng.chance(0.7);
  s.value('landlord', rent ? rng.pick(['Minto Properties Inc.', 'Claridge Homes', 'Groupe Brigil', 'Colonnade BridgePort']) : 'Owned / Propriétaire',
    ...bx(s, L, y, 300, 24, 'Landlord', 'Locateur'), null);
  s.value('rent', rent ? money(rng.int(15, 80) * 100) : null, ...bx(s, L + 300, y, 240, 24, 'Monthly rent', 'Loyer mensuel'), null); y += 30;
  part(s, y, 'PART F — DECLARATION', 'PARTIE F — DÉCLARATION'); y += 16;
  s.text('I/We certify that the information in this application is complete and accurate and authorize Rideau Merchant Funding Group and ' +
    'its funding partners to obtain credit reports and to verify this information, as permitted by PIPEDA.', L, y, { size: 6.3, width: 262, wrap: true });
  s.text("Je/Nous certifions que les renseignements fournis sont complets et exacts et autorisons le Groupe de financement marchand Rideau et " +
    'ses partenaires à obtenir des rapports de crédit et à vérifier ces renseignements, comme le permet la LPRPDE.', L + 278, y, { size: 6.3, width: 262, wrap: true, font: 'italic' });
  y += 46;
  for (let i = 0; i < Math.max(1, Math.min(owners.length, 4)); i++) {
    const sx = L + (i % 2) * 275, sy = y + Math.floor(i / 2) * 38;
    s.line(sx, sy + 20, sx + 175, sy + 20); s.line(sx + 185, sy + 20, sx + 265, sy + 20);
    s.text('Signature', sx, sy + 22, { size: 6 }); s.text('Date', sx + 185, sy + 22, { size: 6 });
    if (s.style !== 'fillable') s.signature(sx + 8, sy + 14, 150);
  }
  s.text('Broker / Courtier :', L, 730, { size: 6.5, font: 'bold' });
  s.value('broker', rng.pick(['Bytown Business Advisors — D. Pilon', 'Outaouais Capital Conseil', 'N. Lalonde (RMFG)']), L + 68, 722, 240, 12, null, { size: 8 });
  s.text('RMFG-01 (2024-09)', L, 762, { size: 6, color: '#666' }); s.text('2 / 2', L, 762, { size: 6, color: '#666', width: W, align: 'right' });
}
