// A thin drawing layer over pdfkit for set 216: labels in the layout's label font, values in the style's ink
// (typed font, Z003 handwriting, or AcroForm fields with their own appearance streams), and a record of every
// value placed (box in PDF points, origin bottom-left).
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Placed {
  key: string; text: string; page: number; box: Box; fields: Record<string, unknown>;
  via: 'text' | 'acroform' | 'checkbox' | 'acroform_checkbox'; acroform_field?: string; acroform_value?: string;
}
export type Role = 'field' | 'decoy' | 'other';
export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const H = 792;
const INK: [number, number, number] = [22, 38, 120];

export interface Look { labelFont: string; labelBold: string; typedFont: string; accent: string; labelSize: number }

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  readonly other: Placed[] = [];
  page = 0;
  private fieldNo = 0;
  private apFont: { id: string; ref: PDFKit.PDFKitReference } | null = null;

  readonly style: Style;
  readonly look: Look;
  readonly ink: Rng;
  readonly checkMark: 'X' | 'check' | 'drawn';

  constructor(style: Style, look: Look, ink: Rng, checkMark: 'X' | 'check' | 'drawn') {
    this.style = style; this.look = look; this.ink = ink; this.checkMark = checkMark;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 36, autoFirstPage: false, info: { CreationDate: new Date(Date.UTC(2026, 0, 5)), Producer: 'FormForge 3.2', Title: 'Application' } });
    this.doc.registerFont('hand', HAND_FONT);
    if (style === 'fillable') {
      this.doc.font('Courier');
      this.doc.initForm();
      const d = this.doc as any;
      d._root.data.AcroForm.data.NeedAppearances = false;
      this.apFont = { id: d._font.id, ref: d._font.ref() };
    }
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 36 });
    this.page += 1;
  }

  label(text: string, x: number, y: number, opts: { size?: number; bold?: boolean; width?: number; color?: string; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(opts.bold ? this.look.labelBold : this.look.labelFont).fontSize(opts.size ?? this.look.labelSize).fillColor(opts.color ?? '#111');
    this.doc.text(text, x, y, { lineBreak: opts.width !== undefined, width: opts.width, align: opts.align ?? 'left' });
  }

  hline(x: number, y: number, w: number, color = '#555'): void {
    this.doc.save().lineWidth(0.6).strokeColor(color).moveTo(x, y).lineTo(x + w, y).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, opts: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(opts.lw ?? 0.6);
    if (opts.fill) this.doc.rect(x, y, w, h).fill(opts.fill);
    if (opts.stroke !== 'none') this.doc.rect(x, y, w, h).strokeColor(opts.stroke ?? '#444').stroke();
    this.doc.restore();
  }

  /** Small print wrapped in a column (authorisations, consents, guaranty text). */
  para(text: string, x: number, y: number, w: number, size = 6.8): number {
    this.doc.font(this.look.labelFont).fontSize(size).fillColor('#222');
    this.doc.text(text, x, y, { width: w, align: 'justify', lineGap: 0.5 });
    return this.doc.y;
  }

  /** A signature: a drawn squiggle, never text. */
  sign(x: number, y: number, w: number): void {
    const r = this.ink;
    this.doc.save().lineWidth(1).strokeColor(this.style === 'typed' ? '#111' : '#1a2a7a').moveTo(x + 4, y - 4);
    for (let i = 1; i <= 6; i++) this.doc.bezierCurveTo(x + i * w / 7 - 10, y - 16 + r.float(0, 6), x + i * w / 7 - 4, y + r.float(-2, 3), x + i * w / 7, y - 6 + r.float(-3, 3));
    this.doc.stroke().restore();
  }

  /** A value written on a line of width w whose baseline area starts at (x, y) (top-left coordinates). */
  value(key: string, text: string | null, x: number, y: number, w: number, fields: Record<string, unknown>, role: Role = 'field', size = 10): void {
    if (this.style === 'fillable') return this.field(key, text, x, y, w, fields, role, size);
    if (text === null || text === '') return;
    const d = this.doc;
    let box: Box;
    if (this.style === 'typed') {
      d.font(this.look.typedFont).fontSize(size).fillColor('#000');
      const tw = Math.min(d.widthOfString(text), w + 200);
      d.text(text, x + 2, y + 2, { lineBreak: false });
      box = [x, H - (y + size + 5), x + tw + 4, H - y];
    } else {
      const hs = size + 2.5;
      d.font('hand').fontSize(hs).fillColor(INK);
      const tw = d.widthOfString(text);
      const ang = this.ink.float(-2.2, 2.2), dx = this.ink.float(0, 6), dy = this.ink.float(-2, 1);
      d.save().rotate(ang, { origin: [x + dx, y + dy + hs] });
      d.text(text, x + 2 + dx, y + dy, { lineBreak: false });
      d.restore();
      const lift = Math.abs(Math.sin((ang * Math.PI) / 180)) * tw;
      box = [x, H - (y + dy + hs + 4 + lift), x + dx + tw + 6, H - (y + dy - 3 - lift)];
    }
    this.record({ key, text, page: this.page, box, fields, via: 'text' }, role);
  }

  private record(p: Placed, role: Role): void {
    (role === 'field' ? this.placed : role === 'decoy' ? this.decoys : this.other).push(p);
  }

  private nextName(key: string): string {
    this.fieldNo += 1;
    return `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${this.fieldNo}`;
  }

  /** An AcroForm text field with its own appearance stream (always created, empty when the value is blank). */
  private field(key: string, text: string | null, x: number, y: number, w: number, fields: Record<string, unknown>, role: Role, size: number): void {
    const d = this.doc as any;
    const h = size + 6, name = this.nextName(key), f = this.apFont!;
    const esc = (text ?? '').replace(/([\\()])/g, '\\$1');
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [f.id]: f.ref } } });
    ap.end(text ? `/Tx BMC q BT /${f.id} ${size} Tf 0 0 0 rg 2 ${(h - size) / 2 + 1.5} Td (${esc}) Tj ET Q EMC` : '/Tx BMC EMC');
    const dict: Record<string, unknown> = { Subtype: 'Widget', FT: 'Tx', F: 4, T: new String(name), DA: new String(`/${f.id} ${size} Tf 0 g`), AP: { N: ap },
      MK: { BG: [0.93, 0.95, 1] } };
    if (text) dict.V = new String(text);
    d.annotate(x, y - 1, w, h, dict);
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
    if (!text) return;
    this.record({ key, text, page: this.page, box: [x, H - (y - 1 + h), x + w, H - (y - 1)], fields, via: 'acroform', acroform_field: name }, role);
  }

  /** A row (or grid) of checkboxes; the checked one's label is the placed text. */
  checks(key: string, options: string[], checked: string | null, x: number, y: number, fields: Record<string, unknown>, colW: number, perRow = 99): void {
    options.forEach((opt, i) => {
      const cx = x + (i % perRow) * colW, cy = y + Math.floor(i / perRow) * 14;
      const on = opt === checked;
      this.rect(cx, cy, 8, 8, { stroke: '#333' });
      this.label(opt, cx + 11, cy, { size: this.look.labelSize });
      const box: Box = [cx - 1, H - (cy + 11), cx + 12 + this.doc.font(this.look.labelFont).fontSize(this.look.labelSize).widthOfString(opt), H - (cy - 2)];
      if (this.style === 'fillable') {
        const name = this.nextName(`${key}_${opt}`);
        this.checkbox(name, cx, cy, on);
        if (on) this.record({ key, text: opt, page: this.page, box, fields, via: 'acroform_checkbox', acroform_field: name, acroform_value: 'Yes' }, 'field');
        return;
      }
      if (!on) return;
      this.mark(cx, cy);
      this.record({ key, text: opt, page: this.page, box, fields, via: 'checkbox' }, 'field');
    });
  }

  private mark(cx: number, cy: number): void {
    const d = this.doc, c = this.style === 'typed' ? '#000' : '#1a2a7a';
    if (this.checkMark === 'drawn' || this.style === 'handwritten') {
      const j = this.style === 'handwritten' ? this.ink.float(-1.5, 1.5) : 0;
      d.save().lineWidth(1.3).strokeColor(c).moveTo(cx + 1 + j, cy + 1).lineTo(cx + 8, cy + 8 + j).moveTo(cx + 8, cy + 1).lineTo(cx + 1 - j, cy + 8).stroke().restore();
    } else if (this.checkMark === 'X') {
      d.font('Helvetica-Bold').fontSize(8.5).fillColor(c).text('X', cx + 1.4, cy + 0.4, { lineBreak: false });
    } else {
      d.font('ZapfDingbats').fontSize(8).fillColor(c).text('4', cx + 0.8, cy + 0.5, { lineBreak: false });
    }
  }

  private checkbox(name: string, x: number, y: number, on: boolean): void {
    const d = this.doc as any;
    const onAp = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 8, 8] });
    onAp.end('q 0 0 0 RG 1.2 w 1 1 m 7 7 l 7 1 m 1 7 l S Q');
    const offAp = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 8, 8] });
    offAp.end('');
    d.annotate(x, y, 8, 8, { Subtype: 'Widget', FT: 'Btn', F: 4, T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off',
      AP: { N: { Yes: onAp, Off: offAp } }, MK: { CA: new String('8') } });
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
