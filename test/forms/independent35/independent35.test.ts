import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { INDEPENDENT35_LAYOUT_NAMES, generateIndependent35, render35 } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const norm = (s: string): string => s.replace(/\s+/g, ' ').trim();
const digits = (s: string): string => s.replace(/\D/g, '');

function truthStrings(t: TruthApplication): { names: Set<string>; ids: Set<string> } {
  const names = new Set<string>([t.legal_name, t.trade_name].filter((x): x is string => !!x));
  const ids = new Set<string>([t.business_tax_id].filter((x): x is string => !!x).map(digits));
  for (const a of t.applicants) {
    if (a.first_name && a.last_name) names.add(`${a.first_name} ${a.last_name}`);
    if (a.tax_id) ids.add(a.tax_id);
  }
  return { names, ids };
}

describe('independent set 35 (franchisees, multi-location, affiliated companies)', () => {
  it('has 7 layouts and is deterministic', async () => {
    expect(INDEPENDENT35_LAYOUT_NAMES).toHaveLength(7);
    const a = await generateIndependent35(INDEPENDENT35_LAYOUT_NAMES[0]!, 4, { style: 'typed', scan: false });
    const b = await generateIndependent35(INDEPENDENT35_LAYOUT_NAMES[0]!, 4, { style: 'typed', scan: false });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    expect(a.truth).toEqual(b.truth);
    const c = await generateIndependent35(INDEPENDENT35_LAYOUT_NAMES[0]!, 5, { style: 'typed', scan: false });
    expect(c.truth).not.toEqual(a.truth);
  });

  for (const layout of INDEPENDENT35_LAYOUT_NAMES) {
    it(`${layout}: every style renders its printed values and keeps decoys out of the truth`, async () => {
      for (const [i, style] of STYLES.entries()) {
        const seed = 11 + i * 7;
        const r = await render35(layout, seed, style);
        const t = r.truth;
        expect(t.legal_name).toBeTruthy();
        expect(t.business_tax_id).toMatch(/^\d{9}(R[CT]\d{4})?$/);
        expect(t.state_region).toMatch(/^[A-Z]{2}$/);
        expect(t.requested_amount).toBeGreaterThan(0);
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        expect(t.applicants.length).toBeLessThanOrEqual(4);
        for (const a of t.applicants) expect(a.first_name && a.last_name && a.ownership !== null).toBeTruthy();
        expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100.01);
        const read = await pdfRead(r.pdf);
        expect(read.pages.length).toBeLessThanOrEqual(2);
        if (style === 'typed') for (const p of r.printed) if (p.text !== 'X') expect(norm(read.text)).toContain(norm(p.text));
        if (style === 'fillable') {
          for (const p of r.printed) if (p.field && p.text !== 'X') expect(read.fields.get(p.field)).toBe(p.text);
          expect(norm(read.text)).not.toContain(t.legal_name!);
        }
        const { names, ids } = truthStrings(t);
        for (const d of r.decoys) {
          expect(names.has(d)).toBe(false);
          if (digits(d).length >= 9) expect(ids.has(digits(d))).toBe(false);
        }
      }
    });
  }

  it('a holding company among the owners is never an applicant', async () => {
    let seen = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const r = await render35('brightpath-modern', seed, 'typed');
      const holding = r.decoys.find((d) => /Holdings|Ventures|Capital Partners/.test(d) && d !== r.truth.legal_name);
      if (!holding) continue;
      seen++;
      for (const a of r.truth.applicants) expect(`${a.first_name} ${a.last_name}`).not.toBe(holding);
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('scans keep the truth and drop the text layer', async () => {
    for (const [layout, style] of [['northern-maple-ca', 'handwritten'], ['keystone-franchise', 'fillable']] as const) {
      const plain = await generateIndependent35(layout, 3, { style: style === 'fillable' ? 'typed' : style, scan: false });
      const scanned = await generateIndependent35(layout, 3, { style, scan: true });
      expect(scanned.truth).toEqual(plain.truth);
      expect(norm((await pdfRead(scanned.pdf)).text)).not.toContain(plain.truth.legal_name!);
    }
  }, 30000);
});
