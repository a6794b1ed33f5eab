// Set 37 (bank / credit union / SBA-style credit applications): every layout and style renders, every printed truth
// value is in the PDF (page text, or its AcroForm field), decoys never equal a truth value, and the truth follows
// applications.md.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { dateOf, entityOf, industryOf, INDUSTRY_REF, luhn, moneyOf, nameOf } from './checks.ts';
import { generateIndependent37, INDEPENDENT37_LAYOUT_NAMES, renderIndependent37 } from './index.ts';
import type { Printed } from './paper.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4];
const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

function get(t: TruthApplication, path: string): unknown {
  const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
  return a ? (t.applicants[Number(a[1])] as unknown as Record<string, unknown>)[a[2]!] : (t as unknown as Record<string, unknown>)[path];
}

/** The value a printed text gives for one path, read by applications.md's rules. */
function reading(path: string, p: Printed, canada: boolean): unknown {
  const f = path.replace(/^applicants\[\d+\]\./, '');
  if (f === 'first_name') return nameOf(p.text)[0];
  if (f === 'last_name') return nameOf(p.text)[1];
  if (f === 'type_of_entity') return entityOf(p.text, canada);
  if (f === 'industry') return industryOf(p.text);
  if (f === 'business_tax_id' || f === 'tax_id') return p.text.replace(/[\s-]/g, '');
  if (['requested_amount', 'requested_payment'].includes(f)) return moneyOf(p.text);
  if (['ownership', 'credit_score', 'number_of_payments'].includes(f)) return Number(p.text.replace('%', ''));
  if (f === 'business_start_date' || f === 'date_of_birth') return dateOf(p.text);
  if (f === 'payment_frequency') return { 'Daily': 'daily', 'Daily ACH': 'daily', 'Weekly': 'weekly', 'Bi-Weekly': 'biweekly', 'Monthly': 'monthly' }[p.text];
  if (f === 'state_region') return new RegExp(`(^|[ ,])${canada ? '(ON|AB|BC|NS|MB|QC)' : '([A-Z]{2})'}( |,|$)`).exec(p.text)?.[2];
  return p.text;
}

describe('independent37 bank-style credit applications', () => {
  for (const layout of INDEPENDENT37_LAYOUT_NAMES) for (const style of STYLES) {
    it(`${layout} ${style}: printed values are in the PDF and read back to the truth`, async () => {
      for (const seed of SEEDS) {
        const { pdf, truth, printed, merchant } = await renderIndependent37(layout, seed, style);
        const read = await pdfRead(pdf);
        const text = flat(read.text);
        for (const p of printed) {
          if (style === 'fillable') expect(read.fields.get(p.field!), `${p.paths} field`).toBe(p.check ? 'Yes' : p.text);
          else expect(text, `${p.paths} printed`).toContain(flat(p.text));
        }
        if (style === 'fillable') expect(text).not.toContain(truth.legal_name!);
        const carried = new Map<string, Printed[]>();
        for (const p of printed) for (const path of p.paths) carried.set(path, [...(carried.get(path) ?? []), p]);
        const scalar = Object.keys(truth).filter((k) => k !== 'applicants' && !k.endsWith('_country') && !k.endsWith('_type') && k !== 'country');
        const paths = [...scalar, ...truth.applicants.flatMap((a, i) => Object.keys(a).filter((k) => !/_country|_type/.test(k)).map((k) => `applicants[${i}].${k}`))];
        for (const path of paths) {
          const v = get(truth, path), ps = carried.get(path) ?? [];
          if (v === null) { expect(ps, `${path} printed but null`).toEqual([]); continue; }
          expect(ps.length, `${path} not printed`).toBeGreaterThan(0);
          for (const p of ps) expect(reading(path, p, merchant.canada), `${path} from "${p.text}"`).toEqual(v);
        }
        expect(truth.legal_name).toBeTruthy();
        expect(truth.applicants.length).toBe(merchant.owners.length);
        checkDecoys(truth, printed);
        checkRules(truth);
      }
    });
  }

  it('renders scans of typed, handwritten and fillable (as typed)', async () => {
    for (const [i, style] of STYLES.entries()) {
      const layout = INDEPENDENT37_LAYOUT_NAMES[i * 2]!;
      const { pdf, truth } = await generateIndependent37(layout, 7, { style, scan: true });
      expect(Buffer.from(pdf.slice(0, 5)).toString()).toBe('%PDF-');
      expect((await pdfRead(pdf)).text.trim()).toBe('');
      expect(truth).toEqual((await generateIndependent37(layout, 7, { style, scan: false })).truth);
    }
  }, 120_000);

  it('different seeds give different merchants and owner counts', async () => {
    const names = new Set<string>(), counts = new Set<number>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      const { truth } = await generateIndependent37('first_prairie_bank', seed, { style: 'typed', scan: false });
      names.add(truth.legal_name!); counts.add(truth.applicants.length);
    }
    expect(names.size).toBeGreaterThan(7);
    expect(counts.size).toBeGreaterThan(2);
  });
});

function checkDecoys(t: TruthApplication, printed: Printed[]): void {
  const strings = [t.legal_name, t.trade_name, ...t.applicants.flatMap((a) => [a.first_name, a.last_name, `${a.first_name} ${a.last_name}`])].filter(Boolean).map((s) => s!.toLowerCase());
  const ids = [t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter(Boolean);
  const moneys = [t.requested_amount, t.requested_payment].filter((x) => x !== null);
  for (const d of printed.filter((p) => !p.paths.length && !p.check)) {
    expect(strings, `decoy "${d.text}"`).not.toContain(d.text.toLowerCase());
    const digits = d.text.replace(/\D/g, '');
    if (digits.length >= 6) expect(ids, `decoy number "${d.text}"`).not.toContain(digits);
    if (d.text.startsWith('$')) expect(moneys, `decoy money "${d.text}"`).not.toContain(moneyOf(d.text));
  }
}

function checkRules(t: TruthApplication): void {
  const own = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
  expect(own).toBeLessThanOrEqual(100);
  for (const a of t.applicants) {
    if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
    if (a.tax_id) {
      expect(a.tax_id).toMatch(/^\d{9}$/);
      if (a.tax_id_type === 'SIN') expect(luhn(a.tax_id)).toBe(true);
      else expect(a.tax_id_type).toBe(a.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
    } else expect([a.tax_id_type, a.tax_id_country]).toEqual([null, null]);
    if (a.date_of_birth) expect(a.date_of_birth < '2006-01-01').toBe(true);
  }
  if (t.business_tax_id_type === 'BN') { expect(t.business_tax_id).toMatch(/^\d{9}RC0001$/); expect(luhn(t.business_tax_id!.slice(0, 9))).toBe(true); }
  else if (t.business_tax_id_type === 'EIN') expect(t.business_tax_id).toMatch(/^(?!0[07-9]|1[7-9]|2[89]|49|69|7[089]|89|9[67])\d{9}$/);
  expect(t.country).toBe(t.business_tax_id_type === 'BN' ? 'Canada' : 'United States');
  expect(t.business_tax_id_country).toBe(t.country === 'Canada' ? 'CA' : 'US');
  if (t.business_start_date) expect(t.business_start_date < '2026-11-30').toBe(true);
  if (INDUSTRY_REF.length) expect(INDUSTRY_REF.map((e) => e.id)).toContain(t.industry);
  if (t.payment_frequency) expect(t.number_of_payments).toBeGreaterThan(0);
}
