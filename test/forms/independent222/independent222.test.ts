import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent222, INDEPENDENT222_LAYOUT_NAMES } from './index.ts';

const ref = (f: string) => JSON.parse(readFileSync(`/work/shared/reference/${f}`, 'utf8')) as { items: Record<string, unknown>[] };
const ENTITIES = new Set(ref('entity-types.json').items.map((i) => i.id));
const INDUSTRIES = new Set(ref('industries.json').items.map((i) => i.id));
const PROVINCES = new Set(ref('provinces.json').items.map((i) => i.code));
const squash = (s: string) => s.replace(/\s+/g, '');
const SEEDS = [1, 2, 3, 4];

async function readPdf(pdf: Uint8Array): Promise<{ text: string[]; fields: Map<string, unknown>[] }> {
  const task = getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0, standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/' });
  const doc = await task.promise;
  const text: string[] = [];
  const fields: Map<string, unknown>[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text.push(squash(tc.items.map((i) => ('str' in i ? i.str : '')).join('')));
    const m = new Map<string, unknown>();
    for (const a of await page.getAnnotations()) if (a.fieldName) m.set(a.fieldName, a.fieldValue);
    fields.push(m);
  }
  await task.destroy();
  return { text, fields };
}

describe('independent222: Canadian broker applications', () => {
  for (const layout of INDEPENDENT222_LAYOUT_NAMES) {
    it(`${layout}: every placed value and decoy is on its page, in every style`, async () => {
      for (const seed of SEEDS) {
        for (const style of ['typed', 'handwritten'] as const) {
          const g = await generateIndependent222(layout, seed, { style });
          const { text } = await readPdf(g.pdf);
          expect(text.length).toBe(g.pages);
          for (const p of [...g.placed, ...g.decoys]) expect(text[p.page - 1], `${style} ${seed} ${p.key}`).toContain(squash(p.text));
        }
        const g = await generateIndependent222(layout, seed, { style: 'fillable' });
        const { text, fields } = await readPdf(g.pdf);
        for (const p of g.placed) {
          expect(p.acroform_field, p.key).toBeTruthy();
          const v = fields[p.page - 1]!.get(p.acroform_field!);
          if (p.via === 'acroform_checkbox') {
            expect(v, p.key).toBe(p.acroform_value);
            expect(text[p.page - 1]).toContain(squash(p.text));
          } else {
            expect(v, p.key).toBe(p.text);
            if (p.text.length >= 8) expect(text[p.page - 1], `${p.key} drawn as page text`).not.toContain(squash(p.text));
          }
        }
        for (const dcy of g.decoys.filter((x) => x.acroform_field)) expect(fields[dcy.page - 1]!.get(dcy.acroform_field!)).toBe(dcy.text);
      }
    }, 60_000);

    it(`${layout}: one truth for the three styles, reference ids, sane values`, async () => {
      for (const seed of SEEDS) {
        const [t, h, f] = await Promise.all((['typed', 'handwritten', 'fillable'] as const).map((style) => generateIndependent222(layout, seed, { style })));
        expect(h!.truth).toEqual(t!.truth);
        expect(f!.truth).toEqual(t!.truth);
        expect(f!.placed.map((p) => p.fields)).toEqual(t!.placed.map((p) => p.fields));
        const a = t!.truth;
        expect(t!.country).toBe('CA');
        expect(a.country).toBe('Canada');
        expect(ENTITIES.has(a.type_of_entity!)).toBe(true);
        expect(INDUSTRIES.has(a.industry!)).toBe(true);
        expect(PROVINCES.has(a.state_region!)).toBe(true);
        expect(a.legal_name).toBeTruthy();
        expect(a.trade_name).not.toBe(a.legal_name);
        expect(a.business_tax_id).toMatch(/^\d{9}([A-Z]{2}\d{4})?$/);
        expect(['BN', 'SIN']).toContain(a.business_tax_id_type);
        expect(a.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(a.applicants.length).toBeGreaterThanOrEqual(1);
        expect(a.applicants.length).toBeLessThanOrEqual(3);
        expect(a.applicants.reduce((s, x) => s + (x.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        for (const ap of a.applicants) {
          expect(ap.first_name).toBeTruthy();
          expect(ap.last_name).toBeTruthy();
          expect(ap.tax_id === null || /^\d{9}$/.test(ap.tax_id)).toBe(true);
          expect(ap.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
        // no decoy text is a truth value (a home province may repeat the business's two-letter code)
        const truthText = new Set(t!.placed.map((p) => p.text));
        for (const dcy of t!.decoys.filter((x) => x.text.length > 3)) expect(truthText.has(dcy.text), dcy.key).toBe(false);
      }
    }, 60_000);

    it(`${layout}: deterministic per (layout, seed, style)`, async () => {
      for (const style of ['typed', 'handwritten', 'fillable'] as const) {
        const a = await generateIndependent222(layout, 7, { style });
        const b = await generateIndependent222(layout, 7, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(a.placed).toEqual(b.placed);
      }
    }, 30_000);
  }

  it('varies owners, blank operating names and payment fields across seeds', async () => {
    const owners = new Set<number>();
    const trades = new Set<boolean>();
    const types = new Set<string | null>();
    for (const layout of INDEPENDENT222_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 12; seed++) {
        const { truth } = await generateIndependent222(layout, seed, { style: 'typed' });
        owners.add(truth.applicants.length);
        trades.add(truth.trade_name === null);
        types.add(truth.business_tax_id_type);
      }
    }
    expect([...owners].sort()).toEqual([1, 2, 3]);
    expect(trades.size).toBe(2);
    expect(types.has('BN')).toBe(true);
  }, 60_000);

  it('scans typed and handwritten forms, refuses a scanned fillable form', async () => {
    const s = await generateIndependent222('boreal', 5, { style: 'handwritten', scan: true });
    const plain = await generateIndependent222('boreal', 5, { style: 'handwritten' });
    expect(s.truth).toEqual(plain.truth);
    expect(s.scan?.skews.length).toBe(s.pages);
    await expect(generateIndependent222('boreal', 5, { style: 'fillable', scan: 'phone' })).rejects.toThrow();
  }, 60_000);
});
