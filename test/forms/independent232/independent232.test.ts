// Set 232's generator checks: placed values are on their pages (or in their AcroForm fields), the truth uses the
// reference ids, the three styles share one truth, and output is deterministic per (layout, seed, style).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { INDEPENDENT232_LAYOUT_NAMES, generateIndependent232 } from './index.ts';
import { INDUSTRIES, ENTITIES } from './model.ts';

interface RefItem { id?: string; code?: string; label?: string; name?: string; aliases?: string[] }
const ref = (f: string): RefItem[] => (JSON.parse(readFileSync(`/work/shared/reference/${f}.json`, 'utf8')) as { items: RefItem[] }).items;
const ENTITY = ref('entity-types'), INDUSTRY = ref('industries'), STATES = ref('states');
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const squash = (s: string): string => s.replace(/\s+/g, '');
const FONTS = new URL('../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url).pathname;
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

async function read(pdf: Uint8Array): Promise<{ text: string[]; fields: Map<string, unknown> }> {
  const task = pdfjs.getDocument({ data: pdf.slice(), standardFontDataUrl: FONTS });
  const doc = await task.promise;
  const text: string[] = [];
  const fields = new Map<string, unknown>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text.push(squash(tc.items.map((i) => ('str' in i ? i.str : '')).join('')));
    for (const a of await page.getAnnotations()) if (a.fieldName) fields.set(`${p}:${a.fieldName as string}`, a.fieldValue);
  }
  await task.destroy();
  return { text, fields };
}

/** The industries rule of applications.md: the longest label or alias contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const it of INDUSTRY) for (const s of [it.label!, ...(it.aliases ?? [])]) {
    const re = new RegExp(`(^|[^a-z0-9])${s.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
    if (re.test(text.toLowerCase()) && (!best || s.length > best[1])) best = [it.id!, s.length];
  }
  return best?.[0] ?? null;
}

describe('independent232 forms', () => {
  it('prints industries and entity types the reference maps to the truth id', () => {
    for (const [text, id] of INDUSTRIES) expect(industryOf(text), text).toBe(id);
    for (const [label, , id] of ENTITIES) {
      const hit = ENTITY.filter((e) => [e.id!, e.label!, ...(e.aliases ?? [])].some((s) => norm(s) === norm(label)));
      expect(hit.map((e) => e.id), label).toContain(id);
    }
  });

  for (const layout of INDEPENDENT232_LAYOUT_NAMES) {
    it(`${layout}: placed values are on their pages and the styles share one truth`, async () => {
      for (const seed of SEEDS) {
        const typed = await generateIndependent232(layout, seed, { style: 'typed' });
        const hand = await generateIndependent232(layout, seed, { style: 'handwritten' });
        const fill = await generateIndependent232(layout, seed, { style: 'fillable' });
        expect(hand.truth).toEqual(typed.truth);
        expect(fill.truth).toEqual(typed.truth);
        const t = typed.truth;
        expect(t.legal_name).toBeTruthy();
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        expect(t.applicants.length).toBeLessThanOrEqual(3);
        expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        expect(ENTITY.map((e) => e.id)).toContain(t.type_of_entity);
        expect(INDUSTRY.map((e) => e.id)).toContain(t.industry);
        expect(STATES.map((e) => e.code)).toContain(t.state_region);
        expect(t.country).toBe('United States');
        if (t.business_tax_id) expect(t.business_tax_id).toMatch(/^\d{9}$/);
        for (const a of t.applicants) {
          expect(a.first_name && a.last_name).toBeTruthy();
          if (a.tax_id) expect(a.tax_id_type).toBe(a.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
          else expect(a.tax_id_type).toBeNull();
        }
        for (const r of [typed, hand]) {
          const { text } = await read(r.pdf);
          expect(text.length).toBe(r.pages);
          for (const p of [...r.placed, ...r.decoys]) expect(text[p.page - 1], `${layout}/${seed} ${p.key}`).toContain(squash(p.text));
        }
        const { text, fields } = await read(fill.pdf);
        for (const p of fill.placed) {
          expect(p.via).toBe('acroform');
          const v = fields.get(`${p.page}:${p.acroform_field!}`);
          if (p.acroform_value) expect(v, p.key).toBe(p.acroform_value);
          else {
            expect(v, p.key).toBe(p.text);
            if (p.text.length > 9) expect(text[p.page - 1], `${p.key} drawn as page text`).not.toContain(squash(p.text));
          }
        }
      }
    }, 120_000);

    it(`${layout}: output is deterministic per (layout, seed, style)`, async () => {
      for (const style of ['typed', 'handwritten', 'fillable'] as const) {
        const a = await generateIndependent232(layout, 11, { style });
        const b = await generateIndependent232(layout, 11, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), style).toBe(true);
        expect(a.placed).toEqual(b.placed);
      }
    }, 60_000);
  }

  it('varies owners and blank fields across seeds, and scans typed forms only', async () => {
    const counts = new Set<number>();
    let blanks = 0;
    for (const seed of Array.from({ length: 30 }, (_, i) => i + 100)) {
      const r = await generateIndependent232(INDEPENDENT232_LAYOUT_NAMES[seed % 4]!, seed, { style: 'typed' });
      counts.add(r.truth.applicants.length);
      blanks += Object.values(r.truth).filter((v) => v === null).length;
    }
    expect([...counts].sort()).toEqual([1, 2, 3]);
    expect(blanks).toBeGreaterThan(10);
    await expect(generateIndependent232('bluestem', 1, { style: 'fillable', scan: true })).rejects.toThrow();
    const s = await generateIndependent232('northgate', 2, { style: 'handwritten', scan: true });
    expect(s.pages).toBe(2);
    expect(new TextDecoder('latin1').decode(s.pdf.slice(0, 5))).toBe('%PDF-');
  }, 120_000);
});
