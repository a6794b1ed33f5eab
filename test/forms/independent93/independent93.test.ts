// Set 93: every layout x style generates, is deterministic, and its truth agrees with what the PDF shows (the page
// text for typed and handwritten values, the AcroForm fields as pdf.js reads them for fillable ones).
import { describe, expect, it } from 'vitest';
import { pdfRead, type PdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent93, INDEPENDENT93_LAYOUT_NAMES, type Independent93Result } from './index.ts';
import { TRADES } from './names.ts';
import { entityOf, industryOf, PROVINCES, STATES } from './reference.ts';
import type { Style } from './sheet.ts';

const STYLES: readonly Style[] = ['typed', 'handwritten', 'fillable'];
const squash = (s: string) => s.replace(/\s+/g, '');
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

function parseDate(t: string): string | null {
  const pad = (n: number) => String(n).padStart(2, '0');
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return t;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) { const y = Number(m[3]); return `${m[3]!.length === 2 ? (y > 30 ? 1900 + y : 2000 + y) : y}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`; }
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(t);
  if (m) { const i = MONTHS.findIndex((x) => x.startsWith(m![1]!.toLowerCase())); return `${m[3]}-${pad(i + 1)}-${pad(Number(m[2]))}`; }
  return null;
}
const num = (t: string) => Number(t.replace(/[$,%\s]|CAD/g, ''));
function region(t: string): string | null {
  const byName = [...STATES, ...PROVINCES].find((r) => r.name === t);
  if (byName) return byName.code;
  const m = /\b([A-Z]{2})\b(?: [0-9A-Z]{3}(?: [0-9A-Z]{3})?| \d{5})?$/.exec(t);
  return m ? m[1]! : null;
}
function freq(label: string): string {
  const l = label.toLowerCase();
  return l.includes('two') || l.startsWith('bi') ? 'biweekly' : l;
}

/** The truth a single shown value gives, read back from its text (an independent check of the generator's patch). */
function agrees(path: string, v: unknown, text: string, country: 'US' | 'CA'): boolean {
  const key = path.replace(/^applicants\[\d+\]\./, '');
  switch (key) {
    case 'legal_name': case 'trade_name': case 'role': return text === v;
    case 'requested_amount': case 'requested_payment': case 'number_of_payments': case 'ownership': case 'credit_score': return num(text) === v;
    case 'business_tax_id': return text.replace(/[^0-9A-Za-z]/g, '').toUpperCase() === v;
    case 'tax_id': return text.replace(/\D/g, '') === v;
    case 'tax_id_type': case 'business_tax_id_type': {
      const d = text.replace(/[^0-9A-Za-z]/g, '');
      if (v === 'BN') return /^\d{9}R[CT]\d{4}$/.test(d);
      if (v === 'SIN' || v === 'EIN') return /^\d{9}$/.test(d);
      return (v === 'ITIN') === d.startsWith('9');
    }
    case 'tax_id_country': case 'business_tax_id_country': return v === country;
    case 'business_start_date': case 'date_of_birth': return parseDate(text) === v;
    case 'state_region': return region(text) === v;
    case 'first_name': return text.includes(String(v)) && !text.startsWith(',');
    case 'last_name': return text.includes(String(v));
    case 'type_of_entity': return entityOf(text, country) === v;
    case 'industry': return industryOf(text) === v;
    case 'payment_frequency': return freq(text) === v;
    default: throw new Error(`no check for ${path}`);
  }
}

function truthPaths(t: TruthApplication): [string, unknown][] {
  const out: [string, unknown][] = Object.entries(t).filter(([k, v]) => k !== 'applicants' && k !== 'country' && v !== null);
  t.applicants.forEach((a, i) => Object.entries(a).forEach(([k, v]) => { if (v !== null) out.push([`applicants[${i}].${k}`, v]); }));
  return out;
}

function check(r: Independent93Result, read: PdfRead): void {
  const page = squash(read.text);
  const printed = new Set(r.shown.filter((s) => s.field === null && s.on).map((s) => squash(s.text)));
  const country = r.truth.country === 'Canada' ? 'CA' : 'US';
  for (const s of r.shown) {
    if (s.field !== null) {
      expect(read.fields.get(s.field), `${r.layout}/${r.style} field ${s.field}`).toBe(s.expect);
      if (s.kind === 'text' && s.on && s.paths.length && s.expect.length >= 8 && !printed.has(squash(s.expect))) expect(page.includes(squash(s.expect)), `${s.field} not in page text`).toBe(false);
    } else if (s.on && (s.kind === 'text' || s.kind === 'choice')) {
      expect(page.includes(squash(s.text)), `${r.layout}/${r.style} page shows "${s.text}"`).toBe(true);
    }
    for (const p of s.paths) {
      const v = p.startsWith('applicants[') ? (r.truth.applicants[Number(/\d+/.exec(p)![0])] as unknown as Record<string, unknown>)[p.split('.')[1]!]
        : (r.truth as unknown as Record<string, unknown>)[p];
      expect(agrees(p, v, s.text, country), `${r.layout}/${r.style} ${p}=${String(v)} from "${s.text}"`).toBe(true);
    }
  }
  for (const [path] of truthPaths(r.truth)) expect(r.shown.some((s) => s.paths.includes(path)), `${r.layout} ${path} shown`).toBe(true);
  if (r.truth.state_region) expect(r.truth.country).toBe(country === 'CA' ? 'Canada' : 'United States');
  const values = truthPaths(r.truth).map(([, v]) => String(v));
  for (const d of r.decoys) expect(values.includes(d.text) && d.text.length > 3, `${r.layout} decoy ${d.key} "${d.text}" is a truth value`).toBe(false);
  expect(read.pages).toHaveLength(r.pages);
  expect(r.pages).toBe(r.layout === 'meridian' ? 2 : 1);
  if (r.style === 'fillable') expect(read.fields.size).toBeGreaterThan(20);
  else expect(read.fields.size).toBe(0);
}

describe('independent93', () => {
  it('has seven layouts', () => expect(INDEPENDENT93_LAYOUT_NAMES).toHaveLength(7));

  it('reads every kind of business as its industry', () => {
    for (const t of TRADES) { expect(industryOf(t.text), t.text).toBe(t.id); expect(industryOf(t.desc), t.desc).toBe(t.id); }
  });

  for (const layout of INDEPENDENT93_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: deterministic, truth as shown`, async () => {
        const a = await generateIndependent93(layout, 7, { style, scan: false });
        const b = await generateIndependent93(layout, 7, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        check(a, await pdfRead(a.pdf));
      });
    }
    it(`${layout}: the truth is the same in every style, over many seeds`, async () => {
      for (let seed = 1; seed <= 8; seed++) {
        const styles = seed <= 2 ? STYLES : (['typed', 'fillable'] as const);
        const rs = await Promise.all(styles.map((style) => generateIndependent93(layout, seed, { style, scan: false })));
        for (const r of rs) expect(r.truth).toEqual(rs[0]!.truth);
        check(rs[rs.length - 1]!, await pdfRead(rs[rs.length - 1]!.pdf));
      }
    });
  }

  it('varies what it prints across seeds', async () => {
    const truths = await Promise.all(Array.from({ length: 24 }, (_, i) => generateIndependent93(INDEPENDENT93_LAYOUT_NAMES[i % 7]!, 100 + i, { style: 'typed', scan: false })));
    const t = truths.map((r) => r.truth);
    for (const f of ['trade_name', 'requested_payment', 'payment_frequency'] as const) {
      expect(t.some((x) => x[f] === null), `${f} sometimes null`).toBe(true);
      expect(t.some((x) => x[f] !== null), `${f} sometimes set`).toBe(true);
    }
    expect(t.some((x) => x.applicants.some((a) => a.tax_id === null))).toBe(true);
    expect(t.some((x) => x.applicants.length > 1)).toBe(true);
  });

  it('scans: a fillable form drawn as its filled self, then an image with no text and no fields', async () => {
    for (const [layout, style] of [['blueledger', 'fillable']] as const) {
      const plain = await generateIndependent93(layout, 3, { style, scan: false });
      const scanned = await generateIndependent93(layout, 3, { style, scan: true });
      expect(scanned.truth).toEqual(plain.truth);
      const read = await pdfRead(scanned.pdf);
      expect(read.fields.size).toBe(0);
      expect(read.text.trim()).toBe('');
      expect(scanned.skews).toHaveLength(plain.pages);
    }
  }, 60_000);
});
