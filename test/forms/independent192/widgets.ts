// App-printout widgets on a Canvas: cards, labelled fields (label small and grey ABOVE the value), pills, radio
// dots, segmented controls, toggles, dropdowns with a caret, a date field's calendar icon. Each takes the model's
// chosen option and lets the canvas mark it in the current style.
import type { Canvas, Fields } from './canvas.ts';

export type Mark = 'tick' | 'x' | 'circle';

export type FieldLook = 'outline' | 'underline' | 'plain' | 'filled';

/**
 * A labelled input: the label above, the value in a box below it (outlined, underlined, filled grey or plain text,
 * by the layout's look). `caret` draws a dropdown's chevron, `calendar` a date picker's icon. Returns the height used.
 */
export function field(c: Canvas, key: string, labelText: string, value: string, x: number, y: number, w: number, fields: Fields | null,
  o: { look?: FieldLook; caret?: boolean; calendar?: boolean; size?: number; labelSize?: number; empty?: string; prefix?: string } = {}): number {
  const look = o.look ?? 'outline';
  const ls = o.labelSize ?? 7;
  c.label(labelText, x, y, ls);
  const top = y + ls + 4;
  const h = (o.size ?? 10) + 10;
  const d = c.doc.save().lineWidth(0.7);
  if (look === 'outline') d.roundedRect(x, top, w, h, 4).stroke(c.theme.line);
  else if (look === 'filled') d.roundedRect(x, top, w, h, 4).fill(c.theme.soft);
  else if (look === 'underline') d.moveTo(x, top + h).lineTo(x + w, top + h).stroke(c.theme.line);
  d.restore();
  const iconW = o.caret || o.calendar ? 16 : 0;
  if (o.caret) caret(c, x + w - 12, top + h / 2 - 1.5);
  if (o.calendar) calendar(c, x + w - 14, top + h / 2 - 5);
  const pad = look === 'plain' || look === 'underline' ? 0 : 7;
  let vx = x + pad;
  if (o.prefix) vx += c.text(o.prefix, vx, top + 5, { size: o.size ?? 10, color: c.theme.grey }) + 2;
  if (value) c.value(key, value, vx, top + 5, w - (vx - x) - pad - iconW, fields, { size: o.size ?? 10 });
  else if (o.empty && c.style === 'typed') c.text(o.empty, vx, top + 5, { size: o.size ?? 10, color: c.theme.grey });
  return ls + 4 + h;
}

export function caret(c: Canvas, x: number, y: number): void {
  c.doc.save().lineWidth(1.1).strokeColor(c.theme.grey).moveTo(x, y).lineTo(x + 3.5, y + 3.5).lineTo(x + 7, y).stroke().restore();
}

export function calendar(c: Canvas, x: number, y: number): void {
  const d = c.doc.save().lineWidth(0.8).strokeColor(c.theme.grey);
  d.roundedRect(x, y + 1.5, 10, 9, 1.5).stroke().moveTo(x, y + 4.5).lineTo(x + 10, y + 4.5).stroke();
  d.moveTo(x + 3, y).lineTo(x + 3, y + 3).moveTo(x + 7, y).lineTo(x + 7, y + 3).stroke().restore();
}

/**
 * A row of pills, the chosen one highlighted (typed) or marked by pen / checkbox. Wraps at `maxW`. `otherText` is
 * written on the "Other" pill's line. Returns the height used.
 */
export function pills(c: Canvas, key: string, options: string[], chosen: string | null, x: number, y: number, maxW: number, fields: Fields | null,
  mark: Mark, o: { size?: number; otherText?: string | null; otherKey?: string; otherFields?: Fields | null } = {}): number {
  const size = o.size ?? 8;
  const h = size + 9;
  const boxW = c.style === 'fillable' ? size + 4 : 0;
  let cx = x, cy = y;
  for (const opt of options) {
    const labelText = opt === 'Other' ? 'Other:' : opt;
    const w = c.width(labelText, size) + 18 + boxW + (opt === 'Other' ? 70 : 0);
    if (cx + w > x + maxW) { cx = x; cy += h + 6; }
    const sel = opt === chosen;
    const lit = sel && c.style === 'typed';
    c.doc.save().roundedRect(cx, cy, w, h, h / 2).lineWidth(0.8).fillAndStroke(lit ? c.theme.accent : '#ffffff', lit ? c.theme.accent : c.theme.line).restore();
    if (boxW) c.doc.save().rect(cx + 8, cy + 4.5, size, size).lineWidth(0.6).stroke(c.theme.grey).restore();
    const tx = cx + 9 + boxW;
    c.text(labelText, tx, cy + 5, { size, color: lit ? c.theme.accentText : c.theme.ink, font: lit ? c.theme.bold : c.theme.font });
    const lw = c.width(labelText, size, lit ? c.theme.bold : c.theme.font);
    // The option's area is its label; on the Other pill it stops before the line the other text is written on.
    const areaW = opt === 'Other' ? tx + lw + 2 - cx : boxW + 18 + lw;
    c.choose(key, labelText, [cx, cy, areaW, h], boxW ? [cx + 8, cy + 4.5, size] : [tx - 2, cy + 3, size + 2], sel,
      sel && opt !== 'Other' ? fields : null, mark);
    if (opt === 'Other') {
      c.doc.save().moveTo(tx + lw + 4, cy + h - 4).lineTo(cx + w - 8, cy + h - 4).lineWidth(0.5).stroke(c.theme.line).restore();
      if (sel && o.otherText) c.value(o.otherKey ?? key + '.other', o.otherText, tx + lw + 6, cy + 3.5, cx + w - tx - lw - 14, o.otherFields ?? null, { size });
    }
    cx += w + 6;
  }
  return cy - y + h;
}

/** A vertical (or horizontal) list of radio buttons with the chosen dot filled. Returns the height used. */
export function radios(c: Canvas, key: string, options: string[], chosen: string | null, x: number, y: number, fields: Fields | null, mark: Mark,
  o: { size?: number; horizontal?: boolean; gap?: number } = {}): number {
  const size = o.size ?? 9;
  let cx = x, cy = y;
  for (const opt of options) {
    const sel = opt === chosen;
    const r = size * 0.45;
    const lit = sel && c.style === 'typed';
    c.doc.save().circle(cx + r, cy + size / 2, r).lineWidth(0.9).stroke(lit ? c.theme.accent : c.theme.grey).restore();
    if (lit) c.doc.save().circle(cx + r, cy + size / 2, r * 0.5).fill(c.theme.accent).restore();
    const lw = c.text(opt, cx + 2 * r + 5, cy, { size });
    c.choose(key, opt, [cx - 1, cy - 2, 2 * r + 7 + lw, size + 4], [cx - 0.5, cy + size / 2 - r - 0.5, 2 * r + 1], sel, sel ? fields : null, mark);
    if (o.horizontal) cx += 2 * r + 5 + lw + (o.gap ?? 14);
    else cy += size + (o.gap ?? 7);
  }
  return o.horizontal ? size + 2 : cy - y;
}

/** A segmented control (one rounded bar, the chosen segment filled). Returns its width. */
export function segmented(c: Canvas, key: string, options: string[], chosen: string | null, x: number, y: number, fields: Fields | null, mark: Mark,
  o: { size?: number; segW?: number } = {}): number {
  const size = o.size ?? 8;
  const h = size + 10;
  const segW = o.segW ?? Math.max(...options.map((s) => c.width(s, size, c.theme.bold))) + 18;
  c.doc.save().roundedRect(x, y, segW * options.length, h, 5).lineWidth(0.8).fillAndStroke(c.theme.soft, c.theme.line).restore();
  options.forEach((opt, i) => {
    const sx = x + i * segW;
    const sel = opt === chosen;
    const lit = sel && c.style === 'typed';
    if (lit) c.doc.save().roundedRect(sx + 2, y + 2, segW - 4, h - 4, 4).fill(c.theme.accent).restore();
    const lw = c.width(opt, size, lit ? c.theme.bold : c.theme.font);
    const tx = sx + (segW - lw) / 2;
    c.text(opt, tx, y + 5.5, { size, font: lit ? c.theme.bold : c.theme.font, color: lit ? c.theme.accentText : c.theme.ink });
    c.choose(key, opt, [sx + 1, y, segW - 2, h], c.style === 'fillable' ? [sx + 3, y + 4.5, size] : [tx - 2, y + 3, size + 2], sel, sel ? fields : null, mark);
  });
  return segW * options.length;
}

/** A Yes/No toggle: the switch drawn on or off with its word (typed); the blank form's Yes / No boxes otherwise. */
export function toggle(c: Canvas, key: string, question: string, on: boolean, x: number, y: number, w: number, mark: Mark, size = 8.5): number {
  c.text(question, x, y + 2, { size });
  const tx = x + w - 44;
  if (c.style === 'typed') {
    c.doc.save().roundedRect(tx, y, 24, 13, 6.5).fill(on ? c.theme.accent : '#c9ced6').restore();
    c.doc.save().circle(on ? tx + 17.5 : tx + 6.5, y + 6.5, 5).fill('#ffffff').restore();
    c.decoyText(key, on ? 'Yes' : 'No', tx + 28, y + 2.5, { size: 8 });
    return 16;
  }
  segmented(c, key, ['Yes', 'No'], on ? 'Yes' : 'No', tx - 20, y - 2, null, mark, { size: 7.5, segW: 32 });
  return 18;
}

export function divider(c: Canvas, x: number, y: number, w: number): void {
  c.doc.save().moveTo(x, y).lineTo(x + w, y).lineWidth(0.5).stroke(c.theme.line).restore();
}

/** A round avatar with initials (the owner cards' picture placeholder). */
export function avatar(c: Canvas, x: number, y: number, r: number, initials: string): void {
  c.doc.save().circle(x + r, y + r, r).fill(c.theme.soft).restore();
  c.text(initials, x, y + r - 4, { size: 8, font: c.theme.bold, color: c.theme.grey, width: 2 * r, align: 'center' });
}
