// The drawing engine of generator 158: one pdfkit document, three styles. Layouts give positions in pdfkit's
// top-left points; every value drawn is recorded with its box in PDF points (origin bottom left).
//   typed:       the value is page text (Helvetica);
//   handwritten: the value is page text in Z003 (embedded), ink-coloured, slightly rotated and shifted; checkbox
//                marks are drawn strokes (X, tick or a ring round the box) with no text;
//   fillable:    labels are page text, every value is only in an AcroForm field (/V plus an appearance stream),
//                checkboxes are Btn fields with an on and an Off appearance.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import type { Box, FieldValue, Placed, Style } from './types.ts';

export const SCRIPT_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const PAGE_H = 792;

export interface PenOptions {
  title: string;
  broker: string;
  /** 'semantic' names fields after their content (biz_legal_name), 'generic' as a form tool does (Text12). */
  fieldNames: 'semantic' | 'generic';
  /** A checked checkbox field's on-state: 'Yes', 'On', or the option's own name. */
  onState: 'Yes' | 'On' | 'label';
  font?: string;
  valueSize?: number;
}

export interface ValueSpec { key: string; label: string; text: string; fields?: Record<string, FieldValue> }

type Ref = { data: Record<string, unknown>; end(chunk?: string): void };
type AcroForm = { Fields: Ref[]; NeedAppearances: boolean; DA: unknown; DR: { Font: Record<string, unknown> } };

/** A PDF literal string in WinAnsi (Latin-1 for the characters we use). */
function pdfString(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (c > 126) out += `\\${(c & 0xff).toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `(${out})`;
}

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  /** Every checkbox square drawn (for the tests' ink check). */
  readonly squares: { page: number; box: Box; checked: boolean }[] = [];
  page = 1;
  private fieldNo = 0;
  private helv: Ref | null = null;
  private form: AcroForm | null = null;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  readonly style: Style;
  private readonly ink: Rng;
  private readonly o: PenOptions;

  constructor(style: Style, ink: Rng, o: PenOptions) {
    this.style = style; this.ink = ink; this.o = o;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true,
      info: { Title: o.title, Author: o.broker, Creator: `${o.broker} intake`, Producer: 'pdfkit', CreationDate: new Date(Date.UTC(2025, 5, 2)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      const root = (this.doc as unknown as { _root: { data: { AcroForm: { data: AcroForm } } } })._root;
      this.form = root.data.AcroForm.data;
      this.form.NeedAppearances = false;
      this.helv = this.doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' }) as unknown as Ref;
      this.helv.end();
      const zadb = this.doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'ZapfDingbats' }) as unknown as Ref;
      zadb.end();
      this.form.DR.Font.Helv = this.helv;
      this.form.DR.Font.ZaDb = zadb;
      this.form.DA = new String('/Helv 0 Tf 0 g');
    }
  }

  static box(x: number, y: number, w: number, h: number): Box {
    return [round(x), round(PAGE_H - y - h), round(x + w), round(PAGE_H - y)];
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  /** Static page text: captions, headers, paragraphs. */
  text(s: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; italic?: boolean } = {}): void {
    const f = o.bold ? 'Helvetica-Bold' : o.italic ? 'Helvetica-Oblique' : 'Helvetica';
    this.doc.font(f).fontSize(o.size ?? 7).fillColor(o.color ?? '#000');
    if (o.width) this.doc.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 0.5 });
    else this.doc.text(s, x, y, { lineBreak: false });
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke) this.doc.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    else this.doc.rect(x, y, w, h).stroke(o.stroke ?? '#000');
    this.doc.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, lw = 0.5, color = '#000'): void {
    this.doc.save().lineWidth(lw).moveTo(x1, y1).lineTo(x2, y2).stroke(color).restore();
  }

  /** A value in the area (x, y, w, h): recorded as placed (with fields) or as a decoy (without). Empty text: nothing. */
  value(v: ValueSpec, x: number, y: number, w: number, h: number): void {
    if (!v.text) return;
    const name = this.draw(v.key, v.text, x, y, w, h);
    const p: Placed = { key: v.key, label: v.label, text: v.text, fields: v.fields ?? {}, page: this.page, box: Pen.box(x, y, w, h),
      via: this.style === 'typed' ? 'text' : this.style === 'handwritten' ? 'script' : 'acroform', ...(name ? { acroform_field: name } : {}) };
    (v.fields ? this.placed : this.decoys).push(p);
  }

  /** A value that is neither a field of ours nor a decoy (phones, e-mails, signature dates): drawn, not recorded. */
  context(key: string, text: string, x: number, y: number, w: number, h: number): void {
    if (text) this.draw(key, text, x, y, w, h);
  }

  private draw(key: string, text: string, x: number, y: number, w: number, h: number): string | null {
    const d = this.doc;
    if (this.style === 'fillable') {
      const name = this.o.fieldNames === 'semantic' ? key : `Text${++this.fieldNo}`;
      const size = this.fit('Helvetica', text, this.o.valueSize ?? 9, w - 4);
      const ap = this.xobject(w, h, `/Tx BMC q BT /Helv ${size} Tf 0 g 2 ${round((h - size * 0.72) / 2)} Td ${pdfString(text)} Tj ET Q EMC`);
      this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/Helv ${size} Tf 0 g`), AP: { N: ap } });
      return name;
    }
    if (this.style === 'typed') {
      const f = this.o.font ?? 'Helvetica';
      const size = this.fit(f, text, this.o.valueSize ?? 9, w - 4);
      d.font(f).fontSize(size).fillColor('#000').text(text, x + 2, y + (h - size) / 2 + 0.5, { lineBreak: false });
      return null;
    }
    const size = this.fit(SCRIPT_FONT, text, (this.o.valueSize ?? 9) + 3, w - 8);
    const tx = x + 2 + this.ink.float(0, 3), ty = y + (h - size) / 2 + this.ink.float(-1.2, 0.8);
    d.save().rotate(this.ink.float(-2.2, 2.2), { origin: [tx, ty + size * 0.7] });
    d.font(SCRIPT_FONT).fontSize(size).fillColor(this.ink.pick(['#1b2a6b', '#14213d', '#222222'])).text(text, tx, ty, { lineBreak: false });
    d.restore();
    return null;
  }

  /** One checkbox with its label; a checked box with fields is recorded (text: the label). */
  check(key: string, label: string, checked: boolean, fields: Record<string, FieldValue> | null, x: number, y: number, s = 8): number {
    const d = this.doc;
    this.rect(x, y, s, s, { lw: 0.6 });
    this.text(label, x + s + 4, y + (s - 7) / 2 + 0.5, { size: 7 });
    const lw = d.font('Helvetica').fontSize(7).widthOfString(label);
    const square = Pen.box(x, y, s, s);
    this.squares.push({ page: this.page, box: square, checked });
    let mark: Placed['mark'];
    let field: string | undefined, onState: string | undefined;
    if (this.style === 'fillable') {
      field = this.o.fieldNames === 'semantic' ? `${key}_${label.replace(/[^A-Za-z0-9]/g, '')}` : `Check Box${++this.fieldNo}`;
      onState = this.o.onState === 'label' ? label.replace(/[^A-Za-z0-9]/g, '') || 'On' : this.o.onState;
      const on = this.xobject(s, s, `q 0 g 1.1 w 1.6 1.6 m ${s - 1.6} ${s - 1.6} l S 1.6 ${s - 1.6} m ${s - 1.6} 1.6 l S Q`);
      this.widget(x, y, s, s, { FT: 'Btn', T: new String(field), V: checked ? onState : 'Off', AS: checked ? onState : 'Off',
        MK: { CA: new String('8') }, DA: new String('/ZaDb 0 Tf 0 g'), AP: { N: { [onState]: on, Off: this.xobject(s, s, 'q Q') } } });
      mark = 'field';
    } else if (checked && this.style === 'typed') {
      d.font('Helvetica-Bold').fontSize(s).fillColor('#000').text('X', x + s * 0.16, y + 0.6, { lineBreak: false });
      mark = 'letter';
    } else if (checked) {
      mark = this.ink.pick(['x', 'tick', 'ring'] as const);
      const j = (): number => this.ink.float(-0.8, 0.8);
      d.save().lineWidth(1.1).strokeColor('#1b2a6b');
      if (mark === 'x') d.moveTo(x + 1 + j(), y + 1 + j()).lineTo(x + s - 1 + j(), y + s - 1 + j()).moveTo(x + s - 1 + j(), y + 1 + j()).lineTo(x + 1 + j(), y + s - 1 + j()).stroke();
      else if (mark === 'tick') d.moveTo(x + 1, y + s * 0.55 + j()).lineTo(x + s * 0.4, y + s - 0.8).lineTo(x + s + 1.5 + j(), y - 1.5 + j()).stroke();
      else d.ellipse(x + s / 2 + j() * 0.5, y + s / 2 + j() * 0.5, s / 2 + 2.6, s / 2 + 2.2).stroke();
      d.restore();
    }
    if (checked && fields) {
      this.placed.push({ key, label, text: label, fields, page: this.page, box: Pen.box(x, y, s + 4 + lw, s), square, mark,
        via: this.style === 'fillable' ? 'acroform' : 'mark', ...(field ? { acroform_field: field } : {}),
        ...(field && onState !== 'Yes' ? { acroform_value: onState } : {}) });
    }
    return s + 4 + lw;
  }

  /** A row of checkboxes, `checked` the option marked (or null); returns the x after the row. */
  checks(key: string, options: readonly string[], checked: string | null, fields: Record<string, FieldValue> | null, x: number, y: number, gap = 12): number {
    for (const opt of options) x += this.check(key, opt, opt === checked, opt === checked ? fields : null, x, y) + gap;
    return x;
  }

  /** A signature squiggle on a line (vector strokes: no text). */
  signature(x: number, y: number, w: number): void {
    const d = this.doc;
    d.save().lineWidth(0.9).strokeColor('#1b2a6b').moveTo(x + 4, y - 4);
    for (let i = 0, cx = x + 4; i < 5; i++, cx += w / 7) d.bezierCurveTo(cx + 6, y - 16 + this.ink.float(0, 4), cx + 14, y + 2, cx + w / 7, y - 6 + this.ink.float(-3, 3));
    d.stroke().restore();
  }

  private fit(font: string, text: string, size: number, width: number): number {
    let s = size;
    while (s > 4 && this.doc.font(font).fontSize(s).widthOfString(text) > width) s -= 0.5;
    return s;
  }

  /** A widget annotation that is its own field, added to the AcroForm (pdfkit writes annotations at once). */
  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict } as unknown as PDFKit.Mixins.AnnotationOption);
    const anns = (this.doc as unknown as { page: { annotations: Ref[] } }).page.annotations;
    this.form!.Fields.push(anns[anns.length - 1]!);
  }

  private xobject(w: number, h: number, content: string): Ref {
    const ref = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: this.helv } } }) as unknown as Ref;
    ref.end(content);
    return ref;
  }

  async end(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}
