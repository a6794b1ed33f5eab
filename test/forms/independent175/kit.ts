// What each printed value gives (truth paths), and the three cell looks the layouts are built from.
import { countryName, FREQ_LABEL, type Deal, type Owner } from './data.ts';
import type { Fields, Pen } from './pen.ts';

const A = 'application.';
const ap = (i: number, f: string) => `${A}applicants[${i}].${f}`;

export const F = {
  legal: (d: Deal): Fields => ({ [`${A}legal_name`]: d.legal }),
  /** SAME, N/A or the legal name again: printed, but the trade name is null. */
  dba: (d: Deal): Fields => ({ [`${A}trade_name`]: d.dbaIsReal ? d.dba : null }),
  entity: (d: Deal): Fields => ({ [`${A}type_of_entity`]: d.entityId }),
  industry: (d: Deal): Fields => ({ [`${A}industry`]: d.industryId }),
  tax: (d: Deal): Fields => ({ [`${A}business_tax_id`]: d.taxId, [`${A}business_tax_id_type`]: d.taxType, [`${A}business_tax_id_country`]: d.country }),
  state: (d: Deal): Fields => ({ [`${A}state_region`]: d.state, [`${A}country`]: countryName(d.country) }),
  start: (d: Deal): Fields => ({ [`${A}business_start_date`]: d.start }),
  amount: (d: Deal): Fields => ({ [`${A}requested_amount`]: d.amount }),
  payment: (d: Deal): Fields => ({ [`${A}requested_payment`]: d.payment }),
  count: (d: Deal): Fields => ({ [`${A}number_of_payments`]: d.nPayments }),
  freq: (d: Deal): Fields => ({ [`${A}payment_frequency`]: d.freq }),
  name: (o: Owner, i: number): Fields => ({ [ap(i, 'first_name')]: o.first, [ap(i, 'last_name')]: o.last }),
  role: (o: Owner, i: number): Fields => ({ [ap(i, 'role')]: o.role }),
  pct: (o: Owner, i: number): Fields => ({ [ap(i, 'ownership')]: o.pct }),
  fico: (o: Owner, i: number): Fields => ({ [ap(i, 'credit_score')]: o.fico }),
  dob: (o: Owner, i: number): Fields => ({ [ap(i, 'date_of_birth')]: o.dob }),
  /** A masked number is printed but gives nothing: tax_id stays null. */
  ssn: (o: Owner, i: number): Fields => (o.masked ? { [ap(i, 'tax_id')]: null }
    : { [ap(i, 'tax_id')]: o.taxId, [ap(i, 'tax_id_type')]: o.taxType, [ap(i, 'tax_id_country')]: o.taxType === 'SIN' ? 'CA' : 'US' }),
};
export const ssnText = (o: Owner) => o.masked || o.taxText;
export const freqOptions = (xs: number[]) => (['daily', 'weekly', 'biweekly', 'monthly'] as const).map((f, i) => ({ label: FREQ_LABEL[f], x: xs[i]! }));

export interface Cell { label: string; key: string; text: string; fields?: Fields; w: number }

/** Boxed cells in a row, label small in the top left, value below (Harborline, Bluewater). */
export function boxedRow(p: Pen, x: number, y: number, h: number, cells: Cell[], o: { labelColor?: string; fill?: string } = {}): number {
  let cx = x;
  for (const c of cells) {
    p.rect(cx, y, c.w, h, { stroke: '#7a869a', ...(o.fill ? { fill: o.fill } : {}) });
    if (o.fill) p.rect(cx, y, c.w, h, { stroke: '#7a869a' });
    p.label(c.label, cx + 2.5, y + 2, { size: 6.2, color: o.labelColor ?? '#2a3f6b' });
    p.value(c.key, c.text, cx + 2, y + 9, c.w - 4, h - 10, c.fields ?? {});
    cx += c.w;
  }
  return y + h;
}

/** Label then an underline the value sits on (Northgate). */
export function lineRow(p: Pen, x: number, y: number, cells: (Cell & { lw: number })[]): number {
  let cx = x;
  for (const c of cells) {
    p.label(c.label, cx, y + 4, { size: 8 });
    p.line(cx + c.lw, y + 14, cx + c.w - 8, y + 14, '#333', 0.5);
    p.value(c.key, c.text, cx + c.lw + 1, y + 1, c.w - c.lw - 10, 13, c.fields ?? {});
    cx += c.w;
  }
  return y + 19;
}

/** Grey label cell, white value cell, pairs across the row (Keystone). */
export function gridRow(p: Pen, x: number, y: number, h: number, cells: (Cell & { lw: number })[]): number {
  let cx = x;
  for (const c of cells) {
    p.rect(cx, y, c.lw, h, { fill: '#d9d9d9', stroke: '#555' });
    p.label(c.label, cx + 3, y + (h - 7) / 2, { size: 7, bold: true });
    p.rect(cx + c.lw, y, c.w - c.lw, h, { stroke: '#555' });
    p.value(c.key, c.text, cx + c.lw + 1, y + 1, c.w - c.lw - 2, h - 2, c.fields ?? {});
    cx += c.w;
  }
  return y + h;
}

/** A plain table: header row, then rows of decoy values (prior funding, references). */
export function table(p: Pen, x: number, y: number, cols: { head: string; w: number }[], rows: string[][], key: string, o: { head?: string; rowH?: number; empty?: number } = {}): number {
  const rh = o.rowH ?? 14;
  let cx = x;
  for (const c of cols) { p.rect(cx, y, c.w, rh, { fill: o.head ?? '#e4e8f0', stroke: '#666' }); p.label(c.head, cx + 3, y + 4, { size: 6.8, bold: true }); cx += c.w; }
  y += rh;
  const n = Math.max(rows.length, o.empty ?? 0);
  for (let r = 0; r < n; r++) {
    cx = x;
    for (const [i, c] of cols.entries()) {
      p.rect(cx, y, c.w, rh, { stroke: '#999' });
      const t = rows[r]?.[i];
      if (t) p.value(`${key}_${r}_${i}`, t, cx + 1, y + 1, c.w - 2, rh - 2);
      cx += c.w;
    }
    y += rh;
  }
  return y;
}

export const positionRows = (d: Deal) => d.positions.map((q) => [q.funder, q.funded, q.original, q.balance, q.payment, q.freq]);
export const AUTH = 'By signing below, each of the above listed business and business owner(s) (individually and collectively, "You") ' +
  'authorize the funder and its assigns, agents and submitting ISO to obtain consumer and business credit reports, bank ' +
  'statements and other information to evaluate this request. You certify that the information above is true and complete.';
