// Building blocks the layouts compose: a labelled value in four label placements, check-box rows, grid tables, fine
// print, signature lines; and the truth paths each merchant value gives.
import type { FieldValue, Sheet } from './canvas.ts';
import type { Merchant, Owner } from './data.ts';
import { FREQ_LABEL, type Freq } from './data.ts';

export type Fields = Record<string, FieldValue>;
export type Placement = 'above' | 'beside' | 'under' | 'cell';
export interface Val { key: string; text: string | null; fields?: Fields }

const A = 'application.';
const O = (i: number, k: string): string => `${A}applicants[${i}].${k}`;

/** The truth paths of each merchant value, as applications.md reads its printed text. */
export const F = {
  legal: (m: Merchant): Fields => ({ [`${A}legal_name`]: m.legal }),
  dba: (m: Merchant): Fields => ({ [`${A}trade_name`]: m.dba }),
  entity: (m: Merchant): Fields => ({ [`${A}type_of_entity`]: m.entityId }),
  industry: (m: Merchant): Fields => ({ [`${A}industry`]: m.industryId }),
  tax: (m: Merchant): Fields => ({ [`${A}business_tax_id`]: m.taxDigits, [`${A}business_tax_id_type`]: m.taxType,
    [`${A}business_tax_id_country`]: 'US', [`${A}country`]: 'United States' }),
  state: (m: Merchant): Fields => ({ [`${A}state_region`]: m.addr.state, [`${A}country`]: 'United States' }),
  start: (m: Merchant): Fields => ({ [`${A}business_start_date`]: m.start }),
  amount: (m: Merchant): Fields => ({ [`${A}requested_amount`]: m.amount }),
  payment: (m: Merchant): Fields => ({ [`${A}requested_payment`]: m.payment }),
  count: (m: Merchant): Fields => ({ [`${A}number_of_payments`]: m.n }),
  freq: (f: Freq): Fields => ({ [`${A}payment_frequency`]: f }),
  name: (o: Owner, i: number): Fields => ({ [O(i, 'first_name')]: o.first, [O(i, 'last_name')]: o.last }),
  first: (o: Owner, i: number): Fields => ({ [O(i, 'first_name')]: o.first }),
  last: (o: Owner, i: number): Fields => ({ [O(i, 'last_name')]: o.last }),
  role: (o: Owner, i: number): Fields => ({ [O(i, 'role')]: o.role }),
  pct: (o: Owner, i: number): Fields => ({ [O(i, 'ownership')]: o.pct }),
  ssn: (o: Owner, i: number): Fields => ({ [O(i, 'tax_id')]: o.taxDigits, [O(i, 'tax_id_type')]: o.taxType, [O(i, 'tax_id_country')]: 'US' }),
  dob: (o: Owner, i: number): Fields => ({ [O(i, 'date_of_birth')]: o.dob }),
  score: (o: Owner, i: number): Fields => ({ [O(i, 'credit_score')]: o.score }),
};

export const v = (key: string, text: string | null, fields: Fields = {}): Val => ({ key, text, fields });

/** A label and its value; returns the height used. */
export function field(s: Sheet, place: Placement, label: string, x: number, y: number, w: number, val: Val, size = 7.5): number {
  const put = (vx: number, vy: number, vw: number, vh: number) => { if (val.text) s.value(val.key, val.text, vx, vy, vw, vh, val.fields ?? {}); };
  switch (place) {
    case 'above':
      s.text(label, x, y, size);
      s.line(x, y + 24, x + w, y + 24);
      put(x, y + size + 2, w, 14);
      return 30;
    case 'beside': {
      s.text(label, x, y + 6, size);
      const lw = s.doc.widthOfString(label) + 4;
      s.line(x + lw, y + 16, x + w, y + 16);
      put(x + lw, y + 2, w - lw, 14);
      return 21;
    }
    case 'under':
      s.line(x, y + 15, x + w, y + 15);
      s.text(label, x, y + 17, size - 1.5, { color: '#333' });
      put(x, y, w, 14);
      return 28;
    default:
      s.rect(x, y, w, 26, { lw: 0.5 });
      s.text(label, x + 2, y + 2, size - 1.5, { color: '#333' });
      put(x + 1, y + 10, w - 2, 15);
      return 26;
  }
}

/** A row of check boxes; the chosen option is marked with its fields. Returns the x after the last label. */
export function checks(s: Sheet, key: string, x: number, y: number, options: string[], chosen: string | null, fields: Fields, size = 7.5, gap = 9): number {
  let cx = x;
  for (const o of options) cx = s.check(`${key}.${o.replace(/[^A-Za-z0-9]/g, '')}`, o, cx, y, o === chosen, o === chosen ? fields : {}, size) + gap;
  return cx;
}

export interface Col { title: string; w: number }

/** A grid table: header row then one row per entry; each cell a value (or blank). Returns the height used. */
export function table(s: Sheet, x: number, y: number, cols: Col[], rows: (Val | null)[][], opts: { head?: string; rowH?: number; size?: number } = {}): number {
  const rh = opts.rowH ?? 18, hh = 14;
  const w = cols.reduce((t, c) => t + c.w, 0);
  s.rect(x, y, w, hh, { fill: opts.head ?? '#e6e6e6' });
  let cx = x;
  for (const c of cols) { s.text(c.title, cx + 2, y + 3.5, opts.size ?? 6.5, { bold: true }); cx += c.w; }
  rows.forEach((row, r) => {
    const ry = y + hh + r * rh;
    cx = x;
    cols.forEach((c, i) => {
      s.rect(cx, ry, c.w, rh, { lw: 0.4 });
      const val = row[i];
      if (val?.text) s.value(val.key, val.text, cx + 1, ry + 1, c.w - 2, rh - 2, val.fields ?? {}, 8);
      cx += c.w;
    });
  });
  return hh + rows.length * rh;
}

/** Fine print in a box of width w; returns the y below it. */
export const fine = (s: Sheet, x: number, y: number, w: number, text: string, size = 6): number => s.text(text, x, y, size, { width: w, align: 'justify', color: '#222' });

/** A signature line with a scribble (no text) when signed. */
export function signature(s: Sheet, x: number, y: number, w: number, caption: string, signed: boolean, seedX: number): void {
  s.line(x, y + 18, x + w, y + 18);
  s.text(caption, x, y + 20, 6);
  if (!signed || s.style === 'fillable') return;
  const d = s.doc.save().lineWidth(0.9).strokeColor(s.style === 'handwritten' ? '#1b2a6b' : '#222').moveTo(x + 6, y + 14);
  for (let k = 0; k < 5; k++) d.bezierCurveTo(x + 14 + k * 18, y + 2 + (seedX + k) % 3, x + 20 + k * 18, y + 18, x + 26 + k * 18, y + 10);
  d.stroke().restore();
}

export const freqOptions = (): string[] => Object.values(FREQ_LABEL);
export const freqText = (f: Freq): string => FREQ_LABEL[f];

export const AUTH = 'By signing below, each of the undersigned certifies that the information in this application is true and complete, and ' +
  'authorizes the funder, its assigns and agents to obtain consumer and business credit reports, to verify bank, landlord and trade ' +
  'references, and to share this information with its affiliates for the purpose of evaluating this request. The undersigned understand ' +
  'that a renewal or additional advance is a purchase of future receivables and not a loan, and that any remaining balance of an existing ' +
  'advance may be deducted from the purchase price of the new advance.';

export const GUARANTY = 'For value received, and to induce the funder to purchase future receivables from the merchant named above, the ' +
  'undersigned guarantor(s) jointly and severally guarantee to the funder the merchant\'s performance of all representations, warranties ' +
  'and covenants in the agreement, including the renewal or additional agreement this application requests. This guaranty is not a ' +
  'guaranty of payment of the purchased amount; it is a guaranty of performance. The guarantor waives notice of acceptance, presentment ' +
  'and demand, and consents to any extension or modification of the agreement. This guaranty is governed by the laws of the State of New York.';
