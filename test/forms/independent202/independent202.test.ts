// Set 202's own checks: every placed value is on its page (or in its AcroForm field), the truth follows
// applications.md against the reference data, decoys stay out of the truth, and output is deterministic.
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent202, INDEPENDENT202_LAYOUT_NAMES } from './index.ts';
import { INDUSTRY_TEXTS } from './deal.ts';
import { ENTITY_TYPES, INDUSTRIES, STATES, industryId } from './rules.ts';

const FONT_DATA = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const squash = (s: string) => s.replace(/\s+/g, '');

async function readPdf(pdf: Uint8Array) {
  const doc = await getDocument({ data: pdf.slice(), useSystemFonts: false, standardFontDataUrl: FONT_DATA }).promise;
  const pages: { text: string; fields: Map<string, string> }[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const p = await doc.getPage(i);
    const tc = await p.getTextContent();
    const fields = new Map<string, string>();
    for (const a of await p.getAnnotations()) {
      if (!a.fieldName) continue;
      const v = a.radioButton ? (a.fieldValue === a.buttonValue ? a.buttonValue : undefined) : a.checkBox ? (a.fieldValue !== 'Off' ? a.fieldValue : undefined) : a.fieldValue;
      if (v !== undefined && v !== null && v !== '') fields.set(a.fieldName, String(v));
    }
    pages.push({ text: squash(tc.items.map((t: any) => t.str ?? '').join('')), fields });
  }
  await doc.loadingTask.destroy();
  return pages;
}

describe('independent202 web-form print-outs', () => {
  it('industry wordings give the id the rule reads', () => {
    for (const [text, id] of INDUSTRY_TEXTS) expect([text, industryId(text)]).toEqual([text, id]);
  });

  for (const layout of INDEPENDENT202_LAYOUT_NAMES) {
    for (const seed of [1, 2, 3, 4]) {
      it(`${layout} seed ${seed}: placed values printed, truth by the rules, styles agree`, async () => {
        const runs = await Promise.all(STYLES.map((style) => generateIndependent202(layout, seed, { style })));
        for (const [k, r] of runs.entries()) {
          expect(r.truth).toEqual(runs[0]!.truth);
          const pages = await readPdf(r.pdf);
          expect(pages.length).toBe(r.pages);
          for (const p of [...r.placed, ...r.decoys]) {
            const pg = pages[p.page - 1]!;
            if (p.via === 'acroform') {
              const want = p.acroform_value ?? (p.acroform_field!.startsWith('entity_type_') || p.acroform_field!.startsWith('consent_') ? 'Yes' : p.text);
              expect([p.key, pg.fields.get(p.acroform_field!)]).toEqual([p.key, want]);
            } else {
              // A drawn mark has no text of its own: its option's label is printed beside it.
              expect([p.key, pg.text.includes(squash(p.text))]).toEqual([p.key, true]);
            }
          }
          if (STYLES[k] === 'fillable') {
            // Values live only in fields: the legal name is not page text.
            const all = pages.map((p) => p.text).join('');
            expect(all.includes(squash(r.truth.legal_name!))).toBe(false);
          }
        }
        const t = runs[0]!.truth;
        expect(t.legal_name).toBeTruthy();
        expect(ENTITY_TYPES.some((e) => e.id === t.type_of_entity)).toBe(true);
        expect(INDUSTRIES.some((e) => e.id === t.industry)).toBe(true);
        expect(STATES.some((s) => s.code === t.state_region)).toBe(true);
        expect(t.country).toBe('United States');
        expect(t.business_tax_id).toMatch(/^\d{9}$/);
        expect(['EIN', 'SSN', 'ITIN']).toContain(t.business_tax_id_type);
        if (t.business_start_date) expect(t.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
        expect(t.applicants.length).toBeGreaterThan(0);
        expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        for (const a of t.applicants) {
          expect(a.first_name && a.last_name).toBeTruthy();
          if (a.tax_id) expect([a.tax_id, a.tax_id_type]).toEqual([expect.stringMatching(/^\d{9}$/), a.tax_id.startsWith('9') ? 'ITIN' : 'SSN']);
          else expect(a.tax_id_type).toBeNull();
          if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
        }
        // No decoy's text is a truth value (a routing number is not the tax ID, the landlord is not the business).
        const values = new Set(Object.values(t).filter((v) => typeof v === 'string' && v.length > 3));
        // (A signer's printed name is a sole proprietor's legal name: the same words, not a decoy of it.)
        for (const dcy of runs[0]!.decoys) if (!dcy.key.startsWith('signer')) expect([dcy.key, values.has(dcy.text)]).toEqual([dcy.key, false]);
      }, 60_000);
    }
  }

  it('is deterministic, scans, and refuses to scan a fillable form', async () => {
    for (const layout of INDEPENDENT202_LAYOUT_NAMES) {
      const a = await generateIndependent202(layout, 7, { style: 'handwritten' });
      const b = await generateIndependent202(layout, 7, { style: 'handwritten' });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
    const s = await generateIndependent202('keystone', 3, { style: 'typed', scan: true });
    expect((await readPdf(s.pdf)).every((p) => p.text === '')).toBe(true);
    await expect(generateIndependent202('keystone', 3, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120_000);
});
