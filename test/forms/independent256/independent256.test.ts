import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent256, INDEPENDENT256_LAYOUT_NAMES } from './index.ts';
import { ENTITY_IDS, INDUSTRIES, PROVINCE_CODES, STATE_CODES, BUSINESS_TYPES, industryOf } from './data.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 7];
const norm = (s: string): string => s.replace(/\s+/g, '');

async function read(pdf: Uint8Array): Promise<{ text: string[]; fields: Map<string, string> }> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const text: string[] = [];
  const fields = new Map<string, string>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text.push(norm(tc.items.map((i) => ('str' in i ? i.str : '')).join('')));
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown }[]) {
      if (a.fieldName) fields.set(a.fieldName, String(a.fieldValue));
    }
  }
  await task.destroy();
  return { text, fields };
}

describe('independent256 generator', () => {
  it('has four layouts and every business type maps to an industry', () => {
    expect(INDEPENDENT256_LAYOUT_NAMES).toHaveLength(4);
    for (const t of BUSINESS_TYPES) expect(industryOf(t), t).not.toBeNull();
  });

  for (const layout of INDEPENDENT256_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}: placed values are in the page text or the AcroForm fields, truth uses reference ids`, async () => {
        for (const seed of SEEDS) {
          const r = await generateIndependent256(layout, seed, { style, scan: false });
          expect(r.pages).toBe(3);
          const { text, fields } = await read(r.pdf);
          expect(text).toHaveLength(3);
          for (const p of [...r.locations, ...r.decoys]) {
            if (style === 'fillable' && p.acroform_field) {
              const v = fields.get(p.acroform_field);
              expect(v, `${p.key} field`).toBeDefined();
              if (v !== 'Yes') expect(v).toBe(p.text);
            } else if (style === 'fillable') {
              // Only the typed-merge paragraph may carry values as text, and fillable forms do not merge.
              throw new Error(`fillable value ${p.key} not in a field`);
            } else {
              expect(text[p.page - 1], `${layout}/${style}/${seed} ${p.key}`).toContain(norm(p.text));
            }
          }
          if (style === 'fillable') {
            for (const t of [r.truth.legal_name!, ...r.truth.applicants.map((a) => a.last_name!)]) {
              for (const pg of text) expect(pg).not.toContain(norm(t));
            }
          }
          const t = r.truth;
          expect(t.legal_name).toBeTruthy();
          expect(ENTITY_IDS.has(t.type_of_entity!)).toBe(true);
          expect(INDUSTRIES.some((i) => i.id === t.industry)).toBe(true);
          expect(t.country).toBe(r.country === 'US' ? 'United States' : 'Canada');
          expect((r.country === 'US' ? STATE_CODES : PROVINCE_CODES).has(t.state_region!)).toBe(true);
          expect(t.requested_amount).toBeGreaterThan(0);
          expect(t.applicants.length).toBeGreaterThanOrEqual(1);
          expect(t.applicants.length).toBeLessThanOrEqual(3);
          if (t.type_of_entity === 'sole_proprietorship') { expect(t.applicants).toHaveLength(1); expect(t.applicants[0]!.ownership).toBe(100); }
          expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
          for (const a of t.applicants) {
            expect(a.first_name && a.last_name && a.role).toBeTruthy();
            if (a.tax_id === null) { expect(a.tax_id_type).toBeNull(); expect(a.tax_id_country).toBeNull(); }
            else expect(a.tax_id).toMatch(/^\d{9}$/);
            if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
          }
          if (t.business_tax_id) expect(t.business_tax_id).toMatch(r.country === 'US' ? /^\d{9}$/ : /^\d{9}RC\d{4}$/);
          expect(r.decoys.length).toBeGreaterThan(10);
        }
      });
    }
  }

  it('is deterministic per (layout, seed, style)', async () => {
    for (const layout of INDEPENDENT256_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent256(layout, 5, { style, scan: false });
        const b = await generateIndependent256(layout, 5, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(a.truth).toEqual(b.truth);
      }
    }
  });

  it('refuses to scan a fillable form', async () => {
    await expect(generateIndependent256('maplegate', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  it('scans a typed form into an image-only PDF with the same truth', async () => {
    const plain = await generateIndependent256('ironbridge', 4, { style: 'typed', scan: false });
    const scanned = await generateIndependent256('ironbridge', 4, { style: 'typed', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const { text } = await read(scanned.pdf);
    expect(text).toHaveLength(3);
    expect(text.join('')).not.toContain(norm(plain.truth.legal_name!));
  }, 60_000);
});
