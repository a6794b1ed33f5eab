import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent268, INDEPENDENT268_LAYOUT_NAMES, type Independent268Result } from './index.ts';
import { entityOf, industryOf, REFERENCE_DIR } from './data.ts';

type Style = 'typed' | 'handwritten' | 'fillable';
const STYLES: Style[] = ['typed', 'handwritten', 'fillable'];
const SEEDS = [1, 2, 3];

const ids = (file: string, key = 'id'): Set<string> =>
  new Set((JSON.parse(readFileSync(`${REFERENCE_DIR}/${file}`, 'utf8')) as { items: Record<string, string>[] }).items.map((i) => i[key]!));
const ENTITY_IDS = ids('entity-types.json');
const INDUSTRY_IDS = ids('industries.json');
const STATES = ids('states.json', 'code');
const PROVINCES = ids('provinces.json', 'code');

const FONTS = `${process.cwd()}/node_modules/pdfjs-dist/standard_fonts/`;

interface Read { pages: string[]; widgets: Map<string, { value: string; checkbox: boolean }>; acroFields: Set<string> }

async function read(pdf: Uint8Array): Promise<Read> {
  const task = getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0, standardFontDataUrl: FONTS });
  const doc = await task.promise;
  const pages: string[] = [];
  const widgets = new Map<string, { value: string; checkbox: boolean }>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    pages.push(tc.items.map((i: any) => i.str ?? '').join(' '));
    for (const a of (await page.getAnnotations()) as any[]) {
      if (a.subtype !== 'Widget') continue;
      widgets.set(a.fieldName, { value: String(a.fieldValue ?? ''), checkbox: Boolean(a.checkBox) });
    }
  }
  // pdfjs 6 answers a Map of field name -> objects (older versions a plain object).
  const fo = (await doc.getFieldObjects()) as unknown;
  const names = fo instanceof Map ? [...fo.keys()] as string[] : Object.keys((fo ?? {}) as Record<string, unknown>);
  await task.destroy();
  return { pages, widgets, acroFields: new Set(names) };
}

const squash = (s: string): string => s.replace(/\s+/g, '');
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoOf(text: string): string | null {
  const p = (n: number): string => String(n).padStart(2, '0');
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return text;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (m) {
    const y = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return `${y}-${p(Number(m[1]))}-${p(Number(m[2]))}`;
  }
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  if (m) return `${m[3]}-${p(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${p(Number(m[2]))}`;
  return null;
}
const moneyOf = (text: string): number => Number(text.replace(/CAD|\$|,|\s/g, ''));

/** Is the truth value `v` of `path` what applications.md reads from the printed `text`? */
function consistent(path: string, v: unknown, text: string, country: string): boolean {
  const f = path.replace(/^application\.(applicants\[\d+\]\.)?/, '');
  if (v === null) return f === 'tax_id';
  switch (f) {
    case 'legal_name': case 'trade_name': case 'role': return text === v;
    case 'first_name': case 'last_name': return text.includes(String(v));
    case 'requested_amount': case 'requested_payment': return moneyOf(text) === v;
    case 'number_of_payments': case 'credit_score': return Number(text) === v;
    case 'ownership': return parseFloat(text) === v;
    case 'payment_frequency': return text.toLowerCase().replace(/[^a-z]/g, '') === v;
    case 'business_tax_id': case 'tax_id': return text.toUpperCase().replace(/[^0-9A-Z]/g, '') === v;
    case 'business_tax_id_type': case 'tax_id_type': return ['EIN', 'SSN', 'ITIN', 'BN', 'SIN'].includes(String(v));
    case 'business_tax_id_country': case 'tax_id_country': return v === country;
    case 'business_start_date': case 'date_of_birth': return isoOf(text) === v;
    case 'state_region': return new RegExp(`(^|[^A-Z])${String(v)}([^A-Z]|$)`).test(text);
    case 'country': return v === (country === 'CA' ? 'Canada' : 'United States');
    case 'industry': return industryOf(text) === v;
    case 'type_of_entity': return entityOf(text.replace(/^Other:?\s*/, ''), country as 'US' | 'CA') === v;
    default: return false;
  }
}

function checkTruth(r: Independent268Result, rd: Read): void {
  const t = r.truth;
  const country = t.country === 'Canada' ? 'CA' : 'US';
  // Every non-null truth value has a printed location, and every location reads as its truth.
  const located = new Set(r.locations.flatMap((l) => l.fields));
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) expect(located, `${k} located`).toContain(`application.${k}`);
  t.applicants.forEach((a, i) => {
    for (const [k, v] of Object.entries(a)) if (v !== null) expect(located, `applicant ${i} ${k}`).toContain(`application.applicants[${i}].${k}`);
  });
  for (const l of r.locations) {
    for (const path of l.fields) {
      const m = /^application\.(?:applicants\[(\d+)\]\.)?(\w+)$/.exec(path)!;
      const v = m[1] !== undefined ? (t.applicants[Number(m[1])] as unknown as Record<string, unknown>)[m[2]!] : (t as unknown as Record<string, unknown>)[m[2]!];
      expect(consistent(path, v, l.text, country), `${path}=${JSON.stringify(v)} from "${l.text}"`).toBe(true);
    }
    if (r.style === 'fillable') {
      const wdg = rd.widgets.get(l.acroform_field!);
      expect(wdg, `widget ${l.acroform_field}`).toBeDefined();
      expect(rd.acroFields.has(l.acroform_field!), `${l.acroform_field} in /AcroForm /Fields`).toBe(true);
      if (l.checkbox) expect(wdg!.value).toBe('Yes');
      else expect(wdg!.value).toBe(l.text);
    } else {
      expect(squash(rd.pages[l.page - 1]!), `"${l.text}" printed on page ${l.page}`).toContain(squash(l.text));
    }
  }
  // Reference ids.
  if (t.type_of_entity) expect(ENTITY_IDS.has(t.type_of_entity)).toBe(true);
  if (t.industry) expect(INDUSTRY_IDS.has(t.industry)).toBe(true);
  expect(t.state_region).not.toBeNull();
  expect((country === 'CA' ? PROVINCES : STATES).has(t.state_region!)).toBe(true);
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(4);
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100.01);
  expect(t.requested_amount).toBeGreaterThan(0);
}

describe('independent268 generator', () => {
  for (const layout of INDEPENDENT268_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: truth is printed and reads back`, async () => {
        for (const seed of SEEDS) {
          const r = await generateIndependent268(layout, seed, { style, scan: false });
          const rd = await read(r.pdf);
          checkTruth(r, rd);
          if (style === 'fillable') {
            // No applicant-entered value (truth or decoy) is page text; every widget is listed in the AcroForm.
            const all = squash(rd.pages.join(' '));
            // A role ("Sole Proprietor") may also be an option's printed label.
            for (const x of [...r.locations.filter((l) => !l.checkbox && !l.fields.every((f) => f.endsWith('.role'))), ...r.decoys]) {
              // Short words (a role such as "Owner") can be part of a printed label; longer values and numbers cannot.
              const v = squash(x.text);
              if (v.length >= 8 || (v.length >= 4 && /\d/.test(v))) expect(all, `"${x.text}" only in a widget`).not.toContain(squash(x.text));
            }
            for (const name of rd.widgets.keys()) expect(rd.acroFields.has(name)).toBe(true);
            const raw = Buffer.from(r.pdf).toString('latin1');
            expect(raw).toMatch(/\/NeedAppearances false/);
          } else {
            expect(rd.widgets.size).toBe(0);
          }
        }
      });
    }
  }

  it('many seeds generate coherent truth (typed)', async () => {
    for (const layout of INDEPENDENT268_LAYOUT_NAMES) {
      for (let seed = 10; seed < 22; seed++) {
        const r = await generateIndependent268(layout, seed, { style: 'typed', scan: false });
        checkTruth(r, await read(r.pdf));
      }
    }
  }, 120_000);

  it('is deterministic for a seed', async () => {
    for (const layout of INDEPENDENT268_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent268(layout, 5, { style, scan: false });
        const b = await generateIndependent268(layout, 5, { style, scan: false });
        expect(b.truth).toEqual(a.truth);
        expect(Buffer.from(b.pdf).equals(Buffer.from(a.pdf))).toBe(true);
      }
      const c = await generateIndependent268(layout, 6, { style: 'typed', scan: false });
      const d = await generateIndependent268(layout, 5, { style: 'typed', scan: false });
      expect(c.truth).not.toEqual(d.truth);
    }
  });

  it('varies owners, tax-id shapes, products and DBA across seeds', async () => {
    const owners = new Set<number>();
    const taxShapes = new Set<string>();
    const dba = new Set<string>();
    const freq = new Set<string>();
    for (const layout of INDEPENDENT268_LAYOUT_NAMES) {
      for (let seed = 30; seed < 50; seed++) {
        const r = await generateIndependent268(layout, seed, { style: 'typed', scan: false });
        owners.add(r.truth.applicants.length);
        for (const a of r.truth.applicants) taxShapes.add(a.tax_id ? 'full' : a.tax_id_type ? 'masked' : 'blank');
        dba.add(r.truth.trade_name ? 'name' : 'null');
        if (r.truth.payment_frequency) freq.add(r.truth.payment_frequency);
      }
    }
    expect(owners.size).toBeGreaterThanOrEqual(3);
    expect([...taxShapes].sort()).toEqual(['blank', 'full', 'masked']);
    expect(dba.size).toBe(2);
    expect(freq.size).toBeGreaterThanOrEqual(2);
  }, 120_000);

  it('scans typed and handwritten forms; a fillable form with scan throws', async () => {
    const office = await generateIndependent268('keystone_marketplace', 1, { style: 'typed', scan: true });
    expect(Buffer.from(office.pdf.slice(0, 5)).toString()).toBe('%PDF-');
    const phone = await generateIndependent268('maple_ridge_ca', 2, { style: 'handwritten', scan: 'phone' });
    expect(phone.pdf.length).toBeGreaterThan(1000);
    expect(phone.truth.country).toBe('Canada');
    await expect(generateIndependent268('northway_sba', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120_000);
});
