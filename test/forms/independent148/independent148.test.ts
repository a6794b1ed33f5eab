// Generator 148 checks itself: every printed value is where the truth says (page text or AcroForm value), the truth
// holds only printed values, decoys never equal a truth value, the texts read back to their truth, and the output is
// deterministic. Also, when the shared reference is present, entity and industry texts map to their ids by its rules.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent148, INDEPENDENT148_LAYOUT_NAMES, type Generated } from './index.ts';
import { readMoney } from './fmt.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4];
const squash = (s: string): string => s.replace(/\s+/g, '');

interface PageRead { text: string; fields: Map<string, string> }
async function readPdf(pdf: Uint8Array): Promise<PageRead[]> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const out: PageRead[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const tc = await page.getTextContent();
    const text = squash(tc.items.map((i) => ('str' in i ? i.str : '')).join(''));
    const fields = new Map<string, string>();
    for (const a of await page.getAnnotations()) if (a.fieldName) fields.set(String(a.fieldName), String(a.fieldValue ?? ''));
    out.push({ text, fields });
  }
  await task.destroy();
  return out;
}

function isoFrom(text: string): string {
  const months = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
  const long = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  const p = (n: number): string => String(n).padStart(2, '0');
  if (long) return `${long[3]}-${p(months.indexOf(long[1]!.toLowerCase()) + 1)}-${p(Number(long[2]))}`;
  const [m, d, y] = text.split('/').map(Number) as [number, number, number];
  const year = y < 100 ? (y <= 30 ? 2000 + y : 1900 + y) : y;
  return `${year}-${p(m)}-${p(d)}`;
}

/** Each printed text reads back to the truth it claims. */
function checkReadBack(g: Generated): void {
  for (const p of g.placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const leaf = path.replace(/^applicants\[\d\]\./, '');
      if (v === null) continue;
      if (['requested_amount', 'requested_payment'].includes(leaf)) expect(readMoney(p.text), path).toBe(v);
      if (leaf === 'ownership') expect(Number(p.text.replace('%', '')), path).toBe(v);
      if (leaf === 'number_of_payments' || leaf === 'credit_score') expect(Number(p.text), path).toBe(v);
      if (leaf === 'business_tax_id' || leaf === 'tax_id') expect(p.text.replace(/\D/g, ''), path).toBe(v);
      if (leaf === 'business_start_date' || leaf === 'date_of_birth') expect(isoFrom(p.text), path).toBe(v);
      if (leaf === 'business_tax_id_type' || leaf === 'tax_id_type') {
        const d = p.text.replace(/\D/g, '');
        const expected = /^\d{2}-\d{7}$/.test(p.text) || /^\d{9}$/.test(p.text) ? 'EIN' : d.startsWith('9') ? 'ITIN' : 'SSN';
        expect(v, path).toBe(expected);
      }
    }
    if (Object.keys(p.fields).some((k) => /tax_id$/.test(k)) && /[X*x]/.test(p.text)) {
      for (const [k, v] of Object.entries(p.fields)) expect(v, `${k} masked`).toBeNull();
    }
  }
}

function checkTruth(g: Generated): void {
  const t = g.truth as unknown as Record<string, unknown>;
  const from = (path: string, v: unknown): boolean => g.placed.some((p) => !p.decoy && path in p.fields && p.fields[path] === v);
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) expect(from(k, v), k).toBe(true);
  g.truth.applicants.forEach((a, i) => {
    for (const [k, v] of Object.entries(a)) if (v !== null) expect(from(`applicants[${i}].${k}`, v), `applicants[${i}].${k}`).toBe(true);
  });
  expect(g.truth.legal_name).toBeTruthy();
  expect(g.truth.applicants.length).toBeGreaterThanOrEqual(1);
  expect(g.truth.applicants.length).toBeLessThanOrEqual(4);
  if (g.truth.type_of_entity === 'sole_proprietorship') expect(g.truth.applicants.length).toBe(1);
  const strings = new Set<string>();
  const add = (o: Record<string, unknown>): void => { for (const v of Object.values(o)) if (typeof v === 'string') strings.add(v.toLowerCase()); };
  add(t);
  g.truth.applicants.forEach((a) => add(a as unknown as Record<string, unknown>));
  for (const d of g.decoys) expect(strings.has(d.toLowerCase()), `decoy ${d}`).toBe(false);
  for (const p of g.placed.filter((x) => x.decoy)) expect(Object.keys(p.fields)).toHaveLength(0);
}

describe('independent148 generator', () => {
  for (const layout of INDEPENDENT148_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}: placed values are printed and the truth is exact`, async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent148(layout, seed, { style, scan: false });
          const pages = await readPdf(g.pdf);
          expect(pages).toHaveLength(g.pages);
          for (const p of g.placed) {
            const page = pages[p.page - 1]!;
            if (style === 'fillable') {
              expect(p.acro, p.key).toBeTruthy();
              expect(page.fields.get(p.acro!), `${p.key} (seed ${seed})`).toBe(p.check ? 'Yes' : p.text);
            } else {
              expect(page.text.includes(squash(p.text)), `${p.key} "${p.text}" on page ${p.page} (seed ${seed})`).toBe(true);
            }
          }
          if (style === 'fillable') for (const pg of pages) expect(pg.text.includes(squash(g.truth.legal_name!))).toBe(false);
          checkTruth(g);
          checkReadBack(g);
        }
      });
    }
  }

  it('covers sole proprietors, several owners, masked ids and blanks across seeds', async () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const g = await generateIndependent148(INDEPENDENT148_LAYOUT_NAMES[seed % 4]!, seed, { style: 'typed', scan: false });
      if (g.truth.type_of_entity === 'sole_proprietorship') seen.add('sole');
      if (g.truth.applicants.length >= 3) seen.add('many');
      if (g.truth.applicants.some((a) => a.tax_id === null)) seen.add('masked');
      if (g.truth.requested_payment === null) seen.add('no-payment');
      if (g.truth.trade_name === null) seen.add('no-dba');
      if (g.pages > 1) seen.add('multi-page');
    }
    expect([...seen].sort()).toEqual(['many', 'masked', 'multi-page', 'no-dba', 'no-payment', 'sole']);
  });

  it('is deterministic for a seed and differs across seeds', async () => {
    for (const layout of INDEPENDENT148_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent148(layout, 11, { style, scan: false });
        const b = await generateIndependent148(layout, 11, { style, scan: false });
        const c = await generateIndependent148(layout, 12, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(Buffer.from(a.pdf).equals(Buffer.from(c.pdf))).toBe(false);
      }
    }
  });

  it('maps entity and industry texts by the reference rules', async () => {
    const dir = '/work/shared/reference';
    if (!fs.existsSync(`${dir}/industries.json`)) return;
    type Item = { id: string; label: string; aliases: string[]; countries?: string[] };
    const industries = (JSON.parse(fs.readFileSync(`${dir}/industries.json`, 'utf8')) as { items: Item[] }).items;
    const entities = (JSON.parse(fs.readFileSync(`${dir}/entity-types.json`, 'utf8')) as { items: Item[] }).items;
    const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
    const industryOf = (text: string): string | null => {
      let best: string | null = null, len = 0;
      for (const it of industries) for (const a of [it.label, ...it.aliases]) {
        const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
        if (re.test(text.toLowerCase()) && a.length > len) { best = it.id; len = a.length; }
      }
      return best;
    };
    const entityOf = (text: string): string | undefined => entities.find((e) => (e.countries ?? []).includes('US')
      && [e.id, e.label, ...e.aliases].some((a) => norm(a) === norm(text)))?.id;
    for (let seed = 1; seed <= 24; seed++) {
      for (const layout of INDEPENDENT148_LAYOUT_NAMES) {
        const g = await generateIndependent148(layout, seed, { style: 'typed', scan: false });
        for (const p of g.placed) {
          if ('industry' in p.fields) expect(industryOf(p.text), p.text).toBe(p.fields.industry);
          if (p.fields.type_of_entity) expect(entityOf(p.text), p.text).toBe(p.fields.type_of_entity);
        }
      }
    }
  });

  it('scans a typed and a handwritten form to image-only PDFs with the same truth', async () => {
    const flat = await generateIndependent148('tricounty-side-band', 5, { style: 'handwritten', scan: false });
    const scanned = await generateIndependent148('tricounty-side-band', 5, { style: 'handwritten', scan: true });
    expect(scanned.truth).toEqual(flat.truth);
    const pages = await readPdf(scanned.pdf);
    expect(pages).toHaveLength(flat.pages);
    expect(pages.every((p) => p.text === '')).toBe(true);
    const again = await generateIndependent148('tricounty-side-band', 5, { style: 'handwritten', scan: true });
    expect(Buffer.from(again.pdf).equals(Buffer.from(scanned.pdf))).toBe(true);
    const typed = await generateIndependent148('harborview-owner-table', 2, { style: 'typed', scan: true });
    expect((await readPdf(typed.pdf)).map((p) => p.text)).toEqual(['', '']);
    await expect(generateIndependent148('ledgerline-dense', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120_000);
});
