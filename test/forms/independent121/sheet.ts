// Drawing for set 121: labels, values in three styles, and the marks people make on paper (filled bubbles, check strokes,
// X strokes, pen ellipses around a word, strike-throughs), or real AcroForm fields for the fillable style.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type MarkKind = 'bubble' | 'check' | 'x' | 'circle' | 'strike';
export interface Printed { key: string; text: string; page: number; field?: string }
/** Truth paths a printed value gives, with the truth value (null: printed but gives nothing, e.g. a masked SSN). */
export type Fields = Record<string, string | number | null>;
/** One printed option: its box or bubble centre (bx, by) and the label's box (lx, ly, lw). */
export interface Opt { label: string; bx: number; by: number; lx: number; ly: number; lw: number; round?: boolean }

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const INK = '#1b2a6b';
type Ref = { data: Record<string, unknown>; write(s: string): void; end(): void };

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  readonly printed: Printed[] = [];
  readonly decoys: string[] = [];
  readonly truth = new Map<string, string | number>();
  private readonly helv: Ref;
  private readonly penColor: string;

  readonly style: Style;
  readonly rng: Rng;
  readonly typedFont: string;
  /** Fillable and then scanned: the viewer printed the fields' appearances onto the page (PDFium does not draw widgets). */
  flatten = false;

  constructor(style: Style, rng: Rng, typedFont = 'Courier', title = 'Application') {
    this.style = style; this.rng = rng; this.typedFont = typedFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true,
      info: { Title: title, Producer: 'Form Builder', CreationDate: new Date(Date.UTC(2026, 0, 5)) } });
    this.doc.registerFont('hand', HAND);
    this.doc.font('Helvetica');
    this.helv = (this.doc as unknown as { _font: { ref(): Ref } })._font.ref();
    if (style === 'fillable') {
      this.doc.initForm();
      // Every widget carries its own appearance, as an editor's saved form does.
      (this.doc as unknown as { _root: { data: { AcroForm: Ref } } })._root.data.AcroForm.data.NeedAppearances = false;
    }
    this.penColor = style === 'handwritten' ? INK : '#111111';
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Static page text (labels, headings): drawn in every style. */
  text(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7.5).fillColor(o.color ?? '#000000');
    if (o.width) this.doc.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: true });
    else this.doc.text(s, x, y, { lineBreak: false });
  }

  /** A value written on a line at (x, y, w) (y is the top of a 14 pt writing area). Fields: truth paths it gives. */
  value(key: string, text: string | null | undefined, x: number, y: number, w: number, fields: Fields = {}, o: { decoy?: boolean; h?: number } = {}): void {
    const h = o.h ?? 14;
    if (this.style === 'fillable') this.textField(key, text ?? '', x, y, w, h);
    if (text === null || text === undefined || text === '') return;
    if (this.style !== 'fillable') this.write(text, x, y, w, h);
    if (o.decoy) this.decoys.push(text);
    this.record(key, text, fields);
  }
  private record(key: string, text: string, fields: Fields): void {
    const given = Object.entries(fields).filter(([, v]) => v !== null);
    if (!given.length) this.printed.push({ key, text, page: this.page });
    for (const [f, v] of given) { this.printed.push({ key, text, page: this.page, field: f }); this.truth.set(f, v!); }
  }
  decoy(key: string, text: string | null | undefined, x: number, y: number, w: number): void { this.value(key, text, x, y, w, {}, { decoy: true }); }

  private write(text: string, x: number, y: number, w: number, h: number): void {
    const d = this.doc;
    if (this.style === 'typed') {
      let size = 9;
      d.font(this.typedFont).fontSize(size);
      while (size > 5.5 && d.widthOfString(text) > w - 3) d.fontSize((size -= 0.5));
      d.fillColor('#000000').text(text, x + 2, y + h - size - 1.5, { lineBreak: false });
      return;
    }
    let size = this.rng.float(10.5, 12);
    d.font('hand').fontSize(size);
    while (size > 6.5 && d.widthOfString(text) > w - 6) d.fontSize((size -= 0.5));
    const dx = this.rng.float(2, 7), dy = this.rng.float(-1.5, 1), ang = this.rng.float(-2, 1.5);
    const tx = x + dx, ty = y + h - size - 0.5 + dy;
    d.save().rotate(ang, { origin: [tx, ty + size] }).fillColor(INK).text(text, tx, ty, { lineBreak: false }).restore();
  }

  /** A text field with its own appearance (Helvetica 9), so viewers and rasterisers show the value. */
  private textField(key: string, value: string, x: number, y: number, w: number, h: number): void {
    this.doc.font('Helvetica');
    const id = (this.doc as unknown as { _font: { id: string } })._font.id;
    const esc = value.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
    const ap = this.stream(w, h, value ? `/Tx BMC q BT /Helv 9 Tf 0 g 2 ${((h - 9) / 2 + 2).toFixed(2)} Td (${esc}) Tj ET Q EMC` : '/Tx BMC EMC',
      { Font: { Helv: this.helv } });
    if (this.flatten && value) this.doc.font('Helvetica').fontSize(9).fillColor('#000000').text(value, x + 2, y + (h - 9) / 2 + 0.5, { lineBreak: false });
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(key), V: new String(value), DA: new String(`/${id} 9 Tf 0 g`), AP: { N: ap } });
  }

  /** A widget annotation that is its own field (pdfkit writes an annotation at once, so everything goes in up front). */
  private widget(x: number, y: number, w: number, h: number, data: Record<string, unknown>, parent?: Ref): Ref {
    const d = this.doc as unknown as { annotate(x: number, y: number, w: number, h: number, o: object): unknown; _root: { data: { AcroForm: Ref } } };
    d.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...data, ...(parent ? { Parent: parent } : {}) });
    const ref = this.lastAnnot();
    if (parent) (parent.data.Kids as Ref[]).push(ref);
    else (d._root.data.AcroForm.data.Fields as Ref[]).push(ref);
    return ref;
  }

  private stream(w: number, h: number, ops: string, resources: Record<string, unknown> = {}): Ref {
    const r = (this.doc as unknown as { ref(d: Record<string, unknown>): Ref }).ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: resources });
    r.write(ops);
    r.end();
    return r;
  }
  private lastAnnot(): Ref { const a = (this.doc as unknown as { page: { annotations: Ref[] } }).page.annotations; return a[a.length - 1]!; }

  // ---- printed furniture -------------------------------------------------------------------------------------------
  box(cx: number, cy: number, s = 8): void { this.doc.lineWidth(0.7).strokeColor('#000000').rect(cx - s / 2, cy - s / 2, s, s).stroke(); }
  bubble(cx: number, cy: number, r = 4.2): void { this.doc.lineWidth(0.7).strokeColor('#000000').circle(cx, cy, r).stroke(); }

  // ---- marks ---------------------------------------------------------------------------------------------------------
  private j(v: number): number { return this.style === 'handwritten' ? v + this.rng.float(-0.9, 0.9) : v; }
  private line(pts: [number, number][], width: number): void {
    const d = this.doc;
    d.save().lineWidth(width).strokeColor(this.penColor).lineCap('round').lineJoin('round');
    d.moveTo(this.j(pts[0]![0]), this.j(pts[0]![1]));
    for (const p of pts.slice(1)) d.lineTo(this.j(p[0]), this.j(p[1]));
    d.stroke().restore();
  }
  /** Draw one mark of `kind` on option o (for 'strike' the caller strikes the options NOT chosen). */
  mark(kind: MarkKind, o: Opt): void {
    const { bx, by } = o, hw = this.style === 'handwritten', w = hw ? 1.3 : 1.1;
    if (kind === 'bubble') {
      if (!hw) { this.doc.save().fillColor('#111111').circle(bx, by, 3.2).fill().restore(); return; }
      const pts: [number, number][] = [];
      for (let i = 0; i < 7; i++) { const yy = by - 3 + i; const half = Math.sqrt(Math.max(0, 11 - (yy - by) ** 2)); pts.push([bx + (i % 2 ? half : -half), yy]); }
      this.line(pts, 1.6);
    } else if (kind === 'check') {
      const s = hw ? this.rng.float(0.95, 1.3) : 1;
      this.line([[bx - 3.5 * s, by - 0.5], [bx - 0.8 * s, by + 3.2 * s], [bx + 5.5 * s, by - 6 * s]], w + 0.2);
    } else if (kind === 'x') {
      const e = hw ? this.rng.float(4.2, 5.5) : 4;
      this.line([[bx - e, by - e], [bx + e, by + e]], w);
      this.line([[bx + e, by - e], [bx - e, by + e]], w);
    } else if (kind === 'circle') {
      const cx = o.lx + o.lw / 2, cy = o.ly + 4, rx = o.lw / 2 + 5, ry = 8;
      const pts: [number, number][] = [];
      const start = hw ? this.rng.float(0, Math.PI) : 0, sweep = hw ? Math.PI * 2.15 : Math.PI * 2;
      for (let t = 0; t <= 36; t++) { const a = start + (sweep * t) / 36; pts.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)]); }
      this.line(pts, hw ? 1.1 : 0.9);
    } else {
      const y0 = o.ly + 4 + (hw ? this.rng.float(-1, 1) : 0);
      this.line([[o.lx - 2, y0], [o.lx + o.lw + 2, y0 + (hw ? this.rng.float(-1.5, 1.5) : 0)]], hw ? 1.2 : 0.9);
    }
  }

  /**
   * A choice group. chosen: indices marked (empty: the row left blank). In fillable style a radio group (single) or
   * checkboxes (multi) at the option boxes; otherwise `kind` marks. `written` is recorded as the printed text of the
   * chosen option when given (the "Other: ___" line), else the option label.
   */
  choice(key: string, opts: Opt[], chosen: number[], kind: MarkKind, fields: Fields = {}, o: { multi?: boolean; printedText?: string } = {}): void {
    if (this.style === 'fillable') {
      if (o.multi) opts.forEach((op, i) => this.checkbox(`${key}.${exportName(op.label)}`, op.bx, op.by, chosen.includes(i)));
      else this.radio(key, opts, chosen[0] ?? null);
    } else if (kind === 'strike') {
      if (chosen.length) opts.forEach((op, i) => { if (!chosen.includes(i)) this.mark('strike', op); });
    } else for (const i of chosen) this.mark(kind, opts[i]!);
    for (const i of chosen) this.record(key, o.printedText ?? opts[i]!.label, fields);
  }

  private onAp(kind: 'radio' | 'check'): Ref {
    const k = 0.5523 * 3.2;
    const ops = kind === 'radio'
      ? `q 0 g 5 8.2 m ${5 + k} 8.2 8.2 ${5 + k} 8.2 5 c 8.2 ${5 - k} ${5 + k} 1.8 5 1.8 c ${5 - k} 1.8 1.8 ${5 - k} 1.8 5 c 1.8 ${5 + k} ${5 - k} 8.2 5 8.2 c f Q`
      : 'q 0 G 1.2 w 1 J 1 j 1.5 5 m 4 2 l 8.8 8.6 l S Q';
    return this.stream(10, 10, ops);
  }
  private flat(kind: 'radio' | 'check', cx: number, cy: number): void {
    if (!this.flatten) return;
    if (kind === 'radio') this.doc.save().fillColor('#000000').circle(cx, cy, 3.2).fill().restore();
    else this.doc.save().lineWidth(1.2).strokeColor('#000000').moveTo(cx - 3.5, cy).lineTo(cx - 1, cy + 3).lineTo(cx + 3.8, cy - 3.6).stroke().restore();
  }
  private checkbox(name: string, cx: number, cy: number, on: boolean): void {
    if (on) this.flat('check', cx, cy);
    this.widget(cx - 5, cy - 5, 10, 10, { FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off',
      AP: { N: { Yes: this.onAp('check'), Off: this.stream(10, 10, '') } }, MK: { CA: new String('4') } });
  }
  private radio(name: string, opts: Opt[], chosen: number | null): void {
    const d = this.doc as unknown as { formField(n: string, o: object): Ref };
    const parent = d.formField(name, {});
    Object.assign(parent.data, { FT: 'Btn', Ff: 0x8000 | 0x4000, V: chosen === null ? 'Off' : exportName(opts[chosen]!.label), Kids: [] });
    opts.forEach((op, i) => {
      const on = exportName(op.label);
      if (i === chosen) this.flat(op.round ? 'radio' : 'check', op.bx, op.by);
      this.widget(op.bx - 5, op.by - 5, 10, 10, { AS: i === chosen ? on : 'Off', AP: { N: { [on]: this.onAp(op.round ? 'radio' : 'check'), Off: this.stream(10, 10, '') } },
        MK: { CA: new String('l') } }, parent);
    });
  }

  /** A signature: a scribble of the signer's initials drawn as strokes (no text). */
  signature(x: number, y: number): void {
    const pts: [number, number][] = [];
    let px = x + 4;
    for (let i = 0; i < 14; i++) { px += this.rng.float(4, 9); pts.push([px, y + 10 + this.rng.float(-7, 5)]); }
    const save = this.style;
    this.doc.save().lineWidth(1).strokeColor(save === 'handwritten' ? INK : '#1d1d6b');
    this.doc.moveTo(x + 4, y + 10);
    for (const [a, b] of pts) this.doc.lineTo(a, b);
    this.doc.stroke().restore();
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

export function exportName(label: string): string { return label.replace(/[^A-Za-z0-9]+/g, '') || 'Opt'; }

/** Options laid out in a row: a box/bubble then the label, each `gap` apart (or measured). */
export function row(sh: Sheet, labels: readonly string[], x: number, y: number, o: { gap?: number; furniture?: 'box' | 'bubble' | 'none'; size?: number; font?: string } = {}): Opt[] {
  const out: Opt[] = [];
  let cx = x;
  const size = o.size ?? 7.5, font = o.font ?? 'Helvetica';
  for (const label of labels) {
    sh.doc.font(font).fontSize(size);
    const lw = sh.doc.widthOfString(label);
    const furn = o.furniture ?? 'box';
    const bx = cx + 4, by = y + 3.5;
    if (furn === 'box') sh.box(bx, by); else if (furn === 'bubble') sh.bubble(bx, by);
    const lx = furn === 'none' ? cx : cx + 11;
    sh.text(label, lx, y, { size, font });
    out.push({ label, bx: furn === 'none' ? cx - 6 : bx, by, lx, ly: y, lw, round: furn === 'bubble' });
    cx = o.gap ? cx + o.gap : lx + lw + 12;
  }
  return out;
}
