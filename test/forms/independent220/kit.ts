// Drawing kit for word-processor forms: labels with underscore runs, glyph checkboxes, values typed, handwritten or
// held only in AcroForm fields (with their own appearance streams), and the record of every placed value and decoy.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Placed {
  fields: Record<string, string | number>; page: number; box: Box; text: string;
  via: 'text' | 'acroform' | 'mark' | 'acroform_checkbox'; acroform_field?: string; acroform_value?: string; key: string;
}
/** A value to print: fields empty means a decoy. */
export interface V { text: string; key: string; fields: Record<string, string | number> }
export const v = (text: string, key: string, fields: Record<string, string | number> = {}): V => ({ text, key, fields });

const FONTS = '/usr/share/fonts/truetype/dejavu/';
export const PAGE_H = 792;
export type Glyph = 'ballot' | 'bracket' | 'paren';
const EMPTY: Record<Glyph, string> = { ballot: '☐', bracket: '[  ]', paren: '(  )' };
const FULL: Record<Glyph, string> = { ballot: '☒', bracket: '[X]', paren: '(•)' };

export interface Look { label: string; bold: string; size: number; onState?: string }

export class Kit {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  page = 1;
  private n = 0;
  private helvId = '';
  private helvRef: unknown;
  readonly style: Style;
  readonly rng: Rng;
  readonly look: Look;
  constructor(style: Style, rng: Rng, look: Look) {
    this.style = style; this.rng = rng; this.look = look;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Title: 'Business Funding Application', Author: '', Creator: 'Microsoft Word', Producer: 'Microsoft: Print To PDF',
        CreationDate: new Date(Date.UTC(2024, 2, 4)), ModDate: new Date(Date.UTC(2024, 2, 4)) } });
    const d = this.doc;
    d.registerFont('Sans', FONTS + 'DejaVuSans.ttf');
    d.registerFont('SansB', FONTS + 'DejaVuSans-Bold.ttf');
    d.registerFont('Serif', FONTS + 'DejaVuSerif.ttf');
    d.registerFont('SerifB', FONTS + 'DejaVuSerif-Bold.ttf');
    d.registerFont('SerifI', FONTS + 'DejaVuSerif-Italic.ttf');
    d.registerFont('Cond', FONTS + 'DejaVuSansCondensed.ttf');
    d.registerFont('CondB', FONTS + 'DejaVuSansCondensed-Bold.ttf');
    d.registerFont('Hand', '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf');
    if (style === 'fillable') {
      d.font('Helvetica');
      d.initForm();
      const df = d as unknown as { _font: { id: string; ref(): unknown }; _root: { data: { AcroForm: { data: Record<string, unknown> } } } };
      this.helvId = df._font.id;
      this.helvRef = df._font.ref();
      df._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Static form text (labels, fine print). Returns its width. */
  t(s: string, x: number, y: number, o: { font?: string; size?: number; color?: string; width?: number; align?: 'left' | 'center' | 'right' | 'justify' } = {}): number {
    const d = this.doc.font(o.font ?? this.look.label).fontSize(o.size ?? this.look.size).fillColor(o.color ?? '#000');
    if (o.width) d.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 0.5 });
    else d.text(s, x, y, { lineBreak: false });
    return d.widthOfString(s);
  }

  /** Something the broker printed (ISO rep, broker phone): a decoy in every style. */
  printedDecoy(val: V, x: number, y: number, o: { font?: string; size?: number } = {}): number {
    const size = o.size ?? this.look.size;
    const w = this.t(val.text, x, y, o);
    this.placed.push({ fields: {}, page: this.page, box: [x, PAGE_H - y - size, x + w, PAGE_H - y], text: val.text, via: 'text', key: val.key });
    return w;
  }

  /** `Label: ______` over width w, with the value (if any) written on the line. Returns the right end. */
  line(label: string, x: number, y: number, w: number, val: V | null | undefined, o: { bold?: boolean } = {}): number {
    const lw = label ? this.t(label, x, y, { font: o.bold ? this.look.bold : this.look.label }) + 3 : 0;
    const d = this.doc.font(this.look.label).fontSize(this.look.size);
    const uw = d.widthOfString('_');
    const x0 = x + lw, n = Math.max(3, Math.floor((w - lw) / uw));
    d.fillColor('#000').text('_'.repeat(n), x0, y, { lineBreak: false });
    if (val && val.text) this.value(val, x0 + 3, y - 1, n * uw - 4);
    return x0 + n * uw;
  }

  /** A filled-in value at (x, y) fitting width w, in the style's way. */
  value(val: V, x: number, y: number, w: number): void {
    const d = this.doc;
    if (this.style === 'fillable') {
      const name = `${val.key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.n}`;
      this.textField(name, val.text, x - 2, y - 2, w + 2, this.look.size + 5);
      this.placed.push({ fields: val.fields, page: this.page, box: [x - 2, PAGE_H - y - this.look.size - 3, x + w, PAGE_H - y + 2], text: val.text,
        via: 'acroform', acroform_field: name, key: val.key });
      return;
    }
    const hand = this.style === 'handwritten';
    let size = hand ? this.look.size + 2.5 : this.look.size + 0.5;
    d.font(hand ? 'Hand' : 'Helvetica').fontSize(size);
    while (size > 5 && d.widthOfString(val.text) > w) d.fontSize(size -= 0.5);
    const tw = d.widthOfString(val.text);
    const jx = hand ? this.rng.float(0, 6) : 0, jy = hand ? this.rng.float(-1.5, 1) - 1.5 : 0;
    const px = x + Math.min(jx, Math.max(0, w - tw)), py = y + jy - (hand ? 1 : 0);
    d.save();
    if (hand) d.rotate(this.rng.float(-1.8, 1.8), { origin: [px, py + size] });
    d.fillColor(hand ? '#1a2a6c' : '#000').text(val.text, px, py, { lineBreak: false });
    d.restore();
    this.placed.push({ fields: val.fields, page: this.page, box: [px - 1, PAGE_H - py - size - 2, px + tw + 1, PAGE_H - py + 2], text: val.text, via: 'text', key: val.key });
  }

  /** A row of glyph checkboxes; `checked` is the index of the marked option (null: none). A mark that gives no field
   *  (own/rent, advances yes/no) is drawn but not recorded. Returns the right end. */
  checks(x: number, y: number, labels: string[], checked: number | null, glyph: Glyph, val: V | null, gap = 14): number {
    const d = this.doc;
    let cx = x;
    for (let i = 0; i < labels.length; i++) {
      const on = i === checked;
      const g = on && this.style === 'typed' ? FULL[glyph] : EMPTY[glyph];
      d.font('Sans').fontSize(this.look.size + (glyph === 'ballot' ? 2 : 0)).fillColor('#000');
      const gy = y - (glyph === 'ballot' ? 1.5 : 0);
      d.text(g, cx, gy, { lineBreak: false });
      const gw = d.widthOfString(g), gh = this.look.size + 1;
      const lx = cx + gw + 3;
      const lw = this.t(labels[i]!, lx, y);
      const box: Box = [cx, PAGE_H - y - gh, lx + lw, PAGE_H - y + 1];
      if (on && val) {
        if (this.style === 'fillable') {
          const name = `${val.key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.n}`;
          this.checkField(name, cx + (glyph === 'ballot' ? 0 : gw * 0.25), y, glyph === 'ballot' ? gw : gw * 0.5, gh - 1, true);
          const st = this.look.onState ?? 'Yes';
          if (Object.keys(val.fields).length) this.placed.push({ fields: val.fields, page: this.page, box, text: labels[i]!, via: 'acroform_checkbox', acroform_field: name,
            ...(st !== 'Yes' ? { acroform_value: st } : {}), key: val.key });
        } else {
          if (this.style === 'handwritten') this.xMark(cx + (glyph === 'ballot' ? gw / 2 : gw / 2), y + gh / 2 - 1, glyph === 'ballot' ? 5 : 4);
          if (Object.keys(val.fields).length) this.placed.push({ fields: val.fields, page: this.page, box, text: labels[i]!, via: 'mark', key: val.key });
        }
      } else if (this.style === 'fillable' && val) {
        this.checkField(`${val.key}_opt${i}_${++this.n}`, cx + (glyph === 'ballot' ? 0 : gw * 0.25), y, glyph === 'ballot' ? gw : gw * 0.5, gh - 1, false);
      }
      cx = lx + lw + gap;
    }
    return cx;
  }

  private xMark(cx: number, cy: number, r: number): void {
    const d = this.doc, j = () => this.rng.float(-1, 1);
    d.save().lineWidth(1.1).strokeColor('#1a2a6c');
    d.moveTo(cx - r + j(), cy - r + j()).lineTo(cx + r + j(), cy + r + j()).stroke();
    d.moveTo(cx + r + j(), cy - r + j()).lineTo(cx - r + j(), cy + r + j()).stroke();
    d.restore();
  }

  private xobject(w: number, h: number, content: string): unknown {
    const ref = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [this.helvId]: this.helvRef } } });
    ref.end(content);
    return ref;
  }

  private addField(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const d = this.doc as unknown as PDFKit.PDFDocument & { page: { annotations: unknown[] }; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } };
    d.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, P: (d.page as unknown as { dictionary: unknown }).dictionary, ...dict } as never);
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  private textField(name: string, value: string, x: number, y: number, w: number, h: number): void {
    this.doc.font('Helvetica');
    let size = this.look.size + 0.5;
    while (size > 5 && this.doc.fontSize(size).widthOfString(value) > w - 4) size -= 0.5;
    const esc = value.replace(/[\\()]/g, (c) => '\\' + c);
    const ap = this.xobject(w, h, `/Tx BMC q BT /${this.helvId} ${size} Tf 0 g 2 ${(h - size * 0.7) / 2} Td (${esc}) Tj ET Q EMC`);
    this.addField(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${this.helvId} ${size} Tf 0 g`), AP: { N: ap } });
  }

  private checkField(name: string, x: number, y: number, w: number, h: number, on: boolean): void {
    const st = this.look.onState ?? 'Yes';
    const onAp = this.xobject(w, h, `q 0 g 1 w 1.5 1.5 m ${w - 1.5} ${h - 1.5} l S ${w - 1.5} 1.5 m 1.5 ${h - 1.5} l S Q`);
    const offAp = this.xobject(w, h, 'q Q');
    this.addField(x, y, w, h, { FT: 'Btn', T: new String(name), V: on ? st : 'Off', AS: on ? st : 'Off', AP: { N: { [st]: onAp, Off: offAp } } });
  }

  /** Header bar text, section bars and the like. */
  bar(label: string, x: number, y: number, w: number, o: { fill?: string; color?: string; font?: string; size?: number; h?: number } = {}): void {
    const h = o.h ?? 14;
    if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    this.t(label, x + 4, y + (h - (o.size ?? 9.5)) / 2 - 0.5, { font: o.font ?? this.look.bold, size: o.size ?? 9.5, color: o.color ?? '#000' });
  }

  async finish(): Promise<Uint8Array> {
    const d = this.doc;
    const chunks: Buffer[] = [];
    d.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => d.on('end', () => res()));
    d.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
