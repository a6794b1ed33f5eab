// The truth paths one printed value gives (applications.md's reading), the printed forms of money and shares, and
// two small drawing helpers shared by the layouts (a line cursor with page breaks, and label/value runs on one line).
import type { Rng } from '../../statements/generator/prng.ts';
import { dateText, money, personName, type Merchant, type Owner, type TaxId } from './data.ts';
import type { Fields, Pen } from './pen.ts';

const COUNTRY = { US: 'United States', CA: 'Canada' } as const;
const FREQ = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' } as const;

export const F = {
  legal: (m: Merchant): Fields => ({ legal_name: m.legal }),
  dba: (m: Merchant): Fields => ({ trade_name: m.dba }),
  entity: (m: Merchant): Fields => ({ type_of_entity: m.entityId }),
  industry: (m: Merchant): Fields => ({ industry: m.industry }),
  tax: (t: TaxId): Fields => ({ business_tax_id: t.digits, business_tax_id_type: t.type, business_tax_id_country: t.country }),
  state: (m: Merchant): Fields => ({ state_region: m.state, country: COUNTRY[m.country] }),
  start: (m: Merchant): Fields => ({ business_start_date: m.startIso }),
  amount: (m: Merchant): Fields => ({ requested_amount: m.amount }),
  payment: (m: Merchant): Fields => ({ requested_payment: m.payment }),
  payments: (m: Merchant): Fields => ({ number_of_payments: m.payments }),
  frequency: (m: Merchant): Fields => ({ payment_frequency: m.frequency }),
  name: (i: number, o: Owner): Fields => ({ [`applicants[${i}].first_name`]: o.first, [`applicants[${i}].last_name`]: o.last }),
  role: (i: number, o: Owner): Fields => ({ [`applicants[${i}].role`]: o.title }),
  pct: (i: number, o: Owner): Fields => ({ [`applicants[${i}].ownership`]: o.pct }),
  credit: (i: number, o: Owner): Fields => ({ [`applicants[${i}].credit_score`]: o.credit }),
  ssn: (i: number, o: Owner): Fields => ({ [`applicants[${i}].tax_id`]: o.tax.digits, [`applicants[${i}].tax_id_type`]: o.tax.type,
    [`applicants[${i}].tax_id_country`]: o.tax.country }),
  dob: (i: number, o: Owner): Fields => ({ [`applicants[${i}].date_of_birth`]: o.dobIso }),
};
export const freqLabel = (m: Merchant) => FREQ[m.frequency];

/** The printed texts of one merchant, drawn once per document so every layout prints the same strings everywhere. */
export interface Texts { amount: string; payment: string; start: string; state: string; owners: { name: string; pct: string; dob: string; credit: string }[] }
export function texts(m: Merchant, r: Rng, names: 'plain' | 'lastFirst' | 'any' = 'any'): Texts {
  const ca = m.country === 'CA';
  const amt = (n: number, cents: boolean) => {
    const f = r.int(0, 3);
    const s = f === 0 ? money(n, cents) : f === 1 ? money(n, true) : f === 2 ? money(n, cents).slice(1) : `$${cents ? n.toFixed(2) : n}`;
    return ca && r.chance(0.4) ? `${s} CAD` : s;
  };
  return { amount: amt(m.amount, false), payment: amt(m.payment, true), start: dateText(m.startIso, r, ca),
    state: r.chance(0.8) ? m.state : m.stateName,
    owners: m.owners.map((o) => ({ name: personName(o, r, names), pct: r.pick([`${o.pct}%`, `${o.pct}`, `${o.pct}.00%`]), dob: dateText(o.dobIso, r, ca),
      credit: o.credit === null ? '' : String(o.credit) })) };
}

/** A line cursor: `next()` moves down and starts a new page when the page is full. */
export class Cursor {
  private readonly pen: Pen;
  y: number;
  readonly top: number;
  readonly bottom: number;
  constructor(pen: Pen, y: number, top = 50, bottom = 742) { this.pen = pen; this.y = y; this.top = top; this.bottom = bottom; }
  next(h = 13): number { this.y += h; if (this.y > this.bottom) { this.pen.addPage(); this.y = this.top; } return this.y; }
  room(h: number): void { if (this.y + h > this.bottom) { this.pen.addPage(); this.y = this.top; } }
}

export type Seg = string | readonly [Fields | null, string, string?];
/** Labels (strings) and values ([fields, text, key]) run together on one line; returns the x reached. */
export function inline(pen: Pen, x: number, y: number, segs: readonly Seg[], size = 9, font = 'Helvetica'): number {
  for (const s of segs) {
    if (typeof s === 'string') x += pen.label(s, x, y, { size, font });
    else x += pen.value(s[0], s[1], x, y, { key: s[2] ?? 'v', size }) + (pen.style === 'typed' ? 0 : 3);
  }
  return x;
}
