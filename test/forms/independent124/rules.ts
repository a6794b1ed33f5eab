// applications.md's reading rules, written from the spec alone, so the test can check that each truth value is what
// its printed text reads as. Reference data from /work/shared/reference (MCA_REFERENCE_DIR overrides).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = process.env.MCA_REFERENCE_DIR ?? '/work/shared/reference';

interface Entity { id: string; label: string; countries: string[]; aliases: string[] }
interface Industry { id: string; label: string; aliases: string[] }
interface Region { code: string; name: string; aliases: string[] }

function load<T>(file: string): T[] {
  return (JSON.parse(readFileSync(join(DIR, file), 'utf8')) as { items: T[] }).items;
}

let cache: { entities: Entity[]; industries: Industry[]; states: Region[]; provinces: Region[] } | null = null;
export function reference() {
  cache ??= { entities: load<Entity>('entity-types.json'), industries: load<Industry>('industries.json'),
    states: load<Region>('states.json'), provinces: load<Region>('provinces.json') };
  return cache;
}

const squash = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');

/** The entity-type ids whose id, label or alias equals the printed text (case and punctuation ignored), for a country. */
export function entityIds(printed: string, country: 'US' | 'CA'): string[] {
  const k = squash(printed);
  return reference().entities.filter((e) => e.countries.includes(country) && [e.id, e.label, ...e.aliases].some((a) => squash(a) === k))
    .map((e) => e.id);
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The industry ids whose label or alias is the longest one contained (word-bounded) in the text. */
export function industryIds(printed: string): string[] {
  let best = 0;
  let ids: string[] = [];
  for (const it of reference().industries) {
    for (const a of [it.label, ...it.aliases]) {
      if (!new RegExp(`(?<![A-Za-z0-9])${esc(a)}(?![A-Za-z0-9])`, 'i').test(printed)) continue;
      if (a.length > best) { best = a.length; ids = [it.id]; } else if (a.length === best && !ids.includes(it.id)) ids.push(it.id);
    }
  }
  return ids;
}

/** A state's or province's code from its printed code, name or alias. */
export function regionCode(printed: string, country: 'US' | 'CA'): string | null {
  const list = country === 'US' ? reference().states : reference().provinces;
  const k = squash(printed);
  return list.find((r) => [r.code, r.name, ...r.aliases].some((a) => squash(a) === k))?.code ?? null;
}

export function money(printed: string): number {
  return Number(printed.replace(/CAD|USD|\$|,|\s/g, ''));
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** ISO date from the printed forms this set uses (US month first; ISO; month names); two-digit years are 20YY. */
export function isoDate(printed: string): string | null {
  const s = printed.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) return iso(+m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(s);
  if (m) return iso(m[3]!.length === 2 ? 2000 + +m[3]! : +m[3]!, +m[1]!, +m[2]!);
  m = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}), (\d{4})$/.exec(s);
  if (m) return iso(+m[3]!, MONTHS.indexOf(m[1]!.toLowerCase()) + 1, +m[2]!);
  m = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4})$/.exec(s);
  if (m) return iso(+m[3]!, MONTHS.indexOf(m[2]!.toLowerCase()) + 1, +m[1]!);
  return null;
}

/** The business tax id as applications.md stores it, and its type from the format (label for a bare 9 digits). */
export function taxId(printed: string, bareLabel: 'EIN' | 'BN' | 'SIN' | 'SSN'): { id: string; type: string } {
  const s = printed.trim().toUpperCase();
  const bn = /^(\d[\d\s-]{7,12}\d)\s*-?\s*([A-Z]{2})\s*-?\s*(\d{4})$/.exec(s);
  if (bn) return { id: bn[1]!.replace(/\D/g, '') + bn[2]! + bn[3]!, type: 'BN' };
  if (/^\d{2}-\d{7}$/.test(s)) return { id: s.replace(/\D/g, ''), type: 'EIN' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(s)) return { id: s.replace(/\D/g, ''), type: s.startsWith('9') ? 'ITIN' : 'SSN' };
  return { id: s.replace(/\D/g, ''), type: bareLabel };
}

export const FREQUENCIES: Record<string, string> = { daily: 'daily', weekly: 'weekly', 'bi-weekly': 'biweekly', biweekly: 'biweekly', monthly: 'monthly' };
