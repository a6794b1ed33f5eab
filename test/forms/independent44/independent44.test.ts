// Set 44: the truth obeys applications.md's rules and every printed value is in the PDF (page text, or AcroForm fields).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { INDEPENDENT44_LAYOUT_NAMES, generate44Detailed, generateIndependent44 } from './index.ts';

const REF = [new URL('../../../../shared/reference/', import.meta.url), new URL('../../../../../shared/reference/', import.meta.url)]
  .find((u) => existsSync(new URL('industries.json', u)))!;
interface Ref { id: string; label: string; aliases?: string[] }
const industries = (JSON.parse(readFileSync(new URL('industries.json', REF), 'utf8')) as { items: Ref[] }).items;
const entities = (JSON.parse(readFileSync(new URL('entity-types.json', REF), 'utf8')) as { items: Ref[] }).items;
const states = (JSON.parse(readFileSync(new URL('states.json', REF), 'utf8')) as { items: { code: string }[] }).items.map((s) => s.code);

/** applications.md: the industry whose label or alias is the longest contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const it of industries) {
    for (const name of [it.label, ...(it.aliases ?? [])]) {
      const re = new RegExp(`(^|[^a-z0-9])${name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
      if (re.test(text.toLowerCase()) && (!best || name.length > best[1])) best = [it.id, name.length];
    }
  }
  return best?.[0] ?? null;
}

const norm = (s: string): string => s.replace(/\s+/g, '').toLowerCase();

describe('independent44', () => {
  for (const layout of INDEPENDENT44_LAYOUT_NAMES) {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      it(`${layout} ${style}`, async () => {
        for (const seed of [1, 2, 3]) {
          const g = await generate44Detailed(layout, seed, style);
          const a = g.truth;
          expect(a.legal_name, 'legal name').toBeTruthy();
          expect(a.trade_name === null || !/^(same|n\/a)$/i.test(a.trade_name)).toBe(true);
          expect(a.trade_name).not.toBe(a.legal_name);
          expect(entities.map((e) => e.id)).toContain(a.type_of_entity);
          expect(states).toContain(a.state_region);
          expect(a.country).toBe('United States');
          expect(a.business_tax_id ?? '').toMatch(/^\d{9}$/);
          expect(['EIN', 'SSN', 'ITIN']).toContain(a.business_tax_id_type);
          expect(a.requested_amount).toBeGreaterThan(0);
          if (a.business_start_date) expect(a.business_start_date).toMatch(/^\d{4}-\d\d-\d\d$/);
          const bizText = g.printed.find((p) => p.paths.includes('industry'))?.text;
          expect(bizText && industryOf(bizText), bizText).toBe(a.industry);
          expect(a.applicants.length).toBeGreaterThan(0);
          expect(a.applicants.length).toBeLessThanOrEqual(4);
          expect(a.applicants.reduce((s, x) => s + (x.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
          for (const p of a.applicants) {
            expect(p.first_name && p.last_name).toBeTruthy();
            if (p.tax_id === null) expect(p.tax_id_type).toBeNull();
            else expect(p.tax_id).toMatch(/^\d{9}$/);
          }
          const read = await pdfRead(g.pdf);
          const text = norm(read.text);
          for (const p of g.printed) {
            if (p.field?.startsWith('cb_')) expect(read.fields.has(p.field), `${layout} ${seed} ${p.field}`).toBe(true);
            else if (p.field) expect(read.fields.get(p.field), `${layout} ${seed} ${p.field}`).toBe(p.text);
            else expect(text, `${layout} ${seed} ${p.text}`).toContain(norm(p.text));
          }
          if (seed === 1) writeFileSync(`/tmp/i44_${INDEPENDENT44_LAYOUT_NAMES.indexOf(layout)}_${style}.pdf`, g.pdf);
        }
      });
    }
  }

  it('is deterministic and scans', async () => {
    const a = await generateIndependent44(INDEPENDENT44_LAYOUT_NAMES[0]!, 7, { style: 'typed', scan: false });
    const b = await generateIndependent44(INDEPENDENT44_LAYOUT_NAMES[0]!, 7, { style: 'typed', scan: false });
    expect(a.truth).toEqual(b.truth);
    const s = await generateIndependent44(INDEPENDENT44_LAYOUT_NAMES[3]!, 7, { style: 'handwritten', scan: true });
    expect(new TextDecoder('latin1').decode(s.pdf.slice(0, 5))).toBe('%PDF-');
  }, 30_000);
});
