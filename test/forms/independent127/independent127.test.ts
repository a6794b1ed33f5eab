// Set 127 (caption-box forms): every layout and style gives a valid PDF whose printed values are where the truth says,
// and whose truth follows applications.md (masked IDs null, digits only, ISO dates, same merchant in every style).
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent127, INDEPENDENT127_LAYOUT_NAMES, type Independent127Result } from './index.ts';
import { ENTITY_WORDS, INDUSTRY_PHRASES } from './tables.ts';
import { entityIdOf, haveReference, industryIdOf } from './rules.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const squash = (s: string): string => s.replace(/\s+/g, '');

async function readPdf(pdf: Uint8Array): Promise<{ pages: number; text: string; fields: Map<string, unknown> }> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  let text = '';
  const fields = new Map<string, unknown>();
  for (let i = 1; i <= doc.numPages; i++) {
    const p = await doc.getPage(i);
    text += (await p.getTextContent()).items.map((it) => ('str' in it ? it.str : '')).join('');
    for (const a of await p.getAnnotations() as { fieldName?: string; fieldValue?: unknown; buttonValue?: unknown; checkBox?: boolean }[]) {
      if (!a.fieldName) continue;
      if (a.checkBox) fields.set(a.fieldName, a.fieldValue === 'Yes');
      else if (a.buttonValue !== undefined) { if (a.fieldValue === a.buttonValue) fields.set(a.fieldName, a.buttonValue); }
      else fields.set(a.fieldName, a.fieldValue);
    }
  }
  const pages = doc.numPages;
  await task.destroy();
  return { pages, text: squash(text), fields };
}

function checkTruth(r: Independent127Result): void {
  const t = r.truth, m = r.merchant;
  expect(t.legal_name).toBe(m.legal);
  expect(t.country).toBe(m.country === 'US' ? 'United States' : 'Canada');
  if (t.trade_name !== null) expect(['SAME', 'N/A', t.legal_name]).not.toContain(t.trade_name);
  if (t.business_tax_id !== null) expect(t.business_tax_id).toMatch(/^\d{9}(RC\d{4})?$/);
  expect(t.business_tax_id_type === null).toBe(t.business_tax_id === null);
  if (t.business_start_date !== null) expect(t.business_start_date).toMatch(/^\d{4}-\d\d-\d\d$/);
  expect(t.applicants.length).toBe(m.owners.length);
  t.applicants.forEach((a, i) => {
    const o = m.owners[i]!;
    expect([a.first_name, a.last_name]).toEqual([o.first, o.last]);
    if (o.tax.text && /[X*x]/.test(o.tax.text)) expect([a.tax_id, a.tax_id_type, a.tax_id_country]).toEqual([null, null, null]);
    if (a.tax_id !== null) expect(a.tax_id).toMatch(/^\d{9}$/);
    if (a.tax_id_type === 'ITIN') expect(a.tax_id![0]).toBe('9');
    expect(a.first_name).not.toMatch(/\s[A-Z]\.$/);
    expect(a.last_name).not.toMatch(/,/);
  });
  // Decoys never feed a field: the bank's numbers are not the tax ID, the landlord is not the business.
  const bank = r.decoys.filter((d) => /routing|account/.test(d.key)).map((d) => d.text.replace(/\D/g, ''));
  expect(bank).not.toContain(t.business_tax_id);
  expect(r.decoys.filter((d) => d.key === 'landlord').map((d) => d.text)).not.toContain(t.legal_name);
}

describe('independent127 caption-box forms', () => {
  for (const [li, layout] of INDEPENDENT127_LAYOUT_NAMES.entries()) {
    it(`${layout}: every style prints the truth's values and agrees on the truth`, async () => {
      const seed = 11 + li * 7;
      const truths: string[] = [];
      for (const style of STYLES) {
        const r = await generateIndependent127(layout, seed, { style, scan: false });
        const head = Buffer.from(r.pdf.slice(0, 5)).toString(), tail = Buffer.from(r.pdf.slice(-8)).toString();
        expect(head).toBe('%PDF-');
        expect(tail).toContain('%%EOF');
        const got = await readPdf(r.pdf);
        checkTruth(r);
        truths.push(JSON.stringify(r.truth));
        expect(r.printed.some((p) => 'legal_name' in p.fields)).toBe(true);
        for (const p of r.printed) {
          if (style === 'fillable') {
            expect(p.acroform_field).toBeDefined();
            const v = got.fields.get(p.acroform_field!);
            if (['entity', 'entity_other', 'own', 'rent'].includes(p.key)) expect(v).toBe(true);
            else if (p.key === 'frequency') expect(v).toBe(r.merchant.freq);
            else expect(v).toBe(p.text);
            if (p.key === 'legal' && p.text.length > 6) expect(got.text).not.toContain(squash(p.text));
          } else expect(got.text, `${style} ${p.key}`).toContain(squash(p.text));
        }
        for (const d of r.decoys) {
          if (d.acroform_field) expect(got.fields.get(d.acroform_field)).toBe(d.text);
          else expect(got.text).toContain(squash(d.text));
        }
      }
      expect(new Set(truths).size).toBe(1);
    });
  }

  it('seeds vary owners, blanks, formats and masks', async () => {
    for (const layout of INDEPENDENT127_LAYOUT_NAMES) {
      const owners = new Set<number>(), freqs = new Set<unknown>(), nulls = new Set<string>();
      let masked = 0, full = 0;
      for (let seed = 1; seed <= 30; seed++) {
        const r = await generateIndependent127(layout, seed, { style: 'typed', scan: false });
        checkTruth(r);
        owners.add(r.truth.applicants.length);
        freqs.add(r.truth.payment_frequency);
        for (const [k, v] of Object.entries(r.truth)) if (v === null) nulls.add(k);
        for (const o of r.merchant.owners) if (o.tax.text && o.tax.digits === null) masked++; else if (o.tax.digits) full++;
      }
      expect(owners.size).toBeGreaterThan(1);
      expect(masked).toBeGreaterThan(0);
      expect(full).toBeGreaterThan(0);
      expect(nulls.has('trade_name')).toBe(true);
      if (layout !== 'harborline') expect(freqs.size).toBeGreaterThan(2);
    }
  });

  it('scanned copies have no text layer and keep the truth', async () => {
    const plan = [['harborline', 'typed'], ['quarry', 'handwritten'], ['northpeak', 'fillable'], ['bluegate', 'typed']] as const;
    for (const [layout, style] of plan) {
      const a = await generateIndependent127(layout, 5, { style, scan: true });
      const b = await generateIndependent127(layout, 5, { style, scan: false });
      const got = await readPdf(a.pdf);
      expect(got.pages).toBe(layout === 'quarry' ? 2 : 1);
      expect(got.text).toBe('');
      expect(a.truth).toEqual(b.truth);
    }
  });

  it.runIf(haveReference())('wordings read as the ids the truth gives (reference tables)', () => {
    for (const e of ENTITY_WORDS) expect(entityIdOf(e.text, e.country), e.text).toEqual([e.id]);
    for (const p of INDUSTRY_PHRASES) expect(industryIdOf(p.text), p.text).toBe(p.id);
  });
});
