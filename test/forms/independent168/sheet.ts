// Drawing for set 168: one Sheet per document. Static labels and table rules are page text in every style; a value is
// page text (typed), a script-font word slightly rotated and shifted (handwritten) or only an AcroForm field with /V
// and an appearance stream (fillable). Every value drawn is recorded as a Placed item (its truth fields, or none for
// a decoy) with its box in PDF points, origin at the page's bottom left.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Placed {
  key: string;
  /** Truth paths (`application.legal_name` ...) and the values read from `text`; empty for a decoy. */
  fields: Record<string, unknown>;
  page: number;
  box: Box;
  text: string;
  via: 'text' | 'handwritten' | 'acroform' | 'mark';
  /** The printed label (row, column or question) the value answers: the rules need it for bare 9-digit numbers. */
  label?: string;
  acroform_field?: string;
  /** A checked checkbox's on-state. */
  acroform_value?: string;
}
/** One printable value: its text and the truth fields it gives (none for a decoy). */
export interface Val { text: string; fields: Record<string, unknown> }

const SCRIPT_FONTS = ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', '/usr/share/fonts/truetype/urw-base35/Z003-MediumItalic.ttf'];
const PAGE_H = 792;
type Doc = InstanceType<typeof PDFDocument>;
interface FontLike { id: string; ref(): unknown; encode(t: string): [string[], unknown] }

export class Sheet {
  readonly doc: Doc;
  page = 0;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  typedFont = 'Helvetica';
  private readonly hand: Rng;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private n = 0;

  readonly style: Style;

  constructor(style: Style, handSeed: string, title: string) {
    this.style = style;
    this.hand = new Rng(`${handSeed}:hand`);
    this.doc = new PDFDocument({ autoFirstPage: false, compress: true, size: 'LETTER',
      info: { Title: title, Producer: 'Formwright 3.2', Creator: title, CreationDate: new Date(Date.UTC(2025, 10, 3, 9, 30)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    if (style === 'handwritten') {
      const path = SCRIPT_FONTS.find((p) => existsSync(p));
      if (!path) throw new Error('no script font (Z003) under /usr/share/fonts');
      this.doc.registerFont('hand', path);
    }
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      (this.root().AcroForm as { data: Record<string, unknown> }).data.NeedAppearances = false;
    }
  }

  private root(): Record<string, unknown> { return (this.doc as unknown as { _root: { data: Record<string, unknown> } })._root.data; }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  /** A static label (page text in every style). `y` is the top of the text. */
  text(s: string, x: number, y: number, o: { size?: number; bold?: boolean; width?: number; align?: 'left' | 'center' | 'right'; color?: string } = {}): void {
    this.doc.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(o.size ?? 8.5).fillColor(o.color ?? '#000');
    if (o.width) this.doc.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 1 });
    else this.doc.text(s, x, y, { lineBreak: false });
    this.doc.fillColor('#000');
  }

  rect(x: number, y: number, w: number, h: number, fill?: string): void {
    if (fill) this.doc.rect(x, y, w, h).fillAndStroke(fill, '#333');
    else this.doc.rect(x, y, w, h).lineWidth(0.6).stroke('#333');
    this.doc.fillColor('#000').strokeColor('#000');
  }

  line(x0: number, y0: number, x1: number, y1: number, width = 0.6): void {
    this.doc.moveTo(x0, y0).lineTo(x1, y1).lineWidth(width).stroke('#333');
  }

  /** The largest size up to `size` at which `text` fits in `w`. */
  fit(font: string, text: string, size: number, w: number): number {
    this.doc.font(font);
    let s = size;
    while (s > 5 && this.doc.fontSize(s).widthOfString(text) > w) s -= 0.5;
    return s;
  }

  private box(x: number, y: number, w: number, h: number): Box {
    return [round(x), round(PAGE_H - y - h), round(x + w), round(PAGE_H - y)];
  }

  /** A value in the cell (x, y, w, h), y from the top. Nothing for null or empty text. */
  value(v: Val | null | undefined, x: number, y: number, w: number, h: number, key: string, label?: string): void {
    if (!v || !v.text) return;
    const p: Placed = { key, fields: v.fields, page: this.page, box: this.box(x, y, w, h), text: v.text, via: 'text', ...(label ? { label } : {}) };
    if (this.style === 'fillable') {
      const name = `${key.replace(/[^A-Za-z0-9_.]/g, '_')}_${++this.n}`;
      this.textField(name, v.text, x + 1, y + 1, w - 2, h - 2);
      Object.assign(p, { via: 'acroform', acroform_field: name });
    } else if (this.style === 'handwritten') {
      const size = this.fit('hand', v.text, this.hand.float(11, 13.5), w - 8);
      const dx = this.hand.float(2, 6), dy = this.hand.float(-1.5, 1.5), angle = this.hand.float(-2.2, 2.2);
      const tx = x + dx, ty = y + (h - size) / 2 + dy;
      this.doc.save().rotate(angle, { origin: [tx, ty + size / 2] }).fillColor('#1a2470');
      this.doc.font('hand').fontSize(size).text(v.text, tx, ty, { lineBreak: false });
      this.doc.restore().fillColor('#000');
      p.via = 'handwritten';
    } else {
      const size = this.fit(this.typedFont, v.text, 9.5, w - 6);
      this.doc.font(this.typedFont).fontSize(size).text(v.text, x + 3, y + (h - size) / 2 + 0.5, { lineBreak: false });
    }
    if (key !== 'plain') (Object.keys(v.fields).length ? this.placed : this.decoys).push(p);
  }

  /** Printed context that is neither a field nor a decoy (street, phone, e-mail ...): drawn like a value, not recorded. */
  plain(text: string | null | undefined, x: number, y: number, w: number, h: number): void {
    if (text) this.value({ text, fields: {} }, x, y, w, h, 'plain');
  }

  private textField(name: string, text: string, x: number, y: number, w: number, h: number): void {
    this.doc.font('Helvetica');
    const font = (this.doc as unknown as { _font: FontLike })._font;
    const size = this.fit('Helvetica', text, 9, w - 4);
    const [hex] = font.encode(text);
    const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
    ap.end(`/Tx BMC q BT /${font.id} ${size} Tf 0 g 2 ${round((h - size * 0.7) / 2)} Td <${hex.join('')}> Tj ET Q EMC`);
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${font.id} ${size} Tf 0 g`), AP: { N: ap } });
  }

  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict } as never);
    const annots = (this.doc.page as unknown as { annotations: unknown[] }).annotations;
    ((this.root().AcroForm as { data: { Fields: unknown[] } }).data.Fields).push(annots[annots.length - 1]);
  }

  /** A row of checkboxes; `checked` (an index or -1) is marked. The checked option is recorded with `fields` unless
   *  they are null (an "Other" box whose written text carries the value). Returns the x after the last label. */
  checks(options: string[], checked: number, x: number, y: number, key: string, fields: Record<string, unknown> | null, maxW: number, label?: string): number {
    let cx = x, fs = 8, gap = 12;
    const s = 8;
    const need = () => options.reduce((a, o) => a + s + 3 + this.doc.font('Helvetica').fontSize(fs).widthOfString(o) + gap, 0);
    while (need() > maxW && fs > 6) { fs -= 0.25; gap = Math.max(5, gap - 1); }
    const onState = this.hand.pick(['Yes', 'On', 'X']);
    for (const [i, opt] of options.entries()) {
      const name = `${key}_${opt.replace(/[^A-Za-z0-9]/g, '')}_${++this.n}`;
      if (this.style === 'fillable') this.checkField(name, i === checked ? onState : null, cx, y, s);
      else this.rect(cx, y, s, s);
      this.text(opt, cx + s + 3, y + (8 - fs) / 2, { size: fs });
      const end = cx + s + 3 + this.doc.font('Helvetica').fontSize(fs).widthOfString(opt);
      if (i === checked) {
        if (this.style === 'typed') this.doc.font('Helvetica-Bold').fontSize(8).text('X', cx + 1.6, y + 0.6, { lineBreak: false });
        if (this.style === 'handwritten') this.mark(cx, y, s, end);
        if (fields) {
          const p: Placed = { key, fields, page: this.page, box: this.box(cx, y, end - cx, s), text: opt, via: this.style === 'fillable' ? 'acroform' : this.style === 'typed' ? 'text' : 'mark',
            ...(label ? { label } : {}), ...(this.style === 'fillable' ? { acroform_field: name, acroform_value: onState } : {}) };
          this.placed.push(p);
        }
      }
      cx = end + gap;
    }
    return cx;
  }

  private checkField(name: string, on: string | null, x: number, y: number, s: number): void {
    const state = on ?? 'Off';
    const onAp = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    onAp.end(`q 0.6 w 0 0 ${s} ${s} re S 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
    const offAp = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    offAp.end(`q 0.6 w 0 0 ${s} ${s} re S Q`);
    this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: state, AS: state, AP: { N: { [on ?? 'Yes']: onAp, Off: offAp } } });
  }

  /** A pen mark on a box: an X, a tick, or a ring around the box and its label. No text. */
  private mark(x: number, y: number, s: number, end: number): void {
    const kind = this.hand.pick(['x', 'tick', 'ring'] as const);
    const j = () => this.hand.float(-1.2, 1.2);
    this.doc.save().lineWidth(1.3).strokeColor('#1a2470');
    if (kind === 'x') {
      this.doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
      this.doc.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
    } else if (kind === 'tick') {
      this.doc.moveTo(x + j(), y + s / 2 + j()).lineTo(x + s / 2.6, y + s + 0.5).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
    } else {
      this.doc.ellipse((x + end) / 2 + j(), y + s / 2 + j(), (end - x) / 2 + 5, s / 2 + 4).stroke();
    }
    this.doc.restore().strokeColor('#000');
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

function round(n: number): number { return Math.round(n * 100) / 100; }
