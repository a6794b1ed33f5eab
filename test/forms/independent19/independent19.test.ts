// Set 19's own test: deterministic per seed, varied by seed, every truth value printed (page text for typed and
// handwritten, AcroForm fields for fillable) and read back by applications.md's rules, decoys never truth values,
// scans image-only, reference ids valid.
import { describe, expect, it } from 'vitest';
import { buildIndependent19, generateIndependent19, INDEPENDENT19_LAYOUT_NAMES } from './index.ts';
import type { Built } from './index.ts';
import { pdfRead } from '../generator/pdf-read.ts';
import { dateOf, entityId, ENTITIES, FREQ, industryId, INDUSTRY_ITEMS, moneyOf, nameOf, PROVINCES, STATES, taxOf } from './spec-read.ts';

const squash = (s: string): string => s.replace(/\s+/g, '');
const STYLES = ['typed', 'handwritten', 'fillable'] as const;

function printedFor(b: Built, key: string): string[] {
  return b.printed.filter((p) => p.key === key).map((p) => p.text);
}
function checked(b: Built, group: string): string[] {
  return b.printed.filter((p) => p.key === 'check' && p.text.startsWith(`${group}:`)).map((p) => p.text.slice(group.length + 1));
}

/** Each non-null truth field is read back from what the pen printed under its key. */
function readBack(b: Built): void {
  const t = b.truth;
  const ca = t.country === 'Canada';
  const one = (k: string): string => { const v = printedFor(b, k); expect(v.length, k).toBeGreaterThan(0); return v[0]!; };
  if (t.legal_name) expect(one('legal_name')).toBe(t.legal_name);
  if (t.trade_name) expect(one('trade_name')).toBe(t.trade_name);
  const ent = [...printedFor(b, 'type_of_entity'), ...checked(b, 'type_of_entity')].map((x) => entityId(x, ca)).filter(Boolean);
  expect(ent).toContain(t.type_of_entity);
  expect(industryId(one('industry'))).toBe(t.industry);
  const tax = taxOf(one('business_tax_id'));
  expect(tax).toBe(t.business_tax_id);
  expect(one('state_region')).toMatch(new RegExp(`, ${t.state_region} `));
  expect(moneyOf(one('requested_amount'))).toBe(t.requested_amount);
  if (t.requested_payment !== null) expect(moneyOf(one('requested_payment'))).toBe(t.requested_payment);
  if (t.number_of_payments !== null) expect(Number(one('number_of_payments'))).toBe(t.number_of_payments);
  if (t.payment_frequency !== null) expect([...printedFor(b, 'payment_frequency'), ...checked(b, 'payment_frequency')].map((f) => FREQ[f])).toContain(t.payment_frequency);
  else expect(checked(b, 'payment_frequency')).toEqual([]);
  if (t.business_start_date) expect(dateOf(one('business_start_date'))).toBe(t.business_start_date);
  else expect(printedFor(b, 'business_start_date')).toEqual([]);
  t.applicants.forEach((a, i) => {
    const k = `owner${i}`;
    expect(nameOf(one(`${k}.name`))).toEqual({ first: a.first_name, last: a.last_name });
    const all = b.printed.filter((p) => p.key.startsWith(`${k}.`)).map((p) => p.text).join(' | ');
    expect(all).toContain(a.role!);
    expect(all).toContain(`${a.ownership}%`);
    if (a.credit_score !== null) expect(one(`${k}.credit`)).toBe(String(a.credit_score));
    const taxText = printedFor(b, `${k}.tax`)[0] ?? printedFor(b, `${k}.tax_dob`)[0]!.split('|')[0]!;
    expect(taxOf(taxText)).toBe(a.tax_id);
    const dobText = printedFor(b, `${k}.dob`)[0] ?? printedFor(b, `${k}.tax_dob`)[0]!.split('|')[1]!;
    expect(dateOf(dobText)).toBe(a.date_of_birth);
  });
}

async function checkPrinted(b: Built): Promise<void> {
  const r = await pdfRead(b.pdf);
  const text = squash(r.text);
  const fields = [...r.fields.values()].map(squash);
  for (const p of b.printed) {
    if (p.key === 'check') continue;
    if (b.printedStyle === 'fillable' && p.truth) expect(fields, p.key).toContain(squash(p.text));
    else if (b.printedStyle === 'fillable') expect(fields.includes(squash(p.text)) || text.includes(squash(p.text)), p.key).toBe(true);
    else expect(text, p.key).toContain(squash(p.text));
  }
  if (b.printedStyle === 'fillable') for (const a of b.truth.applicants) if (a.tax_id) expect(text.replace(/\D/g, '')).not.toContain(a.tax_id);
}

function checkDecoys(b: Built): void {
  const t = b.truth;
  const strings = [t.legal_name, t.trade_name, t.business_tax_id, ...t.applicants.flatMap((a) => [a.first_name, a.last_name, `${a.first_name} ${a.last_name}`, a.tax_id])].filter(Boolean) as string[];
  const numbers = [t.requested_amount, t.requested_payment].filter((x) => x !== null);
  for (const d of b.printed.filter((p) => p.key.startsWith('decoy.'))) {
    for (const s of strings) expect(d.text.toLowerCase(), d.key).not.toBe(s.toLowerCase());
    for (const s of t.applicants.map((a) => `${a.first_name} ${a.last_name}`)) expect(d.text).not.toContain(s);
    if (/^\$[\d,.]+$/.test(d.text)) expect(numbers).not.toContain(moneyOf(d.text));
    if (t.business_tax_id) expect(d.text.replace(/\D/g, '')).not.toBe(t.business_tax_id);
  }
}

function checkReference(b: Built): void {
  const t = b.truth;
  const cc = t.country === 'Canada' ? 'CA' : 'US';
  expect(ENTITIES.find((e) => e.id === t.type_of_entity)?.countries).toContain(cc);
  expect(INDUSTRY_ITEMS.map((i) => i.id)).toContain(t.industry);
  expect(cc === 'CA' ? PROVINCES : STATES).toContain(t.state_region);
  const total = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
  expect(total).toBeLessThanOrEqual(100);
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(4);
}

describe('independent19 forms', () => {
  it('has 7 layouts', () => { expect(INDEPENDENT19_LAYOUT_NAMES.length).toBe(7); });

  for (const layout of INDEPENDENT19_LAYOUT_NAMES) {
    it(`${layout}: values printed and read back, decoys apart, ids valid`, async () => {
      for (let seed = 1; seed <= Number(process.env.I19_SEEDS ?? 4); seed++) {
        for (const style of STYLES) {
          const b = await buildIndependent19(layout, seed, { style, scan: false });
          readBack(b);
          checkDecoys(b);
          checkReference(b);
          await checkPrinted(b);
        }
      }
    });

    it(`${layout}: deterministic per seed, varies by seed`, async () => {
      const a = await generateIndependent19(layout, 7, { style: 'handwritten', scan: false });
      const a2 = await generateIndependent19(layout, 7, { style: 'handwritten', scan: false });
      expect(Buffer.from(a2.pdf).equals(Buffer.from(a.pdf))).toBe(true);
      expect(a2.truth).toEqual(a.truth);
      const others = await Promise.all([8, 9, 10].map((s) => generateIndependent19(layout, s, { style: 'handwritten', scan: false })));
      expect(new Set([a, ...others].map((x) => x.truth.legal_name)).size).toBeGreaterThan(1);
      expect(new Set([a, ...others].map((x) => x.truth.requested_amount)).size).toBeGreaterThan(1);
    });

    it(`${layout}: a scan has no text layer`, async () => {
      const style = STYLES[INDEPENDENT19_LAYOUT_NAMES.indexOf(layout) % 3]!;
      const s = await generateIndependent19(layout, 5, { style, scan: true });
      const r = await pdfRead(s.pdf);
      expect(r.text.trim()).toBe('');
      expect(r.fields.size).toBe(0);
      const plain = await generateIndependent19(layout, 5, { style, scan: false });
      expect(s.truth).toEqual(plain.truth);
    }, 30_000);
  }

  it('covers Canada, 4 owners, masked IDs and unprinted values across seeds', async () => {
    const seen = { ca: false, four: false, masked: false, nullStart: false, nullPayment: false, other: false };
    for (const layout of INDEPENDENT19_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 12; seed++) {
        const { truth: t } = await generateIndependent19(layout, seed, { style: 'typed', scan: false });
        seen.ca ||= t.country === 'Canada';
        seen.four ||= t.applicants.length === 4;
        seen.masked ||= t.applicants.some((a) => a.tax_id === null);
        seen.nullStart ||= t.business_start_date === null;
        seen.nullPayment ||= t.requested_payment === null;
        seen.other ||= t.type_of_entity === 'pllc' || t.type_of_entity === 'ca_ulc';
      }
    }
    expect(seen).toEqual({ ca: true, four: true, masked: true, nullStart: true, nullPayment: true, other: true });
  });
});
