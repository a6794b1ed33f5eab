// The page a broker's form is drawn on, in one of three styles: typed values, handwritten values (Z003, a little
// rotated and shifted as a hand writes), or AcroForm fields only (the page text holds the labels alone). Every value
// drawn with `paths` becomes part of the truth; a value drawn with `decoy` is recorded as one (never in the truth).
import PDFDocument from 'pdfkit';
import type { TruthApplication } from '../generator/truth.ts';
import { emptyApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';

/** One printed value: the text, the truth paths it gives, or the decoy it is. */
export interface Printed { text: string; paths: string[]; decoy: string | null; field: string | null; checkbox: boolean }
export interface ValOpts { paths?: Record<string, unknown>; decoy?: string; size?: number; name?: string }
type Mark = 'lines' | 'letter' | 'check';

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly truth: TruthApplication = emptyApplication();
  readonly printed: Printed[] = [];
  private n = 0;
  private readonly mark: Mark;
  private readonly typedFont: string;
  readonly style: Style;
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng, title: string) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false, compress: true,
      info: { Title: title, Producer: 'PDFKit', Creator: title, CreationDate: new Date(Date.UTC(2026, 0, 5)) } });
    this.doc.registerFont('Hand', HAND_FONT);
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
    this.mark = rng.pick<Mark>(['lines', 'letter', 'check']);
    this.typedFont = rng.pick(['Helvetica', 'Courier', 'Times-Roman']);
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); }

  /** A printed label (always page text). */
  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(o.size ?? 7).fillColor(o.color ?? '#222')
      .text(text, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineBreak: true } : { lineBreak: false });
    this.doc.fillColor('black');
  }

  /** A paragraph (consent, disclosures). */
  para(text: string, x: number, y: number, width: number, size = 6.5): number {
    this.doc.font('Helvetica').fontSize(size).fillColor('#333').text(text, x, y, { width, align: 'justify', lineGap: 0.5 });
    this.doc.fillColor('black');
    return this.doc.y;
  }

  bar(text: string, x: number, y: number, w: number, color = '#1f3b63', h = 13): void {
    this.doc.save().rect(x, y, w, h).fill(color).restore();
    this.doc.font('Helvetica-Bold').fontSize(8.5).fillColor('white').text(text, x + 5, y + 3, { lineBreak: false });
    this.doc.fillColor('black');
  }

  box(x: number, y: number, w: number, h: number, width = 0.6): void {
    this.doc.save().lineWidth(width).strokeColor('#555').rect(x, y, w, h).stroke().restore();
  }

  line(x1: number, y: number, x2: number): void {
    this.doc.save().lineWidth(0.5).strokeColor('#444').moveTo(x1, y).lineTo(x2, y).stroke().restore();
  }

  /** An underlined row: the label, then the value on the line after it. Returns the x where the line ends. */
  row(label: string, text: string | null, x: number, y: number, w: number, o: ValOpts = {}): number {
    this.label(label, x, y + 3, { size: 7.5 });
    const lx = x + this.doc.font('Helvetica').fontSize(7.5).widthOfString(label) + 4;
    this.line(lx, y + 12, x + w);
    this.val(text, lx + 2, y + 2, x + w - lx - 4, { ...o, name: o.name ?? label });
    return x + w;
  }

  /** A boxed cell: a small label in its top-left corner, the value below it. */
  cell(label: string, text: string | null, x: number, y: number, w: number, h = 24, o: ValOpts = {}): void {
    this.box(x, y, w, h);
    this.label(label, x + 2.5, y + 2, { size: 6 });
    this.val(text, x + 4, y + h - 14, w - 8, { ...o, name: o.name ?? label });
  }

  /** A value in the page's style. A null or empty text draws nothing (an empty field on a fillable form). */
  val(text: string | null, x: number, y: number, w: number, o: ValOpts = {}): void {
    const name = `${(o.name ?? 'field').replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}_${++this.n}`;
    if (this.style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.formText(name, x - 1, y - 1, Math.max(w, 20), 12, { value: text ?? '', fontSize: 0 });
    }
    if (!text) return;
    this.record(text, o, this.style === 'fillable' ? name : null, false);
    if (this.style === 'fillable') return;
    const d = this.doc;
    if (this.style === 'typed') {
      let size = o.size ?? 9;
      d.font(this.typedFont).fontSize(size);
      while (size > 5 && d.widthOfString(text) > w) d.fontSize((size -= 0.5));
      d.fillColor('#101010').text(text, x, y + 1, { lineBreak: false });
    } else {
      let size = (o.size ?? 9) + this.rng.float(1.5, 3);
      d.font('Hand').fontSize(size);
      while (size > 6 && d.widthOfString(text) > w) d.fontSize((size -= 0.5));
      const dx = this.rng.float(0, 4), dy = this.rng.float(-2.5, 1);
      d.save().rotate(this.rng.float(-2.2, 2.2), { origin: [x + dx, y + 8] });
      d.fillColor(this.rng.pick(['#14213d', '#0b1f5c', '#1a1a1a'])).text(text, x + dx, y - 1 + dy, { lineBreak: false });
      d.restore();
    }
    d.fillColor('black');
  }

  /** A checkbox with its label to the right; `checked` marks it in the page's style. */
  check(label: string, checked: boolean, x: number, y: number, o: ValOpts = {}): number {
    const d = this.doc, s = 8;
    const name = `${(o.name ?? label).replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}_${++this.n}`;
    if (this.style === 'fillable') this.fillableBox(name, checked, x, y, s);
    else {
      this.box(x, y, s, s, 0.7);
      if (checked) this.drawMark(x, y, s);
    }
    this.label(label, x + s + 3, y + 0.5, { size: 7.5 });
    if (checked) this.record(label, o, this.style === 'fillable' ? name : null, true);
    return x + s + 3 + d.font('Helvetica').fontSize(7.5).widthOfString(label) + 10;
  }

  private drawMark(x: number, y: number, s: number): void {
    const d = this.doc;
    const hand = this.style === 'handwritten';
    const j = (): number => (hand ? this.rng.float(-1.2, 1.2) : 0);
    if (this.mark === 'lines' || hand) {
      d.save().lineWidth(hand ? 1.1 : 0.9).strokeColor(hand ? '#0b1f5c' : 'black')
        .moveTo(x + 1 + j(), y + 1 + j()).lineTo(x + s - 1 + j(), y + s - 1 + j())
        .moveTo(x + s - 1 + j(), y + 1 + j()).lineTo(x + 1 + j(), y + s - 1 + j()).stroke().restore();
    } else if (this.mark === 'letter') {
      d.font('Helvetica-Bold').fontSize(8).text('X', x + 1.3, y + 0.5, { lineBreak: false });
    } else {
      d.font('ZapfDingbats').fontSize(8).text('4', x + 0.8, y + 0.5, { lineBreak: false });
    }
  }

  /** An AcroForm checkbox with on/off appearances (a drawn check), V and AS set to /Yes when checked. pdfkit's
   *  formCheckbox cannot set a name-valued V or AS (and ends the annotation at once), so the widget is built here. */
  private fillableBox(name: string, checked: boolean, x: number, y: number, s: number): void {
    const d = this.doc;
    const ap = (content: string) => {
      const r = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      r.end(content);
      return r;
    };
    const on = ap(`q 0.7 w 0 0 ${s} ${s} re S 1 w 1.5 4 m 3.3 1.5 l 6.8 6.6 l S Q`);
    const off = ap(`q 0.7 w 0 0 ${s} ${s} re S Q`);
    const state = checked ? 'Yes' : 'Off';
    d.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), F: 4, V: state, AS: state, AP: { N: { Yes: on, Off: off } },
      MK: { BC: [0.33, 0.33, 0.33] } } as unknown as PDFKit.Mixins.AnnotationOption);
    const annots = (d.page as unknown as { annotations: unknown[] }).annotations;
    (d as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(annots[annots.length - 1]);
  }

  /** A signature drawn with a pen (never a value: the printed name beside it is). */
  signature(text: string, x: number, y: number): void {
    if (this.style === 'fillable') return;
    this.doc.save().rotate(this.rng.float(-5, 2), { origin: [x, y + 8] });
    this.doc.font('Hand').fontSize(this.rng.float(14, 18)).fillColor('#0b1f5c').text(text, x, y - 4, { lineBreak: false });
    this.doc.restore().fillColor('black');
  }

  private record(text: string, o: ValOpts, field: string | null, checkbox: boolean): void {
    const paths = Object.keys(o.paths ?? {});
    for (const [p, v] of Object.entries(o.paths ?? {})) setPath(this.truth, p, v);
    this.printed.push({ text, paths, decoy: o.decoy ?? null, field, checkbox });
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}

function setPath(app: TruthApplication, path: string, v: unknown): void {
  const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
  if (!a) { (app as unknown as Record<string, unknown>)[path] = v; return; }
  const i = Number(a[1]);
  while (app.applicants.length <= i) app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null,
    credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
  (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
}
