// Test helpers for set 30: applications.md's matching rules on the reference snapshot (industry: longest label or
// alias contained, word-bounded; entity type: id, label or alias equal, case and punctuation ignored, Canadian
// entries), and the ways a truth value may be printed (for "every non-null truth value is on the page").
import { existsSync, readFileSync } from 'node:fs';
import type { TruthApplication } from '../generator/truth.ts';

interface Entry { id: string; label: string; aliases: string[]; countries?: string[] }
interface Province { code: string; name: string; name_fr: string; aliases: string[] }
export interface Snapshot { entity_types: Entry[]; industries: Entry[]; provinces: Province[] }

export const SNAPSHOT: Snapshot = JSON.parse(readFileSync(new URL('./reference-snapshot.json', import.meta.url), 'utf8')) as Snapshot;

/** The shared reference folder when this machine has it (the snapshot is checked against it). */
export function sharedReference(): Snapshot | null {
  const dir = '/work/shared/reference/';
  if (!existsSync(`${dir}industries.json`)) return null;
  const items = <T>(f: string): T[] => (JSON.parse(readFileSync(dir + f, 'utf8')) as { items: T[] }).items;
  return { entity_types: items<Entry>('entity-types.json'), industries: items<Entry>('industries.json'), provinces: items<Province>('provinces.json') };
}

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const INDUSTRY_TERMS = SNAPSHOT.industries.flatMap((e) => [e.label, ...e.aliases].map((term) => ({ id: e.id, len: term.length,
  re: new RegExp(`(?<![\\p{L}\\p{N}])${esc(term)}(?![\\p{L}\\p{N}])`, 'iu') })));

export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const t of INDUSTRY_TERMS) if (t.re.test(text) && (!best || t.len > best.len)) best = t;
  return best?.id ?? null;
}

const squash = (s: string): string => s.normalize('NFC').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The Canadian entity type a printed word gives; a bilingual "Français / English" label must agree in both halves. */
export function entityOf(text: string): string | null {
  const halves = text.split(' / ');
  const ids = halves.map((h) => {
    const k = squash(h);
    const e = SNAPSHOT.entity_types.find((x) => (x.countries ?? []).includes('CA') && [x.id, x.label, ...x.aliases].some((t) => squash(t) === k));
    return e?.id ?? null;
  });
  return ids.every((i) => i !== null && i === ids[0]) ? ids[0]! : null;
}

const group = (i: string, sep: string): string => i.replace(/\B(?=(\d{3})+(?!\d))/g, sep);

export function moneyForms(v: number): string[] {
  const [i, c] = v.toFixed(2).split('.') as [string, string];
  const out = [`${group(i, ',')}.${c}`, `${group(i, ' ')},${c}`];
  if (c === '00') out.push(`$${group(i, ',')}`, `${group(i, ' ')} $`);
  return out;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function dateForms(iso: string): string[] {
  const [y, m, d] = iso.split('-') as [string, string, string];
  return [iso, `${d}/${m}/${y}`, `${m}/${d}/${y}`, `${MONTHS[Number(m) - 1]} ${Number(d)}, ${y}`];
}

export interface Printed { texts: string[]; items: string[]; lines?: string[] }

/** The page's items joined into lines (same page, same baseline), left to right. */
export function linesOf(items: { str: string; x: number; y: number; page: number }[]): string[] {
  const rows = new Map<string, { x: number; s: string }[]>();
  for (const it of items) {
    const k = `${it.page}:${Math.round(it.y)}`;
    rows.set(k, [...(rows.get(k) ?? []), { x: it.x, s: it.str }]);
  }
  return [...rows.values()].map((r) => r.sort((a, b) => a.x - b.x).map((x) => x.s).join(' ').replace(/\s+/g, ' ').trim());
}

const has = (p: Printed, s: string): boolean => p.texts.some((t) => t.toLowerCase().includes(s.toLowerCase()));
const hasDigits = (p: Printed, s: string): boolean => p.texts.some((t) => t.replace(/[^A-Za-z0-9]/g, '').toUpperCase().includes(s));
/** A date in digit boxes (YYYY | MM | DD): the digits in order, typed as spaced groups or written one per box. */
const boxed = (p: Printed, iso: string): boolean => p.items.join('').replace(/\s|YYYY|MM|DD/g, '').includes(iso.replace(/-/g, ''));

const FREQ: Record<string, RegExp> = { daily: /daily|quotidienne/i, weekly: /(?<!bi-?)weekly|hebdomadaire/i, biweekly: /bi-?weekly|every two weeks|aux deux semaines/i, monthly: /monthly|mensuelle/i };

/** Paths of non-null truth values this printing does not show. */
export function unprinted(t: TruthApplication, p: Printed): string[] {
  const miss: string[] = [];
  const need = (path: string, ok: boolean): void => { if (!ok) miss.push(path); };
  for (const k of ['legal_name', 'trade_name'] as const) if (t[k]) need(k, has(p, t[k]!));
  if (t.business_tax_id) need('business_tax_id', hasDigits(p, t.business_tax_id));
  if (t.industry) need('industry', [...p.items, ...(p.lines ?? [])].some((s) => industryOf(s) === t.industry));
  // Values on a line after their label ("Structure: Sole Proprietor"), for fonts whose words come out as separate items.
  const cells = [...p.items, ...(p.lines ?? []).flatMap((l) => l.split(/:\s/))].map((s) => s.replace(/:$/, '').trim());
  const inLine = (terms: string[]): boolean => (p.lines ?? []).some((l) => terms.some((x) => new RegExp(`(?<![\\p{L}\\p{N}])${esc(x)}(?![\\p{L}\\p{N}])`, 'u').test(l)));
  if (t.type_of_entity) {
    const e = SNAPSHOT.entity_types.find((x) => x.id === t.type_of_entity)!;
    need('type_of_entity', cells.some((s) => entityOf(s) === t.type_of_entity) || inLine([e.label, ...e.aliases]));
  }
  if (t.state_region) {
    const pr = SNAPSHOT.provinces.find((x) => x.code === t.state_region)!;
    const terms = [pr.code, pr.name, pr.name_fr, ...pr.aliases];
    need('state_region', cells.some((s) => terms.includes(s)) || inLine(terms));
  }
  for (const k of ['requested_amount', 'requested_payment'] as const) if (t[k] !== null) need(k, moneyForms(t[k]!).some((f) => has(p, f)));
  if (t.number_of_payments !== null) need('number_of_payments', p.items.includes(String(t.number_of_payments)));
  if (t.payment_frequency) need('payment_frequency', p.texts.some((s) => FREQ[t.payment_frequency!]!.test(s)));
  if (t.business_start_date) need('business_start_date', dateForms(t.business_start_date).some((f) => has(p, f)) || boxed(p, t.business_start_date));
  t.applicants.forEach((a, i) => {
    for (const k of ['first_name', 'last_name', 'role'] as const) if (a[k]) need(`applicants[${i}].${k}`, has(p, a[k]!));
    if (a.ownership !== null) need(`applicants[${i}].ownership`, p.items.some((s) => new RegExp(`^${a.ownership}\\s?%?$`).test(s.trim())));
    if (a.credit_score !== null) need(`applicants[${i}].credit_score`, p.items.includes(String(a.credit_score)));
    if (a.tax_id) need(`applicants[${i}].tax_id`, hasDigits(p, a.tax_id));
    if (a.date_of_birth) need(`applicants[${i}].date_of_birth`, dateForms(a.date_of_birth).some((f) => has(p, f)) || boxed(p, a.date_of_birth));
  });
  return miss;
}

/** Truth values a decoy must never equal, squashed. */
export function truthStrings(t: TruthApplication): Set<string> {
  const out = [t.legal_name, t.trade_name, t.business_tax_id, ...t.applicants.flatMap((a) => [a.tax_id, a.first_name && a.last_name ? `${a.first_name} ${a.last_name}` : null])];
  for (const v of [t.requested_amount, t.requested_payment]) if (v !== null) out.push(...moneyForms(v));
  return new Set(out.filter((x): x is string => !!x).map(squash).filter((x) => x.length > 0));
}

export { squash };
