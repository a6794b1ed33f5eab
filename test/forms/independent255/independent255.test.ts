// Set 255's generator: placed values are really on the page (text layer, or AcroForm fields for fillable forms),
// the truth uses valid reference ids and agrees with what is printed, and output is deterministic.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent255, INDEPENDENT255_LAYOUT_NAMES } from './index.ts';

const REF = '/work/shared/reference/';
const ids = (f: string) => new Set((JSON.parse(readFileSync(REF + f, 'utf8')) as { items: { id?: string; code?: string }[] }).items.map((i) => i.id ?? i.code));
const INDUSTRIES = ids('industries.json'), ENTITIES = ids('entity-types.json'), STATES = ids('states.json'), PROVINCES = ids('provinces.json');
const squash = (s: string) => s.replace(/\s+/g, '');
const SEEDS = [1, 2, 3, 7];

async function read(pdf: Uint8Array): Promise<{ text: string[]; fields: Map<string, string | boolean> }> {
  const task = getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  const text: string[] = [];
  const fields = new Map<string, string | boolean>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text.push(squash(tc.items.map((i) => ('str' in i ? i.str : '')).join('')));
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: string; checkBox?: boolean }[]) {
      if (a.fieldName) fields.set(a.fieldName, a.checkBox ? a.fieldValue === 'Yes' : String(a.fieldValue ?? ''));
    }
  }
  await task.destroy();
  return { text, fields };
}

describe('independent255 generator', () => {
  for (const layout of INDEPENDENT255_LAYOUT_NAMES) {
    it(`${layout}: values placed, truth valid`, async () => {
      for (const seed of SEEDS) {
        for (const style of ['typed', 'handwritten', 'fillable'] as const) {
          const r = await generateIndependent255(layout, seed, { style, scan: false });
          const { text, fields } = await read(r.pdf);
          expect(text.length).toBe(r.pages);
          for (const v of r.values) {
            if (style === 'fillable') {
              expect(fields.get(v.key), `${layout}/${seed}/${v.key}`).toBe(v.checkbox ? true : v.text);
              if (/\d{3}/.test(v.text)) expect(text[v.page - 1]).not.toContain(squash(v.text));
            } else {
              expect(text[v.page - 1], `${layout}/${seed}/${style}/${v.key}`).toContain(squash(v.text));
            }
          }
          const a = r.truth;
          expect(a.legal_name).toBeTruthy();
          expect(INDUSTRIES.has(a.industry!)).toBe(true);
          expect(ENTITIES.has(a.type_of_entity!)).toBe(true);
          expect((a.country === 'Canada' ? PROVINCES : STATES).has(a.state_region!)).toBe(true);
          expect(a.applicants.length).toBeGreaterThanOrEqual(1);
          expect(a.applicants.reduce((s, x) => s + (x.ownership ?? 0), 0)).toBe(100);
          if (a.type_of_entity === 'sole_proprietorship') expect(a.applicants).toHaveLength(1);
          for (const x of a.applicants) {
            expect(x.first_name && x.last_name).toBeTruthy();
            expect(x.tax_id === null).toBe(x.tax_id_type === null);
            if (x.tax_id) expect(x.tax_id).toMatch(/^\d{9}$/);
          }
          if (a.business_tax_id) expect(a.business_tax_id).toMatch(a.business_tax_id_type === 'BN' ? /^\d{9}R[CT]0001$/ : /^\d{9}$/);
          for (const d of r.decoys.filter((x) => !x.key.startsWith('inc_'))) expect(Object.values(a).flat().map(String)).not.toContain(d.text);
        }
      }
    });
  }

  it('is deterministic and varied', async () => {
    for (const layout of INDEPENDENT255_LAYOUT_NAMES) {
      const a = await generateIndependent255(layout, 11, { style: 'handwritten', scan: false });
      const b = await generateIndependent255(layout, 11, { style: 'handwritten', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(b.truth).toEqual(a.truth);
    }
    const counts = new Set<number>();
    const masked = new Set<boolean>();
    for (let seed = 1; seed <= 30; seed++) {
      const r = await generateIndependent255('cedar_quill_grid', seed, { style: 'typed', scan: false });
      counts.add(r.truth.applicants.length);
      masked.add(r.values.some((v) => v.key.endsWith('_ssn')) && r.truth.applicants.some((x) => x.tax_id === null));
    }
    expect([...counts].sort()).toEqual([1, 2, 3]);
    expect(masked.has(true)).toBe(true);
  });

  it('refuses to scan a fillable form and scans a typed one', async () => {
    await expect(generateIndependent255('keystone_ledger', 1, { style: 'fillable', scan: true })).rejects.toThrow();
    const r = await generateIndependent255('northwind_legend', 2, { style: 'typed', scan: true });
    const { text } = await read(r.pdf);
    expect(text.join('')).toBe('');
    expect(r.truth.country).toBe('Canada');
  }, 60_000);
});
