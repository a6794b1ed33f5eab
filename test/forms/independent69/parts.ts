// Shared pieces of the independent69 layouts: the business truth paths, the four label placements (left of the line,
// above it, below it, inside a box), entity checkbox rows and the decoy blocks most brokers print.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';
import type { Fields, Sheet, TextOpts } from './sheet.ts';

export const P = {
  legal: (m: Merchant): Fields => ({ 'application.legal_name': m.legal }),
  dba: (m: Merchant): Fields => ({ 'application.trade_name': m.dbaTruth }),
  entity: (m: Merchant): Fields => ({ 'application.type_of_entity': m.entityId }),
  industry: (m: Merchant): Fields => ({ 'application.industry': m.industryId }),
  tax: (m: Merchant): Fields => ({ 'application.business_tax_id': m.taxId, 'application.business_tax_id_type': m.taxType,
    'application.business_tax_id_country': m.taxCountry }),
  state: (m: Merchant): Fields => ({ 'application.state_region': m.state, 'application.country': 'United States' }),
  start: (m: Merchant): Fields => ({ 'application.business_start_date': m.startIso }),
  amount: (m: Merchant): Fields => ({ 'application.requested_amount': m.amount }),
  payment: (m: Merchant): Fields => ({ 'application.requested_payment': m.payment }),
  count: (m: Merchant): Fields => ({ 'application.number_of_payments': m.nPayments }),
  freq: (m: Merchant): Fields => ({ 'application.payment_frequency': m.freq }),
};

export interface Lf { label: string; key: string; text: string; fields: Fields | null; kind?: 'decoy' | 'context' }

/** Label left of a rule, the value on the rule. */
export function leftField(s: Sheet, f: Lf, x: number, y: number, w: number, labelW: number, t: TextOpts = {}): void {
  s.text(f.label, x, y - (t.size ?? 8) - 1, t);
  s.line(x + labelW, y, x + w, y, 0.5);
  s.val(f.key, f.text, x + labelW, y, w - labelW, f.fields, { kind: f.kind });
}

/** Caption above the rule. */
export function aboveField(s: Sheet, f: Lf, x: number, y: number, w: number, t: TextOpts = {}): void {
  s.text(f.label, x, y - 22, t);
  s.line(x, y, x + w - 6, y, 0.5);
  s.val(f.key, f.text, x, y, w - 6, f.fields, { kind: f.kind });
}

/** Caption in small print below the rule (signature-card style). */
export function belowField(s: Sheet, f: Lf, x: number, y: number, w: number, t: TextOpts = {}): void {
  s.line(x, y, x + w - 8, y, 0.6);
  s.text(f.label, x, y + 2, { size: 6.5, ...t });
  s.val(f.key, f.text, x, y, w - 8, f.fields, { kind: f.kind });
}

/** A box with its label in small capitals inside, top left; the value near the bottom. */
export function boxField(s: Sheet, f: Lf, x: number, y: number, w: number, h: number, t: TextOpts = {}): void {
  s.rect(x, y, w, h, { lw: 0.5 });
  s.text(f.label.toUpperCase(), x + 3, y + 2.5, { size: 5.8, ...t });
  s.val(f.key, f.text, x + 2, y + h - 2.5, w - 4, f.fields, { kind: f.kind, size: 8.5 });
}

/** Entity checkboxes; the entity not among them is written on the "Other" line. */
export function entityBoxes(s: Sheet, m: Merchant, opts: readonly (readonly [string, string])[], x: number, y: number, step: number, size = 7.5, t: TextOpts = {}): void {
  const hit = opts.find(([, id]) => id === m.entityId);
  let cx = x;
  for (const [label, id] of opts) {
    s.box(`entity_${id}`, label, cx, y, hit?.[1] === id, P.entity(m));
    s.text(label, cx + size + 3, y + 0.5, { size: 7.5, ...t });
    cx += step;
  }
  s.box('entity_other', 'Other', cx, y, !hit, null);
  s.text('Other:', cx + size + 3, y + 0.5, { size: 7.5, ...t });
  s.line(cx + 40, y + size, cx + 125, y + size, 0.5);
  s.val('entity_other_text', hit ? '' : m.entityText, cx + 40, y + size, 85, hit ? null : P.entity(m), { size: 8 });
}

export const A = (i: number, k: string): string => `application.applicants[${i}].${k}`;

/** The existing-advances table (funder, balance, payment): positions, never the requested amount or payment. */
export function fundersTable(s: Sheet, m: Merchant, x: number, y: number, w: number, t: TextOpts = {}): number {
  const cols = [0.45, 0.28, 0.27].map((f) => f * w);
  const heads = ['Funder / Lender', 'Current Balance', 'Payment'];
  let cx = x;
  heads.forEach((h, i) => { s.rect(cx, y, cols[i]!, 12, { fill: '#eeeeee', stroke: '#000000', lw: 0.4 }); s.text(h, cx + 3, y + 3, { size: 6.5, ...t }); cx += cols[i]!; });
  for (let r = 0; r < 2; r++) {
    const f = m.d.funders[r];
    cx = x;
    const vals = f ? [f.name, f.balance, f.payment] : ['', '', ''];
    vals.forEach((v, i) => { s.rect(cx, y + 12 + r * 14, cols[i]!, 14, { lw: 0.4 }); s.val(`funder${r}_${i}`, v, cx, y + 24 + r * 14, cols[i]!, null, { size: 8 }); cx += cols[i]!; });
  }
  return y + 12 + 28;
}

/** The authorisation paragraph most brokers print above the signatures. */
export const AUTH = 'By signing below, each of the above owners certifies that the information provided is true and complete and authorizes the '
  + 'recipient, its assigns and funding partners to obtain consumer and business credit reports, verify bank statements and contact trade '
  + 'references. This is not a commitment to fund.';

export interface Broker { address: string; area: string; domain: string }
export interface Layout {
  name: string; broker: Broker; states: readonly string[]; maxOwners: number; pages: number; valueFont: string;
  draw(s: Sheet, m: Merchant, rng: Rng): void;
}

/** A section bar: filled band with white caps, or an underlined heading. */
export function band(s: Sheet, text: string, x: number, y: number, w: number, fill: string, t: TextOpts = {}): void {
  s.rect(x, y, w, 14, { fill });
  s.text(text, x + 5, y + 3.5, { size: 8.5, font: 'Helvetica-Bold', color: '#ffffff', ...t });
}
