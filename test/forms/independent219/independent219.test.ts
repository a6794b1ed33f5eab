// Set 219's generator checks: every placed value is on its page (text or AcroForm field), examples and fillers are
// never values, the truth uses reference ids, the three styles share one truth, and output is deterministic.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent219, INDEPENDENT219_LAYOUT_NAMES } from './index.ts';
import { ENTITIES, INDUSTRIES } from './data.ts';

const REF = '/work/shared/reference';
const load = (f: string) => JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: Record<string, any>[] };
const entities = load('entity-types.json').items, industries = load('industries.json').items, states = load('states.json').items;
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const squash = (s: string) => s.replace(/\s+/g, '');

function entityId(text: string): string | null {
  const n = norm(text);
  const hits = entities.filter((e) => (e.countries as string[]).includes('US') && [e.id, e.label, ...(e.aliases as string[])].some((a: string) => norm(a) === n));
  return hits.length ? hits[0]!.id : null;
}
function industryId(text: string): string | null {
  let best: [number, string] | null = null;
  for (const i of industries) for (const a of [i.label, ...(i.aliases as string[])] as string[]) {
    const re = new RegExp(`\\b${a.toLowerCase().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\b`);
    if (re.test(text.toLowerCase()) && (!best || a.length > best[0])) best = [a.length, i.id];
  }
  return best ? best[1] : null;
}

async function pagesOf(pdf: Uint8Array): Promise<{ text: string[]; fields: Map<string, string> }> {
  const task = getDocument({ data: pdf.slice(), useSystemFonts: false });
  const doc = await task.promise;
  const text: string[] = [];
  const fields = new Map<string, string>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text.push(squash(tc.items.map((i: any) => i.str ?? '').join('')));
    for (const a of await page.getAnnotations()) if (a.fieldName) fields.set(`${p}:${a.fieldName}`, String(a.fieldValue ?? ''));
  }
  await task.destroy();
  return { text, fields };
}

describe('independent219 reference tables', () => {
  it('maps every printed entity and industry to the id the truth uses', () => {
    for (const [t, id] of ENTITIES) expect(entityId(t), t).toBe(id);
    for (const t of ['Corporation', 'LLC', 'Partnership', 'LP', 'LLP', 'Sole Proprietor', 'Non-Profit', 'PLLC', 'S-Corp', 'Professional Association']) expect(entityId(t), t).not.toBeNull();
    for (const [t, id] of INDUSTRIES) expect(industryId(t), t).toBe(id);
  });
});

describe.each(INDEPENDENT219_LAYOUT_NAMES)('independent219 %s', (layout) => {
  it('places every value on its page in each style, with one truth', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const runs = await Promise.all((['typed', 'handwritten', 'fillable'] as const).map((style) => generateIndependent219(layout, seed, { style })));
      const [typed] = runs;
      for (const r of runs) expect(r.truth).toEqual(typed!.truth);
      const t = typed!.truth;
      expect(t.legal_name).toBeTruthy();
      expect(t.applicants.length).toBeGreaterThanOrEqual(1);
      expect(t.applicants.length).toBeLessThanOrEqual(3);
      if (t.type_of_entity) expect(entities.map((e) => e.id)).toContain(t.type_of_entity);
      expect(industries.map((e) => e.id)).toContain(t.industry);
      expect(states.filter((s) => s.country === 'US').map((s) => s.code)).toContain(t.state_region);
      expect(t.country).toBe('United States');
      if (t.business_tax_id) expect(t.business_tax_id).toMatch(/^\d{9}$/);
      for (const a of t.applicants) {
        expect(a.first_name && a.last_name).toBeTruthy();
        if (a.tax_id) expect(['SSN', 'ITIN']).toContain(a.tax_id_type); else expect(a.tax_id_type).toBeNull();
        if (a.date_of_birth) expect(a.date_of_birth).toMatch(/^\d{4}-\d\d-\d\d$/);
      }
      const own = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
      expect(own).toBeLessThanOrEqual(100);
      // No example or sample is ever a value.
      const examples = new Set(typed!.decoys.filter((d) => d.key.startsWith('example.')).map((d) => d.text));
      for (const p of typed!.placed) expect(examples.has(p.text), p.text).toBe(false);
      for (const r of runs) {
        const { text, fields } = await pagesOf(r.pdf);
        expect(text.length).toBe(r.pages);
        if (r.placed[0]?.acroform_field) expect(text.join(''), 'fillable values are not page text').not.toContain(squash(t.legal_name!));
        for (const p of [...r.placed, ...r.decoys.filter((d) => !d.key.startsWith('example.'))]) {
          expect(p.box[0]).toBeLessThan(p.box[2]);
          expect(p.box[1]).toBeLessThan(p.box[3]);
          if (p.acroform_field) {
            const v = fields.get(`${p.page}:${p.acroform_field}`);
            if (p.key.endsWith('_box')) expect(v, p.key).toBe('Yes');
            else expect(v, `${layout}/${seed} ${p.key}`).toBe(p.text);
          } else if (p.via !== 'mark' && !p.key.endsWith('_box')) {
            expect(text[p.page - 1], `${layout}/${seed} ${p.key}`).toContain(squash(p.text));
          }
        }
      }
    }
  }, 60000);

  it('is deterministic per (layout, seed, style)', async () => {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      const a = await generateIndependent219(layout, 11, { style }), b = await generateIndependent219(layout, 11, { style });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.placed).toEqual(b.placed);
    }
  });

  it('varies owners and blanks across seeds, and refuses fillable + scan', async () => {
    const counts = new Set<number>(), nulls = new Set<string>();
    for (let s = 1; s <= 24; s++) {
      const { truth } = await generateIndependent219(layout, s, { style: 'typed' });
      counts.add(truth.applicants.length);
      for (const [k, v] of Object.entries(truth)) if (v === null) nulls.add(k);
    }
    expect(counts.size).toBeGreaterThan(1);
    expect(nulls.has('trade_name')).toBe(true);
    await expect(generateIndependent219(layout, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 60000);
});

describe('independent219 scan', () => {
  it('scans a typed form into an image-only PDF with the same truth', async () => {
    const a = await generateIndependent219('copperleaf_grid', 2, { style: 'typed' });
    const s = await generateIndependent219('copperleaf_grid', 2, { style: 'handwritten', scan: true });
    expect(s.truth).toEqual(a.truth);
    const { text } = await pagesOf(s.pdf);
    expect(text.join('')).not.toContain(squash(a.truth.legal_name!));
  }, 60000);
});
