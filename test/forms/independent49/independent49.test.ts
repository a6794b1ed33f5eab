// Set 49's forms: the truth is valid against the shared reference, generation is deterministic, every truth value
// is really printed (page text, or the AcroForm fields of the fillable style), and no decoy is a truth value.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { INDEPENDENT49_LAYOUT_NAMES, generateIndependent49, generateIndependent49Detail } from './index.ts';
import type { Printed } from './draw.ts';

const REF = ['../../../../shared/reference', '../../../../../shared/reference'].map((p) => fileURLToPath(new URL(p, import.meta.url))).find((p) => existsSync(p));
if (!REF) throw new Error('the shared reference folder (../shared/reference beside the checkout) is missing');
type Item = { id?: string; code?: string; label?: string; countries?: string[]; aliases?: string[] };
const ref = (name: string): Item[] => (JSON.parse(readFileSync(join(REF, name), 'utf8')) as { items: Item[] }).items;
const ENTITIES = ref('entity-types.json'), INDUSTRIES = ref('industries.json');
const STATES = new Set(ref('states.json').map((s) => s.code)), PROVINCES = new Set(ref('provinces.json').map((s) => s.code));

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
/** applications.md: the entity whose id, label or alias equals the printed text (case and punctuation ignored), by country. */
function entityOf(text: string, country: string): string[] {
  const t = squash(text);
  return ENTITIES.filter((e) => e.countries!.includes(country) && [e.id!, e.label!, ...e.aliases!].some((a) => squash(a) === t)).map((e) => e.id!);
}
/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [number, string] | null = null;
  for (const i of INDUSTRIES) for (const a of [i.label!, ...i.aliases!]) {
    const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
    if (re.test(text.toLowerCase()) && (!best || a.length > best[0])) best = [a.length, i.id!];
  }
  return best?.[1] ?? null;
}
function luhn(d: string): boolean {
  let sum = 0;
  for (let i = 0; i < d.length; i++) { let v = Number(d[i]); if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; } sum += v; }
  return sum % 10 === 0;
}
const BAD_EIN = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);
function taxIdOk(id: string, type: string): boolean {
  if (type === 'EIN') return /^\d{9}$/.test(id) && !BAD_EIN.has(id.slice(0, 2));
  if (type === 'SSN') return /^\d{9}$/.test(id) && !['000', '666'].includes(id.slice(0, 3)) && id[0] !== '9' && id.slice(3, 5) !== '00' && id.slice(5) !== '0000';
  if (type === 'ITIN') { const g = Number(id.slice(3, 5)); return /^9\d{8}$/.test(id) && ((g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || g >= 94); }
  if (type === 'SIN') return /^\d{9}$/.test(id) && luhn(id);
  if (type === 'BN') return /^\d{9}RC\d{4}$/.test(id) && luhn(id.slice(0, 9));
  return false;
}
function isoOf(text: string): string | null {
  const M = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  let m = /^(\d{4})-(\d\d)-(\d\d)$/.exec(text);
  if (m) return text;
  const p = (n: number) => String(n).padStart(2, '0');
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(text);
  if (m) { const y = m[3]!.length === 2 ? (Number(m[3]) > 30 ? 1900 : 2000) + Number(m[3]) : Number(m[3]); return `${y}-${p(Number(m[1]))}-${p(Number(m[2]))}`; }
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  if (m) return `${m[3]}-${p(M.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${p(Number(m[2]))}`;
  return null;
}
/** The truth's non-null values by path. */
function flat(t: TruthApplication): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) out.set(k, v);
  t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) out.set(`applicants[${i}].${k}`, v); });
  return out;
}
/** The printed text gives the truth value by applications.md's rule for its field. */
function gives(path: string, text: string, v: unknown): boolean {
  const key = path.replace(/^applicants\[\d+\]\./, '');
  if (/_(type|country)$/.test(key)) return true; // from the tax ID's format or label, checked with the tax ID
  if (['requested_amount', 'requested_payment'].includes(key)) return Number(text.replace(/CAD|[$,\s]/g, '')) === v;
  if (['number_of_payments', 'credit_score', 'ownership'].includes(key)) return parseFloat(text) === v;
  if (['business_tax_id', 'tax_id'].includes(key)) return text.replace(/[^0-9A-Za-z]/g, '').toUpperCase() === v;
  if (['business_start_date', 'date_of_birth'].includes(key)) return isoOf(text) === v;
  if (key === 'first_name' || key === 'last_name') return text.includes(String(v));
  return text === v;
}

const STYLES = ['typed', 'handwritten', 'fillable'] as const;

describe('independent49 forms', () => {
  it('has seven layouts', () => expect(INDEPENDENT49_LAYOUT_NAMES).toHaveLength(7));
  for (const layout of INDEPENDENT49_LAYOUT_NAMES) {
    it(`${layout}: valid, deterministic, printed, no decoy taken (seeds 1-3, all styles)`, async () => {
      for (const seed of [1, 2, 3]) {
        const truths: TruthApplication[] = [];
        for (const style of STYLES) {
          const g = await generateIndependent49Detail(layout, seed, { style, scan: false });
          const again = await generateIndependent49(layout, seed, { style, scan: false });
          expect(Buffer.from(again.pdf).equals(Buffer.from(g.pdf)), `${layout} ${seed} ${style} deterministic`).toBe(true);
          truths.push(g.truth);
          const t = g.truth, where = `${layout} seed ${seed} ${style}`;
          // Valid against the reference.
          expect(['United States', 'Canada'], where).toContain(t.country);
          const cc = t.country === 'Canada' ? 'CA' : 'US';
          expect((cc === 'US' ? STATES : PROVINCES).has(t.state_region!), where).toBe(true);
          expect(t.business_tax_id_country, where).toBe(cc);
          expect(taxIdOk(t.business_tax_id!, t.business_tax_id_type!), `${where} business tax id`).toBe(true);
          expect(t.legal_name && t.requested_amount && t.applicants.length, where).toBeTruthy();
          for (const a of t.applicants) {
            expect(a.first_name && a.last_name, where).toBeTruthy();
            if (a.tax_id) expect(taxIdOk(a.tax_id, a.tax_id_type!), `${where} owner tax id`).toBe(true);
            else expect([a.tax_id_type, a.tax_id_country], where).toEqual([null, null]);
          }
          expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0), where).toBeLessThanOrEqual(100);
          const byPath = new Map<string, Printed[]>();
          for (const p of g.printed) byPath.set(p.path, [...(byPath.get(p.path) ?? []), p]);
          const entityTexts = (byPath.get('type_of_entity') ?? []).map((p) => p.text);
          expect(entityTexts.some((x) => entityOf(x, cc).includes(t.type_of_entity!)), `${where} entity ${entityTexts}`).toBe(true);
          expect(industryOf(byPath.get('industry')![0]!.text), where).toBe(t.industry);
          // Every non-null value printed, and the printed text gives it.
          const read = await pdfRead(g.pdf);
          const text = read.text.replace(/\s+/g, ' ');
          for (const [path, v] of flat(t)) {
            if (path === 'country' && cc === 'US') continue; // not printed on US forms: from the state and tax ID
            const ps = byPath.get(path) ?? [];
            expect(ps.length, `${where} ${path} printed`).toBeGreaterThan(0);
            for (const p of ps) {
              if (style === 'fillable') {
                expect(p.field, `${where} ${path} field`).toBeTruthy();
                expect(read.fields.get(p.field!), `${where} ${path} in ${p.field}`).toBe(p.on ?? p.text);
                if (!p.check && p.text.length >= 6 && /legal_name|trade_name|tax_id$|_date|date_of_birth|requested_amount/.test(path)) {
                  const re = new RegExp(`(^|\\W)${p.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\W|$)`);
                  expect(re.test(text), `${where} ${path} "${p.text}" not drawn on the page`).toBe(false);
                }
              } else {
                expect(text.includes(p.text), `${where} ${path} "${p.text}" on the page`).toBe(true);
              }
              if (!p.check && path !== 'type_of_entity' && path !== 'industry') expect(gives(path, p.text, v), `${where} ${path} "${p.text}" gives ${String(v)}`).toBe(true);
            }
          }
          // No decoy is a truth value.
          const values = [...flat(t).values()].map((v) => squash(String(v)));
          for (const d of g.decoys) expect(values, `${where} decoy ${d}`).not.toContain(squash(d));
        }
        expect(truths[1], `${layout} ${seed}: one merchant in every style`).toEqual(truths[0]);
        expect(truths[2]).toEqual(truths[0]);
      }
    });
  }
  it('scans typed and handwritten forms (image-only pages, same truth, deterministic)', async () => {
    for (const [layout, style] of [['atlas_photocopy_blanks', 'handwritten'], ['maple_north_canada', 'typed']] as const) {
      const plain = await generateIndependent49(layout, 1, { style, scan: false });
      const a = await generateIndependent49(layout, 1, { style, scan: true });
      const b = await generateIndependent49(layout, 1, { style, scan: true });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(plain.truth);
      const read = await pdfRead(a.pdf);
      expect(read.pages.length).toBe((await pdfRead(plain.pdf)).pages.length);
      expect(read.text.includes(plain.truth.legal_name!)).toBe(false);
    }
    await expect(generateIndependent49('keystone_word_grid', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120_000); // (Rasterising and degrading every layout's pages: 20-55 s on two shared cores.)
});
