// The drawing surface of set 79: printed labels and rules are always page text; a value is typed text, handwriting
// (an oblique standard font, tilted and jittered, in ink), or an AcroForm field with its own appearance (fillable).
// Checkbox marks are a letter X (typed), strokes (handwritten: X, check or a circle) or a checked AcroForm box.
// Every value drawn adds its truth (the PV's) to the document's truth, so the truth is what the page shows.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import type { PV } from './merchant.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface ValOpts { lines?: number; size?: number; align?: 'left' | 'right' }
export interface Drawn { name: string; text: string; lines: string[] }

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly truth: Record<string, unknown> = {};
  readonly drawn: Drawn[] = [];
  readonly checked: string[] = [];
  private readonly names = new Map<string, number>();
  private readonly typedFont: string;
  private readonly handFont: string;
  private readonly mark: 'x' | 'check' | 'circle';
  private chunks: Buffer[] = [];
  readonly style: Style;
  private readonly r: Rng;
  /** A filled fillable form as printed (for a scan): the fields' appearances become page content, no AcroForm. */
  private readonly flat: boolean;

  constructor(style: Style, r: Rng, title: string, flatten = false) {
    this.style = style;
    this.r = r;
    this.flat = style === 'fillable' && flatten;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Title: title, Producer: 'Broker intake', CreationDate: new Date(Date.UTC(2025, 4, 6)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.typedFont = r.pick(['Helvetica', 'Courier', 'Helvetica']);
    this.handFont = r.pick(['Times-Italic', 'Helvetica-Oblique', 'Times-BoldItalic']);
    this.mark = r.pick(['x', 'check', 'circle'] as const);
    this.doc.font('Helvetica');
    if (style === 'fillable' && !this.flat) {
      this.doc.initForm();
      delete (this.doc as any)._root.data.AcroForm.data.NeedAppearances;
    }
  }

  width(text: string, size: number, bold = false): number {
    return this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).widthOfString(text);
  }

  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; align?: 'left' | 'right' | 'center'; w?: number; color?: string } = {}): void {
    const size = o.size ?? 7.5;
    this.doc.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).fillColor(o.color ?? '#000');
    const tw = this.doc.widthOfString(text);
    const left = o.align === 'right' ? x - tw : o.align === 'center' ? x + ((o.w ?? 0) - tw) / 2 : x;
    this.doc.text(text, left, y, { lineBreak: false });
    this.doc.fillColor('#000');
  }

  para(text: string, x: number, y: number, w: number, size = 6.5): number {
    this.doc.font('Helvetica').fontSize(size).fillColor('#000');
    this.doc.text(text, x, y, { width: w, lineGap: 0.5 });
    return this.doc.y;
  }

  line(x1: number, y1: number, x2: number, y2: number, lw = 0.5, color = '#000'): void {
    this.doc.save().lineWidth(lw).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: boolean; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    if (o.stroke !== false) this.doc.rect(x, y, w, h).stroke('#000');
    this.doc.restore();
  }

  /** A section band: a filled bar with its title in white or black. */
  band(title: string, x: number, y: number, w: number, fill = '#1f3b5a', h = 13): void {
    this.rect(x, y, w, h, { fill, stroke: false });
    this.label(title, x + 4, y + (h - 8) / 2 + 0.5, { size: 8, bold: true, color: fill === '#1f3b5a' || fill.startsWith('#2') || fill.startsWith('#3') ? '#fff' : '#000' });
  }

  private unique(name: string): string {
    const n = (this.names.get(name) ?? 0) + 1;
    this.names.set(name, n);
    return n === 1 ? name : `${name}_${n}`;
  }

  /** Split `text` into at most `max` lines of width `w` (the last line takes the rest). */
  wrap(text: string, w: number, size: number, font: string, max: number): string[] {
    this.doc.font(font).fontSize(size);
    if (max <= 1 || this.doc.widthOfString(text) <= w) return [text];
    const words = text.split(' ').flatMap((wd) => (wd.includes('@') && this.doc.widthOfString(wd) > w ? [wd.slice(0, wd.indexOf('@')), wd.slice(wd.indexOf('@'))] : [wd]));
    const out: string[] = [];
    let cur = '';
    for (const word of words) {
      const next = cur ? `${cur} ${word}` : word;
      if (cur && this.doc.widthOfString(next) > w && out.length < max - 1) { out.push(cur); cur = word; } else cur = next;
    }
    out.push(cur);
    return out;
  }

  /** A value written in a field whose text starts at (x, y) (top of the line) and may take `w` points. */
  val(name: string, v: PV, x: number, y: number, w: number, o: ValOpts = {}): void {
    const fname = this.unique(name);
    const size0 = o.size ?? 9;
    const maxLines = o.lines ?? 1;
    if (!v.text) { if (this.style === 'fillable' && !this.flat) this.textField(fname, '', [], x, y, w, size0, maxLines, o.align); return; }
    Object.assign(this.truth, v.truth);
    const font = this.style === 'handwritten' ? this.handFont : this.style === 'fillable' ? 'Helvetica' : this.typedFont;
    let size = this.style === 'handwritten' ? size0 + 1 + this.r.float(-0.5, 0.8) : size0;
    let lines = this.wrap(v.text, w, size, font, maxLines);
    while (lines.some((l) => this.doc.font(font).fontSize(size).widthOfString(l) > w) && size > 5.5) { size -= 0.5; lines = this.wrap(v.text, w, size, font, maxLines); }
    this.drawn.push({ name: fname, text: v.text, lines });
    if (this.style === 'fillable' && !this.flat) { this.textField(fname, v.text, lines, x, y, w, size, maxLines, o.align); return; }
    const lh = size + 1.5;
    lines.forEach((ln, k) => {
      const tw = this.doc.font(font).fontSize(size).widthOfString(ln);
      let lx = o.align === 'right' ? x + w - tw : x, ly = y + k * lh;
      this.doc.save();
      if (this.style === 'handwritten') {
        lx += this.r.float(-1, 2.5); ly += this.r.float(-1.5, 0.8);
        this.doc.rotate(this.r.float(-1.8, 1.8), { origin: [lx, ly + size] }).fillColor('#1a2a78');
      }
      this.doc.font(font).fontSize(size).text(ln, lx, ly, { lineBreak: false });
      this.doc.restore();
    });
    this.doc.fillColor('#000');
  }

  private appearance(w: number, h: number, content: string): unknown {
    this.doc.font('Helvetica');
    const f = (this.doc as any)._font;
    const ref = (this.doc as any).ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [f.id]: f.ref() } } });
    ref.end(content);
    return ref;
  }

  private widget(dict: Record<string, unknown>, x: number, y: number, w: number, h: number): void {
    const doc = this.doc as any;
    const ref = doc.ref({ Type: 'Annot', Subtype: 'Widget', F: 4, Rect: doc._convertRect(x, y, w, h), Border: [0, 0, 0], P: doc.page.dictionary, ...dict });
    ref.end();
    doc.page.annotations.push(ref);
    doc._root.data.AcroForm.data.Fields.push(ref);
  }

  private textField(name: string, text: string, lines: string[], x: number, y: number, w: number, size: number, maxLines: number, align?: 'left' | 'right'): void {
    const h = maxLines * (size + 1.5) + 3;
    const fid = (this.doc.font('Helvetica') as any)._font.id as string;
    const esc = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`);
    const body = lines.map((ln, k) => {
      const tw = this.doc.font('Helvetica').fontSize(size).widthOfString(ln);
      const lx = align === 'right' ? Math.max(0, w - tw) : 0;
      return `BT /${fid} ${size} Tf 0 g ${lx.toFixed(2)} ${(h - 2 - (k + 1) * (size + 1.5) + 2).toFixed(2)} Td (${esc(ln)}) Tj ET`;
    }).join('\n');
    const ap = this.appearance(w, h, `/Tx BMC q ${body} Q EMC`);
    this.widget({ FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${fid} ${size} Tf 0 g`), ...(maxLines > 1 ? { Ff: 4096 } : {}),
      ...(align === 'right' ? { Q: 2 } : {}), AP: { N: ap } }, x, y - 2, w, h);
  }

  /** A printed checkbox at (x, y), `s` points square, marked when `on` (its truth then added). `labelW`: the option
   *  label's width to its right, circled by a hand that circles its choice. */
  box(name: string, x: number, y: number, on: boolean, truth: Record<string, unknown> = {}, labelW = 0, s = 8): void {
    this.rect(x, y, s, s, { lw: 0.6 });
    const fname = this.unique(name);
    if (this.style === 'fillable' && !this.flat) {
      const yes = this.appearance(s, s, `q 0 g 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
      const off = this.appearance(s, s, '');
      this.widget({ FT: 'Btn', T: new String(fname), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } }, MK: { CA: new String('8') } }, x, y, s, s);
    }
    if (!on) return;
    Object.assign(this.truth, truth);
    this.checked.push(fname);
    if (this.style === 'typed') { this.doc.font('Helvetica-Bold').fontSize(s).text('X', x + s / 2 - this.doc.widthOfString('X') / 2, y + 0.6, { lineBreak: false }); return; }
    if (this.flat) { this.doc.save().lineWidth(1).moveTo(x + 1.5, y + 1.5).lineTo(x + s - 1.5, y + s - 1.5).moveTo(x + s - 1.5, y + 1.5).lineTo(x + 1.5, y + s - 1.5).stroke().restore(); return; }
    if (this.style !== 'handwritten') return;
    const j = (): number => this.r.float(-0.8, 0.8);
    this.doc.save().lineWidth(1.1).strokeColor('#1a2a78');
    if (this.mark === 'x') {
      this.doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
      this.doc.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
    } else if (this.mark === 'check') {
      this.doc.moveTo(x + 1 + j(), y + s * 0.55).lineTo(x + s * 0.4, y + s - 0.5 + j()).lineTo(x + s + 2 + j(), y - 2 + j()).stroke();
    } else {
      const w = s + labelW + 8;
      this.doc.ellipse(x - 3 + w / 2 + j(), y + s / 2 + j(), w / 2 + 1, s / 2 + 4).stroke();
    }
    this.doc.restore();
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); }

  async finish(): Promise<Uint8Array> {
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
