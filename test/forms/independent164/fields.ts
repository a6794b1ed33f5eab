// Truth paths for what a layout prints, and the small drawing helpers the four layouts share.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas, FieldValue, Look } from './canvas.ts';
import type { Model, ModelOptions, Owner, TaxPrinted } from './model.ts';

export interface Layout {
  name: string;
  broker: string;
  options: ModelOptions;
  look: Look;
  draw(c: Canvas, m: Model, rng: Rng): void;
}

type F = Record<string, FieldValue>;
const A = 'application.';
export const f = {
  legal: (m: Model): F => ({ [A + 'legal_name']: m.legal }),
  dba: (m: Model): F => ({ [A + 'trade_name']: m.dba?.value ?? null }),
  entity: (id: string): F => ({ [A + 'type_of_entity']: id }),
  industry: (m: Model): F => ({ [A + 'industry']: m.industry.id }),
  tax: (t: TaxPrinted): F => ({ [A + 'business_tax_id']: t.digits, [A + 'business_tax_id_type']: t.type, [A + 'business_tax_id_country']: t.country }),
  state: (m: Model): F => ({ [A + 'state_region']: m.state.code, [A + 'country']: m.country === 'US' ? 'United States' : 'Canada' }),
  start: (m: Model): F => ({ [A + 'business_start_date']: m.start.value }),
  requested: (m: Model): F => ({ [A + 'requested_amount']: m.requested.value }),
  payment: (m: Model): F => ({ [A + 'requested_payment']: m.payment.value }),
  count: (m: Model): F => ({ [A + 'number_of_payments']: m.numPayments }),
  frequency: (m: Model): F => ({ [A + 'payment_frequency']: m.frequency.value }),
  first: (i: number, o: Owner): F => ({ [`${A}applicants[${i}].first_name`]: o.first }),
  last: (i: number, o: Owner): F => ({ [`${A}applicants[${i}].last_name`]: o.last }),
  name: (i: number, o: Owner): F => ({ ...f.first(i, o), ...f.last(i, o) }),
  role: (i: number, o: Owner): F => ({ [`${A}applicants[${i}].role`]: o.role }),
  own: (i: number, o: Owner): F => ({ [`${A}applicants[${i}].ownership`]: o.own.value }),
  credit: (i: number, o: Owner): F => ({ [`${A}applicants[${i}].credit_score`]: o.credit?.value ?? null }),
  dob: (i: number, o: Owner): F => ({ [`${A}applicants[${i}].date_of_birth`]: o.dob.value }),
  ssn: (i: number, o: Owner): F => ({ [`${A}applicants[${i}].tax_id`]: o.tax.digits, [`${A}applicants[${i}].tax_id_type`]: o.tax.type,
    [`${A}applicants[${i}].tax_id_country`]: o.tax.country }),
};

/** "First M. Last, CPA" */
export const fullName = (o: Owner, credential = true): string =>
  `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}${credential && o.credential ? `, ${o.credential}` : ''}`;
/** "Last, First M." */
export const lastFirst = (o: Owner): string => `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}`;

/** A label followed by a long underline to x2; returns where the line (and the value) starts. */
export function labelLine(c: Canvas, label: string, x: number, y: number, x2: number, size = 8.5, bold = false): number {
  c.label(label, x, y - size - 1, { size, bold });
  const lx = x + c.doc.font(bold ? c.look.bold : c.look.label).fontSize(size).widthOfString(label) + 4;
  c.rule(lx, x2, y);
  return lx;
}

/** A labelled underline with its value: the Harborline / Keystone row unit. */
export function lineValue(c: Canvas, key: string, label: string, text: string, x: number, y: number, x2: number, fields?: F, decoy = false): void {
  const lx = labelLine(c, label, x, y, x2);
  c.value(key, text, lx, y - 0.5, x2 - lx, { label, fields, decoy });
}

/** A value line with a small caption under it: the Bluestem unit. */
export function captionValue(c: Canvas, key: string, caption: string, text: string, x: number, y: number, w: number, fields?: F, decoy = false): void {
  c.rule(x, x + w - 8, y, '#333', 0.5);
  c.label(caption, x, y + 2, { size: 6.5, color: '#4a4a4a' });
  c.value(key, text, x, y - 0.5, w - 8, { label: caption, fields, decoy });
}

/** A paragraph of fine print. */
export function fine(c: Canvas, text: string, x: number, y: number, w: number, size = 6.8): number {
  c.label(text, x, y, { size, width: w, color: '#333' });
  return y + c.doc.heightOfString(text, { width: w, lineGap: 1 });
}

export function signatures(c: Canvas, m: Model, rng: Rng, y: number, cols = 2): void {
  const w = (532 - (cols - 1) * 16) / cols;
  m.owners.slice(0, cols).forEach((_, i) => {
    const x = 40 + i * (w + 16);
    c.rule(x, x + w * 0.62, y, '#333');
    c.label(`Signature - Owner #${i + 1}`, x, y + 2, { size: 6.5 });
    c.rule(x + w * 0.68, x + w, y, '#333');
    c.label('Date', x + w * 0.68, y + 2, { size: 6.5 });
    c.value(`decoy.signature_date${i}`, `${rng.int(1, 12)}/${rng.int(1, 28)}/2025`, x + w * 0.68, y - 0.5, w * 0.32, { label: 'Date', decoy: true });
  });
}
