// Set 225's own checks: every placed value is on its page (or in its AcroForm field), the truth uses reference ids
// and agrees with applications.md's reading of the printed text, one truth for the three styles, determinism.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { INDEPENDENT225_LAYOUT_NAMES, generateIndependent225 } from './index.ts';
import { ENTITY_REF, INDUSTRY_REF, STATE_REF, entityId, industryId } from './data.ts';

const squash = (s: string): string => s.replace(/\s+/g, '');

async function read(pdf: Uint8Array): Promise<{ text: string[]; fields: Map<string, string> }> {
  const task = getDocument({ data: pdf.slice(), useSystemFonts: false });
  const doc = await task.promise;
  const text: string[] = [];
  const fields = new Map<string, string>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text.push(squash(tc.items.map((i) => ('str' in i ? i.str : '')).join('')));
    for (const a of await page.getAnnotations()) if (a.fieldName) fields.set(a.fieldName, String(a.fieldValue ?? ''));
  }
  await task.destroy();
  return { text, fields };
}

const SEEDS = [1, 2, 3, 4, 5, 6];
describe('independent225', () => {
  for (const layout of INDEPENDENT225_LAYOUT_NAMES) {
    it(`${layout}: placed values are printed where they say, one truth for three styles`, async () => {
      for (const seed of SEEDS) {
        const typed = await generateIndependent225(layout, seed, { style: 'typed' });
        for (const style of ['typed', 'handwritten'] as const) {
          const g = style === 'typed' ? typed : await generateIndependent225(layout, seed, { style });
          expect(g.truth).toEqual(typed.truth);
          const { text, fields } = await read(g.pdf);
          expect(text.length).toBe(g.pages);
          expect(fields.size).toBe(0);
          for (const p of [...g.placed, ...g.decoys]) expect(text[p.page - 1], `${style} ${p.text}`).toContain(squash(p.text));
        }
        const fill = await generateIndependent225(layout, seed, { style: 'fillable' });
        expect(fill.truth).toEqual(typed.truth);
        const { text, fields } = await read(fill.pdf);
        for (const p of fill.placed) {
          expect(p.acroform_field).toBeTruthy();
          const v = fields.get(p.acroform_field!);
          if (p.via === 'acroform' && p.text && v !== 'Yes') expect(v).toBe(p.text);
          else expect(v).toBe('Yes');
        }
        // Values live only in the fields, never in the page text.
        for (const p of fill.placed) {
          const v = fields.get(p.acroform_field!);
          if (v !== 'Yes' && v !== 'Off' && ((/\d/.test(p.text) && p.text.length > 5) || p.text.length > 14))
            expect(text[p.page - 1]).not.toContain(squash(p.text));
        }
      }
    }, 60_000);

    it(`${layout}: truth uses reference ids and follows the reading rules`, async () => {
      const entities = new Set(ENTITY_REF.map((e) => e.id)), industries = new Set(INDUSTRY_REF.map((e) => e.id));
      const states = new Set(STATE_REF.filter((s) => s.country === 'US').map((s) => s.code));
      const owners = new Set<number>();
      for (let seed = 1; seed <= 30; seed++) {
        const g = await generateIndependent225(layout, seed, { style: 'typed' });
        const t = g.truth;
        expect(entities.has(t.type_of_entity!)).toBe(true);
        expect(industries.has(t.industry!)).toBe(true);
        expect(states.has(t.state_region!)).toBe(true);
        expect(t.country).toBe('United States');
        expect(t.business_tax_id).toMatch(/^\d{9}$/);
        expect(['EIN', 'SSN', 'ITIN']).toContain(t.business_tax_id_type);
        expect(t.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(t.trade_name === null || !['SAME', 'N/A', t.legal_name].includes(t.trade_name)).toBe(true);
        const ent = g.placed.find((p) => 'application.type_of_entity' in p.fields)!;
        expect(entityId(ent.text)).toBe(t.type_of_entity);
        expect(industryId(g.placed.find((p) => 'application.industry' in p.fields)!.text)).toBe(t.industry);
        owners.add(t.applicants.length);
        for (const a of t.applicants) {
          expect(a.first_name).toBeTruthy();
          expect(a.first_name).not.toMatch(/\s[A-Z]\.?$/);
          if (a.tax_id !== null) expect(a.tax_id).toMatch(/^\d{9}$/);
          if (a.ownership !== null) expect(typeof a.ownership).toBe('number');
        }
        const total = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
        expect(total).toBeLessThanOrEqual(100);
        for (const d of g.decoys) if (d.key !== 'state_of_incorporation') expect(Object.values(t).flat()).not.toContain(d.text);
      }
      expect(owners.size).toBeGreaterThan(1);
    }, 60_000);

    it(`${layout}: deterministic per (layout, seed, style); scans have no text layer`, async () => {
      for (const style of ['typed', 'handwritten', 'fillable'] as const) {
        const a = await generateIndependent225(layout, 11, { style }), b = await generateIndependent225(layout, 11, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      }
      const s1 = await generateIndependent225(layout, 11, { style: 'handwritten', scan: true });
      const s2 = await generateIndependent225(layout, 11, { style: 'handwritten', scan: true });
      expect(Buffer.from(s1.pdf).equals(Buffer.from(s2.pdf))).toBe(true);
      expect(s1.truth).toEqual((await generateIndependent225(layout, 11, { style: 'typed' })).truth);
      await expect(generateIndependent225(layout, 11, { style: 'fillable', scan: 'phone' })).rejects.toThrow();
    }, 120_000);
  }
  it('industry matching follows the longest-alias rule', () => {
    expect(industryId('Veterinary clinic')).toBe('veterinary');
    expect(industryId('Auto repair and body shop')).toBe('auto_repair');
  });
});
