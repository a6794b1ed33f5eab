// The page a layout draws on, in one of three styles, and the truth recorded from what is drawn:
// - typed: answers drawn as page text (a program or a broker typed them, then flattened);
// - handwritten: answers in a handwriting font, ink colour, slightly turned and offset; marks as pen strokes;
// - fillable: answers only in AcroForm fields (text fields with appearance streams, checkboxes, radio groups).
// Template text (questions, labels, headers) is always page text. A value sets its truth paths only when printed.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';

/** A printed value that gives truth paths (`legal_name`, `applicants.0.last_name` ...). */
export interface Printed { paths: string[]; text: string; page: number; field?: string }
export interface Decoy { key: string; text: string; page: number; field?: string }
export interface Mark { group: string; label: string; checked: boolean; page: number; field?: string; onState?: string }
export interface AnswerOpts { paths?: Record<string, unknown>; decoy?: string; field?: string; size?: number; h?: number }
export interface TextOpts { font?: string; size?: number; color?: string; width?: number; align?: 'left' | 'right' | 'center' }

export function blankApplication(): TruthApplication {
  return { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null, business_tax_id_country: null,
    business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
}

const WIN_ANSI: Record<string, number> = { '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '•': 0x95, '–': 0x96, '—': 0x97, '’': 0x92, '‘': 0x91, '“': 0x93, '”': 0x94 };
function winAnsiHex(s: string): string {
  return [...s].map((c) => { const k = WIN_ANSI[c] ?? c.charCodeAt(0); return (k <= 0xff ? k : 0x3f).toString(16).padStart(2, '0'); }).join('');
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly app: TruthApplication = blankApplication();
  readonly printed: Printed[] = [];
  readonly decoys: Decoy[] = [];
  readonly marks: Mark[] = [];
  page = 1;
  /** The typed answers' font (a program prints in one font) and the mark a typist uses. */
  typedFont: string;
  private readonly glyph: 'X' | 'check';
  private readonly ink: string;
  private readonly hand: Rng;
  private readonly used = new Map<string, number>();
  private readonly helv: any;

  readonly style: Style;
  /** A fillable form as a printer prints it (its fields' appearances drawn on the page): the paper a scan is made of.
   *  PDFium, which renders pages for scans, leaves widget annotations out. */
  private readonly printFields: boolean;
  constructor(style: Style, r: Rng, title: string, printFields = false) {
    this.style = style;
    this.printFields = style === 'fillable' && printFields;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { Title: title, Producer: 'set123', Creator: 'set123',
      CreationDate: new Date(Date.UTC(2026, 1, 3, 15, 20)) } });
    this.doc.registerFont('hand', HAND_FONT);
    this.doc.font('Helvetica');
    this.helv = (this.doc as any)._font;
    if (style === 'fillable' && !this.printFields) {
      this.doc.initForm();
      // Every field carries its own appearance stream: viewers must not rebuild them.
      (this.doc as any)._root.data.AcroForm.data.NeedAppearances = false;
    }
    this.typedFont = r.pick(['Helvetica', 'Helvetica', 'Courier', 'Times-Roman']);
    this.glyph = r.chance(0.5) ? 'X' : 'check';
    this.ink = r.pick(['#1c2f8c', '#0d1b4f', '#222222', '#1f3aa6']);
    this.hand = r.fork('hand');
  }

  /** Template text: always page text. Returns the width drawn. */
  text(s: string, x: number, y: number, o: TextOpts = {}): number {
    const d = this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 9).fillColor(o.color ?? '#000000');
    d.text(s, x, y, { lineBreak: false, ...(o.width ? { width: o.width, align: o.align ?? 'left' } : {}) });
    return d.widthOfString(s);
  }

  /** A paragraph of template text; returns its height. */
  para(s: string, x: number, y: number, width: number, o: TextOpts = {}): number {
    const d = this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8.5).fillColor(o.color ?? '#000000');
    const h = d.heightOfString(s, { width });
    d.text(s, x, y, { width, lineGap: 1 });
    return h;
  }

  line(x0: number, y0: number, x1: number, y1: number, color = '#888888', w = 0.6): void {
    this.doc.save().moveTo(x0, y0).lineTo(x1, y1).lineWidth(w).strokeColor(color).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    const d = this.doc.save().rect(x, y, w, h).lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke); else if (o.fill) d.fill(o.fill); else d.stroke(o.stroke ?? '#777777');
    d.restore();
  }

  newPage(): void { this.doc.addPage(); this.page++; }

  /** Set a truth path that is derived rather than printed (a country from the state and the tax ID). */
  set(path: string, v: unknown): void {
    const m = /^applicants\.(\d+)\.(\w+)$/.exec(path);
    if (!m) { (this.app as unknown as Record<string, unknown>)[path] = v; return; }
    const i = Number(m[1]);
    while (this.app.applicants.length <= i) this.app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null,
      credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
    (this.app.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
  }

  private fieldName(base: string): string {
    const n = this.used.get(base) ?? 0;
    this.used.set(base, n + 1);
    return n ? `${base}_${n + 1}` : base;
  }

  /** An answer: drawn in the sheet's style; its truth paths set only when it is printed (non-empty). */
  answer(x: number, y: number, w: number, text: string, o: AnswerOpts = {}): void {
    const field = o.field ? this.fieldName(o.field) : undefined;
    if (text) {
      if (o.paths) {
        for (const [p, v] of Object.entries(o.paths)) this.set(p, v);
        this.printed.push({ paths: Object.keys(o.paths), text, page: this.page, ...(field ? { field } : {}) });
      } else if (o.decoy) this.decoys.push({ key: o.decoy, text, page: this.page, ...(field ? { field } : {}) });
    }
    if (this.printFields) { this.printField(x, y - 2, w, o.h ?? 13, text, o.size ?? 9); return; }
    if (this.style === 'fillable') { this.textField(field ?? this.fieldName('Text'), x, y - 2, w, o.h ?? 13, text, o.size ?? 9); return; }
    if (!text) return;
    const d = this.doc;
    if (this.style === 'typed') {
      let size = o.size ?? 9.5;
      d.font(this.typedFont);
      while (size > 6 && d.fontSize(size).widthOfString(text) > w) size -= 0.5;
      d.fontSize(size).fillColor('#000000').text(text, x + 1, y, { lineBreak: false });
      return;
    }
    let size = (o.size ?? 9.5) + 2.5;
    d.font('hand');
    while (size > 7 && d.fontSize(size).widthOfString(text) > w - 4) size -= 0.5;
    const dx = this.hand.float(-1, 3), dy = this.hand.float(-2.5, 0.5), deg = this.hand.float(-2.2, 2.2);
    d.save().rotate(deg, { origin: [x + dx, y + dy + size / 2] });
    d.fontSize(size).fillColor(this.ink).text(text, x + dx, y + dy, { lineBreak: false });
    d.restore();
  }

  private textField(name: string, x: number, y: number, w: number, h: number, value: string, size: number): void {
    const d = this.doc as any;
    let fs = size;
    d.font('Helvetica');
    while (fs > 6 && d.fontSize(fs).widthOfString(value) > w - 4) fs -= 0.5;
    const body = value ? `/Tx BMC q BT /${this.helv.id} ${fs} Tf 0 g 2 ${((h - fs) / 2 + 1.5).toFixed(2)} Td <${winAnsiHex(value)}> Tj ET Q EMC` : '/Tx BMC EMC';
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [this.helv.id]: this.helv.ref() } } });
    ap.end(body);
    d.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${this.helv.id} ${fs} Tf 0 g`),
      F: 4, AP: { N: ap }, MK: { BC: [0.6, 0.6, 0.6] } });
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  private printField(x: number, y: number, w: number, h: number, value: string, size: number): void {
    const d = this.doc.font('Helvetica');
    let fs = size;
    while (fs > 6 && d.fontSize(fs).widthOfString(value) > w - 4) fs -= 0.5;
    if (value) d.fontSize(fs).fillColor('#000000').text(value, x + 2, y + (h - fs) / 2, { lineBreak: false });
  }

  private checkAp(s: number, on: boolean): any {
    const ap = (this.doc as any).ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    const k = (f: number): string => (f * s).toFixed(2);
    ap.end(on ? `q 0 g 1.2 w ${k(0.2)} ${k(0.5)} m ${k(0.42)} ${k(0.22)} l ${k(0.82)} ${k(0.85)} l S Q` : 'q Q');
    return ap;
  }

  /** One set of boxes (checkboxes, or one radio group in a fillable sheet); `checked` is the marked box or null. */
  choice(group: string, boxes: { x: number; y: number; label: string }[], checked: number | null,
    o: { size?: number; field?: string; radio?: boolean; paths?: Record<string, unknown> } = {}): void {
    const s = o.size ?? 8;
    if (checked !== null && o.paths) {
      for (const [p, v] of Object.entries(o.paths)) this.set(p, v);
      this.printed.push({ paths: Object.keys(o.paths), text: boxes[checked]!.label, page: this.page });
    }
    for (const b of boxes) this.rect(b.x, b.y, s, s, { stroke: '#333333' });
    if (this.style === 'fillable' && !this.printFields) { this.fillableChoice(group, boxes, checked, s, o); return; }
    boxes.forEach((b, i) => {
      this.marks.push({ group, label: b.label, checked: i === checked, page: this.page });
      if (i !== checked) return;
      if (this.printFields) {
        this.doc.save().lineWidth(1.2).strokeColor('#000000').moveTo(b.x + 0.2 * s, b.y + 0.5 * s).lineTo(b.x + 0.42 * s, b.y + 0.78 * s)
          .lineTo(b.x + 0.82 * s, b.y + 0.15 * s).stroke().restore();
        return;
      }
      if (this.style === 'typed') {
        if (this.glyph === 'X') this.doc.font('Helvetica-Bold').fontSize(s + 1).fillColor('#000000').text('X', b.x + 1.1, b.y - 0.2, { lineBreak: false });
        else this.doc.font('ZapfDingbats').fontSize(s).fillColor('#000000').text('4', b.x + 0.8, b.y + 0.3, { lineBreak: false });
        return;
      }
      const j = (): number => this.hand.float(-1.2, 1.2);
      const d = this.doc.save().lineWidth(1.3).strokeColor(this.ink).lineCap('round');
      if (this.hand.chance(0.5)) d.moveTo(b.x - 1 + j(), b.y + s * 0.5 + j()).lineTo(b.x + s * 0.4 + j(), b.y + s + 1).lineTo(b.x + s + 3 + j(), b.y - 3 + j()).stroke();
      else d.moveTo(b.x - 1 + j(), b.y - 1 + j()).lineTo(b.x + s + 1 + j(), b.y + s + 1 + j()).moveTo(b.x + s + 1 + j(), b.y - 1 + j()).lineTo(b.x - 1 + j(), b.y + s + 1 + j()).stroke();
      d.restore();
    });
  }

  private fillableChoice(group: string, boxes: { x: number; y: number; label: string }[], checked: number | null, s: number, o: { field?: string; radio?: boolean }): void {
    const d = this.doc as any;
    const fields: any[] = d._root.data.AcroForm.data.Fields;
    const exp = (l: string): string => l.replace(/[^A-Za-z0-9]/g, '') || 'Choice';
    if (o.radio && boxes.length > 1) {
      const name = this.fieldName(o.field ?? group);
      const parent = d.ref({ FT: 'Btn', Ff: 49152, T: new String(name), V: checked === null ? 'Off' : exp(boxes[checked]!.label), Kids: [] });
      boxes.forEach((b, i) => {
        const on = exp(b.label);
        d.annotate(b.x, b.y, s, s, { Subtype: 'Widget', Parent: parent, F: 4, AS: i === checked ? on : 'Off',
          AP: { N: { [on]: this.checkAp(s, true), Off: this.checkAp(s, false) } }, MK: { CA: new String('4') } });
        parent.data.Kids.push(d.page.annotations[d.page.annotations.length - 1]);
        this.marks.push({ group, label: b.label, checked: i === checked, page: this.page, field: name, onState: on });
      });
      fields.push(parent);
      return;
    }
    boxes.forEach((b, i) => {
      const name = this.fieldName(`${o.field ?? group}_${exp(b.label)}`);
      const v = i === checked ? 'Yes' : 'Off';
      d.annotate(b.x, b.y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: v, AS: v, F: 4,
        AP: { N: { Yes: this.checkAp(s, true), Off: this.checkAp(s, false) } }, MK: { CA: new String('4') } });
      fields.push(d.page.annotations[d.page.annotations.length - 1]);
      this.marks.push({ group, label: b.label, checked: i === checked, page: this.page, field: name, onState: 'Yes' });
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
