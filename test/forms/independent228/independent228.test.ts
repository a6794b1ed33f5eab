import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent228, INDEPENDENT228_LAYOUT_NAMES } from './index.ts';
import { INDUSTRIES } from './model.ts';

const REF = '/work/shared/reference/';
type Item = { id: string; label?: string; aliases?: string[]; code?: string };
const items = (f: string): Item[] => (JSON.parse(readFileSync(REF + f, 'utf8')) as { items: Item[] }).items;
const ENTITY_IDS = new Set(items('entity-types.json').map((e) => e.id));
const INDUSTRY = items('industries.json');
const STATES = new Set(items('states.json').map((s) => s.code));
const SEEDS = [1, 2, 3, 4, 5];
const squash = (s: string): string => s.replace(/\s+/g, '');

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  const t = text.toLowerCase();
  for (const it of INDUSTRY) {
    for (const a of [it.label!, ...(it.aliases ?? [])]) {
      const esc = a.toLowerCase().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      if (new RegExp(`(^|[^a-z0-9])${esc}($|[^a-z0-9])`).test(t) && (!best || a.length > best[1])) best = [it.id, a.length];
    }
  }
  return best?.[0] ?? null;
}

interface PageText { items: { s: string; x: number; y: number }[]; all: string }
async function readPdf(pdf: Uint8Array): Promise<{ pages: PageText[]; fields: Map<string, unknown> }> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const pages: PageText[] = [];
  const fields = new Map<string, unknown>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    const its = (tc.items as { str?: string; transform?: number[] }[]).filter((i) => i.str !== undefined)
      .map((i) => ({ s: i.str!, x: i.transform![4]!, y: i.transform![5]! }));
    pages.push({ items: its, all: squash(its.map((i) => i.s).join('')) });
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown; hasAppearance?: boolean }[]) {
      if (a.fieldName) fields.set(`${p}:${a.fieldName}`, a.hasAppearance ? a.fieldValue : 'NO APPEARANCE');
    }
  }
  await task.destroy();
  return { pages, fields };
}

describe('independent set 228', () => {
  it('has four layouts', () => expect(INDEPENDENT228_LAYOUT_NAMES).toHaveLength(4));

  for (const layout of INDEPENDENT228_LAYOUT_NAMES) {
    it(`${layout}: placed values are printed inside their boxes (typed, handwritten)`, async () => {
      for (const seed of SEEDS) {
        for (const style of ['typed', 'handwritten'] as const) {
          const out = await generateIndependent228(layout, seed, { style });
          const { pages } = await readPdf(out.pdf);
          expect(pages).toHaveLength(out.pages);
          for (const p of [...out.placed, ...out.decoys]) {
            const pg = pages[p.page - 1]!;
            expect(pg.all, `${layout}/${seed}/${style} ${p.key}`).toContain(squash(p.text));
            if ('via' in p && p.via === 'drawn_mark') continue;
            const [x0, y0, x1, y1] = p.box;
            const inBox = squash(pg.items.filter((i) => i.x >= x0 - 4 && i.x <= x1 + 4 && i.y >= y0 - 4 && i.y <= y1 + 4).map((i) => i.s).join(''));
            expect(inBox, `${layout}/${seed}/${style} ${p.key} in box`).toContain(squash(p.text));
          }
        }
      }
    }, 60_000);

    it(`${layout}: fillable values live only in AcroForm fields with appearances`, async () => {
      for (const seed of SEEDS) {
        const out = await generateIndependent228(layout, seed, { style: 'fillable' });
        expect(Buffer.from(out.pdf).toString('latin1')).toMatch(/\/NeedAppearances false/);
        const { pages, fields } = await readPdf(out.pdf);
        for (const p of out.placed) {
          expect(p.acroform_field).toBeTruthy();
          const v = fields.get(`${p.page}:${p.acroform_field}`);
          if (p.via === 'checkbox') expect(v).toBe('Yes');
          else expect(v, p.key).toBe(p.text);
        }
        const legal = out.placed.find((p) => p.key === 'legal')!;
        expect(pages[legal.page - 1]!.all).not.toContain(squash(legal.text));
      }
    }, 60_000);

    it(`${layout}: one truth for the three styles, reference ids, deterministic`, async () => {
      for (const seed of SEEDS) {
        const t = await generateIndependent228(layout, seed, { style: 'typed' });
        const h = await generateIndependent228(layout, seed, { style: 'handwritten' });
        const f = await generateIndependent228(layout, seed, { style: 'fillable' });
        expect(h.truth).toEqual(t.truth);
        expect(f.truth).toEqual(t.truth);
        const again = await generateIndependent228(layout, seed, { style: 'handwritten' });
        expect(Buffer.from(again.pdf).equals(Buffer.from(h.pdf))).toBe(true);
        const a = t.truth;
        expect(ENTITY_IDS.has(a.type_of_entity!)).toBe(true);
        expect(STATES.has(a.state_region!)).toBe(true);
        const ind = t.placed.find((p) => p.key === 'industry')!;
        expect(industryOf(ind.text)).toBe(a.industry);
        expect(a.applicants.length).toBeGreaterThanOrEqual(1);
        expect(a.applicants.reduce((s, x) => s + (x.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        expect(a.requested_amount).toBeGreaterThan(0);
        expect(['daily', 'weekly', 'biweekly', 'monthly', null]).toContain(a.payment_frequency);
        expect(a.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (a.business_tax_id_type === 'EIN') expect(a.business_tax_id).toMatch(/^\d{9}$/);
        for (const ap of a.applicants) if (ap.tax_id) expect(ap.tax_id_type).toBe(ap.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
        // A decoy never carries the merchant's request amount text as its own field.
        expect(t.decoys.every((d) => !('fields' in d))).toBe(true);
      }
    }, 60_000);
  }

  it('every curated industry text reads to its id', () => {
    for (const [text, id] of INDUSTRIES) expect(industryOf(text), text).toBe(id);
  });

  it('varies owners and blanks across seeds', async () => {
    const counts = new Set<number>(); const nullPayments = new Set<boolean>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      const t = (await generateIndependent228('keystone', seed, { style: 'typed' })).truth;
      counts.add(t.applicants.length); nullPayments.add(t.requested_payment === null);
    }
    expect(counts.size).toBeGreaterThan(1);
    expect(nullPayments.size).toBe(2);
  }, 60_000);

  it('scans typed forms and refuses fillable + scan', async () => {
    const out = await generateIndependent228('bluefin', 7, { style: 'typed', scan: true });
    expect(Buffer.from(out.pdf.slice(0, 5)).toString()).toBe('%PDF-');
    expect(out.scan?.skews).toHaveLength(1);
    await expect(generateIndependent228('bluefin', 7, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120_000);
});
