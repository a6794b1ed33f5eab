// Drawing a form with pdfkit in one of three looks (typed, handwritten, fillable), recording every printed value with
// the truth fields it gives, and every decoy.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { Fields, Val } from './fmt.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Printed { fields: Fields; text: string; page: number; field?: string; decoy?: string }
type Mark = 'lines' | 'letter' | 'check';

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  readonly printed: Printed[] = [];
  readonly form: boolean;
  readonly hand: boolean;
  private readonly handFont: string;
  private readonly typeFont: string;
  private readonly mark: Mark;
  private readonly names = new Map<string, number>();
  private readonly chunks: Buffer[] = [];

  readonly rng: Rng;

  constructor(rng: Rng, style: Style, scan: boolean, title: string) {
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { Title: title, Producer: 'forms', CreationDate: new Date(Date.UTC(2026, 0, 5)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.form = style === 'fillable' && !scan;
    this.hand = style === 'handwritten';
    this.handFont = rng.pick(['Helvetica-Oblique', 'Times-Italic', 'Courier-Oblique']);
    this.typeFont = rng.pick(['Courier', 'Helvetica', 'Times-Roman']);
    this.mark = rng.pick(['lines', 'letter', 'check'] as const);
    this.doc.font('Helvetica');
    if (this.form) this.doc.initForm();
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; w?: number; align?: 'left' | 'center' | 'right'; color?: string } = {}): void {
    this.doc.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(o.size ?? 7.5).fillColor(o.color ?? '#000')
      .text(text, x, y, o.w ? { width: o.w, align: o.align ?? 'left', lineBreak: true } : { lineBreak: false });
    this.doc.fillColor('#000');
  }

  para(text: string, x: number, y: number, w: number, size = 6.5): number {
    this.doc.font('Helvetica').fontSize(size).text(text, x, y, { width: w, align: 'justify' });
    return this.doc.y;
  }

  rect(x: number, y: number, w: number, h: number, fill?: string): void {
    if (fill) this.doc.rect(x, y, w, h).fillAndStroke(fill, '#000').fillColor('#000');
    else this.doc.rect(x, y, w, h).lineWidth(0.6).stroke();
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.5): void { this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(width).stroke(); }

  heading(text: string, x: number, y: number, w: number, fill = '#1f3a5f'): void {
    this.doc.rect(x, y, w, 14).fill(fill);
    this.label(text, x + 4, y + 3.5, { size: 8.5, bold: true, color: '#fff' });
  }

  private fieldName(base: string): string {
    const b = base.replace(/[^A-Za-z0-9_]+/g, '_');
    const n = this.names.get(b) ?? 0;
    this.names.set(b, n + 1);
    return n ? `${b}_${n + 1}` : b;
  }

  /** A filled-in value: text (typed or handwriting-like) or, for a fillable form, a text field holding it. */
  value(v: Val | null, x: number, y: number, w: number, o: { size?: number; name?: string; decoy?: string } = {}): void {
    if (!v || !v.text) return;
    const size = o.size ?? 9.5;
    const rec: Printed = { fields: v.fields, text: v.text, page: this.page, ...(o.decoy ? { decoy: o.decoy } : {}) };
    if (this.form) {
      const name = this.fieldName(o.name ?? o.decoy ?? (Object.keys(v.fields)[0] ?? 'text'));
      this.doc.font('Helvetica');
      this.doc.formText(name, x, y - 2, w, size + 4, { value: v.text, fontSize: size });
      rec.field = name;
    } else {
      const font = this.hand ? this.handFont : this.typeFont;
      let s = this.hand ? size + 1 : size;
      this.doc.font(font).fontSize(s);
      while (s > 5 && this.doc.widthOfString(v.text) > w) this.doc.fontSize((s -= 0.5));
      if (this.hand) {
        const dx = this.rng.float(0, 3), dy = this.rng.float(-2, 1);
        this.doc.save().rotate(this.rng.float(-2.5, 2.5), { origin: [x + dx, y + dy] }).fillColor('#1a2a6c')
          .text(v.text, x + dx, y + dy, { lineBreak: false }).restore().fillColor('#000');
      } else this.doc.text(v.text, x, y, { lineBreak: false });
    }
    this.printed.push(rec);
  }

  decoy(key: string, text: string, x: number, y: number, w: number, o: { size?: number } = {}): void {
    this.value({ text, fields: {} }, x, y, w, { ...o, decoy: key });
  }

  /** A checkbox and its label; the mark is a drawn X, a letter X or a check glyph (or a checked field). */
  check(label: string, checked: boolean, x: number, y: number, fields: Fields = {}, name?: string): number {
    this.rect(x, y, 8, 8);
    this.label(label, x + 11, y + 0.5, { size: 7.5 });
    if (this.form) {
      const n = this.fieldName(name ?? `cb_${label}`);
      // pdfkit ends the widget's object at once: the on/off state and its appearances go in with the annotation.
      const doc = this.doc as unknown as { annotate: (x: unknown, y: unknown, w: unknown, h: unknown, o: Record<string, unknown>) => unknown };
      const orig = doc.annotate;
      const extra = { V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', MK: { CA: new String('8') },
        AP: { N: { Yes: this.appearance(true), Off: this.appearance(false) } } };
      doc.annotate = (ax: unknown, ay: unknown, aw: unknown, ah: unknown, opts: Record<string, unknown>) => orig.call(this.doc, ax, ay, aw, ah, { ...opts, ...extra });
      try { this.doc.formCheckbox(n, x, y, 8, 8, {}); } finally { doc.annotate = orig; }
      if (checked) this.printed.push({ fields, text: 'Yes', page: this.page, field: n });
    } else if (checked) {
      if (this.mark === 'lines') { this.line(x + 1, y + 1, x + 7, y + 7, 1.2); this.line(x + 7, y + 1, x + 1, y + 7, 1.2); }
      else if (this.mark === 'letter') this.doc.font(this.hand ? this.handFont : 'Helvetica-Bold').fontSize(9).text('X', x + 1, y - 0.5, { lineBreak: false });
      else this.doc.font('ZapfDingbats').fontSize(8).text('4', x + 0.5, y, { lineBreak: false });
      this.printed.push({ fields, text: label, page: this.page });
    }
    return x + 16 + this.doc.font('Helvetica').fontSize(7.5).widthOfString(label);
  }

  private appearance(on: boolean): unknown {
    const ref = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 8, 8] });
    ref.end(on ? '0 g 1.2 w 1 1 m 7 7 l 7 1 m 1 7 l S' : '');
    return ref;
  }

  /** A boxed cell: the label small at its top, the value below. */
  cell(label: string, v: Val | null, x: number, y: number, w: number, h = 24, o: { name?: string; decoy?: string } = {}): void {
    this.rect(x, y, w, h);
    this.label(label, x + 3, y + 2.5, { size: 6.5 });
    this.value(v, x + 4, y + h - 13, w - 8, o);
  }

  /** A label, then an underline the value sits on. */
  uline(label: string, v: Val | null, x: number, y: number, w: number, o: { name?: string; decoy?: string; size?: number } = {}): void {
    this.label(label, x, y + 3, { size: o.size ?? 8 });
    const lw = this.doc.font('Helvetica').fontSize(o.size ?? 8).widthOfString(label) + 4;
    this.line(x + lw, y + 12, x + w, y + 12);
    this.value(v, x + lw + 3, y + 1, w - lw - 6, o);
  }

  async finish(): Promise<Uint8Array> {
    const done = new Promise<void>((r) => this.doc.on('end', () => r()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  /** The application as read from what was printed: null where nothing was. */
  truth(): TruthApplication {
    const app = emptyApplication();
    const blank: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
      tax_id_type: null, tax_id_country: null, date_of_birth: null };
    for (const p of this.printed) {
      for (const [path, v] of Object.entries(p.fields)) {
        const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
        if (a) {
          const i = Number(a[1]);
          while (app.applicants.length <= i) app.applicants.push({ ...blank });
          (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
        } else (app as unknown as Record<string, unknown>)[path] = v;
      }
    }
    return app;
  }
}
