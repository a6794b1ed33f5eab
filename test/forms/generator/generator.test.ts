// Tests of the forms generator itself: every non-null truth value is printed where the truth says (page text, or the
// AcroForm field of a fillable form, whose page text holds labels only), masked and unprinted values are null, the
// values follow applications.md's rules (checked against the project's reference tables and tax-ID rules), same seed
// gives the same bytes, PDFium opens every document, and scans have no text layer.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { rasterise } from '../../statements/scan/render.ts';
import { normalizeEntityType } from '../../../src/reference/normalize.ts';
import { validateTaxId } from '../../../src/taxids/index.ts';
import { industryOf } from './rules.ts';
import { INDUSTRIES } from './names.ts';
import { DEV_LAYOUT_NAMES, DOCUMENT_NAMES, FORM_LAYOUT_NAMES, generate, STYLES } from './index.ts';
import type { FormTruth, TruthApplication } from './truth.ts';
import { scoreApplication } from './score.ts';

interface PageRead { text: string; fields: Map<string, string>; items: { str: string; x: number; y: number }[]; rects: Map<string, number[]> }

async function read(pdf: Uint8Array): Promise<PageRead[]> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const out: PageRead[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const items = (await page.getTextContent()).items as { str: string; transform: number[] }[];
    const fields = new Map<string, string>();
    const rects = new Map<string, number[]>();
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown; rect: number[] }[]) {
      if (a.fieldName) { fields.set(a.fieldName, String(a.fieldValue ?? '')); rects.set(a.fieldName, a.rect); }
    }
    out.push({ text: items.map((x) => x.str).join(' ').replace(/\s+/g, ' '), fields, rects,
      items: items.map((x) => ({ str: x.str.trim(), x: x.transform[4]!, y: x.transform[5]! })) });
  }
  await task.destroy();
  return out;
}

const digits = (s: string) => s.replace(/\D/g, '');
const money = (s: string) => Number(s.replace(/CAD|[$,\s]/g, ''));

function checkRules(t: FormTruth): void {
  const app = t.application as TruthApplication;
  const at = (f: string) => t.locations.find((l) => l.fields.includes(`application.${f}`));
  expect(app.legal_name).toBe(at('legal_name')!.text);
  if (app.trade_name !== null) {
    expect(app.trade_name).not.toBe(app.legal_name);
    expect(['SAME', 'N/A', '']).not.toContain(app.trade_name);
  }
  if (app.industry !== null) expect(industryOf(at('industry')!.text), at('industry')!.text).toBe(app.industry);
  if (app.type_of_entity !== null) {
    const text = at('type_of_entity')!.text;
    const id = normalizeEntityType(text, t.generator.country as 'US' | 'CA')?.id;
    expect(id, text).toBe(app.type_of_entity);
  }
  expect(app.business_tax_id).not.toBeNull();
  const tax = validateTaxId({ value: app.business_tax_id!, type: app.business_tax_id_type, country: app.business_tax_id_country }, 'business');
  expect(tax.ok, JSON.stringify(tax)).toBe(true);
  expect(at('business_tax_id')!.text.replace(/[\s-]/g, '').toUpperCase()).toBe(app.business_tax_id);
  expect(app.country).toBe(t.generator.country === 'CA' ? 'Canada' : 'United States');
  if (app.requested_amount !== null) expect(money(at('requested_amount')!.text)).toBe(app.requested_amount);
  if (app.requested_payment !== null) expect(money(at('requested_payment')!.text)).toBe(app.requested_payment);
  if (app.business_start_date !== null) expect(app.business_start_date).toMatch(/^\d{4}-\d\d-\d\d$/);
  expect(app.applicants.length).toBeGreaterThan(0);
  let total = 0;
  for (const [i, a] of app.applicants.entries()) {
    expect(a.first_name).toMatch(/^[A-Z][a-z]+$/);
    expect(a.last_name).not.toMatch(/,|\b(DC|DDS|CPA|MD|Esq)\b/);
    total += a.ownership ?? 0;
    const masked = t.decoys.find((d) => d.key === `owner.${i}.id`);
    if (masked) {
      expect(masked.text).toMatch(/[X*x]/);
      expect(a.tax_id).toBeNull();
      expect(a.tax_id_type).toBeNull();
    }
    if (a.tax_id !== null) {
      const idAt = t.locations.find((l) => l.fields.includes(`application.applicants[${i}].tax_id`))!;
      expect(digits(idAt.text)).toBe(a.tax_id);
      expect(validateTaxId({ value: a.tax_id, type: a.tax_id_type, country: a.tax_id_country }, 'personal').ok).toBe(true);
    }
  }
  expect(total).toBeLessThanOrEqual(100);
}

function checkPrinted(t: FormTruth, pages: PageRead[]): void {
  expect(pages.length).toBe(t.pages);
  for (const l of t.locations) {
    const p = pages[l.page - 1]!;
    const [x0, y0, x1, y1] = l.box;
    expect(x0 < x1 && y0 < y1 && x0 >= 0 && x1 <= 612 && y0 >= 0 && y1 <= 792, `${l.fields[0]} box ${l.box}`).toBe(true);
    if (l.via === 'text') {
      expect(p.text, l.fields.join()).toContain(l.text);
      // the text starts inside its box (its first run's baseline origin, in PDF points from the bottom left; pdf.js
      // may cut a run at spaces)
      const inBox = p.items.some((it) => it.str && l.text.startsWith(it.str) && it.x >= x0 - 1 && it.x <= x0 + 3 && it.y >= y0 && it.y <= y1);
      expect(inBox, `${l.fields.join()} "${l.text}" at ${l.box}`).toBe(true);
    }
    if (l.via === 'acroform') {
      expect(p.fields.get(l.acroform_field!)).toBe(l.text);
      p.rects.get(l.acroform_field!)!.forEach((v, i) => expect(Math.abs(v - l.box[i]!)).toBeLessThan(0.2));
    }
    if (l.via === 'acroform_checkbox') expect(p.fields.get(l.acroform_field!)).toBe(l.acroform_value ?? 'Yes');
  }
  if (t.generator.style === 'fillable') {
    // The page's text holds labels only: no value of the merchant's is in it.
    const all = pages.map((p) => p.text).join(' ');
    const app = t.application!;
    for (const v of [app.legal_name, t.locations.find((l) => l.fields.includes('application.business_tax_id'))!.text, ...app.applicants.map((a) => a.last_name)]) {
      expect(all).not.toContain(v);
    }
    expect(t.locations.every((l) => l.via.startsWith('acroform'))).toBe(true);
  }
}

describe('forms generator', () => {
  it('every type-of-business text reads, by the industry rule on the project\'s reference, as the id its truth gives', () => {
    for (const [text, id] of INDUSTRIES) expect(industryOf(text), text).toBe(id);
  });

  for (const layout of FORM_LAYOUT_NAMES) {
    it(`${layout}: every style prints its truth, and the truth follows applications.md`, async () => {
      for (const style of STYLES) {
        for (const seed of [1, 2]) {
          const g = await generate(layout, seed, { style });
          expect(g.truth.kind).toBe('application_form');
          checkRules(g.truth);
          checkPrinted(g.truth, await read(g.pdf));
        }
      }
    });
  }

  it('fillable forms keep every checkbox state in fields; flattened ones mark checkboxes with a drawn X, a letter X or a check glyph', async () => {
    const marks = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const g = await generate('bluewater_two_page', seed, { style: 'typed' });
      marks.add(g.truth.generator.mark!);
      const mark = g.truth.locations.find((l) => l.fields.includes('application.payment_frequency'))!;
      expect(mark.via).toBe('mark');
      expect(g.truth.application!.payment_frequency).toBe({ Daily: 'daily', Weekly: 'weekly', 'Bi-Weekly': 'biweekly', Monthly: 'monthly' }[mark.text]);
    }
    expect([...marks].sort()).toEqual(['check_glyph', 'drawn_x', 'letter_x']);
  });

  it('same seed, same bytes; another seed, another form', async () => {
    for (const name of [FORM_LAYOUT_NAMES[0]!, 'maple_leaf_ca', 'voided_check']) {
      for (const style of ['fillable', 'handwritten'] as const) {
        const a = await generate(name, 7, { style }), b = await generate(name, 7, { style }), c = await generate(name, 8, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(a.truth).toEqual(b.truth);
        expect(Buffer.from(a.pdf).equals(Buffer.from(c.pdf))).toBe(false);
      }
    }
  });

  it('values not printed by a layout are null; decoys are printed and never the truth', async () => {
    for (let seed = 1; seed <= 4; seed++) {
      const s = (await generate('summit_boxes', seed)).truth;
      expect(s.application!.payment_frequency).toBeNull();
      expect(s.application!.requested_payment).toBeNull();
      expect(s.application!.applicants.every((a) => a.credit_score === null)).toBe(true);
      const routing = s.decoys.find((d) => d.key === 'routing')!;
      expect(routing.text).toMatch(/^\d{9}$/);
      expect(s.application!.business_tax_id).not.toBe(routing.text);
      const b = (await generate('bluewater_two_page', seed)).truth;
      expect(b.application!.business_start_date).toBeNull(); // years in business only
      expect(b.decoys.some((d) => d.key === 'years')).toBe(true);
      expect(b.decoys.filter((d) => d.key.startsWith('refs.')).length).toBe(9);
    }
  });

  it('a signature block repeating the owners\' names and titles adds no applicant', async () => {
    for (const layout of ['bluewater_two_page', 'maple_leaf_ca']) {
      for (const style of STYLES) {
        const t = (await generate(layout, 9, { style })).truth;
        const signed = t.decoys.filter((d) => /^signature\.\d+\.name$/.test(d.key));
        expect(signed.length).toBe(t.application!.applicants.length);
        signed.forEach((d, i) => expect(d.text).toBe(`${t.application!.applicants[i]!.first_name} ${t.application!.applicants[i]!.last_name}`));
        if (style === 'fillable') expect(signed.every((d) => d.acroform_field)).toBe(true);
      }
    }
  });

  it('Canadian forms: BN with program account, province, SIN, PIPEDA consent', async () => {
    const types = new Set<string>();
    const cases = [...[1, 2].map((s) => ['maple_leaf_ca', s] as const), ...[1, 2, 3, 4, 5, 6, 7, 8].map((s) => ['prairie_ca_lines', s] as const)];
    for (const [layout, seed] of cases) {
      const g = await generate(layout, seed, { style: 'typed' });
      const app = g.truth.application!;
      types.add(`${layout}:${app.business_tax_id!.length}:${app.business_tax_id_type}`);
      if (layout === 'maple_leaf_ca') expect(app.business_tax_id).toMatch(/^\d{9}RC\d{4}$/);
      else expect(app.business_tax_id).toMatch(/^\d{9}(RC\d{4})?$/);
      expect(['BN', 'SIN']).toContain(app.business_tax_id_type);
      if (app.business_tax_id_type === 'SIN') expect(app.type_of_entity).toBe('sole_proprietorship');
      expect(app.business_tax_id_country).toBe('CA');
      expect(['ON', 'AB', 'BC', 'QC', 'MB', 'NS', 'SK', 'NB']).toContain(app.state_region);
      for (const a of app.applicants) if (a.tax_id) expect(a.tax_id_type).toBe('SIN');
      const text = (await read(g.pdf)).map((p) => p.text).join(' ');
      expect(text).toMatch(/Operating Name \(O\/A\)|O\/A \(operating as\)/);
      expect(text).toContain('PIPEDA');
    }
    // a bare 9-digit BN (its type from the checked box) and a BN with its program account
    expect([...types]).toContain('prairie_ca_lines:9:BN');
    expect([...types]).toContain('prairie_ca_lines:15:BN');
    expect([...types]).toContain('prairie_ca_lines:9:SIN');
  });

  it('the other papers of an upload: each kind, its facts printed', async () => {
    const kinds: Record<string, string> = { voided_check: 'voided_check', drivers_licence: 'identity_document', tax_form_1120: 'tax_form',
      tax_form_1065: 'tax_form', invoice: 'other' };
    for (const name of DOCUMENT_NAMES) {
      const g = await generate(name, 3);
      expect(g.truth.kind).toBe(kinds[name]);
      expect(g.truth.application).toBeNull();
      const text = (await read(g.pdf)).map((p) => p.text).join(' ');
      const key = name === 'voided_check' ? g.truth.facts!.holder : name === 'drivers_licence' ? String(g.truth.facts!.last_name).toUpperCase()
        : name === 'invoice' ? g.truth.facts!.invoice_number : String(g.truth.facts!.name).toUpperCase();
      expect(text).toContain(String(key));
    }
  });

  it('PDFium opens every layout and document with the truth page count', async () => {
    for (const name of [...FORM_LAYOUT_NAMES, ...DOCUMENT_NAMES]) {
      const g = await generate(name, 5, { style: 'fillable' });
      expect((await rasterise(g.pdf, 10)).length).toBe(g.truth.pages);
    }
  });

  it('a scan is image-only and keeps the truth of the form it was made from', async () => {
    const plain = await generate('northgate_lines', 4, { style: 'handwritten' });
    const scan = await generate('northgate_lines', 4, { style: 'handwritten', scan: true });
    expect(scan.truth.application).toEqual(plain.truth.application);
    expect(scan.truth.scan!.skews.length).toBe(1);
    const pages = await read(scan.pdf);
    expect(pages.length).toBe(1);
    expect(pages[0]!.text.trim()).toBe('');
    expect((await read(plain.pdf))[0]!.text.length).toBeGreaterThan(500);
  }, 30_000);

  it('scoring a reading against the truth: right, wrong, missed, and invented (a masked or unprinted value read)', async () => {
    const t = (await generate('bluewater_two_page', 21, { style: 'typed' })).truth;
    const app = t.application!;
    expect(scoreApplication(app, structuredClone(app) as unknown as Record<string, unknown>)).toMatchObject({ wrong: 0, missed: 0, invented: 0 });
    const read = structuredClone(app) as unknown as Record<string, unknown> & { applicants: Record<string, unknown>[] };
    read.legal_name = 'Someone Else LLC';
    read.business_start_date = '2015-01-01'; // bluewater prints years in business only
    delete read.industry;
    read.applicants.push({ first_name: 'Extra', last_name: 'Person' });
    const s = scoreApplication(app, read, ['date_of_birth']);
    expect(s.wrong).toBe(1);
    expect(s.missed).toBe(1);
    expect(s.invented).toBe(3);
    expect(s.details.find((d) => d.field === 'business_start_date')!.verdict).toBe('invented');
    expect(s.details.some((d) => d.field.endsWith('date_of_birth'))).toBe(false);
  });

  it('fill rate: how often each application field is printed, over every development layout x 6 seeds', async () => {
    const count = new Map<string, number>();
    let n = 0, applicants = 0, maskedIds = 0;
    for (const layout of DEV_LAYOUT_NAMES) {
      for (let seed = 11; seed <= 16; seed++) {
        const app = (await generate(layout, seed)).truth.application!;
        n++;
        for (const [k, v] of Object.entries(app)) if (k !== 'applicants' && v !== null) count.set(k, (count.get(k) ?? 0) + 1);
        for (const a of app.applicants) {
          applicants++;
          if (a.tax_id === null) maskedIds++;
          for (const [k, v] of Object.entries(a)) if (v !== null) count.set(`applicants.${k}`, (count.get(`applicants.${k}`) ?? 0) + 1);
        }
      }
    }
    const rate = (k: string, of = n) => (count.get(k) ?? 0) / of;
    console.log(`fill rate over ${n} forms, ${applicants} applicants:`, Object.fromEntries([...count.keys()].sort().map((k) =>
      [k, Math.round(rate(k, k.startsWith('applicants.') ? applicants : n) * 100)])));
    for (const k of ['legal_name', 'business_tax_id', 'state_region', 'country', 'requested_amount', 'industry']) expect(rate(k)).toBe(1);
    expect(rate('trade_name')).toBeGreaterThan(0.2);
    expect(rate('trade_name')).toBeLessThan(0.95);
    expect(rate('payment_frequency')).toBeGreaterThan(0.2);
    expect(rate('payment_frequency')).toBeLessThan(0.6);
    expect(rate('business_start_date')).toBeLessThan(1);
    expect(maskedIds / applicants).toBeGreaterThan(0.15);
    expect(maskedIds / applicants).toBeLessThan(0.85);
  });
});
