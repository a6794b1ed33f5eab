// Set 119 (industry-specialist brokers): each layout and style, two seeds: the truth is consistent with the references
// and with what is printed, decoys never carry a truth number, and the PDF shows every printed value (page text for
// typed and handwritten forms, AcroForm fields for fillable ones).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent119, INDEPENDENT119_LAYOUT_NAMES } from './index.ts';
import type { TruthApplication } from '../generator/truth.ts';

const ref = (f: string) => JSON.parse(readFileSync(`/work/shared/reference/${f}`, 'utf8')) as { items: Record<string, unknown>[] };
const ENTITIES = ref('entity-types.json').items as { id: string; countries: string[] }[];
const INDUSTRIES = ref('industries.json').items as { id: string; label: string; aliases: string[] }[];
const REGIONS = new Set([...ref('states.json').items, ...ref('provinces.json').items].map((i) => String(i.code)));
const STYLES = ['typed', 'handwritten', 'fillable'] as const;

/** applications.md: the industry whose label or alias is the longest one contained, word-bounded, in the text. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const it of INDUSTRIES) for (const c of [it.label, ...it.aliases]) {
    const re = new RegExp(`(^|[^A-Za-z0-9])${c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9])`, 'i');
    if (re.test(text) && (!best || c.length > best[1])) best = [it.id, c.length];
  }
  return best?.[0] ?? null;
}
const luhn = (d: string) => d.split('').reverse().reduce((s, c, i) => { let v = Number(c); if (i % 2) { v *= 2; if (v > 9) v -= 9; } return s + v; }, 0) % 10 === 0;
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
const onName = (l: string) => l.replace(/[^A-Za-z0-9]/g, '') || 'On';

interface Annot { fieldName?: string; fieldValue?: unknown; buttonValue?: string; checkBox?: boolean; radioButton?: boolean }
async function readPdf(pdf: Uint8Array): Promise<{ text: string[]; annots: Annot[][]; fields: boolean }> {
  const task = getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  const text: string[] = [], annots: Annot[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text.push(norm(tc.items.map((i) => ('str' in i ? i.str : '')).join(' ')));
    annots.push((await page.getAnnotations()) as Annot[]);
  }
  const fields = !!(await doc.getFieldObjects());
  await task.destroy();
  return { text, annots, fields };
}

function checkTruth(t: TruthApplication, printed: { text: string; field?: string }[], decoys: string[]): void {
  for (const f of ['legal_name', 'type_of_entity', 'industry', 'business_tax_id', 'business_tax_id_type', 'business_tax_id_country', 'state_region', 'country', 'requested_amount'] as const) {
    expect(t[f], f).not.toBeNull();
  }
  const ca = t.country === 'Canada';
  expect(ENTITIES.find((e) => e.id === t.type_of_entity)?.countries).toContain(ca ? 'CA' : 'US');
  expect(REGIONS.has(t.state_region!)).toBe(true);
  expect(t.business_tax_id_country).toBe(ca ? 'CA' : 'US');
  if (ca) {
    expect(t.business_tax_id).toMatch(/^\d{9}(RC\d{4})?$/);
    expect(luhn(t.business_tax_id!.slice(0, 9))).toBe(true);
  } else expect(t.business_tax_id).toMatch(/^\d{9}$/);
  const ind = printed.find((p) => p.field === 'application.industry')!;
  expect(industryOf(ind.text), ind.text).toBe(t.industry);
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(4);
  let sum = 0;
  for (const a of t.applicants) {
    expect(a.first_name).toBeTruthy();
    expect(a.last_name).toBeTruthy();
    sum += a.ownership ?? 0;
    if (a.tax_id) expect(a.tax_id_type).toBe(ca ? 'SIN' : a.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
    if (a.tax_id_type === 'SIN') expect(luhn(a.tax_id!)).toBe(true);
  }
  expect(sum).toBeGreaterThan(0);
  expect(sum).toBeLessThanOrEqual(100);
  // Every non-null truth value was printed, with its own path.
  const paths = new Set(printed.map((p) => p.field).filter(Boolean));
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) expect(paths.has(`application.${k}`), k).toBe(true);
  t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) expect(paths.has(`application.applicants[${i}].${k}`), `${i}.${k}`).toBe(true); });
  // No decoy carries a truth number (tax IDs), and decoys are not truth-field prints.
  const ids = [t.business_tax_id!.slice(0, 9), ...t.applicants.map((a) => a.tax_id).filter((x): x is string => !!x)];
  for (const d of decoys) expect(ids).not.toContain(d.replace(/\D/g, ''));
  expect(String(t.requested_amount)).not.toBe('');
}

describe('independent set 119', () => {
  for (const layout of INDEPENDENT119_LAYOUT_NAMES) for (const style of STYLES) for (const seed of [1, 2]) {
    it(`${layout} ${style} seed ${seed}`, async () => {
      const g = await generateIndependent119(layout, seed, { style, scan: false });
      expect(g.layout).toBe(layout);
      checkTruth(g.truth, g.printed, g.decoys);
      expect(g.decoys.length).toBeGreaterThan(8);
      const { text, annots, fields } = await readPdf(g.pdf);
      if (style === 'fillable') {
        expect(fields).toBe(true);
        expect(text.join(' ')).not.toContain(g.truth.legal_name!);
        for (const p of g.printed) {
          const on = annots[p.page - 1]!;
          const hit = on.some((a) => (a.fieldName === p.key && (a.fieldValue === p.text || (a.radioButton && a.fieldValue === onName(p.text))))
            || (a.fieldName === `${p.key}_${onName(p.text)}` && a.fieldValue === 'Yes'));
          expect(hit, `${p.key}: ${p.text}`).toBe(true);
        }
      } else {
        // The handwriting font's wide capitals make extractors put spaces inside words ("N Y"): compare without spaces there.
        const squash = (t: string) => (style === 'handwritten' ? t.replace(/\s+/g, '') : norm(t));
        for (const p of g.printed) expect(squash(text[p.page - 1]!), `${p.key}: ${p.text}`).toContain(squash(p.text));
        expect(annots.flat().filter((a) => a.fieldName).length).toBe(0);
      }
    });
  }

  it('is deterministic and keeps the merchant across styles', async () => {
    const a = await generateIndependent119('keystone-build-us', 7, { style: 'typed', scan: false });
    const b = await generateIndependent119('keystone-build-us', 7, { style: 'typed', scan: false });
    const c = await generateIndependent119('keystone-build-us', 7, { style: 'handwritten', scan: false });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    expect(c.truth).toEqual(a.truth);
    const other = await generateIndependent119('keystone-build-us', 8, { style: 'typed', scan: false });
    expect(other.truth.legal_name === a.truth.legal_name && other.truth.business_tax_id === a.truth.business_tax_id).toBe(false);
  });

  it('scans to an image-only PDF with the same truth', async () => {
    const plain = await generateIndependent119('northline-freight-ca', 3, { style: 'handwritten', scan: false });
    const scanned = await generateIndependent119('northline-freight-ca', 3, { style: 'handwritten', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const { text } = await readPdf(scanned.pdf);
    expect(text.join('')).toBe('');
  }, 120_000);
});
