// applications.md's reading rules, written once here so the generator's truth and the test's check use the same
// reference data: entity text -> entity id, industry text -> industry id, printed money / dates / tax IDs -> values.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface EntityItem { id: string; label: string; countries: string[]; aliases?: string[] }
interface IndustryItem { id: string; label: string; aliases?: string[] }
interface StateItem { code: string; name: string; country: string; aliases?: string[] }

const load = <T>(file: string): T[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as { items: T[] }).items;
export const ENTITY_TYPES: EntityItem[] = load<EntityItem>('entity-types.json');
export const INDUSTRIES: IndustryItem[] = load<IndustryItem>('industries.json');
export const STATES: StateItem[] = load<StateItem>('states.json');

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The US entity id whose id, label or alias equals the printed text (case and punctuation ignored); null when none
 *  or when two US entries claim it (the generator never prints such a text). */
export function entityId(printed: string): string | null {
  const n = norm(printed);
  const hits = ENTITY_TYPES.filter((e) => e.countries.includes('US') && [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === n));
  return hits.length === 1 ? hits[0]!.id : null;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every (id, matched name) whose label or alias is contained in the text, word-bounded, longest first. */
export function industryMatches(printed: string): { id: string; name: string }[] {
  const out: { id: string; name: string }[] = [];
  for (const it of INDUSTRIES) {
    for (const name of [it.label, ...(it.aliases ?? [])]) {
      if (new RegExp(`(^|[^A-Za-z0-9])${escape(name)}($|[^A-Za-z0-9])`, 'i').test(printed)) out.push({ id: it.id, name });
    }
  }
  return out.sort((a, b) => b.name.length - a.name.length);
}

/** The industry id by the longest contained label or alias; null when nothing matches or the longest is a tie
 *  between two industries (the generator avoids such texts). */
export function industryId(printed: string): string | null {
  const m = industryMatches(printed);
  if (!m.length) return null;
  const top = m.filter((x) => x.name.length === m[0]!.name.length);
  return new Set(top.map((x) => x.id)).size === 1 ? top[0]!.id : null;
}

export function stateByCode(code: string): StateItem {
  const s = STATES.find((x) => x.code === code && x.country === 'US');
  if (!s) throw new Error(`no US state ${code}`);
  return s;
}

/** Printed money to a number: `$75k`, `75K`, `$1.2M`, `75,000`, `$649.50`. */
export function moneyValue(printed: string): number {
  const m = /^\$?\s*([\d,]+(?:\.\d+)?)\s*([kKmM]?)$/.exec(printed.trim());
  if (!m) throw new Error(`not money: ${printed}`);
  const n = Number(m[1]!.replace(/,/g, ''));
  const mult = /k/i.test(m[2]!) ? 1000 : /m/i.test(m[2]!) ? 1_000_000 : 1;
  return Math.round(n * mult * 100) / 100;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number): string => String(n).padStart(2, '0');

/** Printed date to ISO. Two-digit years above 30 are 19xx (no business here starts after 2030). A month and year
 *  is the month's first day, a bare year its first of January (README: decisions). */
export function isoDate(printed: string): string {
  const t = printed.trim();
  let m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(t);
  if (m) {
    let y = Number(m[3]);
    if (m[3]!.length === 2) y += y > 30 ? 1900 : 2000;
    return `${y}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`;
  }
  m = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),\s*(\d{4})$/.exec(t);
  if (m) return `${m[3]}-${pad(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${pad(Number(m[2]))}`;
  m = /^([A-Za-z]{3,9})\.?\s+'?(\d{4})$/.exec(t);
  if (m) return `${m[2]}-${pad(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-01`;
  m = /^(\d{4})$/.exec(t);
  if (m) return `${m[1]}-01-01`;
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return t;
  throw new Error(`not a date: ${printed}`);
}

/** A printed tax ID read by its format: EIN `NN-NNNNNNN`, SSN `NNN-NN-NNNN` (ITIN when it starts with 9), a bare 9
 *  digits by its label; masked (X or *) gives nothing. */
export function taxIdValue(printed: string, labelSays: 'EIN' | 'SSN' | null): { digits: string; type: string } | null {
  const t = printed.trim();
  if (/[X*x•]/.test(t)) return null;
  if (/^\d{2}-\d{7}$/.test(t)) return { digits: t.replace(/-/g, ''), type: 'EIN' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return { digits: t.replace(/-/g, ''), type: t.startsWith('9') ? 'ITIN' : 'SSN' };
  if (/^\d{9}$/.test(t) && labelSays) return { digits: t, type: labelSays === 'SSN' && t.startsWith('9') ? 'ITIN' : labelSays };
  throw new Error(`tax ID not readable: ${printed}`);
}

export const FREQUENCIES: Record<string, string> = {
  daily: 'daily', Daily: 'daily', DAILY: 'daily',
  weekly: 'weekly', Weekly: 'weekly', wkly: 'weekly', Wkly: 'weekly',
  'bi-weekly': 'biweekly', 'Bi-Wkly': 'biweekly', biweekly: 'biweekly', 'every 2 wks': 'biweekly',
  monthly: 'monthly', Monthly: 'monthly', mthly: 'monthly',
};
