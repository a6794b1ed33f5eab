// Set 203's own checks: every placed value is on its page (or in its AcroForm field), the truth follows
// applications.md against the reference data, decoys stay out of it, and the output is deterministic.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent203, INDEPENDENT203_LAYOUT_NAMES, type Placed } from './index.ts';
import { ENTITY_TYPES, entityOf, industryOf, INDUSTRIES, STATES, TRADES } from './model.ts';
import { ENTITY_BOXES } from './print.ts';

const squash = (s: string): string => s.replace(/\s+/g, '');
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5];

interface PageRead { text: string[]; fields: Map<string, string> }
async function read(pdf: Uint8Array): Promise<PageRead[]> {
  const doc = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise;
  const out: PageRead[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const tc = await page.getTextContent();
    const fields = new Map<string, string>();
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown; checkBox?: boolean; exportValue?: string }[]) {
      if (a.fieldName) fields.set(a.fieldName, String(a.fieldValue ?? ''));
    }
    out.push({ text: tc.items.map((i) => ('str' in i ? i.str : '')), fields });
  }
  return out;
}

describe('independent203 forms', () => {
  for (const layout of INDEPENDENT203_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: every placed value is where the truth says`, async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent203(layout, seed, { style });
          const pages = await read(g.pdf);
          expect(pages.length).toBe(g.pages);
          for (const p of g.placed) {
            const pg = pages[p.page - 1]!;
            const text = squash(pg.text.join(''));
            if (p.via === 'acroform') {
              const v = pg.fields.get(p.acroform_field!);
              expect(v, p.key).toBe(p.acroform_value ?? p.text);
              // A fillable form holds its values only in its fields, not in the page's text.
              if (p.key === 'legal_name' || p.key.endsWith('_ssn')) expect(text).not.toContain(squash(p.text));
            } else {
              expect(text, `${p.key} on page ${p.page}`).toContain(squash(p.text));
            }
          }
          if (style === 'handwritten') expect(g.placed.filter((p) => p.key.startsWith('entity_')).every((p) => p.via === 'drawn')).toBe(true);
        }
      });
    }
  }

  it('the truth follows applications.md against the reference data', async () => {
    const stateCodes = new Set(STATES.map((s) => s.code));
    const entityIds = new Set(ENTITY_TYPES.map((e) => e.id));
    const industryIds = new Set(INDUSTRIES.map((i) => i.id));
    for (const layout of INDEPENDENT203_LAYOUT_NAMES) {
      for (const seed of [...SEEDS, 6, 7, 8, 9, 10, 11, 12]) {
        const g = await generateIndependent203(layout, seed, { style: 'typed' });
        const t = g.truth;
        expect(t.legal_name).toBeTruthy();
        expect(t.trade_name === null || (t.trade_name !== t.legal_name && !['SAME', 'N/A'].includes(t.trade_name))).toBe(true);
        expect(entityIds.has(t.type_of_entity!)).toBe(true);
        expect(industryIds.has(t.industry!)).toBe(true);
        expect(stateCodes.has(t.state_region!)).toBe(true);
        expect(t.country).toBe('United States');
        expect(t.business_tax_id).toMatch(/^\d{9}$/);
        expect(['EIN', 'SSN']).toContain(t.business_tax_id_type);
        if (t.business_start_date) expect(t.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const total = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
        expect(total).toBeLessThanOrEqual(100);
        for (const a of t.applicants) {
          expect(a.first_name).toMatch(/^\p{L}+$/u);
          expect(a.last_name).toBeTruthy();
          if (a.tax_id) {
            expect(a.tax_id).toMatch(/^\d{9}$/);
            expect(a.tax_id_type).toBe(a.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
          } else expect(a.tax_id_type).toBeNull();
          expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
        // Nothing from a decoy leaks into the truth.
        const truthText = JSON.stringify(t);
        for (const d of g.decoys) if (!/^\d{1,3}$/.test(d.text) && d.text.length > 3) expect(truthText.includes(d.text) ? d.key : '').toBe('');
        expect(g.decoys.some((d) => /landlord|iso_rep|trade_ref/.test(d.key))).toBe(true);
      }
    }
  });

  it('printed entity texts and business types read back through the reference data', () => {
    for (const [, text, id] of TRADES) expect(industryOf(text), text).toBe(id);
    for (const t of ['LLC', 'L.L.C.', 'Corporation', 'Inc.', 'Corp.', 'S Corp', 'Sole Proprietor', 'Sole Prop', 'Partnership']) expect(entityOf(t), t).not.toBeNull();
    expect(entityOf('S Corp')).toBe('s_corporation');
    expect(ENTITY_BOXES.every(([id]) => ENTITY_TYPES.some((e) => e.id === id))).toBe(true);
  });

  it('the three styles share one truth, and the output is deterministic', async () => {
    for (const layout of INDEPENDENT203_LAYOUT_NAMES) {
      const [a, b, c] = await Promise.all(STYLES.map((style) => generateIndependent203(layout, 9, { style })));
      expect(b!.truth).toEqual(a!.truth);
      expect(c!.truth).toEqual(a!.truth);
      const again = await generateIndependent203(layout, 9, { style: 'handwritten' });
      expect(Buffer.from(again.pdf).equals(Buffer.from(b!.pdf))).toBe(true);
      const keys = (p: Placed[]): string[] => p.map((x) => x.key);
      expect(keys(c!.decoys)).toEqual(keys(a!.decoys));
    }
  });

  it('scans; a fillable form cannot be scanned', async () => {
    const g = await generateIndependent203(INDEPENDENT203_LAYOUT_NAMES[0]!, 4, { style: 'handwritten', scan: true });
    expect(Buffer.from(g.pdf.slice(0, 5)).toString()).toBe('%PDF-');
    expect(g.truth.legal_name).toBeTruthy();
    await expect(generateIndependent203(INDEPENDENT203_LAYOUT_NAMES[0]!, 4, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 60000);
});
