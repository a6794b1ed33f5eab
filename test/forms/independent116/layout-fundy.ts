// Fundy Tidal Capital Ltd. / Capital Marée Fundy Ltée (Moncton, NB): one dense page, English-first labels on
// underlines, business structure written as free text (English or French), dates DD/MM/YYYY as the label says,
// amounts written either way, payment terms with a bilingual frequency row, owners in a table, "Landlord /
// Propriétaire du local", trade references and banking as decoys.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './canvas.ts';
import { BIZ_EN, BIZ_FR, bizNames, caPlace, fmtDate, fmtMoney, fmtPct, fmtSin, isoDate, masked, phoneCa } from './data.ts';
import { entityId, industryId } from './refs.ts';
import { bnWithProgram, dbaChoice, existingAdvances, fullName, makeOwners, ownerCount, request } from './model.ts';

const TEAL = '#0f5c63';
const L = 30, W = 552;

function lf(s: Sheet, x: number, y: number, w: number, en: string, fr: string): [number, number, number, number] {
  s.text(en, x, y, { size: 6.2, font: 'narrowb' });
  const ew = s.doc.font('narrowb').fontSize(6.2).widthOfString(en);
  s.text(' / ' + fr, x + ew, y, { size: 6.2, font: 'narrow', color: '#333' });
  s.line(x, y + 21, x + w - 6, y + 21, 0.5);
  return [x, y + 7, w - 8, 14];
}
function bar(s: Sheet, y: number, en: string, fr: string): void {
  s.fill(L, y, W, 11, '#d9e8e9');
  s.line(L, y, L + W, y, 1.2, TEAL);
  s.text(`${en}  ·  ${fr}`, L + 3, y + 2.5, { size: 7, font: 'bold', color: TEAL });
}

const STRUCT: [string, number][] = [['Incorporated', 2], ['Ltd.', 2], ['Inc.', 2], ['Corporation', 1], ['Limitée', 1], ['Société par actions', 1],
  ['Sole Proprietorship', 1.5], ['Entreprise individuelle', 1], ['Sole Prop', 0.5], ['Partnership', 1], ['S.E.N.C.', 0.5], ['Co-operative', 0.5], ['Coopérative', 0.3]];
const FREQ: [string, string, 'daily' | 'weekly' | 'biweekly' | 'monthly'][] = [['Daily', 'Quotidien', 'daily'], ['Weekly', 'Hebdomadaire', 'weekly'],
  ['Bi-weekly', 'Aux deux semaines', 'biweekly'], ['Monthly', 'Mensuel', 'monthly']];

export function drawFundy(s: Sheet, rng: Rng): void {
  s.valueFont = rng.pick(['sans', 'narrow']);
  const region = rng.weighted([['NB', 6], ['NS', 1.5], ['PE', 1], ['QC', 1], ['NL', 0.5]] as const);
  const struct = rng.weighted(STRUCT.map(([t, w]) => [t, w] as const));
  const type = entityId(struct, 'CA');
  const n = type === 'sole_proprietorship' ? 1 : type === 'general_partnership' ? Math.max(2, ownerCount(rng)) : ownerCount(rng);
  const owners = makeOwners(rng, n, { langs: ['fr', 'en-ca', 'en-ca'], country: 'CA', oneTokenFirst: true, region });
  const frenchMerchant = rng.chance(0.45);
  const { stem, dba } = bizNames(rng, frenchMerchant ? 'fr' : 'en-ca');
  const o0 = owners[0]!.p;
  const suffix = struct === 'Limitée' || struct === 'Société par actions' ? rng.pick(['Limitée', 'Ltée', 'inc.']) : rng.pick(['Ltd.', 'Inc.', 'Limited']);
  const legal = type === 'sole_proprietorship' ? `${o0.first} ${o0.last}` : type === 'general_partnership' ? (struct === 'S.E.N.C.' ? `${stem} S.E.N.C.` : `${stem} Partnership`)
    : type === 'cooperative' ? `${rng.pick(['Co-op', 'Coopérative'])} ${stem}` : rng.chance(0.2) ? `${rng.int(600000, 699999)} N.B. ${rng.pick(['Ltd.', 'Inc.'])}` : `${stem} ${suffix}`;
  const dbaC = dbaChoice(rng, legal, dba, frenchMerchant ? 'fr' : 'en-ca');
  const place = caPlace(rng, region, frenchMerchant);
  const { bn, prog } = bnWithProgram(rng);
  const bnText = prog ? rng.pick([`${bn} ${prog}`, `${bn}${prog}`, `${bn}-${prog}`]) : bn;
  const req = request(rng);
  const money = (v: number): string => fmtMoney(rng, v, frenchMerchant ? 'fr' : rng.pick(['en', 'en', 'fr']));
  const start = [rng.int(1992, 2022), rng.int(1, 12), rng.int(1, 28)] as [number, number, number];
  const biz = rng.pick(frenchMerchant ? BIZ_FR : BIZ_EN);

  // header
  for (let i = 0; i < 3; i++) s.doc.lineWidth(1.4).strokeColor(TEAL).moveTo(L, 44 + i * 5).bezierCurveTo(L + 8, 38 + i * 5, L + 16, 50 + i * 5, L + 26, 44 + i * 5).stroke();
  s.doc.strokeColor('#000');
  s.text('FUNDY TIDAL CAPITAL', L + 32, 30, { size: 14, font: 'gothicb', color: TEAL });
  s.text('Capital Marée Fundy', L + 32, 46, { size: 9, font: 'gothic', color: TEAL });
  s.text('770 Main Street, Suite 410, Moncton NB  E1C 1E7  ·  506-858-2290  ·  apply@fundytidal.ca', L + 32, 58, { size: 6.5 });
  s.text('MERCHANT FUNDING APPLICATION', 330, 30, { size: 10, font: 'bold', width: 252, align: 'right' });
  s.text('DEMANDE DE FINANCEMENT MARCHAND', 330, 42, { size: 8.5, font: 'sans', width: 252, align: 'right', color: '#333' });
  s.text('ISO / Agent :', 430, 57, { size: 6.5, font: 'bold' });
  s.value('iso', rng.pick(['Tidal Partners — R. Melanson', 'Acadia Brokerage', 'J. Gaudet']), 474, 52, 108, 12, null, { size: 7.5 });

  let y = 76;
  bar(s, y, 'BUSINESS INFORMATION', "RENSEIGNEMENTS SUR L'ENTREPRISE"); y += 14;
  s.value('legal', legal, ...lf(s, L, y, 350, 'Legal Name of Business', 'Raison sociale'), { legal_name: legal });
  s.value('bn', bnText, ...lf(s, L + 350, y, 202, 'Business Number (BN)', "Numéro d'entreprise (NE)"),
    { business_tax_id: bn + (prog ?? ''), business_tax_id_type: 'BN', business_tax_id_country: 'CA' }); y += 24;
  s.value('oa', dbaC.text, ...lf(s, L, y, 350, 'Operating Name (O/A)', 'Nom commercial'), dbaC.truth ? { trade_name: dbaC.truth } : null);
  s.value('struct', struct, ...lf(s, L + 350, y, 202, 'Business structure', "Structure de l'entreprise"), { type_of_entity: type }); y += 24;
  s.value('street', place.street, ...lf(s, L, y, 260, 'Street address', 'Adresse'), null);
  s.value('city', place.city, ...lf(s, L + 260, y, 140, 'City', 'Ville'), null);
  s.value('prov', place.region, ...lf(s, L + 400, y, 62, 'Province', 'Province'), { state_region: place.region, country: 'Canada' });
  s.value('postal', place.postal, ...lf(s, L + 462, y, 90, 'Postal code', 'Code postal'), null); y += 24;
  s.value('start', fmtDate(start, 'dmy'), ...lf(s, L, y, 190, 'Date started (DD/MM/YYYY)', 'Date de début (JJ/MM/AAAA)'), { business_start_date: isoDate(...start) });
  s.value('industry', biz, ...lf(s, L + 190, y, 222, 'Type of business', "Genre d'entreprise"), { industry: industryId(biz) });
  s.value('phone', phoneCa(rng, region === 'NB' ? '506' : region === 'NS' || region === 'PE' ? '902' : region === 'NL' ? '709' : '418'),
    ...lf(s, L + 412, y, 140, 'Business phone', 'Téléphone'), null); y += 24;
  const incorp = type === 'ca_corporation' ? rng.pick(['New Brunswick', 'Nouveau-Brunswick', 'Federal / Fédéral (CBCA)', 'Nova Scotia', 'Québec']) : null;
  s.value('incorp', incorp, ...lf(s, L, y, 160, 'Jurisdiction of incorporation', 'Constitution'), null);
  s.value('email', rng.chance(0.75) ? owners[0]!.email : null, ...lf(s, L + 160, y, 220, 'E-mail', 'Courriel'), null);
  s.value('employees', String(rng.int(1, 30)), ...lf(s, L + 380, y, 80, '# Employees', "Nbre d'employés"), null);
  s.value('sales', money(rng.int(15, 220) * 1000), ...lf(s, L + 460, y, 92, 'Monthly sales', 'Ventes mens.'), null); y += 26;

  bar(s, y, 'FUNDING REQUEST', 'FINANCEMENT DEMANDÉ'); y += 14;
  const terms = rng.chance(0.7);
  s.value('amount', money(req.amount), ...lf(s, L, y, 150, 'Amount requested', 'Montant demandé'), { requested_amount: req.amount });
  s.value('payment', terms ? money(req.payment) : null, ...lf(s, L + 150, y, 140, 'Proposed payment', 'Versement proposé'), { requested_payment: req.payment });
  s.value('npay', terms ? String(req.n) : null, ...lf(s, L + 290, y, 110, 'No. of payments', 'Nbre de versements'), { number_of_payments: req.n });
  s.value('use', rng.pick(['Inventory / Inventaire', 'Equipment', 'Working capital', 'Fonds de roulement', 'Renovations', 'Payroll']),
    ...lf(s, L + 400, y, 152, 'Use of funds', 'Utilisation des fonds'), null); y += 24;
  s.text('Payment frequency / Fréquence des versements :', L, y + 1, { size: 6.5, font: 'narrowb' });
  FREQ.forEach(([en, fr, id], i) => {
    const x = L + 150 + i * 100;
    const on = terms && req.freq === id;
    s.check(`freq_${id}`, x, y, 7, on, `${en} / ${fr}`, on ? { payment_frequency: id } : null);
    s.text(`${en} / ${fr}`, x + 10, y + 1, { size: 6.3, font: 'narrow' });
  });
  y += 14;
  const adv = existingAdvances(rng, true);
  s.text('Existing advances or loans? / Avances ou prêts en cours?', L, y + 1, { size: 6.5, font: 'narrowb' });
  s.check('adv_yes', L + 190, y, 7, adv.length > 0, 'Yes / Oui', null); s.text('Yes / Oui', L + 200, y + 1, { size: 6.3, font: 'narrow' });
  s.check('adv_no', L + 240, y, 7, adv.length === 0, 'No / Non', null); s.text('No / Non', L + 250, y + 1, { size: 6.3, font: 'narrow' });
  s.text('If yes, funder & balance / Si oui, prêteur et solde :', L + 290, y + 1, { size: 6.3, font: 'narrow' });
  s.value('adv', adv.length ? adv.map((a) => `${a.funder} ${money(a.balance)}`).join('; ') : null, L + 290, y + 5, 262, 14, null, { size: 8 });
  s.line(L + 290, y + 19, L + W, y + 19, 0.4); y += 26;

  bar(s, y, 'OWNERS (20% OR MORE)', 'PROPRIÉTAIRES (20 % ET PLUS)'); y += 14;
  const cols: [string, string, number][] = [['Full name', 'Nom complet', 138], ['Title', 'Titre', 70], ['% Owned', '% détenu', 42],
    ['SIN', 'NAS', 76], ['Date of birth (DD/MM/YYYY)', 'Date de naissance (JJ/MM/AAAA)', 84], ['Home address', 'Adresse du domicile', 142]];
  let x = L;
  for (const [en, fr, w] of cols) {
    s.box(x, y, w, 18, 0.5);
    s.text(en, x + 2, y + 2, { size: 6, font: 'narrowb' }); s.text(fr, x + 2, y + 9.5, { size: 5.6, font: 'narrow', color: '#333' });
    x += w;
  }
  y += 18;
  for (let i = 0; i < 4; i++) {
    const o = owners[i];
    const sinText = o ? (o.masked ? masked(rng, o.taxId, 'sin') : fmtSin(rng, o.taxId)) : null;
    const a = `applicants[${i}]`;
    const vals: [string, string | null, Record<string, string | number | null> | null][] = [
      ['name', o ? fullName(o.p) : null, o ? { [`${a}.first_name`]: o.p.first, [`${a}.last_name`]: o.p.last } : null],
      ['title', o?.title ?? null, o ? { [`${a}.role`]: o.title } : null],
      ['pct', o ? fmtPct(o.pct, frenchMerchant) : null, o ? { [`${a}.ownership`]: o.pct } : null],
      ['sin', sinText, o && !o.masked ? { [`${a}.tax_id`]: o.taxId, [`${a}.tax_id_type`]: 'SIN', [`${a}.tax_id_country`]: 'CA' } : null],
      ['dob', o ? fmtDate(o.dob, 'dmy') : null, o ? { [`${a}.date_of_birth`]: isoDate(...o.dob) } : null],
      ['home', o ? `${o.home.street}, ${o.home.city}` : null, null],
    ];
    x = L;
    vals.forEach(([k, v, f], j) => {
      const w = cols[j]![2];
      s.box(x, y, w, 18, 0.5);
      s.value(`owner${i + 1}_${k}`, v, x + 1, y + 1, w - 2, 16, f, { size: 8.5 });
      x += w;
    });
    y += 18;
  }
  y += 8;
  bar(s, y, 'LANDLORD, REFERENCES & BANKING', 'PROPRIÉTAIRE DU LOCAL, RÉFÉRENCES ET BANQUE'); y += 14;
  const rent = rng.chance(0.7);
  s.value('landlord', rent ? rng.pick(['Assomption Properties Ltd.', 'Immeubles Cormier Ltée', 'Crombie REIT', 'Highfield Square Mgmt']) : null,
    ...lf(s, L, y, 220, 'Landlord', 'Propriétaire du local'), null);
  s.value('landlord_ph', rent ? phoneCa(rng, '506') : null, ...lf(s, L + 220, y, 120, 'Landlord phone', 'Téléphone'), null);
  s.value('rent', rent ? money(rng.int(10, 60) * 100) : null, ...lf(s, L + 340, y, 100, 'Monthly rent', 'Loyer mensuel'), null);
  s.value('own', rent ? null : rng.pick(['Own / Propriétaire', 'Owned']), ...lf(s, L + 440, y, 112, 'Own premises?', 'Local possédé?'), null); y += 24;
  for (let r = 0; r < 2; r++) {
    s.value(`ref${r}`, rng.pick(['Sysco Moncton', 'Irving Oil Commercial', 'Co-op Atlantic', 'Kent Building Supplies', 'Acadian Seaplants', 'Grand Toys Distribution']),
      ...lf(s, L, y, 260, `Trade reference ${r + 1}`, `Référence commerciale ${r + 1}`), null);
    s.value(`ref${r}_ph`, phoneCa(rng, '506'), ...lf(s, L + 260, y, 130, 'Phone', 'Téléphone'), null);
    s.value(`ref${r}_ct`, rng.pick(['Nicole', 'Marc', 'Accounts payable', 'Yvon']), ...lf(s, L + 390, y, 162, 'Contact', 'Personne-ressource'), null); y += 24;
  }
  s.value('bank', rng.pick(['UNI Financial Cooperation', 'Bank of Montreal', 'Scotiabank', 'Caisse populaire Beauséjour', 'RBC Royal Bank']),
    ...lf(s, L, y, 200, 'Bank', 'Banque'), null);
  s.value('transit', `${rng.digits(5)}-${rng.pick(['001', '002', '815', '003'])}`, ...lf(s, L + 200, y, 130, 'Transit-Institution', 'Transit-institution'), null);
  s.value('acct', rng.digits(7), ...lf(s, L + 330, y, 120, 'Account no.', 'No de compte'), null); y += 30;

  s.text('By signing, each owner certifies the information above is accurate and consents, under PIPEDA, to Fundy Tidal Capital Ltd. and its ' +
    'funding partners obtaining credit reports and verifying this application. / En signant, chaque propriétaire atteste l\'exactitude des ' +
    'renseignements ci-dessus et consent, en vertu de la LPRPDE, à ce que Capital Marée Fundy Ltée et ses partenaires obtiennent des rapports de ' +
    'crédit et vérifient la présente demande. In case of discrepancy the English version prevails. / En cas de divergence, la version anglaise prévaut.',
  L, y, { size: 6, width: W, wrap: true }); y += 44;
  for (let i = 0; i < 2; i++) {
    const sx = L + i * 280;
    s.line(sx, y + 18, sx + 180, y + 18); s.line(sx + 190, y + 18, sx + 268, y + 18);
    s.text(`Owner signature ${i + 1} / Signature du propriétaire`, sx, y + 20, { size: 6 });
    s.text('Date (DD/MM/YYYY)', sx + 190, y + 20, { size: 6 });
    if (owners[i] && s.style !== 'fillable') {
      s.signature(sx + 8, y + 12, 150);
      s.value(`sig_date${i}`, fmtDate([2025, rng.int(1, 6), rng.int(1, 28)], 'dmy'), sx + 190, y + 4, 78, 13, null, { size: 9 });
    }
  }
  s.text('FTC-APP-06/2024 · Bilingual / Bilingue', L, 770, { size: 5.5, color: '#666' });
}
