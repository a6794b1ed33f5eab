// The truth paths each printed value gives (applications.md read by hand), shared by the four layouts.
import type { Rng } from '../../statements/generator/prng.ts';
import type { FieldValue, Pen } from './pen.ts';
import { maskedSsn, money, type Merchant, type Owner } from './merchant.ts';

export type Fields = Record<string, FieldValue>;
export interface Ctx { pen: Pen; m: Merchant; r: Rng }

const A = 'application.';
const ap = (i: number, k: string): string => `application.applicants[${i}].${k}`;

export const F = {
  legal: (m: Merchant): Fields => ({ [`${A}legal_name`]: m.legal }),
  dba: (m: Merchant): Fields => ({ [`${A}trade_name`]: m.dba }),
  entity: (id: string): Fields => ({ [`${A}type_of_entity`]: id }),
  industry: (m: Merchant): Fields => ({ [`${A}industry`]: m.industryId }),
  taxId: (m: Merchant): Fields => ({ [`${A}business_tax_id`]: m.taxDigits, [`${A}business_tax_id_type`]: m.taxType, [`${A}business_tax_id_country`]: 'US' }),
  state: (m: Merchant): Fields => ({ [`${A}state_region`]: m.state, [`${A}country`]: 'United States' }),
  amount: (m: Merchant): Fields => ({ [`${A}requested_amount`]: m.amount }),
  payment: (m: Merchant): Fields => ({ [`${A}requested_payment`]: m.payment }),
  nPayments: (m: Merchant): Fields => ({ [`${A}number_of_payments`]: m.nPayments }),
  freq: (m: Merchant): Fields => ({ [`${A}payment_frequency`]: m.freq }),
  start: (m: Merchant): Fields => ({ [`${A}business_start_date`]: m.start }),
  name: (i: number, o: Owner): Fields => ({ [ap(i, 'first_name')]: o.first, [ap(i, 'last_name')]: o.last }),
  first: (i: number, o: Owner): Fields => ({ [ap(i, 'first_name')]: o.first }),
  last: (i: number, o: Owner): Fields => ({ [ap(i, 'last_name')]: o.last }),
  role: (i: number, o: Owner): Fields => ({ [ap(i, 'role')]: o.title }),
  pct: (i: number, o: Owner): Fields => ({ [ap(i, 'ownership')]: o.pct }),
  fico: (i: number, o: Owner): Fields => ({ [ap(i, 'credit_score')]: o.fico }),
  ssn: (i: number, o: Owner): Fields => ({ [ap(i, 'tax_id')]: o.taxId.replace(/\D/g, ''), [ap(i, 'tax_id_type')]: o.taxType, [ap(i, 'tax_id_country')]: 'US' }),
  dob: (i: number, o: Owner): Fields => ({ [ap(i, 'date_of_birth')]: o.dob }),
};

export const FREQ_LABEL: Record<Merchant['freq'], string[]> = {
  daily: ['Daily', 'Daily (M-F)', 'daily'], weekly: ['Weekly', 'weekly'], biweekly: ['Bi-Weekly', 'Biweekly', 'Bi-weekly'], monthly: ['Monthly', 'monthly'],
};

/** The business tax ID as printed: an EIN with or without its dash (the label says EIN), an SSN with dashes. */
export function taxIdText(c: Ctx, bareOk: boolean): string {
  const d = c.m.taxDigits;
  if (c.m.taxType === 'SSN') return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
  return bareOk && c.r.chance(0.35) ? d : `${d.slice(0, 2)}-${d.slice(2)}`;
}

/** The DBA cell: the name, or (no DBA) blank / SAME / N/A, which give null. Returns [text, fields]. */
export function dbaText(c: Ctx): [string, Fields | null] {
  if (c.m.dba) return [c.m.dba, F.dba(c.m)];
  return [c.r.pick(['', '', 'SAME', 'N/A', 'Same']), null];
}

/** An owner's SSN cell: full (gives the tax ID) or masked (gives nothing; kept as a decoy). */
export function ssnText(c: Ctx, o: Owner, maskP: number): [string, Fields | null] {
  if (c.r.chance(maskP)) return [maskedSsn(o, c.r), null];
  return [o.taxId, F.ssn(c.m.owners.indexOf(o), o)];
}

export function pctText(c: Ctx, o: Owner): string { return c.r.pick([`${o.pct}%`, `${o.pct}`, `${o.pct} %`, `${o.pct}.00%`]); }

export function moneyText(c: Ctx, v: number): string { return money(v, c.r.pick(['dollars', 'dollars', 'plain', 'spaced'] as const)); }

export const AUTH = 'By signing below, each of the above-listed business and business owner(s) (individually and collectively, "you") ' +
  'authorize the broker named above and each of its representatives, successors, assigns and designees ("Recipients") that may be ' +
  'involved with or acquire commercial financing of any kind to obtain consumer or personal, business and investigative reports and ' +
  'other information about you, including credit card processor statements and bank statements, from one or more consumer reporting ' +
  'agencies and from other credit bureaus, banks, creditors and other third parties. You also authorize the Recipients to transmit ' +
  'this application form, along with any of the foregoing information obtained in connection with this application, to any or all ' +
  'of the Recipients for the foregoing purposes. You certify that all information provided herein is true and accurate.';

/** Signature block for each owner: a scribble (vector), printed name (decoy-free: the name already placed), date. */
export function signatures(c: Ctx, x: number, y: number, w: number): void {
  const { pen } = c;
  c.m.owners.forEach((o, i) => {
    const sx = x + i * (w / 2);
    pen.line(sx, y + 22, sx + w / 2 - 20, y + 22);
    pen.t(`Signature of Owner ${i + 1}`, sx, y + 25, { size: 6.5, color: '#444' });
    pen.doc.save().lineWidth(0.9).strokeColor('#22306e').moveTo(sx + 10, y + 18)
      .bezierCurveTo(sx + 25, y, sx + 35, y + 24, sx + 50, y + 8).bezierCurveTo(sx + 60, y + 2, sx + 70, y + 20, sx + 95, y + 12).stroke().restore();
    pen.t('Date: ____________', sx + w / 2 - 110, y + 25, { size: 6.5, color: '#444' });
    void o;
  });
}

export { money };
