import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent98, INDEPENDENT98_LAYOUT_NAMES } from './index.ts';
import { BUSINESSES } from './pools.ts';
import { ENTITY_TYPES, INDUSTRIES, industryId, regionName } from './reference.ts';

const STYLES = ['handwritten', 'typed', 'fillable'] as const;
const APP_KEYS = ['trade_name', 'legal_name', 'type_of_entity', 'industry', 'business_tax_id', 'business_tax_id_country', 'business_tax_id_type',
  'state_region', 'country', 'requested_amount', 'requested_payment', 'number_of_payments', 'payment_frequency', 'business_start_date', 'applicants'];
const APPLICANT_KEYS = ['first_name', 'last_name', 'role', 'ownership', 'credit_score', 'tax_id', 'tax_id_type', 'tax_id_country', 'date_of_birth'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();
const digits = (s: string) => s.replace(/[^0-9a-z]/gi, '').toLowerCase();

function dateForms(iso: string): string[] {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const out: string[] = [];
  for (const mm of [m, String(Number(m))]) for (const dd of [d, String(Number(d))]) for (const yy of [y, y.slice(2)]) out.push(mm + dd + yy, dd + mm + yy);
  out.push(y + m + d, squash(`${MONTHS[Number(m) - 1]}${Number(d)},${y}`), squash(`${Number(d)}${MONTHS[Number(m) - 1]}${y}`));
  return out;
}
function moneyForms(n: number): string[] {
  const c = n.toLocaleString('en-US');
  return [c, String(n), `${n / 1000}k`];
}

/** Every truth value can be found in what the PDF holds (page text plus AcroForm values). */
async function assertPrinted(pdf: Uint8Array, t: TruthApplication): Promise<void> {
  const read = await pdfRead(pdf);
  const checked = [...read.fields].filter(([, v]) => v === 'Yes').map(([k]) => k);
  const all = [read.text, ...[...read.fields.values()].filter((v) => v !== 'Yes' && v !== 'Off')].join(' ');
  const sq = squash(all), dg = digits(all);
  const has = (s: string, what: string) => expect(sq.includes(squash(s)), `${what}: ${s}`).toBe(true);
  const hasAny = (xs: string[], what: string) => expect(xs.some((x) => sq.includes(squash(x)) || dg.includes(digits(x))), `${what}: ${xs[0]}`).toBe(true);
  has(t.legal_name!, 'legal_name');
  if (t.trade_name) has(t.trade_name, 'trade_name');
  expect(dg.includes(t.business_tax_id!.toLowerCase()), `tax id ${t.business_tax_id}`).toBe(true);
  const ent = ENTITY_TYPES.find((e) => e.id === t.type_of_entity)!;
  const entNames = [ent.label, ...ent.aliases, 'Corp', 'Corporation', 'C-Corp'].map((x) => x.toLowerCase().replace(/\W/g, '_'));
  expect(entNames.some((n) => sq.includes(n.replace(/_/g, '')) || checked.some((k) => k.endsWith(n))), `entity ${t.type_of_entity}`).toBe(true);
  const ind = INDUSTRIES.find((i) => i.id === t.industry)!;
  hasAny([ind.label, ...ind.aliases], 'industry');
  const country = t.country === 'Canada' ? 'CA' : 'US';
  hasAny([t.state_region!, regionName(t.state_region!, country)], 'state');
  hasAny(moneyForms(t.requested_amount!), 'amount');
  if (t.requested_payment !== null) hasAny(moneyForms(t.requested_payment), 'payment');
  if (t.number_of_payments !== null) has(String(t.number_of_payments), 'number_of_payments');
  if (t.payment_frequency) {
    const f = { daily: 'daily', weekly: 'weekly', biweekly: 'bi-weekly', monthly: 'monthly' }[t.payment_frequency]!;
    expect(sq.includes(f) || checked.some((k) => k.startsWith('frequency_') && k.endsWith(f.replace('-', '_'))), 'frequency').toBe(true);
  }
  if (t.business_start_date) hasAny(dateForms(t.business_start_date), 'start date');
  for (const a of t.applicants) {
    has(a.first_name!, 'first_name');
    has(a.last_name!, 'last_name');
    has(a.role!, 'role');
    has(String(a.ownership), 'ownership');
    if (a.credit_score !== null) has(String(a.credit_score), 'credit');
    if (a.tax_id) expect(dg.includes(a.tax_id), `owner tax id ${a.tax_id}`).toBe(true);
    if (a.date_of_birth) hasAny(dateForms(a.date_of_birth), 'dob');
  }
}

describe('independent98: hand-filled paper forms', () => {
  it('has six layouts, US and Canadian', () => {
    expect(INDEPENDENT98_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(6);
  });

  it('reads the free-text industries by the longest-alias rule', () => {
    for (const [text, id] of BUSINESSES) expect(industryId(text), text).toBe(id);
  });

  for (const layout of INDEPENDENT98_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}: generates, is deterministic, prints its truth`, async () => {
        for (const seed of [1, 2, 3, 4, 5, 6]) {
          const a = await generateIndependent98(layout, seed, { style, scan: false });
          const b = await generateIndependent98(layout, seed, { style, scan: false });
          expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
          expect(Object.keys(a.truth).sort()).toEqual([...APP_KEYS].sort());
          expect(a.truth.applicants.length).toBeGreaterThanOrEqual(1);
          expect(a.truth.applicants.length).toBeLessThanOrEqual(4);
          for (const ap of a.truth.applicants) expect(Object.keys(ap).sort()).toEqual([...APPLICANT_KEYS].sort());
          const other = await generateIndependent98(layout, seed, { style: style === 'typed' ? 'fillable' : 'typed', scan: false });
          expect(other.truth).toEqual(a.truth);
          await assertPrinted(a.pdf, a.truth);
          if (style === 'fillable') {
            const read = await pdfRead(a.pdf);
            expect(read.text.includes(a.truth.business_tax_id!.slice(0, 6))).toBe(false);
            expect(read.fields.size).toBeGreaterThan(20);
          }
        }
      }, 60_000);
    }
  }

  it('scans to an image-only PDF, deterministically, with the same truth', async () => {
    for (const [i, layout] of INDEPENDENT98_LAYOUT_NAMES.entries()) {
      const style = STYLES[i % 3]!;
      const a = await generateIndependent98(layout, i + 1, { style, scan: true });
      const b = await generateIndependent98(layout, i + 1, { style, scan: true });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      const plain = await generateIndependent98(layout, i + 1, { style, scan: false });
      expect(a.truth).toEqual(plain.truth);
      const read = await pdfRead(a.pdf);
      expect(read.text.trim()).toBe('');
    }
  }, 240_000);
});
