// Independent set 136 (renewal / refinance / consolidation forms): valid PDFs, truth really printed, masked ids null,
// decoys not in the truth, deterministic bytes.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent136, INDEPENDENT136_LAYOUT_NAMES, type Independent136Result } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const squash = (s: string): string => s.replace(/\s+/g, '');

interface Read { pages: string[]; fields: Map<string, { value: unknown; checkBox: boolean }> }

async function read(pdf: Uint8Array): Promise<Read> {
  const doc = await getDocument({ data: pdf.slice(), verbosity: 0, useSystemFonts: false, disableFontFace: true }).promise;
  const pages: string[] = [];
  const fields = new Map<string, { value: unknown; checkBox: boolean }>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    pages.push(tc.items.map((i) => ('str' in i ? i.str : '')).join(' '));
    for (const a of await page.getAnnotations()) {
      if (a.fieldName) fields.set(a.fieldName as string, { value: a.fieldValue, checkBox: Boolean(a.checkBox) });
    }
  }
  await doc.cleanup();
  return { pages, fields };
}

const money = (s: string): number => Number(s.replace(/CAD|\$|,|\s/g, ''));

/** The printed text of a truth path read back by the rules, for the paths whose reading is mechanical. */
function checkReading(r: Independent136Result): void {
  const t = r.truth as unknown as Record<string, unknown>;
  for (const p of r.printed) {
    for (const key of p.keys) {
      const k = key.slice('application.'.length);
      if (k === 'requested_amount' || k === 'requested_payment') expect(money(p.text), key).toBe(t[k]);
      if (k === 'number_of_payments') expect(Number(p.text)).toBe(t[k]);
      if (k === 'legal_name') expect(p.text).toBe(t[k]);
      if (k === 'trade_name') expect(p.text).toBe(t[k]);
      if (k === 'business_tax_id') expect(p.text.replace(/[\s-]/g, '').toUpperCase()).toBe(t[k]);
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(k);
      if (a) {
        const o = r.truth.applicants[Number(a[1])]!;
        if (a[2] === 'tax_id') expect(p.text.replace(/\D/g, '')).toBe(o.tax_id);
        if (a[2] === 'ownership') expect(Number(p.text.replace(/[%\s]/g, ''))).toBe(o.ownership);
        if (a[2] === 'credit_score') expect(Number(p.text)).toBe(o.credit_score);
        if (a[2] === 'first_name') expect(p.text).toContain(o.first_name!);
        if (a[2] === 'last_name') expect(p.text).toContain(o.last_name!);
      }
    }
  }
}

/** Every non-null truth value has a printed record naming its path. */
function checkCoverage(r: Independent136Result): void {
  const keys = new Set(r.printed.flatMap((p) => p.keys));
  const derived = new Set(['country', 'business_tax_id_type', 'business_tax_id_country']);
  for (const [k, v] of Object.entries(r.truth)) {
    if (k === 'applicants' || v === null || derived.has(k)) continue;
    expect(keys.has(`application.${k}`), k).toBe(true);
  }
  r.truth.applicants.forEach((o, i) => {
    for (const [k, v] of Object.entries(o)) {
      if (v === null || k === 'tax_id_type' || k === 'tax_id_country') continue;
      expect(keys.has(`application.applicants[${i}].${k}`), `${i}.${k}`).toBe(true);
    }
  });
}

describe('independent136 generator', () => {
  it('has 3-5 layouts, one Canadian', async () => {
    expect(INDEPENDENT136_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(3);
    expect(INDEPENDENT136_LAYOUT_NAMES.length).toBeLessThanOrEqual(5);
    const countries = await Promise.all(INDEPENDENT136_LAYOUT_NAMES.map(async (l) => (await generateIndependent136(l, 1, { style: 'typed', scan: false })).truth.country));
    expect(countries).toContain('Canada');
  });

  for (const layout of INDEPENDENT136_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: valid PDF whose truth is printed`, async () => {
        for (const seed of [1, 2, 3]) {
          const r = await generateIndependent136(layout, seed, { style, scan: false });
          expect(Buffer.from(r.pdf.slice(0, 5)).toString()).toBe('%PDF-');
          const got = await read(r.pdf);
          expect(got.pages.length).toBe(r.pages);
          checkCoverage(r);
          checkReading(r);
          expect(r.truth.legal_name).toBeTruthy();
          expect(r.truth.applicants.length).toBeGreaterThan(0);
          for (const p of r.printed) {
            if (style === 'fillable') {
              const f = got.fields.get(p.field);
              expect(f, p.field).toBeDefined();
              if (p.checkbox) expect(f!.checkBox && f!.value === 'Yes', p.field).toBe(true);
              else expect(f!.value, p.field).toBe(p.text);
            } else {
              expect(squash(got.pages[p.page - 1]!), `${p.field}: ${p.text}`).toContain(squash(p.text));
            }
          }
          if (style === 'fillable') {
            const all = squash(got.pages.join(' '));
            expect(all).not.toContain(squash(r.truth.legal_name!));
            for (const d of r.decoys) if (d.text.length > 6) expect(all).not.toContain(squash(d.text));
            expect(got.fields.size).toBeGreaterThan(40);
          }
        }
      });
    }
  }

  it('masked or blank owner tax ids are null, decoys never give the requested figures', async () => {
    let masked = 0;
    for (const layout of INDEPENDENT136_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 10; seed++) {
        const r = await generateIndependent136(layout, seed, { style: 'typed', scan: false });
        for (const d of r.decoys) {
          const m = /^o(\d)_(ssn|sin)$/.exec(d.field);
          if (m && /^masked/.test(d.key)) {
            masked++;
            expect(/[X*]/.test(d.text)).toBe(true);
            const o = r.truth.applicants[Number(m[1])]!;
            expect(o.tax_id).toBeNull();
            expect(o.tax_id_type).toBeNull();
          }
          if (/^(existing_advance|prior_application|prior_|funder_offer|payoff_total|net_funding|max_approval)/.test(d.key) && r.truth.requested_amount !== null) {
            if (/^\$?[\d,. ]+$/.test(d.text.replace('CAD', '').trim())) expect(money(d.text)).not.toBe(r.truth.requested_amount);
          }
        }
        for (const o of r.truth.applicants) if (o.tax_id !== null) expect(o.tax_id).toMatch(/^\d{9}$/);
      }
    }
    expect(masked).toBeGreaterThan(3);
  });

  it('is deterministic: same seed same bytes and truth, another seed differs', async () => {
    for (const style of STYLES) {
      const layout = INDEPENDENT136_LAYOUT_NAMES[style === 'typed' ? 0 : style === 'handwritten' ? 1 : 2]!;
      const a = await generateIndependent136(layout, 42, { style, scan: false });
      const b = await generateIndependent136(layout, 42, { style, scan: false });
      const c = await generateIndependent136(layout, 43, { style, scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
      expect(Buffer.from(a.pdf).equals(Buffer.from(c.pdf))).toBe(false);
    }
  });

  it('scans a typed and a handwritten form: image-only PDF, same truth, deterministic', async () => {
    const layout = INDEPENDENT136_LAYOUT_NAMES[2]!;
    for (const style of ['typed', 'handwritten'] as const) {
      const plain = await generateIndependent136(layout, 5, { style, scan: false });
      const a = await generateIndependent136(layout, 5, { style, scan: true });
      const b = await generateIndependent136(layout, 5, { style, scan: true });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(plain.truth);
      expect(a.skews?.length).toBe(plain.pages);
      const got = await read(a.pdf);
      expect(got.pages.length).toBe(plain.pages);
      expect(squash(got.pages.join(''))).toBe('');
    }
  }, 60_000);
});
