// Set 241: every placed value is on its page (text layer) or in its AcroForm field, the truth uses reference ids,
// output is deterministic for (layout, seed, style).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { generateIndependent241, INDEPENDENT241_LAYOUT_NAMES, type Generated241 } from './index.ts';
import { INDUSTRIES } from './data.ts';

const items = (f: string): { id?: string; code?: string; label?: string; name?: string; aliases?: string[] }[] =>
  JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')).items;
const ENTITY_IDS = new Set(items('entity-types.json').map((x) => x.id));
const INDUSTRY = items('industries.json');
const STATE_CODES = new Set(items('states.json').map((x) => x.code));
const SEEDS = [1, 2, 3, 4];
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const FONTS = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');
const norm = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: string | null = null;
  let len = 0;
  for (const it of INDUSTRY) {
    for (const t of [it.label!, ...(it.aliases ?? [])]) {
      const re = new RegExp(`(^|[^a-z0-9])${t.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
      if (re.test(text.toLowerCase()) && t.length > len) { best = it.id!; len = t.length; }
    }
  }
  return best;
}

async function read(pdf: Uint8Array): Promise<{ texts: string[]; fields: Map<string, string> }> {
  const doc = await getDocument({ data: pdf.slice(), useSystemFonts: false, standardFontDataUrl: FONTS, verbosity: 0 }).promise;
  const texts: string[] = [];
  const fields = new Map<string, string>();
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    texts.push(norm(tc.items.map((x) => ('str' in x ? x.str : '')).join(' ')));
    for (const a of await page.getAnnotations()) if (a.fieldName) fields.set(a.fieldName, String(a.fieldValue ?? ''));
  }
  await doc.cleanup();
  return { texts, fields };
}

function checkTruth(g: Generated241): void {
  const t = g.truth;
  expect(t.legal_name).toBeTruthy();
  expect(ENTITY_IDS.has(t.type_of_entity!)).toBe(true);
  expect(t.industry).not.toBeNull();
  const ind = g.placed.find((p) => p.key === 'industry')!;
  expect(industryOf(ind.text)).toBe(t.industry);
  expect(STATE_CODES.has(t.state_region!)).toBe(true);
  expect(t.country).toBe('United States');
  expect(t.requested_amount).toBeGreaterThan(0);
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  const total = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
  expect(total).toBeLessThanOrEqual(100);
  for (const a of t.applicants) {
    expect(a.first_name).toBeTruthy();
    expect(a.last_name).toBeTruthy();
    if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
    if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
  }
  if (t.business_tax_id) expect(t.business_tax_id).toMatch(/^\d{9}$/);
  if (t.business_start_date) expect(t.business_start_date).toMatch(/^\d{4}-\d\d-\d\d$/);
  if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
  // no decoy carries a truth path, and every truth path comes from a placed value
  for (const dcy of g.decoys) expect(g.placed.find((p) => p.key === dcy.key && p.page === dcy.page)?.fields).toEqual({});
}

describe('independent241 forms', () => {
  it('lists four layouts', () => expect(INDEPENDENT241_LAYOUT_NAMES).toHaveLength(4));

  it('the printed business descriptions read as their industry ids', () => {
    for (const [text, id] of INDUSTRIES) expect(industryOf(text), text).toBe(id);
  });

  for (const layout of INDEPENDENT241_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}: placed values are on the pages or in the fields`, async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent241(layout, seed, { style, scan: false });
          checkTruth(g);
          const { texts, fields } = await read(g.pdf);
          expect(texts.length).toBe(g.pages);
          for (const p of g.placed) {
            if (style === 'fillable') {
              const isBox = /^(entity_(?!type$|other_text$)|frequency_|own$|rent$|ctx\.credit_range)/.test(p.key);
              expect(fields.get(p.acroform_field!), `${p.key} seed ${seed}`).toBe(isBox ? p.acroform_value ?? 'Yes' : p.text);
            } else {
              // pdf.js may split a turned handwritten run into pieces: compare without whitespace
              expect(texts[p.page - 1]!.replace(/\s/g, ''), `${p.key} seed ${seed}`).toContain(p.text.replace(/\s/g, ''));
            }
          }
          if (style === 'fillable') {
            expect(Buffer.from(g.pdf).toString('latin1')).toContain('/NeedAppearances false');
            const legal = g.placed.find((p) => p.key === 'legal_name')!;
            expect(texts[legal.page - 1]).not.toContain(legal.text);
          }
        }
      });
    }
  }

  it('is deterministic and the truth does not depend on the style', async () => {
    for (const layout of INDEPENDENT241_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent241(layout, 7, { style, scan: false });
        const b = await generateIndependent241(layout, 7, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        const typed = await generateIndependent241(layout, 7, { style: 'typed', scan: false });
        expect(a.truth).toEqual(typed.truth);
      }
    }
  });

  it('varies owners, masking and optional values across seeds', async () => {
    const counts = new Set<number>();
    let masked = 0;
    let noDba = 0;
    for (let seed = 1; seed <= 24; seed++) {
      const g = await generateIndependent241(INDEPENDENT241_LAYOUT_NAMES[seed % 4]!, seed, { style: 'typed', scan: false });
      counts.add(g.truth.applicants.length);
      masked += g.truth.applicants.filter((a) => a.tax_id === null).length;
      if (g.truth.trade_name === null) noDba++;
    }
    expect(counts.size).toBeGreaterThanOrEqual(3);
    expect(masked).toBeGreaterThan(0);
    expect(noDba).toBeGreaterThan(0);
  });

  it('refuses to scan a fillable form and scans a typed one', async () => {
    await expect(generateIndependent241('ridgeline', 1, { style: 'fillable', scan: true })).rejects.toThrow();
    const g = await generateIndependent241('ridgeline', 1, { style: 'typed', scan: true });
    const { texts } = await read(g.pdf);
    expect(texts.length).toBe(1);
    expect(texts[0]).not.toContain(g.truth.legal_name!);
  }, 30_000);
});
