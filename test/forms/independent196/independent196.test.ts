// Checks of the set-196 generator: every placed value is where its box says (page text or AcroForm field), decoys
// give no truth, output is deterministic, the three styles share one truth, and a scan works.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent196, INDEPENDENT196_LAYOUT_NAMES } from './index.ts';
import { ENTITIES, INDUSTRIES } from './pools.ts';

const squash = (s: string): string => s.replace(/\s+/g, '');
const inside = (x: number, y: number, b: number[]): boolean => x >= b[0]! - 1.5 && x <= b[2]! + 1.5 && y >= b[1]! - 1.5 && y <= b[3]! + 1.5;

async function open(pdf: Uint8Array) {
  // The standard fonts' data silences pdf.js warnings about the base-14 fonts the forms use unembedded.
  return getDocument({ data: pdf.slice(), useSystemFonts: false,
    standardFontDataUrl: new URL('../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url).pathname }).promise;
}

async function pageItems(pdf: Uint8Array) {
  const doc = await open(pdf);
  const pages = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    const items = (tc.items as any[]).filter((i) => 'str' in i).map((i) => ({ s: i.str as string, x: i.transform[4] as number, y: i.transform[5] as number }));
    pages.push({ items, annots: await page.getAnnotations() });
  }
  return pages;
}

function textIn(items: { s: string; x: number; y: number }[], box: number[]): string {
  return squash(items.filter((i) => inside(i.x, i.y, box)).sort((a, b) => b.y - a.y || a.x - b.x).map((i) => i.s).join(''));
}

const SEEDS = [1, 2, 3, 4];

describe('independent196 generator', () => {
  for (const layout of INDEPENDENT196_LAYOUT_NAMES) {
    it(`${layout}: typed and handwritten values are in the page text inside their boxes`, async () => {
      for (const seed of SEEDS) for (const style of ['typed', 'handwritten'] as const) {
        const g = await generateIndependent196(layout, seed, { style });
        const pages = await pageItems(g.pdf);
        expect(pages.length).toBe(g.pages);
        for (const p of [...g.placed, ...g.decoys]) {
          const found = textIn(pages[p.page - 1]!.items, p.box);
          expect(found, `${layout}/${seed}/${style} ${p.key} "${p.text}"`).toContain(squash(p.text));
          expect(p.via === 'text' || p.via === 'checkbox').toBe(true);
        }
      }
    });

    it(`${layout}: fillable values live in AcroForm fields, not in the page text`, async () => {
      for (const seed of SEEDS) {
        const g = await generateIndependent196(layout, seed, { style: 'fillable' });
        const pages = await pageItems(g.pdf);
        for (const p of [...g.placed, ...g.decoys]) {
          expect(p.via.startsWith('acroform')).toBe(true);
          const a = pages[p.page - 1]!.annots.find((x: any) => x.fieldName === p.acroform_field);
          expect(a, p.key).toBeTruthy();
          if (p.via === 'acroform') {
            expect(a.fieldValue).toBe(p.text);
            expect(pages[p.page - 1]!.items.some((i) => i.s.includes(p.text) && p.text.length > 4 && !/^[A-Z][a-z]+$/.test(p.text))).toBe(false);
          } else {
            expect(a.fieldValue).toBe('Yes');
            expect(textIn(pages[p.page - 1]!.items, p.box)).toContain(squash(p.text));
          }
          const [x0, y0, x1, y1] = a.rect as number[];
          expect(inside(x0!, y0!, p.box) && inside(x1!, y1!, p.box)).toBe(true);
        }
      }
    });

    it(`${layout}: the styles share one truth, bytes repeat, seeds differ`, async () => {
      const t = await generateIndependent196(layout, 11, { style: 'typed' });
      const h = await generateIndependent196(layout, 11, { style: 'handwritten' });
      const f = await generateIndependent196(layout, 11, { style: 'fillable' });
      expect(h.truth).toEqual(t.truth);
      expect(f.truth).toEqual(t.truth);
      expect(Buffer.from((await generateIndependent196(layout, 11, { style: 'handwritten' })).pdf).equals(Buffer.from(h.pdf))).toBe(true);
      expect(Buffer.from((await generateIndependent196(layout, 11, { style: 'fillable' })).pdf).equals(Buffer.from(f.pdf))).toBe(true);
      const other = await generateIndependent196(layout, 12, { style: 'typed' });
      expect(other.truth).not.toEqual(t.truth);
    });

    it(`${layout}: decoys give no truth field, and the truth is complete and varied`, async () => {
      const owners = new Set<number>();
      for (let seed = 1; seed <= 24; seed++) {
        const g = await generateIndependent196(layout, seed, { style: 'typed' });
        owners.add(g.truth.applicants.length);
        expect(g.country).toBe('US');
        expect(g.truth.country).toBe('United States');
        expect(g.truth.legal_name).toBeTruthy();
        expect(g.truth.applicants.length).toBeGreaterThan(0);
        const truthStrings = new Set([g.truth.legal_name, g.truth.trade_name, g.truth.business_tax_id,
          ...g.truth.applicants.flatMap((a) => [a.tax_id, a.last_name])].filter(Boolean).map((v) => squash(String(v)).replace(/-/g, '')));
        for (const d of g.decoys) {
          expect(Object.keys(d.fields)).toEqual([]);
          if (!/home|inc_state|signed|cell/.test(d.key)) expect(truthStrings.has(squash(d.text).replace(/-/g, '')), d.key).toBe(false);
        }
        for (const a of g.truth.applicants) {
          expect(a.first_name && a.last_name).toBeTruthy();
          if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
        }
        const total = g.truth.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
        expect(total).toBeLessThanOrEqual(100);
      }
      expect(owners.size).toBeGreaterThan(1);
    });
  }

  it('reference ids: industry texts and entity texts read as applications.md says', () => {
    const dir = '/work/shared/reference';
    if (!existsSync(`${dir}/industries.json`)) return;
    const norm = (s: string) => ' ' + s.toLowerCase().replace(/[^a-z0-9&]+/g, ' ').trim() + ' ';
    const inds = JSON.parse(readFileSync(`${dir}/industries.json`, 'utf8')).items as any[];
    for (const [text, id] of INDUSTRIES) {
      let best = '', bl = 0;
      for (const i of inds) for (const a of [i.label, ...(i.aliases ?? [])]) {
        const n = norm(a);
        if (n.trim() && norm(text).includes(n) && n.length > bl) { bl = n.length; best = i.id; }
      }
      expect(best, text).toBe(id);
    }
    const ents = JSON.parse(readFileSync(`${dir}/entity-types.json`, 'utf8')).items as any[];
    const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
    for (const e of ENTITIES) {
      const hit = ents.find((x) => x.countries.includes('US') && [x.id, x.label, ...(x.aliases ?? [])].some((a: string) => key(a) === key(e.text)));
      expect(hit?.id, e.text).toBe(e.id);
    }
  });

  it('a scan works and fillable + scan throws', async () => {
    const g = await generateIndependent196('crestline_grid', 3, { style: 'handwritten', scan: true });
    expect(Buffer.from(g.pdf.slice(0, 5)).toString()).toBe('%PDF-');
    const doc = await open(g.pdf);
    expect(doc.numPages).toBe(g.pages);
    const plain = await generateIndependent196('crestline_grid', 3, { style: 'handwritten' });
    expect(g.truth).toEqual(plain.truth);
    await expect(generateIndependent196('crestline_grid', 3, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120_000);
});

