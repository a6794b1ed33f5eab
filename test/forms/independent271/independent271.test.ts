// Set 271: every layout x style x 3 seeds generates; the truth's ids are in the reference files; every truth value is
// printed (page text) or in a widget, and reads back to the truth by applications.md's rules; output is deterministic.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent271, INDEPENDENT271_LAYOUT_NAMES } from './index.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface Item { id: string; label: string; aliases?: string[]; countries?: string[]; code?: string; name?: string; country?: string }
const ref = (f: string): Item[] => (JSON.parse(readFileSync(`${REFERENCE_DIR}/${f}`, 'utf8')) as { items: Item[] }).items;
const ENTITIES = ref('entity-types.json'), INDUSTRIES = ref('industries.json');
const REGIONS = [...ref('states.json'), ...ref('provinces.json')];
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3];

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function industryOf(text: string): string | null {
  let best: [number, string] | null = null;
  for (const it of INDUSTRIES) for (const c of [it.label, ...(it.aliases ?? [])]) {
    if (new RegExp(`(^|[^a-z0-9])${esc(c.toLowerCase())}($|[^a-z0-9])`).test(text.toLowerCase()) && (!best || c.length > best[0])) best = [c.length, it.id];
  }
  return best?.[1] ?? null;
}
function entityOf(text: string, country: string): string | null {
  const hits = ENTITIES.filter((e) => (e.countries ?? []).includes(country) && [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === norm(text)));
  return hits.length === 1 ? hits[0]!.id : null;
}
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
function isoOf(t: string): string | null {
  const p = (n: number): string => String(n).padStart(2, '0');
  const y4 = (y: string): number => (y.length === 4 ? Number(y) : Number(y) > 30 ? 1900 + Number(y) : 2000 + Number(y));
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(t);
  if (m) return `${y4(m[3]!)}-${p(Number(m[1]))}-${p(Number(m[2]))}`;
  m = /^([A-Za-z]+)\.? (\d{1,2}),? (\d{4})$/.exec(t);
  if (m) return `${m[3]}-${p(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${p(Number(m[2]))}`;
  m = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(t);
  if (m) return `${m[3]}-${p(MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1)}-${p(Number(m[1]))}`;
  return null;
}
const numOf = (t: string): number => Number(t.replace(/CAD|[$,%\s]/g, ''));

/** What the text of a location reads as for one truth path (applications.md's rules, as far as this set needs them). */
function reads(path: string, text: string, country: string): unknown {
  const k = path.replace(/^application\.(applicants\[\d+\]\.)?/, '');
  switch (k) {
    case 'business_tax_id': case 'tax_id': return text.toUpperCase().replace(/[^0-9A-Z]/g, '');
    case 'requested_amount': case 'requested_payment': case 'number_of_payments': case 'ownership': case 'credit_score': return numOf(text);
    case 'business_start_date': case 'date_of_birth': return isoOf(text);
    case 'type_of_entity': return entityOf(text, country);
    case 'industry': return industryOf(text);
    case 'payment_frequency': return text.toLowerCase().replace(/-/g, '');
    case 'state_region': {
      const st = text.split(',').pop()!.trim().replace(/\s+[A-Z0-9]{3}\s?[A-Z0-9]{3}$|\s+\d{5}$/, '');
      return REGIONS.find((r) => r.country === country && [r.code, r.name, ...(r.aliases ?? [])].some((a) => norm(a!) === norm(st)))?.code ?? null;
    }
    default: return undefined;
  }
}

async function pdfContent(pdf: Uint8Array): Promise<{ text: string; widgets: Map<string, unknown> }> {
  const doc = await pdfjs.getDocument({ data: pdf.slice(), disableFontFace: true, verbosity: 0 }).promise;
  let text = '';
  const widgets = new Map<string, unknown>();
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    text += tc.items.map((it) => ('str' in it ? it.str : '')).join('\n') + '\n';
    for (const a of (await page.getAnnotations()) as { subtype: string; fieldName?: string; fieldValue?: unknown }[]) {
      if (a.subtype === 'Widget' && a.fieldName) widgets.set(a.fieldName, a.fieldValue);
    }
  }
  await doc.cleanup();
  return { text, widgets };
}
const strip = (pdf: Uint8Array): string => Buffer.from(pdf).toString('latin1').replace(/\/CreationDate\s*\(D:[^)]*\)/g, '').replace(/\(D:\d{14}Z\)/g, '');

function leaves(app: TruthApplication): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [k, v] of Object.entries(app)) if (k !== 'applicants' && v !== null) out.push([`application.${k}`, v]);
  app.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) out.push([`application.applicants[${i}].${k}`, v]); });
  return out;
}

describe('independent set 271', () => {
  it('has five layouts', () => expect(INDEPENDENT271_LAYOUT_NAMES).toHaveLength(5));

  for (const layout of INDEPENDENT271_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}: truth is printed, readable and in the reference`, async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent271(layout, seed, { style, scan: false });
          expect(Buffer.from(g.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
          const t = g.truth, country = t.country === 'Canada' ? 'CA' : 'US';
          expect(t.legal_name).toBeTruthy();
          expect(t.applicants.length).toBeGreaterThanOrEqual(1);
          if (t.type_of_entity) expect(ENTITIES.map((e) => e.id)).toContain(t.type_of_entity);
          if (t.industry) expect(INDUSTRIES.map((e) => e.id)).toContain(t.industry);
          if (t.state_region) expect(REGIONS.filter((r) => r.country === country).map((r) => r.code)).toContain(t.state_region);
          expect(['United States', 'Canada']).toContain(t.country);
          for (const a of t.applicants) {
            expect(a.first_name && a.last_name).toBeTruthy();
            if (a.tax_id === null) expect([a.tax_id_type, a.tax_id_country]).toEqual([null, null]);
            if (a.date_of_birth) expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          }
          if (t.business_tax_id === null) expect([t.business_tax_id_type, t.business_tax_id_country]).toEqual([null, null]);
          const { text, widgets } = await pdfContent(g.pdf);
          const tight = text.replace(/\s+/g, '');
          for (const loc of g.locations) {
            if (style === 'fillable') {
              expect(widgets.has(loc.acroform_field!), `${loc.acroform_field}`).toBe(true);
              const v = widgets.get(loc.acroform_field!);
              if (loc.via === 'acroform') expect(v).toBe(loc.text);
              else expect(v).toBe('Yes');
            } else expect(tight, `${seed} ${loc.text}`).toContain(loc.text.replace(/\s+/g, '')); // pdf.js splits some pen-written runs
          }
          for (const [path, v] of leaves(t)) {
            const locs = g.locations.filter((l) => l.fields.includes(path));
            expect(locs.length, `${seed} ${path}`).toBeGreaterThan(0);
            for (const l of locs) {
              const r = reads(path, l.text, country);
              if (r !== undefined && r !== null) expect(r, `${seed} ${path} from "${l.text}"`).toEqual(v);
              if (typeof v === 'string' && /(legal_name|trade_name|role|first_name|last_name)$/.test(path)) expect(l.text).toContain(v);
            }
          }
          for (const d of g.decoys) expect(d.text).toBeTruthy();
        }
      });
    }
  }

  it('is deterministic (CreationDate stripped), scans included', async () => {
    for (const layout of INDEPENDENT271_LAYOUT_NAMES) for (const style of STYLES) {
      const a = await generateIndependent271(layout, 7, { style, scan: false }), b = await generateIndependent271(layout, 7, { style, scan: false });
      expect(strip(a.pdf) === strip(b.pdf)).toBe(true);
      expect(b.truth).toEqual(a.truth);
    }
    const [l0, l2] = [INDEPENDENT271_LAYOUT_NAMES[0]!, INDEPENDENT271_LAYOUT_NAMES[2]!];
    for (const [layout, scan] of [[l0, true], [l2, 'phone']] as const) {
      const a = await generateIndependent271(layout, 4, { style: 'handwritten', scan }), b = await generateIndependent271(layout, 4, { style: 'handwritten', scan });
      expect(strip(a.pdf) === strip(b.pdf)).toBe(true);
      expect(a.pages).toBeGreaterThanOrEqual(1);
    }
  });

  it('refuses to scan a fillable form', async () => {
    await expect(generateIndependent271(INDEPENDENT271_LAYOUT_NAMES[1]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  it('keeps one application across styles of a seed', async () => {
    for (const layout of INDEPENDENT271_LAYOUT_NAMES) {
      const t = await generateIndependent271(layout, 2, { style: 'typed', scan: false }), f = await generateIndependent271(layout, 2, { style: 'fillable', scan: false });
      expect(f.truth.applicants.length).toBe(t.truth.applicants.length);
      expect(f.truth.type_of_entity).toBe(t.truth.type_of_entity);
    }
  });
});
