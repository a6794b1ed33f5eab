// independent90: every layout in every style generates, is deterministic, and its truth is what the PDF shows.
import { describe, expect, it } from 'vitest';
import { pdfRead, type PdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent90, INDEPENDENT90_LAYOUT_NAMES, type Independent90Form } from './index.ts';
import { entityFromText, industryFromText } from './match.ts';
import { TRADES } from './data.ts';
import type { Printed } from './sheet.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Reads a printed date the way the truth rule does, independently of the generator's formatter. */
function isoOf(text: string): string | null {
  const pad = (n: number) => String(n).padStart(2, '0');
  const year = (y: string) => (y.length === 2 ? (Number(y) > 25 ? 1900 : 2000) + Number(y) : Number(y));
  let m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(text);
  if (m) return `${year(m[3]!)}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`;
  m = /^([A-Za-z]+) (\d{1,2}),? (\d{4})$/.exec(text);
  if (m) return `${m[3]}-${pad(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${pad(Number(m[2]))}`;
  return null;
}
const moneyOf = (t: string) => Number(t.replace(/[$,\s]/g, ''));

/** Each value's truth agrees with its printed text, read by the rules, not by the generator. */
function checkGives(p: Printed): void {
  const app = p.gives?.app ?? {};
  const own = p.gives?.owner?.v ?? {};
  const t = p.text;
  if (/[X*x]{2}/.test(t) && /\d{4}$/.test(t)) expect(p.gives, `masked ${t} gives nothing`).toBeNull();
  for (const [k, v] of Object.entries({ ...app, ...own })) {
    if (v === null) continue;
    switch (k) {
      case 'legal_name': case 'trade_name': case 'role': expect(v).toBe(t); break;
      case 'requested_amount': case 'requested_payment': expect(v).toBeCloseTo(moneyOf(t), 2); break;
      case 'number_of_payments': case 'credit_score': case 'ownership': expect(v).toBe(Number(t.replace(/[%\s]/g, ''))); break;
      case 'business_tax_id': case 'tax_id': expect(v).toBe(t.replace(/-/g, '')); expect(t).toMatch(/^[\d-]+$/); break;
      case 'business_tax_id_type': case 'tax_id_type': if (/-/.test(t)) expect(v).toBe(/^\d{2}-/.test(t) ? 'EIN' : t.startsWith('9') ? 'ITIN' : 'SSN'); break;
      case 'business_tax_id_country': case 'tax_id_country': expect(v).toBe('US'); break;
      case 'business_start_date': case 'date_of_birth': expect(v).toBe(isoOf(t)); break;
      case 'state_region': expect(t.split(/[\s,]+/)).toContain(v); break;
      case 'country': expect(v).toBe('United States'); break;
      case 'first_name': case 'last_name': expect(t).toContain(String(v)); break;
      case 'industry': expect(v).toBe(industryFromText(t)); break;
      case 'type_of_entity': if (p.kind === 'text') expect(v).toBe(entityFromText(t)); break;
      case 'payment_frequency': if (p.kind === 'text') expect(v).toBe(t.toLowerCase().replace('-', '')); break;
      default: throw new Error(`unchecked truth field ${k}`);
    }
  }
}

function checkPdf(form: Independent90Form, read: PdfRead, style: (typeof STYLES)[number]): void {
  const text = squash(read.text);
  for (const p of form.printed) {
    if (p.kind === 'text') {
      if (style === 'fillable') expect(read.fields.get(p.name), p.name).toBe(p.text);
      else expect(text, p.name).toContain(squash(p.text));
    } else if (style === 'fillable') {
      expect(read.fields.get(p.name), p.name).toBe('Yes');
    } else if (style === 'typed') {
      expect(read.items.some((i) => i.page === p.page && i.str === 'X' && Math.abs(i.x - p.x) < 4), p.name).toBe(true);
    }
  }
  if (style === 'fillable') {
    const checked = new Set(form.printed.filter((p) => p.kind === 'check').map((p) => p.name));
    for (const [name, v] of read.fields) if (v === 'Yes') expect(checked.has(name), name).toBe(true);
    for (const v of [form.truth.legal_name, form.truth.business_tax_id, ...form.truth.applicants.map((a) => a.last_name)]) {
      if (v && v.length > 4) expect(text).not.toContain(v);
    }
  }
  if (style === 'handwritten') expect(read.items.some((i) => i.str === 'X')).toBe(false);
}

function decoysStayOut(form: Independent90Form): void {
  const values = new Set(Object.values(form.truth).filter((v) => typeof v === 'string' || typeof v === 'number').map(String));
  for (const a of form.truth.applicants) for (const v of Object.values(a)) if (v !== null) values.add(String(v));
  for (const d of form.printed.filter((p) => p.decoy)) {
    expect(values.has(d.text.replace(/[-\s()]/g, '')), `decoy ${d.name}`).toBe(false);
  }
}

describe('independent90 reference look-ups', () => {
  it('reads entity labels and trade texts as applications.md says', () => {
    expect(entityFromText('Individual / Sole Proprietor')).toBe('sole_proprietorship');
    expect(entityFromText('Single-Member LLC')).toBe('llc');
    expect(entityFromText('C Corporation')).toBe('c_corporation');
    expect(entityFromText('S-Corp')).toBe('s_corporation');
    expect(entityFromText('Inc.')).toBe('c_corporation');
    expect(entityFromText('Husband & Wife')).toBeNull();
    expect(industryFromText('Barber shop')).toBe('personal_care');
    expect(industryFromText('Trucking - owner operator')).toBe('trucking_long_haul');
    expect(industryFromText('Dump truck hauling')).toBe('trucking_local');
    expect(industryFromText('Handyman services')).toBeNull();
    for (const trade of Object.values(TRADES)) for (const t of trade.texts) expect(industryFromText(t) === null || typeof industryFromText(t) === 'string').toBe(true);
  });
});

describe('independent90 forms', () => {
  it('has seven layouts from seven brokers', async () => {
    expect(INDEPENDENT90_LAYOUT_NAMES).toHaveLength(7);
    const brokers = new Set<string>();
    for (const l of INDEPENDENT90_LAYOUT_NAMES) brokers.add((await generateIndependent90(l, 1, { style: 'typed', scan: false })).broker);
    expect(brokers.size).toBe(7);
  });

  for (const layout of INDEPENDENT90_LAYOUT_NAMES) {
    it(`${layout}: every style generates, is deterministic, and shows its truth`, async () => {
      for (const seed of [1, 2]) {
        let truth: TruthApplication | null = null;
        for (const style of STYLES) {
          const form = await generateIndependent90(layout, seed, { style, scan: false });
          const again = await generateIndependent90(layout, seed, { style, scan: false });
          expect(Buffer.from(again.pdf).equals(Buffer.from(form.pdf))).toBe(true);
          if (truth) expect(form.truth).toEqual(truth);
          truth = form.truth;
          checkPdf(form, await pdfRead(form.pdf), style);
        }
      }
    });

    it(`${layout}: truth follows the printed text over many seeds`, async () => {
      const seen = { entity: new Set<string | null>(), masked: 0, fullTax: 0, dba: 0, noDba: 0 };
      for (let seed = 1; seed <= 25; seed++) {
        const form = await generateIndependent90(layout, seed, { style: 'typed', scan: false });
        for (const p of form.printed) checkGives(p);
        decoysStayOut(form);
        const t = form.truth;
        expect(t.legal_name).toBeTruthy();
        expect(t.state_region).toBeTruthy();
        expect(t.country).toBe('United States');
        expect(t.requested_amount).toBeGreaterThan(0);
        expect(t.applicants.length).toBeGreaterThan(0);
        if (t.business_tax_id) expect(t.business_tax_id).toMatch(/^\d{9}$/);
        if (t.trade_name) expect(t.trade_name).not.toBe(t.legal_name);
        seen.entity.add(t.type_of_entity);
        seen.masked += t.applicants.filter((a) => a.tax_id === null).length;
        seen.fullTax += t.applicants.filter((a) => a.tax_id !== null).length;
        if (t.trade_name) seen.dba++; else seen.noDba++;
      }
      expect(seen.entity.size).toBeGreaterThanOrEqual(2);
      expect(seen.masked).toBeGreaterThan(0);
      expect(seen.fullTax).toBeGreaterThan(0);
      expect(seen.dba).toBeGreaterThan(0);
    });
  }

  it('scans keep the truth and lose the text layer', async () => {
    for (const [layout, style] of [['mainstreet-solo', 'fillable'], ['open-road-owner-operator', 'handwritten']] as const) {
      const plain = await generateIndependent90(layout, 3, { style, scan: false });
      const scanned = await generateIndependent90(layout, 3, { style, scan: true });
      expect(scanned.truth).toEqual(plain.truth);
      const read = await pdfRead(scanned.pdf);
      expect(read.text.trim()).toBe('');
      expect(read.fields.size).toBe(0);
    }
  }, 60_000);
});
