// The forms of independent author 12: deterministic, varied, every truth value printed where the style puts it
// (page text, or only AcroForm fields), decoys never a truth value, scans without a text layer, reference ids valid.
import { describe, expect, it } from 'vitest';
import { pdfRead, type PdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { build, type Built } from './build.ts';
import { ENTITY_IDS, INDUSTRY_IDS, PROVINCES, STATES } from './ids.ts';
import { generateIndependent12, INDEPENDENT12_LAYOUT_NAMES } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4];
const norm = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** Every string and number of the truth, for the decoy test. */
function truthValues(t: TruthApplication): string[] {
  const out: string[] = [];
  const add = (v: unknown): void => { if (typeof v === 'string' || typeof v === 'number') out.push(String(v)); };
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants') add(v);
  for (const a of t.applicants) Object.values(a).forEach(add);
  return out;
}

function luhn(d: string): boolean {
  let sum = 0;
  for (let i = 0; i < d.length; i++) { let x = Number(d[d.length - 1 - i]); if (i % 2) { x *= 2; if (x > 9) x -= 9; } sum += x; }
  return sum % 10 === 0;
}

const cache = new Map<string, Promise<{ b: Built; read: PdfRead }>>();
function get(layout: string, seed: number, style: (typeof STYLES)[number]): Promise<{ b: Built; read: PdfRead }> {
  const k = `${layout}:${seed}:${style}`;
  if (!cache.has(k)) cache.set(k, build(layout, seed, { style, scan: false }).then(async (b) => ({ b, read: await pdfRead(b.pdf) })));
  return cache.get(k)!;
}

describe('independent12 forms', () => {
  it('has seven layouts and the exported generator gives the build truth', async () => {
    expect(INDEPENDENT12_LAYOUT_NAMES).toHaveLength(7);
    const g = await generateIndependent12('word-leaders', 9, { style: 'typed', scan: false });
    expect(g.truth).toEqual((await build('word-leaders', 9, { style: 'typed', scan: false })).truth);
    await expect(generateIndependent12('nope', 1, { style: 'typed', scan: false })).rejects.toThrow();
  });

  it.each(INDEPENDENT12_LAYOUT_NAMES)('%s is deterministic per seed, varies between seeds, and the style never changes the truth', async (layout) => {
    const a = await build(layout, 5, { style: 'handwritten', scan: false });
    const b = await build(layout, 5, { style: 'handwritten', scan: false });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    expect(a.truth).toEqual(b.truth);
    const names = new Set<string>();
    for (const seed of SEEDS) {
      const t = (await get(layout, seed, 'typed')).b.truth;
      names.add(t.legal_name!);
      expect((await get(layout, seed, 'handwritten')).b.truth).toEqual(t);
      expect((await get(layout, seed, 'fillable')).b.truth).toEqual(t);
    }
    expect(names.size).toBeGreaterThanOrEqual(3);
  });

  it.each(INDEPENDENT12_LAYOUT_NAMES)('%s prints every truth value in the page text, or only in AcroForm fields when fillable', async (layout) => {
    for (const seed of SEEDS) for (const style of STYLES) {
      const { b, read } = await get(layout, seed, style);
      const text = norm(read.text);
      const items = new Set(read.items.map((i) => norm(i.str)));
      const marks = b.recs.filter((r) => r.via === 'mark');
      for (const r of b.recs.filter((x) => !x.decoy && x.via !== 'mark')) {
        if (style === 'fillable') {
          expect(read.fields.get(r.name), `${layout}/${seed} ${r.name}`).toBe(r.text);
          // Not in the page text: no text item is a printed value (labels are items of their own), and no value
          // with a digit is inside any item.
          // (a number of one or two digits may be a spreadsheet's row number)
          if (!/^\d{1,2}$/.test(r.text)) expect(items.has(norm(r.text)), `${r.text} is a text item`).toBe(false);
          if (/\d/.test(r.text) && r.text.length >= 5) expect(text.includes(norm(r.text)), `${r.text} in page text`).toBe(false);
        } else {
          expect(text.includes(norm(r.text)), `${layout}/${seed}/${style} ${r.name}: ${r.text}`).toBe(true);
          expect(read.fields.size).toBe(0);
        }
      }
      for (const r of marks) if (style === 'fillable') expect(read.fields.get(r.name), `${r.name} checked`).toBe('Yes');
      if (style === 'fillable') {
        const checked = [...read.fields].filter(([, v]) => v === 'Yes').map(([k]) => k);
        expect(checked.sort()).toEqual(marks.map((r) => r.name).sort());
      }
      // A handwritten mark is strokes only: no letter X and no check glyph in the text.
      if (style === 'handwritten') expect(read.items.filter((i) => i.str === 'X')).toHaveLength(0);
      // Every non-null truth value was given by some printed record.
      const t = b.truth;
      const given = new Set(b.recs.filter((r) => !r.decoy).flatMap((r) => Object.keys(r.fields)));
      for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) expect(given.has(k), k).toBe(true);
      t.applicants.forEach((a, i) => Object.entries(a).forEach(([k, v]) => { if (v !== null) expect(given.has(`applicants.${i}.${k}`)).toBe(true); }));
    }
  });

  it.each(INDEPENDENT12_LAYOUT_NAMES)('%s reads by the rules and its decoys are never a truth value', async (layout) => {
    for (const seed of [...SEEDS, 11, 12, 13, 14]) {
      const { b } = await get(layout, seed, 'typed');
      const t = b.truth, m = b.merchant;
      expect(ENTITY_IDS.has(t.type_of_entity!)).toBe(true);
      expect(INDUSTRY_IDS.has(t.industry!)).toBe(true);
      expect((m.canada ? PROVINCES : STATES).some((s) => s.code === t.state_region)).toBe(true);
      expect(t.country).toBe(m.canada ? 'Canada' : 'United States');
      expect(t.applicants.length).toBe(m.owners.length);
      if (t.trade_name !== null) expect(['SAME', 'N/A', t.legal_name]).not.toContain(t.trade_name);
      if (t.business_start_date) expect(t.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (m.canada) {
        expect(t.business_tax_id).toMatch(/^\d{9}R[CTP]\d{4}$/);
        expect(luhn(t.business_tax_id!.slice(0, 9))).toBe(true);
      } else expect(t.business_tax_id).toMatch(/^\d{9}$/);
      t.applicants.forEach((a, i) => {
        const o = m.owners[i]!;
        if (o.taxPrinted && /[X*]/.test(o.taxPrinted)) expect(a.tax_id).toBeNull();
        if (a.tax_id) expect(a.tax_id_type).toBe(m.canada ? 'SIN' : /^9\d\d[78]/.test(a.tax_id) ? 'ITIN' : 'SSN');
        if (a.tax_id_type === 'SIN') expect(luhn(a.tax_id!)).toBe(true);
        expect(a.first_name).not.toMatch(/\s[A-Z]\.?$/);
        expect(a.last_name).not.toMatch(/,/);
        if (a.date_of_birth) expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      });
      const values = new Set(truthValues(t).map(norm));
      const ownerNames = t.applicants.map((a) => `${a.first_name} ${a.last_name}`);
      for (const d of b.recs.filter((r) => r.decoy)) {
        expect(values.has(norm(d.text)), `${layout}/${seed} decoy ${d.name}=${d.text}`).toBe(false);
        const digits = d.text.replace(/\D/g, '');
        if (digits.length >= 9) expect(values.has(digits), `${d.name} digits`).toBe(false);
        for (const n of ownerNames) expect(d.text.includes(n)).toBe(false);
        if (/inc_state|jurisdiction/.test(d.name)) {
          const place = (m.canada ? PROVINCES : STATES).find((s) => s.code === t.state_region)!;
          expect([place.code, place.name]).not.toContain(d.text);
        }
      }
    }
  });

  it('covers the brief: a Canadian layout, two-page layouts, checkbox rows, owners tables of several owners', async () => {
    const ca = (await get('canada-bilingual', 2, 'typed')).b.truth;
    expect(ca.business_tax_id_type).toBe('BN');
    expect(ca.business_tax_id_country).toBe('CA');
    for (const l of ['portal-printout', 'esign-envelope', 'word-tables-2p']) expect((await get(l, 1, 'typed')).read.pages).toHaveLength(2);
    const fields = (await get('word-leaders', 1, 'fillable')).read.fields;
    expect([...fields.keys()].filter((k) => k.startsWith('entity_')).length).toBeGreaterThan(5);
    expect([...fields.keys()].filter((k) => k.startsWith('freq_'))).toHaveLength(4);
    const counts = new Set<number>();
    for (const l of INDEPENDENT12_LAYOUT_NAMES) for (const s of [...SEEDS, 11, 12, 13, 14]) counts.add((await get(l, s, 'typed')).b.truth.applicants.length);
    expect([...counts].sort()).toEqual([1, 2, 3, 4]);
  });

  it('a scan has no text layer and keeps the truth; a scanned fillable form was printed with its values', async () => {
    for (const [layout, style] of [['canada-bilingual', 'fillable'], ['word-tables-2p', 'handwritten']] as const) {
      const s = await generateIndependent12(layout, 3, { style, scan: true });
      const read = await pdfRead(s.pdf);
      expect(norm(read.text)).toBe('');
      expect(read.fields.size).toBe(0);
      expect(s.truth).toEqual((await get(layout, 3, style)).b.truth);
    }
    const printed = await build('canada-bilingual', 3, { style: 'fillable', scan: true });
    expect(printed.style).toBe('typed');
  }, 60_000);
});
