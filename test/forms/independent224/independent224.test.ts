// Set 224's own checks: every placed value is on its page (or in its AcroForm field), the truth uses reference ids and
// reads the printed text the way applications.md says, the three styles share one truth, and output is deterministic.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { generateIndependent224, INDEPENDENT224_LAYOUT_NAMES, type Independent224Result } from './index.ts';
import { ENTITIES, INDUSTRIES } from './values.ts';

type Item = { id?: string; code?: string; label?: string; name?: string; aliases?: string[]; countries?: string[] };
const ref = (f: string): Item[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: Item[] }).items;
const entities = ref('entity-types.json');
const industries = ref('industries.json');
const states = new Set(ref('states.json').map((s) => s.code));
const SEEDS = [1, 2, 3, 4, 5, 6];
const squash = (s: string): string => s.replace(/\s+/g, '');

/** applications.md's entity rule, for US forms: id, label or alias equal to the text, case and punctuation ignored. */
function entityOf(text: string): string | null {
  const n = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  const hits = entities.filter((e) => e.countries!.includes('US') && [e.id!, e.label!, ...e.aliases!].some((a) => n(a) === n(text)));
  const ids = [...new Set(hits.map((e) => e.id))];
  if (ids.includes('c_corporation')) return 'c_corporation';
  return ids.length === 1 ? ids[0]! : null;
}

/** applications.md's industry rule: the longest label or alias contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const i of industries) {
    for (const a of [i.label!, ...i.aliases!]) {
      const re = new RegExp(`(?<![A-Za-z0-9])${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`, 'i');
      if (re.test(text) && (!best || a.length > best[1])) best = [i.id!, a.length];
    }
  }
  return best ? best[0] : null;
}

async function pagesOf(pdf: Uint8Array): Promise<{ text: string; annots: any[] }[]> {
  const doc = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise;
  const out = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    out.push({ text: squash(tc.items.map((t: any) => t.str ?? '').join('')), annots: await page.getAnnotations() });
  }
  await doc.cleanup();
  return out;
}

const cache = new Map<string, Promise<Independent224Result>>();
const gen = (layout: string, seed: number, style: 'typed' | 'handwritten' | 'fillable') => {
  const k = `${layout}/${seed}/${style}`;
  if (!cache.has(k)) cache.set(k, generateIndependent224(layout, seed, { style }));
  return cache.get(k)!;
};

describe('independent224 value-writing forms', () => {
  it('has four brokers', () => {
    expect(INDEPENDENT224_LAYOUT_NAMES).toHaveLength(4);
  });

  it('reads each entity and industry text by the reference rules', () => {
    for (const e of ENTITIES) expect(entityOf(e.text), e.text).toBe(e.id);
    for (const [t, id] of INDUSTRIES) expect(industryOf(t), t).toBe(id);
  });

  for (const layout of INDEPENDENT224_LAYOUT_NAMES) {
    describe(layout, () => {
      it('prints every placed value and decoy on its page (typed and handwritten)', async () => {
        for (const seed of SEEDS) for (const style of ['typed', 'handwritten'] as const) {
          const r = await gen(layout, seed, style);
          const pages = await pagesOf(r.pdf);
          expect(pages).toHaveLength(r.pages);
          for (const p of [...r.placed, ...r.decoys]) expect(pages[p.page - 1]!.text, `${style} ${seed} ${p.key}`).toContain(squash(p.text));
          expect(pages.every((p) => p.annots.length === 0)).toBe(true);
        }
      });

      it('puts fillable values only in AcroForm fields with appearance streams', async () => {
        for (const seed of SEEDS) {
          const r = await gen(layout, seed, 'fillable');
          const pages = await pagesOf(r.pdf);
          for (const p of [...r.placed, ...r.decoys]) {
            const a = pages[p.page - 1]!.annots.find((x) => x.fieldName === p.acroform_field);
            expect(a, `${seed} ${p.key}`).toBeTruthy();
            if (a.checkBox) expect(a.fieldValue).toBe('Yes');
            else expect(a.fieldValue).toBe(p.text);
            expect(a.hasAppearance).toBe(true);
          }
          expect(pages[0]!.text).not.toContain(squash(r.truth.legal_name!));
          expect(new TextDecoder('latin1').decode(r.pdf)).toContain('/NeedAppearances false');
        }
      });

      it('shares one truth across styles, with reference ids and the printed text read by the rules', async () => {
        const owners = new Set<number>();
        for (const seed of SEEDS) {
          const [t, h, f] = await Promise.all([gen(layout, seed, 'typed'), gen(layout, seed, 'handwritten'), gen(layout, seed, 'fillable')]);
          expect(h.truth).toEqual(t.truth);
          expect(f.truth).toEqual(t.truth);
          const a = t.truth;
          owners.add(a.applicants.length);
          expect(a.legal_name).toBeTruthy();
          expect(a.country).toBe('United States');
          expect(states.has(a.state_region!)).toBe(true);
          if (a.type_of_entity) expect(entities.map((e) => e.id)).toContain(a.type_of_entity);
          if (a.industry) expect(industries.map((e) => e.id)).toContain(a.industry);
          const industry = t.placed.find((p) => p.key === 'industry')!;
          expect(industryOf(industry.text)).toBe(a.industry);
          const entity = t.placed.find((p) => p.key === 'entity' && p.fields['application.type_of_entity'] !== undefined)!;
          expect(entityOf(entity.text)).toBe(a.type_of_entity);
          if (a.business_start_date) expect(a.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          const total = a.applicants.reduce((s, x) => s + (x.ownership ?? 0), 0);
          expect(total).toBeLessThanOrEqual(100);
          for (const x of a.applicants) {
            expect(x.first_name).toBeTruthy();
            if (x.tax_id) expect(x.tax_id).toMatch(/^\d{9}$/);
            if (x.credit_score !== null) expect(x.credit_score).toBeGreaterThanOrEqual(300);
          }
          for (const d of t.decoys) expect(Object.values(a).flat()).not.toContain(d.text);
        }
        if (layout !== 'harborline' && layout !== 'prairiesun') expect(owners.size).toBeGreaterThan(1);
      });

      it('is deterministic per (layout, seed, style)', async () => {
        for (const style of ['typed', 'handwritten', 'fillable'] as const) {
          const [a, b] = [await generateIndependent224(layout, 7, { style }), await generateIndependent224(layout, 7, { style })];
          expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
          expect(a.placed).toEqual(b.placed);
        }
      });
    });
  }

  it('refuses to scan a fillable form and scans a typed one', async () => {
    await expect(generateIndependent224('keystone', 1, { style: 'fillable', scan: true })).rejects.toThrow();
    const r = await generateIndependent224('copperleaf', 2, { style: 'handwritten', scan: true });
    expect(new TextDecoder('latin1').decode(r.pdf.slice(0, 5))).toBe('%PDF-');
    expect((await pagesOf(r.pdf)).length).toBe(2);
  }, 120_000);
});
