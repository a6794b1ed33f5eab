// Set 128: every layout in every style gives a valid PDF whose truth is exactly what was drawn.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent128, INDEPENDENT128_LAYOUT_NAMES, type Independent128Result } from './index.ts';
import { industryId, moneyValue, entityId } from './rules.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3];
const squash = (s: string): string => s.replace(/\s+/g, '');

async function read(pdf: Uint8Array): Promise<{ pages: number; text: string; fields: Record<string, string[]> }> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  let text = '';
  const fields: Record<string, string[]> = {};
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const c = await page.getTextContent();
    text += c.items.map((it) => ('str' in it ? it.str : '')).join('');
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown; checkBox?: boolean; radioButton?: boolean; exportValue?: string; buttonValue?: string }[]) {
      if (!a.fieldName) continue;
      // A box reads as its on-state when checked, 'Off' otherwise; a text field as its value.
      const v = a.checkBox ? (a.fieldValue === a.exportValue ? a.exportValue : 'Off') : a.radioButton ? (a.fieldValue === a.buttonValue ? a.buttonValue : 'Off') : String(a.fieldValue ?? '');
      (fields[a.fieldName] ??= []).push(String(v));
    }
  }
  const pages = doc.numPages;
  await task.destroy();
  return { pages, text: squash(text), fields };
}

function providers(r: Independent128Result, path: string): unknown[] {
  return r.drawn.filter((d) => !d.decoy && path in d.fields).map((d) => d.fields[path]);
}

function checkTruth(r: Independent128Result): void {
  const t = r.truth as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(t)) {
    if (k === 'applicants' || v === null) continue;
    expect(providers(r, `application.${k}`), k).toContain(v);
  }
  r.truth.applicants.forEach((a, i) => {
    expect(a.first_name, `owner ${i} has a name`).not.toBeNull();
    for (const [k, v] of Object.entries(a)) if (v !== null) expect(providers(r, `application.applicants[${i}].${k}`)).toContain(v);
  });
  for (const d of r.drawn) {
    if (/[*X]{2}/.test(d.text) && !d.decoy) for (const [k, v] of Object.entries(d.fields)) if (/tax_id|date_of_birth/.test(k)) expect(v, `${d.text} masked`).toBeNull();
    if (['N/A', 'n/a', '-', 'none', 'NA', 'same as above', 'SAME', 'unknown'].includes(d.text)) for (const v of Object.values(d.fields)) expect(v, d.text).toBeNull();
  }
  expect(r.truth.country).toBe(r.layout === 'maple' ? 'Canada' : 'United States');
  expect(r.truth.state_region).toMatch(/^[A-Z]{2}$/);
  for (const dec of r.decoys) expect([r.truth.legal_name, r.truth.trade_name]).not.toContain(dec);
}

describe('independent128 forms', () => {
  for (const layout of INDEPENDENT128_LAYOUT_NAMES) {
    it(`${layout}: every style draws its truth`, async () => {
      for (const seed of SEEDS) {
        const truths: string[] = [];
        for (const style of STYLES) {
          const r = await generateIndependent128(layout, seed, { style, scan: false });
          expect(Buffer.from(r.pdf.slice(0, 5)).toString()).toBe('%PDF-');
          const pdf = await read(r.pdf);
          expect(pdf.pages).toBe(r.pages);
          checkTruth(r);
          truths.push(JSON.stringify(r.truth));
          if (style === 'fillable') {
            for (const d of r.drawn.filter((x) => x.via === 'acroform')) {
              if (d.field === 'entity' || d.field === 'frequency') {
                const vals = Object.entries(pdf.fields).filter(([k]) => k.startsWith(d.field!)).flatMap(([, v]) => v);
                expect(vals.some((v) => v !== 'Off' && v !== ''), `${d.field} checked`).toBe(true);
              } else expect(pdf.fields[d.field!], d.text).toEqual([d.text]);
            }
            expect(pdf.text).not.toContain(squash(r.truth.legal_name ?? '@@'));
          } else {
            for (const d of r.drawn.filter((x) => x.via === 'text')) expect(pdf.text, `${style}: ${d.text}`).toContain(squash(d.text));
            expect(Object.keys(pdf.fields)).toHaveLength(0);
            if (style === 'handwritten') expect(Buffer.from(r.pdf).toString('latin1')).toContain('Z003');
          }
        }
        expect(new Set(truths).size, `seed ${seed}: same truth in every style`).toBe(1);
      }
    });
  }

  it('seeds vary merchants, owners and blanks', async () => {
    const owners = new Set<number>(), names = new Set<string>(), nulls = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const r = await generateIndependent128('keystone', seed, { style: 'typed', scan: false });
      owners.add(r.truth.applicants.length); names.add(r.truth.legal_name ?? '');
      for (const [k, v] of Object.entries(r.truth)) if (v === null) nulls.add(k);
    }
    expect(owners.size).toBeGreaterThanOrEqual(3);
    expect(names.size).toBeGreaterThanOrEqual(8);
    expect(nulls.size).toBeGreaterThanOrEqual(4);
  });

  it('a scan keeps the truth and has no text layer', async () => {
    const plain = await generateIndependent128('maple', 5, { style: 'fillable', scan: false });
    const scanned = await generateIndependent128('maple', 5, { style: 'fillable', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const pdf = await read(scanned.pdf);
    expect(pdf.text).toBe('');
    expect(Object.keys(pdf.fields)).toHaveLength(0);
  }, 20_000);

  it('reads sloppy values as applications.md does', () => {
    expect(moneyValue('75k')).toBe(75000);
    expect(moneyValue('$75,000.-')).toBe(75000);
    expect(moneyValue('$ 62 500')).toBe(62500);
    expect(moneyValue('50,000.00 CAD')).toBe(50000);
    expect(moneyValue('max available')).toBeNull();
    expect(industryId('Veterinary clinic')).toBe('veterinary');
    expect(industryId('Family restaurant & catering')).toBe('restaurant');
    expect(entityId('L.L.C.', 'US')).toBe('llc');
    expect(entityId('Ltd.', 'CA')).toBe('ca_corporation');
  });
});
