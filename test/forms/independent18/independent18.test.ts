// Set 18's own checks: every truth value is on the page (text, or AcroForm fields for fillable forms), decoys are
// never truth values, scans have no text layer, ids are reference ids, and a seed gives the same form each time.
import { describe, expect, it } from 'vitest';
import type { TruthApplication } from '../generator/truth.ts';
import { pdfRead, type PdfRead } from '../generator/pdf-read.ts';
import { build18, generateIndependent18, INDEPENDENT18_LAYOUT_NAMES } from './index.ts';
import { CA_ENTITIES, CA_PROVINCES, ENTITY_IDS, INDUSTRIES, INDUSTRY_IDS, US_ENTITIES, US_STATES } from './refs.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const word = (c: string, w: string | number): boolean => new RegExp(`(^|[^0-9A-Za-z])${esc(String(w))}($|[^0-9A-Za-z])`, 'i').test(c);

/** What a reader can see: the page text, or for a fillable form the fields' values and the checked boxes' labels. */
function corpus(read: PdfRead, style: string): string {
  if (style !== 'fillable') return read.text;
  return [...read.fields.entries()].map(([k, v]) => (k.startsWith('cb') ? (v === 'Yes' ? k.replace(/^cb\d+ /, '') : '') : v)).join(' | ');
}

function dateForms(iso: string): string[] {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const p = (n: number): string => String(n).padStart(2, '0');
  return [iso, `${p(m)}/${p(d)}/${y}`, `${m}/${d}/${y}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${p(m)}/${p(d)}/${String(y).slice(2)}`];
}

/** The truth fields whose value is not on the page. */
function unprinted(t: TruthApplication, c: string): string[] {
  const bad: string[] = [];
  const alnum = c.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  const need = (name: string, ok: boolean): void => { if (!ok) bad.push(name); };
  for (const k of ['legal_name', 'trade_name'] as const) if (t[k] !== null) need(k, c.includes(t[k]));
  const ents = (t.country === 'Canada' ? CA_ENTITIES : US_ENTITIES).filter((e) => e.id === t.type_of_entity).flatMap((e) => [e.text, e.box ?? e.text]);
  if (t.type_of_entity !== null) need('type_of_entity', ents.some((e) => word(c, e)));
  if (t.industry !== null) need('industry', INDUSTRIES.some(([text, id]) => id === t.industry && c.includes(text)));
  if (t.business_tax_id !== null) need('business_tax_id', alnum.includes(t.business_tax_id));
  if (t.state_region !== null) need('state_region', word(c, t.state_region));
  if (t.requested_amount !== null) need('requested_amount', c.includes(t.requested_amount.toLocaleString('en-US')));
  if (t.requested_payment !== null) need('requested_payment', c.includes(t.requested_payment.toLocaleString('en-US', { minimumFractionDigits: 2 })));
  if (t.number_of_payments !== null) need('number_of_payments', word(c, t.number_of_payments));
  if (t.payment_frequency !== null) need('payment_frequency', new RegExp(t.payment_frequency === 'biweekly' ? 'bi-?weekly' : t.payment_frequency, 'i').test(c));
  if (t.business_start_date !== null) need('business_start_date', dateForms(t.business_start_date).some((f) => c.includes(f)));
  t.applicants.forEach((a, i) => {
    for (const k of ['first_name', 'last_name', 'role'] as const) if (a[k] !== null) need(`applicants[${i}].${k}`, c.includes(a[k]));
    if (a.ownership !== null) need(`applicants[${i}].ownership`, word(c, a.ownership));
    if (a.credit_score !== null) need(`applicants[${i}].credit_score`, word(c, a.credit_score));
    if (a.tax_id !== null) need(`applicants[${i}].tax_id`, alnum.includes(a.tax_id));
    if (a.date_of_birth !== null) need(`applicants[${i}].date_of_birth`, dateForms(a.date_of_birth).some((f) => c.includes(f)));
  });
  return bad;
}

function checkIds(t: TruthApplication): void {
  const ca = t.country === 'Canada';
  expect(['United States', 'Canada']).toContain(t.country);
  expect(ca ? CA_PROVINCES : US_STATES).toContain(t.state_region);
  expect(ENTITY_IDS).toContain(t.type_of_entity);
  expect(INDUSTRY_IDS).toContain(t.industry);
  expect(t.business_tax_id_country).toBe(ca ? 'CA' : 'US');
  expect(ca ? ['BN', 'SIN'] : ['EIN', 'SSN', 'ITIN']).toContain(t.business_tax_id_type);
  if (t.payment_frequency !== null) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(4);
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
  for (const a of t.applicants) if (a.tax_id !== null) expect(ca ? ['SIN'] : ['SSN', 'ITIN']).toContain(a.tax_id_type);
}

/** Truth values a decoy must never be. */
function truthValues(t: TruthApplication): Set<string> {
  const v = [t.legal_name, t.trade_name, t.business_tax_id, t.requested_amount, t.requested_payment,
    ...t.applicants.flatMap((a) => [`${a.first_name} ${a.last_name}`, a.last_name, a.tax_id])];
  return new Set(v.filter((x) => x !== null).map((x) => String(x).toLowerCase()));
}
const decoyForms = (d: string): string[] => [d.toLowerCase(), d.replace(/[^0-9.]/g, '').replace(/\.00$/, ''), d.replace(/[^0-9A-Za-z]/g, '')];

describe('forms set 18', () => {
  it('has 7 layouts', () => {
    expect(INDEPENDENT18_LAYOUT_NAMES).toHaveLength(7);
  });

  for (const layout of INDEPENDENT18_LAYOUT_NAMES) {
    it(`${layout}: every truth value is printed, decoys are not truth, ids are valid`, async () => {
      for (const style of STYLES) {
        for (const seed of SEEDS) {
          const { pdf, truth, decoys } = await build18(layout, seed, { style, scan: false });
          checkIds(truth);
          const read = await pdfRead(pdf);
          expect(unprinted(truth, corpus(read, style)), `${layout} ${style} ${seed}`).toEqual([]);
          if (style === 'fillable') expect(read.text.includes(truth.legal_name!), 'fillable values stay out of the page text').toBe(false);
          const tv = truthValues(truth);
          for (const d of decoys) for (const f of decoyForms(d)) if (f) expect(tv.has(f.toLowerCase()), `decoy ${d} (${layout} ${style} ${seed})`).toBe(false);
        }
      }
    });
  }

  it('is deterministic per seed and varies by seed', async () => {
    const a = await generateIndependent18('schedule-a', 7, { style: 'typed', scan: false });
    const b = await generateIndependent18('schedule-a', 7, { style: 'typed', scan: false });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    expect(a.truth).toEqual(b.truth);
    const truths = await Promise.all(Array.from({ length: 12 }, (_, i) => generateIndependent18('owners-continued', i + 1, { style: 'handwritten', scan: false })));
    const ts = truths.map((x) => x.truth);
    expect(new Set(ts.map((t) => t.legal_name)).size).toBeGreaterThan(8);
    expect(new Set(ts.map((t) => t.applicants.length)).size).toBeGreaterThan(1);
    expect(new Set(ts.map((t) => t.country)).size).toBe(2);
    expect(new Set(ts.map((t) => t.type_of_entity)).size).toBeGreaterThan(2);
  });

  it('scans carry no text layer and no fields', async () => {
    for (const [layout, style, seed] of [['agreement-fillins', 'fillable', 3], ['landscape-owners', 'handwritten', 4]] as const) {
      const { pdf, truth } = await generateIndependent18(layout, seed, { style, scan: true });
      const read = await pdfRead(pdf);
      expect(read.text.trim()).toBe('');
      expect(read.fields.size).toBe(0);
      checkIds(truth);
    }
  }, 60_000);
});
