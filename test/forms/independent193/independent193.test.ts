// The set-193 generator keeps its promises: every value and decoy is where it says, decoys give no truth field, the
// truth follows the reference rules, the three styles share one truth, a seed gives the same bytes, and scans work.
import { describe, expect, it } from 'vitest';
import type { TruthApplication } from '../generator/truth.ts';
import { frDate, type DateFmt } from './french.ts';
import { generateIndependent193, INDEPENDENT193_LAYOUT_NAMES, type Placed } from './index.ts';
import { entityByRule, foundAt, hasReference, industryByRule, provinceByFrenchName, readPdf } from './read.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5, 6];
const norm = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim();
const digits = (s: string): string => s.replace(/\D/g, '');

/** Why a decoy would give a truth field (its text is a true value in any printed form), or null. */
function decoyClash(d: Placed, t: TruthApplication): string | null {
  const strings = [t.legal_name, t.trade_name, ...t.applicants.flatMap((a) => [a.first_name, a.last_name, a.role, `${a.first_name} ${a.last_name}`])]
    .filter((s): s is string => !!s);
  if (strings.some((s) => norm(s) === norm(d.text))) return 'a name';
  const ids = [t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter((s): s is string => !!s).map((s) => digits(s));
  if (digits(d.text).length >= 9 && ids.includes(digits(d.text))) return 'a tax ID';
  if (d.text.includes('$')) {
    const v = Number(d.text.replace(/[^\d,]/g, '').replace(',', '.'));
    if (v === t.requested_amount || v === t.requested_payment) return 'an amount';
  }
  const dates = [t.business_start_date, ...t.applicants.map((a) => a.date_of_birth)].filter((s): s is string => !!s);
  const fmts: DateFmt[] = ['long', 'le', 'abbr', 'iso', 'dmy', 'dmy_dash'];
  if (dates.some((iso) => fmts.some((f) => norm(frDate(iso, f)) === norm(d.text)))) return 'a date';
  return null;
}

describe.each(INDEPENDENT193_LAYOUT_NAMES)('independent193 %s', (layout) => {
  it('prints every value and decoy inside its box, on its page', async () => {
    for (const seed of SEEDS) {
      for (const style of STYLES) {
        const g = await generateIndependent193(layout, seed, { style });
        const pages = await readPdf(g.pdf);
        expect(pages.length).toBe(g.pages);
        for (const p of [...g.placed, ...g.decoys]) {
          expect(foundAt(p, pages[p.page - 1]!), `${layout}/${seed}/${style}: ${p.key} "${p.text}"`).toBe(true);
        }
        // The check is not blind: the legal name's box moved down the page holds no legal name.
        const legal = g.placed.find((p) => p.key === 'legal_name')!;
        const [x0, y0, x1, y1] = legal.box;
        expect(foundAt({ ...legal, box: [x0, y0 - 300, x1, y1 - 300] }, pages[legal.page - 1]!)).toBe(false);
        if (style === 'fillable') {
          // The values live in the fields only: the page's own text does not hold them.
          const text = pages.map((pg) => pg.items.map((i) => i.str).join(' ')).join(' ');
          expect(text).not.toContain(g.truth.legal_name!);
          expect(g.placed.every((p) => p.via.startsWith('acroform'))).toBe(true);
        } else {
          expect(g.placed.every((p) => p.via === 'text' || p.via === 'checkbox')).toBe(true);
        }
      }
    }
  });

  it('takes no truth field from a decoy', async () => {
    for (let seed = 1; seed <= 40; seed++) {
      const g = await generateIndependent193(layout, seed, { style: 'typed' });
      for (const d of g.decoys) expect(decoyClash(d, g.truth), `${seed}: ${d.key} "${d.text}"`).toBeNull();
      expect(g.decoys.length).toBeGreaterThan(8);
    }
  });

  it.skipIf(!hasReference)('reads industry, entity and province by the reference rules', async () => {
    for (let seed = 1; seed <= 40; seed++) {
      const g = await generateIndependent193(layout, seed, { style: 'typed' });
      for (const p of g.placed) {
        const f = p.fields;
        if ('application.industry' in f) expect(industryByRule(p.text), p.text).toBe(f['application.industry']);
        if ('application.type_of_entity' in f) expect(entityByRule(p.text), p.text).toBe(f['application.type_of_entity']);
        if ('application.state_region' in f) expect(provinceByFrenchName(p.text), p.text).toBe(f['application.state_region']);
      }
      expect(g.truth.type_of_entity).not.toBeNull();
      expect(g.truth.industry).not.toBeNull();
    }
  });

  it('gives the same bytes for a seed, and different forms for different seeds', async () => {
    for (const style of STYLES) {
      const a = await generateIndependent193(layout, 11, { style });
      const b = await generateIndependent193(layout, 11, { style });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      const c = await generateIndependent193(layout, 12, { style });
      expect(Buffer.from(a.pdf).equals(Buffer.from(c.pdf))).toBe(false);
      expect(c.truth).not.toEqual(a.truth);
    }
  });

  it('prints the same values in all three styles', async () => {
    for (const seed of SEEDS) {
      const [typed, hand, fill] = await Promise.all(STYLES.map((style) => generateIndependent193(layout, seed, { style })));
      expect(hand!.truth).toEqual(typed!.truth);
      expect(fill!.truth).toEqual(typed!.truth);
      const shape = (g: typeof typed): string[] => [...g!.placed, ...g!.decoys].map((p) => `${p.page}:${p.key}=${p.text}`);
      expect(shape(hand)).toEqual(shape(typed));
      expect(shape(fill)).toEqual(shape(typed));
      expect(typed!.country).toBe('CA');
      expect(typed!.truth.country).toBe('Canada');
    }
  });

  it('varies owners and optional fields across seeds', async () => {
    const owners = new Set<number>();
    const seen = { trade: [0, 0], payment: [0, 0], start: [0, 0], sin: [0, 0], ownership: [0, 0] };
    const tally = (k: keyof typeof seen, v: unknown): void => { seen[k][v === null ? 0 : 1]!++; };
    for (let seed = 1; seed <= 60; seed++) {
      const t = (await generateIndependent193(layout, seed, { style: 'typed' })).truth;
      owners.add(t.applicants.length);
      tally('trade', t.trade_name); tally('payment', t.requested_payment); tally('start', t.business_start_date);
      for (const a of t.applicants) { tally('sin', a.tax_id); tally('ownership', a.ownership); }
    }
    expect(owners.has(1)).toBe(true);
    expect(owners.size).toBeGreaterThanOrEqual(2);
    for (const [k, [nulls, values]] of Object.entries(seen)) {
      expect(nulls, `${k} never null`).toBeGreaterThan(0);
      expect(values, `${k} never printed`).toBeGreaterThan(0);
    }
  });
});

describe('independent193 across layouts', () => {
  it('covers sole proprietors with a SIN, bare BNs and program accounts', async () => {
    const types = new Set<string>();
    for (const layout of INDEPENDENT193_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 40; seed++) {
        const t = (await generateIndependent193(layout, seed, { style: 'typed' })).truth;
        types.add(`${t.business_tax_id_type}:${t.business_tax_id?.length ?? 0}`);
        if (t.business_tax_id_type === 'SIN') expect(t.type_of_entity).toBe('sole_proprietorship');
      }
    }
    expect([...types]).toEqual(expect.arrayContaining(['BN:15', 'BN:9', 'SIN:9', 'null:0']));
  });

  it('scans typed and handwritten forms to image-only PDFs with the same truth', async () => {
    const layout = INDEPENDENT193_LAYOUT_NAMES[3]!;
    for (const style of ['typed', 'handwritten'] as const) {
      const plain = await generateIndependent193(layout, 5, { style });
      const scanned = await generateIndependent193(layout, 5, { style, scan: true });
      expect(scanned.truth).toEqual(plain.truth);
      expect(new TextDecoder().decode(scanned.pdf.slice(0, 5))).toBe('%PDF-');
      const pages = await readPdf(scanned.pdf);
      expect(pages.length).toBe(plain.pages);
      expect(pages.every((p) => p.items.length === 0)).toBe(true);
    }
    await expect(generateIndependent193(layout, 5, { style: 'fillable', scan: true })).rejects.toThrow(/scan/);
  }, 120_000);

  it('rejects an unknown layout', async () => {
    await expect(generateIndependent193('nope', 1, { style: 'typed' })).rejects.toThrow(/unknown layout/);
  });
});
