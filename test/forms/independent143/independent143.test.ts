// independent143: every non-null truth value is printed (page text, or an AcroForm field in `fillable`), read the
// way applications.md says, decoys never reach the truth, and the same seed gives the same bytes.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent143, INDEPENDENT143_LAYOUT_NAMES, type Independent143Result } from './index.ts';
import { entityOf, industryOf } from './rules.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 7];
const squash = (s: string) => s.replace(/\s+/g, '');

interface Read { text: string[]; fields: Map<string, string> }
async function read(pdf: Uint8Array): Promise<Read> {
  const doc = await getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0 }).promise;
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

/** The printed text re-read by hand for the fields whose reading is mechanical. */
function checkReading(r: Independent143Result): void {
  for (const p of r.placed) {
    for (const [path, val] of Object.entries(p.fields)) {
      if (val === null) continue;
      if (/requested_(amount|payment)$/.test(path)) expect(money(p.text), path).toBe(val);
      if (/(ownership|number_of_payments|credit_score)$/.test(path)) expect(Number(p.text.replace('%', '')), path).toBe(val);
      if (/^applicants\[\d\]\.tax_id$/.test(path)) expect(p.text.replace(/\D/g, ''), path).toBe(val);
      if (path === 'business_tax_id') expect(p.text.replace(/[^0-9A-Z]/g, ''), path).toBe(val);
      if (/(first|last)_name$/.test(path)) expect(p.text, path).toContain(String(val));
      if (path === 'legal_name' || path === 'trade_name') expect(p.text, path).toBe(val);
      if (/date/.test(path)) expect(String(val)).toMatch(/^\d{4}-\d\d-\d\d$/);
    }
    // A masked owner tax ID gives no number, no type and no country.
    if (/X{3}|\*{3}/.test(p.text)) expect(Object.values(p.fields).every((v) => v === null), p.text).toBe(true);
  }
}

describe('independent143 forms', () => {
  for (const layout of INDEPENDENT143_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: truth values printed, decoys out of the truth`, async () => {
        for (const seed of SEEDS) {
          const r = await generateIndependent143(layout, seed, { style, scan: false });
          const pdf = await read(r.pdf);
          expect(pdf.text.length).toBe(r.pages);
          for (const p of r.placed) {
            if (style === 'fillable') expect(pdf.fields.get(p.acro!), `${seed} ${p.key}`).toBe(p.check ? 'Yes' : p.text);
            else expect(pdf.text[p.page - 1], `${seed} ${p.key} "${p.text}"`).toContain(squash(p.text));
          }
          if (style === 'fillable') expect(pdf.text.join('')).not.toContain(squash(r.truth.legal_name!));
          // Every non-null truth value has a printed source.
          const sources = new Set(r.placed.flatMap((p) => Object.entries(p.fields).filter(([, x]) => x !== null).map(([k]) => k)));
          for (const [k, x] of Object.entries(r.truth)) if (k !== 'applicants' && x !== null) expect(sources.has(k), k).toBe(true);
          r.truth.applicants.forEach((a, i) => { for (const [k, x] of Object.entries(a)) if (x !== null) expect(sources.has(`applicants[${i}].${k}`), k).toBe(true); });
          // Decoys never become truth strings; other people never become applicants.
          const strings = new Set([...Object.values(r.truth), ...r.truth.applicants.flatMap((a) => Object.values(a))].filter((x) => typeof x === 'string').map(String));
          for (const d of r.decoys) expect(strings.has(d), `decoy ${d}`).toBe(false);
          const digits = new Set([r.truth.business_tax_id, ...r.truth.applicants.map((a) => a.tax_id)].filter(Boolean));
          for (const d of r.decoys) expect(digits.has(d.replace(/\D/g, '')), `decoy number ${d}`).toBe(false);
          const names = r.truth.applicants.map((a) => `${a.first_name} ${a.last_name}`);
          for (const d of r.decoys) expect(names).not.toContain(d);
          expect(r.truth.legal_name).toBeTruthy();
          expect(r.truth.applicants.length).toBeGreaterThanOrEqual(1);
          if (r.truth.type_of_entity === 'sole_proprietorship') expect(r.truth.applicants.length).toBe(1);
          expect(r.truth.country).toBe(r.country === 'US' ? 'United States' : 'Canada');
          checkReading(r);
        }
      });
    }
    it(`${layout}: same seed, same bytes; seeds vary`, async () => {
      for (const style of STYLES) {
        const a = await generateIndependent143(layout, 5, { style, scan: false });
        const b = await generateIndependent143(layout, 5, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), style).toBe(true);
        expect(a.truth).toEqual(b.truth);
      }
      const c = await generateIndependent143(layout, 6, { style: 'typed', scan: false });
      const d = await generateIndependent143(layout, 5, { style: 'typed', scan: false });
      expect(c.truth).not.toEqual(d.truth);
    });
  }

  it('variety across seeds: 1-4 owners, both countries, masked ids, blanks', async () => {
    const owners = new Set<number>(), countries = new Set<string>(), entities = new Set<string>(), pages = new Set<number>();
    let masked = 0, nullFreq = 0, nullDba = 0, bn = 0;
    for (const layout of INDEPENDENT143_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 10; seed++) {
        const r = await generateIndependent143(layout, seed, { style: 'typed', scan: false });
        owners.add(r.truth.applicants.length);
        countries.add(r.truth.country ?? '');
        entities.add(r.truth.type_of_entity ?? 'null');
        pages.add(r.pages);
        masked += r.placed.filter((p) => /^(X|\*){3}/.test(p.text)).length;
        if (r.truth.payment_frequency === null) nullFreq++;
        if (r.truth.trade_name === null) nullDba++;
        if (r.truth.business_tax_id_type === 'BN') bn++;
      }
    }
    expect([...owners].sort()).toEqual([1, 2, 3, 4]);
    expect(countries).toEqual(new Set(['United States', 'Canada']));
    expect(entities.size).toBeGreaterThan(6);
    expect([...pages].sort()).toEqual([1, 2]);
    expect(masked).toBeGreaterThan(0);
    expect(nullFreq).toBeGreaterThan(0);
    expect(nullDba).toBeGreaterThan(0);
    expect(bn).toBeGreaterThan(0);
  });

  it('reading rules: industry by the longest word-bounded label or alias, entity by country', () => {
    expect(industryOf('Veterinary clinic')).toBe('veterinary');
    expect(industryOf('Coffee shop')).toBe('restaurant');
    expect(industryOf('Auto body shop')).toBe('auto_repair');
    expect(industryOf('Landscaping & snow removal')).toBe('landscaping');
    expect(entityOf('Corp', 'US')).toBe('c_corporation');
    expect(entityOf('Ltd.', 'CA')).toBe('ca_corporation');
    expect(entityOf('S-Corp', 'US')).toBe('s_corporation');
    expect(entityOf('Sole Prop.', 'CA')).toBe('sole_proprietorship');
  });

  it('scan: an image-only PDF with the same truth', async () => {
    const plain = await generateIndependent143('tidewater', 1, { style: 'handwritten', scan: false });
    const scanned = await generateIndependent143('tidewater', 1, { style: 'handwritten', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const pdf = await read(scanned.pdf);
    expect(pdf.text.join('')).toBe('');
    expect(pdf.text.length).toBe(plain.pages);
  }, 30_000);
});
