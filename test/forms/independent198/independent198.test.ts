// The generator's own checks: every recorded value is on its page inside its box (page text for typed and
// handwritten, the AcroForm field's value for fillable), decoys carry no truth value, the truth covers exactly what is
// printed, bytes repeat per seed, the three styles share one truth, and a scan runs.
import { describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent198, INDEPENDENT198_LAYOUT_NAMES, type Placed } from './index.ts';

interface Item { str: string; x: number; y: number }
interface Page { items: Item[]; fields: Map<string, unknown> }

async function readPdf(pdf: Uint8Array): Promise<Page[]> {
  const task = pdfjs.getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const pages: Page[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    const items = (tc.items as any[]).filter((i) => 'str' in i).map((i) => ({ str: i.str as string, x: i.transform[4] as number, y: i.transform[5] as number }));
    const fields = new Map<string, unknown>();
    for (const a of await page.getAnnotations()) if (a.fieldName) fields.set(a.fieldName, a.fieldValue);
    pages.push({ items, fields });
  }
  await task.destroy();
  return pages;
}

const squash = (s: string): string => s.replace(/\s+/g, '');

/** The page text whose origin lies inside the box, in reading order. */
function textIn(page: Page, box: number[]): string {
  const [x0, y0, x1, y1] = box as [number, number, number, number];
  return page.items.filter((i) => i.x >= x0 && i.x <= x1 && i.y >= y0 && i.y <= y1).map((i) => i.str).join('');
}

function expectPlaced(pages: Page[], p: Placed): void {
  const page = pages[p.page - 1]!;
  if (p.via === 'acroform') expect(page.fields.get(p.acroform_field!), p.key).toBe(p.text);
  if (p.via === 'acroform_checkbox') expect(page.fields.get(p.acroform_field!), p.key).toBe('Yes');
  // A checkbox's label is printed text in every style; a typed or handwritten value is page text in its box.
  if (p.via !== 'acroform') expect(squash(textIn(page, p.box)), `${p.key} on page ${p.page}`).toContain(squash(p.text));
}

/** Every string and number of the truth, normalised, with the field it came from. */
function truthValues(t: TruthApplication): Map<string, string> {
  const out = new Map<string, string>();
  const add = (k: string, v: unknown): void => { if (v !== null && v !== undefined) out.set(String(v).toLowerCase().replace(/[^a-z0-9]/g, ''), k); };
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants') add(k, v);
  t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) add(`applicants[${i}].${k}`, v); add(`applicants[${i}].name`, `${a.first_name}${a.last_name}`); });
  return out;
}

/** The truth fields a placed key gives. */
function fieldsOf(key: string): string[] {
  const k = key.split('#')[0]!;
  const name = /^(applicants\[\d+\])\.name$/.exec(k);
  return name ? [`${name[1]}.first_name`, `${name[1]}.last_name`] : [k];
}

const SEEDS = [1, 2, 3, 7];

describe('independent198: form-builder exports', () => {
  for (const layout of INDEPENDENT198_LAYOUT_NAMES) {
    it(`${layout}: values and decoys are where recorded, in every style`, async () => {
      for (const seed of SEEDS) {
        const typed = await generateIndependent198(layout, seed, { style: 'typed' });
        expect(typed.pages).toBeGreaterThanOrEqual(2);
        for (const style of ['typed', 'handwritten', 'fillable'] as const) {
          const g = style === 'typed' ? typed : await generateIndependent198(layout, seed, { style });
          expect(g.truth, `${layout} ${seed} ${style} truth`).toEqual(typed.truth);
          expect(g.placed.map((p) => [p.key, p.text])).toEqual(typed.placed.map((p) => [p.key, p.text]));
          const pages = await readPdf(g.pdf);
          expect(pages.length).toBe(g.pages);
          for (const p of [...g.placed, ...g.decoys]) expectPlaced(pages, p);
          if (style === 'fillable') {
            const all = pages.flatMap((p) => p.items.map((i) => i.str)).join(' ');
            expect(all).not.toContain(g.truth.legal_name!);
          }
        }
      }
    });

    it(`${layout}: the truth is exactly what is printed, and decoys give no truth value`, async () => {
      for (let seed = 1; seed <= 40; seed++) {
        const g = await generateIndependent198(layout, seed, { style: 'typed' });
        const t = g.truth;
        expect(t.legal_name && t.type_of_entity && t.industry && t.business_tax_id && t.state_region && t.country).toBeTruthy();
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        const printed = new Set(g.placed.flatMap((p) => fieldsOf(p.key)));
        const derived = new Set(['country', 'business_tax_id_country', 'business_tax_id_type']);
        for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null && !derived.has(k)) expect(printed.has(k), `${layout} ${seed}: ${k} printed`).toBe(true);
        t.applicants.forEach((a, i) => {
          for (const [k, v] of Object.entries(a)) {
            if (v === null || k === 'tax_id_type' || k === 'tax_id_country') continue;
            expect(printed.has(`applicants[${i}].${k}`), `${layout} ${seed}: applicant ${i} ${k}`).toBe(true);
          }
        });
        const values = truthValues(t);
        for (const d of g.decoys) {
          const k = d.text.toLowerCase().replace(/[^a-z0-9]/g, '');
          expect(values.get(k), `${layout} ${seed}: decoy ${d.key} = ${d.text}`).toBeUndefined();
        }
      }
    });
  }

  it('repeats bytes per seed and varies between seeds', async () => {
    for (const layout of INDEPENDENT198_LAYOUT_NAMES) {
      for (const style of ['typed', 'handwritten', 'fillable'] as const) {
        const a = await generateIndependent198(layout, 5, { style }), b = await generateIndependent198(layout, 5, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), `${layout} ${style}`).toBe(true);
      }
      const one = await generateIndependent198(layout, 11, { style: 'typed' }), two = await generateIndependent198(layout, 12, { style: 'typed' });
      expect(one.truth).not.toEqual(two.truth);
    }
  });

  it('varies owners, countries, optional fields and entities across seeds', async () => {
    const owners = new Set<number>(), countries = new Set<string>(), entities = new Set<string>(), withPayment = new Set<boolean>();
    for (const layout of INDEPENDENT198_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 30; seed++) {
        const g = await generateIndependent198(layout, seed, { style: 'typed' });
        owners.add(g.truth.applicants.length); countries.add(g.country); entities.add(g.truth.type_of_entity!);
        withPayment.add(g.truth.payment_frequency !== null);
      }
    }
    expect(owners.size).toBeGreaterThanOrEqual(3);
    expect([...countries].sort()).toEqual(['CA', 'US']);
    expect(entities.size).toBeGreaterThanOrEqual(6);
    expect(withPayment.size).toBe(2);
  });

  it('scans typed and handwritten forms, and refuses to scan a fillable one', async () => {
    const g = await generateIndependent198(INDEPENDENT198_LAYOUT_NAMES[2]!, 4, { style: 'handwritten', scan: true });
    const plain = await generateIndependent198(INDEPENDENT198_LAYOUT_NAMES[2]!, 4, { style: 'handwritten' });
    expect(Buffer.from(g.pdf.slice(0, 5)).toString()).toBe('%PDF-');
    expect(g.truth).toEqual(plain.truth);
    const pages = await readPdf(g.pdf);
    expect(pages.length).toBe(plain.pages);
    await expect(generateIndependent198(INDEPENDENT198_LAYOUT_NAMES[0]!, 4, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120_000);
});
