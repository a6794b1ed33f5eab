// Set 209 checked against itself: every placed value is on its page (pdf.js reads it back inside its box) or in its
// AcroForm field, truth ids exist in the shared reference data, the three styles share one truth, and each
// (layout, seed, style) gives the same bytes twice.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { generateIndependent209, INDEPENDENT209_LAYOUT_NAMES, type Placed } from './index.ts';
import { ENTITY_ID } from './parts.ts';
import { INDUSTRIES } from './words.ts';

const ref = (f: string): { items: Record<string, unknown>[] } => JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8'));
const STATES = new Set(ref('states.json').items.map((s) => s.code as string));
const ENTITIES = ref('entity-types.json').items as { id: string; label: string; aliases: string[]; countries: string[] }[];
const INDUSTRY_REF = ref('industries.json').items as { id: string; label: string; aliases: string[] }[];
const SEEDS = [1, 4];
const STYLES = ['typed', 'handwritten', 'fillable'] as const;

interface Item { str: string; x: number; y: number }
async function readPdf(pdf: Uint8Array): Promise<{ items: Item[][]; fields: Map<string, unknown> }> {
  const task = getDocument({ data: pdf.slice(), standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/', verbosity: 0 });
  const doc = await task.promise;
  const items: Item[][] = [];
  const fields = new Map<string, unknown>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    items.push(tc.items.flatMap((i) => ('str' in i ? [{ str: i.str, x: i.transform[4] as number, y: i.transform[5] as number }] : [])));
    for (const a of await page.getAnnotations()) if (a.fieldName) fields.set(a.fieldName as string, a.fieldValue);
  }
  await task.destroy();
  return { items, fields };
}

const squash = (s: string): string => s.replace(/\s+/g, '');
function textIn(items: Item[], b: Placed['box'], pad = 4): string {
  return items.filter((i) => i.x >= b[0] - pad && i.x <= b[2] + pad && i.y >= b[1] - pad && i.y <= b[3] + pad).map((i) => i.str).join('');
}

/** applications.md's industry rule: the reference id whose label or alias is the longest one inside the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [number, string] | null = null;
  for (const it of INDUSTRY_REF) {
    for (const a of [it.label, ...it.aliases]) {
      const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
      if (re.test(text.toLowerCase()) && (!best || a.length > best[0])) best = [a.length, it.id];
    }
  }
  return best?.[1] ?? null;
}
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

describe('independent set 209', () => {
  it('has four layouts', () => expect(INDEPENDENT209_LAYOUT_NAMES).toHaveLength(4));

  it('words its industries and entity types as the reference reads them', () => {
    for (const p of INDUSTRIES) expect(industryOf(p.text), p.text).toBe(p.id);
    for (const [text, id] of Object.entries(ENTITY_ID)) {
      const hits = ENTITIES.filter((e) => e.countries.includes('US') && [e.id, e.label, ...e.aliases].some((a) => norm(a) === norm(text))).map((e) => e.id);
      expect(hits, text).toEqual([id]);
    }
  });

  for (const layout of INDEPENDENT209_LAYOUT_NAMES) {
    it(`${layout}: values on their pages, one truth for three styles, deterministic`, async () => {
      for (const seed of SEEDS) {
        const out = await Promise.all(STYLES.map((style) => generateIndependent209(layout, seed, { style })));
        const [typed] = out;
        for (const g of out) {
          expect(g.truth).toEqual(typed!.truth);
          expect(g.placed.map((p) => [p.key, p.text])).toEqual(typed!.placed.map((p) => [p.key, p.text]));
        }
        const t = typed!.truth;
        expect(t.legal_name).toBeTruthy();
        expect(t.applicants.length).toBeGreaterThan(0);
        expect(STATES.has(t.state_region!)).toBe(true);
        if (t.type_of_entity) expect(ENTITIES.some((e) => e.id === t.type_of_entity)).toBe(true);
        expect(INDUSTRY_REF.some((e) => e.id === t.industry)).toBe(true);
        for (const a of t.applicants) expect(a.first_name && a.last_name).toBeTruthy();
        const total = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
        expect(total).toBeLessThanOrEqual(100);
        for (const [i, g] of out.entries()) {
          const { items, fields } = await readPdf(g.pdf);
          expect(items).toHaveLength(g.pages);
          for (const p of [...g.placed, ...g.decoys]) {
            if (p.via === 'acroform') expect(fields.get(p.acroform_field!), p.key).toBe(p.text);
            else if (p.via === 'acroform_checkbox') expect(fields.get(p.acroform_field!), p.key).toBe('Yes');
            else if (p.key.startsWith('iso_rep')) expect(squash(items[p.page - 1]!.map((x) => x.str).join(''))).toContain(squash(p.text));
            else expect(squash(textIn(items[p.page - 1]!, p.box)), `${STYLES[i]} ${p.key}`).toContain(squash(p.text));
          }
          if (STYLES[i] === 'fillable') {
            const all = items.flat().map((x) => x.str).join('');
            expect(all).not.toContain(t.legal_name!);
            expect(Buffer.from(g.pdf).toString('latin1')).toContain('/NeedAppearances false');
          }
        }
      }
      for (const style of STYLES) {
        const [a, b] = await Promise.all([generateIndependent209(layout, 7, { style }), generateIndependent209(layout, 7, { style })]);
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      }
    });
  }

  it('scans, and refuses to scan a fillable form', async () => {
    const g = await generateIndependent209('brightwater-iso', 3, { style: 'handwritten', scan: true });
    const plain = await generateIndependent209('brightwater-iso', 3, { style: 'handwritten' });
    expect(g.truth).toEqual(plain.truth);
    const { items } = await readPdf(g.pdf);
    expect(items).toHaveLength(g.pages);
    await expect(generateIndependent209('brightwater-iso', 3, { style: 'fillable', scan: true })).rejects.toThrow();
  });
});
