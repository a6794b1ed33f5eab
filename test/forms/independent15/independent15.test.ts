// The fifteenth author's forms: deterministic, varied, every truth value printed where the style puts it, decoys
// never a truth value, scans without a text layer, reference ids valid.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { INDEPENDENT15_LAYOUT_NAMES, drawIndependent15, generateIndependent15 } from './index.ts';
import { ENTITY_IDS, INDUSTRY_IDS } from './ids.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const flat = (s: string) => s.replace(/\s+/g, ' ');
const digitsOf = (s: string) => s.replace(/\D/g, '');

/** The truth's printed strings: names, roles and ids (checked as text), tax ids and amounts (checked as digits). */
function expected(t: TruthApplication): { texts: string[]; digits: string[] } {
  const texts = [t.legal_name, t.trade_name, ...t.applicants.flatMap((a) => [a.first_name, a.last_name, a.role])].filter((x): x is string => !!x);
  const digits = [t.business_tax_id?.replace(/[A-Z]+\d+$/, ''), ...t.applicants.map((a) => a.tax_id), t.requested_amount ? String(t.requested_amount).slice(0, 2) : null]
    .filter((x): x is string => !!x);
  return { texts, digits };
}

describe('independent15 forms', () => {
  it('has seven layouts', () => expect(INDEPENDENT15_LAYOUT_NAMES.length).toBe(7));

  for (const layout of INDEPENDENT15_LAYOUT_NAMES) {
    it(`${layout}: deterministic, varied, style-independent truth, valid ids`, async () => {
      const a = await generateIndependent15(layout, 11, { style: 'typed', scan: false });
      const b = await generateIndependent15(layout, 11, { style: 'typed', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
      for (const s of STYLES) expect((await generateIndependent15(layout, 11, { style: s, scan: false })).truth).toEqual(a.truth);
      const names = new Set<string>();
      for (let seed = 1; seed <= 8; seed++) {
        const t = (await generateIndependent15(layout, seed, { style: 'typed', scan: false })).truth;
        names.add(t.legal_name!);
        if (t.type_of_entity) expect(ENTITY_IDS).toContain(t.type_of_entity);
        if (t.industry) expect(INDUSTRY_IDS).toContain(t.industry);
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        expect(['United States', 'Canada']).toContain(t.country);
      }
      expect(names.size).toBeGreaterThan(3);
    });

    for (const style of STYLES) {
      it(`${layout} ${style}: truth printed where the style puts it, decoys not truth`, async () => {
        for (const seed of [1, 2, 3, 4]) {
          const { pdf, truth, drawn } = await drawIndependent15(layout, seed, style);
          const read = await pdfRead(pdf);
          const fieldText = flat([...read.fields.values()].join(' | '));
          const page = flat(read.text);
          const where = style === 'fillable' ? fieldText : page;
          const { texts, digits } = expected(truth);
          for (const t of texts) expect(where, `${t}`).toContain(t);
          for (const d of digits) expect(digitsOf(where)).toContain(d);
          if (style === 'fillable') {
            expect(page).not.toContain(truth.legal_name!);
            for (const d of drawn.filter((x) => x.field)) expect(read.fields.has(d.field!)).toBe(true);
            for (const d of drawn.filter((x) => x.field && x.text === 'Yes')) expect(read.fields.get(d.field!)).toBe('Yes');
          }
          const truthValues = new Set([...texts, ...digits.filter((x) => x.length > 4)]);
          const people = truth.applicants.map((p) => `${p.first_name} ${p.last_name}`);
          for (const d of drawn.filter((x) => x.decoy)) {
            expect(truthValues.has(d.text), d.text).toBe(false);
            expect(people.some((p) => d.text.startsWith(p)), d.text).toBe(false);
            if (truth.state_region) expect(d.text).not.toBe(truth.state_region);
          }
        }
      });
    }
  }

  it('a scan has no text layer', async () => {
    for (const layout of INDEPENDENT15_LAYOUT_NAMES.slice(0, 2)) {
      const { pdf } = await generateIndependent15(layout, 5, { style: 'fillable', scan: true });
      const read = await pdfRead(pdf);
      expect(read.text.trim()).toBe('');
      expect(read.fields.size).toBe(0);
    }
  }, 120_000);
});
