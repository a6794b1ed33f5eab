// Cheap tests of the independent form generator itself (not of the reader): reproducible bytes, every truth value
// printed where the style puts it (page text, or AcroForm fields only), decoys printed and never a truth value.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { generateIndependent, INDEPENDENT_LAYOUT_NAMES, truthOf } from './index.ts';
import { industryOf } from './rules.ts';

const squash = (s: string) => s.replace(/\s+/g, '');
/** Decoys that may equal a printed truth by design: a DBA of the legal name, and small counts. */
const LOOSE_DECOYS = new Set(['dba', 'employees', 'years']);

describe('independent forms generator', () => {
  it('has at least eight layouts, Canadian ones among them', () => {
    expect(INDEPENDENT_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(8);
  });

  it('reads industries by the longest word-bounded alias', () => {
    expect(industryOf('Veterinary clinic')).toBe('veterinary');
    expect(industryOf('Coffee shop & bakery')).toBe('restaurant');
    expect(industryOf('Auto repair shop')).toBe('auto_repair');
    expect(industryOf('Boutique clothing store')).toBe('retail_general');
  });

  it('builds the truth from printed values only', () => {
    const t = truthOf([{ legal_name: 'A LLC' }, { 'a1.ownership': 40 }], 2);
    expect(t.legal_name).toBe('A LLC');
    expect(t.trade_name).toBeNull();
    expect(t.applicants[1]!.ownership).toBe(40);
    expect(t.applicants[0]!.tax_id).toBeNull();
  });

  it('gives the same bytes for the same layout, seed and style', async () => {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      const a = await generateIndependent('maple_bilingual_ca', 7, { style });
      const b = await generateIndependent('maple_bilingual_ca', 7, { style });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
  });

  for (const layout of INDEPENDENT_LAYOUT_NAMES) {
    it(`${layout}: typed and handwritten values are in the page text, decoys too and never a truth value`, async () => {
      for (const [style, seed] of [['typed', 11], ['typed', 12], ['handwritten', 13]] as const) {
        const f = await generateIndependent(layout, seed, { style });
        const text = squash((await pdfRead(f.pdf)).text);
        for (const p of f.printed) expect(text, `${layout} ${style} ${seed}: ${p.text}`).toContain(squash(p.text));
        for (const d of f.decoys) expect(text, `${layout} decoy ${d.key}`).toContain(squash(d.text));
        const truths = new Set(f.printed.filter((p) => !p.checkbox).map((p) => p.text));
        for (const d of f.decoys) if (!LOOSE_DECOYS.has(d.key)) expect(truths.has(d.text), `${layout} decoy ${d.key} = ${d.text}`).toBe(false);
        expect(f.truth.legal_name).not.toBeNull();
        expect(f.truth.applicants.length).toBeGreaterThan(0);
        expect(f.decoys.length).toBeGreaterThanOrEqual(3);
      }
    });

    it(`${layout}: fillable values are only in AcroForm fields`, async () => {
      const f = await generateIndependent(layout, 21, { style: 'fillable' });
      const read = await pdfRead(f.pdf);
      const text = squash(read.text);
      for (const p of f.printed) {
        expect(p.field, p.text).toBeDefined();
        expect(read.fields.get(p.field!), `${layout} ${p.field}`).toBe(p.checkbox ? 'Yes' : p.text);
      }
      expect(text).not.toContain(squash(f.truth.legal_name!));
      expect(text).not.toContain(squash(f.printed.find((p) => 'business_tax_id' in p.truth)!.text));
    });
  }
});
