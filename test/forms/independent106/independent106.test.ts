// Set 106: determinism, every truth value printed (page text or AcroForm field) and read back to the same value by
// applications.md's rules, decoys never a truth value, every layout x style renders.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { generateIndependent106, INDEPENDENT106_LAYOUT_NAMES } from './index.ts';
import type { Independent106Result } from './index.ts';
import type { Placement } from './form.ts';

interface RefItem { id: string; label: string; aliases: string[]; countries?: string[] }
const ref = (f: string): { items: RefItem[] & { code?: string; name?: string }[] } => JSON.parse(readFileSync(`/work/shared/reference/${f}`, 'utf8'));
const INDUSTRIES = ref('industries.json').items as RefItem[];
const ENTITIES = ref('entity-types.json').items as RefItem[];
const REGIONS = [...ref('states.json').items, ...ref('provinces.json').items] as unknown as { code: string; name: string }[];
const STYLES = ['typed', 'handwritten', 'fillable'] as const;

const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const ws = (s: string): string => s.replace(/\s+/g, ' ').trim();
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const it of INDUSTRIES) for (const a of [it.label, ...it.aliases]) {
    if (new RegExp(`(^|[^a-z0-9])${esc(a.toLowerCase())}([^a-z0-9]|$)`).test(text.toLowerCase()) && (!best || a.length > best[1])) best = [it.id, a.length];
  }
  return best?.[0] ?? null;
}
function entityOf(text: string, country: string): string | null {
  const hits = ENTITIES.filter((e) => [e.id, e.label, ...e.aliases].some((a) => squash(a) === squash(text)) && (e.countries ?? []).includes(country));
  return hits.length === 1 ? hits[0]!.id : null;
}
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
function dateOf(t: string): string | null {
  const p = (n: number): string => String(n).padStart(2, '0');
  let x = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (x) return t;
  x = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (x) { const y = x[3]!.length === 2 ? (Number(x[3]) > 30 ? 1900 : 2000) + Number(x[3]) : Number(x[3]); return `${y}-${p(Number(x[1]))}-${p(Number(x[2]))}`; }
  x = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(t);
  if (x) return `${x[3]}-${p(MONTHS.indexOf(x[1]!.toLowerCase()) + 1)}-${p(Number(x[2]))}`;
  return null;
}
function nameOf(t: string): { first: string; last: string } {
  let s = t.replace(/,\s*(DDS|DVM|DC|MD)$/, '');
  if (s.includes(',')) { const [l, f] = s.split(',').map((z) => z.trim()) as [string, string]; s = `${f} ${l}`; }
  const tok = s.split(' ').filter((z) => !/^[A-Z]\.$/.test(z));
  return { first: tok[0]!, last: tok.slice(1).join(' ') };
}
const num = (t: string): number => Number(t.replace(/[$,%\s]|CAD/g, ''));

/** What applications.md's rules read from one printed value, for one truth path. */
function readBack(path: string, p: Placement, country: string): unknown {
  const t = p.text, f = path.replace(/^application\.(applicants\[\d+\]\.)?/, '');
  switch (f) {
    case 'legal_name': case 'trade_name': case 'role': return t;
    case 'industry': return industryOf(t);
    case 'type_of_entity': return entityOf(t, country);
    case 'business_tax_id': return /^(\d{9})\s*(R[A-Z]\d{4})$/.test(t) ? t.replace(/\s/g, '') : t.replace(/\D/g, '');
    case 'business_tax_id_type': return /^\d{2}-\d{7}$/.test(t) ? 'EIN' : /^\d{3}-\d{2}-\d{4}$/.test(t) ? 'SSN' : /R[A-Z]\d{4}$/.test(t) ? 'BN'
      : /^\d{9}$/.test(t) ? (country === 'US' ? 'EIN' : 'label') : t === 'BN' ? 'BN' : t.startsWith('SIN') ? 'SIN' : '?';
    case 'business_tax_id_country': case 'tax_id_country': return country;
    case 'state_region': return REGIONS.find((r) => r.code === t || r.name === t)?.code ?? null;
    case 'country': return country === 'US' ? 'United States' : 'Canada';
    case 'requested_amount': case 'requested_payment': case 'number_of_payments': case 'ownership': case 'credit_score': return num(t);
    case 'payment_frequency': return t.toLowerCase().replace('-', '');
    case 'business_start_date': case 'date_of_birth': return dateOf(t);
    case 'first_name': return nameOf(t).first;
    case 'last_name': return p.fields[path.replace('last_name', 'first_name')] === undefined ? t : nameOf(t).last;
    case 'tax_id': return /[X*]/.test(t) ? null : t.replace(/\D/g, '');
    case 'tax_id_type': return country === 'US' ? 'SSN' : 'SIN';
    default: return `unknown ${f}`;
  }
}

function checkPlacements(g: Independent106Result): void {
  for (const p of g.placements) for (const [path, v] of Object.entries(p.fields)) {
    const back = readBack(path, p, g.country);
    if (back === 'label') continue; // a bare 9-digit Canadian number: its type is the checked box's (checked below)
    expect(back, `${g.layout} ${path} from "${p.text}"`).toEqual(v);
  }
  const truthTexts = new Set<string>();
  for (const p of g.placements) if (Object.keys(p.fields).length) truthTexts.add(ws(p.text).toLowerCase());
  const values = new Set<string>();
  const t = g.truth as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) values.add(String(v).toLowerCase());
  for (const a of g.truth.applicants) for (const v of Object.values(a)) if (v !== null) values.add(String(v).toLowerCase());
  for (const d of g.placements.filter((x) => x.decoy)) {
    const n = ws(d.text).toLowerCase();
    expect(truthTexts.has(n) || values.has(n), `${g.layout} decoy "${d.text}"`).toBe(false);
    expect(values.has(d.text.replace(/\D/g, '')) && d.text.replace(/\D/g, '').length >= 7, `${g.layout} decoy digits "${d.text}"`).toBe(false);
  }
}

describe('independent106', () => {
  it('has seven layouts, US and Canadian', async () => {
    expect(INDEPENDENT106_LAYOUT_NAMES.length).toBe(7);
    const countries = new Set<string>();
    for (const l of INDEPENDENT106_LAYOUT_NAMES) countries.add((await generateIndependent106(l, 1, { style: 'typed', scan: false })).country);
    expect([...countries].sort()).toEqual(['CA', 'US']);
  });

  it('is deterministic for (layout, seed, style, scan)', async () => {
    for (const style of STYLES) {
      const a = await generateIndependent106('northshore', 7, { style, scan: false });
      const b = await generateIndependent106('northshore', 7, { style, scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
  });

  it('scans deterministically; a scanned fillable form is its printed values, with no text layer and no fields', async () => {
    const s1 = await generateIndependent106('maplecrest', 5, { style: 'fillable', scan: true });
    const s2 = await generateIndependent106('maplecrest', 5, { style: 'fillable', scan: true });
    expect(Buffer.from(s1.pdf).equals(Buffer.from(s2.pdf))).toBe(true);
    const plain = await generateIndependent106('maplecrest', 5, { style: 'typed', scan: false });
    expect(s1.truth).toEqual(plain.truth);
    const read = await pdfRead(s1.pdf);
    expect(read.text.trim()).toBe('');
    expect(read.fields.size).toBe(0);
    expect(s1.placements.every((p) => p.via !== 'acroform')).toBe(true);
  }, 60_000);

  it('renders every layout x style; each truth value is printed where the style puts it; truth never depends on the style', async () => {
    for (const layout of INDEPENDENT106_LAYOUT_NAMES) {
      let first: Independent106Result | null = null;
      for (const style of STYLES) {
        const g = await generateIndependent106(layout, 11, { style, scan: false });
        const read = await pdfRead(g.pdf);
        expect(read.pages.length).toBe(2);
        if (first) expect(g.truth).toEqual(first.truth);
        else first = g;
        const text = ws(read.text);
        for (const p of g.placements.filter((x) => Object.keys(x.fields).length)) {
          if (p.via === 'acroform') expect(read.fields.get(p.field!), `${layout} ${p.key}`).toBe(p.text);
          else expect(text.includes(ws(p.text)), `${layout}/${style} "${p.text}"`).toBe(true);
        }
        if (style === 'fillable') {
          expect(text.includes(g.truth.legal_name!)).toBe(false);
          expect(g.placements.some((p) => p.via === 'text')).toBe(false);
        }
        checkPlacements(g);
      }
    }
  });

  it('reads back over many seeds, with the values the rules give', async () => {
    const kinds = new Set<string>(), industries = new Set<string>(), owners = new Set<number>();
    let masked = 0, dbaNull = 0, soleSsn = 0;
    for (const layout of INDEPENDENT106_LAYOUT_NAMES) {
      for (let seed = 100; seed < 118; seed++) {
        const g = await generateIndependent106(layout, seed, { style: 'typed', scan: false });
        checkPlacements(g);
        const t = g.truth;
        expect(t.legal_name).toBeTruthy();
        expect(t.applicants.length).toBe(g.merchant.owners.length);
        expect(t.country).toBe(g.country === 'US' ? 'United States' : 'Canada');
        if (g.country === 'CA') expect(['BN', 'SIN', null]).toContain(t.business_tax_id_type);
        if (t.business_tax_id_type === 'BN' && t.business_tax_id) expect(t.business_tax_id).toMatch(/^\d{9}(R[CT]\d{4})?$/);
        if (t.business_tax_id_type === 'SSN') { soleSsn++; expect(t.type_of_entity).toBe('sole_proprietorship'); }
        if (['harborline', 'bluebonnet'].includes(layout)) expect(t.requested_payment).toBeNull();
        if (layout === 'lakeshore') expect(t.number_of_payments).toBeNull();
        kinds.add(t.type_of_entity!); industries.add(t.industry!); owners.add(t.applicants.length);
        masked += t.applicants.filter((a) => a.tax_id === null).length;
        if (t.trade_name === null) dbaNull++;
      }
    }
    expect(kinds.size).toBeGreaterThanOrEqual(8);
    expect(industries.size).toBeGreaterThanOrEqual(15);
    expect([...owners].sort()).toEqual([1, 2, 3, 4]);
    expect(masked).toBeGreaterThan(0);
    expect(dbaNull).toBeGreaterThan(0);
    expect(soleSsn).toBeGreaterThan(0);
  });
});
