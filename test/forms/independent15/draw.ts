// The drawing kit the layouts share: labels, values in three styles, checkboxes and ruled boxes on a Letter page.
// Coordinates are pdfkit's (points, origin at the top left). Every value drawn is remembered with its role (printed
// truth or decoy) so the test can look for it where the style put it.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Drawn { text: string; decoy: boolean; field: string | null }

export class Form {
  readonly doc: PDFKit.PDFDocument;
  readonly drawn: Drawn[] = [];
  private n = 0;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  /** The hand's font and slant for this form (handwritten): one writer per form. */
  private readonly hand: { font: string; size: number; tilt: number };

  readonly style: Style;
  readonly rng: Rng;
  private readonly valueFont: string;

  constructor(style: Style, rng: Rng, opts: { valueFont?: string } = {}) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true, info: { Producer: 'FormsOffice', Creator: 'independent15', CreationDate: new Date(Date.UTC(2026, 0, 5)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    if (style === 'fillable') this.doc.initForm();
    this.valueFont = opts.valueFont ?? 'Helvetica';
    this.hand = { font: rng.pick(['Times-Italic', 'Helvetica-Oblique', 'Times-BoldItalic']), size: rng.float(10.5, 12.5), tilt: rng.float(-2.5, 2.5) };
  }

  label(x: number, y: number, text: string, o: { size?: number; font?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7.5).fillColor('#222')
      .text(text, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineBreak: true } : { lineBreak: false });
  }

  /** Small capitals: each word's first letter a size up, the rest upper case a size down. */
  smallCaps(x: number, y: number, text: string, size = 8): void {
    let cx = x;
    const d = this.doc.font('Times-Roman').fillColor('#222');
    for (const [i, w] of text.split(' ').entries()) {
      const head = w.slice(0, 1).toUpperCase(), rest = w.slice(1).toUpperCase();
      d.fontSize(size * 1.25).text(head, cx, y - size * 0.2, { lineBreak: false, continued: false });
      cx += d.widthOfString(head);
      d.fontSize(size).text(rest, cx, y, { lineBreak: false });
      cx += d.widthOfString(rest) + d.widthOfString(' ') * (i >= 0 ? 1 : 0);
    }
  }

  line(x: number, y: number, w: number): void { this.doc.moveTo(x, y).lineTo(x + w, y).lineWidth(0.5).strokeColor('#444').stroke(); }
  rect(x: number, y: number, w: number, h: number, fill?: string): void {
    if (fill) this.doc.rect(x, y, w, h).fillAndStroke(fill, '#444'); else this.doc.rect(x, y, w, h).lineWidth(0.6).strokeColor('#444').stroke();
    this.doc.fillColor('#222');
  }

  /** A value written on the line at (x, y) (y is the line's top of text). Null or '' writes nothing. */
  value(x: number, y: number, w: number, text: string | null, o: { decoy?: boolean; size?: number; font?: string } = {}): void {
    if (!text) return;
    const decoy = o.decoy ?? false;
    if (this.style === 'fillable') {
      const name = `f${++this.n}_${decoy ? 'x' : 'v'}`;
      this.doc.font('Helvetica').fontSize(9);
      this.doc.formText(name, x, y - 2, w, 13, { value: text, fontSize: 9 });
      this.drawn.push({ text, decoy, field: name });
      return;
    }
    const d = this.doc;
    if (this.style === 'handwritten') {
      const r = this.rng;
      const size = this.fit(text, this.hand.font, this.hand.size * r.float(0.93, 1.08), w - 6);
      d.save().rotate(this.hand.tilt + r.float(-1.2, 1.2), { origin: [x, y + 8] });
      d.font(this.hand.font).fontSize(size).fillColor('#1b2a6b').text(text, x + r.float(0, 6), y - 2 + r.float(-1.5, 1.5), { lineBreak: false, characterSpacing: r.float(0, 0.6) });
      d.restore();
    } else {
      const font = o.font ?? this.valueFont;
      d.font(font).fontSize(this.fit(text, font, o.size ?? 9.5, w)).fillColor('#000').text(text, x + 2, y, { lineBreak: false });
    }
    d.fillColor('#222');
    this.drawn.push({ text, decoy, field: null });
  }

  /** The size at which text fits the width (a hand writes smaller on a short line). */
  private fit(text: string, font: string, size: number, w: number): number {
    const width = this.doc.font(font).fontSize(size).widthOfString(text);
    return width > w && w > 0 ? Math.max(5.5, (size * w) / width) : size;
  }

  /** A labelled line: label small above-left, value on the line. */
  field(x: number, y: number, w: number, label: string, text: string | null, o: { decoy?: boolean; labelW?: number; labelSize?: number } = {}): void {
    const lw = o.labelW ?? 0;
    this.label(x, y + (lw ? 3 : 0), label, { size: o.labelSize });
    const vx = lw ? x + lw : x, vy = lw ? y : y + 10;
    this.line(vx, vy + 12, w - lw);
    this.value(vx, vy + 1, w - lw - 4, text, o);
  }

  /** A checkbox with its label to the right; checked marks it in the style's way. */
  check(x: number, y: number, label: string, checked: boolean, o: { size?: number; font?: string } = {}): number {
    const s = 8.5;
    this.rect(x, y, s, s);
    if (checked) this.mark(x, y, s);
    this.label(x + s + 3, y + 1, label, { size: o.size ?? 7.5, font: o.font });
    return x + s + 3 + this.doc.widthOfString(label) + 12;
  }

  private mark(x: number, y: number, s: number): void {
    const d = this.doc;
    if (this.style === 'fillable') {
      const name = `c${++this.n}`;
      // pdfkit's formCheckbox writes no value and no appearance: write the widget ourselves, /V and /AS /Yes, an X for 'Yes'.
      const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      on.end(`0 g 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S`);
      const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      off.end('');
      d.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', F: 4, T: new String(name), V: 'Yes', AS: 'Yes', AP: { N: { Yes: on, Off: off } } } as unknown as PDFKit.Mixins.AnnotationOption);
      const ref = d.page.annotations[d.page.annotations.length - 1];
      (d as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(ref);
      this.drawn.push({ text: 'Yes', decoy: false, field: name });
      return;
    }
    if (this.style === 'handwritten') {
      const r = this.rng, j = () => r.float(-1.3, 1.3);
      d.save().lineWidth(1.3).strokeColor('#1b2a6b')
        .moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke()
        .moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke().restore();
      d.strokeColor('#444');
      return;
    }
    d.font('Helvetica-Bold').fontSize(8.5).fillColor('#000').text('X', x + 1.4, y + 0.6, { lineBreak: false });
    d.fillColor('#222');
  }

  page(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); }

  async end(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

/** US money: 25,000.00; French: 25 000,00 (a non-breaking look with a plain space). */
export function money(n: number, fr = false): string {
  const [i, c] = n.toFixed(2).split('.');
  const g = i!.replace(/\B(?=(\d{3})+(?!\d))/g, fr ? ' ' : ',');
  return fr ? `${g},${c}` : `${g}.${c}`;
}
/** An ISO date printed as the form asks: mdy (MM/DD/YYYY), dmy (DD/MM/YYYY), or long Spanish / French words. */
export function dateAs(iso: string, how: 'mdy' | 'dmy' | 'mdy2' | 'es' | 'fr'): string {
  const [y, m, d] = iso.split('-');
  const es = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
  const fr = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
  if (how === 'mdy') return `${m}/${d}/${y}`;
  if (how === 'mdy2') return `${Number(m)}/${Number(d)}/${y!.slice(2)}`;
  if (how === 'dmy') return `${d}/${m}/${y}`;
  if (how === 'es') return `${Number(d)} de ${es[Number(m) - 1]} de ${y}`;
  return `${Number(d)} ${fr[Number(m) - 1]} ${y}`;
}
