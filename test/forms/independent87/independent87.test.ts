// Set 87: every layout and style generates, deterministically, and the truth agrees with what the PDF shows (page text
// for typed and handwritten, AcroForm fields for fillable), each printed value read back by applications.md's rules.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { Print } from './canvas.ts';
import { generateIndependent87, INDEPENDENT87_LAYOUT_NAMES } from './index.ts';
import { entityId, industryId, PROVINCES } from './ref.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

function isoOf(t: string): string {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return t;
  m = /^(\d{2})\/(\d{2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) return `${m[3]!.length === 2 ? `20${m[3]}` : m[3]}-${m[1]}-${m[2]}`;
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(t);
  if (m) return `${m[3]}-${String(MONTHS.indexOf(m[1]!.toLowerCase()) + 1).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  throw new Error(`not a date: ${t}`);
}
const money = (t: string): number => Number(t.replace(/CAD|\$|,|\s/g, ''));

/** A printed person's name as applications.md reads it: middle initial and credentials dropped, "Last, First" swapped. */
function nameOf(t: string): { first: string; last: string } {
  const s = t.replace(/, (DDS|DC|DVM|PT|MD)$/, '');
  if (s.includes(', ')) { const [last, rest] = s.split(', ') as [string, string]; return { first: rest.split(' ')[0]!, last }; }
  const parts = s.split(' ').filter((w) => !/^[A-Z]\.$/.test(w));
  return { first: parts[0]!, last: parts.slice(1).join(' ') };
}

/** What the printed text gives for one truth path, by the rules. */
function readBack(path: string, p: Print, country: 'US' | 'CA'): unknown {
  const t = p.text, f = path.split('.').pop()!;
  switch (f) {
    case 'legal_name': case 'role': case 'state_region': return t;
    case 'trade_name': return ['', 'SAME', 'N/A'].includes(t) ? null : t;
    case 'type_of_entity': return entityId(t, country);
    case 'industry': return industryId(t);
    case 'business_tax_id': return t.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    case 'business_tax_id_type': return /RC/.test(t) ? 'BN' : /^\d{2}-\d{7}$/.test(t) ? 'EIN' : t.startsWith('9') ? 'ITIN' : 'SSN';
    case 'business_tax_id_country': case 'tax_id_country': return country;
    case 'country': return PROVINCES.some((x) => x.code === t) ? 'Canada' : 'United States';
    case 'requested_amount': case 'requested_payment': return money(t);
    case 'number_of_payments': case 'credit_score': return Number(t);
    case 'payment_frequency': return t.toLowerCase().replace('-', '');
    case 'business_start_date': case 'date_of_birth': return isoOf(t);
    case 'ownership': return parseFloat(t);
    case 'tax_id': return /[X*]/.test(t) ? null : t.replace(/\D/g, '');
    case 'tax_id_type': return country === 'CA' ? 'SIN' : t.startsWith('9') ? 'ITIN' : 'SSN';
    case 'first_name': return p.key.endsWith('_first') ? t : nameOf(t).first;
    case 'last_name': return p.key.endsWith('_last') ? t : nameOf(t).last;
    default: throw new Error(`no rule for ${path}`);
  }
}

describe('independent set 87', () => {
  for (const [i, layout] of INDEPENDENT87_LAYOUT_NAMES.entries()) {
    it(`${layout}: every style generates, deterministic, truth as printed`, async () => {
      const seed = 100 + i * 13;
      let typedTruth: unknown = null;
      for (const style of STYLES) {
        const g = await generateIndependent87(layout, seed, { style, scan: false });
        const again = await generateIndependent87(layout, seed, { style, scan: false });
        expect(Buffer.from(again.pdf).equals(Buffer.from(g.pdf))).toBe(true);
        expect(again.truth).toEqual(g.truth);
        if (typedTruth) expect(g.truth).toEqual(typedTruth);
        typedTruth = g.truth;
        expect(g.pages).toBeGreaterThanOrEqual(3);
        expect(g.pages).toBeLessThanOrEqual(5);
        const t = g.truth;
        expect(t.legal_name).toBeTruthy();
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        for (const a of t.applicants) { expect(a.first_name).toBeTruthy(); expect(a.last_name).toBeTruthy(); expect(a.ownership).toBeGreaterThan(0); }
        const r = await pdfRead(g.pdf);
        expect(r.pages.length).toBe(g.pages);
        expect(r.text).toContain(`Page 1 of ${g.pages - 1}`);
        for (const p of g.printed) {
          if (style === 'fillable') {
            expect(p.acroform_field, p.key).toBeTruthy();
            expect(r.fields.get(p.acroform_field!), p.key).toBe(p.checkbox ? 'Yes' : p.text);
            if (p.checkbox) expect(r.pages[p.page - 1]).toContain(p.text);
          } else {
            expect(r.pages[p.page - 1], `${p.key} on page ${p.page}`).toContain(p.text);
          }
          for (const [path, v] of Object.entries(p.fields)) expect(readBack(path, p, g.country), `${p.key} -> ${path} from "${p.text}"`).toEqual(v);
        }
        if (style === 'fillable') {
          for (const v of [t.legal_name, t.trade_name, ...t.applicants.map((a) => a.last_name)]) if (v) expect(r.text).not.toContain(v);
        }
        // Handwritten checks are strokes: no letter X is drawn as a mark.
        if (style === 'handwritten') expect(r.items.some((it) => it.str.trim() === 'X')).toBe(false);
      }
    });
  }

  it('varies owners, DBA, entity and pages with the seed; decoys never enter the truth', async () => {
    const owners = new Set<number>(), pages = new Set<number>(), entities = new Set<string>();
    let dba = 0, continued = 0;
    for (let seed = 1; seed <= 36; seed++) {
      const layout = INDEPENDENT87_LAYOUT_NAMES[seed % INDEPENDENT87_LAYOUT_NAMES.length]!;
      const g = await generateIndependent87(layout, seed, { style: 'typed', scan: false });
      owners.add(g.truth.applicants.length); pages.add(g.pages); entities.add(g.truth.type_of_entity!);
      if (g.truth.trade_name) dba++;
      if (g.printed.some((p) => p.key.startsWith('owner3_'))) continued++;
      const truthText = JSON.stringify(g.truth);
      for (const d of g.decoys) {
        expect(Object.keys(d.fields)).toEqual([]);
        if (d.text.length > 5 && !d.key.includes('home_state')) expect(truthText, d.key).not.toContain(`"${d.text}"`);
      }
    }
    expect([...owners].sort()).toEqual([1, 2, 3, 4]);
    expect(pages.size).toBeGreaterThanOrEqual(3);
    expect(entities.size).toBeGreaterThanOrEqual(4);
    expect(dba).toBeGreaterThan(3);
    expect(continued).toBeGreaterThan(2);
  });

  it('a scan keeps the truth and has no text layer', async () => {
    const layout = 'tidewater-commercial';
    const plain = await generateIndependent87(layout, 5, { style: 'fillable', scan: false });
    const scanned = await generateIndependent87(layout, 5, { style: 'fillable', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const r = await pdfRead(scanned.pdf);
    expect(r.pages.length).toBe(plain.pages);
    expect(r.text.trim()).toBe('');
    expect(r.fields.size).toBe(0);
  }, 30000);
});
