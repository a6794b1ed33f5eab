// Set 213 checked against itself: every placed value is on its page (pdf.js text) or in its AcroForm field, the truth
// uses reference ids, the three styles share one truth, and a (layout, seed, style) always gives the same bytes.
import { describe, expect, it } from 'vitest';
import { writeFileSync, mkdirSync } from 'node:fs';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent213, INDEPENDENT213_LAYOUT_NAMES, type Independent213Result, type Placed } from './index.ts';
import { BUSINESSES } from './model.ts';
import { entityOf, industryOf, refs, stateExists } from './rules.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 5];
const squash = (s: string): string => s.replace(/\s+/g, '');

interface Item { str: string; x: number; y: number }
interface PageRead { items: Item[]; annots: { fieldName?: string; fieldValue?: unknown; checkBox?: boolean; hasAppearance?: boolean }[] }

async function read(pdf: Uint8Array): Promise<PageRead[]> {
  const doc = await pdfjs.getDocument({ data: pdf.slice(), verbosity: 0, disableFontFace: true }).promise;
  const out: PageRead[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    const items = (tc.items as { str?: string; transform?: number[] }[]).filter((i) => i.str && i.transform)
      .map((i) => ({ str: i.str!, x: i.transform![4]!, y: i.transform![5]! }));
    out.push({ items, annots: (await page.getAnnotations()) as PageRead['annots'] });
  }
  await doc.cleanup();
  return out;
}

function textIn(page: PageRead, p: Placed, tol = 2): string {
  const [x0, y0, x1, y1] = p.box;
  return page.items.filter((i) => i.x >= x0 - tol && i.x <= x1 + tol && i.y >= y0 - tol && i.y <= y1 + tol).map((i) => i.str).join('');
}

function checkPlaced(pages: PageRead[], p: Placed, style: string): void {
  const page = pages[p.page - 1]!;
  expect(page, p.key).toBeDefined();
  if (style === 'fillable') {
    const a = page.annots.find((x) => x.fieldName === p.acroform_field);
    expect(a, `${p.key} field`).toBeDefined();
    if (p.checkbox) expect(a!.fieldValue, p.key).toBe('Yes');
    else expect(a!.fieldValue, p.key).toBe(p.text);
    return;
  }
  if (p.via === 'mark') { expect(textIn(page, p, -0.5), p.key).toBe(''); return; }
  expect(squash(textIn(page, p)), p.key).toContain(p.checkbox ? 'X' : squash(p.text));
}

const cache = new Map<string, Independent213Result>();
async function gen(layout: string, seed: number, style: (typeof STYLES)[number]): Promise<Independent213Result> {
  const k = `${layout}:${seed}:${style}`;
  if (!cache.has(k)) cache.set(k, await generateIndependent213(layout, seed, { style }));
  return cache.get(k)!;
}

describe('independent set 213', () => {
  it('has four layouts of four brokers', async () => {
    expect(INDEPENDENT213_LAYOUT_NAMES).toHaveLength(4);
    const brokers = new Set<string>();
    for (const l of INDEPENDENT213_LAYOUT_NAMES) brokers.add((await gen(l, 1, 'typed')).broker);
    expect(brokers.size).toBe(4);
  });

  it('reads every business type and entity label to one reference id', () => {
    for (const [t] of BUSINESSES) expect(industryOf(t), t).not.toBeNull();
    for (const t of ['Corp', 'LLC', 'S-Corp', 'Partnership', 'Sole Prop', 'Non-Profit', 'Corporation', 'LP', 'Sole Proprietor', 'L.L.C.', 'Inc.',
      'S Corp', 'PLLC']) expect(entityOf(t, 'US'), t).not.toBeNull();
  });

  for (const layout of INDEPENDENT213_LAYOUT_NAMES) {
    it(`${layout}: values on their pages, one truth for three styles, reference ids`, async () => {
      for (const seed of SEEDS) {
        const truths: string[] = [];
        for (const style of STYLES) {
          const r = await gen(layout, seed, style);
          truths.push(JSON.stringify(r.truth));
          const pages = await read(r.pdf);
          expect(pages).toHaveLength(r.pages);
          for (const p of [...r.placed, ...r.decoys, ...r.context]) checkPlaced(pages, p, style);
          if (style === 'fillable') {
            expect(Buffer.from(r.pdf).toString('latin1')).toMatch(/\/NeedAppearances false/);
            const pageText = pages.map((pg) => pg.items.map((i) => i.str).join(' ')).join(' ');
            expect(pageText).not.toContain(r.truth.legal_name!);
            for (const pg of pages) for (const a of pg.annots) if (a.fieldName && a.fieldValue !== 'Off') expect(a.hasAppearance, a.fieldName).not.toBe(false);
          }
          if (process.env.I213_DUMP) { mkdirSync('/tmp/i213', { recursive: true }); writeFileSync(`/tmp/i213/${layout}-${seed}-${style}.pdf`, r.pdf); }
        }
        expect(truths[1]).toBe(truths[0]);
        expect(truths[2]).toBe(truths[0]);
        const t = JSON.parse(truths[0]!) as Independent213Result['truth'];
        const r = await gen(layout, seed, 'typed');
        expect(t.legal_name).toBeTruthy();
        expect(t.country).toBe('United States');
        expect(stateExists(t.state_region!)).toBe(true);
        if (t.type_of_entity) expect(refs().entities.map((e) => e.id)).toContain(t.type_of_entity);
        if (t.industry) expect(refs().industries.map((e) => e.id)).toContain(t.industry);
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        expect(t.applicants.length).toBeLessThanOrEqual(3);
        for (const a of t.applicants) { expect(a.first_name).toBeTruthy(); expect(a.last_name).toBeTruthy(); }
        expect(t.trade_name).not.toBe(t.legal_name);
        for (const d of r.decoys) expect(Object.keys(d.fields)).toHaveLength(0);
      }
    }, 60_000);

    it(`${layout}: deterministic per (layout, seed, style)`, async () => {
      for (const style of STYLES) {
        const a = await generateIndependent213(layout, 2, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from((await gen(layout, 2, style)).pdf))).toBe(true);
      }
    });
  }

  it('scans a typed form and refuses to scan a fillable one', async () => {
    const r = await generateIndependent213('palmetto_grid', 4, { style: 'handwritten', scan: true });
    expect(Buffer.from(r.pdf.slice(0, 5)).toString()).toBe('%PDF-');
    expect((await read(r.pdf))[0]!.items).toHaveLength(0);
    await expect(generateIndependent213('palmetto_grid', 4, { style: 'fillable', scan: 'phone' })).rejects.toThrow();
  }, 60_000);
});
