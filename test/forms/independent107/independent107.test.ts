import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { generateIndependent107, INDEPENDENT107_LAYOUT_NAMES } from './index.ts';
import { INDUSTRIES } from './merchant.ts';
import { entityMatches, industryOf, readBack } from './readback.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

function truthStrings(t: Awaited<ReturnType<typeof generateIndependent107>>['truth']): Set<string> {
  const out = new Set<string>();
  const add = (v: unknown) => { if (v !== null && v !== undefined && String(v).length > 1) out.add(String(v).toLowerCase()); };
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && k !== 'country' && !/_type$|_country$/.test(k)) add(v);
  for (const a of t.applicants) { add(a.tax_id); if (a.first_name && a.last_name) add(`${a.first_name} ${a.last_name}`); add(a.last_name); }
  return out;
}

describe('independent set 107 (Southeast / Mid-Atlantic / Atlantic Canada ISO forms)', () => {
  it('has 5-7 layouts, US and Canadian', () => {
    expect(INDEPENDENT107_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(5);
    expect(INDEPENDENT107_LAYOUT_NAMES.length).toBeLessThanOrEqual(7);
  });

  it('is deterministic for (layout, seed, style, scan)', async () => {
    for (const l of INDEPENDENT107_LAYOUT_NAMES.slice(0, 3)) {
      const a = await generateIndependent107(l, 41, { style: 'handwritten', scan: false });
      const b = await generateIndependent107(l, 41, { style: 'handwritten', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
  });

  it('the curated business types and entity words read as intended', () => {
    for (const [text, id] of INDUSTRIES) expect(industryOf(text), text).toBe(id);
    for (const w of ['LLC', 'L.L.C.', 'Limited Liability Company', 'C Corp', 'S-Corp', 'S Corporation', 'Sole Prop', 'PLLC', 'Professional LLC', 'LP', 'Non-Profit', 'Partnership', 'General Partnership', 'Inc', 'Corporation'])
      expect(entityMatches(w, 'US'), w).toHaveLength(1);
    for (const w of ['Corporation', 'Ltd.', 'Inc.', 'Sole Proprietorship', 'Partnership']) expect(entityMatches(w, 'CA'), w).toHaveLength(1);
  });

  for (const layout of INDEPENDENT107_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}: every truth value is printed and reads back; decoys are not truth`, async () => {
        for (const seed of [1, 2]) {
          const d = await generateIndependent107(layout, seed, { style, scan: false });
          const read = await pdfRead(d.pdf);
          const page = squash(read.text);
          const country = d.merchant.country;
          expect(d.truth.legal_name).toBeTruthy();
          expect(d.truth.applicants.length).toBeGreaterThan(0);
          const seen = new Map<string, unknown>();
          for (const p of d.printed) {
            if (style === 'fillable' && p.field) {
              expect(read.fields.get(p.field), `${p.field}`).toBe(p.check ? 'Yes' : p.text);
              if (p.check) expect(page).toContain(p.text);
            } else expect(page, `${layout} ${style} ${p.text}`).toContain(squash(p.text));
            for (const [path, v] of Object.entries(p.paths)) {
              expect(readBack(path, p.text, country), `${path} from "${p.text}"`).toEqual(v);
              seen.set(path, v);
            }
          }
          // every non-null truth value comes from a printed value
          const flat: Record<string, unknown> = {};
          for (const [k, v] of Object.entries(d.truth)) if (k !== 'applicants' && k !== 'country') flat[k] = v;
          d.truth.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) flat[`applicants.${i}.${k}`] = v; });
          for (const [k, v] of Object.entries(flat)) if (v !== null) expect(seen.get(k), k).toEqual(v);
          expect(d.truth.country).toBe(country === 'CA' ? 'Canada' : 'United States');
          if (style === 'fillable') expect(page).not.toContain(d.truth.legal_name!);
          const truths = truthStrings(d.truth);
          const taxDigits = [d.truth.business_tax_id, ...d.truth.applicants.map((a) => a.tax_id)].filter(Boolean);
          for (const dc of d.decoys) {
            expect(truths.has(dc.text.toLowerCase()), `decoy ${dc.key} "${dc.text}"`).toBe(false);
            expect(taxDigits).not.toContain(dc.text.replace(/\D/g, ''));
            if (style === 'fillable' && dc.field) expect(read.fields.get(dc.field)).toBe(dc.text);
          }
          expect(d.decoys.length).toBeGreaterThan(3);
        }
      });
    }
  }

  it('over many seeds the merchants vary as real ones do', async () => {
    const legal = new Set<string>(), entities = new Set<string>(), industries = new Set<string>(), owners = new Set<number>();
    let dba = 0, noDba = 0, dbaWordNull = 0, masked = 0, full = 0, noCredit = 0, itin = 0, soleSsn = 0, sched = 0, bn = 0, noStart = 0, noFreq = 0;
    for (const layout of INDEPENDENT107_LAYOUT_NAMES) {
      for (let seed = 100; seed < 118; seed++) {
        const d = await generateIndependent107(layout, seed, { style: 'typed', scan: false });
        const t = d.truth;
        legal.add(t.legal_name!); entities.add(t.type_of_entity ?? 'none'); industries.add(t.industry!); owners.add(t.applicants.length);
        if (t.trade_name) dba++; else noDba++;
        if (!t.trade_name && d.merchant.dbaPrint) dbaWordNull++;
        for (const a of t.applicants) { if (a.tax_id) full++; else masked++; if (a.credit_score === null) noCredit++; if (a.tax_id_type === 'ITIN') itin++; }
        if (t.business_tax_id_type === 'SSN' || t.business_tax_id_type === 'ITIN') soleSsn++;
        if (t.business_tax_id_type === 'BN') bn++;
        if (t.requested_payment !== null) sched++;
        if (t.business_start_date === null) noStart++;
        if (t.payment_frequency === null) noFreq++;
      }
    }
    expect(legal.size).toBeGreaterThan(80);
    expect(entities.size).toBeGreaterThanOrEqual(6);
    expect(industries.size).toBeGreaterThanOrEqual(12);
    expect([...owners].sort()).toEqual([1, 2, 3, 4]);
    for (const n of [dba, noDba, dbaWordNull, masked, full, noCredit, itin, soleSsn, sched, bn, noStart, noFreq]) expect(n).toBeGreaterThan(0);
  }, 60_000);

  it('a scanned document is an image-only PDF with the same truth', async () => {
    const plain = await generateIndependent107('keystone-bridge-philadelphia-pa', 7, { style: 'typed', scan: false });
    const scanned = await generateIndependent107('keystone-bridge-philadelphia-pa', 7, { style: 'typed', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const read = await pdfRead(scanned.pdf);
    expect(read.pages.length).toBe(1);
    expect(read.text).not.toContain(plain.truth.legal_name!);
  }, 120_000);
});
