// Set 160's generator checked against its own PDFs: every placed value and decoy is on its page (or in its AcroForm
// field), re-reading the placed text by applications.md's rules gives the truth, decoys never equal real values,
// the bytes are reproducible, the truth is the same in every style and survives a scan, and seeds vary.
import { beforeAll, describe, expect, it } from 'vitest';
import { collides, misplaced, squash, view, type PdfView } from './check.ts';
import { generateIndependent160, INDEPENDENT160_LAYOUT_NAMES, type Independent160Result } from './index.ts';
import { loadReference, reread, type Reference } from './reread.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5];

let ref: Reference;
const docs = new Map<string, { r: Independent160Result; v: PdfView }>();
const key = (l: string, seed: number, style: string): string => `${l}/${seed}/${style}`;

beforeAll(async () => {
  ref = loadReference();
  for (const l of INDEPENDENT160_LAYOUT_NAMES) {
    for (const seed of SEEDS) {
      for (const style of STYLES) {
        const r = await generateIndependent160(l, seed, { style });
        docs.set(key(l, seed, style), { r, v: await view(r.pdf) });
      }
    }
  }
}, 60_000);

describe('independent160: interface', () => {
  it('has four layouts from four brokers', async () => {
    expect(INDEPENDENT160_LAYOUT_NAMES).toHaveLength(4);
    expect(new Set(INDEPENDENT160_LAYOUT_NAMES).size).toBe(4);
    const brokers = new Set(INDEPENDENT160_LAYOUT_NAMES.map((l) => docs.get(key(l, 1, 'typed'))!.r.broker));
    expect(brokers.size).toBe(4);
  });

  it('refuses an unknown layout or style and a scan of a fillable form', async () => {
    await expect(generateIndependent160('no_such_layout', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent160(INDEPENDENT160_LAYOUT_NAMES[0]!, 1, { style: 'crayon' as 'typed' })).rejects.toThrow();
    await expect(generateIndependent160(INDEPENDENT160_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });
});

describe.each(INDEPENDENT160_LAYOUT_NAMES)('independent160: %s', (layout) => {
  it.each(STYLES)('puts every value and decoy where it says (%s)', (style) => {
    for (const seed of SEEDS) {
      const { r, v } = docs.get(key(layout, seed, style))!;
      expect(v.pages).toBe(r.pages);
      expect(r.pages).toBeGreaterThanOrEqual(3);
      expect(r.pages).toBeLessThanOrEqual(5);
      const wrong = [...r.placed, ...r.decoys].map((p) => misplaced(p, v)).filter(Boolean);
      expect(wrong, `seed ${seed}`).toEqual([]);
      for (const p of r.placed) {
        if (style === 'fillable') expect(p.via === 'acroform', `${p.key} is not a field`).toBe(true);
        else expect(['text', 'handwriting', 'checkbox']).toContain(p.via);
        if (style === 'handwritten') expect(p.via === 'handwriting' || p.via === 'checkbox').toBe(true);
      }
    }
  });

  it('keeps fillable values out of the page text', () => {
    for (const seed of SEEDS) {
      const { r, v } = docs.get(key(layout, seed, 'fillable'))!;
      const all = squash(v.text.join(' '));
      for (const p of r.placed.filter((x) => x.key === 'legal_name' || x.key.endsWith('tax_id'))) {
        expect(all.includes(squash(p.text)), `${p.key} "${p.text}" printed as text`).toBe(false);
      }
      expect(v.widgets.flat().length).toBeGreaterThan(r.placed.length);
    }
  });

  it('re-reads the placed text into the truth', () => {
    for (const seed of SEEDS) {
      for (const style of STYLES) {
        const { r } = docs.get(key(layout, seed, style))!;
        expect(reread(r.placed, r.country, ref), `seed ${seed} ${style}`).toEqual(r.truth);
      }
      const t = docs.get(key(layout, seed, 'typed'))!.r.truth;
      expect(t.legal_name).toBeTruthy();
      expect(t.state_region).toBeTruthy();
      expect(t.applicants.length).toBeGreaterThanOrEqual(1);
      expect(t.applicants.length).toBeLessThanOrEqual(4);
      expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
      for (const a of t.applicants) {
        expect(a.first_name && a.last_name).toBeTruthy();
        if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
        if (a.tax_id === null) expect(a.tax_id_type).toBeNull();
      }
    }
  });

  it('never lets a decoy equal a real value', () => {
    for (const seed of SEEDS) {
      const { r } = docs.get(key(layout, seed, 'typed'))!;
      expect(r.decoys.length).toBeGreaterThan(25);
      expect(r.decoys.map((d) => collides(d, r.placed, r.truth)).filter(Boolean), `seed ${seed}`).toEqual([]);
    }
  });

  it('gives the same truth and content in every style', () => {
    for (const seed of SEEDS) {
      const typed = docs.get(key(layout, seed, 'typed'))!.r;
      for (const style of ['handwritten', 'fillable'] as const) {
        const other = docs.get(key(layout, seed, style))!.r;
        expect(other.truth).toEqual(typed.truth);
        expect(other.pages).toBe(typed.pages);
        expect(other.placed.map((p) => [p.key, p.text])).toEqual(typed.placed.map((p) => [p.key, p.text]));
        expect(other.decoys.map((p) => [p.key, p.text])).toEqual(typed.decoys.map((p) => [p.key, p.text]));
      }
    }
  });

  it('is reproducible to the byte', async () => {
    for (const style of STYLES) {
      const again = await generateIndependent160(layout, 3, { style });
      expect(Buffer.from(again.pdf).equals(Buffer.from(docs.get(key(layout, 3, style))!.r.pdf))).toBe(true);
    }
  });

  it('varies with the seed', () => {
    const truths = SEEDS.map((s) => docs.get(key(layout, s, 'typed'))!.r.truth);
    expect(new Set(truths.map((t) => t.legal_name)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(truths.map((t) => JSON.stringify(t))).size).toBe(SEEDS.length);
    expect(new Set(truths.map((t) => t.applicants.length)).size).toBeGreaterThan(1);
  });
});

describe('independent160: across the set', () => {
  it('covers both countries, masked IDs, BN program accounts, sole proprietors and 3 to 5 pages', async () => {
    const rs = await Promise.all(INDEPENDENT160_LAYOUT_NAMES.flatMap((l) => Array.from({ length: 16 }, (_, i) => generateIndependent160(l, 100 + i, { style: 'typed' }))));
    const ts = rs.map((r) => r.truth);
    expect(new Set(rs.map((r) => r.country))).toEqual(new Set(['US', 'CA']));
    expect(new Set(rs.map((r) => r.pages))).toEqual(new Set([3, 4, 5]));
    expect(ts.some((t) => t.business_tax_id_type === 'BN' && /RC|RT|RP/.test(t.business_tax_id ?? ''))).toBe(true);
    expect(ts.some((t) => t.applicants.some((a) => a.tax_id_type === 'SIN'))).toBe(true);
    expect(ts.some((t) => t.applicants.some((a) => a.tax_id === null))).toBe(true);
    expect(ts.some((t) => t.type_of_entity === 'sole_proprietorship' && t.business_tax_id_type === 'SSN')).toBe(true);
    expect(ts.some((t) => t.applicants.length === 4)).toBe(true);
    expect(ts.some((t) => t.requested_payment !== null && t.payment_frequency !== null)).toBe(true);
    expect(ts.some((t) => t.applicants.some((a) => /^(de|van|von|da|st\.) /i.test(a.last_name ?? '') || /['-]/.test(a.last_name ?? '')))).toBe(true);
    for (const r of rs) expect(reread(r.placed, r.country, ref)).toEqual(r.truth);
  });

  it('keeps the truth through a scan, as pictures only', async () => {
    // Scans are slow (PDFium at 150-200 dpi): two three-page forms, OFFICE_SCANNER for the first and PHONE_PHOTO for
    // the second (picked by their seeds).
    for (const [l, seed] of [[INDEPENDENT160_LAYOUT_NAMES[1]!, 7], [INDEPENDENT160_LAYOUT_NAMES[2]!, 9]] as const) {
      const scanned = await generateIndependent160(l, seed, { style: 'handwritten', scan: true });
      const plain = await generateIndependent160(l, seed, { style: 'handwritten' });
      expect(scanned.truth).toEqual(plain.truth);
      expect(scanned.placed).toEqual(plain.placed);
      const v = await view(scanned.pdf);
      expect(v.pages).toBe(plain.pages);
      expect(v.text.join('').trim()).toBe('');
    }
  }, 60_000);
});
