// Set 223's own checks: every placed value is on its page (or in its AcroForm field), the truth uses reference ids and
// follows applications.md's reading of what was placed, the three styles share one truth, output is deterministic.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent223, INDEPENDENT223_LAYOUT_NAMES } from './index.ts';
import { INDUSTRIES } from './model.ts';

const REF = '/work/shared/reference';
const ref = (f: string) => JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: Record<string, unknown>[] };
const ENTITY_IDS = new Set(ref('entity-types.json').items.map((i) => i.id as string));
const INDUSTRY_ITEMS = ref('industries.json').items as { id: string; label: string; aliases?: string[] }[];
const STATES = new Set(ref('states.json').items.map((i) => i.code as string));
const SEEDS = [1, 2, 3, 4, 5, 6];
const squash = (s: string) => s.replace(/\s+/g, '');

interface PageRead { text: string; fields: Map<string, { value: unknown; checkBox: boolean }> }
async function read(pdf: Uint8Array): Promise<PageRead[]> {
  const doc = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise;
  const out: PageRead[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const tc = await page.getTextContent();
    const text = squash(tc.items.map((i) => ('str' in i ? i.str : '')).join(''));
    const fields = new Map<string, { value: unknown; checkBox: boolean }>();
    for (const a of await page.getAnnotations()) if (a.fieldName) fields.set(a.fieldName, { value: a.fieldValue, checkBox: !!a.checkBox });
    out.push({ text, fields });
  }
  await doc.cleanup();
  return out;
}

/** applications.md's industry rule: the longest label or alias contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  const t = text.toLowerCase();
  for (const it of INDUSTRY_ITEMS) {
    for (const a of [it.label, ...(it.aliases ?? [])]) {
      const esc = a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(^|[^a-z0-9])${esc}($|[^a-z0-9])`).test(t) && (!best || a.length > best[1])) best = [it.id, a.length];
    }
  }
  return best ? best[0] : null;
}

describe('independent223 generator', () => {
  it('names four layouts', () => expect(INDEPENDENT223_LAYOUT_NAMES).toHaveLength(4));

  it('maps every printed type of business to the industry id the longest-alias rule gives', () => {
    for (const [text, id] of INDUSTRIES) expect(industryOf(text), text).toBe(id);
  });

  for (const layout of INDEPENDENT223_LAYOUT_NAMES) {
    it(`${layout}: placed values are on their pages, truth is consistent across styles`, async () => {
      const owners = new Set<number>();
      for (const seed of SEEDS) {
        const typed = await generateIndependent223(layout, seed, { style: 'typed' });
        const hand = await generateIndependent223(layout, seed, { style: 'handwritten' });
        const fill = await generateIndependent223(layout, seed, { style: 'fillable' });
        expect(hand.truth).toEqual(typed.truth);
        expect(fill.truth).toEqual(typed.truth);
        for (const g of [typed, hand]) {
          const pages = await read(g.pdf);
          expect(pages).toHaveLength(g.pages);
          for (const p of [...g.placed, ...g.decoys]) expect(pages[p.page - 1]!.text, `${layout}/${seed} ${p.key}`).toContain(squash(p.text));
        }
        const fpages = await read(fill.pdf);
        for (const p of fill.placed) {
          const f = fpages[p.page - 1]!.fields.get(p.acroform_field!);
          expect(f, `${layout}/${seed} ${p.key}`).toBeDefined();
          if (p.via === 'checkbox') expect(f!.value).toBe('Yes');
          else expect(f!.value).toBe(p.text);
        }
        expect(fpages.map((p) => p.text).join('')).not.toContain(squash(fill.placed.find((p) => p.key === 'tax_id')!.text));

        const t = typed.truth;
        owners.add(t.applicants.length);
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        expect(t.applicants.length).toBeLessThanOrEqual(3);
        expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        for (const a of t.applicants) {
          expect(a.first_name).toBeTruthy();
          expect(a.ownership === null || a.ownership > 0).toBe(true);
          if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
        }
        // No non-owner's name is an applicant's.
        const names = new Set(t.applicants.map((a) => `${a.first_name} ${a.last_name}`));
        for (const d of typed.decoys.filter((x) => x.key.endsWith('_name'))) expect(names.has(d.text.replace(/ [A-Z]\.|, \w+\.?$/g, ''))).toBe(false);
        if (t.type_of_entity) expect(ENTITY_IDS.has(t.type_of_entity)).toBe(true);
        expect(INDUSTRY_ITEMS.some((i) => i.id === t.industry)).toBe(true);
        expect(STATES.has(t.state_region!)).toBe(true);
        expect(t.country).toBe('United States');
        expect(t.business_tax_id).toMatch(/^\d{9}$/);
        expect(t.requested_amount).toBeGreaterThan(0);
      }
      expect(owners.size).toBeGreaterThan(1);
    }, 60_000);
  }

  it('is deterministic per (layout, seed, style)', async () => {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      const a = await generateIndependent223('bluewater-advance', 9, { style });
      const b = await generateIndependent223('bluewater-advance', 9, { style });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.placed).toEqual(b.placed);
    }
  });

  it('scans typed and handwritten forms, and refuses a scanned fillable form', async () => {
    const s = await generateIndependent223('pinecrest-merchant', 2, { style: 'handwritten', scan: true });
    const t = await generateIndependent223('pinecrest-merchant', 2, { style: 'typed' });
    expect(s.truth).toEqual(t.truth);
    expect((await read(s.pdf)).length).toBe(s.pages);
    await expect(generateIndependent223('pinecrest-merchant', 2, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 60_000);
});
