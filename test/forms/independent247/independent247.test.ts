// Set 247: every placed value is on the page (typed / handwritten) or in its AcroForm field (fillable), the truth uses
// valid reference ids, and generation is deterministic. One scan.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ENTITY_IDS, INDUSTRIES, PROVINCE_CODES, STATE_CODES } from './data.ts';
import { generateIndependent247, INDEPENDENT247_LAYOUT_NAMES, type Generated247 } from './index.ts';

const squash = (s: string): string => s.replace(/\s+/g, '');
async function read(pdf: Uint8Array): Promise<{ text: string; fields: Map<string, unknown> }> {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const doc = await task.promise;
  const page = await doc.getPage(1);
  const tc = await page.getTextContent();
  const text = squash(tc.items.map((i) => ('str' in i ? i.str : '')).join(''));
  const fields = new Map<string, unknown>();
  for (const a of await page.getAnnotations()) if (a.fieldName) fields.set(a.fieldName as string, a.fieldValue);
  await task.destroy();
  return { text, fields };
}
const INDUSTRY_IDS = new Set(INDUSTRIES.map((i) => i.id!));

function checkTruth(g: Generated247): void {
  const t = g.truth;
  expect(t.legal_name).toBeTruthy();
  expect(ENTITY_IDS.has(t.type_of_entity!)).toBe(true);
  expect(INDUSTRY_IDS.has(t.industry!)).toBe(true);
  expect((g.country === 'US' ? STATE_CODES : PROVINCE_CODES).has(t.state_region!)).toBe(true);
  expect(t.country).toBe(g.country === 'US' ? 'United States' : 'Canada');
  expect(t.requested_amount).toBeGreaterThan(0);
  for (const v of [t.requested_amount, t.requested_payment, t.number_of_payments]) if (v !== null) expect(Number.isFinite(v)).toBe(true);
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
  if (t.type_of_entity === 'sole_proprietorship') expect(t.applicants.map((a) => a.ownership)).toEqual([100]);
  if (t.business_tax_id) expect(t.business_tax_id).toMatch(g.country === 'US' ? /^\d{9}$/ : /^\d{9}R[CT]\d{4}$/);
  if (t.business_start_date) expect(t.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  for (const a of t.applicants) {
    expect(a.first_name).toBeTruthy(); expect(a.last_name).toBeTruthy();
    expect(a.first_name).not.toMatch(/\s[A-Z]\.$/);
    if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
    if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/); else expect([a.tax_id_type, a.tax_id_country]).toEqual([null, null]);
  }
  // A masked number printed anywhere gives no truth.
  for (const d of g.decoys) expect(d.text.includes('XX') && Object.values(t).includes(d.text.replace(/\D/g, ''))).toBe(false);
}

describe('independent247 generator', () => {
  for (const layout of INDEPENDENT247_LAYOUT_NAMES) {
    it(`${layout}: values are placed where each style puts them; truth is valid`, async () => {
      for (const seed of [1, 2, 3, 4]) {
        const typed = await generateIndependent247(layout, seed, { style: 'typed', scan: false });
        checkTruth(typed);
        for (const style of ['typed', 'handwritten', 'fillable'] as const) {
          const g = style === 'typed' ? typed : await generateIndependent247(layout, seed, { style, scan: false });
          expect(g.truth).toEqual(typed.truth);
          const { text, fields } = await read(g.pdf);
          for (const p of g.placed) {
            if (style === 'fillable') {
              expect(p.via).toBe('acroform');
              expect(fields.get(p.acroform_field!), `${layout}/${seed} ${p.key}`).toBe(p.kind === 'check' ? 'Yes' : p.text);
            } else {
              expect(text, `${layout}/${seed}/${style} ${p.key}`).toContain(squash(p.text));
            }
          }
          if (style === 'fillable') expect(text).not.toContain(squash(g.truth.legal_name!));
        }
      }
    });
  }

  it('is deterministic per (layout, seed, style) and varies with the seed', async () => {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      const a = await generateIndependent247('harborline_leaders', 7, { style, scan: false });
      const b = await generateIndependent247('harborline_leaders', 7, { style, scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    }
    const x = await generateIndependent247('keystone_grid', 1, { style: 'typed', scan: false });
    const y = await generateIndependent247('keystone_grid', 2, { style: 'typed', scan: false });
    expect(x.truth).not.toEqual(y.truth);
  });

  it('scans a typed form into an image-only PDF with the same truth; fillable + scan throws', async () => {
    const plain = await generateIndependent247('maple_inline_ca', 5, { style: 'typed', scan: false });
    const g = await generateIndependent247('maple_inline_ca', 5, { style: 'typed', scan: true });
    expect(g.truth).toEqual(plain.truth);
    const { text } = await read(g.pdf);
    expect(text).not.toContain(squash(plain.truth.legal_name!));
    await expect(generateIndependent247('maple_inline_ca', 5, { style: 'fillable', scan: 'phone' })).rejects.toThrow();
  }, 60_000);
});
