// The pen and the typewriter: what a person adds to a printed blank form. Handwriting is a script font, slightly
// turned and loose on its line; marks (ticks, crosses, circles, arrows, strike-outs, signatures) are vector strokes
// with no text at all; the typewriter is Courier, unturned but not quite on the line.
import type { Rng } from '../../statements/generator/prng.ts';

/** [x0, y0, x1, y1] in PDF points, origin at the page's bottom left. */
export type Box = [number, number, number, number];
const H = 792;

export class Pen {
  /** The writer's habitual slant of whole lines, in degrees (pdfkit's sense: positive turns clockwise). */
  private readonly tilt: number;
  private readonly size: number;
  private readonly widths = new Map<string, number>();

  private readonly doc: PDFKit.PDFDocument;
  private readonly rng: Rng;
  private readonly k: number;
  readonly font: string;
  readonly ink: string;

  constructor(doc: PDFKit.PDFDocument, rng: Rng, font: string, k: number, ink: string) {
    this.doc = doc; this.rng = rng; this.font = font; this.k = k; this.ink = ink;
    this.tilt = rng.float(-1.6, 0.8);
    this.size = rng.float(10.5, 12.5) * k;
  }

  angle(): number {
    return this.tilt + this.rng.float(-1.2, 1.2);
  }

  /** Width at `size`; measured once per text at size 1 (measuring an embedded font runs its shaper, which is slow). */
  width(text: string, size: number): number {
    let w = this.widths.get(text);
    if (w === undefined) {
      w = this.doc.font(this.font).fontSize(1).widthOfString(text);
      this.widths.set(text, w);
    }
    return w * size;
  }

  /** The writer's size, smaller when the line is short (people squeeze), but never below legible. */
  fit(text: string, room: number): number {
    const size = this.size * this.rng.float(0.93, 1.06);
    const fits = (room + 12) / this.width(text, 1);
    return size <= fits ? size : Math.max(8.5 * this.k, Math.floor(fits * 2) / 2);
  }

  /** Handwritten text with its baseline starting at (x, base), turned by `angle` degrees. */
  write(text: string, x: number, base: number, size: number, angle: number): Box {
    const d = this.doc;
    d.save().translate(x, base).rotate(angle);
    d.font(this.font).fontSize(size).fillColor(this.ink).text(text, 0, 0, { lineBreak: false, baseline: 'alphabetic' });
    d.restore();
    return turnedBox(x, base, this.width(text, size), size * 0.9, size * 0.32, angle);
  }

  /** Typewritten text with its baseline at (x, base). */
  type(text: string, x: number, base: number, size: number): Box {
    this.doc.font('Courier').fontSize(size).fillColor('#111').text(text, x, base, { lineBreak: false, baseline: 'alphabetic' });
    const w = this.doc.widthOfString(text);
    return [x - 0.5, H - base - size * 0.3, x + w + 0.5, H - base + size * 0.8];
  }

  private stroke(lw = 1.1): void {
    this.doc.lineWidth(lw).strokeColor(this.ink).lineCap('round').lineJoin('round').stroke();
  }

  /** A tick or a cross over a box given in PDF coordinates; it overshoots the box as a quick pen does. */
  tick(b: Box, cross: boolean): Box {
    const r = this.rng, d = this.doc;
    const x0 = b[0], y0 = H - b[3], s = b[2] - b[0];
    if (cross) {
      d.moveTo(x0 - r.float(0, 2), y0 - r.float(0, 2)).lineTo(x0 + s + r.float(0, 3), y0 + s + r.float(0, 2));
      d.moveTo(x0 + s + r.float(0, 2), y0 - r.float(0, 3)).lineTo(x0 - r.float(0, 2), y0 + s + r.float(0, 2));
    } else {
      d.moveTo(x0 - r.float(0, 1), y0 + s * 0.45).lineTo(x0 + s * 0.4, y0 + s + r.float(0, 1.5))
        .bezierCurveTo(x0 + s * 0.8, y0 + s * 0.3, x0 + s * 1.2, y0 - s * 0.4, x0 + s * 1.6 + r.float(0, 3), y0 - s * 0.8);
    }
    this.stroke(1.2);
    return [b[0] - 3, b[1] - 3, b[2] + 6, b[3] + 6];
  }

  /** A loose oval around a word (PDF box), not quite closed. */
  ellipse(b: Box): Box {
    const cx = (b[0] + b[2]) / 2, cy = H - (b[1] + b[3]) / 2;
    const rx = (b[2] - b[0]) / 2 + 4 + this.rng.float(0, 3), ry = (b[3] - b[1]) / 2 + 3 + this.rng.float(0, 2);
    const a0 = this.rng.float(0, Math.PI * 2), turn = this.rng.float(-0.12, 0.12);
    for (let i = 0; i <= 28; i++) {
      const a = a0 + (i / 26) * Math.PI * 2;
      const wob = 1 + this.rng.float(-0.03, 0.03);
      const x = cx + rx * wob * Math.cos(a) - ry * Math.sin(a) * turn, y = cy + ry * wob * Math.sin(a) + rx * Math.cos(a) * turn;
      if (i === 0) this.doc.moveTo(x, y); else this.doc.lineTo(x, y);
    }
    this.stroke(1);
    return [cx - rx - 3, H - cy - ry - 3, cx + rx + 3, H - cy + ry + 3];
  }

  /** A line through a written value (its PDF box). */
  strike(b: Box): void {
    const y = H - (b[1] + b[3]) / 2 + this.rng.float(-1, 2);
    this.doc.moveTo(b[0] - 2, y + this.rng.float(-1, 1)).lineTo(b[2] + 2, y + this.rng.float(-1.5, 1.5));
    this.stroke(1.2);
  }

  /** A curved arrow from (x1, y1) to (x2, y2), pdfkit coordinates, head at the end. */
  arrow(x1: number, y1: number, x2: number, y2: number): void {
    const mx = (x1 + x2) / 2 + this.rng.float(-15, 15), my = Math.min(y1, y2) - this.rng.float(5, 20);
    this.doc.moveTo(x1, y1).quadraticCurveTo(mx, my, x2, y2);
    this.stroke(0.9);
    const a = Math.atan2(y2 - my, x2 - mx);
    for (const s of [-0.5, 0.5]) this.doc.moveTo(x2, y2).lineTo(x2 - 6 * Math.cos(a + s), y2 - 6 * Math.sin(a + s));
    this.stroke(0.9);
  }

  /** A signature: a few loops and a trailing stroke; nothing a reader could take for text. */
  scribble(x: number, base: number, w: number): void {
    const d = this.doc, r = this.rng;
    d.moveTo(x, base);
    let cx = x;
    const loops = r.int(3, 6);
    for (let i = 0; i < loops; i++) {
      const step = (w * 0.7) / loops;
      d.bezierCurveTo(cx + step * 0.3, base - r.float(8, 16), cx + step * 0.9, base - r.float(10, 18), cx + step * 0.6, base + r.float(0, 3));
      cx += step;
    }
    d.bezierCurveTo(cx + w * 0.1, base - r.float(2, 6), cx + w * 0.2, base + 2, x + w, base - r.float(2, 8));
    this.stroke(0.9);
  }
}

/** The PDF box around text set at (x, base) in pdfkit coordinates and turned `angle` degrees clockwise on the page. */
export function turnedBox(x: number, base: number, w: number, asc: number, desc: number, angle: number): Box {
  const t = (-angle * Math.PI) / 180, c = Math.cos(t), s = Math.sin(t);
  const ox = x, oy = H - base;
  const xs: number[] = [], ys: number[] = [];
  for (const dx of [0, w]) for (const dy of [-desc, asc]) { xs.push(ox + dx * c - dy * s); ys.push(oy + dx * s + dy * c); }
  return [Math.min(...xs) - 0.5, Math.min(...ys) - 0.5, Math.max(...xs) + 0.5, Math.max(...ys) + 0.5];
}
