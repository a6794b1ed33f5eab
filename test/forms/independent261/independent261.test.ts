import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ENTITIES, INDUSTRIES } from './data.ts';
import { generateIndependent261, INDEPENDENT261_LAYOUT_NAMES, type Placed } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 7];
const REF = '/work/shared/reference';
const hasRef = existsSync(`${REF}/industries.json`);

interface RefItem { id: string; label?: string; code?: string; aliases?: string[]; countries?: string[]; country?: string }
const items = (f: string): RefItem[] => hasRef ? (JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: RefItem[] }).items : [];
const squash = (s: string): string => s.replace(/\s+/g, '');
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

interface PageRead { text: string[]; widgets: Map<string, string> }
async function read(pdf: Uint8Array): Promise<PageRead[]> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const out: PageRead[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    const text = tc.items.map((i) => ('str' in i ? i.str : '')).filter((s) => s.trim());
    const widgets = new Map<string, string>();
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: string | string[] }[]) {
      if (a.fieldName) widgets.set(a.fieldName, String(a.fieldValue ?? ''));
    }
    out.push({ text, widgets });
  }
  await task.destroy();
  return out;
}

function checkPlaced(all: Placed[], pages: PageRead[], style: string): void {
  for (const p of all) {
    const page = pages[p.page - 1];
    expect(page, `${p.key} page ${p.page}`).toBeDefined();
    if (p.via === 'widget') {
      expect(style).toBe('fillable');
      expect(page!.widgets.get(p.acroform_field!), p.key).toBe(p.text);
    } else if (p.via === 'checkbox' && style === 'fillable') {
      expect(page!.widgets.get(p.acroform_field!), p.key).toBe('Yes');
      expect(squash(page!.text.join(' '))).toContain(squash(p.text));
    } else {
      expect(squash(page!.text.join('')), `${p.key}: ${p.text}`).toContain(squash(p.text));
    }
  }
}

describe('independent261 generator', () => {
  for (const layout of INDEPENDENT261_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: every placed value is in the PDF`, async () => {
        for (const seed of SEEDS) {
          const f = await generateIndependent261(layout, seed, { style, scan: false });
          const pages = await read(f.pdf);
          expect(pages.length).toBe(f.pages);
          expect(f.truth.legal_name).toBeTruthy();
          expect(f.truth.applicants.length).toBeGreaterThan(0);
          checkPlaced([...f.locations, ...f.decoys], pages, style);
          if (style === 'fillable') {
            const items = new Set(pages.flatMap((p) => p.text.map((t) => t.trim())));
            const joined = pages.map((p) => p.text.join(' ')).join(' ');
            for (const p of [...f.locations, ...f.decoys].filter((x) => x.via === 'widget' && !x.key.startsWith('iso_rep'))) {
              expect(items.has(p.text.trim()), `${p.key} as page text`).toBe(false);
              if (p.text.length >= 8) expect(joined.includes(p.text), `${p.key} inside page text`).toBe(false);
            }
          } else {
            expect(pages.every((p) => p.widgets.size === 0)).toBe(true);
          }
        }
      });
    }
  }

  it('is deterministic for a seed', async () => {
    for (const layout of INDEPENDENT261_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent261(layout, 11, { style, scan: false });
        const b = await generateIndependent261(layout, 11, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(a.truth).toEqual(b.truth);
      }
    }
  });

  it.skipIf(!hasRef)('truth uses reference ids and the printed words give them', async () => {
    const entities = items('entity-types.json');
    const industries = items('industries.json');
    const states = new Set(items('states.json').map((s) => s.code));
    const entityIds = new Set(entities.map((e) => e.id));
    const industryIds = new Set(industries.map((e) => e.id));
    for (const [text, id] of INDUSTRIES) {
      let best = ''; let bestId = '';
      for (const it of industries) {
        for (const name of [it.label ?? '', ...(it.aliases ?? [])]) {
          const re = new RegExp(`(^|[^a-z0-9])${name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
          if (name && re.test(text.toLowerCase()) && name.length > best.length) { best = name; bestId = it.id; }
        }
      }
      expect(bestId, text).toBe(id);
    }
    for (const [id, texts] of ENTITIES) {
      for (const t of texts) {
        const hits = entities.filter((e) => (e.countries ?? []).includes('US') && [e.id, e.label ?? '', ...(e.aliases ?? [])].some((n) => norm(n) === norm(t)));
        expect(hits.map((h) => h.id), t).toContain(id);
        if (hits.length > 1) expect(id, t).toBe('c_corporation');
      }
    }
    for (const layout of INDEPENDENT261_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 12; seed++) {
        const { truth } = await generateIndependent261(layout, seed, { style: 'typed', scan: false });
        if (truth.type_of_entity) expect(entityIds.has(truth.type_of_entity)).toBe(true);
        if (truth.industry) expect(industryIds.has(truth.industry)).toBe(true);
        expect(states.has(truth.state_region ?? '')).toBe(true);
        expect(truth.country).toBe('United States');
        if (truth.business_tax_id) expect(truth.business_tax_id).toMatch(/^\d{9}$/);
        for (const a of truth.applicants) {
          if (a.tax_id) { expect(a.tax_id).toMatch(/^\d{9}$/); expect(['SSN', 'ITIN']).toContain(a.tax_id_type); } else expect(a.tax_id_type).toBeNull();
          if (a.date_of_birth) expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
      }
    }
  });

  it('scans a flat form and refuses to scan a fillable one', async () => {
    const f = await generateIndependent261('redline_lines', 4, { style: 'handwritten', scan: true });
    expect(f.pages).toBe(1);
    expect(f.skews?.length).toBe(1);
    const pages = await read(f.pdf);
    expect(pages[0]!.text.join('')).toBe('');
    await expect(generateIndependent261('keystone_cells', 4, { style: 'fillable', scan: 'phone' })).rejects.toThrow();
  }, 60_000);
});
