// A pen over pdfkit that writes a form's values in one of three styles and records where each went. Coordinates in
// the layouts are pdfkit's (top left, points); recorded boxes are PDF points from the bottom left.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Placed {
  key: string; page: number; box: Box; text: string; fields: Record<string, unknown>;
  via: 'text' | 'acroform' | 'checkbox' | 'drawn_mark'; acroform_field?: string; acroform_value?: string;
}
export type Fields = Record<string, unknown>;

const SCRIPT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const H = 792, W = 612;
type Doc = InstanceType<typeof PDFDocument>;
// pdfkit internals used to build AcroForm widgets with their own appearance streams.
interface Internals { _font: { id: string; ref(): unknown }; _root: { data: { AcroForm: { data: { Fields: unknown[]; NeedAppearances?: boolean } } } };
  page: { annotations: unknown[] }; ref(d: object): { end(s?: string): void } }

export class Pen {
  readonly doc: Doc;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  page = 1;
  private chunks: Buffer[] = [];
  private n = 0;
  valueFont = 'Helvetica';
  valueSize = 9.5;

  readonly style: Style;
  readonly labelFont: string;
  readonly boldFont: string;
  private jitter: Rng;

  constructor(style: Style, jitter: Rng, title: string, labelFont = 'Helvetica', boldFont = 'Helvetica-Bold') {
    this.style = style; this.jitter = jitter; this.labelFont = labelFont; this.boldFont = boldFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true, info: { Title: title, Producer: 'pdfkit', Creator: title,
      CreationDate: new Date(Date.UTC(2026, 1, 3)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    if (style === 'handwritten') this.doc.registerFont('Script', SCRIPT);
    this.doc.font('Helvetica');
    if (style === 'fillable') { this.doc.initForm(); delete (this.doc as unknown as Internals)._root.data.AcroForm.data.NeedAppearances; }
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Static page text (labels, headings, boilerplate). */
  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; font?: string; align?: 'center' } = {}): void {
    this.doc.font(o.font ?? (o.bold ? this.boldFont : this.labelFont)).fontSize(o.size ?? 7.5).fillColor(o.color ?? '#222');
    this.doc.text(text, x, y, o.width ? { width: o.width, lineGap: 1, align: o.align ?? 'left' } : { lineBreak: false });
    this.doc.fillColor('black');
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke); else if (o.fill) this.doc.fill(o.fill); else this.doc.stroke(o.stroke ?? '#444');
    this.doc.restore();
  }

  line(x0: number, y0: number, x1: number, y1: number, color = '#555', lw = 0.5): void {
    this.doc.save().lineWidth(lw).moveTo(x0, y0).lineTo(x1, y1).stroke(color).restore();
  }

  /** A filled-in value in a slot whose top left is (x, y), w wide and h high. Empty fields: a decoy. */
  value(key: string, text: string, x: number, y: number, w: number, h: number, fields: Fields = {}): void {
    if (!text) return;
    const d = this.doc;
    let box: Box;
    let rec: Placed;
    if (this.style === 'fillable') {
      const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.n}`;
      this.textWidget(name, text, x, y, w, h);
      box = [x, H - y - h, x + w, H - y];
      rec = { key, page: this.page, box, text, fields, via: 'acroform', acroform_field: name };
    } else if (this.style === 'handwritten') {
      const size = this.valueSize + 1.5, angle = this.jitter.float(-2.5, 2.5);
      const dx = this.jitter.float(1, 6), dy = this.jitter.float(-2, 1.5);
      d.font('Script').fontSize(size);
      const tw = Math.min(d.widthOfString(text), w * 1.3);
      const bx = x + dx, by = y + Math.max(0, (h - size) / 2) + dy;
      d.save().rotate(angle, { origin: [bx, by + size] }).fillColor('#1b2a6b').text(text, bx, by, { lineBreak: false }).restore();
      d.fillColor('black');
      const lift = Math.abs(Math.sin((angle * Math.PI) / 180)) * tw;
      box = [bx - 2, H - by - size - lift - 3, bx + tw + 3, H - by + lift + 3];
      rec = { key, page: this.page, box, text, fields, via: 'text' };
    } else {
      d.font(this.valueFont).fontSize(this.valueSize);
      const tw = d.widthOfString(text);
      const by = y + Math.max(0, (h - this.valueSize) / 2);
      d.fillColor('black').text(text, x + 2, by, { lineBreak: false });
      box = [x, H - by - this.valueSize - 2, x + 4 + tw, H - by + 2];
      rec = { key, page: this.page, box, text, fields, via: 'text' };
    }
    (Object.keys(fields).length ? this.placed : this.decoys).push(rec);
  }

  /** A row of checkboxes; `chosen` is the checked label (none: nothing recorded). Boxes are s points square. */
  checks(key: string, options: { label: string; x: number }[], y: number, chosen: string | null, fields: Fields, other?: { text: string; fields: Fields; w: number }): void {
    const d = this.doc, s = 8;
    for (const o of options) {
      const on = o.label === chosen;
      d.font(this.labelFont).fontSize(7.5).fillColor('#222').text(o.label, o.x + s + 3, y, { lineBreak: false });
      const lw = d.widthOfString(o.label);
      const box: Box = [o.x - 1, H - y - s - 2, o.x + s + 5 + lw, H - y + 2];
      if (this.style === 'fillable') {
        const name = `${key}_${o.label.replace(/[^A-Za-z0-9]/g, '')}_${++this.n}`;
        const onState = key === 'freq' ? 'On' : 'Yes';
        this.checkWidget(name, o.x, y - 0.5, s, on, onState);
        if (on && !(other && o.label.startsWith('Other'))) this.placed.push({ key, page: this.page, box, text: o.label, fields, via: 'checkbox', acroform_field: name, ...(onState !== 'Yes' ? { acroform_value: onState } : {}) });
      } else {
        this.rect(o.x, y - 0.5, s, s, { stroke: '#333' });
        if (!on) continue;
        if (this.style === 'typed') d.font('Helvetica-Bold').fontSize(8).fillColor('black').text('X', o.x + 1.6, y, { lineBreak: false });
        else this.mark(o.x, y - 0.5, s, o.x + s + 3, lw);
        if (!(other && o.label.startsWith('Other'))) this.placed.push({ key, page: this.page, box, text: o.label, fields, via: this.style === 'typed' ? 'checkbox' : 'drawn_mark' });
      }
      if (on && other && o.label.startsWith('Other')) this.value(`${key}_other`, other.text, o.x + s + 5 + lw, y - 3, other.w, 12, other.fields);
    }
    d.fillColor('black');
  }

  /** A hand-drawn mark: X, tick or a ring around the label. */
  private mark(x: number, y: number, s: number, lx: number, lw: number): void {
    const d = this.doc, j = () => this.jitter.float(-0.8, 0.8);
    const kind = this.jitter.pick(['x', 'tick', 'ring'] as const);
    d.save().lineWidth(1.1).strokeColor('#1b2a6b');
    if (kind === 'x') { d.moveTo(x + j(), y + j()).lineTo(x + s + j(), y + s + j()).moveTo(x + s + j(), y + j()).lineTo(x + j(), y + s + j()).stroke(); }
    else if (kind === 'tick') { d.moveTo(x + 1 + j(), y + s * 0.55).lineTo(x + s * 0.4, y + s + j()).lineTo(x + s + 2 + j(), y - 2 + j()).stroke(); }
    else d.ellipse(lx + lw / 2, y + s / 2, lw / 2 + 4, s / 2 + 2.5).stroke();
    d.restore();
  }

  private textWidget(name: string, text: string, x: number, y: number, w: number, h: number): void {
    const d = this.doc as unknown as Internals & Doc;
    d.font('Helvetica');
    const f = d._font, size = Math.min(this.valueSize, h - 2);
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [f.id]: f.ref() } } });
    const esc = text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
    ap.end(`/Tx BMC q BT /${f.id} ${size} Tf 0 g 2 ${((h - size) / 2 + 1.5).toFixed(2)} Td (${esc}) Tj ET Q EMC`);
    d.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${f.id} ${size} Tf 0 g`),
      F: 4, AP: { N: ap }, MK: { BC: [0.6, 0.6, 0.7], BG: [0.93, 0.95, 1] } } as never);
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  private checkWidget(name: string, x: number, y: number, s: number, on: boolean, onState: string): void {
    const d = this.doc as unknown as Internals & Doc;
    d.font('ZapfDingbats');
    const f = d._font;
    const mk = (body: string) => { const r = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: { Font: { [f.id]: f.ref() } } }); r.end(body); return r; };
    const border = `q 0.3 G 0.6 w 0.3 0.3 ${s - 0.6} ${s - 0.6} re S Q`;
    const onAp = mk(`${border} q 0 G 1.2 w 1.5 ${s * 0.5} m ${s * 0.4} 1.5 l ${s - 1.2} ${s - 1.2} l S Q`), offAp = mk(border);
    d.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: on ? onState : 'Off', AS: on ? onState : 'Off',
      DA: new String(`/${f.id} 0 Tf 0 g`), F: 4, MK: { CA: new String('4') }, AP: { N: { [onState]: onAp, Off: offAp } } } as never);
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
    d.font('Helvetica');
  }

  async finish(): Promise<Uint8Array> {
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
export const PAGE_H = H, PAGE_W = W;
