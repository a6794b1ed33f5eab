// Set 216 checked against itself: every placed value is on its page (or in its AcroForm field), the truth uses
// reference ids, the three styles share one truth, and output is deterministic per (layout, seed, style).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent216, INDEPENDENT216_LAYOUT_NAMES, type Placed } from './index.ts';

const REF = '/work/shared/reference';
interface RefItem { id: string; label?: string; name?: string; code?: string; country?: string; aliases?: string[]; countries?: string[] }
const load = (f: string) => (JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: RefItem[] }).items;
const ENTITIES = load('entity-types.json'), INDUSTRIES = load('industries.json');
const REGIONS = [...load('states.json'), ...load('provinces.json')];
const SEEDS = [1, 2, 5];
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const squash = (s: string) => s.replace(/\s+/g, '');

/** applications.md: the longest label or alias contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const it of INDUSTRIES) for (const a of [it.label ?? '', ...(it.aliases ?? [])]) {
    const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
    if (a && re.test(text.toLowerCase()) && (!best || a.length > best[1])) best = [it.id, a.length];
  }
  return best?.[0] ?? null;
}
function entityOf(text: string, country: string): string | null {
  const hits = ENTITIES.filter((e) => [e.id, e.label ?? '', ...(e.aliases ?? [])].some((a) => norm(a) === norm(text)));
  const byCountry = hits.filter((e) => (country === 'CA' ? e.id.startsWith('ca_') : !e.id.startsWith('ca_')) && e.countries?.includes(country));
  return (byCountry[0] ?? hits.find((e) => e.countries?.includes(country)))?.id ?? null;
}

async function pagesOf(pdf: Uint8Array) {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const out: { items: { s: string; x: number; y: number }[]; annots: any[] }[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    const items = (tc.items as any[]).filter((i) => 'str' in i).map((i) => ({ s: i.str as string, x: i.transform[4] as number, y: i.transform[5] as number }));
    out.push({ items, annots: await page.getAnnotations() });
  }
  await task.destroy();
  return out;
}

function textIn(items: { s: string; x: number; y: number }[], b: Placed['box']): string {
  return items.filter((i) => i.x >= b[0] - 6 && i.x <= b[2] + 6 && i.y >= b[1] - 6 && i.y <= b[3] + 6).map((i) => i.s).join('');
}

describe('independent216 packets', () => {
  for (const layout of INDEPENDENT216_LAYOUT_NAMES) {
    it(`${layout}: values on their pages, one truth for three styles, reference ids`, async () => {
      for (const seed of SEEDS) {
        const typed = await generateIndependent216(layout, seed, { style: 'typed' });
        const hand = await generateIndependent216(layout, seed, { style: 'handwritten' });
        const fill = await generateIndependent216(layout, seed, { style: 'fillable' });
        expect(typed.placed.length).toBeGreaterThan(10);
        expect(hand.truth).toEqual(typed.truth);
        expect(fill.truth).toEqual(typed.truth);
        expect(fill.placed.map((p) => p.text)).toEqual(typed.placed.map((p) => p.text));
        for (const r of [typed, hand]) {
          const pages = await pagesOf(r.pdf);
          expect(pages.length).toBe(r.pages);
          for (const p of [...r.placed, ...r.decoys, ...r.other]) {
            expect(squash(textIn(pages[p.page - 1]!.items, p.box)), `${layout}/${seed} ${p.key}`).toContain(squash(p.text));
          }
        }
        const fpages = await pagesOf(fill.pdf);
        expect(Buffer.from(fill.pdf).toString('latin1')).toContain('/NeedAppearances false');
        for (const p of [...fill.placed, ...fill.decoys, ...fill.other]) {
          const a = fpages[p.page - 1]!.annots.find((x) => x.fieldName === p.acroform_field);
          expect(a, `${layout}/${seed} ${p.key}`).toBeTruthy();
          expect(a.fieldValue).toBe(p.via === 'acroform_checkbox' ? 'Yes' : p.text);
        }
        expect(squash(fpages.flatMap((pg) => pg.items.map((i) => i.s)).join(''))).not.toContain(squash(typed.truth.legal_name!));
        const t = typed.truth;
        expect(ENTITIES.some((e) => e.id === t.type_of_entity)).toBe(true);
        expect(INDUSTRIES.some((e) => e.id === t.industry)).toBe(true);
        expect(REGIONS.some((s) => s.code === t.state_region && s.country === typed.country)).toBe(true);
        const ind = typed.placed.find((p) => p.key === 'industry')!;
        expect(industryOf(ind.text)).toBe(t.industry);
        const ent = typed.placed.find((p) => p.key === 'entity_other') ?? typed.placed.find((p) => p.key === 'entity')!;
        expect(entityOf(ent.text, typed.country), ent.text).toBe(t.type_of_entity);
        expect(t.applicants.length).toBeGreaterThan(0);
        expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        for (const a of t.applicants) {
          expect(a.first_name && a.last_name).toBeTruthy();
          if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
          if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
        }
        if (t.business_tax_id) expect(t.business_tax_id).toMatch(typed.country === 'CA' ? /^\d{9}R[CTP]\d{4}$/ : /^\d{9}$/);
      }
    }, 60_000);

    it(`${layout}: deterministic per (layout, seed, style)`, async () => {
      for (const style of ['typed', 'handwritten', 'fillable'] as const) {
        const a = await generateIndependent216(layout, 7, { style });
        const b = await generateIndependent216(layout, 7, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      }
    }, 30_000);
  }

  it('scans typed forms and refuses to scan a fillable one', async () => {
    const s = await generateIndependent216(INDEPENDENT216_LAYOUT_NAMES[0]!, 3, { style: 'typed', scan: true });
    expect(Buffer.from(s.pdf.slice(0, 5)).toString()).toBe('%PDF-');
    await expect(generateIndependent216(INDEPENDENT216_LAYOUT_NAMES[0]!, 3, { style: 'fillable', scan: 'phone' })).rejects.toThrow();
  }, 60_000);
});
