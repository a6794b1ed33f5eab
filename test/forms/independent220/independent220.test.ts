import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent220, INDEPENDENT220_LAYOUT_NAMES } from './index.ts';

// pdf.js needs Promise.withResolvers (Node 22); supply it where the runtime is older.
const P = Promise as unknown as { withResolvers?: () => unknown };
P.withResolvers ??= () => { let resolve, reject; const promise = new Promise((a, b) => { resolve = a; reject = b; }); return { promise, resolve, reject }; };

const REF = '/work/shared/reference/';
const ids = (f: string, k = 'id') => new Set((JSON.parse(readFileSync(REF + f, 'utf8')) as { items: Record<string, string>[] }).items.map((i) => i[k]));
const ENTITY = ids('entity-types.json'), INDUSTRY = ids('industries.json'), STATE = ids('states.json', 'code');
const squash = (s: string) => s.replace(/\s+/g, '');

async function read(pdf: Uint8Array) {
  const task = getDocument({ data: pdf.slice(), useSystemFonts: false });
  const doc = await task.promise;
  const pages: string[] = [];
  const fields: Record<string, { value: unknown; page: number }> = {};
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    pages.push(squash(tc.items.map((i) => ('str' in i ? i.str : '')).join('')));
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown; hasAppearance?: boolean }[]) {
      if (a.fieldName) { expect(a.hasAppearance).toBe(true); fields[a.fieldName] = { value: a.fieldValue, page: p }; }
    }
  }
  const numPages = doc.numPages;
  await task.destroy();
  return { pages, fields, numPages };
}

const SEEDS = [1, 2, 3, 4, 5, 6];
describe('independent220 forms', () => {
  for (const layout of INDEPENDENT220_LAYOUT_NAMES) {
    it(`${layout}: placed values are printed, truth uses reference ids, styles share one truth`, async () => {
      for (const seed of SEEDS) {
        const typed = await generateIndependent220(layout, seed, { style: 'typed' });
        for (const style of ['typed', 'handwritten', 'fillable'] as const) {
          const g = style === 'typed' ? typed : await generateIndependent220(layout, seed, { style });
          expect(g.truth).toEqual(typed.truth);
          const { pages, fields, numPages } = await read(g.pdf);
          expect(numPages).toBe(g.pages);
          for (const p of [...g.placed, ...g.decoys]) {
            const af = 'acroform_field' in p ? p.acroform_field : undefined;
            if (af) {
              const f = fields[af];
              expect(f, `${layout}/${seed}/${style} field ${af}`).toBeDefined();
              const want = 'via' in p && p.via === 'acroform_checkbox' ? (p.acroform_value ?? 'Yes') : p.text;
              expect(f!.value, `${af}`).toBe(want);
              expect(f!.page).toBe(p.page);
            } else {
              expect(pages[p.page - 1], `${layout}/${seed}/${style} page ${p.page}: ${p.text}`).toContain(squash(p.text));
            }
            expect(p.box[0]).toBeLessThan(p.box[2]);
            expect(p.box[1]).toBeLessThan(p.box[3]);
          }
          if (style === 'fillable') {
            expect(pages.join('')).not.toContain(squash(g.truth.legal_name!));
            expect(g.placed.every((p) => p.via === 'acroform' || p.via === 'acroform_checkbox')).toBe(true);
          }
        }
        const t = typed.truth;
        expect(ENTITY.has(t.type_of_entity!), `entity ${t.type_of_entity}`).toBe(true);
        expect(INDUSTRY.has(t.industry!), `industry ${t.industry}`).toBe(true);
        expect(STATE.has(t.state_region!)).toBe(true);
        expect(t.country).toBe('United States');
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        for (const a of t.applicants) {
          expect(a.first_name).toMatch(/^[A-Z][a-z]+$/);
          if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
          if (a.date_of_birth) expect(a.date_of_birth).toMatch(/^\d{4}-\d\d-\d\d$/);
        }
        expect(t.business_tax_id).toMatch(/^\d{9}$/);
        if (t.business_start_date) expect(t.business_start_date).toMatch(/^\d{4}-\d\d-\d\d$/);
        const decoyText = new Set(typed.decoys.map((d) => d.text));
        expect(decoyText.has(t.legal_name!)).toBe(false);
      }
    }, 120_000);
  }

  it('is deterministic per (layout, seed, style) and varies with the seed', async () => {
    for (const layout of INDEPENDENT220_LAYOUT_NAMES) {
      for (const style of ['typed', 'handwritten', 'fillable'] as const) {
        const a = await generateIndependent220(layout, 11, { style });
        const b = await generateIndependent220(layout, 11, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(a.truth).toEqual(b.truth);
      }
      const owners = new Set<number>();
      const legal = new Set<string>();
      for (let s = 1; s <= 30; s++) {
        const g = await generateIndependent220(layout, s, { style: 'typed' });
        owners.add(g.truth.applicants.length); legal.add(g.truth.legal_name!);
      }
      expect(owners.size).toBeGreaterThan(1);
      expect(legal.size).toBeGreaterThan(10);
    }
  }, 120_000);

  it('scans typed and handwritten forms and refuses fillable + scan', async () => {
    const g = await generateIndependent220(INDEPENDENT220_LAYOUT_NAMES[2]!, 5, { style: 'handwritten', scan: 'phone' });
    expect(Buffer.from(g.pdf.slice(0, 5)).toString()).toBe('%PDF-');
    await expect(generateIndependent220(INDEPENDENT220_LAYOUT_NAMES[0]!, 5, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120_000);

  it.skipIf(!process.env.DUMP220)('dumps samples', async () => {
    for (const layout of INDEPENDENT220_LAYOUT_NAMES) for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      const g = await generateIndependent220(layout, Number(process.env.DUMP220), { style });
      writeFileSync(`/tmp/i220/${layout}-${style}.pdf`, g.pdf);
      if (style === 'typed') writeFileSync(`/tmp/i220/${layout}.json`, JSON.stringify({ truth: g.truth, decoys: g.decoys.map((d) => d.text) }, null, 1));
    }
  });
});
