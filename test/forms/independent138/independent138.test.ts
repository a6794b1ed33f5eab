// Independent set 138: the PDFs open, every truth value is printed (page text or AcroForm field), decoys stay out of
// the truth, the same seed gives the same bytes.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TruthApplication } from '../generator/truth.ts';
import { asNumber, collisions } from './collide.ts';
import { generateIndependent138, INDEPENDENT138_LAYOUT_NAMES } from './index.ts';
import type { Printed } from './sheet.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5, 6, 7];

interface Read { pages: number; text: string; fields: Map<string, string> }

const norm = (s: string): string => s.replace(/\s+/g, ' ').trim().toLowerCase();

async function read(pdf: Uint8Array): Promise<Read> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  let text = '';
  const fields = new Map<string, string>();
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    text += ` ${tc.items.map((it) => ('str' in it ? it.str : '')).join(' ')}`;
    for (const a of await page.getAnnotations()) {
      if (a.fieldName) fields.set(String(a.fieldName), String(a.fieldValue ?? ''));
    }
  }
  const pages = doc.numPages;
  await task.destroy();
  return { pages, text: norm(text), fields };
}

/** Every non-null truth value as [path, value]. */
function leaves(t: TruthApplication): [string, string | number][] {
  const out: [string, string | number][] = [];
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) out.push([k, v as string | number]);
  t.applicants.forEach((a, i) => {
    for (const [k, v] of Object.entries(a)) if (v !== null) out.push([`applicants[${i}].${k}`, v as string | number]);
  });
  return out;
}

/** The printed text gives the value by applications.md's rules (the parts a text can be checked by). */
function gives(p: Printed, path: string, value: string | number): boolean {
  const field = path.replace(/^applicants\[\d+\]\./, '');
  if (['requested_amount', 'requested_payment', 'number_of_payments', 'ownership', 'credit_score'].includes(field)) return asNumber(p.text.replace('%', '')) === value;
  if (field === 'tax_id' || field === 'business_tax_id') return p.text.replace(/[^0-9A-Za-z]/g, '').toUpperCase() === value;
  if (field === 'legal_name' || field === 'trade_name' || field === 'role') return p.text === value;
  if (field === 'first_name' || field === 'last_name') return p.text.includes(String(value));
  return true;
}

describe('independent138 generator', () => {
  for (const layout of INDEPENDENT138_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}: truth printed, decoys out of the truth`, async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent138(layout, seed, { style, scan: false });
          const r = await read(g.pdf);
          expect(r.pages).toBe(g.pages);
          expect(g.truth.legal_name).not.toBeNull();
          for (const p of g.printed) {
            if (style === 'fillable') {
              expect(p.field, `${p.keys.join()} has a field`).toBeTruthy();
              const v = r.fields.get(p.field!);
              if (p.field!.startsWith('cb')) expect(v).toBe('Yes');
              else expect(v).toBe(p.text);
              if (!p.field!.startsWith('cb') && p.text.length >= 6 && !/^[A-Za-z-]+$/.test(p.text)) expect(r.text.includes(norm(p.text)), `${p.text} not in page text`).toBe(false);
            } else {
              expect(r.text.includes(norm(p.text)), `${p.text} printed`).toBe(true);
            }
          }
          for (const [path, value] of leaves(g.truth)) {
            const by = g.printed.filter((p) => p.keys.includes(path));
            expect(by.length, `${layout} ${seed} ${path} printed`).toBeGreaterThan(0);
            expect(by.some((p) => gives(p, path, value)), `${path}=${value} from ${by.map((p) => p.text).join('|')}`).toBe(true);
          }
          expect(collisions(g.printed, g.decoys)).toEqual([]);
          const truthStrings = new Set(leaves(g.truth).map(([, v]) => norm(String(v))));
          for (const d of g.decoys) expect(truthStrings.has(norm(d.text)), `decoy ${d.what}: ${d.text}`).toBe(false);
          if (style === 'typed') expect(g.decoys.length).toBeGreaterThan(5);
        }
      });
    }
  }

  it('same seed, same bytes; another seed, another document', async () => {
    for (const layout of INDEPENDENT138_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent138(layout, 11, { style, scan: false });
        const b = await generateIndependent138(layout, 11, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        const c = await generateIndependent138(layout, 12, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(c.pdf))).toBe(false);
      }
    }
  });

  it('the email quotes another merchant whose values are all decoys', async () => {
    const g = await generateIndependent138('keystone-email', 4, { style: 'typed', scan: false });
    const quoted = g.decoys.filter((d) => d.what.startsWith('quoted other merchant'));
    expect(quoted.some((d) => d.what.endsWith('legal name'))).toBe(true);
    expect(quoted.map((d) => d.text)).not.toContain(g.truth.legal_name);
  });

  it('scans are image-only PDFs with the same truth, deterministic', async () => {
    for (const [layout, seed, style] of [['harborline-word-dots', 3, 'handwritten'], ['maple-ridge-crm-table', 4, 'typed']] as const) {
      const plain = await generateIndependent138(layout, seed, { style, scan: false });
      const a = await generateIndependent138(layout, seed, { style, scan: true });
      const b = await generateIndependent138(layout, seed, { style, scan: true });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(plain.truth);
      const r = await read(a.pdf);
      expect(r.pages).toBe(a.pages);
      expect(r.text.length).toBeLessThan(5);
    }
  }, 60_000);
});
