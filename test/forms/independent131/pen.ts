// Drawing for set 131 in the three styles: labels are always page text (6-7 pt Helvetica); a value is typed text,
// handwriting (Z003, turned and shifted a little as a hand writes) or only an AcroForm field's value (fillable).
// Every value drawn is recorded with the truth paths it gives, so the test can read the form back.
import type PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';

export interface Drawn { key: string; text: string; paths: string[] }
export interface Ticked { key: string; label: string; paths: string[] }

type Doc = InstanceType<typeof PDFDocument>;

export class Pen {
  readonly values: Drawn[] = [];
  readonly decoys: Drawn[] = [];
  readonly ticks: Ticked[] = [];
  private names = new Set<string>();

  readonly doc: Doc;
  readonly style: Style;
  private readonly r: Rng;

  constructor(doc: Doc, style: Style, r: Rng) {
    this.doc = doc;
    this.style = style;
    this.r = r;
  }

  /** A label: small page text (6 pt unless told). */
  label(x: number, y: number, text: string, size = 6, bold = false): this {
    this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).fillColor('#000').text(text, x, y, { lineBreak: false });
    return this;
  }

  width(text: string, size = 6, bold = false): number {
    return this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).widthOfString(text);
  }

  /** A black band with a white section title, as dense broker forms have. */
  band(x: number, y: number, w: number, title: string): this {
    this.doc.rect(x, y, w, 8).fill('#1d1d1d');
    this.doc.font('Helvetica-Bold').fontSize(6.2).fillColor('#fff').text(title, x + 3, y + 1.3, { lineBreak: false });
    this.doc.fillColor('#000');
    return this;
  }

  rect(x: number, y: number, w: number, h: number, lw = 0.4): this {
    this.doc.lineWidth(lw).strokeColor('#000').rect(x, y, w, h).stroke();
    return this;
  }

  line(x0: number, y0: number, x1: number, y1: number, lw = 0.4): this {
    this.doc.lineWidth(lw).strokeColor('#000').moveTo(x0, y0).lineTo(x1, y1).stroke();
    return this;
  }

  private unique(key: string): string {
    let k = key, i = 2;
    while (this.names.has(k)) k = `${key}_${i++}`;
    this.names.add(k);
    return k;
  }

  /** A value in a field whose writing area starts at (x, y) (top) and is w wide. Paths empty: a decoy. */
  value(key: string, x: number, y: number, w: number, text: string, paths: string[] = []): this {
    const name = this.unique(key);
    if (text) (paths.length ? this.values : this.decoys).push({ key: name, text, paths });
    const doc = this.doc;
    if (this.style === 'fillable') {
      doc.font('Helvetica');
      doc.formText(name, x, y - 1, w, 8.5, { value: text, fontSize: 7 });
      return this;
    }
    if (!text) return this;
    if (this.style === 'typed') {
      let size = 7.5;
      doc.font('Courier');
      while (size > 5 && doc.fontSize(size).widthOfString(text) > w) size -= 0.25;
      doc.fillColor('#000').text(text, x + 0.5, y, { lineBreak: false });
      return this;
    }
    let size = 10;
    doc.font(HAND_FONT);
    while (size > 6.5 && doc.fontSize(size).widthOfString(text) > w) size -= 0.25;
    const dx = this.r.float(-0.5, 2), dy = this.r.float(-2.8, -1.2), turn = this.r.float(-2.2, 2.2);
    doc.save().rotate(turn, { origin: [x + dx, y + dy + size / 2] });
    doc.fillColor('#1b2a78').text(text, x + dx, y + dy, { lineBreak: false });
    doc.restore().fillColor('#000');
    return this;
  }

  /** A small box with its label; `mark` how a checked box is marked on paper ('x' or a hand's 'circle' round the label). */
  option(key: string, x: number, y: number, label: string, checked: boolean, paths: string[], size = 6): number {
    const name = this.unique(key);
    const doc = this.doc;
    doc.lineWidth(0.4).strokeColor('#000').rect(x, y, 5.5, 5.5).stroke();
    this.label(x + 7.5, y, label, size);
    const lw = this.width(label, size);
    if (checked) this.ticks.push({ key: name, label, paths });
    if (this.style === 'fillable') {
      this.checkbox(name, x, y, 5.5, checked);
    } else if (checked && this.style === 'typed') {
      doc.font('Helvetica-Bold').fontSize(6.5).text('X', x + 0.9, y - 0.2, { lineBreak: false });
    } else if (checked) {
      const cx = x + 7.5 + lw / 2, cy = y + size * 0.45, tw = this.r.float(-0.15, 0.15);
      doc.save().rotate(tw * 57, { origin: [cx, cy] }).lineWidth(0.8).strokeColor('#1b2a78')
        .ellipse(cx, cy, lw / 2 + 4, size * 0.9).stroke().restore().strokeColor('#000');
    }
    return x + 7.5 + lw + 5;
  }

  private checkbox(name: string, x: number, y: number, s: number, checked: boolean): void {
    const doc = this.doc as Doc & { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } }; page: { annotations: unknown[] } };
    const on = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    on.end(`0 G 0.8 w 1 1 m ${s - 1} ${s - 1} l S 1 ${s - 1} m ${s - 1} 1 l S`);
    const off = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end('');
    const state = checked ? 'Yes' : 'Off';
    doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: state, AS: state, F: 4,
      AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') } } as never);
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]);
  }

  /** A signature: a scribble (never text), then the printed name and date as values. */
  signature(x: number, y: number, w: number): this {
    const d = this.doc.save().lineWidth(0.7).strokeColor('#1b2a78').moveTo(x, y + 6);
    for (let i = 1; i <= 8; i++) d.lineTo(x + (w * i) / 9, y + this.r.float(0, 9));
    d.stroke().restore().strokeColor('#000');
    return this;
  }
}
