// Drawing for the independent156 layouts: static form content (labels, rules, boxes) and values, each value drawn in
// the chosen style (typed text, handwriting, or an AcroForm field with an appearance stream) and recorded as Placed.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Placed {
  key: string; text: string; fields: Record<string, unknown>; page: number; acro?: string; check?: boolean; decoy?: boolean;
}
type Doc = InstanceType<typeof PDFDocument>;
type Color = string | [number, number, number];
interface TextOpts { size?: number; font?: string; color?: Color; width?: number; align?: 'left' | 'center' | 'right' }
export interface ValOpts { h?: number; size?: number; decoy?: boolean }

const SCRIPT_FONTS = ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', '/usr/share/fonts/truetype/urw-base35/Z003-MediumItalic.ttf',
  '/usr/share/fonts/X11/Type1/Z003-MediumItalic.otf', '/usr/share/fonts/truetype/liberation/LiberationSerif-Italic.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf'];
export const SCRIPT_FONT_FILE = SCRIPT_FONTS.find(f => existsSync(f)) ?? null;

/** Escape a string for a PDF literal in a content stream. */
const lit = (s: string) => `(${s.replace(/[\\()]/g, m => `\\${m}`)})`;

export class Sheet {
  readonly doc: Doc;
  page = 1;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  private readonly keys = new Set<string>();
  private ap: { id: string; ref: unknown } | null = null;

  readonly style: Style;
  private readonly rng: Rng;
  private readonly valueFont: string;

  constructor(style: Style, rng: Rng, valueFont: string, title: string) {
    this.style = style;
    this.rng = rng;
    this.valueFont = valueFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { Title: title, Author: title, Producer: 'FormDesk 4.2',
      Creator: 'FormDesk', CreationDate: new Date(Date.UTC(2025, 0, 2, 9, 30)) } });
    if (SCRIPT_FONT_FILE) this.doc.registerFont('Script', SCRIPT_FONT_FILE);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      const d = this.doc as unknown as { _font: { id: string; ref(): unknown }; _root: { data: { AcroForm: { data: Record<string, unknown> } } } };
      this.ap = { id: d._font.id, ref: d._font.ref() };
      d._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Static form text (labels, headings, the funder's own details). */
  text(s: string, x: number, y: number, o: TextOpts = {}): void {
    const d = this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7).fillColor(o.color ?? '#000');
    if (o.width) d.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 1 });
    else d.text(s, x, y, { lineBreak: false });
  }
  width(s: string, font: string, size: number): number { return this.doc.font(font).fontSize(size).widthOfString(s); }
  line(x1: number, y1: number, x2: number, y2: number, color: Color = '#000', w = 0.6): void {
    this.doc.save().moveTo(x1, y1).lineTo(x2, y2).lineWidth(w).strokeColor(color).stroke().restore();
  }
  box(x: number, y: number, w: number, h: number, o: { fill?: Color; stroke?: Color; lw?: number } = {}): void {
    const d = this.doc.save().rect(x, y, w, h).lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.fill(o.fill);
    else d.strokeColor(o.stroke ?? '#000').stroke();
    this.doc.restore();
  }

  private record(p: Placed, decoy: boolean): void {
    if (this.keys.has(p.key)) throw new Error(`duplicate key ${p.key}`);
    this.keys.add(p.key);
    (decoy ? this.decoys : this.placed).push(decoy ? { ...p, decoy: true } : p);
  }

  /** A filled-in value in the box (x, y, w, h): nothing at all when the value is blank. */
  val(key: string, text: string | null | undefined, fields: Record<string, unknown>, x: number, y: number, w: number, o: ValOpts = {}): void {
    if (text === null || text === undefined || text === '') return;
    const h = o.h ?? 13;
    let size = o.size ?? 9;
    const p: Placed = { key, text, fields, page: this.page };
    if (this.style === 'fillable') {
      const acro = key.replace(/[^A-Za-z0-9]/g, '_');
      while (size > 5 && this.width(text, 'Helvetica', size) > w - 4) size -= 0.5;
      this.field(acro, text, x, y, w, h, size);
      this.record({ ...p, acro }, !!o.decoy);
      return;
    }
    const font = this.style === 'handwritten' ? (SCRIPT_FONT_FILE ? 'Script' : 'Times-Italic') : this.valueFont;
    if (this.style === 'handwritten') size += 1.5;
    while (size > 5 && this.width(text, font, size) > w - 2) size -= 0.5;
    const ty = y + h - size - 1;
    if (this.style === 'handwritten') {
      const ang = this.rng.float(-2.5, 2.5), dx = this.rng.float(0, 3), dy = this.rng.float(-1.2, 1.2);
      this.doc.save().rotate(ang, { origin: [x + 2, ty + size] });
      this.doc.font(font).fontSize(size).fillColor(this.rng.pick(['#1b2a7a', '#14143c', '#222'])).text(text, x + 2 + dx, ty + dy, { lineBreak: false });
      this.doc.restore();
    } else {
      this.doc.font(font).fontSize(size).fillColor('#000').text(text, x + 2, ty, { lineBreak: false });
    }
    this.record(p, !!o.decoy);
  }

  private field(name: string, value: string, x: number, y: number, w: number, h: number, size: number): void {
    const ap = this.ap!;
    const d = this.doc as unknown as { ref(data: object): { end(s?: string): void }; page: { annotations: unknown[] };
      _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } };
    const stream = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [ap.id]: ap.ref } } });
    stream.end(`/Tx BMC q BT /${ap.id} ${size} Tf 0 g 2 ${((h - size) / 2 + 1.5).toFixed(2)} Td ${lit(value)} Tj ET Q EMC`);
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(value), F: 4,
      DA: new String(`/${ap.id} ${size} Tf 0 g`), AP: { N: stream }, MK: { BC: [0.55, 0.6, 0.75] } } as never);
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  /** A row of checkboxes: squares and labels are printed; the checked one is marked per style (or none is). */
  checks(key: string, opts: readonly { label: string; x: number; y: number }[], checked: string | null, fields: Record<string, unknown>,
    o: { size?: number; font?: string } = {}): void {
    const size = o.size ?? 7.5;
    const onState = this.rng.pick(['Yes', 'On', 'label']);
    for (const opt of opts) {
      this.box(opt.x, opt.y, 8, 8, { stroke: '#333' });
      this.text(opt.label, opt.x + 11, opt.y + 0.5, { size, font: o.font });
      const isOn = opt.label === checked;
      const acro = `${key.replace(/[^A-Za-z0-9]/g, '_')}_${opt.label.replace(/[^A-Za-z0-9]/g, '')}`;
      if (this.style === 'fillable') {
        const on = onState === 'label' ? opt.label.replace(/[^A-Za-z0-9]/g, '') || 'Yes' : onState;
        this.checkbox(acro, opt.x, opt.y, on, isOn);
        if (isOn) this.record({ key, text: opt.label, fields, page: this.page, acro, check: true }, false);
      } else if (isOn) {
        this.mark(opt.x, opt.y, this.width(opt.label, o.font ?? 'Helvetica', size));
        this.record({ key, text: opt.label, fields, page: this.page, check: true }, false);
      }
    }
  }

  private mark(x: number, y: number, labelW: number): void {
    const d = this.doc;
    if (this.style === 'typed') { d.font('Helvetica-Bold').fontSize(8).fillColor('#000').text('X', x + 1.4, y + 0.3, { lineBreak: false }); return; }
    const j = () => this.rng.float(-1.2, 1.2);
    d.save().lineWidth(this.rng.float(0.9, 1.4)).strokeColor('#1b2a7a').lineCap('round');
    const kind = this.rng.pick(['x', 'tick', 'ring']);
    if (kind === 'x') d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + 9 + j(), y + 9 + j()).moveTo(x + 9 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + 9 + j()).stroke();
    else if (kind === 'tick') d.moveTo(x + j(), y + 4 + j()).lineTo(x + 3.5, y + 8.5 + j()).lineTo(x + 11 + j(), y - 4 + j()).stroke();
    else d.ellipse(x + 4 + (labelW + 11) / 2, y + 4, (labelW + 11) / 2 + 6, 7 + j()).stroke();
    d.restore();
  }

  private checkbox(name: string, x: number, y: number, on: string, checked: boolean): void {
    const d = this.doc as unknown as { ref(data: object): { end(s?: string): void }; page: { annotations: unknown[] };
      _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } };
    const onAp = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 8, 8] });
    onAp.end('q 0 g 1.1 w 1.5 1.5 m 6.5 6.5 l S 1.5 6.5 m 6.5 1.5 l S Q');
    const offAp = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 8, 8] });
    offAp.end('');
    this.doc.annotate(x, y, 8, 8, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: checked ? on : 'Off', AS: checked ? on : 'Off',
      F: 4, AP: { N: { [on]: onAp, Off: offAp } }, MK: { BC: [0.3, 0.3, 0.3] } } as never);
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  /** A signature: a scribble on the line, never text. */
  signature(x: number, y: number, w: number): void {
    const d = this.doc.save().lineWidth(0.9).strokeColor('#1b2a7a');
    d.moveTo(x + 4, y + 8);
    for (let i = 1; i <= 9; i++) d.lineTo(x + 4 + (i * w * 0.6) / 9, y + 8 + this.rng.float(-6, 5));
    d.stroke().restore();
  }

  end(): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      this.doc.on('data', (c: Buffer) => chunks.push(c));
      this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
      this.doc.on('error', reject);
      this.doc.end();
    });
  }
}
