// Checks the independent178 generator against itself: placed values are where they say (page text or AcroForm
// fields), the truth is what applications.md's rules read from the placed texts, decoys never equal real values,
// bytes are reproducible, the styles share one truth and scans give PDFs.
import { describe, expect, it } from 'vitest';
import { generateIndependent178, INDEPENDENT178_LAYOUT_NAMES, truthFrom, type Placed } from './index.ts';
import { reread } from './rules.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const squash = (s: string): string => s.replace(/\s+/g, '').toLowerCase();

interface TextItem { str: string; x: number; y: number }
interface Annot { fieldName?: string; fieldValue?: unknown; rect: number[]; checkBox?: boolean; exportValue?: string }

async function readPdf(pdf: Uint8Array): Promise<{ texts: TextItem[][]; annots: Annot[][] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(pdf), disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  const texts: TextItem[][] = [], annots: Annot[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    texts.push(tc.items.flatMap((it) => ('str' in it && it.str.trim() ? [{ str: it.str, x: it.transform[4] as number, y: it.transform[5] as number }] : [])));
    annots.push((await page.getAnnotations()) as Annot[]);
  }
  await task.destroy();
  return { texts, annots };
}

const inBox = (t: TextItem, b: number[]): boolean => t.x >= b[0]! - 0.5 && t.x <= b[2]! + 0.5 && t.y >= b[1]! - 0.5 && t.y <= b[3]! + 0.5;
const textIn = (items: TextItem[], b: number[]): string => items.filter((t) => inBox(t, b)).sort((a, c) => a.x - c.x).map((t) => t.str).join(' ');

function rereadAll(placed: Placed[], country: 'US' | 'CA'): ReturnType<typeof truthFrom> {
  const legal = placed.find((p) => 'application.legal_name' in p.fields)?.text ?? null;
  const again = placed.map((p) => ({ ...p, fields: Object.fromEntries(Object.keys(p.fields).map((k) => [k, reread(k, p.text, p.label ?? '', { country, legal })])) }));
  return truthFrom(again as Placed[]);
}

describe('independent178 comparison-sheet generator', () => {
  it('has four layouts and rejects unknown layouts, styles and scanned fillable forms', async () => {
    expect(INDEPENDENT178_LAYOUT_NAMES).toHaveLength(4);
    await expect(generateIndependent178('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent178(INDEPENDENT178_LAYOUT_NAMES[0]!, 1, { style: 'crayon' as 'typed' })).rejects.toThrow();
    await expect(generateIndependent178(INDEPENDENT178_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  for (const layout of INDEPENDENT178_LAYOUT_NAMES) {
    describe(layout, () => {
      it('truth equals a re-reading of the placed texts by the rules, and decoys never equal real values (many seeds)', async () => {
        const brokers = new Set<string>();
        for (let seed = 1; seed <= 60; seed++) {
          const r = await generateIndependent178(layout, seed, { style: 'typed' });
          brokers.add(r.broker);
          expect(rereadAll(r.placed, r.country), `seed ${seed}`).toEqual(r.truth);
          const real = new Set(r.placed.map((p) => squash(p.text)));
          for (const d of r.decoys) expect(real.has(squash(d.text)), `seed ${seed} decoy ${d.text}`).toBe(false);
          for (const d of r.decoys) expect(d.fields).toEqual({});
          expect(r.truth.legal_name).not.toBeNull();
          expect(r.truth.applicants.length).toBeGreaterThan(0);
          const total = r.truth.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
          expect(total).toBeLessThanOrEqual(100);
          for (const a of r.truth.applicants) if (a.tax_id === null) expect(a.tax_id_type).toBeNull();
        }
        expect(brokers.size).toBe(1);
      });

      for (const style of STYLES) {
        it(`${style}: every placed value is on its page where it says`, async () => {
          for (const seed of [2, 7, 11, 19, 23, 31]) {
            const r = await generateIndependent178(layout, seed, { style });
            const { texts, annots } = await readPdf(r.pdf);
            expect(texts.length).toBe(r.pages);
            for (const p of [...r.placed, ...r.decoys]) {
              const items = texts[p.page - 1]!;
              const where = `seed ${seed} p${p.page} ${p.label}: ${p.text}`;
              if (style === 'fillable') {
                const a = annots[p.page - 1]!.find((x) => x.fieldName === p.acroform_field);
                expect(a, where).toBeDefined();
                if (p.check) {
                  const [x0, y0, x1, y1] = a!.rect as [number, number, number, number];
                  expect(x0 >= p.box[0] - 0.5 && y0 >= p.box[1] - 0.5 && x1 <= p.box[2] + 0.5 && y1 <= p.box[3] + 0.5, where).toBe(true);
                  expect(a!.fieldValue, where).toBe(p.acroform_value);
                  expect(squash(textIn(items, p.box)), where).toContain(squash(p.text));
                } else {
                  a!.rect.forEach((c, i) => expect(Math.abs(c - p.box[i]!), where).toBeLessThan(1.5));
                  expect(a!.fieldValue, where).toBe(p.text);
                  expect(textIn(items, p.box), `${where} (not in page text)`).toBe('');
                }
              } else {
                expect(squash(textIn(items, p.box)), where).toContain(squash(p.text));
              }
            }
          }
        });
      }

      it('same seed gives the same bytes; the three styles share one truth; seeds vary', async () => {
        const a = await generateIndependent178(layout, 5, { style: 'handwritten' });
        const b = await generateIndependent178(layout, 5, { style: 'handwritten' });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        const t = await generateIndependent178(layout, 5, { style: 'typed' });
        const f = await generateIndependent178(layout, 5, { style: 'fillable' });
        expect(t.truth).toEqual(a.truth);
        expect(f.truth).toEqual(a.truth);
        expect(f.placed.map((p) => p.text)).toEqual(t.placed.map((p) => p.text));
        const truths = new Set<string>();
        for (let s = 1; s <= 8; s++) truths.add(JSON.stringify((await generateIndependent178(layout, s, { style: 'typed' })).truth));
        expect(truths.size).toBe(8);
      });
    });
  }

  it('scans produce image PDFs with the same truth', async () => {
    for (const [i, layout] of INDEPENDENT178_LAYOUT_NAMES.entries()) {
      const style = i % 2 ? 'typed' : 'handwritten';
      const s = await generateIndependent178(layout, 3, { style, scan: true });
      const plain = await generateIndependent178(layout, 3, { style });
      expect(Buffer.from(s.pdf.slice(0, 5)).toString()).toBe('%PDF-');
      expect(s.truth).toEqual(plain.truth);
      const { texts } = await readPdf(s.pdf);
      expect(texts.length).toBe(plain.pages);
      const again = await generateIndependent178(layout, 3, { style, scan: true });
      expect(Buffer.from(again.pdf).equals(Buffer.from(s.pdf))).toBe(true);
    }
  }, 120_000);
});
