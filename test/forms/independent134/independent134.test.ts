// Set 134's generator checked from the outside: pdf.js reads every PDF, every non-null truth value is printed (page
// text or AcroForm field), printed text agrees with the truth, decoys never reach the truth, same seed same bytes.
import { describe, expect, test } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { entityOf, industryOf } from './fmt.ts';
import { generateIndependent134, INDEPENDENT134_LAYOUT_NAMES } from './index.ts';
import type { TruthApplication } from '../generator/truth.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = Array.from({ length: Number(process.env.IND134_SEEDS ?? 8) }, (_, i) => i + 1);
const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();
const digits = (s: string): string => s.replace(/\D/g, '');

async function read(pdf: Uint8Array): Promise<{ pages: number; text: string; fields: Map<string, string> }> {
  const doc = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise;
  let text = '';
  const fields = new Map<string, string>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text += tc.items.map((i) => ('str' in i ? i.str : '')).join(' ') + '\n';
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown }[]) {
      if (a.fieldName) fields.set(a.fieldName, String(a.fieldValue ?? ''));
    }
  }
  const pages = doc.numPages;
  await doc.cleanup();
  return { pages, text: squash(text), fields };
}

/** Every non-null truth path, as `application.x` / `application.applicants[i].y`. */
function truthPaths(t: TruthApplication): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) out.push(`application.${k}`);
  t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) out.push(`application.applicants[${i}].${k}`); });
  return out;
}

describe('independent134 generator', () => {
  for (const layout of INDEPENDENT134_LAYOUT_NAMES) {
    for (const style of STYLES) {
      test(`${layout} ${style}: valid, printed, decoys apart`, async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent134(layout, seed, { style, scan: false });
          const r = await read(g.pdf);
          expect(r.pages).toBe(g.pages);
          const t = g.truth;
          const covered = new Set(g.printed.flatMap((p) => p.keys));
          for (const path of truthPaths(t)) expect(covered, `${path} printed (seed ${seed})`).toContain(path);
          for (const p of g.printed) {
            if (style === 'fillable') {
              expect(p.field, `field for ${p.text}`).toBeDefined();
              const v = r.fields.get(p.field!);
              expect([p.text, 'Yes'], `${p.field} (seed ${seed})`).toContain(v);
            } else expect(r.text, `${p.keys[0]} (seed ${seed})`).toContain(squash(p.text));
          }
          if (style === 'fillable') expect(r.text).not.toContain(t.legal_name!);
          // The printed text agrees with the truth it gives.
          const byKey = new Map(g.printed.flatMap((p) => p.keys.map((k) => [k, p.text] as const)));
          expect(t.legal_name).toBe(byKey.get('application.legal_name'));
          expect(t.requested_amount).toBe(Number(byKey.get('application.requested_amount')!.replace(/CAD|[$,\s]/g, '')));
          expect(t.industry).not.toBeNull();
          expect(t.industry).toBe(industryOf(byKey.get('application.industry')!));
          if (t.type_of_entity) expect(entityOf(byKey.get('application.type_of_entity')!, t.country === 'Canada' ? 'CA' : 'US')).toBe(t.type_of_entity);
          if (t.business_tax_id) expect(t.business_tax_id.replace(/RC\d{4}$/, '')).toBe(digits(byKey.get('application.business_tax_id')!).slice(0, 9));
          t.applicants.forEach((a, i) => { if (a.tax_id) expect(a.tax_id).toBe(digits(byKey.get(`application.applicants[${i}].tax_id`)!)); });
          expect(t.applicants.length).toBeGreaterThan(0);
          // Decoys never reach the truth.
          const truthStrings = new Set<string>();
          for (const v of Object.values(t)) if (typeof v === 'string' || typeof v === 'number') truthStrings.add(String(v).toLowerCase());
          for (const a of t.applicants) {
            truthStrings.add(`${a.first_name} ${a.last_name}`.toLowerCase());
            if (a.tax_id) truthStrings.add(a.tax_id);
          }
          for (const d of g.decoys) {
            expect(truthStrings, `decoy ${d.what} (seed ${seed})`).not.toContain(squash(d.text).toLowerCase());
            expect(truthStrings, `decoy ${d.what} digits`).not.toContain(digits(d.text) || '-');
            expect(g.printed.some((p) => p.text === d.text && p.keys.length), `decoy ${d.what} also a value`).toBe(false);
          }
          expect(g.decoys.length).toBeGreaterThan(5);
        }
      });
    }
    test(`${layout}: same seed, same bytes; scans readable`, async () => {
      for (const style of STYLES) {
        const a = await generateIndependent134(layout, 11, { style, scan: false });
        const b = await generateIndependent134(layout, 11, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      }
      const seed = layout.length % 2 ? 3 : 4;
      const s1 = await generateIndependent134(layout, seed, { style: 'handwritten', scan: true });
      const s2 = await generateIndependent134(layout, seed, { style: 'handwritten', scan: true });
      expect(Buffer.from(s1.pdf).equals(Buffer.from(s2.pdf))).toBe(true);
      const r = await read(s1.pdf);
      expect(r.pages).toBe(s1.pages);
      expect(r.text).not.toContain(s1.truth.legal_name!);
    });
  }

  test('seeds vary the values', async () => {
    const names = new Set<string>();
    for (const seed of SEEDS) names.add((await generateIndependent134(INDEPENDENT134_LAYOUT_NAMES[0]!, seed, { style: 'typed', scan: false })).truth.legal_name!);
    expect(names.size).toBeGreaterThan(2);
  });
});
