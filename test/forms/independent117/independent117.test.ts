// Set 117's own checks: the truth agrees with what each PDF shows, for every layout and style.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { generateIndependent117, INDEPENDENT117_LAYOUT_NAMES } from './index.ts';

const squash = (s: string): string => s.replace(/\s+/g, '');
const ids = (file: string, key = 'id'): Set<string> =>
  new Set((JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as { items: Record<string, string>[] }).items.map((i) => i[key]!));
const ENTITIES = ids('entity-types.json');
const INDUSTRIES = ids('industries.json');
const REGIONS = new Set([...ids('states.json', 'code'), ...ids('provinces.json', 'code')]);

/** Every non-null truth value's path. */
function paths(t: TruthApplication): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) out.push(`application.${k}`);
  t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) out.push(`application.applicants[${i}].${k}`); });
  return out;
}

describe('independent117', () => {
  for (const layout of INDEPENDENT117_LAYOUT_NAMES) {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      for (const seed of [1, 2]) {
        it(`${layout} ${style} seed ${seed}: truth matches what is printed`, async () => {
          const doc = await generateIndependent117(layout, seed, { style, scan: false });
          const read = await pdfRead(doc.pdf);
          expect(read.pages.length).toBe(doc.pages);
          const fieldValues = new Set(read.fields.values());
          for (const p of doc.printed) {
            const onPage = squash(read.pages[p.page - 1] ?? '').includes(squash(p.text));
            if (style === 'fillable') expect(onPage || fieldValues.has(p.text), `${p.key}: ${p.text}`).toBe(true);
            else expect(onPage, `${p.key}: ${p.text} on page ${p.page}`).toBe(true);
          }
          const given = new Set(doc.printed.filter((p) => p.field).map((p) => p.field));
          for (const path of paths(doc.truth)) expect(given.has(path), `${path} printed`).toBe(true);
          for (const path of given) expect(paths(doc.truth)).toContain(path);
          const t = doc.truth;
          expect(t.legal_name).not.toBeNull();
          expect(t.applicants.length).toBeGreaterThanOrEqual(1);
          expect(t.applicants.every((a) => a.first_name && a.last_name)).toBe(true);
          expect(ENTITIES.has(t.type_of_entity!)).toBe(true);
          if (t.industry) expect(INDUSTRIES.has(t.industry)).toBe(true);
          expect(REGIONS.has(t.state_region!)).toBe(true);
          expect(t.country).toBe(doc.country === 'US' ? 'United States' : 'Canada');
          if (t.business_tax_id) expect(t.business_tax_id).toMatch(doc.country === 'US' ? /^\d{9}$/ : /^\d{9}RC\d{4}$/);
          for (const a of t.applicants) if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
          for (const d of doc.decoys) expect(squash(read.text).includes(squash(d)) || fieldValues.has(d), d).toBe(true);
          if (style === 'fillable') {
            expect(read.fields.size).toBeGreaterThan(doc.printed.filter((p) => !p.field).length);
            expect([...read.fields.values()].some((v) => v === '')).toBe(true);
          }
        });
      }
    }
    it(`${layout}: a scan keeps the truth and has no text layer`, async () => {
      for (const style of ['typed', 'fillable'] as const) {
        const plain = await generateIndependent117(layout, 3, { style, scan: false });
        const scanned = await generateIndependent117(layout, 3, { style, scan: true });
        expect(scanned.truth).toEqual(plain.truth);
        expect(scanned.printed).toEqual(plain.printed);
        const read = await pdfRead(scanned.pdf);
        expect(read.pages.length).toBe(plain.pages);
        expect(read.fields.size).toBe(0);
        expect(squash(read.text)).toBe('');
      }
    }, 120_000);
  }

  it('varies owners, entities, masks and blanks across seeds', async () => {
    const docs = await Promise.all(Array.from({ length: 24 }, (_, i) => generateIndependent117(INDEPENDENT117_LAYOUT_NAMES[i % 4]!, 100 + i, { style: 'typed', scan: false })));
    const owners = new Set(docs.map((d) => d.truth.applicants.length));
    expect(owners.size).toBeGreaterThanOrEqual(3);
    expect(new Set(docs.map((d) => d.truth.type_of_entity)).size).toBeGreaterThanOrEqual(4);
    expect(docs.some((d) => d.truth.trade_name === null) && docs.some((d) => d.truth.trade_name !== null)).toBe(true);
    expect(docs.some((d) => d.truth.applicants.some((a) => a.tax_id === null))).toBe(true);
    expect(docs.some((d) => d.country === 'CA') && docs.some((d) => d.country === 'US')).toBe(true);
  });
});
