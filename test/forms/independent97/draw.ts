// The pen of set 97: labels always as page text; values by style (typed text, a handwriting-like slanted font with
// rotation and jitter, or AcroForm fields with their own appearance streams so the page text does not hold them and
// a scan still shows them); checkboxes drawn or as AcroForm check boxes.
import type PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
type Doc = InstanceType<typeof PDFDocument>;
interface FontLike { id: string; ref(): unknown; widthOfString?: unknown }
interface RefLike { data: Record<string, unknown>; end(s?: string): void }

const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

export class Pen {
  readonly fields = new Map<string, string>();
  private hand: string;
  readonly doc: Doc;
  readonly style: Style;
  readonly r: Rng;
  readonly typedFont: string;
  /** Fillable and scanned: the fields as a viewer prints them (shaded boxes, values drawn), since the scan keeps only the picture. */
  readonly printed: boolean;
  constructor(doc: Doc, style: Style, r: Rng, typedFont = 'Helvetica', printed = false) {
    this.doc = doc; this.style = style; this.r = r; this.typedFont = typedFont; this.printed = printed;
    this.hand = r.pick(['Times-Italic', 'Helvetica-Oblique', 'Courier-Oblique', 'Times-BoldItalic']);
    if (style === 'fillable' && !printed) { doc.font('Helvetica'); doc.initForm(); }
  }

  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; font?: string } = {}): void {
    const d = this.doc;
    d.font(o.font ?? (o.bold ? 'Helvetica-Bold' : 'Helvetica')).fontSize(o.size ?? 7).fillColor(o.color ?? '#000');
    d.text(text, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left' });
    d.fillColor('#000');
  }

  private unique(name: string): string {
    let n = name.replace(/[^A-Za-z0-9_.]/g, '_'), k = 2;
    while (this.fields.has(n)) n = `${name.replace(/[^A-Za-z0-9_.]/g, '_')}_${k++}`;
    return n;
  }

  /** A filled value in the cell box (x, y top-left, w, h). Empty text leaves the cell blank (an empty field when fillable). */
  value(name: string, text: string, x: number, y: number, w: number, h: number, o: { size?: number; align?: 'left' | 'center' } = {}): void {
    const d = this.doc;
    if (this.style === 'fillable' && this.printed) {
      d.save().rect(x + 1, y + 1, w - 2, h - 2).fill('#e6ecfa').restore();
      if (!text) return;
      let size = o.size ?? 9;
      d.font('Helvetica');
      while (size > 5 && d.fontSize(size).widthOfString(text) > w - 4) size -= 0.5;
      d.fillColor('#000059').fontSize(size);
      d.text(text, o.align === 'center' ? x + (w - d.widthOfString(text)) / 2 : x + 3, y + (h - size) / 2 + 0.5, { lineBreak: false });
      d.fillColor('#000');
      return;
    }
    if (this.style === 'fillable') {
      const fname = this.unique(name);
      this.fields.set(fname, text);
      d.font('Helvetica');
      let size = o.size ?? 9;
      while (size > 5 && d.fontSize(size).widthOfString(text) > w - 4) size -= 0.5;
      d.fontSize(size);
      const font = (d as unknown as { _font: FontLike })._font;
      const fw = w - 2, fh = h - 2;
      const tx = o.align === 'center' ? Math.max(1, (fw - d.widthOfString(text)) / 2) : 2;
      const xo = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, fw, fh], Resources: { Font: { [font.id]: font.ref() } } }) as unknown as RefLike;
      xo.end(text ? `/Tx BMC q BT /${font.id} ${size} Tf 0 0 0.35 rg ${tx.toFixed(2)} ${((fh - size) / 2 + size * 0.22).toFixed(2)} Td (${esc(text)}) Tj ET Q EMC` : '/Tx BMC EMC');
      this.widget(fname, 'text', x + 1, y + 1, fw, fh, { value: text, fontSize: size, align: o.align ?? 'left' }, { AP: { N: xo } });
      return;
    }
    if (!text) return;
    if (this.style === 'typed') {
      let size = o.size ?? 9;
      d.font(this.typedFont);
      while (size > 5 && d.fontSize(size).widthOfString(text) > w - 5) size -= 0.5;
      d.fillColor('#000').fontSize(size);
      const tx = o.align === 'center' ? x + (w - d.widthOfString(text)) / 2 : x + 3;
      d.text(text, tx, y + (h - size) / 2 + 0.5, { lineBreak: false });
      return;
    }
    let size = (o.size ?? 9) + 1.5;
    d.font(this.hand);
    while (size > 5.5 && d.fontSize(size).widthOfString(text) > w - 8) size -= 0.5;
    const jx = this.r.float(-1.2, 1.8), jy = this.r.float(-1.5, 1.2), rot = this.r.float(-2.5, 2.5);
    const tx = o.align === 'center' ? x + (w - d.widthOfString(text)) / 2 : x + 4;
    d.save().rotate(rot, { origin: [tx, y + h / 2] }).fillColor('#1b2f7a').fontSize(size);
    d.text(text, tx + jx, y + (h - size) / 2 + jy, { lineBreak: false });
    d.restore().fillColor('#000');
  }

  /** pdfkit's formAnnotation with extra entries (appearance, state): its annotate() writes the dictionary at once. */
  private widget(name: string, type: string, x: number, y: number, w: number, h: number, opts: Record<string, unknown>, extra: Record<string, unknown>): void {
    const d = this.doc as unknown as { _fieldDict(n: string, t: string, o: object): Record<string, unknown>; annotate(x: number, y: number, w: number, h: number, o: object): void;
      page: { annotations: unknown[] }; _addToParent(r: unknown): void };
    const dict = { ...d._fieldDict(name, type, opts), Subtype: 'Widget', F: 4, ...extra };
    d.annotate(x, y, w, h, dict);
    d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
  }

  /** A check box with its label; `checked` draws the applicant's mark. */
  check(name: string, label: string, checked: boolean, x: number, y: number, s = 7, labelSize = 7): number {
    const d = this.doc;
    d.lineWidth(0.6).rect(x, y, s, s).stroke();
    if (this.style === 'fillable' && !this.printed) {
      const fname = this.unique(name);
      this.fields.set(fname, checked ? 'Yes' : 'Off');
      const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] }) as unknown as RefLike;
      on.end(`q 0 0 0.35 RG 1 w 1 1 m ${s - 1} ${s - 1} l S 1 ${s - 1} m ${s - 1} 1 l S Q`);
      const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] }) as unknown as RefLike;
      off.end('');
      this.widget(fname, 'checkbox', x, y, s, s, {}, { AP: { N: { Yes: on, Off: off } }, V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off' });
    } else if (checked) {
      const h = this.style === 'handwritten';
      const j = () => (h ? this.r.float(-1, 1) : 0);
      d.save().lineWidth(h ? 1.1 : 0.9).strokeColor(h ? '#1b2f7a' : '#000');
      d.moveTo(x + 1 + j(), y + 1 + j()).lineTo(x + s - 1 + j(), y + s - 1 + j()).stroke();
      d.moveTo(x + s - 1 + j(), y + 1 + j()).lineTo(x + 1 + j(), y + s - 1 + j()).stroke();
      d.restore();
    }
    this.label(label, x + s + 2.5, y + (s - labelSize) / 2 + 0.5, { size: labelSize });
    d.font('Helvetica').fontSize(labelSize);
    return x + s + 2.5 + d.widthOfString(label) + 8;
  }
}
