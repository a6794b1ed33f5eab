// Reference look-ups and number formats for set 95: the industry matcher of applications.md (longest label or alias
// contained in the printed text, word-bounded), Luhn for Canadian BN/SIN, valid EIN/SSN/ITIN draws, money and dates.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';
import type { Rng } from '../../statements/generator/prng.ts';

interface Item { id: string; label: string; aliases?: string[] }
const industries = (JSON.parse(readFileSync(join(REFERENCE_DIR, 'industries.json'), 'utf8')) as { items: Item[] }).items;
const entities = (JSON.parse(readFileSync(join(REFERENCE_DIR, 'entity-types.json'), 'utf8')) as { items: Item[] }).items;

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The industries id whose label or alias is the longest one contained in `text`, word-bounded, case ignored. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const it of industries) {
    for (const name of [it.label, ...(it.aliases ?? [])]) {
      const re = new RegExp(`(^|[^A-Za-z0-9])${esc(name)}($|[^A-Za-z0-9])`, 'i');
      if (re.test(text) && (!best || name.length > best.len)) best = { id: it.id, len: name.length };
    }
  }
  return best?.id ?? null;
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
/** The entity-types id whose id, label or alias equals `text` (case and punctuation ignored); Inc/Corp/Ltd by country. */
export function entityOf(text: string, country: 'US' | 'CA'): string | null {
  const n = norm(text);
  if (['inc', 'corp', 'ltd', 'corporation', 'incorporated', 'limited'].includes(n)) return country === 'CA' ? 'ca_corporation' : 'c_corporation';
  const hit = entities.find((e) => norm(e.id) === n || norm(e.label) === n || (e.aliases ?? []).some((a) => norm(a) === n));
  return hit?.id ?? null;
}

/** Type-of-business texts a merchant writes, each resolving (by industryOf) to one industry. */
export const BUSINESS_TYPES: readonly string[] = [
  'Family restaurant', 'Dental office', 'Veterinary clinic', 'HVAC contractor', 'Residential roofing', 'Hair salon',
  'Collision repair', 'Local trucking & hauling', 'Landscaping and lawn care', 'Convenience store', 'Commercial cleaning services',
  'Daycare center', 'Fitness center', 'Plumbing contractor', 'Chiropractor', 'Bakery cafe', 'Home health care agency',
  'Florist', 'Dry cleaner', 'Machine shop', 'Wholesale distributor - produce', 'Used car dealer', 'Coffee shop',
  'Pet grooming salon', 'Electrical contractor', 'General contractor', 'Managed IT services', 'Motel', 'Physical therapy clinic',
  'Tire shop', 'Nail salon', 'Event venue', 'Moving company', 'Liquor store',
];

export function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}
export const luhn9 = (r: Rng, first: string) => { const b = first + r.digits(7); return b + luhnDigit(b); };

const EIN_PREFIXES = [10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 41, 42,
  43, 45, 46, 47, 48, 51, 52, 54, 55, 56, 57, 58, 59, 61, 62, 63, 64, 65, 66, 68, 71, 72, 73, 74, 75, 76, 77, 81, 82, 83, 84, 85,
  86, 87, 88, 90, 91, 92, 93, 94, 95, 98, 99];
export const ein = (r: Rng) => String(r.pick(EIN_PREFIXES)) + String(r.int(1000000, 9999999));
export function ssn(r: Rng): string {
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return String(area).padStart(3, '0') + String(r.int(1, 99)).padStart(2, '0') + String(r.int(1, 9999)).padStart(4, '0');
}
export const itin = (r: Rng) => '9' + r.digits(2) + String(r.int(70, 88)) + String(r.int(1, 9999)).padStart(4, '0');

export const fmtEin = (d: string) => `${d.slice(0, 2)}-${d.slice(2)}`;
export const fmtSsn = (d: string) => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const fmtSin = (d: string) => `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;

export function money(n: number, cents = false, sep = ','): string {
  const [i, f] = n.toFixed(2).split('.');
  const int = i!.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return cents || f !== '00' ? `${int}.${f}` : int;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export type DateFmt = 'mdy' | 'mdy2' | 'long' | 'iso' | 'dmy';
/** An ISO date as a form prints it. */
export function fmtDate(iso: string, f: DateFmt): string {
  const [y, m, d] = iso.split('-');
  if (f === 'iso') return iso;
  if (f === 'mdy') return `${m}/${d}/${y}`;
  if (f === 'mdy2') return `${m}/${d}/${y!.slice(2)}`;
  if (f === 'dmy') return `${d}/${m}/${y}`;
  return `${MONTHS[Number(m) - 1]} ${Number(d)}, ${y}`;
}
export function isoDate(r: Rng, y0: number, y1: number): string {
  const y = r.int(y0, y1), m = r.int(1, 12), d = r.int(1, 28);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
export const phone = (r: Rng, area?: string) => `(${area ?? r.int(201, 989)}) ${r.int(201, 989)}-${r.digits(4)}`;
