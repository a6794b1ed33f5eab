// Checks the independent175 generator against itself: placements, truth by applications.md's rules, decoys,
// determinism, styles, seeds and scans.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent175, INDEPENDENT175_LAYOUT_NAMES, truthFrom, type Placed } from './index.ts';
import { reread } from './reread.ts';

type Style = 'typed' | 'handwritten' | 'fillable';
const STYLES: Style[] = ['typed', 'handwritten', 'fillable'];
const SEEDS = [1, 2, 7];
const squash = (s: string) => s.replace(/\s+/g, '');
const normText = (s: string) => s.toLowerCase().replace(/[^a-z0-9.]/g, '');

interface PageRead { items: { str: string; x: number; y: number }[]; widgets: { name: string; value: unknown; rect: number[] }[] }
async function readPdf(pdf: Uint8Array): Promise<PageRead[]> {
  const task = getDocument({ data: pdf.slice(), disableFontFace: true, verbosity: 0 });
  const doc = await task.promise;
  const out: PageRead[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    const items = tc.items.flatMap((it) => ('str' in it && it.str.trim() ? [{ str: it.str, x: it.transform[4] as number, y: it.transform[5] as number }] : []));
    const annots = (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown; rect: number[] }[];
    out.push({ items, widgets: annots.filter((a) => a.fieldName).map((a) => ({ name: a.fieldName!, value: a.fieldValue, rect: a.rect })) });
  }
  await task.destroy();
  return out;
}
const inside = (x: number, y: number, b: number[], tol = 1.5) => x >= b[0]! - tol && x <= b[2]! + tol && y >= b[1]! - tol && y <= b[3]! + tol;
const textIn = (p: PageRead, b: number[]) => p.items.filter((it) => inside(it.x, it.y, b)).map((it) => it.str).join('');

function checkPlacement(pages: PageRead[], r: Placed, style: Style): void {
  const pg = pages[r.page - 1]!;
  expect(pg, `page ${r.page}`).toBeTruthy();
  if (r.via === 'acroform') {
    const w = pg.widgets.find((x) => x.name === r.acroform_field);
    expect(w, `widget ${r.acroform_field}`).toBeTruthy();
    expect(w!.value).toBe(r.text);
    expect(inside(w!.rect[0]!, w!.rect[1]!, r.box) && inside(w!.rect[2]!, w!.rect[3]!, r.box)).toBe(true);
    expect(textIn(pg, [r.box[0] + 1, r.box[1] + 1, r.box[2] - 1, r.box[3] - 1]), `no page text under ${r.key}`).toBe('');
    return;
  }
  expect(squash(textIn(pg, r.box)), `${style} ${r.key} at ${r.box.join(',')}`).toContain(squash(r.text));
  if (style === 'fillable') {
    const w = pg.widgets.find((x) => x.name === r.acroform_field);
    expect(w?.value, `checkbox ${r.key}`).toBe(r.acroform_value ?? 'Yes');
  }
}

describe('independent175: funder underwriting submissions filled by an ISO', () => {
  it('rejects unknown layouts and styles, and scanning a fillable form', async () => {
    await expect(generateIndependent175('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent175(INDEPENDENT175_LAYOUT_NAMES[0]!, 1, { style: 'crayon' as Style })).rejects.toThrow();
    await expect(generateIndependent175(INDEPENDENT175_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
    expect(INDEPENDENT175_LAYOUT_NAMES).toHaveLength(4);
  });

  for (const layout of INDEPENDENT175_LAYOUT_NAMES) {
    describe(layout, () => {
      it('places every value where it says, in all three styles', async () => {
        for (const seed of SEEDS) for (const style of STYLES) {
          const g = await generateIndependent175(layout, seed, { style });
          const pages = await readPdf(g.pdf);
          expect(pages).toHaveLength(g.pages);
          for (const r of [...g.placed, ...g.decoys]) checkPlacement(pages, r, style);
          if (style === 'fillable') {
            const values = new Set(g.placed.filter((r) => r.via === 'acroform').map((r) => r.text));
            for (const pg of pages) for (const it of pg.items) expect(values.has(it.str.trim()), `"${it.str}" is page text`).toBe(false);
          }
        }
      }, 120_000);

      it('has the truth applications.md gives from the placed texts, and decoys that are not real values', async () => {
        for (let seed = 1; seed <= 30; seed++) {
          const g = await generateIndependent175(layout, seed, { style: 'typed' });
          expect(g.truth).toEqual(truthFrom(g.placed));
          const ctx = { country: g.country, legal: g.truth.legal_name };
          for (const r of g.placed) for (const [path, v] of Object.entries(r.fields)) expect(reread(path, r.text, ctx), `${path} from "${r.text}"`).toEqual(v);
          expect(g.truth.legal_name).toBeTruthy();
          expect(g.truth.country).toBe(g.country === 'US' ? 'United States' : 'Canada');
          expect(g.truth.applicants.length).toBeGreaterThan(0);
          expect(g.truth.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
          const real = new Set(g.placed.filter((r) => Object.values(r.fields).some((v) => v !== null)).map((r) => normText(r.text)));
          const ids = [g.truth.business_tax_id, ...g.truth.applicants.map((a) => a.tax_id)].filter(Boolean);
          for (const d of g.decoys) {
            expect(Object.keys(d.fields)).toHaveLength(0);
            expect(real.has(normText(d.text)), `decoy ${d.key} "${d.text}"`).toBe(false);
            expect(ids).not.toContain(d.text.replace(/\W/g, ''));
          }
          expect(g.decoys.some((d) => d.key.startsWith('iso_'))).toBe(true);
          expect(g.decoys.some((d) => d.key === 'factor')).toBe(true);
        }
      });

      it('is reproducible and shares one truth across styles; seeds vary', async () => {
        const truths = [];
        for (const style of STYLES) {
          const a = await generateIndependent175(layout, 11, { style });
          const b = await generateIndependent175(layout, 11, { style });
          expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), style).toBe(true);
          truths.push(a.truth);
        }
        expect(truths[1]).toEqual(truths[0]);
        expect(truths[2]).toEqual(truths[0]);
        const others = await Promise.all([12, 13, 14].map((s) => generateIndependent175(layout, s, { style: 'typed' })));
        expect(new Set([truths[0], ...others.map((o) => o.truth)].map((t) => JSON.stringify(t))).size).toBe(4);
      });
    });
  }

  it('scans typed and handwritten forms into image PDFs, reproducibly', async () => {
    const layout = INDEPENDENT175_LAYOUT_NAMES[3]!;
    const typed = await generateIndependent175(layout, 5, { style: 'typed' });
    for (const style of ['typed', 'handwritten'] as const) {
      const s = await generateIndependent175(layout, 5, { style, scan: true });
      expect(Buffer.from(s.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
      expect(s.truth).toEqual(typed.truth);
      const pages = await readPdf(s.pdf);
      expect(pages).toHaveLength(s.pages);
      expect(pages.flatMap((p) => p.items)).toHaveLength(0);
      if (style === 'typed') expect(Buffer.from((await generateIndependent175(layout, 5, { style, scan: true })).pdf).equals(Buffer.from(s.pdf))).toBe(true);
    }
  }, 120_000);
});
