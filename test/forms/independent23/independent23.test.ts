// Set 23's own checks: deterministic per seed, varied by seed, every truth value printed (page text or AcroForm field)
// and read back from its printed text by applications.md's rules, decoys never a truth value, reference ids valid,
// scans without a text layer.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { ENTITY_TYPES, INDUSTRIES, industryOf, PROVINCE_CODES as PROVINCES, STATE_CODES as STATES } from './data.ts';
import { generateIndependent23, generateIndependent23Detailed, INDEPENDENT23_LAYOUT_NAMES } from './index.ts';

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
const digits = (s: string): string => s.replace(/\D/g, '');

function entityOf(text: string, canadian: boolean): string | undefined {
  const t = norm(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(t)) return canadian ? 'ca_corporation' : 'c_corporation';
  return ENTITY_TYPES.find((e) => [e.id, e.label, ...e.aliases].some((a) => norm(a) === t))?.id;
}
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
function dateOf(text: string): string | null {
  const pad = (n: number | string): string => String(n).padStart(2, '0');
  let m = /^(\d{2})\/(\d{2})\/(\d{2}|\d{4})$/.exec(text);
  if (m) { const y = m[3]!.length === 2 ? (Number(m[3]) > 30 ? 1900 : 2000) + Number(m[3]) : Number(m[3]); return `${y}-${m[1]}-${m[2]}`; }
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  if (m) return `${m[3]}-${pad(MONTHS.indexOf(m[1]!.toLowerCase()) + 1)}-${pad(m[2]!)}`;
  return null;
}

/** Whether a printed text reads as the truth value under applications.md's rule for its path. */
function reads(path: string, text: string, value: string | number, canadian: boolean): boolean {
  const leaf = path.replace(/^applicants\.\d+\./, '');
  switch (leaf) {
    case 'industry': return industryOf(text) === value;
    case 'type_of_entity': return entityOf(text, canadian) === value;
    case 'business_start_date': case 'date_of_birth': return dateOf(text) === value;
    case 'requested_amount': case 'requested_payment': return Number(text.replace(/[$,\s]|CAD/g, '')) === value;
    case 'business_tax_id': return text.replace(/[^0-9A-Z]/g, '') === value;
    case 'tax_id': return digits(text) === value;
    case 'ownership': return Number(text.replace('%', '')) === value;
    case 'number_of_payments': case 'credit_score': return Number(text) === value;
    case 'payment_frequency': return text.toLowerCase().replace('-', '') === value;
    case 'first_name': case 'last_name': case 'legal_name': case 'trade_name': case 'role': case 'state_region': return text.includes(String(value));
    default: return false;
  }
}

const STYLES = ['typed', 'handwritten', 'fillable'] as const;

describe('independent set 23 (faxed and copied paperwork)', () => {
  it('has 7 layouts', () => expect(new Set(INDEPENDENT23_LAYOUT_NAMES).size).toBe(7));

  for (const layout of INDEPENDENT23_LAYOUT_NAMES) {
    it(`${layout}: every truth value printed and read back, decoys apart, ids valid`, async () => {
      for (const style of STYLES) for (const seed of [1, 2, 3]) {
        const d = await generateIndependent23Detailed(layout, seed, { style, scan: false });
        const t = d.truth;
        const canadian = t.country === 'Canada';
        const read = await pdfRead(d.pdf);
        const page = read.text.replace(/\s+/g, ' ');
        const where = `${layout}/${style}/${seed}`;
        // each recorded value: printed where it should be, and read as the truth
        for (const p of d.printed) {
          if (!p.text) continue;
          expect(reads(p.path, p.text, p.value, canadian), `${where} ${p.path} ${p.text}`).toBe(true);
          if (p.field) {
            const v = read.fields.get(p.field);
            const isBox = p.field.startsWith('c');
            expect(isBox ? v !== undefined && v !== 'Off' : v === p.text, `${where} field ${p.field}=${v}`).toBe(true);
          } else expect(page.toLowerCase().includes(p.text.toLowerCase()), `${where} printed ${p.text}`).toBe(true);
        }
        // every non-null truth value comes from a record
        const paths = new Set(d.printed.map((p) => p.path));
        for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) expect(paths.has(k), `${where} ${k}`).toBe(true);
        t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) expect(paths.has(`applicants.${i}.${k}`), `${where} ${i}.${k}`).toBe(true); });
        // fillable: the values live in fields, not in the page text
        if (style === 'fillable') expect(page.includes(t.legal_name!)).toBe(false);
        // derived fields agree with what is printed
        expect(t.legal_name && t.state_region && t.business_tax_id && t.applicants.length).toBeTruthy();
        expect((canadian ? PROVINCES : STATES).has(t.state_region!)).toBe(true);
        expect(t.country).toBe(canadian ? 'Canada' : 'United States');
        if (t.type_of_entity) expect(ENTITY_TYPES.some((e) => e.id === t.type_of_entity)).toBe(true);
        if (t.industry) expect(INDUSTRIES.some((e) => e.id === t.industry)).toBe(true);
        expect(t.trade_name === null || (t.trade_name !== t.legal_name && !['same', 'n a'].includes(norm(t.trade_name)))).toBe(true);
        expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        for (const a of t.applicants) if (a.tax_id) expect(a.tax_id_type).toBe(canadian ? 'SIN' : a.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
        // decoys are never a truth value
        const truthStrings = [t.legal_name, t.trade_name, t.business_tax_id, ...t.applicants.flatMap((a) => [a.tax_id, `${a.first_name} ${a.last_name}`])]
          .filter((x): x is string => !!x).map(norm);
        const truthDigits = [t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter((x): x is string => !!x).map(digits);
        for (const dec of d.decoys) {
          expect(truthStrings.includes(norm(dec)), `${where} decoy ${dec}`).toBe(false);
          if (digits(dec).length >= 9) expect(truthDigits.includes(digits(dec)), `${where} decoy ${dec}`).toBe(false);
        }
      }
    });
  }

  it('is deterministic per seed and varied by seed', async () => {
    for (const layout of INDEPENDENT23_LAYOUT_NAMES) {
      const a = await generateIndependent23(layout, 7, { style: 'typed', scan: false });
      const b = await generateIndependent23(layout, 7, { style: 'typed', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
      const names = new Set<string>();
      for (let seed = 1; seed <= 6; seed++) names.add((await generateIndependent23(layout, seed, { style: 'typed', scan: false })).truth.legal_name!);
      expect(names.size).toBeGreaterThan(3);
    }
  });

  it('scans (typed, handwritten, fillable) have no text layer and keep the truth', async () => {
    const picks: [string, (typeof STYLES)[number]][] = [[INDEPENDENT23_LAYOUT_NAMES[2]!, 'fillable'], [INDEPENDENT23_LAYOUT_NAMES[5]!, 'handwritten'], [INDEPENDENT23_LAYOUT_NAMES[0]!, 'typed']];
    for (const [layout, style] of picks) {
      const plain = await generateIndependent23(layout, 4, { style, scan: false });
      const scanned = await generateIndependent23(layout, 4, { style, scan: true });
      expect((await pdfRead(scanned.pdf)).text.trim()).toBe('');
      expect(scanned.truth.legal_name).toBe(plain.truth.legal_name);
    }
  }, 60_000);
});
