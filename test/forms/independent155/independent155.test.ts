// Generator 155 (dense and unusual paper, second series): every printed value is on the page or in its AcroForm
// field, the truth is exactly what applications.md's rules read from the printed text (reader.ts, written apart from
// the generator), decoys never reach the truth, and output is reproducible per seed.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent155, INDEPENDENT155_LAYOUT_NAMES, type Placed } from './index.ts';
import { ENTITIES, INDUSTRIES } from './pools.ts';
import { entityId, industryId, money, read } from './reader.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const strip = (s: string): string => s.replace(/\s+/g, '');

interface Field { value: unknown; exportValue?: string; checkBox: boolean; page: number }
interface Item { str: string; transform: number[]; height: number }
async function readPdf(pdf: Uint8Array): Promise<{ pages: number; text: string[]; items: Item[][]; fields: Map<string, Field> }> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const text: string[] = [], items: Item[][] = [], fields = new Map<string, Field>();
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const tc = await page.getTextContent();
    const its = tc.items.filter((i): i is Item & typeof i => 'str' in i) as unknown as Item[];
    items.push(its);
    text.push(strip(its.map((i) => i.str).join('')));
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown; exportValue?: string; checkBox?: boolean }[]) {
      if (a.fieldName) fields.set(a.fieldName, { value: a.fieldValue, exportValue: a.exportValue, checkBox: !!a.checkBox, page: n });
    }
  }
  const pages = doc.numPages;
  await task.destroy();
  return { pages, text, items, fields };
}

/** The application read from the placed values alone, by the rules, with every unprinted field null. */
function expectedTruth(placed: Placed[], country: 'US' | 'CA'): TruthApplication {
  const legal = placed.find((p) => p.key === 'business.legal')?.text ?? '';
  const owners = Math.max(0, ...placed.map((p) => Number(/^owner(\d+)\./.exec(p.key)?.[1] ?? -1) + 1));
  const app: Record<string, unknown> = Object.fromEntries(['trade_name', 'legal_name', 'type_of_entity', 'industry', 'business_tax_id',
    'business_tax_id_country', 'business_tax_id_type', 'state_region', 'country', 'requested_amount', 'requested_payment',
    'number_of_payments', 'payment_frequency', 'business_start_date'].map((k) => [k, null]));
  const applicants = Array.from({ length: owners }, () => Object.fromEntries(['first_name', 'last_name', 'role', 'ownership', 'credit_score',
    'tax_id', 'tax_id_type', 'tax_id_country', 'date_of_birth'].map((k) => [k, null])) as Record<string, unknown>);
  for (const p of placed) {
    for (const [path, v] of Object.entries(read(p.key, p.text, country, legal))) {
      const m = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (m) applicants[Number(m[1])]![m[2]!] = v;
      else app[path.slice('application.'.length)] = v;
    }
  }
  return { ...app, applicants } as unknown as TruthApplication;
}

describe('generator 155: interface', () => {
  it('has four layouts, each its own broker', async () => {
    expect(INDEPENDENT155_LAYOUT_NAMES).toHaveLength(4);
    const brokers = new Set<string>();
    for (const l of INDEPENDENT155_LAYOUT_NAMES) brokers.add((await generateIndependent155(l, 1, { style: 'typed' })).broker);
    expect(brokers.size).toBe(4);
    await expect(generateIndependent155('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent155(INDEPENDENT155_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  it('curated industry phrases and entity texts read as the ids the generator claims', () => {
    for (const [text, id] of INDUSTRIES) expect(industryId(text), text).toBe(id);
    for (const country of ['US', 'CA'] as const) {
      for (const e of ENTITIES[country]) for (const t of e.texts) expect(entityId(t, country), `${country} ${t}`).toBe(e.id);
    }
  });
});

describe('generator 155: the truth is what was printed', () => {
  for (const layout of INDEPENDENT155_LAYOUT_NAMES) {
    it(`${layout}: each placed value reads as its fields, and the truth is their sum`, async () => {
      for (let seed = 1; seed <= 25; seed++) {
        const g = await generateIndependent155(layout, seed, { style: 'typed' });
        const legal = g.placed.find((p) => p.key === 'business.legal')!.text;
        for (const p of g.placed) {
          expect(p.fields, `${layout}/${seed} ${p.key} "${p.text}"`).toEqual(read(p.key, p.text, g.country, legal));
          for (const v of Object.values(p.fields)) expect(v, `${p.key} unreadable`).not.toBeUndefined();
          expect(p.decoy).toBeUndefined();
        }
        expect(g.truth).toEqual(expectedTruth(g.placed, g.country));
        expect(g.truth.legal_name).toBeTruthy();
        expect(g.truth.state_region).toBeTruthy();
        if (g.truth.type_of_entity === 'sole_proprietorship') expect(g.truth.applicants).toHaveLength(1);
        const total = g.truth.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
        expect(total).toBeLessThanOrEqual(100);
        for (const a of g.truth.applicants) if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
      }
    });
  }

  it('the truth does not depend on the style', async () => {
    for (const layout of INDEPENDENT155_LAYOUT_NAMES) {
      for (const seed of [3, 8]) {
        const [a, b, c] = await Promise.all(STYLES.map((style) => generateIndependent155(layout, seed, { style })));
        expect(b!.truth).toEqual(a!.truth);
        expect(c!.truth).toEqual(a!.truth);
      }
    }
  });
});

describe('generator 155: every printed value is on the page', () => {
  for (const layout of INDEPENDENT155_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}`, async () => {
        for (const seed of [1, 2, 3, 4]) {
          const g = await generateIndependent155(layout, seed, { style });
          const r = await readPdf(g.pdf);
          expect(r.pages).toBe(g.pages);
          const all = [...g.placed, ...g.decoys];
          if (style !== 'fillable') {
            expect(r.fields.size).toBe(0);
            for (const p of all) expect(r.text[p.page - 1], `${layout}/${seed} ${p.key} "${p.text}" p${p.page}`).toContain(strip(p.text));
            continue;
          }
          for (const p of all) {
            const f = r.fields.get(p.acro!);
            expect(f, `${p.key} field ${p.acro}`).toBeDefined();
            expect(f!.page).toBe(p.page);
            if (p.check) { expect(f!.checkBox).toBe(true); expect(f!.value).toBe(f!.exportValue); expect(f!.value).not.toBe('Off'); }
            else expect(f!.value).toBe(p.text);
          }
          // Nothing is filled in that the placed list does not know; and values are not page text.
          const known = new Set(all.map((p) => p.acro));
          for (const [name, f] of r.fields) {
            const filled = f.checkBox ? f.value !== 'Off' : typeof f.value === 'string' && f.value !== '';
            if (filled) expect(known.has(name), `unrecorded filled field ${name}`).toBe(true);
          }
          expect(r.text.join('')).not.toContain(strip(g.truth.legal_name!));
        }
      });
    }
  }

  it('the look: tiny captions on the grid, sideways labels, rotated handwriting', async () => {
    const grid = await readPdf((await generateIndependent155('tricounty-grid', 5, { style: 'typed' })).pdf);
    expect(grid.items[0]!.filter((i) => i.str.trim() && i.height > 0 && i.height <= 6).length).toBeGreaterThan(60);
    const side = await readPdf((await generateIndependent155('quillstone-sideways', 5, { style: 'typed' })).pdf);
    const turned = side.items[0]!.filter((i) => i.str.trim() && Math.abs(i.transform[0]!) < 0.01 && Math.abs(i.transform[1]!) > 1);
    expect(turned.length).toBeGreaterThan(30);
    const hand = await readPdf((await generateIndependent155('beacon-leaders', 5, { style: 'handwritten' })).pdf);
    expect(hand.items[0]!.filter((i) => i.str.trim() && Math.abs(i.transform[1]!) > 0.01 && Math.abs(i.transform[0]!) > 1).length).toBeGreaterThan(10);
  });
});

describe('generator 155: decoys', () => {
  it('no decoy is a truth value, a tax ID, an amount, or an applicant', async () => {
    for (const layout of INDEPENDENT155_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 20; seed++) {
        const g = await generateIndependent155(layout, seed, { style: 'typed' });
        const t = g.truth;
        const strings = [t.legal_name, t.trade_name, ...t.applicants.flatMap((a) => [`${a.first_name} ${a.last_name}`, a.role])]
          .filter((s): s is string => !!s).map((s) => s.toLowerCase());
        const ids = [t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter((s): s is string => !!s);
        const amounts = [t.requested_amount, t.requested_payment].filter((n): n is number => n !== null);
        expect(g.decoys.length).toBeGreaterThan(12);
        for (const d of g.decoys) {
          const msg = `${layout}/${seed} ${d.key} "${d.text}"`;
          expect(d.decoy, msg).toBe(true);
          expect(Object.keys(d.fields), msg).toHaveLength(0);
          expect(strings, msg).not.toContain(d.text.toLowerCase());
          expect(ids, msg).not.toContain(d.text.replace(/\D/g, ''));
          for (const a of t.applicants) expect(d.text, msg).not.toMatch(new RegExp(`(^|\\W)${a.last_name!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\W|$)`));
          if (/^(CAD )?\$?\s?[\d,. ]+\d( CAD)?( .*)?$/.test(d.text) && /balance|payment|rent|sales/.test(d.key)) {
            expect(amounts, msg).not.toContain(money(d.text.replace(/ (daily|weekly|\/day|\/wk)$/, '')));
          }
        }
      }
    }
  });
});

describe('generator 155: reproducible and varied', () => {
  it('the same seed gives the same bytes; another seed another form', async () => {
    for (const layout of INDEPENDENT155_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent155(layout, 42, { style });
        const b = await generateIndependent155(layout, 42, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(b.truth).toEqual(a.truth);
        expect(b.placed).toEqual(a.placed);
      }
      const c = await generateIndependent155(layout, 43, { style: 'typed' });
      expect(c.truth).not.toEqual((await generateIndependent155(layout, 42, { style: 'typed' })).truth);
    }
  });

  it('seeds vary owners, names, entities, countries, formats and blanks', async () => {
    const seen = new Set<string>();
    for (const layout of INDEPENDENT155_LAYOUT_NAMES) {
      for (let seed = 100; seed < 140; seed++) {
        const g = await generateIndependent155(layout, seed, { style: 'typed' });
        const t = g.truth;
        seen.add(`owners:${t.applicants.length}`).add(`country:${g.country}`).add(`entity:${t.type_of_entity}`);
        for (const [k, v] of Object.entries(t)) if (k !== 'applicants') seen.add(`${k}:${v === null ? 'null' : 'set'}`);
        for (const a of t.applicants) {
          for (const [k, v] of Object.entries(a)) seen.add(`applicant.${k}:${v === null ? 'null' : 'set'}`);
          if (/-/.test(`${a.first_name}${a.last_name}`)) seen.add('name:hyphen');
          if (/'/.test(a.last_name!)) seen.add('name:apostrophe');
          if (/ /.test(a.last_name!)) seen.add('name:particle');
        }
        for (const p of g.placed) {
          if (p.key === 'owner0.name' && p.text.includes(',')) seen.add(p.text.match(/, [A-Z]{2,3}$/) ? 'name:credential' : 'name:last-first');
          if (p.key === 'owner0.tax_id' && /[xX*]|ending/.test(p.text)) seen.add('ssn:masked');
          if (p.key === 'business.dba' && g.truth.trade_name === null) seen.add('dba:same');
          if (p.key === 'funding.amount') seen.add(`money:${p.text.replace(/\d/g, '9').replace(/9+/g, '9')}`);
          if (p.key === 'business.start') seen.add(`date:${p.text.replace(/\d/g, '9').replace(/[A-Za-z]+/g, 'M')}`);
          if (p.check) seen.add(`check:${p.key}`);
        }
      }
    }
    for (const k of ['owners:1', 'owners:2', 'owners:3', 'owners:4', 'country:US', 'country:CA', 'name:hyphen', 'name:apostrophe', 'name:particle',
      'name:credential', 'name:last-first', 'ssn:masked', 'dba:same', 'trade_name:null', 'business_start_date:null', 'requested_payment:null',
      'number_of_payments:null', 'payment_frequency:null', 'applicant.tax_id:null', 'applicant.tax_id:set', 'applicant.date_of_birth:null',
      'applicant.credit_score:null', 'applicant.credit_score:set', 'check:business.entity', 'check:funding.freq', 'entity:sole_proprietorship']) {
      expect(seen, k).toContain(k);
    }
    expect([...seen].filter((k) => k.startsWith('entity:')).length).toBeGreaterThanOrEqual(8);
    expect([...seen].filter((k) => k.startsWith('money:')).length).toBeGreaterThanOrEqual(5);
    expect([...seen].filter((k) => k.startsWith('date:')).length).toBeGreaterThanOrEqual(5);
  });
});

describe('generator 155: scans', () => {
  it('a scanned form is pictures of the same pages with the same truth', async () => {
    for (const [layout, seed, style] of [['tricounty-grid', 7, 'typed'], ['tworivers-columns', 9, 'handwritten']] as const) {
      const plain = await generateIndependent155(layout, seed, { style });
      const scanned = await generateIndependent155(layout, seed, { style, scan: true });
      expect(scanned.truth).toEqual(plain.truth);
      expect(scanned.placed).toEqual(plain.placed);
      const r = await readPdf(scanned.pdf);
      expect(r.pages).toBe(plain.pages);
      expect(r.text.join('')).not.toContain(strip(plain.truth.legal_name!));
    }
  }, 120_000);
});
