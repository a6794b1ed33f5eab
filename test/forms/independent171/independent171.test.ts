// Checks the independent171 generator against its own output: every placed value (and decoy) is on its page where it
// says (pdfjs-dist's legacy build: text items and AcroForm fields), the truth is what applications.md's rules read
// from the placed texts, decoys never equal real values, and bytes, styles, seeds and scans behave.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent171, INDEPENDENT171_LAYOUT_NAMES, truthFrom, type Placed } from './index.ts';
import { reread } from './reread.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5, 6];

interface Item { s: string; x: number; y: number; rotated: boolean }
interface Annot { fieldName: string; fieldValue: unknown; rect: number[]; checkBox?: boolean; exportValue?: string }
interface PageRead { items: Item[]; annots: Annot[] }

async function read(pdf: Uint8Array): Promise<PageRead[]> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const pages: PageRead[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    const items = (tc.items as { str?: string; transform?: number[] }[]).filter((t) => t.str && t.transform)
      .map((t) => ({ s: t.str!, x: t.transform![4]!, y: t.transform![5]!, rotated: Math.abs(t.transform![1]!) > 1e-3 }));
    pages.push({ items, annots: (await page.getAnnotations()) as unknown as Annot[] });
  }
  await task.destroy();
  return pages;
}

const squash = (s: string) => s.replace(/\s+/g, '');
const inBox = (x: number, y: number, b: number[], pad = 1.5) => x >= b[0]! - pad && x <= b[2]! + pad && y >= b[1]! - pad && y <= b[3]! + pad;
const textIn = (pg: PageRead, box: number[]) => pg.items.filter((t) => inBox(t.x, t.y, box)).map((t) => t.s).join('');

function located(p: Placed, pages: PageRead[], style: string): string | null {
  const pg = pages[p.page - 1];
  if (!pg) return `page ${p.page} missing`;
  if (style === 'fillable' && p.acroform_field) {
    const a = pg.annots.find((x) => x.fieldName === p.acroform_field);
    if (!a) return `no field ${p.acroform_field}`;
    if (p.acroform_value) { if (!a.checkBox || a.fieldValue !== p.acroform_value) return `checkbox ${p.acroform_field} is ${String(a.fieldValue)}`; }
    else if (a.fieldValue !== p.text) return `field ${p.acroform_field} holds ${String(a.fieldValue)}`;
    // A text field's widget is the value's box; a checkbox's widget is the square inside the box that also holds its label.
    const off = p.acroform_value ? !(inBox(a.rect[0]!, a.rect[1]!, p.box, 0.6) && inBox(a.rect[2]!, a.rect[3]!, p.box, 0.6))
      : a.rect.some((v, i) => Math.abs(v - p.box[i]!) > 0.6);
    if (off) return `field ${p.acroform_field} rect ${a.rect.join(',')} vs ${p.box.join(',')}`;
    if (p.acroform_value && !squash(textIn(pg, p.box)).includes(squash(p.text))) return `checkbox label ${p.text} not beside its field`;
    return null;
  }
  const got = squash(textIn(pg, p.box));
  return got.includes(squash(p.text)) ? null : `${p.key} "${p.text}" not in box (found "${got}")`;
}

describe('independent171 generator', () => {
  it('has four layouts and refuses unknown layouts, styles and scanned fillable forms', async () => {
    expect(INDEPENDENT171_LAYOUT_NAMES).toHaveLength(4);
    await expect(generateIndependent171('nope', 1, { style: 'typed' })).rejects.toThrow(/unknown layout/);
    await expect(generateIndependent171(INDEPENDENT171_LAYOUT_NAMES[0]!, 1, { style: 'scribbled' as 'typed' })).rejects.toThrow(/unknown style/);
    await expect(generateIndependent171(INDEPENDENT171_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow(/cannot be scanned/);
  });

  for (const layout of INDEPENDENT171_LAYOUT_NAMES) {
    describe(layout, () => {
      it('places every value and decoy where it says, in every style', async () => {
        for (const seed of SEEDS) for (const style of STYLES) {
          const r = await generateIndependent171(layout, seed, { style });
          const pages = await read(r.pdf);
          expect(pages.length).toBe(r.pages);
          const errors = [...r.placed, ...r.decoys].map((p) => located(p, pages, style)).filter(Boolean);
          expect(errors, `${layout} ${seed} ${style}`).toEqual([]);
          if (style === 'fillable') {
            // Values live only in the fields: no page text item is a real value; every widget has an appearance.
            const pageItems = new Set(pages.flatMap((pg) => pg.items.map((t) => squash(t.s))));
            for (const p of r.placed) if (!p.acroform_value) expect(pageItems.has(squash(p.text)), p.text).toBe(false);
            const raw = Buffer.from(r.pdf).toString('latin1');
            const widgets = raw.match(/\/Subtype \/Widget/g)?.length ?? 0;
            expect(widgets).toBeGreaterThan(r.placed.length);
            expect(raw.match(/\/AP <</g)?.length).toBe(widgets);
            expect(raw.match(/\/NeedAppearances true/)).toBeNull();
          }
          if (style === 'handwritten') {
            expect(pages.flatMap((pg) => pg.items).some((t) => t.rotated)).toBe(true);
            for (const p of r.placed.filter((q) => q.via === 'checkbox')) {
              // A checked box's mark is drawn, never text: the box's text is its label only.
              expect(squash(textIn(pages[p.page - 1]!, p.box))).toBe(squash(p.text));
            }
          }
        }
      });

      it('gives a truth that is exactly the rules\' reading of the placed texts', async () => {
        for (const seed of SEEDS) {
          const r = await generateIndependent171(layout, seed, { style: 'typed' });
          expect(truthFrom(r.placed)).toEqual(r.truth);
          const reread_: Placed[] = r.placed.map((p) => ({ ...p, fields: reread(p.key, p.text, p.label, r.country) }));
          for (const [i, p] of r.placed.entries()) expect(reread_[i]!.fields, `${p.key} "${p.text}"`).toEqual(p.fields);
          expect(truthFrom(reread_)).toEqual(r.truth);
          const t = r.truth;
          expect(t.legal_name).toBeTruthy();
          expect(t.applicants.length).toBeGreaterThan(0);
          expect(t.country).toBe(r.country === 'US' ? 'United States' : 'Canada');
          expect(t.business_tax_id_country).toBe(r.country);
          for (const a of t.applicants) {
            expect(a.first_name).toBeTruthy();
            if (a.tax_id === null) expect(a.tax_id_type).toBeNull();
          }
          expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
          if (t.trade_name !== null) expect(t.trade_name).not.toBe(t.legal_name);
        }
      });

      it('prints decoys that never equal a real value', async () => {
        for (const seed of SEEDS) {
          const r = await generateIndependent171(layout, seed, { style: 'typed' });
          const real = new Set(r.placed.filter((p) => p.via !== 'checkbox').map((p) => squash(p.text).toLowerCase()));
          const values = new Set(Object.values(r.truth).concat(r.truth.applicants.flatMap((a) => Object.values(a))).filter((v) => v !== null).map((v) => squash(String(v)).toLowerCase()));
          expect(r.decoys.length).toBeGreaterThan(8);
          for (const d of r.decoys) {
            expect(Object.keys(d.fields)).toHaveLength(0);
            const k = squash(d.text).toLowerCase();
            expect(real.has(k), `decoy ${d.key} "${d.text}"`).toBe(false);
            expect(values.has(k), `decoy ${d.key} "${d.text}"`).toBe(false);
            const digits = d.text.replace(/\D/g, '');
            if (digits.length >= 6 && !/[$.]/.test(d.text)) expect(values.has(digits), `decoy ${d.key} digits`).toBe(false);
          }
        }
      });

      it('is reproducible, shares one truth across styles, and varies with the seed', async () => {
        const a = await generateIndependent171(layout, 7, { style: 'handwritten' });
        const b = await generateIndependent171(layout, 7, { style: 'handwritten' });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        const f1 = await generateIndependent171(layout, 7, { style: 'fillable' });
        const f2 = await generateIndependent171(layout, 7, { style: 'fillable' });
        expect(Buffer.from(f1.pdf).equals(Buffer.from(f2.pdf))).toBe(true);
        const typed = await generateIndependent171(layout, 7, { style: 'typed' });
        expect(a.truth).toEqual(typed.truth);
        expect(f1.truth).toEqual(typed.truth);
        expect(f1.placed.map((p) => p.text)).toEqual(typed.placed.map((p) => p.text));
        const names = new Set<string>();
        for (const seed of SEEDS) names.add(JSON.stringify((await generateIndependent171(layout, seed, { style: 'typed' })).truth));
        expect(names.size).toBe(SEEDS.length);
      });
    });
  }

  it('scans typed and handwritten forms into image-only PDFs', async () => {
    for (const [layout, style] of [[INDEPENDENT171_LAYOUT_NAMES[0]!, 'typed'], [INDEPENDENT171_LAYOUT_NAMES[1]!, 'handwritten']] as const) {
      const plain = await generateIndependent171(layout, 11, { style });
      const scan = await generateIndependent171(layout, 11, { style, scan: true });
      expect(Buffer.from(scan.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
      expect(scan.truth).toEqual(plain.truth);
      const pages = await read(scan.pdf);
      expect(pages.length).toBe(plain.pages);
      expect(pages.flatMap((p) => p.items)).toHaveLength(0);
    }
  }, 120_000);
});
