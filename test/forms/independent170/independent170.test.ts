// Checks of independent set 170's own generator: every recorded value is where it says on the page (page text or
// AcroForm field, read back with pdfjs), the truth is what applications.md's rules read from the placed texts,
// decoys never repeat a real value, the bytes are reproducible, styles share a truth, seeds vary, scans come out.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent170, INDEPENDENT170_LAYOUT_NAMES, truthFrom, type Placed } from './index.ts';
import { readMoney, reread } from './reread.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
// I170_SEEDS=N widens the sweep when changing the generator (five seeds by default keep the suite quick).
const SEEDS = Array.from({ length: Number(process.env.I170_SEEDS ?? 5) }, (_, i) => i + 1);
const SLOW = 60_000 + SEEDS.length * 10_000;

interface PageRead { items: { str: string; x: number; y: number }[]; annots: { name: string; value: unknown; rect: number[]; checkBox: boolean; exportValue?: string }[] }

async function readPdf(pdf: Uint8Array): Promise<PageRead[]> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const out: PageRead[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    const items = tc.items.flatMap((it) => ('str' in it && it.str.trim() ? [{ str: it.str, x: it.transform[4] as number, y: it.transform[5] as number }] : []));
    const annots = ((await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown; rect: number[]; checkBox?: boolean; exportValue?: string }[])
      .filter((a) => a.fieldName).map((a) => ({ name: a.fieldName!, value: a.fieldValue, rect: a.rect, checkBox: !!a.checkBox, exportValue: a.exportValue }));
    out.push({ items, annots });
  }
  await task.destroy();
  return out;
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The placed value is printed where it says: page text inside its box, or the named AcroForm field with its value. */
function findOnPage(p: Placed, pages: PageRead[]): string | null {
  const pg = pages[p.page - 1];
  if (!pg) return `page ${p.page} missing`;
  const [x0, y0, x1, y1] = p.box;
  if (p.via === 'acroform' || p.via === 'acroform_checkbox') {
    const a = pg.annots.find((x) => x.name === p.acroform_field);
    if (!a) return `no field ${p.acroform_field}`;
    const [ax0, ay0, ax1, ay1] = a.rect as [number, number, number, number];
    if (Math.abs(ax0 - x0) > 3 && p.via === 'acroform') return `field ${a.name} at ${a.rect} not at ${p.box}`;
    if (ax0 < x0 - 3 || ax1 > x1 + 3 || ay0 < y0 - 3 || ay1 > y1 + 3) return `field ${a.name} at ${a.rect} outside ${p.box}`;
    if (p.via === 'acroform') return a.value === p.text ? null : `field ${a.name} holds ${String(a.value)}, not ${p.text}`;
    const on = p.acroform_value ?? 'Yes';
    return a.checkBox && a.value === on && a.exportValue === on ? null : `checkbox ${a.name} is ${String(a.value)}`;
  }
  const inside = pg.items.filter((i) => i.x >= x0 - 1.5 && i.x <= x1 + 1.5 && i.y >= y0 - 1.5 && i.y <= y1 + 1.5);
  const joined = squash(inside.map((i) => i.str).join(' '));
  return joined.includes(squash(p.text)) ? null : `"${p.text}" not in box ${p.box} on page ${p.page} (found "${joined}")`;
}

describe('independent170 generator', () => {
  it('has four layouts and rejects unknown layouts, styles and scanned fillables', async () => {
    expect(INDEPENDENT170_LAYOUT_NAMES).toHaveLength(4);
    await expect(generateIndependent170('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent170(INDEPENDENT170_LAYOUT_NAMES[0]!, 1, { style: 'inked' as 'typed' })).rejects.toThrow();
    await expect(generateIndependent170(INDEPENDENT170_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  for (const layout of INDEPENDENT170_LAYOUT_NAMES) {
    describe(layout, () => {
      it('prints every real value and decoy where it says, and reads back to the truth', async () => {
        for (const seed of SEEDS) {
          for (const style of STYLES) {
            const g = await generateIndependent170(layout, seed, { style });
            const pages = await readPdf(g.pdf);
            expect(pages).toHaveLength(g.pages);
            const problems = [...g.placed, ...g.decoys].map((p) => findOnPage(p, pages)).filter(Boolean);
            expect(problems, `${layout} seed ${seed} ${style}`).toEqual([]);
            if (style === 'fillable') {
              // Values live only in the fields: none of the typed-in texts is page text.
              const pageText = new Set(pages.flatMap((p) => p.items.map((i) => squash(i.str))));
              const leaked = [...g.placed, ...g.decoys].filter((p) => p.via === 'acroform' && pageText.has(squash(p.text)));
              expect(leaked.map((p) => p.text)).toEqual([]);
            } else {
              expect(pages.every((p) => p.annots.length === 0)).toBe(true);
            }
            expect(truthFrom(g.placed)).toEqual(g.truth);
            // Each placed value gives exactly what applications.md's rules read from its text.
            const legalName = g.placed.find((p) => 'application.legal_name' in p.fields)?.text;
            for (const p of g.placed) {
              const paths = Object.keys(p.fields);
              for (const path of paths) {
                const got = reread(path, p.text, { country: g.country, label: p.label, paths, legalName });
                expect(got, `${layout} seed ${seed} ${path} from "${p.text}" (${p.label ?? ''})`).toEqual(p.fields[path]);
              }
            }
          }
        }
      }, SLOW);

      it('keeps decoys apart from real values', async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent170(layout, seed, { style: 'typed' });
          const realTexts = new Set(g.placed.filter((p) => p.via !== 'mark').map((p) => squash(p.text)));
          const realMoney = new Set(g.placed.flatMap((p) => Object.entries(p.fields)
            .filter(([k, v]) => /requested_(amount|payment)$/.test(k) && v != null).map(([, v]) => v)));
          const realIds = new Set(g.placed.flatMap((p) => Object.entries(p.fields).filter(([k, v]) => /tax_id$/.test(k) && v).map(([, v]) => v)));
          for (const d of g.decoys) {
            expect(Object.keys(d.fields)).toHaveLength(0);
            expect(realTexts.has(squash(d.text)), `decoy "${d.text}" repeats a real value`).toBe(false);
            const money = readMoney(d.text);
            if (money !== null) expect(realMoney.has(money), `decoy money ${d.text}`).toBe(false);
            expect(realIds.has(d.text.replace(/\D/g, '')), `decoy number ${d.text}`).toBe(false);
          }
          expect(g.decoys.length).toBeGreaterThan(8);
        }
      }, SLOW);

      it('is reproducible, shares one truth across styles, and varies by seed', async () => {
        const truths: string[] = [];
        for (const seed of SEEDS) {
          const byStyle = await Promise.all(STYLES.map((style) => generateIndependent170(layout, seed, { style })));
          for (const g of byStyle.slice(1)) expect(g.truth).toEqual(byStyle[0]!.truth);
          truths.push(JSON.stringify(byStyle[0]!.truth));
          if (seed === 1) {
            for (const style of STYLES) {
              const again = await generateIndependent170(layout, seed, { style });
              expect(Buffer.from(again.pdf).equals(Buffer.from(byStyle[STYLES.indexOf(style)]!.pdf))).toBe(true);
            }
          }
          const t = byStyle[0]!.truth;
          expect(t.legal_name).toBeTruthy();
          expect(t.requested_amount).toBeGreaterThan(0);
          expect(t.state_region).toBeTruthy();
          expect(t.applicants.length).toBeGreaterThan(0);
          expect(t.country).toBe(byStyle[0]!.country === 'CA' ? 'Canada' : 'United States');
        }
        expect(new Set(truths).size).toBe(SEEDS.length);
      }, SLOW);
    });
  }

  it('scans typed and handwritten forms into image-only PDFs, reproducibly', async () => {
    for (const [i, style] of (['typed', 'handwritten'] as const).entries()) {
      const layout = INDEPENDENT170_LAYOUT_NAMES[i + 1]!;
      const plain = await generateIndependent170(layout, 7, { style });
      const scanned = await generateIndependent170(layout, 7, { style, scan: true });
      expect(Buffer.from(scanned.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
      expect(scanned.truth).toEqual(plain.truth);
      const pages = await readPdf(scanned.pdf);
      expect(pages).toHaveLength(plain.pages);
      expect(pages.every((p) => p.items.length === 0 && p.annots.length === 0)).toBe(true);
      const again = await generateIndependent170(layout, 7, { style, scan: true });
      expect(Buffer.from(again.pdf).equals(Buffer.from(scanned.pdf))).toBe(true);
    }
  }, 120_000);
});
