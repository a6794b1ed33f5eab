// Set 72: every layout in every style prints each truth value where the truth says (page text, AcroForm field or a
// drawn mark beside its label), the truth follows applications.md's rules from the printed text, reference codes
// exist, and no decoy equals a truth value.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { INDUSTRY_TEXTS } from './data.ts';
import { buildIndependent72, generateIndependent72, INDEPENDENT72_LAYOUT_NAMES } from './index.ts';
import { entityOf, industryOf } from './rules.ts';
import type { Printed } from './sheet.ts';

const ids = (f: string): Set<string> => new Set((JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: { id?: string; code?: string }[] }).items.map((i) => i.id ?? i.code!));
const STATES = ids('states.json'), ENTITIES = ids('entity-types.json'), INDUSTRIES = ids('industries.json');
const norm = (s: string): string => s.replace(/\s+/g, ' ').trim();
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const p2 = (n: number): string => String(n).padStart(2, '0');

function isoOf(t: string): string | null {
  let r = /^(\d{2})[/-](\d{2})[/-](\d{4}|\d{2})$/.exec(t);
  if (r) { const y = r[3]!.length === 2 ? (Number(r[3]) > 30 ? 1900 : 2000) + Number(r[3]) : Number(r[3]); return `${y}-${r[1]}-${r[2]}`; }
  r = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(t);
  return r ? `${r[3]}-${p2(MONTHS.indexOf(r[1]!.toLowerCase()) + 1)}-${p2(Number(r[2]))}` : null;
}
const num = (t: string): number => Number(t.replace(/[$,%\s]/g, ''));

/** What applications.md reads from one printed text, field by field. */
function expected(field: string, text: string, p: Printed, legal: string): unknown {
  const f = field.replace(/^a\d\./, '');
  switch (f) {
    case 'legal_name': case 'role': return text;
    case 'trade_name': return /^(same|n\/a)$/i.test(text) || text === legal ? null : text;
    case 'type_of_entity': return entityOf(text);
    case 'industry': return industryOf(text);
    case 'business_tax_id': return text.replace(/\D/g, '');
    case 'business_tax_id_type': return /^\d{2}-\d{7}$/.test(text) || /^\d{9}$/.test(text) ? 'EIN' : text.startsWith('9') ? 'ITIN' : 'SSN';
    case 'business_tax_id_country': case 'tax_id_country': return 'US';
    case 'state_region': return /\b([A-Z]{2})( \d{5})?$/.exec(text)![1];
    case 'country': return 'United States';
    case 'requested_amount': case 'requested_payment': case 'number_of_payments': case 'ownership': case 'credit_score': return num(text);
    case 'payment_frequency': return text.toLowerCase().replace('-', '');
    case 'business_start_date': case 'date_of_birth': return isoOf(text);
    case 'tax_id': return /[X*x]/.test(text) ? null : text.replace(/\D/g, '');
    case 'tax_id_type': return text.startsWith('9') ? 'ITIN' : 'SSN';
    case 'first_name': return p.key.endsWith('first_name') ? text : (text.includes(',') && !/, (CPA|DDS|DC|MD)$/.test(text) ? text.split(', ')[1]!.split(' ')[0] : text.split(' ')[0]);
    case 'last_name': {
      if (p.key.endsWith('last_name')) return text;
      const t = text.replace(/, (CPA|DDS|DC|MD)$/, '');
      return t.includes(',') ? t.split(',')[0] : t.split(' ').filter((w) => !/^[A-Z]\.$/.test(w)).slice(1).join(' ');
    }
    default: throw new Error(`no rule for ${field}`);
  }
}

describe('independent72', () => {
  it('reads every industry text and entity label to a reference id', () => {
    // 'Bakery' and 'Event rentals' name no label or alias: their industry is null on purpose.
    for (const t of INDUSTRY_TEXTS) expect(INDUSTRIES.has(industryOf(t) ?? ''), t).toBe(!['Bakery', 'Event rentals'].includes(t));
    for (const t of ['Corporation', 'S-Corp', 'LLC', 'Partnership', 'Sole Proprietor', 'C-CORP', 'S-CORP', 'LLP', 'SOLE PROP', 'Corp', 'L.L.C.', 'Inc.', 'P.C.', 'LP', 'PLLC'])
      expect(ENTITIES.has(entityOf(t) ?? ''), t).toBe(true);
  });

  for (const layout of INDEPENDENT72_LAYOUT_NAMES) {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      it(`${layout} ${style}`, async () => {
        for (const seed of [1, 2, 3]) {
          const { pdf, truth, printed, merchant } = await buildIndependent72(layout, seed, { style, scan: false });
          const read = await pdfRead(pdf);
          expect(read.pages.length).toBeGreaterThanOrEqual(2);
          for (const p of printed) {
            const page = norm(read.pages[p.page - 1]!);
            if (p.via === 'widget') expect(read.fields.get(p.field!), p.key).toBe(p.checkbox ? 'Yes' : p.text);
            else expect(page, `${layout} ${style} ${seed} ${p.key}`).toContain(norm(p.text));
            if (!p.f || p.f === 'ctx') continue;
            for (const [k, v] of Object.entries(p.f)) expect(v, `${layout} ${seed} ${p.key} ${k} from "${p.text}"`).toEqual(expected(k, p.text, p, merchant.legal));
          }
          if (style === 'fillable') expect(read.text).not.toContain(merchant.legal);
          // the truth: reference codes, the owners, nothing invented
          expect(truth.legal_name).toBe(merchant.legal);
          expect(STATES.has(truth.state_region!)).toBe(true);
          expect(ENTITIES.has(truth.type_of_entity!)).toBe(true);
          if (truth.industry) expect(INDUSTRIES.has(truth.industry)).toBe(true);
          expect(truth.business_tax_id).toMatch(/^\d{9}$/);
          expect(truth.applicants.map((a) => a.last_name)).toEqual(merchant.owners.map((o) => o.last));
          for (const a of truth.applicants) expect(a.first_name && a.role && a.ownership).toBeTruthy();
          // decoys never equal a truth value
          const values = new Set<string>();
          for (const [k, v] of Object.entries(truth)) if (k !== 'applicants' && v !== null) values.add(String(v));
          for (const a of truth.applicants) for (const v of Object.values(a)) if (v !== null) values.add(String(v));
          for (const p of printed.filter((x) => x.f === null)) {
            expect(values.has(p.text), `decoy ${p.key} "${p.text}"`).toBe(false);
            if (/^\$[\d,.]+$/.test(p.text)) expect([truth.requested_amount, truth.requested_payment]).not.toContain(num(p.text));
          }
        }
      });
    }
  }

  it('is deterministic and hides no value in a scan', async () => {
    const a = await generateIndependent72('garden_state_funding', 7, { style: 'fillable', scan: false });
    const b = await generateIndependent72('garden_state_funding', 7, { style: 'fillable', scan: false });
    expect(b.truth).toEqual(a.truth);
    const s = await generateIndependent72('garden_state_funding', 7, { style: 'handwritten', scan: true });
    expect(s.truth).toEqual(a.truth);
    expect(norm((await pdfRead(s.pdf)).text)).toBe('');
  }, 60_000);
});
