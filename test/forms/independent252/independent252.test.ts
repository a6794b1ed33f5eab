// Set 252's own checks: every value placed is in the page text (typed / handwritten) or in an AcroForm field
// (fillable, never page text), the truth uses valid reference ids and is the same across styles, output is
// deterministic, and a scan keeps the truth.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent252, INDEPENDENT252_LAYOUT_NAMES } from './index.ts';
import { refItems } from './data.ts';
import type { TruthApplication } from '../generator/truth.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 7, 42];
const squash = (s: string): string => s.replace(/\s+/g, '');

interface Read { pages: string[]; fields: Map<string, string> }
async function read(pdf: Uint8Array): Promise<Read> {
  const task = getDocument({ data: pdf.slice(), disableFontFace: true, verbosity: 0 });
  const doc = await task.promise;
  const pages: string[] = [];
  const fields = new Map<string, string>();
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    pages.push(squash(tc.items.map((it) => ('str' in it ? it.str : '')).join('')));
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown }[]) {
      if (a.fieldName) fields.set(a.fieldName, String(a.fieldValue ?? ''));
    }
  }
  await task.destroy();
  return { pages, fields };
}

const ENTITY = new Set(refItems('entity-types.json').map((x) => x.id));
const INDUSTRY = new Set(refItems('industries.json').map((x) => x.id));
const US = new Set(refItems('states.json').map((x) => x.code));
const CA = new Set(refItems('provinces.json').map((x) => x.code));

function checkTruth(t: TruthApplication, country: 'US' | 'CA'): void {
  expect(t.legal_name).toBeTruthy();
  if (t.type_of_entity !== null) expect(ENTITY.has(t.type_of_entity)).toBe(true);
  expect(t.type_of_entity).not.toBeNull();
  expect(INDUSTRY.has(t.industry ?? '')).toBe(true);
  expect((country === 'US' ? US : CA).has(t.state_region ?? '')).toBe(true);
  expect(t.country).toBe(country === 'US' ? 'United States' : 'Canada');
  if (t.business_tax_id !== null) {
    expect(t.business_tax_id_country).toBe(country);
    expect(t.business_tax_id).toMatch(country === 'US' ? /^\d{9}$/ : /^\d{9}(R[CTP]\d{4})?$/);
    expect(['EIN', 'SSN', 'ITIN', 'BN']).toContain(t.business_tax_id_type);
  } else expect(t.business_tax_id_type).toBeNull();
  if (t.payment_frequency !== null) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
  expect(t.business_start_date === null || /^\d{4}-\d\d-\d\d$/.test(t.business_start_date)).toBe(true);
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(3);
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
  if (t.type_of_entity === 'sole_proprietorship') { expect(t.applicants).toHaveLength(1); expect(t.applicants[0]!.ownership).toBe(100); }
  for (const a of t.applicants) {
    expect(a.first_name).toBeTruthy();
    expect(a.last_name).toBeTruthy();
    expect(a.first_name).not.toMatch(/\s[A-Z]\.?$/);
    if (a.tax_id !== null) {
      expect(a.tax_id).toMatch(/^\d{9}$/);
      expect(a.tax_id_type).toBe(country === 'CA' ? 'SIN' : a.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
      expect(a.tax_id_country).toBe(country);
    } else { expect(a.tax_id_type).toBeNull(); expect(a.tax_id_country).toBeNull(); }
    if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
  }
}

describe('independent252 generator', () => {
  it('has 4 layouts and 4 brokers', async () => {
    expect(INDEPENDENT252_LAYOUT_NAMES).toHaveLength(4);
    const brokers = new Set<string>();
    for (const l of INDEPENDENT252_LAYOUT_NAMES) brokers.add((await generateIndependent252(l, 1, { style: 'typed', scan: false })).broker);
    expect(brokers.size).toBe(4);
  });

  for (const layout of INDEPENDENT252_LAYOUT_NAMES) {
    it(`${layout}: placed values are printed where the style puts them; truth is valid and style-independent`, async () => {
      for (const seed of SEEDS) {
        const truths: TruthApplication[] = [];
        for (const style of STYLES) {
          const g = await generateIndependent252(layout, seed, { style, scan: false });
          checkTruth(g.truth, g.country);
          truths.push(g.truth);
          const r = await read(g.pdf);
          expect(r.pages).toHaveLength(g.pages);
          const values = g.placed.filter((p) => p.text && (p.chunks.length || p.acro.length));
          expect(values.length).toBeGreaterThan(20);
          for (const p of g.placed) {
            const where = `${layout} seed ${seed} ${style} ${p.key} "${p.text}"`;
            if (style === 'fillable') {
              expect(p.chunks, where).toHaveLength(0);
              for (const a of p.acro) expect(r.fields.get(a.name), where).toBe(a.value);
            } else {
              expect(p.acro, where).toHaveLength(0);
              for (const c of p.chunks) expect(r.pages[p.page - 1], where).toContain(squash(c));
            }
          }
          if (style === 'fillable') {
            const all = r.pages.join('');
            for (const v of [g.truth.legal_name, g.truth.trade_name, ...g.truth.applicants.map((a) => a.last_name)]) {
              if (v && v.length > 6) expect(all, `${layout} ${seed}: "${v}" must not be page text`).not.toContain(squash(v));
            }
          }
          const marks = g.placed.filter((p) => p.fields.type_of_entity !== undefined);
          expect(marks.length).toBeGreaterThanOrEqual(1);
          if (style === 'handwritten') for (const p of g.placed.filter((q) => q.key.includes(':'))) expect(p.chunks).toHaveLength(0);
        }
        expect(truths[1]).toEqual(truths[0]);
        expect(truths[2]).toEqual(truths[0]);
      }
    });
  }

  it('is deterministic per (layout, seed, style) and varies with the seed', async () => {
    for (const layout of INDEPENDENT252_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent252(layout, 5, { style, scan: false });
        const b = await generateIndependent252(layout, 5, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(b.truth).toEqual(a.truth);
      }
      const c = await generateIndependent252(layout, 6, { style: 'typed', scan: false });
      const d = await generateIndependent252(layout, 5, { style: 'typed', scan: false });
      expect(c.truth).not.toEqual(d.truth);
    }
  });

  it('covers owners 1-3, masked tax IDs and decoys across seeds', async () => {
    const counts = new Set<number>();
    let masked = 0, decoys = 0, nullTerms = 0;
    for (const layout of INDEPENDENT252_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 12; seed++) {
        const g = await generateIndependent252(layout, seed, { style: 'typed', scan: false });
        counts.add(g.truth.applicants.length);
        masked += g.decoys.filter((x) => x.key === 'ssn' || x.key === 'sin').length;
        decoys += g.decoys.length;
        if (g.truth.payment_frequency === null) nullTerms++;
      }
    }
    expect([...counts].sort()).toEqual([1, 2, 3]);
    expect(masked).toBeGreaterThan(0);
    expect(decoys).toBeGreaterThan(200);
    expect(nullTerms).toBeGreaterThan(0);
  });

  it('scans a typed form (office scanner) with the same truth; a fillable form cannot be scanned', async () => {
    const layout = INDEPENDENT252_LAYOUT_NAMES[0]!;
    const plain = await generateIndependent252(layout, 3, { style: 'typed', scan: false });
    const scanned = await generateIndependent252(layout, 3, { style: 'typed', scan: true });
    expect(Buffer.from(scanned.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(scanned.truth).toEqual(plain.truth);
    const r = await read(scanned.pdf);
    expect(r.pages).toHaveLength(plain.pages);
    expect(r.pages.join('')).not.toContain(squash(plain.truth.legal_name!));
    await expect(generateIndependent252(layout, 3, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 60_000);
});
