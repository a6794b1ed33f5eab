// Set 126: every layout and style yields a valid PDF whose truth agrees with what was drawn (page text, or AcroForm
// fields for fillable forms), masked values are null, the same seed gives the same truth in every style.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent126, INDEPENDENT126_LAYOUT_NAMES, type Independent126Result } from './index.ts';
import { BUSINESSES } from './pools.ts';
import { entityCandidates, industryId, luhnValid, money } from './rules.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const squash = (s: string): string => s.replace(/\s+/g, '');

interface Read { pages: string[]; fields: Map<string, string> }
async function read(pdf: Uint8Array): Promise<Read> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const tc = await (await doc.getPage(p)).getTextContent();
    pages.push(squash(tc.items.map((i) => ('str' in i ? i.str : '')).join('')));
  }
  const fields = new Map<string, string>();
  for (let p = 1; p <= doc.numPages; p++) {
    for (const a of await (await doc.getPage(p)).getAnnotations()) {
      const w = a as { fieldName?: string; fieldValue?: unknown };
      if (w.fieldName && typeof w.fieldValue === 'string' && w.fieldValue) fields.set(w.fieldName, w.fieldValue);
    }
  }
  await task.destroy();
  return { pages, fields };
}

function pathsIn(r: Independent126Result): Set<string> {
  return new Set(r.filled.flatMap((f) => f.paths));
}

describe('independent126 generator', () => {
  it('has 3-5 layouts, each a different broker', async () => {
    expect(INDEPENDENT126_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(3);
    expect(INDEPENDENT126_LAYOUT_NAMES.length).toBeLessThanOrEqual(5);
    const brokers = new Set<string>();
    for (const l of INDEPENDENT126_LAYOUT_NAMES) brokers.add((await generateIndependent126(l, 1, { style: 'typed', scan: false })).broker);
    expect(brokers.size).toBe(INDEPENDENT126_LAYOUT_NAMES.length);
  });

  it('prints only type-of-business and entity texts the reference reads one way', () => {
    for (const [, text] of BUSINESSES) expect(industryId(text), text).not.toBeNull();
    for (const t of ['LLC', 'L.L.C.', 'Limited Liability Company', 'S-Corp', 'S Corp', 'Partnership', 'LLP', 'PLLC', 'Sole Proprietor', 'Sole Prop', 'Sole Proprietorship'])
      expect(entityCandidates(t, 'US'), t).toHaveLength(1);
    for (const t of ['Partnership', 'ULC']) expect(entityCandidates(t, 'CA'), t).toHaveLength(1);
    expect(industryId('Veterinary clinic')).toBe('veterinary');
    expect(industryId('Collision repair and body shop')).toBe('auto_repair');
  });

  for (const layout of INDEPENDENT126_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}: valid PDF, drawn values match the truth`, async () => {
        for (const seed of [4, 9]) {
          const r = await generateIndependent126(layout, seed, { style, scan: false });
          expect(Buffer.from(r.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
          const rd = await read(r.pdf);
          expect(rd.pages.length).toBe(r.pages);
          for (const f of r.filled) {
            if (f.check) {
              if (style === 'fillable') expect(rd.fields.get(f.field!), f.key).toBe(f.text.replace(/[^A-Za-z0-9]/g, ''));
              else if (style === 'handwritten') expect(rd.pages[f.page - 1]).not.toContain(squash(`X${f.text}`));
              continue;
            }
            if (style === 'fillable' && !f.preprinted) expect(rd.fields.get(f.field!), f.key).toBe(f.text);
            else expect(rd.pages[f.page - 1], `${f.key}: ${f.text}`).toContain(squash(f.text));
          }
          if (style === 'fillable') {
            const legal = squash(r.truth.legal_name!);
            expect(rd.pages.some((p) => p.includes(legal))).toBe(false);
          }
          // every non-null truth value was drawn somewhere, every drawn path is non-null in the truth
          const paths = pathsIn(r);
          const t = r.truth as unknown as Record<string, unknown>;
          for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) expect(paths.has(`application.${k}`), k).toBe(true);
          r.truth.applicants.forEach((a, i) => {
            for (const [k, v] of Object.entries(a)) if (v !== null) expect(paths.has(`application.applicants[${i}].${k}`), `${i}.${k}`).toBe(true);
          });
          for (const p of paths) {
            const m = /^application\.(?:applicants\[(\d+)\]\.)?(\w+)$/.exec(p)!;
            const v = m[1] !== undefined ? (r.truth.applicants[Number(m[1])] as unknown as Record<string, unknown>)[m[2]!] : t[m[2]!];
            expect(v, p).not.toBeNull();
          }
          checkRules(r);
        }
      });
    }
  }

  it('same seed, same truth in every style; seeds vary owners and blanks', async () => {
    for (const layout of INDEPENDENT126_LAYOUT_NAMES) {
      const truths = await Promise.all(STYLES.map(async (style) => (await generateIndependent126(layout, 21, { style, scan: false })).truth));
      expect(truths[1]).toEqual(truths[0]);
      expect(truths[2]).toEqual(truths[0]);
      const counts = new Set<number>();
      for (let seed = 1; seed <= 25; seed++) counts.add((await generateIndependent126(layout, seed, { style: 'typed', scan: false })).truth.applicants.length);
      expect(counts.size, layout).toBeGreaterThanOrEqual(layout === 'tripoint_columns' ? 3 : 4);
    }
  });

  it('scan: an image-only PDF with the same truth', async () => {
    const plain = await generateIndependent126('quadrant_grid', 2, { style: 'handwritten', scan: false });
    const scanned = await generateIndependent126('quadrant_grid', 2, { style: 'handwritten', scan: true });
    expect(Buffer.from(scanned.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(scanned.truth).toEqual(plain.truth);
    const rd = await read(scanned.pdf);
    expect(rd.pages.join('')).toBe('');
  });
});

/** The truth follows applications.md's rules for what this form printed. */
function checkRules(r: Independent126Result): void {
  const m = r.merchant, t = r.truth;
  expect(t.applicants.length).toBe(m.owners.length);
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(4);
  if (m.amountText) expect(t.requested_amount).toBe(money(m.amountText));
  if (m.taxText && /[X*]/i.test(m.taxText)) expect(t.business_tax_id).toBeNull();
  if (t.business_tax_id_type === 'BN') expect(t.business_tax_id).toMatch(/^\d{9}R[CTP]\d{4}$/);
  if (t.business_tax_id_type === 'EIN') expect(t.business_tax_id).toMatch(/^\d{9}$/);
  if (t.trade_name) expect(t.trade_name).not.toMatch(/^(SAME|N\/A)$/);
  expect(t.trade_name).not.toBe(t.legal_name);
  m.owners.forEach((o, i) => {
    const a = t.applicants[i]!;
    if (o.taxText && /[X*]/i.test(o.taxText)) { expect(a.tax_id).toBeNull(); expect(a.tax_id_type).toBeNull(); }
    if (a.tax_id) { expect(a.tax_id).toMatch(/^\d{9}$/); expect(o.taxText!.replace(/\D/g, '')).toBe(a.tax_id); }
    if (a.tax_id_type === 'SIN') expect(luhnValid(a.tax_id!)).toBe(true);
    if (a.tax_id_type === 'ITIN') expect(a.tax_id!.startsWith('9')).toBe(true);
    if (a.ownership !== null) expect(Number(o.pctText!.replace(/[%\s]/g, ''))).toBe(a.ownership);
    if (o.dobText && !o.dobIso) expect(a.date_of_birth).toBeNull();
    expect(o.nameText).toContain(a.last_name!);
    expect(a.first_name).not.toMatch(/\s/);
  });
}
