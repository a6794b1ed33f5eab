// Set 102: determinism, every layout x style renders, the fillable forms' values are in their AcroForm fields (and
// not in the page text), the flattened forms print them, the truth follows applications.md's rules from what is
// printed, and no decoy equals a truth value.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { generateIndependent102, INDEPENDENT102_LAYOUT_NAMES, planIndependent102 } from './index.ts';
import type { Slot } from './sheet.ts';

interface RefItem { id: string; label: string; aliases?: string[]; countries?: string[]; code?: string; name?: string }
const ref = (f: string): RefItem[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: RefItem[] }).items;
const ENTITIES = ref('entity-types.json'), INDUSTRIES = ref('industries.json'), REGIONS = [...ref('states.json'), ...ref('provinces.json')];
const SEEDS = [1, 2, 3, 4, 5];
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const squash = (s: string): string => s.replace(/\s+/g, '');
const digits = (s: string): string => s.replace(/\D/g, '');

function entityOf(text: string, country: string): string[] {
  return ENTITIES.filter((e) => (e.countries ?? []).includes(country) && [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === norm(text))).map((e) => e.id);
}
function industryOf(text: string): string[] {
  const t = text.toLowerCase();
  let best = 0, ids = new Set<string>();
  for (const it of INDUSTRIES) for (const a of [it.label, ...(it.aliases ?? [])]) {
    const esc = a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (!new RegExp(`(^|[^a-z0-9])${esc}($|[^a-z0-9])`).test(t)) continue;
    if (a.length > best) { best = a.length; ids = new Set([it.id]); } else if (a.length === best) ids.add(it.id);
  }
  return [...ids];
}
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
function isoOf(text: string): string | null {
  const p = (n: number): string => String(n).padStart(2, '0');
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return text;
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(text);
  if (m) { let y = Number(m[3]); if (y < 100) y += y > 30 ? 1900 : 2000; return `${y}-${p(Number(m[1]))}-${p(Number(m[2]))}`; }
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  if (m) return `${m[3]}-${p(MONTHS.indexOf(m[1]!.toLowerCase()) + 1)}-${p(Number(m[2]))}`;
  return null;
}
/** What a slot prints: text, a dropdown's display, a checked box's or radio option's label ('' when none). */
function printed(s: Slot): string {
  if (s.kind === 'check') return s.value === 'Off' ? '' : s.label ?? '';
  if (s.kind === 'radio') return s.opts?.find((o) => o.on === s.value)?.label ?? '';
  return s.kind === 'combo' ? (s.show ?? s.value) : s.value;
}

describe('independent set 102', () => {
  it('has six or seven layouts, US and Canadian', () => {
    expect(INDEPENDENT102_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(6);
    const countries = new Set(INDEPENDENT102_LAYOUT_NAMES.map((l) => planIndependent102(l, 1).plan.country));
    expect([...countries].sort()).toEqual(['CA', 'US']);
  });

  it('is deterministic, and the truth does not depend on the style or the scan', async () => {
    for (const layout of INDEPENDENT102_LAYOUT_NAMES.slice(0, 3)) for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      const a = await generateIndependent102(layout, 7, { style, scan: false });
      const b = await generateIndependent102(layout, 7, { style, scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(planIndependent102(layout, 7).truth);
    }
    const s1 = await generateIndependent102('mapleleaf_word', 3, { style: 'fillable', scan: true });
    const s2 = await generateIndependent102('mapleleaf_word', 3, { style: 'fillable', scan: true });
    expect(Buffer.from(s1.pdf).equals(Buffer.from(s2.pdf))).toBe(true);
    expect(s1.truth).toEqual(planIndependent102('mapleleaf_word', 3).truth);
    const read = await pdfRead(s1.pdf);
    expect(read.fields.size).toBe(0);
    expect(read.text.trim()).toBe('');
  });

  it('follows applications.md from what is printed', () => {
    for (const layout of INDEPENDENT102_LAYOUT_NAMES) for (let seed = 1; seed <= 30; seed++) {
      const { plan, truth } = planIndependent102(layout, seed);
      const all = plan.slots.map(printed).join('|');
      for (const s of plan.slots) for (const [path, v] of Object.entries(s.truth)) {
        const text = printed(s);
        const key = path.replace(/^application\.(applicants\[\d+\]\.)?/, '');
        const where = `${layout}/${seed} ${s.name} ${path}`;
        if (key === 'type_of_entity') expect(entityOf(text, plan.country), where).toEqual([v]);
        else if (key === 'industry') expect(industryOf(text), where).toEqual([v]);
        else if (key === 'business_start_date' || key === 'date_of_birth') expect(isoOf(text), where).toBe(v);
        else if (key === 'state_region') {
          const r = REGIONS.find((x) => x.code === v)!;
          expect(new RegExp(`\\b${v}\\b`).test(text) || text === r.name, where).toBe(true);
        } else if (key === 'payment_frequency') expect(norm(text).includes(norm(String(v))) || (v === 'biweekly' && /2 sem/.test(text)), where).toBe(true);
        else if (key === 'tax_id' || key === 'business_tax_id') expect(squash(all).replace(/[-|]/g, '').includes(String(v)), where).toBe(true);
        else if (typeof v === 'number') expect(Number(text.replace(/[^\d.]/g, '')), where).toBe(v);
        else if (key.endsWith('_type') || key.endsWith('_country')) expect(typeof v).toBe('string');
        else expect(text.includes(String(v)), where).toBe(true);
      }
      expect(truth.legal_name).toBeTruthy();
      expect(truth.applicants.length).toBeGreaterThanOrEqual(1);
      expect(truth.applicants.every((a) => a.first_name && a.last_name)).toBe(true);
      const total = truth.applicants.reduce((t, a) => t + (a.ownership ?? 0), 0);
      expect(total).toBeLessThanOrEqual(100);
      // Decoys: printed, never a truth value.
      const truthStrings = [truth.legal_name, truth.trade_name, truth.business_tax_id, ...truth.applicants.flatMap((a) => [a.tax_id, `${a.first_name} ${a.last_name}`])]
        .filter((x): x is string => !!x).map(norm);
      for (const d of plan.slots.filter((x) => x.decoy && x.value)) {
        expect(truthStrings, `${layout}/${seed} decoy ${d.decoy}`).not.toContain(norm(d.value));
        if (d.decoy === 'state_of_incorporation') expect(d.value).not.toBe(truth.state_region);
      }
    }
  });

  it('puts a fillable form\'s values only in its AcroForm fields', async () => {
    for (const layout of INDEPENDENT102_LAYOUT_NAMES) for (const seed of SEEDS.slice(0, 3)) {
      const { pdf, truth } = await generateIndependent102(layout, seed, { style: 'fillable', scan: false });
      const { plan } = planIndependent102(layout, seed);
      const read = await pdfRead(pdf);
      for (const s of plan.slots) {
        const where = `${layout}/${seed} ${s.name}`;
        expect(read.fields.has(s.name), where).toBe(true);
        expect(read.fields.get(s.name), where).toBe(s.value);
      }
      expect(read.text.includes(truth.legal_name!), layout).toBe(false);
      for (const a of truth.applicants) if (a.tax_id) expect(digits(read.text).includes(a.tax_id), layout).toBe(false);
    }
  });

  it('prints every value of the typed and handwritten forms', async () => {
    for (const layout of INDEPENDENT102_LAYOUT_NAMES) for (const style of ['typed', 'handwritten'] as const) for (const seed of SEEDS.slice(0, 2)) {
      const { pdf } = await generateIndependent102(layout, seed, { style, scan: false });
      const { plan } = planIndependent102(layout, seed);
      const read = await pdfRead(pdf);
      expect(read.fields.size).toBe(0);
      const page = read.pages.map(squash);
      for (const s of plan.slots) {
        const text = printed(s);
        if (!text || (!Object.keys(s.truth).length && !s.decoy)) continue;
        expect(page[s.page - 1]!.includes(squash(text)), `${layout}/${style}/${seed} ${s.name} "${text}"`).toBe(true);
      }
    }
  });

  it('scans a handwritten form', async () => {
    const { pdf, truth } = await generateIndependent102('granite_livecycle', 2, { style: 'handwritten', scan: true });
    expect(truth).toEqual(planIndependent102('granite_livecycle', 2).truth);
    expect((await pdfRead(pdf)).text.trim()).toBe('');
  });
});
