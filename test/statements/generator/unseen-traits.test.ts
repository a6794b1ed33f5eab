// The unseen trait layouts' generator itself (unseen-traits*.ts), never the parser: reproducible bytes, truth that
// reconciles, and each trait really in the file (a /Rotate, a landscape box, text drawn turned, rows in blocks side by
// side, a ToUnicode map that lies, a stamp at an angle). Parser accuracy on them is scripts/unseen-traits.ts's job.

import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generate, UNSEEN_TRAIT_LAYOUT_NAMES, ALL_LAYOUT_NAMES } from './index.ts';
import { money } from './render.ts';

interface Item { str: string; x: number; y: number; angle: number }
interface PageInfo { rotate: number; view: number[]; items: Item[] }

async function pages(pdf: Uint8Array): Promise<PageInfo[]> {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const doc = await task.promise;
  const out: PageInfo[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const p = await doc.getPage(i);
    const tc = await p.getTextContent();
    const items = (tc.items as { str?: string; transform?: number[] }[]).filter((t) => t.str !== undefined && t.str.trim() !== '')
      .map((t) => ({ str: t.str!, x: t.transform![4]!, y: t.transform![5]!, angle: Math.round((Math.atan2(t.transform![1]!, t.transform![0]!) * 180) / Math.PI) }));
    out.push({ rotate: p.rotate, view: [...p.view], items });
  }
  await task.destroy();
  return out;
}

describe('unseen trait layouts: the generator', () => {
  it('are held out of every list other tests iterate', () => {
    expect(UNSEEN_TRAIT_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(10);
    for (const n of UNSEEN_TRAIT_LAYOUT_NAMES) expect(ALL_LAYOUT_NAMES).not.toContain(n);
  });

  it.each(UNSEEN_TRAIT_LAYOUT_NAMES)('%s: same seed, same bytes; truth reconciles to the cent', async (name) => {
    const a = await generate(name, 2), b = await generate(name, 2), c = await generate(name, 3);
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    expect(Buffer.from(a.pdf).equals(Buffer.from(c.pdf))).toBe(false);
    expect(a.truth).toEqual(b.truth);
    for (const s of a.truth.statements) {
      const c = (x: number) => Math.round(x * 100);
      const credits = s.transactions.filter((t) => t.direction === 'credit').reduce((x, t) => x + c(t.amount), 0);
      const debits = s.transactions.filter((t) => t.direction === 'debit').reduce((x, t) => x + c(t.amount), 0);
      expect(s.transactions.length).toBeGreaterThan(10);
      expect(c(s.beginning_balance) + credits - debits).toBe(c(s.ending_balance));
      expect([credits, debits]).toEqual([c(s.total_credits), c(s.total_debits)]);
    }
    expect(a.truth.generator.traits?.length).toBeGreaterThan(0);
  }, 30000);

  it('rotated pages: /Rotate on every page, or mixed with upright pages in one file', async () => {
    for (const seed of [1, 2, 3]) {
      const land = await pages((await generate('unseen_rotate_landscape', seed)).pdf);
      for (const p of land) { expect([90, 270]).toContain(p.rotate); expect(p.view).toEqual([0, 0, 612, 792]); }
      const port = await pages((await generate('unseen_rotate_portrait', seed)).pdf);
      for (const p of port) { expect([90, 270]).toContain(p.rotate); expect(p.view).toEqual([0, 0, 792, 612]); }
      const mixed = await pages((await generate('unseen_rotate_mixed', seed)).pdf);
      const rotations = new Set(mixed.map((p) => p.rotate));
      expect(rotations.size).toBeGreaterThanOrEqual(3);
      expect(mixed.length).toBeGreaterThanOrEqual(3);
    }
  }, 60000);

  it('a landscape media box, and a landscape report drawn turned on a portrait sheet without /Rotate', async () => {
    const box = await pages((await generate('unseen_landscape_box', 1)).pdf);
    for (const p of box) { expect(p.rotate).toBe(0); expect(p.view).toEqual([0, 0, 792, 612]); }
    for (const name of ['unseen_sideways', 'unseen_sideways_columns']) {
      for (const seed of [1, 2]) {
        const side = await pages((await generate(name, seed)).pdf);
        for (const p of side) {
          expect(p.rotate).toBe(0);
          expect(p.view).toEqual([0, 0, 612, 792]);
          // Every word on the page runs up or down the sheet.
          expect(p.items.every((t) => Math.abs(t.angle) === 90)).toBe(true);
        }
      }
    }
  }, 60000);

  it('rows in blocks side by side: dates at two or three x positions on one page', async () => {
    for (const [name, blocks] of [['unseen_columns_running', 2], ['unseen_rotate_columns', 3]] as const) {
      const p = (await pages((await generate(name, 1)).pdf))[0]!;
      // The x (or, on a page under /Rotate, the y) where a row's date starts, rounded.
      const dateLike = p.items.filter((t) => /^(\d\d\/\d\d|[A-Z][a-z]{2} \d\d)/.test(t.str) && t.str.length <= 10);
      const starts = new Set(dateLike.map((t) => Math.round((p.rotate ? t.y : t.x) / 20)));
      expect(starts.size).toBeGreaterThanOrEqual(blocks);
    }
  }, 30000);

  it('lying text: digits read as look-alike letters, private-use code points or other digits; honest pages stay honest', async () => {
    const look = await generate('unseen_lie_lookalike', 1);
    const lp = await pages(look.pdf);
    const text = lp.map((p) => p.items.map((t) => t.str).join(' ')).join(' ');
    expect(text).not.toMatch(/[0-9]/);
    expect(text).toContain(money(Math.round(look.truth.statements[0]!.ending_balance * 100)).replace(/[0-9]/g, (d) => 'OlZEASbTBg'[Number(d)]!));

    const swapped = await generate('unseen_lie_digits', 1);
    const st = swapped.truth.statements[0]!;
    const sp = (await pages(swapped.pdf)).map((p) => p.items.map((t) => t.str).join(' ')).join(' ');
    expect(sp).toMatch(/[0-9]/);
    expect(sp).not.toContain(`$${money(Math.round(st.ending_balance * 100))}`);

    for (const seed of [1, 2, 3]) {
      const g = await generate('unseen_lie_page2', seed);
      const ps = await pages(g.pdf);
      const t1 = ps[0]!.items.map((t) => t.str).join(' '), t2 = ps[1]!.items.map((t) => t.str).join(' ');
      expect(t1).toContain(`$${money(Math.round(g.truth.statements[0]!.beginning_balance * 100))}`);
      // Page 2's digits are private-use code points, letters or swapped: its dates are not the dates a person sees there.
      const datesShown = g.truth.statements.flatMap((s) => s.transactions.map((t) => t.date.slice(5, 7)));
      expect(/[\ue000-\ue009]/.test(t2) || !datesShown.some((m) => t2.includes(`${m}/`))).toBe(true);
      expect(ps.slice(2).every((p) => p.items.some((t) => /[0-9]/.test(t.str)))).toBe(true);
    }
  }, 60000);

  it('a stamp at 30-45 degrees over the table, with figures in it where the layout says so', async () => {
    for (const name of ['unseen_stamp', 'unseen_stamp_figures']) {
      const p = (await pages((await generate(name, 1)).pdf))[0]!;
      const turned = p.items.filter((t) => Math.abs(t.angle) >= 30 && Math.abs(t.angle) <= 45);
      expect(turned.map((t) => t.str).join(' ')).toMatch(/COPY|PAID|DUPLICATE|RECEIVED|POSTED/);
      if (name === 'unseen_stamp_figures') expect(turned.map((t) => t.str).join(' ')).toMatch(/\d\d\/\d\d\/\d{4}/);
    }
  }, 30000);
});
