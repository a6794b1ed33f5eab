// Set 59 (broker-to-funder submission sheets): every layout and style gives a PDF whose truth values are printed (page
// text or AcroForm fields), whose reference codes exist, and whose decoys (ISO block, funder, positions, bank, landlord,
// owners' homes) never equal a truth value.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pdfRead } from '../generator/pdf-read.ts';
import { decoyClash, generateIndependent59, generateIndependent59Full, INDEPENDENT59_LAYOUT_NAMES } from './index.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const refDir = [`${here}../../../../shared/reference`, `${here}../../../../../shared/reference`].find((d) => existsSync(`${d}/states.json`))!;
const ref = (f: string) => JSON.parse(readFileSync(`${refDir}/${f}`, 'utf8')).items as Record<string, unknown>[];
const STATES = new Set(ref('states.json').map((s) => s.code as string));
const PROVINCES = new Set(ref('provinces.json').map((s) => s.code as string));
const ENTITIES = ref('entity-types.json') as { id: string; label: string; aliases: string[]; countries: string[] }[];
const INDUSTRIES = ref('industries.json') as { id: string; label: string; aliases: string[] }[];

const squash = (t: string) => t.replace(/\s+/g, '').toLowerCase();
const key = (t: string) => t.toLowerCase().replace(/[^a-z0-9]/g, '');
/** applications.md's entity rule: id, label or alias equal to the printed text; Inc/Corp/Ltd/Corporation by country. */
function entityOf(text: string, country: string): string | null {
  const k = key(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(k)) return country === 'CA' ? 'ca_corporation' : 'c_corporation';
  const hit = ENTITIES.find((e) => e.countries.includes(country === 'CA' ? 'CA' : 'US') && [e.id, e.label, ...e.aliases].some((a) => key(a) === k));
  return hit?.id ?? null;
}
/** applications.md's industry rule: the longest label or alias contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const i of INDUSTRIES) for (const a of [i.label, ...i.aliases]) {
    const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
    if (re.test(text.toLowerCase()) && (!best || a.length > best[1])) best = [i.id, a.length];
  }
  return best?.[0] ?? null;
}
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
function dateOf(t: string): string | null {
  let m = /^(\d{4})-(\d\d)-(\d\d)$/.exec(t);
  if (m) return t;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) { const y = m[3]!.length === 2 ? (Number(m[3]) > 30 ? 1900 : 2000) + Number(m[3]) : Number(m[3]); return `${y}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`; }
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(t);
  if (m) return `${m[3]}-${String(MONTHS.indexOf(m[1]!.toLowerCase()) + 1).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  return null;
}
const amountOf = (t: string) => Number(t.replace(/CAD|\$|,|\s/g, ''));

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5];

describe('independent set 59: ISO deal submission sheets', () => {
  it('has seven layouts', () => expect(INDEPENDENT59_LAYOUT_NAMES.length).toBe(7));
  for (const layout of INDEPENDENT59_LAYOUT_NAMES) for (const style of STYLES) {
    it(`${layout} ${style}`, async () => {
      for (const seed of SEEDS) {
        const g = await generateIndependent59Full(layout, seed, { style, scan: false });
        expect(Buffer.from(g.pdf.slice(0, 5)).toString()).toBe('%PDF-');
        const read = await pdfRead(g.pdf);
        const page = squash(read.text);
        const t = g.truth;
        // Every non-null truth value comes from a printed value.
        const covered = new Set(g.locations.flatMap((l) => l.paths));
        const paths = [...Object.entries(t).filter(([k, v]) => k !== 'applicants' && v !== null).map(([k]) => `application.${k}`),
          ...t.applicants.flatMap((a, i) => Object.entries(a).filter(([, v]) => v !== null).map(([k]) => `application.applicants[${i}].${k}`))];
        for (const p of paths) expect(covered.has(p), `${layout}/${seed} ${p} printed`).toBe(true);
        for (const l of g.locations) {
          if (style === 'fillable') {
            expect(read.fields.get(l.field!), `${layout}/${seed} field ${l.field}`).toBe(l.checkbox ? 'Yes' : l.text);
            if (l.paths.some((p) => /legal_name|tax_id$|requested_/.test(p))) expect(page.includes(squash(l.text)), `${layout}/${seed} '${l.text}' not page text`).toBe(false);
          } else expect(page.includes(squash(l.text)), `${layout}/${seed} '${l.text}' visible`).toBe(true);
          // The printed text gives exactly the truth value by applications.md's rules.
          for (const p of l.paths) {
            const v = p.startsWith('application.applicants') ? (t.applicants[Number(/\[(\d+)\]/.exec(p)![1])] as unknown as Record<string, unknown>)[p.split('.').pop()!] : (t as unknown as Record<string, unknown>)[p.slice(12)];
            if (/requested_(amount|payment)$/.test(p)) expect(amountOf(l.text)).toBe(v);
            if (/business_start_date$|date_of_birth$/.test(p)) expect(dateOf(l.text)).toBe(v);
            if (p.endsWith('type_of_entity')) expect(entityOf(l.text, t.business_tax_id_country ?? 'US')).toBe(v);
            if (p.endsWith('industry')) expect(industryOf(l.text)).toBe(v);
            if (p.endsWith('business_tax_id') || p.endsWith('].tax_id')) expect(l.text.replace(/[^0-9A-Z]/g, '')).toBe(v);
            if (p.endsWith('first_name') || p.endsWith('last_name')) expect(l.text).toContain(v);
          }
        }
        // Reference codes.
        expect(t.state_region && (t.country === 'Canada' ? PROVINCES : STATES).has(t.state_region)).toBeTruthy();
        expect(ENTITIES.some((e) => e.id === t.type_of_entity)).toBe(true);
        if (t.industry) expect(INDUSTRIES.some((i) => i.id === t.industry)).toBe(true);
        expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
        if (t.business_tax_id_type === 'EIN') expect(t.business_tax_id).toMatch(/^\d{9}$/);
        if (t.business_tax_id_type === 'BN') expect(t.business_tax_id).toMatch(/^\d{9}RC\d{4}$/);
        expect(t.applicants.length).toBeGreaterThan(0);
        // Decoys are printed and never a truth value.
        expect(g.decoys.length).toBeGreaterThan(8);
        expect(decoyClash(t, g.decoys)).toBeUndefined();
        for (const d of g.decoys) if (style === 'fillable') expect(read.fields.get(d.field!)).toBe(d.text);
      }
    }, 60000);
  }

  it('is deterministic, the same truth for every style, and a scan has no text layer', async () => {
    const a = await generateIndependent59('meridian_iso_group', 7, { style: 'handwritten', scan: false });
    const b = await generateIndependent59('meridian_iso_group', 7, { style: 'handwritten', scan: false });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    const f = await generateIndependent59('meridian_iso_group', 7, { style: 'fillable', scan: false });
    expect(f.truth).toEqual(a.truth);
    const s = await generateIndependent59('northstar_crossborder_funding', 2, { style: 'typed', scan: true });
    const s2 = await generateIndependent59('northstar_crossborder_funding', 2, { style: 'typed', scan: true });
    expect(Buffer.from(s.pdf).equals(Buffer.from(s2.pdf))).toBe(true);
    expect((await pdfRead(s.pdf)).text.trim()).toBe('');
    expect(s.truth.country).toBe('Canada');
  }, 120000);
});
