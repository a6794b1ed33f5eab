// Set 20's own test: deterministic per seed, varied by seed, every truth value printed (page text or AcroForm field),
// decoys never a truth value, reference ids valid and matching applications.md's rules, scans without a text layer.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { buildIndependent20, generateIndependent20, INDEPENDENT20_LAYOUT_NAMES, type Built } from './index.ts';

interface Ref { id: string; label: string; aliases: string[]; code?: string; country?: string }
const ref = (f: string): Ref[] => (JSON.parse(readFileSync(`/work/shared/reference/${f}.json`, 'utf8')) as { items: Ref[] }).items;
const ENTITIES = ref('entity-types'), INDUSTRIES = ref('industries');
const REGIONS = { US: new Set(ref('states').map((x) => x.code)), CA: new Set(ref('provinces').map((x) => x.code)) };
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5, 6];

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function entityId(text: string, country: string): string[] {
  const all = ENTITIES.filter((e) => [e.id, e.label, ...e.aliases].some((a) => norm(a) === norm(text)));
  const ca = all.filter((e) => e.id.startsWith('ca_'));
  return (country === 'CA' && ca.length ? ca : all.filter((e) => !e.id.startsWith('ca_'))).map((e) => e.id);
}
function industryIds(text: string): string[] {
  let best = 0, ids = new Set<string>();
  for (const it of INDUSTRIES) for (const a of [it.label, ...it.aliases]) {
    if (!new RegExp(`(?<![A-Za-z0-9])${esc(a)}(?![A-Za-z0-9])`, 'i').test(text)) continue;
    if (a.length > best) { best = a.length; ids = new Set([it.id]); } else if (a.length === best) ids.add(it.id);
  }
  return [...ids];
}
function nameOf(printed: string): [string, string] {
  const p = printed.replace(/, (DDS|DMD|MD|DO|DC)$/, '');
  const drop = (t: string[]): string[] => t.filter((w) => !/^[A-Z]\.$/.test(w));
  if (p.includes(',')) { const [last, rest] = p.split(', '); return [drop(rest!.split(' '))[0]!, last!]; }
  const t = drop(p.split(' '));
  return [t[0]!, t.slice(1).join(' ')];
}
const moneyOf = (t: string): number => Number(t.replace(/CAD|\$|,|\s/g, ''));

function truthStrings(t: TruthApplication): string[] {
  const out = [t.legal_name, t.trade_name, t.business_tax_id, ...t.applicants.flatMap((a) => [a.tax_id, `${a.first_name} ${a.last_name}`])];
  return out.filter((x): x is string => !!x);
}
function nonNullPaths(t: TruthApplication): string[] {
  const top = Object.entries(t).filter(([k, v]) => k !== 'applicants' && v !== null).map(([k]) => k);
  return [...top, ...t.applicants.flatMap((a, i) => Object.entries(a).filter(([, v]) => v !== null).map(([k]) => `applicants.${i}.${k}`))];
}

async function checkPrinted(b: Built, style: string): Promise<void> {
  const rd = await pdfRead(b.pdf);
  const text = squash(rd.text);
  for (const p of b.printed) {
    if (p.acro) expect(rd.fields.get(p.acro), p.text).toBe(p.check ? 'Yes' : p.text);
    else expect(text, p.text).toContain(squash(p.text));
  }
  const key = (p: Built['printed'][number]): boolean => p.paths.some((q) => /^(legal_name|business_tax_id|applicants\.\d+\.(first_name|tax_id))$/.test(q));
  if (style === 'fillable') for (const p of b.printed.filter((x) => !x.check && key(x))) expect(text).not.toContain(p.text);
  const covered = new Set(b.printed.flatMap((p) => p.paths));
  for (const path of nonNullPaths(b.truth)) expect(covered.has(path), path).toBe(true);
  expect(rd.pages.length).toBe(text.includes('Page 2 of 2') ? 2 : 1);
}

function checkRules(b: Built): void {
  const t = b.truth, c = t.country === 'Canada' ? 'CA' : 'US';
  expect(['United States', 'Canada']).toContain(t.country);
  expect(REGIONS[c].has(t.state_region!)).toBe(true);
  const ent = b.printed.filter((p) => p.paths.includes('type_of_entity')).at(-1)!;
  expect(entityId(ent.text, c)).toEqual([t.type_of_entity]);
  const ind = b.printed.find((p) => p.paths.includes('industry'))!;
  expect(industryIds(ind.text)).toEqual([t.industry]);
  expect(INDUSTRIES.some((x) => x.id === t.industry)).toBe(true);
  const amt = b.printed.find((p) => p.paths.includes('requested_amount'))!;
  expect(moneyOf(amt.text)).toBe(t.requested_amount);
  const pay = b.printed.find((p) => p.paths.includes('requested_payment'));
  if (pay) expect(moneyOf(pay.text)).toBe(t.requested_payment);
  for (const p of b.printed.filter((x) => x.paths.some((q) => /first_name$/.test(q)))) {
    const i = Number(/applicants\.(\d+)/.exec(p.paths[0]!)![1]);
    expect(nameOf(p.text)).toEqual([t.applicants[i]!.first_name, t.applicants[i]!.last_name]);
  }
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
  if (t.business_tax_id_type === 'EIN') expect(t.business_tax_id).toMatch(/^\d{9}$/);
  if (t.business_tax_id_type === 'BN') expect(t.business_tax_id).toMatch(/^\d{9}(RC0001)?$/);
  for (const a of t.applicants) if (a.tax_id) expect(a.tax_id_type).toBe(c === 'CA' ? 'SIN' : a.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
}

function checkDecoys(b: Built): void {
  const truth = truthStrings(b.truth);
  const truthDigits = new Set(truth.map((x) => x.replace(/\D/g, '')).filter((x) => x.length >= 6));
  const truthNorm = new Set(truth.map(norm));
  for (const d of b.printed.filter((p) => p.decoy)) {
    expect(truthNorm.has(norm(d.text)), d.text).toBe(false);
    const dd = d.text.replace(/\D/g, '');
    if (dd.length >= 6) for (const td of truthDigits) expect(dd.includes(td) || td.includes(dd), d.text).toBe(false);
  }
}

describe('independent20 forms', () => {
  it('has 7 layouts', () => expect(INDEPENDENT20_LAYOUT_NAMES.length).toBe(7));

  for (const layout of INDEPENDENT20_LAYOUT_NAMES) {
    it(`${layout}: printed truth, rules, decoys, determinism, variety`, async () => {
      const seen = new Set<string>();
      for (const seed of SEEDS) for (const style of STYLES) {
        const b = await buildIndependent20(layout, seed, { style, scan: false });
        await checkPrinted(b, style);
        checkRules(b);
        checkDecoys(b);
        seen.add(JSON.stringify(b.truth));
      }
      expect(seen.size).toBe(SEEDS.length);
      const [x, y] = await Promise.all([1, 1].map((s) => generateIndependent20(layout, s, { style: 'handwritten', scan: false })));
      expect(Buffer.from(x!.pdf).equals(Buffer.from(y!.pdf))).toBe(true);
      expect(x!.truth).toEqual(y!.truth);
    });
  }

  it('varies countries, entity types, owner counts and nulls across seeds', async () => {
    const all = await Promise.all(INDEPENDENT20_LAYOUT_NAMES.flatMap((l) => [1, 2, 3, 4, 5, 6, 7, 8].map((s) => generateIndependent20(l, s, { style: 'typed', scan: false }))));
    const t = all.map((a) => a.truth);
    expect(new Set(t.map((a) => a.country)).size).toBe(2);
    expect(new Set(t.map((a) => a.type_of_entity)).size).toBeGreaterThan(5);
    expect(new Set(t.map((a) => a.applicants.length))).toEqual(new Set([1, 2, 3, 4]));
    expect(t.some((a) => a.trade_name === null) && t.some((a) => a.business_start_date === null)).toBe(true);
    expect(t.some((a) => a.applicants.some((p) => p.tax_id === null))).toBe(true);
  });

  it('scans have no text layer and no fields', async () => {
    const cases = [['practice_cells', 'fillable'], ['auto_landscape', 'handwritten'], ['restaurant_two_page', 'typed']] as const;
    for (const [layout, style] of cases) {
      const b = await buildIndependent20(layout, 11, { style, scan: true });
      const rd = await pdfRead(b.pdf);
      expect(rd.text.trim()).toBe('');
      expect(rd.fields.size).toBe(0);
      expect(b.truth.legal_name).toBeTruthy();
    }
  }, 60_000);
});
