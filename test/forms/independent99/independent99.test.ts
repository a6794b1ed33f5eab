// Set 99 (printed e-mails): every layout x style generates, is deterministic, has the truth's shape, and every truth
// value is printed (page text or AcroForm fields) in a form that reads back to the truth's value.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { generateIndependent99, independent99Printed, INDEPENDENT99_LAYOUT_NAMES } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const APP_KEYS = ['trade_name', 'legal_name', 'type_of_entity', 'industry', 'business_tax_id', 'business_tax_id_country', 'business_tax_id_type',
  'state_region', 'country', 'requested_amount', 'requested_payment', 'number_of_payments', 'payment_frequency', 'business_start_date', 'applicants'];
const OWNER_KEYS = ['first_name', 'last_name', 'role', 'ownership', 'credit_score', 'tax_id', 'tax_id_type', 'tax_id_country', 'date_of_birth'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const norm = (s: string) => s.replace(/\s+/g, '').toLowerCase();

function isoOf(t: string): string | null {
  let m = /^(\d{4})-(\d\d)-(\d\d)$/.exec(t);
  if (m) return t;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) { const y = m[3]!.length === 2 ? (Number(m[3]) > 30 ? 1900 : 2000) + Number(m[3]) : Number(m[3]); return `${y}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`; }
  m = /^([A-Za-z]+) (\d{1,2}),? (\d{4})$/.exec(t);
  if (m) return `${m[3]}-${String(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  return null;
}
const moneyOf = (t: string) => { const k = /k$/i.test(t.trim()); const n = Number(t.replace(/CAD|[$,\sk]/gi, '')); return k ? n * 1000 : n; };

/** The printed text reads back to the value (the rules of applications.md for this field). */
function readsBack(path: string, text: string, value: unknown): boolean {
  const f = path.split('.').pop()!;
  if (['requested_amount', 'requested_payment'].includes(f)) return moneyOf(text) === value;
  if (['business_start_date', 'date_of_birth'].includes(f)) return isoOf(text) === value;
  if (f === 'ownership') return Number(text.replace('%', '')) === value;
  if (['number_of_payments', 'credit_score'].includes(f)) return Number(text) === value;
  if (f === 'business_tax_id') return text.replace(/[^0-9A-Z]/g, '') === value;
  if (f === 'tax_id') return text.replace(/\D/g, '') === value;
  if (f === 'payment_frequency') return text.toLowerCase().replace('-', '') === value;
  if (f === 'first_name' || f === 'last_name') return text.includes(String(value));
  if (['legal_name', 'trade_name', 'role', 'state_region'].includes(f)) return text === value;
  return true; // ids (entity, industry, country, types) are derived by the reference rules in ids.ts / content.ts
}

describe('independent99: printed e-mail applications', () => {
  for (const layout of INDEPENDENT99_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}`, async () => {
        for (const seed of [1, 2, 3]) {
          const a = await generateIndependent99(layout, seed, { style, scan: false });
          const b = await generateIndependent99(layout, seed, { style, scan: false });
          expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
          expect(Object.keys(a.truth).sort()).toEqual([...APP_KEYS].sort());
          expect(a.truth.applicants.length).toBeGreaterThanOrEqual(1);
          expect(a.truth.applicants.length).toBeLessThanOrEqual(4);
          for (const ap of a.truth.applicants) expect(Object.keys(ap).sort()).toEqual([...OWNER_KEYS].sort());
          const typed = await generateIndependent99(layout, seed, { style: 'typed', scan: false });
          expect(typed.truth).toEqual(a.truth);
          const r = await pdfRead(a.pdf);
          const hay = norm(r.text), fields = [...r.fields.values()].map(norm);
          const printed = independent99Printed(layout, seed);
          const flat: [string, unknown][] = [];
          for (const [k, v] of Object.entries(a.truth)) if (k !== 'applicants' && v !== null) flat.push([`application.${k}`, v]);
          a.truth.applicants.forEach((ap, i) => { for (const [k, v] of Object.entries(ap)) if (v !== null) flat.push([`application.applicants[${i}].${k}`, v]); });
          for (const [path, value] of flat) {
            const where = printed.filter(([, f]) => path in f);
            expect(where.length, `${path} printed`).toBeGreaterThan(0);
            for (const [text] of where) {
              expect(readsBack(path, text, value), `${path}: "${text}" -> ${String(value)}`).toBe(true);
              const inText = hay.includes(norm(text)), inField = fields.includes(norm(text));
              if (style === 'fillable') expect(inField, `${path} in a field: ${text}`).toBe(true);
              else expect(inText, `${path} in page text: ${text}`).toBe(true);
            }
          }
        }
      }, 60_000);
    }
  }

  it('scans: same truth, image only', async () => {
    for (const [i, layout] of INDEPENDENT99_LAYOUT_NAMES.entries()) {
      const style = STYLES[i % 3]!;
      const s = await generateIndependent99(layout, 11, { style, scan: true });
      const t = await generateIndependent99(layout, 11, { style, scan: false });
      expect(s.truth).toEqual(t.truth);
      const again = await generateIndependent99(layout, 11, { style, scan: true });
      expect(Buffer.from(s.pdf).equals(Buffer.from(again.pdf))).toBe(true);
      const r = await pdfRead(s.pdf);
      expect(r.text.trim()).toBe('');
      expect(r.fields.size).toBe(0);
    }
  }, 300_000);
});
