// Set 42's forms: for each layout x style x 3 seeds, the truth obeys applications.md's rules and every printed value
// is in the PDF (page text for typed/handwritten, AcroForm fields for fillable); the scan variant has no text layer.
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { generate42, generateIndependent42, INDEPENDENT42_LAYOUT_NAMES } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const ENTITY_IDS = new Set(['llc', 'c_corporation', 's_corporation', 'sole_proprietorship', 'general_partnership', 'ca_corporation']);
const norm = (s: string): string => s.replace(/\s+/g, ' ').trim();
const FREQ = new Set(['daily', 'weekly', 'biweekly', 'monthly']);

function checkTruth(t: TruthApplication): void {
  expect(t.legal_name).toBeTruthy();
  if (t.trade_name !== null) expect(['SAME', 'N/A', '-', t.legal_name]).not.toContain(t.trade_name.toUpperCase() === 'SAME' ? 'SAME' : t.trade_name);
  if (t.type_of_entity !== null) expect(ENTITY_IDS.has(t.type_of_entity)).toBe(true);
  if (t.business_tax_id !== null) {
    expect(t.business_tax_id).toMatch(t.business_tax_id_type === 'BN' ? /^\d{9}RC\d{4}$/ : /^\d{9}$/);
    expect(['EIN', 'SSN', 'ITIN', 'BN']).toContain(t.business_tax_id_type);
    expect(t.business_tax_id_country).toBe(t.business_tax_id_type === 'BN' ? 'CA' : 'US');
  }
  if (t.state_region !== null) expect(t.country).toBe(t.business_tax_id_type === 'BN' ? 'Canada' : 'United States');
  if (t.business_start_date !== null) expect(t.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  if (t.payment_frequency !== null) expect(FREQ.has(t.payment_frequency)).toBe(true);
  expect(t.applicants.length).toBeGreaterThan(0);
  expect(t.applicants.length).toBeLessThanOrEqual(4);
  const total = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
  expect(total).toBeLessThanOrEqual(100);
  for (const a of t.applicants) {
    expect(a.first_name).toBeTruthy();
    if (a.tax_id === null) expect([a.tax_id_type, a.tax_id_country]).toEqual([null, null]);
    else expect(a.tax_id).toMatch(/^\d{9}$/);
    if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
  }
}

describe('independent42', () => {
  for (const layout of INDEPENDENT42_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}`, async () => {
        for (const seed of [1, 2, 3]) {
          const g = await generate42(layout, seed, { style, scan: false });
          if (process.env.R42) writeFileSync(`/tmp/f42_${INDEPENDENT42_LAYOUT_NAMES.indexOf(layout)}_${style}_${seed}.pdf`, g.pdf);
          checkTruth(g.truth);
          const again = await generateIndependent42(layout, seed, { style, scan: false });
          expect(again.truth).toEqual(g.truth);
          const read = await pdfRead(g.pdf);
          for (const p of g.printed) {
            if (style === 'fillable') expect(read.fields.get(p.field!), p.text).toBe(p.text);
            else expect(norm(read.text), p.text).toContain(norm(p.text));
          }
          if (style === 'fillable') expect(read.text).not.toContain(g.truth.legal_name!);
        }
      }, 30_000);
    }
  }
  it('a scan keeps the truth and has no text layer', async () => {
    const layout = INDEPENDENT42_LAYOUT_NAMES[1]!;
    const plain = await generateIndependent42(layout, 7, { style: 'handwritten', scan: false });
    const scanned = await generateIndependent42(layout, 7, { style: 'handwritten', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    expect((await pdfRead(scanned.pdf)).text.trim()).toBe('');
  }, 30_000);
});
