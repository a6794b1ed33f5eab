// applications.md's reading rules, written from the spec alone, for the tests: what a printed text gives. The tests
// check that every truth value is what these rules read from the printed text that carries it, and that no decoy
// reads as a truth value.
import ref from './reference.json' with { type: 'json' };

interface Entry { id: string; label: string; aliases: string[]; countries?: string[] }
const ENTITIES = ref.entity_types as Entry[];
const INDUSTRIES = ref.industries as Entry[];
export const STATE_CODES = new Set<string>(ref.states);
export const PROVINCE_CODES = new Set<string>(ref.provinces);
export const ENTITY_IDS = new Set(ENTITIES.map((e) => e.id));
export const INDUSTRY_IDS = new Set(INDUSTRIES.map((e) => e.id));

const PROVINCE_NAMES: Record<string, string> = { ontario: 'ON', quebec: 'QC', 'british columbia': 'BC', alberta: 'AB', manitoba: 'MB', 'nova scotia': 'NS', saskatchewan: 'SK' };
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

export function norm(s: string): string { return s.toLowerCase().replace(/[^a-z0-9 ]+/g, '').replace(/\s+/g, ' ').trim(); }

function escape(s: string): string { return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'); }

/** The industry whose label or alias is the longest contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const e of INDUSTRIES) {
    for (const a of [e.label, ...e.aliases]) {
      const re = new RegExp(`(^|[^a-z0-9])${escape(a.toLowerCase())}($|[^a-z0-9])`);
      if (re.test(text.toLowerCase()) && (!best || a.length > best.len)) best = { id: e.id, len: a.length };
    }
  }
  return best?.id ?? null;
}

/** The entity type whose id, label or alias equals the text (case and punctuation ignored), by country. */
export function entityOf(text: string, country: 'US' | 'CA'): string | null {
  const t = norm(text);
  const hits = ENTITIES.filter((e) => [e.id.replace(/_/g, ' '), e.label, ...e.aliases].some((a) => norm(a) === t));
  const mine = hits.filter((e) => !e.countries || e.countries.includes(country));
  const ids = [...new Set(mine.map((e) => e.id))];
  if (ids.length === 1) return ids[0]!;
  if (ids.includes(country === 'CA' ? 'ca_corporation' : 'c_corporation')) return country === 'CA' ? 'ca_corporation' : 'c_corporation';
  return null;
}

export function moneyOf(text: string): number | null {
  const t = text.replace(/CAD|USD|[$,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(t) ? Number(t) : null;
}

/** An ISO date from 03/08/2009, 3/8/09, 03-08-2009 or March 8, 2009 (two-digit years up to 30 are 20xx). */
export function dateOf(text: string): string | null {
  const iso = (y: number, m: number, d: number): string => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  let m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(text.trim());
  if (m) { const y = Number(m[3]); return iso(m[3]!.length === 2 ? (y <= 30 ? 2000 + y : 1900 + y) : y, Number(m[1]), Number(m[2])); }
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(text.trim());
  if (m && MONTHS.includes(m[1]!.toLowerCase())) return iso(Number(m[3]), MONTHS.indexOf(m[1]!.toLowerCase()) + 1, Number(m[2]));
  return null;
}

/** A tax id's stored value: digits, plus a BN's program account, uppercase, no separators; null when masked. */
export function taxIdOf(text: string): string | null {
  if (/[x*]/i.test(text.replace(/RC|RT|RP|RZ/g, ''))) return null;
  return text.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

export function taxTypeOf(text: string, label: 'EIN' | 'SSN' | 'BN' | 'SIN' | 'ITIN'): string {
  const t = text.trim();
  if (/^\d{2}-\d{7}$/.test(t)) return 'EIN';
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return t.startsWith('9') ? 'ITIN' : 'SSN';
  if (/^\d{9} ?R[CTPZ]\d{4}$/.test(t)) return 'BN';
  return label;
}

export function stateOf(text: string): string | null {
  const m = /(?:^|, ?)([A-Z]{2})(?: \d{5}(?:-\d{4})?| [A-Z]\d[A-Z] ?\d[A-Z]\d)?$/.exec(text.trim());
  if (m) return m[1]!;
  return PROVINCE_NAMES[text.trim().toLowerCase()] ?? null;
}

const CREDENTIALS = new Set(['DC', 'DDS', 'DMD', 'DVM', 'MD', 'DO', 'CPA', 'ESQ', 'PHD', 'JR', 'SR']);

/** First and last name from a printed name: `Last, First MI` swapped, a credential after a comma dropped, a middle
 *  initial dropped; a single word is the name part its cell asks for (both, for the test). */
export function nameOf(text: string): { first: string; last: string } {
  let t = text.trim();
  const comma = t.indexOf(', ');
  if (comma > 0) {
    const after = t.slice(comma + 2);
    if (CREDENTIALS.has(after.replace(/\./g, '').toUpperCase())) t = t.slice(0, comma);
    else t = `${after} ${t.slice(0, comma)}`;
  }
  const words = t.split(' ');
  if (words.length === 1) return { first: t, last: t };
  const rest = words.slice(1);
  if (/^[A-Z]\.?$/.test(rest[0]!) && rest.length > 1) rest.shift();
  return { first: words[0]!, last: rest.join(' ') };
}

/** Does the printed text read as this truth value under the spec's rule for the field? `nameAlone`: the text is
 *  in a cell of its own (First Name, Last Name), not a whole name. */
export function reads(path: string, value: string | number, text: string, country: 'US' | 'CA', nameAlone = false): boolean {
  const field = path.replace(/^application\.(applicants\[\d+\]\.)?/, '');
  switch (field) {
    case 'legal_name': case 'trade_name': return text === value;
    case 'first_name': return nameAlone ? text === value : nameOf(text).first === value;
    case 'last_name': return nameAlone ? text === value : nameOf(text).last === value;
    case 'role': return text === value;
    case 'type_of_entity': return entityOf(text, country) === value;
    case 'industry': return industryOf(text) === value;
    case 'business_tax_id': case 'tax_id': return taxIdOf(text) === value;
    case 'business_tax_id_type': case 'tax_id_type': return taxTypeOf(text, value as 'EIN') === value;
    case 'business_tax_id_country': case 'tax_id_country': return value === country;
    case 'state_region': return stateOf(text) === value;
    case 'country': return text === value || (value === 'Canada' ? PROVINCE_CODES.has(stateOf(text) ?? '') : STATE_CODES.has(stateOf(text) ?? ''));
    case 'requested_amount': case 'requested_payment': return moneyOf(text) === value;
    case 'number_of_payments': case 'credit_score': return Number(text) === value;
    case 'ownership': return Number(text.replace('%', '')) === value;
    case 'payment_frequency': return norm(text).replace(/ /g, '') === value;
    case 'business_start_date': case 'date_of_birth': return dateOf(text) === value;
    default: return false;
  }
}
