// The fax set's generator: every placed value is really in the PDF where its style puts it (page text, or only in an
// AcroForm field), the truth uses reference ids and follows the masking rule, and the output is deterministic.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ENTITY_IDS, INDUSTRIES, PROVINCE_CODES, STATE_CODES, BUSINESS_TYPES, industryOf } from './data.ts';
import { generateIndependent250, INDEPENDENT250_LAYOUT_NAMES, type Style } from './index.ts';

interface PageRead { text: string; fields: Map<string, string> }
const squash = (s: string): string => s.replace(/\s+/g, '');

async function read(pdf: Uint8Array): Promise<PageRead[]> {
  const doc = await getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0 }).promise;
  const out: PageRead[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    const text = tc.items.map((i) => ('str' in i ? i.str : '')).join('');
    const fields = new Map<string, string>();
    for (const a of await page.getAnnotations()) {
      if (a.subtype === 'Widget' && a.fieldName) fields.set(String(a.fieldName), a.checkBox ? String(a.fieldValue) : String(a.fieldValue ?? ''));
    }
    out.push({ text: squash(text), fields });
  }
  await doc.cleanup();
  return out;
}

const SEEDS = [1, 2, 3, 4];
const STYLES: Style[] = ['typed', 'handwritten', 'fillable'];

describe('independent250: fax-received applications', () => {
  it('has four layouts of four brokers', async () => {
    expect(INDEPENDENT250_LAYOUT_NAMES).toHaveLength(4);
    const brokers = new Set<string>();
    for (const l of INDEPENDENT250_LAYOUT_NAMES) brokers.add((await generateIndependent250(l, 1, { style: 'typed', scan: false })).broker);
    expect(brokers.size).toBe(4);
  });

  it('every printed business type has an industry', () => {
    for (const t of BUSINESS_TYPES) expect(industryOf(t), t).not.toBeNull();
  });

  for (const layout of INDEPENDENT250_LAYOUT_NAMES) {
    it(`${layout}: placed values are where the style puts them, truth is valid`, async () => {
      for (const seed of SEEDS) {
        for (const style of STYLES) {
          const r = await generateIndependent250(layout, seed, { style, scan: false });
          const pages = await read(r.pdf);
          expect(pages).toHaveLength(r.pages);
          const tag = `${layout}/${seed}/${style}`;
          for (const p of r.placed) {
            const pg = pages[p.page - 1]!;
            if (style === 'fillable') {
              expect(p.acroform_field, tag).toBeTruthy();
              const v = pg.fields.get(p.acroform_field!);
              if (p.via === 'acroform_checkbox') expect(v, `${tag} ${p.text}`).toBe('Yes');
              else expect(v, `${tag} ${p.text}`).toBe(p.text);
            } else {
              expect(pg.text.includes(squash(p.text)), `${tag} ${p.text}`).toBe(true);
            }
          }
          // Fillable: the application's values are in no page's text.
          if (style === 'fillable') {
            const all = pages.map((p) => p.text).join('');
            for (const p of r.placed) if (p.fields['legal_name'] || p.fields['business_tax_id']) expect(all.includes(squash(p.text)), `${tag} ${p.text}`).toBe(false);
          }
          // Fax furniture is on every page.
          for (const [i, pg] of pages.entries()) expect(r.decoys.some((d) => d.key === 'fax_header' && d.page === i + 1 && pg.text.includes(squash(d.text)))).toBe(true);
          const t = r.truth;
          expect(t.legal_name, tag).toBeTruthy();
          expect(INDUSTRIES.some((i) => i.id === t.industry), tag).toBe(true);
          expect(ENTITY_IDS.has(t.type_of_entity!), tag).toBe(true);
          expect((r.country === 'US' ? STATE_CODES : PROVINCE_CODES).has(t.state_region!), tag).toBe(true);
          expect(t.country).toBe(r.country === 'US' ? 'United States' : 'Canada');
          if (t.business_tax_id) expect(t.business_tax_id_country).toBe(r.country);
          if (t.type_of_entity === 'sole_proprietorship') expect(t.applicants.map((a) => a.ownership)).toEqual([100]);
          expect(t.applicants.length).toBeGreaterThanOrEqual(1);
          expect(t.applicants.length).toBeLessThanOrEqual(3);
          expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
          for (const a of t.applicants) {
            expect(a.first_name && a.last_name, tag).toBeTruthy();
            if (a.tax_id) expect(['SSN', 'ITIN', 'SIN']).toContain(a.tax_id_type);
            if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
          }
          // A masked tax ID gives no value.
          for (const p of r.placed) if (/[X*]{3}/.test(p.text)) expect(Object.keys(p.fields)).toEqual([]);
          for (const d of r.decoys) expect(d.text.length).toBeGreaterThan(0);
        }
      }
    }, 60000);
  }

  it('is deterministic per (layout, seed, style)', async () => {
    for (const layout of INDEPENDENT250_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent250(layout, 7, { style, scan: false });
        const b = await generateIndependent250(layout, 7, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), `${layout}/${style}`).toBe(true);
        expect(a.truth).toEqual(b.truth);
      }
    }
  });

  it('fillable + scan throws; a scan keeps the truth and has no text layer', async () => {
    await expect(generateIndependent250('keystone_lines', 1, { style: 'fillable', scan: true })).rejects.toThrow();
    const typed = await generateIndependent250('harborline_grid', 3, { style: 'handwritten', scan: false });
    const scanned = await generateIndependent250('harborline_grid', 3, { style: 'handwritten', scan: true });
    expect(scanned.truth).toEqual(typed.truth);
    const pages = await read(scanned.pdf);
    expect(pages).toHaveLength(2);
    expect(pages.every((p) => p.text === '')).toBe(true);
  }, 60000);
});
