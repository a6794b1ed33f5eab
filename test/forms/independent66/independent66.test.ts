// Set 66: every layout and style builds the expected pages, prints (or fills) each truth value as recorded, uses valid
// reference codes and Luhn-valid Canadian numbers, and prints no decoy equal to a truth value.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { luhnOk } from './data.ts';
import { INDEPENDENT66_LAYOUTS, INDEPENDENT66_LAYOUT_NAMES, buildIndependent66, generateIndependent66 } from './index.ts';
import type { Printed } from './pen.ts';

interface RefItem { id: string; label: string; aliases: string[]; countries?: string[]; code?: string }
const ref = (f: string): RefItem[] => (JSON.parse(readFileSync(new URL(`../../../../shared/reference/${f}`, import.meta.url), 'utf8')) as { items: RefItem[] }).items;
const INDUSTRIES = ref('industries.json'), ENTITIES = ref('entity-types.json'), PROVINCES = ref('provinces.json');
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4];

const squash = (s: string) => s.replace(/\s+/g, '');
const norm = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** applications.md: the industry whose label or alias is the longest one contained, word-bounded, in the text. */
function industryOf(text: string): string | null {
  let best: string | null = null, len = 0;
  for (const it of INDUSTRIES) for (const a of [it.label, ...it.aliases]) {
    if (a.length > len && new RegExp(`(^|[^a-z0-9])${esc(a.toLowerCase())}($|[^a-z0-9])`).test(text.toLowerCase())) { best = it.id; len = a.length; }
  }
  return best;
}

/** The Canadian entity type whose id, label or alias equals the text, punctuation and case ignored. */
function entityOf(text: string): string[] {
  return ENTITIES.filter((e) => e.countries?.includes('CA') && [e.id, e.label, ...e.aliases].some((a) => norm(a) === norm(text))).map((e) => e.id);
}

function truthStrings(t: TruthApplication): Set<string> {
  const out = new Set<string>();
  const add = (v: unknown) => { if (v !== null && v !== undefined && norm(String(v))) out.add(norm(String(v))); };
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants') add(v);
  for (const a of t.applicants) for (const v of Object.values(a)) add(v);
  return out;
}

function checkTruth(t: TruthApplication, printed: Printed[]): void {
  expect(t.country).toBe('Canada');
  expect(PROVINCES.map((p) => p.code)).toContain(t.state_region);
  expect(t.legal_name).toBeTruthy();
  expect(t.requested_amount).toBeGreaterThan(0);
  if (t.business_tax_id) {
    expect(luhnOk(t.business_tax_id.slice(0, 9))).toBe(true);
    expect(t.business_tax_id).toMatch(/^\d{9}((RC|RT)\d{4})?$/);
    expect(t.business_tax_id_country).toBe('CA');
    expect(['BN', 'SIN']).toContain(t.business_tax_id_type);
  }
  const ind = printed.find((p) => 'industry' in p.fields)!;
  expect(industryOf(ind.text)).toBe(t.industry);
  const ent = printed.find((p) => 'type_of_entity' in p.fields)!;
  expect(entityOf(ent.text)).toEqual([t.type_of_entity]);
  expect(t.applicants.length).toBeGreaterThan(0);
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
  for (const a of t.applicants) {
    expect(a.first_name && a.last_name && a.role).toBeTruthy();
    if (a.tax_id) { expect(luhnOk(a.tax_id)).toBe(true); expect(a.tax_id_type).toBe('SIN'); }
    if (a.date_of_birth) expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  const truth = truthStrings(t);
  for (const p of printed.filter((q) => !Object.keys(q.fields).length)) expect(truth.has(norm(p.text)), `decoy ${p.key} = ${p.text}`).toBe(false);
}

describe('independent66 forms', () => {
  for (const layout of INDEPENDENT66_LAYOUT_NAMES) for (const style of STYLES) {
    it(`${layout} ${style}`, async () => {
      for (const seed of SEEDS) {
        const b = await buildIndependent66(layout, seed, style);
        const r = await pdfRead(b.pdf);
        expect(r.pages.length).toBe(INDEPENDENT66_LAYOUTS[layout]!.pages);
        checkTruth(b.truth, b.printed);
        const text = squash(r.text);
        for (const p of b.printed) {
          if (style === 'fillable') expect(r.fields.get(p.key), p.key).toBe(p.check ? 'Yes' : p.text);
          else expect(text, `${p.key}: ${p.text}`).toContain(squash(p.text));
        }
        if (style === 'fillable') for (const v of [b.truth.legal_name!, ...b.truth.applicants.map((a) => a.last_name!)]) expect(text).not.toContain(squash(v));
      }
    });
  }

  it('is deterministic and varies by seed', async () => {
    const a = await buildIndependent66('pacific_tide_owners_table', 7, 'handwritten');
    const b = await buildIndependent66('pacific_tide_owners_table', 7, 'handwritten');
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    const kinds = new Set<string>(), mask = new Set<string>();
    for (let s = 1; s <= 30; s++) {
      const t = (await buildIndependent66('maplegate_two_page', s, 'typed')).truth;
      kinds.add(t.type_of_entity!);
      for (const x of t.applicants) mask.add(x.tax_id ? 'full' : x.tax_id_type ? 'masked' : 'blank');
    }
    expect(kinds.size).toBeGreaterThanOrEqual(4);
    expect(mask.size).toBe(3);
  });

  it('scans typed and handwritten forms, leaves fillable ones as they are', async () => {
    const s = await generateIndependent66('harbourline_quick_app', 3, { style: 'handwritten', scan: true });
    const r = await pdfRead(s.pdf);
    expect(r.pages.length).toBe(1);
    expect(squash(r.text)).not.toContain(squash(s.truth.legal_name!));
    const f = await generateIndependent66('harbourline_quick_app', 3, { style: 'fillable', scan: true });
    expect((await pdfRead(f.pdf)).fields.get('legal_name')).toBe(s.truth.legal_name);
  }, 60_000);
});
