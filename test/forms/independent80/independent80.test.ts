// Set 80: every layout and style generates, the same seed gives the same bytes and truth, and the truth agrees with
// what the page prints (each truth value read back from its printed text by applications.md's rules).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { generateIndependent80, INDEPENDENT80_LAYOUT_NAMES, type Generated80 } from './index.ts';
import { industryOf } from './model.ts';
import { INDUSTRIES, MONTHS } from './data.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
interface Ent { id: string; label: string; countries: string[]; aliases: string[] }
const ENTS: Ent[] = (JSON.parse(readFileSync(join(REFERENCE_DIR, 'entity-types.json'), 'utf8')) as { items: Ent[] }).items;
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const PROVINCES: Record<string, string> = { ontario: 'ON', britishcolumbia: 'BC', alberta: 'AB', newbrunswick: 'NB', manitoba: 'MB', novascotia: 'NS', saskatchewan: 'SK' };

function entityOf(text: string, country: string): string | null {
  const hits = ENTS.filter((e) => [e.id, e.label, ...e.aliases].some((a) => norm(a) === norm(text)));
  return (hits.find((e) => e.countries.length === 1 && e.countries[0] === country) ?? hits.find((e) => e.countries.includes(country)))?.id ?? null;
}
const moneyOf = (t: string): number => Number(t.replace(/[$,\s]|CAD/g, ''));
function dateOf(t: string): string {
  let m = /^(\d{4})-(\d\d)-(\d\d)$/.exec(t);
  if (m) return t;
  m = /^(\d\d)[/-](\d\d)[/-](\d{2}|\d{4})$/.exec(t);
  if (m) { const y = m[3]!.length === 2 ? (Number(m[3]) > 30 ? 1900 : 2000) + Number(m[3]) : Number(m[3]); return `${y}-${m[1]}-${m[2]}`; }
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(t);
  if (m) return `${m[3]}-${String(MONTHS.indexOf(m[1]!) + 1).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  throw new Error(`unreadable date ${t}`);
}

/** Each truth value read back from the text printed for it. */
function readBack(key: string, text: string, country: string): unknown {
  const k = key.replace(/^applicants\.\d+\./, '');
  if (['requested_amount', 'requested_payment'].includes(k)) return moneyOf(text);
  if (k === 'number_of_payments' || k === 'credit_score') return Number(text);
  if (k === 'ownership') return parseFloat(text);
  if (k === 'business_start_date' || k === 'date_of_birth') return dateOf(text);
  if (k === 'industry') return industryOf(text);
  if (k === 'type_of_entity') return entityOf(text, country);
  if (k === 'payment_frequency') return norm(text);
  if (k === 'business_tax_id' || k === 'tax_id') return text.replace(/[^0-9A-Z]/g, '');
  if (k === 'state_region') return PROVINCES[norm(text)] ?? /, ([A-Z]{2}) [0-9]{5}$/.exec(text)?.[1] ?? text;
  return undefined;
}

async function check(g: Generated80, style: string): Promise<void> {
  const read = await pdfRead(g.pdf);
  const country = g.truth.country === 'Canada' ? 'CA' : 'US';
  const flat = read.text.replace(/\s+/g, ' ');
  const fieldVals = new Set([...read.fields.values()]);
  for (const p of g.printed) {
    if (style === 'fillable' && p.field) expect([p.text, 'Yes']).toContain(read.fields.get(p.field));
    else expect(flat).toContain(p.text);
    for (const [key, v] of Object.entries(p.tag)) {
      const back = readBack(key, p.text, country);
      if (back !== undefined) expect(back, `${key} from "${p.text}"`).toEqual(key.endsWith('payment_frequency') ? norm(String(v)) : v);
      if (/first_name|last_name|legal_name|trade_name/.test(key)) expect(p.text).toContain(String(v));
      if (key.endsWith('role')) expect(p.text).toBe(v);
    }
  }
  const t = g.truth, m = g.model;
  for (const k of ['legal_name', 'type_of_entity', 'industry', 'state_region', 'country', 'requested_amount'] as const) expect(t[k], k).not.toBeNull();
  expect(t.legal_name).toBe(m.legal);
  expect(t.trade_name).toBe(['', 'SAME', 'N/A'].includes(m.dbaPrint) ? null : m.dbaPrint);
  expect(t.business_tax_id === null).toBe(m.taxMasked);
  expect(t.applicants.map((a) => a.last_name)).toEqual(m.owners.map((o) => o.last));
  t.applicants.forEach((a, i) => {
    expect(a.tax_id === null).toBe(m.owners[i]!.masked);
    expect(a.tax_id_type === null).toBe(m.owners[i]!.masked);
  });
  if (style === 'fillable') {
    expect(fieldVals.has(m.legal)).toBe(true);
    if (!m.sole) expect(flat).not.toContain(m.legal);
  }
  if (style === 'handwritten') expect(flat).not.toMatch(/\bX\b/);
}

describe('independent set 80 (bank-style and CDFI credit applications)', () => {
  it('has seven layouts and industry texts that read to the intended ids', () => {
    expect(INDEPENDENT80_LAYOUT_NAMES).toHaveLength(7);
    for (const [text, id] of INDUSTRIES) expect(industryOf(text), text).toBe(id);
  });

  for (const layout of INDEPENDENT80_LAYOUT_NAMES) {
    it(`${layout}: every style generates, is deterministic and its truth matches the page`, async () => {
      for (const style of STYLES) {
        for (const seed of [11, 12, 13]) {
          const g = await generateIndependent80(layout, seed, { style, scan: false });
          expect(g.pdf.length).toBeGreaterThan(1000);
          await check(g, style);
        }
        const a = await generateIndependent80(layout, 7, { style, scan: false });
        const b = await generateIndependent80(layout, 7, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(a.truth).toEqual(b.truth);
      }
    });
  }

  it('different seeds vary the borrower', async () => {
    const names = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) names.add((await generateIndependent80('keystone_cdfi', seed, { style: 'typed', scan: false })).truth.legal_name!);
    expect(names.size).toBeGreaterThan(3);
  });

  it('a scan keeps the truth and has no text layer', async () => {
    const g = await generateIndependent80('tri_county_bank', 5, { style: 'handwritten', scan: true });
    const plain = await generateIndependent80('tri_county_bank', 5, { style: 'handwritten', scan: false });
    expect(g.truth).toEqual(plain.truth);
    expect((await pdfRead(g.pdf)).text.trim()).toBe('');
  }, 60_000);
});
