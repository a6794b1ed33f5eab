// The set-210 generator checked against itself: every placed value is on its page (pdfjs text) or in its AcroForm
// field, truth ids exist in the shared reference, the three styles share one truth, output is deterministic.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent210, INDEPENDENT210_LAYOUT_NAMES, type Independent210Result } from './index.ts';
import type { Placed } from './canvas.ts';
import { ENTITY_TYPES, INDUSTRIES, STATES } from './reference.ts';

const SEEDS = [1, 2];
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const squash = (s: string): string => s.replace(/\s+/g, '');

interface Item { str: string; x: number; y: number }
interface Annot { fieldName?: string; fieldValue?: unknown; exportValue?: string }

async function read(pdf: Uint8Array): Promise<{ items: Item[][]; annots: Annot[][] }> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0, disableFontFace: true, useSystemFonts: false });
  const doc = await task.promise;
  const items: Item[][] = [], annots: Annot[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    items.push(tc.items.flatMap((it) => ('str' in it ? [{ str: it.str, x: it.transform[4] as number, y: it.transform[5] as number }] : [])));
    annots.push((await page.getAnnotations()) as Annot[]);
  }
  await task.destroy();
  return { items, annots };
}

function textNear(items: Item[], p: Placed, pad: number): string {
  const [x0, y0, x1, y1] = p.box;
  return items.filter((i) => i.x >= x0 - pad && i.x <= x1 + pad && i.y >= y0 - pad && i.y <= y1 + pad).map((i) => i.str).join('');
}

function checkOnPage(r: Independent210Result, got: Awaited<ReturnType<typeof read>>, style: string): void {
  for (const p of [...r.placed, ...r.decoys]) {
    expect(p.page, p.key).toBeGreaterThanOrEqual(1);
    expect(p.page, p.key).toBeLessThanOrEqual(r.pages);
    if (p.via === 'acroform') {
      const a = got.annots[p.page - 1]!.find((x) => x.fieldName === p.acroform_field);
      expect(a?.fieldValue, p.key).toBe(p.text);
    } else if (p.via === 'acroform_checkbox') {
      const a = got.annots[p.page - 1]!.find((x) => x.fieldName === p.acroform_field);
      expect(a?.fieldValue, p.key).toBe(p.acroform_value ?? 'Yes');
      expect(squash(textNear(got.items[p.page - 1]!, p, 4)), p.key).toContain(squash(p.text));
    } else {
      const pad = p.via === 'handwriting' ? 10 : 5;
      expect(squash(textNear(got.items[p.page - 1]!, p, pad)), `${style} ${p.key}`).toContain(squash(p.text));
    }
  }
}

describe('independent set 210: funder renewal applications', () => {
  it('has four layouts from four funders', async () => {
    expect(INDEPENDENT210_LAYOUT_NAMES).toHaveLength(4);
    const brokers = new Set<string>();
    for (const l of INDEPENDENT210_LAYOUT_NAMES) brokers.add((await generateIndependent210(l, 1, { style: 'typed' })).broker);
    expect(brokers.size).toBe(4);
  });

  for (const layout of INDEPENDENT210_LAYOUT_NAMES) {
    it(`${layout}: values on their pages, one truth for three styles, ids in the reference`, async () => {
      const entityIds = new Set(ENTITY_TYPES.map((e) => e.id)), industryIds = new Set(INDUSTRIES.map((e) => e.id));
      const states = new Set(STATES.filter((s) => s.country === 'US').map((s) => s.code));
      for (const seed of SEEDS) {
        const runs: Independent210Result[] = [];
        for (const style of STYLES) {
          const r = await generateIndependent210(layout, seed, { style });
          runs.push(r);
          const got = await read(r.pdf);
          expect(got.items).toHaveLength(r.pages);
          checkOnPage(r, got, style);
          if (style === 'fillable') {
            const pageText = got.items.flat().map((i) => i.str).join(' ');
            expect(pageText).not.toContain(r.truth.legal_name!);
            expect(got.annots.flat().filter((a) => a.fieldName).length).toBeGreaterThan(20);
          }
        }
        const [typed, ...others] = runs;
        for (const o of others) {
          expect(o.truth).toEqual(typed!.truth);
          expect(o.placed.map((p) => [p.key, p.text, p.fields])).toEqual(typed!.placed.map((p) => [p.key, p.text, p.fields]));
          expect(o.decoys.map((p) => p.text)).toEqual(typed!.decoys.map((p) => p.text));
        }
        const t = typed!.truth;
        if (t.type_of_entity) expect(entityIds.has(t.type_of_entity)).toBe(true);
        expect(t.industry && industryIds.has(t.industry)).toBe(true);
        if (t.state_region) expect(states.has(t.state_region)).toBe(true);
        expect(t.legal_name).toBeTruthy();
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        expect(t.applicants.every((a) => a.first_name && a.last_name)).toBe(true);
        expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        for (const p of typed!.placed) {
          const money = p.fields['application.requested_amount'] ?? p.fields['application.requested_payment'];
          if (typeof money === 'number') expect(Number(p.text.replace(/[^0-9.]/g, ''))).toBe(money);
        }
        // The funder's pre-printed figures are decoys: none is the requested amount's text.
        const req = typed!.placed.find((p) => 'application.requested_amount' in p.fields);
        expect(typed!.decoys.filter((d) => d.via === 'preprinted').length).toBeGreaterThanOrEqual(5);
        if (req) expect(typed!.decoys.some((d) => d.text === req.text && d.via === 'preprinted')).toBe(false);
      }
    });
  }

  it('is deterministic per (layout, seed, style)', async () => {
    for (const style of STYLES) {
      const a = await generateIndependent210(INDEPENDENT210_LAYOUT_NAMES[1]!, 7, { style });
      const b = await generateIndependent210(INDEPENDENT210_LAYOUT_NAMES[1]!, 7, { style });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    }
  });

  it('scans a flattened form and refuses to scan a fillable one', async () => {
    const r = await generateIndependent210(INDEPENDENT210_LAYOUT_NAMES[2]!, 4, { style: 'handwritten', scan: true });
    const t = await generateIndependent210(INDEPENDENT210_LAYOUT_NAMES[2]!, 4, { style: 'typed' });
    expect(r.truth).toEqual(t.truth);
    expect(Buffer.from(r.pdf.slice(0, 5)).toString()).toBe('%PDF-');
    await expect(generateIndependent210(INDEPENDENT210_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });
});
