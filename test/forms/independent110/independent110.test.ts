// Independent set 110 (merchants with several owners): determinism, rendering of every layout x style, truth
// printed and read back by the spec's rules, decoys kept out of the truth, and variety over seeds.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { generateIndependent110, INDEPENDENT110_LAYOUT_NAMES, type Independent110Doc } from './index.ts';
import { readBack } from './readback.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const flat = (s: string): string => s.replace(/\s+/g, ' ').trim();

function truthPaths(d: Independent110Doc): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [k, v] of Object.entries(d.truth)) if (k !== 'applicants' && v !== null) out.push([`application.${k}`, v]);
  d.truth.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) out.push([`application.applicants[${i}].${k}`, v]); });
  return out;
}

describe('independent110', () => {
  it('has 5-7 layouts, US and Canadian', () => {
    expect(INDEPENDENT110_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(5);
    expect(INDEPENDENT110_LAYOUT_NAMES.length).toBeLessThanOrEqual(7);
  });

  it('is deterministic for (layout, seed, style)', async () => {
    for (const style of STYLES) {
      const a = await generateIndependent110('harborline_capital', 11, { style, scan: false });
      const b = await generateIndependent110('harborline_capital', 11, { style, scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
    const c = await generateIndependent110('harborline_capital', 12, { style: 'typed', scan: false });
    expect(c.truth).not.toEqual((await generateIndependent110('harborline_capital', 11, { style: 'typed', scan: false })).truth);
  });

  for (const layout of INDEPENDENT110_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}: truth printed and read back, decoys apart`, async () => {
        for (const seed of [1, 2, 3, 4]) {
          const d = await generateIndependent110(layout, seed, { style, scan: false });
          const read = await pdfRead(d.pdf);
          expect(read.pages.length).toBe(d.pages);
          const text = flat(read.text);
          for (const p of d.printed) {
            if (p.check) expect(text).toContain(p.text);
            else if (style === 'fillable') expect(read.fields.get(p.field!)).toBe(p.text);
            else expect(text).toContain(flat(p.text));
            const keys = Object.keys(p.paths);
            const full = keys.some((k) => k.endsWith('first_name')) && keys.some((k) => k.endsWith('last_name'));
            for (const [path, v] of Object.entries(p.paths)) expect(readBack(path, p.text, d.country, full), `${path} from "${p.text}"`).toEqual(v);
          }
          // every truth value comes from a printed value
          const printedPaths = new Set(d.printed.flatMap((p) => Object.keys(p.paths)));
          for (const [path] of truthPaths(d)) expect(printedPaths, path).toContain(path);
          // owners are people: the entity owner and the non-owner officer are never applicants
          expect(d.truth.applicants.length).toBe(d.merchant.persons.length);
          // no decoy (entity owner, officer, landlord, bank, ISO rep ...) gives a name or number of the truth
          const t = d.truth, names = new Set([t.legal_name, t.trade_name, ...t.applicants.flatMap((a) => [a.last_name, `${a.first_name} ${a.last_name}`])].filter(Boolean));
          const ids = new Set([t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter(Boolean));
          for (const dec of d.decoys) {
            expect(names.has(dec.text), `decoy ${dec.key} "${dec.text}"`).toBe(false);
            expect(ids.has(dec.text.replace(/\D/g, '')), `decoy ${dec.key} "${dec.text}"`).toBe(false);
          }
          if (d.merchant.entityOwner) expect(d.decoys.map((x) => x.key)).toContain('entity_owner');
          if (style === 'fillable') {
            expect(text).not.toContain(d.merchant.legal);
            for (const a of d.truth.applicants) if (a.last_name) expect(text).not.toContain(` ${a.last_name} `);
          }
        }
      });
    }
  }

  it('varies merchants over seeds', async () => {
    const docs: Independent110Doc[] = [];
    for (const layout of INDEPENDENT110_LAYOUT_NAMES) for (let seed = 100; seed < 112; seed++) docs.push(await generateIndependent110(layout, seed, { style: 'typed', scan: false }));
    const counts = new Set(docs.map((d) => d.truth.applicants.length));
    for (const n of [1, 2, 3, 4]) expect(counts, `owners ${n}`).toContain(n);
    expect(docs.some((d) => d.merchant.entityOwner)).toBe(true);
    expect(docs.some((d) => !d.merchant.entityOwner)).toBe(true);
    expect(docs.some((d) => d.merchant.officer)).toBe(true);
    expect(docs.some((d) => d.printed.some((p) => /, (DDS|DVM|MD)$/.test(p.text)))).toBe(true);
    expect(docs.some((d) => d.truth.trade_name === null)).toBe(true);
    expect(docs.some((d) => d.truth.trade_name !== null)).toBe(true);
    const apps = docs.flatMap((d) => d.truth.applicants);
    expect(apps.some((a) => a.tax_id === null && a.tax_id_type)).toBe(true);
    expect(apps.some((a) => a.tax_id !== null)).toBe(true);
    expect(apps.some((a) => a.tax_id_type === 'ITIN')).toBe(true);
    expect(apps.some((a) => a.tax_id_type === 'SIN')).toBe(true);
    expect(apps.some((a) => a.credit_score !== null)).toBe(true);
    expect(docs.some((d) => d.truth.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0) < 99)).toBe(true);
    expect(new Set(docs.map((d) => d.truth.legal_name)).size).toBeGreaterThan(docs.length / 2);
    expect(new Set(docs.map((d) => d.truth.type_of_entity)).size).toBeGreaterThan(5);
    expect(new Set(docs.map((d) => d.truth.payment_frequency)).size).toBeGreaterThan(3);
  });

  it('scans to an image-only PDF with the same truth', async () => {
    const plain = await generateIndependent110('maple_ridge_merchant', 5, { style: 'handwritten', scan: false });
    const scanned = await generateIndependent110('maple_ridge_merchant', 5, { style: 'handwritten', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const read = await pdfRead(scanned.pdf);
    expect(read.text.includes(plain.merchant.legal)).toBe(false);
    expect(read.fields.size).toBe(0);
  }, 120_000);
});
