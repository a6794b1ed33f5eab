// Set 129 (faxed and portal-printed forms): every layout in every style gives a valid PDF whose pages or form fields
// hold exactly the values its truth was built from; masked numbers are null; styles of a seed share one truth.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent129, INDEPENDENT129_LAYOUT_NAMES, type Independent129Result } from './index.ts';

const squash = (s: string): string => s.replace(/\s+/g, '');

async function readPdf(pdf: Uint8Array): Promise<{ pages: number; text: string; fields: Record<string, string> }> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  let text = '';
  const fields: Record<string, string> = {};
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text += tc.items.map((i) => ('str' in i ? i.str : '')).join('') + '\n';
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown }[]) if (a.fieldName) fields[a.fieldName] = String(a.fieldValue ?? '');
  }
  const pages = doc.numPages;
  await task.destroy();
  return { pages, text: squash(text), fields };
}

function checkTruth(g: Independent129Result): void {
  const t = g.truth;
  expect(t.legal_name).toBeTruthy();
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(4);
  for (const a of t.applicants) {
    expect(a.first_name).toBeTruthy();
    expect(a.last_name).toBeTruthy();
    if (a.tax_id !== null) expect(a.tax_id).toMatch(/^\d{9}$/);
  }
  // A masked number was printed for a field, and reads as null.
  for (const p of g.printed) {
    const f = p.fields.find((x) => /tax_id$/.test(x));
    if (!f) continue;
    const i = /applicants\[(\d+)\]/.exec(f);
    const v = i ? t.applicants[Number(i[1])]!.tax_id : t.business_tax_id;
    if (/[X*x]{2}/.test(p.text)) expect(v).toBeNull();
    else expect(v).toBe(p.text.replace(/[^0-9A-Z]/g, ''));
  }
  expect(t.country).toBe(t.state_region && /^(ON|AB|BC|MB|NS|SK|NB)$/.test(t.state_region) ? 'Canada' : 'United States');
  const values = [t.legal_name, t.trade_name, t.business_tax_id].filter(Boolean);
  for (const d of g.decoys) expect(values).not.toContain(d.text.replace(/-/g, ''));
  expect(g.decoys.some((d) => d.key === 'broker_ein')).toBe(true);
  expect(g.decoys.some((d) => d.key === 'fax_header')).toBe(true);
}

describe('independent set 129: faxed and portal-printed applications', () => {
  for (const layout of INDEPENDENT129_LAYOUT_NAMES) {
    it(`${layout}: every style draws what its truth says`, async () => {
      for (const seed of [3, 11, 42]) {
        const truths: string[] = [];
        for (const style of ['typed', 'handwritten', 'fillable'] as const) {
          const g = await generateIndependent129(layout, seed, { style, scan: false });
          expect(new TextDecoder().decode(g.pdf.slice(0, 5))).toBe('%PDF-');
          const r = await readPdf(g.pdf);
          expect(r.pages).toBe(g.pages);
          checkTruth(g);
          truths.push(JSON.stringify(g.truth));
          for (const p of g.printed) {
            if (style === 'fillable') {
              expect(p.acroform_field).not.toBeNull();
              expect(r.fields[p.acroform_field!]).toBe(p.check ? 'Yes' : p.text);
            } else if (!p.check) expect(r.text).toContain(squash(p.text));
          }
          if (style === 'fillable') expect(r.text).not.toContain(squash(g.truth.legal_name!));
        }
        expect(new Set(truths).size).toBe(1);
      }
    }, 20000);
  }

  it('varies owners, blanks and formats across seeds', async () => {
    const owners = new Set<number>(), entities = new Set<string>();
    let nullDba = 0, masked = 0;
    for (let seed = 1; seed <= 24; seed++) {
      const g = await generateIndependent129(INDEPENDENT129_LAYOUT_NAMES[seed % INDEPENDENT129_LAYOUT_NAMES.length]!, seed, { style: 'typed', scan: false });
      owners.add(g.truth.applicants.length);
      entities.add(g.truth.type_of_entity ?? '');
      if (g.truth.trade_name === null) nullDba++;
      masked += g.truth.applicants.filter((a) => a.tax_id === null).length;
    }
    expect(owners.size).toBeGreaterThanOrEqual(3);
    expect(entities.size).toBeGreaterThanOrEqual(3);
    expect(nullDba).toBeGreaterThan(0);
    expect(masked).toBeGreaterThan(0);
  }, 20000);

  it('a scanned copy keeps the truth and has no text layer', async () => {
    const plain = await generateIndependent129('harborline_fax', 5, { style: 'handwritten', scan: false });
    const g = await generateIndependent129('harborline_fax', 5, { style: 'handwritten', scan: true });
    expect(g.truth).toEqual(plain.truth);
    const r = await readPdf(g.pdf);
    expect(r.pages).toBe(plain.pages);
    expect(r.text).toBe('');
  }, 20000);
});
