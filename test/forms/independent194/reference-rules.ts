// applications.md's reading rules for entity types and industries, implemented from /work/shared/reference for the
// test: every entity or industry text set 194 prints must resolve to the id its truth holds.
import { readFileSync } from 'node:fs';

interface EntityItem { id: string; label: string; countries: string[]; aliases: string[] }
interface IndustryItem { id: string; label: string; aliases: string[] }
interface Region { code: string; country: string }

const DIR = '/work/shared/reference';
const read = <T>(f: string): T[] => (JSON.parse(readFileSync(`${DIR}/${f}`, 'utf8')) as { items: T[] }).items;

export const ENTITY_ITEMS = read<EntityItem>('entity-types.json');
export const INDUSTRY_ITEMS = read<IndustryItem>('industries.json');
export const REGIONS = [...read<Region>('states.json'), ...read<Region>('provinces.json')];

const squash = (s: string): string => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]/g, '');

/** The entity whose id, label or alias equals the text (case and punctuation ignored) among the country's; null when none or several. */
export function entityId(text: string, country: 'US' | 'CA'): string | null {
  const t = squash(text);
  const ids = new Set(ENTITY_ITEMS.filter((e) => e.countries.includes(country) && [e.id, e.label, ...e.aliases].some((a) => squash(a) === t)).map((e) => e.id));
  return ids.size === 1 ? [...ids][0]! : null;
}

/** The industry whose label or alias is the longest contained in the text, word-bounded; null when none or a tie between ids. */
export function industryId(text: string): string | null {
  const t = text.toLowerCase();
  let best: { id: string; len: number }[] = [];
  for (const it of INDUSTRY_ITEMS) {
    for (const a of [it.label, ...it.aliases]) {
      const s = a.toLowerCase();
      const re = new RegExp(`(?<![a-z0-9])${s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![a-z0-9])`);
      if (!re.test(t)) continue;
      if (!best.length || s.length > best[0]!.len) best = [{ id: it.id, len: s.length }];
      else if (s.length === best[0]!.len) best.push({ id: it.id, len: s.length });
    }
  }
  const ids = new Set(best.map((b) => b.id));
  return ids.size === 1 ? [...ids][0]! : null;
}

/** A printed money amount read as applications.md says ($, commas, spaces, CAD/USD dropped). */
export function money(text: string): number {
  return Number(text.replace(/CAD|USD|\$|,|\s/g, ''));
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A printed date as ISO: US month-first numeric forms, month names, ISO; two-digit years by the field's century. */
export function isoDate(text: string, birth: boolean): string | null {
  const p2 = (n: number) => String(n).padStart(2, '0');
  const year = (y: string) => (y.length === 2 ? (birth ? 1900 : 2000) + Number(y) : Number(y));
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return text;
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  if (m) return `${year(m[3]!)}-${p2(Number(m[1]))}-${p2(Number(m[2]))}`;
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  if (m) return `${m[3]}-${p2(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${p2(Number(m[2]))}`;
  m = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(text);
  if (m) return `${m[3]}-${p2(MONTHS.indexOf(m[2]!.toLowerCase()) + 1)}-${p2(Number(m[1]))}`;
  return null;
}

/** A printed person's name: `Last, First M.` swapped, middle initial and credential dropped. */
export function personName(text: string): { first: string; last: string } {
  const bare = text.replace(/, (DDS|DC|CPA|MD|DVM|PT|Esq\.)$/, '');
  const lf = bare === text ? /^([^,]+), (\S+)(?: [A-Z]\.)?$/.exec(text) : null;
  if (lf) return { first: lf[2]!, last: lf[1]! };
  const words = bare.split(' ').filter((w) => !/^[A-Z]\.$/.test(w));
  return { first: words[0]!, last: words.slice(1).join(' ') };
}
