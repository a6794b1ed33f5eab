// Set 60: every layout and style at a few seeds gives a PDF whose truth is what was printed (page text, or AcroForm
// fields when fillable), whose reference codes are valid, and whose decoys never equal a truth value.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { INDEPENDENT60_LAYOUT_NAMES, generateIndependent60, generateIndependent60Detailed } from './index.ts';
import { luhnComplete } from './merchant.ts';
import type { Printed } from './draw.ts';

const here = dirname(fileURLToPath(import.meta.url));
const refDir = ['../../../../shared/reference', '../../../../../shared/reference'].map((p) => join(here, p)).find((p) => existsSync(join(p, 'states.json')));
if (!refDir) throw new Error('shared/reference not found');
interface RefItem { id: string; label: string; aliases?: string[]; countries?: string[] }
const load = (f: string) => JSON.parse(readFileSync(join(refDir, f), 'utf8')).items as never[];
const ENTITIES = load('entity-types.json') as RefItem[];
const INDUSTRIES = load('industries.json') as RefItem[];
const STATES = load('states.json') as { code: string; name: string }[];
const PROVINCES = load('provinces.json') as { code: string; name: string }[];

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const ws = (s: string) => s.replace(/\s+/g, ' ').trim();
function entityOf(text: string, country: string): string[] {
  const t = norm(text);
  return ENTITIES.filter((e) => e.countries?.includes(country) && [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === t)).map((e) => e.id);
}
function industryOf(text: string): string | null {
  let best: string | null = null, len = 0;
  for (const i of INDUSTRIES) for (const a of [i.label, ...(i.aliases ?? [])]) {
    const re = new RegExp(`(?<![a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9])`);
    if (re.test(text.toLowerCase()) && a.length > len) { best = i.id; len = a.length; }
  }
  return best;
}
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
function isoOf(t: string): string | null {
  const p = (n: number) => String(n).padStart(2, '0');
  const y4 = (y: string) => (y.length === 4 ? Number(y) : Number(y) > 30 ? 1900 + Number(y) : 2000 + Number(y));
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return t;
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(t);
  if (m) return `${y4(m[3]!)}-${p(Number(m[1]))}-${p(Number(m[2]))}`;
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(t);
  if (m) return `${m[3]}-${p(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${p(Number(m[2]))}`;
  return null;
}
const money = (t: string) => Number(t.replace(/CAD/g, '').replace(/[^0-9.]/g, ''));

/** Each non-null truth value, with the printed path that must give it. */
function truthPaths(a: TruthApplication): [string, unknown][] {
  const out: [string, unknown][] = [];
  const cover: Record<string, string> = { business_tax_id_type: 'business_tax_id', business_tax_id_country: 'business_tax_id', tax_id_type: 'tax_id', tax_id_country: 'tax_id' };
  for (const [k, v] of Object.entries(a)) {
    if (k === 'applicants' || v === null) continue;
    out.push([k === 'country' ? (a.state_region ? 'state_region' : 'business_tax_id') : (cover[k] ?? k), v]);
  }
  a.applicants.forEach((p, i) => { for (const [k, v] of Object.entries(p)) if (v !== null) out.push([`applicants[${i}].${cover[k] ?? k}`, v]); });
  return out;
}

/** The rules of applications.md applied to one printed value must give the truth. */
function checkRule(path: string, p: Printed, t: TruthApplication, country: string): void {
  const text = p.text;
  const f = path.replace(/^applicants\[\d+\]\./, '');
  const ap = /^applicants\[(\d+)\]/.exec(path);
  const who = ap ? t.applicants[Number(ap[1])]! : null;
  if (path === 'legal_name') expect(text).toBe(t.legal_name);
  else if (path === 'trade_name') expect(text).toBe(t.trade_name);
  else if (path === 'type_of_entity') expect(entityOf(text, country)).toEqual([t.type_of_entity]);
  else if (path === 'industry') expect(industryOf(text)).toBe(t.industry);
  else if (path === 'business_tax_id') expect(text.replace(/[^0-9A-Za-z]/g, '').toUpperCase()).toBe(t.business_tax_id);
  else if (path === 'state_region') {
    const byName = [...STATES, ...PROVINCES].find((s) => s.name.toLowerCase() === text.toLowerCase());
    expect(byName ? byName.code : new RegExp(`(^|[ ,])${t.state_region}( |$)`, 'i').test(text)).toBe(byName ? t.state_region : true);
  } else if (path === 'requested_amount') expect(money(text)).toBe(t.requested_amount);
  else if (path === 'requested_payment') expect(money(text)).toBe(t.requested_payment);
  else if (path === 'number_of_payments') expect(Number(text)).toBe(t.number_of_payments);
  else if (path === 'payment_frequency') expect(text.toLowerCase().replace('-', '')).toBe(t.payment_frequency);
  else if (path === 'business_start_date') expect(isoOf(text)).toBe(t.business_start_date);
  else if (f === 'date_of_birth') expect(isoOf(text)).toBe(who!.date_of_birth);
  else if ((f === 'first_name' || f === 'last_name') && p.paths.length === 2) expect(text.replace(/ [A-Z]\. /i, ' ')).toBe(`${who!.first_name} ${who!.last_name}`);
  else if (f === 'first_name') expect(text).toBe(who!.first_name);
  else if (f === 'last_name') expect(text).toBe(who!.last_name);
  else if (f === 'role') expect(text).toBe(who!.role);
  else if (f === 'ownership') expect(parseFloat(text)).toBe(who!.ownership);
  else if (f === 'credit_score') expect(Number(text)).toBe(who!.credit_score);
  else if (f === 'tax_id') expect(/[*X]/.test(text) ? null : text.replace(/\D/g, '')).toBe(who!.tax_id);
}

function checkCodes(t: TruthApplication, country: string): void {
  if (t.type_of_entity) expect(ENTITIES.find((e) => e.id === t.type_of_entity)?.countries).toContain(country);
  if (t.industry) expect(INDUSTRIES.some((i) => i.id === t.industry)).toBe(true);
  if (t.state_region) expect((country === 'CA' ? PROVINCES : STATES).some((s) => s.code === t.state_region)).toBe(true);
  const tid = t.business_tax_id;
  if (tid && t.business_tax_id_type === 'EIN') expect(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']).not.toContain(tid.slice(0, 2));
  if (tid && t.business_tax_id_type === 'BN') { expect(tid).toMatch(/^\d{9}R[CTP]\d{4}$/); expect(luhnComplete(tid.slice(0, 8))).toBe(tid.slice(0, 9)); }
  for (const a of [...t.applicants.map((p) => [p.tax_id, p.tax_id_type]), [tid, t.business_tax_id_type]]) {
    const [d, ty] = a as [string | null, string | null];
    if (!d) continue;
    if (ty === 'SSN') { expect(d).toMatch(/^\d{9}$/); expect(['000', '666']).not.toContain(d.slice(0, 3)); expect(d[0]).not.toBe('9'); expect(d.slice(3, 5)).not.toBe('00'); }
    if (ty === 'ITIN') expect(d[0]).toBe('9');
    if (ty === 'SIN') expect(luhnComplete(d.slice(0, 8))).toBe(d);
  }
}

function truthStrings(t: TruthApplication): Set<string> {
  const s = new Set<string>();
  const add = (v: unknown) => { if (v !== null && v !== undefined && norm(String(v)).length > 1) s.add(norm(String(v))); };
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants') add(v);
  for (const a of t.applicants) { Object.values(a).forEach(add); add(`${a.first_name} ${a.last_name}`); }
  return s;
}

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = process.env.SEEDS60 ? Array.from({ length: Number(process.env.SEEDS60) }, (_, i) => i + 1) : [1, 2, 3, 7];

describe('independent set 60', () => {
  it('has seven layouts', () => expect(INDEPENDENT60_LAYOUT_NAMES.length).toBe(7));
  for (const layout of INDEPENDENT60_LAYOUT_NAMES) for (const style of STYLES) {
    it(`${layout} / ${style}: truth is what was printed`, async () => {
      for (const seed of SEEDS) {
        const g = await generateIndependent60Detailed(layout, seed, { style, scan: false });
        expect(new TextDecoder().decode(g.pdf.slice(0, 5))).toBe('%PDF-');
        const read = await pdfRead(g.pdf);
        const text = ws(read.text);
        const country = g.merchant.country;
        const shown = (p: Printed) => (style === 'fillable' && !p.inLabel
          ? p.field !== undefined && read.fields.get(p.field) === (p.check ? 'Yes' : p.text) && (!p.check || text.includes(ws(p.text)))
          : text.includes(ws(p.text)));
        for (const p of g.printed) expect(shown(p), `${layout}/${style}/${seed}: ${p.text}`).toBe(true);
        for (const [path, v] of truthPaths(g.truth)) {
          const by = g.printed.filter((p) => p.paths.includes(path));
          expect(by.length, `${layout}/${style}/${seed}: ${path}=${String(v)} printed`).toBeGreaterThan(0);
          for (const p of by) checkRule(path, p, g.truth, country);
        }
        checkCodes(g.truth, country);
        expect(g.truth.legal_name).not.toBeNull();
        const truths = truthStrings(g.truth);
        for (const p of g.printed.filter((q) => q.decoy)) expect(truths.has(norm(p.text)), `decoy ${p.text}`).toBe(false);
        const distinct = ['legal_name', 'business_tax_id', 'requested_amount', 'applicants[0].last_name'];
        if (style === 'fillable') for (const p of g.printed.filter((q) => !q.check && q.paths.some((x) => distinct.includes(x)))) expect(text.includes(ws(p.text)), `in page text: ${p.text}`).toBe(false);
      }
    }, 60_000);
  }
  it('covers Canadian merchants, several owners, lowercase values and masked numbers', async () => {
    const all = await Promise.all(INDEPENDENT60_LAYOUT_NAMES.flatMap((l) => SEEDS.map((s) => generateIndependent60Detailed(l, s, { style: 'typed', scan: false }))));
    expect(all.some((g) => g.truth.country === 'Canada')).toBe(true);
    expect(all.some((g) => g.truth.applicants.length >= 2)).toBe(true);
    expect(all.some((g) => g.truth.legal_name === g.truth.legal_name?.toLowerCase())).toBe(true);
    expect(all.some((g) => g.printed.some((p) => /\*|XXX/.test(p.text)))).toBe(true);
  }, 60_000);
  it('is deterministic, and scans are image-only', async () => {
    for (const layout of INDEPENDENT60_LAYOUT_NAMES) {
      const a = await generateIndependent60(layout, 5, { style: 'handwritten', scan: false });
      const b = await generateIndependent60(layout, 5, { style: 'handwritten', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    }
    const s = await generateIndependent60('harborlane-fillsign', 2, { style: 'typed', scan: true });
    const r = await pdfRead(s.pdf);
    expect(r.text.trim()).toBe('');
    expect(s.truth.legal_name).not.toBeNull();
  }, 120_000);
});
