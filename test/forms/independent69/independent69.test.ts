// independent69: every layout and style at a few seeds builds a PDF of its page count whose printed text (or AcroForm
// fields for fillable) holds each truth value as printed; reference ids are valid and follow applications.md's rules;
// no decoy equals a truth value; scans keep the page count; the same arguments give the same bytes.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { buildIndependent69, generateIndependent69, INDEPENDENT69_LAYOUT_NAMES, LAYOUTS } from './index.ts';
import type { Item } from './sheet.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface Ref { id: string; label: string; aliases: string[]; countries?: string[] }
const load = (f: string): Ref[] => (JSON.parse(readFileSync(`${REFERENCE_DIR}/${f}`, 'utf8')) as { items: Ref[] }).items;
const ENTITIES = load('entity-types.json'), INDUSTRIES = load('industries.json');
const STATES = new Set((JSON.parse(readFileSync(`${REFERENCE_DIR}/states.json`, 'utf8')) as { items: { code: string }[] }).items.map((s) => s.code));
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5];

const flat = (s: string): string => s.replace(/\s+/g, '').toLowerCase();
const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

function entityOf(text: string): string | undefined {
  const hits = ENTITIES.filter((e) => e.countries?.includes('US') && [e.id, e.label, ...e.aliases].some((a) => squash(a) === squash(text)));
  return hits.length > 1 ? hits.find((e) => e.id === 'c_corporation')?.id : hits[0]?.id;
}

function industryOf(text: string): string | undefined {
  let best: { id: string; len: number } | undefined;
  for (const i of INDUSTRIES) {
    for (const a of [i.label, ...i.aliases]) {
      const re = new RegExp(`(?<![a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9])`);
      if (re.test(text.toLowerCase()) && (!best || a.length > best.len)) best = { id: i.id, len: a.length };
    }
  }
  return best?.id;
}

function checkRules(items: Item[]): void {
  for (const it of items) {
    if (!it.fields || !it.text || it.checkbox) continue;
    const f = it.fields;
    if ('application.type_of_entity' in f) expect(entityOf(it.text), it.text).toBe(f['application.type_of_entity']);
    if ('application.industry' in f) expect(industryOf(it.text), it.text).toBe(f['application.industry']);
    if ('application.state_region' in f) expect(STATES.has(String(f['application.state_region']))).toBe(true);
    if ('application.business_tax_id' in f && f['application.business_tax_id']) expect(it.text.replace(/\D/g, '')).toBe(f['application.business_tax_id']);
  }
}

function checkDecoys(items: Item[]): void {
  const truthTexts = new Set(items.filter((i) => i.kind === 'truth' && i.text && !i.checkbox).map((i) => flat(i.text)));
  for (const it of items.filter((i) => i.fields)) for (const v of Object.values(it.fields!)) if (v !== null && typeof v !== 'number') truthTexts.add(flat(String(v)));
  for (const d of items.filter((i) => i.kind === 'decoy' && i.text)) expect(truthTexts.has(flat(d.text)), `${d.key}: ${d.text}`).toBe(false);
}

async function checkPrinted(items: Item[], pdf: Uint8Array, style: string, pages: number): Promise<void> {
  const r = await pdfRead(pdf);
  expect(r.pages.length).toBe(pages);
  const text = flat(r.text);
  for (const it of items) {
    if (style === 'fillable') {
      expect(it.field, it.key).toBeTruthy();
      expect(r.fields.get(it.field!), it.key).toBe(it.checkbox ? (it.checked ? 'Yes' : 'Off') : it.text);
      if (!it.checkbox && it.text.length > 8 && (it.kind === 'truth' || it.kind === 'decoy')) expect(text.includes(flat(it.text)), it.key).toBe(false);
    } else if (it.text && !it.checkbox) expect(text, it.key).toContain(flat(it.text));
  }
}

describe('independent69', () => {
  it('exports seven layouts', () => {
    expect(INDEPENDENT69_LAYOUT_NAMES).toHaveLength(7);
    expect(new Set(INDEPENDENT69_LAYOUT_NAMES).size).toBe(7);
  });

  for (const l of LAYOUTS) for (const style of STYLES) {
    it(`${l.name} ${style}`, async () => {
      for (const seed of SEEDS) {
        const b = await buildIndependent69(l.name, seed, style);
        if (process.env.I69_DUMP) writeFileSync(`/tmp/i69_${l.name}_${style}_${seed}.pdf`, b.pdf);
        expect(b.pages).toBe(l.pages);
        await checkPrinted(b.items, b.pdf, style, l.pages);
        checkRules(b.items);
        checkDecoys(b.items);
        const t = b.truth;
        expect(t.legal_name).toBeTruthy();
        expect(t.country).toBe('United States');
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        expect(t.applicants.length).toBeLessThanOrEqual(l.maxOwners);
        expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100.0001);
        for (const a of t.applicants) { expect(a.first_name).toBeTruthy(); expect(a.last_name).toBeTruthy(); }
      }
    });
  }

  it('scans typed and handwritten forms, keeps fillable unscanned, and is deterministic', async () => {
    for (const l of LAYOUTS) {
      const s = await generateIndependent69(l.name, 7, { style: l.pages === 2 ? 'handwritten' : 'typed', scan: true });
      const r = await pdfRead(s.pdf);
      expect(r.pages.length).toBe(l.pages);
      expect(r.text.replace(/\s/g, '')).toBe('');
    }
    const f = await generateIndependent69(LAYOUTS[3]!.name, 7, { style: 'fillable', scan: true });
    expect((await pdfRead(f.pdf)).fields.size).toBeGreaterThan(20);
    const a = await generateIndependent69(LAYOUTS[4]!.name, 9, { style: 'handwritten', scan: false });
    const b = await generateIndependent69(LAYOUTS[4]!.name, 9, { style: 'handwritten', scan: false });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    expect(a.truth).toEqual(b.truth);
  }, 240_000);
});
