// Set 95 (phone photos and faxes): every layout x style generates an image-only PDF, deterministically, with a truth of
// the right shape; the pictures are not blank; and the un-degraded source page holds every truth value (page text, or
// AcroForm fields for the fillable style), the delivered PDF none.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { rasterise } from '../../statements/scan/scan.ts';
import { generateIndependent95, INDEPENDENT95_LAYOUT_NAMES, sourceIndependent95 } from './index.ts';
import { industryOf } from './ref.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const APP_KEYS = ['trade_name', 'legal_name', 'type_of_entity', 'industry', 'business_tax_id', 'business_tax_id_country', 'business_tax_id_type',
  'state_region', 'country', 'requested_amount', 'requested_payment', 'number_of_payments', 'payment_frequency', 'business_start_date', 'applicants'];
const OWNER_KEYS = ['first_name', 'last_name', 'role', 'ownership', 'credit_score', 'tax_id', 'tax_id_type', 'tax_id_country', 'date_of_birth'];

/** Every truth path with a value. */
function leaves(t: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(t)) {
    if (k === 'applicants') (v as Record<string, unknown>[]).forEach((a, i) => { for (const [f, x] of Object.entries(a)) if (x !== null) out.push(`application.applicants[${i}].${f}`); });
    else if (v !== null) out.push(`application.${k}`);
  }
  return out;
}
const squash = (s: string) => s.replace(/\s+/g, ' ');

describe('independent95', () => {
  it('has six layouts, US and Canadian', () => {
    expect(INDEPENDENT95_LAYOUT_NAMES.length).toBe(6);
    expect(INDEPENDENT95_LAYOUT_NAMES.filter((l) => l.endsWith('_ca')).length).toBeGreaterThanOrEqual(2);
  });

  INDEPENDENT95_LAYOUT_NAMES.forEach((layout, li) => STYLES.forEach((style, si) => {
    const seed = 11 + li * 7 + si * 3;
    it(`${layout} ${style}`, async () => {
      const a = await generateIndependent95(layout, seed, { style, scan: false });
      const b = await generateIndependent95(layout, seed, { style, scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.layout).toBe(layout);
      // Truth: exact shape, independent of style.
      expect(Object.keys(a.truth).sort()).toEqual([...APP_KEYS].sort());
      expect(a.truth.applicants.length).toBeGreaterThanOrEqual(1);
      expect(a.truth.applicants.length).toBeLessThanOrEqual(4);
      for (const o of a.truth.applicants) expect(Object.keys(o).sort()).toEqual([...OWNER_KEYS].sort());
      const typed = await generateIndependent95(layout, seed, { style: 'typed', scan: false });
      expect(a.truth).toEqual(typed.truth);
      expect(a.truth.legal_name).toBeTruthy();
      expect(['United States', 'Canada']).toContain(a.truth.country);
      if (a.truth.industry) expect(a.truth.industry).toMatch(/^[a-z_]+$/);
      // The delivered PDF: pictures only, none blank or black.
      const read = await pdfRead(a.pdf);
      expect(read.text.trim()).toBe('');
      expect(read.fields.size).toBe(0);
      for (const g of await rasterise(a.pdf, 40)) {
        let dark = 0;
        for (const v of g.data) if (v < 128) dark++;
        const share = dark / g.data.length;
        expect(share).toBeGreaterThan(0.01);
        expect(share).toBeLessThan(0.6);
      }
      // The source page holds every truth value, as printed.
      const src = await sourceIndependent95(layout, seed, { style, scan: false });
      expect(src.truth).toEqual(a.truth);
      const s = await pdfRead(src.source);
      const text = squash(s.text);
      const covered = new Set<string>();
      for (const v of src.values) {
        if (style === 'fillable') {
          expect(v.field, `${v.text} has a field`).toBeTruthy();
          const fv = s.fields.get(v.field!);
          if (v.field!.startsWith('c')) expect(['Yes', 'On', 'true']).toContain(fv); else expect(fv).toBe(v.text);
          if (v.paths.some((p) => /legal_name|tax_id$|requested_amount/.test(p))) expect(text, `${v.text} only in its field`).not.toContain(v.text);
        } else expect(text, v.text).toContain(squash(v.text));
        v.paths.forEach((p) => covered.add(p));
      }
      expect([...covered].sort()).toEqual(leaves(a.truth as unknown as Record<string, unknown>).sort());
      // Spot checks of the reading rules on the printed values.
      const printedOf = (p: string) => src.values.find((v) => v.paths.includes(p))?.text ?? '';
      expect(printedOf('application.legal_name')).toBe(a.truth.legal_name);
      if (a.truth.industry) expect(industryOf(printedOf('application.industry'))).toBe(a.truth.industry);
      if (a.truth.business_tax_id) expect(printedOf('application.business_tax_id').replace(/[^0-9A-Z]/g, '')).toBe(a.truth.business_tax_id);
      a.truth.applicants.forEach((o, i) => {
        if (o.tax_id) expect(printedOf(`application.applicants[${i}].tax_id`).replace(/\D/g, '')).toBe(o.tax_id);
        expect(printedOf(`application.applicants[${i}].first_name`)).toContain(o.first_name!);
        expect(printedOf(`application.applicants[${i}].last_name`)).toContain(o.last_name!);
      });
      if (a.truth.requested_amount) expect(Number(printedOf('application.requested_amount').replace(/[^0-9.]/g, ''))).toBe(a.truth.requested_amount);
    }, 120_000);
  }));

  it('passes through scanPdf when scan is true, same truth', async () => {
    for (const layout of [INDEPENDENT95_LAYOUT_NAMES[0]!, INDEPENDENT95_LAYOUT_NAMES[4]!]) {
      const a = await generateIndependent95(layout, 5, { style: 'handwritten', scan: true });
      const b = await generateIndependent95(layout, 5, { style: 'handwritten', scan: false });
      expect(a.truth).toEqual(b.truth);
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(false);
      expect((await pdfRead(a.pdf)).text.trim()).toBe('');
      const again = await generateIndependent95(layout, 5, { style: 'handwritten', scan: true });
      expect(Buffer.from(again.pdf).equals(Buffer.from(a.pdf))).toBe(true);
    }
  }, 180_000);

  it('varies owners, countries and masked values over seeds', async () => {
    const counts = new Set<number>();
    let masked = 0, ca = 0;
    for (const layout of INDEPENDENT95_LAYOUT_NAMES) for (let seed = 1; seed <= 6; seed++) {
      const { truth } = await sourceIndependent95(layout, seed, { style: 'typed', scan: false });
      counts.add(truth.applicants.length);
      masked += truth.applicants.filter((o) => o.tax_id === null).length;
      if (truth.country === 'Canada') { ca++; expect(truth.business_tax_id).toMatch(/^\d{9}R[CT]\d{4}$/); }
    }
    expect([...counts].sort()).toEqual([1, 2, 3, 4]);
    expect(masked).toBeGreaterThan(0);
    expect(ca).toBeGreaterThan(0);
  }, 120_000);
});
