// Set 54: every layout and style, seeds 1-3: the truth is valid against the reference, generation is deterministic,
// every truth value is printed (page text, or the AcroForm field for fillable) and reads back to the truth by
// applications.md's rules, and no decoy equals a truth value. Scans: deterministic, same truth, no text layer.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { build54, generateIndependent54, INDEPENDENT54_LAYOUT_NAMES } from './index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const REF = [join(here, '../../../../shared/reference'), join(here, '../../../../../shared/reference')].find((d) => existsSync(d))!;
interface Item { id?: string; code?: string; label?: string; name?: string; countries?: string[]; aliases?: string[] }
const ref = (f: string) => (JSON.parse(readFileSync(join(REF, f), 'utf8')) as { items: Item[] }).items;
const ENTITIES = ref('entity-types.json'), INDUSTRIES = ref('industries.json'), STATES = ref('states.json'), PROVINCES = ref('provinces.json');

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
function entityOf(text: string, country: string): string | null {
  const t = squash(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(t)) return country === 'CA' ? 'ca_corporation' : 'c_corporation';
  const hits = ENTITIES.filter((e) => e.countries!.includes(country) && [e.id!, e.label!, ...(e.aliases ?? [])].some((a) => squash(a) === t));
  return hits.length === 1 ? hits[0]!.id! : null;
}
function industryOf(text: string): string | null {
  let best: [number, string] | null = null;
  for (const it of INDUSTRIES) for (const a of [it.label!, ...(it.aliases ?? [])]) {
    const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^a-z0-9]|$)`);
    if (re.test(text.toLowerCase()) && (!best || a.length > best[0])) best = [a.length, it.id!];
  }
  return best?.[1] ?? null;
}
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
function dateOf(t: string): string | null {
  const p = (n: number) => String(n).padStart(2, '0');
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return t;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) { const y = m[3]!.length === 2 ? (Number(m[3]) > 30 ? 1900 : 2000) + Number(m[3]) : Number(m[3]); return `${y}-${p(Number(m[1]))}-${p(Number(m[2]))}`; }
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(t);
  if (m) return `${m[3]}-${p(MONTHS.indexOf(m[1]!.toLowerCase()) + 1)}-${p(Number(m[2]))}`;
  return null;
}
function nameOf(t: string): { first: string; last: string } {
  const s = t.replace(/, (DDS|DC|MD|CPA)$/, '');
  if (s.includes(', ')) { const [l, rest] = s.split(', ') as [string, string]; return { first: rest.split(' ')[0]!, last: l }; }
  const tok = s.split(' ');
  if (tok.length === 1) return { first: s, last: s };
  return { first: tok[0]!, last: tok.slice(1).filter((x) => !/^[A-Z]\.$/.test(x)).join(' ') };
}
const num = (t: string) => Number(t.replace(/CAD|\$|,|%|\s/g, ''));
function taxType(t: string): string | null {
  if (/^\d{2}-\d{7}$/.test(t)) return 'EIN';
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return t.startsWith('9') ? 'ITIN' : 'SSN';
  if (/^\d{9} ?RC\d{4}$/.test(t)) return 'BN';
  if (/^\d{3} \d{3} \d{3}$/.test(t)) return 'SIN';
  return null;
}
function stateOf(t: string): string | null {
  for (const s of [...STATES, ...PROVINCES]) {
    if (new RegExp(`(^|[^A-Z])${s.code}([^A-Z]|$)`).test(t) && (t === s.code || /, [A-Z]{2} /.test(t))) return s.code!;
    if (t === s.name) return s.code!;
  }
  return null;
}

/** Reading one printed text for one truth path by applications.md's rules. */
function reads(path: string, text: string, t: TruthApplication, alone: boolean): unknown {
  const leaf = path.split('.').pop()!;
  if (alone && (leaf === 'first_name' || leaf === 'last_name')) return text;
  const country = t.business_tax_id_country ?? (t.country === 'Canada' ? 'CA' : 'US');
  switch (leaf) {
    case 'legal_name': case 'trade_name': case 'role': return text;
    case 'first_name': return nameOf(text).first;
    case 'last_name': return nameOf(text).last;
    case 'type_of_entity': return entityOf(text, country);
    case 'industry': return industryOf(text);
    case 'business_tax_id': case 'tax_id': return text.replace(/[^0-9A-Z]/g, '');
    case 'business_tax_id_type': case 'tax_id_type': return taxType(text);
    case 'business_tax_id_country': case 'tax_id_country': return ['BN', 'SIN'].includes(taxType(text) ?? '') ? 'CA' : 'US';
    case 'state_region': return stateOf(text);
    case 'country': return STATES.some((s) => s.code === stateOf(text)) ? 'United States' : 'Canada';
    case 'requested_amount': case 'requested_payment': case 'ownership': case 'credit_score': case 'number_of_payments': return num(text);
    case 'payment_frequency': return text.toLowerCase().replace(/[^a-z]/g, '');
    case 'business_start_date': case 'date_of_birth': return dateOf(text);
  }
  throw new Error(`no rule for ${path}`);
}

function leaves(t: TruthApplication): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants') out.push([k, v]);
  t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) out.push([`applicants.${i}.${k}`, v]); });
  return out;
}

function validate(t: TruthApplication): void {
  const c = t.country === 'Canada' ? 'CA' : 'US';
  expect(['United States', 'Canada']).toContain(t.country);
  expect((c === 'CA' ? PROVINCES : STATES).some((s) => s.code === t.state_region)).toBe(true);
  if (t.type_of_entity) expect(ENTITIES.find((e) => e.id === t.type_of_entity)?.countries).toContain(c);
  if (t.industry) expect(INDUSTRIES.some((i) => i.id === t.industry)).toBe(true);
  if (t.business_tax_id) expect(t.business_tax_id_country).toBe(c);
  if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
  expect(t.applicants.length).toBeGreaterThan(0);
  for (const a of t.applicants) {
    expect(a.first_name && a.last_name).toBeTruthy();
    if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
    if (a.tax_id_type) expect(c === 'CA' ? ['SIN'] : ['SSN', 'ITIN']).toContain(a.tax_id_type);
  }
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
}

const sq = (s: string) => s.replace(/\s+/g, ' ').trim();
for (const layout of INDEPENDENT54_LAYOUT_NAMES) {
  describe(`independent54 ${layout}`, () => {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) for (const seed of [1, 2, 3]) {
      it(`${style} seed ${seed}`, async () => {
        const a = await build54(layout, seed, { style, scan: false });
        const b = await generateIndependent54(layout, seed, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(b.truth).toEqual(a.truth);
        const t = a.truth;
        validate(t);
        const pdf = await pdfRead(a.pdf);
        const text = sq(pdf.text);
        for (const [path, v] of leaves(t)) if (v !== null) expect(a.printed.some((p) => p.paths.includes(path)), path).toBe(true);
        for (const p of a.printed) {
          if (style === 'fillable') {
            expect(pdf.fields.get(p.field!), p.field).toBe(p.check ? 'Yes' : p.text);
            if (p.check) expect(text).toContain(p.text);
          } else expect(text, p.text).toContain(sq(p.text));
          if (style !== 'fillable') expect(pdf.fields.size).toBe(0);
          for (const path of p.paths) expect(reads(path, p.text, t, p.paths.length === 1), `${path} from "${p.text}"`).toEqual(leaves(t).find(([k]) => k === path)![1]);
        }
        if (style === 'fillable') for (const p of a.printed.filter((x) => !x.check && x.text.length > 3 && (/\d/.test(x.text) || x.paths.includes('legal_name')))) expect(text).not.toContain(` ${p.text} `);
        const truthText = new Set(leaves(t).filter(([, v]) => v !== null).map(([, v]) => squash(String(v))));
        const truthNums = new Set(leaves(t).filter(([, v]) => typeof v === 'number').map(([, v]) => v as number));
        const truthDates = new Set([t.business_start_date, ...t.applicants.map((x) => x.date_of_birth)].filter(Boolean));
        for (const d of a.decoys) {
          expect(truthText.has(squash(d.text)), `decoy ${d.key} "${d.text}"`).toBe(false);
          if (/^(CAD )?\$[\d,.]+$/.test(d.text)) expect(truthNums.has(num(d.text)), `decoy ${d.key}`).toBe(false);
          const dd = dateOf(d.text);
          if (dd) expect(truthDates.has(dd)).toBe(false);
        }
      });
    }
    it('scans: deterministic, same truth, no text layer', async () => {
      for (const style of ['typed', 'handwritten'] as const) {
        const a = await generateIndependent54(layout, 1, { style, scan: true });
        const b = await generateIndependent54(layout, 1, { style, scan: true });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(a.truth).toEqual((await generateIndependent54(layout, 1, { style, scan: false })).truth);
        expect(sq((await pdfRead(a.pdf)).text)).toBe('');
      }
    }, 120_000);
  });
}
