// The set-182 generator checked against itself: every value is where `placed` says (page text for typed and
// handwritten, AcroForm fields for fillable, and never in the page text there), decoys give no truth, bytes repeat
// per seed, the three styles share one truth, seeds vary, and scans keep the truth with no text layer.
import { describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent182, INDEPENDENT182_LAYOUT_NAMES, type Placed, type Style } from './index.ts';
import { BUSINESS_TEXTS } from './data.ts';
import { industryOf } from './format.ts';

const STYLES: Style[] = ['typed', 'handwritten', 'fillable'];
const SEEDS = [1, 2, 3, 4, 5, 6];

interface Item { page: number; str: string; x: number; y: number }
interface Annot { page: number; name: string; value: unknown; rect: number[]; checkBox: boolean }

async function read(pdf: Uint8Array): Promise<{ items: Item[]; annots: Annot[]; pages: number }> {
  const task = pdfjs.getDocument({ data: pdf.slice(), disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  const items: Item[] = [], annots: Annot[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    for (const it of (await page.getTextContent()).items as { str?: string; transform?: number[] }[]) {
      if (it.str?.trim()) items.push({ page: p, str: it.str, x: it.transform![4]!, y: it.transform![5]! });
    }
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown; rect: number[]; checkBox?: boolean }[]) {
      if (a.fieldName) annots.push({ page: p, name: a.fieldName, value: a.fieldValue, rect: a.rect, checkBox: Boolean(a.checkBox) });
    }
  }
  const pages = doc.numPages;
  await task.destroy();
  return { items, annots, pages };
}

const squash = (s: string): string => s.replace(/\s+/g, '');

/** The text drawn with its origin inside the box (2 pt of slack), left to right. */
function textIn(items: Item[], p: Placed): string {
  const [x0, y0, x1, y1] = p.box;
  return items.filter((i) => i.page === p.page && i.x >= x0 - 2 && i.x <= x1 + 2 && i.y >= y0 - 2 && i.y <= y1 + 2)
    .sort((a, b) => a.x - b.x).map((i) => i.str).join('');
}

function checkPrinted(style: Style, all: Placed[], read: { items: Item[]; annots: Annot[] }): void {
  for (const p of all) {
    if (style === 'fillable') {
      const a = read.annots.find((x) => x.name === p.acroform_field);
      expect(a, `${p.key} field`).toBeDefined();
      expect(a!.page).toBe(p.page);
      expect(a!.rect.map((v) => Math.round(v))).toEqual(p.box.map((v) => Math.round(v)));
      expect(a!.value, p.key).toBe(a!.checkBox ? 'Yes' : p.text);
    } else if (p.via === 'text') {
      expect(squash(textIn(read.items, p)), `${style} ${p.key}`).toContain(squash(p.text));
    } else if (style === 'typed') {
      expect(textIn(read.items, p), `${p.key} mark`).toContain('X');
    } else {
      // A drawn mark: no letter or glyph for it (the option's printed label may sit beside it).
      expect(textIn(read.items, p), `${p.key} mark`).not.toMatch(/^[Xx✓✔]|[Xx✓✔]$/);
    }
  }
}

function truthStrings(t: Awaited<ReturnType<typeof generateIndependent182>>['truth']): Set<string> {
  const out = new Set<string>();
  const add = (v: unknown): void => { if (typeof v === 'string') out.add(squash(v).toLowerCase()); };
  Object.values(t).forEach(add);
  t.applicants.forEach((a) => Object.values(a).forEach(add));
  return out;
}

describe('independent182 generator', () => {
  it('reads every business description as an industry', () => {
    for (const text of BUSINESS_TEXTS) expect(industryOf(text), text).not.toBeNull();
  });

  it('puts every value where placed says, in all styles, with decoys outside the truth', async () => {
    for (const layout of INDEPENDENT182_LAYOUT_NAMES) {
      for (const seed of SEEDS.slice(0, 3)) {
        let truth: unknown = null;
        for (const style of STYLES) {
          const g = await generateIndependent182(layout, seed, { style });
          const r = await read(g.pdf);
          expect(r.pages).toBe(g.pages);
          expect(g.country).toBe('CA');
          checkPrinted(style, [...g.placed, ...g.decoys], r);
          if (style === 'fillable') {
            // Values live only in the fields: no page text item is a field's value.
            const values = new Set(g.placed.filter((p) => !r.annots.find((a) => a.name === p.acroform_field)?.checkBox).map((p) => p.text.trim()));
            expect(r.items.filter((i) => values.has(i.str.trim())).map((i) => i.str)).toEqual([]);
          }
          const strings = truthStrings(g.truth);
          for (const d of g.decoys) {
            expect(d.fields).toEqual({});
            expect(strings.has(squash(d.text).toLowerCase()), `${layout}/${seed} decoy ${d.key}=${d.text}`).toBe(false);
          }
          if (truth) expect(g.truth, `${layout}/${seed} ${style}`).toEqual(truth);
          truth = g.truth;
        }
      }
    }
  }, 60_000);

  it('gives well-formed truth by applications.md', async () => {
    for (const layout of INDEPENDENT182_LAYOUT_NAMES) {
      for (const seed of SEEDS) {
        const { truth: t, placed } = await generateIndependent182(layout, seed, { style: 'typed' });
        expect(t.legal_name).toBeTruthy();
        expect(t.industry).toBeTruthy();
        expect(t.country).toBe('Canada');
        expect(t.state_region).toMatch(/^(QC|ON|BC|AB|MB|SK|NB|NS|NL|PE|YT|NT)$/);
        if (t.business_tax_id) {
          expect(t.business_tax_id).toMatch(/^\d{9}(R[CT]\d{4})?$/);
          expect(t.business_tax_id_country).toBe('CA');
        }
        if (t.business_tax_id_type) expect(['BN', 'SIN']).toContain(t.business_tax_id_type);
        if (t.type_of_entity) expect(['ca_corporation', 'general_partnership', 'sole_proprietorship', 'limited_partnership']).toContain(t.type_of_entity);
        if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
        if (t.business_start_date) expect(new Date(`${t.business_start_date}T00:00:00Z`).getTime()).toBeLessThan(Date.now());
        expect(t.requested_amount).toBeGreaterThan(0);
        expect(t.applicants.length).toBeGreaterThan(0);
        expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100.001);
        for (const a of t.applicants) {
          expect(a.first_name).toBeTruthy();
          expect(a.first_name).not.toMatch(/ [A-Z]\.$/);
          expect(a.last_name).toBeTruthy();
          if (a.tax_id) expect([a.tax_id_type, a.tax_id_country, a.tax_id.length]).toEqual(['SIN', 'CA', 9]);
          else expect([a.tax_id_type, a.tax_id_country]).toEqual([null, null]);
          if (a.date_of_birth) expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
        // Every non-null field has a printed place.
        const paths = new Set(placed.flatMap((p) => Object.keys(p.fields)));
        for (const [k, v] of Object.entries(t)) if (v !== null && k !== 'applicants') expect(paths.has(`application.${k}`), k).toBe(true);
      }
    }
  });

  it('repeats bytes for a seed and varies across seeds', async () => {
    for (const layout of INDEPENDENT182_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent182(layout, 7, { style });
        const b = await generateIndependent182(layout, 7, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), `${layout} ${style}`).toBe(true);
      }
      const truths = await Promise.all(SEEDS.map(async (seed) => (await generateIndependent182(layout, seed, { style: 'typed' })).truth));
      expect(new Set(truths.map((t) => t.legal_name)).size).toBeGreaterThanOrEqual(5);
    }
    const many = await Promise.all(Array.from({ length: 16 }, (_, i) => generateIndependent182(INDEPENDENT182_LAYOUT_NAMES[i % 4]!, 100 + i, { style: 'typed' })));
    const ts = many.map((g) => g.truth);
    expect(new Set(ts.map((t) => t.applicants.length)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(ts.map((t) => t.type_of_entity)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(ts.map((t) => t.state_region)).size).toBeGreaterThanOrEqual(4);
    expect(ts.some((t) => t.trade_name === null) && ts.some((t) => t.trade_name !== null)).toBe(true);
    expect(ts.some((t) => t.applicants.some((a) => a.tax_id === null)) && ts.some((t) => t.applicants.some((a) => a.tax_id))).toBe(true);
  }, 60_000);

  it('scans typed and handwritten forms with the same truth and no text layer', async () => {
    for (const [layout, seed, style] of [['boreal', 1, 'typed'], ['prairie', 2, 'handwritten']] as const) {
      const flat = await generateIndependent182(layout, seed, { style });
      const scan = await generateIndependent182(layout, seed, { style, scan: true });
      expect(scan.truth).toEqual(flat.truth);
      const r = await read(scan.pdf);
      expect(r.pages).toBe(flat.pages);
      expect(r.items).toEqual([]);
      expect(Buffer.from(scan.pdf).equals(Buffer.from(flat.pdf))).toBe(false);
    }
  }, 60_000);

  it('refuses what it cannot make', async () => {
    await expect(generateIndependent182('boreal', 1, { style: 'fillable', scan: true })).rejects.toThrow();
    await expect(generateIndependent182('nowhere', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent182('boreal', 1, { style: 'crayon' as Style })).rejects.toThrow();
  });
});
