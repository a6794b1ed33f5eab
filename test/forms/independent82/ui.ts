// Set 82: the design vocabulary the seven agency-designed forms share: letter-spaced caps labels, boxes with tiny
// captions under them, dark bars with white labels, coloured panels, drawn icons, rotated side labels, pill toggles
// and progress-step headers. Each draws on the sheet's document; values go through Sheet.value / Sheet.mark.
import type { Sheet, TypedMark } from './sheet.ts';

type Doc = Sheet['doc'];

export interface CapsOpts { size?: number; spacing?: number; color?: string; font?: string; smallCaps?: boolean; width?: number }

/** A label in letter-spaced capitals (or faux small caps: the first letter of each word taller). */
export function caps(doc: Doc, text: string, x: number, y: number, o: CapsOpts = {}): number {
  const size = o.size ?? 6.5, font = o.font ?? 'Helvetica-Bold';
  let end: number;
  doc.save().fillColor(o.color ?? '#555b66').font(font);
  if (!o.smallCaps) {
    doc.fontSize(size).text(text.toUpperCase(), x, y, { lineBreak: false, characterSpacing: o.spacing ?? 1.1 });
    end = x + doc.widthOfString(text.toUpperCase(), { characterSpacing: o.spacing ?? 1.1 });
  } else {
    let cx = x;
    for (const word of text.split(' ')) {
      const head = word.slice(0, 1).toUpperCase(), tail = word.slice(1).toUpperCase();
      doc.fontSize(size * 1.25).text(head, cx, y - size * 0.22, { lineBreak: false, characterSpacing: o.spacing ?? 0.6 });
      cx += doc.widthOfString(head, { characterSpacing: o.spacing ?? 0.6 });
      doc.fontSize(size).text(tail, cx, y, { lineBreak: false, characterSpacing: o.spacing ?? 0.6 });
      cx += doc.widthOfString(tail, { characterSpacing: o.spacing ?? 0.6 }) + size * 0.55;
    }
    end = cx;
  }
  doc.restore();
  return end;
}

/** A value box with a tiny caption printed UNDER it. */
export function captionBox(s: Sheet, x: number, y: number, w: number, caption: string, text: string, name: string,
  o: { h?: number; fill?: string; stroke?: string; capColor?: string; radius?: number } = {}): void {
  const h = o.h ?? 17, doc = s.doc;
  doc.save().lineWidth(0.7).roundedRect(x, y, w, h, o.radius ?? 2).fillAndStroke(o.fill ?? '#ffffff', o.stroke ?? '#9aa3b2').restore();
  s.value(x, y, w, h, text, name);
  caps(doc, caption, x + 1, y + h + 2, { size: 5, spacing: 0.8, color: o.capColor ?? '#6b7280' });
}

/** A label above, a value on an underline (the plainer field of some layouts). */
export function lineField(s: Sheet, x: number, y: number, w: number, label: string, text: string, name: string, o: CapsOpts = {}): void {
  caps(s.doc, label, x, y, o);
  s.doc.save().lineWidth(0.6).strokeColor('#9aa3b2').moveTo(x, y + 22).lineTo(x + w, y + 22).stroke().restore();
  s.value(x, y + 8, w, 14, text, name);
}

/** A dark filled bar with its label in white. */
export function darkBar(doc: Doc, x: number, y: number, w: number, h: number, label: string, color = '#1f2937', o: CapsOpts = {}): void {
  doc.save().rect(x, y, w, h).fill(color).restore();
  caps(doc, label, x + 8, y + (h - (o.size ?? 7.5)) / 2 + 1, { size: 7.5, spacing: 1.6, color: '#ffffff', ...o });
}

export function panel(doc: Doc, x: number, y: number, w: number, h: number, color: string, radius = 6): void {
  doc.save().roundedRect(x, y, w, h, radius).fill(color).restore();
}

/** A coloured side bar with a label rotated 90 degrees (reading bottom to top) naming the section. */
export function sideLabel(doc: Doc, label: string, x: number, y: number, w: number, h: number, color: string, text = '#ffffff'): void {
  doc.save().rect(x, y, w, h).fill(color);
  doc.font('Helvetica-Bold').fontSize(7.5);
  const tw = doc.widthOfString(label.toUpperCase(), { characterSpacing: 1.8 });
  doc.rotate(-90, { origin: [x + w / 2, y + h / 2] });
  doc.fillColor(text).text(label.toUpperCase(), x + w / 2 - tw / 2, y + h / 2 - 4, { lineBreak: false, characterSpacing: 1.8 });
  doc.restore();
}

export type IconKind = 'building' | 'person' | 'dollar' | 'calendar' | 'pin' | 'phone' | 'bank' | 'doc' | 'id' | 'mail';

/** A small drawn icon (shapes only, no text) in a square of side z at (x, y). */
export function icon(doc: Doc, kind: IconKind, x: number, y: number, z: number, color = '#2563eb'): void {
  doc.save().lineWidth(0.9).strokeColor(color).fillColor(color);
  const u = z / 10;
  switch (kind) {
    case 'building': doc.rect(x + 2 * u, y + 2 * u, 6 * u, 8 * u).stroke();
      for (const [a, b] of [[3.5, 3.5], [5.5, 3.5], [3.5, 6], [5.5, 6]] as const) doc.rect(x + a * u, y + b * u, u, u).fill(); break;
    case 'person': doc.circle(x + 5 * u, y + 3 * u, 2 * u).fill(); doc.moveTo(x + u, y + 10 * u).bezierCurveTo(x + u, y + 5 * u, x + 9 * u, y + 5 * u, x + 9 * u, y + 10 * u).fill(); break;
    case 'dollar': doc.circle(x + 5 * u, y + 5 * u, 4.6 * u).stroke(); doc.moveTo(x + 5 * u, y + 1.8 * u).lineTo(x + 5 * u, y + 8.2 * u).stroke();
      doc.moveTo(x + 6.6 * u, y + 3.5 * u).lineTo(x + 3.6 * u, y + 3.5 * u).lineTo(x + 3.6 * u, y + 5 * u).lineTo(x + 6.4 * u, y + 5 * u)
        .lineTo(x + 6.4 * u, y + 6.5 * u).lineTo(x + 3.4 * u, y + 6.5 * u).stroke(); break;
    case 'calendar': doc.rect(x + u, y + 2 * u, 8 * u, 7 * u).stroke(); doc.rect(x + u, y + 2 * u, 8 * u, 2 * u).fill(); break;
    case 'pin': doc.circle(x + 5 * u, y + 4 * u, 3 * u).stroke(); doc.moveTo(x + 2.4 * u, y + 5.5 * u).lineTo(x + 5 * u, y + 10 * u).lineTo(x + 7.6 * u, y + 5.5 * u).stroke(); break;
    case 'phone': doc.roundedRect(x + 3 * u, y + u, 4 * u, 8 * u, u).stroke(); doc.circle(x + 5 * u, y + 7.6 * u, 0.5 * u).fill(); break;
    case 'bank': doc.moveTo(x + u, y + 4 * u).lineTo(x + 5 * u, y + u).lineTo(x + 9 * u, y + 4 * u).fill();
      for (const a of [2, 4.5, 7]) doc.rect(x + a * u, y + 4.5 * u, u, 4 * u).fill(); doc.rect(x + u, y + 9 * u, 8 * u, 0.8 * u).fill(); break;
    case 'doc': doc.moveTo(x + 2 * u, y + u).lineTo(x + 6.5 * u, y + u).lineTo(x + 8 * u, y + 2.5 * u).lineTo(x + 8 * u, y + 9 * u).lineTo(x + 2 * u, y + 9 * u).closePath().stroke();
      for (const b of [4, 5.5, 7]) doc.moveTo(x + 3.2 * u, y + b * u).lineTo(x + 6.8 * u, y + b * u).stroke(); break;
    case 'id': doc.roundedRect(x + u, y + 2 * u, 8 * u, 6 * u, u).stroke(); doc.circle(x + 3.5 * u, y + 4.6 * u, 1.1 * u).fill();
      doc.moveTo(x + 5.5 * u, y + 4 * u).lineTo(x + 8 * u, y + 4 * u).moveTo(x + 5.5 * u, y + 5.8 * u).lineTo(x + 8 * u, y + 5.8 * u).stroke(); break;
    case 'mail': doc.rect(x + u, y + 2.5 * u, 8 * u, 5.5 * u).stroke(); doc.moveTo(x + u, y + 2.5 * u).lineTo(x + 5 * u, y + 5.5 * u).lineTo(x + 9 * u, y + 2.5 * u).stroke(); break;
  }
  doc.restore();
}

/** An icon then a caps label after it. */
export function iconLabel(doc: Doc, kind: IconKind, label: string, x: number, y: number, color: string, o: CapsOpts = {}): number {
  icon(doc, kind, x, y - 1.5, 9, color);
  return caps(doc, label, x + 12, y, o);
}

export interface PillOpts { typed?: TypedMark; color?: string; h?: number; size?: number; knob?: boolean; maxW?: number }

/** A row of pill-shaped toggles; `sel` is the chosen option's index (-1: none). Returns the x after the last pill. */
export function pills(s: Sheet, x: number, y: number, options: string[], sel: number, name: string, o: PillOpts = {}): number {
  const doc = s.doc, h = o.h ?? 14, size = o.size ?? 7, color = o.color ?? '#1f2937';
  const typed = o.typed ?? 'fill', knob = o.knob ?? typed !== 'fill';
  let cx = x;
  for (const [i, opt] of options.entries()) {
    doc.font('Helvetica-Bold').fontSize(size);
    const tw = doc.widthOfString(opt.toUpperCase(), { characterSpacing: 0.6 });
    const w = tw + (knob ? h + 8 : 16);
    if (o.maxW && cx + w > x + o.maxW) { cx = x; y += h + 4; }
    const filled = s.style === 'typed' && typed === 'fill' && i === sel;
    doc.save().lineWidth(0.8).roundedRect(cx, y, w, h, h / 2);
    if (filled) doc.fillAndStroke(color, color); else doc.stroke(color);
    doc.restore();
    const lx = cx + (knob ? h + 2 : 8);
    caps(doc, opt, lx, y + (h - size) / 2 + 0.8, { size, spacing: 0.6, color: filled ? '#ffffff' : color });
    const slug = opt.replace(/[^A-Za-z0-9]+/g, '_').toLowerCase();
    if (knob) {
      const kc = cx + h / 2 + 1, kr = h / 2 - 3;
      doc.save().lineWidth(0.7).circle(kc, y + h / 2, kr).stroke(color).restore();
      if (s.style === 'handwritten' && s.hand.mark === 'circle') { if (i === sel) s.ring(cx, y, w, h); }
      else s.mark(kc, y + h / 2, kr - 0.8, `${name}_${slug}`, i === sel, typed === 'fill' ? 'x' : typed);
    } else if (s.style === 'fillable') {
      s.checkbox(`${name}_${slug}`, cx + 3, y + 2, h - 4, i === sel);
    } else if (s.style === 'handwritten' && i === sel) {
      if (s.hand.mark === 'circle') s.ring(cx, y, w, h); else s.mark(cx + w - 6, y + h / 2, 4, '', true);
    }
    cx += w + 5;
  }
  return cx;
}

/** A progress-step header: numbered steps joined by a line (circles), arrows (chevrons) or tabs. */
export function steps(doc: Doc, x: number, y: number, w: number, labels: string[], variant: 'circles' | 'chevrons' | 'tabs', color: string, active = 0): void {
  const n = labels.length, seg = w / n;
  doc.save();
  for (const [i, lab] of labels.entries()) {
    const sx = x + i * seg, on = i <= active;
    if (variant === 'circles') {
      if (i < n - 1) doc.lineWidth(1).moveTo(sx + 22, y + 9).lineTo(sx + seg, y + 9).stroke('#cbd5e1');
      doc.circle(sx + 9, y + 9, 9).fill(on ? color : '#e5e7eb');
      doc.font('Helvetica-Bold').fontSize(9).fillColor(on ? '#ffffff' : '#374151').text(String(i + 1), sx + 6.4, y + 5, { lineBreak: false });
      caps(doc, lab, sx + 23, y + 6, { size: 7, color: '#374151' });
    } else if (variant === 'chevrons') {
      doc.moveTo(sx, y).lineTo(sx + seg - 8, y).lineTo(sx + seg, y + 9).lineTo(sx + seg - 8, y + 18).lineTo(sx, y + 18)
        .lineTo(sx + 8, y + 9).closePath().fill(on ? color : '#dbe2ea');
      caps(doc, `${i + 1}  ${lab}`, sx + 16, y + 6, { size: 7, color: on ? '#ffffff' : '#475569' });
    } else {
      doc.rect(sx + 1, y, seg - 2, 16).fill(on ? color : '#f1f5f9');
      doc.rect(sx + 1, y + 16, seg - 2, 2).fill(color);
      caps(doc, `Step ${i + 1} · ${lab}`, sx + 8, y + 5, { size: 6.5, color: on ? '#ffffff' : '#334155' });
    }
  }
  doc.restore();
}
