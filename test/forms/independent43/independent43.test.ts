// Set 43 (web-portal and CRM printouts): for each layout x style x 3 seeds, the truth obeys applications.md's rules
// and every printed value is in the PDF (page text for typed/handwritten, AcroForm fields for fillable).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { INDEPENDENT43_LAYOUT_NAMES, generateIndependent43, generateIndependent43Detailed } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const norm = (t: string): string => t.replace(/\s+/g, ' ').trim();

// The shared reference tables, when this checkout sits beside them: the printed industry's longest word-bounded label
// or alias, and the printed entity type's id, label or alias, must give the truth's id.
interface RefItem { id: string; label: string; aliases: string[]; countries?: string[] }
const REF = new URL('../../../../../shared/reference/', import.meta.url);
const ref = (f: string): RefItem[] | null => (existsSync(new URL(f, REF)) ? (JSON.parse(readFileSync(new URL(f, REF), 'utf8')) as { items: RefItem[] }).items : null);
const INDUSTRIES = ref('industries.json');
const ENTITIES = ref('entity-types.json');
const esc = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const bare = (t: string): string => t.toLowerCase().replace(/[^a-z0-9]/g, '');

function industryOf(text: string): string | null {
  let best: [number, string] | null = null;
  for (const it of INDUSTRIES ?? []) for (const n of [it.label, ...it.aliases]) {
    if (new RegExp(`(?<![a-z0-9])${esc(n.toLowerCase())}(?![a-z0-9])`).test(text.toLowerCase()) && (!best || n.length > best[0])) best = [n.length, it.id];
  }
  return best?.[1] ?? null;
}

function entityOk(text: string, id: string, ca: boolean): boolean {
  const it = ENTITIES?.find((e) => e.id === id);
  if (!it) return false;
  if (['c_corporation', 'ca_corporation'].includes(id) && ['inc', 'corp', 'ltd', 'corporation'].includes(bare(text))) return id === (ca ? 'ca_corporation' : 'c_corporation');
  return [it.id, it.label, ...it.aliases].some((n) => bare(n) === bare(text));
}

function checkRules(a: TruthApplication): void {
  expect(a.legal_name).toBeTruthy();
  if (a.trade_name !== null) expect(['SAME', 'N/A', '--', '', a.legal_name]).not.toContain(a.trade_name);
  if (a.business_tax_id !== null) {
    expect(a.business_tax_id).toMatch(/^(\d{9}|\d{9}RC\d{4})$/);
    expect(a.business_tax_id_type).toBe(a.business_tax_id.length > 9 ? 'BN' : a.business_tax_id_country === 'CA' ? 'BN' : a.business_tax_id_type);
    expect(['EIN', 'SSN', 'ITIN', 'BN']).toContain(a.business_tax_id_type);
    expect(a.business_tax_id_country).toBe(a.business_tax_id_type === 'BN' ? 'CA' : 'US');
  }
  expect(a.state_region).toMatch(/^[A-Z]{2}$/);
  expect(a.country).toBe(a.business_tax_id_country === 'CA' ? 'Canada' : 'United States');
  if (a.payment_frequency !== null) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(a.payment_frequency);
  if (a.business_start_date !== null) expect(a.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(a.applicants.length).toBeGreaterThan(0);
  expect(a.applicants.length).toBeLessThanOrEqual(4);
  let total = 0;
  for (const p of a.applicants) {
    expect(p.first_name).toMatch(/^[A-Z][a-z]+$/);
    expect(p.last_name).toBeTruthy();
    total += p.ownership ?? 0;
    if (p.credit_score !== null) expect(p.credit_score).toBeGreaterThanOrEqual(300);
    if (p.tax_id === null) expect([p.tax_id_type, p.tax_id_country]).toEqual([null, null]);
    else {
      expect(p.tax_id).toMatch(/^\d{9}$/);
      expect(p.tax_id_type).toBe(p.tax_id_country === 'CA' ? 'SIN' : p.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
    }
  }
  expect(total).toBeLessThanOrEqual(100);
}

describe('independent set 43: web-portal and CRM printouts', () => {
  it('has 7 layouts and is deterministic', async () => {
    expect(INDEPENDENT43_LAYOUT_NAMES).toHaveLength(7);
    const a = await generateIndependent43(INDEPENDENT43_LAYOUT_NAMES[0]!, 7, { style: 'typed', scan: false });
    const b = await generateIndependent43(INDEPENDENT43_LAYOUT_NAMES[0]!, 7, { style: 'typed', scan: false });
    expect(b.truth).toEqual(a.truth);
  });

  for (const layout of INDEPENDENT43_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} (${style}): truth follows the rules and every value is printed`, async () => {
        for (const seed of [1, 2, 3]) {
          const g = await generateIndependent43Detailed(layout, seed, { style, scan: false });
          checkRules(g.truth);
          for (const p of g.printed) {
            if (INDUSTRIES && p.paths.includes('industry')) expect(industryOf(p.text), p.text).toBe(g.truth.industry);
            if (ENTITIES && p.paths.includes('type_of_entity')) expect(entityOk(p.text, g.truth.type_of_entity!, g.truth.country === 'Canada'), p.text).toBe(true);
          }
          const read = await pdfRead(g.pdf);
          const text = norm(read.text);
          const fields = [...read.fields.values()].map(norm);
          for (const p of g.printed) {
            if (style === 'fillable' && p.field) expect(norm(read.fields.get(p.field) ?? ''), `${p.paths.join()} in ${p.field}`).toBe(norm(p.text));
            else expect(text, `${p.paths.join()}: ${p.text}`).toContain(norm(p.text));
          }
          expect(fields.length > 0).toBe(style === 'fillable');
        }
      });
    }
  }

  it('scans a typed and a handwritten printout', async () => {
    const g = await generateIndependent43(INDEPENDENT43_LAYOUT_NAMES[3]!, 5, { style: 'handwritten', scan: true });
    const read = await pdfRead(g.pdf);
    expect(read.text.trim()).toBe('');
    expect(g.truth.legal_name).toBeTruthy();
  }, 60_000);
});
