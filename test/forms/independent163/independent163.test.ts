import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent163, INDEPENDENT163_LAYOUT_NAMES, truthFrom, type Independent163Result } from './index.ts';
import type { Placed } from './draw.ts';
import { ENTITY_BOXES, ENTITY_FREE, ENTITY_OTHER, INDUSTRIES } from './data.ts';
import { entityId, industryId, money, norm, readPlaced, stateOf } from './read.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3];

interface Item { str: string; x: number; y: number }
interface Page { items: Item[]; annots: any[] }
async function open(pdf: Uint8Array): Promise<Page[]> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const pages: Page[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const pg = await doc.getPage(i);
    const tc = await pg.getTextContent();
    const items = (tc.items as any[]).filter((t) => 'str' in t).map((t) => ({ str: t.str as string, x: t.transform[4] as number, y: t.transform[5] as number }));
    pages.push({ items, annots: await pg.getAnnotations() });
  }
  await task.destroy();
  return pages;
}
const squash = (s: string) => s.normalize('NFC').replace(/\s+/g, '');

/** The value is where it says: in its AcroForm field, or as page text whose glyphs start inside its box. */
function checkOnPage(p: Placed, pages: Page[], style: string): void {
  const page = pages[p.page - 1]!;
  expect(page, `${p.key} page ${p.page}`).toBeDefined();
  if (p.acroform_field) {
    const a = page.annots.find((x) => x.fieldName === p.acroform_field);
    expect(a, `field ${p.acroform_field}`).toBeDefined();
    if (p.via === 'checkbox') {
      expect(a.checkBox).toBe(true);
      expect(a.exportValue).toBe(p.acroform_value ?? 'Yes');
      expect(a.fieldValue).toBe(p.acroform_value ?? 'Yes');
    } else {
      expect(a.fieldValue).toBe(p.text);
      if (p.via === 'comb') expect(a.comb && a.maxLen >= p.text.length).toBe(true);
    }
    return;
  }
  const [x0, y0, x1, y1] = p.box, pad = p.via === 'checkbox' ? 0 : 3;
  const inside = page.items.filter((t) => t.x >= x0 - pad && t.x <= x1 + pad && t.y >= y0 - pad && t.y <= y1 + pad).map((t) => t.str).join('');
  if (p.via === 'checkbox') {
    expect(squash(page.items.map((t) => t.str).join(' '))).toContain(squash(p.text));
    if (style === 'typed') expect(inside).toContain('X');
    else expect(inside.trim()).toBe('');
    return;
  }
  expect(squash(inside), `${p.key} "${p.text}" in its box`).toContain(squash(p.text));
}

function reals(t: Independent163Result['truth']): (string | number)[] {
  const out: (string | number)[] = [];
  const add = (o: object) => { for (const v of Object.values(o)) if (typeof v === 'string' || typeof v === 'number') out.push(v); };
  add(t);
  t.applicants.forEach(add);
  return out;
}
function decoyClashes(r: Independent163Result): string[] {
  const bad: string[] = [];
  for (const d of r.decoys) for (const v of reals(r.truth)) {
    if (typeof v === 'number' ? money(d.text) === v : norm(d.text) === norm(v) || (v.length >= 9 && d.text.replace(/\D/g, '') === v)) bad.push(`${d.key}=${d.text} vs ${v}`);
  }
  return bad;
}

/** Read every printed value by applications.md's rules; the fields it gives must be the ones recorded, and make the truth. */
function reread(r: Independent163Result): void {
  const st = r.placed.find((p) => p.key === 'state');
  const country = st ? stateOf(st.text)!.country : r.country;
  const legal = r.placed.find((p) => p.key === 'legal_name')?.text ?? null;
  const read = r.placed.map((p) => {
    const f = readPlaced(p, { country, legal });
    expect(f, `${p.key}: "${p.text}"`).toEqual(p.fields);
    return { ...p, fields: f };
  });
  for (const p of r.fillers) {
    const f = readPlaced(p, { country, legal });
    expect(f, `${p.key}: "${p.text}"`).toEqual(p.fields);
    for (const v of Object.values(f)) expect(v, p.key).toBeNull();
  }
  expect(truthFrom(read)).toEqual(r.truth);
}

describe('independent163 reference labels', () => {
  it('hand-labelled industries and entity types agree with the reference files', () => {
    for (const [text, id] of INDUSTRIES) { expect(industryId(text), text).toBe(id); expect(industryId(text.toUpperCase()), text).toBe(id); }
    for (const c of ['US', 'CA'] as const) for (const [text, id] of [...ENTITY_BOXES[c], ...ENTITY_OTHER[c], ...ENTITY_FREE[c]]) {
      expect(entityId(text, c), `${c} ${text}`).toBe(id);
      expect(entityId(text.toUpperCase(), c), `${c} ${text}`).toBe(id);
    }
  });
});

describe('independent163 interface', () => {
  it('has four layouts and rejects unknown layouts, styles and scanned fillable forms', async () => {
    expect(INDEPENDENT163_LAYOUT_NAMES).toHaveLength(4);
    await expect(generateIndependent163('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent163('boxwell', 1, { style: 'crayon' as 'typed' })).rejects.toThrow();
    await expect(generateIndependent163('boxwell', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });
});

describe.each(INDEPENDENT163_LAYOUT_NAMES.map((l) => [l]))('independent163 %s', (layout) => {
  it('places every value and decoy on its page or in its field, and the rules read back the truth', async () => {
    for (const seed of SEEDS) {
      const truths: string[] = [];
      for (const style of STYLES) {
        const r = await generateIndependent163(layout, seed, { style });
        const pages = await open(r.pdf);
        expect(pages).toHaveLength(r.pages);
        for (const p of [...r.placed, ...r.decoys, ...r.fillers]) checkOnPage(p, pages, style);
        if (style === 'fillable') {
          const text = pages.map((p) => p.items.map((t) => t.str).join(' ')).join(' ');
          expect(squash(text)).not.toContain(squash(r.truth.legal_name!));
          expect(r.placed.every((p) => p.acroform_field)).toBe(true);
        }
        reread(r);
        expect(decoyClashes(r)).toEqual([]);
        expect(r.truth.country).toBe(r.country === 'US' ? 'United States' : 'Canada');
        expect(r.truth.applicants.length).toBeGreaterThanOrEqual(1);
        expect(r.truth.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        truths.push(JSON.stringify(r.truth));
      }
      expect(new Set(truths).size, 'same truth in every style').toBe(1);
    }
  });

  it('is reproducible to the byte', async () => {
    for (const style of STYLES) {
      const a = await generateIndependent163(layout, 11, { style });
      const b = await generateIndependent163(layout, 11, { style });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), style).toBe(true);
    }
  });
});

describe('independent163 scans and variety', () => {
  it('scans keep the truth and leave no text layer', async () => {
    for (const [layout, style] of [['harborline', 'typed'], ['boxwell', 'handwritten']] as const) {
      const plain = await generateIndependent163(layout, 4, { style });
      const scanned = await generateIndependent163(layout, 4, { style, scan: true });
      expect(scanned.truth).toEqual(plain.truth);
      expect(scanned.pages).toBe(plain.pages);
      const pages = await open(scanned.pdf);
      expect(pages).toHaveLength(plain.pages);
      expect(pages.every((p) => p.items.every((t) => !t.str.trim()))).toBe(true);
      expect(scanned.scan?.skews).toHaveLength(plain.pages);
    }
  }, 60_000);

  it('varies with the seed: countries, owners, fillers, masked numbers', async () => {
    const seen = { truths: new Set<string>(), countries: new Set<string>(), owners: new Set<number>(), fillers: new Set<string>(), partial: 0 };
    for (const layout of INDEPENDENT163_LAYOUT_NAMES) for (let seed = 20; seed < 32; seed++) {
      const r = await generateIndependent163(layout, seed, { style: 'typed' });
      seen.truths.add(JSON.stringify(r.truth));
      seen.countries.add(r.country);
      seen.owners.add(r.truth.applicants.length);
      for (const f of r.fillers) seen.fillers.add(`${f.key.replace(/\d/, 'n')}:${norm(f.text).replace(/\d+/, '#')}`);
      if (layout === 'tworivers') {
        const [, b] = r.truth.applicants;
        expect(b!.ownership).not.toBeNull();
        expect(b!.tax_id).toBeNull();
        expect(b!.date_of_birth).toBeNull();
        seen.partial++;
      }
      if (layout === 'harborline') expect(r.decoys.filter((d) => d.page === 1).length).toBeGreaterThanOrEqual(10);
    }
    expect(seen.truths.size).toBe(48);
    expect([...seen.countries].sort()).toEqual(['CA', 'US']);
    expect([...seen.owners].sort()).toEqual([1, 2, 3, 4]);
    expect([...seen.fillers].some((f) => f.startsWith('trade_name:same'))).toBe(true);
    expect([...seen.fillers].some((f) => f.includes('ssn:xxx'))).toBe(true);
    expect(seen.partial).toBe(12);
  });
});
