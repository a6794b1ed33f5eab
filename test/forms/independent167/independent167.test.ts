// Set 167's generator checked against its own promises: every placed value and decoy is where it says (page text or
// AcroForm field), the rules of applications.md read the placed text back to the truth, decoys never equal a real
// value, the same seed gives the same bytes and one truth in every style, scans keep the truth, and seeds vary.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent167, INDEPENDENT167_LAYOUT_NAMES, type Placed } from './index.ts';
import { readEntity, readIndustry, readRegion, reread } from './reread.ts';
import { INDUSTRIES } from './pools.ts';
import { CA_ENT, US_ENT } from './model.ts';
import { luhnOk } from './ids.ts';

type Gen = Awaited<ReturnType<typeof generateIndependent167>>;
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4];
const ws = (s: string): string => s.replace(/\s+/g, '');
const squash = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

interface Item { str: string; x: number; y: number; w: number }
interface Annot { fieldName?: string; fieldValue?: unknown; checkBox?: boolean }
async function readPdf(pdf: Uint8Array): Promise<{ texts: string[]; items: Item[][]; annots: Annot[][] }> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const texts: string[] = [], items: Item[][] = [], annots: Annot[][] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    const its = (tc.items as { str?: string; transform?: number[]; width?: number }[]).filter((t) => t.str)
      .map((t) => ({ str: t.str!, x: t.transform![4]!, y: t.transform![5]!, w: t.width ?? 0 }));
    items.push(its);
    texts.push(ws(its.map((t) => t.str).join('')));
    annots.push((await page.getAnnotations()) as Annot[]);
  }
  await task.destroy();
  return { texts, items, annots };
}

function expectPlaced(p: Placed, r: Awaited<ReturnType<typeof readPdf>>, style: string): void {
  const where = `${p.key} '${p.text}' (${style})`;
  const [x0, y0, x1, y1] = p.box;
  expect(x0 >= 0 && y0 >= 0 && x1 <= 612 && y1 <= 792 && x0 < x1 && y0 < y1, `box of ${where}`).toBe(true);
  if (p.via === 'acroform' || p.via === 'acroform_checkbox') {
    const a = r.annots[p.page - 1]!.find((x) => x.fieldName === p.acroform_field);
    expect(a, `field of ${where}`).toBeDefined();
    expect(a!.fieldValue, where).toBe(p.via === 'acroform' ? p.text : (p.acroform_value ?? 'Yes'));
    if (p.via === 'acroform_checkbox') expect(r.texts[p.page - 1], where).toContain(ws(p.text));
    return;
  }
  expect(r.texts[p.page - 1], `page ${p.page} text has ${where}`).toContain(ws(p.text));
  // And it is printed where the box says: a run of text holding it (or a piece of it) crosses the box.
  const v = ws(p.text);
  const near = r.items[p.page - 1]!.some((t) => {
    const s = ws(t.str);
    return s.length > 0 && (s.includes(v) || v.includes(s)) && t.x <= x1 + 4 && t.x + t.w >= x0 - 4 && t.y >= y0 - 6 && t.y <= y1 + 6;
  });
  expect(near, `position of ${where}`).toBe(true);
}

function realValues(g: Gen): { texts: Set<string>; numbers: Set<number>; ids: string[] } {
  const t = g.truth, texts = new Set<string>(), numbers = new Set<number>();
  for (const p of g.placed) if (Object.values(p.fields).some((v) => v !== null)) texts.add(squash(p.text));
  for (const v of [t.legal_name, t.trade_name]) if (v) texts.add(squash(v));
  for (const a of t.applicants) texts.add(squash(`${a.first_name} ${a.last_name}`));
  for (const v of [t.requested_amount, t.requested_payment]) if (v !== null) numbers.add(v);
  const ids = [t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter((v): v is string => !!v).map((v) => v.replace(/\D/g, ''));
  return { texts, numbers, ids };
}

function expectDecoysDiffer(g: Gen): void {
  const real = realValues(g);
  for (const d of g.decoys) {
    expect(real.texts.has(squash(d.text)), `decoy ${d.key} '${d.text}' equals a value`).toBe(false);
    const digits = d.text.replace(/\D/g, '');
    for (const id of real.ids) expect(digits.includes(id), `decoy ${d.key} '${d.text}' holds tax id ${id}`).toBe(false);
    for (const m of d.text.matchAll(/\$?\d[\d,]*(?:\.\d{2})?/g)) {
      const n = Number(m[0].replace(/[$,]/g, ''));
      if (n >= 100) expect(real.numbers.has(n), `decoy ${d.key} '${d.text}' has amount ${n}`).toBe(false);
    }
  }
}

describe('independent167 generator', () => {
  it('has four layouts and refuses what it does not make', async () => {
    expect(INDEPENDENT167_LAYOUT_NAMES).toHaveLength(4);
    await expect(generateIndependent167('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent167('quick-app', 1, { style: 'crayon' as 'typed' })).rejects.toThrow();
    await expect(generateIndependent167('quick-app', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  it('prints only type-of-business and entity texts the rules resolve', () => {
    for (const i of INDUSTRIES) expect(readIndustry(i.text), i.text).toBe(i.id);
    for (const [id, texts] of US_ENT) for (const t of texts) expect(readEntity(t, 'US'), t).toBe(id);
    for (const [id, texts] of CA_ENT) for (const t of texts) expect(readEntity(t, 'CA'), t).toBe(id);
  });

  for (const layout of INDEPENDENT167_LAYOUT_NAMES) {
    it(`${layout}: values and decoys are on the page or in their fields, and read back to the truth`, async () => {
      for (const seed of SEEDS) {
        const byStyle: Gen[] = [];
        for (const style of STYLES) {
          const g = await generateIndependent167(layout, seed, { style });
          byStyle.push(g);
          const pdf = await readPdf(g.pdf);
          expect(pdf.texts).toHaveLength(g.pages);
          for (const p of [...g.placed, ...g.decoys]) expectPlaced(p, pdf, style);
          // Re-read each placed value by the rules: exactly the fields it carries.
          const ctx = { legal: g.truth.legal_name, country: g.country };
          for (const p of g.placed) expect(reread(p, ctx), `${p.key} '${p.text}' (${style})`).toEqual(p.fields);
          expectDecoysDiffer(g);
          if (style === 'fillable') {
            const runs = new Set(pdf.items.flat().map((t) => ws(t.str)));
            for (const p of g.placed.filter((x) => x.via === 'acroform')) expect(runs.has(ws(p.text)), `${p.key} only in its field`).toBe(false);
          }
        }
        const [typed, ...others] = byStyle;
        for (const o of others) {
          expect(o.truth).toEqual(typed!.truth);
          expect(o.placed.map((p) => [p.key, p.text, p.page])).toEqual(typed!.placed.map((p) => [p.key, p.text, p.page]));
        }
        const t = typed!.truth;
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        expect(t.applicants.length).toBeLessThanOrEqual(4);
        expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        expect(t.country).toBe(typed!.country === 'CA' ? 'Canada' : 'United States');
        if (t.business_tax_id_type === 'BN' || t.business_tax_id_type === 'SIN') expect(luhnOk(t.business_tax_id!.slice(0, 9))).toBe(true);
        for (const a of t.applicants) if (a.tax_id_type === 'SIN') expect(luhnOk(a.tax_id!)).toBe(true);
      }
    });
  }

  it('gives the same bytes for the same seed', async () => {
    for (const style of STYLES) {
      const a = await generateIndependent167('email-printout', 11, { style });
      const b = await generateIndependent167('email-printout', 11, { style });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), style).toBe(true);
    }
    for (const layout of INDEPENDENT167_LAYOUT_NAMES) {
      const a = await generateIndependent167(layout, 12, { style: 'handwritten' });
      const b = await generateIndependent167(layout, 12, { style: 'handwritten' });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), layout).toBe(true);
    }
  });

  it('keeps the truth through a scan, with no text left on the page', async () => {
    for (const [layout, seed, style] of [['quick-app', 3, 'handwritten'], ['deal-card', 5, 'typed']] as const) {
      const plain = await generateIndependent167(layout, seed, { style });
      const scanned = await generateIndependent167(layout, seed, { style, scan: true });
      expect(scanned.truth).toEqual(plain.truth);
      expect(scanned.pages).toBe(plain.pages);
      const r = await readPdf(scanned.pdf);
      expect(r.texts).toHaveLength(plain.pages);
      expect(r.texts.join('')).toBe('');
      expect(Buffer.from(scanned.pdf).equals(Buffer.from(plain.pdf))).toBe(false);
    }
  }, 60_000);

  it('varies with the seed', async () => {
    const seen = { legal: new Set<string>(), countries: new Set<string>(), owners: new Set<number>(), masked: 0, bizTypes: new Set<string>(),
      freqs: new Set<string>(), noDba: 0, regions: new Set<string>() };
    for (const layout of INDEPENDENT167_LAYOUT_NAMES) {
      for (let seed = 100; seed < 118; seed++) {
        const g = await generateIndependent167(layout, seed, { style: 'typed' });
        const t = g.truth;
        seen.legal.add(t.legal_name!);
        seen.countries.add(g.country);
        seen.owners.add(t.applicants.length);
        seen.masked += t.applicants.filter((a) => a.tax_id === null).length;
        seen.bizTypes.add(t.business_tax_id_type!);
        if (t.payment_frequency) seen.freqs.add(t.payment_frequency);
        if (t.trade_name === null) seen.noDba++;
        seen.regions.add(t.state_region!);
        expect(readRegion(t.state_region!).country).toBe(t.country);
      }
    }
    expect(seen.legal.size).toBeGreaterThan(60);
    expect([...seen.countries].sort()).toEqual(['CA', 'US']);
    expect([...seen.owners].sort()).toEqual([1, 2, 3, 4]);
    expect(seen.masked).toBeGreaterThan(0);
    expect(seen.bizTypes.has('EIN') && seen.bizTypes.has('BN')).toBe(true);
    expect(seen.freqs.size).toBeGreaterThanOrEqual(3);
    expect(seen.noDba).toBeGreaterThan(0);
    expect(seen.regions.size).toBeGreaterThan(10);
  });
});
