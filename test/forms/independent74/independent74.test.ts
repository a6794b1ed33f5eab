// Set 74 (bilingual forms of brokers serving Hispanic-owned businesses): every truth value is on the page (or in the
// AcroForm fields) as printed, codes exist in the reference data, decoys never equal a truth value, styles behave.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { build74, generateIndependent74, INDEPENDENT74_LAYOUT_NAMES } from './index.ts';
import { ENTITIES, INDUSTRIES } from './data.ts';

interface RefItem { id?: string; code?: string; label?: string; aliases?: string[] }
const ref = (f: string): RefItem[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: RefItem[] }).items;
const STATES = new Set(ref('states.json').map((s) => s.code));
const ENTITY_REF = ref('entity-types.json');
const INDUSTRY_REF = ref('industries.json');
const STYLES = ['typed', 'handwritten', 'fillable'] as const;

const fold = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** applications.md's industry rule: the longest label or alias contained in the text, word-bounded. */
function industryOf(text: string, mode: 'unicode' | 'ascii' | 'folded'): string | null {
  const t = mode === 'folded' ? fold(text) : text;
  let best: string | null = null, len = 0;
  for (const it of INDUSTRY_REF) for (const cand of [it.label!, ...(it.aliases ?? [])]) {
    const re = mode === 'unicode' ? new RegExp(`(?<![\\p{L}\\p{N}])${esc(cand)}(?![\\p{L}\\p{N}])`, 'iu') : new RegExp(`\\b${esc(cand)}\\b`, 'i');
    if (re.test(t) && cand.length > len) { best = it.id!; len = cand.length; }
  }
  return best;
}
const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const moneyOf = (s: string): number | null => (/^\$?\s?[\d,]+(\.\d\d)?$/.test(s.trim()) ? Number(s.replace(/[$,\s]/g, '')) : null);
const norm = (s: string): string => s.normalize('NFC').replace(/\s+/g, ' ').trim();

function scalars(t: TruthApplication): [string, string | number][] {
  const out: [string, string | number][] = [];
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null && k !== 'country') out.push([k, v as string | number]);
  t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null && k !== 'tax_id_country') out.push([`applicants.${i}.${k}`, v as string | number]); });
  return out;
}

const words = (s: string, re: RegExp): string[] => s.match(re) ?? [];

/** Is a truth value among the printed strings: text lines (typed, handwritten) or field values (fillable)? */
function shown(values: string[], key: string, v: string | number, full: string): boolean {
  const k = key.split('.').pop()!;
  const vs = values.map(norm);
  if (k === 'business_start_date' || k === 'date_of_birth') {
    const [y, m, d] = String(v).split('-');
    return vs.some((s) => s.includes(`${m}/${d}/${y}`) || s.includes(`${d}/${m}/${y}`));
  }
  if (k === 'requested_amount' || k === 'requested_payment') return vs.some((s) => words(s, /\$?\s?\d[\d,]*(\.\d\d)?/g).some((w) => moneyOf(w) === v));
  if (k === 'business_tax_id' || k === 'tax_id') return vs.some((s) => words(s, /\d[\d-]{8,10}/g).some((w) => w.replace(/\D/g, '') === v));
  if (k === 'business_tax_id_type' || k === 'tax_id_type' || k === 'business_tax_id_country') return true;
  if (k === 'type_of_entity' || k === 'payment_frequency') return true; // checked marks: tested apart
  if (k === 'industry') return vs.some((s) => industryOf(s, 'unicode') === v);
  if (k === 'last_name') return String(v).split(/[ ]/).every((w) => full.includes(w));
  if (typeof v === 'number') return vs.some((s) => words(s, /\d+/g).includes(String(v)));
  return vs.some((s) => s.includes(String(v)));
}

/** pdf.js items joined into lines (same page, same baseline). */
function lines(items: { str: string; x: number; y: number; page: number }[]): string[] {
  const by = new Map<string, { x: number; s: string }[]>();
  for (const it of items) {
    const key = `${it.page}:${Math.round(it.y)}`;
    by.set(key, [...(by.get(key) ?? []), { x: it.x, s: it.str }]);
  }
  return [...by.values()].map((l) => norm(l.sort((a, b) => a.x - b.x).map((x) => x.s).join(' ')));
}

describe('independent74 reference data and rules', () => {
  it('each type-of-business phrase gives its industry by the rule, however word boundaries and accents are read', () => {
    for (const [text, id] of INDUSTRIES) for (const mode of ['unicode', 'ascii', 'folded'] as const) expect(industryOf(text, mode), `${text} ${mode}`).toBe(id);
  });
  it('each English entity label (and Other text) is a reference label or alias of its id', () => {
    const has = (id: string, text: string): boolean => ENTITY_REF.some((e) => e.id === id && [e.id!, e.label!, ...(e.aliases ?? [])].some((a) => squash(a) === squash(text)));
    for (const e of ENTITIES) expect(has(e.id, e.en), e.en).toBe(true);
    expect(has('pllc', 'PLLC') && has('limited_partnership', 'L.P.')).toBe(true);
  });
});

describe.each(INDEPENDENT74_LAYOUT_NAMES.map((l, i) => [l, i] as const))('independent74 %s', (layout, li) => {
  it.each(STYLES.map((s, si) => [s, 100 + li * 7 + si] as const))('%s: truth as printed, codes exist, decoys apart', async (style, seed) => {
    const g = await build74(layout, seed, { style, scan: false });
    const r = await pdfRead(g.pdf);
    const t = g.truth;
    expect(t.legal_name).toBeTruthy();
    expect(t.country).toBe('United States');
    expect(STATES.has(t.state_region!)).toBe(true);
    expect(ENTITY_REF.some((e) => e.id === t.type_of_entity)).toBe(true);
    expect(INDUSTRY_REF.some((e) => e.id === t.industry)).toBe(true);
    expect(t.applicants.length).toBeGreaterThanOrEqual(1);
    expect(t.applicants.length).toBeLessThanOrEqual(3);
    const values = style === 'fillable' ? [...r.fields.values()] : lines(r.items);
    const full = norm(values.join(' '));
    for (const [k, v] of scalars(t)) expect(shown(values, k, v, full), `${k} = ${v}`).toBe(true);
    if (style === 'fillable') {
      expect(r.text.includes(t.legal_name!)).toBe(false);
      expect([...r.fields.values()].filter((v) => v === 'Yes' || v === 'Si').length).toBeGreaterThanOrEqual(1);
    } else {
      expect(r.fields.size).toBe(0);
      if (style === 'handwritten') expect(r.items.some((x) => x.str === 'X' || x.str === '4' || x.str === '✔')).toBe(false);
    }
    const truthTexts = scalars(t).filter(([k]) => !/(type|country|ownership|frequency)$/.test(k)).map(([, v]) => squash(String(v))).filter((v) => v.length > 2);
    for (const d of g.decoys) expect(truthTexts, `decoy ${d}`).not.toContain(squash(d));
    for (const d of g.decoys) expect(values.some((s) => s.includes(norm(d))), `decoy printed ${d}`).toBe(true);
  });
});

describe('independent74 variety and determinism', () => {
  it('varies owners, nulls and entity types across seeds; the same seed gives the same form', async () => {
    const owners = new Set<number>(), entities = new Set<string>(), nulls = new Set<string>();
    for (const layout of INDEPENDENT74_LAYOUT_NAMES) for (let s = 0; s < 8; s++) {
      const { truth } = await generateIndependent74(layout, s, { style: 'typed', scan: false });
      owners.add(truth.applicants.length);
      entities.add(truth.type_of_entity!);
      if (truth.trade_name === null) nulls.add('trade_name');
      if (truth.applicants.some((a) => a.tax_id === null)) nulls.add('tax_id');
      if (truth.business_start_date === null) nulls.add('start');
    }
    expect([...owners].sort()).toEqual([1, 2, 3]);
    expect(entities.size).toBeGreaterThanOrEqual(5);
    expect(nulls.size).toBe(3);
    const a = await generateIndependent74('la_familia', 5, { style: 'handwritten', scan: false });
    const b = await generateIndependent74('la_familia', 5, { style: 'handwritten', scan: false });
    expect(b.truth).toEqual(a.truth);
    expect(Buffer.from(b.pdf).equals(Buffer.from(a.pdf))).toBe(true);
  });

  it('scan gives an image-only PDF with the same truth', async () => {
    for (const [layout, style] of [['caribe_commercial', 'fillable'], ['sol_financiero', 'handwritten']] as const) {
      const plain = await generateIndependent74(layout, 9, { style, scan: false });
      const scan = await generateIndependent74(layout, 9, { style, scan: true });
      expect(scan.truth).toEqual(plain.truth);
      const r = await pdfRead(scan.pdf);
      expect(r.text.trim()).toBe('');
      expect(r.fields.size).toBe(0);
      expect(r.pages.length).toBe(layout === 'caribe_commercial' ? 2 : 1);
    }
  }, 60_000);
});
