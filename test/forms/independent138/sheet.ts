// Drawing a page in one of the three styles and keeping, as it draws, what it printed: the truth (only what a value
// printed gives), the printed list and the decoys. Layouts call label() for page furniture and value()/decoy()/check()
// for anything filled in.
import type PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { Val } from './deal.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Mark = 'drawn' | 'letter' | 'glyph';
export interface Printed { keys: string[]; text: string; field?: string }
export interface DecoyOut { what: string; text: string }
export interface TextOpts { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'right' | 'center'; h?: number }

export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const DING_FONT = '/usr/share/fonts/opentype/urw-base35/D050000L.otf';
const INK = '#1b3f9e';

type Doc = InstanceType<typeof PDFDocument>;
interface RawRef { data: Record<string, unknown>; end(chunk?: string): void }
interface RawDoc { page: { annotations: RawRef[] }; ref(data: Record<string, unknown>): RawRef; _root: { data: { AcroForm: { data: { Fields: RawRef[] } } } } }

function emptyApplicant(): TruthApplicant {
  return { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
    tax_id_country: null, date_of_birth: null };
}

export class Sheet {
  readonly printed: Printed[] = [];
  readonly decoys: DecoyOut[] = [];
  readonly truth: TruthApplication = emptyApplication();
  private n = 0;

  readonly doc: Doc;
  readonly style: Style;
  readonly mark: Mark;
  private readonly rng: Rng;

  constructor(doc: Doc, style: Style, rng: Rng, mark: Mark) {
    this.doc = doc; this.style = style; this.rng = rng; this.mark = mark;
    doc.registerFont('hand', HAND_FONT);
    doc.registerFont('ding', DING_FONT);
  }

  /** Page furniture: labels, headings, rules' captions. Always page text, in every style. */
  label(s: string, x: number, y: number, o: TextOpts = {}): void {
    const d = this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 9).fillColor(o.color ?? '#000000');
    if (o.width) d.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 1 });
    else d.text(s, x, y, { lineBreak: false });
  }

  /** A filled-in value: prints it in the sheet's style and takes its truth. A blank value prints nothing. */
  value(val: Val, x: number, y: number, w: number, o: TextOpts = {}): void {
    if (!val.text) { if (this.style === 'fillable') this.field('', x, y, w, o); return; }
    const field = this.put(val.text, x, y, w, o);
    const keys = Object.keys(val.set);
    // A printed value with no truth (masked, `SAME`, `N/A`, the legal name again) is neither printed truth nor a decoy.
    if (keys.length) {
      this.printed.push({ keys, text: val.text, ...(field ? { field } : {}) });
      this.record(val.set);
    }
  }

  /** A printed value that is not the application's (landlord, bank, references, another merchant ...). */
  decoy(what: string, text: string, x: number, y: number, w: number, o: TextOpts = {}): void {
    if (!text) return;
    this.put(text, x, y, w, o);
    this.decoys.push({ what, text });
  }

  /** A checkbox with its label after it; a checked box with truth keys gives the label's truth. */
  check(label: string, checked: boolean, x: number, y: number, set: Record<string, string | number | null> = {}, o: TextOpts = {}): number {
    const s = (o.size ?? 9) + 1;
    this.doc.lineWidth(0.7).strokeColor('#000000').rect(x, y, s, s).stroke();
    let field: string | undefined;
    if (this.style === 'fillable') field = this.checkField(x, y, s, checked);
    else if (checked) this.drawMark(x, y, s);
    this.label(label, x + s + 3, y + 1, o);
    if (checked && Object.keys(set).length) {
      this.printed.push({ keys: Object.keys(set), text: label, ...(field ? { field } : {}) });
      this.record(set);
    }
    return x + s + 3 + this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 9).widthOfString(label) + 12;
  }

  private record(set: Record<string, string | number | null>): void {
    const app = this.truth as unknown as Record<string, unknown>;
    for (const [path, val] of Object.entries(set)) {
      const m = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (m) {
        const i = Number(m[1]);
        while (this.truth.applicants.length <= i) this.truth.applicants.push(emptyApplicant());
        (this.truth.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = val;
      } else app[path] = val;
    }
  }

  private put(text: string, x: number, y: number, w: number, o: TextOpts): string | undefined {
    const size = o.size ?? 9;
    if (this.style === 'fillable') return this.field(text, x, y, w, o);
    if (this.style === 'typed') {
      this.doc.font(o.font ?? 'Helvetica').fontSize(size).fillColor(o.color ?? '#000000');
      if (o.h) this.doc.text(text, x, y, { width: w, lineGap: 1 });
      else this.doc.text(text, x, y, { lineBreak: false });
      return undefined;
    }
    const r = this.rng;
    this.doc.save();
    const dx = r.float(-1.5, 3), dy = r.float(-2, 1);
    this.doc.rotate(r.float(-2, 2), { origin: [x, y + size / 2] });
    this.doc.font('hand').fontSize(size * 1.22).fillColor(INK);
    if (o.h) this.doc.text(text, x + dx, y + dy - 1, { width: w, lineGap: 0 });
    else this.doc.text(text, x + dx, y + dy - 1.5, { lineBreak: false });
    this.doc.restore();
    return undefined;
  }

  private field(text: string, x: number, y: number, w: number, o: TextOpts): string {
    const name = `f${++this.n}`;
    const size = o.size ?? 9;
    this.doc.font('Helvetica').fontSize(size);
    const multiline = (o.h ?? 0) > 0;
    this.doc.formText(name, x, y - 2, w, o.h ?? size + 4, { value: text, fontSize: size, ...(multiline ? { multiline: true } : {}) });
    return name;
  }

  private checkField(x: number, y: number, s: number, checked: boolean): string {
    const name = `cb${++this.n}`;
    const raw = this.doc as unknown as RawDoc;
    const ap = (on: boolean): RawRef => {
      const ref = raw.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      ref.end(on ? `q 0 0 0 RG 1.2 w 2 2 m ${s - 2} ${s - 2} l S 2 ${s - 2} m ${s - 2} 2 l S Q` : '');
      return ref;
    };
    // pdfkit ends an annotation's object as soon as it is added, and its checkbox options have no on-state: the widget
    // is written here whole (/V and /AS /Yes when checked) and added to the form's fields.
    this.doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), F: 4, MK: { BC: [0, 0, 0] },
      AP: { N: { Yes: ap(true), Off: ap(false) } }, AS: checked ? 'Yes' : 'Off', ...(checked ? { V: 'Yes' } : {}) } as unknown as PDFKit.Mixins.AnnotationOption);
    raw._root.data.AcroForm.data.Fields.push(raw.page.annotations[raw.page.annotations.length - 1]!);
    return name;
  }

  private drawMark(x: number, y: number, s: number): void {
    const d = this.doc, r = this.rng;
    if (this.style === 'handwritten') {
      d.save().lineWidth(1.3).strokeColor(INK).lineCap('round');
      const j = (): number => r.float(-1.5, 1.5);
      if (this.mark === 'letter') { d.restore(); d.font('hand').fontSize(s * 1.4).fillColor(INK).text('X', x + 1 + j(), y - 3, { lineBreak: false }); return; }
      if (this.mark === 'glyph') {
        d.moveTo(x + 1 + j(), y + s * 0.5).quadraticCurveTo(x + s * 0.3, y + s * 0.8, x + s * 0.4 + j(), y + s + 1)
          .quadraticCurveTo(x + s * 0.7, y + s * 0.2, x + s + 4 + j(), y - 3 + j()).stroke();
      } else {
        d.moveTo(x - 1 + j(), y - 1 + j()).bezierCurveTo(x + s * 0.4, y + s * 0.3 + j(), x + s * 0.6, y + s * 0.7, x + s + 2 + j(), y + s + 1 + j()).stroke();
        d.moveTo(x + s + 1 + j(), y - 2 + j()).quadraticCurveTo(x + s * 0.5 + j(), y + s * 0.5, x - 1 + j(), y + s + 2 + j()).stroke();
      }
      d.restore();
      return;
    }
    if (this.mark === 'drawn') {
      d.save().lineWidth(1).strokeColor('#000000').moveTo(x + 1.5, y + 1.5).lineTo(x + s - 1.5, y + s - 1.5)
        .moveTo(x + s - 1.5, y + 1.5).lineTo(x + 1.5, y + s - 1.5).stroke().restore();
    } else if (this.mark === 'letter') {
      d.font('Helvetica-Bold').fontSize(s).fillColor('#000000').text('X', x + s * 0.17, y + 0.5, { lineBreak: false });
    } else {
      d.font('ding').fontSize(s * 0.95).fillColor('#000000').text('4', x + 0.8, y + 0.5, { lineBreak: false });
    }
  }
}
