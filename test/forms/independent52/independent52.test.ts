// Set 52's forms: for every layout and style, seeds 1-3, the truth is valid against the shared reference, generation
// is deterministic, every truth value is really printed (page text, or the AcroForm fields of a fillable form) and
// agrees with what is printed, and no decoy is a truth value.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { buildIndependent52, generateIndependent52, INDEPENDENT52_LAYOUT_NAMES } from './index.ts';

const refDir = ['../../../../shared/reference', '../../../../../shared/reference'].map((p) => fileURLToPath(new URL(p, import.meta.url))).find((d) => existsSync(d));
interface Item { id?: string; code?: string; label?: string; aliases?: string[]; countries?: string[] }
const ref = (f: string) => (JSON.parse(readFileSync(`${refDir}/${f}`, 'utf8')) as { items: Item[] }).items;
const ENTITIES = ref('entity-types.json'), INDUSTRIES = ref('industries.json');
const STATES = new Set(ref('states.json').map((s) => s.code)), PROVINCES = new Set(ref('provinces.json').map((s) => s.code));

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const compact = (s: string) => s.replace(/\s+/g, '').toLowerCase();
const luhn = (d: string) => [...d].reduce((sum, c, i) => { let v = Number(c); if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; } return sum + v; }, 0) % 10 === 0;
const BAD_EIN = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);

function entityOf(text: string, country: string): string[] {
  const t = norm(text);
  return ENTITIES.filter((e) => e.countries!.includes(country) && [e.id!, e.label!, ...(e.aliases ?? [])].some((a) => norm(a) === t)).map((e) => e.id!);
}
/** The industries rule of applications.md: the longest label or alias contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const i of INDUSTRIES) for (const a of [i.label!, ...(i.aliases ?? [])]) {
    const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
    if (re.test(text.toLowerCase()) && (!best || a.length > best[1])) best = [i.id!, a.length];
  }
  return best?.[0] ?? null;
}
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
function dateOf(text: string): string | null {
  const p2 = (n: number | string) => String(n).padStart(2, '0');
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (m) { const y = m[3]!.length === 2 ? (Number(m[3]) > 30 ? 1900 : 2000) + Number(m[3]) : Number(m[3]); return `${y}-${p2(m[1]!)}-${p2(m[2]!)}`; }
  m = /^(\d{2})(\d{2})(\d{4})$/.exec(text); if (m) return `${m[3]}-${m[1]}-${m[2]}`;
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text); if (m) return text;
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(text); if (m) return `${m[3]}-${p2(MONTHS.indexOf(m[1]!.toLowerCase()) + 1)}-${p2(m[2]!)}`;
  return null;
}
const money = (t: string) => Number(t.replace(/[$,\s]|CAD/g, ''));

/** What the printed text says for a truth key, read by the rules of applications.md. */
function agrees(key: string, text: string, value: string | number, country: string): boolean {
  const k = key.replace(/^a\d\./, '');
  switch (k) {
    case 'legal_name': case 'trade_name': case 'role': case 'state_region': return text === value;
    case 'first_name': case 'last_name': return new RegExp(`(^|[\\s,])${String(value).replace(/[.]/g, '\\.')}($|[\\s,])`).test(text);
    case 'type_of_entity': return entityOf(text, country).length === 1 && entityOf(text, country)[0] === value;
    case 'industry': return industryOf(text) === value;
    case 'business_tax_id': case 'tax_id': return text.replace(/[^0-9A-Z]/g, '') === value;
    case 'requested_amount': case 'requested_payment': return money(text) === value;
    case 'number_of_payments': case 'ownership': case 'credit_score': return Number(text.replace('%', '')) === value;
    case 'payment_frequency': return text.toLowerCase().replace('-', '') === value;
    case 'business_start_date': case 'date_of_birth': return dateOf(text) === value;
    default: return false;
  }
}

function checkValid(t: TruthApplication): void {
  const cc = t.country === 'Canada' ? 'CA' : 'US';
  expect(['United States', 'Canada']).toContain(t.country);
  expect(ENTITIES.find((e) => e.id === t.type_of_entity)?.countries).toContain(cc);
  expect(INDUSTRIES.some((i) => i.id === t.industry)).toBe(true);
  expect((cc === 'US' ? STATES : PROVINCES).has(t.state_region!)).toBe(true);
  expect(t.business_tax_id_country).toBe(cc);
  const id = t.business_tax_id!;
  if (t.business_tax_id_type === 'EIN') { expect(id).toMatch(/^\d{9}$/); expect(BAD_EIN.has(id.slice(0, 2))).toBe(false); }
  else if (t.business_tax_id_type === 'SSN') { expect(id).toMatch(/^(?!000|666|9)\d{3}(?!00)\d{2}(?!0000)\d{4}$/); }
  else { expect(t.business_tax_id_type).toBe('BN'); expect(id).toMatch(/^\d{9}RC\d{4}$/); expect(luhn(id.slice(0, 9))).toBe(true); }
  if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
  if (t.business_start_date) expect(new Date(t.business_start_date).toISOString().slice(0, 10)).toBe(t.business_start_date);
  expect(t.applicants.length).toBeGreaterThan(0);
  let total = 0;
  for (const a of t.applicants) {
    expect(a.first_name && a.last_name && a.role).toBeTruthy();
    total += a.ownership ?? 0;
    if (a.tax_id) {
      expect(a.tax_id).toMatch(/^\d{9}$/);
      expect(a.tax_id_country).toBe(cc);
      if (cc === 'CA') { expect(a.tax_id_type).toBe('SIN'); expect(luhn(a.tax_id)).toBe(true); } else expect(a.tax_id_type).toBe('SSN');
    } else expect(a.tax_id_type ?? a.tax_id_country).toBeNull();
    if (a.date_of_birth) expect(new Date(a.date_of_birth).toISOString().slice(0, 10)).toBe(a.date_of_birth);
  }
  expect(total).toBeLessThanOrEqual(100);
}

const DERIVED = /^(country|business_tax_id_type|business_tax_id_country|tax_id_type|tax_id_country)$/;
const STYLES = ['typed', 'handwritten', 'fillable'] as const;

describe('independent set 52', () => {
  it('has 7 layouts', () => expect(INDEPENDENT52_LAYOUT_NAMES).toHaveLength(7));
  for (const layout of INDEPENDENT52_LAYOUT_NAMES) {
    it(`${layout}: valid, deterministic, printed, no decoy in the truth`, async () => {
      const merchants: string[] = [];
      for (const seed of [1, 2, 3]) for (const style of STYLES) {
        const b = await buildIndependent52(layout, seed, { style, scan: false });
        const again = await generateIndependent52(layout, seed, { style, scan: false });
        expect(Buffer.from(again.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(again.truth).toEqual(b.truth);
        merchants.push(`${seed}:${b.truth.legal_name}`);
        checkValid(b.truth);
        const cc = b.truth.country === 'Canada' ? 'CA' : 'US';
        const read = await pdfRead(b.pdf);
        const fields = [...read.fields.values()].join(' ');
        if (style === 'fillable') {
          expect(read.fields.size).toBeGreaterThan(20);
          expect(compact(read.text)).not.toContain(compact(b.truth.legal_name!));
        }
        for (const p of b.printed) {
          const hay = style !== 'fillable' ? read.text : /type_of_entity|payment_frequency/.test(p.key) ? `${read.text} ${fields}` : fields;
          expect(compact(hay), `${layout}/${style}/${seed} ${p.key} "${p.text}"`).toContain(compact(p.text));
          expect(agrees(p.key, p.text, p.value, cc), `${layout}/${style}/${seed} ${p.key}: "${p.text}" -> ${p.value}`).toBe(true);
        }
        // every non-null value was printed, or follows from one that was
        const keys = new Set(b.printed.map((p) => p.key));
        const check = (k: string, v: unknown) => { if (v !== null && !DERIVED.test(k.replace(/^a\d\./, ''))) expect(keys.has(k), `${layout}/${style}/${seed} ${k}`).toBe(true); };
        for (const [k, v] of Object.entries(b.truth)) if (k !== 'applicants') check(k, v);
        b.truth.applicants.forEach((a, i) => Object.entries(a).forEach(([k, v]) => check(`a${i}.${k}`, v)));
        const values = new Set<string>();
        for (const [k, v] of Object.entries(b.truth)) if (typeof v === 'string' && !DERIVED.test(k)) values.add(compact(v));
        for (const a of b.truth.applicants) for (const v of [a.first_name, a.last_name, a.tax_id]) if (v) values.add(compact(v));
        for (const d of b.decoys) expect(values.has(compact(d)), `decoy ${d}`).toBe(false);
      }
      // the same merchant in every style
      for (const seed of [1, 2, 3]) expect(new Set(merchants.filter((x) => x.startsWith(`${seed}:`))).size).toBe(1);
    });
  }
  it('scans typed and handwritten forms, with the same truth', async () => {
    const layout = INDEPENDENT52_LAYOUT_NAMES[1]!;
    const plain = await generateIndependent52(layout, 1, { style: 'handwritten', scan: false });
    const scanned = await generateIndependent52(layout, 1, { style: 'handwritten', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const read = await pdfRead(scanned.pdf);
    expect(read.pages).toHaveLength(2);
    expect(compact(read.text)).not.toContain(compact(plain.truth.legal_name!));
  });
});
