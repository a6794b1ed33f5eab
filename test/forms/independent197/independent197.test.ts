// The generator's own checks: every recorded value is really on its page inside its box (text layer or AcroForm
// field), fillers and decoys give no truth, bytes repeat per seed, the styles share one truth, a scan works.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent197, INDEPENDENT197_LAYOUT_NAMES, type Placed } from './index.ts';

interface Item { str: string; x: number; y: number; w: number }
async function readPdf(pdf: Uint8Array): Promise<{ items: Item[][]; annots: any[][] }> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0, useSystemFonts: false });
  const doc = await task.promise;
  const items: Item[][] = [], annots: any[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    items.push(tc.items.filter((i: any) => 'str' in i && i.str.trim()).map((i: any) => ({ str: i.str, x: i.transform[4], y: i.transform[5], w: i.width })));
    annots.push(await page.getAnnotations());
  }
  await task.destroy();
  return { items, annots };
}
const inside = (x: number, y: number, b: number[]): boolean => x >= b[0]! - 0.5 && x <= b[2]! + 0.5 && y >= b[1]! - 0.5 && y <= b[3]! + 0.5;

/** The page's non-space characters in reading runs, each with an estimated origin: pdf.js splits some words into
 *  items (Courier at spaces) and merges others (a struck value and its correction), so values are matched on runs. */
function runs(items: Item[]): { x: number; y: number; ch: string }[][] {
  const out: { x: number; y: number; ch: string }[][] = [];
  let cur: { x: number; y: number; ch: string }[] = [], last: Item | null = null;
  for (const it of items) {
    if (last && !(Math.abs(it.y - last.y) < 3 && it.x >= last.x + last.w - 3 && it.x - (last.x + last.w) < 25)) { out.push(cur); cur = []; }
    const n = it.str.length;
    for (let k = 0; k < n; k++) if (it.str[k]!.trim()) cur.push({ x: it.x + (it.w * k) / n, y: it.y, ch: it.str[k]! });
    last = it;
  }
  out.push(cur);
  return out;
}

function findOnPage(p: Placed, r: { items: Item[][]; annots: any[][] }): boolean {
  if (p.via === 'acroform' || p.via === 'acroform_checkbox') {
    const a = r.annots[p.page - 1]!.find((x) => x.fieldName === p.acroform_field);
    if (!a) return false;
    return p.via === 'acroform' ? a.fieldValue === p.text : a.fieldValue === 'Yes';
  }
  // A text value (or a checked box's label) is printed with its first character inside its box.
  const want = p.text.replace(/\s+/g, '');
  for (const run of runs(r.items[p.page - 1]!)) {
    const s = run.map((c) => c.ch).join('');
    for (let i = s.indexOf(want); i >= 0; i = s.indexOf(want, i + 1)) if (inside(run[i]!.x, run[i]!.y, p.box)) return true;
  }
  return false;
}

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const STYLES = ['typed', 'handwritten', 'fillable'] as const;

describe('independent197 generator', () => {
  for (const layout of INDEPENDENT197_LAYOUT_NAMES) {
    it(`${layout}: every value and decoy is where it says, in all styles`, async () => {
      for (const seed of SEEDS) {
        for (const style of STYLES) {
          const g = await generateIndependent197(layout, seed, { style });
          const r = await readPdf(g.pdf);
          expect(r.items.length).toBe(g.pages);
          for (const p of [...g.placed, ...g.decoys]) {
            if (style === 'fillable' && p.via === 'text' && p.key.startsWith('struck:')) continue;
            expect(findOnPage(p, r), `${layout}/${seed}/${style} ${p.key} "${p.text}"`).toBe(true);
          }
          if (style === 'fillable') {
            // The values live only in fields: no truth-giving value is in the page's text.
            for (const p of g.placed.filter((q) => q.via === 'acroform')) expect(findOnPage({ ...p, via: 'text' }, r), `${p.key} in text`).toBe(false);
          }
        }
      }
    }, 120_000);

    it(`${layout}: fillers and decoys give no field; truth comes only from placed values`, async () => {
      for (const seed of SEEDS) {
        const g = await generateIndependent197(layout, seed, { style: 'typed' });
        for (const d of g.decoys) expect(Object.keys(d.fields)).toEqual([]);
        const truthStrings = new Set<string>();
        const walk = (v: unknown): void => { if (v && typeof v === 'object') Object.values(v).forEach(walk); else if (v !== null) truthStrings.add(String(v).toLowerCase()); };
        walk(g.truth);
        // A decoy may print what a truth value prints only where a careful reader still tells them apart: a state of
        // incorporation equal to the business state, a DBA written out equal to the legal name (which gives no trade name).
        for (const d of g.decoys) {
          if (/^\d{1,3}$/.test(d.text) || ['state_of_inc', 'filler:dba'].includes(d.key)) continue;
          expect(truthStrings.has(d.text.toLowerCase()), `${layout}/${seed} decoy ${d.key} "${d.text}"`).toBe(false);
        }
        const fillers = new Set(['n/a', '-', 'see attached', 'same', 'tbd', 'on file']);
        for (const p of g.placed) expect(fillers.has(p.text.toLowerCase())).toBe(false);
        expect(g.truth.legal_name).not.toBeNull();
        expect(g.truth.applicants.length).toBeGreaterThanOrEqual(1);
        if (g.truth.trade_name !== null) expect(g.truth.trade_name).not.toBe(g.truth.legal_name);
        const own = g.truth.applicants.map((a) => a.ownership ?? 0).reduce((a, b) => a + b, 0);
        expect(own).toBeLessThanOrEqual(100);
      }
    });

    it(`${layout}: same seed same bytes, seeds differ, styles share the truth`, async () => {
      const a = await generateIndependent197(layout, 11, { style: 'handwritten' });
      const b = await generateIndependent197(layout, 11, { style: 'handwritten' });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      const c = await generateIndependent197(layout, 12, { style: 'handwritten' });
      expect(Buffer.from(a.pdf).equals(Buffer.from(c.pdf))).toBe(false);
      expect(c.truth).not.toEqual(a.truth);
      const t = await generateIndependent197(layout, 11, { style: 'typed' });
      const f = await generateIndependent197(layout, 11, { style: 'fillable' });
      expect(t.truth).toEqual(a.truth);
      expect(f.truth).toEqual(a.truth);
      expect(f.placed.map((p) => p.text)).toEqual(t.placed.map((p) => p.text));
    });
  }

  it('seeds vary the sparseness: owners, blanks, fillers and corrections all occur', async () => {
    const owners = new Set<number>(); let nullAmount = 0, struck = 0, fillers = 0, nullDba = 0;
    for (const layout of INDEPENDENT197_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 25; seed++) {
        const g = await generateIndependent197(layout, seed, { style: 'typed' });
        owners.add(g.truth.applicants.length);
        if (g.truth.requested_amount === null) nullAmount++;
        if (g.truth.trade_name === null) nullDba++;
        struck += g.decoys.filter((d) => d.key.startsWith('struck:')).length;
        fillers += g.decoys.filter((d) => d.key.startsWith('filler:')).length;
      }
    }
    expect([...owners].sort()).toEqual([1, 2, 3, 4]);
    expect(nullAmount).toBeGreaterThan(5);
    expect(nullDba).toBeGreaterThan(20);
    expect(struck).toBeGreaterThan(10);
    expect(fillers).toBeGreaterThan(200);
  }, 120_000);

  it('a scan works and a fillable scan is refused', async () => {
    const g = await generateIndependent197('harbor_pine_lines', 2, { style: 'handwritten', scan: true });
    const t = await generateIndependent197('harbor_pine_lines', 2, { style: 'typed' });
    expect(Buffer.from(g.pdf.slice(0, 5)).toString()).toBe('%PDF-');
    expect(g.truth).toEqual(t.truth);
    const r = await readPdf(g.pdf);
    expect(r.items.length).toBe(2);
    expect(r.items.flat().length).toBe(0);
    await expect(generateIndependent197('harbor_pine_lines', 2, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120_000);
});
