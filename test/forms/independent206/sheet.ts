// One PDF being drawn: the form's printed chrome (labels, boxes, leaders) and its values in one of three styles,
// recording where each value went. The style decides only how a value is put down, never which values or where,
// so the three styles of one seed share one truth.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Box = [number, number, number, number];
export type Style = 'typed' | 'handwritten' | 'fillable';
export type Fields = Record<string, string | number | null>;

export interface Placed {
  key: string;
  /** The text as printed (for a checkbox, the checked option's label; empty for a mark that gives nothing). */
  text: string;
  page: number;
  /** [x0, y0, x1, y1] in PDF points, origin bottom left. */
  box: Box;
  /** Truth paths this value gives; empty for a decoy. */
  fields: Fields;
  via: 'text' | 'handwriting' | 'acroform' | 'checkbox';
  acroform_field?: string;
  acroform_value?: string;
}

const OTF = '/usr/share/fonts/opentype/urw-base35/';
export const FONTS = {
  mono: OTF + 'NimbusMonoPS-Regular.otf',
  monoBold: OTF + 'NimbusMonoPS-Bold.otf',
  liberationMono: '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
  dejavuMono: '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf',
  notoMono: '/usr/share/fonts/truetype/noto/NotoMono-Regular.ttf',
  hand: OTF + 'Z003-MediumItalic.otf',
} as const;

const W = 612, H = 792;

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  page = 0;
  private readonly jitter: Rng;
  private readonly widgets: unknown[] = [];
  private fieldFont: { id: string; ref: unknown } | null = null;
  private names = new Map<string, number>();

  /** `valueFont` is the typewriter face of this broker's typed values. */
  readonly style: Style;
  private readonly valueFont: string;

  constructor(style: Style, seed: string, valueFont: string, broker: string) {
    this.style = style;
    this.valueFont = valueFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false, compress: true,
      info: { Title: `${broker} merchant package`, Producer: 'FormsDesk 4.2', Creator: broker, CreationDate: new Date(Date.UTC(2025, 4, 6)) } });
    for (const [name, path] of Object.entries(FONTS)) this.doc.registerFont(name, path);
    // Its own stream: handwriting's wobble must not move any draw the deal makes.
    this.jitter = new Rng(`${seed}:hand`);
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  /** Printed form text (labels, headings), top-left anchored at (x, y) in top-down points. */
  label(text: string, x: number, y: number, size = 7.5, font: string = 'monoBold', color = '#000'): number {
    this.doc.fillColor(color).font(font).fontSize(size).text(text, x, y, { lineBreak: false });
    return this.doc.widthOfString(text);
  }

  /** A paragraph of printed text wrapped in `width`. */
  para(text: string, x: number, y: number, width: number, size = 6.5, font: string = 'mono'): number {
    this.doc.fillColor('#000').font(font).fontSize(size).text(text, x, y, { width, lineGap: 0.5 });
    return this.doc.y;
  }

  rect(x: number, y: number, w: number, h: number, lw = 0.6, fill?: string): void {
    this.doc.lineWidth(lw);
    if (fill) this.doc.rect(x, y, w, h).fillAndStroke(fill, '#000');
    else this.doc.rect(x, y, w, h).stroke('#000');
    this.doc.fillColor('#000');
  }

  line(x0: number, y0: number, x1: number, y1: number, lw = 0.5, dash?: number): void {
    this.doc.lineWidth(lw);
    if (dash) this.doc.dash(dash, { space: dash * 1.5 });
    this.doc.moveTo(x0, y0).lineTo(x1, y1).stroke('#000');
    if (dash) this.doc.undash();
  }

  /** Dotted leader from x0 to x1 under a value (the typewriter look of the theme). */
  leader(x0: number, x1: number, y: number): void {
    this.doc.fillColor('#000').font('mono').fontSize(7);
    const dot = this.doc.widthOfString('.');
    this.doc.text('.'.repeat(Math.max(0, Math.floor((x1 - x0) / dot))), x0, y, { lineBreak: false });
  }

  private fieldName(base: string): string {
    const n = (this.names.get(base) ?? 0) + 1;
    this.names.set(base, n);
    return n === 1 ? base : `${base}_${n}`;
  }

  /**
   * A filled-in value in a slot starting at (x, y) of width w. `fields` are the truth paths it gives (empty: a decoy).
   * Typed: text; handwritten: Z003 turned and shifted a little; fillable: an AcroForm text field only.
   */
  value(key: string, text: string, x: number, y: number, w: number, fields: Fields = {}, size = 9): void {
    if (!text) return;
    const d = this.doc;
    if (this.style === 'fillable') {
      const name = this.fieldName(key.replace(/[^a-z0-9]+/gi, '_'));
      const h = size + 4;
      this.textWidget(name, text, x, y - 2, w, h, size);
      this.placed.push({ key, text, page: this.page, box: [x, H - (y - 2 + h), x + w, H - (y - 2)], fields, via: 'acroform', acroform_field: name });
      return;
    }
    if (this.style === 'handwritten') {
      const s = size + 2, dx = this.jitter.float(-1.5, 1.5), dy = this.jitter.float(-1, 1), angle = this.jitter.float(-2, 2);
      d.font('hand').fontSize(s).fillColor('#1a2a6c');
      const tw = d.widthOfString(text);
      d.save().rotate(angle, { origin: [x + dx, y + dy + s] }).text(text, x + dx, y + dy - 1, { lineBreak: false }).restore();
      d.fillColor('#000');
      this.placed.push({ key, text, page: this.page, box: [x + dx, H - (y + dy + s), x + dx + tw, H - (y + dy - 1)], fields, via: 'handwriting' });
      return;
    }
    d.font(this.valueFont).fontSize(size).fillColor('#000');
    const tw = d.widthOfString(text);
    d.text(text, x, y, { lineBreak: false });
    this.placed.push({ key, text, page: this.page, box: [x, H - (y + size), x + tw, H - y], fields, via: 'text' });
  }

  /** A printed check box with its label; when checked, the mark the style makes. Returns the label's right edge. */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Fields = {}, size = 8): number {
    this.rect(x, y, size, size, 0.6);
    const right = x + size + 3 + this.label(label, x + size + 3, y + 0.5, 7.5);
    const name = this.fieldName(`${key.replace(/[^a-z0-9]+/gi, '_')}_${label.replace(/[^a-z0-9]+/gi, '')}`);
    if (this.style === 'fillable') this.checkWidget(name, x, y, size, checked);
    if (!checked) return right;
    if (this.style === 'typed') {
      this.doc.font(this.valueFont).fontSize(size + 1).text('X', x + 1.2, y - 0.5, { lineBreak: false });
    } else if (this.style === 'handwritten') {
      // A drawn tick: strokes only, no text, so a reader must see the mark.
      const j = () => this.jitter.float(-0.8, 0.8);
      this.doc.lineWidth(1.3).strokeColor('#1a2a6c');
      this.doc.moveTo(x - 1 + j(), y + size * 0.5 + j()).lineTo(x + size * 0.4 + j(), y + size + 1 + j()).lineTo(x + size + 2 + j(), y - 2 + j()).stroke();
      this.doc.strokeColor('#000');
    }
    const text = label.replace(/:$/, '');
    this.placed.push({ key, text, page: this.page, box: [x, H - (y + size), x + size, H - y], fields, via: this.style === 'fillable' ? 'acroform' : 'checkbox',
      ...(this.style === 'fillable' ? { acroform_field: name } : {}) });
    return right;
  }

  private ensureFieldFont(): { id: string; ref: unknown } {
    if (!this.fieldFont) {
      const d = this.doc as any;
      d.font('Courier');
      this.fieldFont = { id: d._font.id as string, ref: d._font.ref() };
    }
    return this.fieldFont;
  }

  private textWidget(name: string, value: string, x: number, y: number, w: number, h: number, size: number): void {
    const f = this.ensureFieldFont();
    const d = this.doc as any;
    const esc = value.replace(/[\\()]/g, (c) => '\\' + c);
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [f.id]: f.ref } } });
    ap.end(`/Tx BMC q BT /${f.id} ${size} Tf 0 g 2 ${(h - size * 0.7) / 2} Td (${esc}) Tj ET Q EMC`);
    d.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${f.id} ${size} Tf 0 g`), F: 4,
      AP: { N: ap }, MK: {} });
    this.widgets.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  private checkWidget(name: string, x: number, y: number, s: number, checked: boolean): void {
    const d = this.doc as any;
    const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    on.end(`q 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    off.end('');
    const state = checked ? 'Yes' : 'Off';
    d.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: state, AS: state, F: 4, AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') } });
    this.widgets.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  async finish(): Promise<Uint8Array> {
    const d = this.doc as any;
    if (this.widgets.length) {
      const f = this.ensureFieldFont();
      // Values live only in the fields, each with its appearance: a viewer must not regenerate them.
      const af = d.ref({ Fields: this.widgets, NeedAppearances: false, DA: new String(`/${f.id} 0 Tf 0 g`), DR: { Font: { [f.id]: f.ref } } });
      // pdfkit's own end() closes the AcroForm dictionary (endAcroForm) once it knows of the form.
      d._acroform = { fonts: {}, defaultFont: 'Courier' };
      d._root.data.AcroForm = af;
    }
    const chunks: Buffer[] = [];
    d.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve) => d.on('end', () => resolve()));
    d.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}

export const PAGE_W = W, PAGE_H = H;
