// Drawing kit for web-portal print views: browser header/footer lines, cards with coloured header bars, CSS-grid cells
// with the label in small grey caps above the value, and values drawn per style (typed text, handwriting, AcroForm).
import PDFDocument from 'pdfkit';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
const NM = new URL('../../../node_modules/', import.meta.url);
const load = (rel: string): Buffer => readFileSync(fileURLToPath(new URL(rel, NM)));
let fonts: Record<'kalam' | 'patrick' | 'sans' | 'sansBold', Buffer> | null = null;
function getFonts(): NonNullable<typeof fonts> {
  fonts ??= {
    kalam: load('@fontsource/kalam/files/kalam-latin-400-normal.woff'),
    patrick: load('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'),
    sans: load('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf'),
    sansBold: load('pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf'),
  };
  return fonts;
}

export interface Cell { label: string; value: string | null; name: string; span?: number; decoy?: boolean }
export interface ValOpts { name: string; size?: number; bold?: boolean; decoy?: boolean; font?: string; color?: string }

export class Kit {
  readonly doc: PDFKit.PDFDocument;
  readonly decoys: string[] = [];
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<void>;
  /** Typed values' font family: 'Helvetica' (pdfkit's standard 14) or 'Sans' (Liberation, embedded). */
  family: 'Helvetica' | 'Sans' = 'Helvetica';
  /** Placeholder printed for an empty value in typed summaries ('—' draws as '-' in WinAnsi fonts). */
  empty = '—';

  readonly style: Style;
  readonly rng: Rng;

  constructor(style: Style, rng: Rng, hand: 'kalam' | 'patrick' = 'kalam') {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, bufferPages: true,
      info: { Title: 'Application', Producer: 'Skia/PDF m122', Creator: 'Mozilla/5.0 Chrome/122.0', CreationDate: new Date(0), ModDate: new Date(0) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.ended = new Promise((r) => this.doc.on('end', () => r()));
    const f = getFonts();
    this.doc.registerFont('Hand', f[hand]);
    this.doc.registerFont('Sans', f.sans);
    this.doc.registerFont('Sans-Bold', f.sansBold);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  bold(): string { return this.family === 'Sans' ? 'Sans-Bold' : 'Helvetica-Bold'; }
  regular(): string { return this.family === 'Sans' ? 'Sans' : 'Helvetica'; }

  /** Static page text (labels, headings, chrome): always drawn as text. */
  text(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; w?: number; align?: 'left' | 'right' | 'center'; spacing?: number } = {}): void {
    this.doc.font(o.font ?? this.regular()).fontSize(o.size ?? 8).fillColor(o.color ?? '#222222');
    this.doc.text(s, x, y, { lineBreak: o.w !== undefined, width: o.w, align: o.align ?? 'left', characterSpacing: o.spacing ?? 0 });
  }

  /** A small grey caps label, as a portal's CSS `text-transform: uppercase` prints it. */
  caps(label: string, x: number, y: number, w?: number): void {
    this.text(label.toUpperCase(), x, y, { size: 6.3, color: '#7b818b', spacing: 0.35, ...(w ? { w } : {}) });
  }

  wrap(s: string, w: number, font: string, size: number): string[] {
    this.doc.font(font).fontSize(size);
    const lines: string[] = [];
    let cur = '';
    for (const word of s.split(' ')) {
      const next = cur ? `${cur} ${word}` : word;
      if (cur && this.doc.widthOfString(next) > w) { lines.push(cur); cur = word; } else cur = next;
    }
    if (cur) lines.push(cur);
    return lines;
  }

  /** A value in its box (x, y top, width w); returns the height used. Null prints the empty placeholder (typed) or nothing. */
  val(s: string | null, x: number, y: number, w: number, o: ValOpts): number {
    const size = o.size ?? 9.5;
    if (s !== null && o.decoy) this.decoys.push(s);
    if (this.style === 'fillable') {
      const lines = s ? this.wrap(s, w - 4, 'Helvetica', size).length : 1;
      const h = lines * (size + 2.5) + 3;
      this.doc.font('Helvetica');
      this.doc.formText(o.name, x - 1, y - 2, w, h, { value: s ?? '', fontSize: size, multiline: lines > 1, borderColor: '#c9ced6', backgroundColor: '#f4f7fb' });
      return h;
    }
    if (this.style === 'handwritten') {
      if (s === null || s === '') return size + 4;
      const hs = size + 1.5 + this.rng.float(0, 2.2);
      const lines = this.wrap(s, w - 6, 'Hand', hs);
      let yy = y - 3 + this.rng.float(-1.5, 1.5);
      for (const line of lines) {
        const xx = x + this.rng.float(0, 5);
        this.doc.save().rotate(this.rng.float(-1.6, 1.6), { origin: [xx, yy + hs / 2] });
        this.doc.font('Hand').fontSize(hs).fillColor(this.rng.pick(['#1b2a6b', '#20232a', '#14306e'])).text(line, xx, yy, { lineBreak: false });
        this.doc.restore();
        yy += hs * 1.05;
      }
      return Math.max(lines.length * hs * 1.05, size + 4);
    }
    const font = o.font ?? (o.bold === false ? this.regular() : this.bold());
    const lines = this.wrap(s ?? this.empty, w, font, size);
    lines.forEach((line, i) => this.text(line, x, y + i * (size + 2.2), { size, font, color: s === null ? '#9aa0a8' : o.color ?? '#16191d' }));
    return lines.length * (size + 2.2);
  }

  /** A grid of cells (`cols` columns, label above value); returns the y after the last row. */
  grid(x: number, y: number, w: number, cols: number, cells: Cell[], gap = 12, size = 9.5): number {
    const colW = (w - gap * (cols - 1)) / cols;
    let col = 0, rowH = 0;
    for (const c of cells) {
      const span = Math.min(c.span ?? 1, cols);
      if (col + span > cols) { y += rowH + 9; col = 0; rowH = 0; }
      const cx = x + col * (colW + gap), cw = colW * span + gap * (span - 1);
      this.caps(c.label, cx, y);
      const h = 9 + this.val(c.value, cx, y + 9, cw, { name: c.name, size, ...(c.decoy ? { decoy: true } : {}) });
      rowH = Math.max(rowH, h);
      col += span;
      if (col >= cols) { y += rowH + 9; col = 0; rowH = 0; }
    }
    return col > 0 ? y + rowH + 9 : y;
  }

  /** A card's header bar; returns the content's top. `edit` prints a right-aligned link (review pages). */
  cardTop(x: number, y: number, w: number, title: string, color: string, o: { edit?: string; light?: boolean } = {}): number {
    const h = 19;
    this.doc.save().roundedRect(x, y, w, h, 3).fill(color).restore();
    this.text(title, x + 9, y + 5.5, { size: 9, font: 'Helvetica-Bold', color: o.light ? '#1d2733' : '#ffffff' });
    if (o.edit) this.text(o.edit, x + w - 60, y + 6, { size: 7.5, color: o.light ? '#1a5fd0' : '#e8f0ff', w: 52, align: 'right' });
    return y + h + 9;
  }
  cardEnd(x: number, top: number, w: number, bottom: number, color = '#d5dae1'): number {
    this.doc.save().lineWidth(0.7).strokeColor(color).roundedRect(x, top, w, bottom - top + 4, 3).stroke().restore();
    return bottom + 14;
  }

  /** A checkbox: ■/□ glyphs (typed), a drawn box and stroke (handwritten), an AcroForm checkbox (fillable). */
  check(x: number, y: number, on: boolean, name: string, size = 8.5): void {
    if (this.style === 'typed') { this.text(on ? '■' : '□', x, y - 0.5, { size: size + 1.5, font: 'Sans', color: '#222' }); return; }
    if (this.style === 'handwritten') {
      this.doc.save().lineWidth(0.6).strokeColor('#555').rect(x, y, size, size).stroke().restore();
      if (on) {
        const j = (): number => this.rng.float(-0.8, 0.8);
        this.doc.save().lineWidth(1.3).strokeColor('#1b2a6b').moveTo(x - 1 + j(), y + size * 0.5 + j())
          .lineTo(x + size * 0.4 + j(), y + size + 1 + j()).lineTo(x + size + 2.5 + j(), y - 2.5 + j()).stroke().restore();
      }
      return;
    }
    this.checkbox(x, y, size, name, on);
  }

  private checkbox(x: number, y: number, s: number, name: string, on: boolean): void {
    const doc = this.doc as unknown as { ref(d: object): { write(s: string): void; end(): void }; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } };
      page: { annotations: unknown[] }; annotate(x: number, y: number, w: number, h: number, o: object): void };
    const stream = (content: string): { write(s: string): void; end(): void } => {
      const r = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      r.write(content); r.end(); return r;
    };
    const onAp = stream(`q 0 G 1.2 w ${s * 0.18} ${s * 0.5} m ${s * 0.42} ${s * 0.18} l ${s * 0.85} ${s * 0.85} l S Q`);
    const offAp = stream('');
    doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off',
      F: 4, MK: { BC: [0.4, 0.4, 0.4] }, AP: { N: { Yes: onAp, Off: offAp } } });
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]);
  }

  /** Browser print header and footer (drawn on every page at the end): date/time and title on top, URL and page below. */
  chrome?: { title: string; url: string; printed: string; pageOf?: boolean };
  private drawChrome(page: number, pages: number): void {
    const o = this.chrome!, c = '#444444';
    this.text(o.printed, 22, 14, { size: 7, color: c, font: 'Helvetica' });
    this.text(o.title, 150, 14, { size: 7, color: c, font: 'Helvetica', w: 312, align: 'center' });
    this.text(o.url, 22, 772, { size: 7, color: c, font: 'Helvetica' });
    this.text(o.pageOf ? `Page ${page} of ${pages}` : `${page}/${pages}`, 500, 772, { size: 7, color: c, font: 'Helvetica', w: 90, align: 'right' });
  }

  /** The y to draw a block of height h at: y itself, or the top of a new page. */
  need(y: number, h: number): number {
    if (y + h <= 748) return y;
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    return 44;
  }

  hr(x: number, y: number, w: number, color = '#e1e5ea'): void {
    this.doc.save().lineWidth(0.6).strokeColor(color).moveTo(x, y).lineTo(x + w, y).stroke().restore();
  }

  async finish(): Promise<Uint8Array> {
    if (this.chrome) {
      this.decoys.push(this.chrome.printed, this.chrome.url);
      const { start, count } = this.doc.bufferedPageRange();
      for (let i = start; i < start + count; i++) { this.doc.switchToPage(i); this.drawChrome(i + 1, count); }
    }
    this.doc.end();
    await this.ended;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
