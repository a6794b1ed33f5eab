// Drawing for set 122: a form is laid out upright in its own (logical) coordinates, pdfkit-style (origin top left,
// y down), and the pen puts it on a page that may be turned: the content rotated counter-clockwise by `theta` inside
// the MediaBox, and the page dictionary's /Rotate set to `rotate`. A viewer shows the form upright when the two agree.
// Values go in as typed text, handwriting, or AcroForm fields (with appearance streams turned like the page).
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Turn = 0 | 90 | 180 | 270;
export interface PagePlan { theta: Turn; rotate: Turn; width: number; height: number }
/** One printed value (or checked box): its text as drawn and the truth paths it gives. */
export interface Drawn { key: string; text: string; page: number; truth: Record<string, unknown>; field?: string; mark?: boolean }

export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
type M6 = [number, number, number, number, number, number];
interface Ref { data: Record<string, any>; write(s: string): void; end(): void; toString(): string }
interface Internals {
  _root: { data: { AcroForm?: { data: Record<string, any> } } };
  _font: { id: string; ref(): Ref };
  page: { dictionary: { data: Record<string, unknown> }; annotations: Ref[] };
  ref(data: object): Ref;
}

/** Logical (pdfkit) coordinates -> the page's pdfkit coordinates, for a form W x H turned by theta. */
function turnMatrix(theta: Turn, W: number, H: number): M6 {
  if (theta === 90) return [0, -1, 1, 0, 0, W];
  if (theta === 180) return [-1, 0, 0, -1, W, H];
  if (theta === 270) return [0, 1, -1, 0, H, 0];
  return [1, 0, 0, 1, 0, 0];
}
/** The appearance-stream matrix (PDF user space) of a widget turned by theta. */
function apMatrix(theta: Turn): M6 {
  if (theta === 90) return [0, 1, -1, 0, 0, 0];
  if (theta === 180) return [-1, 0, 0, -1, 0, 0];
  if (theta === 270) return [0, -1, 1, 0, 0, 0];
  return [1, 0, 0, 1, 0, 0];
}
const pdfStr = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly drawn: Drawn[] = [];
  readonly plans: PagePlan[] = [];
  readonly decoys: { key: string; text: string; page: number }[] = [];
  private m: M6 = [1, 0, 0, 1, 0, 0];
  private mediaH = 0;
  private open = false;
  private readonly ink: string;
  private helv!: Ref;
  private helvId = '';
  private readonly chunks: Buffer[] = [];

  readonly style: Style;
  readonly valueFont: string;
  private readonly rng: Rng;

  /** A fillable form that will be printed (scanned): the fields' appearances are also drawn in the page, as a printer
   *  renders them (the scan's rasteriser does not draw widgets). */
  private readonly printed: boolean;

  constructor(style: Style, rng: Rng, valueFont = 'Helvetica', title = 'Application', printed = false) {
    this.style = style;
    this.printed = printed;
    this.rng = rng;
    this.valueFont = valueFont;
    this.doc = new PDFDocument({ autoFirstPage: false, compress: true, info: { Title: title, Producer: 'pdfkit', CreationDate: new Date(Date.UTC(2026, 1, 3)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.doc.registerFont('hand', HAND_FONT);
    this.ink = rng.pick(['#1b2a78', '#12205a', '#262626', '#0f3b8c']);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      const int = this.int();
      int._root.data.AcroForm!.data.NeedAppearances = false;
    }
  }

  private int(): Internals { return this.doc as unknown as Internals; }
  get pageNo(): number { return this.plans.length; }

  /** A new page holding a W x H form, turned as planned. */
  begin(W: number, H: number, theta: Turn, rotate: Turn): void {
    this.finishPage();
    const sideways = theta === 90 || theta === 270;
    const [mw, mh] = sideways ? [H, W] : [W, H];
    this.doc.addPage({ size: [mw, mh], margin: 0 });
    if (rotate) this.int().page.dictionary.data.Rotate = rotate;
    this.mediaH = mh;
    this.m = turnMatrix(theta, W, H);
    this.plans.push({ theta, rotate, width: W, height: H });
    this.doc.save();
    this.doc.transform(...this.m);
    this.open = true;
    if (this.style === 'fillable') { this.helv = this.fontRef('Helvetica'); this.helvId = this.int()._font.id; }
  }

  finishPage(): void { if (this.open) { this.doc.restore(); this.open = false; } }

  // ---- the printed form (same in every style) ----
  label(text: string, x: number, y: number, size = 7, font = 'Helvetica', color = '#333333'): void {
    this.doc.font(font).fontSize(size).fillColor(color).text(text, x, y, { lineBreak: false });
  }
  para(text: string, x: number, y: number, width: number, size = 6.5): void {
    // Wrapped text: lines broken here, each drawn without pdfkit's wrapper (it would add pages under a turned matrix).
    this.doc.font('Helvetica').fontSize(size).fillColor('#333333');
    let line = '';
    let yy = y;
    for (const w of text.split(' ')) {
      const next = line ? `${line} ${w}` : w;
      if (this.doc.widthOfString(next) > width && line) { this.doc.text(line, x, yy, { lineBreak: false }); yy += size * 1.25; line = w; } else line = next;
    }
    if (line) this.doc.text(line, x, yy, { lineBreak: false });
  }
  rule(x: number, y: number, w: number, color = '#777777'): void { this.doc.moveTo(x, y).lineTo(x + w, y).lineWidth(0.5).strokeColor(color).stroke(); }
  box(x: number, y: number, w: number, h: number, color = '#666666', lw = 0.6): void { this.doc.rect(x, y, w, h).lineWidth(lw).strokeColor(color).stroke(); }
  band(x: number, y: number, w: number, h: number, fill: string, text: string, textColor = '#ffffff', size = 8): void {
    this.doc.rect(x, y, w, h).fillColor(fill).fill();
    this.label(text, x + 4, y + (h - size) / 2 + 0.5, size, 'Helvetica-Bold', textColor);
  }

  // ---- values ----
  /** A value written in the box (x, y, w, h): typed, by hand, or as an AcroForm text field. Blank text draws nothing
   *  (a fillable form still has its empty field). Truth paths are recorded only for what is drawn. */
  value(key: string, text: string | null, x: number, y: number, w: number, h: number, truth: Record<string, unknown> = {}, size = 8.5): void {
    const t = text?.trim() ?? '';
    const field = key.replace(/[^A-Za-z0-9_.]/g, '_');
    if (this.style === 'fillable') this.textField(field, t, x, y, w, h, size);
    if (!t) return;
    if (this.style === 'fillable' && this.printed) this.doc.font('Helvetica').fontSize(size).fillColor('#000000').text(t, x + 2, y + (h - size) / 2 - 0.5, { lineBreak: false });
    if (this.style === 'typed') {
      this.doc.font(this.valueFont).fontSize(size).fillColor('#000000').text(t, x + 2, y + h - size - 1.5, { lineBreak: false });
    } else if (this.style === 'handwritten') {
      const hs = size + 2;
      this.doc.save();
      this.doc.translate(x + 3 + this.rng.float(-1.5, 2.5), y + h - hs - 0.5 + this.rng.float(-1.2, 1.2));
      this.doc.rotate(this.rng.float(-2.2, 2.2));
      this.doc.font('hand').fontSize(hs).fillColor(this.ink).text(t, 0, 0, { lineBreak: false });
      this.doc.restore();
    }
    this.drawn.push({ key, text: t, page: this.pageNo, truth, ...(this.style === 'fillable' ? { field } : {}) });
  }

  /** A printed value that is not the application's (a landlord, a bank number, a reference ...). */
  decoy(key: string, text: string | null, x: number, y: number, w: number, h: number, size = 8.5): void {
    this.value(key, text, x, y, w, h, {}, size);
    if (text?.trim()) this.decoys.push({ key, text: text.trim(), page: this.pageNo });
  }

  /** A checkbox (size s at x, y) with its label printed to the right; `checked` marks it in the style's way. In a
   *  fillable form the boxes of one `group` are a radio group when `radio`, else separate checkboxes. */
  checkbox(key: string, label: string, x: number, y: number, checked: boolean, truth: Record<string, unknown> = {},
    opts: { group?: string; radio?: boolean; s?: number; size?: number; mark?: 'X' | 'check' } = {}): void {
    const s = opts.s ?? 7.5;
    this.box(x, y, s, s, '#444444', 0.7);
    this.label(label, x + s + 3, y + (s - (opts.size ?? 7)) / 2 + 0.4, opts.size ?? 7);
    const onName = label.replace(/[^A-Za-z0-9]/g, '') || 'Yes';
    const fname = key.replace(/[^A-Za-z0-9_.]/g, '_');
    if (this.style === 'fillable') this.checkField(fname, opts.group, !!opts.radio, onName, checked, x, y, s);
    if (!checked) return;
    if (this.style === 'fillable' && this.printed) {
      this.doc.save().lineWidth(1).strokeColor('#000000');
      this.doc.moveTo(x + 1.5, y + 1.5).lineTo(x + s - 1.5, y + s - 1.5).moveTo(x + s - 1.5, y + 1.5).lineTo(x + 1.5, y + s - 1.5).stroke().restore();
    }
    if (this.style === 'typed') {
      if (opts.mark === 'check') this.doc.font('ZapfDingbats').fontSize(s + 1).fillColor('#000000').text('4', x + 0.5, y - 0.5, { lineBreak: false });
      else this.doc.font('Helvetica-Bold').fontSize(s + 1).fillColor('#000000').text('X', x + 1, y - 0.2, { lineBreak: false });
    } else if (this.style === 'handwritten') {
      const j = () => this.rng.float(-0.8, 0.8);
      this.doc.save().lineWidth(1.1).strokeColor(this.ink).lineCap('round');
      if (this.rng.chance(0.5)) {
        this.doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
        this.doc.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
      } else {
        this.doc.moveTo(x + j(), y + s * 0.55 + j()).lineTo(x + s * 0.4, y + s + 0.5).lineTo(x + s + 2 + j(), y - 2 + j()).stroke();
      }
      this.doc.restore();
    }
    this.drawn.push({ key, text: label, page: this.pageNo, truth, mark: true, ...(this.style === 'fillable' ? { field: opts.group ?? fname } : {}) });
  }

  // ---- AcroForm ----
  private fontRef(name: string): Ref {
    this.doc.font(name);
    return this.int()._font.ref();
  }
  /** The widget's Rect in PDF user space (the bounding box of the turned logical rectangle). */
  private rect(x: number, y: number, w: number, h: number): number[] {
    const [a, b, c, d, e, f] = this.m;
    const pts = [[x, y], [x + w, y], [x, y + h], [x + w, y + h]].map(([u, v]) => [a * u! + c * v! + e, this.mediaH - (b * u! + d * v! + f)]);
    const xs = pts.map((p) => p[0]!), ys = pts.map((p) => p[1]!);
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  }
  private stream(w: number, h: number, body: string, fonts: Record<string, Ref> = {}): Ref {
    const theta = this.plans[this.plans.length - 1]!.theta;
    const ref = this.int().ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Matrix: apMatrix(theta), Resources: { Font: fonts } });
    ref.write(body);
    ref.end();
    return ref;
  }
  private widget(dict: Record<string, unknown>, x: number, y: number, w: number, h: number): Ref {
    const theta = this.plans[this.plans.length - 1]!.theta;
    const ref = this.int().ref({ Type: 'Annot', Subtype: 'Widget', Rect: this.rect(x, y, w, h), F: 4, Border: [0, 0, 0], MK: { R: theta }, ...dict });
    this.int().page.annotations.push(ref);
    return ref;
  }
  private textField(name: string, value: string, x: number, y: number, w: number, h: number, size: number): void {
    const id = this.helvId;
    const body = value ? `/Tx BMC q BT /${id} ${size} Tf 0 g 2 ${(h - size) / 2 + 1.5} Td (${pdfStr(value)}) Tj ET Q EMC` : '/Tx BMC EMC';
    const ap = this.stream(w, h, body, { [id]: this.helv });
    const ref = this.widget({ FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${id} ${size} Tf 0 g`), AP: { N: ap } }, x, y, w, h);
    ref.end();
    this.int()._root.data.AcroForm!.data.Fields.push(ref);
  }
  private readonly radios = new Map<string, Ref>();
  private checkField(key: string, group: string | undefined, radio: boolean, onName: string, checked: boolean, x: number, y: number, s: number): void {
    const on = this.stream(s, s, `q 0 g 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
    const off = this.stream(s, s, 'q Q');
    const state = checked ? onName : 'Off';
    if (radio && group) {
      let parent = this.radios.get(group);
      if (!parent) {
        parent = this.int().ref({ FT: 'Btn', Ff: (1 << 15) | (1 << 14), T: new String(group), V: 'Off', Kids: [] });
        this.radios.set(group, parent);
        this.int()._root.data.AcroForm!.data.Fields.push(parent);
      }
      if (checked) parent.data.V = onName;
      const kid = this.widget({ Parent: parent, AS: state, AP: { N: { [onName]: on, Off: off } } }, x, y, s, s);
      kid.end();
      parent.data.Kids.push(kid);
      return;
    }
    const ref = this.widget({ FT: 'Btn', T: new String(key), V: state, AS: state, AP: { N: { [onName]: on, Off: off } } }, x, y, s, s);
    ref.end();
    this.int()._root.data.AcroForm!.data.Fields.push(ref);
  }

  async finish(): Promise<Uint8Array> {
    this.finishPage();
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
