// Set 169 checks itself: every placed value and decoy is where it says (page text or AcroForm field), re-reading
// the placed text by applications.md's rules (read.ts) gives the truth, decoys never equal real values, bytes are
// reproducible, the three styles share one truth, scans keep it, and seeds vary.
import { describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent169, INDEPENDENT169_LAYOUT_NAMES, type Generated169 } from './index.ts';
import { luhnOk } from './ids.ts';
import { readApplication } from './read.ts';
import type { Placed } from './draw.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2];
const cache = new Map<string, Promise<Generated169>>();
const gen = (layout: string, seed: number, style: (typeof STYLES)[number]) => {
  const k = `${layout}:${seed}:${style}`;
  if (!cache.has(k)) cache.set(k, generateIndependent169(layout, seed, { style }));
  return cache.get(k)!;
};

interface Item { str: string; x: number; y: number; w: number }
interface Page { text: string; items: Item[]; fields: Map<string, { value: unknown; exportValue?: string; checkBox: boolean; rect: number[] }> }
async function read(pdf: Uint8Array): Promise<Page[]> {
  const task = pdfjs.getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const pages: Page[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const items = (await page.getTextContent()).items.filter((it) => 'str' in it).map((it) => ({ str: it.str, x: it.transform[4] as number, y: it.transform[5] as number, w: it.width }));
    const fields = new Map<string, Page['fields'] extends Map<string, infer V> ? V : never>();
    for (const a of await page.getAnnotations()) {
      if (a.fieldName) fields.set(a.fieldName, { value: a.fieldValue, exportValue: a.exportValue, checkBox: Boolean(a.checkBox), rect: a.rect });
    }
    pages.push({ text: items.map((it) => it.str).join(''), items, fields });
  }
  await task.destroy();
  return pages;
}

const squeeze = (s: string): string => s.replace(/\s+/g, '');
const norm = (s: string): string => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, ' ').trim();
const digits = (s: string): string => s.replace(/\D/g, '');
/** A text run crossing the box, with room for a handwritten value's shift and rotation (2.5 degrees along its width);
 *  pdf.js may merge neighbouring runs into one item, so a run only has to overlap the box. */
const near = (box: number[], it: Item): boolean => {
  const padY = 6 + (box[2]! - box[0]!) * 0.045;
  return it.x <= box[2]! + 6 && it.x + it.w >= box[0]! - 6 && it.y >= box[1]! - padY && it.y <= box[3]! + padY;
};

function expectWhere(p: Placed, pages: Page[]): void {
  const page = pages[p.page - 1]!;
  const at = `${p.key} "${p.text}"`;
  expect(p.box[0] >= 0 && p.box[2] <= 612 && p.box[1] >= 0 && p.box[3] <= 792 && p.box[0] < p.box[2] && p.box[1] < p.box[3], at).toBe(true);
  if (p.via === 'text') {
    const inBox = page.items.filter((it) => near(p.box, it)).map((it) => it.str).join('');
    expect(squeeze(inBox), at).toContain(squeeze(p.text));
  } else if (p.via === 'checkbox') {
    expect(squeeze(page.text), at).toContain(squeeze(p.text));
  } else {
    const f = page.fields.get(p.acroform_field!);
    expect(f, at).toBeDefined();
    f!.rect.forEach((v, i) => expect(Math.abs(v - p.box[i]!), at).toBeLessThan(1));
    if (p.via === 'acroform') expect(f!.value, at).toBe(p.text);
    else {
      expect([f!.checkBox, f!.value, f!.exportValue], at).toEqual([true, p.acroform_value, p.acroform_value]);
      expect(squeeze(page.text), at).toContain(squeeze(p.text));
    }
  }
}

function realValues(r: Generated169): string[] {
  const { applicants, ...rest } = r.truth;
  const vals = [...Object.values(rest), ...applicants.flatMap((a) => Object.values(a))].filter((v) => v !== null).map(String);
  return [...vals, ...r.placed.map((p) => p.text)];
}

describe('independent set 169: industry-specific application forms', () => {
  for (const layout of INDEPENDENT169_LAYOUT_NAMES) {
    it(`${layout}: values and decoys are on their page or in their field, and read back as the truth`, async () => {
      for (const seed of SEEDS) for (const style of STYLES) {
        const r = await gen(layout, seed, style);
        const pages = await read(r.pdf);
        expect(pages.length).toBe(r.pages);
        for (const p of [...r.placed, ...r.decoys]) expectWhere(p, pages);
        expect(readApplication(r.placed)).toEqual(r.truth);
        if (style === 'fillable') {
          const all = squeeze(pages.map((p) => p.text).join(''));
          for (const p of r.placed.filter((x) => x.via === 'acroform' && x.text.length >= 5 && ['legal_name', 'business_tax_id', 'money', 'owner_name', 'owner_tax_id', 'date'].includes(x.rule))) {
            expect(all, `${p.key} must live only in its field`).not.toContain(squeeze(p.text));
          }
        }
      }
    });

    it(`${layout}: decoys never equal a real value`, async () => {
      for (const seed of [...SEEDS, 3, 4, 5, 6]) {
        const r = await gen(layout, seed, 'typed');
        const real = realValues(r);
        const realNorm = new Set(real.map(norm)), realDigits = new Set(real.map(digits).filter((d) => d.length >= 3));
        const numbers = [r.truth.requested_amount, r.truth.requested_payment, r.truth.number_of_payments].filter((n) => n !== null);
        for (const d of r.decoys) {
          expect(realNorm.has(norm(d.text)), d.key).toBe(false);
          if (digits(d.text).length >= 3) expect(realDigits.has(digits(d.text)), `${d.key} ${d.text}`).toBe(false);
          const n = Number(d.text.replace(/CAD|\$|,|\s/g, ''));
          if (Number.isFinite(n)) expect(numbers, d.key).not.toContain(n);
          expect(Object.keys(d.fields)).toEqual([]);
        }
        expect(r.decoys.length).toBeGreaterThan(12);
      }
    });

    it(`${layout}: one truth and one set of printed values across the three styles; bytes reproduce`, async () => {
      for (const seed of SEEDS) {
        const [t, h, f] = await Promise.all(STYLES.map((s) => gen(layout, seed, s)));
        expect(h!.truth).toEqual(t!.truth);
        expect(f!.truth).toEqual(t!.truth);
        expect(h!.placed.map((p) => p.text)).toEqual(t!.placed.map((p) => p.text));
        expect(f!.decoys.map((p) => p.text)).toEqual(t!.decoys.map((p) => p.text));
      }
      for (const style of STYLES) {
        const again = await generateIndependent169(layout, SEEDS[0]!, { style });
        expect(Buffer.from(again.pdf).equals(Buffer.from((await gen(layout, SEEDS[0]!, style)).pdf)), style).toBe(true);
      }
    });
  }

  it('seeds vary, and the truths cover the hard cases', async () => {
    const all: Generated169[] = [];
    for (const layout of INDEPENDENT169_LAYOUT_NAMES) {
      const rs = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((s) => gen(layout, s, 'typed')));
      expect(new Set(rs.map((r) => r.truth.legal_name)).size).toBeGreaterThan(7);
      if (layout !== 'chairside-practice') expect(new Set(rs.map((r) => r.country))).toEqual(new Set(['US', 'CA']));
      all.push(...rs);
    }
    const owners = all.flatMap((r) => r.truth.applicants);
    expect(new Set(all.map((r) => r.truth.applicants.length))).toEqual(new Set([1, 2, 3, 4]));
    expect(owners.some((a) => a.tax_id === null)).toBe(true);
    expect(owners.some((a) => a.tax_id_type === 'SIN')).toBe(true);
    expect(owners.some((a) => /[ '-]/.test(a.last_name ?? ''))).toBe(true);
    expect(all.some((r) => r.truth.business_tax_id_type === 'BN' && /[A-Z]/.test(r.truth.business_tax_id ?? ''))).toBe(true);
    expect(all.some((r) => r.truth.trade_name === null && r.placed.some((p) => p.rule === 'trade_name'))).toBe(true);
    expect(all.some((r) => r.truth.number_of_payments === null)).toBe(true);
    expect(all.some((r) => r.truth.business_start_date === null)).toBe(true);
    for (const r of all) {
      const t = r.truth;
      expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
      for (const a of t.applicants) if (a.credit_score !== null) expect(a.credit_score >= 300 && a.credit_score <= 850).toBe(true);
      if (t.business_start_date) expect(t.business_start_date < '2024-06-01').toBe(true);
      if (t.business_tax_id_type === 'BN') expect(luhnOk(t.business_tax_id!.slice(0, 9))).toBe(true);
      for (const a of t.applicants) if (a.tax_id_type === 'SIN') expect(luhnOk(a.tax_id!)).toBe(true);
      expect([t.state_region, t.country, t.legal_name, t.requested_amount].includes(null)).toBe(false);
    }
  });

  it('scans keep the truth and lose the text layer', async () => {
    for (const [layout, seed, style] of [['open-road-trucking', 1, 'typed'], ['tablestakes-restaurant', 2, 'handwritten']] as const) {
      const clean = await gen(layout, seed, style);
      const scanned = await generateIndependent169(layout, seed, { style, scan: true });
      expect(scanned.truth).toEqual(clean.truth);
      expect(scanned.placed).toEqual(clean.placed);
      expect(scanned.pages).toBe(clean.pages);
      const pages = await read(scanned.pdf);
      expect(pages.length).toBe(clean.pages);
      expect(pages.every((p) => p.text.trim() === '')).toBe(true);
    }
  }, 120_000);

  it('rejects unknown layouts and styles, and scans of fillable forms', async () => {
    await expect(generateIndependent169('no-such-layout', 1, { style: 'typed' })).rejects.toThrow(/unknown layout/);
    await expect(generateIndependent169('keystone-contractor', 1, { style: 'crayon' as never })).rejects.toThrow(/unknown style/);
    await expect(generateIndependent169('keystone-contractor', 1, { style: 'fillable', scan: true })).rejects.toThrow(/fillable/);
  });
});
