// Set 96 (undecodable text layers): every layout x style generates, is deterministic, has the truth's shape, renders
// non-blank pages; every truth value is printed on the legible twin of the page (same drawing, honest text layer);
// and the real page's text layer does not give the values away.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import { rasterise } from '../../statements/scan/scan.ts';
import { generateIndependent96, generateIndependent96Legible, INDEPENDENT96_LAYOUT_NAMES } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const industries = JSON.parse(readFileSync(join(REFERENCE_DIR, 'industries.json'), 'utf8')).items as { id: string; label: string; aliases: string[] }[];
const entities = JSON.parse(readFileSync(join(REFERENCE_DIR, 'entity-types.json'), 'utf8')).items as { id: string; label: string; aliases: string[] }[];
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** applications.md's industry rule: the longest label or alias contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const it of industries) for (const a of [it.label, ...it.aliases]) {
    const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
    if (re.test(text.toLowerCase()) && (!best || a.length > best[1])) best = [it.id, a.length];
  }
  return best?.[0] ?? null;
}
function datesIn(text: string): Set<string> {
  const out = new Set<string>();
  const p = (n: number) => String(n).padStart(2, '0');
  for (const m of text.matchAll(/\b(\d{2})\/(\d{2})\/(\d{2,4})\b/g)) out.add(`${m[3]!.length === 2 ? (Number(m[3]) > 30 ? '19' : '20') + m[3] : m[3]}-${m[1]}-${m[2]}`);
  for (const m of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) out.add(m[0]);
  for (const m of text.toLowerCase().matchAll(/\b([a-z]+) (\d{1,2}), (\d{4})\b/g)) if (MONTHS.includes(m[1]!)) out.add(`${m[3]}-${p(MONTHS.indexOf(m[1]!) + 1)}-${p(Number(m[2]))}`);
  return out;
}
const moneyIn = (text: string) => new Set([...text.matchAll(/(?:\$|CAD )([\d,]+(?:\.\d{2})?)/g)].map((m) => Number(m[1]!.replace(/,/g, ''))));
const has = (text: string, s: string) => text.toLowerCase().includes(s.toLowerCase());

function expectPrinted(t: TruthApplication, text: string, fields: string[]): void {
  const compact = text.replace(/[\s-]/g, '');
  const money = moneyIn(text);
  expect(has(text, t.legal_name!)).toBe(true);
  if (t.trade_name) expect(has(text, t.trade_name)).toBe(true);
  const ent = entities.find((e) => e.id === t.type_of_entity)!;
  const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  const names = [ent.id, ent.label, ...ent.aliases, ...(/corporation/.test(ent.id) ? ['Corporation', 'Ltd.'] : [])].map(norm).filter((n) => n.length > 1);
  // the entity: a checked box (the legible twin prints X before its label), the Entity Type cell, or its field
  const after = [...text.matchAll(/(?:^| )X |Entity Type /g)].map((m) => norm(text.slice(m.index! + m[0].length, m.index! + m[0].length + 30)));
  const entityOk = after.some((a) => names.some((n) => a.startsWith(n))) || fields.some((f) => names.includes(norm(f)));
  expect(entityOk, `entity ${t.type_of_entity}`).toBe(true);
  const inds = [text.match(/Type of Business (.+?) # Employees/)?.[1] ?? '', ...fields].map(industryOf);
  expect(inds).toContain(t.industry);
  expect(compact.includes(t.business_tax_id!), 'business tax id').toBe(true);
  expect(new RegExp(`\\b${t.state_region}\\b`).test(text)).toBe(true);
  expect(money.has(t.requested_amount!)).toBe(true);
  if (t.requested_payment !== null) expect(money.has(t.requested_payment)).toBe(true);
  if (t.number_of_payments !== null) expect(new RegExp(`\\b${t.number_of_payments}\\b`).test(text)).toBe(true);
  if (t.payment_frequency) expect(has(text.replace(/-/g, ''), t.payment_frequency)).toBe(true);
  const dates = datesIn(text);
  expect(dates.has(t.business_start_date!)).toBe(true);
  for (const a of t.applicants) {
    expect(has(text, a.first_name!) && has(text, a.last_name!)).toBe(true);
    expect(has(text, a.role!)).toBe(true);
    expect(has(text, `${a.ownership}%`)).toBe(true);
    if (a.credit_score !== null) expect(new RegExp(`\\b${a.credit_score}\\b`).test(text)).toBe(true);
    if (a.tax_id) expect(compact.includes(a.tax_id)).toBe(true);
    if (a.date_of_birth) expect(dates.has(a.date_of_birth)).toBe(true);
  }
}

function shape(t: TruthApplication): void {
  const empty = emptyApplication();
  expect(Object.keys(t).sort()).toEqual(Object.keys(empty).sort());
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(4);
  for (const a of t.applicants) expect(Object.keys(a).sort()).toEqual(['credit_score', 'date_of_birth', 'first_name', 'last_name', 'ownership', 'role', 'tax_id', 'tax_id_country', 'tax_id_type']);
  expect(t.country === 'Canada' ? 'CA' : 'US').toBe(t.business_tax_id_country);
}

async function inked(pdf: Uint8Array): Promise<number[]> {
  return (await rasterise(pdf, 40)).map((g) => { let d = 0; for (const v of g.data) if (v < 140) d++; return d / g.data.length; });
}

describe('independent96: undecodable text layers', () => {
  expect(INDEPENDENT96_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(6);
  for (const layout of INDEPENDENT96_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}`, async () => {
        for (const seed of [1, 7, 42]) {
          const a = await generateIndependent96(layout, seed, { style, scan: false });
          const b = await generateIndependent96(layout, seed, { style, scan: false });
          expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
          shape(a.truth);
          const legible = await generateIndependent96Legible(layout, seed, style);
          expect(legible.truth).toEqual(a.truth);
          const read = await pdfRead(legible.pdf);
          expectPrinted(a.truth, `${read.text} ${[...read.fields.values()].join(' ')}`, [...read.fields.values()]);
          const real = await pdfRead(a.pdf);
          if (style === 'fillable') {
            expect([...real.fields.values()]).toContain(a.truth.legal_name);
            expect(real.text.includes(a.truth.legal_name!)).toBe(false);
            expect(real.text).not.toMatch(/Legal Business Name/);
          }
          // the real text layer never gives both a label and its value in the clear
          expect(real.text.includes('Legal Business Name') && real.text.includes(a.truth.legal_name!)).toBe(false);
          for (const ink of await inked(a.pdf)) expect(ink).toBeGreaterThan(0.0001);
          const t2 = await generateIndependent96(layout, seed, { style: 'typed', scan: false });
          expect(t2.truth).toEqual(a.truth);
        }
      }, 60000);
    }
    it(`${layout} / scan`, async () => {
      const style = STYLES[INDEPENDENT96_LAYOUT_NAMES.indexOf(layout) % 3]!;
      const s = await generateIndependent96(layout, 5, { style, scan: true });
      const plain = await generateIndependent96(layout, 5, { style, scan: false });
      expect(s.truth).toEqual(plain.truth);
      const read = await pdfRead(s.pdf);
      expect(read.text.includes(s.truth.legal_name!)).toBe(false);
      for (const ink of await inked(s.pdf)) expect(ink).toBeGreaterThan(0.0001);
    }, 60000);
  }
});
