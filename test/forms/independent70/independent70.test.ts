// Independent set 70 (fast apps of seven southern ISOs): every layout and style builds a one-page PDF whose text (or
// AcroForm fields) holds each truth value as printed, whose truth reads back from the printed text by applications.md's
// rules, whose reference codes exist, and whose decoys never equal a truth value.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { buildIndependent70, generateIndependent70, INDEPENDENT70_LAYOUT_NAMES, type Built } from './index.ts';
import type { Printed } from './sheet.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface RefItem { id: string; label?: string; name?: string; code?: string; aliases?: string[]; countries?: string[] }
const ref = (f: string): RefItem[] => (JSON.parse(readFileSync(`${REFERENCE_DIR}/${f}`, 'utf8')) as { items: RefItem[] }).items;
const ENTITIES = ref('entity-types.json').filter((e) => e.countries?.includes('US'));
const INDUSTRIES = ref('industries.json');
const STATES = new Set(ref('states.json').map((s) => s.code));
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const squash = (s: string): string => s.replace(/\s+/g, '');

function entityId(text: string): string | undefined {
  const n = norm(text);
  return ENTITIES.find((e) => [e.id, e.label ?? '', ...(e.aliases ?? [])].some((a) => norm(a) === n))?.id;
}
function industryId(text: string): string | undefined {
  let best: [string, number] | undefined;
  for (const it of INDUSTRIES) {
    for (const a of [it.label ?? '', ...(it.aliases ?? [])]) {
      const re = new RegExp(`\\b${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
      if (a && re.test(text) && (!best || a.length > best[1])) best = [it.id, a.length];
    }
  }
  return best?.[0];
}
const digits = (s: string): string => s.replace(/\D/g, '');
const num = (s: string): number => Number(s.replace(/[$,\s%]/g, ''));

/** What each printed truth value must read back as. */
function checkValue(p: Printed, b: Built): void {
  const t = b.truth, a = /^a(\d)\.(\w+)$/.exec(p.key), o = a ? t.applicants[Number(a[1])]! : undefined;
  switch (a ? a[2] : p.key) {
    case 'legal_name': expect(p.text).toBe(t.legal_name); break;
    case 'trade_name': expect(t.trade_name === null ? ['same', 'na', ''].includes(norm(p.text)) : p.text === t.trade_name).toBe(true); break;
    case 'entity': if (p.text !== 'Other') expect(entityId(p.text)).toBe(t.type_of_entity); break;
    case 'industry': expect(industryId(p.text)).toBe(t.industry); break;
    case 'tax_id': expect(digits(p.text)).toBe(t.business_tax_id); break;
    case 'state': expect(p.text).toContain(t.state_region!); break;
    case 'amount': expect(num(p.text)).toBe(t.requested_amount); break;
    case 'payment': expect(num(p.text)).toBe(t.requested_payment); break;
    case 'n_payments': expect(Number(p.text)).toBe(t.number_of_payments); break;
    case 'freq': expect(norm(p.text).replace('every2weeks', 'biweekly')).toBe(t.payment_frequency); break;
    case 'start': expect(new Date(`${p.text}${p.text.length === 10 && p.text[4] === '-' ? 'T00:00' : ''}`).getFullYear() % 100).toBe(Number(t.business_start_date!.slice(2, 4))); break;
    case 'name': expect(p.text).toContain(o!.last_name!); expect(p.text).toContain(o!.first_name!); break;
    case 'title': expect(p.text).toBe(o!.role); break;
    case 'pct': expect(num(p.text)).toBe(o!.ownership); break;
    case 'credit': expect(Number(p.text)).toBe(o!.credit_score); break;
    case 'ssn': expect(digits(p.text)).toBe(o!.tax_id); break;
    case 'dob': expect(o!.date_of_birth).not.toBeNull(); break;
    default: throw new Error(`unchecked truth key ${p.key}`);
  }
}

function truthTexts(b: Built): Set<string> {
  const out = new Set<string>();
  for (const p of b.printed) if (p.truth && p.text !== 'Other') out.add(norm(p.text));
  const t = b.truth;
  for (const v of [t.legal_name, t.trade_name, t.business_tax_id, t.requested_amount, t.requested_payment, t.number_of_payments, t.state_region,
    ...t.applicants.flatMap((x) => [x.tax_id, x.ownership, x.credit_score])]) if (v !== null) out.add(norm(String(v)));
  return out;
}

async function checkBuilt(b: Built, style: string): Promise<void> {
  const read = await pdfRead(b.pdf);
  expect(read.pages.length).toBe(1);
  const page = squash(read.text);
  for (const p of b.printed) {
    if (style === 'fillable' && p.field) expect(read.fields.get(p.field), p.key).toBe(p.check ? 'Yes' : p.text);
    else expect(page, p.key).toContain(squash(p.text));
    if (p.truth) checkValue(p, b);
  }
  const t = b.truth;
  if (t.type_of_entity) expect(ENTITIES.map((e) => e.id)).toContain(t.type_of_entity);
  if (t.industry) expect(INDUSTRIES.map((e) => e.id)).toContain(t.industry);
  if (t.state_region) expect(STATES.has(t.state_region)).toBe(true);
  const truths = truthTexts(b);
  for (const d of b.printed.filter((p) => p.key.startsWith('decoy.'))) expect(truths.has(norm(d.text)), `${d.key} ${d.text}`).toBe(false);
  expect(t.applicants.reduce((s, x) => s + (x.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
}

describe('independent70 fast apps', () => {
  test('seven layouts', () => expect(INDEPENDENT70_LAYOUT_NAMES.length).toBe(7));
  for (const layout of INDEPENDENT70_LAYOUT_NAMES) {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      test(`${layout} ${style}`, async () => {
        for (const seed of [1, 2, 3, 4, 5, 6]) await checkBuilt(await buildIndependent70(layout, seed, { style, scan: false }), style);
      }, 60000);
    }
    test(`${layout} scanned and deterministic`, async () => {
      const a = await generateIndependent70(layout, 9, { style: 'handwritten', scan: true });
      const b = await generateIndependent70(layout, 9, { style: 'handwritten', scan: true });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      const read = await pdfRead(a.pdf);
      expect(read.pages.length).toBe(1);
      expect(read.text.trim()).toBe('');
      const f = await generateIndependent70(layout, 9, { style: 'fillable', scan: true });
      expect((await pdfRead(f.pdf)).fields.size).toBeGreaterThan(20);
    }, 60000);
  }
});
