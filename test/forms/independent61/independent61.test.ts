// Set 61: every layout and style at a few seeds gives a PDF whose printed values are the truth's, with valid
// reference codes and no decoy equal to a truth value.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { buildIndependent61, generateIndependent61, INDEPENDENT61_LAYOUT_NAMES } from './index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const refDir = ['../../../../shared/reference', '../../../../../shared/reference'].map((p) => join(here, p)).find((p) => existsSync(join(p, 'states.json')))!;
type RefItem = { id?: string; code?: string; label?: string; name?: string; aliases?: string[]; countries?: string[]; country?: string };
const ref = (f: string) => (JSON.parse(readFileSync(join(refDir, f), 'utf8')) as { items: RefItem[] }).items;
const ENT = ref('entity-types.json'); const IND = ref('industries.json'); const STATES = ref('states.json'); const PROV = ref('provinces.json');
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** applications.md's industry rule: the longest label or alias contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const i of IND) for (const a of [i.label!, ...(i.aliases ?? [])]) {
    const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
    if (re.test(text.toLowerCase()) && (!best || a.length > best[1])) best = [i.id!, a.length];
  }
  return best?.[0] ?? null;
}
function entityOf(text: string, country: string): string | null {
  const t = norm(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(t)) return country === 'CA' ? 'ca_corporation' : 'c_corporation';
  return ENT.find((e) => e.countries!.includes(country) && [e.id!, e.label!, ...(e.aliases ?? [])].some((a) => norm(a) === t))?.id ?? null;
}
const money = (s: string) => Number(s.replace(/CAD|\$|,|\s/g, ''));

const SEEDS = [1, 2, 3, 5, 8];
describe('independent set 61', () => {
  it('has seven layouts and finds the reference data', () => {
    expect(INDEPENDENT61_LAYOUT_NAMES).toHaveLength(7);
    expect(refDir).toBeTruthy();
  });
  for (const layout of INDEPENDENT61_LAYOUT_NAMES) for (const style of ['typed', 'handwritten', 'fillable'] as const) {
    it(`${layout} ${style}`, async () => {
      for (const seed of SEEDS) {
        const b = await buildIndependent61(layout, seed, style);
        const read = await pdfRead(b.pdf);
        expect(read.pages.length).toBeGreaterThanOrEqual(1); expect(read.pages.length).toBeLessThanOrEqual(2);
        const text = squash(read.text); const t = b.truth;
        const covered = new Set<string>();
        for (const p of b.printed) {
          p.paths.forEach((x) => covered.add(x));
          if (style === 'fillable') {
            expect(read.fields.get(p.field!), `${seed} ${p.text}`).toBe(p.check ? 'Yes' : p.text);
            if (p.check) expect(text).toContain(p.text);
          } else expect(text, `${seed} ${p.text}`).toContain(squash(p.text));
          // the printed text gives the value the truth holds
          for (const path of p.paths) {
            const v = path.split('.').reduce<unknown>((o, k) => { const m = /^(\w+)\[(\d+)\]$/.exec(k); return m ? (o as Record<string, unknown[]>)[m[1]!]![Number(m[2])] : (o as Record<string, unknown>)[k]; }, { application: t });
            if (/requested_amount|requested_payment/.test(path)) expect(v).toBe(money(p.text));
            if (/ownership|credit_score|number_of_payments/.test(path)) expect(v).toBe(Number(p.text.replace('%', '')));
            if (/first_name|last_name/.test(path)) expect(p.text).toContain(v as string);
            if (/tax_id$/.test(path) && v !== null) expect(p.text.replace(/[^0-9A-Z]/g, '')).toBe(v);
            if (path.endsWith('industry')) expect(industryOf(p.text)).toBe(v);
            if (path.endsWith('type_of_entity')) expect(entityOf(p.text, t.business_tax_id_country ?? (t.state_region && PROV.some((x) => x.code === t.state_region) ? 'CA' : 'US'))).toBe(v);
            if (path.endsWith('legal_name') || path.endsWith('trade_name') || path.endsWith('role')) expect(p.text).toBe(v);
          }
        }
        if (style === 'fillable') expect(text).not.toContain(t.legal_name!);
        // every non-null truth value comes from something printed
        const flat: [string, unknown][] = Object.entries(t).filter(([k]) => k !== 'applicants').map(([k, v]) => [`application.${k}`, v]);
        t.applicants.forEach((a, i) => Object.entries(a).forEach(([k, v]) => flat.push([`application.applicants[${i}].${k}`, v])));
        for (const [k, v] of flat) if (v !== null) expect(covered.has(k), `${seed} ${k}`).toBe(true);
        // reference codes
        expect(t.legal_name).toBeTruthy();
        if (t.type_of_entity) expect(ENT.map((e) => e.id)).toContain(t.type_of_entity);
        if (t.industry) expect(IND.map((e) => e.id)).toContain(t.industry);
        expect(t.country).toMatch(/^(United States|Canada)$/);
        const regions = t.country === 'Canada' ? PROV : STATES.filter((s) => s.country === 'US');
        expect(regions.map((s) => s.code)).toContain(t.state_region);
        if (t.business_tax_id_country) expect(t.business_tax_id_country).toBe(t.country === 'Canada' ? 'CA' : 'US');
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        const pcts = t.applicants.map((a) => a.ownership ?? 0);
        if (t.applicants.length === b.printed.filter((p) => p.paths.some((x) => x.endsWith('ownership'))).length) expect(pcts.reduce((a, c) => a + c, 0)).toBe(100);
        // no decoy equals a truth value
        const truthVals = flat.map(([, v]) => v).filter((v) => v !== null && v !== '').map((v) => norm(String(v)));
        for (const a of t.applicants) if (a.first_name && a.last_name) truthVals.push(norm(`${a.first_name} ${a.last_name}`));
        for (const d of b.decoys) {
          expect(truthVals, `${seed} decoy ${d}`).not.toContain(norm(d));
          const digits = d.replace(/\D/g, '');
          if (digits.length >= 5) { expect(digits).not.toBe(t.business_tax_id); expect(Number(digits)).not.toBe(t.requested_amount); }
          if (/\d/.test(d) && !/[a-z]/i.test(d)) expect(money(d)).not.toBe(t.requested_amount);
        }
      }
    }, 60_000);
  }
  it('is deterministic and scans to an image-only PDF', async () => {
    const l = INDEPENDENT61_LAYOUT_NAMES[2]!;
    const a = await generateIndependent61(l, 4, { style: 'handwritten', scan: false });
    const b = await generateIndependent61(l, 4, { style: 'handwritten', scan: false });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    const s1 = await generateIndependent61(l, 4, { style: 'typed', scan: true });
    const s2 = await generateIndependent61(l, 4, { style: 'typed', scan: true });
    expect(Buffer.from(s1.pdf).equals(Buffer.from(s2.pdf))).toBe(true);
    expect(s1.truth).toEqual(a.truth);
    expect((await pdfRead(s1.pdf)).text.replace(/\s/g, '')).toBe('');
    const f = await generateIndependent61(l, 4, { style: 'fillable', scan: true });
    expect((await pdfRead(f.pdf)).fields.size).toBeGreaterThan(10);
  }, 120_000);
});
