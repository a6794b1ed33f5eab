// Independent set 92: every layout in every style generates, is deterministic, and its truth agrees with what the PDF
// shows (page text for typed and handwritten, AcroForm fields for fillable), read back with pdf-read.ts.
import { describe, expect, it } from 'vitest';
import { pdfRead, type PdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent92, INDEPENDENT92_LAYOUT_NAMES, type Independent92Result } from './index.ts';
import type { Put } from './sheet.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3];
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const p2 = (n: number | string) => String(n).padStart(2, '0');

/** An independent reading of the printed dates this set uses. */
function isoOf(t: string): string | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{2})[/-](\d{2})[/-](\d{2}|\d{4})$/.exec(t);
  if (m) return `${m[3]!.length === 2 ? `20${m[3]}` : m[3]}-${m[1]}-${m[2]}`;
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(t) ?? null;
  if (m) return `${m[3]}-${p2(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${p2(m[2]!)}`;
  m = /^(\d{1,2}) ([A-Za-z]{3}) (\d{4})$/.exec(t);
  if (m) return `${m[3]}-${p2(MONTHS.indexOf(m[2]!.toLowerCase()) + 1)}-${p2(m[1]!)}`;
  return null;
}
const money = (t: string) => Number(t.replace(/CAD|\$|,|\s/g, ''));

/** The put (or checkbox) that gives a truth path. */
function source(r: Independent92Result, path: string): { text: string } | undefined {
  return r.puts.find((p) => path in p.fields) ?? r.checks.filter((c) => path in c.fields).map((c) => ({ text: c.label }))[0];
}

function checkTruthAgainstPrinted(r: Independent92Result): void {
  const t = r.truth;
  const text = (path: string) => source(r, path)?.text ?? '';
  expect(t.legal_name).toBe(text('legal_name'));
  expect(t.requested_amount).toBe(money(text('requested_amount')));
  if (t.requested_payment !== null) expect(t.requested_payment).toBe(money(text('requested_payment')));
  if (t.number_of_payments !== null) expect(t.number_of_payments).toBe(Number(text('number_of_payments')));
  expect(t.business_tax_id).toBe(text('business_tax_id').replace(/[^0-9A-Z]/g, ''));
  if (t.business_start_date) expect(isoOf(text('business_start_date'))).toBe(t.business_start_date);
  expect(t.state_region).toBe(text('state_region'));
  expect(t.type_of_entity).not.toBeNull();
  expect(t.industry).not.toBeNull();
  t.applicants.forEach((a, i) => {
    const nameText = text(`applicants.${i}.first_name`);
    expect(nameText).toContain(a.first_name!);
    expect(text(`applicants.${i}.last_name`)).toContain(a.last_name!);
    expect(a.first_name).not.toMatch(/^(Dr|Mr|Mrs|Ms)\.$|["()]/i);
    expect(a.last_name).not.toMatch(/ (Jr\.?|Sr\.?|II|III|IV)$|,/i);
    if (a.ownership !== null) expect(a.ownership).toBe(parseFloat(text(`applicants.${i}.ownership`)));
    if (a.date_of_birth) expect(isoOf(text(`applicants.${i}.date_of_birth`))).toBe(a.date_of_birth);
    if (a.tax_id) expect(text(`applicants.${i}.tax_id`).replace(/\D/g, '')).toBe(a.tax_id);
    if (a.credit_score !== null) expect(Number(text(`applicants.${i}.credit_score`))).toBe(a.credit_score);
  });
  // Masked ids and credit bands are printed but give nothing.
  for (const p of r.puts) {
    if (/_(ssn|sin)$/.test(p.key) && /[X*]/.test(p.text)) expect(Object.keys(p.fields)).toEqual([]);
    if (/_fico$/.test(p.key) && p.text && !/^\d+$/.test(p.text)) expect(Object.keys(p.fields)).toEqual([]);
    if (p.decoy) expect(Object.keys(p.fields)).toEqual([]);
  }
}

function checkPdf(r: Independent92Result, read: PdfRead): void {
  const page = norm(read.text);
  const shown = (p: Put) => p.text !== '';
  if (r.style === 'fillable') {
    for (const p of r.puts) expect(read.fields.get(p.key) ?? '', p.key).toBe(p.text);
    for (const c of r.checks) expect(read.fields.get(c.key) === 'Yes', c.key).toBe(c.checked);
    for (const v of [r.truth.legal_name!, source(r, 'business_tax_id')!.text, source(r, 'requested_amount')!.text]) expect(page).not.toContain(v);
  } else {
    for (const p of r.puts.filter(shown)) for (const line of p.lines) expect(page, `${p.key}: ${line}`).toContain(norm(line));
    expect(read.fields.size).toBe(0);
  }
  const entityBoxes = r.checks.filter((c) => c.key.startsWith('entity_'));
  if (entityBoxes.length) expect(entityBoxes.filter((c) => c.checked)).toHaveLength(1);
  expect(r.checks.filter((c) => c.key.startsWith('freq_') && c.checked).length).toBeLessThanOrEqual(1);
}

describe('independent92 forms', () => {
  it('has seven layouts', () => expect(INDEPENDENT92_LAYOUT_NAMES).toHaveLength(7));

  describe.each(INDEPENDENT92_LAYOUT_NAMES)('%s', (layout) => {
    it.each(STYLES)('%s: generates, is deterministic, and its truth agrees with the PDF', async (style) => {
      let truth: TruthApplication | null = null;
      for (const seed of SEEDS) {
        const r = await generateIndependent92(layout, seed, { style, scan: false });
        const again = await generateIndependent92(layout, seed, { style, scan: false });
        expect(Buffer.from(again.pdf).equals(Buffer.from(r.pdf))).toBe(true);
        checkTruthAgainstPrinted(r);
        checkPdf(r, await pdfRead(r.pdf));
        if (seed === 1) truth = r.truth;
      }
      const typed = await generateIndependent92(layout, 1, { style: 'typed', scan: false });
      expect(truth).toEqual(typed.truth);
    });
  });

  it('a scan keeps the truth, has no text layer and is deterministic', async () => {
    const plain = await generateIndependent92('pinecrest_boxes', 4, { style: 'fillable', scan: false });
    const a = await generateIndependent92('pinecrest_boxes', 4, { style: 'fillable', scan: true });
    const b = await generateIndependent92('pinecrest_boxes', 4, { style: 'fillable', scan: true });
    const c = await generateIndependent92('maple_bilingual', 4, { style: 'handwritten', scan: true });
    expect(a.truth).toEqual(plain.truth);
    expect(c.truth).toEqual((await generateIndependent92('maple_bilingual', 4, { style: 'typed', scan: false })).truth);
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    for (const r of [a, c]) {
      const read = await pdfRead(r.pdf);
      expect(norm(read.text)).toBe('');
      expect(read.fields.size).toBe(0);
    }
  }, 60_000);

  it('across seeds, the names theme is covered', async () => {
    const tags = new Set<string>();
    const truths: TruthApplication[] = [];
    for (const layout of INDEPENDENT92_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 12; seed++) {
        const r = await generateIndependent92(layout, seed, { style: 'typed', scan: false });
        r.model.owners.forEach((o) => o.name.tags.forEach((t) => tags.add(t)));
        r.model.business.tpl.tags.forEach((t) => tags.add(`biz:${t}`));
        truths.push(r.truth);
      }
    }
    for (const t of ['prefix', 'suffix', 'hyphen', 'particle', 'apostrophe', 'mc', 'spaced', 'initialFirst', 'middle', 'middleInitial', 'nickname',
      'credential', 'eastAsian', 'southAsian', 'short', 'long', 'biz:dbaWithLlc', 'biz:incNoDot', 'biz:number', 'biz:long', 'biz:soleProp', 'biz:the']) {
      expect(tags.has(t), t).toBe(true);
    }
    expect(truths.some((t) => t.trade_name === null)).toBe(true);
    expect(truths.some((t) => t.applicants.some((a) => a.tax_id === null))).toBe(true);
    expect(truths.some((t) => t.business_tax_id_type === 'SSN' || t.business_tax_id_type === 'ITIN')).toBe(true);
    expect(truths.some((t) => t.applicants.some((a) => a.last_name === a.last_name?.toUpperCase() && /[A-Z]/.test(a.last_name ?? '')))).toBe(true);
  }, 60_000);
});
