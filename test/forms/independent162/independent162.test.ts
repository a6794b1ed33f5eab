// Set 162's own checks: every placed value and decoy is where it says (page text or AcroForm field), re-reading the
// printed text by applications.md's rules gives the truth, decoys are never real values, the bytes are reproducible,
// the truth is the same in every style and after a scan, and seeds vary.
import { describe, expect, it } from 'vitest';
import type { TruthApplication } from '../generator/truth.ts';
import { INDEPENDENT162_LAYOUT_NAMES as NAMES, generateIndependent162 as generate, truthFrom, type Independent162Form, type Placed } from './index.ts';
import { readPdf, textIn, type PageView } from './pdfread.ts';
import { moneyOf, reread, squash } from './reread.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5, 6];
const cache = new Map<string, Promise<Independent162Form>>();
function form(layout: string, style: (typeof STYLES)[number], seed: number): Promise<Independent162Form> {
  const k = `${layout}:${style}:${seed}`;
  if (!cache.has(k)) cache.set(k, generate(layout, seed, { style }));
  return cache.get(k)!;
}

function onPage(p: Placed, page: PageView, style: string): void {
  const where = `${p.key} "${p.text}" on page ${p.page}`;
  if (style === 'fillable') {
    if (p.check) {
      const w = page.widgets.find((x) => x.name === p.acroform_field);
      expect(w?.checkBox, where).toBe(true);
      expect(w?.value, where).toBe(p.acroform_value ?? 'Yes');
      expect(page.text, where).toContain(p.text);
      return;
    }
    for (const part of p.parts ?? [{ text: p.text, acroform_field: p.acroform_field }]) {
      expect(page.widgets.find((x) => x.name === part.acroform_field)?.value, where).toBe(part.text);
    }
    expect(page.items.some((i) => i.str.trim() === p.text), `${where}: a fillable value must not be page text`).toBe(false);
    return;
  }
  if (p.check) {
    expect(page.text, where).toContain(p.text);
    if (p.via === 'text') expect(textIn(page, p.box, 0.5), where).toBe('X');
    else expect(p.via, where).toBe('mark');
    return;
  }
  // Typed text is exactly the value; script may reach into a neighbour's margin, and a digit box's printed dash sits beside it.
  if (style === 'typed' && !p.parts) expect(textIn(page, p.box, 0.5), where).toBe(p.text.replace(/\s+/g, ''));
  else for (const part of p.parts ?? [p]) expect(textIn(page, part.box, part === p ? 3 : 1), where).toContain(part.text.replace(/\s+/g, ''));
}

/** Real values, four ways: squashed strings, money, counts (payments, ownership, score), tax-ID digits. */
function reals(t: TruthApplication): { strings: Set<string>; money: Set<number>; counts: Set<number>; digits: Set<string> } {
  const strings = new Set<string>(), money = new Set<number>(), counts = new Set<number>(), digits = new Set<string>();
  for (const o of [t, ...t.applicants] as unknown as Record<string, unknown>[]) {
    for (const [k, v] of Object.entries(o)) {
      if (typeof v === 'string') strings.add(squash(v));
      if (typeof v === 'number') (k.startsWith('requested_') ? money : counts).add(v);
      if (/tax_id$/.test(k) && typeof v === 'string') { digits.add(v); digits.add(v.slice(0, 9)); }
    }
  }
  return { strings, money, counts, digits };
}

describe('independent set 162', () => {
  it('has four named layouts and rejects what it cannot make', async () => {
    expect(NAMES).toHaveLength(4);
    expect(new Set(NAMES).size).toBe(4);
    await expect(generate('no-such-layout', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generate(NAMES[0]!, 1, { style: 'crayon' as 'typed' })).rejects.toThrow();
    await expect(generate(NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  describe.each(NAMES)('%s', (layout) => {
    it.each(STYLES)('%s: values and decoys are where they say, and read back as the truth', async (style) => {
      for (const seed of SEEDS) {
        const f = await form(layout, style, seed);
        const pages = await readPdf(f.pdf);
        expect(pages).toHaveLength(f.pages);
        for (const p of [...f.placed, ...f.decoys]) onPage(p, pages[p.page - 1]!, style);
        const legal = f.placed.find((p) => 'application.legal_name' in p.fields)?.text ?? null;
        for (const p of f.placed) expect(reread(p, f.country, legal), `${p.key} "${p.text}"`).toEqual(p.fields);
        expect(f.truth).toEqual(truthFrom(f.placed));
        const t = f.truth;
        expect(t.legal_name).not.toBeNull();
        expect(t.country).toBe(f.country === 'US' ? 'United States' : 'Canada');
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        expect(t.applicants.length).toBeLessThanOrEqual(4);
        expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        for (const a of t.applicants) {
          expect(a.first_name && a.last_name).toBeTruthy();
          if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
          if (a.tax_id === null) expect(a.tax_id_type).toBeNull();
        }
        const { strings, money, counts, digits } = reals(t);
        for (const d of f.decoys) {
          const why = `decoy ${d.key} "${d.text}"`;
          expect(strings.has(squash(d.text)), why).toBe(false);
          expect(digits.has(d.text.replace(/\D/g, '')), why).toBe(false);
          const amount = moneyOf(d.text);
          if (amount !== null && /[$,.]|CAD|USD/.test(d.text)) expect(money.has(amount), why).toBe(false);
          if (/^[1-9]\d*$/.test(d.text)) expect(counts.has(Number(d.text)), why).toBe(false);
        }
      }
    });

    it('gives the same truth in every style, and the same bytes for the same seed', async () => {
      for (const seed of SEEDS.slice(0, 4)) {
        const [a, b, c] = await Promise.all(STYLES.map((s) => form(layout, s, seed)));
        expect(b!.truth).toEqual(a!.truth);
        expect(c!.truth).toEqual(a!.truth);
        expect(b!.pages).toBe(a!.pages);
      }
      for (const style of STYLES) {
        const again = await generate(layout, 3, { style });
        expect(Buffer.from(again.pdf).equals(Buffer.from((await form(layout, style, 3)).pdf))).toBe(true);
      }
    });

    it('keeps the truth through a scan', async () => {
      const style = NAMES.indexOf(layout) % 2 ? 'handwritten' : 'typed';
      const plain = await form(layout, style, 2);
      const scanned = await generate(layout, 2, { style, scan: true });
      expect(scanned.truth).toEqual(plain.truth);
      expect(scanned.pages).toBe(plain.pages);
      const pages = await readPdf(scanned.pdf);
      expect(pages).toHaveLength(plain.pages);
      expect(pages.every((p) => p.items.length === 0 && p.widgets.length === 0)).toBe(true);
      if (layout !== NAMES[0]) return;
      const again = await generate(layout, 2, { style, scan: true });
      expect(Buffer.from(again.pdf).equals(Buffer.from(scanned.pdf))).toBe(true);
    }, 60_000);

    it('varies with the seed', async () => {
      const forms = await Promise.all(SEEDS.map((s) => form(layout, 'typed', s)));
      expect(new Set(forms.map((f) => f.truth.legal_name)).size).toBeGreaterThanOrEqual(SEEDS.length - 1);
      expect(new Set(forms.map((f) => f.truth.applicants.length)).size).toBeGreaterThan(1);
      expect(new Set(forms.map((f) => JSON.stringify(f.truth))).size).toBe(SEEDS.length);
    });
  });

  it('covers names, entities, masks, both countries and every owner count across the set', async () => {
    const all = await Promise.all(NAMES.flatMap((l) => SEEDS.map((s) => form(l, 'typed', s))));
    const apps = all.map((f) => f.truth), owners = apps.flatMap((a) => a.applicants);
    expect(new Set(all.map((f) => f.country))).toEqual(new Set(['US', 'CA']));
    expect(new Set(apps.map((a) => a.applicants.length)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(apps.map((a) => a.type_of_entity)).size).toBeGreaterThanOrEqual(5);
    expect(owners.some((o) => o.tax_id === null)).toBe(true);
    expect(owners.some((o) => o.tax_id_type === 'SIN') && owners.some((o) => o.tax_id_type === 'SSN')).toBe(true);
    expect(owners.some((o) => /[-' ]/.test(o.last_name ?? ''))).toBe(true);
    expect(apps.some((a) => a.trade_name === null) && apps.some((a) => a.trade_name !== null)).toBe(true);
    expect(apps.some((a) => /^\d{9}R[A-Z]\d{4}$/.test(a.business_tax_id ?? ''))).toBe(true);
  });
});
