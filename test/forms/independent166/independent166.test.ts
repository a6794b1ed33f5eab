// Set 166 checks: every placed value and decoy is where the generator says (page text or AcroForm field), reading
// the placed text back by applications.md's rules gives the truth, decoys never equal a real value, the bytes and
// the truth are reproducible, the three styles share one truth, scans keep it, and seeds vary.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent166, INDEPENDENT166_LAYOUT_NAMES, type Placed } from './index.ts';
import { INDUSTRIES } from './data.ts';
import { norm, readIndustry, readMoney, readPlaced } from './reader.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3];

interface PageContent { text: string; fields: Map<string, { value: string; exportValue?: string }> }
async function content(pdf: Uint8Array): Promise<PageContent[]> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const out: PageContent[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    const fields = new Map<string, { value: string; exportValue?: string }>();
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: string; exportValue?: string }[]) {
      if (a.fieldName) fields.set(a.fieldName, { value: String(a.fieldValue ?? ''), exportValue: a.exportValue });
    }
    out.push({ text: (tc.items as { str?: string }[]).map((t) => t.str ?? '').join('').replace(/\s+/g, ''), fields });
  }
  await task.destroy();
  return out;
}

function expectPresent(p: Placed, pages: PageContent[], style: string): void {
  const page = pages[p.page - 1];
  expect(page, `${p.key} page ${p.page}`).toBeDefined();
  const [x0, y0, x1, y1] = p.box;
  expect(x0 < x1 && y0 < y1 && x0 >= 0 && x1 <= 612 && y0 >= 0 && y1 <= 792, `${p.key} box ${p.box.join(',')}`).toBe(true);
  if (style === 'fillable') {
    expect(p.via).toBe('acroform');
    const f = page!.fields.get(p.acroform_field!);
    expect(f, `${p.key} field ${p.acroform_field}`).toBeDefined();
    if (f!.exportValue !== undefined) expect(f!.value).toBe(p.acroform_value ?? 'Yes');
    else expect(f!.value).toBe(p.text);
  } else {
    expect(page!.text.includes(p.text.replace(/\s+/g, '')), `${p.key} "${p.text}" on page ${p.page}`).toBe(true);
  }
}

function expectDecoysDiffer(placed: Placed[], decoys: Placed[]): void {
  const texts = new Set(placed.filter((p) => p.via !== 'mark').map((p) => norm(p.text)));
  const values = new Set(placed.flatMap((p) => Object.values(p.fields)).filter((v) => v !== null).map((v) => norm(String(v))));
  const money = new Set(placed.filter((p) => p.key === 'amount' || p.key === 'payment').flatMap((p) => Object.values(p.fields)));
  for (const d of decoys) {
    const n = norm(d.text);
    expect(texts.has(n), `decoy ${d.key} "${d.text}" equals a placed text`).toBe(false);
    expect(values.has(n), `decoy ${d.key} "${d.text}" equals a real value`).toBe(false);
    if (/^[$\d.,\sCAD]+$/.test(d.text) && /\d/.test(d.text)) expect(money.has(readMoney(d.text, d.label)), `decoy ${d.key} money`).toBe(false);
  }
}

describe('independent166 generator', () => {
  it('has four layouts and refuses what it cannot make', async () => {
    expect(INDEPENDENT166_LAYOUT_NAMES).toHaveLength(4);
    await expect(generateIndependent166('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent166(INDEPENDENT166_LAYOUT_NAMES[0]!, 1, { style: 'pencil' as 'typed' })).rejects.toThrow();
    await expect(generateIndependent166(INDEPENDENT166_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  it('pairs each industry text with the id the longest-alias rule gives', () => {
    for (const i of INDUSTRIES) expect(readIndustry(i.text), i.text).toBe(i.id);
  });

  for (const layout of INDEPENDENT166_LAYOUT_NAMES) {
    it(`${layout}: values on the page or in fields, truth as read, decoys apart, one truth across styles`, async () => {
      for (const seed of SEEDS) {
        const truths: string[] = [];
        for (const style of STYLES) {
          const r = await generateIndependent166(layout, seed, { style });
          const pages = await content(r.pdf);
          expect(pages).toHaveLength(r.pages);
          for (const p of [...r.placed, ...r.decoys]) expectPresent(p, pages, style);
          expect(readPlaced(r.placed)).toEqual(r.truth);
          expectDecoysDiffer(r.placed, r.decoys);
          expect(r.truth.applicants.length).toBeGreaterThanOrEqual(1);
          expect(r.truth.applicants.length).toBeLessThanOrEqual(4);
          expect(r.truth.legal_name).not.toBeNull();
          expect(r.country === 'CA' ? 'Canada' : 'United States').toBe(r.truth.country);
          if (style === 'fillable') {
            const legal = r.placed.find((p) => p.key === 'legal_name')!;
            expect(pages[0]!.text.includes(legal.text.replace(/\s+/g, ''))).toBe(false);
          }
          if (style === 'handwritten') expect(r.placed.filter((p) => p.fields['application.payment_frequency'] || p.key === 'entity')
            .every((p) => p.via === 'mark' || p.via === 'handwriting')).toBe(true);
          truths.push(JSON.stringify(r.truth));
        }
        expect(new Set(truths).size).toBe(1);
      }
    });

    it(`${layout}: reproducible bytes`, async () => {
      const a = await generateIndependent166(layout, 11, { style: 'handwritten' });
      const b = await generateIndependent166(layout, 11, { style: 'handwritten' });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(b.truth).toEqual(a.truth);
    });
  }

  it('scans keep the truth and lose the text layer', async () => {
    for (const [layout, style] of [[INDEPENDENT166_LAYOUT_NAMES[0]!, 'typed'], [INDEPENDENT166_LAYOUT_NAMES[3]!, 'handwritten']] as const) {
      const plain = await generateIndependent166(layout, 5, { style });
      const scanned = await generateIndependent166(layout, 5, { style, scan: true });
      expect(scanned.truth).toEqual(plain.truth);
      expect(scanned.pages).toBe(plain.pages);
      const pages = await content(scanned.pdf);
      expect(pages).toHaveLength(plain.pages);
      expect(pages.every((p) => p.text === '')).toBe(true);
      expect(Buffer.from(scanned.pdf).equals(Buffer.from(plain.pdf))).toBe(false);
    }
  }, 60_000);

  it('seeds vary the merchant and cover the hard cases', async () => {
    const seen = { legal: new Set<string>(), owners: new Set<number>(), types: new Set<string>(), entities: new Set<string>(), country: new Set<string>(),
      nullStart: 0, nullDba: 0, masked: 0, particle: 0, double: 0, dayFirst: 0 };
    for (const layout of INDEPENDENT166_LAYOUT_NAMES) {
      for (let seed = 20; seed < 32; seed++) {
        const r = await generateIndependent166(layout, seed, { style: 'typed' });
        const t = r.truth;
        seen.legal.add(t.legal_name!);
        seen.owners.add(t.applicants.length);
        seen.entities.add(String(t.type_of_entity));
        seen.country.add(r.country);
        t.applicants.forEach((a) => { if (a.tax_id_type) seen.types.add(a.tax_id_type); });
        if (!t.business_start_date) seen.nullStart++;
        if (!t.trade_name) seen.nullDba++;
        if (r.decoys.some((d) => /owner\d\.tax/.test(d.key))) seen.masked++;
        if (t.applicants.some((a) => /^(de|del|De)\b/.test(a.last_name ?? '') || /['-]/.test(a.last_name ?? ''))) seen.particle++;
        if (t.applicants.some((a) => / /.test(a.last_name ?? '') && !/^(de|del|De)\b/.test(a.last_name ?? ''))) seen.double++;
        if (r.placed.some((p) => /DD\/MM/.test(p.label))) seen.dayFirst++;
      }
    }
    expect(seen.legal.size).toBeGreaterThan(40);
    expect([...seen.owners].sort()).toEqual([1, 2, 3, 4]);
    expect(seen.types).toEqual(new Set(['SSN', 'ITIN', 'SIN']));
    expect(seen.entities.size).toBeGreaterThanOrEqual(5);
    expect(seen.country).toEqual(new Set(['US', 'CA']));
    for (const k of ['nullStart', 'nullDba', 'masked', 'particle', 'double', 'dayFirst'] as const) expect(seen[k], k).toBeGreaterThan(0);
  }, 60_000);
});
