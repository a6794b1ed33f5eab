// The reading rules of applications.md, applied to what a form prints: the truth is computed from the printed text
// with these, so a wording chosen for its look cannot silently disagree with the rule.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface EntityItem { id: string; label: string; countries: string[]; aliases: string[] }
interface IndustryItem { id: string; label: string; aliases: string[] }
export interface StateItem { code: string; name: string; country: string; type: string; default_selectable: boolean }

function load<T>(file: string): T[] {
  return (JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as { items: T[] }).items;
}

export const ENTITY_TYPES = load<EntityItem>('entity-types.json');
export const INDUSTRIES = load<IndustryItem>('industries.json');
// The 50 states and DC: a business address dropdown on these web forms offers no territories.
export const STATES = load<StateItem>('states.json').filter((s) => s.country === 'US' && (s.type === 'state' || s.code === 'DC'));

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The entity-types id for a printed entity type on a US form (applications.md: id, label or alias; Inc/Corp by country). */
export function entityId(printed: string): string | null {
  const n = norm(printed);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(n)) return 'c_corporation';
  for (const e of ENTITY_TYPES) {
    if (!e.countries.includes('US')) continue;
    if ([e.id, e.label, ...e.aliases].some((a) => norm(a) === n)) return e.id;
  }
  return null;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The industries id whose label or alias is the longest one contained, word-bounded, in the printed text. */
export function industryId(printed: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...it.aliases]) {
      const re = new RegExp(`(?<![A-Za-z0-9])${escape(a)}(?![A-Za-z0-9])`, 'i');
      if (re.test(printed) && (!best || a.length > best.len)) best = { id: it.id, len: a.length };
    }
  }
  return best?.id ?? null;
}

/** Trade name as applications.md reads it: null when blank, SAME, N/A or equal to the legal name. */
export function tradeName(printed: string, legal: string): string | null {
  const t = printed.trim();
  if (!t || /^(same|n\/?a|none)$/i.test(t) || norm(t) === norm(legal)) return null;
  return t;
}

/** The tax id's type from its printed format, the label deciding a bare 9-digit number. */
export function taxIdType(printed: string, labelSays: 'EIN' | 'SSN'): 'EIN' | 'SSN' | 'ITIN' {
  if (/^\d{2}-\d{7}$/.test(printed)) return 'EIN';
  const d = printed.replace(/\D/g, '');
  if (/^\d{3}-\d{2}-\d{4}$/.test(printed)) return d.startsWith('9') ? 'ITIN' : 'SSN';
  if (labelSays === 'SSN') return d.startsWith('9') ? 'ITIN' : 'SSN';
  return 'EIN';
}

export const money = (s: string): number => Number(s.replace(/[^0-9.]/g, ''));
