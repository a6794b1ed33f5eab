// The fictional Canadian merchant behind one form: business, request, owners, and the people and numbers around it
// that are not the application's (landlord, bank, references, ISO rep, funders). Drawn from the seed only, never
// from the style, so a typed, a handwritten and a fillable form of one seed share one truth.
import type { Rng } from '../../statements/generator/prng.ts';
import { industryOf, isoDate, luhnComplete } from './format.ts';

/** The forms are dated early January 2026 (their signatures too): a fixed year, so a seed's bytes never change. */
export const FORM_YEAR = 2026;

export interface Address { street: string; city: string; province: string; postal: string }

export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null;
  title: string; pct: number; sin: string; dob: string; score: number; home: Address;
}

export type Entity = 'ca_corporation' | 'general_partnership' | 'sole_proprietorship' | 'limited_partnership';
export type Frequency = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Merchant {
  address: Address; phone: string; email: string; website: string | null; employees: number;
  entity: Entity; legal: string; operating: string; industryText: string; industry: string;
  bn: string; program: string; neq: string | null; qst: string; incorporatedIn: string;
  start: string; requested: number; payment: number; payments: number; frequency: Frequency; useOfFunds: string;
  monthlySales: number; annualRevenue: number;
  owners: Owner[];
  landlord: { name: string; phone: string; rent: number };
  bank: { name: string; transit: string; institution: string; account: string };
  references: { name: string; phone: string }[];
  advances: { funder: string; balance: number; payment: number }[];
  iso: { company: string; rep: string; phone: string; email: string; id: string };
}

// Cities with their postal letter and area code, so a form's address is self-consistent.
const CITIES: Record<string, [string, string, string][]> = {
  QC: [['Montréal', 'H', '514'], ['Québec', 'G', '418'], ['Laval', 'H', '450'], ['Gatineau', 'J', '819'], ['Sherbrooke', 'J', '819'],
    ['Trois-Rivières', 'G', '819'], ['Saguenay', 'G', '418'], ['Longueuil', 'J', '450'], ['Rimouski', 'G', '418']],
  ON: [['Toronto', 'M', '416'], ['Ottawa', 'K', '613'], ['Mississauga', 'L', '905'], ['Hamilton', 'L', '905'], ['London', 'N', '519'], ['Sudbury', 'P', '705']],
  BC: [['Vancouver', 'V', '604'], ['Surrey', 'V', '604'], ['Kelowna', 'V', '250'], ['Victoria', 'V', '250']],
  AB: [['Calgary', 'T', '403'], ['Edmonton', 'T', '780'], ['Red Deer', 'T', '403'], ['Lethbridge', 'T', '403']],
  MB: [['Winnipeg', 'R', '204'], ['Brandon', 'R', '204'], ['Saint-Boniface', 'R', '204']],
  SK: [['Regina', 'S', '306'], ['Saskatoon', 'S', '306']],
  NB: [['Moncton', 'E', '506'], ['Dieppe', 'E', '506'], ['Fredericton', 'E', '506'], ['Edmundston', 'E', '506'], ['Caraquet', 'E', '506']],
  NS: [['Halifax', 'B', '902'], ['Dartmouth', 'B', '902'], ['Chéticamp', 'B', '902']],
  NL: [["St. John's", 'A', '709'], ['Corner Brook', 'A', '709']],
  PE: [['Charlottetown', 'C', '902'], ['Summerside', 'C', '902']],
  YT: [['Whitehorse', 'Y', '867']],
  NT: [['Yellowknife', 'X', '867']],
};

const FRENCH_PROVINCES = new Set(['QC', 'NB']);
const STREETS_FR = ['rue Saint-Denis', 'boul. Taschereau', 'rue Principale', 'ch. de la Côte-des-Neiges', 'av. du Parc', 'rue King O.',
  'boul. des Laurentides', 'rue Notre-Dame E.', "rue de l'Église", 'boul. Saint-Joseph'];
const STREETS_EN = ['Queen St. W', 'Main Street', '17 Ave SW', 'Portage Ave', 'Water Street', 'Albert St.', 'Kingsway', 'Elm Drive',
  'Mountain Rd', 'Jasper Avenue'];

// [French, English] first names by [masculine, feminine], so a French title can agree with its owner.
const FIRST: [string[], string[]][] = [
  [['Jean-François', 'Étienne', 'Mathieu', 'Luc', 'Frédéric', 'Benoît', 'Marc-André', 'Rémi', 'Sébastien'],
    ['Marie-Ève', 'Chloé', 'Geneviève', 'Sophie', 'Isabelle', 'Josée', 'Nathalie', 'Hélène', 'Annie']],
  [['Liam', 'Wei', 'Connor', 'Amir', 'Kevin', 'Ryan'], ['Olivia', 'Priya', 'Emma', 'Hannah', 'Jasmine', 'Mei']],
];
const LAST = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Pelletier', 'Bélanger',
  'Lévesque', 'St-Pierre', "D'Amours", 'de la Fontaine', 'Côté-Rioux', 'Leblanc', 'Cormier', 'MacNeil', "O'Brien", 'Nguyen',
  'Singh', 'Van der Berg', 'Thibodeau-Landry', 'Boudreau', 'Arsenault'];
const CREDENTIALS = ['CPA', 'ing.', 'MBA'];

// Descriptions of the business as owners write them, half French, half English. Each one's industry is read by
// applications.md's rule (industryOf) and the test proves every one resolves.
const BUSINESSES: { text: string; fr: string[]; en: string[] }[] = [
  { text: 'Restaurant / Pizzeria', fr: ['Pizzeria {X}', 'Restaurant Chez {P}'], en: ['{X} Pizza Kitchen'] },
  { text: 'Boulangerie, bakery cafe', fr: ['Boulangerie {X}'], en: ['{X} Bakehouse'] },
  { text: 'Salon de coiffure / Hair salon', fr: ['Salon {P}', 'Coiffure {X}'], en: ['{X} Hair Studio'] },
  { text: 'Mechanic - garage automobile', fr: ['Garage {P}', 'Mécanique {X}'], en: ['{X} Auto Service'] },
  { text: 'Plumbing & heating / Plomberie', fr: ['Plomberie {P}'], en: ['{X} Plumbing'] },
  { text: 'Dépanneur / Convenience store', fr: ['Dépanneur {X}'], en: ['{X} Variety'] },
  { text: 'Moving company / Déménagement', fr: ['Déménagement {P}'], en: ['{X} Movers'] },
  { text: 'Dental office / Clinique dentaire', fr: ['Clinique dentaire {X}'], en: ['{X} Dental Centre'] },
  { text: 'Landscaping & snow removal', fr: ['Paysagement {X}'], en: ['{X} Landscaping'] },
  { text: 'General contractor / Entrepreneur général', fr: ['Construction {P}'], en: ['{X} Builders'] },
  { text: 'Daycare / Garderie', fr: ['Garderie {X}'], en: ['{X} Early Learning'] },
  { text: 'Gym / centre de conditionnement', fr: ['Gym {X}'], en: ['{X} Fitness'] },
  { text: 'Florist / Fleuriste', fr: ['Fleuriste {X}'], en: ['{X} Flowers'] },
  { text: 'Veterinary clinic / Clinique vétérinaire', fr: ['Clinique vétérinaire {X}'], en: ['{X} Animal Hospital'] },
  { text: 'Drug store / Pharmacie', fr: ['Pharmacie {P}'], en: ['{X} Drug Mart'] },
  { text: 'Hotel / Auberge', fr: ['Auberge {X}'], en: ['{X} Inn'] },
  { text: 'Bar / Brasserie', fr: ['Brasserie {X}'], en: ['{X} Tap House'] },
  { text: 'Dry cleaner / Nettoyeur', fr: ['Nettoyeur {X}'], en: ['{X} Cleaners'] },
  { text: 'Bookkeeping / Tenue de livres', fr: ['Comptabilité {P}'], en: ['{X} Bookkeeping'] },
  { text: 'IT services / Services informatiques', fr: ['Informatique {X}'], en: ['{X} Tech Solutions'] },
  { text: 'Food truck / Cuisine de rue', fr: ['Cuisine de rue {X}'], en: ['{X} Street Eats'] },
  { text: 'Electrician / Électricien', fr: ['Électricité {P}'], en: ['{X} Electric'] },
  { text: 'Épicerie fine, deli', fr: ['Épicerie {X}'], en: ['{X} Fine Foods'] },
  { text: 'Trucking - long haul trucking', fr: ['Transport {P}'], en: ['{X} Freightways'] },
];
const PLACES = ['Saint-Laurent', 'du Plateau', 'Beaumont', 'Boréal', 'Maple Leaf', 'Northern Lights', 'Bellevue', 'Rivière-Rouge',
  'Cap-Rouge', 'Prairie', 'Harbourview', 'Lac-Vert', 'Les Cèdres', 'Gold Coast', 'Belle-Île'];

export const BUSINESS_TEXTS: readonly string[] = BUSINESSES.map((b) => b.text);

const BANKS: [string, string][] = [['Desjardins', '815'], ['Banque Nationale', '006'], ['RBC Banque Royale', '003'], ['TD Canada Trust', '004'],
  ['BMO', '001'], ['Scotiabank', '002'], ['CIBC', '010'], ['ATB Financial', '219']];
const FUNDERS = ['Rapid Capital Funding', 'Lendini Canada', 'Merchant Growth', 'Avance Express Inc.', 'Northline Advance', 'Capital Sablier'];

/** A name as it goes in an e-mail address or a domain: no accents, no spaces. */
const plain = (s: string): string => s.normalize('NFD').toLowerCase().replace(/[^a-z]/g, '');

function pickCity(rng: Rng, prov: string): [string, string, string] {
  return rng.pick(CITIES[prov] ?? CITIES.QC!);
}

function postal(rng: Rng, letter: string): string {
  const L = 'ABCEGHJKLMNPRSTVWXYZ';
  return `${letter}${rng.int(0, 9)}${rng.pick([...L])} ${rng.int(0, 9)}${rng.pick([...L])}${rng.int(0, 9)}`;
}

export function address(rng: Rng, prov: string): Address {
  const [city, letter] = pickCity(rng, prov);
  const fr = FRENCH_PROVINCES.has(prov) && rng.chance(0.8);
  const street = fr ? `${rng.int(10, 9800)}, ${rng.pick(STREETS_FR)}` : `${rng.int(10, 9800)} ${rng.pick(STREETS_EN)}`;
  return { street, city, province: prov, postal: postal(rng, letter) };
}

function phone(rng: Rng, area: string): string {
  return `(${area}) ${rng.int(200, 989)}-${rng.digits(4)}`;
}

function owner(rng: Rng, prov: string, titles: [string, string][], pct: number): Owner {
  const fr = FRENCH_PROVINCES.has(prov) ? rng.chance(0.8) : rng.chance(0.3);
  const y = FORM_YEAR - rng.int(24, 68);
  const female: 0 | 1 = rng.chance(0.45) ? 1 : 0;
  return {
    first: rng.pick(FIRST[fr ? 0 : 1]![female]!), title: rng.pick(titles)[female], middle: rng.chance(0.2) ? `${rng.pick([...'ABCDJLMPRS'])}.` : null,
    last: rng.pick(LAST), credential: rng.chance(0.08) ? rng.pick(CREDENTIALS) : null, pct,
    // SINs starting 1-7 are permanent residents' and citizens' (9 is a temporary resident's: kept out for plainness).
    sin: luhnComplete(`${rng.int(1, 7)}${rng.digits(7)}`), dob: isoDate(y, rng.int(1, 12), rng.int(1, 28)),
    score: rng.int(540, 815), home: address(rng, rng.chance(0.85) ? prov : rng.pick(['QC', 'ON', 'NB', 'AB'])),
  };
}

/** Ownership shares summing to 100 (sometimes less: an investor under 20 % is left off the form). */
function shares(rng: Rng, n: number): number[] {
  if (n === 1) return [rng.chance(0.85) ? 100 : rng.pick([51, 75, 80])];
  if (n === 2) return rng.pick([[50, 50], [60, 40], [51, 49], [70, 30], [75, 25]]);
  if (n === 3) return rng.pick([[34, 33, 33], [40, 30, 30], [50, 25, 25], [33.34, 33.33, 33.33]]);
  return rng.pick([[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]);
}

function legalName(rng: Rng, entity: Entity, prov: string, business: string, owners: Owner[]): string {
  const o = owners[0]!;
  if (entity === 'sole_proprietorship') return `${o.first} ${o.last}`;
  if (entity === 'general_partnership') return rng.pick([`${o.last} & ${owners[1]!.last} S.E.N.C.`, `${business} S.E.N.C.`, `${o.last} & Associés`]);
  if (entity === 'limited_partnership') return `${business} S.E.C.`;
  // Numbered companies are common in Quebec and Ontario; the operating name is then the only readable name.
  const numbered = rng.chance(0.3);
  if (numbered && prov === 'QC') return `${rng.int(9000, 9499)}-${rng.digits(4)} Québec inc.`;
  if (numbered) return rng.pick([`${rng.int(1000000, 2999999)} Ontario Inc.`, `${rng.int(10000000, 16999999)} Canada Inc.`,
    `${rng.int(1000000, 2599999)} Alberta Ltd.`]);
  return `${business} ${rng.pick(FRENCH_PROVINCES.has(prov) ? ['inc.', 'Inc.', 'Ltée', 'Limitée'] : ['Inc.', 'Ltd.', 'Corp.', 'Limited'])}`;
}

export function merchant(rng: Rng, provinces: readonly (readonly [string, number])[], maxOwners: number): Merchant {
  const prov = rng.weighted(provinces);
  const [, , area] = pickCity(rng, prov);
  const addr = address(rng, prov);
  const b = rng.pick(BUSINESSES);
  const industry = industryOf(b.text);
  if (!industry) throw new Error(`unreadable business description ${b.text}`);
  const entity = rng.weighted<Entity>([['ca_corporation', 6], ['sole_proprietorship', 2], ['general_partnership', 1.5], ['limited_partnership', 0.4]]);
  const n = entity === 'sole_proprietorship' ? 1 : entity === 'general_partnership' ? rng.int(2, Math.min(3, maxOwners))
    : rng.weighted([[1, 4], [2, 4], [3, 1.5], [4, 1]].filter(([k]) => k! <= maxOwners) as [number, number][]);
  const pct = entity === 'sole_proprietorship' ? [100] : shares(rng, n);
  // [masculine, feminine] titles; the first two of each list are the first owner's.
  const titles: [string, string][] = entity === 'general_partnership' ? [['Associé', 'Associée'], ['Partner', 'Partner'],
    ['Associé directeur', 'Associée directrice']]
    : entity === 'sole_proprietorship' ? [['Propriétaire', 'Propriétaire'], ['Owner', 'Owner'], ['Propriétaire unique', 'Propriétaire unique']]
      : [['Président', 'Présidente'], ['President', 'President'], ['Vice-président', 'Vice-présidente'], ['Secrétaire-trésorier', 'Secrétaire-trésorière'],
        ['CEO', 'CEO'], ['Directeur général', 'Directrice générale'], ['Director', 'Director']];
  const owners = pct.map((p, i) => owner(rng, prov, i === 0 ? titles.slice(0, 2) : titles, p));
  const stem = rng.pick(PLACES);
  const fr = FRENCH_PROVINCES.has(prov) ? rng.chance(0.8) : rng.chance(0.25);
  const business = rng.pick(fr ? b.fr : b.en).replace('{X}', stem).replace('{P}', owners[0]!.last);
  const start = isoDate(FORM_YEAR - rng.int(2, 24), rng.int(1, 12), rng.int(1, 28));
  const requested = rng.pick([500, 1000, 2500, 5000])! * rng.int(4, 80);
  const frequency = rng.weighted<Frequency>([['daily', 3], ['weekly', 4], ['biweekly', 1.5], ['monthly', 0.8]]);
  const payments = frequency === 'daily' ? rng.pick([100, 120, 140, 160, 180]) : frequency === 'weekly' ? rng.pick([26, 36, 40, 52])
    : frequency === 'biweekly' ? rng.pick([13, 18, 26]) : rng.pick([6, 9, 12]);
  const payment = Math.round((requested * rng.float(1.22, 1.45) * 100) / payments) / 100;
  const monthlySales = rng.int(18, 400) * 1000 + rng.pick([0, 250, 500]);
  const bank = rng.pick(BANKS);
  const iso = rng.pick(['Mélanie Caron', 'Derek Mills', 'Yannick Paquette', 'Sandra Oliveira', 'Hugo Desrosiers']);
  return {
    address: addr, phone: phone(rng, area), email: `${rng.pick(['info', 'admin', 'compta', 'contact'])}@${plain(stem)}.ca`,
    website: rng.chance(0.5) ? `www.${plain(stem)}.ca` : null, employees: rng.int(1, 60),
    entity, legal: legalName(rng, entity, prov, business, owners), operating: business, industryText: b.text, industry,
    bn: luhnComplete(`${rng.int(7, 8)}${rng.digits(7)}`), program: rng.pick(['RC0001', 'RT0001', 'RC0002']),
    neq: prov === 'QC' ? `11${rng.digits(8)}` : null, qst: `1${rng.digits(9)}TQ0001`,
    incorporatedIn: rng.pick(['Fédérale (LCSA) / Federal (CBCA)', 'Canada (CBCA)', prov === 'QC' ? 'Québec (LSAQ)' : 'Ontario (OBCA)']),
    start, requested, payment, payments, frequency,
    useOfFunds: rng.pick(['Inventaire / Inventory', 'Fonds de roulement', 'Working capital', 'Équipement', 'Rénovations', 'Expansion', 'Payroll']),
    monthlySales, annualRevenue: monthlySales * 12 + rng.int(-40, 40) * 1000, owners,
    landlord: { name: rng.pick(['Gestion Immobilière Laurier', 'Placements Rivard inc.', 'Cadillac Fairview', 'Morguard', 'Jean Bérubé']),
      phone: phone(rng, area), rent: rng.int(12, 90) * 100 },
    bank: { name: bank[0], institution: bank[1], transit: rng.digits(5), account: rng.digits(7) },
    references: [0, 1, 2].map(() => ({ name: rng.pick(['Sysco Québec', 'Gordon Food Service', 'Métro Plus', 'Home Hardware', 'Uline Canada',
      'Lussier Distribution', 'Wajax', 'Canac']), phone: phone(rng, area) })),
    advances: rng.chance(0.5) ? rng.shuffle([...FUNDERS]).slice(0, rng.int(1, 2)).map((funder) => ({ funder,
      balance: rng.int(30, 900) * 100, payment: rng.int(50, 900) + rng.pick([0, 0.5, 0.25]) })) : [],
    iso: { company: rng.pick(['Solutions Financières Horizon', 'Brightpath ISO', 'Groupe Conseil Vigie']), rep: iso,
      phone: phone(rng, rng.pick(['514', '416', '403', '506'])), email: `${plain(iso.split(' ')[0]!)}@iso.ca`, id: `ISO-${rng.digits(5)}` },
  };
}
