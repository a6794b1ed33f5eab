// Checks the independent173 generator (portal printouts) against itself: every value is where it says on its page
// (text layer or AcroForm field), the truth is what applications.md's rules read from the placed texts, decoys are
// never real values, and the output is reproducible, shared across styles, varied across seeds and scannable.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent173, INDEPENDENT173_LAYOUT_NAMES, type Placed } from './index.ts';
import { reread } from './reread.ts';

type Style = 'typed' | 'handwritten' | 'fillable';
const STYLES: Style[] = ['typed', 'handwritten', 'fillable'];
const SEEDS = [1, 2, 3];
const squash = (s: string) => s.replace(/\s+/g, '');

interface PageData { items: { str: string; x: number; y: number }[]; annots: { fieldName?: string; rect: number[]; fieldValue?: unknown; exportValue?: string; checkBox?: boolean }[] }
async function readPdf(pdf: Uint8Array): Promise<PageData[]> {
  const task = getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  const pages: PageData[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const p = await doc.getPage(i);
    const tc = await p.getTextContent();
    const items = tc.items.flatMap((it) => ('str' in it && it.str.trim() ? [{ str: it.str, x: it.transform[4] as number, y: it.transform[5] as number }] : []));
    pages.push({ items, annots: (await p.getAnnotations()) as PageData['annots'] });
  }
  await task.destroy();
  return pages;
}
const inBox = (x: number, y: number, b: number[], tol = 1.5) => x >= b[0]! - tol && x <= b[2]! + tol && y >= b[1]! - tol && y <= b[3]! + tol;
// Text whose origin is in the box, less any card label a rotated value's box happens to reach.
const textIn = (pg: PageData, box: number[], labels: Set<string> = new Set()) => pg.items.filter((t) => inBox(t.x, t.y, box) && !labels.has(t.str.trim().toLowerCase())).sort((a, b) => a.x - b.x).map((t) => t.str).join('');

const cache = new Map<string, Awaited<ReturnType<typeof generateIndependent173>>>();
async function gen(layout: string, seed: number, style: Style) {
  const k = `${layout}:${seed}:${style}`;
  if (!cache.has(k)) cache.set(k, await generateIndependent173(layout, seed, { style }));
  return cache.get(k)!;
}

describe('independent173 portal printouts', () => {
  it('has four layouts and rejects unknown layouts, styles and scanned fillables', async () => {
    expect(INDEPENDENT173_LAYOUT_NAMES).toHaveLength(4);
    await expect(generateIndependent173('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent173('bluepeak', 1, { style: 'inked' as Style })).rejects.toThrow();
    await expect(generateIndependent173('bluepeak', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  for (const layout of INDEPENDENT173_LAYOUT_NAMES) {
    describe(layout, () => {
      for (const style of STYLES) {
        it(`${style}: every placed value and decoy is on its page where it says`, async () => {
          for (const seed of SEEDS) {
            const r = await gen(layout, seed, style);
            const pages = await readPdf(r.pdf);
            const labels = new Set([...r.placed, ...r.decoys].map((p) => (p.label ?? '').toLowerCase()));
            expect(pages).toHaveLength(r.pages);
            for (const p of [...r.placed, ...r.decoys]) {
              const pg = pages[p.page - 1]!;
              expect(pg, `${p.text} page ${p.page}`).toBeDefined();
              if (style === 'fillable' && p.acroform_field) {
                const a = pg.annots.find((x) => x.fieldName === p.acroform_field);
                expect(a, p.acroform_field).toBeDefined();
                const [x0, y0, x1, y1] = a!.rect as [number, number, number, number];
                expect(inBox(x0, y0, p.box) && inBox(x1, y1, p.box, 12), `${p.acroform_field} rect`).toBe(true);
                if (p.acroform_value) {
                  expect(a!.checkBox).toBe(true);
                  expect(a!.fieldValue).toBe(p.acroform_value);
                  expect(a!.exportValue).toBe(p.acroform_value);
                  expect(squash(textIn(pg, p.box))).toBe(squash(p.text));
                } else {
                  expect(a!.fieldValue).toBe(p.text);
                  expect(textIn(pg, p.box), `${p.text} must not be page text`).toBe('');
                }
              } else {
                expect(squash(textIn(pg, p.box, style === 'handwritten' ? labels : undefined)), `${p.label}: ${p.text}`).toBe(squash(p.text));
              }
            }
            if (style === 'fillable') {
              const on = pages.flatMap((pg) => pg.annots.filter((a) => a.checkBox && a.fieldValue !== 'Off'));
              expect(on.length).toBe(r.placed.filter((p) => p.acroform_value).length + r.decoys.filter((p) => p.acroform_value).length);
            }
          }
        });
      }

      it('truth is what applications.md reads from the placed texts, and nothing else', async () => {
        for (const seed of SEEDS) {
          const r = await gen(layout, seed, 'typed');
          const legal = r.placed.find((p) => 'application.legal_name' in p.fields)?.text ?? null;
          const seen = new Set<string>();
          for (const p of r.placed) {
            for (const [path, v] of Object.entries(p.fields)) {
              expect(reread(path, p.text, p.label ?? '', { country: r.country, legal }), `${path} from "${p.text}"`).toEqual(v);
              const [head, tail] = path.replace('application.', '').split('.');
              const got = tail ? (r.truth.applicants[Number(/\d+/.exec(head!)![0])] as unknown as Record<string, unknown>)[tail] : (r.truth as unknown as Record<string, unknown>)[head!];
              expect(got, path).toEqual(v);
              seen.add(path.replace('application.', ''));
            }
          }
          for (const [k, v] of Object.entries(r.truth)) if (k !== 'applicants' && v !== null) expect(seen.has(k), `${k} printed`).toBe(true);
          r.truth.applicants.forEach((a, i) => {
            for (const [k, v] of Object.entries(a)) if (v !== null) expect(seen.has(`applicants[${i}].${k}`), `applicant ${i} ${k}`).toBe(true);
            expect(a.first_name && a.last_name).toBeTruthy();
          });
          expect(r.truth.legal_name).toBeTruthy();
          expect(r.truth.country).toBe(r.country === 'US' ? 'United States' : 'Canada');
        }
      });

      it('decoys never equal a real value', async () => {
        for (const seed of SEEDS) {
          const r = await gen(layout, seed, 'typed');
          const real = new Set(r.placed.map((p) => squash(p.text).toLowerCase()));
          const nums = new Set(r.placed.flatMap((p) => Object.values(p.fields).filter((v): v is number => typeof v === 'number')));
          expect(r.decoys.length).toBeGreaterThan(8);
          for (const d of r.decoys) {
            expect(Object.keys(d.fields)).toHaveLength(0);
            expect(real.has(squash(d.text).toLowerCase()), `decoy ${d.key}: ${d.text}`).toBe(false);
            const money = Number(d.text.replace(/CAD|\$|,|\s/g, ''));
            if (/^(CAD )?\$?[\d,]+(\.\d\d)?$/.test(d.text)) expect(nums.has(money), `decoy ${d.key}: ${d.text}`).toBe(false);
          }
        }
      });

      it('same seed gives the same bytes; the three styles share one truth', async () => {
        const again = await generateIndependent173(layout, 2, { style: 'handwritten' });
        expect(Buffer.from(again.pdf).equals(Buffer.from((await gen(layout, 2, 'handwritten')).pdf))).toBe(true);
        const f2 = await generateIndependent173(layout, 2, { style: 'fillable' });
        expect(Buffer.from(f2.pdf).equals(Buffer.from((await gen(layout, 2, 'fillable')).pdf))).toBe(true);
        for (const seed of SEEDS) {
          const [t, h, f] = await Promise.all(STYLES.map((s) => gen(layout, seed, s)));
          expect(h!.truth).toEqual(t!.truth);
          expect(f!.truth).toEqual(t!.truth);
          const texts = (x: Placed[]) => x.map((p) => [p.text, p.fields]);
          expect(texts(h!.placed)).toEqual(texts(t!.placed));
          expect(texts(f!.placed)).toEqual(texts(t!.placed));
        }
      });

      it('seeds vary', async () => {
        const truths = await Promise.all([1, 2, 3, 4, 5, 6].map((s) => generateIndependent173(layout, s, { style: 'typed' }).then((r) => r.truth)));
        expect(new Set(truths.map((t) => t.legal_name)).size).toBeGreaterThan(3);
        expect(new Set(truths.map((t) => t.requested_amount)).size).toBeGreaterThan(3);
        expect(new Set(truths.map((t) => t.applicants.length)).size).toBeGreaterThan(1);
      });
    });
  }

  it('scans produce an image-only PDF with the same truth', async () => {
    for (const [layout, style] of [['bluepeak', 'handwritten'], ['northgate', 'typed']] as const) {
      const s = await generateIndependent173(layout, 3, { style, scan: true });
      expect(Buffer.from(s.pdf.slice(0, 5)).toString()).toBe('%PDF-');
      const pages = await readPdf(s.pdf);
      expect(pages).toHaveLength(s.pages);
      expect(pages.every((p) => p.items.length === 0)).toBe(true);
      expect(s.truth).toEqual((await gen(layout, 3, style)).truth);
      const again = await generateIndependent173(layout, 3, { style, scan: true });
      expect(Buffer.from(again.pdf).equals(Buffer.from(s.pdf))).toBe(true);
    }
  }, 120_000);
});
