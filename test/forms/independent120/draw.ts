// Set 120's drawing layer: comb-box rows (one character per box), box groups with printed separators and small
// captions, amount boxes with a printed $ and cents boxes, tick boxes; each value placed as the style says (typed
// glyphs, a person's block capitals in pen, or AcroForm comb fields with MaxLen and appearance streams as editors
// write them). Every value drawn is recorded (printed, truth path, decoy).
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Printed { key: string; text: string; page: number; field?: string }
export interface Group { n: number; cap?: string; sep?: string; right?: boolean }
type PDFDoc = InstanceType<typeof PDFDocument>;
interface FontLike { id: string; ref(): unknown; widthOfString(s: string, size: number): number }

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const INK = '#1b2a6b';
const COMB = 1 << 24, NO_SPELL = 1 << 22, NO_SCROLL = 1 << 23, RADIO = 1 << 15, NO_OFF = 1 << 14;

export class Sheet {
  doc: PDFDoc;
  page = 1;
  printed: Printed[] = [];
  decoys: string[] = [];
  truth = new Map<string, unknown>();
  cw = 13; ch = 16; line = '#000000'; box = '#ffffff'; capFont = 'Helvetica'; capSize = 6;
  private helv!: FontLike;
  private n = 0;

  style: Style; rng: Rng; typedFont: string; ink: string;

  constructor(style: Style, rng: Rng, typedFont = 'Helvetica', ink = INK) {
    this.style = style; this.rng = rng; this.typedFont = typedFont; this.ink = ink;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Producer: 'pdfkit', Creator: 'Forms', CreationDate: new Date(Date.UTC(2026, 0, 5)) } });
    this.doc.registerFont('hand', HAND);
    this.doc.font('Helvetica');
    this.helv = (this.doc as unknown as { _font: FontLike })._font;
    if (style === 'fillable') {
      this.doc.initForm();
      delete (this.doc as unknown as { _root: { data: { AcroForm: { data: Record<string, unknown> } } } })._root.data.AcroForm.data.NeedAppearances;
    }
  }

  newPage() { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Static text (labels, captions, headings). */
  text(s: string, x: number, y: number, size = 7, font = this.capFont, o: { color?: string; width?: number; align?: 'left' | 'center' | 'right'; lineGap?: number } = {}) {
    this.doc.font(font).fontSize(size).fillColor(o.color ?? '#000000')
      .text(s, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left', lineGap: o.lineGap ?? 0 });
    this.doc.fillColor('#000000');
  }
  rule(x0: number, y0: number, x1: number, y1: number, w = 0.6, color = '#000000') {
    this.doc.moveTo(x0, y0).lineTo(x1, y1).lineWidth(w).strokeColor(color).stroke();
  }
  rect(x: number, y: number, w: number, h: number, fill: string | null, stroke: string | null = null, lw = 0.6) {
    this.doc.rect(x, y, w, h).lineWidth(lw);
    if (fill && stroke) this.doc.fillAndStroke(fill, stroke); else if (fill) this.doc.fill(fill); else if (stroke) this.doc.stroke(stroke);
    this.doc.fillColor('#000000').strokeColor('#000000');
  }

  /** Width of a row of groups (separators take one cell width less a little). */
  width(groups: Group[], cw = this.cw): number {
    return groups.reduce((w, g, i) => w + g.n * cw + (i ? (g.sep !== undefined ? cw * 0.9 : cw * 0.5) : 0), 0);
  }

  /** A comb row made of box groups; `values` per group (null: left blank). Returns the x after the row. */
  comb(name: string, x: number, y: number, groups: Group[], values: (string | null)[] | null, o: { cw?: number; ch?: number; capBelow?: boolean } = {}): number {
    const cw = o.cw ?? this.cw, ch = o.ch ?? this.ch, d = this.doc;
    let cx = x;
    const cells: { x: number; g: Group; v: string | null; i: number }[] = [];
    groups.forEach((g, i) => {
      if (i) {
        const gap = g.sep !== undefined ? cw * 0.9 : cw * 0.5;
        if (g.sep) this.text(g.sep, cx, y + ch * 0.3, ch * 0.55, 'Helvetica-Bold', { width: gap, align: 'center' });
        cx += gap;
      }
      d.rect(cx, y, g.n * cw, ch).lineWidth(0.7);
      d.fillAndStroke(this.box, this.line);
      for (let k = 1; k < g.n; k++) this.rule(cx + k * cw, y + ch * 0.45, cx + k * cw, y + ch, 0.5, this.line);
      if (g.cap) this.text(g.cap, cx, o.capBelow === false ? y - 7 : y + ch + 1.5, 5.5, this.capFont, { width: g.n * cw, align: 'center', color: '#333333' });
      cells.push({ x: cx, g, v: values?.[i] ?? null, i });
      cx += g.n * cw;
    });
    d.fillColor('#000000');
    for (const c of cells) {
      const v = (c.v ?? '').slice(0, c.g.n);
      const start = c.g.right ? c.g.n - v.length : 0;
      const fname = groups.length > 1 ? `${name}.${c.i + 1}` : name;
      if (this.style === 'fillable') this.combField(fname, c.x, y, c.g.n, cw, ch, v, !!c.g.right);
      else [...v].forEach((chr, k) => this.glyph(chr, c.x + (start + k) * cw, y, cw, ch));
    }
    return cx;
  }

  /** One character in one box, typed or in pen. */
  private glyph(chr: string, x: number, y: number, cw: number, ch: number) {
    if (chr === ' ') return;
    const d = this.doc;
    if (this.style === 'typed') {
      const size = ch * 0.62;
      d.font(this.typedFont).fontSize(size).fillColor('#000000');
      const w = d.widthOfString(chr);
      d.text(chr, x + (cw - w) / 2, y + ch * 0.28, { lineBreak: false });
      return;
    }
    const r = this.rng;
    let size = ch * r.float(0.74, 0.86);
    d.font('hand').fontSize(size);
    const w0 = d.widthOfString(chr);
    if (w0 > cw * 0.86) size *= (cw * 0.86) / w0; // a person writes a wide M or W narrower to keep it in its box
    d.fontSize(size).fillColor(this.ink);
    const w = d.widthOfString(chr);
    const px = x + (cw - w) / 2 + r.float(-0.14, 0.14) * cw, py = y + ch * 0.16 + r.float(-0.07, 0.07) * ch;
    d.save().rotate(r.float(-5, 5), { origin: [px + w / 2, py + size / 2] });
    d.text(chr, px, py, { lineBreak: false });
    d.restore().fillColor('#000000');
  }

  /** A value on a plain line (e-mail, website, use of funds): typed, in pen or a text field. */
  lineValue(name: string, x: number, y: number, w: number, v: string | null, h = 14) {
    this.rule(x, y + h, x + w, y + h, 0.6, this.line);
    if (this.style === 'fillable') { this.textField(name, x, y, w, h, v ?? ''); return; }
    if (!v) return;
    if (this.style === 'typed') { this.text(v, x + 3, y + h * 0.3, h * 0.62, this.typedFont); return; }
    const r = this.rng, d = this.doc;
    d.font('hand').fontSize(h * 0.85).fillColor(this.ink).save().rotate(r.float(-1.5, 1.5), { origin: [x, y + h] });
    d.text(v, x + 3 + r.float(0, 6), y + r.float(-1, 1.5), { lineBreak: false });
    d.restore().fillColor('#000000');
  }

  /** A tick box; `group` makes it one widget of a radio group in fillable forms (one parent field). */
  tick(name: string, x: number, y: number, s: number, on: boolean, state = 'Yes', group?: RadioGroup) {
    this.rect(x, y, s, s, '#ffffff', this.line, 0.7);
    if (this.style === 'fillable') { this.checkField(name, x, y, s, on, state, group); return; }
    if (!on) return;
    const d = this.doc;
    if (this.style === 'typed') {
      d.font('Helvetica-Bold').fontSize(s * 0.95).fillColor('#000000');
      d.text('X', x + (s - d.widthOfString('X')) / 2, y + s * 0.12, { lineBreak: false });
      return;
    }
    const r = this.rng, j = () => r.float(-0.12, 0.12) * s;
    d.lineWidth(1.3).strokeColor(this.ink).lineCap('round')
      .moveTo(x + s * 0.15 + j(), y + s * 0.5 + j()).lineTo(x + s * 0.42 + j(), y + s * 0.88 + j()).lineTo(x + s * 1.05 + j(), y - s * 0.25 + j()).stroke();
    d.strokeColor('#000000').lineCap('butt');
  }

  // ----- recording -----
  /** A printed value that gives a truth field (`path` under application.). */
  value(key: string, text: string, path: string, truth: unknown) {
    this.printed.push({ key, text, page: this.page, field: `application.${path}` });
    this.truth.set(path, truth);
  }
  decoy(key: string, text: string | null | undefined) {
    if (!text) return;
    this.printed.push({ key, text, page: this.page });
    this.decoys.push(text);
  }

  // ----- AcroForm -----
  private font(size: number) { return `/${this.helv.id} ${size} Tf 0 g`; }
  private stream(w: number, h: number, body: string) {
    const ref = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [this.helv.id]: this.helv.ref() } } });
    ref.end(body);
    return ref;
  }
  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>, parent?: { data: { Kids: unknown[] } }) {
    const d = this.doc as unknown as { annotate: (...a: unknown[]) => void; page: { annotations: unknown[] }; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } };
    d.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict, ...(parent ? { Parent: parent } : {}) });
    const ref = d.page.annotations[d.page.annotations.length - 1];
    if (parent) parent.data.Kids.push(ref); else d._root.data.AcroForm.data.Fields.push(ref);
  }
  private pdfStr(s: string) {
    return [...s].map((c) => { const b = c.charCodeAt(0); return b > 126 || '()\\'.includes(c) ? `\\${b.toString(8).padStart(3, '0')}` : c; }).join('');
  }
  private combField(name: string, x: number, y: number, n: number, cw: number, ch: number, v: string, right: boolean) {
    const size = Math.round(ch * 0.6);
    const start = right ? n - v.length : 0;
    const glyphs = [...v].map((c, k) => {
      if (c === ' ') return '';
      const gx = (start + k) * cw + (cw - this.helv.widthOfString(c, size)) / 2;
      return `1 0 0 1 ${gx.toFixed(2)} ${(ch * 0.3).toFixed(2)} Tm (${this.pdfStr(c)}) Tj `;
    }).join('');
    const ap = this.stream(n * cw, ch, `/Tx BMC q BT ${this.font(size)} ${glyphs}ET Q EMC`);
    this.widget(x, y, n * cw, ch, { FT: 'Tx', T: new String(name), Ff: COMB | NO_SPELL | NO_SCROLL, MaxLen: n, DA: new String(this.font(size)),
      ...(right ? { Q: 2 } : {}), ...(v ? { V: new String(v) } : {}), MK: {}, AP: { N: ap } });
    this.n++;
  }
  private textField(name: string, x: number, y: number, w: number, h: number, v: string) {
    const size = 9;
    const ap = this.stream(w, h, `/Tx BMC q BT ${this.font(size)} 2 ${(h * 0.3).toFixed(2)} Td (${this.pdfStr(v)}) Tj ET Q EMC`);
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), DA: new String(this.font(size)), ...(v ? { V: new String(v) } : {}), MK: {}, AP: { N: ap } });
  }
  private checkField(name: string, x: number, y: number, s: number, on: boolean, state: string, group?: RadioGroup) {
    const mark = `q 0 g 0.9 w ${(s * 0.2).toFixed(2)} ${(s * 0.5).toFixed(2)} m ${(s * 0.42).toFixed(2)} ${(s * 0.18).toFixed(2)} l ${(s * 0.82).toFixed(2)} ${(s * 0.85).toFixed(2)} l S Q`;
    const onAp = this.stream(s, s, mark), offAp = this.stream(s, s, '');
    const common = { MK: { CA: new String('4') }, AS: on ? state : 'Off', AP: { N: { [state]: onAp, Off: offAp } } };
    if (group) { this.widget(x, y, s, s, common, group.ref); if (on) group.ref.data.V = state; return; }
    this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: on ? state : 'Off', ...common });
  }
  /** The parent field of a radio group (fillable only). */
  radio(name: string): RadioGroup | undefined {
    if (this.style !== 'fillable') return undefined;
    const d = this.doc as unknown as { ref: (o: unknown) => RadioGroup['ref']; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } };
    const ref = d.ref({ FT: 'Btn', Ff: RADIO | NO_OFF, T: new String(name), V: 'Off', Kids: [] });
    d._root.data.AcroForm.data.Fields.push(ref);
    return { ref };
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
export interface RadioGroup { ref: { data: { Kids: unknown[]; V?: unknown } } }

/** Money as comb groups: dollars right-aligned in `n` boxes, cents in 2 (printed $ and . are static). */
export const money = (cents: number | null) => cents === null ? null : [String(Math.floor(cents / 100)), String(cents % 100).padStart(2, '0')];
export const fmtMoney = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
