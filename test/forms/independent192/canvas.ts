// The drawing surface every layout uses: pdfkit with top-left coordinates, the three styles of filling in a value,
// and the record of where each value (or decoy) landed, in PDF points from the bottom left.
//   typed:       the value drawn as text in the app's font.
//   handwritten: the value in URW Z003 (a chancery hand), in blue ink, slightly rotated and jittered; chosen options
//                marked by a drawn tick, X or loop with no text.
//   fillable:    an AcroForm text field whose /V holds the value and whose appearance stream draws it (so the value
//                is in no page text); chosen options are /Btn checkboxes that are on.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Box = [number, number, number, number];
export type Style = 'typed' | 'handwritten' | 'fillable';
export type Fields = Record<string, string | number | null>;
export interface Placed {
  key: string;
  page: number;
  box: Box;
  text: string;
  via: 'text' | 'checkbox' | 'acroform' | 'acroform_checkbox';
  /** The truth paths this printed value gives (`legal_name`, `applicants[1].ownership` ...); empty for a decoy. */
  fields: Fields;
  acroform_field?: string;
}
export interface Theme { font: string; bold: string; ink: string; grey: string; line: string; accent: string; accentText: string; soft: string }

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const URW = '/usr/share/fonts/opentype/urw-base35/';
const PEN = '#1b2f7a';

/** A PDF string in WinAnsi for an appearance stream: ASCII as is, the rest as octal escapes. */
function pdfString(s: string): string {
  const extra: Record<string, number> = { '•': 0x95, '–': 0x96, '—': 0x97, '’': 0x92, '€': 0x80 };
  let out = '';
  for (const ch of s) {
    const c = extra[ch] ?? ch.charCodeAt(0);
    if (c > 255) throw new Error(`no WinAnsi code for ${ch}`);
    out += c >= 32 && c < 127 && !'()\\'.includes(ch) ? ch : '\\' + c.toString(8).padStart(3, '0');
  }
  return `(${out})`;
}

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  page = 0;
  W = 0;
  H = 0;
  private names = new Set<string>();
  private chunks: Buffer[] = [];
  private done: Promise<void>;

  readonly style: Style;
  readonly rng: Rng;
  readonly theme: Theme;

  constructor(style: Style, rng: Rng, theme: Theme, info: { Producer: string; Creator: string; Title: string }) {
    this.style = style;
    this.rng = rng;
    this.theme = theme;
    this.doc = new PDFDocument({ autoFirstPage: false, compress: true, info: { ...info, CreationDate: new Date(Date.UTC(2025, 2, 14, 15, 4)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    for (const f of new Set([theme.font, theme.bold])) if (f.endsWith('.otf')) this.doc.registerFont(f, URW + f);
    this.doc.registerFont('hand', HAND);
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      // We draw every field's appearance ourselves; a viewer asked to regenerate them would restyle the values.
      (this.doc as unknown as { _root: { data: { AcroForm: { data: Record<string, unknown> } } } })._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  addPage(w: number, h: number): void {
    this.doc.addPage({ size: [w, h], margin: 0 });
    this.page++;
    this.W = w;
    this.H = h;
  }

  /** A rectangle given top-left (x, y, w, h) as a PDF box from the bottom left. */
  box(x: number, y: number, w: number, h: number): Box {
    return [x, this.H - (y + h), x + w, this.H - y];
  }

  width(s: string, size: number, font = this.theme.font): number {
    return this.doc.font(font).fontSize(size).widthOfString(s);
  }

  /** Printed text: the form's own words, always in the page's text whatever the style. Returns its width. */
  text(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'right' | 'center' } = {}): number {
    const size = o.size ?? 9;
    this.doc.font(o.font ?? this.theme.font).fontSize(size).fillColor(o.color ?? this.theme.ink);
    if (o.width) this.doc.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.align === undefined });
    else this.doc.text(s, x, y, { lineBreak: false });
    return this.doc.widthOfString(s);
  }

  label(s: string, x: number, y: number, size = 7): number {
    return this.text(s, x, y, { size, color: this.theme.grey });
  }

  /** Pre-printed text that is not the application's (a URL, the ISO rep, an app id): always text, listed as a decoy. */
  decoyText(key: string, s: string, x: number, y: number, o: { size?: number; font?: string; color?: string } = {}): void {
    const size = o.size ?? 8;
    const w = this.text(s, x, y, o);
    this.decoys.push({ key, page: this.page, box: this.pad(this.box(x, y, w, size * 1.25), 1.5), text: s, via: 'text', fields: {} });
  }

  /**
   * A value filled into the form at (x, y), at most `w` wide: the application's (with the truth paths it gives) or,
   * with fields null, a decoy. Empty text draws nothing and records nothing.
   */
  value(key: string, s: string, x: number, y: number, w: number, fields: Fields | null, o: { size?: number; bold?: boolean } = {}): void {
    if (!s) return;
    const list = fields ? this.placed : this.decoys;
    const base = o.size ?? 10;
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      const h = base + 6;
      const size = Math.min(base, (base * (w - 4)) / this.width(s, base, 'Helvetica'));
      const font = this.helvId();
      this.widget(x, y - 3, w, h, { FT: 'Tx', T: new String(name), V: new String(s), DA: new String(`/${font} ${size.toFixed(2)} Tf 0 g`),
        AP: { N: this.stream(w, h, `/Tx BMC q BT /${font} ${size.toFixed(2)} Tf 0 0 0 rg 2 ${((h - size) / 2 + 1).toFixed(2)} Td ${pdfString(s)} Tj ET Q EMC`) } });
      list.push({ key, page: this.page, box: this.box(x, y - 3, w, h), text: s, via: 'acroform', fields: fields ?? {}, acroform_field: name });
      return;
    }
    if (this.style === 'typed') {
      const font = o.bold ? this.theme.bold : this.theme.font;
      const size = Math.min(base, (base * w) / this.width(s, base, font));
      this.text(s, x, y, { size, font });
      list.push({ key, page: this.page, box: this.pad(this.box(x, y, this.width(s, size, font), size * 1.2), 2), text: s, via: 'text', fields: fields ?? {} });
      return;
    }
    const r = this.rng;
    const size = Math.min(base + 2.5, ((base + 2.5) * (w - 4)) / this.width(s, base + 2.5, 'hand'));
    const angle = r.float(-2.2, 2.2), dx = r.float(-1, 3), dy = r.float(-2, 1);
    const tw = this.width(s, size, 'hand');
    const x0 = x + dx, y0 = y + dy - 1;
    this.doc.save().rotate(angle, { origin: [x0, y0 + size] });
    this.doc.font('hand').fontSize(size).fillColor(PEN).text(s, x0, y0, { lineBreak: false });
    this.doc.restore();
    // The rotated text's corners: pdfkit turns clockwise on the page for a positive angle.
    const a = (angle * Math.PI) / 180, ox = x0, oy = y0 + size;
    const pts = [[x0, y0], [x0 + tw, y0], [x0, y0 + size * 1.3], [x0 + tw, y0 + size * 1.3]].map(([px, py]) =>
      [ox + (px! - ox) * Math.cos(a) - (py! - oy) * Math.sin(a), oy + (px! - ox) * Math.sin(a) + (py! - oy) * Math.cos(a)] as const);
    const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
    list.push({ key, page: this.page, box: this.pad(this.box(Math.min(...xs), Math.min(...ys), Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)), 3),
      text: s, via: 'text', fields: fields ?? {} });
  }

  /**
   * The selection of an option whose label is printed inside `area` (x, y, w, h). `spot` is where a checkbox or the
   * pen's mark goes. Typed: the caller has drawn the option highlighted, this records it. Handwritten: a drawn tick,
   * X or loop. Fillable: a /Btn checkbox on `spot`, on when selected (every option gets one, as a real form has).
   */
  choose(key: string, labelText: string, area: [number, number, number, number], spot: [number, number, number], selected: boolean,
    fields: Fields | null, mark: 'tick' | 'x' | 'circle'): void {
    const [x, y, w, h] = area;
    const [sx, sy, ss] = spot;
    if (this.style === 'fillable') {
      const name = this.fieldName(key + '.' + labelText.replace(/[^A-Za-z0-9]+/g, '_'));
      const on = this.stream(ss, ss, `q 0.1 0.1 0.1 RG 1.2 w ${ss * 0.2} ${ss * 0.5} m ${ss * 0.42} ${ss * 0.22} l ${ss * 0.82} ${ss * 0.8} l S Q`);
      const state = selected ? 'Yes' : 'Off';
      this.widget(sx, sy, ss, ss, { FT: 'Btn', T: new String(name), V: state, AS: state, AP: { N: { Yes: on, Off: this.stream(ss, ss, '') } } });
      if (selected) (fields ? this.placed : this.decoys).push({ key, page: this.page, box: this.pad(this.box(x, y, w, h), 1), text: labelText,
        via: 'acroform_checkbox', fields: fields ?? {}, acroform_field: name });
      return;
    }
    if (!selected) return;
    if (this.style === 'handwritten') this.penMark(mark, sx, sy, ss, w);
    (fields ? this.placed : this.decoys).push({ key, page: this.page, box: this.pad(this.box(x, y, w, h), 1), text: labelText, via: 'checkbox', fields: fields ?? {} });
  }

  /** A pen mark over a spot of size s: a tick, an X, or a loop around the option (`w` wide). */
  penMark(mark: 'tick' | 'x' | 'circle', x: number, y: number, s: number, w: number): void {
    const r = this.rng, j = () => r.float(-0.8, 0.8);
    const d = this.doc.save().lineWidth(1.3).strokeColor(PEN).lineCap('round').lineJoin('round');
    if (mark === 'tick') d.moveTo(x - 1 + j(), y + s * 0.55 + j()).lineTo(x + s * 0.4 + j(), y + s + 1 + j()).lineTo(x + s * 1.3 + j(), y - s * 0.5 + j()).stroke();
    else if (mark === 'x') d.moveTo(x + j(), y + j()).lineTo(x + s + j(), y + s + j()).moveTo(x + s + j(), y + j()).lineTo(x + j(), y + s + j()).stroke();
    else d.ellipse(x + w / 2 - 2 + j(), y + s / 2 + j(), w / 2 + 4, s / 2 + 4).stroke();
    d.restore();
  }

  /** A drawn signature: a scribble, no text (an e-signature image or a pen's). */
  scribble(x: number, y: number, w: number, color = PEN): void {
    const r = this.rng;
    const d = this.doc.save().lineWidth(1.1).strokeColor(color).lineCap('round');
    d.moveTo(x, y + 8);
    let cx = x;
    while (cx < x + w) {
      const nx = cx + r.float(6, 14);
      d.bezierCurveTo(cx + 2, y + r.float(-6, 2), nx - 2, y + r.float(10, 18), nx, y + r.float(2, 10));
      cx = nx;
    }
    d.stroke().restore();
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  private pad(b: Box, p: number): Box {
    return [b[0] - p, b[1] - p, b[2] + p, b[3] + p];
  }

  private fieldName(key: string): string {
    let name = key.replace(/[^A-Za-z0-9_.]+/g, '_');
    for (let i = 2; this.names.has(name); i++) name = `${key}_${i}`;
    this.names.add(name);
    return name;
  }

  /**
   * An AcroForm widget with its value and appearance. pdfkit's formText / formCheckbox write the annotation at once
   * and take no /AP or /AS, so the field dictionary is built here and given to annotate() whole.
   */
  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const doc = this.doc as unknown as { annotate: (x: number, y: number, w: number, h: number, o: object) => void;
      page: { annotations: unknown[] }; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } };
    doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]);
  }

  private helvId(): string {
    return (this.doc.font('Helvetica') as unknown as { _font: { id: string } })._font.id;
  }

  /** A form XObject (an appearance stream) w x h with Helvetica in its resources. */
  private stream(w: number, h: number, content: string): unknown {
    const font = (this.doc.font('Helvetica') as unknown as { _font: { id: string; ref: () => unknown } })._font;
    const ref = (this.doc as unknown as { ref: (d: object) => { end: (s: string) => void } }).ref({
      Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
    ref.end(content);
    return ref;
  }
}
