// Set 48: every layout in every style, seeds 1-3: the truth is valid against the reference, deterministic, and every
// truth value is really printed (page text, or the AcroForm fields of a fillable form).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent48, INDEPENDENT48_LAYOUT_NAMES } from './index.ts';
import { CA_TRADES, printDate, US_TRADES } from './merchant.ts';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';

// The shared reference data beside the checkout (../shared), from a worktree one level deeper too.
const REF_DIR = ['../../../../shared/reference', '../../../../../shared/reference'].map((p) => fileURLToPath(new URL(p, import.meta.url)))
  .find((d) => existsSync(`${d}/industries.json`)) ?? '/work/shared/reference';

const REF = REF_DIR;
type Item = { id: string; label: string; aliases?: string[]; code?: string; country?: string };
const items = (f: string): Item[] => (JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: Item[] }).items;
const INDUSTRIES = items('industries.json'), ENTITIES = items('entity-types.json');
const REGIONS = [...items('states.json'), ...items('provinces.json')];
const STYLES = ['typed', 'handwritten', 'fillable'] as const;

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const it of INDUSTRIES) for (const a of [it.label, ...(it.aliases ?? [])]) {
    const re = new RegExp(`(^|[^\\p{L}\\p{N}])${a.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'iu');
    if (re.test(text) && (!best || a.length > best[1])) best = [it.id, a.length];
  }
  return best?.[0] ?? null;
}

function valid(t: TruthApplication): void {
  expect(t.legal_name).toBeTruthy();
  if (t.industry) expect(INDUSTRIES.some((i) => i.id === t.industry)).toBe(true);
  if (t.type_of_entity) expect(ENTITIES.some((i) => i.id === t.type_of_entity)).toBe(true);
  const cc = t.country === 'Canada' ? 'CA' : 'US';
  if (t.state_region) expect(REGIONS.some((r) => r.code === t.state_region && r.country === cc)).toBe(true);
  if (t.business_tax_id) expect(t.business_tax_id).toMatch(t.business_tax_id_type === 'BN' ? /^\d{9}RC\d{4}$/ : /^\d{9}$/);
  expect(t.business_tax_id_country).toBe(cc);
  if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
  expect(t.applicants.length).toBeGreaterThan(0);
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
  for (const a of t.applicants) {
    expect(a.first_name && a.last_name).toBeTruthy();
    if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
    expect(a.tax_id === null).toBe(a.tax_id_type === null);
    if (a.tax_id_type) expect(['SSN', 'ITIN', 'SIN']).toContain(a.tax_id_type);
    if (a.tax_id_type === 'ITIN') expect(a.tax_id![0]).toBe('9');
  }
}

function printed(t: TruthApplication, hay: string): string[] {
  const missing: string[] = [];
  const digits = hay.replace(/[^0-9A-Z]/g, ''), nums = hay.replace(/[$,]/g, '');
  const str = (k: string, v: string | null) => { if (v && !hay.includes(v)) missing.push(`${k}=${v}`); };
  const dig = (k: string, v: string | null) => { if (v && !digits.includes(v)) missing.push(`${k}=${v}`); };
  const num = (k: string, v: number | null) => { if (v != null && !new RegExp(`(^|[^0-9.])${String(v).replace('.', '\\.')}($|[^0-9])`).test(nums)) missing.push(`${k}=${v}`); };
  const date = (k: string, v: string | null) => { if (v && !(['mdy', 'mdyy', 'long', 'iso'] as const).some((f) => hay.includes(printDate(v, f)))) missing.push(`${k}=${v}`); };
  const ref = (k: string, v: string | null, list: Item[]) => { const it = list.find((i) => i.id === v);
    if (v && !(it && [it.label, ...(it.aliases ?? [])].some((a) => hay.toLowerCase().includes(a.toLowerCase())))) missing.push(`${k}=${v}`); };
  str('legal_name', t.legal_name); str('trade_name', t.trade_name); str('state_region', t.state_region);
  dig('business_tax_id', t.business_tax_id); ref('industry', t.industry, INDUSTRIES); ref('type_of_entity', t.type_of_entity, ENTITIES);
  num('requested_amount', t.requested_amount); num('requested_payment', t.requested_payment); num('number_of_payments', t.number_of_payments);
  if (t.payment_frequency && !hay.toLowerCase().replaceAll('-', '').includes(t.payment_frequency)) missing.push(`payment_frequency=${t.payment_frequency}`);
  date('business_start_date', t.business_start_date);
  t.applicants.forEach((a, i) => {
    str(`${i}.first_name`, a.first_name); str(`${i}.last_name`, a.last_name); str(`${i}.role`, a.role);
    num(`${i}.ownership`, a.ownership); num(`${i}.credit_score`, a.credit_score); dig(`${i}.tax_id`, a.tax_id); date(`${i}.date_of_birth`, a.date_of_birth);
  });
  return missing;
}

describe('independent48', () => {
  it('prints types of business whose industry id follows the longest-alias rule', () => {
    for (const [text, id] of [...US_TRADES, ...CA_TRADES]) expect(industryOf(text), text).toBe(id);
  });

  for (const layout of INDEPENDENT48_LAYOUT_NAMES) {
    it(`${layout}: valid, deterministic, printed`, async () => {
      for (const style of STYLES) for (const seed of [1, 2, 3]) {
        const { pdf, truth } = await generateIndependent48(layout, seed, { style, scan: false });
        valid(truth);
        if (seed === 1) expect((await generateIndependent48(layout, seed, { style, scan: false })).pdf).toEqual(pdf);
        const r = await pdfRead(pdf);
        const hay = `${r.text} ${[...r.fields.values()].join(' ')}`.replace(/\s+/g, ' ');
        expect(printed(truth, hay), `${layout} ${style} ${seed}`).toEqual([]);
        // A fillable form's page text holds labels only: the legal name is in a field, not on the page.
        if (style === 'fillable') expect(r.text.includes(truth.legal_name!)).toBe(false);
      }
    });
  }

  it('scans keep the truth and carry no text', async () => {
    const layout = INDEPENDENT48_LAYOUT_NAMES[3]!;
    const flat = await generateIndependent48(layout, 1, { style: 'handwritten', scan: false });
    const scan = await generateIndependent48(layout, 1, { style: 'handwritten', scan: true });
    expect(scan.truth).toEqual(flat.truth);
    expect((await pdfRead(scan.pdf)).text.trim()).toBe('');
  }, 60_000);
});
