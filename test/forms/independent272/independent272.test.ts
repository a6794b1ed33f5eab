// Set 272: every layout x style x 3 seeds generates, its truth uses reference ids, every truth value is printed
// (page text or AcroForm widget) where its location says, and output is deterministic.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { INDEPENDENT272_LAYOUT_NAMES, generateIndependent272, type Independent272Result } from './index.ts';

const REF_DIR = [resolve(process.cwd(), '../shared/reference'), resolve(process.cwd(), 'shared/reference'), '/work/shared/reference'].find((d) => existsSync(d));
interface RefItem { id?: string; code?: string; label?: string; name?: string; aliases?: string[] }
const ref = (f: string): RefItem[] => (REF_DIR ? (JSON.parse(readFileSync(resolve(REF_DIR, f), 'utf8')) as { items: RefItem[] }).items : []);
const ENTITIES = ref('entity-types.json');
const INDUSTRIES = ref('industries.json');
const PROVINCES = ref('provinces.json');

const FONT_DATA = `${resolve(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts')}/`;
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3];
const squash = (s: string): string => s.normalize('NFC').replace(/\s+/g, '');
const alnum = (s: string): string => s.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
const norm = (s: string): string => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, ' ').trim();

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  const t = ` ${norm(text)} `;
  for (const it of INDUSTRIES) {
    for (const a of [it.label ?? '', ...(it.aliases ?? [])]) {
      const n = norm(a);
      if (n && t.includes(` ${n} `) && (!best || n.length > best[1])) best = [it.id!, n.length];
    }
  }
  return best?.[0] ?? null;
}

function entityOf(text: string): string[] {
  const t = norm(text);
  const ids = ENTITIES.filter((e) => [e.id ?? '', e.label ?? '', ...(e.aliases ?? [])].some((a) => norm(a) === t)).map((e) => e.id!);
  if (/^(corporation|societe par actions.*|inc|incorporated|ltd|limited|corp)$/.test(t) || /corporation$/.test(t) || /\(inc\)/.test(t)) ids.push('ca_corporation');
  if (/partnership|s e n c/.test(t)) ids.push('general_partnership');
  if (/sole prop|entreprise individuelle/.test(t)) ids.push('sole_proprietorship');
  if (/co ?op|cooperative/.test(t)) ids.push('cooperative');
  return ids;
}

async function pdfContent(pdf: Uint8Array): Promise<{ text: string[]; fields: Map<string, string> }> {
  const task = getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0, standardFontDataUrl: FONT_DATA });
  const doc = await task.promise;
  const text: string[] = [];
  const fields = new Map<string, string>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text.push(squash(tc.items.map((i) => ('str' in i ? i.str : '')).join('')));
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown }[]) {
      if (a.fieldName) fields.set(a.fieldName, String(a.fieldValue ?? ''));
    }
  }
  await task.destroy();
  return { text, fields };
}

function checkValue(path: string, value: unknown, text: string): void {
  const f = path.replace(/^application\.(applicants\[\d+\]\.)?/, '');
  const money = Number(text.replace(/CAD|\$|,|\s/g, ''));
  switch (f) {
    case 'legal_name': case 'trade_name': case 'role': expect(text).toBe(value); break;
    case 'first_name': case 'last_name': expect(text).toContain(value as string); break;
    case 'business_tax_id': case 'tax_id': expect(alnum(text)).toBe(value); break;
    case 'business_tax_id_type': expect(['BN', 'SIN']).toContain(value); break;
    case 'tax_id_type': expect(value).toBe('SIN'); break;
    case 'business_tax_id_country': case 'tax_id_country': expect(value).toBe('CA'); break;
    case 'requested_amount': case 'requested_payment': case 'number_of_payments': case 'ownership': case 'credit_score':
      expect(Number(text.replace(/CAD|\$|%|,|\s/g, ''))).toBe(value); void money; break;
    case 'industry': expect(industryOf(text)).toBe(value); break;
    case 'type_of_entity': expect(entityOf(text)).toContain(value); break;
    case 'state_region': {
      const p = PROVINCES.find((x) => x.code === value)!;
      expect([p.code, p.name, (p as { name_fr?: string }).name_fr]).toContain(text);
      break;
    }
    case 'country': expect(value).toBe('Canada'); break;
    case 'payment_frequency': expect(norm(text).replace(/ /g, '')).toMatch(value === 'biweekly' ? /biweekly|everytwoweeks|deuxsemaines/ : new RegExp(value === 'daily' ? 'dail|quotid' : value === 'weekly' ? 'weekly|hebdo' : 'monthly|mensu')); break;
    case 'business_start_date': case 'date_of_birth': {
      const [y, m, d] = (value as string).split('-');
      expect([value, `${d}/${m}/${y}`]).toContain(text);
      break;
    }
    default: throw new Error(`unexpected truth path ${path}`);
  }
}

async function verify(r: Independent272Result): Promise<void> {
  const t = r.truth;
  if (REF_DIR) {
    if (t.type_of_entity) expect(ENTITIES.map((e) => e.id)).toContain(t.type_of_entity);
    if (t.industry) expect(INDUSTRIES.map((e) => e.id)).toContain(t.industry);
    if (t.state_region) expect(PROVINCES.map((e) => e.code)).toContain(t.state_region);
  }
  expect(t.legal_name).toBeTruthy();
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(4);
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
  for (const a of t.applicants) {
    expect(a.first_name && a.last_name).toBeTruthy();
    // a masked or blank SIN: id, type and country all null
    expect(a.tax_id === null).toBe(a.tax_id_type === null);
    expect(a.tax_id === null).toBe(a.tax_id_country === null);
    if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
    if (a.date_of_birth !== null) expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  expect(t.business_tax_id === null).toBe(t.business_tax_id_type === null);
  const content = await pdfContent(r.pdf);
  expect(content.text.length).toBe(r.pages);
  // every non-null truth value has a location, and that location is printed (or is a widget)
  const flat: [string, unknown][] = [];
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) flat.push([`application.${k}`, v]);
  t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) flat.push([`application.applicants[${i}].${k}`, v]); });
  for (const [path, value] of flat) {
    const loc = r.locations.find((l) => l.fields.includes(path));
    expect(loc, path).toBeDefined();
    if (!loc) continue;
    if (loc.via === 'acroform') expect(content.fields.get(loc.acroform_field!)).toBe(loc.text);
    else if (loc.via === 'acroform_checkbox') expect(content.fields.get(loc.acroform_field!)).toBe('Yes');
    else if (loc.via === 'text') expect(content.text[loc.page - 1]).toContain(squash(loc.text));
    if (loc.via === 'text' || loc.via === 'acroform') checkValue(path, value, loc.text);
    else expect(entityOf(loc.text).length + (path.endsWith('payment_frequency') ? 1 : 0)).toBeGreaterThan(0);
  }
  if (r.style === 'fillable') for (const d of r.decoys) if (d.acroform_field && d.text) expect(content.fields.has(d.acroform_field)).toBe(true);
}

const strip = (pdf: Uint8Array): string => Buffer.from(pdf).toString('latin1').replace(/\/CreationDate\s*\([^)]*\)/g, '').replace(/\(D:[0-9]{14}Z\)/g, '');

describe('independent272 generator', () => {
  it('has five layouts and finds the reference files', () => {
    expect(INDEPENDENT272_LAYOUT_NAMES).toHaveLength(5);
    expect(REF_DIR).toBeTruthy();
  });
  for (const layout of INDEPENDENT272_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}: generates with a sound truth`, async () => {
        for (const seed of SEEDS) await verify(await generateIndependent272(layout, seed, { style, scan: false }));
      });
    }
    it(`${layout}: deterministic per (layout, seed, style), and truth the same across styles`, async () => {
      for (const style of STYLES) {
        const a = await generateIndependent272(layout, 7, { style, scan: false });
        const b = await generateIndependent272(layout, 7, { style, scan: false });
        expect(strip(a.pdf)).toBe(strip(b.pdf));
        expect(b.truth).toEqual((await generateIndependent272(layout, 7, { style: 'typed', scan: false })).truth);
      }
      const other = await generateIndependent272(layout, 8, { style: 'typed', scan: false });
      expect(other.truth).not.toEqual((await generateIndependent272(layout, 7, { style: 'typed', scan: false })).truth);
    });
  }
  it('scans typed and handwritten forms, refuses a scanned fillable one', async () => {
    const office = await generateIndependent272('harbour_grid', 4, { style: 'typed', scan: true });
    expect(Buffer.from(office.pdf).subarray(0, 5).toString()).toBe('%PDF-');
    const phone = await generateIndependent272('quebec_cooperative', 4, { style: 'handwritten', scan: 'phone' });
    expect(phone.pages).toBe(1);
    await expect(generateIndependent272('prairie_two_page', 4, { style: 'fillable', scan: true })).rejects.toThrow();
  });
  it('values vary by seed: owners 1-4, masked and full SINs, blanks', async () => {
    const owners = new Set<number>(); let masked = 0, full = 0, nullTrade = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const r = await generateIndependent272(INDEPENDENT272_LAYOUT_NAMES[seed % 5]!, seed, { style: 'typed', scan: false });
      owners.add(r.truth.applicants.length);
      for (const a of r.truth.applicants) if (a.tax_id) full++; else masked++;
      if (!r.truth.trade_name) nullTrade++;
    }
    expect([...owners].sort()).toEqual([1, 2, 3, 4]);
    expect(masked).toBeGreaterThan(0); expect(full).toBeGreaterThan(0); expect(nullTrade).toBeGreaterThan(0);
  });
});
