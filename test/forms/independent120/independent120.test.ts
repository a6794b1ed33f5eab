// Set 120 (comb-box forms): for each layout and style, two seeds: the truth is consistent with the reference data and
// the specification's formats, every non-null truth field is printed, and the PDF shows the printed values (page
// text for typed and handwritten; AcroForm comb fields, not page text, for fillable).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent120, INDEPENDENT120_LAYOUT_NAMES } from './index.ts';
import { NATURE, industryOf, luhnDigit } from './data.ts';

const ids = (f: string) => new Set((JSON.parse(readFileSync(`/work/shared/reference/${f}`, 'utf8')) as { items: { id?: string; code?: string }[] }).items.map((i) => i.id ?? i.code));
const ENTITIES = ids('entity-types.json'), INDUSTRIES = ids('industries.json'), STATES = ids('states.json'), PROVINCES = ids('provinces.json');
const norm = (s: string) => s.toUpperCase().normalize('NFD').replace(/[^A-Z0-9]/g, '');
// I120_SEEDS=20 runs seeds 1..20 (a wider sweep by hand); two seeds by default.
const SEEDS = Array.from({ length: Number(process.env.I120_SEEDS ?? 2) }, (_, i) => i + 1);
const TICKS = /^(entity|payment_frequency|owner\d\.role|tax_id_type)$/;

async function readPdf(pdf: Uint8Array): Promise<{ text: string[]; fields: string[] }> {
  const task = getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  const text: string[] = [], fields: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text.push(norm(tc.items.map((i) => ('str' in i ? i.str : '')).join('')));
    const ann = await page.getAnnotations();
    fields.push(norm(ann.map((a: { fieldValue?: unknown }) => (typeof a.fieldValue === 'string' ? a.fieldValue : '')).join('')));
  }
  await task.destroy();
  return { text, fields };
}

describe('independent set 120 (comb boxes)', () => {
  it('nature-of-business texts give their industries by the longest-alias rule', () => {
    for (const [text, id] of NATURE) expect(industryOf(text), text).toBe(id);
  });

  for (const layout of INDEPENDENT120_LAYOUT_NAMES) {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      for (const seed of SEEDS) {
        it(`${layout} ${style} seed ${seed}`, async () => {
          const g = await generateIndependent120(layout, seed, { style, scan: false });
          const t = g.truth;
          expect(g.layout).toBe(layout);
          // required fields and formats
          expect(t.legal_name).toBeTruthy();
          expect(ENTITIES.has(t.type_of_entity!)).toBe(true);
          expect(INDUSTRIES.has(t.industry!)).toBe(true);
          expect(t.requested_amount).toBeGreaterThan(0);
          const ca = t.country === 'Canada';
          expect(t.country).toBe(layout === 'laurentian' ? 'Canada' : 'United States');
          expect((ca ? PROVINCES : STATES).has(t.state_region!)).toBe(true);
          expect(t.business_tax_id_country).toBe(ca ? 'CA' : 'US');
          if (ca) {
            expect(t.business_tax_id).toMatch(/^\d{9}(RC\d{4})?$/);
            expect(luhnDigit(t.business_tax_id!.slice(0, 8))).toBe(t.business_tax_id![8]);
            expect(t.business_tax_id_type).toBe('BN');
          } else {
            expect(t.business_tax_id).toMatch(/^\d{9}$/);
            expect(['EIN', 'SSN', 'ITIN']).toContain(t.business_tax_id_type);
            if (t.business_tax_id_type === 'ITIN') expect(t.business_tax_id![0]).toBe('9');
          }
          if (t.type_of_entity === 'sole_proprietorship' && !ca) {
            expect(t.business_tax_id).toBe(t.applicants[0]!.tax_id);
            expect(norm(t.legal_name!)).toContain(norm(t.applicants[0]!.last_name!));
          }
          if (t.trade_name) expect(t.trade_name).not.toBe(t.legal_name);
          if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
          if (t.business_start_date) expect(t.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          // owners
          expect(t.applicants.length).toBeGreaterThanOrEqual(1);
          expect(t.applicants.length).toBeLessThanOrEqual(4);
          const sum = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
          expect(sum).toBeGreaterThanOrEqual(50);
          expect(sum).toBeLessThanOrEqual(100);
          for (const a of t.applicants) {
            expect(a.first_name && a.last_name && a.role).toBeTruthy();
            if (a.tax_id) {
              expect(a.tax_id).toMatch(/^\d{9}$/);
              expect(a.tax_id_type).toBe(ca ? 'SIN' : a.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
              if (ca) expect(luhnDigit(a.tax_id.slice(0, 8))).toBe(a.tax_id[8]);
            } else expect(a.tax_id_type).toBeNull();
            if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThan(299);
          }
          // every non-null truth field is printed
          const printedFields = new Set(g.printed.map((p) => p.field).filter(Boolean));
          for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) expect(printedFields.has(`application.${k}`), k).toBe(true);
          t.applicants.forEach((a, i) => {
            for (const [k, v] of Object.entries(a)) if (v !== null) expect(printedFields.has(`application.applicants[${i}].${k}`), `${i}.${k}`).toBe(true);
          });
          // decoys are never a truth value
          const truthTexts = new Set([t.legal_name, t.trade_name, t.business_tax_id, ...t.applicants.flatMap((a) => [a.tax_id, a.last_name])].filter(Boolean).map((x) => norm(String(x))));
          for (const d of g.decoys) expect(truthTexts.has(norm(d)), d).toBe(false);
          // the PDF shows what was printed
          const { text, fields } = await readPdf(g.pdf);
          for (const p of g.printed) {
            const v = norm(p.text);
            if (!v) continue;
            const page = p.page - 1;
            if (style !== 'fillable' || TICKS.test(p.key)) expect(text[page], `${p.key} ${p.text}`).toContain(v);
            else expect(fields[page], `${p.key} ${p.text}`).toContain(v);
          }
          if (style === 'fillable') {
            expect(text[0]).not.toContain(norm(t.legal_name!));
            expect(fields.join('')).toContain(norm(t.legal_name!));
          } else expect(fields.join('')).toBe('');
        }, 30_000);
      }
    }
  }

  it('a scanned form is an image-only PDF with the same truth', async () => {
    const plain = await generateIndependent120('bayline', 3, { style: 'handwritten', scan: false });
    const scanned = await generateIndependent120('bayline', 3, { style: 'handwritten', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const { text } = await readPdf(scanned.pdf);
    expect(text.join('')).toBe('');
  }, 120_000);
});
