// Set 108: every layout x style renders deterministically; each truth value is printed (page text, or AcroForm value
// for fillable) and reads back to the truth by applications.md's rules; decoys are never truth; the seeds vary.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent108, INDEPENDENT108_LAYOUT_NAMES, type Independent108Doc } from './index.ts';
import { entityId, industryId, isoDate, money, personName, regionCode, taxId } from './rules.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const norm = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** What applications.md's rules read for one truth path from the text printed for it. */
function readBack(path: string, text: string, doc: Independent108Doc, legal: string | null): unknown {
  const ca = doc.country === 'CA';
  const field = path.replace(/^applicants\.\d+\./, '');
  switch (field) {
    case 'legal_name': case 'role': return text;
    case 'trade_name': return /^(same|n\/a|same as above)$/i.test(text) || text === legal ? null : text;
    case 'type_of_entity': return entityId(text, doc.country);
    case 'industry': return industryId(text);
    case 'business_tax_id': case 'business_tax_id_type': case 'business_tax_id_country': {
      const t = taxId(text, ca ? 'BN' : /^\d{3}-\d{2}-\d{4}$/.test(text) ? 'SSN' : 'EIN');
      return field === 'business_tax_id' ? t.id : field === 'business_tax_id_type' ? t.type : t.country;
    }
    case 'tax_id': case 'tax_id_type': case 'tax_id_country': {
      const t = taxId(text, ca ? 'SIN' : 'SSN');
      return field === 'tax_id' ? t.id : field === 'tax_id_type' ? t.type : t.country;
    }
    case 'state_region': case 'country': {
      const r = regionCode(/,/.test(text) ? /, ([A-Z]{2}) /.exec(text)![1]! : text)!;
      return field === 'state_region' ? r.code : r.country === 'US' ? 'United States' : 'Canada';
    }
    case 'business_start_date': case 'date_of_birth': return isoDate(text);
    case 'requested_amount': case 'requested_payment': return money(text);
    case 'number_of_payments': case 'credit_score': return Number(text);
    case 'ownership': return parseFloat(text);
    case 'payment_frequency': { const t = text.toLowerCase().replace(/[^a-z]/g, ''); return t.startsWith('bi') ? 'biweekly' : t.startsWith('daily') ? 'daily' : t; }
    case 'first_name': return personName(text).first;
    case 'last_name': return personName(text).last;
    default: throw new Error(`no read-back for ${path}`);
  }
}

function readTruth(doc: Independent108Doc): TruthApplication {
  const legal = doc.printed.find((p) => 'legal_name' in p.fields)?.text ?? null;
  const out: Record<string, unknown> = {};
  const apps: Record<string, unknown>[] = [];
  for (const p of doc.printed) for (const path of Object.keys(p.fields)) {
    const v = readBack(path, p.text, doc, legal);
    const m = /^applicants\.(\d+)\.(\w+)$/.exec(path);
    if (m) (apps[Number(m[1])] ??= {})[m[2]!] = v; else out[path] = v;
  }
  return { ...out, applicants: apps } as unknown as TruthApplication;
}
const strip = (t: TruthApplication): unknown => JSON.parse(JSON.stringify({ ...t, applicants: t.applicants.map((a) => Object.fromEntries(Object.entries(a).filter(([, v]) => v !== null))) }, (_k, v: unknown) => (v === null ? undefined : v)));

describe('independent108: direct funders\' own applications', () => {
  it('has 5-7 layouts, US and Canadian', async () => {
    expect(INDEPENDENT108_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(5);
    expect(INDEPENDENT108_LAYOUT_NAMES.length).toBeLessThanOrEqual(7);
    const countries = new Set<string>();
    for (const l of INDEPENDENT108_LAYOUT_NAMES) countries.add((await generateIndependent108(l, 1, { style: 'typed', scan: false })).country);
    expect([...countries].sort()).toEqual(['CA', 'US']);
  });

  it('is deterministic for (layout, seed, style)', async () => {
    for (const style of STYLES) {
      const a = await generateIndependent108('garden_state_nj', 7, { style, scan: false });
      const b = await generateIndependent108('garden_state_nj', 7, { style, scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
    const c = await generateIndependent108('garden_state_nj', 8, { style: 'typed', scan: false });
    expect(c.truth).not.toEqual((await generateIndependent108('garden_state_nj', 7, { style: 'typed', scan: false })).truth);
  });

  for (const layout of INDEPENDENT108_LAYOUT_NAMES) for (const style of STYLES) {
    it(`${layout} / ${style}: truth printed, read back, decoys apart`, async () => {
      for (const seed of [11, 12, 13]) {
        const doc = await generateIndependent108(layout, seed, { style, scan: false });
        const pdf = await pdfRead(doc.pdf);
        expect(pdf.pages.length).toBe(doc.pages);
        expect(doc.pages).toBeGreaterThanOrEqual(2);
        expect(doc.pages).toBeLessThanOrEqual(3);
        const text = norm(pdf.text);
        for (const p of doc.printed) {
          if (p.via === 'mark') { expect(text).toContain(p.text); continue; }
          if (style === 'fillable') {
            expect(pdf.fields.get(p.key)).toBe(p.text);
            if ((/\d/.test(p.text) && p.text.length >= 5) || 'legal_name' in p.fields) expect(text).not.toContain(p.text);
          } else expect(text).toContain(norm(p.text));
        }
        expect(strip(readTruth(doc))).toEqual(strip(doc.truth));
        const t = doc.truth;
        expect(t.legal_name).toBeTruthy();
        expect(t.requested_amount).toBeGreaterThan(0);
        expect(t.state_region).toBeTruthy();
        expect(t.industry).toBeTruthy();
        expect(t.type_of_entity).toBeTruthy();
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        const truthTexts = new Set(doc.printed.filter((p) => p.via !== 'mark').map((p) => norm(p.text)));
        const values = new Set(Object.values(t).filter((v): v is string => typeof v === 'string').map(norm));
        expect(doc.decoys.length).toBeGreaterThan(8);
        for (const d of doc.decoys) { expect(truthTexts.has(norm(d.text))).toBe(false); expect(values.has(norm(d.text))).toBe(false); }
      }
    });
  }

  it('varies over seeds', async () => {
    const seen = { dba: new Set<boolean>(), owners: new Set<number>(), masked: 0, full: 0, score: new Set<boolean>(), entity: new Set<string>(),
      industry: new Set<string>(), freq: new Set<string | null>(), taxType: new Set<string>(), names: new Set<string>(), itin: 0 };
    for (const layout of INDEPENDENT108_LAYOUT_NAMES) for (let seed = 100; seed < 124; seed++) {
      const t = (await generateIndependent108(layout, seed, { style: 'typed', scan: false })).truth;
      seen.dba.add(t.trade_name !== null); seen.owners.add(t.applicants.length); seen.entity.add(t.type_of_entity!); seen.industry.add(t.industry!);
      seen.freq.add(t.payment_frequency); seen.taxType.add(t.business_tax_id_type!); seen.names.add(t.legal_name!);
      for (const a of t.applicants) { if (a.tax_id_type && a.tax_id === null) seen.masked++; else if (a.tax_id) seen.full++; seen.score.add(a.credit_score !== null); if (a.tax_id_type === 'ITIN') seen.itin++; }
    }
    expect([...seen.dba].sort()).toEqual([false, true]);
    expect([...seen.owners].sort()).toEqual([1, 2, 3, 4]);
    expect(seen.masked).toBeGreaterThan(5);
    expect(seen.full).toBeGreaterThan(5);
    expect(seen.itin).toBeGreaterThan(0);
    expect([...seen.score].sort()).toEqual([false, true]);
    expect(seen.entity.size).toBeGreaterThanOrEqual(6);
    expect(seen.industry.size).toBeGreaterThanOrEqual(15);
    expect(seen.freq.size).toBeGreaterThanOrEqual(3);
    expect([...seen.taxType].sort()).toEqual(expect.arrayContaining(['BN', 'EIN', 'SSN']));
    expect(seen.names.size).toBeGreaterThan(150);
  });

  it('scans to an image-only PDF with the same truth', async () => {
    const plain = await generateIndependent108('lakeshore_on', 5, { style: 'handwritten', scan: false });
    const doc = await generateIndependent108('lakeshore_on', 5, { style: 'handwritten', scan: true });
    expect(doc.truth).toEqual(plain.truth);
    const pdf = await pdfRead(doc.pdf);
    expect(pdf.pages.length).toBe(plain.pages);
    expect(pdf.text.trim()).toBe('');
  }, 120_000);
});
