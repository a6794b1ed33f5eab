// Set 124's own checks: every form's truth is well-typed, uses reference ids, reads (by applications.md's rules) from
// the text printed for it, and that text is visible: in the page text (typed, handwritten) or in the AcroForm fields and
// FreeText comments (fillable). Struck and whited-out values are on the page's text layer but never the truth.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent124, INDEPENDENT124_LAYOUT_NAMES, type Independent124Form } from './index.ts';
import { entityIds, FREQUENCIES, industryIds, isoDate, money, reference, regionCode, taxId } from './rules.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = Array.from({ length: Number(process.env.INDEPENDENT124_SEEDS ?? 5) }, (_, i) => i + 1);
const squash = (s: string) => s.normalize('NFC').replace(/\s+/g, '');

async function readPdf(pdf: Uint8Array): Promise<{ text: string; fields: string[]; checked: string[]; freeText: string[] }> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  let text = '';
  const fields: string[] = [], checked: string[] = [], freeText: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text += tc.items.map((i) => ('str' in i ? i.str : '')).join(' ') + '\n';
    for (const a of (await page.getAnnotations()) as any[]) {
      if (a.subtype === 'FreeText') freeText.push(a.contentsObj?.str ?? '');
      if (a.subtype !== 'Widget') continue;
      if (a.checkBox && a.fieldValue === a.exportValue) checked.push(a.exportValue);
      else if (a.radioButton && a.fieldValue === a.buttonValue) checked.push(a.buttonValue);
      else if (typeof a.fieldValue === 'string' && !a.checkBox && !a.radioButton) fields.push(a.fieldValue);
    }
  }
  await task.destroy();
  return { text, fields, checked, freeText };
}

/** An owner's printed name read as applications.md says: credentials dropped, `Last, First` swapped, middle initial dropped. */
function readName(s: string): { first: string; last: string } {
  const parts = s.replace(/,\s*(DC|DPT|MD|DDS|DMD|DVM|CPA)$/, '').split(', ');
  const [first, ...rest] = (parts.length === 2 ? `${parts[1]} ${parts[0]}` : parts[0]!).split(' ');
  const last = rest.filter((w, i) => !(i === 0 && /^[A-Z]\.$/.test(w)));
  return { first: first!, last: last.join(' ') };
}

function checkTypes(t: TruthApplication, f: Independent124Form): void {
  const ref = reference();
  const str = ['trade_name', 'legal_name', 'type_of_entity', 'industry', 'business_tax_id', 'business_tax_id_country', 'business_tax_id_type',
    'state_region', 'country', 'payment_frequency', 'business_start_date'] as const;
  for (const k of str) expect(t[k] === null || typeof t[k] === 'string', k).toBe(true);
  for (const k of ['requested_amount', 'requested_payment', 'number_of_payments'] as const) expect(t[k] === null || typeof t[k] === 'number', k).toBe(true);
  expect(t.legal_name).toBeTruthy();
  expect(ref.entities.map((e) => e.id)).toContain(t.type_of_entity);
  expect(ref.industries.map((e) => e.id)).toContain(t.industry);
  expect((f.country === 'US' ? ref.states : ref.provinces).map((r) => r.code)).toContain(t.state_region);
  expect(t.country).toBe(f.country === 'US' ? 'United States' : 'Canada');
  expect(t.business_tax_id_country).toBe(f.country);
  expect(['EIN', 'SSN', 'ITIN', 'BN']).toContain(t.business_tax_id_type);
  if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(4);
  let sum = 0;
  for (const a of t.applicants) {
    expect(a.first_name && a.last_name).toBeTruthy();
    expect(a.ownership).toBeGreaterThan(0);
    sum += a.ownership ?? 0;
    if (a.tax_id) expect(a.tax_id).toMatch(/^\d{9}$/);
    if (a.tax_id_type) expect(f.country === 'US' ? ['SSN', 'ITIN'] : ['SIN']).toContain(a.tax_id_type);
    if (a.date_of_birth) expect(a.date_of_birth).toMatch(/^(19[5-9]\d)-\d{2}-\d{2}$/);
    if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
  }
  expect(sum).toBeLessThanOrEqual(100);
  if (t.business_start_date) expect(t.business_start_date).toMatch(/^20[0-2]\d-\d{2}-\d{2}$/);
}

/** Each printed text reads, by the spec's rules, as the truth recorded for it. */
function checkReadings(t: TruthApplication, f: Independent124Form): void {
  const get = (path: string): unknown => {
    const m = /^applicants\.(\d+)\.(\w+)$/.exec(path);
    return m ? (t.applicants[Number(m[1])] as unknown as Record<string, unknown>)[m[2]!] : (t as unknown as Record<string, unknown>)[path];
  };
  for (const [path, printed] of Object.entries(f.printed)) {
    const v = get(path), field = path.replace(/^applicants\.\d+\./, '');
    const ctx = `${path}: "${printed}"`;
    switch (field) {
      case 'type_of_entity': expect(entityIds(printed, f.country), ctx).toEqual([v]); break;
      case 'industry': expect(industryIds(printed), ctx).toEqual([v]); break;
      case 'state_region': expect(regionCode(printed, f.country), ctx).toBe(v); break;
      case 'country': expect(regionCode(printed, f.country), ctx).not.toBeNull(); break;
      case 'requested_amount': case 'requested_payment': expect(money(printed), ctx).toBe(v); break;
      case 'number_of_payments': case 'credit_score': expect(Number(printed), ctx).toBe(v); break;
      case 'ownership': expect(parseFloat(printed), ctx).toBe(v); break;
      case 'payment_frequency': expect(FREQUENCIES[printed.toLowerCase()], ctx).toBe(v); break;
      case 'business_start_date': case 'date_of_birth': expect(isoDate(printed), ctx).toBe(v); break;
      case 'business_tax_id': expect(taxId(printed, f.country === 'CA' ? 'BN' : 'EIN').id, ctx).toBe(v); break;
      case 'business_tax_id_type': expect(taxId(printed, f.country === 'CA' ? 'BN' : 'EIN').type, ctx).toBe(v); break;
      case 'first_name': expect(readName(printed).first, ctx).toBe(v); break;
      case 'last_name': expect(readName(printed).last, ctx).toBe(v); break;
      case 'tax_id': if (v === null) expect(printed, ctx).toMatch(/[X*]{3}/); else expect(printed.replace(/\D/g, ''), ctx).toBe(v); break;
      case 'business_tax_id_country': case 'tax_id_country': expect(v, ctx).toBe(f.country); break;
      case 'tax_id_type': expect(v, ctx).toBe(/^9\d\d-/.test(printed) ? 'ITIN' : f.country === 'CA' ? 'SIN' : 'SSN'); break;
      default: expect(printed, ctx).toBe(v);
    }
  }
  for (const [k, v] of Object.entries(t)) if (v !== null && k !== 'applicants') expect(f.printed[k], `${k} printed`).toBeDefined();
  t.applicants.forEach((a, i) => {
    for (const [k, v] of Object.entries(a)) if (v !== null) expect(f.printed[`applicants.${i}.${k}`], `applicants.${i}.${k} printed`).toBeDefined();
  });
  if (t.trade_name) expect(t.trade_name).not.toBe(t.legal_name);
}

const forms: Independent124Form[] = [];

describe('independent set 124: corrections, overflow and notes', () => {
  for (const layout of INDEPENDENT124_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}`, async () => {
        for (const seed of SEEDS) {
          const f = await generateIndependent124(layout, seed, { style, scan: false });
          forms.push(f);
          checkTypes(f.truth, f);
          checkReadings(f.truth, f);
          expect(f.notes.length, 'every form carries a correction, overflow or note').toBeGreaterThan(0);
          const r = await readPdf(f.pdf);
          const seen = style === 'fillable' ? squash([...r.fields, ...r.freeText].join('\n')) : squash(r.text);
          for (const [path, printed] of Object.entries(f.printed)) {
            if (style === 'fillable' && (path === 'type_of_entity' || path === 'payment_frequency') && !r.fields.includes(printed)) {
              expect(r.checked, path).toContain(printed.replace(/[^A-Za-z0-9]/g, ''));
            } else expect(seen, `${layout} ${style} ${seed} ${path} "${printed}"`).toContain(squash(printed));
          }
          for (const old of f.struck) expect(squash(style === 'fillable' ? r.fields.join('\n') : r.text), `struck "${old.text}"`).toContain(squash(old.text));
          for (const old of f.hidden) expect(squash(r.text), `white-out "${old.text}" stays in the text layer`).toContain(squash(old.text));
          for (const old of [...f.struck, ...f.hidden]) for (const p of old.paths) expect(f.printed[p], `"${old.text}" is not the truth of ${p}`).not.toBe(old.text);
          if (style === 'fillable') {
            expect(squash(r.text)).not.toContain(squash(f.truth.legal_name!));
            expect(squash(r.text)).not.toContain(squash(f.printed.requested_amount!));
          }
        }
      });
    }
  }

  it('covers the set theme across the sample', () => {
    const kinds = new Set(forms.flatMap((f) => f.notes));
    for (const k of ['strike', 'whiteout', 'above', 'margin', 'wrap', 'run', 'sticky', 'annotation', 'void-mark']) expect(kinds, k).toContain(k);
    expect(forms.some((f) => f.pages > 1 && f.notes.includes('sticky'))).toBe(true);
    expect(forms.some((f) => f.truth.trade_name === null && f.notes.includes('strike-none'))).toBe(true);
  });

  it('is deterministic, and a scan keeps the truth and the page count', async () => {
    const a = await generateIndependent124('northgate-ca', 7, { style: 'handwritten', scan: false });
    const b = await generateIndependent124('northgate-ca', 7, { style: 'handwritten', scan: false });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    for (const [layout, style] of [['northgate-ca', 'handwritten'], ['keystone-us', 'fillable']] as const) {
      const plain = await generateIndependent124(layout, 7, { style, scan: false });
      const scanned = await generateIndependent124(layout, 7, { style, scan: true });
      expect(scanned.truth).toEqual(plain.truth);
      expect(scanned.scanSkews?.length).toBe(plain.pages);
      expect((await readPdf(scanned.pdf)).text.trim()).toBe('');
    }
  }, 120_000);
});
