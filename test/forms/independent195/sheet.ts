// The drawing surface every layout uses: printed chrome (bands, boxes, labels) is always page text and graphics; the
// values go in by style (typed text, handwriting-like rotated text, or AcroForm fields with appearance streams), and
// every value is recorded with its box in PDF points (origin bottom left) and the truth fields it gives.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type Fields = Record<string, string | number>;
export interface Placed {
  key: string; page: number; box: Box; text: string; via: 'text' | 'checkbox' | 'acroform' | 'acroform_checkbox';
  /** Truth paths this value gives (`application.legal_name` ...); empty for decoys. */
  fields: Fields;
  /** The AcroForm field's name (fillable style). */
  field?: string;
}
export interface Look { typedFont: string; typedSize: number; creator: string; producer: string; mark: 'letter' | 'glyph' }
export interface CheckItem { label: string; on: boolean; fields?: Fields | null }

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const GOTHIC = '/usr/share/fonts/opentype/urw-base35/URWGothic-Book.otf';
const GOTHIC_DEMI = '/usr/share/fonts/opentype/urw-base35/URWGothic-Demi.otf';
// The check glyph (U+2714) of a typed form's checkbox: pdfkit's ZapfDingbats is declared WinAnsi and draws nothing.
const CHECK = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

/** A PDF literal string for a WinAnsi-encoded standard font (the appearance streams of fillable fields). */
function pdfLiteral(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (c < 32 || c > 126) out += `\\${(c < 256 ? c : 63).toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return out;
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly W = 612;
  readonly H = 792;
  page = 0;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly inkColor: string;
  readonly style: Style;
  private readonly ink: Rng;
  private readonly look: Look;

  constructor(style: Style, ink: Rng, title: string, look: Look) {
    this.style = style;
    this.ink = ink;
    this.look = look;
    // A fixed creation date: pdfkit derives the file ID from it, and a seed must give the same bytes.
    this.doc = new PDFDocument({ autoFirstPage: false, margin: 0, compress: true,
      info: { Title: title, Creator: look.creator, Producer: look.producer, CreationDate: new Date(Date.UTC(2025, 2, 3, 15, 4, 5)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('hand', HAND);
    this.doc.registerFont('gothic', GOTHIC);
    this.doc.registerFont('gothic-demi', GOTHIC_DEMI);
    this.doc.registerFont('check', CHECK);
    this.inkColor = style === 'handwritten' ? ink.pick(['#1b2a78', '#202020', '#0d3b8c']) : '#111111';
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      // The fields carry their own appearance streams, as a form saved by a PDF editor does.
      (this.doc as any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  // ---- printed chrome ----
  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; r?: number; lw?: number } = {}): void {
    const d = this.doc;
    d.save();
    if (o.r) d.roundedRect(x, y, w, h, o.r); else d.rect(x, y, w, h);
    d.lineWidth(o.lw ?? 0.7);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.fill(o.fill);
    else d.stroke(o.stroke ?? '#000000');
    d.restore();
  }

  hline(x1: number, x2: number, y: number, color = '#777777', lw = 0.6): void {
    this.doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(lw).stroke(color).restore();
  }

  text(s: string, x: number, y: number, o: { font?: string; size?: number; color?: string; width?: number; align?: 'left' | 'center' | 'right'; gap?: number } = {}): void {
    const d = this.doc;
    d.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7.5).fillColor(o.color ?? '#000000');
    if (o.width) d.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: o.gap ?? 0.5 });
    else d.text(s, x, y, { lineBreak: false });
  }

  /** Pre-printed text that is a value but not the applicant's (the broker's phone, ISO number): printed in every style. */
  printed(key: string, s: string, x: number, y: number, o: { font?: string; size?: number; color?: string } = {}): void {
    const size = o.size ?? 7.5, w = this.width(s, o.font ?? 'Helvetica', size);
    this.text(s, x, y, o);
    this.decoys.push({ key, page: this.page, box: [x - 2, this.H - y - size * 1.3 - 2, x + w + 2, this.H - y + 2], text: s, via: 'text', fields: {} });
  }

  width(s: string, font: string, size: number): number { return this.doc.font(font).fontSize(size).widthOfString(s); }

  /** Small vector pictograms put before section titles and labels (no text: they must not read as values). */
  icon(kind: 'building' | 'person' | 'money' | 'bank' | 'doc' | 'pen' | 'dot' | 'square' | 'arrow', x: number, y: number, s: number, color: string): void {
    const d = this.doc;
    d.save().fillColor(color).strokeColor(color).lineWidth(0.9);
    if (kind === 'building') { d.rect(x + s * 0.2, y + s * 0.3, s * 0.6, s * 0.7).stroke(); d.moveTo(x + s * 0.1, y + s * 0.35).lineTo(x + s * 0.5, y).lineTo(x + s * 0.9, y + s * 0.35).stroke(); d.rect(x + s * 0.42, y + s * 0.7, s * 0.16, s * 0.3).fill(); }
    else if (kind === 'person') { d.circle(x + s / 2, y + s * 0.28, s * 0.22).fill(); d.moveTo(x + s * 0.1, y + s).bezierCurveTo(x + s * 0.1, y + s * 0.5, x + s * 0.9, y + s * 0.5, x + s * 0.9, y + s).fill(); }
    else if (kind === 'money') { d.circle(x + s / 2, y + s / 2, s / 2).stroke(); d.circle(x + s / 2, y + s / 2, s / 4.5).fill(); }
    else if (kind === 'bank') { d.moveTo(x, y + s * 0.3).lineTo(x + s / 2, y).lineTo(x + s, y + s * 0.3).fill(); for (let i = 0; i < 3; i++) d.rect(x + s * (0.12 + i * 0.3), y + s * 0.38, s * 0.16, s * 0.48).fill(); d.rect(x, y + s * 0.9, s, s * 0.1).fill(); }
    else if (kind === 'doc') { d.moveTo(x + s * 0.15, y).lineTo(x + s * 0.65, y).lineTo(x + s * 0.85, y + s * 0.2).lineTo(x + s * 0.85, y + s).lineTo(x + s * 0.15, y + s).closePath().stroke(); }
    else if (kind === 'pen') { d.moveTo(x, y + s).lineTo(x + s * 0.2, y + s * 0.6).lineTo(x + s * 0.8, y).lineTo(x + s, y + s * 0.2).lineTo(x + s * 0.4, y + s * 0.8).closePath().fill(); }
    else if (kind === 'dot') d.circle(x + s / 2, y + s / 2, s / 2.6).fill();
    else if (kind === 'square') d.rect(x + s * 0.15, y + s * 0.15, s * 0.7, s * 0.7).fill();
    else d.moveTo(x, y).lineTo(x + s, y + s / 2).lineTo(x, y + s).closePath().fill();
    d.restore();
  }

  /** A signature: a vector scribble in ink (no text). */
  signature(x: number, y: number, w: number): void {
    const d = this.doc, r = this.ink;
    d.save().lineWidth(1.1).strokeColor(this.style === 'handwritten' ? this.inkColor : '#1b2a78');
    d.moveTo(x, y);
    let cx = x;
    for (let i = 0; i < 5; i++) {
      const nx = cx + w / 6;
      d.bezierCurveTo(cx + r.float(2, 10), y - r.float(6, 16), nx - r.float(2, 10), y + r.float(2, 9), nx, y - r.float(-3, 5));
      cx = nx;
    }
    d.stroke().restore();
  }

  // ---- values ----
  /** A value written on a line whose y (top-left coordinates) is `y`, in `w` points; `fields` null records a decoy.
   *  A null or empty text leaves the line blank (a fillable form still has the empty field). */
  value(key: string, text: string | null, x: number, y: number, w: number, fields: Fields | null, o: { size?: number; h?: number } = {}): void {
    const d = this.doc, H = this.H;
    const h = o.h ?? 13;
    if (this.style === 'fillable') {
      this.textField(key, text ?? '', x, y - h, w, h, o.size ?? this.look.typedSize);
      if (text) this.record({ key, page: this.page, box: [x - 2, H - y - 2, x + w + 2, H - y + h + 2], text, via: 'acroform', fields: fields ?? {}, field: key }, fields);
      return;
    }
    if (!text) return;
    const hand = this.style === 'handwritten';
    const font = hand ? 'hand' : this.look.typedFont;
    let size = (o.size ?? this.look.typedSize) * (hand ? 1.3 : 1);
    while (size > 5 && this.width(text, font, size) > w - 6) size -= 0.5;
    const tw = this.width(text, font, size);
    const dx = hand ? this.ink.float(1, Math.max(1.5, Math.min(10, w - tw - 4))) : 2;
    const dy = hand ? this.ink.float(-1.2, 0.8) : 0;
    const angle = hand ? this.ink.float(-2, 2) : 0;
    const tx = x + dx, ty = y - size * (hand ? 0.95 : 1.02) - 1.5 + dy;
    d.save();
    if (angle) d.rotate(angle, { origin: [tx, ty + size] });
    d.font(font).fontSize(size).fillColor(this.inkColor).text(text, tx, ty, { lineBreak: false });
    d.restore();
    const slope = Math.abs(Math.sin((angle * Math.PI) / 180)) * tw;
    this.record({ key, page: this.page, box: [tx - 3, H - (ty + size * 1.3) - 3 - slope, tx + tw + 3, H - ty + 3 + slope], text, via: 'text', fields: fields ?? {} }, fields);
  }

  /** A row of checkboxes at top y; returns the x after the last label. A checked item with `fields` gives truth, with
   *  `fields: null` a decoy; unchecked items record nothing. */
  checks(key: string, items: CheckItem[], x: number, y: number, o: { size?: number; gap?: number; font?: string; color?: string; box?: number; round?: boolean } = {}): number {
    const bs = o.box ?? 8, ls = o.size ?? 7.5, font = o.font ?? 'Helvetica';
    let cx = x;
    items.forEach((it, i) => {
      if (o.round) this.doc.save().circle(cx + bs / 2, y + bs / 2, bs / 2).lineWidth(0.7).stroke('#333333').restore();
      else this.rect(cx, y, bs, bs, { stroke: '#333333', lw: 0.7 });
      this.text(it.label, cx + bs + 3, y + (bs - ls) / 2 + 0.5, { font, size: ls, color: o.color ?? '#000000' });
      const end = cx + bs + 3 + this.width(it.label, font, ls);
      if (this.style === 'fillable') this.checkField(`${key}_${i}`, it.on, cx, y, bs);
      else if (it.on) this.mark(cx, y, bs);
      if (it.on && it.fields !== undefined) {
        const via = this.style === 'fillable' ? 'acroform_checkbox' as const : 'checkbox' as const;
        this.record({ key, page: this.page, box: [cx - 3, this.H - y - bs - 3, end + 3, this.H - y + 3], text: it.label, via,
          fields: it.fields ?? {}, ...(via === 'acroform_checkbox' ? { field: `${key}_${i}` } : {}) }, it.fields);
      }
      cx = end + (o.gap ?? 12);
    });
    return cx;
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  private record(p: Placed, fields: Fields | null | undefined): void {
    (fields ? this.placed : this.decoys).push(p);
  }

  private mark(x: number, y: number, bs: number): void {
    const d = this.doc;
    if (this.style === 'typed') {
      if (this.look.mark === 'glyph') d.font('check').fontSize(bs + 1).fillColor('#111111').text('\u2714', x + 0.3, y - 1.2, { lineBreak: false });
      else d.font('Helvetica-Bold').fontSize(bs + 0.5).fillColor('#111111').text('X', x + bs / 2 - (bs + 0.5) * 0.33, y + 0.2, { lineBreak: false });
      return;
    }
    // Handwritten: a pen X or tick, drawn, overshooting the box a little; no text at all.
    const r = this.ink, j = () => r.float(-1.5, 1.5);
    d.save().lineWidth(1.3).strokeColor(this.inkColor);
    if (r.chance(0.5)) {
      d.moveTo(x + j(), y + j()).lineTo(x + bs + j(), y + bs + j()).stroke();
      d.moveTo(x + bs + j(), y + j()).lineTo(x + j(), y + bs + j()).stroke();
    } else {
      d.moveTo(x + j(), y + bs * 0.5).lineTo(x + bs * 0.4, y + bs + j() * 0.5).lineTo(x + bs * 1.3 + j(), y - bs * 0.4 + j()).stroke();
    }
    d.restore();
  }

  private textField(name: string, value: string, x: number, y: number, w: number, h: number, size: number): void {
    const d = this.doc as any;
    d.font('Helvetica').fontSize(size);
    let fs = size;
    while (fs > 5 && d.fontSize(fs).widthOfString(value) > w - 4) fs -= 0.5;
    const font = d._font;
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
    ap.end(value ? `/Tx BMC q 1 1 ${w - 2} ${h - 2} re W n BT /${font.id} ${fs} Tf 0 g 2 ${((h - fs) / 2 + fs * 0.22).toFixed(2)} Td (${pdfLiteral(value)}) Tj ET Q EMC` : '/Tx BMC EMC');
    const dict: Record<string, unknown> = { FT: 'Tx', T: new String(name), DA: new String(`/${font.id} ${fs} Tf 0 g`), Subtype: 'Widget', F: 4,
      AP: { N: ap }, MK: {} };
    if (value) dict.V = new String(value);
    this.widget(x, y, w, h, dict);
  }

  private checkField(name: string, on: boolean, x: number, y: number, bs: number): void {
    const d = this.doc as any;
    const yes = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, bs, bs] });
    yes.end(`q 0 g 1.1 w 1.5 1.5 m ${bs - 1.5} ${bs - 1.5} l S ${bs - 1.5} 1.5 m 1.5 ${bs - 1.5} l S Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, bs, bs] });
    off.end('');
    this.widget(x, y, bs, bs, { FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', Subtype: 'Widget', F: 4,
      AP: { N: { Yes: yes, Off: off } }, MK: { CA: new String('8') } });
  }

  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const d = this.doc as any;
    d.annotate(x, y, w, h, dict);
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }
}
