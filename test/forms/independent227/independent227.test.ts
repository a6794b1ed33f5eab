import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent227, INDEPENDENT227_LAYOUT_NAMES, truthFrom, type Style } from './index.ts';

interface RefItem { id?: string; code?: string; label?: string; name?: string; aliases?: string[] }
const ref = (f: string): RefItem[] => (JSON.parse(readFileSync(`/work/shared/reference/${f}`, 'utf8')) as { items: RefItem[] }).items;
const ENTITIES = new Set(ref('entity-types.json').map((e) => e.id));
const INDUSTRIES = ref('industries.json');
const STATES = new Set(ref('states.json').map((s) => s.code));

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  const t = ` ${text.toLowerCase()} `;
  for (const ind of INDUSTRIES) {
    for (const a of [ind.label!, ...(ind.aliases ?? [])]) {
      const esc = a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(^|[^a-z0-9])${esc}($|[^a-z0-9])`).test(t) && (!best || a.length > best[1])) best = [ind.id!, a.length];
    }
  }
  return best?.[0] ?? null;
}

const norm = (s: string): string => s.replace(/\s+/g, '');

async function pagesOf(pdf: Uint8Array): Promise<{ text: string[]; annots: Record<string, unknown>[][] }> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const text: string[] = [], annots: Record<string, unknown>[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text.push(norm(tc.items.map((i) => ('str' in i ? i.str : '')).join('')));
    annots.push((await page.getAnnotations()) as Record<string, unknown>[]);
  }
  await task.destroy();
  return { text, annots };
}

const SEEDS = [1, 2, 3, 4, 5, 6];
const STYLES: Style[] = ['typed', 'handwritten', 'fillable'];

describe('independent set 227', () => {
  for (const layout of INDEPENDENT227_LAYOUT_NAMES) {
    it(`${layout}: placed values are printed, truth uses reference ids, styles share one truth`, async () => {
      for (const seed of SEEDS) {
        const truths: string[] = [];
        for (const style of STYLES) {
          const g = await generateIndependent227(layout, seed, { style });
          truths.push(JSON.stringify(g.truth));
          expect(truthFrom(g.placed)).toEqual(g.truth);
          const { text, annots } = await pagesOf(g.pdf);
          expect(text.length).toBe(g.pages);
          for (const p of [...g.placed, ...g.decoys]) {
            expect(p.page).toBeGreaterThanOrEqual(1);
            expect(p.page).toBeLessThanOrEqual(g.pages);
            const [x0, y0, x1, y1] = p.box;
            expect(x0 < x1 && y0 < y1 && x0 >= 0 && y0 >= 0 && x1 <= 612 && y1 <= 792).toBe(true);
            if (style === 'fillable') {
              const a = annots[p.page - 1]!.find((n) => n.fieldName === p.acroform_field);
              expect(a, `${layout}/${seed} ${p.key}`).toBeDefined();
              if (a!.checkBox) expect(a!.fieldValue).toBe('Yes');
              else {
                expect(a!.fieldValue).toBe(p.text);
                if (/legal_name|ssn|tax_id|fleet\d_vin/.test(p.key)) expect(text[p.page - 1]!.includes(norm(p.text)), `${p.key} drawn as text`).toBe(false);
              }
            } else {
              expect(text[p.page - 1]!.includes(norm(p.text)), `${layout}/${seed}/${style} ${p.key}: ${p.text}`).toBe(true);
            }
          }
          const t = g.truth;
          expect(ENTITIES.has(t.type_of_entity!)).toBe(true);
          expect(STATES.has(t.state_region!)).toBe(true);
          expect(t.country).toBe('United States');
          const ind = g.placed.find((p) => 'application.industry' in p.fields)!;
          expect(industryOf(ind.text)).toBe(t.industry);
          if (t.business_tax_id !== null) expect(t.business_tax_id).toMatch(/^\d{9}$/);
          if (t.business_tax_id !== null) expect(['EIN', 'SSN', 'ITIN']).toContain(t.business_tax_id_type);
          expect(t.applicants.length).toBeGreaterThanOrEqual(1);
          for (const a of t.applicants) {
            expect(a.first_name && a.last_name).toBeTruthy();
            expect(typeof a.ownership).toBe('number');
            expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
            if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
          }
          if (t.business_tax_id && t.business_tax_id_type !== 'EIN') expect(t.type_of_entity).toBe('sole_proprietorship');
          for (const d of g.decoys) if (d.key !== 'state_of_inc') expect(Object.values(t).includes(d.text), `${d.key} ${d.text}`).toBe(false);
        }
        expect(new Set(truths).size).toBe(1);
      }
    }, 120_000);
  }

  it('is deterministic per (layout, seed, style) and varies per seed', async () => {
    for (const layout of INDEPENDENT227_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent227(layout, 7, { style });
        const b = await generateIndependent227(layout, 7, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      }
      const counts = new Set<number>();
      const names = new Set<string>();
      for (let s = 1; s <= 30; s++) {
        const g = await generateIndependent227(layout, s, { style: 'typed' });
        counts.add(g.truth.applicants.length);
        names.add(g.truth.legal_name!);
      }
      expect(counts.size).toBeGreaterThan(1);
      expect(names.size).toBeGreaterThan(10);
    }
  }, 120_000);

  it('scans typed and handwritten forms, and refuses to scan a fillable one', async () => {
    const typed = await generateIndependent227('milepost', 2, { style: 'typed' });
    const scanned = await generateIndependent227('milepost', 2, { style: 'handwritten', scan: true });
    expect(scanned.truth).toEqual(typed.truth);
    expect(Buffer.from(scanned.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(scanned.scan?.skews.length).toBe(scanned.pages);
    const { text } = await pagesOf(scanned.pdf);
    expect(text.join('')).not.toContain(norm(typed.truth.legal_name!));
    await expect(generateIndependent227('milepost', 2, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120_000);
});
