import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { FILLERS } from './deal.ts';
import { generateIndependent34, INDEPENDENT34_LAYOUT_NAMES, renderIndependent34 } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const norm = (s: string): string => s.replace(/\s+/g, ' ').trim();

function truthValues(t: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (v === null || v === undefined) return;
    if (typeof v === 'object') { for (const x of Object.values(v as object)) walk(x); return; }
    out.push(String(v));
  };
  walk(t);
  return out;
}

describe('independent34: sparse and incomplete applications', () => {
  it('has 7 layouts, one or more Canadian', () => {
    expect(INDEPENDENT34_LAYOUT_NAMES).toHaveLength(7);
    expect(INDEPENDENT34_LAYOUT_NAMES.some((l) => l.endsWith('-ca'))).toBe(true);
  });

  it('is deterministic for (layout, seed, style)', async () => {
    for (const l of INDEPENDENT34_LAYOUT_NAMES.slice(0, 3)) {
      const a = await generateIndependent34(l, 7, { style: 'handwritten', scan: false });
      const b = await generateIndependent34(l, 7, { style: 'handwritten', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
  });

  it('renders every layout in every style with a non-trivial truth and its printed values', async () => {
    for (const l of INDEPENDENT34_LAYOUT_NAMES) {
      for (const style of STYLES) {
        for (const seed of [1, 2]) {
          const g = await renderIndependent34(l, seed, style);
          expect(g.truth.legal_name).toBeTruthy();
          expect(g.truth.state_region).toBeTruthy();
          expect(g.truth.applicants.length).toBeGreaterThanOrEqual(1);
          expect(g.truth.applicants.length).toBeLessThanOrEqual(3);
          const r = await pdfRead(g.pdf);
          const text = norm(r.text);
          for (const p of g.printed) {
            if (p.name.startsWith('check:')) continue;
            if (style === 'fillable' && !p.name.startsWith('adv_')) expect(r.fields.get(p.name), `${l} ${p.name}`).toBe(p.text);
            else expect(text, `${l} ${style} ${p.name}`).toContain(norm(p.text));
          }
          if (style === 'fillable') expect(text).not.toContain(g.truth.legal_name!);
        }
      }
    }
  }, 30000);

  it('never takes a decoy, a filler word or a masked number as a truth value', async () => {
    for (const l of INDEPENDENT34_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 12; seed++) {
        const g = await renderIndependent34(l, seed, 'typed');
        const vals = truthValues(g.truth);
        for (const dcy of g.decoys) expect(vals, `${l} ${seed}`).not.toContain(dcy);
        for (const f of FILLERS) expect(vals).not.toContain(f);
        for (const v of vals) expect(v).not.toMatch(/[X*]{2}/);
        for (const a of g.truth.applicants) if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
        if (g.truth.business_tax_id) expect(g.truth.business_tax_id).toMatch(/^\d{9}(RC\d{4})?$/);
      }
    }
  });

  it('varies which values are present from seed to seed', async () => {
    for (const l of INDEPENDENT34_LAYOUT_NAMES) {
      const shapes = new Set<string>();
      for (let seed = 1; seed <= 8; seed++) {
        const { truth } = await renderIndependent34(l, seed, 'typed');
        shapes.add(Object.entries(truth).filter(([, v]) => v === null).map(([k]) => k).join(','));
      }
      expect(shapes.size, l).toBeGreaterThan(3);
    }
  });

  it('keeps the truth through a scan', async () => {
    const plain = await generateIndependent34('maple-leaf-express-ca', 4, { style: 'handwritten', scan: false });
    const scanned = await generateIndependent34('maple-leaf-express-ca', 4, { style: 'handwritten', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const r = await pdfRead(scanned.pdf);
    expect(r.text.trim()).toBe('');
    const f = await generateIndependent34('northgate-renewal', 4, { style: 'fillable', scan: true });
    expect(f.truth).toEqual((await generateIndependent34('northgate-renewal', 4, { style: 'typed', scan: false })).truth);
  }, 20000);
});
