// Set 32's own checks: what the truth says is printed (in the page's text, or in the AcroForm field for a live form),
// the truth agrees across the three styles of one deal, decoys never equal a truth value, reference ids exist, pages
// are reproducible, deals vary, and scans carry no text layer.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfRead, type PdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent32, INDEPENDENT32_LAYOUT_NAMES, renderIndependent32, type Rendered } from './index.ts';
import type { Style } from './kit.ts';

const STYLES: Style[] = ['typed', 'handwritten', 'fillable'];
const squash = (s: string) => s.replace(/\s+/g, '');

function leaves(app: TruthApplication): [string, string | number][] {
  const out: [string, string | number][] = [];
  for (const [k, v] of Object.entries(app)) if (k !== 'applicants' && v !== null) out.push([k, v as string | number]);
  app.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) out.push([`${i}.${k}`, v as string | number]); });
  return out;
}

function refIds(file: string, key: 'id' | 'code'): Set<string> | null {
  const p = `/work/shared/reference/${file}`;
  if (!existsSync(p)) return null;
  return new Set((JSON.parse(readFileSync(p, 'utf8')) as { items: Record<string, string>[] }).items.map((x) => x[key]!));
}
const REF = { entity: refIds('entity-types.json', 'id'), industry: refIds('industries.json', 'id'), state: refIds('states.json', 'code'),
  province: refIds('provinces.json', 'code') };

function checkPrinted(r: Rendered, read: PdfRead, style: Style): void {
  const text = squash(read.text);
  for (const rec of r.recs) {
    if (style === 'fillable') {
      expect(read.fields.get(rec.field), `${rec.field} holds ${rec.fieldValue}`).toBe(rec.fieldValue);
      if (rec.kind === 'mark') expect(text).toContain(squash(rec.shown));
    } else expect(text, `${rec.field}: ${rec.shown}`).toContain(squash(rec.shown));
  }
  const paths = new Set(r.recs.flatMap((x) => Object.keys(x.paths)));
  for (const [k] of leaves(r.truth)) if (k !== 'country') expect(paths.has(k), `${k} printed`).toBe(true);
  if (style === 'fillable') expect(text).not.toContain(squash(r.truth.legal_name!));
}

function checkDecoys(r: Rendered): void {
  const truth = leaves(r.truth).map(([, v]) => String(v).toLowerCase());
  const nums = leaves(r.truth).filter(([, v]) => typeof v === 'number').map(([, v]) => v);
  for (const d of r.decoys) {
    expect(truth, `${d.key} ${d.text}`).not.toContain(d.text.toLowerCase());
    const n = Number(d.text.replace(/[$,\s]/g, ''));
    if (/^[$\d,.\s]+$/.test(d.text) && Number.isFinite(n)) expect(nums).not.toContain(n);
  }
}

function checkValues(t: TruthApplication, layout: string): void {
  expect(t.legal_name).toBeTruthy();
  expect(t.country).toBe(layout.includes('_ca_') ? 'Canada' : 'United States');
  if (REF.entity && t.type_of_entity) expect(REF.entity.has(t.type_of_entity), t.type_of_entity).toBe(true);
  if (REF.industry && t.industry) expect(REF.industry.has(t.industry), t.industry).toBe(true);
  const regions = t.country === 'Canada' ? REF.province : REF.state;
  if (regions) expect(regions.has(t.state_region!), String(t.state_region)).toBe(true);
  expect(t.business_tax_id).toMatch(t.business_tax_id_type === 'BN' ? /^\d{9}R[CT]\d{4}$/ : /^\d{9}$/);
  if (t.business_start_date) expect(t.business_start_date < '2025-12-31').toBe(true);
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
  for (const a of t.applicants) {
    expect(a.first_name && a.last_name).toBeTruthy();
    if (a.credit_score !== null) expect(a.credit_score >= 300 && a.credit_score <= 850).toBe(true);
    if (a.tax_id) expect(a.tax_id_type).toBe(a.tax_id_country === 'CA' ? 'SIN' : a.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
  }
}

describe('independent set 32', () => {
  it('has seven layouts', () => expect(new Set(INDEPENDENT32_LAYOUT_NAMES).size).toBe(7));

  INDEPENDENT32_LAYOUT_NAMES.forEach((layout, k) => {
    it(`${layout}: prints its truth in every style, decoys apart`, async () => {
      for (const seed of [k + 1]) {
        const truths: TruthApplication[] = [];
        for (const style of STYLES) {
          const r = await renderIndependent32(layout, seed, style);
          checkPrinted(r, await pdfRead(r.pdf), style);
          checkDecoys(r);
          checkValues(r.truth, layout);
          truths.push(r.truth);
        }
        expect(truths[1]).toEqual(truths[0]);
        expect(truths[2]).toEqual(truths[0]);
      }
    });
  });

  it('is reproducible per seed and differs across seeds', async () => {
    const layout = INDEPENDENT32_LAYOUT_NAMES[1]!;
    const a = await generateIndependent32(layout, 7, { style: 'handwritten', scan: false });
    const b = await generateIndependent32(layout, 7, { style: 'handwritten', scan: false });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    const names = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) names.add((await renderIndependent32(layout, seed, 'typed')).truth.legal_name!);
    expect(names.size).toBeGreaterThanOrEqual(5);
  });

  it('varies deals: owner counts, masked and absent values, entity types', async () => {
    const seen = { owners: new Set<number>(), masked: 0, noDba: 0, dba: 0, noScore: 0, score: 0, entities: new Set<string>(), freq: new Set<string>() };
    for (const layout of INDEPENDENT32_LAYOUT_NAMES) {
      for (let seed = 10; seed < 17; seed++) {
        const t = (await renderIndependent32(layout, seed, 'typed')).truth;
        seen.owners.add(t.applicants.length);
        seen.masked += t.applicants.filter((a) => a.tax_id === null).length;
        if (t.trade_name) seen.dba++; else seen.noDba++;
        seen.score += t.applicants.filter((a) => a.credit_score !== null).length;
        seen.noScore += t.applicants.filter((a) => a.credit_score === null).length;
        seen.entities.add(t.type_of_entity!);
        if (t.payment_frequency) seen.freq.add(t.payment_frequency);
      }
    }
    expect([...seen.owners].sort()).toEqual([1, 2, 3, 4]);
    expect(Math.min(seen.masked, seen.noDba, seen.dba, seen.noScore, seen.score)).toBeGreaterThan(0);
    expect(seen.entities.size).toBeGreaterThanOrEqual(6);
    expect(seen.freq.size).toBe(4);
  });

  it('live forms hold export values and on-states that are not the printed words', async () => {
    const fields = async (layout: string) => (await pdfRead((await renderIndependent32(layout, 4, 'fillable')).pdf)).fields;
    expect([...(await fields('keystone_word_acrobat')).entries()].some(([k, v]) => k.startsWith('Check Box') && v === 'On')).toBe(true);
    expect((await fields('cobalt_ridge_acrobat')).get('Payment_Frequency')).toMatch(/^Choice[1-4]$/);
    expect((await fields('northbeam_ca_bilingual')).get('LegalStructure')).toMatch(/^Choice[1-3]$/);
    const crm = await fields('silverleaf_crm_merge');
    expect(crm.get('deal.frequency')).toMatch(/^[1-4]$/);
    expect([...crm.entries()].some(([k, v]) => k.startsWith('merchant.entity.') && v === '1')).toBe(true);
    expect([...(await fields('pinecrest_undefined_fields')).keys()]).toContain('undefined_2');
  });

  it('scans have no text layer and keep the truth', async () => {
    const layout = INDEPENDENT32_LAYOUT_NAMES[5]!;
    const plain = await renderIndependent32(layout, 3, 'typed');
    const scan = await generateIndependent32(layout, 3, { style: 'fillable', scan: true });
    expect(scan.truth).toEqual(plain.truth);
    const read = await pdfRead(scan.pdf);
    expect(read.text.trim()).toBe('');
    expect(read.fields.size).toBe(0);
  });
});
