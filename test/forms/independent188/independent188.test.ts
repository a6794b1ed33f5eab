// Checks the generator against itself: values are where `placed` says, decoys are not the truth, bytes are
// reproducible, the styles share one truth, seeds vary, scans work.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent188, INDEPENDENT188_LAYOUT_NAMES, type Placed } from './index.ts';
import { INDUSTRIES } from './merchant.ts';

interface TextHit { str: string; x: number; y: number; w: number; page: number }
interface Widget { name: string; value: unknown; rect: number[]; page: number }

async function readBack(pdf: Uint8Array): Promise<{ text: TextHit[]; widgets: Widget[]; pages: number }> {
  const doc = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise;
  const text: TextHit[] = [];
  const widgets: Widget[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    for (const item of (await page.getTextContent()).items) {
      if ('str' in item && item.str.trim()) text.push({ str: item.str, x: item.transform[4], y: item.transform[5], w: item.width, page: p });
    }
    for (const a of await page.getAnnotations()) {
      if (a.subtype === 'Widget') widgets.push({ name: a.fieldName, value: a.checkBox ? (a.fieldValue === 'Off' ? null : 'on') : a.fieldValue, rect: a.rect, page: p });
    }
  }
  return { text, widgets, pages: doc.numPages };
}

const norm = (s: string) => s.replace(/\s+/g, '');
/** The page text overlapping a box, in reading order. */
function textIn(hits: TextHit[], p: Placed): string {
  const [x0, y0, x1, y1] = p.box;
  return hits.filter((h) => h.page === p.page && h.y >= y0 - 2 && h.y <= y1 + 2 && h.x <= x1 + 2 && h.x + h.w >= x0 - 2)
    .sort((a, b) => a.x - b.x).map((h) => h.str).join(' ');
}

function truthStrings(v: unknown, out: Set<string> = new Set()): Set<string> {
  if (v === null || v === undefined) return out;
  if (typeof v === 'object') { for (const x of Object.values(v)) truthStrings(x, out); return out; }
  out.add(norm(String(v)).toLowerCase());
  return out;
}

describe('independent188 generator', () => {
  it('places every value where it says, in every layout and style', async () => {
    for (const layout of INDEPENDENT188_LAYOUT_NAMES) {
      for (const seed of [1, 2]) {
        for (const style of ['typed', 'handwritten', 'fillable'] as const) {
          const r = await generateIndependent188(layout, seed, { style });
          const back = await readBack(r.pdf);
          expect(back.pages).toBe(r.pages);
          for (const p of [...r.placed, ...r.decoys]) {
            if (p.via === 'acroform') {
              const w = back.widgets.find((x) => x.name === p.acroform_field);
              expect(w, p.key).toBeDefined();
              expect(w!.page).toBe(p.page);
              if (p.key.includes('_') && w!.value === 'on') continue;
              expect(String(w!.value)).toBe(p.text);
              expect(norm(back.text.map((h) => h.str).join(''))).not.toContain(norm(p.text).length > 6 ? norm(p.text) : '\u0000');
            } else if (p.via === 'text') {
              expect(norm(textIn(back.text, p)), `${layout}/${seed}/${style} ${p.key}`).toContain(norm(p.text));
            } else if (style === 'typed') {
              expect(textIn(back.text, p)).toContain('X');
            }
          }
        }
      }
    }
  }, 40000);

  it('keeps decoys out of the truth and the truth printed', async () => {
    for (const layout of INDEPENDENT188_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 6; seed++) {
        const r = await generateIndependent188(layout, seed, { style: 'typed' });
        const truth = truthStrings(r.truth);
        for (const d of r.decoys) {
          expect(Object.keys(d.fields)).toHaveLength(0);
          // A state of incorporation may equal the business's state: only longer values must differ from the truth.
          if (norm(d.text).length > 3) expect(truth.has(norm(d.text).toLowerCase()), `${layout}/${seed} ${d.key} ${d.text}`).toBe(false);
          expect(r.placed.some((p) => p.key === d.key)).toBe(false);
        }
        expect(r.truth.legal_name).not.toBeNull();
        expect(r.truth.applicants.length).toBeGreaterThan(0);
        const own = r.truth.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
        expect(own).toBeLessThanOrEqual(100);
      }
    }
  });

  it('is reproducible per seed, shares one truth across styles, and varies by seed', async () => {
    for (const layout of INDEPENDENT188_LAYOUT_NAMES) {
      const a = await generateIndependent188(layout, 7, { style: 'typed' });
      const b = await generateIndependent188(layout, 7, { style: 'typed' });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      for (const style of ['handwritten', 'fillable'] as const) {
        expect((await generateIndependent188(layout, 7, { style })).truth).toEqual(a.truth);
      }
      const other = await generateIndependent188(layout, 8, { style: 'typed' });
      expect(other.truth).not.toEqual(a.truth);
    }
  });

  it('gives industries by the longest word-bounded alias of the reference', () => {
    const ref = JSON.parse(fs.readFileSync('/work/shared/reference/industries.json', 'utf8')) as { items: { id: string; label: string; aliases: string[] }[] };
    for (const [text, id] of INDUSTRIES) {
      let best = { len: 0, id: '' };
      for (const item of ref.items) {
        for (const name of [item.label, ...item.aliases]) {
          const re = new RegExp(`(^|\\W)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|\\W)`, 'i');
          if (re.test(text) && name.length > best.len) best = { len: name.length, id: item.id };
        }
      }
      expect(best.id, text).toBe(id);
    }
  });

  it('scans typed and handwritten forms, refuses fillable scans and unknown inputs', async () => {
    const s = await generateIndependent188('maplecrest', 3, { style: 'handwritten', scan: true });
    expect(Buffer.from(s.pdf.slice(0, 5)).toString()).toBe('%PDF-');
    expect((await readBack(s.pdf)).pages).toBe(s.pages);
    const t = await generateIndependent188('ledgerline', 3, { style: 'typed', scan: true });
    expect(t.truth).toEqual((await generateIndependent188('ledgerline', 3, { style: 'typed' })).truth);
    await expect(generateIndependent188('ledgerline', 1, { style: 'fillable', scan: true })).rejects.toThrow();
    await expect(generateIndependent188('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent188('ledgerline', 1, { style: 'inked' as 'typed' })).rejects.toThrow();
  }, 30000);
});
