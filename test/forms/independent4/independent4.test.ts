// The fourth independent form set: deterministic, every printed value where its style puts it (page text or AcroForm
// field, never both), decoys never equal to a truth value, truths consistent with the rules of applications.md, and
// a scan with no text at all.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { generateIndependent4, generateIndependent4Form, INDEPENDENT4_LAYOUT_NAMES } from './index.ts';

const SEEDS = [1, 2, 3];
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
const count = (hay: string, needle: string) => hay.split(needle).length - 1;

describe('independent form set 4', () => {
  it('has seven layouts and is deterministic', async () => {
    expect(INDEPENDENT4_LAYOUT_NAMES).toHaveLength(7);
    for (const layout of INDEPENDENT4_LAYOUT_NAMES) {
      const a = await generateIndependent4(layout, 11, { style: 'handwritten' });
      const b = await generateIndependent4(layout, 11, { style: 'handwritten' });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), layout).toBe(true);
      const c = await generateIndependent4(layout, 12);
      expect(c.truth.legal_name === a.truth.legal_name && c.truth.business_tax_id === a.truth.business_tax_id, layout).toBe(false);
    }
  });

  it('prints every value of a typed or handwritten form in the page text, and the same truth in every style', async () => {
    for (const layout of INDEPENDENT4_LAYOUT_NAMES) {
      for (const seed of SEEDS) {
        const typed = await generateIndependent4Form(layout, seed, { style: 'typed' });
        for (const style of ['typed', 'handwritten'] as const) {
          const form = style === 'typed' ? typed : await generateIndependent4Form(layout, seed, { style });
          const read = await pdfRead(form.pdf);
          const text = norm(read.text);
          expect(read.fields.size, `${layout} ${style}`).toBe(0);
          for (const p of form.printed.filter((x) => !x.check)) expect(text, `${layout} ${seed} ${style}: ${p.text}`).toContain(norm(p.text));
          expect(form.truth, `${layout} ${seed} ${style}`).toEqual(typed.truth);
        }
      }
    }
  });

  it('puts a fillable form\'s values only in AcroForm fields', async () => {
    for (const layout of INDEPENDENT4_LAYOUT_NAMES) {
      for (const seed of SEEDS) {
        const typedText = norm((await pdfRead((await generateIndependent4(layout, seed)).pdf)).text);
        const form = await generateIndependent4Form(layout, seed, { style: 'fillable' });
        const read = await pdfRead(form.pdf);
        const text = norm(read.text);
        for (const p of form.printed) {
          const where = `${layout} ${seed}: ${p.text}`;
          expect(p.acro, where).toBeTruthy();
          if (p.check) { expect(read.fields.get(p.acro!), where).toBe('Yes'); continue; }
          expect(read.fields.get(p.acro!), where).toBe(p.text);
          // The label text stays; the value drawn on the typed form is missing from the fillable one's page text.
          expect(count(text, norm(p.text)), where).toBeLessThan(count(typedText, norm(p.text)));
        }
        const unchecked = [...read.fields.values()].filter((v) => v === 'Off').length;
        expect(unchecked, layout).toBeGreaterThan(0);
      }
    }
  });

  it('never gives a decoy the text of a truth value', async () => {
    for (const layout of INDEPENDENT4_LAYOUT_NAMES) {
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const form = await generateIndependent4Form(layout, seed);
        const t = form.truth;
        const truthTexts = new Set(form.printed.filter((p) => !p.decoy && Object.keys(p.fields).length).map((p) => norm(p.text)));
        const taxIds = [t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter((x): x is string => !!x);
        for (const d of form.printed.filter((p) => p.decoy)) {
          const where = `${layout} ${seed}: ${d.text}`;
          expect(truthTexts.has(norm(d.text)), where).toBe(false);
          expect(taxIds, where).not.toContain(d.text.replace(/\D/g, ''));
          expect(d.text, where).not.toBe(t.state_region);
          expect(Object.keys(d.fields), where).toHaveLength(0);
        }
      }
    }
  });

  it('writes truths by the rules: reference ids, digits-only tax ids, ISO dates, null when not printed', async () => {
    const kinds = new Set<string>();
    for (const layout of INDEPENDENT4_LAYOUT_NAMES) {
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
        const t = (await generateIndependent4(layout, seed)).truth;
        const where = `${layout} ${seed}`;
        expect(t.legal_name, where).toBeTruthy();
        expect(t.type_of_entity, where).toMatch(/^[a-z_]+$/);
        expect(t.industry, where).toMatch(/^[a-z_]+$/);
        expect(t.business_tax_id, where).toMatch(/^(\d{9}|\d{9}RC\d{4})$/);
        if (t.business_start_date) expect(t.business_start_date, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(t.applicants.length, where).toBeGreaterThan(0);
        expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0), where).toBeLessThanOrEqual(100);
        for (const a of t.applicants) {
          expect(a.first_name && a.last_name && a.role, where).toBeTruthy();
          expect(a.first_name, where).not.toMatch(/[ .,]/);
          if (a.tax_id) expect(a.tax_id, where).toMatch(/^\d{9}$/);
          else expect(a.tax_id_type, where).toBeNull();
        }
        if (t.country === 'Canada') {
          expect([t.business_tax_id_type, t.business_tax_id_country, t.type_of_entity === 'llc'], where).toEqual(['BN', 'CA', false]);
          for (const a of t.applicants) if (a.tax_id) expect(a.tax_id_type, where).toBe('SIN');
        } else {
          expect(t.country, where).toBe('United States');
          expect(t.business_tax_id_country, where).toBe('US');
        }
        if (t.type_of_entity === 'sole_proprietorship') {
          const o = t.applicants[0]!;
          expect(t.legal_name, where).toBe(`${o.first_name} ${o.last_name}`);
          expect([t.business_tax_id, t.business_tax_id_type], where).toEqual([o.tax_id, o.tax_id_type]);
        }
        kinds.add(t.type_of_entity!);
        if (layout === 'solana-bilingual' && !t.business_start_date) kinds.add('solana-years-only');
      }
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['sole_proprietorship', 'llc', 'ca_corporation', 'solana-years-only']));
  });

  it('scans to an image-only PDF', async () => {
    const { pdf } = await generateIndependent4('keystone-twopage', 5, { style: 'handwritten', scan: true });
    const read = await pdfRead(pdf);
    expect(read.pages).toHaveLength(2);
    expect(read.text.trim()).toBe('');
    expect(read.fields.size).toBe(0);
  }, 60_000);
});
