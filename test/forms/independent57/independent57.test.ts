// Set 57's forms: produced for every layout and style, every non-null truth value visibly printed (page text, or the
// AcroForm field when fillable) and read back from its printed text by applications.md's rules, reference codes
// valid, no decoy equal to a truth value, same bytes for the same inputs, scans image-only.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pdfRead } from '../generator/pdf-read.ts';
import { generateIndependent57, generateIndependent57Full, INDEPENDENT57_LAYOUT_NAMES } from './index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const refDir = [join(here, '../../../../shared/reference'), join(here, '../../../../../shared/reference'), '/work/shared/reference'].find((d) => existsSync(join(d, 'states.json')))!;
const ref = (f: string) => JSON.parse(readFileSync(join(refDir, f), 'utf8')).items as Record<string, unknown>[];
const STATES = ref('states.json'), PROVINCES = ref('provinces.json'), ENTITIES = ref('entity-types.json'), INDUSTRIES = ref('industries.json');

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const squash = (s: string) => s.replace(/\s+/g, '');
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
function isoOf(t: string): string | null {
  let m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(t.trim());
  const pad = (n: number) => String(n).padStart(2, '0');
  if (m) { let y = Number(m[3]); if (m[3]!.length === 2) y += y >= 30 ? 1900 : 2000; return `${y}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`; }
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(t.trim());
  return m ? `${m[3]}-${pad(MONTHS.indexOf(m[1]!.toLowerCase()) + 1)}-${pad(Number(m[2]))}` : null;
}
function moneyOf(t: string): number | null {
  const s = t.replace(/CAD/i, '').replace(/[$,\s]/g, '');
  const m = /^(\d+(?:\.\d+)?)([kK]?)$/.exec(s);
  return m ? Number(m[1]) * (m[2] ? 1000 : 1) : null;
}
function industryOf(t: string): string | null {
  let best: [number, string] | null = null;
  for (const it of INDUSTRIES) for (const a of [it.label as string, ...((it.aliases as string[]) ?? [])]) {
    const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
    if (re.test(t.toLowerCase()) && (!best || a.length > best[0])) best = [a.length, it.id as string];
  }
  return best?.[1] ?? null;
}
function entityIds(t: string, country: string): string[] {
  return ENTITIES.filter((e) => (e.countries as string[]).includes(country) && [e.id as string, e.label as string, ...(e.aliases as string[])].some((a) => norm(a) === norm(t))).map((e) => e.id as string);
}
function nameParts(t: string): [string, string] {
  if (t.includes(',')) { const [l, f] = t.split(',').map((x) => x.trim()); return [f!.split(' ')[0]!, l!]; }
  const w = t.split(' ').filter((x) => !/^[A-Z]\.$/.test(x));
  return [w[0]!, w.slice(1).join(' ')];
}

/** What applications.md's rules read from one printed text, for one truth path. */
function reads(path: string, text: string, country: string): unknown {
  const leaf = path.replace(/^applicants\[\d+\]\./, '');
  switch (leaf) {
    case 'legal_name': case 'role': return text;
    case 'trade_name': return ['same', 'n/a', ''].includes(text.toLowerCase()) ? null : text;
    case 'type_of_entity': return entityIds(text, country);
    case 'industry': return industryOf(text);
    case 'business_tax_id': case 'tax_id': return text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    case 'business_tax_id_type': case 'tax_id_type': {
      if (/^\d{2}-\d{7}$/.test(text)) return 'EIN';
      if (/^\d{3}-\d{2}-\d{4}$/.test(text)) return text.startsWith('9') ? 'ITIN' : 'SSN';
      if (/^\d{9} ?R[A-Z]\d{4}$/.test(text)) return 'BN';
      return /^\d{3} \d{3} \d{3}$/.test(text) ? 'SIN' : null;
    }
    case 'business_tax_id_country': case 'tax_id_country': return /^\d{2}-\d{7}$|^\d{3}-\d{2}-\d{4}$/.test(text) ? 'US' : 'CA';
    case 'state_region': return text.split(/[\s,]+/).find((w) => (country === 'CA' ? PROVINCES : STATES).some((s) => s.code === w)) ?? null;
    case 'country': return country === 'CA' ? 'Canada' : 'United States';
    case 'requested_amount': case 'requested_payment': return moneyOf(text);
    case 'number_of_payments': case 'credit_score': case 'ownership': return Number(text.replace(/[%\s]/g, ''));
    case 'payment_frequency': return text.toLowerCase().replace(/[^a-z]/g, '');
    case 'business_start_date': case 'date_of_birth': return isoOf(text);
    case 'first_name': return nameParts(text)[0];
    case 'last_name': return nameParts(text)[1];
    default: throw new Error(`no rule for ${path}`);
  }
}

function truthEntries(t: Record<string, unknown>): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [k, v] of Object.entries(t)) {
    if (k === 'applicants') (v as Record<string, unknown>[]).forEach((a, i) => { for (const [ak, av] of Object.entries(a)) out.push([`applicants[${i}].${ak}`, av]); });
    else out.push([k, v]);
  }
  return out.filter(([, v]) => v !== null);
}

const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);
describe.each(INDEPENDENT57_LAYOUT_NAMES.map((l) => [l]))('independent57 %s', (layout) => {
  for (const style of ['typed', 'handwritten', 'fillable'] as const) {
    it(`${style}: every truth value printed and read back, decoys apart`, async () => {
      for (const seed of SEEDS) {
        const g = await generateIndependent57Full(layout, seed, { style, scan: false });
        expect(new TextDecoder().decode(g.pdf.slice(0, 5))).toBe('%PDF-');
        const page = await pdfRead(g.pdf);
        const text = squash(page.text);
        const country = g.merchant.country;
        const at = `${layout}/${style}/${seed}`;
        // each printed value is visible: in the page text, or in its AcroForm field when fillable
        for (const p of g.printed) {
          if (style === 'fillable' && p.check) expect(page.fields.get(p.field!), `${at} ${p.path}`).toBe('Yes');
          else if (style === 'fillable') expect(page.fields.get(p.field!), `${at} ${p.path}`).toBe(p.text);
          expect(p.check || style !== 'fillable' ? text.includes(squash(p.text)) : true, `${at} ${p.path} "${p.text}" on the page`).toBe(true);
          const want = (truthEntries(g.truth as unknown as Record<string, unknown>).find(([k]) => k === p.path) ?? [p.path, null])[1];
          const got = reads(p.path, p.text, country);
          if (p.path === 'type_of_entity') expect(got as string[], `${at} entity "${p.text}"`).toContain(want);
          else expect(got, `${at} ${p.path} from "${p.text}"`).toEqual(want);
        }
        if (style === 'fillable') {
          expect(text.includes(squash(g.truth.legal_name!)), `${at} fillable page text holds no value`).toBe(false);
          for (const d of g.decoys.filter((x) => x.text.length > 4)) expect(text.includes(squash(d.text)), `${at} decoy ${d.key} in page text`).toBe(false);
        }
        // every non-null truth value has a printed source; reference codes valid
        const printedPaths = new Set(g.printed.map((p) => p.path));
        for (const [k] of truthEntries(g.truth as unknown as Record<string, unknown>)) expect(printedPaths.has(k), `${at} ${k} printed`).toBe(true);
        const t = g.truth;
        expect(t.legal_name).toBeTruthy();
        expect(t.applicants.length).toBeGreaterThan(0);
        if (t.state_region) expect((country === 'CA' ? PROVINCES : STATES).some((s) => s.code === t.state_region), at).toBe(true);
        if (t.type_of_entity) expect(ENTITIES.find((e) => e.id === t.type_of_entity)?.countries as string[], at).toContain(country);
        if (t.industry) expect(INDUSTRIES.some((i) => i.id === t.industry), at).toBe(true);
        if (t.country) expect(t.country).toBe(country === 'CA' ? 'Canada' : 'United States');
        // no decoy is a truth value
        const strings = new Set<string>(), numbers = new Set<number>(), ids = new Set<string>();
        for (const [k, v] of truthEntries(t as unknown as Record<string, unknown>)) {
          if (typeof v === 'string' && v.length > 2) strings.add(norm(v));
          if (typeof v === 'number' && /amount|payment/.test(k)) numbers.add(v);
          if (/tax_id$/.test(k)) ids.add(String(v));
        }
        for (const a of t.applicants) strings.add(norm(`${a.first_name} ${a.last_name}`));
        for (const d of g.decoys) {
          expect(strings.has(norm(d.text)), `${at} decoy ${d.key} "${d.text}"`).toBe(false);
          const mv = moneyOf(d.text);
          if (mv !== null) expect(numbers.has(mv), `${at} decoy ${d.key} amount`).toBe(false);
          expect(ids.has(d.text.replace(/\W/g, '')), `${at} decoy ${d.key} number`).toBe(false);
        }
      }
    }, 120_000);
  }

  it('same inputs give the same bytes', async () => {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      const a = await generateIndependent57(layout, 7, { style, scan: false });
      const b = await generateIndependent57(layout, 7, { style, scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), style).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
  }, 60_000);
});

describe('independent57 scans', () => {
  it.each([['sunbelt', 'handwritten'], ['northbound_ca', 'typed']] as const)('%s %s scanned is image-only with the same truth', async (layout, style) => {
    const plain = await generateIndependent57(layout, 3, { style, scan: false });
    const scanned = await generateIndependent57(layout, 3, { style, scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const read = await pdfRead(scanned.pdf);
    expect(read.text.includes(plain.truth.legal_name!)).toBe(false);
    const again = await generateIndependent57(layout, 3, { style, scan: true });
    expect(Buffer.from(again.pdf).equals(Buffer.from(scanned.pdf))).toBe(true);
  }, 180_000);
  it('fillable is never scanned', async () => {
    const f = await generateIndependent57('bayside', 2, { style: 'fillable', scan: true });
    expect((await pdfRead(f.pdf)).fields.size).toBeGreaterThan(10);
  }, 60_000);
});
