import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent135, INDEPENDENT135_LAYOUT_NAMES } from './index.ts';
import { entityOf, industryOf } from './data.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;

async function read(pdf: Uint8Array): Promise<{ pages: number; text: string; fields: Map<string, string> }> {
  const task = getDocument({ data: pdf.slice(), disableFontFace: true, useSystemFonts: false });
  const doc = await task.promise;
  let text = '';
  for (let p = 1; p <= doc.numPages; p++) {
    const c = await (await doc.getPage(p)).getTextContent();
    text += c.items.map((i) => ('str' in i ? i.str : '')).join(' ') + ' ';
  }
  text = flat(text);
  const fields = new Map<string, string>();
  for (const [name, objs] of (await doc.getFieldObjects()) ?? new Map<string, object[]>()) {
    const v = (objs as { value?: unknown }[])[0]?.value;
    if (typeof v === 'string' && v && v !== 'Off') fields.set(name, v);
  }
  const pages = doc.numPages;
  await task.destroy();
  return { pages, text, fields };
}

const flat = (s: string): string => s.replace(/\s+/g, ' ');
const num = (s: string): string => s.replace(/CAD|[$,\s]/g, '').replace(/\.00$/, '');

describe('independent135 generator', () => {
  for (const layout of INDEPENDENT135_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: a valid PDF whose truth is really written`, async () => {
        for (const seed of [1, 2, 3, 4]) {
          const r = await generateIndependent135(layout, seed, { style, scan: false });
          expect(Buffer.from(r.pdf.slice(0, 5)).toString()).toBe('%PDF-');
          const { pages, text, fields } = await read(r.pdf);
          expect(pages).toBe(2);
          // Every written value is where the style puts it: page text, or only an AcroForm field.
          const values = style === 'fillable' ? [...fields.values()] : r.written.map((w) => w.text);
          expect(values.length).toBeGreaterThan(15);
          for (const w of r.written) {
            if (style === 'fillable') expect(fields.get(w.name)).toBe(w.text);
            else expect(text.replace(/\s/g, '')).toContain(w.text.replace(/\s/g, ''));
          }
          if (style === 'fillable') expect(text).not.toContain(r.truth.legal_name!);
          // Each truth value comes from a written value.
          for (const [path, p] of Object.entries(r.printed)) expect(values.some((v) => v.includes(p)), `${path}: ${p}`).toBe(true);
          const t = r.truth;
          if (t.business_tax_id) expect(r.printed.business_tax_id!.replace(/[\s-]/g, '')).toBe(t.business_tax_id);
          if (t.trade_name) expect(t.trade_name).not.toBe(t.legal_name);
          if (t.industry) expect(industryOf(r.printed.industry!)).toBe(t.industry);
          if (t.type_of_entity) expect(entityOf(t.type_of_entity, r.country)).toBe(t.type_of_entity);
          for (const n of [t.requested_amount, t.requested_payment, t.number_of_payments]) if (n !== null) expect(values.map(num)).toContain(String(n));
          if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
          expect(t.country).toBe(r.country === 'US' ? 'United States' : 'Canada');
          t.applicants.forEach((a, i) => {
            if (a.ownership !== null) expect(values).toContain(`${a.ownership}%`);
            if (a.credit_score !== null) expect(values).toContain(String(a.credit_score));
            if (a.tax_id) expect(r.printed[`applicants[${i}].tax_id`]!.replace(/[\s-]/g, '')).toBe(a.tax_id);
          });
          // Masked ids are printed and read as null.
          for (const mk of r.masked) {
            expect(values).toContain(mk);
            expect(mk).toMatch(/^[X*]{3}[- ][X*]{2,3}[- ]\d{3,4}$/);
          }
          expect(t.applicants.filter((a) => a.tax_id === null).length).toBeGreaterThanOrEqual(r.masked.length);
          // The decoys are printed and never the truth.
          expect(text).toContain('John Q. Sample');
          expect(text).toContain(r.country === 'US' ? 'Main Street Pizza LLC' : 'Maple Street Bakery');
          expect(t.legal_name).not.toMatch(/Sample|Main Street|Holdings|Property Management|Group/);
        }
      });
    }
  }

  it('a blank next to an example stays null, over many seeds', async () => {
    const seen = { trade: 0, start: 0, tax: 0, masked: 0 };
    for (const layout of INDEPENDENT135_LAYOUT_NAMES) {
      for (let seed = 10; seed < 40; seed++) {
        const r = await generateIndependent135(layout, seed, { style: 'typed', scan: false });
        if (r.truth.trade_name === null) seen.trade++;
        if (r.truth.business_start_date === null) seen.start++;
        if (r.truth.business_tax_id === null) seen.tax++;
        seen.masked += r.masked.length;
        expect(r.truth.business_tax_id).not.toBe('123456789');
        expect(r.truth.business_start_date).not.toBe('2010-03-01');
      }
    }
    for (const v of Object.values(seen)) expect(v).toBeGreaterThan(0);
  }, 120_000);

  it('same seed, same bytes and truth; another seed, another form', async () => {
    for (const layout of INDEPENDENT135_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent135(layout, 5, { style, scan: false });
        const b = await generateIndependent135(layout, 5, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(b.truth).toEqual(a.truth);
        const c = await generateIndependent135(layout, 6, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(c.pdf))).toBe(false);
      }
    }
  });

  it('a scan is an image-only PDF with the same truth, deterministic', async () => {
    const a = await generateIndependent135('maple-bridge', 2, { style: 'handwritten', scan: true });
    const plain = await generateIndependent135('maple-bridge', 2, { style: 'handwritten', scan: false });
    const { pages, text } = await read(a.pdf);
    expect(pages).toBe(2);
    expect(text).not.toContain(a.truth.legal_name!);
    expect(a.truth).toEqual(plain.truth);
    const b = await generateIndependent135('maple-bridge', 2, { style: 'handwritten', scan: true });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
  }, 120_000);
});
