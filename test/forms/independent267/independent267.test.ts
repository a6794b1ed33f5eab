import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { TruthApplication } from '../generator/truth.ts';
import { ENTITY_IDS, INDUSTRY_IDS, INDUSTRY_TEXTS, PROVINCE_CODES, STATE_CODES, industryOf } from './data.ts';
import { generateIndependent267, INDEPENDENT267_LAYOUT_NAMES, type Loc } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4];
const squash = (s: string) => s.replace(/\s+/g, '');

interface Read { text: string; widgets: Map<string, { value: string; type: string; hasAppearance: boolean }> }
async function read(pdf: Uint8Array): Promise<Read> {
  const task = getDocument({ data: pdf.slice(), disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  let text = '';
  const widgets = new Map<string, { value: string; type: string; hasAppearance: boolean }>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text += tc.items.map((i) => ('str' in i ? i.str : '')).join(' ') + '\n';
    for (const a of await page.getAnnotations()) {
      if (a.subtype !== 'Widget') continue;
      widgets.set(a.fieldName, { value: String(a.fieldValue ?? ''), type: a.fieldType, hasAppearance: a.hasAppearance });
    }
  }
  await task.destroy();
  return { text: squash(text), widgets };
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** An independent reading of the printed date forms the generator uses. */
function isoOf(t: string): string | null {
  const p2 = (n: number) => String(n).padStart(2, '0');
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return t;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) return `${m[3]!.length === 2 ? 2000 + Number(m[3]) : m[3]}-${p2(Number(m[1]))}-${p2(Number(m[2]))}`;
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(t);
  if (m) return `${m[3]}-${p2(MONTHS.indexOf(m[1]!.toLowerCase()) + 1)}-${p2(Number(m[2]))}`;
  return null;
}

function truthPaths(t: TruthApplication): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) out.set(`application.${k}`, v);
  t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) out.set(`application.applicants[${i}].${k}`, v); });
  return out;
}

function checkValues(truth: TruthApplication, locs: Loc[]): void {
  const paths = truthPaths(truth);
  const located = new Set(locs.flatMap((l) => l.fields));
  for (const p of paths.keys()) expect(located, `${p} has a location`).toContain(p);
  for (const l of locs) {
    for (const f of l.fields) {
      const v = paths.get(f) ?? null;
      const leaf = f.replace(/^application\.(applicants\[\d+\]\.)?/, '');
      if (['requested_amount', 'requested_payment', 'number_of_payments', 'ownership', 'credit_score'].includes(leaf)) {
        expect(Number(l.text.replace(/CAD/g, '').replace(/[^0-9.]/g, '')), f).toBe(v);
      } else if (leaf === 'business_tax_id' || leaf === 'tax_id') {
        if (v !== null) expect(l.text.replace(/[\s-]/g, '').toUpperCase(), f).toBe(v);
        else expect(l.text, `${f} masked`).toMatch(/[X*x]/);
      } else if (leaf === 'business_start_date' || leaf === 'date_of_birth') {
        expect(isoOf(l.text), f).toBe(v);
      } else if (leaf === 'first_name' || leaf === 'last_name') {
        expect(l.text, f).toContain(String(v));
      } else if (leaf === 'legal_name' || leaf === 'trade_name' || leaf === 'role') {
        expect(l.text, f).toBe(v);
      } else if (leaf === 'state_region') {
        expect(l.text.split(/[\s,]+/), f).toContain(v);
      }
    }
  }
}

describe('independent set 267', () => {
  it('has four to seven layouts', () => {
    expect(INDEPENDENT267_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(4);
    expect(INDEPENDENT267_LAYOUT_NAMES.length).toBeLessThanOrEqual(7);
  });

  it('reads each printed type of business as the industry it means', () => {
    for (const [text, id] of INDUSTRY_TEXTS) expect(industryOf(text), text).toBe(id);
  });

  for (const layout of INDEPENDENT267_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}: every truth value is in the PDF`, async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent267(layout, seed, { style, scan: false });
          const t = g.truth;
          expect(t.legal_name).toBeTruthy();
          expect(t.applicants.length).toBeGreaterThanOrEqual(1);
          expect(t.applicants.length).toBeLessThanOrEqual(4);
          for (const a of t.applicants) { expect(a.first_name).toBeTruthy(); expect(a.last_name).toBeTruthy(); }
          if (t.type_of_entity) expect(ENTITY_IDS.has(t.type_of_entity), t.type_of_entity).toBe(true);
          if (t.industry) expect(INDUSTRY_IDS.has(t.industry), t.industry).toBe(true);
          expect((t.country === 'Canada' ? PROVINCE_CODES : STATE_CODES).has(t.state_region!), String(t.state_region)).toBe(true);
          checkValues(t, g.locations);

          const r = await read(g.pdf);
          for (const l of g.locations) {
            if (style === 'fillable') {
              const w = r.widgets.get(l.acroform_field!);
              expect(w, `${l.acroform_field} widget`).toBeDefined();
              expect(w!.hasAppearance).toBe(true);
              if (l.checkbox) expect(w!.value).toBe('Yes');
              else expect(w!.value).toBe(l.text);
            } else {
              expect(r.text, `${layout}/${style}/${seed}: ${l.fields.join(',')} = ${l.text}`).toContain(squash(l.text));
            }
          }
          if (style === 'fillable') {
            for (const l of g.locations) {
              if (l.checkbox || !l.fields.some((f) => /(legal_name|business_tax_id|requested_amount|first_name|\.tax_id|business_start_date|date_of_birth)$/.test(f))) continue;
              expect(r.text, `fillable page text shows ${l.text}`).not.toContain(squash(l.text));
            }
            for (const d of g.decoys) expect(r.widgets.get(d.acroform_field!)?.value).toBe(d.text);
          }
        }
      });
    }
  }

  it('is deterministic for a seed', async () => {
    for (const layout of INDEPENDENT267_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent267(layout, 11, { style, scan: false });
        const b = await generateIndependent267(layout, 11, { style, scan: false });
        expect(b.truth).toEqual(a.truth);
        expect(Buffer.from(b.pdf).equals(Buffer.from(a.pdf))).toBe(true);
      }
      const c = await generateIndependent267(layout, 12, { style: 'typed', scan: false });
      expect(c.truth).not.toEqual((await generateIndependent267(layout, 11, { style: 'typed', scan: false })).truth);
    }
  });

  it('varies owners, tax id shapes and entity types across seeds', async () => {
    const owners = new Set<number>(), taxTypes = new Set<string | null>(), entities = new Set<string | null>(), masked = new Set<boolean>();
    for (const layout of INDEPENDENT267_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 12; seed++) {
        const g = await generateIndependent267(layout, seed, { style: 'typed', scan: false });
        owners.add(g.truth.applicants.length);
        taxTypes.add(g.truth.business_tax_id_type);
        entities.add(g.truth.type_of_entity);
        for (const a of g.truth.applicants) masked.add(a.tax_id === null && a.tax_id_type !== null);
      }
    }
    expect(owners.size).toBeGreaterThanOrEqual(3);
    expect(taxTypes.size).toBeGreaterThanOrEqual(3);
    expect(entities.size).toBeGreaterThanOrEqual(5);
    expect(masked.has(true)).toBe(true);
  });

  it('scans typed and handwritten forms, and refuses to scan a fillable one', async () => {
    const a = await generateIndependent267(INDEPENDENT267_LAYOUT_NAMES[0]!, 5, { style: 'typed', scan: true });
    expect(Buffer.from(a.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const b = await generateIndependent267(INDEPENDENT267_LAYOUT_NAMES[4]!, 5, { style: 'handwritten', scan: 'phone' });
    expect(b.pdf.length).toBeGreaterThan(1000);
    expect(b.truth).toEqual((await generateIndependent267(INDEPENDENT267_LAYOUT_NAMES[4]!, 5, { style: 'handwritten', scan: false })).truth);
    await expect(generateIndependent267(INDEPENDENT267_LAYOUT_NAMES[1]!, 5, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120_000);
});
