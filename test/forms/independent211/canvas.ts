// The sheet a set-211 layout draws on: labels are always page text (Helvetica or Times); values are printed by the
// style (typed: another font; handwritten: URW Z003 in blue ink, jittered and turned; fillable: AcroForm fields with
// their own appearance streams). Every value printed is recorded with its box (PDF points, origin bottom-left).
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type Via = 'text' | 'handwriting' | 'acroform' | 'mark' | 'acroform_checkbox';

export interface Placed {
  key: string;
  text: string;
  page: number;
  box: Box;
  /** Truth path -> value; empty for a decoy. */
  fields: Record<string, string | number | null>;
  via: Via;
  acroform_field?: string;
  acroform_value?: string;
}

const H = 792;
const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const INK = '#1b2a6b';

export interface SheetOptions { style: Style; ink: Rng; labelFont: 'Helvetica' | 'Times-Roman'; typedFont: string; title: string; creator: string }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  page = 1;
  private names = new Set<string>();
  private apFont: { id: string; ref: unknown } | null = null;
  private done: Promise<Uint8Array>;

  readonly o: SheetOptions;

  constructor(o: SheetOptions) {
    this.o = o;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 36, autoFirstPage: true,
      info: { Title: o.title, Creator: o.creator, Producer: o.creator, CreationDate: new Date(Date.UTC(2024, 4, 14, 15, 0, 0)) } });
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res(new Uint8Array(Buffer.concat(chunks)))));
    if (o.style === 'fillable') {
      this.doc.font('Courier');
      const d = this.doc as any;
      this.apFont = { id: d._font.id, ref: d._font.ref() };
      this.doc.initForm();
      d._root.data.AcroForm.data.NeedAppearances = false;
    }
    if (o.style === 'handwritten') this.doc.registerFont('hand', HAND);
    this.doc.font(o.labelFont);
  }

  newPage(): void {
    this.doc.addPage();
    this.page++;
  }

  /** A label (page text in the label font). `y` is the top of the text, pdfkit's top-down coordinates. */
  label(text: string, x: number, y: number, size = 8, o: { bold?: boolean; width?: number; align?: 'left' | 'center' | 'right'; color?: string } = {}): void {
    const base = this.o.labelFont;
    const font = o.bold ? (base === 'Helvetica' ? 'Helvetica-Bold' : 'Times-Bold') : base;
    this.doc.font(font).fontSize(size).fillColor(o.color ?? '#000000');
    if (o.width) this.doc.text(text, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 1 });
    else this.doc.text(text, x, y, { lineBreak: false });
  }

  line(x0: number, y: number, x1: number, color = '#000000', w = 0.6): void {
    this.doc.moveTo(x0, y).lineTo(x1, y).lineWidth(w).strokeColor(color).stroke();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.rect(x, y, w, h).lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.strokeColor(o.stroke ?? '#000000').stroke();
  }

  /** A unique AcroForm field name. */
  private fieldName(key: string): string {
    let name = key.replace(/[^A-Za-z0-9_]/g, '_');
    for (let i = 2; this.names.has(name); i++) name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${i}`;
    this.names.add(name);
    return name;
  }

  /**
   * A value in the cell (x, y, w, h) (top-down; the text sits on the cell's bottom part). `fields` empty: a decoy.
   * An empty text prints nothing (the value left blank).
   */
  value(key: string, text: string, x: number, y: number, w: number, h: number, fields: Placed['fields'] = {}): void {
    if (!text) return;
    const p = this.o.style === 'fillable' ? this.field(key, text, x, y, w, h)
      : this.o.style === 'handwritten' ? this.hand(key, text, x, y, w, h) : this.typed(key, text, x, y, w, h);
    p.fields = fields;
    (Object.keys(fields).length ? this.placed : this.decoys).push(p);
    this.doc.font(this.o.labelFont).fillColor('#000000');
  }

  private fit(font: string, text: string, size: number, w: number): number {
    this.doc.font(font);
    while (size > 5 && this.doc.fontSize(size).widthOfString(text) > w - 4) size -= 0.5;
    return size;
  }

  private typed(key: string, text: string, x: number, y: number, w: number, h: number): Placed {
    const size = this.fit(this.o.typedFont, text, Math.min(10, h - 2), w);
    const ty = y + h - size * 1.15 - 1;
    this.doc.fillColor('#000000').text(text, x + 2, ty, { lineBreak: false });
    const tw = this.doc.widthOfString(text);
    return { key, text, page: this.page, box: [x + 2, H - (ty + size * 1.2), x + 2 + tw, H - ty], fields: {}, via: 'text' };
  }

  private hand(key: string, text: string, x: number, y: number, w: number, h: number): Placed {
    const r = this.o.ink;
    const size = this.fit('hand', text, r.float(11, 13.5), w - 6);
    const tx = x + 2 + r.float(0, 5), ty = y + h - size * 1.1 + r.float(-1.5, 1);
    const angle = r.float(-2.5, 2.5);
    const tw = this.doc.widthOfString(text), th = size * 1.2;
    this.doc.save().rotate(angle, { origin: [tx, ty] }).fillColor(INK).text(text, tx, ty, { lineBreak: false }).restore();
    const rad = (Math.abs(angle) * Math.PI) / 180;
    const dx = th * Math.sin(rad) + 1, dy = tw * Math.sin(rad) + 1;
    const x1 = tx + tw * Math.cos(rad) + dx;
    return { key, text, page: this.page, box: [tx - dx, H - (ty + th + dy), x1, H - (ty - dy)], fields: {}, via: 'handwriting' };
  }

  private field(key: string, text: string, x: number, y: number, w: number, h: number): Placed {
    const d = this.doc as any, f = this.apFont!;
    const name = this.fieldName(key);
    const fh = Math.min(h, 15), fy = y + h - fh;
    const size = this.fit('Courier', text, 9, w);
    const hex = Array.from(text).map((c) => Math.min(c.charCodeAt(0), 255).toString(16).padStart(2, '0')).join('');
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, fh], Resources: { Font: { [f.id]: f.ref } } });
    ap.end(`/Tx BMC q BT /${f.id} ${size} Tf 0 g 2 ${((fh - size) / 2 + 1).toFixed(2)} Td <${hex}> Tj ET Q EMC`);
    this.doc.annotate(x, fy, w, fh, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${f.id} ${size} Tf 0 g`),
      F: 4, AP: { N: ap }, MK: { BC: [0.6, 0.6, 0.8] } } as any);
    const ref = d.page.annotations[d.page.annotations.length - 1];
    d._root.data.AcroForm.data.Fields.push(ref);
    return { key, text, page: this.page, box: [x, H - (fy + fh), x + w, H - fy], fields: {}, via: 'acroform', acroform_field: name };
  }

  /**
   * A checkbox and its label; a checked box with `fields` records the checked option. Fillable: a /Btn field whose
   * on-state is `onState`; typed: a letter X or a drawn X; handwritten: a drawn tick in ink.
   */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Placed['fields'] = {}, onState = 'Yes'): number {
    const s = 8;
    this.rect(x, y, s, s, { lw: 0.7 });
    this.label(label, x + s + 3, y, 8);
    const lw = this.doc.font(this.o.labelFont).fontSize(8).widthOfString(label);
    const box: Box = [x, H - (y + s + 1), x + s + 3 + lw, H - y + 1];
    let via: Via = 'mark', acro: string | undefined;
    if (this.o.style === 'fillable') {
      const d = this.doc as any;
      acro = this.fieldName(key);
      const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      on.end(`q 0 g 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
      const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      off.end('');
      this.doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(acro), V: checked ? onState : 'Off', AS: checked ? onState : 'Off',
        F: 4, AP: { N: { [onState]: on, Off: off } }, MK: { CA: new String('8') }, DA: new String('/ZaDb 0 Tf 0 g') } as any);
      d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
      via = 'acroform_checkbox';
    } else if (checked && this.o.style === 'typed') {
      if (this.o.ink.chance(0.5)) {
        this.doc.font(this.o.typedFont).fontSize(8).fillColor('#000000').text('X', x + 1.6, y + 0.6, { lineBreak: false });
      } else {
        this.doc.moveTo(x + 1.5, y + 1.5).lineTo(x + s - 1.5, y + s - 1.5).moveTo(x + s - 1.5, y + 1.5).lineTo(x + 1.5, y + s - 1.5)
          .lineWidth(1).strokeColor('#000000').stroke();
      }
    } else if (checked) {
      const r = this.o.ink;
      this.doc.moveTo(x + 1 + r.float(-1, 1), y + 4 + r.float(-1, 1)).lineTo(x + 3.5, y + s - 0.5).lineTo(x + s + 2 + r.float(-1, 1), y - 2 + r.float(-1, 1))
        .lineWidth(1.3).strokeColor(INK).stroke();
    }
    this.doc.strokeColor('#000000').fillColor('#000000').font(this.o.labelFont);
    if (checked) {
      const p: Placed = { key, text: label, page: this.page, box, fields, via, ...(acro ? { acroform_field: acro } : {}), ...(acro && onState !== 'Yes' ? { acroform_value: onState } : {}) };
      (Object.keys(fields).length ? this.placed : this.decoys).push(p);
    }
    return x + s + 3 + lw + 12;
  }

  /** A signature: ink strokes only (no text), in every style but fillable (signed on screen as a drawn squiggle too). */
  scribble(x: number, y: number, w: number, h: number): void {
    const r = this.o.ink, d = this.doc;
    d.moveTo(x, y + h * 0.7);
    for (let i = 1; i <= 6; i++) {
      const px = x + (w * i) / 6;
      d.bezierCurveTo(px - w / 9, y + r.float(0, h * 0.4), px - w / 18, y + h * r.float(0.6, 1), px, y + h * r.float(0.3, 0.8));
    }
    d.lineWidth(0.9).strokeColor(this.o.style === 'typed' ? '#111111' : INK).stroke().strokeColor('#000000');
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    return this.done;
  }
}
