import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent233, INDEPENDENT233_LAYOUT_NAMES } from './index.ts';

const ref = (f: string) => JSON.parse(readFileSync(new URL(`../../../../shared/reference/${f}`, import.meta.url).pathname, 'utf8')) as { items: any[] };
const ENTITY_IDS = new Set(ref('entity-types.json').items.map((e) => e.id));
const INDUSTRY_IDS = new Set(ref('industries.json').items.map((e) => e.id));
const STATE_CODES = new Set(ref('states.json').items.map((e) => e.code));
const FONTS = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';
// Whitespace is dropped: a script font's kerning makes pdf.js put spaces before commas.
const norm = (s: string) => s.replace(/\s+/g, '');

async function read(pdf: Uint8Array): Promise<{ text: string[]; fields: Map<string, string>; pages: number }> {
  const doc = await getDocument({ data: pdf.slice(), useSystemFonts: false, standardFontDataUrl: FONTS, verbosity: 0 }).promise;
  const text: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const c = await (await doc.getPage(p)).getTextContent();
    text.push(norm(c.items.map((i: any) => ('str' in i ? i.str : '')).join('\n')));
  }
  const fields = new Map<string, string>();
  const objs: any = (await doc.getFieldObjects()) ?? new Map();
  for (const [name, arr] of objs instanceof Map ? objs.entries() : Object.entries(objs)) fields.set(name, String((arr as any[])[0]?.value ?? ''));
  const pages = doc.numPages;
  await doc.cleanup();
  return { text, fields, pages };
}

const SEEDS = [1, 2, 7, 19];

describe('independent set 233', () => {
  for (const layout of INDEPENDENT233_LAYOUT_NAMES) {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      it(`${layout} ${style}: placed values are on the page or in the form`, async () => {
        for (const seed of SEEDS) {
          const out = await generateIndependent233(layout, seed, { style, scan: false });
          const { text, fields, pages } = await read(out.pdf);
          expect(pages).toBe(out.pages);
          for (const p of out.placed) {
            if (style === 'fillable') {
              expect(p.acroform_field, p.key).toBeTruthy();
              expect(fields.get(p.acroform_field!), `${p.key} ${p.text}`).toBe(p.via === 'checkbox' ? 'Yes' : p.text);
              if (p.via !== 'checkbox' && p.text.length > 5) expect(text[p.page - 1]!.includes(norm(p.text)), `${p.key} drawn as text`).toBe(false);
            } else if (p.via !== 'checkbox') {
              expect(text[p.page - 1]!.includes(norm(p.text)), `${layout}/${seed} ${p.key}: ${p.text}`).toBe(true);
            }
          }
          const t = out.truth;
          expect(t.legal_name).toBeTruthy();
          expect(t.country).toBe('United States');
          expect(STATE_CODES.has(t.state_region)).toBe(true);
          expect(ENTITY_IDS.has(t.type_of_entity)).toBe(true);
          expect(INDUSTRY_IDS.has(t.industry)).toBe(true);
          expect(t.requested_amount).toBeGreaterThan(0);
          expect(t.applicants.length).toBeGreaterThanOrEqual(1);
          expect(t.applicants.length).toBeLessThanOrEqual(3);
          if (t.type_of_entity === 'sole_proprietorship') expect(t.applicants.length).toBe(1);
          expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
          for (const a of t.applicants) {
            expect(a.first_name && a.last_name).toBeTruthy();
            if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
            else expect(a.tax_id_type).toBeNull();
          }
          if (t.business_tax_id) expect(t.business_tax_id).toMatch(/^\d{9}$/);
          // No decoy text is the business's name.
          const values = new Set([t.legal_name, t.trade_name]);
          for (const d of out.decoys) expect(values.has(d.text), d.key).toBe(false);
        }
      });
    }
    it(`${layout}: deterministic, and fillable cannot be scanned`, async () => {
      for (const style of ['typed', 'handwritten', 'fillable'] as const) {
        const a = await generateIndependent233(layout, 5, { style, scan: false });
        const b = await generateIndependent233(layout, 5, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(a.truth).toEqual(b.truth);
      }
      await expect(generateIndependent233(layout, 5, { style: 'fillable', scan: true })).rejects.toThrow();
    });
  }

  it('varies per seed: owners, DBA, masking, sole proprietors', async () => {
    const seen = { owners: new Set<number>(), noDba: 0, masked: 0, sole: 0, terms: 0 };
    for (let seed = 1; seed <= 40; seed++) {
      const { truth } = await generateIndependent233(INDEPENDENT233_LAYOUT_NAMES[seed % 4]!, seed, { style: 'typed', scan: false });
      seen.owners.add(truth.applicants.length);
      if (!truth.trade_name) seen.noDba++;
      if (truth.applicants.some((a) => a.tax_id === null)) seen.masked++;
      if (truth.type_of_entity === 'sole_proprietorship') seen.sole++;
      if (truth.payment_frequency) seen.terms++;
    }
    expect([...seen.owners].sort()).toEqual([1, 2, 3]);
    expect(seen.noDba).toBeGreaterThan(0);
    expect(seen.masked).toBeGreaterThan(0);
    expect(seen.sole).toBeGreaterThan(0);
    expect(seen.terms).toBeGreaterThan(0);
  });

  it('scans: an office scan and a phone photo keep the truth, with no text layer', async () => {
    const plain = await generateIndependent233('harbor_boxes', 11, { style: 'typed', scan: false });
    const scan = await generateIndependent233('harbor_boxes', 11, { style: 'typed', scan: true });
    const phone = await generateIndependent233('northpoint_sidebar', 11, { style: 'handwritten', scan: 'phone' });
    expect(scan.truth).toEqual(plain.truth);
    expect((await read(scan.pdf)).text.join('')).toBe('');
    expect((await read(phone.pdf)).pages).toBe(2);
  }, 60_000);
});
