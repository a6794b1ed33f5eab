// Checks the independent172 generator itself: placed values are where they say (page text or AcroForm fields, read
// with pdfjs-dist), the truth is what applications.md's rules read from the placed texts, decoys are not real values,
// bytes are reproducible, styles share one truth, seeds vary, and scans are PDFs.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent172, INDEPENDENT172_LAYOUT_NAMES, type Placed } from './index.ts';
import { haveReference, readPath } from './reread.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const FONTS = fileURLToPath(new URL('../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url));

interface Item { str: string; x: number; y: number; w: number }
interface Annot { fieldName?: string; fieldValue?: unknown; exportValue?: string; checkBox?: boolean; rect: number[] }
async function readPdf(pdf: Uint8Array): Promise<{ pages: number; text: Item[][]; annots: Annot[][] }> {
  const task = getDocument({ data: pdf.slice(), standardFontDataUrl: FONTS, verbosity: 0 });
  const doc = await task.promise;
  const text: Item[][] = [], annots: Annot[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text.push(tc.items.flatMap((it) => ('str' in it && it.str.trim() ? [{ str: it.str, x: it.transform[4] as number, y: it.transform[5] as number, w: it.width }] : [])));
    annots.push((await page.getAnnotations()) as Annot[]);
  }
  const pages = doc.numPages;
  await task.destroy();
  return { pages, text, annots };
}

const squash = (s: string) => s.replace(/\s+/g, '');
function inBox(x: number, y: number, b: number[], pad = 3): boolean {
  return x >= b[0]! - pad && x <= b[2]! + pad && y >= b[1]! - pad && y <= b[3]! + pad;
}

function expectOnPage(p: Placed, r: Awaited<ReturnType<typeof readPdf>>, style: string): void {
  const where = `${p.key} "${p.text}" p${p.page}`;
  if (style === 'fillable') {
    const a = r.annots[p.page - 1]!.find((x) => x.fieldName === p.acroform_field);
    expect(a, where).toBeDefined();
    const [x0, y0, x1, y1] = a!.rect as [number, number, number, number];
    expect(inBox(x0, y0, p.box, 1) && inBox(x1, y1, p.box, 1), where).toBe(true);
    if (p.checkbox) {
      expect(a!.checkBox, where).toBe(true);
      expect(a!.fieldValue, where).toBe(a!.exportValue);
      expect(a!.fieldValue, where).not.toBe('Off');
    } else expect(a!.fieldValue, where).toBe(p.text);
    return;
  }
  // pdfjs joins neighbouring runs of one line into one item: an item counts when its baseline is in the box and its
  // run overlaps the box horizontally.
  const near = r.text[p.page - 1]!.filter((it) => it.y >= p.box[1] - 3 && it.y <= p.box[3] + 3 && it.x <= p.box[2] + 3 && it.x + it.w >= p.box[0] - 3);
  expect(squash(near.map((it) => it.str).join('')), where).toContain(squash(p.text));
}

describe('independent172 generator', () => {
  it('has four layouts and rejects unknown layouts, styles and fillable scans', async () => {
    expect(INDEPENDENT172_LAYOUT_NAMES).toHaveLength(4);
    await expect(generateIndependent172('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent172(INDEPENDENT172_LAYOUT_NAMES[0]!, 1, { style: 'inked' as 'typed' })).rejects.toThrow();
    await expect(generateIndependent172(INDEPENDENT172_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  for (const layout of INDEPENDENT172_LAYOUT_NAMES) {
    describe(layout, () => {
      for (const seed of [1, 2, 3]) {
        it(`seed ${seed}: every placed value and decoy is where it says, in every style, with one truth`, async () => {
          const truths = [];
          for (const style of STYLES) {
            const g = await generateIndependent172(layout, seed, { style });
            const r = await readPdf(g.pdf);
            expect(r.pages).toBe(g.pages);
            for (const p of [...g.placed, ...g.decoys]) expectOnPage(p, r, style);
            if (style === 'fillable') {
              // Values live only in the fields: the page's own text does not hold the legal name or a full tax ID.
              const all = r.text.flat().map((it) => it.str).join(' ');
              expect(all).not.toContain(g.placed.find((p) => p.key === 'legal')!.text);
              expect(all).not.toContain(g.placed.find((p) => p.key === 'biz_tax')!.text);
              expect(r.annots.flat().every((a) => !a.fieldName || a.fieldValue !== undefined)).toBe(true);
            }
            truths.push(g.truth);
          }
          expect(truths[1]).toEqual(truths[0]);
          expect(truths[2]).toEqual(truths[0]);
        });
      }

      it.skipIf(!haveReference)('the truth is what applications.md reads from the placed texts', async () => {
        for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
          const g = await generateIndependent172(layout, seed, { style: 'typed' });
          const legal = g.placed.find((p) => p.key === 'legal')!.text;
          const seen = new Map<string, unknown>();
          for (const p of g.placed) {
            const paths = Object.keys(p.fields);
            for (const path of paths) {
              const v = readPath(path, paths, p.text, p.label ?? '', g.country, legal);
              expect(v, `${layout}/${seed} ${path} from "${p.text}"`).toEqual(p.fields[path]);
              if (seen.has(path)) expect(seen.get(path), `${path} printed twice, differently`).toEqual(v);
              seen.set(path, v);
            }
          }
          // Every non-null truth value was printed somewhere.
          const flat: [string, unknown][] = Object.entries(g.truth).filter(([k]) => k !== 'applicants').map(([k, v]) => [`application.${k}`, v]);
          g.truth.applicants.forEach((a, i) => Object.entries(a).forEach(([k, v]) => flat.push([`application.applicants[${i}].${k}`, v])));
          for (const [path, v] of flat) if (v !== null) expect(seen.get(path), `${layout}/${seed} ${path}`).toEqual(v);
          expect(g.truth.applicants.length).toBeGreaterThan(0);
          expect(g.truth.applicants.length).toBeLessThanOrEqual(4);
          expect(g.truth.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        }
      });

      it('decoys never equal real values', async () => {
        for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
          const g = await generateIndependent172(layout, seed, { style: 'typed' });
          const real = new Set(g.placed.map((p) => squash(p.text).toLowerCase()));
          const values = new Set<string>();
          const add = (v: unknown) => { if (v !== null) values.add(squash(String(v)).toLowerCase()); };
          Object.entries(g.truth).forEach(([k, v]) => { if (k !== 'applicants') add(v); });
          g.truth.applicants.forEach((a) => Object.values(a).forEach(add));
          for (const d of g.decoys) {
            expect(Object.keys(d.fields)).toHaveLength(0);
            const t = squash(d.text).toLowerCase();
            expect(real.has(t), `${layout}/${seed} decoy ${d.key} "${d.text}"`).toBe(false);
            expect(values.has(t) || values.has(t.replace(/\D/g, '')), `${layout}/${seed} decoy ${d.key} "${d.text}"`).toBe(false);
          }
        }
      });

      it('gives the same bytes for the same seed, and different forms for different seeds', async () => {
        for (const style of STYLES) {
          const a = await generateIndependent172(layout, 11, { style });
          const b = await generateIndependent172(layout, 11, { style });
          expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        }
        const legal = new Set<string>();
        const owners = new Set<number>();
        for (let seed = 1; seed <= 12; seed++) {
          const g = await generateIndependent172(layout, seed, { style: 'typed' });
          legal.add(JSON.stringify(g.truth));
          owners.add(g.truth.applicants.length);
        }
        expect(legal.size).toBe(12);
        expect(owners.size).toBeGreaterThan(1);
      });
    });
  }

  it('covers the theme across seeds: four owners, a 0% officer, masked and full tax IDs, a sole proprietor', async () => {
    const seen = { four: false, officer: false, masked: false, full: false, sole: false, score: false, noScore: false };
    for (const layout of INDEPENDENT172_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 25; seed++) {
        const g = await generateIndependent172(layout, seed, { style: 'typed' });
        const t = g.truth;
        if (t.applicants.length === 4) seen.four = true;
        if (t.applicants.some((a) => a.ownership === 0)) seen.officer = true;
        if (t.applicants.some((a) => a.tax_id === null)) seen.masked = true;
        if (t.applicants.some((a) => a.tax_id !== null)) seen.full = true;
        if (t.type_of_entity === 'sole_proprietorship') seen.sole = true;
        if (t.applicants.some((a) => a.credit_score !== null)) seen.score = true;
        if (t.applicants.some((a) => a.credit_score === null)) seen.noScore = true;
      }
    }
    expect(seen).toEqual({ four: true, officer: true, masked: true, full: true, sole: true, score: true, noScore: true });
  });

  it('scans typed and handwritten forms into image PDFs with the same truth', async () => {
    const layout = INDEPENDENT172_LAYOUT_NAMES[2]!;
    const plain = await generateIndependent172(layout, 4, { style: 'handwritten' });
    const scanned = await generateIndependent172(layout, 4, { style: 'handwritten', scan: true });
    expect(Buffer.from(scanned.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(scanned.truth).toEqual(plain.truth);
    const r = await readPdf(scanned.pdf);
    expect(r.pages).toBe(plain.pages);
    expect(r.text.flat()).toHaveLength(0);
    const typed = await generateIndependent172(INDEPENDENT172_LAYOUT_NAMES[1]!, 5, { style: 'typed', scan: true });
    expect((await readPdf(typed.pdf)).pages).toBe(typed.pages);
  }, 120_000);
});
