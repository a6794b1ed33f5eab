// Cheap checks of the second independent generator itself (never of the reader): same arguments give the same bytes,
// the truth's values are printed (page text, or AcroForm fields for fillable forms), decoys are printed and are never
// a truth value.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent2, INDEPENDENT2_LAYOUT_NAMES, type Style } from './index.ts';
import { money } from './rules.ts';

const SEEDS = [1, 2];
const squash = (s: string) => s.replace(/\s+/g, ' ').toLowerCase();
const alnum = (s: string) => s.replace(/[^A-Za-z0-9]/g, '').toLowerCase();

function printedStrings(t: TruthApplication): string[] {
  const out = [t.legal_name, t.trade_name];
  for (const a of t.applicants) out.push(a.first_name, a.last_name, a.role);
  return out.filter((x): x is string => Boolean(x));
}

function printedIds(t: TruthApplication): string[] {
  return [t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter((x): x is string => Boolean(x));
}

function amountPrinted(n: number, text: string): boolean {
  return (['plain', 'cents', 'k', 'usd', 'cad', 'bare'] as const).some((st) => text.includes(squash(money(n, st))));
}

describe('independent2 generator', () => {
  it('has at least seven layouts', () => {
    expect(INDEPENDENT2_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(7);
  });

  it('gives the same bytes for the same layout, seed and style', async () => {
    for (const layout of INDEPENDENT2_LAYOUT_NAMES) {
      for (const style of ['typed', 'handwritten', 'fillable'] as Style[]) {
        const a = await generateIndependent2(layout, 5, { style });
        const b = await generateIndependent2(layout, 5, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), `${layout} ${style}`).toBe(true);
        expect(a.truth).toEqual(b.truth);
      }
    }
  });

  it('prints every truth value in the page text (typed, handwritten)', async () => {
    for (const layout of INDEPENDENT2_LAYOUT_NAMES) {
      for (const style of ['typed', 'handwritten'] as Style[]) {
        for (const seed of SEEDS) {
          const f = await generateIndependent2(layout, seed, { style });
          const text = squash((await pdfRead(f.pdf)).text);
          const where = `${layout} ${style} ${seed}`;
          for (const s of printedStrings(f.truth)) expect(text, `${where}: ${s}`).toContain(s.toLowerCase());
          for (const id of printedIds(f.truth)) expect(alnum(text), `${where}: ${id}`).toContain(id.toLowerCase());
          if (f.truth.requested_amount !== null) expect(amountPrinted(f.truth.requested_amount, text), `${where}: amount`).toBe(true);
          expect(f.truth.legal_name, where).toBeTruthy();
          expect(f.truth.applicants.length, where).toBeGreaterThan(0);
        }
      }
    }
  });

  it('puts fillable values only in AcroForm fields', async () => {
    for (const layout of INDEPENDENT2_LAYOUT_NAMES) {
      for (const seed of SEEDS) {
        const f = await generateIndependent2(layout, seed, { style: 'fillable' });
        const read = await pdfRead(f.pdf);
        const text = squash(read.text);
        const values = [...read.fields.values()].map(squash);
        const joined = values.join(' | ');
        expect(text, `${layout} ${seed}`).not.toContain(f.truth.legal_name!.toLowerCase());
        for (const s of printedStrings(f.truth)) expect(joined, `${layout} ${seed}: ${s}`).toContain(s.toLowerCase());
        for (const id of printedIds(f.truth)) expect(values.map(alnum).join('|'), `${layout} ${seed}: ${id}`).toContain(id.toLowerCase());
        // Their payment schedule is a row of boxes, one always checked.
        if (['northstar_bilingual', 'keystone_comb', 'meridian_circle'].includes(layout)) expect(values, layout).toContain('yes');
      }
    }
  });

  it('prints decoys, none of them a truth value', async () => {
    for (const layout of INDEPENDENT2_LAYOUT_NAMES) {
      for (const style of ['typed', 'fillable'] as Style[]) {
        for (const seed of SEEDS) {
          const f = await generateIndependent2(layout, seed, { style });
          const read = await pdfRead(f.pdf);
          const hay = style === 'typed' ? alnum(read.text) : [...read.fields.values()].map(alnum).join('|');
          expect(f.decoys.length, layout).toBeGreaterThan(3);
          const truthValues = new Set([...printedStrings(f.truth), ...printedIds(f.truth)].map(alnum));
          for (const n of [f.truth.requested_amount, f.truth.requested_payment]) if (n !== null) truthValues.add(alnum(money(n, 'cents')));
          for (const d of f.decoys) {
            expect(hay, `${layout} ${style}: decoy ${d}`).toContain(alnum(d));
            expect(truthValues.has(alnum(d)), `${layout}: decoy ${d} equals a truth value`).toBe(false);
          }
        }
      }
    }
  });

  it('scans to an image-only PDF with the same truth', async () => {
    const plain = await generateIndependent2('keystone_comb', 4, { style: 'fillable' });
    const scanned = await generateIndependent2('keystone_comb', 4, { style: 'fillable', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const read = await pdfRead(scanned.pdf);
    expect(read.text.trim()).toBe('');
    expect(read.fields.size).toBe(0);
  }, 20000);
});
