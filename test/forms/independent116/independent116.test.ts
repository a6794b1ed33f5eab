// Set 116 (bilingual application forms): the truth agrees with what each document prints.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { generateIndependent116, INDEPENDENT116_LAYOUT_NAMES, type Independent116Doc } from './index.ts';
import { BIZ_EN, BIZ_ES, BIZ_FR } from './data.ts';
import { industryId, PROVINCE_CODES, STATE_CODES } from './refs.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const squash = (s: string): string => s.normalize('NFC').replace(/\s+/g, '');

/** Every non-null truth value's path (`application.legal_name`, `application.applicants[0].first_name`, ...). */
function truthPaths(d: Independent116Doc): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(d.truth)) {
    if (k === 'applicants') continue;
    if (v !== null) out.push(`application.${k}`);
  }
  d.truth.applicants.forEach((a, i) => {
    for (const [k, v] of Object.entries(a)) if (v !== null) out.push(`application.applicants[${i}].${k}`);
  });
  return out;
}
function valueAt(d: Independent116Doc, path: string): unknown {
  const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
  if (a) return (d.truth.applicants[Number(a[1])] as unknown as Record<string, unknown> | undefined)?.[a[2]!];
  return (d.truth as unknown as Record<string, unknown>)[path.slice('application.'.length)];
}

describe('independent116: bilingual forms', () => {
  for (const layout of INDEPENDENT116_LAYOUT_NAMES) {
    for (const style of STYLES) {
      for (const seed of [1, 2]) {
        it(`${layout} ${style} seed ${seed}: printed values are in the PDF and every truth value was printed`, async () => {
          const d = await generateIndependent116(layout, seed, { style, scan: false });
          const r = await pdfRead(d.pdf);
          expect(r.pages.length).toBe(d.pages);
          const hay = squash(r.text + ' ' + (style === 'fillable' ? [...r.fields.values()].join(' ') : ''));
          for (const p of d.printed) {
            if (!p.field) continue;
            expect(hay, `${p.key} "${p.text}"`).toContain(squash(p.text));
            expect(valueAt(d, p.field), p.field).not.toBeNull();
          }
          const printedFields = new Set(d.printed.map((p) => p.field));
          for (const path of truthPaths(d)) expect(printedFields.has(path), `${path} not printed`).toBe(true);
          if (style === 'fillable') {
            // values live in the fields, not in the page text (checkbox labels excepted)
            const fieldText = d.printed.filter((p) => p.field && !/^(form|struct|ent|freq)_/.test(p.key));
            for (const p of fieldText) expect([...r.fields.values()].map(squash)).toContain(squash(p.text));
          }
          // masked and other tax numbers a reader must not take are not the truth's
          const taxTexts = new Set(d.printed.filter((p) => /tax_id$/.test(p.field ?? '')).map((p) => p.text));
          for (const x of d.decoys) expect(taxTexts.has(x)).toBe(false);
        });
      }
    }
  }

  it('truth values are well formed over many seeds, and the seeds vary', async () => {
    const owners = new Set<number>(), types = new Set<string>();
    let masked = 0, dbaNull = 0, dbaSet = 0, n = 0;
    for (const layout of INDEPENDENT116_LAYOUT_NAMES) {
      for (let seed = 10; seed < 30; seed++) {
        const d = await generateIndependent116(layout, seed, { style: 'typed', scan: false });
        const t = d.truth;
        n++;
        owners.add(t.applicants.length);
        if (t.type_of_entity) types.add(t.type_of_entity);
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        expect(t.applicants.length).toBeLessThanOrEqual(4);
        expect(t.legal_name).toBeTruthy();
        expect(t.type_of_entity).toBeTruthy();
        expect(t.industry).toBeTruthy();
        expect(t.requested_amount).toBeGreaterThan(0);
        expect(t.country).toBe(d.country === 'CA' ? 'Canada' : 'United States');
        expect((d.country === 'CA' ? PROVINCE_CODES : STATE_CODES).has(t.state_region!)).toBe(true);
        expect(t.business_tax_id).toMatch(/^\d{9}([A-Z]{2}\d{4})?$/);
        expect(t.business_tax_id_country).toBe(d.country);
        if (t.trade_name === null) dbaNull++; else dbaSet++;
        expect(t.trade_name).not.toBe(t.legal_name);
        const sum = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
        expect(Math.abs(sum - 100)).toBeLessThan(0.5);
        for (const a of t.applicants) {
          expect(a.first_name).toBeTruthy();
          expect(a.last_name).toBeTruthy();
          expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          if (a.tax_id === null) { masked++; expect(a.tax_id_type).toBeNull(); } else expect(a.tax_id).toMatch(/^\d{9}$/);
        }
        if (t.business_start_date) expect(t.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
    expect(owners.size).toBe(4);
    expect(types.size).toBeGreaterThan(5);
    expect(masked).toBeGreaterThan(n * 0.2);
    expect(dbaNull).toBeGreaterThan(n * 0.1);
    expect(dbaSet).toBeGreaterThan(n * 0.4);
  });

  it('industry texts map by the rule, with or without accents', () => {
    for (const t of [...BIZ_FR, ...BIZ_EN, ...BIZ_ES]) {
      expect(industryId(t), t).not.toBeNull();
      expect(industryId(t, true), t).toBe(industryId(t));
    }
  });

  it('is deterministic per seed', async () => {
    for (const layout of INDEPENDENT116_LAYOUT_NAMES) {
      const a = await generateIndependent116(layout, 7, { style: 'handwritten', scan: false });
      const b = await generateIndependent116(layout, 7, { style: 'handwritten', scan: false });
      expect(a.truth).toEqual(b.truth);
      expect(a.printed).toEqual(b.printed);
    }
  });

  it('scans: image-only pages, fillable values drawn before scanning', async () => {
    for (const layout of INDEPENDENT116_LAYOUT_NAMES) {
      const d = await generateIndependent116(layout, 3, { style: 'fillable', scan: true });
      const r = await pdfRead(d.pdf);
      expect(r.pages.length).toBe(d.pages);
      expect(r.fields.size).toBe(0);
      expect(d.printed.length).toBeGreaterThan(10);
    }
  }, 120_000);
});
