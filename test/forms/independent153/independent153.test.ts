// Tests of the independent153 generator: every printed value is on its page (or in its AcroForm field), the truth is
// exactly what was printed (re-read from the placed text by derive.ts), decoys never reach the truth, output is
// reproducible per seed, and the seeds vary what the spec asks to vary.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent153, INDEPENDENT153_LAYOUT_NAMES, type Generated153, type Placed } from './index.ts';
import { derive, isoDate, moneyValue, splitName } from './derive.ts';
import { luhnDigit } from './fmt.ts';

type Style = 'typed' | 'handwritten' | 'fillable';
const STYLES: Style[] = ['typed', 'handwritten', 'fillable'];
const SEEDS = [1, 2, 3, 4, 5, 6];
const squash = (s: string) => s.replace(/\s+/g, '');
const FONTS = `${fileURLToPath(new URL('../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url))}`;

interface PageRead { text: string; items: string[]; annots: { fieldName?: string; fieldValue?: unknown; exportValue?: string; checkBox?: boolean; hasAppearance?: boolean }[] }
async function readPdf(pdf: Uint8Array): Promise<PageRead[]> {
  const task = getDocument({ data: pdf.slice(), standardFontDataUrl: FONTS });
  const doc = await task.promise;
  const out: PageRead[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    const items = tc.items.map((i) => ('str' in i ? i.str : ''));
    out.push({ text: squash(items.join('')), items, annots: (await page.getAnnotations()) as PageRead['annots'] });
  }
  await task.destroy();
  return out;
}

const cache = new Map<string, Promise<Generated153>>();
const gen = (layout: string, seed: number, style: Style) => {
  const k = `${layout}:${seed}:${style}`;
  if (!cache.has(k)) cache.set(k, generateIndependent153(layout, seed, { style }));
  return cache.get(k)!;
};

function expectedTruth(placed: Placed[]) {
  const app: Record<string, unknown> = {};
  const owners: Record<string, unknown>[] = [];
  for (const p of placed) for (const [path, v] of Object.entries(p.fields)) {
    const m = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
    if (m) (owners[Number(m[1])] ??= {})[m[2]!] = v; else app[path.replace('application.', '')] = v;
  }
  return { app, owners };
}

describe('independent153 interface', () => {
  it('has four layouts with their own broker, and refuses what it cannot do', async () => {
    expect(INDEPENDENT153_LAYOUT_NAMES).toHaveLength(4);
    const brokers = new Set<string>();
    for (const l of INDEPENDENT153_LAYOUT_NAMES) brokers.add((await gen(l, 1, 'typed')).broker);
    expect(brokers.size).toBe(4);
    await expect(generateIndependent153('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent153(INDEPENDENT153_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });
});

for (const layout of INDEPENDENT153_LAYOUT_NAMES) {
  describe(`independent153 ${layout}`, () => {
    for (const style of STYLES) {
      it(`${style}: values are where they were placed and the truth is what they say`, async () => {
        for (const seed of SEEDS) {
          const g = await gen(layout, seed, style);
          const pages = await readPdf(g.pdf);
          expect(pages).toHaveLength(g.pages);
          const where = `${layout} seed ${seed} ${style}`;
          const legal = g.placed.find((p) => p.key === 'legal_name')?.text ?? null;
          for (const p of [...g.placed, ...g.decoys]) {
            const page = pages[p.page - 1]!;
            if (style === 'fillable' && p.acro) {
              const a = page.annots.find((x) => x.fieldName === p.acro);
              expect(a, `${where}: field ${p.acro}`).toBeDefined();
              expect(a!.hasAppearance, `${where}: ${p.acro} appearance`).toBe(true);
              if (p.check) { expect(a!.checkBox).toBe(true); expect(a!.fieldValue).toBe(a!.exportValue); expect(a!.fieldValue).not.toBe('Off'); expect(page.text).toContain(squash(p.text)); }
              else expect(a!.fieldValue, `${where}: ${p.key}`).toBe(p.text);
            } else {
              expect(page.text, `${where}: ${p.key} "${p.text}" on page ${p.page}`).toContain(squash(p.text));
            }
            if (style !== 'fillable') expect(p.acro).toBeUndefined();
          }
          // fillable: values live only in fields (numbers and tax IDs never in the page text)
          if (style === 'fillable') {
            for (const p of g.placed) if (!p.check && p.text.replace(/\D/g, '').length >= 5) expect(pages[p.page - 1]!.text, `${where}: ${p.key}`).not.toContain(squash(p.text));
            expect(g.placed.every((p) => p.acro)).toBe(true);
          }
          // handwritten: checkbox marks are drawn, never text
          if (style === 'handwritten') {
            for (const pg of pages) expect(pg.items.filter((s) => /^(X|✔|✓)$/.test(s.trim()))).toEqual([]);
            expect(Buffer.from(g.pdf).includes('ZapfDingbats')).toBe(false);
            expect(Buffer.from(g.pdf).includes('Z003')).toBe(true);
          }
          // each placed text re-read by the rules gives exactly its fields
          for (const p of g.placed) expect(derive(p.key, p.text, g.country, legal), `${where}: ${p.key} "${p.text}"`).toEqual(p.fields);
          // the truth is the placed fields and nothing else
          const { app, owners } = expectedTruth(g.placed);
          for (const [k, v] of Object.entries(g.truth)) if (k !== 'applicants') expect(v, `${where}: ${k}`).toEqual(app[k] ?? null);
          expect(g.truth.applicants).toHaveLength(owners.length);
          g.truth.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) expect(v, `${where}: applicant ${i} ${k}`).toEqual(owners[i]![k] ?? null); });
        }
      });
    }

    it('truth values are valid and decoys never reach the truth', async () => {
      for (const seed of [...SEEDS, 7, 8, 9, 10]) {
        const g = await gen(layout, seed, 'typed');
        const t = g.truth, where = `${layout} seed ${seed}`;
        expect(t.legal_name).toBeTruthy();
        expect(t.state_region).toBeTruthy();
        expect(t.country).toBe(g.country === 'US' ? 'United States' : 'Canada');
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        expect(t.applicants.length).toBeLessThanOrEqual(4);
        if (t.type_of_entity === 'sole_proprietorship') expect(t.applicants).toHaveLength(1);
        expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        if (t.business_start_date) expect(t.business_start_date < '2025-01-01').toBe(true);
        if (t.business_tax_id_type === 'BN') expect(luhnDigit(t.business_tax_id!.slice(0, 8))).toBe(t.business_tax_id![8]);
        for (const a of t.applicants) {
          expect(a.first_name && a.last_name).toBeTruthy();
          if (a.credit_score !== null) expect(a.credit_score >= 300 && a.credit_score <= 850).toBe(true);
          if (a.tax_id_type === 'SIN') expect(luhnDigit(a.tax_id!.slice(0, 8))).toBe(a.tax_id![8]);
          if (a.tax_id_type === 'ITIN') expect(a.tax_id!.startsWith('9')).toBe(true);
          if (a.tax_id_type === 'SSN') expect(/^(000|666|9)/.test(a.tax_id!)).toBe(false);
        }
        const strings = new Set<string>();
        for (const [k, v] of Object.entries(t)) if (typeof v === 'string' && k !== 'country' && k !== 'business_tax_id_country' && k !== 'business_tax_id_type') strings.add(v.toLowerCase());
        const names = t.applicants.map((a) => `${a.first_name} ${a.last_name}`);
        const digits = [t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter(Boolean) as string[];
        const money = [t.requested_amount, t.requested_payment].filter((v) => v !== null);
        const dates = [t.business_start_date, ...t.applicants.map((a) => a.date_of_birth)].filter(Boolean);
        expect(g.decoys.length).toBeGreaterThan(10);
        for (const d of g.decoys) {
          expect(d.decoy).toBe(true);
          expect(d.fields).toEqual({});
          expect(strings.has(d.text.toLowerCase()), `${where}: decoy ${d.key} "${d.text}"`).toBe(false);
          for (const n of names) expect(d.text.includes(n), `${where}: decoy ${d.key} names an applicant`).toBe(false);
          for (const run of d.text.match(/\d[\d -]{7,}\d/g) ?? []) expect(digits.includes(run.replace(/\D/g, '')), `${where}: ${d.key}`).toBe(false);
          for (const m of d.text.match(/(CAD )?\$?\s?\d[\d,]*(\.\d\d)?/g) ?? []) {
            if (/\d{3}\)|^\(/.test(m) || /[/:-]/.test(d.text.slice(d.text.indexOf(m) + m.length, d.text.indexOf(m) + m.length + 1))) continue;
            const v = Number(m.replace(/CAD|\$|,|\s/g, ''));
            if (v >= 100) expect(money.includes(v), `${where}: decoy ${d.key} "${d.text}" is a truth amount`).toBe(false);
          }
          for (const m of d.text.match(/\d{1,2}\/\d{1,2}\/\d{4}|\d{4}-\d{2}-\d{2}/g) ?? []) expect(dates.includes(isoDate(m))).toBe(false);
        }
      }
    });

    it('is reproducible per seed and varies with it', async () => {
      for (const style of STYLES) {
        const a = await generateIndependent153(layout, 42, { style }), b = await generateIndependent153(layout, 42, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(b.truth).toEqual(a.truth);
        expect(b.placed).toEqual(a.placed);
      }
      const c = await generateIndependent153(layout, 43, { style: 'typed' });
      expect(c.truth).not.toEqual((await gen(layout, 42, 'typed')).truth);
    });

    it('scans typed and handwritten forms into image pages with the same truth', async () => {
      for (const style of ['typed', 'handwritten'] as const) {
        const plain = await gen(layout, 3, style);
        const scanned = await generateIndependent153(layout, 3, { style, scan: true });
        expect(Buffer.from(scanned.pdf.slice(0, 5)).toString()).toBe('%PDF-');
        expect(scanned.pages).toBe(plain.pages);
        expect(scanned.truth).toEqual(plain.truth);
        const again = await generateIndependent153(layout, 3, { style, scan: true });
        expect(Buffer.from(again.pdf).equals(Buffer.from(scanned.pdf))).toBe(true);
      }
    }, 120_000);
  });
}

describe('independent153 variation across seeds', () => {
  it('covers owners, countries, entity types, formats and blanks', async () => {
    const seen = new Map<string, number>();
    const see = (k: string) => seen.set(k, (seen.get(k) ?? 0) + 1);
    for (const layout of INDEPENDENT153_LAYOUT_NAMES) for (let seed = 100; seed < 130; seed++) {
      const g = await generateIndependent153(layout, seed, { style: 'typed' });
      const t = g.truth;
      see(`owners${t.applicants.length}`); see(g.country); see(`entity:${t.type_of_entity}`);
      for (const k of ['trade_name', 'business_start_date', 'requested_payment', 'number_of_payments', 'payment_frequency', 'business_tax_id'] as const) see(`${k}:${t[k] === null ? 'null' : 'set'}`);
      for (const a of t.applicants) { see(`dob:${a.date_of_birth ? 'set' : 'null'}`); see(`credit:${a.credit_score ? 'set' : 'null'}`); see(`tax:${a.tax_id_type ?? 'null'}`); }
      for (const p of g.placed) {
        if (p.key.endsWith('tax_id') && /[X*#x]/.test(p.text)) see('masked');
        if (p.key.endsWith('.name') && /,/.test(p.text) && !/, [A-Z]{2,3}$/.test(p.text)) see('last-first');
        if (p.key.endsWith('.name') && /, [A-Z]{2,3}$/.test(p.text)) see('credential');
        if (p.key.endsWith('.name') && / [A-Z]\. /.test(p.text)) see('middle');
        if (/owner\d\.(name|last)/.test(p.key) && /['-]| (de|van|von|del|Da|Di|Le|Van) /.test(p.text)) see('particle');
        if (p.key === 'trade_name' && !p.fields['application.trade_name']) see('dba-null-printed');
        if (p.key === 'amount' || p.key === 'start_date') see(`${p.key}:${p.text.replace(/\d/g, '9')}`);
      }
      const names = g.truth.applicants.map((a) => splitName(`${a.first_name} ${a.last_name}`).join(' '));
      expect(new Set(names).size).toBe(names.length);
    }
    for (const k of ['owners1', 'owners2', 'owners3', 'owners4', 'US', 'CA', 'masked', 'last-first', 'credential', 'middle', 'particle', 'dba-null-printed',
      'entity:sole_proprietorship', 'entity:llc', 'entity:c_corporation', 'entity:ca_corporation', 'tax:SSN', 'tax:SIN', 'tax:ITIN', 'tax:null',
      'trade_name:null', 'trade_name:set', 'business_start_date:null', 'requested_payment:null', 'number_of_payments:null', 'payment_frequency:null',
      'business_tax_id:null', 'dob:null', 'credit:null', 'credit:set']) expect(seen.get(k), k).toBeGreaterThan(0);
    expect([...seen.keys()].filter((k) => k.startsWith('amount:')).length).toBeGreaterThan(5);
    expect([...seen.keys()].filter((k) => k.startsWith('start_date:')).length).toBeGreaterThan(5);
    expect(moneyValue('CAD 60 000')).toBe(60000);
  }, 120_000);
});
