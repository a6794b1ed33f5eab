// Drawing with the three styles: static text (labels, furniture) is always page text; a value is page text in the
// layout's font (typed), blue handwriting slightly turned (handwritten) or only an AcroForm text field with /V and an
// appearance stream (fillable). Every value drawn is recorded as a Placed.
import PDFDocument from 'pdfkit';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Rng } from '../../statements/generator/prng.ts';
import type { Fields } from './fmt.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';

export interface Placed {
  key: string;
  text: string;
  /** Truth path (`legal_name`, `applicants[1].ownership`) -> value. Empty for decoys and for context values. */
  fields: Fields;
  page: number;
  acro?: string;
  check?: boolean;
  decoy?: boolean;
}

export interface TextOpts { font?: string; size?: number; color?: string; width?: number; align?: 'left' | 'right' | 'center' }
export interface ValueOpts extends TextOpts { w?: number; decoy?: boolean }

function handFont(): string {
  const p = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
  if (existsSync(p)) return p;
  const walk = (d: string): string | null => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const f = join(d, e.name);
      if (e.isDirectory()) { const x = walk(f); if (x) return x; } else if (/^Z003.*\.(otf|ttf|t1|pfb)$/i.test(e.name)) return f;
    }
    return null;
  };
  const f = walk('/usr/share/fonts');
  if (!f) throw new Error('no Z003 handwriting font under /usr/share/fonts');
  return f;
}

interface Ref { write(c: string): void; end(): void }
interface Doc {
  _font: { id: string; ref(): unknown };
  _root: { data: { AcroForm: { data: { Fields: unknown[]; NeedAppearances?: boolean } } } };
  page: { annotations: unknown[]; height: number; dictionary: unknown };
  ref(data: object): Ref;
}

const esc = (s: string) => s.replace(/[\\()]/g, (c) => '\\' + c);

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  readonly placed: Placed[] = [];
  page = 1;
  /** How handwritten checkbox marks are drawn in this document. */
  readonly mark: 'x' | 'tick' | 'ring';
  private readonly jitter: Rng;
  private readonly names = new Map<string, number>();
  private fieldFont: { id: string; ref: unknown } | null = null;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  constructor(style: Style, rng: Rng, size: [number, number], info: { producer: string; creator: string; title: string; date: Date }) {
    this.style = style;
    this.jitter = rng.fork('hand');
    this.mark = rng.pick(['x', 'tick', 'ring'] as const);
    this.doc = new PDFDocument({ size, margin: 0, autoFirstPage: true, compress: true,
      info: { Producer: info.producer, Creator: info.creator, Title: info.title, CreationDate: info.date } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('Hand', handFont());
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      const d = this.doc as unknown as Doc;
      this.fieldFont = { id: d._font.id, ref: d._font.ref() };
      this.doc.initForm();
      d._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  get width(): number { return this.doc.page.width; }
  get height(): number { return this.doc.page.height; }

  newPage(): void {
    this.doc.addPage();
    this.page++;
  }

  private set(o: TextOpts): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 9).fillColor(o.color ?? '#000000');
  }

  measure(s: string, o: TextOpts = {}): number {
    this.set(o);
    return this.doc.widthOfString(s);
  }

  /** Static text: labels, headings, furniture. */
  text(s: string, x: number, y: number, o: TextOpts = {}): number {
    this.set(o);
    this.doc.text(s, x, y, { lineBreak: false, ...(o.width && o.align && o.align !== 'left' ? { width: o.width, align: o.align } : {}) });
    return this.doc.widthOfString(s);
  }

  /** A static paragraph wrapped to `width`; returns its height. */
  para(s: string, x: number, y: number, width: number, o: TextOpts & { gap?: number } = {}): number {
    this.set(o);
    const h = this.doc.heightOfString(s, { width, lineGap: o.gap ?? 1 });
    this.doc.text(s, x, y, { width, lineGap: o.gap ?? 1, align: o.align ?? 'left' });
    return h;
  }

  private acroName(key: string): string {
    const base = key.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '');
    const n = (this.names.get(base) ?? 0) + 1;
    this.names.set(base, n);
    return n === 1 ? base : `${base}_${n}`;
  }

  /** A value; returns the width it takes on its line. `fields` empty: a decoy (o.decoy) or context. */
  value(key: string, text: string, fields: Fields, x: number, y: number, o: ValueOpts = {}): number {
    const p: Placed = { key, text, fields, page: this.page, ...(o.decoy ? { decoy: true } : {}) };
    this.placed.push(p);
    let size = o.size ?? 9;
    if (o.width && this.style !== 'fillable') {
      const tw = this.measure(text, { ...o, ...(this.style === 'handwritten' ? { font: 'Hand', size: size + 1.5 } : {}) });
      if (tw > o.width) size = Math.max(5, Math.floor((size * o.width * 10) / tw) / 10);
      o = { ...o, size };
    }
    if (this.style === 'fillable') {
      const w = o.w ?? o.width ?? this.measure(text, { size }) + 8;
      p.acro = this.acroName(key);
      this.textField(p.acro, text, x - 2, y - 2, w, size + 4, size, o.align === 'right');
      return w;
    }
    if (this.style === 'handwritten') {
      const hs = size + 1.5;
      this.set({ font: 'Hand', size: hs, color: '#1c3f94' });
      const tw = this.doc.widthOfString(text);
      let dx = this.jitter.float(-1.5, 2.5);
      if (o.width && o.align === 'right') dx += o.width - tw;
      const dy = this.jitter.float(-1.8, 0.8);
      this.doc.save().rotate(this.jitter.float(-2.5, 2.5), { origin: [x + dx, y + hs / 2] });
      this.doc.text(text, x + dx, y + dy - 1.5, { lineBreak: false });
      this.doc.restore();
      return tw + Math.max(0, dx);
    }
    return this.text(text, x, y, o);
  }

  private textField(name: string, text: string, x: number, y: number, w: number, h: number, size: number, right: boolean): void {
    const d = this.doc as unknown as Doc;
    const f = this.fieldFont!;
    this.doc.font('Helvetica').fontSize(size);
    const tw = this.doc.widthOfString(text);
    const fs = tw > w - 4 ? Math.max(4, Math.floor(((w - 4) / tw) * size * 10) / 10) : size;
    const apRef = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [f.id]: f.ref } } });
    const tx = right ? Math.max(2, w - 2 - (tw * fs) / size) : 2;
    apRef.write(`/Tx BMC q BT /${f.id} ${fs} Tf 0 g ${tx.toFixed(2)} ${((h - fs * 0.72) / 2).toFixed(2)} Td (${esc(text)}) Tj ET Q EMC`);
    apRef.end();
    const top = d.page.height - y;
    this.widget({ FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${f.id} ${fs} Tf 0 g`), Rect: [x, top - h, x + w, top],
      ...(right ? { Q: 2 } : {}), AP: { N: apRef }, MK: { BC: [0.55, 0.6, 0.75] } });
  }

  private widget(dict: object): void {
    const d = this.doc as unknown as Doc;
    const ref = d.ref({ Type: 'Annot', Subtype: 'Widget', F: 4, P: d.page.dictionary, ...dict });
    ref.end();
    d.page.annotations.push(ref);
    d._root.data.AcroForm.data.Fields.push(ref);
  }

  /** A checkbox (drawn square) with its label to the right; returns the width taken. Only a checked box is placed. */
  check(key: string, label: string, on: boolean, fields: Fields, x: number, y: number, o: TextOpts & { box?: number } = {}): number {
    const b = o.box ?? 8, size = o.size ?? 8;
    this.doc.save().lineWidth(0.6).strokeColor('#333333').rect(x, y, b, b).stroke().restore();
    const lw = this.text(label, x + b + 3, y + (b - size) / 2 + 0.5, { ...o, size });
    const name = this.style === 'fillable' ? this.acroName(`${key}_${label}`) : undefined;
    if (on) this.placed.push({ key, text: label, fields, page: this.page, check: true, ...(name ? { acro: name } : {}) });
    if (name) this.checkField(name, on, x, y, b);
    else if (on && this.style === 'typed') this.text('X', x + 1.2, y + 0.3, { font: 'Helvetica-Bold', size: b });
    else if (on) this.handMark(x, y, b, lw + b + 5);
    return b + 3 + lw;
  }

  private handMark(x: number, y: number, b: number, wTotal: number): void {
    const j = () => this.jitter.float(-1, 1);
    this.doc.save().lineWidth(1.1).strokeColor('#1c3f94').lineCap('round');
    if (this.mark === 'x') {
      this.doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + b + 1 + j(), y + b + 1 + j()).stroke();
      this.doc.moveTo(x + b + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + b + 1 + j()).stroke();
    } else if (this.mark === 'tick') {
      this.doc.moveTo(x + j(), y + b * 0.5 + j()).lineTo(x + b * 0.4, y + b + 1).lineTo(x + b + 3 + j(), y - 3 + j()).stroke();
    } else {
      this.doc.ellipse(x + wTotal / 2 - 2, y + b / 2, wTotal / 2 + 3, b / 2 + 4).stroke();
    }
    this.doc.restore();
  }

  private checkField(name: string, on: boolean, x: number, y: number, b: number): void {
    const d = this.doc as unknown as Doc;
    const yes = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b, b] });
    yes.write(`q 0 g 1.2 w 1.5 ${b / 2} m ${b * 0.42} 1.5 l ${b - 1.2} ${b - 1.2} l S Q`);
    yes.end();
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b, b] });
    off.write('');
    off.end();
    const top = d.page.height - y;
    const state = on ? 'Yes' : 'Off';
    this.widget({ FT: 'Btn', T: new String(name), V: state, AS: state, Rect: [x, top - b, x + b, top], AP: { N: { Yes: yes, Off: off } },
      MK: { CA: new String('4'), BC: [0.3, 0.3, 0.3] } });
  }

  line(x0: number, y0: number, x1: number, y1: number, color = '#999999', w = 0.5): void {
    this.doc.save().lineWidth(w).strokeColor(color).moveTo(x0, y0).lineTo(x1, y1).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.5);
    if (o.fill && o.stroke) this.doc.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    else this.doc.rect(x, y, w, h).stroke(o.stroke ?? '#999999');
    this.doc.restore();
  }

  /** A drawn signature: a few strokes, no text. */
  signature(x: number, y: number, w: number, r: Rng, color = '#111a55'): void {
    this.doc.save().lineWidth(1).strokeColor(color).moveTo(x, y + 10);
    let cx = x;
    while (cx < x + w - 12) {
      const step = r.float(8, 16);
      this.doc.bezierCurveTo(cx + step * 0.3, y + r.float(-6, 2), cx + step * 0.7, y + r.float(10, 20), cx + step, y + r.float(4, 12));
      cx += step;
    }
    this.doc.stroke().restore();
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
