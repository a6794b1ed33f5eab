// Set 50: every layout x style, seeds 1-3. The truth is valid against the shared reference, generation is
// deterministic, each truth value is re-derived from its printed text by applications.md's rules and is really in the
// PDF (page text, or the AcroForm field for fillable), and no decoy is a truth value.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { buildIndependent50, generateIndependent50, INDEPENDENT50_LAYOUT_NAMES } from './index.ts';

function refDir(): string {
  for (const rel of ['../../../../shared/reference', '../../../../../shared/reference']) {
    const p = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(p)) return p;
  }
  throw new Error('shared/reference not found beside the checkout');
}
interface Item { id?: string; code?: string; label?: string; name?: string; aliases?: string[]; countries?: string[] }
const ref = (f: string): Item[] => JSON.parse(readFileSync(`${refDir()}/${f}`, 'utf8')).items;
const ENTITIES = ref('entity-types.json'), INDUSTRIES = ref('industries.json'), STATES = ref('states.json'), PROVINCES = ref('provinces.json');

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
function entityOf(text: string, country: string): string | null {
  const n = norm(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(n)) return country === 'CA' ? 'ca_corporation' : 'c_corporation';
  const hit = ENTITIES.find((e) => e.countries!.includes(country) && [e.id!, e.label!, ...(e.aliases ?? [])].some((a) => norm(a) === n));
  return hit?.id ?? null;
}
function industryOf(text: string): string | null {
  let best: [number, string] | null = null;
  for (const it of INDUSTRIES) for (const a of [it.label!, ...(it.aliases ?? [])]) {
    const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
    if (re.test(text.toLowerCase()) && (!best || a.length > best[0])) best = [a.length, it.id!];
  }
  return best?.[1] ?? null;
}
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
function dateOf(t: string): string | null {
  const p = (n: number) => String(n).padStart(2, '0');
  const yy = (y: string) => (y.length === 2 ? (Number(y) <= 30 ? 2000 : 1900) + Number(y) : Number(y));
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return t;
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(t);
  if (m) return `${yy(m[3]!)}-${p(+m[1]!)}-${p(+m[2]!)}`;
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(t);
  if (m) return `${m[3]}-${p(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${p(+m[2]!)}`;
  m = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(t);
  if (m) return `${m[3]}-${p(MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1)}-${p(+m[1]!)}`;
  return null;
}
const moneyOf = (t: string) => Number(t.replace(/CAD|\$|,|\s/g, ''));
function nameOf(t: string): [string, string] {
  const c = /^([^,]+), (?!(DDS|MD|DC)$)(.+)$/.exec(t);
  if (c) return [c[3]!.split(' ')[0]!, c[1]!];
  const parts = t.replace(/, (DDS|MD|DC)$/, '').split(' ');
  return [parts[0]!, parts.slice(1).filter((x, i) => !(i === 0 && /^[A-Z]\.$/.test(x))).join(' ')];
}
const FREQ: Record<string, string> = { daily: 'daily', weekly: 'weekly', biweekly: 'biweekly', everytwoweeks: 'biweekly', monthly: 'monthly' };
function luhn(d: string): boolean {
  let s = 0;
  for (let i = 0; i < d.length; i++) { let v = Number(d[i]) * (i % 2 ? 2 : 1); if (v > 9) v -= 9; s += v; }
  return s % 10 === 0;
}
function taxTypeOf(t: string): string | null {
  if (/^\d{2}-\d{7}$/.test(t)) return 'EIN';
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return t.startsWith('9') ? 'ITIN' : 'SSN';
  if (/^\d{3} \d{3} \d{3}$/.test(t)) return 'SIN';
  if (/^\d{9} ?RC\d{4}$/.test(t)) return 'BN';
  return null;
}
const BAD_EIN = ['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97'];
function validTax(v: string, type: string): boolean {
  if (type === 'EIN') return /^\d{9}$/.test(v) && !BAD_EIN.includes(v.slice(0, 2));
  if (type === 'SSN') return /^\d{9}$/.test(v) && !['000', '666'].includes(v.slice(0, 3)) && v[0] !== '9' && v.slice(3, 5) !== '00' && v.slice(5) !== '0000';
  if (type === 'ITIN') { const g = Number(v.slice(3, 5)); return /^9\d{8}$/.test(v) && ((g >= 50 && g <= 65) || (g >= 70 && g <= 88)); }
  if (type === 'SIN') return /^\d{9}$/.test(v) && luhn(v);
  if (type === 'BN') return /^\d{9}RC\d{4}$/.test(v) && luhn(v.slice(0, 9));
  return false;
}

/** The value a printed text gives for a truth path, by applications.md's rules (independent of the generator). */
function derive(path: string, text: string, truth: TruthApplication, whole: boolean): unknown {
  const key = path.replace(/^applicants\[\d+\]\./, '');
  const cc = truth.country === 'Canada' ? 'CA' : 'US';
  switch (key) {
    case 'legal_name': case 'role': return text;
    case 'trade_name': return ['', 'same', 'na', 'sameasabove'].includes(norm(text)) || text === truth.legal_name ? null : text;
    case 'type_of_entity': return entityOf(text, cc);
    case 'industry': return industryOf(text);
    case 'business_tax_id': case 'tax_id': return text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    case 'business_tax_id_type': case 'tax_id_type': return taxTypeOf(text);
    case 'business_tax_id_country': case 'tax_id_country': return ({ EIN: 'US', SSN: 'US', ITIN: 'US', SIN: 'CA', BN: 'CA' } as Record<string, string>)[taxTypeOf(text)!];
    case 'state_region': {
      const list = cc === 'CA' ? PROVINCES : STATES;
      const hit = list.find((s) => s.code === text || s.name === text) ?? list.find((s) => new RegExp(`, ${s.code} [0-9A-Z]`).test(text));
      return hit?.code ?? null;
    }
    case 'country': return truth.country;
    case 'requested_amount': case 'requested_payment': return moneyOf(text);
    case 'number_of_payments': case 'credit_score': return Number(text);
    case 'ownership': return Number(text.replace('%', ''));
    case 'payment_frequency': return FREQ[norm(text)] ?? null;
    case 'business_start_date': case 'date_of_birth': return dateOf(text);
    case 'first_name': return whole ? nameOf(text)[0] : text;
    case 'last_name': return whole ? nameOf(text)[1] : text;
  }
  throw new Error(`no rule for ${path}`);
}

const flat = (t: TruthApplication): [string, unknown][] => [
  ...Object.entries(t).filter(([k]) => k !== 'applicants'),
  ...t.applicants.flatMap((a, i) => Object.entries(a).map(([k, v]) => [`applicants[${i}].${k}`, v] as [string, unknown]))];
const SEEDS = process.env.I50_SEEDS ? process.env.I50_SEEDS.split(',').map(Number) : [1, 2, 3];
const squash = (s: string) => s.replace(/\s+/g, '');

describe('independent set 50', () => {
  for (const layout of INDEPENDENT50_LAYOUT_NAMES) {
    for (const seed of SEEDS) {
      it(`${layout} seed ${seed}`, async () => {
        const byStyle = new Map<string, TruthApplication>();
        for (const style of ['typed', 'handwritten', 'fillable'] as const) {
          const b = await buildIndependent50(layout, seed, { style, scan: false });
          const again = await generateIndependent50(layout, seed, { style, scan: false });
          expect(Buffer.compare(Buffer.from(b.pdf), Buffer.from(again.pdf)), `${style} deterministic`).toBe(0);
          expect(again.truth).toEqual(b.truth);
          byStyle.set(style, b.truth);
          const t = b.truth;
          // valid against the reference
          expect(t.legal_name).toBeTruthy();
          expect(t.applicants.length).toBeGreaterThan(0);
          if (t.type_of_entity) expect(ENTITIES.map((e) => e.id)).toContain(t.type_of_entity);
          if (t.industry) expect(INDUSTRIES.map((e) => e.id)).toContain(t.industry);
          expect((t.country === 'Canada' ? PROVINCES : STATES).map((s) => s.code)).toContain(t.state_region);
          if (t.business_tax_id) expect(validTax(t.business_tax_id, t.business_tax_id_type!), `business tax id ${t.business_tax_id}`).toBe(true);
          for (const a of t.applicants) {
            expect(a.first_name && a.last_name).toBeTruthy();
            if (a.tax_id) expect(validTax(a.tax_id, a.tax_id_type!), `owner tax id ${a.tax_id}`).toBe(true);
            else expect([a.tax_id_type, a.tax_id_country]).toEqual([null, null]);
            if (a.date_of_birth) expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          }
          // every printed value gives its truth by the rules, and every non-null truth value was printed
          const read = await pdfRead(b.pdf);
          const page = squash(read.text);
          const given = new Map<string, unknown[]>();
          for (const p of b.printed) {
            for (const [path, v] of Object.entries(p.fields)) {
              const whole = Object.keys(p.fields).filter((k) => /^applicants.*\.(first|last)_name$/.test(k)).length === 2;
              expect(derive(path, p.text, t, whole), `${style} ${path} from "${p.text}"`).toEqual(v);
              given.set(path, [...(given.get(path) ?? []), v]);
            }
            if (!Object.keys(p.fields).length) continue;
            if (style === 'fillable') expect(read.fields.get(p.field!), `field ${p.field} for ${p.text}`).toBe(p.expect);
            else expect(page, `${style} prints "${p.text}"`).toContain(squash(p.text));
          }
          for (const [path, v] of flat(t)) if (v !== null) expect(given.get(path) ?? [], `${style} ${path} printed`).toContain(v);
          if (style === 'fillable') expect(page).not.toContain(squash(t.legal_name!));
          // decoys are never truth values
          const truthTexts = new Set(b.printed.filter((p) => Object.values(p.fields).some((v) => v !== null)).map((p) => p.text));
          const truthDigits = [t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter(Boolean) as string[];
          const names = t.applicants.map((a) => `${a.first_name} ${a.last_name}`);
          for (const d of b.decoys) {
            expect(truthTexts.has(d.text), `decoy ${d.key} "${d.text}"`).toBe(false);
            expect(truthDigits).not.toContain(d.text.replace(/\D/g, ''));
            expect(names).not.toContain(d.text);
            expect(Object.values(t)).not.toContain(d.text);
          }
        }
        expect(byStyle.get('handwritten')).toEqual(byStyle.get('typed'));
        expect(byStyle.get('fillable')).toEqual(byStyle.get('typed'));
      });
    }
  }

  it('scans typed and handwritten forms into image-only PDFs', async () => {
    for (const [layout, style] of [[INDEPENDENT50_LAYOUT_NAMES[0]!, 'typed'], [INDEPENDENT50_LAYOUT_NAMES[2]!, 'handwritten']] as const) {
      const plain = await buildIndependent50(layout, 1, { style, scan: false });
      const scanned = await buildIndependent50(layout, 1, { style, scan: true });
      expect(scanned.truth).toEqual(plain.truth);
      const read = await pdfRead(scanned.pdf);
      expect(read.pages.length).toBe(plain.pages);
      expect(read.text.trim()).toBe('');
    }
    await expect(generateIndependent50(INDEPENDENT50_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });
});
