// The drawing layer of set 126: a blank form (labels, rules, boxes) and its filled values in one of three styles.
// typed: values as page text; handwritten: Z003 in ink, rotated and shifted, check marks as pen strokes;
// fillable: the page holds the blank form only, values live in AcroForm fields with appearance streams.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';

/** One filled value: the truth paths it gives (none for a decoy), the text, where. */
export interface Filled { paths: string[]; key: string; text: string; page: number; field: string | null; check: boolean; preprinted?: boolean }

interface Ref { data: Record<string, unknown>; end(chunk?: string): void; write(chunk: string): void }
interface Internals { _root: { data: { AcroForm?: { data: { Fields: Ref[]; NeedAppearances?: boolean } } } }; _font: { id: string; ref(): Ref };
  page: { annotations: Ref[] }; ref(data: Record<string, unknown>): Ref }

const esc = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`);

export interface SheetOpts { style: Style; seed: number; labelFont: string; boldFont: string; valueFont: string; accent: string; size?: [number, number] }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly filled: Filled[] = [];
  page = 0;
  private readonly jitter: Rng;
  private readonly ink: string;
  private readonly names = new Map<string, number>();
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  readonly o: SheetOpts;

  constructor(o: SheetOpts) {
    this.o = o;
    this.doc = new PDFDocument({ autoFirstPage: false, size: o.size ?? 'LETTER', margin: 0, compress: true,
      info: { Producer: 'FormWorks', Creator: 'Broker Intake', CreationDate: new Date(Date.UTC(2026, 0, 5)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res()));
    this.doc.registerFont('hand', HAND_FONT);
    this.jitter = new Rng(`independent126:jitter:${o.seed}`);
    this.ink = this.jitter.pick(['#1b2a5e', '#0f1d45', '#141414', '#22305a']);
    this.doc.font('Helvetica');
    if (o.style === 'fillable') {
      this.doc.initForm();
      const af = (this.doc as unknown as Internals)._root.data.AcroForm;
      if (af) af.data.NeedAppearances = false;
    }
  }

  addPage(): void { this.doc.addPage(); this.page++; }

  /** Pre-printed text that is a decoy (the broker's own details): page text in every style. */
  printed(key: string, s: string, x: number, y: number, size: number, opts: { bold?: boolean; color?: string } = {}): void {
    this.text(s, x, y, size, opts);
    this.filled.push({ paths: [], key, text: s, page: this.page, field: null, check: false, preprinted: true });
  }

  // ---- the blank form ----
  text(s: string, x: number, y: number, size: number, opts: { bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; font?: string } = {}): void {
    this.doc.font(opts.font ?? (opts.bold ? this.o.boldFont : this.o.labelFont)).fontSize(size).fillColor(opts.color ?? '#000');
    this.doc.text(s, x, y, opts.width ? { width: opts.width, align: opts.align ?? 'left', lineGap: 1 } : { lineBreak: false });
  }
  rule(x1: number, y1: number, x2: number, y2: number, color = '#555', width = 0.6): void {
    this.doc.save().moveTo(x1, y1).lineTo(x2, y2).lineWidth(width).strokeColor(color).stroke().restore();
  }
  rect(x: number, y: number, w: number, h: number, stroke = '#444', fill?: string, width = 0.7): void {
    this.doc.save().rect(x, y, w, h).lineWidth(width);
    if (fill) this.doc.fillAndStroke(fill, stroke); else this.doc.strokeColor(stroke).stroke();
    this.doc.restore();
  }
  /** A labelled blank: label above (`above`) or to the left, a line to write on, and the value if any. */
  blank(label: string, x: number, y: number, w: number, value: string | null, key: string, paths: string[], opts: { left?: number; size?: number } = {}): void {
    const size = opts.size ?? 7;
    if (opts.left !== undefined) {
      this.text(label, x, y + 4, size);
      this.rule(x + opts.left, y + 14, x + w, y + 14);
      this.value(value, x + opts.left + 2, y + 3, w - opts.left - 4, key, paths);
    } else {
      this.text(label, x, y, size - 0.5, { color: '#333' });
      this.rule(x, y + 21, x + w, y + 21);
      this.value(value, x + 2, y + 9, w - 4, key, paths);
    }
  }

  // ---- the filled values ----
  private fieldName(key: string): string {
    const n = this.names.get(key) ?? 0;
    this.names.set(key, n + 1);
    return n ? `${key}_${n + 1}` : key;
  }

  /** A value written on a line whose text starts at (x, y) in a `w` wide box. Null: left blank (fillable: empty field). */
  value(text: string | null, x: number, y: number, w: number, key: string, paths: string[], size = 9): void {
    const d = this.doc; const st = this.o.style;
    const name = this.fieldName(key);
    if (st === 'fillable') {
      this.textField(name, x - 1, y - 2, w + 2, size + 4, text ?? '', size);
    } else if (text !== null) {
      const font = st === 'handwritten' ? 'hand' : this.o.valueFont;
      let sz = st === 'handwritten' ? size * 1.3 : size;
      d.font(font).fontSize(sz);
      while (sz > 5 && d.widthOfString(text) > w) { sz -= 0.5; d.fontSize(sz); }
      if (st === 'handwritten') {
        const ang = this.jitter.float(-2, 2), dx = this.jitter.float(-2, 3), dy = this.jitter.float(-1.2, 1.5);
        d.save().rotate(ang, { origin: [x, y + sz / 2] }).fillColor(this.ink).text(text, x + dx, y - sz * 0.12 + dy, { lineBreak: false }).restore();
      } else {
        d.fillColor('#000').text(text, x, y, { lineBreak: false });
      }
    }
    if (text !== null) this.filled.push({ paths, key, text, page: this.page, field: st === 'fillable' ? name : null, check: false });
  }

  /** A row of check boxes; `chosen` is the label marked (typed X, pen stroke, or AcroForm radio group). */
  checks(key: string, boxes: { label: string; x: number; y: number }[], chosen: string | null, paths: string[], size = 7.5): void {
    const st = this.o.style;
    const name = this.fieldName(key);
    let parent: Ref | null = null;
    if (st === 'fillable') {
      const int = this.doc as unknown as Internals;
      parent = int.ref({ FT: 'Btn', Ff: (1 << 15) | (1 << 14), T: new String(name), V: chosen ? this.onName(chosen) : 'Off', Kids: [] });
      int._root.data.AcroForm!.data.Fields.push(parent);
    }
    for (const b of boxes) {
      this.rect(b.x, b.y, 8, 8, '#333');
      this.text(b.label, b.x + 11, b.y + 0.5, size);
      const on = b.label === chosen;
      if (st === 'fillable') this.radioKid(parent!, b.x, b.y, this.onName(b.label), on);
      else if (on && st === 'typed') { this.doc.font('Helvetica-Bold').fontSize(8).fillColor('#000').text('X', b.x + 1.6, b.y + 0.6, { lineBreak: false }); }
      else if (on) {
        const j = this.jitter;
        this.doc.save().lineWidth(1.3).strokeColor(this.ink).lineCap('round')
          .moveTo(b.x + 0.5 + j.float(-1, 1), b.y + 4 + j.float(-1, 1)).lineTo(b.x + 3.5, b.y + 8 + j.float(-0.5, 1))
          .lineTo(b.x + 10 + j.float(-1, 2), b.y - 2 + j.float(-1.5, 1)).stroke().restore();
      }
    }
    if (chosen !== null) this.filled.push({ paths, key, text: chosen, page: this.page, field: st === 'fillable' ? name : null, check: true });
  }

  onName(label: string): string { return label.replace(/[^A-Za-z0-9]/g, '') || 'On'; }

  private xobject(w: number, h: number, content: string, font = false): Ref {
    const int = this.doc as unknown as Internals;
    const res: Record<string, unknown> = {};
    if (font) { this.doc.font(this.o.valueFont === 'Courier' ? 'Courier' : 'Helvetica'); res.Font = { [int._font.id]: int._font.ref() }; }
    const x = int.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: res });
    x.write(content);
    x.end();
    return x;
  }

  private textField(name: string, x: number, y: number, w: number, h: number, value: string, size: number): void {
    const int = this.doc as unknown as Internals;
    this.doc.font(this.o.valueFont === 'Courier' ? 'Courier' : 'Helvetica').fontSize(size);
    let sz = size;
    while (sz > 5 && this.doc.widthOfString(value) > w - 4) { sz -= 0.5; this.doc.fontSize(sz); }
    const fid = int._font.id;
    const ap = this.xobject(w, h, `/Tx BMC q BT /${fid} ${sz} Tf 0 g 2 ${((h - sz) / 2 + 1).toFixed(2)} Td (${esc(value)}) Tj ET Q EMC`, true);
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', F: 4, T: new String(name), V: new String(value), DA: new String(`/${fid} ${sz} Tf 0 g`),
      MK: {}, AP: { N: ap } } as unknown as PDFKit.Mixins.AnnotationOption);
    int._root.data.AcroForm!.data.Fields.push(int.page.annotations[int.page.annotations.length - 1]!);
  }

  private radioKid(parent: Ref, x: number, y: number, onName: string, on: boolean): void {
    const int = this.doc as unknown as Internals;
    const onAp = this.xobject(8, 8, 'q 0 g 1.2 w 1.5 1.5 m 6.5 6.5 l S 1.5 6.5 m 6.5 1.5 l S Q');
    const offAp = this.xobject(8, 8, '');
    this.doc.annotate(x, y, 8, 8, { Subtype: 'Widget', F: 4, Parent: parent, AS: on ? onName : 'Off', MK: { CA: new String('8') },
      AP: { N: { [onName]: onAp, Off: offAp } } } as unknown as PDFKit.Mixins.AnnotationOption);
    (parent.data.Kids as Ref[]).push(int.page.annotations[int.page.annotations.length - 1]!);
  }

  async end(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
