// Independent generator, set 266: Canadian MCA / small-business-financing applications (sixth series). Five invented
// brokers and funders (Ontario, Québec, BC, the Prairies, the Atlantic provinces) in English, French or both, drawn
// typed, handwritten or as hand-built AcroForm widgets, optionally scanned. The truth is what a careful reader records
// from the printed form under applications.md's rules.
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { render, type Block, type CheckCell, type PlacedDecoy, type PlacedValue, type Style, type TextCell, type Theme, type Truth } from './engine.ts';
import {
  BANKS, FUNDERS, INDUSTRY_TEXTS_EN, INDUSTRY_TEXTS_FR, PLACES, dateHint, dbaName, entityIdFor, entityText, fmtDate, fmtMoney, industryIdFor,
  legalName, luhn9, person, phone, pickEntity, postal, provinceText, randomDate, street, type DateStyle, type Lang, type MoneyStyle, type Person,
} from './data.ts';

export const INDEPENDENT266_LAYOUT_NAMES: string[] = [
  'maple-ridge-capital', 'financement-boreal', 'coastal-pacific-funding', 'prairie-harvest-advance', 'atlantic-tidewater-finance',
];

export interface Independent266Options { style: Style; scan: boolean | 'phone' }
export interface Independent266Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  locations: PlacedValue[];
  decoys: PlacedDecoy[];
  pages: number;
  layout: string;
  seed: number;
  style: Style;
  scan: boolean | 'phone';
}

// ---------------------------------------------------------------- the merchant
interface Owner {
  p: Person; role: string; own: number | null; ownText: string;
  sinText: string; sinTruth: Truth; dobIso: string; dobText: string; credit: number | null; home: string; cell: string;
}
interface Case {
  lang: Lang; prov: string; city: string; provText: string; postal: string; street: string;
  entityId: string; entityText: string; legal: string; tradeText: string; trade: string | null;
  industryText: string; industry: string;
  bnText: string; bn: string | null; bnDigits9: string;
  startIso: string; amount: number; freq: string; nPayments: number; payment: number;
  owners: Owner[]; money: MoneyStyle; dates: DateStyle;
}

const ROLES_EN = ['President', 'Owner', 'CEO', 'Director', 'Partner', 'Secretary-Treasurer', 'Vice-President', 'Managing Partner'];
const ROLES_FR = ['Président', 'Présidente', 'Propriétaire', 'Administrateur', 'Associé', 'Secrétaire-trésorier', 'Vice-présidente'];
const SHARES: Record<number, number[][]> = {
  1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [70, 30], [75, 25]], 3: [[34, 33, 33], [40, 30, 30], [50, 25, 25]],
  4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]],
};

function makeCase(rng: Rng, o: { lang: Lang; provs: string[]; maxOwners: number; money: MoneyStyle[]; dates: DateStyle[]; shapes: boolean; bnShapes: string[] }): Case {
  const place = rng.pick(PLACES.filter((p) => o.provs.includes(p.prov)));
  const entityId = pickEntity(rng, place.prov);
  const frName = o.lang === 'fr' || (o.lang === 'bi' && place.prov === 'QC');
  const n = entityId === 'sole_proprietorship' || entityId === 'ca_professional_corporation' ? 1 : rng.weighted([[1, 4], [2, 4], [3, 2], [4, 1]] as const);
  const nOwners = Math.min(n, o.maxOwners);
  const shares = rng.pick(SHARES[nOwners]!);
  const dates = rng.pick(o.dates);
  const owners: Owner[] = [];
  for (let i = 0; i < nOwners; i++) {
    const p = person(rng, o.shapes);
    const sin = luhn9(rng, rng.chance(0.1) ? 9 : rng.int(1, 7));
    const shape = rng.weighted([['full', 4], ['masked', 4], ['blank', 2]] as const);
    const fullText = rng.pick([`${sin.slice(0, 3)} ${sin.slice(3, 6)} ${sin.slice(6)}`, `${sin.slice(0, 3)}-${sin.slice(3, 6)}-${sin.slice(6)}`, sin]);
    const maskText = rng.pick([`XXX-XXX-${sin.slice(6)}`, `*** *** ${sin.slice(6)}`, `***-***-${sin.slice(6)}`]);
    const sinText = shape === 'full' ? fullText : shape === 'masked' ? maskText : '';
    const t = (k: string) => `applicants[${i}].${k}`;
    const sinTruth: Truth = shape === 'blank' ? {} : { [t('tax_id')]: shape === 'full' ? sin : null, [t('tax_id_type')]: 'SIN', [t('tax_id_country')]: 'CA' };
    const own = rng.chance(0.9) ? shares[i]! : null;
    const ownText = own === null ? '' : rng.pick([`${own}%`, `${own} %`, `${own}`]);
    const dobIso = rng.chance(0.75) ? randomDate(rng, 1955, 1998) : '';
    const home = rng.pick(PLACES);
    const role = entityId === 'sole_proprietorship' ? (frName ? 'Propriétaire' : rng.pick(['Owner', 'Sole Owner', 'Proprietor']))
      : rng.pick(frName ? ROLES_FR : ROLES_EN);
    owners.push({ p, role, own, ownText, sinText, sinTruth, dobIso, dobText: dobIso ? fmtDate(dobIso, dates) : '',
      credit: rng.chance(0.45) ? rng.int(540, 835) : null, home: `${street(rng)}, ${home.city}, ${home.prov} ${postal(rng, home.fsa)}`, cell: phone(rng) });
  }
  const partner = owners[1]?.p ?? null;
  const legal = legalName(rng, entityId, place.prov, owners[0]!.p, partner);
  const industryText = rng.pick(frName && o.lang !== 'en' ? INDUSTRY_TEXTS_FR : INDUSTRY_TEXTS_EN);
  const industry = industryIdFor(industryText);
  if (!industry) throw new Error(`no industry for ${industryText}`);
  const tradeShape = rng.weighted([['blank', 4], ['same', 1], ['na', 1], ['legal', 1], ['dba', 5]] as const);
  const dba = dbaName(rng, industryText, frName);
  const tradeText = { blank: '', same: rng.pick(['SAME', 'Same']), na: 'N/A', legal, dba }[tradeShape];
  const bnDigits9 = luhn9(rng);
  const bnShape = rng.pick(o.bnShapes);
  const prog = rng.pick(['RC', 'RT', 'RP']);
  const ref = '0001';
  const bnText = {
    rc_space: `${bnDigits9} ${prog}${ref}`, rc_tight: `${bnDigits9}${prog}${ref}`,
    spaced: `${bnDigits9.slice(0, 3)} ${bnDigits9.slice(3, 6)} ${bnDigits9.slice(6)} ${prog} ${ref}`, bare: bnDigits9, blank: '',
  }[bnShape] ?? '';
  const bn = bnShape === 'blank' ? null : bnShape === 'bare' ? bnDigits9 : `${bnDigits9}${prog}${ref}`;
  const amount = rng.int(10, 300) * (rng.chance(0.5) ? 1000 : 500);
  const freq = rng.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const nPayments = { daily: rng.pick([60, 90, 120, 140, 180, 220, 252]), weekly: rng.pick([16, 26, 36, 40, 52]), biweekly: rng.pick([12, 18, 26]), monthly: rng.pick([6, 9, 12, 18]) }[freq];
  const payment = Math.round((amount * rng.float(1.18, 1.45) / nPayments) * 100) / 100;
  return {
    lang: o.lang, prov: place.prov, city: place.city, provText: provinceText(rng, place.prov, o.lang === 'fr' ? 'fr' : 'en'), postal: postal(rng, place.fsa),
    street: street(rng), entityId, entityText: entityText(rng, entityId, frName ? (o.lang === 'en' ? 'en' : 'fr') : 'en'), legal, tradeText,
    trade: tradeShape === 'dba' ? dba : null, industryText, industry, bnText, bn, bnDigits9, startIso: randomDate(rng, 1996, 2022),
    amount, freq, nPayments, payment, owners, money: rng.pick(o.money), dates,
  };
}

// ---------------------------------------------------------------- cell helpers
const T = (label: string, value: string, w: number, truth?: Truth | null, decoy?: string): TextCell =>
  ({ t: 'text', label, value, w, ...(truth && value ? { truth } : {}), ...(decoy ? { decoy } : {}) });
const D = (label: string, value: string, w: number, key: string): TextCell => T(label, value, w, null, key);

function tradeCell(c: Case, label: string, w: number): TextCell {
  return T(label, c.tradeText, w, c.trade ? { trade_name: c.trade } : null);
}
function bnTruth(c: Case): Truth {
  return c.bn ? { business_tax_id: c.bn, business_tax_id_type: 'BN', business_tax_id_country: 'CA' } : {};
}
const provTruth = (c: Case): Truth => ({ state_region: c.prov, country: 'Canada' });
const startTruth = (c: Case): Truth => ({ business_start_date: c.startIso });
function ownerName(i: number, o: Owner): Truth {
  return { [`applicants[${i}].first_name`]: o.p.first, [`applicants[${i}].last_name`]: o.p.last };
}
const at = (i: number, k: string, v: string | number | null): Truth => ({ [`applicants[${i}].${k}`]: v });
function entityCheck(c: Case, label: string, options: string[], otherLabel: string): CheckCell {
  const ids = options.map((o) => entityIdFor(o));
  let checked = ids.indexOf(c.entityId);
  const all = [...options, otherLabel];
  const other = checked < 0 ? { index: options.length, text: c.entityText } : { index: options.length, text: '' };
  if (checked < 0) checked = options.length;
  return { t: 'check', label, options: all, checked, w: 1, truth: { type_of_entity: c.entityId }, other };
}
const FREQ_KEYS = ['daily', 'weekly', 'biweekly', 'monthly'];
function freqCheck(c: Case, label: string, options: string[], printed: boolean): CheckCell {
  return { t: 'check', label, options, checked: printed ? FREQ_KEYS.indexOf(c.freq) : -1, w: 1, ...(printed ? { truth: { payment_frequency: c.freq } } : {}) };
}
function existing(rng: Rng, money: MoneyStyle, rows: number, cols: number): TextCell[][] {
  const n = rng.weighted([[0, 3], [1, 3], [2, 2], [3, 1]] as const);
  const out: TextCell[][] = [];
  for (let i = 0; i < rows; i++) {
    if (i < n) {
      const bal = rng.int(5, 90) * 1000;
      const cells = [D('', rng.pick(FUNDERS), 0, 'existing_funder'), D('', fmtMoney(bal, money), 0, 'existing_balance'),
        D('', fmtMoney(rng.int(150, 1500), money), 0, 'existing_payment'), D('', fmtMoney(bal * 1.6, money), 0, 'existing_original')];
      out.push(cells.slice(0, cols));
    } else out.push(Array.from({ length: cols }, () => D('', '', 0, 'existing')));
  }
  return out;
}
function bank(rng: Rng): { name: string; inst: string; transit: string; acct: string } {
  const [name, inst] = rng.pick(BANKS);
  return { name, inst, transit: rng.digits(5), acct: rng.digits(rng.int(7, 12)) };
}

// ---------------------------------------------------------------- layouts
type LayoutFn = (rng: Rng) => { theme: Theme; blocks: Block[] };

const mapleRidge: LayoutFn = (rng) => {
  const c = makeCase(rng, { lang: 'en', provs: ['ON', 'ON', 'ON', 'QC', 'MB', 'NB'], maxOwners: 4, money: ['en', 'en_cents'], dates: ['iso', 'mdy', 'long_en'],
    shapes: true, bnShapes: ['rc_space', 'rc_tight', 'spaced', 'bare', 'blank'] });
  const b = bank(rng);
  const rep = person(rng, false);
  const landlord = person(rng, false);
  const hint = dateHint(c.dates, 'en');
  const ownerRows: TextCell[][] = [0, 1, 2, 3].map((i) => {
    const o = c.owners[i];
    if (!o) return Array.from({ length: 7 }, () => T('', '', 0));
    return [T('', o.p.printed, 0, ownerName(i, o)), T('', o.role, 0, at(i, 'role', o.role)), T('', o.ownText, 0, at(i, 'ownership', o.own)),
      T('', o.sinText, 0, o.sinTruth), T('', o.dobText, 0, at(i, 'date_of_birth', o.dobIso)),
      T('', o.credit === null ? '' : String(o.credit), 0, at(i, 'credit_score', o.credit)), D('', o.cell, 0, 'owner_phone')];
  });
  const blocks: Block[] = [
    { k: 'head', text: '1. BUSINESS INFORMATION' },
    { k: 'row', cells: [T('Legal Business Name', c.legal, 0.6, { legal_name: c.legal }), tradeCell(c, 'Operating Name (O/A)', 0.4)] },
    { k: 'row', cells: [T('Entity Type', c.entityText, 0.22, { type_of_entity: c.entityId }),
      D('Jurisdiction of Incorporation', c.entityId === 'ca_corporation' ? rng.pick(['Federal (CBCA)', 'Ontario', 'Canada']) : '', 0.24, 'incorporation'),
      T('Business Number (BN)', c.bnText, 0.3, bnTruth(c)), T(`Date Business Started${hint}`, fmtDate(c.startIso, c.dates), 0.24, startTruth(c))] },
    { k: 'row', cells: [T('Nature of Business', c.industryText, 0.4, { industry: c.industry }), T('Business Phone', phone(rng), 0.25),
      T('Business E-mail', `info@${c.legal.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.ca`, 0.35)] },
    { k: 'row', cells: [T('Street Address', c.street, 0.45), T('City', c.city, 0.2), T('Province', c.provText, 0.13, provTruth(c)), T('Postal Code', c.postal, 0.22)] },
    { k: 'row', cells: [T('# of Employees', String(rng.int(2, 60)), 0.2), D('Landlord / Property Manager', `${landlord.first} ${landlord.last}`, 0.3, 'landlord'),
      D('Landlord Phone', phone(rng), 0.25, 'landlord_phone'), D('Monthly Rent', fmtMoney(rng.int(12, 90) * 100, c.money), 0.25, 'rent')] },
    { k: 'head', text: '2. FUNDING REQUEST' },
    { k: 'row', cells: [T('Amount Requested (CAD)', fmtMoney(c.amount, c.money), 0.3, { requested_amount: c.amount }),
      T('Use of Funds', rng.pick(['Inventory', 'Equipment', 'Working capital', 'Renovations', 'Payroll']), 0.4),
      D('Avg. Monthly Sales', fmtMoney(rng.int(20, 400) * 1000, c.money), 0.3, 'monthly_sales')] },
    { k: 'head', text: '3. OWNERS / OFFICERS (20% OR MORE)' },
    { k: 'table', cols: [{ label: 'Full Name', w: 0.25 }, { label: 'Title', w: 0.14 }, { label: 'Ownership %', w: 0.1 }, { label: 'SIN', w: 0.14 },
      { label: `Date of Birth${hint}`, w: 0.17 }, { label: 'Credit Score', w: 0.08 }, { label: 'Cell Phone', w: 0.12 }], rows: ownerRows },
    { k: 'row', cells: [D('Home Address (Owner 1)', c.owners[0]!.home, 1, 'owner_home')] },
    { k: 'head', text: '4. EXISTING FINANCING / ADVANCES' },
    { k: 'table', cols: [{ label: 'Funder / Lender', w: 0.34 }, { label: 'Balance', w: 0.22 }, { label: 'Daily / Weekly Payment', w: 0.22 },
      { label: 'Original Amount', w: 0.22 }], rows: existing(rng, c.money, 3, 4) },
    { k: 'head', text: '5. BUSINESS BANKING' },
    { k: 'row', cells: [D('Bank', b.name, 0.34, 'bank'), D('Institution No.', b.inst, 0.18, 'institution'), D('Transit No.', b.transit, 0.2, 'transit'),
      D('Account No.', b.acct, 0.28, 'account')] },
    { k: 'para', text: 'By signing below, each owner certifies the information above is true and complete and consents, under the Personal Information ' +
      'Protection and Electronic Documents Act (PIPEDA), to Maple Ridge Capital Inc. and its funding partners obtaining credit reports and bank ' +
      'information to assess this application. Each owner agrees to provide a personal guarantee where required.' },
    { k: 'sign', labels: ['Owner Signature', 'Print Name', 'Date'] },
    { k: 'row', cells: [D('ISO Representative (office use)', `${rep.first} ${rep.last}`, 0.5, 'iso_rep'), D('Rep. Phone', phone(rng), 0.5, 'iso_phone')] },
  ];
  return { theme: { title: 'Maple Ridge Capital Inc.', subtitle: 'Business Funding Application  -  Toronto, Ontario  -  Merchant Cash Advance & Term Financing',
    accent: '#1f5a3a', labelFont: 'Helvetica', labelBold: 'Helvetica-Bold', labelPos: 'above', boxed: true, typedFont: 'Courier', header: 'band',
    footer: 'Maple Ridge Capital Inc. - 181 Bay Street, Toronto ON M5J 2T3 - Form MRC-APP-2024' }, blocks };
};

const FREQ_FR = ['Quotidienne', 'Hebdomadaire', 'Aux deux semaines', 'Mensuelle'];
const financementBoreal: LayoutFn = (rng) => {
  const c = makeCase(rng, { lang: 'fr', provs: ['QC', 'QC', 'QC', 'NB', 'ON'], maxOwners: 4, money: ['fr', 'fr_cents'], dates: ['long_fr', 'dmy', 'iso'],
    shapes: false, bnShapes: ['rc_space', 'rc_tight', 'bare', 'blank'] });
  const hint = dateHint(c.dates, 'fr');
  const b = bank(rng);
  const rep = person(rng, false);
  const terms = rng.chance(0.75);
  const isCorp = ['ca_corporation', 'ca_professional_corporation'].includes(c.entityId);
  const blocks: Block[] = [
    { k: 'head', text: "SECTION A - RENSEIGNEMENTS SUR L'ENTREPRISE" },
    { k: 'row', cells: [T('Dénomination sociale :', c.legal, 1, { legal_name: c.legal })] },
    { k: 'row', cells: [tradeCell(c, 'Nom commercial :', 0.6), D('NEQ :', c.prov === 'QC' ? `${rng.pick(['11', '22', '33'])}${rng.digits(8)}` : '', 0.4, 'neq')] },
    { k: 'row', cells: [entityCheck(c, 'Forme juridique :', ['Société par actions', 'S.E.N.C.', 'S.E.C.', 'Entreprise individuelle', 'Coopérative', 'OBNL'], 'Autre :')] },
    { k: 'row', cells: [{ t: 'check', label: 'Constituée en vertu de :', options: ['Loi fédérale (LCSA)', 'Loi provinciale'], checked: isCorp ? rng.int(0, 1) : -1, w: 1, decoy: 'incorporation' }] },
    { k: 'row', cells: [T("Numéro d'entreprise (NE) :", c.bnText, 0.5, bnTruth(c)),
      D('No TVQ :', c.prov === 'QC' && rng.chance(0.7) ? `${rng.digits(10)}TQ0001` : '', 0.5, 'qst')] },
    { k: 'row', cells: [T(`Début des activités${hint} :`, fmtDate(c.startIso, c.dates), 0.5, startTruth(c)), T("Secteur d'activité :", c.industryText, 0.5, { industry: c.industry })] },
    { k: 'row', cells: [T('Adresse :', c.street, 0.55), T('Ville :', c.city, 0.45)] },
    { k: 'row', cells: [T('Province :', c.provText, 0.3, provTruth(c)), T('Code postal :', c.postal, 0.3), T('Téléphone :', phone(rng), 0.4)] },
    { k: 'head', text: 'SECTION B - FINANCEMENT DEMANDÉ' },
    { k: 'row', cells: [T('Montant demandé :', fmtMoney(c.amount, c.money), 0.45, { requested_amount: c.amount }),
      T('Utilisation des fonds :', rng.pick(['Fonds de roulement', 'Inventaire', 'Équipement', 'Rénovations']), 0.55)] },
    { k: 'row', cells: [T('Versement proposé :', terms ? fmtMoney(c.payment, c.money) : '', 0.33, { requested_payment: c.payment }),
      T('Nombre de versements :', terms ? String(c.nPayments) : '', 0.3, { number_of_payments: c.nPayments }),
      D('Ventes mensuelles moyennes :', fmtMoney(rng.int(20, 300) * 1000, c.money), 0.37, 'monthly_sales')] },
    { k: 'row', cells: [freqCheck(c, 'Fréquence des versements :', FREQ_FR, terms)] },
    { k: 'head', text: 'SECTION C - FINANCEMENTS EN COURS' },
    { k: 'table', cols: [{ label: 'Prêteur / société de financement', w: 0.4 }, { label: 'Solde', w: 0.3 }, { label: 'Versement', w: 0.3 }], rows: existing(rng, c.money, 3, 3) },
    { k: 'page' },
    { k: 'head', text: 'SECTION D - PROPRIÉTAIRES (20 % ET PLUS)' },
  ];
  c.owners.forEach((o, i) => {
    blocks.push(
      { k: 'row', cells: [T(`Nom (${i + 1}) :`, o.p.last, 0.35, at(i, 'last_name', o.p.last)), T('Prénom :', o.p.first, 0.3, at(i, 'first_name', o.p.first)),
        T('Titre :', o.role, 0.35, at(i, 'role', o.role))] },
      { k: 'row', cells: [T('% de participation :', o.ownText, 0.28, at(i, 'ownership', o.own)), T('NAS :', o.sinText, 0.32, o.sinTruth),
        T(`Date de naissance${hint} :`, o.dobText, 0.4, at(i, 'date_of_birth', o.dobIso))] },
      { k: 'row', cells: [D('Adresse personnelle :', o.home, 1, 'owner_home')] },
    );
  });
  blocks.push(
    { k: 'head', text: 'SECTION E - COORDONNÉES BANCAIRES' },
    { k: 'row', cells: [D('Institution :', b.name, 0.34, 'bank'), D("No d'institution :", b.inst, 0.2, 'institution'), D('Transit :', b.transit, 0.2, 'transit'),
      D('Compte :', b.acct, 0.26, 'account')] },
    { k: 'para', text: "Consentement : le ou les soussignés attestent l'exactitude des renseignements fournis et autorisent Financement Boréal inc. " +
      'et ses partenaires à obtenir des rapports de crédit et à vérifier ces renseignements, conformément à la Loi sur la protection des ' +
      'renseignements personnels dans le secteur privé (Loi 25) et à la LPRPDE.' },
    { k: 'sign', labels: ['Signature du propriétaire', 'Nom en lettres moulées', 'Date'] },
    { k: 'row', cells: [D('Représentant / courtier :', `${rep.first} ${rep.last}`, 0.5, 'iso_rep'), D('Tél. représentant :', phone(rng), 0.5, 'iso_phone')] },
  );
  return { theme: { title: 'Financement Boréal inc.', subtitle: "Demande de financement d'entreprise - avance sur ventes futures - Montréal (Québec)",
    accent: '#13315c', labelFont: 'Times-Roman', labelBold: 'Times-Bold', labelPos: 'left', boxed: false, typedFont: 'Helvetica', header: 'rule',
    footer: 'Financement Boréal inc. - 1250, boul. René-Lévesque O., Montréal QC H3B 4W8 - formulaire FB-200' }, blocks };
};

const FREQ_BI: Record<string, string[]> = { daily: ['Daily', 'Quotidien', 'Daily / Quotidien'], weekly: ['Weekly', 'Hebdomadaire', 'Weekly / Hebdo'],
  biweekly: ['Bi-weekly', 'Every two weeks', 'Aux deux semaines'], monthly: ['Monthly', 'Mensuel'] };
const coastalPacific: LayoutFn = (rng) => {
  const c = makeCase(rng, { lang: 'bi', provs: ['BC', 'BC', 'BC', 'AB', 'QC', 'YT'].filter((p) => p !== 'YT'), maxOwners: 3, money: ['cad_pre', 'en', 'cad_post'],
    dates: ['iso', 'dmy', 'long_en'], shapes: true, bnShapes: ['rc_space', 'spaced', 'bare', 'blank'] });
  const hint = dateHint(c.dates, 'bi');
  const years = rng.chance(0.3);
  const terms = rng.chance(0.7);
  const landlord = person(rng, false);
  const rep = person(rng, false);
  const refs: TextCell[][] = [0, 1].map(() => [D('', `${rng.pick(['Sysco Canada', 'Gordon Food Service', 'Home Depot Pro', 'Uline Canada', 'Wajax', 'Bunzl'])}`, 0, 'trade_ref'),
    D('', `${person(rng, false).first} ${person(rng, false).last}`, 0, 'trade_ref_contact'), D('', phone(rng), 0, 'trade_ref_phone')]);
  const blocks: Block[] = [
    { k: 'head', text: 'BUSINESS / ENTREPRISE' },
    { k: 'row', cells: [T('Legal Name / Dénomination sociale', c.legal, 0.55, { legal_name: c.legal }), tradeCell(c, 'Operating Name / Nom commercial', 0.45)] },
    { k: 'row', cells: [T('Business Structure / Forme juridique', c.entityText, 0.3, { type_of_entity: c.entityId }),
      D('Incorporated in / Constituée en', ['ca_corporation', 'ca_ulc'].includes(c.entityId) ? rng.pick(['Canada (CBCA)', 'British Columbia', 'Alberta', 'Nova Scotia']) : '', 0.25, 'incorporation'),
      T('BN / NE (with program account)', c.bnText, 0.45, bnTruth(c))] },
    { k: 'row', cells: [years ? T("Years in Business / Années d'activité", String(2024 - Number(c.startIso.slice(0, 4))), 0.35)
      : T(`Start Date / Date de début${hint}`, fmtDate(c.startIso, c.dates), 0.35, startTruth(c)),
    T('Industry / Secteur', c.industryText, 0.65, { industry: c.industry })] },
    { k: 'row', cells: [T('Street / Adresse', c.street, 0.45), T('City / Ville', c.city, 0.2), T('Prov.', c.provText, 0.12, { state_region: c.prov }),
      T('Postal Code / Code postal', c.postal, 0.23)] },
    { k: 'row', cells: [T('Country / Pays', 'Canada', 0.25, { country: 'Canada' }), T('Phone / Téléphone', phone(rng), 0.35),
      T('Email / Courriel', `office@${c.city.toLowerCase().replace(/[^a-z]/g, '')}biz.ca`, 0.4)] },
    { k: 'head', text: 'FINANCING / FINANCEMENT' },
    { k: 'row', cells: [T('Amount Requested / Montant demandé', fmtMoney(c.amount, c.money), 0.3, { requested_amount: c.amount }),
      T('Est. Payment / Versement estimé', terms ? fmtMoney(c.payment, c.money) : '', 0.25, { requested_payment: c.payment }),
      T('# of Payments / Nbre de versements', terms ? String(c.nPayments) : '', 0.2, { number_of_payments: c.nPayments }),
      T('Frequency / Fréquence', terms ? rng.pick(FREQ_BI[c.freq]!) : '', 0.25, { payment_frequency: c.freq })] },
    { k: 'head', text: 'PRINCIPALS / DIRIGEANTS (20%+)' },
  ];
  c.owners.forEach((o, i) => {
    blocks.push(
      { k: 'row', cells: [T(`Full Name / Nom complet (${i + 1})`, o.p.printed, 0.4, ownerName(i, o)), T('Title / Titre', o.role, 0.2, at(i, 'role', o.role)),
        T('Ownership / Participation', o.ownText, 0.15, at(i, 'ownership', o.own)), T('SIN / NAS', o.sinText, 0.25, o.sinTruth)] },
      { k: 'row', cells: [T(`Date of Birth / Date de naissance${hint}`, o.dobText, 0.35, at(i, 'date_of_birth', o.dobIso)),
        D('Home Address / Adresse du domicile', o.home, 0.65, 'owner_home')] },
    );
  });
  blocks.push(
    { k: 'head', text: 'TRADE REFERENCES / RÉFÉRENCES COMMERCIALES' },
    { k: 'table', cols: [{ label: 'Company / Entreprise', w: 0.4 }, { label: 'Contact', w: 0.3 }, { label: 'Phone / Téléphone', w: 0.3 }], rows: refs },
    { k: 'row', cells: [D('Landlord / Locateur', `${landlord.first} ${landlord.last}`, 0.5, 'landlord'), D('Landlord Phone / Tél. du locateur', phone(rng), 0.5, 'landlord_phone')] },
    { k: 'para', text: 'I/We certify that the information is accurate and authorize Coastal Pacific Funding Ltd. to obtain credit and banking information ' +
      '(PIPEDA). / Je/nous certifions que les renseignements sont exacts et autorisons Coastal Pacific Funding Ltd. à obtenir des renseignements de crédit.' },
    { k: 'sign', labels: ['Signature', 'Name / Nom', 'Date'] },
    { k: 'row', cells: [D('Referred by / Référé par', `${rep.first} ${rep.last} - ${rng.pick(['Westcoast Biz Loans', 'Summit ISO Group', 'Pacific Broker Network'])}`, 1, 'iso_rep')] },
  );
  return { theme: { title: 'Coastal Pacific Funding Ltd.', subtitle: 'Application for Business Financing / Demande de financement - Vancouver, B.C.',
    accent: '#0d6e78', labelFont: 'Helvetica', labelBold: 'Helvetica-Bold', labelPos: 'above', boxed: false, typedFont: 'Helvetica', header: 'box',
    footer: 'Coastal Pacific Funding Ltd. - 1055 West Georgia St., Vancouver BC V6E 3P3' }, blocks };
};

const prairieHarvest: LayoutFn = (rng) => {
  const c = makeCase(rng, { lang: 'en', provs: ['AB', 'AB', 'SK', 'MB', 'SK'], maxOwners: 4, money: ['en', 'en_cents', 'cad_pre'], dates: ['dmy', 'iso'],
    shapes: true, bnShapes: ['bare', 'bare', 'rc_space', 'blank'] });
  const hint = dateHint(c.dates, 'en');
  const years = rng.chance(0.3);
  const terms = rng.chance(0.8);
  const b = bank(rng);
  const acct = person(rng, false);
  const rep = person(rng, false);
  const useSin = c.entityId === 'sole_proprietorship' && rng.chance(0.6);
  const sinDigits = luhn9(rng);
  const taxText = useSin ? rng.pick([sinDigits, `${sinDigits.slice(0, 3)} ${sinDigits.slice(3, 6)} ${sinDigits.slice(6)}`]) : c.bnText;
  const taxTruth: Truth = useSin ? { business_tax_id: sinDigits, business_tax_id_country: 'CA' } : c.bn ? { business_tax_id: c.bn, business_tax_id_country: 'CA' } : {};
  const hasTax = Boolean(taxText);
  const ownerRows: TextCell[][] = [0, 1, 2, 3].map((i) => {
    const o = c.owners[i];
    if (!o) return Array.from({ length: 6 }, () => T('', '', 0));
    return [T('', o.p.printed, 0, ownerName(i, o)), T('', o.role, 0, at(i, 'role', o.role)), T('', o.ownText, 0, at(i, 'ownership', o.own)),
      T('', o.sinText, 0, o.sinTruth), T('', o.dobText, 0, at(i, 'date_of_birth', o.dobIso)), T('', o.credit === null ? '' : String(o.credit), 0, at(i, 'credit_score', o.credit))];
  });
  const blocks: Block[] = [
    { k: 'head', text: 'APPLICANT BUSINESS' },
    { k: 'row', cells: [T('Legal Name:', c.legal, 0.6, { legal_name: c.legal }), tradeCell(c, 'Trade Name:', 0.4)] },
    { k: 'row', cells: [entityCheck(c, 'Business Type:', ['Corporation', 'Partnership', 'Sole Proprietorship', 'Co-operative', 'Non-profit'], 'Other:')] },
    { k: 'row', cells: [{ t: 'check', label: 'Incorporated:', options: ['Federally', 'Provincially', 'N/A'], w: 1, decoy: 'incorporation',
      checked: c.entityId === 'ca_corporation' ? rng.int(0, 1) : rng.chance(0.5) ? 2 : -1 }] },
    { k: 'row', cells: [{ t: 'check', label: 'Tax ID Type:', options: ['BN', 'SIN'], checked: hasTax ? (useSin ? 1 : 0) : -1, w: 0.42,
      ...(hasTax ? { truth: { business_tax_id_type: useSin ? 'SIN' : 'BN' } } : {}) }, T('Tax ID Number:', taxText, 0.58, taxTruth)] },
    { k: 'row', cells: [years ? T('Time in Business (yrs):', String(2024 - Number(c.startIso.slice(0, 4))), 0.4)
      : T(`Start Date${hint}:`, fmtDate(c.startIso, c.dates), 0.4, startTruth(c)), T('Type of Business:', c.industryText, 0.6, { industry: c.industry })] },
    { k: 'row', cells: [T('Address:', c.street, 0.6), T('City / Town:', c.city, 0.4)] },
    { k: 'row', cells: [T('Province:', c.provText, 0.3, provTruth(c)), T('Postal Code:', c.postal, 0.3), T('Phone:', phone(rng), 0.4)] },
    { k: 'row', cells: [{ t: 'check', label: 'Premises:', options: ['Own', 'Rent', 'Lease'], checked: rng.int(0, 2), w: 0.5 },
      D('Monthly Rent / Mortgage:', fmtMoney(rng.int(10, 80) * 100, c.money), 0.5, 'rent')] },
    { k: 'head', text: 'FUNDING' },
    { k: 'row', cells: [T('Funding Amount Requested:', fmtMoney(c.amount, c.money), 0.5, { requested_amount: c.amount }),
      T('Purpose:', rng.pick(['Seed and fertilizer', 'Equipment repair', 'Working capital', 'Expansion', 'Inventory']), 0.5)] },
    { k: 'row', cells: [freqCheck(c, 'Remittance Schedule:', ['Daily', 'Weekly', 'Bi-weekly', 'Monthly'], terms)] },
    { k: 'row', cells: [T('Remittance Amount:', terms ? fmtMoney(c.payment, c.money) : '', 0.5, { requested_payment: c.payment }),
      T('Number of Remittances:', terms ? String(c.nPayments) : '', 0.5, { number_of_payments: c.nPayments })] },
    { k: 'page' },
    { k: 'head', text: 'OWNERSHIP (ALL OWNERS OF 20% OR MORE)' },
    { k: 'table', cols: [{ label: 'Owner Name', w: 0.27 }, { label: 'Title', w: 0.15 }, { label: 'Ownership %', w: 0.11 }, { label: 'SIN', w: 0.15 },
      { label: `DOB${hint}`, w: 0.2 }, { label: 'Credit Score', w: 0.12 }], rows: ownerRows },
    { k: 'head', text: 'CURRENT ADVANCES / LOANS' },
    { k: 'table', cols: [{ label: 'Lender', w: 0.4 }, { label: 'Balance Owing', w: 0.3 }, { label: 'Payment', w: 0.3 }], rows: existing(rng, c.money, 3, 3) },
    { k: 'head', text: 'BANKING' },
    { k: 'row', cells: [D('Bank:', b.name, 0.34, 'bank'), D('Inst. #:', b.inst, 0.18, 'institution'), D('Transit #:', b.transit, 0.22, 'transit'), D('Account #:', b.acct, 0.26, 'account')] },
    { k: 'row', cells: [D('Accountant:', `${acct.first} ${acct.last}, CPA`, 0.55, 'accountant'), D('Accountant Phone:', phone(rng), 0.45, 'accountant_phone')] },
    { k: 'para', text: 'The undersigned authorizes Prairie Harvest Advance Corp. to verify the information provided, to obtain consumer and commercial ' +
      'credit reports, and to share this application with funding partners, in accordance with PIPEDA and applicable provincial privacy law.' },
    { k: 'sign', labels: ['Signature of Owner', 'Title', 'Date'] },
    { k: 'row', cells: [D('ISO / Broker:', `${rep.first} ${rep.last}`, 0.6, 'iso_rep'), D('ISO #:', `PH-${rng.digits(4)}`, 0.4, 'iso_id')] },
  ];
  return { theme: { title: 'PRAIRIE HARVEST ADVANCE CORP.', subtitle: 'Merchant Funding Application  -  Calgary, Alberta  -  Serving AB, SK & MB',
    accent: '#b5651d', labelFont: 'Helvetica', labelBold: 'Helvetica-Bold', labelPos: 'left', boxed: false, typedFont: 'Courier', header: 'band',
    footer: 'Prairie Harvest Advance Corp. - 700 2 St SW, Calgary AB T2P 2W2 - PHA-1 (rev. 03/2024)' }, blocks };
};

const atlanticTidewater: LayoutFn = (rng) => {
  const c = makeCase(rng, { lang: 'en', provs: ['NS', 'NB', 'PE', 'NL', 'NS'], maxOwners: 3, money: ['cad_post', 'en_cents', 'en'], dates: ['long_en', 'abbr'],
    shapes: true, bnShapes: ['rc_tight', 'rc_tight', 'bare', 'blank'] });
  const landlord = person(rng, false);
  const rep = person(rng, false);
  const blocks: Block[] = [
    { k: 'head', text: 'BUSINESS PROFILE' },
    { k: 'row', cells: [T('Legal Name of Business', c.legal, 0.55, { legal_name: c.legal }), tradeCell(c, 'O/A (Operating As)', 0.45)] },
    { k: 'row', cells: [{ ...T('Business Number (BN) - 9 digits + program account', c.bnText, 0.62, bnTruth(c)), comb: 15 },
      T('Type of Entity', c.entityText, 0.38, { type_of_entity: c.entityId })] },
    { k: 'row', cells: [T('Date Established', fmtDate(c.startIso, c.dates), 0.3, startTruth(c)), T('Type of Business', c.industryText, 0.45, { industry: c.industry }),
      T('Employees (FT/PT)', `${rng.int(1, 30)}/${rng.int(0, 12)}`, 0.25)] },
    { k: 'row', cells: [T('Civic Address', c.street, 0.45), T('Community', c.city, 0.2), T('Prov.', c.provText, 0.12, provTruth(c)), T('Postal Code', c.postal, 0.23)] },
    { k: 'row', cells: [D('Province of Registration', c.entityId === 'ca_corporation' ? rng.pick(['Federal', 'Nova Scotia', 'New Brunswick', 'Ontario']) : '', 0.3, 'incorporation'),
      T('Website', `www.${c.city.toLowerCase().replace(/[^a-z]/g, '')}${rng.int(1, 99)}.ca`, 0.35), T('Email', `admin@tidewater-client${rng.int(1, 99)}.ca`, 0.35)] },
    { k: 'head', text: 'REQUEST' },
    { k: 'row', cells: [T('Advance Amount Requested', fmtMoney(c.amount, c.money), 0.35, { requested_amount: c.amount }),
      T('Use of Proceeds', rng.pick(['Boat and gear refit before season', 'Inventory for tourist season', 'Working capital', 'New equipment']), 0.65)] },
  ];
  const shown = Math.max(2, c.owners.length);
  for (let i = 0; i < shown; i++) {
    const o = c.owners[i];
    blocks.push({ k: 'head', text: i < 2 ? `OWNER ${i + 1}` : 'ADDITIONAL OWNER' });
    if (!o) {
      blocks.push({ k: 'row', cells: [T('Name', '', 0.4), T('Position', '', 0.2), T('% Owned', '', 0.15), T('Self-reported Credit Score', '', 0.25)] },
        { k: 'row', cells: [T('SIN', '', 0.3), T('Date of Birth', '', 0.3), T('Residential Address', '', 0.4)] });
      continue;
    }
    blocks.push(
      { k: 'row', cells: [T('Name', o.p.printed, 0.4, ownerName(i, o)), T('Position', o.role, 0.2, at(i, 'role', o.role)), T('% Owned', o.ownText, 0.15, at(i, 'ownership', o.own)),
        T('Self-reported Credit Score', o.credit === null ? '' : String(o.credit), 0.25, at(i, 'credit_score', o.credit))] },
      { k: 'row', cells: [T('SIN', o.sinText, 0.3, o.sinTruth), T('Date of Birth', o.dobText, 0.3, at(i, 'date_of_birth', o.dobIso)), D('Residential Address', o.home, 0.4, 'owner_home')] },
    );
  }
  blocks.push(
    { k: 'head', text: 'EXISTING MERCHANT ADVANCES' },
    { k: 'table', cols: [{ label: 'Company', w: 0.4 }, { label: 'Balance', w: 0.3 }, { label: 'Payment', w: 0.3 }], rows: existing(rng, c.money, 2, 3) },
    { k: 'row', cells: [D('Landlord Name', `${landlord.first} ${landlord.last}`, 0.5, 'landlord'), D('Landlord Phone', phone(rng), 0.5, 'landlord_phone')] },
    { k: 'para', text: 'Each undersigned owner certifies the above is true and authorizes Atlantic Tidewater Finance Ltd. and its assignees to obtain credit ' +
      'bureau reports and to contact the financial institutions and references listed, consistent with PIPEDA.' },
    { k: 'sign', labels: ['Owner 1 Signature / Date', 'Owner 2 Signature / Date'] },
    { k: 'row', cells: [D('Broker / ISO Representative', `${rep.first} ${rep.last}`, 0.5, 'iso_rep'), D('Broker Phone', phone(rng), 0.5, 'iso_phone')] },
  );
  return { theme: { title: 'Atlantic Tidewater Finance Ltd.', subtitle: 'Small Business Advance Application - Halifax, Nova Scotia - serving NS, NB, PEI & NL',
    accent: '#7a1f2b', labelFont: 'Times-Roman', labelBold: 'Times-Bold', labelPos: 'above', boxed: true, typedFont: 'Courier', header: 'box',
    footer: 'Atlantic Tidewater Finance Ltd. - 1801 Hollis Street, Halifax NS B3J 3N4' }, blocks };
};

const LAYOUTS: Record<string, LayoutFn> = {
  'maple-ridge-capital': mapleRidge, 'financement-boreal': financementBoreal, 'coastal-pacific-funding': coastalPacific,
  'prairie-harvest-advance': prairieHarvest, 'atlantic-tidewater-finance': atlanticTidewater,
};

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from the placed values: only printed values are non-null. */
export function truthFrom(placed: PlacedValue[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.truth)) {
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path] = v;
    }
  }
  return app;
}

export async function generateIndependent266(layout: string, seed: number, opts: Independent266Options): Promise<Independent266Result> {
  const fn = LAYOUTS[layout];
  if (!fn) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live in AcroForm widgets');
  const rng = new Rng(`independent266:${layout}:${seed}`);
  const { theme, blocks } = fn(rng.fork('case'));
  const out = await render(blocks, theme, opts.style, `independent266:${layout}:${seed}:${opts.style}`);
  let pdf = out.pdf;
  if (opts.scan) pdf = (await scanPdf(pdf, opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER)).pdf;
  return { pdf, truth: truthFrom(out.placed), locations: out.placed, decoys: out.decoys, pages: out.pages, layout, seed, style: opts.style, scan: opts.scan };
}
