// The drawing surface of set 59: labels always as page text; values typed, handwritten or as AcroForm fields; checkboxes
// as a printed X, drawn strokes or widgets with appearance streams. It records what each printed value gives the truth.
import PDFDocument from 'pdfkit';
import { fileURLToPath } from 'node:url';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** A value's role: truth paths with their values, a decoy (someone else's value), or context (the merchant's, no field). */
export type Kind = Record<string, unknown> | 'decoy' | 'ctx';
export interface Loc { paths: string[]; text: string; field: string | null; checkbox: boolean }
export interface DecoyRec { key: string; text: string; field: string | null }

const NM = fileURLToPath(new URL('../../../node_modules/', import.meta.url));
const HANDS = [`${NM}@fontsource/kalam/files/kalam-latin-400-normal.woff`, `${NM}@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff`];

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly fields: [string, unknown][] = [];
  readonly locs: Loc[] = [];
  readonly decoys: DecoyRec[] = [];
  private names = new Set<string>();
  private hand: string;
  pageNo = 1;
  /** How a typed checkbox is marked: a letter X or drawn strokes. */
  typedMark: 'letter' | 'stroke' = 'letter';
  valueFont = 'Helvetica';

  readonly style: Style;
  readonly rng: Rng;

  constructor(style: Style, rng: Rng, title: string) {
    this.style = style; this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Title: title, Producer: 'set59', Creator: 'set59', CreationDate: new Date(Date.UTC(2025, 9, 14)), ModDate: new Date(Date.UTC(2025, 9, 14)) } });
    this.hand = rng.pick(HANDS);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.pageNo++; }

  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; width?: number; align?: 'left' | 'center' | 'right'; color?: string; font?: string } = {}): void {
    this.doc.font(o.font ?? (o.bold ? 'Helvetica-Bold' : 'Helvetica')).fontSize(o.size ?? 7.5).fillColor(o.color ?? '#000');
    this.doc.text(text, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left' });
    this.doc.fillColor('#000');
  }

  /** Prose (underwriting notes, disclaimers): page text, never a field. */
  para(text: string, x: number, y: number, w: number, size = 7.5): number {
    this.doc.font('Helvetica').fontSize(size).text(text, x, y, { width: w, lineGap: 1 });
    return this.doc.y;
  }

  rect(x: number, y: number, w: number, h: number, fill?: string): void {
    if (fill) this.doc.rect(x, y, w, h).fillAndStroke(fill, '#000'); else this.doc.rect(x, y, w, h).lineWidth(0.6).stroke('#000');
    this.doc.fillColor('#000');
  }
  hline(x: number, y: number, w: number, color = '#000'): void { this.doc.moveTo(x, y).lineTo(x + w, y).lineWidth(0.5).stroke(color); }
  band(text: string, x: number, y: number, w: number, h = 13, fill = '#1f3a5a', color = '#fff'): void {
    this.doc.rect(x, y, w, h).fill(fill); this.label(text, x + 4, y + (h - 8) / 2, { bold: true, size: 8, color });
  }

  private fieldName(key: string): string {
    let n = key, i = 2;
    while (this.names.has(n)) n = `${key}_${i++}`;
    this.names.add(n);
    return n;
  }

  private record(key: string, text: string, kind: Kind, field: string | null, checkbox = false): void {
    if (kind === 'decoy') { if (text) this.decoys.push({ key, text, field }); return; }
    if (kind === 'ctx' || !text) return;
    for (const [p, v] of Object.entries(kind)) this.fields.push([p, v]);
    this.locs.push({ paths: Object.keys(kind), text, field, checkbox });
  }

  /** A value in a box of width w whose text baseline area starts at (x, y) (top of the text). Empty text: nothing printed. */
  value(key: string, text: string, x: number, y: number, w: number, kind: Kind, size = 9): void {
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      this.doc.font('Helvetica');
      this.doc.formText(name, x, y - 2, w, size + 4, { value: text, fontSize: size });
      this.record(key, text, kind, name);
      return;
    }
    if (!text) return;
    if (this.style === 'typed') {
      this.doc.font(this.valueFont).fontSize(size).fillColor('#000').text(text, x + 1, y, { lineBreak: false });
    } else {
      const r = this.rng;
      const s = size + r.float(0.5, 3), dx = r.float(0, 5), dy = r.float(-3.5, 1), a = r.float(-2.2, 2.2);
      this.doc.save().rotate(a, { origin: [x + dx, y + dy + s / 2] });
      this.doc.font(this.hand).fontSize(s).fillColor('#13235e').text(text, x + dx, y + dy - s * 0.25, { lineBreak: false });
      this.doc.restore().fillColor('#000');
    }
    this.record(key, text, kind, null);
  }

  /** A checkbox (s points square) at (x, y) with its label to the right; the truth only when checked. */
  check(key: string, x: number, y: number, on: boolean, label: string, kind: Kind, s = 8, labelSize = 7.5): void {
    this.doc.rect(x, y, s, s).lineWidth(0.6).stroke('#000');
    if (label) this.label(label, x + s + 3, y + (s - labelSize) / 2 + 0.5, { size: labelSize });
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      const d = this.doc as unknown as { _fieldDict(n: string, t: string, o: object): Record<string, unknown>; ref(d: object): { end(s?: string): void };
        annotate(x: number, y: number, w: number, h: number, o: object): void; page: { annotations: unknown[] }; _addToParent(r: unknown): void };
      const yes = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      yes.end(`q 0 g 0 G 1.2 w ${s * 0.2} ${s * 0.5} m ${s * 0.42} ${s * 0.2} l ${s * 0.85} ${s * 0.85} l S Q`);
      const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      off.end('');
      const dict = d._fieldDict(name, 'checkbox', {});
      Object.assign(dict, { Subtype: 'Widget', F: 4, V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } } });
      d.annotate(x, y, s, s, dict);
      d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
      if (on) this.record(key, label, kind, name, true);
      return;
    }
    if (!on) return;
    if (this.style === 'typed' && this.typedMark === 'letter') {
      this.doc.font('Helvetica-Bold').fontSize(s + 1).text('X', x + s * 0.12, y - 0.2, { lineBreak: false });
    } else if (this.style === 'typed') {
      this.doc.moveTo(x + 1.5, y + 1.5).lineTo(x + s - 1.5, y + s - 1.5).moveTo(x + s - 1.5, y + 1.5).lineTo(x + 1.5, y + s - 1.5).lineWidth(1.1).stroke('#000');
    } else {
      const r = this.rng, j = () => r.float(-1, 1);
      this.doc.moveTo(x + 1 + j(), y + s * 0.55 + j()).lineTo(x + s * 0.4 + j(), y + s + 1 + j()).lineTo(x + s + 3 + j(), y - 3 + j())
        .lineWidth(1.4).stroke('#13235e');
    }
    this.record(key, label, kind, null, true);
  }

  async end(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
