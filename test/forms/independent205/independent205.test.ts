// Set 205 checks itself: every value it says it printed is on the page (or in its AcroForm field), the truth obeys
// applications.md against the reference data, the styles share one truth, and a (layout, seed) gives the same bytes.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent205, INDEPENDENT205_LAYOUT_NAMES, type Generated } from './index.ts';
import { ENTITIES, INDUSTRIES, PROVINCES, luhnValid } from './rules.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5, 6];

interface PageRead { text: string; fields: Map<string, unknown> }

/** Each page's text (all whitespace removed, so a value split into runs still matches) and its form fields' values. */
async function read(pdf: Uint8Array): Promise<PageRead[]> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const out: PageRead[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const text = content.items.map((i) => ('str' in i ? i.str : '')).join('').replace(/\s+/g, '');
    const fields = new Map<string, unknown>();
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown }[]) if (a.fieldName) fields.set(a.fieldName, a.fieldValue);
    out.push({ text, fields });
  }
  await task.destroy();
  return out;
}

const squash = (s: string): string => s.replace(/\s+/g, '');

function checkPrinted(g: Generated, pages: PageRead[], style: string): void {
  expect(pages.length).toBe(g.pages);
  for (const p of [...g.placed, ...g.decoys]) {
    const page = pages[p.page - 1]!;
    if (p.via === 'acroform') {
      expect(page.fields.get(p.acroform_field!), p.key).toBe(p.acroform_value ?? p.text);
    } else {
      // A check box is recorded under its label: the printed label must be there (the mark itself may be no text).
      expect(page.text, `${style} ${p.key}`).toContain(squash(p.text));
    }
  }
  if (style === 'fillable') {
    // Values live only in fields: the legal name must not be page text.
    const legal = g.truth.legal_name!;
    expect(pages.some((pg) => pg.text.includes(squash(legal)))).toBe(false);
  }
}

const ENTITY_IDS = new Set(ENTITIES.map((e) => e.id));
const INDUSTRY_IDS = new Set(INDUSTRIES.map((e) => e.id));

function checkRules(g: Generated): void {
  const t = g.truth;
  expect(t.legal_name).toBeTruthy();
  expect(t.country).toBe('Canada');
  expect(['QC', 'ON', 'NB']).toContain(t.state_region);
  expect(PROVINCES.map((p) => p.code)).toContain(t.state_region);
  expect(ENTITY_IDS.has(t.type_of_entity!)).toBe(true);
  expect(ENTITIES.find((e) => e.id === t.type_of_entity)!.countries).toContain('CA');
  expect(INDUSTRY_IDS.has(t.industry!)).toBe(true);
  expect(t.trade_name).not.toBe(t.legal_name);
  expect(['N/A', 'S/O', 'SAME', '']).not.toContain(t.trade_name);
  if (t.business_tax_id !== null) {
    expect(t.business_tax_id).toMatch(/^\d{9}(RC\d{4})?$/);
    expect(luhnValid(t.business_tax_id.slice(0, 9))).toBe(true);
    expect(t.business_tax_id_type).toBe('BN');
    expect(t.business_tax_id_country).toBe('CA');
  } else {
    expect(t.business_tax_id_type).toBeNull();
  }
  if (t.business_start_date !== null) expect(t.business_start_date < '2025-06-01').toBe(true);
  expect(t.requested_amount).toBeGreaterThan(0);
  if (t.payment_frequency !== null) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
  if (t.type_of_entity === 'sole_proprietorship') {
    expect(t.applicants).toHaveLength(1);
    expect(t.legal_name).toBe(`${t.applicants[0]!.first_name} ${t.applicants[0]!.last_name}`);
  }
  let total = 0;
  for (const a of t.applicants) {
    expect(a.first_name).toBeTruthy();
    expect(a.first_name).not.toMatch(/\.|,/);
    expect(a.last_name).toBeTruthy();
    expect(a.last_name).not.toMatch(/,/);
    expect(a.role).toBeTruthy();
    total += a.ownership!;
    expect(a.tax_id_type).toBe('SIN');
    expect(a.tax_id_country).toBe('CA');
    if (a.tax_id !== null) expect(luhnValid(a.tax_id)).toBe(true);
    if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
    expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  expect(total).toBeLessThanOrEqual(100);
  // No decoy is a truth value: the GST number, NEQ, bank numbers and the rep never stand in for the applicant's.
  const truthTexts = new Set(g.placed.map((p) => squash(p.text)));
  for (const d of g.decoys) if (d.text.length > 3) expect(truthTexts.has(squash(d.text)), d.key).toBe(false);
}

describe('independent set 205 (French-Canadian brokers)', () => {
  it('has four layouts', () => {
    expect(INDEPENDENT205_LAYOUT_NAMES).toHaveLength(4);
  });

  for (const layout of INDEPENDENT205_LAYOUT_NAMES) {
    it(`${layout}: values are printed where said, the truth follows the rules, styles agree`, async () => {
      for (const seed of SEEDS) {
        const truths: string[] = [];
        for (const style of STYLES) {
          const g = await generateIndependent205(layout, seed, { style });
          expect(g.country).toBe('CA');
          checkPrinted(g, await read(g.pdf), style);
          checkRules(g);
          truths.push(JSON.stringify(g.truth));
          if (style === 'fillable') expect(Buffer.from(g.pdf).toString('latin1')).toContain('/NeedAppearances false');
        }
        expect(new Set(truths).size, `${layout} ${seed}`).toBe(1);
      }
    }, 120_000);
  }

  it('is deterministic', async () => {
    for (const layout of INDEPENDENT205_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent205(layout, 11, { style });
        const b = await generateIndependent205(layout, 11, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(a.placed).toEqual(b.placed);
      }
    }
  }, 60_000);

  it('scans a printed form and refuses to scan a fillable one', async () => {
    const g = await generateIndependent205('capital-laurentides', 2, { style: 'handwritten', scan: true });
    const plain = await generateIndependent205('capital-laurentides', 2, { style: 'handwritten' });
    expect(g.truth).toEqual(plain.truth);
    expect(Buffer.from(g.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    await expect(generateIndependent205('capital-laurentides', 2, { style: 'fillable', scan: true })).rejects.toThrow(/fillable/);
  }, 120_000);

  it('covers the set\'s hard cases over a few seeds', async () => {
    const seen = new Set<string>();
    for (const layout of INDEPENDENT205_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 12; seed++) {
        const { truth } = await generateIndependent205(layout, seed, { style: 'typed' });
        if (truth.applicants.some((a) => a.tax_id === null)) seen.add('masked-sin');
        if (truth.applicants.some((a) => /^(de|St-|Ste-|Des|D')/.test(a.last_name!))) seen.add('particle');
        if (truth.applicants.some((a) => a.first_name!.includes('-'))) seen.add('compound');
        if (truth.business_tax_id?.includes('RC')) seen.add('bn-program');
        if (truth.business_tax_id && !truth.business_tax_id.includes('RC')) seen.add('bn-bare');
        if (truth.business_start_date === null) seen.add('no-start-date');
        if (truth.payment_frequency) seen.add('schedule');
        seen.add(truth.type_of_entity!);
        seen.add(truth.state_region!);
      }
    }
    for (const k of ['masked-sin', 'particle', 'compound', 'bn-program', 'bn-bare', 'schedule', 'ca_corporation', 'sole_proprietorship', 'general_partnership', 'QC', 'ON', 'NB']) {
      expect(seen, k).toContain(k);
    }
  }, 120_000);
});
