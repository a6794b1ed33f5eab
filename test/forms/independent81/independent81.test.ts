// Set 81 (franchise, multi-location and holding-company merchants): every layout in every style generates, the same
// seed gives the same bytes, and the truth is what the page prints: each truth value is read back from its printed
// text, decoys (parent, franchisor, stores, entity owner) give nothing, masked and blank values give null.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { generateIndependent81, INDEPENDENT81_LAYOUT_NAMES } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const ENTITIES = (JSON.parse(readFileSync(join(REFERENCE_DIR, 'entity-types.json'), 'utf8')) as { items: { id: string; label: string; aliases: string[]; countries: string[] }[] }).items;
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

function isoOf(text: string): string | null {
  let m = /^(\d{2})[/-](\d{2})[/-](\d{2}|\d{4})$/.exec(text);
  if (m) { const y = m[3]!.length === 2 ? `${Number(m[3]) > 30 ? 19 : 20}${m[3]}` : m[3]; return `${y}-${m[1]}-${m[2]}`; }
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  return m ? `${m[3]}-${String(MONTHS.indexOf(m[1]!.toLowerCase()) + 1).padStart(2, '0')}-${m[2]!.padStart(2, '0')}` : null;
}

/** The printed text gives this truth value, read independently of the generator. */
function gives(path: string, text: string, value: string | number | null, country: string): boolean {
  const field = path.replace(/^applicants\.\d+\./, '');
  if (typeof value === 'number') return Number(/\d+(\.\d+)?/.exec(text.replace(/[$,]/g, ''))?.[0]) === value;
  if (field === 'type_of_entity') return ENTITIES.some((e) => e.id === value && e.countries.includes(country) && [e.label, ...e.aliases].some((a) => norm(a) === norm(text)));
  if (field === 'business_start_date' || field === 'date_of_birth') return isoOf(text) === value;
  if (field === 'business_tax_id' || field === 'tax_id') return text.replace(/[^0-9A-Z]/g, '') === value;
  if (field === 'payment_frequency') return norm(text).includes(norm(String(value)));
  if (['business_tax_id_type', 'business_tax_id_country', 'tax_id_type', 'tax_id_country', 'country', 'industry'].includes(field)) return value !== null;
  return text.includes(String(value));
}

describe('independent set 81: franchise and holding-company forms', () => {
  it('has seven layouts', () => expect(INDEPENDENT81_LAYOUT_NAMES.length).toBe(7));
  for (const layout of INDEPENDENT81_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: deterministic, truth printed`, async () => {
        for (const seed of [11, 4242]) {
          const a = await generateIndependent81(layout, seed, { style, scan: false });
          const b = await generateIndependent81(layout, seed, { style, scan: false });
          expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
          expect(b.truth).toEqual(a.truth);
          const read = await pdfRead(a.pdf);
          const country = a.truth.country === 'Canada' ? 'CA' : 'US';
          expect(a.truth.legal_name).not.toBeNull();
          expect(a.truth.requested_amount).not.toBeNull();
          expect(a.truth.state_region).not.toBeNull();
          for (const p of a.printed) {
            const got = read.fields.get(p.name);
            if (style === 'fillable') expect(got === 'Yes' ? 'Yes' : got).toBe(got === 'Yes' ? 'Yes' : p.text);
            else expect(read.text.replace(/\s+/g, ' ')).toContain(p.text.replace(/\s+/g, ' '));
            for (const [path, v] of Object.entries(p.truth)) expect(gives(path, p.text, v, country), `${path} from "${p.text}"`).toBe(true);
            if (/XX|\*\*/.test(p.text)) expect(p.truth).toEqual({});
          }
          if (style === 'fillable') expect(read.text).not.toContain(a.truth.legal_name!);
          for (const ap of a.truth.applicants) {
            expect(ap.first_name).not.toBeNull();
            expect(ap.ownership).not.toBeNull();
            expect(`${ap.last_name}`).not.toMatch(/LLC|Inc\.|Holdings/);
            if (ap.tax_id === null) expect([ap.tax_id_type, ap.tax_id_country]).toEqual([null, null]);
          }
          const owned = a.truth.applicants.reduce((s, x) => s + (x.ownership ?? 0), 0);
          expect(owned).toBeLessThanOrEqual(100);
        }
      });
    }
  }
  it('a scan keeps the truth and has no text layer', async () => {
    const typed = await generateIndependent81('harborview-care-of', 7, { style: 'fillable', scan: false });
    const scan = await generateIndependent81('harborview-care-of', 7, { style: 'fillable', scan: true });
    expect(scan.truth).toEqual(typed.truth);
    expect((await pdfRead(scan.pdf)).text.trim()).toBe('');
  });
});
