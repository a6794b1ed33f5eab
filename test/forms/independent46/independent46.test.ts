// Set 46's own checks: for every layout and style, seeds 1-3, the truth is valid against the reference, the output is
// deterministic, and every truth value is really printed (page text; the AcroForm fields for fillable).
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { ENTITIES, INDUSTRIES, PROVINCES, STATES, fmtDate, fmtMoney, fmtPct, type Ymd } from './data.ts';
import { generateIndependent46, INDEPENDENT46_LAYOUT_NAMES } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const norm = (s: string) => ` ${s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `;
const ymd = (iso: string): Ymd => { const [y, m, d] = iso.split('-').map(Number); return { y: y!, m: m!, d: d! }; };

function problems(t: TruthApplication): string[] {
  const out: string[] = [];
  const ok = (c: boolean, m: string) => { if (!c) out.push(m); };
  ok(!!t.legal_name, 'legal name');
  ok(t.type_of_entity === null || ENTITIES.some((e) => e.id === t.type_of_entity), `entity ${t.type_of_entity}`);
  ok(t.industry === null || INDUSTRIES.some((e) => e.id === t.industry), `industry ${t.industry}`);
  ok(t.business_tax_id === null || /^\d{9}(RC\d{4})?$/.test(t.business_tax_id), `tax id ${t.business_tax_id}`);
  ok(t.business_tax_id_type === null || ['EIN', 'SSN', 'ITIN', 'BN'].includes(t.business_tax_id_type), 'tax id type');
  const region = t.country === 'Canada' ? PROVINCES : STATES;
  ok(region.some((s) => s.code === t.state_region), `state ${t.state_region} in ${t.country}`);
  ok(t.payment_frequency === null || ['daily', 'weekly', 'biweekly', 'monthly'].includes(t.payment_frequency), 'frequency');
  ok(t.business_start_date === null || /^\d{4}-\d\d-\d\d$/.test(t.business_start_date), 'start date');
  ok(t.applicants.length >= 1 && t.applicants.length <= 4, 'owners 1-4');
  ok(t.applicants.reduce((a, x) => a + (x.ownership ?? 0), 0) <= 100, 'shares <= 100');
  for (const a of t.applicants) {
    ok(!!a.first_name && !!a.last_name, 'owner name');
    ok(a.tax_id === null || /^\d{9}$/.test(a.tax_id), 'owner tax id');
    ok((a.tax_id === null) === (a.tax_id_type === null), 'owner tax id type with id');
  }
  return out;
}

/** Truth values not found in what the PDF carries (page text, or field values and checked boxes' names). */
function missing(t: TruthApplication, text: string, fillable: boolean, fields: Map<string, string>): string[] {
  const vals = fillable ? [...fields.values()].join(' | ') : text;
  const checked = fillable ? [...fields].filter(([, v]) => v && v !== 'Off' && v !== 'false').map(([k]) => k.replace(/_/g, ' ')).join(' | ') : '';
  const n = norm(vals + ' | ' + checked);
  const compact = vals.replace(/[\s-]/g, '');
  const out: string[] = [];
  const has = (s: string) => vals.includes(s);
  const word = (s: string) => n.includes(norm(s));
  const money = (x: number) => [fmtMoney(x, 'plain'), fmtMoney(x, 'comma'), fmtMoney(x, 'dollars'), fmtMoney(x, 'dollars0')].some(has);
  const date = (iso: string) => (['mdy', 'mmddyyyy', 'iso', 'long', 'dmmmyy'] as const).some((f) => has(fmtDate(ymd(iso), f)));
  const need = (c: boolean, m: string) => { if (!c) out.push(m); };
  if (t.legal_name) need(has(t.legal_name), `legal ${t.legal_name}`);
  if (t.trade_name) need(has(t.trade_name), `dba ${t.trade_name}`);
  const ref = (list: typeof ENTITIES, id: string) => list.find((e) => e.id === id)!;
  if (t.type_of_entity) { const e = ref(ENTITIES, t.type_of_entity); need([e.label, ...(e.aliases ?? [])].some(word), `entity ${t.type_of_entity}`); }
  if (t.industry) { const e = ref(INDUSTRIES, t.industry); need([e.label, ...(e.aliases ?? [])].some(word), `industry ${t.industry}`); }
  if (t.business_tax_id) need(compact.includes(t.business_tax_id), `tax id ${t.business_tax_id}`);
  if (t.state_region) need(new RegExp(`\\b${t.state_region}\\b`).test(vals), `state ${t.state_region}`);
  if (t.requested_amount !== null) need(money(t.requested_amount), `amount ${t.requested_amount}`);
  if (t.requested_payment !== null) need(money(t.requested_payment), `payment ${t.requested_payment}`);
  if (t.number_of_payments !== null) need(word(String(t.number_of_payments)), `n ${t.number_of_payments}`);
  if (t.payment_frequency) need(word(t.payment_frequency) || (t.payment_frequency === 'biweekly' && word('bi weekly')), `freq ${t.payment_frequency}`);
  if (t.business_start_date) need(date(t.business_start_date), `start ${t.business_start_date}`);
  t.applicants.forEach((a, i) => {
    for (const k of ['first_name', 'last_name', 'role'] as const) if (a[k]) need(has(a[k]), `owner ${i} ${k} ${a[k]}`);
    if (a.ownership !== null) need([fmtPct(a.ownership, 'num'), fmtPct(a.ownership, 'frac'), fmtPct(a.ownership, 'pct2')].some(word), `owner ${i} share`);
    if (a.credit_score !== null) need(word(String(a.credit_score)), `owner ${i} credit`);
    if (a.tax_id) need(compact.includes(a.tax_id), `owner ${i} tax id`);
    if (a.date_of_birth) need(date(a.date_of_birth), `owner ${i} dob`);
  });
  return out;
}

describe('independent46: spreadsheet and back-office exports', () => {
  for (const layout of INDEPENDENT46_LAYOUT_NAMES) {
    it(`${layout}: valid, deterministic, printed truth`, async () => {
      for (const style of STYLES) for (const seed of [1, 2, 3]) {
        const a = await generateIndependent46(layout, seed, { style, scan: false });
        const b = await generateIndependent46(layout, seed, { style, scan: false });
        expect(Buffer.from(b.pdf).equals(Buffer.from(a.pdf)), `${style} ${seed} bytes`).toBe(true);
        expect(problems(a.truth), `${style} ${seed}`).toEqual([]);
        const read = await pdfRead(a.pdf);
        if (style === 'fillable') for (const it of read.items) expect(it.str.includes(a.truth.legal_name!), 'fillable: no value in page text').toBe(false);
        expect(missing(a.truth, read.text, style === 'fillable', read.fields), `${style} ${seed}`).toEqual([]);
      }
    });
  }
  it('scans keep the truth and carry no text', async () => {
    const plain = await generateIndependent46(INDEPENDENT46_LAYOUT_NAMES[0]!, 2, { style: 'handwritten', scan: false });
    const scan = await generateIndependent46(INDEPENDENT46_LAYOUT_NAMES[0]!, 2, { style: 'handwritten', scan: true });
    expect(scan.truth).toEqual(plain.truth);
    expect((await pdfRead(scan.pdf)).text.trim()).toBe('');
  });
});
