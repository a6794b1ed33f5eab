// Checks of generator 147: every placed value is where the truth says (page text, or the AcroForm field's value),
// the truth comes only from placed values, decoys are never truth, re-read values give the truth, bytes are
// reproducible, and a scan works.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent147, INDEPENDENT147_LAYOUT_NAMES, type Placed } from './index.ts';
import type { TruthApplication } from '../generator/truth.ts';

const squash = (s: string) => s.replace(/\s+/g, '');
const REF = '/work/shared/reference';

async function readPdf(pdf: Uint8Array): Promise<{ pages: string[]; fields: Map<string, unknown> }> {
  const task = getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  const pages: string[] = [];
  const fields = new Map<string, unknown>();
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    pages.push(tc.items.map((it) => ('str' in it ? it.str : '')).join(' '));
    for (const a of await page.getAnnotations()) if (a.fieldName) fields.set(a.fieldName, a.fieldValue);
  }
  await task.destroy();
  return { pages, fields };
}

/** Every non-null truth value as path -> value. */
function flat(t: TruthApplication): Map<string, string | number> {
  const out = new Map<string, string | number>();
  for (const [k, val] of Object.entries(t)) if (k !== 'applicants' && val !== null) out.set(k, val as string | number);
  t.applicants.forEach((a, i) => { for (const [k, val] of Object.entries(a)) if (val !== null) out.set(`applicants[${i}].${k}`, val as string | number); });
  return out;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
function parseDate(s: string): string | null {
  const pad = (n: number) => String(n).padStart(2, '0');
  let x = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (x) return s;
  x = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(s);
  if (x) { let y = Number(x[3]); if (y < 100) y += y > 26 ? 1900 : 2000; return `${y}-${pad(Number(x[1]))}-${pad(Number(x[2]))}`; }
  x = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(s);
  if (x) return `${x[3]}-${pad(MONTHS.indexOf(x[1]!.slice(0, 3).toLowerCase()) + 1)}-${pad(Number(x[2]))}`;
  return null;
}

/** Re-reads a placed value's text by applications.md's rules; returns the fields it checks. */
function reread(p: Placed): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, val] of Object.entries(p.fields)) {
    if (val === null) continue;
    const f = path.replace(/^applicants\[\d+\]\./, '');
    const t = p.text;
    if (f === 'requested_amount' || f === 'requested_payment') out[path] = Number(t.replace(/CAD|\$|,|\s/g, ''));
    else if (f === 'ownership') out[path] = Number(t.replace('%', ''));
    else if (f === 'credit_score' || f === 'number_of_payments') out[path] = Number(t);
    else if (f === 'business_tax_id' || f === 'tax_id') out[path] = t.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    else if (f === 'business_start_date' || f === 'date_of_birth') out[path] = parseDate(t);
    else if (f === 'business_tax_id_type' || f === 'tax_id_type') {
      const d = t.replace(/\D/g, '');
      out[path] = /^\d{2}-\d{7}$/.test(t) ? 'EIN' : /^\d{3}-\d{2}-\d{4}$/.test(t) ? (d.startsWith('9') ? 'ITIN' : 'SSN') : /RC\d{4}$/.test(t) ? 'BN' : val;
    }
  }
  return out;
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
function entityId(text: string, country: string): string[] {
  const items = (JSON.parse(readFileSync(`${REF}/entity-types.json`, 'utf8')) as { items: { id: string; label: string; aliases: string[]; countries: string[] }[] }).items;
  return items.filter((e) => e.countries.includes(country) && [e.id, e.label, ...e.aliases].some((a) => norm(a) === norm(text))).map((e) => e.id);
}
function industryId(text: string): string | null {
  const items = (JSON.parse(readFileSync(`${REF}/industries.json`, 'utf8')) as { items: { id: string; label: string; aliases: string[] }[] }).items;
  let best: { id: string; len: number } | null = null;
  const low = text.toLowerCase();
  for (const it of items) {
    for (const a of [it.label, ...it.aliases]) {
      const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
      if (re.test(low) && (!best || a.length > best.len)) best = { id: it.id, len: a.length };
    }
  }
  return best?.id ?? null;
}

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5];

describe('independent147 generator', () => {
  for (const layout of INDEPENDENT147_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: placed values, truth and decoys agree`, async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent147(layout, seed, { style, scan: false });
          const { pages, fields } = await readPdf(g.pdf);
          expect(pages.length).toBe(g.pages);
          expect(g.pages).toBeGreaterThanOrEqual(1);
          expect(g.pages).toBeLessThanOrEqual(3);
          const ctx = `${layout} ${style} seed ${seed}`;
          for (const p of g.placed) {
            if (style === 'fillable') {
              expect(p.acro, `${ctx} ${p.key}`).toBeTruthy();
              expect(fields.get(p.acro!), `${ctx} ${p.key}`).toBe(p.check ? 'Yes' : p.text);
            } else {
              expect(squash(pages[p.page - 1]!), `${ctx} ${p.key}: ${p.text}`).toContain(squash(p.text));
            }
            if (p.decoy) expect(Object.keys(p.fields)).toHaveLength(0);
            for (const [k, got] of Object.entries(reread(p))) expect(got, `${ctx} ${p.key} ${k}: ${p.text}`).toBe(p.fields[k]);
          }
          if (style === 'fillable') for (const t of pages) expect(squash(t)).not.toContain(squash(g.truth.legal_name!));
          // Every non-null truth value comes from a placed value.
          const truth = flat(g.truth);
          for (const [path, val] of truth) expect(g.placed.some((p) => p.fields[path] === val), `${ctx} ${path}`).toBe(true);
          const truthStrings = new Set([...truth.values()].map((x) => String(x).toLowerCase()));
          for (const d of g.decoys) expect(truthStrings.has(d.toLowerCase()), `${ctx} decoy ${d}`).toBe(false);
          expect(g.truth.applicants.length).toBeGreaterThanOrEqual(1);
          expect(g.truth.applicants.length).toBeLessThanOrEqual(4);
          for (const a of g.truth.applicants) { expect(a.first_name).toBeTruthy(); expect(a.last_name).toBeTruthy(); }
          if (g.truth.type_of_entity === 'sole_proprietorship') expect(g.truth.applicants).toHaveLength(1);
          expect(g.truth.legal_name).toBeTruthy();
          expect(g.truth.state_region).toBeTruthy();
          expect(g.truth.country).toBe(g.country === 'US' ? 'United States' : 'Canada');
          expect(g.decoys.length).toBeGreaterThan(3);
        }
      });
    }
  }

  it.skipIf(!existsSync(REF))('entity and industry ids follow the reference lists', async () => {
    for (const layout of INDEPENDENT147_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 25; seed++) {
        const g = await generateIndependent147(layout, seed, { style: 'typed', scan: false });
        for (const p of g.placed) {
          if (typeof p.fields.industry === 'string') expect(industryId(p.text), p.text).toBe(p.fields.industry);
          if (typeof p.fields.type_of_entity === 'string') expect(entityId(p.text, g.country), `${p.text} ${g.country}`).toEqual([p.fields.type_of_entity]);
        }
      }
    }
  });

  it('varies by seed: countries, owner counts, entities, blanks', async () => {
    const seen = { CA: 0, US: 0, owners: new Set<number>(), entities: new Set<string>(), nullFreq: 0, pages: new Set<number>() };
    for (const layout of INDEPENDENT147_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 12; seed++) {
        const g = await generateIndependent147(layout, seed, { style: 'typed', scan: false });
        seen[g.country]++;
        seen.owners.add(g.truth.applicants.length);
        seen.entities.add(g.truth.type_of_entity ?? '');
        seen.pages.add(g.pages);
        if (g.truth.payment_frequency === null) seen.nullFreq++;
      }
    }
    expect(seen.CA).toBeGreaterThan(2);
    expect(seen.US).toBeGreaterThan(20);
    expect([...seen.owners].sort()).toEqual([1, 2, 3, 4]);
    expect(seen.entities.size).toBeGreaterThan(4);
    expect(seen.nullFreq).toBeGreaterThan(0);
    expect(seen.pages.size).toBeGreaterThan(1);
  });

  it('same seed gives the same bytes, another seed differs', async () => {
    for (const [i, layout] of INDEPENDENT147_LAYOUT_NAMES.entries()) {
      const style = STYLES[i % 3]!;
      const a = await generateIndependent147(layout, 7, { style, scan: false });
      const b = await generateIndependent147(layout, 7, { style, scan: false });
      const c = await generateIndependent147(layout, 8, { style, scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(Buffer.from(a.pdf).equals(Buffer.from(c.pdf))).toBe(false);
    }
  });

  it('scans: an image-only PDF with the same pages and truth', async () => {
    const plain = await generateIndependent147('bluefin-esign-completed', 3, { style: 'handwritten', scan: false });
    const g = await generateIndependent147('bluefin-esign-completed', 3, { style: 'handwritten', scan: true });
    const { pages } = await readPdf(g.pdf);
    expect(pages.length).toBe(plain.pages);
    expect(pages.join('').trim()).toBe('');
    expect(g.truth).toEqual(plain.truth);
    await expect(generateIndependent147('bluefin-esign-completed', 3, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120_000);
});
