// Set 122: every layout and style at a few seeds gives a consistent truth, read from the drawn values by
// applications.md's rules, and every drawn value is on the page (or in its AcroForm field); pages are turned as planned.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ENTITY_TEXT_CA, ENTITY_TEXT_US, INDUSTRIES } from './data.ts';
import { BOXES as H_BOXES, OTHER as H_OTHER } from './harborline.ts';
import { generateIndependent122, INDEPENDENT122_LAYOUT_NAMES, type Independent122Form } from './index.ts';
import { BOXES as K_BOXES, OTHER as K_OTHER } from './keystone.ts';
import { ENTITIES, INDUSTRY_REF, PROVINCES, STATES, bizTaxOf, entityIds, industryOf, luhn, parseDate, parseMoney, regionCode, splitName } from './rules.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5, 6];

interface Read { pages: { text: string; rotate: number; view: number[]; dirs: number[][]; fields: Record<string, unknown[]> }[] }
async function read(pdf: Uint8Array): Promise<Read> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0, disableFontFace: true, useSystemFonts: false });
  const doc = await task.promise;
  const pages: Read['pages'] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const p = await doc.getPage(i);
    const tc = await p.getTextContent();
    const items = tc.items.filter((x): x is typeof x & { str: string; transform: number[] } => 'str' in x && x.str.trim() !== '');
    // The page's AcroForm widgets: field name -> values (a radio kid gives its group's value).
    const fields: Record<string, unknown[]> = {};
    for (const a of (await p.getAnnotations()) as { fieldName?: string; fieldValue?: unknown }[]) {
      if (a.fieldName) (fields[a.fieldName] ??= []).push(a.fieldValue);
    }
    pages.push({ text: items.map((x) => x.str).join('\n'), rotate: p.rotate, view: p.view, dirs: items.map((x) => [x.transform[0]!, x.transform[1]!]), fields });
  }
  await task.destroy();
  return { pages };
}

/** The truth value each drawn text gives, read by the rules (independently of how the generator recorded it). */
function ruleValue(path: string, text: string, f: Independent122Form): unknown {
  const key = path.replace(/^applicants\.\d+\./, '');
  switch (key) {
    case 'legal_name': case 'role': return text;
    case 'trade_name': return ['SAME', 'N/A', ''].includes(text.toUpperCase()) || text === f.truth.legal_name ? null : text;
    case 'type_of_entity': { const ids = entityIds(text, f.country); return ids.length === 1 ? ids[0] : `ambiguous:${ids.join('|')}`; }
    case 'industry': return industryOf(text);
    case 'business_tax_id': return bizTaxOf(text, f.country === 'CA' ? 'BN' : 'EIN').id.replace(/-/g, '');
    case 'business_tax_id_type': return bizTaxOf(text, f.country === 'CA' ? 'BN' : 'EIN').type;
    case 'business_tax_id_country': case 'tax_id_country': return f.country === 'CA' ? 'CA' : 'US';
    case 'state_region': return regionCode(text, f.country);
    case 'requested_amount': case 'requested_payment': return parseMoney(text);
    case 'number_of_payments': case 'credit_score': return Number(text);
    case 'payment_frequency': return text.toLowerCase().replace(/[^a-z]/g, '');
    case 'business_start_date': case 'date_of_birth': return parseDate(text);
    case 'first_name': return splitName(text).first;
    case 'last_name': return splitName(text).last;
    case 'ownership': return Number(text.replace(/[%\s]/g, ''));
    case 'tax_id': return /[X*x]/.test(text) ? null : text.replace(/\D/g, '');
    case 'tax_id_type': return f.country === 'CA' ? 'SIN' : /[X*x]/.test(text) ? 'SSN' : text.replace(/\D/g, '').startsWith('9') ? 'ITIN' : 'SSN';
    default: throw new Error(`no rule for ${path}`);
  }
}

function checkTruth(f: Independent122Form): void {
  const t = f.truth;
  const ent = ENTITIES.find((e) => e.id === t.type_of_entity);
  expect(ent, `entity ${t.type_of_entity}`).toBeTruthy();
  expect(ent!.countries).toContain(f.country);
  expect(INDUSTRY_REF.some((i) => i.id === t.industry)).toBe(true);
  expect((f.country === 'CA' ? PROVINCES : STATES).some((s) => s.code === t.state_region)).toBe(true);
  expect(t.country).toBe(f.country === 'CA' ? 'Canada' : 'United States');
  expect(t.legal_name).toBeTruthy();
  if (t.business_tax_id) {
    expect(t.business_tax_id_country).toBe(f.country);
    if (t.business_tax_id_type === 'BN') { expect(t.business_tax_id).toMatch(/^\d{9}(R[CT]\d{4})?$/); expect(luhn(t.business_tax_id.slice(0, 9))).toBe(true); }
    else expect(t.business_tax_id).toMatch(/^\d{9}$/);
  }
  if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
  for (const v of [t.requested_amount, t.requested_payment, t.number_of_payments]) if (v !== null) expect(v).toBeGreaterThan(0);
  if (t.business_start_date) expect(t.business_start_date < '2026-01-01').toBe(true);
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(4);
  const total = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
  expect(total).toBeLessThanOrEqual(100);
  for (const a of t.applicants) {
    expect(a.first_name && a.last_name).toBeTruthy();
    if (a.ownership !== null) expect(a.ownership > 0 && a.ownership <= 100).toBe(true);
    if (a.credit_score !== null) expect(a.credit_score >= 300 && a.credit_score <= 850).toBe(true);
    if (a.tax_id !== null) expect(a.tax_id).toMatch(/^\d{9}$/);
    if (a.tax_id_type === 'SIN') { expect(a.tax_id_country).toBe('CA'); if (a.tax_id) expect(luhn(a.tax_id)).toBe(true); }
    if (a.tax_id_type === 'ITIN') expect(a.tax_id?.startsWith('9')).toBe(true);
    if (a.date_of_birth) { expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/); expect(a.date_of_birth > '1940' && a.date_of_birth < '2008').toBe(true); }
  }
}

function checkDerivation(f: Independent122Form): void {
  const seen = new Set<string>();
  for (const d of f.drawn) {
    for (const [path, v] of Object.entries(d.truth)) {
      seen.add(path);
      expect(ruleValue(path, d.text, f), `${f.layout} ${path} from "${d.text}"`).toEqual(v);
    }
  }
  const t = f.truth as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && k !== 'country' && v !== null) expect(seen.has(k), `${k} drawn`).toBe(true);
  f.truth.applicants.forEach((a, i) => {
    for (const [k, v] of Object.entries(a)) if (v !== null) expect(seen.has(`applicants.${i}.${k}`), `applicants.${i}.${k} drawn`).toBe(true);
  });
}

const squash = (s: string) => s.replace(/\s+/g, '');
function checkVisible(f: Independent122Form, r: Read, style: string): void {
  for (const d of f.drawn) {
    const page = r.pages[d.page - 1]!;
    if (style !== 'fillable' || (d.mark && !d.field)) {
      expect(squash(page.text), `${f.layout} ${style} "${d.text}" on page ${d.page}`).toContain(squash(d.text));
      continue;
    }
    const values = page.fields[d.field!];
    expect(values, `field ${d.field} on page ${d.page}`).toBeTruthy();
    expect(values, `${d.field}`).toContain(d.mark ? d.text.replace(/[^A-Za-z0-9]/g, '') : d.text);
  }
  if (style === 'fillable') {
    const all = squash(r.pages.map((p) => p.text).join(''));
    expect(all).not.toContain(squash(f.truth.legal_name!));
    for (const d of f.drawn) if (!d.mark && d.text.length > 7 && !Object.keys(d.truth).some((k) => k.endsWith('.role'))) expect(all, `"${d.text}" only in its field`).not.toContain(squash(d.text));
  }
}

function checkTurns(f: Independent122Form, r: Read): void {
  expect(r.pages.length).toBe(f.pages.length);
  f.pages.forEach((plan, i) => {
    const p = r.pages[i]!;
    expect(p.rotate).toBe(plan.rotate);
    const [w, h] = [p.view[2]! - p.view[0]!, p.view[3]! - p.view[1]!];
    expect(plan.theta % 180 === 0 ? [w, h] : [h, w]).toEqual([plan.width, plan.height]);
    // Most text runs in the content's turned direction (handwriting within a few degrees of it).
    const along = p.dirs.filter(([a, b]) => {
      const deg = ((Math.atan2(b!, a!) * 180) / Math.PI + 360) % 360;
      return Math.min(Math.abs(deg - plan.theta), 360 - Math.abs(deg - plan.theta)) < 6;
    }).length;
    expect(along / p.dirs.length).toBeGreaterThan(0.9);
  });
}

describe('independent set 122 (turned pages and landscape forms)', () => {
  for (const layout of INDEPENDENT122_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}`, async () => {
        for (const seed of SEEDS) {
          const f = await generateIndependent122(layout, seed, { style, scan: false });
          expect(f.layout).toBe(layout);
          checkTruth(f);
          checkDerivation(f);
          const r = await read(f.pdf);
          checkVisible(f, r, style);
          checkTurns(f, r);
          const bytes = Buffer.from(f.pdf).toString('latin1');
          expect(bytes.includes('Z003'), 'handwriting font only in handwritten forms').toBe(style === 'handwritten');
          if (style === 'handwritten') expect(bytes.includes('ZapfDingbats')).toBe(false);
        }
      });
    }
  }

  it('reads every entity and industry text the set can print as the id it records', () => {
    for (const { id, texts } of INDUSTRIES) for (const t of texts) expect(industryOf(t), t).toBe(id);
    const us: [string, string][] = [...[...H_BOXES, ...K_BOXES].map(([id, l]) => [id, l] as [string, string]),
      ...Object.entries({ ...ENTITY_TEXT_US, ...H_OTHER, ...K_OTHER }).flatMap(([id, ts]) => ts.map((t) => [id, t] as [string, string]))];
    for (const [id, t] of us) expect(entityIds(t, 'US'), t).toEqual([id]);
    for (const [id, ts] of Object.entries(ENTITY_TEXT_CA)) for (const t of ts) expect(entityIds(t, 'CA'), t).toEqual([id]);
  });

  it('is deterministic for a seed', async () => {
    for (const layout of INDEPENDENT122_LAYOUT_NAMES) {
      const a = await generateIndependent122(layout, 11, { style: 'typed', scan: false });
      const b = await generateIndependent122(layout, 11, { style: 'typed', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
  });

  it('varies owners, entity types, masks, blanks and page turns across seeds', async () => {
    const owners = new Set<number>(), entities = new Set<string>(), turns = new Set<string>();
    let masked = 0, blanks = 0, canadian = 0;
    for (const layout of INDEPENDENT122_LAYOUT_NAMES) {
      for (let seed = 100; seed < 120; seed++) {
        const f = await generateIndependent122(layout, seed, { style: 'typed', scan: false });
        owners.add(f.truth.applicants.length);
        entities.add(f.truth.type_of_entity!);
        f.pages.forEach((p) => turns.add(`${p.theta}/${p.rotate}`));
        masked += f.truth.applicants.filter((a) => a.tax_id === null && a.tax_id_type).length;
        blanks += [f.truth.trade_name, f.truth.business_start_date, f.truth.payment_frequency].filter((v) => v === null).length;
        if (f.country === 'CA') canadian++;
      }
    }
    expect([...owners].sort()).toEqual([1, 2, 3, 4]);
    expect(entities.size).toBeGreaterThanOrEqual(8);
    for (const t of ['0/0', '90/90', '270/270', '0/180', '180/0', '90/0']) expect(turns, t).toContain(t);
    expect(masked).toBeGreaterThan(5);
    expect(blanks).toBeGreaterThan(10);
    expect(canadian).toBeGreaterThan(20);
  });

  it('scans a turned form as delivered, keeping the truth', async () => {
    for (const [layout, seed, style] of [['northway_ca', 3, 'typed'], ['fundesk_export', 4, 'handwritten'], ['keystone_flip', 5, 'fillable']] as const) {
      const clean = await generateIndependent122(layout, seed, { style, scan: false });
      const scanned = await generateIndependent122(layout, seed, { style, scan: true });
      expect(scanned.truth).toEqual(clean.truth);
      expect(scanned.scan?.skews.length).toBe(clean.pages.length);
      const r = await read(scanned.pdf);
      expect(r.pages.length).toBe(clean.pages.length);
      expect(r.pages.every((p) => p.text === '')).toBe(true);
    }
  }, 120_000);
});
