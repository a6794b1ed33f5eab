// The drawing surface of set 106: a branded letter-size page of section bars, tinted boxes with small grey capital
// labels, checkbox rows and a signature block. Every value drawn is recorded with the truth paths it gives (or as a
// decoy); the style decides only how it is drawn (text, pen-like text, or an AcroForm field).
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Fields = Record<string, string | number | null>;
/** A printed value: `fields` are the truth paths it gives; `decoy` marks a printed value that is never truth. */
export interface Val { text: string; fields?: Fields; decoy?: boolean }
export interface Cell { label: string; w?: number; v?: Val | null; key?: string }
export interface Option { label: string; fields?: Fields }
export interface Theme {
  band: string; bandText: string; bar: string; tint: string; line: string; grey: string; accent: string;
  headFont: string; tagFont: string; barFont: string; labelFont: string; bodyFont: string; valueFont: string;
  labels: 'inside' | 'above'; mark: 'x' | 'check'; barCase?: 'upper' | 'title';
}
export interface Placement { key: string; text: string; fields: Fields; decoy: boolean; page: number; via: 'text' | 'acroform' | 'drawn'; field?: string }

export const L = 36, R = 576, W = R - L;

export class Form {
  readonly doc: PDFKit.PDFDocument;
  readonly placements: Placement[] = [];
  y = 0;
  page = 0;
  /** The current column (the whole width unless inside `columns`). */
  colX = L;
  colW = W;
  private readonly theme: Theme;
  private readonly style: Style;
  private readonly acro: boolean;
  private readonly pen: Rng;
  private readonly ink: string;
  private readonly hand: string;
  private readonly names = new Map<string, number>();
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  constructor(theme: Theme, style: Style, scan: boolean, pen: Rng, title: string) {
    this.theme = theme; this.style = style; this.pen = pen;
    this.acro = style === 'fillable' && !scan;
    this.ink = pen.pick(['#1b2c78', '#15224f', '#23356e', '#1a1a40']);
    this.hand = pen.pick(['Times-Italic', 'Times-Italic', 'Times-BoldItalic']);
    this.doc = new PDFDocument({ autoFirstPage: false, size: 'LETTER', margin: 0, compress: true,
      info: { Title: title, Producer: 'Set106 forms', Creator: 'Set106 forms', CreationDate: new Date(Date.UTC(2026, 1, 3)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    if (this.acro) { this.doc.font('Helvetica'); this.doc.initForm(); }
  }

  async end(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
    this.y = 36;
  }

  /** The coloured band across the top: broker name, tagline, and the form's title with contact lines at the right. */
  header(name: string, tagline: string, right: string[], h = 66): void {
    const d = this.doc, t = this.theme;
    d.rect(0, 0, 612, h).fill(t.band);
    d.rect(0, h, 612, 3).fill(t.accent);
    d.font(t.headFont).fontSize(21).fillColor(t.bandText).text(name, L, 16, { lineBreak: false });
    d.font(t.tagFont).fontSize(8.5).fillColor(t.bandText).text(tagline, L, 43, { lineBreak: false });
    right.forEach((s, i) => {
      d.font(i === 0 ? t.barFont : t.bodyFont).fontSize(i === 0 ? 10.5 : 7.5).fillColor(t.bandText)
        .text(s, 330, 14 + (i === 0 ? 0 : 6 + i * 10), { width: 246, align: 'right', lineBreak: false });
    });
    this.y = h + 14;
  }

  /** A slim band for page two. */
  slimHeader(name: string, right: string): void {
    const d = this.doc, t = this.theme;
    d.rect(0, 0, 612, 30).fill(t.band);
    d.font(t.headFont).fontSize(12).fillColor(t.bandText).text(name, L, 10, { lineBreak: false });
    d.font(t.bodyFont).fontSize(8).fillColor(t.bandText).text(right, 330, 12, { width: 246, align: 'right', lineBreak: false });
    this.y = 44;
  }

  bar(title: string): void {
    const d = this.doc, t = this.theme;
    this.y += 3;
    d.rect(this.colX, this.y, this.colW, 15).fill(t.bar);
    d.font(t.barFont).fontSize(8.5).fillColor('#ffffff')
      .text(t.barCase === 'title' ? title : title.toUpperCase(), this.colX + 6, this.y + 4, { lineBreak: false, characterSpacing: 0.5 });
    this.y += 19;
  }

  /** One row of boxes, widths in proportion to each cell's `w`. */
  row(cells: Cell[]): void {
    const gap = 4, total = cells.reduce((s, c) => s + (c.w ?? 1), 0), avail = this.colW - gap * (cells.length - 1);
    let x = this.colX;
    for (const c of cells) {
      const w = (avail * (c.w ?? 1)) / total;
      this.cell(c, x, this.y, w);
      x += w + gap;
    }
    this.y += this.theme.labels === 'inside' ? 27 : 29;
  }

  /** Side-by-side columns from the current line; the cursor continues below the longest. */
  columns(fns: (() => void)[], gap = 10): void {
    const y0 = this.y, w = (W - gap * (fns.length - 1)) / fns.length;
    let yMax = y0;
    fns.forEach((fn, i) => {
      this.colX = L + i * (w + gap); this.colW = w; this.y = y0;
      fn();
      yMax = Math.max(yMax, this.y);
    });
    this.colX = L; this.colW = W; this.y = yMax;
  }

  /** A small heading inside a column ("Owner 1"). */
  sub(title: string): void {
    const d = this.doc, t = this.theme;
    d.font(t.barFont).fontSize(8).fillColor(t.bar).text(title, this.colX, this.y, { lineBreak: false });
    d.moveTo(this.colX, this.y + 10).lineTo(this.colX + this.colW, this.y + 10).lineWidth(0.8).stroke(t.accent);
    d.lineWidth(1);
    this.y += 14;
  }

  private cell(c: Cell, x: number, y: number, w: number): void {
    const d = this.doc, t = this.theme;
    const label = (s: string, lx: number, ly: number): void => {
      d.font(t.labelFont).fontSize(5.8).fillColor(t.grey).text(s.toUpperCase(), lx, ly, { lineBreak: false, characterSpacing: 0.35 });
    };
    if (t.labels === 'inside') {
      d.rect(x, y, w, 24).fillAndStroke(t.tint, t.line);
      label(c.label, x + 4, y + 3);
      if (c.v) this.value(c.v, x + 2, y + 10, w - 4, 13, c.key ?? c.label);
    } else {
      label(c.label, x + 1, y);
      d.rect(x, y + 8, w, 18).fillAndStroke(t.tint, t.line);
      if (c.v) this.value(c.v, x + 2, y + 9, w - 4, 16, c.key ?? c.label);
    }
  }

  private fieldName(key: string): string {
    const base = key.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '');
    const n = (this.names.get(base) ?? 0) + 1;
    this.names.set(base, n);
    return n === 1 ? base : `${base}_${n}`;
  }

  private fit(font: string, text: string, w: number, size: number): number {
    let s = size;
    while (s > 5.5 && this.doc.font(font).fontSize(s).widthOfString(text) > w) s -= 0.25;
    return s;
  }

  /** Draws a value in the area (x, y, w, h) as the style wants and records it. */
  value(v: Val, x: number, y: number, w: number, h: number, key: string): void {
    if (!v.text) return;
    const d = this.doc, p: Placement = { key, text: v.text, fields: v.fields ?? {}, decoy: !!v.decoy, page: this.page, via: 'text' };
    if (this.acro) {
      p.field = this.fieldName(key);
      p.via = 'acroform';
      d.font('Helvetica');
      d.formText(p.field, x, y, w, h, { value: v.text, fontSize: 0 });
    } else if (this.style === 'handwritten') {
      const size = this.fit(this.hand, v.text, w - 6, 10.5);
      const dx = this.pen.float(-1, 3), dy = this.pen.float(-1.3, 1), rot = this.pen.float(-1.8, 1.8);
      d.save();
      d.rotate(rot, { origin: [x + 3, y + h / 2] });
      d.font(this.hand).fontSize(size).fillColor(this.ink).text(v.text, x + 3 + dx, y + (h - size) / 2 + dy, { lineBreak: false });
      d.restore();
    } else {
      const font = this.style === 'fillable' ? 'Helvetica' : this.theme.valueFont;
      const size = this.fit(font, v.text, w - 6, 9);
      d.font(font).fontSize(size).fillColor('#111111').text(v.text, x + 3, y + (h - size) / 2 + 0.5, { lineBreak: false });
    }
    this.placements.push(p);
  }

  /** A row of checkbox options after a caption; `checked` the index marked (or none). `other` writes on the Other line. */
  checks(caption: string, options: Option[], checked: number | null, other?: { text: Val; width?: number }): void {
    const d = this.doc, t = this.theme;
    const y = this.y;
    d.rect(L, y, W, 18).fillAndStroke(t.tint, t.line);
    d.font(t.labelFont).fontSize(6.2).fillColor(t.grey).text(caption.toUpperCase(), L + 5, y + 6.5, { lineBreak: false, characterSpacing: 0.35 });
    let x = L + 10 + d.font(t.labelFont).fontSize(6.2).widthOfString(caption.toUpperCase()) + caption.length * 0.35 + 8;
    options.forEach((o, i) => {
      d.rect(x, y + 5, 8, 8).lineWidth(0.7).fillAndStroke('#ffffff', '#555555');
      if (i === checked) this.mark(o, x, y + 5);
      d.font(t.bodyFont).fontSize(7.5).fillColor('#222222').text(o.label, x + 11, y + 6, { lineBreak: false });
      x += 11 + d.widthOfString(o.label) + 12;
    });
    if (other) {
      const w = other.width ?? Math.max(60, R - 6 - x);
      d.moveTo(x, y + 14).lineTo(x + w, y + 14).lineWidth(0.5).stroke('#777777');
      this.value(other.text, x, y + 3, w, 11, `${caption}_other`);
    }
    d.lineWidth(1);
    this.y += 22;
  }

  private mark(o: Option, x: number, y: number): void {
    const d = this.doc, p: Placement = { key: `check:${o.label}`, text: o.label, fields: o.fields ?? {}, decoy: false, page: this.page, via: 'drawn' };
    if (this.style === 'handwritten' || this.acro) {
      const j = (): number => (this.style === 'handwritten' ? this.pen.float(-1, 1) : 0);
      d.save().lineWidth(this.style === 'handwritten' ? 1.3 : 1).strokeColor(this.style === 'handwritten' ? this.ink : '#000000');
      d.moveTo(x + 1 + j(), y + 1 + j()).lineTo(x + 7 + j(), y + 7 + j()).stroke();
      d.moveTo(x + 7 + j(), y + 1 + j()).lineTo(x + 1 + j(), y + 7 + j()).stroke();
      d.restore();
    } else if (this.theme.mark === 'check' && this.style === 'typed') {
      d.save().lineWidth(1.4).strokeColor('#000000');
      d.moveTo(x + 1.2, y + 4.2).lineTo(x + 3.4, y + 6.8).lineTo(x + 7.4, y + 0.8).stroke();
      d.restore();
    } else {
      d.font('Helvetica-Bold').fontSize(8).fillColor('#000000').text('X', x + 1.3, y + 0.3, { lineBreak: false });
      p.via = 'text';
    }
    this.placements.push(p);
  }

  /** Fine print across the page. */
  para(text: string, size = 6.6, gapAfter = 6): void {
    const d = this.doc;
    d.font(this.theme.bodyFont).fontSize(size).fillColor('#444444');
    const h = d.heightOfString(text, { width: W, lineGap: 1 });
    d.text(text, L, this.y, { width: W, lineGap: 1 });
    this.y += h + gapAfter;
  }

  /** A signature line with a pen scribble (none on a fillable form left unsigned on screen). */
  signature(x: number, y: number, w: number, caption: string, signed: boolean): void {
    const d = this.doc;
    d.moveTo(x, y + 22).lineTo(x + w, y + 22).lineWidth(0.6).stroke('#555555');
    d.font(this.theme.labelFont).fontSize(5.8).fillColor(this.theme.grey).text(caption.toUpperCase(), x, y + 25, { lineBreak: false, characterSpacing: 0.35 });
    if (!signed || this.acro) return;
    d.save().lineWidth(1).strokeColor(this.ink);
    let px = x + 8, py = y + 16;
    d.moveTo(px, py);
    for (let i = 0; i < 5; i++) {
      const nx = px + this.pen.float(14, 26), ny = y + this.pen.float(8, 20);
      d.bezierCurveTo(px + 5, py - this.pen.float(6, 14), nx - 5, ny + this.pen.float(4, 10), nx, ny);
      px = nx; py = ny;
    }
    d.stroke().restore();
  }

  footer(text: string): void {
    this.doc.font(this.theme.bodyFont).fontSize(6.5).fillColor('#888888').text(text, L, 770, { width: W, align: 'center', lineBreak: false });
  }
}
