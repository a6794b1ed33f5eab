// applications.md's reading rules, applied to what this generator prints, against the shared reference data. The
// generator asks these functions for the truth of a printed text, so the truth cannot drift from the rules.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface EntityRef { id: string; label: string; countries: string[]; aliases: string[] }
interface IndustryRef { id: string; label: string; aliases: string[] }
interface ProvinceRef { code: string; name: string; name_fr: string; aliases: string[]; postal_code_first_letters: string[] }

function load<T>(file: string): T[] {
  return (JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as { items: T[] }).items;
}

export const ENTITIES: EntityRef[] = load<EntityRef>('entity-types.json');
export const INDUSTRIES: IndustryRef[] = load<IndustryRef>('industries.json');
export const PROVINCES: ProvinceRef[] = load<ProvinceRef>('provinces.json');

/** Case and punctuation ignored (accents kept: they are letters of the word). */
function bare(s: string): string {
  return s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The entity-types id whose id, label or alias equals the printed text; a Canadian form, so Canadian entries win. */
export function entityId(printed: string, country: 'US' | 'CA' = 'CA'): string | null {
  const b = bare(printed);
  const hits = ENTITIES.filter((e) => [e.id, e.label, ...e.aliases].some((x) => bare(x) === b));
  const local = hits.filter((e) => e.countries.includes(country));
  // `Inc`/`Corp`/`Ltd`/`Corporation` are aliases of both corporations: the country decides.
  const pick = local.find((e) => e.countries.length === 1) ?? local[0] ?? null;
  return pick ? pick.id : null;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The industries id whose label or alias is the longest one contained in the text, word-bounded. */
export function industryId(printed: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const ind of INDUSTRIES) {
    for (const name of [ind.label, ...ind.aliases]) {
      const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(name)}(?![\\p{L}\\p{N}])`, 'iu');
      if (re.test(printed) && (!best || name.length > best.len)) best = { id: ind.id, len: name.length };
    }
  }
  return best ? best.id : null;
}

/** Canadian BN and SIN: 9 digits whose last is a Luhn check digit. */
export function luhnDigit(eight: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let d = Number(eight[i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

export function luhnValid(nine: string): boolean {
  return /^\d{9}$/.test(nine) && luhnDigit(nine.slice(0, 8)) === nine[8];
}

const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

export type DateStyle = 'long' | 'iso' | 'dmy' | 'abbr';

const ABR = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juill.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];

/** A date as a French-Canadian form prints it; `dmy` only where the day is over 12 (else long), so it reads one way. */
export function frDate(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const day = d === 1 ? '1er' : String(d);
  if (style === 'iso') return iso;
  if (style === 'dmy' && d > 12) return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
  if (style === 'abbr') return `${day} ${ABR[m - 1]} ${y}`;
  return `${day} ${MOIS[m - 1]} ${y}`;
}

export type MoneyStyle = 'cents' | 'whole' | 'prefix';

/** French-Canadian money: narrow groups with a space, decimal comma, `$` after (or `CAD` before). */
export function frMoney(n: number, style: MoneyStyle): string {
  const [int, dec] = n.toFixed(2).split('.') as [string, string];
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  if (style === 'whole') return `${grouped} $`;
  if (style === 'prefix') return `CAD ${grouped},${dec}`;
  return `${grouped},${dec} $`;
}

export function frPercent(n: number): string {
  return `${String(n).replace('.', ',')} %`;
}

/** Tax ID as read: digits, plus a BN's program id and reference, no separators, uppercase. */
export function normalisedTaxId(printed: string): string {
  return printed.toUpperCase().replace(/[^0-9A-Z]/g, '');
}
