// Drawing pieces shared by the four layouts: labelled fields in three looks, section headings, logos drawn with
// shapes, checkbox rows, fine print and signature blocks.
import type { Sheet } from './sheet.ts';
import { fmtDate, type Place } from './data.ts';
import type { Owner } from './model.ts';

export type Look = { kind: 'cell' | 'line' | 'box' | 'side'; color: string };
export type Fields = Record<string, unknown> | 'decoy';
export const CTX: Fields = {};

/** A labelled value. Returns the height it used. */
export function field(s: Sheet, look: Look, label: string, x: number, y: number, w: number, text: string, fields: Fields, key = label): number {
  const d = s.doc;
  if (look.kind === 'cell') {
    d.lineWidth(0.5).strokeColor('#7a7a7a').rect(x, y, w, 24).stroke();
    s.label(label.toUpperCase(), x + 2, y + 2, { size: 5.5, color: look.color });
    s.value(key, x + 1, y + 8, w - 2, 15, text, fields);
    return 24;
  }
  if (look.kind === 'line') {
    s.label(label, x, y + 6, { size: 7.5, bold: true });
    const lw = d.font('Helvetica-Bold').fontSize(7.5).widthOfString(label) + 4;
    d.lineWidth(0.5).strokeColor('#555555').moveTo(x + lw, y + 15).lineTo(x + w, y + 15).stroke();
    s.value(key, x + lw, y + 2, w - lw, 13, text, fields);
    return 19;
  }
  if (look.kind === 'side') {
    const lw = d.font('Helvetica').fontSize(6.5).widthOfString(label) + 8;
    d.rect(x, y, lw, 16).fill('#f4e7d9');
    d.lineWidth(0.5).strokeColor('#b08a64').rect(x, y, w, 16).stroke();
    s.label(label, x + 4, y + 5, { size: 6.5, color: '#4a3422' });
    s.value(key, x + lw + 1, y + 1, w - lw - 2, 14, text, fields);
    return 16;
  }
  s.label(label, x, y, { size: 6.5, bold: true, color: look.color });
  d.lineWidth(0.6).strokeColor('#444444').rect(x, y + 8, w, 15).stroke();
  s.value(key, x + 1, y + 8, w - 2, 15, text, fields);
  return 27;
}

export function heading(s: Sheet, look: Look, text: string, x: number, y: number, w: number): number {
  const d = s.doc;
  if (look.kind === 'cell') {
    d.rect(x, y, w, 13).fill(look.color);
    s.label(text.toUpperCase(), x + 4, y + 3, { size: 7.5, bold: true, color: '#ffffff' });
  } else if (look.kind === 'line') {
    s.label(text, x, y, { size: 9.5, bold: true, color: look.color });
    d.lineWidth(1.2).strokeColor(look.color).moveTo(x, y + 12).lineTo(x + w, y + 12).stroke();
  } else {
    d.rect(x, y, 4, 12).fill(look.color);
    s.label(text, x + 8, y + 1, { size: 9, bold: true, color: '#222222' });
    d.lineWidth(0.4).strokeColor('#999999').moveTo(x + 8, y + 13).lineTo(x + w, y + 13).stroke();
  }
  d.fillColor('black');
  return 17;
}

export function logo(s: Sheet, shape: 'keystone' | 'hex' | 'leaf' | 'waves', x: number, y: number, color: string, name: string, tag: string): void {
  const d = s.doc;
  d.save();
  if (shape === 'keystone') d.polygon([x, y + 30], [x + 6, y], [x + 26, y], [x + 32, y + 30]).fill(color).rect(x + 12, y + 8, 8, 22).fill('#ffffff');
  else if (shape === 'hex') {
    d.polygon([x + 16, y], [x + 31, y + 8], [x + 31, y + 24], [x + 16, y + 32], [x + 1, y + 24], [x + 1, y + 8]).fill(color);
    d.circle(x + 16, y + 16, 7).fill('#ffffff');
  } else if (shape === 'leaf') {
    d.moveTo(x, y + 30).bezierCurveTo(x, y, x + 30, y, x + 32, y).bezierCurveTo(x + 30, y + 28, x + 10, y + 30, x, y + 30).fill(color);
    d.lineWidth(1.2).strokeColor('#ffffff').moveTo(x + 3, y + 27).lineTo(x + 26, y + 5).stroke();
  } else {
    for (let i = 0; i < 3; i++) d.lineWidth(3).strokeColor(color).moveTo(x, y + 8 + i * 9).bezierCurveTo(x + 8, y + i * 9, x + 16, y + 16 + i * 9, x + 32, y + 6 + i * 9).stroke();
  }
  d.restore();
  s.label(name, x + 40, y + 2, { size: 15, bold: true, color });
  s.label(tag, x + 40, y + 20, { size: 7, oblique: true, color: '#555555' });
}

export function finePrint(s: Sheet, text: string, x: number, y: number, w: number, size = 5.8): number {
  s.label(text, x, y, { size, width: w, color: '#333333' });
  return s.doc.heightOfString(text, { width: w, lineGap: 1 }) + 4;
}

export const ownerName = (o: Owner, fmt: 'first' | 'last'): string =>
  fmt === 'last' ? `${o.last}, ${o.first}${o.middle ? ' ' + o.middle : ''}` : `${o.first}${o.middle ? ' ' + o.middle : ''} ${o.last}${o.cred ? ', ' + o.cred : ''}`;

export const placeLine = (p: Place): string => `${p.street}, ${p.city}, ${p.state} ${p.zip}`;

/** The truth fields of owner i's identity values. */
export function ownerFields(i: number, o: Owner) {
  const a = `application.applicants[${i}]`;
  const country = o.taxType === 'SIN' ? 'CA' : 'US';
  return {
    name: { [`${a}.first_name`]: o.first, [`${a}.last_name`]: o.last },
    role: { [`${a}.role`]: o.role },
    ownership: { [`${a}.ownership`]: o.ownership },
    credit: { [`${a}.credit_score`]: o.credit },
    dob: { [`${a}.date_of_birth`]: o.dob },
    tax: o.masked ? CTX : { [`${a}.tax_id`]: o.taxId.replace(/\D/g, ''), [`${a}.tax_id_type`]: o.taxType, [`${a}.tax_id_country`]: country },
  };
}

export function maskedTax(o: Owner, variant: number): string {
  const d = o.taxId.replace(/\D/g, '');
  if (!o.masked) return o.taxType === 'SIN' ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : o.taxId;
  if (o.taxType === 'SIN') return `*** *** ${d.slice(6)}`;
  return variant % 2 ? `XXX-XX-${d.slice(5)}` : `***-**-${d.slice(5)}`;
}

/** One signature block per owner; the printed name and title repeat what the owner section gives (context), the
 *  date is a decoy. */
export function signatures(s: Sheet, owners: Owner[], x: number, y: number, w: number, signDate: string, dateFmt: number, nameFmt: 'first' | 'last'): number {
  const col = w / Math.min(owners.length, 2);
  let yy = y;
  owners.forEach((o, i) => {
    const cx = x + (i % 2) * col;
    if (i > 0 && i % 2 === 0) yy += 52;
    s.signature(cx + 4, yy + 14, col * 0.5);
    const d = s.doc;
    d.lineWidth(0.5).strokeColor('#333333').moveTo(cx, yy + 20).lineTo(cx + col * 0.62, yy + 20).stroke().moveTo(cx + col * 0.66, yy + 20).lineTo(cx + col - 8, yy + 20).stroke();
    s.label(`Signature of Owner ${i + 1}`, cx, yy + 22, { size: 6 });
    s.label('Date', cx + col * 0.66, yy + 22, { size: 6 });
    s.value(`sign_date_${i}`, cx + col * 0.66, yy + 6, col * 0.34 - 10, 13, fmtDate(signDate, dateFmt), 'decoy');
    s.label('Print Name / Title:', cx, yy + 33, { size: 6 });
    s.value(`sign_name_${i}`, cx + 58, yy + 29, col - 66, 13, `${ownerName(o, nameFmt)} / ${o.role}`, CTX);
  });
  return yy + 48 - y;
}
