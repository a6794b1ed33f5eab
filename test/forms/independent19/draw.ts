// The pen of set 19: one call per value, drawn as typed text, as handwriting on a printed form, or as an AcroForm
// field (fillable); checkboxes and radio circles as drawn marks or AcroForm checkboxes. It records what it printed.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Mark = 'x' | 'letter' | 'tick' | 'fill';
export interface Printed { key: string; text: string; truth: boolean }

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  private n = 0;
  readonly style: Style;
  readonly r: Rng;
  readonly ink: string;
  constructor(style: Style, r: Rng, ink: string, size: [number, number] = [612, 792]) {
    this.style = style;
    this.r = r;
    this.ink = ink;
    this.doc = new PDFDocument({ size, margin: 0, autoFirstPage: true, info: { Title: 'Application', Producer: 'pdfkit', CreationDate: new Date(Date.UTC(2026, 4, 1)) } });
    if (style === 'fillable') this.doc.initForm();
  }

  /** Static page text (labels, headings). */
  label(t: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'right' | 'center' } = {}): number {
    const d = this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 9).fillColor(o.color ?? '#222222');
    d.text(t, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined });
    return d.widthOfString(t);
  }

  /** The width a value takes in this pen's style (handwriting is drawn larger, in another font). */
  measure(text: string, size: number, font = 'Helvetica'): number {
    if (this.style !== 'handwritten') return this.doc.font(font).fontSize(size).widthOfString(text);
    return this.doc.font(this.ink === 'pencil' ? 'Courier-Oblique' : 'Times-Italic').fontSize(size + 1.5).widthOfString(text) + 3;
  }

  /** A filled-in value; key is a truth path (or a decoy key starting with `decoy.`). Returns the width it takes. */
  value(key: string, text: string, x: number, y: number, o: { size?: number; width?: number; max?: number; color?: string; font?: string } = {}): number {
    if (!text) return 0;
    let size = o.size ?? 10;
    const fit = o.max ?? o.width;
    if (fit) while (size > 5.5 && this.measure(text, size, o.font) > fit) size -= 0.5;
    this.printed.push({ key, text, truth: !/^(decoy|x)\./.test(key) });
    if (this.style === 'fillable') {
      const w = o.width ?? this.doc.font('Helvetica').fontSize(size).widthOfString(text) + 8;
      this.doc.font('Helvetica');
      this.doc.formText(`${key.replace(/[^\w]+/g, '_')}_${this.n++}`, x - 2, y - 3, w, size + 6, { value: text, fontSize: size, borderColor: '#8aa4c8', backgroundColor: '#eef3fb' });
      return w;
    }
    if (this.style === 'typed') {
      this.doc.font(o.font ?? 'Helvetica').fontSize(size).fillColor(o.color ?? '#111111').text(text, x, y, { lineBreak: false });
      return this.doc.widthOfString(text);
    }
    const rot = this.r.float(-2.2, 2.2);
    const dx = this.r.float(-1.5, 2.5);
    const dy = this.r.float(-1.8, 1.2);
    const font = this.ink === 'pencil' ? 'Courier-Oblique' : 'Times-Italic';
    this.doc.save().rotate(rot, { origin: [x + dx, y + dy + size] });
    this.doc.font(font).fontSize(size + 1.5).fillColor(this.ink === 'pencil' ? '#3a3a3a' : this.ink).text(text, x + dx, y + dy, { lineBreak: false });
    const w = this.doc.widthOfString(text);
    this.doc.restore();
    return w;
  }

  /** A checkbox (square) or radio (circle) at x,y (top left), size s. */
  check(name: string, x: number, y: number, checked: boolean, o: { s?: number; round?: boolean; mark?: Mark; color?: string } = {}): void {
    const s = o.s ?? 9;
    const d = this.doc;
    d.save().lineWidth(0.8).strokeColor(o.color ?? '#555555');
    if (o.round) d.circle(x + s / 2, y + s / 2, s / 2).stroke(); else d.rect(x, y, s, s).stroke();
    d.restore();
    if (checked) this.printed.push({ key: 'check', text: name, truth: true });
    if (this.style === 'fillable') {
      d.formCheckbox(`${name.replace(/[^\w]+/g, '_')}_${this.n++}`, x, y, s, s, {});
      const annots = (d.page as unknown as { annotations: { data: Record<string, unknown> }[] }).annotations;
      const a = annots[annots.length - 1]!.data;
      a.V = checked ? 'Yes' : 'Off';
      a.AS = checked ? 'Yes' : 'Off';
      a.MK = { CA: new String('4') }; // a check glyph (ZapfDingbats) for viewers that build the appearance
      return;
    }
    if (!checked) return;
    const mark = o.mark ?? 'x';
    const ink = this.style === 'handwritten' ? (this.ink === 'pencil' ? '#333333' : this.ink) : '#111111';
    const j = this.style === 'handwritten' ? this.r.float(-1.2, 1.2) : 0;
    d.save().lineWidth(this.style === 'handwritten' ? 1.4 : 1.1).strokeColor(ink).fillColor(ink);
    if (mark === 'fill') d.circle(x + s / 2, y + s / 2, s / 2 - 2).fill();
    else if (mark === 'tick') d.moveTo(x + 1.5, y + s / 2 + j).lineTo(x + s / 2.6, y + s - 1.5).lineTo(x + s + 2, y - 2 + j).stroke();
    else if (mark === 'letter') d.font('Helvetica-Bold').fontSize(s).text('X', x + 1.2, y + 0.5, { lineBreak: false });
    else d.moveTo(x + 1 + j, y + 1).lineTo(x + s - 1, y + s - 1 + j).moveTo(x + s - 1, y + 1).lineTo(x + 1 + j, y + s - 1).stroke();
    d.restore();
  }

  /** A row of options; the chosen one is marked. Returns the x after the row. */
  options(name: string, opts: string[], chosen: string | null, x: number, y: number, o: { round?: boolean; mark?: Mark; gap?: number; size?: number } = {}): number {
    let cx = x;
    for (const opt of opts) {
      this.check(`${name}:${opt}`, cx, y, opt === chosen, { round: o.round, mark: o.mark });
      cx += 13 + this.label(opt, cx + 13, y + 0.5, { size: o.size ?? 8.5 }) + (o.gap ?? 12);
    }
    return cx;
  }

  async end(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
