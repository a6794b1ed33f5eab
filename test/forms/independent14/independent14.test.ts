// The independent14 forms: deterministic, varied, every truth value printed where its style puts it, decoys never a
// truth value, scans without a text layer, reference ids valid.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { build, type Built } from './build.ts';
import { ENTITY_IDS, ENTITY_TEXT, INDUSTRY_IDS, INDUSTRY_TEXT, PROVINCES, US_STATES } from './ids.ts';
import { INDEPENDENT14_LAYOUT_NAMES, generateIndependent14 } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const num = (s: string) => Number(s.replace(/[^0-9.]/g, ''));
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** A printed date as ISO, for the forms these layouts print (mm/dd/yyyy, mm/dd/yy, Month d, yyyy, yyyy-mm-dd). */
function iso(s: string): string | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) return s;
  m = /^(\d{2})\/(\d{2})\/(\d{2}|\d{4})$/.exec(s);
  if (m) { const y = m[3]!.length === 2 ? (Number(m[3]) > 30 ? '19' : '20') + m[3] : m[3]; return `${y}-${m[1]}-${m[2]}`; }
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(s);
  if (m) return `${m[3]}-${String(MONTHS.indexOf(m[1]!.toLowerCase()) + 1).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  return null;
}

/** Every truth path that is not null (country is derived from the state, never printed as such). */
function paths(t: TruthApplication): string[] {
  const out = Object.entries(t).filter(([k, v]) => k !== 'applicants' && k !== 'country' && v !== null).map(([k]) => k);
  t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) out.push(`applicants.${i}.${k}`); });
  return out;
}

function get(t: TruthApplication, path: string): unknown {
  const a = /^applicants\.(\d+)\.(\w+)$/.exec(path);
  return a ? (t.applicants[Number(a[1])] as unknown as Record<string, unknown>)[a[2]!] : (t as unknown as Record<string, unknown>)[path];
}

/** A printed value's text gives the truth value it is recorded for. */
function agrees(b: Built, path: string, text: string, v: unknown): boolean {
  const key = path.replace(/^applicants\.\d+\./, '');
  const country = b.merchant.ca ? 'CA' : 'US';
  switch (key) {
    case 'requested_amount': case 'requested_payment': case 'number_of_payments': case 'ownership': case 'credit_score': return num(text) === v;
    case 'business_tax_id': case 'tax_id': return text.replace(/[^0-9A-Z]/g, '') === v;
    case 'business_start_date': case 'date_of_birth': return iso(text) === v;
    case 'type_of_entity': return ENTITY_TEXT[country]![text.toLowerCase()] === v;
    case 'industry': return INDUSTRY_TEXT[text.toLowerCase()] === v;
    case 'payment_frequency': return norm(text) === norm(String(v));
    case 'first_name': case 'last_name': return text.includes(String(v));
    case 'state_region': return text === v;
    case 'country': return true;
    default: return typeof v !== 'string' || text === v || ['business_tax_id_type', 'business_tax_id_country', 'tax_id_type', 'tax_id_country'].includes(key);
  }
}

describe('independent14 forms', () => {
  it('has seven layouts', () => expect(INDEPENDENT14_LAYOUT_NAMES).toHaveLength(7));

  for (const layout of INDEPENDENT14_LAYOUT_NAMES) {
    it(`${layout}: deterministic, the same truth in every style, varied between seeds`, async () => {
      const a = await generateIndependent14(layout, 5, { style: 'handwritten', scan: false });
      const b = await generateIndependent14(layout, 5, { style: 'handwritten', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
      for (const style of STYLES) expect((await generateIndependent14(layout, 5, { style, scan: false })).truth).toEqual(a.truth);
      const truths = await Promise.all(SEEDS.map(async (s) => (await generateIndependent14(layout, s, { style: 'typed', scan: false })).truth));
      expect(new Set(truths.map((t) => t.legal_name)).size).toBeGreaterThan(5);
      expect(new Set(truths.map((t) => t.applicants.length)).size).toBeGreaterThan(1);
      expect(truths.some((t) => t.trade_name === null) && truths.some((t) => t.trade_name !== null)).toBe(true);
    });

    it(`${layout}: every truth value printed where its style puts it, decoys never a truth value`, async () => {
      for (const seed of SEEDS) for (const style of STYLES) {
        const b = await build(layout, seed, style, false);
        const r = await pdfRead(b.pdf);
        const text = squash(r.text);
        const where = `${layout} seed ${seed} ${style}`;
        for (const mk of b.marks) {
          if (style === 'fillable') {
            expect(r.fields.get(mk.field!), `${where}: ${mk.text}`).toBe(mk.checkbox ? 'Yes' : mk.text);
            const distinct = mk.paths.some((p) => /legal_name|trade_name|business_tax_id$|requested|\.tax_id$|date_of_birth|business_start_date/.test(p));
            if (distinct && !mk.checkbox) expect(text.includes(mk.text), `${where}: ${mk.text} in page text`).toBe(false);
          } else expect(text.includes(squash(mk.text)), `${where}: ${mk.text}`).toBe(true);
          for (const p of mk.paths) expect(agrees(b, p, mk.text, get(b.truth, p)), `${where}: ${p} from '${mk.text}'`).toBe(true);
        }
        for (const p of paths(b.truth)) expect(b.marks.some((mk) => mk.paths.includes(p)), `${where}: ${p} printed`).toBe(true);
        const values = new Set<string>();
        for (const p of paths(b.truth)) { const v = get(b.truth, p); if (typeof v === 'string' && v.length > 3) values.add(norm(v)); }
        for (const mk of b.marks) if (mk.text.length > 3 && !mk.checkbox) values.add(norm(mk.text));
        for (const d of b.decoys) expect(values.has(norm(d.text)), `${where}: decoy ${d.text}`).toBe(false);
        expect(b.decoys.length).toBeGreaterThan(4);
      }
    });

    it(`${layout}: reference ids and codes valid`, async () => {
      for (const seed of SEEDS) {
        const t = (await generateIndependent14(layout, seed, { style: 'typed', scan: false })).truth;
        expect(ENTITY_IDS as readonly string[]).toContain(t.type_of_entity);
        expect(INDUSTRY_IDS as readonly string[]).toContain(t.industry);
        const ca = t.country === 'Canada';
        expect((ca ? PROVINCES : US_STATES) as readonly string[]).toContain(t.state_region);
        expect(t.business_tax_id_type).toMatch(ca ? /^BN$/ : /^(EIN|SSN|ITIN)$/);
        if (ca) expect(t.business_tax_id).toMatch(/^\d{9}R[CTP]\d{4}$/);
        if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
        for (const a of t.applicants) {
          if (a.tax_id) expect(a.tax_id_type).toBe(ca ? 'SIN' : a.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
          if (a.date_of_birth) expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(a.first_name).toMatch(/^[A-Za-z]+$/);
          expect(a.last_name).not.toMatch(/,|\b(DDS|DC|DVM)$/);
        }
      }
    });

    it(`${layout}: a scan has no text layer and no fields`, async () => {
      const style = STYLES[INDEPENDENT14_LAYOUT_NAMES.indexOf(layout) % 3]!;
      const s = await generateIndependent14(layout, 2, { style, scan: true });
      const r = await pdfRead(s.pdf);
      expect(r.text.trim()).toBe('');
      expect(r.fields.size).toBe(0);
      expect(s.truth).toEqual((await generateIndependent14(layout, 2, { style: 'typed', scan: false })).truth);
    }, 60_000);
  }

  it('covers the brief: a Canadian layout, a two-page layout, checkbox rows, an owners\' table of several owners', async () => {
    const ca = await build('maple_north_ca', 3, 'typed', false);
    expect(ca.truth.country).toBe('Canada');
    expect((await pdfRead((await build('harborline_two_page', 3, 'typed', false)).pdf)).pages).toHaveLength(2);
    const checked = (await build('summit_checkbox_grid', 3, 'fillable', false)).marks.filter((m) => m.checkbox);
    expect(checked.length).toBeGreaterThanOrEqual(1);
    let most = 0;
    for (const s of SEEDS.concat([9, 10, 11, 12, 13, 14, 15, 16])) most = Math.max(most, (await build('bluewater_owners_table', s, 'typed', false)).truth.applicants.length);
    expect(most).toBeGreaterThanOrEqual(3);
  });
});
