// Set 89: every layout x style generates, is deterministic, shows its truth (page text for typed and handwritten,
// AcroForm fields for fillable), and turns its pages the way the layout says.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { ENTITY_WORDS } from './format.ts';
import { generateIndependent89, INDEPENDENT89_LAYOUT_NAMES, type Independent89Form } from './index.ts';
import type { EntityKind } from './model.ts';
import { INDUSTRY_TEXTS } from './names.ts';
import { entityCandidates, industryCandidates } from './refdata.ts';
import { reread } from './reread.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3];
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Each page's /Rotate and the turn of its content (from the text matrix of its items): a page reads upright when
 *  the two add up to a whole turn. */
async function orientation(pdf: Uint8Array): Promise<{ rotate: number; content: number; w: number; h: number }[]> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const out: { rotate: number; content: number; w: number; h: number }[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const items = (await page.getTextContent()).items as { str: string; transform: number[] }[];
    const counts = new Map<number, number>();
    for (const t of items) {
      if (!t.str.trim()) continue;
      const [a, b] = t.transform as [number, number];
      // Text turned clockwise on the page (as seen unrotated) has its x axis pointing down: b < 0.
      const deg = (Math.round((Math.atan2(-b, a) * 180) / Math.PI / 90) * 90 + 360) % 360;
      counts.set(deg, (counts.get(deg) ?? 0) + 1);
    }
    const content = [...counts.entries()].sort((x, y) => y[1] - x[1])[0]?.[0] ?? 0;
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    out.push({ rotate: page.rotate, content, w: x1 - x0, h: y1 - y0 });
  }
  await task.destroy();
  return out;
}

async function checkShown(g: Independent89Form): Promise<void> {
  const r = await pdfRead(g.pdf);
  for (const p of g.printed) {
    if (g.style === 'fillable') {
      expect(r.fields.get(p.field!), `${g.layout} field ${p.field}`).toBe(p.checkbox ? (p.checked ? 'Yes' : 'Off') : p.text);
      if (p.vals.legal_name !== undefined || p.vals.requested_amount !== undefined) expect(r.pages[p.page - 1]).not.toContain(p.text);
    } else if (!p.checkbox) {
      expect(norm(r.pages[p.page - 1]!), `${g.layout} ${g.style} p${p.page} "${p.text}"`).toContain(norm(p.text));
    }
  }
  const xs = r.items.filter((i) => i.str === 'X').length;
  const checked = g.printed.filter((p) => p.checkbox && p.checked).length;
  if (g.style === 'typed') expect(xs).toBeGreaterThanOrEqual(checked);
  if (g.style === 'handwritten') expect(xs).toBe(0);
  if (g.style === 'fillable') expect(r.fields.size).toBeGreaterThan(20);
}

function checkTruth(g: Independent89Form): void {
  const t = g.truth;
  for (const p of g.printed) {
    for (const [path, v] of Object.entries(p.vals)) expect(reread(path, p.text, g.country), `${g.layout} ${path} from "${p.text}"`).toEqual(v);
    if (p.decoy) expect(Object.keys(p.vals)).toEqual([]);
    if (/^(SAME|N\/A|Unknown)$|[X*x]{3}[- ]/.test(p.text) && !p.checkbox) expect(p.vals, p.text).toEqual({});
  }
  const strings = [t.legal_name, t.trade_name, ...t.applicants.flatMap((a) => [a.first_name && a.last_name ? `${a.first_name} ${a.last_name}` : null])].filter(Boolean);
  for (const p of g.printed.filter((x) => x.decoy)) expect(strings).not.toContain(p.text);
  expect(t.legal_name).toBeTruthy();
  expect(t.requested_amount).toBeGreaterThan(0);
  expect(t.state_region).toBeTruthy();
  expect(t.country).toBe(g.country === 'CA' ? 'Canada' : 'United States');
  expect(t.applicants.length).toBeGreaterThan(0);
  for (const a of t.applicants) { expect(a.first_name).toBeTruthy(); expect(a.last_name).toBeTruthy(); }
  const terms = [t.requested_payment, t.number_of_payments, t.payment_frequency];
  expect(terms.every((x) => x === null) || terms.every((x) => x !== null)).toBe(true);
  const kinds = g.printed.filter((p) => p.vals.type_of_entity !== undefined);
  expect(kinds.length).toBe(1);
}

describe('independent set 89', () => {
  it('has seven layouts', () => expect(INDEPENDENT89_LAYOUT_NAMES.length).toBe(7));

  it('prints only industry and entity wordings that map to one reference id', () => {
    for (const ind of INDUSTRY_TEXTS) for (const text of ind.texts) expect(industryCandidates(text), text).toEqual([ind.id]);
    for (const [kind, words] of Object.entries(ENTITY_WORDS) as [EntityKind, readonly string[]][]) {
      for (const w of words) for (const country of ['US', 'CA'] as const) {
        const usOnly = ['llc', 'c_corp', 's_corp', 'pllc', 'llp'].includes(kind), caOnly = ['ca_corp', 'ulc'].includes(kind);
        if ((usOnly && country === 'CA') || (caOnly && country === 'US')) continue;
        expect(entityCandidates(w, country), `${w} ${country}`).toHaveLength(1);
      }
    }
  });

  for (const layout of INDEPENDENT89_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}: truth agrees with what the PDF shows`, async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent89(layout, seed, { style, scan: false });
          checkTruth(g);
          await checkShown(g);
          if (style !== 'typed') expect(g.truth).toEqual((await generateIndependent89(layout, seed, { style: 'typed', scan: false })).truth);
        }
      });
    }
    it(`${layout}: same arguments, same bytes`, async () => {
      for (const style of STYLES) {
        const a = await generateIndependent89(layout, 7, { style, scan: false });
        const b = await generateIndependent89(layout, 7, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      }
    });
  }

  it('turns its pages as each layout says', async () => {
    const seen = new Map<string, string[]>();
    for (const layout of INDEPENDENT89_LAYOUT_NAMES) {
      const kinds = new Set<string>();
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const o = await orientation((await generateIndependent89(layout, seed, { style: 'typed', scan: false })).pdf);
        kinds.add(o.map((p) => `${p.w}x${p.h} R${p.rotate} C${p.content} ${(p.rotate + p.content) % 360 === 0 ? 'upright' : 'turn'}`).join(' | '));
      }
      seen.set(layout, [...kinds].sort());
    }
    expect(seen.get('harborline-landscape')).toEqual(['792x612 R0 C0 upright']);
    expect(seen.get('quillstone-sideways-rotate90')).toEqual(['792x612 R90 C270 upright | 792x612 R90 C270 upright']);
    expect(seen.get('meridian-fed-sideways')).toEqual(['792x612 R0 C270 turn', '792x612 R0 C90 turn']);
    expect(seen.get('tallgrass-upside-down')).toEqual(['612x792 R0 C0 upright | 612x792 R0 C180 turn', '612x792 R0 C0 upright | 612x792 R180 C180 upright']);
    expect(seen.get('ketterly-two-up')).toEqual(['792x612 R0 C0 upright']);
    expect(seen.get('bramblewood-second-page-turned')).toEqual(['612x792 R0 C0 upright | 612x792 R270 C90 upright', '612x792 R0 C0 upright | 612x792 R90 C270 upright']);
    expect(seen.get('osprey-two-up-sideways')).toEqual(['612x792 R0 C270 turn', '612x792 R0 C90 turn']);
  });

  it('scans: the truth does not change, the text layer goes, and the same scan gives the same bytes', async () => {
    for (const [layout, style] of [['quillstone-sideways-rotate90', 'fillable'], ['osprey-two-up-sideways', 'handwritten']] as const) {
      const plain = await generateIndependent89(layout, 2, { style, scan: false });
      const a = await generateIndependent89(layout, 2, { style, scan: true });
      expect(a.truth).toEqual(plain.truth);
      const r = await pdfRead(a.pdf);
      expect(r.text.trim()).toBe('');
      expect(r.fields.size).toBe(0);
      if (layout === 'osprey-two-up-sideways') {
        const b = await generateIndependent89(layout, 2, { style, scan: true });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      }
    }
  }, 60_000);
});
