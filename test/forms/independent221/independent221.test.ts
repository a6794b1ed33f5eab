import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent221, INDEPENDENT221_LAYOUT_NAMES } from './index.ts';
import { INDUSTRIES } from './data.ts';

interface Item { id?: string; code?: string; label?: string; name?: string; aliases?: string[] }
const ref = (n: string): Item[] => (JSON.parse(readFileSync(`/work/shared/reference/${n}.json`, 'utf8')) as { items: Item[] }).items;
const ENTITIES = ref('entity-types'), INDUSTRY = ref('industries'), STATES = ref('states');
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const squash = (s: string): string => s.replace(/\s+/g, '');
const SEEDS = [1, 2, 3, 4, 5, 6];

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const it of INDUSTRY) {
    for (const a of [it.label!, ...(it.aliases ?? [])]) {
      const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
      if (re.test(text.toLowerCase()) && (!best || a.length > best[1])) best = [it.id!, a.length];
    }
  }
  return best?.[0] ?? null;
}
function entityOf(text: string): string | null {
  const n = norm(text);
  if (['inc', 'corp', 'corporation', 'ltd'].includes(n)) return 'c_corporation';
  const hits = ENTITIES.filter((e) => [e.id!, e.label!, ...(e.aliases ?? [])].some((a) => norm(a) === n));
  return hits.length === 1 ? hits[0]!.id! : null;
}

async function open(pdf: Uint8Array): Promise<{ texts: string[]; fields: Map<string, { page: number; value: unknown }> }> {
  const doc = await getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0 }).promise;
  const texts: string[] = [];
  const fields = new Map<string, { page: number; value: unknown }>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    texts.push(squash(tc.items.map((i) => ('str' in i ? i.str : '')).join('')));
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown }[]) {
      if (a.fieldName) fields.set(a.fieldName, { page: p, value: a.fieldValue });
    }
  }
  await doc.cleanup();
  return { texts, fields };
}

describe('independent221 application forms', () => {
  it('prints industry and entity texts that read to their reference ids', () => {
    for (const [text, id] of INDUSTRIES) expect(industryOf(text), text).toBe(id);
  });

  for (const layout of INDEPENDENT221_LAYOUT_NAMES) {
    it(`${layout}: typed and handwritten values are on their pages; fillable values only in fields`, async () => {
      for (const seed of SEEDS) {
        for (const style of ['typed', 'handwritten'] as const) {
          const r = await generateIndependent221(layout, seed, { style });
          const { texts } = await open(r.pdf);
          expect(texts.length).toBe(r.pages);
          for (const p of [...r.placed, ...r.decoys]) {
            expect(texts[p.page - 1], `${layout}/${seed}/${style}: ${p.text}`).toContain(squash(p.text));
            expect(p.box[2]).toBeGreaterThan(p.box[0]);
            expect(p.box[3]).toBeGreaterThan(p.box[1]);
          }
        }
        const r = await generateIndependent221(layout, seed, { style: 'fillable' });
        const { texts, fields } = await open(r.pdf);
        expect(new TextDecoder('latin1').decode(r.pdf)).toMatch(/NeedAppearances false/);
        for (const p of [...r.placed, ...r.decoys]) {
          const fld = fields.get(p.acroform_field!);
          expect(fld, `${layout}/${seed}: ${p.text}`).toBeDefined();
          expect(fld!.page).toBe(p.page);
          if ('via' in p && p.via === 'acroform_checkbox') expect(fld!.value).toBe('Yes');
          else expect(fld!.value).toBe(p.text);
        }
        const legal = squash(r.truth.legal_name!);
        expect(texts.some((t) => t.includes(legal))).toBe(false);
      }
    });

    it(`${layout}: truth uses reference ids, the three styles agree, and output is deterministic`, async () => {
      for (const seed of SEEDS) {
        const t = await generateIndependent221(layout, seed, { style: 'typed' });
        const h = await generateIndependent221(layout, seed, { style: 'handwritten' });
        const f = await generateIndependent221(layout, seed, { style: 'fillable' });
        expect(h.truth).toEqual(t.truth);
        expect(f.truth).toEqual(t.truth);
        const again = await generateIndependent221(layout, seed, { style: 'handwritten' });
        expect(Buffer.from(again.pdf).equals(Buffer.from(h.pdf))).toBe(true);
        const a = t.truth;
        expect(ENTITIES.some((e) => e.id === a.type_of_entity)).toBe(true);
        expect(entityOf(t.deal.entity.printed)).toBe(a.type_of_entity);
        expect(INDUSTRY.some((e) => e.id === a.industry)).toBe(true);
        expect(industryOf(t.deal.industryText)).toBe(a.industry);
        expect(STATES.some((s) => s.code === a.state_region)).toBe(true);
        expect(a.country).toBe('United States');
        expect(a.legal_name).toBeTruthy();
        expect(a.business_tax_id).toMatch(/^\d{9}$/);
        expect(['EIN', 'SSN', 'ITIN']).toContain(a.business_tax_id_type);
        if (a.business_start_date) expect(a.business_start_date).toMatch(/^\d{4}-\d\d-\d\d$/);
        expect(a.applicants.length).toBeGreaterThanOrEqual(1);
        const total = a.applicants.reduce((s, x) => s + (x.ownership ?? 0), 0);
        expect(total).toBeLessThanOrEqual(100);
        for (const x of a.applicants) {
          expect(x.first_name).toBeTruthy();
          if (x.tax_id) expect(x.tax_id).toMatch(/^\d{9}$/);
          else expect(x.tax_id_type).toBeNull();
        }
        if (t.deal.dbaTruth === null) expect(a.trade_name).toBeNull();
        for (const d of t.decoys) expect(t.placed.some((p) => p.text === d.text && p.page === d.page && p.box.join() === d.box.join())).toBe(false);
      }
    });
  }

  it('varies owners and optional fields across seeds', async () => {
    const counts = new Set<number>();
    const nullDba = new Set<boolean>();
    for (const layout of ['bluewater_captions', 'redline_two_page']) {
      for (let seed = 1; seed <= 20; seed++) {
        const r = await generateIndependent221(layout, seed, { style: 'typed' });
        counts.add(r.truth.applicants.length);
        nullDba.add(r.truth.trade_name === null);
      }
    }
    expect([...counts].sort()).toEqual([1, 2, 3]);
    expect(nullDba.size).toBe(2);
  });

  it('scans typed forms and refuses to scan a fillable one', async () => {
    const r = await generateIndependent221('keystone_table', 7, { style: 'typed', scan: true });
    expect(new TextDecoder('latin1').decode(r.pdf.slice(0, 5))).toBe('%PDF-');
    expect(r.pages).toBe(1);
    await expect(generateIndependent221('keystone_table', 7, { style: 'fillable', scan: 'phone' })).rejects.toThrow();
  }, 60000);
});
