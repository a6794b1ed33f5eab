// Set 45's own checks: every layout and style gives a valid truth, the same bytes for the same seed, and every truth
// value printed where the PDF shows it (page text, or the AcroForm field for fillable forms). The reference rules
// (industry by longest word-bounded alias, entity by alias) are applied here to the printed text, independently of
// the ids the layouts wrote.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent45, generateIndependent45Detailed, INDEPENDENT45_LAYOUT_NAMES } from './index.ts';
import type { Evidence } from './sheet.ts';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';

// The shared reference data beside the checkout (../shared), from a worktree one level deeper too.
const REF_DIR = ['../../../../shared/reference', '../../../../../shared/reference'].map((p) => fileURLToPath(new URL(p, import.meta.url)))
  .find((d) => existsSync(`${d}/industries.json`)) ?? '/work/shared/reference';

const REF = REF_DIR;
interface Item { id: string; label: string; aliases?: string[]; countries?: string[]; code?: string; type?: string }
const load = (f: string): Item[] => (JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: Item[] }).items;
const industries = load('industries.json'), entities = load('entity-types.json'), states = load('states.json');

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: { id: string; n: number } | null = null;
  for (const it of industries) for (const c of [it.label, ...(it.aliases ?? [])]) {
    if (new RegExp(`(?<![A-Za-z0-9])${esc(c)}(?![A-Za-z0-9])`, 'i').test(text) && (!best || c.length > best.n)) best = { id: it.id, n: c.length };
  }
  return best?.id ?? null;
}
const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
function entityOf(text: string): string | null {
  const hit = entities.filter((e) => (e.countries ?? []).includes('US') && [e.id, e.label, ...(e.aliases ?? [])].some((a) => squash(a) === squash(text)));
  return hit[0]?.id ?? null;
}
const money = (t: string): number => Number(t.replace(/[$,\s]/g, ''));
const norm = (s: string): string => s.replace(/\s+/g, ' ').trim();

function checkValid(t: TruthApplication): void {
  expect(t.legal_name).toBeTruthy();
  expect(entities.map((e) => e.id)).toContain(t.type_of_entity);
  expect(industries.map((e) => e.id)).toContain(t.industry);
  expect(t.business_tax_id).toMatch(/^\d{9}$/);
  expect(['EIN', 'SSN']).toContain(t.business_tax_id_type);
  expect(states.filter((s) => s.type === 'state').map((s) => s.code)).toContain(t.state_region);
  expect(t.country).toBe('United States');
  expect(t.requested_amount).toBeGreaterThan(0);
  if (t.payment_frequency !== null) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
  expect(t.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(t.trade_name === null || !['SAME', 'N/A', t.legal_name].includes(t.trade_name)).toBe(true);
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(4);
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
  for (const a of t.applicants) {
    expect(a.first_name && a.last_name && a.role).toBeTruthy();
    if (a.tax_id !== null) { expect(a.tax_id).toMatch(/^\d{9}$/); expect(a.tax_id_type).toBe(a.tax_id.startsWith('9') ? 'ITIN' : 'SSN'); }
    else expect(a.tax_id_type).toBeNull();
    if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThan(300);
    expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
}

/** Each evidence's printed text gives the truth value it claims, by the spec's rules. */
function checkEvidence(t: TruthApplication, ev: Evidence[]): void {
  const get = (path: string): unknown => {
    const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
    return a ? (t.applicants[Number(a[1])] as unknown as Record<string, unknown>)[a[2]!] : (t as unknown as Record<string, unknown>)[path];
  };
  const covered = new Set(ev.flatMap((e) => e.paths));
  const nonNull = Object.entries(t).filter(([k, v]) => k !== 'applicants' && v !== null).map(([k]) => k)
    .concat(t.applicants.flatMap((a, i) => Object.entries(a).filter(([, v]) => v !== null).map(([k]) => `applicants[${i}].${k}`)));
  for (const p of nonNull) if (!['country', 'business_tax_id_country', 'business_tax_id_type'].includes(p) && !/tax_id_(type|country)$/.test(p)) expect(covered, p).toContain(p);
  for (const e of ev) for (const p of e.paths) {
    const v = get(p);
    if (p === 'industry') expect(industryOf(e.text), e.text).toBe(v);
    else if (p === 'type_of_entity') expect(entityOf(e.text), e.text).toBe(v);
    else if (/requested_amount|requested_payment/.test(p)) expect(money(e.text)).toBe(v);
    else if (/first_name|last_name/.test(p)) expect(e.text).toContain(String(v));
    else if (/tax_id$/.test(p)) expect(e.text.replace(/\D/g, '')).toBe(v);
    else if (/ownership|credit_score|number_of_payments/.test(p)) expect(Number(e.text.replace(/[%\s]/g, ''))).toBe(v);
    else if (p === 'payment_frequency') expect(e.text.toLowerCase().replace('-', '')).toBe(v);
    else if (/date/.test(p)) expect(new Date(`${e.text.replace(/^(\d+)\/(\d+)\/(\d\d)$/, (_, m, d, y) => `${m}/${d}/${Number(y) > 30 ? 19 : 20}${y}`)}${/^\d{4}-/.test(e.text) ? 'T00:00:00' : ''}`).toISOString().slice(0, 10)).toBe(v);
    else if (['legal_name', 'trade_name', 'state_region', 'applicants'].some((k) => p.startsWith(k)) && typeof v === 'string' && !p.endsWith('_type') && !p.endsWith('_country')) expect(e.text).toBe(v);
  }
}

describe('independent45', () => {
  for (const layout of INDEPENDENT45_LAYOUT_NAMES) {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      it(`${layout} ${style}`, async () => {
        for (const seed of [1, 2, 3]) {
          const g = await generateIndependent45Detailed(layout, seed, { style, scan: false });
          checkValid(g.truth);
          checkEvidence(g.truth, g.evidence);
          const again = await generateIndependent45(layout, seed, { style, scan: false });
          expect(Buffer.from(again.pdf).equals(Buffer.from(g.pdf))).toBe(true);
          const read = await pdfRead(g.pdf);
          const page = norm(read.text);
          for (const e of g.evidence) {
            if (style === 'fillable') {
              expect(e.field, e.text).toBeTruthy();
              expect(read.fields.get(e.field!), `${e.field} ${e.text}`).toBe(e.check ? 'Yes' : e.text);
              if (e.check) expect(page).toContain(e.text);
            } else if (!e.check) expect(page, e.text).toContain(norm(e.text));
            else expect(page).toContain(e.text);
          }
          // A fillable form's page text holds labels only.
          if (style === 'fillable') expect(page).not.toContain(g.truth.legal_name!);
        }
      });
    }
  }
  it('scans keep the truth and drop the text layer', async () => {
    for (const layout of INDEPENDENT45_LAYOUT_NAMES.slice(0, 1)) {
      const flat = await generateIndependent45(layout, 1, { style: 'handwritten', scan: false });
      const scanned = await generateIndependent45(layout, 1, { style: 'handwritten', scan: true });
      expect(scanned.truth).toEqual(flat.truth);
      expect(norm((await pdfRead(scanned.pdf)).text)).toBe('');
    }
  }, 60_000);
});
