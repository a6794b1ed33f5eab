// Set 201's generator checked against its own promises: every recorded value is where it says (page text or AcroForm
// field), the truth follows applications.md against the reference data, the styles share one truth, and a seed
// always gives the same bytes.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent201, INDEPENDENT201_LAYOUT_NAMES, type Placed } from './index.ts';
import { BUSINESS_TYPES } from './model.ts';
import { ENTITIES, INDUSTRIES, STATES, entityId, industryId } from './ref.ts';

interface Item { str: string; x: number; y: number; w: number }
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5, 6];
const squash = (s: string): string => s.replace(/\s+/g, '');

async function read(pdf: Uint8Array): Promise<{ pages: Item[][]; fields: Map<string, string> }> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const pages: Item[][] = [];
  const fields = new Map<string, string>();
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const tc = await page.getTextContent();
    // Fields as a viewer sees them: each widget's name and value, and its own appearance stream.
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown; hasAppearance?: boolean }[]) {
      if (!a.fieldName) continue;
      if (a.fieldValue !== 'Off') expect(a.hasAppearance).toBe(true);
      fields.set(a.fieldName, String(a.fieldValue ?? ''));
    }
    pages.push(tc.items.flatMap((it) => ('str' in it ? [{ str: it.str, x: it.transform[4] as number, y: it.transform[5] as number, w: it.width }] : [])));
  }
  await task.destroy();
  return { pages, fields };
}

function textIn(items: Item[], box: Placed['box']): string {
  const [x0, y0, x1, y1] = box;
  // An item overlapping the box counts: pdfjs may join a value with the printed words before it into one item.
  return items.filter((i) => i.x <= x1 + 4 && i.x + i.w >= x0 - 4 && i.y >= y0 - 4 && i.y <= y1 + 4).map((i) => i.str).join('');
}

describe('independent201 generator', () => {
  it('computes reference ids by the rules (hand-checked cases)', () => {
    for (const [text, id] of BUSINESS_TYPES) expect(industryId(text)).toBe(id);
    expect(industryId('Veterinary clinic')).toBe('veterinary');
    expect(entityId('Corp.')).toBe('c_corporation');
    expect(entityId('S Corp')).toBe('s_corporation');
    expect(entityId('Sole Prop.')).toBe('sole_proprietorship');
    expect(entityId('Limited Liability Company')).toBe('llc');
    expect(entityId('Partnership')).toBe('general_partnership');
  });

  for (const layout of INDEPENDENT201_LAYOUT_NAMES) {
    it(`${layout}: values on the page, truth by the rules, one truth for all styles`, async () => {
      for (const seed of SEEDS) {
        const runs = await Promise.all(STYLES.map((style) => generateIndependent201(layout, seed, { style })));
        for (const r of runs.slice(1)) expect(r.truth).toEqual(runs[0]!.truth);
        for (const [k, style] of STYLES.entries()) {
          const r = runs[k]!;
          const { pages, fields } = await read(r.pdf);
          expect(pages.length).toBe(r.pages);
          expect(r.pages).toBeGreaterThanOrEqual(3);
          const allText = pages.map((p) => p.map((i) => i.str).join(' ')).join('\n');
          for (const p of [...r.placed, ...r.decoys]) {
            const where = `${layout}/${seed}/${style} ${p.key}`;
            if (p.acroform_field) {
              expect(fields.get(p.acroform_field), where).toBe(p.via === 'acroform_checkbox' ? 'Yes' : p.text);
              continue;
            }
            const got = squash(textIn(pages[p.page - 1]!, p.box));
            expect(got, where).toContain(squash(p.text));
            if (p.via === 'mark_glyph') expect(got, where).toMatch(/☒|\[X\]|✓/);
          }
          if (style !== 'typed') expect(allText).not.toMatch(/☒|\[X\]|✓/);
          if (style === 'fillable') {
            expect(allText).not.toContain(r.truth.legal_name!);
            expect(Buffer.from(r.pdf).toString('latin1')).toContain('/NeedAppearances false');
          }
        }
        checkTruth(runs[0]!);
      }
    });
  }

  it('is deterministic and scans only printed styles', async () => {
    const name = INDEPENDENT201_LAYOUT_NAMES[0]!;
    for (const style of STYLES) {
      const a = await generateIndependent201(name, 11, { style });
      const b = await generateIndependent201(name, 11, { style });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    }
    const s1 = await generateIndependent201(INDEPENDENT201_LAYOUT_NAMES[3]!, 5, { style: 'handwritten', scan: true });
    const s2 = await generateIndependent201(INDEPENDENT201_LAYOUT_NAMES[3]!, 5, { style: 'handwritten', scan: true });
    expect(Buffer.from(s1.pdf).equals(Buffer.from(s2.pdf))).toBe(true);
    await expect(generateIndependent201(name, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120_000);
});

function checkTruth(r: Awaited<ReturnType<typeof generateIndependent201>>): void {
  const t = r.truth;
  expect(t.legal_name).toBeTruthy();
  expect(ENTITIES.some((e) => e.id === t.type_of_entity && e.countries.includes('US'))).toBe(true);
  expect(INDUSTRIES.some((i) => i.id === t.industry)).toBe(true);
  expect(STATES.some((s) => s.code === t.state_region)).toBe(true);
  expect(t.country).toBe('United States');
  expect(t.business_tax_id).toMatch(/^\d{9}$/);
  expect(t.business_tax_id_country).toBe('US');
  if (t.business_tax_id_type === 'EIN') expect(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']).not.toContain(t.business_tax_id!.slice(0, 2));
  else {
    expect(t.type_of_entity).toBe('sole_proprietorship');
    expect(t.business_tax_id_type).toBe(t.business_tax_id!.startsWith('9') ? 'ITIN' : 'SSN');
  }
  if (t.trade_name) expect(t.trade_name).not.toMatch(/^(same|n\/a)$/i);
  expect(t.trade_name).not.toBe(t.legal_name);
  expect(t.requested_amount).toBeGreaterThan(0);
  expect(t.business_start_date).toMatch(/^\d{4}-\d\d-\d\d$/);
  let total = 0;
  for (const a of t.applicants) {
    expect(a.first_name && a.last_name && a.role).toBeTruthy();
    expect(a.last_name).not.toMatch(/,|\b(DC|CPA|DDS)\b/);
    expect(a.ownership).toBeGreaterThanOrEqual(20);
    total += a.ownership!;
    expect(a.date_of_birth).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(['SSN', 'ITIN']).toContain(a.tax_id_type);
    if (a.tax_id) {
      expect(a.tax_id).toMatch(/^\d{9}$/);
      expect(a.tax_id_type).toBe(a.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
      if (a.tax_id_type === 'SSN') expect(['000', '666']).not.toContain(a.tax_id.slice(0, 3));
    }
    if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
  }
  expect(total).toBeLessThanOrEqual(100);
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  // Decoys never give a truth value: the funder's EIN, the officer, the landlord are not the merchant's.
  const digits = (s: string): string => s.replace(/\D/g, '');
  for (const d of r.decoys) {
    if (d.key === 'decoy.funder_ein') expect(digits(d.text)).not.toBe(t.business_tax_id);
    if (d.key === 'decoy.officer.name') expect(t.applicants.some((a) => d.text.includes(a.last_name!))).toBe(false);
  }
  expect(r.decoys.some((d) => d.key === 'decoy.officer.pct')).toBe(true);
  expect(r.decoys.some((d) => d.key === 'decoy.landlord')).toBe(true);
  expect(r.decoys.some((d) => d.key === 'decoy.bankruptcy_date')).toBe(true);
}
