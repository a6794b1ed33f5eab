// Set 231's generator checks itself: placed values are on their pages (or in their AcroForm fields), the truth uses
// reference ids and follows applications.md, the three styles share one truth, output is deterministic.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { generateIndependent231, INDEPENDENT231_LAYOUT_NAMES } from './index.ts';
import { INDUSTRIES, makeMerchant } from './data.ts';

const ref = (f: string) => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: Record<string, unknown>[] }).items;
const ENTITY_IDS = new Set(ref('entity-types.json').map((e) => e.id as string));
const INDUSTRY_ITEMS = ref('industries.json') as { id: string; label: string; aliases: string[] }[];
const PROVINCE_CODES = new Set(ref('provinces.json').map((p) => p.code as string));
const SEEDS = [0, 1, 2, 3, 4, 5, 6, 7];
const squash = (s: string) => s.replace(/\s+/g, '');

/** applications.md: the industry whose label or alias is the longest word-bounded text contained in the printed text. */
function industryOf(text: string): string | null {
  let best: [number, string] | null = null;
  for (const it of INDUSTRY_ITEMS) {
    for (const a of [it.label, ...it.aliases]) {
      const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}($|[^a-z0-9])`);
      if (re.test(text.toLowerCase()) && (!best || a.length > best[0])) best = [a.length, it.id];
    }
  }
  return best?.[1] ?? null;
}

async function pagesOf(pdf: Uint8Array) {
  const task = getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  const out: { text: string; fields: Map<string, string> }[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    const anns = (await page.getAnnotations()) as { fieldName?: string; fieldValue?: string | string[] }[];
    const fields = new Map<string, string>();
    for (const a of anns) if (a.fieldName) fields.set(a.fieldName, String(a.fieldValue ?? ''));
    out.push({ text: tc.items.map((i) => ('str' in i ? i.str : '')).join(''), fields });
  }
  await task.destroy();
  return out;
}

describe('independent231 generator', () => {
  it('lists four Canadian brokers', () => {
    expect(INDEPENDENT231_LAYOUT_NAMES).toHaveLength(4);
  });

  it('the printed industries resolve to their ids by the longest-alias rule', () => {
    for (const [text, id] of INDUSTRIES) expect(industryOf(text), text).toBe(id);
  });

  for (const layout of INDEPENDENT231_LAYOUT_NAMES) {
    it(`${layout}: placed values are on their page or in their field; styles share one truth`, async () => {
      for (const seed of SEEDS) {
        const truths = [];
        for (const style of ['typed', 'handwritten', 'fillable'] as const) {
          const r = await generateIndependent231(layout, seed, { style });
          truths.push(r.truth);
          const pages = await pagesOf(r.pdf);
          expect(pages).toHaveLength(r.pages);
          for (const p of r.placed) {
            const page = pages[p.page - 1]!;
            if (style === 'fillable') {
              const v = page.fields.get(p.acroform_field!);
              expect(v, `${layout}/${seed} ${p.key}`).toBe(p.key.startsWith('entity_') || p.key.startsWith('freq_') ? 'Yes' : p.text);
              if (p.key === 'legal_name') expect(squash(page.text)).not.toContain(squash(p.text));
            } else {
              expect(squash(page.text), `${layout}/${seed}/${style} ${p.key}`).toContain(squash(p.text));
            }
            expect(p.box[2]).toBeGreaterThan(p.box[0]);
            expect(p.box[3]).toBeGreaterThan(p.box[1]);
          }
          for (const d of r.decoys) {
            if (style === 'fillable' && d.acroform_field) expect(pages[d.page - 1]!.fields.get(d.acroform_field)).toBe(d.text);
            else expect(squash(pages[d.page - 1]!.text)).toContain(squash(d.text));
          }
        }
        expect(truths[1]).toEqual(truths[0]);
        expect(truths[2]).toEqual(truths[0]);
      }
    });

    it(`${layout}: truth uses reference ids and the reading rules`, async () => {
      const owners = new Set<number>();
      for (const seed of SEEDS) {
        const r = await generateIndependent231(layout, seed, { style: 'typed' });
        const t = r.truth, m = makeMerchant(seed, layout, 3);
        expect(r.country).toBe('CA');
        expect(ENTITY_IDS.has(t.type_of_entity!)).toBe(true);
        expect(t.industry).toBe(industryOf(m.industryText));
        expect(PROVINCE_CODES.has(t.state_region!)).toBe(true);
        expect(t.country).toBe('Canada');
        expect(t.business_tax_id).toMatch(/^\d{9}((RC|RT|RP)\d{4})?$/);
        expect(t.business_tax_id_type).toBe('BN');
        expect(t.legal_name).toBeTruthy();
        if (t.trade_name) expect(['SAME', 'N/A', t.legal_name]).not.toContain(t.trade_name);
        if (t.business_start_date) expect(t.business_start_date).toMatch(/^\d{4}-\d\d-\d\d$/);
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        owners.add(t.applicants.length);
        let total = 0;
        for (const a of t.applicants) {
          expect(a.first_name).toBeTruthy();
          expect(a.first_name).not.toMatch(/\s[A-Z]\.$/);
          expect(a.last_name).toBeTruthy();
          expect(typeof a.ownership).toBe('number');
          total += a.ownership!;
          if (a.tax_id) { expect(a.tax_id).toMatch(/^\d{9}$/); expect(a.tax_id_type).toBe('SIN'); expect(a.tax_id_country).toBe('CA'); }
          else expect(a.tax_id_type).toBeNull();
          if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
        }
        expect(total).toBeLessThanOrEqual(100);
        // Decoys never carry an applicant's value as their text.
        const keys = r.decoys.map((d) => d.text);
        expect(keys).not.toContain(t.legal_name);
        if (t.business_tax_id) expect(keys.map(squash)).not.toContain(t.business_tax_id);
      }
      expect(owners.size).toBeGreaterThan(1);
    });

    it(`${layout}: deterministic per (layout, seed, style)`, async () => {
      for (const style of ['typed', 'handwritten', 'fillable'] as const) {
        const a = await generateIndependent231(layout, 11, { style });
        const b = await generateIndependent231(layout, 11, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(a.truth).toEqual(b.truth);
      }
    });
  }

  it('scans typed and handwritten forms and refuses to scan a fillable one', async () => {
    const layout = INDEPENDENT231_LAYOUT_NAMES[1]!;
    const plain = await generateIndependent231(layout, 2, { style: 'handwritten' });
    const scanned = await generateIndependent231(layout, 2, { style: 'handwritten', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    expect(scanned.pages).toBe(plain.pages);
    const pages = await pagesOf(scanned.pdf);
    expect(squash(pages[0]!.text)).not.toContain(squash(plain.truth.legal_name!));
    await expect(generateIndependent231(layout, 2, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120_000);
});
