// Drawing a form in one of three styles. Coordinates are pdfkit's (top-left origin, points); every value drawn is
// recorded as a Placed with its box in PDF points (bottom-left origin). Labels and funder pre-printed values are page
// text in every style; the merchant's values are typed text, handwriting or AcroForm fields.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type FieldValue = string | number | null;
export type Via = 'text' | 'handwriting' | 'acroform' | 'checkbox' | 'acroform_checkbox' | 'preprinted';

export interface Placed {
  key: string;
  text: string;
  page: number;
  box: Box;
  /** Truth path (`application.legal_name`, `application.applicants[0].role`) -> value. Empty for a decoy. */
  fields: Record<string, FieldValue>;
  via: Via;
  acroform_field?: string;
  acroform_value?: string;
}

export interface Look { labelFont: string; boldFont: string; valueFont: string; accent: string; ink?: string }

const FONTS: Record<string, string> = {
  hand: '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf',
  libMono: '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
  libSerif: '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
  libSerifBold: '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf',
  libNarrow: '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Regular.ttf',
  libNarrowBold: '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Bold.ttf',
};

const PAGE_H = 792;
type Doc = PDFKit.PDFDocument;

export class Sheet {
  readonly doc: Doc;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  page = 0;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private helv: { id: string; ref: unknown } | null = null;
  readonly style: Style;
  readonly look: Look;
  private readonly jit: Rng;

  constructor(style: Style, look: Look, jit: Rng, title: string) {
    this.style = style;
    this.look = look;
    this.jit = jit;
    this.doc = new PDFDocument({ autoFirstPage: false, size: 'LETTER', margin: 36, compress: true,
      info: { Title: title, Producer: 'FormsDesk 4.2', Creator: title, CreationDate: new Date(Date.UTC(2025, 5, 2)) } });
    for (const [name, path] of Object.entries(FONTS)) this.doc.registerFont(name, path);
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      const d = this.doc as any;
      d._root.data.AcroForm.data.NeedAppearances = false;
      this.helv = { id: d._font.id as string, ref: d._font.ref() };
    }
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 36 });
    this.page += 1;
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  // ---- furniture -------------------------------------------------------------------------------------------------
  text(s: string, x: number, y: number, size = 8, opts: { bold?: boolean; color?: string; font?: string; width?: number; align?: 'left' | 'center' | 'right' | 'justify' } = {}): number {
    const d = this.doc.font(opts.font ?? (opts.bold ? this.look.boldFont : this.look.labelFont)).fontSize(size).fillColor(opts.color ?? '#000');
    if (opts.width) { d.text(s, x, y, { width: opts.width, align: opts.align ?? 'left', lineGap: 0.5 }); return d.y; }
    d.text(s, x, y, { lineBreak: false });
    return y + size * 1.2;
  }

  rect(x: number, y: number, w: number, h: number, opts: { fill?: string; stroke?: string; lw?: number } = {}): void {
    const d = this.doc.save().lineWidth(opts.lw ?? 0.6);
    if (opts.fill && opts.stroke !== 'none') d.rect(x, y, w, h).fillAndStroke(opts.fill, opts.stroke ?? '#000');
    else if (opts.fill) d.rect(x, y, w, h).fill(opts.fill);
    else d.rect(x, y, w, h).stroke(opts.stroke ?? '#000');
    d.restore();
  }

  line(x0: number, y0: number, x1: number, y1: number, color = '#000', lw = 0.5): void {
    this.doc.save().lineWidth(lw).moveTo(x0, y0).lineTo(x1, y1).stroke(color).restore();
  }

  // ---- values -----------------------------------------------------------------------------------------------------
  private record(p: Omit<Placed, 'page'>): void {
    const full = { ...p, page: this.page };
    (Object.keys(p.fields).length ? this.placed : this.decoys).push(full);
  }

  private fit(font: string, text: string, w: number, size: number): number {
    this.doc.font(font);
    while (size > 5 && this.doc.fontSize(size).widthOfString(text) > w) size -= 0.5;
    return size;
  }

  /** A value the merchant fills, in the sheet's style, within the cell (x, y, w, h). */
  value(key: string, text: string, x: number, y: number, w: number, h: number, fields: Record<string, FieldValue> = {}, size = 9): void {
    const box: Box = [x, PAGE_H - y - h, x + w, PAGE_H - y];
    if (this.style === 'fillable') {
      this.textField(key, text, x, y, w, h, size);
      this.record({ key, text, box, fields, via: 'acroform', acroform_field: key });
      return;
    }
    const hand = this.style === 'handwritten';
    const font = hand ? 'hand' : this.look.valueFont;
    const s = this.fit(font, text, w - 4, hand ? size * 1.25 : size);
    const dx = hand ? this.jit.float(1, 5) : 2;
    const ty = y + Math.max(0, (h - s * 1.15) / 2) + (hand ? this.jit.float(-1.5, 1) : 0);
    const d = this.doc.save().font(font).fontSize(s).fillColor(hand ? (this.look.ink ?? '#1b2a6b') : '#111');
    if (hand) d.rotate(this.jit.float(-2.2, 2.2), { origin: [x + dx, ty + s] });
    d.text(text, x + dx, ty, { lineBreak: false });
    d.restore();
    this.record({ key, text, box, fields, via: hand ? 'handwriting' : 'text' });
  }

  /** A value the funder's system printed on the form (renewal data): page text in every style, always a decoy. */
  preprinted(key: string, text: string, x: number, y: number, size = 8.5, font = 'Courier'): void {
    this.doc.font(font).fontSize(size).fillColor('#000').text(text, x, y, { lineBreak: false });
    const w = this.doc.widthOfString(text);
    this.record({ key, text, box: [x, PAGE_H - y - size * 1.25, x + w, PAGE_H - y], fields: {}, via: 'preprinted' });
  }

  /** A checkbox with its label at the right; `checked` marks it in the sheet's style. */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Record<string, FieldValue> = {}, size = 8): number {
    const b = size + 1;
    this.rect(x, y, b, b, { lw: 0.7 });
    this.text(label, x + b + 3, y + 1, size);
    const end = x + b + 3 + this.doc.widthOfString(label);
    const box: Box = [x, PAGE_H - y - b, end, PAGE_H - y];
    if (this.style === 'fillable') {
      const on = label.replace(/[^A-Za-z0-9]/g, '') || 'Yes';
      this.checkField(key, x, y, b, checked, on);
      if (checked) this.record({ key, text: label, box, fields, via: 'acroform_checkbox', acroform_field: key, ...(on !== 'Yes' ? { acroform_value: on } : {}) });
      return end;
    }
    if (!checked) return end;
    const mark = this.jit.pick(['lines', 'letter', 'tick'] as const);
    const ink = this.style === 'handwritten' ? (this.look.ink ?? '#1b2a6b') : '#111';
    if (mark === 'lines') {
      this.doc.save().lineWidth(1.1).strokeColor(ink).moveTo(x + 1.5, y + 1.5).lineTo(x + b - 1.5, y + b - 1.5)
        .moveTo(x + b - 1.5, y + 1.5).lineTo(x + 1.5, y + b - 1.5).stroke().restore();
    } else if (mark === 'letter') {
      this.doc.save().font(this.style === 'handwritten' ? 'hand' : 'Helvetica-Bold').fontSize(b).fillColor(ink).text('X', x + 1.2, y - 0.5, { lineBreak: false }).restore();
    } else {
      this.doc.save().font('ZapfDingbats').fontSize(b).fillColor(ink).text('4', x + 0.5, y, { lineBreak: false }).restore();
    }
    this.record({ key, text: label, box, fields, via: 'checkbox' });
    return end;
  }

  // ---- AcroForm widgets with their own appearance streams ---------------------------------------------------------
  private widget(dict: Record<string, unknown>, x: number, y: number, w: number, h: number): void {
    const d = this.doc as any;
    d.annotate(x, y, w, h, { ...dict, F: 4, color: [0.55, 0.55, 0.55] });
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  private stream(w: number, h: number, content: string, font = false): unknown {
    const d = this.doc as any;
    const ref = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], ...(font && this.helv ? { Resources: { Font: { [this.helv.id]: this.helv.ref } } } : {}) });
    ref.end(content);
    return ref;
  }

  private textField(name: string, value: string, x: number, y: number, w: number, h: number, size: number): void {
    const s = this.fit('Helvetica', value, w - 4, size);
    const esc = value.replace(/([\\()])/g, '\\$1');
    const ap = this.stream(w, h, `/Tx BMC q BT /${this.helv!.id} ${s} Tf 0 g 2 ${((h - s * 0.7) / 2).toFixed(2)} Td (${esc}) Tj ET Q EMC`, true);
    this.widget({ Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${this.helv!.id} ${s} Tf 0 g`), AP: { N: ap } }, x, y, w, h);
  }

  private checkField(name: string, x: number, y: number, b: number, checked: boolean, on: string): void {
    const onAp = this.stream(b, b, `q 0 g 1 w 1.5 1.5 m ${b - 1.5} ${b - 1.5} l S 1.5 ${b - 1.5} m ${b - 1.5} 1.5 l S Q`);
    const offAp = this.stream(b, b, 'q Q');
    const state = checked ? on : 'Off';
    this.widget({ Subtype: 'Widget', FT: 'Btn', T: new String(name), V: state, AS: state, AP: { N: { [on]: onAp, Off: offAp } }, MK: { CA: new String('8') } }, x, y, b, b);
  }
}
