// Drawing for set 219: the printed form (labels, grey help text, bars) with pdfkit, and the applicant's entries in one
// of three styles: typed text, a handwriting font (rotated, jittered, X marks as lines) or AcroForm fields with their
// own appearance streams (NeedAppearances false, nothing drawn as page text).
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import type { V } from './data.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Placed { key: string; text: string; page: number; box: Box; fields: Record<string, string | number | null>; via: 'text' | 'acroform' | 'mark';
  acroform_field?: string }

export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const H = 792;
const GREY = '#8a8a8a';

interface FormDoc { _font: { id: string; ref(): unknown }; _fieldDict(name: string, type: string, o: object): Record<string, unknown>;
  annotate(x: number, y: number, w: number, h: number, o: object): void; _addToParent(r: unknown): void; page: { annotations: unknown[] };
  _root: { data: { AcroForm: { data: Record<string, unknown> } } }; ref(d: object): { write(s: string): void; end(): void } }

const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  placed: Placed[] = [];
  decoys: Placed[] = [];
  private names = new Set<string>();
  private helv = '';

  readonly style: Style;
  private rng: Rng;
  private typeFont: string;

  constructor(style: Style, rng: Rng, typeFont = 'Helvetica') {
    this.style = style; this.rng = rng; this.typeFont = typeFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Producer: 'FormFill 4.2', Creator: 'Broker intake', CreationDate: new Date(Date.UTC(2025, 5, 1)) } });
    if (style === 'handwritten') this.doc.registerFont('hand', HAND_FONT);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      const d = this.doc as unknown as FormDoc;
      d._root.data.AcroForm.data.NeedAppearances = false;
      this.helv = d._font.id;
    }
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  // ---- the printed form ----
  label(text: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.font ?? 'Helvetica-Bold').fontSize(o.size ?? 7).fillColor(o.color ?? '#222');
    this.doc.text(text, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left' });
  }
  /** Grey help text or a placeholder example: never a value. */
  hint(text: string, x: number, y: number, width?: number, size = 6): void {
    this.label(text, x, y, { size, font: 'Helvetica-Oblique', color: GREY, width });
  }
  bar(text: string, x: number, y: number, w: number, fill: string, color = '#fff', h = 13): void {
    this.doc.rect(x, y, w, h).fill(fill);
    this.label(text, x + 5, y + (h - 8) / 2 + 0.5, { size: 8, color });
  }
  line(x: number, y: number, w: number, color = '#444'): void { this.doc.moveTo(x, y).lineTo(x + w, y).lineWidth(0.6).strokeColor(color).stroke(); }
  box(x: number, y: number, w: number, h: number, color = '#555', lw = 0.6): void { this.doc.rect(x, y, w, h).lineWidth(lw).strokeColor(color).stroke(); }
  tick(x: number, y: number, s = 8): void { this.box(x, y, s, s, '#333', 0.7); }
  /** A printed paragraph of fine print. */
  para(text: string, x: number, y: number, w: number, size = 6, color = '#333'): number {
    this.doc.font('Helvetica').fontSize(size).fillColor(color);
    this.doc.text(text, x, y, { width: w, lineGap: 0.5 });
    return this.doc.y;
  }

  // ---- the applicant's entries ----
  /** An entry in the box (x, y, w, h), top-left coordinates. Nothing is drawn for a null. */
  put(v: V | null | undefined, x: number, y: number, w: number, h = 14, size = 9): void {
    if (!v) return;
    const name = this.fieldName(v.key);
    let box: Box;
    if (this.style === 'fillable') {
      this.textField(name, v.text, x, y, w, h, size);
      box = [x, H - (y + h), x + w, H - y];
    } else if (this.style === 'handwritten') {
      const s = size + 2, d = this.doc;
      d.font('hand').fontSize(s).fillColor('#1a2a6c');
      const tw = Math.min(d.widthOfString(v.text), w * 1.3);
      const jx = x + 2 + this.rng.float(0, 4), jy = y + h - s * 0.95 + this.rng.float(-1.5, 1);
      d.save().rotate(this.rng.float(-2, 2), { origin: [jx, jy + s / 2] });
      d.text(v.text, jx, jy, { lineBreak: false });
      d.restore();
      box = [jx, H - (jy + s), jx + tw, H - jy];
    } else {
      const d = this.doc;
      d.font(this.typeFont).fontSize(size).fillColor('#000');
      const tx = x + 2, ty = y + (h - size) / 2 + 1;
      d.text(v.text, tx, ty, { lineBreak: false });
      box = [tx, H - (ty + size), tx + d.widthOfString(v.text), H - ty];
    }
    this.record(v, box, this.style === 'fillable' ? 'acroform' : 'text', name);
  }

  /** A checkbox at (x, y); `v` is the checked option's entry (its text the option label), null when unchecked. */
  check(v: V | null, x: number, y: number, key: string, s = 8): void {
    this.tick(x, y, s);
    const name = this.fieldName(`${key}`);
    if (this.style === 'fillable') this.checkField(name, v !== null, x, y, s);
    else if (v) {
      const d = this.doc;
      if (this.style === 'handwritten') {
        const j = () => this.rng.float(-1.2, 1.2);
        d.lineWidth(1.3).strokeColor('#1a2a6c');
        d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
        d.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
      } else d.font('Helvetica-Bold').fontSize(s + 1).fillColor('#000').text('X', x + 1, y - 0.5, { lineBreak: false });
    }
    if (v) this.record(v, [x, H - (y + s), x + s, H - y], this.style === 'fillable' ? 'acroform' : this.style === 'handwritten' ? 'mark' : 'text', name);
  }

  private record(v: V, box: Box, via: Placed['via'], name: string): void {
    const p: Placed = { key: v.key, text: v.text, page: this.page, box, fields: v.fields, via, ...(this.style === 'fillable' ? { acroform_field: name } : {}) };
    if (v.kind === 'value') this.placed.push(p);
    else if (v.kind === 'decoy') this.decoys.push(p);
  }

  private fieldName(key: string): string {
    let n = key.replace(/[^A-Za-z0-9_]/g, '_'), i = 2;
    while (this.names.has(n)) n = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${i++}`;
    this.names.add(n);
    return n;
  }

  private textField(name: string, value: string, x: number, y: number, w: number, h: number, size: number): void {
    const d = this.doc as unknown as FormDoc;
    this.doc.font('Helvetica');
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [this.helv]: d._font.ref() } } });
    ap.write(`/Tx BMC q BT /${this.helv} ${size} Tf 0 g 2 ${((h - size) / 2 + 2).toFixed(2)} Td (${esc(value)}) Tj ET Q EMC`);
    ap.end();
    const f = d._fieldDict(name, 'text', { value });
    Object.assign(f, { Subtype: 'Widget', F: 4, DA: new String(`/${this.helv} ${size} Tf 0 g`), AP: { N: ap } });
    d.annotate(x, y, w, h, f);
    d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
  }

  private checkField(name: string, on: boolean, x: number, y: number, s: number): void {
    const d = this.doc as unknown as FormDoc;
    const onAp = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    onAp.write(`q 0 g 0 G 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
    onAp.end();
    const offAp = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    offAp.write('');
    offAp.end();
    const f = d._fieldDict(name, 'checkbox', {});
    Object.assign(f, { Subtype: 'Widget', F: 4, V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: onAp, Off: offAp } } });
    d.annotate(x, y, s, s, f);
    d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((r) => this.doc.on('end', () => r()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
