// Set 262: every placed value is really in the PDF (page text, or the AcroForm widget's value for fillable forms),
// fillable forms carry no applicant value as page text, the truth uses reference ids, and generation is deterministic.
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { generateIndependent262, INDEPENDENT262_LAYOUT_NAMES, type Placed } from './index.ts';

const REF = '/work/shared/reference';
const ids = (file: string, key = 'id'): Set<string> =>
  new Set((JSON.parse(readFileSync(`${REF}/${file}`, 'utf8')) as { items: Record<string, string>[] }).items.map((i) => i[key]!));
const ENTITY = ids('entity-types.json');
const INDUSTRY = ids('industries.json');
const PROVINCE = ids('provinces.json', 'code');
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 7, 19];

interface PageContent { text: string; items: string[]; widgets: Map<string, string> }
const squash = (s: string): string => s.replace(/\s+/g, '');

async function readPdf(pdf: Uint8Array): Promise<PageContent[]> {
  const doc = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise;
  const pages: PageContent[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const items = content.items.map((i) => ('str' in i ? i.str : '')).filter((s) => s.trim());
    const widgets = new Map<string, string>();
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown }[]) {
      if (a.fieldName) widgets.set(a.fieldName, String(a.fieldValue ?? ''));
    }
    pages.push({ text: squash(items.join('')), items, widgets });
  }
  await doc.cleanup();
  return pages;
}

function expectPrinted(p: Placed, pages: PageContent[]): void {
  const page = pages[p.page - 1]!;
  if (p.via === 'widget') expect(page.widgets.get(p.acroform_field!), p.key).toBe(p.text);
  else if (p.via === 'checkbox') {
    expect(page.widgets.get(p.acroform_field!), p.key).toBe('Yes');
    expect(page.text).toContain(squash(p.text));
  } else expect(page.text, `${p.key}: ${p.text}`).toContain(squash(p.text));
}

describe('independent262', () => {
  it('has four layouts', () => expect(INDEPENDENT262_LAYOUT_NAMES).toHaveLength(4));

  for (const layout of INDEPENDENT262_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: placed values are in the PDF, truth uses reference ids`, async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent262(layout, seed, { style, scan: false });
          const pages = await readPdf(g.pdf);
          expect(pages).toHaveLength(g.pages);
          for (const p of [...g.locations, ...g.decoys]) expectPrinted(p, pages);
          const t = g.truth;
          expect(t.legal_name).toBeTruthy();
          expect(ENTITY.has(t.type_of_entity!), String(t.type_of_entity)).toBe(true);
          expect(INDUSTRY.has(t.industry!), String(t.industry)).toBe(true);
          expect(PROVINCE.has(t.state_region!)).toBe(true);
          expect(t.country).toBe('Canada');
          if (t.business_tax_id !== null) expect(t.business_tax_id).toMatch(/^\d{9}(R[CTP]\d{4})?$/);
          if (t.business_tax_id_type !== null) expect(['BN', 'SIN']).toContain(t.business_tax_id_type);
          expect(t.applicants.length).toBeGreaterThanOrEqual(1);
          for (const a of t.applicants) {
            expect(a.first_name && a.last_name).toBeTruthy();
            expect(a.last_name).not.toMatch(/,|\b(CPA|MD|Jr)\b/);
            if (a.tax_id !== null) { expect(a.tax_id).toMatch(/^\d{9}$/); expect(a.tax_id_type).toBe('SIN'); }
            if (a.date_of_birth !== null) expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          }
          const total = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
          expect(total).toBeLessThanOrEqual(100);
          const truthStrings = new Set([t.legal_name, t.trade_name, t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter(Boolean));
          for (const d of g.decoys) expect(truthStrings.has(squash(d.text))).toBe(false);
          if (style === 'fillable') {
            // No applicant value is page text: every text item is (part of) a printed label.
            g.labels.forEach((labels, i) => {
              const all = labels.map(squash).join('|');
              for (const item of pages[i]!.items) expect(all, item).toContain(squash(item));
            });
          }
        }
      });
    }
  }

  it('is deterministic', async () => {
    for (const layout of INDEPENDENT262_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent262(layout, 5, { style, scan: false });
        const b = await generateIndependent262(layout, 5, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(a.truth).toEqual(b.truth);
        expect(a.locations).toEqual(b.locations);
      }
    }
  });

  it('varies across seeds: owners, masked and blank ids, payment terms, trade names', async () => {
    const seen = { owners: new Set<number>(), maskedSin: false, blankBn: false, terms: false, noTerms: false, dbaNull: false, dba: false };
    for (const layout of INDEPENDENT262_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 12; seed++) {
        const t = (await generateIndependent262(layout, seed, { style: 'typed', scan: false })).truth;
        seen.owners.add(t.applicants.length);
        if (t.applicants.some((a) => a.tax_id === null && a.tax_id_type === 'SIN')) seen.maskedSin = true;
        if (t.business_tax_id_type === null) seen.blankBn = true;
        if (t.payment_frequency) seen.terms = true; else seen.noTerms = true;
        if (t.trade_name) seen.dba = true; else seen.dbaNull = true;
      }
    }
    expect(seen.owners.size).toBeGreaterThanOrEqual(3);
    expect(Object.values(seen).every(Boolean)).toBe(true);
  });

  it('refuses to scan a fillable form, and scans a flattened one to images only', async () => {
    await expect(generateIndependent262(INDEPENDENT262_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
    const g = await generateIndependent262(INDEPENDENT262_LAYOUT_NAMES[0]!, 1, { style: 'handwritten', scan: true });
    const pages = await readPdf(g.pdf);
    expect(pages).toHaveLength(g.pages);
    expect(pages.every((p) => p.text === '')).toBe(true);
    expect(g.truth.legal_name).toBeTruthy();
  }, 120_000);
});
