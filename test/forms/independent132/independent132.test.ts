// Set 132: every layout x style gives a valid PDF whose text (or AcroForm fields) holds exactly the truth's values,
// read back here by a small reader of the set's formats, written apart from the generator's formatters.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent132, INDEPENDENT132_LAYOUT_NAMES, type Generated132 } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const squash = (s: string): string => s.replace(/\s+/g, '');

async function readPdf(pdf: Uint8Array): Promise<{ pages: number; text: string; fields: Map<string, string> }> {
  const task = getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  let text = '';
  const fields = new Map<string, string>();
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    text += tc.items.map((it) => ('str' in it ? it.str : '')).join(' ') + '\n';
    for (const a of await page.getAnnotations()) if (a.fieldName) fields.set(a.fieldName, String(a.fieldValue ?? ''));
  }
  const pages = doc.numPages;
  await task.destroy();
  return { pages, text, fields };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const iso = (y: number, m: number, d: number): string => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

function readMoney(t: string): number {
  const paren = /\(\$([\d,.]+)\)/.exec(t);
  if (paren) return Number(paren[1]!.replace(/,/g, ''));
  const k = /^\$([\d.]+)K$/.exec(t);
  if (k) return Math.round(Number(k[1]) * 1000);
  return Number(t.replace(/^(USD|CAD)\s*/, '').replace(/[$,\s]/g, ''));
}

function readDate(t: string): string | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return iso(+m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) { const y = +m[3]!; return iso(y < 100 ? (y > 30 ? 1900 + y : 2000 + y) : y, +m[1]!, +m[2]!); }
  m = /^([A-Za-z]+) (\d{1,2})(?:st|nd|rd|th)?, (\d{4})$/.exec(t);
  if (m) return iso(+m[3]!, MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1, +m[2]!);
  m = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(t);
  if (m) return iso(+m[3]!, MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1, +m[1]!);
  return null;
}

function readOwnership(t: string): number {
  const words: Record<string, number> = { half: 50, '1/2': 50, '1/4': 25, '3/4': 75, 'one quarter': 25, 'three quarters': 75, 'all (100%)': 100 };
  return words[t] ?? Number(t.replace(/\s*(%|pct)$/, ''));
}

function readName(t: string): { first_name: string; last_name: string } {
  const lf = /^(.+), ([A-Z][a-z]+)(?: [A-Z]\.)?$/.exec(t);
  if (lf) return { last_name: lf[1]!, first_name: lf[2]! };
  const parts = t.replace(/, (DC|CPA|DDS)$/, '').split(' ').filter((p) => !/^[A-Z]\.$/.test(p));
  return { first_name: parts[0]!, last_name: parts.slice(1).join(' ') };
}

function readFreq(t: string): string {
  const s = t.toLowerCase();
  if (/bi-weekly|other week|2 weeks/.test(s)) return 'biweekly';
  if (/week|friday|\(fri\)/.test(s)) return 'weekly';
  if (/month/.test(s)) return 'monthly';
  if (/daily|business day|m-f|mon-fri/.test(s)) return 'daily';
  return `?${t}`;
}

/** What a careful person reads from one printed text for one truth path. */
function readBack(path: string, text: string): unknown {
  const f = path.replace(/^applicants\[\d+\]\./, '');
  if (f === 'requested_amount' || f === 'requested_payment') return readMoney(text);
  if (f === 'number_of_payments' || f === 'credit_score') return Number(text);
  if (f === 'business_start_date' || f === 'date_of_birth') return readDate(text);
  if (f === 'ownership') return readOwnership(text);
  if (f === 'payment_frequency') return readFreq(text);
  if (f === 'first_name' || f === 'last_name') return readName(text)[f];
  if (f === 'tax_id' || f === 'business_tax_id') return /[X*x]/.test(text) ? null : text.replace(/[^0-9A-Z]/g, '');
  return undefined; // names, labels and ids are compared as printed below
}

function checkTruth(g: Generated132): void {
  const t = g.truth as unknown as Record<string, unknown>;
  const got = (path: string): unknown => {
    const m = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
    return m ? (g.truth.applicants[+m[1]!] as unknown as Record<string, unknown>)[m[2]!] : t[path];
  };
  for (const p of g.printed) {
    for (const path of Object.keys(p.fields)) {
      const back = readBack(path, p.text);
      if (back !== undefined) expect(got(path), `${path} from '${p.text}'`).toEqual(back);
    }
  }
  if (g.truth.legal_name) expect(g.printed.some((p) => p.text === g.truth.legal_name)).toBe(true);
  expect(g.truth.country).toBe(g.country === 'CA' ? 'Canada' : 'United States');
  expect(g.truth.applicants.length).toBeGreaterThanOrEqual(1);
  const people = new Set(g.truth.applicants.map((a) => `${a.first_name} ${a.last_name}`));
  for (const d of g.decoys) {
    expect(people.has(d.text)).toBe(false);
    expect(squash(d.text)).not.toBe(g.truth.business_tax_id);
  }
}

describe('independent132 forms', () => {
  for (const layout of INDEPENDENT132_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}: the PDF holds exactly its truth`, async () => {
        for (const seed of [1, 2, 3, 4]) {
          const g = await generateIndependent132(layout, seed, { style, scan: false });
          const { pages, text, fields } = await readPdf(g.pdf);
          expect(pages).toBeGreaterThanOrEqual(1);
          checkTruth(g);
          const page = squash(text);
          for (const p of g.printed) {
            if (style === 'fillable') {
              expect(p.acroform_field, p.key).toBeDefined();
              const v = fields.get(p.acroform_field!);
              expect(v === p.text || (v === 'Yes' && !p.key.endsWith('_text')), `${p.key}: ${v} vs ${p.text}`).toBe(true);
            } else {
              expect(page, `${p.key}: '${p.text}'`).toContain(squash(p.text));
            }
          }
          if (style === 'fillable') {
            expect(page).not.toContain(squash(g.truth.legal_name ?? '@@'));
            if (g.truth.business_tax_id) expect(page).not.toMatch(new RegExp(g.truth.business_tax_id.slice(-4) + '\\b'));
          }
        }
      });
    }
  }

  it('the same seed gives the same bytes and truth', async () => {
    for (const layout of INDEPENDENT132_LAYOUT_NAMES) {
      const a = await generateIndependent132(layout, 7, { style: 'handwritten', scan: false });
      const b = await generateIndependent132(layout, 7, { style: 'handwritten', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
  });

  it('masked SSNs/SINs, partial dates and SAME/N/A DBAs read as null; values vary by seed', async () => {
    let masked = 0, partial = 0, canada = 0, k = 0, words = 0;
    const entities = new Set<string>(), owners = new Set<number>();
    for (const layout of INDEPENDENT132_LAYOUT_NAMES) {
      for (let seed = 10; seed < 40; seed++) {
        const g = await generateIndependent132(layout, seed, { style: 'typed', scan: false });
        checkTruth(g);
        for (const p of g.printed) {
          if (/tax_id$/.test(Object.keys(p.fields)[0] ?? '') && /[X*x]{3}/.test(p.text)) { masked++; expect(Object.values(p.fields)).toEqual([null]); }
          if ('business_start_date' in p.fields && p.fields.business_start_date === null) partial++;
          if (/^(SAME|N\/A|same as above)$/.test(p.text)) expect(p.fields.trade_name).toBeNull();
          if (/^\$[\d.]+K$/.test(p.text)) k++;
          if (/dollars \(/.test(p.text)) words++;
        }
        if (g.country === 'CA') canada++;
        entities.add(g.truth.type_of_entity ?? 'null');
        owners.add(g.truth.applicants.length);
      }
    }
    expect(masked).toBeGreaterThan(10);
    expect(partial).toBeGreaterThan(5);
    expect(canada).toBeGreaterThan(5);
    expect(k + words).toBeGreaterThan(10);
    expect(entities.size).toBeGreaterThan(6);
    expect([...owners].sort()).toEqual([1, 2, 3, 4]);
  });

  it('a scan is an image-only PDF with the same truth', async () => {
    const plain = await generateIndependent132('lone_star_bridge', 5, { style: 'handwritten', scan: false });
    const scanned = await generateIndependent132('lone_star_bridge', 5, { style: 'handwritten', scan: true });
    expect(scanned.scan).toBe(true);
    expect(scanned.truth).toEqual(plain.truth);
    const { pages, text } = await readPdf(scanned.pdf);
    expect(pages).toBe(2);
    expect(squash(text)).toBe('');
  }, 60_000);
});
