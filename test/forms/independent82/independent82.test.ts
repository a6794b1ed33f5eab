// Set 82: every layout x style generates, is deterministic, and its truth agrees with what the PDF shows (page text
// for typed and handwritten, AcroForm fields for fillable, with the values kept out of the page text).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pdfRead } from '../generator/pdf-read.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { money } from './data.ts';
import { generateIndependent82, INDEPENDENT82_LAYOUT_NAMES } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const ENTITY_IDS = new Set((JSON.parse(readFileSync(join(REFERENCE_DIR, 'entity-types.json'), 'utf8')) as { items: { id: string }[] }).items.map((e) => e.id));
const squash = (s: string): string => s.replace(/\s+/g, '').toLowerCase();

describe('independent set 82', () => {
  it('has seven layouts', () => {
    expect(INDEPENDENT82_LAYOUT_NAMES).toHaveLength(7);
  });

  for (const layout of INDEPENDENT82_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: deterministic and consistent with the PDF`, async () => {
        for (const seed of [11, 5003]) {
          const a = await generateIndependent82(layout, seed, { style, scan: false });
          const b = await generateIndependent82(layout, seed, { style, scan: false });
          expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
          expect(a.truth).toEqual(b.truth);
          const t = a.truth;
          expect(t.legal_name).toBeTruthy();
          expect(ENTITY_IDS.has(t.type_of_entity!)).toBe(true);
          expect(t.applicants.length).toBeGreaterThanOrEqual(1);
          expect(t.applicants.length).toBeLessThanOrEqual(4);
          expect(t.country === 'Canada').toBe(layout === 'maple_ledger');
          const read = await pdfRead(a.pdf);
          const page = squash(read.text);
          const fieldText = squash([...read.fields.values()].join(' '));
          const shown = style === 'fillable' ? fieldText : page;
          const must = [t.legal_name!, ...(t.trade_name ? [t.trade_name] : []), money(t.requested_amount!),
            ...t.applicants.flatMap((p) => [p.last_name!, ...(p.ownership !== null ? [`${p.ownership}%`] : []), ...(p.role ? [p.role] : [])])];
          for (const v of must) expect(shown, `${layout} ${style} ${seed}: ${v}`).toContain(squash(v));
          const digits = shown.replace(/[^0-9a-z]/g, '');
          if (t.business_tax_id) expect(digits).toContain(t.business_tax_id.toLowerCase());
          for (const p of t.applicants) if (p.tax_id) expect(digits).toContain(p.tax_id);
          if (style === 'fillable') {
            expect(page).not.toContain(squash(t.legal_name!));
            expect([...read.fields.values()].filter((v) => v === 'Yes').length).toBeGreaterThan(0);
          } else {
            expect(read.fields.size).toBe(0);
          }
        }
      });
    }
  }

  it('same truth whether scanned or not, and a scan has no text layer', async () => {
    const plain = await generateIndependent82('orbit_onboarding', 77, { style: 'fillable', scan: false });
    const scanned = await generateIndependent82('orbit_onboarding', 77, { style: 'fillable', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const read = await pdfRead(scanned.pdf);
    expect(read.text.trim()).toBe('');
  }, 30000);
});
