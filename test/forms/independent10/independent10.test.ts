// Independent set 10: determinism, every printed value where its style puts it (page text or AcroForm field), checked
// boxes really checked in the file, decoys never a truth value, scans without a text layer, truth ids valid.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { ENTITY_IDS, FREQUENCIES, INDUSTRY_IDS, PROVINCE_CODES, STATE_CODES, TAX_ID_TYPES } from './ids.ts';
import { buildIndependent10, generateIndependent10, INDEPENDENT10_LAYOUT_NAMES } from './index.ts';
import type { Style } from './pen.ts';

const STYLES: Style[] = ['typed', 'handwritten', 'fillable'];
const SEEDS = [1, 2, 3];
const squash = (s: string) => s.replace(/\s+/g, '');
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Every truth value as it could be printed or typed, for the decoy check. */
function truthStrings(t: TruthApplication): Set<string> {
  const out = new Set<string>();
  const add = (v: unknown) => { if (v !== null && v !== undefined && norm(String(v))) out.add(norm(String(v))); };
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants') add(v);
  for (const a of t.applicants) {
    for (const v of Object.values(a)) add(v);
    add(`${a.first_name} ${a.last_name}`);
  }
  return out;
}

describe('independent set 10', () => {
  it('has seven layouts and is deterministic for a seed', async () => {
    expect(INDEPENDENT10_LAYOUT_NAMES).toHaveLength(7);
    for (const layout of INDEPENDENT10_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent10(layout, 7, { style, scan: false });
        const b = await generateIndependent10(layout, 7, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), `${layout} ${style}`).toBe(true);
        expect(a.truth).toEqual(b.truth);
      }
      const [s1, s2] = [await generateIndependent10(layout, 1, { style: 'typed', scan: false }), await generateIndependent10(layout, 2, { style: 'typed', scan: false })];
      expect(s1.truth).not.toEqual(s2.truth);
    }
  }, 60_000);

  it('the style never changes the truth', async () => {
    for (const layout of INDEPENDENT10_LAYOUT_NAMES) {
      const truths = await Promise.all(STYLES.map(async (style) => (await generateIndependent10(layout, 4, { style, scan: false })).truth));
      expect(truths[1]).toEqual(truths[0]);
      expect(truths[2]).toEqual(truths[0]);
    }
  }, 60_000);

  for (const layout of INDEPENDENT10_LAYOUT_NAMES) {
    it(`${layout}: printed values in the page text or the fields, decoys never truth, ids valid`, async () => {
      for (const seed of SEEDS) {
        for (const style of STYLES) {
          const f = await buildIndependent10(layout, seed, { style, scan: false });
          const read = await pdfRead(f.pdf);
          const text = squash(read.text);
          const where = `${layout} ${style} seed ${seed}`;
          for (const rec of f.recs) {
            if (style === 'fillable') {
              expect(rec.field, where).toBeTruthy();
              if (rec.checked !== undefined) expect(read.fields.get(rec.field!), `${where} ${rec.key}`).toBe(rec.checked ? 'Yes' : 'Off');
              else {
                expect(read.fields.get(rec.field!), `${where} ${rec.key}`).toBe(rec.text);
                expect(read.items.some((i) => i.str.trim() === rec.text), `${where}: ${rec.text} is page text`).toBe(false);
              }
            } else if (rec.checked === undefined) expect(text, `${where} ${rec.key}`).toContain(squash(rec.text));
            else expect(rec.checked).toBe(true);
          }
          if (style !== 'fillable') expect(read.fields.size, where).toBe(0);
          // Decoys: never a truth value, nor its digits.
          const truth = truthStrings(f.truth);
          for (const d of f.recs.filter((x) => x.decoy)) {
            expect(truth.has(norm(d.text)), `${where}: decoy ${d.key} ${d.text}`).toBe(false);
          }
          // Every truth value comes from a record: nothing invented.
          const recorded = new Set(f.recs.flatMap((x) => Object.keys(x.truth)));
          for (const [k, v] of Object.entries(f.truth)) if (k !== 'applicants' && v !== null) expect(recorded.has(k), `${where} ${k}`).toBe(true);
          checkIds(f.truth, where);
        }
      }
    }, 120_000);
  }

  it('follows the reading rules: masked ids null, SAME/N/A DBA null, BN with program account, sole proprietor', async () => {
    let masked = 0, blankDba = 0, program = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      for (const layout of INDEPENDENT10_LAYOUT_NAMES) {
        const f = await buildIndependent10(layout, seed, { style: 'typed', scan: false });
        for (const [i, o] of f.merchant.owners.entries()) {
          const shown = f.recs.find((x) => x.key.endsWith(`o${i}_ssn`) || x.key.endsWith(`o${i}_sin`) || (layout === 'sole-prop-dba' && x.key === 'ssn'));
          if (shown && /[X*]/.test(shown.text)) { masked++; expect(f.truth.applicants[i]!.tax_id).toBeNull(); expect(f.truth.applicants[i]!.tax_id_type).toBeNull(); }
          if (!shown) expect(f.truth.applicants[i]?.tax_id ?? null).toBeNull();
          expect(f.truth.applicants[i]!.first_name).toBe(o.first);
        }
        const dba = f.recs.find((x) => x.key === 'dba');
        if (dba && ['SAME', 'N/A', 'Same as above'].includes(dba.text)) { blankDba++; expect(f.truth.trade_name).toBeNull(); }
        if (layout === 'canada-funder') {
          expect(f.truth.country).toBe('Canada');
          expect(f.truth.business_tax_id).toMatch(/^\d{9}(R[CTP]\d{4})?$/);
          if (f.truth.business_tax_id!.length > 9) program++;
        }
        if (layout === 'sole-prop-dba') {
          expect(f.truth.type_of_entity).toBe('sole_proprietorship');
          expect(f.truth.legal_name).toBe(`${f.truth.applicants[0]!.first_name} ${f.truth.applicants[0]!.last_name}`);
        }
      }
    }
    expect(masked).toBeGreaterThan(0);
    expect(blankDba).toBeGreaterThan(0);
    expect(program).toBeGreaterThan(0);
  }, 120_000);

  it('scans have no text layer and keep the truth', async () => {
    for (const [layout, style] of [['dense-onepage', 'fillable'], ['canada-funder', 'handwritten']] as const) {
      const plain = await generateIndependent10(layout, 3, { style, scan: false });
      const scan = await generateIndependent10(layout, 3, { style, scan: true });
      const read = await pdfRead(scan.pdf);
      expect(read.text.trim(), layout).toBe('');
      expect(read.fields.size).toBe(0);
      expect(scan.truth).toEqual(plain.truth);
    }
  }, 180_000);
});

function checkIds(t: TruthApplication, where: string): void {
  const ca = t.country === 'Canada';
  expect(['United States', 'Canada'], where).toContain(t.country);
  expect(ENTITY_IDS as readonly string[], where).toContain(t.type_of_entity);
  expect(INDUSTRY_IDS, where).toContain(t.industry);
  expect(ca ? PROVINCE_CODES : STATE_CODES, where).toContain(t.state_region);
  expect(TAX_ID_TYPES as readonly string[], where).toContain(t.business_tax_id_type);
  expect(t.business_tax_id_country, where).toBe(ca ? 'CA' : 'US');
  if (t.payment_frequency !== null) expect(FREQUENCIES as readonly string[]).toContain(t.payment_frequency);
  if (t.business_start_date !== null) expect(Number.isNaN(Date.parse(t.business_start_date)), where).toBe(false);
  expect(t.applicants.length, where).toBeGreaterThan(0);
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0), where).toBeLessThanOrEqual(100);
  for (const a of t.applicants) {
    expect(a.first_name && a.last_name, where).toBeTruthy();
    if (a.tax_id !== null) {
      expect(a.tax_id, where).toMatch(/^\d{9}$/);
      expect(a.tax_id_type, where).toBe(ca ? 'SIN' : a.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
    }
    if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
  }
}
