// How Quebec and bilingual Canadian forms print values: French dates ('1er mars 2019', '2019-03-15'), money with a
// space for thousands and a comma for decimals ('25 000,00 $'), provinces by French name, and the reference ids each
// printed business type or entity type gives under applications.md's rules (checked against the reference files in
// the test, so a wrong id here fails there, not in the product's score).

export const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const MONTHS_ABBR = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juill.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];

/** long: '1er mars 2019'; le: 'le 15 mars 2019'; abbr: '15 févr. 2019'; iso: '2019-03-15'; dmy: '15/03/2019' (only
 *  beside a '(JJ/MM/AAAA)' hint: a bare 03/04 is not readable); dmy_dash: '15-03-2019' (same rule). */
export type DateFmt = 'long' | 'le' | 'abbr' | 'iso' | 'dmy' | 'dmy_dash';

export function frDate(iso: string, fmt: DateFmt): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const day = d === 1 ? '1er' : String(d);
  const dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  switch (fmt) {
    case 'long': return `${day} ${MONTHS[m - 1]} ${y}`;
    case 'le': return `le ${day} ${MONTHS[m - 1]} ${y}`;
    case 'abbr': return `${d} ${MONTHS_ABBR[m - 1]} ${y}`;
    case 'iso': return iso;
    case 'dmy': return `${dd}/${mm}/${y}`;
    case 'dmy_dash': return `${dd}-${mm}-${y}`;
  }
}

/** fr2: '25 000,00 $'; fr0: '25 000 $'; cad: '25 000,00 $ CAD'. */
export type MoneyFmt = 'fr2' | 'fr0' | 'cad';

export function frMoney(value: number, fmt: MoneyFmt): string {
  const whole = Math.floor(value), cents = Math.round((value - whole) * 100);
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const dec = `${grouped},${String(cents).padStart(2, '0')}`;
  if (fmt === 'fr0' && cents === 0) return `${grouped} $`;
  return fmt === 'cad' ? `${dec} $ CAD` : `${dec} $`;
}

export function frPercent(value: number, withSign: boolean, space: boolean): string {
  const n = Number.isInteger(value) ? String(value) : value.toFixed(2).replace('.', ',');
  return withSign ? `${n}${space ? ' ' : ''}%` : n;
}

export interface Province { code: string; fr: string; cities: string[]; postal: string[]; areaCodes: string[] }
export const PROVINCES: Record<string, Province> = {
  QC: { code: 'QC', fr: 'Québec', cities: ['Montréal', 'Québec', 'Laval', 'Gatineau', 'Sherbrooke', 'Trois-Rivières', 'Lévis', 'Longueuil',
    'Saint-Jérôme', 'Drummondville', 'Rimouski', 'Saguenay', 'Terrebonne', 'Granby'], postal: ['H', 'J', 'G'], areaCodes: ['514', '438', '450', '418', '819', '581'] },
  ON: { code: 'ON', fr: 'Ontario', cities: ['Ottawa', 'Toronto', 'Hawkesbury', 'Cornwall', 'Sudbury', 'Kapuskasing', 'Orléans'],
    postal: ['K', 'M', 'P'], areaCodes: ['613', '416', '705'] },
  NB: { code: 'NB', fr: 'Nouveau-Brunswick', cities: ['Moncton', 'Dieppe', 'Edmundston', 'Caraquet', 'Shippagan', 'Bathurst', 'Fredericton'],
    postal: ['E'], areaCodes: ['506'] },
  NS: { code: 'NS', fr: 'Nouvelle-Écosse', cities: ['Halifax', 'Yarmouth', 'Chéticamp', 'Clare', 'Dartmouth'], postal: ['B'], areaCodes: ['902'] },
  PE: { code: 'PE', fr: 'Île-du-Prince-Édouard', cities: ['Charlottetown', 'Summerside', 'Wellington'], postal: ['C'], areaCodes: ['902'] },
  MB: { code: 'MB', fr: 'Manitoba', cities: ['Winnipeg', 'Saint-Boniface', 'Sainte-Anne'], postal: ['R'], areaCodes: ['204'] },
  AB: { code: 'AB', fr: 'Alberta', cities: ['Edmonton', 'Calgary', 'Bonnyville'], postal: ['T'], areaCodes: ['780', '403'] },
  BC: { code: 'BC', fr: 'Colombie-Britannique', cities: ['Vancouver', 'Victoria', 'Maillardville'], postal: ['V'], areaCodes: ['604', '250'] },
};

export const STREET_KINDS = ['rue', 'boulevard', 'avenue', 'chemin', 'rang', 'montée', 'route'];
export const STREET_NAMES = ['Saint-Denis', 'Sainte-Catherine Est', 'Principale', 'des Érables', 'Notre-Dame Ouest', 'Laurier', 'King',
  'de la Gare', 'du Parc', 'Champlain', 'Wilfrid-Laurier', 'des Pionniers', 'Saint-Laurent', 'Jean-Talon', 'de l\'Église', 'Acadie'];

export const FIRST_F = ['Marie-Ève', 'Geneviève', 'Stéphanie', 'Élise', 'Nathalie', 'Isabelle', 'Josée', 'Chantal', 'Annie', 'Véronique',
  'Mélanie', 'Karine', 'Julie', 'Amélie', 'Caroline', 'Anne-Marie', 'Sophie', 'Maryse', 'Émilie', 'Josianne'];
export const FIRST_M = ['Jean-François', 'Mathieu', 'François', 'Sébastien', 'Luc', 'Pierre-Luc', 'Martin', 'Maxime', 'Guillaume', 'Éric',
  'Patrick', 'Alexandre', 'Simon', 'Frédéric', 'Yannick', 'Marc-André', 'Benoît', 'Réjean', 'Gilles', 'Stéphane'];
export const LAST = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Gagné', 'Ouellet',
  'Pelletier', 'Bélanger', 'Lévesque', 'Bergeron', 'Paquette', 'Girard', 'Simard', 'Boucher', 'Caron', 'Beaulieu', 'Cloutier', 'Dubé',
  'Poirier', 'Lapointe', 'Leclerc', 'Thibault', 'St-Pierre', 'Nadeau', 'Hébert', 'Vachon', 'Desjardins', 'LeBlanc', 'Cormier',
  'Arsenault', 'Robichaud', 'Thibodeau', 'Doucet'];
/** Surnames a naive splitter gets wrong: particles, hyphens, apostrophes. */
export const LAST_HARD = ["D'Amours", 'De Montigny', 'Bouchard-Lévesque', 'Saint-Onge', 'Le Blanc', 'Du Sablon', 'Lemieux-Bérubé',
  'Ste-Marie', "D'Aoust", 'De la Durantaye'];

export interface Industry { text: string; id: string; trades: string[] }
/** Printed 'secteur d'activité' texts. French-only ones contain an English alias by themselves (Restaurant, Boutique,
 *  Salon, Pub ...); the others carry the English words in parentheses, as bilingual forms often do. */
export const INDUSTRIES: Industry[] = [
  { text: 'Restaurant familial', id: 'restaurant', trades: ['Resto Chez {F}', 'Le Relais {L}', 'Casse-Croûte du Coin'] },
  { text: 'Pizzeria', id: 'restaurant', trades: ['Pizzeria Bella Vista', 'Pizza {L}', 'Pizzéria du Vieux-Port'] },
  { text: 'Restaurant-bar', id: 'restaurant', trades: ['Le Saint-Houblon', 'Bistro {L}', 'La Taverne du Quai'] },
  { text: 'Boutique de vêtements', id: 'retail_general', trades: ['Boutique Éclat', 'Mode {F}', 'Friperie La Penderie'] },
  { text: 'Salon de coiffure', id: 'personal_care', trades: ['Salon Coiffure Élégance', 'Studio {F} Coiffure', 'Coupe & Couleur'] },
  { text: 'Spa nordique', id: 'personal_care', trades: ['Spa Boréal', 'Les Bains du Nord', 'Spa {L}'] },
  { text: 'Pub irlandais', id: 'bar_nightclub', trades: ["O'Malley's Pub", 'Le Trèfle', 'Pub {L}'] },
  { text: 'Motel', id: 'hotel_motel', trades: ['Motel Le Riverain', 'Motel {L}', 'Motel du Lac'] },
  { text: 'Dépanneur (convenience store)', id: 'convenience_store', trades: ['Dépanneur {L}', 'Dépan-Express', 'Marché du Coin'] },
  { text: 'Entrepreneur général (general contractor)', id: 'general_contractor', trades: ['Construction {L}', 'Rénovations {F}', 'Bâtiments Laurentiens'] },
  { text: 'Plomberie et chauffage (plumbing, HVAC)', id: 'specialty_trade_contractor', trades: ['Plomberie {L}', 'Thermo-Plus', 'Chauffage Rive-Sud'] },
  { text: 'Clinique dentaire (dental office)', id: 'dental_practice', trades: ['Clinique dentaire {L}', 'Centre dentaire du Parc', 'Dentisterie Sourire'] },
  { text: 'Transport local (local trucking)', id: 'trucking_local', trades: ['Transport {L}', 'Camionnage Express', 'Transports du Fleuve'] },
  { text: 'Garderie (daycare)', id: 'childcare', trades: ['Garderie Les Petits Soleils', 'Garderie {F}', 'CPE Arc-en-ciel'] },
  { text: 'Épicerie fine (deli)', id: 'grocery', trades: ['Épicerie {L}', 'Les Délices du Marché', 'Fromagerie du Village'] },
  { text: 'Salon de toilettage (pet grooming)', id: 'pet_services', trades: ['Toilettage Pattes de Velours', 'Chic Toutou', 'Toilettage {F}'] },
  { text: 'Pharmacie (drugstore)', id: 'pharmacy', trades: ['Pharmacie {L}', 'Pharmacie du Boulevard'] },
  { text: 'Nettoyeur à sec (dry cleaner)', id: 'dry_cleaning', trades: ['Nettoyeur {L}', 'Nettoyeur Net-Express'] },
  { text: 'Centre de conditionnement physique (gym)', id: 'fitness', trades: ['Gym Énergie', 'Studio Forme {F}', 'Club Athlétique Nord'] },
  { text: 'Microbrasserie (brewpub)', id: 'bar_nightclub', trades: ['Brasserie du Quai', 'Microbrasserie {L}', 'La Fût Rebelle'] },
  { text: 'Traiteur (catering)', id: 'food_truck_catering', trades: ['Traiteur {F}', 'Les Buffets {L}', 'Saveurs & Réceptions'] },
  { text: 'Services informatiques (IT services)', id: 'it_software', trades: ['Info-{L}', 'Solutions TI Nordiques', 'Réseau Plus'] },
  { text: 'Clinique vétérinaire (veterinarian)', id: 'veterinary', trades: ['Clinique vétérinaire {L}', 'Hôpital vétérinaire du Parc'] },
  { text: 'Atelier de carrosserie (body shop)', id: 'auto_repair', trades: ['Carrosserie {L}', 'Débosselage Pro', 'Garage {L} & Fils'] },
  { text: 'Paysagement et déneigement (landscaper, snow removal)', id: 'landscaping', trades: ['Paysagiste {L}', 'Déneigement Boréal'] },
  { text: 'Quincaillerie (hardware store)', id: 'retail_general', trades: ['Quincaillerie {L}', 'Matériaux du Village'] },
];

export interface Entity { text: string; id: string; kind: 'corp' | 'sole' | 'senc' | 'sec' | 'coop' | 'sencrl' | 'other' }
/** Printed entity texts whose id, label or alias equals the text (case and punctuation ignored); 'Inc.', 'Ltée',
 *  'Corporation' are ca_corporation because every form here is Canadian. */
export const ENTITY_TEXTS: Entity[] = [
  { text: 'Société par actions', id: 'ca_corporation', kind: 'corp' },
  { text: 'Inc.', id: 'ca_corporation', kind: 'corp' },
  { text: 'Ltée', id: 'ca_corporation', kind: 'corp' },
  { text: 'Compagnie', id: 'ca_corporation', kind: 'corp' },
  { text: 'Corporation', id: 'ca_corporation', kind: 'corp' },
  { text: 'Incorporée', id: 'ca_corporation', kind: 'corp' },
  { text: 'Entreprise individuelle', id: 'sole_proprietorship', kind: 'sole' },
  { text: 'Travailleur autonome', id: 'sole_proprietorship', kind: 'sole' },
  { text: 'Entreprise à propriétaire unique', id: 'sole_proprietorship', kind: 'sole' },
  { text: 'S.E.N.C.', id: 'general_partnership', kind: 'senc' },
  { text: 'Société en nom collectif', id: 'general_partnership', kind: 'senc' },
  { text: 'S.E.C.', id: 'limited_partnership', kind: 'sec' },
  { text: 'Société en commandite', id: 'limited_partnership', kind: 'sec' },
  { text: 'S.E.N.C.R.L.', id: 'llp', kind: 'sencrl' },
  { text: 'Coopérative', id: 'cooperative', kind: 'coop' },
  { text: 'Fiducie', id: 'trust', kind: 'other' },
  { text: 'Coentreprise', id: 'joint_venture', kind: 'other' },
];
export const entityByText = (t: string): Entity => ENTITY_TEXTS.find((e) => e.text === t)!;

/** Luhn check digit, as a BN's and a SIN's ninth digit. */
export function luhnComplete(eight: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let d = Number(eight[i]) * (i % 2 === 1 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return eight + String((10 - (sum % 10)) % 10);
}

export const group3 = (nine: string, sep: string): string => `${nine.slice(0, 3)}${sep}${nine.slice(3, 6)}${sep}${nine.slice(6)}`;
