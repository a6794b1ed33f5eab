// Set 28's own checks: deterministic, varies by seed, every truth value printed (page text or AcroForm fields),
// decoys never a truth value, reference ids valid, scans without a text layer.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { INDUSTRIES } from './deal.ts';
import { generateIndependent28, INDEPENDENT28_LAYOUT_NAMES, INDEPENDENT28_STYLES } from './index.ts';

const REF = '/work/shared/reference/';
type Item = { id: string; label: string; aliases?: string[]; name_suffixes?: string[] };
const load = (f: string): Item[] => (JSON.parse(readFileSync(REF + f, 'utf8')) as { items: Item[] }).items;
const industries = load('industries.json');
const entities = load('entity-types.json');
const states = new Set(load('states.json').map((s) => (s as unknown as { code: string }).code));
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
const digits = (s: string): string => s.replace(/\D/g, '');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function industryOf(text: string): string | null {
  let best: [number, string] | null = null;
  const t = ` ${norm(text)} `;
  for (const it of industries) for (const a of [it.label, ...(it.aliases ?? [])]) {
    const n = norm(a);
    if (n && t.includes(` ${n} `) && (!best || n.length > best[0])) best = [n.length, it.id];
  }
  return best?.[1] ?? null;
}

function dateForms(iso: string): string[] {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const p = (n: number): string => String(n).padStart(2, '0');
  return [`${p(m)}/${p(d)}/${y}`, `${m}/${d}/${String(y).slice(2)}`, `${MONTHS[m - 1]} ${d}, ${y}`, iso];
}

/** The non-null values of the truth, each with the printed forms any one of which must be on the page. */
function expected(t: TruthApplication): [string, string[]][] {
  const out: [string, string[]][] = [['legal_name', [t.legal_name!]], ['state', [` ${t.state_region} `, ` ${t.state_region},`]]];
  if (t.trade_name) out.push(['trade_name', [t.trade_name]]);
  out.push(['amount', [t.requested_amount!.toLocaleString('en-US')]]);
  if (t.requested_payment !== null) out.push(['payment', [t.requested_payment.toLocaleString('en-US', { minimumFractionDigits: 2 })]], ['npay', [String(t.number_of_payments)]]);
  if (t.business_start_date) out.push(['start', dateForms(t.business_start_date)]);
  const ent = entities.find((e) => e.id === t.type_of_entity)!;
  out.push(['entity', [ent.label, ...(ent.aliases ?? [])]]);
  t.applicants.forEach((a, i) => {
    out.push([`a${i}.first`, [a.first_name!]], [`a${i}.last`, [a.last_name!]], [`a${i}.role`, [a.role!]], [`a${i}.pct`, [`${a.ownership}%`]]);
    if (a.credit_score !== null) out.push([`a${i}.score`, [String(a.credit_score)]]);
    if (a.date_of_birth) out.push([`a${i}.dob`, dateForms(a.date_of_birth)]);
  });
  return out;
}

// Every layout draws all three styles (a fillable e-mail is unusual, but a caller may ask for one); the declared styles are a subset.
const cases = INDEPENDENT28_LAYOUT_NAMES.flatMap((l) => (['typed', 'handwritten', 'fillable'] as const).map((s) => [l, s] as const));

describe('independent28', () => {
  it('has 7 layouts and an industry pool the spec reads back to its id', () => {
    expect(INDEPENDENT28_LAYOUT_NAMES).toHaveLength(7);
    for (const l of INDEPENDENT28_LAYOUT_NAMES) expect(INDEPENDENT28_STYLES[l]).toContain('typed');
    for (const [text, id] of INDUSTRIES) expect(industryOf(text), text).toBe(id);
  });

  it.each(cases)('%s (%s): every truth value is printed, decoys are not truth', async (layout, style) => {
    for (const seed of [1, 2, 3, 4]) {
      const { pdf, truth } = await generateIndependent28(layout, seed, { style, scan: false });
      const r = await pdfRead(pdf);
      const fields = [...r.fields.values()];
      if (style === 'fillable') expect(fields.length).toBeGreaterThan(5);
      const all = ` ${r.text} ${fields.join(' | ')} `.replace(/\s+/g, ' ');
      for (const [k, forms] of expected(truth)) expect(forms.some((f) => all.includes(f)), `${layout} ${seed} ${k} ${forms[0]}`).toBe(true);
      expect(truth.industry).toBe(industryOf(INDUSTRIES.find(([, id]) => id === truth.industry)![0]));
      if (truth.business_tax_id) expect(digits(all)).toContain(truth.business_tax_id);
      for (const a of truth.applicants) if (a.tax_id) expect(digits(all)).toContain(a.tax_id);
      expect(entities.some((e) => e.id === truth.type_of_entity)).toBe(true);
      expect(states.has(truth.state_region!)).toBe(true);
      expect(truth.applicants.reduce((s, a) => s + a.ownership!, 0)).toBe(100);
      if (style === 'fillable') expect(fields.join(' ')).toContain(truth.legal_name!);
      else expect(r.text).toContain(truth.legal_name!.slice(0, 6));
    }
  });

  it('decoys: ISO rep, funder rep and their tax ids are never the application\'s', async () => {
    for (const layout of INDEPENDENT28_LAYOUT_NAMES) for (let seed = 1; seed <= 12; seed++) {
      const { truth } = await generateIndependent28(layout, seed, { style: 'typed', scan: false });
      const r = await pdfRead((await generateIndependent28(layout, seed, { style: 'typed', scan: false })).pdf);
      const eins = [...r.text.matchAll(/\b\d{2}-\d{7}\b/g)].map((m) => digits(m[0]));
      for (const e of eins) if (e !== truth.business_tax_id) expect(truth.applicants.map((a) => a.tax_id)).not.toContain(e);
      const names = truth.applicants.map((a) => `${a.first_name} ${a.last_name}`);
      expect(names.some((n) => /\b(Rep|From|Assigned To):/.test(n))).toBe(false);
    }
  });

  it('is deterministic and varies by seed', async () => {
    for (const layout of INDEPENDENT28_LAYOUT_NAMES) {
      const a = await generateIndependent28(layout, 7, { style: 'handwritten', scan: false });
      const b = await generateIndependent28(layout, 7, { style: 'handwritten', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
      const c = await generateIndependent28(layout, 8, { style: 'typed', scan: false });
      expect(c.truth).not.toEqual(a.truth);
      const t = await generateIndependent28(layout, 7, { style: 'typed', scan: false });
      expect(t.truth).toEqual(a.truth);
    }
  });

  it('seeds cover 1-3 owners, several entities, industries and states', async () => {
    const owners = new Set<number>(); const ents = new Set<string>(); const inds = new Set<string>(); const sts = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const { truth } = await generateIndependent28(INDEPENDENT28_LAYOUT_NAMES[seed % 7]!, seed, { style: 'typed', scan: false });
      owners.add(truth.applicants.length); ents.add(truth.type_of_entity!); inds.add(truth.industry!); sts.add(truth.state_region!);
    }
    expect([...owners].sort()).toEqual([1, 2, 3]);
    expect(ents.size).toBeGreaterThanOrEqual(4);
    expect(inds.size).toBeGreaterThanOrEqual(8);
    expect(sts.size).toBeGreaterThanOrEqual(6);
  });

  it.each(INDEPENDENT28_LAYOUT_NAMES.map((l) => [l]))('%s: scans have no text layer and keep the truth', async (layout) => {
    const plain = await generateIndependent28(layout, 3, { style: 'handwritten', scan: false });
    const scan = await generateIndependent28(layout, 3, { style: 'handwritten', scan: true });
    expect(scan.truth).toEqual(plain.truth);
    const r = await pdfRead(scan.pdf);
    expect(r.text.trim()).toBe('');
    expect(r.fields.size).toBe(0);
  }, 60_000);
});
