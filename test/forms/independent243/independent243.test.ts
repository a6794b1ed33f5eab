// Set 243: every placed value is on its page (typed / handwritten text) or in its AcroForm field (fillable, and then
// not in the page text); the truth uses reference ids; the output is deterministic.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { generateIndependent243, INDEPENDENT243_LAYOUT_NAMES } from './index.ts';

type Item = { id: string; label: string; aliases?: string[]; countries?: string[]; code?: string; country?: string };
const ref = (f: string): Item[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: Item[] }).items;
const ENTITIES = ref('entity-types.json');
const INDUSTRIES = ref('industries.json');
const REGIONS = [...ref('states.json'), ...ref('provinces.json')];

const norm = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim();
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** applications.md's industry rule: the longest label or alias contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...(it.aliases ?? [])]) {
      if (new RegExp(`(^|[^a-z0-9])${esc(a.toLowerCase())}($|[^a-z0-9])`).test(text.toLowerCase()) && (!best || a.length > best[1])) best = [it.id, a.length];
    }
  }
  return best?.[0] ?? null;
}

async function read(pdf: Uint8Array): Promise<{ pages: string[]; fields: Map<string, string> }> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const pages: string[] = [];
  const fields = new Map<string, string>();
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    pages.push(norm(tc.items.map((t) => ('str' in t ? t.str : '')).join(' ')));
    for (const a of await page.getAnnotations()) if (a.fieldName) fields.set(a.fieldName, String(a.fieldValue ?? ''));
  }
  await task.destroy();
  return { pages, fields };
}

const SEEDS = [1, 2, 3, 4];

describe('independent set 243', () => {
  for (const layout of INDEPENDENT243_LAYOUT_NAMES) {
    it(`${layout}: placed values are printed (typed, handwritten) or in fields (fillable)`, async () => {
      for (const seed of SEEDS) {
        for (const style of ['typed', 'handwritten', 'fillable'] as const) {
          const g = await generateIndependent243(layout, seed, { style, scan: false });
          const { pages, fields } = await read(g.pdf);
          expect(pages.length).toBe(g.pages);
          expect(g.pages).toBeGreaterThanOrEqual(2);
          for (const p of g.placed) {
            if (!p.text) continue;
            if (style === 'fillable') {
              expect(p.via).toBe('acroform');
              const v = fields.get(p.acroform_field!);
              if (v === 'Yes') continue; // a checked box (its label is the printed text)
              expect(v, `${layout}/${seed} ${p.key}`).toBe(p.text);
            } else {
              expect(pages[p.page - 1], `${layout}/${seed}/${style} ${p.key}`).toContain(norm(p.text));
            }
          }
          if (style === 'fillable') {
            const legal = norm(g.truth.legal_name!);
            expect(pages.join(' ')).not.toContain(legal);
          }
        }
      }
    });

    it(`${layout}: the truth uses reference ids and matches the printed values`, async () => {
      for (const seed of SEEDS) {
        const g = await generateIndependent243(layout, seed, { style: 'typed', scan: false });
        const t = g.truth;
        expect(t.legal_name).toBeTruthy();
        expect(t.country).toBe(g.country === 'US' ? 'United States' : 'Canada');
        expect(t.business_tax_id_country).toBe(g.country);
        const region = REGIONS.find((r) => r.code === t.state_region && r.country === g.country);
        expect(region, `${t.state_region}`).toBeTruthy();
        const ent = ENTITIES.find((e) => e.id === t.type_of_entity);
        expect(ent?.countries).toContain(g.country);
        const ind = g.placed.find((p) => 'application.industry' in p.fields)!;
        expect(industryOf(ind.text)).toBe(t.industry);
        if (t.business_tax_id_type === 'BN') expect(t.business_tax_id).toMatch(/^\d{9}RC\d{4}$/);
        else expect(t.business_tax_id).toMatch(/^\d{9}$/);
        if (t.business_tax_id_type === 'ITIN') expect(t.business_tax_id!.startsWith('9')).toBe(true);
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        expect(t.applicants.reduce((a, x) => a + (x.ownership ?? 0), 0)).toBe(100);
        for (const a of t.applicants) {
          expect(a.first_name && a.last_name && a.role).toBeTruthy();
          expect(a.first_name).not.toMatch(/\s[A-Z]\.$/);
          if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
          else expect(a.tax_id_type).toBeNull();
          if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
        }
        if (t.trade_name) expect(['SAME', 'N/A', t.legal_name]).not.toContain(t.trade_name);
        for (const d of g.decoys) expect([t.legal_name, t.trade_name]).not.toContain(d.text);
        if (t.type_of_entity === 'sole_proprietorship') expect(t.applicants.length).toBe(1);
      }
    });
  }

  it('is deterministic and scans', async () => {
    for (const layout of INDEPENDENT243_LAYOUT_NAMES) {
      for (const style of ['typed', 'handwritten', 'fillable'] as const) {
        const a = await generateIndependent243(layout, 7, { style, scan: false });
        const b = await generateIndependent243(layout, 7, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(a.truth).toEqual(b.truth);
      }
    }
    const s1 = await generateIndependent243('maple_north_credit', 5, { style: 'handwritten', scan: true });
    const s2 = await generateIndependent243('maple_north_credit', 5, { style: 'handwritten', scan: true });
    expect(Buffer.from(s1.pdf).equals(Buffer.from(s2.pdf))).toBe(true);
    const ph = await generateIndependent243('ledgerline_mca', 5, { style: 'typed', scan: 'phone' });
    expect((await read(ph.pdf)).pages.length).toBe(ph.pages);
    await expect(generateIndependent243('keystone_universal', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120_000);
});
