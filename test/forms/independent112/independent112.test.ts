// independent112: every layout x style renders, every truth value is really printed and reads back to the truth by
// applications.md's rules (readback.ts), decoys are never truth values, and the seeds give real variety.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { generateIndependent112, INDEPENDENT112_LAYOUT_NAMES, type Independent112Doc } from './index.ts';
import { readBack } from './readback.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
/** Without spaces: pdf.js splits a rotated pen line into pieces at its wider gaps. */
const squash = (s: string) => s.replace(/\s+/g, '');
const KEEP_OFF_PAGE = /^(legal_name|business_tax_id|requested_amount|a\d\.name|a\d\.tax_id)$/;

/** Truth values as strings (names, tax ids, amounts ...), for the decoy check. */
function truthStrings(d: Independent112Doc): Set<string> {
  const t = d.truth, out = new Set<string>();
  const add = (v: unknown) => { if (v !== null && v !== undefined && String(v).length > 2) out.add(String(v).toLowerCase()); };
  [t.legal_name, t.trade_name, t.business_tax_id, t.requested_amount, t.requested_payment].forEach(add);
  for (const a of t.applicants) [a.first_name && a.last_name ? `${a.first_name} ${a.last_name}` : null, a.tax_id, a.role].forEach(add);
  for (const p of d.printed) add(p.text);
  return out;
}

describe('independent112', () => {
  it('has 5-7 layouts, US and Canadian', async () => {
    expect(INDEPENDENT112_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(5);
    expect(INDEPENDENT112_LAYOUT_NAMES.length).toBeLessThanOrEqual(7);
    const countries = new Set<string>();
    for (const l of INDEPENDENT112_LAYOUT_NAMES) countries.add((await generateIndependent112(l, 1, { style: 'typed', scan: false })).country);
    expect([...countries].sort()).toEqual(['CA', 'US']);
  });

  it('is deterministic for (layout, seed, style)', async () => {
    for (const style of STYLES) {
      const a = await generateIndependent112('chinook-merchant-capital', 7, { style, scan: false });
      const b = await generateIndependent112('chinook-merchant-capital', 7, { style, scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
  });

  for (const layout of INDEPENDENT112_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}: prints every truth value, reads back to the truth, keeps decoys out`, async () => {
        for (const seed of [3, 11, 24]) {
          const d = await generateIndependent112(layout, seed, { style, scan: false });
          const r = await pdfRead(d.pdf);
          expect(r.pages.length).toBe(d.pages);
          expect(d.truth.legal_name).not.toBeNull();
          for (const p of d.printed) {
            if (style === 'fillable') {
              expect(p.field, p.key).toBeDefined();
              expect(r.fields.get(p.field!), p.key).toBe(p.check ? 'Yes' : p.text);
              if (p.check) expect(squash(r.pages[p.page - 1]!), p.key).toContain(squash(p.text));
              if (KEEP_OFF_PAGE.test(p.key)) expect(r.text, `${p.key} must not be page text`).not.toContain(p.text);
            } else {
              expect(squash(r.pages[p.page - 1]!), `${layout} ${style} ${p.key}`).toContain(squash(p.text));
            }
          }
          expect(readBack(d.printed)).toEqual(d.truth);
          const truth = truthStrings(d);
          for (const dec of d.decoys) expect(truth.has(dec.toLowerCase()), `decoy ${dec}`).toBe(false);
          for (const dec of d.decoys) if (style !== 'fillable') expect(squash(r.text)).toContain(squash(dec));
        }
      });
    }
  }

  it('varies merchants and optional parts over seeds', async () => {
    const seen = { dba: new Set<boolean>(), owners: new Set<number>(), masked: new Set<boolean>(), entities: new Set<string>(), legal: new Set<string>(),
      pay: new Set<boolean>(), score: new Set<boolean>(), taxTypes: new Set<string>(), dobs: new Set<boolean>() };
    for (const layout of INDEPENDENT112_LAYOUT_NAMES) {
      for (let seed = 100; seed < 125; seed++) {
        const d = await generateIndependent112(layout, seed, { style: 'typed', scan: false });
        const t = d.truth;
        expect(readBack(d.printed), `${layout} ${seed}`).toEqual(t);
        seen.dba.add(t.trade_name !== null);
        seen.owners.add(t.applicants.length);
        seen.masked.add(t.applicants.some((a) => a.first_name !== null && a.tax_id === null));
        seen.entities.add(t.type_of_entity ?? 'null');
        seen.legal.add(t.legal_name ?? '');
        seen.pay.add(t.requested_payment !== null);
        seen.score.add(t.applicants.some((a) => a.credit_score !== null));
        seen.taxTypes.add(t.business_tax_id_type ?? 'null');
        seen.dobs.add(t.applicants.every((a) => a.date_of_birth !== null));
      }
    }
    expect([...seen.dba].sort()).toEqual([false, true]);
    expect([...seen.owners].sort()).toEqual([1, 2, 3, 4]);
    expect([...seen.masked].sort()).toEqual([false, true]);
    expect(seen.entities.size).toBeGreaterThanOrEqual(7);
    expect(seen.legal.size).toBeGreaterThan(120);
    expect([...seen.pay].sort()).toEqual([false, true]);
    expect([...seen.score].sort()).toEqual([false, true]);
    for (const tt of ['EIN', 'SSN', 'BN']) expect(seen.taxTypes.has(tt), tt).toBe(true);
  });

  it('scans a form into an image-only PDF', async () => {
    const d = await generateIndependent112('desert-mesa-funding', 5, { style: 'typed', scan: true });
    const r = await pdfRead(d.pdf);
    expect(r.pages.length).toBe(1);
    expect(r.text.trim()).toBe('');
    expect(d.truth.legal_name).not.toBeNull();
  }, 120_000);
});
