import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent246, INDEPENDENT246_LAYOUT_NAMES } from './index.ts';

const REF = process.env.MCA_REFERENCE_DIR ?? '/work/shared/reference';
const items = (f: string): any[] => JSON.parse(readFileSync(join(REF, f), 'utf8')).items;
const ENTITIES = items('entity-types.json') as { id: string; countries: string[] }[];
const INDUSTRIES = items('industries.json') as { id: string; label: string; aliases: string[] }[];
const STATES = new Set((items('states.json') as { code: string }[]).map((s) => s.code));
const PROVINCES = new Set((items('provinces.json') as { code: string }[]).map((s) => s.code));
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4];

/** applications.md's industry rule: the longest label or alias contained in the printed text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const it of INDUSTRIES) for (const a of [it.label, ...it.aliases]) {
    const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
    if (re.test(text.toLowerCase()) && (!best || a.length > best[1])) best = [it.id, a.length];
  }
  return best?.[0] ?? null;
}

async function read(pdf: Uint8Array): Promise<{ text: string[]; fields: Map<string, string> }> {
  const task = getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  const text: string[] = [], fields = new Map<string, string>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text.push(tc.items.map((i: any) => i.str ?? '').join(''));
    for (const a of await page.getAnnotations()) if (a.fieldName) fields.set(a.fieldName, String(a.fieldValue ?? ''));
  }
  await task.destroy();
  return { text, fields };
}
const squash = (s: string): string => s.replace(/\s+/g, '');

describe('independent246 e-signature application forms', () => {
  it('has four layouts and rejects a scanned fillable form', async () => {
    expect(INDEPENDENT246_LAYOUT_NAMES).toHaveLength(4);
    await expect(generateIndependent246(INDEPENDENT246_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  for (const layout of INDEPENDENT246_LAYOUT_NAMES) for (const style of STYLES) {
    it(`${layout} / ${style}: placed values are readable and the truth uses reference ids`, async () => {
      for (const seed of SEEDS) {
        const g = await generateIndependent246(layout, seed, { style, scan: false });
        const { text, fields } = await read(g.pdf);
        expect(text.length).toBe(g.pages);
        const t = g.truth;
        for (const loc of g.locations) {
          if (style === 'fillable') {
            expect(fields.has(loc.acroform_field!), loc.key).toBe(true);
            const v = fields.get(loc.acroform_field!);
            if (loc.via === 'acroform' && loc.box[2] - loc.box[0] > 12) expect(v, loc.key).toBe(loc.text);
            else expect(v, loc.key).toBe('Yes');
          } else if (loc.via !== 'mark') {
            expect(squash(text[loc.page - 1]!), `${layout}:${seed} ${loc.key}`).toContain(squash(loc.text));
          }
        }
        if (style === 'fillable') {
          const page = text.join(' ');
          for (const v of [t.type_of_entity === 'sole_proprietorship' ? null : t.legal_name, t.business_tax_id, ...g.locations.filter((l) => l.key === 'amount').map((l) => l.text)]) if (v) expect(page).not.toContain(v);
        }
        expect(t.legal_name).toBeTruthy();
        expect(t.country === 'United States' ? STATES.has(t.state_region!) : PROVINCES.has(t.state_region!)).toBe(true);
        const ent = ENTITIES.find((e) => e.id === t.type_of_entity);
        expect(ent, String(t.type_of_entity)).toBeTruthy();
        expect(ent!.countries).toContain(t.country === 'Canada' ? 'CA' : 'US');
        const ind = g.locations.find((l) => l.key === 'industry');
        expect(t.industry).toBe(industryOf(ind!.text));
        if (t.business_tax_id) expect(['EIN', 'SSN', 'ITIN', 'BN']).toContain(t.business_tax_id_type);
        if (t.trade_name) expect(['SAME', 'N/A', t.legal_name]).not.toContain(t.trade_name);
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        if (t.type_of_entity === 'sole_proprietorship') expect(t.applicants.map((a) => a.ownership)).toEqual([100]);
        for (const a of t.applicants) {
          expect(a.first_name && a.last_name).toBeTruthy();
          expect(a.first_name).not.toMatch(/ [A-Z]\.$/);
          if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/); else expect([a.tax_id_type, a.tax_id_country]).toEqual([null, null]);
          if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
        }
        if (t.business_start_date) expect(t.business_start_date < '2025-01-01').toBe(true);
        expect(g.decoys.some((d) => d.key.startsWith('esign.'))).toBe(true);
        expect(g.decoys.some((d) => d.key === 'routing')).toBe(true);
      }
    });
  }

  it('is deterministic per (layout, seed, style)', async () => {
    for (const layout of INDEPENDENT246_LAYOUT_NAMES) {
      const a = await generateIndependent246(layout, 7, { style: 'handwritten', scan: false });
      const b = await generateIndependent246(layout, 7, { style: 'handwritten', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
  });

  it('scans one form into an image-only PDF with the same truth', async () => {
    const plain = await generateIndependent246('harborview_adobe', 2, { style: 'typed', scan: false });
    const s = await generateIndependent246('harborview_adobe', 2, { style: 'typed', scan: true });
    expect(s.truth).toEqual(plain.truth);
    const { text } = await read(s.pdf);
    expect(text).toHaveLength(3);
    expect(text.join('').trim()).toBe('');
  });
});
