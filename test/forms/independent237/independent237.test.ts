// Set 237: every placed value is on its page (pdf.js text) or in its AcroForm field, the truth uses reference ids,
// the industry texts obey applications.md's longest-alias rule, and output is deterministic.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { INDUSTRIES } from './data.ts';
import { generateIndependent237, INDEPENDENT237_LAYOUT_NAMES, type Generated237 } from './index.ts';

type Item = { id: string; label: string; aliases?: string[]; code?: string };
const ref = (f: string): Item[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: Item[] }).items;
const ENTITY_IDS = new Set(ref('entity-types.json').map((e) => e.id));
const INDUSTRY_ITEMS = ref('industries.json');
const STATE_CODES = new Set(ref('states.json').map((s) => s.code));
const squash = (s: string) => s.replace(/\s+/g, '');

async function read(pdf: Uint8Array): Promise<{ text: string[]; fields: Map<string, string> }> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const text: string[] = [];
  const fields = new Map<string, string>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text.push(squash(tc.items.map((i) => ('str' in i ? i.str : '')).join('')));
    for (const a of await page.getAnnotations()) if (a.fieldName) fields.set(a.fieldName, String(a.fieldValue ?? ''));
  }
  await task.destroy();
  return { text, fields };
}

function longestIndustry(text: string): string | null {
  let best: [string, number] | null = null;
  const t = text.toLowerCase();
  for (const it of INDUSTRY_ITEMS) {
    for (const a of [it.label, ...(it.aliases ?? [])]) {
      const esc = a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(^|[^a-z0-9])${esc}($|[^a-z0-9])`).test(t) && (!best || a.length > best[1])) best = [it.id, a.length];
    }
  }
  return best?.[0] ?? null;
}

function checkTruth(g: Generated237): void {
  const t = g.truth;
  expect(t.legal_name).toBeTruthy();
  expect(ENTITY_IDS.has(t.type_of_entity!)).toBe(true);
  expect(INDUSTRY_ITEMS.some((i) => i.id === t.industry)).toBe(true);
  expect(STATE_CODES.has(t.state_region!)).toBe(true);
  expect(t.country).toBe('United States');
  expect(t.requested_amount).toBeGreaterThan(0);
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(3);
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
  for (const a of t.applicants) {
    expect(a.first_name).toMatch(/^[A-Z][a-z]+$/);
    if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
    else expect(a.tax_id_type).toBeNull();
  }
  if (t.type_of_entity === 'sole_proprietorship') expect(t.applicants).toHaveLength(1);
  if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
  if (t.business_tax_id) expect(t.business_tax_id).toMatch(/^\d{9}$/);
  expect(t.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
}

describe('independent set 237', () => {
  it('prints industry texts whose longest word-bounded alias is the truth id', () => {
    for (const [text, id] of INDUSTRIES) expect([text, longestIndustry(text)]).toEqual([text, id]);
  });

  for (const layout of INDEPENDENT237_LAYOUT_NAMES) {
    it(`${layout}: values on the page or in the fields, truth from reference ids`, async () => {
      for (const seed of [1, 2, 3, 4, 5]) {
        for (const style of ['typed', 'handwritten', 'fillable'] as const) {
          const g = await generateIndependent237(layout, seed, { style, scan: false });
          checkTruth(g);
          expect(g.pages).toBeGreaterThanOrEqual(1);
          expect(g.pages).toBeLessThanOrEqual(3);
          const { text, fields } = await read(g.pdf);
          expect(text).toHaveLength(g.pages);
          for (const p of g.placed) {
            if (style === 'fillable') {
              expect(p.acroform_field, p.key).toBeTruthy();
              const v = fields.get(p.acroform_field!);
              // A text field holds the printed text; a checked box (named key_label) is on.
              if (p.acroform_field!.startsWith(`${p.key}_`) && v === 'Yes') continue;
              expect(v, p.key).toBe(p.text);
            } else {
              expect(text[p.page - 1], `${layout}/${seed}/${style} ${p.key}`).toContain(squash(p.text));
            }
          }
          if (style === 'fillable') expect(text.join('')).not.toContain(squash(g.truth.legal_name!));
          const located = new Set(g.placed.flatMap((p) => Object.keys(p.fields)));
          expect(located.has('application.legal_name')).toBe(true);
        }
      }
    }, 30000);
  }

  it('is deterministic and varies by seed', async () => {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      const a = await generateIndependent237('redwood', 7, { style, scan: false });
      const b = await generateIndependent237('redwood', 7, { style, scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
    const owners = new Set<number>();
    for (let s = 1; s <= 20; s++) owners.add((await generateIndependent237('bluepeak', s, { style: 'typed', scan: false })).truth.applicants.length);
    expect(owners.size).toBe(3);
  });

  it('scans typed output deterministically and refuses to scan a fillable form', async () => {
    const a = await generateIndependent237('keystone', 2, { style: 'typed', scan: true });
    const b = await generateIndependent237('keystone', 2, { style: 'typed', scan: true });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    const plain = await generateIndependent237('keystone', 2, { style: 'typed', scan: false });
    expect(a.truth).toEqual(plain.truth);
    await expect(generateIndependent237('keystone', 2, { style: 'fillable', scan: 'phone' })).rejects.toThrow();
  }, 30000);
});
