import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent258, INDEPENDENT258_LAYOUT_NAMES, type Placed } from './index.ts';

const REF = '/work/shared/reference';
interface Item { id?: string; code?: string; label?: string; aliases?: string[]; countries?: string[] }
const load = (f: string): Item[] => (JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: Item[] }).items;
const ENTITIES = load('entity-types.json');
const INDUSTRIES = load('industries.json');
const STATES = load('states.json');
const PROVINCES = load('provinces.json');

const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const nows = (s: string): string => s.replace(/\s+/g, '');

/** applications.md's industry rule: the longest label or alias contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label!, ...(it.aliases ?? [])]) {
      const re = new RegExp(`(^|[^A-Za-z0-9])${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9])`, 'i');
      if (re.test(text) && (!best || a.length > best[1])) best = [it.id!, a.length];
    }
  }
  return best?.[0] ?? null;
}
function entityOf(text: string, country: string): string[] {
  return ENTITIES.filter((e) => e.countries!.includes(country) && [e.id!, e.label!, ...(e.aliases ?? [])].some((a) => squash(a) === squash(text))).map((e) => e.id!);
}

async function readPdf(pdf: Uint8Array): Promise<{ pages: number; text: string[]; fields: Map<string, string> }> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const text: string[] = [];
  const fields = new Map<string, string>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text.push(tc.items.map((i) => ('str' in i ? i.str : '')).join(' '));
    for (const a of await page.getAnnotations()) {
      if (a.fieldName) fields.set(String(a.fieldName), String(a.fieldValue ?? ''));
    }
  }
  const pages = doc.numPages;
  await task.destroy();
  return { pages, text, fields };
}

function checkPlaced(list: Placed[], style: string, r: { text: string[]; fields: Map<string, string> }): void {
  for (const p of list) {
    if (style === 'fillable') {
      expect(p.acroform_field, p.key).toBeTruthy();
      const v = r.fields.get(p.acroform_field!);
      expect(v, `${p.key} ${p.acroform_field}`).toBeDefined();
      // A checkbox's value is its on-state; a text field's is the printed text.
      if (v === 'Yes') continue;
      expect(v, p.key).toBe(p.text);
      expect(nows(r.text[p.page - 1]!), `${p.key} must not be page text`).not.toContain(/\d{4}/.test(p.text) ? nows(p.text) : '\u0000');
    } else {
      expect(nows(r.text[p.page - 1]!), `${p.key}: ${p.text}`).toContain(nows(p.text));
    }
  }
}

const SEEDS = [1, 2, 3, 7, 11, 19, 23, 42];
describe('independent258 renewal applications', () => {
  it('has four layouts', () => { expect(INDEPENDENT258_LAYOUT_NAMES).toHaveLength(4); });
  for (const layout of INDEPENDENT258_LAYOUT_NAMES) {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      it(`${layout} / ${style}`, async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent258(layout, seed, { style, scan: false });
          const r = await readPdf(g.pdf);
          expect(r.pages).toBe(g.pages);
          checkPlaced(g.locations, style, r);
          checkPlaced(g.decoys.filter((d) => d.acroform_field || style !== 'fillable'), style, r);
          const t = g.truth;
          // reference ids
          expect(ENTITIES.some((e) => e.id === t.type_of_entity)).toBe(true);
          expect(INDUSTRIES.some((e) => e.id === t.industry)).toBe(true);
          const subs = g.country === 'US' ? STATES : PROVINCES;
          expect(subs.some((s) => s.code === t.state_region)).toBe(true);
          expect(t.country).toBe(g.country === 'US' ? 'United States' : 'Canada');
          // the printed texts give those ids by applications.md's rules
          const ind = g.locations.find((l) => l.key === 'industry')!;
          expect(industryOf(ind.text)).toBe(t.industry);
          const ent = g.locations.find((l) => l.key === 'type_of_entity')!;
          const ids = entityOf(ent.text, g.country);
          expect(ids.includes(t.type_of_entity!) || (ids.length === 0 && false), `${ent.text} -> ${ids.join(',')}`).toBe(true);
          expect(g.locations.some((l) => l.key === 'legal_name' && l.text === t.legal_name)).toBe(true);
          expect(g.locations.some((l) => l.key === 'requested_amount')).toBe(true);
          if (t.number_of_payments !== null) expect(g.locations.some((l) => l.key === 'number_of_payments' && l.text === String(t.number_of_payments))).toBe(true);
          if (t.trade_name) expect(g.locations.some((l) => l.key === 'trade_name' && l.text === t.trade_name)).toBe(true);
          expect(t.applicants.length).toBeGreaterThan(0);
          let pctSum = 0;
          t.applicants.forEach((a, i) => {
            pctSum += a.ownership ?? 0;
            expect(a.first_name && a.last_name).toBeTruthy();
            const names = g.locations.filter((l) => l.key === `applicants[${i}].name`).map((l) => l.text);
            expect(names.some((n) => n.includes(a.last_name!) && n.includes(a.first_name!))).toBe(true);
            if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
            if (a.date_of_birth) expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          });
          expect(pctSum).toBe(100);
          if (t.business_tax_id) expect(t.business_tax_id).toMatch(/^\d{9}(RC\d{4})?$/);
          // decoys never carry a truth value's exact text under a truth key
          for (const d of g.decoys) expect(d.key.startsWith('applicants[')).toBe(false);
          // deterministic
          const again = await generateIndependent258(layout, seed, { style, scan: false });
          expect(Buffer.from(again.pdf).equals(Buffer.from(g.pdf))).toBe(true);
        }
      }, 120_000);
    }
  }
  it('fillable + scan throws', async () => {
    await expect(generateIndependent258(INDEPENDENT258_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });
  it('a scanned form opens and has no text layer of values', async () => {
    const g = await generateIndependent258(INDEPENDENT258_LAYOUT_NAMES[2]!, 5, { style: 'handwritten', scan: true });
    const r = await readPdf(g.pdf);
    expect(r.pages).toBe(g.pages);
  }, 120_000);
});
