// Drawing for set 100: a pen that writes a value as typed text, as handwriting (an italic face, slightly turned and
// jittered, in ink blue) or as an AcroForm text field, and the odd label placements of the theme (rotated bands,
// watermarks, icons, captions under a rule).
import type PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
type Doc = InstanceType<typeof PDFDocument>;
export interface VOpts { size?: number; align?: 'left' | 'center' | 'right'; font?: string }

export class Pen {
  private names = new Set<string>();
  readonly doc: Doc;
  readonly style: Style;
  private rng: Rng;
  private flat: boolean;
  constructor(doc: Doc, style: Style, rng: Rng, flat: boolean) { this.doc = doc; this.style = style; this.rng = rng; this.flat = flat; }

  /** A value in the box (x, y, w, h), top-left origin; `name` is the AcroForm field's name. */
  value(name: string, text: string, x: number, y: number, w: number, h = 14, o: VOpts = {}): void {
    const d = this.doc;
    let size = o.size ?? 10;
    if (this.style === 'fillable' && !this.flat) {
      let n = name, i = 2;
      while (this.names.has(n)) n = `${name}_${i++}`;
      this.names.add(n);
      d.font('Helvetica');
      d.formText(n, x, y, w, h, { value: text, fontSize: Math.min(size, h - 3), align: o.align ?? 'left', backgroundColor: '#eef3ff' } as object);
      return;
    }
    if (!text) return;
    const hand = this.style === 'handwritten';
    const font = hand ? 'Times-Italic' : this.flat ? 'Helvetica' : (o.font ?? 'Courier');
    if (hand) size += 1.5;
    d.font(font).fontSize(size);
    while (size > 5 && d.widthOfString(text) > w - 2) d.fontSize(--size);
    const tw = d.widthOfString(text);
    let tx = o.align === 'right' ? x + w - tw - 1 : o.align === 'center' ? x + (w - tw) / 2 : x + 1;
    let ty = y + h - size - 1;
    if (this.flat) { d.save().rect(x, y, w, h).fill('#eef3ff').restore(); }
    d.save();
    if (hand) {
      tx += this.rng.float(-1.5, 2); ty += this.rng.float(-1.5, 1);
      d.rotate(this.rng.float(-2.2, 2.2), { origin: [tx, ty + size] });
      d.fillColor(this.rng.pick(['#1b2a80', '#0d1f5c', '#222']));
    } else d.fillColor('#000');
    d.font(font).fontSize(size).text(text, tx, ty, { lineBreak: false });
    d.restore();
  }

  label(text: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'right' | 'center' } = {}): void {
    const d = this.doc;
    d.save().font(o.font ?? 'Helvetica').fontSize(o.size ?? 7).fillColor(o.color ?? '#333');
    d.text(text, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineBreak: true } : { lineBreak: false });
    d.restore();
  }

  /** Text turned 90 degrees counter-clockwise, reading bottom to top, centred on the band (x, y, w, h). */
  band(text: string, x: number, y: number, w: number, h: number, o: { fill?: string; color?: string; size?: number } = {}): void {
    const d = this.doc, size = o.size ?? 9;
    d.save().rect(x, y, w, h).fill(o.fill ?? '#24415f').restore();
    d.save().font('Helvetica-Bold').fontSize(size).fillColor(o.color ?? '#fff');
    const tw = d.widthOfString(text);
    const cx = x + w / 2, cy = y + h / 2;
    d.rotate(-90, { origin: [cx, cy] });
    d.text(text, cx - tw / 2, cy - size / 2 + 1, { lineBreak: false, characterSpacing: 0 });
    d.restore();
  }

  /** A faint label behind the value, in capitals at the right of its box (the value is written from the left). */
  watermark(text: string, x: number, y: number, w: number, h: number): void {
    const d = this.doc;
    const up = text.toUpperCase();
    d.save().font('Helvetica-Bold');
    let size = Math.min(h * 0.62, 18);
    d.fontSize(size);
    while (size > 5 && d.widthOfString(up) > w - 6) d.fontSize(--size);
    d.fillColor('#000').fillOpacity(0.14).text(up, x + w - d.widthOfString(up) - 4, y + (h - size) / 2 + 1, { lineBreak: false });
    d.restore();
  }

  box(x: number, y: number, w: number, h: number, color = '#777', lw = 0.6): void {
    this.doc.save().lineWidth(lw).strokeColor(color).rect(x, y, w, h).stroke().restore();
  }
  line(x0: number, y0: number, x1: number, y1: number, color = '#444', lw = 0.6): void {
    this.doc.save().lineWidth(lw).strokeColor(color).moveTo(x0, y0).lineTo(x1, y1).stroke().restore();
  }
  heading(text: string, x: number, y: number, size = 16, color = '#111'): void {
    this.doc.save().font('Helvetica-Bold').fontSize(size).fillColor(color).text(text, x, y, { lineBreak: false }).restore();
  }
  /** A signature-like scribble (vector only: no text). */
  scribble(x: number, y: number, w: number): void {
    const d = this.doc;
    d.save().lineWidth(0.9).strokeColor('#1b2a80').moveTo(x, y);
    for (let i = 1; i <= 8; i++) d.bezierCurveTo(x + (i - 0.6) * w / 8, y - this.rng.float(2, 9), x + (i - 0.3) * w / 8, y + this.rng.float(1, 6), x + (i * w) / 8, y - this.rng.float(-2, 3));
    d.stroke().restore();
  }

  /** A small line icon (a glyph-free pictogram) in an s-by-s square. */
  icon(kind: string, x: number, y: number, s = 14): void {
    const d = this.doc;
    d.save().lineWidth(1).strokeColor('#2f5d8a').fillColor('#2f5d8a');
    const q = s / 4;
    switch (kind) {
      case 'building': d.rect(x + q, y + q * 0.5, q * 2, s - q * 0.5).stroke(); for (let i = 0; i < 3; i++) d.rect(x + q * 1.4, y + q * (1 + i * 0.9), q * 0.4, q * 0.4).fill(); break;
      case 'store': d.polygon([x, y + q * 1.5], [x + s / 2, y], [x + s, y + q * 1.5]).stroke(); d.rect(x + q * 0.5, y + q * 1.5, s - q, s - q * 1.5).stroke(); break;
      case 'person': d.circle(x + s / 2, y + q, q * 0.8).stroke(); d.moveTo(x + q * 0.5, y + s).bezierCurveTo(x + q * 0.5, y + q * 1.8, x + s - q * 0.5, y + q * 1.8, x + s - q * 0.5, y + s).stroke(); break;
      case 'id': d.roundedRect(x, y + q * 0.5, s, s - q, 2).stroke(); d.circle(x + q * 1.1, y + s / 2, q * 0.5).stroke(); d.moveTo(x + q * 2, y + q * 1.5).lineTo(x + s - 2, y + q * 1.5).moveTo(x + q * 2, y + q * 2.5).lineTo(x + s - 2, y + q * 2.5).stroke(); break;
      case 'calendar': d.rect(x, y + q * 0.5, s, s - q * 0.5).stroke(); d.moveTo(x, y + q * 1.5).lineTo(x + s, y + q * 1.5).stroke(); d.rect(x + q, y + q * 2.2, q * 0.6, q * 0.6).fill(); break;
      case 'money': d.circle(x + s / 2, y + s / 2, s / 2 - 0.5).stroke(); d.moveTo(x + s / 2, y + 2).lineTo(x + s / 2, y + s - 2).stroke(); d.moveTo(x + q * 2.8, y + q * 1.3).bezierCurveTo(x + q, y + q, x + q, y + q * 2, x + s / 2, y + s / 2).bezierCurveTo(x + q * 3, y + q * 2, x + q * 3, y + q * 3, x + q * 1.2, y + q * 2.8).stroke(); break;
      case 'pin': d.circle(x + s / 2, y + q * 1.4, q * 1.2).stroke(); d.polygon([x + q * 0.9, y + q * 1.9], [x + s / 2, y + s], [x + q * 3.1, y + q * 1.9]).stroke(); break;
      case 'tag': d.polygon([x, y + q], [x + q * 2.5, y + q], [x + s, y + s / 2], [x + q * 2.5, y + s - q], [x, y + s - q]).stroke(); d.circle(x + q * 0.8, y + s / 2, 1.2).fill(); break;
      case 'percent': d.circle(x + q, y + q, q * 0.6).stroke(); d.circle(x + s - q, y + s - q, q * 0.6).stroke(); d.moveTo(x + s - 1, y + 1).lineTo(x + 1, y + s - 1).stroke(); break;
      case 'gauge': d.moveTo(x, y + s * 0.8).bezierCurveTo(x, y, x + s, y, x + s, y + s * 0.8).stroke(); d.moveTo(x + s / 2, y + s * 0.8).lineTo(x + s * 0.8, y + q).stroke(); break;
      case 'cake': d.rect(x + 1, y + s / 2, s - 2, s / 2).stroke(); d.moveTo(x + s / 2, y + s / 2).lineTo(x + s / 2, y + q).stroke(); d.circle(x + s / 2, y + q * 0.6, 1.3).fill(); break;
      case 'repeat': d.circle(x + s / 2, y + s / 2, s / 2 - 1).stroke(); d.polygon([x + s - 3, y + s / 2 - 3], [x + s + 1, y + s / 2 - 3], [x + s - 1, y + s / 2 + 1]).fill(); break;
      case 'hash': d.moveTo(x + q * 1.4, y).lineTo(x + q, y + s).moveTo(x + q * 3, y).lineTo(x + q * 2.6, y + s).moveTo(x, y + q * 1.4).lineTo(x + s, y + q * 1.4).moveTo(x, y + q * 2.7).lineTo(x + s, y + q * 2.7).stroke(); break;
      case 'flag': d.moveTo(x + 2, y + s).lineTo(x + 2, y).stroke(); d.polygon([x + 2, y], [x + s, y + q], [x + 2, y + q * 2]).fill(); break;
      case 'briefcase': d.rect(x, y + q, s, s - q * 1.3).stroke(); d.rect(x + q * 1.3, y + 1, q * 1.4, q).stroke(); break;
      default: d.rect(x, y, s, s).stroke();
    }
    d.restore();
  }
}
