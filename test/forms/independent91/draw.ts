// The page a layout draws on: printed form text, and the filled values in one of three styles (typed text, a
// handwriting font in blue ink with a slight tilt, or AcroForm fields with nothing in the page text). Every filled value
// is recorded with the truth fields it gives, so the truth is built from what was printed.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Scalar = string | number | null;
/** Truth paths (`legal_name`, `applicants[0].ownership`) and the value the printed text gives each. */
export type Fields = Record<string, Scalar>;

export interface Placed {
  key: string; text: string; page: number; fields: Fields; kind: 'text' | 'check'; checked: boolean;
  /** The AcroForm field holding the value (fillable style). */
  acroform: string | null;
}

export interface Look {
  font: string; bold: string; typed: string; hand: 'kalam' | 'patrick'; ink: string; accent: string;
  /** How a typed form marks a checkbox: the letter X as text, or two drawn strokes. */
  typedMark: 'X' | 'stroke';
}

const FONT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../node_modules/@fontsource');
const HAND_FONTS = { kalam: join(FONT_DIR, 'kalam/files/kalam-latin-400-normal.woff'), patrick: join(FONT_DIR, 'patrick-hand/files/patrick-hand-latin-400-normal.woff') };
const fontBytes = new Map<string, Buffer>();
const handFont = (k: Look['hand']): Buffer => {
  let b = fontBytes.get(k);
  if (!b) fontBytes.set(k, (b = readFileSync(HAND_FONTS[k])));
  return b;
};

export interface TextOpts { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; font?: string }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  page = 1;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly keys = new Set<string>();
  readonly style: Style;
  readonly look: Look;
  readonly landscape: boolean;
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng, look: Look, landscape = false, title = 'Merchant Application') {
    this.style = style;
    this.rng = rng;
    this.look = look;
    this.landscape = landscape;
    this.doc = new PDFDocument({ size: 'LETTER', layout: landscape ? 'landscape' : 'portrait', margin: 0, autoFirstPage: true,
      info: { Title: title, Producer: 'independent91', Creator: 'independent91', CreationDate: new Date(Date.UTC(2024, 4, 2, 12, 0, 0)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((r) => this.doc.on('end', () => r()));
    if (style === 'handwritten') this.doc.registerFont(`hand-${look.hand}`, handFont(look.hand));
    this.doc.font(look.font);
    if (style === 'fillable') this.doc.initForm();
  }

  get width(): number { return this.landscape ? 792 : 612; }
  get height(): number { return this.landscape ? 612 : 792; }

  /** Printed form text (labels, headings, fine print). */
  text(s: string, x: number, y: number, o: TextOpts = {}): void {
    const d = this.doc.font(o.font ?? (o.bold ? this.look.bold : this.look.font)).fontSize(o.size ?? 8).fillColor(o.color ?? '#222');
    if (o.width) d.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 1 });
    else d.text(s, x, y, { lineBreak: false });
  }

  rule(x1: number, y1: number, x2: number, y2: number, color = '#555', w = 0.6): void {
    this.doc.save().moveTo(x1, y1).lineTo(x2, y2).lineWidth(w).strokeColor(color).stroke().restore();
  }

  box(x: number, y: number, w: number, h: number, o: { stroke?: string; fill?: string; lw?: number; radius?: number } = {}): void {
    const d = this.doc.save();
    if (o.radius) d.roundedRect(x, y, w, h, o.radius); else d.rect(x, y, w, h);
    if (o.fill && o.stroke) d.lineWidth(o.lw ?? 0.6).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.fill(o.fill);
    else d.lineWidth(o.lw ?? 0.6).strokeColor(o.stroke ?? '#444').stroke();
    d.restore();
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', layout: this.landscape ? 'landscape' : 'portrait', margin: 0 });
    this.page++;
  }

  private uniqueKey(key: string): string {
    let k = key.replace(/[^A-Za-z0-9_]/g, '_'), i = 2;
    while (this.keys.has(k)) k = `${key}_${i++}`;
    this.keys.add(k);
    return k;
  }

  /** A filled value: `text` written in the space (x, y, w) with the truth `fields` it gives ({} for a decoy). */
  value(key: string, text: string, x: number, y: number, w: number, fields: Fields = {}, size = 9): void {
    const k = this.uniqueKey(key);
    if (this.style === 'fillable') {
      this.doc.font(this.look.typed).fontSize(size);
      this.doc.formText(k, x, y - 2, w, size + 5, { value: text, fontSize: size });
    } else if (text) {
      const hand = this.style === 'handwritten';
      let fs = hand ? size + 2 + this.rng.float(-0.5, 1) : size;
      const font = hand ? `hand-${this.look.hand}` : this.look.typed;
      this.doc.font(font).fontSize(fs);
      while (fs > 5 && this.doc.widthOfString(text) > w) this.doc.fontSize((fs -= 0.5));
      const dx = hand ? this.rng.float(0, 4) : 1, dy = hand ? this.rng.float(-3.5, -1) : 0;
      this.doc.save();
      if (hand) this.doc.rotate(this.rng.float(-2.2, 2.2), { origin: [x + dx, y + dy + fs / 2] });
      this.doc.fillColor(hand ? this.look.ink : '#111').text(text, x + dx, y + dy, { lineBreak: false });
      this.doc.restore();
    }
    if (text) this.placed.push({ key: k, text, page: this.page, fields, kind: 'text', checked: false, acroform: this.style === 'fillable' ? k : null });
  }

  /** A checkbox with its printed label to the right; `fields` are given only when it is checked. */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Fields = {}, o: { size?: number; labelSize?: number } = {}): number {
    const s = o.size ?? 8;
    this.box(x, y, s, s, { stroke: '#333', lw: 0.7 });
    this.text(label, x + s + 3, y + (s - (o.labelSize ?? 8)) / 2 + 0.5, { size: o.labelSize ?? 8 });
    const k = this.uniqueKey(key);
    if (this.style === 'fillable') this.acroCheck(k, x, y, s, checked);
    else if (checked && this.style === 'typed' && this.look.typedMark === 'X') {
      this.doc.font('Helvetica-Bold').fontSize(s + 1).fillColor('#111').text('X', x + 1, y - 0.5, { lineBreak: false });
    } else if (checked && this.style === 'typed') this.strokeX(x, y, s, '#111');
    else if (checked) this.strokeCheck(x, y, s);
    this.placed.push({ key: k, text: label, page: this.page, fields: checked ? fields : {}, kind: 'check', checked, acroform: this.style === 'fillable' ? k : null });
    this.doc.font(this.look.font).fontSize(o.labelSize ?? 8);
    return x + s + 3 + this.doc.widthOfString(label) + 10;
  }

  private strokeX(x: number, y: number, s: number, color: string): void {
    this.doc.save().lineWidth(1.2).strokeColor(color).moveTo(x + 1.5, y + 1.5).lineTo(x + s - 1.5, y + s - 1.5)
      .moveTo(x + s - 1.5, y + 1.5).lineTo(x + 1.5, y + s - 1.5).stroke().restore();
  }

  private strokeCheck(x: number, y: number, s: number): void {
    const j = () => this.rng.float(-1, 1);
    this.doc.save().lineWidth(1.4).strokeColor(this.look.ink).lineCap('round').lineJoin('round')
      .moveTo(x + 1 + j(), y + s * 0.5 + j()).lineTo(x + s * 0.4 + j(), y + s - 0.5 + j()).lineTo(x + s + 2 + j(), y - 2.5 + j()).stroke().restore();
  }

  private acroCheck(k: string, x: number, y: number, s: number, checked: boolean): void {
    const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    on.end(`0 g 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l ${s - 1.5} 1.5 m 1.5 ${s - 1.5} l S`);
    const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end('');
    const annotate = this.doc.annotate.bind(this.doc);
    const state = checked ? 'Yes' : 'Off';
    const extra = { V: state, AS: state, AP: { N: { Yes: on, Off: off } } };
    this.doc.annotate = (ax, ay, aw, ah, opts) => annotate(ax, ay, aw, ah, { ...opts, ...extra } as typeof opts);
    try { this.doc.formCheckbox(k, x, y, s, s, {}); } finally { this.doc.annotate = annotate; }
  }

  async end(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
