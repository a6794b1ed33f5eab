// Set 79: every layout in every style generates, is deterministic, and its truth is what the page (or the AcroForm)
// shows: each drawn value is in the page text (typed, handwritten) or in its field and not in the text (fillable).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { generateIndependent79, INDEPENDENT79_LAYOUT_NAMES } from './index.ts';
import { industryOf, TRADES } from './pools.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const ids = (file: string): Set<string> => new Set((JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as { items: { id: string }[] }).items.map((i) => i.id));
const ENTITY_IDS = ids('entity-types.json');
const INDUSTRY_IDS = ids('industries.json');
const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();

describe('independent79 forms', () => {
  it('the industry rule gives the intended id for every printed type of business', () => {
    for (const [, text, id] of TRADES) expect(industryOf(text), text).toBe(id);
  });

  for (const layout of INDEPENDENT79_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}: deterministic, truth printed`, async () => {
        const seed = 7900 + layout.length;
        const a = await generateIndependent79(layout, seed, { style, scan: false });
        const b = await generateIndependent79(layout, seed, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(b.truth).toEqual(a.truth);
        const t = a.truth;
        const read = await pdfRead(a.pdf);
        const text = squash(read.text);
        const fieldValues = [...read.fields.values()].map(squash);
        for (const d of a.drawn) {
          if (style === 'fillable') {
            expect(fieldValues, d.name).toContain(squash(d.text));
          } else {
            expect(text, d.name).toContain(squash(d.lines.join(' ')));
          }
        }
        if (style === 'fillable') {
          expect(text).not.toContain(t.legal_name!);
          for (const c of a.checked) expect(read.fields.get(c), c).toBe('Yes');
        }
        const shown = style === 'fillable' ? fieldValues.join(' | ') : text;
        const digits = shown.replace(/[^0-9]/g, '');
        expect(t.legal_name).toBeTruthy();
        expect(shown).toContain(t.legal_name!);
        if (t.trade_name) expect(shown).toContain(t.trade_name);
        if (t.type_of_entity) expect(ENTITY_IDS.has(t.type_of_entity)).toBe(true);
        if (t.industry) expect(INDUSTRY_IDS.has(t.industry)).toBe(true);
        if (t.business_tax_id) expect(digits).toContain(t.business_tax_id);
        if (t.requested_amount !== null) expect(shown).toContain(t.requested_amount.toLocaleString('en-US'));
        if (t.requested_payment !== null) expect(shown).toContain(t.requested_payment.toLocaleString('en-US', { minimumFractionDigits: 2 }));
        expect(t.state_region).toMatch(/^[A-Z]{2}$/);
        expect(t.country).toBe('United States');
        expect(t.applicants.length).toBeGreaterThan(0);
        for (const ap of t.applicants) {
          expect(shown).toContain(ap.first_name!);
          expect(shown).toContain(ap.last_name!);
          if (ap.tax_id) expect(digits).toContain(ap.tax_id);
          if (ap.date_of_birth) { const [y, m, d] = ap.date_of_birth.split('-'); expect(shown).toContain(`${m}/${d}/${y}`); }
          if (ap.credit_score !== null) expect(shown).toContain(String(ap.credit_score));
        }
        const total = t.applicants.reduce((s, ap) => s + (ap.ownership ?? 0), 0);
        expect(total).toBeLessThanOrEqual(100);
      });
    }
  }

  it('different seeds give different merchants', async () => {
    const names = new Set<string>();
    for (let s = 1; s <= 6; s++) names.add((await generateIndependent79('bayou_split', s, { style: 'typed', scan: false })).truth.legal_name!);
    expect(names.size).toBeGreaterThan(3);
  });

  it('a scan keeps the truth and has no text layer', async () => {
    const plain = await generateIndependent79('teton_ledger', 3, { style: 'fillable', scan: false });
    const scanned = await generateIndependent79('teton_ledger', 3, { style: 'fillable', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const read = await pdfRead(scanned.pdf);
    expect(read.text.trim()).toBe('');
    expect(read.fields.size).toBe(0);
  }, 30_000);
});
