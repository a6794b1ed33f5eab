// Set 240: the placed values are on the pages (or in the AcroForm fields), the truth uses reference ids and follows
// applications.md's reading of the printed text, and the output is deterministic.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { ENTITIES, BRANDS } from './data.ts';
import { generateIndependent240, INDEPENDENT240_LAYOUT_NAMES, type Independent240Result } from './index.ts';

type Item = { id?: string; code?: string; label?: string; name?: string; aliases?: string[] };
const ref = (f: string): Item[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: Item[] }).items;
const ENTITY = ref('entity-types.json');
const INDUSTRY = ref('industries.json');
const STATES = new Set(ref('states.json').map((x) => x.code));
const PROVINCES = new Set(ref('provinces.json').map((x) => x.code ?? x.id));
const FONTS = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';
const squash = (s: string) => s.replace(/\s+/g, '');

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  const t = ` ${text.toLowerCase()} `;
  for (const it of INDUSTRY) {
    for (const a of [it.label!, ...(it.aliases ?? [])]) {
      const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
      if (re.test(t) && (!best || a.length > best[1])) best = [it.id!, a.length];
    }
  }
  return best?.[0] ?? null;
}

async function pageTexts(pdf: Uint8Array): Promise<{ texts: string[]; fields: Map<string, string> }> {
  const task = getDocument({ data: pdf.slice(), useSystemFonts: false, standardFontDataUrl: FONTS, verbosity: 0 });
  const doc = await task.promise;
  const texts: string[] = [];
  const fields = new Map<string, string>();
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    texts.push(squash(tc.items.map((x: any) => x.str ?? '').join('')));
    for (const a of await page.getAnnotations()) if (a.fieldName) fields.set(a.fieldName, String(a.fieldValue ?? ''));
  }
  await task.destroy();
  return { texts, fields };
}

function checkTruth(r: Independent240Result): void {
  const t = r.truth;
  expect(t.legal_name).toBeTruthy();
  if (t.type_of_entity) {
    const e = ENTITY.find((x) => x.id === t.type_of_entity);
    expect(e, t.type_of_entity).toBeDefined();
  }
  expect(t.industry && INDUSTRY.some((x) => x.id === t.industry)).toBe(true);
  const ind = r.placed.find((p) => 'application.industry' in p.fields)!;
  expect(industryOf(ind.text)).toBe(t.industry);
  expect((r.country === 'US' ? STATES : PROVINCES).has(t.state_region!)).toBe(true);
  expect(t.country).toBe(r.country === 'US' ? 'United States' : 'Canada');
  expect(t.business_tax_id_country).toBe(r.country);
  if (t.business_tax_id_type === 'BN') expect(t.business_tax_id).toMatch(/^\d{9}RC0001$/);
  else expect(t.business_tax_id).toMatch(/^\d{9}$/);
  const total = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
  expect(total).toBeLessThanOrEqual(100);
  for (const a of t.applicants) {
    expect(a.first_name).toBeTruthy();
    expect(a.last_name).toBeTruthy();
    if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
    if (a.tax_id_type === 'ITIN') expect(a.tax_id![0]).toBe('9');
    if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
  }
  if (t.type_of_entity === 'sole_proprietorship') expect(t.applicants).toHaveLength(1);
  // No decoy text equals a value that gives a field.
  const values = new Set(r.placed.filter((p) => Object.keys(p.fields).length).map((p) => p.text));
  for (const d of r.decoys) if (!/Inc/.test(d.key)) expect(values.has(d.text), d.key).toBe(false);
}

describe('independent set 240 (franchises, multi-location, parents, landlords)', () => {
  it('the reference ids it writes exist', () => {
    for (const [, us, ca] of ENTITIES) for (const id of [us, ca]) expect(ENTITY.some((x) => x.id === id), id).toBe(true);
    for (const b of BRANDS) for (const [text, id] of b.kinds) expect(industryOf(text), text).toBe(id);
  });

  for (const layout of INDEPENDENT240_LAYOUT_NAMES) {
    it(`${layout}: typed and handwritten values are page text`, async () => {
      for (const seed of [1, 2, 3, 4]) {
        for (const style of ['typed', 'handwritten'] as const) {
          const r = await generateIndependent240(layout, seed, { style, scan: false });
          const { texts } = await pageTexts(r.pdf);
          expect(texts).toHaveLength(r.pages);
          checkTruth(r);
          for (const p of [...r.placed, ...r.decoys.map((d) => ({ ...d, via: 'text' as const }))]) {
            expect(texts[p.page - 1], `${layout}/${seed}/${style} ${p.key}: ${p.text}`).toContain(squash(p.text));
          }
          expect(r.placed.some((p) => p.via === (style === 'typed' ? 'text' : 'drawn') && 'application.type_of_entity' in p.fields)
            || r.placed.some((p) => p.key.startsWith('entity_other') || layout === 'meridian')).toBe(true);
        }
      }
    });

    it(`${layout}: fillable values live only in AcroForm fields`, async () => {
      for (const seed of [1, 2, 3]) {
        const r = await generateIndependent240(layout, seed, { style: 'fillable', scan: false });
        const { texts, fields } = await pageTexts(r.pdf);
        checkTruth(r);
        for (const p of r.placed) {
          expect(p.via).toBe('acroform');
          expect(fields.get(p.acroform_field!), p.key).toBe(p.acroform_value ?? p.text);
        }
        const all = texts.join('');
        expect(all).not.toContain(squash(r.truth.legal_name!));
        for (const a of r.placed.filter((p) => /applicants\[\d\]\.first_name/.test(Object.keys(p.fields)[0] ?? ''))) expect(all).not.toContain(squash(a.text));
        const raw = Buffer.from(r.pdf).toString('latin1');
        expect(raw).toContain('/NeedAppearances false');
      }
    });

    it(`${layout}: deterministic per (layout, seed, style)`, async () => {
      for (const style of ['typed', 'handwritten', 'fillable'] as const) {
        const a = await generateIndependent240(layout, 7, { style, scan: false });
        const b = await generateIndependent240(layout, 7, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(a.truth).toEqual(b.truth);
      }
      const c = await generateIndependent240(layout, 8, { style: 'typed', scan: false });
      const d = await generateIndependent240(layout, 7, { style: 'typed', scan: false });
      expect(c.truth).not.toEqual(d.truth);
    });
  }

  it('varies owners, entity, masking and blanks across seeds', async () => {
    const seen = { owners: new Set<number>(), masked: 0, nullStart: 0, nullDba: 0, sole: 0 };
    for (let seed = 1; seed <= 40; seed++) {
      const r = await generateIndependent240(INDEPENDENT240_LAYOUT_NAMES[seed % 4]!, seed, { style: 'typed', scan: false });
      seen.owners.add(r.truth.applicants.length);
      seen.masked += r.truth.applicants.filter((a) => a.tax_id === null).length;
      if (!r.truth.business_start_date) seen.nullStart++;
      if (!r.truth.trade_name) seen.nullDba++;
      if (r.truth.type_of_entity === 'sole_proprietorship') seen.sole++;
    }
    expect([...seen.owners].sort()).toEqual([1, 2, 3]);
    expect(seen.masked).toBeGreaterThan(0);
    expect(seen.nullStart + seen.nullDba).toBeGreaterThan(0);
    expect(seen.sole).toBeGreaterThan(0);
  });

  it('scans typed / handwritten output and refuses a scanned fillable form', async () => {
    const r = await generateIndependent240('keystone', 11, { style: 'typed', scan: true });
    expect(Buffer.from(r.pdf.slice(0, 5)).toString()).toBe('%PDF-');
    const { texts } = await pageTexts(r.pdf);
    expect(texts).toHaveLength(r.pages);
    await expect(generateIndependent240('keystone', 11, { style: 'fillable', scan: 'phone' })).rejects.toThrow();
  });
});
