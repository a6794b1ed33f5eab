// Set 39 (medical, dental, veterinary and professional practices): every layout and style renders, every printed
// truth value is in the page text or its AcroForm field, decoys never equal a truth value, and the truth follows
// applications.md's rules (checked by rules.ts, written from the spec, not from the generator).
import { describe, it, expect } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent39, INDEPENDENT39_LAYOUT_NAMES } from './index.ts';
import type { Printed } from './sheet.ts';
import { money, isoDate, personName, taxDigits, industryOf, entityIds, INDUSTRIES, ENTITY_TYPES } from './rules.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = process.env.I39_SEEDS ? Array.from({ length: Number(process.env.I39_SEEDS) }, (_, i) => i + 1) : [1, 2, 3, 4];
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

function truthStrings(t: TruthApplication): Set<string> {
  const out = new Set<string>();
  const add = (v: unknown) => { if (typeof v === 'string' && v.length > 2) out.add(v.toLowerCase()); if (typeof v === 'number') out.add(String(v)); };
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants') add(v);
  for (const a of t.applicants) for (const v of Object.values(a)) add(v);
  return out;
}

/** What one printed value gives under the rules, per truth path. */
function checkRule(p: Printed, path: string, v: unknown): void {
  const f = path.replace(/^application\.(applicants\[\d+\]\.)?/, '');
  const t = p.text;
  if (['requested_amount', 'requested_payment'].includes(f)) expect(money(t)).toBe(v);
  else if (['business_start_date', 'date_of_birth'].includes(f)) expect(isoDate(t)).toBe(v);
  else if (f === 'business_tax_id' || f === 'tax_id') expect(taxDigits(t)).toBe(v);
  else if (f === 'first_name') expect(personName(t)[0]).toBe(v);
  else if (f === 'last_name') expect(personName(t)[1]).toBe(v);
  else if (f === 'ownership' || f === 'credit_score' || f === 'number_of_payments') expect(Number(t.replace('%', ''))).toBe(v);
  else if (f === 'legal_name' || f === 'trade_name' || f === 'role') expect(t).toBe(v);
  else if (f === 'industry' && INDUSTRIES) expect(industryOf(t)).toBe(v);
  else if (f === 'type_of_entity' && ENTITY_TYPES && !t.includes('/')) expect(entityIds(t)).toContain(v);
}

function checkTruth(t: TruthApplication): void {
  expect(t.legal_name).toBeTruthy();
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(4);
  expect(t.trade_name === null || t.trade_name !== t.legal_name).toBe(true);
  if (t.country === 'Canada') expect(t.business_tax_id).toMatch(/^\d{9}RC\d{4}$/);
  else expect(t.business_tax_id).toMatch(/^\d{9}$/);
  const total = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
  expect(total).toBeLessThanOrEqual(100);
  for (const a of t.applicants) {
    expect(a.first_name && a.last_name).toBeTruthy();
    if (a.credit_score !== null) expect(a.credit_score >= 300 && a.credit_score <= 850).toBe(true);
    expect((a.tax_id === null) === (a.tax_id_type === null)).toBe(true);
  }
  if (t.payment_frequency !== null) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
}

describe('independent set 39: practices from healthcare funders and brokers', () => {
  it('has seven layouts', () => expect(INDEPENDENT39_LAYOUT_NAMES.length).toBe(7));

  for (const layout of INDEPENDENT39_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: printed truth is in the PDF, decoys are not truth, rules hold`, async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent39(layout, seed, { style, scan: false });
          const read = await pdfRead(g.pdf);
          const text = squash(read.text);
          const truth = truthStrings(g.truth);
          checkTruth(g.truth);
          for (const p of g.printed) {
            if (style === 'fillable') expect(read.fields.get(p.acro!)).toBe(p.acroValue ?? p.text);
            else expect(text).toContain(squash(p.text));
            if (!Object.keys(p.fields).length) expect(truth.has(p.text.toLowerCase())).toBe(false);
            for (const [path, v] of Object.entries(p.fields)) checkRule(p, path, v);
          }
          if (style === 'fillable') expect(text).not.toContain(g.truth.legal_name!);
        }
      }, 60_000);
    }
  }

  it('different seeds give different merchants and owners', async () => {
    for (const layout of INDEPENDENT39_LAYOUT_NAMES) {
      const names = new Set<string>(), counts = new Set<number>();
      for (let seed = 1; seed <= 8; seed++) {
        const g = await generateIndependent39(layout, seed, { style: 'typed', scan: false });
        names.add(g.truth.legal_name!);
        counts.add(g.truth.applicants.length);
      }
      expect(names.size).toBeGreaterThan(5);
      expect(counts.size).toBeGreaterThan(1);
    }
  }, 60_000);

  it('decoy numbers (NPI, DEA, licences, routing, accounts) never equal a tax ID', async () => {
    for (const layout of INDEPENDENT39_LAYOUT_NAMES) for (const seed of SEEDS) {
      const g = await generateIndependent39(layout, seed, { style: 'typed', scan: false });
      const ids = [g.truth.business_tax_id, ...g.truth.applicants.map((a) => a.tax_id)].filter(Boolean);
      for (const p of g.printed.filter((x) => !Object.keys(x.fields).length)) expect(ids).not.toContain(taxDigits(p.text));
    }
  }, 60_000);

  for (const layout of INDEPENDENT39_LAYOUT_NAMES) {
    it(`${layout} scans (typed, and fillable drawn as typed)`, async () => {
      for (const style of ['typed', 'fillable'] as const) {
        const g = await generateIndependent39(layout, 5, { style, scan: true });
        const plain = await generateIndependent39(layout, 5, { style: 'typed', scan: false });
        expect(Buffer.from(g.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
        expect(g.truth).toEqual(plain.truth);
        const read = await pdfRead(g.pdf);
        expect(read.text.trim()).toBe('');
      }
    }, 120_000);
  }
});
