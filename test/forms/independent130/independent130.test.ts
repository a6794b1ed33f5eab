// Set 130: every layout x style gives a valid PDF whose text (or form fields) holds exactly its truth's values; the
// truth's entity and industry ids follow applications.md's rules on the reference lists; same seed, same bytes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { entityId } from './format.ts';
import { generateIndependent130, INDEPENDENT130_LAYOUT_NAMES, type Generated130 } from './index.ts';
import { INDUSTRIES } from './model.ts';

interface RefItem { id: string; label: string; countries?: string[]; aliases: string[] }
const ref = (f: string): RefItem[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: RefItem[] }).items;

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
function industryByRule(text: string): string | null {
  let best: [string, number] | null = null;
  for (const it of ref('industries.json')) for (const cand of [it.label, ...it.aliases]) {
    const re = new RegExp(`(^|[^a-z0-9])${cand.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
    if (re.test(text.toLowerCase()) && (!best || cand.length > best[1])) best = [it.id, cand.length];
  }
  return best?.[0] ?? null;
}
/** applications.md: the entity type whose id, label or alias equals the text, punctuation and case ignored, by country. */
function entityByRule(text: string, country: 'US' | 'CA'): string[] {
  const k = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  return ref('entity-types.json').filter((e) => (e.countries ?? []).includes(country) && [e.id, e.label, ...e.aliases].some((a) => k(a) === k(text))).map((e) => e.id);
}

async function read(pdf: Uint8Array): Promise<{ text: string; fields: Record<string, string>; pages: number }> {
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0,
    standardFontDataUrl: join(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts/') });
  const doc = await task.promise;
  let text = '';
  const fields: Record<string, string> = {};
  for (let p = 1; p <= doc.numPages; p++) {
    const c = await (await doc.getPage(p)).getTextContent();
    text += c.items.map((i) => ('str' in i ? i.str : '')).join('\n') + '\n';
    for (const a of (await (await doc.getPage(p)).getAnnotations()) as { fieldName?: string; fieldValue?: unknown }[]) {
      if (a.fieldName) fields[a.fieldName] = String(a.fieldValue ?? '');
    }
  }
  const pages = doc.numPages;
  await task.destroy();
  return { text, fields, pages };
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** A reader of one printed value, independent of the generator's formatting code. */
function reread(path: string, text: string): unknown {
  const f = path.replace(/^applicants\[\d+\]\./, '');
  if (['requested_amount', 'requested_payment'].includes(f)) return Number(text.replace(/CAD|\$|,|\s/g, ''));
  if (['number_of_payments', 'ownership', 'credit_score'].includes(f)) return Number(text.replace('%', ''));
  if (['business_tax_id', 'tax_id'].includes(f)) return text.replace(/[^0-9A-Z]/g, '');
  if (f === 'business_start_date' || f === 'date_of_birth') {
    let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (m) return text;
    m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(text);
    if (m) { const y = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]); return `${y}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`; }
    m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(text);
    if (m) return `${m[3]}-${String(MONTHS.indexOf(m[1]!.toLowerCase()) + 1).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
    return `unparsed ${text}`;
  }
  if (f === 'first_name' || f === 'last_name') {
    const comma = /^(.+), (\S+)( [A-Z]\.)?$/.exec(text);
    const [first, last] = comma ? [comma[2]!, comma[1]!] : [text.split(' ')[0]!, text.split(' ').slice(1).filter((w) => !/^[A-Z]\.$/.test(w)).join(' ')];
    return f === 'first_name' ? first : last;
  }
  return null; // paths checked by rule elsewhere (entity, industry, state, country, tax id type)
}

function truthLeaves(g: Generated130): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [k, v] of Object.entries(g.truth)) if (k !== 'applicants' && v !== null) out.push([k, v]);
  g.truth.applicants.forEach((a, i) => Object.entries(a).forEach(([k, v]) => v !== null && out.push([`applicants[${i}].${k}`, v])));
  return out;
}

// Handwriting's wide glyphs make pdf.js split words ('N Y'): compare without white space.
const norm = (s: string) => s.replace(/\s+/g, '');
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5, 6];

describe('independent130 reference rules', () => {
  it('prints type-of-business texts whose industry id is the longest-alias rule', () => {
    for (const [text, id] of INDUSTRIES) expect([text, industryByRule(text)]).toEqual([text, id]);
  });
  it('prints entity labels whose id is the reference match for the country', () => {
    const us = ['Corporation', 'Corp', 'C-Corp', 'Inc.', 'LLC', 'L.L.C.', 'Limited Liability Company', 'S-Corp', 'S Corporation', 'S Corp', 'Partnership',
      'General Partnership', 'Sole Proprietor', 'Sole Proprietorship', 'Sole Prop', 'LLP', 'PLLC', 'LP', 'Limited Partnership', 'Non-Profit'];
    for (const t of us) expect([t, entityByRule(t, 'US')]).toEqual([t, [entityId(t, 'US')]]);
    for (const t of ['Corporation', 'Inc.', 'Ltd.', 'Corp.', 'Partnership', 'Sole Proprietorship']) {
      expect(entityByRule(t, 'CA')).toContain(entityId(t, 'CA'));
      expect(entityId(t, 'CA')).not.toBe('c_corporation');
    }
  });
});

describe.each(INDEPENDENT130_LAYOUT_NAMES)('independent130 %s', (layout) => {
  it.each(STYLES)('%s: the printed values are exactly the truth', async (style) => {
    for (const seed of SEEDS) {
      const g = await generateIndependent130(layout, seed, { style, scan: false });
      expect(Buffer.from(g.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
      const { text, fields } = await read(g.pdf);
      const page = norm(text);
      const truthPaths = new Set<string>();
      for (const p of g.printed) {
        if (style === 'fillable' && p.field === null && p.decoy) expect(page).toContain(norm(p.text)); // the broker's own pre-printed rep line
        else if (style === 'fillable') {
          expect(p.field, p.text).toBeTruthy();
          expect(fields[p.field!]).toBe(p.checkbox ? 'Yes' : p.text);
          if (p.paths.some((q) => ['legal_name', 'business_tax_id', 'requested_amount'].includes(q))) expect(page.includes(norm(p.text)), `${p.text} on a fillable page`).toBe(false);
        } else if (!p.checkbox) expect(page.includes(norm(p.text)), `${layout} ${style} ${seed}: ${p.text}`).toBe(true);
        else expect(page).toContain(norm(p.text));
        for (const path of p.paths) {
          truthPaths.add(path);
          const single = p.paths.filter((q) => /_name$/.test(q)).length === 1 && /_name$/.test(path);
          const v = p.checkbox ? null : single ? p.text : reread(path, p.text);
          const want = path.split('.').reduce<unknown>((o, k) => {
            const a = /^(\w+)\[(\d+)\]$/.exec(k);
            return a ? (o as Record<string, unknown[]>)[a[1]!]![Number(a[2])] : (o as Record<string, unknown>)[k];
          }, g.truth);
          if (v !== null) expect([path, v]).toEqual([path, want]);
        }
      }
      for (const [path] of truthLeaves(g)) expect(truthPaths.has(path), `${path} printed`).toBe(true);
      const t = g.truth;
      if (t.type_of_entity) expect(t.type_of_entity).toBe(entityByRule(g.printed.find((p) => p.paths.includes('type_of_entity'))!.text, g.merchant.country)
        .find((id) => id === t.type_of_entity));
      expect(t.country).toBe(g.merchant.country === 'CA' ? 'Canada' : 'United States');
      expect(t.state_region).toBe(g.merchant.address.state);
      if (t.trade_name) expect(t.trade_name).not.toBe(t.legal_name);
      const truthTexts = new Set([t.legal_name, t.trade_name, ...t.applicants.flatMap((a) => [a.first_name, a.last_name])].filter(Boolean));
      for (const p of g.printed) if (p.decoy) expect(truthTexts.has(p.text), `decoy ${p.decoy} ${p.text}`).toBe(false);
      // Masked values are null; a full value is in the truth.
      g.merchant.owners.forEach((o, i) => {
        const a = t.applicants[i]!;
        expect(a.tax_id).toBe(o.masked ? null : o.taxId.replace(/\D/g, ''));
        if (o.masked) expect([a.tax_id_type, a.tax_id_country]).toEqual([null, null]);
      });
      if (g.merchant.taxMasked) expect(t.business_tax_id).toBeNull();
      expect(t.applicants.length).toBe(g.merchant.owners.length);
    }
  });

  it('is deterministic: same seed, same bytes and truth', async () => {
    for (const style of STYLES) {
      const a = await generateIndependent130(layout, 11, { style, scan: false });
      const b = await generateIndependent130(layout, 11, { style, scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
    const t = await generateIndependent130(layout, 11, { style: 'typed', scan: false });
    const f = await generateIndependent130(layout, 11, { style: 'fillable', scan: false });
    expect(f.truth).toEqual(t.truth);
  });
});

describe('independent130 variety', () => {
  it('varies merchants: entity types, owner counts, Canadian merchants, masked and missing values', async () => {
    const seen = { entity: new Set<string>(), owners: new Set<number>(), ca: 0, masked: 0, nullStart: 0, payment: 0 };
    for (const layout of INDEPENDENT130_LAYOUT_NAMES) for (let seed = 1; seed <= 25; seed++) {
      const g = await generateIndependent130(layout, seed, { style: 'typed', scan: false });
      seen.entity.add(String(g.truth.type_of_entity));
      seen.owners.add(g.truth.applicants.length);
      if (g.truth.country === 'Canada') seen.ca++;
      if (g.truth.applicants.some((a) => a.tax_id === null)) seen.masked++;
      if (!g.truth.business_start_date) seen.nullStart++;
      if (g.truth.requested_payment) seen.payment++;
    }
    expect(seen.entity.size).toBeGreaterThanOrEqual(7);
    expect([...seen.owners].sort()).toEqual([1, 2, 3, 4]);
    expect(seen.ca).toBeGreaterThan(5);
    expect(seen.masked).toBeGreaterThan(5);
    expect(seen.nullStart).toBeGreaterThan(2);
    expect(seen.payment).toBeGreaterThan(10);
  });
});

describe('independent130 scan', () => {
  it('scans a handwritten form into an image-only PDF with the same truth, deterministically', async () => {
    const a = await generateIndependent130('northway-ontario', 4, { style: 'handwritten', scan: true });
    const plain = await generateIndependent130('northway-ontario', 4, { style: 'handwritten', scan: false });
    expect(Buffer.from(a.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(a.truth).toEqual(plain.truth);
    const r = await read(a.pdf);
    expect(r.pages).toBe(1);
    expect(r.text.includes(plain.truth.legal_name!)).toBe(false);
    const b = await generateIndependent130('northway-ontario', 4, { style: 'handwritten', scan: true });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
  }, 60_000);
});
