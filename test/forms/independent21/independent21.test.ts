// Set 21's own checks: deterministic and varied per seed, every non-null truth value printed (page text or AcroForm
// field), decoys never a truth value, reference ids valid, scans without a text layer.
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, expect as vexpect, it } from 'vitest';
import { pdfRead, type PdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent21, generateIndependent21Full, INDEPENDENT21_LAYOUT_NAMES } from './index.ts';

interface Ref { id: string; label: string; aliases?: string[]; code?: string; name?: string }
const load = (f: string): Ref[] => (JSON.parse(readFileSync(`/work/shared/reference/${f}`, 'utf8')) as { items: Ref[] }).items;
const ENTITIES = load('entity-types.json');
const INDUSTRIES = load('industries.json');
const STATES = load('states.json');

const norm = (s: string): string => ` ${s.toLowerCase().replace(/[^a-z0-9&]+/g, ' ').trim()} `;
/** The industries id whose label or alias is the longest one contained (word-bounded) in the text. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  const t = norm(text);
  for (const it of INDUSTRIES) for (const a of [it.label, ...(it.aliases ?? [])]) {
    const n = norm(a);
    if (n.trim() && t.includes(n) && (!best || n.length > best[1])) best = [it.id, n.length];
  }
  return best?.[0] ?? null;
}
const digits = (s: string): string => s.replace(/\D/g, '');
const moneyOf = (s: string): number | null => { const m = /^\$?\s*([\d,]+(?:\.\d{2})?)%?$/.exec(s.trim()); return m ? Number(m[1]!.replace(/,/g, '')) : null; };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
function dateForms(iso: string): string[] {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const mm = String(m).padStart(2, '0'), dd = String(d).padStart(2, '0');
  return [`${mm}/${dd}/${y}`, `${m}/${d}/${String(y).slice(2)}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${mm}-${dd}-${y}`];
}

/** The page text as runs: pdf.js items in drawing order joined while the next one follows on (nearly) the same
 *  baseline (a handwritten value is slightly rotated) within a space's width. */
async function runs(pdf: Uint8Array): Promise<string[]> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const items = ((await (await doc.getPage(i)).getTextContent()).items as { str: string; transform: number[]; width: number }[])
      .filter((t) => t.str.trim()).map((t) => ({ s: t.str, x: t.transform[4]!, y: t.transform[5]!, w: t.width, size: Math.hypot(t.transform[0]!, t.transform[1]!),
        slope: t.transform[1]! / t.transform[0]! }));
    let cur: { s: string; x: number; y: number; slope: number; end: number } | null = null;
    for (const t of items) {
      const gap = cur ? t.x - cur.end : 0;
      const drift = cur ? t.y - (cur.y + (t.x - cur.x) * cur.slope) : 0;
      if (cur && Math.abs(drift) < 0.35 * t.size && gap > -1 && gap < 0.65 * t.size) {
        cur.s += `${gap > 0.8 ? ' ' : ''}${t.s}`;
        Object.assign(cur, { x: t.x, y: t.y, slope: t.slope, end: t.x + t.w });
        continue;
      }
      if (cur) out.push(cur.s);
      cur = { s: t.s, x: t.x, y: t.y, slope: t.slope, end: t.x + t.w };
    }
    if (cur) out.push(cur.s);
  }
  await task.destroy();
  return out;
}

/** Every printed piece: text runs and field values, each whole and split at double spaces, slashes and commas. */
function pieces(r: PdfRead, text: string[]): string[] {
  const whole = [...text, ...r.fields.values()].map((s) => s.trim()).filter(Boolean);
  return [...new Set([...whole, ...whole.flatMap((s) => s.split(/\s{2,}|\s\/\s|;\s|,\s/).map((x) => x.trim()))])];
}

function checkPrinted(t: TruthApplication, r: PdfRead, text: string[], ctx: string): void {
  const p = pieces(r, text);
  const expect = (v: unknown, what = ''): ReturnType<typeof vexpect<unknown>> => vexpect(v, `${ctx} ${what}`);
  const all = ` ${p.join(' | ')} `;
  const has = (s: string): boolean => all.toLowerCase().includes(s.toLowerCase());
  const some = (f: (s: string) => boolean, what: string): void => { expect(p.some(f), what).toBe(true); };
  expect(has(t.legal_name!), `legal name ${t.legal_name} in ${all.slice(0, 600)}`).toBe(true);
  if (t.trade_name) expect(has(t.trade_name), 'trade name').toBe(true);
  const ent = ENTITIES.find((e) => e.id === t.type_of_entity)!;
  expect(ent, 'entity id').toBeTruthy();
  // A checkbox's label may run on from its letter mark (X, or the check glyph '4') or from 'Other:'.
  some((s) => [ent.label, ...(ent.aliases ?? [])].some((a) => norm(s).replace(/^ (x|4|other) /, ' ') === norm(a)), `entity ${t.type_of_entity}`);
  some((s) => industryOf(s) === t.industry, `industry ${t.industry}`);
  some((s) => digits(s) === t.business_tax_id && /^[\d-]+$/.test(s), 'business tax id');
  const st = STATES.find((s) => s.code === t.state_region)!;
  expect(st, 'state').toBeTruthy();
  expect(new RegExp(`\\b(${st.code}|${st.name})\\b`).test(all), 'state printed').toBe(true);
  some((s) => moneyOf(s) === t.requested_amount && s.includes('$'), 'amount');
  if (t.requested_payment !== null) some((s) => moneyOf(s) === t.requested_payment && s.includes('$'), 'payment');
  if (t.number_of_payments !== null) some((s) => s === String(t.number_of_payments), 'number of payments');
  if (t.payment_frequency) {
    const boxes = [...r.fields.entries()].filter(([k]) => /^freq_/.test(k));
    if (boxes.length) for (const [k, v] of boxes) expect(v === 'Yes', k).toBe(k === `freq_${t.payment_frequency}`);
    else expect(has(t.payment_frequency === 'biweekly' ? 'Bi-Weekly' : t.payment_frequency)).toBe(true);
  }
  if (t.business_start_date) expect(dateForms(t.business_start_date).some(has), 'start date').toBe(true);
  for (const a of t.applicants) {
    expect(has(a.first_name!) && has(a.last_name!), `${a.first_name} ${a.last_name}`).toBe(true);
    if (a.role) expect(has(a.role), a.role).toBe(true);
    if (a.ownership !== null) some((s) => moneyOf(s) === a.ownership, `ownership ${a.ownership}`);
    if (a.credit_score !== null) some((s) => s === String(a.credit_score), 'credit');
    if (a.tax_id) some((s) => digits(s) === a.tax_id && /^[\d-]+$/.test(s), 'ssn');
    if (a.date_of_birth) expect(dateForms(a.date_of_birth).some(has), 'dob').toBe(true);
  }
  const pct = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
  expect(pct <= 100 && (pct === 0 || pct >= 50)).toBe(true);
}

function truthStrings(t: TruthApplication): string[] {
  const out = [t.legal_name, t.trade_name, t.business_tax_id, String(t.requested_amount), t.state_region];
  for (const a of t.applicants) out.push(`${a.first_name} ${a.last_name}`, a.last_name, a.tax_id);
  return out.filter((x): x is string => !!x).map((x) => x.toLowerCase());
}

describe('independent set 21 (office-template applications)', () => {
  it('has seven layouts', () => { expect(new Set(INDEPENDENT21_LAYOUT_NAMES).size).toBe(7); });

  for (const layout of INDEPENDENT21_LAYOUT_NAMES) {
    it(`${layout}: deterministic, varied, printed, decoys apart`, async () => {
      const a = await generateIndependent21(layout, 11, { style: 'typed', scan: false });
      const b = await generateIndependent21(layout, 11, { style: 'typed', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
      const truths = new Set<string>();
      for (const seed of [1, 2, 3, 4, 5]) {
        for (const style of ['typed', 'handwritten', 'fillable'] as const) {
          const g = await generateIndependent21Full(layout, seed, { style, scan: false });
          const r = await pdfRead(g.pdf);
          checkPrinted(g.truth, r, await runs(g.pdf), `${layout} ${style} seed ${seed}`);
          if (style === 'fillable') expect(r.text.includes(g.truth.legal_name!), 'fillable value outside the page text').toBe(false);
          else expect(r.fields.size).toBe(0);
          const ts = truthStrings(g.truth);
          for (const d of g.decoys) {
            expect(ts.includes(d.toLowerCase()), `decoy ${d}`).toBe(false);
            if (digits(d).length >= 9) expect(ts.includes(digits(d)), `decoy digits ${d}`).toBe(false);
          }
          expect(g.decoys.length).toBeGreaterThan(0);
          truths.add(JSON.stringify(g.truth));
        }
      }
      expect(truths.size).toBeGreaterThanOrEqual(4);
    }, 30000);
  }

  it('scans: no text layer, same truth', async () => {
    for (const [i, layout] of INDEPENDENT21_LAYOUT_NAMES.entries()) {
      const style = (['typed', 'handwritten', 'fillable'] as const)[i % 3]!;
      const plain = await generateIndependent21(layout, 7 + i, { style, scan: false });
      const scan = await generateIndependent21(layout, 7 + i, { style, scan: true });
      expect(scan.truth).toEqual(plain.truth);
      const r = await pdfRead(scan.pdf);
      expect(r.text.trim()).toBe('');
      expect(r.fields.size).toBe(0);
    }
  }, 60000);
});
