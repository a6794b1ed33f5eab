import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent236, INDEPENDENT236_LAYOUT_NAMES } from './index.ts';
import { INDUSTRIES as PRINTED_INDUSTRIES } from './data.ts';

const ref = (f: string): any[] => JSON.parse(readFileSync(`/work/shared/reference/${f}`, 'utf8')).items;
const INDUSTRIES = ref('industries.json'), ENTITIES = ref('entity-types.json');
const REGIONS = new Set([...ref('states.json'), ...ref('provinces.json')].map((s) => s.code));
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').replace(/\s+/g, ' ').trim();

/** applications.md's industry rule: the longest label or alias contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [number, string] | null = null;
  const t = ` ${norm(text)} `;
  for (const i of INDUSTRIES) for (const a of [i.label, ...i.aliases]) {
    const n = norm(a);
    if (n && t.includes(` ${n} `) && (!best || n.length > best[0])) best = [n.length, i.id];
  }
  return best?.[1] ?? null;
}

async function pageData(pdf: Uint8Array): Promise<{ text: string[]; fields: Record<string, string> }> {
  const doc = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise;
  const text: string[] = [];
  const fields: Record<string, string> = {};
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text.push(tc.items.map((i: any) => i.str).join(' '));
    for (const a of await page.getAnnotations()) if (a.fieldName) fields[a.fieldName] = a.checkBox ? (a.fieldValue ?? 'Off') : a.fieldValue;
  }
  await doc.cleanup();
  return { text, fields };
}

describe('independent236 generator', () => {
  it('every printed type of business reads as its industry id', () => {
    for (const [text, id] of PRINTED_INDUSTRIES) expect(industryOf(text), text).toBe(id);
  });
  for (const layout of INDEPENDENT236_LAYOUT_NAMES) {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      it(`${layout} ${style}: placed values are on the pages, truth uses reference ids`, async () => {
        for (const seed of [1, 2, 3, 4, 5]) {
          const g = await generateIndependent236(layout, seed, { style, scan: false });
          const { text, fields } = await pageData(g.pdf);
          expect(text.length).toBe(g.pages);
          for (const p of [...g.placed, ...g.decoys]) {
            if (style === 'fillable') {
              expect(fields[p.acroform_field!], p.key).toBe(p.via === 'acroform' && p.text && fields[p.acroform_field!] === 'Yes' ? 'Yes' : p.text);
            } else if (p.via !== 'mark') {
              expect(text[p.page - 1]!.replace(/\s+/g, '').includes(p.text.replace(/\s+/g, '')), `${p.key} ${p.text}`).toBe(true);
            }
            if (style !== 'fillable') expect(text.join(' ')).not.toContain('undefined');
          }
          const t = g.truth;
          expect(t.legal_name).toBeTruthy();
          expect(REGIONS.has(t.state_region!)).toBe(true);
          expect(ENTITIES.some((e) => e.id === t.type_of_entity)).toBe(true);
          const ind = g.placed.find((p) => p.key === 'industry')!;
          expect(industryOf(ind.text)).toBe(t.industry);
          expect(t.country).toBe(g.country === 'CA' ? 'Canada' : 'United States');
          expect(t.business_tax_id).toMatch(/^\d{9}(RC\d{4})?$/);
          expect(t.applicants.length).toBeGreaterThan(0);
          for (const a of t.applicants) {
            expect(a.first_name).toBeTruthy(); expect(a.last_name).toBeTruthy();
            if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
          }
          expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        }
      }, 30000);
    }
    it(`${layout}: deterministic, fillable has NeedAppearances false, scans work`, async () => {
      for (const style of ['typed', 'handwritten', 'fillable'] as const) {
        const a = await generateIndependent236(layout, 7, { style, scan: false });
        const b = await generateIndependent236(layout, 7, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        if (style === 'fillable') expect(Buffer.from(a.pdf).toString('latin1')).toContain('/NeedAppearances false');
      }
      await expect(generateIndependent236(layout, 1, { style: 'fillable', scan: true })).rejects.toThrow();
    }, 30000);
  }
  it('geometry: rotated, legal/A4, 2-up and landscape pages', async () => {
    const raw = async (l: string, s: number): Promise<string> => Buffer.from((await generateIndependent236(l, s, { style: 'typed', scan: false })).pdf).toString('latin1');
    expect(await raw('meridian_rotated', 1)).toMatch(/\/Rotate (90|270)/);
    expect(await raw('atlas_landscape', 1)).toContain('/MediaBox [0 0 792 612]');
    const sizes = await Promise.all([1, 2, 3, 4, 5, 6].map((s) => raw('northway_ca_legal_a4', s)));
    expect(sizes.some((r) => r.includes('1008'))).toBe(true);
    expect(sizes.some((r) => r.includes('841.89'))).toBe(true);
    const scan = await generateIndependent236('keystone_2up', 2, { style: 'typed', scan: true });
    expect(scan.pdf.length).toBeGreaterThan(1000);
  }, 60000);
});
