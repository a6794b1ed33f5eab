// A thin drawing layer over pdfkit for set 243: labels and rules in Helvetica, values typed / handwritten / in AcroForm
// fields (each with its own appearance stream), checkboxes, and a record of every value placed with the truth paths it gives.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Placed {
  key: string;
  /** Truth paths -> value (`application.legal_name`, `application.applicants[0].first_name` ...); empty for a decoy. */
  fields: Record<string, string | number | null>;
  page: number;
  box: Box;
  text: string;
  via: 'text' | 'acroform' | 'checkbox';
  acroform_field?: string;
  acroform_value?: string;
}

export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const W = 612, H = 792;

function pdfString(s: string): string { return s.replace(/[\\()]/g, (c) => `\\${c}`); }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  page = 1;
  private chunks: Buffer[] = [];
  private done: Promise<Uint8Array>;
  private helv: { id: string; ref: () => PDFKit.PDFKitReference } | null = null;
  private names = new Set<string>();
  private seq = 0;
  private readonly jit: Rng;

  readonly style: Style;
  readonly rng: Rng;

  constructor(style: Style, rng: Rng, title: string) {
    this.style = style;
    this.rng = rng;
    this.jit = new Rng(`${title}:${rng.next()}`);
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Title: title, Producer: 'FormSet243', Creator: 'FormSet243', CreationDate: new Date(Date.UTC(2025, 0, 2)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res(new Uint8Array(Buffer.concat(this.chunks)))));
    this.doc.registerFont('hand', HAND_FONT);
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      const f = (this.doc as any)._font;
      this.helv = { id: f.id, ref: () => f.ref() };
      (this.doc as any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  // ---- static print ---------------------------------------------------------------------------------------------
  text(x: number, y: number, s: string, size = 8, opts: { font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(opts.font ?? 'Helvetica').fontSize(size).fillColor(opts.color ?? '#111');
    this.doc.text(s, x, y, { lineBreak: opts.width !== undefined, width: opts.width, align: opts.align ?? 'left' });
    this.doc.fillColor('#000');
  }
  bold(x: number, y: number, s: string, size = 8, color = '#111'): void { this.text(x, y, s, size, { font: 'Helvetica-Bold', color }); }
  para(x: number, y: number, w: number, s: string, size = 6.2): number {
    this.doc.font('Helvetica').fontSize(size).fillColor('#333');
    this.doc.text(s, x, y, { width: w, align: 'justify', lineGap: 0.5 });
    const h = this.doc.heightOfString(s, { width: w, lineGap: 0.5 });
    this.doc.fillColor('#000');
    return y + h;
  }
  rule(x0: number, y: number, x1: number, color = '#555', wdt = 0.5): void { this.doc.moveTo(x0, y).lineTo(x1, y).lineWidth(wdt).strokeColor(color).stroke(); }
  box(x: number, y: number, w: number, h: number, stroke = '#444', fill?: string): void {
    this.doc.rect(x, y, w, h).lineWidth(0.6);
    if (fill) this.doc.fillAndStroke(fill, stroke); else this.doc.strokeColor(stroke).stroke();
    this.doc.fillColor('#000');
  }
  band(x: number, y: number, w: number, h: number, fill: string, label: string, color = '#fff', size = 8.5): void {
    this.doc.rect(x, y, w, h).fill(fill);
    this.bold(x + 5, y + (h - size) / 2 + 0.5, label, size, color);
  }

  // ---- values ---------------------------------------------------------------------------------------------------
  /** A value written at (x, y) (top of the text) in a slot `w` wide; records it. Empty text places nothing. */
  value(key: string, x: number, y: number, w: number, s: string, fields: Placed['fields'] = {}, size = 9): void {
    if (!s) return;
    const name = this.fieldName(key);
    if (this.style === 'fillable') {
      const h = size + 5;
      this.doc.font('Helvetica');
      const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [this.helv!.id]: this.helv!.ref() } } } as any);
      ap.end(`/Tx BMC q BT /${this.helv!.id} ${size} Tf 0 g 2 ${(h - size) / 2 + 1.5} Td (${pdfString(s)}) Tj ET Q EMC`);
      this.widget(name, x, y - 2, w, h, { FT: 'Tx', V: new String(s), DA: new String(`/${this.helv!.id} ${size} Tf 0 g`), AP: { N: ap } });
      const tw = this.doc.fontSize(size).widthOfString(s);
      this.record(key, fields, [x, H - (y - 2 + h), x + Math.min(w, tw + 4), H - (y - 2)], s, 'acroform', name);
      return;
    }
    if (this.style === 'handwritten') {
      const sz = size + 2.5 + this.jit.float(-0.5, 0.8);
      const dx = this.jit.float(0, 6), dy = this.jit.float(-2.5, 0.5), rot = this.jit.float(-2.2, 2.2);
      this.doc.font('hand').fontSize(sz).fillColor(this.jit.pick(['#1a2a6c', '#111', '#20305a']));
      const tw = this.doc.widthOfString(s);
      this.doc.save().rotate(rot, { origin: [x + dx, y + dy + sz] });
      this.doc.text(s, x + dx, y + dy - 1, { lineBreak: false });
      this.doc.restore().fillColor('#000');
      this.record(key, fields, [x + dx, H - (y + dy + sz + 2), x + dx + tw, H - (y + dy - 1)], s, 'text');
      return;
    }
    this.doc.font('Helvetica').fontSize(size).fillColor('#000');
    const tw = this.doc.widthOfString(s);
    this.doc.text(s, x + 2, y, { lineBreak: false });
    this.record(key, fields, [x + 2, H - (y + size + 1), x + 2 + tw, H - y], s, 'text');
  }

  /** A label above or beside an underlined slot, with its value. */
  field(key: string, label: string, x: number, y: number, w: number, s: string, fields: Placed['fields'] = {}, inline = false): void {
    if (inline) {
      this.text(x, y + 2, label, 7.5);
      const lw = this.doc.font('Helvetica').fontSize(7.5).widthOfString(label) + 4;
      this.rule(x + lw, y + 12, x + w);
      this.value(key, x + lw, y + 1, w - lw, s, fields);
    } else {
      this.text(x + 1, y, label, 6, { color: '#444' });
      this.rule(x, y + 20, x + w - 4, '#888');
      this.value(key, x, y + 8, w - 6, s, fields);
    }
  }

  /** A checkbox with its label; a checked box records `fields` (the label is the printed text). */
  check(key: string, x: number, y: number, label: string, checked: boolean, fields: Placed['fields'] = {}, size = 8): number {
    this.box(x, y, size, size, '#222');
    this.text(x + size + 3, y + 0.5, label, 7.5);
    const name = this.fieldName(key);
    const box: Box = [x, H - (y + size), x + size, H - y];
    if (this.style === 'fillable') {
      const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, size, size] } as any);
      on.end(`q 0 g 1.2 w 1.5 1.5 m ${size - 1.5} ${size - 1.5} l S 1.5 ${size - 1.5} m ${size - 1.5} 1.5 l S Q`);
      const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, size, size] } as any);
      off.end('');
      this.widget(name, x, y, size, size, { FT: 'Btn', V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') } });
      if (checked) this.record(key, fields, box, label, 'acroform', name);
      else this.record(key, {}, box, '', 'acroform', name);
    } else if (checked) {
      const j = this.style === 'handwritten' ? () => this.jit.float(-1.2, 1.2) : () => 0;
      this.doc.lineWidth(this.style === 'handwritten' ? 1.3 : 1).strokeColor(this.style === 'handwritten' ? '#1a2a6c' : '#000');
      this.doc.moveTo(x + 1 + j(), y + 1 + j()).lineTo(x + size - 1 + j(), y + size - 1 + j()).stroke();
      this.doc.moveTo(x + size - 1 + j(), y + 1 + j()).lineTo(x + 1 + j(), y + size - 1 + j()).stroke();
      this.doc.strokeColor('#000');
      this.record(key, fields, box, label, 'checkbox');
    }
    return x + size + 8 + this.doc.font('Helvetica').fontSize(7.5).widthOfString(label) + 6;
  }

  /** A drawn signature: strokes only (never text), so nothing to read. */
  signature(x: number, y: number, w: number): void {
    this.doc.lineWidth(0.9).strokeColor('#1a2a6c').moveTo(x, y);
    for (let i = 1; i <= 8; i++) this.doc.quadraticCurveTo(x + (i - 0.5) * w / 8, y + this.jit.float(-9, 6), x + i * w / 8, y + this.jit.float(-3, 3));
    this.doc.stroke().strokeColor('#000');
  }

  async end(): Promise<Uint8Array> { this.doc.end(); return this.done; }

  private widget(name: string, x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, T: new String(name), ...dict } as any);
    const a = (this.doc as any).page.annotations;
    (this.doc as any)._root.data.AcroForm.data.Fields.push(a[a.length - 1]);
  }
  private fieldName(key: string): string {
    const base = key.replace(/[^A-Za-z0-9_.]/g, '_');
    let n = base;
    while (this.names.has(n)) n = `${base}_${++this.seq}`;
    this.names.add(n);
    return n;
  }
  private record(key: string, fields: Placed['fields'], box: Box, text: string, via: Placed['via'], acro?: string): void {
    this.placed.push({ key, fields, page: this.page, box, text, via, ...(acro ? { acroform_field: acro } : {}) });
  }
}
export const PAGE = { W, H };
