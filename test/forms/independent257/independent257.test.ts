import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent257, INDEPENDENT257_LAYOUT_NAMES, type Placed } from './index.ts';
import { BUSINESSES, ENTITY_IDS, ENTITY_TEXTS, industryOf, STATE_CODES } from './data.ts';

interface Annot { fieldName?: string; fieldValue?: string | string[]; checkBox?: boolean; fieldType?: string }
async function readPdf(pdf: Uint8Array): Promise<{ pages: number; text: string[]; annots: Annot[][] }> {
  const doc = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise;
  const text: string[] = [];
  const annots: Annot[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text.push(tc.items.map((i) => ('str' in i ? i.str : '')).join(''));
    annots.push((await page.getAnnotations()) as Annot[]);
  }
  await doc.cleanup();
  return { pages: doc.numPages, text, annots };
}
const squash = (s: string): string => s.replace(/\s+/g, '');

const SEEDS = [1, 2, 3, 7, 11];
const STYLES = ['typed', 'handwritten', 'fillable'] as const;

describe('independent257: US ISO merchant applications', () => {
  it('exports four layouts', () => {
    expect(INDEPENDENT257_LAYOUT_NAMES).toHaveLength(4);
  });

  it('type-of-business texts and entity texts read to the intended reference ids', () => {
    for (const b of BUSINESSES) expect(industryOf(b.text), b.text).toBe(b.id);
    for (const id of Object.keys(ENTITY_TEXTS)) expect(ENTITY_IDS.has(id), id).toBe(true);
  });

  for (const layout of INDEPENDENT257_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}: every placed value is in the PDF, truth uses reference ids`, async () => {
        for (const seed of SEEDS) {
          const r = await generateIndependent257(layout, seed, { style, scan: false });
          const { pages, text, annots } = await readPdf(r.pdf);
          expect(pages).toBe(r.pages);
          const all: Placed[] = [...r.locations, ...r.decoys];
          expect(r.locations.length).toBeGreaterThan(8);
          for (const p of all) {
            expect(p.page).toBeGreaterThanOrEqual(1);
            expect(p.page).toBeLessThanOrEqual(pages);
            if (style === 'fillable' && p.acroform_field) {
              const a = annots[p.page - 1]!.find((x) => x.fieldName === p.acroform_field);
              expect(a, `${p.key} ${p.acroform_field}`).toBeDefined();
              if (a!.checkBox) expect(a!.fieldValue).toBe('Yes');
              else expect(a!.fieldValue, p.key).toBe(p.text);
            } else {
              expect(squash(text[p.page - 1]!), `${layout} ${style} ${seed} ${p.key}`).toContain(squash(p.text));
            }
          }
          if (style === 'fillable') {
            // Values only in the widgets: the legal name is not page text.
            expect(text.join('')).not.toContain(r.truth.legal_name!);
            expect(r.locations.every((p) => p.acroform_field)).toBe(true);
          }
          const t = r.truth;
          expect(ENTITY_IDS.has(t.type_of_entity!)).toBe(true);
          expect(t.industry).toBe(industryOf(r.locations.find((p) => p.key === 'industry')!.text));
          expect(STATE_CODES.has(t.state_region!)).toBe(true);
          expect(t.country).toBe('United States');
          expect(t.legal_name).toBeTruthy();
          expect(r.locations.some((p) => p.key === 'legal_name' && p.text === t.legal_name)).toBe(true);
          expect(t.requested_amount).toBeGreaterThan(0);
          if (t.business_tax_id) expect(t.business_tax_id).toMatch(/^\d{9}$/);
          if (t.business_tax_id_type) expect(['EIN', 'SSN', 'ITIN']).toContain(t.business_tax_id_type);
          if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
          if (t.business_start_date) expect(t.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(t.applicants.length).toBeGreaterThanOrEqual(1);
          t.applicants.forEach((a, i) => {
            expect(r.locations.some((p) => p.key === `applicants[${i}].name`)).toBe(true);
            expect(a.first_name && a.last_name).toBeTruthy();
            if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
            if (a.tax_id_type) expect(['SSN', 'ITIN']).toContain(a.tax_id_type);
            if (a.date_of_birth) expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          });
          // No decoy carries the legal name or an owner's tax id.
          for (const d of r.decoys) {
            expect(d.text).not.toBe(t.legal_name);
            for (const a of t.applicants) if (a.tax_id) expect(squash(d.text).replace(/-/g, '')).not.toBe(a.tax_id);
          }
        }
      });
    }
  }

  it('is deterministic for a (layout, seed, style)', async () => {
    for (const layout of INDEPENDENT257_LAYOUT_NAMES) {
      const a = await generateIndependent257(layout, 5, { style: 'handwritten', scan: false });
      const b = await generateIndependent257(layout, 5, { style: 'handwritten', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
  });

  it('refuses to scan a fillable form, and scans a typed one', async () => {
    await expect(generateIndependent257(INDEPENDENT257_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
    const r = await generateIndependent257(INDEPENDENT257_LAYOUT_NAMES[1]!, 4, { style: 'typed', scan: true });
    const { pages } = await readPdf(r.pdf);
    expect(pages).toBe(r.pages);
  }, 60_000);
});
