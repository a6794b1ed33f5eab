import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { generateIndependent229, INDEPENDENT229_LAYOUT_NAMES, type Independent229Doc } from './index.ts';

const ref = (name: string): { items: Record<string, unknown>[] } => JSON.parse(readFileSync(`/work/shared/reference/${name}.json`, 'utf8'));
const ENTITIES = new Set(ref('entity-types').items.map((i) => i.id as string));
const STATES = new Set(ref('states').items.map((i) => i.code as string));
const INDUSTRIES = ref('industries').items as { id: string; label: string; aliases: string[] }[];
const SEEDS = [1, 2, 3, 4, 5, 6];

const norm = (s: string): string => s.replace(/\s+/g, '').toLowerCase();
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const i of INDUSTRIES) for (const a of [i.label, ...i.aliases]) {
    if (new RegExp(`(^|\\W)${esc(a)}($|\\W)`, 'i').test(text) && (!best || a.length > best[1])) best = [i.id, a.length];
  }
  return best?.[0] ?? null;
}

async function pagesOf(pdf: Uint8Array): Promise<{ text: string[]; fields: Map<string, unknown> }> {
  const doc = await getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0 }).promise;
  const text: string[] = [];
  const fields = new Map<string, unknown>();
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const tc = await page.getTextContent();
    text.push(norm(tc.items.map((i) => ('str' in i ? i.str : '')).join('')));
    for (const a of await page.getAnnotations()) if (a.fieldName) fields.set(`${n}:${a.fieldName}`, a.fieldValue ?? a.exportValue);
  }
  await doc.cleanup();
  return { text, fields };
}

const cache = new Map<string, Promise<Independent229Doc>>();
const gen = (layout: string, seed: number, style: 'typed' | 'handwritten' | 'fillable'): Promise<Independent229Doc> => {
  const k = `${layout}/${seed}/${style}`;
  if (!cache.has(k)) cache.set(k, generateIndependent229(layout, seed, { style }));
  return cache.get(k)!;
};

describe('independent set 229', () => {
  it('has four layouts', () => { expect(INDEPENDENT229_LAYOUT_NAMES).toHaveLength(4); });

  for (const layout of INDEPENDENT229_LAYOUT_NAMES) {
    it(`${layout}: placed values are printed on their page (typed, handwritten)`, async () => {
      for (const seed of SEEDS) for (const style of ['typed', 'handwritten'] as const) {
        const d = await gen(layout, seed, style);
        const { text } = await pagesOf(d.pdf);
        expect(text).toHaveLength(d.pages);
        for (const p of [...d.placed, ...d.decoys]) expect(text[p.page - 1], `${style} ${seed} ${p.key} ${p.text}`).toContain(norm(p.text));
      }
    });

    it(`${layout}: fillable values live only in AcroForm fields`, async () => {
      for (const seed of SEEDS) {
        const d = await gen(layout, seed, 'fillable');
        const raw = Buffer.from(d.pdf).toString('latin1');
        expect(raw).toMatch(/\/NeedAppearances false/);
        const { text, fields } = await pagesOf(d.pdf);
        for (const p of [...d.placed, ...d.decoys]) {
          expect(p.via).toBe('acroform');
          const v = fields.get(`${p.page}:${p.acroform_field}`);
          // A checked box holds 'Yes' (its label is the placed text); a text field holds the text itself.
          const box = /_(LLC|Corporation|S_Corp|Sole_Proprietor|Partnership|Non_Profit|Daily|Weekly|Bi_Weekly|Monthly)$/.test(p.acroform_field!);
          expect(v, `${seed} ${p.key}`).toBe(box ? 'Yes' : p.text);
        }
        expect(text.join(' ')).not.toContain(norm(d.truth.legal_name!));
      }
    });

    it(`${layout}: the truth follows the reference and is shared by the styles`, async () => {
      for (const seed of SEEDS) {
        const [t, h, f] = await Promise.all([gen(layout, seed, 'typed'), gen(layout, seed, 'handwritten'), gen(layout, seed, 'fillable')]);
        expect(h.truth).toEqual(t.truth);
        expect(f.truth).toEqual(t.truth);
        const a = t.truth;
        expect(ENTITIES.has(a.type_of_entity!)).toBe(true);
        expect(STATES.has(a.state_region!)).toBe(true);
        expect(a.country).toBe('United States');
        const ind = t.placed.find((p) => p.key === 'industry')!;
        expect(industryOf(ind.text)).toBe(a.industry);
        expect(a.legal_name).toBeTruthy();
        expect(a.business_tax_id).toMatch(/^\d{9}$/);
        if (a.business_start_date) expect(a.business_start_date).toMatch(/^\d{4}-\d\d-\d\d$/);
        expect(a.applicants.length).toBeGreaterThanOrEqual(1);
        expect(a.applicants.reduce((s, x) => s + (x.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        for (const x of a.applicants) {
          expect(x.first_name).toBeTruthy();
          expect(x.last_name).toBeTruthy();
          if (x.tax_id) expect(x.tax_id_type).toBe(x.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
          else expect(x.tax_id_type).toBeNull();
        }
        const values = new Set(t.placed.map((p) => p.text));
        for (const dcy of t.decoys) if (/routing|account|rep_|landlord|advance_|ref_/.test(dcy.key)) expect(a.business_tax_id).not.toBe(dcy.text.replace(/\D/g, ''));
        expect(values.size).toBeGreaterThan(5);
      }
    });

    it(`${layout}: output is deterministic`, async () => {
      for (const style of ['typed', 'handwritten', 'fillable'] as const) {
        const a = await generateIndependent229(layout, 11, { style });
        const b = await generateIndependent229(layout, 11, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(a.placed).toEqual(b.placed);
      }
    });
  }

  it('varies owners and blanks across seeds', async () => {
    const counts = new Set<number>();
    const blanks = new Set<string>();
    for (const layout of INDEPENDENT229_LAYOUT_NAMES) for (const seed of [...SEEDS, 7, 8, 9, 10, 12, 13]) {
      const d = await gen(layout, seed, 'typed');
      counts.add(d.truth.applicants.length);
      for (const [k, v] of Object.entries(d.truth)) if (v === null) blanks.add(k);
    }
    expect([...counts].sort()).toEqual([1, 2, 3]);
    expect(blanks.size).toBeGreaterThan(3);
  });

  it('scans typed forms and refuses to scan a fillable one', async () => {
    const d = await generateIndependent229('summit_grid', 2, { style: 'typed', scan: true });
    expect(d.scan?.skews).toHaveLength(d.pages);
    expect(Buffer.from(d.pdf.slice(0, 5)).toString()).toBe('%PDF-');
    await expect(generateIndependent229('summit_grid', 2, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 60_000);
});
