// Set 97 (tables everywhere): every layout x style generates, is deterministic, has the truth's shape, and prints
// every truth value (page text for typed/handwritten, AcroForm fields for fillable).
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import { generateIndependent97, INDEPENDENT97_LAYOUT_NAMES } from './index.ts';
import { fmtDate } from './refs.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const flat = (s: string) => s.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
const dates = (isoDate: string) => { const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number]; return [0, 1, 2, 3, 4].map((k) => fmtDate({ y, m, d }, k)); };
const FREQ: Record<string, RegExp> = { daily: /\bDaily\b/, weekly: /\bWeekly\b/, biweekly: /\bBi-?Weekly\b/i, monthly: /\bMonthly\b/ };

function missing(t: TruthApplication, hay: string): string[] {
  const out: string[] = [];
  const has = (f: string, s: string) => { if (!hay.includes(s)) out.push(`${f}=${s}`); };
  const hasFlat = (f: string, s: string) => { if (!flat(hay).includes(flat(s))) out.push(`${f}=${s}`); };
  const money = (n: number, c: boolean) => n.toLocaleString('en-US', { minimumFractionDigits: c ? 2 : 0, maximumFractionDigits: c ? 2 : 0 });
  if (t.legal_name) has('legal_name', t.legal_name);
  if (t.trade_name) has('trade_name', t.trade_name);
  if (t.business_tax_id) hasFlat('business_tax_id', t.business_tax_id);
  if (t.state_region && !new RegExp(`\\b${t.state_region}\\b`).test(hay)) out.push(`state=${t.state_region}`);
  if (t.requested_amount !== null && !hay.includes(money(t.requested_amount, false))) out.push(`amount=${t.requested_amount}`);
  if (t.requested_payment !== null) has('payment', money(t.requested_payment, true));
  if (t.number_of_payments !== null && !new RegExp(`\\b${t.number_of_payments}\\b`).test(hay)) out.push(`n=${t.number_of_payments}`);
  if (t.payment_frequency && !FREQ[t.payment_frequency]!.test(hay)) out.push(`freq=${t.payment_frequency}`);
  if (t.business_start_date && !dates(t.business_start_date).some((d) => hay.includes(d))) out.push(`start=${t.business_start_date}`);
  t.applicants.forEach((a, i) => {
    for (const k of ['first_name', 'last_name', 'role'] as const) if (a[k]) has(`${i}.${k}`, a[k]!);
    if (a.ownership !== null) has(`${i}.ownership`, `${a.ownership}%`);
    if (a.credit_score !== null) has(`${i}.credit`, String(a.credit_score));
    if (a.tax_id) hasFlat(`${i}.tax_id`, a.tax_id);
    if (a.date_of_birth && !dates(a.date_of_birth).some((d) => hay.includes(d))) out.push(`${i}.dob=${a.date_of_birth}`);
  });
  return out;
}

describe('independent97', () => {
  it('has 6-7 layouts', () => expect(INDEPENDENT97_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(6));
  for (const layout of INDEPENDENT97_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: prints every truth value`, async () => {
        for (const seed of [1, 2, 3, 4]) {
          const g = await generateIndependent97(layout, seed, { style, scan: false });
          const typed = await generateIndependent97(layout, seed, { style: 'typed', scan: false });
          expect(g.truth).toEqual(typed.truth);
          expect(Object.keys(g.truth).sort()).toEqual(Object.keys(emptyApplication()).sort());
          expect(g.truth.applicants.length).toBeGreaterThanOrEqual(1);
          expect(g.truth.applicants.length).toBeLessThanOrEqual(4);
          const r = await pdfRead(g.pdf);
          const checked = [...r.fields].filter(([, v]) => v === 'Yes').map(([k]) => k.replace(/_/g, ' '));
          const hay = style === 'fillable' ? [...r.fields.values(), ...checked].join(' | ') : r.text;
          expect(missing(g.truth, hay), `seed ${seed}`).toEqual([]);
          if (style === 'fillable') {
            expect(r.text.includes(g.truth.legal_name!)).toBe(false);
            expect(r.fields.size).toBeGreaterThan(20);
            if (layout === 'crosshatch_capital' && g.truth.payment_frequency) expect(checked.length).toBeGreaterThan(0);
          }
        }
      }, 60000);
      it(`${layout} ${style}: deterministic`, async () => {
        const a = await generateIndependent97(layout, 7, { style, scan: false });
        const b = await generateIndependent97(layout, 7, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      });
    }
  }
  it('scans deterministically and keeps the truth', async () => {
    const a = await generateIndependent97('maple_ledger_funding', 3, { style: 'fillable', scan: true });
    const b = await generateIndependent97('maple_ledger_funding', 3, { style: 'fillable', scan: true });
    const t = await generateIndependent97('maple_ledger_funding', 3, { style: 'typed', scan: false });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    expect(a.truth).toEqual(t.truth);
    expect((await pdfRead(a.pdf)).fields.size).toBe(0);
  }, 120000);
});
