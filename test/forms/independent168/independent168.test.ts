// Set 168's generator checked against its own PDFs and against applications.md's rules (reread.ts).
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { INDEPENDENT168_LAYOUT_NAMES as LAYOUTS, generateIndependent168 as gen, truthFrom, type Placed } from './index.ts';
import { industry, readPath } from './reread.ts';
import { INDUSTRIES } from './pools.ts';

type Style = 'typed' | 'handwritten' | 'fillable';
const squash = (s: string): string => s.replace(/\s+/g, '');

interface PageInfo { text: string; fields: Map<string, { value: unknown; page: number }> }
async function readPdf(pdf: Uint8Array): Promise<PageInfo[]> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const pages: PageInfo[] = [];
  const fields = new Map<string, { value: unknown; page: number }>();
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    for (const a of await page.getAnnotations()) if (a.fieldName) fields.set(a.fieldName as string, { value: a.fieldValue, page: i });
    pages.push({ text: squash(tc.items.map((it) => ('str' in it ? it.str : '')).join('')), fields });
  }
  await task.destroy();
  return pages;
}

function checkOnPage(items: Placed[], pages: PageInfo[], style: Style): void {
  for (const p of items) {
    expect(p.page, p.key).toBeGreaterThanOrEqual(1);
    expect(p.page).toBeLessThanOrEqual(pages.length);
    const [x0, y0, x1, y1] = p.box;
    expect(x0 >= 0 && y0 >= 0 && x1 <= 612 && y1 <= 792 && x0 < x1 && y0 < y1, `${p.key} box ${p.box.join(',')}`).toBe(true);
    const pg = pages[p.page - 1]!;
    if (style === 'fillable') {
      const f = pg.fields.get(p.acroform_field ?? '');
      expect(f, `${p.key}: field ${p.acroform_field}`).toBeDefined();
      expect(f!.page).toBe(p.page);
      expect(f!.value, p.key).toBe(p.acroform_value ?? p.text);
      // Values live only in fields: a long value is not page text (a checkbox's label is).
      if (!p.acroform_value && p.text.length >= 8) expect(pg.text.includes(squash(p.text)), `${p.key} leaked to page text`).toBe(false);
    } else {
      expect(pg.text.includes(squash(p.text)), `${p.key} "${p.text}" on page ${p.page}`).toBe(true);
    }
  }
}

function checkRules(g: Awaited<ReturnType<typeof gen>>, tag: string): void {
  const ctx = { country: g.country, legal: g.truth.legal_name };
  for (const p of g.placed) {
    for (const [path, v] of Object.entries(p.fields)) expect(readPath(path, p, ctx), `${tag} ${p.key} ${path} from "${p.text}"`).toEqual(v);
  }
  expect(truthFrom(g.placed)).toEqual(g.truth);
  const t = g.truth;
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(4);
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
  expect(t.legal_name).toBeTruthy();
  expect(t.state_region).toBeTruthy();
  expect(t.country).toBe(g.country === 'CA' ? 'Canada' : 'United States');
  expect(t.requested_amount).toBeGreaterThan(0);
}

function checkDecoys(g: Awaited<ReturnType<typeof gen>>, tag: string): void {
  const t = g.truth;
  const realTexts = new Set(g.placed.map((p) => squash(p.text).toLowerCase()));
  const realIds = [t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter((x): x is string => !!x).map((x) => x.slice(0, 9));
  const realNames = [t.legal_name, t.trade_name, ...t.applicants.map((a) => `${a.first_name} ${a.last_name}`)].filter(Boolean).map((s) => s!.toLowerCase());
  const realMoney = [t.requested_amount, t.requested_payment].filter((x): x is number => x !== null);
  expect(g.decoys.length).toBeGreaterThan(5);
  for (const d of g.decoys) {
    const why = `${tag} decoy ${d.key} "${d.text}"`;
    expect(realTexts.has(squash(d.text).toLowerCase()), why).toBe(false);
    const digits = d.text.replace(/\D/g, '');
    if (digits.length >= 9) expect(realIds.includes(digits.slice(0, 9)), why).toBe(false);
    expect(realNames.includes(d.text.toLowerCase()), why).toBe(false);
    if (/^\$|CAD/.test(d.text)) expect(realMoney.includes(Number(d.text.replace(/CAD|\$|,|\s/g, ''))), why).toBe(false);
  }
}

describe('independent set 168', () => {
  it('has four layouts and rejects what it does not know', async () => {
    expect(LAYOUTS).toHaveLength(4);
    await expect(gen('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(gen(LAYOUTS[0]!, 1, { style: 'inked' as Style })).rejects.toThrow();
    await expect(gen(LAYOUTS[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  it('prints industries the rules read as intended', () => {
    for (const [text, id] of INDUSTRIES) expect(industry(text), text).toBe(id);
  });

  it('re-reads every placed value to the truth, and keeps decoys apart, over many seeds', async () => {
    for (const layout of LAYOUTS) {
      for (let seed = 1; seed <= 30; seed++) {
        const g = await gen(layout, seed, { style: 'typed' });
        checkRules(g, `${layout}#${seed}`);
        checkDecoys(g, `${layout}#${seed}`);
      }
    }
  });

  for (const layout of LAYOUTS) {
    it(`${layout}: every value and decoy is on its page or in its field, in all three styles`, async () => {
      for (const seed of [11, 12]) {
        for (const style of ['typed', 'handwritten', 'fillable'] as Style[]) {
          const g = await gen(layout, seed, { style });
          const pages = await readPdf(g.pdf);
          expect(pages).toHaveLength(g.pages);
          checkOnPage(g.placed, pages, style);
          checkOnPage(g.decoys, pages, style);
        }
      }
    });
  }

  it('is reproducible and gives the same truth in every style', async () => {
    for (const layout of LAYOUTS) {
      const a = await gen(layout, 7, { style: 'handwritten' });
      const b = await gen(layout, 7, { style: 'handwritten' });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      const typed = await gen(layout, 7, { style: 'typed' });
      const fill = await gen(layout, 7, { style: 'fillable' });
      expect(typed.truth).toEqual(a.truth);
      expect(fill.truth).toEqual(a.truth);
      expect(fill.placed.map((p) => [p.key, p.text])).toEqual(typed.placed.map((p) => [p.key, p.text]));
      expect(fill.decoys.map((p) => p.text)).toEqual(typed.decoys.map((p) => p.text));
    }
  });

  it('varies with the seed', async () => {
    const seen = { legal: new Set<string>(), countries: new Set<string>(), owners: new Set<number>(), masked: 0, nullDba: 0, layouts: new Set<string>() };
    for (let seed = 100; seed < 124; seed++) {
      const layout = LAYOUTS[seed % 4]!;
      const g = await gen(layout, seed, { style: 'typed' });
      seen.legal.add(g.truth.legal_name!);
      seen.countries.add(g.country);
      seen.owners.add(g.truth.applicants.length);
      seen.masked += g.truth.applicants.filter((a) => a.tax_id === null).length;
      if (g.truth.trade_name === null) seen.nullDba++;
    }
    expect(seen.legal.size).toBeGreaterThan(18);
    expect([...seen.countries].sort()).toEqual(['CA', 'US']);
    expect(seen.owners.size).toBeGreaterThanOrEqual(3);
    expect(seen.masked).toBeGreaterThan(0);
    expect(seen.nullDba).toBeGreaterThan(0);
    const a = await gen('quorum', 1, { style: 'typed' }), b = await gen('quorum', 2, { style: 'typed' });
    expect(a.truth).not.toEqual(b.truth);
  });

  it('scans keep the truth and lose the text layer', { timeout: 60_000 }, async () => {
    const typed = await gen('maple', 5, { style: 'typed' });
    const scanned = await gen('maple', 5, { style: 'handwritten', scan: true });
    expect(scanned.truth).toEqual(typed.truth);
    expect(Buffer.from(scanned.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const pages = await readPdf(scanned.pdf);
    expect(pages).toHaveLength(scanned.pages);
    expect(pages.some((p) => p.text.includes(squash(typed.truth.legal_name!)))).toBe(false);
  });
});
