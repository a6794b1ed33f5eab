// The field shapes brokers print, each placing one value: a label left of an underlined value, a boxed cell with a
// caption at its top, a label under the line the value is written on, a numbered question, a table row.
import type { Sheet } from './sheet.ts';
import type { V } from './values.ts';

export interface Put { size?: number; name?: string; align?: 'left' | 'center' | 'right' }

export function put(s: Sheet, v: V, x: number, y: number, w: number, o: Put & { label?: string } = {}): void {
  s.value(v.text, x, y, w, { size: o.size, name: o.name ?? o.label ?? 'Field', truth: v.truth, decoy: v.decoy, align: o.align });
}

/** `Label: ________ value` on one underlined row; returns the row's right end. */
export function row(s: Sheet, label: string, v: V, x: number, y: number, w: number, o: Put & { labelW?: number; labelSize?: number; labelFont?: string } = {}): number {
  s.label(label, x, y + 2, { size: o.labelSize ?? 8.5, font: o.labelFont });
  s.doc.font(o.labelFont ?? 'Helvetica').fontSize(o.labelSize ?? 8.5);
  const lw = o.labelW ?? s.doc.widthOfString(label) + 6;
  s.line(x + lw, y + 12, x + w, y + 12, 0.5);
  put(s, v, x + lw + 2, y + 1, w - lw - 4, { ...o, label });
  return x + w;
}

/** A boxed cell with its caption small at the top and the value below. */
export function cell(s: Sheet, caption: string, v: V, x: number, y: number, w: number, h: number, o: Put & { captionSize?: number } = {}): void {
  s.rect(x, y, w, h, { width: 0.5 });
  s.label(caption, x + 2.5, y + 2, { size: o.captionSize ?? 6 });
  put(s, v, x + 3, y + h - (o.size ?? 9.5) - 3, w - 6, { ...o, label: caption });
}

/** The value written on a line, its label printed small under the line. */
export function under(s: Sheet, label: string, v: V, x: number, y: number, w: number, o: Put & { labelSize?: number } = {}): void {
  put(s, v, x + 2, y, w - 4, { ...o, label });
  s.line(x, y + 12, x + w - 6, y + 12, 0.6);
  s.label(label, x, y + 14.5, { size: o.labelSize ?? 6.5 });
}

/** `12. Question text?  answer____` */
export function question(s: Sheet, n: number, text: string, v: V, x: number, y: number, w: number, o: Put & { qw?: number } = {}): void {
  const q = `${n}. ${text}`;
  s.label(q, x, y + 2, { size: 8.5 });
  s.doc.font('Helvetica').fontSize(8.5);
  const qw = o.qw ?? s.doc.widthOfString(q) + 6;
  s.line(x + qw, y + 12, x + w, y + 12, 0.4, 1);
  put(s, v, x + qw + 2, y + 1, w - qw - 4, { ...o, label: text });
}

/** A table: header cells and rows of values; `widths` in points. Returns the y under the table. */
export function table(s: Sheet, heads: string[], rows: V[][], x: number, y: number, widths: number[], o: { rowH?: number; headSize?: number; size?: number; name?: string; minRows?: number } = {}): number {
  const rh = o.rowH ?? 16;
  const total = widths.reduce((a, b) => a + b, 0);
  s.rect(x, y, total, rh, { width: 0.5, fill: '#e6e6e6' });
  let cx = x;
  heads.forEach((h, i) => {
    s.label(h, cx + 2.5, y + (rh - (o.headSize ?? 7)) / 2, { size: o.headSize ?? 7, font: 'Helvetica-Bold' });
    cx += widths[i]!;
  });
  const n = Math.max(rows.length, o.minRows ?? 0);
  for (let r = 0; r < n; r++) {
    const ry = y + rh * (r + 1);
    s.rect(x, ry, total, rh, { width: 0.4 });
    cx = x;
    widths.forEach((w, i) => {
      if (i) s.line(cx, ry, cx, ry + rh, 0.4);
      const v = rows[r]?.[i];
      if (v) put(s, v, cx + 2, ry + (rh - (o.size ?? 9)) / 2, w - 4, { size: o.size ?? 9, name: `${o.name ?? 'Row'}${r + 1} ${heads[i]}` });
      cx += w;
    });
  }
  return y + rh * (n + 1);
}

/** A paragraph of small print (authorisation, consent). */
export function para(s: Sheet, text: string, x: number, y: number, w: number, size = 6.5): number {
  s.doc.font('Helvetica').fontSize(size);
  s.label(text, x, y, { size, width: w, font: 'Helvetica' });
  return y + s.doc.heightOfString(text, { width: w }) + 4;
}

/** A signature line with printed name and date under it (left blank: the owner signs by hand). */
export function signature(s: Sheet, x: number, y: number, w: number, caption = 'Signature'): void {
  s.line(x, y + 14, x + w * 0.6, y + 14, 0.6);
  s.label(caption, x, y + 16, { size: 6.5 });
  s.line(x + w * 0.65, y + 14, x + w, y + 14, 0.6);
  s.label('Date', x + w * 0.65, y + 16, { size: 6.5 });
}

export const AUTH_US = 'By signing below, each of the above listed business and business owner(s) (individually and collectively, "you") ' +
  'certify that all information and documents submitted in connection with this application are true, correct and complete. ' +
  'You authorize the recipient and its assigns, agents, banks and financial institutions to obtain consumer and business credit reports, ' +
  'to verify the information given, and to contact your bank, landlord and trade references listed above.';
export const AUTH_CA = 'PIPEDA consent: you consent to the collection, use and disclosure of your personal information, including a credit ' +
  'report from Equifax Canada or TransUnion Canada, for the purpose of evaluating this request for a purchase of future receivables. ' +
  '/ Vous consentez à la collecte, à l\'utilisation et à la communication de vos renseignements personnels aux fins de cette demande.';
