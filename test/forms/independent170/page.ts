// A page canvas over pdfkit that prints a form's filled-in values in one of three styles (typed page text, a
// handwriting font slightly rotated and shifted, or AcroForm fields with appearance streams) and records where each
// went. Coordinates in the layouts are pdfkit's (top left, y down); boxes are recorded in PDF points from bottom left.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import type { Fields, V } from './data.ts';

export type Box = [number, number, number, number];
export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Placed {
  key: string; page: number; box: Box; text: string; fields: Fields;
  via: 'text' | 'mark' | 'acroform' | 'acroform_checkbox';
  /** The printed label beside the value (a bare 9-digit tax ID is typed by it). */
  label?: string;
  acroform_field?: string;
  acroform_value?: string;
}
export interface CheckOpt { label: string; x: number; y: number; on?: string }

const HAND_FONTS = ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', '/usr/share/fonts/X11/Type1/Z003-MediumItalic.pfb'];
export const W = 612, H = 792;
const r2 = (n: number) => Math.round(n * 100) / 100;

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  page = 1;
  private chunks: Buffer[] = [];
  private done: Promise<void>;
  private hand: string;
  private names = new Map<string, number>();
  private helv: { id: string; ref(): unknown } | null = null;
  readonly style: Style;
  readonly typedFont: string;
  private jitter: Rng;

  constructor(style: Style, jitter: Rng, typedFont: string, meta: { title: string; creator: string }) {
    this.style = style; this.jitter = jitter; this.typedFont = typedFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Title: meta.title, Creator: meta.creator, Producer: meta.creator, CreationDate: new Date(Date.UTC(2025, 4, 6, 15, 0, 0)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res()));
    const path = HAND_FONTS.find((p) => existsSync(p));
    this.hand = 'Helvetica-Oblique';
    if (path && style === 'handwritten') { this.doc.registerFont('hand', path); this.hand = 'hand'; }
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.helv = (this.doc as unknown as { _font: { id: string; ref(): unknown } })._font;
      this.doc.initForm();
      this.acro().NeedAppearances = false;
    }
  }

  private acro(): { Fields: unknown[]; NeedAppearances: boolean } {
    return (this.doc as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[]; NeedAppearances: boolean } } } } })._root.data.AcroForm.data;
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Pre-printed text of the form (labels, headings, fine print). */
  label(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' | 'justify'; lineGap?: number } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7).fillColor(o.color ?? '#000000');
    if (o.width) this.doc.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: o.lineGap ?? 1 });
    else this.doc.text(s, x, y, { lineBreak: false });
    this.doc.fillColor('#000000');
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    const d = this.doc.lineWidth(o.lw ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke); else if (o.fill) d.fill(o.fill); else d.stroke(o.stroke ?? '#000000');
    this.doc.fillColor('#000000').strokeColor('#000000');
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; lw?: number; dash?: boolean } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.5).strokeColor(o.color ?? '#000000');
    if (o.dash) this.doc.dash(2, { space: 2 });
    this.doc.moveTo(x1, y1).lineTo(x2, y2).stroke();
    this.doc.restore();
  }

  private fieldName(key: string): string {
    const n = (this.names.get(key) ?? 0) + 1; this.names.set(key, n);
    return n === 1 ? key : `${key}_${n}`;
  }

  /** A filled-in value (a V gives truth fields, a string is a decoy). y is the value's top; w the room it has. */
  value(key: string, v: V | string | null | undefined, x: number, y: number, w: number, o: { size?: number; label?: string } = {}): void {
    const text = v == null ? '' : typeof v === 'string' ? v : v.text;
    const fields = v == null || typeof v === 'string' ? {} : v.fields;
    const doc = this.doc;
    let size = o.size ?? 9;
    const base: Omit<Placed, 'box' | 'via'> = { key, page: this.page, text, fields, ...(o.label ? { label: o.label } : {}) };
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      const h = size + 5, fy = y - 2;
      doc.font('Helvetica').fontSize(size);
      while (text && size > 5 && doc.widthOfString(text) > w - 4) doc.fontSize(--size);
      const helv = this.helv!;
      const ap = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, r2(w), r2(h)], Resources: { Font: { [helv.id]: helv.ref() } } });
      ap.end(text ? `/Tx BMC q BT /${helv.id} ${size} Tf 0 g 2 ${r2((h - size) / 2 + 1)} Td (${pdfString(text)}) Tj ET Q EMC` : '/Tx BMC EMC');
      doc.annotate(x, fy, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), F: 4, DA: new String(`/${helv.id} ${size} Tf 0 g`),
        AP: { N: ap }, MK: { BC: [0.6, 0.6, 0.75] }, ...(text ? { V: new String(text) } : {}) } as unknown as PDFKit.Mixins.AnnotationOption);
      this.acro().Fields.push(this.lastAnnot());
      if (!text) return;
      this.record({ ...base, box: [r2(x), r2(H - fy - h), r2(x + w), r2(H - fy)], via: 'acroform', acroform_field: name });
      return;
    }
    if (!text) return;
    if (this.style === 'typed') {
      doc.font(this.typedFont).fontSize(size);
      while (size > 5 && doc.widthOfString(text) > w) doc.fontSize(--size);
      doc.fillColor('#111133').text(text, x, y, { lineBreak: false }).fillColor('#000000');
      const tw = doc.widthOfString(text);
      this.record({ ...base, box: [r2(x - 1), r2(H - y - size * 1.3), r2(x + tw + 1), r2(H - y + 1)], via: 'text' });
      return;
    }
    size = size + 3;
    doc.font(this.hand).fontSize(size);
    while (size > 6 && doc.widthOfString(text) > w) doc.fontSize(--size);
    const tw = doc.widthOfString(text);
    const ang = this.jitter.float(-2.5, 2.5), dx = this.jitter.float(0, 4), dy = this.jitter.float(-2, 1.5);
    const ox = x + dx, oy = y + dy - 2;
    doc.save().rotate(ang, { origin: [ox, oy + size * 0.8] });
    doc.fillColor(this.jitter.pick(['#1a2a6c', '#102040', '#202020'])).text(text, ox, oy, { lineBreak: false, features: { kern: false } as unknown as PDFKit.Mixins.TextOptions['features'] });
    doc.restore().fillColor('#000000');
    const rad = (ang * Math.PI) / 180, cx = ox, cy = oy + size * 0.8;
    const pts = [[ox, oy - 1], [ox + tw, oy - 1], [ox, oy + size * 1.3], [ox + tw, oy + size * 1.3]].map(([px, py]) => {
      const ddx = px! - cx, ddy = py! - cy;
      return [cx + ddx * Math.cos(rad) - ddy * Math.sin(rad), cy + ddx * Math.sin(rad) + ddy * Math.cos(rad)] as const;
    });
    const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
    this.record({ ...base, box: [r2(Math.min(...xs) - 2), r2(H - Math.max(...ys) - 2), r2(Math.max(...xs) + 2), r2(H - Math.min(...ys) + 2)], via: 'text' });
  }

  /** A row of checkboxes with printed labels; `checked` is the index marked (or null); fields go with the mark. */
  checks(key: string, opts: CheckOpt[], checked: number | null, fields: Fields, o: { size?: number; box?: number } = {}): void {
    const size = o.size ?? 7.5, bs = o.box ?? 8, doc = this.doc;
    for (const [i, opt] of opts.entries()) {
      this.rect(opt.x, opt.y, bs, bs, { lw: 0.7 });
      this.label(opt.label, opt.x + bs + 3, opt.y + (bs - size) / 2 + 0.5, { size });
      const lw = doc.font('Helvetica').fontSize(size).widthOfString(opt.label);
      const on = opt.on ?? 'Yes';
      const box: Box = [r2(opt.x - 2), r2(H - opt.y - bs - 2), r2(opt.x + bs + 3 + lw + 2), r2(H - opt.y + 2)];
      const isOn = i === checked;
      const base = { key, page: this.page, box, text: opt.label, fields: isOn ? fields : {} };
      if (this.style === 'fillable') {
        const name = this.fieldName(`${key}_${opt.label.replace(/[^A-Za-z0-9]/g, '').toLowerCase() || i}`);
        const onAp = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, bs, bs] });
        onAp.end(`q 0 g 1.2 w 1.5 1.5 m ${bs - 1.5} ${bs - 1.5} l S 1.5 ${bs - 1.5} m ${bs - 1.5} 1.5 l S Q`);
        const offAp = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, bs, bs] }); offAp.end('');
        doc.annotate(opt.x, opt.y, bs, bs, { Subtype: 'Widget', FT: 'Btn', T: new String(name), F: 4, V: isOn ? on : 'Off', AS: isOn ? on : 'Off',
          AP: { N: { [on]: onAp, Off: offAp } }, MK: { CA: new String('8') } } as unknown as PDFKit.Mixins.AnnotationOption);
        this.acro().Fields.push(this.lastAnnot());
        if (isOn) this.record({ ...base, via: 'acroform_checkbox', acroform_field: name, ...(on !== 'Yes' ? { acroform_value: on } : {}) });
        continue;
      }
      if (!isOn) continue;
      if (this.style === 'typed') {
        doc.font('Helvetica-Bold').fontSize(bs).text('X', opt.x + bs * 0.16, opt.y + 0.3, { lineBreak: false });
      } else {
        const kind = this.jitter.pick(['x', 'tick', 'ring'] as const), j = () => this.jitter.float(-1, 1);
        doc.save().lineWidth(1.3).strokeColor('#1a2a6c');
        if (kind === 'x') doc.moveTo(opt.x - 1 + j(), opt.y - 1 + j()).lineTo(opt.x + bs + 1, opt.y + bs + 1).moveTo(opt.x + bs + 1 + j(), opt.y - 1).lineTo(opt.x - 1, opt.y + bs + 1 + j()).stroke();
        else if (kind === 'tick') doc.moveTo(opt.x + 0.5, opt.y + bs * 0.5).lineTo(opt.x + bs * 0.4 + j(), opt.y + bs).lineTo(opt.x + bs + 2, opt.y - 2 + j()).stroke();
        else doc.ellipse(opt.x + (bs + 3 + lw) / 2, opt.y + bs / 2, (bs + 3 + lw) / 2 + 4, bs / 2 + 3).stroke();
        doc.restore();
      }
      this.record({ ...base, via: 'mark' });
    }
  }

  private lastAnnot(): unknown {
    const a = (this.doc as unknown as { page: { annotations: unknown[] } }).page.annotations;
    return a[a.length - 1];
  }

  private record(p: Placed): void {
    (Object.keys(p.fields).length ? this.placed : this.decoys).push(p);
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

/** A PDF literal string's body (ASCII values only). */
function pdfString(s: string): string {
  return s.replace(/[\\()]/g, (c) => '\\' + c).replace(/[^\x20-\x7e]/g, '?');
}
