// Drawing one form with pdfkit in one of three styles, recording where every value went. Coordinates are pdfkit's
// (points from the top left); AcroForm rectangles are converted to PDF space. Widgets are built by hand: a /Tx field
// has /V and an /AP /N form XObject that shows the value; a /Btn checkbox has /V, /AS and both appearance states.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Val = string | number | null;

export interface Placed {
  key: string;
  text: string;
  page: number;
  acroform_field?: string;
  /** text: page text; widget: a /Tx field's value; checkbox: the checked box's label (a mark, a letter X or a /Btn field). */
  via: 'text' | 'widget' | 'checkbox';
  /** Truth paths this value gives (empty for a decoy). */
  fields: string[];
}

interface Ref { end(data?: string): void; data: Record<string, unknown> }
interface DocInternals { _acroform?: { fonts: Record<string, Ref>; defaultFont: boolean }; _root: { data: Record<string, unknown> }; page: { height: number; dictionary: Ref; annotations: Ref[] } }

const HAND_FONT = ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', '/usr/share/fonts/truetype/urw-base35/Z003-MediumItalic.ttf']
  .find((p) => existsSync(p));
const INKS = ['#1a2a6c', '#0d1b4f', '#222222', '#1f3a93', '#2b2b5a'];

const pdfString = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`);

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly locations: Placed[] = [];
  readonly decoys: Placed[] = [];
  readonly truth = new Map<string, Val>();
  page = 1;
  private readonly fieldRefs: Ref[] = [];
  private helv: Ref | null = null;
  private readonly names = new Map<string, number>();
  private readonly ink: string;

  readonly style: Style;
  readonly font = 'Helvetica';
  readonly bold = 'Helvetica-Bold';
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Title: 'Merchant Application', Producer: 'forms', Creator: 'forms', CreationDate: new Date(Date.UTC(2025, 0, 2)) } });
    if (style === 'handwritten' && HAND_FONT) this.doc.registerFont('hand', HAND_FONT);
    this.ink = rng.pick(INKS);
  }

  private get internals(): DocInternals { return this.doc as unknown as DocInternals; }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page += 1; }

  /** Printed form text (labels, headings, the broker's own details): the same in every style. */
  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.bold ? this.bold : this.font).fontSize(o.size ?? 7.5).fillColor(o.color ?? '#000000');
    if (o.width) this.doc.text(text, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: true });
    else this.doc.text(text, x, y, { lineBreak: false });
  }

  /** An applicant's value written into a space (x, y: the space's top left; w, h its size). Blank text draws nothing. */
  value(key: string, text: string, x: number, y: number, w: number, h: number, fields: Record<string, Val>, decoy = false): void {
    for (const [p, v] of Object.entries(fields)) this.truth.set(p, v);
    if (!text) return;
    const rec: Placed = { key, text, page: this.page, via: 'text', fields: Object.keys(fields) };
    if (this.style === 'fillable') {
      rec.via = 'widget';
      rec.acroform_field = this.textWidget(key, text, x, y, w, h);
    } else if (this.style === 'handwritten') {
      const size = Math.min(h * 0.85, 12) + this.rng.float(-0.8, 1.2);
      const angle = this.rng.float(-2, 2);
      const bx = x + 3 + this.rng.float(0, 4); const by = y + h - size * 0.95 + this.rng.float(-1.5, 1);
      this.doc.save().rotate(angle, { origin: [bx, by + size] });
      this.doc.font(HAND_FONT ? 'hand' : 'Times-Italic').fontSize(size).fillColor(this.ink).text(text, bx, by, { lineBreak: false });
      this.doc.restore();
    } else {
      const size = Math.min(h * 0.7, 10);
      this.doc.font('Courier').fontSize(size).fillColor('#000000').text(text, x + 3, y + (h - size) / 2 + 0.5, { lineBreak: false });
    }
    (decoy ? this.decoys : this.locations).push(rec);
  }

  decoy(key: string, text: string, x: number, y: number, w: number, h: number): void { this.value(key, text, x, y, w, h, {}, true); }

  /** A checkbox (x, y its top left) with its printed label to the right; `fields` recorded when checked. */
  check(key: string, labelText: string, x: number, y: number, checked: boolean, fields: Record<string, Val>, size = 8): void {
    this.doc.lineWidth(0.6).strokeColor('#000000').rect(x, y, size, size).stroke();
    this.label(labelText, x + size + 3, y + 0.5, { size: 7.5 });
    if (checked) for (const [p, v] of Object.entries(fields)) this.truth.set(p, v);
    const rec: Placed = { key, text: labelText, page: this.page, via: 'checkbox', fields: Object.keys(fields) };
    if (this.style === 'fillable') {
      rec.acroform_field = this.boxWidget(key, x, y, size, checked);
    } else if (!checked) {
      return;
    } else if (this.style === 'handwritten') {
      const j = (): number => this.rng.float(-1, 1);
      this.doc.save().lineWidth(1.1).strokeColor(this.ink);
      if (this.rng.chance(0.5)) this.doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + size + 1 + j(), y + size + 1 + j()).moveTo(x + size + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + size + 1 + j()).stroke();
      else this.doc.moveTo(x + 1 + j(), y + size * 0.5).lineTo(x + size * 0.4, y + size - 0.5).lineTo(x + size + 2 + j(), y - 2 + j()).stroke();
      this.doc.restore();
    } else {
      this.doc.font('Helvetica-Bold').fontSize(size).fillColor('#000000').text('X', x + size * 0.18, y + size * 0.12, { lineBreak: false });
    }
    if (checked) this.locations.push(rec);
  }

  private fieldName(key: string): string {
    const base = key.replace(/[^A-Za-z0-9_.]/g, '_');
    const n = (this.names.get(base) ?? 0) + 1;
    this.names.set(base, n);
    return n === 1 ? base : `${base}_${n}`;
  }

  private font0(): Ref {
    if (!this.helv) {
      this.helv = this.doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' }) as unknown as Ref;
      this.helv.end();
    }
    return this.helv;
  }

  private rect(x: number, y: number, w: number, h: number): number[] {
    const H = this.internals.page.height;
    return [x, H - y - h, x + w, H - y];
  }

  private textWidget(key: string, text: string, x: number, y: number, w: number, h: number): string {
    const name = this.fieldName(key);
    const size = Math.min(h * 0.7, 10);
    const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: this.font0() } } }) as unknown as Ref;
    ap.end(`/Tx BMC q BT /Helv ${size.toFixed(2)} Tf 0 g 2 ${((h - size) / 2 + 1.5).toFixed(2)} Td (${pdfString(text)}) Tj ET Q EMC`);
    const p = this.internals.page;
    const widget = this.doc.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/Helv ${size.toFixed(2)} Tf 0 g`),
      F: 4, Rect: this.rect(x, y, w, h), P: p.dictionary, AP: { N: ap }, MK: { BC: [0.6, 0.6, 0.6] } }) as unknown as Ref;
    widget.end();
    p.annotations.push(widget);
    this.fieldRefs.push(widget);
    return name;
  }

  private boxWidget(key: string, x: number, y: number, s: number, checked: boolean): string {
    const name = this.fieldName(key);
    const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] }) as unknown as Ref;
    on.end(`q 0 g 0 G 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S ${s - 1.5} 1.5 m 1.5 ${s - 1.5} l S Q`);
    const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] }) as unknown as Ref;
    off.end('');
    const p = this.internals.page;
    const state = checked ? 'Yes' : 'Off';
    const widget = this.doc.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Btn', T: new String(name), V: state, AS: state, F: 4, Rect: this.rect(x, y, s, s),
      P: p.dictionary, AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') } }) as unknown as Ref;
    widget.end();
    p.annotations.push(widget);
    this.fieldRefs.push(widget);
    return name;
  }

  /** Registers the fields in the catalog and returns the file. */
  async finish(): Promise<Uint8Array> {
    if (this.fieldRefs.length) {
      const acro = this.doc.ref({ Fields: this.fieldRefs, DR: { Font: { Helv: this.font0() } }, DA: new String('/Helv 0 Tf 0 g') }) as unknown as Ref;
      // pdfkit ends the AcroForm dictionary itself when the document ends (it ends only fields with /Kids).
      this.internals._acroform = { fonts: {}, defaultFont: true };
      this.internals._root.data.AcroForm = acro;
    }
    const chunks: Buffer[] = [];
    const done = new Promise<void>((resolve, reject) => { this.doc.on('end', () => resolve()); this.doc.on('error', reject); });
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
