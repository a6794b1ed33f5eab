// Set 8's own checks: determinism, values printed where the style says, decoys apart from the truth, scans image-only.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { buildIndependent8, generateIndependent8, INDEPENDENT8_LAYOUT_NAMES } from './index.ts';

const ENTITY_IDS = ['sole_proprietorship', 'general_partnership', 'llc', 'c_corporation', 's_corporation', 'ca_corporation'];
const flat = (s: string): string => s.replace(/\s+/g, ' ');

describe('independent8 forms', () => {
  it('has seven layouts and is deterministic per (layout, seed, style)', async () => {
    expect(INDEPENDENT8_LAYOUT_NAMES).toHaveLength(7);
    for (const name of INDEPENDENT8_LAYOUT_NAMES) {
      const a = await generateIndependent8(name, 7, { style: 'handwritten' });
      const b = await generateIndependent8(name, 7, { style: 'handwritten' });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      const c = await generateIndependent8(name, 8);
      expect(c.truth).not.toEqual(a.truth);
    }
  });

  it('prints every value of typed and handwritten forms as page text', async () => {
    for (const name of INDEPENDENT8_LAYOUT_NAMES) for (const style of ['typed', 'handwritten'] as const) for (const seed of [1, 2]) {
      const r = await buildIndependent8(name, seed, { style });
      const read = await pdfRead(r.pdf);
      const text = flat(read.text);
      for (const v of [...r.printed.values, ...r.printed.decoys]) expect(text, `${name} ${style} ${v}`).toContain(flat(v));
      expect(read.fields.size).toBe(0);
    }
  });

  it('keeps fillable values only in AcroForm fields', async () => {
    for (const name of INDEPENDENT8_LAYOUT_NAMES) {
      const r = await buildIndependent8(name, 3, { style: 'fillable' });
      const read = await pdfRead(r.pdf);
      for (const [field, v] of r.printed.fields) {
        // (A checkbox's state as the file holds it: pdfkit once dropped it, leaving every box unchecked.)
        if (v === 'Yes' || v === 'Off') expect(read.fields.get(field) ?? 'Off', field).toBe(v);
        else expect(read.fields.get(field), field).toBe(v);
      }
      expect([...r.printed.fields.values()].filter((v) => v === 'Yes').length).toBeGreaterThan(0);
      // Short values (a title, a state) may also be words of a label; longer ones and any with digits must not be page text.
      for (const v of r.printed.values) if (/\d/.test(v) || v.length >= 10) expect(read.text, `${name} ${v}`).not.toContain(v);
    }
  });

  it('writes truth by the rules and never from a decoy', async () => {
    for (const name of INDEPENDENT8_LAYOUT_NAMES) for (const seed of [1, 2, 3, 4]) {
      const { truth, printed } = await buildIndependent8(name, seed);
      expect(ENTITY_IDS).toContain(truth.type_of_entity);
      expect(truth.applicants.length).toBeGreaterThan(0);
      expect(truth.business_tax_id).toMatch(/^(\d{9}|\d{9}RC\d{4})$/);
      const values = [truth.legal_name, truth.trade_name, truth.business_tax_id, truth.state_region, ...truth.applicants.flatMap((a) => [a.tax_id, `${a.first_name} ${a.last_name}`])]
        .filter((v): v is string => !!v);
      for (const d of printed.decoys) {
        expect(values).not.toContain(d);
        expect(values).not.toContain(d.replace(/\D/g, ''));
        if (truth.requested_amount !== null) expect(Number(d.replace(/[$,]/g, ''))).not.toBe(truth.requested_amount);
      }
    }
  });

  it('gives special cases their truth', async () => {
    const sole = await generateIndependent8('sunbelt-soleprop', 5);
    expect(sole.truth.business_tax_id_type).toBe('SSN');
    expect(sole.truth.legal_name).toBe(`${sole.truth.applicants[0]!.first_name} ${sole.truth.applicants[0]!.last_name}`);
    expect(sole.truth.business_start_date).toBeNull();
    const ca = await generateIndependent8('bluenose-canada', 5);
    expect(ca.truth.country).toBe('Canada');
    expect(ca.truth.applicants[0]!.tax_id_type).toBe('SIN');
  });

  it('scans to an image-only PDF', async () => {
    const r = await generateIndependent8('bluenose-canada', 4, { style: 'fillable', scan: true });
    const read = await pdfRead(r.pdf);
    expect(read.text.trim()).toBe('');
    expect(read.fields.size).toBe(0);
  }, 30000);
});
