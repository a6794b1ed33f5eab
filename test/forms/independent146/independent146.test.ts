// Independent set 146: every printed value is where the placement says (page text, or the AcroForm field of a fillable
// form), the truth comes only from placed values, decoys never give a truth value, printed money / percentages / tax
// ids re-read to the truth, and generation is deterministic.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent146, INDEPENDENT146_LAYOUT_NAMES, truthFrom, type Placed, type Style } from './index.ts';
import { readMoney, readPercent, taxDigits } from './rules.ts';

const squash = (s: string): string => s.replace(/\s+/g, '');
const STYLES: Style[] = ['typed', 'handwritten', 'fillable'];
const SEEDS = process.env.IND146_SEEDS ? Array.from({ length: Number(process.env.IND146_SEEDS) }, (_, i) => i + 1) : [1, 2, 3, 4];

interface Read { pages: string[]; fields: { page: number; name: string; value: string; hasAppearance: boolean }[] }

async function readPdf(pdf: Uint8Array): Promise<Read> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0, disableFontFace: true });
  const doc = await task.promise;
  const out: Read = { pages: [], fields: [] };
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const tc = await page.getTextContent();
    out.pages.push(tc.items.map((it) => ('str' in it ? it.str : '')).join(' '));
    for (const a of await page.getAnnotations()) {
      if (a.fieldName) out.fields.push({ page: n, name: String(a.fieldName), value: String(a.fieldValue ?? ''), hasAppearance: !!a.hasAppearance });
    }
  }
  await task.destroy();
  return out;
}

/** Every non-null truth value with its path. */
function truthEntries(t: TruthApplication): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) out.push([k, v]);
  t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) out.push([`applicants[${i}].${k}`, v]); });
  return out;
}

function checkRereads(p: Placed): void {
  for (const [path, v] of Object.entries(p.fields)) {
    if (v === null) continue;
    if (path === 'requested_amount' || path === 'requested_payment') expect(readMoney(p.text), `${p.key} ${p.text}`).toBe(v);
    if (path.endsWith('.ownership')) expect(readPercent(p.text), `${p.key} ${p.text}`).toBe(v);
    if (path === 'business_tax_id' || path.endsWith('.tax_id')) expect(taxDigits(p.text), `${p.key} ${p.text}`).toBe(v);
    if (path === 'number_of_payments' || path.endsWith('.credit_score')) expect(Number(p.text)).toBe(v);
  }
}

describe('independent146 generator', () => {
  for (const layout of INDEPENDENT146_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: placed values are printed where they say, the truth is theirs`, async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent146(layout, seed, { style, scan: false });
          const read = await readPdf(g.pdf);
          expect(read.pages.length).toBe(g.pages);
          expect(g.pages).toBeGreaterThanOrEqual(1);
          expect(g.pages).toBeLessThanOrEqual(3);
          for (const p of g.placed) {
            if (style === 'fillable') {
              const f = read.fields.find((x) => x.name === p.acro);
              expect(f, `${p.key} field ${p.acro}`).toBeDefined();
              expect(f!.page).toBe(p.page);
              expect(f!.hasAppearance).toBe(true);
              expect(f!.value, p.key).toBe(p.check ? 'Yes' : p.text);
              if (p.check) expect(squash(read.pages[p.page - 1]!)).toContain(squash(p.text));
            } else {
              expect(squash(read.pages[p.page - 1]!), `${layout} ${style} ${seed} ${p.key}`).toContain(squash(p.text));
            }
            checkRereads(p);
          }
          if (style === 'fillable') {
            const all = squash(read.pages.join(' '));
            expect(all).not.toContain(squash(g.truth.legal_name!));
            for (const p of g.placed.filter((x) => !x.check && /\d/.test(x.text) && x.text.length > 6)) expect(all, p.key).not.toContain(squash(p.text));
          }
          expect(truthFrom(g.placed)).toEqual(g.truth);
          for (const [path, v] of truthEntries(g.truth)) {
            expect(g.placed.some((p) => !p.decoy && p.fields[path] === v), `${path} from a placed value`).toBe(true);
          }
          const strings = new Set(truthEntries(g.truth).filter(([, v]) => typeof v === 'string').map(([, v]) => String(v).toLowerCase()));
          for (const d of g.placed.filter((p) => p.decoy)) {
            expect(Object.keys(d.fields)).toHaveLength(0);
            expect(strings.has(d.text.toLowerCase()), `decoy ${d.key} ${d.text}`).toBe(false);
          }
          expect(g.decoys.length).toBeGreaterThan(2);
          expect(g.truth.applicants.length).toBeGreaterThanOrEqual(1);
          expect(g.truth.applicants.length).toBeLessThanOrEqual(4);
          if (g.truth.type_of_entity === 'sole_proprietorship') expect(g.truth.applicants).toHaveLength(1);
          if (g.truth.state_region || g.truth.business_tax_id) expect(g.truth.country).toBe(g.country === 'US' ? 'United States' : 'Canada');
        }
      });
    }
  }

  it('a sole proprietorship has exactly one applicant and its legal name is the owner', async () => {
    for (const layout of INDEPENDENT146_LAYOUT_NAMES) {
      let found = 0;
      for (let seed = 1; seed <= 40 && found < 2; seed++) {
        const g = await generateIndependent146(layout, seed, { style: 'typed', scan: false });
        if (g.truth.type_of_entity !== 'sole_proprietorship') continue;
        found++;
        expect(g.truth.applicants).toHaveLength(1);
        const a = g.truth.applicants[0]!;
        expect(g.truth.legal_name).toBe(`${a.first_name} ${a.last_name}`);
      }
      expect(found, layout).toBeGreaterThan(0);
    }
  });

  it('is deterministic: same seed same bytes, another seed differs', async () => {
    for (const layout of INDEPENDENT146_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent146(layout, 7, { style, scan: false });
        const b = await generateIndependent146(layout, 7, { style, scan: false });
        const c = await generateIndependent146(layout, 8, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(Buffer.from(a.pdf).equals(Buffer.from(c.pdf))).toBe(false);
      }
    }
  });

  it('uses the handwriting font only when handwritten, and AcroForm fields only when fillable', async () => {
    const latin1 = (u: Uint8Array): string => Buffer.from(u).toString('latin1');
    const h = await generateIndependent146('keystone-grid', 3, { style: 'handwritten', scan: false });
    const t = await generateIndependent146('keystone-grid', 3, { style: 'typed', scan: false });
    expect(latin1(h.pdf)).toContain('Z003');
    expect(latin1(t.pdf)).not.toContain('Z003');
    expect(latin1(t.pdf)).not.toContain('/AcroForm');
    expect(truthFrom(h.placed)).toEqual(h.truth);
  });

  it('scans a form into an image-only PDF with the same truth', async () => {
    const plain = await generateIndependent146('northbridge-canada', 5, { style: 'handwritten', scan: false });
    const scanned = await generateIndependent146('northbridge-canada', 5, { style: 'handwritten', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const read = await readPdf(scanned.pdf);
    expect(read.pages).toHaveLength(plain.pages);
    expect(squash(read.pages.join(''))).not.toContain(squash(plain.truth.legal_name!));
    await expect(generateIndependent146('northbridge-canada', 5, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120_000);
});
