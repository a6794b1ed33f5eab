// Independent set 149: every placed value is really on its page (or in its AcroForm field), the truth is exactly the
// placed values, the truth follows applications.md (checked against the shared reference), decoys stay decoys, and the
// output is deterministic.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent149, INDEPENDENT149_LAYOUT_NAMES, type Placed } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5, 6, 7];
const squash = (s: string) => s.normalize('NFC').replace(/\s+/g, '');

const here = dirname(fileURLToPath(import.meta.url));
const refDir = ['../../../../shared/reference', '../../../../../shared/reference'].map((p) => join(here, p)).find((p) => existsSync(join(p, 'states.json')));
const ref = (f: string) => (refDir ? JSON.parse(readFileSync(join(refDir, f), 'utf8')).items : []) as any[];
const ENTITIES = ref('entity-types.json'), INDUSTRIES = ref('industries.json'), STATES = ref('states.json'), PROVINCES = ref('provinces.json');

async function readPdf(pdf: Uint8Array): Promise<{ pages: number; text: string[]; fields: Map<string, string> }> {
  const task = pdfjs.getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const text: string[] = [], fields = new Map<string, string>();
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const tc = await page.getTextContent();
    text.push(squash(tc.items.map((i: any) => i.str ?? '').join('')));
    for (const a of await page.getAnnotations()) if (a.fieldName) fields.set(a.fieldName, String(a.fieldValue ?? ''));
  }
  const pages = doc.numPages;
  await task.destroy();
  return { pages, text, fields };
}

const norm = (s: string) => s.toLowerCase().normalize('NFD').replace(/[^a-z0-9]/g, '');
function entityOf(text: string, country: string): string[] {
  const t = norm(text);
  return ENTITIES.filter((e) => e.countries.includes(country) && [e.id, e.label, ...e.aliases].some((a: string) => norm(a) === t)).map((e) => e.id);
}
function industryOf(text: string): string[] {
  const low = text.toLowerCase();
  let best = 0, ids = new Set<string>();
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...it.aliases] as string[]) {
      const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
      if (!re.test(low)) continue;
      if (a.length > best) { best = a.length; ids = new Set([it.id]); } else if (a.length === best) ids.add(it.id);
    }
  }
  return [...ids];
}
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
function isoOf(text: string): string | null {
  const p = (n: number) => String(n).padStart(2, '0');
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return text;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (m) { const y = Number(m[3]); return `${y < 100 ? (y <= 26 ? 2000 + y : 1900 + y) : y}-${p(Number(m[1]))}-${p(Number(m[2]))}`; }
  m = /^([A-Za-z]+)\.? (\d{1,2}),? (\d{4})$/.exec(text);
  if (m) return `${m[3]}-${p(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${p(Number(m[2]))}`;
  return null;
}
const luhn = (s: string) => [...s].reverse().reduce((a, c, i) => { let d = Number(c); if (i % 2) { d *= 2; if (d > 9) d -= 9; } return a + d; }, 0) % 10 === 0;
const BAD_EIN = ['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97'];

/** A printed value read back the way applications.md says, for the fields that have a format. */
function checkFormats(p: Placed): void {
  for (const [path, v] of Object.entries(p.fields)) {
    if (v === null) continue;
    const f = path.replace(/^applicants\[\d+\]\./, '');
    if (f === 'requested_amount' || f === 'requested_payment') expect(Number(p.text.replace(/CAD|[$,\s]/g, ''))).toBe(v);
    if (f === 'ownership') expect(Number(p.text.replace(/[%\s]/g, ''))).toBe(v);
    if (f === 'number_of_payments' || f === 'credit_score') expect(Number(p.text)).toBe(v);
    if (f === 'business_tax_id' || f === 'tax_id') expect(p.text.replace(/[^0-9A-Z]/g, '')).toBe(v);
    if (f === 'business_start_date' || f === 'date_of_birth') expect(isoOf(p.text)).toBe(v);
    if (f === 'legal_name' || f === 'trade_name' || f === 'role') expect(p.text).toBe(v);
  }
}

function checkTaxId(id: string, type: string): void {
  if (type === 'EIN') expect(BAD_EIN).not.toContain(id.slice(0, 2));
  if (type === 'SSN') { expect(['000', '666']).not.toContain(id.slice(0, 3)); expect(id[0]).not.toBe('9'); expect(id.slice(3, 5)).not.toBe('00'); }
  if (type === 'ITIN') expect(id[0]).toBe('9');
  if (type === 'BN' || type === 'SIN') expect(luhn(id.slice(0, 9))).toBe(true);
}

describe('independent149: ordinary ISO broker applications, fifth series', () => {
  it('has four layouts, three US and one Canadian', async () => {
    expect(INDEPENDENT149_LAYOUT_NAMES).toHaveLength(4);
    expect(refDir, 'shared reference data beside the checkout').toBeTruthy();
    expect(INDUSTRIES.length).toBeGreaterThan(50);
    const countries = await Promise.all(INDEPENDENT149_LAYOUT_NAMES.map(async (l) => (await generateIndependent149(l, 1, { style: 'typed', scan: false })).country));
    expect(countries.filter((c) => c === 'US')).toHaveLength(3);
    expect(countries.filter((c) => c === 'CA')).toHaveLength(1);
  });

  for (const layout of INDEPENDENT149_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: values printed where placed, truth exactly the placed values`, async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent149(layout, seed, { style, scan: false });
          const pdf = await readPdf(g.pdf);
          expect(pdf.pages).toBe(g.pages);
          const keys = g.placed.map((p) => p.key);
          expect(new Set(keys).size, `duplicate keys in ${layout}/${seed}`).toBe(keys.length);
          for (const p of g.placed) {
            if (style === 'fillable') {
              expect(p.acro, p.key).toBeTruthy();
              expect(pdf.fields.get(p.acro!), `${layout}/${seed} ${p.key}`).toBe(p.check ? 'Yes' : p.text);
            } else {
              expect(pdf.text[p.page - 1], `${layout}/${seed}/${style} ${p.key}: ${p.text}`).toContain(squash(p.text));
            }
            if (p.decoy) expect(Object.keys(p.fields)).toHaveLength(0);
            checkFormats(p);
          }
          const t = g.truth;
          if (style === 'fillable') {
            for (const page of pdf.text) expect(page).not.toContain(squash(t.legal_name!));
            const amount = g.placed.find((p) => 'requested_amount' in p.fields)!;
            for (const page of pdf.text) expect(page).not.toContain(squash(amount.text));
          }
          // Every non-null truth value comes from a placed value, and every placed value agrees with the truth.
          const flat: [string, unknown][] = [...Object.entries(t).filter(([k]) => k !== 'applicants'),
            ...t.applicants.flatMap((a, i) => Object.entries(a).map(([k, v]) => [`applicants[${i}].${k}`, v] as [string, unknown]))];
          for (const [path, v] of flat) {
            if (v === null) continue;
            expect(g.placed.some((p) => !p.decoy && p.fields[path] === v), `${path}=${String(v)} not placed`).toBe(true);
          }
          for (const p of g.placed.filter((q) => !q.decoy)) {
            for (const [path, v] of Object.entries(p.fields)) if (v !== null) expect(flat.find(([k]) => k === path)?.[1], path).toBe(v);
          }
          // Decoys never carry a truth string.
          const enums = /type|country|industry|frequency/;
          const truthStrings = flat.filter(([k, v]) => typeof v === 'string' && !enums.test(k)).map(([, v]) => norm(v as string)).filter(Boolean);
          for (const d of g.decoys) expect(truthStrings, `decoy ${d}`).not.toContain(norm(d));
          // The rules of applications.md.
          expect(t.legal_name).toBeTruthy();
          expect(t.applicants.length).toBeGreaterThanOrEqual(1);
          expect(t.applicants.length).toBeLessThanOrEqual(4);
          if (t.type_of_entity === 'sole_proprietorship') expect(t.applicants).toHaveLength(1);
          expect(t.country).toBe(g.country === 'US' ? 'United States' : 'Canada');
          if (t.trade_name) expect(norm(t.trade_name)).not.toBe(norm(t.legal_name!));
          expect(['daily', 'weekly', 'biweekly', 'monthly', null]).toContain(t.payment_frequency);
          if (t.business_tax_id) {
            expect(t.business_tax_id_country).toBe(g.country);
            checkTaxId(t.business_tax_id, t.business_tax_id_type!);
          } else expect(t.business_tax_id_type).toBeNull();
          for (const a of t.applicants) {
            expect(a.first_name && a.last_name).toBeTruthy();
            if (a.tax_id) checkTaxId(a.tax_id, a.tax_id_type!);
            else expect(a.tax_id_type).toBeNull();
          }
          if (refDir) {
            const codes = (g.country === 'US' ? STATES : PROVINCES).map((s) => s.code);
            expect(codes).toContain(t.state_region);
            for (const p of g.placed.filter((q) => q.fields.type_of_entity)) expect(entityOf(p.text, g.country), p.text).toEqual([p.fields.type_of_entity]);
            for (const p of g.placed.filter((q) => q.fields.industry)) expect(industryOf(p.text), p.text).toEqual([p.fields.industry]);
          }
        }
      });
    }
  }

  it('varies: entities, owner counts, blanks and both tax-id kinds appear over seeds', async () => {
    const seen = new Set<string>();
    for (const layout of INDEPENDENT149_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 24; seed++) {
        const { truth: t } = await generateIndependent149(layout, seed, { style: 'typed', scan: false });
        seen.add(`entity:${t.type_of_entity}`).add(`owners:${t.applicants.length}`).add(`freq:${t.payment_frequency}`).add(`taxtype:${t.business_tax_id_type}`);
        if (t.trade_name === null) seen.add('dba:null');
        if (t.business_start_date === null) seen.add('start:null');
        if (t.applicants.some((a) => a.tax_id === null)) seen.add('ssn:masked');
      }
    }
    for (const k of ['entity:sole_proprietorship', 'entity:llc', 'entity:ca_corporation', 'owners:1', 'owners:2', 'owners:3', 'owners:4',
      'freq:daily', 'freq:weekly', 'taxtype:EIN', 'taxtype:SSN', 'taxtype:BN', 'taxtype:SIN', 'dba:null', 'start:null', 'ssn:masked']) expect(seen, k).toContain(k);
  });

  it('is deterministic: same seed same bytes, another seed differs', async () => {
    for (const layout of INDEPENDENT149_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent149(layout, 11, { style, scan: false });
        const b = await generateIndependent149(layout, 11, { style, scan: false });
        const c = await generateIndependent149(layout, 12, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(Buffer.from(a.pdf).equals(Buffer.from(c.pdf))).toBe(false);
      }
    }
  });

  it('scans a handwritten form to an image-only PDF with the same truth', async () => {
    const layout = INDEPENDENT149_LAYOUT_NAMES[1]!;
    const plain = await generateIndependent149(layout, 3, { style: 'handwritten', scan: false });
    const scanned = await generateIndependent149(layout, 3, { style: 'handwritten', scan: true });
    expect(Buffer.from(scanned.pdf.slice(0, 5)).toString()).toBe('%PDF-');
    expect(scanned.truth).toEqual(plain.truth);
    const read = await readPdf(scanned.pdf);
    expect(read.pages).toBe(plain.pages);
    expect(read.text.join('')).not.toContain(squash(plain.truth.legal_name!));
    await expect(generateIndependent149(layout, 3, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120_000);
});
