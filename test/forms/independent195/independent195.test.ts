// Set 195's own checks: every placed value is printed (or filled) where the generator says, the truth is what
// applications.md's rules read from those printed texts (re-read here independently), decoys give no truth value,
// the output is deterministic per seed, styles share one truth, and a scan works.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent195, INDEPENDENT195_LAYOUT_NAMES, type Placed } from './index.ts';
import { ENTITY_WORDS, INDUSTRIES, PROFESSIONAL } from './model.ts';
import { dateOf, entityOf, firstOf, industryOf, lastOf, moneyOf, nameOf, regionOf, taxOf } from './reread.ts';

type Gen = Awaited<ReturnType<typeof generateIndependent195>>;
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
const cache = new Map<string, Promise<Gen>>();
const gen = (layout: string, seed: number, style: 'typed' | 'handwritten' | 'fillable') => {
  const k = `${layout}:${seed}:${style}`;
  if (!cache.has(k)) cache.set(k, generateIndependent195(layout, seed, { style }));
  return cache.get(k)!;
};

interface Item { str: string; x: number; y: number }
async function readPdf(pdf: Uint8Array): Promise<{ texts: Item[][]; annots: any[][] }> {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const doc = await task.promise;
  const texts: Item[][] = [], annots: any[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    texts.push(tc.items.filter((i: any) => 'str' in i).map((i: any) => ({ str: i.str as string, x: i.transform[4] as number, y: i.transform[5] as number })));
    annots.push(await page.getAnnotations());
  }
  await task.destroy();
  return { texts, annots };
}

const squash = (s: string) => s.replace(/\s+/g, '');
const inside = (x: number, y: number, b: Placed['box']) => x >= b[0] - 1 && x <= b[2] + 1 && y >= b[1] - 1 && y <= b[3] + 1;

function expectPrinted(p: Placed, texts: Item[][], annots: any[][]): void {
  const label = `${p.key} "${p.text}" p${p.page}`;
  if (p.via === 'acroform') {
    const a = annots[p.page - 1]!.find((x) => x.fieldName === p.field);
    expect(a, label).toBeTruthy();
    expect(a.fieldValue, label).toBe(p.text);
    expect(inside((a.rect[0] + a.rect[2]) / 2, (a.rect[1] + a.rect[3]) / 2, p.box), label).toBe(true);
    return;
  }
  if (p.via === 'acroform_checkbox') {
    const a = annots[p.page - 1]!.find((x) => x.fieldName === p.field);
    expect(a?.fieldValue, label).toBe('Yes');
  }
  const found = texts[p.page - 1]!.filter((t) => inside(t.x, t.y, p.box)).map((t) => t.str).join('');
  expect(squash(found), label).toContain(squash(p.text));
}

/** applications.md's rule for each truth path, applied to the printed text. */
function expectRule(path: string, value: unknown, p: Placed, country: 'US' | 'CA'): void {
  const t = p.text, label = `${path} from "${t}"`;
  const field = path.replace(/^application\.(applicants\[\d+\]\.)?/, '');
  const checks: Record<string, () => unknown> = {
    legal_name: () => t, trade_name: () => t, role: () => t,
    type_of_entity: () => entityOf(t, country), industry: () => industryOf(t),
    state_region: () => regionOf(t), country: () => ({ US: 'United States', CA: 'Canada' })[country],
    business_tax_id: () => taxOf(t).id, business_tax_id_country: () => country,
    business_tax_id_type: () => taxOf(t).type ?? value, // a bare number is typed by its label
    requested_amount: () => moneyOf(t), requested_payment: () => moneyOf(t), number_of_payments: () => Number(t),
    payment_frequency: () => t.toLowerCase().replace('-', ''), business_start_date: () => dateOf(t), date_of_birth: () => dateOf(t),
    first_name: () => (p.key.endsWith('_first') ? firstOf(t) : nameOf(t).first), last_name: () => (p.key.endsWith('_last') ? lastOf(t) : nameOf(t).last),
    ownership: () => Number(t.replace('%', '')), credit_score: () => Number(t), tax_id: () => t.replace(/\D/g, ''),
    tax_id_type: () => taxOf(t).type, tax_id_country: () => country,
  };
  expect(checks[field], `no rule for ${field}`).toBeTruthy();
  expect(checks[field]!(), label).toEqual(value);
}

describe.each(INDEPENDENT195_LAYOUT_NAMES)('independent195 %s', (layout) => {
  it('prints every placed value and decoy inside its box', async () => {
    for (const seed of SEEDS.slice(0, 5)) {
      for (const style of ['typed', 'handwritten', 'fillable'] as const) {
        const g = await gen(layout, seed, style);
        const { texts, annots } = await readPdf(g.pdf);
        expect(texts.length).toBe(g.pages);
        for (const p of [...g.placed, ...g.decoys]) expectPrinted(p, texts, annots);
        if (style === 'fillable') {
          // The values live in the fields, not in the page's text.
          const all = squash(texts.flat().map((t) => t.str).join(''));
          expect(all).not.toContain(squash(g.truth.legal_name!));
        }
      }
    }
  }, 180_000);

  it('gives the truth applications.md reads from the printed texts', async () => {
    for (const seed of SEEDS) {
      const g = await gen(layout, seed, 'typed');
      for (const p of g.placed) for (const [path, v] of Object.entries(p.fields)) expectRule(path, v, p, g.country);
      expect(g.truth.legal_name).toBeTruthy();
      expect(g.truth.applicants.length).toBeGreaterThan(0);
      for (const a of g.truth.applicants) expect(a.first_name && a.last_name).toBeTruthy();
      expect(g.truth.country).toBe(g.country === 'CA' ? 'Canada' : 'United States');
    }
  });

  it('takes no truth value from a decoy', async () => {
    for (const seed of SEEDS) {
      const g = await gen(layout, seed, 'typed');
      const t = g.truth;
      const strings = [t.legal_name, t.trade_name, ...t.applicants.flatMap((a) => [a.first_name, a.last_name])].filter(Boolean).map((s) => squash(s!).toLowerCase());
      const ids = [t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter(Boolean);
      const money = [t.requested_amount, t.requested_payment].filter((v) => v !== null);
      const placedKeys = new Set(g.placed.map((p) => p.key));
      for (const d of g.decoys) {
        expect(Object.keys(d.fields)).toEqual([]);
        expect(placedKeys.has(d.key), d.key).toBe(false);
        expect(strings, `${d.key} "${d.text}"`).not.toContain(squash(d.text).toLowerCase());
        const digits = d.text.replace(/\D/g, '');
        if (digits.length >= 7) expect(ids, d.key).not.toContain(digits);
        if (/\$|CAD|,/.test(d.text) && !Number.isNaN(moneyOf(d.text))) expect(money, d.key).not.toContain(moneyOf(d.text));
        if (/inc_/.test(d.key)) expect(regionOf(d.text)).not.toBe(t.state_region);
      }
    }
  });

  it('repeats its bytes for a seed, differs between seeds, and shares one truth across styles', async () => {
    const again = await generateIndependent195(layout, 3, { style: 'handwritten' });
    expect(Buffer.from(again.pdf).equals(Buffer.from((await gen(layout, 3, 'handwritten')).pdf))).toBe(true);
    const [a, b] = [await gen(layout, 1, 'typed'), await gen(layout, 2, 'typed')];
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(false);
    expect(a.truth).not.toEqual(b.truth);
    for (const seed of SEEDS.slice(0, 4)) {
      const [t, h, f] = [await gen(layout, seed, 'typed'), await gen(layout, seed, 'handwritten'), await gen(layout, seed, 'fillable')];
      expect(h.truth).toEqual(t.truth);
      expect(f.truth).toEqual(t.truth);
      expect(h.placed.map((p) => [p.key, p.text])).toEqual(t.placed.map((p) => [p.key, p.text]));
      expect(f.placed.map((p) => p.via).every((v) => v.startsWith('acroform'))).toBe(true);
    }
  }, 120_000);
});

describe('independent195 as a whole', () => {
  it('uses only industry texts and entity words the reference resolves as intended', () => {
    for (const i of [...INDUSTRIES, ...PROFESSIONAL]) expect(industryOf(i.text), i.text).toBe(i.id);
    for (const country of ['US', 'CA'] as const) {
      for (const words of Object.values(ENTITY_WORDS[country])) for (const w of words!) expect(entityOf(w, country), w).not.toMatch(/^(ambiguous)?$/);
    }
  });

  it('varies owners, optional fields, entities and formats across seeds', async () => {
    const seen = { owners: new Set<number>(), entities: new Set<string>(), dba: new Set<boolean>(), start: new Set<boolean>(), freq: new Set<boolean>(),
      masked: new Set<boolean>(), score: new Set<boolean>() };
    for (const layout of INDEPENDENT195_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 12; seed++) {
        const { truth: t } = await generateIndependent195(layout, seed, { style: 'typed' });
        seen.owners.add(t.applicants.length);
        seen.entities.add(t.type_of_entity!);
        seen.dba.add(t.trade_name === null);
        seen.start.add(t.business_start_date === null);
        seen.freq.add(t.payment_frequency === null);
        seen.masked.add(t.applicants.some((a) => a.tax_id === null));
        seen.score.add(t.applicants.some((a) => a.credit_score !== null));
      }
    }
    expect(seen.owners.size).toBeGreaterThanOrEqual(3);
    expect(seen.entities.size).toBeGreaterThanOrEqual(6);
    for (const k of ['dba', 'start', 'freq', 'masked', 'score'] as const) expect(seen[k].size, k).toBe(2);
  }, 120_000);

  it('scans a typed and a handwritten form into image-only PDFs, and refuses to scan a fillable one', async () => {
    for (const [layout, style] of [['brightpath', 'handwritten'], ['northern_maple', 'typed']] as const) {
      const plain = await gen(layout, 5, style);
      const scanned = await generateIndependent195(layout, 5, { style, scan: true });
      expect(Buffer.from(scanned.pdf.slice(0, 5)).toString()).toBe('%PDF-');
      const { texts } = await readPdf(scanned.pdf);
      expect(texts.length).toBe(plain.pages);
      expect(texts.flat().map((t) => t.str).join('').trim()).toBe('');
      expect(scanned.truth).toEqual(plain.truth);
    }
    await expect(generateIndependent195('keystone', 1, { style: 'fillable', scan: true })).rejects.toThrow(/fillable/);
  }, 120_000);
});
