// Set 239: every placed value is on its page (pdf.js text) or in its AcroForm field, the truth uses reference ids
// and agrees with what was placed, and the output is deterministic.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent239, INDEPENDENT239_LAYOUT_NAMES } from './index.ts';
import { ENTITY_TYPES, INDUSTRIES, PROVINCES, STATES } from './model.ts';

const squash = (s: string) => s.replace(/\s+/g, '');

async function read(pdf: Uint8Array): Promise<{ text: string[]; fields: Map<string, string> }> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const text: string[] = [];
  const fields = new Map<string, string>();
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    text.push(squash(tc.items.map((it) => ('str' in it ? it.str : '')).join('')));
    for (const a of await page.getAnnotations()) {
      if (a.fieldName) fields.set(a.fieldName, a.checkBox ? (a.fieldValue === 'Off' || !a.fieldValue ? 'Off' : 'Yes') : String(a.fieldValue ?? ''));
    }
  }
  await task.destroy();
  return { text, fields };
}

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 7, 11];

describe('independent set 239', () => {
  it('has four layouts', () => expect(INDEPENDENT239_LAYOUT_NAMES).toHaveLength(4));

  for (const layout of INDEPENDENT239_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: placed values are printed where the truth says`, async () => {
        for (const seed of SEEDS) {
          const r = await generateIndependent239(layout, seed, { style, scan: false });
          const { text, fields } = await read(r.pdf);
          expect(text.length).toBe(r.pages);
          for (const p of r.placed) {
            if (style === 'fillable') {
              expect(p.acroform_field, p.key).toBeTruthy();
              const v = fields.get(p.acroform_field!);
              expect(v, `${layout}/${seed} ${p.key}`).toBe(p.via === 'acroform_checkbox' ? 'Yes' : p.text);
              if (p.key === 'legal_name' || p.key === 'industry') expect(text[p.page - 1]!.includes(squash(p.text)), `${p.key} not page text`).toBe(false);
            } else if (p.via === 'text') {
              expect(text[p.page - 1], `${layout}/${seed}/${style} ${p.key}`).toContain(squash(p.text));
            } else expect(text[p.page - 1]).toContain(squash(p.text));
          }
          const app = r.truth;
          expect(app.legal_name).toBeTruthy();
          if (app.type_of_entity) expect(ENTITY_TYPES.map((e) => e.id)).toContain(app.type_of_entity);
          if (app.industry) expect(INDUSTRIES.map((e) => e.id)).toContain(app.industry);
          const regions = r.country === 'US' ? STATES.map((s) => s.code) : PROVINCES.map((s) => s.code);
          if (app.state_region) expect(regions).toContain(app.state_region);
          expect(app.country).toBe(r.country === 'US' ? 'United States' : 'Canada');
          expect(app.applicants.length).toBeGreaterThan(0);
          for (const a of app.applicants) {
            expect(a.first_name).toMatch(/^[A-Z][a-z]+$/);
            expect(a.last_name).toBeTruthy();
            if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
          }
          const total = app.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
          expect(total).toBeLessThanOrEqual(100);
          if (app.business_tax_id) expect(app.business_tax_id).toMatch(r.country === 'US' ? /^\d{9}$/ : /^\d{9}(R[CT]\d{4})?$/);
          if (app.business_start_date) expect(app.business_start_date).toMatch(/^\d{4}-\d\d-\d\d$/);
          // Every truth value comes from a placed value, and no decoy carries a truth path.
          const paths = new Set(r.placed.flatMap((p) => Object.keys(p.fields)));
          for (const [k, v] of Object.entries(app)) if (k !== 'applicants' && v !== null) expect(paths.has(`application.${k}`), k).toBe(true);
        }
      }, 30000);
    }
  }

  it('leaves absent values null on short forms', async () => {
    let nullStart = 0, nullTax = 0, maskedOwner = 0;
    for (const seed of SEEDS) {
      const q = await generateIndependent239('brightline_quick', seed, { style: 'typed', scan: false });
      expect(q.truth.business_start_date).toBeNull();
      expect(q.truth.requested_payment).toBeNull();
      expect(q.truth.applicants).toHaveLength(1);
      if (!q.truth.business_tax_id) nullTax++;
      const a = await generateIndependent239('meridian_attest', seed, { style: 'typed', scan: false });
      if (!a.truth.business_start_date) nullStart++;
      if (a.truth.applicants.some((x) => x.tax_id === null)) maskedOwner++;
    }
    expect(nullTax + nullStart + maskedOwner).toBeGreaterThan(0);
  });

  it('is deterministic', async () => {
    for (const layout of INDEPENDENT239_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent239(layout, 5, { style, scan: false });
        const b = await generateIndependent239(layout, 5, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), `${layout} ${style}`).toBe(true);
        expect(a.truth).toEqual(b.truth);
      }
    }
  }, 30000);

  it('scans typed and handwritten forms, refuses a fillable scan', async () => {
    const s = await generateIndependent239('keystone_prequal', 4, { style: 'handwritten', scan: true });
    expect(Buffer.from(s.pdf.slice(0, 5)).toString()).toBe('%PDF-');
    const p = await generateIndependent239('mapleridge_express', 4, { style: 'typed', scan: 'phone' });
    expect(p.truth.legal_name).toBeTruthy();
    await expect(generateIndependent239('brightline_quick', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 60000);
});
