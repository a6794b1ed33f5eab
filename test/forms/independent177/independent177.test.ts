// Independent177: checks the Canadian application-form generator against its own claims (placement, truth by
// applications.md's rules, decoys, determinism, styles, seeds, scans).
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent177, INDEPENDENT177_LAYOUT_NAMES, truthFrom, type Placed } from './index.ts';
import { reread } from './reread.ts';

type Style = 'typed' | 'handwritten' | 'fillable';
const STYLES: Style[] = ['typed', 'handwritten', 'fillable'];
const SEEDS = [1, 2, 3, 4, 5, 6];
interface PageRead { items: { str: string; x: number; y: number }[]; all: string; annots: { fieldName?: string; fieldValue?: unknown; fieldType?: string; checkBox?: boolean; exportValue?: string; rect: number[] }[] }

async function read(pdf: Uint8Array): Promise<PageRead[]> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0, disableFontFace: true });
  const doc = await task.promise;
  const out: PageRead[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    const items = (tc.items as { str?: string; transform?: number[] }[]).filter((t) => t.str !== undefined && t.transform)
      .map((t) => ({ str: t.str!, x: t.transform![4]!, y: t.transform![5]! }));
    out.push({ items, all: items.map((t) => t.str).join(' '), annots: (await page.getAnnotations()) as PageRead['annots'] });
  }
  await task.destroy();
  return out;
}
const squash = (s: string): string => s.normalize('NFC').replace(/\s+/g, '');
const inside = (x: number, y: number, b: number[], tol = 2): boolean => x >= b[0]! - tol && x <= b[2]! + tol && y >= b[1]! - tol && y <= b[3]! + tol;
const within = (r: number[], b: number[], tol = 2): boolean => inside(r[0]!, r[1]!, b, tol) && inside(r[2]!, r[3]!, b, tol);
const textIn = (pg: PageRead, b: number[], tol = 2): string => squash(pg.items.filter((t) => inside(t.x, t.y, b, tol)).map((t) => t.str).join(''));

function checkPlaced(p: Placed, pages: PageRead[], style: Style): void {
  const pg = pages[p.page - 1];
  expect(pg, `${p.key} page ${p.page}`).toBeDefined();
  if (p.label) expect(squash(pg!.all), `${p.key} caption`).toContain(squash(p.label));
  if (style === 'fillable') {
    const a = pg!.annots.find((x) => x.fieldName === p.acroform_field);
    expect(a, `${p.key} widget ${p.acroform_field}`).toBeDefined();
    expect(within(a!.rect, p.box), `${p.key} widget rect ${a!.rect} in ${p.box}`).toBe(true);
    if (p.kind === 'check') {
      expect(a!.checkBox).toBe(true);
      expect(a!.fieldValue).toBe(a!.exportValue);
      expect(textIn(pg!, p.box)).toContain(squash(p.text));
    } else {
      expect(a!.fieldValue).toBe(p.text);
      expect(textIn(pg!, a!.rect, 0), `${p.key} must not be page text`).not.toContain(squash(p.text));
    }
  } else {
    expect(textIn(pg!, p.box), `${p.key} "${p.text}" at ${p.box}`).toContain(squash(p.text));
    if (p.kind === 'check' && style === 'typed') expect(pg!.items.some((t) => t.str === 'X' && inside(t.x, t.y, p.box))).toBe(true);
    if (p.kind === 'check' && style === 'handwritten') expect(pg!.items.some((t) => /^[Xx✓✔]$/.test(t.str) && inside(t.x, t.y, p.box))).toBe(false);
  }
}

describe('independent177: Canadian broker application forms', () => {
  it('has four layouts and refuses unknown layouts, styles and scanned fillables', async () => {
    expect(INDEPENDENT177_LAYOUT_NAMES).toHaveLength(4);
    await expect(generateIndependent177('nope', 1, { style: 'typed' })).rejects.toThrow(/layout/);
    await expect(generateIndependent177(INDEPENDENT177_LAYOUT_NAMES[0]!, 1, { style: 'scribbled' as Style })).rejects.toThrow(/style/);
    await expect(generateIndependent177(INDEPENDENT177_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow(/scan/);
  });

  for (const layout of INDEPENDENT177_LAYOUT_NAMES) {
    it(`${layout}: every placed value is where it says, the truth re-reads, decoys are not values`, async () => {
      for (const seed of SEEDS) {
        const truths: unknown[] = [];
        for (const style of STYLES) {
          const g = await generateIndependent177(layout, seed, { style });
          expect(g.country).toBe('CA');
          const pages = await read(g.pdf);
          expect(pages).toHaveLength(g.pages);
          for (const p of g.placed) {
            checkPlaced(p, pages, style);
            for (const [path, v] of Object.entries(p.fields)) expect(reread(path, p), `${layout}#${seed} ${style} ${p.key} ${path} from "${p.text}"`).toEqual(v);
          }
          const reread_ = g.placed.map((p) => ({ ...p, fields: Object.fromEntries(Object.keys(p.fields).map((k) => [k, reread(k, p)])) }));
          expect(truthFrom(reread_)).toEqual(g.truth);
          for (const d of g.decoys) {
            expect(Object.keys(d.fields)).toHaveLength(0);
            for (const p of g.placed) {
              expect(squash(d.text).toLowerCase(), `decoy ${d.key} vs ${p.key}`).not.toBe(squash(p.text).toLowerCase());
              for (const v of Object.values(p.fields)) if (typeof v === 'string' && v.length > 3) expect(squash(d.text).toLowerCase()).not.toBe(squash(v).toLowerCase());
            }
          }
          const t = g.truth;
          expect(t.legal_name && t.state_region && t.country && t.business_start_date && t.requested_amount).toBeTruthy();
          expect(t.applicants.length).toBeGreaterThan(0);
          for (const a of t.applicants) expect(a.tax_id === null).toBe(a.tax_id_type === null);
          truths.push(g.truth);
        }
        expect(truths[1]).toEqual(truths[0]);
        expect(truths[2]).toEqual(truths[0]);
      }
    });

    it(`${layout}: same seed gives the same bytes; seeds vary`, async () => {
      for (const style of STYLES) {
        const a = await generateIndependent177(layout, 11, { style }), b = await generateIndependent177(layout, 11, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      }
      const truths = await Promise.all([21, 22, 23, 24].map(async (s) => JSON.stringify((await generateIndependent177(layout, s, { style: 'typed' })).truth)));
      expect(new Set(truths).size).toBe(4);
    });
  }

  it('a wider sweep of typed seeds re-reads and covers the hard cases', async () => {
    const seen = new Set<string>();
    for (const layout of INDEPENDENT177_LAYOUT_NAMES) for (let seed = 7; seed <= 40; seed++) {
      const g = await generateIndependent177(layout, seed, { style: 'typed' });
      const pages = await read(g.pdf);
      for (const p of g.placed) {
        checkPlaced(p, pages, 'typed');
        for (const [path, v] of Object.entries(p.fields)) expect(reread(path, p), `${layout}#${seed} ${p.key} ${path}`).toEqual(v);
      }
      const t = g.truth;
      if (t.business_tax_id_type === 'SIN') seen.add('business SIN');
      if (t.type_of_entity === 'ca_ulc') seen.add('ULC');
      if (t.type_of_entity === 'sole_proprietorship') seen.add('sole');
      if (t.applicants.some((a) => a.tax_id === null)) seen.add('masked SIN');
      if (g.placed.some((p) => p.label === 'Business Number (BN)')) seen.add('bare BN');
      if (t.trade_name === null) seen.add('no trade name');
      if (t.payment_frequency) seen.add('frequency');
    }
    expect([...seen].sort()).toEqual(['ULC', 'bare BN', 'business SIN', 'frequency', 'masked SIN', 'no trade name', 'sole']);
  }, 120_000);

  it('scans produce an image-only PDF with the same truth', async () => {
    const [l0, l1] = INDEPENDENT177_LAYOUT_NAMES as [string, string];
    for (const [layout, style] of [[l0, 'typed'], [l1, 'handwritten']] as const) {
      const plain = await generateIndependent177(layout, 5, { style });
      const s = await generateIndependent177(layout, 5, { style, scan: true });
      expect(Buffer.from(s.pdf.slice(0, 5)).toString()).toBe('%PDF-');
      expect(s.truth).toEqual(plain.truth);
      const pages = await read(s.pdf);
      expect(pages).toHaveLength(plain.pages);
      expect(pages.every((p) => p.all.trim() === '')).toBe(true);
    }
  }, 120_000);
});
