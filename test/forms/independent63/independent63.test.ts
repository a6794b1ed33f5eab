import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pdfRead } from '../generator/pdf-read.ts';
import { buildIndependent63, generateIndependent63, INDEPENDENT63_LAYOUT_NAMES } from './index.ts';

function refDir(): string {
  for (const up of ['../../../../shared/reference', '../../../../../shared/reference']) {
    const p = fileURLToPath(new URL(up, import.meta.url));
    if (existsSync(p)) return p;
  }
  throw new Error('shared/reference not found');
}
const ref = (f: string) => JSON.parse(readFileSync(`${refDir()}/${f}`, 'utf8')).items as { id?: string; code?: string; countries?: string[] }[];
const ENTITIES = new Set(ref('entity-types.json').map((x) => x.id));
const INDUSTRIES = new Set(ref('industries.json').map((x) => x.id));
const STATES = new Set(ref('states.json').map((x) => x.code));
const PROVINCES = new Set(ref('provinces.json').map((x) => x.code));
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('independent63', () => {
  expect(INDEPENDENT63_LAYOUT_NAMES.length).toBe(7);
  for (const layout of INDEPENDENT63_LAYOUT_NAMES) for (const style of ['typed', 'handwritten', 'fillable'] as const) {
    it(`${layout} ${style}`, async () => {
      for (const seed of [1, 2, 3, 4, 5]) {
        const b = await buildIndependent63(layout, seed, style);
        const rd = await pdfRead(b.pdf);
        const page = norm(rd.text);
        const t = b.truth;
        // every printed truth value is visible (page text, or the AcroForm field for fillable)
        for (const s of b.shown) {
          if (style === 'fillable') expect(rd.fields.get(s.acro!), `${s.text}`).toBe(s.acroValue ?? s.text);
          else expect(page, `${layout} ${seed}: ${s.text}`).toContain(norm(s.text));
          if (style === 'fillable' && !s.acroValue) expect(page).not.toContain(norm(s.text).length > 6 ? norm(s.text) : '\u0000');
        }
        // every non-null truth leaf came from a printed value
        const printed = new Set(b.shown.flatMap((s) => Object.keys(s.set).filter((k) => s.set[k] != null)));
        for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v != null) expect(printed.has(k), k).toBe(true);
        t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v != null) expect(printed.has(`applicants[${i}].${k}`), `${i}.${k}`).toBe(true); });
        expect(t.legal_name).toBeTruthy();
        expect(t.applicants.length).toBeGreaterThan(0);
        // reference codes
        if (t.type_of_entity) expect(ENTITIES.has(t.type_of_entity)).toBe(true);
        if (t.industry) expect(INDUSTRIES.has(t.industry)).toBe(true);
        if (t.country === 'United States') expect(STATES.has(t.state_region!)).toBe(true);
        if (t.country === 'Canada') expect(PROVINCES.has(t.state_region!)).toBe(true);
        if (t.business_tax_id_type === 'EIN') expect(t.business_tax_id).toMatch(/^\d{9}$/);
        if (t.business_tax_id_type === 'BN') expect(t.business_tax_id).toMatch(/^\d{9}([A-Z]{2}\d{4})?$/);
        for (const a of t.applicants) {
          if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
          if (a.tax_id_type === 'ITIN') expect(a.tax_id!.startsWith('9')).toBe(true);
          if (a.ownership != null) expect(a.ownership).toBeLessThanOrEqual(100);
        }
        // no decoy equals a truth value
        const values = new Set<string>();
        const add = (v: unknown) => { if (v != null) values.add(String(v)); };
        Object.entries(t).forEach(([k, v]) => k !== 'applicants' && add(v));
        t.applicants.forEach((a) => Object.values(a).forEach(add));
        for (const s of b.shown) values.add(s.text);
        for (const d of b.decoys) expect(values.has(d), `decoy ${d}`).toBe(false);
        if (style !== 'fillable') expect(rd.fields.size).toBe(0);
      }
    }, 60000);
  }
  it('is deterministic and scans to an image-only PDF', async () => {
    const a = await generateIndependent63('capitale_avance_quebec', 7, { style: 'handwritten', scan: false });
    const b = await generateIndependent63('capitale_avance_quebec', 7, { style: 'handwritten', scan: false });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    const s = await generateIndependent63('sol_capital_miami', 2, { style: 'typed', scan: true });
    expect(norm((await pdfRead(s.pdf)).text)).toBe('');
    const f = await generateIndependent63('sol_capital_miami', 2, { style: 'fillable', scan: true });
    expect((await pdfRead(f.pdf)).fields.size).toBeGreaterThan(0);
  }, 120000);
});
