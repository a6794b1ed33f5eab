// Checks of the set-206 generator: every placed value is where the truth says (page text, or the AcroForm field and
// not the page text), the truth follows applications.md against the reference data, and output is deterministic.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent206, INDEPENDENT206_LAYOUT_NAMES } from './index.ts';
import { entityOf, industryOf, US_STATE_CODES } from './rules.ts';
import { INDUSTRY_TEXTS } from './deal.ts';

interface PageRead { text: string; fields: Map<string, string> }

async function read(pdf: Uint8Array): Promise<PageRead[]> {
  const task = getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0,
    standardFontDataUrl: new URL('../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url).pathname });
  const doc = await task.promise;
  const out: PageRead[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const tc = await page.getTextContent();
    const text = tc.items.map((i) => ('str' in i ? i.str : '')).join('\n');
    const fields = new Map<string, string>();
    for (const a of await page.getAnnotations()) {
      if (a.fieldName) fields.set(a.fieldName as string, a.checkBox ? (a.fieldValue as string) : String(a.fieldValue ?? ''));
    }
    out.push({ text, fields });
  }
  await task.destroy();
  return out;
}

const flat = (s: string): string => s.replace(/\s+/g, '');
const SEEDS = [1, 2, 3, 4, 5, 6];

describe('independent206 generator', () => {
  it('keeps its industry table in step with the reading rule', () => {
    for (const [text, id] of INDUSTRY_TEXTS) expect(industryOf(text), text).toBe(id);
  });

  for (const layout of INDEPENDENT206_LAYOUT_NAMES) {
    it(`${layout}: typed and handwritten values are page text where placed`, async () => {
      for (const seed of SEEDS) {
        for (const style of ['typed', 'handwritten'] as const) {
          const g = await generateIndependent206(layout, seed, { style });
          const pages = await read(g.pdf);
          expect(pages.length).toBe(g.pages);
          expect(pages[0]!.fields.size).toBe(0);
          for (const p of [...g.placed, ...g.decoys]) {
            if (!p.text) continue;
            expect(flat(pages[p.page - 1]!.text), `${layout}/${seed}/${style} ${p.key}`).toContain(flat(p.text));
            expect(p.box[2]).toBeGreaterThan(p.box[0]);
            expect(p.box[3]).toBeGreaterThan(p.box[1]);
          }
          // Handwritten check marks are strokes: no "X" letter on the page for them.
          if (style === 'handwritten') for (const p of g.placed.filter((q) => q.via === 'checkbox')) expect(p.text).not.toBe('X');
        }
      }
    });

    it(`${layout}: fillable values live only in AcroForm fields`, async () => {
      for (const seed of SEEDS) {
        const g = await generateIndependent206(layout, seed, { style: 'fillable' });
        const pages = await read(g.pdf);
        const raw = Buffer.from(g.pdf).toString('latin1');
        expect(raw).toContain('/NeedAppearances false');
        for (const p of g.placed) {
          expect(p.acroform_field, p.key).toBeTruthy();
          const v = pages[p.page - 1]!.fields.get(p.acroform_field!);
          // A text field holds the printed text; a check box its on-state.
          expect([p.text, 'Yes'], p.key).toContain(v);
        }
        // A legal name typed as a value is not in the page text (only labels are).
        expect(flat(pages[1]!.text)).not.toContain(flat(g.truth.legal_name!));
      }
    });

    it(`${layout}: the truth follows the rules and the reference data`, async () => {
      for (const seed of SEEDS) {
        const g = await generateIndependent206(layout, seed, { style: 'typed' });
        const t = g.truth;
        expect(g.country).toBe('US');
        expect(t.country).toBe('United States');
        expect(US_STATE_CODES).toContain(t.state_region);
        expect(t.legal_name).toBeTruthy();
        expect(t.trade_name === null || (t.trade_name !== t.legal_name && !['SAME', 'N/A'].includes(t.trade_name))).toBe(true);
        const entity = g.placed.find((p) => 'application.type_of_entity' in p.fields)!;
        expect(entityOf(entity.text)).toBe(t.type_of_entity);
        const ind = g.placed.find((p) => 'application.industry' in p.fields)!;
        expect(industryOf(ind.text)).toBe(t.industry);
        expect(t.business_tax_id).toMatch(/^\d{9}$/);
        const taxText = g.placed.find((p) => 'application.business_tax_id' in p.fields)!.text;
        expect(taxText.replace(/\D/g, '')).toBe(t.business_tax_id);
        if (/^\d\d-\d{7}$/.test(taxText)) expect(t.business_tax_id_type).toBe('EIN');
        if (/^\d{3}-\d\d-\d{4}$/.test(taxText)) expect(t.business_tax_id_type).toBe(taxText.startsWith('9') ? 'ITIN' : 'SSN');
        const amount = g.placed.find((p) => 'application.requested_amount' in p.fields)!.text;
        expect(Number(amount.replace(/[$,\s]/g, ''))).toBe(t.requested_amount);
        if (t.business_start_date) expect(t.business_start_date < '2026-01-01').toBe(true);
        expect(t.requested_payment === null).toBe(t.number_of_payments === null);
        let total = 0;
        for (const a of t.applicants) {
          expect(a.first_name).toMatch(/^[A-Z]+$/);
          expect(a.last_name).not.toMatch(/,|\b[A-Z]\.$/);
          expect(a.ownership).toBeGreaterThan(0);
          total += a.ownership!;
          if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
          expect(a.tax_id === null || /^\d{9}$/.test(a.tax_id)).toBe(true);
          if (a.tax_id) expect(a.tax_id_type).toBe(a.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
          expect(a.date_of_birth).toMatch(/^\d{4}-\d\d-\d\d$/);
        }
        expect(total).toBeLessThanOrEqual(100);
        // A decoy never carries a truth value it could be mistaken for.
        const truthTexts = new Set(g.placed.map((p) => p.text));
        for (const d of g.decoys) expect(truthTexts.has(d.text) && d.text.length > 3, d.key).toBe(false);
      }
    });

    it(`${layout}: is deterministic and the styles share one truth`, async () => {
      const a = await generateIndependent206(layout, 11, { style: 'typed' });
      const b = await generateIndependent206(layout, 11, { style: 'typed' });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      for (const style of ['handwritten', 'fillable'] as const) {
        const c = await generateIndependent206(layout, 11, { style });
        expect(c.truth).toEqual(a.truth);
        expect(c.pages).toBe(a.pages);
      }
      await expect(generateIndependent206(layout, 11, { style: 'fillable', scan: true })).rejects.toThrow();
    });
  }

  it('scans a typed package into an image-only PDF with the same truth', async () => {
    const a = await generateIndependent206('keystone_grid', 2, { style: 'typed' });
    const s = await generateIndependent206('keystone_grid', 2, { style: 'typed', scan: true });
    expect(s.truth).toEqual(a.truth);
    const pages = await read(s.pdf);
    expect(pages.length).toBe(a.pages);
    expect(flat(pages[1]!.text)).toBe('');
  }, 60_000);
});
