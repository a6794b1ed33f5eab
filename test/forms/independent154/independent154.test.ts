// Independent set 154 (Canadian / cross-border MCA applications): every printed value is where the result says, the
// truth is exactly what applications.md reads from the print, decoys stay out of the truth, and output is reproducible.
import { describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TruthApplication } from '../generator/truth.ts';
import { INDEPENDENT154_LAYOUT_NAMES, generateIndependent154, truthFrom } from './index.ts';
import type { Independent154Result, Placed } from './index.ts';
import { REFERENCE_DIR, parseMoney, personName, readPlaced } from './read-back.ts';
import type { Ctx, DateFormat } from './read-back.ts';

// I154_SEEDS=N widens the sweep to seeds 1..N (default 8).
const SEEDS = Array.from({ length: Number(process.env.I154_SEEDS ?? 8) }, (_, i) => i + 1);
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const squash = (s: string): string => s.replace(/\s+/g, '');

interface Annot { fieldName?: string; fieldValue?: unknown; exportValue?: string; checkBox?: boolean }
interface ReadBack { pages: number; text: string[]; fields: Map<string, Annot & { page: number }> }

async function readBack(pdf: Uint8Array): Promise<ReadBack> {
  const task = pdfjs.getDocument({ data: pdf.slice(), useSystemFonts: false, disableFontFace: true, verbosity: 0 });
  const doc = await task.promise;
  const text: string[] = [];
  const fields = new Map<string, Annot & { page: number }>();
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const tc = await page.getTextContent();
    text.push(tc.items.map((i) => ('str' in i ? i.str : '')).join(' '));
    for (const a of (await page.getAnnotations()) as Annot[]) if (a.fieldName) fields.set(a.fieldName, { ...a, page: n });
  }
  const pages = doc.numPages;
  await task.destroy();
  return { pages, text, fields };
}

function dateFormatOf(page1: string): DateFormat {
  if (/YYYY-MM-DD/.test(page1)) return 'YMD';
  if (/DD\/MM\/YYYY/.test(page1)) return 'DMY';
  if (/MM\/DD\/YYYY/.test(page1)) return 'MDY';
  throw new Error('the form states no date format');
}

function ctxOf(layout: string, r: Independent154Result, page1: string): Ctx {
  const tax = r.placed.find((p) => p.key === 'tax_id');
  return { country: r.country, dateFmt: dateFormatOf(page1), legal: r.placed.find((p) => p.key === 'legal_name')!.text,
    taxLabelType: ['erable', 'northshore'].includes(layout) ? 'BN' : null, taxDigits: tax ? tax.text.replace(/\D/g, '') : null,
    countryPrinted: r.placed.some((p) => p.key === 'country') };
}

const cases = INDEPENDENT154_LAYOUT_NAMES.flatMap((layout) => SEEDS.flatMap((seed) => STYLES.map((style) => ({ layout, seed, style }))));
const cache = new Map<string, Promise<{ r: Independent154Result; b: ReadBack }>>();
function gen(layout: string, seed: number, style: (typeof STYLES)[number]): Promise<{ r: Independent154Result; b: ReadBack }> {
  const k = `${layout}:${seed}:${style}`;
  if (!cache.has(k)) cache.set(k, generateIndependent154(layout, seed, { style }).then(async (r) => ({ r, b: await readBack(r.pdf) })));
  return cache.get(k)!;
}

describe('independent set 154', () => {
  it('has four layouts from four fictional brokers', async () => {
    expect(INDEPENDENT154_LAYOUT_NAMES).toHaveLength(4);
    const brokers = await Promise.all(INDEPENDENT154_LAYOUT_NAMES.map(async (l) => (await gen(l, 1, 'typed')).r.broker));
    expect(new Set(brokers).size).toBe(4);
  });

  it.each(cases)('$layout seed $seed $style: every printed value is on its page or in its field', async ({ layout, seed, style }) => {
    const { r, b } = await gen(layout, seed, style);
    expect(b.pages).toBe(r.pages);
    expect(r.pdf.slice(0, 5)).toEqual(new TextEncoder().encode('%PDF-'));
    for (const p of [...r.placed, ...r.decoys]) {
      expect(p.page).toBeGreaterThanOrEqual(1);
      if (style !== 'fillable' || (!p.acro && !p.check)) {
        expect(squash(b.text[p.page - 1]!), `${p.key} "${p.text}"`).toContain(squash(p.text));
        continue;
      }
      if (p.check && !p.acro) { expect(squash(b.text[p.page - 1]!)).toContain(squash(p.text)); continue; }
      const f = b.fields.get(p.acro!);
      expect(f, `field ${p.acro} of ${p.key}`).toBeDefined();
      expect(f!.page).toBe(p.page);
      if (p.check) {
        expect(f!.fieldValue).toBe(f!.exportValue);
        expect(f!.fieldValue).not.toBe('Off');
        expect(squash(b.text[p.page - 1]!)).toContain(squash(p.text)); // the checkbox's label is page text
      } else expect(f!.fieldValue, p.key).toBe(p.text);
    }
    if (style === 'fillable') {
      const names = [r.truth.legal_name!, ...r.truth.applicants.map((a) => a.last_name!).filter((n) => n.length > 4)];
      for (const n of names) expect(b.text.join(' '), `${n} only in its field`).not.toContain(n);
      for (const [, f] of b.fields) if (f.checkBox && f.fieldValue !== 'Off') expect([...r.placed, ...r.decoys].some((p) => p.acro === f.fieldName)).toBe(true);
    }
    if (style === 'handwritten') expect(b.text.join(' ')).not.toMatch(/(^|\s)(X|✓|✔)(\s|$)/);
  });

  it.each(cases)('$layout seed $seed $style: the truth is exactly what the print reads as', async ({ layout, seed, style }) => {
    const { r, b } = await gen(layout, seed, style);
    const ctx = ctxOf(layout, r, b.text[0]!);
    for (const p of r.placed) expect(p.fields, `${p.key} "${p.text}"`).toEqual(readPlaced(p, ctx));
    expect(r.truth).toEqual(truthFrom(r.placed));
    const t = r.truth;
    expect(t.legal_name).toBeTruthy();
    expect(t.type_of_entity).toBeTruthy();
    expect(t.industry).toBeTruthy();
    expect(t.requested_amount).toBeGreaterThan(0);
    expect(t.country).toBe(r.country === 'CA' ? 'Canada' : 'United States');
    expect(t.state_region).toMatch(/^[A-Z]{2}$/);
    expect(t.applicants.length).toBeGreaterThanOrEqual(1);
    expect(t.applicants.length).toBeLessThanOrEqual(4);
    if (t.type_of_entity === 'sole_proprietorship') expect(t.applicants).toHaveLength(1);
    if (t.business_tax_id === null) expect([t.business_tax_id_type, t.business_tax_id_country]).toEqual([null, null]);
    else expect(t.business_tax_id).toMatch(/^\d{9}([A-Z]{2}\d{4})?$/);
    for (const a of t.applicants) {
      expect(a.first_name && a.last_name).toBeTruthy();
      if (a.tax_id === null) expect([a.tax_id_type, a.tax_id_country]).toEqual([null, null]);
      if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
    }
    expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
  });

  it.each(cases)('$layout seed $seed $style: decoys stay out of the truth', async ({ layout, seed, style }) => {
    const { r } = await gen(layout, seed, style);
    const t = r.truth;
    const ids = [t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter((x): x is string => !!x);
    const people = t.applicants.map((a) => `${a.first_name} ${a.last_name}`);
    for (const d of r.decoys) {
      expect(d.decoy).toBe(true);
      expect(d.fields).toEqual({});
      const compact = d.text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
      expect(ids, `${d.key} "${d.text}"`).not.toContain(compact);
      expect(ids.some((id) => id.slice(0, 9) === compact.slice(0, 9) && /^\d{9}/.test(compact) && compact.length === 9), d.key).toBe(false);
      for (const p of people) expect(d.text, d.key).not.toContain(p);
      if (/balance|payment|rent|sales/.test(d.key)) {
        expect(parseMoney(d.text)).not.toBe(t.requested_amount);
        expect(parseMoney(d.text)).not.toBe(t.requested_payment);
      }
      if (/landlord$|accountant$|advisor$|rep$|contact$/.test(d.key)) {
        const n = personName(d.text.split(' · ')[0]!);
        expect(t.applicants.some((a) => a.last_name === n.last)).toBe(false);
      }
    }
  });

  it('reads the reference data the truth is checked against', () => {
    expect(REFERENCE_DIR).toBeTruthy();
  });

  it('is reproducible per seed, and the styles of a seed print the same application', async () => {
    for (const layout of INDEPENDENT154_LAYOUT_NAMES) {
      const a = await generateIndependent154(layout, 11, { style: 'handwritten' });
      const b = await generateIndependent154(layout, 11, { style: 'handwritten' });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(b.truth).toEqual(a.truth);
      expect(b.placed).toEqual(a.placed);
      const c = await generateIndependent154(layout, 12, { style: 'handwritten' });
      expect(c.truth).not.toEqual(a.truth);
      for (const style of ['typed', 'fillable'] as const) expect((await generateIndependent154(layout, 11, { style })).truth).toEqual(a.truth);
    }
  });

  it('varies owners, blanks, masks, formats and countries across seeds', async () => {
    const all: { layout: string; r: Independent154Result; page1: string }[] = [];
    for (const { layout, seed, style } of cases.filter((c) => c.style === 'typed')) {
      const { r, b } = await gen(layout, seed, style);
      all.push({ layout, r, page1: b.text[0]! });
    }
    const truths: TruthApplication[] = all.map((x) => x.r.truth);
    expect(new Set(truths.map((t) => t.applicants.length))).toEqual(new Set([1, 2, 3, 4]));
    const some = (f: (t: TruthApplication) => boolean): void => { expect(truths.some(f)).toBe(true); expect(truths.every(f)).toBe(false); };
    some((t) => t.trade_name === null);
    some((t) => t.business_start_date === null);
    some((t) => t.requested_payment === null);
    some((t) => t.number_of_payments === null);
    some((t) => t.payment_frequency === null);
    some((t) => t.business_tax_id?.includes('RC') ?? false);
    some((t) => t.applicants.some((a) => a.tax_id === null));
    some((t) => t.applicants.some((a) => a.date_of_birth === null));
    some((t) => t.applicants.some((a) => a.credit_score === null));
    some((t) => t.type_of_entity === 'ca_corporation');
    expect(new Set(all.filter((x) => x.layout === 'liberty').map((x) => x.r.country))).toEqual(new Set(['US', 'CA']));
    const placed: Placed[] = all.flatMap((x) => x.r.placed);
    expect(placed.some((p) => p.key === 'amount' && /\d \d{3},\d{2} \$/.test(p.text))).toBe(true);
    expect(placed.some((p) => p.key === 'amount' && /\$\d{1,3},\d{3}/.test(p.text))).toBe(true);
    expect(placed.some((p) => p.key === 'legal_name' && /^\d{4}-\d{4} Québec inc\./i.test(p.text))).toBe(true);
    expect(placed.some((p) => /^owner\d\.(name|last)$/.test(p.key) && /['-]|^(de|da|von|van|le|du|des|di) /i.test(p.text))).toBe(true);
    expect(new Set(all.map((x) => dateFormatOf(x.page1)))).toEqual(new Set(['YMD', 'DMY', 'MDY']));
    expect(all.flatMap((x) => x.r.decoys).some((d) => d.key === 'decoy.neq')).toBe(true);
  });

  it('scans typed and handwritten forms (the truth is unchanged) and refuses to scan a fillable one', async () => {
    for (const [layout, style] of [['erable', 'typed'], ['liberty', 'handwritten']] as const) {
      const plain = await generateIndependent154(layout, 3, { style });
      const scanned = await generateIndependent154(layout, 3, { style, scan: true });
      expect(scanned.truth).toEqual(plain.truth);
      expect(scanned.pages).toBe(plain.pages);
      const b = await readBack(scanned.pdf);
      expect(b.pages).toBe(plain.pages);
      expect(b.text.join('')).not.toContain(plain.truth.legal_name!);
      expect(Buffer.from((await generateIndependent154(layout, 3, { style, scan: true })).pdf).equals(Buffer.from(scanned.pdf))).toBe(true);
    }
    await expect(generateIndependent154('prairie', 1, { style: 'fillable', scan: true })).rejects.toThrow();
    await expect(generateIndependent154('nope', 1, { style: 'typed' })).rejects.toThrow();
  }, 120_000);
});
