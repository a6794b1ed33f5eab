// Fictional Canadian merchants for set 75: names, places, tax numbers and the printed formats (English and French
// money and dates, BN with program account, SIN). Everything is drawn from a seeded Rng, never Math.random.
import { Rng } from '../../statements/generator/prng.ts';

export interface Province { code: string; en: string; fr: string; letters: string[]; sin: string; cities: string[] }

export const PROVINCES: Province[] = [
  { code: 'AB', en: 'Alberta', fr: 'Alberta', letters: ['T'], sin: '6', cities: ['Calgary', 'Edmonton', 'Red Deer', 'Lethbridge'] },
  { code: 'BC', en: 'British Columbia', fr: 'Colombie-Britannique', letters: ['V'], sin: '7', cities: ['Vancouver', 'Kelowna', 'Victoria', 'Surrey'] },
  { code: 'MB', en: 'Manitoba', fr: 'Manitoba', letters: ['R'], sin: '6', cities: ['Winnipeg', 'Brandon', 'Steinbach'] },
  { code: 'NB', en: 'New Brunswick', fr: 'Nouveau-Brunswick', letters: ['E'], sin: '1', cities: ['Moncton', 'Fredericton', 'Saint John', 'Edmundston'] },
  { code: 'NL', en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador', letters: ['A'], sin: '1', cities: ["St. John's", 'Corner Brook', 'Gander'] },
  { code: 'NS', en: 'Nova Scotia', fr: 'Nouvelle-Écosse', letters: ['B'], sin: '1', cities: ['Halifax', 'Dartmouth', 'Sydney', 'Truro'] },
  { code: 'NT', en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest', letters: ['X'], sin: '6', cities: ['Yellowknife', 'Hay River'] },
  { code: 'NU', en: 'Nunavut', fr: 'Nunavut', letters: ['X'], sin: '6', cities: ['Iqaluit', 'Rankin Inlet'] },
  { code: 'ON', en: 'Ontario', fr: 'Ontario', letters: ['K', 'L', 'M', 'N', 'P'], sin: '4', cities: ['Toronto', 'Ottawa', 'Hamilton', 'London', 'Sudbury', 'Mississauga'] },
  { code: 'PE', en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard', letters: ['C'], sin: '1', cities: ['Charlottetown', 'Summerside'] },
  { code: 'QC', en: 'Quebec', fr: 'Québec', letters: ['G', 'H', 'J'], sin: '2', cities: ['Montréal', 'Québec', 'Laval', 'Gatineau', 'Sherbrooke', 'Trois-Rivières'] },
  { code: 'SK', en: 'Saskatchewan', fr: 'Saskatchewan', letters: ['S'], sin: '6', cities: ['Saskatoon', 'Regina', 'Moose Jaw'] },
  { code: 'YT', en: 'Yukon', fr: 'Yukon', letters: ['Y'], sin: '7', cities: ['Whitehorse', 'Dawson City'] },
];
export const prov = (code: string): Province => PROVINCES.find((p) => p.code === code)!;

export const FIRST = ['Marie', 'Jean-François', 'Marie-Ève', 'Luc', 'Isabelle', 'Mathieu', 'Geneviève', 'Olivier', 'Chantal', 'Daniel',
  'Priya', 'Harjit', 'Wei', 'Aisha', 'Connor', 'Siobhan', 'Brendan', 'Fatima', 'Nathalie', 'Ravi', 'Mei', 'Tyler', 'Karine', 'Yannick'];
export const LAST = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Lavoie-Bouchard', 'St-Pierre', "D'Amours", 'Pelletier', 'MacDonald',
  'Sandhu', 'Nguyen', 'Chen', 'Fraser', "O'Brien", 'Lévesque', 'Van Der Berg', 'Bergeron', 'Thibodeau', 'Patel', 'Morrison', 'Leblanc'];

/** Legal-name stems; the suffix follows the entity. */
export const STEMS = ['Boréal', 'Cap-Rouge', 'Northern Lights', 'Maple Ridge', 'Saint-Laurent', 'Prairie Sky', 'Harbourfront', 'Fundy Bay',
  'Coastal Cedar', 'Laurentides', 'Red River', 'Chinook', 'Tundra', 'Kootenay', 'Rideau', 'Mont-Royal', 'Acadia', 'Okanagan'];

/** Industries: printed text (English and French) and the id the reference's longest-alias rule gives it. */
export const INDUSTRIES: { id: string; en: string; fr: string; noun: string; nom: string }[] = [
  { id: 'restaurant', en: 'Family restaurant', fr: 'Restaurant familial', noun: 'Kitchen', nom: 'Cuisine' },
  { id: 'restaurant', en: 'Pizzeria and take-out', fr: 'Pizzeria et comptoir', noun: 'Pizza', nom: 'Pizzeria' },
  { id: 'personal_care', en: 'Hair salon', fr: 'Salon de coiffure', noun: 'Hair Studio', nom: 'Coiffure' },
  { id: 'personal_care', en: 'Day spa', fr: 'Spa et soins esthétiques', noun: 'Spa', nom: 'Spa' },
  { id: 'retail_general', en: 'Clothing store', fr: 'Boutique de vêtements', noun: 'Apparel', nom: 'Boutique' },
  { id: 'bar_nightclub', en: 'Neighbourhood pub', fr: 'Bar et microbrasserie', noun: 'Pub', nom: 'Bar' },
  { id: 'taxi_limo_rideshare', en: 'Taxi and limousine service', fr: 'Taxi et limousine', noun: 'Limousine', nom: 'Limousine' },
  { id: 'hotel_motel', en: 'Motel', fr: 'Motel', noun: 'Motel', nom: 'Motel' },
  { id: 'specialty_trade_contractor', en: 'HVAC contractor', fr: 'Entrepreneur en HVAC', noun: 'Heating & Cooling', nom: 'Climatisation' },
  { id: 'fitness', en: 'Gym and personal training', fr: 'Gym et entraînement privé', noun: 'Fitness', nom: 'Gym' },
  { id: 'ecommerce', en: 'E-commerce (online retail)', fr: 'Boutique en ligne (e-commerce)', noun: 'Online', nom: 'En ligne' },
  { id: 'dental_practice', en: 'Dental office', fr: 'Clinique dentaire (dental office)', noun: 'Dental', nom: 'Dentaire' },
  { id: 'auto_repair', en: 'Collision repair and auto service', fr: 'Garage, auto service', noun: 'Auto Service', nom: 'Garage' },
  { id: 'trucking_local', en: 'Local trucking and hauling', fr: 'Camionnage (local trucking)', noun: 'Hauling', nom: 'Transport' },
  { id: 'landscaping', en: 'Landscaping and snow removal', fr: 'Paysagement et déneigement (lawn care)', noun: 'Landscaping', nom: 'Paysagiste' },
];

export const FUNDERS = ['Polar Capital Advance', 'Avance Plus Financement', 'Northway Merchant Funding', 'Capital Nordik', 'Rapid Rivière Funding'];
export const BANKS = [{ en: 'Royal Bank', inst: '003' }, { en: 'TD Canada Trust', inst: '004' }, { en: 'BMO', inst: '001' }, { en: 'Scotiabank', inst: '002' },
  { en: 'CIBC', inst: '010' }, { en: 'Banque Nationale', inst: '006' }, { en: 'Desjardins', inst: '815' }, { en: 'ATB Financial', inst: '219' }];

function luhnDigit(d8: string): string {
  let s = 0;
  for (let i = 0; i < 8; i++) { let v = Number(d8[i]) * (i % 2 ? 2 : 1); if (v > 9) v -= 9; s += v; }
  return String((10 - (s % 10)) % 10);
}
/** A 9-digit number with a Luhn check digit (BN and SIN). */
export function luhn9(r: Rng, first: string): string { const d8 = first + r.digits(7); return d8 + luhnDigit(d8); }

export function postal(r: Rng, p: Province): string {
  const L = 'ABCEGHJKLMNPRSTVWXYZ', L2 = 'ABCEGHJKLMNPRSTVXY';
  return `${r.pick(p.letters)}${r.int(0, 9)}${r.pick([...L])} ${r.int(0, 9)}${r.pick([...L2])}${r.int(0, 9)}`;
}
export const phone = (r: Rng, area: string): string => `(${area}) ${r.int(200, 989)}-${r.digits(4)}`;
export const AREA: Record<string, string[]> = { AB: ['403', '780'], BC: ['604', '250'], MB: ['204'], NB: ['506'], NL: ['709'], NS: ['902'],
  NT: ['867'], NU: ['867'], ON: ['416', '613', '905', '519'], PE: ['902'], QC: ['514', '418', '450', '819'], SK: ['306'], YT: ['867'] };

export function street(r: Rng, fr: boolean): string {
  const n = r.int(12, 9850);
  return fr ? `${n}, ${r.pick(['rue Sainte-Catherine Est', 'boul. René-Lévesque', 'rue Principale', 'chemin du Lac', 'avenue du Parc', 'rue King Ouest'])}`
    : `${n} ${r.pick(['Portage Ave', 'Main St', 'Jasper Ave', 'Water St', 'King St W', 'Granville St', 'Robie St', '8th Ave SW', 'Albert St'])}`;
}

// ---- printed formats ----------------------------------------------------------------------------------------------
const groupFr = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const groupEn = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const cents = (n: number) => (Math.round(n * 100) % 100).toString().padStart(2, '0');
export type MoneyStyle = 'fr' | 'fr_cents' | 'fr_cad' | 'en' | 'en_cents' | 'en_cad';
export function money(n: number, s: MoneyStyle): string {
  const w = Math.floor(n);
  // A style without cents still prints them when the amount has some (a payment of 266,90 $).
  const c = n !== w;
  switch (s) {
    case 'fr': return c ? `${groupFr(w)},${cents(n)} $` : `${groupFr(w)} $`;
    case 'fr_cents': return `${groupFr(w)},${cents(n)} $`;
    case 'fr_cad': return `${groupFr(w)}${c ? `,${cents(n)}` : ''} $ CAD`;
    case 'en': return `$${groupEn(w)}${c ? `.${cents(n)}` : ''}`;
    case 'en_cents': return `$${groupEn(w)}.${cents(n)}`;
    case 'en_cad': return `CAD ${groupEn(w)}.${cents(n)}`;
  }
}
const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export type DateStyle = 'iso' | 'dmy' | 'fr_long' | 'en_long';
/** `iso` is YYYY-MM-DD; the printed form in the given style. */
export function date(iso: string, s: DateStyle): string {
  const [y, m, d] = iso.split('-');
  if (s === 'iso') return iso;
  if (s === 'dmy') return `${d}/${m}/${y}`;
  if (s === 'fr_long') return `${Number(d) === 1 ? '1er' : Number(d)} ${MOIS[Number(m) - 1]} ${y}`;
  return `${MONTHS[Number(m) - 1]} ${Number(d)}, ${y}`;
}
export function isoDate(r: Rng, y0: number, y1: number): string {
  return `${r.int(y0, y1)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
}
/** BN as printed: `123456789 RC0001`, `123456789-RT0001`, `12345 6789 RC 0001`, or the bare 9 digits. */
export function bnText(bn9: string, program: string | null, r: Rng): string {
  if (!program) return r.chance(0.5) ? bn9 : `${bn9.slice(0, 3)} ${bn9.slice(3, 6)} ${bn9.slice(6)}`;
  return r.pick([`${bn9} ${program}`, `${bn9}-${program}`, `${bn9} ${program.slice(0, 2)} ${program.slice(2)}`, `${bn9}${program}`]);
}
/** SIN as printed in full, or masked. */
export const sinText = (sin: string, r: Rng): string => r.pick([`${sin.slice(0, 3)} ${sin.slice(3, 6)} ${sin.slice(6)}`, `${sin.slice(0, 3)}-${sin.slice(3, 6)}-${sin.slice(6)}`, sin]);
export const sinMasked = (sin: string, r: Rng): string => r.pick([`XXX XXX ${sin.slice(6)}`, `***-***-${sin.slice(6)}`, `••• ••• ${sin.slice(6)}`.replace(/•/g, '*')]);

export const FREQ: Record<string, { en: string; fr: string }> = {
  daily: { en: 'Daily', fr: 'Quotidien' }, weekly: { en: 'Weekly', fr: 'Hebdomadaire' },
  biweekly: { en: 'Bi-weekly', fr: 'Aux deux semaines' }, monthly: { en: 'Monthly', fr: 'Mensuel' },
};
