// Drawing primitives shared by the seven looks: static form print (labels, rules, boxes) and the filler's values in
// one of three styles: typed text, pen handwriting (Kalam / Patrick Hand, slightly rotated), or live AcroForm fields.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
const require = createRequire(import.meta.url);
const HANDS = [require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'),
  require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff')];

export interface Look {
  font: string; bold: string; accent: string; typed: string; labelSize: number; titleFont?: string;
}
export interface Printed { name: string; text: string; decoy: boolean }
interface TextOpts { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; font?: string }

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  private names = new Map<string, number>();
  private hand: string;
  private ink: string;
  readonly style: Style;
  readonly rng: Rng;
  readonly look: Look;

  constructor(style: Style, rng: Rng, look: Look) {
    this.style = style;
    this.rng = rng;
    this.look = look;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { Title: 'Business Financing Application', Producer: 'pdfkit', CreationDate: new Date(Date.UTC(2026, 9, 1)) } });
    this.hand = rng.pick(HANDS);
    this.ink = rng.pick(['#1b2a6b', '#14213d', '#222222', '#0b3d91']);
    // The form's default font differs from every typed font, so that each text field keeps its own size.
    this.doc.font(style === 'fillable' ? 'Times-Italic' : look.font);
    if (style === 'fillable') this.doc.initForm();
  }

  text(x: number, y: number, s: string, o: TextOpts = {}): void {
    const d = this.doc;
    d.font(o.font ?? (o.bold ? this.look.bold : this.look.font)).fontSize(o.size ?? this.look.labelSize).fillColor(o.color ?? '#111111');
    d.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 1 });
  }

  height(s: string, width: number, size: number): number {
    return this.doc.font(this.look.font).fontSize(size).heightOfString(s, { width, lineGap: 1 });
  }

  rule(x1: number, y1: number, x2: number, y2: number, w = 0.6, color = '#333333'): void {
    this.doc.save().moveTo(x1, y1).lineTo(x2, y2).lineWidth(w).strokeColor(color).stroke().restore();
  }

  box(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    const d = this.doc.save().rect(x, y, w, h).lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke !== 'none') d.fillAndStroke(o.fill, o.stroke ?? '#333333');
    else if (o.fill) d.fill(o.fill);
    else d.strokeColor(o.stroke ?? '#333333').stroke();
    d.restore();
  }

  private fieldName(label: string): string {
    const base = label.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '').slice(0, 40) || 'field';
    const k = (this.names.get(base) ?? 0) + 1;
    this.names.set(base, k);
    return k === 1 ? base : `${base}_${k}`;
  }

  /** The filler's value in the area (x, y top, w, h): typed, handwritten or a live text field. */
  value(label: string, x: number, y: number, w: number, h: number, s: string, decoy = false, size = 9.5): void {
    if (!s) return;
    const name = this.fieldName(label);
    this.printed.push({ name, text: s, decoy });
    const d = this.doc;
    if (this.style === 'fillable') {
      d.font(this.look.typed).fontSize(size);
      d.formText(name, x, y + 1, w, h - 1, { value: s, fontSize: size } as object);
      return;
    }
    if (this.style === 'typed') {
      let sz = size;
      d.font(this.look.typed);
      while (sz > 6 && d.fontSize(sz).widthOfString(s) > w - 4) sz -= 0.5;
      d.fillColor('#000000').text(s, x + 2, y + h - sz - 2.5, { lineBreak: false });
      return;
    }
    let sz = size + 2;
    d.font(this.hand);
    while (sz > 7 && d.fontSize(sz).widthOfString(s) > w - 6) sz -= 0.5;
    const dx = this.rng.float(1, 6), dy = this.rng.float(-1.5, 1.2), rot = this.rng.float(-1.6, 1.6);
    const bx = x + dx, by = y + h - sz - 2 + dy;
    d.save().rotate(rot, { origin: [bx, by + sz / 2] }).fillColor(this.ink).text(s, bx, by, { lineBreak: false }).restore();
  }

  /** A checkbox (drawn square); when checked: a letter X when typed, pen strokes when handwritten, a live field's state. */
  mark(label: string, x: number, y: number, s: number, checked: boolean): void {
    const d = this.doc;
    this.box(x, y, s, s, { lw: 0.7 });
    if (this.style === 'fillable') {
      const name = this.fieldName(`cb_${label}`);
      if (checked) this.printed.push({ name, text: 'Yes', decoy: false });
      const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      on.end(`q 0 g 1.2 w 2 2 m ${s - 2} ${s - 2} l S 2 ${s - 2} m ${s - 2} 2 l S Q`);
      const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      off.end('');
      const state = checked ? 'Yes' : 'Off';
      d.annotate(x, y, s, s, { FT: 'Btn', T: new String(name), Subtype: 'Widget', F: 4, V: state, AS: state, AP: { N: { Yes: on, Off: off } },
        MK: { BC: [0, 0, 0] } } as unknown as PDFKit.Mixins.AnnotationOption);
      const annots = d.page.annotations as unknown[];
      (d as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(annots[annots.length - 1]);
      return;
    }
    if (!checked) return;
    if (this.style === 'typed') {
      d.font(this.look.typed).fontSize(s + 1).fillColor('#000000').text('X', x + s * 0.12, y - 0.5, { lineBreak: false });
      return;
    }
    const j = (): number => this.rng.float(-1, 1);
    d.save().lineWidth(1.3).strokeColor(this.ink).lineCap('round');
    if (this.rng.chance(0.5)) {
      d.moveTo(x + 1 + j(), y + 1 + j()).lineTo(x + s - 1 + j(), y + s - 1 + j()).stroke();
      d.moveTo(x + s - 1 + j(), y + 1 + j()).lineTo(x + 1 + j(), y + s - 1 + j()).stroke();
    } else {
      d.moveTo(x + 1, y + s * 0.55).lineTo(x + s * 0.4, y + s - 1).lineTo(x + s + 2, y - 2).stroke();
    }
    d.restore();
  }

  async finish(): Promise<Uint8Array> {
    const d = this.doc;
    const chunks: Buffer[] = [];
    d.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((r) => d.on('end', () => r()));
    d.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
