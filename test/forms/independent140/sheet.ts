// A page drawer that knows the three styles: `typed` values are page text, `handwritten` values are blue Z003 text,
// slightly turned and shifted, with checkbox marks drawn as strokes, `fillable` values live only in AcroForm fields
// (with /V and an appearance stream; checkboxes /V and /AS). Every value drawn with `set` writes the truth; nothing
// else does, so the truth holds only what is printed. Decoys are recorded so the test can check they stay out.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** Truth paths (`legal_name`, `applicants.1.ownership`) and the values the printed text gives them. */
export type SetFields = Record<string, string | number | null>;
export interface ValueOpts { set?: SetFields; decoy?: string; size?: number; name?: string; align?: 'left' | 'center' }
export interface Printed { paths: string[]; text: string; via: 'value' | 'check' }

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const INK = '#1c3d9a';
interface FontLike { id: string; ref(): unknown }
interface RefLike { data: Record<string, unknown>; end(chunk?: string): void }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly truth: TruthApplication = emptyApplication();
  readonly printed: Printed[] = [];
  readonly decoys: { key: string; text: string }[] = [];
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private n = 0;

  readonly style: Style;
  readonly typedFont: string;
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng, typedFont = 'Helvetica', title = 'Application') {
    this.style = style; this.rng = rng; this.typedFont = typedFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { Title: title, Producer: 'FormWorks 3', CreationDate: new Date(Date.UTC(2025, 4, 6)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res()));
    this.doc.registerFont('hand', HAND);
    if (style === 'fillable') {
      this.doc.font('Helvetica').initForm();
      // Every widget brings its own appearance stream: viewers need not make one.
      (this.doc as unknown as { _root: { data: { AcroForm: { data: Record<string, unknown> } } } })._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; width?: number; align?: 'left' | 'center' | 'right'; color?: string; font?: string } = {}): this {
    this.doc.font(o.font ?? (o.bold ? 'Helvetica-Bold' : 'Helvetica')).fontSize(o.size ?? 8).fillColor(o.color ?? '#111');
    this.doc.text(text, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineGap: 1 } : { lineBreak: false });
    return this;
  }
  line(x1: number, y: number, x2: number, w = 0.6, color = '#333'): this {
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(w).strokeColor(color).stroke();
    return this;
  }
  rect(x: number, y: number, w: number, h: number, fill?: string, stroke = '#444'): this {
    this.doc.rect(x, y, w, h).lineWidth(0.6);
    if (fill) this.doc.fillAndStroke(fill, stroke); else this.doc.strokeColor(stroke).stroke();
    return this;
  }

  private record(text: string, o: { set?: SetFields; decoy?: string }, via: Printed['via'] = 'value'): void {
    if (o.decoy && text) this.decoys.push({ key: o.decoy, text });
    if (!o.set || !text) return;
    for (const [path, v] of Object.entries(o.set)) {
      const a = /^applicants\.(\d+)\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (this.truth.applicants.length <= i) this.truth.applicants.push(emptyApplicant());
        (this.truth.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (this.truth as unknown as Record<string, unknown>)[path] = v;
    }
    if (Object.keys(o.set).length) this.printed.push({ paths: Object.keys(o.set), text, via });
  }

  /** A value sitting on a rule at `yRule` (top-left page coordinates), `w` wide. An empty text is a blank. */
  value(text: string, x: number, yRule: number, w: number, o: ValueOpts = {}): this {
    const size = o.size ?? 9.5;
    this.record(text, o);
    if (this.style === 'fillable') return this.field(text, x, yRule - size - 4, w, size + 5, size, o.name);
    if (!text) return this;
    const d = this.doc;
    if (this.style === 'typed') {
      d.font(this.typedFont).fontSize(this.fit(text, this.typedFont, size, w)).fillColor('black');
      const dx = o.align === 'center' ? Math.max(0, (w - d.widthOfString(text)) / 2) : 2;
      d.text(text, x + dx, yRule - size - 1, { lineBreak: false });
      return this;
    }
    const hs = this.fit(text, 'hand', size * 1.3, w + 6);
    d.font('hand').fontSize(hs);
    const dx = (o.align === 'center' ? Math.max(0, (w - d.widthOfString(text)) / 2) : 3) + this.rng.float(-1, 4);
    d.save().translate(x + dx, yRule - hs * 0.95 + this.rng.float(-1.5, 1)).rotate(this.rng.float(-2.5, 2.2));
    d.fillColor(INK).text(text, 0, 0, { lineBreak: false });
    d.restore();
    return this;
  }

  /** The font size, at most `size`, that fits `text` in `w` points. */
  private fit(text: string, font: string, size: number, w: number): number {
    this.doc.font(font).fontSize(size);
    const tw = this.doc.widthOfString(text) + 4;
    return tw <= w ? size : Math.max(5.5, (size * w) / tw);
  }

  private field(text: string, x: number, y: number, w: number, h: number, size: number, name?: string): this {
    const d = this.doc;
    d.font('Helvetica');
    const font = (d as unknown as { _font: FontLike })._font;
    let fs = size;
    d.fontSize(fs);
    while (fs > 5 && d.widthOfString(text) > w - 4) d.fontSize(--fs);
    const esc = text.replace(/[\\()]/g, (c) => `\\${c}`);
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } }) as unknown as RefLike;
    ap.end(`/Tx BMC\nq BT /${font.id} ${fs} Tf 0 g 2 ${((h - fs) / 2 + 1.2).toFixed(2)} Td (${esc}) Tj ET Q\nEMC`);
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(`${name ?? 'field'}_${++this.n}`), ...(text ? { V: new String(text) } : {}),
      DA: new String(`/${font.id} ${fs} Tf 0 g`), AP: { N: ap } });
    return this;
  }
  /** A widget annotation that is its own field (pdfkit writes an annotation as soon as it is made, so the whole
   *  dictionary, appearance included, is given at once). */
  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict } as unknown as PDFKit.Mixins.AnnotationOption);
    const list = (this.doc.page as unknown as { annotations: RefLike[] }).annotations;
    const root = (this.doc as unknown as { _root: { data: { AcroForm: { data: { Fields: RefLike[] } } } } })._root;
    root.data.AcroForm.data.Fields.push(list[list.length - 1]!);
  }

  /** A checkbox `s` points square at (x, y), top-left; `label` is the option's printed wording (drawn by the caller). */
  check(x: number, y: number, on: boolean, o: { set?: SetFields; label: string; name?: string; s?: number }): this {
    const s = o.s ?? 8, d = this.doc;
    d.rect(x, y, s, s).lineWidth(0.7).strokeColor('#222').stroke();
    if (on) this.record(o.label, o, 'check');
    if (this.style === 'fillable') {
      const mk = (mark: boolean) => {
        const r = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] }) as unknown as RefLike;
        r.end(mark ? `q 0 g 0 G 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q` : '');
        return r;
      };
      this.widget(x, y, s, s, { FT: 'Btn', T: new String(`${o.name ?? 'box'}_${++this.n}`), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off',
        AP: { N: { Yes: mk(true), Off: mk(false) } } });
      return this;
    }
    if (!on) return this;
    if (this.style === 'typed') { d.font('Helvetica-Bold').fontSize(s + 1).fillColor('black').text('X', x + 1, y - 0.5, { lineBreak: false }); return this; }
    const j = () => this.rng.float(-1.2, 1.2);
    d.save().lineWidth(1.3).strokeColor(INK).lineCap('round');
    if (this.rng.chance(0.5)) d.moveTo(x - 1 + j(), y + s * 0.5 + j()).lineTo(x + s * 0.4 + j(), y + s + 1).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
    else d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
    d.restore();
    return this;
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

export function emptyApplicant(): TruthApplicant {
  return { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
    tax_id_country: null, date_of_birth: null };
}
