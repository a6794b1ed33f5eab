// Set 22 (many owners and guarantors): deterministic, varied, every truth value printed, decoys apart, ids valid, scans textless.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent22, INDEPENDENT22_LAYOUT_NAMES } from './index.ts';
import { ENTITY_TYPES, INDUSTRIES, STATES } from './ref.ts';

const flat = (s: string): string => s.replace(/\s+/g, ' ').trim();

function truthStrings(t: TruthApplication): string[] {
  const out: string[] = [];
  const add = (v: unknown): void => { if (v !== null && v !== undefined) out.push(String(v)); };
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants') add(v);
  for (const a of t.applicants) for (const v of Object.values(a)) add(v);
  return out;
}

describe('independent22', () => {
  const counts = new Set<number>();
  it('has 7 layouts', () => expect(INDEPENDENT22_LAYOUT_NAMES.length).toBe(7));

  for (const layout of INDEPENDENT22_LAYOUT_NAMES) {
    it(`${layout}: truth printed, decoys apart, ids valid`, async () => {
      const seen = new Set<string>();
      for (let seed = 1; seed <= 9; seed++) {
        const style = (['typed', 'handwritten', 'fillable'] as const)[seed % 3]!;
        const g = await generateIndependent22(layout, seed, { style, scan: false });
        const r = await pdfRead(g.pdf);
        const text = flat(r.text);
        const t = g.truth;
        seen.add(JSON.stringify(t));
        counts.add(t.applicants.length);
        expect(t.legal_name).toBeTruthy();
        expect(t.applicants.length).toBeGreaterThan(0);
        for (const a of t.applicants) expect(a.first_name && a.last_name).toBeTruthy();
        const own = t.applicants.map((a) => a.ownership ?? 0).reduce((s, x) => s + x, 0);
        expect(own).toBeLessThanOrEqual(100);
        if (t.type_of_entity) expect(ENTITY_TYPES.some((e) => e.id === t.type_of_entity)).toBe(true);
        if (t.industry) expect(INDUSTRIES.some((e) => e.id === t.industry)).toBe(true);
        if (t.state_region) expect(STATES.some((s) => s.code === t.state_region && s.country === 'US')).toBe(true);
        for (const p of g.printed) {
          if (p.field) expect(r.fields.get(p.field), `${layout}/${seed} field ${p.field}`).toBe(p.text);
          else expect(text, `${layout}/${seed} ${p.text}`).toContain(flat(p.text));
          for (const [path, v] of Object.entries(p.fields)) {
            if (v === null || p.text === 'Yes') continue;
            if (/tax_id$/.test(path)) expect(p.text.replace(/\D/g, '')).toBe(v);
            if (/requested_amount|requested_payment/.test(path)) expect(Number(p.text.replace(/[$,\s]/g, ''))).toBe(v);
            if (/ownership/.test(path)) expect(p.text).toMatch(new RegExp(`(^|\\D)${v}(\\.0)?\\s?%?`));
            if (/first_name|last_name/.test(path)) expect(p.text).toContain(String(v));
          }
        }
        const truths = truthStrings(t).map(flat);
        for (const d of g.printed.filter((p) => p.decoy)) {
          expect(truths, `${layout}/${seed} decoy ${d.decoy}`).not.toContain(flat(d.text));
          const digits = d.text.replace(/\D/g, '');
          if (/^[\d$,.\s-]+$/.test(d.text)) for (const tv of truths) expect(digits === tv.replace(/\D/g, '') && digits !== '').toBe(false);
        }
        if (style === 'fillable') expect(r.fields.size).toBeGreaterThan(5);
        const again = await generateIndependent22(layout, seed, { style, scan: false });
        expect(again.truth).toEqual(t);
        expect(Buffer.from(again.pdf).equals(Buffer.from(g.pdf))).toBe(true);
      }
      expect(seen.size).toBeGreaterThan(6);
    });
  }

  it('owners 1 to 4 all occur', () => expect([...counts].sort()).toEqual([1, 2, 3, 4]));

  it('scans have no text layer and keep the truth', async () => {
    for (const [i, layout] of ['columns', 'short'].entries()) {
      const style = i ? 'handwritten' : 'fillable';
      const g = await generateIndependent22(layout, 3, { style, scan: true });
      const plain = await generateIndependent22(layout, 3, { style, scan: false });
      const r = await pdfRead(g.pdf);
      expect(r.text.trim()).toBe('');
      expect(r.fields.size).toBe(0);
      expect(g.truth).toEqual(plain.truth);
    }
  }, 40000);
});
