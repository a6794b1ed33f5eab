// Independent set 31 (long applications): deterministic, varied, every truth value printed and read from its printed
// text by applications.md's rules, no decoy reading as a truth value, reference ids valid, scans without text.
import { describe, expect, it } from 'vitest';
import { pdfRead, type PdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { drawIndependent31, generateIndependent31, INDEPENDENT31_LAYOUT_NAMES, type Drawn } from './index.ts';
import { INDUSTRIES } from './industries.ts';
import type { Style } from './sheet.ts';
import * as R from './spec-rules.ts';

const STYLES: readonly Style[] = ['typed', 'handwritten', 'fillable'];

/** Every non-null truth value with its path (`application.applicants[1].last_name` ...). */
function flat(t: TruthApplication): [string, string | number][] {
  const out: [string, string | number][] = [];
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) out.push([`application.${k}`, v as string | number]);
  t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) out.push([`application.applicants[${i}].${k}`, v as string | number]); });
  return out;
}

function countryOf(t: TruthApplication): 'US' | 'CA' { return t.country === 'Canada' ? 'CA' : 'US'; }

function checkPrinted(r: Drawn, p: PdfRead, style: Style): void {
  const country = countryOf(r.truth);
  for (const [path, value] of flat(r.truth)) {
    const marks = r.marks.filter((m) => path in m.fields);
    expect(marks.length, path).toBeGreaterThan(0);
    for (const m of marks) {
      const alone = Object.keys(m.fields).filter((k) => /_name$/.test(k)).length === 1;
      expect(R.reads(path, value, m.text, country, alone), `${path} = ${value} from "${m.text}"`).toBe(true);
      if (style === 'fillable') expect(p.fields.get(m.field ?? ''), `${path} in field ${m.field}`).toBe(m.checked ? 'Yes' : m.text);
      else expect(p.pages[m.page - 1], `${path} "${m.text}" on page ${m.page}`).toContain(m.text);
    }
  }
}

function checkDecoys(r: Drawn): void {
  const t = r.truth;
  const names = [t.legal_name, t.trade_name, ...t.applicants.flatMap((a) => [a.first_name, a.last_name, `${a.first_name} ${a.last_name}`])]
    .filter((x): x is string => !!x).map(R.norm);
  const ids = [t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter(Boolean);
  const dates = [t.business_start_date, ...t.applicants.map((a) => a.date_of_birth)].filter(Boolean);
  for (const d of r.marks.filter((m) => m.decoy)) {
    const why = `decoy ${d.key} "${d.text}"`;
    expect(names, why).not.toContain(R.norm(d.text));
    expect(d.text, why).not.toBe(t.state_region);
    if (/\d{9}/.test(d.text.replace(/\D/g, ''))) expect(ids, why).not.toContain(R.taxIdOf(d.text));
    const money = R.moneyOf(d.text);
    if (money !== null && /[$,.]/.test(d.text)) expect([t.requested_amount, t.requested_payment], why).not.toContain(money);
    expect(dates, why).not.toContain(R.dateOf(d.text));
  }
  expect(r.marks.filter((m) => m.decoy).length).toBeGreaterThan(12);
}

function checkRefs(t: TruthApplication): void {
  expect(R.ENTITY_IDS.has(t.type_of_entity ?? ''), String(t.type_of_entity)).toBe(true);
  expect(R.INDUSTRY_IDS.has(t.industry ?? ''), String(t.industry)).toBe(true);
  const codes = t.country === 'Canada' ? R.PROVINCE_CODES : R.STATE_CODES;
  expect(codes.has(t.state_region ?? ''), String(t.state_region)).toBe(true);
  expect(['United States', 'Canada']).toContain(t.country);
  expect(t.business_tax_id_country).toBe(countryOf(t));
  const total = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
  expect(total).toBeLessThanOrEqual(100);
  for (const a of t.applicants) if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(4);
}

function checkVariety(truths: TruthApplication[]): void {
  const owners = truths.map((t) => t.applicants.length);
  for (const n of [1, 2, 3, 4]) expect(owners, `deals with ${n} owners`).toContain(n);
  expect(owners.filter((n) => n >= 3).length).toBeGreaterThan(truths.length * 0.3);
  expect(new Set(truths.map((t) => t.legal_name)).size).toBe(truths.length);
  expect(new Set(truths.map((t) => t.type_of_entity)).size).toBeGreaterThan(4);
  expect(new Set(truths.map((t) => t.industry)).size).toBeGreaterThan(12);
  expect(new Set(truths.map((t) => t.state_region)).size).toBeGreaterThan(10);
  expect(truths.some((t) => t.trade_name === null) && truths.some((t) => t.trade_name !== null)).toBe(true);
  const people = truths.flatMap((t) => t.applicants);
  expect(people.some((a) => a.credit_score === null) && people.some((a) => a.credit_score !== null)).toBe(true);
  expect(people.some((a) => a.tax_id === null) && people.some((a) => a.tax_id_type === 'SSN')).toBe(true);
  expect(truths.some((t) => t.country === 'Canada') && truths.some((t) => t.requested_payment !== null)).toBe(true);
  expect(truths.some((t) => t.requested_payment === null)).toBe(true);
}

describe('independent31: long applications of larger funders and ISOs', () => {
  it('has seven layouts of seven companies', () => {
    expect(INDEPENDENT31_LAYOUT_NAMES).toHaveLength(7);
    expect(new Set(INDEPENDENT31_LAYOUT_NAMES).size).toBe(7);
  });

  it("reads every type-of-business text as its industry under the spec's longest-alias rule", () => {
    for (const k of INDUSTRIES) for (const text of k.texts) expect(R.industryOf(text), text).toBe(k.id);
  });

  // Each layout in two of the three styles (the third rotates), a seed of its own: every style is met on most layouts.
  const CASES = INDEPENDENT31_LAYOUT_NAMES.flatMap((layout, i) => STYLES.filter((_, k) => k !== i % 3).map((style, k) => [layout, style, 20 + i * 3 + k] as const));
  it.each(CASES)('%s, %s (seed %i): truth printed and readable, decoys apart, reference ids valid', async (layout, style, seed) => {
    const r = await drawIndependent31(layout, seed, style);
    const p = await pdfRead(r.pdf);
    expect(p.pages.length).toBeGreaterThanOrEqual(2);
    expect(p.pages.length).toBeLessThanOrEqual(4);
    checkPrinted(r, p, style);
    checkDecoys(r);
    checkRefs(r.truth);
    if (style === 'fillable') {
      expect(p.text).not.toContain(r.truth.legal_name);
      expect(p.fields.size).toBeGreaterThan(40);
    }
  });

  it('is deterministic per seed and differs across seeds', async () => {
    const layout = INDEPENDENT31_LAYOUT_NAMES[1]!;
    const a = await generateIndependent31(layout, 5, { style: 'handwritten', scan: false });
    const b = await generateIndependent31(layout, 5, { style: 'handwritten', scan: false });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    expect(a.truth).toEqual(b.truth);
    const c = await generateIndependent31(layout, 6, { style: 'handwritten', scan: false });
    expect(c.truth).not.toEqual(a.truth);
  });

  it('varies owners (1 to 4), entities, states, blanks, masks and requests across seeds', async () => {
    const truths: TruthApplication[] = [];
    for (const layout of INDEPENDENT31_LAYOUT_NAMES) for (const seed of [1, 2, 3, 4, 5]) truths.push((await drawIndependent31(layout, seed, 'typed')).truth);
    checkVariety(truths);
  });

  it('scans keep the truth and carry no text layer (a scanned fillable form is its typed paper)', async () => {
    for (const [layout, style, seed] of [[INDEPENDENT31_LAYOUT_NAMES[5]!, 'fillable', 8]] as const) {
      const plain = await generateIndependent31(layout, seed, { style, scan: false });
      const scan = await generateIndependent31(layout, seed, { style, scan: true });
      const p = await pdfRead(scan.pdf);
      expect(p.text.trim()).toBe('');
      expect(p.fields.size).toBe(0);
      expect(scan.truth).toEqual(plain.truth);
    }
  });
});
