import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { generateIndependent253, INDEPENDENT253_LAYOUT_NAMES } from './index.ts';

const REF = '/work/shared/reference';
const items = (f: string): Record<string, unknown>[] => (JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: Record<string, unknown>[] }).items;
const INDUSTRIES = items('industries.json') as { id: string; label: string; aliases: string[] }[];
const ENTITY_IDS = new Set(items('entity-types.json').map((e) => e.id as string));
const STATES = new Set(items('states.json').map((s) => s.code as string));
const norm = (s: string): string => s.replace(/\s+/g, '').toLowerCase();

/** applications.md's industry rule: the longest label or alias contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...it.aliases]) {
      const re = new RegExp(`(^|\\W)${a.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}($|\\W)`, 'i');
      if (re.test(text) && (!best || a.length > best[1])) best = [it.id, a.length];
    }
  }
  return best?.[0] ?? null;
}

async function read(pdf: Uint8Array): Promise<{ pages: string[]; fields: Record<string, string> }> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const pages: string[] = [];
  const fields: Record<string, string> = {};
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const c = await page.getTextContent();
    pages.push(c.items.map((i) => ('str' in i ? i.str : '')).join(' '));
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown }[]) {
      if (a.fieldName) fields[a.fieldName] = String(a.fieldValue ?? '');
    }
  }
  await task.destroy();
  return { pages, fields };
}

describe('independent generator 253', () => {
  for (const layout of INDEPENDENT253_LAYOUT_NAMES) {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      it(`${layout} ${style}: placed values are printed, truth uses reference ids`, async () => {
        for (const seed of [1, 2, 5, 9]) {
          const g = await generateIndependent253(layout, seed, { style, scan: false });
          const { pages, fields } = await read(g.pdf);
          expect(pages.length).toBe(g.pages);
          const t = g.truth;
          expect(t.legal_name).toBeTruthy();
          for (const p of g.placed) {
            if (style === 'fillable') {
              expect(p.acroform_field, p.key).toBeTruthy();
              expect(fields[p.acroform_field!], p.key).toBe(p.checkbox ? 'Yes' : p.text);
              if (/legal_name|_name$|ssn|tax_id|dob|start|amount/.test(p.key)) expect(norm(pages.join(' ')), p.key).not.toContain(norm(p.text));
            } else if (!p.checkbox) {
              expect(norm(pages[p.page - 1]!), `${layout}:${seed} ${p.key}`).toContain(norm(p.text));
            } else {
              expect(norm(pages[p.page - 1]!)).toContain(norm(p.text));
            }
          }
          if (t.industry) {
            expect(INDUSTRIES.some((i) => i.id === t.industry)).toBe(true);
            expect(industryOf(g.placed.find((p) => 'industry' in p.fields)!.text)).toBe(t.industry);
          }
          if (t.type_of_entity) expect(ENTITY_IDS.has(t.type_of_entity)).toBe(true);
          expect(STATES.has(t.state_region!)).toBe(true);
          expect(t.country).toBe('United States');
          if (t.business_tax_id) expect(t.business_tax_id).toMatch(/^\d{9}$/);
          expect(t.applicants.length).toBeGreaterThan(0);
          expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
          for (const a of t.applicants) {
            expect(a.first_name && a.last_name).toBeTruthy();
            if (a.tax_id) expect(a.tax_id_type).toMatch(/^(SSN|ITIN)$/);
            else expect(a.tax_id_type).toBeNull();
            if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
          }
          if (t.type_of_entity === 'sole_proprietorship') expect(t.applicants.map((a) => a.ownership)).toEqual([100]);
          expect(g.decoys.length).toBeGreaterThan(3);
        }
      });
    }
    it(`${layout}: deterministic per (layout, seed, style)`, async () => {
      for (const style of ['typed', 'handwritten', 'fillable'] as const) {
        const a = await generateIndependent253(layout, 7, { style, scan: false });
        const b = await generateIndependent253(layout, 7, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(a.truth).toEqual(b.truth);
      }
      const c = await generateIndependent253(layout, 8, { style: 'typed', scan: false });
      const d = await generateIndependent253(layout, 7, { style: 'typed', scan: false });
      expect(c.truth).not.toEqual(d.truth);
    });
  }

  it('fillable cannot be scanned', async () => {
    await expect(generateIndependent253(INDEPENDENT253_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  it('scan: an image-only PDF with the same truth', async () => {
    const layout = INDEPENDENT253_LAYOUT_NAMES[2]!;
    const plain = await generateIndependent253(layout, 4, { style: 'handwritten', scan: false });
    const s = await generateIndependent253(layout, 4, { style: 'handwritten', scan: true });
    expect(s.truth).toEqual(plain.truth);
    const { pages } = await read(s.pdf);
    expect(pages.length).toBe(plain.pages);
    expect(norm(pages.join(''))).not.toContain(norm(plain.truth.legal_name!));
  }, 60_000);
});
