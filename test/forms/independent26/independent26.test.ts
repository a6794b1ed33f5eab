// Set 26's own checks: deterministic, varied by seed, every truth value printed (page text or AcroForm fields),
// decoys never a truth value, reference ids valid, scans without a text layer.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { INDEPENDENT26_LAYOUT_NAMES, generateIndependent26, generateWithDecoys26 } from './index.ts';

const ids = (f: string): Set<string> => new Set((JSON.parse(readFileSync(`/work/shared/reference/${f}`, 'utf8')) as { items: { id?: string; code?: string }[] }).items.map((i) => i.id ?? i.code!));
const ENT = ids('entity-types.json'), IND = ids('industries.json'), ST = ids('states.json');
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const squash = (s: string): string => s.replace(/\s+/g, ' ');

function printedForms(t: TruthApplication): string[] {
  const out: string[] = [t.legal_name!, t.state_region!, t.requested_amount!.toLocaleString('en-US')];
  if (t.trade_name) out.push(t.trade_name);
  const [y, m, d] = t.business_start_date!.split('-');
  out.push(`(${d}/${m}/${y}|${m}/${d}/${y})`);
  for (const a of t.applicants) {
    out.push(a.first_name!, a.last_name!, String(a.ownership));
    if (a.role) out.push(a.role);
    if (a.credit_score) out.push(String(a.credit_score));
    if (a.tax_id) out.push(`${a.tax_id.slice(0, 3)}-${a.tax_id.slice(3, 5)}-${a.tax_id.slice(5)}`);
  }
  if (t.requested_payment) out.push(t.requested_payment.toLocaleString('en-US', { minimumFractionDigits: 2 }));
  if (t.number_of_payments) out.push(String(t.number_of_payments));
  return out;
}

async function allText(pdf: Uint8Array): Promise<string> {
  const r = await pdfRead(pdf);
  return squash(`${r.text} ${[...r.fields.values()].join(' ')}`);
}

describe('independent set 26', () => {
  it('has seven layouts', () => expect(INDEPENDENT26_LAYOUT_NAMES).toHaveLength(7));

  for (const layout of INDEPENDENT26_LAYOUT_NAMES) {
    it(`${layout}: deterministic and varied by seed`, async () => {
      const a = await generateIndependent26(layout, 11, { style: 'typed', scan: false });
      const b = await generateIndependent26(layout, 11, { style: 'typed', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      const legal = new Set<string>();
      for (let s = 1; s <= 6; s++) legal.add((await generateIndependent26(layout, s, { style: 'typed', scan: false })).truth.legal_name!);
      expect(legal.size).toBeGreaterThan(3);
    });

    for (const style of STYLES) {
      it(`${layout} ${style}: truth printed, decoys apart, ids valid`, async () => {
        for (const seed of [1, 2, 3, 4, 5]) {
          const { pdf, truth, decoys } = await generateWithDecoys26(layout, seed, style);
          const text = await allText(pdf);
          for (const v of printedForms(truth)) expect(text, `${layout}/${style}/${seed}: ${v}`).toMatch(v.startsWith('(') ? new RegExp(v) : new RegExp(v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
          expect(text).toContain(truth.business_tax_id!.slice(-4));
          if (truth.type_of_entity) expect(ENT.has(truth.type_of_entity)).toBe(true);
          if (truth.industry) expect(IND.has(truth.industry)).toBe(true);
          expect(ST.has(truth.state_region!)).toBe(true);
          expect(truth.applicants.length).toBeGreaterThanOrEqual(1);
          expect(truth.applicants.reduce((s, a) => s + a.ownership!, 0)).toBe(100);
          const truthVals = new Set([truth.legal_name, truth.trade_name, truth.business_tax_id, ...truth.applicants.flatMap((a) => [a.tax_id, `${a.first_name} ${a.last_name}`])]
            .filter(Boolean).map((x) => x!.replace(/\W/g, '').toLowerCase()));
          for (const d of decoys) expect(truthVals.has(d.replace(/\W/g, '').toLowerCase()), `decoy ${d}`).toBe(false);
          if (style === 'fillable') expect((await pdfRead(pdf)).text).not.toContain(truth.legal_name!.slice(0, 12));
        }
      });
    }
  }

  it('scans carry no text layer', async () => {
    for (const [i, layout] of INDEPENDENT26_LAYOUT_NAMES.entries()) {
      const { pdf } = await generateIndependent26(layout, i + 1, { style: i % 2 ? 'handwritten' : 'typed', scan: true });
      const r = await pdfRead(pdf);
      expect(r.text.trim()).toBe('');
      expect(r.fields.size).toBe(0);
    }
  }, 120_000);
});
