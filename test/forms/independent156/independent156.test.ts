// independent156: every printed value is on its page (or in its AcroForm field), the truth is exactly what the
// printed strings give under applications.md (read again here by oracle.ts from the shared reference), decoys never
// reach the truth, and each (layout, seed, style) is reproducible.
import { describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { SCRIPT_FONT_FILE, type Placed } from './canvas.ts';
import { ENTITY_SPELLINGS, INDUSTRY_PHRASES, STATES } from './data.ts';
import { FREQ_LABELS, entityOf } from './fields.ts';
import { INDEPENDENT156_LAYOUT_NAMES, generateIndependent156, truthFrom } from './index.ts';
import { US_STATES, entityMatches, industryMatches, moneyOf, read } from './oracle.ts';

const LAYOUTS = INDEPENDENT156_LAYOUT_NAMES;
// INDEPENDENT156_SEEDS=200 runs the page and truth checks over more seeds.
const SEEDS = Array.from({ length: Number(process.env.INDEPENDENT156_SEEDS ?? 7) }, (_, i) => i + 1);
const squash = (s: string) => s.replace(/\s+/g, '');

async function open(pdf: Uint8Array) {
  const task = pdfjs.getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  return Object.assign(doc, { close: () => task.destroy() });
}
async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const doc = await open(pdf);
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const tc = await (await doc.getPage(i)).getTextContent();
    out.push(squash(tc.items.map(it => ('str' in it ? it.str : '')).join('')));
  }
  await doc.close();
  return out;
}
interface Annot { fieldName?: string; fieldValue?: unknown; checkBox?: boolean; exportValue?: string; fieldType?: string; hasAppearance?: boolean }
async function annotations(pdf: Uint8Array): Promise<Annot[][]> {
  const doc = await open(pdf);
  const out: Annot[][] = [];
  for (let i = 1; i <= doc.numPages; i++) out.push((await (await doc.getPage(i)).getAnnotations()) as Annot[]);
  await doc.close();
  return out;
}

describe('independent156 reference facts the generator carries', () => {
  it('every entity spelling resolves to exactly its id (US)', () => {
    for (const [id, list] of Object.entries(ENTITY_SPELLINGS)) for (const s of list) expect(entityMatches(s), s).toEqual([id]);
  });
  it('every type-of-business phrase has one longest word-bounded match, the intended industry', () => {
    for (const [phrase, id] of INDUSTRY_PHRASES) expect(industryMatches(phrase), phrase).toEqual([id]);
  });
  it('state codes and names agree with the reference', () => {
    for (const [code, name] of STATES) expect(US_STATES.find(s => s.code === code)?.name, code).toBe(name);
  });
  it('has four layouts, each its own funder', async () => {
    expect(LAYOUTS).toHaveLength(4);
    const brokers = await Promise.all(LAYOUTS.map(async l => (await generateIndependent156(l, 1, { style: 'typed' })).broker));
    expect(new Set(brokers).size).toBe(4);
  });
});

function checkTruth(placed: Placed[], decoys: Placed[], truth: ReturnType<typeof truthFrom>): void {
  expect(truthFrom(placed)).toEqual(truth);
  for (const p of placed) {
    const names = Object.keys(p.fields).map(f => f.replace(/^application\.(applicants\[\d+\]\.)?/, ''));
    if (p.check) {
      for (const [path, v] of Object.entries(p.fields)) {
        if (path.endsWith('type_of_entity')) expect(entityOf(p.text)).toBe(v);
        else if (path.endsWith('payment_frequency')) expect(FREQ_LABELS[v as string]).toBe(p.text);
        else throw new Error(`unexpected checkbox field ${path}`);
      }
      continue;
    }
    for (const [path, v] of Object.entries(p.fields)) {
      const f = path.replace(/^application\.(applicants\[\d+\]\.)?/, '');
      expect(read(f, p.text, names, truth.legal_name), `${p.key} ${path} from "${p.text}"`).toEqual(v);
    }
    // A printed value that gives nothing: the DBA written as SAME / N/A / the legal name, a masked SSN.
    if (!names.length && /\.(dba|ssn)$/.test(p.key)) {
      const f = p.key.endsWith('dba') ? 'trade_name' : 'tax_id';
      expect(read(f, p.text, [f], truth.legal_name), `${p.key} "${p.text}"`).toBeNull();
    }
  }
  // Decoys give no field and match no truth value (text, digits or money).
  const strings = new Set<string>(), numbers = new Set<number>();
  const add = (v: unknown) => { if (typeof v === 'string') strings.add(v.toLowerCase()); if (typeof v === 'number') numbers.add(v); };
  for (const [k, v] of Object.entries(truth)) if (k !== 'applicants' && k !== 'country') add(v);
  for (const a of truth.applicants) { add(a.tax_id); add(a.first_name && `${a.first_name} ${a.last_name}`); add(a.credit_score); }
  for (const d of decoys) {
    expect(d.fields, d.key).toEqual({});
    expect(d.decoy).toBe(true);
    expect(strings.has(d.text.toLowerCase()), `${d.key} "${d.text}"`).toBe(false);
    expect(strings.has(d.text.replace(/\D/g, '')), `${d.key} digits`).toBe(false);
    if (/^\$?\s?[\d,]+(\.\d\d)?$/.test(d.text) && /[$,]/.test(d.text)) expect(numbers.has(moneyOf(d.text)), `${d.key} money`).toBe(false);
  }
  // Everything non-null in the truth was printed somewhere.
  const printed = new Set(placed.flatMap(p => Object.keys(p.fields)));
  for (const [k, v] of Object.entries(truth)) if (k !== 'applicants' && v !== null) expect(printed.has(`application.${k}`), k).toBe(true);
  truth.applicants.forEach((a, i) => {
    for (const [k, v] of Object.entries(a)) if (v !== null) expect(printed.has(`application.applicants[${i}].${k}`), k).toBe(true);
  });
}

describe.each(LAYOUTS)('independent156 %s', layout => {
  it.each(['typed', 'handwritten'] as const)('%s: every value and decoy is on its page; the truth is what was printed', async style => {
    for (const seed of SEEDS) {
      const r = await generateIndependent156(layout, seed, { style });
      const texts = await pageTexts(r.pdf);
      expect(texts).toHaveLength(r.pages);
      for (const p of [...r.placed, ...r.decoys]) {
        expect(p.page).toBeGreaterThanOrEqual(1);
        expect(texts[p.page - 1]!.includes(squash(p.text)), `${layout}/${seed}/${style} ${p.key} "${p.text}" on page ${p.page}`).toBe(true);
      }
      if (style === 'handwritten' && SCRIPT_FONT_FILE?.includes('Z003')) expect(Buffer.from(r.pdf).includes('Z003-MediumItalic')).toBe(true);
      checkTruth(r.placed, r.decoys, r.truth);
    }
  });

  it('fillable: values only in AcroForm fields with appearances; checkboxes on/Off', async () => {
    for (const seed of SEEDS) {
      const r = await generateIndependent156(layout, seed, { style: 'fillable' });
      const [annots, texts] = [await annotations(r.pdf), await pageTexts(r.pdf)];
      const byName = new Map<string, Annot>();
      annots.forEach(list => list.forEach(a => a.fieldName && byName.set(a.fieldName, a)));
      for (const p of [...r.placed, ...r.decoys]) {
        expect(p.acro, p.key).toBeTruthy();
        const a = annots[p.page - 1]!.find(x => x.fieldName === p.acro);
        expect(a, `${p.key} field on page ${p.page}`).toBeTruthy();
        expect(a!.hasAppearance, p.key).toBe(true);
        if (p.check) { expect(a!.checkBox).toBe(true); expect(a!.fieldValue).toBe(a!.exportValue); expect(a!.fieldValue).not.toBe('Off'); }
        else expect(a!.fieldValue, p.key).toBe(p.text);
      }
      const checked = new Set(r.placed.filter(p => p.check).map(p => p.acro));
      for (const [name, a] of byName) if (a.checkBox && !checked.has(name)) expect(a.fieldValue, name).toBe('Off');
      for (const p of r.placed.filter(x => /^(biz\.(legal|tax_id)|request\.amount|owner\d\.(ssn|dob))$/.test(x.key))) {
        expect(texts.some(t => t.includes(squash(p.text))), `${p.key} must not be page text`).toBe(false);
      }
      checkTruth(r.placed, r.decoys, r.truth);
    }
  });

  it('is reproducible per seed, the same truth in every style, and different across seeds', async () => {
    const a = await generateIndependent156(layout, 11, { style: 'handwritten' });
    const b = await generateIndependent156(layout, 11, { style: 'handwritten' });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    expect(b.truth).toEqual(a.truth);
    expect((await generateIndependent156(layout, 11, { style: 'fillable' })).truth).toEqual(a.truth);
    expect((await generateIndependent156(layout, 12, { style: 'handwritten' })).truth).not.toEqual(a.truth);
  });

  it('varies owners, entity types, blanks and name shapes over seeds', async () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const r = await generateIndependent156(layout, seed, { style: 'typed' });
      const t = r.truth;
      seen.add(`owners:${t.applicants.length}`);
      seen.add(`entity:${t.type_of_entity}`);
      if (t.type_of_entity === 'sole_proprietorship') expect(t.applicants).toHaveLength(1);
      for (const k of ['trade_name', 'business_start_date', 'requested_payment', 'number_of_payments', 'payment_frequency'] as const)
        seen.add(`${k}:${t[k] === null ? 'null' : 'set'}`);
      for (const a of t.applicants) {
        seen.add(`ssn:${a.tax_id ? 'full' : r.placed.some(p => p.text.match(/^[X*#x]{3}-/)) ? 'masked' : 'blank'}`);
        seen.add(`dob:${a.date_of_birth ? 'set' : 'null'}`).add(`score:${a.credit_score ? 'set' : 'null'}`);
        if (/ /.test(a.last_name!)) seen.add('particle');
        if (/-/.test(a.last_name!)) seen.add('hyphen');
        if (/'/.test(a.last_name!)) seen.add('apostrophe');
      }
    }
    for (const k of ['owners:1', 'owners:2', 'owners:3', 'owners:4', 'entity:llc', 'entity:sole_proprietorship', 'particle', 'hyphen',
      'apostrophe', 'ssn:full', 'ssn:masked', 'dob:null', 'score:null', 'score:set', 'trade_name:null', 'trade_name:set',
      'business_start_date:null', 'requested_payment:null', 'payment_frequency:set']) expect(seen.has(k), k).toBe(true);
  });
});

describe('independent156 scans', () => {
  it('scans a typed and a handwritten form: same pages, same truth, no text layer of values', async () => {
    for (const [layout, style] of [['keystone_two_page', 'typed'], ['sterling_roster', 'handwritten']] as const) {
      const plain = await generateIndependent156(layout, 5, { style });
      const scanned = await generateIndependent156(layout, 5, { style, scan: true });
      expect(scanned.truth).toEqual(plain.truth);
      expect(Buffer.from(scanned.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
      const doc = await open(scanned.pdf);
      expect(doc.numPages).toBe(plain.pages);
      await doc.close();
      const texts = await pageTexts(scanned.pdf);
      expect(texts.some(t => t.includes(squash(plain.truth.legal_name!)))).toBe(false);
    }
    await expect(generateIndependent156('ironbridge_grid', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120_000);
});
