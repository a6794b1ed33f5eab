// Set 83: every layout in every style generates, is deterministic, and its truth is what the PDF shows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfRead, type PdfRead } from '../generator/pdf-read.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { INDUSTRY_TEXTS, industryOf, regionName } from './data.ts';
import { generateIndependent83, INDEPENDENT83_LAYOUT_NAMES, type Independent83Doc } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const norm = (s: string): string => s.replace(/\s+/g, ' ').trim();
const key = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const entities = (JSON.parse(readFileSync(join(REFERENCE_DIR, 'entity-types.json'), 'utf8')) as
  { items: { id: string; label: string; aliases: string[]; countries: string[] }[] }).items;

function entityOf(text: string, country: string): string[] {
  const t = key(text.replace(/^[\u2610\u2611]\s*|^\[.\]\s*/, '').replace(/^(Selected|Other):\s*/, '').replace(/^Other:\s*/, ''));
  return entities.filter((e) => e.countries.includes(country) && [e.id, e.label, ...e.aliases].some((a) => key(a) === t)).map((e) => e.id);
}

function isoOf(text: string): string {
  const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  const p2 = (n: number | string): string => String(n).padStart(2, '0');
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return text;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (m) return `${m[3]!.length === 2 ? `${Number(m[3]) > 30 ? 19 : 20}${m[3]}` : m[3]}-${p2(m[1]!)}-${p2(m[2]!)}`;
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  if (m) return `${m[3]}-${p2(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${p2(m[2]!)}`;
  m = /^(\d{1,2}) ([A-Za-z]{3}) (\d{4})$/.exec(text);
  if (m) return `${m[3]}-${p2(MONTHS.indexOf(m[2]!.toLowerCase()) + 1)}-${p2(m[1]!)}`;
  return `unparsed:${text}`;
}

/** What applications.md reads from one printed text for one truth path. */
function check(path: string, v: unknown, text: string, doc: Independent83Doc, texts: string[]): void {
  const field = path.replace(/^applicants\[\d+\]\./, '');
  const num = (): number => Number(text.replace(/[^0-9.]/g, ''));
  const ctx = `${doc.layout}/${doc.style} ${path}=${String(v)} from "${text}"`;
  switch (field) {
    case 'legal_name': case 'role': expect(text, ctx).toBe(v); break;
    case 'trade_name': if (v === null) expect(['', 'SAME', 'N/A', '--', '—', 'Not provided', doc.truth.legal_name], ctx).toContain(text); else expect(text, ctx).toBe(v); break;
    case 'type_of_entity': {
      const t = text === 'Other' ? texts[texts.indexOf(text) + 1]! : text;
      expect(entityOf(t, doc.truth.business_tax_id_country ?? 'US'), ctx).toContain(v);
      break;
    }
    case 'industry': expect(industryOf(text), ctx).toBe(v); break;
    case 'business_tax_id': case 'tax_id': expect(text.replace(/[\s-]/g, ''), ctx).toBe(v); break;
    case 'business_tax_id_type': case 'tax_id_type': {
      const t = /^\d{9} ?RC\d{4}$/.test(text) ? 'BN' : /^\d{2}-\d{7}$/.test(text) ? 'EIN' : /^9\d\d-\d\d-\d{4}$/.test(text) ? 'ITIN'
        : /^\d{3}-\d{2}-\d{4}$/.test(text) ? 'SSN' : /^\d{3} \d{3} \d{3}$/.test(text) ? 'SIN' : /^\d{9}$/.test(text) ? 'EIN' : '?';
      expect(t, ctx).toBe(v);
      break;
    }
    case 'state_region': expect(new RegExp(`\\b(${v}|${regionName(String(v))})\\b`).test(text), ctx).toBe(true); break;
    case 'requested_amount': case 'requested_payment': case 'number_of_payments': case 'ownership': case 'credit_score': expect(num(), ctx).toBe(v); break;
    case 'payment_frequency': expect(key(text), ctx).toContain(String(v)); break;
    case 'business_start_date': case 'date_of_birth': expect(isoOf(text), ctx).toBe(v); break;
    case 'first_name': case 'last_name': expect(text, ctx).toContain(String(v)); break;
    case 'country': case 'business_tax_id_country': case 'tax_id_country': expect(v, ctx).not.toBeNull(); break;
    default: throw new Error(`unchecked ${ctx}`);
  }
}

function agrees(doc: Independent83Doc, read: PdfRead): void {
  const page = norm(read.text);
  const texts = doc.printed.map((p) => p.text);
  for (const p of doc.printed) {
    const inFields = doc.style === 'fillable' && !doc.scan;
    if (inFields && p.field) expect(read.fields.get(p.field), `${doc.layout} field ${p.field}`).toBe(p.check ? 'Yes' : p.text);
    else if (!inFields || !p.check) expect(page, `${doc.layout}/${doc.style} shows "${p.text}"`).toContain(norm(p.text));
    for (const path of p.paths) {
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      const v = a ? (doc.truth.applicants[Number(a[1])] as unknown as Record<string, unknown>)[a[2]!] : (doc.truth as unknown as Record<string, unknown>)[path];
      check(path, v, p.text, doc, texts);
    }
  }
  if (doc.style === 'fillable') {
    for (const t of [doc.truth.legal_name, doc.truth.business_tax_id, doc.truth.applicants[0]?.last_name]) if (t) expect(page, `${doc.layout} fillable page text`).not.toContain(t);
  }
  // Every non-null truth value was recorded from a printed text.
  const printedPaths = new Set(doc.printed.flatMap((p) => p.paths));
  for (const [k, v] of Object.entries(doc.truth)) if (k !== 'applicants' && v !== null) expect(printedPaths.has(k), `${doc.layout} ${k}`).toBe(true);
  expect(doc.truth.legal_name).not.toBeNull();
  expect(doc.truth.applicants.length).toBeGreaterThan(0);
  for (const a of doc.truth.applicants) expect(a.first_name && a.last_name).toBeTruthy();
}

describe('independent83', () => {
  it('industry phrases read as intended', () => {
    for (const [text, id] of INDUSTRY_TEXTS) expect(industryOf(text), text).toBe(id);
  });

  for (const layout of INDEPENDENT83_LAYOUT_NAMES) {
    it(`${layout}: every style generates, is deterministic and agrees with its truth`, async () => {
      for (const style of STYLES) {
        const a = await generateIndependent83(layout, 7, { style, scan: false });
        const b = await generateIndependent83(layout, 7, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), `${layout}/${style} bytes`).toBe(true);
        expect(b.truth).toEqual(a.truth);
        agrees(a, await pdfRead(a.pdf));
      }
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const d = await generateIndependent83(layout, seed, { style: (['typed', 'fillable', 'handwritten'] as const)[seed % 3]!, scan: false });
        agrees(d, await pdfRead(d.pdf));
      }
    });
  }

  it('seeds vary the merchant', async () => {
    const names = new Set<string>(), owners = new Set<number>(), entities = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const d = await generateIndependent83('brightwell_formloom', seed, { style: 'typed', scan: false });
      names.add(d.truth.legal_name!); owners.add(d.truth.applicants.length); entities.add(d.truth.type_of_entity!);
    }
    expect(names.size).toBeGreaterThan(8);
    expect(owners.size).toBeGreaterThan(2);
    expect(entities.size).toBeGreaterThan(2);
  });

  it('a scan keeps the truth and has no text layer', async () => {
    const plain = await generateIndependent83('silverline_pipedeck', 11, { style: 'fillable', scan: false });
    const scanned = await generateIndependent83('silverline_pipedeck', 11, { style: 'fillable', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const read = await pdfRead(scanned.pdf);
    expect(read.pages.length).toBe(plain.pages);
    expect(norm(read.text)).toBe('');
    expect(read.fields.size).toBe(0);
  }, 30000);
});
