// The fifth independent set: the forms are deterministic, every value the truth takes from a flattened form is in the
// page text, a fillable form's values are only in its AcroForm fields, no decoy equals a truth value, the truth keeps
// applications.md's shapes (ids, digits, ISO dates, codes), and a scan has no text left.
import { describe, expect, it } from 'vitest';
import type { TruthApplication } from '../generator/truth.ts';
import { pdfRead } from '../generator/pdf-read.ts';
import { generateIndependent5, generateIndependent5Detail, INDEPENDENT5_LAYOUT_NAMES, type Independent5Detail } from './index.ts';

const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/** Every string and number of the truth, and each applicant's "first last", as squashed text. */
function truthValues(t: TruthApplication): string[] {
  const out: string[] = [];
  const add = (v: unknown) => { if (v !== null && v !== undefined && String(v).length > 1) out.push(squash(String(v))); };
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants') add(v);
  for (const a of t.applicants) {
    Object.values(a).forEach(add);
    if (a.first_name && a.last_name) add(`${a.first_name} ${a.last_name}`);
  }
  return out;
}

function checkShapes(t: TruthApplication): void {
  if (t.business_tax_id !== null) expect(t.business_tax_id).toMatch(/^(\d{9}|\d{9}RC\d{4})$/);
  if (t.business_start_date !== null) expect(t.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  if (t.state_region !== null) expect(t.state_region).toMatch(/^[A-Z]{2}$/);
  expect([null, 'United States', 'Canada']).toContain(t.country);
  expect([null, 'daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
  for (const a of t.applicants) {
    if (a.tax_id !== null) expect(a.tax_id).toMatch(/^\d{9}$/);
    if (a.date_of_birth !== null) expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(a.first_name).not.toMatch(/\s[A-Z]\.?$/);
  }
}

async function flattened(d: Independent5Detail): Promise<void> {
  const read = await pdfRead(d.pdf);
  const text = squash(read.text);
  expect(read.fields.size).toBe(0);
  for (const p of [...d.printed, ...d.decoys]) expect(text, p.text).toContain(squash(p.text));
}

async function fillable(d: Independent5Detail): Promise<void> {
  const read = await pdfRead(d.pdf);
  expect(squash(read.text)).not.toContain(squash(d.truth.legal_name ?? '-'));
  for (const p of d.printed) {
    expect(p.field, p.text).toBeTruthy();
    expect(read.fields.get(p.field!), p.text).toBe(p.check ? 'Yes' : p.text);
    // The value is in its field only: no piece of the page's text is the value.
    if (!p.check) expect(read.items.some((i) => squash(i.str) === squash(p.text)), p.text).toBe(false);
  }
}

describe('independent5 forms', () => {
  it('has seven layouts', () => {
    expect(INDEPENDENT5_LAYOUT_NAMES).toHaveLength(7);
    expect(new Set(INDEPENDENT5_LAYOUT_NAMES).size).toBe(7);
  });

  for (const layout of INDEPENDENT5_LAYOUT_NAMES) {
    it(`${layout}: same inputs same bytes, other seeds other merchants`, async () => {
      const [a, b, c] = await Promise.all([generateIndependent5(layout, 11), generateIndependent5(layout, 11), generateIndependent5(layout, 12)]);
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(c.truth.legal_name === a.truth.legal_name && c.truth.business_tax_id === a.truth.business_tax_id).toBe(false);
    });

    it(`${layout}: values in the text (typed, handwritten) or only in fields (fillable); decoys are not truth`, async () => {
      for (const seed of [1, 2, 3]) {
        const typed = await generateIndependent5Detail(layout, seed, { style: 'typed' });
        const hand = await generateIndependent5Detail(layout, seed, { style: 'handwritten' });
        const form = await generateIndependent5Detail(layout, seed, { style: 'fillable' });
        expect(hand.truth).toEqual(typed.truth);
        expect(form.truth).toEqual(typed.truth);
        await flattened(typed);
        await flattened(hand);
        await fillable(form);
        checkShapes(typed.truth);
        const truth = truthValues(typed.truth);
        for (const d of typed.decoys) expect(truth, d.text).not.toContain(squash(d.text));
        expect(typed.truth.applicants.length).toBeGreaterThan(0);
      }
    });
  }

  it('the sole proprietor has no EIN: the SSN is the tax id and the owner is the legal name', async () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { truth } = await generateIndependent5('ironbridge-typewriter', seed);
      const a = truth.applicants[0]!;
      expect(truth.type_of_entity).toBe('sole_proprietorship');
      expect(['SSN', 'ITIN']).toContain(truth.business_tax_id_type);
      expect(truth.business_tax_id).toBe(a.tax_id);
      expect(truth.legal_name).toMatch(new RegExp(`^${a.first_name}( [A-Z]\\.)? ${a.last_name!.replace('.', '\\.')}$`));
      expect(truth.business_start_date).toBeNull();
    }
  });

  it('the Canadian form gives a BN with its program account, a province code and SINs', async () => {
    for (const seed of [1, 2, 3, 4]) {
      const { truth } = await generateIndependent5('maplegate-ontario', seed);
      expect(truth.business_tax_id).toMatch(/^\d{9}RC0001$/);
      expect([truth.business_tax_id_type, truth.business_tax_id_country, truth.state_region, truth.country]).toEqual(['BN', 'CA', 'ON', 'Canada']);
      for (const a of truth.applicants) if (a.tax_id !== null) expect([a.tax_id_type, a.tax_id_country]).toEqual(['SIN', 'CA']);
    }
  });

  it('a masked SSN gives no tax id; a blank, SAME or N/A DBA gives no trade name', async () => {
    let masked = 0;
    let noDba = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const d = await generateIndependent5Detail('suncrest-shaded', seed);
      for (const p of d.printed) {
        if (/^[X*]{3}-/.test(p.text)) { masked++; expect(d.truth.applicants[Number(p.keys[0]![1])]!.tax_id).toBeNull(); }
        if (p.keys[0] === 'trade_name' && ['SAME', 'N/A'].includes(p.text)) { noDba++; expect(d.truth.trade_name).toBeNull(); }
      }
      if (!d.printed.some((p) => p.keys[0] === 'trade_name')) { noDba++; expect(d.truth.trade_name).toBeNull(); }
    }
    expect(masked).toBeGreaterThan(0);
    expect(noDba).toBeGreaterThan(0);
  });

  it('a scan is an image-only PDF with the same truth', async () => {
    for (const [layout, style] of [['keystone-boxed', 'typed'], ['redwood-band', 'fillable']] as const) {
      const plain = await generateIndependent5(layout, 5, { style });
      const scanned = await generateIndependent5(layout, 5, { style, scan: true });
      const read = await pdfRead(scanned.pdf);
      expect(read.text.trim()).toBe('');
      expect(read.fields.size).toBe(0);
      expect(scanned.truth).toEqual(plain.truth);
      if (style === 'typed') expect(Buffer.from((await generateIndependent5(layout, 5, { style, scan: true })).pdf).equals(Buffer.from(scanned.pdf))).toBe(true);
    }
  }, 60_000);
});
