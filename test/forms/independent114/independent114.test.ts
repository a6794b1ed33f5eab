import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { generateIndependent114, INDEPENDENT114_LAYOUT_NAMES } from './index.ts';

const sq = (s: string): string => s.replace(/\s+/g, '').toLowerCase();

describe('independent114', () => {
  for (const layout of INDEPENDENT114_LAYOUT_NAMES) {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      it(`${layout} ${style} renders and is deterministic`, async () => {
        const a = await generateIndependent114(layout, 7, { style, scan: false });
        const b = await generateIndependent114(layout, 7, { style, scan: false });
        expect(a.pdf.length).toBeGreaterThan(1000);
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      });
    }
    it(`${layout} truth is printed, decoys are not truth`, async () => {
      for (let seed = 1; seed <= 5; seed++) {
        const g = await generateIndependent114(layout, seed, { style: 'typed', scan: false });
        const text = sq((await pdfRead(g.pdf)).text);
        const t = g.truth;
        for (const v of [t.legal_name, t.trade_name, ...t.applicants.flatMap((a) => [a.first_name, a.last_name, a.role])]) {
          if (v) expect(text).toContain(sq(v));
        }
        const truthVals = new Set([t.legal_name, t.trade_name, t.business_tax_id, ...t.applicants.flatMap((a) => [a.tax_id, a.last_name])].filter(Boolean));
        for (const d of g.decoys) expect(truthVals.has(d)).toBe(false);
      }
    });
    it(`${layout} seeds vary`, async () => {
      const a = await generateIndependent114(layout, 1, { style: 'typed', scan: false });
      const b = await generateIndependent114(layout, 2, { style: 'typed', scan: false });
      expect(a.truth).not.toEqual(b.truth);
    });
  }
});

describe('independent114 rotation', () => {
  it('northshore odd seeds carry /Rotate 90', async () => {
    const g = await generateIndependent114('northshore-transposed', 1, { style: 'typed', scan: false });
    expect(Buffer.from(g.pdf).toString('latin1')).toMatch(/\/Rotate 90/);
  });
});
