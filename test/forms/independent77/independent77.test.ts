// Set 77 (decoy-heavy applications): every layout in every style generates, the same seed gives the same bytes and
// truth, and the truth is what the page prints: every merchant value in truth is printed (page text, or AcroForm
// fields for the fillable style), masked and blank values are null, and no other party's value leaks into it.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { industryOf, KINDS } from './data.ts';
import { generateIndependent77, INDEPENDENT77_LAYOUT_NAMES } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
const digits = (s: string) => s.replace(/\D/g, '');

describe('independent77 generator', () => {
  it('has seven layouts', () => {
    expect(INDEPENDENT77_LAYOUT_NAMES).toHaveLength(7);
    expect(new Set(INDEPENDENT77_LAYOUT_NAMES).size).toBe(7);
  });

  for (const layout of INDEPENDENT77_LAYOUT_NAMES) {
    for (const [k, style] of STYLES.entries()) {
      it(`${layout} ${style}: deterministic, truth printed`, async () => {
        const seed = 7700 + k * 13 + layout.length;
        const a = await generateIndependent77(layout, seed, { style, scan: false });
        const b = await generateIndependent77(layout, seed, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(b.truth).toEqual(a.truth);
        const read = await pdfRead(a.pdf);
        const t = a.truth;
        const fieldText = norm([...read.fields.values()].join(' | '));
        const where = style === 'fillable' ? fieldText : norm(read.text);
        for (const v of a.printed) expect(where, `${v} printed`).toContain(norm(v));
        for (const [name, opt] of a.checked) {
          if (style === 'fillable') expect([...read.fields].some(([k, v]) => k === name && v === 'Yes'), `${name} ${opt}`).toBe(true);
          else expect(norm(read.text)).toContain(opt);
        }
        if (style === 'fillable') expect(norm(read.text)).not.toContain(norm(t.legal_name!));
        if (style === 'handwritten') expect(read.items.some((i) => i.str.trim() === 'X')).toBe(false);
        expect(t.legal_name).not.toBeNull();
        expect(where).toContain(t.legal_name!);
        if (t.trade_name) expect(where).toContain(t.trade_name);
        expect(t.state_region).toMatch(/^[A-Z]{2}$/);
        expect(t.country).toBe('United States');
        if (t.business_tax_id) expect(digits(where)).toContain(t.business_tax_id);
        if (t.requested_amount !== null) expect(digits(where)).toContain(String(t.requested_amount));
        expect(t.applicants.length).toBeGreaterThan(0);
        for (const ap of t.applicants) {
          expect(where).toContain(ap.first_name!);
          expect(where).toContain(ap.last_name!);
          if (ap.tax_id) expect(digits(where)).toContain(ap.tax_id);
          else expect(ap.tax_id_type).toBeNull();
        }
        expect(t.applicants.reduce((s, ap) => s + (ap.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        // The decoys are printed and none of them is a merchant value.
        for (const d of a.decoys) {
          expect(where).toContain(norm(d));
          expect([t.legal_name, t.trade_name]).not.toContain(d);
          if (t.business_tax_id) expect(digits(d)).not.toBe(t.business_tax_id);
        }
        expect(a.decoys.length).toBeGreaterThan(10);
      });
    }
  }

  it('truth holds across many seeds (entity, industry, dates, payment terms)', async () => {
    for (const layout of INDEPENDENT77_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 25; seed++) {
        const g = await generateIndependent77(layout, seed, { style: 'typed', scan: false });
        const t = g.truth;
        expect(t.type_of_entity, `${layout} ${seed}`).not.toBeNull();
        expect(t.industry).not.toBeNull();
        if (t.business_start_date) expect(t.business_start_date).toMatch(/^\d{4}-\d\d-\d\d$/);
        if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
        if (t.requested_payment !== null) expect(t.number_of_payments).not.toBeNull();
        for (const ap of t.applicants) if (ap.date_of_birth) expect(ap.date_of_birth).toMatch(/^19\d\d-\d\d-\d\d$/);
        if (t.type_of_entity === 'sole_proprietorship') expect(t.legal_name).toBe(`${t.applicants[0]!.first_name} ${t.applicants[0]!.last_name}`);
      }
    }
  });

  it('reads the industry by the longest word-bounded alias, with no ties', () => {
    expect(industryOf('Veterinary clinic').id).toBe('veterinary');
    expect(industryOf('Collision repair / body shop')).toEqual({ id: 'auto_repair', tie: false });
    expect(industryOf('Home health care agency').id).toBe('home_health_care');
    for (const [kind] of KINDS) { const r = industryOf(kind); expect(r.tie, kind).toBe(false); expect(r.id, kind).not.toBeNull(); }
  });

  it('scans to an image-only PDF', async () => {
    const g = await generateIndependent77('meridian_advance_brokers', 5, { style: 'handwritten', scan: true });
    const read = await pdfRead(g.pdf);
    expect(read.text).not.toContain(g.truth.legal_name!);
    expect(read.pages.length).toBeGreaterThan(0);
  }, 60_000);
});
