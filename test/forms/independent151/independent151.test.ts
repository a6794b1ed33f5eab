// Checks of independent set 151: every printed value is where the truth says, the truth is exactly what was printed,
// decoys stay decoys, and the files are reproducible.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { INDEPENDENT151_LAYOUT_NAMES, generateIndependent151, truthFrom, type Independent151Result } from './index.ts';
import { industryOf } from './industries.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4];
const squash = (s: string): string => s.replace(/\s+/g, '');

interface Read { pages: string[]; fields: Map<string, string> }
async function read(pdf: Uint8Array): Promise<Read> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const pages: string[] = [];
  const fields = new Map<string, string>();
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    pages.push(squash(tc.items.map((it) => ('str' in it ? it.str : '')).join('')));
    for (const a of (await page.getAnnotations()) as any[]) if (a.fieldName) fields.set(a.fieldName, String(a.fieldValue ?? ''));
  }
  await task.destroy();
  return { pages, fields };
}

const ENTITY_IDS = new Set(['sole_proprietorship', 'general_partnership', 'limited_partnership', 'llc', 'pllc', 'c_corporation', 's_corporation',
  'professional_corporation', 'ca_corporation']);

/** Every non-null truth value as [path, value]. */
function truthEntries(r: Independent151Result): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [k, v] of Object.entries(r.truth)) if (k !== 'applicants' && v !== null) out.push([k, v]);
  r.truth.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) out.push([`applicants[${i}].${k}`, v]); });
  return out;
}

describe('independent151 generator', () => {
  for (const layout of INDEPENDENT151_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}: placed values are printed, the truth is what was printed`, async () => {
        for (const seed of SEEDS) {
          const r = await generateIndependent151(layout, seed, { style, scan: false });
          const pdf = await read(r.pdf);
          expect(pdf.pages.length).toBe(r.pages);
          expect(r.pages).toBeGreaterThanOrEqual(1);
          expect(r.pages).toBeLessThanOrEqual(3);
          for (const p of r.placed) {
            const where = `${layout}/${style}/${seed} ${p.key}`;
            if (style === 'fillable') {
              expect(p.acro, where).toBeTruthy();
              if (p.check) {
                expect(pdf.fields.get(p.acro!), where).toBe('Yes');
                expect(pdf.pages[p.page - 1], where).toContain(squash(p.text));
              } else expect(pdf.fields.get(p.acro!), where).toBe(p.text);
            } else {
              expect(pdf.pages[p.page - 1], where).toContain(squash(p.text));
            }
          }
          if (style === 'fillable') {
            expect(pdf.pages.join('')).not.toContain(squash(r.truth.legal_name!));
            for (const p of r.placed) if (!p.check && p.text.length > 6 && !/^\$?[\d,.]+$/.test(p.text)) expect(pdf.pages.join(''), p.key).not.toContain(squash(p.text));
          }
          // The truth is rebuilt from the placed values alone, and every non-null field has a placed value giving it.
          expect(truthFrom(r.placed)).toEqual(r.truth);
          for (const [path, v] of truthEntries(r)) expect(r.placed.some((p) => p.fields[path] === v), `${path} placed`).toBe(true);
          for (const p of r.placed) if (p.decoy) expect(Object.keys(p.fields)).toEqual([]);
        }
      });
    }
  }

  it('truth values follow applications.md (ids, formats, owners)', async () => {
    const countries = new Set<string>(), entities = new Set<string>(), owners = new Set<number>();
    for (const layout of INDEPENDENT151_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 24; seed++) {
        const r = await generateIndependent151(layout, seed, { style: 'typed', scan: false });
        const t = r.truth, where = `${layout}/${seed}`;
        countries.add(r.country);
        expect(t.legal_name, where).toBeTruthy();
        expect(t.industry, where).toBeTruthy();
        expect(t.state_region, where).toMatch(/^[A-Z]{2}$/);
        expect(t.country).toBe(r.country === 'US' ? 'United States' : 'Canada');
        expect(ENTITY_IDS.has(t.type_of_entity ?? ''), `${where} entity ${t.type_of_entity}`).toBe(true);
        entities.add(`${layout}:${t.type_of_entity}`);
        if (t.trade_name) expect(t.trade_name).not.toBe(t.legal_name);
        if (t.business_start_date) expect(t.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (t.business_tax_id) {
          const ok = { EIN: /^\d{9}$/, SSN: /^[0-8]\d{8}$/, ITIN: /^9\d{8}$/, SIN: /^\d{9}$/, BN: /^\d{9}RC\d{4}$/ }[t.business_tax_id_type as 'EIN'];
          expect(t.business_tax_id, where).toMatch(ok);
          expect(t.business_tax_id_country).toBe(['SIN', 'BN'].includes(t.business_tax_id_type!) ? 'CA' : 'US');
        }
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        expect(t.applicants.length).toBeLessThanOrEqual(4);
        owners.add(t.applicants.length);
        if (t.type_of_entity === 'sole_proprietorship') expect(t.applicants.length, where).toBe(1);
        const pct = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
        expect(pct).toBeLessThanOrEqual(100.001);
        for (const a of t.applicants) {
          expect(a.first_name && a.last_name, where).toBeTruthy();
          expect(a.first_name).not.toMatch(/\.|\b(MD|DDS|DMD|DC|DO|Dr)\b/);
          if (a.tax_id) expect(a.tax_id_type).toBe(/^9/.test(a.tax_id) && r.country === 'US' ? 'ITIN' : r.country === 'US' ? 'SSN' : 'SIN');
          else expect(a.tax_id_type).toBeNull();
          if (a.date_of_birth) expect(a.date_of_birth).toMatch(/^19\d{2}-\d{2}-\d{2}$/);
        }
        if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
        // Money, percentages and tax ids re-read from their printed text.
        for (const p of r.placed) {
          for (const [path, v] of Object.entries(p.fields)) {
            if (v === null) continue;
            if (/requested_(amount|payment)$/.test(path)) expect(Number(p.text.replace(/CAD|[$,\s]/g, '')), p.text).toBe(v);
            if (/ownership$/.test(path)) expect(Number(p.text.replace(/[%\s]/g, '')), p.text).toBe(v);
            if (/tax_id$/.test(path)) expect(p.text.replace(/[^0-9A-Za-z]/g, '').toUpperCase(), p.text).toBe(v);
            if (/number_of_payments|credit_score/.test(path)) expect(Number(p.text)).toBe(v);
          }
        }
        // Decoys never equal a truth string nor the printed text of a truth value.
        const truthTexts = new Set<string>();
        for (const [, v] of truthEntries(r)) if (typeof v === 'string') truthTexts.add(v.toLowerCase());
        for (const p of r.placed) if (Object.values(p.fields).some((v) => typeof v === 'string')) truthTexts.add(p.text.toLowerCase());
        for (const d of r.decoys) expect(truthTexts.has(d.toLowerCase()), `${where} decoy ${d}`).toBe(false);
      }
    }
    expect([...countries].sort()).toEqual(['CA', 'US']);
    expect([...owners].sort()).toEqual([1, 2, 3, 4]);
    expect(entities.size).toBeGreaterThan(12);
  }, 120_000);

  it('industry texts resolve by the longest word-bounded label or alias', () => {
    expect(industryOf('Veterinary clinic (small animal)')).toBe('veterinary');
    expect(industryOf('Italian restaurant & wine bar')).toBe('restaurant');
    expect(industryOf('Sports bar & grill')).toBe('bar_nightclub');
    expect(industryOf('Dump truck hauling')).toBe('trucking_local');
    expect(industryOf('Freight broker / 3PL')).toBe('freight_logistics');
    expect(industryOf('Drywall & framing subcontractor')).toBe('specialty_trade_contractor');
    expect(industryOf('Construction company (tenant improvements)')).toBe('general_contractor');
    expect(industryOf('Pediatric dental office')).toBe('dental_practice');
  });

  it('same seed gives the same bytes, another seed another form', async () => {
    for (const layout of INDEPENDENT151_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent151(layout, 7, { style, scan: false });
        const b = await generateIndependent151(layout, 7, { style, scan: false });
        const c = await generateIndependent151(layout, 8, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(Buffer.from(a.pdf).equals(Buffer.from(c.pdf))).toBe(false);
        expect(a.truth).toEqual(b.truth);
      }
    }
  });

  it('scans a handwritten form into an image-only PDF with the same truth', async () => {
    const plain = await generateIndependent151('caduceus_medical', 5, { style: 'handwritten', scan: false });
    const scanned = await generateIndependent151('caduceus_medical', 5, { style: 'handwritten', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const pdf = await read(scanned.pdf);
    expect(pdf.pages.length).toBe(plain.pages);
    expect(pdf.pages.join('')).not.toContain(squash(plain.truth.legal_name!));
    const again = await generateIndependent151('caduceus_medical', 5, { style: 'handwritten', scan: true });
    expect(Buffer.from(again.pdf).equals(Buffer.from(scanned.pdf))).toBe(true);
  }, 120_000);
});
