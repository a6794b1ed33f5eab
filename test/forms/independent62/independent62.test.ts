import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pdfRead } from '../generator/pdf-read.ts';
import { buildIndependent62, generateIndependent62, INDEPENDENT62_LAYOUT_NAMES } from './index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const refDir = ['../../../../shared/reference', '../../../../../shared/reference'].map((p) => join(here, p)).find((p) => existsSync(p))!;
const ref = (f: string) => JSON.parse(readFileSync(join(refDir, f), 'utf8')).items as { id?: string; code?: string; label?: string; aliases?: string[] }[];
const ENT = new Set(ref('entity-types.json').map((x) => x.id));
const INDUSTRIES = ref('industries.json');
const REGIONS = new Set([...ref('states.json'), ...ref('provinces.json')].map((x) => x.code));
const norm = (t: string) => t.replace(/\s+/g, ' ');
const digits = (t: string) => t.replace(/\D/g, '');

/** applications.md's industry rule: the longest label or alias contained word-bounded in the text. */
function industryOf(text: string): string | null {
  let best: [number, string] | null = null;
  for (const it of INDUSTRIES) for (const a of [it.label!, ...(it.aliases ?? [])]) {
    const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
    if (re.test(text.toLowerCase()) && (!best || a.length > best[0])) best = [a.length, it.id!];
  }
  return best?.[1] ?? null;
}

const SEEDS = [1, 2, 7, 19];
describe('independent62', () => {
  for (const layout of INDEPENDENT62_LAYOUT_NAMES) for (const style of ['typed', 'handwritten', 'fillable'] as const) {
    it(`${layout} / ${style}`, async () => {
      for (const seed of SEEDS) {
        const b = await buildIndependent62(layout, seed, { style, scan: false });
        expect(b.pdf.length).toBeGreaterThan(1000);
        const r = await pdfRead(b.pdf);
        const text = norm(r.text);
        for (const p of b.printed) {
          if (style === 'fillable') {
            expect(p.field, p.text).toBeTruthy();
            const v = r.fields.get(p.field!);
            if (p.field!.startsWith('c')) expect(v).toBe('Yes'); else expect(norm(v ?? ''), p.text).toContain(norm(p.text));
          } else expect(text, `${layout} ${style} ${seed}: ${p.text}`).toContain(norm(p.text));
        }
        if (style === 'fillable') expect(text).not.toContain(b.merchant.legal);
        // Every non-null truth value comes from a printed value whose text shows it.
        const t = b.truth as unknown as Record<string, unknown>;
        const from = (path: string) => b.printed.find((p) => path in p.paths);
        for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) expect(from(k), k).toBeTruthy();
        b.truth.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) expect(from(`applicants[${i}].${k}`), `${i}.${k}`).toBeTruthy(); });
        if (b.truth.legal_name) expect(from('legal_name')!.text).toBe(b.truth.legal_name);
        if (b.truth.business_tax_id) expect(from('business_tax_id')!.text.replace(/[^0-9A-Z]/g, '')).toBe(b.truth.business_tax_id);
        if (b.truth.requested_amount !== null) expect(Number(from('requested_amount')!.text.replace(/[^0-9.]/g, ''))).toBe(b.truth.requested_amount);
        for (const a of b.truth.applicants) {
          expect(a.first_name && a.last_name).toBeTruthy();
          if (a.tax_id) expect(['SSN', 'ITIN', 'SIN']).toContain(a.tax_id_type);
          if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
        }
        const pct = b.truth.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0) + (b.merchant.holding?.pct ?? 0);
        if (b.truth.applicants.every((a) => a.ownership !== null) && b.truth.applicants.length) expect(pct).toBe(100);
        // Reference codes.
        expect(ENT.has(b.truth.type_of_entity!)).toBe(true);
        expect(REGIONS.has(b.truth.state_region!)).toBe(true);
        expect(industryOf(from('industry')!.text)).toBe(b.truth.industry);
        // No decoy equals a truth value.
        const values = new Set<string>();
        for (const v of Object.values(t)) if (typeof v === 'string' || typeof v === 'number') values.add(String(v));
        for (const a of b.truth.applicants) for (const v of Object.values(a)) if (v !== null) values.add(String(v));
        for (const d of b.decoys) {
          expect(values.has(d.text), `${d.key}=${d.text}`).toBe(false);
          if (digits(d.text).length >= 9) expect(values.has(digits(d.text)), d.key).toBe(false);
        }
      }
    }, 60000);
  }
  it('is deterministic and scans', async () => {
    const l = INDEPENDENT62_LAYOUT_NAMES[0]!;
    const a = await generateIndependent62(l, 5, { style: 'handwritten', scan: false });
    const b = await generateIndependent62(l, 5, { style: 'handwritten', scan: false });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    const s = await generateIndependent62(INDEPENDENT62_LAYOUT_NAMES[4]!, 5, { style: 'typed', scan: true });
    expect((await pdfRead(s.pdf)).text.trim()).toBe('');
    expect(s.truth.legal_name).toBeTruthy();
  }, 120000);
});
