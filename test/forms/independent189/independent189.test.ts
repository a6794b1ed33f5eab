// Checks the generator against itself: every placed value is where it says (page text or AcroForm annotation),
// decoys give no field, bytes repeat per seed, the three styles share one truth, seeds differ, scans work.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent189, INDEPENDENT189_LAYOUT_NAMES, type Placed } from './index.ts';

interface Item { str: string; x: number; y: number }
async function readPdf(pdf: Uint8Array) {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const pages: { items: Item[]; annots: { fieldName: string; fieldValue: unknown; rect: number[] }[] }[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    const items = tc.items.flatMap((i) => ('str' in i && i.str.trim() ? [{ str: i.str, x: i.transform[4] as number, y: i.transform[5] as number }] : []));
    pages.push({ items, annots: (await page.getAnnotations()) as never });
  }
  await task.destroy();
  return pages;
}

const squash = (s: string) => s.replace(/\s+/g, '');
const inBox = (p: Placed, x: number, y: number) => x >= p.box[0] - 3 && x <= p.box[2] + 3 && y >= p.box[1] - 3 && y <= p.box[3] + 3;

describe('independent189 forms', () => {
  for (const layout of INDEPENDENT189_LAYOUT_NAMES) {
    it(`${layout}: values are where placed says, in every style`, async () => {
      for (const seed of [1, 2]) {
        for (const style of ['typed', 'handwritten'] as const) {
          const r = await generateIndependent189(layout, seed, { style });
          const pages = await readPdf(r.pdf);
          expect(pages.length).toBe(r.pages);
          for (const p of [...r.placed, ...r.decoys].filter((q) => q.via === 'text')) {
            // A script font's wide side bearings make pdf.js read spaces inside a word ('N Y'): compare without spaces.
            const hit = pages[p.page - 1]!.items.find((i) => squash(i.str) === squash(p.text) && inBox(p, i.x, i.y));
            expect(hit, `${style} ${p.key} ${p.text}`).toBeTruthy();
          }
        }
        const f = await generateIndependent189(layout, seed, { style: 'fillable' });
        const pages = await readPdf(f.pdf);
        for (const p of [...f.placed, ...f.decoys]) {
          const a = pages[p.page - 1]!.annots.find((x) => x.fieldName === p.acroform_field);
          expect(a, p.key).toBeTruthy();
          expect(a!.fieldValue).toBe(p.via === 'acroform_checkbox' ? 'Yes' : p.text);
          expect(Math.abs(a!.rect[0]! - p.box[0]) < 1 && Math.abs(a!.rect[3]! - p.box[3]) < 1).toBe(true);
        }
        // A fillable form's values are not in the page text.
        const text = pages.flatMap((pg) => pg.items.map((i) => i.str)).join(' ');
        expect(text).not.toContain(f.truth.legal_name);
      }
    });

    it(`${layout}: decoys give no field, styles share the truth, bytes repeat, seeds vary`, async () => {
      const truths = new Set<string>();
      for (const seed of [1, 2, 3, 4, 5]) {
        const t = await generateIndependent189(layout, seed, { style: 'typed' });
        const h = await generateIndependent189(layout, seed, { style: 'handwritten' });
        const f = await generateIndependent189(layout, seed, { style: 'fillable' });
        expect(h.truth).toEqual(t.truth);
        expect(f.truth).toEqual(t.truth);
        const json = JSON.stringify(t.truth);
        for (const d of t.decoys) {
          expect(Object.keys(d.fields)).toEqual([]);
          // The office column, the signature lines and the state of incorporation may repeat the merchant on purpose; the rest never matches a field.
          if (!/^(office|sign|strip\.inc)/.test(d.key)) expect(json, d.key).not.toContain(`"${d.text}"`);
        }
        expect(t.truth.applicants.length).toBeGreaterThan(0);
        expect(t.truth.legal_name).not.toBeNull();
        truths.add(json);
        if (seed === 1) {
          const again = await generateIndependent189(layout, seed, { style: 'handwritten' });
          expect(Buffer.from(again.pdf).equals(Buffer.from(h.pdf))).toBe(true);
        }
      }
      expect(truths.size).toBe(5);
    });
  }

  it('scans typed and handwritten forms, refuses fillable scans and unknown names', async () => {
    const a = await generateIndependent189('maple-bridge', 7, { style: 'typed', scan: true });
    const b = await generateIndependent189('blue-ridge', 8, { style: 'handwritten', scan: true });
    const plain = await generateIndependent189('blue-ridge', 8, { style: 'handwritten' });
    expect(Buffer.from(a.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(b.truth).toEqual(plain.truth);
    const pages = await readPdf(b.pdf);
    expect(pages.length).toBe(2);
    expect(pages.every((p) => p.items.length === 0)).toBe(true);
    await expect(generateIndependent189('gulf-coast', 1, { style: 'fillable', scan: true })).rejects.toThrow();
    await expect(generateIndependent189('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent189('gulf-coast', 1, { style: 'crayon' as never })).rejects.toThrow();
  }, 60_000);
});
