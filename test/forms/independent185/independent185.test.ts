// Checks set 185's generator against its own claims: each value is printed where `placed` says (read back with
// pdf.js), the truth follows applications.md's rules when re-derived from the printed text and the shared reference
// data, decoys never reach the truth, and the output is reproducible, varied and scannable.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { REFERENCE_DIR } from '../reference-dir.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent185, INDEPENDENT185_LAYOUT_NAMES, type Placed } from './index.ts';
import { luhnDigit } from './merchant.ts';

const require = createRequire(import.meta.url);
const FONTS = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts/');
const SEEDS = [1, 2, 3, 4, 5, 6];
const STYLES = ['typed', 'handwritten', 'fillable'] as const;

interface Item { str: string; x: number; y: number }
interface Annot { name: string; value: unknown; rect: number[]; checkBox: boolean }
async function readPdf(pdf: Uint8Array): Promise<{ items: Item[][]; annots: Annot[][] }> {
  const task = getDocument({ data: pdf.slice(), standardFontDataUrl: FONTS, verbosity: 0 });
  const doc = await task.promise;
  const items: Item[][] = [], annots: Annot[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    items.push(tc.items.filter((i: any) => 'str' in i && i.str.trim()).map((i: any) => ({ str: i.str, x: i.transform[4], y: i.transform[5] })));
    annots.push((await page.getAnnotations()).map((a: any) => ({ name: a.fieldName, value: a.fieldValue, rect: a.rect, checkBox: !!a.checkBox })));
  }
  await task.destroy();
  return { items, annots };
}

const squash = (s: string) => s.replace(/\s+/g, '');
const textIn = (items: Item[], b: number[], pad = 1.5) => items
  .filter((i) => i.x >= b[0]! - pad && i.x <= b[2]! + pad && i.y >= b[1]! - pad && i.y <= b[3]! + pad).map((i) => i.str).join('');

// ---- applications.md's rules, re-derived here from the reference files -------------------------------------------
const ref = (f: string) => JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')).items as any[];
const INDUSTRIES = ref('industries.json');
const ENTITIES = ref('entity-types.json');
const PROVINCES = ref('provinces.json');
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function industryOf(text: string): string | null {
  let best: [number, string] | null = null;
  for (const it of INDUSTRIES) for (const c of [it.label, ...it.aliases] as string[]) {
    if (new RegExp(`(^|\\W)${esc(c)}($|\\W)`, 'i').test(text) && (!best || c.length > best[0])) best = [c.length, it.id];
  }
  return best?.[1] ?? null;
}
function entityOf(text: string, country: string): string | null {
  const n = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  const hits = ENTITIES.filter((e) => e.countries.includes(country) && [e.id, e.label, ...e.aliases].some((a: string) => n(a) === n(text)));
  return hits.length === 1 ? hits[0].id : null;
}
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
function isoOf(text: string): string | null {
  const p = (n: number) => String(n).padStart(2, '0');
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return text;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (m) { const y = m[3]!.length === 2 ? (Number(m[3]) > 30 ? 1900 : 2000) + Number(m[3]) : Number(m[3]); return `${y}-${p(Number(m[1]))}-${p(Number(m[2]))}`; }
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(text);
  if (m) return `${m[3]}-${p(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${p(Number(m[2]))}`;
  m = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(text);
  if (m) return `${m[3]}-${p(MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1)}-${p(Number(m[1]))}`;
  return null;
}
const moneyOf = (t: string) => Number(t.replace(/CAD|\$|,|\s/g, ''));
function nameOf(text: string): { first: string; last: string } {
  const t = text.replace(/, (DC|DDS|CPA|MD|DVM|PhD)$/, '');
  if (t.includes(',')) { const [last, rest] = t.split(', '); return { first: rest!.split(' ')[0]!, last: last! }; }
  const w = t.split(' ').filter((x) => !/^[A-Z]\.$/.test(x));
  return { first: w[0]!, last: w.slice(1).join(' ') };
}
const freqOf = (t: string) => /bi-?weekly|2 weeks/i.test(t) ? 'biweekly' : /daily|business days/i.test(t) ? 'daily' : /weekly/i.test(t) ? 'weekly' : /monthly/i.test(t) ? 'monthly' : null;
const luhnOk = (d: string) => luhnDigit(d.slice(0, 8)) === d[8];

/** Every field a printed value gives, re-read from its text by the rules. */
function checkRules(placed: Placed[], truth: TruthApplication, country: string): void {
  for (const p of placed) for (const [path, v] of Object.entries(p.fields)) {
    const field = path.replace(/^application\.(applicants\[\d+\]\.)?/, '');
    const ctx = `${p.key} "${p.text}" -> ${path}`;
    if (field === 'industry') expect(industryOf(p.text), ctx).toBe(v);
    else if (field === 'type_of_entity') expect(entityOf(p.text.replace(/:$/, ''), country), ctx).toBe(v);
    else if (field === 'requested_amount' || field === 'requested_payment') expect(moneyOf(p.text), ctx).toBe(v);
    else if (field === 'number_of_payments' || field === 'credit_score') expect(Number(p.text), ctx).toBe(v);
    else if (field === 'ownership') expect(parseFloat(p.text), ctx).toBe(v);
    else if (field === 'payment_frequency') expect(freqOf(p.text), ctx).toBe(v);
    else if (field === 'business_start_date' || field === 'date_of_birth') expect(isoOf(p.text), ctx).toBe(v);
    else if (field === 'legal_name' || field === 'role') expect(p.text, ctx).toBe(v);
    else if (field === 'trade_name') expect(v === null ? ['SAME', 'N/A', truth.legal_name].includes(p.text) : p.text === v, ctx).toBe(true);
    else if (field === 'first_name' || field === 'last_name') {
      const n = p.key.endsWith('_first') ? { first: p.text, last: v as string } : p.key.endsWith('_last') ? { first: v as string, last: p.text } : nameOf(p.text);
      expect(field === 'first_name' ? n.first : n.last, ctx).toBe(v);
    } else if (field === 'state_region') {
      expect(p.text === v || PROVINCES.some((x) => x.code === v && x.name === p.text), ctx).toBe(true);
    } else if (field === 'country') expect(v, ctx).toBe(country === 'US' ? 'United States' : 'Canada');
    else if (field === 'tax_id' || field === 'business_tax_id') {
      if (/[X*]/.test(p.text)) { expect(v, ctx).toBeNull(); continue; }
      expect(p.text.replace(/[-\s]/g, ''), ctx).toBe(v);
    } else if (field === 'tax_id_type' || field === 'business_tax_id_type') {
      if (p.via !== 'text' && p.text === v) continue; // the BN / SIN box itself
      if (/[X*]/.test(p.text)) { expect(v, ctx).toBeNull(); continue; }
      const t = p.text;
      const byFormat = /^\d{2}-\d{7}$/.test(t) ? 'EIN' : /^\d{3}-\d{2}-\d{4}$/.test(t) ? (t.startsWith('9') ? 'ITIN' : 'SSN') : /^\d{9} ?R[A-Z]\d{4}$/.test(t) ? 'BN' : null;
      if (byFormat) expect(v, ctx).toBe(byFormat);
      else if (field === 'tax_id_type') expect(v, ctx).toBe('SIN'); // labelled SIN / NAS
      else expect(placed.some((q) => q.key === 'tax_id_type' && q.text === v), `${ctx}: a bare number needs its box`).toBe(true);
      if (v === 'SIN' || v === 'BN') expect(luhnOk(p.text.replace(/\D/g, '').slice(0, 9)), ctx).toBe(true);
    } else if (field === 'tax_id_country' || field === 'business_tax_id_country') {
      if (v !== null) expect(v, ctx).toBe(/SIN|BN/.test(String(p.fields[path.replace('_country', '_type')])) ? 'CA' : 'US');
    } else throw new Error(`unchecked field ${path}`);
  }
  const total = truth.applicants.reduce((a, x) => a + (x.ownership ?? 0), 0);
  expect(total).toBeLessThanOrEqual(100);
  for (const a of truth.applicants) expect(a.first_name && a.last_name && a.role).toBeTruthy();
}

function checkDecoys(decoys: Placed[], truth: TruthApplication): void {
  const names = [truth.legal_name, truth.trade_name, ...truth.applicants.map((a) => `${a.first_name} ${a.last_name}`)].filter(Boolean);
  const ids = [truth.business_tax_id, ...truth.applicants.map((a) => a.tax_id)].filter(Boolean);
  for (const d of decoys) {
    expect(Object.keys(d.fields)).toHaveLength(0);
    expect(names, d.key).not.toContain(d.text);
    if (d.text.replace(/\D/g, '').length >= 9) expect(ids, d.key).not.toContain(d.text.replace(/\D/g, ''));
    if (/^(\$|CAD )?[\d,]+(\.\d\d)?( CAD)?$/.test(d.text.trim()) && /[$,]/.test(d.text)) {
      expect([truth.requested_amount, truth.requested_payment], d.key).not.toContain(moneyOf(d.text));
    }
  }
}

describe('independent185 generator', () => {
  it('has four layouts from four brokers and rejects what it does not make', async () => {
    expect(INDEPENDENT185_LAYOUT_NAMES).toHaveLength(4);
    const brokers = await Promise.all(INDEPENDENT185_LAYOUT_NAMES.map(async (l) => (await generateIndependent185(l, 1, { style: 'typed' })).broker));
    expect(new Set(brokers).size).toBe(4);
    await expect(generateIndependent185('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent185('keystone', 1, { style: 'inked' as any })).rejects.toThrow();
    await expect(generateIndependent185('keystone', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  for (const layout of INDEPENDENT185_LAYOUT_NAMES) {
    it(`${layout}: values are where placed says, in all three styles, with one truth per seed`, async () => {
      for (const seed of SEEDS) {
        const runs = await Promise.all(STYLES.map((style) => generateIndependent185(layout, seed, { style })));
        const sig = (g: (typeof runs)[number]) => JSON.stringify([g.truth, [...g.placed, ...g.decoys].map((p) => [p.key, p.text, p.fields, p.page, p.box])]);
        expect(sig(runs[1]!)).toBe(sig(runs[0]!));
        expect(sig(runs[2]!)).toBe(sig(runs[0]!));
        checkRules(runs[0]!.placed, runs[0]!.truth, runs[0]!.country);
        checkDecoys(runs[0]!.decoys, runs[0]!.truth);
        for (const [k, g] of runs.entries()) {
          const read = await readPdf(g.pdf);
          expect(read.items).toHaveLength(g.pages);
          for (const p of [...g.placed, ...g.decoys]) {
            const ctx = `${layout}/${seed}/${STYLES[k]} ${p.key} "${p.text}"`;
            if (p.via === 'acroform') {
              const a = read.annots[p.page - 1]!.find((x) => x.name === p.acroform_field);
              expect(a, ctx).toBeDefined();
              a!.rect.forEach((v, i) => expect(Math.abs(v - p.box[i]!), ctx).toBeLessThan(0.6));
              expect(a!.value, ctx).toBe(a!.checkBox ? (p.acroform_value ?? 'Yes') : p.text);
              // Only in the field: the page's own text never carries the value.
              if (!a!.checkBox && p.text.length >= 4) expect(read.items[p.page - 1]!.map((i) => i.str.trim()), ctx).not.toContain(p.text);
            } else if (p.via === 'checkbox') {
              expect(textIn(read.items[p.page - 1]!, p.box), ctx).toBe(STYLES[k] === 'typed' ? 'X' : '');
            } else {
              expect(squash(textIn(read.items[p.page - 1]!, p.box)), ctx).toBe(squash(p.text));
            }
          }
        }
      }
    });
  }

  it('keeps to the rules over more seeds (sole proprietors with an SSN or SIN, PLLCs, four owners)', async () => {
    for (const layout of INDEPENDENT185_LAYOUT_NAMES) {
      for (let seed = 7; seed <= 24; seed++) {
        const g = await generateIndependent185(layout, seed, { style: 'typed' });
        checkRules(g.placed, g.truth, g.country);
        checkDecoys(g.decoys, g.truth);
      }
    }
  });

  it('is reproducible per seed and varies between seeds', async () => {
    for (const style of STYLES) {
      const a = await generateIndependent185('harbor', 9, { style });
      const b = await generateIndependent185('harbor', 9, { style });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    }
    const all = await Promise.all(INDEPENDENT185_LAYOUT_NAMES.flatMap((l) => SEEDS.map((s) => generateIndependent185(l, s, { style: 'typed' }))));
    const t = all.map((g) => g.truth);
    expect(new Set(t.map((x) => x.legal_name)).size).toBeGreaterThan(20);
    expect(new Set(t.map((x) => x.state_region)).size).toBeGreaterThan(8);
    expect(new Set(t.map((x) => x.type_of_entity)).size).toBeGreaterThan(3);
    expect(new Set(t.map((x) => x.applicants.length)).size).toBeGreaterThanOrEqual(3);
    for (const f of ['trade_name', 'payment_frequency', 'business_start_date', 'requested_payment'] as const) {
      expect(t.some((x) => x[f] === null), f).toBe(true);
      expect(t.some((x) => x[f] !== null), f).toBe(true);
    }
    expect(t.some((x) => x.applicants.some((a) => a.tax_id === null))).toBe(true);
    expect(t.some((x) => x.applicants.some((a) => a.credit_score !== null))).toBe(true);
    expect(all.filter((g) => g.country === 'CA')).toHaveLength(SEEDS.length);
  });

  it('scans typed and handwritten forms into image-only PDFs with the same truth', async () => {
    for (const [layout, seed, style] of [['keystone', 1, 'typed'], ['northline', 2, 'handwritten']] as const) {
      const plain = await generateIndependent185(layout, seed, { style });
      const scan = await generateIndependent185(layout, seed, { style, scan: true });
      expect(scan.truth).toEqual(plain.truth);
      const read = await readPdf(scan.pdf);
      expect(read.items).toHaveLength(plain.pages);
      expect(read.items.flat()).toHaveLength(0);
    }
  });
});
