import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ENTITY_IDS, INDUSTRIES, STATE_CODES } from './data.ts';
import { generateIndependent249, INDEPENDENT249_LAYOUT_NAMES, type Independent249 } from './index.ts';

const SEEDS = [1, 2, 3, 4, 5];
const FONTS = new URL('../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url).pathname;
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const norm = (s: string): string => s.replace(/\s+/g, ' ').trim();

async function read(pdf: Uint8Array): Promise<{ text: string[]; fields: Map<string, string> }> {
  const doc = await getDocument({ data: pdf.slice(), useSystemFonts: false, standardFontDataUrl: FONTS, verbosity: 0 }).promise;
  const text: string[] = [];
  const fields = new Map<string, string>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    const items = tc.items.map((i) => ('str' in i ? i.str : ''));
    text.push(`${norm(items.join(' '))}\n${norm(items.join(''))}`);
    for (const a of await page.getAnnotations()) {
      if (a.fieldName) fields.set(a.fieldName as string, String(a.fieldValue ?? ''));
    }
  }
  await doc.cleanup();
  return { text, fields };
}

function checkTruth(g: Independent249): void {
  const t = g.truth;
  const industries = new Set(INDUSTRIES.map((i) => i.id));
  expect(t.legal_name).toBeTruthy();
  expect(t.industry === null || industries.has(t.industry)).toBe(true);
  expect(t.industry).not.toBeNull();
  expect(t.type_of_entity && ENTITY_IDS.has(t.type_of_entity)).toBe(true);
  expect(t.state_region && STATE_CODES.has(t.state_region)).toBe(true);
  expect(t.country).toBe('United States');
  if (t.business_tax_id !== null) {
    expect(t.business_tax_id).toMatch(/^\d{9}$/);
    expect(['EIN', 'SSN', 'ITIN']).toContain(t.business_tax_id_type);
    expect(t.business_tax_id_country).toBe('US');
  } else {
    expect(t.business_tax_id_type).toBeNull();
  }
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(3);
  if (t.type_of_entity === 'sole_proprietorship') expect(t.applicants.map((a) => a.ownership)).toEqual([100]);
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100.0001);
  for (const a of t.applicants) {
    expect(a.first_name && a.last_name).toBeTruthy();
    if (a.tax_id === null) expect([a.tax_id_type, a.tax_id_country]).toEqual([null, null]);
    else { expect(a.tax_id).toMatch(/^\d{9}$/); expect(a.tax_id_type).toBe(a.tax_id.startsWith('9') ? 'ITIN' : 'SSN'); }
    if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
    expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  expect(t.business_start_date === null || /^\d{4}-\d{2}-\d{2}$/.test(t.business_start_date)).toBe(true);
  expect(t.payment_frequency === null || ['daily', 'weekly', 'biweekly', 'monthly'].includes(t.payment_frequency)).toBe(true);
  // No decoy carries a truth field; every decoy is printed text.
  for (const d of g.decoys) expect(Object.keys(d.fields)).toEqual([]);
}

describe('independent generator 249', () => {
  for (const layout of INDEPENDENT249_LAYOUT_NAMES) {
    it(`${layout}: values are where the style puts them, truth uses reference ids`, async () => {
      for (const seed of SEEDS) {
        const truths: string[] = [];
        for (const style of STYLES) {
          const g = await generateIndependent249(layout, seed, { style, scan: false });
          checkTruth(g);
          truths.push(JSON.stringify(g.truth));
          const { text, fields } = await read(g.pdf);
          expect(text.length).toBe(g.pages);
          for (const v of [...g.values, ...g.decoys]) {
            const page = text[v.page - 1]!;
            if (style === 'fillable') {
              expect(v.acroform_field).toBeTruthy();
              const got = fields.get(v.acroform_field!);
              if (v.checkbox) expect(got).toBe('Yes');
              else expect(got).toBe(v.text);
            } else if (!v.checkbox) {
              // pdf.js may split a handwritten word at a kerning gap ("Newark , NJ"): compare without spaces.
              expect(page.replace(/\s/g, ''), `${style} ${seed} ${v.key}`).toContain(v.text.replace(/\s/g, ''));
            }
          }
          if (style === 'fillable') expect(text.join(' ')).not.toContain(g.truth.legal_name!);
          else expect(fields.size).toBe(0);
        }
        expect(new Set(truths).size).toBe(1);
      }
    });
  }

  it('is deterministic per (layout, seed, style)', async () => {
    for (const layout of INDEPENDENT249_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent249(layout, 7, { style, scan: false });
        const b = await generateIndependent249(layout, 7, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      }
    }
  });

  it('varies owners, tax-id display and entity types over seeds', async () => {
    const owners = new Set<number>(), entities = new Set<string>(), masked = { tax: 0, full: 0 };
    for (let seed = 1; seed <= 40; seed++) {
      const g = await generateIndependent249(INDEPENDENT249_LAYOUT_NAMES[seed % 4]!, seed, { style: 'typed', scan: false });
      owners.add(g.truth.applicants.length);
      entities.add(g.truth.type_of_entity!);
      for (const a of g.truth.applicants) if (a.tax_id === null) masked.tax++; else masked.full++;
    }
    expect([...owners].sort()).toEqual([1, 2, 3]);
    expect(entities.size).toBeGreaterThanOrEqual(5);
    expect(masked.tax).toBeGreaterThan(0);
    expect(masked.full).toBeGreaterThan(0);
  });

  it('refuses a scanned fillable form', async () => {
    await expect(generateIndependent249('keystone-grid', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  it('scans a form: same truth, no text layer', async () => {
    const plain = await generateIndependent249('redline-captions', 11, { style: 'handwritten', scan: false });
    const g = await generateIndependent249('redline-captions', 11, { style: 'handwritten', scan: true });
    expect(g.truth).toEqual(plain.truth);
    expect(g.skews).toHaveLength(g.pages);
    const { text } = await read(g.pdf);
    expect(text.join('').replace(/\s/g, '')).toBe('');
  }, 60_000);
});
