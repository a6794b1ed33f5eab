import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent259, INDEPENDENT259_LAYOUT_NAMES } from './index.ts';
import { REFERENCE_DIR } from './data.ts';

const ids = (file: string, k = 'id'): Set<string> =>
  new Set((JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as { items: Record<string, string>[] }).items.map((i) => i[k]!));
const ENTITY = ids('entity-types.json'), INDUSTRY = ids('industries.json'), STATES = ids('states.json', 'code'), PROVINCES = ids('provinces.json', 'code');
const squash = (s: string) => s.replace(/\s+/g, '');

interface PageRead { text: string; fields: Map<string, { value: string; checkBox: boolean }> }
async function read(pdf: Uint8Array): Promise<PageRead[]> {
  const doc = await getDocument({ data: pdf.slice(), useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  const out: PageRead[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    const text = squash(tc.items.map((i) => ('str' in i ? i.str : '')).join(''));
    const fields = new Map<string, { value: string; checkBox: boolean }>();
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: string; checkBox?: boolean }[]) {
      if (a.fieldName) fields.set(a.fieldName, { value: String(a.fieldValue ?? ''), checkBox: !!a.checkBox });
    }
    out.push({ text, fields });
  }
  await doc.cleanup();
  return out;
}

describe('independent set 259 (browser-printed web portal applications)', () => {
  expect(INDEPENDENT259_LAYOUT_NAMES).toHaveLength(4);
  for (const layout of INDEPENDENT259_LAYOUT_NAMES) {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      for (const seed of [1, 2, 3, 4]) {
        it(`${layout} ${style} seed ${seed}`, async () => {
          const g = await generateIndependent259(layout, seed, { style, scan: false });
          const again = await generateIndependent259(layout, seed, { style, scan: false });
          expect(Buffer.from(again.pdf).equals(Buffer.from(g.pdf))).toBe(true);
          const pages = await read(g.pdf);
          expect(pages.length).toBe(g.pages);
          expect(g.locations.length).toBeGreaterThan(8);
          for (const loc of [...g.locations, ...g.decoys]) {
            const pg = pages[loc.page - 1]!;
            if (style === 'fillable' && loc.acroform_field) {
              const f = pg.fields.get(loc.acroform_field);
              expect(f, `${loc.key} field ${loc.acroform_field}`).toBeDefined();
              if (f!.checkBox) expect(f!.value).toBe('Yes');
              else expect(f!.value).toBe(loc.text);
            } else {
              expect(pg.text.includes(squash(loc.text)), `${loc.key} "${loc.text}" on page ${loc.page}`).toBe(true);
            }
          }
          if (style === 'fillable') {
            const all = pages.map((p) => p.text).join('');
            expect(all.includes(squash(g.truth.legal_name!))).toBe(false);
          }
          const t = g.truth;
          expect(t.legal_name).toBeTruthy();
          if (t.type_of_entity) expect(ENTITY.has(t.type_of_entity)).toBe(true);
          expect(t.industry && INDUSTRY.has(t.industry)).toBe(true);
          expect((g.country === 'CA' ? PROVINCES : STATES).has(t.state_region!)).toBe(true);
          expect(t.country).toBe(g.country === 'CA' ? 'Canada' : 'United States');
          expect(t.requested_amount).toBeGreaterThan(0);
          expect(t.applicants.length).toBeGreaterThanOrEqual(1);
          for (const a of t.applicants) {
            expect(a.first_name && a.last_name).toBeTruthy();
            if (a.date_of_birth) expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
            if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
          }
          if (t.business_tax_id) expect(t.business_tax_id).toMatch(/^\d{9}([A-Z]{2}\d{4})?$/);
          if (t.business_start_date) expect(t.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        });
      }
    }
  }

  it('fillable cannot be scanned', async () => {
    await expect(generateIndependent259(INDEPENDENT259_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  it('a scanned form opens as image pages', async () => {
    const g = await generateIndependent259('harbourline_ca_steps', 5, { style: 'handwritten', scan: true });
    const pages = await read(g.pdf);
    expect(pages.length).toBe(g.pages);
    expect(pages.every((p) => p.text === '')).toBe(true);
  }, 120_000);
});
