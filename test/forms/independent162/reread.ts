// The tests' own reading of a printed value by applications.md's rules, written apart from the generator: given the
// text as printed, its label and the form's country, what each truth path must be. The generator's truth is checked
// against this, value by value.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';
import type { Placed } from './sheet.ts';

type Ref = { id?: string; code?: string; label?: string; name?: string; name_fr?: string; aliases: string[]; countries?: string[] };
const load = (f: string): Ref[] => JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')).items;
const ENTITIES = load('entity-types.json'), INDUSTRIES = load('industries.json'), STATES = load('states.json'), PROVINCES = load('provinces.json');

export const squash = (s: string) => s.normalize('NFC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Entity: the reference id whose id, label or alias equals the text (each half of a bilingual "fr / en" label). */
export function entityOf(text: string, country: string): string | null {
  const t = text.replace(/^other\s*:\s*/i, '');
  const ids = new Set<string>();
  for (const part of t.includes(' / ') ? t.split(' / ') : [t]) {
    const k = squash(part);
    const hits = ENTITIES.filter((e) => e.countries!.includes(country) && [e.id!, e.label!, ...e.aliases].some((a) => squash(a) === k));
    const own = hits.filter((e) => e.countries!.length === 1);
    const pick = (own.length ? own : hits)[0];
    if (!pick) return null;
    ids.add(pick.id!);
  }
  return ids.size === 1 ? [...ids][0]! : null;
}

/** Industry: the id whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const n of [it.label!, ...it.aliases]) {
      if (new RegExp(`(?<![\\p{L}\\p{N}])${esc(n)}(?![\\p{L}\\p{N}])`, 'iu').test(text) && (!best || n.length > best.len)) best = { id: it.id!, len: n.length };
    }
  }
  return best?.id ?? null;
}

/** A state or province code from a code, a name (French too), an alias, or an address ending in a ZIP / postal code. */
export function regionOf(text: string, country: string): string | null {
  const zip = /,\s*([^,]+?)\s+(\d{5}(?:-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d)\s*$/.exec(text);
  const t = squash(zip ? zip[1]! : text);
  const list = country === 'US' ? STATES : PROVINCES;
  const hit = list.find((s) => [s.code!, s.name!, s.name_fr ?? '', ...s.aliases].some((a) => a && squash(a) === t));
  return hit?.code ?? null;
}

export function moneyOf(text: string): number | null {
  let t = text.replace(/CAD|USD|\$/g, '').trim();
  if (/^\d{1,3}( \d{3})*,\d{2}$/.test(t) || /^\d+,\d{2}$/.test(t)) t = t.replace(/ /g, '').replace(',', '.');
  else t = t.replace(/[, ]/g, '');
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const ymd = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
/** A date in any printed form; day-first only when the label says so (JJ/MM, DD/MM). */
export function dateOf(text: string, label: string): string | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return ymd(+m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})(?:er)? (\p{L}+) (\d{4})$/u.exec(text);
  if (m && MOIS.includes(m[2]!.toLowerCase())) return ymd(+m[3]!, MOIS.indexOf(m[2]!.toLowerCase()) + 1, +m[1]!);
  m = /^(\p{L}+)\.? (\d{1,2}), (\d{4})$/u.exec(text);
  if (m) return ymd(+m[3]!, MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1, +m[2]!);
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (!m) return null;
  const y = m[3]!.length === 2 ? (+m[3]! <= 30 ? 2000 : 1900) + +m[3]! : +m[3]!;
  return /DD\/MM|JJ\/MM/.test(label) ? ymd(y, +m[2]!, +m[1]!) : ymd(y, +m[1]!, +m[2]!);
}

/** First and last name: `Last, First` swapped, middle initials and trailing credentials dropped, particles kept. */
export function nameOf(text: string): { first: string; last: string } {
  const t = text.trim().replace(/,\s*[A-Z]{2,4}\.?$/, '');
  let first: string, last: string;
  if (t.includes(',')) { const [l, r] = t.split(/,\s*/, 2); last = l!; first = r!.split(' ')[0]!; }
  else { const w = t.split(' '); first = w[0]!; last = w.slice(1).filter((x) => !/^\p{Lu}\.?$/u.test(x)).join(' '); }
  return { first, last };
}

type Tax = { id: string | null; type: string | null; country: string | null };
/** A tax number: masked gives nulls; a BN keeps its program account; bare nine digits take the type from the label. */
export function taxOf(text: string, label: string, country: string): Tax {
  if (/[X*]/i.test(text.replace(/[A-Z]{2}\d{4}$/, ''))) return { id: null, type: null, country: null };
  const t = text.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (/^\d{9}R[A-Z]\d{4}$/.test(t)) return { id: t, type: 'BN', country: 'CA' };
  if (/^\d{2}-\d{7}$/.test(text)) return { id: t, type: 'EIN', country: 'US' };
  if (country === 'US' && /^\d{3}-\d{2}-\d{4}$/.test(text)) return { id: t, type: t.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
  if (!/^\d{9}$/.test(t)) return { id: null, type: null, country: null };
  if (country === 'CA') return { id: t, type: /\bBN\b|Business Number/.test(label) ? 'BN' : /SIN|NAS/.test(label) ? 'SIN' : null, country: 'CA' };
  return { id: t, type: /\(EIN\)$/.test(label) ? 'EIN' : null, country: 'US' };
}

export function frequencyOf(text: string): string | null {
  const t = text.toLowerCase();
  if (/bi-?weekly|deux semaines/.test(t)) return 'biweekly';
  if (/weekly|hebdo/.test(t)) return 'weekly';
  if (/daily|quotidien/.test(t)) return 'daily';
  if (/monthly|mensuel/.test(t)) return 'monthly';
  return null;
}

/** Every truth path one placed value gives, read from its printed text alone (plus its label and the form's country). */
export function reread(p: Placed, country: 'US' | 'CA', legal: string | null): Record<string, unknown> {
  const out: Record<string, unknown> = {}, text = p.text.trim();
  const paths = Object.keys(p.fields);
  const tax = () => taxOf(text, p.label, country);
  for (const path of paths) {
    const k = path.replace(/^application\.(applicants\[\d+\]\.)?/, '');
    switch (k) {
      case 'legal_name': case 'role': out[path] = text; break;
      case 'trade_name': out[path] = /^(same|n\/a|s\/o)$/i.test(text) || text === legal || !text ? null : text; break;
      case 'type_of_entity': out[path] = entityOf(text, country); break;
      case 'industry': out[path] = industryOf(text); break;
      case 'state_region': out[path] = regionOf(text, country); break;
      case 'country': { const r = regionOf(text, country); out[path] = r ? (country === 'US' ? 'United States' : 'Canada') : null; break; }
      case 'requested_amount': case 'requested_payment': out[path] = moneyOf(text); break;
      case 'number_of_payments': case 'credit_score': out[path] = /^\d+$/.test(text) ? parseInt(text, 10) : null; break;
      case 'ownership': out[path] = Number(text.replace(/[%\s]/g, '').replace(',', '.')); break;
      case 'payment_frequency': out[path] = frequencyOf(text); break;
      case 'business_start_date': case 'date_of_birth': out[path] = dateOf(text, p.label); break;
      case 'first_name': out[path] = paths.some((x) => x.endsWith('last_name')) ? nameOf(text).first : text.replace(/\s+\p{Lu}\.$/u, ''); break;
      case 'last_name': out[path] = paths.some((x) => x.endsWith('first_name')) ? nameOf(text).last : text; break;
      case 'business_tax_id': case 'tax_id': out[path] = tax().id; break;
      case 'business_tax_id_country': case 'tax_id_country': out[path] = tax().country; break;
      case 'business_tax_id_type': case 'tax_id_type': out[path] = p.check ? text : tax().type; break;
      default: throw new Error(`no rule for ${path}`);
    }
  }
  return out;
}
