// Independent generator 152: every printed value is on its page (or in its AcroForm field), the truth is exactly what
// applications.md's rules read from the printed texts, decoys stay out of the truth, and a seed always gives the same PDF.
import { fileURLToPath } from 'node:url';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { ENTITIES, INDUSTRIES } from './data.ts';
import { generateIndependent152, INDEPENDENT152_LAYOUT_NAMES, type Placed } from './index.ts';
import { entityOf, freqOf, HAVE_REFERENCE, industryOf, moneyOf, readPath } from './rules.ts';

const STD_FONTS = fileURLToPath(new URL('../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url));
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
/** Layouts whose business tax id label names the EIN, so a bare 9-digit number there is an EIN. */
const BARE_EIN: Record<string, boolean> = { 'bluebird-word': false, 'crestline-canva': true, 'harborview-sheet': true, 'keystone-acrobat': true };

interface Annot { fieldName?: string; fieldValue?: unknown; hasAppearance?: boolean; checkBox?: boolean; exportValue?: string }
async function readPdf(pdf: Uint8Array): Promise<{ pages: number; text: string[]; annots: Annot[][] }> {
  const task = pdfjs.getDocument({ data: pdf.slice(), standardFontDataUrl: STD_FONTS, verbosity: 0 });
  const doc = await task.promise;
  const text: string[] = [];
  const annots: Annot[][] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    text.push(tc.items.map((it) => ('str' in it ? it.str : '')).join(''));
    annots.push((await page.getAnnotations()) as Annot[]);
  }
  const pages = doc.numPages;
  await task.destroy();
  return { pages, text, annots };
}
const squash = (s: string): string => s.replace(/\s+/g, '');

describe('independent152: layouts and interface', () => {
  it('has four layouts, each a different broker', async () => {
    expect(INDEPENDENT152_LAYOUT_NAMES).toHaveLength(4);
    const brokers = new Set<string>();
    for (const l of INDEPENDENT152_LAYOUT_NAMES) brokers.add((await generateIndependent152(l, 1, { style: 'typed' })).broker);
    expect(brokers.size).toBe(4);
  });
  it('rejects unknown layouts and scanning a fillable form', async () => {
    await expect(generateIndependent152('nope', 1, { style: 'typed' })).rejects.toThrow(/unknown layout/);
    await expect(generateIndependent152('bluebird-word', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });
});

describe.skipIf(!HAVE_REFERENCE)('independent152: printed texts resolve to the reference ids', () => {
  it('every type-of-business text gives its industry by the longest-alias rule', () => {
    for (const i of INDUSTRIES) expect(industryOf(i.text), i.text).toBe(i.id);
  });
  it('every entity text gives its entity type', () => {
    for (const [id, e] of Object.entries(ENTITIES)) for (const t of e.texts) expect(entityOf(t), t).toBe(id);
  });
});

for (const layout of INDEPENDENT152_LAYOUT_NAMES) {
  describe(`independent152 ${layout}`, () => {
    for (const style of STYLES) {
      it(`${style}: values on the page or in their fields, truth as printed, decoys apart`, async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent152(layout, seed, { style });
          const ctx = `${layout}/${style}/${seed}`;
          expect(g.country).toBe('US');
          const pdf = await readPdf(g.pdf);
          expect(pdf.pages, ctx).toBe(g.pages);
          const all: Placed[] = [...g.placed, ...g.decoys];
          for (const p of all) {
            expect(p.page, ctx).toBeGreaterThanOrEqual(1);
            expect(p.page, ctx).toBeLessThanOrEqual(g.pages);
            const pageText = squash(pdf.text[p.page - 1]!);
            if (style === 'fillable') {
              expect(p.acro, `${ctx} ${p.key}`).toBeTruthy();
              const a = pdf.annots[p.page - 1]!.find((x) => x.fieldName === p.acro);
              expect(a, `${ctx} ${p.key}`).toBeTruthy();
              expect(a!.hasAppearance, `${ctx} ${p.key}`).toBe(true);
              if (p.check) {
                expect(a!.checkBox).toBe(true);
                expect(a!.fieldValue).not.toBe('Off');
                expect(a!.fieldValue).toBe(a!.exportValue);
                expect(pageText).toContain(squash(p.text));
              } else {
                expect(a!.fieldValue, `${ctx} ${p.key}`).toBe(p.text);
                if (p.text.replace(/\D/g, '').length >= 5 || p.text.length >= 12) expect(pageText, `${ctx} ${p.key}`).not.toContain(squash(p.text));
              }
            } else {
              expect(pageText, `${ctx} ${p.key} ${p.text}`).toContain(squash(p.text));
            }
          }
          if (style === 'fillable') {
            const named = pdf.annots.flat().filter((a) => a.fieldName).map((a) => a.fieldName);
            expect(new Set(named).size, ctx).toBe(named.length);
          }
          checkTruth(layout, g, ctx);
        }
      });
    }

    it('is reproducible per seed and varies between seeds', async () => {
      for (const style of STYLES) {
        const a = await generateIndependent152(layout, 42, { style });
        const b = await generateIndependent152(layout, 42, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(a.truth).toEqual(b.truth);
        expect(a.placed).toEqual(b.placed);
      }
      const t = await generateIndependent152(layout, 42, { style: 'typed' });
      const f = await generateIndependent152(layout, 42, { style: 'fillable' });
      expect(f.truth).toEqual(t.truth);
      const c = await generateIndependent152(layout, 43, { style: 'typed' });
      expect(c.truth).not.toEqual(t.truth);
    });

    it('scans typed and handwritten forms to images with the same truth', async () => {
      for (const style of ['typed', 'handwritten'] as const) {
        const plain = await generateIndependent152(layout, 9, { style });
        const scanned = await generateIndependent152(layout, 9, { style, scan: true });
        expect(scanned.truth).toEqual(plain.truth);
        expect(Buffer.from(scanned.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
        expect((await readPdf(scanned.pdf)).pages).toBe(plain.pages);
        expect(Buffer.from(scanned.pdf).equals(Buffer.from(plain.pdf))).toBe(false);
      }
    }, 120_000);
  });
}

/** The truth is what the placed texts give by the rules, null elsewhere; decoys give nothing and match nothing in it. */
function checkTruth(layout: string, g: Awaited<ReturnType<typeof generateIndependent152>>, ctx: string): void {
  const given = new Map<string, unknown>();
  for (const p of g.placed) {
    expect(p.decoy, ctx).toBeFalsy();
    for (const [path, v] of Object.entries(p.fields)) {
      if (HAVE_REFERENCE || !/type_of_entity|industry|state_region|country$/.test(path)) {
        expect(readPath(path, p.text, p.key, BARE_EIN[layout]!), `${ctx} ${p.key} ${path} <- ${p.text}`).toEqual(v);
      }
      if (given.has(path)) expect(given.get(path), `${ctx} ${path} twice`).toEqual(v);
      given.set(path, v);
    }
  }
  const app = g.truth as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(app)) {
    if (k === 'applicants') continue;
    expect(v, `${ctx} ${k}`).toEqual(given.has(`application.${k}`) ? given.get(`application.${k}`) : null);
  }
  g.truth.applicants.forEach((a, i) => {
    for (const [k, v] of Object.entries(a)) {
      const path = `application.applicants[${i}].${k}`;
      expect(v, `${ctx} ${path}`).toEqual(given.has(path) ? given.get(path) : null);
    }
    expect(a.first_name && a.last_name, `${ctx} applicant ${i} named`).toBeTruthy();
  });
  expect(g.truth.applicants.length).toBeGreaterThanOrEqual(1);
  expect(g.truth.applicants.length).toBeLessThanOrEqual(4);
  if (g.truth.type_of_entity === 'sole_proprietorship') expect(g.truth.applicants).toHaveLength(1);
  const owned = g.truth.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
  expect(owned).toBeLessThanOrEqual(100.0001);

  const strings = new Set<string>();
  const numbers = new Set<number>();
  const add = (v: unknown): void => {
    if (typeof v === 'string') strings.add(v.toLowerCase());
    if (typeof v === 'number') numbers.add(v);
  };
  for (const [k, v] of Object.entries(app)) if (k !== 'applicants') add(v);
  for (const a of g.truth.applicants) {
    Object.values(a).forEach(add);
    strings.add(`${a.first_name} ${a.last_name}`.toLowerCase());
  }
  for (const d of g.decoys) {
    expect(d.decoy, ctx).toBe(true);
    expect(Object.keys(d.fields), ctx).toHaveLength(0);
    if (d.key === 'dba') {
      expect(['same', 'n/a', (g.truth.legal_name ?? '').toLowerCase()], `${ctx} dba`).toContain(d.text.toLowerCase());
      continue;
    }
    // Small counts (employees, years) and an existing position's frequency may equal a truth value by chance.
    if (d.check || /^\d{1,2}$/.test(d.text) || freqOf(d.text)) continue;
    expect(strings.has(d.text.toLowerCase()), `${ctx} decoy ${d.key}=${d.text} in truth`).toBe(false);
    const digits = d.text.replace(/\D/g, '');
    if (digits.length >= 4) expect(strings.has(digits), `${ctx} decoy ${d.key} digits in truth`).toBe(false);
    if (/^\$?\s?[\d,]+(\.\d\d)?$/.test(d.text) && /[$,.]/.test(d.text)) expect(numbers.has(moneyOf(d.text)), `${ctx} decoy ${d.key} amount in truth`).toBe(false);
    if (/^(XXX|\*\*\*|xxx)-/.test(d.text)) expect(d.key).toMatch(/ssn/);
  }
}

describe('independent152: variety across seeds', () => {
  it('covers 1-4 owners, masked/blank/full SSNs, blanks and entity types', async () => {
    const seen = { owners: new Set<number>(), entity: new Set<string>(), ssn: new Set<string>(), blanks: new Set<string>(), tin: new Set<string>() };
    for (const layout of INDEPENDENT152_LAYOUT_NAMES) {
      for (let seed = 100; seed < 130; seed++) {
        const g = await generateIndependent152(layout, seed, { style: 'typed' });
        const t = g.truth;
        seen.owners.add(t.applicants.length);
        seen.entity.add(t.type_of_entity ?? 'null');
        seen.tin.add(t.business_tax_id_type ?? 'null');
        for (const a of t.applicants) seen.ssn.add(a.tax_id_type ?? (g.decoys.some((d) => /ssn/.test(d.key)) ? 'masked-or-blank' : 'blank'));
        for (const k of ['trade_name', 'business_start_date', 'requested_payment', 'number_of_payments', 'payment_frequency'] as const) {
          if (t[k] === null) seen.blanks.add(k);
        }
        for (const a of t.applicants) for (const k of ['date_of_birth', 'credit_score', 'tax_id', 'role'] as const) if (a[k] === null) seen.blanks.add(k);
      }
    }
    expect([...seen.owners].sort()).toEqual([1, 2, 3, 4]);
    expect(seen.entity.size).toBeGreaterThanOrEqual(7);
    expect(seen.ssn).toContain('SSN');
    expect(seen.ssn).toContain('ITIN');
    expect(seen.tin).toEqual(new Set(['EIN', 'SSN', 'null']));
    expect(seen.blanks.size).toBe(9);
  }, 120_000);
});
