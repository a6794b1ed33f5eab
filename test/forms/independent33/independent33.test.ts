// Independent set 33: determinism, every layout in every style, values where each tool puts them, decoys, scans.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent33, INDEPENDENT33_ANNOTATED, INDEPENDENT33_LAYOUT_NAMES, merchantOf } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const digits = (s: string): string => s.replace(/\D/g, '');

/** The text of every FreeText annotation (what Fill & Sign / Preview / a browser saved), and the count of mark annotations. */
async function annotations(pdf: Uint8Array): Promise<{ texts: string[]; marks: number }> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const texts: string[] = [];
  let marks = 0;
  for (let i = 1; i <= doc.numPages; i++) {
    for (const a of (await (await doc.getPage(i)).getAnnotations()) as { subtype: string; contentsObj?: { str: string } }[]) {
      if (a.subtype === 'FreeText') texts.push(a.contentsObj?.str ?? '');
      if (a.subtype === 'Ink' || a.subtype === 'Stamp' || (a.subtype === 'FreeText' && /^[X\u2713]$/.test(a.contentsObj?.str ?? ''))) marks++;
    }
  }
  await task.destroy();
  return { texts, marks };
}

function expectPrinted(t: TruthApplication, text: string): void {
  expect(text).toContain(t.legal_name!);
  if (t.business_tax_id) expect(digits(text)).toContain(digits(t.business_tax_id));
  if (t.requested_amount) expect(digits(text)).toContain(String(t.requested_amount));
  for (const a of t.applicants) expect(text).toContain(a.last_name!);
}

describe('independent set 33', () => {
  it('has seven layouts, four or more of them annotated, and is deterministic', async () => {
    expect(INDEPENDENT33_LAYOUT_NAMES).toHaveLength(7);
    expect(INDEPENDENT33_ANNOTATED.length).toBeGreaterThanOrEqual(4);
    for (const style of STYLES) {
      const a = await generateIndependent33('peachtree', 7, { style, scan: false });
      const b = await generateIndependent33('peachtree', 7, { style, scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
    const other = await generateIndependent33('peachtree', 8, { style: 'typed', scan: false });
    expect(other.truth).not.toEqual((await generateIndependent33('peachtree', 7, { style: 'typed', scan: false })).truth);
  });

  it('renders every layout in every style with a non-trivial truth, values where the tool puts them', async () => {
    for (const layout of INDEPENDENT33_LAYOUT_NAMES) {
      for (const seed of [1, 2]) {
        const typed = await generateIndependent33(layout, seed, { style: 'typed', scan: false });
        const t = typed.truth;
        expect(t.legal_name && t.state_region && t.country && t.business_tax_id && t.type_of_entity && t.industry).toBeTruthy();
        expect(t.applicants.length).toBeGreaterThan(0);
        const read = await pdfRead(typed.pdf);
        if (INDEPENDENT33_ANNOTATED.includes(layout)) {
          const ann = await annotations(typed.pdf);
          expect(read.text).not.toContain(t.legal_name!);
          expectPrinted(t, ann.texts.join(' | '));
          expect(ann.marks).toBeGreaterThan(0);
        } else expectPrinted(t, read.text);
        const fill = await generateIndependent33(layout, seed, { style: 'fillable', scan: false });
        expect(fill.truth).toEqual(t);
        const fr = await pdfRead(fill.pdf);
        expectPrinted(t, [...fr.fields.values()].join(' | '));
        expect([...fr.fields.values()]).toContain('Yes');
        expect(fr.text).not.toContain(t.legal_name!);
        const hand = await generateIndependent33(layout, seed, { style: 'handwritten', scan: false });
        expect(hand.truth).toEqual(t);
        expect((await pdfRead(hand.pdf)).text).toContain(t.legal_name!);
      }
    }
  }, 60_000);

  it('never takes a decoy, and follows the reading rules', async () => {
    for (const layout of INDEPENDENT33_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 8; seed++) {
        const { truth } = await generateIndependent33(layout, seed, { style: 'typed', scan: false });
        const m = merchantOf(layout, seed);
        const json = JSON.stringify(truth);
        for (const [k, v] of Object.entries(m.decoys)) {
          if (/Phone|Balance|Payment/.test(k)) continue;
          expect(json, `${layout}/${seed} ${k}`).not.toContain(/^\d+/.test(v) ? digits(v) : v);
        }
        expect(truth.applicants.map((x) => `${x.first_name} ${x.last_name}`)).not.toContain(m.decoys.isoRep);
        expect(truth.state_region).toBe(m.state);
        expect(truth.country).toBe(m.ca ? 'Canada' : 'United States');
        if (m.ca) expect(truth.business_tax_id).toMatch(/^\d{9}RC\d{4}$/);
        expect(['SAME', 'N/A', '']).not.toContain(truth.trade_name);
        if (truth.trade_name) expect(truth.trade_name).not.toBe(truth.legal_name);
        for (const [i, a] of truth.applicants.entries()) {
          const o = m.owners[i]!;
          expect([a.first_name, a.last_name]).toEqual([o.first, o.last]);
          expect(a.tax_id).toBe(o.ssnMasked ? null : a.tax_id === null ? null : digits(o.ssn));
        }
        const total = truth.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
        expect(total).toBeLessThanOrEqual(100);
      }
    }
  });

  it('keeps the truth through a scan', async () => {
    for (const [layout, style] of [['harborline', 'typed'], ['lonestar', 'handwritten']] as const) {
      const plain = await generateIndependent33(layout, 3, { style, scan: false });
      const scanned = await generateIndependent33(layout, 3, { style, scan: true });
      expect(scanned.truth).toEqual(plain.truth);
      expect(Buffer.from(scanned.pdf).equals(Buffer.from(plain.pdf))).toBe(false);
      expect((await pdfRead(scanned.pdf)).text).not.toContain(plain.truth.legal_name!);
    }
  }, 40_000);
});
