// A page-drawing helper for set 166 over pdfkit: labels are always page text; a value is page text (typed), a script
// font slightly turned and shifted (handwritten), or only an AcroForm field with /V and an appearance stream
// (fillable). Every value drawn is recorded as Placed: with the truth paths it gives, or none (a decoy).
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type Fields = Record<string, string | number | null>;
export interface Placed {
  key: string;
  /** Truth paths (`application.legal_name` ...) and the values they take; empty for a decoy. */
  fields: Fields;
  page: number;
  /** [x0, y0, x1, y1] in PDF points, origin bottom left. */
  box: Box;
  /** The text as written; for a checkbox the checked option's label. */
  text: string;
  /** The printed label the value belongs to (the reader needs it: DD/MM/AAAA, `(EIN)`, `formato 25.000`). */
  label: string;
  via: 'text' | 'handwriting' | 'mark' | 'acroform';
  acroform_field?: string;
  acroform_value?: string;
}

const PAGE_H = 792;
const SCRIPT_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const INKS = ['#14206b', '#111111', '#0b3a7a', '#222244'] as const;

// pdfkit's internals used for AcroForm fields with appearance streams (its own API writes no /AP).
interface Internals {
  _font: { id: string; ref(): unknown; encode(t: string): [string[], unknown] };
  _root: { data: { AcroForm: { data: { Fields: unknown[]; NeedAppearances: boolean } } } };
  page: { annotations: { data: Record<string, unknown> }[] };
  ref(d: Record<string, unknown>): { end(b?: Buffer): void };
}

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  page = 0;
  private chunks: Buffer[] = [];
  private done: Promise<void>;
  private names = new Set<string>();
  private counter = 0;
  private inkColor: string;
  readonly style: Style;
  private ink: Rng;
  private opts: { genericFields: boolean; typedFont: string; title: string };

  constructor(style: Style, ink: Rng, opts: { genericFields: boolean; typedFont: string; title: string }) {
    this.style = style; this.ink = ink; this.opts = opts;
    this.doc = new PDFDocument({ autoFirstPage: false, compress: true, info: { Title: opts.title, Producer: 'FormBuilder 4.2',
      Creator: opts.title, CreationDate: new Date(Date.UTC(2025, 4, 5)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((r) => this.doc.on('end', () => r()));
    this.doc.registerFont('script', SCRIPT_FONT);
    this.doc.font('Helvetica');
    if (style === 'fillable') { this.doc.initForm(); this.int()._root.data.AcroForm.data.NeedAppearances = false; }
    this.inkColor = ink.pick(INKS);
  }

  private int(): Internals { return this.doc as unknown as Internals; }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  text(x: number, y: number, s: string, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; italic?: boolean } = {}): void {
    const font = o.bold ? 'Helvetica-Bold' : o.italic ? 'Helvetica-Oblique' : 'Helvetica';
    this.doc.font(font).fontSize(o.size ?? 8).fillColor(o.color ?? '#000000');
    this.doc.text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineGap: 1 } : { lineBreak: false });
  }

  rule(x1: number, y1: number, x2: number, y2: number, color = '#555555', width = 0.6): void {
    this.doc.save().moveTo(x1, y1).lineTo(x2, y2).lineWidth(width).strokeColor(color).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; width?: number } = {}): void {
    this.doc.save().rect(x, y, w, h).lineWidth(o.width ?? 0.6);
    if (o.fill && o.stroke) this.doc.fillColor(o.fill).strokeColor(o.stroke).fillAndStroke();
    else if (o.fill) this.doc.fillColor(o.fill).fill();
    else this.doc.strokeColor(o.stroke ?? '#555555').stroke();
    this.doc.restore();
  }

  private fieldName(key: string, kind: 'Text' | 'Check Box'): string {
    let n = this.opts.genericFields ? `${kind}${++this.counter}` : key.replace(/[^A-Za-z0-9_.]/g, '_');
    while (this.names.has(n)) n = `${n}_${++this.counter}`;
    this.names.add(n);
    return n;
  }

  private record(p: Omit<Placed, 'page'>, keep = true): void {
    if (!keep) return;
    const full = { ...p, page: this.page };
    (Object.keys(p.fields).length ? this.placed : this.decoys).push(full);
  }

  /** A written value at (x, y) (top of the line), at most w wide. Null fields: a decoy; false: not recorded (a DBA of
   *  `N/A`, `SAME` or the legal name again). Empty text: nothing. */
  value(key: string, x: number, y: number, w: number, text: string, fields: Fields | null | false, label: string, size = 9): void {
    if (!text) return;
    const base = { key, fields: fields || {}, text, label }, keep = fields !== false;
    if (this.style === 'fillable') {
      const h = size + 5, top = y - 2.5, name = this.fieldName(key, 'Text');
      this.doc.font('Helvetica').fontSize(size);
      const f = this.int()._font;
      const hex = f.encode(text)[0].join('');
      const ap = this.int().ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [f.id]: f.ref() } } });
      ap.end(Buffer.from(`/Tx BMC q BT /${f.id} ${size} Tf 0 g 2 ${(h - size) / 2 + 1.2} Td <${hex}> Tj ET Q EMC`, 'latin1'));
      this.doc.annotate(x, top, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(text),
        DA: new String(`/${f.id} ${size} Tf 0 g`), F: 4, AP: { N: ap } } as never);
      this.addField();
      this.record({ ...base, box: [x, PAGE_H - top - h, x + w, PAGE_H - top], via: 'acroform', acroform_field: name }, keep);
      return;
    }
    if (this.style === 'typed') {
      this.doc.font(this.opts.typedFont).fontSize(size).fillColor('#000000');
      let s = size;
      while (this.doc.widthOfString(text) > w && s > 5) this.doc.fontSize(s -= 0.5);
      const tw = this.doc.widthOfString(text);
      this.doc.text(text, x + 1, y, { lineBreak: false });
      this.record({ ...base, box: [x + 1, PAGE_H - y - s * 1.15, x + 1 + tw, PAGE_H - y], via: 'text' }, keep);
      return;
    }
    let s = size + 2.5 * this.ink.float(0.8, 1.2);
    this.doc.font('script').fontSize(s);
    while (this.doc.widthOfString(text) > w - 4 && s > 6) this.doc.fontSize(s -= 0.5);
    const tw = this.doc.widthOfString(text);
    const angle = this.ink.float(-2.2, 2.2), dx = this.ink.float(0, 3), dy = this.ink.float(-1, 1.2);
    const x0 = x + dx, y0 = y + dy - (s - size) * 0.6;
    this.doc.save().rotate(angle, { origin: [x0, y0 + s] }).fillColor(this.inkColor).text(text, x0, y0, { lineBreak: false }).restore();
    const lift = Math.abs(Math.sin((angle * Math.PI) / 180)) * tw;
    this.record({ ...base, box: [x0 - 1, PAGE_H - y0 - s * 1.2 - lift, x0 + tw + 1, PAGE_H - y0 + lift], via: 'handwriting' }, keep);
  }

  private addField(): void {
    const a = this.int().page.annotations;
    this.int()._root.data.AcroForm.data.Fields.push(a[a.length - 1]);
  }

  /** A checkbox (8 pt square at x, y) with its label; a checked box marks the option. */
  check(key: string, x: number, y: number, label: string, checked: boolean, fields: Fields | null, o: { size?: number; onState?: string; labelWidth?: number } = {}): number {
    const size = o.size ?? 7.5;
    this.rect(x, y, 8, 8, { stroke: '#333333' });
    this.text(x + 11, y + 0.5, label, { size });
    const lw = this.doc.font('Helvetica').fontSize(size).widthOfString(label);
    const box: Box = [x, PAGE_H - y - 8, x + 8, PAGE_H - y];
    if (this.style === 'fillable') {
      const on = o.onState ?? 'Yes', name = this.fieldName(key, 'Check Box');
      const onAp = this.int().ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 8, 8] });
      onAp.end(Buffer.from('q 0 g 0.9 w 1.5 1.5 m 6.5 6.5 l S 1.5 6.5 m 6.5 1.5 l S Q', 'latin1'));
      const offAp = this.int().ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 8, 8] });
      offAp.end(Buffer.from('q Q', 'latin1'));
      this.doc.annotate(x, y, 8, 8, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: checked ? on : 'Off', AS: checked ? on : 'Off',
        F: 4, MK: { CA: new String('8') }, AP: { N: { [on]: onAp, Off: offAp } } } as never);
      this.addField();
      if (checked) this.record({ key, fields: fields ?? {}, text: label, label, box, via: 'acroform', acroform_field: name,
        ...(on !== 'Yes' ? { acroform_value: on } : {}) });
      return 11 + lw;
    }
    if (!checked) return 11 + lw;
    if (this.style === 'typed') {
      this.doc.font('Helvetica-Bold').fontSize(8).fillColor('#000000').text('X', x + 1.6, y + 0.6, { lineBreak: false });
      this.record({ key, fields: fields ?? {}, text: label, label, box, via: 'text' });
      return 11 + lw;
    }
    const kind = this.ink.pick(['x', 'tick', 'ring'] as const), j = (): number => this.ink.float(-1.2, 1.2);
    const d = this.doc.save().lineWidth(this.ink.float(0.9, 1.4)).strokeColor(this.inkColor);
    let mb: Box;
    if (kind === 'x') {
      d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + 9 + j(), y + 9 + j()).stroke();
      d.moveTo(x + 9 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + 9 + j()).stroke();
      mb = [x - 2.5, PAGE_H - y - 10.5, x + 10.5, PAGE_H - y + 2.5];
    } else if (kind === 'tick') {
      d.moveTo(x + j(), y + 4 + j()).lineTo(x + 3.5, y + 8.5 + j()).lineTo(x + 11 + j(), y - 3 + j()).stroke();
      mb = [x - 1.5, PAGE_H - y - 10, x + 12.5, PAGE_H - y + 4.5];
    } else {
      const rw = (lw + 16) / 2;
      d.ellipse(x + rw - 3 + j(), y + 4 + j() / 2, rw + 2, 7 + j() / 2).stroke();
      mb = [x - 6, PAGE_H - y - 13, x + 2 * rw + 2, PAGE_H - y + 5];
    }
    d.restore();
    this.record({ key, fields: fields ?? {}, text: label, label, box: mb, via: 'mark' });
    return 11 + lw;
  }

  /** A signature: a scribble in ink (not in a fillable form, whose signer signs elsewhere). */
  signature(x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    const d = this.doc.save().lineWidth(0.9).strokeColor(this.inkColor).moveTo(x, y + 8);
    for (let i = 1; i <= 7; i++) d.bezierCurveTo(x + i * w / 8 - 6, y + this.ink.float(-6, 2), x + i * w / 8 - 2, y + this.ink.float(6, 14), x + i * w / 8, y + 8 + this.ink.float(-3, 3));
    d.stroke().restore();
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
