// Set 76: every layout in every style holds each truth value as printed (page text, or only the AcroForm field for
// the fillable style), the truth's codes exist in the reference and follow applications.md's matching rules, and no
// decoy equals a truth value.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { buildIndependent76, generateIndependent76, INDEPENDENT76_LAYOUT_NAMES, type Built } from './index.ts';

interface Item { id: string; label: string; aliases?: string[]; countries?: string[] }
const load = (f: string): Item[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: Item[] }).items;
const ENTITIES = load('entity-types.json');
const INDUSTRIES = load('industries.json');
const STATES = new Set((JSON.parse(readFileSync(join(REFERENCE_DIR, 'states.json'), 'utf8')) as { items: { code: string }[] }).items.map((s) => s.code));

const squash = (s: string): string => s.replace(/\s+/g, '');
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
/** applications.md: the US entity type whose id, label or alias equals the text, case and punctuation ignored. */
function entityOf(text: string): string[] {
  return ENTITIES.filter((e) => e.countries?.includes('US') && [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === norm(text))).map((e) => e.id);
}
/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  const t = text.toLowerCase();
  for (const i of INDUSTRIES) for (const a of [i.label, ...(i.aliases ?? [])]) {
    const esc = a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(?<![a-z0-9])${esc}(?![a-z0-9])`).test(t) && (!best || a.length > best[1])) best = [i.id, a.length];
  }
  return best?.[0] ?? null;
}
function isoOf(text: string): string {
  const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
  const n = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(text);
  const l = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  const [y, m, d] = n ? [n[3]!.length === 2 ? 2000 + Number(n[3]) : Number(n[3]), Number(n[1]), Number(n[2])]
    : l ? [Number(l[3]), MONTHS.indexOf(l[1]!.toLowerCase()) + 1, Number(l[2])] : [0, 0, 0];
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
const moneyOf = (t: string): number => Number(t.replace(/[$,\s]/g, ''));

/** Each truth value agrees with the text it was read from, by applications.md's rules. */
function checkValue(path: string, v: unknown, text: string, check: boolean): void {
  if (v === null) return;
  const leaf = path.replace(/^applicants\[\d+\]\./, '');
  if (['legal_name', 'trade_name', 'role'].includes(leaf)) expect(v).toBe(text);
  else if (leaf === 'first_name' || leaf === 'last_name') expect(text.toLowerCase()).toContain(String(v).toLowerCase());
  else if (leaf === 'type_of_entity') expect(entityOf(text)).toContain(v);
  else if (leaf === 'industry') expect(industryOf(text)).toBe(v);
  else if (leaf === 'state_region') { expect(STATES.has(String(v))).toBe(true); expect(text).toMatch(new RegExp(`(^|, )${String(v)}( \\d{5})?$`)); }
  else if (leaf === 'business_tax_id' || leaf === 'tax_id') expect(text.replace(/\D/g, '')).toBe(v);
  else if (['requested_amount', 'requested_payment', 'number_of_payments', 'ownership', 'credit_score'].includes(leaf)) expect(moneyOf(text.replace('%', ''))).toBe(v);
  else if (leaf === 'business_start_date' || leaf === 'date_of_birth') expect(isoOf(text)).toBe(v);
  else if (leaf === 'payment_frequency') expect(norm(text)).toBe(v);
  else if (leaf === 'business_tax_id_type' || leaf === 'tax_id_type') {
    const digits = text.replace(/[^0-9Xx*]/g, '');
    expect(v).toBe(/^\d\d-\d{7}$/.test(text) || /^\d{9}$/.test(text) && leaf === 'business_tax_id_type' ? 'EIN' : digits.startsWith('9') ? 'ITIN' : 'SSN');
  } else if (leaf === 'country') expect(v).toBe('United States');
  else if (leaf === 'business_tax_id_country' || leaf === 'tax_id_country') expect(v).toBe('US');
  else throw new Error(`unchecked field ${path}`);
  if (check) expect(['type_of_entity', 'payment_frequency']).toContain(leaf);
}

/** No decoy equals a truth value (as text, as digits, or as money). */
function checkDecoys(b: Built): void {
  const strings = new Set<string>();
  const nums = new Set<number>();
  const add = (v: unknown): void => {
    if (typeof v === 'number') nums.add(v);
    else if (typeof v === 'string') strings.add(v.toLowerCase());
  };
  const { applicants, ...rest } = b.truth;
  Object.values(rest).forEach(add);
  applicants.forEach((a) => Object.values(a).forEach(add));
  for (const d of b.decoys) {
    expect(strings.has(d.text.toLowerCase()), `${d.key} ${d.text}`).toBe(false);
    const digits = d.text.replace(/\D/g, '');
    if (digits.length >= 9) expect(strings.has(digits), `${d.key} ${d.text}`).toBe(false);
    if (/^\$?[\d,]+(\.\d\d)?$/.test(d.text)) expect(nums.has(moneyOf(d.text)), `${d.key} ${d.text}`).toBe(false);
  }
}

describe('independent76', () => {
  for (const layout of INDEPENDENT76_LAYOUT_NAMES) {
    it(`${layout}: every style prints each truth value`, async () => {
      for (const [k, style] of (['typed', 'handwritten', 'fillable'] as const).entries()) {
        const b = await buildIndependent76(layout, 11 + k, { style, scan: false });
        const read = await pdfRead(b.pdf);
        const page = squash(read.text);
        expect(b.truth.legal_name).not.toBeNull();
        expect(b.truth.applicants.length).toBeGreaterThan(0);
        for (const p of b.printed) {
          for (const [path, v] of Object.entries(p.fields)) checkValue(path, v, p.text, p.check);
          if (style === 'fillable') {
            expect(read.fields.get(p.field!), `${p.field} ${p.text}`).toBe(p.check ? 'Yes' : p.text);
            if (!p.check && (p.text.length >= 12 || (p.text.length >= 6 && /\d/.test(p.text)))) expect(page.includes(squash(p.text)), `page text holds ${p.text}`).toBe(false);
          } else if (!p.check) expect(page, p.text).toContain(squash(p.text));
        }
        if (style !== 'fillable') expect(read.fields.size).toBe(0);
        checkDecoys(b);
      }
    });
  }

  it('varies merchants across seeds and keeps the rules on every one', async () => {
    const owners = new Set<number>(), entities = new Set<string>(), masked = { yes: 0, no: 0 }, nulls = { dba: 0, start: 0, pmt: 0 };
    for (const layout of INDEPENDENT76_LAYOUT_NAMES) {
      for (let seed = 100; seed < 112; seed++) {
        const b = await buildIndependent76(layout, seed, { style: 'typed', scan: false });
        for (const p of b.printed) for (const [path, v] of Object.entries(p.fields)) checkValue(path, v, p.text, p.check);
        checkDecoys(b);
        owners.add(b.truth.applicants.length);
        entities.add(b.truth.type_of_entity ?? 'null');
        b.truth.applicants.forEach((a) => (a.tax_id ? masked.no++ : masked.yes++));
        if (!b.truth.trade_name) nulls.dba++;
        if (!b.truth.business_start_date) nulls.start++;
        if (!b.truth.requested_payment) nulls.pmt++;
        expect(b.truth.country).toBe('United States');
        expect(b.truth.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBe(100);
      }
    }
    expect([...owners].sort()).toEqual([1, 2, 3]);
    expect(entities.size).toBeGreaterThanOrEqual(7);
    expect(masked.yes).toBeGreaterThan(3);
    expect(masked.no).toBeGreaterThan(3);
    expect(Object.values(nulls).every((n) => n > 3)).toBe(true);
  }, 60_000);

  it('is deterministic, and a scan keeps the truth with no text layer', async () => {
    const a = await generateIndependent76('bayside_merged_table', 5, { style: 'handwritten', scan: false });
    const b = await generateIndependent76('bayside_merged_table', 5, { style: 'handwritten', scan: false });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    for (const style of ['typed', 'fillable'] as const) {
      const flat = await generateIndependent76('granite_abbreviations', 7, { style, scan: false });
      const scan = await generateIndependent76('granite_abbreviations', 7, { style, scan: true });
      expect(scan.truth).toEqual(flat.truth);
      const read = await pdfRead(scan.pdf);
      expect(read.text.trim()).toBe('');
      expect(read.fields.size).toBe(0);
    }
  }, 40_000);
});
