// The set-212 generator checked against itself: every recorded value is where it says (page text read back with
// pdf.js, or the AcroForm field), truth ids exist in the shared reference, the three styles share one truth, and the
// output is deterministic.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent212, INDEPENDENT212_LAYOUT_NAMES, type Placed } from './index.ts';
import { INDUSTRIES } from './data.ts';

const REF = '/work/shared/reference/';
const load = (f: string): { items: Record<string, any>[] } => JSON.parse(readFileSync(REF + f, 'utf8'));
const ENTITY_IDS = new Set(load('entity-types.json').items.map((i) => i.id as string));
const INDUSTRY_ITEMS = load('industries.json').items;
const REGIONS = new Set([...load('states.json').items, ...load('provinces.json').items].map((i) => `${i.country}:${i.code}`));
const SEEDS = [1, 2, 5];
const FONTS = `${process.cwd()}/node_modules/pdfjs-dist/standard_fonts/`;
const STYLES = ['typed', 'handwritten', 'fillable'] as const;

interface Item { str: string; x: number; y: number }
async function readBack(pdf: Uint8Array): Promise<{ text: Item[][]; fields: { name: string; value: unknown; rect: number[] }[][] }> {
  const task = getDocument({ data: pdf.slice(), disableFontFace: true, useSystemFonts: false, verbosity: 0, standardFontDataUrl: FONTS });
  const doc = await task.promise;
  const text: Item[][] = [], fields: { name: string; value: unknown; rect: number[] }[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text.push(tc.items.filter((i: any) => 'str' in i).map((i: any) => ({ str: i.str as string, x: i.transform[4] as number, y: i.transform[5] as number })));
    fields.push((await page.getAnnotations()).filter((a: any) => a.fieldName).map((a: any) => ({ name: a.fieldName, value: a.fieldValue, rect: a.rect })));
  }
  await task.destroy();
  return { text, fields };
}

const inBox = (x: number, y: number, b: number[], tol = 3): boolean => x >= b[0]! - tol && x <= b[2]! + tol && y >= b[1]! - tol && y <= b[3]! + tol;

/** The industries rule of applications.md: the longest label or alias contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [number, string] | null = null;
  for (const it of INDUSTRY_ITEMS) {
    for (const name of [it.label as string, ...(it.aliases as string[])]) {
      const re = new RegExp(`(^|[^a-z0-9])${name.toLowerCase().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}($|[^a-z0-9])`);
      if (re.test(text.toLowerCase()) && (!best || name.length > best[0])) best = [name.length, it.id as string];
    }
  }
  return best?.[1] ?? null;
}

function checkOnPage(p: Placed, text: Item[][], fields: { name: string; value: unknown; rect: number[] }[][]): void {
  const items = text[p.page - 1]!;
  if (p.via === 'text' || p.via === 'handwriting') {
    // pdf.js may split one drawn string at spaces or wide kerning: join what starts inside the box, spaces ignored.
    const joined = items.filter((i) => inBox(i.x, i.y, p.box)).sort((u, v) => u.x - v.x).map((i) => i.str).join('').replace(/\s+/g, '');
    expect(joined.includes(p.text.replace(/\s+/g, '')), `${p.key} "${p.text}" on page ${p.page} in ${p.box.join(',')}: ${joined}`).toBe(true);
  } else if (p.via === 'checkbox') {
    const hit = items.some((i) => i.str.trim() === p.text && i.x > p.box[0] && i.x < p.box[2] + 8 && Math.abs(i.y - p.box[1]) < 6);
    expect(hit, `label of ticked box ${p.key}`).toBe(true);
  } else {
    const f = fields[p.page - 1]!.find((x) => x.name === p.acroform_field);
    expect(f, `field ${p.acroform_field}`).toBeDefined();
    expect(f!.value).toBe(p.via === 'acroform_checkbox' ? 'Yes' : p.text);
    f!.rect.forEach((v, k) => expect(Math.abs(v - p.box[k]!)).toBeLessThan(1));
  }
}

describe('independent set 212', () => {
  it('has four layouts of four brokers', async () => {
    expect(INDEPENDENT212_LAYOUT_NAMES).toHaveLength(4);
    const brokers = new Set<string>();
    for (const l of INDEPENDENT212_LAYOUT_NAMES) brokers.add((await generateIndependent212(l, 1, { style: 'typed' })).broker);
    expect(brokers.size).toBe(4);
  });

  for (const layout of INDEPENDENT212_LAYOUT_NAMES) {
    it(`${layout}: values are where recorded, truth is valid and shared by the styles`, async () => {
      for (const seed of SEEDS) {
        const truths: string[] = [];
        for (const style of STYLES) {
          const g = await generateIndependent212(layout, seed, { style });
          truths.push(JSON.stringify(g.truth));
          const { text, fields } = await readBack(g.pdf);
          expect(text.length).toBe(g.pages);
          for (const p of [...g.placed, ...g.decoys, ...g.context]) checkOnPage(p, text, fields);
          if (style === 'fillable') {
            const all = text.flat().map((i) => i.str).join(' ');
            expect(all.includes(g.truth.legal_name!)).toBe(false);
            expect(g.placed.every((p) => p.via.startsWith('acroform'))).toBe(true);
          } else expect(fields.flat()).toHaveLength(0);
        }
        expect(new Set(truths).size, `seed ${seed}`).toBe(1);
        const t = JSON.parse(truths[0]!);
        expect(t.legal_name).toBeTruthy();
        if (t.type_of_entity) expect(ENTITY_IDS.has(t.type_of_entity)).toBe(true);
        expect(REGIONS.has(`${t.country === 'Canada' ? 'CA' : 'US'}:${t.state_region}`)).toBe(true);
        expect(t.applicants.length).toBeGreaterThan(0);
        for (const a of t.applicants) {
          expect(a.first_name && a.last_name).toBeTruthy();
          if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
        }
        expect(t.business_tax_id).toMatch(t.country === 'Canada' ? /^\d{9}RC\d{4}$/ : /^\d{9}$/);
      }
    });
  }

  it('industry texts give the industry the reference rule gives', () => {
    for (const [text, id] of INDUSTRIES) expect(industryOf(text), text).toBe(id);
  });

  it('is deterministic per (layout, seed, style)', async () => {
    for (const style of STYLES) {
      const a = await generateIndependent212('lanternridge-booklet', 7, { style });
      const b = await generateIndependent212('lanternridge-booklet', 7, { style });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    }
  });

  it('scans typed forms and refuses to scan a fillable one', async () => {
    const s = await generateIndependent212('keystone-numbered', 2, { style: 'typed', scan: true });
    expect(s.pages).toBe(2);
    expect(Buffer.from(s.pdf.slice(0, 5)).toString()).toBe('%PDF-');
    await expect(generateIndependent212('keystone-numbered', 2, { style: 'fillable', scan: 'phone' })).rejects.toThrow();
  });
});
