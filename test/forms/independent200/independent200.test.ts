// Checks the set against the page (every recorded value is really printed, or really in its AcroForm field), against
// applications.md's rules recomputed here from the reference data, and for determinism across runs and styles.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent200, INDEPENDENT200_LAYOUT_NAMES } from './index.ts';

const ref = (f: string) => JSON.parse(readFileSync(new URL(`../../../../shared/reference/${f}`, import.meta.url), 'utf8')) as
  { items: { id?: string; code?: string; label?: string; countries?: string[]; aliases?: string[] }[] };
const INDUSTRIES = ref('industries.json').items;
const ENTITIES = ref('entity-types.json').items;
const STATES = ref('states.json').items;
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
const squash = (s: string) => s.replace(/\s+/g, '');

/** applications.md: the id whose label or alias is the longest one contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label!, ...(it.aliases ?? [])]) {
      const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
      if (re.test(text.toLowerCase()) && (!best || a.length > best[1])) best = [it.id!, a.length];
    }
  }
  return best?.[0] ?? null;
}
/** applications.md: id, label or alias equal to the printed text, case and punctuation ignored, US entities. */
function entityOf(text: string): string[] {
  return ENTITIES.filter((e) => e.countries!.includes('US') && [e.id!, e.label!, ...(e.aliases ?? [])].some((a) => norm(a) === norm(text))).map((e) => e.id!);
}

async function pdfPages(pdf: Uint8Array) {
  const doc = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise;
  const pages: { text: string; fields: Map<string, string> }[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const p = await doc.getPage(n);
    const tc = await p.getTextContent();
    const fields = new Map<string, string>();
    for (const a of await p.getAnnotations()) if (a.fieldName) fields.set(a.fieldName as string, String(a.fieldValue ?? ''));
    pages.push({ text: squash(tc.items.map((i) => ('str' in i ? i.str : '')).join('')), fields });
  }
  return pages;
}

const SEEDS = [1, 2, 3, 4, 5, 6];

describe('independent200 forms', () => {
  for (const layout of INDEPENDENT200_LAYOUT_NAMES) {
    it(`${layout}: every value is printed where the truth says, in each style`, async () => {
      for (const seed of SEEDS.slice(0, 3)) {
        for (const style of ['typed', 'handwritten', 'fillable'] as const) {
          const g = await generateIndependent200(layout, seed, { style });
          const pages = await pdfPages(g.pdf);
          expect(pages.length).toBe(g.pages);
          for (const p of [...g.placed, ...g.decoys]) {
            const page = pages[p.page - 1]!;
            if (p.via === 'acroform') expect(page.fields.get(p.acroform_field!), p.key).toBe(p.text);
            else if (p.via === 'acroform_checkbox') expect(page.fields.get(p.acroform_field!), p.key).toBe('Yes');
            else expect(page.text, `${style} ${p.key}`).toContain(squash(p.text));
            if (style === 'fillable') expect(p.via.startsWith('acroform') || p.via === 'mark', p.key).toBe(true);
          }
          // A fillable form keeps its values out of the page's text.
          if (style === 'fillable') expect(pages[0]!.text).not.toContain(squash(g.truth.legal_name!));
        }
      }
    });

    it(`${layout}: the truth follows applications.md against the reference data`, async () => {
      for (const seed of SEEDS) {
        const g = await generateIndependent200(layout, seed, { style: 'typed' });
        const t = g.truth;
        const printed = (key: string) => g.placed.find((p) => p.key === key)?.text;
        expect(t.legal_name).toBeTruthy();
        expect(t.industry).toBe(industryOf(printed('industry')!));
        expect(entityOf(printed('type_of_entity')!)).toEqual([t.type_of_entity]);
        expect(STATES.find((s) => s.code === t.state_region)).toBeTruthy();
        expect(t.country).toBe('United States');
        if (t.trade_name !== null) expect(['SAME', 'N/A', t.legal_name]).not.toContain(t.trade_name);
        const tax = printed('business_tax_id')!;
        expect(t.business_tax_id).toBe(tax.replace(/\D/g, ''));
        const kind = /^\d{2}-\d{7}$/.test(tax) ? 'EIN' : /^9\d{2}-\d{2}-\d{4}$/.test(tax) ? 'ITIN' : /^\d{3}-\d{2}-\d{4}$/.test(tax) ? 'SSN' : 'EIN';
        expect(t.business_tax_id_type).toBe(kind);
        if (t.type_of_entity === 'sole_proprietorship') expect(t.legal_name).toBe(`${t.applicants[0]!.first_name} ${t.applicants[0]!.last_name}`);
        if (t.business_start_date) expect(t.business_start_date < '2025-01-01').toBe(true);
        expect(t.requested_amount).toBeGreaterThan(0);
        expect(t.applicants.length).toBeGreaterThan(0);
        expect(t.applicants.reduce((a, x) => a + (x.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        for (const a of t.applicants) {
          expect(a.first_name && a.last_name && a.role).toBeTruthy();
          if (a.credit_score !== null) expect(a.credit_score >= 300 && a.credit_score <= 850).toBe(true);
          if (a.tax_id !== null) expect(a.tax_id).toMatch(/^\d{9}$/);
          expect(a.tax_id_type === null || (a.tax_id_type === 'ITIN') === a.tax_id!.startsWith('9')).toBe(true);
        }
        // No decoy gives a truth value.
        for (const d of g.decoys) expect([t.legal_name, t.trade_name, t.business_tax_id], d.key).not.toContain(d.text);
      }
    });

    it(`${layout}: deterministic, and one truth for the three styles`, async () => {
      const a = await generateIndependent200(layout, 7, { style: 'typed' });
      const b = await generateIndependent200(layout, 7, { style: 'typed' });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      const h = await generateIndependent200(layout, 7, { style: 'handwritten' });
      const f = await generateIndependent200(layout, 7, { style: 'fillable' });
      expect(h.truth).toEqual(a.truth);
      expect(f.truth).toEqual(a.truth);
      expect(f.decoys.map((d) => d.text)).toEqual(a.decoys.map((d) => d.text));
    });
  }

  it('scans a printed form and refuses to scan a fillable one', async () => {
    const s = await generateIndependent200('gridiron_signed', 2, { style: 'handwritten', scan: true });
    expect(Buffer.from(s.pdf.slice(0, 5)).toString()).toBe('%PDF-');
    expect((await pdfPages(s.pdf)).length).toBe(2);
    await expect(generateIndependent200('peakline_salesforce', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 60_000);
});
