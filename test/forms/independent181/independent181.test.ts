// Checks of the set-181 generator itself (no reader is measured here): values are where `placed` says, decoys give
// no field, the truth follows from what was printed, bytes are reproducible, the three styles share one truth, seeds
// vary, scans work, and the word lists read as applications.md says against the reference files.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from './data.ts';
import { generateIndependent181, INDEPENDENT181_LAYOUT_NAMES, truthFrom, type Placed } from './index.ts';
import { CA_ENTITIES, US_ENTITIES } from './model.ts';

const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
const SEEDS = [1, 2, 3, 4, 5];
const REF = '/work/shared/reference';

interface Item { str: string; x: number; y: number }

/** The document and a close() that frees it (pdf.js keeps a worker-side copy otherwise). */
async function open(pdf: Uint8Array) {
  const task = pdfjs.getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  return Object.assign(doc, { close: () => task.destroy() });
}

async function texts(pdf: Uint8Array): Promise<Item[][]> {
  const doc = await open(pdf);
  const pages: Item[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const tc = await (await doc.getPage(p)).getTextContent();
    pages.push((tc.items as { str: string; transform: number[] }[]).filter((i) => i.str.trim()).map((i) => ({ str: i.str, x: i.transform[4]!, y: i.transform[5]! })));
  }
  await doc.close();
  return pages;
}

async function widgets(pdf: Uint8Array): Promise<any[][]> {
  const doc = await open(pdf);
  const pages: any[][] = [];
  for (let p = 1; p <= doc.numPages; p++) pages.push(await (await doc.getPage(p)).getAnnotations());
  await doc.close();
  return pages;
}

const inBox = (i: Item, b: number[], tol = 1.5) => i.x >= b[0]! - tol && i.x <= b[2]! + tol && i.y >= b[1]! - tol && i.y <= b[3]! + tol;
const squash = (s: string) => s.replace(/\s+/g, '');

function checkPrinted(pages: Item[][], all: Placed[], style: string): void {
  for (const p of all) {
    const here = pages[p.page - 1]!.filter((i) => inBox(i, p.box));
    const got = squash(here.map((i) => i.str).join(''));
    if (p.via === 'text') expect(got, `${style} ${p.key}`).toBe(squash(p.text));
    else if (style === 'typed') expect(got, `${style} ${p.key} mark`).toBe('X');
    else expect(got, `${style} ${p.key} drawn mark`).toBe('');
  }
}

describe('independent181 generator', () => {
  it('has four layouts from four brokers and rejects unknown layouts, styles and fillable scans', async () => {
    expect(INDEPENDENT181_LAYOUT_NAMES).toHaveLength(4);
    const brokers = new Set<string>();
    for (const l of INDEPENDENT181_LAYOUT_NAMES) brokers.add((await generateIndependent181(l, 1, { style: 'typed' })).broker);
    expect(brokers.size).toBe(4);
    await expect(generateIndependent181('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent181('cedar', 1, { style: 'ink' as never })).rejects.toThrow();
    await expect(generateIndependent181('cedar', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  for (const layout of INDEPENDENT181_LAYOUT_NAMES) {
    it(`${layout}: values sit where placed says, in all three styles, with one truth`, async () => {
      for (const seed of SEEDS) {
        const typed = await generateIndependent181(layout, seed, { style: 'typed' });
        const hand = await generateIndependent181(layout, seed, { style: 'handwritten' });
        const fill = await generateIndependent181(layout, seed, { style: 'fillable' });
        expect(hand.truth).toEqual(typed.truth);
        expect(fill.truth).toEqual(typed.truth);
        const summary = (r: typeof typed) => [...r.placed, ...r.decoys].map((p) => [p.key, p.text, p.page]);
        expect(summary(hand)).toEqual(summary(typed));
        expect(summary(fill)).toEqual(summary(typed));
        expect(truthFrom(typed.placed, typed.truth.applicants.length)).toEqual(typed.truth);
        checkPrinted(await texts(typed.pdf), [...typed.placed, ...typed.decoys], 'typed');
        checkPrinted(await texts(hand.pdf), [...hand.placed, ...hand.decoys], 'handwritten');

        // Fillable: every value is a widget with /V at its box, and the page text holds none of the merchant's values.
        const ws = await widgets(fill.pdf);
        for (const p of [...fill.placed, ...fill.decoys]) {
          const w = ws[p.page - 1]!.find((a) => a.fieldName === p.acroform_field);
          expect(w, `${p.key} widget`).toBeTruthy();
          w.rect.forEach((v: number, k: number) => expect(Math.abs(v - p.box[k]!)).toBeLessThan(0.6));
          if (p.via === 'acroform_checkbox') expect([w.checkBox, w.fieldValue]).toEqual([true, 'Yes']);
          else expect(w.fieldValue).toBe(p.text);
        }
        const pageText = (await texts(fill.pdf)).flat().map((i) => i.str).join(' ');
        const secret = [fill.truth.legal_name, ...fill.placed.filter((p) => /tax_id|first_name/.test(Object.keys(p.fields).join())).map((p) => p.text)];
        for (const s of secret) if (s) expect(pageText.includes(s), `${s} in fillable page text`).toBe(false);
      }
    });

    it(`${layout}: decoys give no field and are none of the truth's names, numbers or amounts`, async () => {
      for (const seed of SEEDS) {
        const r = await generateIndependent181(layout, seed, { style: 'typed' });
        const t = r.truth;
        const names = new Set([t.legal_name, t.trade_name, ...r.placed.filter((p) => 'application.applicants[0].first_name' in p.fields
          || /first_name/.test(Object.keys(p.fields).join())).map((p) => p.text)].filter(Boolean));
        const numbers = new Set([t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter(Boolean));
        for (const d of r.decoys) {
          expect(Object.keys(d.fields)).toEqual([]);
          expect(names.has(d.text), d.key).toBe(false);
          expect(numbers.has(d.text.replace(/\D/g, '')), d.key).toBe(false);
          if (t.requested_amount !== null) expect(Number(d.text.replace(/[^0-9.]/g, '')) === t.requested_amount && /amount|balance/.test(d.key)).toBe(false);
        }
      }
    });
  }

  it('follows applications.md in the truth: types, formats and sums', async () => {
    for (const layout of INDEPENDENT181_LAYOUT_NAMES) {
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const { truth: t, country } = await generateIndependent181(layout, seed, { style: 'typed' });
        expect(t.legal_name).toBeTruthy();
        expect(t.country).toBe(country === 'US' ? 'United States' : 'Canada');
        expect(t.business_tax_id_country).toBe(country);
        expect(t.business_tax_id).toMatch(country === 'US' ? /^\d{9}$/ : /^\d{9}R[CT]0001$/);
        if (t.business_start_date) expect(t.business_start_date).toMatch(/^(199|20[0-2])\d-\d\d-\d\d$/);
        expect(typeof t.requested_amount).toBe('number');
        if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
        expect(t.applicants.length).toBeGreaterThan(0);
        expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        for (const a of t.applicants) {
          expect(a.first_name && a.last_name && a.role).toBeTruthy();
          expect(a.first_name).not.toMatch(/\s[A-Z]\.$|,/);
          if (a.tax_id) expect(a.tax_id_type).toBe(country === 'US' ? (a.tax_id.startsWith('9') ? 'ITIN' : 'SSN') : 'SIN');
          else expect([a.tax_id_type, a.tax_id_country]).toEqual([null, null]);
        }
      }
    }
  });

  it('is reproducible per seed and varies between seeds', async () => {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      const a = await generateIndependent181('keystone', 7, { style });
      const b = await generateIndependent181('keystone', 7, { style });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    }
    for (const layout of INDEPENDENT181_LAYOUT_NAMES) {
      const runs = await Promise.all(Array.from({ length: 12 }, (_, i) => generateIndependent181(layout, 100 + i, { style: 'typed' })));
      expect(new Set(runs.map((r) => r.truth.legal_name)).size).toBeGreaterThan(9);
      expect(new Set(runs.map((r) => r.truth.applicants.length)).size).toBeGreaterThan(1);
      expect(new Set(runs.map((r) => r.truth.payment_frequency === null)).size).toBe(2);
      expect(new Set(runs.map((r) => r.truth.state_region)).size).toBeGreaterThan(3);
    }
  });

  it('scans typed and handwritten forms into image-only PDFs with the same truth', async () => {
    for (const [layout, style] of [['northway', 'typed'], ['cedar', 'handwritten']] as const) {
      const plain = await generateIndependent181(layout, 2, { style });
      const scan = await generateIndependent181(layout, 2, { style, scan: true });
      expect(scan.truth).toEqual(plain.truth);
      expect(scan.pages).toBe(plain.pages);
      const doc = await open(scan.pdf);
      expect(doc.numPages).toBe(plain.pages);
      await doc.close();
      expect((await texts(scan.pdf)).flat()).toEqual([]);
    }
  }, 60_000);

  it('word lists read as applications.md says against the reference files', () => {
    if (!existsSync(`${REF}/industries.json`)) return;
    const ind = JSON.parse(readFileSync(`${REF}/industries.json`, 'utf8')).items as { id: string; label: string; aliases: string[] }[];
    const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const [text, id] of INDUSTRIES) {
      let best: [string, number] | null = null;
      for (const e of ind) for (const c of [e.label, ...e.aliases]) {
        if (new RegExp(`(?<![A-Za-z0-9])${esc(c.toLowerCase())}(?![A-Za-z0-9])`).test(text.toLowerCase()) && (!best || c.length > best[1])) best = [e.id, c.length];
      }
      expect(best?.[0], text).toBe(id);
    }
    const ents = JSON.parse(readFileSync(`${REF}/entity-types.json`, 'utf8')).items as { id: string; label: string; aliases: string[]; countries: string[] }[];
    const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
    for (const [country, list] of [['US', US_ENTITIES], ['CA', CA_ENTITIES]] as const) {
      for (const [e] of list) {
        for (const text of [...e.free, ...(e.other ?? []), ...(e.option === 'Other' ? [] : [e.option])]) {
          const hits = ents.filter((x) => x.countries.includes(country) && [x.id, x.label, ...x.aliases].some((a) => norm(a) === norm(text)));
          expect(hits.map((h) => h.id), `${country} ${text}`).toContain(e.id);
          expect(hits.length === 1 || ['corporation', 'inc', 'corp', 'ltd'].includes(norm(text)), `${country} ${text} ambiguous`).toBe(true);
        }
      }
    }
  });
});
