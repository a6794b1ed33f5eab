// Set 9's own checks: determinism, printed values where the style puts them, decoys never a truth value, scans image-only.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { CA_PROVINCES, ENTITY_IDS, INDUSTRY_IDS, US_STATES } from './ids.ts';
import { INDEPENDENT9_LAYOUT_NAMES, generateIndependent9, generateIndependent9Detailed } from './index.ts';

const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();

function truthStrings(t: Record<string, unknown>): Set<string> {
  const out = new Set<string>();
  for (const v of Object.values(t)) {
    if (Array.isArray(v)) for (const a of v) for (const x of Object.values(a as object)) if (x != null) out.add(String(x));
    if (v != null && !Array.isArray(v)) out.add(String(v));
  }
  return out;
}

function checkIds(t: TruthApplication): void {
  expect(ENTITY_IDS).toContain(t.type_of_entity);
  expect(INDUSTRY_IDS).toContain(t.industry);
  expect(t.country === 'Canada' ? CA_PROVINCES : US_STATES).toContain(t.state_region);
  expect(t.business_tax_id).toMatch(t.country === 'Canada' ? /^\d{9}RC\d{4}$/ : /^\d{9}$/);
  const pct = t.applicants.reduce((a, x) => a + (x.ownership ?? 0), 0);
  expect(pct).toBe(100);
  for (const a of t.applicants) expect(a.tax_id === null || /^\d{9}$/.test(a.tax_id)).toBe(true);
}

describe('independent9 forms', () => {
  it('has seven layouts and is deterministic', async () => {
    expect(INDEPENDENT9_LAYOUT_NAMES.length).toBe(7);
    const a = await generateIndependent9('harborline_two_page', 11, { style: 'handwritten' });
    const b = await generateIndependent9('harborline_two_page', 11, { style: 'handwritten' });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    const c = await generateIndependent9('harborline_two_page', 12, { style: 'handwritten' });
    expect(c.truth.legal_name === a.truth.legal_name && c.truth.business_tax_id === a.truth.business_tax_id).toBe(false);
  });

  for (const layout of INDEPENDENT9_LAYOUT_NAMES) {
    it(`${layout}: printed values in page text (typed, handwritten), decoys not truth`, async () => {
      for (const style of ['typed', 'handwritten'] as const) for (const seed of [1, 2]) {
        const g = await generateIndependent9Detailed(layout, seed, { style });
        const read = await pdfRead(g.pdf);
        const text = squash(read.text);
        for (const p of g.printed) expect(text).toContain(squash(p.text));
        expect(read.fields.size).toBe(0);
        const truth = truthStrings(g.truth as unknown as Record<string, unknown>);
        for (const p of g.printed.filter((x) => x.decoy)) expect(truth.has(p.text)).toBe(false);
        expect(g.truth.legal_name && text.includes(g.truth.legal_name)).toBeTruthy();
        checkIds(g.truth);
      }
    });

    it(`${layout}: fillable values only in AcroForm fields`, async () => {
      const g = await generateIndependent9Detailed(layout, 3, { style: 'fillable' });
      const read = await pdfRead(g.pdf);
      const text = squash(read.text);
      for (const p of g.printed) {
        expect(read.fields.get(p.field!)).toBe(p.text);
        if (p.text.length > 5) expect(text).not.toContain(squash(p.text));
      }
      // Summit's grid has no checkbox rows; every other layout has a checked box.
      if (layout !== 'summit_grid') expect([...read.fields.values()]).toContain('Yes');
    });
  }

  it('a scan is image only', async () => {
    const g = await generateIndependent9('maplecrest_canada', 5, { style: 'fillable', scan: true });
    const read = await pdfRead(g.pdf);
    expect(read.text.trim()).toBe('');
    expect(read.fields.size).toBe(0);
    expect(g.truth.business_tax_id).toMatch(/^\d{9}RC0001$/);
  }, 30000);
});
