// Drawing with pdfkit in one of three styles, recording what was placed where. Typed: values as page text in the
// layout's font. Handwritten: a script font, turned +-2.5 degrees and shifted; marks drawn as strokes with no text.
// Fillable: values only in AcroForm text fields (with /V and an appearance stream); marks as checkbox fields.
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Placed { key: string; text: string; fields: Record<string, unknown>; page: number; acro?: string; check?: boolean; decoy?: boolean }
export interface WriteOpts { w?: number; size?: number; hand?: boolean; pageText?: boolean; acro?: string; font?: string }
export type Mark = 'x' | 'tick' | 'ring';

const HAND_FONTS = ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', '/usr/share/fonts/truetype/urw-base35/Z003-MediumItalic.ttf',
  '/usr/share/fonts/opentype/urw-base35/URWBookman-LightItalic.otf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf'];
const handFont = HAND_FONTS.find((f) => fs.existsSync(f));
const INKS = ['#14206b', '#1b1b1b', '#0b3d91', '#2a2a55'];

function pdfString(s: string): string { return s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)'); }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  page = 1;
  private names = new Set<string>();
  private acroFont?: { id: string; ref: unknown };
  private ink: string;
  private chunks: Buffer[] = [];

  /** rng: the layout's choices (the same in every style); jit: the hand's jitter and other style-only draws. */
  readonly style: Style;
  readonly rng: Rng;
  readonly jit: Rng;
  readonly typedFont: string;
  constructor(style: Style, rng: Rng, jit: Rng, typedFont: string, title: string) {
    this.style = style; this.rng = rng; this.jit = jit; this.typedFont = typedFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Title: title, Producer: 'pdfkit', Creator: title, CreationDate: new Date(Date.UTC(2025, 0, 15)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    if (handFont) this.doc.registerFont('hand', handFont);
    this.ink = jit.pick(INKS);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      const f = (this.doc as unknown as { _font: { id: string; ref(): unknown } })._font;
      this.acroFont = { id: f.id, ref: f.ref() };
      (this.doc as unknown as { _root: { data: { AcroForm: { data: Record<string, unknown> } } } })._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  get hand(): boolean { return this.style === 'handwritten'; }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Pre-printed form text (labels, headings, options). */
  label(text: string, x: number, y: number, o: { size?: number; font?: string; color?: string; w?: number; align?: 'left' | 'center' | 'right' } = {}): number {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#222222');
    this.doc.text(text, x, y, o.w ? { width: o.w, align: o.align ?? 'left', lineBreak: true } : { lineBreak: false });
    return this.doc.widthOfString(text);
  }

  line(x0: number, y0: number, x1: number, y1: number, color = '#555555', w = 0.6): void {
    this.doc.save().lineWidth(w).strokeColor(color).moveTo(x0, y0).lineTo(x1, y1).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { stroke?: string; fill?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke) this.doc.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    else this.doc.rect(x, y, w, h).stroke(o.stroke ?? '#555555');
    this.doc.restore();
  }

  private uniqueName(base: string): string {
    let n = base.replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_|_$/g, '');
    if (this.names.has(n)) { let i = 2; while (this.names.has(`${n}_${i}`)) i++; n = `${n}_${i}`; }
    this.names.add(n);
    return n;
  }

  /** Draws a filled-in value (x, y: top left of the text); returns its width. */
  private draw(text: string, x: number, y: number, o: WriteOpts, acro: string | undefined): number {
    const size0 = o.size ?? 10;
    if (acro) {
      const w = o.w ?? Math.max(60, text.length * size0 * 0.55 + 8), h = size0 + 6;
      this.textField(acro, text, x - 2, y - 3, w, h, size0);
      return w;
    }
    const hand = this.hand && (o.hand ?? true);
    const font = hand && handFont ? 'hand' : (o.font ?? this.typedFont);
    let size = hand ? size0 + 2.5 : size0;
    this.doc.font(font).fontSize(size);
    while (o.w && size > 6 && this.doc.widthOfString(text) > o.w) this.doc.fontSize(size -= 0.5);
    const width = this.doc.widthOfString(text);
    if (!hand) { this.doc.fillColor('#111111').text(text, x, y, { lineBreak: false }); return width; }
    const angle = this.jit.float(-2.5, 2.5), dx = this.jit.float(-3, 3), dy = this.jit.float(-2.5, 1.5);
    this.doc.save().rotate(angle, { origin: [x, y + size] }).fillColor(this.ink).text(text, x + dx, y + dy - 3, { lineBreak: false }).restore();
    return width + dx;
  }

  private textField(name: string, value: string, x: number, y: number, w: number, h: number, size: number): void {
    const f = this.acroFont!;
    const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [f.id]: f.ref } } });
    ap.end(`/Tx BMC q BT /${f.id} ${size} Tf 0 g 2 ${((h - size) / 2 + 1.5).toFixed(2)} Td (${pdfString(value)}) Tj ET Q EMC`);
    this.widget({ FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${f.id} ${size} Tf 0 g`), AP: { N: ap } }, x, y, w, h);
  }

  private widget(dict: Record<string, unknown>, x: number, y: number, w: number, h: number): void {
    const page = (this.doc as unknown as { page: { annotations: unknown[]; dictionary: unknown } }).page;
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, P: page.dictionary, MK: { BC: [0.55, 0.6, 0.75] }, ...dict } as never);
    const anns = page.annotations;
    (this.doc as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(anns[anns.length - 1]);
  }

  private acroFor(key: string, o: WriteOpts): string | undefined {
    return this.style === 'fillable' && !o.pageText ? this.uniqueName(o.acro ?? key) : undefined;
  }

  /** A value of the application: placed with the truth paths it gives. */
  value(key: string, text: string, fields: Record<string, unknown>, x: number, y: number, o: WriteOpts = {}): number {
    if (!text) return 0;
    const acro = this.acroFor(key, o);
    const w = this.draw(text, x, y, o, acro);
    this.placed.push({ key, text, fields, page: this.page, ...(acro ? { acro } : {}) });
    return w;
  }

  /** A printed value that is not the application's (landlord, reference, struck value ...). */
  decoy(key: string, text: string, x: number, y: number, o: WriteOpts = {}): number {
    if (!text) return 0;
    const acro = this.acroFor(key, o);
    const w = this.draw(text, x, y, o, acro);
    this.decoys.push({ key, text, fields: {}, page: this.page, decoy: true, ...(acro ? { acro } : {}) });
    return w;
  }

  /** A line through a written value (a correction). */
  strike(x: number, y: number, w: number, size = 10, double = false): void {
    const ym = y + size * 0.55, tilt = this.hand ? this.jit.float(-1.5, 1.5) : 0;
    this.line(x - 2, ym + tilt, x + w + 2, ym - tilt, this.hand ? this.ink : '#111111', 1.1);
    if (double) this.line(x - 2, ym + 2.5 + tilt, x + w + 2, ym + 2.5 - tilt, this.hand ? this.ink : '#111111', 1.1);
  }

  /** An empty tick box; in the fillable style an unchecked checkbox field. */
  box(x: number, y: number, s: number, name?: string): void {
    this.rect(x, y, s, s, { stroke: '#333333', lw: 0.8 });
    if (this.style === 'fillable' && name) this.checkField(this.uniqueName(name), x, y, s, false, 'Yes');
  }

  private checkField(name: string, x: number, y: number, s: number, on: boolean, onState: string): void {
    const onAp = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    onAp.end(`q 0.2 G 0.6 w 0.3 0.3 ${s - 0.6} ${s - 0.6} re S 0 G 1.3 w 2 2 m ${s - 2} ${s - 2} l S 2 ${s - 2} m ${s - 2} 2 l S Q`);
    const offAp = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    offAp.end(`q 0.2 G 0.6 w 0.3 0.3 ${s - 0.6} ${s - 0.6} re S Q`);
    this.widget({ FT: 'Btn', T: new String(name), V: on ? onState : 'Off', AS: on ? onState : 'Off', AP: { N: { [onState]: onAp, Off: offAp } } }, x, y, s, s);
  }

  /**
   * The chosen option of a row. Typed: a letter X in the box (or beside the label); handwritten: a drawn X, tick or a
   * ring around `ring` (the option's label); fillable: a checked checkbox field. Placed with the option's label as text.
   */
  check(key: string, label: string, fields: Record<string, unknown> | null, x: number, y: number, s: number,
    o: { ring?: [number, number, number, number]; mark?: Mark; hasBox?: boolean } = {}): void {
    let acro: string | undefined;
    if (o.hasBox !== false) this.rect(x, y, s, s, { stroke: '#333333', lw: 0.8 });
    if (this.style === 'fillable') {
      acro = this.uniqueName(key);
      this.checkField(acro, x, y, s, true, this.jit.pick(['Yes', 'On', label.replace(/[^A-Za-z0-9]/g, '') || 'Yes']));
    } else if (this.style === 'typed') {
      this.doc.font('Helvetica-Bold').fontSize(s + 1).fillColor('#111111').text('X', x + s * 0.12, y - 0.5, { lineBreak: false });
    } else {
      const mark = o.mark ?? (o.ring ? 'ring' : this.jit.pick(['x', 'tick'] as const));
      const j = () => this.jit.float(-1.2, 1.2);
      this.doc.save().lineWidth(1.3).strokeColor(this.ink).lineCap('round');
      if (mark === 'x') this.doc.moveTo(x + j(), y + j()).lineTo(x + s + j(), y + s + j()).moveTo(x + s + j(), y + j()).lineTo(x + j(), y + s + j()).stroke();
      else if (mark === 'tick') this.doc.moveTo(x + 1 + j(), y + s * 0.55).lineTo(x + s * 0.4, y + s + 1).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
      else {
        const [rx, ry, rw, rh] = o.ring ?? [x - 2, y - 2, s + 4, s + 4];
        this.doc.ellipse(rx + rw / 2 + j(), ry + rh / 2 + j(), rw / 2 + 4, rh / 2 + 3).stroke();
      }
      this.doc.restore();
    }
    if (fields) this.placed.push({ key, text: label, fields, page: this.page, check: true, ...(acro ? { acro } : {}) });
  }

  async finish(): Promise<Uint8Array> {
    const done = new Promise<void>((r) => this.doc.on('end', () => r()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
