// Building blocks the layouts share: Word-style leader rows, table cells with the label inside, section titles,
// authorisation text and signature lines.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './model.ts';
import { ownerName } from './parts.ts';
import type { Pen, Sets } from './pen.ts';

export const AUTH_US = 'By signing below, each of the above listed business and business owner(s) (individually and collectively, "you") ' +
  'authorize the broker and each of its representatives, successors, assigns and designees ("Recipients") that may be involved ' +
  'with or acquire commercial loans or purchases of future receivables to obtain consumer or personal, business and investigative ' +
  'reports and other information about you, including credit card processor statements and bank statements, from one or more ' +
  'consumer reporting agencies, such as TransUnion, Experian and Equifax, and from other credit bureaus, banks, creditors and other ' +
  'third parties. You also authorize the Recipients to transmit this application form, along with any of the foregoing information, ' +
  'to any or all of the Recipients for the foregoing purposes. You certify that the information provided is true and complete.';
export const AUTH_CA = 'Consent (PIPEDA): By signing below, you consent to the collection, use and disclosure of your personal ' +
  'information, including a credit report from Equifax Canada or TransUnion Canada, by the broker and its funding partners for the ' +
  'purpose of assessing this application and administering any resulting agreement, as permitted by the Personal Information ' +
  'Protection and Electronic Documents Act. You certify that the information provided is true, accurate and complete.';

/** A Word tab-leader row: "Label ........ value" (dots) or "Label: ______ " (underscores, value typed over them). */
export function leaderRow(p: Pen, label: string, x: number, y: number, tab: number, end: number, value: string | null,
  sets: Sets | null, o: { kind?: 'dots' | 'underscore'; bold?: boolean; size?: number; decoy?: string } = {}): void {
  const size = o.size ?? 9.5;
  const lw = p.label(label, x, y, { bold: o.bold, size });
  const d = p.doc;
  const ch = o.kind === 'underscore' ? '_' : '.';
  if (o.kind === 'underscore') {
    const uw = d.widthOfString('_');
    p.label(ch.repeat(Math.max(3, Math.floor((end - x - lw - 4) / uw))), x + lw + 3, y + 1, { size });
  } else {
    const dw = d.font(p.serif ? 'Times-Roman' : 'Helvetica').fontSize(size).widthOfString('. ');
    const n = Math.max(2, Math.floor((tab - x - lw - 8) / dw));
    p.label('. '.repeat(n).trim(), x + lw + 4, y, { size });
  }
  const vx = o.kind === 'underscore' ? x + lw + 8 : tab;
  const vy = o.kind === 'underscore' ? y - 1.5 : y;
  if (o.decoy) p.decoy(o.decoy, value, vx, vy, end - vx - 2, { size: size - 0.5 });
  else p.value(value, vx, vy, end - vx - 2, sets, { size: size - 0.5 });
}

/** A table cell with a thin border, the label in its top-left corner and the value under it. */
export function cell(p: Pen, x: number, y: number, w: number, h: number, label: string | null, value: string | null,
  sets: Sets | null, o: { decoy?: string; bold?: boolean; size?: number; inline?: boolean } = {}): void {
  p.rect(x, y, w, h, 0.5);
  let vx = x + 3, vy = y + h - 11;
  if (label) {
    const lw = p.label(label, x + 2.5, y + 2.5, { size: o.inline ? 8 : 6.8, bold: o.bold ?? true });
    if (o.inline) { vx = x + lw + 8; vy = y + (h - 9) / 2 + 1; }
  }
  if (o.decoy) p.decoy(o.decoy, value, vx, vy, x + w - vx - 2, { size: o.size ?? 8.5 });
  else p.value(value, vx, vy, x + w - vx - 2, sets, { size: o.size ?? 8.5 });
}

/** An underlined ALL-CAPS section title. */
export function title(p: Pen, text: string, x: number, y: number, size = 10): void {
  p.label(text.toUpperCase(), x, y, { bold: true, underline: true, size });
}

/** A shaded full-width table row (a merged header cell). */
export function band(p: Pen, text: string, x: number, y: number, w: number, h = 13, fill = '#d9d9d9'): void {
  p.rect(x, y, w, h, 0.5, fill);
  p.label(text, x + 4, y + (h - 8) / 2, { bold: true, size: 8.5 });
}

/** Authorisation paragraph, then a signature line, printed name (a decoy copy of the owner) and date per signer. */
export function signatures(p: Pen, m: Merchant, r: Rng, x: number, y: number, w: number, text: string): number {
  y += p.label(text, x, y, { size: 7, width: w }) + 14;
  const n = Math.min(2, m.owners.length);
  const cw = w / 2;
  for (let i = 0; i < n; i++) {
    const o = m.owners[i]!, cx = x + i * cw;
    p.line(cx, y + 12, cx + cw - 30, y + 12);
    if (p.style === 'handwritten') {
      const d = p.doc;
      d.save().lineWidth(0.9).strokeColor('#1a2a6c').moveTo(cx + 8, y + 10);
      for (let k = 0; k < 6; k++) d.bezierCurveTo(cx + 14 + k * 14, y - 4 + r.int(0, 4), cx + 18 + k * 14, y + 16, cx + 22 + k * 14, y + 6 + r.int(0, 4));
      d.stroke().restore();
    }
    p.label(`Signature - Owner ${i + 1}`, cx, y + 14, { size: 7 });
    p.value(ownerName(o, 1), cx + 2, y + 26, cw - 80, null, { size: 8, name: `signer_${i}` });
    p.label('Print Name', cx, y + 37, { size: 6.5, italic: true });
    p.label('Date:', cx + cw - 75, y + 26, { size: 7.5 });
    p.decoy(`sign_date_${i}`, `06/${String(r.int(2, 27)).padStart(2, '0')}/2025`, cx + cw - 52, y + 26, 48, { size: 8 });
  }
  return y + 50;
}
