// Checks set 183's generator against itself: every value is where `placed` says (page text for typed and handwritten,
// form fields for fillable), decoys are not the application's, a seed gives the same bytes and one truth in all
// three styles, seeds differ, scans work and the truth follows applications.md's shapes.
import { describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent183, INDEPENDENT183_LAYOUT_NAMES, type Box, type Placed } from './index.ts';
import type { TruthApplication } from '../generator/truth.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3];
interface Item { page: number; str: string; box: Box }
interface Annot { page: number; name: string; value: unknown; rect: Box; checkBox: boolean }

async function read(pdf: Uint8Array): Promise<{ items: Item[]; annots: Annot[]; pages: number }> {
  const task = pdfjs.getDocument({ data: pdf.slice(), verbosity: 0, disableFontFace: true });
  const doc = await task.promise;
  const items: Item[] = [], annots: Annot[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    for (const it of (await page.getTextContent()).items as { str: string; transform: number[]; width: number; height: number }[]) {
      if (!it.str.trim()) continue;
      const [x, y] = [it.transform[4]!, it.transform[5]!], h = it.height || 6;
      items.push({ page: p, str: it.str, box: [x, y - h * 0.3, x + it.width, y + h] });
    }
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown; rect: number[]; checkBox?: boolean }[]) {
      if (a.fieldName) annots.push({ page: p, name: a.fieldName, value: a.fieldValue, rect: a.rect as Box, checkBox: !!a.checkBox });
    }
  }
  const pages = doc.numPages;
  await task.destroy();
  return { items, annots, pages };
}

const overlaps = (a: Box, b: Box, tol = 1.5) => a[0] < b[2] + tol && b[0] < a[2] + tol && a[1] < b[3] + tol && b[1] < a[3] + tol;
const squash = (s: string) => s.replace(/\s+/g, '');

/** The page text drawn over a placed value's box, joined: it must contain the value. */
function textAt(items: Item[], p: Placed): string {
  return items.filter((i) => i.page === p.page && overlaps(i.box, p.box)).map((i) => i.str).join('');
}

const ENTITY_IDS = ['llc', 'c_corporation', 's_corporation', 'sole_proprietorship', 'general_partnership', 'pllc', 'llp', 'ca_corporation'];

function checkShape(t: TruthApplication, country: 'US' | 'CA'): void {
  expect(t.legal_name).toBeTruthy();
  expect(t.country).toBe(country === 'US' ? 'United States' : 'Canada');
  expect(t.state_region).toMatch(/^[A-Z]{2}$/);
  if (t.type_of_entity) expect(ENTITY_IDS).toContain(t.type_of_entity);
  expect(t.industry).toMatch(/^[a-z_]+$/);
  if (t.business_tax_id) {
    expect(t.business_tax_id_country).toBe(country);
    expect(t.business_tax_id).toMatch(country === 'US' ? /^\d{9}$/ : /^\d{9}R[CT]\d{4}$/);
    expect(country === 'US' ? ['EIN', 'SSN', 'ITIN'] : ['BN']).toContain(t.business_tax_id_type);
  } else expect([t.business_tax_id_type, t.business_tax_id_country]).toEqual([null, null]);
  expect(typeof t.requested_amount).toBe('number');
  if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
  if (t.business_start_date) expect(t.business_start_date < '2025-01-01' && /^\d{4}-\d\d-\d\d$/.test(t.business_start_date)).toBe(true);
  expect(t.applicants.length).toBeGreaterThan(0);
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
  for (const a of t.applicants) {
    expect(a.first_name && a.last_name).toBeTruthy();
    expect(a.first_name).not.toMatch(/[ .,]/);
    if (a.credit_score !== null) expect(a.credit_score >= 300 && a.credit_score <= 850).toBe(true);
    if (a.tax_id) expect(a.tax_id_type).toBe(country === 'US' ? (a.tax_id.startsWith('9') ? 'ITIN' : 'SSN') : 'SIN');
    else expect([a.tax_id_type, a.tax_id_country]).toEqual([null, null]);
    if (a.date_of_birth) expect(a.date_of_birth).toMatch(/^19\d\d-\d\d-\d\d$/);
  }
}

describe('independent183 generator', () => {
  it('has four layouts of four brokers and rejects what it does not know', async () => {
    expect(INDEPENDENT183_LAYOUT_NAMES).toHaveLength(4);
    const brokers = new Set<string>();
    for (const l of INDEPENDENT183_LAYOUT_NAMES) brokers.add((await generateIndependent183(l, 1, { style: 'typed' })).broker);
    expect(brokers.size).toBe(4);
    await expect(generateIndependent183('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent183('cobalt', 1, { style: 'crayon' as 'typed' })).rejects.toThrow();
    await expect(generateIndependent183('cobalt', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  for (const layout of INDEPENDENT183_LAYOUT_NAMES) {
    it(`${layout}: values are where placed says, in every style`, async () => {
      for (const seed of SEEDS) {
        for (const style of STYLES) {
          const g = await generateIndependent183(layout, seed, { style });
          const { items, annots, pages } = await read(g.pdf);
          expect(pages).toBe(g.pages);
          for (const p of [...g.placed, ...g.decoys]) {
            const where = `${layout}/${seed}/${style} ${p.key} "${p.text}"`;
            if (style === 'fillable') {
              const a = annots.find((x) => x.name === p.acroform_field && x.page === p.page);
              expect(a, where).toBeTruthy();
              expect(a!.rect.every((v, k) => Math.abs(v - p.box[k]!) < 0.6), where).toBe(true);
              expect(a!.value, where).toBe(a!.checkBox ? 'Yes' : p.text);
            } else if (p.via === 'mark') {
              const inside = items.filter((i) => i.page === p.page && overlaps(i.box, p.box, -0.5)).map((i) => i.str).join('');
              expect(inside, where).toBe(style === 'typed' ? 'X' : '');
            } else {
              expect(squash(textAt(items, p)), where).toContain(squash(p.text));
            }
          }
          if (style === 'fillable') {
            // Values live only in the fields: no page text under a field, and the distinctive values nowhere in it.
            for (const p of [...g.placed, ...g.decoys].filter((x) => !annots.find((a) => a.name === x.acroform_field)?.checkBox)) {
              const under = items.filter((i) => i.page === p.page && overlaps(i.box, p.box, -1)).map((i) => i.str).join('');
              expect(under.includes(p.text), `${p.key} "${p.text}" drawn under its field`).toBe(false);
            }
            const page = items.map((i) => i.str).join(' ');
            for (const v of [g.truth.legal_name, g.truth.trade_name, g.truth.business_tax_id]) if (v) expect(page.includes(v), v).toBe(false);
          }
        }
      }
    });

    it(`${layout}: one truth for all styles, decoys apart from it, the truth's shapes`, async () => {
      for (const seed of SEEDS) {
        const [typed, hand, fill] = await Promise.all(STYLES.map((style) => generateIndependent183(layout, seed, { style })));
        expect(hand!.truth).toEqual(typed!.truth);
        expect(fill!.truth).toEqual(typed!.truth);
        expect(hand!.placed.map((p) => [p.key, p.text])).toEqual(typed!.placed.map((p) => [p.key, p.text]));
        expect(fill!.decoys.map((p) => p.key)).toEqual(typed!.decoys.map((p) => p.key));
        const t = typed!.truth;
        checkShape(t, typed!.country);
        const names = [t.legal_name, t.trade_name, ...t.applicants.map((a) => `${a.first_name} ${a.last_name}`)].filter(Boolean).map((s) => squash(s!).toLowerCase());
        const ids = [t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter(Boolean);
        for (const dcy of typed!.decoys) {
          expect(Object.keys(dcy.fields)).toHaveLength(0);
          expect(names, dcy.key).not.toContain(squash(dcy.text).toLowerCase());
          const digits = dcy.text.replace(/\D/g, '');
          if (digits.length >= 9) expect(ids, dcy.key).not.toContain(digits);
          if (/^\$|^CAD|CAD$/.test(dcy.text)) {
            const v = Number(dcy.text.replace(/CAD|\$|,|\s/g, ''));
            expect([t.requested_amount, t.requested_payment], dcy.key).not.toContain(v);
          }
        }
      }
    });
  }

  it('gives the same bytes for a seed and different merchants for different seeds', async () => {
    for (const style of STYLES) {
      const a = await generateIndependent183('redline', 7, { style }), b = await generateIndependent183('redline', 7, { style });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    }
    for (const layout of INDEPENDENT183_LAYOUT_NAMES) {
      const truths = await Promise.all(Array.from({ length: 10 }, (_, k) => generateIndependent183(layout, 100 + k, { style: 'typed' }).then((g) => g.truth)));
      expect(new Set(truths.map((t) => t.legal_name)).size).toBeGreaterThanOrEqual(8);
      expect(new Set(truths.map((t) => t.state_region)).size).toBeGreaterThanOrEqual(3);
      expect(new Set(truths.map((t) => t.requested_amount)).size).toBeGreaterThanOrEqual(8);
      expect(new Set(truths.map((t) => t.applicants.length)).size).toBeGreaterThanOrEqual(2);
      expect(new Set(truths.map((t) => t.type_of_entity)).size).toBeGreaterThanOrEqual(2);
      // Optional values printed on some seeds and not on others.
      expect(new Set(truths.map((t) => t.trade_name === null)).size).toBe(2);
      expect(new Set(truths.map((t) => t.applicants[0]!.tax_id === null)).size).toBe(2);
    }
  });

  it('scans typed and handwritten forms into image-only PDFs with the same truth', async () => {
    for (const [layout, style] of [['ironbridge', 'typed'], ['cobalt', 'handwritten']] as const) {
      const plain = await generateIndependent183(layout, 4, { style });
      const scan = await generateIndependent183(layout, 4, { style, scan: true });
      expect(Buffer.from(scan.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
      expect(scan.truth).toEqual(plain.truth);
      const { items, pages } = await read(scan.pdf);
      expect(pages).toBe(plain.pages);
      expect(items).toHaveLength(0);
      if (style === 'typed') {
        const again = await generateIndependent183(layout, 4, { style, scan: true });
        expect(Buffer.from(again.pdf).equals(Buffer.from(scan.pdf))).toBe(true);
      }
    }
  });
});
