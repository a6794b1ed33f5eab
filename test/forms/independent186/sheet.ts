// The drawing layer shared by the four layouts: static labels are page text in every style; values are typed text,
// handwriting (Z003, slightly rotated, checkmarks as vector strokes) or AcroForm fields whose values live only in /V and
// their own appearance streams. Every value drawn is recorded (`Placed`), with the truth fields it gives or none (decoy).
import PDFDocument from 'pdfkit';
import { existsSync } from 'node:fs';
import { Rng } from '../../statements/generator/prng.ts';

export type Box = [number, number, number, number];
export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Placed {
  key: string; page: number; box: Box; text: string; fields: Record<string, unknown>;
  via: 'text' | 'handwriting' | 'mark' | 'acroform'; acroform_field?: string;
}
export interface Theme { font: string; bold: string; ink: string; accent: string; typedFont: string }

const SCRIPT = ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf'].find((p) => existsSync(p))!;
const H = 792;
interface Ref { data: Record<string, unknown>; end(chunk?: string): void }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  page = 0;
  private readonly jitter: Rng;
  private helv: Ref | null = null;
  private names = new Set<string>();

  readonly style: Style;
  readonly theme: Theme;

  constructor(style: Style, theme: Theme, seed: string, title: string) {
    this.style = style;
    this.theme = theme;
    // Fixed dates: pdfkit stamps the time and derives the file ID from it, and a seed must give the same bytes.
    this.doc = new PDFDocument({ autoFirstPage: false, size: 'LETTER', margin: 0, compress: true,
      info: { Title: title, Producer: 'pdfkit', Creator: title, CreationDate: new Date(Date.UTC(2025, 4, 1)), ModDate: new Date(Date.UTC(2025, 4, 1)) } });
    this.doc.registerFont('script', SCRIPT);
    this.jitter = new Rng(`${seed}:${style}:hand`);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      // Our own appearance streams are the looks: a viewer must not rebuild them (pdfkit asks it to by default).
      const root = (this.doc as unknown as { _root: { data: { AcroForm: Ref } } })._root;
      root.data.AcroForm.data.NeedAppearances = false;
      this.helv = this.doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' }) as unknown as Ref;
      this.helv.end();
    }
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  /** Static form text (labels, titles): page text in every style. */
  label(text: string, x: number, y: number, size = 7.5, opts: { bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(opts.bold ? this.theme.bold : this.theme.font).fontSize(size).fillColor(opts.color ?? '#222222')
      .text(text, x, y, opts.width ? { width: opts.width, align: opts.align ?? 'left', lineGap: 1 } : { lineBreak: false });
  }

  rect(x: number, y: number, w: number, h: number, stroke = '#555555', fill?: string, lw = 0.6): void {
    this.doc.lineWidth(lw).rect(x, y, w, h);
    if (fill) this.doc.fillAndStroke(fill, stroke); else this.doc.strokeColor(stroke).stroke();
  }

  line(x0: number, y0: number, x1: number, y1: number, color = '#777777', lw = 0.5): void {
    this.doc.lineWidth(lw).strokeColor(color).moveTo(x0, y0).lineTo(x1, y1).stroke();
  }

  /** A value written on a line or in a cell whose bottom is at `base` (top-down points), `w` wide. Null text: left blank. */
  value(key: string, text: string | null, x: number, base: number, w: number, fields: Record<string, unknown> = {}, size = 9): void {
    if (text === null || text === '') return;
    const name = this.fieldName(key);
    let box: Box;
    let via: Placed['via'];
    if (this.style === 'fillable') {
      const h = size + 5;
      box = [x, H - base, x + w, H - base + h];
      this.textField(name, text, x, base - h, w, h, size);
      via = 'acroform';
    } else if (this.style === 'handwritten') {
      const s = size + 2.5, angle = this.jitter.float(-2, 2), dx = this.jitter.float(1, 6);
      const y = base - s - this.jitter.float(0, 1.5);
      this.doc.font('script').fontSize(s).fillColor(this.jitter.pick(['#1a2a6c', '#111111', '#0d1f4f']));
      const tw = this.doc.widthOfString(text);
      this.doc.save().rotate(angle, { origin: [x + dx, y + s] }).text(text, x + dx, y, { lineBreak: false }).restore();
      box = [x + dx - 2, H - y - s - 3, x + dx + tw + 2, H - y + 3];
      via = 'handwriting';
    } else {
      this.doc.font(this.theme.typedFont).fontSize(size).fillColor('#000000');
      const tw = this.doc.widthOfString(text);
      this.doc.text(text, x + 2, base - size - 1.5, { lineBreak: false });
      box = [x + 1, H - base, x + tw + 3, H - base + size + 3];
      via = 'text';
    }
    const p: Placed = { key, page: this.page, box, text, fields, via, ...(this.style === 'fillable' ? { acroform_field: name } : {}) };
    (Object.keys(fields).length ? this.placed : this.decoys).push(p);
  }

  /** A checkbox with its label to the right; a checked box gives `fields`. Returns the x after the label. */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Record<string, unknown> = {}, size = 7.5): number {
    const s = 7.5;
    this.rect(x, y, s, s, '#333333');
    this.label(label, x + s + 3, y + 0.5, size);
    const end = x + s + 3 + this.doc.widthOfString(label) + 10;
    const name = this.fieldName(`${key}.${label}`);
    if (this.style === 'fillable') this.checkField(name, x, y, s, checked);
    if (!checked) return end;
    if (this.style === 'typed') {
      this.doc.font('Helvetica-Bold').fontSize(8).fillColor('#000000').text('X', x + 1.2, y - 0.2, { lineBreak: false });
    } else if (this.style === 'handwritten') {
      // A pen mark, no text: a tick or a cross that overruns the box a little.
      const j = () => this.jitter.float(-1.2, 1.2);
      this.doc.lineWidth(1.2).strokeColor('#1a2a6c');
      if (this.jitter.chance(0.5)) this.doc.moveTo(x - 1 + j(), y + 4 + j()).lineTo(x + 3, y + s + 1).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
      else this.doc.moveTo(x - 1, y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1).moveTo(x + s + 1, y - 1 + j()).lineTo(x - 1 + j(), y + s + 1).stroke();
    }
    const p: Placed = { key, page: this.page, box: [x, H - y - s, x + s, H - y], text: label, fields,
      via: this.style === 'fillable' ? 'acroform' : 'mark', ...(this.style === 'fillable' ? { acroform_field: name } : {}) };
    (Object.keys(fields).length ? this.placed : this.decoys).push(p);
    return end;
  }

  async finish(): Promise<{ pdf: Uint8Array; pages: number }> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return { pdf: new Uint8Array(Buffer.concat(chunks)), pages: this.page };
  }

  private fieldName(key: string): string {
    const base = key.replace(/[^A-Za-z0-9_.]+/g, '_');
    let name = base;
    for (let i = 2; this.names.has(name); i++) name = `${base}_${i}`;
    this.names.add(name);
    return name;
  }

  /** A widget built whole and registered as a field: pdfkit writes an annotation the moment it is made, so its
   *  appearance and value cannot be added afterwards. */
  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict } as unknown as PDFKit.Mixins.AnnotationOption);
    const list = this.doc.page.annotations as Ref[];
    const root = (this.doc as unknown as { _root: { data: { AcroForm: { data: { Fields: Ref[] } } } } })._root;
    root.data.AcroForm.data.Fields.push(list[list.length - 1]!);
  }

  private stream(w: number, h: number, content: string): Ref {
    const ref = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: this.helv } } }) as unknown as Ref;
    ref.end(content);
    return ref;
  }

  private textField(name: string, text: string, x: number, y: number, w: number, h: number, size: number): void {
    const esc = text.replace(/[\\()]/g, (c) => `\\${c}`);
    const ap = this.stream(w, h, `/Tx BMC q BT /Helv ${size} Tf 0 g 2 ${((h - size) / 2 + 1.5).toFixed(2)} Td (${esc}) Tj ET Q EMC`);
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/Helv ${size} Tf 0 g`), DR: { Font: { Helv: this.helv } }, AP: { N: ap } });
  }

  private checkField(name: string, x: number, y: number, s: number, checked: boolean): void {
    const yes = this.stream(s, s, `q 0 g 1 w 1 1 m ${s - 1} ${s - 1} l S 1 ${s - 1} m ${s - 1} 1 l S Q`), off = this.stream(s, s, '');
    // Names, not strings: pdfkit writes a plain JS string as a PDF name (/Yes, /Off).
    this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
      MK: { CA: new String('8') }, AP: { N: { Yes: yes, Off: off } } });
  }
}
