// independent145: every non-null truth value is printed (page text, or an AcroForm field in `fillable`), read the
// way applications.md says, decoys never reach the truth, and the same seed gives the same bytes.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { entityOf, industryOf } from './data.ts';
import { generateIndependent145, INDEPENDENT145_LAYOUT_NAMES, type Independent145Result } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3];
const squash = (s: string) => s.replace(/\s+/g, '');

interface Read { text: string[]; fields: Map<string, string> }
async function read(pdf: Uint8Array): Promise<Read> {
  const doc = await getDocument({ data: pdf.slice(), useSystemFonts: false }).promise;
  const text: string[] = [], fields = new Map<string, string>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text.push(squash(tc.items.map((i) => ('str' in i ? i.str : '')).join('')));
    for (const a of await page.getAnnotations()) if (a.fieldName) fields.set(String(a.fieldName), String(a.fieldValue ?? ''));
  }
  await doc.cleanup();
  return { text, fields };
}

const money = (s: string) => Number(s.replace(/CAD|[$,\s]/g, ''));
const FREQ: Record<string, string> = { daily: 'daily', everybusinessday: 'daily', dailymonfri: 'daily', quotidiendaily: 'daily', weekly: 'weekly', onceaweek: 'weekly',
  hebdomadaireweekly: 'weekly', biweekly: 'biweekly', everytwoweeks: 'biweekly', auxdeuxsemainesbiweekly: 'biweekly', monthly: 'monthly', onceamonth: 'monthly', mensuelmonthly: 'monthly' };

/** The printed text re-read by hand for the fields whose reading is mechanical. */
function checkReading(r: Independent145Result): void {
  for (const p of r.placed) {
    for (const [path, val] of Object.entries(p.fields)) {
      if (val === null) continue;
      if (/requested_(amount|payment)$/.test(path)) expect(money(p.text), path).toBe(val);
      if (/(ownership|number_of_payments|credit_score)$/.test(path)) expect(Number(p.text.replace('%', '')), path).toBe(val);
      if (path.endsWith('].tax_id')) expect(p.text.replace(/\D/g, ''), path).toBe(val);
      if (path === 'business_tax_id') expect(p.text.replace(/[^0-9A-Z]/g, ''), path).toBe(val);
      if (path.endsWith('first_name') || path.endsWith('last_name')) expect(p.text, path).toContain(String(val));
      if (path === 'legal_name' || path === 'trade_name') expect(p.text, path).toBe(val);
      if (path === 'type_of_entity') expect(entityOf(p.text, r.country), p.text).toBe(val);
      if (path === 'industry') expect(industryOf(p.text), p.text).toBe(val);
      if (path === 'payment_frequency') expect(FREQ[p.text.toLowerCase().replace(/[^a-z]/g, '')], p.text).toBe(val);
    }
  }
}

describe('independent145 forms', () => {
  for (const layout of INDEPENDENT145_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: truth values printed, decoys out of the truth`, async () => {
        for (const seed of SEEDS) {
          const r = await generateIndependent145(layout, seed, { style, scan: false });
          const pdf = await read(r.pdf);
          for (const p of r.placed) {
            if (style === 'fillable') expect(pdf.fields.get(p.acro!), `${seed} ${p.key}`).toBe(p.check ? 'Yes' : p.text);
            else expect(pdf.text[p.page - 1], `${seed} ${p.key} "${p.text}"`).toContain(squash(p.text));
          }
          if (style === 'fillable') expect(pdf.text.join('')).not.toContain(squash(r.truth.legal_name!));
          const sources = new Set(r.placed.flatMap((p) => Object.entries(p.fields).filter(([, x]) => x !== null).map(([k]) => k)));
          for (const [k, x] of Object.entries(r.truth)) if (k !== 'applicants' && x !== null) expect(sources.has(k), k).toBe(true);
          r.truth.applicants.forEach((a, i) => { for (const [k, x] of Object.entries(a)) if (x !== null) expect(sources.has(`applicants[${i}].${k}`)).toBe(true); });
          const truthStrings = new Set([...Object.values(r.truth), ...r.truth.applicants.flatMap((a) => Object.values(a))].filter((x) => typeof x === 'string').map(String));
          for (const d of r.decoys) expect(truthStrings.has(d), `decoy ${d}`).toBe(false);
          const names = r.truth.applicants.map((a) => `${a.first_name} ${a.last_name}`);
          for (const d of r.decoys) expect(names.some((n) => d.includes(n)), `decoy ${d}`).toBe(false);
          expect(r.placed.filter((p) => p.decoy).every((p) => Object.keys(p.fields).length === 0)).toBe(true);
          expect(r.truth.legal_name).toBeTruthy();
          expect(r.truth.applicants.length).toBeGreaterThanOrEqual(1);
          if (r.truth.type_of_entity === 'sole_proprietorship') expect(r.truth.applicants.length).toBe(1);
          checkReading(r);
        }
      });
    }
    it(`${layout}: same seed, same bytes; seeds vary`, async () => {
      const a = await generateIndependent145(layout, 5, { style: 'handwritten', scan: false });
      const b = await generateIndependent145(layout, 5, { style: 'handwritten', scan: false });
      const c = await generateIndependent145(layout, 6, { style: 'handwritten', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
      expect(c.truth).not.toEqual(a.truth);
    });
  }

  it('variety across seeds: 1-4 owners, both countries, masked ids, blanks, Quebec', async () => {
    const owners = new Set<number>(), countries = new Set<string>(), entities = new Set<string>();
    let masked = 0, nullFreq = 0, quebec = 0;
    for (const layout of INDEPENDENT145_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 10; seed++) {
        const r = await generateIndependent145(layout, seed, { style: 'typed', scan: false });
        owners.add(r.truth.applicants.length);
        countries.add(r.truth.country ?? '');
        entities.add(r.truth.type_of_entity ?? 'null');
        masked += r.placed.filter((p) => /^o\d_tax$/.test(p.key) && p.text.includes('X')).length;
        if (r.truth.payment_frequency === null) nullFreq++;
        if (r.truth.state_region === 'QC') quebec++;
      }
    }
    expect([...owners].sort()).toEqual([1, 2, 3, 4]);
    expect(countries).toEqual(new Set(['United States', 'Canada']));
    expect(entities.size).toBeGreaterThan(6);
    expect(masked).toBeGreaterThan(0);
    expect(nullFreq).toBeGreaterThan(0);
    expect(quebec).toBeGreaterThan(0);
  });

  it('scan: an image-only PDF with the same truth', async () => {
    const plain = await generateIndependent145('wordtpl', 2, { style: 'handwritten', scan: false });
    const scanned = await generateIndependent145('wordtpl', 2, { style: 'handwritten', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const pdf = await read(scanned.pdf);
    expect(pdf.text.join('')).toBe('');
    expect(pdf.text.length).toBe(plain.pages);
  }, 30_000);
});
