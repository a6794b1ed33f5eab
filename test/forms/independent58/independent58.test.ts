// Set 58's forms: every layout and style produces a PDF whose truth values are all printed (page text, or AcroForm
// fields on fillable forms), read back to the same value, name valid reference codes, and are never a decoy's value.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { INDEPENDENT58_LAYOUT_NAMES, generateIndependent58, generateIndependent58Detailed } from './index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const refDir = [join(here, '../../../../shared/reference'), join(here, '../../../../../shared/reference'), '/work/shared/reference'].find((d) => existsSync(join(d, 'states.json')))!;
interface Item { id?: string; code?: string; label?: string; countries?: string[]; aliases?: string[] }
const ref = (f: string) => (JSON.parse(readFileSync(join(refDir, f), 'utf8')) as { items: Item[] }).items;
const ENTITIES = ref('entity-types.json'), INDUSTRIES = ref('industries.json'), STATES = ref('states.json'), PROVINCES = ref('provinces.json');

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
function entityId(text: string, country: string): string[] {
  return ENTITIES.filter((e) => e.countries!.includes(country) && [e.id!, e.label!, ...(e.aliases ?? [])].some((a) => norm(a) === norm(text))).map((e) => e.id!);
}
function industryId(text: string): string | null {
  let best: [string, number] | null = null;
  for (const i of INDUSTRIES) for (const a of [i.label!, ...(i.aliases ?? [])]) {
    const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}($|[^a-z0-9])`);
    if (re.test(text.toLowerCase()) && (!best || a.length > best[1])) best = [i.id!, a.length];
  }
  return best?.[0] ?? null;
}
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
function isoOf(s: string): string | null {
  const p = (n: number) => String(n).padStart(2, '0');
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) return s;
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(s);
  if (m) { const y = m[3]!.length === 2 ? (Number(m[3]) > 26 ? 1900 : 2000) + Number(m[3]) : Number(m[3]); return `${y}-${p(Number(m[1]))}-${p(Number(m[2]))}`; }
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(s);
  if (m) return `${m[3]}-${p(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${p(Number(m[2]))}`;
  return null;
}
const moneyOf = (s: string) => Number(s.replace(/CAD|\$|,|\s/g, ''));

/** The truth's leaves that must be printed somewhere (country, tax-id types and countries are derived). */
function leaves(t: TruthApplication): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null && !/country|_type$/.test(k)) out.push([k, v]);
  t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null && !/country|_type$/.test(k)) out.push([`applicants[${i}].${k}`, v]); });
  return out;
}

function reads(path: string, text: string, v: unknown, country: string): boolean {
  const f = path.replace(/^applicants\[\d+\]\./, '');
  switch (f) {
    case 'legal_name': case 'trade_name': case 'role': return text === v;
    case 'first_name': case 'last_name': return text.includes(String(v));
    case 'type_of_entity': return entityId(text.replace(/:$/, ''), country).length === 1 && entityId(text, country)[0] === v;
    case 'industry': return industryId(text) === v;
    case 'business_tax_id': case 'tax_id': return text.replace(/[^0-9A-Z]/gi, '').toUpperCase() === v;
    case 'state_region': return new RegExp(`\\b${String(v)}\\b`).test(text);
    case 'requested_amount': case 'requested_payment': return moneyOf(text) === v;
    case 'number_of_payments': case 'credit_score': return Number(text) === v;
    case 'ownership': return Number(text.replace('%', '')) === v;
    case 'payment_frequency': return text.toLowerCase().replace('-', '') === v;
    case 'business_start_date': case 'date_of_birth': return isoOf(text) === v;
    default: return false;
  }
}

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5, 6];

describe('independent set 58 (renewal, refinance and add-on applications)', () => {
  it('has seven layouts', () => expect(INDEPENDENT58_LAYOUT_NAMES).toHaveLength(7));

  for (const layout of INDEPENDENT58_LAYOUT_NAMES) for (const style of STYLES) {
    it(`${layout} ${style}: truth printed, read back, valid, never a decoy`, async () => {
      for (const seed of SEEDS) {
        const d = await generateIndependent58Detailed(layout, seed, { style, scan: false });
        expect(Buffer.from(d.pdf.slice(0, 5)).toString()).toBe('%PDF-');
        const read = await pdfRead(d.pdf);
        const page = squash(read.text);
        const t = d.truth;
        const at = `${layout}/${style}/${seed}`;
        // Every printed truth value is on the page (paper styles) or in its field (fillable).
        for (const p of d.printed) {
          if (style === 'fillable') {
            expect(p.field, at).toBeDefined();
            const v = read.fields.get(p.field!);
            if (p.check) expect(v, `${at} ${p.text}`).toBe('Yes'); else expect(v, `${at} ${p.field}`).toBe(p.text);
            const esc = squash(p.text).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
            if (!p.check && p.text.length > 6) expect(new RegExp(`(^|\\W)${esc}($|\\W)`).test(page), `${at} value in page text: ${p.text}`).toBe(false);
          } else {
            expect(page.includes(squash(p.text)), `${at} printed: ${p.text}`).toBe(true);
          }
        }
        // Every non-null truth leaf comes from a printed value that reads back to it.
        for (const [path, v] of leaves(t)) {
          const src = d.printed.filter((p) => p.paths.includes(path));
          expect(src.length, `${at} ${path} printed`).toBeGreaterThan(0);
          expect(src.some((p) => reads(path, p.text, v, d.country)), `${at} ${path}=${String(v)} from ${src.map((p) => p.text).join(' | ')}`).toBe(true);
        }
        // Reference codes.
        if (t.type_of_entity) expect(ENTITIES.find((e) => e.id === t.type_of_entity)?.countries, at).toContain(d.country);
        if (t.industry) expect(INDUSTRIES.some((i) => i.id === t.industry), at).toBe(true);
        if (t.state_region) expect((d.country === 'CA' ? PROVINCES : STATES).some((s) => s.code === t.state_region), at).toBe(true);
        expect(t.country, at).toBe(d.country === 'CA' ? 'Canada' : 'United States');
        if (t.business_tax_id) expect(t.business_tax_id_country, at).toBe(d.country);
        expect(t.applicants.length, at).toBeGreaterThan(0);
        for (const a of t.applicants) if (a.tax_id) expect(a.tax_id_type, at).toBe(d.country === 'CA' ? 'SIN' : a.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
        // No decoy is a truth value.
        const strings = new Set<string>();
        for (const [, v] of leaves(t)) strings.add(norm(String(v)));
        for (const a of t.applicants) if (a.first_name && a.last_name) strings.add(norm(`${a.first_name} ${a.last_name}`));
        for (const dc of d.decoys) {
          expect(strings.has(norm(dc)), `${at} decoy ${dc}`).toBe(false);
          const n = moneyOf(dc);
          if (/\d/.test(dc) && Number.isFinite(n)) expect([t.requested_amount, t.requested_payment].includes(n), `${at} decoy money ${dc}`).toBe(false);
          for (const a of t.applicants) if (a.first_name && a.last_name) expect(dc.includes(a.first_name) && dc.includes(a.last_name), `${at} decoy names an applicant: ${dc}`).toBe(false);
        }
      }
    });
  }

  it('is deterministic and scans typed and handwritten pages to images', async () => {
    for (const layout of INDEPENDENT58_LAYOUT_NAMES) {
      const a = await generateIndependent58(layout, 11, { style: 'handwritten', scan: false });
      const b = await generateIndependent58(layout, 11, { style: 'handwritten', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      const f = await generateIndependent58(layout, 11, { style: 'fillable', scan: true });
      expect((await pdfRead(f.pdf)).fields.size).toBeGreaterThan(0);
    }
    for (const style of ['typed', 'handwritten'] as const) {
      const s = await generateIndependent58(INDEPENDENT58_LAYOUT_NAMES[style === 'typed' ? 1 : 2]!, 7, { style, scan: true });
      const r = await pdfRead(s.pdf);
      expect(r.text.trim()).toBe('');
      expect(r.fields.size).toBe(0);
    }
  }, 120_000);
});
