// Field helpers shared by the layouts: caption styles, section bars, and the truth fields each printed value gives.
import type { Merchant, Owner } from './data.ts';
import type { Sheet } from './sheet.ts';

export type Fields = Record<string, unknown>;
const A = 'application.';
export const ap = (i: number, f: string) => `${A}applicants[${i}].${f}`;

export const F = {
  legal: (m: Merchant): Fields => ({ [`${A}legal_name`]: m.legal }),
  dba: (m: Merchant): Fields => ({ [`${A}trade_name`]: m.dba.truth }),
  entity: (m: Merchant): Fields => ({ [`${A}type_of_entity`]: m.entity.id }),
  industry: (m: Merchant): Fields => ({ [`${A}industry`]: m.industry.truth }),
  ein: (m: Merchant): Fields => ({ [`${A}business_tax_id`]: m.ein.truth, [`${A}business_tax_id_type`]: m.ein.truth ? m.einType : null,
    [`${A}business_tax_id_country`]: m.ein.truth ? 'US' : null }),
  state: (m: Merchant): Fields => ({ [`${A}state_region`]: m.state, [`${A}country`]: 'United States' }),
  start: (m: Merchant): Fields => ({ [`${A}business_start_date`]: m.start.truth }),
  amount: (m: Merchant): Fields => ({ [`${A}requested_amount`]: m.amount.truth }),
  payment: (m: Merchant): Fields => ({ [`${A}requested_payment`]: m.payment.truth }),
  numPayments: (m: Merchant): Fields => ({ [`${A}number_of_payments`]: m.numPayments.truth }),
  frequency: (m: Merchant): Fields => ({ [`${A}payment_frequency`]: m.frequency.truth }),
  name: (o: Owner, i: number): Fields => ({ [ap(i, 'first_name')]: o.first, [ap(i, 'last_name')]: o.last }),
  first: (o: Owner, i: number): Fields => ({ [ap(i, 'first_name')]: o.first }),
  last: (o: Owner, i: number): Fields => ({ [ap(i, 'last_name')]: o.last }),
  title: (o: Owner, i: number): Fields => ({ [ap(i, 'role')]: o.title.truth }),
  pct: (o: Owner, i: number): Fields => ({ [ap(i, 'ownership')]: o.pct.truth }),
  ssn: (o: Owner, i: number): Fields => ({ [ap(i, 'tax_id')]: o.ssn.truth, [ap(i, 'tax_id_type')]: o.ssn.truth ? o.ssnType : null,
    [ap(i, 'tax_id_country')]: o.ssn.truth ? 'US' : null }),
  dob: (o: Owner, i: number): Fields => ({ [ap(i, 'date_of_birth')]: o.dob.truth }),
  credit: (o: Owner, i: number): Fields => ({ [ap(i, 'credit_score')]: o.credit.truth }),
};

/** A framed cell with its caption at the top left and the value below it. */
export function boxed(sh: Sheet, caption: string, key: string, text: string, fields: Fields, x: number, y: number, w: number, h = 24, capSize = 5.8): void {
  sh.rect(x, y, w, h, { lw: 0.5 });
  sh.text(caption, x + 2, y + 1.8, { size: capSize });
  sh.value(key, text, fields, x + 1, y + capSize + 2.5, w - 2, h - capSize - 3);
}

/** Caption on the left, the value on an underline to its right. */
export function ruled(sh: Sheet, caption: string, key: string, text: string, fields: Fields, x: number, y: number, w: number, capSize = 8): void {
  sh.text(caption, x, y + 6, { size: capSize });
  const cw = sh.widthOf(caption, capSize) + 4;
  sh.line(x + cw, y + 14, x + w, y + 14, '#000000', 0.5);
  sh.value(key, text, fields, x + cw, y, w - cw, 14);
}

/** The value on a line with its caption printed small under the line. */
export function under(sh: Sheet, caption: string, key: string, text: string, fields: Fields, x: number, y: number, w: number): void {
  sh.line(x, y + 15, x + w - 6, y + 15, '#000000', 0.5);
  sh.text(caption, x, y + 16.5, { size: 5.8 });
  sh.value(key, text, fields, x, y, w - 6, 15);
}

export function bar(sh: Sheet, title: string, x: number, y: number, w: number, fill: string, color = '#ffffff', h = 12, size = 7.5): void {
  sh.rect(x, y, w, h, { fill });
  sh.text(title, x + 4, y + (h - size) / 2 + 0.8, { size, color, font: 'Helvetica-Bold' });
}

export const AUTH = 'By signing below, each of the above listed business and business owner(s) (individually and collectively, "you") certify that all ' +
  'information and documents submitted in connection with this application are true, correct and complete. You authorize the funder, its ' +
  'agents and assigns to obtain consumer and business credit reports, bank references and any other information regarding you and the ' +
  'business, and to share this application with its funding partners. You also authorize the release of bank statements and tax returns.';

/** Checkbox row for the entity type, with an "Other" line; the checked label gives type_of_entity. */
export function entityRow(sh: Sheet, m: Merchant, labels: string[], x: number, y: number, size = 7, otherW = 70): number {
  let cx = x;
  for (const l of labels) cx = sh.checkbox('entity', l, m.entity.checkbox === l, m.entity.checkbox === l ? F.entity(m) : {}, cx, y, 7.5, size);
  const hasOther = m.entity.other !== null && m.entity.id !== null;
  cx = sh.checkbox('entity', 'Other:', hasOther, {}, cx - 6, y, 7.5, size) - 8;
  sh.line(cx, y + 8, cx + otherW, y + 8);
  sh.value('entity_other', hasOther ? m.entity.other! : '', hasOther ? F.entity(m) : {}, cx, y - 4, otherW, 12, { size: 8 });
  return cx + otherW;
}

export function frequencyRow(sh: Sheet, m: Merchant, labels: string[], x: number, y: number, size = 7): number {
  let cx = x;
  for (const l of labels) {
    const on = m.frequency.label !== null && l.replace(/[^a-z]/gi, '').toLowerCase() === m.frequency.label.replace(/[^a-z]/gi, '').toLowerCase();
    cx = sh.checkbox('frequency', l, on, on ? F.frequency(m) : {}, cx, y, 7.5, size);
  }
  return cx;
}

export function cityLine(m: Merchant): string { return `${m.city}, ${m.state} ${m.zip}`; }
export function homeLine(o: Owner): string { return `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`; }
