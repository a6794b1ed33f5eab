// Set 214 checked against itself: every placed value is on its page (or in its AcroForm field), the truth uses
// reference ids, the three styles share one truth, and the output is deterministic.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ENTITY_TYPES, INDUSTRIES, STATES, entityOf, industryOf } from './data.ts';
import { INDEPENDENT214_LAYOUT_NAMES, generateIndependent214, type Placed } from './index.ts';

const SEEDS = [1, 2, 3];
const squash = (s: string): string => s.replace(/\s+/g, '');

interface PageText { items: { str: string; x: number; y: number }[]; all: string }
async function readPdf(pdf: Uint8Array): Promise<{ pages: PageText[]; fields: Map<string, { value: unknown; page: number }> }> {
  const task = getDocument({ data: pdf.slice(), disableFontFace: true, verbosity: 0 });
  const doc = await task.promise;
  const pages: PageText[] = [];
  const fields = new Map<string, { value: unknown; page: number }>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    const items = (tc.items as { str?: string; transform?: number[] }[]).filter((i) => i.str !== undefined && i.transform)
      .map((i) => ({ str: i.str!, x: i.transform![4]!, y: i.transform![5]! }));
    pages.push({ items, all: squash(items.map((i) => i.str).join('')) });
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown }[]) {
      if (a.fieldName) fields.set(a.fieldName, { value: a.fieldValue, page: p });
    }
  }
  await task.destroy();
  return { pages, fields };
}
function near(pt: PageText, p: Placed, padX: number, padY: number): string {
  const [x0, y0, x1, y1] = p.box;
  return squash(pt.items.filter((i) => i.x >= x0 - padX && i.x <= x1 + padX && i.y >= y0 - padY && i.y <= y1 + padY).map((i) => i.str).join(''));
}

describe('independent214 generator', () => {
  it('has four layouts and curated industry texts that read as intended', () => {
    expect(INDEPENDENT214_LAYOUT_NAMES).toHaveLength(4);
    expect(industryOf('Coffee shop')).toBe('restaurant');
    expect(industryOf('Dog grooming and pet store')).toBe('pet_services');
    expect(industryOf('Non-medical home care agency')).toBe('home_health_care');
  });

  for (const layout of INDEPENDENT214_LAYOUT_NAMES) {
    it(`${layout}: values on their pages, one truth for three styles, reference ids, deterministic`, async () => {
      for (const seed of SEEDS) {
        const runs = await Promise.all((['typed', 'handwritten', 'fillable'] as const).map((style) => generateIndependent214(layout, seed, { style })));
        const [typed, hand, fill] = runs as [Awaited<ReturnType<typeof generateIndependent214>>, Awaited<ReturnType<typeof generateIndependent214>>, Awaited<ReturnType<typeof generateIndependent214>>];
        expect(hand.truth).toEqual(typed.truth);
        expect(fill.truth).toEqual(typed.truth);
        expect(hand.placed.map((p) => p.text)).toEqual(typed.placed.map((p) => p.text));
        const t = typed.truth;
        expect(t.legal_name).toBeTruthy();
        expect(typed.placed.length).toBeGreaterThan(15);
        expect(typed.decoys.length).toBeGreaterThan(10);
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        expect(t.country).toBe('United States');
        expect(STATES.some((s) => s.code === t.state_region)).toBe(true);
        if (t.type_of_entity) expect(ENTITY_TYPES.some((e) => e.id === t.type_of_entity)).toBe(true);
        if (t.industry) expect(INDUSTRIES.some((e) => e.id === t.industry)).toBe(true);
        for (const p of typed.placed) {
          if ('application.type_of_entity' in p.fields && p.via === 'typed') expect(entityOf(p.text)).toBe(t.type_of_entity);
          if ('application.industry' in p.fields) expect(industryOf(p.text)).toBe(t.industry);
        }
        expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        for (const r of [typed, hand]) {
          const { pages } = await readPdf(r.pdf);
          expect(pages.length).toBe(r.pages);
          for (const p of [...r.placed, ...r.decoys]) {
            const pt = pages[p.page - 1]!;
            if (p.via.startsWith('checkbox')) expect(near(pt, p, 130, 4), `${layout}/${seed} ${p.key}`).toContain(squash(p.text));
            else expect(near(pt, p, 3, 3), `${layout}/${seed} ${r === typed ? 'typed' : 'hand'} ${p.key}`).toContain(squash(p.text));
          }
        }
        const f = await readPdf(fill.pdf);
        expect(Buffer.from(fill.pdf).toString('latin1')).toContain('/NeedAppearances false');
        for (const p of [...fill.placed, ...fill.decoys]) {
          const field = f.fields.get(p.acroform_field!);
          expect(field, p.key).toBeDefined();
          expect(field!.page).toBe(p.page);
          expect(field!.value).toBe(p.via === 'acroform-checkbox' ? 'Yes' : p.text);
        }
        expect(f.pages.some((pt) => pt.all.includes(squash(t.legal_name!)))).toBe(false);
        const again = await generateIndependent214(layout, seed, { style: 'handwritten' });
        expect(Buffer.from(again.pdf).equals(Buffer.from(hand.pdf))).toBe(true);
      }
    });
  }

  it('scans a typed form and refuses to scan a fillable one', async () => {
    const s = await generateIndependent214('crossroads', 5, { style: 'typed', scan: true });
    const typed = await generateIndependent214('crossroads', 5, { style: 'typed' });
    expect(s.truth).toEqual(typed.truth);
    expect(Buffer.from(s.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    await expect(generateIndependent214('crossroads', 5, { style: 'fillable', scan: true })).rejects.toThrow();
  });
});
