// A second, independent reading of the printed strings by applications.md's rules, straight from the shared reference
// files: the tests hold the generator's truth against it (the generator itself never reads these files).
import { readFileSync } from 'node:fs';

const REF = process.env.MCA_REFERENCE_DIR ?? '/work/shared/reference';
interface Entity { id: string; label: string; countries: string[]; aliases: string[] }
interface Industry { id: string; label: string; aliases: string[] }
interface State { code: string; name: string; country: string; aliases: string[] }
const load = <T>(f: string): T[] => (JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: T[] }).items;
export const ENTITIES = load<Entity>('entity-types.json');
export const INDUSTRIES = load<Industry>('industries.json');
export const US_STATES = load<State>('states.json').filter(s => s.country === 'US');

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Entity types (US) whose id, label or alias equals the text, case and punctuation ignored. */
export function entityMatches(text: string): string[] {
  const t = norm(text);
  return ENTITIES.filter(e => e.countries.includes('US') && [e.id, e.label, ...e.aliases].some(a => norm(a) === t)).map(e => e.id);
}

/** Industries whose label or alias is the longest one contained in the text, word-bounded. */
export function industryMatches(text: string): string[] {
  const t = text.toLowerCase();
  let best = 0, ids = new Set<string>();
  for (const ind of INDUSTRIES) {
    for (const cand of [ind.label, ...ind.aliases]) {
      const c = cand.toLowerCase();
      const re = new RegExp(`(^|[^a-z0-9])${c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}($|[^a-z0-9])`);
      if (!re.test(t)) continue;
      if (c.length > best) { best = c.length; ids = new Set([ind.id]); } else if (c.length === best) ids.add(ind.id);
    }
  }
  return [...ids];
}

export function stateOf(text: string): string | null {
  const m = /,\s*([A-Za-z .]+?)\s+\d{5}$/.exec(text);
  const s = (m ? m[1]! : text).trim();
  const hit = US_STATES.find(st => st.code === s || st.name.toLowerCase() === s.toLowerCase());
  return hit ? hit.code : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const p2 = (n: number) => String(n).padStart(2, '0');
export function dateOf(text: string): string | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return text;
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(text);
  if (m) {
    const y = m[3]!.length === 2 ? (Number(m[3]) < 30 ? 2000 : 1900) + Number(m[3]) : Number(m[3]);
    return `${y}-${p2(Number(m[1]))}-${p2(Number(m[2]))}`;
  }
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(text);
  if (m) return `${m[3]}-${p2(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${p2(Number(m[2]))}`;
  return null;
}

export const moneyOf = (text: string) => Number(text.replace(/[$,\s]/g, '').replace(/CAD/g, ''));
export const FREQS: Record<string, string> = { daily: 'daily', weekly: 'weekly', biweekly: 'biweekly', monthly: 'monthly' };

/** "First M. Last", "First Last, CPA", "Last, First M." -> first and last. */
export function nameOf(text: string): { first: string; last: string } {
  let t = text.replace(/,\s*(CPA|DC|MD|DDS|PE|Esq\.?)$/, '');
  if (t.includes(', ')) { const [last, given] = t.split(', ') as [string, string]; t = `${given} ${last}`; }
  const parts = t.split(' ');
  const first = parts.shift()!;
  if (/^[A-Z]\.$/.test(parts[0] ?? '')) parts.shift();
  return { first, last: parts.join(' ') };
}

/** "Maria Lopez (CEO) owns 60%", "... (CEO) - 60%", "Maria Lopez, CEO, owns 60% of the business", "Maria Lopez (CEO)". */
export function ownerSentence(text: string): { first: string; last: string; role: string; ownership: number | null } {
  const m = /^(.+?) \((.+?)\)(?: owns| -)? ?(?:(\d+(?:\.\d+)?)%)?$/.exec(text) ?? /^(.+?), (.+?), owns (\d+(?:\.\d+)?)% of the business$/.exec(text);
  if (!m) throw new Error(`not an owner sentence: ${text}`);
  return { ...nameOf(m[1]!), role: m[2]!, ownership: m[3] ? Number(m[3]) : null };
}

export function taxIdOf(text: string, country = 'US'): { id: string; type: string; country: string } | null {
  if (/[X*#x]/.test(text)) return null;
  const id = text.replace(/\D/g, '');
  if (/^\d{2}-\d{7}$/.test(text) || /^\d{9}$/.test(text)) return { id, type: 'EIN', country };
  if (/^\d{3}-\d{2}-\d{4}$/.test(text)) return { id, type: id.startsWith('9') ? 'ITIN' : 'SSN', country };
  return null;
}

/** The value the rules give to one field from the printed text of a (non-checkbox) value. */
export function read(field: string, text: string, all: string[], legal: string | null): unknown {
  const person = all.includes('role') && all.includes('first_name') ? ownerSentence(text) : null;
  switch (field) {
    case 'legal_name': return text;
    case 'trade_name': return /^(same|n\/a|same as above)$/i.test(text) || text === legal ? null : text;
    case 'type_of_entity': { const m = entityMatches(text); return m.length === 1 ? m[0] : `ambiguous:${m.join('|')}`; }
    case 'industry': { const m = industryMatches(text); return m.length === 1 ? m[0] : `ambiguous:${m.join('|')}`; }
    case 'business_tax_id': return taxIdOf(text)?.id ?? null;
    case 'business_tax_id_type': return taxIdOf(text)?.type ?? null;
    case 'business_tax_id_country': case 'tax_id_country': return taxIdOf(text)?.country ?? null;
    case 'state_region': return stateOf(text);
    case 'country': return stateOf(text) ? 'United States' : null;
    case 'requested_amount': case 'requested_payment': return moneyOf(text);
    case 'number_of_payments': case 'credit_score': return Number(text);
    case 'payment_frequency': return FREQS[text.toLowerCase().replace(/-/g, '')] ?? null;
    case 'business_start_date': case 'date_of_birth': return dateOf(text);
    // A "First Name" or "Last Name" box alone holds just that part.
    case 'first_name': return all.includes('last_name') ? (person ?? nameOf(text)).first : text;
    case 'last_name': return all.includes('first_name') ? (person ?? nameOf(text)).last : text;
    case 'role': return person ? person.role : text;
    case 'ownership': return person ? person.ownership : Number(text.replace(/[%\s]/g, ''));
    case 'tax_id': return taxIdOf(text)?.id ?? null;
    case 'tax_id_type': return taxIdOf(text)?.type ?? null;
    default: throw new Error(`no rule for ${field}`);
  }
}
