// Set 218's generator checks itself: placed values are on their pages (or in their AcroForm fields), the truth uses
// reference ids and follows applications.md's reading rules, the styles share one truth, output is deterministic.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent218, INDEPENDENT218_LAYOUT_NAMES } from './index.ts';
import { INDUSTRIES } from './data.ts';

interface RefItem { id?: string; code?: string; label?: string; aliases?: string[] }
const ref = (f: string): RefItem[] => (JSON.parse(readFileSync(`/work/shared/reference/${f}`, 'utf8')) as { items: RefItem[] }).items;
const ENTITIES = ref('entity-types.json'), INDUSTRY_REF = ref('industries.json');
const REGIONS = { US: new Set(ref('states.json').map((s) => s.code)), CA: new Set(ref('provinces.json').map((s) => s.code)) };
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
const squash = (s: string): string => s.replace(/\s+/g, '');
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

async function pagesOf(pdf: Uint8Array): Promise<{ text: string[]; fields: Map<string, string> }> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const text: string[] = [], fields = new Map<string, string>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text.push(squash(tc.items.map((i) => ('str' in i ? i.str : '')).join('')));
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: string; checkBox?: boolean; exportValue?: string }[]) {
      if (a.fieldName) fields.set(a.fieldName, String(a.fieldValue ?? ''));
    }
  }
  await task.destroy();
  return { text, fields };
}

/** applications.md's industry rule: the longest label or alias contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [number, string] | null = null;
  const t = ` ${norm(text)} `;
  for (const it of INDUSTRY_REF) for (const name of [it.label!, ...(it.aliases ?? [])]) {
    const n = norm(name);
    if (n && t.includes(` ${n} `) && (!best || n.length > best[0])) best = [n.length, it.id!];
  }
  return best?.[1] ?? null;
}

function entityOf(text: string, country: 'US' | 'CA'): string | null {
  const n = norm(text);
  if (['inc', 'corp', 'ltd', 'corporation', 'limited'].includes(n)) return country === 'CA' ? 'ca_corporation' : 'c_corporation';
  return ENTITIES.find((e) => [e.id!, e.label!, ...(e.aliases ?? [])].some((a) => norm(a) === n))?.id ?? null;
}

describe('independent218 generator', () => {
  it('has four brokers, at least one Canadian, and industry texts that read as their ids', async () => {
    expect(INDEPENDENT218_LAYOUT_NAMES).toHaveLength(4);
    const countries = await Promise.all(INDEPENDENT218_LAYOUT_NAMES.map(async (l) => (await generateIndependent218(l, 1, { style: 'typed' })).country));
    expect(countries).toContain('CA');
    for (const [text, id] of INDUSTRIES) expect(industryOf(text), text).toBe(id);
  });

  for (const layout of INDEPENDENT218_LAYOUT_NAMES) {
    it(`${layout}: placed values, reference ids, one truth for three styles`, async () => {
      for (const seed of SEEDS) {
        const typed = await generateIndependent218(layout, seed, { style: 'typed' });
        const hand = await generateIndependent218(layout, seed, { style: 'handwritten' });
        const fill = await generateIndependent218(layout, seed, { style: 'fillable' });
        if (process.env.DUMP218) {
          mkdirSync('/tmp/o218', { recursive: true });
          for (const [s, g] of [['typed', typed], ['handwritten', hand], ['fillable', fill]] as const) writeFileSync(`/tmp/o218/${layout}-${seed}-${s}.pdf`, g.pdf);
        }
        expect(hand.truth).toEqual(typed.truth);
        expect(fill.truth).toEqual(typed.truth);
        const t = typed.truth;
        expect(t.legal_name).toBeTruthy();
        expect(ENTITIES.map((e) => e.id)).toContain(t.type_of_entity);
        expect(INDUSTRY_REF.map((e) => e.id)).toContain(t.industry);
        expect(REGIONS[typed.country].has(t.state_region!)).toBe(true);
        expect(t.country).toBe(typed.country === 'CA' ? 'Canada' : 'United States');
        expect(t.business_tax_id).toMatch(/^\d{9}([A-Z]{2}\d{4})?$/);
        expect(t.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        for (const a of t.applicants) {
          expect(a.first_name).toMatch(/^[A-Z][a-z-]+$/);
          expect(a.tax_id === null || /^\d{9}$/.test(a.tax_id)).toBe(true);
          if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
        }
        // The printed entity and industry texts read as the truth's ids.
        for (const p of typed.placed) {
          if ('application.industry' in p.fields) expect(industryOf(p.text)).toBe(p.fields['application.industry']);
          if ('application.type_of_entity' in p.fields && p.via !== 'mark') expect(entityOf(p.text, typed.country)).toBe(p.fields['application.type_of_entity']);
        }
        for (const g of [typed, hand]) {
          const { text } = await pagesOf(g.pdf);
          expect(text).toHaveLength(g.pages);
          for (const p of [...g.placed, ...g.decoys]) expect(text[p.page - 1], `${layout}/${seed} ${p.key}`).toContain(squash(p.text));
        }
        const { text, fields } = await pagesOf(fill.pdf);
        for (const p of fill.placed) {
          expect(p.acroform_field, p.key).toBeTruthy();
          const v = fields.get(p.acroform_field!);
          if (p.via === 'acroform' && fields.has(p.acroform_field!) && v !== 'Yes') expect(v).toBe(p.text);
          else expect(v, p.key).toBe('Yes');
        }
        expect(text.join('')).not.toContain(squash(t.legal_name!));
        expect(typed.decoys.some((d) => d.key === 'iso_rep')).toBe(true);
      }
    }, 120_000);

    it(`${layout}: deterministic per (layout, seed, style)`, async () => {
      for (const style of ['typed', 'handwritten', 'fillable'] as const) {
        const a = await generateIndependent218(layout, 11, { style }), b = await generateIndependent218(layout, 11, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      }
    });
  }

  it('scans typed forms and refuses a fillable scan', async () => {
    const s = await generateIndependent218(INDEPENDENT218_LAYOUT_NAMES[1]!, 2, { style: 'typed', scan: true });
    const plain = await generateIndependent218(INDEPENDENT218_LAYOUT_NAMES[1]!, 2, { style: 'typed' });
    expect(s.truth).toEqual(plain.truth);
    expect(s.skews?.length).toBe(s.pages);
    await expect(generateIndependent218(INDEPENDENT218_LAYOUT_NAMES[0]!, 2, { style: 'fillable', scan: 'phone' })).rejects.toThrow();
  }, 120_000);
});
