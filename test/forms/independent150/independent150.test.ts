// independent150: every placed value is really printed where its style says (page text, or only an AcroForm field),
// the truth is exactly what was printed, decoys never read as the application, and the forms are reproducible.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent150, INDEPENDENT150_LAYOUT_NAMES, type Placed } from './index.ts';
import { readMoney } from './format.ts';
import { ENTITIES_CA, ENTITIES_US, INDUSTRIES } from './pools.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5];
const squash = (s: string): string => s.replace(/\s+/g, '');

async function readPdf(pdf: Uint8Array): Promise<{ pages: string[]; fields: Record<string, string> }> {
  const task = pdfjs.getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const tc = await (await doc.getPage(i)).getTextContent();
    pages.push(squash(tc.items.map((it) => ('str' in it ? it.str : '')).join('')));
  }
  const fields: Record<string, string> = {};
  const objs = (await doc.getFieldObjects()) as Map<string, { value?: unknown }[]> | Record<string, { value?: unknown }[]> | null;
  const entries = objs instanceof Map ? [...objs.entries()] : Object.entries(objs ?? {});
  for (const [name, list] of entries) fields[name] = String(list[0]?.value ?? '');
  await task.destroy();
  return { pages, fields };
}

function truthEntries(t: TruthApplication): [string, string | number][] {
  const out: [string, string | number][] = [];
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) out.push([k, v as string | number]);
  t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) out.push([`applicants[${i}].${k}`, v as string | number]); });
  return out;
}

function checkRereads(p: Placed): void {
  for (const [path, v] of Object.entries(p.fields)) {
    if (v === null || p.check) continue;
    if (path === 'requested_amount' || path === 'requested_payment') expect(readMoney(p.text), p.key).toBe(v);
    if (path.endsWith('.ownership')) expect(Number(p.text.replace(/[%\s]/g, '')), p.key).toBe(v);
    if (path.endsWith('.credit_score') || path === 'number_of_payments') expect(Number(p.text), p.key).toBe(v);
    if (path === 'business_tax_id' || path.endsWith('.tax_id')) expect(p.text.replace(/[^0-9A-Z]/gi, '').toUpperCase(), p.key).toBe(v);
    if (path === 'business_tax_id_type' || path.endsWith('.tax_id_type')) {
      const byFormat = /^\d{2}-\d{7}$/.test(p.text) ? 'EIN' : /^\d{3}-\d{2}-\d{4}$/.test(p.text) ? (p.text.startsWith('9') ? 'ITIN' : 'SSN')
        : /^\d{5} ?\d{4} ?R[CT] ?\d{4}$/.test(p.text) ? 'BN' : null;
      if (byFormat) expect(byFormat, p.key).toBe(v);
    }
    if (path === 'business_start_date' || path.endsWith('.date_of_birth')) {
      const y = String(v).slice(0, 4);
      expect(p.text.includes(y) || p.text.endsWith(`/${y.slice(2)}`), p.key).toBe(true);
    }
  }
}

describe('independent150 forms', () => {
  for (const layout of INDEPENDENT150_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: printed values, truth and decoys`, async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent150(layout, seed, { style, scan: false });
          const { pages, fields } = await readPdf(g.pdf);
          expect(pages.length).toBe(g.pages);
          expect(g.pages).toBeGreaterThanOrEqual(1);
          expect(g.pages).toBeLessThanOrEqual(3);
          for (const p of g.placed) {
            if (p.acro) {
              expect(style).toBe('fillable');
              expect(fields[p.acro], `${p.key} field`).toBe(p.check ? 'Yes' : p.text);
            } else {
              expect(pages[p.page - 1], `${layout}/${seed} ${p.key} "${p.text}"`).toContain(squash(p.text));
            }
            checkRereads(p);
          }
          if (style === 'fillable' && g.truth.legal_name) for (const page of pages) expect(page).not.toContain(squash(g.truth.legal_name));
          for (const [path, v] of truthEntries(g.truth)) {
            expect(g.placed.some((p) => !p.decoy && p.fields[path] === v), `${path} from a placed value`).toBe(true);
          }
          const truthStrings = truthEntries(g.truth).filter(([, v]) => typeof v === 'string').map(([, v]) => String(v).toLowerCase());
          for (const p of g.placed.filter((x) => x.decoy)) {
            expect(Object.keys(p.fields)).toEqual([]);
            expect(truthStrings, `decoy ${p.key}`).not.toContain(p.text.trim().toLowerCase());
          }
          expect(g.decoys.length).toBe(g.placed.filter((p) => p.decoy).length);
          if (g.truth.type_of_entity === 'sole_proprietorship') expect(g.truth.applicants).toHaveLength(1);
          expect(g.truth.applicants.length).toBeGreaterThanOrEqual(1);
          expect(g.truth.applicants.length).toBeLessThanOrEqual(4);
          for (const a of g.truth.applicants) expect(a.first_name && a.last_name).toBeTruthy();
          expect(g.truth.country).toBe(g.country === 'CA' ? 'Canada' : 'United States');
        }
      });
    }
  }

  it('is reproducible: same seed same bytes, another seed differs', async () => {
    for (const layout of INDEPENDENT150_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent150(layout, 7, { style, scan: false });
        const b = await generateIndependent150(layout, 7, { style, scan: false });
        const c = await generateIndependent150(layout, 8, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(Buffer.from(a.pdf).equals(Buffer.from(c.pdf))).toBe(false);
        expect(a.truth).toEqual(b.truth);
      }
    }
  });

  it('varies: owners 1-4, both countries, blanks and sole proprietors over seeds', async () => {
    const owners = new Set<number>(), countries = new Set<string>(), entities = new Set<string | null>(), freq = new Set<string | null>();
    for (const layout of INDEPENDENT150_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 30; seed++) {
        const g = await generateIndependent150(layout, seed, { style: 'typed', scan: false });
        owners.add(g.truth.applicants.length); countries.add(g.country); entities.add(g.truth.type_of_entity); freq.add(g.truth.payment_frequency);
        if (layout === 'pronto_quick') expect(g.truth.applicants).toHaveLength(1);
      }
    }
    expect([...owners].sort()).toEqual([1, 2, 3, 4]);
    expect(countries).toEqual(new Set(['US', 'CA']));
    expect(entities.has('sole_proprietorship') && entities.has(null)).toBe(true);
    expect(freq.has(null) && freq.has('daily') && freq.has('weekly')).toBe(true);
  });

  it('scans to an image-only PDF', async () => {
    const g = await generateIndependent150('northmark_multi', 3, { style: 'handwritten', scan: true });
    const { pages } = await readPdf(g.pdf);
    expect(pages).toHaveLength(g.pages);
    expect(pages.join('')).toBe('');
    expect(g.truth.legal_name).toBeTruthy();
  }, 120_000);

  const REF = '/work/shared/reference';
  it.skipIf(!existsSync(`${REF}/industries.json`))('industry and entity texts read as the reference says', () => {
    type Item = { id: string; label: string; aliases?: string[]; countries?: string[] };
    const ind = (JSON.parse(readFileSync(`${REF}/industries.json`, 'utf8')) as { items: Item[] }).items;
    const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const pick of INDUSTRIES) {
      let best: { id: string; len: number } | null = null;
      for (const it of ind) for (const c of [it.label, ...(it.aliases ?? [])]) {
        if (new RegExp(`(^|[^a-z0-9])${esc(c.toLowerCase())}($|[^a-z0-9])`).test(pick.text.toLowerCase()) && (!best || c.length > best.len)) best = { id: it.id, len: c.length };
      }
      expect(best?.id, pick.text).toBe(pick.id);
    }
    const ents = (JSON.parse(readFileSync(`${REF}/entity-types.json`, 'utf8')) as { items: Item[] }).items;
    const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
    for (const [country, list] of [['US', ENTITIES_US], ['CA', ENTITIES_CA]] as const) {
      const extra = country === 'US' ? [{ text: 'Sole Prop.', id: 'sole_proprietorship' }] : [];
      for (const e of [...list, ...extra]) {
        const ids = new Set(ents.filter((it) => (it.countries ?? []).includes(country) && [it.id, it.label, ...(it.aliases ?? [])].some((a) => norm(a) === norm(e.text)))
          .map((it) => it.id));
        if (ids.size > 1) expect(ids.has(e.id), `${country} ${e.text}`).toBe(true);
        else expect([...ids], `${country} ${e.text}`).toEqual([e.id]);
      }
    }
  });
});
