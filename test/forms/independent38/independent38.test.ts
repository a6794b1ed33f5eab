// Set 38's own checks: every layout and style renders, every printed truth value is in the page text (or its AcroForm
// field), decoys never equal a truth value, and the truth keeps applications.md's rules.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { INDEPENDENT38_LAYOUT_NAMES, generateIndependent38, renderIndependent38, type Rendered } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5, 6];
const squash = (s: string): string => s.replace(/\s+/g, '').toLowerCase();
const REF = '/work/shared/reference';
interface RefItem { id: string; label: string; aliases: string[]; countries?: string[] }
const refs = (f: string): RefItem[] | null => (existsSync(`${REF}/${f}`) ? (JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: RefItem[] }).items : null);
const INDUSTRIES = refs('industries.json');
const ENTITIES = refs('entity-types.json');
const ENTITY_IDS = ['llc', 'c_corporation', 's_corporation', 'general_partnership', 'sole_proprietorship', 'ca_corporation'];

function industryOf(text: string): string | null {
  let best: [number, string | null] = [0, null];
  for (const it of INDUSTRIES ?? []) for (const a of [it.label, ...it.aliases]) {
    const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
    if (re.test(text.toLowerCase()) && a.length > best[0]) best = [a.length, it.id];
  }
  return best[1];
}

function entityOf(text: string, country: string): string | null {
  const key = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (['corporation', 'inc', 'corp', 'ltd'].includes(key(text))) return country === 'CA' ? 'ca_corporation' : 'c_corporation';
  const hit = (ENTITIES ?? []).filter((e) => (e.countries ?? []).includes(country)).find((e) => [e.id, e.label, ...e.aliases].some((a) => key(a) === key(text)));
  return hit?.id ?? null;
}

function truthStrings(t: TruthApplication): string[] {
  const out = [t.legal_name, t.trade_name, t.business_tax_id, t.state_region, t.requested_amount, t.requested_payment, t.number_of_payments, t.business_start_date];
  for (const a of t.applicants) out.push(a.first_name, a.last_name, a.role, a.tax_id, a.credit_score, a.date_of_birth);
  return out.filter((v) => v !== null).map((v) => String(v).toLowerCase());
}

function checkRules(r: Rendered): void {
  const t = r.truth;
  const text = (path: string): string | undefined => r.printed.find((p) => p.paths.includes(path))?.text;
  expect(t.legal_name).toBeTruthy();
  expect(t.trade_name === null || !['same', 'n/a', t.legal_name?.toLowerCase()].includes(t.trade_name.toLowerCase())).toBe(true);
  expect(t.business_tax_id).toMatch(t.business_tax_id_type === 'BN' ? /^\d{9}R[CT]\d{4}$/ : /^\d{9}$/);
  const printedTax = text('business_tax_id')!;
  if (/^\d{2}-\d{7}$/.test(printedTax)) expect(t.business_tax_id_type).toBe('EIN');
  if (/^\d{3}-\d{2}-\d{4}$/.test(printedTax)) expect(t.business_tax_id_type).toBe(printedTax.startsWith('9') ? 'ITIN' : 'SSN');
  expect(t.country).toBe(t.business_tax_id_country === 'CA' ? 'Canada' : 'United States');
  expect(ENTITY_IDS).toContain(t.type_of_entity);
  if (ENTITIES) expect(entityOf(text('type_of_entity')!, t.business_tax_id_country!)).toBe(t.type_of_entity);
  if (INDUSTRIES) expect(industryOf(text('industry')!)).toBe(t.industry);
  if (t.business_start_date) expect(t.business_start_date).toMatch(/^(19|20)\d\d-\d\d-\d\d$/);
  if (['SSN', 'ITIN'].includes(t.business_tax_id_type!)) expect(t.legal_name).toBe(`${t.applicants[0]!.first_name} ${t.applicants[0]!.last_name}`);
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(4);
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
  for (const a of t.applicants) {
    expect(a.first_name).toMatch(/^[A-Z][a-z]+$/);
    expect(a.date_of_birth).toMatch(/^19\d\d-\d\d-\d\d$/);
    if (a.tax_id === null) expect([a.tax_id_type, a.tax_id_country]).toEqual([null, null]);
    else expect(a.tax_id).toMatch(/^\d{9}$/);
    if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
  }
  if (t.payment_frequency !== null) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
}

async function checkPrinted(r: Rendered, style: (typeof STYLES)[number]): Promise<void> {
  const read = await pdfRead(r.pdf);
  const page = squash(read.text);
  for (const p of r.printed.filter((x) => x.paths.length)) {
    if (style !== 'fillable') { expect(page, p.text).toContain(squash(p.text)); continue; }
    if (p.field!.endsWith('#')) expect(read.fields.get(p.field!.slice(0, -1)), p.text).toBe('Yes');
    else expect(read.fields.get(p.field!), p.text).toBe(p.text);
  }
  if (style === 'fillable') expect(page).not.toContain(squash(r.truth.legal_name!));
}

describe('independent38 forms', () => {
  for (const layout of INDEPENDENT38_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: truth printed, decoys apart, rules kept`, async () => {
        for (const seed of SEEDS.slice(0, 3)) {
          const r = await renderIndependent38(layout, seed, { style, scan: false });
          await checkPrinted(r, style);
          checkRules(r);
          const truth = truthStrings(r.truth);
          for (const d of r.decoys) expect(truth, d).not.toContain(d.toLowerCase());
          for (const d of r.decoys) if (/^[\d\s-]+$/.test(d)) expect(truth, d).not.toContain(d.replace(/\D/g, ''));
        }
      });
    }
    it(`${layout}: seeds differ, and it scans`, async () => {
      const names = new Set<string>();
      for (const seed of SEEDS) names.add(JSON.stringify((await renderIndependent38(layout, seed, { style: 'typed', scan: false })).truth));
      expect(names.size).toBe(SEEDS.length);
      const s = await generateIndependent38(layout, 11, { style: 'fillable', scan: true });
      expect(new TextDecoder().decode(s.pdf.slice(0, 5))).toBe('%PDF-');
      const typed = await generateIndependent38(layout, 11, { style: 'typed', scan: false });
      expect(s.truth).toEqual(typed.truth);
    }, 60_000);
  }
  it('covers the theme: several owner counts, a sole proprietor on SSN, a BN with program account', async () => {
    const counts = new Set<number>();
    let ssn = false, bn = false;
    for (const layout of INDEPENDENT38_LAYOUT_NAMES) for (const seed of SEEDS) {
      const t = (await renderIndependent38(layout, seed, { style: 'typed', scan: false })).truth;
      counts.add(t.applicants.length);
      ssn ||= t.business_tax_id_type === 'SSN';
      bn ||= t.business_tax_id_type === 'BN';
    }
    expect(counts.size).toBeGreaterThanOrEqual(3);
    expect(ssn && bn).toBe(true);
  });
});
