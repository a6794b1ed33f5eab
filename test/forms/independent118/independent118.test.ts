// independent118: each layout and style, two seeds: the truth agrees with what is printed, and the PDF shows it.
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { pdfRead } from '../generator/pdf-read.ts';
import { generateIndependent118, INDEPENDENT118_LAYOUT_NAMES, type Independent118Doc } from './index.ts';

const REF = '/work/shared/reference';
const ref = (f: string): { items: Record<string, unknown>[] } | null => (existsSync(`${REF}/${f}`) ? JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) : null);
const squash = (s: string): string => s.toLowerCase().replace(/\s+/g, '');

/** applications.md's industry rule: the longest label or alias contained in the text, word-bounded. */
function industryOf(text: string, items: Record<string, unknown>[]): string | null {
  let best: [string, number] | null = null;
  for (const it of items) {
    for (const a of [it.label as string, ...(it.aliases as string[])]) {
      const re = new RegExp(`(?<![a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9])`);
      if (re.test(text.toLowerCase()) && (!best || a.length > best[1])) best = [it.id as string, a.length];
    }
  }
  return best?.[0] ?? null;
}

function truthPaths(d: Independent118Doc): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(d.truth)) if (k !== 'applicants' && v !== null) out.push(`application.${k}`);
  d.truth.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) out.push(`application.applicants[${i}].${k}`); });
  return out;
}

function checkTruth(d: Independent118Doc): void {
  const t = d.truth;
  expect(d.pages).toBeGreaterThanOrEqual(3);
  expect(d.pages).toBeLessThanOrEqual(6);
  expect(t.legal_name).toBeTruthy();
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(4);
  for (const a of t.applicants) { expect(a.first_name).toBeTruthy(); expect(a.last_name).toBeTruthy(); expect(a.ownership).toBeGreaterThan(0); }
  expect(t.country).toBe(d.country === 'CA' ? 'Canada' : 'United States');
  const printedPaths = new Set(d.printed.filter((p) => p.field).map((p) => p.field));
  for (const p of truthPaths(d)) expect(printedPaths, `${p} is not printed`).toContain(p);
  for (const p of d.printed) if (p.field) expect(truthPaths(d), `${p.field} printed but null`).toContain(p.field);
  if (t.business_tax_id) expect(t.business_tax_id).toMatch(d.country === 'CA' ? /^\d{9}R[CT]\d{4}$/ : /^\d{9}$/);
  for (const a of t.applicants) if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
  if (t.business_start_date) expect(t.business_start_date).toMatch(/^\d{4}-\d\d-\d\d$/);
  for (const v of [t.legal_name, t.trade_name]) if (v) expect(d.decoys).not.toContain(v);
  const ents = ref('entity-types.json'), inds = ref('industries.json');
  if (ents) expect(ents.items.map((e) => e.id)).toContain(t.type_of_entity);
  if (inds) {
    const text = d.printed.find((p) => p.field === 'application.industry')!.text;
    expect(industryOf(text, inds.items)).toBe(t.industry);
  }
  const regions = ref(d.country === 'CA' ? 'provinces.json' : 'states.json');
  if (regions) expect(regions.items.map((r) => r.code)).toContain(t.state_region);
}

async function checkPdf(d: Independent118Doc): Promise<void> {
  const r = await pdfRead(d.pdf);
  expect(r.pages.length).toBe(d.pages);
  const fieldValues = [...r.fields.values()].map(squash);
  for (const p of d.printed) {
    if (!p.field) continue;
    const page = squash(r.pages[p.page - 1] ?? '');
    const want = squash(p.text);
    const inText = page.includes(want) || p.text.split(/\s+/).every((w) => page.includes(squash(w)));
    const inField = d.style === 'fillable' && fieldValues.includes(want);
    expect(inText || inField, `${p.field} "${p.text}" not found on page ${p.page}`).toBe(true);
  }
  if (d.style === 'fillable') expect(r.fields.size).toBeGreaterThan(40);
}

describe('independent118', () => {
  for (const layout of INDEPENDENT118_LAYOUT_NAMES) {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      for (const seed of [1, 2]) {
        it(`${layout} ${style} seed ${seed}`, async () => {
          const d = await generateIndependent118(layout, seed, { style, scan: false });
          checkTruth(d);
          await checkPdf(d);
        }, 60_000);
      }
    }
  }
  it('varies owners, masks and DBAs across seeds', async () => {
    const owners = new Set<number>();
    let masked = 0, dba = 0;
    for (let seed = 1; seed <= 24; seed++) {
      const d = await generateIndependent118(INDEPENDENT118_LAYOUT_NAMES[seed % INDEPENDENT118_LAYOUT_NAMES.length]!, seed, { style: 'typed', scan: false });
      owners.add(d.truth.applicants.length);
      if (d.truth.applicants.some((a) => a.tax_id === null) || d.truth.business_tax_id === null) masked++;
      if (d.truth.trade_name) dba++;
    }
    expect([...owners].sort()).toEqual([1, 2, 3, 4]);
    expect(masked).toBeGreaterThan(3);
    expect(dba).toBeGreaterThan(3);
  }, 120_000);
  it('scans to an image-only PDF with the same pages and truth', async () => {
    const d = await generateIndependent118('harborline_lines', 3, { style: 'fillable', scan: true });
    const plain = await generateIndependent118('harborline_lines', 3, { style: 'fillable', scan: false });
    checkTruth(d);
    expect(d.truth).toEqual(plain.truth);
    const r = await pdfRead(d.pdf);
    expect(r.pages.length).toBe(d.pages);
    expect(r.fields.size).toBe(0);
  }, 180_000);
});
