// Checks the independent176 generator against its own promises: values where `placed` says (page text or AcroForm
// fields, read back with pdfjs), a truth that a second reading of the placed texts by applications.md's rules gives,
// decoys unlike real values, reproducible bytes, one truth for the three styles, and scans that are PDFs.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateIndependent176, INDEPENDENT176_LAYOUT_NAMES, type Placed } from './index.ts';
import { reread } from './reread.ts';

const require = createRequire(import.meta.url);
const STD_FONTS = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 11];

interface TextItem { str: string; x: number; y: number }
interface Annot { fieldName?: string; fieldValue?: unknown; exportValue?: string; checkBox?: boolean; rect: number[] }

async function readPdf(pdf: Uint8Array): Promise<{ pages: number; text: TextItem[][]; annots: Annot[][] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: pdf.slice(), standardFontDataUrl: STD_FONTS, verbosity: 0 });
  const doc = await task.promise;
  const text: TextItem[][] = [], annots: Annot[][] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    text.push(tc.items.flatMap((it) => ('str' in it && it.str.trim() ? [{ str: it.str, x: it.transform[4] as number, y: it.transform[5] as number }] : [])));
    annots.push((await page.getAnnotations()) as Annot[]);
  }
  const pages = doc.numPages;
  await task.destroy();
  return { pages, text, annots };
}

const inside = (b: number[], x: number, y: number, tol: number): boolean => x >= b[0]! - tol && x <= b[2]! + tol && y >= b[1]! - tol && y <= b[3]! + tol;
const textIn = (items: TextItem[], box: number[], tol = 2): string =>
  items.filter((t) => inside(box, t.x, t.y, tol)).sort((a, b) => b.y - a.y || a.x - b.x).map((t) => t.str).join(' ').replace(/\s+/g, ' ');

describe('independent176 generator', () => {
  it('names four layouts and rejects unknown layouts, styles and scanned fillables', async () => {
    expect(INDEPENDENT176_LAYOUT_NAMES).toHaveLength(4);
    await expect(generateIndependent176('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent176(INDEPENDENT176_LAYOUT_NAMES[0]!, 1, { style: 'inked' as 'typed' })).rejects.toThrow();
    await expect(generateIndependent176(INDEPENDENT176_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  for (const layout of INDEPENDENT176_LAYOUT_NAMES) {
    describe(layout, () => {
      it('puts every placed value and decoy where it says, in every style', async () => {
        for (const seed of SEEDS) {
          for (const style of STYLES) {
            const g = await generateIndependent176(layout, seed, { style });
            const read = await readPdf(g.pdf);
            expect(read.pages).toBe(g.pages);
            for (const p of [...g.placed, ...g.decoys]) {
              const where = `${layout}/${seed}/${style} ${p.key} '${p.text}'`;
              expect(p.page, where).toBeGreaterThanOrEqual(1);
              expect(p.page, where).toBeLessThanOrEqual(g.pages);
              const items = read.text[p.page - 1]!;
              if (style === 'fillable' && p.via !== 'checkbox') {
                const a = read.annots[p.page - 1]!.find((x) => x.fieldName === p.acroform_field);
                expect(a, where).toBeDefined();
                expect(a!.fieldValue, where).toBe(p.text);
                a!.rect.forEach((v, i) => expect(Math.abs(v - p.box[i]!), where).toBeLessThan(0.5));
                expect(textIn(items, p.box, 0), `${where}: no page text under a field`).toBe('');
              } else if (p.via === 'checkbox') {
                expect(textIn(items, p.box), where).toContain(p.text);
                if (style === 'fillable') {
                  const a = read.annots[p.page - 1]!.find((x) => x.fieldName === p.acroform_field);
                  expect(a?.checkBox, where).toBe(true);
                  expect(a?.fieldValue, where).toBe(p.acroform_value);
                  expect(a?.exportValue, where).toBe(p.acroform_value);
                } else if (style === 'typed') {
                  expect(items.some((t) => t.str.trim() === 'X' && inside(p.box, t.x, t.y, 1)), where).toBe(true);
                } else {
                  expect(items.some((t) => t.str.trim() === 'X' && inside(p.box, t.x, t.y, 1)), `${where}: drawn mark, no text`).toBe(false);
                }
              } else {
                expect(textIn(items, p.box), where).toContain(p.text);
              }
            }
            if (style === 'fillable') {
              const boxes = read.annots.flat().filter((a) => a.checkBox);
              const on = boxes.filter((a) => a.fieldValue !== 'Off');
              // Each checked box is a placed value, except the "Other" box whose value is the text on its line.
              expect(on.length).toBe(g.placed.filter((p) => p.via === 'checkbox').length + (g.placed.some((p) => p.key === 'entity_other') ? 1 : 0));
              expect(g.placed.filter((p) => p.via === 'checkbox').every((p) => on.some((a) => a.fieldName === p.acroform_field))).toBe(true);
            }
          }
        }
      });

      it('has a truth that applications.md re-reads from the placed texts, and decoys unlike real values', async () => {
        for (const seed of [...SEEDS, 21, 22, 23, 24, 25, 26, 27, 28]) {
          const g = await generateIndependent176(layout, seed, { style: 'typed' });
          for (const p of g.placed) {
            const full = Object.keys(p.fields).some((k) => k.endsWith('first_name')) && Object.keys(p.fields).some((k) => k.endsWith('last_name'));
            for (const [path, v] of Object.entries(p.fields))
              expect(reread(path, p.text, { legal: g.truth.legal_name, fullName: full }), `${layout}/${seed} ${path} from '${p.text}'`).toEqual(v);
          }
          const t = g.truth as unknown as Record<string, unknown>;
          for (const [k, v] of Object.entries(t)) {
            if (k === 'applicants' || v === null) continue;
            expect(g.placed.some((p) => `application.${k}` in p.fields), `${k} is printed`).toBe(true);
          }
          expect(g.truth.legal_name).not.toBeNull();
          expect(g.truth.applicants.length).toBeGreaterThanOrEqual(1);
          expect(g.truth.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
          const real = new Set(g.placed.map((p) => p.text.trim().toLowerCase()));
          for (const d of g.decoys) {
            expect(Object.keys(d.fields)).toHaveLength(0);
            expect(real.has(d.text.trim().toLowerCase()), `${layout}/${seed} decoy ${d.key} '${d.text}'`).toBe(false);
          }
          expect(g.decoys.length).toBeGreaterThanOrEqual(10);
        }
      });

      it('is reproducible, shares one truth across styles, and varies with the seed', async () => {
        const a = await generateIndependent176(layout, 5, { style: 'handwritten' });
        const b = await generateIndependent176(layout, 5, { style: 'handwritten' });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        const f1 = await generateIndependent176(layout, 5, { style: 'fillable' });
        const f2 = await generateIndependent176(layout, 5, { style: 'fillable' });
        expect(Buffer.from(f1.pdf).equals(Buffer.from(f2.pdf))).toBe(true);
        const typed = await generateIndependent176(layout, 5, { style: 'typed' });
        expect(a.truth).toEqual(typed.truth);
        expect(f1.truth).toEqual(typed.truth);
        expect(f1.placed.map((p: Placed) => p.text)).toEqual(typed.placed.map((p: Placed) => p.text));
        const others = await Promise.all([6, 7, 8].map((s) => generateIndependent176(layout, s, { style: 'typed' })));
        const legal = new Set([typed, ...others].map((g) => JSON.stringify(g.truth)));
        expect(legal.size).toBe(4);
        expect(new Set([typed, ...others].map((g) => Buffer.from(g.pdf).toString('base64'))).size).toBe(4);
      });
    });
  }

  it('scans give an image PDF with the same truth and page count', async () => {
    for (const [layout, seed] of [[INDEPENDENT176_LAYOUT_NAMES[0]!, 4], [INDEPENDENT176_LAYOUT_NAMES[3]!, 2]] as const) {
      const plain = await generateIndependent176(layout, seed, { style: 'handwritten' });
      const scan = await generateIndependent176(layout, seed, { style: 'handwritten', scan: true });
      expect(Buffer.from(scan.pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      expect(scan.truth).toEqual(plain.truth);
      const read = await readPdf(scan.pdf);
      expect(read.pages).toBe(plain.pages);
      expect(read.text.flat().length).toBe(0);
    }
  }, 120_000);
});
