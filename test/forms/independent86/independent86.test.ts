// Set 86: every layout and style generates, deterministically, and its truth is what the PDF shows: the page text for
// typed and handwritten forms, the AcroForm fields for fillable ones (whose values stay out of the page text).
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { INDUSTRIES, industryOf } from './data.ts';
import { generateIndependent86, INDEPENDENT86_LAYOUT_NAMES, type Independent86Result } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const squash = (s: string): string => s.replace(/\s+/g, '');
const MON = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A printed date as ISO, from the formats the layouts print. */
function isoOf(t: string): string {
  const p2 = (n: number | string): string => String(n).padStart(2, '0');
  const y4 = (y: string): string => (y.length === 2 ? (Number(y) > 30 ? `19${y}` : `20${y}`) : y);
  let m = /^(\d{4})-(\d\d)-(\d\d)$/.exec(t);
  if (m) return t;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2,4})$/.exec(t);
  if (m) return `${y4(m[3]!)}-${p2(m[1]!)}-${p2(m[2]!)}`;
  m = /^(\d{1,2})-([A-Za-z]{3})-(\d{2,4})$/.exec(t);
  if (m) return `${y4(m[3]!)}-${p2(MON.indexOf(m[2]!.toLowerCase()) + 1)}-${p2(m[1]!)}`;
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(t);
  if (m) return `${m[3]}-${p2(MON.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${p2(m[2]!)}`;
  throw new Error(`unreadable date ${t}`);
}

/** The truth agrees with the printed text of each value that gives it. */
function checkReadings(r: Independent86Result): void {
  const t = r.truth as unknown as Record<string, unknown>;
  for (const loc of r.locations) {
    for (const path of loc.fields) {
      const a = /^application\.applicants\[(\d)\]\.(\w+)$/.exec(path);
      const key = a ? a[2]! : path.slice('application.'.length);
      const v = a ? (r.truth.applicants[Number(a[1])] as unknown as Record<string, unknown>)[key] : t[key];
      expect(v, path).not.toBeNull();
      if (key === 'requested_amount' || key === 'requested_payment') expect(Number(loc.text.replace(/[$,\sCAD]/g, ''))).toBe(v);
      if (key === 'business_start_date' || key === 'date_of_birth') expect(isoOf(loc.text)).toBe(v);
      if (key === 'legal_name' || key === 'trade_name' || key === 'role') expect(loc.text).toBe(v);
      if (key === 'business_tax_id' || key === 'tax_id') expect(loc.text.replace(/[^0-9A-Z]/g, '')).toBe(v);
      if (key === 'ownership' || key === 'number_of_payments' || key === 'credit_score') expect(Number(loc.text.replace('%', ''))).toBe(v);
      if (key === 'first_name') expect(loc.text).toContain(String(v));
      if (key === 'last_name') expect(loc.text).toContain(String(v));
      if (key === 'industry') expect(industryOf(loc.text)).toBe(v);
    }
  }
  // every non-null value was printed somewhere
  const printed = new Set(r.locations.flatMap((l) => l.fields));
  for (const [k, v] of Object.entries(r.truth)) if (k !== 'applicants' && v !== null) expect(printed.has(`application.${k}`), k).toBe(true);
  for (const [i, ap] of r.truth.applicants.entries())
    for (const [k, v] of Object.entries(ap)) if (v !== null) expect(printed.has(`application.applicants[${i}].${k}`), `${i}.${k}`).toBe(true);
}

async function checkPdf(r: Independent86Result, style: string): Promise<void> {
  const pdf = await pdfRead(r.pdf);
  expect(pdf.pages.length).toBe(r.pages);
  if (style === 'fillable') {
    for (const loc of r.locations) expect(pdf.fields.get(loc.acroform_field!), loc.acroform_field).toBe(loc.acroform_value ?? loc.text);
    const page = squash(pdf.text);
    expect(page).not.toContain(squash(r.truth.legal_name!));
    expect(page).not.toContain(squash(r.locations.find((l) => l.fields.includes('application.business_tax_id'))!.text));
  } else {
    for (const loc of r.locations) expect(squash(pdf.pages[loc.page - 1]!), `${loc.fields.join()} "${loc.text}"`).toContain(squash(loc.text));
    expect(pdf.fields.size).toBe(0);
  }
}

describe('independent set 86: spreadsheet and horizontal-grid forms', () => {
  it('has seven layouts of seven brokers', async () => {
    expect(INDEPENDENT86_LAYOUT_NAMES.length).toBe(7);
    const brokers = await Promise.all(INDEPENDENT86_LAYOUT_NAMES.map(async (l) => (await generateIndependent86(l, 1, { style: 'typed', scan: false })).broker));
    expect(new Set(brokers).size).toBe(7);
  });

  it('prints industry texts that the reference rule reads as intended', () => {
    for (const [text, id] of INDUSTRIES) expect(industryOf(text), text).toBe(id);
  });

  for (const layout of INDEPENDENT86_LAYOUT_NAMES) {
    it(`${layout}: every style generates, deterministically, with the truth the PDF shows`, async () => {
      let first: string | null = null;
      for (const style of STYLES) {
        const r = await generateIndependent86(layout, 11, { style, scan: false });
        const again = await generateIndependent86(layout, 11, { style, scan: false });
        expect(Buffer.from(again.pdf).equals(Buffer.from(r.pdf))).toBe(true);
        expect(again.truth).toEqual(r.truth);
        first ??= JSON.stringify(r.truth);
        expect(JSON.stringify(r.truth)).toBe(first);
        expect(r.truth.legal_name).toBeTruthy();
        expect(r.truth.applicants.length).toBeGreaterThan(0);
        checkReadings(r);
        await checkPdf(r, style);
      }
    });

    it(`${layout}: values vary with the seed and stay true`, async () => {
      const owners = new Set<number>(), dba = new Set<boolean>(), entity = new Set<string | null>();
      for (let seed = 20; seed < 28; seed++) {
        const r = await generateIndependent86(layout, seed, { style: seed % 2 ? 'typed' : 'fillable', scan: false });
        checkReadings(r);
        await checkPdf(r, seed % 2 ? 'typed' : 'fillable');
        owners.add(r.truth.applicants.length); dba.add(r.truth.trade_name !== null); entity.add(r.truth.type_of_entity);
        for (const d of r.decoys) expect([r.truth.legal_name, r.truth.trade_name]).not.toContain(d);
      }
      expect(owners.size).toBeGreaterThan(1);
      expect(dba.size).toBe(2);
      expect(entity.size).toBeGreaterThan(2);
    });
  }

  it('a scanned fillable form keeps its truth and has no fields or text', async () => {
    const plain = await generateIndependent86('columnar-wide-bands', 5, { style: 'fillable', scan: false });
    const scanned = await generateIndependent86('columnar-wide-bands', 5, { style: 'fillable', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const pdf = await pdfRead(scanned.pdf);
    expect(pdf.fields.size).toBe(0);
    expect(pdf.text.trim()).toBe('');
  });
});
