// applications.md's reading rules, applied to what a form prints, against the shared reference data. The generator
// builds the truth with these (so the truth is what the printed text says, not what the deal meant) and the test
// checks the truth against them again.
import { readFileSync } from 'node:fs';

interface RefItem { id?: string; code?: string; label?: string; name?: string; aliases?: string[]; countries?: string[]; country?: string }

const REF_DIR = '/work/shared/reference';
function load(file: string): RefItem[] {
  return (JSON.parse(readFileSync(`${REF_DIR}/${file}`, 'utf8')) as { items: RefItem[] }).items;
}

export const ENTITY_TYPES = load('entity-types.json');
export const INDUSTRIES = load('industries.json');
export const STATES = load('states.json');

const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The US entity-type id whose id, label or alias equals the printed text (case and punctuation ignored). */
export function entityId(printed: string): string | null {
  const k = squash(printed);
  // applications.md: the bare corporate words go to the country's corporation, even where another entry lists them.
  if (['inc', 'corp', 'ltd', 'corporation'].includes(k)) return 'c_corporation';
  const hits = ENTITY_TYPES.filter((e) => (e.countries ?? []).includes('US'))
    .filter((e) => [e.id ?? '', e.label ?? '', ...(e.aliases ?? [])].some((a) => squash(a) === k));
  return hits.length === 1 ? hits[0]!.id! : null;
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The industry id whose label or alias is the longest one contained, word-bounded, in the printed text. */
export function industryId(printed: string): string | null {
  let best: { id: string; len: number } | null = null;
  let tie = false;
  for (const item of INDUSTRIES) {
    for (const a of [item.label ?? '', ...(item.aliases ?? [])]) {
      if (!a) continue;
      const re = new RegExp(`(^|[^A-Za-z0-9])${escapeRe(a)}($|[^A-Za-z0-9])`, 'i');
      if (!re.test(printed)) continue;
      if (!best || a.length > best.len) { best = { id: item.id!, len: a.length }; tie = false; }
      else if (a.length === best.len && best.id !== item.id) tie = true;
    }
  }
  return best && !tie ? best.id : null;
}

/** The USPS code of a printed state (code or name). */
export function stateCode(printed: string): string | null {
  const k = squash(printed);
  const s = STATES.find((x) => x.country !== 'CA' && (squash(x.code ?? '') === k || squash(x.name ?? '') === k));
  return s?.code ?? null;
}

/** Tax-ID type from the printed format; a bare 9 digits needs its label's word. */
export function taxIdType(printed: string, labelSays: 'EIN' | 'SSN' | null): string | null {
  if (/^\d{2}-\d{7}$/.test(printed)) return 'EIN';
  if (/^\d{3}-\d{2}-\d{4}$/.test(printed)) return printed.startsWith('9') ? 'ITIN' : 'SSN';
  if (/^\d{9}$/.test(printed) && labelSays) return labelSays === 'SSN' && printed.startsWith('9') ? 'ITIN' : labelSays;
  return null;
}

/** A printed money value as a number: `$`, commas, spaces dropped. */
export function money(printed: string): number {
  return Number(printed.replace(/[$,\s]/g, ''));
}

/** DBA rule: null when blank, SAME, N/A or equal to the legal name. */
export function tradeName(printed: string, legal: string): string | null {
  const t = printed.trim();
  if (!t || /^(same|n\/a|na|none)$/i.test(t) || t.toLowerCase() === legal.toLowerCase()) return null;
  return t;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Date formats of the spreadsheets in this set; every one of them reads back to one ISO date. */
export type DateFormat = 'mdy' | 'iso' | 'dmonY' | 'mdyy';
export function formatDate(iso: string, f: DateFormat): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (f === 'iso') return iso;
  if (f === 'mdy') return `${m}/${d}/${y}`;
  if (f === 'mdyy') return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${String(y % 100).padStart(2, '0')}`;
  return `${d}-${MONTHS[m - 1]}-${y}`;
}

/** Reads any of the formats above back (the test's check that a printed date gives the truth's date). */
export function parseDate(s: string): string | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) return s;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(s);
  if (m) {
    let y = Number(m[3]);
    if (m[3]!.length === 2) y += y > 30 ? 1900 : 2000;
    return `${y}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  }
  m = /^(\d{1,2})-([A-Z][a-z]{2})-(\d{4})$/.exec(s);
  if (m) return `${m[3]}-${String(MONTHS.indexOf(m[2]!) + 1).padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return null;
}

/** Money formats: accounting `75,000.00` (its `$` drawn apart, at the cell's left), plain `75000`, `$75,000`. */
export type MoneyFormat = 'accounting' | 'plain' | 'dollar';
export function formatMoney(v: number, f: MoneyFormat): string {
  const two = v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (f === 'plain') return Number.isInteger(v) ? String(v) : v.toFixed(2);
  if (f === 'dollar') return `$${Number.isInteger(v) ? v.toLocaleString('en-US') : two}`;
  return two;
}

/** Accounting negative: a payment going out, `(1,200.00)`; only decoys print it. */
export function accountingNegative(v: number): string {
  return `(${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })})`;
}
