// A pdfkit page wrapper for set 228: static form print (labels, bars, tables, fine print) and the filled-in values in
// one of three styles, recording where each value went (placed) and which printed values are decoys.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Placed { key: string; fields: Record<string, unknown>; text: string; page: number; box: Box; via: 'text' | 'acroform' | 'checkbox' | 'drawn_mark'; acroform_field?: string }
export interface DecoyOut { key: string; text: string; page: number; box: Box; acroform_field?: string }

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const H = 792;
type Ref = { data: Record<string, unknown>; end(chunk?: string): void };
type Doc = PDFKit.PDFDocument & { ref(d: Record<string, unknown>): Ref; _font: { id: string; ref(): Ref }; page: { annotations: Ref[] }; _root: { data: { AcroForm: Ref } } };

export class Canvas {
  readonly doc: Doc;
  readonly style: Style;
  readonly rng: Rng;
  page = 1;
  placed: Placed[] = [];
  decoys: DecoyOut[] = [];
  private chunks: Buffer[] = [];
  private fieldNo = 0;
  private helv: Ref | null = null;
  private helvId = 'F1';
  font = 'Helvetica';

  constructor(style: Style, rng: Rng, meta: { title: string; author: string }) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { Title: meta.title, Author: meta.author, CreationDate: new Date(Date.UTC(2025, 0, 15)) } }) as Doc;
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.doc.registerFont('Hand', HAND);
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      this.doc._root.data.AcroForm.data.NeedAppearances = false;
      this.helv = this.doc._font.ref();
      this.helvId = this.doc._font.id;
    }
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Static print of the blank form. */
  text(s: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; font?: string } = {}): void {
    this.doc.font(o.font ?? (o.bold ? `${this.font}-Bold` : this.font)).fontSize(o.size ?? 7).fillColor(o.color ?? '#111');
    if (o.width) this.doc.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 0.5 });
    else this.doc.text(s, x, y, { lineBreak: false });
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke) this.doc.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    else this.doc.rect(x, y, w, h).stroke(o.stroke ?? '#333');
    this.doc.restore();
  }

  line(x0: number, y0: number, x1: number, y1: number, color = '#444', lw = 0.5): void {
    this.doc.save().lineWidth(lw).moveTo(x0, y0).lineTo(x1, y1).stroke(color).restore();
  }

  bar(title: string, x: number, y: number, w: number, fill: string, color = '#fff', h = 13): void {
    this.rect(x, y, w, h, { fill });
    this.text(title, x + 5, y + 3.2, { size: 8, bold: true, color });
  }

  /** A filled-in value. fields null: a decoy (printed, not the applicant's); {}: a value with no truth field. */
  value(key: string, s: string, x: number, y: number, w: number, fields: Record<string, unknown> | null, size = 9): void {
    if (!s) return;
    const d = this.doc;
    // Shrink a long value to its box, as a person writes smaller near the edge of a field.
    const face = this.style === 'handwritten' ? 'Hand' : this.style === 'fillable' ? 'Helvetica' : 'Courier';
    const grow = this.style === 'handwritten' ? 2 : 0;
    const natural = d.font(face).fontSize(size + grow).widthOfString(s);
    if (natural > w) size = Math.max(5, ((size + grow) * w) / natural - grow);
    let box: Box;
    let acro: string | undefined;
    if (this.style === 'fillable') {
      acro = `${key.replace(/[^A-Za-z0-9]/g, '_')}_${++this.fieldNo}`;
      const h = size + 5;
      this.textField(acro, s, x, y - 2, w, h, size);
      box = [x, H - (y - 2 + h), x + w, H - (y - 2)];
    } else if (this.style === 'handwritten') {
      const hs = size + 2;
      d.font('Hand').fontSize(hs).fillColor('#1a2a6c');
      const jx = this.rng.float(-1.5, 2.5); const jy = this.rng.float(-2.5, 0.5); const rot = this.rng.float(-2.2, 2.2);
      const tw = d.widthOfString(s);
      d.save().rotate(rot, { origin: [x + jx, y + jy + hs] });
      d.text(s, x + jx, y + jy - 2, { lineBreak: false });
      d.restore();
      const slack = Math.abs(Math.sin((rot * Math.PI) / 180)) * tw + 2;
      box = [x + jx - 1, H - (y + jy + hs + slack), x + jx + tw + 1, H - (y + jy - 2 - slack)];
    } else {
      d.font('Courier').fontSize(size).fillColor('#000');
      const tw = d.widthOfString(s);
      d.text(s, x, y, { lineBreak: false });
      box = [x, H - (y + size + 1), x + tw, H - y + 1];
    }
    this.record(key, s, box, fields, this.style === 'fillable' ? 'acroform' : 'text', acro);
  }

  /** A checkbox with its label; a checked box is an X (typed letter, drawn lines) or a checked AcroForm box. */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Record<string, unknown> | null): void {
    const s = 7.5;
    this.text(label, x + s + 3, y + 0.5, { size: 7.5 });
    if (this.style === 'fillable') {
      const name = `${key.replace(/[^A-Za-z0-9]/g, '_')}_${++this.fieldNo}`;
      this.checkField(name, x, y, s, checked);
      if (checked) this.record(key, label, [x, H - y - s, x + s, H - y], fields, 'checkbox', name);
      return;
    }
    this.rect(x, y, s, s, { stroke: '#222', lw: 0.6 });
    if (!checked) return;
    if (this.style === 'handwritten') {
      const j = (): number => this.rng.float(-1.2, 1.2);
      this.line(x + j(), y + j(), x + s + j(), y + s + j(), '#1a2a6c', 1.2);
      this.line(x + s + j(), y + j(), x + j(), y + s + j(), '#1a2a6c', 1.2);
      this.record(key, label, [x - 2, H - y - s - 2, x + s + 2, H - y + 2], fields, 'drawn_mark');
    } else {
      this.doc.font('Courier-Bold').fontSize(9).fillColor('#000').text('X', x + 1, y - 0.5, { lineBreak: false });
      this.record(key, label, [x, H - y - s, x + s, H - y], fields, 'text');
    }
  }

  signature(x: number, y: number, w: number, name: string | null): void {
    this.line(x, y, x + w, y, '#222', 0.6);
    if (!name || this.style === 'fillable') return;
    const d = this.doc.save().lineWidth(0.9).strokeColor('#1a2a6c');
    let px = x + 8;
    d.moveTo(px, y - 4);
    for (const ch of name.slice(0, 14)) {
      const c = ch.charCodeAt(0);
      d.bezierCurveTo(px + 3, y - 14 - (c % 7), px + 6, y + 2, px + 8, y - 3 - (c % 5));
      px += 8;
    }
    d.stroke().restore();
  }

  private record(key: string, s: string, box: Box, fields: Record<string, unknown> | null, via: Placed['via'], acro?: string): void {
    const page = this.page;
    if (fields === null) this.decoys.push({ key, text: s, page, box, ...(acro ? { acroform_field: acro } : {}) });
    else this.placed.push({ key, fields, text: s, page, box, via, ...(acro ? { acroform_field: acro } : {}) });
  }

  /** A widget annotation with its appearance stream, registered as an AcroForm field (pdfkit ends the annotation
   *  object at once, so every key must be in the dict handed to annotate). */
  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict } as unknown as PDFKit.Mixins.AnnotationOption);
    const annot = this.doc.page.annotations[this.doc.page.annotations.length - 1]!;
    (this.doc._root.data.AcroForm.data.Fields as Ref[]).push(annot);
  }

  private textField(name: string, s: string, x: number, y: number, w: number, h: number, size: number): void {
    const esc = s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
    const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [this.helvId]: this.helv } } });
    ap.end(`/Tx BMC q BT /${this.helvId} ${size} Tf 0 g 2 ${(h - size) / 2 + 1.2} Td (${esc}) Tj ET Q EMC`);
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(s), DA: new String(`/${this.helvId} ${size} Tf 0 g`), AP: { N: ap } });
  }

  private checkField(name: string, x: number, y: number, s: number, checked: boolean): void {
    const box = `0.4 w 0 0 0 RG 0.2 0.2 ${s - 0.4} ${s - 0.4} re S`;
    const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    on.end(`q ${box} 1 w 1.2 1.2 m ${s - 1.2} ${s - 1.2} l S ${s - 1.2} 1.2 m 1.2 ${s - 1.2} l S Q`);
    const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end(`q ${box} Q`);
    this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', AP: { N: { Yes: on, Off: off } } });
  }

  async finish(): Promise<Uint8Array> {
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
