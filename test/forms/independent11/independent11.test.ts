// Set 11's generator: deterministic, its truth printed (page text or AcroForm fields), decoys never truth, scans with
// no text layer, reference ids valid.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { CA_PROVINCE_CODES, ENTITY_IDS, INDUSTRY_IDS, US_STATE_CODES } from './ids.ts';
import { buildIndependent11, generateIndependent11, INDEPENDENT11_LAYOUT_NAMES } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [11, 12, 13];
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
const num = (s: string) => (/^(USD|CAD|\$)?\s*\$?\s*[\d][\d, ]*(\.\d+)?\s*(USD|CAD)?(\/day)?$/.test(s.trim()) ? Number(s.replace(/[^\d.]/g, '')) : null);

/** Every string and number the truth holds, with each applicant's full name. */
function truthValues(t: TruthApplication): { strings: Set<string>; numbers: Set<number> } {
  const strings = new Set<string>(), numbers = new Set<number>();
  const add = (v: unknown) => { if (typeof v === 'string') strings.add(v); if (typeof v === 'number') numbers.add(v); };
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants') add(v);
  for (const a of t.applicants) { Object.values(a).forEach(add); if (a.first_name && a.last_name) strings.add(`${a.first_name} ${a.last_name}`); }
  return { strings, numbers };
}

describe('independent set 11', () => {
  it('has seven layouts, one Canadian, one of two pages', async () => {
    expect(INDEPENDENT11_LAYOUT_NAMES.length).toBe(7);
    const built = await Promise.all(INDEPENDENT11_LAYOUT_NAMES.map((l) => buildIndependent11(l, 11, { style: 'typed', scan: false })));
    expect(built.some((b) => b.truth.country === 'Canada')).toBe(true);
    expect(built.some((b) => b.pages === 2)).toBe(true);
  });

  it('is deterministic for a seed and varies between seeds', async () => {
    for (const l of INDEPENDENT11_LAYOUT_NAMES) {
      const a = await generateIndependent11(l, 5, { style: 'handwritten', scan: false });
      const b = await generateIndependent11(l, 5, { style: 'handwritten', scan: false });
      const c = await generateIndependent11(l, 6, { style: 'handwritten', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
      expect(JSON.stringify(a.truth)).not.toBe(JSON.stringify(c.truth));
      // The style draws the same values.
      expect((await generateIndependent11(l, 5, { style: 'fillable', scan: false })).truth).toEqual(a.truth);
    }
  });

  for (const layout of INDEPENDENT11_LAYOUT_NAMES) {
    it(`${layout}: printed values are in the page text or the form's fields, decoys are not truth`, async () => {
      for (const seed of SEEDS) {
        for (const style of STYLES) {
          const b = await buildIndependent11(layout, seed, { style, scan: false });
          const read = await pdfRead(b.pdf);
          const text = norm(read.text);
          const items = new Set(read.items.map((i) => norm(i.str)));
          for (const p of b.printed) {
            const where = `${layout} ${style} ${seed} ${p.name} ${p.text}`;
            if (style === 'fillable') {
              expect(read.fields.get(p.name), where).toBe(p.check ? 'Yes' : p.text);
              if (!p.check) expect(items.has(norm(p.text)), where).toBe(false);
            } else if (!p.check) {
              expect(text.includes(norm(p.text)), where).toBe(true);
            }
          }
          if (style === 'fillable') {
            expect(text.includes(b.truth.legal_name!)).toBe(false);
            // Unchecked boxes are written Off.
            expect([...read.fields.values()].filter((v) => v === 'Off').length).toBeGreaterThan(0);
          }
          const { strings, numbers } = truthValues(b.truth);
          for (const d of b.decoys) {
            expect(strings.has(d.text), `${layout} decoy ${d.key} ${d.text}`).toBe(false);
            const n = num(d.text);
            if (n !== null) expect(numbers.has(n), `${layout} decoy ${d.key} ${d.text}`).toBe(false);
            if (style === 'fillable') expect(read.fields.get(d.name)).toBe(d.text);
          }
        }
      }
    }, 60_000);
  }

  it('truth uses valid ids and shapes', async () => {
    for (const layout of INDEPENDENT11_LAYOUT_NAMES) {
      for (let seed = 100; seed < 112; seed++) {
        const { truth: t } = await generateIndependent11(layout, seed, { style: 'typed', scan: false });
        expect(t.legal_name).toBeTruthy();
        if (t.type_of_entity) expect(ENTITY_IDS as readonly string[]).toContain(t.type_of_entity);
        if (t.industry) expect(INDUSTRY_IDS).toContain(t.industry);
        expect(t.country === 'Canada' ? CA_PROVINCE_CODES : US_STATE_CODES).toContain(t.state_region);
        expect(['EIN', 'SSN', 'ITIN', 'BN']).toContain(t.business_tax_id_type);
        expect(t.business_tax_id).toMatch(t.business_tax_id_type === 'BN' ? /^\d{9}RC\d{4}$/ : /^\d{9}$/);
        if (t.business_start_date) expect(t.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
        expect(t.applicants.length).toBeGreaterThan(0);
        for (const a of t.applicants) {
          expect(a.first_name && a.last_name).toBeTruthy();
          expect(a.last_name).not.toMatch(/,|\b(DC|MD|CPA|DDS)\b/);
          if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
          if (a.tax_id_type) expect(a.tax_id_type).toBe(a.tax_id_country === 'CA' ? 'SIN' : a.tax_id!.startsWith('9') ? 'ITIN' : 'SSN');
        }
        if (t.type_of_entity === 'sole_proprietorship') expect(t.legal_name).toBe(`${t.applicants[0]!.first_name} ${t.applicants[0]!.last_name}`);
        if (t.type_of_entity === 'sole_proprietorship' && t.country === 'United States') expect(t.applicants[0]!.tax_id).toBe(t.business_tax_id);
        if (t.trade_name) expect(t.trade_name).not.toBe(t.legal_name);
      }
    }
  }, 120_000);

  it('scans have no text layer and no fields', async () => {
    for (const [layout, style] of [['ridgeway-funding-2p', 'fillable'], ['maple-north-capital', 'handwritten']] as const) {
      const s = await generateIndependent11(layout, 21, { style, scan: true });
      const read = await pdfRead(s.pdf);
      expect(read.text.trim()).toBe('');
      expect(read.fields.size).toBe(0);
      expect(s.truth).toEqual((await generateIndependent11(layout, 21, { style: 'typed', scan: false })).truth);
    }
  }, 120_000);
});
