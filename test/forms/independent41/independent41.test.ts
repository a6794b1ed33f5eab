// Set 41 (e-signature platform exports): the truth obeys applications.md's rules and every printed value is in the PDF.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { INDEPENDENT41_LAYOUT_NAMES, generateIndependent41, generateIndependent41Full } from './index.ts';
import type { Rec } from './pen.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const ENTITIES = ['llc', 'c_corporation', 's_corporation', 'sole_proprietorship', 'general_partnership', 'llp', 'pllc', 'ca_corporation'];
const INDUSTRIES = ['personal_care', 'restaurant', 'specialty_trade_contractor', 'dental_practice', 'landscaping', 'veterinary', 'auto_dealer_used',
  'cleaning_services', 'dry_cleaning', 'childcare', 'fitness', 'liquor_store', 'convenience_store', 'pet_services', 'food_truck_catering', 'auto_repair',
  'home_health_care', 'manufacturing', 'staffing_agency', 'car_wash', 'medical_practice'];
const squash = (s: string): string => s.replace(/\s+/g, '');

function checkRules(t: TruthApplication): void {
  expect(t.applicants.length).toBeGreaterThan(0);
  expect(t.applicants.length).toBeLessThanOrEqual(4);
  expect(t.legal_name).toBeTruthy();
  expect(['SAME', 'N/A', t.legal_name]).not.toContain(t.trade_name);
  if (t.type_of_entity !== null) expect(ENTITIES).toContain(t.type_of_entity);
  if (t.industry !== null) expect(INDUSTRIES).toContain(t.industry);
  if (t.business_tax_id !== null) {
    expect(t.business_tax_id).toMatch(t.business_tax_id_type === 'BN' ? /^\d{9}RC\d{4}$/ : /^\d{9}$/);
    expect(['EIN', 'SSN', 'ITIN', 'BN']).toContain(t.business_tax_id_type);
    expect(t.business_tax_id_country).toBe(t.country === 'Canada' ? 'CA' : 'US');
  }
  expect(['United States', 'Canada']).toContain(t.country);
  if (t.payment_frequency !== null) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
  if (t.business_start_date !== null) expect(t.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  let total = 0;
  for (const a of t.applicants) {
    expect(a.first_name).toBeTruthy();
    expect(a.last_name).toBeTruthy();
    expect(a.ownership).not.toBeNull();
    total += a.ownership ?? 0;
    if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
    if (a.tax_id === null) expect([a.tax_id_type, a.tax_id_country]).toEqual([null, null]);
    else {
      expect(a.tax_id).toMatch(/^\d{9}$/);
      expect(a.tax_id_type).toBe(a.tax_id_country === 'CA' ? 'SIN' : a.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
    }
  }
  expect(total).toBeLessThanOrEqual(100);
}

async function checkPrinted(pdf: Uint8Array, recs: Rec[], style: string): Promise<void> {
  const read = await pdfRead(pdf);
  const text = squash(read.text);
  for (const rec of recs) {
    if (rec.field) expect(read.fields.get(rec.field), rec.text).toBe(rec.check ? 'Yes' : rec.text);
    else expect(text, rec.text).toContain(squash(rec.text));
  }
  const tin = recs.find((x) => 'application.business_tax_id' in x.paths);
  if (style === 'fillable' && tin) expect(squash(read.pages[0] ?? '')).not.toContain(squash(tin.text));
  const fielded = recs.filter((x) => Object.keys(x.paths).length).length;
  expect(fielded).toBeGreaterThan(8);
}

describe('independent set 41 (e-signature platform exports)', () => {
  it('has 7 layouts', () => expect(INDEPENDENT41_LAYOUT_NAMES).toHaveLength(7));
  for (const layout of INDEPENDENT41_LAYOUT_NAMES) {
    it(`${layout}: truth follows the rules and every printed value is in the PDF`, async () => {
      for (const style of STYLES) {
        for (const seed of [1, 2, 3]) {
          const g = await generateIndependent41Full(layout, seed, { style, scan: false });
          checkRules(g.truth);
          await checkPrinted(g.pdf, g.recs, style);
        }
      }
    }, 30000);
  }
  it('is deterministic and scans', async () => {
    const name = INDEPENDENT41_LAYOUT_NAMES[0]!;
    const a = await generateIndependent41(name, 7, { style: 'handwritten', scan: false });
    const b = await generateIndependent41(name, 7, { style: 'handwritten', scan: false });
    expect(a.truth).toEqual(b.truth);
    const s = await generateIndependent41(name, 7, { style: 'typed', scan: true });
    expect(s.pdf.length).toBeGreaterThan(10000);
  }, 30000);
});
