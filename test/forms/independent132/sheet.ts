// A page of one broker's form, drawn with pdfkit in one of three styles, that remembers every value it printed:
// the truth is built from these records only, so a value never printed can never be in the truth.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Fields = Record<string, string | number | null>;
export interface Printed { key: string; text: string; page: number; fields: Fields; acroform_field?: string }

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  readonly decoys: Printed[] = [];
  page = 1;
  private n = 0;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  readonly style: Style;
  readonly typedFont: string;
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng, typedFont: string, title: string) {
    this.style = style; this.rng = rng; this.typedFont = typedFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 36, compress: true,
      info: { Title: title, Producer: 'FormFill 4.2', Creator: 'Broker Portal', CreationDate: new Date(Date.UTC(2026, 1, 3)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('Hand', HAND);
    if (style === 'fillable') { this.doc.font('Helvetica'); this.doc.initForm(); }
  }

  addPage(): void { this.doc.addPage(); this.page++; }

  /** Static form text (labels, headings, fine print). */
  label(x: number, y: number, text: string, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7).fillColor(o.color ?? '#222');
    if (o.width) this.doc.text(text, x, y, { width: o.width, align: o.align ?? 'left' });
    else this.doc.text(text, x, y, { lineBreak: false });
    this.doc.fillColor('black');
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke !== 'none') this.doc.fillAndStroke(o.fill, o.stroke ?? '#555');
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#555');
    this.doc.restore();
  }

  line(x0: number, y0: number, x1: number, y1: number, color = '#555'): void {
    this.doc.save().lineWidth(0.6).moveTo(x0, y0).lineTo(x1, y1).stroke(color).restore();
  }

  /** A filled-in value in a w-wide slot whose baseline area starts at (x, y). `fields` empty: a decoy. */
  value(key: string, x: number, y: number, w: number, text: string, fields: Fields = {}): void {
    if (!text) return;
    const rec: Printed = { key, text, page: this.page, fields };
    if (this.style === 'fillable') {
      const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.n}`;
      this.doc.font('Helvetica').fontSize(9);
      this.doc.formText(name, x, y - 2, w, 13, { value: text, fontSize: 9 });
      rec.acroform_field = name;
    } else if (this.style === 'typed') {
      const size = this.fit(this.typedFont, text, w, 9.5);
      this.doc.font(this.typedFont).fontSize(size).fillColor('black').text(text, x + 2, y, { lineBreak: false });
    } else {
      const size = this.fit('Hand', text, w, this.rng.float(11, 13));
      const dx = this.rng.float(0, 4), dy = this.rng.float(-2.5, 0.5), a = this.rng.float(-2.2, 2.2);
      this.doc.save().rotate(a, { origin: [x + dx, y + dy + 6] }).font('Hand').fontSize(size).fillColor('#1b2a6b')
        .text(text, x + dx, y + dy - 1, { lineBreak: false }).restore().fillColor('black');
    }
    (Object.keys(fields).length ? this.printed : this.decoys).push(rec);
  }

  /** A labelled box: caption in the top-left corner, value written inside. */
  cell(key: string, x: number, y: number, w: number, caption: string, text: string, fields: Fields = {}, h = 24): void {
    this.rect(x, y, w, h);
    this.label(x + 2, y + 2, caption, { size: 6 });
    this.value(key, x + 2, y + h - 12, w - 6, text, fields);
  }

  /** A check box; a checked one may carry the truth of its label. */
  check(key: string, x: number, y: number, caption: string, checked: boolean, fields: Fields = {}): number {
    const s = 8;
    this.rect(x, y, s, s, { lw: 0.7 });
    this.label(x + s + 3, y + 0.5, caption, { size: 7.5 });
    if (this.style === 'fillable') {
      const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.n}`;
      const ap = (on: boolean): PDFKit.PDFKitReference => {
        const r = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
        r.end(on ? `q 0 G 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q` : '');
        return r;
      };
      // A checkbox widget with its state: pdfkit's formCheckbox cannot set V/AS (the annotation is written at once).
      this.doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', F: 4, T: new String(name), V: checked ? 'Yes' : 'Off',
        AS: checked ? 'Yes' : 'Off', AP: { N: { Yes: ap(true), Off: ap(false) } }, MK: {} } as unknown as PDFKit.Mixins.AnnotationOption);
      const annots = (this.doc.page as unknown as { annotations: unknown[] }).annotations;
      const form = (this.doc as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields;
      form.push(annots[annots.length - 1]);
      if (checked) (Object.keys(fields).length ? this.printed : this.decoys).push({ key, text: caption, page: this.page, fields, acroform_field: name });
    } else if (checked) {
      const mark = this.rng.int(0, 2);
      const ox = this.style === 'handwritten' ? this.rng.float(-1, 1.5) : 0;
      if (mark === 0 || this.style === 'handwritten') {
        this.doc.save().lineWidth(1.1).strokeColor(this.style === 'handwritten' ? '#1b2a6b' : 'black');
        if (mark === 1) this.doc.moveTo(x + 1 + ox, y + 4).lineTo(x + 3.5 + ox, y + 7.5).lineTo(x + 9 + ox, y - 1).stroke();
        else this.doc.moveTo(x + 1 + ox, y + 1).lineTo(x + s - 1 + ox, y + s - 1).moveTo(x + 1 + ox, y + s - 1).lineTo(x + s - 1 + ox, y + 1).stroke();
        this.doc.restore();
      } else {
        this.doc.font(this.typedFont).fontSize(8.5).text('X', x + 1.5, y + 0.3, { lineBreak: false });
      }
      (Object.keys(fields).length ? this.printed : this.decoys).push({ key, text: caption, page: this.page, fields });
    }
    return x + s + 8 + this.doc.font('Helvetica').fontSize(7.5).widthOfString(caption) + 10;
  }

  private fit(font: string, text: string, w: number, size: number): number {
    this.doc.font(font).fontSize(size);
    const tw = this.doc.widthOfString(text);
    return tw > w ? Math.max(5.5, (size * w) / tw) : size;
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  /** The application as the printed records give it. */
  truth(): TruthApplication {
    const app: Record<string, unknown> = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
      business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
      requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
    const people = app.applicants as TruthApplicant[];
    for (const p of this.printed) {
      for (const [path, v] of Object.entries(p.fields)) {
        const m = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
        if (!m) { app[path] = v; continue; }
        const i = Number(m[1]);
        while (people.length <= i) people.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
          tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
        (people[i] as unknown as Record<string, unknown>)[m[2]!] = v;
      }
    }
    return app as unknown as TruthApplication;
  }
}
