// Set 55: every layout and style on seeds 1-3 gives a valid truth, the same bytes twice, every truth value really
// printed (page text, or the AcroForm fields for fillable forms), and no decoy equal to a truth value.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { TruthApplication } from '../generator/truth.ts';
import { pdfRead } from '../generator/pdf-read.ts';
import { ENTITIES, INDUSTRIES } from './data.ts';
import { generateIndependent55, generateIndependent55Full, INDEPENDENT55_LAYOUT_NAMES } from './index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const refDir = ['../../../../shared/reference', '../../../../../shared/reference'].map((p) => join(here, p)).find((p) => existsSync(p));
if (!refDir) throw new Error('shared/reference not found');
interface Item { id?: string; code?: string; label?: string; name?: string; aliases?: string[]; countries?: string[] }
const ref = (f: string): Item[] => (JSON.parse(readFileSync(join(refDir, f), 'utf8')) as { items: Item[] }).items;
const entities = ref('entity-types.json'), industries = ref('industries.json'), states = ref('states.json');

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const words = (s: string): string => ` ${s.toLowerCase().replace(/[^a-z0-9&]+/g, ' ').trim()} `;
/** applications.md's industry rule: the id whose label or alias is the longest one contained, word-bounded. */
function industryOf(text: string): string | null {
  let best: [number, string] | null = null;
  for (const it of industries) for (const a of [it.label!, ...(it.aliases ?? [])]) {
    if (words(text).includes(words(a)) && (!best || a.length > best[0])) best = [a.length, it.id!];
  }
  return best?.[1] ?? null;
}
function entityOf(text: string): string | null {
  const us = entities.filter((e) => e.countries!.includes('US'));
  return us.find((e) => [e.id!, e.label!, ...(e.aliases ?? [])].some((a) => norm(a) === norm(text)))?.id ?? null;
}

const money = (v: number): string[] => [0, 2].map((d) => '$' + v.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: 2 }));
function dateForms(iso: string): string[] {
  const [y, m, d] = iso.split('-') as [string, string, string];
  return [`${m}/${d}/${y}`, ...(d === '01' ? [`${m}/${y}`] : [])];
}
const pctForms = (p: number): string[] => [`${p} %`, `${p}%`, p === 100 ? '1.00' : String(p / 100)];
const FREQ_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

function validate(t: TruthApplication): void {
  expect(entities.some((e) => e.id === t.type_of_entity && e.countries!.includes('US'))).toBe(true);
  expect(industries.some((i) => i.id === t.industry)).toBe(true);
  expect(states.some((s) => s.code === t.state_region)).toBe(true);
  expect(t.country).toBe('United States');
  if (t.business_tax_id) {
    expect(t.business_tax_id).toMatch(/^\d{9}$/);
    expect(t.business_tax_id_type).toBe(t.business_tax_id_type === 'EIN' ? 'EIN' : t.business_tax_id.startsWith('9') ? 'ITIN' : 'SSN');
    expect(t.business_tax_id_country).toBe('US');
  }
  if (t.business_start_date) expect(Number.isNaN(Date.parse(t.business_start_date))).toBe(false);
  if (t.payment_frequency) expect(Object.keys(FREQ_LABEL)).toContain(t.payment_frequency);
  expect(t.applicants.length).toBeGreaterThan(0);
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
  for (const a of t.applicants) {
    expect(a.first_name && a.last_name).toBeTruthy();
    if (a.tax_id) expect(a.tax_id_type).toBe(a.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
    if (a.date_of_birth) expect(Number.isNaN(Date.parse(a.date_of_birth))).toBe(false);
  }
}

/** Every non-null truth value has one of its printed forms in `hay` (country: never printed, from state and tax ID). */
function printed(t: TruthApplication, hay: string, checked: Set<string>, fillable: boolean): void {
  const digits = hay.replace(/(\d)[- ](?=\d)/g, '$1');
  const has = (label: string, forms: string[]): void => { expect(forms.some((f) => hay.includes(f)), `${label}: ${forms.join(' | ')}`).toBe(true); };
  has('legal_name', [t.legal_name!]);
  if (t.trade_name) has('trade_name', [t.trade_name]);
  const ent = entities.find((e) => e.id === t.type_of_entity)!;
  has('type_of_entity', [ent.label!, ...ent.aliases!, ...ENTITIES.find((e) => e[0] === t.type_of_entity)![1], 'Sole Prop.', 'Corp.']);
  has('industry', INDUSTRIES.find((i) => i[0] === t.industry)![2]);
  if (t.business_tax_id) expect(digits.includes(t.business_tax_id), 'business_tax_id').toBe(true);
  const st = states.find((s) => s.code === t.state_region)!;
  has('state_region', [st.name!, st.code!]);
  if (t.requested_amount !== null) has('requested_amount', money(t.requested_amount));
  if (t.requested_payment !== null) has('requested_payment', money(t.requested_payment));
  if (t.number_of_payments !== null) has('number_of_payments', [String(t.number_of_payments)]);
  if (t.payment_frequency) {
    has('payment_frequency', [FREQ_LABEL[t.payment_frequency]!]);
    const keys = t.payment_frequency === 'monthly' ? ['freq_monthly', 'sched_monthly', 'e_monthly', 's4h_m'] : [`freq_${t.payment_frequency}`];
    if (fillable) expect(keys.some((k) => checked.has(k)), 'payment_frequency checkbox').toBe(true);
  }
  if (t.business_start_date) has('business_start_date', dateForms(t.business_start_date));
  for (const a of t.applicants) {
    has('first_name', [a.first_name!]);
    has('last_name', [a.last_name!]);
    if (a.role) has('role', [a.role]);
    if (a.ownership !== null) has('ownership', pctForms(a.ownership));
    if (a.credit_score !== null) has('credit_score', [String(a.credit_score)]);
    if (a.tax_id) expect(digits.includes(a.tax_id), 'applicant tax_id').toBe(true);
    if (a.date_of_birth) has('date_of_birth', dateForms(a.date_of_birth));
  }
}

function truthStrings(t: TruthApplication): string[] {
  const out: string[] = [];
  const add = (v: unknown): void => { if (typeof v === 'string' && v.length > 1) out.push(norm(v)); };
  Object.values(t).forEach(add);
  for (const a of t.applicants) { Object.values(a).forEach(add); add(`${a.first_name} ${a.last_name}`); }
  return out;
}
const truthNumbers = (t: TruthApplication): number[] =>
  [t.requested_amount, t.requested_payment, t.number_of_payments, ...t.applicants.flatMap((a) => [a.ownership, a.credit_score])].filter((v): v is number => v !== null);

describe('independent55 tables', () => {
  it('each printed industry description reads as its industry, each entity text as its entity', () => {
    for (const [id, , descs] of INDUSTRIES) for (const d of descs) expect(industryOf(d), d).toBe(id);
    for (const [id, texts] of ENTITIES) for (const x of texts) expect(entityOf(x), x).toBe(id);
    for (const [id, label] of [['c_corporation', 'Corp.'], ['sole_proprietorship', 'Sole Prop.'], ['s_corporation', 'S Corp']]) expect(entityOf(label!)).toBe(id);
  });
});

describe('independent55', () => {
  it('has 7 layouts', () => expect(INDEPENDENT55_LAYOUT_NAMES.length).toBe(7));
  for (const layout of INDEPENDENT55_LAYOUT_NAMES) {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      it(`${layout} ${style}: valid, deterministic, printed, decoys apart`, async () => {
        for (const seed of (process.env.I55_SEEDS ? Array.from({ length: Number(process.env.I55_SEEDS) }, (_, i) => i + 1) : [1, 2, 3])) {
          const a = await generateIndependent55Full(layout, seed, { style, scan: false });
          const b = await generateIndependent55(layout, seed, { style, scan: false });
          expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
          expect(b.truth).toEqual(a.truth);
          const t = a.truth;
          validate(t);
          const read = await pdfRead(a.pdf);
          const checked = new Set([...read.fields].filter(([, v]) => v === 'Yes').map(([k]) => k));
          if (style === 'fillable') {
            expect(read.text.includes(t.legal_name!)).toBe(false);
            printed(t, `${read.text} ${[...read.fields.values()].join(' | ')}`, checked, true);
          } else {
            expect(read.fields.size).toBe(0);
            printed(t, read.text, checked, false);
          }
          const ts = truthStrings(t), tn = truthNumbers(t);
          for (const d of a.decoys) {
            expect(ts, `decoy ${d}`).not.toContain(norm(d));
            if (/^\$[\d,.]+$/.test(d)) expect(tn, `decoy ${d}`).not.toContain(Number(d.replace(/[$,]/g, '')));
          }
          for (const [s2, n] of [[t.business_tax_id, 'business'], ...t.applicants.map((x) => [x.tax_id, 'owner'])] as [string | null, string][]) {
            if (s2) expect(a.decoys.map((d) => d.replace(/\D/g, '')), n).not.toContain(s2);
          }
        }
      });
    }
  }
  it('a scan is an image-only PDF, the same for the same seed, with the same truth', async () => {
    for (const [i, layout] of INDEPENDENT55_LAYOUT_NAMES.entries()) {
      const style = i % 2 ? 'handwritten' : 'typed';
      const a = await generateIndependent55(layout, 1, { style, scan: true });
      const plain = await generateIndependent55(layout, 1, { style, scan: false });
      expect(a.truth).toEqual(plain.truth);
      expect((await pdfRead(a.pdf)).text.trim()).toBe('');
      if (i === 0) expect(Buffer.from((await generateIndependent55(layout, 1, { style, scan: true })).pdf).equals(Buffer.from(a.pdf))).toBe(true);
    }
  }, 240_000);
});
