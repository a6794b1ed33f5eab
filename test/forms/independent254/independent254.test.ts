import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ENTITY_TYPES, INDUSTRIES, PROVINCES, STATES } from './data.ts';
import { generateIndependent254, INDEPENDENT254_LAYOUT_NAMES } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 7, 11];
const squash = (s: string): string => s.replace(/\s+/g, '');

async function read(pdf: Uint8Array): Promise<{ pages: string[]; fields: Map<string, string> }> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const tc = await (await doc.getPage(i)).getTextContent();
    pages.push(tc.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  const fields = new Map<string, string>();
  const objs: unknown = await doc.getFieldObjects();
  const entries = objs instanceof Map ? [...(objs as Map<string, unknown>).entries()] : Object.entries((objs ?? {}) as Record<string, unknown>);
  for (const [name, arr] of entries) {
    const v = (arr as { value?: unknown }[])[0]?.value;
    fields.set(name, String(v ?? ''));
  }
  await task.destroy();
  return { pages, fields };
}

describe('independent generator 254 (one-person businesses)', () => {
  it('has 4 layouts', () => expect(INDEPENDENT254_LAYOUT_NAMES).toHaveLength(4));

  for (const layout of INDEPENDENT254_LAYOUT_NAMES) {
    it(`${layout}: placed values are where the style puts them, truth uses reference ids`, async () => {
      for (const seed of SEEDS) {
        for (const style of STYLES) {
          const g = await generateIndependent254(layout, seed, { style, scan: false });
          const { pages, fields } = await read(g.pdf);
          expect(pages.length).toBe(g.pages);
          for (const p of g.placed) {
            if (style === 'fillable') {
              expect(p.acroform, p.key).toBeTruthy();
              expect(fields.get(p.acroform!), `${layout}/${seed} ${p.key}`).toBe(p.kind === 'check' ? 'Yes' : p.text);
              if (p.kind === 'text' && p.text.length > 6) expect(squash(pages.join(' ')), `${p.key} leaked to page text`).not.toContain(squash(p.text));
            } else if (p.kind === 'text') {
              expect(squash(pages[p.page - 1]!), `${layout}/${seed}/${style} ${p.key}`).toContain(squash(p.text));
            } else expect(squash(pages[p.page - 1]!)).toContain(squash(p.text));
          }
          const t = g.truth;
          expect(t.legal_name).toBeTruthy();
          expect(INDUSTRIES.some((i) => i.id === t.industry), String(t.industry)).toBe(true);
          expect(ENTITY_TYPES.some((e) => e.id === t.type_of_entity)).toBe(true);
          const region = g.country === 'US' ? STATES : PROVINCES;
          expect(region.some((s) => s.code === t.state_region && s.country === g.country)).toBe(true);
          expect(t.country).toBe(g.country === 'US' ? 'United States' : 'Canada');
          expect(t.applicants.length).toBeGreaterThanOrEqual(1);
          expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBe(100);
          if (t.type_of_entity === 'sole_proprietorship') expect(t.applicants).toHaveLength(1);
          for (const a of t.applicants) {
            expect(a.first_name && a.last_name).toBeTruthy();
            if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
            else expect(a.tax_id_type).toBeNull();
          }
          if (t.business_tax_id) expect(t.business_tax_id).toMatch(/^\d{9}([A-Z]{2}\d{4})?$/);
          else expect([t.business_tax_id_type, t.business_tax_id_country]).toEqual([null, null]);
          if (t.trade_name) expect(['SAME', 'N/A', t.legal_name]).not.toContain(t.trade_name);
          for (const d of g.decoys) expect([t.legal_name, t.trade_name, t.business_tax_id]).not.toContain(d.text);
        }
      }
    });
  }

  it('is deterministic per (layout, seed, style)', async () => {
    for (const layout of INDEPENDENT254_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const [a, b] = await Promise.all([1, 2].map(() => generateIndependent254(layout, 5, { style, scan: false })));
        expect(Buffer.from(a!.pdf).equals(Buffer.from(b!.pdf))).toBe(true);
        expect(a!.truth).toEqual(b!.truth);
      }
    }
  });

  it('varies across seeds: owners, masked tax IDs, blank DBA', async () => {
    const seen = { multi: false, maskedOwner: false, noBizTax: false, soleProp: false, llc: false };
    for (let seed = 1; seed <= 40; seed++) {
      for (const layout of INDEPENDENT254_LAYOUT_NAMES) {
        const { truth: t } = await generateIndependent254(layout, seed, { style: 'typed', scan: false });
        if (t.applicants.length > 1) seen.multi = true;
        if (t.applicants.some((a) => !a.tax_id)) seen.maskedOwner = true;
        if (!t.business_tax_id) seen.noBizTax = true;
        if (t.type_of_entity === 'sole_proprietorship') seen.soleProp = true;
        if (t.type_of_entity === 'llc') seen.llc = true;
      }
    }
    expect(seen).toEqual({ multi: true, maskedOwner: true, noBizTax: true, soleProp: true, llc: true });
  });

  it('fillable + scan throws; a scan is an image PDF with the same truth', async () => {
    await expect(generateIndependent254('curbside', 1, { style: 'fillable', scan: true })).rejects.toThrow();
    const plain = await generateIndependent254('northern', 4, { style: 'handwritten', scan: false });
    const scanned = await generateIndependent254('northern', 4, { style: 'handwritten', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    expect(scanned.scan?.skews.length).toBe(scanned.pages);
    const { pages } = await read(scanned.pdf);
    expect(pages.join('')).not.toContain(plain.truth.legal_name!);
  }, 60_000);
});
