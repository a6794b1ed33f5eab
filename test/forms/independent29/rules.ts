// The reference data (a compact copy of /work/shared/reference) and applications.md's reading rules that the truth of
// these forms needs: the entity type of a printed label, the industry of a printed "type of business", tax-id numbers
// that pass their checks (EIN prefixes, SSN areas, ITIN groups, Luhn for a BN or SIN).
import { createRequire } from 'node:module';
import type { Rng } from '../../statements/generator/prng.ts';

interface RefEntry { id: string; label: string; aliases: string[]; countries?: string[] }
interface Reference { entity_types: RefEntry[]; industries: RefEntry[]; states: [string, string][]; provinces: [string, string][] }

export const REF = createRequire(import.meta.url)('./reference.json') as Reference;

const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** The entity type a printed label names (id, label or alias equal, case and punctuation ignored), by country. */
export function entityOf(printed: string, country: 'US' | 'CA'): string | null {
  const key = squash(printed);
  const hits = REF.entity_types.filter((e) => [e.id, e.label, ...e.aliases].some((a) => squash(a) === key));
  if (hits.length > 1) {
    const own = hits.filter((e) => e.countries?.includes(country));
    const national = own.find((e) => e.countries?.length === 1);
    return (national ?? own[0] ?? hits[0])!.id;
  }
  return hits[0]?.id ?? null;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(printed: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const e of REF.industries) {
    for (const a of [e.label, ...e.aliases]) {
      const re = new RegExp(`(^|[^a-z0-9])${escape(a.toLowerCase())}($|[^a-z0-9])`);
      if (re.test(printed.toLowerCase()) && (!best || a.length > best.len)) best = { id: e.id, len: a.length };
    }
  }
  return best?.id ?? null;
}

export const stateName = (code: string): string => REF.states.find((s) => s[0] === code)?.[1] ?? REF.provinces.find((p) => p[0] === code)?.[1] ?? code;

// --- tax ids (digits only; the layouts format them) ---

const EIN_PREFIXES = ['01', '02', '03', '04', '05', '06', '10', '11', '12', '13', '14', '15', '16', '20', '21', '22', '23', '24', '25',
  '26', '27', '30', '31', '32', '33', '34', '35', '36', '37', '38', '39', '41', '42', '43', '45', '46', '47', '48', '51', '52', '53',
  '54', '55', '56', '57', '58', '59', '61', '62', '63', '64', '65', '66', '67', '68', '71', '72', '73', '74', '75', '76', '77', '81',
  '82', '83', '84', '85', '86', '87', '88', '90', '91', '92', '93', '94', '95', '98', '99'];

export const ein = (r: Rng): string => r.pick(EIN_PREFIXES) + String(r.int(1000000, 9999999));

export function ssn(r: Rng): string {
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return String(area).padStart(3, '0') + String(r.int(1, 99)).padStart(2, '0') + String(r.int(1, 9999)).padStart(4, '0');
}

export function itin(r: Rng): string {
  const group = r.pick([50, 52, 57, 63, 70, 72, 75, 78, 81, 84, 88, 90, 92, 94, 96, 99]);
  return `9${r.digits(2)}${group}${String(r.int(1, 9999)).padStart(4, '0')}`;
}

function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A Canadian 9-digit number with its Luhn check digit (BN, or SIN when `first` is 1-7). */
export function luhn9(r: Rng, first: number): string {
  const body = String(first) + r.digits(7);
  return body + luhnDigit(body);
}

export function luhnOk(nine: string): boolean {
  return nine.length === 9 && luhnDigit(nine.slice(0, 8)) === nine[8];
}

export const fmtSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const fmtEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const fmtSin = (d: string, sep = '-'): string => `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`;
