// The generator's own checks: every recorded value is on its page inside its box (pdf.js text, or the AcroForm
// field), decoys give no truth field, the truth follows applications.md's rules and the reference data, bytes repeat
// per seed, seeds differ, the three styles share one truth, and a scan comes out as pictures.
import { describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent191, identityValues, INDEPENDENT191_LAYOUT_NAMES, type Placed, type Style } from './index.ts';
import { ENTITY_TYPES, INDUSTRIES, PROVINCES, STATES, einOk, entityOf, industryOf, itinOk, luhnOk, ssnOk } from './rules.ts';

interface Item { str: string; x: number; y: number; ex: number; ey: number }
interface Annot { fieldName: string; fieldValue: unknown; rect: number[]; checkBox?: boolean }
interface Page { items: Item[]; annots: Annot[] }

async function read(bytes: Uint8Array): Promise<Page[]> {
  const task = pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 });
  const doc = await task.promise;
  const pages: Page[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const tc = await page.getTextContent();
    const items = (tc.items as { str: string; transform: number[]; width: number }[]).filter((i) => i.str.trim()).map((i) => {
      const [a, b, , , x, y] = i.transform as [number, number, number, number, number, number];
      // pdf.js may hang the gap to the next word on an item as a trailing space: measure the item without it.
      const t = Math.atan2(b, a), w = (i.width * i.str.trimEnd().length) / i.str.length;
      return { str: i.str, x, y, ex: x + w * Math.cos(t), ey: y + w * Math.sin(t) };
    });
    pages.push({ items, annots: (await page.getAnnotations()) as Annot[] });
  }
  await task.destroy();
  return pages;
}

const bare = (s: string) => s.replace(/\s+/g, '');
const within = (b: number[], x: number, y: number, tol = 1) => x >= b[0]! - tol && x <= b[2]! + tol && y >= b[1]! - tol && y <= b[3]! + tol;
/** The text inside a box. An item wholly inside counts whole; pdf.js joins neighbouring values of one font and size
 *  into one item, so an item crossing the box counts by its words, placed in proportion to their characters. */
function textIn(p: Page, box: number[]): string {
  const parts: { str: string; x: number; y: number }[] = [];
  for (const i of p.items) {
    if (within(box, i.x, i.y) && within(box, i.ex, i.ey)) { parts.push(i); continue; }
    for (const m of i.str.matchAll(/\S+/g)) {
      const at = (k: number) => [i.x + ((i.ex - i.x) * k) / i.str.trimEnd().length, i.y + ((i.ey - i.y) * k) / i.str.trimEnd().length] as const;
      const [x0, y0] = at(m.index), [x1, y1] = at(m.index + m[0].length);
      if (within(box, x0, y0, 4) && within(box, x1, y1, 4)) parts.push({ str: m[0], x: x0, y: y0 });
    }
  }
  return parts.sort((a, b) => b.y - a.y || a.x - b.x).map((i) => i.str).join('');
}

/** Why `v` is not where it says, or null when it is. */
function missing(pages: Page[], v: Placed): string | null {
  const p = pages[v.page - 1];
  if (!p) return `${v.key}: no page ${v.page}`;
  // Handwriting may run over a printed label: the value must be there, whole, among what lies in its box.
  if (v.via === 'text') return bare(textIn(p, v.box)).includes(bare(v.text)) ? null : `${v.key}: "${textIn(p, v.box)}" in box, "${v.text}" placed`;
  if (v.label_box && bare(textIn(p, v.label_box)) !== bare(v.text)) return `${v.key}: label "${textIn(p, v.label_box)}" is not ${v.text}`;
  if (v.via === 'checkbox') {
    const inBox = textIn(p, v.box);
    if (v.mark === 'glyph' ? inBox !== 'X' : inBox !== '') return `${v.key}: mark box holds "${inBox}"`;
    return null;
  }
  const a = p.annots.find((x) => x.fieldName === v.acroform_field);
  if (!a) return `${v.key}: no field ${v.acroform_field}`;
  if (a.rect.some((c, i) => Math.abs(c - v.box[i]!) > 1)) return `${v.key}: field at ${a.rect.join(',')}, box ${v.box.join(',')}`;
  if (v.via === 'acroform_checkbox') return a.checkBox && a.fieldValue === (v.acroform_value ?? 'Yes') ? null : `${v.key}: checkbox value ${String(a.fieldValue)}`;
  if (a.fieldValue !== v.text) return `${v.key}: field value ${String(a.fieldValue)}`;
  return bare(textIn(p, v.box)).includes(bare(v.text)) ? `${v.key}: fillable value is also page text` : null;
}

/** Every truth path with a value. */
function paths(t: TruthApplication): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) out.push(`application.${k}`);
  t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) out.push(`application.applicants[${i}].${k}`); });
  return out.sort();
}

const STYLES: Style[] = ['typed', 'handwritten', 'fillable'];

describe('independent generator 191: application packets', () => {
  it('has four layouts', () => expect(INDEPENDENT191_LAYOUT_NAMES).toHaveLength(4));

  for (const layout of INDEPENDENT191_LAYOUT_NAMES) {
    it(`${layout}: every value and decoy is where it says, in every style`, async () => {
      for (const seed of [1, 2, 3, 4]) {
        for (const style of STYLES) {
          const g = await generateIndependent191(layout, seed, { style });
          const pages = await read(g.pdf);
          expect(pages.length, `${layout} ${seed} ${style}`).toBe(g.pages);
          const wrong = [...g.placed, ...g.decoys].map((v) => missing(pages, v)).filter(Boolean);
          expect(wrong, `${layout} ${seed} ${style}`).toEqual([]);
        }
      }
    }, 180_000);

    it(`${layout}: the truth is the placed values, read by the rules, valid against the reference`, async () => {
      for (let seed = 1; seed <= 16; seed++) {
        const g = await generateIndependent191(layout, seed, { style: 'typed' });
        const t = g.truth;
        expect(paths(t)).toEqual([...new Set(g.placed.flatMap((p) => Object.keys(p.fields)))].sort());
        expect(t.legal_name).toBeTruthy();
        if (t.type_of_entity) expect(ENTITY_TYPES.map((e) => e.id)).toContain(t.type_of_entity);
        if (t.industry) expect(INDUSTRIES.map((e) => e.id)).toContain(t.industry);
        expect((g.country === 'US' ? STATES : PROVINCES).map((s) => s.code)).toContain(t.state_region);
        expect(t.country).toBe(g.country === 'US' ? 'United States' : 'Canada');
        for (const p of g.placed) {
          const f = p.fields;
          if (f['application.industry'] && p.via !== 'checkbox') expect(industryOf(p.text)).toBe(f['application.industry']);
          if (f['application.type_of_entity'] && p.via === 'text') expect(entityOf(p.text, g.country)).toBe(f['application.type_of_entity']);
        }
        const id = t.business_tax_id!;
        if (t.business_tax_id_type === 'EIN') expect(einOk(id)).toBe(true);
        if (t.business_tax_id_type === 'SSN') expect(ssnOk(id)).toBe(true);
        if (t.business_tax_id_type === 'ITIN') expect(itinOk(id)).toBe(true);
        if (t.business_tax_id_type === 'BN') expect(luhnOk(id.slice(0, 9)) && /^\d{9}(R[CT]\d{4})?$/.test(id)).toBe(true);
        expect(t.applicants.length).toBeGreaterThan(0);
        for (const a of t.applicants) {
          expect(a.first_name && a.last_name).toBeTruthy();
          if (a.tax_id) expect(a.tax_id_type === 'SIN' ? luhnOk(a.tax_id) : a.tax_id_type === 'ITIN' ? itinOk(a.tax_id) : ssnOk(a.tax_id)).toBe(true);
        }
        const own = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
        expect(own).toBeLessThanOrEqual(100);
        const values = identityValues(t);
        for (const dcy of g.decoys) {
          expect(values.has(dcy.text.toLowerCase().replace(/[^a-z0-9]/g, '')), `${dcy.key} ${dcy.text}`).toBe(false);
          // Digits inside a decoy (a routing number, an account, a phone) are never a tax ID of the truth.
          for (const id of [t.business_tax_id, ...t.applicants.map((a) => a.tax_id)]) if (id) expect(dcy.text.replace(/\D/g, '')).not.toBe(id);
        }
      }
    }, 120_000);

    it(`${layout}: bytes repeat per seed, seeds differ, styles share one truth`, async () => {
      for (const style of STYLES) {
        const [a, b] = await Promise.all([generateIndependent191(layout, 7, { style }), generateIndependent191(layout, 7, { style })]);
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      }
      const [t, h, f] = await Promise.all(STYLES.map((style) => generateIndependent191(layout, 7, { style })));
      expect(h!.truth).toEqual(t!.truth);
      expect(f!.truth).toEqual(t!.truth);
      expect(h!.placed.map((p) => p.text)).toEqual(t!.placed.map((p) => p.text));
      const other = await generateIndependent191(layout, 8, { style: 'typed' });
      expect(other.truth).not.toEqual(t!.truth);
    }, 120_000);

    it(`${layout}: varies owners, optional fields and formats over seeds`, async () => {
      const owners = new Set<number>(), nulls = new Map<string, number>();
      for (let seed = 1; seed <= 30; seed++) {
        const g = await generateIndependent191(layout, seed, { style: 'typed' });
        owners.add(g.truth.applicants.length);
        for (const k of ['trade_name', 'requested_payment', 'business_start_date'] as const) nulls.set(k, (nulls.get(k) ?? 0) + (g.truth[k] === null ? 1 : 0));
      }
      expect(owners.has(1) && owners.size >= 2, `owner counts ${[...owners].join(',')}`).toBe(true);
      for (const [k, n] of nulls) expect(n > 0 && n < 30, `${k} null in ${n} of 30`).toBe(true);
    }, 120_000);
  }

  it('scans typed and handwritten packets into pictures, and refuses to scan a fillable one', async () => {
    for (const style of ['typed', 'handwritten'] as const) {
      const g = await generateIndependent191(INDEPENDENT191_LAYOUT_NAMES[0]!, 3, { style, scan: true });
      const pages = await read(g.pdf);
      expect(pages.length).toBe(g.pages);
      expect(pages.flatMap((p) => p.items)).toEqual([]);
      expect(g.truth).toEqual((await generateIndependent191(INDEPENDENT191_LAYOUT_NAMES[0]!, 3, { style })).truth);
    }
    await expect(generateIndependent191(INDEPENDENT191_LAYOUT_NAMES[0]!, 3, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 180_000);
});
