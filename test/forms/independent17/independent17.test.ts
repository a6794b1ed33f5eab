// Independent17 (portal and app exports): deterministic, varied, every truth value printed (text or AcroForm field),
// decoys never truth values, scans without a text layer, reference ids valid, industries by the longest-alias rule.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { buildIndependent17, generateIndependent17, INDEPENDENT17_LAYOUT_NAMES } from './index.ts';
import { INDUSTRIES } from './pools.ts';

const ref = (f: string) => (JSON.parse(readFileSync(`/work/shared/reference/${f}`, 'utf8')) as { items: Record<string, unknown>[] }).items;
const entityIds = new Set(ref('entity-types.json').map((x) => x.id as string));
const industries = ref('industries.json') as { id: string; label: string; aliases: string[] }[];
const states = new Set(ref('states.json').map((x) => x.code as string));
const provinces = new Set(ref('provinces.json').map((x) => x.code as string));
const STYLES = ['typed', 'handwritten', 'fillable'] as const;

function industryOf(text: string): string | null {
  let best: [number, string] | null = null;
  const t = text.toLowerCase();
  for (const ind of industries) for (const a of [ind.label, ...ind.aliases]) {
    const esc = a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(^|[^a-z0-9])${esc}($|[^a-z0-9])`).test(t) && (!best || a.length > best[0])) best = [a.length, ind.id];
  }
  return best?.[1] ?? null;
}
const truthStrings = (t: object): Set<string> => {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (v === null || v === undefined) return;
    if (typeof v === 'object') { Object.values(v).forEach(walk); return; }
    out.add(String(v));
  };
  walk(t);
  return out;
};

describe('independent17 forms', () => {
  it('industry texts give their ids by the longest-alias rule', () => {
    for (const [text, id] of INDUSTRIES) expect(industryOf(text), text).toBe(id);
  });

  it('has 7 layouts, deterministic per seed and varying by seed', async () => {
    expect(INDEPENDENT17_LAYOUT_NAMES).toHaveLength(7);
    for (const l of INDEPENDENT17_LAYOUT_NAMES) {
      const a = await generateIndependent17(l, 5, { style: 'typed', scan: false });
      const b = await generateIndependent17(l, 5, { style: 'typed', scan: false });
      const c = await generateIndependent17(l, 6, { style: 'typed', scan: false });
      expect(a.truth).toEqual(b.truth);
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(c.truth).not.toEqual(a.truth);
    }
  });

  it('prints every truth value, keeps decoys apart and uses valid reference ids', async () => {
    const seen = { ca: 0, owners: new Set<number>(), nulls: 0 };
    for (const l of INDEPENDENT17_LAYOUT_NAMES) for (const style of STYLES) for (const seed of [1, 2, 3]) {
      const b = await buildIndependent17(l, seed, { style, scan: false });
      const rd = await pdfRead(b.pdf);
      const t = b.truth;
      for (const p of b.printed) {
        if (style === 'fillable') {
          expect(p.field, `${l} ${p.text}`).toBeTruthy();
          expect(rd.fields.get(p.field!), `${l} ${style} ${seed} ${p.text}`).toBe(p.check ? 'Yes' : p.text);
          if (!p.check && ('legal_name' in p.sets || 'business_tax_id' in p.sets || 'requested_amount' in p.sets)) expect(rd.text, `${l} ${p.text}`).not.toContain(p.text);
        } else expect(rd.text, `${l} ${style} ${seed}`).toContain(p.text);
      }
      const paths = new Set(b.printed.flatMap((p) => Object.keys(p.sets)));
      for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) expect(paths.has(k) || k === 'country', `${l} ${k}`).toBe(true);
      const truths = truthStrings(t);
      for (const dcy of b.decoys) expect(truths.has(dcy), `${l} decoy ${dcy}`).toBe(false);
      const taxes = [t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter(Boolean);
      for (const dcy of b.decoys) expect(taxes).not.toContain(dcy.replace(/\D/g, ''));
      if (t.type_of_entity) expect(entityIds.has(t.type_of_entity)).toBe(true);
      if (t.industry) expect(industries.some((x) => x.id === t.industry)).toBe(true);
      expect(t.country === 'Canada' ? provinces.has(t.state_region!) : states.has(t.state_region!)).toBe(true);
      expect(t.applicants.length).toBeGreaterThan(0);
      expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
      for (const a of t.applicants) {
        expect(a.first_name && a.last_name && a.date_of_birth).toBeTruthy();
        if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
      }
      seen.ca += t.country === 'Canada' ? 1 : 0;
      seen.owners.add(t.applicants.length);
      seen.nulls += Object.values(t).filter((v) => v === null).length;
    }
    expect(seen.ca).toBeGreaterThan(0);
    expect(seen.owners.size).toBeGreaterThan(2);
    expect(seen.nulls).toBeGreaterThan(0);
  }, 60_000);

  it('scans have no text layer', async () => {
    for (const [l, style] of [[INDEPENDENT17_LAYOUT_NAMES[0]!, 'fillable'], [INDEPENDENT17_LAYOUT_NAMES[4]!, 'handwritten']] as const) {
      const { pdf, truth } = await generateIndependent17(l, 9, { style, scan: true });
      const rd = await pdfRead(pdf);
      expect(rd.text.trim()).toBe('');
      expect(rd.fields.size).toBe(0);
      expect(truth.legal_name).toBeTruthy();
    }
  }, 60_000);
});
