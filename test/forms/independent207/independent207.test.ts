// Set 207's generator: every placed value is on the page (or in its AcroForm field), the truth follows
// applications.md against the reference data, the three styles share one truth, and output is deterministic.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent207, INDEPENDENT207_LAYOUT_NAMES, type Generated207 } from './index.ts';
import { entityId, industryId, industryMatches, isoDate, moneyValue, STATES } from './rules.ts';
import { INDUSTRY_TEXTS } from './names.ts';

const SEEDS = [1, 2, 3, 4, 5, 6];
const squash = (s: string): string => s.replace(/\s+/g, '');

async function readPdf(pdf: Uint8Array): Promise<{ pages: string[]; fields: Map<string, string> }> {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const doc = await task.promise;
  const pages: string[] = [];
  const fields = new Map<string, string>();
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    pages.push(tc.items.map((it) => ('str' in it ? it.str : '')).join(''));
    for (const a of await page.getAnnotations()) if (a.fieldName) fields.set(a.fieldName, String(a.fieldValue ?? a.exportValue ?? ''));
  }
  await task.destroy();
  return { pages, fields };
}

const ALL = INDEPENDENT207_LAYOUT_NAMES.flatMap((l) => SEEDS.map((s) => [l, s] as const));

describe('independent207: values on the page', () => {
  it.each(ALL)('%s seed %i: typed and handwritten values are page text on their page', async (layout, seed) => {
    for (const style of ['typed', 'handwritten'] as const) {
      const g = await generateIndependent207(layout, seed, { style });
      const { pages, fields } = await readPdf(g.pdf);
      expect(fields.size).toBe(0);
      expect(pages.length).toBe(g.pages);
      for (const p of [...g.placed, ...g.decoys]) {
        if (p.via === 'mark') continue; // a drawn X: only its option's label is text
        expect(squash(pages[p.page - 1]!), `${p.key} "${p.text}"`).toContain(squash(p.text));
      }
      for (const p of g.placed.filter((x) => x.via === 'mark')) expect(squash(pages[p.page - 1]!)).toContain(squash(p.text));
    }
  });

  it.each(ALL)('%s seed %i: fillable values live only in AcroForm fields', async (layout, seed) => {
    const g = await generateIndependent207(layout, seed, { style: 'fillable' });
    const { pages, fields } = await readPdf(g.pdf);
    expect(Buffer.from(g.pdf).toString('latin1')).toContain('/NeedAppearances false');
    for (const p of [...g.placed, ...g.decoys]) {
      expect(p.via).toBe('acroform');
      const v = fields.get(p.acroform_field!);
      expect(v, p.key).toBeDefined();
      const isCheck = ['type_of_entity', 'payment_frequency'].includes(p.key) && v === 'Yes';
      expect(isCheck ? 'Yes' : v, p.key).toBe(isCheck ? 'Yes' : p.text);
    }
    const text = squash(pages.join(''));
    expect(text).not.toContain(squash(g.truth.legal_name!));
    if (g.truth.business_tax_id) expect(text).not.toContain(g.truth.business_tax_id);
  });
});

describe('independent207: truth follows applications.md', () => {
  it('every industry text reads as its id by the longest word-bounded match', () => {
    for (const [text, id] of INDUSTRY_TEXTS) {
      expect(industryId(text), text).toBe(id);
      expect(industryMatches(text).length).toBeGreaterThan(0);
    }
  });

  it.each(ALL)('%s seed %i', async (layout, seed) => {
    const g: Generated207 = await generateIndependent207(layout, seed, { style: 'typed' });
    const t = g.truth;
    const by = (path: string): string[] => g.placed.filter((p) => path in p.fields).map((p) => p.text);
    expect(t.legal_name).toBe(by('application.legal_name')[0]);
    if (t.trade_name) expect(['same', 'n/a', t.legal_name!.toLowerCase()]).not.toContain(t.trade_name.toLowerCase());
    for (const d of g.decoys.filter((x) => x.key.startsWith('dba_'))) expect(['SAME', 'same', 'N/A', t.legal_name]).toContain(d.text);
    if (t.type_of_entity) expect(entityId(by('application.type_of_entity')[0]!)).toBe(t.type_of_entity);
    if (t.industry) expect(industryId(by('application.industry')[0]!)).toBe(t.industry);
    const tid = by('application.business_tax_id')[0]!;
    expect(t.business_tax_id).toBe(tid.replace(/\D/g, ''));
    expect(t.business_tax_id_type).toBe(/^\d{3}-\d{2}-\d{4}$/.test(tid) ? (tid.startsWith('9') ? 'ITIN' : 'SSN') : 'EIN');
    expect(t.business_tax_id_country).toBe('US');
    if (t.business_tax_id_type === 'SSN') {
      expect(t.type_of_entity === null || t.type_of_entity === 'sole_proprietorship').toBe(true);
      expect(t.legal_name).toBe(`${t.applicants[0]!.first_name} ${t.applicants[0]!.last_name}`);
    }
    const st = STATES.find((s) => s.code === t.state_region && s.country === 'US')!;
    expect(st).toBeDefined();
    const csz = by('application.state_region')[0]!;
    expect(csz.includes(`, ${st.code} `) || csz.includes(`, ${st.name} `)).toBe(true);
    expect(t.country).toBe('United States');
    expect(t.requested_amount).toBe(moneyValue(by('application.requested_amount')[0]!));
    if (t.requested_payment !== null) expect(t.requested_payment).toBe(moneyValue(by('application.requested_payment')[0]!));
    if (t.payment_frequency !== null) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
    if (t.number_of_payments !== null) expect(Number.isInteger(t.number_of_payments)).toBe(true);
    if (t.business_start_date) {
      expect(t.business_start_date).toBe(isoDate(by('application.business_start_date')[0]!));
      expect(t.business_start_date < '2026-01-01').toBe(true);
    }
    expect(t.applicants.length).toBeGreaterThan(0);
    expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
    t.applicants.forEach((a, i) => {
      const name = by(`application.applicants[${i}].first_name`)[0]!;
      expect(name).toContain(a.first_name!);
      expect(name).toContain(a.last_name!);
      expect(a.first_name).not.toMatch(/\s[A-Z]\.$/);
      expect(a.last_name).not.toMatch(/,|DDS|DVM|\bDC\b/);
      if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
      if (a.tax_id !== null) {
        expect(a.tax_id).toMatch(/^\d{9}$/);
        expect(a.tax_id_type).toBe(a.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
      } else expect(a.tax_id_type).toBeNull();
    });
    // No decoy is a truth value, and masked SSNs, routing numbers and other leads are decoys only.
    const named = /legal_name|trade_name|business_tax_id$|first_name|\.tax_id$/;
    const truthTexts = new Set(g.placed.filter((p) => Object.keys(p.fields).some((f) => named.test(f))).map((p) => p.text));
    for (const d of g.decoys) if (!d.key.startsWith('dba_')) expect(truthTexts.has(d.text), d.key).toBe(false);
    expect(g.decoys.some((d) => d.key === 'routing_number')).toBe(true);
    expect(g.decoys.some((d) => d.key.startsWith('lead'))).toBe(true);
  });
});

describe('independent207: styles and determinism', () => {
  it.each(ALL.filter(([, s]) => s <= 3))('%s seed %i: the three styles share one truth', async (layout, seed) => {
    const typed = await generateIndependent207(layout, seed, { style: 'typed' });
    for (const style of ['handwritten', 'fillable'] as const) {
      const g = await generateIndependent207(layout, seed, { style });
      expect(g.truth).toEqual(typed.truth);
      expect(g.placed.map((p) => p.key)).toEqual(typed.placed.map((p) => p.key));
    }
  });

  it.each(INDEPENDENT207_LAYOUT_NAMES)('%s: same seed, same bytes; another seed, another deal', async (layout) => {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      const a = await generateIndependent207(layout, 11, { style });
      const b = await generateIndependent207(layout, 11, { style });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      const c = await generateIndependent207(layout, 12, { style });
      expect(c.truth).not.toEqual(a.truth);
    }
  });

  it('a fillable form cannot be scanned; a scan keeps the truth and has no text layer', async () => {
    await expect(generateIndependent207('quick_app', 1, { style: 'fillable', scan: true })).rejects.toThrow();
    const plain = await generateIndependent207('text_transcript', 2, { style: 'handwritten' });
    const scanned = await generateIndependent207('text_transcript', 2, { style: 'handwritten', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const { pages } = await readPdf(scanned.pdf);
    expect(pages.join('').trim()).toBe('');
    expect(pages.length).toBe(plain.pages);
  }, 120_000);

  it('rejects an unknown layout', async () => {
    await expect(generateIndependent207('nope', 1, { style: 'typed' })).rejects.toThrow(/unknown layout/);
  });
});
