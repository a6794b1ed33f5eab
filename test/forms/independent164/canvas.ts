// Drawing for set 164: one pdfkit page flow in three styles. `value` and `check` record every filled value (with the
// truth paths it gives) or decoy; labels, rules and boxes are the blank form.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type FieldValue = string | number | null;
export interface Placed {
  key: string;
  /** The text as printed (for a checkbox: the checked option's label). */
  text: string;
  /** 1-based page number. */
  page: number;
  /** [x0, y0, x1, y1] in PDF points, origin at the page's bottom left. */
  box: Box;
  /** The printed label or caption the value belongs to. */
  label: string;
  /** Truth paths (`application.legal_name`, `application.applicants[0].ownership` ...) and the value read from `text`. */
  fields: Record<string, FieldValue>;
  via: 'text' | 'handwriting' | 'acroform' | 'checkbox' | 'mark';
  acroform_field?: string;
  /** A checked AcroForm checkbox's on-state when it is not `Yes`. */
  acroform_value?: string;
}
export interface Look { label: string; bold: string; typed: string; size: number; fieldPrefix: string; onState: 'Yes' | 'On' | 'label' }
interface ValueOpts { fields?: Record<string, FieldValue>; decoy?: boolean; label: string; size?: number }

const H = 792;
const SCRIPT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const slug = (s: string): string => s.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '');

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly names = new Set<string>();
  private readonly inkColor: string;
  private readonly mark: 'x' | 'tick' | 'ring';

  readonly style: Style;
  readonly look: Look;
  private readonly ink: Rng;

  constructor(style: Style, ink: Rng, look: Look, created: Date) {
    this.style = style; this.ink = ink; this.look = look;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { CreationDate: created, Producer: 'PDFKit', Title: 'Application' } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((r) => this.doc.on('end', () => r()));
    this.inkColor = ink.pick(['#1a2a8a', '#111111', '#20307a', '#2b2b2b']);
    this.mark = ink.pick(['x', 'tick', 'ring'] as const);
    if (style === 'handwritten') this.doc.registerFont('Script', SCRIPT);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.bold ? this.look.bold : this.look.label).fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    this.doc.text(text, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineGap: 1 } : { lineBreak: false });
  }

  rule(x1: number, x2: number, y: number, color = '#555', width = 0.6): void {
    this.doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; width?: number } = {}): void {
    this.doc.save().rect(x, y, w, h).lineWidth(o.width ?? 0.6);
    if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.strokeColor(o.stroke ?? '#555').stroke();
    this.doc.restore();
  }

  private record(p: Omit<Placed, 'page'>, decoy: boolean): void {
    (decoy ? this.decoys : this.placed).push({ ...p, page: this.page });
  }

  private fieldName(key: string): string {
    const base = slug(key.replace(/^decoy\./, ''));
    let n = this.look.fieldPrefix + base, i = 2;
    while (this.names.has(n)) n = `${this.look.fieldPrefix}${base}_${i++}`;
    this.names.add(n);
    return n;
  }

  /** A filled-in value sitting on the line at `y` (top-left coordinates), `w` wide. An empty text leaves the line blank. */
  value(key: string, text: string, x: number, y: number, w: number, o: ValueOpts): void {
    const doc = this.doc, size0 = o.size ?? this.look.size;
    if (this.style === 'fillable') {
      const h = size0 + 5, name = this.fieldName(key);
      doc.font('Helvetica');
      let size = size0;
      while (size > 5 && doc.fontSize(size).widthOfString(text) > w - 4) size -= 0.5;
      const f = (doc as unknown as { _font: { id: string; ref(): unknown; encode(t: string): [string[]] } })._font;
      const ap = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [f.id]: f.ref() } } });
      ap.end(text ? `/Tx BMC q BT /${f.id} ${size} Tf 0 g 2 ${((h - size) / 2 + 1.5).toFixed(2)} Td <${f.encode(text)[0].join('')}> Tj ET Q EMC` : '/Tx BMC EMC');
      this.widget(name, 'text', x, y - h, w, h, { value: text }, { AP: { N: ap }, DA: new String(`/${f.id} ${size} Tf 0 g`) });
      if (text) this.record({ key, text, box: [x, H - y, x + w, H - y + h], label: o.label, fields: o.fields ?? {}, via: 'acroform', acroform_field: name }, !!o.decoy);
      return;
    }
    if (!text) return;
    const hand = this.style === 'handwritten';
    let size = hand ? size0 + this.ink.float(1, 3) : size0;
    doc.font(hand ? 'Script' : this.look.typed);
    while (size > 5 && doc.fontSize(size).widthOfString(text) > w - 6) size -= 0.5;
    const dx = hand ? this.ink.float(1, 6) : 2, dy = hand ? this.ink.float(-1.5, 1) : 0;
    const tx = x + dx, top = y - size * 1.05 + dy;
    const width = doc.widthOfString(text);
    doc.save();
    if (hand) doc.rotate(this.ink.float(-2.5, 2.5), { origin: [tx, y] });
    doc.fillColor(hand ? this.inkColor : '#000').text(text, tx, top, { lineBreak: false });
    doc.restore();
    this.record({ key, text, box: [tx - 1, H - y - 3, tx + width + 1, H - top + 3], label: o.label, fields: o.fields ?? {}, via: hand ? 'handwriting' : 'text' }, !!o.decoy);
  }

  /** One checkbox option: an 8pt square at (x, y) with its label to the right. A checked box records the label. */
  check(group: string, label: string, x: number, y: number, checked: boolean, fields: Record<string, FieldValue> = {}): number {
    const doc = this.doc, s = 8;
    this.rect(x, y, s, s, { stroke: '#333' });
    this.label(label, x + s + 3, y, { size: 7.5 });
    const lw = doc.font(this.look.label).fontSize(7.5).widthOfString(label);
    const box: Box = [x, H - y - s, x + s + 3 + lw, H - y];
    if (this.style === 'fillable') {
      const name = this.fieldName(`${group}_${label}`);
      const on = this.look.onState === 'label' ? slug(label) || 'On' : this.look.onState;
      const onAp = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      onAp.end(`q 0 g 1.2 w 1.5 1.5 m 6.5 6.5 l S 1.5 6.5 m 6.5 1.5 l S Q`);
      const offAp = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      offAp.end('');
      this.widget(name, 'checkbox', x, y, s, s, {}, { AP: { N: { [on]: onAp, Off: offAp } }, V: checked ? on : 'Off', AS: checked ? on : 'Off' });
      if (checked) this.record({ key: group, text: label, box, label: group, fields, via: 'acroform', acroform_field: name, ...(on !== 'Yes' ? { acroform_value: on } : {}) }, false);
      return x + s + 3 + lw;
    }
    if (!checked) return x + s + 3 + lw;
    if (this.style === 'typed') {
      doc.font('Helvetica-Bold').fontSize(8).fillColor('#000').text('X', x + 1.4, y + 0.6, { lineBreak: false });
      this.record({ key: group, text: label, box, label: group, fields, via: 'checkbox' }, false);
    } else {
      const j = (): number => this.ink.float(-1, 1);
      doc.save().lineWidth(1.1).strokeColor(this.inkColor);
      if (this.mark === 'x') doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).moveTo(x + s + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
      else if (this.mark === 'tick') doc.moveTo(x + j(), y + s / 2 + j()).lineTo(x + s / 2.5, y + s + j()).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
      else doc.ellipse(x + (s + 3 + lw) / 2 + j(), y + s / 2 + j(), (s + 3 + lw) / 2 + 4, s / 2 + 4).stroke();
      doc.restore();
      this.record({ key: group, text: label, box, label: group, fields, via: 'mark' }, false);
    }
    return x + s + 3 + lw;
  }

  /** pdfkit's formAnnotation, with the appearance and state entries it does not take written into the widget. */
  private widget(name: string, type: string, x: number, y: number, w: number, h: number, opts: object, extra: Record<string, unknown>): void {
    type Internal = { _fieldDict(n: string, t: string, o: object): Record<string, unknown>; _addToParent(r: unknown): void;
      page: { annotations: unknown[] }; annotate(x: number, y: number, w: number, h: number, d: object): void };
    const doc = this.doc as unknown as Internal;
    const dict = { ...doc._fieldDict(name, type, opts), Subtype: 'Widget', F: 4, ...extra };
    doc.annotate(x, y, w, h, dict);
    doc._addToParent(doc.page.annotations.at(-1));
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
