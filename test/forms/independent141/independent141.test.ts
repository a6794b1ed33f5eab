// Independent generator 141: every non-null truth value is printed (page text, or an AcroForm field for `fillable`),
// nothing printed as a decoy reaches the truth, and the same layout, seed and style give the same bytes.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent141, INDEPENDENT141_LAYOUT_NAMES, type Generated141 } from './index.ts';
import type { Style } from './pen.ts';

const FONTS = new URL('../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url).pathname;
interface Widget { fieldName?: string; fieldValue?: string | string[]; checkBox?: boolean }
async function read(pdf: Uint8Array): Promise<{ text: string[]; widgets: Widget[] }> {
  const loading = getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0, standardFontDataUrl: FONTS });
  const doc = await loading.promise;
  const text: string[] = [], widgets: Widget[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text.push(tc.items.map((i) => ('str' in i ? i.str : '')).join(' '));
    widgets.push(...((await page.getAnnotations()) as Widget[]).filter((a) => a.fieldName));
  }
  await loading.destroy();
  return { text, widgets };
}
const squash = (s: string) => s.replace(/\s+/g, '');

/** Every non-null value of the truth, as `path = value`. */
function flat(g: Generated141): Map<string, string | number> {
  const out = new Map<string, string | number>();
  const { applicants, ...app } = g.truth;
  for (const [k, v] of Object.entries(app)) if (v !== null) out.set(k, v as string | number);
  applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) out.set(`applicants[${i}].${k}`, v as string | number); });
  return out;
}

const STYLES: Style[] = ['typed', 'handwritten', 'fillable'];
const SEEDS = [1, 2, 5];

describe('independent141 generator', () => {
  for (const layout of INDEPENDENT141_LAYOUT_NAMES) for (const style of STYLES) {
    it(`${layout} / ${style}: truth printed, decoys kept out`, async () => {
      for (const seed of SEEDS) {
        const g = await generateIndependent141(layout, seed, { style, scan: false });
        const { text, widgets } = await read(g.pdf);
        const all = squash(text.join(' '));
        for (const r of g.records) {
          if (style === 'fillable') {
            const w = widgets.find((x) => x.fieldName === r.field);
            expect(w, `${layout}/${seed}: field ${r.field} for ${r.text}`).toBeDefined();
            if (r.check) { expect(w!.fieldValue).not.toBe('Off'); expect(all).toContain(squash(r.text)); }
            else expect(w!.fieldValue).toBe(r.text);
          } else expect(all, `${layout}/${style}/${seed}: ${r.text}`).toContain(squash(r.text));
        }
        for (const r of g.records) for (const [path, v] of Object.entries(r.fields))
          if (v === null && /tax_id$/.test(path)) expect(r.text, `${layout}/${seed}: masked ${path}`).toMatch(/^[X* -]+(RC|RT)?\d{3,4}$/);
        if (style === 'fillable' && g.truth.legal_name) expect(all).not.toContain(squash(g.truth.legal_name));
        // Each non-null truth value comes from a printed record that gives exactly that value.
        const values = flat(g);
        for (const [path, v] of values) expect(g.records.some((r) => r.fields[path] === v), `${layout}/${seed}: ${path}`).toBe(true);
        expect(values.get('legal_name')).toBeTruthy();
        expect(g.truth.applicants.length).toBeGreaterThanOrEqual(1);
        expect(g.truth.applicants.length).toBeLessThanOrEqual(3);
        // Decoys: printed, never a truth value (names, amounts, numbers).
        const truthStrings = new Set([...values.values()].map((v) => String(v).toLowerCase()));
        const names = g.truth.applicants.map((a) => `${a.first_name} ${a.last_name}`.toLowerCase());
        for (const dcy of g.decoys) {
          // A state of incorporation may be the business's own state, and an offer may be daily as the request is.
          const generic = dcy.text.length < 6 || /^(daily|weekly|bi-weekly|monthly)$/i.test(dcy.text);
          if (!generic) expect(truthStrings.has(dcy.text.toLowerCase()), `${layout}/${seed}: decoy ${dcy.key}=${dcy.text}`).toBe(false);
          expect(names.includes(dcy.text.toLowerCase()), `decoy ${dcy.key} is an owner`).toBe(false);
          const money = /^\$?([\d,]+(?:\.\d\d)?)$/.exec(dcy.text);
          if (money && dcy.key !== 'rent') {
            const n = Number(money[1]!.replace(/,/g, ''));
            expect([g.truth.requested_amount, g.truth.requested_payment].includes(n), `${layout}/${seed}: decoy ${dcy.key}=${dcy.text}`).toBe(false);
          }
        }
        expect(g.decoys.length).toBeGreaterThan(8);
      }
    });
  }

  it('same layout, seed and style give the same bytes; seeds differ', async () => {
    for (const layout of INDEPENDENT141_LAYOUT_NAMES) for (const style of STYLES) {
      const a = await generateIndependent141(layout, 9, { style, scan: false });
      const b = await generateIndependent141(layout, 9, { style, scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), `${layout}/${style}`).toBe(true);
      const c = await generateIndependent141(layout, 10, { style, scan: false });
      expect(c.truth).not.toEqual(a.truth);
    }
  });

  it('varies owners, countries and masking across seeds', async () => {
    const owners = new Set<number>(), countries = new Set<string | null>(), masked = new Set<boolean>();
    for (const layout of INDEPENDENT141_LAYOUT_NAMES) for (let seed = 1; seed <= 8; seed++) {
      const g = await generateIndependent141(layout, seed, { style: 'typed', scan: false });
      owners.add(g.truth.applicants.length);
      countries.add(g.truth.country);
      masked.add(g.truth.applicants.some((a) => a.tax_id === null));
    }
    expect([...owners].sort()).toEqual([1, 2, 3]);
    expect(countries).toEqual(new Set(['United States', 'Canada']));
    expect(masked).toEqual(new Set([true, false]));
  });

  it('a scan keeps the truth and has no text layer', async () => {
    const plain = await generateIndependent141('lakeshore_crm', 3, { style: 'handwritten', scan: false });
    const scan = await generateIndependent141('lakeshore_crm', 3, { style: 'handwritten', scan: true });
    expect(scan.truth).toEqual(plain.truth);
    const { text } = await read(scan.pdf);
    expect(squash(text.join(''))).toBe('');
  }, 20000);
});
