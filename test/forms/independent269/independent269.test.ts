import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from './data.ts';
import { generateIndependent269, INDEPENDENT269_LAYOUT_NAMES } from './index.ts';

const refDir = ['../../../../shared/reference', '../../../../../shared/reference'].map((p) => join(import.meta.dirname, p))
  .find((p) => existsSync(join(p, 'states.json')))!;
interface Item { id?: string; code?: string; label?: string; countries?: string[]; country?: string; aliases?: string[] }
const load = (f: string): Item[] => (JSON.parse(readFileSync(join(refDir, f), 'utf8')) as { items: Item[] }).items;
const entities = load('entity-types.json');
const industries = load('industries.json');
const states = load('states.json');
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const squash = (s: string) => s.replace(/\s+/g, '');
const digits = (s: string) => s.replace(/\D/g, '');

/** applications.md: the entity id whose id, label or alias equals the text (US forms). */
function entityOf(text: string): string | null {
  const hits = entities.filter((e) => e.countries!.includes('US') && [e.id!, e.label!, ...(e.aliases ?? [])].some((a) => norm(a) === norm(text)));
  return hits.length === 1 ? hits[0]!.id! : null;
}
/** applications.md: the industry whose label or alias is the longest one contained, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const i of industries) for (const a of [i.label!, ...(i.aliases ?? [])]) {
    const re = new RegExp(`(?<![A-Za-z0-9])${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`, 'i');
    if (re.test(text) && (!best || a.length > best[1])) best = [i.id!, a.length];
  }
  return best ? best[0] : null;
}

async function readPdf(pdf: Uint8Array): Promise<{ text: string[]; widgets: Map<string, string> }> {
  const task = getDocument({ data: pdf.slice(), disableFontFace: true, verbosity: 0 });
  const doc = await task.promise;
  const text: string[] = [];
  const widgets = new Map<string, string>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text.push(squash(tc.items.map((i) => ('str' in i ? i.str : '')).join('')));
    for (const a of await page.getAnnotations() as { fieldName?: string; fieldValue?: string }[]) if (a.fieldName) widgets.set(a.fieldName, String(a.fieldValue ?? ''));
  }
  await task.destroy();
  return { text, widgets };
}

const strip = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1').replace(/\/CreationDate\s*\(D:[^)]*\)/g, '').replace(/\(D:\d{14}Z\)/g, '');
const STYLES = ['typed', 'handwritten', 'fillable'] as const;

describe('independent269 generator', () => {
  it('has five layouts and industry texts that read as their ids', () => {
    expect(INDEPENDENT269_LAYOUT_NAMES).toHaveLength(5);
    for (const [text, id] of INDUSTRIES) expect(industryOf(text), text).toBe(id);
  });

  for (const layout of INDEPENDENT269_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}: generates, truth follows the rules and is printed`, async () => {
        for (const seed of [1, 2, 3]) {
          const r = await generateIndependent269(layout, seed, { style, scan: false });
          expect(Buffer.from(r.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
          const t = r.truth;
          const where = `${layout}/${style}/${seed}`;
          expect(t.legal_name, where).toBeTruthy();
          if (t.type_of_entity) expect(entities.map((e) => e.id)).toContain(t.type_of_entity);
          if (t.industry) expect(industries.map((e) => e.id)).toContain(t.industry);
          expect(states.map((s) => s.code)).toContain(t.state_region);
          expect(t.country).toBe('United States');
          expect(t.applicants.length).toBeGreaterThanOrEqual(1);
          expect(t.trade_name === null || norm(t.trade_name) !== norm(t.legal_name!)).toBe(true);
          for (const a of t.applicants) {
            expect(a.first_name && a.last_name, where).toBeTruthy();
            expect([a.tax_id === null, a.tax_id_type === null, a.tax_id_country === null]).toEqual([a.tax_id === null, a.tax_id === null, a.tax_id === null]);
            if (a.tax_id) { expect(a.tax_id).toMatch(/^\d{9}$/); expect(a.tax_id_type).toBe(a.tax_id.startsWith('9') ? 'ITIN' : 'SSN'); }
            if (a.date_of_birth) expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          }
          expect([t.business_tax_id === null, t.business_tax_id_type === null, t.business_tax_id_country === null]).toEqual([t.business_tax_id === null, t.business_tax_id === null, t.business_tax_id === null]);
          if (t.business_start_date) expect(t.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

          const { text, widgets } = await readPdf(r.pdf);
          expect(text.length).toBe(r.pages);
          const covered = new Set<string>();
          for (const loc of r.locations) {
            loc.fields.forEach((f) => covered.add(f));
            if (style === 'fillable') {
              expect(widgets.has(loc.acroform_field!), `${where} ${loc.acroform_field}`).toBe(true);
              const v = widgets.get(loc.acroform_field!)!;
              if (loc.via === 'acroform') expect(v).toBe(loc.text); else expect(v).toBe('Yes');
              // only labels are printed on a fillable form: the legal name lives in its widget alone
              if (loc.fields.includes('application.legal_name')) expect(text[loc.page - 1]).not.toContain(squash(loc.text));
            } else if (loc.via === 'text') {
              expect(text[loc.page - 1], `${where} ${loc.text}`).toContain(squash(loc.text));
            } else {
              expect(loc.via).toBe('mark');
              expect(text[loc.page - 1]).toContain(squash(loc.text));
            }
            // the value each location gives is what its printed text reads as
            for (const f of loc.fields) {
              const v = f.startsWith('application.applicants') ? (t.applicants[Number(/\[(\d+)\]/.exec(f)![1])] as unknown as Record<string, unknown>)[f.split('.').pop()!]
                : (t as unknown as Record<string, unknown>)[f.slice(12)];
              const name = f.split('.').pop()!;
              if (['legal_name', 'trade_name', 'role'].includes(name)) expect(loc.text).toBe(v);
              else if (name === 'type_of_entity') expect(entityOf(loc.text), loc.text).toBe(v);
              else if (name === 'industry') expect(industryOf(loc.text)).toBe(v);
              else if (['tax_id', 'business_tax_id'].includes(name)) expect(digits(loc.text)).toBe(v);
              else if (['requested_amount', 'requested_payment'].includes(name)) expect(Number(loc.text.replace(/[$,\s]/g, ''))).toBe(v);
              else if (['ownership', 'credit_score', 'number_of_payments'].includes(name)) expect(Number(loc.text.replace(/[%\s]/g, ''))).toBe(v);
              else if (name === 'first_name' || name === 'last_name') expect(loc.text).toContain(v as string);
              else if (name === 'state_region') expect(loc.text).toContain(v as string);
            }
          }
          const paths: string[] = [];
          for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && k !== 'country' && v !== null) paths.push(`application.${k}`);
          t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) paths.push(`application.applicants[${i}].${k}`); });
          for (const p of paths) expect(covered.has(p), `${where} ${p}`).toBe(true);
          expect(r.decoys.length).toBeGreaterThan(5);
        }
      });
    }
  }

  it('is deterministic per (layout, seed, style)', async () => {
    for (const layout of INDEPENDENT269_LAYOUT_NAMES) for (const style of STYLES) {
      const a = await generateIndependent269(layout, 7, { style, scan: false });
      const b = await generateIndependent269(layout, 7, { style, scan: false });
      expect(strip(a.pdf) === strip(b.pdf), `${layout}/${style}`).toBe(true);
      expect(a.truth).toEqual(b.truth);
      const c = await generateIndependent269(layout, 8, { style, scan: false });
      expect(strip(a.pdf) === strip(c.pdf)).toBe(false);
    }
  });

  it('varies the values by seed', async () => {
    const seen = new Set<string>();
    const counts = new Set<number>();
    for (let seed = 0; seed < 30; seed++) {
      const r = await generateIndependent269('harborline_two_page', seed, { style: 'typed', scan: false });
      seen.add(`${r.truth.type_of_entity}`);
      counts.add(r.truth.applicants.length);
    }
    expect(seen.size).toBeGreaterThan(3);
    expect(counts.size).toBeGreaterThan(2);
  });

  it('scans typed and handwritten forms, and refuses to scan a fillable one', async () => {
    const a = await generateIndependent269('keystone_boxed_grid', 4, { style: 'typed', scan: true });
    expect(Buffer.from(a.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const b = await generateIndependent269('ironbridge_numbered_sections', 4, { style: 'handwritten', scan: 'phone' });
    expect(b.pages).toBe(2);
    expect(b.truth).toEqual((await generateIndependent269('ironbridge_numbered_sections', 4, { style: 'handwritten', scan: false })).truth);
    await expect(generateIndependent269('summit_split_names', 4, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120_000);
});
