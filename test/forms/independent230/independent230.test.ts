// Set 230's own checks: each placed value is on its page (or in its AcroForm field), the truth uses reference ids,
// the three styles share one truth, and a (layout, seed, style) always gives the same bytes.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent230, INDEPENDENT230_LAYOUT_NAMES } from './index.ts';
import { ENTITY_TYPES, INDUSTRIES, isStateCode } from './reference.ts';

const squash = (s: string): string => s.replace(/\s+/g, '');

async function readPages(pdf: Uint8Array): Promise<{ text: string; items: string[]; fields: Map<string, unknown> }[]> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const out = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    const items = tc.items.map((i) => ('str' in i ? i.str : ''));
    const fields = new Map<string, unknown>();
    for (const a of await page.getAnnotations()) if (a.fieldName) fields.set(a.fieldName as string, a.fieldValue);
    out.push({ text: squash(items.join('')), items: items.map((i) => i.trim()), fields });
  }
  await task.destroy();
  return out;
}

const SEEDS = [1, 2, 3, 4];

describe('independent set 230', () => {
  for (const layout of INDEPENDENT230_LAYOUT_NAMES) {
    it(`${layout}: placed values printed, one truth for all styles, reference ids`, async () => {
      for (const seed of SEEDS) {
        const typed = await generateIndependent230(layout, seed, { style: 'typed' });
        const hand = await generateIndependent230(layout, seed, { style: 'handwritten' });
        const fill = await generateIndependent230(layout, seed, { style: 'fillable' });
        expect(hand.truth).toEqual(typed.truth);
        expect(fill.truth).toEqual(typed.truth);
        for (const form of [typed, hand]) {
          const pages = await readPages(form.pdf);
          expect(pages.length).toBe(form.pages);
          for (const p of [...form.placed, ...form.decoys]) {
            expect(pages[p.page - 1]!.text, `${layout}/${seed}: ${p.text}`).toContain(squash(p.text));
          }
        }
        const pages = await readPages(fill.pdf);
        for (const p of [...fill.placed, ...fill.decoys]) {
          const name = p.acroform_field;
          expect(name, `${p.text} has a field`).toBeTruthy();
          const v = pages[p.page - 1]!.fields.get(name!);
          if (name!.startsWith('cb')) expect(v).toBe('Yes');
          else {
            expect(v).toBe(p.text);
            expect(pages[p.page - 1]!.items, `${p.text} is not page text`).not.toContain(p.text.trim());
          }
        }
        const t = typed.truth;
        expect(t.legal_name).toBeTruthy();
        expect(INDUSTRIES.map((i) => i.id)).toContain(t.industry);
        expect(ENTITY_TYPES.map((e) => e.id)).toContain(t.type_of_entity);
        expect(isStateCode(t.state_region!)).toBe(true);
        expect(t.country).toBe('United States');
        expect(t.business_tax_id).toMatch(/^\d{9}$/);
        expect(['EIN', 'SSN']).toContain(t.business_tax_id_type);
        if (t.business_start_date) expect(t.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(t.applicants.length).toBeGreaterThan(0);
        expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        for (const a of t.applicants) {
          expect(a.first_name).toMatch(/^[A-Z][a-z]+$/);
          if (a.tax_id) expect(a.tax_id_type).toBe('SSN'); else expect(a.tax_id_type).toBeNull();
          if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
        }
        expect(typed.decoys.some((d) => d.key === 'landlord_name')).toBe(true);
        expect(typed.decoys.some((d) => d.key === 'second_location')).toBe(true);
      }
    }, 120_000);

    it(`${layout}: deterministic per (layout, seed, style)`, async () => {
      for (const style of ['typed', 'handwritten', 'fillable'] as const) {
        const a = await generateIndependent230(layout, 7, { style });
        const b = await generateIndependent230(layout, 7, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(a.placed).toEqual(b.placed);
      }
    });
  }

  it('varies owners (1-3) and blanks across seeds', async () => {
    const counts = new Set<number>();
    let blankDob = 0, masked = 0;
    for (const layout of INDEPENDENT230_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 12; seed++) {
        const f = await generateIndependent230(layout, seed, { style: 'typed' });
        counts.add(f.truth.applicants.length);
        blankDob += f.truth.applicants.filter((a) => !a.date_of_birth).length;
        masked += f.truth.applicants.filter((a) => !a.tax_id).length;
      }
    }
    expect([...counts].sort()).toEqual([1, 2, 3]);
    expect(blankDob).toBeGreaterThan(0);
    expect(masked).toBeGreaterThan(0);
  }, 120_000);

  it('scans typed and handwritten forms, refuses to scan a fillable one', async () => {
    const f = await generateIndependent230(INDEPENDENT230_LAYOUT_NAMES[0]!, 5, { style: 'handwritten', scan: true });
    expect(Buffer.from(f.pdf.slice(0, 5)).toString()).toBe('%PDF-');
    const plain = await generateIndependent230(INDEPENDENT230_LAYOUT_NAMES[0]!, 5, { style: 'handwritten' });
    expect(f.truth).toEqual(plain.truth);
    await expect(generateIndependent230(INDEPENDENT230_LAYOUT_NAMES[0]!, 5, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120_000);
});
