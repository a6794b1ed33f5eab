import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent217, INDEPENDENT217_LAYOUT_NAMES } from './index.ts';

const ref = (f: string): Set<string> => new Set((JSON.parse(readFileSync(`/work/shared/reference/${f}`, 'utf8')) as { items: { id?: string; code?: string }[] })
  .items.map((i) => (i.id ?? i.code)!));
const ENT = ref('entity-types.json'), IND = ref('industries.json'), ST = ref('states.json');
const squash = (s: string): string => s.replace(/\s+/g, '');

async function read(pdf: Uint8Array): Promise<{ text: string[]; fields: Map<string, string>[] }> {
  const doc = await getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0 }).promise;
  const text: string[] = [], fields: Map<string, string>[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text.push(squash(tc.items.map((i) => ('str' in i ? i.str : '')).join('')));
    const m = new Map<string, string>();
    for (const a of await page.getAnnotations()) if (a.fieldName) m.set(a.fieldName, String(a.fieldValue ?? ''));
    fields.push(m);
  }
  await doc.loadingTask.destroy();
  return { text, fields };
}

describe('independent217 application forms', () => {
  for (const layout of INDEPENDENT217_LAYOUT_NAMES) {
    for (const seed of [1, 2, 7]) {
      it(`${layout} seed ${seed}: placed values printed, one truth across styles, reference ids`, async () => {
        const typed = await generateIndependent217(layout, seed, { style: 'typed' });
        const hand = await generateIndependent217(layout, seed, { style: 'handwritten' });
        const fill = await generateIndependent217(layout, seed, { style: 'fillable' });
        expect(hand.truth).toEqual(typed.truth);
        expect(fill.truth).toEqual(typed.truth);
        const t = typed.truth;
        expect(t.legal_name).toBeTruthy();
        expect(ENT.has(t.type_of_entity!)).toBe(true);
        expect(IND.has(t.industry!)).toBe(true);
        expect(ST.has(t.state_region!)).toBe(true);
        expect(t.country).toBe('United States');
        expect(t.applicants.length).toBeGreaterThan(0);
        for (const a of t.applicants) {
          expect(a.first_name).toBeTruthy();
          if (a.ownership !== null) expect(a.ownership).toBeLessThanOrEqual(100);
          if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
        }
        for (const g of [typed, hand]) {
          const { text } = await read(g.pdf);
          for (const p of [...g.placed, ...g.decoys]) expect(text[p.page - 1], `${p.key} ${p.text}`).toContain(squash(p.text));
          for (const p of g.placed) for (const [path, v] of Object.entries(p.fields)) {
            expect(JSON.stringify(t), path).toContain(JSON.stringify(v));
          }
        }
        const { text, fields } = await read(fill.pdf);
        for (const p of fill.placed) {
          expect(p.via).toBe('acroform');
          expect(fields[p.page - 1]!.get(p.acroform_field!), p.key).toBe(p.acroform_value ?? p.text);
        }
        for (const p of fill.decoys) expect(fields[p.page - 1]!.get(p.acroform_field!), p.key).toBe(p.text);
        expect(text.join('')).not.toContain(squash(t.legal_name!));
        expect(new TextDecoder('latin1').decode(fill.pdf)).toContain('/NeedAppearances false');
      }, 60000);
    }
    it(`${layout}: deterministic per (layout, seed, style)`, async () => {
      for (const style of ['typed', 'handwritten', 'fillable'] as const) {
        const a = await generateIndependent217(layout, 11, { style });
        const b = await generateIndependent217(layout, 11, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      }
    });
  }
  it('seeds vary owners, blanks and values', async () => {
    const owners = new Set<number>(), dba = new Set<boolean>();
    for (let s = 0; s < 12; s++) {
      const g = await generateIndependent217('keystone_grid', s, { style: 'typed' });
      owners.add(g.truth.applicants.length); dba.add(g.truth.trade_name === null);
    }
    expect(owners.size).toBeGreaterThan(1);
    expect(dba.size).toBe(2);
  });
  it('scans a typed form and refuses a scanned fillable one', async () => {
    const g = await generateIndependent217('ironclad_dense', 3, { style: 'typed', scan: true });
    expect(new TextDecoder('latin1').decode(g.pdf.slice(0, 5))).toBe('%PDF-');
    await expect(generateIndependent217('ironclad_dense', 3, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120000);
});
