// Set 71 (West Coast CRM printouts and paper ISO forms): every truth value is printed as applications.md reads it,
// fillable forms hold values only in fields, reference codes exist, decoys never equal a truth value.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent71, generateIndependent71Detailed, INDEPENDENT71_LAYOUT_NAMES } from './index.ts';

interface Ref { id?: string; code?: string; name?: string; label?: string; aliases?: string[]; countries?: string[] }
const ref = (f: string): Ref[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: Ref[] }).items;
const STATES = ref('states.json'), ENTITIES = ref('entity-types.json'), INDUSTRIES = ref('industries.json');
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const squash = (s: string) => s.replace(/\s+/g, '');
/** More seeds for a deeper run: I71_SEEDS=25. */
const SEEDS = Array.from({ length: Number(process.env.I71_SEEDS ?? 3) }, (_, i) => i + 1);
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

function parseDate(t: string): string | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return t;
  const pad = (n: string | number) => String(n).padStart(2, '0');
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) { const y = m[3]!.length === 2 ? (Number(m[3]) > 30 ? 1900 : 2000) + Number(m[3]) : Number(m[3]); return `${y}-${pad(m[1]!)}-${pad(m[2]!)}`; }
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(t);
  if (m) return `${m[3]}-${pad(MONTHS.indexOf(m[1]!.toLowerCase()) + 1)}-${pad(m[2]!)}`;
  return null;
}
function industryOf(text: string): string | null {
  let best: [number, string] | null = null;
  for (const it of INDUSTRIES) for (const a of [it.label!, ...(it.aliases ?? [])]) {
    const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
    if (re.test(text.toLowerCase()) && (!best || a.length > best[0])) best = [a.length, it.id!];
  }
  return best?.[1] ?? null;
}
const entitiesOf = (text: string) => ENTITIES.filter((e) => e.countries!.includes('US') && [e.id!, e.label!, ...(e.aliases ?? [])].some((a) => norm(a) === norm(text))).map((e) => e.id);
const taxType = (t: string) => (/^\d{2}-\d{7}$/.test(t) ? 'EIN' : /^9\d{2}-\d{2}-\d{4}$/.test(t) ? 'ITIN' : /^\d{3}-\d{2}-\d{4}$/.test(t) ? 'SSN' : null);
const num = (t: string) => Number(t.replace(/[$,%\s]/g, ''));
function personName(t: string): [string, string] {
  const s = t.replace(/, (DC|DDS)$/, '');
  if (s.includes(',')) { const [last, rest] = s.split(', '); return [rest!.split(' ')[0]!, last!]; }
  const w = s.split(' ').filter((x) => !/^[A-Z]\.$/.test(x));
  return [w[0]!, w.slice(1).join(' ')];
}

/** The value applications.md's rule reads from a printed text, for one truth path. */
function readAs(path: string, text: string, app: TruthApplication): unknown {
  const field = path.replace(/^applicants\[\d+\]\./, '');
  switch (path.startsWith('applicants') ? `a.${field}` : field) {
    case 'legal_name': case 'a.role': return text;
    case 'trade_name': return ['SAME', 'N/A', ''].includes(text) || text === app.legal_name ? null : text;
    case 'type_of_entity': { const e = entitiesOf(text); return e.length === 1 ? e[0] : e; }
    case 'industry': return industryOf(text);
    case 'business_tax_id': return text.replace(/\D/g, '');
    case 'business_tax_id_type': return taxType(text);
    case 'business_tax_id_country': case 'a.tax_id_country': return taxType(text) || /\d{4}$/.test(text) ? 'US' : null;
    case 'state_region': {
      const st = STATES.find((s) => s.code === text || s.name === text);
      return st ? st.code : /\b([A-Z]{2})( \d{5})?$/.exec(text)?.[1];
    }
    case 'requested_amount': case 'requested_payment': case 'number_of_payments': case 'a.ownership': case 'a.credit_score': return num(text);
    case 'payment_frequency': return { daily: 'daily', weekly: 'weekly', biweekly: 'biweekly', monthly: 'monthly' }[norm(text)];
    case 'business_start_date': case 'a.date_of_birth': return parseDate(text);
    case 'a.first_name': return personName(text)[0];
    case 'a.last_name': return personName(text)[1];
    case 'a.tax_id': return /[X*•x]/.test(text) ? null : text.replace(/\D/g, '');
    case 'a.tax_id_type': return /^[X*•x]/.test(text) ? 'SSN' : taxType(text);
    default: throw new Error(`no rule for ${path}`);
  }
}
const truthAt = (app: TruthApplication, path: string): unknown => {
  const m = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
  return m ? (app.applicants[Number(m[1])] as unknown as Record<string, unknown>)[m[2]!] : (app as unknown as Record<string, unknown>)[path];
};
function truthStrings(app: TruthApplication): string[] {
  const out: unknown[] = [...Object.entries(app).filter(([k]) => k !== 'applicants' && k !== 'country').map(([, v]) => v)];
  for (const a of app.applicants) out.push(...Object.values(a).filter((v, i) => i !== 7));
  return out.filter((v) => v !== null && v !== '').map((v) => norm(String(v))).filter((v) => v.length > 1);
}

describe('independent71', () => {
  for (const layout of INDEPENDENT71_LAYOUT_NAMES) {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      it(`${layout} ${style}: printed values read as the truth`, async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent71Detailed(layout, seed, { style, scan: false });
          const read = await pdfRead(g.pdf);
          const page = squash(read.text);
          const app = g.truth;
          const covered = new Set<string>();
          for (const p of g.printed) {
            if (style === 'fillable' && !p.checkbox) expect(read.fields.get(p.acro!), p.text).toBe(p.text);
            else if (style === 'fillable') expect(read.fields.get(p.acro!)).toBe('Yes');
            else for (const piece of p.pieces) expect(page, piece).toContain(squash(piece));
            for (const [path, v] of Object.entries(p.paths)) {
              covered.add(path);
              expect(truthAt(app, path), path).toEqual(v);
              expect(readAs(path, p.text, app), `${path} <- "${p.text}"`).toEqual(v);
            }
          }
          if (style === 'fillable') {
            expect(page).not.toContain(squash(app.legal_name!));
            if (app.business_tax_id) expect(read.text).not.toMatch(new RegExp(`${app.business_tax_id.slice(0, 2)}-?${app.business_tax_id.slice(2, 5)}`));
          }
          for (const [k, v] of Object.entries(app)) if (k !== 'applicants' && k !== 'country' && v !== null) expect(covered.has(k), k).toBe(true);
          app.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) expect(covered.has(`applicants[${i}].${k}`)).toBe(true); });
          expect(app.country).toBe('United States');
          expect(['CA', 'OR', 'WA', 'NV', 'AZ', 'UT', 'CO']).toContain(app.state_region);
          expect(STATES.some((s) => s.code === app.state_region)).toBe(true);
          if (app.type_of_entity) expect(ENTITIES.some((e) => e.id === app.type_of_entity)).toBe(true);
          if (app.industry) expect(INDUSTRIES.some((e) => e.id === app.industry)).toBe(true);
          expect(app.applicants.length).toBe(g.deal.owners.length);
          const truths = new Set(truthStrings(app));
          const money = [app.requested_amount, app.requested_payment].filter((x) => x !== null);
          for (const d of g.decoys) {
            if (/^\$[\d,.]+$/.test(d.text)) expect(money, `decoy ${d.key} "${d.text}"`).not.toContain(num(d.text));
            else expect(truths.has(norm(d.text)), `decoy ${d.key} "${d.text}"`).toBe(false);
            if (style === 'fillable' && d.acro) expect(read.fields.get(d.acro)).toBe(d.text);
          }
        }
      });
    }
  }

  it('varies owners, masks, blanks and entity types across seeds', async () => {
    const owners = new Set<number>(), nulls = new Set<string>(), entities = new Set<string>();
    for (const layout of INDEPENDENT71_LAYOUT_NAMES) for (let seed = 1; seed <= 12; seed++) {
      const { truth } = await generateIndependent71(layout, seed, { style: 'typed', scan: false });
      owners.add(truth.applicants.length);
      entities.add(String(truth.type_of_entity));
      for (const [k, v] of Object.entries(truth)) if (v === null) nulls.add(k);
      for (const a of truth.applicants) for (const [k, v] of Object.entries(a)) if (v === null) nulls.add(`a.${k}`);
    }
    expect([...owners].sort()).toEqual([1, 2, 3]);
    for (const k of ['trade_name', 'business_start_date', 'requested_payment', 'payment_frequency', 'a.tax_id', 'a.credit_score']) expect(nulls).toContain(k);
    expect(entities.size).toBeGreaterThan(6);
  });

  it('scans to image-only pages with the same truth', async () => {
    for (const [layout, style] of [['golden_gate_paper_iso', 'fillable'], ['cascadia_deal_summary', 'handwritten']] as const) {
      const plain = await generateIndependent71(layout, 5, { style, scan: false });
      const scanned = await generateIndependent71(layout, 5, { style, scan: true });
      expect(scanned.truth).toEqual(plain.truth);
      const read = await pdfRead(scanned.pdf);
      expect(read.text.trim()).toBe('');
      expect(read.fields.size).toBe(0);
    }
  }, 40_000);
});
