// Drawing kit of set 50: one Form per PDF. Every value goes through value() / pills() / check(), which draw it in
// the style asked (typed, handwritten, fillable AcroForm) and record it at once as truth (fields) or as a decoy.
import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Fields = Record<string, string | number | null>;
/** A printed value: the truth paths it gives, its text, and for fillable the field and the value it must hold. */
export interface Printed { fields: Fields; text: string; page: number; field?: string; expect?: string }
export interface DecoyRec { key: string; text: string; page: number; field?: string }
export interface Theme {
  brand: string; soft: string; ink: string; grey: string; line: string;
  font: string; bold: string; valueFont: string; valueSize: number; radius: number;
  /** Fillable field names as the tool that made the form names them. */
  name: (i: number, hint: string) => string;
  /** Checkbox on-state; radio kids' on-states. */
  on: string; radioOn: (i: number, label: string) => string;
  /** The handwritten mark for a chosen pill or box. */
  mark: 'check' | 'x' | 'circle';
}
type Align = 'left' | 'center' | 'right';

const req = createRequire(import.meta.url);
const HANDS = [req.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'), req.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff')];

export const emptyApplicant = (): TruthApplicant => ({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });

export class Form {
  readonly doc: PDFKit.PDFDocument;
  readonly W = 612;
  readonly H = 792;
  page = 1;
  readonly printed: Printed[] = [];
  readonly decoys: DecoyRec[] = [];
  readonly app: TruthApplication = emptyApplication();
  private n = 0;
  private names = new Set<string>();
  private ink = '#1d2f8f';
  private chunks: Buffer[] = [];
  private done: Promise<void>;

  readonly style: Style;
  readonly t: Theme;
  private pen: Rng;

  constructor(style: Style, t: Theme, pen: Rng, title: string, producer: string) {
    this.style = style; this.t = t; this.pen = pen;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true,
      info: { CreationDate: new Date(0), ModDate: new Date(0), Title: title, Creator: producer, Producer: producer } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    if (style === 'handwritten') { this.doc.registerFont('Hand', pen.pick(HANDS)); this.ink = pen.pick(['#1d2f8f', '#1b1b1b', '#24409c', '#0f3a7a']); }
    if (style === 'fillable') {
      this.doc.font('Helvetica').initForm();
      const d = this.doc as unknown as { _font: { id: string }; _root: { data: { AcroForm: { data: Record<string, unknown> } } } };
      d._root.data.AcroForm.data.DA = new String(`/${d._font.id} ${t.valueSize} Tf 0 g`);
    }
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  async finish(): Promise<Uint8Array> { this.doc.end(); await this.done; return new Uint8Array(Buffer.concat(this.chunks)); }

  // ---- design text and shapes (no truth)
  text(s: string, x: number, y: number, o: { size?: number; color?: string; bold?: boolean; font?: string; w?: number; align?: Align; gap?: number } = {}): this {
    const d = this.doc.font(o.font ?? (o.bold ? this.t.bold : this.t.font)).fontSize(o.size ?? 8).fillColor(o.color ?? this.t.ink);
    if (o.w) d.text(s, x, y, { width: o.w, align: o.align ?? 'left', lineGap: o.gap ?? 1 });
    else d.text(s, x, y, { lineBreak: false });
    return this;
  }
  width(s: string, size: number, font = this.t.font): number { return this.doc.font(font).fontSize(size).widthOfString(s); }
  rect(x: number, y: number, w: number, h: number, o: { r?: number; fill?: string; stroke?: string; lw?: number } = {}): this {
    const d = this.doc;
    d.save().lineWidth(o.lw ?? 0.8);
    d.roundedRect(x, y, w, h, o.r ?? this.t.radius);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke); else if (o.fill) d.fill(o.fill); else d.stroke(o.stroke ?? this.t.line);
    d.restore();
    return this;
  }
  circle(x: number, y: number, r: number, o: { fill?: string; stroke?: string; lw?: number } = {}): this {
    const d = this.doc.save().lineWidth(o.lw ?? 0.8).circle(x, y, r);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke); else if (o.fill) d.fill(o.fill); else d.stroke(o.stroke ?? this.t.line);
    d.restore();
    return this;
  }
  /** Simple icons drawn as shapes, in a size-s square at (x, y). */
  icon(kind: 'building' | 'person' | 'dollar' | 'lock' | 'doc' | 'pen' | 'bank', x: number, y: number, s: number, color: string): void {
    const d = this.doc.save().lineWidth(Math.max(0.8, s / 14)).strokeColor(color).fillColor(color);
    if (kind === 'building') { d.rect(x + s * 0.2, y + s * 0.15, s * 0.6, s * 0.8).stroke(); for (let i = 0; i < 3; i++) d.rect(x + s * 0.32, y + s * (0.27 + i * 0.2), s * 0.12, s * 0.1).fill().rect(x + s * 0.56, y + s * (0.27 + i * 0.2), s * 0.12, s * 0.1).fill(); }
    if (kind === 'person') { d.circle(x + s / 2, y + s * 0.32, s * 0.18).fill(); d.moveTo(x + s * 0.15, y + s * 0.95).bezierCurveTo(x + s * 0.2, y + s * 0.55, x + s * 0.8, y + s * 0.55, x + s * 0.85, y + s * 0.95).closePath().fill(); }
    if (kind === 'dollar') { d.circle(x + s / 2, y + s / 2, s * 0.45).stroke(); d.font('Helvetica-Bold').fontSize(s * 0.62).text('$', x + s * 0.33, y + s * 0.22, { lineBreak: false }); }
    if (kind === 'lock') { d.roundedRect(x + s * 0.2, y + s * 0.45, s * 0.6, s * 0.48, 2).fill(); d.moveTo(x + s * 0.32, y + s * 0.45).lineTo(x + s * 0.32, y + s * 0.3).bezierCurveTo(x + s * 0.32, y + s * 0.05, x + s * 0.68, y + s * 0.05, x + s * 0.68, y + s * 0.3).lineTo(x + s * 0.68, y + s * 0.45).stroke(); }
    if (kind === 'doc') { d.moveTo(x + s * 0.2, y + s * 0.05).lineTo(x + s * 0.6, y + s * 0.05).lineTo(x + s * 0.8, y + s * 0.25).lineTo(x + s * 0.8, y + s * 0.95).lineTo(x + s * 0.2, y + s * 0.95).closePath().stroke(); for (let i = 0; i < 3; i++) d.moveTo(x + s * 0.3, y + s * (0.45 + i * 0.15)).lineTo(x + s * 0.7, y + s * (0.45 + i * 0.15)).stroke(); }
    if (kind === 'pen') { d.moveTo(x + s * 0.15, y + s * 0.85).lineTo(x + s * 0.25, y + s * 0.6).lineTo(x + s * 0.75, y + s * 0.1).lineTo(x + s * 0.9, y + s * 0.25).lineTo(x + s * 0.4, y + s * 0.75).closePath().fill(); }
    if (kind === 'bank') { d.moveTo(x + s * 0.1, y + s * 0.35).lineTo(x + s * 0.5, y + s * 0.08).lineTo(x + s * 0.9, y + s * 0.35).closePath().fill(); for (let i = 0; i < 4; i++) d.rect(x + s * (0.18 + i * 0.19), y + s * 0.42, s * 0.08, s * 0.38).fill(); d.rect(x + s * 0.1, y + s * 0.84, s * 0.8, s * 0.08).fill(); }
    d.restore();
  }
  /** A step header: a numbered badge and a title. */
  step(n: string, title: string, x: number, y: number, o: { shape?: 'circle' | 'square' | 'tab'; size?: number; color?: string; sub?: string } = {}): void {
    const size = o.size ?? 11, c = o.color ?? this.t.brand, r = size * 0.95;
    if (o.shape === 'tab') { this.rect(x, y - 2, this.width(n, size - 1, this.t.bold) + 12, size + 6, { r: 3, fill: c }); this.text(n, x + 6, y + 1, { size: size - 1, bold: true, color: '#ffffff' }); x += this.width(n, size - 1, this.t.bold) + 18; }
    else {
      if (o.shape === 'square') this.rect(x, y - 3, 2 * r, 2 * r, { r: 4, fill: c }); else this.circle(x + r, y - 3 + r, r, { fill: c });
      this.text(n, x + r - this.width(n, size, this.t.bold) / 2, y - 3 + r - size * 0.36, { size, bold: true, color: '#ffffff' });
      x += 2 * r + 7;
    }
    this.text(title, x, y, { size: size + 1, bold: true });
    if (o.sub) this.text(o.sub, x + this.width(title, size + 1, this.t.bold) + 8, y + 2.5, { size: size - 3, color: this.t.grey });
  }

  // ---- values
  private apply(fields: Fields): void {
    for (const [path, v] of Object.entries(fields)) {
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (this.app.applicants.length <= i) this.app.applicants.push(emptyApplicant());
        (this.app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (this.app as unknown as Record<string, unknown>)[path] = v;
    }
  }
  private record(text: string, o: { fields?: Fields; decoy?: string }, field?: string, expect?: string): void {
    if (o.fields) { this.apply(o.fields); this.printed.push({ fields: o.fields, text, page: this.page, field, expect }); }
    else if (o.decoy) this.decoys.push({ key: o.decoy, text, page: this.page, field });
  }
  private fieldName(hint: string): string {
    let name = this.t.name(++this.n, hint);
    for (let k = 2; this.names.has(name); k++) name = `${this.t.name(this.n, hint)}_${k}`;
    this.names.add(name);
    return name;
  }
  /** A filled value: typed, handwritten or an AcroForm text field. `fields` makes it truth, `decoy` a decoy. */
  value(text: string | null, x: number, y: number, w: number, o: { fields?: Fields; decoy?: string; size?: number; h?: number; align?: Align; hint?: string } = {}): void {
    if (!text) return;
    const d = this.doc, size = o.size ?? this.t.valueSize;
    if (this.style === 'fillable') {
      const name = this.fieldName(o.hint ?? Object.keys(o.fields ?? {})[0] ?? o.decoy ?? 'text');
      d.font('Helvetica').formText(name, x - 2, y - 3, w + 2, o.h ?? size + 7, { value: text, align: o.align ?? 'left' });
      this.record(text, o, name, text);
      return;
    }
    const hand = this.style === 'handwritten';
    d.font(hand ? 'Hand' : this.t.valueFont);
    let fs = hand ? size + 2.5 : size;
    while (fs > 5 && d.fontSize(fs).widthOfString(text) > w) fs -= 0.5;
    const tw = d.fontSize(fs).widthOfString(text);
    const ax = o.align === 'right' ? x + w - tw : o.align === 'center' ? x + (w - tw) / 2 : x;
    if (!hand) d.fillColor('#111111').text(text, ax, y, { lineBreak: false });
    else {
      const dx = this.pen.float(-1, 2), dy = this.pen.float(-2.2, 0.2), rot = this.pen.float(-1.5, 1.5);
      d.save().rotate(rot, { origin: [ax, y] }).fillColor(this.ink).text(text, ax + dx, y + dy - 2, { lineBreak: false }).restore();
    }
    this.record(text, o);
  }
  /** A rounded input box with its label (inside the top, above, as a caption under it, or left of it) and its value. */
  field(x: number, y: number, w: number, h: number, label: string, text: string | null, o: { fields?: Fields; decoy?: string; kind?: 'float' | 'above' | 'caption' | 'left' | 'line'; helper?: string; size?: number; fill?: string; labelW?: number; align?: Align } = {}): void {
    const kind = o.kind ?? 'float', size = o.size ?? this.t.valueSize;
    let vx = x + 8, vy = y + (h - size) / 2 + 1, vw = w - 14;
    if (kind === 'left') { const lw = o.labelW ?? 80; this.text(label, x, y + (h - 7.5) / 2, { size: 7.5, color: this.t.grey }); x += lw; w -= lw; vx = x + 7; vw = w - 12; }
    if (kind === 'line') { this.doc.save().lineWidth(0.8).moveTo(x, y + h).lineTo(x + w, y + h).stroke(this.t.line).restore(); this.text(label, x, y, { size: 6.5, color: this.t.grey }); vx = x + 1; vy = y + h - size - 3; vw = w - 2; }
    else this.rect(x, y, w, h, { fill: o.fill ?? '#ffffff', stroke: this.t.line });
    if (kind === 'float') { this.text(label, x + 8, y + 4, { size: 6.3, color: this.t.grey }); vy = y + h - size - 4; }
    if (kind === 'above') this.text(label, x + 2, y - 10, { size: 7, bold: true, color: this.t.ink });
    if (kind === 'caption') this.text(label, x + 3, y + h + 2, { size: 6.3, color: this.t.grey });
    if (o.helper) this.text(o.helper, x + 3, y + h + (kind === 'caption' ? 10 : 2.5), { size: 6, color: '#9aa0a6' });
    this.value(text, vx, vy, vw, { fields: o.fields, decoy: o.decoy, size, hint: label, align: o.align });
  }

  // ---- choices
  private mark(x: number, y: number, w: number, h: number, kind: 'check' | 'x' | 'circle'): void {
    const p = this.pen, d = this.doc.save().lineWidth(p.float(1.1, 1.6)).strokeColor(this.ink).lineCap('round');
    const j = () => p.float(-1.2, 1.2);
    if (kind === 'circle') d.ellipse(x + w / 2 + j(), y + h / 2 + j(), w / 2 + 4 + j(), h / 2 + 3 + j()).stroke();
    else if (kind === 'x') { const s = Math.min(w, h); d.moveTo(x + j(), y + j()).lineTo(x + s + j(), y + s + j()).stroke().moveTo(x + s + j(), y + j()).lineTo(x + j(), y + s + j()).stroke(); }
    else { const s = Math.min(w, h); d.moveTo(x + j() * 0.5, y + s * 0.55).lineTo(x + s * 0.4, y + s + j() * 0.5).lineTo(x + s * 1.25 + j(), y - s * 0.35 + j()).stroke(); }
    d.restore();
  }
  private appearance(s: number, draw: string): PDFKit.PDFKitReference {
    const ref = (this.doc as unknown as { ref(d: object): PDFKit.PDFKitReference }).ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    ref.end(draw);
    return ref;
  }
  /** A checkbox widget (parent null) or a radio kid, with on and off appearances. */
  private widget(name: string, parent: PDFKit.PDFKitReference | null, x: number, y: number, s: number, onName: string, on: boolean, round: boolean): void {
    const d = this.doc as unknown as { ref(d: object): PDFKit.PDFKitReference; _convertRect(x: number, y: number, w: number, h: number): number[]; page: { annotations: unknown[] }; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } };
    const k = 0.5523 * s * 0.3, c = s / 2, r = s * 0.3;
    const onDraw = round ? `q 0 g ${c + r} ${c} m ${c + r} ${c + k} ${c + k} ${c + r} ${c} ${c + r} c ${c - k} ${c + r} ${c - r} ${c + k} ${c - r} ${c} c ${c - r} ${c - k} ${c - k} ${c - r} ${c} ${c - r} c ${c + k} ${c - r} ${c + r} ${c - k} ${c + r} ${c} c f Q`
      : `q 0 G 1.3 w ${s * 0.2} ${s * 0.5} m ${s * 0.42} ${s * 0.22} l ${s * 0.82} ${s * 0.8} l S Q`;
    const dict: Record<string, unknown> = { Type: 'Annot', Subtype: 'Widget', Rect: d._convertRect(x, y, s, s), F: 4, AS: on ? onName : 'Off',
      AP: { N: { [onName]: this.appearance(s, onDraw), Off: this.appearance(s, '') } }, MK: { BC: [0.55, 0.55, 0.55] } };
    if (parent) dict.Parent = parent; else Object.assign(dict, { FT: 'Btn', T: new String(name), V: on ? onName : 'Off' });
    const ref = d.ref(dict);
    d.page.annotations.push(ref);
    if (parent) ((parent as unknown as { data: { Kids: unknown[] } }).data.Kids).push(ref); else d._root.data.AcroForm.data.Fields.push(ref);
    (ref as unknown as { end(): void }).end();
  }
  /** A square or round checkbox with its label to the right; a checked one may carry truth. */
  check(x: number, y: number, s: number, label: string, on: boolean, o: { fields?: Fields; round?: boolean; size?: number } = {}): number {
    const fill = this.style === 'typed' && on;
    if (o.round) this.circle(x + s / 2, y + s / 2, s / 2, fill ? { fill: this.t.brand } : { stroke: this.t.grey }); else this.rect(x, y, s, s, fill ? { r: 2, fill: this.t.brand } : { r: 2, stroke: this.t.grey });
    if (fill) this.doc.save().lineWidth(1.3).strokeColor('#ffffff').moveTo(x + s * 0.22, y + s * 0.52).lineTo(x + s * 0.43, y + s * 0.74).lineTo(x + s * 0.8, y + s * 0.28).stroke().restore();
    this.text(label, x + s + 4, y + (s - (o.size ?? 8)) / 2 + 0.5, { size: o.size ?? 8 });
    let name: string | undefined;
    if (this.style === 'fillable') { name = this.fieldName(label); this.widget(name, null, x, y, s, this.t.on, on, !!o.round); }
    if (on && this.style === 'handwritten') this.mark(x + 1, y + 1, s - 2, s - 2, this.t.mark === 'circle' ? 'x' : this.t.mark);
    if (on && o.fields) this.record(label, o, name, this.t.on);
    return x + s + 4 + this.width(label, o.size ?? 8) + 12;
  }
  /** Pill or segmented selectors; the chosen one (typed) filled with the brand colour and white text. chosen -1: none. */
  pills(x: number, y: number, labels: string[], chosen: number, fields: Fields | null, o: { h?: number; size?: number; gap?: number; w?: number; shape?: 'pill' | 'segment' | 'tile' | 'switch'; radio?: string; hint?: string } = {}): number {
    const h = o.h ?? 17, size = o.size ?? 7.5, gap = o.shape === 'segment' ? 0 : o.gap ?? (o.shape === 'switch' ? 14 : 6), fill = this.style !== 'fillable' && this.style !== 'handwritten';
    const dot = this.style === 'fillable' ? h - 8 : 0;
    const widths = labels.map((l) => o.w ?? this.width(l, size, this.t.bold) + (o.shape === 'switch' ? 27 : 18) + (dot ? dot + 4 : 0));
    const total = widths.reduce((a, b) => a + b, 0) + gap * (labels.length - 1);
    const r = o.shape === 'tile' ? 4 : h / 2;
    if (o.shape === 'segment') this.rect(x, y, total, h, { r, fill: this.t.soft, stroke: this.t.line });
    let parent: PDFKit.PDFKitReference | null = null;
    if (this.style === 'fillable' && o.radio) {
      parent = this.doc.formField(this.fieldName(o.radio), {}) as unknown as PDFKit.PDFKitReference;
      Object.assign((parent as unknown as { data: Record<string, unknown> }).data, { FT: 'Btn', Ff: 0xc000, V: chosen >= 0 ? this.t.radioOn(chosen, labels[chosen]!) : 'Off', Kids: [] });
    }
    let px = x;
    labels.forEach((label, i) => {
      const w = widths[i]!, on = i === chosen;
      if (o.shape === 'switch') {
        if (!dot) { this.rect(px, y + (h - 12) / 2, 22, 12, { r: 6, fill: on && fill ? this.t.brand : '#d9dce1' }); this.circle(on && fill ? px + 16 : px + 6, y + h / 2, 4.3, { fill: '#ffffff' }); }
        this.text(label, px + (dot ? dot + 10 : 27), y + (h - size) / 2 + 0.8, { size, bold: on && fill });
      } else if (o.shape === 'segment') { if (on && fill) this.rect(px + 1.5, y + 1.5, w - 3, h - 3, { r: r - 1.5, fill: this.t.brand }); else if (i > 0) this.doc.save().lineWidth(0.6).moveTo(px, y + 4).lineTo(px, y + h - 4).stroke(this.t.line).restore(); }
      else this.rect(px, y, w, h, on && fill ? { r, fill: this.t.brand } : { r, stroke: this.t.line, fill: '#ffffff' });
      const tx = px + (w + dot + (dot ? 4 : 0) - this.width(label, size, on && fill ? this.t.bold : this.t.font)) / 2;
      if (o.shape !== 'switch') this.text(label, tx, y + (h - size) / 2 + 0.8, { size, bold: on && fill, color: on && fill ? '#ffffff' : this.t.ink });
      let name: string | undefined, expect: string | undefined;
      if (dot) {
        const bx = px + 6, by = y + 4;
        if (parent) { name = (parent as unknown as { data: { T: string } }).data.T.toString(); expect = this.t.radioOn(i, label); this.circle(bx + dot / 2, by + dot / 2, dot / 2, { stroke: this.t.grey }); this.widget(name, parent, bx, by, dot, expect, on, true); }
        else { name = this.fieldName(`${o.hint ?? 'opt'} ${label}`); expect = this.t.on; this.rect(bx, by, dot, dot, { r: 2, stroke: this.t.grey }); this.widget(name, null, bx, by, dot, expect, on, false); }
      }
      if (on && this.style === 'handwritten') {
        if (this.t.mark === 'circle') this.mark(px, y, w, h, 'circle'); else this.mark(px + 5, y + 3, h - 6, h - 6, this.t.mark);
      }
      if (on && fields) this.record(label, { fields }, name, expect);
      px += w + gap;
    });
    return px - gap;
  }
  /** A paragraph of legal text. */
  legal(s: string, x: number, y: number, w: number, size = 6, color = '#6b7280'): number {
    this.text(s, x, y, { size, color, w, gap: 0.6 });
    return this.doc.y;
  }
}
