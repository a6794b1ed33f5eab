// Truth paths and the printed variants every set-162 layout shares: what a printed name, tax number, region, trade
// name or frequency gives by applications.md's rules.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant, Owner, Frequency } from './model.ts';
import { iso } from './formats.ts';
import type { Fields } from './sheet.ts';

export const F = (k: string) => `application.${k}`;
export const A = (i: number, k: string) => `application.applicants[${i}].${k}`;

export const nameFields = (i: number, o: Owner): Fields => ({ [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last });
export const dobFields = (i: number, o: Owner): Fields => ({ [A(i, 'date_of_birth')]: iso(o.dob) });
/** An owner's tax number: digits, type and country; all null when the printed number is masked. */
export function ownerTax(i: number, o: Owner, masked: boolean): Fields {
  return { [A(i, 'tax_id')]: masked ? null : o.taxId, [A(i, 'tax_id_type')]: masked ? null : o.taxType,
    [A(i, 'tax_id_country')]: masked ? null : o.taxType === 'SIN' ? 'CA' : 'US' };
}
/** The business tax number as read: a BN keeps its program account when printed. */
export function bizTax(m: Merchant, withProgram: boolean, withType = true): Fields {
  return { [F('business_tax_id')]: m.taxId + (withProgram && m.program ? m.program : ''), [F('business_tax_id_country')]: m.country,
    ...(withType ? { [F('business_tax_id_type')]: m.taxType } : {}) };
}
export const regionFields = (m: Merchant): Fields => ({ [F('state_region')]: m.address.region,
  [F('country')]: m.country === 'US' ? 'United States' : 'Canada' });

const REGION_TEXT: Record<string, string[]> = {
  QC: ['QC', 'Québec', 'Qc', 'Qué.'], ON: ['ON', 'Ontario', 'Ont.'], NB: ['NB', 'Nouveau-Brunswick', 'N.B.'], AB: ['AB', 'Alberta', 'Alta.'],
  BC: ['BC', 'British Columbia', 'B.C.'], MB: ['MB', 'Manitoba', 'Man.'], NS: ['NS', 'Nova Scotia', 'N.S.'], SK: ['SK', 'Saskatchewan', 'Sask.'],
  PE: ['PE', 'P.E.I.', 'Prince Edward Island'], YT: ['YT', 'Yukon'] };
/** A province as an applicant writes it: code, name (French on the Quebec form) or abbreviation. */
export function regionText(r: Rng, code: string): string {
  const xs = REGION_TEXT[code] ?? [code];
  return r.chance(0.45) ? xs[0]! : r.pick(xs);
}

/** The DBA / operating-name box: the name, or one of the ways of saying there is none (or the legal name again). */
export function tradeText(r: Rng, m: Merchant, none: string[]): { text: string | null; value: string | null } {
  if (m.dba) return { text: m.dba, value: m.dba };
  const v = r.pick([...none, 'legal', 'blank', 'blank']);
  if (v === 'blank') return { text: null, value: null };
  return { text: v === 'legal' ? m.legal : v, value: null };
}

export const FREQS: Frequency[] = ['daily', 'weekly', 'biweekly', 'monthly'];
export const freqIndex = (m: Merchant) => FREQS.indexOf(m.frequency);

/** Which entity option of a layout the merchant ticks; `other` options write the text on the "Other" line. */
export interface EntityOption { label: string; id: string }
export function entityPick(opts: EntityOption[], others: EntityOption[], m: Merchant): { index: number; other: string | null } {
  const i = opts.findIndex((o) => o.id === m.entity);
  if (i >= 0) return { index: i, other: null };
  const o = others.find((x) => x.id === m.entity);
  if (!o) throw new Error(`entity ${m.entity} has no option`);
  return { index: opts.length, other: o.label };
}
