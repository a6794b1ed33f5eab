// The reading rules of applications.md that this set needs both to set its truth and to read it back in its tests:
// entity type and industry from printed text, states and provinces, money, dates, names.
import { readFileSync } from 'node:fs';

const REF = '/work/shared/reference';
interface Entity { id: string; label: string; countries: string[]; aliases: string[] }
interface Industry { id: string; label: string; aliases: string[] }
interface Region { code: string; name: string; country: string; aliases: string[] }
const load = <T>(f: string): T[] => (JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: T[] }).items;
export const ENTITIES = load<Entity>('entity-types.json');
export const INDUSTRIES = load<Industry>('industries.json');
export const REGIONS = [...load<Region>('states.json'), ...load<Region>('provinces.json')];

const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The entity-types id whose id, label or alias equals the text (case and punctuation ignored), by country. */
export function entityId(text: string, country: 'US' | 'CA'): string | null {
  const t = squash(text);
  if (['inc', 'corp', 'ltd', 'corporation', 'incorporated', 'limited'].includes(t)) return country === 'US' ? 'c_corporation' : 'ca_corporation';
  const hits = ENTITIES.filter((e) => e.countries.includes(country) && [e.id, e.label, ...e.aliases].some((a) => squash(a) === t));
  return hits.length ? hits[0]!.id : null;
}

/** The industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryId(text: string): string | null {
  const t = ` ${text.toLowerCase().replace(/[^a-z0-9&/+-]+/g, ' ')} `;
  let best: { id: string; len: number } | null = null;
  for (const i of INDUSTRIES) for (const a of [i.label, ...i.aliases]) {
    const al = a.toLowerCase().replace(/[^a-z0-9&/+-]+/g, ' ').trim();
    if (!al) continue;
    const re = new RegExp(`(^|[^a-z0-9])${al.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}($|[^a-z0-9])`);
    if (re.test(t) && (!best || al.length > best.len)) best = { id: i.id, len: al.length };
  }
  return best?.id ?? null;
}

export function regionCode(text: string): { code: string; country: 'US' | 'CA' } | null {
  const t = squash(text);
  const r = REGIONS.find((x) => squash(x.code) === t || squash(x.name) === t || x.aliases.some((a) => squash(a) === t));
  return r ? { code: r.code, country: r.country as 'US' | 'CA' } : null;
}

export function money(text: string): number | null {
  const t = text.replace(/CAD|USD|\$|,|\s/g, '');
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : null;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const pad = (n: number): string => String(n).padStart(2, '0');
/** An ISO date from `12/26/2011`, `11/15/16`, `September 12, 2009`, `2011-12-26`, `12-26-2011`. */
export function isoDate(text: string): string | null {
  const s = text.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(s);
  if (m) {
    const y = m[3]!.length === 2 ? (Number(m[3]) > 30 ? 1900 : 2000) + Number(m[3]) : Number(m[3]);
    return `${y}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`;
  }
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(s);
  if (m) {
    const mi = MONTHS.findIndex((x) => x.startsWith(m![1]!.toLowerCase().slice(0, 3)));
    if (mi >= 0) return `${m[3]}-${pad(mi + 1)}-${pad(Number(m[2]))}`;
  }
  return null;
}

export const CREDENTIALS = ['DC', 'DDS', 'CPA', 'MD', 'DVM', 'Esq.'];
/** First and last name from a printed owner name: middle initial dropped, credentials dropped, `Last, First` swapped. */
export function personName(text: string): { first: string; last: string } {
  let s = text.trim();
  const c = /,\s*([A-Za-z.]+)$/.exec(s);
  if (c && CREDENTIALS.some((x) => squash(x) === squash(c[1]!))) s = s.slice(0, c.index).trim();
  if (s.includes(',')) {
    const [last, rest] = s.split(',').map((x) => x.trim());
    return { first: rest!.split(/\s+/)[0]!, last: last! };
  }
  const parts = s.split(/\s+/);
  const first = parts.shift()!;
  if (parts.length > 1 && /^[A-Z]\.?$/.test(parts[0]!)) parts.shift();
  return { first, last: parts.join(' ') };
}

/** Business or owner tax id: digits, type and country from its printed format (and the label's hint). */
export function taxId(text: string, hint: 'EIN' | 'SSN' | 'BN' | 'SIN'): { id: string | null; type: string; country: 'US' | 'CA' } {
  const s = text.trim().toUpperCase();
  const bn = /^(\d{9})\s*-?\s*([A-Z]{2})\s*-?\s*(\d{4})$/.exec(s);
  if (bn) return { id: `${bn[1]}${bn[2]}${bn[3]}`, type: 'BN', country: 'CA' };
  const masked = /[X*•]/.test(s);
  const digits = s.replace(/\D/g, '');
  if (hint === 'BN' || hint === 'SIN') return { id: masked ? null : digits, type: hint, country: 'CA' };
  let type: string = hint;
  if (/^\d{2}-\d{7}$/.test(s)) type = 'EIN';
  else if (/^\d{3}-\d{2}-\d{4}$/.test(s)) type = s.startsWith('9') ? 'ITIN' : 'SSN';
  return { id: masked ? null : digits, type, country: 'US' };
}
