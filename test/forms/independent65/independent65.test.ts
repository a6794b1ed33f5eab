// Set 65 (Midwest ISOs): every layout and style builds the expected pages, prints each truth value as written (page
// text, or AcroForm values when fillable), uses valid reference ids, and never prints a decoy equal to a truth value.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { INDEPENDENT65_LAYOUT_NAMES, LAYOUTS65, buildIndependent65, generateIndependent65 } from './index.ts';
import { BUSINESSES, ENTITIES } from './tables.ts';
import type { Printed } from './pen.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';

const REF = REFERENCE_DIR;
type Item = { id: string; label: string; aliases?: string[]; countries?: string[]; code?: string; type?: string; country?: string };
const ref = (f: string): Item[] => (JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: Item[] }).items;
const ENT = ref('entity-types.json'), IND = ref('industries.json'), STATES = ref('states.json');
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();

function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  const t = text.toLowerCase();
  for (const it of IND) for (const a of [it.label, ...(it.aliases ?? [])]) {
    const esc = a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(^|[^a-z0-9])${esc}([^a-z0-9]|$)`).test(t) && (!best || a.length > best[1])) best = [it.id, a.length];
  }
  return best?.[0] ?? null;
}
function entityOf(text: string): string | null {
  const hit = ENT.filter((e) => (e.countries ?? []).includes('US') && [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === norm(text)));
  return hit.length === 1 ? hit[0]!.id : null;
}

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5];

function truthTexts(printed: Printed[]): Set<string> {
  return new Set(printed.filter((p) => Object.keys(p.fields).length && !p.check).map((p) => p.text.toLowerCase().trim()));
}

describe('independent65 reference tables', () => {
  it.skipIf(!IND.length)('every business description reads as its industry id', () => {
    for (const b of BUSINESSES) for (const k of b.kind) expect(industryOf(k), k).toBe(b.industry);
  });
  it.skipIf(!ENT.length)('every entity wording reads as its id', () => {
    for (const e of ENTITIES) for (const w of e.words) expect(entityOf(w), w).toBe(e.id);
    for (const w of ['LLC', 'C-Corp', 'S-Corp', 'Partnership', 'Sole Proprietor', 'PLLC', 'Corporation', 'Sole Prop.']) expect(entityOf(w), w).not.toBeNull();
  });
});

describe.each(LAYOUTS65.map((l) => l.name))('independent65 %s', (layout) => {
  it.each(STYLES)('%s prints its truth and keeps decoys apart', async (style) => {
    for (const seed of SEEDS) {
      const b = await buildIndependent65(layout, seed, style);
      const read = await pdfRead(b.pdf);
      expect(read.pages.length).toBe(b.layout.pages);
      const text = squash(read.text);
      const t = b.truth;
      expect(t.legal_name && t.state_region && t.requested_amount && t.country).toBeTruthy();
      expect(t.applicants.length).toBeGreaterThanOrEqual(1);
      expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
      for (const a of t.applicants) expect(a.first_name && a.last_name).toBeTruthy();
      if (ENT.length) expect(ENT.map((e) => e.id)).toContain(t.type_of_entity);
      if (IND.length) expect(IND.map((e) => e.id)).toContain(t.industry);
      if (STATES.length) expect(STATES.filter((s) => s.country === 'US').map((s) => s.code)).toContain(t.state_region);
      for (const p of b.printed) {
        if (p.check) {
          if (style === 'fillable') expect(read.fields.get(p.acro!), p.key).toBe('Yes');
          continue;
        }
        if (style === 'fillable') {
          expect(read.fields.get(p.acro!), p.key).toBe(p.text);
          if (Object.keys(p.fields).length && p.text.length > 6) expect(text.includes(squash(p.text)), `${p.key} in page text`).toBe(false);
        } else expect(text.includes(squash(p.text)), `${layout}/${style}/${seed}: ${p.key} "${p.text}"`).toBe(true);
      }
      const truths = truthTexts(b.printed);
      const ids = [t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter(Boolean);
      const amounts = [t.requested_amount, t.requested_payment].filter((x) => x !== null);
      for (const d of b.printed.filter((p) => !Object.keys(p.fields).length && p.text)) {
        expect(truths.has(d.text.toLowerCase().trim()), `decoy ${d.key} "${d.text}"`).toBe(false);
        const digits = d.text.replace(/\D/g, '');
        if (digits.length >= 4) expect(ids, `decoy ${d.key}`).not.toContain(digits);
        if (/^\$?\s?[\d,]+(\.\d\d)?$/.test(d.text.trim())) expect(amounts, `decoy ${d.key}`).not.toContain(Number(d.text.replace(/[$,\s]/g, '')));
      }
    }
  }, 60000);
});

describe('independent65 generation', () => {
  it('is deterministic and knows its seven layouts', async () => {
    expect(INDEPENDENT65_LAYOUT_NAMES).toHaveLength(7);
    for (const style of STYLES) {
      const a = await generateIndependent65('north_star_payment_terms', 9, { style, scan: false });
      const b = await generateIndependent65('north_star_payment_terms', 9, { style, scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    }
  });
  it('varies payment terms, entity checkboxes and start dates across seeds', async () => {
    const freq = new Set<string | null>(), ent = new Set<string | null>(), start = new Set<boolean>();
    for (let s = 1; s <= 30; s++) {
      const n = await buildIndependent65('north_star_payment_terms', s, 'typed');
      freq.add(n.truth.payment_frequency); start.add(n.truth.business_start_date === null);
      ent.add((await buildIndependent65('buckeye_boxed_two_page', s, 'typed')).truth.type_of_entity);
    }
    expect(freq.size).toBeGreaterThanOrEqual(3);
    expect(ent.size).toBeGreaterThanOrEqual(4);
    expect(start.size).toBe(2);
  }, 60000);
  it('scans typed and handwritten forms, leaves fillable ones as they are', async () => {
    for (const style of ['typed', 'handwritten'] as const) {
      const g = await generateIndependent65('badger_compact', 2, { style, scan: true });
      const read = await pdfRead(g.pdf);
      expect(read.pages.length).toBe(1);
      expect(read.text.includes(g.truth.legal_name!)).toBe(false);
    }
    const f = await generateIndependent65('gateway_stacked_principals', 2, { style: 'fillable', scan: true });
    const plainPdf = await generateIndependent65('gateway_stacked_principals', 2, { style: 'fillable', scan: false });
    expect(Buffer.from(f.pdf).equals(Buffer.from(plainPdf.pdf))).toBe(true);
  }, 120000);
});
