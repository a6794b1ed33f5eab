// The seven brokers of set 6: deterministic bytes, every value with a truth really printed where its style puts it
// (page text, or AcroForm fields only), checkbox fields really checked, decoys apart from the truth, scans image-only.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { buildIndependent6, generateIndependent6, INDEPENDENT6_LAYOUT_NAMES } from './index.ts';

const flat = (s: string) => s.replace(/\s+/g, '');

function truthValues(t: Awaited<ReturnType<typeof generateIndependent6>>['truth']): string[] {
  const out: string[] = [];
  const add = (v: unknown) => { if (v !== null && v !== undefined) out.push(String(v)); };
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants') add(v);
  for (const a of t.applicants) for (const v of Object.values(a)) add(v);
  return out;
}

describe('independent set 6', () => {
  it('names seven layouts', () => {
    expect(INDEPENDENT6_LAYOUT_NAMES).toHaveLength(7);
  });

  it('gives the same bytes for the same inputs and other merchants for other seeds', async () => {
    for (const style of ['typed', 'fillable'] as const) {
      const a = await generateIndependent6('summit_ledger', 3, { style });
      const b = await generateIndependent6('summit_ledger', 3, { style });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    }
    const names = new Set<string>();
    for (const seed of [1, 2, 3, 4]) names.add(JSON.stringify((await generateIndependent6('harbor_point_grid', seed)).truth));
    expect(names.size).toBe(4);
  });

  for (const layout of INDEPENDENT6_LAYOUT_NAMES) {
    it(`${layout}: typed and handwritten values are page text`, async () => {
      for (const [style, seed] of [['typed', 11], ['handwritten', 12]] as const) {
        const f = await buildIndependent6(layout, seed, { style });
        const text = flat((await pdfRead(f.pdf)).text);
        for (const p of f.printed) expect(text, `${style} ${p.text}`).toContain(flat(p.text));
        expect(f.truth.legal_name).toBeTruthy();
        expect(f.truth.industry).toBeTruthy();
        expect(f.truth.type_of_entity).toBeTruthy();
        expect(f.truth.applicants.length).toBeGreaterThan(0);
        for (const a of f.truth.applicants) expect(a.first_name && a.last_name).toBeTruthy();
      }
    });

    it(`${layout}: fillable values are AcroForm fields only, checkboxes really checked`, async () => {
      const f = await buildIndependent6(layout, 21, { style: 'fillable' });
      const read = await pdfRead(f.pdf);
      const text = flat(read.text);
      for (const p of f.printed) {
        expect(p.field, p.text).toBeTruthy();
        const isBox = f.checks.some((c) => c.field === p.field);
        if (isBox) continue;
        expect(read.fields.get(p.field!), p.text).toBe(p.text);
        if (flat(p.text).length >= 8) expect(text, p.text).not.toContain(flat(p.text));
      }
      for (const c of f.checks) expect(read.fields.get(c.field), c.field).toBe(c.checked ? 'Yes' : 'Off');
      expect(f.checks.some((c) => c.checked)).toBe(true);
    });

    it(`${layout}: decoys are never truth values`, async () => {
      for (const seed of [31, 32, 33]) {
        const f = await buildIndependent6(layout, seed);
        const truth = truthValues(f.truth).map((v) => flat(v).toLowerCase());
        const digits = truth.filter((v) => /^\d{6,}/.test(v));
        for (const d of f.decoys) {
          expect(truth, d).not.toContain(flat(d).toLowerCase());
          expect(digits, d).not.toContain(d.replace(/\D/g, ''));
        }
      }
    });
  }

  it('gives one truth whatever the style, and every printed value over many seeds', async () => {
    for (const layout of INDEPENDENT6_LAYOUT_NAMES) {
      const typed = await buildIndependent6(layout, 41, { style: 'typed' });
      for (const style of ['handwritten', 'fillable'] as const) expect((await generateIndependent6(layout, 41, { style })).truth).toEqual(typed.truth);
      for (const seed of [51, 52, 53, 54]) {
        const f = await buildIndependent6(layout, seed);
        const text = flat((await pdfRead(f.pdf)).text);
        for (const p of f.printed) expect(text, `${layout} ${seed} ${p.text}`).toContain(flat(p.text));
      }
    }
  }, 30000);

  it('a scan is an image-only PDF', async () => {
    const f = await generateIndependent6('cascadia_bc', 5, { style: 'fillable', scan: true });
    const read = await pdfRead(f.pdf);
    expect(read.text.trim()).toBe('');
    expect(read.fields.size).toBe(0);
    expect(f.truth.business_tax_id).toMatch(/^\d{9}RC0001$/);
  }, 30000);
});
