import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent251, INDEPENDENT251_LAYOUT_NAMES } from './index.ts';

const REF = process.env.MCA_REFERENCE_DIR ?? '/work/shared/reference';
interface Item { id?: string; code?: string; label?: string; aliases: string[]; countries?: string[] }
const items = (f: string): Item[] => (JSON.parse(readFileSync(join(REF, f), 'utf8')) as { items: Item[] }).items;
const INDUSTRIES = items('industries.json');
const ENTITIES = items('entity-types.json');
const PROVINCES = new Set(items('provinces.json').map((p) => p.code));

const squash = (s: string): string => s.replace(/\s+/g, '');

async function readPdf(pdf: Uint8Array): Promise<{ text: string; fields: Map<string, { value: unknown; checkbox: boolean }> }> {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const doc = await task.promise;
  let text = '';
  const fields = new Map<string, { value: unknown; checkbox: boolean }>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text += tc.items.map((i) => ('str' in i ? i.str : '')).join(' ') + '\n';
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown; checkBox?: boolean }[]) {
      if (a.fieldName) fields.set(a.fieldName, { value: a.fieldValue, checkbox: a.checkBox === true });
    }
  }
  await task.destroy();
  return { text, fields };
}

/** applications.md's industry rule: the longest label or alias contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label!, ...it.aliases]) {
      const esc = a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(?<![\\p{L}\\p{N}])${esc}(?![\\p{L}\\p{N}])`, 'iu').test(text) && (!best || a.length > best[1])) best = [it.id!, a.length];
    }
  }
  return best?.[0] ?? null;
}

function checkTruth(t: TruthApplication): void {
  expect(t.legal_name).toBeTruthy();
  expect(INDUSTRIES.some((i) => i.id === t.industry)).toBe(true);
  const ent = ENTITIES.find((e) => e.id === t.type_of_entity);
  expect(ent?.countries).toContain('CA');
  expect(PROVINCES.has(t.state_region!)).toBe(true);
  expect(t.country).toBe('Canada');
  if (t.business_tax_id !== null) {
    expect(t.business_tax_id).toMatch(/^\d{9}((RC|RP|RT)\d{4})?$/);
    expect([t.business_tax_id_type, t.business_tax_id_country]).toEqual(['BN', 'CA']);
  } else expect([t.business_tax_id_type, t.business_tax_id_country]).toEqual([null, null]);
  if (t.payment_frequency !== null) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(3);
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
  if (t.type_of_entity === 'sole_proprietorship') expect(t.applicants.map((a) => a.ownership)).toEqual([100]);
  for (const a of t.applicants) {
    expect(a.first_name && a.last_name).toBeTruthy();
    if (a.tax_id !== null) { expect(a.tax_id).toMatch(/^\d{9}$/); expect([a.tax_id_type, a.tax_id_country]).toEqual(['SIN', 'CA']); }
    else expect([a.tax_id_type, a.tax_id_country]).toEqual([null, null]);
    if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
  }
}

const SEEDS = [1, 2, 3, 4];
describe('independent251 generator', () => {
  for (const layout of INDEPENDENT251_LAYOUT_NAMES) {
    it(`${layout}: values placed where the style says, truth valid`, async () => {
      for (const seed of SEEDS) {
        for (const style of ['typed', 'handwritten', 'fillable'] as const) {
          const r = await generateIndependent251(layout, seed, { style, scan: false });
          checkTruth(r.truth);
          const { text, fields } = await readPdf(r.pdf);
          const flat = squash(text);
          const industryLoc = r.locations.find((l) => 'application.industry' in l.fields)!;
          expect(industryOf(industryLoc.text)).toBe(r.truth.industry);
          const bnLoc = r.locations.find((l) => l.fields['application.business_tax_id'] && l.text);
          if (bnLoc) expect(bnLoc.text.replace(/[^0-9A-Z]/g, '')).toBe(r.truth.business_tax_id);
          if (style === 'fillable') {
            expect(fields.size).toBeGreaterThan(20);
            for (const l of [...r.locations, ...r.decoys]) {
              const f = fields.get(l.acroform_field!);
              expect(f, `${layout}/${seed} ${l.key}`).toBeDefined();
              if (f!.checkbox) expect(f!.value).toBe('Yes'); else expect(f!.value).toBe(l.text);
            }
            for (const v of [r.truth.legal_name!, r.truth.applicants[0]!.last_name!, String(r.truth.requested_amount)]) {
              expect(flat.includes(squash(v)), `${layout}/${seed} page text holds ${v}`).toBe(false);
            }
          } else {
            expect(fields.size).toBe(0);
            for (const l of [...r.locations, ...r.decoys]) expect(flat.includes(squash(l.text)), `${layout}/${seed}/${style} ${l.key}: ${l.text}`).toBe(true);
          }
        }
      }
    }, 60_000);
  }

  it('varies across seeds: owners, masked SINs, entity types, blank BNs', async () => {
    const seen = { owners: new Set<number>(), entities: new Set<string>(), maskedOrBlank: 0, fullSin: 0, blankBn: 0, provinces: new Set<string>() };
    for (const layout of INDEPENDENT251_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 12; seed++) {
        const { truth } = await generateIndependent251(layout, seed, { style: 'typed', scan: false });
        seen.owners.add(truth.applicants.length); seen.entities.add(truth.type_of_entity!); seen.provinces.add(truth.state_region!);
        for (const a of truth.applicants) if (a.tax_id) seen.fullSin++; else seen.maskedOrBlank++;
        if (!truth.business_tax_id) seen.blankBn++;
      }
    }
    expect([...seen.owners].sort()).toEqual([1, 2, 3]);
    expect(seen.entities.size).toBeGreaterThanOrEqual(3);
    expect(seen.provinces.size).toBeGreaterThanOrEqual(6);
    expect(seen.fullSin).toBeGreaterThan(0);
    expect(seen.maskedOrBlank).toBeGreaterThan(0);
    expect(seen.blankBn).toBeGreaterThan(0);
  }, 60_000);

  it('is deterministic per (layout, seed, style)', async () => {
    for (const [i, layout] of INDEPENDENT251_LAYOUT_NAMES.entries()) {
      const style = (['typed', 'handwritten', 'fillable', 'handwritten'] as const)[i]!;
      const a = await generateIndependent251(layout, 7, { style, scan: false });
      const b = await generateIndependent251(layout, 7, { style, scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
      const other = await generateIndependent251(layout, 7, { style: style === 'typed' ? 'fillable' : 'typed', scan: false });
      expect(other.truth).toEqual(a.truth);
    }
  });

  it('rejects fillable + scan', async () => {
    await expect(generateIndependent251(INDEPENDENT251_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  it('scans a handwritten form to an image-only PDF with the same truth', async () => {
    const layout = INDEPENDENT251_LAYOUT_NAMES[1]!;
    const plain = await generateIndependent251(layout, 2, { style: 'handwritten', scan: false });
    const scanned = await generateIndependent251(layout, 2, { style: 'handwritten', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    expect(scanned.skews).toHaveLength(plain.pages);
    const { text } = await readPdf(scanned.pdf);
    expect(squash(text)).toBe('');
  }, 60_000);
});
