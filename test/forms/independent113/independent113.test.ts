// Set 113 (online applications printed from a browser): every layout renders in every style, deterministically; the
// truth is printed (typed: the page text; fillable: the AcroForm values); decoys are never truth values; seeds vary.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent113, INDEPENDENT113_LAYOUT_NAMES } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const squash = (s: string): string => s.replace(/\s+/g, '').toLowerCase();
const digits = (s: string): string => s.replace(/\D/g, '');

/** Every non-null truth value as [path, value]. */
function truthPaths(t: TruthApplication): [string, string | number][] {
  const out: [string, string | number][] = [];
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) out.push([k, v as string | number]);
  t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) out.push([`applicants.${i}.${k}`, v as string | number]); });
  return out;
}

describe('set 113: every layout in every style', () => {
  for (const layout of INDEPENDENT113_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style} renders, deterministically`, async () => {
        const a = await generateIndependent113(layout, 7, { style, scan: false });
        const b = await generateIndependent113(layout, 7, { style, scan: false });
        expect(Buffer.from(a.pdf.slice(0, 5)).toString()).toBe('%PDF-');
        expect(a.pages).toBeGreaterThanOrEqual(2);
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(b.truth).toEqual(a.truth);
        expect(a.truth.legal_name).not.toBeNull();
        expect(a.truth.applicants.length).toBeGreaterThanOrEqual(1);
        const read = await pdfRead(a.pdf);
        expect(read.pages.length).toBe(a.pages);
        if (style === 'fillable') {
          const exportName = (t: string): string => t.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '');
          for (const p of a.printed.filter((x) => x.field)) expect([p.text, exportName(p.text)], p.field).toContain(read.fields.get(p.field!));
          const legal = a.printed.find((p) => p.key === 'business.legal_name')!;
          expect(read.fields.get(legal.field!)).toBe(a.truth.legal_name);
          expect(squash(read.text)).not.toContain(squash(a.truth.legal_name!));
        } else expect(squash(read.text)).toContain(squash(a.truth.legal_name!));
      });
    }
  }
});

describe('set 113: the truth is printed, the decoys are not truth', () => {
  for (const layout of INDEPENDENT113_LAYOUT_NAMES) {
    it(`${layout}: truth values are in the typed text, each from a printed value`, async () => {
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const g = await generateIndependent113(layout, seed, { style: 'typed', scan: false });
        const text = squash((await pdfRead(g.pdf)).text);
        for (const p of g.printed) expect(text, `${layout}/${seed} ${p.key}`).toContain(squash(p.text));
        for (const [path] of truthPaths(g.truth)) expect(g.printed.some((p) => p.paths?.includes(path)), `${layout}/${seed} ${path}`).toBe(true);
        const t = g.truth;
        const by = (key: string): string => g.printed.find((p) => p.key === key)!.text;
        expect(by('business.legal_name')).toBe(t.legal_name);
        if (t.trade_name) expect(by('business.dba')).toBe(t.trade_name);
        expect(digits(by('business.tax_id'))).toBe(digits(t.business_tax_id!));
        expect(Number(by('funding.amount').replace(/[^\d.]/g, ''))).toBe(t.requested_amount);
        if (t.business_tax_id_type === 'BN') expect(t.business_tax_id).toMatch(/^\d{9}RC\d{4}$/);
        expect(t.country).toBe(g.country === 'US' ? 'United States' : 'Canada');
        for (const a of t.applicants) {
          expect(a.first_name).toMatch(/^[A-Z][a-z-]+$/);
          if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
          expect(a.tax_id === null).toBe(a.tax_id_type === null);
        }
        // decoys: never a truth value, as text nor as a number
        const truthTexts = new Set(truthPaths(t).map(([, v]) => squash(String(v))));
        const truthNums = new Set(truthPaths(t).filter(([, v]) => typeof v === 'number' || /^\d{6,}/.test(String(v))).map(([, v]) => digits(String(v))));
        for (const d of g.decoys) {
          expect(truthTexts.has(squash(d)), `${layout}/${seed} decoy ${d}`).toBe(false);
          if (digits(d).length >= 3) expect(truthNums.has(digits(d)), `${layout}/${seed} decoy ${d}`).toBe(false);
        }
      }
    });
  }

  it('masked SSNs give no tax id; full ones do', async () => {
    const masked = await generateIndependent113('lumen-wizard', 3, { style: 'typed', scan: false });
    expect(masked.truth.applicants.every((a) => a.tax_id === null && a.tax_id_type === null && a.tax_id_country === null)).toBe(true);
    const full = await generateIndependent113('keystone-portal', 3, { style: 'typed', scan: false });
    expect(full.truth.applicants.every((a) => /^\d{9}$/.test(a.tax_id!) && ['SSN', 'ITIN'].includes(a.tax_id_type!) && a.tax_id_country === 'US')).toBe(true);
    const ca = await generateIndependent113('harbour-ca', 3, { style: 'typed', scan: false });
    expect(ca.truth.applicants.every((a) => a.tax_id_type === 'SIN' && a.tax_id_country === 'CA')).toBe(true);
  });
});

describe('set 113: seeds vary', () => {
  it('truths differ by seed and cover the variations', async () => {
    const seen = { owners: new Set<number>(), entities: new Set<string>(), dba: new Set<boolean>(), countries: new Set<string>(), freq: new Set<string>(), start: new Set<boolean>() };
    for (const layout of INDEPENDENT113_LAYOUT_NAMES) {
      const truths: string[] = [];
      for (let seed = 1; seed <= 12; seed++) {
        const g = await generateIndependent113(layout, seed, { style: 'typed', scan: false });
        truths.push(JSON.stringify(g.truth));
        seen.owners.add(g.truth.applicants.length); seen.entities.add(g.truth.type_of_entity!); seen.dba.add(g.truth.trade_name !== null);
        seen.countries.add(g.country); if (g.truth.payment_frequency) seen.freq.add(g.truth.payment_frequency); seen.start.add(g.truth.business_start_date !== null);
      }
      expect(new Set(truths).size).toBe(truths.length);
    }
    expect([...seen.owners].sort()).toEqual([1, 2, 3, 4]);
    expect(seen.entities.size).toBeGreaterThanOrEqual(6);
    expect(seen.dba.size).toBe(2);
    expect(seen.countries.size).toBe(2);
    expect(seen.freq.size).toBe(4);
    expect(seen.start.size).toBe(2);
  });
});

describe('set 113: scans', () => {
  it('a scan keeps the pages and the truth, with no text layer', async () => {
    const plain = await generateIndependent113('harbour-ca', 5, { style: 'handwritten', scan: false });
    const scan = await generateIndependent113('harbour-ca', 5, { style: 'handwritten', scan: true });
    expect(scan.truth).toEqual(plain.truth);
    const read = await pdfRead(scan.pdf);
    expect(read.pages.length).toBe(plain.pages);
    expect(read.text.trim()).toBe('');
    const fill = await generateIndependent113('keystone-portal', 5, { style: 'fillable', scan: true });
    expect(fill.truth).toEqual((await generateIndependent113('keystone-portal', 5, { style: 'fillable', scan: false })).truth);
    expect((await pdfRead(fill.pdf)).fields.size).toBe(0);
  }, 120_000);
});
