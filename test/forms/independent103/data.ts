// One fictional Canadian merchant and its owners, drawn from the seed only (never from the style or the scan). Every
// printed variant a layout may choose is decided here or by the layout from this same data Rng.
import type { Rng } from '../../statements/generator/prng.ts';

export interface Address { street: string; city: string; prov: string; postal: string }
export interface Owner {
  first: string; last: string; middle: string | null; title: string; titleFr: string; pct: number;
  sin: string; masked: boolean; dob: string; home: Address; credit: number | null; cell: string; email: string;
}
export interface Entity { id: string; en: string; fr: string; box: 'corp' | 'partnership' | 'sole' | 'other' }
export interface Industry { id: string; en: string; fr: string }
export interface Merchant {
  fr: boolean; legal: string; trade: string | null; entity: Entity; industry: Industry;
  bn9: string; program: string; gstLine: string; qst: string; neq: string; provCorpNo: string; federalCorpNo: string;
  addr: Address; phone: string; email: string; website: string | null;
  start: string; employees: number; monthly: number; amount: number; useEn: string; useFr: string;
  freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; payments: number; payment: number;
  owners: Owner[]; soleBySin: boolean;
  bank: { name: string; inst: string; transit: string; account: string };
  landlord: { name: string; phone: string; rent: number };
  refs: { name: string; phone: string }[]; advances: { funder: string; balance: number; payment: number }[];
  rep: { name: string; id: string }; accountant: string;
}

const CITIES: Record<string, [string, string, string][]> = {
  QC: [['Montréal', 'H', '514'], ['Laval', 'H', '450'], ['Québec', 'G', '418'], ['Gatineau', 'J', '819'], ['Sherbrooke', 'J', '819'], ['Trois-Rivières', 'G', '819'], ['Longueuil', 'J', '450']],
  ON: [['Toronto', 'M', '416'], ['Ottawa', 'K', '613'], ['Mississauga', 'L', '905'], ['Hamilton', 'L', '905'], ['London', 'N', '519'], ['Sudbury', 'P', '705']],
  BC: [['Vancouver', 'V', '604'], ['Surrey', 'V', '604'], ['Kelowna', 'V', '250'], ['Victoria', 'V', '250']],
  AB: [['Calgary', 'T', '403'], ['Edmonton', 'T', '780'], ['Red Deer', 'T', '403']],
  MB: [['Winnipeg', 'R', '204'], ['Brandon', 'R', '204']],
  SK: [['Saskatoon', 'S', '306'], ['Regina', 'S', '306']],
  NS: [['Halifax', 'B', '902'], ['Dartmouth', 'B', '902']],
  NB: [['Moncton', 'E', '506'], ['Fredericton', 'E', '506'], ['Dieppe', 'E', '506']],
  NL: [["St. John's", 'A', '709']],
  PE: [['Charlottetown', 'C', '902']],
};
export const PROV_EN: Record<string, string> = { QC: 'Quebec', ON: 'Ontario', BC: 'British Columbia', AB: 'Alberta', MB: 'Manitoba', SK: 'Saskatchewan',
  NS: 'Nova Scotia', NB: 'New Brunswick', NL: 'Newfoundland and Labrador', PE: 'Prince Edward Island' };
export const PROV_FR: Record<string, string> = { QC: 'Québec', ON: 'Ontario', BC: 'Colombie-Britannique', AB: 'Alberta', MB: 'Manitoba', SK: 'Saskatchewan',
  NS: 'Nouvelle-Écosse', NB: 'Nouveau-Brunswick', NL: 'Terre-Neuve-et-Labrador', PE: 'Île-du-Prince-Édouard' };
const STREETS_FR = ['rue Sainte-Catherine Ouest', 'boul. René-Lévesque Est', 'rue Saint-Denis', 'chemin de la Côte-des-Neiges', 'boul. Saint-Laurent', 'rue King Ouest', 'av. du Mont-Royal Est'];
const STREETS_EN = ['King St W', 'Kingsway', 'Jasper Ave NW', 'Barrington St', 'Portage Ave', '8th Street E', 'Main Street', 'Dundas St E', 'Macleod Trail SE', 'Granville St'];
const FIRST_FR = ['Jean-François', 'Marie-Ève', 'Mathieu', 'Stéphanie', 'Sébastien', 'Geneviève', 'Nathalie', 'Étienne', 'Luc', 'Josée', 'Chantal', 'Pierre-Luc', 'Hélène', 'François'];
const FIRST_EN = ['Liam', 'Emma', 'Connor', 'Olivia', 'Brent', 'Kayla', 'Graham', 'Heather', 'Tyler', 'Harpreet', 'Gurpreet', 'Wei', 'Minh', 'Priya', 'Omar', 'Fatima', 'Rajesh', 'Siobhan'];
const LAST_FR = ['Tremblay', 'Gagnon', 'Côté', 'Bouchard', 'Gauthier', 'Lavoie', 'Bélanger', 'Lévesque', 'Pelletier', 'St-Pierre', "D'Amours", 'Gagnon-Roy', 'Des Rosiers', 'Ouellet', 'Poirier', 'Thibault'];
const LAST_EN = ['MacDonald', 'Campbell', 'Fraser', "O'Brien", 'MacLeod', 'Thompson', 'Singh', 'Patel', 'Nguyen', 'Chen', 'Wong', 'Dhillon', 'Sandhu', 'Haddad', 'Ferreira', 'Van der Berg', 'Kowalczyk'];
const TITLES: [string, string][] = [['President', 'Président'], ['Director', 'Administrateur'], ['Owner', 'Propriétaire'], ['Secretary-Treasurer', 'Secrétaire-trésorier'],
  ['Vice-President', 'Vice-président'], ['CEO', 'Chef de la direction'], ['Partner', 'Associé']];
// Printed "type of business" text -> the industries reference id by the longest alias/label contained, word-bounded
// (checked against /work/shared/reference/industries.json when written).
export const INDUSTRIES: Industry[] = [
  { id: 'restaurant', en: 'Italian restaurant', fr: 'Restaurant familial' },
  { id: 'restaurant', en: 'Coffee shop', fr: 'Pizzeria' },
  { id: 'personal_care', en: 'Hair salon', fr: 'Salon de coiffure' },
  { id: 'personal_care', en: 'Nail salon & spa', fr: 'Spa et soins esthétiques' },
  { id: 'specialty_trade_contractor', en: 'Plumbing & heating', fr: 'Plomberie (plumbing)' },
  { id: 'specialty_trade_contractor', en: 'Roofing contractor', fr: 'Toitures (roofing)' },
  { id: 'auto_repair', en: 'Auto body shop', fr: 'Carrosserie (body shop)' },
  { id: 'convenience_store', en: 'Convenience store', fr: 'Dépanneur (convenience store)' },
  { id: 'dental_practice', en: 'Dental office', fr: 'Bureau de dentiste (dental office)' },
  { id: 'veterinary', en: 'Veterinary clinic', fr: 'Hôpital vétérinaire (animal hospital)' },
  { id: 'landscaping', en: 'Landscaping & snow removal', fr: 'Paysagement et déneigement (snow removal)' },
  { id: 'trucking_long_haul', en: 'Long haul trucking', fr: 'Transport - long haul trucking' },
  { id: 'trucking_local', en: 'Moving company', fr: 'Déménagement (movers)' },
  { id: 'childcare', en: 'Daycare', fr: 'Garderie privée (daycare)' },
  { id: 'bar_nightclub', en: 'Sports bar & grill', fr: 'Bar / pub' },
  { id: 'retail_general', en: 'Clothing store', fr: 'Boutique de vêtements' },
  { id: 'pet_services', en: 'Pet grooming', fr: 'Toilettage (pet grooming)' },
  { id: 'fitness', en: 'Gym', fr: 'Gym et entraînement' },
  { id: 'hotel_motel', en: 'Motel', fr: 'Motel' },
  { id: 'food_truck_catering', en: 'Catering', fr: 'Traiteur (catering)' },
  { id: 'grocery', en: 'Grocery store', fr: 'Épicerie (grocery)' },
  { id: 'car_wash', en: 'Car wash', fr: 'Lave-auto (car wash)' },
  { id: 'general_contractor', en: 'General contractor', fr: 'Entrepreneur général (general contractor)' },
  { id: 'dry_cleaning', en: 'Dry cleaner', fr: 'Nettoyeur (dry cleaner)' },
];
const FUNDERS = ['Northpoint Revenue Capital', 'Lumen Merchant Funding', 'Boreal Advance Corp.', 'Cascade Receivables Ltd.', 'Fonds Marchand Horizon'];
const BANKS: [string, string][] = [['RBC Royal Bank', '003'], ['TD Canada Trust', '004'], ['BMO Bank of Montreal', '001'], ['Scotiabank', '002'], ['CIBC', '010'],
  ['Banque Nationale', '006'], ['Desjardins', '815'], ['ATB Financial', '219']];
const STEMS = ['Northern Lights', 'Harbourfront', 'Maple Ridge', 'Aurora', 'Boréal', 'Saint-Laurent', 'Lakeshore', 'Chinook', 'Cedar Point', 'Bluenose', 'Mont-Royal', 'Fraser Valley', 'Prairie Sky', 'Laurentien'];

export function luhn9(rng: Rng, first: number): string {
  const d = [first, ...Array.from({ length: 7 }, () => rng.int(0, 9))];
  for (let c = 0; c <= 9; c++) if (luhnOk([...d, c].join(''))) return [...d, c].join('');
  throw new Error('unreachable');
}
export function luhnOk(s: string): boolean {
  let sum = 0;
  for (let i = 0; i < s.length; i++) { let v = Number(s[s.length - 1 - i]); if (i % 2) { v *= 2; if (v > 9) v -= 9; } sum += v; }
  return sum % 10 === 0;
}
function postal(rng: Rng, letter: string): string {
  const L = 'ABCEGHJKLMNPRSTVWXYZ', M = 'ABCEGHJKLMNPRSTVXY';
  return `${letter}${rng.int(0, 9)}${rng.pick(M.split(''))} ${rng.int(1, 9)}${rng.pick(L.split(''))}${rng.int(0, 9)}`;
}
function address(rng: Rng, prov: string): Address {
  const [city, letter] = rng.pick(CITIES[prov]!);
  const street = prov === 'QC' ? rng.pick(STREETS_FR) : rng.pick(STREETS_EN);
  return { street: `${rng.int(12, 9800)} ${street}`, city, prov, postal: postal(rng, letter) };
}
export function isoDate(y: number, m: number, d: number): string { return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`; }
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z]/g, '').toLowerCase();

function entity(rng: Rng, prov: string): Entity {
  const kind = rng.weighted([['corp', 60], ['sole', 14], ['partnership', 12], ['ulc', ['AB', 'BC', 'NS'].includes(prov) ? 8 : 0], ['lp', 3], ['coop', 3]] as const);
  switch (kind) {
    case 'corp': return { id: 'ca_corporation', en: rng.pick(['Corporation', 'Inc.', 'Ltd.', 'Limited', 'Corp.', 'Incorporated']), fr: rng.pick(['Société par actions', 'Compagnie', 'Inc.', 'Ltée']), box: 'corp' };
    case 'sole': return { id: 'sole_proprietorship', en: rng.pick(['Sole Proprietorship', 'Sole Proprietor', 'Self-employed']), fr: rng.pick(['Entreprise individuelle', 'Travailleur autonome']), box: 'sole' };
    case 'partnership': return { id: 'general_partnership', en: rng.pick(['Partnership', 'General Partnership']), fr: rng.pick(['Société en nom collectif', 'S.E.N.C.']), box: 'partnership' };
    case 'ulc': return { id: 'ca_ulc', en: rng.pick(['ULC', 'Unlimited Liability Company']), fr: 'ULC', box: 'other' };
    case 'lp': return { id: 'limited_partnership', en: 'Limited Partnership', fr: 'Société en commandite', box: 'other' };
    default: return { id: 'cooperative', en: 'Co-operative', fr: 'Coopérative', box: 'other' };
  }
}

function legalName(rng: Rng, e: Entity, prov: string, stem: string, word: string, owners: Owner[]): string {
  const o = owners[0]!;
  if (e.id === 'sole_proprietorship') return `${o.first} ${o.last}`;
  if (e.id === 'general_partnership') return owners.length > 1 && rng.chance(0.5) ? `${o.last} & ${owners[1]!.last}` : prov === 'QC' ? `Les Entreprises ${o.last} S.E.N.C.` : `${stem} ${word} Partners`;
  if (e.id === 'ca_ulc') return `${stem} ${word} ULC`;
  if (e.id === 'limited_partnership') return prov === 'QC' ? `${stem} ${word} S.E.C.` : `${stem} ${word} LP`;
  if (e.id === 'cooperative') return prov === 'QC' ? `Coopérative ${stem}` : `${stem} Co-operative Ltd.`;
  const num = rng.int(1000000, 2799999);
  if (rng.chance(0.3)) {
    if (prov === 'QC') return `${rng.int(9000, 9499)}-${rng.int(1000, 9999)} Québec inc.`;
    return rng.pick([`${num} ${PROV_EN[prov]} ${prov === 'BC' ? 'Ltd.' : 'Inc.'}`, `${num} Canada Inc.`]).replace('British Columbia', 'B.C.');
  }
  return prov === 'QC' ? `${rng.pick([`${word} ${stem}`, `${stem} ${word}`])} ${rng.pick(['inc.', 'Inc.', 'Ltée'])}` : `${stem} ${word} ${rng.pick(['Inc.', 'Ltd.', 'Limited', 'Corp.'])}`;
}

function owner(rng: Rng, prov: string, fr: boolean, i: number): Owner {
  const first = rng.pick(fr ? FIRST_FR : FIRST_EN), last = rng.pick(fr ? LAST_FR : LAST_EN);
  const [title, titleFr] = i === 0 ? rng.pick(TITLES.slice(0, 3)) : rng.pick(TITLES);
  const homeProv = rng.chance(0.15) ? rng.pick(Object.keys(CITIES)) : prov;
  const y = rng.int(1958, 1998), m = rng.int(1, 12), d = rng.int(1, 28);
  return { first, last, middle: rng.chance(0.3) ? rng.pick('ABCDEGJLMPRST'.split('')) : null, title, titleFr, pct: 0,
    sin: luhn9(rng, rng.weighted([[1, 2], [2, 2], [4, 3], [5, 2], [6, 2], [7, 2], [9, 1]] as const)), masked: rng.chance(0.3),
    dob: isoDate(y, m, d), home: address(rng, homeProv), credit: rng.chance(0.5) ? rng.int(560, 810) : null,
    cell: `(${rng.pick(CITIES[prov]!)[2]}) 555-${rng.digits(4)}`, email: `${fold(first)}.${fold(last)}@${rng.pick(['gmail.com', 'videotron.ca', 'shaw.ca', 'rogers.com', 'outlook.com'])}` };
}

export function merchant(rng: Rng, provs: readonly string[]): Merchant {
  const prov = rng.pick(provs);
  const fr = prov === 'QC' ? rng.chance(0.85) : prov === 'NB' ? rng.chance(0.4) : rng.chance(0.1);
  const industry = rng.pick(INDUSTRIES);
  const e = entity(rng, prov);
  const n = e.id === 'sole_proprietorship' ? 1 : e.id === 'general_partnership' ? rng.int(2, 3) : rng.weighted([[1, 45], [2, 35], [3, 13], [4, 7]] as const);
  const owners = Array.from({ length: n }, (_, i) => owner(rng, prov, fr ? rng.chance(0.8) : rng.chance(0.15), i));
  const cuts = n === 1 ? [100] : n === 2 ? rng.pick([[50, 50], [60, 40], [51, 49], [75, 25]]) : n === 3 ? rng.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]) : rng.pick([[25, 25, 25, 25], [40, 20, 20, 20]]);
  owners.forEach((o, i) => { o.pct = cuts[i]!; });
  // One president: later owners hold other offices; partners are partners.
  owners.forEach((o, i) => {
    if (e.id === 'general_partnership' || e.id === 'limited_partnership') [o.title, o.titleFr] = i === 0 ? rng.pick([['Managing Partner', 'Associé directeur'], ['Partner', 'Associé']]) : ['Partner', 'Associé'];
    else if (i > 0) [o.title, o.titleFr] = rng.pick([TITLES[1]!, TITLES[3]!, TITLES[4]!, TITLES[5]!]);
  });
  const soleBySin = e.id === 'sole_proprietorship' && rng.chance(0.5);
  const stem = rng.pick(STEMS), word = rng.pick([industry.en.split(' ').map((w) => w[0]!.toUpperCase() + w.slice(1)).slice(-1)[0]!, 'Holdings', 'Enterprises', 'Group']);
  if (e.id === 'sole_proprietorship') [owners[0]!.title, owners[0]!.titleFr] = rng.pick([['Owner', 'Propriétaire'], ['Sole Proprietor', 'Propriétaire unique'], ['Proprietor', 'Propriétaire']]);
  const legal = legalName(rng, e, prov, stem, word, owners);
  const numbered = /^\d/.test(legal);
  const title = (t: string) => t.split(' ').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
  const wanted = e.id === 'sole_proprietorship' || numbered || rng.chance(0.55);
  const named = wanted ? (fr ? `${industry.fr.split(' (')[0]} ${stem}` : `${stem} ${title(industry.en)}`) : null;
  // An operating name that is only the legal name without its suffix is not written on an O/A line.
  const trade = named && legal.replace(/[\s,]+(Inc\.|inc\.|Ltd\.|Limited|Corp\.|Ltée|ULC|LP|S\.E\.C\.|S\.E\.N\.C\.|Co-operative Ltd\.)$/, '') !== named ? named : null;
  if (e.id === 'sole_proprietorship') owners[0]!.masked = owners[0]!.masked && !soleBySin;
  const bn9 = luhn9(rng, rng.pick([7, 8, 1]));
  const addr = address(rng, prov);
  const area = CITIES[prov]!.find((c) => c[0] === addr.city)![2];
  const amount = rng.pick([15000, 20000, 25000, 30000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000, 200000]);
  const freq = rng.weighted([['daily', 45], ['weekly', 35], ['biweekly', 10], ['monthly', 10]] as const);
  const payments = freq === 'daily' ? rng.pick([100, 120, 140, 160]) : freq === 'weekly' ? rng.pick([26, 36, 52]) : freq === 'biweekly' ? rng.pick([13, 18, 26]) : rng.pick([6, 9, 12]);
  const payment = Math.round((amount * rng.pick([1.28, 1.32, 1.35, 1.4, 1.45])) / payments * 100) / 100;
  const [bank, inst] = prov === 'QC' ? rng.pick(BANKS.slice(5, 7)) : prov === 'AB' ? rng.pick(BANKS) : rng.pick(BANKS.slice(0, 7));
  const sy = rng.int(2006, 2023);
  return {
    fr, legal, trade, entity: e, industry, bn9, program: `RC${rng.pick(['0001', '0001', '0001', '0002'])}`, gstLine: `${bn9} RT0001`,
    qst: `${rng.int(1000000000, 1299999999)} TQ0001`, neq: `${e.id === 'sole_proprietorship' ? '22' : e.id === 'general_partnership' || e.id === 'limited_partnership' ? '33' : '11'}${rng.digits(8)}`,
    provCorpNo: prov === 'AB' ? `20${rng.digits(8)}` : prov === 'BC' ? `BC${rng.digits(7)}` : prov === 'ON' ? `100${rng.digits(7)}` : `${rng.digits(7)}`,
    federalCorpNo: `${rng.int(1000000, 1599999)}-${rng.int(0, 9)}`,
    addr, phone: `(${area}) ${rng.int(200, 989)}-${rng.digits(4)}`, email: `info@${fold(trade ?? legal).slice(0, 14)}.ca`,
    website: rng.chance(0.5) ? `www.${fold(trade ?? stem).slice(0, 16)}.ca` : null,
    start: isoDate(sy, rng.int(1, 12), rng.int(1, 28)), employees: rng.int(1, 45), monthly: (rng.int(18, 400) * 1000) + (rng.int(1, 9) * 100), amount,
    useEn: rng.pick(['Inventory', 'Working capital', 'Equipment purchase', 'Renovations', 'Payroll', 'Expansion']),
    useFr: rng.pick(['Inventaire', 'Fonds de roulement', "Achat d'équipement", 'Rénovations', 'Expansion']),
    freq, payments, payment, owners, soleBySin,
    bank: { name: bank, inst, transit: rng.digits(5), account: rng.digits(rng.int(7, 12)) },
    landlord: { name: `${rng.pick(STEMS)} Properties ${rng.pick(['Inc.', 'Ltd.'])}`, phone: `(${area}) 555-${rng.digits(4)}`, rent: rng.int(15, 120) * 100 },
    refs: [0, 1].map(() => ({ name: `${rng.pick(STEMS)} ${rng.pick(['Supply', 'Distribution', 'Wholesale', 'Fournitures'])}`, phone: `(${area}) 555-${rng.digits(4)}` })),
    advances: Array.from({ length: rng.weighted([[0, 5], [1, 3], [2, 1]] as const) }, () => ({ funder: rng.pick(FUNDERS), balance: rng.int(4001, 59999), payment: rng.int(90, 900) + 0.5 })),
    rep: { name: `${rng.pick([...FIRST_EN, ...FIRST_FR])} ${rng.pick([...LAST_EN, ...LAST_FR])}`, id: `ISO-${rng.digits(4)}` },
    accountant: `${rng.pick(LAST_EN)} ${rng.pick(['CPA', 'Comptables', '& Associates'])}`,
  };
}
