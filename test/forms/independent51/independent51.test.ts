// Set 51: every layout x style x seed 1-3 gives a truth valid against the shared reference, the same PDF twice, every
// truth value really printed (page text, or the AcroForm fields of a fillable form) in a form that reads back to it by
// applications.md's rules, and no decoy among the truth's values.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pdfRead, type PdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent51, generateIndependent51Detailed, INDEPENDENT51_LAYOUT_NAMES } from './index.ts';
import { INDUSTRIES } from './merchant.ts';
import type { Loc } from './sheet.ts';

function referenceDir(): string {
  for (const up of ['../../../../shared/reference', '../../../../../shared/reference']) {
    const p = fileURLToPath(new URL(up, import.meta.url));
    if (existsSync(p)) return p;
  }
  throw new Error('shared/reference not found beside the checkout');
}
const REF = referenceDir();
const items = (f: string) => (JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: Record<string, unknown>[] }).items;
const ENTITIES = items('entity-types.json') as { id: string; label: string; aliases: string[]; countries: string[] }[];
const INDUSTRY_REF = items('industries.json') as { id: string; label: string; aliases: string[] }[];
const STATES = new Set((items('states.json') as { code: string }[]).map((s) => s.code));
const PROVINCES = new Set((items('provinces.json') as { code: string }[]).map((s) => s.code));

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function entityOf(text: string, country: string): string[] {
  return ENTITIES.filter((e) => e.countries.includes(country) && [e.id, e.label, ...e.aliases].some((n) => norm(n) === norm(text))).map((e) => e.id);
}
function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRY_REF) for (const n of [it.label, ...it.aliases]) {
    if (new RegExp(`(?<![A-Za-z0-9])${esc(n)}(?![A-Za-z0-9])`, 'i').test(text) && (!best || n.length > best.len)) best = { id: it.id, len: n.length };
  }
  return best?.id ?? null;
}
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
function parseDate(t: string): string | null {
  const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  let a = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})$/.exec(t);
  if (a) { const y = Number(a[3]); return iso(a[3]!.length === 2 ? (y < 40 ? 2000 + y : 1900 + y) : y, Number(a[1]), Number(a[2])); }
  a = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (a) return iso(Number(a[1]), Number(a[2]), Number(a[3]));
  a = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(t);
  if (a) return iso(Number(a[3]), MONTHS.indexOf(a[1]!.slice(0, 3).toLowerCase()) + 1, Number(a[2]));
  return null;
}
const money = (t: string) => Number(t.replace(/CAD|\$|,|\s/g, ''));
function freqOf(t: string): string | null {
  const k = norm(t);
  if (['daily', 'dly', 'd'].includes(k)) return 'daily';
  if (['weekly', 'wkly', 'wk', 'w'].includes(k)) return 'weekly';
  if (['biweekly', 'biwkly', 'biwk', 'bw'].includes(k)) return 'biweekly';
  if (['monthly', 'mthly', 'mo', 'm'].includes(k)) return 'monthly';
  return null;
}
function nameOf(t: string): { first: string; last: string } {
  if (t.includes(',')) { const [last, rest] = t.split(', '); return { first: rest!.split(' ')[0]!, last: last! }; }
  const w = t.split(' ');
  const rest = w.slice(1);
  if (/^[A-Z]\.?$/.test(rest[0] ?? '') && rest.length > 1) rest.shift();
  return { first: w[0]!, last: rest.join(' ') };
}
function taxTypeOf(t: string): string | null {
  if (/^\d{2}-\d{7}$/.test(t)) return 'EIN';
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return t.startsWith('9') ? 'ITIN' : 'SSN';
  if (/^\d{9} RC\d{4}$/.test(t)) return 'BN';
  if (/^\d{3} \d{3} \d{3}$/.test(t)) return 'SIN';
  return null;
}
function luhn(d: string): boolean {
  let sum = 0;
  for (let i = 0; i < d.length; i++) { let v = Number(d[d.length - 1 - i]) * (i % 2 ? 2 : 1); if (v > 9) v -= 9; sum += v; }
  return sum % 10 === 0;
}
const EIN_BAD = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);
function validTax(id: string, type: string): boolean {
  if (type === 'EIN') return /^\d{9}$/.test(id) && !EIN_BAD.has(id.slice(0, 2));
  if (type === 'SSN') return /^\d{9}$/.test(id) && !['000', '666'].includes(id.slice(0, 3)) && id[0] !== '9' && id.slice(3, 5) !== '00' && id.slice(5) !== '0000';
  if (type === 'ITIN') { const g = Number(id.slice(3, 5)); return /^9\d{8}$/.test(id) && ((g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || g >= 94); }
  if (type === 'SIN') return /^\d{9}$/.test(id) && luhn(id);
  if (type === 'BN') return /^\d{9}RC\d{4}$/.test(id) && luhn(id.slice(0, 9));
  return false;
}

/** Each truth value against the printed text it came from. */
function checkValue(path: string, v: unknown, loc: Loc, country: string): void {
  const text = loc.text;
  const f = path.replace(/^applicants\.\d+\./, '');
  const at = `${path} from "${text}"`;
  if (['legal_name', 'trade_name', 'role'].includes(f)) expect(text, at).toBe(v);
  else if (f === 'first_name') expect(nameOf(text).first, at).toBe(v);
  else if (f === 'last_name') expect(loc.paths.some((p) => p.endsWith('first_name')) ? nameOf(text).last : text, at).toBe(v);
  else if (f === 'type_of_entity') expect(entityOf(text, country), at).toEqual([v]);
  else if (f === 'industry') expect(industryOf(text), at).toBe(v);
  else if (['business_tax_id', 'tax_id'].includes(f)) expect(text.replace(/[^0-9A-Za-z]/g, '').toUpperCase(), at).toBe(v);
  else if (['business_tax_id_type', 'tax_id_type'].includes(f)) expect(taxTypeOf(text), at).toBe(v);
  else if (['business_tax_id_country', 'tax_id_country'].includes(f)) expect(['BN', 'SIN'].includes(taxTypeOf(text)!) ? 'CA' : 'US', at).toBe(v);
  else if (f === 'state_region') expect(text.split(/[\s,]+/), at).toContain(v);
  else if (f === 'country') {
    expect(text.split(/[\s,]+/).some((w) => (country === 'CA' ? PROVINCES : STATES).has(w)), at).toBe(true);
    expect(v, at).toBe(country === 'CA' ? 'Canada' : 'United States');
  }
  else if (['requested_amount', 'requested_payment'].includes(f)) expect(money(text), at).toBe(v);
  else if (['number_of_payments', 'ownership', 'credit_score'].includes(f)) expect(parseFloat(text), at).toBe(v);
  else if (f === 'payment_frequency') expect(freqOf(text), at).toBe(v);
  else if (['business_start_date', 'date_of_birth'].includes(f)) expect(parseDate(text), at).toBe(v);
  else throw new Error(`unchecked field ${path}`);
}

function truthValues(t: TruthApplication): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) out.push([k, v]);
  t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) out.push([`applicants.${i}.${k}`, v]); });
  return out;
}

function checkValid(t: TruthApplication, country: string): void {
  expect(t.legal_name).toBeTruthy();
  expect(t.applicants.length).toBeGreaterThan(0);
  if (t.type_of_entity) expect(ENTITIES.find((e) => e.id === t.type_of_entity)?.countries).toContain(country);
  if (t.industry) expect(INDUSTRY_REF.map((i) => i.id)).toContain(t.industry);
  expect(t.country).toBe(country === 'CA' ? 'Canada' : 'United States');
  expect((country === 'CA' ? PROVINCES : STATES).has(t.state_region!)).toBe(true);
  expect(t.business_tax_id_country).toBe(country);
  expect(validTax(t.business_tax_id!, t.business_tax_id_type!), `${t.business_tax_id} ${t.business_tax_id_type}`).toBe(true);
  if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
  let own = 0;
  for (const a of t.applicants) {
    expect(a.first_name && a.last_name).toBeTruthy();
    if (a.tax_id) expect(validTax(a.tax_id, a.tax_id_type!), `${a.tax_id} ${a.tax_id_type}`).toBe(true);
    else expect([a.tax_id_type, a.tax_id_country]).toEqual([null, null]);
    own += a.ownership ?? 0;
  }
  expect(own).toBeLessThanOrEqual(100);
}

function checkPrinted(t: TruthApplication, locs: Loc[], read: PdfRead, fillable: boolean, country: string): void {
  const page = squash(read.text);
  for (const [path, v] of truthValues(t)) {
    const loc = locs.find((l) => l.paths.includes(path));
    expect(loc, `no location for ${path}`).toBeTruthy();
    if (fillable) {
      expect(read.fields.get(loc!.field!), `${path} in field ${loc!.field}`).toBe(loc!.on ?? loc!.text);
      if (loc!.on) expect(page).toContain(loc!.text);
    } else expect(page, `${path}: "${loc!.text}" on the page`).toContain(squash(loc!.text));
    checkValue(path, v, loc!, country);
  }
  if (fillable) {
    for (const l of locs) if (!l.on && l.text.length >= 6) expect(page, `fillable value "${l.text}" drawn`).not.toMatch(new RegExp(`(?<![A-Za-z0-9])${esc(l.text)}(?![A-Za-z0-9])`));
  }
}

const STYLES = ['typed', 'handwritten', 'fillable'] as const;

describe('independent51 forms', () => {
  it('has 7 layouts, and the industry texts read to their ids by the longest-alias rule', () => {
    expect(INDEPENDENT51_LAYOUT_NAMES.length).toBe(7);
    for (const i of INDUSTRIES) expect(industryOf(i.text), i.text).toBe(i.id);
  });
  for (const layout of INDEPENDENT51_LAYOUT_NAMES) {
    it(`${layout}: valid, deterministic, printed, no decoys in the truth`, async () => {
      for (const seed of [1, 2, 3]) {
        let first: TruthApplication | null = null;
        for (const style of STYLES) {
          const g = await generateIndependent51Detailed(layout, seed, { style, scan: false });
          const again = await generateIndependent51(layout, seed, { style, scan: false });
          expect(Buffer.from(again.pdf).equals(Buffer.from(g.pdf)), `${layout} ${seed} ${style} deterministic`).toBe(true);
          first ??= g.truth;
          expect(g.truth, `${style}: the same merchant in every style`).toEqual(first);
          checkValid(g.truth, g.country);
          checkPrinted(g.truth, g.locations, await pdfRead(g.pdf), style === 'fillable', g.country);
          const values = new Set(truthValues(g.truth).map(([, v]) => norm(String(v))));
          for (const d of g.decoys) expect(values.has(norm(d)), `decoy "${d}" is a truth value`).toBe(false);
          const amounts = [g.truth.requested_amount, g.truth.requested_payment];
          for (const d of g.decoys) if (/^\$?[\d,]+(\.\d\d)?$/.test(d)) expect(amounts).not.toContain(money(d));
        }
      }
    });
  }
  it('scans a typed and a handwritten form deterministically, no text layer left', async () => {
    for (const style of ['typed', 'handwritten'] as const) {
      const a = await generateIndependent51('fastlane-quickapp', 2, { style, scan: true });
      const b = await generateIndependent51('fastlane-quickapp', 2, { style, scan: true });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(squash((await pdfRead(a.pdf)).text)).not.toContain(a.truth.legal_name!);
    }
  });
});
