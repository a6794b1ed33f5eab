// Set 245: every placed value is where the style says (page text, or only an AcroForm field), the truth uses valid
// reference ids and follows the printed values, and the output is deterministic.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { generateIndependent245, INDEPENDENT245_LAYOUT_NAMES, type Independent245Result } from './index.ts';
import { ENTITY_IDS, INDUSTRY_IDS, STATE_CODES, industryOf } from './model.ts';
import { INDUSTRY_PHRASES } from './names.ts';

const squash = (t: string): string => t.replace(/\s+/g, '');

async function read(pdf: Uint8Array): Promise<{ pages: string[]; fields: Record<string, string> }> {
  const doc = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const tc = await (await doc.getPage(i)).getTextContent();
    pages.push(tc.items.map((it) => ('str' in it ? it.str : '')).join(''));
  }
  const objs = (await doc.getFieldObjects()) as unknown as Map<string, { value?: unknown }[]> | Record<string, { value?: unknown }[]> | null;
  const fields: Record<string, string> = {};
  for (const [k, v] of objs instanceof Map ? objs.entries() : Object.entries(objs ?? {})) fields[k] = String(v[0]?.value ?? '');
  await doc.cleanup();
  return { pages, fields };
}

function checkTruth(g: Independent245Result): void {
  const t = g.truth;
  expect(t.legal_name).toBeTruthy();
  expect(ENTITY_IDS.has(t.type_of_entity!)).toBe(true);
  expect(INDUSTRY_IDS.has(t.industry!)).toBe(true);
  expect(STATE_CODES.has(t.state_region!)).toBe(true);
  expect(t.country).toBe('United States');
  expect(t.requested_amount).toBeGreaterThan(0);
  if (t.business_tax_id) expect(t.business_tax_id).toMatch(/^\d{9}$/);
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
  if (t.type_of_entity === 'sole_proprietorship') expect(t.applicants).toHaveLength(1);
  for (const a of t.applicants) {
    expect(a.first_name && a.last_name).toBeTruthy();
    expect(a.last_name).not.toMatch(/,/);
    if (a.tax_id) { expect(a.tax_id).toMatch(/^\d{9}$/); expect(a.tax_id_country).toBe('US'); } else expect(a.tax_id_type).toBeNull();
    if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
  }
  for (const p of g.placed) if (/X{3}-|\*{3}-/.test(p.text)) expect(Object.keys(p.truth)).toHaveLength(0);
  if (t.trade_name) expect(t.trade_name).not.toBe(t.legal_name);
  expect(g.decoys.length).toBeGreaterThan(5);
  for (const d of g.decoys) expect([t.legal_name, t.trade_name]).not.toContain(d.text);
}

describe('independent245', () => {
  it('the industry phrases give the intended ids by the longest-alias rule', () => {
    for (const [phrase, id] of INDUSTRY_PHRASES) expect([phrase, industryOf(phrase)]).toEqual([phrase, id]);
  });

  for (const layout of INDEPENDENT245_LAYOUT_NAMES) {
    it(`${layout}: values placed as each style says, truth valid`, async () => {
      for (const seed of [1, 2, 3, 4]) {
        for (const style of ['typed', 'handwritten', 'fillable'] as const) {
          const g = await generateIndependent245(layout, seed, { style, scan: false });
          expect(g.pages).toBeGreaterThanOrEqual(1);
          checkTruth(g);
          const { pages, fields } = await read(g.pdf);
          expect(pages).toHaveLength(g.pages);
          for (const p of g.placed) {
            if (style === 'fillable') {
              expect([p.name, fields[p.name]]).toEqual([p.name, p.kind === 'check' ? 'Yes' : p.text]);
            } else if (p.kind === 'value') {
              expect(squash(pages[p.page - 1]!)).toContain(squash(p.text));
            }
          }
          if (style === 'fillable') {
            const all = squash(pages.join(''));
            expect(all.includes(squash(g.truth.legal_name!))).toBe(false);
            expect(all.includes(squash(g.truth.applicants[0]!.last_name!))).toBe(false);
          } else {
            expect(Object.keys(fields)).toHaveLength(0);
          }
        }
      }
    });
  }

  it('is deterministic per (layout, seed, style)', async () => {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      const a = await generateIndependent245('bluewater', 7, { style, scan: false });
      const b = await generateIndependent245('bluewater', 7, { style, scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
    const c = await generateIndependent245('bluewater', 8, { style: 'typed', scan: false });
    expect(c.truth).not.toEqual((await generateIndependent245('bluewater', 7, { style: 'typed', scan: false })).truth);
  });

  it('a fillable form cannot be scanned', async () => {
    await expect(generateIndependent245('keystone', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  it('scans a handwritten form into an image-only PDF with the same truth', async () => {
    const plain = await generateIndependent245('harborlight', 5, { style: 'handwritten', scan: false });
    const g = await generateIndependent245('harborlight', 5, { style: 'handwritten', scan: true });
    expect(g.truth).toEqual(plain.truth);
    const { pages } = await read(g.pdf);
    expect(pages).toHaveLength(2);
    expect(squash(pages.join(''))).not.toContain(squash(g.truth.legal_name!));
  }, 60_000);
});
