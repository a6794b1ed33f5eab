// Set 248 (owners laid out as columns): placed values are in the page text or the AcroForm fields, the truth uses
// valid reference ids and follows applications.md, generation is deterministic, and one scan works.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent248, INDEPENDENT248_LAYOUT_NAMES, type Independent248Result } from './index.ts';

const REF = '/work/shared/reference';
type Item = { id?: string; code?: string; label?: string; name?: string; aliases?: string[]; country?: string };
const load = (f: string): Item[] => (JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: Item[] }).items;
const ENTITIES = new Set(load('entity-types.json').map((e) => e.id));
const INDUSTRIES = load('industries.json');
const REGIONS = new Map([...load('states.json'), ...load('provinces.json')].map((s) => [s.code!, s.country!]));
const SEEDS = [1, 2, 3, 4];
const STYLES = ['typed', 'handwritten', 'fillable'] as const;

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const e of INDUSTRIES) {
    for (const a of [e.label!, ...(e.aliases ?? [])]) {
      const re = new RegExp(`(?<![A-Za-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`);
      if (re.test(text.toLowerCase()) && (!best || a.length > best[1])) best = [e.id!, a.length];
    }
  }
  return best?.[0] ?? null;
}

async function read(pdf: Uint8Array): Promise<{ text: string; items: string[]; fields: Map<string, unknown>; pages: number }> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const items: string[] = [];
  const fields = new Map<string, unknown>();
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    for (const it of (await page.getTextContent()).items) if ('str' in it) items.push(it.str);
    for (const a of await page.getAnnotations() as { fieldName?: string; fieldValue?: unknown }[]) if (a.fieldName) fields.set(a.fieldName, a.fieldValue);
  }
  const pages = doc.numPages;
  await task.destroy();
  return { text: items.join(' ').replace(/\s+/g, ''), items, fields, pages };
}

function checkTruth(r: Independent248Result): void {
  const t = r.truth;
  expect(t.legal_name).toBeTruthy();
  expect(ENTITIES.has(t.type_of_entity!)).toBe(true);
  const indPut = r.placed.find((p) => p.key === 'industry')!;
  expect(t.industry).toBe(industryOf(indPut.text));
  expect(REGIONS.get(t.state_region!)).toBe(r.country === 'Canada' ? 'CA' : 'US');
  expect(t.country).toBe(r.country);
  if (t.trade_name !== null) expect(['SAME', 'N/A', 'Same', t.legal_name]).not.toContain(t.trade_name);
  if (t.business_tax_id !== null) {
    expect(t.business_tax_id).toMatch(r.country === 'Canada' ? /^\d{9}RC\d{4}$/ : /^\d{9}$/);
    expect(t.business_tax_id_type).toBe(r.country === 'Canada' ? 'BN' : /^(EIN|SSN)$/.exec(t.business_tax_id_type ?? '')?.[0]);
  } else {
    expect([t.business_tax_id_type, t.business_tax_id_country]).toEqual([null, null]);
  }
  if (t.business_start_date !== null) expect(Number.isNaN(Date.parse(t.business_start_date))).toBe(false);
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(3);
  if (t.type_of_entity === 'sole_proprietorship') { expect(t.applicants.length).toBe(1); expect(t.applicants[0]!.ownership).toBe(100); }
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100.0001);
  for (const a of t.applicants) {
    expect(a.first_name).toBeTruthy();
    expect(a.last_name).toBeTruthy();
    expect(a.first_name).not.toMatch(/ [A-Z]\.$/);
    expect(a.last_name).not.toMatch(/,/);
    if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
    if (a.tax_id === null) expect([a.tax_id_type, a.tax_id_country]).toEqual([null, null]);
    else { expect(a.tax_id).toMatch(/^\d{9}$/); expect(['SSN', 'ITIN', 'SIN']).toContain(a.tax_id_type); }
  }
  // masked numbers never become a tax id; non-owners never become applicants
  for (const p of r.placed) if (/X{3}|\*{3}/.test(p.text)) expect(p.kind).not.toBe('value');
  const names = t.applicants.map((a) => `${a.first_name} ${a.last_name}`);
  for (const d of r.decoys) expect(names).not.toContain(d.text);
}

describe('independent248: owners laid out as columns', () => {
  it('has four layouts of four brokers', async () => {
    expect(INDEPENDENT248_LAYOUT_NAMES).toHaveLength(4);
    const brokers = new Set<string>();
    for (const l of INDEPENDENT248_LAYOUT_NAMES) brokers.add((await generateIndependent248(l, 1, { style: 'typed', scan: false })).broker);
    expect(brokers.size).toBe(4);
  });

  for (const layout of INDEPENDENT248_LAYOUT_NAMES) {
    it(`${layout}: values placed where the style puts them, truth valid`, async () => {
      for (const seed of SEEDS) for (const style of STYLES) {
        const r = await generateIndependent248(layout, seed, { style, scan: false });
        const got = await read(r.pdf);
        expect(got.pages).toBe(r.pages);
        checkTruth(r);
        for (const p of r.placed) {
          const isCheck = p.check === true;
          if (style === 'fillable') {
            expect(p.acroform_field).toBeTruthy();
            expect(got.fields.get(p.acroform_field!)).toBe(isCheck ? 'Yes' : p.text);
            // a title such as "Sole Proprietor" may also be a printed checkbox label
            if (!isCheck && p.kind === 'value' && !p.key.endsWith('.title')) expect(got.items).not.toContain(p.text);
          } else {
            expect(got.text, `${layout}/${seed}/${style}: ${p.key}`).toContain(p.text.replace(/\s+/g, ''));
          }
        }
      }
    }, 60_000);
  }

  it('is deterministic per (layout, seed, style)', async () => {
    for (const layout of INDEPENDENT248_LAYOUT_NAMES) {
      const a = await generateIndependent248(layout, 7, { style: 'handwritten', scan: false });
      const b = await generateIndependent248(layout, 7, { style: 'handwritten', scan: false });
      expect(b.truth).toEqual(a.truth);
      expect(Buffer.from(b.pdf).equals(Buffer.from(a.pdf))).toBe(true);
      const c = await generateIndependent248(layout, 8, { style: 'handwritten', scan: false });
      expect(Buffer.from(c.pdf).equals(Buffer.from(a.pdf))).toBe(false);
    }
  });

  it('scans a typed form into an image-only PDF with the same truth; fillable + scan throws', async () => {
    const layout = INDEPENDENT248_LAYOUT_NAMES[0]!;
    const plain = await generateIndependent248(layout, 2, { style: 'typed', scan: false });
    const scanned = await generateIndependent248(layout, 2, { style: 'typed', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const got = await read(scanned.pdf);
    expect(got.pages).toBe(plain.pages);
    expect(got.text).not.toContain(plain.truth.legal_name!.replace(/\s+/g, ''));
    expect(scanned.skews).toHaveLength(plain.pages);
    await expect(generateIndependent248(layout, 2, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 60_000);
});
