// A small drawing surface over pdfkit for set 239: the form's printed text in Helvetica, the applicant's values in the
// chosen style (typed page text, a handwriting font slightly rotated, or AcroForm fields with their own appearance
// streams), and a record of every value placed (with the truth paths it gives) and every decoy.
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type FieldValues = Record<string, string | number | null>;

export interface Placed239 {
  key: string;
  /** Truth paths (`application.legal_name`, `application.applicants[0].ownership` ...) and the value each gives. */
  fields: FieldValues;
  page: number;
  box: Box;
  text: string;
  via: 'text' | 'acroform' | 'mark' | 'acroform_checkbox';
  acroform_field?: string;
}

export interface Decoy239 { key: string; text: string; page: number; box: Box; acroform_field?: string }

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const PAGE_W = 612, PAGE_H = 792;

/** WinAnsi literal for an appearance stream (Helvetica): ASCII kept, dashes mapped, the rest dropped to '?'. */
function pdfString(s: string): string {
  let out = '';
  for (const ch of s) {
    if (ch === '(' || ch === ')' || ch === '\\') out += '\\' + ch;
    else if (ch === '\u2014') out += '\\227';
    else if (ch === '\u2013') out += '\\226';
    else if (ch.charCodeAt(0) >= 32 && ch.charCodeAt(0) < 127) out += ch;
    else out += '?';
  }
  return out;
}

export class Form {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed239[] = [];
  readonly decoys: Decoy239[] = [];
  page = 1;
  private chunks: Buffer[] = [];
  private done: Promise<void>;
  private helv: { id: string; ref: unknown } | null = null;
  private names = new Set<string>();
  private readonly hand: string;

  readonly style: Style;
  readonly rng: Rng;

  constructor(style: Style, rng: Rng, title: string) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true,
      info: { Title: title, Producer: 'FormBuilder 4.2', Creator: 'FormBuilder', CreationDate: new Date(Date.UTC(2025, 4, 6)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.hand = fs.existsSync(HAND) ? 'hand' : 'Times-Italic';
    if (this.hand === 'hand') this.doc.registerFont('hand', HAND);
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      const d = this.doc as unknown as { _root: { data: { AcroForm: { data: Record<string, unknown> } } }; _font: { id: string; ref(): unknown } };
      d._root.data.AcroForm.data.NeedAppearances = false;
      this.helv = { id: d._font.id, ref: d._font.ref() };
    }
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  /** [x0, y0, x1, y1] from pdfkit's top-left coordinates. */
  box(x: number, y: number, w: number, h: number): Box {
    const r = (n: number) => Math.round(n * 10) / 10;
    return [r(x), r(PAGE_H - y - h), r(x + w), r(PAGE_H - y)];
  }

  // ---------- the form's own print ----------
  text(s: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; oblique?: boolean } = {}): void {
    this.doc.font(o.bold ? 'Helvetica-Bold' : o.oblique ? 'Helvetica-Oblique' : 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    if (o.width) this.doc.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 1 });
    else this.doc.text(s, x, y, { lineBreak: false });
    this.doc.fillColor('#000');
  }

  line(x1: number, y1: number, x2: number, y2: number, w = 0.6, color = '#000'): void {
    this.doc.save().lineWidth(w).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6);
    this.doc.rect(x, y, w, h);
    if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#000');
    this.doc.restore();
  }

  circle(x: number, y: number, r: number, fill: string): void {
    this.doc.save().circle(x, y, r).fill(fill).restore();
  }

  polygon(points: [number, number][], fill: string): void {
    this.doc.save().polygon(...points).fill(fill).restore();
  }

  /** A labelled blank: the label (small, above or left) and the writing line. Returns where the value goes. */
  blank(label: string, x: number, y: number, w: number, o: { left?: number; size?: number } = {}): { x: number; y: number; w: number } {
    if (o.left) {
      this.text(label, x, y + 4, { size: o.size ?? 8 });
      this.line(x + o.left, y + 14, x + w, y + 14, 0.5);
      return { x: x + o.left + 2, y, w: w - o.left - 2 };
    }
    this.text(label, x, y, { size: o.size ?? 6.5, color: '#333' });
    this.line(x, y + 22, x + w, y + 22, 0.5);
    return { x: x + 2, y: y + 9, w: w - 2 };
  }

  // ---------- the applicant's values ----------
  /** Writes `text` at the spot; `fields` empty makes it a decoy; `filler` (N/A, —) is written but recorded nowhere. */
  value(key: string, fields: FieldValues, text: string, at: { x: number; y: number; w: number }, o: { filler?: boolean; size?: number } = {}): void {
    if (!text) return;
    const size = o.size ?? 9.5;
    const h = 13;
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      this.textField(name, text, at.x, at.y, at.w, h, size);
      if (!o.filler) this.record(key, fields, text, this.box(at.x, at.y, at.w, h), 'acroform', name);
      return;
    }
    const doc = this.doc;
    if (this.style === 'handwritten') {
      const hs = size + 2.5;
      doc.font(this.hand).fontSize(hs).fillColor('#1a2a6c');
      const tw = doc.widthOfString(text);
      const dx = this.rng.float(0, 5), dy = this.rng.float(-1.5, 1.2), ang = this.rng.float(-2.2, 2.2);
      doc.save().rotate(ang, { origin: [at.x + dx, at.y + dy + hs / 2] });
      doc.text(text, at.x + dx, at.y + dy - 1.5, { lineBreak: false });
      doc.restore();
      doc.fillColor('#000');
      const lift = Math.abs(Math.sin((ang * Math.PI) / 180)) * tw;
      if (!o.filler) this.record(key, fields, text, this.box(at.x + dx, at.y + dy - 2 - lift, tw, hs + 2 + lift * 2), 'text');
      return;
    }
    doc.font('Helvetica').fontSize(size).fillColor('#000');
    const tw = doc.widthOfString(text);
    doc.text(text, at.x, at.y + 1, { lineBreak: false });
    if (!o.filler) this.record(key, fields, text, this.box(at.x, at.y, tw, size + 2), 'text');
  }

  /** A blank left empty on purpose: sometimes struck through by hand (never a value). */
  strike(at: { x: number; y: number; w: number }): void {
    if (this.style === 'fillable') return;
    const len = Math.min(at.w - 4, this.rng.float(30, 90));
    this.line(at.x + 2, at.y + 8 + this.rng.float(-1, 1), at.x + 2 + len, at.y + 6 + this.rng.float(-1, 1), 0.9, '#1a2a6c');
  }

  /** A checkbox with its label; `checked` marks it. A checked box with `fields` records them, with none a decoy. */
  checkbox(key: string, label: string, x: number, y: number, checked: boolean, fields: FieldValues = {}, o: { size?: number; labelSize?: number } = {}): number {
    const s = o.size ?? 8;
    this.rect(x, y, s, s, { lw: 0.6 });
    this.text(label, x + s + 3, y + (s - 7) / 2, { size: o.labelSize ?? 7.5 });
    const end = x + s + 3 + this.doc.font('Helvetica').fontSize(o.labelSize ?? 7.5).widthOfString(label);
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      this.checkField(name, x, y, s, checked);
      if (checked) this.record(key, fields, label, this.box(x, y, s, s), 'acroform_checkbox', name);
      return end;
    }
    if (!checked) return end;
    if (this.style === 'handwritten') {
      const j = () => this.rng.float(-1, 1);
      this.doc.save().lineWidth(1.3).strokeColor('#1a2a6c');
      this.doc.moveTo(x + 1 + j(), y + 1 + j()).lineTo(x + s - 1 + j(), y + s - 1 + j()).stroke();
      this.doc.moveTo(x + s - 1 + j(), y + 1 + j()).lineTo(x + 1 + j(), y + s - 1 + j()).stroke();
      this.doc.restore();
    } else {
      this.doc.font('Helvetica-Bold').fontSize(s + 1).text('X', x + 1.2, y - 0.2, { lineBreak: false });
    }
    this.record(key, fields, label, this.box(x, y, s, s), 'mark');
    return end;
  }

  private record(key: string, fields: FieldValues, text: string, box: Box, via: Placed239['via'], name?: string): void {
    if (Object.keys(fields).length) this.placed.push({ key, fields, page: this.page, box, text, via, ...(name ? { acroform_field: name } : {}) });
    else this.decoys.push({ key, text, page: this.page, box, ...(name ? { acroform_field: name } : {}) });
  }

  private fieldName(key: string): string {
    let n = key.replace(/[^A-Za-z0-9_.]/g, '_');
    for (let i = 2; this.names.has(n); i++) n = `${key}_${i}`;
    this.names.add(n);
    return n;
  }

  private acroFields(): unknown[] {
    return (this.doc as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields;
  }

  private textField(name: string, text: string, x: number, y: number, w: number, h: number, size: number): void {
    const helv = this.helv!;
    const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [helv.id]: helv.ref } } });
    ap.end(`/Tx BMC q BT /${helv.id} ${size} Tf 0 g 2 ${((h - size) / 2 + 2).toFixed(2)} Td (${pdfString(text)}) Tj ET Q EMC`);
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', F: 4, T: new String(name), V: new String(text),
      DA: new String(`/${helv.id} ${size} Tf 0 g`), AP: { N: ap }, MK: {} } as never);
    this.acroFields().push(this.lastAnnot());
  }

  private checkField(name: string, x: number, y: number, s: number, checked: boolean): void {
    const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    on.end(`q 0 g 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S ${s - 1.5} 1.5 m 1.5 ${s - 1.5} l S Q`);
    const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end('');
    this.doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', F: 4, T: new String(name), V: checked ? 'Yes' : 'Off',
      AS: checked ? 'Yes' : 'Off', AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') } } as never);
    this.acroFields().push(this.lastAnnot());
  }

  private lastAnnot(): unknown {
    const p = this.doc.page as unknown as { annotations: unknown[] };
    return p.annotations[p.annotations.length - 1];
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
