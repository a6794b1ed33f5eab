// The paper of set 163: form furniture (labels, lines, boxes, comb cells) is always page text and paths; filled-in
// values are typed text, a hand in Z003 (embedded, rotated, shifted), or AcroForm fields with /V and appearance
// streams. Every filled value is recorded as a Placed (a field of the truth, a decoy, or a filler that reads as null).
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type Value = string | number | null;
export interface Placed {
  key: string; page: number;
  /** [x0, y0, x1, y1] in PDF points, origin bottom left. */
  box: Box;
  text: string;
  /** Truth paths this value gives (empty for decoys; null values for fillers such as N/A, SAME, masked numbers). */
  fields: Record<string, Value>;
  via: 'text' | 'comb' | 'checkbox';
  /** The printed label beside the value (a tax ID's type comes from it). */
  label?: string;
  acroform_field?: string;
  acroform_value?: string;
}
export type List = 'field' | 'decoy' | 'filler';

const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const PAGE_H = 792;
const INK: [number, number, number] = [20, 33, 110];
const G = (v: number): [number, number, number] => [v * 255, v * 255, v * 255];

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  page = 0;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  readonly fillers: Placed[] = [];
  typedFont = 'Helvetica';
  private names = new Map<string, number>();
  private chunks: Buffer[] = [];

  readonly style: Style;
  private hand: Rng;

  constructor(style: Style, hand: Rng, title: string) {
    this.style = style;
    this.hand = hand;
    this.doc = new PDFDocument({ autoFirstPage: false, compress: true, size: 'LETTER', margin: 0,
      info: { Title: title, Producer: 'set163', Creator: 'set163', CreationDate: new Date(Date.UTC(2025, 2, 3)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.doc.registerFont('Hand', HAND_FONT);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      (this.doc as any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Furniture text (always on the page). */
  label(s: string, x: number, y: number, o: { size?: number; bold?: boolean; font?: string; width?: number; align?: 'left' | 'center' | 'right'; gray?: number } = {}): void {
    const d = this.doc;
    d.fillColor(G(o.gray ?? 0)).font(o.font ?? (o.bold ? 'Helvetica-Bold' : 'Helvetica')).fontSize(o.size ?? 7.5);
    d.text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineBreak: true } : { lineBreak: false });
    d.fillColor(G(0));
  }
  rule(x: number, y: number, w: number): void { this.doc.lineWidth(0.5).strokeColor(G(0.3)).moveTo(x, y).lineTo(x + w, y).stroke().strokeColor(G(0)); }
  rect(x: number, y: number, w: number, h: number, fill?: number): void {
    const d = this.doc.lineWidth(0.6).strokeColor(G(0.25));
    if (fill !== undefined) d.rect(x, y, w, h).fillAndStroke(G(fill), G(0.25)); else d.rect(x, y, w, h).stroke();
    this.doc.fillColor(G(0)).strokeColor(G(0));
  }
  band(s: string, x: number, y: number, w: number): void { this.rect(x, y, w, 13, 0.15); this.label(s, x + 4, y + 3, { size: 8, bold: true, gray: 1 }); }
  /** A label and the underline after it; the value area. */
  line(lbl: string, x: number, y: number, w: number, lw?: number): { x: number; y: number; w: number } {
    const d = this.doc.font('Helvetica').fontSize(7.5);
    const l = lw ?? d.widthOfString(lbl) + 4;
    this.label(lbl, x, y + 6);
    this.rule(x + l, y + 14, w - l);
    return { x: x + l, y, w: w - l };
  }

  private fieldName(raw: string): string {
    const key = raw.replace(/[^A-Za-z0-9_]+/g, '_');
    const n = (this.names.get(key) ?? 0) + 1;
    this.names.set(key, n);
    return n === 1 ? key : `${key}_${n}`;
  }
  private record(list: List | null, p: Placed): Placed {
    if (!list) return p;
    (list === 'field' ? this.placed : list === 'decoy' ? this.decoys : this.fillers).push(p);
    return p;
  }
  private boxOf(x: number, y: number, w: number, h: number, pad = 0): Box {
    return [x - pad, PAGE_H - (y + h) - pad, x + w + pad, PAGE_H - y + pad].map((v) => Math.round(v * 10) / 10) as Box;
  }

  /** A value written in the area (x, y, w) of height 14. */
  write(list: List | null, key: string, text: string, a: { x: number; y: number; w: number }, fields: Record<string, Value> = {}, label?: string): Placed {
    const d = this.doc, h = 14;
    const p: Placed = { key, page: this.page, box: this.boxOf(a.x, a.y, a.w, h), text, fields, via: 'text', ...(label ? { label } : {}) };
    if (this.style === 'fillable') {
      p.acroform_field = this.fieldName(key);
      this.textField(p.acroform_field, a.x, a.y, a.w, h, text);
    } else if (this.style === 'typed') {
      d.font(this.typedFont).fontSize(9);
      const size = Math.min(9.5, (9 * (a.w - 4)) / Math.max(1, d.widthOfString(text)));
      d.fontSize(size).fillColor(G(0)).text(text, a.x + 2, a.y + h - size - 0.5, { lineBreak: false });
    } else {
      d.font('Hand').fontSize(12);
      const size = Math.min(13, (12 * (a.w - 10)) / Math.max(1, d.widthOfString(text)));
      const ang = this.hand.float(-2.5, 2.5), dx = this.hand.float(1, 6), dy = this.hand.float(-2.5, 1);
      d.save().rotate(ang, { origin: [a.x + dx, a.y + h] });
      d.fontSize(size).fillColor(INK).text(text, a.x + dx, a.y + h - size + dy, { lineBreak: false });
      d.restore().fillColor(G(0));
      p.box = this.boxOf(a.x, a.y, a.w, h, 5);
    }
    return this.record(list, p);
  }

  /** Comb cells, one letter per box; `hints` are the tiny letters printed under each cell (M M D D Y Y Y Y). */
  comb(list: List | null, key: string, text: string, x: number, y: number, cells: number, fields: Record<string, Value> = {}, label?: string, cw = 14, hints?: string): Placed {
    if (text.length > cells) throw new Error(`comb ${key}: "${text}" over ${cells} cells`);
    const d = this.doc, h = 16;
    for (let i = 0; i < cells; i++) this.rect(x + i * cw, y, cw, h);
    if (hints) for (let i = 0; i < cells; i++) this.label(hints[i] ?? '', x + i * cw + cw / 2 - 2, y + h + 1, { size: 5, gray: 0.4 });
    const p: Placed = { key, page: this.page, box: this.boxOf(x, y, cells * cw, h), text, fields, via: 'comb', ...(label ? { label } : {}) };
    if (this.style === 'fillable') {
      p.acroform_field = this.fieldName(key);
      this.textField(p.acroform_field, x, y, cells * cw, h, text, cells);
    } else {
      for (let i = 0; i < text.length; i++) {
        const ch = text[i]!;
        if (ch === ' ') continue;
        if (this.style === 'typed') {
          d.font('Courier-Bold').fontSize(11);
          d.fillColor(G(0)).text(ch, x + i * cw + (cw - d.widthOfString(ch)) / 2, y + 3, { lineBreak: false });
        } else {
          d.font('Hand').fontSize(13);
          const cx = x + i * cw + (cw - d.widthOfString(ch)) / 2 + this.hand.float(-1.5, 1.5), cy = y + this.hand.float(-1, 1.5);
          d.save().rotate(this.hand.float(-6, 6), { origin: [cx, cy + 10] }).fillColor(INK).text(ch, cx, cy, { lineBreak: false }).restore().fillColor(G(0));
        }
      }
      if (this.style === 'handwritten') p.box = this.boxOf(x, y, cells * cw, h, 4);
    }
    return this.record(list, p);
  }

  /** A checkbox with its printed label after it; a mark when `on`; recorded only when on. */
  check(list: List | null, key: string, lbl: string, x: number, y: number, on: boolean, fields: Record<string, Value> = {}): number {
    const d = this.doc, s = 8;
    this.rect(x, y, s, s);
    d.font('Helvetica').fontSize(7.5);
    this.label(lbl, x + s + 3, y + 0.5);
    const end = x + s + 3 + d.widthOfString(lbl) + 10;
    const p: Placed = { key, page: this.page, box: this.boxOf(x, y, s, s), text: lbl, fields, via: 'checkbox' };
    if (this.style === 'fillable') {
      const name = this.fieldName(`${key}_${lbl}`);
      const onName = this.hand.chance(0.6) ? 'Yes' : this.hand.pick(['On', lbl.replace(/[^A-Za-z0-9]+/g, '')]);
      this.checkField(name, x, y, s, on, onName);
      p.acroform_field = name;
      if (onName !== 'Yes') p.acroform_value = onName;
    } else if (on && this.style === 'typed') {
      d.font('Helvetica-Bold').fontSize(8).text('X', x + 1.7, y + 0.6, { lineBreak: false });
    } else if (on) {
      const mark = this.hand.pick(['x', 'tick', 'ring'] as const), j = () => this.hand.float(-1.2, 1.2);
      d.save().lineWidth(1.1).strokeColor(INK);
      if (mark === 'x') d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).moveTo(x + s + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
      else if (mark === 'tick') d.moveTo(x + j(), y + s / 2 + j()).lineTo(x + s / 2.5, y + s + 1).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
      else d.ellipse(x + (end - x) / 2 - 4, y + s / 2, (end - x) / 2 + 1, s).stroke();
      d.restore();
    }
    if (on) this.record(list, p);
    return end;
  }

  private enc(font: any, s: string): string { return (font.encode(s)[0] as string[]).map((h) => h.padStart(2, '0')).join(''); }
  private addWidget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const d = this.doc as any;
    d.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }
  private textField(name: string, x: number, y: number, w: number, h: number, value: string, maxLen?: number): void {
    const d = this.doc as any;
    d.font('Helvetica');
    const font = d._font;
    let size: number, body = '';
    if (maxLen) {
      const cw = w / maxLen;
      size = 11;
      for (let i = 0; i < value.length; i++) {
        if (value[i] === ' ') continue;
        const cx = i * cw + (cw - font.widthOfString(value[i], size)) / 2;
        body += `BT /${font.id} ${size} Tf ${cx.toFixed(2)} 4 Td <${this.enc(font, value[i]!)}> Tj ET\n`;
      }
    } else {
      size = Math.min(10, (10 * (w - 4)) / Math.max(1, font.widthOfString(value, 10)));
      body = `BT /${font.id} ${size.toFixed(2)} Tf 2 3.5 Td <${this.enc(font, value)}> Tj ET`;
    }
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
    ap.end(`/Tx BMC q 0 g ${body} Q EMC`);
    this.addWidget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${font.id} ${maxLen ? 11 : 0} Tf 0 g`),
      ...(maxLen ? { Ff: 1 << 24, MaxLen: maxLen } : {}), AP: { N: ap } });
  }
  private checkField(name: string, x: number, y: number, s: number, on: boolean, onName: string): void {
    const d = this.doc as any;
    const apOn = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    apOn.end(`q 0 G 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
    const apOff = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    apOff.end('');
    this.addWidget(x, y, s, s, { FT: 'Btn', T: new String(name), V: on ? onName : 'Off', AS: on ? onName : 'Off',
      AP: { N: { [onName]: apOn, Off: apOff } }, MK: { CA: new String('8') } });
  }

  async end(): Promise<Uint8Array> {
    const done = new Promise<void>((r) => this.doc.on('end', () => r()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
