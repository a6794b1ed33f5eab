// Set 30 (Canadian MCA / RBF applications): deterministic per seed, varied across seeds, every non-null truth value
// printed (page text or AcroForm field), no decoy equal to a truth value, reference ids valid, scans without text.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { entityOf, industryOf, linesOf, sharedReference, SNAPSHOT, squash, truthStrings, unprinted, type Printed } from './check.ts';
import { luhnValid } from './ids.ts';
import { INDUSTRIES } from './industry.ts';
import { buildIndependent30, generateIndependent30, INDEPENDENT30_LAYOUT_NAMES } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;

async function printed(pdf: Uint8Array): Promise<Printed & { pageText: string; fields: Map<string, string> }> {
  const r = await pdfRead(pdf);
  const items = [...r.items.map((i) => i.str), ...[...r.fields.values()]].filter((s) => s.trim() !== '');
  return { texts: [...r.pages, ...items], items, lines: linesOf(r.items), pageText: r.text, fields: r.fields };
}

function validIds(t: TruthApplication): void {
  const ent = SNAPSHOT.entity_types.find((e) => e.id === t.type_of_entity);
  expect(ent?.countries).toContain('CA');
  expect(SNAPSHOT.industries.some((e) => e.id === t.industry)).toBe(true);
  expect(SNAPSHOT.provinces.some((p) => p.code === t.state_region)).toBe(true);
  expect(t.country).toBe('Canada');
  if (t.business_tax_id) {
    expect(t.business_tax_id_country).toBe('CA');
    expect(t.business_tax_id).toMatch(t.business_tax_id_type === 'BN' ? /^\d{9}(R[CT]\d{4})?$/ : /^\d{9}$/);
    expect(luhnValid(t.business_tax_id.slice(0, 9))).toBe(true);
  }
  const total = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
  expect(total).toBeLessThanOrEqual(100);
  for (const a of t.applicants) {
    if (a.tax_id_type === 'SIN') expect(luhnValid(a.tax_id!)).toBe(true);
    if (a.tax_id_type === 'SSN') expect(a.tax_id_country).toBe('US');
    if (a.tax_id === null) expect(a.tax_id_type).toBeNull();
    if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
    if (a.credit_score !== null) expect(a.credit_score).toBeLessThanOrEqual(850);
  }
}

describe('independent set 30: reference rules', () => {
  it('the reference snapshot matches the shared reference data where present', () => {
    const shared = sharedReference();
    if (!shared) return;
    expect(SNAPSHOT.industries.map((e) => [e.id, e.label, e.aliases])).toEqual(shared.industries.map((e) => [e.id, e.label, e.aliases]));
    expect(SNAPSHOT.entity_types.map((e) => [e.id, e.aliases])).toEqual(shared.entity_types.map((e) => [e.id, e.aliases]));
    expect(SNAPSHOT.provinces.map((p) => [p.code, p.aliases])).toEqual(shared.provinces.map((p) => [p.code, p.aliases]));
  });

  it('every type-of-business text gives its industry id by the longest-alias rule, in English and in French', () => {
    for (const i of INDUSTRIES) {
      expect([i.en, industryOf(i.en)]).toEqual([i.en, i.id]);
      expect([i.fr, industryOf(i.fr)]).toEqual([i.fr, i.id]);
    }
  });

  it('every entity wording the layouts print maps to one Canadian entity type', () => {
    const cases: [string, string][] = [['Corporation', 'ca_corporation'], ['Incorporated', 'ca_corporation'], ['Limited', 'ca_corporation'],
      ['Numbered company', 'ca_corporation'], ['Société par actions', 'ca_corporation'], ['Société par actions / Corporation', 'ca_corporation'],
      ['Sole Proprietor', 'sole_proprietorship'], ['Sole Proprietorship', 'sole_proprietorship'], ['Entreprise individuelle / Sole proprietorship', 'sole_proprietorship'],
      ['Partnership', 'general_partnership'], ['S.E.N.C. / General partnership', 'general_partnership'], ['Société en nom collectif', 'general_partnership'],
      ['Limited Partnership', 'limited_partnership'], ['S.E.C. / Limited partnership', 'limited_partnership'], ['Société en commandite', 'limited_partnership'],
      ['ULC', 'ca_ulc'], ['Unlimited Liability Corporation', 'ca_ulc'], ['SoleProprietorship', 'sole_proprietorship'], ['LimitedPartnership', 'limited_partnership']];
    for (const [text, id] of cases) expect([text, entityOf(text)]).toEqual([text, id]);
  });
});

describe('independent set 30: Canadian applications', () => {
  it('has seven layouts', () => {
    expect(INDEPENDENT30_LAYOUT_NAMES).toHaveLength(7);
    expect(new Set(INDEPENDENT30_LAYOUT_NAMES).size).toBe(7);
  });

  it('is deterministic per seed and differs across seeds', async () => {
    for (const layout of INDEPENDENT30_LAYOUT_NAMES) {
      const a = await buildIndependent30(layout, 7, 'typed');
      const b = await buildIndependent30(layout, 7, 'typed');
      expect(b.truth).toEqual(a.truth);
      expect(Buffer.from(b.pdf).equals(Buffer.from(a.pdf))).toBe(true);
      const others = await Promise.all([8, 9, 10].map(async (s) => (await buildIndependent30(layout, s, 'typed')).truth));
      expect(new Set([a.truth, ...others].map((t) => t.legal_name)).size).toBeGreaterThan(2);
      expect(new Set([a.truth, ...others].map((t) => t.requested_amount)).size).toBeGreaterThan(2);
    }
  });

  it('prints every non-null truth value in every style, and no decoy equals a truth value', async () => {
    for (const layout of INDEPENDENT30_LAYOUT_NAMES) {
      for (const [k, style] of STYLES.entries()) {
        for (const seed of [1 + k]) {
          const { pdf, truth, decoys } = await buildIndependent30(layout, seed, style);
          validIds(truth);
          const p = await printed(pdf);
          expect([layout, style, seed, unprinted(truth, p)]).toEqual([layout, style, seed, []]);
          const values = truthStrings(truth);
          expect([layout, seed, decoys.filter((d) => values.has(squash(d)))]).toEqual([layout, seed, []]);
          if (style === 'fillable') {
            expect(p.pageText).not.toContain(truth.legal_name!);
            expect([...p.fields.values()]).toContain(truth.legal_name);
          } else {
            expect(p.fields.size).toBe(0);
          }
        }
      }
    }
  });

});

describe('independent set 30: variety and scans', () => {
  it('varies entity types, tax numbers, masked SINs, owners and blank payment terms across seeds', async () => {
    const seen = { entity: new Set<string>(), taxType: new Set<string>(), masked: 0, ssn: 0, noPayment: 0, noStart: 0, owners: new Set<number>(), provinces: new Set<string>() };
    for (const layout of INDEPENDENT30_LAYOUT_NAMES) {
      for (let seed = 100; seed < 112; seed++) {
        const { truth: t } = await buildIndependent30(layout, seed, 'typed');
        seen.entity.add(t.type_of_entity!); seen.taxType.add(t.business_tax_id_type ?? 'none'); seen.owners.add(t.applicants.length); seen.provinces.add(t.state_region!);
        seen.masked += t.applicants.filter((a) => a.tax_id === null).length;
        seen.ssn += t.applicants.filter((a) => a.tax_id_type === 'SSN').length;
        if (t.requested_payment === null) seen.noPayment++;
        if (t.business_start_date === null) seen.noStart++;
      }
    }
    expect(seen.entity.size).toBeGreaterThanOrEqual(5);
    expect([...seen.taxType].sort()).toEqual(['BN', 'SIN']);
    expect(seen.owners.size).toBe(4);
    expect(seen.provinces.size).toBeGreaterThanOrEqual(8);
    for (const n of [seen.masked, seen.ssn, seen.noPayment, seen.noStart]) expect(n).toBeGreaterThan(0);
  });

  it('a scan has no text layer and keeps the truth of its paper', async () => {
    const layout = INDEPENDENT30_LAYOUT_NAMES[4]!;
    const paper = await generateIndependent30(layout, 3, { style: 'handwritten', scan: false });
    const scan = await generateIndependent30(layout, 3, { style: 'handwritten', scan: true });
    expect(scan.truth).toEqual(paper.truth);
    const r = await pdfRead(scan.pdf);
    expect(r.text.trim()).toBe('');
    expect(r.fields.size).toBe(0);
    const fillable = await generateIndependent30(INDEPENDENT30_LAYOUT_NAMES[6]!, 3, { style: 'fillable', scan: true });
    expect((await pdfRead(fillable.pdf)).fields.size).toBe(0);
  });
});
