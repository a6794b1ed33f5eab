// Drawing layer for forms: labels are page text; values are page text (typed or handwriting-like, slightly turned)
// or AcroForm fields only (fillable). Every value drawn records where it is (page, box in PDF points, origin at the
// page's bottom left) and the truth it stands for, so the truth holds exactly what is printed.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

const require = createRequire(import.meta.url);
export const HAND_FONTS = [
  require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'),
  require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'),
];

export type Style = 'typed' | 'handwritten' | 'fillable';
/** How a checked box is marked: a drawn X (two strokes, no text), the letter X as text, a check glyph (ZapfDingbats
 *  text), a filled square (a black square inside the box, no text) or a drawn check (a stroked tick, no text). */
export type Mark = 'drawn_x' | 'letter_x' | 'check_glyph' | 'filled_square' | 'drawn_check' | 'filled_dot';
export const MARKS_DEV: readonly Mark[] = ['drawn_x', 'letter_x', 'check_glyph'];
export const MARKS_ALL: readonly Mark[] = [...MARKS_DEV, 'filled_square', 'drawn_check'];
/** The blind set's marks: also a filled dot (a round bubble filled in, no text). */
export const MARKS_BLIND: readonly Mark[] = [...MARKS_ALL, 'filled_dot'];
export type Box = [number, number, number, number];

/** One printed value: the truth fields it gives (path -> value), where it is and how it is printed. */
export interface Placed {
  fields: Record<string, string | number>;
  page: number;
  box: Box;
  text: string;
  via: 'text' | 'acroform' | 'mark' | 'acroform_checkbox';
  acroform_field?: string;
  /** A checked AcroForm checkbox's on-state when it is not `Yes` (`On`, `1`, the option's name). */
  acroform_value?: string;
  /** The layout's field key (legal, routing, landlord, owner.name ...). */
  key: string;
}

export interface Look {
  label: string;
  labelBold: string;
  labelSize: number;
  value: string;
  valueSize: number;
  mark: Mark;
}

// pdfkit's internals used for AcroForm widgets with their own appearance and value (its formText/formCheckbox end
// the annotation before a value state or an appearance can be set).
interface Kit {
  _font: { id: string; ref(): unknown };
  _fieldDict(name: string, type: string, o: object): Record<string, unknown>;
  _addToParent(ref: unknown): void;
  page: { annotations: unknown[] };
}

export class Canvas {
  doc: PDFKit.PDFDocument;
  page = 1;
  placed: Placed[] = [];
  readonly pageW = 612;
  readonly pageH = 792;
  private chunks: Buffer[] = [];
  private done: Promise<void>;
  private fieldNo = 0;
  /** Set by the sections before each value: the field key recorded with it. */
  key = '';
  /** Set by the sections before each value: the label printed beside it (named AcroForm fields take it). */
  label = '';
  /** Fillable forms: how fields are named (`random` Text12 / fill_7, `label` after the printed label as PDF
   *  editors' auto-detection names them, `page` Page1_Field12) and a checked box's on-state (`Yes`, `On`, `1`, or
   *  `option`: the option's own name, e.g. /Weekly). */
  acro: { names: 'random' | 'label' | 'page'; on: 'Yes' | 'On' | '1' | 'option' } = { names: 'random', on: 'Yes' };
  /** Fillable forms whose author named every field (a form designer's own scheme, e.g. `P1_LName`): the name for a
   *  field key and, for a checkbox, its option; a repeated name gets a number. Unset: `acro.names` decides. */
  namer?: (key: string, option: string | null) => string;
  private usedNames = new Map<string, number>();
  /** Handwritten style: the share of values typed instead (0 on most forms). */
  mixedTyped = 0;
  /** Where a value sits in its field area: at its left (most forms) or centred (dense boxed forms). */
  align: 'left' | 'center' = 'left';
  /** How checkboxes are drawn: squares, circles (bubbles), or typed brackets `[ ]` the mark is written between (a
   *  word-processor form: a checked option reads `[X] LLC` in the page's text when the mark is a letter X). */
  checkShape: 'square' | 'circle' | 'brackets' = 'square';

  rng: Rng;
  style: Style;
  look: Look;

  constructor(rng: Rng, style: Style, look: Look, info: { title: string; producer: string; creator: string; date: Date }) {
    this.rng = rng;
    this.style = style;
    this.look = look;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { Title: info.title, Producer: info.producer, Creator: info.creator,
      CreationDate: info.date, ModDate: info.date } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('hand', rng.pick(HAND_FONTS));
    this.doc.font(look.label).fontSize(look.labelSize);
    if (style === 'fillable') this.doc.initForm();
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  text(s: string, x: number, y: number, o: { bold?: boolean; size?: number; width?: number; align?: 'left' | 'center' | 'right'; color?: string } = {}): void {
    this.doc.font(o.bold ? this.look.labelBold : this.look.label).fontSize(o.size ?? this.look.labelSize).fillColor(o.color ?? 'black');
    this.doc.text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineBreak: true } : { lineBreak: false });
    this.doc.fillColor('black');
  }

  /** A paragraph wrapped to width; returns its height. */
  para(s: string, x: number, y: number, width: number, size = this.look.labelSize - 1): number {
    this.doc.font(this.look.label).fontSize(size);
    const h = this.doc.heightOfString(s, { width });
    this.doc.text(s, x, y, { width });
    return h;
  }

  rect(x: number, y: number, w: number, h: number, fill?: string): void {
    if (fill) this.doc.rect(x, y, w, h).fill(fill).fillColor('black');
    this.doc.lineWidth(0.6).rect(x, y, w, h).stroke('#333');
  }

  line(x0: number, y0: number, x1: number, y1: number, width = 0.5): void {
    this.doc.lineWidth(width).moveTo(x0, y0).lineTo(x1, y1).stroke('#444');
  }

  private box(x: number, yTop: number, w: number, h: number): Box {
    const r = (v: number) => Math.round(v * 10) / 10;
    return [r(x), r(this.pageH - yTop - h), r(x + w), r(this.pageH - yTop)];
  }

  /** A value written in a field area (x, y top, width w, height h): text, handwriting, or an AcroForm field. */
  value(text: string, fields: Record<string, string | number | null>, x: number, y: number, w: number, h: number): void {
    const truth = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null)) as Record<string, string | number>;
    if (this.style === 'fillable') {
      const name = this.fieldName();
      this.widget(name, 'text', x, y, w, h, { value: text }, text);
      if (text) this.placed.push({ fields: truth, page: this.page, box: this.box(x, y, w, h), text, via: 'acroform', acroform_field: name, key: this.key });
      return;
    }
    if (!text) return;
    // On a handwritten form some values may have been typed (a broker filled part of it): mixedTyped of them.
    const hand = this.style === 'handwritten' && !(this.mixedTyped > 0 && this.rng.chance(this.mixedTyped));
    let size = hand ? this.look.valueSize + 2 : this.look.valueSize;
    this.doc.font(hand ? 'hand' : this.look.value).fontSize(size);
    while (this.doc.widthOfString(text) > w - 4 && size > 5) this.doc.fontSize(--size);
    const tw = this.doc.widthOfString(text), th = this.doc.currentLineHeight();
    const tx = this.align === 'center' ? x + Math.max(2, (w - tw) / 2) + (hand ? this.rng.float(-2, 2) : 0)
      : x + 2 + (hand ? this.rng.float(0, Math.max(0, Math.min(8, w - tw - 4))) : 0);
    const ty = y + Math.max(0, (h - th) / 2) + (hand ? this.rng.float(-1, 1) : 0);
    const angle = hand ? this.rng.float(-2.5, 2.5) : 0;
    this.doc.save();
    if (hand) this.doc.fillColor(this.rng.pick(['#1a2a6c', '#111111', '#0b3d91'])).rotate(angle, { origin: [tx, ty + th / 2] });
    this.doc.text(text, tx, ty, { lineBreak: false });
    this.doc.restore();
    this.doc.fillColor('black');
    // The turned text's bounding box.
    const lift = Math.abs(Math.sin((angle * Math.PI) / 180)) * tw;
    this.placed.push({ fields: truth, page: this.page, box: this.box(tx, ty - lift, tw, th + lift * 2), text, via: 'text', key: this.key });
  }

  /** A row of checkbox options; `checked` is the index marked (or -1). The mark is the layout's, or a field. */
  checks(options: string[], checked: number, fields: Record<string, string | number | null>, x: number, y: number, gap: number,
    other?: { text: string; fields: Record<string, string | number | null>; width: number }, sub?: (opt: string) => string | undefined): number {
    const s = 8;
    let cx = x;
    for (const [i, opt] of options.entries()) {
      if (this.checkShape === 'circle') this.doc.lineWidth(0.6).circle(cx + s / 2, y + s / 2, s / 2).stroke('#333');
      else if (this.checkShape === 'brackets') this.text('[', cx - 2.5, y - 0.5, { size: s + 2 });
      else this.rect(cx, y, s, s);
      if (this.style === 'fillable') {
        const name = this.fieldName(`${this.label} ${opt}`, opt);
        const on = this.acro.on === 'option' ? opt.replace(/[^A-Za-z0-9]/g, '') || 'Yes' : this.acro.on;
        this.widget(name, 'checkbox', cx, y, s, s, {}, i === checked ? on : 'Off', on);
        if (i === checked) this.placeMark(fields, cx, y, s, opt, 'acroform_checkbox', name, on);
      } else if (i === checked) {
        this.drawMark(cx, y, s);
        this.placeMark(fields, cx, y, s, opt, 'mark');
      }
      // The closing bracket after the mark, so the page's text reads "[X]" in order.
      if (this.checkShape === 'brackets') this.text(']', cx + s - 0.5, y - 0.5, { size: s + 2 });
      const pad = this.checkShape === 'brackets' ? 6 : 3;
      this.text(opt, cx + s + pad, y, { size: this.look.labelSize });
      this.doc.font(this.look.label).fontSize(this.look.labelSize);
      let ow = this.doc.widthOfString(opt);
      // A bilingual form prints the option's other language under it, smaller (the checked label stays the first).
      const second = sub?.(opt);
      if (second) {
        this.text(second, cx + s + pad, y + 9, { size: this.look.labelSize - 2, color: '#444' });
        this.doc.font(this.look.label).fontSize(this.look.labelSize - 2);
        ow = Math.max(ow, this.doc.widthOfString(second));
      }
      cx += s + pad + ow + gap;
      if (other && i === options.length - 1) {
        this.line(cx - gap + 4, y + s + 1, cx - gap + 4 + other.width, y + s + 1);
        this.value(other.text, other.fields, cx - gap + 4, y - 3, other.width, s + 4);
        cx += other.width;
      }
    }
    return cx;
  }

  private placeMark(fields: Record<string, string | number | null>, x: number, y: number, s: number, label: string, via: Placed['via'], name?: string,
    on?: string): void {
    const truth = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null)) as Record<string, string | number>;
    if (!Object.keys(truth).length) return;
    this.placed.push({ fields: truth, page: this.page, box: this.box(x, y, s, s), text: label, via, key: this.key, ...(name ? { acroform_field: name } : {}),
      ...(on && on !== 'Yes' ? { acroform_value: on } : {}) });
  }

  private drawMark(x: number, y: number, s: number): void {
    const m = this.look.mark;
    if (m === 'drawn_x') {
      this.doc.lineWidth(1.1).moveTo(x + 1, y + 1).lineTo(x + s - 1, y + s - 1).moveTo(x + s - 1, y + 1).lineTo(x + 1, y + s - 1).stroke('#111');
    } else if (m === 'letter_x') {
      this.doc.font(this.style === 'handwritten' ? 'hand' : 'Helvetica-Bold').fontSize(s + 1).text('X', x + 1, y - 1, { lineBreak: false });
    } else if (m === 'check_glyph') {
      this.doc.font('ZapfDingbats').fontSize(s).text('4', x + 1, y + 2.6, { lineBreak: false });
    } else if (m === 'filled_dot') {
      this.doc.circle(x + s / 2, y + s / 2, s / 2 - 1.6).fill('#111').fillColor('black');
    } else if (m === 'filled_square') {
      this.doc.rect(x + 1.5, y + 1.5, s - 3, s - 3).fill('#111').fillColor('black');
    } else {
      this.doc.lineWidth(1.2).moveTo(x + 1, y + s * 0.55).lineTo(x + s * 0.4, y + s - 1).lineTo(x + s + 1, y - 1).stroke('#111');
    }
  }

  private fieldName(label = this.label, option: string | null = null): string {
    this.fieldNo++;
    if (this.namer) {
      const base = this.namer(this.key, option);
      const n = (this.usedNames.get(base) ?? 0) + 1;
      this.usedNames.set(base, n);
      return n === 1 ? base : `${base}_${n}`;
    }
    if (this.acro.names === 'page') return `Page${this.page}_Field${this.fieldNo}`;
    if (this.acro.names === 'label') {
      // As a PDF editor names detected fields: the label's words, a number when the label repeats (owner blocks).
      const base = label.replace(/[^A-Za-z0-9 ]+/g, ' ').trim().replace(/\s+/g, ' ') || 'Text';
      const n = (this.usedNames.get(base) ?? 0) + 1;
      this.usedNames.set(base, n);
      return n === 1 ? base : `${base} ${n}`;
    }
    return this.rng.pick(['Text', 'Field', 'fill_', 'untitled']) + this.fieldNo;
  }

  /** An AcroForm widget with its value and an appearance (so viewers show it); the page's text does not hold it. */
  private widget(name: string, type: 'text' | 'checkbox', x: number, y: number, w: number, h: number, opts: object, v: string, onState = 'Yes'): void {
    const kit = this.doc as unknown as Kit & PDFKit.PDFDocument;
    this.doc.font('Helvetica').fontSize(9);
    const f = kit._font;
    const dict = kit._fieldDict(name, type, opts);
    if (type === 'checkbox') {
      const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h] });
      on.end(`q 1 w 0 G 1 1 m ${w - 1} ${h - 1} l S 1 ${h - 1} m ${w - 1} 1 l S Q`);
      const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h] });
      off.end('');
      Object.assign(dict, { AP: { N: { [onState]: on, Off: off } }, V: v, AS: v });
    } else {
      const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [f.id]: f.ref() } } });
      const esc = v.replace(/[\\()]/g, (c) => `\\${c}`);
      ap.end(v ? `/Tx BMC q BT /${f.id} 9 Tf 0 g 2 ${Math.max(2, (h - 9) / 2 + 2)} Td (${esc}) Tj ET Q EMC` : '/Tx BMC EMC');
      dict.AP = { N: ap };
    }
    Object.assign(dict, { Subtype: 'Widget', F: 4 });
    this.doc.annotate(x, y, w, h, dict as PDFKit.Mixins.AnnotationOption);
    kit._addToParent(kit.page.annotations[kit.page.annotations.length - 1]);
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
