// How a value reaches the page in each style: typed (page text in the site's font), handwritten (the pen font Z003,
// rotated and shifted, marks as strokes) or fillable (an AcroForm field with its value and an appearance stream).
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
interface FontRef { id: string; ref(): unknown }
interface Ref { data: Record<string, unknown>; end(chunk?: string): void }
interface DocInternals { _font: FontRef; _root: { data: { AcroForm: Ref } }; page: { annotations: Ref[] }; ref(data: Record<string, unknown>): Ref }

const PEN = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';

/** A literal PDF string in WinAnsi (the bullet of a masked number kept). */
function pdfString(s: string): string {
  let out = '';
  for (const ch of s) {
    if (ch === '•') out += '\\225';
    else if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else out += ch.charCodeAt(0) < 128 ? ch : '?';
  }
  return `(${out})`;
}

export class Ink {
  private n = 0;
  private helv: FontRef | null = null;
  private readonly pen: string;

  private readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  private readonly rng: Rng;

  /** A fillable form as its printout (for a scan): the fields' appearances drawn as page text, no AcroForm. */
  private readonly flat: boolean;

  constructor(doc: PDFKit.PDFDocument, style: Style, rng: Rng, flat = false) {
    this.doc = doc; this.style = style; this.rng = rng; this.flat = flat && style === 'fillable';
    this.pen = rng.chance(0.6) ? '#1b3f94' : '#202124';
    doc.registerFont('pen', PEN);
    if (style === 'fillable' && !this.flat) {
      doc.font('Helvetica');
      doc.initForm();
      this.helv = (doc as unknown as DocInternals)._font;
      (doc as unknown as DocInternals)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  private get internals(): DocInternals { return this.doc as unknown as DocInternals; }
  private fields(): Ref[] { return this.internals._root.data.AcroForm.data.Fields as Ref[]; }
  private lastAnnot(): Ref { const a = this.internals.page.annotations; return a[a.length - 1]!; }

  private xobject(w: number, h: number, content: string): Ref {
    const res: Record<string, unknown> = this.helv ? { Font: { [this.helv.id]: this.helv.ref() } } : {};
    const r = this.internals.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: res });
    r.end(content);
    return r;
  }

  private fieldName(key: string): string { return `${key.replace(/[^A-Za-z0-9_]+/g, '_')}_${++this.n}`; }

  /** Draws one value in the box (x, y, w, h); returns the AcroForm field's name in the fillable style. */
  value(text: string, x: number, y: number, w: number, h: number, key: string): string | undefined {
    const d = this.doc;
    if (this.flat) {
      let size = Math.min(10, h - 6);
      while (size > 6 && d.font('Helvetica').fontSize(size).widthOfString(text) > w - 2) size -= 0.5;
      d.fillColor('#000000').text(text, x, y + (h - size) / 2, { lineBreak: false });
      return undefined;
    }
    if (this.style === 'fillable') {
      const name = this.fieldName(key), id = this.helv!.id;
      let size = Math.min(10, h - 6);
      while (size > 6 && d.font('Helvetica').fontSize(size).widthOfString(text) > w - 2) size -= 0.5;
      const ap = this.xobject(w + 2, h - 2, `/Tx BMC q BT /${id} ${size} Tf 0 g 2 ${((h - 2 - size) / 2 + 1.5).toFixed(2)} Td ${pdfString(text)} Tj ET Q EMC`);
      d.annotate(x - 2, y + 1, w + 2, h - 2, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${id} ${size} Tf 0 g`),
        F: 4, AP: { N: ap } } as unknown as PDFKit.Mixins.AnnotationOption);
      this.fields().push(this.lastAnnot());
      return name;
    }
    if (!text) return undefined;
    if (this.style === 'typed') {
      d.font('site');
      let size = Math.min(10, h - 7);
      while (size > 6 && d.fontSize(size).widthOfString(text) > w) size -= 0.5;
      d.fontSize(size).fillColor('#101828').text(text, x, y + (h - size) / 2 + 0.5, { lineBreak: false });
      return undefined;
    }
    d.font('pen');
    let size = Math.min(13, h - 4);
    while (size > 7 && d.fontSize(size).widthOfString(text) > w) size -= 0.5;
    const ang = this.rng.float(-2, 2), dx = this.rng.float(0, 4), dy = this.rng.float(-1.5, 1.5);
    d.save();
    d.rotate(ang, { origin: [x, y + h / 2] });
    d.fontSize(size).fillColor(this.pen).text(text, x + dx, y + (h - size) / 2 + dy - 1, { lineBreak: false });
    d.restore();
    return undefined;
  }

  /** A radio group's parent field (fillable only); its value is the chosen option. */
  group(key: string, chosen: string | null): string | null {
    if (this.style !== 'fillable' || this.flat) return null;
    const name = this.fieldName(key);
    this.groups.set(name, { ref: null, chosen });
    return name;
  }
  private readonly groups = new Map<string, { ref: Ref | null; chosen: string | null }>();

  private exportName(option: string): string { return option.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'Opt'; }

  /** The mark of one option: a pen stroke (handwritten) or a radio widget (fillable); typed marks are the engine's. */
  mark(x: number, y: number, s: number, on: boolean, group: string | null, option: string, how: 'check' | 'ellipse', pillW: number): void {
    const d = this.doc;
    if (this.style === 'handwritten' && on) {
      d.save().lineWidth(1.3).strokeColor(this.pen);
      if (how === 'ellipse') d.ellipse(x - 4 + pillW / 2, y + 4, pillW / 2 + 3, 10).stroke();
      else {
        const j = (): number => this.rng.float(-0.8, 0.8);
        d.moveTo(x - 1 + j(), y + s * 0.5 + j()).lineTo(x + s * 0.4 + j(), y + s + j()).lineTo(x + s * 1.3 + j(), y - s * 0.4 + j()).stroke();
      }
      d.restore();
      return;
    }
    if (this.flat && on) { d.circle(x + s / 2, y + s / 2, s / 4).fill('#000000'); return; }
    if (this.style !== 'fillable' || !group) return;
    const g = this.groups.get(group)!;
    if (!g.ref) {
      g.ref = this.internals.ref({ FT: 'Btn', Ff: 49152, T: new String(group), Kids: [], ...(g.chosen ? { V: this.exportName(g.chosen) } : {}) });
      this.fields().push(g.ref);
    }
    const ex = this.exportName(option);
    const c = s / 2, k = 0.55 * (s / 4);
    const dot = `q 0 g ${c} ${c + s / 4} m ${c + k} ${c + s / 4} ${c + s / 4} ${c + k} ${c + s / 4} ${c} c ${c + s / 4} ${c - k} ${c + k} ${c - s / 4} ${c} ${c - s / 4} c ` +
      `${c - k} ${c - s / 4} ${c - s / 4} ${c - k} ${c - s / 4} ${c} c ${c - s / 4} ${c + k} ${c - k} ${c + s / 4} ${c} ${c + s / 4} c f Q`;
    d.annotate(x, y, s, s, { Subtype: 'Widget', Parent: g.ref, F: 4, AS: on ? ex : 'Off',
      AP: { N: { [ex]: this.xobject(s, s, dot), Off: this.xobject(s, s, 'q Q') } } } as unknown as PDFKit.Mixins.AnnotationOption);
    (g.ref.data.Kids as Ref[]).push(this.lastAnnot());
  }
}
