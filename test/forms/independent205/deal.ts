// One fictional deal of a French-speaking Canadian merchant (Quebec, Ontario, New Brunswick): the business, its
// owners, the request and the people and numbers around it that are not the applicant. Drawn from the seed alone, so
// the three styles print the same deal.
import type { Rng } from '../../statements/generator/prng.ts';
import { industryId, luhnDigit } from './rules.ts';

export type Province = 'QC' | 'ON' | 'NB';
export type Kind = 'corp' | 'numbered' | 'sole' | 'partnership';

export interface Address { street: string; city: string; province: Province; postal: string }

export interface Owner {
  first: string;
  middle: string | null;
  last: string;
  role: string;
  pct: number;
  sin: string;
  dob: string;
  score: number | null;
  home: Address;
  phone: string;
}

export interface Deal {
  kind: Kind;
  legalName: string;
  /** The operating name as the business would write it; the layout decides how a missing one is printed. */
  operatingName: string | null;
  industryText: string;
  industry: string;
  bn9: string;
  neq: string;
  tvq: string;
  address: Address;
  phone: string;
  email: string;
  website: string | null;
  incorporatedIn: string;
  startDate: string;
  employees: number;
  amount: number;
  useOfFunds: string;
  frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  payments: number;
  payment: number;
  monthlySales: number;
  bank: { name: string; transit: string; institution: string; account: string };
  landlord: { name: string; phone: string; rent: number };
  references: { name: string; phone: string }[];
  funders: { name: string; balance: number; payment: number }[];
  rep: { name: string; firm: string; phone: string };
  owners: Owner[];
  signDate: string;
}

const CITIES: Record<Province, [string, string][]> = {
  QC: [['Montréal', 'H2X'], ['Québec', 'G1R'], ['Laval', 'H7N'], ['Sherbrooke', 'J1H'], ['Trois-Rivières', 'G9A'], ['Gatineau', 'J8X'], ['Longueuil', 'J4K'], ['Rimouski', 'G5L']],
  ON: [['Ottawa', 'K1N'], ['Sudbury', 'P3A'], ['Hawkesbury', 'K6A'], ['Timmins', 'P4N'], ['Toronto', 'M5V'], ['Cornwall', 'K6H']],
  NB: [['Moncton', 'E1C'], ['Dieppe', 'E1A'], ['Edmundston', 'E3V'], ['Caraquet', 'E1W'], ['Shippagan', 'E8S'], ['Bathurst', 'E2A']],
};
const STREETS = ['rue Saint-Denis', 'boul. René-Lévesque Ouest', 'chemin de la Côte-Sainte-Catherine', 'avenue du Parc', 'rue Principale',
  'rue Champlain', 'boul. des Forges', 'rue King Ouest', 'chemin Sainte-Foy', 'rue de l\'Église', 'boul. Saint-Pierre Est', 'rue Notre-Dame'];
const FIRST = ['Jean-François', 'Marie-Ève', 'Marc-André', 'Anne-Marie', 'Pierre-Luc', 'Marie-Claude', 'Louis-Philippe', 'Jean-Sébastien',
  'Marie-Josée', 'Émilie', 'Geneviève', 'Mathieu', 'Stéphane', 'Hélène', 'Réjean', 'Ginette', 'Chantal', 'Normand', 'Isabelle', 'Luc'];
const LAST = ['Tremblay', 'Gagnon', 'Bélanger', 'Côté', 'Bouchard', 'Gauthier', 'de la Durantaye', 'St-Pierre', 'St-Onge', 'Des Rosiers',
  'D\'Amours', 'LeBlanc', 'Robichaud', 'Cormier', 'Thériault', 'de Champlain', 'Ste-Marie', 'Lévesque', 'Després', 'Arsenault', 'Du Tremblay'];
/** Printed activity -> it must contain an industries alias (English, as bilingual forms add it). */
const TRADES: [string, string, string][] = [
  ['Restaurant familial', 'Resto', 'Chez'], ['Pizzeria et livraison', 'Pizzeria', 'du Coin'], ['Salon de coiffure', 'Salon', 'Éclat'],
  ['Boutique de vêtements', 'Boutique', 'Mode'], ['Clinique dentaire (dental office)', 'Clinique dentaire', 'Sourire'],
  ['Garderie privée (daycare)', 'Garderie', 'Les Petits Pas'], ['Plomberie et chauffage (plumbing / HVAC)', 'Plomberie', 'Expert'],
  ['Traiteur / catering', 'Traiteur', 'Saveurs'], ['Gym et entraînement privé', 'Gym', 'Force'], ['Fleuriste (florist)', 'Fleurs', 'Pétales'],
  ['Motel et chalets', 'Motel', 'du Lac'], ['Transport local — dump truck', 'Transport', 'Express'], ['Pharmacie / drugstore', 'Pharmacie', 'Santé'],
  ['Entretien ménager (commercial cleaning)', 'Entretien', 'Net'], ['Aménagement paysager (landscaper)', 'Paysagement', 'Vert'],
  ['Dépanneur / convenience store', 'Dépanneur', 'du Village'], ['Atelier de mécanique (auto shop)', 'Garage', 'Pro'],
  ['Épicerie fine (grocery)', 'Épicerie', 'Fine'], ['Lave-auto (car wash)', 'Lave-auto', 'Éclair'], ['Clinique vétérinaire (veterinarian)', 'Clinique vétérinaire', 'Animo'],
];
const FIRMS = ['Capital Horizon', 'Avances Nordik', 'Fonds Boréal', 'Groupe Financier Atlas', 'Liquidité Plus', 'Marchand Capital'];
const BANKS = [['Desjardins', '815'], ['Banque Nationale', '006'], ['RBC Banque Royale', '003'], ['BMO', '001'], ['UNI Coopération financière', '829'], ['TD Canada Trust', '004']];

function pad(n: number, w = 2): string {
  return String(n).padStart(w, '0');
}

function isoDate(rng: Rng, y0: number, y1: number): string {
  return `${rng.int(y0, y1)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
}

function postal(rng: Rng, fsa: string): string {
  return `${fsa} ${rng.int(1, 9)}${rng.pick('ABCEGHJKLMNPRSTVWXYZ'.split(''))}${rng.int(0, 9)}`;
}

function phone(rng: Rng, province: Province): string {
  const area = { QC: ['514', '418', '819', '450'], ON: ['613', '705', '416'], NB: ['506'] }[province];
  return `${rng.pick(area)} ${rng.int(200, 989)}-${rng.digits(4)}`;
}

function address(rng: Rng, province: Province): Address {
  const [city, fsa] = rng.pick(CITIES[province]);
  return { street: `${rng.int(12, 9800)}, ${rng.pick(STREETS)}`, city, province, postal: postal(rng, fsa) };
}

/** A SIN's first digit tells the province of issue: 1 Atlantic, 2-3 Quebec, 4-5 Ontario. */
function sin(rng: Rng, province: Province): string {
  const head = { NB: '1', QC: rng.pick(['2', '3']), ON: rng.pick(['4', '5']) }[province];
  const eight = head + rng.digits(7);
  return eight + luhnDigit(eight);
}

function money(rng: Rng, lo: number, hi: number, step: number): number {
  return Math.round(rng.float(lo, hi) / step) * step;
}

export function makeDeal(rng: Rng): Deal {
  const province = rng.weighted<Province>([['QC', 5], ['ON', 2], ['NB', 2]]);
  const kind = rng.weighted<Kind>([['corp', 4], ['numbered', 2], ['sole', 2], ['partnership', 1]]);
  const nOwners = kind === 'sole' ? 1 : kind === 'partnership' ? 2 : rng.weighted([[1, 3], [2, 4], [3, 2]]);
  const used = new Set<string>();
  const owners: Owner[] = [];
  const shares = nOwners === 1 ? [100] : nOwners === 2 ? rng.pick([[50, 50], [60, 40], [51, 49], [75, 25]]) : rng.pick([[40, 35, 25], [50, 25, 25], [34, 33, 33]]);
  for (let i = 0; i < nOwners; i++) {
    let last = rng.pick(LAST);
    while (used.has(last)) last = rng.pick(LAST);
    used.add(last);
    const homeProv = rng.chance(0.8) ? province : rng.pick<Province>(['QC', 'ON', 'NB']);
    const role = kind === 'sole' ? rng.pick(['Propriétaire unique', 'Propriétaire']) : kind === 'partnership' ? rng.pick(['Associé', 'Associé gérant'])
      : i === 0 ? rng.pick(['Président', 'Présidente-directrice générale', 'Président et actionnaire']) : rng.pick(['Vice-président', 'Secrétaire-trésorière', 'Actionnaire', 'Directeur des opérations']);
    owners.push({ first: rng.pick(FIRST), middle: rng.chance(0.2) ? rng.pick(['J.', 'M.', 'A.', 'R.']) : null, last, role, pct: shares[i]!,
      sin: sin(rng, homeProv), dob: isoDate(rng, 1958, 1996), score: rng.chance(0.5) ? rng.int(560, 810) : null,
      home: address(rng, homeProv), phone: phone(rng, homeProv) });
  }
  const [industryText, word, flourish] = rng.pick(TRADES);
  const o0 = owners[0]!;
  const suffix = rng.pick(['inc.', 'Inc.', 'ltée', 'Ltée']);
  const numbered = province === 'QC' ? `${rng.int(9000, 9499)}-${rng.digits(4)} Québec inc.` : province === 'ON' ? `${rng.int(1000000, 2899999)} Ontario Inc.`
    : `${rng.int(500000, 729999)} N.-B. ltée`;
  const legalName = kind === 'corp' ? `${word} ${o0.last} ${suffix}` : kind === 'numbered' ? numbered : kind === 'sole' ? `${o0.first} ${o0.last}`
    : `${o0.last} & ${owners[1]!.last} S.E.N.C.`;
  const operatingName = kind === 'numbered' || kind === 'sole' ? `${word} ${flourish}` : rng.chance(0.55) ? `${word} ${flourish}` : null;
  const amount = money(rng, 15000, 250000, 500);
  const frequency = rng.weighted<Deal['frequency']>([['daily', 4], ['weekly', 3], ['biweekly', 1], ['monthly', 1]]);
  const payments = { daily: rng.pick([60, 80, 100, 120, 140]), weekly: rng.pick([20, 26, 32, 40, 52]), biweekly: rng.pick([12, 16, 20, 26]), monthly: rng.pick([6, 9, 12]) }[frequency];
  const payment = Math.round((amount * rng.float(1.22, 1.45) / payments) * 100) / 100;
  const home = owners.map((o) => o.last);
  const [bankName, institution] = rng.pick(BANKS) as [string, string];
  const bn8 = String(rng.int(10000000, 89999999));
  return {
    kind, legalName, operatingName, industryText, industry: industryId(industryText) ?? 'unmatched', bn9: bn8 + luhnDigit(bn8),
    neq: `${rng.pick(['11', '22', '33'])}${rng.digits(8)}`, tvq: `${rng.int(1000000000, 1299999999)}`,
    address: address(rng, province), phone: phone(rng, province),
    email: `info@${word.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}${o0.last.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.ca`,
    website: rng.chance(0.5) ? `www.${word.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}-${flourish.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.ca` : null,
    incorporatedIn: rng.pick(['Fédéral (LCSA)', 'Québec (LSAQ)', 'Ontario', 'Nouveau-Brunswick', 'Canada']),
    startDate: isoDate(rng, 2004, 2023), employees: rng.int(1, 45), amount,
    useOfFunds: rng.pick(['Achat d\'inventaire', 'Fonds de roulement', 'Rénovation du local', 'Achat d\'équipement', 'Consolidation de dettes']),
    frequency, payments, payment, monthlySales: money(rng, 18000, 180000, 100),
    bank: { name: bankName, transit: rng.digits(5), institution, account: rng.digits(7) },
    landlord: { name: `Immeubles ${rng.pick(LAST.filter((l) => !home.includes(l)))} inc.`, phone: phone(rng, province), rent: money(rng, 1200, 9000, 50) },
    references: [0, 1].map(() => ({ name: `${rng.pick(['Distribution', 'Fournitures', 'Emballages', 'Alimentation'])} ${rng.pick(LAST.filter((l) => !home.includes(l)))}`, phone: phone(rng, province) })),
    funders: rng.chance(0.55) ? [{ name: rng.pick(FIRMS), balance: money(rng, 4000, 60000, 10), payment: money(rng, 90, 900, 1) }] : [],
    rep: { name: `${rng.pick(FIRST)} ${rng.pick(LAST.filter((l) => !home.includes(l)))}`, firm: '', phone: phone(rng, province) },
    owners, signDate: isoDate(rng, 2025, 2025),
  };
}
