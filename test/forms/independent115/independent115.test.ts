import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent115, INDEPENDENT115_LAYOUT_NAMES } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const squash = (s: string): string => s.replace(/\s+/g, '');
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** A printed date as ISO: MM/DD/YYYY, M/D/YY, Month D, YYYY. */
function isoOf(s: string): string | null {
  const p = (n: number): string => String(n).padStart(2, '0');
  let r = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(s.trim());
  if (r) { const y = r[3]!.length === 2 ? 2000 + Number(r[3]) : Number(r[3]); return `${y}-${p(Number(r[1]))}-${p(Number(r[2]))}`; }
  r = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(s.trim());
  if (r) return `${r[3]}-${p(MONTHS.indexOf(r[1]!.toLowerCase()) + 1)}-${p(Number(r[2]))}`;
  return null;
}
const num = (s: string): number => Number(s.replace(/CAD|[$,%\s]/g, ''));

/** The printed text read as the truth's value of `path` (the test's own reading of applications.md). */
function reads(path: string, text: string, value: unknown): boolean {
  const leaf = path.replace(/^.*\./, '');
  if (leaf === 'business_tax_id' || leaf === 'tax_id') return text.replace(/[^A-Za-z0-9]/g, '').toUpperCase() === value;
  if (['requested_amount', 'requested_payment', 'number_of_payments', 'ownership', 'credit_score'].includes(leaf)) return num(text) === value;
  if (leaf === 'business_start_date' || leaf === 'date_of_birth') return isoOf(text) === value;
  if (leaf === 'payment_frequency') return text.toLowerCase().replace(/[^a-z]/g, '') === value;
  if (leaf === 'first_name' || leaf === 'last_name') return text.includes(String(value));
  if (leaf === 'type_of_entity' || leaf === 'industry') return text.length > 0;
  return text === value;
}

function truthPaths(t: TruthApplication): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) out.push([`application.${k}`, v]);
  t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) out.push([`application.applicants[${i}].${k}`, v]); });
  return out;
}

describe('independent set 115: submission packets', () => {
  for (const layout of INDEPENDENT115_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} renders as ${style}, deterministically`, async () => {
        const a = await generateIndependent115(layout, 7, { style, scan: false });
        const b = await generateIndependent115(layout, 7, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(a.truth).toEqual(b.truth);
        expect(a.pages).toBeGreaterThanOrEqual(2);
        expect(a.pages).toBeLessThanOrEqual(4);
        const r = await pdfRead(a.pdf);
        expect(r.pages.length).toBe(a.pages);
        if (style === 'fillable') {
          const box = (k: string): boolean => /^(entity_(?!other_text)|freq_|own$|rent$)/.test(k);
          for (const p of a.printed) expect(r.fields.get(p.key), p.key).toBe(box(p.key) ? 'Yes' : p.text);
          expect(a.printed.some((p) => p.field === 'application.type_of_entity')).toBe(true);
          const typed = await generateIndependent115(layout, 7, { style: 'typed', scan: false });
          for (const p of typed.printed) if (p.field && /legal_name|business_tax_id|\.tax_id$/.test(p.field)) expect(squash(r.pages[p.page - 1]!).includes(squash(p.text)), p.text).toBe(false);
        }
      });
    }

    it(`${layout}: every truth value is printed on the application, and no decoy is a truth value`, async () => {
      for (let seed = 1; seed <= 25; seed++) {
        const d = await generateIndependent115(layout, seed, { style: 'typed', scan: false });
        const read = await pdfRead(d.pdf);
        expect(read.pages.length, `seed ${seed}: pages`).toBe(d.pages);
        const text = squash(read.text);
        for (const p of d.printed) expect(text.includes(squash(p.text)), `seed ${seed}: ${p.key} "${p.text}"`).toBe(true);
        for (const [path, value] of truthPaths(d.truth)) {
          const leaf = path.replace(/^.*\./, '');
          if (['country', 'business_tax_id_country', 'business_tax_id_type', 'tax_id_type', 'tax_id_country'].includes(leaf)) continue;
          const byName = leaf === 'first_name' || leaf === 'last_name';
          const idx = /\[(\d+)\]/.exec(path)?.[1];
          const mine = d.printed.filter((p) => p.field === path || (byName && p.field?.startsWith(`application.applicants[${idx}].`) && /name/.test(p.key)));
          expect(mine.some((p) => reads(path, p.text, value)), `seed ${seed}: ${path} = ${String(value)} printed as ${mine.map((p) => p.text).join(' | ')}`).toBe(true);
        }
        const values = new Set(truthPaths(d.truth).map(([, v]) => String(v)));
        for (const x of d.decoys) {
          expect(values.has(x), `seed ${seed}: decoy ${x}`).toBe(false);
          if (/^\$[\d,.]+$/.test(x)) expect([d.truth.requested_amount, d.truth.requested_payment]).not.toContain(num(x));
        }
        for (const a of d.truth.applicants) if (a.tax_id === null) expect(a.tax_id_type).toBeNull();
      }
    });

    it(`${layout}: seeds vary`, async () => {
      const truths = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30].map(async (s) => (await generateIndependent115(layout, s, { style: 'typed', scan: false })).truth));
      expect(new Set(truths.map((t) => t.legal_name)).size).toBeGreaterThan(20);
      expect(new Set(truths.map((t) => t.applicants.length)).size).toBeGreaterThanOrEqual(3);
      expect(new Set(truths.map((t) => t.type_of_entity)).size).toBeGreaterThanOrEqual(3);
      expect(new Set(truths.map((t) => t.state_region)).size).toBeGreaterThanOrEqual(4);
      expect(truths.some((t) => t.trade_name === null) && truths.some((t) => t.trade_name !== null)).toBe(true);
      expect(truths.some((t) => t.applicants.some((a) => a.tax_id === null))).toBe(true);
    });
  }

  it('scans: an image-only PDF of the same pages', async () => {
    const layout = INDEPENDENT115_LAYOUT_NAMES[0]!;
    const d = await generateIndependent115(layout, 3, { style: 'handwritten', scan: true });
    const r = await pdfRead(d.pdf);
    expect(r.pages.length).toBe(d.pages);
    expect(squash(r.text)).toBe('');
    // A fillable packet is scanned as printed: its fields' values on the page (PDFium draws no form fields), the same truth.
    const f = await generateIndependent115('northern-ca-cover-last', 4, { style: 'fillable', scan: true });
    const g = await generateIndependent115('northern-ca-cover-last', 4, { style: 'fillable', scan: false });
    expect(f.truth).toEqual(g.truth);
    expect(f.printed).toEqual(g.printed);
    expect((await pdfRead(f.pdf)).pages.length).toBe(f.pages);
  }, 120_000);
});
