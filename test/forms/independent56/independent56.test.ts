// Set 56's generator checked against the reference and against its own PDFs: valid codes, same bytes for the same seed,
// every non-null truth value printed (page text, or the AcroForm fields of a fillable form) and read back to the truth
// by applications.md's rules, no decoy equal to a truth value.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { INDEPENDENT56_LAYOUT_NAMES, generateIndependent56, generateIndependent56Full } from './index.ts';
import type { Style } from './sheet.ts';

const here = dirname(fileURLToPath(import.meta.url));
const refDir = [join(here, '../../../../shared/reference'), join(here, '../../../../../shared/reference')].find((d) => existsSync(d));
if (!refDir) throw new Error('shared/reference not found');
interface Item { id?: string; code?: string; label?: string; name?: string; name_fr?: string; aliases?: string[]; countries?: string[]; country?: string }
const ref = (f: string): Item[] => (JSON.parse(readFileSync(join(refDir, f), 'utf8')) as { items: Item[] }).items;
const ENTITIES = ref('entity-types.json'), INDUSTRIES = ref('industries.json'), STATES = ref('states.json'), PROVINCES = ref('provinces.json');

const key = (s: string): string => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]/g, '');
const ws = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** The entity ids a printed entity text reads as (each half of a bilingual "A / B" label tried). */
function entityIds(text: string, country: 'US' | 'CA'): string[] {
  const out = new Set<string>();
  for (const part of [text, ...text.split(' / ')]) {
    const k = key(part);
    if (['inc', 'corp', 'ltd', 'corporation'].includes(k)) out.add(country === 'US' ? 'c_corporation' : 'ca_corporation');
    for (const e of ENTITIES) if (e.countries!.includes(country) && [e.id!, e.label!, ...(e.aliases ?? [])].some((a) => key(a) === k)) out.add(e.id!);
  }
  return [...out];
}

/** The industry whose label or alias is the longest one contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const it of INDUSTRIES) for (const a of [it.label!, ...(it.aliases ?? [])]) {
    const re = new RegExp(`(?<![A-Za-z0-9])${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`, 'i');
    if (re.test(text) && (!best || a.length > best[1])) best = [it.id!, a.length];
  }
  return best?.[0] ?? null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
function isoOf(text: string): string | null {
  const p = (n: number) => String(n).padStart(2, '0');
  let m = /(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /(\d{1,2})\/(\d{1,2})\/(\d{2,4})/.exec(text);
  if (m) { const y = m[3]!.length === 2 ? (Number(m[3]) >= 30 ? 1900 : 2000) + Number(m[3]) : Number(m[3]); return `${y}-${p(Number(m[1]))}-${p(Number(m[2]))}`; }
  m = /([A-Za-z]{3})[a-z]*\.? (\d{1,2}), (\d{4})/.exec(text);
  if (m) return `${m[3]}-${p(MONTHS.indexOf(m[1]!.toLowerCase()) + 1)}-${p(Number(m[2]))}`;
  return null;
}
const numbers = (text: string): number[] =>
  (text.match(/\d{1,3}(?:[ ,]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g) ?? []).map((t) => Number(t.replace(/[ ,]/g, '')));
function freqOf(text: string): string | null {
  const t = text.toLowerCase();
  if (/bi-?weekly|every two weeks|quincenal|deux semaines/.test(t)) return 'biweekly';
  if (/daily|diario|quotidien/.test(t)) return 'daily';
  if (/weekly|semanal|hebdomadaire/.test(t)) return 'weekly';
  if (/monthly|mensual|mensuel/.test(t)) return 'monthly';
  return null;
}

/** Does this printed text read as the truth value of this path? */
function reads(path: string, text: string, value: unknown, country: 'US' | 'CA'): boolean {
  const f = path.replace(/^application\./, '').replace(/^applicants\[\d+\]\./, '');
  switch (f) {
    case 'legal_name': case 'trade_name': case 'role': return text === value;
    case 'first_name': case 'last_name': return text.includes(String(value));
    case 'business_tax_id': case 'tax_id': return text.toUpperCase().replace(/[^0-9A-Z]/g, '') === value;
    case 'requested_amount': case 'requested_payment': case 'number_of_payments': case 'ownership': case 'credit_score': return numbers(text).includes(value as number);
    case 'business_start_date': case 'date_of_birth': return isoOf(text) === value;
    case 'type_of_entity': return entityIds(text, country).includes(String(value));
    case 'industry': return industryOf(text) === value;
    case 'payment_frequency': return freqOf(text) === value;
    case 'state_region': {
      const st = [...STATES, ...PROVINCES].find((s) => s.code === value)!;
      return new RegExp(`\\b${String(value)}\\b`).test(text) || [st.name!, st.name_fr ?? '', ...(st.aliases ?? [])].some((n) => n && text.includes(n));
    }
    default: return false;
  }
}

const DERIVED = /^(country|business_tax_id_type|business_tax_id_country|applicants\[\d+\]\.(tax_id_type|tax_id_country))$/;
function nonNullPaths(t: TruthApplication): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) out.push([k, v]);
  t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) out.push([`applicants[${i}].${k}`, v]); });
  return out;
}

function validate(t: TruthApplication): void {
  const country = t.country === 'Canada' ? 'CA' : 'US';
  expect(['United States', 'Canada']).toContain(t.country);
  expect(t.legal_name).toBeTruthy();
  if (t.type_of_entity !== null) expect(ENTITIES.find((e) => e.id === t.type_of_entity)?.countries).toContain(country);
  if (t.industry !== null) expect(INDUSTRIES.some((i) => i.id === t.industry)).toBe(true);
  expect((country === 'US' ? STATES : PROVINCES).some((s) => s.code === t.state_region && s.country === country)).toBe(true);
  expect(t.business_tax_id_country).toBe(country);
  const tid = t.business_tax_id!;
  if (t.business_tax_id_type === 'BN') expect(tid).toMatch(/^\d{9}RC\d{4}$/);
  else expect(tid).toMatch(/^\d{9}$/);
  if (t.business_tax_id_type === 'ITIN') expect(tid[0]).toBe('9');
  expect(country === 'US' ? ['EIN', 'SSN', 'ITIN'] : ['BN', 'SIN']).toContain(t.business_tax_id_type);
  if (t.payment_frequency !== null) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
  for (const d of [t.business_start_date, ...t.applicants.map((a) => a.date_of_birth)]) if (d) expect(Number.isNaN(Date.parse(d))).toBe(false);
  expect(t.applicants.length).toBeGreaterThan(0);
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
  for (const a of t.applicants) {
    expect(a.first_name && a.last_name).toBeTruthy();
    if (a.tax_id === null) expect(a.tax_id_type).toBeNull();
    else {
      expect(a.tax_id).toMatch(/^\d{9}$/);
      expect(a.tax_id_type).toBe(country === 'CA' ? 'SIN' : a.tax_id[0] === '9' ? 'ITIN' : 'SSN');
      expect(a.tax_id_country).toBe(country);
    }
  }
}

const STYLES: Style[] = ['typed', 'handwritten', 'fillable'];
describe('independent56', () => {
  it('has seven layouts', () => expect(INDEPENDENT56_LAYOUT_NAMES).toHaveLength(7));
  for (const layout of INDEPENDENT56_LAYOUT_NAMES) for (const style of STYLES) {
    it(`${layout} ${style}`, async () => {
      for (const seed of [1, 2, 3]) {
        const g = await generateIndependent56Full(layout, seed, { style, scan: false });
        const t = g.truth;
        validate(t);
        const again = await generateIndependent56(layout, seed, { style, scan: false });
        expect(Buffer.from(again.pdf).equals(Buffer.from(g.pdf))).toBe(true);
        expect(again.truth).toEqual(t);
        const read = await pdfRead(g.pdf);
        const country = t.country === 'Canada' ? 'CA' : 'US';
        const hay = ws(style === 'fillable' ? [...read.fields.values()].join(' | ') : read.text);
        for (const [path, value] of nonNullPaths(t)) {
          if (DERIVED.test(path)) continue;
          const shown = g.shown.filter((s) => s.paths.includes(`application.${path}`));
          expect(shown.length, `${layout} ${seed} ${path} not printed`).toBeGreaterThan(0);
          for (const s of shown) {
            if (s.checkbox && style === 'fillable') expect(read.fields.get(s.acro!), `${path} box`).toBe('Yes');
            else if (style === 'fillable') expect(read.fields.get(s.acro!), path).toBe(s.text);
            else expect(hay.includes(ws(s.text)), `${layout} ${seed} ${path}: '${s.text}' not in page text`).toBe(true);
            expect(reads(path, s.text, value, country), `${layout} ${seed} ${path}: '${s.text}' does not read as ${String(value)}`).toBe(true);
          }
        }
        if (style === 'fillable') expect(read.text.includes(t.legal_name!)).toBe(false);
        const vals = new Set(nonNullPaths(t).map(([, v]) => key(String(v))));
        for (const d of g.decoys) expect(vals.has(key(d)), `${layout} ${seed} decoy '${d}' equals a truth value`).toBe(false);
      }
    });
  }
  it('scans typed and handwritten forms deterministically, the truth unchanged', async () => {
    for (const [layout, style] of [['ironbeam_contractor_funding', 'handwritten'], ['financement_boreal_capital', 'typed']] as const) {
      const plain = await generateIndependent56(layout, 1, { style, scan: false });
      const a = await generateIndependent56(layout, 1, { style, scan: true });
      const b = await generateIndependent56(layout, 1, { style, scan: true });
      expect(a.truth).toEqual(plain.truth);
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect((await pdfRead(a.pdf)).text.trim()).toBe('');
    }
  }, 120_000);
});
