// One form being drawn with pdfkit in one of three styles, and the record of where each value went. Layouts call the
// same methods in every style; only this file knows the style: typed text, script handwriting (Z003, rotated and
// shifted, checkboxes marked by a drawn X, tick or ring) or AcroForm fields (/V plus appearance streams).
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
/** How applications.md reads the printed text (the test re-reads every placed value by it). */
export type Rule = 'legal_name' | 'trade_name' | 'entity' | 'industry' | 'business_tax_id' | 'address' | 'money' | 'count'
  | 'frequency' | 'date' | 'owner_name' | 'first_name' | 'last_name' | 'role' | 'percent' | 'score' | 'owner_tax_id' | 'decoy';
export type FieldValues = Record<string, string | number | null>;
export interface Placed {
  key: string; rule: Rule; label: string; page: number;
  /** [x0, y0, x1, y1] in PDF points, origin bottom left. */
  box: Box; text: string;
  /** Truth paths (`application.legal_name`, `application.applicants[0].ownership`) and their values; empty for decoys. */
  fields: FieldValues; via: 'text' | 'checkbox' | 'acroform' | 'acroform_checkbox';
  owner?: number; acroform_field?: string; acroform_value?: string;
}
export interface Spec { key: string; rule: Rule; label: string; fields?: FieldValues; owner?: number }
export interface Look { valueFont: 'Helvetica' | 'Courier' | 'Times-Roman'; ink: string; rule: string }

const SCRIPT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const SYMBOLS = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
export const PAGE_H = 792;

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  page = 0;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  private chunks: Buffer[] = [];
  private done: Promise<void>;
  private fieldNames = new Set<string>();
  readonly style: Style;
  readonly look: Look;
  private jitter: Rng;

  constructor(style: Style, jitter: Rng, look: Look, title: string, producer: string) {
    this.style = style;
    this.jitter = jitter;
    this.look = look;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false, compress: true,
      info: { Title: title, Author: producer, Producer: producer, Creator: producer, CreationDate: new Date(Date.UTC(2024, 5, 3, 15, 4)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((r) => this.doc.on('end', () => r()));
    if (style === 'handwritten') this.doc.registerFont('script', SCRIPT);
    if (style === 'typed') this.doc.registerFont('symbols', SYMBOLS);
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
    if (this.style === 'fillable' && this.page === 1) { this.doc.font('Helvetica'); this.doc.initForm(); }
  }

  /** Static page text (labels, headings, paragraphs): top-left coordinates as pdfkit uses them. */
  text(s: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(o.size ?? 7).fillColor(o.color ?? '#222');
    this.doc.text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineGap: 1 } : { lineBreak: false });
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; width?: number } = {}): void {
    this.doc.save().lineWidth(o.width ?? 0.6);
    if (o.fill && o.stroke) this.doc.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    else this.doc.rect(x, y, w, h).stroke(o.stroke ?? this.look.rule);
    this.doc.restore();
  }

  line(x0: number, y0: number, x1: number, y1: number, color = this.look.rule): void {
    this.doc.save().lineWidth(0.6).moveTo(x0, y0).lineTo(x1, y1).stroke(color).restore();
  }

  /** A value in the region [x, y, w, h] (top left): the only place where values reach the page. */
  value(spec: Spec, text: string, x: number, y: number, w: number, h = 13): Placed {
    const box: Box = [round(x), round(PAGE_H - y - h), round(x + w), round(PAGE_H - y)];
    const p: Placed = { key: spec.key, rule: spec.rule, label: spec.label, page: this.page, box, text, fields: spec.fields ?? {},
      via: this.style === 'fillable' ? 'acroform' : 'text', ...(spec.owner !== undefined ? { owner: spec.owner } : {}) };
    if (this.style === 'fillable') p.acroform_field = this.textField(spec.key, text, x, y, w, h);
    else if (this.style === 'typed') {
      const size = this.fit(this.look.valueFont, text, w - 4, 9.5);
      this.doc.font(this.look.valueFont).fontSize(size).fillColor('#111').text(text, x + 2, y + (h - size) / 2 + 0.5, { lineBreak: false });
    } else {
      const size = this.fit('script', text, w - 8, 12.5);
      const x0 = x + 3 + this.jitter.float(-1, 4), y0 = y + (h - size) / 2 - 1 + this.jitter.float(-1.5, 1.5);
      this.doc.save().rotate(this.jitter.float(-2.5, 2.5), { origin: [x0, y0 + size / 2] });
      this.doc.font('script').fontSize(size).fillColor(this.look.ink).text(text, x0, y0, { lineBreak: false });
      this.doc.restore();
    }
    (spec.rule === 'decoy' ? this.decoys : this.placed).push(p);
    return p;
  }

  /** A checkbox with its label; when `checked` it is marked, and with a spec the checked label is a placed value. */
  check(spec: Spec | null, label: string, x: number, y: number, checked: boolean, name: string): number {
    const s = 8;
    this.rect(x, y, s, s, { stroke: '#333' });
    this.text(label, x + s + 3, y + 0.5, { size: 7.5 });
    const width = s + 3 + this.doc.widthOfString(label) + 12;
    let via: Placed['via'] = 'checkbox';
    let field: { name: string; on: string } | undefined;
    if (this.style === 'fillable') {
      via = 'acroform_checkbox';
      field = this.checkField(name, x, y, s, checked);
    } else if (checked && this.style === 'typed') {
      const glyph = this.jitter.chance(0.5);
      this.doc.font(glyph ? 'symbols' : 'Helvetica-Bold').fontSize(glyph ? 9 : 8.5).fillColor('#111').text(glyph ? '\u2713' : 'X', x + 0.8, y - (glyph ? 1.5 : 0), { lineBreak: false });
    } else if (checked) this.handMark(x, y, s, width);
    if (checked && spec) {
      const p: Placed = { key: spec.key, rule: spec.rule, label: spec.label, page: this.page, text: label, fields: spec.fields ?? {}, via,
        box: [round(x), round(PAGE_H - y - s), round(x + s), round(PAGE_H - y)], ...(spec.owner !== undefined ? { owner: spec.owner } : {}) };
      if (field) { p.acroform_field = field.name; p.acroform_value = field.on; }
      this.placed.push(p);
    }
    return width;
  }

  async finish(): Promise<Uint8Array> {
    if (this.style === 'fillable') (this.doc as unknown as Internal)._root.data.AcroForm.data.NeedAppearances = false;
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  private fit(font: string, text: string, w: number, size: number): number {
    this.doc.font(font).fontSize(size);
    const width = this.doc.widthOfString(text);
    return width > w ? Math.max(5.5, size * w / width) : size;
  }

  private handMark(x: number, y: number, s: number, width: number): void {
    const kind = this.jitter.pick(['x', 'tick', 'ring'] as const);
    const j = () => this.jitter.float(-1.2, 1.2);
    const d = this.doc.save().lineWidth(this.jitter.float(0.9, 1.5)).strokeColor(this.look.ink);
    if (kind === 'x') d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
    else if (kind === 'tick') d.moveTo(x + j(), y + s / 2 + j()).lineTo(x + s / 2.5, y + s + 1).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
    else d.ellipse(x + width / 2 - 5, y + s / 2, width / 2 + 1, s / 2 + 4 + j()).stroke();
    d.restore();
  }

  private unique(name: string): string {
    const base = name.replace(/[^A-Za-z0-9_]+/g, '_');
    let n = base, i = 2;
    while (this.fieldNames.has(n)) n = `${base}_${i++}`;
    this.fieldNames.add(n);
    return n;
  }

  private textField(key: string, text: string, x: number, y: number, w: number, h: number): string {
    const d = this.doc as unknown as Internal;
    const name = this.unique(key);
    this.doc.font('Helvetica');
    const size = this.fit('Helvetica', text, w - 4, 9);
    const font = d._font;
    const dict = d._fieldDict(name, 'text', { value: text });
    const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } } as never);
    ap.end(Buffer.from(`/Tx BMC q BT /${font.id} ${size.toFixed(2)} Tf 0 g 2 ${((h - size) / 2 + 1.5).toFixed(2)} Td (${pdfString(text)}) Tj ET Q EMC`, 'latin1'));
    Object.assign(dict, { Subtype: 'Widget', F: 4, DA: new String(`/${font.id} ${size.toFixed(2)} Tf 0 g`), AP: { N: ap }, MK: { BC: [0.6, 0.6, 0.6] } });
    this.doc.annotate(x, y, w, h, dict as never);
    d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
    return name;
  }

  private checkField(label: string, x: number, y: number, s: number, checked: boolean): { name: string; on: string } {
    const d = this.doc as unknown as Internal;
    const name = this.unique(label);
    const on = this.jitter.pick(['Yes', 'On', name.slice(0, 12)]);
    const dict = d._fieldDict(name, 'checkbox', {});
    const onAp = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} } as never);
    onAp.end(Buffer.from(`q 0 g 1.1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S ${s - 1.5} 1.5 m 1.5 ${s - 1.5} l S Q`, 'latin1'));
    const offAp = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} } as never);
    offAp.end(Buffer.from('q Q', 'latin1'));
    Object.assign(dict, { Subtype: 'Widget', F: 4, V: checked ? on : 'Off', AS: checked ? on : 'Off', AP: { N: { [on]: onAp, Off: offAp } }, MK: { CA: new String('8') } });
    this.doc.annotate(x, y, s, s, dict as never);
    d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
    return { name, on };
  }
}

interface Internal {
  _font: { id: string; ref(): unknown };
  _root: { data: { AcroForm: { data: Record<string, unknown> } } };
  _fieldDict(name: string, type: string, o: object): Record<string, unknown>;
  _addToParent(ref: unknown): void;
  page: { annotations: unknown[] };
}

const round = (n: number): number => Math.round(n * 100) / 100;

/** A PDF literal string's body in WinAnsi (our names stay within Latin-1, where WinAnsi agrees). */
function pdfString(s: string): string {
  return s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, (c) => `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`);
}
