import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ENTITY_TABLES } from './data.ts';
import { generateIndependent159, INDEPENDENT159_LAYOUT_NAMES } from './index.ts';
import { INDUSTRIES } from './pools.ts';
import { entityOf, industryOf, referenceAvailable, reread } from './reread.ts';
import type { Box, Generated, Placed, Style } from './types.ts';

interface PageRead { rotate: number; view: number[]; items: { str: string; t: number[] }[]; text: string; annots: { fieldName?: string; fieldValue?: unknown; rect: number[]; checkBox?: boolean }[] }

async function read(pdf: Uint8Array): Promise<PageRead[]> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0, useSystemFonts: false });
  const doc = await task.promise;
  const pages: PageRead[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const p = await doc.getPage(i);
    const tc = await p.getTextContent();
    const items = (tc.items as { str: string; transform: number[] }[]).filter((x) => 'str' in x).map((x) => ({ str: x.str, t: x.transform }));
    pages.push({ rotate: p.rotate, view: p.view, items, text: items.map((x) => x.str).join(' ').replace(/\s+/g, ' '),
      annots: (await p.getAnnotations()) as PageRead['annots'] });
  }
  await task.destroy();
  return pages;
}

const tight = (s: string) => s.replace(/\s+/g, '');
const inside = (b: Box, x: number, y: number, tol = 4) => x >= b[0] - tol && x <= b[2] + tol && y >= b[1] - tol && y <= b[3] + tol;
const overlaps = (b: Box, r: number[]) => r[0]! < b[2] + 1 && r[2]! > b[0] - 1 && r[1]! < b[3] + 1 && r[3]! > b[1] - 1;

/** A placed value is on its page: as text whose start lies in its box, as a mark's label, or as the field's value. */
function expectOnPage(p: Placed, pages: PageRead[]): void {
  const page = pages[p.page - 1]!;
  const where = `${p.key} "${p.text}" p${p.page}`;
  if (p.via === 'acroform' || p.via === 'acroform_checkbox') {
    const a = page.annots.find((x) => x.fieldName === p.acroform_field);
    expect(a, where).toBeDefined();
    expect(a!.fieldValue, where).toBe(p.via === 'acroform' ? p.text : (p.acroform_value ?? 'Yes'));
    expect(overlaps(p.box, a!.rect), where).toBe(true);
    if (p.via === 'acroform_checkbox') expect(tight(page.text), where).toContain(tight(p.text));
    return;
  }
  expect(tight(page.text), where).toContain(tight(p.text));
  if (p.via === 'mark') return;
  // Kerning and word spacing split a line into several items: join those that start inside the box.
  const within = page.items.filter((x) => inside(p.box, x.t[4]!, x.t[5]!)).map((x) => x.str).join('');
  expect(tight(within), `${where} not inside ${p.box.join(',')}`).toContain(tight(p.text));
}

const flat = (v: unknown): string[] => (v === null ? [] : typeof v === 'object' ? Object.values(v as object).flatMap(flat) : [String(v)]);
const squash = (s: string) => s.toLowerCase().replace(/[\s$,]/g, '').replace(/^cad|cad$/g, '');

function expectDecoysApart(g: Generated): void {
  const real = new Set(flat(g.truth).map(squash));
  const taxes = [g.truth.business_tax_id, ...g.truth.applicants.map((a) => a.tax_id)].filter(Boolean).map((t) => t!.replace(/\D/g, ''));
  for (const d of g.decoys) {
    expect(real.has(squash(d.text)), `decoy ${d.key} "${d.text}" equals a real value`).toBe(false);
    const digits = d.text.replace(/\D/g, '');
    if (digits.length >= 6) expect(taxes, `decoy ${d.key} digits`).not.toContain(digits);
    const money = Number(d.text.replace(/CAD|\$|,|\s/g, ''));
    if (Number.isFinite(money)) expect([g.truth.requested_amount, g.truth.requested_payment], d.key).not.toContain(money);
    expect(Object.keys(d.fields)).toHaveLength(0);
  }
}

const SEEDS = [1, 2, 3, 4, 5];
const STYLES: Style[] = ['typed', 'handwritten', 'fillable'];

describe('independent159 generator (pages read turned)', () => {
  it('names four layouts and refuses unknown layouts, styles and scanned fillables', async () => {
    expect(INDEPENDENT159_LAYOUT_NAMES).toHaveLength(4);
    expect(new Set(INDEPENDENT159_LAYOUT_NAMES).size).toBe(4);
    await expect(generateIndependent159('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent159(INDEPENDENT159_LAYOUT_NAMES[0]!, 1, { style: 'crayon' as Style })).rejects.toThrow();
    await expect(generateIndependent159(INDEPENDENT159_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  for (const layout of INDEPENDENT159_LAYOUT_NAMES) {
    describe(layout, () => {
      it('puts every value and decoy on its page, in its box or its field, and the rules read back the truth', async () => {
        for (const seed of SEEDS) {
          const truths: string[] = [];
          for (const style of STYLES) {
            const g = await generateIndependent159(layout, seed, { style });
            const pages = await read(g.pdf);
            expect(pages).toHaveLength(g.pages);
            for (const p of [...g.placed, ...g.decoys]) expectOnPage(p, pages);
            if (style === 'fillable') {
              for (const p of [...g.placed, ...g.decoys].filter((x) => x.via === 'acroform')) {
                expect(pages[p.page - 1]!.items.some((x) => x.str.trim() === p.text), `${p.key} leaked into page text`).toBe(false);
              }
            }
            if (referenceAvailable) expect(reread(g.placed, g.country), `${layout} ${seed} ${style}`).toEqual(g.truth);
            expectDecoysApart(g);
            expect(g.truth.applicants.length).toBeGreaterThanOrEqual(1);
            expect(g.truth.applicants.length).toBeLessThanOrEqual(4);
            truths.push(JSON.stringify(g.truth));
          }
          expect(new Set(truths).size, `${layout} seed ${seed}: truth differs across styles`).toBe(1);
        }
      });

      it('turns its pages the way the theme says', async () => {
        const g = await generateIndependent159(layout, 11, { style: 'typed' });
        const pages = await read(g.pdf);
        const dir = (pg: PageRead) => pg.items.filter((x) => x.str.trim().length > 3).map((x) => `${Math.sign(Math.round(x.t[0]!))},${Math.sign(Math.round(x.t[1]!))}`);
        const most = (pg: PageRead) => { const c = new Map<string, number>(); for (const d of dir(pg)) c.set(d, (c.get(d) ?? 0) + 1); return [...c].sort((a, b) => b[1] - a[1])[0]![0]; };
        for (const pg of pages) expect(pg.view.slice(2)).toEqual([612, 792]);
        if (layout.startsWith('larkspur')) {
          for (const pg of pages) expect([90, 270]).toContain(pg.rotate);
          for (const pg of pages) expect(most(pg)).toBe(pg.rotate === 90 ? '0,1' : '0,-1');
        } else {
          for (const pg of pages) expect(pg.rotate).toBe(0);
        }
        if (layout.startsWith('crosswind')) for (const pg of pages) expect(most(pg)).toBe('0,1');
        if (layout.startsWith('tumbleweed')) { expect(most(pages[0]!)).toBe('1,0'); expect(most(pages[1]!)).toBe('-1,0'); }
        if (layout.startsWith('gablespire')) for (const pg of pages) { expect(most(pg)).toBe('1,0'); expect(dir(pg)).toContain('0,1'); }
      });

      it('is reproducible byte for byte and varies with the seed', async () => {
        for (const style of STYLES) {
          const a = await generateIndependent159(layout, 5, { style });
          const b = await generateIndependent159(layout, 5, { style });
          expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), style).toBe(true);
          expect(b.truth).toEqual(a.truth);
        }
        const names = new Set<string>();
        for (let seed = 100; seed < 112; seed++) names.add(JSON.stringify((await generateIndependent159(layout, seed, { style: 'typed' })).truth));
        expect(names.size).toBe(12);
      });

      it('keeps the truth and the turn when scanned', async () => {
        const style: Style = layout.startsWith('tumbleweed') || layout.startsWith('gablespire') ? 'handwritten' : 'typed';
        // Seeds whose scan is a phone photo (150 dpi): the cheaper of the two scanners, to keep the suite fast.
        const seed = layout.startsWith('tumbleweed') ? 2 : 1;
        const plain = await generateIndependent159(layout, seed, { style });
        const scanned = await generateIndependent159(layout, seed, { style, scan: true });
        expect(scanned.truth).toEqual(plain.truth);
        expect(scanned.placed).toEqual(plain.placed);
        expect(Buffer.from(scanned.pdf).equals(Buffer.from(plain.pdf))).toBe(false);
        const [p0, s0] = [await read(plain.pdf), await read(scanned.pdf)];
        expect(s0).toHaveLength(p0.length);
        s0.forEach((pg, i) => {
          expect(pg.text.trim()).toBe('');
          expect(pg.rotate).toBe(p0[i]!.rotate);
          expect(Math.abs(pg.view[2]! - p0[i]!.view[2]!)).toBeLessThan(2);
          expect(Math.abs(pg.view[3]! - p0[i]!.view[3]!)).toBeLessThan(2);
        });
      }, 60_000);
    });
  }

  it.skipIf(!referenceAvailable)('prints industry and entity texts the rules read as intended', () => {
    for (const e of INDUSTRIES) expect(industryOf(e.text), e.text).toBe(e.id);
    for (const [country, defs] of Object.entries(ENTITY_TABLES)) {
      for (const d of defs) for (const t of d.texts) expect(entityOf(t, country as 'US' | 'CA'), `${country} ${t}`).toBe(d.id);
    }
    for (const [t, id] of [['Corporation', 'c_corporation'], ['S Corp', 's_corporation'], ['Sole Prop.', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['LLC', 'llc']]) {
      expect(entityOf(t!, 'US')).toBe(id);
    }
    expect(entityOf('Corporation', 'CA')).toBe('ca_corporation');
  });

  it('covers the hard cases across seeds: Canada, masks, blanks, Other boxes, missing start dates', async () => {
    const seen = new Set<string>();
    for (const layout of INDEPENDENT159_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 24; seed++) {
        const g = await generateIndependent159(layout, seed, { style: 'typed' });
        const t = g.truth;
        if (g.country === 'CA') seen.add('canada');
        if (t.business_tax_id === null) seen.add('masked-business-tax');
        if (t.applicants.some((a) => a.tax_id === null)) seen.add('masked-owner-tax');
        if (t.trade_name === null) seen.add('no-dba');
        if (t.business_start_date === null) seen.add('no-start-date');
        if (t.industry === null) seen.add('unknown-industry');
        if (t.applicants.length === 4) seen.add('four-owners');
        if (t.business_tax_id_type === 'SSN' || t.business_tax_id_type === 'ITIN') seen.add('sole-prop-ssn');
        if (g.placed.some((p) => p.key === 'entity_other_text')) seen.add('other-box');
        if (g.placed.some((p) => p.hint && p.key === 'business_tax_id')) seen.add('bare-ein');
      }
    }
    expect([...seen].sort()).toEqual(['bare-ein', 'canada', 'four-owners', 'masked-business-tax', 'masked-owner-tax', 'no-dba', 'no-start-date',
      'other-box', 'sole-prop-ssn', 'unknown-industry']);
  }, 60_000);
});
