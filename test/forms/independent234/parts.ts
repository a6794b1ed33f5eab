// Shared pieces of the four layouts: truth paths of each value, and three ways of drawing a blank.
import type { Canvas } from './canvas.ts';
import { FREQ_LABEL, type Merchant, type Owner } from './model.ts';

type F = Record<string, unknown>;
const A = 'application.';
export const COUNTRY_LABEL = { US: 'United States', CA: 'Canada' } as const;

export const bizF = {
  legal: (m: Merchant): F => ({ [`${A}legal_name`]: m.legal }),
  dba: (m: Merchant): F => (m.dba ? { [`${A}trade_name`]: m.dba } : {}),
  entity: (m: Merchant, id = m.entity): F => ({ [`${A}type_of_entity`]: id }),
  industry: (m: Merchant): F => ({ [`${A}industry`]: m.industry }),
  tax: (m: Merchant): F => ({ [`${A}business_tax_id`]: m.tax.id, [`${A}business_tax_id_type`]: m.tax.type, [`${A}business_tax_id_country`]: m.tax.country }),
  state: (m: Merchant): F => ({ [`${A}state_region`]: m.state, [`${A}country`]: COUNTRY_LABEL[m.country] }),
  amount: (m: Merchant): F => ({ [`${A}requested_amount`]: m.amount }),
  payment: (m: Merchant): F => ({ [`${A}requested_payment`]: m.payment }),
  count: (m: Merchant): F => ({ [`${A}number_of_payments`]: m.count }),
  frequency: (m: Merchant): F => ({ [`${A}payment_frequency`]: m.frequency }),
  start: (m: Merchant): F => ({ [`${A}business_start_date`]: m.start }),
};

const P = (i: number, k: string): string => `${A}applicants[${i}].${k}`;
export const ownF = {
  name: (i: number, o: Owner): F => ({ [P(i, 'first_name')]: o.first, [P(i, 'last_name')]: o.last }),
  role: (i: number, o: Owner): F => ({ [P(i, 'role')]: o.role }),
  share: (i: number, o: Owner): F => ({ [P(i, 'ownership')]: o.share }),
  tax: (i: number, o: Owner): F => (o.tax ? { [P(i, 'tax_id')]: o.tax.id, [P(i, 'tax_id_type')]: o.tax.type, [P(i, 'tax_id_country')]: o.tax.country } : {}),
  dob: (i: number, o: Owner): F => ({ [P(i, 'date_of_birth')]: o.dob }),
  credit: (i: number, o: Owner): F => ({ [P(i, 'credit_score')]: o.credit }),
};

export const freqText = (m: Merchant): string => FREQ_LABEL[m.frequency];

/** A boxed cell, label small at its top left, the value inside. */
export function cell(c: Canvas, label: string, x: number, y: number, w: number, key: string, text: string, f: F | null, h = 24): void {
  c.rect(x, y, w, h, { stroke: '#444', lw: 0.5 });
  c.text(label, x + 2.5, y + 2, { size: 5.8, color: '#333' });
  c.fill(key, text, x + 1, y + h - 15, w - 2, f, { h: 14 });
}

/** `Label: ________` on one line; returns the x where the next blank may start. */
export function blank(c: Canvas, label: string, x: number, y: number, w: number, key: string, text: string, f: F | null, size = 7.5): void {
  c.text(label, x, y + 5, { size, font: 'Helvetica-Bold' });
  const lw = c.doc.font('Helvetica-Bold').fontSize(size).widthOfString(label) + 4;
  c.line(x + lw, y + 14, x + w, y + 14, 0.5);
  c.fill(key, text, x + lw, y, w - lw, f);
}

/** A line with its caption printed under it. */
export function under(c: Canvas, label: string, x: number, y: number, w: number, key: string, text: string, f: F | null): void {
  c.line(x, y + 14, x + w - 4, y + 14, 0.5);
  c.text(label, x, y + 16, { size: 5.8, color: '#333' });
  c.fill(key, text, x, y, w - 4, f);
}

/** A funder's logo drawn with shapes. */
export function logo(c: Canvas, kind: 'arch' | 'wave' | 'leaf' | 'quill', x: number, y: number, color: string): void {
  const d = c.doc;
  d.save().fillColor(color).strokeColor(color);
  if (kind === 'arch') { d.rect(x, y + 6, 6, 22).fill(); d.rect(x + 22, y + 6, 6, 22).fill(); d.rect(x - 2, y, 32, 7).fill(); d.circle(x + 14, y + 17, 5).fill(); }
  else if (kind === 'wave') { d.lineWidth(3); for (let i = 0; i < 3; i++) d.moveTo(x, y + 8 + i * 8).bezierCurveTo(x + 10, y + i * 8, x + 20, y + 16 + i * 8, x + 30, y + 8 + i * 8).stroke(); }
  else if (kind === 'leaf') { d.moveTo(x + 15, y).lineTo(x + 30, y + 18).lineTo(x + 19, y + 16).lineTo(x + 19, y + 30).lineTo(x + 11, y + 30).lineTo(x + 11, y + 16).lineTo(x, y + 18).closePath().fill(); }
  else { d.polygon([x, y + 30], [x + 26, y], [x + 30, y + 4], [x + 6, y + 30]).fill(); d.circle(x + 26, y + 26, 4).fill(); }
  d.restore();
}

export function authorization(c: Canvas, text: string, y: number, size = 6.4): number {
  return c.text(text, 36, y, { size, font: 'Times-Roman', width: 540, align: 'justify' });
}

export const AUTH_US = 'By signing below, each of the above-listed business and business owner(s) (individually and collectively, "you") authorize the funder and each of its representatives, successors, assigns and designees ("Recipients") that may be involved with or acquire commercial loans or purchases of receivables to obtain consumer or personal, business and investigative reports and other information about you, including credit card processor statements and bank statements, from one or more consumer reporting agencies, such as TransUnion, Experian and Equifax, and from other credit bureaus, banks, creditors and other third parties. You also authorize the Recipients to transmit this application form, along with any of the foregoing information obtained in connection with this application, to any or all of the Recipients for the foregoing purposes. You certify that the information provided above is true and complete.';
export const AUTH_CA = 'PIPEDA CONSENT. By signing below, you consent to the collection, use and disclosure of your personal information, including your Social Insurance Number where provided, by the Purchaser and its service providers for the purposes of assessing this application, verifying identity, obtaining credit reports from Equifax Canada and TransUnion Canada, and administering any resulting agreement, in accordance with the Personal Information Protection and Electronic Documents Act (Canada). You certify that the information provided is true and complete.';
