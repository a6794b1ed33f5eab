// Checks the independent174 generator against itself: every placed value is where it says (text layer or AcroForm
// field), the truth is what applications.md's rules read from the placed texts, decoys never read as real values,
// bytes are reproducible, styles share one truth, seeds vary and scans are PDFs.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent174, INDEPENDENT174_LAYOUT_NAMES, truthFrom, type Placed } from './index.ts';
import { ENTITY_TYPES, formCountry, INDUSTRY_REF, industryId, isoDate, moneyValue, readPlaced } from './reread.ts';
import { INDUSTRIES } from './pools.ts';

const FONTS = fileURLToPath(new URL('../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url));
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 7, 42];

interface Item { str: string; x: number; y: number }
interface Annot { fieldName?: string; fieldValue?: unknown; rect: number[]; checkBox?: boolean; exportValue?: string }

async function readPdf(pdf: Uint8Array): Promise<{ pages: number; items: Item[]; annots: Annot[] }> {
  const task = getDocument({ data: pdf.slice(), useSystemFonts: false, disableFontFace: true, standardFontDataUrl: FONTS });
  const doc = await task.promise;
  const page = await doc.getPage(1);
  const tc = await page.getTextContent();
  const items = (tc.items as { str?: string; transform?: number[] }[]).filter((i) => i.str !== undefined && i.transform)
    .map((i) => ({ str: i.str!, x: i.transform![4]!, y: i.transform![5]! }));
  const annots = (await page.getAnnotations()) as Annot[];
  const pages = doc.numPages;
  await task.destroy();
  return { pages, items, annots };
}

const inBox = (x: number, y: number, b: number[], tol = 1) => x >= b[0]! - tol && x <= b[2]! + tol && y >= b[1]! - tol && y <= b[3]! + tol;
const bare = (s: string) => s.replace(/\s+/g, '');
const textIn = (items: Item[], box: number[]) => items.filter((i) => inBox(i.x, i.y, box)).map((i) => i.str).join('');

function checkLocation(p: Placed, style: string, items: Item[], annots: Annot[]): void {
  expect(p.page).toBe(1);
  expect(p.box[0]).toBeLessThan(p.box[2]);
  expect(p.box[1]).toBeLessThan(p.box[3]);
  if (p.via === 'acroform') {
    const a = annots.find((x) => x.fieldName === p.acroform_field);
    expect(a, `${p.key}: field ${p.acroform_field}`).toBeDefined();
    const [x0, y0, x1, y1] = a!.rect as [number, number, number, number];
    expect(inBox((x0 + x1) / 2, (y0 + y1) / 2, p.box), `${p.key}: field inside its box`).toBe(true);
    if (a!.checkBox) {
      expect(a!.fieldValue).toBe(p.acroform_value ?? 'Yes');
      expect(bare(textIn(items, p.box))).toContain(bare(p.text));
    } else {
      expect(a!.fieldValue).toBe(p.text);
      expect(textIn(items, p.box).trim(), `${p.key}: no page text in a fillable value's box`).toBe('');
    }
    return;
  }
  const found = textIn(items, p.box);
  expect(bare(found), `${style} ${p.key} "${p.text}" at ${p.box.map((n) => n.toFixed(1)).join(',')}`).toContain(bare(p.text));
  if (p.via === 'check') {
    const xs = items.filter((i) => inBox(i.x, i.y, p.box) && i.str.trim() === 'X');
    expect(xs.length, `${style} checkbox mark for ${p.text}`).toBe(style === 'typed' ? 1 : 0);
  }
}

describe('independent174 compact dense forms', () => {
  it('has four layouts from four brokers, and rejects unknown layouts, styles and scanned fillables', async () => {
    expect(INDEPENDENT174_LAYOUT_NAMES).toHaveLength(4);
    const brokers = new Set<string>();
    for (const l of INDEPENDENT174_LAYOUT_NAMES) brokers.add((await generateIndependent174(l, 1, { style: 'typed' })).broker);
    expect(brokers.size).toBe(4);
    await expect(generateIndependent174('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent174(INDEPENDENT174_LAYOUT_NAMES[0]!, 1, { style: 'crayon' as 'typed' })).rejects.toThrow();
    await expect(generateIndependent174(INDEPENDENT174_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  it('curated industry phrases give the reference id by the longest contained alias', () => {
    for (const [text, id] of INDUSTRIES) expect(industryId(text), text).toBe(id);
    expect(INDUSTRY_REF.length).toBeGreaterThan(50);
    expect(ENTITY_TYPES.length).toBeGreaterThan(10);
  });

  for (const layout of INDEPENDENT174_LAYOUT_NAMES) {
    describe(layout, () => {
      it('places every value where it says, in every style, with one truth per seed', async () => {
        for (const seed of SEEDS) {
          let first: unknown = null;
          for (const style of STYLES) {
            const r = await generateIndependent174(layout, seed, { style });
            const { pages, items, annots } = await readPdf(r.pdf);
            expect(pages).toBe(1);
            expect(r.pages).toBe(1);
            for (const p of [...r.placed, ...r.decoys]) checkLocation(p, style, items, annots);
            if (style !== 'fillable') expect(annots.filter((a) => a.fieldName)).toHaveLength(0);
            expect(r.truth).toEqual(truthFrom(r.placed));
            if (first) expect(r.truth).toEqual(first);
            first = r.truth;
          }
        }
      });

      it('truth is what applications.md reads from the placed texts', async () => {
        for (const seed of [...SEEDS, 5, 9, 13, 21, 33, 77]) {
          const r = await generateIndependent174(layout, seed, { style: 'typed' });
          const country = formCountry(r.placed);
          expect(country).toBe(r.country);
          const legal = r.placed.find((p) => p.key === 'legal_name')?.text ?? null;
          const reread = r.placed.map((p) => ({ ...p, fields: readPlaced(p, { country, legal }) }));
          for (const [i, p] of r.placed.entries()) expect(reread[i]!.fields, `${layout}/${seed} ${p.key} "${p.text}"`).toEqual(p.fields);
          expect(truthFrom(reread)).toEqual(r.truth);
          const t = r.truth;
          expect(t.legal_name).toBeTruthy();
          expect(t.country).toBe(r.country === 'US' ? 'United States' : 'Canada');
          expect(t.applicants.length).toBeGreaterThan(0);
          expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
          for (const a of t.applicants) {
            if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
            if (a.tax_id === null) expect(a.tax_id_type).toBeNull();
          }
          // Every non-null scalar of the truth comes from a placed value.
          const given = new Set(r.placed.flatMap((p) => Object.keys(p.fields)));
          for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) expect(given.has(`application.${k}`), k).toBe(true);
        }
      });

      it('decoys never read as real values', async () => {
        for (const seed of [...SEEDS, 11, 12, 13, 14]) {
          const r = await generateIndependent174(layout, seed, { style: 'typed' });
          expect(r.decoys.length).toBeGreaterThan(15);
          const realTexts = new Set(r.placed.map((p) => bare(p.text).toLowerCase()));
          const realMoney = r.placed.filter((p) => /amount|payment/.test(p.key)).map((p) => moneyValue(p.text));
          const realDates = new Set(r.placed.map((p) => isoDate(p.text)).filter(Boolean));
          const realTax = new Set(r.placed.filter((p) => /tax_id|ssn|sin/.test(p.key)).map((p) => p.text.replace(/\D/g, '')));
          for (const d of r.decoys) {
            expect(Object.keys(d.fields)).toHaveLength(0);
            expect(realTexts.has(bare(d.text).toLowerCase()), `${d.key} "${d.text}"`).toBe(false);
            const m = moneyValue(d.text);
            if (m !== null && d.text.includes('$')) expect(realMoney, `${d.key} ${d.text}`).not.toContain(m);
            const dt = isoDate(d.text);
            if (dt) expect(realDates.has(dt), `${d.key} ${d.text}`).toBe(false);
            if (/^\d{9}$/.test(d.text)) expect(realTax.has(d.text)).toBe(false);
          }
          const keys = new Set(r.decoys.map((d) => d.key));
          for (const k of ['avg_balance', 'card_sales', 'rent', 'lease_date', 'last_advance_date', 'landlord', 'existing_funder', 'routing_number']) expect(keys.has(k), k).toBe(true);
        }
      });

      it('is reproducible to the byte, and seeds vary', async () => {
        for (const style of STYLES) {
          const a = await generateIndependent174(layout, 5, { style });
          const b = await generateIndependent174(layout, 5, { style });
          expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
          expect(a.placed).toEqual(b.placed);
        }
        const truths = await Promise.all([1, 2, 3, 4, 5, 6].map(async (s) => (await generateIndependent174(layout, s, { style: 'typed' })).truth));
        expect(new Set(truths.map((t) => JSON.stringify(t))).size).toBe(6);
        expect(new Set(truths.map((t) => t.legal_name)).size).toBeGreaterThan(3);
      });

      it('scans to an image-only PDF with the same truth', async () => {
        const plain = await generateIndependent174(layout, 3, { style: 'handwritten' });
        const scanned = await generateIndependent174(layout, 3, { style: 'handwritten', scan: true });
        expect(Buffer.from(scanned.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
        expect(scanned.truth).toEqual(plain.truth);
        const { pages, items } = await readPdf(scanned.pdf);
        expect(pages).toBe(1);
        expect(items.map((i) => i.str).join('').trim()).toBe('');
        const again = await generateIndependent174(layout, 3, { style: 'handwritten', scan: true });
        expect(Buffer.from(again.pdf).equals(Buffer.from(scanned.pdf))).toBe(true);
      }, 60_000);
    });
  }
});
