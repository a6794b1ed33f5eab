// The independent13 forms: deterministic, varied, every printed truth value where its style puts it (the page text,
// or only the AcroForm fields), decoys never a truth value, scans without text, reference ids valid.
import { describe, expect, it } from 'vitest';
import { pdfRead, type PdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { ENTITY_IDS, FREQUENCIES, INDUSTRY_IDS, PROVINCE_CODES, STATE_CODES } from './ids.ts';
import { drawIndependent13, generateIndependent13, INDEPENDENT13_LAYOUT_NAMES } from './index.ts';
import type { Rec } from './sheet.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5, 6];
const squash = (s: string): string => s.replace(/\s+/g, '');
const norm = (s: string): string => s.replace(/\s+/g, ' ');

function scalars(t: TruthApplication): string[] {
  const out: string[] = [];
  const add = (o: object): void => { for (const v of Object.values(o)) if (v !== null && typeof v !== 'object') out.push(String(v)); };
  add(t);
  t.applicants.forEach(add);
  return out;
}

function checkPrinted(recs: Rec[], read: PdfRead, style: string): void {
  const text = norm(read.text), flat = squash(read.text);
  for (const r of recs) {
    if (!r.text) continue;
    if (style === 'fillable') {
      expect(r.field, r.key).toBeTruthy();
      expect(read.fields.get(r.field!), r.key).toBe(r.check ? 'Yes' : r.text);
      if (r.check) continue;
      // Not on the page: no text item is the value, and a longer value is nowhere in the page's text.
      if (Object.keys(r.truth).length) expect(read.items.some((i) => i.str.trim() === r.text), r.key).toBe(false);
      if (r.text.length >= 8) expect(text.includes(r.text), r.key).toBe(false);
    } else if (r.comb) expect(flat.includes(squash(r.text)), r.key).toBe(true);
    else expect(text.includes(norm(r.text)), `${r.key}: ${r.text}`).toBe(true);
  }
}

describe('independent13 forms', () => {
  it('has seven layouts', () => {
    expect(INDEPENDENT13_LAYOUT_NAMES).toHaveLength(7);
    expect(new Set(INDEPENDENT13_LAYOUT_NAMES).size).toBe(7);
  });

  for (const layout of INDEPENDENT13_LAYOUT_NAMES) {
    describe(layout, () => {
      it('is deterministic per seed and the style never changes the truth', async () => {
        for (const style of STYLES) {
          const a = await generateIndependent13(layout, 11, { style, scan: false });
          const b = await generateIndependent13(layout, 11, { style, scan: false });
          expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
          expect(a.truth).toEqual(b.truth);
        }
        const truths = await Promise.all(STYLES.map(async (style) => (await generateIndependent13(layout, 12, { style, scan: false })).truth));
        expect(truths[1]).toEqual(truths[0]);
        expect(truths[2]).toEqual(truths[0]);
      });

      it('varies between seeds', async () => {
        const truths = await Promise.all(SEEDS.map(async (seed) => (await generateIndependent13(layout, seed, { style: 'typed', scan: false })).truth));
        expect(new Set(truths.map((t) => t.legal_name)).size).toBeGreaterThan(3);
        expect(new Set(truths.map((t) => JSON.stringify(t))).size).toBe(SEEDS.length);
      });

      it('prints each value where its style puts it, and never a decoy equal to a truth value', async () => {
        for (const seed of SEEDS) {
          for (const style of STYLES) {
            const d = await drawIndependent13(layout, seed, { style, scan: false });
            const read = await pdfRead(d.pdf);
            checkPrinted(d.recs, read, style);
            const truthTexts = new Set([...scalars(d.truth), ...d.recs.filter((r) => !r.decoy && Object.values(r.truth).some((v) => v !== null)).map((r) => r.text)]);
            for (const r of d.recs.filter((x) => x.decoy)) expect(truthTexts.has(r.text), `${r.key}: ${r.text}`).toBe(false);
            // A drawn X has no text: the only X items are a masked SSN's characters in a comb.
            const combX = d.recs.filter((r) => r.comb).reduce((n, r) => n + [...r.text].filter((c) => c === 'X').length, 0);
            if (style === 'handwritten') expect(read.items.filter((i) => i.str.trim() === 'X').length, 'a drawn X has no text').toBe(combX);
            if (style === 'fillable') expect(read.fields.size).toBeGreaterThan(20);
          }
        }
      });

      it('gives valid reference ids and values read by the rules', async () => {
        for (const seed of SEEDS) {
          const { truth: t } = await generateIndependent13(layout, seed, { style: 'typed', scan: false });
          expect(t.legal_name).toBeTruthy();
          expect(t.applicants.length).toBeGreaterThan(0);
          expect(ENTITY_IDS as readonly string[]).toContain(t.type_of_entity);
          expect(INDUSTRY_IDS).toContain(t.industry);
          expect(t.country === 'Canada' ? PROVINCE_CODES : STATE_CODES).toContain(t.state_region);
          if (t.payment_frequency) expect(FREQUENCIES as readonly string[]).toContain(t.payment_frequency);
          if (t.business_start_date) expect(t.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(['SAME', 'N/A', '', t.legal_name]).not.toContain(t.trade_name);
          if (t.country === 'Canada') {
            expect(t.business_tax_id).toMatch(/^\d{9}R[CT]\d{4}$/);
            expect(t.business_tax_id_type).toBe('BN');
          } else {
            expect(t.business_tax_id).toMatch(/^\d{9}$/);
            expect(['EIN', 'SSN', 'ITIN']).toContain(t.business_tax_id_type);
          }
          for (const a of t.applicants) {
            expect(a.first_name).toMatch(/^[^ .,]+$/);
            expect(a.last_name).not.toMatch(/,/);
            if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
            expect(a.tax_id === null).toBe(a.tax_id_type === null);
            if (a.tax_id_type) expect(t.country === 'Canada' ? ['SIN'] : ['SSN', 'ITIN']).toContain(a.tax_id_type);
            if (a.date_of_birth) expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
            expect(a.ownership).toBeGreaterThan(0);
          }
        }
      });

      it('scans to pictures without a text layer', async () => {
        const style = STYLES[INDEPENDENT13_LAYOUT_NAMES.indexOf(layout) % 3]!;
        const plain = await generateIndependent13(layout, 4, { style, scan: false });
        const scanned = await generateIndependent13(layout, 4, { style, scan: true });
        expect(scanned.truth).toEqual(plain.truth);
        const read = await pdfRead(scanned.pdf);
        expect(read.text.trim()).toBe('');
        expect(read.fields.size).toBe(0);
      }, 60_000);
    });
  }

  it('covers a Canadian form, two pages, checkbox rows and owners tables of several owners', async () => {
    const pages = new Map<string, number>();
    let canadian = 0, sin = 0, entityBox = 0, freqBox = 0, manyOwners = 0, masked = 0, swapped = 0;
    for (const layout of INDEPENDENT13_LAYOUT_NAMES) {
      for (const seed of SEEDS) {
        const d = await drawIndependent13(layout, seed, { style: 'typed', scan: false });
        pages.set(layout, (await pdfRead(d.pdf)).pages.length);
        if (d.truth.country === 'Canada') canadian++;
        sin += d.truth.applicants.filter((a) => a.tax_id_type === 'SIN').length;
        if (d.recs.some((r) => r.check && 'type_of_entity' in r.truth)) entityBox++;
        if (d.recs.some((r) => r.check && 'payment_frequency' in r.truth)) freqBox++;
        if (d.truth.applicants.length >= 3) manyOwners++;
        masked += d.recs.filter((r) => /^[X*]{3}/.test(r.text)).length;
        swapped += d.recs.filter((r) => /_name$/.test(r.key) && /^[^,]+, [^ ]+( [A-Z]\.)?$/.test(r.text) && !r.decoy && r.key !== 'legal_name').length;
      }
    }
    expect(canadian).toBeGreaterThan(0);
    expect(sin).toBeGreaterThan(0);
    expect([...pages.values()]).toContain(2);
    expect(entityBox).toBeGreaterThan(0);
    expect(freqBox).toBeGreaterThan(0);
    expect(manyOwners).toBeGreaterThan(0);
    expect(masked).toBeGreaterThan(0);
    expect(swapped).toBeGreaterThan(0);
  });
});
