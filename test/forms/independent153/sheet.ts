// Drawing toolkit shared by the four layouts: a pdfkit page plus the three styles. Typed values are page text in the
// layout's font; handwritten values use an embedded script font, rotated up to 2.5 degrees and shifted; fillable values
// live only in AcroForm fields (with /V and an appearance stream). Every value drawn is recorded as a Placed.
import PDFDocument from 'pdfkit';
import { existsSync } from 'node:fs';
import type { Rng } from '../../statements/generator/prng.ts';

export interface Placed { key: string; text: string; fields: Record<string, unknown>; page: number; acro?: string; check?: boolean; decoy?: boolean }
export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Item { key: string; text: string; fields: Record<string, unknown> }
export type Mark = 'x' | 'check' | 'fill' | 'dot';
type Doc = PDFKit.PDFDocument;
type Any = any;

const HAND_FONTS = ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', '/usr/share/fonts/truetype/urw-base35/Z003-MediumItalic.ttf',
  '/usr/share/fonts/opentype/urw-base35/URWBookman-LightItalic.otf'];
export const handFont = () => HAND_FONTS.find((f) => existsSync(f));

export interface TextOpts { font?: string; size?: number; color?: string | [number, number, number]; width?: number; align?: 'left' | 'center' | 'right' }

export class Sheet {
  doc: Doc;
  style: Style;
  rng: Rng;
  page = 0;
  placed: Placed[] = [];
  decoys: Placed[] = [];
  valueFont: string;
  onState: string;
  private helv: Any;
  private names = new Map<string, number>();
  private chunks: Buffer[] = [];
  private landscape: boolean;

  constructor(style: Style, rng: Rng, o: { valueFont: string; landscape?: boolean; title: string; author: string; creator: string }) {
    this.style = style;
    this.rng = rng;
    this.valueFont = o.valueFont;
    this.landscape = !!o.landscape;
    this.doc = new PDFDocument({ size: 'LETTER', layout: this.landscape ? 'landscape' : 'portrait', autoFirstPage: false, margin: 0, bufferPages: true,
      info: { Title: o.title, Author: o.author, Creator: o.creator, Producer: o.creator, CreationDate: new Date(Date.UTC(2025, 0, 15)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    const hf = handFont();
    if (style === 'handwritten') {
      if (!hf) throw new Error('no script font found for the handwritten style');
      this.doc.registerFont('Hand', hf);
    }
    this.onState = rng.pick(['Yes', 'On', '1', 'X']);
    this.doc.font('Helvetica');
    this.helv = (this.doc as Any)._font;
    if (style === 'fillable') {
      this.doc.initForm();
      (this.doc as Any)._root.data.AcroForm.data.NeedAppearances = false; // every widget carries its own appearance stream
    }
  }

  get width(): number { return this.landscape ? 792 : 612; }
  get height(): number { return this.landscape ? 612 : 792; }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', layout: this.landscape ? 'landscape' : 'portrait', margin: 0 });
    this.page++;
  }

  /** Back to an earlier page (footers with "page x of y"). */
  goto(p: number): void { this.doc.switchToPage(p - 1); this.page = p; }

  /** A filled-in value that is no field of ours (street, ZIP, printed signer name): drawn in the style, not recorded. */
  echo(key: string, text: string, x: number, y: number, w: number, o: { size?: number; h?: number } = {}): void {
    if (text || this.style === 'fillable') this.draw(key, text, x, y, w, o);
  }

  /** Static page text (labels, headings, system metadata): never an application value. */
  text(s: string, x: number, y: number, o: TextOpts = {}): void {
    const d = this.doc;
    d.font(o.font ?? 'Helvetica').fontSize(o.size ?? 9).fillColor(o.color ?? '#000');
    const opts: Any = { lineBreak: false };
    if (o.width) { opts.width = o.width; opts.align = o.align ?? 'left'; }
    d.text(s, x, y, opts);
  }
  /** Wrapped static text (paragraphs). Returns the height used. */
  para(s: string, x: number, y: number, w: number, o: TextOpts = {}): number {
    const d = this.doc;
    d.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    const h = d.heightOfString(s, { width: w });
    d.text(s, x, y, { width: w });
    return h;
  }
  /** System metadata printed by the exporting software (always page text): recorded as a decoy. */
  meta(key: string, s: string, x: number, y: number, o: TextOpts = {}): void {
    this.text(s, x, y, o);
    this.decoys.push({ key, text: s, fields: {}, page: this.page, decoy: true });
  }
  /** An application value written in the style's way. */
  value(item: Item, x: number, y: number, w: number, o: { size?: number; h?: number; align?: 'left' | 'center' } = {}): void {
    if (!item.text) { if (this.style === 'fillable') this.field(item.key, '', x, y, w, o.h ?? 14, o.size ?? 9); return; }
    const acro = this.draw(item.key, item.text, x, y, w, o);
    this.placed.push({ key: item.key, text: item.text, fields: item.fields, page: this.page, ...(acro ? { acro } : {}) });
  }
  /** A filled-in value that is not the application's (landlord, reference, funder ...): same look, recorded as decoy. */
  decoy(key: string, text: string, x: number, y: number, w: number, o: { size?: number; h?: number } = {}): void {
    if (!text) return;
    const acro = this.draw(key, text, x, y, w, o);
    this.decoys.push({ key, text, fields: {}, page: this.page, decoy: true, ...(acro ? { acro } : {}) });
  }

  private draw(key: string, text: string, x: number, y: number, w: number, o: { size?: number; h?: number; align?: 'left' | 'center' }): string | undefined {
    const d = this.doc;
    const size = o.size ?? 9;
    if (this.style === 'fillable') return this.field(key, text, x, y, w, o.h ?? 14, size);
    if (this.style === 'typed') {
      d.font(this.valueFont);
      let s = size;
      while (s > 5 && d.fontSize(s).widthOfString(text) > w) s -= 0.5;
      d.fillColor('#000').fontSize(s).text(text, x, y, { lineBreak: false, ...(o.align === 'center' ? { width: w, align: 'center' } : {}) });
      return undefined;
    }
    d.font('Hand');
    let s = size + 2.5;
    while (s > 6 && d.fontSize(s).widthOfString(text) > w - 4) s -= 0.5;
    const angle = this.rng.float(-2.5, 2.5);
    const dx = this.rng.float(-1, 3), dy = this.rng.float(-2.5, 1);
    d.save();
    d.rotate(angle, { origin: [x + dx, y + dy + s / 2] });
    d.fillColor(this.rng.pick(['#1a237e', '#0d1b4c', '#222222'])).fontSize(s).text(text, x + dx, y + dy - 1, { lineBreak: false });
    d.restore();
    d.fillColor('#000');
    return undefined;
  }

  private uniq(key: string): string {
    const base = key.replace(/[^A-Za-z0-9_.]/g, '_');
    const n = this.names.get(base) ?? 0;
    this.names.set(base, n + 1);
    return n ? `${base}_${n + 1}` : base;
  }

  private winAnsiHex(s: string): string {
    return (this.helv.encode(s)[0] as string[]).join('');
  }

  /** A text AcroForm field holding `text` as /V with an appearance stream (Helvetica). Returns its name. */
  field(key: string, text: string, x: number, y: number, w: number, h: number, size: number): string {
    const d = this.doc as Any;
    const name = this.uniq(key);
    let s = size;
    while (s > 5 && this.helv.widthOfString(text, s) > w - 4) s -= 0.5;
    const fid = this.helv.id;
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [fid]: this.helv.ref() } } });
    ap.end(`/Tx BMC\nq BT /${fid} ${s} Tf 0 g 2 ${((h - s * 0.7) / 2).toFixed(2)} Td <${this.winAnsiHex(text)}> Tj ET Q\nEMC\n`);
    const dict = d._fieldDict(name, 'text', {});
    Object.assign(dict, { Subtype: 'Widget', F: 4, V: new String(text), DA: new String(`/${fid} ${s} Tf 0 g`), AP: { N: ap } });
    d.annotate(x, y - 3, w, h, dict);
    d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
    return name;
  }

  /** A checkbox (or radio circle) with its label to the right. A checked box is recorded with the item when given. */
  box(x: number, y: number, label: string, checked: boolean, item: Item | null, o: { mark?: Mark; round?: boolean; size?: number; labelSize?: number; font?: string } = {}): number {
    const d = this.doc as Any;
    const sz = o.size ?? 8;
    d.lineWidth(0.7).strokeColor('#333');
    if (o.round) d.circle(x + sz / 2, y + sz / 2, sz / 2).stroke(); else d.rect(x, y, sz, sz).stroke();
    this.text(label, x + sz + 4, y + sz / 2 - (o.labelSize ?? 8.5) * 0.42, { size: o.labelSize ?? 8.5, font: o.font ?? 'Helvetica' });
    const labelW = d.font(o.font ?? 'Helvetica').fontSize(o.labelSize ?? 8.5).widthOfString(label);
    let acro: string | undefined;
    if (this.style === 'fillable') acro = this.checkField(item?.key ?? `box_${label}`, x, y, sz, checked);
    else if (checked) this.mark(x, y, sz, labelW, o.mark ?? 'x', !!o.round);
    if (checked && item) this.placed.push({ key: item.key, text: item.text, fields: item.fields, page: this.page, check: true, ...(acro ? { acro } : {}) });
    return x + sz + 4 + labelW + 14;
  }

  private mark(x: number, y: number, sz: number, labelW: number, mark: Mark, round: boolean): void {
    const d = this.doc as Any;
    if (this.style === 'typed') {
      if (mark === 'check') d.font('ZapfDingbats').fontSize(sz).fillColor('#000').text('4', x + 0.8, y + 0.5, { lineBreak: false });
      else if (mark === 'x') d.font('Helvetica-Bold').fontSize(sz + 0.5).fillColor('#000').text('X', x + 1.2, y + 0.2, { lineBreak: false });
      else if (round || mark === 'dot') d.circle(x + sz / 2, y + sz / 2, sz / 4).fill('#000');
      else d.rect(x + 1.6, y + 1.6, sz - 3.2, sz - 3.2).fill('#000');
      return;
    }
    // handwritten: drawn strokes only, never text
    const kind = this.rng.pick(['x', 'tick', 'ring'] as const);
    const j = () => this.rng.float(-1.2, 1.2);
    d.save().lineWidth(1.3).strokeColor('#1a237e').lineCap('round');
    if (kind === 'x') {
      d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + sz + 1 + j(), y + sz + 1 + j()).stroke();
      d.moveTo(x + sz + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + sz + 1 + j()).stroke();
    } else if (kind === 'tick') {
      d.moveTo(x + j(), y + sz * 0.55).lineTo(x + sz * 0.4, y + sz + 1).lineTo(x + sz + 3 + j(), y - 3 + j()).stroke();
    } else {
      d.ellipse(x + (sz + 4 + labelW) / 2, y + sz / 2, (sz + 4 + labelW) / 2 + 5, sz / 2 + 4).stroke();
    }
    d.restore();
  }

  private checkField(key: string, x: number, y: number, sz: number, checked: boolean): string {
    const d = this.doc as Any;
    const name = this.uniq(key);
    const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, sz, sz] });
    on.end(`q 0 g 1.2 w ${sz * 0.2} ${sz * 0.5} m ${sz * 0.42} ${sz * 0.2} l ${sz * 0.85} ${sz * 0.85} l S Q\n`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, sz, sz] });
    off.end('\n');
    const state = checked ? this.onState : 'Off';
    const dict = d._fieldDict(name, 'checkbox', {});
    Object.assign(dict, { Subtype: 'Widget', F: 4, V: state, AS: state, AP: { N: { [this.onState]: on, Off: off } } });
    d.annotate(x, y, sz, sz, dict);
    d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
    return name;
  }

  line(x0: number, y0: number, x1: number, y1: number, color = '#999', w = 0.5): void {
    this.doc.save().lineWidth(w).strokeColor(color).moveTo(x0, y0).lineTo(x1, y1).stroke().restore();
  }
  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; radius?: number; lw?: number } = {}): void {
    const d = this.doc;
    d.save().lineWidth(o.lw ?? 0.6);
    if (o.radius) d.roundedRect(x, y, w, h, o.radius); else d.rect(x, y, w, h);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke); else if (o.fill) d.fill(o.fill); else d.stroke(o.stroke ?? '#999');
    d.restore();
  }

  async finish(): Promise<Uint8Array> {
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
