// A small drawing kit for set 80's bank-style forms: header, section bars, rows of labelled cells (boxed or ruled),
// checkbox rows, small tables, instructions, signature lines. Each value is drawn in the document's style (typed text,
// handwriting-like oblique text with jitter and stroked marks, or AcroForm fields) and, when it gives a truth field,
// recorded with the text printed so the truth is exactly what the page shows.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Tag = Record<string, unknown>;
export interface Cell { l: string; v?: string | null; w: number; t?: Tag }
export interface Printed { text: string; tag: Tag; field: string | null }
export interface SheetOpts { font: string; bold: string; cells: 'box' | 'line'; accent: string; bar: 'fill' | 'rule'; landscape?: boolean }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  readonly decoys: string[] = [];
  y = 36;
  readonly x0 = 36;
  readonly x1: number;
  readonly bottom: number;
  page = 1;
  private readonly names = new Map<string, number>();
  private readonly hand: string;
  private readonly markKind: 'x' | 'check' | 'circle';
  private readonly chunks: Buffer[] = [];

  readonly style: Style;
  readonly r: Rng;
  readonly o: SheetOpts;

  constructor(style: Style, r: Rng, o: SheetOpts) {
    this.style = style;
    this.r = r;
    this.o = o;
    const size: [number, number] = o.landscape ? [792, 612] : [612, 792];
    this.doc = new PDFDocument({ size, margin: 0, autoFirstPage: true, compress: false, info: { CreationDate: new Date(Date.UTC(2024, 0, 2)), Producer: 'set80', Creator: 'set80' } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.x1 = size[0] - 36;
    this.bottom = size[1] - 40;
    this.hand = r.pick(['Times-Italic', 'Helvetica-Oblique', 'Courier-Oblique']);
    this.markKind = r.pick(['x', 'check', 'circle']);
    this.doc.font(o.font);
    if (style === 'fillable') {
      this.doc.initForm();
      const zadb = this.doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'ZapfDingbats' });
      zadb.end('');
      (this.doc as unknown as { _root: { data: { AcroForm: { data: { DR: { Font: Record<string, unknown> } } } } } })._root.data.AcroForm.data.DR.Font.ZaDb = zadb;
    }
  }

  get width(): number { return this.x1 - this.x0; }

  newPage(): void {
    this.doc.addPage();
    this.page++;
    this.y = 36;
  }

  ensure(h: number): void { if (this.y + h > this.bottom) this.newPage(); }

  header(lender: string, tagline: string, title: string, formNo: string): void {
    const d = this.doc;
    d.fillColor(this.o.accent).font(this.o.bold).fontSize(15).text(lender, this.x0, this.y, { lineBreak: false });
    d.fillColor('#444').font(this.o.font).fontSize(7).text(formNo, this.x1 - 200, this.y + 2, { width: 200, align: 'right', lineBreak: false });
    d.fontSize(7.5).text(tagline, this.x0, this.y + 18, { lineBreak: false });
    d.fillColor('black').font(this.o.bold).fontSize(11.5).text(title, this.x0, this.y + 31, { lineBreak: false });
    d.moveTo(this.x0, this.y + 46).lineTo(this.x1, this.y + 46).lineWidth(1.2).strokeColor(this.o.accent).stroke();
    this.y += 52;
  }

  section(text: string): void {
    this.ensure(40);
    const d = this.doc;
    if (this.o.bar === 'fill') {
      d.rect(this.x0, this.y, this.width, 13).fill(this.o.accent);
      d.fillColor('white').font(this.o.bold).fontSize(8).text(text.toUpperCase(), this.x0 + 4, this.y + 3, { lineBreak: false });
    } else {
      d.fillColor(this.o.accent).font(this.o.bold).fontSize(9).text(text, this.x0, this.y + 1, { lineBreak: false });
      d.moveTo(this.x0, this.y + 12).lineTo(this.x1, this.y + 12).lineWidth(0.6).strokeColor(this.o.accent).stroke();
    }
    d.fillColor('black').strokeColor('black');
    this.y += 16;
  }

  note(text: string, size = 6.5): void {
    const d = this.doc.font(this.o.font).fontSize(size).fillColor('#333');
    const h = d.heightOfString(text, { width: this.width });
    this.ensure(h + 4);
    d.text(text, this.x0, this.y, { width: this.width });
    d.fillColor('black');
    this.y += h + 4;
  }

  /** One row of labelled cells; widths are fractions of the row. */
  row(cells: Cell[], h = 23): void {
    this.ensure(h);
    const d = this.doc;
    let x = this.x0;
    for (const c of cells) {
      const w = c.w * this.width;
      d.lineWidth(0.5).strokeColor('#555');
      d.font(this.o.font).fontSize(6).fillColor('#333');
      if (this.o.cells === 'box') {
        d.rect(x, this.y, w, h).stroke();
        d.text(c.l, x + 2, this.y + 2, { lineBreak: false, width: w - 4, height: 8 });
        this.value(x + 3, this.y + 9, w - 6, h - 10, c.v ?? null, c.l, c.t);
      } else {
        const lw = Math.min(d.widthOfString(c.l) + 4, w * 0.55);
        d.fontSize(6).text(c.l, x + 1, this.y + h - 9, { lineBreak: false, width: lw, height: 8 });
        d.moveTo(x + lw, this.y + h - 2).lineTo(x + w - 6, this.y + h - 2).stroke();
        this.value(x + lw + 2, this.y + 4, w - lw - 10, h - 6, c.v ?? null, c.l, c.t);
      }
      d.fillColor('black');
      x += w;
    }
    this.y += h + (this.o.cells === 'box' ? 0 : 2);
  }

  /** A label and a row of checkboxes; `on` is the checked option (or -1), `tag` the truth it gives. */
  checks(label: string, options: string[], on: number, tag?: Tag, other?: string | null): void {
    this.ensure(16);
    const d = this.doc;
    d.font(this.o.bold).fontSize(7).fillColor('black').text(label, this.x0 + 2, this.y + 3, { lineBreak: false });
    let x = this.x0 + Math.max(d.widthOfString(label) + 10, 90);
    options.forEach((opt, i) => {
      d.font(this.o.font).fontSize(7);
      const ow = d.widthOfString(opt);
      if (x + ow + 14 > this.x1) { this.y += 13; x = this.x0 + 90; }
      d.lineWidth(0.6).strokeColor('black').rect(x, this.y + 2, 8, 8).stroke();
      d.fillColor('black').text(opt, x + 11, this.y + 3, { lineBreak: false });
      const name = this.fieldName(`${label} ${opt}`);
      this.mark(x, this.y + 2, 8, name, i === on, ow + 12);
      if (i === on && tag && !(opt.startsWith('Other') && other)) this.printed.push({ text: opt, tag, field: this.style === 'fillable' ? name : null });
      x += ow + 20;
      if (opt.startsWith('Other') && other !== undefined) {
        d.moveTo(x - 6, this.y + 10).lineTo(x + 70, this.y + 10).lineWidth(0.5).stroke();
        this.value(x - 4, this.y, 74, 10, other, `${label} other`, i === on ? tag : undefined);
        x += 80;
      }
    });
    this.y += 15;
  }

  /** A small table: header labels, column fractions, rows of values (a tag per cell, optional). */
  table(headers: string[], widths: number[], rows: (string | null)[][], tags: (Tag | undefined)[][] = [], rh = 15, fixed: number[] = []): void {
    this.ensure(12 + rh * Math.min(rows.length, 3));
    const d = this.doc;
    let x = this.x0;
    d.rect(this.x0, this.y, this.width, 11).fill('#e4e4e4');
    headers.forEach((h, i) => {
      const w = widths[i]! * this.width;
      d.fillColor('black').font(this.o.bold).fontSize(6).text(h, x + 2, this.y + 3, { lineBreak: false, width: w - 3, height: 8 });
      x += w;
    });
    this.y += 11;
    rows.forEach((row, ri) => {
      this.ensure(rh);
      x = this.x0;
      row.forEach((v, ci) => {
        const w = widths[ci]! * this.width;
        d.lineWidth(0.4).strokeColor('#777').rect(x, this.y, w, rh).stroke();
        if (fixed.includes(ci)) d.font(this.o.font).fontSize(6.5).fillColor('black').text(v ?? '', x + 2, this.y + (rh - 6) / 2, { lineBreak: false, width: w - 3, height: 8 });
        else this.value(x + 2, this.y + 2, w - 4, rh - 3, v, `${headers[ci]} ${ri + 1}`, tags[ri]?.[ci]);
        x += w;
      });
      this.y += rh;
    });
    this.y += 4;
  }

  signature(who: string, date: string | null): void {
    this.ensure(30);
    const d = this.doc;
    const y = this.y + 18;
    d.lineWidth(0.6).strokeColor('black').moveTo(this.x0, y).lineTo(this.x0 + 220, y).stroke();
    d.moveTo(this.x0 + 300, y).lineTo(this.x0 + 420, y).stroke();
    d.font(this.o.font).fontSize(6).fillColor('#333').text(`Signature - ${who}`, this.x0, y + 2, { lineBreak: false });
    d.text('Date', this.x0 + 300, y + 2, { lineBreak: false });
    if (this.style !== 'fillable') {
      const sx = this.x0 + 10;
      d.lineWidth(0.9).strokeColor('#1a2a6c').moveTo(sx, y - 3).bezierCurveTo(sx + 20, y - 18, sx + 30, y + 2, sx + 55, y - 9)
        .bezierCurveTo(sx + 70, y - 15, sx + 80, y, sx + 110, y - 6).stroke();
    }
    this.value(this.x0 + 302, y - 11, 110, 10, date, `${who} signature date`);
    d.strokeColor('black').fillColor('black');
    this.y += 32;
  }

  private fieldName(label: string): string {
    const base = label.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '').slice(0, 40) || 'field';
    const k = (this.names.get(base) ?? 0) + 1;
    this.names.set(base, k);
    return k === 1 ? base : `${base}_${k}`;
  }

  /** Draw one value (or the empty field) in the style; record its truth tag or keep it as a decoy. */
  value(x: number, y: number, w: number, h: number, text: string | null, label: string, tag?: Tag): void {
    const d = this.doc;
    const name = this.fieldName(label);
    if (text && tag) this.printed.push({ text, tag, field: this.style === 'fillable' ? name : null });
    else if (text) this.decoys.push(text);
    if (this.style === 'fillable') {
      d.font('Helvetica').formText(name, x, y, w, Math.max(h, 8), { value: text ?? '' });
      d.font(this.o.font);
      return;
    }
    if (!text) return;
    if (this.style === 'typed') {
      let size = Math.min(8.5, h + 1);
      d.font('Courier').fontSize(size);
      while (size > 5 && d.widthOfString(text) > w) d.fontSize((size -= 0.5));
      d.fillColor('black').text(text, x, y + Math.max(0, h - size) / 2, { lineBreak: false });
      return;
    }
    let size = Math.min(9.5, h + 2);
    d.font(this.hand).fontSize(size);
    while (size > 5.5 && d.widthOfString(text) > w) d.fontSize((size -= 0.5));
    const jx = this.r.float(-1, 2), jy = this.r.float(-1.2, 0.8), a = this.r.float(-2.2, 2.2);
    d.save().rotate(a, { origin: [x + jx, y + jy] }).fillColor('#1a2a6c').text(text, x + jx, y + jy + Math.max(0, h - size) / 2, { lineBreak: false }).restore();
    d.fillColor('black');
  }

  private mark(x: number, y: number, s: number, name: string, on: boolean, labelW: number): void {
    const d = this.doc;
    if (this.style === 'fillable') {
      const ap = (body: string): unknown => { const ref = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] }); ref.end(body); return ref; };
      const yes = `q 0 G 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`;
      const form = (d as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[]; DA: unknown } } } } })._root.data.AcroForm.data;
      d.annotate(x, y, s, s, { FT: 'Btn', T: new String(name), Subtype: 'Widget', F: 4, V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off',
        AP: { N: { Yes: ap(yes), Off: ap('q Q') } }, MK: { BC: [0, 0, 0] }, DA: form.DA } as unknown as PDFKit.Mixins.AnnotationOption);
      const annots = (d.page as unknown as { annotations: unknown[] }).annotations;
      form.Fields.push(annots[annots.length - 1]);
      return;
    }
    if (!on) return;
    if (this.style === 'typed') {
      d.font('Helvetica-Bold').fontSize(8).fillColor('black').text('X', x + 1.4, y + 0.6, { lineBreak: false });
      return;
    }
    const j = (): number => this.r.float(-0.8, 0.8);
    d.save().lineWidth(1.1).strokeColor('#1a2a6c');
    if (this.markKind === 'x') d.moveTo(x + j(), y + j()).lineTo(x + s + j(), y + s + j()).moveTo(x + s + j(), y + j()).lineTo(x + j(), y + s + j()).stroke();
    else if (this.markKind === 'check') d.moveTo(x + 1, y + s * 0.55).lineTo(x + s * 0.4 + j(), y + s).lineTo(x + s + 2 + j(), y - 2).stroke();
    else d.ellipse(x + (s + labelW) / 2, y + s / 2, (s + labelW) / 2 + 2, s / 2 + 3).stroke();
    d.restore();
  }

  async finish(): Promise<Uint8Array> {
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
