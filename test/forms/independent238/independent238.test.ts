// Set 238's own checks: every placed value is on its page (pdf.js text) or in its AcroForm field, the truth speaks in
// reference ids and follows applications.md's industry rule, and a (layout, seed, style) is byte-reproducible.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { generateIndependent238, INDEPENDENT238_LAYOUT_NAMES } from './index.ts';
import { INDUSTRIES } from './data.ts';

const ref = (f: string): any[] => JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')).items;
const ENTITY = new Map(ref('entity-types.json').map((e) => [e.id, e]));
const INDUSTRY = ref('industries.json');
const PROVINCE_CODES = new Set(ref('provinces.json').map((p) => p.code));
const squash = (s: string): string => s.normalize('NFC').replace(/\s+/g, '');

async function read(pdf: Uint8Array): Promise<{ pages: string[]; fields: Record<string, unknown>; pageCount: number }> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const tc = await (await doc.getPage(i)).getTextContent();
    pages.push(squash(tc.items.map((t: any) => t.str ?? '').join('')));
  }
  const objs = (await doc.getFieldObjects()) as unknown as Map<string, any[]> | Record<string, any[]> | null;
  const entries = objs instanceof Map ? [...objs.entries()] : Object.entries(objs ?? {});
  const fields: Record<string, unknown> = {};
  for (const [name, arr] of entries) fields[name] = arr[0]?.value;
  const pageCount = doc.numPages;
  await doc.cleanup();
  return { pages, fields, pageCount };
}

/** applications.md's industry rule: the longest label or alias contained in the text, word-bounded, case ignored. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const it of INDUSTRY) {
    for (const a of [it.label, ...it.aliases] as string[]) {
      const re = new RegExp(`(^|[^\\p{L}\\p{N}])${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'iu');
      if (re.test(text) && (!best || a.length > best[1])) best = [it.id, a.length];
    }
  }
  return best ? best[0] : null;
}

const luhn = (d: string): boolean => [...d].reduce((s, c, i) => { let v = Number(c); if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; } return s + v; }, 0) % 10 === 0;

describe('independent238 curated industries', () => {
  it('each printed description gives its id under the longest-alias rule', () => {
    for (const list of Object.values(INDUSTRIES)) for (const [text, id] of list) expect(industryOf(text), text).toBe(id);
  });
});

describe.each(INDEPENDENT238_LAYOUT_NAMES)('independent238 %s', (layout) => {
  it.each([1, 2, 5, 8])('typed and handwritten values are page text, seed %i', async (seed) => {
    for (const style of ['typed', 'handwritten'] as const) {
      const r = await generateIndependent238(layout, seed, { style, scan: false });
      const { pages, pageCount } = await read(r.pdf);
      expect(pageCount).toBe(r.pages);
      for (const p of [...r.placed, ...r.decoys]) expect(pages[p.page - 1], `${style} ${p.key}: ${p.text}`).toContain(squash(p.text));
    }
  });

  it.each([1, 2, 5])('fillable values live in AcroForm fields only, seed %i', async (seed) => {
    const r = await generateIndependent238(layout, seed, { style: 'fillable', scan: false });
    const { pages, fields } = await read(r.pdf);
    const text = new TextDecoder('latin1').decode(r.pdf);
    expect(text).toContain('/NeedAppearances false');
    for (const p of r.placed) {
      expect(p.acroform_field, p.key).toBeTruthy();
      if (p.via === 'acroform_checkbox') expect(fields[p.acroform_field!], p.key).toBe('Yes');
      else expect(fields[p.acroform_field!], p.key).toBe(p.text);
    }
    expect(pages.join('')).not.toContain(squash(r.truth.legal_name!));
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])('truth uses reference ids and printed values, seed %i', async (seed) => {
    const r = await generateIndependent238(layout, seed, { style: 'typed', scan: false });
    const t = r.truth;
    expect(r.country).toBe('CA');
    expect(t.country).toBe('Canada');
    expect(PROVINCE_CODES.has(t.state_region)).toBe(true);
    const ent = ENTITY.get(t.type_of_entity);
    expect(ent?.countries).toContain('CA');
    const ind = r.placed.find((p) => p.key === 'industry')!;
    expect(industryOf(ind.text)).toBe(t.industry);
    expect(t.business_tax_id).toMatch(/^\d{9}(R[CTP]\d{4})?$/);
    expect(luhn(t.business_tax_id!.slice(0, 9))).toBe(true);
    expect(t.business_tax_id_type).toBe('BN');
    expect(t.legal_name).toBeTruthy();
    expect(t.trade_name).not.toBe(t.legal_name);
    expect(t.applicants.length).toBeGreaterThanOrEqual(1);
    expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
    if (t.type_of_entity === 'sole_proprietorship') {
      expect(t.applicants).toHaveLength(1);
      expect(t.legal_name).toBe(`${t.applicants[0]!.first_name} ${t.applicants[0]!.last_name}`);
    }
    for (const a of t.applicants) {
      expect(a.first_name).not.toMatch(/ [A-Z]\.$/);
      if (a.tax_id) { expect(a.tax_id).toMatch(/^\d{9}$/); expect(luhn(a.tax_id)).toBe(true); expect(a.tax_id_type).toBe('SIN'); }
      else expect(a.tax_id_type).toBeNull();
    }
    for (const d of r.decoys) expect(d.text).not.toBe(t.business_tax_id);
    if (t.business_start_date) expect(t.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('is byte-deterministic per (layout, seed, style)', async () => {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      const a = await generateIndependent238(layout, 4, { style, scan: false });
      const b = await generateIndependent238(layout, 4, { style, scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), style).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
  });
});

describe('independent238 scans', () => {
  it('scans typed output and refuses a scanned fillable form', async () => {
    const layout = INDEPENDENT238_LAYOUT_NAMES[0]!;
    const plain = await generateIndependent238(layout, 2, { style: 'handwritten', scan: false });
    const scanned = await generateIndependent238(layout, 2, { style: 'handwritten', scan: true });
    expect(Buffer.from(scanned.pdf.slice(0, 5)).toString()).toBe('%PDF-');
    expect(Buffer.from(scanned.pdf).equals(Buffer.from(plain.pdf))).toBe(false);
    expect(scanned.truth).toEqual(plain.truth);
    await expect(generateIndependent238(layout, 2, { style: 'fillable', scan: 'phone' })).rejects.toThrow();
  }, 60_000);
});
