// Set 215 checked against itself: every placed value is on its page (or in its AcroForm field), the truth's ids
// exist in the reference tables, the three styles share one truth, and the output is deterministic.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent215, INDEPENDENT215_LAYOUT_NAMES, type Independent215Result, type Style } from './index.ts';
import { reference, splitName } from './rules.ts';
import { printedName } from './model.ts';

const STYLES: Style[] = ['typed', 'handwritten', 'fillable'];
const SEEDS = [1, 2, 3];

interface PageRead { items: { str: string; x: number; y: number }[]; text: string; fields: Map<string, string> }
async function read(pdf: Uint8Array): Promise<PageRead[]> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const out: PageRead[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    const items = (tc.items as { str?: string; transform?: number[] }[]).filter((i) => i.str).map((i) => ({ str: i.str!, x: i.transform![4]!, y: i.transform![5]! }));
    const fields = new Map<string, string>();
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown }[]) if (a.fieldName) fields.set(a.fieldName, String(a.fieldValue));
    out.push({ items, text: items.map((i) => i.str).join('\n'), fields });
  }
  await task.destroy();
  return out;
}

function checkPlaced(r: Independent215Result, pages: PageRead[], style: Style): void {
  for (const p of [...r.placed, ...r.decoys]) {
    const pg = pages[p.page]!;
    expect(pg, `${p.key} page`).toBeDefined();
    if (p.via === 'acroform' || p.via === 'acroform_checkbox') {
      expect(pg.fields.get(p.acroform_field!), p.key).toBe(p.via === 'acroform' ? p.text : p.acroform_value ?? 'Yes');
      if (['legal_name', 'business_tax_id', 'owner_name', 'last_name', 'date_of_birth'].includes(p.key)) expect(pg.text.includes(p.text), `${p.text} leaked to page text`).toBe(false);
    } else if (p.via === 'mark') {
      expect(pg.items.some((i) => i.str === p.text), `${p.key} option label`).toBe(true);
    } else {
      // pdf.js may split a string at its spaces: join what starts inside the box, left to right.
      const inside = pg.items.filter((i) => i.x >= p.box[0] - 4 && i.x <= p.box[2] + 4 && i.y >= p.box[1] - 4 && i.y <= p.box[3] + 4);
      const joined = inside.sort((a, b) => a.x - b.x).map((i) => i.str).join('').replace(/\s+/g, ' ').trim();
      expect(joined, `${p.key} at ${p.box.join(',')} (${style})`).toContain(p.text.replace(/\s+/g, ' '));
    }
  }
}

function checkIds(r: Independent215Result): void {
  const t = r.truth;
  const ids = (n: 'entity-types' | 'industries'): string[] => reference(n).map((i) => i.id!);
  if (t.type_of_entity) expect(ids('entity-types')).toContain(t.type_of_entity);
  if (t.industry) expect(ids('industries')).toContain(t.industry);
  const regions = reference(r.country === 'US' ? 'states' : 'provinces').map((i) => i.code);
  expect(regions).toContain(t.state_region);
  expect(t.country).toBe(r.country === 'US' ? 'United States' : 'Canada');
  if (t.business_tax_id) expect(t.business_tax_id).toMatch(/^\d{9}([A-Z]{2}\d{4})?$/);
  expect(t.applicants.length).toBeGreaterThan(0);
  const total = t.applicants.reduce((a, x) => a + (x.ownership ?? 0), 0);
  expect(total).toBeLessThanOrEqual(100);
  for (const a of t.applicants) {
    expect(a.first_name && a.last_name).toBeTruthy();
    if (a.credit_score !== null) expect(a.credit_score >= 300 && a.credit_score <= 850).toBe(true);
    if (a.tax_id) expect(a.tax_id_type).toMatch(/^(SSN|ITIN|SIN)$/);
  }
  if (t.business_start_date) expect(t.business_start_date < '2025-12-31').toBe(true);
}

describe('independent set 215 (mobile web applications)', () => {
  it('has four layouts by four brokers', async () => {
    expect(INDEPENDENT215_LAYOUT_NAMES).toHaveLength(4);
    const brokers = new Set<string>();
    for (const l of INDEPENDENT215_LAYOUT_NAMES) brokers.add((await generateIndependent215(l, 1, { style: 'typed' })).broker);
    expect(brokers.size).toBe(4);
  });

  for (const layout of INDEPENDENT215_LAYOUT_NAMES) {
    it(`${layout}: values on their pages, one truth for three styles, deterministic`, async () => {
      for (const seed of SEEDS) {
        const results = await Promise.all(STYLES.map((style) => generateIndependent215(layout, seed, { style })));
        for (const [i, r] of results.entries()) {
          expect(r.pages).toBeGreaterThanOrEqual(1);
          expect(r.pages).toBeLessThanOrEqual(3);
          const pages = await read(r.pdf);
          expect(pages).toHaveLength(r.pages);
          checkPlaced(r, pages, STYLES[i]!);
          checkIds(r);
          expect(r.truth).toEqual(results[0]!.truth);
          expect(r.placed.map((p) => p.text)).toEqual(results[0]!.placed.map((p) => p.text));
        }
        const again = await generateIndependent215(layout, seed, { style: STYLES[seed % 3]! });
        expect(Buffer.from(again.pdf).equals(Buffer.from(results[seed % 3]!.pdf))).toBe(true);
      }
    }, 60_000);
  }

  it('reads names the way applications.md says (Last, First; middle initials; credentials)', async () => {
    for (const layout of INDEPENDENT215_LAYOUT_NAMES) {
      for (const seed of [4, 5, 6, 7]) {
        const r = await generateIndependent215(layout, seed, { style: 'typed' });
        for (const p of r.placed.filter((x) => x.key === 'owner_name')) {
          const i = Number(/applicants\[(\d+)\]/.exec(Object.keys(p.fields)[0]!)![1]);
          const n = splitName(p.text);
          expect([n.first, n.last]).toEqual([r.truth.applicants[i]!.first_name, r.truth.applicants[i]!.last_name]);
        }
      }
    }
    expect(printedName({ name: { first: 'Ana', last: 'de la Vega', middle: 'R.', cred: null }, nameMode: 'lastfirst' } as never)).toBe('de la Vega, Ana R.');
  });

  it('scans the printed styles and refuses to scan a fillable form', async () => {
    const r = await generateIndependent215(INDEPENDENT215_LAYOUT_NAMES[1]!, 2, { style: 'handwritten', scan: true });
    expect(new TextDecoder('latin1').decode(r.pdf.slice(0, 5))).toBe('%PDF-');
    const plain = await generateIndependent215(INDEPENDENT215_LAYOUT_NAMES[1]!, 2, { style: 'typed' });
    expect(r.truth).toEqual(plain.truth);
    await expect(generateIndependent215(INDEPENDENT215_LAYOUT_NAMES[0]!, 2, { style: 'fillable', scan: 'phone' })).rejects.toThrow();
  }, 60_000);
});
