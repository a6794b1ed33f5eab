import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pdfRead } from '../generator/pdf-read.ts';
import { generateIndependent64, generateIndependent64Detailed, INDEPENDENT64_LAYOUT_NAMES } from './index.ts';
import type { TruthApplication } from '../generator/truth.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const refDir = ['../../../../shared/reference', '../../../../../shared/reference'].map((p) => join(here, p)).find((p) => existsSync(p))!;
const ref = (f: string) => JSON.parse(readFileSync(join(refDir, f), 'utf8')).items as Record<string, unknown>[];
const ENTITIES = ref('entity-types.json') as { id: string; countries: string[] }[];
const INDUSTRIES = ref('industries.json') as { id: string; label: string; aliases?: string[] }[];
const STATES = new Set((ref('states.json') as { code: string }[]).map((s) => s.code));
const PROVINCES = new Set((ref('provinces.json') as { code: string }[]).map((s) => s.code));
const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();
const SEEDS = [1, 2, 3, 4];

/** applications.md: the longest industry label or alias contained, word-bounded. */
function industryOf(text: string): string | null {
  let best: [number, string] | null = null;
  const t = text.toLowerCase();
  for (const i of INDUSTRIES) for (const a of [i.label, ...(i.aliases ?? [])]) {
    const esc = a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(^|[^a-z0-9])${esc}($|[^a-z0-9])`).test(t) && (!best || a.length > best[0])) best = [a.length, i.id];
  }
  return best?.[1] ?? null;
}

function truthValues(t: TruthApplication): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v != null) out.push(String(v));
  for (const a of t.applicants) for (const v of Object.values(a)) if (v != null) out.push(String(v));
  return out;
}

function paths(t: TruthApplication): string[] {
  const out = Object.entries(t).filter(([k, v]) => k !== 'applicants' && k !== 'country' && v != null).map(([k]) => k);
  t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v != null) out.push(`applicants[${i}].${k}`); });
  return out;
}

describe('independent64', () => {
  for (const layout of INDEPENDENT64_LAYOUT_NAMES) {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      it(`${layout} ${style}`, async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent64Detailed(layout, seed, { style, scan: false });
          const t = g.truth;
          expect(new TextDecoder().decode(g.pdf.slice(0, 5))).toBe('%PDF-');
          const read = await pdfRead(g.pdf);
          const page = squash(read.text);
          // Every non-null truth value comes from a printed value that is visible (page text or its AcroForm field).
          for (const p of paths(t)) {
            const src = g.shown.filter((s) => s.paths.includes(p));
            expect(src.length, `${layout}/${seed} ${p}`).toBeGreaterThan(0);
            for (const s of src) {
              if (style === 'fillable') {
                expect(read.fields.has(s.field!), `${p} field`).toBe(true);
                const v = read.fields.get(s.field!)!;
                expect(v === s.text || v === 'Yes' || (v === 'On'), `${p} ${v} vs ${s.text}`).toBe(true);
              } else expect(page.includes(squash(s.text)), `${layout}/${style}/${seed} ${p}: ${s.text}`).toBe(true);
            }
          }
          if (style === 'fillable') {
            expect(read.text.includes(g.shown.find((s) => s.paths.includes('business_tax_id'))!.text)).toBe(false);
          }
          // Printed forms read back to the truth.
          const amt = g.shown.find((s) => s.paths.includes('requested_amount'))!;
          if (!amt.paths.includes('number_of_payments')) expect(Number(amt.text.replace(/[^\d.]/g, '').replace(/\.$/, ''))).toBe(t.requested_amount);
          expect(t.business_tax_id).toMatch(/^(\d{9}|\d{9}R[CT]\d{4})$/);
          if (t.business_tax_id_type === 'BN') expect(t.business_tax_id_country).toBe('CA');
          // Reference codes.
          const ent = ENTITIES.find((e) => e.id === t.type_of_entity);
          expect(ent, String(t.type_of_entity)).toBeTruthy();
          expect(ent!.countries).toContain(g.country);
          const ind = g.shown.find((s) => s.paths.includes('industry'))!;
          expect(industryOf(ind.text), ind.text).toBe(t.industry);
          expect((g.country === 'CA' ? PROVINCES : STATES).has(t.state_region!)).toBe(true);
          expect(t.country).toBe(g.country === 'CA' ? 'Canada' : 'United States');
          for (const a of t.applicants) {
            expect(a.first_name && a.last_name).toBeTruthy();
            if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
            if (a.date_of_birth) expect(a.date_of_birth).toMatch(/^\d{4}-\d\d-\d\d$/);
          }
          // No decoy equals a truth value (text or money).
          const values = new Set(truthValues(t).map(squash));
          expect(g.decoys.length).toBeGreaterThan(0);
          for (const d of g.decoys) {
            expect(values.has(squash(d.text)), `${d.key}: ${d.text}`).toBe(false);
            if (/^\$?\s?[\d,]+(\.\d\d)?$/.test(d.text.trim())) expect(Number(d.text.replace(/[^\d.]/g, ''))).not.toBe(t.requested_amount);
          }
        }
      }, 60000);
    }
  }

  it('is deterministic and scans to an image-only PDF', async () => {
    const a = await generateIndependent64('meridian_quillsign', 7, { style: 'handwritten', scan: false });
    const b = await generateIndependent64('meridian_quillsign', 7, { style: 'handwritten', scan: false });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    const s1 = await generateIndependent64('piperidge_dealsheet', 5, { style: 'typed', scan: true });
    const s2 = await generateIndependent64('piperidge_dealsheet', 5, { style: 'typed', scan: true });
    expect(Buffer.from(s1.pdf).equals(Buffer.from(s2.pdf))).toBe(true);
    expect((await pdfRead(s1.pdf)).text.trim()).toBe('');
    const f = await generateIndependent64('brightpath_email', 5, { style: 'fillable', scan: true });
    expect((await pdfRead(f.pdf)).fields.size).toBeGreaterThan(0);
  }, 120000);

  it('has seven layouts and Canadian merchants', async () => {
    expect(INDEPENDENT64_LAYOUT_NAMES.length).toBe(7);
    let ca = 0;
    for (let seed = 1; seed <= 12; seed++) ca += (await generateIndependent64Detailed('ledgerleaf_financing', seed, { style: 'typed', scan: false })).country === 'CA' ? 1 : 0;
    expect(ca).toBeGreaterThan(0);
  });
});
