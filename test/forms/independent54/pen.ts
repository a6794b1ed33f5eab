// Drawing with the truth kept beside it: labels are page text in every style; a value is typed text, handwriting
// (slightly rotated, off the line, varying size) or an AcroForm field, and each value that gives a truth field is
// recorded with the text printed, so the truth holds only what is printed.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Printed { paths: string[]; text: string; field?: string; check?: boolean }
export type Sets = Record<string, string | number | null>;
type Doc = PDFKit.PDFDocument;
interface ValueOpts { size?: number; name?: string; align?: 'left' | 'center' | 'right'; h?: number }
interface LabelOpts { bold?: boolean; size?: number; underline?: boolean; italic?: boolean; width?: number; align?: 'left' | 'center' | 'right'; color?: string }

const require = createRequire(import.meta.url);
function fontFile(pkg: string, file: string): string {
  const dir = join(require.resolve(`@fontsource/${pkg}/package.json`, { paths: [process.cwd()] }), '..', 'files');
  const ttf = join(dir, file.replace('.woff', '.ttf'));
  return existsSync(ttf) ? ttf : join(dir, file);
}
export const HAND_FONTS = [fontFile('kalam', 'kalam-latin-400-normal.woff'), fontFile('patrick-hand', 'patrick-hand-latin-400-normal.woff')];

export class Pen {
  readonly truth: TruthApplication = emptyApplication();
  readonly printed: Printed[] = [];
  readonly decoys: { key: string; text: string }[] = [];
  private names = new Set<string>();
  serif: boolean;
  typeFont: string;

  readonly doc: Doc;
  readonly style: Style;
  readonly r: Rng;

  constructor(doc: Doc, style: Style, r: Rng, o: { serif?: boolean; typeFont?: string } = {}) {
    this.doc = doc; this.style = style; this.r = r;
    this.serif = o.serif ?? false;
    this.typeFont = o.typeFont ?? 'Helvetica';
    if (style === 'handwritten') doc.registerFont('hand', r.pick(HAND_FONTS));
    if (style === 'fillable') { doc.font('Helvetica'); doc.initForm(); }
  }

  private face(bold?: boolean, italic?: boolean): string {
    if (this.serif) return bold ? 'Times-Bold' : italic ? 'Times-Italic' : 'Times-Roman';
    return bold ? 'Helvetica-Bold' : italic ? 'Helvetica-Oblique' : 'Helvetica';
  }

  /** Page text: a label, heading or paragraph (width given: wrapped). */
  label(text: string, x: number, y: number, o: LabelOpts = {}): number {
    const d = this.doc;
    d.font(this.face(o.bold, o.italic)).fontSize(o.size ?? 9).fillColor(o.color ?? 'black');
    if (o.width) d.text(text, x, y, { width: o.width, align: o.align ?? 'left', underline: o.underline ?? false, lineGap: 1 });
    else d.text(text, x, y, { lineBreak: false, underline: o.underline ?? false });
    d.fillColor('black');
    return o.width ? d.heightOfString(text, { width: o.width, lineGap: 1 }) : d.widthOfString(text);
  }

  line(x0: number, y0: number, x1: number, y1: number, w = 0.5, color = 'black'): void {
    this.doc.save().lineWidth(w).strokeColor(color).moveTo(x0, y0).lineTo(x1, y1).stroke().restore();
  }
  rect(x: number, y: number, w: number, h: number, lw = 0.5, fill?: string): void {
    const d = this.doc.save().lineWidth(lw);
    if (fill) d.rect(x, y, w, h).fillAndStroke(fill, 'black'); else d.rect(x, y, w, h).stroke();
    d.restore();
  }
  fill(x: number, y: number, w: number, h: number, color: string): void { this.doc.save().rect(x, y, w, h).fill(color).restore(); }

  private set(sets: Sets): void {
    for (const [path, v] of Object.entries(sets)) {
      const a = /^applicants\.(\d+)\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (this.truth.applicants.length <= i) this.truth.applicants.push({ first_name: null, last_name: null, role: null, ownership: null,
          credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
        (this.truth.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (this.truth as unknown as Record<string, unknown>)[path] = v;
    }
  }

  private fieldName(base: string): string {
    let n = base.replace(/[^A-Za-z0-9_]+/g, '_'), i = 2;
    while (this.names.has(n)) n = `${base.replace(/[^A-Za-z0-9_]+/g, '_')}_${i++}`;
    this.names.add(n);
    return n;
  }

  /** A value in the box from (x, y) (top) of width w. Null: left blank. `sets` are the truth fields it gives. */
  value(text: string | null, x: number, y: number, w: number, sets: Sets | null = null, o: ValueOpts = {}): void {
    const d = this.doc;
    const size = o.size ?? 9;
    const name = this.fieldName(o.name ?? (sets ? Object.keys(sets)[0]! : 'field'));
    if (this.style === 'fillable') {
      d.font('Helvetica');
      d.formText(name, x, y - 2, w, o.h ?? size + 4, { value: text ?? '', fontSize: size, align: o.align ?? 'left' });
    } else if (text !== null) {
      if (this.style === 'typed') {
        d.font(this.typeFont).fontSize(size);
        let s = size;
        while (s > 5 && d.widthOfString(text) > w) d.fontSize(--s);
        const tw = d.widthOfString(text);
        const tx = o.align === 'right' ? x + w - tw : o.align === 'center' ? x + (w - tw) / 2 : x;
        d.fillColor('black').text(text, tx, y + (size - s) / 2, { lineBreak: false });
      } else {
        let s = size + 1.5 + this.r.float(-0.8, 1.6);
        d.font('hand').fontSize(s);
        while (s > 6 && d.widthOfString(text) > w - 4) d.fontSize(s -= 0.5);
        const ang = this.r.float(-2.2, 2.2);
        const tx = x + this.r.float(0, Math.max(0, Math.min(8, w - d.widthOfString(text) - 2)));
        const ty = y - s * 0.35 + this.r.float(-1.5, 1.5);
        d.save().rotate(ang, { origin: [tx, ty + s / 2] }).fillColor('#1a2a6c').text(text, tx, ty, { lineBreak: false }).restore();
        d.fillColor('black');
      }
    }
    if (text !== null && sets) {
      this.set(sets);
      this.printed.push({ paths: Object.keys(sets), text, ...(this.style === 'fillable' ? { field: name } : {}) });
    }
  }

  /** A printed value that is not the application's (landlord, bank, ISO rep, existing funder ...). */
  decoy(key: string, text: string | null, x: number, y: number, w: number, o: ValueOpts = {}): void {
    this.value(text, x, y, w, null, { ...o, name: o.name ?? key });
    if (text !== null) this.decoys.push({ key, text });
  }

  /** A checkbox of side s at (x, y); `label` is printed to its right. A checked box with `sets` gives those fields. */
  check(x: number, y: number, on: boolean, label: string | null, sets: Sets | null = null, o: { s?: number; name?: string; size?: number } = {}): number {
    const d = this.doc, s = o.s ?? 8;
    this.rect(x, y, s, s, 0.6);
    const name = this.fieldName(o.name ?? `chk_${label ?? 'box'}`);
    if (this.style === 'fillable') {
      const ap = (mark: boolean) => {
        const ref = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
        ref.end(mark ? `q 0 g 1.1 w ${s * 0.18} ${s * 0.5} m ${s * 0.42} ${s * 0.18} l ${s * 0.85} ${s * 0.85} l S Q` : '');
        return ref;
      };
      const dd = d as unknown as { _fieldDict(n: string, t: string, o: object): Record<string, unknown>; _addToParent(r: unknown): void; page: { annotations: unknown[] } };
      const dict = dd._fieldDict(name, 'checkbox', {});
      Object.assign(dict, { Subtype: 'Widget', F: 4, AP: { N: { Yes: ap(true), Off: ap(false) } }, AS: on ? 'Yes' : 'Off', V: on ? 'Yes' : 'Off', MK: { CA: new String('4') } });
      d.annotate(x, y, s, s, dict as unknown as PDFKit.Mixins.AnnotationOption);
      dd._addToParent(dd.page.annotations[dd.page.annotations.length - 1]);
    } else if (on) {
      if (this.style === 'typed') d.font('Helvetica-Bold').fontSize(s + 1).text('X', x + s * 0.12, y - 0.2, { lineBreak: false });
      else {
        const j = () => this.r.float(-1, 1);
        d.save().lineWidth(1.3).strokeColor('#1a2a6c').moveTo(x + 1 + j(), y + s * 0.5 + j()).lineTo(x + s * 0.4, y + s - 0.5 + j())
          .lineTo(x + s + 2 + j(), y - 3 + j()).stroke().restore();
      }
    }
    let w = s + 3;
    if (label) w += this.label(label, x + s + 3, y + (s - (o.size ?? 8)) / 2 + 0.5, { size: o.size ?? 8 }) + 10;
    if (on && sets && label) {
      this.set(sets);
      this.printed.push({ paths: Object.keys(sets), text: label, check: true, ...(this.style === 'fillable' ? { field: name } : {}) });
    }
    return w;
  }

  /** "Y / N" with the answer circled (typed, handwritten) or a text field holding Y or N (fillable). */
  yn(x: number, y: number, yes: boolean, key: string): void {
    if (this.style === 'fillable') { this.label('Y / N', x, y, { size: 8 }); this.value(yes ? 'Y' : 'N', x + 26, y, 14, null, { name: key, size: 8 }); return; }
    this.label('Y  /  N', x, y, { size: 8 });
    const cx = yes ? x + 2.8 : x + 21.5;
    this.doc.save().lineWidth(0.9).strokeColor(this.style === 'handwritten' ? '#1a2a6c' : 'black')
      .ellipse(cx + this.r.float(-0.6, 0.6), y + 3.5, 6 + this.r.float(0, 1), 6).stroke().restore();
  }
}
