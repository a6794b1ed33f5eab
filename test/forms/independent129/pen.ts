// Drawing a value three ways: typed page text, a hand in Z003 ink (rotated, shifted, pen-stroke check marks), or an
// AcroForm field with its own appearance stream (the page then holds only the blank form). Every value and decoy is
// recorded as a Mark, from which index.ts builds the truth and the test checks what was drawn.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type FieldValue = string | number | null;
export interface Mark {
  page: number; text: string; fields: Record<string, FieldValue>; decoy: string | null;
  acro: string | null; check: boolean; static: boolean;
}
export interface TextOpts { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right'; lineGap?: number }
export interface ValueOpts { size?: number; fields?: Record<string, FieldValue>; decoy?: string }

export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
type Doc = InstanceType<typeof PDFDocument>;
interface FontInternals { _font: { id: string; ref(): unknown }; page: { annotations: { data: Record<string, unknown> }[] } }
interface Ref { write(s: string): void; end(): void }

function pdfString(s: string): string { return s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)'); }

export class Pen {
  readonly doc: Doc;
  page = 0;
  readonly marks: Mark[] = [];
  private readonly ink: string;
  /** Jitter for the hand: never the layout's stream, so styles draw the same merchant. */
  readonly hand: Rng;
  private formReady = false;

  readonly style: Style;
  readonly typedFont: string;

  constructor(style: Style, seed: string, typedFont: string) {
    this.style = style;
    this.typedFont = typedFont;
    this.doc = new PDFDocument({ autoFirstPage: false, margin: 0, compress: true, info: { Title: 'Merchant application', Creator: 'fax-server', CreationDate: new Date(Date.UTC(2026, 2, 14)) } });
    this.hand = new Rng(`${seed}:hand`);
    this.ink = this.hand.pick(['#1c2b5e', '#15204a', '#1a1a1a', '#23305f']);
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
    if (this.style === 'fillable' && !this.formReady) { this.doc.font('Helvetica'); this.doc.initForm(); this.formReady = true; }
  }

  /** Static form text (labels, headings, fine print). With a width it wraps. */
  t(text: string, x: number, y: number, o: TextOpts = {}): void {
    const d = this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000000');
    if (o.width) d.text(text, x, y, { width: o.width, align: o.align ?? 'left', lineGap: o.lineGap ?? 1 });
    else d.text(text, x, y, { lineBreak: false });
  }
  width(text: string, font: string, size: number): number { return this.doc.font(font).fontSize(size).widthOfString(text); }
  rect(x: number, y: number, w: number, h: number, color = '#000000', lw = 0.6): void { this.doc.lineWidth(lw).rect(x, y, w, h).strokeColor(color).stroke(); }
  fill(x: number, y: number, w: number, h: number, color: string): void { this.doc.rect(x, y, w, h).fillColor(color).fill(); }
  line(x0: number, y0: number, x1: number, y1: number, color = '#000000', lw = 0.5): void { this.doc.lineWidth(lw).moveTo(x0, y0).lineTo(x1, y1).strokeColor(color).stroke(); }

  /** Broker's or fax machine's printed detail that a reader must not take (recorded as a decoy). */
  decoyText(key: string, text: string, x: number, y: number, o: TextOpts = {}): void {
    this.t(text, x, y, o);
    this.marks.push({ page: this.page, text, fields: {}, decoy: key, acro: null, check: false, static: true });
  }

  /** A filled-in value at (x, y) (top of the text) in a space w wide. Empty text: left blank. */
  value(name: string, text: string, x: number, y: number, w: number, o: ValueOpts = {}): void {
    const size = o.size ?? 9;
    if (this.style === 'fillable') this.textField(name, text, x, y - 2, w, size + 5, size);
    if (!text) return;
    this.marks.push({ page: this.page, text, fields: o.fields ?? {}, decoy: o.decoy ?? null, acro: this.style === 'fillable' ? name : null, check: false, static: false });
    if (this.style === 'typed') {
      let s = size;
      while (s > 5 && this.width(text, this.typedFont, s) > w - 2) s -= 0.5;
      this.doc.font(this.typedFont).fontSize(s).fillColor('#000000').text(text, x + 1, y, { lineBreak: false });
    } else if (this.style === 'handwritten') {
      let s = size + 3;
      while (s > 6 && this.width(text, HAND_FONT, s) > w - 4) s -= 0.5;
      const dx = this.hand.float(-1, 4), dy = this.hand.float(-3, 0.5), a = this.hand.float(-2, 2);
      this.doc.save().rotate(a, { origin: [x + dx, y + dy + s / 2] });
      this.doc.font(HAND_FONT).fontSize(s).fillColor(this.ink).text(text, x + dx, y + dy - 1, { lineBreak: false });
      this.doc.restore();
    }
  }

  /** A check box of side s with top-left (x, y); the mark depends on the style. `label` is the option's printed text. */
  check(name: string, x: number, y: number, s: number, checked: boolean, label: string, fields: Record<string, FieldValue> = {}): void {
    this.rect(x, y, s, s, '#000000', 0.6);
    if (this.style === 'fillable') this.checkField(name, x, y, s, checked);
    if (!checked) return;
    this.marks.push({ page: this.page, text: label, fields, decoy: null, acro: this.style === 'fillable' ? name : null, check: true, static: false });
    if (this.style === 'typed') {
      if (this.hand.chance(0.7)) this.doc.font('Helvetica-Bold').fontSize(s).fillColor('#000000').text('X', x + s * 0.17, y + s * 0.08, { lineBreak: false });
      else this.doc.font('Courier-Bold').fontSize(s * 1.3).fillColor('#000000').text('x', x + s * 0.12, y - s * 0.25, { lineBreak: false });
    } else if (this.style === 'handwritten') {
      const d = this.doc.lineWidth(1.3).strokeColor(this.ink);
      const j = (): number => this.hand.float(-1.2, 1.2);
      if (this.hand.chance(0.5)) {
        d.moveTo(x + 1 + j(), y + s * 0.55).quadraticCurveTo(x + s * 0.3, y + s * 0.8, x + s * 0.42 + j(), y + s + 1).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
      } else {
        d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
        d.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
      }
    }
  }

  private fontRef(): { id: string; ref: unknown } {
    this.doc.font('Helvetica');
    const f = (this.doc as unknown as FontInternals)._font;
    return { id: f.id, ref: f.ref() };
  }
  private stream(w: number, h: number, content: string, font?: { id: string; ref: unknown }): Ref {
    const ref = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: font ? { Font: { [font.id]: font.ref } } : {} }) as unknown as Ref;
    ref.write(content);
    ref.end();
    return ref;
  }
  private textField(name: string, text: string, x: number, y: number, w: number, h: number, size: number): void {
    const font = this.fontRef();
    let s = size;
    while (s > 5 && this.width(text, 'Helvetica', s) > w - 4) s -= 0.5;
    const body = text ? `BT /${font.id} ${s} Tf 0 g 2 ${((h - s) / 2 + 1.2).toFixed(2)} Td (${pdfString(text)}) Tj ET` : '';
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${font.id} ${s} Tf 0 g`),
      AP: { N: this.stream(w, h, `/Tx BMC q ${body} Q EMC`, font) } });
  }
  /** A field that is its own widget, with its appearance given up front (pdfkit ends an annotation when it is made). */
  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, MK: {}, ...dict } as unknown as PDFKit.Mixins.AnnotationOption);
    const internals = this.doc as unknown as FontInternals & { _root: { data: { AcroForm: { data: { Fields: unknown[]; NeedAppearances: boolean } } } } };
    const anns = internals.page.annotations;
    internals._root.data.AcroForm.data.Fields.push(anns[anns.length - 1]);
    internals._root.data.AcroForm.data.NeedAppearances = false;
  }
  private checkField(name: string, x: number, y: number, s: number, checked: boolean): void {
    const m = s * 0.2;
    const on = this.stream(s, s, `q 0 g 0 G 1.2 w ${m} ${m} m ${s - m} ${s - m} l S ${m} ${s - m} m ${s - m} ${m} l S Q`);
    this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', MK: { CA: new String('8') },
      AP: { N: { Yes: on, Off: this.stream(s, s, '') } } });
  }

  /** A rubber stamp drawn rotated over part of the page (page content in every style). */
  stamp(lines: string[], x: number, y: number, angle: number, color: string): void {
    const w = Math.max(...lines.map((l, i) => this.width(l, 'Helvetica-Bold', i === 0 ? 16 : 9))) + 18, h = 12 + lines.length * 14;
    this.doc.save().opacity(0.55).rotate(angle, { origin: [x + w / 2, y + h / 2] });
    this.doc.lineWidth(2).roundedRect(x, y, w, h, 4).strokeColor(color).stroke();
    this.doc.lineWidth(0.7).roundedRect(x + 3, y + 3, w - 6, h - 6, 3).stroke();
    lines.forEach((l, i) => this.doc.font('Helvetica-Bold').fontSize(i === 0 ? 16 : 9).fillColor(color).text(l, x, y + 7 + i * 15 + (i ? 3 : 0), { width: w, align: 'center', lineBreak: false }));
    this.doc.restore();
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
