// Set 161 (office-software and form-builder exports): every value and decoy is where the generator says, the truth is
// what applications.md's rules read from the printed text, and the generator is deterministic.
import { describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent161, INDEPENDENT161_LAYOUT_NAMES, type Independent161Result, type Placed } from './index.ts';
import { loadRef, readMoney, reread } from './reread.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5];
const ref = loadRef();
const ws = (s: string) => s.replace(/\s+/g, ' ').trim();

interface PageRead { text: string; joined: string; fields: Map<string, { value: unknown; exportValue?: string; checkBox?: boolean }> }
async function readPdf(pdf: Uint8Array): Promise<PageRead[]> {
  const task = pdfjs.getDocument({ data: pdf.slice(), useSystemFonts: false, disableFontFace: true, verbosity: 0 });
  const doc = await task.promise;
  const out: PageRead[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const items = (await page.getTextContent()).items as { str?: string }[];
    const fields = new Map<string, { value: unknown; exportValue?: string; checkBox?: boolean }>();
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown; exportValue?: string; checkBox?: boolean }[]) {
      if (a.fieldName) fields.set(a.fieldName, { value: a.fieldValue, exportValue: a.exportValue, checkBox: a.checkBox });
    }
    out.push({ text: ws(items.map((x) => x.str ?? '').join(' ')), joined: ws(items.map((x) => x.str ?? '').join('')), fields });
  }
  await task.destroy();
  return out;
}

function expectPresent(p: Placed, pages: PageRead[], fillable: boolean): void {
  const pg = pages[p.page - 1];
  expect(pg, `${p.key} page ${p.page}`).toBeDefined();
  expect(p.box[0] < p.box[2] && p.box[1] < p.box[3] && p.box[0] >= 0 && p.box[3] <= 792, `${p.key} box`).toBe(true);
  if (p.via === 'acroform') {
    expect(fillable).toBe(true);
    const f = pg!.fields.get(p.acroform_field!);
    expect(f, `field ${p.acroform_field} for ${p.key}`).toBeDefined();
    if (f!.checkBox) expect(f!.value, p.key).toBe(p.acroform_value ?? 'Yes');
    else expect(f!.value, p.key).toBe(p.text);
    return;
  }
  expect(fillable, `${p.key} drawn as page text in a fillable form`).toBe(false);
  const t = ws(p.text);
  expect(pg!.text.includes(t) || pg!.joined.includes(t), `${p.key} "${t}" on page ${p.page}`).toBe(true);
}

const cache = new Map<string, Promise<Independent161Result>>();
const gen = (layout: string, seed: number, style: (typeof STYLES)[number]) => {
  const k = `${layout}:${seed}:${style}`;
  if (!cache.has(k)) cache.set(k, generateIndependent161(layout, seed, { style }));
  return cache.get(k)!;
};

describe('independent161 generator', () => {
  it('has four layouts and rejects unknown layouts, styles and scanned fillable forms', async () => {
    expect(INDEPENDENT161_LAYOUT_NAMES).toHaveLength(4);
    await expect(generateIndependent161('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent161('word-table', 1, { style: 'crayon' as never })).rejects.toThrow();
    await expect(generateIndependent161('word-table', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  for (const layout of INDEPENDENT161_LAYOUT_NAMES) {
    it(`${layout}: values and decoys are printed where placed, truth re-reads, same truth in every style`, async () => {
      for (const seed of SEEDS) {
        const typed = await gen(layout, seed, 'typed');
        for (const style of STYLES) {
          const r = await gen(layout, seed, style);
          expect(r.truth, `${layout}/${seed}/${style}`).toEqual(typed.truth);
          const pages = await readPdf(r.pdf);
          expect(pages).toHaveLength(r.pages);
          for (const p of [...r.placed, ...r.decoys]) expectPresent(p, pages, style === 'fillable');
          expect(reread(r.placed, ref), `${layout}/${seed}/${style}`).toEqual(r.truth);
          if (style === 'fillable') {
            const all = pages.map((p) => p.text).join(' ');
            for (const p of r.placed) if (p.text.length > 6 && p.via === 'acroform' && !/^[A-Za-z -]+$/.test(p.text)) expect(all.includes(p.text), `${p.key} leaks to page text`).toBe(false);
          }
        }
      }
    });

    it(`${layout}: decoys never equal a real value`, async () => {
      for (const seed of [...SEEDS, 6, 7, 8, 9, 10, 11, 12]) {
        const r = await gen(layout, seed, 'typed');
        const t = r.truth;
        const realTexts = new Set(r.placed.map((p) => ws(p.text).toLowerCase()));
        const ids = [t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter(Boolean).map((x) => x!.slice(0, 9));
        const money = [t.requested_amount, t.requested_payment].filter((x) => x !== null);
        const names = t.applicants.map((a) => `${a.first_name} ${a.last_name}`.toLowerCase());
        const nums = [t.number_of_payments, ...t.applicants.flatMap((a) => [a.ownership, a.credit_score])].filter((x) => x !== null);
        for (const d of r.decoys) {
          const s = ws(d.text).toLowerCase();
          expect(realTexts.has(s), `${layout}/${seed} decoy ${d.key} = a real value`).toBe(false);
          const digits = d.text.replace(/\D/g, '');
          if (digits.length >= 9) expect(ids.includes(digits.slice(0, 9)), `${d.key} digits`).toBe(false);
          if (/^(CAD )?\$?[\d,]+(\.\d\d)?( CAD)?$/.test(d.text.trim())) {
            expect(money.includes(readMoney(d.text)), `${d.key} money`).toBe(false);
            expect(nums.includes(readMoney(d.text)), `${d.key} number`).toBe(false);
          }
          expect(names.some((n) => s.includes(n)), `${d.key} names an owner`).toBe(false);
          if (t.state_region && /inc_state/.test(d.key)) expect(s.toUpperCase()).not.toBe(t.state_region);
        }
      }
    });
  }

  it('is reproducible to the byte in every style', async () => {
    for (const layout of INDEPENDENT161_LAYOUT_NAMES) for (const style of STYLES) {
      const a = await gen(layout, 3, style);
      const b = await generateIndependent161(layout, 3, { style });
      expect(Buffer.from(b.pdf).equals(Buffer.from(a.pdf)), `${layout}/${style}`).toBe(true);
      expect(b.placed).toEqual(a.placed);
    }
  });

  it('keeps the truth through a scan, with no text layer left', async () => {
    for (const [layout, style] of [['word-table', 'handwritten'], ['excel-sheet', 'typed']] as const) {
      const plain = await gen(layout, 2, style);
      const scanned = await generateIndependent161(layout, 2, { style, scan: true });
      expect(scanned.truth).toEqual(plain.truth);
      expect(scanned.placed).toEqual(plain.placed);
      const pages = await readPdf(scanned.pdf);
      expect(pages).toHaveLength(plain.pages);
      expect(pages.every((p) => p.text === '')).toBe(true);
    }
  }, 60_000);

  it('varies with the seed: countries, owners, entity types, masking, optional fields', async () => {
    const truths = [];
    for (const layout of INDEPENDENT161_LAYOUT_NAMES) for (let seed = 1; seed <= 12; seed++) truths.push((await gen(layout, seed, 'typed')).truth);
    expect(new Set(truths.map((t) => t.legal_name)).size).toBeGreaterThan(truths.length * 0.8);
    expect(new Set(truths.map((t) => t.country))).toEqual(new Set(['United States', 'Canada']));
    expect(new Set(truths.map((t) => t.applicants.length)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(truths.map((t) => t.type_of_entity)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(truths.map((t) => t.business_tax_id_type))).toContain('BN');
    expect(truths.some((t) => t.business_tax_id === null)).toBe(true);
    expect(truths.some((t) => t.applicants.some((a) => a.tax_id === null))).toBe(true);
    expect(truths.some((t) => t.trade_name === null) && truths.some((t) => t.trade_name !== null)).toBe(true);
    expect(truths.some((t) => t.requested_payment === null) && truths.some((t) => t.requested_payment !== null)).toBe(true);
    expect(truths.some((t) => t.applicants.some((a) => /[ '-]/.test(a.last_name ?? '')))).toBe(true);
  });
});
