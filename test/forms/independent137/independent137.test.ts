import { describe, expect, it } from 'vitest';
import { generateIndependent137, INDEPENDENT137_LAYOUT_NAMES } from './index.ts';
import { readPdf, squash, truthEntries, truthProblems } from './check.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;

describe('independent137: names in all their variety', () => {
  it('has four layouts', () => expect(INDEPENDENT137_LAYOUT_NAMES).toHaveLength(4));

  for (const layout of INDEPENDENT137_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: pdf.js reads it and every printed value is in the page text or its field`, async () => {
        for (const seed of [1, 2, 5]) {
          const r = await generateIndependent137(layout, seed, { style, scan: false });
          const read = await readPdf(r.pdf);
          expect(read.pages).toBe(r.pages);
          const page = squash(read.text);
          for (const p of r.printed) {
            if (style === 'fillable') {
              expect(p.field, p.text).toBeDefined();
              const v = read.fields.get(p.field!);
              // A checked box's value is its on-state; a text field's is the text.
              expect(v === p.text || v === 'Yes', `${p.field}: ${v} vs ${p.text}`).toBe(true);
            } else {
              expect(page.includes(squash(p.text)), `"${p.text}" in the page text`).toBe(true);
            }
          }
          if (style === 'fillable') {
            // Values live only in the fields: the legal name and the owners' names are not page text.
            expect(page.includes(squash(r.truth.legal_name!))).toBe(false);
            for (const a of r.truth.applicants) if (a.last_name && a.last_name.length > 5) expect(page.includes(squash(a.last_name))).toBe(false);
          }
        }
      });
    }
  }

  it('truth: every non-null value is printed and given by its text; decoys never in the truth (many seeds)', async () => {
    const seen = { masked: 0, blankTrade: 0, multiOwner: 0, caps: 0, dbaInline: 0 };
    for (const layout of INDEPENDENT137_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 30; seed++) {
        const r = await generateIndependent137(layout, seed, { style: seed % 2 ? 'typed' : 'fillable', scan: false });
        expect(truthProblems(r), `${layout} ${seed}`).toEqual([]);
        expect(r.truth.applicants.length).toBeGreaterThan(0);
        for (const a of r.truth.applicants) { expect(a.first_name).toBeTruthy(); expect(a.last_name).toBeTruthy(); }
        const values = new Set(truthEntries(r.truth).map(([, v]) => v).filter((v) => v !== null).map((v) => String(v).toLowerCase()));
        const names = r.truth.applicants.map((a) => `${a.first_name} ${a.last_name}`.toLowerCase());
        for (const d of r.decoys) {
          expect(values.has(d.text.toLowerCase()), `decoy ${d.what} "${d.text}"`).toBe(false);
          expect(values.has(d.text.replace(/[^0-9]/g, '')) && /\d{5}/.test(d.text), `decoy ${d.what} digits`).toBe(false);
          for (const n of names) expect(d.text.toLowerCase().includes(n)).toBe(false);
        }
        expect(r.decoys.some((d) => d.what === 'landlord')).toBe(true);
        if (r.printed.some((p) => p.keys.length === 0 && /X{2}|\*{3}/.test(p.text))) seen.masked++;
        if (r.truth.trade_name === null) seen.blankTrade++;
        if (r.truth.applicants.length > 1) seen.multiOwner++;
        if (r.truth.applicants.some((a) => a.last_name === a.last_name?.toUpperCase())) seen.caps++;
        if (r.printed.some((p) => p.keys.includes('legal_name') && p.keys.includes('trade_name'))) seen.dbaInline++;
      }
    }
    for (const [k, n] of Object.entries(seen)) expect(n, k).toBeGreaterThan(3);
  });

  it('reads names as applications.md says: particles kept, Last, First swapped, suffixes and credentials dropped', async () => {
    const lasts = new Set<string>();
    for (const layout of INDEPENDENT137_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 25; seed++) {
        const r = await generateIndependent137(layout, seed, { style: 'typed', scan: false });
        for (const a of r.truth.applicants) {
          lasts.add(a.last_name!);
          expect(a.last_name).not.toMatch(/,|\b(Jr|Sr|III|II|MD|DDS|CPA)\b/i);
          expect(a.first_name).not.toMatch(/["()]|\b[A-Z]\.$|^Dr\b/);
        }
      }
    }
    expect([...lasts].some((l) => /^(de la|Van der|van der|De León|St\.|von|da|dos) /i.test(l))).toBe(true);
  });

  it('same seed, same bytes; another seed, another form', async () => {
    for (const layout of INDEPENDENT137_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent137(layout, 11, { style, scan: false });
        const b = await generateIndependent137(layout, 11, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(b.truth).toEqual(a.truth);
      }
      const c = await generateIndependent137(layout, 12, { style: 'typed', scan: false });
      const d = await generateIndependent137(layout, 13, { style: 'typed', scan: false });
      expect(c.truth).not.toEqual(d.truth);
    }
  });

  it('scans: an image-only PDF pdf.js reads, same truth, same bytes for the same seed', async () => {
    const plain = await generateIndependent137('bayou-bridge', 3, { style: 'handwritten', scan: false });
    const scan = await generateIndependent137('bayou-bridge', 3, { style: 'handwritten', scan: true });
    const again = await generateIndependent137('bayou-bridge', 3, { style: 'handwritten', scan: true });
    expect(scan.truth).toEqual(plain.truth);
    expect(Buffer.from(scan.pdf).equals(Buffer.from(again.pdf))).toBe(true);
    const read = await readPdf(scan.pdf);
    expect(read.pages).toBe(2);
    expect(squash(read.text)).toBe('');
    const office = await generateIndependent137('maple-leaf-merchant', 4, { style: 'typed', scan: true });
    expect((await readPdf(office.pdf)).pages).toBe(1);
    await expect(generateIndependent137('maple-leaf-merchant', 4, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 60_000);
});
