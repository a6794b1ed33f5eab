// Set 190's generator checked against its own PDFs: every placed value is where it says, on the page's text or in
// its AcroForm field; decoys give no truth; bytes repeat per seed; the three styles share one truth; the truth
// keeps applications.md's rules (reference ids, formats, ranges); a scan works.
import { describe, expect, it } from 'vitest';
import { generateIndependent190, INDEPENDENT190_LAYOUT_NAMES, type Generated, type Placed } from './index.ts';
import { hasRun, readPdf, squash, textInBox, type PageRead } from './read-pdf.ts';
import { entityOf, industryOf, usStates } from './reference.ts';
import { INDUSTRY_TEXTS } from './data.ts';
import { CHECK_IDS, ENTITIES } from './formats.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = Array.from({ length: 10 }, (_, i) => i + 1);
const MAX_OWNERS: Record<string, number> = { keystone_grid: 4, bluewater_lines: 2, meridian_columns: 3, apex_bands: 4 };

function checkPlaced(p: Placed, pages: PageRead[], where: string): void {
  const page = pages[p.page - 1];
  expect(page, where).toBeDefined();
  if (p.via === 'acroform' || p.via === 'acroform_checkbox') {
    const w = page!.widgets.find((x) => x.name === p.acroform_field);
    expect(w, `${where}: no widget ${p.acroform_field}`).toBeDefined();
    if (p.via === 'acroform') expect(w!.value, where).toBe(p.text);
    else {
      expect(w!.checkBox, where).toBe(true);
      expect(w!.value, where).toBe(p.acroform_value ?? 'Yes');
      expect(squash(textInBox(page!, p.box)), `${where}: label`).toContain(squash(p.text));
    }
    const [a0, b0, a1, b1] = w!.rect;
    const [x0, y0, x1, y1] = p.box;
    expect(a0 >= x0 - 1 && b0 >= y0 - 1 && a1 <= x1 + 1 && b1 <= y1 + 1, `${where}: widget outside box`).toBe(true);
    return;
  }
  expect(textInBox(page!, p.box), `${where} (${p.text})`).toContain(squash(p.text));
}

/** Strings and numbers of the truth a decoy must never equal. */
function truthValues(g: Generated): { strings: Set<string>; ids: Set<string>; money: Set<number>; dates: Set<string> } {
  const t = g.truth;
  const strings = new Set<string>();
  const add = (s: string | null) => { if (s) strings.add(squash(s).toLowerCase()); };
  add(t.legal_name); add(t.trade_name);
  for (const a of t.applicants) { add(a.first_name && a.last_name ? `${a.first_name} ${a.last_name}` : null); add(a.last_name); }
  const ids = new Set([t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter((x): x is string => Boolean(x)));
  const money = new Set([t.requested_amount, t.requested_payment].filter((x): x is number => x !== null));
  const dates = new Set([t.business_start_date, ...t.applicants.map((a) => a.date_of_birth)].filter((x): x is string => Boolean(x)));
  return { strings, ids, money, dates };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
function isoOf(text: string): string | null {
  let m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(text);
  if (m) return `${m[3]!.length === 2 ? `20${m[3]}` : m[3]}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  m = /^([A-Za-z]{3})[a-z]* (\d{1,2}), (\d{4})$/.exec(text);
  if (m) return `${m[3]}-${String(MONTHS.indexOf(m[1]!.toLowerCase()) + 1).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null;
}

const cache = new Map<string, Promise<Generated>>();
function gen(layout: string, seed: number, style: (typeof STYLES)[number]): Promise<Generated> {
  const k = `${layout}:${seed}:${style}`;
  if (!cache.has(k)) cache.set(k, generateIndependent190(layout, seed, { style }));
  return cache.get(k)!;
}

describe('independent set 190', () => {
  it('has four layouts', () => {
    expect(INDEPENDENT190_LAYOUT_NAMES).toHaveLength(4);
    expect(new Set(INDEPENDENT190_LAYOUT_NAMES).size).toBe(4);
  });

  it('prints industries and entities the reference reads as the truth says', () => {
    for (const [text, id] of INDUSTRY_TEXTS) expect(industryOf(text), text).toBe(id);
    for (const e of ENTITIES) {
      for (const t of [...e.texts, e.other]) expect(entityOf(t), t).toEqual([e.id]);
      for (const label of [e.a, e.b]) if (label !== 'Other') expect(CHECK_IDS[label], label).toBe(e.id);
    }
    for (const [label, id] of Object.entries(CHECK_IDS)) expect(entityOf(label), label).toEqual([id]);
  });

  for (const layout of INDEPENDENT190_LAYOUT_NAMES) {
    describe(layout, () => {
      it('places every value inside its box, in each style', async () => {
        for (const seed of SEEDS) {
          for (const style of STYLES) {
            const g = await gen(layout, seed, style);
            const pages = await readPdf(g.pdf);
            expect(pages).toHaveLength(g.pages);
            for (const p of [...g.placed, ...g.decoys]) checkPlaced(p, pages, `${layout}/${seed}/${style}/${p.key}`);
            if (style === 'fillable') {
              // The values live in the fields only: the page's own text does not carry them.
              for (const p of g.placed.filter((x) => x.via === 'acroform')) {
                expect(hasRun(pages[p.page - 1]!, p.text), `${p.key} in page text`).toBe(false);
              }
            }
          }
        }
      }, 120_000);

      it('shares one truth across styles and keeps the rules', async () => {
        const states = usStates();
        for (const seed of SEEDS) {
          const [a, b, c] = await Promise.all(STYLES.map((st) => gen(layout, seed, st)));
          expect(b!.truth).toEqual(a!.truth);
          expect(c!.truth).toEqual(a!.truth);
          expect(b!.placed.map((p) => p.text)).toEqual(a!.placed.map((p) => p.text));
          const t = a!.truth;
          expect(t.legal_name).toBeTruthy();
          expect(states.has(t.state_region!)).toBe(true);
          expect(t.country).toBe('United States');
          expect(a!.country).toBe('US');
          expect(t.applicants.length).toBeGreaterThanOrEqual(1);
          expect(t.applicants.length).toBeLessThanOrEqual(MAX_OWNERS[layout]!);
          expect(t.applicants.reduce((s, x) => s + (x.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
          for (const ap of t.applicants) {
            expect(ap.first_name && ap.last_name).toBeTruthy();
            if (ap.tax_id) expect(ap.tax_id_type).toBe(ap.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
            else expect(ap.tax_id_type).toBeNull();
            if (ap.credit_score !== null) expect(ap.credit_score >= 300 && ap.credit_score <= 850).toBe(true);
          }
          if (t.business_tax_id) expect(t.business_tax_id).toMatch(/^\d{9}$/);
          if (t.trade_name) expect(t.trade_name).not.toBe(t.legal_name);
          if (t.industry) expect(INDUSTRY_TEXTS.some(([, id]) => id === t.industry)).toBe(true);
        }
      });

      it('gives no truth value from a decoy', async () => {
        for (const seed of SEEDS) {
          const g = await gen(layout, seed, 'typed');
          const v = truthValues(g);
          expect(g.decoys.length).toBeGreaterThan(15);
          for (const d of g.decoys) {
            const where = `${layout}/${seed}/${d.key}: ${d.text}`;
            expect(v.strings.has(squash(d.text).toLowerCase()), where).toBe(false);
            const digits = d.text.replace(/\D/g, '');
            if (digits.length >= 9) expect(v.ids.has(digits), where).toBe(false);
            if (/^\$?\s?[\d,]+(\.\d\d)?$/.test(d.text)) expect(v.money.has(Number(d.text.replace(/[$,\s]/g, ''))), where).toBe(false);
            const iso = isoOf(d.text);
            if (iso) expect(v.dates.has(iso), where).toBe(false);
            if (d.key === 'incorporation_state') expect(d.text).not.toBe(g.truth.state_region);
          }
        }
      });

      it('repeats its bytes for a seed and differs between seeds', async () => {
        for (const style of STYLES) {
          const one = await generateIndependent190(layout, 11, { style });
          const two = await generateIndependent190(layout, 11, { style });
          expect(Buffer.from(one.pdf).equals(Buffer.from(two.pdf)), style).toBe(true);
          const other = await generateIndependent190(layout, 12, { style });
          expect(Buffer.from(other.pdf).equals(Buffer.from(one.pdf))).toBe(false);
        }
        const a = await gen(layout, 1, 'typed'), b = await gen(layout, 2, 'typed');
        expect(a.truth).not.toEqual(b.truth);
      });
    });
  }

  it('varies owners, optional fields, frequencies and entities over seeds', async () => {
    const seen = { owners: new Set<number>(), freq: new Set<string | null>(), entity: new Set<string | null>(), nulls: new Set<string>(), masked: 0, itin: 0 };
    for (const layout of INDEPENDENT190_LAYOUT_NAMES) {
      for (let seed = 100; seed < 130; seed++) {
        const g = await generateIndependent190(layout, seed, { style: 'typed' });
        const t = g.truth;
        seen.owners.add(t.applicants.length);
        seen.freq.add(t.payment_frequency);
        seen.entity.add(t.type_of_entity);
        for (const [k, val] of Object.entries(t)) if (val === null) seen.nulls.add(k);
        seen.masked += g.placed.filter((p) => /ssn$/.test(p.key) && !Object.keys(p.fields).length).length;
        seen.itin += t.applicants.filter((a) => a.tax_id_type === 'ITIN').length + (t.business_tax_id_type === 'SSN' ? 1 : 0);
      }
    }
    expect([...seen.owners].sort()).toEqual([1, 2, 3, 4]);
    expect(seen.freq.size).toBeGreaterThanOrEqual(4);
    expect(seen.entity.size).toBeGreaterThanOrEqual(6);
    for (const k of ['trade_name', 'requested_payment', 'payment_frequency', 'business_start_date']) expect(seen.nulls.has(k), k).toBe(true);
    expect(seen.masked).toBeGreaterThan(0);
    expect(seen.itin).toBeGreaterThan(0);
  }, 60_000);

  it('scans a typed and a handwritten form, and refuses a fillable scan', async () => {
    const typed = await generateIndependent190('bluewater_lines', 3, { style: 'typed', scan: true });
    const plain = await gen('bluewater_lines', 3, 'typed');
    expect(typed.truth).toEqual(plain.truth);
    const pages = await readPdf(typed.pdf);
    expect(pages).toHaveLength(typed.pages);
    expect(pages.every((p) => p.runs.length === 0)).toBe(true);
    const again = await generateIndependent190('bluewater_lines', 3, { style: 'typed', scan: true });
    expect(Buffer.from(again.pdf).equals(Buffer.from(typed.pdf))).toBe(true);
    const hand = await generateIndependent190('apex_bands', 4, { style: 'handwritten', scan: true });
    expect((await readPdf(hand.pdf)).length).toBe(2);
    await expect(generateIndependent190('apex_bands', 4, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 180_000);
});
