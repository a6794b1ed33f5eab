// Set 75 (Canadian MCA / revenue-based financing brokers): every layout and style prints each truth value as the truth
// says, the truth follows applications.md's rules read again from the printed text, codes exist in the reference
// data, and no decoy equals a truth value.
import { describe, expect, test } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { INDEPENDENT75_LAYOUT_NAMES, generateIndependent75, renderIndependent75 } from './index.ts';
import { ENTITY_ITEMS, INDUSTRY_ITEMS, PROVINCE_ITEMS, bnOf, dateOf, entityOf, freqOf, industryOf, moneyOf, nameOf, provinceOf, sinOf } from './check.ts';
import { INDUSTRIES } from './data.ts';
import type { Printed } from './canvas.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3];
const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

/** What the rules give for one printed value and one of its fields. */
function reading(p: Printed, path: string): unknown {
  const f = path.replace(/^applicants\[\d+\]\./, '');
  switch (f) {
    case 'legal_name': case 'role': return p.text;
    case 'trade_name': return ['', 'SAME', 'N/A', 'Idem', 'S.O.'].includes(p.text) ? null : p.text;
    case 'type_of_entity': return entityOf(p.text);
    case 'industry': return industryOf(p.text);
    case 'business_tax_id': return bnOf(p.text);
    case 'business_tax_id_type': return 'BN';
    case 'business_tax_id_country': case 'tax_id_country': return 'CA';
    case 'state_region': return provinceOf(p.text);
    case 'country': return provinceOf(p.text) ? 'Canada' : null;
    case 'requested_amount': case 'requested_payment': return moneyOf(p.text);
    case 'number_of_payments': case 'ownership': case 'credit_score': return Number(p.text.replace(/\s*%$/, ''));
    case 'payment_frequency': return freqOf(p.text);
    case 'business_start_date': case 'date_of_birth': return dateOf(p.text);
    case 'first_name': case 'last_name': {
      // One box for the whole name, or a box for each part.
      const whole = Object.keys(p.fields).length === 2;
      return whole ? nameOf(p.text)[f === 'first_name' ? 'first' : 'last'] : p.text;
    }
    case 'tax_id': return sinOf(p.text);
    case 'tax_id_type': return 'SIN';
  }
  throw new Error(`no reading for ${path}`);
}

function truthValues(t: TruthApplication): string[] {
  const out: string[] = [];
  const add = (v: unknown) => { if (typeof v === 'string' && v.length > 2) out.push(v); };
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && k !== 'country' && k !== 'business_tax_id_country') add(v);
  for (const a of t.applicants) for (const k of ['first_name', 'last_name', 'role', 'tax_id', 'date_of_birth'] as const) add(a[k]);
  return out;
}

describe('independent75', () => {
  test('the industries printed give the ids intended by the longest-alias rule', () => {
    for (const i of INDUSTRIES) { expect(industryOf(i.en), i.en).toBe(i.id); expect(industryOf(i.fr), i.fr).toBe(i.id); }
  });

  for (const layout of INDEPENDENT75_LAYOUT_NAMES) {
    test(`${layout}: every style prints the truth as read by the rules`, async () => {
      for (const seed of SEEDS) {
        let first: TruthApplication | null = null;
        for (const style of STYLES) {
          const f = await renderIndependent75(layout, seed, { style, scan: false });
          const read = await pdfRead(f.pdf);
          const text = flat(read.text);
          const where = `${layout}/${seed}/${style}`;
          // The same seed gives the same application in every style.
          if (first) expect(f.truth, where).toEqual(first); else first = f.truth;
          expect(read.pages.length).toBe(f.pages);
          for (const p of [...f.printed, ...f.decoys]) {
            if (style === 'fillable' && p.kind === 'value') {
              expect(read.fields.get(p.acro!), `${where} ${p.key}`).toBe(p.text);
            } else if (style === 'fillable') {
              expect(read.fields.get(p.acro!), `${where} ${p.key}`).toBe('Yes');
            } else {
              expect(text, `${where} ${p.key}`).toContain(flat(p.text));
            }
            for (const [path, v] of Object.entries(p.fields)) expect(reading(p, path), `${where} ${p.key} ${path} "${p.text}"`).toEqual(v);
          }
          if (style === 'fillable') {
            expect(text).not.toContain(f.truth.legal_name!);
            expect([...read.fields.values()].filter((v) => v === 'Yes').length).toBe(f.printed.filter((p) => p.kind === 'check').length
              + f.decoys.filter((p) => p.kind === 'check').length);
          }
          const t = f.truth;
          expect(t.legal_name, where).toBeTruthy();
          expect(t.country).toBe('Canada');
          expect(PROVINCE_ITEMS.some((p) => p.code === t.state_region), where).toBe(true);
          expect(ENTITY_ITEMS.some((e) => e.id === t.type_of_entity), where).toBe(true);
          expect(INDUSTRY_ITEMS.some((e) => e.id === t.industry), where).toBe(true);
          expect(t.applicants.length).toBe(f.merchant.owners.length);
          if (t.business_tax_id) expect(t.business_tax_id).toMatch(/^\d{9}(R[CT]\d{4})?$/);
          for (const a of t.applicants) {
            expect(a.first_name && a.last_name, where).toBeTruthy();
            if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
          }
          // Decoys (bank numbers, landlord, references, funders, broker, owners' homes) never equal a truth value.
          const values = truthValues(t);
          for (const d of f.decoys) {
            expect(values, `${where} decoy ${d.key} "${d.text}"`).not.toContain(d.text);
            const money = moneyOf(d.text);
            if (money !== null && /\$|CAD/.test(d.text)) expect([t.requested_amount, t.requested_payment], `${where} ${d.key}`).not.toContain(money);
          }
        }
      }
    });
  }

  test('variety: French, bilingual and English forms over all provinces, masked and blank SINs, fillers for the O/A', async () => {
    const provinces = new Set<string>();
    const entities = new Set<string>();
    const sinKinds = new Set<string>();
    let nullTrade = 0, threeOwners = 0;
    for (const layout of INDEPENDENT75_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 14; seed++) {
        const f = await renderIndependent75(layout, seed, { style: 'typed', scan: false });
        provinces.add(f.truth.state_region!);
        entities.add(f.truth.type_of_entity!);
        if (f.truth.trade_name === null) nullTrade++;
        if (f.truth.applicants.length === 3) threeOwners++;
        for (const a of f.truth.applicants) sinKinds.add(a.tax_id ? 'full' : a.tax_id_type ? 'masked' : 'blank');
      }
    }
    expect(provinces.size).toBeGreaterThanOrEqual(11);
    expect(entities.size).toBeGreaterThanOrEqual(4);
    expect([...sinKinds].sort()).toEqual(['blank', 'full', 'masked']);
    expect(nullTrade).toBeGreaterThan(5);
    expect(threeOwners).toBeGreaterThan(0);
  });

  test('scan (a printed fillable form): an image-only PDF with the same truth, deterministic', async () => {
    for (const [layout, style] of [['lakeshore_fast_funding_on', 'fillable']] as const) {
      const plain = await generateIndependent75(layout, 4, { style, scan: false });
      const scan = await generateIndependent75(layout, 4, { style, scan: true });
      expect(scan.truth).toEqual(plain.truth);
      const read = await pdfRead(scan.pdf);
      expect(flat(read.text)).toBe('');
      expect(read.fields.size).toBe(0);
      const again = await generateIndependent75(layout, 4, { style, scan: true });
      expect(Buffer.from(again.pdf).equals(Buffer.from(scan.pdf))).toBe(true);
    }
  }, 60000);
});
