// The drawing surface of set 23: pre-printed labels in small caps, values typed (Courier, misregistered off the
// line), handwritten (oblique, tilted) or in AcroForm fields; fax header lines, rubber stamps, checkbox grids, a page
// drawn upside down. Every value drawn for the merchant is recorded with its truth path; every decoy by its text.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Printed { path: string; value: string | number; text: string; field?: string }

const W = 612, H = 792;

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  readonly decoys: string[] = [];
  private flipped = false;
  private n = 0;
  private readonly chunks: Buffer[] = [];
  /** Values as AcroForm fields (fillable and not to be scanned). */
  readonly fields: boolean;

  readonly r: Rng;
  readonly style: Style;

  constructor(r: Rng, style: Style, scan: boolean) {
    this.r = r;
    this.style = style;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { CreationDate: new Date(Date.UTC(2026, 10, 14)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.fields = style === 'fillable' && !scan;
    this.doc.font('Helvetica');
    if (this.fields) this.doc.initForm();
  }

  /** A pre-printed label (small all-caps print). */
  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(o.size ?? 6).fillColor('#111')
      .text(text.toUpperCase(), x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left' });
  }

  line(x: number, y: number, w: number): void { this.doc.moveTo(x, y).lineTo(x + w, y).lineWidth(0.5).strokeColor('#222').stroke(); }
  box(x: number, y: number, w: number, h: number, lw = 0.5): void { this.doc.rect(x, y, w, h).lineWidth(lw).strokeColor('#222').stroke(); }
  shade(x: number, y: number, w: number, h: number, text: string): void {
    this.doc.rect(x, y, w, h).fillColor('#222').fill();
    this.doc.font('Helvetica-Bold').fontSize(7).fillColor('#fff').text(text.toUpperCase(), x + 3, y + (h - 7) / 2 + 0.5, { lineBreak: false });
    this.doc.fillColor('#111');
  }

  /** Draws a value whose top is about y, in a field of width w. A truth path records it; null: a decoy; '': neither
   *  (a value that gives no field, such as a DBA that repeats the legal name). */
  put(path: string | null, value: string | number, text: string, x: number, y: number, w: number, size = 8.5): void {
    const name = `f${++this.n}_${(path ?? 'other').replace(/[^a-z0-9]+/gi, '_')}`;
    if (path) this.printed.push({ path, value, text, ...(this.fields ? { field: name } : {}) });
    else if (path === null) this.decoys.push(text);
    if (this.fields) {
      this.field(x, y - 2, w, size + 4, () => this.doc.formText(name, ...this.rect(x, y - 2, w, size + 4), { value: text, fontSize: size }));
      return;
    }
    const d = this.doc;
    if (this.style === 'handwritten') {
      const ang = this.r.float(-2.5, 2.5);
      d.save().rotate(ang, { origin: [x, y] }).font(this.r.chance(0.5) ? 'Helvetica-Oblique' : 'Times-Italic').fontSize(size + 2).fillColor('#1a2a6c')
        .text(text, x + this.r.float(0, 4), y - 3 + this.r.float(-1.5, 1.5), { lineBreak: false }).restore();
    } else {
      // A typewriter: Courier, the carriage a little off the pre-printed line.
      d.font('Courier').fontSize(size + 0.5).fillColor('#000').text(text, x + this.r.float(-1, 5), y + this.r.float(-3.5, 2.5), { lineBreak: false });
    }
    d.fillColor('#111');
  }

  /** A checkbox; a checked one with a truth path is recorded with its label. */
  check(path: string | null, value: string | number, label: string, x: number, y: number, on: boolean, size = 7): void {
    this.box(x, y, size, size);
    this.label(label, x + size + 2.5, y + 0.5);
    const name = `c${++this.n}_${label.replace(/[^a-z0-9]+/gi, '_')}`;
    if (on && path) this.printed.push({ path, value, text: label, ...(this.fields ? { field: name } : {}) });
    if (this.fields) {
      this.field(x, y, size, size, () => this.checkField(name, on, ...this.rect(x, y, size, size)));
      return;
    }
    if (!on) return;
    const d = this.doc;
    const mark = this.r.int(0, 2);
    if (mark === 0) d.moveTo(x + 1, y + 1).lineTo(x + size - 1, y + size - 1).moveTo(x + size - 1, y + 1).lineTo(x + 1, y + size - 1).lineWidth(1).strokeColor('#000').stroke();
    else d.font(mark === 1 ? 'Courier-Bold' : 'Helvetica-Bold').fontSize(size + 1.5).fillColor('#000').text('X', x + 0.6, y - 0.5, { lineBreak: false });
  }

  /** A real checkbox field with its on (drawn X) and off appearances, checked or not. */
  private checkField(name: string, on: boolean, x: number, y: number, w: number, h: number): void {
    type Raw = PDFKit.PDFDocument & { _fieldDict(n: string, t: string, o: object): Record<string, unknown>; _addToParent(r: unknown): void };
    const d = this.doc as Raw;
    const yes = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h] });
    yes.end(`q 0 G 1 w 1 1 m ${w - 1} ${h - 1} l ${w - 1} 1 m 1 ${h - 1} l S Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h] });
    off.end('');
    const dict = d._fieldDict(name, 'checkbox', {});
    Object.assign(dict, { Subtype: 'Widget', F: 4, V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } } });
    d.annotate(x, y, w, h, dict as PDFKit.Mixins.AnnotationOption);
    d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
  }

  /** The fax machine's own line at the very top: sender's number, date and time, page x/y (all decoys). */
  faxHeader(from: string, date: string, page: number, pages: number, who: string): void {
    const text = `${date}  ${this.r.int(7, 17)}:${String(this.r.int(0, 59)).padStart(2, '0')}  FROM:${who}  FAX ${from}  P.${String(page).padStart(2, '0')}/${String(pages).padStart(2, '0')}`;
    this.doc.font('Courier').fontSize(7).fillColor('#333').text(text, 18, 8 + this.r.float(-2, 2), { lineBreak: false });
    this.decoys.push(from);
  }

  /** A rubber stamp over the text (RECEIVED / COPY), drawn in red, tilted, partly transparent. */
  stamp(word: string, sub: string, x: number, y: number): void {
    const d = this.doc;
    d.save().rotate(this.r.float(-18, -6), { origin: [x, y] }).opacity(0.55);
    d.roundedRect(x - 6, y - 4, 150, sub ? 40 : 28, 4).lineWidth(2).strokeColor('#c0151b').stroke();
    d.font('Helvetica-Bold').fontSize(20).fillColor('#c0151b').text(word, x, y, { lineBreak: false, characterSpacing: 2 });
    if (sub) d.font('Helvetica-Bold').fontSize(8).text(sub, x + 2, y + 22, { lineBreak: false });
    d.restore().fillColor('#111').strokeColor('#222');
    if (sub) this.decoys.push(sub);
  }

  /** A new page; upside down: everything after is drawn rotated 180 degrees (the back of a duplex copy). */
  page(upsideDown = false): void {
    if (this.flipped) this.doc.restore();
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.flipped = upsideDown;
    if (upsideDown) this.doc.save().rotate(180, { origin: [W / 2, H / 2] });
  }

  private rect(x: number, y: number, w: number, h: number): [number, number, number, number] {
    return this.flipped ? [W - x - w, H - y - h, w, h] : [x, y, w, h];
  }

  /** A form field is placed in the page's own frame (pdfkit mis-maps rotated rectangles). */
  private field(_x: number, _y: number, _w: number, _h: number, draw: () => void): void {
    if (this.flipped) this.doc.restore();
    draw();
    if (this.flipped) this.doc.save().rotate(180, { origin: [W / 2, H / 2] });
  }

  async finish(): Promise<Uint8Array> {
    if (this.flipped) this.doc.restore();
    const done = new Promise<void>((ok) => this.doc.on('end', () => ok()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  /** The truth: every recorded path set to its value, the rest null. */
  truth(): TruthApplication {
    const app = emptyApplication();
    for (const p of this.printed) {
      const m = /^applicants\.(\d+)\.(\w+)$/.exec(p.path);
      if (m) {
        const i = Number(m[1]);
        while (app.applicants.length <= i) app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
          tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
        (app.applicants[i] as unknown as Record<string, unknown>)[m[2]! as keyof TruthApplicant] = p.value;
      } else (app as unknown as Record<string, unknown>)[p.path] = p.value;
    }
    return app;
  }

  /** A truth value implied by what is printed (country from the state and tax id), not drawn itself. */
  imply(path: string, value: string | number): void { this.printed.push({ path, value, text: '' }); }
}
