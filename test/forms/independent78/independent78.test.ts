// Set 78: every layout in every style generates, is deterministic, and its truth is what the page shows.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { generateIndependent78, INDEPENDENT78_LAYOUT_NAMES } from './index.ts';
import { entityId, industryId } from './model.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const squash = (s: string): string => s.replace(/\s+/g, '');

/** Every non-null truth path (`legal_name`, `applicants.0.role`). */
function truthPaths(t: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(t)) {
    if (k === 'applicants') (v as Record<string, unknown>[]).forEach((a, i) => { for (const [ak, av] of Object.entries(a)) if (av !== null) out.push(`applicants.${i}.${ak}`); });
    else if (v !== null) out.push(k);
  }
  return out;
}

describe('independent set 78 (fill-in-the-blank narrative forms)', () => {
  it('has seven layouts', () => expect(INDEPENDENT78_LAYOUT_NAMES).toHaveLength(7));

  it('maps printed entity and industry words to reference ids', () => {
    expect(entityId('limited liability company')).toBe('llc');
    expect(entityId('S-Corp')).toBe('s_corporation');
    expect(entityId('Corporation')).toBe('c_corporation');
    expect(industryId('Veterinary clinic')).toBe('veterinary');
    expect(industryId('Convenience store with deli counter')).toBe('convenience_store');
  });

  for (const layout of INDEPENDENT78_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}`, async () => {
        for (const seed of [11, 278]) {
          const a = await generateIndependent78(layout, seed, { style, scan: false });
          const b = await generateIndependent78(layout, seed, { style, scan: false });
          expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
          expect(b.truth).toEqual(a.truth);
          const read = await pdfRead(a.pdf);
          const text = squash(read.text);
          for (const p of a.placed) {
            if (style === 'fillable' && !p.fixed) expect(read.fields.get(p.acro!), p.text).toBe(p.acro!.startsWith('c') ? 'Yes' : p.text);
            else expect(text, p.text).toContain(squash(p.text));
          }
          if (style === 'fillable') expect(text).not.toContain(squash(a.truth.legal_name!));
          const given = new Set(a.placed.flatMap((p) => p.paths));
          for (const path of truthPaths(a.truth as unknown as Record<string, unknown>)) expect(given.has(path), path).toBe(true);
          expect(a.truth.legal_name).not.toBeNull();
          expect(a.truth.requested_amount).toBeGreaterThan(0);
          for (const ap of a.truth.applicants) expect(ap.first_name && ap.last_name).toBeTruthy();
          if (given.has('type_of_entity')) expect(a.truth.type_of_entity).not.toBeNull();
          if (given.has('industry')) expect(a.truth.industry).not.toBeNull();
          if (a.truth.country) expect(a.truth.country).toBe('United States');
        }
      }, 20000);
    }
  }

  it('varies the merchant and the printed fields across seeds', async () => {
    const seen = new Set<string>();
    for (let s = 0; s < 6; s++) seen.add(JSON.stringify((await generateIndependent78('harborline_undersigned', s, { style: 'typed', scan: false })).truth));
    expect(seen.size).toBe(6);
  });

  it('scans a fillable form with its values visible and no text layer', async () => {
    const g = await generateIndependent78('sablecreek_questionnaire', 5, { style: 'fillable', scan: true });
    const read = await pdfRead(g.pdf);
    expect(read.text.trim()).toBe('');
    expect(g.truth.payment_frequency).toBe('daily');
  }, 30000);
});
