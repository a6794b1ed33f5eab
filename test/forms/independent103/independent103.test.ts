// Set 103 (Canadian applications): deterministic; every truth value is printed (page text, or an AcroForm field in a
// fillable form) and reads back to the truth by an interpretation written here, not the generator's; decoys never
// equal a truth value; the truth does not depend on the style; every layout x style renders.
import { describe, expect, it } from 'vitest';
import { pdfRead, type PdfRead } from '../generator/pdf-read.ts';
import { INDUSTRIES, PROV_EN, PROV_FR, luhnOk } from './data.ts';
import { buildIndependent103, generateIndependent103, INDEPENDENT103_LAYOUT_NAMES, type Built } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = Array.from({ length: Number(process.env.I103_SEEDS ?? 4) }, (_, i) => i + 1);
const ENTITY: Record<string, string[]> = {
  ca_corporation: ['Corporation', 'Inc.', 'Ltd.', 'Limited', 'Corp.', 'Incorporated', 'Société par actions', 'Compagnie', 'Ltée'],
  sole_proprietorship: ['Sole Proprietorship', 'Sole Proprietor', 'Self-employed', 'Entreprise individuelle', 'Travailleur autonome', 'Sole proprietorship'],
  general_partnership: ['Partnership', 'General Partnership', 'Société en nom collectif', 'S.E.N.C.'],
  ca_ulc: ['ULC', 'Unlimited Liability Company'], limited_partnership: ['Limited Partnership', 'Société en commandite'],
  cooperative: ['Co-operative', 'Coopérative'],
};
const MONTHS: Record<string, number> = { january: 1, february: 2, march: 3, april: 4, may: 5, june: 6, july: 7, august: 8, september: 9, october: 10, november: 11, december: 12,
  janvier: 1, février: 2, mars: 3, avril: 4, mai: 5, juin: 6, juillet: 7, août: 8, septembre: 9, octobre: 10, novembre: 11, décembre: 12,
  jan: 1, feb: 2, mar: 3, apr: 4, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12 };
const pad = (n: number) => String(n).padStart(2, '0');
const alnum = (t: string) => t.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
const spaced = (t: string) => t.replace(/\s+/g, ' ').trim();

function parseDate(t: string): string | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return t;
  if ((m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t)) && Number(m[1]) > 12) return `${m[3]}-${m[2]}-${m[1]}`;
  if ((m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(t))) return `${m[3]}-${pad(MONTHS[m[1]!.toLowerCase()]!)}-${pad(Number(m[2]))}`;
  if ((m = /^(\d{1,2})(?:er)? (\p{L}+) (\d{4})$/u.exec(t))) return `${m[3]}-${pad(MONTHS[m[2]!]!)}-${pad(Number(m[1]))}`;
  if ((m = /^(\d{2})-([A-Za-z]{3})-(\d{4})$/.exec(t))) return `${m[3]}-${pad(MONTHS[m[2]!.toLowerCase()]!)}-${m[1]}`;
  return null;
}
function parseMoney(t: string): number {
  const s = t.replace(/\$|CAD/g, '').replace(/\s/g, '');
  return /,\d{2}$/.test(s) ? Number(s.replace(',', '.')) : Number(s.replace(/,/g, ''));
}
function freqOf(t: string): string | null {
  if (/bi-?weekly|deux semaines/i.test(t)) return 'biweekly';
  if (/daily|quotidien/i.test(t)) return 'daily';
  if (/weekly|hebdo/i.test(t)) return 'weekly';
  return /monthly|mensuel/i.test(t) ? 'monthly' : null;
}
const PROV_ALIAS: Record<string, string> = { 'Alta.': 'AB', 'Sask.': 'SK', 'B.C.': 'BC' };

/** Whether a printed text gives this truth value, read as a person reads the form. */
function agrees(path: string, text: string, v: string | number): boolean {
  const key = path.split('.').pop()!;
  switch (key) {
    case 'legal_name': case 'trade_name': case 'role': return text === v;
    case 'business_tax_id': case 'tax_id': return alnum(text) === v && luhnOk(String(v).slice(0, 9));
    case 'business_tax_id_type': return v === 'BN' ? /^(BN|\d{9}(\s?-?(RC|RT)\s?\d{4})?|\d{3} \d{3} \d{3})$/.test(text.replace(/-/g, '')) || /^\d{9}[- ]?R[CT]/.test(text) : v === 'SIN';
    case 'business_tax_id_country': case 'tax_id_country': return v === 'CA';
    case 'tax_id_type': return v === 'SIN' && /^(\d{3}[ -]?\d{3}[ -]?\d{3}|[X*x]{3}[ -][X*x]{3}[ -]\d{3})$/.test(text);
    case 'country': return text === 'Canada' && v === 'Canada';
    case 'state_region': return text === v || PROV_EN[v] === text || PROV_FR[v] === text || PROV_ALIAS[text] === v;
    case 'requested_amount': case 'requested_payment': return parseMoney(text) === v;
    case 'number_of_payments': case 'credit_score': return Number(text) === v;
    case 'ownership': return parseFloat(text) === v && /^\d+ ?%?$/.test(text);
    case 'payment_frequency': return freqOf(text) === v;
    case 'business_start_date': case 'date_of_birth': return parseDate(text) === v;
    case 'industry': return INDUSTRIES.some((i) => i.id === v && (i.en === text || i.fr === text));
    case 'type_of_entity': return text.replace(/ :$/, '').split(' / ').some((p) => ENTITY[v]?.includes(p));
    case 'first_name': return text === v || new RegExp(`^${v} ([A-Z]\\. )?\\S|, ${v}$`).test(text);
    case 'last_name': return text === v || text.endsWith(` ${v}`) || text.startsWith(`${v}, `);
    default: return false;
  }
}

function check(b: Built, read: PdfRead): void {
  const fields = b.flat ? false : b.printed.some((p) => p.via === 'field');
  const paths = new Set<string>();
  for (const p of b.printed) {
    if (p.via === 'field') expect(read.fields.get(p.field!), `${p.field}`).toBe(p.text);
    else expect(spaced(read.pages[p.page - 1]!), `${b.layout} p${p.page}: ${p.text}`).toContain(spaced(p.text));
    for (const [path, v] of Object.entries(p.paths)) {
      paths.add(path);
      if (v !== null) expect(agrees(path, p.text, v), `${b.layout} ${path} = ${v} from '${p.text}'`).toBe(true);
    }
  }
  // Every non-null truth value was printed somewhere (country: printed or given by the province).
  const t = b.truth as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && k !== 'country' && v !== null) expect(paths.has(`application.${k}`), k).toBe(true);
  b.truth.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) expect(paths.has(`application.applicants[${i}].${k}`), `${i}.${k}`).toBe(true); });
  expect(b.truth.legal_name).not.toBeNull();
  expect(b.truth.applicants.length).toBeGreaterThan(0);
  if (fields) expect(read.text).not.toContain(b.truth.legal_name!);
  // Decoys never equal a truth value (values of four characters or more: a count like 12 may be printed twice).
  const truthValues = new Set<string>();
  const add = (v: unknown) => { if (v !== null && typeof v !== 'object' && alnum(String(v)).length >= 4) truthValues.add(alnum(String(v))); };
  Object.values(t).forEach(add);
  b.truth.applicants.forEach((a) => Object.values(a).forEach(add));
  for (const d of b.decoys) expect(truthValues.has(alnum(d.text)) || truthValues.has(String(parseMoney(d.text))), `decoy ${d.key} '${d.text}'`).toBe(false);
}

describe('independent set 103 (Canadian applications)', () => {
  it('has six or seven layouts', () => {
    expect(INDEPENDENT103_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(6);
    expect(INDEPENDENT103_LAYOUT_NAMES.length).toBeLessThanOrEqual(7);
  });

  it('is deterministic, scans included', async () => {
    for (const [layout, style, scan] of [['fleuve', 'handwritten', false], ['pacific_cove', 'fillable', false], ['atlantic_tide', 'typed', true]] as const) {
      const a = await generateIndependent103(layout, 7, { style, scan });
      const b = await generateIndependent103(layout, 7, { style, scan });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), `${layout} ${style} ${scan}`).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
  }, 60_000);

  for (const layout of INDEPENDENT103_LAYOUT_NAMES) {
    it(`${layout}: every style renders, prints its truth, keeps decoys apart`, async () => {
      for (const seed of SEEDS) {
        let first: string | null = null;
        for (const style of STYLES) {
          const b = await buildIndependent103(layout, seed, { style, scan: false });
          expect(Buffer.from(b.pdf.slice(0, 5)).toString()).toBe('%PDF-');
          check(b, await pdfRead(b.pdf));
          const json = JSON.stringify(b.truth);
          first ??= json;
          expect(json, `${layout} ${seed} ${style}`).toBe(first);
        }
      }
    }, 30_000);
  }

  it('a scanned fillable form has no text layer and the same truth', async () => {
    const plain = await buildIndependent103('outaouais', 3, { style: 'fillable', scan: false });
    const scanned = await buildIndependent103('outaouais', 3, { style: 'fillable', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const read = await pdfRead(scanned.pdf);
    expect(read.text.trim()).toBe('');
    expect(read.fields.size).toBe(0);
  }, 60_000);
});
