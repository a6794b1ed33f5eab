// Checks the generator against itself: each value is where `placed` says, decoys give no field, bytes repeat per seed,
// the three styles share one truth, seeds differ, and scans come out.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent187, INDEPENDENT187_LAYOUT_NAMES, type Placed } from './index.ts';

type Item = { str: string; x: number; y: number };

async function open(pdf: Uint8Array) {
  return getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0 }).promise;
}

async function pageItems(pdf: Uint8Array): Promise<Item[][]> {
  const doc = await open(pdf);
  const out: Item[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const tc = await (await doc.getPage(p)).getTextContent();
    out.push(tc.items.flatMap((it) => ('str' in it ? [{ str: it.str, x: it.transform[4] as number, y: it.transform[5] as number }] : [])));
  }
  await doc.cleanup();
  return out;
}

const squash = (s: string) => s.replace(/\s+/g, '');
const CHECKS = new Set(['entity_box', 'frequency']);

function textAt(items: Item[], p: Placed): string {
  const [x0, y0, x1, y1] = p.box;
  return items.filter((i) => i.x >= x0 - 3 && i.x <= x1 + 3 && i.y >= y0 - 3 && i.y <= y1 + 3).sort((a, b) => a.x - b.x).map((i) => i.str).join('');
}

describe('independent187 generator', () => {
  it('has four layouts from four brokers and rejects unknown layouts, styles and fillable scans', async () => {
    expect(INDEPENDENT187_LAYOUT_NAMES).toHaveLength(4);
    const brokers = new Set<string>();
    for (const l of INDEPENDENT187_LAYOUT_NAMES) brokers.add((await generateIndependent187(l, 1, { style: 'typed' })).broker);
    expect(brokers.size).toBe(4);
    await expect(generateIndependent187('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent187('keystone', 1, { style: 'stamped' as 'typed' })).rejects.toThrow();
    await expect(generateIndependent187('keystone', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  for (const layout of INDEPENDENT187_LAYOUT_NAMES) {
    it(`${layout}: values are where placed says, in every style, with one truth`, async () => {
      for (const seed of [1, 2, 5]) {
        const typed = await generateIndependent187(layout, seed, { style: 'typed' });
        const hand = await generateIndependent187(layout, seed, { style: 'handwritten' });
        const fill = await generateIndependent187(layout, seed, { style: 'fillable' });
        expect(hand.truth).toEqual(typed.truth);
        expect(fill.truth).toEqual(typed.truth);
        expect(typed.truth.legal_name).toBeTruthy();
        expect(typed.truth.applicants.length).toBeGreaterThan(0);
        for (const r of [typed, hand]) {
          const pages = await pageItems(r.pdf);
          expect(pages).toHaveLength(r.pages);
          for (const p of [...r.placed, ...r.decoys]) {
            if (p.via === 'mark') continue;
            const got = squash(textAt(pages[p.page - 1]!, p));
            expect(got, `${layout}/${seed} ${p.key}`).toContain(CHECKS.has(p.key) ? 'X' : squash(p.text));
          }
        }
        // Fillable: the values live only in the fields, never in the page text.
        const doc = await open(fill.pdf);
        const pageText: string[] = [];
        const annots: { fieldName: string; fieldValue: unknown; rect: number[]; page: number }[] = [];
        for (let n = 1; n <= doc.numPages; n++) {
          const page = await doc.getPage(n);
          pageText.push((await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' '));
          for (const a of await page.getAnnotations()) annots.push({ ...a, page: n });
        }
        await doc.cleanup();
        for (const p of fill.placed) {
          const a = annots.find((x) => x.fieldName === p.acroform_field);
          expect(a, p.key).toBeDefined();
          expect(a!.page).toBe(p.page);
          expect(String(a!.fieldValue)).toBe(CHECKS.has(p.key) ? 'Yes' : p.text);
          if (!CHECKS.has(p.key) && p.text.length > 6 && !fill.broker.includes(p.text)) expect(pageText.join(' ')).not.toContain(p.text);
        }
      }
    });

    it(`${layout}: decoys give no field, bytes repeat, seeds vary`, async () => {
      const a = await generateIndependent187(layout, 7, { style: 'typed' });
      const b = await generateIndependent187(layout, 7, { style: 'typed' });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      const h1 = await generateIndependent187(layout, 7, { style: 'handwritten' });
      const h2 = await generateIndependent187(layout, 7, { style: 'handwritten' });
      expect(Buffer.from(h1.pdf).equals(Buffer.from(h2.pdf))).toBe(true);
      expect(a.decoys.length).toBeGreaterThan(0);
      const truthText = JSON.stringify(a.truth);
      for (const d of a.decoys) {
        expect(Object.keys(d.fields)).toHaveLength(0);
        if (d.text.length > 5 && !/^\d/.test(d.text)) expect(truthText, d.key).not.toContain(JSON.stringify(d.text));
      }
      const names = new Set<string>();
      const owners = new Set<number>();
      for (let s = 1; s <= 12; s++) {
        const r = await generateIndependent187(layout, s, { style: 'typed' });
        names.add(r.truth.legal_name!);
        owners.add(r.truth.applicants.length);
      }
      expect(names.size).toBeGreaterThan(6);
      expect(owners.size).toBeGreaterThan(1);
    });
  }

  it('scans typed and handwritten forms into image-only PDFs', async () => {
    for (const [layout, style] of [['harbor', 'typed'], ['northbridge', 'handwritten']] as const) {
      const plain = await generateIndependent187(layout, 4, { style });
      const scan = await generateIndependent187(layout, 4, { style, scan: true });
      expect(scan.truth).toEqual(plain.truth);
      expect(Buffer.from(scan.pdf.slice(0, 5)).toString()).toBe('%PDF-');
      const doc = await open(scan.pdf);
      expect(doc.numPages).toBe(plain.pages);
      await doc.cleanup();
    }
  }, 60000);
});
