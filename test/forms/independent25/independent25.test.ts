// Set 25 (page geometry: landscape columns, /Rotate 90, sideways and upside-down pages, grids, dot leaders, owners as
// columns): deterministic, varied by seed, every truth value printed, decoys never the application's, ids valid.
import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { buildIndependent25, generateIndependent25, INDEPENDENT25_LAYOUT_NAMES } from './index.ts';
import { INDUSTRIES } from './data.ts';

const squash = (s: string): string => s.replace(/\s+/g, '').toLowerCase();
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const ENTITY_IDS = ['llc', 'c_corporation', 's_corporation', 'general_partnership', 'sole_proprietorship', 'pllc', 'limited_partnership', 'ca_corporation', 'ca_ulc'];
const DECOY_KEYS = ['landlord', 'landlordPhone', 'rent', 'bank', 'routing', 'account', 'isoRep', 'isoId', 'isoPhone', 'funder', 'balance', 'funderPayment', 'tradeRef', 'tradePhone', 'monthlySales', 'processor', 'cardVolume', 'dealNo', 'cell'];

describe('independent set 25', () => {
  it('has seven layouts', () => expect(INDEPENDENT25_LAYOUT_NAMES.length).toBe(7));

  for (const layout of INDEPENDENT25_LAYOUT_NAMES) {
    it(`${layout}: deterministic and varied by seed`, async () => {
      const a = await generateIndependent25(layout, 11, { style: 'typed', scan: false });
      const b = await generateIndependent25(layout, 11, { style: 'typed', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      const names = new Set<string>();
      for (let s = 1; s <= 6; s++) names.add((await generateIndependent25(layout, s, { style: 'typed', scan: false })).truth.legal_name!);
      expect(names.size).toBeGreaterThan(3);
    });

    for (const style of STYLES) {
      it(`${layout} ${style}: every truth value is printed, decoys are not the application's`, async () => {
        for (const seed of [1, 2, 5, 8]) {
          const { pdf, truth, merchant: m, printed } = await buildIndependent25(layout, seed, style);
          const r = await pdfRead(pdf);
          const seen = squash(style === 'fillable' ? `${r.text} ${[...r.fields.values()].join(' ')}` : r.text);
          for (const p of printed) expect(seen, p).toContain(squash(p));
          if (style === 'fillable') expect(r.fields.get(`entity_${m.entity.box.replace(/\W/g, '')}`)).toBe('Yes');
          if (style === 'fillable') for (const p of [m.legal, m.amountPrinted, m.owners[0]!.printedName]) expect(squash(r.text)).not.toContain(squash(p));
          for (const s of [truth.legal_name, truth.trade_name, ...truth.applicants.flatMap((x) => [x.first_name, x.last_name, x.role])]) if (s) expect(seen).toContain(squash(s));
          expect(seen).toContain(squash(m.taxPrinted));
          expect(seen).toContain(squash(m.start.printed));
          const cash = [truth.requested_amount, truth.requested_payment].filter((x): x is number => x !== null);
          for (const key of DECOY_KEYS) {
            const d = m.decoys[key]!;
            expect([truth.legal_name, truth.trade_name, m.taxPrinted, m.phone]).not.toContain(d);
            if (d.startsWith('$')) expect(cash).not.toContain(Number(d.replace(/[$,]/g, '')));
          }
          expect(m.stateOfInc).not.toBe(truth.state_region);
          expect(ENTITY_IDS).toContain(truth.type_of_entity);
          expect(INDUSTRIES.map((x) => x[1])).toContain(truth.industry);
          expect(truth.applicants.length).toBeGreaterThan(0);
          for (const a of truth.applicants) if (a.tax_id === null) expect([a.tax_id_type, a.tax_id_country]).toEqual([null, null]);
          if (truth.business_tax_id === null) expect([truth.business_tax_id_type, truth.business_tax_id_country]).toEqual([null, null]);
        }
      });
    }

    it(`${layout}: scans have no text layer`, async () => {
      const s = await generateIndependent25(layout, 4, { style: 'handwritten', scan: true });
      expect((await pdfRead(s.pdf)).text.trim()).toBe('');
    }, 60_000);
  }

  it('reference ids are valid (shared reference data, when present)', () => {
    const dir = '/work/shared/reference';
    if (!existsSync(`${dir}/industries.json`)) return;
    const ind = new Set((JSON.parse(readFileSync(`${dir}/industries.json`, 'utf8')) as { items: { id: string }[] }).items.map((x) => x.id));
    const ent = new Set((JSON.parse(readFileSync(`${dir}/entity-types.json`, 'utf8')) as { items: { id: string }[] }).items.map((x) => x.id));
    for (const [, id] of INDUSTRIES) expect(ind.has(id), id).toBe(true);
    for (const id of ENTITY_IDS) expect(ent.has(id), id).toBe(true);
  });

  it('rotated geometry: /Rotate 90 on meridian page 1, a Canadian quadrant form among seeds', async () => {
    const { pdf } = await buildIndependent25('meridian-rotate90-page', 3, 'typed');
    expect(Buffer.from(pdf).toString('latin1')).toMatch(/\/Rotate 90/);
    const ca = [];
    for (let s = 1; s <= 12; s++) ca.push((await buildIndependent25('quadrant-2x2-grid', s, 'typed')).truth.country);
    expect(ca).toContain('Canada');
  });
});
