// The drawing surface of set 159. Layouts draw in form coordinates (the page as a person reads it: top left origin,
// y down, W x H); the sheet maps them onto a portrait 612 x 792 page turned as the layout says, draws each value in the
// style asked for, and records where it went in the page's own user space.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import { AcroForm } from './acro.ts';
import type { Box, FieldValue, Placed, Style, Turn } from './types.ts';

const PW = 612, PH = 792;
const SCRIPT_FONTS = ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', '/usr/share/fonts/truetype/urw-base35/Z003-MediumItalic.ttf'];
type M = [number, number, number, number, number, number];
/** Form -> pdfkit page coordinates (y down) for each turn. */
const MATRIX: Record<Turn, M> = {
  upright: [1, 0, 0, 1, 0, 0], ccw90: [0, -1, 1, 0, 0, PH], cw90: [0, 1, -1, 0, PW, 0], r180: [-1, 0, 0, -1, PW, PH],
};

export interface TextOpts { size?: number; font?: string; color?: string; angle?: number; width?: number; align?: 'left' | 'center' | 'right' }
export interface SheetOpts { title: string; author: string; valueFont: string; inkColor?: string }

export class Sheet {
  readonly doc: InstanceType<typeof PDFDocument>;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  page = 0;
  turn: Turn = 'upright';
  /** The /Rotate entry of the last page (0 when none). */
  rotate: 0 | 90 | 270 = 0;
  W = PW;
  H = PH;
  private chunks: Buffer[] = [];
  private done: Promise<void>;
  private acro: AcroForm;

  readonly style: Style;
  private ink: Rng;
  private o: SheetOpts;

  constructor(style: Style, ink: Rng, o: SheetOpts) {
    this.style = style;
    this.ink = ink;
    this.o = o;
    this.doc = new PDFDocument({ autoFirstPage: false, compress: true,
      info: { Title: o.title, Author: o.author, Producer: o.author + ' forms', Creator: o.author, CreationDate: new Date(Date.UTC(2025, 10, 4)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.acro = new AcroForm(this.doc);
    if (style === 'handwritten') {
      const f = SCRIPT_FONTS.find((p) => existsSync(p));
      if (!f) throw new Error('no script font (Z003) under /usr/share/fonts');
      this.doc.registerFont('Script', f);
    }
  }

  /** A new portrait page; `rotate` writes the page's /Rotate entry (the content is then drawn turned the other way). */
  newPage(turn: Turn, rotate?: 90 | 270): void {
    this.doc.addPage({ size: [PW, PH], margin: 0 });
    this.page++;
    this.turn = turn;
    [this.W, this.H] = turn === 'ccw90' || turn === 'cw90' ? [PH, PW] : [PW, PH];
    const m = MATRIX[turn];
    this.doc.transform(...m);
    this.rotate = rotate ?? 0;
    if (rotate) (this.doc.page as unknown as { dictionary: { data: Record<string, unknown> } }).dictionary.data.Rotate = rotate;
  }

  /** Form rectangle (optionally turned by `angle` degrees about (ox, oy), pdfkit's sense) -> user-space box. */
  boxOf(x: number, y: number, w: number, h: number, angle = 0, ox = x, oy = y): Box {
    const [a, b, c, d, e, f] = MATRIX[this.turn];
    const r = (angle * Math.PI) / 180, cs = Math.cos(r), sn = Math.sin(r);
    const xs: number[] = [], ys: number[] = [];
    for (const [px, py] of [[x, y], [x + w, y], [x, y + h], [x + w, y + h]] as const) {
      const lx = ox + (px - ox) * cs - (py - oy) * sn, ly = oy + (px - ox) * sn + (py - oy) * cs;
      xs.push(a * lx + c * ly + e);
      ys.push(PH - (b * lx + d * ly + f));
    }
    const rd = (v: number) => Math.round(v * 100) / 100;
    return [rd(Math.min(...xs)), rd(Math.min(...ys)), rd(Math.max(...xs)), rd(Math.max(...ys))];
  }

  text(s: string, x: number, y: number, o: TextOpts = {}): void {
    const doc = this.doc;
    doc.save();
    doc.fillColor(o.color ?? '#000').font(o.font ?? 'Helvetica').fontSize(o.size ?? 8);
    if (o.angle) doc.rotate(o.angle, { origin: [x, y] });
    doc.text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineBreak: true } : { lineBreak: false });
    doc.restore();
  }

  rule(x1: number, y1: number, x2: number, y2: number, width = 0.5, color = '#000'): void {
    this.doc.save().lineWidth(width).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; width?: number } = {}): void {
    const doc = this.doc.save().lineWidth(o.width ?? 0.6);
    doc.rect(x, y, w, h);
    if (o.fill && o.stroke) doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) doc.fill(o.fill);
    else doc.stroke(o.stroke ?? '#000');
    doc.restore();
  }

  /** A filled-in value in a slot (x, y, w, 14): a field of the truth when `fields` is given, a decoy when null. */
  value(key: string, text: string, x: number, y: number, w: number, fields: Record<string, FieldValue> | null, hint?: string): void {
    const doc = this.doc;
    let p: Placed;
    if (this.style === 'fillable') {
      const name = this.acro.name(key);
      const box = this.boxOf(x, y, w, 14);
      this.acro.text(name, text, box, w, 14, this.turn);
      p = { key, fields: fields ?? {}, page: this.page, box, text, via: 'acroform', acroform_field: name };
    } else if (this.style === 'typed') {
      let size = 9;
      doc.font(this.o.valueFont);
      while (size > 5 && doc.fontSize(size).widthOfString(text) > w - 4) size -= 0.5;
      this.text(text, x + 2, y + 3, { size, font: this.o.valueFont });
      p = { key, fields: fields ?? {}, page: this.page, box: this.boxOf(x + 2, y + 3, doc.widthOfString(text), size * 1.2), text, via: 'typed' };
    } else {
      let size = this.ink.float(11, 13);
      doc.font('Script');
      while (size > 6 && doc.fontSize(size).widthOfString(text) > w - 6) size -= 0.5;
      const tw = doc.widthOfString(text);
      const angle = this.ink.float(-3, 3), dx = this.ink.float(1, 5), dy = this.ink.float(-2.5, 1.5);
      const tx = x + dx, ty = y + dy;
      this.text(text, tx, ty, { size, font: 'Script', angle, color: this.o.inkColor ?? '#1a2a6c' });
      p = { key, fields: fields ?? {}, page: this.page, box: this.boxOf(tx, ty, tw, size * 1.2, angle, tx, ty), text, via: 'handwritten' };
    }
    if (hint) p.hint = hint;
    (fields ? this.placed : this.decoys).push(p);
  }

  /**
   * A checkbox (8 x 8 at x, y) and its label. A checked box with `fields` is a value of the truth; a checked box with
   * null fields (an "Other" box whose line holds the value) is only drawn. `on` is the AcroForm on-state.
   */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Record<string, FieldValue> | null, on = 'Yes', size = 8): void {
    const s = 8;
    this.rect(x, y, s, s, { width: 0.7 });
    this.text(label, x + s + 3, y, { size });
    const doc = this.doc;
    const labelW = doc.font('Helvetica').fontSize(size).widthOfString(label);
    const box = this.boxOf(x, y, s + 3 + labelW, s);
    let via: Placed['via'] = 'mark';
    let extra: Partial<Placed> = {};
    if (this.style === 'fillable') {
      const name = this.acro.name(key);
      this.acro.check(name, on, checked, this.boxOf(x, y, s, s), s, this.turn);
      via = 'acroform_checkbox';
      extra = { acroform_field: name, ...(on !== 'Yes' ? { acroform_value: on } : {}) };
    }
    if (!checked) return;
    if (this.style === 'typed') this.text('X', x + 1.2, y + 0.2, { size: 9, font: 'Helvetica-Bold' });
    if (this.style === 'handwritten') this.mark(x, y, s, labelW);
    if (fields) this.placed.push({ key, fields, page: this.page, box, text: label, via, ...extra });
  }

  /** A pen mark with no text: an X, a tick or a ring round the box and label. */
  private mark(x: number, y: number, s: number, labelW: number): void {
    const doc = this.doc.save().lineWidth(this.ink.float(0.9, 1.4)).strokeColor(this.o.inkColor ?? '#1a2a6c');
    const j = () => this.ink.float(-1, 1);
    const kind = this.ink.pick(['x', 'tick', 'ring'] as const);
    if (kind === 'x') {
      doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
      doc.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
    } else if (kind === 'tick') {
      doc.moveTo(x + j(), y + s / 2 + j()).lineTo(x + s / 2.5, y + s + 0.5).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
    } else {
      const w = s + 3 + labelW;
      doc.ellipse(x + w / 2 + j(), y + s / 2 + j(), w / 2 + 4, s / 2 + 4).stroke();
    }
    doc.restore();
  }

  async finish(): Promise<Uint8Array> {
    this.acro.finish();
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
