// Set 91: every layout in every style generates, is deterministic, keeps one truth across styles, shows each value
// where the style puts it (page text or AcroForm field), and every truth field is what an independent reading of the
// printed text gives by README.md's rules.
import { describe, expect, it } from 'vitest';
import { pdfRead, type PdfRead } from '../generator/pdf-read.ts';
import { scoreApplication } from '../generator/score.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent91, INDEPENDENT91_LAYOUT_NAMES, truthFrom, type Independent91Result } from './index.ts';
import { readBack } from './readback.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

function ctxOf(truth: TruthApplication, layout: string) {
  return { country: truth.country === 'Canada' ? 'CA' as const : 'US' as const, legal: truth.legal_name ?? '', dayFirstDob: layout === 'northstar-canada' };
}

/** Every truth field of every printed value is what the independent reading of its text says. */
function expectReadBack(r: Independent91Result): number {
  const ctx = ctxOf(r.truth, r.layout);
  let checked = 0;
  for (const p of r.placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const read = readBack(path, p, ctx);
      if (read === undefined) continue;
      checked++;
      if (typeof v === 'number') expect(Math.abs(Number(read) - v), `${r.layout} ${path} "${p.text}"`).toBeLessThan(0.005);
      else expect(read, `${r.layout} ${path} "${p.text}"`).toBe(v);
    }
  }
  return checked;
}

function expectShown(r: Independent91Result, pdf: PdfRead, style: (typeof STYLES)[number]): void {
  if (style === 'fillable') {
    for (const p of r.placed) {
      expect(p.acroform, p.key).not.toBeNull();
      expect(pdf.fields.get(p.acroform!), p.key).toBe(p.kind === 'check' ? (p.checked ? 'Yes' : 'Off') : p.text);
    }
    const text = norm(pdf.text);
    for (const p of r.placed.filter((x) => 'legal_name' in x.fields || 'requested_amount' in x.fields)) expect(text).not.toContain(norm(p.text));
    return;
  }
  expect(pdf.fields.size).toBe(0);
  for (const p of r.placed.filter((x) => x.kind === 'text')) expect(norm(pdf.pages[p.page - 1]!), `${r.layout} ${style} ${p.key}`).toContain(norm(p.text));
}

describe('independent set 91', () => {
  it('has seven layouts from seven brokers', async () => {
    expect(INDEPENDENT91_LAYOUT_NAMES).toHaveLength(7);
    const brokers = await Promise.all(INDEPENDENT91_LAYOUT_NAMES.map(async (l) => (await generateIndependent91(l, 1, { style: 'fillable', scan: false })).broker));
    expect(new Set(brokers).size).toBe(7);
    await expect(generateIndependent91('no-such-layout', 1, { style: 'typed', scan: false })).rejects.toThrow(/unknown/);
  });

  INDEPENDENT91_LAYOUT_NAMES.forEach((layout, idx) => {
    it(`${layout}: each style generates deterministically, with one truth the PDF shows`, async () => {
      const seed = 11 + idx * 3;
      let first: TruthApplication | null = null;
      for (const style of STYLES) {
        const a = await generateIndependent91(layout, seed, { style, scan: false });
        const b = await generateIndependent91(layout, seed, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), `${layout} ${style} deterministic`).toBe(true);
        first ??= a.truth;
        expect(a.truth, `${layout} ${style} truth`).toEqual(first);
        expect(truthFrom(a.placed)).toEqual(a.truth);
        expectShown(a, await pdfRead(a.pdf), style);
        expect(expectReadBack(a)).toBeGreaterThan(15);
      }
      const self = scoreApplication(first!, first as unknown as Record<string, unknown>);
      expect(self.wrong + self.missed + self.invented).toBe(0);
      expect(self.fields).toBeGreaterThan(12);
    }, 60_000);
  });

  it('over many seeds: every truth field reads back from its printed text, and the formats vary', async () => {
    const texts = new Map<string, Set<string>>();
    let nulls = 0;
    for (const layout of INDEPENDENT91_LAYOUT_NAMES) {
      for (let seed = 100; seed < 112; seed++) {
        const r = await generateIndependent91(layout, seed, { style: 'typed', scan: false });
        expectReadBack(r);
        expect(r.truth.applicants.length).toBeGreaterThan(0);
        expect(r.truth.legal_name).toBeTruthy();
        for (const p of r.placed) for (const path of Object.keys(p.fields)) {
          const k = path.replace(/^applicants\[\d+\]\./, '');
          if (!texts.has(k)) texts.set(k, new Set());
          texts.get(k)!.add(p.text.replace(/\d/g, '9').replace(/[A-Za-z]+/g, 'a'));
        }
        if (r.truth.business_start_date === null) nulls++;
      }
    }
    expect(texts.get('requested_amount')!.size).toBeGreaterThan(8);
    expect(texts.get('business_start_date')!.size).toBeGreaterThan(6);
    expect(texts.get('ownership')!.size).toBeGreaterThan(5);
    expect(nulls).toBeGreaterThan(3);
  }, 60_000);

  it('scan: an image-only PDF with the unscanned truth, deterministic', async () => {
    const plain = await generateIndependent91('keystone-table', 5, { style: 'fillable', scan: false });
    const a = await generateIndependent91('keystone-table', 5, { style: 'fillable', scan: true });
    const b = await generateIndependent91('keystone-table', 5, { style: 'fillable', scan: true });
    expect(a.truth).toEqual(plain.truth);
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    const read = await pdfRead(a.pdf);
    expect(read.fields.size).toBe(0);
    expect(norm(read.text)).toBe('');
    expect(a.scan?.skews).toHaveLength(a.pages);
  }, 60_000);
});
