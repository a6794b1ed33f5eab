// Set 226's generator checks: every placed value is on its page (or in its AcroForm field), the truth uses
// reference ids, the three styles share one truth, and output is deterministic per (layout, seed, style).
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent226, INDEPENDENT226_LAYOUT_NAMES } from './index.ts';
import { ENTITY_TYPES, INDUSTRIES, STATE_CODES } from './reference.ts';

const squash = (s: string): string => s.replace(/\s+/g, '');

async function read(pdf: Uint8Array): Promise<{ text: string[]; fields: Map<string, { value: unknown; page: number }> }> {
  const doc = await getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0 }).promise;
  const text: string[] = [];
  const fields = new Map<string, { value: unknown; page: number }>();
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    text.push(squash(tc.items.map((it: any) => it.str ?? '').join('')));
    for (const a of await page.getAnnotations() as any[]) if (a.fieldName) fields.set(a.fieldName, { value: a.fieldValue, page: i });
  }
  await doc.cleanup();
  return { text, fields };
}

const SEEDS = [1, 2, 3, 4, 5, 6];

describe.each(INDEPENDENT226_LAYOUT_NAMES)('independent226 layout %s', (layout) => {
  it('prints every placed value on its page (typed and handwritten)', async () => {
    for (const seed of SEEDS) for (const style of ['typed', 'handwritten'] as const) {
      const r = await generateIndependent226(layout, seed, { style });
      const { text, fields } = await read(r.pdf);
      expect(text.length).toBe(r.pages);
      expect(fields.size).toBe(0);
      for (const p of r.placed) expect(text[p.page - 1], `${layout}/${seed}/${style} ${p.key}`).toContain(squash(p.text));
      for (const d of r.decoys) expect(text[d.page - 1], `${layout}/${seed}/${style} decoy ${d.key}`).toContain(squash(d.text));
    }
  });

  it('puts fillable values only in AcroForm fields with appearance streams', async () => {
    for (const seed of SEEDS) {
      const r = await generateIndependent226(layout, seed, { style: 'fillable' });
      const { text, fields } = await read(r.pdf);
      const raw = Buffer.from(r.pdf).toString('latin1');
      expect(raw).toMatch(/\/NeedAppearances false/);
      expect(text[0]).not.toContain(squash(r.truth.legal_name!));
      for (const p of r.placed) {
        const fld = fields.get(p.acroform_field!);
        expect(fld, `${layout}/${seed} ${p.key}`).toBeDefined();
        expect(fld!.page).toBe(p.page);
        expect(fld!.value, `${layout}/${seed} ${p.key} ${p.acroform_field}`).toBe(p.acroform_value ?? p.text);
      }
    }
  });

  it('gives one truth for the three styles, using reference ids', async () => {
    const entity = new Set(ENTITY_TYPES.map((e) => e.id)), industry = new Set(INDUSTRIES.map((i) => i.id));
    for (const seed of SEEDS) {
      const [t, h, f] = await Promise.all((['typed', 'handwritten', 'fillable'] as const).map((style) => generateIndependent226(layout, seed, { style })));
      expect(h!.truth).toEqual(t!.truth);
      expect(f!.truth).toEqual(t!.truth);
      const a = t!.truth;
      expect(entity.has(a.type_of_entity!)).toBe(true);
      expect(industry.has(a.industry!)).toBe(true);
      expect(STATE_CODES.has(a.state_region!)).toBe(true);
      expect(a.country).toBe('United States');
      expect(a.business_tax_id).toMatch(/^\d{9}$/);
      expect(a.applicants.length).toBeGreaterThanOrEqual(1);
      expect(a.applicants.reduce((s, x) => s + (x.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
      for (const ap of a.applicants) {
        expect(ap.first_name).toBeTruthy();
        expect(ap.last_name).not.toMatch(/,|\b(MD|DDS|DMD|DO|DPM|CPA|Esq)\b/);
        if (ap.tax_id) expect(ap.tax_id_type).toBe(ap.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
        if (ap.date_of_birth) expect(ap.date_of_birth).toMatch(/^\d{4}-\d\d-\d\d$/);
      }
      if (a.business_start_date) expect(a.business_start_date).toMatch(/^\d{4}-\d\d-\d\d$/);
    }
  });

  it('is deterministic per (layout, seed, style)', async () => {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      const a = await generateIndependent226(layout, 7, { style });
      const b = await generateIndependent226(layout, 7, { style });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.placed).toEqual(b.placed);
    }
  });
});

describe('independent226 across seeds', () => {
  it('varies owners and optional fields', async () => {
    const owners = new Set<number>(), dba = new Set<boolean>(), pay = new Set<boolean>();
    for (const layout of INDEPENDENT226_LAYOUT_NAMES) for (let seed = 1; seed <= 15; seed++) {
      const { truth } = await generateIndependent226(layout, seed, { style: 'typed' });
      owners.add(truth.applicants.length); dba.add(truth.trade_name === null); pay.add(truth.requested_payment === null);
    }
    expect([...owners].sort()).toEqual([1, 2, 3]);
    expect(dba.size).toBe(2);
    expect(pay.size).toBe(2);
  });

  it('refuses fillable + scan and scans typed forms', async () => {
    await expect(generateIndependent226('meridian', 1, { style: 'fillable', scan: true })).rejects.toThrow();
    const r = await generateIndependent226('apex', 2, { style: 'handwritten', scan: true });
    expect(Buffer.from(r.pdf.slice(0, 5)).toString()).toBe('%PDF-');
    expect(r.scan!.skews.length).toBe(r.pages);
  }, 120_000);
});
