import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { generateIndependent100, INDEPENDENT100_LAYOUT_NAMES } from './index.ts';
import { MONTHS } from './pools.ts';
import { CA_ENTITIES, INDUSTRIES, US_ENTITIES } from './pools.ts';

interface RefItem { id: string; label: string; aliases?: string[] }
const ref = (f: string): RefItem[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: RefItem[] }).items;
const industries = ref('industries.json'), entities = ref('entity-types.json');
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
const words = (s: string) => ` ${s.toLowerCase().replace(/[^a-z0-9&]+/g, ' ')} `;

function industryOf(text: string): string | null {
  let best: [number, string] | null = null;
  for (const it of industries) for (const a of [it.label, ...(it.aliases ?? [])]) {
    if (words(text).includes(words(a)) && (!best || a.length > best[0])) best = [a.length, it.id];
  }
  return best?.[1] ?? null;
}
function entityOf(text: string, country: 'US' | 'CA'): string | null {
  if (['inc', 'corp', 'ltd', 'corporation', 'incorporated', 'limited'].includes(norm(text))) return country === 'US' ? 'c_corporation' : 'ca_corporation';
  const hit = entities.find((e) => [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === norm(text)));
  return hit?.id ?? null;
}

const SHAPE = ['trade_name', 'legal_name', 'type_of_entity', 'industry', 'business_tax_id', 'business_tax_id_country', 'business_tax_id_type',
  'state_region', 'country', 'requested_amount', 'requested_payment', 'number_of_payments', 'payment_frequency', 'business_start_date', 'applicants'];
const APPLICANT = ['first_name', 'last_name', 'role', 'ownership', 'credit_score', 'tax_id', 'tax_id_type', 'tax_id_country', 'date_of_birth'];
const PROVINCES: Record<string, string> = { ON: 'Ontario', QC: 'Quebec', BC: 'British Columbia', AB: 'Alberta', MB: 'Manitoba', SK: 'Saskatchewan', NS: 'Nova Scotia', NB: 'New Brunswick' };

function dateVariants(iso: string): string[] {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const p = (n: number) => String(n).padStart(2, '0');
  return [iso, `${p(m)}/${p(d)}/${y}`, `${m}/${d}/${String(y).slice(2)}`, `${p(m)}/${p(d)}/${String(y).slice(2)}`, `${MONTHS[m - 1]} ${d}, ${y}`];
}
const moneyDigits = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(2).replace('.', ''));

/** Every non-null truth value, checked against what the page text and AcroForm fields hold. */
function missing(t: TruthApplication, hay: string): string[] {
  const low = hay.toLowerCase(), n = norm(hay), digits = hay.replace(/[^0-9]/g, '');
  const out: string[] = [];
  const has = (ok: boolean, what: string) => { if (!ok) out.push(what); };
  for (const k of ['legal_name', 'trade_name'] as const) if (t[k]) has(hay.includes(t[k]!), k);
  if (t.business_tax_id) has(n.includes(t.business_tax_id.toLowerCase()), 'business_tax_id');
  if (t.business_tax_id_type && t.business_tax_id_type !== 'ITIN') has(hay.includes(t.business_tax_id_type), 'business_tax_id_type');
  if (t.state_region) has(hay.includes(t.state_region) || hay.includes(PROVINCES[t.state_region] ?? '@@'), 'state_region');
  if (t.requested_amount !== null) has(digits.includes(moneyDigits(t.requested_amount)), 'requested_amount');
  if (t.requested_payment !== null) has(digits.includes(moneyDigits(t.requested_payment)), 'requested_payment');
  if (t.number_of_payments !== null) has(hay.includes(String(t.number_of_payments)), 'number_of_payments');
  if (t.payment_frequency) has(low.replace(/-/g, '').includes(t.payment_frequency), 'payment_frequency');
  if (t.business_start_date) has(dateVariants(t.business_start_date).some((v) => hay.includes(v)), 'business_start_date');
  if (t.industry) has(industries.find((i) => i.id === t.industry)!.aliases!.concat(industries.find((i) => i.id === t.industry)!.label).some((a) => words(hay).includes(words(a))), 'industry');
  t.applicants.forEach((a, i) => {
    has(hay.includes(a.first_name!) && hay.includes(a.last_name!), `applicants[${i}].name`);
    has(hay.includes(a.role!), `applicants[${i}].role`);
    has(hay.includes(`${a.ownership}`), `applicants[${i}].ownership`);
    if (a.credit_score !== null) has(hay.includes(String(a.credit_score)), `applicants[${i}].credit_score`);
    if (a.tax_id) has(digits.includes(a.tax_id), `applicants[${i}].tax_id`);
    if (a.date_of_birth) has(dateVariants(a.date_of_birth).some((v) => hay.includes(v)), `applicants[${i}].date_of_birth`);
  });
  return out;
}

describe('independent100: labels not where a reader expects them', () => {
  it('the pools map to the reference ids a reader would find', () => {
    for (const [text, id] of INDUSTRIES) expect(industryOf(text), text).toBe(id);
    for (const [list, c] of [[US_ENTITIES, 'US'], [CA_ENTITIES, 'CA']] as const) for (const k of list) for (const p of k.printed) expect(entityOf(p, c), p).toBe(k.id);
  });

  for (const layout of INDEPENDENT100_LAYOUT_NAMES) {
    it(`${layout}: every style generates, deterministically, and prints each truth value`, async () => {
      for (const seed of [1, 2, 3, 4]) {
        let first: TruthApplication | null = null;
        for (const style of ['typed', 'handwritten', 'fillable'] as const) {
          const a = await generateIndependent100(layout, seed, { style, scan: false });
          const b = await generateIndependent100(layout, seed, { style, scan: false });
          expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
          expect(a.layout).toBe(layout);
          expect(Object.keys(a.truth).sort()).toEqual([...SHAPE].sort());
          expect(a.truth.applicants.length).toBeGreaterThanOrEqual(1);
          expect(a.truth.applicants.length).toBeLessThanOrEqual(4);
          for (const ap of a.truth.applicants) expect(Object.keys(ap).sort()).toEqual([...APPLICANT].sort());
          if (first) expect(a.truth).toEqual(first); else first = a.truth;
          const read = await pdfRead(a.pdf);
          const hay = `${read.text} ${[...read.fields.values()].join(' ')}`;
          expect(missing(a.truth, hay), `${layout} ${seed} ${style}`).toEqual([]);
          if (style === 'fillable') {
            expect(read.fields.size).toBeGreaterThan(20);
            expect(read.text.includes(a.truth.legal_name!)).toBe(false);
          }
          const country = a.truth.business_tax_id_country as 'US' | 'CA';
          expect(a.truth.country).toBe(country === 'US' ? 'United States' : 'Canada');
        }
      }
    });
  }

  it('scans keep the truth and drop the text layer', async () => {
    for (const layout of ['atlas-legend', 'plainword-sentence']) {
      const plain = await generateIndependent100(layout, 7, { style: 'fillable', scan: false });
      const a = await generateIndependent100(layout, 7, { style: 'fillable', scan: true });
      const b = await generateIndependent100(layout, 7, { style: 'fillable', scan: true });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(plain.truth);
      const read = await pdfRead(a.pdf);
      expect(read.text.includes(a.truth.legal_name!)).toBe(false);
      expect(read.fields.size).toBe(0);
    }
  }, 60_000);
});
