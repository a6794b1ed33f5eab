// Independent set 101 (ordinary broker MCA applications): determinism, every truth value printed, decoys never truth,
// every layout x style renders, scans render.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { buildIndependent101, generateIndependent101, INDEPENDENT101_LAYOUT_NAMES, type Independent101Detail } from './index.ts';
import { CA_PLACES, INDUSTRIES, US_PLACES } from './lists.ts';
import { FREQ_WORD, fmtDate, type DateFmt } from './vals.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = Array.from({ length: Number(process.env.I101_SEEDS ?? 3) }, (_, i) => i + 1);
const REF = '/work/shared/reference';
interface RefItem { id: string; label: string; aliases?: string[]; countries?: string[] }
const ref = (f: string): RefItem[] | null => (existsSync(`${REF}/${f}`) ? (JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: RefItem[] }).items : null);
const industries = ref('industries.json');
const entities = ref('entity-types.json');

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [number, string] | null = null;
  for (const it of industries ?? []) for (const a of [it.label, ...(it.aliases ?? [])]) {
    if (new RegExp(`(^|[^\\p{L}\\d])${esc(a.toLowerCase())}($|[^\\p{L}\\d])`, 'u').test(text.toLowerCase()) && (!best || a.length > best[0])) best = [a.length, it.id];
  }
  return best?.[1] ?? null;
}
const norm = (s: string): string => s.toLowerCase().replace(/[^\p{L}\d]+/gu, '');
/** The entity id a printed word means (label/alias equality, Inc/Corp/Ltd/Corporation by country; "A / B" labels by part). */
function entityOf(text: string, country: 'US' | 'CA'): string | null {
  for (const part of text.split(' / ')) {
    const n = norm(part.replace(/:$/, ''));
    if (['inc', 'corp', 'ltd', 'corporation', 'incorporated', 'limited'].includes(n)) return country === 'US' ? 'c_corporation' : 'ca_corporation';
    const hit = (entities ?? []).find((e) => (e.countries ?? []).includes(country) && [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === n));
    if (hit) return hit.id;
  }
  return null;
}

const DATE_FMTS: DateFmt[] = ['mdy', 'mdyy', 'long', 'iso', 'mdy-dash', 'short-month'];
const dateShown = (hay: string, isoDate: string): boolean => DATE_FMTS.some((f) => hay.includes(fmtDate(new Date(`${isoDate}T00:00:00Z`), f)));
const numShown = (hay: string, n: number): boolean =>
  new RegExp(`(^|[^\\d.])${esc(String(n))}(\\.00)?($|[^\\d])`).test(hay.replace(/(\d),(?=\d{3})/g, '$1').replace(/(\d) (?=\d{3}( \d{3})* \$)/g, '$1'));
const digitsShown = (hay: string, d: string): boolean => hay.replace(/[\s-]/g, '').includes(d);

async function haystack(pdf: Uint8Array): Promise<string> {
  const r = await pdfRead(pdf);
  return `${r.text} ${[...r.fields.values()].join(' | ')}`;
}

function checkTruth(t: TruthApplication, d: Independent101Detail, hay: string): void {
  const at = `${d.layout}`;
  expect(t.legal_name && hay.includes(t.legal_name), `${at} legal_name`).toBeTruthy();
  if (t.trade_name) expect(hay.includes(t.trade_name), `${at} trade_name`).toBe(true);
  expect(t.trade_name).not.toBe(t.legal_name);
  expect(t.industry).not.toBeNull();
  if (industries) expect(d.printed.filter((p) => hay.includes(p)).map(industryOf), `${at} industry`).toContain(t.industry);
  expect(t.type_of_entity).not.toBeNull();
  if (entities) expect(d.printed.filter((p) => p && hay.includes(p)).map((p) => entityOf(p, d.country)), `${at} entity`).toContain(t.type_of_entity);
  if (t.business_tax_id) expect(digitsShown(hay, t.business_tax_id), `${at} tax id ${t.business_tax_id}`).toBe(true);
  expect(t.business_tax_id_type).toBe(d.country === 'CA' ? 'BN' : t.business_tax_id_type === 'SSN' ? 'SSN' : 'EIN');
  expect(t.business_tax_id ?? '').toMatch(d.country === 'CA' ? /^\d{9}(R[CT]0001)?$/ : /^\d{9}$/);
  const names = [...US_PLACES, ...CA_PLACES].filter((p) => p.region === t.state_region).map((p) => p.regionName);
  const decoyTexts = new Set(d.decoys.map((x) => x.text));
  const addr = new RegExp(`, ${t.state_region} [\\dA-Z]`);
  expect(d.printed.some((p) => (p === t.state_region || names.includes(p) || (addr.test(p) && !decoyTexts.has(p))) && hay.includes(p)), `${at} state`).toBe(true);
  expect(t.country).toBe(d.country === 'US' ? 'United States' : 'Canada');
  for (const k of ['requested_amount', 'requested_payment', 'number_of_payments'] as const) {
    const n = t[k];
    if (n !== null) expect(numShown(hay, n), `${at} ${k} ${n}`).toBe(true);
  }
  if (t.payment_frequency) expect(hay).toContain(FREQ_WORD[t.payment_frequency as keyof typeof FREQ_WORD]);
  if (t.business_start_date) expect(dateShown(hay, t.business_start_date), `${at} start`).toBe(true);
  expect(t.applicants.length).toBeGreaterThan(0);
  for (const [i, a] of t.applicants.entries()) {
    for (const k of ['first_name', 'last_name', 'role'] as const) if (a[k]) expect(hay.includes(a[k]!), `${at} owner ${i} ${k}`).toBe(true);
    expect(a.first_name && a.last_name, `${at} owner ${i} name`).toBeTruthy();
    expect(a.ownership !== null && numShown(hay, a.ownership), `${at} owner ${i} ownership`).toBe(true);
    if (a.credit_score !== null) expect(numShown(hay, a.credit_score)).toBe(true);
    if (a.tax_id) expect(digitsShown(hay, a.tax_id), `${at} owner ${i} tax id`).toBe(true);
    if (a.tax_id_type) expect(a.tax_id_country).toBe(a.tax_id_type === 'SIN' ? 'CA' : 'US');
    if (a.date_of_birth) expect(dateShown(hay, a.date_of_birth), `${at} owner ${i} dob`).toBe(true);
  }
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBe(100);
}

function truthStrings(t: TruthApplication): string[] {
  const out: string[] = [];
  const add = (v: unknown): void => { if (v !== null && v !== undefined && v !== '') out.push(String(v).toLowerCase()); };
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants') add(v);
  for (const a of t.applicants) for (const v of Object.values(a)) add(v);
  return out;
}

describe('independent101: ordinary broker MCA applications', () => {
  it('has seven layouts, US and Canadian', () => {
    expect(INDEPENDENT101_LAYOUT_NAMES.length).toBe(7);
    expect(INDEPENDENT101_LAYOUT_NAMES.filter((l) => l.startsWith('ca_')).length).toBeGreaterThanOrEqual(2);
  });

  it.skipIf(!industries)('every industry text reads as its industry id', () => {
    for (const ind of INDUSTRIES) for (const t of ind.texts) expect(industryOf(t), t).toBe(ind.id);
  });

  it('is deterministic and the truth does not depend on the style', async () => {
    for (const layout of INDEPENDENT101_LAYOUT_NAMES.slice(0, 3)) {
      const a = await generateIndependent101(layout, 7, { style: 'handwritten', scan: false });
      const b = await generateIndependent101(layout, 7, { style: 'handwritten', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      const c = await generateIndependent101(layout, 7, { style: 'fillable', scan: false });
      expect(c.truth).toEqual(a.truth);
    }
  });

  for (const layout of INDEPENDENT101_LAYOUT_NAMES) {
    it(`${layout}: every style renders, truth values are printed, decoys are not truth`, async () => {
      for (const seed of SEEDS) {
        let first: TruthApplication | null = null;
        for (const style of STYLES) {
          const d = await buildIndependent101(layout, seed, { style, scan: false });
          expect(Buffer.from(d.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
          const r = await pdfRead(d.pdf);
          expect(r.pages.length).toBe(d.pages);
          if (style === 'fillable') {
            expect(r.fields.size).toBeGreaterThan(20);
            expect(r.text.includes(d.truth.legal_name!), 'fillable page text holds labels only').toBe(false);
          }
          checkTruth(d.truth, d, await haystack(d.pdf));
          first ??= d.truth;
          expect(d.truth).toEqual(first);
          const truths = truthStrings(d.truth);
          for (const x of d.decoys) expect(truths, `${layout} decoy ${x.key}`).not.toContain(x.text.toLowerCase());
          const ids = [d.truth.business_tax_id, ...d.truth.applicants.map((a) => a.tax_id)].filter(Boolean);
          for (const x of d.decoys) expect(ids).not.toContain(x.text.replace(/\D/g, ''));
        }
      }
    });
  }

  it('varies owners, masking and payment terms over seeds', async () => {
    const counts = new Set<number>();
    let masked = 0, terms = 0, noStart = 0;
    for (const layout of INDEPENDENT101_LAYOUT_NAMES) for (let seed = 1; seed <= 8; seed++) {
      const { truth } = await buildIndependent101(layout, seed, { style: 'typed', scan: false });
      counts.add(truth.applicants.length);
      masked += truth.applicants.filter((a) => a.tax_id === null && a.tax_id_type !== null).length;
      if (truth.number_of_payments !== null) terms++;
      if (truth.business_start_date === null) noStart++;
    }
    expect([...counts].sort()).toEqual([1, 2, 3, 4]);
    expect(masked).toBeGreaterThan(0);
    expect(terms).toBeGreaterThan(0);
    expect(noStart).toBeGreaterThan(0);
  });

  it('scans render as image-only PDFs with the same truth', async () => {
    const plain = await buildIndependent101('us_granite_grid', 3, { style: 'fillable', scan: false });
    const s1 = await buildIndependent101('us_granite_grid', 3, { style: 'fillable', scan: true });
    const s2 = await buildIndependent101('us_granite_grid', 3, { style: 'fillable', scan: true });
    expect(Buffer.from(s1.pdf).equals(Buffer.from(s2.pdf))).toBe(true);
    expect(s1.truth).toEqual(plain.truth);
    const r = await pdfRead(s1.pdf);
    expect(r.pages.length).toBe(2);
    expect(r.text.trim()).toBe('');
    expect(r.fields.size).toBe(0);
    const h = await buildIndependent101('ca_laurentide_bilingual', 4, { style: 'handwritten', scan: true });
    expect((await pdfRead(h.pdf)).pages.length).toBe(h.pages);
  }, 60_000);
});
