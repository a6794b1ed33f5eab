// Pieces the layouts share: the layout's definition, placing a printed value, cells, section bars, fine print and
// the decoys every form carries.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Look, Sheet } from './draw.ts';
import * as F from './formats.ts';
import type { Merchant, MerchantOptions, Owner } from './model.ts';
import type { Printed } from './values.ts';

export interface LayoutDef {
  name: string; broker: string; look: Look; landscape?: boolean; merchant: MerchantOptions;
  draw(s: Sheet, m: Merchant, rng: Rng): void;
}

/** Write a printed value (its truth fields with it). */
export function put(s: Sheet, key: string, p: Printed, x: number, y: number, w: number, size = 9): void {
  s.value(key, p.text, x, y, w, p.fields, size);
}

/** Write a decoy: printed, never an application value. */
export function decoy(s: Sheet, key: string, text: string, x: number, y: number, w: number, size = 9): void {
  s.value(`decoy_${key}`, text, x, y, w, {}, size);
}

/** A boxed cell with its label in small capitals at the top left; returns where the value goes. */
export function cell(s: Sheet, label: string, x: number, y: number, w: number, h: number, o: { fill?: string; size?: number } = {}): { x: number; y: number; w: number } {
  s.box(x, y, w, h, { stroke: '#666', ...(o.fill ? { fill: o.fill } : {}) });
  if (o.fill) s.box(x, y, w, h, { stroke: '#666' });
  s.text(label.toUpperCase(), x + 3, y + 2.5, { size: o.size ?? 5.5, color: '#444' });
  return { x: x + 4, y: y + h - 12, w: w - 8 };
}

/** "Label: ________" on one line; returns where the value goes. */
export function lineField(s: Sheet, label: string, x: number, y: number, w: number, o: { size?: number; bold?: boolean } = {}): { x: number; y: number; w: number } {
  s.text(label, x, y, { size: o.size ?? 8.5, ...(o.bold ? { bold: true } : {}) });
  s.doc.font(o.bold ? s.look.bold : s.look.font).fontSize(o.size ?? 8.5);
  const lx = x + s.doc.widthOfString(label) + 4;
  s.rule(lx, y + 10, x + w, y + 10, '#777', 0.5);
  return { x: lx + 2, y: y - 1, w: x + w - lx - 4 };
}

export function bar(s: Sheet, label: string, x: number, y: number, w: number, fill: string, color = '#fff', h = 13): void {
  s.box(x, y, w, h, { fill });
  s.text(label, x + 5, y + 3, { size: 8, bold: true, color });
}

export const AUTH_TEXT = 'By signing below, each of the above listed business and business owner(s) (individually and collectively, "you") ' +
  'certify that all information and documents submitted in connection with this application are true, accurate and complete. ' +
  'You authorize the broker and its funding partners to obtain consumer or personal, business and investigative reports and other ' +
  'information about you, including credit card processor statements and bank statements, from one or more consumer reporting agencies ' +
  'and from other credit bureaus, banks, creditors and other third parties. You also authorize them to transmit this application, along ' +
  'with any of the foregoing information obtained in connection with it, to any or all of their funding partners.';

export function finePrint(s: Sheet, x: number, y: number, w: number, text = AUTH_TEXT, size = 6): number {
  s.text(text, x, y, { size, width: w, color: '#333' });
  return y + s.doc.heightOfString(text, { width: w, lineGap: 1 });
}

/** Signature lines: a scrawl (no text), the printed name and the date of signing: all decoys. */
export function signature(s: Sheet, rng: Rng, o: Owner | null, x: number, y: number, w: number, idx: number): void {
  s.rule(x, y + 14, x + w * 0.55, y + 14);
  s.rule(x + w * 0.6, y + 14, x + w, y + 14);
  s.text(`Signature of Owner ${idx + 1}`, x, y + 17, { size: 6 });
  s.text('Date', x + w * 0.6, y + 17, { size: 6 });
  const signed = F.date(`2024-04-${rng.int(10, 28)}`, 'mdy');
  const ys = Array.from({ length: 7 }, () => [rng.int(0, 6), rng.int(8, 15)] as const);
  if (!o) return;
  decoy(s, `signed_${idx}`, signed, x + w * 0.6 + 4, y + 3, w * 0.35, 8);
  if (s.style === 'fillable') return;
  const d = s.doc.save().lineWidth(0.9).strokeColor(s.style === 'handwritten' ? s.look.ink : '#223').moveTo(x + 6, y + 12);
  ys.forEach(([a, b], i) => d.bezierCurveTo(x + 12 + i * 14, y + a, x + 18 + i * 14, y + b, x + 22 + i * 14, y + 10));
  d.stroke().restore();
}

/** The owner's home address on one line (a decoy: its state is not the business's). */
export const homeLine = (o: Owner) => `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`;
