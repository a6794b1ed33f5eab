// The generator's own checks: every placed value is on its page inside its box (the page's text for typed and
// handwritten forms, the AcroForm field's value for fillable ones), decoys give no truth field, a seed always gives
// the same bytes, seeds differ, the three styles share one truth, and a scan works.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent192, INDEPENDENT192_LAYOUT_NAMES, type Placed } from './index.ts';
import type { TruthApplication } from '../generator/truth.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;

interface Item { str: string; x: number; y: number; w: number }
interface Annot { fieldName: string; fieldValue: unknown; rect: number[] }
interface PageData { size: [number, number]; items: Item[]; annots: Annot[] }

async function read(pdf: Uint8Array): Promise<PageData[]> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const pages: PageData[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const text = await page.getTextContent();
    const items = (text.items as { str?: string; transform: number[]; width: number }[]).filter((i) => i.str)
      .map((i) => ({ str: i.str!, x: i.transform[4]!, y: i.transform[5]!, w: i.width }));
    const annots = (await page.getAnnotations()) as Annot[];
    pages.push({ size: [page.view[2]!, page.view[3]!], items, annots });
  }
  await task.destroy();
  return pages;
}

const squash = (s: string) => s.replace(/\s+/g, '');

/** The page text inside a box: items that start in it, or that run across it on a baseline inside it. */
function textIn(page: PageData, box: number[]): string {
  const [x0, y0, x1, y1] = box as [number, number, number, number];
  return page.items.filter((i) => i.y >= y0 - 1.5 && i.y <= y1 + 1.5 && i.x <= x1 + 1.5 && i.x + i.w >= x0 - 1.5)
    .sort((a, b) => b.y - a.y || a.x - b.x).map((i) => i.str).join('');
}

function checkPlaced(p: Placed, pages: PageData[]): string | null {
  const page = pages[p.page - 1];
  if (!page) return `${p.key}: no page ${p.page}`;
  const [W, H] = page.size;
  if (p.box[0] < 0 || p.box[1] < 0 || p.box[2] > W || p.box[3] > H) return `${p.key}: box ${p.box.join(',')} off the page`;
  if (p.via === 'acroform' || p.via === 'acroform_checkbox') {
    const a = page.annots.find((x) => x.fieldName === p.acroform_field);
    if (!a) return `${p.key}: no field ${p.acroform_field}`;
    const want = p.via === 'acroform' ? p.text : 'Yes';
    if (a.fieldValue !== want) return `${p.key}: field value ${String(a.fieldValue)} is not ${want}`;
    const [ax0, ay0, ax1, ay1] = a.rect as [number, number, number, number];
    if (ax0 < p.box[0] - 1 || ay0 < p.box[1] - 1 || ax1 > p.box[2] + 1 || ay1 > p.box[3] + 1) return `${p.key}: field outside its box`;
    if (p.via === 'acroform_checkbox' && !squash(textIn(page, p.box)).includes(squash(p.text))) return `${p.key}: label ${p.text} not in its box`;
    return null;
  }
  const found = textIn(page, p.box);
  return squash(found).includes(squash(p.text)) ? null : `${p.key}: "${p.text}" not in its box (found "${found}")`;
}

/** Values drawn over each other, or into the browser's footer band: a layout that ran out of page. */
function crowding(all: Placed[]): string[] {
  const out: string[] = [];
  const furniture = new Set(['url', 'print_time', 'print_date']);
  for (const p of all) if (!furniture.has(p.key) && p.box[1] < 22) out.push(`${p.key} runs into the page's foot`);
  for (const [i, a] of all.entries()) {
    for (const b of all.slice(i + 1)) {
      if (a.page !== b.page) continue;
      const w = Math.min(a.box[2], b.box[2]) - Math.max(a.box[0], b.box[0]);
      const h = Math.min(a.box[3], b.box[3]) - Math.max(a.box[1], b.box[1]);
      const area = (x: Placed) => (x.box[2] - x.box[0]) * (x.box[3] - x.box[1]);
      if (w > 0 && h > 0 && (w * h) / Math.min(area(a), area(b)) > 0.25) out.push(`${a.key} and ${b.key} overlap`);
    }
  }
  return out;
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
const moneyOf = (s: string) => (/^(CAD\s*)?\$?\s*[\d,]+(\.\d\d)?(\s*CAD)?$/.test(s.trim()) ? Number(s.replace(/[^\d.]/g, '')) : null);

/** A decoy that reads as one of the truth's values: the same text as a placed value, or its tax ID or amount. */
function decoyHits(decoys: Placed[], placed: Placed[], truth: TruthApplication): string[] {
  const texts = new Set(placed.filter((p) => Object.values(p.fields).some((v) => v !== null)).map((p) => norm(p.text)).filter((t) => t.length > 1));
  const ids = new Set([truth.business_tax_id, ...truth.applicants.map((a) => a.tax_id)].filter(Boolean) as string[]);
  const money = new Set([truth.requested_amount, truth.requested_payment].filter((v) => v !== null));
  const hits: string[] = [];
  // An existing advance's schedule may be the requested one's word: the decoy is the table cell, not a new value.
  const vocabulary = new Set(['daily', 'weekly', 'biweekly', 'monthly', 'yes', 'no']);
  for (const d of decoys.filter((x) => !vocabulary.has(norm(x.text)))) {
    const digits = d.text.replace(/\D/g, '');
    if (texts.has(norm(d.text))) hits.push(`${d.key} "${d.text}" is a placed value's text`);
    if (digits.length >= 9 && [...ids].some((id) => id.replace(/\D/g, '') === digits)) hits.push(`${d.key} "${d.text}" is a tax ID`);
    const m = moneyOf(d.text);
    if (m !== null && money.has(m)) hits.push(`${d.key} "${d.text}" is a requested amount`);
  }
  return hits;
}

describe('independent192 generator', () => {
  it('has four layouts', () => {
    expect(INDEPENDENT192_LAYOUT_NAMES).toHaveLength(4);
  });

  for (const layout of INDEPENDENT192_LAYOUT_NAMES) {
    it(`${layout}: every placed value is inside its box, in each style`, async () => {
      const problems: string[] = [];
      for (const seed of [1, 2, 3, 4, 5]) {
        for (const style of STYLES) {
          const g = await generateIndependent192(layout, seed, { style });
          const pages = await read(g.pdf);
          expect(pages).toHaveLength(g.pages);
          for (const p of [...g.placed, ...g.decoys]) {
            const err = checkPlaced(p, pages);
            if (err) problems.push(`seed ${seed} ${style}: ${err}`);
          }
          if (style === 'typed') problems.push(...crowding([...g.placed, ...g.decoys]).map((e) => `seed ${seed}: ${e}`));
          if (style === 'fillable') {
            // The values live in the fields only: none of the distinctive ones is in the page's text.
            const all = squash(pages.map((pg) => pg.items.map((i) => i.str).join('')).join(''));
            for (const p of g.placed.filter((x) => x.via === 'acroform' && ['legal_name', 'business_tax_id', 'requested_amount', 'business_start_date']
              .some((f) => f in x.fields))) {
              if (all.includes(squash(p.text))) problems.push(`seed ${seed} fillable: ${p.key} "${p.text}" is in the page text`);
            }
          }
        }
      }
      expect(problems).toEqual([]);
    }, 120_000);

    it(`${layout}: decoys give no truth field, and the truth holds its form`, async () => {
      const problems: string[] = [];
      for (let seed = 1; seed <= 40; seed++) {
        const g = await generateIndependent192(layout, seed, { style: 'typed' });
        problems.push(...decoyHits(g.decoys, g.placed, g.truth).map((h) => `seed ${seed}: ${h}`));
        for (const p of g.decoys) if (Object.keys(p.fields).length) problems.push(`seed ${seed}: decoy ${p.key} has fields`);
        const t = g.truth;
        expect(t.legal_name).toBeTruthy();
        expect(t.country).toBe(g.country === 'US' ? 'United States' : 'Canada');
        expect(t.business_tax_id).toMatch(g.country === 'US' ? /^\d{9}$/ : /^\d{9}(R[CTP]\d{4})?$/);
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        for (const a of t.applicants) {
          expect(a.first_name && a.last_name && a.role).toBeTruthy();
          if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
          if (a.date_of_birth) expect(a.date_of_birth).toMatch(/^\d{4}-\d\d-\d\d$/);
        }
        const total = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
        expect(total).toBeLessThanOrEqual(100.001);
      }
      expect(problems).toEqual([]);
    }, 120_000);

    it(`${layout}: a seed repeats its bytes, seeds differ, the styles share one truth`, async () => {
      for (const style of STYLES) {
        const a = await generateIndependent192(layout, 7, { style });
        const b = await generateIndependent192(layout, 7, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      }
      const [t, h, f] = await Promise.all(STYLES.map((style) => generateIndependent192(layout, 11, { style })));
      expect(h!.truth).toEqual(t!.truth);
      expect(f!.truth).toEqual(t!.truth);
      expect(h!.placed.map((p) => p.text)).toEqual(t!.placed.map((p) => p.text));
      const other = await generateIndependent192(layout, 12, { style: 'typed' });
      expect(other.truth).not.toEqual(t!.truth);
      expect(Buffer.from(other.pdf).equals(Buffer.from(t!.pdf))).toBe(false);
    }, 60_000);
  }

  it('varies what a seed prints: owners, optional fields, countries', async () => {
    const owners = new Set<number>(), countries = new Set<string>(), freqs = new Set<string | null>(), trade = new Set<boolean>(), masked = new Set<boolean>();
    for (let seed = 1; seed <= 30; seed++) {
      const g = await generateIndependent192('northbeam_dashboard', seed, { style: 'typed' });
      owners.add(g.truth.applicants.length);
      countries.add(g.country);
      freqs.add(g.truth.payment_frequency);
      trade.add(g.truth.trade_name === null);
      masked.add(g.truth.applicants.some((a) => a.tax_id === null));
    }
    expect(owners.size).toBeGreaterThanOrEqual(3);
    expect([...countries].sort()).toEqual(['CA', 'US']);
    expect(freqs.size).toBeGreaterThanOrEqual(4);
    expect(trade.size).toBe(2);
    expect(masked.size).toBe(2);
  }, 60_000);

  it('refuses a scanned fillable form', async () => {
    await expect(generateIndependent192('swiftlane_portal', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  it('scans a form: the same truth, pictures instead of text', async () => {
    const plain = await generateIndependent192('maplebridge_portal', 3, { style: 'handwritten' });
    const scanned = await generateIndependent192('maplebridge_portal', 3, { style: 'handwritten', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    expect(scanned.pages).toBe(plain.pages);
    const pages = await read(scanned.pdf);
    expect(pages).toHaveLength(plain.pages);
    expect(pages.flatMap((p) => p.items)).toHaveLength(0);
    expect(Math.abs(pages[0]!.size[0] - 612)).toBeLessThan(2);
    const again = await generateIndependent192('maplebridge_portal', 3, { style: 'handwritten', scan: true });
    expect(Buffer.from(again.pdf).equals(Buffer.from(scanned.pdf))).toBe(true);
  }, 120_000);
});
