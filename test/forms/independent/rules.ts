// How a printed value becomes a truth value, from applications.md: the industry by the longest word-bounded label or
// alias of the reference; entity types by their printed text and the country; dates and money as printed.
import { industries } from '../../../src/reference/tables/industries.ts';
import type { Country, EntityKind } from './merchant.ts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The industries reference id whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  const t = text.toLowerCase();
  let best: { id: string; len: number } | null = null;
  for (const e of industries) {
    for (const name of [e.label, ...e.aliases]) {
      const n = name.toLowerCase();
      if (!new RegExp(`(^|[^a-z0-9])${escape(n)}([^a-z0-9]|$)`).test(t)) continue;
      if (!best || n.length > best.len) best = { id: e.id, len: n.length };
    }
  }
  return best?.id ?? null;
}

/** Free-text entity types a form prints for each kind (all equal, case and punctuation ignored, to a reference id,
 *  label or alias). */
export const ENTITY_TEXTS: Record<Country, Partial<Record<EntityKind, string[]>>> = {
  US: { llc: ['LLC', 'Limited Liability Company', 'L.L.C.'], corp: ['Corporation', 'Corp', 'Inc.'], scorp: ['S Corp'], ccorp: ['C Corp'],
    sole: ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'], partnership: ['Partnership', 'General Partnership'], lp: ['LP', 'Limited Partnership'],
    llp: ['LLP'], pllc: ['PLLC'] },
  CA: { corp: ['Corporation', 'Inc.', 'Ltd.'], sole: ['Sole Proprietorship', 'Sole Proprietor'], partnership: ['Partnership'] },
};

const ENTITY_IDS: Record<EntityKind, string> = { llc: 'llc', corp: 'c_corporation', scorp: 's_corporation', ccorp: 'c_corporation',
  sole: 'sole_proprietorship', partnership: 'general_partnership', lp: 'limited_partnership', llp: 'llp', pllc: 'pllc' };

export function entityId(kind: EntityKind, country: Country): string {
  if (kind === 'corp' && country === 'CA') return 'ca_corporation';
  return ENTITY_IDS[kind];
}

/** Checkbox labels a form may print, and the kind each one means. */
export const ENTITY_BOXES: Record<string, EntityKind> = { 'Corporation': 'corp', 'Corp.': 'corp', 'LLC': 'llc', 'S Corp': 'scorp', 'C Corp': 'ccorp',
  'Incorporated': 'corp', 'Sole Proprietor': 'sole', 'Sole Proprietorship': 'sole', 'Sole Prop': 'sole', 'Partnership': 'partnership', 'LP': 'lp', 'LLP': 'llp', 'PLLC': 'pllc' };

/** The index of the checkbox meaning the merchant's entity kind among `labels`, or -1 (then "Other" is written). */
export function entityBox(labels: readonly string[], kind: EntityKind): number {
  return labels.findIndex((l) => ENTITY_BOXES[l.split(' / ')[0]!] === kind);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export type DateForm = 'mdy' | 'mdy2' | 'long' | 'iso' | 'short';

export function fmtDate(iso: string, form: DateForm): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const mm = String(m).padStart(2, '0');
  const dd = String(d).padStart(2, '0');
  if (form === 'iso') return iso;
  if (form === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (form === 'short') return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
  if (form === 'mdy2' && y >= 2000) return `${mm}/${dd}/${String(y).slice(2)}`;
  return `${mm}/${dd}/${y}`;
}

export type MoneyForm = 'dollar' | 'cents' | 'plain' | 'cad' | 'space';

export function fmtMoney(n: number, form: MoneyForm): string {
  const whole = Number.isInteger(n) && form !== 'cents';
  const s = n.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
  if (form === 'plain') return s;
  if (form === 'cad') return `CAD ${s}`;
  if (form === 'space') return `$ ${s.replace(/,/g, ' ')}`;
  return `$${s}`;
}

export const FREQ_WORDS: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
