// A printed web form in one of three styles: the layouts draw labels and input boxes; this file decides how a value
// goes in (page text, a handwriting font, or an AcroForm field with its own appearance) and records where it went.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Box = [number, number, number, number];
export type Style = 'typed' | 'handwritten' | 'fillable';
export type FieldValue = string | number | null;
export interface Placed {
  key: string; text: string; page: number; box: Box; via: 'text' | 'acroform' | 'drawing';
  fields: Record<string, FieldValue>; acroform_field?: string; acroform_value?: string;
}
export interface Theme { label: string; labelBold: string; value: string; accent: string; border: string; fill: string; radius: number }

const FONTS = '/usr/share/fonts';
export const FONT = {
  sans: `${FONTS}/truetype/liberation/LiberationSans-Regular.ttf`, sansBold: `${FONTS}/truetype/liberation/LiberationSans-Bold.ttf`,
  dejavu: `${FONTS}/truetype/dejavu/DejaVuSans.ttf`, dejavuBold: `${FONTS}/truetype/dejavu/DejaVuSans-Bold.ttf`,
  serif: `${FONTS}/truetype/liberation/LiberationSerif-Regular.ttf`, mono: `${FONTS}/truetype/liberation/LiberationMono-Regular.ttf`,
  nimbus: `${FONTS}/opentype/urw-base35/NimbusSans-Regular.otf`, nimbusBold: `${FONTS}/opentype/urw-base35/NimbusSans-Bold.otf`,
  hand: `${FONTS}/opentype/urw-base35/Z003-MediumItalic.otf`,
};

const pdfString = (s: string): string => `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;

export class Canvas {
  readonly doc: any;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  page = 0;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly hand: Rng;
  private helv: { id: string; ref: unknown } | null = null;
  private readonly groups = new Map<string, any>();

  readonly style: Style;
  readonly theme: Theme;

  constructor(style: Style, theme: Theme, seed: string) {
    this.style = style;
    this.theme = theme;
    // Jitter has its own generator: the deal's draws must not move with the style.
    this.hand = new Rng(`${seed}:hand`);
    this.doc = new PDFDocument({ autoFirstPage: false, size: 'LETTER', margin: 0,
      info: { Producer: 'Skia/PDF m124', Creator: 'Chromium', CreationDate: new Date(Date.UTC(2025, 5, 1)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.helv = { id: this.doc._font.id, ref: this.doc._font.ref() };
      this.doc.initForm();
      // Every field carries its appearance: a viewer must not be asked to build it.
      this.doc._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Static page text (labels, headings, browser chrome). */
  text(x: number, y: number, s: string, size = 9, font = this.theme.label, color = '#333333'): number {
    this.doc.font(font).fontSize(size).fillColor(color).text(s, x, y, { lineBreak: false });
    return this.doc.widthOfString(s);
  }
  width(s: string, size: number, font = this.theme.label): number { return this.doc.font(font).fontSize(size).widthOfString(s); }

  /** A field label with the web form's red required asterisk. */
  label(x: number, y: number, s: string, required = false, size = 9): void {
    const w = this.text(x, y, s, size, this.theme.labelBold, '#222222');
    if (required) this.text(x + w + 2, y, '*', size, this.theme.labelBold, '#d0021b');
  }
  help(x: number, y: number, s: string): void { this.text(x, y, s, 7, this.theme.label, '#8a8a8a'); }

  rect(x: number, y: number, w: number, h: number, stroke = this.theme.border, fill?: string): void {
    const d = this.doc.lineWidth(0.8);
    if (this.theme.radius) d.roundedRect(x, y, w, h, this.theme.radius); else d.rect(x, y, w, h);
    if (fill) d.fillAndStroke(fill, stroke); else d.stroke(stroke);
  }
  line(x0: number, y0: number, x1: number, y1: number, color = '#cccccc', w = 0.8): void {
    this.doc.lineWidth(w).moveTo(x0, y0).lineTo(x1, y1).stroke(color);
  }
  private toBox(x: number, y: number, w: number, h: number): Box {
    const H = this.doc.page.height as number;
    return [round(x), round(H - y - h), round(x + w), round(H - y)];
  }

  /** An input box (a dropdown when `options` is given: caret drawn) holding `value`; empty value leaves it blank. */
  input(key: string, x: number, y: number, w: number, h: number, value: string, fields: Record<string, FieldValue> = {}, options?: string[]): void {
    this.rect(x, y, w, h, this.theme.border, this.theme.fill);
    const inner = options ? w - 16 : w;
    if (options) this.doc.polygon([x + w - 11, y + h / 2 - 1.5], [x + w - 5, y + h / 2 - 1.5], [x + w - 8, y + h / 2 + 2]).fill('#555555');
    if (this.style === 'fillable') { this.field(key, x, y, inner, h, value, fields, options); return; }
    if (!value) return;
    const typed = this.style === 'typed';
    const font = typed ? this.theme.value : FONT.hand;
    let size = typed ? Math.min(10, h - 6) : Math.min(13, h - 3);
    while (size > 5 && this.width(value, size, font) > inner - 8) size -= 0.5;
    const tw = this.width(value, size, font);
    const tx = x + 4 + (typed ? 0 : this.hand.float(0, 4)), ty = y + (h - size) / 2 + (typed ? 0 : 1.5 + this.hand.float(-1.2, 1.2));
    this.doc.save();
    if (!typed) this.doc.rotate(this.hand.float(-2, 2), { origin: [tx, ty + size] });
    this.text(tx, ty, value, size, font, typed ? '#111111' : '#1a2a6c');
    this.doc.restore();
    this.record({ key, text: value, page: this.page, box: this.toBox(tx, ty, tw, size * 1.15), via: 'text', fields });
  }

  private field(key: string, x: number, y: number, w: number, h: number, value: string, fields: Record<string, FieldValue>, options?: string[]): void {
    const name = `${key}`;
    const size = Math.min(10, h - 6);
    const body = value ? `/Tx BMC q BT /${this.helv!.id} ${size} Tf 0 g 4 ${round((h - size) / 2 + 1.5)} Td ${pdfString(value)} Tj ET Q EMC` : '/Tx BMC EMC';
    const ap = this.appearance(w, h, body);
    const dict: Record<string, unknown> = { Subtype: 'Widget', F: 4, FT: options ? 'Ch' : 'Tx', T: new String(name), V: new String(value),
      DA: new String(`/${this.helv!.id} ${size} Tf 0 g`), AP: { N: ap }, MK: {} };
    if (options) { dict.Ff = 1 << 17; dict.Opt = options.map((o) => new String(o)); }
    this.annot(x, y, w, h, dict);
    if (value) this.record({ key, text: value, page: this.page, box: this.toBox(x, y, w, h), via: 'acroform', fields, acroform_field: name });
  }

  private appearance(w: number, h: number, body: string): unknown {
    const ref = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, round(w), round(h)], Resources: { Font: { [this.helv!.id]: this.helv!.ref } } });
    ref.end(body);
    return ref;
  }
  private annot(x: number, y: number, w: number, h: number, dict: Record<string, unknown>, parent?: any): void {
    this.doc.annotate(x, y, w, h, dict);
    const ref = this.doc.page.annotations[this.doc.page.annotations.length - 1];
    if (parent) parent.data.Kids.push(ref); else this.doc._root.data.AcroForm.data.Fields.push(ref);
  }

  /** A radio button (circle) or check box (square) with its label; a checked one gives `fields`. */
  choice(key: string, kind: 'radio' | 'check', x: number, y: number, label: string, checked: boolean, group: string, fields: Record<string, FieldValue> = {}): number {
    const s = 9;
    if (kind === 'radio') this.doc.lineWidth(0.8).circle(x + s / 2, y + s / 2, s / 2).stroke('#777777');
    else this.doc.lineWidth(0.8).rect(x, y, s, s).stroke('#777777');
    const lw = this.text(x + s + 4, y + 0.5, label, 8.5, this.theme.label, '#222222');
    const state = label.replace(/[^A-Za-z0-9]/g, '') || 'On';
    const box = this.toBox(x, y, s + 4 + lw, s);
    if (this.style === 'fillable') {
      this.box(kind, x, y, s, group, state, checked);
      if (checked) this.record({ key, text: label, page: this.page, box, via: 'acroform', fields,
        acroform_field: kind === 'radio' ? group : `${group}_${state}`, ...(kind === 'radio' ? { acroform_value: state } : {}) });
    } else if (checked) {
      this.mark(kind, x, y, s);
      this.record({ key, text: label, page: this.page, box, via: 'drawing', fields });
    }
    return s + 4 + lw;
  }

  private mark(kind: 'radio' | 'check', x: number, y: number, s: number): void {
    const d = this.doc;
    if (this.style === 'typed') {
      // The browser's own rendering: a filled dot, or a tick drawn as a path.
      if (kind === 'radio') d.circle(x + s / 2, y + s / 2, s / 4).fill('#1a73e8');
      else d.lineWidth(1.6).moveTo(x + 1.8, y + s / 2).lineTo(x + s / 2 - 0.5, y + s - 2).lineTo(x + s - 1.5, y + 1.5).stroke('#1a73e8');
      return;
    }
    const j = () => this.hand.float(-1.2, 1.2);
    // A pen's X over the box, overshooting it as a hurried hand does.
    d.lineWidth(1.3).moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke('#1a2a6c');
    d.lineWidth(1.3).moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke('#1a2a6c');
  }

  private box(kind: 'radio' | 'check', x: number, y: number, s: number, group: string, state: string, checked: boolean): void {
    const on = kind === 'radio' ? state : 'Yes';
    const onBody = kind === 'radio' ? `q 0.1 0.45 0.91 rg ${circle(s / 2, s / 2, s / 4)} f Q` : `q 0.1 0.45 0.91 RG 1.6 w 1.8 ${s / 2} m ${s / 2 - 0.5} 2 l ${s - 1.5} ${s - 1.5} l S Q`;
    const N = { [on]: this.appearance(s, s, onBody), Off: this.appearance(s, s, 'q Q') };
    const dict: Record<string, unknown> = { Subtype: 'Widget', F: 4, AS: checked ? on : 'Off', AP: { N }, MK: {} };
    if (kind === 'check') {
      Object.assign(dict, { FT: 'Btn', T: new String(`${group}_${state}`), V: checked ? 'Yes' : 'Off' });
      this.annot(x, y, s, s, dict);
      return;
    }
    let parent = this.groups.get(group);
    if (!parent) {
      parent = this.doc.ref({ FT: 'Btn', Ff: (1 << 15) | (1 << 14), T: new String(group), V: 'Off', Kids: [] });
      this.groups.set(group, parent);
      this.doc._root.data.AcroForm.data.Fields.push(parent);
    }
    if (checked) parent.data.V = on;
    dict.Parent = parent;
    this.annot(x, y, s, s, dict, parent);
  }

  /** A value that is not the application's, printed as static text (browser chrome, submission metadata). */
  decoyText(key: string, x: number, y: number, s: string, size = 7.5, color = '#555555'): void {
    const w = this.text(x, y, s, size, this.theme.label, color);
    this.decoys.push({ key, text: s, page: this.page, box: this.toBox(x, y, w, size * 1.15), via: 'text', fields: {} });
  }

  /** A signature pad's drawing: strokes only, no text. */
  signature(x: number, y: number, w: number): void {
    const d = this.doc.lineWidth(1.1);
    d.moveTo(x, y);
    for (let i = 1; i <= 8; i++) d.bezierCurveTo(x + (i - 0.6) * w / 8, y - this.hand.float(4, 14), x + (i - 0.3) * w / 8, y + this.hand.float(2, 8), x + i * w / 8 * 0.9, y - this.hand.float(-3, 5));
    d.stroke('#20204a');
  }

  private record(p: Placed): void { (Object.keys(p.fields).length ? this.placed : this.decoys).push(p); }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

function round(n: number): number { return Math.round(n * 100) / 100; }
/** A circle as four Bezier arcs, for appearance streams (PDF has no circle operator). */
function circle(cx: number, cy: number, r: number): string {
  const k = 0.5523 * r;
  return `${cx + r} ${cy} m ${cx + r} ${cy + k} ${cx + k} ${cy + r} ${cx} ${cy + r} c ${cx - k} ${cy + r} ${cx - r} ${cy + k} ${cx - r} ${cy} c `
    + `${cx - r} ${cy - k} ${cx - k} ${cy - r} ${cx} ${cy - r} c ${cx + k} ${cy - r} ${cx + r} ${cy - k} ${cx + r} ${cy} c`;
}
