import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent242, INDEPENDENT242_LAYOUT_NAMES } from './index.ts';

const ref = (f: string): Set<string> => {
  const j = JSON.parse(readFileSync(`/work/shared/reference/${f}`, 'utf8')) as { items: { id?: string; code?: string }[] };
  return new Set(j.items.map((i) => i.id ?? i.code!));
};
const ENTITIES = ref('entity-types.json'), INDUSTRIES = ref('industries.json'), STATES = ref('states.json'), PROVINCES = ref('provinces.json');
const squash = (s: string): string => s.replace(/\s+/g, '');

async function open(pdf: Uint8Array) {
  const task = getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0,
    standardFontDataUrl: new URL('../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url).pathname });
  return { doc: await task.promise, close: () => task.destroy() };
}

/** pdfjs gives the fields as a Map (v6) or a plain object (older). */
function field(all: unknown, name: string): { value?: unknown } | undefined {
  const list = (all instanceof Map ? all.get(name) : (all as Record<string, unknown[]> | null)?.[name]) as { value?: unknown }[] | undefined;
  return list?.[0];
}

async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const { doc, close } = await open(pdf);
  const out: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const tc = await (await doc.getPage(p)).getTextContent();
    out.push(squash(tc.items.map((i) => ('str' in i ? i.str : '')).join('')));
  }
  await close();
  return out;
}

const SEEDS = [1, 2, 7, 19];

describe('independent242 application forms', () => {
  for (const layout of INDEPENDENT242_LAYOUT_NAMES) {
    it(`${layout}: typed and handwritten values are page text, truth uses reference ids`, async () => {
      for (const seed of SEEDS) {
        for (const style of ['typed', 'handwritten'] as const) {
          const g = await generateIndependent242(layout, seed, { style, scan: false });
          const texts = await pageTexts(g.pdf);
          expect(texts.length).toBe(g.pages);
          for (const p of g.placed) {
            if (p.via === 'checkbox') continue;
            expect(texts[p.page - 1], `${layout}/${seed}/${style} ${p.key}`).toContain(squash(p.text));
          }
          const t = g.truth;
          expect(t.legal_name).toBeTruthy();
          expect(ENTITIES.has(t.type_of_entity!)).toBe(true);
          expect(INDUSTRIES.has(t.industry!)).toBe(true);
          expect((g.country === 'US' ? STATES : PROVINCES).has(t.state_region!)).toBe(true);
          expect(t.country).toBe(g.country === 'US' ? 'United States' : 'Canada');
          expect(t.applicants.length).toBeGreaterThan(0);
          const total = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
          expect(total).toBe(100);
          for (const a of t.applicants) {
            expect(a.first_name && a.last_name).toBeTruthy();
            if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
          }
          if (t.business_tax_id) expect(t.business_tax_id).toMatch(g.country === 'CA' ? /^\d{9}RC\d{4}$/ : /^\d{9}$/);
          if (t.type_of_entity === 'sole_proprietorship') expect(t.applicants).toHaveLength(1);
          expect(g.decoys.length).toBeGreaterThan(8);
        }
      }
    }, 30000);

    it(`${layout}: fillable values live in AcroForm fields with appearances, not in the page text`, async () => {
      for (const seed of SEEDS.slice(0, 3)) {
        const g = await generateIndependent242(layout, seed, { style: 'fillable', scan: false });
        const raw = Buffer.from(g.pdf).toString('latin1');
        expect(raw).toContain('/NeedAppearances false');
        const { doc, close } = await open(g.pdf);
        const fields: unknown = await doc.getFieldObjects();
        for (const p of g.placed) {
          const f = field(fields, p.acroform_field!);
          expect(f, `${layout}/${seed} ${p.key}`).toBeDefined();
          if (/^entity_/.test(p.key) && p.key !== 'entity_other') {
            expect(['Yes', '/Yes']).toContain(String(f!.value));
          } else {
            expect(f!.value).toBe(p.text);
          }
        }
        await close();
        const texts = await pageTexts(g.pdf);
        expect(texts.join('')).not.toContain(squash(g.truth.legal_name!));
      }
    }, 30000);

    it(`${layout}: deterministic per (layout, seed, style), different across seeds`, async () => {
      for (const style of ['typed', 'handwritten', 'fillable'] as const) {
        const a = await generateIndependent242(layout, 5, { style, scan: false });
        const b = await generateIndependent242(layout, 5, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(a.truth).toEqual(b.truth);
      }
      const c = await generateIndependent242(layout, 6, { style: 'typed', scan: false });
      const d = await generateIndependent242(layout, 5, { style: 'typed', scan: false });
      expect(c.truth).not.toEqual(d.truth);
    }, 30000);
  }

  it('fillable forms cannot be scanned; a scan is an image PDF with the same truth', async () => {
    await expect(generateIndependent242(INDEPENDENT242_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
    const plain = await generateIndependent242(INDEPENDENT242_LAYOUT_NAMES[0]!, 1, { style: 'typed', scan: false });
    const scan = await generateIndependent242(INDEPENDENT242_LAYOUT_NAMES[0]!, 1, { style: 'typed', scan: true });
    expect(scan.truth).toEqual(plain.truth);
    expect((await pageTexts(scan.pdf)).join('')).toBe('');
  }, 60000);

  it('varies owners, masking and optional values across seeds', async () => {
    const counts = new Set<number>();
    let masked = 0, noDba = 0;
    for (const layout of INDEPENDENT242_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 10; seed++) {
        const g = await generateIndependent242(layout, seed, { style: 'typed', scan: false });
        counts.add(g.truth.applicants.length);
        if (g.decoys.some((d) => d.key.endsWith('_tax_masked'))) masked++;
        if (!g.truth.trade_name) noDba++;
      }
    }
    expect([...counts].sort()).toEqual([1, 2, 3]);
    expect(masked).toBeGreaterThan(0);
    expect(noDba).toBeGreaterThan(0);
  }, 60000);
});
