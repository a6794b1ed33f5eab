// Set 211 checked against itself: every placed value is on its page (pdf.js reads it back) or in its AcroForm field,
// the truth's ids exist in the shared reference, the three styles share one truth, and output is deterministic.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { generateIndependent211, INDEPENDENT211_LAYOUT_NAMES, type Placed } from './index.ts';
import { luhnValid } from './fmt.ts';

type Ref = { id?: string; code?: string; label?: string; name?: string; aliases: string[]; country?: string };
const ref = (f: string): Ref[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: Ref[] }).items;
const ENTITIES = ref('entity-types.json'), INDUSTRIES = ref('industries.json'), PROVINCES = ref('provinces.json');
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2];

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
const squash = (s: string): string => s.replace(/\s+/g, '');

/** applications.md's industry rule: the reference label or alias that is the longest one contained, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  const t = ` ${norm(text)} `;
  for (const it of INDUSTRIES) {
    for (const a of [it.label!, ...it.aliases]) {
      const n = norm(a);
      if (n && t.includes(` ${n} `) && (!best || n.length > best[1])) best = [it.id!, n.length];
    }
  }
  return best?.[0] ?? null;
}

interface Item { str: string; x: number; y: number }

async function readBack(pdf: Uint8Array): Promise<{ items: Item[][]; annots: any[][] }> {
  const task = pdfjs.getDocument({ data: pdf.slice(), disableFontFace: true, verbosity: 0 });
  const doc = await task.promise;
  const items: Item[][] = [], annots: any[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const tc = await page.getTextContent();
    items.push(tc.items.filter((i: any) => 'str' in i).map((i: any) => ({ str: i.str as string, x: i.transform[4] as number, y: i.transform[5] as number })));
    annots.push(await page.getAnnotations());
  }
  await task.destroy();
  return { items, annots };
}

function onPage(p: Placed, items: Item[], text: string): boolean {
  const [x0, y0, x1, y1] = p.box;
  const inside = items.filter((i) => i.x >= x0 - 4 && i.x <= x1 + 4 && i.y >= y0 - 4 && i.y <= y1 + 4);
  return squash(inside.map((i) => i.str).join('')).includes(squash(text));
}

function checkPlaced(all: Placed[], read: { items: Item[][]; annots: any[][] }): void {
  for (const p of all) {
    const where = `${p.key} "${p.text}" p${p.page}`;
    if (p.via === 'acroform' || p.via === 'acroform_checkbox') {
      const a = read.annots[p.page - 1]!.find((x) => x.fieldName === p.acroform_field);
      expect(a, where).toBeTruthy();
      if (p.via === 'acroform') {
        expect(a.fieldValue, where).toBe(p.text);
        expect(Math.abs(a.rect[0] - p.box[0]) + Math.abs(a.rect[1] - p.box[1]), where).toBeLessThan(1);
      } else {
        expect(a.fieldValue, where).toBe(p.acroform_value ?? 'Yes');
        expect(onPage(p, read.items[p.page - 1]!, p.text), `${where} label`).toBe(true);
      }
    } else {
      expect(onPage(p, read.items[p.page - 1]!, p.text), where).toBe(true);
    }
  }
}

describe('independent set 211 (Canadian applications)', () => {
  it('has four layouts from four brokers', async () => {
    expect(INDEPENDENT211_LAYOUT_NAMES).toHaveLength(4);
    const brokers = new Set<string>();
    for (const l of INDEPENDENT211_LAYOUT_NAMES) brokers.add((await generateIndependent211(l, 1, { style: 'typed' })).broker);
    expect(brokers.size).toBe(4);
  });

  for (const layout of INDEPENDENT211_LAYOUT_NAMES) {
    it(`${layout}: values on their pages, one truth for three styles, deterministic`, async () => {
      for (const seed of SEEDS) {
        const out = [];
        for (const style of STYLES) {
          const r = await generateIndependent211(layout, seed, { style });
          const again = await generateIndependent211(layout, seed, { style });
          expect(Buffer.from(again.pdf).equals(Buffer.from(r.pdf)), `${layout}/${seed}/${style} deterministic`).toBe(true);
          const read = await readBack(r.pdf);
          expect(read.items.length).toBe(r.pages);
          checkPlaced([...r.placed, ...r.decoys], read);
          if (style === 'fillable') {
            const text = squash(read.items.flat().map((i) => i.str).join(''));
            expect(text.includes(squash(r.truth.legal_name!)), 'fillable values are not page text').toBe(false);
          }
          out.push(r);
        }
        expect(out[1]!.truth).toEqual(out[0]!.truth);
        expect(out[2]!.truth).toEqual(out[0]!.truth);
        expect(out[2]!.placed.map((p) => p.text)).toEqual(out[0]!.placed.map((p) => p.text));
      }
    });
  }

  it('truth ids exist in the shared reference and follow applications.md', async () => {
    for (const layout of INDEPENDENT211_LAYOUT_NAMES) {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const r = await generateIndependent211(layout, seed, { style: 'typed' });
        const t = r.truth;
        expect(r.country).toBe('CA');
        expect(PROVINCES.find((p) => p.code === t.state_region && p.country === 'CA'), `${layout}/${seed} province`).toBeTruthy();
        expect(t.country).toBe('Canada');
        for (const p of r.placed) {
          if ('application.type_of_entity' in p.fields) {
            const id = p.fields['application.type_of_entity'] as string;
            const e = ENTITIES.find((x) => x.id === id);
            expect(e, id).toBeTruthy();
            expect([e!.id!, e!.label!, ...e!.aliases].map(norm), `${p.text} is ${id}`).toContain(norm(p.text.replace(/:$/, '')));
          }
          if ('application.industry' in p.fields) expect(industryOf(p.text), p.text).toBe(p.fields['application.industry']);
        }
        if (t.business_tax_id) expect(luhnValid(t.business_tax_id.slice(0, 9))).toBe(true);
        if (t.business_tax_id) expect(t.business_tax_id).toMatch(t.business_tax_id_type === 'BN' ? /^\d{9}(R[TC]0001)?$/ : /^\d{9}$/);
        for (const a of t.applicants) {
          expect(a.first_name && a.last_name).toBeTruthy();
          if (a.tax_id) expect(luhnValid(a.tax_id) && a.tax_id_type === 'SIN' && a.tax_id_country === 'CA').toBe(true);
          if (a.ownership !== null) expect(a.ownership).toBeGreaterThan(0);
        }
        expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
      }
    }
  });

  it('scans on request and refuses to scan a fillable form', async () => {
    const r = await generateIndependent211('prairie_line', 2, { style: 'handwritten', scan: true });
    expect(Buffer.from(r.pdf.slice(0, 5)).toString()).toBe('%PDF-');
    const plain = await generateIndependent211('prairie_line', 2, { style: 'handwritten' });
    expect(r.truth).toEqual(plain.truth);
    await expect(generateIndependent211('cascadia', 1, { style: 'fillable', scan: 'phone' })).rejects.toThrow();
  });
});
