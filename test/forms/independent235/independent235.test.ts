// Set 235: every placed value is on its page (pdf.js text) or in its AcroForm field, the truth uses reference ids,
// decoys carry no fields, and output is deterministic.
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent235, INDEPENDENT235_LAYOUT_NAMES } from './index.ts';
import { ENTITY_TYPES, INDUSTRIES, STATES } from './reference.ts';

const require = createRequire(import.meta.url);
const standardFontDataUrl = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4];
const squash = (s: string): string => s.replace(/\s+/g, '');

async function read(pdf: Uint8Array): Promise<{ pages: string[]; fields: Map<string, unknown> }> {
  const task = getDocument({ data: pdf.slice(), standardFontDataUrl });
  const doc = await task.promise;
  const pages: string[] = [];
  const fields = new Map<string, unknown>();
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    pages.push(squash(tc.items.map((it) => ('str' in it ? it.str : '')).join('')));
    for (const a of await page.getAnnotations()) if (a.fieldName) fields.set(a.fieldName, a.fieldValue);
  }
  await task.destroy();
  return { pages, fields };
}

describe('independent set 235 (bilingual US Hispanic-market applications)', () => {
  for (const layout of INDEPENDENT235_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: placed values are readable where the truth says`, async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent235(layout, seed, { style, scan: false });
          const { pages, fields } = await read(g.pdf);
          expect(pages.length).toBe(g.pages);
          for (const p of g.placed) {
            if (style === 'fillable') {
              expect(p.acroform_field, p.key).toBeTruthy();
              const v = fields.get(p.acroform_field!);
              expect(v, `${p.key} seed ${seed}`).toBe(p.via === 'acroform_checkbox' ? 'Yes' : p.text);
            } else if (p.via !== 'mark') {
              expect(pages[p.page - 1], `${p.key} "${p.text}" seed ${seed}`).toContain(squash(p.text));
            }
          }
          if (style === 'fillable') expect(pages[0]).not.toContain(squash(g.truth.legal_name!));
          const t = g.truth;
          expect(t.legal_name).toBeTruthy();
          expect(ENTITY_TYPES.map((e) => e.id)).toContain(t.type_of_entity);
          expect(INDUSTRIES.map((e) => e.id)).toContain(t.industry);
          expect(STATES.map((e) => e.code)).toContain(t.state_region);
          expect(t.country).toBe('United States');
          expect(t.applicants.length).toBeGreaterThan(0);
          expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
          for (const a of t.applicants) {
            expect(a.first_name && a.last_name).toBeTruthy();
            if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
            expect(a.first_name).not.toMatch(/\b[A-Z]\.$/);
          }
          if (t.trade_name) expect(t.trade_name).not.toBe(t.legal_name);
          if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
          expect(g.decoys.length).toBeGreaterThan(3);
        }
      }, 30_000);
    }
    it(`${layout}: same (layout, seed, style) gives the same bytes; the truth does not depend on the style`, async () => {
      for (const style of STYLES) {
        const a = await generateIndependent235(layout, 7, { style, scan: false });
        const b = await generateIndependent235(layout, 7, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(a.truth).toEqual((await generateIndependent235(layout, 7, { style: 'typed', scan: false })).truth);
      }
    });
  }

  it('varies owners, entity types and optional values across seeds', async () => {
    const owners = new Set<number>(); const entities = new Set<string>(); let masked = 0; let noDba = 0;
    for (const layout of INDEPENDENT235_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 10; seed++) {
        const t = (await generateIndependent235(layout, seed, { style: 'typed', scan: false })).truth;
        owners.add(t.applicants.length); entities.add(t.type_of_entity!);
        masked += t.applicants.filter((a) => !a.tax_id).length; noDba += t.trade_name ? 0 : 1;
      }
    }
    expect([...owners].sort()).toEqual([1, 2, 3]);
    expect(entities.size).toBeGreaterThan(3);
    expect(masked).toBeGreaterThan(0);
    expect(noDba).toBeGreaterThan(0);
  }, 30_000);

  it('scans typed and handwritten output; refuses to scan a fillable form', async () => {
    const g = await generateIndependent235('capital_latino', 2, { style: 'handwritten', scan: 'phone' });
    expect(Buffer.from(g.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    await expect(generateIndependent235('sol_y_mar', 2, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 30_000);
});
