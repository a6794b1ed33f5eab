// Pieces shared by the layouts of set 39: truth paths, rows of cells, the business's and owners' printed values.
import type { Sheet, Fields } from './sheet.ts';
import type { Merchant, Owner } from './data.ts';
import { money } from './data.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { digitsOf, mask, showDate } from './numbers.ts';

export const A = (f: string): string => `application.${f}`;
export const P = (i: number, f: string): string => `application.applicants[${i}].${f}`;

/** One cell of a row: caption, value key, text, truth fields, width. */
export type Cell = [string, string, string | null, Fields, number];

export function row(s: Sheet, x: number, y: number, cells: Cell[], h = 24): number {
  let cx = x;
  for (const [lab, key, text, f, w] of cells) { s.cell(lab, key, text, cx, y, w, f, h); cx += w; }
  return y + h;
}

/** Inline label-and-rule fields across one line. */
export function line(s: Sheet, x: number, y: number, cells: Cell[]): number {
  let cx = x;
  for (const [lab, key, text, f, w] of cells) { s.inline(lab, key, text, cx, y, w - 8, f); cx += w; }
  return y + 17;
}

export const legalF = (m: Merchant): Fields => ({ [A('legal_name')]: m.legal });
export const dbaF = (m: Merchant): Fields => (m.dba ? { [A('trade_name')]: m.dba } : {});
export const einF = (m: Merchant): Fields => ({ [A('business_tax_id')]: digitsOf(m.ein), [A('business_tax_id_type')]: 'EIN', [A('business_tax_id_country')]: 'US' });
export const stateF = (m: Merchant): Fields => ({ [A('state_region')]: m.state, [A('country')]: 'United States' });
export const startF = (m: Merchant): Fields => ({ [A('business_start_date')]: m.start });
export const amountF = (m: Merchant): Fields => ({ [A('requested_amount')]: m.amount });
export const industryF = (m: Merchant): Fields => ({ [A('industry')]: m.industryId });
export const entityF = (m: Merchant): Fields => ({ [A('type_of_entity')]: m.entityId });

export const nameF = (i: number, o: Owner): Fields => ({ [P(i, 'first_name')]: o.first, [P(i, 'last_name')]: o.last });
export const roleF = (i: number, o: Owner): Fields => ({ [P(i, 'role')]: o.role });
export const pctF = (i: number, o: Owner): Fields => ({ [P(i, 'ownership')]: o.pct });
export const dobF = (i: number, o: Owner): Fields => ({ [P(i, 'date_of_birth')]: o.dob });
export const scoreF = (i: number, o: Owner): Fields => ({ [P(i, 'credit_score')]: o.score });

/** The owner's SSN, printed whole or masked (a masked one gives no tax ID). */
export function ssnOf(i: number, o: Owner, masked: boolean): [string, Fields] {
  if (masked) return [mask(o.ssn), {}];
  return [o.ssn, { [P(i, 'tax_id')]: digitsOf(o.ssn), [P(i, 'tax_id_type')]: 'SSN', [P(i, 'tax_id_country')]: 'US' }];
}

export type DateFmt = 'us' | 'short' | 'long';
export const dateText = (iso: string, f: DateFmt): string => showDate(iso, f);

/** A blank now and then: a field the owner left empty (the truth is then null). */
export const maybe = (r: Rng, text: string | null, p = 0.12): string | null => (r.chance(p) ? null : text);

/** Money as printed, with or without cents. */
export const cash = (v: number, r: Rng): string => money(v, r.chance(0.3));

/** A small footer line at the page's foot. */
export function footer(s: Sheet, t: string): void {
  s.line(36, 752, 576, 752, 0.3, '#999');
  s.label(t, 36, 757, { size: 6.5, color: '#666' });
}

/** Authorisation paragraph and one signature line per owner. */
export function signatures(s: Sheet, m: Merchant, x: number, y: number, w: number, text: string, title = 'Signature'): number {
  s.label(text, x, y, { size: 6.3, width: w, align: 'justify' as 'left' });
  let cy = y + s.doc.heightOfString(text, { width: w }) + 14;
  const per = Math.min(2, m.owners.length), colW = w / per;
  m.owners.forEach((o, i) => {
    const cx = x + (i % per) * colW;
    if (i > 0 && i % per === 0) cy += 30;
    s.line(cx, cy + 12, cx + colW - 70, cy + 12);
    s.line(cx + colW - 62, cy + 12, cx + colW - 8, cy + 12);
    s.label(`${title} (Owner ${i + 1})`, cx, cy + 14, { size: 6 });
    s.label('Date', cx + colW - 62, cy + 14, { size: 6 });
  });
  return cy + 30;
}
