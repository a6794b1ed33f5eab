// Set 194's generator checked against the PDFs it writes: every recorded value is where it says, the truth is what
// applications.md's rules read from the printed texts, decoys give nothing, and output is reproducible.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent194, INDEPENDENT194_LAYOUT_NAMES, type Placed, type Style } from './index.ts';
import { ENTITY_TEXTS, INDUSTRIES } from './vocab.ts';
import { entityId, industryId, isoDate, money, personName, REGIONS } from './reference-rules.ts';
import type { TruthApplication } from '../generator/truth.ts';

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
const STYLES: Style[] = ['typed', 'handwritten', 'fillable'];
const squash = (s: string): string => s.replace(/\s+/g, '');

interface PageText { items: { str: string; x: number; y: number; w: number }[]; annots: { name: string; value: unknown; rect: number[]; checkBox: boolean }[] }

async function readPdf(pdf: Uint8Array): Promise<PageText[]> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const pages: PageText[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const tc = await page.getTextContent();
    const items = (tc.items as { str?: string; transform?: number[]; width?: number }[]).filter((i) => i.str)
      .map((i) => ({ str: i.str!, x: i.transform![4]!, y: i.transform![5]!, w: i.width ?? 0 }));
    const annots = (await page.getAnnotations()).map((a: any) => ({ name: a.fieldName, value: a.fieldValue, rect: a.rect, checkBox: !!a.checkBox }));
    pages.push({ items, annots });
  }
  await task.destroy();
  return pages;
}

/** The page's text on the box's lines (baseline inside it) that overlaps it horizontally, left to right. pdf.js joins
 *  runs that nearly touch into one item (a right-aligned amount and the next box's value), so overlap, not origin. */
function textIn(page: PageText, box: number[], tol = 2.5): string {
  return page.items.filter((i) => i.x <= box[2]! + tol && i.x + i.w >= box[0]! - tol && i.y >= box[1]! - tol && i.y <= box[3]! + tol)
    .sort((a, b) => a.x - b.x).map((i) => i.str).join('');
}

function checkPlaced(pages: PageText[], p: Placed): string | null {
  const page = pages[p.page - 1];
  if (!page) return `${p.key}: no page ${p.page}`;
  if (p.via === 'text' || p.via === 'checkbox') {
    const got = textIn(page, p.box);
    return squash(got).includes(squash(p.text)) ? null : `${p.key}: "${p.text}" not in its box (found "${got}")`;
  }
  const a = page.annots.find((x) => x.name === p.acroform_field);
  if (!a) return `${p.key}: no field ${p.acroform_field}`;
  const want = p.via === 'acroform_checkbox' ? (p.acroform_value ?? 'Yes') : p.text;
  if (a.value !== want) return `${p.key}: field value ${String(a.value)} is not ${want}`;
  if (p.via === 'acroform_checkbox' && !a.checkBox) return `${p.key}: not a checkbox`;
  const inside = a.rect[0]! >= p.box[0] - 2 && a.rect[2]! <= p.box[2] + 2 && a.rect[1]! >= p.box[1] - 2 && a.rect[3]! <= p.box[3] + 2;
  return inside ? null : `${p.key}: widget ${a.rect.join(',')} outside ${p.box.join(',')}`;
}

/** The truth's free-text values (names) and large numbers (amounts), for the decoy check: a decoy printing one of
 *  them exactly would be a decoy a reader could not tell from the value. Enumerations (frequency, percent) repeat by nature. */
function truthValues(t: TruthApplication): Set<string> {
  const out = new Set<string>();
  for (const v of [t.legal_name, t.trade_name, ...t.applicants.flatMap((a) => [a.first_name, a.last_name])]) if (v) out.add(v.toLowerCase());
  for (const v of [t.requested_amount, t.requested_payment]) if (v !== null && v >= 100) out.add(String(v));
  return out;
}

describe.each(INDEPENDENT194_LAYOUT_NAMES)('independent194 %s', (layout) => {
  it.each(STYLES)('places every value and decoy inside its box (%s)', async (style) => {
    const problems: string[] = [];
    for (const seed of SEEDS) {
      const f = await generateIndependent194(layout, seed, { style });
      const pages = await readPdf(f.pdf);
      expect(pages.length).toBe(f.pages);
      for (const p of [...f.placed, ...f.decoys]) {
        const bad = checkPlaced(pages, p);
        if (bad) problems.push(`seed ${seed} ${bad}`);
      }
      if (style === 'fillable') {
        // The values live in the fields only: no text item of the page is a field's value.
        const values = new Set(f.placed.filter((p) => p.via === 'acroform' && p.text.length >= 4).map((p) => p.text));
        for (const pg of pages) for (const i of pg.items) if (values.has(i.str.trim())) problems.push(`seed ${seed} value "${i.str}" in the page text`);
      } else {
        expect(f.placed.every((p) => p.via === 'text' || p.via === 'checkbox')).toBe(true);
      }
    }
    expect(problems).toEqual([]);
  });

  it('builds the truth by applications.md from the printed texts', async () => {
    for (const seed of SEEDS) {
      const f = await generateIndependent194(layout, seed, { style: 'typed' });
      const t = f.truth;
      const at = (path: string) => f.placed.filter((p) => Object.keys(p.fields).includes(path));
      for (const p of at('application.type_of_entity')) if (!/^Other/.test(p.text)) expect(entityId(p.text, f.country), p.text).toBe(t.type_of_entity);
      for (const p of at('application.industry')) expect(industryId(p.text), p.text).toBe(t.industry);
      for (const p of at('application.requested_amount')) if (!p.key.endsWith('.cents')) expect(Math.trunc(money(p.text))).toBe(Math.trunc(t.requested_amount!));
      for (const p of at('application.business_start_date')) if (!p.key.includes('.')) expect(isoDate(p.text, false), p.text).toBe(t.business_start_date);
      for (const p of f.placed.filter((x) => x.key.endsWith('.name'))) {
        const i = Number(/owner(\d)/.exec(p.key)![1]) - 1;
        expect(personName(p.text), p.text).toEqual({ first: t.applicants[i]!.first_name, last: t.applicants[i]!.last_name });
      }
      for (const p of f.placed.filter((x) => /owner\d\.dob$/.test(x.key))) {
        const i = Number(/owner(\d)/.exec(p.key)![1]) - 1;
        expect(isoDate(p.text, true), p.text).toBe(t.applicants[i]!.date_of_birth);
      }
      expect(REGIONS.some((r) => r.code === t.state_region && r.country === f.country)).toBe(true);
      expect(t.country).toBe(f.country === 'US' ? 'United States' : 'Canada');
      expect(t.legal_name).toBeTruthy();
      expect(t.trade_name === null || !['same', 'n/a', 'same as above', t.legal_name!.toLowerCase()].includes(t.trade_name.toLowerCase())).toBe(true);
      expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
      for (const a of t.applicants) {
        expect(a.first_name && a.last_name).toBeTruthy();
        if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
        if (a.tax_id !== null) expect(a.tax_id).toMatch(/^\d{9}$/);
        expect(a.tax_id === null).toBe(a.tax_id_type === null);
      }
      expect(t.business_tax_id).toMatch(/^\d{9}(R[CTP]\d{4})?$/);
    }
  });

  it('records decoys that give no truth field', async () => {
    for (const seed of SEEDS) {
      const f = await generateIndependent194(layout, seed, { style: 'typed' });
      const values = truthValues(f.truth);
      const ids = [f.truth.business_tax_id, ...f.truth.applicants.map((a) => a.tax_id)].filter(Boolean);
      for (const d of f.decoys) {
        expect(Object.keys(d.fields), d.key).toEqual([]);
        // A DBA box repeating the legal name is the printed form of "no trade name" (applications.md), kept as a decoy.
        if (d.key !== 'dba') expect(values.has(d.text.toLowerCase()), `${d.key} "${d.text}"`).toBe(false);
        expect(ids.includes(d.text.replace(/\D/g, '')), `${d.key} "${d.text}"`).toBe(false);
        if (/^\$?[\d, ]+(\.\d\d)?$/.test(d.text) && /\d{3}/.test(d.text)) {
          expect([f.truth.requested_amount, f.truth.requested_payment]).not.toContain(money(d.text));
        }
      }
      expect(f.decoys.length).toBeGreaterThan(10);
    }
  });

  it('repeats its bytes per seed, differs between seeds, and shares one truth across styles', async () => {
    for (const style of STYLES) {
      const a = await generateIndependent194(layout, 11, { style });
      const b = await generateIndependent194(layout, 11, { style });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      const c = await generateIndependent194(layout, 12, { style });
      expect(Buffer.from(a.pdf).equals(Buffer.from(c.pdf))).toBe(false);
      expect(c.truth).not.toEqual(a.truth);
    }
    for (const seed of SEEDS) {
      const [t, h, x] = await Promise.all(STYLES.map((style) => generateIndependent194(layout, seed, { style })));
      expect(h!.truth).toEqual(t!.truth);
      expect(x!.truth).toEqual(t!.truth);
    }
  });

  it('varies owners, entities and optional fields over seeds', async () => {
    const seen = { owners: new Set<number>(), entity: new Set<string>(), nullStart: 0, nullPayment: 0, maskedId: 0, freq: new Set<string | null>() };
    for (let seed = 100; seed < 140; seed++) {
      const { truth: t } = await generateIndependent194(layout, seed, { style: 'typed' });
      seen.owners.add(t.applicants.length); seen.entity.add(t.type_of_entity!); seen.freq.add(t.payment_frequency);
      if (!t.business_start_date) seen.nullStart++;
      if (t.requested_payment === null) seen.nullPayment++;
      seen.maskedId += t.applicants.filter((a) => a.tax_id === null).length;
    }
    expect(seen.owners.size).toBeGreaterThanOrEqual(2);
    expect(seen.entity.size).toBeGreaterThanOrEqual(3);
    expect(seen.freq.size).toBeGreaterThanOrEqual(3);
    expect(seen.nullStart).toBeGreaterThan(0);
    expect(seen.nullPayment).toBeGreaterThan(0);
    expect(seen.maskedId).toBeGreaterThan(0);
  });

  it('scans typed and handwritten forms (image-only, same truth) and refuses to scan a fillable one', async () => {
    const plain = await generateIndependent194(layout, 3, { style: 'handwritten' });
    const scan = await generateIndependent194(layout, 3, { style: 'handwritten', scan: true });
    expect(scan.truth).toEqual(plain.truth);
    const pages = await readPdf(scan.pdf);
    expect(pages.length).toBe(plain.pages);
    expect(pages.every((p) => p.items.length === 0)).toBe(true);
    await expect(generateIndependent194(layout, 3, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 60_000);
});

describe('independent194 vocabulary', () => {
  it('prints only entity and industry texts the reference resolves to their ids', () => {
    for (const country of ['US', 'CA'] as const) {
      for (const [id, texts] of Object.entries(ENTITY_TEXTS[country])) for (const t of texts) expect(entityId(t, country), t).toBe(id);
    }
    for (const [text, id] of INDUSTRIES) expect(industryId(text), text).toBe(id);
  });
});
