// Series 140 checks its own forms: every non-null truth value is printed (page text, or an AcroForm field for
// `fillable`) and agrees with its printed text; decoys are printed and never reach the truth; same seed, same bytes.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent140, INDEPENDENT140_LAYOUT_NAMES, type Independent140Form } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4];
const squash = (t: string) => t.replace(/\s+/g, '');

async function read(pdf: Uint8Array): Promise<{ text: string; fields: string[]; checked: number }> {
  const task = getDocument({ data: new Uint8Array(pdf), disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  let text = '', checked = 0;
  const fields: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text += tc.items.map((i) => ('str' in i ? i.str : '')).join('') + '\n';
    for (const a of (await page.getAnnotations()) as { fieldType?: string; fieldValue?: unknown; checkBox?: boolean }[]) {
      if (a.fieldType === 'Tx' && typeof a.fieldValue === 'string' && a.fieldValue) fields.push(a.fieldValue);
      if (a.fieldType === 'Btn' && a.checkBox && a.fieldValue === 'Yes') checked++;
    }
  }
  await task.destroy();
  return { text, fields, checked };
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
function isoOf(t: string): string | null {
  let m = /^(\d{4})-(\d\d)-(\d\d)$/.exec(t);
  if (m) return t;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) { const y = m[3]!.length === 2 ? (Number(m[3]) > 30 ? 1900 : 2000) + Number(m[3]) : Number(m[3]); return `${y}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`; }
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(t);
  return m ? `${m[3]}-${String(MONTHS.indexOf(m[1]!.toLowerCase()) + 1).padStart(2, '0')}-${m[2]!.padStart(2, '0')}` : null;
}

/** The printed text says what the truth says (the part of applications.md that can be checked from the text alone). */
function agrees(path: string, value: unknown, text: string): boolean {
  const field = path.replace(/^applicants\.\d+\./, '');
  if (['legal_name', 'trade_name', 'role'].includes(field)) return text === value;
  if (field === 'first_name' || field === 'last_name') return text.includes(String(value)) && !/^(XXX|\*)/.test(text);
  if (['requested_amount', 'requested_payment', 'ownership', 'credit_score', 'number_of_payments'].includes(field)) return Number(text.replace(/[^0-9.]/g, '')) === value;
  if (field === 'business_tax_id' || field === 'tax_id') return text.replace(/[^0-9A-Z]/g, '') === value;
  if (field === 'business_start_date' || field === 'date_of_birth') return isoOf(text) === value;
  return true;
}

function truthLeaves(f: Independent140Form): [string, unknown][] {
  const { applicants, ...app } = f.truth;
  const out: [string, unknown][] = Object.entries(app);
  applicants.forEach((a, i) => out.push(...Object.entries(a).map(([k, v]) => [`applicants.${i}.${k}`, v] as [string, unknown])));
  return out.filter(([, v]) => v !== null);
}

describe('independent140 forms', () => {
  for (const layout of INDEPENDENT140_LAYOUT_NAMES) for (const style of STYLES) {
    it(`${layout} ${style}: truth printed, decoys kept out`, async () => {
      for (const seed of SEEDS) {
        const f = await generateIndependent140(layout, seed, { style, scan: false });
        const { text, fields, checked } = await read(f.pdf);
        const page = squash(text), all = squash(text + fields.join('\n'));
        const printedPaths = new Set(f.printed.flatMap((p) => p.paths));
        for (const [path, v] of truthLeaves(f)) {
          expect(printedPaths.has(path), `${layout}/${seed}/${style}: ${path} not printed`).toBe(true);
          const p = f.printed.find((x) => x.paths.includes(path))!;
          expect(all.includes(squash(p.text)), `${path} "${p.text}" not in the PDF`).toBe(true);
          expect(agrees(path, v, p.text), `${path}=${String(v)} vs printed "${p.text}"`).toBe(true);
        }
        expect(f.truth.legal_name).toBeTruthy();
        expect(f.truth.applicants.length).toBeGreaterThanOrEqual(1);
        if (style === 'fillable') {
          expect(page.includes(squash(f.truth.legal_name!)), 'fillable values must not be page text').toBe(false);
          expect(checked, 'a checked option is a checkbox field set to Yes').toBeGreaterThanOrEqual(f.printed.filter((p) => p.via === 'check').length);
        } else expect(page.includes(squash(f.truth.legal_name!))).toBe(true);
        const truthStrings = new Set(truthLeaves(f).map(([, v]) => String(v)));
        const names = new Set(f.truth.applicants.map((a) => `${a.first_name} ${a.last_name}`));
        for (const d of f.decoys) {
          expect(all.includes(squash(d.text)), `decoy ${d.key} "${d.text}" not printed`).toBe(true);
          expect(truthStrings.has(d.text) || truthStrings.has(d.text.replace(/\D/g, '')) || names.has(d.text), `decoy ${d.key} in truth`).toBe(false);
        }
        expect(f.decoys.some((d) => /landlord|iso|bank|routing|funder/.test(d.key))).toBe(true);
      }
    });
  }

  it('same layout, seed and style give the same bytes; seeds vary the merchant', async () => {
    for (const layout of INDEPENDENT140_LAYOUT_NAMES) for (const style of STYLES) {
      const a = await generateIndependent140(layout, 7, { style, scan: false });
      const b = await generateIndependent140(layout, 7, { style, scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), `${layout} ${style}`).toBe(true);
      const c = await generateIndependent140(layout, 8, { style, scan: false });
      expect(c.truth.legal_name === a.truth.legal_name && c.truth.requested_amount === a.truth.requested_amount).toBe(false);
    }
  });

  it('owners vary from one to three, masked tax IDs are null, and a scan has no text layer', async () => {
    const counts = new Set<number>();
    let masked = 0;
    for (const layout of INDEPENDENT140_LAYOUT_NAMES) for (let seed = 1; seed <= 12; seed++) {
      const f = await generateIndependent140(layout, seed, { style: 'typed', scan: false });
      counts.add(f.truth.applicants.length);
      masked += f.truth.applicants.filter((a) => a.tax_id === null && a.tax_id_type === null).length;
    }
    expect([...counts].sort()).toEqual([1, 2, 3]);
    expect(masked).toBeGreaterThan(0);
    const s1 = await generateIndependent140('ledgerline_tearoff', 5, { style: 'handwritten', scan: true });
    const s2 = await generateIndependent140('ledgerline_tearoff', 5, { style: 'handwritten', scan: true });
    expect(Buffer.from(s1.pdf).equals(Buffer.from(s2.pdf))).toBe(true);
    expect(squash((await read(s1.pdf)).text)).toBe('');
  });
});
