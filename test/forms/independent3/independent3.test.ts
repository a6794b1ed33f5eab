// Cheap checks of the third independent form generator itself (not of the reader): the same inputs give the same
// bytes, every value a typed or handwritten form prints is in its page text, a fillable form's values are only in its
// AcroForm fields, and the decoys are printed but never equal a truth value.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent3, INDEPENDENT3_LAYOUT_NAMES } from './index.ts';

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
const digits = (s: string) => s.replace(/\D/g, '');

function truthStrings(t: TruthApplication): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) out.push(String(v));
  for (const a of t.applicants) for (const v of Object.values(a)) if (v !== null) out.push(String(v));
  return out;
}

describe('independent3 generator', () => {
  it('has seven layouts', () => {
    expect(INDEPENDENT3_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(7);
    expect(new Set(INDEPENDENT3_LAYOUT_NAMES).size).toBe(INDEPENDENT3_LAYOUT_NAMES.length);
  });

  it('gives the same bytes and truth for the same layout, seed and style', async () => {
    for (const layout of INDEPENDENT3_LAYOUT_NAMES) {
      const style = layout.length % 2 ? 'handwritten' : 'fillable';
      const a = await generateIndependent3(layout, 7, { style });
      const b = await generateIndependent3(layout, 7, { style });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), layout).toBe(true);
      expect(a.truth).toEqual(b.truth);
      const c = await generateIndependent3(layout, 8, { style });
      expect(Buffer.from(a.pdf).equals(Buffer.from(c.pdf)), layout).toBe(false);
    }
  });

  it('prints every value of a typed or handwritten form in its page text, the truth among them', async () => {
    for (const layout of INDEPENDENT3_LAYOUT_NAMES) {
      for (const style of ['typed', 'handwritten'] as const) {
        for (const seed of [1, 2]) {
          const f = await generateIndependent3(layout, seed, { style });
          const text = norm((await pdfRead(f.pdf)).text);
          for (const p of f.printed) expect(text, `${layout}/${style}/${seed} ${p.key}`).toContain(norm(p.text));
          expect(text).toContain(f.truth.legal_name!);
          for (const a of f.truth.applicants) expect(text, `${layout} ${a.last_name}`).toContain(a.last_name!);
          if (f.truth.business_tax_id) expect(digits(text)).toContain(f.truth.business_tax_id.replace(/[A-Z].*$/, ''));
        }
      }
    }
  });

  it('puts a fillable form\'s values in AcroForm fields only', async () => {
    for (const layout of INDEPENDENT3_LAYOUT_NAMES) {
      const f = await generateIndependent3(layout, 3, { style: 'fillable' });
      const read = await pdfRead(f.pdf);
      const values = new Set([...read.fields.values()].map(norm));
      for (const p of f.printed) if (p.key !== 'iso' || !read.text.includes(p.text)) expect(values, `${layout} ${p.key}`).toContain(norm(p.text));
      const tax = f.printed.find((p) => p.key === 'taxid')!;
      expect(read.text).not.toContain(tax.text);
      const amount = f.printed.find((p) => p.key === 'amount');
      if (amount) expect(read.text).not.toContain(amount.text);
    }
  });

  it('prints decoys that are never a truth value', async () => {
    for (const layout of INDEPENDENT3_LAYOUT_NAMES) {
      for (const seed of [1, 2, 3]) {
        const f = await generateIndependent3(layout, seed, { style: 'typed' });
        const decoys = f.printed.filter((p) => p.decoy);
        expect(decoys.length, layout).toBeGreaterThanOrEqual(3);
        const truths = new Set(truthStrings(f.truth).map((s) => s.toLowerCase()));
        for (const d of decoys) {
          expect(truths.has(d.text.toLowerCase()), `${layout} ${d.key}=${d.text}`).toBe(false);
          expect(truths.has(digits(d.text)) && digits(d.text).length > 3, `${layout} ${d.key}=${d.text}`).toBe(false);
        }
      }
    }
  });

  it('gives truth in the contract\'s shapes', async () => {
    for (const layout of INDEPENDENT3_LAYOUT_NAMES) {
      for (const seed of [1, 2, 3, 4]) {
        const { truth: t } = await generateIndependent3(layout, seed, { style: 'typed' });
        expect(t.business_start_date ?? '2000-01-01').toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(['United States', 'Canada']).toContain(t.country);
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        const total = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
        expect(total).toBeLessThanOrEqual(100);
        for (const a of t.applicants) if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
        if (t.business_tax_id_type === 'BN') expect(t.business_tax_id).toMatch(/^\d{9}R[CT]\d{4}$/);
      }
    }
  });

  it('scans a fillable form with its values shown and no text layer', async () => {
    const f = await generateIndependent3('sole-prop', 1, { style: 'fillable', scan: true });
    const read = await pdfRead(f.pdf);
    expect(read.text.trim()).toBe('');
    expect(read.fields.size).toBe(0);
  });
});
