import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { generateIndependent234, INDEPENDENT234_LAYOUT_NAMES } from './index.ts';

const REF = '/work/shared/reference';
const ids = (f: string, k = 'id'): Set<string> => new Set((JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')).items as Record<string, string>[]).map((i) => i[k]!));
const ENTITIES = ids('entity-types.json'), INDUSTRIES = ids('industries.json'), STATES = ids('states.json', 'code'), PROVINCES = ids('provinces.json', 'code');
const SEEDS = [1, 2, 7, 19];
const norm = (s: string): string => s.replace(/\s+/g, '');

async function read(pdf: Uint8Array): Promise<{ pages: string[]; fields: Record<string, { value: unknown }[]> }> {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const tc = await (await doc.getPage(i)).getTextContent();
    pages.push(tc.items.map((it) => ('str' in it ? it.str : '')).join(''));
  }
  // pdf.js answers a Map in recent versions, a plain object in older ones.
  const raw = (await doc.getFieldObjects()) as unknown;
  const fields: Record<string, { value: unknown }[]> = raw instanceof Map ? Object.fromEntries(raw) : ((raw ?? {}) as Record<string, { value: unknown }[]>);
  await task.destroy();
  return { pages, fields };
}

describe('independent set 234', () => {
  for (const layout of INDEPENDENT234_LAYOUT_NAMES) {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      it(`${layout} ${style}: placed values are on the pages or in the fields`, async () => {
        for (const seed of SEEDS) {
          const r = await generateIndependent234(layout, seed, { style, scan: false });
          const { pages, fields } = await read(r.pdf);
          expect(pages.length).toBe(r.pages);
          expect(r.pages).toBeGreaterThanOrEqual(1);
          expect(r.pages).toBeLessThanOrEqual(3);
          for (const p of r.placed) {
            if (style === 'fillable') {
              expect(p.via).toBe('acroform');
              const f = fields[p.acroform_field!]?.[0];
              expect(f, p.key).toBeDefined();
              expect(f!.value).toBe(p.acroform_value ?? p.text);
            } else if (p.via !== 'mark') {
              expect(norm(pages[p.page - 1]!), `${layout}/${seed}/${p.key}`).toContain(norm(p.text));
            }
          }
          if (style === 'fillable') expect(pages.join('')).not.toContain(norm(r.truth.legal_name!).slice(0, 12));
        }
      });
    }
    it(`${layout}: truth uses reference ids and matches across styles`, async () => {
      for (const seed of SEEDS) {
        const t = await generateIndependent234(layout, seed, { style: 'typed', scan: false });
        const h = await generateIndependent234(layout, seed, { style: 'handwritten', scan: false });
        expect(h.truth).toEqual(t.truth);
        const a = t.truth;
        expect(a.legal_name).toBeTruthy();
        expect(ENTITIES.has(a.type_of_entity!)).toBe(true);
        expect(INDUSTRIES.has(a.industry!)).toBe(true);
        expect((t.country === 'CA' ? PROVINCES : STATES).has(a.state_region!)).toBe(true);
        expect(a.country).toBe(t.country === 'CA' ? 'Canada' : 'United States');
        expect(a.business_tax_id).toMatch(/^\d{9}([A-Z]{2}\d{4})?$/);
        expect(a.applicants.length).toBeGreaterThanOrEqual(1);
        expect(a.applicants.reduce((s, x) => s + (x.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        for (const ap of a.applicants) {
          expect(ap.first_name).toBeTruthy();
          expect(ap.last_name).toBeTruthy();
          if (ap.tax_id !== null) expect(ap.tax_id).toMatch(/^\d{9}$/);
        }
        if (a.type_of_entity === 'sole_proprietorship') expect(a.applicants.length).toBe(1);
        for (const d of t.decoys) expect(d.text.length).toBeGreaterThan(0);
      }
    });
    it(`${layout}: deterministic`, async () => {
      for (const style of ['typed', 'handwritten', 'fillable'] as const) {
        const a = await generateIndependent234(layout, 5, { style, scan: false });
        const b = await generateIndependent234(layout, 5, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      }
    });
  }
  it('fillable forms are not scanned; scans produce a PDF', async () => {
    await expect(generateIndependent234('granite', 1, { style: 'fillable', scan: true })).rejects.toThrow();
    const s = await generateIndependent234('maple', 1, { style: 'handwritten', scan: 'phone' });
    expect(Buffer.from(s.pdf.slice(0, 5)).toString()).toBe('%PDF-');
  });
});
