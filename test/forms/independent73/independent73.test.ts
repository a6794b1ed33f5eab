// Set 73 (renewal / refinance / consolidation / second position): every layout in every style prints each truth value
// where the test can find it (page text, or only the AcroForm field when fillable), the printed text gives exactly the
// truth by applications.md's rules, reference codes exist, and no decoy equals a truth value.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { buildIndependent73, generateIndependent73, INDEPENDENT73_LAYOUT_NAMES } from './index.ts';

interface Item { id: string; code?: string; label?: string; name?: string; country?: string; countries?: string[]; aliases?: string[] }
const ref = (f: string): Item[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: Item[] }).items;
const STATES = ref('states.json'), ENTITIES = ref('entity-types.json'), INDUSTRIES = ref('industries.json');
const squash = (t: string): string => t.toLowerCase().replace(/\s+/g, '');
const bare = (t: string): string => t.toLowerCase().replace(/[^a-z0-9]/g, '');
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

function isoOf(t: string): string {
  let m = /^(\d\d)\/(\d\d)\/(\d{2}|\d{4})$/.exec(t);
  if (m) { const y = m[3]!.length === 2 ? (Number(m[3]) > 30 ? 1900 : 2000) + Number(m[3]) : Number(m[3]); return `${y}-${m[1]}-${m[2]}`; }
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(t);
  if (m) return `${m[3]}-${String(MONTHS.indexOf(m[1]!.toLowerCase()) + 1).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  return `unparsed:${t}`;
}
function entityOf(t: string): string | undefined {
  const b = bare(t);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(b)) return 'c_corporation';
  return ENTITIES.find((e) => e.countries?.includes('US') && [e.id, e.label ?? '', ...(e.aliases ?? [])].some((a) => bare(a) === b))?.id;
}
function industryOf(t: string): string | undefined {
  let best: [number, string] | undefined;
  for (const i of INDUSTRIES) for (const a of [i.label ?? '', ...(i.aliases ?? [])]) {
    const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}($|[^a-z0-9])`);
    if (re.test(t.toLowerCase()) && (!best || a.length > best[0])) best = [a.length, i.id];
  }
  return best?.[1];
}
const money = (t: string): number => Number(t.replace(/[$,\s]/g, ''));
const FREQ: Record<string, string> = { Daily: 'daily', Weekly: 'weekly', 'Bi-Weekly': 'biweekly', Monthly: 'monthly' };

/** What applications.md's rule for `path` reads from the printed text (the truth must be exactly this). */
function read(path: string, t: string, value: unknown): unknown {
  const p = path.replace(/^application\.(applicants\[\d+\]\.)?/, '');
  switch (p) {
    case 'legal_name': case 'trade_name': case 'role': return t;
    case 'requested_amount': case 'requested_payment': return money(t);
    case 'number_of_payments': case 'credit_score': return Number(t);
    case 'ownership': return parseFloat(t);
    case 'business_tax_id': case 'tax_id': return t.replace(/\D/g, '');
    case 'business_tax_id_type': case 'tax_id_type': return /^\d\d-\d{7}$/.test(t) ? 'EIN' : /^9\d\d-\d\d-\d{4}$/.test(t) ? 'ITIN' : /^\d{3}-\d\d-\d{4}$/.test(t) ? 'SSN' : `?${t}`;
    case 'business_tax_id_country': case 'tax_id_country': return 'US';
    case 'state_region': return new RegExp(`(^|[ ,])${String(value)}( |$)`).test(t) ? value : `not in ${t}`;
    case 'country': return 'United States';
    case 'business_start_date': case 'date_of_birth': return isoOf(t);
    case 'type_of_entity': return entityOf(t);
    case 'industry': return industryOf(t);
    case 'payment_frequency': return FREQ[t];
    case 'first_name': { const n = t.includes(',') && !/, (DDS|DC|MD)$/.test(t) ? t.split(', ')[1]! : t; return n.split(' ')[0]; }
    case 'last_name': return t.includes(',') && !/, (DDS|DC|MD)$/.test(t) ? t.split(', ')[0] : t.replace(/, (DDS|DC|MD)$/, '').replace(/^\S+ ([A-Z]\. )?/, '');
    default: return `unknown path ${path}`;
  }
}

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const seen = { removed: 0, changed: 0, masked: 0 };

describe('independent73: renewal / refinance / consolidation / second position forms', () => {
  for (const layout of INDEPENDENT73_LAYOUT_NAMES) for (const style of STYLES) {
    it(`${layout} ${style}`, async () => {
      for (const seed of [1, 2, 3]) {
        const { pdf, truth, recs } = await buildIndependent73(layout, seed, { style, scan: false });
        const r = await pdfRead(pdf);
        const page = squash(r.text);
        const truthRecs = recs.filter((x) => Object.values(x.f).some((v) => v != null));
        const decoys = recs.filter((x) => Object.keys(x.f).length === 0);
        for (const x of recs) {
          if (style === 'fillable') {
            expect(x.field, `${x.key} is a field`).toBeTruthy();
            expect(r.fields.get(x.field!), `${layout}/${seed} field ${x.field}`).toBe(x.checkbox ? 'Yes' : x.text);
            if (x.checkbox || x.text.length < 5 || (!/\d/.test(x.text) && !/(^legal_name|_name)$/.test(x.key))) continue;
            expect(page.includes(squash(x.text)), `${x.text} not on the page of a fillable form`).toBe(false);
          } else {
            expect(page, `${layout}/${seed} ${x.key}`).toContain(squash(x.text));
          }
        }
        // each truth value is printed, and what is printed reads as the truth
        const app = truth as unknown as Record<string, unknown>;
        const at = (p: string): unknown => { const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(p); return a ? (truth.applicants[Number(a[1])] as unknown as Record<string, unknown>)[a[2]!] : app[p.slice(12)]; };
        for (const x of recs) for (const [p, v] of Object.entries(x.f)) {
          expect(at(p), `${layout}/${seed} ${p}`).toEqual(v);
          if (v != null) expect(read(p, x.text, v), `${layout}/${seed} ${p} from "${x.text}"`).toEqual(v);
        }
        const printed = new Set(truthRecs.flatMap((x) => Object.entries(x.f).filter(([, v]) => v != null).map(([p]) => p)));
        for (const [k, v] of Object.entries(app)) if (k !== 'applicants' && v != null) expect(printed.has(`application.${k}`), k).toBe(true);
        truth.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v != null) expect(printed.has(`application.applicants[${i}].${k}`), `${i}.${k}`).toBe(true); });
        expect(truth.legal_name).toBeTruthy();
        expect(truth.applicants.length).toBeGreaterThan(0);
        // reference codes
        expect(STATES.some((s) => s.code === truth.state_region && s.country === 'US')).toBe(true);
        expect(ENTITIES.some((e) => e.id === truth.type_of_entity)).toBe(true);
        expect(INDUSTRIES.some((e) => e.id === truth.industry)).toBe(true);
        // decoys never equal a truth value
        const tt = new Set(truthRecs.map((x) => squash(x.text)));
        const nums = [truth.requested_amount, truth.requested_payment].filter((n) => n != null);
        for (const d of decoys) {
          expect(tt.has(squash(d.text)), `decoy ${d.key} "${d.text}"`).toBe(false);
          if (/^\$[\d,]+(\.\d\d)?$/.test(d.text)) expect(nums).not.toContain(money(d.text));
          if (/_name$/.test(d.key)) expect(truth.applicants.some((a) => d.text.includes(`${a.first_name}`) && d.text.includes(`${a.last_name}`))).toBe(false);
        }
        seen.removed += decoys.filter((d) => /^owner\d+_name$/.test(d.key)).length;
        seen.changed += decoys.filter((d) => /_on_file$/.test(d.key)).length;
        seen.masked += truth.applicants.filter((a) => a.tax_id == null).length;
      }
    });
  }

  it('the theme shows up across seeds: removed owners, corrected on-file values, masked SSNs', () => {
    expect(seen.removed).toBeGreaterThan(0);
    expect(seen.changed).toBeGreaterThan(0);
    expect(seen.masked).toBeGreaterThan(0);
  });

  it('is deterministic and scans keep the truth (no text layer)', async () => {
    const a = await generateIndependent73('keystone_renewal', 7, { style: 'typed', scan: false });
    const b = await generateIndependent73('keystone_renewal', 7, { style: 'typed', scan: false });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    for (const [layout, style] of [['tidewater_second', 'handwritten'], ['bluegrass_update', 'fillable']] as const) {
      const plain = await generateIndependent73(layout, 4, { style, scan: false });
      const scan = await generateIndependent73(layout, 4, { style, scan: true });
      expect(scan.truth).toEqual(plain.truth);
      const r = await pdfRead(scan.pdf);
      expect(r.text.trim()).toBe('');
      expect(r.fields.size).toBe(0);
    }
  }, 60_000);
});
