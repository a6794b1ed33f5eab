// Word lists, identifiers, dates and money for set 85 (bilingual US English/Spanish and Canadian English/French forms).
// Everything is fictional; numbers only follow the formats (and check digits) real ones have.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rng } from '../../statements/generator/prng.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';

export const ES_FIRST = ['José', 'María', 'Luis', 'Carmen', 'Alejandro', 'Guadalupe', 'Jesús', 'Rosa', 'Miguel Ángel', 'María José',
  'Juan Carlos', 'Ana', 'Fernando', 'Verónica', 'Ramón', 'Adriana', 'Héctor', 'Yesenia', 'Óscar', 'Lucía', 'Rigoberto', 'Maribel'] as const;
export const ES_LAST = ['García', 'Hernández', 'López', 'Martínez', 'Rodríguez', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Torres',
  'Flores', 'Rivera', 'Gómez', 'Díaz', 'Cruz', 'Morales', 'Reyes', 'Gutiérrez', 'Ortiz', 'Chávez', 'Ruiz', 'Mendoza', 'Castillo',
  'Vargas', 'Jiménez', 'Delgado', 'Núñez', 'Ibáñez', 'de la Cruz', 'del Río', 'Zúñiga', 'Quintero'] as const;
export const EN_FIRST = ['Michael', 'Jennifer', 'David', 'Sarah', 'Robert', 'Linda', 'James', 'Karen', 'Daniel', 'Emily', 'Graham',
  'Heather', 'Connor', 'Megan'] as const;
export const EN_LAST = ['Thompson', 'Walker', "O'Brien", 'McAllister', 'Nguyen', 'Patel', 'Johnson', 'Kowalski', 'Bennett', 'Fraser',
  'MacDonald', 'Campbell', 'Wilson', 'Van der Berg'] as const;
export const FR_FIRST = ['Jean-François', 'Marie-Ève', 'Sylvie', 'Mathieu', 'Geneviève', 'Étienne', 'Nathalie', 'Luc', 'Isabelle',
  'Benoît', 'Josée', 'Pierre-Luc', 'Chantal', 'Réjean'] as const;
export const FR_LAST = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Lévesque', 'Bélanger', 'Pelletier', 'St-Pierre',
  'Ouellet', "D'Amours", 'Leblanc', 'Bergeron-Dufour'] as const;

/** Industry lines as a bilingual form prints them: [english, other language, a noun for the business name]. */
export const US_INDUSTRIES: readonly (readonly [string, string, string])[] = [
  ['Mexican restaurant', 'Restaurante mexicano', 'Cocina'], ['Auto body shop', 'Taller de carrocería', 'Auto Body'],
  ['Hair salon', 'Salón de belleza', 'Beauty Studio'], ['Bakery cafe', 'Panadería y café', 'Panadería'],
  ['Lawn care', 'Jardinería', 'Landscaping'], ['Dump truck hauling', 'Transporte de carga', 'Hauling'],
  ['Grocery', 'Tienda de abarrotes', 'Market'], ['Commercial cleaning', 'Servicios de limpieza', 'Cleaning Co'],
  ['Plumbing contractor', 'Plomería', 'Plumbing'], ['Dental office', 'Consultorio dental', 'Dental'],
  ['Daycare', 'Guardería infantil', 'Kids Academy'], ['Convenience store', 'Tienda de conveniencia', 'Mini Mart'],
  ['Food truck', 'Camión de comida', 'Tacos'], ['Roofing', 'Techados', 'Roofing'], ['Used car dealer', 'Venta de autos usados', 'Motors'],
];
export const CA_INDUSTRIES: readonly (readonly [string, string, string])[] = [
  ['Family restaurant', 'Restaurant familial', 'Bistro'], ['Convenience store', 'Dépanneur', 'Dépanneur'],
  ['Mechanic', 'Garage mécanique', 'Garage'], ['Hair salon', 'Salon de coiffure', 'Coiffure'],
  ['Roofing contractor', 'Entrepreneur en toiture', 'Toitures'], ['Dentist', 'Dentiste', 'Dentaire'],
  ['Local trucking', 'Camionnage local', 'Transport'], ['Bakery cafe', 'Boulangerie-café', 'Boulangerie'],
  ['Commercial cleaning', 'Services de nettoyage', 'Entretien'], ['Drugstore', 'Pharmacie', 'Pharmacie'],
  ['Gym', 'Centre de conditionnement physique', 'Fitness'], ['Florist', 'Fleuriste', 'Fleurs'],
];

export const US_STEMS = ['Sabor Latino', 'Los Compadres', 'Brisa del Mar', 'El Buen Gusto', 'Sol y Luna', 'Desert Palm', 'Lone Star',
  'La Esperanza', 'Tres Hermanos', 'Pueblo Viejo', 'Bayfront', 'Casa Blanca', 'Río Grande', 'Golden Mesa'] as const;
export const CA_STEMS = ['Boréal', 'Saint-Laurent', 'Maple Ridge', 'Chinook', 'Laurentides', 'Fundy', 'Prairie Sky', 'Cap-Rouge',
  'Mont-Royal', 'Belle-Rive', 'Northern Pine', 'Les Cèdres'] as const;

export interface Place { street: string; city: string; region: string; regionName: string; postal: string }
const US_CITIES: readonly (readonly [string, string, string, string])[] = [
  ['TX', 'Texas', 'Houston', '770'], ['TX', 'Texas', 'El Paso', '799'], ['TX', 'Texas', 'McAllen', '785'],
  ['CA', 'California', 'Santa Ana', '927'], ['CA', 'California', 'Fresno', '937'], ['FL', 'Florida', 'Hialeah', '330'],
  ['FL', 'Florida', 'Orlando', '328'], ['AZ', 'Arizona', 'Tucson', '857'], ['NM', 'New Mexico', 'Albuquerque', '871'],
  ['IL', 'Illinois', 'Cicero', '608'], ['NJ', 'New Jersey', 'Paterson', '075'], ['NV', 'Nevada', 'Las Vegas', '891'],
  ['CO', 'Colorado', 'Denver', '802'], ['NY', 'New York', 'Bronx', '104'],
];
const US_STREETS = ['W Main St', 'Calle Mayor', 'S Alamo St', 'N Central Ave', 'E 8th St', 'Palm Ave', 'Avenida Cesar Chavez', 'Mission Blvd'];
const CA_CITIES: readonly (readonly [string, string, string, string])[] = [
  ['QC', 'Québec', 'Montréal', 'H'], ['QC', 'Québec', 'Laval', 'H'], ['QC', 'Québec', 'Sherbrooke', 'J'], ['QC', 'Québec', 'Gatineau', 'J'],
  ['ON', 'Ontario', 'Ottawa', 'K'], ['ON', 'Ontario', 'Toronto', 'M'], ['NB', 'Nouveau-Brunswick', 'Moncton', 'E'],
  ['MB', 'Manitoba', 'Winnipeg', 'R'], ['AB', 'Alberta', 'Calgary', 'T'], ['BC', 'Colombie-Britannique', 'Vancouver', 'V'],
];
const CA_STREETS = ['rue Sainte-Catherine Est', 'boul. René-Lévesque', 'rue Principale', 'ch. de la Côte', 'Queen St W', 'av. du Parc', 'Main St'];

export function usPlace(r: Rng, region?: string): Place {
  const opts = region ? US_CITIES.filter((c) => c[0] === region) : US_CITIES;
  const [code, name, city, zip] = r.pick(opts.length ? opts : US_CITIES);
  const suite = r.chance(0.3) ? ` Ste ${r.int(1, 40)}` : '';
  return { street: `${r.int(100, 9899)} ${r.pick(US_STREETS)}${suite}`, city, region: code, regionName: name, postal: `${zip}${r.digits(2)}` };
}
export function caPlace(r: Rng, region?: string): Place {
  const opts = region ? CA_CITIES.filter((c) => c[0] === region) : CA_CITIES;
  const [code, name, city, letter] = r.pick(opts.length ? opts : CA_CITIES);
  const L = () => r.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ');
  const street = r.pick(CA_STREETS);
  const num = r.int(10, 4999);
  return { street: street.startsWith('r') || street.startsWith('b') || street.startsWith('c') || street.startsWith('a') ? `${num}, ${street}` : `${num} ${street}`,
    city, region: code, regionName: name, postal: `${letter}${r.int(0, 9)}${L()} ${r.int(0, 9)}${L()}${r.int(0, 9)}` };
}

// ---- identifiers -------------------------------------------------------------------------------------------------
const EIN_BAD = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
export function ein(r: Rng): string {
  let p = r.int(10, 99);
  while (EIN_BAD.has(p)) p = r.int(10, 99);
  return `${p}-${r.int(1000000, 9999999)}`;
}
export function ssn(r: Rng): string {
  let area = r.int(1, 899);
  while (area === 666) area = r.int(1, 899);
  return `${String(area).padStart(3, '0')}-${String(r.int(1, 99)).padStart(2, '0')}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}
export function itin(r: Rng): string {
  return `9${r.digits(2)}-${r.int(70, 88)}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}
function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}
/** 9 digits with a Luhn check digit, the first one from `first`. */
export function luhn9(r: Rng, first: readonly number[]): string {
  const body = `${r.pick(first)}${r.digits(7)}`;
  return body + String(luhnDigit(body));
}

// ---- dates and money ---------------------------------------------------------------------------------------------
export interface Ymd { y: number; m: number; d: number }
export const iso = (t: Ymd): string => `${t.y}-${String(t.m).padStart(2, '0')}-${String(t.d).padStart(2, '0')}`;
const EN_M = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ES_M = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const FR_M = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
export type DateFmt = 'mdy' | 'mdy2' | 'long_en' | 'long_es' | 'long_fr' | 'iso' | 'dmy' | 'mon_en';
export function fmtDate(t: Ymd, f: DateFmt): string {
  const mm = String(t.m).padStart(2, '0'), dd = String(t.d).padStart(2, '0');
  switch (f) {
    case 'mdy': return `${mm}/${dd}/${t.y}`;
    case 'mdy2': return `${t.m}/${t.d}/${String(t.y % 100).padStart(2, '0')}`;
    case 'long_en': return `${EN_M[t.m - 1]} ${t.d}, ${t.y}`;
    case 'long_es': return `${t.d} de ${ES_M[t.m - 1]} de ${t.y}`;
    case 'long_fr': return `${t.d === 1 ? '1er' : t.d} ${FR_M[t.m - 1]} ${t.y}`;
    case 'iso': return iso(t);
    case 'dmy': return `${dd}/${mm}/${t.y}`;
    case 'mon_en': return `${EN_M[t.m - 1]!.slice(0, 3)} ${t.d}, ${t.y}`;
  }
}
export function randDate(r: Rng, y0: number, y1: number): Ymd {
  return { y: r.int(y0, y1), m: r.int(1, 12), d: r.int(1, 28) };
}

export type MoneyFmt = 'usd' | 'usd0' | 'plain' | 'usd_code' | 'fr' | 'fr_cad' | 'cad_pre' | 'cad_post';
const commas = (n: number) => Math.floor(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const spaces = (n: number) => Math.floor(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const cents = (n: number) => `.${String(Math.round((n % 1) * 100)).padStart(2, '0')}`;
/** Money as printed. French style never has a decimal comma (applications.md drops commas). */
export function fmtMoney(n: number, f: MoneyFmt): string {
  switch (f) {
    case 'usd': return `$${commas(n)}${cents(n)}`;
    case 'usd0': return `$${commas(n)}`;
    case 'plain': return `${commas(n)}${cents(n)}`;
    case 'usd_code': return `USD $${commas(n)}`;
    case 'fr': return `${spaces(n)} $`;
    case 'fr_cad': return `${spaces(n)} $ CAD`;
    case 'cad_pre': return `CAD $${commas(n)}${cents(n)}`;
    case 'cad_post': return `$${commas(n)} CAD`;
  }
}

// ---- the industries reference rule (applications.md): the longest label or alias contained, word-bounded ----------
interface IndustryItem { id: string; label: string; aliases?: string[] }
let industries: IndustryItem[] | null = null;
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export function industryOf(text: string): string | null {
  industries ??= (JSON.parse(readFileSync(join(REFERENCE_DIR, 'industries.json'), 'utf8')) as { items: IndustryItem[] }).items;
  let best: { id: string; len: number } | null = null;
  for (const it of industries) {
    for (const term of [it.label, ...(it.aliases ?? [])]) {
      const re = new RegExp(`(?<![\\p{L}\\p{N}])${esc(term)}(?![\\p{L}\\p{N}])`, 'iu');
      if (re.test(text) && (!best || term.length > best.len)) best = { id: it.id, len: term.length };
    }
  }
  return best?.id ?? null;
}
