// Independent generator 53: the truth is valid against the reference, generation is deterministic, every non-null
// truth value is printed (page text, or the AcroForm fields for fillable forms), no decoy equals a truth value, and the
// scans are image-only and deterministic.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { INDUSTRY_TEXTS, longDate, usDate } from './data.ts';
import { generateIndependent53, generateIndependent53Detailed, INDEPENDENT53_LAYOUT_NAMES } from './index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const refDir = ['../../../../shared/reference', '../../../../../shared/reference'].map((p) => join(here, p)).find((p) => existsSync(p));
if (!refDir) throw new Error('shared/reference not found');
interface Item { id?: string; code?: string; label?: string; name?: string; aliases?: string[]; countries?: string[]; country?: string }
const items = (f: string): Item[] => (JSON.parse(readFileSync(join(refDir, f), 'utf8')) as { items: Item[] }).items;
const ENTITIES = items('entity-types.json'), INDUSTRIES = items('industries.json'), STATES = items('states.json'), PROVINCES = items('provinces.json');

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const it of INDUSTRIES) for (const a of [it.label!, ...(it.aliases ?? [])]) {
    if (new RegExp(`(^|\\W)${esc(a.toLowerCase())}(?=\\W|$)`).test(text.toLowerCase()) && (!best || a.length > best[1])) best = [it.id!, a.length];
  }
  return best?.[0] ?? null;
}
const entityNames = (id: string): string[] => { const e = ENTITIES.find((x) => x.id === id)!; return [e.id!, e.label!, ...(e.aliases ?? [])]; };
const money2 = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dateForms = (iso: string): string[] => [iso, usDate(iso), usDate(iso).replace(/\d\d(\d\d)$/, '$1'), longDate(iso)];

function validate(t: TruthApplication): void {
  const us = t.country === 'United States';
  expect(['United States', 'Canada']).toContain(t.country);
  const regions = us ? STATES.filter((s) => s.country === 'US') : PROVINCES;
  expect(regions.map((r) => r.code)).toContain(t.state_region);
  expect(t.legal_name).toBeTruthy();
  if (t.type_of_entity) expect(ENTITIES.find((e) => e.id === t.type_of_entity)?.countries).toContain(us ? 'US' : 'CA');
  if (t.industry) expect(INDUSTRIES.map((i) => i.id)).toContain(t.industry);
  if (t.business_tax_id) {
    expect(t.business_tax_id_country).toBe(us ? 'US' : 'CA');
    expect(t.business_tax_id).toMatch(us ? /^\d{9}$/ : /^\d{9}RC\d{4}$/);
    expect(us ? ['EIN', 'SSN', 'ITIN'] : ['BN']).toContain(t.business_tax_id_type);
  }
  expect(t.applicants.length).toBeGreaterThan(0);
  for (const a of t.applicants) {
    expect(a.first_name && a.last_name).toBeTruthy();
    if (a.tax_id) expect(us ? ['SSN', 'ITIN'] : ['SIN']).toContain(a.tax_id_type);
    if (a.tax_id_type === 'ITIN') expect(a.tax_id).toMatch(/^9/);
    if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
    if (a.date_of_birth) expect(a.date_of_birth).toMatch(/^(19|20)\d\d-\d\d-\d\d$/);
  }
  if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
}

/** Every non-null truth value, checked against the printed corpus. */
function printed(t: TruthApplication, corpus: string, industryText: string): void {
  const has = (re: RegExp | string, what: string): void => {
    const ok = typeof re === 'string' ? corpus.includes(re) : re.test(corpus);
    expect(ok, `${what} not printed: ${String(re)}`).toBe(true);
  };
  const digits = corpus.replace(/[\s-]/g, '').toUpperCase();
  has(t.legal_name!, 'legal_name');
  if (t.trade_name) has(t.trade_name, 'trade_name');
  if (t.business_tax_id) expect(digits).toContain(t.business_tax_id);
  const region = [...STATES, ...PROVINCES].find((r) => r.code === t.state_region && r.country === (t.country === 'Canada' ? 'CA' : 'US'))!;
  has(new RegExp(`\\b(${t.state_region}|${esc(region.name!)})\\b`), 'state_region');
  if (t.type_of_entity) expect(entityNames(t.type_of_entity).some((n) => norm(corpus).includes(norm(n))), 'entity').toBe(true);
  if (t.industry) { has(industryText, 'industry text'); expect(industryOf(industryText)).toBe(t.industry); }
  if (t.requested_amount !== null) has(new RegExp(`\\$${esc(t.requested_amount.toLocaleString('en-US'))}\\b`), 'requested_amount');
  if (t.requested_payment !== null) has(`$${money2(t.requested_payment)}`, 'requested_payment');
  if (t.number_of_payments !== null) has(new RegExp(`\\b${t.number_of_payments}\\b`), 'number_of_payments');
  if (t.payment_frequency) has(new RegExp(t.payment_frequency === 'biweekly' ? 'bi-?weekly' : t.payment_frequency, 'i'), 'payment_frequency');
  if (t.business_start_date) expect(dateForms(t.business_start_date).some((d) => corpus.includes(d)), 'start date').toBe(true);
  for (const a of t.applicants) {
    has(a.first_name!, 'first_name'); has(a.last_name!, 'last_name');
    if (a.role) has(a.role, 'role');
    if (a.ownership !== null) has(`${a.ownership}%`, 'ownership');
    if (a.credit_score !== null) has(new RegExp(`\\b${a.credit_score}\\b`), 'credit_score');
    if (a.tax_id) expect(digits).toContain(a.tax_id);
    if (a.date_of_birth) expect(dateForms(a.date_of_birth).some((d) => corpus.includes(d)), 'dob').toBe(true);
  }
}

function decoysApart(t: TruthApplication, decoys: string[]): void {
  const values = new Set<string>();
  for (const v of [t.legal_name, t.trade_name, t.business_tax_id, ...t.applicants.flatMap((a) => [a.tax_id, `${a.first_name} ${a.last_name}`])]) if (v) values.add(norm(v));
  const amounts = [t.requested_amount, t.requested_payment].filter((n): n is number => n !== null);
  for (const d of decoys) {
    expect(values.has(norm(d)), `decoy ${d}`).toBe(false);
    const digits = d.replace(/\D/g, '');
    if (digits.length >= 9) expect(values.has(digits), `decoy digits ${d}`).toBe(false);
    const m = /^\$?([\d,]+(?:\.\d\d)?)$/.exec(d.trim());
    if (m) expect(amounts, `decoy amount ${d}`).not.toContain(Number(m[1]!.replace(/,/g, '')));
  }
}

describe('independent53', () => {
  it('has 7 layouts', () => expect(INDEPENDENT53_LAYOUT_NAMES).toHaveLength(7));
  for (const layout of INDEPENDENT53_LAYOUT_NAMES) for (const style of ['typed', 'handwritten', 'fillable'] as const) {
    it(`${layout} ${style}: valid, deterministic, printed, decoys apart`, async () => {
      for (const seed of [1, 2, 3]) {
        const g = await generateIndependent53Detailed(layout, seed, { style, scan: false });
        const again = await generateIndependent53(layout, seed, { style, scan: false });
        expect(Buffer.from(again.pdf).equals(Buffer.from(g.pdf)), 'deterministic').toBe(true);
        expect(again.truth).toEqual(g.truth);
        validate(g.truth);
        const r = await pdfRead(g.pdf);
        const checked = [...r.fields].filter(([n, v]) => v === 'Yes' && n.includes('.')).map(([n]) => n.split('.').pop()!.replace(/_/g, ' '));
        const corpus = style === 'fillable' ? [...r.fields.values(), ...checked].join(' | ') : r.text.replace(/\s+/g, ' ');
        if (style === 'fillable') expect(r.text).not.toContain(g.truth.legal_name!);
        printed(g.truth, corpus, g.industryText);
        decoysApart(g.truth, g.decoys);
      }
    });
  }
  for (const layout of INDEPENDENT53_LAYOUT_NAMES) {
    it(`${layout}: scans are image-only and deterministic`, async () => {
      const a = await generateIndependent53(layout, 1, { style: 'typed', scan: true });
      const b = await generateIndependent53(layout, 1, { style: 'typed', scan: true });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect((await pdfRead(a.pdf)).text.trim()).toBe('');
      const h = await generateIndependent53(layout, 1, { style: 'handwritten', scan: true });
      expect((await pdfRead(h.pdf)).text.trim()).toBe('');
    }, 120_000);
  }
  it('every type-of-business text reads as its industry', () => {
    for (const [text, id] of INDUSTRY_TEXTS) expect(industryOf(text), text).toBe(id);
  });
});
