// Drawing the form and its values in one of three styles. The blank form (labels, lines, boxes) is always page
// content; a value is typed text, handwriting (Z003, rotated, shifted, often above its line) or an AcroForm field.
// Every value drawn is recorded with the truth fields it gives, so the truth is exactly what was printed.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import type { Fields, Slot } from './model.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Mark = 'in' | 'beside' | 'circle' | 'tick';
export interface Drawn { text: string; fields: Fields; via: 'text' | 'acroform' | 'mark'; page: number; field?: string; decoy?: boolean }
export const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const URW = '/usr/share/fonts/opentype/urw-base35/';
type Doc = PDFKit.PDFDocument;
// pdfkit's internals used for AcroForm widgets with appearance streams (not in its typings).
interface DocInternals { _font: { id: string; ref(): unknown }; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } }; page: { annotations: { data: Record<string, unknown> }[]; dictionary: unknown } }
interface Ref { data: Record<string, unknown>; end(chunk?: string): void }

const pdfStr = (s: string): string => s.replace(/[\\()]/g, (c) => '\\' + c);

export class Pen {
  readonly doc: Doc;
  readonly style: Style;
  readonly drawn: Drawn[] = [];
  page = 1;
  private readonly jig: Rng;
  private readonly ink: string;
  private readonly typedFont: string;
  private n = 0;
  private helvId = '';
  private helvRef: unknown = null;

  /** A filled fillable form as printed (for a scan: the renderer draws no widgets): field appearances become page content. */
  private readonly printed: boolean;

  constructor(style: Style, seed: string, typedFont = 'Courier', printed = false) {
    this.style = style;
    this.printed = printed && style === 'fillable';
    this.jig = new Rng(`pen:${seed}:${style}`);
    this.ink = this.jig.pick(['#14213d', '#1b1f3b', '#111111', '#0d2b6b']);
    this.typedFont = typedFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Title: 'Business Funding Application', Producer: 'FormWorks', CreationDate: new Date(Date.UTC(2026, 0, 5)) } });
    this.doc.registerFont('hand', HAND);
    if (style === 'fillable' && !this.printed) {
      this.doc.font('Helvetica');
      const f = (this.doc as unknown as DocInternals)._font;
      this.helvId = f.id; this.helvRef = f.ref();
      this.doc.initForm();
      // Every widget carries its own appearance: a viewer must not regenerate them.
      (this.doc as unknown as { _root: { data: { AcroForm: { data: Record<string, unknown> } } } })._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Form text (labels, headings, fine print): always on the page. */
  label(text: string, x: number, y: number, o: { font?: string; size?: number; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7.5).fillColor(o.color ?? '#222');
    if (o.width) this.doc.text(text, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 0.5 });
    else this.doc.text(text, x, y, { lineBreak: false });
  }

  /** Pre-printed form text that is also a trap (the broker's ISO rep, its own numbers): recorded as a decoy. */
  stamp(text: string, x: number, y: number, o: { font?: string; size?: number; color?: string } = {}): void {
    this.label(text, x, y, o);
    this.drawn.push({ text, fields: {}, via: 'text', page: this.page, decoy: true });
  }

  /** A value on a line ending at baseline y (the line from x to x + w). Blank slots draw nothing (an empty field when fillable). */
  value(s: Slot | string, x: number, y: number, w: number, o: { decoy?: boolean; size?: number; name?: string } = {}): void {
    const text = typeof s === 'string' ? s : s.text;
    const fields = typeof s === 'string' ? {} : s.fields;
    const name = o.name ?? `f${++this.n}`;
    if (this.printed) {
      if (!text) return;
      let size = 9;
      while (size > 5 && this.doc.font('Helvetica').fontSize(size).widthOfString(text) > w - 4) size -= 0.5;
      this.doc.fillColor('#000').text(text, x + 2, y - 13 + (13 - size * 0.7) / 2 - size * 0.2, { lineBreak: false });
      this.drawn.push({ text, fields, via: 'text', page: this.page, decoy: o.decoy ?? typeof s === 'string' });
      return;
    }
    if (this.style === 'fillable') {
      this.textField(name, text ?? '', x, y - 13, w, 13);
      if (text) this.drawn.push({ text, fields, via: 'acroform', page: this.page, field: name, decoy: o.decoy ?? typeof s === 'string' });
      return;
    }
    if (!text) return;
    const d = this.doc;
    if (this.style === 'typed') {
      const size = o.size ?? 9;
      d.font(this.typedFont).fontSize(size).fillColor('#000').text(text, x + 2, y - size - 1.5, { lineBreak: false });
    } else {
      const size = (o.size ?? 9) + 3 + this.jig.float(0, 1.5);
      const above = this.jig.chance(0.35) ? this.jig.float(3, 7) : 0; // written above the line
      const dx = this.jig.float(-2, 4), dy = this.jig.float(-1.5, 1.5) - above;
      const ang = this.jig.float(-2, 2);
      d.save().rotate(ang, { origin: [x + dx, y] });
      d.font('hand').fontSize(size).fillColor(this.ink).text(text, x + 3 + dx, y - size + 1 + dy, { lineBreak: false });
      d.restore();
    }
    this.drawn.push({ text, fields, via: 'text', page: this.page, decoy: o.decoy ?? typeof s === 'string' });
  }

  /** A row of check boxes; `checked` gets the filler's mark, `struck` a tick crossed out (handwritten only). */
  checks(group: string, opts: { label: string; x: number; y: number }[], checked: number | null, mark: Mark, fields: Fields, o: { struck?: number | null; size?: number; radio?: boolean; font?: string } = {}): void {
    const d = this.doc, b = 8;
    for (const op of opts) {
      d.lineWidth(0.7).strokeColor('#333').rect(op.x, op.y, b, b).stroke();
      this.label(op.label, op.x + b + 3, op.y + 0.5, { size: o.size ?? 7.5, font: o.font ?? 'Helvetica' });
    }
    if (this.printed) {
      if (checked === null) return;
      const c = opts[checked]!;
      d.save().lineWidth(1).strokeColor('#000').moveTo(c.x + 1.5, c.y + 1.5).lineTo(c.x + 6.5, c.y + 6.5).moveTo(c.x + 6.5, c.y + 1.5).lineTo(c.x + 1.5, c.y + 6.5).stroke().restore();
      this.drawn.push({ text: c.label, fields, via: 'mark', page: this.page });
      return;
    }
    if (this.style === 'fillable') {
      this.boxFields(group, opts, checked, o.radio ?? false);
      if (checked !== null) this.drawn.push({ text: opts[checked]!.label, fields, via: 'acroform', page: this.page, field: group });
      return;
    }
    if (checked === null) return;
    const op = opts[checked]!;
    const lw = d.widthOfString(op.label, { lineBreak: false });
    if (this.style === 'typed') {
      const bx = mark === 'beside' ? op.x + b + 5 + lw : op.x + 1.2;
      d.font('Courier-Bold').fontSize(9).fillColor('#000').text('X', bx, op.y - 0.5, { lineBreak: false });
    } else {
      if (o.struck !== null && o.struck !== undefined && o.struck !== checked) {
        const s = opts[o.struck]!;
        this.pen(() => { this.xStroke(s.x, s.y, b); d.moveTo(s.x - 3, s.y + 4 + this.jig.float(-1, 1)).lineTo(s.x + b + 6 + d.widthOfString(s.label), s.y + 3.5 + this.jig.float(-1, 1)); });
      }
      this.pen(() => {
        if (mark === 'circle') d.ellipse(op.x + b + 3 + lw / 2, op.y + 4, lw / 2 + 5, 7.5);
        else if (mark === 'tick') d.moveTo(op.x + 1, op.y + 4).lineTo(op.x + 3.5, op.y + 8).lineTo(op.x + 10, op.y - 3);
        else this.xStroke(mark === 'beside' ? op.x + b + 6 + lw : op.x + 0.5, op.y + (mark === 'beside' ? 0 : 0.5), b - 1);
      });
    }
    this.drawn.push({ text: op.label, fields, via: 'mark', page: this.page });
  }

  private pen(path: () => void): void {
    const d = this.doc;
    d.save().lineWidth(this.jig.float(0.9, 1.3)).strokeColor(this.ink).lineCap('round').lineJoin('round');
    path();
    d.stroke().restore();
  }

  private xStroke(x: number, y: number, s: number): void {
    const j = (): number => this.jig.float(-1, 1);
    this.doc.moveTo(x + j(), y + j()).lineTo(x + s + j(), y + s + j()).moveTo(x + s + j(), y + j()).lineTo(x + j(), y + s + j());
  }

  private stream(w: number, h: number, content: string, font: boolean): Ref {
    const ref = (this.doc as unknown as { ref(d: Record<string, unknown>): Ref }).ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h],
      Resources: font ? { Font: { [this.helvId]: this.helvRef } } : {} });
    ref.end(content);
    return ref;
  }

  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): Ref {
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, P: (this.doc as unknown as DocInternals).page.dictionary, ...dict } as unknown as PDFKit.Mixins.AnnotationOption);
    const anns = (this.doc as unknown as DocInternals).page.annotations;
    return anns[anns.length - 1] as unknown as Ref;
  }

  private fieldsArray(): unknown[] { return (this.doc as unknown as DocInternals)._root.data.AcroForm.data.Fields; }

  private textField(name: string, value: string, x: number, y: number, w: number, h: number): void {
    let size = 9;
    this.doc.font('Helvetica');
    while (size > 5 && this.doc.fontSize(size).widthOfString(value) > w - 4) size -= 0.5;
    const ap = this.stream(w, h, `/Tx BMC q BT /${this.helvId} ${size} Tf 0 g 2 ${((h - size * 0.7) / 2).toFixed(2)} Td (${pdfStr(value)}) Tj ET Q EMC`, true);
    const ref = this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${this.helvId} ${size} Tf 0 g`), AP: { N: ap }, MK: {} });
    this.fieldsArray().push(ref);
  }

  private boxFields(group: string, opts: { label: string; x: number; y: number }[], checked: number | null, radio: boolean): void {
    const on = (i: number): string => opts[i]!.label.replace(/[^A-Za-z0-9]/g, '') || `Opt${i}`;
    const onAp = this.stream(8, 8, 'q 0 g 1 w 1.5 1.5 m 6.5 6.5 l 6.5 1.5 m 1.5 6.5 l S Q', false);
    const offAp = this.stream(8, 8, '', false);
    if (radio) {
      const parent = (this.doc as unknown as { ref(d: Record<string, unknown>): Ref }).ref({ FT: 'Btn', Ff: 49152, T: new String(group), V: checked === null ? 'Off' : on(checked), Kids: [] });
      this.fieldsArray().push(parent);
      opts.forEach((op, i) => {
        const kid = this.widget(op.x, op.y, 8, 8, { Parent: parent, AS: i === checked ? on(i) : 'Off', AP: { N: { [on(i)]: onAp, Off: offAp } }, MK: {} });
        (parent.data.Kids as unknown[]).push(kid);
      });
      return;
    }
    opts.forEach((op, i) => {
      const st = i === checked ? on(i) : 'Off';
      this.fieldsArray().push(this.widget(op.x, op.y, 8, 8, { FT: 'Btn', T: new String(`${group}_${on(i)}`), V: st, AS: st, AP: { N: { [on(i)]: onAp, Off: offAp } }, MK: {} }));
    });
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
