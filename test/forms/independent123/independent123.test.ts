// Set 123 checks itself: for every layout and style at a few seeds the truth is consistent (types, reference ids,
// shares, tax IDs), every non-null truth value is what applications.md's rules read from a printed value (check.ts),
// and every such value is visible: in the page text (pdfjs), or only in the AcroForm fields of a fillable form.
import { describe, expect, it } from 'vitest';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent123, INDEPENDENT123_LAYOUT_NAMES, type Independent123Form } from './index.ts';
import { ENTITY_TYPES, INDUSTRIES, PROVINCES, STATES, readPath } from './check.ts';
import { luhnValid } from './formats.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 7];
const fontDir = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');
const squash = (s: string): string => s.replace(/\s+/g, '');

interface Widget { name: string; value: unknown; button?: string }
async function readPdf(pdf: Uint8Array): Promise<{ pages: string[]; widgets: Widget[] }> {
  const task = getDocument({ data: pdf.slice(), standardFontDataUrl: fontDir, verbosity: 0 });
  const doc = await task.promise;
  const pages: string[] = [];
  const widgets: Widget[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    pages.push(tc.items.map((it) => ('str' in it ? it.str : '')).join(' '));
    for (const a of await page.getAnnotations()) {
      if (a.subtype === 'Widget') widgets.push({ name: a.fieldName, value: a.fieldValue, ...(a.buttonValue ? { button: a.buttonValue } : {}) });
    }
  }
  await task.destroy();
  return { pages, widgets };
}

const get = (truth: object, path: string): unknown => path.split('.').reduce<any>((o, k) => (o == null ? undefined : o[k]), truth);

/** Every truth path of the application with its value (applicants flattened to `applicants.N.key`). */
function paths(f: Independent123Form): [string, unknown][] {
  const { applicants, ...rest } = f.truth;
  return [...Object.entries(rest), ...applicants.flatMap((a, i) => Object.entries(a).map(([k, v]) => [`applicants.${i}.${k}`, v] as [string, unknown]))];
}

function checkConsistent(f: Independent123Form): void {
  const t = f.truth;
  expect(t.country).toBe(f.country === 'US' ? 'United States' : 'Canada');
  if (t.type_of_entity) expect(ENTITY_TYPES.find((e) => e.id === t.type_of_entity)?.countries).toContain(f.country);
  if (t.industry) expect(INDUSTRIES.map((i) => i.id)).toContain(t.industry);
  if (t.state_region) expect(f.country === 'US' ? STATES : PROVINCES).toContain(t.state_region);
  if (t.business_tax_id) {
    expect(t.business_tax_id_country).toBe(f.country);
    if (t.business_tax_id_type === 'BN') {
      expect(t.business_tax_id).toMatch(/^\d{9}([A-Z]{2}\d{4})?$/);
      expect(luhnValid(t.business_tax_id.slice(0, 9))).toBe(true);
    } else {
      expect(t.business_tax_id).toMatch(/^\d{9}$/);
      if (t.business_tax_id_type === 'EIN') expect(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']).not.toContain(t.business_tax_id.slice(0, 2));
    }
  }
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(4);
  const shares = t.applicants.map((a) => a.ownership ?? 0);
  expect(shares.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(100);
  for (const [i, a] of t.applicants.entries()) {
    expect(a.first_name, `applicant ${i}`).toMatch(/^\p{Lu}/u);
    expect(a.last_name).toBeTruthy();
    if (a.ownership !== null) expect(a.ownership).toBeGreaterThan(0);
    if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
    if (a.date_of_birth) expect(Number(a.date_of_birth.slice(0, 4))).toBeLessThan(2008);
    if (a.tax_id) {
      expect(a.tax_id).toMatch(/^\d{9}$/);
      if (a.tax_id_type === 'SIN') expect(luhnValid(a.tax_id)).toBe(true);
      if (a.tax_id_type === 'SSN') expect(['000', '666']).not.toContain(a.tax_id.slice(0, 3));
      if (a.tax_id_type === 'ITIN') expect(a.tax_id[0]).toBe('9');
    }
    if (a.tax_id_type) expect(a.tax_id_country).toBe(f.country);
  }
  if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
  if (t.business_start_date) expect(t.business_start_date < '2026-01-01').toBe(true);
}

/** Each printed value reads, by the rules, as the truth at its paths; every non-null truth is printed (country aside). */
function checkReadable(f: Independent123Form): void {
  const given = new Set<string>();
  for (const p of f.printed) {
    for (const path of p.paths) {
      given.add(path);
      expect(readPath(path, p.text, f.country, p.paths.length === 1), `${path} from "${p.text}"`).toEqual(get(f.truth, path));
    }
  }
  for (const [path, v] of paths(f)) {
    if (v === null || path === 'country') continue;
    expect(given.has(path), `${path} = ${String(v)} has no printed value`).toBe(true);
  }
}

async function checkVisible(f: Independent123Form): Promise<void> {
  const { pages, widgets } = await readPdf(f.pdf);
  expect(pages.length).toBe(f.pages);
  const text = squash(pages.join(' '));
  for (const p of f.printed) {
    if (f.style === 'fillable' && p.field) {
      expect(widgets.find((w) => w.name === p.field)?.value, `field ${p.field}`).toBe(p.text);
      if (p.text.length >= 8) expect(text.includes(squash(p.text)), `"${p.text}" must not be page text`).toBe(false);
    } else {
      expect(text.includes(squash(p.text)), `"${p.text}" (${p.paths.join(', ')}) not in the page text`).toBe(true);
    }
  }
  for (const mk of f.marks) {
    expect(text.includes(squash(mk.label)), `box label ${mk.label}`).toBe(true);
    if (f.style !== 'fillable') continue;
    const w = widgets.filter((x) => x.name === mk.field);
    expect(w.length, `widget ${mk.field}`).toBeGreaterThan(0);
    const value = w[0]!.value;
    expect(value === mk.onState, `${mk.field} ${mk.label} checked=${mk.checked}`).toBe(mk.checked);
  }
  if (f.style === 'fillable') expect(widgets.filter((w) => typeof w.value === 'string' && w.value && !w.button).length).toBeGreaterThan(10);
  else expect(widgets.length).toBe(0);
  const raw = Buffer.from(f.pdf).toString('latin1');
  expect(raw.includes('Z003'), 'handwriting font embedded').toBe(f.style === 'handwritten');
}

describe('independent set 123', () => {
  it('offers 3-4 layouts, one of them Canadian', async () => {
    expect(INDEPENDENT123_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(3);
    expect(INDEPENDENT123_LAYOUT_NAMES.length).toBeLessThanOrEqual(4);
    const countries = await Promise.all(INDEPENDENT123_LAYOUT_NAMES.map(async (l) => (await generateIndependent123(l, 1, { style: 'typed', scan: false })).country));
    expect(countries).toContain('CA');
  });

  for (const layout of INDEPENDENT123_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}: truth consistent, readable by the rules and visible`, async () => {
        for (const seed of SEEDS) {
          const f = await generateIndependent123(layout, seed, { style, scan: false });
          checkConsistent(f);
          checkReadable(f);
          await checkVisible(f);
        }
      });
    }

    it(`${layout}: deterministic, and the truth does not depend on the style`, async () => {
      const a = await generateIndependent123(layout, 11, { style: 'typed', scan: false });
      const b = await generateIndependent123(layout, 11, { style: 'typed', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      for (const style of ['handwritten', 'fillable'] as const) expect((await generateIndependent123(layout, 11, { style, scan: false })).truth).toEqual(a.truth);
    });

    it(`${layout}: varies over seeds (owners, blanks, masks, trade names)`, async () => {
      const forms = await Promise.all(Array.from({ length: 40 }, (_, i) => generateIndependent123(layout, 100 + i, { style: 'typed', scan: false })));
      const owners = new Set(forms.map((f) => f.truth.applicants.length));
      expect(owners.size).toBeGreaterThanOrEqual(3);
      expect(forms.some((f) => f.truth.trade_name === null) && forms.some((f) => f.truth.trade_name !== null)).toBe(true);
      expect(forms.some((f) => f.truth.applicants.some((a) => a.tax_id === null && a.tax_id_type !== null))).toBe(true);
      expect(forms.some((f) => f.truth.business_start_date === null) && forms.some((f) => f.truth.business_start_date !== null)).toBe(true);
      expect(new Set(forms.map((f) => f.truth.type_of_entity)).size).toBeGreaterThanOrEqual(3);
      for (const f of forms) { checkConsistent(f); checkReadable(f); }
    });
  }

  it('scans: an image-only PDF with the same truth', async () => {
    for (const [i, layout] of INDEPENDENT123_LAYOUT_NAMES.entries()) {
      const style = STYLES[i % 3]!;
      const plain = await generateIndependent123(layout, 5, { style, scan: false });
      const scanned = await generateIndependent123(layout, 5, { style, scan: true });
      expect(scanned.truth).toEqual(plain.truth);
      expect(scanned.scanProfile).toMatch(/office|phone/);
      const { pages, widgets } = await readPdf(scanned.pdf);
      expect(pages.length).toBe(plain.pages);
      expect(squash(pages.join(''))).toBe('');
      expect(widgets.length).toBe(0);
      // What was scanned shows every value on the page, a fillable form's too (as printed from a viewer).
      const paper = squash((await readPdf(scanned.paper!)).pages.join(' '));
      for (const p of plain.printed) expect(paper.includes(squash(p.text)), `"${p.text}" on the scanned paper`).toBe(true);
    }
  }, 240_000);
});
