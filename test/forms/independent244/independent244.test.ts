// Set 244: the values each layout places are on the pages (or in the AcroForm fields), the truth uses reference ids
// and follows from the placed values only, and output is deterministic per (layout, seed, style).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES, INDUSTRIES, PROVINCES, STATES } from './data.ts';
import { INDEPENDENT244_LAYOUT_NAMES, generateIndependent244, truthFrom } from './index.ts';

const SEEDS = [1, 2, 3, 4, 5];
const squash = (s: string): string => s.replace(/\s+/g, '');

interface Field { fieldName?: string; fieldValue?: unknown; checkBox?: boolean; exportValue?: string; hasAppearance?: boolean }
async function read(pdf: Uint8Array): Promise<{ texts: string[]; fields: Record<string, Field> }> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const texts: string[] = [];
  const fields: Record<string, Field> = {};
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    texts.push(squash(tc.items.map((i) => ('str' in i ? i.str : '')).join('')));
    for (const a of (await page.getAnnotations()) as Field[]) if (a.fieldName) fields[a.fieldName] = a;
  }
  await task.destroy();
  return { texts, fields };
}

describe('independent244', () => {
  it('has four layouts', () => expect(INDEPENDENT244_LAYOUT_NAMES).toHaveLength(4));

  for (const layout of INDEPENDENT244_LAYOUT_NAMES) {
    it(`${layout}: typed and handwritten values are page text; truth uses reference ids`, async () => {
      for (const seed of SEEDS) {
        for (const style of ['typed', 'handwritten'] as const) {
          const g = await generateIndependent244(layout, seed, { style, scan: false });
          const { texts } = await read(g.pdf);
          expect(texts).toHaveLength(g.pages);
          for (const p of [...g.placed, ...g.decoys]) expect(texts[p.page - 1], `${layout}/${seed}/${style} ${p.key}`).toContain(squash(p.text));
          expect(g.truth).toEqual(truthFrom(g.placed));
          const t = g.truth;
          expect(t.legal_name).toBeTruthy();
          expect(INDUSTRIES.map((i) => i.id)).toContain(t.industry);
          const ent = ENTITY_TYPES.find((e) => e.id === t.type_of_entity);
          expect(ent?.countries).toContain(g.country);
          const regions = (g.country === 'US' ? STATES : PROVINCES).map((s) => s.code);
          expect(regions).toContain(t.state_region);
          expect(t.country).toBe(g.country === 'US' ? 'United States' : 'Canada');
          expect(t.business_tax_id).toMatch(g.country === 'US' ? /^\d{9}$/ : /^\d{9}RC\d{4}$/);
          expect(t.business_tax_id_country).toBe(g.country);
          expect(t.applicants.length).toBeGreaterThanOrEqual(1);
          expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
          for (const a of t.applicants) {
            expect(a.first_name && a.last_name && a.role).toBeTruthy();
            if (a.tax_id) expect([a.tax_id_type, a.tax_id_country]).toEqual(g.country === 'US' ? [expect.stringMatching(/^(SSN|ITIN)$/), 'US'] : ['SIN', 'CA']);
            else expect(a.tax_id_type).toBeNull();
          }
          if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
        }
      }
    }, 60_000);

    it(`${layout}: fillable values live in AcroForm fields with appearances, not in page text`, async () => {
      for (const seed of SEEDS.slice(0, 3)) {
        const g = await generateIndependent244(layout, seed, { style: 'fillable', scan: false });
        expect(Buffer.from(g.pdf).toString('latin1')).toContain('/NeedAppearances false');
        const { texts, fields } = await read(g.pdf);
        for (const p of [...g.placed, ...g.decoys]) {
          const name = p.acroform_field;
          expect(name, p.key).toBeTruthy();
          const f = fields[name!];
          expect(f, `${layout}/${seed} ${name}`).toBeTruthy();
          expect(f!.hasAppearance).toBe(true);
          if (f!.checkBox) expect([f!.fieldValue, f!.exportValue]).toEqual(['Yes', 'Yes']);
          else expect(f!.fieldValue).toBe(p.text);
        }
        expect(texts.join('')).not.toContain(squash(g.truth.legal_name!));
        expect(g.truth).toEqual(truthFrom(g.placed));
      }
    }, 30_000);

    it(`${layout}: deterministic per (layout, seed, style)`, async () => {
      for (const style of ['typed', 'handwritten', 'fillable'] as const) {
        const a = await generateIndependent244(layout, 7, { style, scan: false });
        const b = await generateIndependent244(layout, 7, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      }
      const c = await generateIndependent244(layout, 8, { style: 'typed', scan: false });
      const d = await generateIndependent244(layout, 7, { style: 'typed', scan: false });
      expect(c.truth).not.toEqual(d.truth);
    }, 30_000);
  }

  it('varies owners, country and masking across seeds', async () => {
    const seen = { owners: new Set<number>(), ca: false, masked: false, noDba: false, noStart: false };
    for (const layout of INDEPENDENT244_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 12; seed++) {
        const g = await generateIndependent244(layout, seed, { style: 'typed', scan: false });
        seen.owners.add(g.truth.applicants.length);
        if (g.country === 'CA') seen.ca = true;
        if (g.truth.applicants.some((a) => a.tax_id === null)) seen.masked = true;
        if (g.truth.trade_name === null) seen.noDba = true;
        if (g.truth.business_start_date === null) seen.noStart = true;
      }
    }
    expect([...seen.owners].sort()).toEqual([1, 2, 3]);
    expect(seen.ca && seen.masked && seen.noDba && seen.noStart).toBe(true);
  }, 60_000);

  it('scans typed and handwritten output; refuses to scan a fillable form', async () => {
    const s = await generateIndependent244('ironclad', 2, { style: 'handwritten', scan: true });
    expect(Buffer.from(s.pdf.slice(0, 5)).toString()).toBe('%PDF-');
    const p = await generateIndependent244('brightpath', 2, { style: 'typed', scan: 'phone' });
    expect(p.pdf.length).toBeGreaterThan(1000);
    await expect(generateIndependent244('redline', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 60_000);
});
