import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent157, INDEPENDENT157_LAYOUT_NAMES, type Placed } from './index.ts';
import { ENTITY, INDUSTRIES } from './values.ts';
import { truthFrom } from './common.ts';
import { entityId, industryId, isoDate, money, norm, personName, read } from './reader.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const squash = (s: string) => s.replace(/\s+/g, '');
/** Values that cannot be part of a printed label: in a fillable form they must not be page text at all. */
const ONLY_IN_FIELD = /^(legal_name|city_state|business_tax_id|requested_amount|owner\d\.(name|tax|dob))$/;

interface Field { name: string; value: unknown; checkBox: boolean; exportValue?: string; hasAppearance: boolean }
async function readPdf(pdf: Uint8Array): Promise<{ pages: number; text: string[]; fields: Field[]; rotated: number; fonts: string }> {
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  const text: string[] = [], fields: Field[] = [];
  let rotated = 0;
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    const items = tc.items as { str: string; transform: number[] }[];
    rotated += items.filter((it) => it.str.trim() && Math.abs(it.transform[1]!) > 0.005).length;
    text.push(squash(items.map((it) => it.str).join('')));
    for (const a of await page.getAnnotations() as Record<string, unknown>[]) {
      if (a.subtype === 'Widget') fields.push({ name: a.fieldName as string, value: a.fieldValue, checkBox: !!a.checkBox, exportValue: a.exportValue as string, hasAppearance: !!a.hasAppearance });
    }
  }
  const fonts = Buffer.from(pdf).toString('latin1').match(/\/BaseFont\s*\/[A-Za-z0-9+-]+/g)?.join(' ') ?? '';
  const pages = doc.numPages;
  await task.destroy();
  return { pages, text, fields, rotated, fonts };
}

describe('independent157: reference tables', () => {
  it('every printed entity text and industry text reads as the id the generator claims', () => {
    for (const c of ['US', 'CA'] as const) for (const e of ENTITY[c]) for (const t of e.texts) expect(entityId(t, c), `${c} ${t}`).toBe(e.id);
    for (const i of INDUSTRIES) { expect(industryId(i.text), i.text).toBe(i.id); expect(industryId(i.text.toLowerCase())).toBe(i.id); }
    for (const [t, id] of [['Sole Proprietor', 'sole_proprietorship'], ['Corporation', 'c_corporation'], ['S Corp', 's_corporation'], ['Corp', 'c_corporation'],
      ['S-Corp', 's_corporation'], ['LLP', 'llp'], ['Partnership', 'general_partnership'], ['LLC', 'llc']]) expect(entityId(t!, 'US')).toBe(id);
    for (const [t, id] of [['Sole Proprietorship', 'sole_proprietorship'], ['Corporation', 'ca_corporation'], ['Partnership', 'general_partnership']]) expect(entityId(t!, 'CA')).toBe(id);
  });

  it('the rules read names, dates and money as applications.md says', () => {
    expect(personName('de la Cruz, Maria L.')).toEqual({ first: 'Maria', last: 'de la Cruz' });
    expect(personName("Aisha K. O'Brien")).toEqual({ first: 'Aisha', last: "O'Brien" });
    expect(personName('Wei Nguyen-Tran, DDS')).toEqual({ first: 'Wei', last: 'Nguyen-Tran' });
    expect(isoDate('11/15/16')).toBe('2016-11-15');
    expect(isoDate('Sep 12, 2009')).toBe('2009-09-12');
    expect(money('CAD 75 000.50')).toBe(75000.5);
  });

  it('rejects unknown layouts and scanning a fillable form', async () => {
    expect(INDEPENDENT157_LAYOUT_NAMES).toHaveLength(4);
    expect(new Set(INDEPENDENT157_LAYOUT_NAMES).size).toBe(4);
    await expect(generateIndependent157('nope', 1, { style: 'typed' })).rejects.toThrow(/unknown layout/);
    await expect(generateIndependent157(INDEPENDENT157_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });
});

function checkTruth(g: Awaited<ReturnType<typeof generateIndependent157>>): void {
  expect(g.truth).toEqual(truthFrom(g.placed));
  for (const p of g.placed) expect(p.fields, `${p.key} "${p.text}"`).toEqual(read(p, g.country, g.truth.legal_name));
  g.truth.applicants.forEach((a, i) => {
    expect(a.first_name, `applicant ${i} has a printed name`).not.toBeNull();
    expect(g.placed.some((p) => p.key === `owner${i}.name`)).toBe(true);
  });
  const given = new Set(g.placed.flatMap((p) => Object.entries(p.fields).filter(([, v]) => v !== null).map(([k]) => k)));
  const flat: Record<string, unknown> = Object.fromEntries(Object.entries(g.truth).filter(([k]) => k !== 'applicants').map(([k, v]) => [`application.${k}`, v]));
  g.truth.applicants.forEach((a, i) => Object.entries(a).forEach(([k, v]) => { flat[`application.applicants[${i}].${k}`] = v; }));
  for (const [k, v] of Object.entries(flat)) if (v !== null) expect(given.has(k), `${k} non-null but not placed`).toBe(true);
  const total = g.truth.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
  expect(total).toBeLessThanOrEqual(100.01);
}

function checkDecoys(g: Awaited<ReturnType<typeof generateIndependent157>>): void {
  const texts = new Set(g.placed.filter((p) => !p.check).map((p) => norm(p.text)));
  const t = g.truth;
  const taxIds = [t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter(Boolean).map((d) => d!.slice(0, 9));
  const people = t.applicants.flatMap((a) => [a.first_name, a.last_name]);
  for (const d of g.decoys) {
    expect(d.decoy).toBe(true);
    expect(Object.keys(d.fields)).toHaveLength(0);
    if (norm(d.text)) expect(texts.has(norm(d.text)), `decoy ${d.key} "${d.text}" equals a real value`).toBe(false);
    const digits = d.text.replace(/\D/g, '');
    if (digits.length >= 9) for (const id of taxIds) expect(digits.includes(id), `decoy ${d.key} holds tax id`).toBe(false);
    if (/^(\$|CAD)?\s?[\d,. ]+(\s?CAD)?$/.test(d.text) && /\d{3}/.test(d.text) && !/^\d{9,}$/.test(digits)) {
      const v = money(d.text);
      expect([t.requested_amount, t.requested_payment], `decoy money ${d.key}`).not.toContain(v);
    }
    if (/(^|\.)name$|^struck\.former\.0$/.test(d.key)) {
      for (const part of d.text.split(/\s+/)) expect(people, `decoy person ${d.key}`).not.toContain(part);
    }
    const s = /^struck\.(.+)$/.exec(d.key);
    if (s && !s[1]!.startsWith('former')) {
      const real = g.placed.find((p) => p.key === s[1]);
      expect(real, `a struck ${s[1]} has its correction`).toBeDefined();
      const wrong = read({ ...d, key: s[1]! }, g.country, t.legal_name);
      expect(wrong).not.toEqual(real!.fields);
      expect(wrong).not.toEqual(Object.fromEntries(Object.keys(wrong).map((k) => [k, null])));
    }
  }
}

for (const layout of INDEPENDENT157_LAYOUT_NAMES) {
  describe(`independent157: ${layout}`, () => {
    for (const style of STYLES) {
      it(`${style}: every value printed, truth exactly what was printed, decoys apart`, async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent157(layout, seed, { style });
          checkTruth(g);
          checkDecoys(g);
          const pdf = await readPdf(g.pdf);
          expect(pdf.pages).toBe(g.pages);
          expect(g.placed.every((p) => p.page >= 1 && p.page <= g.pages)).toBe(true);
          const all = pdf.text.join('');
          for (const p of [...g.placed, ...g.decoys]) {
            const pageText = pdf.text[p.page - 1]!;
            if (p.check) {
              expect(pageText, `option label ${p.text}`).toContain(squash(p.text));
              if (style === 'fillable') {
                const f = pdf.fields.find((x) => x.name === p.acro);
                expect(f?.checkBox, `${p.key} checkbox field`).toBe(true);
                expect(f!.value).toBe(f!.exportValue);
                expect(f!.value).not.toBe('Off');
              }
            } else if (style === 'fillable' && p.acro) {
              const f = pdf.fields.find((x) => x.name === p.acro);
              expect(f?.value, `${p.key} in field ${p.acro}`).toBe(p.text);
              if (ONLY_IN_FIELD.test(p.key) && squash(p.text).length >= 6) expect(all.includes(squash(p.text)), `${p.key} only in its field`).toBe(false);
            } else {
              expect(pageText, `${p.key} "${p.text}" on page ${p.page}`).toContain(squash(p.text));
            }
          }
          if (style === 'fillable') {
            const checked = pdf.fields.filter((f) => f.checkBox && f.value !== 'Off');
            expect(checked.length).toBeGreaterThanOrEqual(g.placed.filter((p) => p.check).length);
            expect(pdf.fields.filter((f) => !f.checkBox).length).toBeGreaterThan(5);
            expect(pdf.fields.filter((f) => !f.hasAppearance).map((f) => f.name), 'every field has an appearance stream').toEqual([]);
          }
          if (style === 'handwritten') {
            expect(pdf.rotated, 'handwritten values are turned').toBeGreaterThan(3);
            expect(pdf.fonts).toMatch(/\+Z003|\+URWBookman|\+DejaVu/);
            if (layout === 'harbor_vine_mixed_hands') expect(pdf.fonts, 'typed and handwritten on one page').toMatch(/\/Courier/);
          }
          if (style === 'typed') expect(pdf.rotated).toBe(0);
        }
      });
    }

    it('is reproducible per seed, varies by seed, and keeps the truth across styles', async () => {
      const a = await generateIndependent157(layout, 11, { style: 'handwritten' });
      const b = await generateIndependent157(layout, 11, { style: 'handwritten' });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(b.truth).toEqual(a.truth);
      expect(b.placed).toEqual(a.placed);
      const typed = await generateIndependent157(layout, 11, { style: 'typed' });
      const fill = await generateIndependent157(layout, 11, { style: 'fillable' });
      expect(typed.truth).toEqual(a.truth);
      expect(fill.truth).toEqual(a.truth);
      const other = await generateIndependent157(layout, 12, { style: 'handwritten' });
      expect(other.truth).not.toEqual(a.truth);
    });

    it('scans keep the truth and leave only pictures', async () => {
      const plain = await generateIndependent157(layout, 3, { style: 'handwritten' });
      const scanned = await generateIndependent157(layout, 3, { style: 'handwritten', scan: true });
      expect(scanned.truth).toEqual(plain.truth);
      const pdf = await readPdf(scanned.pdf);
      expect(pdf.pages).toBe(plain.pages);
      expect(pdf.text.join('')).not.toContain(squash(plain.truth.legal_name!));
    }, 120_000);
  });
}

describe('independent157: variety across seeds', () => {
  it('owners, names, blanks, masks, countries, absent fields and corrections all vary', async () => {
    const seen = new Set<string>();
    for (const layout of INDEPENDENT157_LAYOUT_NAMES) {
      const keysets = new Set<string>();
      for (let seed = 100; seed < 130; seed++) {
        const g = await generateIndependent157(layout, seed, { style: 'typed' });
        keysets.add(g.placed.map((p: Placed) => p.key).sort().join());
        seen.add(`owners${g.truth.applicants.length}`).add(g.country);
        for (const a of g.truth.applicants) {
          if (/ /.test(a.last_name ?? '')) seen.add('particle');
          if (/-/.test(a.last_name ?? '')) seen.add('hyphen');
          if (/'/.test(a.last_name ?? '')) seen.add('apostrophe');
        }
        for (const p of g.placed) {
          if (/owner\d\.tax/.test(p.key)) seen.add(/[X*]/i.test(p.text) ? 'masked' : 'full');
          if (p.key === 'trade_name' && g.truth.trade_name === null) seen.add('dba-null');
          if (p.key === 'business_start_date') seen.add(/[A-Za-z]/.test(p.text) ? 'date-words' : /^\d{4}-/.test(p.text) ? 'date-iso' : 'date-slash');
        }
        if (g.truth.payment_frequency === null) seen.add('freq-null');
        if (g.truth.business_start_date === null) seen.add('start-null');
        if (g.truth.business_tax_id_type) seen.add(`tax-${g.truth.business_tax_id_type}`);
        if (layout === 'redline_corrections') {
          expect(g.decoys.some((d) => d.key.startsWith('struck.') && !d.key.startsWith('struck.former'))).toBe(true);
          if (g.decoys.some((d) => d.key.startsWith('struck.former'))) seen.add('former-owner');
        }
        if (g.truth.type_of_entity === 'sole_proprietorship') expect(g.truth.applicants).toHaveLength(1);
      }
      expect(keysets.size, `${layout}: which values are printed varies`).toBeGreaterThan(5);
    }
    for (const k of ['owners1', 'owners2', 'owners3', 'owners4', 'US', 'CA', 'particle', 'hyphen', 'apostrophe', 'masked', 'full', 'dba-null',
      'date-words', 'date-iso', 'date-slash', 'freq-null', 'start-null', 'tax-EIN', 'tax-SSN', 'tax-BN', 'former-owner']) expect(seen.has(k), k).toBe(true);
  }, 120_000);
});
