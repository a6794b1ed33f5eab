// Set 260 (paper applications with a person's corrections): every placed value can be found where its style puts it,
// the truth uses reference ids, the PDFs open, and generation is deterministic.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent260, INDEPENDENT260_LAYOUT_NAMES } from './index.ts';
import { ENTITY_IDS, INDUSTRY_IDS, PROVINCE_CODES, STATE_CODES, industryOf } from './data.ts';

const norm = (s: string) => s.replace(/\s+/g, '');

async function read(pdf: Uint8Array): Promise<{ pages: number; text: string[]; fields: Map<string, string> }> {
  const task = getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  const text: string[] = [];
  const fields = new Map<string, string>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text.push(norm(tc.items.map((i) => ('str' in i ? i.str : '')).join('')));
    for (const a of await page.getAnnotations()) {
      if (a.subtype === 'Widget' && a.fieldName) fields.set(a.fieldName as string, String(a.fieldValue ?? ''));
    }
  }
  const pages = doc.numPages;
  await task.destroy();
  return { pages, text, fields };
}

const SEEDS = [1, 2, 3, 7, 11];
const STYLES = ['typed', 'handwritten', 'fillable'] as const;

describe('independent set 260', () => {
  for (const layout of INDEPENDENT260_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}: placed values are where the style puts them`, async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent260(layout, seed, { style, scan: false });
          const r = await read(g.pdf);
          expect(r.pages).toBe(g.pages);
          expect(g.locations.length).toBeGreaterThan(10);
          for (const loc of [...g.locations, ...g.decoys]) {
            if (style === 'fillable' && loc.acroform_field) {
              const v = r.fields.get(loc.acroform_field);
              const isBox = g.locations.includes(loc) && !loc.key.endsWith('.struck') && v === 'Yes';
              expect(isBox || v === loc.text, `${seed} ${loc.key} ${loc.acroform_field}=${v} want ${loc.text}`).toBe(true);
            } else {
              expect(r.text[loc.page - 1], `${seed} ${loc.key}: ${loc.text}`).toContain(norm(loc.text));
            }
          }
          if (style === 'fillable') {
            // values live only in the widgets: no applicant value is page text unless it is a struck-through old value
            for (const loc of g.locations) expect(loc.acroform_field, loc.key).toBeTruthy();
          }
          const t = g.truth;
          expect(ENTITY_IDS.has(t.type_of_entity!)).toBe(true);
          expect(INDUSTRY_IDS.has(t.industry!)).toBe(true);
          expect(t.industry).toBe(industryOf(g.locations.find((l) => l.key === 'application.industry')!.text));
          expect((g.country === 'US' ? STATE_CODES : PROVINCE_CODES).has(t.state_region!)).toBe(true);
          expect(t.country).toBe(g.country === 'US' ? 'United States' : 'Canada');
          expect(t.applicants.length).toBeGreaterThanOrEqual(1);
          expect(t.applicants.length).toBe(new Set(g.locations.filter((l) => /applicants\[\d+\]\.name/.test(l.key)).map((l) => l.key)).size);
          for (const a of t.applicants) {
            if (a.date_of_birth) expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
            if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
          }
          if (t.business_tax_id) expect(t.business_tax_id).toMatch(/^\d{9}([A-Z]{2}\d{4})?$/);
          // a struck-through value is never the truth
          for (const d of g.decoys.filter((x) => x.key === 'application.requested_amount.struck')) expect(Number(d.text.replace(/[^0-9.]/g, ''))).not.toBe(t.requested_amount);
        }
      }, 60_000);
    }
    it(`${layout}: deterministic, and a scan opens`, async () => {
      const a = await generateIndependent260(layout, 5, { style: 'handwritten', scan: false });
      const b = await generateIndependent260(layout, 5, { style: 'handwritten', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
      await expect(generateIndependent260(layout, 5, { style: 'fillable', scan: true })).rejects.toThrow();
      const s = await generateIndependent260(layout, 5, { style: 'typed', scan: layout === 'maple-pine' ? 'phone' : true });
      const r = await read(s.pdf);
      expect(r.pages).toBe(s.pages);
    }, 120_000);
  }
});
