// Checks the generator against itself: every placed value is on the page where `placed` says (text positions for
// typed and handwritten forms, AcroForm fields for fillable ones), decoys are not the application's, the truth is the
// reference's reading of the printed text, bytes repeat per seed, styles share a truth, seeds differ, scans work.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { generateIndependent184, INDEPENDENT184_LAYOUT_NAMES, type Placed } from './index.ts';

const SEEDS = [1, 2, 3, 4, 5];
const norm = (s: string): string => s.normalize('NFC').replace(/\s+/g, '');
const combNorm = (s: string): string => norm(s).replace(/[-/]/g, '');
const inside = (x: number, y: number, b: number[]): boolean => x >= b[0]! - 1.5 && x <= b[2]! + 1.5 && y >= b[1]! - 1.5 && y <= b[3]! + 1.5;

async function open(pdf: Uint8Array): Promise<any> {
  return pdfjs.getDocument({ data: pdf.slice(), verbosity: 0 }).promise;
}

async function pageItems(pdf: Uint8Array): Promise<{ str: string; x: number; y: number }[][]> {
  const doc = await open(pdf);
  const out = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const tc = await (await doc.getPage(p)).getTextContent();
    out.push((tc.items as any[]).filter((i) => 'str' in i && i.str.trim()).map((i) => ({ str: i.str as string, x: i.transform[4] as number, y: i.transform[5] as number })));
  }
  return out;
}

// The reference's reading rules (applications.md), to check that each printed text gives the truth recorded for it.
const ref = (f: string): any[] => JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')).items;
const industries = ref('industries.json'), entities = ref('entity-types.json'), states = [...ref('states.json'), ...ref('provinces.json')];
function industryOf(text: string): string | null {
  let best: [number, string] | null = null;
  for (const it of industries) for (const name of [it.label, ...it.aliases] as string[]) {
    const re = new RegExp(`(^|[^a-z0-9])${name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
    if (re.test(text.toLowerCase()) && (!best || name.length > best[0])) best = [name.length, it.id];
  }
  return best?.[1] ?? null;
}
const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
function entityOf(text: string, country: string): string[] {
  return entities.filter((e) => e.countries.includes(country) && [e.id, e.label, ...e.aliases].some((a: string) => squash(a) === squash(text))).map((e) => e.id);
}

describe('independent184 generator', () => {
  it('has four layouts of four brokers and refuses what it cannot make', async () => {
    expect(INDEPENDENT184_LAYOUT_NAMES).toHaveLength(4);
    const brokers = new Set<string>();
    for (const l of INDEPENDENT184_LAYOUT_NAMES) brokers.add((await generateIndependent184(l, 1, { style: 'typed' })).broker);
    expect(brokers.size).toBe(4);
    await expect(generateIndependent184('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent184(INDEPENDENT184_LAYOUT_NAMES[0]!, 1, { style: 'crayon' as 'typed' })).rejects.toThrow();
    await expect(generateIndependent184(INDEPENDENT184_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  for (const layout of INDEPENDENT184_LAYOUT_NAMES) {
    it(`${layout}: typed and handwritten values are where placed says`, async () => {
      for (const seed of SEEDS) for (const style of ['typed', 'handwritten'] as const) {
        const g = await generateIndependent184(layout, seed, { style });
        const pages = await pageItems(g.pdf);
        expect(pages).toHaveLength(g.pages);
        for (const p of [...g.placed, ...g.decoys]) {
          const hits = pages[p.page - 1]!.filter((i) => inside(i.x, i.y, p.box));
          const seen = p.via === 'comb' ? combNorm([...hits].sort((a, b) => a.x - b.x).map((i) => i.str).join('')) : norm(hits.map((i) => i.str).join(''));
          expect(seen, `${layout}/${seed}/${style} ${p.key}`).toContain(p.via === 'comb' ? combNorm(p.text) : norm(p.text));
        }
        // A handwritten tick or circle is a drawing: no letter X anywhere near it.
        for (const p of g.placed.filter((x) => x.via === 'mark')) expect(pages[p.page - 1]!.some((i) => i.str === 'X' && inside(i.x, i.y, p.box))).toBe(false);
      }
    });

    it(`${layout}: fillable values live only in form fields`, async () => {
      for (const seed of SEEDS) {
        const g = await generateIndependent184(layout, seed, { style: 'fillable' });
        const doc = await open(g.pdf);
        const annots: any[] = [];
        for (let p = 1; p <= doc.numPages; p++) annots.push(...(await (await doc.getPage(p)).getAnnotations()).map((a: any) => ({ ...a, page: p })));
        const texts = (await pageItems(g.pdf)).flat().map((i) => norm(i.str));
        for (const p of [...g.placed, ...g.decoys]) {
          const a = annots.find((x) => x.fieldName === p.acroform_field);
          expect(a, `${layout}/${seed} ${p.key}`).toBeDefined();
          expect(a.page).toBe(p.page);
          a.rect.forEach((v: number, i: number) => expect(Math.abs(v - p.box[i]!)).toBeLessThan(1.5));
          if (p.via === 'acroform_checkbox') {
            expect(a.checkBox).toBe(true);
            expect(a.fieldValue).toBe(p.acroform_value ?? 'Yes');
          } else {
            expect(a.fieldValue).toBe(p.text);
            // Short values (an employee count of 1) may equal a printed row number.
            if (p.text.length > 2) expect(texts, `${p.key} in page text`).not.toContain(norm(p.text));
          }
        }
      }
    });

    it(`${layout}: one truth for the three styles, decoys outside it, the reference's reading`, async () => {
      for (const seed of SEEDS) {
        const [typed, hand, fill] = await Promise.all([generateIndependent184(layout, seed, { style: 'typed' }),
          generateIndependent184(layout, seed, { style: 'handwritten' }), generateIndependent184(layout, seed, { style: 'fillable' })]);
        expect(hand.truth).toEqual(typed.truth);
        expect(fill.truth).toEqual(typed.truth);
        const t = typed.truth;
        // The values a decoy could be mistaken for (enumerations such as a funder's "Weekly" may coincide by right).
        const strings = new Set([t.legal_name, t.trade_name, t.business_tax_id, ...t.applicants.flatMap((a) => [a.first_name, a.last_name,
          a.tax_id, a.role])].filter((v): v is string => !!v).map((v) => norm(v).toLowerCase()));
        const ids = [t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter(Boolean);
        for (const g of [typed, hand, fill]) for (const d of g.decoys) {
          expect(strings.has(norm(d.text).toLowerCase()), `${layout}/${seed} decoy ${d.key}`).toBe(false);
          if (/^\$|,\d{3}/.test(d.text)) expect([t.requested_amount, t.requested_payment]).not.toContain(Number(d.text.replace(/[^0-9.]/g, '')));
          if (d.text.replace(/\D/g, '').length >= 9) expect(ids).not.toContain(d.text.replace(/\D/g, ''));
        }
        checkReading(typed.placed, typed.country);
        expect(t.country).toBe(typed.country === 'US' ? 'United States' : 'Canada');
      }
    });
  }

  it('repeats bytes per seed, and seeds differ', async () => {
    for (const layout of INDEPENDENT184_LAYOUT_NAMES) for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      const a = await generateIndependent184(layout, 11, { style }), b = await generateIndependent184(layout, 11, { style });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    }
    for (const layout of INDEPENDENT184_LAYOUT_NAMES) {
      const truths = await Promise.all(Array.from({ length: 12 }, (_, i) => generateIndependent184(layout, 100 + i, { style: 'typed' }).then((g) => g.truth)));
      expect(new Set(truths.map((t) => t.legal_name)).size).toBeGreaterThan(9);
      expect(new Set(truths.map((t) => t.applicants.length)).size).toBeGreaterThan(1);
      expect(new Set(truths.map((t) => t.trade_name === null)).size).toBe(2);
      expect(new Set(truths.map((t) => t.type_of_entity)).size).toBeGreaterThan(2);
    }
  });

  it('scans typed and handwritten forms into pictures with the same truth', async () => {
    const cases = [[INDEPENDENT184_LAYOUT_NAMES[0]!, 3, 'handwritten'], [INDEPENDENT184_LAYOUT_NAMES[3]!, 4, 'typed']] as const;
    for (const [i, [layout, seed, style]] of cases.entries()) {
      const plain = await generateIndependent184(layout, seed, { style });
      const scan = await generateIndependent184(layout, seed, { style, scan: true });
      expect(scan.truth).toEqual(plain.truth);
      expect(scan.pages).toBe(plain.pages);
      expect((await open(scan.pdf)).numPages).toBe(plain.pages);
      expect((await pageItems(scan.pdf)).flat()).toHaveLength(0);
      if (i > 0) continue;
      const again = await generateIndependent184(layout, seed, { style, scan: true });
      expect(Buffer.from(again.pdf).equals(Buffer.from(scan.pdf))).toBe(true);
    }
  }, 60_000);
});

/** Each printed entity, industry and state text read by applications.md's rules gives what the truth says. */
function checkReading(placed: Placed[], country: string): void {
  for (const p of placed) {
    const f = p.fields;
    if ('application.industry' in f) expect(industryOf(p.text), p.text).toBe(f['application.industry']);
    if ('application.type_of_entity' in f && !/other/i.test(p.text)) expect(entityOf(p.text, country), p.text).toEqual([f['application.type_of_entity']]);
    if ('application.state_region' in f) {
      const s = states.find((x) => x.country === country && (x.code === p.text || x.name === p.text || x.name_fr === p.text));
      expect(s?.code, p.text).toBe(f['application.state_region']);
    }
  }
}
