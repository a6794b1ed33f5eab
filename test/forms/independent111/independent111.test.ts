import { describe, it, expect } from 'vitest';
import { pdfRead, type PdfRead } from '../generator/pdf-read.ts';
import { generateIndependent111, INDEPENDENT111_LAYOUT_NAMES, type Generated111 } from './index.ts';
import { readBack } from './readback.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** Every value giving truth is really printed, and reads back to the truth it gives. */
function checkPrinted(g: Generated111, r: PdfRead): void {
  const text = squash(r.text);
  for (const p of g.printed) {
    if (g.style === 'fillable') {
      expect(p.acroform_field, p.key).toBeTruthy();
      expect(r.fields.get(p.acroform_field!), `${g.layout} ${p.key}`).toBe(p.kind === 'check' ? 'Yes' : p.text);
      if (p.key === 'legal' || /owner\d_(name|ssn|sin)$/.test(p.key)) expect(text.includes(squash(p.text)), `${g.layout} ${p.key} in page text`).toBe(false);
    } else {
      // pdf.js splits a pen font's kerned words ("COMPAN Y"): handwriting is compared without spaces.
      const hay = g.style === 'handwritten' ? text.replace(/\s/g, '') : text, needle = g.style === 'handwritten' ? p.text.replace(/\s/g, '') : squash(p.text);
      expect(hay.includes(needle), `${g.layout} ${g.style} ${p.key}: ${p.text}`).toBe(true);
    }
    for (const [path, v] of Object.entries(p.fields)) {
      expect(readBack(path, p.text, g.country, g.truth.legal_name, p.key), `${g.layout} ${path} from "${p.text}"`).toEqual(v);
    }
  }
}

/** Decoys (landlord, bank, references, rep, existing funders, home addresses ...) are never a truth value. */
function checkDecoys(g: Generated111): void {
  const t = g.truth;
  const values = new Set<string>();
  const add = (v: unknown): void => { if (v !== null && v !== undefined) values.add(String(v)); };
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants') add(v);
  for (const a of t.applicants) for (const v of Object.values(a)) add(v);
  const names = t.applicants.map((a) => `${a.first_name} ${a.last_name}`);
  for (const d of g.printed.filter((p) => p.decoy)) {
    expect(values.has(d.text), `${g.layout} decoy ${d.key}`).toBe(false);
    expect(values.has(d.text.replace(/\D/g, '')) && d.text.replace(/\D/g, '').length >= 9, `${g.layout} decoy digits ${d.key}`).toBe(false);
    expect(names.includes(d.text), `${g.layout} decoy name ${d.key}`).toBe(false);
    expect(Object.keys(d.fields)).toHaveLength(0);
  }
}

describe('independent111: old brokers\' typewriter forms', () => {
  it('has 5-7 layouts and is deterministic', async () => {
    expect(INDEPENDENT111_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(5);
    expect(INDEPENDENT111_LAYOUT_NAMES.length).toBeLessThanOrEqual(7);
    for (const style of STYLES) {
      const a = await generateIndependent111('passaic_valley_nj', 11, { style, scan: false });
      const b = await generateIndependent111('passaic_valley_nj', 11, { style, scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
    const c = await generateIndependent111('passaic_valley_nj', 12, { style: 'typed', scan: false });
    expect(c.truth).not.toEqual((await generateIndependent111('passaic_valley_nj', 11, { style: 'typed', scan: false })).truth);
  });

  for (const layout of INDEPENDENT111_LAYOUT_NAMES) {
    it(`${layout}: every style renders, prints its truth and keeps decoys out`, async () => {
      for (const seed of [1, 2, 3]) {
        for (const style of STYLES) {
          const g = await generateIndependent111(layout, seed, { style, scan: false });
          const r = await pdfRead(g.pdf);
          expect(r.pages.length).toBeGreaterThanOrEqual(1);
          expect(g.truth.legal_name).toBeTruthy();
          expect(g.truth.applicants.length).toBeGreaterThanOrEqual(1);
          checkPrinted(g, r);
          checkDecoys(g);
          if (style === 'fillable') expect(r.fields.size).toBeGreaterThan(10);
          // Only typed forms put a letter X in a checked box; handwriting draws strokes, fillable sets the field.
          if (style !== 'typed') expect(r.items.some((i) => i.str.trim() === 'X')).toBe(false);
          else expect(r.items.some((i) => i.str.trim() === 'X')).toBe(g.printed.some((p) => p.kind === 'check'));
        }
      }
    });
  }

  it('varies the merchant over seeds', async () => {
    const seen = { dba: new Set<boolean>(), masked: new Set<boolean>(), owners: new Set<number>(), entity: new Set<string>(), legal: new Set<string>(),
      industry: new Set<string>(), credit: new Set<boolean>(), start: new Set<boolean>(), payment: new Set<boolean>(), taxType: new Set<string>(), country: new Set<string>(), cred: false };
    for (const layout of INDEPENDENT111_LAYOUT_NAMES) {
      for (let seed = 100; seed < 116; seed++) {
        const { truth: t, printed } = await generateIndependent111(layout, seed, { style: 'typed', scan: false });
        seen.dba.add(t.trade_name !== null);
        seen.owners.add(t.applicants.length);
        seen.entity.add(t.type_of_entity ?? '');
        seen.legal.add(t.legal_name ?? '');
        seen.industry.add(t.industry ?? '');
        seen.start.add(t.business_start_date !== null);
        seen.payment.add(t.requested_payment !== null);
        seen.taxType.add(t.business_tax_id_type ?? '');
        seen.country.add(t.country ?? '');
        for (const a of t.applicants) { seen.credit.add(a.credit_score !== null); }
        for (const p of printed) if (/owner\d_(ssn|sin)/.test(p.key)) seen.masked.add(/X/.test(p.text));
        if (printed.some((p) => /owner\d_name/.test(p.key) && /, (DDS|DMD|DVM)$/.test(p.text))) seen.cred = true;
      }
    }
    expect([...seen.dba].sort()).toEqual([false, true]);
    expect([...seen.masked].sort()).toEqual([false, true]);
    expect([...seen.owners].sort()).toEqual([1, 2, 3, 4]);
    expect(seen.entity.size).toBeGreaterThanOrEqual(6);
    expect(seen.legal.size).toBeGreaterThan(80);
    expect(seen.industry.size).toBeGreaterThanOrEqual(10);
    expect([...seen.credit].sort()).toEqual([false, true]);
    expect([...seen.start].sort()).toEqual([false, true]);
    expect([...seen.payment].sort()).toEqual([false, true]);
    for (const t of ['EIN', 'SSN', 'BN']) expect(seen.taxType.has(t), t).toBe(true);
    expect(seen.cred).toBe(true);
    expect(seen.country).toEqual(new Set(['United States', 'Canada']));
  });

  it('scans one form to an image-only PDF with the same truth', async () => {
    const plain = await generateIndependent111('knickerbocker_ny', 5, { style: 'typed', scan: false });
    const scanned = await generateIndependent111('knickerbocker_ny', 5, { style: 'typed', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const r = await pdfRead(scanned.pdf);
    expect(r.text.trim()).toBe('');
    expect(r.pages.length).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
