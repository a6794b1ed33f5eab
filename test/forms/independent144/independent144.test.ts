// independent144: every non-null truth value is printed (page text, or an AcroForm field in `fillable`), read the
// way applications.md says, decoys never reach the truth, and the same seed gives the same bytes.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { entityOf, industryOf } from './data.ts';
import { generateIndependent144, INDEPENDENT144_LAYOUT_NAMES, type Independent144Result } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 7];
const squash = (s: string) => s.replace(/\s+/g, '');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

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
/** The printed date holds the truth's year, month (number or name) and day, whichever order the form's caption says. */
function sameDate(text: string, isoDate: string): boolean {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const nums = (text.match(/\d+/g) ?? []).map(Number);
  const year = nums.includes(y) || nums.includes(y % 100);
  return year && nums.includes(d) && (nums.includes(m) || text.includes(MONTHS[m - 1]!));
}

/** The printed text re-read by hand for the fields whose reading is mechanical. */
function checkReading(r: Independent144Result): void {
  const country = r.country;
  for (const p of r.placed) {
    for (const [path, val] of Object.entries(p.fields)) {
      if (val === null) continue;
      const t = p.text;
      if (/requested_(amount|payment)$/.test(path)) expect(money(t), path).toBe(val);
      if (/(ownership|number_of_payments|credit_score)$/.test(path)) expect(Number(t.replace('%', '')), path).toBe(val);
      if (/applicants\[\d\]\.tax_id$/.test(path)) expect(t.replace(/\D/g, ''), path).toBe(val);
      if (path === 'business_tax_id') expect(t.replace(/[^0-9A-Z]/g, ''), path).toBe(val);
      if (path === 'business_tax_id_type') expect(val, t).toBe(/^\d{3}-\d{2}-\d{4}$/.test(t) ? (t.startsWith('9') ? 'ITIN' : 'SSN') : country === 'CA' ? 'BN' : 'EIN');
      if (/(first|last)_name$/.test(path)) expect(t, path).toContain(String(val));
      if (path === 'legal_name' || path === 'trade_name') expect(t, path).toBe(val);
      if (path === 'industry') expect(industryOf(t), t).toBe(val);
      if (path === 'type_of_entity' && !p.check) expect(entityOf(t, country), t).toBe(val);
      if (path === 'state_region') expect(t, path).toMatch(new RegExp(`(^|[ ,])${String(val)}( |$)`));
      if (path.endsWith('date_of_birth') || path === 'business_start_date') expect(sameDate(t, String(val)), `${path} ${t} ${String(val)}`).toBe(true);
    }
  }
  for (const k of ['trade_name'] as const) expect(['SAME', 'N/A', r.truth.legal_name]).not.toContain(r.truth[k]);
}

describe('independent144 forms', () => {
  for (const layout of INDEPENDENT144_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: truth values printed, decoys out of the truth`, async () => {
        for (const seed of SEEDS) {
          const r = await generateIndependent144(layout, seed, { style, scan: false });
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
          const truthStrings = new Set([...Object.values(r.truth), ...r.truth.applicants.flatMap((a) => Object.values(a))].filter((x) => typeof x === 'string').map(String));
          for (const d of r.decoys) expect(truthStrings.has(d), `decoy ${d}`).toBe(false);
          const names = r.truth.applicants.map((a) => `${a.first_name} ${a.last_name}`);
          for (const d of r.decoys) expect(names.some((n) => d.includes(n)), `decoy ${d}`).toBe(false);
          expect(r.truth.legal_name).toBeTruthy();
          expect(r.truth.applicants.length).toBeGreaterThanOrEqual(1);
          if (r.truth.type_of_entity === 'sole_proprietorship') expect(r.truth.applicants.length).toBe(1);
          checkReading(r);
        }
      });
    }
    it(`${layout}: same seed, same bytes; seeds vary`, async () => {
      for (const style of STYLES) {
        const a = await generateIndependent144(layout, 5, { style, scan: false });
        const b = await generateIndependent144(layout, 5, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), style).toBe(true);
        expect(a.truth).toEqual(b.truth);
      }
      const c = await generateIndependent144(layout, 6, { style: 'typed', scan: false });
      const a = await generateIndependent144(layout, 5, { style: 'typed', scan: false });
      expect(c.truth).not.toEqual(a.truth);
    });
  }

  it('variety across seeds (each read by hand): 1-4 owners, both countries, masked ids, blanks, DD/MM dates', async () => {
    const owners = new Set<number>(), countries = new Set<string>(), entities = new Set<string>();
    let masked = 0, nullFreq = 0, nullTrade = 0, dmy = 0, pages3 = 0;
    for (const layout of INDEPENDENT144_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 12; seed++) {
        const r = await generateIndependent144(layout, seed, { style: 'typed', scan: false });
        checkReading(r);
        owners.add(r.truth.applicants.length);
        countries.add(r.truth.country ?? '');
        entities.add(r.truth.type_of_entity ?? 'null');
        masked += r.placed.filter((p) => /^[X*x]{3}-/.test(p.text)).length;
        if (r.truth.payment_frequency === null) nullFreq++;
        if (r.truth.trade_name === null) nullTrade++;
        if (layout === 'linden' && r.pages === 3) pages3++;
        // A day over 12 printed first: the form's (DD/MM/AAAA) caption is what makes it readable.
        dmy += r.placed.filter((p) => p.key.endsWith('_dob') && /^(1[3-9]|2\d)\/\d\d\/\d{4}$/.test(p.text)).length;
      }
    }
    expect([...owners].sort()).toEqual([1, 2, 3, 4]);
    expect(countries).toEqual(new Set(['United States', 'Canada']));
    expect(entities.size).toBeGreaterThan(5);
    expect(masked).toBeGreaterThan(0);
    expect(nullFreq).toBeGreaterThan(0);
    expect(nullTrade).toBeGreaterThan(0);
    expect(dmy).toBeGreaterThan(0);
    expect(pages3).toBeGreaterThan(0);
  });

  it('scan: an image-only PDF with the same truth', async () => {
    const plain = await generateIndependent144('cobblestone', 2, { style: 'handwritten', scan: false });
    const scanned = await generateIndependent144('cobblestone', 2, { style: 'handwritten', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const pdf = await read(scanned.pdf);
    expect(pdf.text.join('')).toBe('');
    expect(pdf.text.length).toBe(plain.pages);
  }, 30_000);
});
