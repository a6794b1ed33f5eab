// Drawing kit for independent144's plain broker forms: labels, lines, free-text values, tick marks beside words,
// boxes with an X, and a circle drawn around a chosen word. Values go down in one of three styles (typed page text,
// handwriting in blue or black ink, AcroForm fields with appearance streams) and each one is recorded with the truth
// fields it gives, so the truth is only ever built from what was printed.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const SYMBOL_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
/** A printed value: `fields` are truth paths (`legal_name`, `applicants[1].ownership`); none means a decoy. */
export interface Placed { key: string; text: string; fields: Record<string, unknown>; page: number; acro?: string; check?: boolean }
export interface Val { key: string; text: string | null; fields?: Record<string, unknown> }
export interface Opt { label: string; fields?: Record<string, unknown> }
export interface TextOpts { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'right' | 'center' }

interface RawRef { end(chunk?: string | Buffer): void }
interface RawDoc {
  ref(data: object): RawRef;
  page: { annotations: RawRef[] };
  _root: { data: { AcroForm?: { data: { Fields: RawRef[] } } } };
  _font: { id: string; ref(): RawRef };
  annotate(x: number, y: number, w: number, h: number, o: object): void;
}
const pdfStr = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
/** Four cubic arcs of an ellipse in a w x h box at (x, y) (PDF operators, y up). */
function ellipseOps(x: number, y: number, w: number, h: number): string {
  const k = 0.5523, rx = w / 2, ry = h / 2, cx = x + rx, cy = y + ry, f = (n: number) => n.toFixed(2);
  return `${f(cx + rx)} ${f(cy)} m ${f(cx + rx)} ${f(cy + ry * k)} ${f(cx + rx * k)} ${f(cy + ry)} ${f(cx)} ${f(cy + ry)} c `
    + `${f(cx - rx * k)} ${f(cy + ry)} ${f(cx - rx)} ${f(cy + ry * k)} ${f(cx - rx)} ${f(cy)} c `
    + `${f(cx - rx)} ${f(cy - ry * k)} ${f(cx - rx * k)} ${f(cy - ry)} ${f(cx)} ${f(cy - ry)} c `
    + `${f(cx + rx * k)} ${f(cy - ry)} ${f(cx + rx)} ${f(cy - ry * k)} ${f(cx + rx)} ${f(cy)} c S`;
}

/** A letter page (or landscape), no margins, a fixed date: the same seed gives the same bytes. */
export function newDoc(title: string, author: string, landscape = false): PDFKit.PDFDocument {
  return new PDFDocument({ size: 'LETTER', layout: landscape ? 'landscape' : 'portrait', margin: 0, bufferPages: true, compress: true,
    info: { Title: title, Author: author, Creator: author, Producer: 'Office forms', CreationDate: new Date(Date.UTC(2026, 0, 14, 15, 0, 0)) } });
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  readonly rng: Rng;
  readonly typedFont: string;
  readonly ink: string;
  page = 1;
  readonly placed: Placed[] = [];
  private names = new Set<string>();

  constructor(doc: PDFKit.PDFDocument, style: Style, rng: Rng, typedFont: string) {
    this.doc = doc; this.style = style; this.rng = rng; this.typedFont = typedFont;
    this.ink = rng.chance(0.7) ? '#1f3fa8' : '#202020';
    if (style === 'fillable') {
      doc.font('Helvetica').initForm();
      // Every field carries its own appearance stream: viewers show those rather than regenerate them.
      (this.raw()._root.data.AcroForm!.data as unknown as Record<string, unknown>).NeedAppearances = false;
    }
  }

  addPage(landscape = false): void { this.doc.addPage({ size: 'LETTER', layout: landscape ? 'landscape' : 'portrait', margin: 0 }); this.page++; }

  text(x: number, y: number, s: string, o: TextOpts = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000000');
    this.doc.text(s, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left' });
  }

  rule(x0: number, y: number, x1: number, w = 0.5, color = '#000000'): void {
    this.doc.save().moveTo(x0, y).lineTo(x1, y).lineWidth(w).strokeColor(color).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, lw = 0.6, fill?: string): void {
    const d = this.doc.save().rect(x, y, w, h).lineWidth(lw);
    if (fill) d.fillAndStroke(fill, '#000000'); else d.strokeColor('#000000').stroke();
    d.restore();
  }

  private acroName(key: string): string {
    let name = key.replace(/[^A-Za-z0-9_]/g, '_'), i = 2;
    while (this.names.has(name)) name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${i++}`;
    this.names.add(name);
    return name;
  }

  /** One value in the box whose top left is (x, y); empty values print nothing (an empty field in `fillable`). */
  put(x: number, y: number, w: number, h: number, v: Val, size = 10): void {
    const t = v.text ?? '';
    const name = this.style === 'fillable' ? this.acroName(v.key) : '';
    if (this.style === 'fillable') this.acroText(name, x, y, w, h, t);
    else if (t) {
      const d = this.doc;
      const fit = (font: string, s0: number) => { let sz = s0; while (sz > 5 && d.font(font).fontSize(sz).widthOfString(t) > w) sz -= 0.5; return sz; };
      if (this.style === 'typed') {
        const sz = fit(this.typedFont, size);
        d.font(this.typedFont).fontSize(sz).fillColor('#111111').text(t, x + 1, y + h - sz - 1, { lineBreak: false });
      } else {
        const r = this.rng, hs = fit(HAND_FONT, size + 3);
        d.save().rotate(r.float(-2.5, 2.5), { origin: [x, y + h / 2] });
        d.font(HAND_FONT).fontSize(hs).fillColor(this.ink).text(t, x + r.float(-1, 4), y + h - hs * 0.95 + r.float(-2, 1), { lineBreak: false });
        d.restore();
      }
    }
    if (t) this.placed.push({ key: v.key, text: t, fields: v.fields ?? {}, page: this.page, ...(this.style === 'fillable' ? { acro: name } : {}) });
  }

  /** A value on a ruled line: the line at y + h, the value sitting on it. */
  onLine(x: number, y: number, w: number, v: Val, h = 13, size = 10): void {
    this.rule(x, y + h, x + w, 0.5);
    this.put(x + 2, y, w - 4, h, v, size);
  }

  /** Words in a row with a mark beside the chosen one: a tick (no boxes) or boxes with an X or a tick in them. */
  ticks(x: number, y: number, key: string, opts: readonly Opt[], chosen: number | null, o: { boxes: boolean; gap?: number; size?: number; font?: string }): void {
    let cx = x;
    const size = o.size ?? 8.5, font = o.font ?? 'Helvetica';
    for (const [i, opt] of opts.entries()) {
      if (o.boxes) this.rect(cx, y, 8, 8, 0.6);
      const lx = cx + 12;
      this.text(lx, y + 0.5, opt.label, { size, font });
      const name = this.style === 'fillable' ? this.acroName(`${key}_${opt.label}`) : '';
      if (this.style === 'fillable') this.acroCheck(name, cx, y - (o.boxes ? 0 : 1), 9, 9, i === chosen, o.boxes ? 'x' : 'tick');
      else if (i === chosen) this.mark(cx, y, o.boxes);
      if (i === chosen) this.placed.push({ key, text: opt.label, fields: opt.fields ?? {}, page: this.page, check: true, ...(name ? { acro: name } : {}) });
      cx = lx + this.doc.font(font).fontSize(size).widthOfString(opt.label) + (o.gap ?? 14);
    }
  }

  private mark(x: number, y: number, boxed: boolean): void {
    const d = this.doc, r = this.rng;
    if (this.style === 'handwritten') {
      const j = () => r.float(-0.8, 0.8);
      d.save().lineWidth(1.2).strokeColor(this.ink).lineCap('round').lineJoin('round');
      if (boxed && r.chance(0.6)) d.moveTo(x + j(), y + j()).lineTo(x + 8 + j(), y + 8 + j()).moveTo(x + 8 + j(), y + j()).lineTo(x + j(), y + 8 + j()).stroke();
      else d.moveTo(x + j(), y + 4.5 + j()).lineTo(x + 3.2, y + 8 + j()).lineTo(x + 10 + j(), y - 2.5 + j()).stroke();
      d.restore();
    } else if (boxed) d.font('Helvetica-Bold').fontSize(8.5).fillColor('#000000').text('X', x + 1.3, y + 0.3, { lineBreak: false });
    else d.font(SYMBOL_FONT).fontSize(10).fillColor('#000000').text('\u2713', x - 0.5, y - 1.5, { lineBreak: false });
  }

  /** Words spaced out in a row; the chosen one gets a hand-drawn (or clean) ellipse around it. */
  circled(x: number, y: number, key: string, opts: readonly Opt[], chosen: number | null, o: { gap?: number; size?: number; font?: string } = {}): void {
    let cx = x;
    const size = o.size ?? 9, font = o.font ?? 'Helvetica';
    for (const [i, opt] of opts.entries()) {
      const w = this.doc.font(font).fontSize(size).widthOfString(opt.label);
      this.text(cx, y, opt.label, { size, font });
      const ex = cx - 5, ey = y - 3.5, ew = w + 10, eh = size + 6;
      const name = this.style === 'fillable' ? this.acroName(`${key}_${opt.label}`) : '';
      if (this.style === 'fillable') this.acroCheck(name, ex, ey, ew, eh, i === chosen, 'ellipse');
      else if (i === chosen) this.ellipse(ex, ey, ew, eh);
      if (i === chosen) this.placed.push({ key, text: opt.label, fields: opt.fields ?? {}, page: this.page, check: true, ...(name ? { acro: name } : {}) });
      cx += w + (o.gap ?? 18);
    }
  }

  private ellipse(x: number, y: number, w: number, h: number): void {
    const d = this.doc.save();
    if (this.style === 'handwritten') {
      // One loop by hand: a little tilted, not closed exactly, overshooting where it began.
      const r = this.rng, cx = x + w / 2, cy = y + h / 2, a0 = r.float(0, 6.28), tilt = r.float(-0.06, 0.06);
      d.lineWidth(1.1).strokeColor(this.ink).lineCap('round');
      for (let k = 0; k <= 40; k++) {
        const a = a0 + (k / 40) * 6.28 * 1.08, rr = 1 + 0.04 * Math.sin(k * 0.7) + k * 0.002;
        const px = cx + (w / 2 + 1) * rr * Math.cos(a), py = cy + (h / 2 + 0.5) * rr * Math.sin(a) + tilt * (px - cx);
        if (k === 0) d.moveTo(px, py); else d.lineTo(px, py);
      }
      d.stroke();
    } else d.lineWidth(0.9).strokeColor('#000000').ellipse(x + w / 2, y + h / 2, w / 2, h / 2).stroke();
    d.restore();
  }

  private raw(): RawDoc { return this.doc as unknown as RawDoc; }

  private widget(x: number, y: number, w: number, h: number, dict: object): void {
    const raw = this.raw();
    raw.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    raw._root.data.AcroForm!.data.Fields.push(raw.page.annotations[raw.page.annotations.length - 1]!);
  }

  private acroText(name: string, x: number, y: number, w: number, h: number, value: string): void {
    const raw = this.raw();
    const f = this.doc.font('Helvetica');
    let size = 10;
    while (size > 5 && f.fontSize(size).widthOfString(value) > w - 4) size -= 0.5;
    const font = raw._font;
    const ap = raw.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
    // Latin-1 bytes: the standard Helvetica is WinAnsi-encoded, so accented letters (é, ñ) show as they should.
    ap.end(Buffer.from(value ? `/Tx BMC q BT /${font.id} ${size} Tf 0 0 0 rg 2 ${((h - size) / 2 + 1.5).toFixed(2)} Td (${pdfStr(value)}) Tj ET Q EMC` : '/Tx BMC EMC', 'latin1'));
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), DA: new String(`/${font.id} ${size} Tf 0 g`), AP: { N: ap },
      ...(value ? { V: new String(value) } : {}) });
  }

  private acroCheck(name: string, x: number, y: number, w: number, h: number, on: boolean, look: 'x' | 'tick' | 'ellipse'): void {
    const raw = this.raw();
    const yes = raw.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h] });
    yes.end(look === 'ellipse' ? `0 0 0 RG 0.9 w ${ellipseOps(0.6, 0.6, w - 1.2, h - 1.2)}`
      : look === 'x' ? '0 0 0 RG 1.1 w 1.5 1.5 m 7.5 7.5 l 7.5 1.5 m 1.5 7.5 l S' : '0 0 0 RG 1.2 w 1 4.5 m 3.4 1.5 l 8.5 8.5 l S');
    const off = raw.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h] });
    off.end('');
    this.widget(x, y, w, h, { FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } } });
  }

  /** Something on every page (pages buffered): the form code, page x of y. */
  everyPage(draw: (page: number, count: number) => void): void {
    const range = this.doc.bufferedPageRange();
    for (let i = 0; i < range.count; i++) { this.doc.switchToPage(range.start + i); draw(i + 1, range.count); }
  }
}
