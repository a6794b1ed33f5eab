// Checks the set-199 generator against its own PDFs: every placed value is where it says (page text, or the AcroForm
// field for fillable forms), decoys give nothing, the truth follows applications.md's mapping rules against the
// reference data, and output is deterministic per (layout, seed, style).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent199, INDEPENDENT199_LAYOUT_NAMES, type Placed } from './index.ts';

const REF = '/work/shared/reference';
interface RefItem { id: string; label: string; aliases: string[]; countries?: string[] }
const industries = (JSON.parse(readFileSync(`${REF}/industries.json`, 'utf8')) as { items: RefItem[] }).items;
const entities = (JSON.parse(readFileSync(`${REF}/entity-types.json`, 'utf8')) as { items: RefItem[] }).items;
const provinces = (JSON.parse(readFileSync(`${REF}/provinces.json`, 'utf8')) as { items: { code: string }[] }).items.map((p) => p.code);

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [number, string] | null = null;
  const t = text.toLowerCase();
  for (const it of industries) {
    for (const cand of [it.label, ...it.aliases]) {
      const c = cand.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(?<![a-z0-9])${c}(?![a-z0-9])`).test(t) && (!best || cand.length > best[0])) best = [cand.length, it.id];
    }
  }
  return best?.[1] ?? null;
}
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
/** The Canadian entity type whose id, label or alias equals the text, case and punctuation ignored (ca_* first). */
function entityOf(text: string): string | null {
  const hits = entities.filter((e) => e.countries?.includes('CA') && [e.id, e.label, ...e.aliases].some((a) => norm(a) === norm(text)));
  return (hits.find((e) => e.id.startsWith('ca_')) ?? hits[0])?.id ?? null;
}

interface Item { str: string; x: number; y: number }
async function readPdf(pdf: Uint8Array): Promise<{ pages: Item[][]; annots: { fieldName: string; fieldValue: unknown; rect: number[] }[][] }> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const pages: Item[][] = [], annots: { fieldName: string; fieldValue: unknown; rect: number[] }[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const tc = await page.getTextContent();
    pages.push(tc.items.flatMap((i) => ('str' in i && i.str.trim() ? [{ str: i.str, x: i.transform[4] as number, y: i.transform[5] as number }] : [])));
    annots.push((await page.getAnnotations()) as { fieldName: string; fieldValue: unknown; rect: number[] }[]);
  }
  await task.destroy();
  return { pages, annots };
}
const inside = (x: number, y: number, b: number[], tol = 1.5): boolean => x >= b[0]! - tol && x <= b[2]! + tol && y >= b[1]! - tol && y <= b[3]! + tol;
const squash = (s: string): string => s.replace(/\s+/g, '');

const SEEDS = [1, 2, 3, 4, 5, 6];

describe.each(INDEPENDENT199_LAYOUT_NAMES)('independent199 %s', (layout) => {
  it('prints every value inside its box, in the page text or the AcroForm field', async () => {
    for (const seed of SEEDS.slice(0, 4)) {
      for (const style of ['typed', 'handwritten', 'fillable'] as const) {
        const g = await generateIndependent199(layout, seed, { style });
        const { pages, annots } = await readPdf(g.pdf);
        expect(pages.length).toBe(g.pages);
        for (const p of [...g.placed, ...g.decoys]) {
          const items = pages[p.page - 1]!;
          if (p.via === 'text') {
            const got = squash(items.filter((i) => inside(i.x, i.y, p.box)).map((i) => i.str).join(''));
            expect(got, `${layout}/${seed}/${style} ${p.key}`).toContain(squash(p.text));
          } else if (p.via === 'checkbox') {
            const marks = items.filter((i) => i.str.trim() === 'X' && inside(i.x, i.y, p.box));
            expect(marks.length, `${p.key} mark`).toBe(style === 'typed' ? 1 : 0);
          } else {
            const a = annots[p.page - 1]!.find((x) => x.fieldName === p.acroform_field);
            expect(a, `${p.key} field`).toBeTruthy();
            expect(a!.fieldValue).toBe(p.via === 'acroform_checkbox' ? p.acroform_value : p.text);
            expect(inside(a!.rect[0]!, a!.rect[1]!, p.box) && inside(a!.rect[2]!, a!.rect[3]!, p.box)).toBe(true);
            // The value is only in the field: no page text item is that value.
            if (p.via === 'acroform' && p.text.length > 3) expect(items.some((i) => i.str.trim() === p.text), `${p.key} in text`).toBe(false);
          }
        }
      }
    }
  }, 120_000);

  it('reads the truth by the rules of applications.md and never from a decoy', async () => {
    for (const seed of SEEDS) {
      const g = await generateIndependent199(layout, seed, { style: 'typed' });
      const t = g.truth;
      expect(g.country).toBe('CA');
      expect(t.country).toBe('Canada');
      expect(provinces).toContain(t.state_region);
      expect(t.business_tax_id).toMatch(/^\d{9}(RC\d{4})?$/);
      expect(t.business_tax_id_type).toBe('BN');
      const at = (path: string): Placed => g.placed.find((p) => path in p.fields)!;
      expect(t.industry).toBe(industryOf(at('application.industry').text));
      const ent = at('application.type_of_entity');
      expect(t.type_of_entity).toBe(ent.via.includes('checkbox') ? t.type_of_entity : entityOf(ent.text));
      expect(entities.map((e) => e.id)).toContain(t.type_of_entity);
      expect(t.legal_name).toBe(at('application.legal_name').text);
      if (t.trade_name) expect(t.trade_name).not.toBe(t.legal_name);
      expect(t.applicants.length).toBeGreaterThan(0);
      const total = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
      expect(total).toBeLessThanOrEqual(100);
      for (const a of t.applicants) {
        expect(a.first_name).not.toMatch(/\s[A-Z]\.$/);
        if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
        expect(a.tax_id_type).toBe('SIN');
      }
      const taxIds = [t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter(Boolean);
      for (const d of g.decoys) {
        expect(Object.keys(d.fields), d.key).toHaveLength(0);
        expect(taxIds).not.toContain(d.text.replace(/[^0-9A-Z]/g, ''));
        expect([t.legal_name, t.trade_name]).not.toContain(d.text);
      }
      expect(g.decoys.some((d) => /transit|institution/.test(d.key))).toBe(true);
      expect(g.decoys.some((d) => /iso/.test(d.key))).toBe(true);
    }
  });

  it('repeats its bytes for a seed, differs between seeds and shares one truth across styles', async () => {
    const a = await generateIndependent199(layout, 7, { style: 'handwritten' });
    const b = await generateIndependent199(layout, 7, { style: 'handwritten' });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    const f1 = await generateIndependent199(layout, 7, { style: 'fillable' });
    const f2 = await generateIndependent199(layout, 7, { style: 'fillable' });
    expect(Buffer.from(f1.pdf).equals(Buffer.from(f2.pdf))).toBe(true);
    const other = await generateIndependent199(layout, 8, { style: 'handwritten' });
    expect(other.truth).not.toEqual(a.truth);
    for (const seed of SEEDS) {
      const [t, h, f] = await Promise.all((['typed', 'handwritten', 'fillable'] as const).map((style) => generateIndependent199(layout, seed, { style })));
      expect(h!.truth).toEqual(t!.truth);
      expect(f!.truth).toEqual(t!.truth);
      expect(f!.placed.map((p) => p.text)).toEqual(t!.placed.map((p) => p.text));
    }
  });

  it('varies owners and optional fields over seeds', async () => {
    const owners = new Set<number>(), nulls = new Set<string>();
    for (let seed = 1; seed <= 24; seed++) {
      const t = (await generateIndependent199(layout, seed, { style: 'typed' })).truth;
      owners.add(t.applicants.length);
      for (const [k, v] of Object.entries(t)) if (v === null) nulls.add(k);
    }
    expect(owners.size).toBeGreaterThan(1);
    expect(nulls.size).toBeGreaterThan(1);
  });
});

describe('independent199 scans', () => {
  it('scans typed and handwritten forms, refuses a fillable one', async () => {
    for (const [layout, style] of [['lakeshore_grid', 'typed'], ['bluenose_sections', 'handwritten']] as const) {
      const g = await generateIndependent199(layout, 3, { style, scan: true });
      expect(Buffer.from(g.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
      const { pages } = await readPdf(g.pdf);
      expect(pages.length).toBe(g.pages);
      expect(pages.flat()).toHaveLength(0);
      expect(g.truth).toEqual((await generateIndependent199(layout, 3, { style })).truth);
    }
    await expect(generateIndependent199('cascadia_two_page', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120_000);
});
