// Pieces the four layouts share: the ways a label sits by its space, truth paths, the broker band and the signature block.
import type { Merchant, Owner } from './data.ts';
import type { Sheet, Val } from './draw.ts';

export const A = 'application.';
export const ap = (i: number, f: string): string => `application.applicants[${i}].${f}`;

/** The truth a printed single-line owner name gives. */
export const nameFields = (i: number, o: Owner): Record<string, Val> => ({ [ap(i, 'first_name')]: o.first, [ap(i, 'last_name')]: o.last });
export const ssnFields = (i: number, o: Owner): Record<string, Val> =>
  ({ [ap(i, 'tax_id')]: o.ssn.value, [ap(i, 'tax_id_type')]: o.ssn.type, [ap(i, 'tax_id_country')]: o.ssn.value ? 'US' : null });
export const einFields = (m: Merchant): Record<string, Val> =>
  ({ [`${A}business_tax_id`]: m.ein.value, [`${A}business_tax_id_type`]: m.ein.type, [`${A}business_tax_id_country`]: m.ein.value ? 'US' : null });
export const entityFields = (m: Merchant): Record<string, Val> => ({ [`${A}type_of_entity`]: m.entity.id });

/** A cell with its label inside at the left, the value after it. */
export function cellLeft(s: Sheet, x: number, y: number, w: number, h: number, label: string, key: string, text: string, fields: Record<string, Val>, decoy = false): void {
  s.doc.lineWidth(0.5).strokeColor('#7a7a7a').rect(x, y, w, h).stroke();
  s.label(label, x + 3, y + (h - 7) / 2, { size: 6.8, bold: true, color: '#333333' });
  const lw = s.doc.font(s.bold).fontSize(6.8).widthOfString(label) + 8;
  s.value(key, text, x + lw, y + 1, w - lw - 1, h - 2, fields, decoy);
}

/** A small label above a box. */
export function boxAbove(s: Sheet, x: number, y: number, w: number, label: string, key: string, text: string, fields: Record<string, Val>, decoy = false): void {
  s.label(label.toUpperCase(), x, y, { size: 5.8, color: '#1d4e75' });
  s.doc.lineWidth(0.6).strokeColor('#1d4e75').roundedRect(x, y + 8, w, 17, 2).stroke();
  s.value(key, text, x + 1, y + 9, w - 2, 15, fields, decoy);
}

/** A value written on a rule, its label printed small under the rule. */
export function lineUnder(s: Sheet, x: number, y: number, w: number, label: string, key: string, text: string, fields: Record<string, Val>, decoy = false): void {
  s.doc.lineWidth(0.7).strokeColor('#000000').moveTo(x, y + 15).lineTo(x + w, y + 15).stroke();
  s.label(label, x, y + 17, { size: 5.6, color: '#444444' });
  s.value(key, text, x, y, w, 14, fields, decoy);
}

/** `Label: ______` with the value on the rule after the label. */
export function inline(s: Sheet, x: number, y: number, w: number, label: string, key: string, text: string, fields: Record<string, Val>, decoy = false): void {
  s.label(`${label}:`, x, y + 5, { size: 7.5 });
  const lw = s.doc.font(s.font).fontSize(7.5).widthOfString(`${label}:`) + 3;
  s.doc.lineWidth(0.5).strokeColor('#555555').moveTo(x + lw, y + 14).lineTo(x + w, y + 14).stroke();
  s.value(key, text, x + lw, y, w - lw, 14, fields, decoy);
}

export function sectionBar(s: Sheet, x: number, y: number, w: number, title: string, color: string, textColor = '#ffffff'): void {
  s.doc.rect(x, y, w, 13).fill(color);
  s.label(title, x + 5, y + 3, { size: 8, bold: true, color: textColor });
}

/** A signature drawn as pen strokes (never text). */
export function scribble(s: Sheet, x: number, y: number, w: number, seed: number): void {
  if (s.style === 'fillable') return;
  const d = s.doc.save().lineWidth(0.9).strokeColor('#1a2a6c');
  d.moveTo(x, y + 8);
  let cx = x;
  for (let k = 0; k < 5; k++) {
    const step = (w * 0.7) / 5;
    const up = ((seed + k * 7) % 5) + 3;
    d.bezierCurveTo(cx + step * 0.3, y - up, cx + step * 0.6, y + 14, cx + step, y + 6);
    cx += step;
  }
  d.stroke().restore();
}

export const AUTH = 'By signing below, each of the above listed business and business owner/officer (individually and collectively, "you") '
  + 'authorize the recipient of this application and each of its representatives, successors, assigns and designees ("Recipients") that may be involved '
  + 'with or acquire commercial loans or merchant cash advances to obtain consumer or personal, business and investigative reports and other information '
  + 'about you, including credit card processor statements and bank statements, from one or more consumer reporting agencies and from other credit bureaus, '
  + 'banks, creditors and other third parties. You also authorize Recipients to transmit this application, along with any of the foregoing information '
  + 'obtained in connection with this application, to any or all of the Recipients for the foregoing purposes.';

/** Signature line, printed name and date for one owner. */
export function signature(s: Sheet, x: number, y: number, i: number, o: Owner, m: Merchant, seed: number): void {
  scribble(s, x + 4, y, 150, seed + i);
  s.doc.lineWidth(0.6).strokeColor('#000000').moveTo(x, y + 15).lineTo(x + 170, y + 15).stroke();
  s.label('Signature', x, y + 17, { size: 5.8 });
  s.doc.moveTo(x + 180, y + 15).lineTo(x + 330, y + 15).stroke();
  s.label('Print Name', x + 180, y + 17, { size: 5.8 });
  s.value(`signature.${i}.name`, o.name, x + 180, y, 150, 14, {});
  s.doc.moveTo(x + 340, y + 15).lineTo(x + 420, y + 15).stroke();
  s.label('Date', x + 340, y + 17, { size: 5.8 });
  s.decoy(`signature.${i}.date`, m.signed, x + 340, y, 80, 14);
}

/** How a layout prints the business address: one line or parts. */
export const addressLine = (m: Merchant): string => `${m.street}, ${m.city}, ${m.state.text} ${m.zip}`;
