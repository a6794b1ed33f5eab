// Checks set 179's own generator: every value is where it says, the truth is what applications.md's rules read from
// the printed texts, decoys are not values, bytes are reproducible, styles share a truth, seeds vary, scans work.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent179, applicationOf, INDEPENDENT179_LAYOUT_NAMES, type Placed } from './index.ts';
import { reread } from './reread.ts';

type Item = { str: string; x0: number; x1: number; y: number };
type Annot = { fieldName: string; fieldValue: unknown; rect: number[]; checkBox?: boolean; exportValue?: string; hasAppearance?: boolean };
interface Page { items: Item[]; annots: Annot[] }

async function read(pdf: Uint8Array): Promise<Page[]> {
  const task = getDocument({ data: pdf.slice(), disableFontFace: true, verbosity: 0 });
  const doc = await task.promise;
  const pages: Page[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const tc = await page.getTextContent();
    const items = (tc.items as { str?: string; transform: number[]; width: number }[]).filter((i) => i.str)
      .map((i) => ({ str: i.str!, x0: i.transform[4]!, x1: i.transform[4]! + i.width, y: i.transform[5]! }));
    pages.push({ items, annots: (await page.getAnnotations()) as Annot[] });
  }
  await task.destroy();
  return pages;
}
const squash = (s: string) => s.replace(/\s+/g, '');
/** The page text inside a box (items overlapping it horizontally, baseline within it), left to right. */
function textIn(p: Page, box: number[], tol = 2): string {
  return p.items.filter((i) => i.x1 > box[0]! - tol && i.x0 < box[2]! + tol && i.y > box[1]! - tol && i.y < box[3]! + tol)
    .sort((a, b) => a.x0 - b.x0).map((i) => i.str).join('');
}
const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]!) < 1.5);

const SEEDS = [1, 2, 3, 4];
const STYLES = ['typed', 'handwritten', 'fillable'] as const;

describe('independent179 generator', () => {
  it('has four layouts and throws on unknown layouts, styles and scanned fillables', async () => {
    expect(INDEPENDENT179_LAYOUT_NAMES).toHaveLength(4);
    await expect(generateIndependent179('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent179('ledgerline', 1, { style: 'inked' as 'typed' })).rejects.toThrow();
    await expect(generateIndependent179('ledgerline', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  for (const layout of INDEPENDENT179_LAYOUT_NAMES) {
    describe(layout, () => {
      it('places every value and decoy on its page where it says', async () => {
        for (const seed of SEEDS) for (const style of STYLES) {
          const g = await generateIndependent179(layout, seed, { style });
          const pages = await read(g.pdf);
          expect(pages).toHaveLength(g.pages);
          const all: Placed[] = [...g.placed, ...g.decoys];
          for (const p of all) {
            const page = pages[p.page - 1]!;
            const where = `${layout}/${seed}/${style} ${p.key} "${p.text}"`;
            if (style === 'fillable') {
              const a = page.annots.find((x) => x.fieldName === p.acroform_field);
              expect(a, where).toBeDefined();
              expect(a!.hasAppearance, where).toBe(true);
              if (p.acroform_value) {
                expect(a!.fieldValue, where).toBe(p.acroform_value);
                expect(squash(textIn(page, p.box)), where).toContain(squash(p.text));
              } else {
                expect(a!.fieldValue, where).toBe(p.text);
                expect(near(a!.rect, p.box), where).toBe(true);
                // Values only in fields: the page text does not hold them.
                expect(squash(textIn(page, p.box, -1)).includes(squash(p.text)) && p.text.length > 3, where).toBe(false);
              }
            } else {
              expect(squash(textIn(page, p.box)), where).toContain(squash(p.text));
              if (p.via === 'mark' && style === 'typed') expect(textIn(page, [p.box[0]!, p.box[1]!, p.box[0]! + 9, p.box[3]!])).toContain('X');
            }
          }
          if (style === 'fillable' && g.placed.some((p) => p.acroform_value)) {
            const unchecked = pages.flatMap((pg) => pg.annots).filter((a) => a.checkBox && a.fieldValue === 'Off');
            expect(unchecked.length).toBeGreaterThan(0);
          }
        }
      }, 60_000);

      it('holds exactly what applications.md reads from the placed texts', async () => {
        for (const seed of [...SEEDS, 5, 6, 7, 8]) {
          const g = await generateIndependent179(layout, seed, { style: 'typed' });
          expect(g.truth).toEqual(applicationOf(g.placed));
          const ctx = { country: g.country, legal: g.truth.legal_name ?? undefined };
          for (const p of g.placed) for (const [path, v] of Object.entries(p.fields)) {
            expect(reread(path, p.text, ctx), `${layout}/${seed} ${path} from "${p.text}"`).toEqual(v);
          }
          for (const d of g.decoys) expect(Object.keys(d.fields)).toHaveLength(0);
          const t = g.truth;
          expect(t.legal_name).toBeTruthy();
          expect(t.applicants.length).toBeGreaterThan(0);
          expect(t.country).toBe(g.country === 'US' ? 'United States' : 'Canada');
          expect(t.state_region).toMatch(/^[A-Z]{2}$/);
          const total = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
          expect(total).toBeLessThanOrEqual(100);
          for (const a of t.applicants) if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
        }
      }, 60_000);

      it('prints no decoy equal to a real value', async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent179(layout, seed, { style: 'typed' });
          const real = new Set(g.placed.map((p) => squash(p.text).toLowerCase()));
          const ids = new Set(g.placed.flatMap((p) => Object.entries(p.fields)).filter(([k, v]) => /tax_id$/.test(k) && v).map(([, v]) => String(v)));
          for (const d of g.decoys) {
            expect(real.has(squash(d.text).toLowerCase()), `${layout}/${seed} decoy ${d.key} "${d.text}"`).toBe(false);
            expect(ids.has(d.text.replace(/\D/g, '')), `${layout}/${seed} decoy ${d.key} "${d.text}"`).toBe(false);
          }
        }
      });

      it('is reproducible, shares one truth across styles and varies with the seed', async () => {
        const truths: string[] = [];
        for (const seed of SEEDS) {
          const base = await generateIndependent179(layout, seed, { style: 'typed' });
          for (const style of STYLES) {
            const a = await generateIndependent179(layout, seed, { style });
            const b = await generateIndependent179(layout, seed, { style });
            expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), `${layout}/${seed}/${style}`).toBe(true);
            expect(a.truth).toEqual(base.truth);
            expect(a.pages).toBe(base.pages);
          }
          truths.push(JSON.stringify(base.truth));
        }
        expect(new Set(truths).size).toBe(SEEDS.length);
      }, 60_000);
    });
  }

  it('scans typed and handwritten prints into image PDFs with the same truth', async () => {
    for (const [layout, style] of [['gridiron', 'typed'], ['maplecell', 'handwritten']] as const) {
      const plain = await generateIndependent179(layout, 3, { style });
      const s = await generateIndependent179(layout, 3, { style, scan: true });
      expect(Buffer.from(s.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
      expect(s.truth).toEqual(plain.truth);
      const pages = await read(s.pdf);
      expect(pages).toHaveLength(plain.pages);
      expect(pages.flatMap((p) => p.items).length).toBe(0);
    }
  }, 120_000);
});
