import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { Location, TruthApplication } from '../generator/truth.ts';
import { BUSINESS_TYPES, industryOf, refItems } from './data.ts';
import { generateIndependent270, INDEPENDENT270_LAYOUT_NAMES } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3];
const ENTITY_IDS = new Set(refItems('entity-types.json').map((i) => i.id));
const INDUSTRY_IDS = new Set(refItems('industries.json').map((i) => i.id));
const STATE_CODES = new Set(refItems('states.json').map((i) => i.code));
const FONTS = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';
const squash = (s: string): string => s.replace(/\s+/g, '');
const digits = (s: string): string => s.replace(/\D/g, '');

interface PageData { text: string; widgets: Map<string, { type: string; value: unknown }> }
async function readPdf(pdf: Uint8Array): Promise<PageData[]> {
  const task = getDocument({ data: pdf.slice(), useSystemFonts: false, standardFontDataUrl: FONTS, verbosity: 0 });
  const doc = await task.promise;
  const out: PageData[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    const text = tc.items.map((i) => ('str' in i ? i.str : '')).join('');
    const widgets = new Map<string, { type: string; value: unknown }>();
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldType?: string; fieldValue?: unknown }[]) {
      if (a.fieldName) widgets.set(a.fieldName, { type: a.fieldType ?? '', value: a.fieldValue });
    }
    out.push({ text: squash(text), widgets });
  }
  await task.destroy();
  return out;
}

/** The truth value each location gives must be what its printed text says. */
function consistent(loc: Location, truth: TruthApplication): void {
  if (loc.via === 'mark' || loc.via === 'acroform_checkbox') return;
  for (const path of loc.fields) {
    const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
    const v = a ? (truth.applicants[Number(a[1])] as unknown as Record<string, unknown>)[a[2]!] : (truth as unknown as Record<string, unknown>)[path.slice(12)];
    const field = a ? a[2]! : path.slice(12);
    if (typeof v === 'number') expect(Number(loc.text.replace(/[$,%\s]/g, '')), path).toBe(v);
    else if (/tax_id$/.test(field)) expect(digits(loc.text), path).toBe(v);
    else if (field === 'industry') expect(industryOf(loc.text), path).toBe(v);
    else if (field === 'business_start_date' || field === 'date_of_birth') expect(loc.text, path).toContain(String(v).slice(2, 4));
    else if (field === 'country' || field === 'type_of_entity' || field.endsWith('_type') || field.endsWith('_country') || field === 'payment_frequency') continue;
    else expect(loc.text, path).toContain(String(v));
  }
}

describe('independent set 270', () => {
  it('has five layouts and business-type texts that the industry rule reads as intended', () => {
    expect(INDEPENDENT270_LAYOUT_NAMES).toHaveLength(5);
    for (const [text, id] of BUSINESS_TYPES) expect(industryOf(text), text).toBe(id);
  });

  for (const layout of INDEPENDENT270_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: truth ids exist and every value is printed or in a widget`, async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent270(layout, seed, { style, scan: false });
          const t = g.truth;
          expect(g.pages).toBeGreaterThan(0);
          if (t.type_of_entity !== null) expect(ENTITY_IDS.has(t.type_of_entity)).toBe(true);
          if (t.industry !== null) expect(INDUSTRY_IDS.has(t.industry)).toBe(true);
          if (t.state_region !== null) expect(STATE_CODES.has(t.state_region)).toBe(true);
          expect(t.legal_name).not.toBeNull();
          expect(t.applicants.length).toBeGreaterThanOrEqual(1);
          expect(t.applicants.length).toBeLessThanOrEqual(4);
          const covered = new Set(g.locations.flatMap((l) => l.fields));
          const check = (path: string, v: unknown): void => { if (v !== null) expect(covered.has(path), `${layout}/${style}/${seed} ${path}`).toBe(true); };
          for (const [k, v] of Object.entries(t)) if (k !== 'applicants') check(`application.${k}`, v);
          t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) check(`application.applicants[${i}].${k}`, v); });
          for (const a of t.applicants) if (a.tax_id === null) expect([a.tax_id_type, a.tax_id_country]).toEqual([null, null]);
          if (t.business_tax_id === null) expect([t.business_tax_id_type, t.business_tax_id_country]).toEqual([null, null]);
          const pages = await readPdf(g.pdf);
          for (const loc of g.locations) {
            consistent(loc, t);
            const page = pages[loc.page - 1]!;
            if (style === 'fillable') {
              const w = page.widgets.get(loc.acroform_field ?? '');
              expect(w, `${layout} widget ${loc.acroform_field}`).toBeDefined();
              if (loc.via === 'acroform') expect(w!.value).toBe(loc.text);
              else expect(w!.value).toBe('Yes');
            } else if (loc.via === 'text') {
              expect(page.text, `${layout}/${style}/${seed} ${loc.text}`).toContain(squash(loc.text));
            }
          }
          if (style === 'fillable') {
            const all = pages.map((p) => p.text).join('');
            expect(all).not.toContain(squash(t.legal_name!));
            for (const d of g.decoys) expect(d.acroform_field).toBeDefined();
          }
        }
      });
    }
  }

  it('is deterministic', async () => {
    const strip = (b: Uint8Array): string => Buffer.from(b).toString('latin1').replace(/\/CreationDate\s*\(D:[^)]*\)/g, '').replace(/\(D:\d{14}Z\)/g, '');
    for (const layout of INDEPENDENT270_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent270(layout, 7, { style, scan: false });
        const b = await generateIndependent270(layout, 7, { style, scan: false });
        expect(strip(a.pdf) === strip(b.pdf), `${layout} ${style}`).toBe(true);
        expect(b.truth).toEqual(a.truth);
      }
    }
  });

  it('scans, and refuses to scan a fillable form', async () => {
    const office = await generateIndependent270('summit_caps_letters', 2, { style: 'typed', scan: true });
    expect(Buffer.from(office.pdf.slice(0, 5)).toString()).toBe('%PDF-');
    const phone = await generateIndependent270('redline_phone_intake', 2, { style: 'handwritten', scan: 'phone' });
    expect(phone.pages).toBe(1);
    await expect(generateIndependent270('keystone_direct', 2, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120_000);
});
