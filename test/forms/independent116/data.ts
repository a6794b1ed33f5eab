// Pools and number makers for set 116 (bilingual Canadian and US English/Spanish forms). Every draw goes through Rng.
import type { Rng } from '../../statements/generator/prng.ts';

export interface Person { first: string; middle: string | null; last: string; cred: string | null }

const FR_FIRST = ['Jean-François', 'Marie-Ève', 'Geneviève', 'Sébastien', 'Mathieu', 'Isabelle', 'Pierre-Luc', 'Nathalie', 'Éric',
  'Josée', 'Stéphane', 'Mélanie', 'François', 'Chantal', 'Réjean', 'Annie', 'Luc', 'Hélène', 'Benoît', 'Karine', 'Olivier', 'Émilie'];
const FR_LAST = ['Côté', 'Lévesque-Tremblay', 'St-Pierre', "D'Amours", 'de la Chevrotière', 'Bélanger', 'Van Houtte', 'Saint-Onge',
  'Gagnon', 'Bouchard', 'Pelletier', 'Desjardins', "O'Neill", 'Roy', 'Thériault', 'LeBlanc', 'Cormier', 'Arsenault', 'Robichaud',
  'Després', 'Gallant', 'Doucet', 'Ouellet-Morin', 'Du Tremblay', 'Lachance'];
const EN_CA_FIRST = ['Ryan', 'Heather', 'Connor', 'Megan', 'Douglas', 'Priya', 'Wei', 'Colleen', 'Graham', 'Ashley', 'Tariq', 'Siobhan'];
const EN_CA_LAST = ['MacDonald', 'McKenna', 'Fraser', "O'Brien", 'Singh-Bhatia', 'Chen', 'MacLeod', 'Campbell', 'Van der Berg', 'Murphy'];
const ES_FIRST = ['María José', 'Juan Carlos', 'José Luis', 'Ana Sofía', 'Luis Ángel', 'Guadalupe', 'Francisco', 'Yesenia', 'Alejandro',
  'Marisol', 'Héctor', 'Lucía', 'Raúl', 'Verónica', 'Jesús', 'Itzel', 'Rodrigo', 'Beatriz'];
const ES_FIRST_1 = ['Guadalupe', 'Francisco', 'Yesenia', 'Alejandro', 'Marisol', 'Héctor', 'Lucía', 'Raúl', 'Verónica', 'Rodrigo', 'Beatriz'];
const ES_LAST = ['García López', 'de la Cruz', 'Hernández', 'Del Valle', 'Ortiz-Rivera', 'Núñez', 'Mendoza Ruiz', 'Reyes', 'Peña',
  'Castillo', 'Ibáñez', 'De León', 'Saldaña', 'Villarreal', 'Gutiérrez Soto', 'Muñoz'];
const EN_US_FIRST = ['Michael', 'Jennifer', 'DeShawn', 'Tiffany', 'Kevin', 'Amanda', 'Brian', 'Nicole'];
const EN_US_LAST = ['Johnson', "O'Connor", 'Smith-Walker', 'Nguyen', 'McAllister', 'Van Buren', 'Washington', 'Kowalski'];

/** A person. `oneTokenFirst`: the first name must be one word (single name fields, so the split is unambiguous). */
export function person(rng: Rng, lang: 'fr' | 'en-ca' | 'es' | 'en-us', oneTokenFirst: boolean): Person {
  const pool = lang === 'fr' ? [FR_FIRST, FR_LAST] : lang === 'en-ca' ? [EN_CA_FIRST, EN_CA_LAST]
    : lang === 'es' ? [oneTokenFirst ? ES_FIRST_1 : ES_FIRST, oneTokenFirst ? ES_LAST.filter((l) => !/^[a-zA-Z]+ [A-Z]/.test(l)) : ES_LAST]
      : [EN_US_FIRST, EN_US_LAST];
  const first = rng.pick(pool[0]!);
  const middle = rng.chance(0.2) ? rng.pick(['A.', 'M.', 'J.', 'R.', 'L.', 'C.']) : null;
  const cred = rng.chance(0.08) ? rng.pick([', CPA', ', DMD', ', MBA']) : null;
  return { first, middle, last: rng.pick(pool[1]!), cred };
}

/** Luhn check digit over 8 digits (SIN and BN). */
export function luhn9(eight: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let d = Number(eight[i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return eight + String((10 - (sum % 10)) % 10);
}
export const sin = (rng: Rng): string => luhn9(String(rng.int(1, 7)) + rng.digits(7));
export const bn = (rng: Rng): string => luhn9(String(rng.int(1, 8)) + rng.digits(7));
export function ein(rng: Rng): string {
  const bad = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
  let p = rng.int(10, 99);
  while (bad.has(p)) p = rng.int(10, 99);
  return String(p) + rng.digits(7);
}
export function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return String(area).padStart(3, '0') + String(rng.int(1, 99)).padStart(2, '0') + String(rng.int(1, 9999)).padStart(4, '0');
}
export const itin = (rng: Rng): string => '9' + rng.digits(2) + String(rng.pick([70, 71, 72, 73, 78, 80, 84, 88, 90, 92, 94, 99])) + rng.digits(4);

export const fmtSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const fmtEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export function fmtSin(rng: Rng, d: string): string {
  return rng.pick([`${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`, d]);
}
/** Masked forms of a 9-digit number printed as SSN or SIN. */
export function masked(rng: Rng, d: string, kind: 'ssn' | 'sin'): string {
  const last = d.slice(-4), l3 = d.slice(-3);
  return kind === 'ssn' ? rng.pick([`XXX-XX-${last}`, `***-**-${last}`, `xxx-xx-${last}`])
    : rng.pick([`XXX XXX ${l3}`, `***-***-${l3}`, `XXX-XXX-${l3}`]);
}

export interface Place { street: string; city: string; region: string; postal: string }
const CA_CITIES: Record<string, string[]> = {
  QC: ['Montréal', 'Laval', 'Québec', 'Sherbrooke', 'Gatineau', 'Trois-Rivières', 'Saint-Jean-sur-Richelieu', 'Rimouski'],
  NB: ['Moncton', 'Dieppe', 'Fredericton', 'Saint John', 'Edmundston', 'Bathurst', 'Shediac'],
  ON: ['Ottawa', 'Orléans', 'Toronto', 'Hawkesbury', 'Sudbury', 'Kingston'], NS: ['Halifax', 'Dartmouth', 'Yarmouth'],
  PE: ['Charlottetown', 'Summerside'], MB: ['Winnipeg', 'Saint-Boniface'], AB: ['Calgary', 'Edmonton'], NL: ["St. John's"],
};
const CA_FIRST: Record<string, string> = { QC: 'HJG', NB: 'E', ON: 'KLM', NS: 'B', PE: 'C', MB: 'R', AB: 'T', NL: 'A' };
const FR_STREETS = ['rue Saint-Denis', 'boul. des Laurentides', 'rue Principale', 'ch. Sainte-Foy', 'av. du Mont-Royal E.', 'rue King O.',
  'boul. Saint-Laurent', 'rue Champlain', 'rue de la Gauchetière', 'route 132'];
const EN_STREETS = ['Main Street', 'Mountain Road', 'Elgin Street', 'Bank Street', 'St. George Blvd', 'Queen Street', 'Water Street'];
const US_CITIES: Record<string, [string, string][]> = {
  FL: [['Miami', '331'], ['Hialeah', '330'], ['Orlando', '328'], ['Tampa', '336'], ['Kissimmee', '347']],
  TX: [['Houston', '770'], ['San Antonio', '782'], ['El Paso', '799'], ['McAllen', '785'], ['Laredo', '780']],
  CA: [['Los Angeles', '900'], ['Santa Ana', '927'], ['Fresno', '937'], ['Chula Vista', '919'], ['San José', '951']],
  AZ: [['Phoenix', '850'], ['Tucson', '857']], NM: [['Albuquerque', '871']], IL: [['Chicago', '606']], NJ: [['Union City', '070']],
  NY: [['Bronx', '104']], GA: [['Doraville', '303']], NV: [['Las Vegas', '891']],
};
const US_STREETS = ['W Flagler St', 'SW 8th St', 'Calle Ocho', 'N Main Ave', 'E Cesar Chavez Ave', 'Bissonnet St', 'S Zarzamora St',
  'W 26th St', 'Bergenline Ave', 'Alvarado St', 'NW 36th St'];

export function postalCode(rng: Rng, prov: string): string {
  const L = 'ABCEGHJKLMNPRSTVXY';
  return `${rng.pick([...CA_FIRST[prov]!])}${rng.int(0, 9)}${rng.pick([...L])} ${rng.int(0, 9)}${rng.pick([...L])}${rng.int(0, 9)}`;
}
export function caPlace(rng: Rng, prov: string, french: boolean): Place {
  const n = rng.int(12, 9800);
  const unit = rng.chance(0.3) ? (french ? `, local ${rng.int(100, 450)}` : `, Unit ${rng.int(2, 40)}`) : '';
  const street = french ? `${n}, ${rng.pick(FR_STREETS)}${unit}` : `${n} ${rng.pick(EN_STREETS)}${unit}`;
  return { street, city: rng.pick(CA_CITIES[prov]!), region: prov, postal: postalCode(rng, prov) };
}
export const caProvinces = Object.keys(CA_CITIES);
export const usStates = Object.keys(US_CITIES);
export function usPlace(rng: Rng, st: string): Place {
  const [city, zip3] = rng.pick(US_CITIES[st]!);
  const unit = rng.chance(0.3) ? rng.pick([` Ste ${rng.int(100, 400)}`, ` #${rng.int(1, 30)}`, ` Local ${rng.int(1, 12)}`]) : '';
  return { street: `${rng.int(100, 19999)} ${rng.pick(US_STREETS)}${unit}`, city, region: st, postal: zip3 + rng.digits(2) };
}
export const phoneCa = (rng: Rng, area: string): string => `(${area}) ${rng.int(200, 989)}-${rng.digits(4)}`;
export const phoneUs = (rng: Rng): string => `(${rng.pick(['305', '786', '713', '210', '213', '714', '602', '773'])}) ${rng.int(200, 989)}-${rng.digits(4)}`;

/** Merchant type-of-business texts: French, bilingual, Spanish, English. Each contains a reference alias (refs.ts
 *  computes which; the test checks none is changed by folding accents). */
export const BIZ_FR = ['Restaurant familial', 'Salon de coiffure', 'Boutique de vêtements', 'Spa et soins esthétiques',
  'Plomberie / Plumbing', 'Entrepreneur général / General contractor', 'Clinique vétérinaire / Vet', 'Dépanneur / Convenience store',
  'Garage - mécanique / Mechanic', 'Camionnage local / Local trucking', 'Garderie / Daycare', 'Fleuriste / Florist', 'Toiture / Roofing',
  'Traiteur / Catering', 'Lave-auto / Car wash', 'Bar laitier et restaurant', 'Nettoyage commercial / Commercial cleaning',
  'Entretien paysager / Lawn care', 'Dentiste / Dentist', 'Microbrasserie / Brewpub', 'Épicerie fine / Deli', 'Consultant en informatique'];
export const BIZ_EN = ['Restaurant', 'Hair salon', 'Auto body shop', 'Plumbing and heating', 'General contractor', 'Dental office',
  'Trucking - local hauling', 'Lawn care & snow removal', 'Clothing boutique', 'Daycare centre', 'Convenience store', 'Bakery cafe'];
export const BIZ_ES = ['Restaurante mexicano / Restaurant', 'Taquería y catering', 'Salón de belleza / Beauty salon', 'Barbershop',
  'Body shop / Taller de carrocería', 'Lavado de autos / Car wash', 'Construcción - roofing', 'Supermercado / Supermarket', 'Bodega',
  'Lawn care / Jardinería', 'Tienda de ropa / Clothing store', 'Trucking / Transporte local (local trucking)', 'Panadería y cafe',
  'Dental office / Consultorio dental', 'Food truck'];

const FR_WORDS = ['Boulangerie', 'Rénovations', 'Services', 'Distribution', 'Atelier', 'Construction', 'Transport', 'Créations', 'Bistro'];
const FR_PLACES = ['du Vieux-Port', 'Beauce', 'de la Côte', 'Acadie', 'Val-des-Sources', 'Rive-Sud', 'Mont-Royal', "L'Érablière", 'Chaleur'];
const EN_WORDS = ['Maritime', 'Tidewater', 'Harbourview', 'Northern Pine', 'Capital City', 'Bytown', 'Red Maple', 'Glebe'];
const ES_WORDS = ['La Esperanza', 'El Buen Sabor', 'Los Compadres', 'Sol Azteca', 'La Familia', 'Hermanos Peña', 'El Sazón', 'Tres Marías'];
const EN_US_W = ['Gulf Coast', 'Lone Star', 'Sunshine', 'Bayou City', 'Golden State', 'Magic City'];

/** A business name stem (no suffix) and a possible operating name. */
export function bizNames(rng: Rng, lang: 'fr' | 'en-ca' | 'es'): { stem: string; dba: string } {
  if (lang === 'fr') {
    const stem = rng.chance(0.5) ? `${rng.pick(FR_WORDS)} ${rng.pick(FR_PLACES)}` : `${rng.pick(FR_WORDS)} ${rng.pick(['Gagnon', 'Côté', 'Roy', "D'Amours"])}`;
    return { stem, dba: rng.pick(['Chez ', 'Le ', 'La ', '']) + rng.pick(['Petit Bonheur', 'Coin du Boulanger', 'Garage Lachance', 'Salon Éclat', 'Fleur de Sel']) };
  }
  if (lang === 'en-ca') return { stem: `${rng.pick(EN_WORDS)} ${rng.pick(['Holdings', 'Enterprises', 'Services', 'Trading', 'Group'])}`,
    dba: rng.pick(['Tidal Grill', 'Shediac Bay Auto', 'Pine Cuts', 'Glebe Kitchen', 'Rideau Roofing']) };
  const w = rng.chance(0.7) ? rng.pick(ES_WORDS) : rng.pick(EN_US_W);
  return { stem: `${w} ${rng.pick(['Enterprises', 'Group', 'Services', 'Foods', 'Trading'])}`,
    dba: rng.pick(['Taquería El Güero', 'La Michoacana Ice Cream', 'Tropical Cuts Barbershop', 'Mariscos El Puerto', 'Panadería Dulce Hogar']) };
}
/** Quebec numbered company: `9384-1127 Québec inc.` */
export const numberedQc = (rng: Rng): string => `${rng.int(9000, 9499)}-${rng.digits(4)} Québec inc.`;

export function isoDate(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
export function randomDate(rng: Rng, y0: number, y1: number): [number, number, number] {
  return [rng.int(y0, y1), rng.int(1, 12), rng.int(1, 28)];
}
const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const p2 = (n: number): string => String(n).padStart(2, '0');
/** A date as the label asks ('ymd' AAAA-MM-JJ, 'dmy' JJ/MM/AAAA, 'mdy' MM/DD/YYYY) or in words when the label says nothing. */
export function fmtDate(ymd: [number, number, number], how: 'ymd' | 'dmy' | 'mdy' | 'fr-words' | 'es-words' | 'en-words'): string {
  const [y, m, d] = ymd;
  switch (how) {
    case 'ymd': return `${y}-${p2(m)}-${p2(d)}`;
    case 'dmy': return `${p2(d)}/${p2(m)}/${y}`;
    case 'mdy': return `${p2(m)}/${p2(d)}/${y}`;
    case 'fr-words': return `${d === 1 ? '1er' : d} ${MOIS[m - 1]} ${y}`;
    case 'es-words': return `${d} de ${MESES[m - 1]} de ${y}`;
    case 'en-words': return `${MONTHS[m - 1]} ${d}, ${y}`;
  }
}

/** Money as written: French (`45 000,00 $`, `45 000 $`), English (`$45,000.00`, `45,000 CAD`), Latin (`$45.000,00`). */
export function fmtMoney(rng: Rng, amount: number, style: 'fr' | 'en' | 'es'): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  const showCents = cents || rng.chance(0.5);
  const int = Math.trunc(amount);
  const c = String(Math.round(amount * 100) % 100).padStart(2, '0');
  const group = (sep: string): string => String(int).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  if (style === 'fr') {
    const body = group(' ') + (showCents ? `,${c}` : '');
    return rng.pick([`${body} $`, `${body} $`, `${body}$`, `${body} $ CAD`]);
  }
  if (style === 'es' && rng.chance(0.12)) return `$${group('.')},${c}`;
  const body = group(',') + (showCents ? `.${c}` : '');
  return rng.pick([`$${body}`, `$${body}`, body, `$ ${body}`, ...(style === 'en' ? [`${body} CAD`, `$${body} CAD`] : [`$${body} USD`])]);
}
/** A percentage as written: `51 %`, `33,3 %` (French), `50%`. */
export function fmtPct(pct: number, fr: boolean): string {
  const s = Number.isInteger(pct) ? String(pct) : pct.toFixed(1);
  return fr ? `${s.replace('.', ',')} %` : `${s}%`;
}
/** Ownership shares for n owners summing to 100 (one decimal at most). */
export function shares(rng: Rng, n: number): number[] {
  if (n === 1) return [100];
  if (n === 3 && rng.chance(0.4)) return [33.4, 33.3, 33.3];
  const out: number[] = [];
  let left = 100;
  for (let i = 0; i < n - 1; i++) {
    const v = Math.max(10, Math.min(left - 10 * (n - 1 - i), Math.round((left / (n - i)) * rng.float(0.7, 1.4) / 5) * 5));
    out.push(v); left -= v;
  }
  out.push(left);
  return out;
}
