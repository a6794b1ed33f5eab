// The sixteenth author's plain forms: deterministic, varied, every truth value printed where the style puts it,
// decoys apart from the truth, scans without text, reference ids valid.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { build } from './build.ts';
import { CA_PROVINCES, ENTITY_IDS, INDUSTRY_IDS, US_STATES } from './ids.ts';
import { generateIndependent16, INDEPENDENT16_LAYOUT_NAMES } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5, 6];

/** A value as whole words in a text ('Partner' is not in 'Partnership'). */
const wordIn = (text: string, v: string) => new RegExp(`(^|\\W)${v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\W|$)`).test(text);

function scalars(t: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(t)) {
    if (k === 'applicants') for (const a of v as Record<string, unknown>[]) out.push(...scalars(a));
    else if (v !== null && k !== 'country' && !k.endsWith('_country') && !k.endsWith('_type')) out.push(String(v));
  }
  return out;
}

describe('independent16 forms', () => {
  it('has seven layouts', () => expect(INDEPENDENT16_LAYOUT_NAMES).toHaveLength(7));

  for (const layout of INDEPENDENT16_LAYOUT_NAMES) {
    describe(layout, () => {
      it('is deterministic per seed and varies between seeds', async () => {
        const a = await generateIndependent16(layout, 7, { style: 'typed', scan: false });
        const b = await generateIndependent16(layout, 7, { style: 'typed', scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(b.truth).toEqual(a.truth);
        const truths = await Promise.all(SEEDS.map(async (s) => JSON.stringify((await build(layout, s, { style: 'typed', scan: false })).truth)));
        expect(new Set(truths).size).toBeGreaterThan(4);
      });

      it('prints every truth value where its style puts it, the same values in every style', async () => {
        for (const seed of SEEDS) {
          const texts: string[] = [];
          for (const style of STYLES) {
            const f = await build(layout, seed, { style, scan: false });
            texts.push(JSON.stringify([f.truth, f.values.map((v) => v.text), f.decoys.map((v) => v.text)]));
            const r = await pdfRead(f.pdf);
            for (const v of [...f.values, ...f.decoys]) {
              if (style !== 'fillable') { expect(r.text, `${style} ${v.field}`).toContain(v.text.replace(/\s+/g, ' ')); continue; }
              if (v.checkbox) { expect(r.fields.get(v.field), v.field).toBe('Yes'); continue; }
              expect(r.fields.get(v.field), v.field).toBe(v.text);
              if (v.text.length >= 6) expect(wordIn(r.text, v.text), v.field).toBe(false);
            }
            if (style === 'fillable') {
              const on = [...r.fields.values()].filter((x) => x === 'Yes').length;
              expect(on).toBe(f.values.filter((v) => v.checkbox).length);
            }
            // every non-null truth value comes from a drawn value
            const given = new Set(f.values.flatMap((v) => Object.entries(v.truth).filter(([, x]) => x !== null).map(([k]) => k)));
            const t = f.truth as unknown as Record<string, unknown>;
            for (const [k, x] of Object.entries(t)) if (k !== 'applicants' && x !== null) expect(given.has(k), k).toBe(true);
            f.truth.applicants.forEach((a, i) => { for (const [k, x] of Object.entries(a)) if (x !== null) expect(given.has(`applicants.${i}.${k}`), k).toBe(true); });
          }
          expect(new Set(texts).size).toBe(1);
        }
      });

      it('keeps decoys apart from the truth and reads by the rules', async () => {
        for (const seed of SEEDS) {
          const f = await build(layout, seed, { style: 'typed', scan: false });
          const t = f.truth;
          const truthVals = new Set(scalars(t as unknown as Record<string, unknown>));
          for (const d of f.decoys) {
            expect(truthVals.has(d.text), d.field).toBe(false);
            const n = Number(d.text.replace(/[$,\sCAD]/g, ''));
            if (d.text && !Number.isNaN(n)) expect([t.requested_amount, t.requested_payment].includes(n), d.field).toBe(false);
          }
          expect(t.legal_name).toBeTruthy();
          expect(t.trade_name).not.toBe(t.legal_name);
          if (t.trade_name) expect(['SAME', 'N/A']).not.toContain(t.trade_name);
          expect(ENTITY_IDS).toContain(t.type_of_entity);
          expect(INDUSTRY_IDS).toContain(t.industry);
          expect([...US_STATES, ...CA_PROVINCES]).toContain(t.state_region);
          expect(t.business_tax_id).toMatch(t.business_tax_id_type === 'BN' ? /^\d{9}RC\d{4}$/ : /^\d{9}$/);
          if (t.business_start_date) expect(t.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
          expect(t.applicants.length).toBeGreaterThanOrEqual(1);
          for (const a of t.applicants) {
            expect(a.first_name).toMatch(/^[A-Z][a-z]+$/);
            expect(a.last_name).not.toContain(',');
            if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
            if (a.date_of_birth) expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          }
        }
      });
    });
  }

  it('covers a Canadian form, two pages, checkbox rows and several owners', async () => {
    const ca = await build('northern-birch-ca', 2, { style: 'typed', scan: false });
    expect(ca.truth.country).toBe('Canada');
    expect(ca.truth.business_tax_id).toMatch(/^\d{9}RC0001$/);
    expect(ca.truth.applicants.every((a) => a.tax_id === null || a.tax_id_type === 'SIN')).toBe(true);
    expect((await pdfRead((await build('harbor-lane-underscores', 1, { style: 'typed', scan: false })).pdf)).pages.length).toBe(2);
    const boxes = await build('harbor-lane-underscores', 1, { style: 'fillable', scan: false });
    expect(boxes.values.some((v) => v.checkbox)).toBe(true);
    let most = 0;
    for (const s of SEEDS) most = Math.max(most, (await build('lakeshore-two-column', s, { style: 'typed', scan: false })).truth.applicants.length);
    expect(most).toBeGreaterThanOrEqual(3);
  });

  it('scans to pictures with no text layer, the truth unchanged', async () => {
    for (const [layout, style] of [['pinecrest-pipe-table', 'fillable'], ['prairie-sky-questions', 'handwritten']] as const) {
      const s = await generateIndependent16(layout, 4, { style, scan: true });
      const plain = await generateIndependent16(layout, 4, { style: 'typed', scan: false });
      const r = await pdfRead(s.pdf);
      expect(r.text.trim()).toBe('');
      expect(r.fields.size).toBe(0);
      expect(s.truth).toEqual(plain.truth);
    }
  }, 120_000);
});
