// Set 88: every layout x style generates, is deterministic, and its truth agrees with what the PDF shows (page text for
// typed and handwritten forms, AcroForm fields for fillable ones), read back with the reference data's own rules.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfRead, type PdfRead } from '../generator/pdf-read.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { generateIndependent88, INDEPENDENT88_LAYOUT_NAMES, type Independent88Result } from './index.ts';

interface RefItem { id: string; label: string; aliases?: string[]; countries?: string[]; code?: string }
const ref = (f: string) => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: RefItem[] }).items;
const INDUSTRIES = ref('industries.json');
const ENTITIES = ref('entity-types.json');
const REGIONS = new Set([...ref('states.json'), ...ref('provinces.json')].map((x) => x.code));

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** applications.md: the industry whose label or alias is the longest contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const it of INDUSTRIES) for (const a of [it.label, ...(it.aliases ?? [])]) {
    if (new RegExp(`(?<![A-Za-z0-9])${esc(a)}(?![A-Za-z0-9])`, 'i').test(text) && (!best || a.length > best[1])) best = [it.id, a.length];
  }
  return best?.[0] ?? null;
}
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
/** applications.md: the entity type whose id, label or alias equals the text; Inc/Corp/Ltd/Corporation by country. */
function entityOf(text: string, country: string): string | null {
  const t = norm(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(t)) return country === 'CA' ? 'ca_corporation' : 'c_corporation';
  const hits = ENTITIES.filter((e) => (e.countries ?? []).includes(country) && [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === t));
  return hits.length === 1 ? hits[0]!.id : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
function isoOf(s: string): string | null {
  const p = (n: number) => String(n).padStart(2, '0');
  const y4 = (y: string) => (y.length === 4 ? Number(y) : Number(y) <= 25 ? 2000 + Number(y) : 1900 + Number(y));
  let m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(s);
  if (m) return `${y4(m[3]!)}-${p(Number(m[1]))}-${p(Number(m[2]))}`;
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(s);
  if (m) return `${m[3]}-${p(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${p(Number(m[2]))}`;
  return null;
}
const moneyOf = (s: string) => Number(s.replace(/[$,\s]/g, ''));
const squash = (s: string) => s.replace(/\s+/g, '');

/** What a printed value should read as under applications.md, for the path's kind. */
function readAs(path: string, text: string, country: string): unknown {
  const leaf = path.replace(/^applicants\.\d\./, '');
  switch (leaf) {
    case 'industry': return industryOf(text);
    case 'type_of_entity': return entityOf(text, country);
    case 'requested_amount': case 'requested_payment': return moneyOf(text);
    case 'business_start_date': case 'date_of_birth': return isoOf(text);
    case 'business_tax_id': return text.replace(/[\s-]/g, '');
    case 'tax_id': return text.replace(/\D/g, '');
    case 'ownership': return Number(text.replace('%', ''));
    case 'number_of_payments': case 'credit_score': return Number(text);
    default: return undefined;
  }
}

function check(g: Independent88Result, read: PdfRead, style: string, scan: boolean): void {
  const t = g.truth;
  const page = squash(read.text);
  const country = t.country === 'Canada' ? 'CA' : 'US';
  const seen = new Map<string, unknown>();
  for (const p of g.printed) {
    if (style === 'fillable' && !scan) {
      expect(read.fields.get(p.field!), p.text).toBe(p.check ? 'Yes' : p.text);
      if (!p.check && p.text.length >= 9 && !/^[A-Z][a-z]+$/.test(p.text)) expect(page.includes(squash(p.text)), p.text).toBe(false);
    } else if (!scan) expect(page.includes(squash(p.text)), `${JSON.stringify(p.paths)} ${p.text}`).toBe(true);
    for (const [path, v] of Object.entries(p.paths)) {
      seen.set(path, v);
      const want = readAs(path, p.text, country);
      if (want !== undefined && !(path.endsWith('type_of_entity') && p.check)) expect(want, `${path} from ${p.text}`).toEqual(v);
    }
  }
  // Every truth value was printed, and as recorded.
  const flat: [string, unknown][] = Object.entries(t).filter(([k]) => k !== 'applicants');
  t.applicants.forEach((a, i) => flat.push(...Object.entries(a).map(([k, v]) => [`applicants.${i}.${k}`, v] as [string, unknown])));
  for (const [path, v] of flat) if (v !== null) expect(seen.get(path), path).toEqual(v);
  expect(t.legal_name).toBeTruthy();
  expect(REGIONS.has(t.state_region!)).toBe(true);
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(4);
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
  if (t.trade_name) expect(['SAME', 'N/A'].includes(t.trade_name.toUpperCase())).toBe(false);
  // Decoys never give the truth's numbers or names.
  const ids = [t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter(Boolean);
  for (const d of g.decoys) {
    expect(ids.includes(d.text.replace(/\D/g, '')), `${d.key} ${d.text}`).toBe(false);
    expect(d.text === t.legal_name).toBe(false);
  }
}

describe('independent set 88', () => {
  it('has seven layouts from seven brokers', () => expect(new Set(INDEPENDENT88_LAYOUT_NAMES).size).toBe(7));

  for (const layout of INDEPENDENT88_LAYOUT_NAMES) {
    it(`${layout}: every style generates, is deterministic and matches its PDF`, async () => {
      for (const [i, style] of (['typed', 'handwritten', 'fillable'] as const).entries()) {
        const seed = 11 + i * 7 + INDEPENDENT88_LAYOUT_NAMES.indexOf(layout);
        const g = await generateIndependent88(layout, seed, { style, scan: false });
        const again = await generateIndependent88(layout, seed, { style, scan: false });
        expect(Buffer.from(again.pdf).equals(Buffer.from(g.pdf))).toBe(true);
        expect(again.truth).toEqual(g.truth);
        const read = await pdfRead(g.pdf);
        if (style === 'fillable') expect(read.fields.size).toBeGreaterThan(20);
        check(g, read, style, false);
      }
    }, 20_000);
  }

  it('varies with the seed: names, owners, DBA, entity, country', async () => {
    const truths = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(async (seed) => (await generateIndependent88('cartlift-ecommerce', seed, { style: 'typed', scan: false })).truth));
    expect(new Set(truths.map((t) => t.legal_name)).size).toBeGreaterThan(5);
    expect(new Set(truths.map((t) => t.applicants.length)).size).toBeGreaterThan(1);
    expect(truths.some((t) => t.trade_name === null) && truths.some((t) => t.trade_name !== null)).toBe(true);
    expect(new Set(truths.map((t) => t.type_of_entity)).size).toBeGreaterThan(1);
    expect(new Set(truths.map((t) => t.country)).size).toBe(2);
  }, 20_000);

  it('a scanned fillable form keeps its truth and loses its fields', async () => {
    const flat = await generateIndependent88('medbridge-practice', 5, { style: 'fillable', scan: false });
    const g = await generateIndependent88('medbridge-practice', 5, { style: 'fillable', scan: true });
    expect(g.truth).toEqual(flat.truth);
    expect(g.skews?.length).toBe(g.pages);
    const read = await pdfRead(g.pdf);
    expect(read.fields.size).toBe(0);
    expect(read.text.trim()).toBe('');
    check(g, read, 'fillable', true);
  }, 30_000);
});
